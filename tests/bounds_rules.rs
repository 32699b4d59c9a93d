//! Numbers that grow during play stay within their documented bounds (README, "Models"): life
//! saturates at 32,767 and +1/+1 counters at 255, instead of wrapping.

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

/// A free, repeatable ability on the battlefield that does `effect`.
fn fountain(effect: &str) -> String {
    format!(
        "[[card]]\nname = \"Fountain\"\ntypes = [\"artifact\"]\n\n[[card.activated]]\nzone = \"battlefield\"\ndo = [{effect}]\n"
    )
}

/// Activates Alice's Fountain and lets it resolve.
fn activate_and_resolve(p: &mut Play) {
    p.act("Alice activates Fountain's ability");
    p.act("Alice passes priority");
    p.act("Bob passes priority");
}

#[test]
fn a_repeatable_life_gain_near_the_bound_saturates_and_does_not_lose() {
    let mut p = Play::new(
        &(duel(
            1,
            "battlefield = [\"Fountain\"]\nlibrary = [\"Island\"]",
            "library = [\"Island\"]",
        ) + &fountain("{ gain-life = 255 }")),
    );
    p.to(1, Step::Main1);
    p.g.players[0].life = 32_700;
    activate_and_resolve(&mut p);
    assert_eq!(p.life(0), 32_767, "life saturates at i16::MAX (was: wraps)");
    activate_and_resolve(&mut p);
    assert_eq!(p.life(0), 32_767);
    assert!(!p.g.players[0].lost, "a gain never makes a player lose");
    assert!(p.g.outcome.is_none());
}

#[test]
fn counters_added_again_and_again_saturate_at_255() {
    let mut p = Play::new(
        &(duel(
            1,
            "battlefield = [\"Fountain\", { card = \"Grizzly Bears\", counters = 100 }]\nlibrary = [\"Island\"]",
            "library = [\"Island\"]",
        ) + &fountain("{ put = \"200 +1/+1 counters\", on = \"each creature you control\" }")),
    );
    p.to(1, Step::Main1);
    let bears = p.card("Grizzly Bears");
    activate_and_resolve(&mut p);
    assert_eq!(
        p.g.obj(bears).plus1,
        255,
        "counters saturate (was: 300 wraps to 44)"
    );
    activate_and_resolve(&mut p);
    let eng = p.eng();
    assert_eq!(eng.power(&p.g, bears), 2 + 255);
    assert_eq!(eng.toughness(&p.g, bears), 2 + 255);
}
