//! Permissions to play from the graveyard for a duration (CR 601.3, 305.1, 611.2), "exile it
//! instead" for a duration (614.1a), skipping the draw step (614.1b, 614.10) and paying life
//! as a cost (119.4, 118.3): Yawgmoth's Will and Yawgmoth's Bargain.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

/// Alice with Yawgmoth's Will, three Swamps and a Mountain; Lightning Bolt and a Mountain in
/// her graveyard.
fn will(turns: u8, rules: &[&str]) -> Play {
    let alice = "hand = [\"Yawgmoth's Will\"]\ngraveyard = [\"Lightning Bolt\", \"Mountain\"]\n\
                 battlefield = [\"Swamp\", \"Swamp\", \"Swamp\", \"Mountain\"]\n\
                 library = [\"Swamp\", \"Swamp\"]";
    let mut p = Play::with_rules(&duel(turns, alice, BOB), rules);
    p.to(1, Step::Main1);
    p
}

fn options_with(p: &Play, word: &str) -> Vec<String> {
    p.options().into_iter().filter(|o| o.contains(word)).collect()
}

#[test]
fn until_end_of_turn_lands_and_spells_are_played_from_the_graveyard_601_3_305_1() {
    let mut p = will(1, &[]);
    // Before the Will: nothing in the graveyard can be played (Bolt has no flashback).
    assert!(options_with(&p, "graveyard").is_empty(), "{:?}", p.options());
    assert!(!p.can("Alice plays Mountain"));
    p.act("Alice casts Yawgmoth's Will");
    p.pass_all();
    // CR 614.1a: the Will is exiled as it resolves (its replacement already applies).
    assert_eq!(p.cards_in(Zone::Exile), ["Yawgmoth's Will"]);
    assert!(p.can("Alice plays Mountain"), "{:?}", p.options());
    assert!(
        p.can("Alice casts Lightning Bolt from their graveyard"),
        "{:?}",
        p.options()
    );
    p.act("Alice plays Mountain");
    // CR 305.2: that was her land play.
    assert!(!p.can("Alice plays"));
    p.act("Alice casts Lightning Bolt from their graveyard, targeting Bob");
    p.pass_all();
    assert_eq!(p.life(1), 17);
    // CR 614.1a: exiled instead of put into the graveyard, so it can't be cast again.
    assert_eq!(
        p.cards_in(Zone::Exile),
        ["Yawgmoth's Will", "Lightning Bolt"]
    );
    assert!(p.cards_in(Zone::Graveyard).is_empty());
    assert!(options_with(&p, "Lightning Bolt").is_empty());
}

#[test]
fn a_spell_from_the_graveyard_keeps_its_timing_and_its_costs_601_3() {
    let mut p = will(1, &[]);
    p.act("Alice casts Yawgmoth's Will");
    // With the Will on the stack, its permission has not begun: no casting from the graveyard
    // in response.
    assert!(options_with(&p, "from their graveyard").is_empty());
    p.pass_all();
    // The Bolt costs its mana cost, {R}: only a Mountain pays it.
    let casts = options_with(&p, "Lightning Bolt");
    assert!(
        casts
            .iter()
            .all(|c| c.contains("paying {R} (tapping Mountain)")),
        "{casts:?}"
    );
}

#[test]
fn the_permission_and_the_replacement_end_in_the_cleanup_step_514_2() {
    let mut p = will(2, &[]);
    p.act("Alice casts Yawgmoth's Will");
    p.pass_all();
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    // Bob's turn: Alice's Mountain is untapped and she has priority, but the permission ended.
    assert!(p.can("Alice passes priority"));
    assert!(options_with(&p, "Lightning Bolt").is_empty(), "{:?}", p.options());
    assert!(p.g.temporary.is_empty());
    // The broken variant keeps it.
    let mut p = will(2, &["duration.end-of-turn=never"]);
    p.act("Alice casts Yawgmoth's Will");
    p.pass_all();
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    assert!(p.can("Alice casts Lightning Bolt from their graveyard"));
}

#[test]
fn the_broken_variant_ignores_the_exile_replacement() {
    let mut p = will(1, &["replacement.graveyard-exile=ignored"]);
    p.act("Alice casts Yawgmoth's Will");
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        ["Yawgmoth's Will", "Lightning Bolt", "Mountain"]
    );
}
