//! Cards other engines' plot tests use (XMage's and argentum-engine's), restated in the card
//! language: each behaves as its Oracle text says.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\"]";

/// Alice casts Cunning Coyote with two Mountains and `others` on the battlefield; it resolves.
fn coyote_resolved(others: &str) -> Play {
    let sep = if others.is_empty() { "" } else { ", " };
    let alice = format!(
        "hand = [\"Cunning Coyote\"]\nbattlefield = [\"Mountain\", \"Mountain\"{sep}{others}]\nlibrary = [\"Mountain\"]"
    );
    let mut p = Play::new(&duel(1, &alice, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Cunning Coyote");
    p.pass_all();
    p
}

#[test]
fn another_target_creature_is_never_the_source_itself_115_1() {
    let mut p = coyote_resolved("\"Grizzly Bears\"");
    let targets: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("target"))
        .collect();
    assert!(
        targets
            .iter()
            .all(|o| !o.contains("targeting Cunning Coyote")),
        "{targets:#?}"
    );
    // The only legal target is chosen as the trigger is put on the stack; it resolves.
    while !p.g.stack.is_empty() || p.g.decision.is_some() {
        match p.options().iter().find(|o| o.contains("Grizzly Bears")) {
            Some(o) => {
                let o = o.clone();
                p.act(&o)
            }
            None => p.act("passes priority"),
        }
    }
    let bears = p.card("Grizzly Bears");
    assert_eq!(
        p.eng().power(&p.g, bears),
        3,
        "Grizzly Bears gets +1/+1: {}",
        p.board()
    );
}

#[test]
fn a_lone_cunning_coyote_has_no_target_for_its_trigger() {
    let p = coyote_resolved("");
    let coyote = p.card("Cunning Coyote");
    assert_eq!(p.g.obj(coyote).zone, Zone::Battlefield);
    assert!(p.g.stack.is_empty(), "no legal target: {}", p.board());
    assert_eq!(p.eng().power(&p.g, coyote), 2);
}

fn loan_shark(hand: &str) -> Play {
    let alice = format!(
        "hand = [{hand}]\nbattlefield = [\"Island\", \"Island\", \"Island\", \"Island\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]"
    );
    let mut p = Play::new(&duel(1, &alice, BOB));
    p.to(1, Step::Main1);
    p
}

#[test]
fn loan_shark_draws_when_it_is_the_second_spell_of_the_turn_601_2i() {
    let mut p = loan_shark("\"Loan Shark\", \"Lightning Bolt\"");
    p.act("Alice casts Lightning Bolt, targeting Bob");
    p.pass_all();
    p.act("Alice casts Loan Shark");
    p.pass_all();
    // Its trigger resolves: one card drawn (the hand had Loan Shark and the Bolt, now none).
    while !p.g.stack.is_empty() {
        p.pass_all();
    }
    assert_eq!(p.eng().hand_size(&p.g, 0), 1, "{}", p.board());
    assert_eq!(p.g.players[0].spells_cast, 2);
}

#[test]
fn loan_shark_alone_draws_nothing() {
    let mut p = loan_shark("\"Loan Shark\"");
    p.act("Alice casts Loan Shark");
    p.pass_all();
    assert!(p.g.stack.is_empty(), "no trigger: {}", p.board());
    assert_eq!(p.eng().hand_size(&p.g, 0), 0);
}

#[test]
fn tazeem_draws_a_card_for_each_land_you_control_as_chaos_resolves() {
    let alice = "battlefield = [\"Island\", \"Island\", \"Mountain\"]\n\
                 library = [\"Island\", \"Island\", \"Island\", \"Island\"]\nplanar_deck = [\"Tazeem\"]";
    let bob = "library = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the chaos symbol");
    p.pass_all();
    assert_eq!(p.eng().hand_size(&p.g, 0), 3, "three lands: {}", p.board());
}

/// Alice has Railway Brawler, five Forests and `hand`; Bob has nothing.
fn with_brawler(hand: &str, battlefield: &str) -> Play {
    let alice = format!(
        "hand = [{hand}]\nbattlefield = [\"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"{battlefield}]\nlibrary = [\"Forest\"]"
    );
    let mut p = Play::new(&duel(1, &alice, BOB));
    p.to(1, Step::Main1);
    p
}

