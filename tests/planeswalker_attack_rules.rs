//! Attacking a planeswalker (CR 508.1b): its controller is the defending player (506.2), its
//! combat damage removes loyalty counters (120.3c), and "creatures can't attack you" leaves it
//! open (508.1c; Chronomantic Escape's ruling).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// Bob's turn 2: his Grizzly Bears face Alice, who controls Jace Reawakened (loyalty 3).
fn bears_face_jace(alice_extra: &str) -> Play {
    let alice = format!(
        "battlefield = [\"Jace Reawakened\"{alice_extra}]\nlibrary = [\"Island\", \"Island\"]"
    );
    let bob = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Forest\", \"Forest\"]";
    let mut p = Play::new(&duel(2, &alice, bob));
    p.to(2, Step::BeginCombat);
    p.pass_until("Bob attacks");
    p
}

#[test]
fn a_creature_may_attack_a_planeswalker_an_opponent_controls_508_1b() {
    let mut p = bears_face_jace("");
    assert!(
        p.can("Bob attacks Alice with Grizzly Bears"),
        "{:#?}",
        p.options()
    );
    p.act("Bob attacks Jace Reawakened (Alice) with Grizzly Bears");
    let bears = p.g.obj(p.card("Grizzly Bears"));
    // CR 506.2: the defending player is the planeswalker's controller.
    assert_eq!(bears.attacking, Some(0));
    assert_eq!(
        bears.attacking_planeswalker,
        Some(p.card("Jace Reawakened"))
    );
    assert!(
        p.board().contains("attacking Jace Reawakened"),
        "{}",
        p.board()
    );
    p.pass_to_step(Step::EndCombat);
    let jace = p.g.obj(p.card("Jace Reawakened"));
    // CR 120.3c: 2 damage removes 2 of its 3 loyalty counters; Alice loses no life.
    assert_eq!(
        (jace.zone, jace.loyalty, jace.damage),
        (Zone::Battlefield, 1, 0)
    );
    assert_eq!(p.life(0), 20);
}

#[test]
fn the_planeswalkers_controller_may_block_506_2() {
    let mut p = bears_face_jace(", \"Silvercoat Lion\"");
    p.act("Bob attacks Jace Reawakened (Alice) with Grizzly Bears");
    p.pass_until("Alice blocks");
    p.act("Alice blocks Grizzly Bears with Silvercoat Lion");
    p.pass_to_step(Step::EndCombat);
    assert_eq!(
        p.g.obj(p.card("Jace Reawakened")).loyalty,
        3,
        "{}",
        p.board()
    );
}

#[test]
fn damage_beyond_a_planeswalkers_loyalty_is_not_dealt_to_its_controller_120_3c() {
    // Jace has one loyalty counter; the Bears and the Lion attack it and deal 4 damage at once
    // (CR 510.2): Jace is put into the graveyard (704.5i), and none of it reaches Alice.
    let alice = "battlefield = [{ card = \"Jace Reawakened\", loyalty = 1 }]\nlibrary = [\"Island\", \"Island\"]";
    let bob = "battlefield = [\"Grizzly Bears\", \"Silvercoat Lion\"]\nlibrary = [\"Forest\", \"Forest\"]";
    let mut p = Play::new(&duel(2, alice, bob));
    p.to(2, Step::BeginCombat);
    p.pass_until("Bob attacks");
    p.act("Bob attacks Jace Reawakened (Alice) with Grizzly Bears, Silvercoat Lion");
    p.pass_to_step(Step::EndCombat);
    assert_eq!(
        p.g.obj(p.card("Jace Reawakened")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert_eq!(p.life(0), 20);
}
