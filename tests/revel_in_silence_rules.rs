//! Revel in Silence (CR 611.2, 101.2): "Your opponents can't cast spells or activate
//! planeswalkers' loyalty abilities this turn.": rules changed for its controller's opponents
//! until the cleanup step (602.5, 606.3). And Flamescroll Celebrant's
//! "{1}{R}: This creature gets +2/+0 until end of turn." (611.2, 613.4c).

mod common;

use common::{duel, Play, TEST_WALKER};
use rulecheck::engine::Step;

fn revel() -> String {
    duel(
        2,
        "hand = [\"Flamescroll Celebrant\"]\nbattlefield = [\"Plains\", \"Plains\"]\nlibrary = [\"Island\", \"Island\"]",
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\", \"Island\"]",
    )
}

#[test]
fn opponents_cant_cast_spells_this_turn() {
    let mut p = Play::new(&revel());
    p.to(1, Step::Main1);
    // Before it resolves Bob may respond with Lightning Bolt.
    p.act("Alice casts Revel in Silence");
    p.act("Alice passes priority");
    assert!(p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
    p.act("Bob passes priority");
    assert!(p.g.stack.is_empty(), "{}", p.board());
    // Resolved: for the rest of the turn Bob can't cast it.
    p.act("Alice passes priority");
    assert!(!p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
    // On his own turn he can again.
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    p.act("Alice passes priority");
    p.to(2, Step::Main1);
    assert!(p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
}

#[test]
fn flamescroll_celebrant_pumps_until_end_of_turn() {
    let mut p = Play::new(&duel(
        2,
        "battlefield = [\"Flamescroll Celebrant\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]",
        "library = [\"Island\", \"Island\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice activates Flamescroll Celebrant's ability");
    p.pass_all();
    let c = p.card("Flamescroll Celebrant");
    assert_eq!(p.eng().power(&p.g, c), 4, "{}", p.board());
    p.to(2, Step::Upkeep);
    assert_eq!(p.eng().power(&p.g, c), 2);
}

/// Bob's turn 2, main phase: Alice cast Revel in Silence in his upkeep (with `rules`).
fn revel_on_bobs_turn(rules: &[&str]) -> Play {
    let text = duel(
        2,
        "hand = [\"Flamescroll Celebrant\"]\nbattlefield = [\"Plains\", \"Plains\"]\nlibrary = [\"Island\", \"Island\"]",
        "battlefield = [\"Test Walker\"]\nlibrary = [\"Island\", \"Island\"]",
    ) + TEST_WALKER;
    let mut p = Play::with_rules(&text, rules);
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    p.act("Alice casts Revel in Silence");
    p.pass_all();
    assert!(p.g.stack.is_empty(), "{}", p.board());
    p.to(2, Step::Main1);
    p
}

#[test]
fn opponents_cant_activate_loyalty_abilities_this_turn_606_3() {
    let p = revel_on_bobs_turn(&[]);
    assert!(!p.can("Bob activates Test Walker"), "{:#?}", p.options());
    let q = revel_on_bobs_turn(&["static.cant=ignore"]);
    assert!(q.can("Bob activates Test Walker"), "{:#?}", q.options());
}
