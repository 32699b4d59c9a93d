//! The Ring's third ability (CR 701.54c): "Whenever your Ring-bearer becomes blocked by a
//! creature, the blocking creature's controller sacrifices it at end of combat." Each blocker
//! triggers it (509.3c); it creates a delayed ability (603.7) that triggers at the beginning of
//! the end of combat step (511.2), done by the blocker's controller. The broken variant
//! `ring.blocked=ignored` never sacrifices.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LURE: &str = "\n[[card]]\nname = \"Ring Lure\"\ncost = \"{0}\"\ntypes = [\"artifact\"]\n\n\
                    [[card.activated]]\ncost = \"{0}\"\ndo = [\"the-ring-tempts-you\"]\n";

/// Alice's Grizzly Bears, tempted `times` times, attack; Bob blocks with `blockers`.
fn blocked(times: usize, bob: &str, block: &[&str], sets: &[&str]) -> Play {
    let alice = "battlefield = [\"Ring Lure\", \"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\", \"Island\"]";
    let bob = format!("battlefield = [{bob}]\nlibrary = [\"Island\"]");
    let mut p = Play::with_rules(&(duel(1, alice, &bob) + LURE), sets);
    p.to(1, Step::Main1);
    for _ in 0..times {
        p.act("Alice activates Ring Lure");
        p.pass_all();
        p.act("Alice chooses Grizzly Bears");
    }
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Grizzly Bears");
    p.pass_all();
    if times >= 2 {
        // Level 2's loot: draw, then discard.
        p.act("Alice chooses Island");
        p.pass_all();
    }
    p.act(&format!(
        "Bob blocks Grizzly Bears with {}",
        block.join(", ")
    ));
    p
}

#[test]
fn a_blocker_of_a_level_three_ring_bearer_is_sacrificed_at_end_of_combat_701_54c() {
    let mut p = blocked(3, "\"Wall of Stone\"", &["Wall of Stone"], &[]);
    assert!(
        p.options().iter().any(|o| o.contains("passes")) && !p.g.stack.is_empty(),
        "the Ring's trigger goes on the stack as the Wall blocks: {}",
        p.board()
    );
    p.pass_all();
    // Combat damage: the Wall (0/8) survives the Bears' 2.
    p.to(1, Step::CombatDamage);
    assert_eq!(p.g.obj(p.card("Wall of Stone")).zone, Zone::Battlefield);
    p.to(1, Step::EndCombat);
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Wall of Stone")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
}

#[test]
fn below_level_three_or_under_the_broken_variant_the_blocker_lives() {
    for (times, sets) in [(2, &[][..]), (3, &["ring.blocked=ignored"][..])] {
        let mut p = blocked(times, "\"Wall of Stone\"", &["Wall of Stone"], sets);
        p.to(1, Step::Main2);
        assert_eq!(
            p.g.obj(p.card("Wall of Stone")).zone,
            Zone::Battlefield,
            "tempted {times} times, {sets:?}: {}",
            p.board()
        );
    }
}
