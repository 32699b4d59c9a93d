//! The mana pool (CR 106.4): mana a source makes beyond the cost it pays stays in its
//! player's pool, as does mana an instruction adds (Dark Ritual, 605.1a: not a mana ability),
//! until the step or phase ends (500.4); pool mana pays before a source is tapped, and
//! restricted mana stays restricted there (106.6).

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

const BOB: &str = "hand = [\"Island\", \"Forest\"]\nlibrary = [\"Island\"]";

fn pool(p: &Play, player: usize) -> String {
    p.g.players[player]
        .pool
        .as_deref()
        .map_or("empty".into(), |q| q.symbols())
}

/// Alice's main phase on turn 1.
fn main1(alice: &str) -> Play {
    let mut p = Play::new(&duel(1, alice, BOB));
    p.to(1, Step::Main1);
    p
}

/// The ways Alice can cast `card` now.
fn casts(p: &Play, card: &str) -> Vec<String> {
    let needle = format!("casts {card}");
    p.options()
        .into_iter()
        .filter(|o| o.contains(&needle))
        .collect()
}

fn lotus_and_hammers(rules: &[&str]) -> Play {
    let alice = "hand = [\"Volcanic Hammer\", \"Volcanic Hammer\"]\n\
                 battlefield = [\"Lotus Bloom\", \"Mountain\"]\nlibrary = [\"Mountain\"]";
    let mut p = Play::with_rules(&duel(1, alice, BOB), rules);
    p.to(1, Step::Main1);
    p
}

#[test]
fn what_lotus_bloom_makes_beyond_the_cost_pays_the_next_spell_106_4() {
    let mut p = lotus_and_hammers(&[]);
    p.act("Alice casts Volcanic Hammer, targeting Bob, paying {1}{R} (tapping and sacrificing Lotus Bloom; mana pool: {R})");
    assert_eq!(pool(&p, 0), "{R}");
    p.pass_all();
    assert_eq!(p.life(1), 17);
    // The pool pays first; the Mountain pays the rest.
    p.act("Alice casts Volcanic Hammer, targeting Bob, paying {1}{R} (tapping Mountain; mana pool: empty)");
    p.pass_all();
    assert_eq!(p.life(1), 14, "{}", p.board());
    assert_eq!(pool(&p, 0), "empty");
}

#[test]
fn the_broken_variant_loses_the_mana_left_over() {
    let mut p = lotus_and_hammers(&["mana.unused=lost"]);
    p.act("Alice casts Volcanic Hammer, targeting Bob, paying {1}{R} (tapping and sacrificing Lotus Bloom)");
    assert_eq!(pool(&p, 0), "empty");
    p.pass_all();
    assert!(
        !p.can("casts Volcanic Hammer"),
        "one Mountain can't pay {{1}}{{R}}: {:#?}",
        p.options()
    );
}

#[test]
fn the_pool_empties_as_the_step_ends_500_4() {
    let mut p = lotus_and_hammers(&[]);
    p.act("sacrificing Lotus Bloom; mana pool: {R}");
    p.pass_all();
    assert_eq!(pool(&p, 0), "{R}", "the same main phase: it stays");
    p.act("passes priority");
    p.act("passes priority");
    assert_ne!(p.g.step, Step::Main1);
    assert_eq!(pool(&p, 0), "empty", "{}", p.board());
    // The broken variant keeps it for the next step.
    let mut p = lotus_and_hammers(&["mana.pool-empties=never"]);
    p.act("sacrificing Lotus Bloom; mana pool: {R}");
    p.pass_all();
    p.act("passes priority");
    p.act("passes priority");
    assert_ne!(p.g.step, Step::Main1);
    assert_eq!(pool(&p, 0), "{R}");
}

#[test]
fn which_colour_lotus_bloom_makes_for_a_generic_cost_is_a_choice_605_3b() {
    let alice =
        "hand = [\"Bonesplitter\"]\nbattlefield = [\"Lotus Bloom\"]\nlibrary = [\"Mountain\"]";
    let p = main1(alice);
    let casts = casts(&p, "Bonesplitter");
    for colour in ["W", "U", "B", "R", "G"] {
        let left = format!("mana pool: {{{colour}}}{{{colour}}})");
        assert!(casts.iter().any(|o| o.ends_with(&left)), "{casts:#?}");
    }
    assert_eq!(casts.len(), 5, "{casts:#?}");
}

