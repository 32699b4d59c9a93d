//! "Suspend X—[cost with {X}]" (CR 702.62a, 107.3d): X is chosen as the suspend special action
//! is taken, immediately before its cost is paid, and the card is exiled with X time
//! counters; "X can't be 0" holds for that X (107.3, 601.2b). "Whenever a time counter is
//! removed from this while it's exiled" (113.6b, 603.2), and a power and toughness that count
//! cards (604.3), as Aeon Chronicler has them.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str = "hand = [\"Aeon Chronicler\"]\n\
    battlefield = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\n\
    library = [\"Island\", \"Island\", \"Island\"]";
const BOB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

fn suspend_options(sets: &[&str]) -> Vec<String> {
    let p = Play::with_rules(&duel(3, ALICE, BOB), sets);
    let mut p = p;
    p.to(1, Step::Main1);
    p.options()
        .into_iter()
        .filter(|o| o.contains("suspends"))
        .collect()
}

#[test]
fn x_is_chosen_as_the_action_is_taken_and_is_the_number_of_time_counters_107_3d() {
    let options = suspend_options(&[]);
    // Six Islands: {X}{3}{U} is paid with X = 1 or X = 2; X can't be 0.
    assert_eq!(options.len(), 2, "{options:#?}");
    assert!(
        options[0].contains("suspends Aeon Chronicler with 1 time counters (X=1), paying {4}{U}"),
        "{options:#?}"
    );
    assert!(
        options[1].contains("suspends Aeon Chronicler with 2 time counters (X=2), paying {5}{U}"),
        "{options:#?}"
    );
    let mut p = Play::new(&duel(3, ALICE, BOB));
    p.to(1, Step::Main1);
    p.act("with 2 time counters");
    let c = p.card("Aeon Chronicler");
    assert_eq!(p.g.obj(c).zone, Zone::Exile);
    assert_eq!(p.g.obj(c).time, 2);
    let tapped = (p.g.ids())
        .filter(|&i| p.g.obj(i).zone == Zone::Battlefield && p.g.obj(i).tapped)
        .count();
    assert_eq!(tapped, 6, "{{2}}{{3}}{{U}} taps all six Islands");
}

#[test]
fn x_cant_be_0_holds_for_the_suspend_cost_and_its_broken_variant_does_not() {
    let options = suspend_options(&["x.cant-be-0=ignored"]);
    assert_eq!(options.len(), 3, "{options:#?}");
    assert!(options[0].contains("with 0 time counters"), "{options:#?}");
    // `suspend.x=one`: the card is exiled with one time counter whatever X was paid.
    let mut p = Play::with_rules(&duel(3, ALICE, BOB), &["suspend.x=one"]);
    p.to(1, Step::Main1);
    p.act("(X=2)");
    assert_eq!(p.g.obj(p.card("Aeon Chronicler")).time, 1);
}

#[test]
fn a_time_counter_removed_while_it_is_exiled_draws_a_card_113_6b() {
    let mut p = Play::new(&duel(3, ALICE, BOB));
    p.to(1, Step::Main1);
    p.act("with 2 time counters");
    assert!(p.library(0).len() == 3);
    // Alice's turn-3 upkeep: one counter is removed; the trigger draws her a card, and the
    // card stays suspended with one counter. Then her draw step draws another.
    p.to(3, Step::Draw);
    let c = p.card("Aeon Chronicler");
    assert_eq!(p.g.obj(c).time, 1, "{}", p.board());
    assert_eq!(
        p.library(0).len(),
        1,
        "one card drawn by the trigger, {}",
        p.board()
    );
}

#[test]
fn power_and_toughness_are_the_cards_in_its_controllers_hand_604_3() {
    let alice = "battlefield = [\"Aeon Chronicler\"]\nhand = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let p = Play::new(&duel(1, alice, BOB));
    let eng = p.eng();
    let c = p.card("Aeon Chronicler");
    assert_eq!((eng.power(&p.g, c), eng.toughness(&p.g, c)), (2, 2));
    // With no card in hand it is 0/0 and dies (CR 704.5f).
    let alice = "battlefield = [\"Aeon Chronicler\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, BOB));
    p.act("");
    assert_eq!(p.g.obj(p.card("Aeon Chronicler")).zone, Zone::Graveyard);
}

#[test]
fn suspend_x_and_counted_toughness_are_checked_at_load() {
    let card = |fields: &str| {
        format!(
            "{}[[card]]\nname = \"X Beast\"\ncost = \"{{2}}{{R}}\"\ntypes = [\"creature\"]\n{fields}\n",
            duel(1, "hand = [\"X Beast\"]", "library = [\"Island\"]")
        )
    };
    let e = load_error(
        "m.toml",
        &card("power = 2\ntoughness = 2\nsuspend = { time = \"X\", cost = \"{3}{R}\" }"),
    );
    assert!(e.contains("\"Suspend X\" needs {X} in its cost"), "{e}");
    let e = load_error("m.toml", &card("power = 2\ntoughness = \"*\""));
    assert!(
        e.contains("toughness must be a number, or \"*\" together with power_counts"),
        "{e}"
    );
    let e = load_error(
        "m.toml",
        &card("power = 2\ntoughness = 2\npower_counts = { zones = [\"hand\"] }"),
    );
    assert!(
        e.contains("power_counts needs power = \"*\" or toughness = \"*\""),
        "{e}"
    );
    let e = load_error(
        "m.toml",
        &card("power = 2\ntoughness = 2\nsuspend = { time = 2, cost = \"{R}\" }\nrequirement = \"X can't be 0\""),
    );
    assert!(
        e.contains("needs {X} in the mana cost or the suspend cost"),
        "{e}"
    );
}

/// The event with an intervening "if" (CR 603.4): the ability does something only if the
/// condition holds as the counter is removed and as it resolves.
#[test]
fn a_time_counter_removal_trigger_checks_its_intervening_if_603_4() {
    let model = |battlefield: &str| {
        format!(
            "{}[[card]]\nname = \"Tick Scribe\"\ncost = \"{{5}}{{U}}\"\ntypes = [\"sorcery\"]\n\
             suspend = {{ time = 3, cost = \"{{U}}\" }}\nspell = [{{ draw = 1 }}]\n\
             [[card.triggered]]\n\
             when = \"a time counter is removed from Tick Scribe while it's exiled, if you control a creature with power 4 or greater\"\n\
             do = [{{ draw = 1 }}]\n",
            duel(
                1,
                &format!("battlefield = [{battlefield}]\nexile = [{{ card = \"Tick Scribe\", time = 3 }}]\nlibrary = [\"Island\", \"Island\"]"),
                BOB
            )
        )
    };
    // No such creature: the counter goes, nothing is drawn.
    let mut p = Play::new(&model(""));
    p.to(1, Step::Main1);
    assert_eq!(
        (p.g.obj(p.card("Tick Scribe")).time, p.library(0).len()),
        (2, 2)
    );
    // With Bonecrusher Giant (4/3): it triggers and draws.
    let mut p = Play::new(&model("\"Bonecrusher Giant\""));
    p.to(1, Step::Main1);
    assert_eq!(
        (p.g.obj(p.card("Tick Scribe")).time, p.library(0).len()),
        (2, 1)
    );
}
