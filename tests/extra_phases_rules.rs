//! Additional combat and main phases (CR 500.8, 505.1a, 506.1): "After this main phase, there
//! is an additional combat phase followed by an additional main phase." (Relentless Assault)
//! and Sokenzan's "If it's a main phase, there is an additional combat phase after this phase,
//! followed by an additional main phase." The added phases come directly after the phase;
//! an additional main phase is a postcombat main phase; attackers are declared anew in each
//! combat, and "attacked this turn" stays set across them.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Outcome, Step, Zone};

/// Alice with `battlefield` and four Mountains and `hand`; Bob with an empty board.
fn game(turns: u8, battlefield: &str, hand: &str, extra: &str) -> Play {
    let alice = format!(
        "hand = [{hand}]\nbattlefield = [{battlefield}\"Mountain\", \"Mountain\", \"Mountain\", \
         \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]"
    );
    Play::new(&(duel(turns, &alice, "library = [\"Island\", \"Island\"]") + extra))
}

/// Plays the rest of turn `turn` attacking with every creature Alice can (declining blocks,
/// passing otherwise), and returns the labels of the main and combat phases it went through,
/// each once, in order ("main 1", "combat 1", ...).
fn phases_of_turn(p: &mut Play, turn: u8) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for _ in 0..400 {
        if p.g.outcome.is_some() || p.g.turn != turn {
            break;
        }
        let label = p.g.step_label();
        let phase = if p.g.step.is_main() {
            Some(label)
        } else {
            label
                .find("(combat ")
                .map(|i| label[i + 1..label.len() - 1].to_string())
                .or_else(|| (!p.g.step.combat_step().is_empty()).then(|| "combat".to_string()))
        };
        if let Some(phase) = phase {
            if out.last() != Some(&phase) {
                out.push(phase);
            }
        }
        let options = p.options();
        // The widest attack: the option naming the most attackers.
        let attack = options
            .iter()
            .filter(|o| o.contains("attacks Bob with"))
            .max_by_key(|o| o.matches(',').count());
        match attack {
            Some(a) => {
                let a = a.clone();
                p.act(&a);
            }
            None => {
                let first = options[0].clone();
                p.act(&first);
            }
        }
    }
    out
}

#[test]
fn cast_in_main_1_two_combats_happen_500_8() {
    let mut p = game(1, "\"Serra Angel\", ", "\"Relentless Assault\"", "");
    p.to(1, Step::Main1);
    p.act("Alice casts Relentless Assault");
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        ["Relentless Assault"],
        "{}",
        p.board()
    );
    let phases = phases_of_turn(&mut p, 1);
    assert_eq!(
        phases,
        ["main 1", "combat 1", "main 2", "combat 2", "main 3"],
        "the added combat and main phase come directly after main 1, then the turn's own"
    );
    // Serra Angel has vigilance: it attacked in both combats, 4 + 4.
    assert_eq!(p.life(1), 12, "{}", p.board());
}

#[test]
fn the_additional_main_phase_follows_the_additional_combat_and_is_postcombat_505_1a() {
    let mut p = game(1, "\"Serra Angel\", ", "\"Relentless Assault\"", "");
    p.to(1, Step::Main1);
    p.act("Alice casts Relentless Assault");
    p.pass_all();
    // Through the added combat phase, every step of it (CR 506.1).
    p.pass_to_step(Step::BeginCombat);
    assert_eq!(p.g.step_label(), "beginning of combat (combat 1)");
    p.pass_until("attacks Bob with Serra Angel");
    p.act("attacks Bob with Serra Angel");
    p.pass_to_step(Step::EndCombat);
    assert_eq!(p.life(1), 16);
    p.pass_to_step(Step::Main2);
    // CR 505.1a: the added main phase is a postcombat main phase, the turn's second.
    assert_eq!(p.g.step_label(), "main 2");
    assert!(
        p.g.obj(p.card("Serra Angel")).attacking.is_none(),
        "no longer attacking after its combat (CR 511.3)"
    );
    // Then the turn's own combat phase: attackers are declared anew (CR 508.1).
    p.pass_to_step(Step::BeginCombat);
    assert_eq!(p.g.step_label(), "beginning of combat (combat 2)");
    p.pass_until("attacks Bob with Serra Angel");
    p.act("attacks Bob with Serra Angel");
    p.pass_to_step(Step::Main2);
    assert_eq!(p.g.step_label(), "main 3");
    assert_eq!(p.life(1), 12);
    assert!(
        p.board().contains("main 3"),
        "the state names it: {}",
        p.board()
    );
}