#[test]
fn dark_ritual_adds_mana_that_pays_a_spell_cast_after_it_resolves_605_1a() {
    let alice =
        "hand = [\"Dark Ritual\", \"Mind Rot\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Swamp\"]";
    let mut p = main1(alice);
    assert!(!p.can("casts Mind Rot"));
    p.act("Alice casts Dark Ritual");
    p.pass_all();
    assert_eq!(pool(&p, 0), "{B}{B}{B}");
    p.act(
        "Alice casts Mind Rot, targeting Bob, paying {2}{B} (from the mana pool; mana pool: empty)",
    );
    p.pass_all();
    // Bob chooses the two cards he discards.
    p.act("Island");
    p.act("Forest");
    assert_eq!(p.eng().hand_size(&p.g, 1), 0, "{}", p.board());
}

#[test]
fn ritual_mana_made_in_the_upkeep_is_gone_by_the_main_phase_500_4() {
    let alice =
        "hand = [\"Dark Ritual\", \"Mind Rot\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Swamp\"]";
    let mut p = Play::new(&duel(1, alice, BOB));
    p.to(1, Step::Upkeep);
    p.act("Alice casts Dark Ritual");
    p.pass_all();
    assert_eq!(pool(&p, 0), "{B}{B}{B}");
    p.to(1, Step::Main1);
    assert_eq!(pool(&p, 0), "empty");
    assert!(!p.can("casts Mind Rot"), "{:#?}", p.options());
}

#[test]
fn mana_of_any_colours_left_over_is_chosen_as_it_is_spent_and_stays_restricted_106_6() {
    // A source making five mana in any combination of colours, only for spells.
    let model = "name = \"t\"\nturns = 1\n\n[[player]]\nname = \"Alice\"\n\
                 hand = [\"Bonesplitter\", \"Lightning Helix\"]\nbattlefield = [\"Prism\"]\n\
                 library = [\"Island\"]\n\n[[player]]\nname = \"Bob\"\nlibrary = [\"Island\"]\n\n\
                 [[card]]\nname = \"Prism\"\ntypes = [\"artifact\"]\n\
                 mana = { any_combination = 5, spend_only = \"to cast spells\" }\n\
                 text = \"{T}: Add five mana in any combination of colors. Spend this mana only to cast spells.\"\n";
    let mut p = Play::new(model);
    p.to(1, Step::Main1);
    let casts = casts(&p, "Bonesplitter");
    assert_eq!(
        casts,
        ["Alice casts Bonesplitter, paying {1} (tapping Prism; mana pool: 4 mana of any color for spells)"],
        "one payment, not one per combination of colours"
    );
    p.act("casts Bonesplitter");
    p.pass_all();
    // Lightning Helix, {R}{W}, from the pool: the colours are chosen now.
    p.act("Alice casts Lightning Helix, targeting Bob, paying {W}{R} (from the mana pool; mana pool: 2 mana of any color for spells)");
    p.pass_all();
    assert_eq!(p.life(1), 17, "{}", p.board());
}

#[test]
fn an_instruction_adding_a_choice_of_mana_is_a_load_error_that_says_so() {
    let model = "name = \"t\"\nturns = 1\n[[player]]\nname = \"A\"\n[[player]]\nname = \"B\"\n\n\
                 [[card]]\nname = \"Manamorph\"\ncost = \"{1}{R}\"\ntypes = [\"instant\"]\n\
                 text = \"Add three mana of any one color.\"\nspell = [{ add = \"three mana of any one color\" }]\n";
    let e = common::load_error("bad.toml", model);
    assert!(e.contains("bad.toml:13:"), "{e}");
    assert!(e.contains("a choice"), "{e}");
    assert!(e.contains("not in the language yet"), "{e}");
}

#[test]
fn manamorphose_adds_two_mana_whose_colours_are_chosen_as_they_are_spent() {
    let alice = "hand = [\"Manamorphose\", \"Lightning Helix\"]\n\
                 battlefield = [\"Mountain\", \"Mountain\"]\nlibrary = [\"Island\"]";
    let mut p = main1(alice);
    assert!(
        !p.can("casts Lightning Helix"),
        "two Mountains can't pay {{R}}{{W}}"
    );
    p.act("Alice casts Manamorphose");
    p.pass_all();
    assert_eq!(pool(&p, 0), "2 mana of any color");
    assert_eq!(
        p.eng().hand_size(&p.g, 0),
        2,
        "it drew a card: {}",
        p.board()
    );
    p.act("Alice casts Lightning Helix, targeting Bob, paying {W}{R} (from the mana pool; mana pool: empty)");
    p.pass_all();
    assert_eq!(p.life(1), 17);
}
