//! A choice between instructions made as the effect happens (CR 608.2d): "you may discard a
//! card or sacrifice a land" (Highway Robbery), and one that is not optional, where an
//! impossible arm can't be chosen.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// Alice holds `hand` (Highway Robbery first) with two Mountains on the battlefield.
fn robbery(hand: &str, sets: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"Highway Robbery\"{hand}]\nbattlefield = [\"Mountain\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\", \"Island\"]"
    );
    let mut p = Play::with_rules(&duel(1, &alice, "library = [\"Island\"]"), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Highway Robbery");
    p.pass_all();
    p
}

#[test]
fn the_player_chooses_an_arm_as_the_spell_resolves_608_2d() {
    let mut p = robbery(", \"Grizzly Bears\"", &[]);
    let options = p.options();
    assert!(
        p.can("Alice chooses to discard a card") && p.can("Alice declines to discard a card"),
        "{options:#?}"
    );
    p.act("Alice declines to discard a card");
    // Declining the discard leaves the sacrifice to choose, or neither.
    p.act("Alice chooses to sacrifice a land");
    p.act("Alice chooses Mountain");
    assert_eq!(p.cards_in(Zone::Graveyard).len(), 2, "{}", p.board());
    // "If you do, draw two cards": she sacrificed a land.
    assert_eq!(p.library(0).len(), 1, "{}", p.board());
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Hand);
}

#[test]
fn declining_every_arm_is_not_doing_it_608_2c() {
    let mut p = robbery(", \"Grizzly Bears\"", &[]);
    p.act("Alice declines to discard a card");
    p.act("Alice declines to sacrifice a land");
    assert_eq!(p.library(0).len(), 3, "{}", p.board());
    // The broken variant follows "if you do" regardless.
    let mut p = robbery(", \"Grizzly Bears\"", &["instruction.if-you-do=ignored"]);
    p.act("Alice declines to discard a card");
    p.act("Alice declines to sacrifice a land");
    assert_eq!(p.library(0).len(), 1, "{}", p.board());
}

#[test]
fn an_impossible_arm_is_not_offered_608_2d() {
    // No other card in hand: discarding is impossible, she is asked only about the land.
    let p = robbery("", &[]);
    assert!(!p.can("discard a card"), "{:#?}", p.options());
    assert!(
        p.can("Alice chooses to sacrifice a land"),
        "{:#?}",
        p.options()
    );
    let p = robbery("", &["choice.impossible=allowed"]);
    assert!(
        p.can("Alice chooses to discard a card"),
        "{:#?}",
        p.options()
    );
}

/// "Target opponent discards a card or sacrifices a land.": not optional.
const EXTORTION: &str = "\n[[card]]\nname = \"Extortion Test\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\ntext = \"Target opponent discards a card or sacrifices a land.\"\nspell = [{ either = [{ discard = \"a card\" }, { sacrifice = \"a land\" }], who = \"target opponent\" }]\n";

fn extortion(bob: &str, sets: &[&str]) -> Play {
    let alice = "hand = [\"Extortion Test\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\"]";
    let mut p = Play::with_rules(&format!("{}{EXTORTION}", duel(1, alice, bob)), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Extortion Test, targeting Bob");
    p.pass_all();
    p
}

#[test]
fn the_only_possible_arm_is_done_without_asking_608_2d() {
    // Bob has no card in hand: he must sacrifice a land.
    let mut p = extortion(
        "battlefield = [\"Island\", \"Forest\"]\nlibrary = [\"Island\"]",
        &[],
    );
    assert!(!p.can("declines"), "{:#?}", p.options());
    p.act("Bob chooses Forest");
    assert_eq!(
        p.g.obj(p.card("Forest")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    // With both possible he chooses, and can't decline both.
    let mut p = extortion(
        "hand = [\"Grizzly Bears\"]\nbattlefield = [\"Plains\"]\nlibrary = [\"Island\"]",
        &[],
    );
    p.act("Bob declines to discard a card");
    assert!(!p.can("declines"), "{:#?}", p.options());
    p.act("Bob chooses Plains");
    assert_eq!(p.g.obj(p.card("Plains")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Hand);
}

#[test]
fn the_broken_variant_lets_him_choose_the_impossible_arm_and_lose_nothing() {
    let mut p = extortion(
        "battlefield = [\"Plains\"]\nlibrary = [\"Island\"]",
        &["choice.impossible=allowed"],
    );
    p.act("Bob chooses to discard a card");
    assert_eq!(
        p.g.obj(p.card("Plains")).zone,
        Zone::Battlefield,
        "{}",
        p.board()
    );
}
