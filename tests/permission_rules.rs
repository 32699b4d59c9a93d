//! Permissions to play from the graveyard for a duration (CR 601.3, 305.1, 611.2), "exile it
//! instead" for a duration (614.1a), skipping the draw step (614.1b, 614.10) and paying life
//! as a cost (119.4, 118.3): Yawgmoth's Will and Yawgmoth's Bargain.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

/// Alice with Yawgmoth's Will, three Swamps and a Mountain; Lightning Bolt and a Mountain in
/// her graveyard.
fn will(turns: u8, rules: &[&str]) -> Play {
    let alice = "hand = [\"Yawgmoth's Will\"]\ngraveyard = [\"Lightning Bolt\", \"Mountain\"]\n\
                 battlefield = [\"Swamp\", \"Swamp\", \"Swamp\", \"Mountain\"]\n\
                 library = [\"Swamp\", \"Swamp\"]";
    let mut p = Play::with_rules(&duel(turns, alice, BOB), rules);
    p.to(1, Step::Main1);
    p
}

fn options_with(p: &Play, word: &str) -> Vec<String> {
    p.options()
        .into_iter()
        .filter(|o| o.contains(word))
        .collect()
}

#[test]
fn until_end_of_turn_lands_and_spells_are_played_from_the_graveyard_601_3_305_1() {
    let mut p = will(1, &[]);
    // Before the Will: nothing in the graveyard can be played (Bolt has no flashback).
    assert!(
        options_with(&p, "graveyard").is_empty(),
        "{:?}",
        p.options()
    );
    assert!(!p.can("Alice plays Mountain"));
    p.act("Alice casts Yawgmoth's Will");
    p.pass_all();
    // CR 614.1a: the Will is exiled as it resolves (its replacement already applies).
    assert_eq!(p.cards_in(Zone::Exile), ["Yawgmoth's Will"]);
    assert!(p.can("Alice plays Mountain"), "{:?}", p.options());
    assert!(
        p.can("Alice casts Lightning Bolt from their graveyard"),
        "{:?}",
        p.options()
    );
    p.act("Alice plays Mountain");
    // CR 305.2: that was her land play.
    assert!(!p.can("Alice plays"));
    p.act("Alice casts Lightning Bolt from their graveyard, targeting Bob");
    p.pass_all();
    assert_eq!(p.life(1), 17);
    // CR 614.1a: exiled instead of put into the graveyard, so it can't be cast again.
    assert_eq!(
        p.cards_in(Zone::Exile),
        ["Yawgmoth's Will", "Lightning Bolt"]
    );
    assert!(p.cards_in(Zone::Graveyard).is_empty());
    assert!(options_with(&p, "Lightning Bolt").is_empty());
}

#[test]
fn a_spell_from_the_graveyard_keeps_its_timing_and_its_costs_601_3() {
    let mut p = will(1, &[]);
    p.act("Alice casts Yawgmoth's Will");
    // With the Will on the stack, its permission has not begun: no casting from the graveyard
    // in response.
    assert!(options_with(&p, "from their graveyard").is_empty());
    p.pass_all();
    // The Bolt costs its mana cost, {R}: only a Mountain pays it.
    let casts = options_with(&p, "Lightning Bolt");
    assert!(
        casts
            .iter()
            .all(|c| c.contains("paying {R} (tapping Mountain)")),
        "{casts:?}"
    );
}

#[test]
fn the_permission_and_the_replacement_end_in_the_cleanup_step_514_2() {
    let mut p = will(2, &[]);
    p.act("Alice casts Yawgmoth's Will");
    p.pass_all();
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    // Bob's turn: Alice's Mountain is untapped and she has priority, but the permission ended.
    assert!(p.can("Alice passes priority"));
    assert!(
        options_with(&p, "Lightning Bolt").is_empty(),
        "{:?}",
        p.options()
    );
    assert!(p.g.temporary.is_empty());
    // The broken variant keeps it.
    let mut p = will(2, &["duration.end-of-turn=never"]);
    p.act("Alice casts Yawgmoth's Will");
    p.pass_all();
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    assert!(p.can("Alice casts Lightning Bolt from their graveyard"));
}

#[test]
fn the_broken_variant_ignores_the_exile_replacement() {
    let mut p = will(1, &["replacement.graveyard-exile=ignored"]);
    p.act("Alice casts Yawgmoth's Will");
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        ["Yawgmoth's Will", "Lightning Bolt", "Mountain"]
    );
}

/// Alice at `life` with Yawgmoth's Bargain; three turns.
fn bargain(life: u8, rules: &[&str]) -> Play {
    let alice = format!(
        "life = {life}\nbattlefield = [\"Yawgmoth's Bargain\"]\nlibrary = [\"Swamp\", \"Swamp\", \"Swamp\"]"
    );
    Play::with_rules(
        &duel(3, &alice, "library = [\"Island\", \"Island\"]"),
        rules,
    )
}

#[test]
fn skip_your_draw_step_draws_nothing_in_it_614_1b_614_10() {
    let mut p = bargain(5, &[]);
    p.to(3, Step::Main1);
    assert_eq!(p.g.players[0].library.len(), 3, "no card drawn on turn 3");
    assert!(p.cards_in(Zone::Hand).iter().all(|c| c == "Island"));
    // The broken variant draws in the skipped step.
    let mut p = bargain(5, &["skip.draw-step=drawn"]);
    p.to(3, Step::Main1);
    assert_eq!(p.g.players[0].library.len(), 2);
}

