//! "Choose a creature at random that attacked this turn" (Metzali, Tower of Triumph): "attacked
//! this turn" (CR 508.1) is of the turn, and each creature the random choice may fall on is a
//! chance outcome.
//!
//! Chance and several players in the card language (rulecheck issue 14): a coin flip (CR
//! 705.1-2) is a chance move with two outcomes, won and lost, each explored (Mirrored Depths);
//! a target "selected at random" is chosen by no player, every legal one explored (CR 601.2c;
//! Furnace Layer), with a condition on the card a player discarded ("if that player discards a
//! land card this way"); "any number of target players" is one "target" word with any set of
//! players (CR 601.2c, 115.1), each doing the instructions (Lair of the Ashen Idol); "for
//! each opponent, ... up to one target ... from that player's graveyard" is a target for each
//! opponent (CR 601.2c; Orzhova), right with two opponents and more.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

fn metzali(sets: &[&str]) -> Play {
    let alice = "battlefield = [{ card = \"Path of Mettle\", transformed = true }, \"Plains\", \"Plains\", \"Plains\", \"Grizzly Bears\", \"Rhino\"]\nlibrary = [\"Island\", \"Island\"]";
    let bob = "battlefield = [\"Ox\"]\nlibrary = [\"Island\", \"Island\"]\n\n[[card]]\nname = \"Rhino\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 3\ntext = \"Custom test card.\"\n\n[[card]]\nname = \"Ox\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 6\ntext = \"Custom test card.\"";
    let mut p = Play::with_rules(&duel(3, alice, bob), sets);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p
}

#[test]
fn each_attacker_may_be_chosen_at_random_and_only_attackers() {
    let mut p = metzali(&[]);
    p.act("Alice attacks Bob with Grizzly Bears, Rhino");
    p.act("activates Metzali, Tower of Triumph's ability");
    p.pass_all();
    let options = p.options();
    assert!(
        options
            == [
                "Grizzly Bears is chosen at random",
                "Rhino is chosen at random"
            ],
        "{options:#?}"
    );
    p.act("Rhino is chosen at random");
    assert_eq!(p.g.obj(p.card("Rhino")).zone, Zone::Graveyard);
    assert_eq!(
        p.g.obj(p.card("Ox")).zone,
        Zone::Battlefield,
        "the Ox didn't attack"
    );

    // The deliberately broken variant always takes the first.
    let mut broken = metzali(&["choice.at-random=first"]);
    broken.act("Alice attacks Bob with Grizzly Bears, Rhino");
    broken.act("activates Metzali, Tower of Triumph's ability");
    broken.pass_all();
    assert_eq!(
        broken.g.obj(broken.card("Grizzly Bears")).zone,
        Zone::Graveyard
    );
    assert_eq!(broken.g.obj(broken.card("Rhino")).zone, Zone::Battlefield);
}

#[test]
fn attacked_this_turn_is_forgotten_as_a_new_turn_begins_508_1() {
    for (sets, destroyed) in [
        (&[][..], false),
        (&["combat.attacked-this-turn=ever"][..], true),
    ] {
        let mut p = metzali(sets);
        p.act("Alice attacks Bob with Grizzly Bears");
        // Bob's turn: nothing attacked this turn, so nothing is chosen.
        p.to(2, Step::Upkeep);
        p.act("Bob passes priority");
        p.act("activates Metzali, Tower of Triumph's ability");
        p.pass_all();
        assert_eq!(
            p.g.obj(p.card("Grizzly Bears")).zone == Zone::Graveyard,
            destroyed,
            "{sets:?}"
        );
    }
}

fn game(players: &[(&str, &str)]) -> String {
    let mut s = String::from("name = \"test\"\nturns = 2\n");
    for (name, body) in players {
        s.push_str(&format!("\n[[player]]\nname = \"{name}\"\n{body}\n"));
    }
    s
}

const BOB: &str = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
const CAROL: &str = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";

