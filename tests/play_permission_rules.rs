//! Permissions to play an exiled card (CR 601.3, 305.1): "exile the top card of your library.
//! Until end of turn, you may play that card." (Irascible Wolverine). The card's controller may
//! cast it paying its costs with its card type's timing, or play it as their land for the turn
//! (305.2); the permission ends in the cleanup step (514.2) and with the object (400.7).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

fn wolverine_over(top: &str, hand: &str) -> String {
    duel(
        3,
        &format!(
            "hand = [\"Irascible Wolverine\"{hand}]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = [\"{top}\", \"Island\", \"Island\"]"
        ),
        "library = [\"Island\", \"Island\"]",
    )
}

/// Alice casts Irascible Wolverine on turn 1 and its enter trigger resolves.
fn wolverine_resolved(toml: &str, rules: &[&str]) -> Play {
    let mut p = Play::with_rules(toml, rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Irascible Wolverine");
    p.pass_all(); // the Wolverine resolves; its trigger goes on the stack
    p.pass_all(); // the trigger resolves
    assert!(p.g.stack.is_empty(), "{}", p.board());
    p
}

#[test]
fn the_exiled_spell_may_be_cast_this_turn_paying_its_cost_601_3() {
    let mut p = wolverine_resolved(&wolverine_over("Lightning Bolt", ""), &[]);
    assert_eq!(p.cards_in(Zone::Exile), vec!["Lightning Bolt"]);
    // Cast from exile, paying {R} with the fourth Mountain.
    let cast = p
        .options()
        .into_iter()
        .find(|o| o.contains("casts Lightning Bolt from exile") && o.contains("Bob"))
        .unwrap_or_else(|| panic!("{:#?}", p.options()));
    p.act(&cast);
    p.pass_all();
    assert_eq!(p.life(1), 17, "{}", p.board());
}

#[test]
fn the_permission_ends_with_the_turn_514_2() {
    let mut p = wolverine_resolved(&wolverine_over("Lightning Bolt", ""), &[]);
    assert!(p.can("casts Lightning Bolt from exile"));
    p.to(3, Step::Main1);
    assert!(
        !p.can("casts Lightning Bolt"),
        "not on a later turn: {:#?}",
        p.options()
    );
    assert_eq!(p.cards_in(Zone::Exile), vec!["Lightning Bolt"]);
    // The broken variant keeps "until end of turn" effects: she may cast it on turn 3.
    let mut p = wolverine_resolved(
        &wolverine_over("Lightning Bolt", ""),
        &["duration.end-of-turn=never"],
    );
    p.to(3, Step::Main1);
    assert!(p.can("Alice casts Lightning Bolt from exile"));
}

#[test]
fn an_exiled_land_is_played_as_the_land_for_the_turn_305_2() {
    let mut p = wolverine_resolved(&wolverine_over("Plains", ", \"Forest\""), &[]);
    assert_eq!(p.cards_in(Zone::Exile), vec!["Plains"]);
    assert!(p.can("Alice plays Plains"), "{:#?}", p.options());
    p.act("Alice plays Forest");
    // The land play is used: the exiled Plains can't be played too.
    assert!(!p.can("Alice plays Plains"), "{:#?}", p.options());
}

#[test]
fn only_the_card_exiled_and_only_its_controller_400_7() {
    // Alice's exile also holds a Burst Lightning exiled before; Bob has {R} open and gets
    // priority when Alice casts Memnite.
    let toml = duel(
        3,
        "hand = [\"Irascible Wolverine\", \"Memnite\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Lightning Bolt\", \"Island\"]\nexile = [\"Burst Lightning\"]",
        "battlefield = [\"Mountain\"]\nlibrary = [\"Island\", \"Island\"]",
    );
    let mut p = wolverine_resolved(&toml, &[]);
    assert!(
        p.can("Alice casts Lightning Bolt from exile"),
        "{:#?}",
        p.options()
    );
    // The card exiled otherwise is not playable.
    assert!(!p.can("casts Burst Lightning"), "{:#?}", p.options());
    // Bob, with priority and {R} open, may not cast the card Alice's ability exiled.
    p.act("Alice casts Memnite");
    p.act("Alice passes priority");
    assert!(p.can("Bob passes priority"), "{:#?}", p.options());
    assert!(!p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
}

/// Windriddle Palaces (CR 601.3, 305.1, 901.6): its planar controller may play the top card of
/// any player's library, with its usual timing; the others may not.
#[test]
fn windriddle_palaces_lets_the_planar_controller_play_any_librarys_top_card() {
    let toml = duel(
        2,
        "hand = [\"Forest\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Windriddle Palaces\"]",
        "battlefield = [\"Mountain\"]\nlibrary = [\"Lightning Bolt\", \"Mountain\"]\nplanar_deck = [\"Fields of Summer\"]",
    );
    let mut p = Play::new(&toml);
    p.to(1, Step::Upkeep);
    // Bob holds priority in Alice's upkeep but is not the planar controller.
    p.act("Alice passes priority");
    assert!(!p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
    p.to(1, Step::Main1);
    let cast = p
        .options()
        .into_iter()
        .find(|o| {
            o.contains("Alice casts Lightning Bolt from the top of Bob's library")
                && o.contains("targeting Bob")
        })
        .unwrap_or_else(|| panic!("{:#?}", p.options()));
    p.act(&cast);
    p.pass_all();
    assert_eq!(p.life(1), 17);
    // The Mountain under it is now the top card: Alice may play it as her land.
    p.act("Alice plays Mountain");
    assert!(
        !p.can("Alice plays Forest"),
        "one land a turn: {:#?}",
        p.options()
    );
}
