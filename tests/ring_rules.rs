//! The Ring tempts you (CR 701.54): the emblem's level is how many times the Ring has tempted
//! its owner; the Ring-bearer is a designation of one creature its controller chose, which is
//! legendary and can't be blocked by creatures with greater power (level 1), loots as it
//! attacks (level 2) and drains each opponent for 3 when it deals combat damage to a player
//! (level 4).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// "{0}: The Ring tempts you." on an artifact of the test's own.
const LURE: &str = "\n[[card]]\nname = \"Ring Lure\"\ncost = \"{0}\"\ntypes = [\"artifact\"]\n\n\
                    [[card.activated]]\ncost = \"{0}\"\ndo = [\"the-ring-tempts-you\"]\n";

fn game(alice_battlefield: &str) -> Play {
    let alice = format!(
        "battlefield = [\"Ring Lure\", {alice_battlefield}]\nlibrary = [\"Island\", \"Swamp\", \"Island\"]"
    );
    let mut p = Play::new(&(duel(1, &alice, "library = [\"Island\"]") + LURE));
    p.to(1, Step::Main1);
    p
}

fn tempt(p: &mut Play, bearer: &str) {
    p.act("Alice activates Ring Lure");
    p.pass_all();
    p.act(&format!("Alice chooses {bearer}"));
}

#[test]
fn each_temptation_counts_and_the_last_creature_chosen_bears_the_ring_701_54a() {
    let mut p = game("\"Grizzly Bears\", \"Memnite\"");
    tempt(&mut p, "Grizzly Bears");
    let (bears, memnite) = (p.card("Grizzly Bears"), p.card("Memnite"));
    let eng = p.eng();
    assert_eq!(p.g.players[0].ring, 1);
    assert!(eng.is_ring_bearer(&p.g, bears) && !eng.is_ring_bearer(&p.g, memnite));
    // CR 701.54c, level 1: legendary (the Bears' card is not).
    assert!(eng.is_legendary(&p.g, bears) && !eng.is_legendary(&p.g, memnite));
    tempt(&mut p, "Memnite");
    let eng = p.eng();
    assert_eq!(p.g.players[0].ring, 2);
    assert!(!eng.is_ring_bearer(&p.g, bears) && eng.is_ring_bearer(&p.g, memnite));
    assert!(!eng.is_legendary(&p.g, bears));
}

#[test]
fn the_ring_tempts_a_player_with_no_creature_too_701_54d() {
    let mut p = game("\"Island\"");
    p.act("Alice activates Ring Lure");
    p.pass_all();
    assert_eq!(p.g.players[0].ring, 1, "{}", p.board());
    assert!(
        p.g.decision.is_none(),
        "no creature to choose: {:#?}",
        p.options()
    );
}

#[test]
fn at_level_two_the_ring_bearer_loots_as_it_attacks_701_54c() {
    let mut p = game("\"Grizzly Bears\"");
    tempt(&mut p, "Grizzly Bears");
    tempt(&mut p, "Grizzly Bears");
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Grizzly Bears");
    p.pass_all();
    // Draw a card (the Island on top), then discard a card.
    assert_eq!(p.eng().hand_size(&p.g, 0), 1, "{}", p.board());
    p.act("Alice chooses Island");
    assert_eq!(p.eng().hand_size(&p.g, 0), 0, "{}", p.board());
    assert_eq!(p.cards_in(Zone::Graveyard), ["Island"]);
}

#[test]
fn at_level_four_its_combat_damage_to_a_player_drains_each_opponent_701_54c() {
    let mut p = game("\"Grizzly Bears\"");
    for _ in 0..4 {
        tempt(&mut p, "Grizzly Bears");
    }
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Grizzly Bears");
    p.pass_all();
    p.act("Alice chooses Island");
    p.pass_until("Alice passes priority");
    p.pass_to_step(Step::CombatDamage);
    p.pass_all();
    // 2 combat damage, then 3 life from the Ring's trigger.
    assert_eq!(p.life(1), 15, "{}", p.board());
}

#[test]
fn a_bigger_creature_cant_block_the_ring_bearer_unless_the_rule_is_broken_701_54c() {
    let blocks = |rules: &[&str]| {
        let alice = "battlefield = [\"Ring Lure\", \"Grizzly Bears\"]\nlibrary = [\"Island\"]";
        let mut p = Play::with_rules(
            &(duel(
                1,
                alice,
                "battlefield = [\"Centaur Courser\"]\nlibrary = [\"Island\"]",
            ) + LURE),
            rules,
        );
        p.to(1, Step::Main1);
        tempt(&mut p, "Grizzly Bears");
        p.to(1, Step::BeginCombat);
        p.pass_all();
        p.act("Alice attacks Bob with Grizzly Bears");
        p.pass_all();
        p.options()
            .iter()
            .any(|o| o.contains("blocks Grizzly Bears with Centaur Courser"))
    };
    assert!(!blocks(&[]));
    assert!(blocks(&["the-ring.evasion=none"]));
}