#[test]
fn cast_in_the_second_main_phase_it_untaps_and_adds_a_combat_500_8() {
    let mut p = game(1, "\"Grizzly Bears\", ", "\"Relentless Assault\"", "");
    p.to(1, Step::BeginCombat);
    p.pass_until("attacks Bob with Grizzly Bears");
    p.act("attacks Bob with Grizzly Bears");
    p.pass_to_step(Step::Main2);
    assert_eq!(p.life(1), 18);
    let bears = p.card("Grizzly Bears");
    assert!(p.g.obj(bears).tapped && p.g.obj(bears).attacked);
    p.act("Alice casts Relentless Assault");
    p.pass_all();
    // "Untap all creatures that attacked this turn."
    assert!(!p.g.obj(bears).tapped, "{}", p.board());
    let phases = phases_of_turn(&mut p, 1);
    assert_eq!(phases, ["main 2", "combat 2", "main 3"]);
    assert_eq!(p.life(1), 16, "the Bears attacked again: {}", p.board());
}

/// An instant that makes the next plane of its caster's planar deck's chaos ability trigger
/// (as The Fertile Lands of Saulvinia's chaos does), so that chaos can ensue outside a main
/// phase (the planar die is rolled only in a main phase, CR 901.9).
const CHAOS_NOW: &str = "\n[[card]]\nname = \"Chaos Now\"\ncost = \"{0}\"\ntypes = [\"instant\"]\n\
    text = \"Custom test card. Reveal cards from the top of your planar deck until you reveal a \
    plane card. Chaos ensues on that plane.\"\nspell = [{ reveal-until = \"a plane card\", from = \
    \"your planar deck\", as = \"plane\" }, { trigger-chaos = \"plane\" }]\n";

#[test]
fn sokenzan_chaos_outside_a_main_phase_untaps_but_adds_no_phase_505_1() {
    let alice = "hand = [\"Chaos Now\"]\nbattlefield = [\"Grizzly Bears\"]\nlibrary = \
                 [\"Island\", \"Island\"]\nplanar_deck = [\"Sokenzan\", \"Sokenzan\"]";
    let bob = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
    let mut p = Play::new(&(duel(1, alice, bob) + CHAOS_NOW));
    p.to(1, Step::BeginCombat);
    p.pass_until("attacks Bob with Grizzly Bears");
    p.act("attacks Bob with Grizzly Bears");
    p.pass_to_step(Step::EndCombat);
    // Sokenzan: the Bears are 3/3.
    assert_eq!(p.life(1), 17);
    let bears = p.card("Grizzly Bears");
    assert!(p.g.obj(bears).tapped);
    p.act("Alice casts Chaos Now");
    p.pass_all();
    // The chaos trigger of the revealed Sokenzan.
    p.stack_triggers_in_order();
    assert!(!p.g.stack.is_empty(), "the chaos trigger: {}", p.board());
    p.pass_all();
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(p.g.step, Step::EndCombat);
    assert!(!p.g.obj(bears).tapped, "untapped: {}", p.board());
    assert!(p.g.extra_phases.is_none(), "no phase added");
    let phases = phases_of_turn(&mut p, 1);
    assert_eq!(phases, ["combat", "main 2"], "no added combat");
    assert_eq!(p.life(1), 17);
}

