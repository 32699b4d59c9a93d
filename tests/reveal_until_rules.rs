//! Revealing cards from the top of a library until one matches (CR 701.20), and putting the
//! rest on the bottom in a random order (CR 401.4: every order explored, one chance pick per
//! card): Sibylline Soothsayer.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

/// Alice casts the Soothsayer in her first main phase; it resolves and its trigger with it.
fn soothsayer(library: &str, rules: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"Sibylline Soothsayer\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = {library}"
    );
    let mut p = Play::with_rules(&duel(2, &alice, BOB), rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Sibylline Soothsayer");
    p.pass_all(); // the creature spell resolves; its enter trigger goes on the stack
    p.pass_all(); // the trigger resolves
    p
}

fn library(p: &Play, player: usize) -> Vec<String> {
    let eng = p.eng();
    p.g.players[player]
        .library
        .iter()
        .map(|&c| eng.name(c).to_string())
        .collect()
}

/// CR 701.20, 702.62b: the reveal stops at the first nonland card with mana value 3 or
/// greater; it is exiled with three time counters and gains suspend; the rest go to the
/// bottom, in an order chance picks card by card.
#[test]
fn reveals_until_a_match_then_the_rest_go_to_the_bottom_in_every_order_401_4() {
    let mut p = soothsayer(
        "[\"Island\", \"Grizzly Bears\", \"Centaur Courser\", \"Forest\"]",
        &[],
    );
    let courser = p.card("Centaur Courser");
    let o = *p.g.obj(courser);
    assert_eq!((o.zone, o.time, o.gained_suspend), (Zone::Exile, 3, true));
    assert!(p.eng().is_suspended(&p.g, courser));
    let mut opts = p.options();
    opts.sort();
    assert_eq!(
        opts,
        [
            "the random order puts Grizzly Bears next on the bottom of Alice's library",
            "the random order puts Island next on the bottom of Alice's library",
        ]
    );
    p.act("the random order puts Grizzly Bears next");
    assert!(p.g.decision.is_none(), "one card left: no choice");
    assert_eq!(library(&p, 0), ["Forest", "Grizzly Bears", "Island"]);
    assert!(p.g.stack.is_empty());
}

/// The other order is a state of its own.
#[test]
fn the_other_order_is_reachable_too_401_4() {
    let mut p = soothsayer(
        "[\"Island\", \"Grizzly Bears\", \"Centaur Courser\", \"Forest\"]",
        &[],
    );
    p.act("the random order puts Island next");
    assert_eq!(library(&p, 0), ["Forest", "Island", "Grizzly Bears"]);
}

/// A found card with printed suspend keeps it: suspended by its counters alone (702.62b).
#[test]
fn a_found_card_with_suspend_does_not_gain_it_702_62b() {
    let p = soothsayer("[\"Errant Ephemeron\", \"Island\"]", &[]);
    let eph = p.card("Errant Ephemeron");
    let o = *p.g.obj(eph);
    assert_eq!((o.zone, o.time, o.gained_suspend), (Zone::Exile, 3, false));
    assert!(p.eng().is_suspended(&p.g, eph));
    assert_eq!(library(&p, 0), ["Island"], "nothing else was revealed");
}

/// No card matches: every card is revealed, none exiled, and all go back in a random order.
#[test]
fn with_no_match_the_whole_library_is_revealed_and_reordered_701_20() {
    let mut p = soothsayer("[\"Island\", \"Grizzly Bears\"]", &[]);
    assert!(p.cards_in(Zone::Exile).is_empty());
    assert_eq!(p.options().len(), 2, "{:?}", p.options());
    p.act("the random order puts Island next");
    assert_eq!(library(&p, 0), ["Island", "Grizzly Bears"]);
}

/// The deliberately broken variant `library.random-order=fixed` keeps the revealed order.
#[test]
fn the_fixed_order_mutant_offers_no_order() {
    let p = soothsayer(
        "[\"Island\", \"Grizzly Bears\", \"Centaur Courser\", \"Forest\"]",
        &["library.random-order=fixed"],
    );
    assert!(p.g.decision.is_none());
    assert_eq!(library(&p, 0), ["Forest", "Island", "Grizzly Bears"]);
}

#[test]
fn reveal_until_names_no_zone_of_its_own() {
    let text = duel(1, BOB, BOB)
        + "\n[[card]]\nname = \"Odd\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\nspell = [{ reveal-until = \"a nonland card in your graveyard\", from = \"your library\" }]\n";
    let e = common::load_error("m.toml", &text);
    assert!(e.contains("have no other zone"), "{e}");
}
