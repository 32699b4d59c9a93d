//! A skipped draw step is passed as though it didn't exist (CR 500.11, 614.10a): nothing
//! scheduled for it happens, no "at the beginning of your draw step" ability triggers and no
//! player gets priority in it. The starting player of a two-player game skips the draw step of
//! their first turn (103.8a; 103.8c: in other multiplayer games no one does), and "Skip your
//! draw step" (Yawgmoth's Bargain, 614.1b) skips it on each of that player's turns. The broken
//! variant, `draw.skipped-step=without-draw`, keeps the step without its draw.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// Passes priority until turn `turn` ends, recording the steps in which someone acted.
fn steps_of_turn(p: &mut Play, turn: u8) -> Vec<Step> {
    let mut seen = Vec::new();
    for _ in 0..200 {
        if p.g.turn > turn || p.g.outcome.is_some() {
            break;
        }
        if p.g.turn == turn && seen.last() != Some(&p.g.step) {
            seen.push(p.g.step);
        }
        p.act("passes priority");
    }
    seen
}

fn rites(rules: &[&str]) -> Play {
    Play::with_rules(
        &duel(
            2,
            "battlefield = [\"Rites of Flourishing\"]\nlibrary = [\"Forest\", \"Forest\", \"Forest\"]",
            "library = [\"Island\", \"Island\", \"Island\"]",
        ),
        rules,
    )
}

#[test]
fn the_starting_player_has_no_draw_step_on_turn_one_103_8a_500_11() {
    let mut p = rites(&[]);
    let steps = steps_of_turn(&mut p, 1);
    assert!(!steps.contains(&Step::Draw), "{steps:?}");
    assert!(steps.contains(&Step::Upkeep) && steps.contains(&Step::Main1));
    // Rites of Flourishing's "at the beginning of each player's draw step" never triggered.
    assert_eq!(p.g.players[0].library.len(), 3);
    assert!(p.cards_in(Zone::Hand).iter().all(|c| c != "Forest"));
    // Bob's first turn has its draw step: his draw and Rites' extra card.
    let steps = steps_of_turn(&mut p, 2);
    assert!(steps.contains(&Step::Draw), "{steps:?}");
    assert_eq!(p.g.players[1].library.len(), 1);
}

#[test]
fn the_broken_variant_keeps_the_step_without_its_draw() {
    let mut p = rites(&["draw.skipped-step=without-draw"]);
    let steps = steps_of_turn(&mut p, 1);
    assert!(steps.contains(&Step::Draw), "{steps:?}");
    // No draw for the step, but Rites' trigger draws one.
    assert_eq!(p.g.players[0].library.len(), 2);
}

#[test]
fn in_a_three_player_game_no_one_skips_their_first_draw_103_8c() {
    let toml = "name = \"test\"\nturns = 1\n\n[[player]]\nname = \"Alice\"\nlibrary = [\"Forest\", \"Forest\"]\n\n[[player]]\nname = \"Bob\"\nlibrary = [\"Island\"]\n\n[[player]]\nname = \"Carol\"\nlibrary = [\"Swamp\"]\n";
    let mut p = Play::new(toml);
    let steps = steps_of_turn(&mut p, 1);
    assert!(steps.contains(&Step::Draw), "{steps:?}");
    assert_eq!(p.g.players[0].library.len(), 1);
}

#[test]
fn skip_your_draw_step_skips_its_triggers_too_614_10a() {
    let bargain = |rules: &[&str]| {
        Play::with_rules(
            &duel(
                3,
                "life = 5\nbattlefield = [\"Yawgmoth's Bargain\", \"Rites of Flourishing\"]\nlibrary = [\"Swamp\", \"Swamp\", \"Swamp\"]",
                "library = [\"Island\", \"Island\"]",
            ),
            rules,
        )
    };
    let mut p = bargain(&[]);
    steps_of_turn(&mut p, 2);
    let steps = steps_of_turn(&mut p, 3);
    assert!(!steps.contains(&Step::Draw), "{steps:?}");
    // Rites of Flourishing's "at the beginning of each player's draw step" never triggered
    // for Alice.
    assert_eq!(p.g.players[0].library.len(), 3);
    let mut p = bargain(&["draw.skipped-step=without-draw"]);
    steps_of_turn(&mut p, 2);
    steps_of_turn(&mut p, 3);
    assert_eq!(
        p.g.players[0].library.len(),
        1,
        "Rites drew on turns 1 and 3"
    );
}
