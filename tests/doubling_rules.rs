//! Replacement effects that double tokens and counters (CR 614.1a): "If an effect would create
//! one or more tokens [under your control], it creates twice that many of those tokens
//! instead." (Parallel Lives, Anointed Procession, Doubling Season, Selesnya Loft Gardens;
//! 111.2) and "If an effect would put one or more counters on a permanent [you control], it
//! puts twice that many of those counters on that permanent instead." (Doubling Season, Loft
//! Gardens; 122.6: also a permanent entering with counters, 614.1c). Several such effects on
//! one event each apply once (616.1), so they multiply. Counters put on a card in exile
//! (suspend's time counters) are not on a permanent; a doubled creation past the model's token
//! slots cuts the state with the "token slots" message.

mod common;

use common::{duel, load_error, Play, TEST_WALKER};
use rulecheck::engine::{Outcome, Step, Zone};

const BOB: &str = "battlefield = [\"Grizzly Bears\", \"Mountain\", \"Mountain\"]\nhand = [\"Krenko's Command\"]\nlibrary = [\"Island\", \"Island\"]";

fn play(top: &str, turns: u8, alice: &str, sets: &[&str]) -> Play {
    let text = duel(
        turns,
        &format!("{alice}\nlibrary = [\"Island\", \"Island\"]"),
        BOB,
    );
    let text = text.replacen("turns = ", &format!("{top}\nturns = "), 1);
    Play::with_rules(&text, sets)
}

/// The Goblins on the battlefield `player` controls.
fn goblins(p: &Play, player: u8) -> usize {
    p.g.in_zone(Zone::Battlefield)
        .filter(|&c| p.eng().name(c) == "Goblin" && p.g.obj(c).controller == player)
        .count()
}

/// Takes the `n`th action (from 0) whose description contains `needle` (two Grizzly Bears read
/// alike: Alice's has the lower id, so it is targeted by the first).
fn act_nth(p: &mut Play, needle: &str, n: usize) {
    let eng = p.eng();
    let actions = eng.actions(&p.g);
    let a = actions
        .iter()
        .filter(|a| eng.describe(&p.g, a).contains(needle))
        .nth(n)
        .unwrap_or_else(|| panic!("no action {n} matches '{needle}': {:#?}", p.options()));
    p.g = eng.apply(&p.g, a);
}

/// Alice casts Krenko's Command in her first main phase and it resolves.
fn krenko(p: &mut Play) {
    p.to(1, Step::Main1);
    p.act("Alice casts Krenko's Command");
    p.pass_all();
}

#[test]
fn tokens_under_your_control_are_doubled_614_1a() {
    let alice = "hand = [\"Krenko's Command\"]\nbattlefield = [\"Parallel Lives\", \"Mountain\", \"Mountain\"]";
    let mut p = play("tokens = { Goblin = 4 }", 1, alice, &[]);
    krenko(&mut p);
    assert_eq!(goblins(&p, 0), 4, "{}", p.board());
    assert_eq!(p.g.outcome, None);

    // The broken variant: as many as the instruction says.
    let mut p = play(
        "tokens = { Goblin = 4 }",
        1,
        alice,
        &["tokens.doubled=ignored"],
    );
    krenko(&mut p);
    assert_eq!(goblins(&p, 0), 2);
}

#[test]
fn two_doublers_each_apply_once_616_1() {
    let alice = "hand = [\"Krenko's Command\"]\nbattlefield = [\"Parallel Lives\", \"Anointed Procession\", \"Mountain\", \"Mountain\"]";
    let mut p = play("tokens = { Goblin = 8 }", 1, alice, &[]);
    krenko(&mut p);
    assert_eq!(goblins(&p, 0), 8, "2 x 2 x 2");
}

#[test]
fn an_opponents_tokens_are_not_doubled_by_under_your_control_614_1a() {
    let alice = "battlefield = [\"Parallel Lives\"]";
    let mut p = play("tokens = { Goblin = 4 }", 2, alice, &[]);
    p.to(2, Step::Main1);
    p.act("Bob casts Krenko's Command");
    p.pass_all();
    assert_eq!(goblins(&p, 1), 2, "{}", p.board());
}

