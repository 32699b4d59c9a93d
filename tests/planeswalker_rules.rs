//! Planeswalkers and loyalty abilities (CR 306, 606, 704.5i), a spell's own casting
//! restriction (CR 601.3), and discard (CR 701.9a), on the engine directly.

mod common;

use common::{duel, Play, TEST_WALKER};
use rulecheck::engine::{Step, Zone};

const LIB: &str =
    "library = [\"Plan the Heist\", \"Plan the Heist\", \"Plan the Heist\", \"Plan the Heist\"]";

fn walker(alice: &str) -> Play {
    Play::new(&(duel(3, &format!("{alice}\n{LIB}"), LIB) + TEST_WALKER))
}

#[test]
fn a_planeswalker_enters_with_its_printed_loyalty_306_5b() {
    let mut p = walker("hand = [\"Test Walker\"]\nbattlefield = [\"Island\"]");
    p.to(1, Step::Main1);
    p.act("Alice casts Test Walker");
    p.act("Alice passes priority");
    p.act("Bob passes priority");
    let w = p.card("Test Walker");
    assert_eq!(p.g.obj(w).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(w).loyalty, 2);
}

#[test]
fn loyalty_abilities_once_per_turn_at_sorcery_speed_606_3() {
    let mut p = walker("battlefield = [\"Test Walker\"]");
    let w = p.card("Test Walker");
    assert_eq!(
        p.g.obj(w).loyalty,
        2,
        "a starting planeswalker has its printed loyalty"
    );
    assert_eq!(p.g.step, Step::Upkeep);
    assert!(!p.can("activates"), "not in upkeep: sorcery speed");
    p.to(1, Step::Main1);
    p.act("Alice activates Test Walker's -1 ability (\"Draw a card.\")");
    assert_eq!(p.g.obj(w).loyalty, 1, "the cost is paid at once (606.4)");
    assert!(!p.can("activates"), "not with the ability on the stack");
    p.act("Alice passes priority");
    p.act("Bob passes priority");
    assert!(p.g.stack.is_empty());
    assert!(!p.can("activates"), "one loyalty ability per turn (606.3)");
    p.to(1, Step::Main2);
    assert!(!p.can("activates"), "still the same turn");
    p.to(2, Step::Main1);
    assert!(!p.can("Alice activates"), "not on Bob's turn");
    p.to(3, Step::Main1);
    assert!(p.can("Alice activates Test Walker's 0 ability"));
}

#[test]
fn the_once_per_turn_switch_lets_a_permanent_activate_again() {
    let mut p = Play::with_rules(
        &(duel(1, &format!("battlefield = [\"Test Walker\"]\n{LIB}"), LIB) + TEST_WALKER),
        &["loyalty.once-per-turn=unlimited"],
    );
    p.to(1, Step::Main1);
    p.act("Alice activates Test Walker's 0 ability");
    p.act("Alice passes priority");
    p.act("Bob passes priority");
    assert!(p.can("Alice activates Test Walker's 0 ability"));
}

#[test]
fn a_negative_cost_needs_that_many_counters_606_6() {
    let mut p = walker("battlefield = [{ card = \"Test Walker\", loyalty = 2 }]");
    p.to(1, Step::Main1);
    assert!(p.can("Test Walker's -1 ability"));
    assert!(!p.can("Test Walker's -3 ability"), "2 loyalty can't pay −3");
    let mut p = walker("battlefield = [{ card = \"Test Walker\", loyalty = 3 }]");
    p.to(1, Step::Main1);
    assert!(p.can("Test Walker's -3 ability"), "−3 (U+2212) is −3");
}

#[test]
fn a_planeswalker_with_no_loyalty_goes_to_the_graveyard_704_5i() {
    let mut p = walker("battlefield = [{ card = \"Test Walker\", loyalty = 1 }]");
    p.to(1, Step::Main1);
    let hand = p.cards_in(Zone::Hand).len();
    p.act("Alice activates Test Walker's -1 ability");
    let w = p.card("Test Walker");
    assert_eq!(
        p.g.obj(w).zone,
        Zone::Graveyard,
        "0 loyalty: a state-based action"
    );
    p.act("Alice passes priority");
    p.act("Bob passes priority");
    assert_eq!(
        p.cards_in(Zone::Hand).len(),
        hand + 1,
        "the ability resolves without its source (CR 113.7a)"
    );
}

fn jace(alice: &str, turns: u8, rules: &[&str]) -> Play {
    let lib = "library = [\"Plan the Heist\", \"Plan the Heist\", \"Plan the Heist\", \"Plan the Heist\"]";
    Play::with_rules(&duel(turns, &format!("{alice}\n{lib}"), lib), rules)
}

#[test]
fn jace_cant_be_cast_during_your_first_three_turns_601_3() {
    let mut p = jace(
        "hand = [\"Jace Reawakened\"]\nbattlefield = [\"Island\", \"Island\"]",
        7,
        &[],
    );
    for turn in [1, 3, 5] {
        p.to(turn, Step::Main1);
        assert!(
            !p.can("casts Jace"),
            "Alice's turn {turn} is one of her first three"
        );
    }
    p.to(7, Step::Main1);
    assert!(
        p.can("Alice casts Jace Reawakened"),
        "turn 7 is Alice's fourth"
    );
}

