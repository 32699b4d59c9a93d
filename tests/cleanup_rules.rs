//! The cleanup step (CR 514): once the active player has discarded to hand size (514.1) and
//! damage and "until end of turn" effects have ended (514.2), the game checks state-based
//! actions and waiting triggers; if any, they are done, the active player receives priority,
//! and once the stack is empty and all pass, another cleanup step begins (514.3a). Otherwise
//! no player receives priority and the turn ends (514.3).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Outcome, Step, Zone};

/// Alice's Grizzly Bears have two -1/-1 counters and live by Glorious Anthem; Bob holds
/// Disenchant.
fn bears(turns: u8, rules: &[&str]) -> Play {
    let alice = "hand = [\"Giant Growth\", \"Giant Growth\"]\n\
        battlefield = [{ card = \"Grizzly Bears\", \"-1/-1\" = 2 }, \"Glorious Anthem\", \
        \"Forest\", \"Forest\", \"Blood Artist\"]\n\
        library = [\"Forest\", \"Forest\"]";
    let bob = "hand = [\"Disenchant\"]\n\
        battlefield = [\"Plains\", \"Plains\"]\n\
        library = [\"Island\", \"Island\"]";
    let toml = duel(turns, alice, bob);
    Play::with_rules(&toml, rules)
}

/// In Alice's first main phase she pumps the Bears with Giant Growth, then Bob destroys the
/// Anthem: the Bears are 3/3 until the cleanup step, where they are 0/0.
fn kept_alive_by_growth(turns: u8, rules: &[&str]) -> Play {
    let mut p = bears(turns, rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Giant Growth, targeting Grizzly Bears");
    p.pass_all();
    p.act("Alice passes priority");
    p.act("Bob casts Disenchant, targeting Glorious Anthem");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
    assert_eq!(p.eng().toughness(&p.g, bears), 3);
    p.to(1, Step::End);
    p
}

#[test]
fn a_creature_dies_in_the_cleanup_step_and_its_trigger_is_answered_there_514_3a() {
    let mut p = kept_alive_by_growth(2, &[]);
    // Both pass in the end step: the cleanup step ends Giant Growth (514.2), the Bears die
    // (704.5f) and Blood Artist's trigger waits for its target, in turn 1's cleanup step.
    p.pass_all();
    assert_eq!((p.g.turn, p.g.step), (1, Step::Cleanup));
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    p.act("Alice targets Bob with Blood Artist's trigger");
    // The active player receives priority with the trigger on the stack; players may cast
    // spells (Alice's second Giant Growth).
    assert_eq!(p.g.stack.len(), 1);
    assert_eq!(p.g.priority, 0);
    assert!(p.can("Alice casts Giant Growth, targeting Blood Artist"));
    p.pass_all();
    assert_eq!((p.g.turn, p.g.step), (1, Step::Cleanup));
    assert_eq!((p.life(0), p.life(1)), (21, 19));
    // Stack empty, all pass: another cleanup step, where nothing happens: turn 2 begins.
    p.pass_all();
    assert_eq!(p.g.turn, 2);
}

#[test]
fn another_cleanup_step_ends_the_effects_created_in_the_first_514_3a() {
    let mut p = kept_alive_by_growth(2, &[]);
    p.pass_all();
    p.act("Alice targets Bob with Blood Artist's trigger");
    p.act("Alice casts Giant Growth, targeting Blood Artist");
    p.pass_all();
    let artist = p.card("Blood Artist");
    assert_eq!(p.eng().toughness(&p.g, artist), 4);
    p.pass_all();
    p.pass_all();
    // The stack is empty and both passed: the next cleanup step's 514.2 ends the second
    // Growth, and with nothing to check there, turn 2 begins with a 0/1 Blood Artist.
    assert_eq!(p.g.turn, 2);
    assert_eq!(p.eng().toughness(&p.g, artist), 1);
    assert_eq!(p.life(1), 19);
}

#[test]
fn on_the_models_last_turn_the_final_state_is_after_the_cleanup_checks_514_3a() {
    let mut p = kept_alive_by_growth(1, &[]);
    p.pass_all();
    p.act("Alice targets Bob with Blood Artist's trigger");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.outcome, Some(Outcome::TurnLimit));
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    assert_eq!(p.life(1), 19);
}