#[test]
fn railway_brawler_puts_counters_equal_to_the_entering_creatures_power() {
    let mut p = with_brawler("\"Grizzly Bears\"", ", \"Railway Brawler\"");
    p.act("Alice casts Grizzly Bears");
    p.pass_all();
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).plus1, 2, "{}", p.board());
    assert_eq!(p.eng().power(&p.g, bears), 4);
}

#[test]
fn railway_brawler_does_not_see_itself_enter() {
    let mut p = with_brawler("\"Railway Brawler\"", "");
    p.act("Alice casts Railway Brawler");
    p.pass_all();
    let brawler = p.card("Railway Brawler");
    assert_eq!(p.g.obj(brawler).zone, Zone::Battlefield);
    assert!(
        p.g.stack.is_empty() && p.g.triggered.is_empty(),
        "{}",
        p.board()
    );
    assert_eq!(p.g.obj(brawler).plus1, 0);
}

#[test]
fn pitiless_carnage_sacrifices_any_number_then_draws_that_many() {
    let alice = "hand = [\"Pitiless Carnage\"]\nbattlefield = [\"Swamp\", \"Swamp\", \"Swamp\", \"Swamp\", \"Memnite\"]\nlibrary = [\"Island\", \"Island\", \"Island\"]";
    let mut p = Play::new(&duel(1, alice, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Pitiless Carnage");
    p.pass_all();
    let picks: Vec<String> = p.options();
    assert!(
        picks
            .iter()
            .any(|o| o.contains("chooses Memnite to sacrifice")),
        "{picks:#?}"
    );
    p.act("Alice chooses Swamp to sacrifice");
    // One order for every set: after a Swamp, only what comes after it.
    p.act("Alice chooses Memnite to sacrifice");
    assert!(!p.can("to sacrifice"), "{:#?}", p.options());
    let memnite = p.card("Memnite");
    assert_eq!(p.g.obj(memnite).zone, Zone::Graveyard);
    assert_eq!(p.eng().hand_size(&p.g, 0), 2, "{}", p.board());
}

#[test]
fn a_search_for_up_to_two_cards_finds_none_one_or_two_701_23d() {
    let alice = "hand = [\"Explosive Vegetation\"]\nbattlefield = [\"Forest\", \"Forest\", \"Forest\", \"Forest\"]\nlibrary = [\"Island\", \"Grizzly Bears\", \"Plains\", \"Swamp\"]";
    let mut p = Play::new(&duel(1, alice, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Explosive Vegetation");
    p.pass_all();
    let first: Vec<String> = p.options();
    assert!(
        !first.iter().any(|o| o.contains("Grizzly Bears")),
        "{first:#?}"
    );
    assert!(first.iter().any(|o| o.contains("chooses no more cards")));
    p.act("Alice chooses Island");
    // One order stands for every set: after Island, only the lands found after it.
    p.act("Alice chooses Plains");
    // Two found: the search is over.
    assert!(!p.can("chooses Swamp"), "{:#?}", p.options());
    p.act("the shuffle puts Swamp next");
    for land in ["Island", "Plains"] {
        let c = p.card(land);
        assert_eq!(p.g.obj(c).zone, Zone::Battlefield, "{land}: {}", p.board());
        assert!(p.g.obj(c).tapped);
    }
    let swamp = p.card("Swamp");
    assert_eq!(p.g.obj(swamp).zone, Zone::Library);
}

#[test]
fn railway_brawlers_it_is_gone_once_the_creature_left_the_battlefield_400_7() {
    let alice = "hand = [\"Grizzly Bears\"]\nbattlefield = [\"Forest\", \"Forest\", \"Railway Brawler\"]\nlibrary = [\"Forest\"]";
    let bob =
        "hand = [\"Boomerang\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    p.pass_all();
    // The Brawler's trigger waits on the stack; Bob returns the Bears in response.
    p.pass_until("Bob casts Boomerang");
    p.act("Bob casts Boomerang, targeting Grizzly Bears");
    p.pass_all();
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).zone, Zone::Hand, "{}", p.board());
    assert_eq!(p.g.obj(bears).plus1, 0, "{}", p.board());
}
