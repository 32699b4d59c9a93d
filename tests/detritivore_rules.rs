//! A power and toughness that count cards in the opponents' graveyards (CR 604.3, 102.3:
//! cards an opponent of the object's controller owns; only nonbasic land cards, 205.4a),
//! counted in every zone; Suspend X (702.62a, 107.3d) and "Whenever a time counter is
//! removed from Detritivore while it's exiled, destroy target nonbasic land." (113.6b, 603.3d).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str = "hand = [\"Detritivore\"]\n\
    battlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\n\
    graveyard = [\"Plateau\"]\n\
    library = [\"Mountain\", \"Mountain\", \"Mountain\"]";
const BOB: &str = "battlefield = [\"Tropical Island\", \"Island\"]\n\
    graveyard = [\"Bayou\", \"Underground Sea\", \"Swamp\"]\n\
    library = [\"Island\", \"Island\", \"Island\"]";

fn power(sets: &[&str]) -> (i16, i16) {
    let p = Play::with_rules(&duel(3, ALICE, BOB), sets);
    let d = p.card("Detritivore");
    (p.eng().power(&p.g, d), p.eng().toughness(&p.g, d))
}

#[test]
fn it_counts_the_nonbasic_land_cards_its_opponents_own_in_graveyards_604_3_102_3() {
    // Bob's Bayou and Underground Sea; not his Swamp (basic), not Alice's own Plateau.
    assert_eq!(power(&[]), (2, 2));
    // The broken variant counts everyone's: Alice's Plateau too.
    assert_eq!(power(&["count.owner=anyone"]), (3, 3));
}

#[test]
fn a_time_counter_removed_while_it_is_exiled_destroys_target_nonbasic_land_113_6b() {
    let mut p = Play::new(&duel(3, ALICE, BOB));
    p.to(1, Step::Main1);
    p.act("with 2 time counters");
    let d = p.card("Detritivore");
    assert_eq!(p.g.obj(d).zone, Zone::Exile);
    // Alice's turn-3 upkeep: a counter is removed; the trigger's only legal target is Bob's
    // Tropical Island (not his basic Island).
    p.to(3, Step::Draw);
    let t = p.card("Tropical Island");
    assert_eq!(p.g.obj(t).zone, Zone::Graveyard, "{}", p.board());
    assert_eq!(p.g.obj(p.card("Island")).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(d).time, 1, "{}", p.board());
    // Now three nonbasic land cards in Bob's graveyard.
    assert_eq!(p.eng().power(&p.g, d), 3);
}

#[test]
fn an_unknown_owner_is_a_load_error() {
    let toml = format!(
        "{}\n[[card]]\nname = \"Test Count\"\ncost = \"{{G}}\"\ntypes = [\"creature\"]\npower = \"*\"\ntoughness = 1\npower_counts = {{ zones = [\"graveyard\"], owner = \"each player\" }}\n",
        duel(1, "", "")
    );
    let e = load_error("bad.toml", &toml);
    assert!(e.contains("unknown owner 'each player'"), "{e}");
}