#[test]
fn without_anything_to_check_no_player_gets_priority_in_cleanup_514_3() {
    let mut p = bears(2, &[]);
    p.to(1, Step::End);
    p.pass_all();
    assert_eq!((p.g.turn, p.g.step), (2, Step::Upkeep));
}

#[test]
fn a_discard_to_hand_size_is_an_event_answered_in_the_cleanup_step_514_3a() {
    let alice = "hand = [\"Grizzly Bears\", \"Grizzly Bears\", \"Grizzly Bears\", \
        \"Grizzly Bears\", \"Grizzly Bears\", \"Grizzly Bears\", \"Grizzly Bears\", \
        \"Grizzly Bears\"]\n\
        battlefield = [\"Curator of Mysteries\"]\n\
        library = [\"Island\", \"Forest\"]";
    let bob = "library = [\"Island\", \"Island\"]";
    let toml = duel(2, alice, bob);
    let mut p = Play::new(&toml);
    p.to(1, Step::End);
    p.pass_all();
    assert_eq!(p.g.step, Step::Cleanup);
    p.act("discards Grizzly Bears");
    // CR 702.29d: "whenever you cycle or discard another card": the scry goes on the stack in
    // the cleanup step and Alice has priority.
    assert_eq!((p.g.turn, p.g.step), (1, Step::Cleanup));
    assert_eq!(p.g.stack.len(), 1);
    p.pass_all();
    assert!(p.g.decision.is_some(), "{:#?}", p.options());
    assert_eq!(p.g.turn, 1);

    let mut p = Play::with_rules(&toml, &["cleanup.priority=never"]);
    p.to(1, Step::End);
    p.pass_all();
    p.act("discards Grizzly Bears");
    assert_eq!((p.g.turn, p.g.step), (2, Step::Upkeep));
    assert!(p.g.stack.is_empty());
}

#[test]
fn the_broken_variant_gives_no_priority_in_cleanup() {
    // `cleanup.priority=never`: the 0/0 Bears stay on the battlefield through the cleanup
    // step; they die, and the trigger goes on the stack, in turn 2's upkeep.
    let mut p = kept_alive_by_growth(2, &["cleanup.priority=never"]);
    p.pass_all();
    assert_eq!((p.g.turn, p.g.step), (2, Step::Upkeep));
    assert!(p.can("targets Bob with Blood Artist's trigger"));
    assert_eq!(p.life(1), 20);

    // On the last turn the final state shows a 0/0 creature on the battlefield.
    let mut p = kept_alive_by_growth(1, &["cleanup.priority=never"]);
    p.pass_all();
    assert_eq!(p.g.outcome, Some(Outcome::TurnLimit));
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
    assert_eq!(p.eng().toughness(&p.g, bears), 0);
}

/// The position `tests/cards/cleanup_priority.toml` searched whole: its properties hold, and
/// under `cleanup.priority=never` the model's last state shows the 0/0 Bears. The property
/// reading toughness is evaluated on that state though no object changed there (514.2 ended
/// Giant Growth's effect; the checker must not reuse the parent's value).
#[test]
fn the_position_is_violated_only_under_the_broken_variant() {
    use rulecheck::checker::{self, RunConfig, Verdict};
    use std::sync::Arc;
    let s = Arc::new(
        rulecheck::model::load(std::path::Path::new("tests/cards/cleanup_priority.toml")).unwrap(),
    );
    let verdict = |sets: &[String], id: &str| {
        let run = checker::check(&s, &s.edition, sets, &[], &RunConfig::default()).unwrap();
        run.properties.iter().find(|r| r.id == id).unwrap().outcome
    };
    let broken = ["cleanup.priority=never".to_string()];
    for id in ["no-zero-toughness-creature", "dead-by-turn-end"] {
        assert_eq!(verdict(&[], id), Verdict::Holds, "{id}");
        assert_eq!(verdict(&broken, id), Verdict::Violated, "{id}");
    }
    assert_eq!(verdict(&[], "drained-in-cleanup"), Verdict::Reached);
}
