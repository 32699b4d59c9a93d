//! State-triggered abilities (CR 603.8): "When [this] has ten or more scroll counters on it"
//! triggers as soon as the game state matches, does not trigger again while it waits or is on
//! the stack, and triggers again after it has left the stack if the state still matches.

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

/// A creature whose state trigger stays true after it resolves.
const HOARDER: &str = r#"
[[card]]
name = "Counter Hoarder"
cost = "{G}"
types = ["creature"]
power = 1
toughness = 1
text = "When Counter Hoarder has two or more +1/+1 counters on it, you gain 1 life."

[[card.triggered]]
when = "Counter Hoarder has two or more +1/+1 counters on it"
do = [{ gain-life = 1 }]
"#;

fn aretopolis_at_nine() -> String {
    duel(
        2,
        "battlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [{ card = \"Aretopolis\", scroll = 9 }, \"Fields of Summer\"]",
        "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
    )
}

/// Passes priority until the stack holds something (or `limit` moves).
fn until_stack(p: &mut Play) {
    for _ in 0..20 {
        if !p.g.stack.is_empty() {
            return;
        }
        p.act("passes priority");
    }
    panic!("nothing went on the stack: {}", p.board());
}

#[test]
fn the_tenth_counter_triggers_planeswalk_once_603_8() {
    let mut p = Play::new(&aretopolis_at_nine());
    p.to(1, Step::Upkeep);
    // The upkeep trigger puts the tenth counter on and gains 10.
    until_stack(&mut p);
    p.pass_all();
    assert_eq!(p.life(0), 30, "{}", p.board());
    // Now the state trigger is on the stack, once, and stays once while players pass.
    assert_eq!(p.g.stack.len(), 1, "the state trigger: {}", p.board());
    p.act("passes priority");
    assert_eq!(
        p.g.stack.len(),
        1,
        "not again while on the stack: {}",
        p.board()
    );
    assert!(p.g.triggered.is_empty());
    p.act("passes priority");
    // It resolved: Alice planeswalked to Fields of Summer.
    let fields = p.card("Fields of Summer");
    assert_eq!(p.g.face_up, vec![fields], "{}", p.board());
    assert!(p.g.stack.is_empty(), "{}", p.board());
}

#[test]
fn no_state_trigger_in_the_broken_variant() {
    let mut p = Play::with_rules(&aretopolis_at_nine(), &["triggers.state=never"]);
    p.to(1, Step::Upkeep);
    until_stack(&mut p);
    p.pass_all();
    assert_eq!(p.life(0), 30, "{}", p.board());
    assert!(p.g.stack.is_empty(), "nothing triggers: {}", p.board());
    let aretopolis = p.card("Aretopolis");
    assert_eq!(p.g.face_up, vec![aretopolis]);
}

#[test]
fn it_triggers_again_once_it_has_left_the_stack_603_8() {
    let alice = "battlefield = [{ card = \"Counter Hoarder\", counters = 2 }]\nlibrary = [\"Forest\", \"Forest\"]";
    let bob = "library = [\"Forest\", \"Forest\"]";
    let mut p = Play::new(&(duel(1, alice, bob) + HOARDER));
    p.to(1, Step::Upkeep);
    assert_eq!(p.g.stack.len(), 1, "it triggered at once: {}", p.board());
    p.pass_all();
    assert_eq!(p.life(0), 21, "{}", p.board());
    // The condition still holds: it triggers again as soon as the first has resolved.
    assert_eq!(p.g.stack.len(), 1, "triggered again: {}", p.board());
    p.pass_all();
    assert_eq!(p.life(0), 22, "{}", p.board());
}

#[test]
fn a_model_may_give_only_the_starting_plane_counters() {
    let toml = duel(
        1,
        "library = [\"Island\"]\nplanar_deck = [\"Fields of Summer\", { card = \"Aretopolis\", scroll = 3 }]",
        "library = [\"Island\"]",
    );
    let err = common::load_error("t.toml", &toml);
    assert!(
        err.contains("only the plane the game starts on can start with counters"),
        "{err}"
    );
}
