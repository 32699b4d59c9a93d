//! Buyback (CR 702.27a): "You may pay an additional [cost] as you cast this spell" (an
//! optional additional cost, 118.8, 601.2b: paying it or not are two casts) and "If the
//! buyback cost was paid, put this spell into its owner's hand instead of into that player's
//! graveyard as it resolves" (a replacement that applies only as it resolves, 608.2n: a
//! countered spell, 701.6a, goes to the graveyard). A cast "without paying its mana cost"
//! may still pay it (118.9, 601.2f). Whispers of the Muse.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str = "hand = [\"Whispers of the Muse\"]\n\
    battlefield = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\n\
    library = [\"Island\", \"Island\", \"Island\"]";
const BOB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

fn casts(p: &Play) -> Vec<String> {
    (p.options().into_iter())
        .filter(|o| o.contains("casts Whispers"))
        .collect()
}

#[test]
fn paying_buyback_or_not_are_two_casts_and_the_cost_is_added_601_2b() {
    let mut p = Play::new(&duel(3, ALICE, BOB));
    p.to(1, Step::Main1);
    let both = casts(&p);
    assert!(
        both.iter()
            .any(|o| o.ends_with("paying {U} (tapping Island)")),
        "{both:#?}"
    );
    assert!(
        both.iter()
            .any(|o| o.contains("with buyback, paying {5}{U}")),
        "{both:#?}"
    );
    // Five Islands can't pay {5}{U}: only the cast without buyback is offered.
    let five = ALICE.replace(
        "\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\n",
        "\"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\n",
    );
    let mut p = Play::new(&duel(3, &five, BOB));
    p.to(1, Step::Main1);
    assert!(
        !casts(&p).iter().any(|o| o.contains("buyback")),
        "{:#?}",
        casts(&p)
    );
}

#[test]
fn a_spell_whose_buyback_was_paid_returns_to_its_owners_hand_as_it_resolves_702_27a() {
    let mut p = Play::new(&duel(3, ALICE, BOB));
    p.to(1, Step::Main1);
    p.act("with buyback");
    p.pass_all();
    let w = p.card("Whispers of the Muse");
    assert_eq!(p.g.obj(w).zone, Zone::Hand, "{}", p.board());
    assert_eq!(
        p.library(0).len(),
        2,
        "the spell resolved: a card was drawn"
    );
    // Without buyback it goes to the graveyard.
    let mut p = Play::new(&duel(3, ALICE, BOB));
    p.to(1, Step::Main1);
    p.act("casts Whispers of the Muse");
    assert!(!p.options().is_empty());
    p.pass_all();
    let w = p.card("Whispers of the Muse");
    assert_eq!(p.g.obj(w).zone, Zone::Graveyard, "{}", p.board());
}

#[test]
fn the_broken_variant_puts_a_bought_back_spell_into_the_graveyard() {
    let mut p = Play::with_rules(&duel(3, ALICE, BOB), &["buyback.return=graveyard"]);
    p.to(1, Step::Main1);
    p.act("with buyback");
    p.pass_all();
    let w = p.card("Whispers of the Muse");
    assert_eq!(p.g.obj(w).zone, Zone::Graveyard, "{}", p.board());
}

const BOB_COUNTERS: &str = "hand = [\"Counterspell\"]\n\
    battlefield = [\"Island\", \"Island\"]\n\
    library = [\"Island\", \"Island\", \"Island\"]";

fn countered(sets: &[&str]) -> Zone {
    let mut p = Play::with_rules(&duel(3, ALICE, BOB_COUNTERS), sets);
    p.to(1, Step::Main1);
    p.act("with buyback");
    p.act("Alice passes priority");
    p.act("casts Counterspell");
    p.pass_all();
    let w = p.card("Whispers of the Muse");
    p.g.obj(w).zone
}

#[test]
fn a_countered_buyback_spell_goes_to_the_graveyard_608_2n_701_6a() {
    assert_eq!(countered(&[]), Zone::Graveyard);
    // The broken variant applies the replacement to a countered spell too.
    assert_eq!(
        countered(&["buyback.as-resolves=countered-too"]),
        Zone::Hand
    );
}

#[test]
fn a_spell_cast_without_paying_its_mana_cost_may_pay_buyback_118_9() {
    let alice = "hand = [\"Whispers of the Muse\"]\n\
        battlefield = [\"Omniscience\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\n\
        library = [\"Island\", \"Island\", \"Island\"]";
    let mut p = Play::new(&duel(3, alice, BOB));
    p.to(1, Step::Main1);
    let casts = casts(&p);
    assert!(
        casts
            .iter()
            .any(|o| o.contains("with buyback, paying {5} (")),
        "{casts:#?}"
    );
    p.act("with buyback, paying {5} (");
    p.pass_all();
    let w = p.card("Whispers of the Muse");
    assert_eq!(p.g.obj(w).zone, Zone::Hand, "{}", p.board());
}