#[test]
fn pay_1_life_draw_a_card_down_to_the_last_life_119_4() {
    let mut p = bargain(1, &[]);
    p.to(1, Step::Main1);
    p.act("Alice activates Yawgmoth's Bargain");
    // CR 119.4: paid as the ability is activated, before it resolves; at 0 life she loses
    // (704.5a) before anyone could respond.
    assert_eq!(p.life(0), 0);
    assert!(p.g.players[0].lost, "{}", p.board());
}

#[test]
fn life_is_paid_only_from_a_total_at_least_that_high_119_4_118_3() {
    // A custom card whose cost is more life than Alice has.
    let ledger =
        "\n[[card]]\nname = \"Blood Ledger\"\ncost = \"{1}{B}\"\ntypes = [\"enchantment\"]\n\n\
                  [[card.activated]]\ncost = \"Pay 2 life\"\ndo = [{ draw = 1 }]\n";
    let game = |rules: &[&str]| {
        let alice = "life = 1\nbattlefield = [\"Blood Ledger\"]\nlibrary = [\"Swamp\"]";
        let mut p = Play::with_rules(&(duel(1, alice, "library = [\"Island\"]") + ledger), rules);
        p.to(1, Step::Main1);
        p
    };
    assert!(!game(&[]).can("Alice activates Blood Ledger"));
    let mut p = game(&["cost.pay-life=unlimited"]);
    p.act("Alice activates Blood Ledger");
    assert_eq!(p.life(0), -1);
}

#[test]
fn a_pay_life_cost_is_read_from_the_cost_text() {
    let card = |cost: &str| {
        format!(
            "name = \"t\"\nturns = 1\n[[player]]\nname = \"A\"\n[[player]]\nname = \"B\"\n\n\
             [[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\n[[card.activated]]\ncost = \"{cost}\"\ndo = [{{ draw = 1 }}]\n"
        )
    };
    let err = common::load_error("bad.toml", &card("Pay two life"));
    assert!(err.contains("bad.toml:"), "{err}");
    assert!(err.contains("the life paid is a number"), "{err}");
    assert!(
        rulecheck::model::parse(std::path::Path::new("ok.toml"), &card("{1}, Pay 2 life")).is_ok()
    );
}

/// Alice casts Embodiment of Agonies with `graveyard`; extra inline cards in `cards`.
fn embodiment(graveyard: &str, cards: &str, rules: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"Embodiment of Agonies\"]\ngraveyard = {graveyard}\n\
         battlefield = [\"Swamp\", \"Swamp\", \"Swamp\"]\nlibrary = [\"Swamp\"]"
    );
    let mut p = Play::with_rules(&(duel(1, &alice, BOB) + cards), rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Embodiment of Agonies");
    p.pass_all();
    p
}

fn embodiment_counters(p: &Play) -> u8 {
    p.g.obj(p.card("Embodiment of Agonies")).plus1
}

#[test]
fn each_different_mana_cost_counts_once_whatever_the_order_of_its_symbols_202_1() {
    // {1}{G} written {G}{1} is the same mana cost; {0} is a mana cost; no mana cost is none.
    let custom =
        "\n[[card]]\nname = \"Backwards Bear\"\ncost = \"{G}{1}\"\ntypes = [\"creature\"]\n\
                  power = 2\ntoughness = 2\n";
    let p = embodiment(
        "[\"Grizzly Bears\", \"Backwards Bear\", \"Ornithopter\", \"Ancestral Vision\", \"Forest\"]",
        custom,
        &[],
    );
    assert_eq!(embodiment_counters(&p), 2, "{}", p.board());
    // The broken variant counts every card that has a mana cost.
    let p = embodiment(
        "[\"Grizzly Bears\", \"Backwards Bear\", \"Ornithopter\", \"Ancestral Vision\", \"Forest\"]",
        custom,
        &["count.different-mana-costs=every-card"],
    );
    assert_eq!(embodiment_counters(&p), 3);
}

#[test]
fn a_split_card_counts_its_halves_combined_mana_cost_709_4b() {
    // Ruling (Embodiment of Agonies): "The mana cost of a split card is determined by its two
    // halves combined. For example, the mana cost of Fire//Ice in your graveyard is
    // {2}{U}{R}, the same as the mana cost of Ral's Outburst." (CR 709.4b.)
    let outburst = "\n[[card]]\nname = \"Two-Two Outburst\"\ncost = \"{U}{R}{2}\"\n\
                    types = [\"instant\"]\nspell = [{ draw = 1 }]\n";
    let p = embodiment("[\"Fire // Ice\", \"Two-Two Outburst\"]", outburst, &[]);
    assert_eq!(embodiment_counters(&p), 1, "{}", p.board());
    // Neither half's own cost is counted: Fire // Ice and Lightning Bolt ({R}) are two.
    let p = embodiment("[\"Fire // Ice\", \"Lightning Bolt\"]", "", &[]);
    assert_eq!(embodiment_counters(&p), 2, "{}", p.board());
}

#[test]
fn an_x_cost_differs_from_the_same_cost_without_x_and_an_empty_graveyard_leaves_a_0_0() {
    let p = embodiment("[\"Blaze\", \"Lightning Bolt\"]", "", &[]);
    assert_eq!(embodiment_counters(&p), 2);
    // CR 704.5f: with nothing to count it enters as a 0/0 and dies.
    let p = embodiment("[\"Island\"]", "", &[]);
    assert_eq!(
        p.g.obj(p.card("Embodiment of Agonies")).zone,
        Zone::Graveyard
    );
}
