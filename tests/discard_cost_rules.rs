//! A discard as part of an activation cost (CR 602.2b, 601.2h, 701.9a): Bramble Familiar's
//! "{1}{G}, {T}, Discard a card: Return this creature to its owner's hand." The card is chosen
//! and discarded as the ability is activated; with no card in hand it can't be activated.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

fn familiar(hand: &str) -> String {
    duel(
        3,
        &format!(
            "hand = [{hand}]\nbattlefield = [\"Bramble Familiar\", \"Forest\", \"Forest\"]\nlibrary = [\"Island\", \"Island\"]"
        ),
        "library = [\"Island\", \"Island\"]",
    )
}

#[test]
fn the_discard_is_paid_as_the_ability_is_activated_602_2b() {
    let mut p = Play::new(&familiar("\"Lightning Bolt\""));
    p.to(1, Step::Main1);
    p.act("Alice activates Bramble Familiar's ability, discarding Lightning Bolt");
    // Paid: Bolt is in the graveyard while the ability waits on the stack.
    assert_eq!(p.cards_in(Zone::Graveyard), vec!["Lightning Bolt"]);
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    p.pass_all();
    assert!(
        p.cards_in(Zone::Hand)
            .contains(&"Bramble Familiar".to_string()),
        "{}",
        p.board()
    );
}

#[test]
fn no_card_to_discard_no_activation_701_9a() {
    let mut p = Play::new(&familiar(""));
    p.to(1, Step::Main1);
    assert!(
        !p.can("activates Bramble Familiar's ability"),
        "{:#?}",
        p.options()
    );
}
