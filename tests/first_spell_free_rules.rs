//! "The first spell each player casts during each of their turns may be cast without paying
//! its mana cost." (Weftwalking; CR 118.9, 601.2i) and its "if you cast it" trigger (603.4).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// Weftwalking already on Alice's battlefield; neither player has a land.
fn weftwalking() -> Play {
    let alice = "hand = [\"Craw Wurm\", \"Grizzly Bears\"]\nbattlefield = [\"Weftwalking\"]\nlibrary = [\"Island\", \"Island\"]";
    let bob = "hand = [\"Lightning Bolt\"]\nlibrary = [\"Island\", \"Island\"]";
    Play::new(&duel(2, alice, bob))
}

#[test]
fn the_first_spell_of_your_turn_is_free_the_second_is_not_118_9() {
    let mut p = weftwalking();
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Craw Wurm"), "{:#?}", p.options());
    p.act("Alice casts Craw Wurm");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Craw Wurm")).zone,
        Zone::Battlefield,
        "{}",
        p.board()
    );
    // CR 601.2i: Craw Wurm was her first spell this turn; Grizzly Bears would pay {1}{G}.
    assert!(!p.can("Alice casts Grizzly Bears"), "{:#?}", p.options());
}

#[test]
fn only_during_the_casters_own_turn() {
    let mut p = weftwalking();
    p.to(1, Step::Main1);
    // Bob has priority in Alice's turn only after she passes; his Bolt is not free there.
    p.act("Alice passes priority");
    assert!(!p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
    p.to(2, Step::Upkeep);
    assert!(p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
}

#[test]
fn cast_it_shuffles_hand_and_graveyard_in_and_draws_seven_603_4() {
    let alice = "hand = [\"Weftwalking\", \"Grizzly Bears\"]\ngraveyard = [\"Shock\"]\nbattlefield = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]";
    let mut p = Play::new(&duel(1, alice, "library = [\"Island\"]"));
    p.to(1, Step::Main1);
    p.act("Alice casts Weftwalking");
    p.pass_all();
    // The enchantment resolved; its "if you cast it" trigger waits on the stack.
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    p.pass_all();
    // CR 701.24a: every order of the shuffle is explored; take the first each time.
    while let Some(next) = p
        .options()
        .into_iter()
        .find(|o| o.starts_with("the shuffle puts"))
    {
        p.act(&next);
    }
    let hand = p.cards_in(Zone::Hand);
    assert_eq!(hand.len(), 7, "{}", p.board());
    assert!(hand.contains(&"Shock".to_string()) && hand.contains(&"Grizzly Bears".to_string()));
    assert!(p.library(0).is_empty());
}
