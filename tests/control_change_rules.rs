//! Control-changing effects (CR 613.1b, layer 2): "Gain control of target creature until end of
//! turn." The creature comes under the effect's controller's control (302.6: it can attack only
//! with haste), and goes back as the effect ends in the cleanup step (514.2). Haste from suspend
//! is its caster's only (702.62a: "as long as you control it").

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

fn treason() -> String {
    duel(
        3,
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]",
        "hand = [\"Act of Treason\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]",
    )
}

#[test]
fn act_of_treason_lends_the_creature_until_cleanup_613_1b() {
    let mut p = Play::new(&treason());
    p.to(2, Step::Main1);
    p.act("Bob casts Act of Treason, targeting Grizzly Bears");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).controller, 1, "{}", p.board());
    // Untapped and with haste from Act of Treason: Bob may attack Alice with it.
    p.to(2, Step::BeginCombat);
    p.pass_all();
    assert!(
        p.can("Bob attacks Alice with Grizzly Bears"),
        "{:#?}",
        p.options()
    );
    // Back to Alice in the cleanup step.
    p.to(3, Step::Upkeep);
    assert_eq!(p.g.obj(bears).controller, 0, "{}", p.board());
}

#[test]
fn the_broken_variant_keeps_control_past_the_turn() {
    let mut p = Play::with_rules(&treason(), &["duration.end-of-turn=never"]);
    p.to(2, Step::Main1);
    p.act("Bob casts Act of Treason, targeting Grizzly Bears");
    p.pass_all();
    p.to(3, Step::Upkeep);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).controller, 1);
}