#[test]
fn the_plane_doubles_every_players_tokens_and_counters_901_7() {
    // Selesnya Loft Gardens is Alice's face-up plane; Bob's Goblins are doubled too.
    let alice = "battlefield = [\"Grizzly Bears\", \"Island\"]\nhand = [\"Slip Out the Back\"]\nplanar_deck = [\"Selesnya Loft Gardens\"]";
    let mut p = play("tokens = { Goblin = 4 }", 2, alice, &[]);
    p.to(1, Step::Main1);
    act_nth(
        &mut p,
        "Alice casts Slip Out the Back, targeting Grizzly Bears",
        1,
    );
    p.pass_all();
    let bears: Vec<u16> =
        p.g.ids()
            .filter(|&c| p.eng().name(c) == "Grizzly Bears" && p.g.obj(c).controller == 1)
            .collect();
    assert_eq!(p.g.obj(bears[0]).plus1, 2, "any permanent: {}", p.board());
    p.to(2, Step::Main1);
    p.act("Bob casts Krenko's Command");
    p.pass_all();
    assert_eq!(goblins(&p, 1), 4, "{}", p.board());
}

#[test]
fn a_doubled_creation_past_the_slots_cuts_the_state_111_2() {
    let alice = "hand = [\"Krenko's Command\"]\nbattlefield = [\"Parallel Lives\", \"Mountain\", \"Mountain\"]";
    let mut p = play("tokens = { Goblin = 3 }", 1, alice, &[]);
    krenko(&mut p);
    assert_eq!(p.g.outcome, Some(Outcome::TokenLimit));
    assert!(
        p.board().contains("token slots are all in use"),
        "{}",
        p.board()
    );
}

/// `check` says which bound to raise when a doubled creation runs out of slots (exit 152).
#[test]
fn the_slot_bound_of_a_doubled_creation_is_reported_by_check() {
    let alice = "hand = [\"Krenko's Command\"]\nbattlefield = [\"Parallel Lives\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\"]";
    let text = format!(
        "tokens = {{ Goblin = 2 }}\n{}\n[[property]]\nid = \"four\"\nkind = \"sometimes\"\nexpr = '''count(c in cards where c.name == \"Goblin\") == 4'''\n",
        duel(1, alice, "library = [\"Island\"]")
    );
    let dir = std::env::temp_dir().join(format!("doubling-bound-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("m.toml");
    std::fs::write(&path, text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .args(["check", "--no-shared"])
        .arg(&path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(152), "{stdout}");
    assert!(
        stdout.contains("a token of 'Goblin' was to be created but all of the model's slots for it are in use (2 per player"),
        "{stdout}"
    );
}

#[test]
fn counters_on_a_permanent_you_control_are_doubled_122_6() {
    let alice = "hand = [\"Slip Out the Back\", \"Slip Out the Back\"]\nbattlefield = [\"Doubling Season\", \"Grizzly Bears\", \"Island\", \"Island\"]";
    for (sets, own) in [(&[][..], 2), (&["counters.doubled=ignored"][..], 1)] {
        let mut p = play("", 1, alice, sets);
        p.to(1, Step::Main1);
        act_nth(
            &mut p,
            "Alice casts Slip Out the Back, targeting Grizzly Bears",
            0,
        );
        p.pass_all();
        // Alice's Bears phased out: Bob's are the only target left.
        act_nth(
            &mut p,
            "Alice casts Slip Out the Back, targeting Grizzly Bears",
            0,
        );
        p.pass_all();
        let plus1: Vec<(u8, u8)> =
            p.g.ids()
                .filter(|&c| p.eng().name(c) == "Grizzly Bears")
                .map(|c| (p.g.obj(c).controller, p.g.obj(c).plus1))
                .collect();
        // Bob's Bears are not a permanent Alice controls: one counter.
        assert_eq!(plus1, [(0, own), (1, 1)], "{sets:?}: {}", p.board());
    }
}

#[test]
fn a_planeswalker_enters_with_twice_its_loyalty_122_6_614_1c() {
    let alice = "hand = [\"Test Walker\"]\nbattlefield = [\"Doubling Season\", \"Island\"]";
    for (sets, loyalty) in [(&[][..], 4), (&["counters.doubled=ignored"][..], 2)] {
        let mut p = Play::with_rules(
            &(duel(
                1,
                &format!("{alice}\nlibrary = [\"Island\"]"),
                "library = [\"Island\"]",
            ) + TEST_WALKER),
            sets,
        );
        p.to(1, Step::Main1);
        p.act("Alice casts Test Walker");
        p.pass_all();
        let w = p.card("Test Walker");
        assert_eq!(p.g.obj(w).zone, Zone::Battlefield);
        assert_eq!(p.g.obj(w).loyalty, loyalty, "{sets:?}: {}", p.board());
    }
}

#[test]
fn a_suspended_card_in_exile_is_no_permanent_122_6() {
    // Doubling Season's ruling: suspend's time counters are put on a card in exile.
    let alice = "hand = [\"Rift Bolt\"]\nbattlefield = [\"Doubling Season\", \"Mountain\"]";
    let mut p = play("", 1, alice, &[]);
    p.to(1, Step::Main1);
    p.act("Alice suspends Rift Bolt");
    let bolt = p.card("Rift Bolt");
    assert_eq!(p.g.obj(bolt).zone, Zone::Exile);
    assert_eq!(p.g.obj(bolt).time, 1, "{}", p.board());
}

#[test]
fn counters_saturate_at_the_bound() {
    let cards = r#"
[[card]]
name = "Huge Growth"
cost = "{G}"
types = ["instant"]
text = "Put 200 +1/+1 counters on target creature."
spell = [{ put = "200 +1/+1 counters", on = "target creature" }]
"#;
    let alice = "hand = [\"Huge Growth\"]\nbattlefield = [\"Doubling Season\", \"Grizzly Bears\", \"Forest\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&(duel(1, alice, "library = [\"Island\"]") + cards));
    p.to(1, Step::Main1);
    p.act("Alice casts Huge Growth");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).plus1, 255, "{}", p.board());
}

