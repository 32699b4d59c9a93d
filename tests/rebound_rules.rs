//! Rebound (CR 702.88a): "If this spell was cast from your hand, instead of putting it into
//! your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may
//! cast this card from exile without paying its mana cost." Ephemerate, and Trail of the
//! Mage-Rings ("Instant and sorcery spells have rebound.").

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const PALADIN: &str = "Spinewoods Paladin";

/// Alice, with Ephemerate and Spinewoods Paladin ("When this creature enters, you gain 3
/// life"), casts Ephemerate on the Paladin in her first main phase; `bob` is Bob's zones.
fn ephemerate_cast(bob: &str) -> Play {
    let alice = "hand = [\"Ephemerate\"]\nbattlefield = [\"Plains\", \"Spinewoods Paladin\"]\nlibrary = [\"Plains\", \"Plains\"]";
    let mut p = Play::new(&duel(3, alice, bob));
    p.to(1, Step::Main1);
    p.act(&format!("Alice casts Ephemerate, targeting {PALADIN}"));
    p
}

const BOB: &str = "library = [\"Island\", \"Island\"]";

#[test]
fn a_rebound_spell_cast_from_hand_is_exiled_as_it_resolves() {
    let mut p = ephemerate_cast(BOB);
    p.pass_all();
    let ephemerate = p.card("Ephemerate");
    assert_eq!(p.g.obj(ephemerate).zone, Zone::Exile, "{}", p.board());
    p.pass_all(); // the Paladin's enter trigger
    assert_eq!(p.life(0), 23);
}

#[test]
fn at_the_next_upkeep_it_may_be_cast_again_for_free_and_then_goes_to_the_graveyard() {
    let mut p = ephemerate_cast(BOB);
    p.pass_all();
    p.pass_all();
    // Bob's upkeep: not his rebound.
    p.to(2, Step::Upkeep);
    assert!(!p.can("casts Ephemerate"), "{:#?}", p.options());
    p.to(3, Step::Upkeep);
    p.pass_until("casts Ephemerate from exile");
    p.act(&format!(
        "Alice casts Ephemerate from exile without paying its mana cost, targeting {PALADIN}"
    ));
    p.pass_all();
    let ephemerate = p.card("Ephemerate");
    assert_eq!(
        p.g.obj(ephemerate).zone,
        Zone::Graveyard,
        "cast from exile, not from a hand: no rebound; {}",
        p.board()
    );
    p.pass_all();
    assert_eq!(p.life(0), 26);
    assert!(p.g.delayed.is_empty(), "{:?}", p.g.delayed);
}

#[test]
fn declining_the_cast_leaves_the_card_in_exile_and_the_ability_is_gone() {
    let mut p = ephemerate_cast(BOB);
    p.pass_all();
    p.pass_all();
    p.to(3, Step::Upkeep);
    p.pass_until("casts Ephemerate from exile");
    let decline = p
        .options()
        .into_iter()
        .find(|o| !o.contains("casts Ephemerate"))
        .expect("casting it is optional");
    p.act(&decline);
    let ephemerate = p.card("Ephemerate");
    assert_eq!(p.g.obj(ephemerate).zone, Zone::Exile);
    assert!(
        p.g.delayed.is_empty(),
        "the ability triggers once (CR 603.7b): {:?}",
        p.g.delayed
    );
}

#[test]
fn a_countered_rebound_spell_goes_to_the_graveyard() {
    let bob =
        "hand = [\"Counterspell\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let mut p = ephemerate_cast(bob);
    p.act("Alice passes priority");
    p.act("Bob casts Counterspell, targeting Ephemerate");
    p.pass_all();
    let ephemerate = p.card("Ephemerate");
    assert_eq!(p.g.obj(ephemerate).zone, Zone::Graveyard, "{}", p.board());
    assert!(p.g.delayed.is_empty());
}

#[test]
fn stifling_the_rebound_trigger_leaves_the_card_in_exile_for_good() {
    let bob = "hand = [\"Stifle\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = ephemerate_cast(bob);
    p.pass_all();
    p.pass_all();
    p.to(3, Step::Upkeep);
    p.pass_until("Bob casts Stifle");
    p.act("Bob casts Stifle, targeting Ephemerate");
    p.pass_all();
    assert!(!p.can("casts Ephemerate"), "{:#?}", p.options());
    let ephemerate = p.card("Ephemerate");
    assert_eq!(p.g.obj(ephemerate).zone, Zone::Exile);
    assert!(p.g.delayed.is_empty(), "{:?}", p.g.delayed);
}

#[test]
fn ephemerate_returns_a_borrowed_creature_under_its_owners_control() {
    let alice = "hand = [\"Act of Treason\", \"Ephemerate\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Plains\"]\nlibrary = [\"Plains\"]";
    let bob = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Act of Treason, targeting Grizzly Bears");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).controller, 0);
    p.act("Alice casts Ephemerate, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
    assert_eq!(
        p.g.obj(bears).controller,
        1,
        "\"under its owner's control\" (CR 110.2a): {}",
        p.board()
    );
}

const TRAIL_ALICE: &str = "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Mountain\", \"Mountain\"]\nplanar_deck = [\"Trail of the Mage-Rings\"]";

#[test]
fn a_plane_gives_every_instant_and_sorcery_spell_rebound() {
    let bob = "hand = [\"Burst Lightning\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
    let mut p = Play::new(&duel(3, TRAIL_ALICE, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Bob");
    p.act("Alice passes priority");
    p.act("Bob casts Burst Lightning, targeting Alice");
    p.pass_all();
    p.pass_all();
    for card in ["Lightning Bolt", "Burst Lightning"] {
        let c = p.card(card);
        assert_eq!(p.g.obj(c).zone, Zone::Exile, "{card}: {}", p.board());
    }
    assert_eq!((p.life(0), p.life(1)), (18, 17));
    // Bob's next upkeep comes first: his Burst Lightning.
    p.to(2, Step::Upkeep);
    p.pass_until("casts Burst Lightning from exile");
    p.act("Bob casts Burst Lightning from exile without paying its mana cost, targeting Alice");
    p.pass_all();
    assert_eq!(p.life(0), 16);
}