#[test]
fn sokenzan_chaos_in_a_main_phase_adds_a_combat_500_8() {
    let alice = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]\n\
                 planar_deck = [\"Sokenzan\", \"Stairs to Infinity\"]";
    let bob = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::BeginCombat);
    p.pass_until("attacks Bob with Grizzly Bears");
    p.act("attacks Bob with Grizzly Bears");
    p.pass_to_step(Step::Main2);
    p.act("Alice rolls the planar die");
    p.act("shows the chaos symbol");
    p.stack_triggers_in_order();
    p.pass_all();
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert!(!p.g.obj(p.card("Grizzly Bears")).tapped, "{}", p.board());
    let phases = phases_of_turn(&mut p, 1);
    assert_eq!(phases, ["main 2", "combat 2", "main 3"]);
    assert_eq!(p.life(1), 14, "3 + 3: {}", p.board());
}

#[test]
fn the_turn_bound_still_holds_with_added_phases() {
    let mut p = game(1, "\"Serra Angel\", ", "\"Relentless Assault\"", "");
    p.to(1, Step::Main1);
    p.act("Alice casts Relentless Assault");
    p.pass_all();
    phases_of_turn(&mut p, 1);
    assert_eq!(p.g.outcome, Some(Outcome::TurnLimit), "{}", p.board());
    assert_eq!(p.g.turn, 1);
}

#[test]
fn the_added_phases_are_of_their_turn_only_500_8() {
    let mut p = game(2, "", "\"Relentless Assault\"", "");
    p.to(1, Step::Main1);
    p.act("Alice casts Relentless Assault");
    p.pass_all();
    p.to(2, Step::Main1);
    assert!(p.g.extra_phases.is_none(), "a new turn has none");
    assert_eq!(p.g.step_label(), "main 1");
}

/// A free instant that adds a combat and a main phase after this phase.
const MORE_COMBAT: &str = "\n[[card]]\nname = \"More Combat\"\ncost = \"{0}\"\ntypes = \
    [\"instant\"]\ntext = \"Custom test card. There is an additional combat phase after this \
    phase, followed by an additional main phase.\"\nspell = [{ additional-phases = \"an \
    additional combat phase followed by an additional main phase\", after = \"this phase\" }]\n";

#[test]
fn too_many_waiting_phases_cut_the_game_never_a_panic() {
    let hand = ["\"More Combat\""; 5].join(", ");
    let mut p = game(1, "", &hand, MORE_COMBAT);
    p.to(1, Step::Main1);
    for _ in 0..4 {
        p.act("Alice casts More Combat");
        p.pass_all();
    }
    assert_eq!(p.g.extra_phases.as_ref().map(|x| x.pending.len()), Some(8));
    assert_eq!(p.g.outcome, None);
    p.act("Alice casts More Combat");
    p.pass_all();
    assert_eq!(p.g.outcome, Some(Outcome::PhaseLimit), "{}", p.board());
}

#[test]
fn the_latest_added_phases_come_first_and_all_are_taken_500_8() {
    let hand = ["\"More Combat\""; 2].join(", ");
    let mut p = game(1, "\"Serra Angel\", ", &hand, MORE_COMBAT);
    p.to(1, Step::Main1);
    p.act("Alice casts More Combat");
    p.pass_all();
    p.act("Alice casts More Combat");
    p.pass_all();
    let phases = phases_of_turn(&mut p, 1);
    assert_eq!(
        phases,
        ["main 1", "combat 1", "main 2", "combat 2", "main 3", "combat 3", "main 4"]
    );
    assert_eq!(p.life(1), 8, "the vigilant Angel attacked three times");
}

#[test]
fn a_phase_the_language_cannot_add_is_a_load_error() {
    let card = "\n[[card]]\nname = \"Bad\"\ncost = \"{0}\"\ntypes = [\"instant\"]\nspell = \
                [{ additional-phases = \"an additional beginning phase\", after = \"this phase\" }]\n";
    let e = load_error("bad.toml", &(duel(1, "library = [\"Island\"]", "") + card));
    assert!(e.contains("an additional combat phase"), "{e}");
    let card = "\n[[card]]\nname = \"Bad\"\ncost = \"{0}\"\ntypes = [\"instant\"]\nspell = \
                [{ additional-phases = \"an additional combat phase\", after = \"this turn\" }]\n";
    let e = load_error("bad.toml", &(duel(1, "library = [\"Island\"]", "") + card));
    assert!(e.contains("this main phase"), "{e}");
}