#[test]
fn misworded_doublers_are_load_errors_with_a_hint() {
    let card = |text: &str| {
        format!(
            "{}[[card]]\nname = \"Odd Season\"\ncost = \"{{G}}\"\ntypes = [\"enchantment\"]\nstatics = [\"{text}\"]\n",
            duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        )
    };
    let e = load_error(
        "m.toml",
        &card("If an effect would create one or more tokens, it creates double that many of those tokens instead."),
    );
    assert!(
        e.contains("m.toml:") && e.contains("'twice' or 'three times'"),
        "{e}"
    );
    let e = load_error(
        "m.toml",
        &card("If an effect would put one or more counters on a creature, it puts twice that many of those counters on that creature instead."),
    );
    assert!(
        e.contains("'create one or more tokens' or 'put one or more counters on a permanent'"),
        "{e}"
    );
}

/// "Whenever you put one or more counters ..." sees the doubled number (CR 122.6, 614.1a):
/// Aven Riftwatcher enters with six time counters, and All Will Be One deals 6.
#[test]
fn a_counter_trigger_sees_the_doubled_number_122_6() {
    let alice = "hand = [\"Aven Riftwatcher\"]\nbattlefield = [\"Doubling Season\", \"All Will Be One\", \"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Plains\"]";
    let bob = "library = [\"Island\"]";
    for (sets, life) in [(&[][..], 14), (&["counters.doubled=ignored"][..], 17)] {
        let mut p = Play::with_rules(&duel(1, alice, bob), sets);
        p.to(1, Step::Main1);
        p.act("casts Aven Riftwatcher");
        p.pass_all();
        p.stack_triggers_in_order();
        while p.can("targets Bob with All Will Be One's trigger") {
            p.act("targets Bob with All Will Be One's trigger");
        }
        while !p.g.stack.is_empty() {
            p.pass_all();
        }
        let aven = p.card("Aven Riftwatcher");
        assert_eq!(
            p.g.obj(aven).time,
            20 - life as u8,
            "{sets:?}: {}",
            p.board()
        );
        assert_eq!(p.life(1), life, "{sets:?}: {}", p.board());
    }
}

/// "... on a permanent or player, it puts twice that many of those counters on that permanent
/// or player instead." doubles counters a player gets (CR 122.1, 614.1a); Doubling Season's
/// "on a permanent you control" doesn't.
#[test]
fn or_player_doubles_counters_on_players_122_1() {
    let card = r#"
[[card]]
name = "Odd Gardens"
cost = "{G}"
types = ["enchantment"]
statics = ["If an effect would put one or more counters on a permanent or player, it puts twice that many of those counters on that permanent or player instead."]
"#;
    for (doubler, poison) in [("Odd Gardens", 2), ("Doubling Season", 1)] {
        let alice = format!("hand = [\"Prologue to Phyresis\"]\nbattlefield = [\"{doubler}\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]");
        let mut p = Play::new(&(duel(1, &alice, "library = [\"Island\"]") + card));
        p.to(1, Step::Main1);
        p.act("Alice casts Prologue to Phyresis");
        p.pass_all();
        assert_eq!(
            p.g.players[1].counters[0],
            poison,
            "{doubler}: {}",
            p.board()
        );
    }
}
