//! Omen cards (CR 720): cast normally or as the Omen (720.3); the Omen spell has only its own
//! characteristics (720.3b) and is shuffled into its owner's library as it resolves (720.3d);
//! elsewhere the card is only its normal face (720.4).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str = "hand = [\"Twinmaw Stormbrood // Charring Bite\"]\nbattlefield = [\"Mountain\", \"Plains\"]\nlibrary = [\"Mountain\", \"Island\"]";
const BOB: &str = "battlefield = [\"Grizzly Bears\", \"Ornithopter\"]\nlibrary = [\"Island\"]";

#[test]
fn the_omen_is_cast_with_its_own_characteristics_720_3a() {
    let mut p = Play::new(&duel(1, ALICE, BOB));
    p.to(1, Step::Main1);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts"))
        .collect();
    // Two lands: only the Omen's {1}{R} is affordable; "target creature without flying" is
    // the Bears, not Ornithopter.
    assert_eq!(
        casts,
        vec!["Alice casts Charring Bite (Twinmaw Stormbrood's omen), targeting Grizzly Bears, paying {1}{R} (tapping Mountain, Plains)"]
    );
    let card = p.card("Twinmaw Stormbrood");
    assert_eq!(p.eng().name(card), "Twinmaw Stormbrood", "in hand, 720.4");
}

#[test]
fn as_it_resolves_it_is_shuffled_into_its_owners_library_720_3d() {
    let mut p = Play::new(&duel(1, ALICE, BOB));
    p.to(1, Step::Main1);
    let card = p.card("Twinmaw Stormbrood");
    p.act("Charring Bite");
    p.pass_all();
    assert_eq!(p.g.obj(card).zone, Zone::Library);
    // The shuffle: each of the three distinguishable cards may come first (CR 701.24a).
    let picks: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("the shuffle puts"))
        .collect();
    assert_eq!(picks.len(), 3, "{picks:#?}");
    p.act("puts Mountain next");
    p.act("puts Island next");
    let lib: Vec<u16> = p.g.players[0].library.iter().copied().collect();
    assert_eq!(lib.last(), Some(&card), "at the bottom after this shuffle");
    let grave = p.cards_in(Zone::Graveyard);
    assert!(grave.contains(&"Grizzly Bears".to_string()), "{grave:?}");
    assert!(
        !grave.contains(&"Twinmaw Stormbrood".to_string()),
        "{grave:?}"
    );
}

#[test]
fn a_countered_or_fizzled_omen_goes_to_the_graveyard() {
    // CR 720.3d applies as it resolves only: with its target gone, it doesn't resolve (608.2b).
    let bob = "hand = [\"Boomerang\"]\nbattlefield = [\"Grizzly Bears\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, ALICE, bob));
    p.to(1, Step::Main1);
    let card = p.card("Twinmaw Stormbrood");
    p.act("Charring Bite");
    p.act("Alice passes priority");
    p.act("Bob casts Boomerang, targeting Grizzly Bears");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.obj(card).zone, Zone::Graveyard);
}