#[test]
fn the_count_is_the_casters_turns_not_the_games() {
    // Counting the game's turns (the mutant), Alice's third turn is game turn 5.
    let mut p = jace(
        "hand = [\"Jace Reawakened\"]\nbattlefield = [\"Island\", \"Island\"]",
        5,
        &["cast.turns-counted=game"],
    );
    p.to(3, Step::Main1);
    assert!(!p.can("casts Jace"));
    p.to(5, Step::Main1);
    assert!(p.can("Alice casts Jace Reawakened"));
}

#[test]
fn the_restriction_applies_to_a_plotted_jace_702_170d() {
    // Casting a plotted card is casting (CR 601.3, 702.170d): from exile too.
    let mut p = jace(
        "exile = [{ card = \"Jace Reawakened\", plotted = true }]",
        7,
        &[],
    );
    for turn in [1, 3, 5] {
        p.to(turn, Step::Main1);
        assert!(!p.can("casts Jace"), "turn {turn}");
    }
    p.to(7, Step::Main1);
    assert!(
        p.can("Alice casts Jace Reawakened from exile (plot) without paying its mana cost, free")
    );
}

#[test]
fn jaces_loot_draws_then_the_player_chooses_the_discard_701_9a() {
    let mut p = jace(
        "hand = [\"Grizzly Bears\", \"Lightning Bolt\"]\nbattlefield = [\"Jace Reawakened\"]",
        1,
        &[],
    );
    p.to(1, Step::Main1);
    p.act("Alice activates Jace Reawakened's +1 ability (\"Draw a card, then discard a card.\")");
    p.act("Alice passes priority");
    p.act("Bob passes priority");
    let mut choices = p.options();
    choices.sort();
    assert_eq!(
        choices,
        [
            "Alice chooses Grizzly Bears and discards it",
            "Alice chooses Lightning Bolt and discards it",
            "Alice chooses Plan the Heist and discards it",
        ],
        "the drawn card is among them; no choice of none"
    );
    p.act("Alice chooses Grizzly Bears and discards it");
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).zone, Zone::Graveyard);
    assert_eq!(p.cards_in(Zone::Hand).len(), 2);
}

#[test]
fn interchangeable_cards_are_one_discard_choice() {
    let mut p = jace(
        "hand = [\"Plan the Heist\"]\nbattlefield = [\"Jace Reawakened\"]",
        1,
        &[],
    );
    p.to(1, Step::Main1);
    p.act("Alice activates Jace Reawakened's +1 ability (\"Draw");
    p.act("Alice passes priority");
    p.act("Bob passes priority");
    assert_eq!(
        p.options(),
        ["Alice chooses Plan the Heist and discards it"]
    );
}

#[test]
fn jaces_other_plus_one_plots_a_card_from_hand_702_170c() {
    let mut p = jace(
        "hand = [\"Grizzly Bears\", \"Plan the Heist\"]\nbattlefield = [\"Jace Reawakened\"]",
        3,
        &[],
    );
    p.to(1, Step::Main1);
    p.act("Alice activates Jace Reawakened's +1 ability (\"You may exile");
    p.act("Alice passes priority");
    p.act("Bob passes priority");
    assert!(
        !p.options().iter().any(|o| o.contains("Plan the Heist")),
        "mana value 4 is not 3 or less: {:?}",
        p.options()
    );
    p.act("Grizzly Bears");
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).plotted, Some(1));
    assert_eq!(p.g.obj(p.card("Jace Reawakened")).loyalty, 4);
    p.to(3, Step::Main1);
    assert!(p.can("Alice casts Grizzly Bears from exile (plot) without paying its mana cost, free"));
}

#[test]
fn card_errors_name_the_mistake() {
    let bad = |card: &str, want: &str| {
        let text = duel(1, LIB, LIB) + card;
        let e = rulecheck::model::parse(std::path::Path::new("m.toml"), &text)
            .err()
            .unwrap_or_else(|| panic!("{card} should not load"))
            .render();
        assert!(e.contains(want), "{e}");
    };
    bad(
        "[[card]]\nname = \"W\"\ntypes = [\"planeswalker\"]\n",
        "planeswalker 'W' needs `loyalty`, its printed loyalty (CR 306.5b)",
    );
    bad(
        "[[card]]\nname = \"W\"\ntypes = [\"planeswalker\"]\nloyalty = 3\n[[card.activated]]\nloyalty = \"plus one\"\ndo = []\n",
        "a loyalty cost is \"+N\", \"-N\" or \"0\", not \"plus one\"",
    );
    bad(
        "[[card]]\nname = \"W\"\ntypes = [\"planeswalker\"]\nloyalty = 3\n[[card.activated]]\nzone = \"exile\"\nloyalty = \"+1\"\ndo = []\n",
        "a loyalty ability is activated on the battlefield",
    );
    bad(
        "[[card]]\nname = \"W\"\ntypes = [\"sorcery\"]\ncant_cast = \"during your second or third turns\"\n",
        "name the turns from the first in order",
    );
    bad(
        "[[card]]\nname = \"W\"\ntypes = [\"sorcery\"]\nspell = [{ discard = \"a card in exile\" }]\n",
        "a card is discarded from a hand, not from exile",
    );
}
