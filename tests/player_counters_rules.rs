//! Counters on players (CR 122.1): poison (122.1f, 704.5c), energy (107.14), proliferate
//! (701.34a), and All Will Be One's "counters on a permanent or player" (its rulings of
//! 2023-02-04).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::Step;
use rulecheck::property;

const CARDS: &str = r#"
[[card]]
name = "Energy Tap"
cost = "{U}"
types = ["instant"]
text = "Target player gets two experience counters. You get {E}{E}."
spell = [
  { get = "two experience counters", who = "target player" },
  { get = "{E}{E}" },
]

[[card]]
name = "Poison Rain"
cost = "{U}"
types = ["instant"]
text = "Each player gets a poison counter."
spell = [{ get = "a poison counter", who = "each player" }]
"#;

fn play(alice: &str, bob: &str, sets: &[&str]) -> Play {
    Play::with_rules(&format!("{}{CARDS}", duel(1, alice, bob)), sets)
}

fn poison(p: &Play, player: usize) -> u8 {
    p.g.players[player].counters[0]
}

/// Alice aims every waiting All Will Be One trigger at Bob.
fn at_bob(p: &mut Play) {
    while p.can("targets Bob with All Will Be One's trigger") {
        p.act("targets Bob with All Will Be One's trigger");
    }
}

#[test]
fn each_opponent_gets_a_poison_counter_and_all_will_be_one_triggers_122_1f() {
    let alice = "hand = [\"Prologue to Phyresis\"]\nbattlefield = [\"All Will Be One\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let bob = "library = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("casts Prologue to Phyresis");
    p.pass_all();
    assert_eq!(poison(&p, 1), 1, "each opponent gets a poison counter");
    assert_eq!(poison(&p, 0), 0, "not Alice");
    assert!(
        p.board().contains("Bob: 20 life, 1 poison"),
        "{}",
        p.board()
    );
    // One trigger for the player, "that much" = the one counter he got.
    at_bob(&mut p);
    assert_eq!(p.g.stack.len(), 1, "one trigger for Bob: {:#?}", p.g.stack);
    p.pass_all();
    assert_eq!(p.life(1), 19);

    // The broken variant: counters on a player are not counters put.
    let mut p = play(alice, bob, &["counters.on-players=not-counted"]);
    p.to(1, Step::Main1);
    p.act("casts Prologue to Phyresis");
    p.pass_all();
    assert_eq!(poison(&p, 1), 1);
    assert!(p.g.stack.is_empty(), "{:#?}", p.g.stack);
    assert!(!p.can("All Will Be One"), "{:#?}", p.options());
}

#[test]
fn one_trigger_for_each_player_who_got_counters() {
    let alice = "hand = [\"Poison Rain\"]\nbattlefield = [\"All Will Be One\", \"Island\"]\nlibrary = [\"Island\"]";
    let bob = "library = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("casts Poison Rain");
    p.pass_all();
    assert_eq!((poison(&p, 0), poison(&p, 1)), (1, 1));
    at_bob(&mut p);
    assert_eq!(p.g.stack.len(), 2, "a trigger for Alice, one for Bob");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.life(1), 18);
}

#[test]
fn ten_poison_counters_lose_the_game_704_5c() {
    let alice = "hand = [\"Prologue to Phyresis\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let bob = "counters = { poison = 9 }\nlibrary = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("casts Prologue to Phyresis");
    p.pass_all();
    assert_eq!(poison(&p, 1), 10);
    assert!(p.g.players[1].lost, "{}", p.board());
    assert!(p.g.outcome.is_some());

    let mut p = play(alice, bob, &["poison.sba=ignored"]);
    p.to(1, Step::Main1);
    p.act("casts Prologue to Phyresis");
    p.pass_all();
    assert_eq!(poison(&p, 1), 10);
    assert!(!p.g.players[1].lost);
}

#[test]
fn proliferate_chooses_players_and_permanents_with_counters_701_34a() {
    let alice = "battlefield = [\"Thrummingbird\", { card = \"Aven Riftwatcher\", time = 2 }, \"Grizzly Bears\"]\nlibrary = [\"Island\"]";
    let bob = "counters = { poison = 3, energy = 1 }\nlibrary = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.pass_until("attacks Bob with Thrummingbird");
    p.act("attacks Bob with Thrummingbird");
    p.pass_until("proliferates");
    let options = p.options();
    // Bob (two kinds) and Riftwatcher (time counters; vanishing took one in the upkeep) may be chosen, Grizzly Bears may not:
    // four choices, nothing included.
    assert_eq!(options.len(), 4, "{options:#?}");
    assert!(
        options.contains(&"Alice proliferates, choosing nothing".to_string()),
        "{options:#?}"
    );
    assert!(!options.iter().any(|o| o.contains("Grizzly Bears")));
    let both =
        "Alice proliferates: Bob (poison 3 -> 4, energy 1 -> 2), Aven Riftwatcher (time 1 -> 2)";
    assert!(options.contains(&both.to_string()), "{options:#?}");
    p.act(both);
    assert_eq!(p.g.players[1].counters, [4, 2, 0]);

    // The broken variant: players can't be chosen.
    let mut p = play(alice, bob, &["proliferate.players=ignored"]);
    p.to(1, Step::Main1);
    p.pass_until("attacks Bob with Thrummingbird");
    p.act("attacks Bob with Thrummingbird");
    p.pass_until("proliferates");
    assert_eq!(p.options().len(), 2, "{:#?}", p.options());
    assert!(!p.can("Bob ("));
}

