//! Actions from the opening hand (CR 103.6): "If this card is in your opening hand, you may
//! begin the game with it on the battlefield." (Leyline of the Void, 103.6a). The starting
//! player takes theirs first, then each other player in turn order; then the first turn
//! begins. A model's hands are the opening hands.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LEYLINE: &str = "Leyline of the Void";

fn game(alice_hand: &str, bob_hand: &str) -> Play {
    let alice = format!("hand = [{alice_hand}]\nlibrary = [\"Swamp\"]");
    let bob = format!("hand = [{bob_hand}]\nlibrary = [\"Mountain\"]");
    Play::new(&duel(1, &alice, &bob))
}

#[test]
fn the_starting_player_may_begin_with_it_on_the_battlefield_103_6a() {
    let mut p = game("\"Leyline of the Void\"", "");
    assert_eq!(
        p.options(),
        vec![
            "Alice begins the game with Leyline of the Void on the battlefield (CR 103.6a)",
            "Alice takes no more actions from the opening hand (CR 103.6)",
        ]
    );
    p.act("begins the game with Leyline");
    assert_eq!(p.g.obj(p.card(LEYLINE)).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card(LEYLINE)).controller, 0);
    // Then the first turn begins, with nothing more to decide.
    p.to(1, Step::Main1);
    assert_eq!(p.g.obj(p.card(LEYLINE)).zone, Zone::Battlefield);
}

#[test]
fn declining_keeps_it_in_hand_103_6() {
    let mut p = game("\"Leyline of the Void\"", "");
    p.act("takes no more actions");
    p.to(1, Step::Main1);
    assert_eq!(p.g.obj(p.card(LEYLINE)).zone, Zone::Hand);
}

#[test]
fn the_starting_player_first_then_each_other_in_turn_order_103_6() {
    let mut p = game("\"Leyline of the Void\"", "\"Leyline of the Void\"");
    assert!(
        p.options().iter().all(|o| o.starts_with("Alice")),
        "{:#?}",
        p.options()
    );
    p.act("Alice takes no more actions");
    assert!(
        p.options().iter().all(|o| o.starts_with("Bob"))
            && p.can("Bob begins the game with Leyline"),
        "{:#?}",
        p.options()
    );
    p.act("Bob begins the game with Leyline");
    let on_battlefield: Vec<_> = p.cards_in(Zone::Battlefield);
    assert_eq!(on_battlefield, vec![LEYLINE]);
}

#[test]
fn without_such_a_card_the_game_starts_at_once() {
    let p = game("\"Lightning Bolt\"", "");
    assert!(
        !p.options().iter().any(|o| o.contains("opening hand")),
        "{:#?}",
        p.options()
    );
}