/// Alice with Mirrored Depths face up casts Grizzly Bears; its trigger resolves and she is
/// flipping the coin.
fn bears_cast_under_mirrored_depths(sets: &[&str]) -> Play {
    let alice = "battlefield = [\"Forest\", \"Forest\"]\nhand = [\"Grizzly Bears\"]\n\
                 library = [\"Island\", \"Island\"]\n\
                 planar_deck = [\"Mirrored Depths\", \"Stairs to Infinity\"]";
    let mut p = Play::with_rules(&game(&[("Alice", alice), ("Bob", BOB)]), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    assert_eq!(
        p.g.stack.len(),
        2,
        "the trigger is above the spell: {}",
        p.board()
    );
    p.pass_all();
    p
}

#[test]
fn the_caster_flips_a_coin_and_a_lost_flip_counters_the_spell_705_2() {
    let mut p = bears_cast_under_mirrored_depths(&[]);
    // CR 705.1: chance: both outcomes, and nothing else (no concession while the coin is in
    // the air: no player decides).
    assert_eq!(
        p.options(),
        vec![
            "Alice flips a coin and wins the flip (CR 705.2)".to_string(),
            "Alice flips a coin and loses the flip (CR 705.2)".to_string(),
        ]
    );
    let before = p.g.clone();
    p.act("loses the flip");
    let bears = p.card("Grizzly Bears");
    assert_eq!(
        p.g.obj(bears).zone,
        Zone::Graveyard,
        "countered (CR 701.6a)"
    );
    assert!(p.g.stack.is_empty());

    p.g = before;
    p.act("wins the flip");
    assert_eq!(p.g.obj(bears).zone, Zone::Stack, "not countered");
    p.pass_all();
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
}

#[test]
fn the_opponent_who_casts_flips_not_the_planar_controller_705_2() {
    // Bob casts on his turn 2 under Alice's plane (Bob is the planar controller on his turn,
    // CR 311.5; the caster flips either way): he flips.
    let alice = "library = [\"Island\", \"Island\"]\n\
                 planar_deck = [\"Mirrored Depths\", \"Stairs to Infinity\"]";
    let bob = "battlefield = [\"Forest\", \"Forest\"]\nhand = [\"Grizzly Bears\"]\n\
               library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
    let mut p = Play::new(&game(&[("Alice", alice), ("Bob", bob)]));
    p.to(2, Step::Main1);
    p.act("Bob casts Grizzly Bears");
    p.pass_all();
    assert!(
        p.can("Bob flips a coin and loses the flip"),
        "{:#?}",
        p.options()
    );
}

#[test]
fn the_broken_variant_never_loses_the_flip() {
    let p = bears_cast_under_mirrored_depths(&["coin.flip=always-won"]);
    assert_eq!(
        p.options(),
        vec!["Alice flips a coin and wins the flip (CR 705.2)".to_string()]
    );
}

#[test]
fn a_flip_phrase_that_is_not_a_coin_is_a_load_error() {
    let toml = r#"name = "test"
turns = 1
[[card]]
name = "Bad Flip"
cost = "{R}"
types = ["sorcery"]
spell = [{ flip = "two coins" }]
[[player]]
name = "Alice"
hand = ["Bad Flip"]
[[player]]
name = "Bob"
"#;
    let e = load_error("bad.toml", toml);
    assert!(e.contains("expected \"a coin\""), "{e}");
    let toml = toml.replace(
        "spell = [{ flip = \"two coins\" }]",
        "spell = [{ flip = \"a coin\" }, { draw = 1, if = \"you win the coin\" }]",
    );
    let e = load_error("bad.toml", &toml);
    assert!(e.contains("the flip"), "{e}");
}

/// Alice's upkeep with Furnace Layer face up: its trigger waits for its random target.
fn furnace_layer_upkeep(alice_hand: &str, bob_hand: &str, sets: &[&str]) -> Play {
    let alice = format!(
        "hand = [{alice_hand}]\nlibrary = [\"Island\", \"Island\"]\n\
         planar_deck = [\"Furnace Layer\", \"Stairs to Infinity\"]"
    );
    let bob = format!("hand = [{bob_hand}]\n{BOB}");
    let mut p = Play::with_rules(&game(&[("Alice", &alice), ("Bob", &bob)]), sets);
    for _ in 0..20 {
        if p.can("selected at random") {
            return p;
        }
        p.act("");
    }
    panic!("no random target: {:#?}", p.options());
}

#[test]
fn a_target_selected_at_random_is_every_player_by_chance_601_2c() {
    let mut p = furnace_layer_upkeep("\"Forest\"", "\"Grizzly Bears\"", &[]);
    assert_eq!(p.g.step, Step::Upkeep);
    // No player chooses: each player is a chance outcome, and nobody may concede meanwhile.
    assert_eq!(
        p.options(),
        vec![
            "Alice is selected at random as the target of Furnace Layer's trigger".to_string(),
            "Bob is selected at random as the target of Furnace Layer's trigger".to_string(),
        ]
    );
    let before = p.g.clone();
    // Alice discards her Forest, a land card: she loses 3 life.
    p.act("Alice is selected at random");
    p.pass_all();
    p.act("Alice chooses Forest and discards it");
    assert_eq!(p.g.obj(p.card("Forest")).zone, Zone::Graveyard);
    assert_eq!((p.life(0), p.life(1)), (17, 20), "{}", p.board());

    // Bob discards Grizzly Bears, not a land card: no life lost (CR 608.2c).
    p.g = before;
    p.act("Bob is selected at random");
    p.pass_all();
    p.act("Bob chooses Grizzly Bears and discards it");
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    assert_eq!((p.life(0), p.life(1)), (20, 20));
}

#[test]
fn the_broken_variant_always_selects_the_first_player() {
    let p = furnace_layer_upkeep("\"Forest\"", "\"Grizzly Bears\"", &["random.target=first"]);
    assert_eq!(
        p.options(),
        vec!["Alice is selected at random as the target of Furnace Layer's trigger".to_string()]
    );
}

/// All three players pass: the top of the stack resolves.
fn pass_3(p: &mut Play) {
    for _ in 0..3 {
        p.act("passes priority");
    }
}

/// Alice's plane `plane` face up; she rolls chaos in her main phase and the chaos trigger
/// waits for its targets.
fn chaos(plane: &str, players: &[(&str, &str)]) -> Play {
    let mut all = vec![];
    for (name, body) in players {
        all.push((*name, *body));
    }
    let alice = format!(
        "{}\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"{plane}\", \"Stairs to Infinity\"]",
        players[0].1
    );
    all[0].1 = &alice;
    let mut p = Play::new(&game(&all));
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the chaos symbol");
    p
}

#[test]
fn any_number_of_target_players_is_every_set_of_players_601_2c_115_1() {
    // Alice keeps the plane in her upkeep by sacrificing her Bears.
    let mut p = chaos(
        "Lair of the Ashen Idol",
        &[
            ("Alice", "battlefield = [\"Grizzly Bears\"]"),
            ("Bob", BOB),
            ("Carol", CAROL),
        ],
    );
    let options = p.options();
    // None, each one, each two, all three: 2^3 sets, each once (CR 601.2c, 115.3).
    assert_eq!(options.len(), 8, "{options:#?}");
    assert!(options
        .contains(&"Alice chooses no target for Lair of the Ashen Idol's trigger".to_string()));
    p.act("targets Alice and Carol");
    pass_3(&mut p);
    let zombies: Vec<u8> =
        p.g.in_zone(Zone::Battlefield)
            .filter(|&c| p.eng().name(c) == "Zombie")
            .map(|c| p.g.obj(c).controller)
            .collect();
    assert_eq!(
        zombies,
        vec![0, 2],
        "Alice and Carol each create one, under their control"
    );
}

#[test]
fn for_each_opponent_a_target_in_that_players_graveyard_601_2c() {
    let mut p = chaos(
        "Orzhova",
        &[
            ("Alice", "graveyard = [\"Grizzly Bears\"]"),
            (
                "Bob",
                &format!("graveyard = [\"Hill Giant\", \"Memnite\"]\n{BOB}"),
            ),
            ("Carol", &format!("graveyard = [\"Craw Wurm\"]\n{CAROL}")),
        ],
    );
    let options = p.options();
    // Bob's: none, Hill Giant or Memnite; Carol's: none or Craw Wurm: 3 × 2 choices; never
    // Alice's own card, never two of one opponent's.
    assert_eq!(options.len(), 6, "{options:#?}");
    assert!(!options.iter().any(|o| o.contains("Grizzly Bears")));
    assert!(!options.iter().any(|o| o.contains("Hill Giant and Memnite")));
    assert!(options
        .iter()
        .any(|o| o == "Alice targets Craw Wurm with Orzhova's trigger"));
    p.act("targets Hill Giant and Craw Wurm");
    pass_3(&mut p);
    assert_eq!(p.g.obj(p.card("Hill Giant")).zone, Zone::Exile);
    assert_eq!(p.g.obj(p.card("Craw Wurm")).zone, Zone::Exile);
    assert_eq!(p.g.obj(p.card("Memnite")).zone, Zone::Graveyard);
}

#[test]
fn mirrored_depths_chaos_the_planar_controller_may_cast_the_target_players_top_card_608_2g() {
    // Bob's library's top card is Grizzly Bears: Alice (the planar controller) may cast it
    // without paying its mana cost; his Island on top would be a land: nothing.
    let alice = "library = [\"Island\", \"Island\"]\n\
                 planar_deck = [\"Mirrored Depths\", \"Stairs to Infinity\"]";
    let bob = "library = [\"Grizzly Bears\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
    let mut p = Play::new(&game(&[("Alice", alice), ("Bob", bob)]));
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the chaos symbol");
    p.act("Alice targets Bob with Mirrored Depths's trigger");
    p.pass_all();
    p.act("Alice casts Grizzly Bears");
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).zone, Zone::Stack);
    assert_eq!(p.g.obj(bears).controller, 0, "Alice's spell");
    // Casting it is a spell cast: Mirrored Depths' flip for Alice (CR 601.2i, 705.2).
    p.pass_all();
    p.act("Alice flips a coin and wins the flip");
    p.pass_all();
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(bears).controller, 0);

    // Alice's own top card is an Island, a land card: nothing to cast.
    let mut p = Play::new(&game(&[("Alice", alice), ("Bob", bob)]));
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the chaos symbol");
    p.act("Alice targets Alice with Mirrored Depths's trigger");
    p.pass_all();
    assert!(!p.can("casts"), "{:#?}", p.options());
    assert!(p.g.stack.is_empty());
}

#[test]
fn a_target_selected_at_random_only_in_a_triggered_ability_is_a_load_error() {
    let toml = r#"name = "test"
turns = 1
[[card]]
name = "Random Bolt"
cost = "{R}"
types = ["instant"]
spell = [{ select = "target player at random" }, { lose-life = 3, who = "that player" }]
[[player]]
name = "Alice"
hand = ["Random Bolt"]
[[player]]
name = "Bob"
"#;
    let e = load_error("bad.toml", toml);
    assert!(e.contains("the one target of a triggered ability"), "{e}");
    let e = load_error(
        "bad.toml",
        &toml.replace("target player at random", "a player at random"),
    );
    // Not a target: a load error with file and place, no panic.
    assert!(e.contains("bad.toml:"), "{e}");
}
