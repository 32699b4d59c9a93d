//! A player puts their own simultaneous triggered abilities on the stack in the order they
//! choose (CR 603.3b), after the triggers of players before them in APNAP order.

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

const RIFT_BANISH: &str = r#"
[[card]]
name = "Rift Banish"
cost = "{3}{W}"
types = ["instant"]
suspend = { time = 1, cost = "{W}" }
spell = [{ exile = "target creature with power 4 or greater" }]
"#;

fn two_suspended(sets: &[&str]) -> Play {
    let alice = r#"exile = [{ card = "Errant Ephemeron", time = 1 }, { card = "Rift Banish", time = 1 }]
library = ["Island"]"#;
    let text = duel(1, alice, "library = [\"Island\"]") + RIFT_BANISH;
    let mut p = Play::with_rules(&text, sets);
    // The untap step has no priority: the first decision is in the upkeep.
    for _ in 0..10 {
        if p.g.step == Step::Upkeep {
            break;
        }
        let eng = p.eng();
        let a = eng.actions(&p.g)[0].clone();
        p.g = eng.apply(&p.g, &a);
    }
    p
}

fn stack(p: &Play) -> String {
    p.board()
        .lines()
        .find(|l| l.contains("stack (top first)"))
        .unwrap_or("")
        .trim()
        .to_string()
}

#[test]
fn a_player_chooses_which_of_their_triggers_goes_on_the_stack_first_603_3b() {
    let p = two_suspended(&[]);
    assert_eq!(
        p.options(),
        vec![
            "Alice puts Errant Ephemeron's suspend upkeep trigger on the stack next (CR 603.3b)",
            "Alice puts Rift Banish's suspend upkeep trigger on the stack next (CR 603.3b)",
        ]
    );

    // Rift Banish's first: it is lowest, so the Ephemeron's resolves first.
    let mut banish_first = Play {
        scenario: p.scenario.clone(),
        rules: p.rules,
        g: p.g.clone(),
    };
    banish_first.act("puts Rift Banish's suspend upkeep trigger on the stack next");
    assert_eq!(
        stack(&banish_first),
        "stack (top first): Errant Ephemeron's suspend upkeep trigger; Rift Banish's suspend upkeep trigger"
    );

    // The Ephemeron's first: Rift Banish's resolves first, with no creature to target.
    let mut ephemeron_first = p;
    ephemeron_first.act("puts Errant Ephemeron's suspend upkeep trigger on the stack next");
    assert_eq!(
        stack(&ephemeron_first),
        "stack (top first): Rift Banish's suspend upkeep trigger; Errant Ephemeron's suspend upkeep trigger"
    );
    ephemeron_first.pass_all();
    assert!(
        !ephemeron_first.can("casts Rift Banish"),
        "Rift Banish has no legal target: {:#?}",
        ephemeron_first.options()
    );
}

#[test]
fn with_the_order_fixed_no_choice_is_offered() {
    let p = two_suspended(&["triggers.own-order=fixed"]);
    assert!(
        !p.options().iter().any(|o| o.contains("on the stack next")),
        "{:#?}",
        p.options()
    );
    assert_eq!(
        stack(&p),
        "stack (top first): Rift Banish's suspend upkeep trigger; Errant Ephemeron's suspend upkeep trigger"
    );
}

#[test]
fn a_single_trigger_is_put_on_the_stack_without_asking() {
    let alice = r#"exile = [{ card = "Errant Ephemeron", time = 2 }]
library = ["Island"]"#;
    let mut p = Play::new(&duel(1, alice, "library = [\"Island\"]"));
    p.to(1, Step::Upkeep);
    assert_eq!(
        stack(&p),
        "stack (top first): Errant Ephemeron's suspend upkeep trigger"
    );
}

#[test]
fn the_active_players_triggers_go_first_whatever_they_choose_603_3b() {
    // Dust of Moments removes two time counters from each suspended card: Alice's Rift Banish
    // and Bob's Errant Ephemeron lose their last counters at once. Alice (active) puts hers on
    // the stack first, Bob's goes above it: Bob's Ephemeron is cast and resolves first.
    let alice = r#"hand = ["Dust of Moments"]
battlefield = ["Plains", "Plains", "Plains"]
exile = [{ card = "Rift Banish", time = 3 }]
library = ["Plains"]"#;
    let bob = r#"exile = [{ card = "Errant Ephemeron", time = 2 }]
library = ["Island"]"#;
    let mut p = Play::new(&(duel(1, alice, bob) + RIFT_BANISH));
    p.to(1, Step::Main1);
    p.act("casts Dust of Moments, mode 1");
    p.pass_all();
    assert_eq!(
        stack(&p),
        "stack (top first): Errant Ephemeron's last-time-counter trigger; Rift Banish's last-time-counter trigger"
    );
}
