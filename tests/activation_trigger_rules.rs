//! "Whenever an opponent activates an ability that isn't a mana ability" (CR 602.2b, 603.2):
//! the ability triggers once an ability is activated (its costs paid, 601.2i), goes on the stack
//! above it and resolves first; "that player" is the one who activated it. Flamescroll
//! Celebrant.

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

const LIB: &str = "library = [\"Mountain\"]";

fn celebrant_against_pyromancer(rules: &[&str]) -> Play {
    let alice =
        format!("battlefield = [\"Flamescroll Celebrant\", \"Mountain\", \"Mountain\"]\n{LIB}");
    let bob = format!("battlefield = [\"Prodigal Pyromancer\"]\n{LIB}");
    let mut p = Play::with_rules(&duel(1, &alice, &bob), rules);
    p.to(1, Step::Main1);
    p
}

#[test]
fn an_opponents_activation_triggers_and_resolves_first_602_2b() {
    let mut p = celebrant_against_pyromancer(&[]);
    p.act("Alice passes priority");
    p.act("Bob activates Prodigal Pyromancer's ability, targeting Alice");
    // The trigger is put on the stack the next time a player would receive priority (603.3),
    // above the ability that made it trigger.
    assert_eq!(p.g.stack.len(), 2, "{}", p.board());
    p.pass_all();
    assert_eq!(
        p.life(1),
        19,
        "that player, Bob, is dealt 1 damage first: {}",
        p.board()
    );
    assert_eq!(
        p.life(0),
        20,
        "the Pyromancer's ability has not resolved yet"
    );
    p.pass_all();
    assert_eq!(p.life(0), 19);
}

#[test]
fn its_controllers_own_activation_does_not_trigger_it_102_3() {
    let mut p = celebrant_against_pyromancer(&[]);
    p.act("Alice activates Flamescroll Celebrant's ability");
    assert_eq!(p.g.stack.len(), 1, "only the pump: {}", p.board());
    p.pass_all();
    assert_eq!(p.life(0), 20);
    // The deliberately broken variant lets it trigger on Alice's own activation.
    let mut q = celebrant_against_pyromancer(&["trigger.activator=anyone"]);
    q.act("Alice activates Flamescroll Celebrant's ability");
    assert_eq!(q.g.stack.len(), 2, "{}", q.board());
    q.pass_all();
    assert_eq!(q.life(0), 19);
}

#[test]
fn an_event_that_counts_mana_abilities_is_an_error_605_3a() {
    let text = duel(1, LIB, LIB)
        + "\n[[card]]\nname = \"Watcher\"\ntypes = [\"artifact\"]\ntext = \"x\"\n\n[[card.triggered]]\nwhen = \"a player activates an ability\"\ndo = [{ lose-life = 1, who = \"that player\" }]\n";
    let e = common::load_error("m.toml", &text);
    assert!(e.contains("'that isn't a mana ability'"), "{e}");
}