#[test]
fn a_player_gets_experience_and_energy_counters_107_14() {
    let alice = "hand = [\"Energy Tap\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\"]";
    let bob = "library = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("casts Energy Tap, targeting Bob");
    p.pass_all();
    assert_eq!(p.g.players[0].counters, [0, 2, 0], "Alice gets {{E}}{{E}}");
    assert_eq!(p.g.players[1].counters, [0, 0, 2]);
    assert!(
        p.board().contains("Bob: 20 life, 2 experience"),
        "{}",
        p.board()
    );
}

#[test]
fn a_players_counter_kind_goes_on_a_player_only() {
    let model = |step: &str| {
        format!(
            "name = \"x\"\nturns = 1\n[[card]]\nname = \"Bad\"\ncost = \"{{U}}\"\ntypes = [\"instant\"]\nspell = [{step}]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n"
        )
    };
    let err = load_error(
        "bad.toml",
        &model("{ put = \"a poison counter\", on = \"target creature\" }"),
    );
    assert!(err.contains("poison counters go on players"), "{err}");
    let err = load_error("bad.toml", &model("{ get = \"a +1/+1 counter\" }"));
    assert!(
        err.contains("a player gets poison, energy or experience"),
        "{err}"
    );
    let err = load_error(
        "bad.toml",
        &model("{ get = \"a poison counter\", who = \"each creature\" }"),
    );
    assert!(err.contains("`who` names players"), "{err}");
    let err = load_error(
        "bad.toml",
        "name = \"x\"\nturns = 1\n[[player]]\nname = \"Alice\"\ncounters = { venom = 1 }\n[[player]]\nname = \"Bob\"\n",
    );
    assert!(
        err.contains("'venom' is not a kind of counter a player has"),
        "{err}"
    );
}

#[test]
fn properties_read_a_players_poison_energy_and_experience() {
    let alice = "hand = [\"Poison Rain\", \"Energy Tap\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let mut p = play(alice, "library = [\"Island\"]", &[]);
    let holds =
        |p: &Play, e: &str| property::holds(&property::compile_expr(e).unwrap(), &p.eng(), &p.g);
    let bob = "any(p in players where p.name == \"Bob\" and p.poison == 1 and p.experience == 2)";
    let alice = "any(p in players where p.name == \"Alice\" and p.poison == 1 and p.energy == 2)";
    p.to(1, Step::Main1);
    assert!(!holds(&p, bob) && !holds(&p, alice));
    p.act("casts Poison Rain");
    p.pass_all();
    p.act("casts Energy Tap, targeting Bob");
    p.pass_all();
    assert!(holds(&p, bob), "{}", p.board());
    assert!(holds(&p, alice), "{}", p.board());
}

#[test]
fn toxic_combat_damage_gives_poison_counters_702_164c() {
    let alice =
        "battlefield = [\"Bloated Contaminator\", \"All Will Be One\"]\nlibrary = [\"Forest\"]";
    let bob = "library = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.pass_until("attacks Bob with Bloated Contaminator");
    p.act("attacks Bob with Bloated Contaminator");
    // Alice put the poison counter: All Will Be One triggers with the proliferate trigger.
    p.pass_until("puts All Will Be One's trigger on the stack next");
    assert_eq!(p.life(1), 16);
    assert_eq!(
        poison(&p, 1),
        1,
        "toxic 1: one poison counter with the damage"
    );
    p.stack_triggers_in_order();
    at_bob(&mut p);
    p.pass_until("proliferates");
    p.act("Alice proliferates: Bob (poison 1 -> 2)");
    assert_eq!(poison(&p, 1), 2);

    let mut p = play(alice, bob, &["toxic.poison=ignored"]);
    p.to(1, Step::Main1);
    p.pass_until("attacks Bob with Bloated Contaminator");
    p.act("attacks Bob with Bloated Contaminator");
    for _ in 0..20 {
        if p.life(1) < 20 {
            break;
        }
        p.act("passes priority");
    }
    assert_eq!(p.life(1), 16);
    assert_eq!(poison(&p, 1), 0);
    assert!(!p.can("All Will Be One"), "{:#?}", p.options());
}
