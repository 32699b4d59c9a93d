//! Dice, rule by rule (CR 706; the planar die as a die, 706.7 and 901.9d; 901.9's instructed
//! roll).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

fn mountains(n: usize) -> String {
    vec!["\"Mountain\""; n].join(", ")
}

/// A d20 with a results table (CR 706.3a), and a plain "roll a d20" for triggers to read.
const D20_CARDS: &str = r#"
[[card]]
name = "Table Roll"
cost = "{R}"
types = ["sorcery"]
text = "Roll a d20. 1-9 | You gain 1 life. 10-19 | You gain 2 life. 20 | You gain 5 life."
spell = [
  { roll = "a d20" },
  { gain-life = 1, if = "the result is 1-9" },
  { gain-life = 2, if = "the result is 10-19" },
  { gain-life = 5, if = "the result is 20" },
]
"#;

fn with_cards(alice: &str, bob: &str, cards: &str) -> Play {
    Play::new(&format!("{}{cards}", duel(1, alice, bob)))
}

fn goblins(p: &Play) -> usize {
    p.cards_in(Zone::Battlefield)
        .iter()
        .filter(|n| *n == "Goblin")
        .count()
}

#[test]
fn a_six_sided_die_shows_every_result_from_1_to_6_706_1a() {
    let alice = format!(
        "hand = [\"Box of Free-Range Goblins\"]\nbattlefield = [{}]\nlibrary = [\"Mountain\"]",
        mountains(6)
    );
    let mut p = Play::new(&duel(1, &alice, BOB).replacen(
        "turns = 1\n",
        "turns = 1\ntokens = { Goblin = 6 }\n",
        1,
    ));
    p.to(1, Step::Main1);
    p.act("casts Box of Free-Range Goblins");
    p.pass_all();
    assert_eq!(
        p.options(),
        (1..=6)
            .map(|n| format!("the die shows {n}"))
            .collect::<Vec<_>>(),
        "chance gives each result; no player chooses, so no one may concede now"
    );
    p.act("the die shows 4");
    assert_eq!(goblins(&p), 4, "equal to the result (CR 706.2)");
    assert_eq!(p.cards_in(Zone::Graveyard), ["Box of Free-Range Goblins"]);
}

#[test]
fn a_results_table_applies_the_line_of_the_result_706_3a() {
    for (shows, life) in [(9, 21), (10, 22), (19, 22), (20, 25)] {
        let mut p = with_cards(
            "hand = [\"Table Roll\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Mountain\"]",
            BOB,
            D20_CARDS,
        );
        p.to(1, Step::Main1);
        p.act("casts Table Roll");
        p.pass_all();
        assert_eq!(p.options().len(), 20, "a d20 has 20 results");
        p.act(&format!("the die shows {shows}"));
        assert_eq!(p.life(0), life, "the die showed {shows}");
    }
}

#[test]
fn a_roll_triggers_whenever_you_roll_one_or_more_dice_and_reads_the_result_603_2() {
    let alice = "hand = [\"Table Roll\"]\nbattlefield = [\"Mountain\", \"Farideh, Devil's Chosen\", \"Brazen Dwarf\"]\nlibrary = [\"Mountain\", \"Mountain\"]";
    for (shows, drawn) in [(9, false), (10, true)] {
        let mut p = with_cards(alice, BOB, D20_CARDS);
        p.to(1, Step::Main1);
        p.act("casts Table Roll");
        p.pass_all();
        p.act(&format!("the die shows {shows}"));
        // CR 603.3b: Alice orders her two triggers; either order ends the same here.
        p.act("puts Farideh, Devil's Chosen's trigger on the stack next");
        assert_eq!(p.g.stack.len(), 2, "Farideh's and the Dwarf's triggers");
        let hand = p.cards_in(Zone::Hand).len();
        p.pass_all();
        p.pass_all();
        assert_eq!(p.life(1), 19, "Brazen Dwarf: 1 damage to each opponent");
        assert_eq!(
            p.cards_in(Zone::Hand).len(),
            hand + usize::from(drawn),
            "Farideh draws only if the result was 10 or higher (it was {shows})"
        );
        let farideh = p.card("Farideh, Devil's Chosen");
        assert!(p.board().contains("Farideh"), "{}", p.board());
        let eng = p.eng();
        assert!(eng.has_keyword(&p.g, farideh, rulecheck::cards::Keyword::Flying));
    }
}

/// Steel Squirrel: "whenever you roll a 5 or higher on a die ... +X/+X, where X is the result".
#[test]
fn a_trigger_on_a_result_reads_that_result_706_2() {
    let alice = format!(
        "battlefield = [\"Steel Squirrel\", {}]\nlibrary = [\"Mountain\"]",
        mountains(6)
    );
    for (shows, power) in [(4, 1), (5, 6), (6, 7)] {
        let mut p = Play::new(&duel(1, &alice, BOB));
        p.to(1, Step::Main1);
        p.act("activates Steel Squirrel");
        p.pass_all();
        p.act(&format!("the die shows {shows}"));
        let triggered = !p.g.stack.is_empty();
        assert_eq!(triggered, shows >= 5, "the die showed {shows}");
        if triggered {
            p.pass_all();
        }
        let sq = p.card("Steel Squirrel");
        assert_eq!(p.eng().power(&p.g, sq), power, "the die showed {shows}");
        assert_eq!(p.eng().toughness(&p.g, sq), power);
    }
}

fn planar(alice_battlefield: &str) -> String {
    format!(
        "name = \"test\"\nturns = 1\n\n[[player]]\nname = \"Alice\"\nbattlefield = [{alice_battlefield}]\nlibrary = [\"Island\"]\nplanar_deck = [\"Fields of Summer\"]\n\n[[player]]\nname = \"Bob\"\nlibrary = [\"Island\"]\nplanar_deck = [\"The Eon Fog\"]\n"
    )
}

#[test]
fn rolling_the_planar_die_is_rolling_a_die_without_a_number_706_7_901_9d() {
    let model = planar("\"Brazen Dwarf\", \"Steel Squirrel\", \"Island\"");
    let mut p = Play::new(&model);
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die");
    p.act("shows a blank face");
    assert_eq!(
        p.g.stack.len(),
        1,
        "the Dwarf triggers; Steel Squirrel's '5 or higher' ignores the planar die"
    );
    p.pass_all();
    assert_eq!(p.life(1), 19);

    // The deliberately broken variant: the planar die triggers nothing.
    let mut p = Play::with_rules(&model, &["dice.planar-die-is-a-die=ignored"]);
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die");
    p.act("shows a blank face");
    assert!(p.g.stack.is_empty());
}

#[test]
fn an_instructed_planar_roll_is_not_the_special_action_901_9() {
    let model = planar("\"Fractured Powerstone\", \"Brazen Dwarf\"");
    let mut p = Play::new(&model);
    assert!(
        !p.can("activates Fractured Powerstone"),
        "only as a sorcery (CR 602.5d)"
    );
    p.to(1, Step::Main1);
    p.act("Alice activates Fractured Powerstone");
    p.pass_all();
    assert_eq!(
        p.options(),
        [
            "the planar die shows a blank face",
            "the planar die shows the chaos symbol",
            "the planar die shows the Planeswalker symbol"
        ]
    );
    p.act("shows a blank face");
    assert_eq!(p.g.players[0].planar_rolls, 0, "not the special action");
    assert_eq!(p.g.stack.len(), 1, "it is a die roll: the Dwarf triggers");
    p.pass_all();
    assert!(
        p.can("Alice rolls the planar die, paying {0}"),
        "the action's first roll this turn is still free: {:?}",
        p.options()
    );

    let mut p = Play::with_rules(&model, &["dice.effect-planar-roll=counted"]);
    p.to(1, Step::Main1);
    p.act("Alice activates Fractured Powerstone");
    p.pass_all();
    p.act("shows a blank face");
    p.pass_all();
    assert!(!p.can("Alice rolls the planar die"), "{{1}}: no mana left");
}

#[test]
fn roll_two_and_ignore_one_keeps_the_rollers_choice_706_6() {
    let alice = format!(
        "battlefield = [\"Steel Squirrel\", \"Krark's Other Thumb\", {}]\nlibrary = [\"Mountain\"]",
        mountains(6)
    );
    let mut p = Play::new(&duel(1, &alice, BOB));
    p.to(1, Step::Main1);
    p.act("activates Steel Squirrel");
    p.pass_all();
    p.act("the die shows 3");
    assert_eq!(
        p.options(),
        (3..=6)
            .map(|n| format!("the die shows {n}"))
            .collect::<Vec<_>>(),
        "the dice are alike: the second is explored from the first's result up"
    );
    p.act("the die shows 6");
    assert_eq!(
        p.options(),
        [
            "Alice keeps the 3 and ignores the other roll",
            "Alice keeps the 6 and ignores the other roll"
        ]
    );
    p.act("keeps the 3");
    assert!(
        p.g.stack.is_empty(),
        "the ignored 6 never happened: Steel Squirrel does not trigger"
    );

    let mut p = Play::with_rules(&duel(1, &alice, BOB), &["dice.ignored-roll=triggers"]);
    p.to(1, Step::Main1);
    p.act("activates Steel Squirrel");
    p.pass_all();
    p.act("the die shows 3");
    p.act("the die shows 6");
    p.act("keeps the 3");
    assert_eq!(p.g.stack.len(), 1, "the broken variant triggers on the 6");
}

#[test]
fn dice_phrases_are_checked_at_load() {
    let load = |step: &str| {
        let card = format!(
            "[[card]]\nname = \"Die Card\"\ncost = \"{{R}}\"\ntypes = [\"sorcery\"]\nspell = [{step}]\n"
        );
        let toml = format!("{}{card}", duel(1, "hand = [\"Die Card\"]", BOB));
        match rulecheck::model::parse(std::path::Path::new("m.toml"), &toml) {
            Ok(_) => String::new(),
            Err(e) => e.render(),
        }
    };
    let e = load("{ roll = \"a d50\" }");
    assert!(e.contains("a die here has 2 to 20 sides, not 50"), "{e}");
    let e = load("{ roll = \"a seven-headed die\" }");
    assert!(e.contains("expected a die: \"six-sided die\""), "{e}");
    let e = load("{ roll = \"the planar die\" }, { draw = 1 }");
    assert!(
        e.contains("\"roll the planar die\" must be the ability's last instruction"),
        "{e}"
    );
    let e = load("{ roll = \"a d20\" }, { draw = 1, if = \"the result is 9-2\" }");
    assert!(e.contains("the range 9-2 is empty"), "{e}");
    assert!(load("{ roll = \"a d20\" }, { draw = 1, if = \"the result is 10+\" }").is_empty());
}

#[test]
fn plus_one_die_and_ignore_the_lowest_keeps_the_highest_706_6() {
    let alice = format!(
        "battlefield = [\"Steel Squirrel\", \"Barbarian Class\", {}]\nlibrary = [\"Mountain\"]",
        mountains(6)
    );
    let mut p = Play::new(&duel(1, &alice, BOB));
    p.to(1, Step::Main1);
    p.act("activates Steel Squirrel");
    p.pass_all();
    p.act("the die shows 2");
    p.act("the die shows 5");
    assert_eq!(
        p.g.stack.len(),
        1,
        "no choice: the 5 is kept, the 2 ignored"
    );
    p.pass_all();
    let sq = p.card("Steel Squirrel");
    assert_eq!(p.eng().power(&p.g, sq), 6);
}

/// Hammer Jammer: "As Hammer Jammer enters, roll a six-sided die. Hammer Jammer enters with a
/// number of +1/+1 counters on it equal to the result. Whenever you roll a die, remove all
/// +1/+1 counters from Hammer Jammer, then put a number of +1/+1 counters on it equal to the
/// result."
#[test]
fn a_die_rolled_as_a_permanent_enters_614_1c_706_1() {
    let alice = format!(
        "hand = [\"Hammer Jammer\", \"Table Roll\"]\nbattlefield = [\"Brazen Dwarf\", {}]\nlibrary = [\"Mountain\"]",
        mountains(5)
    );
    let mut p = with_cards(&alice, BOB, D20_CARDS);
    p.to(1, Step::Main1);
    p.act("casts Hammer Jammer");
    p.pass_all();
    assert_eq!(
        p.options(),
        (1..=6)
            .map(|n| format!("the die shows {n}"))
            .collect::<Vec<_>>(),
        "the die is rolled as the spell resolves, before it enters"
    );
    assert_eq!(p.cards_in(Zone::Stack), ["Hammer Jammer"]);
    p.act("the die shows 4");
    let jammer = p.card("Hammer Jammer");
    assert_eq!(p.g.obj(jammer).zone, Zone::Battlefield);
    assert_eq!(p.eng().power(&p.g, jammer), 4, "four +1/+1 counters");
    assert_eq!(
        p.g.stack.len(),
        1,
        "Brazen Dwarf's trigger only: the Jammer was not on the battlefield as the die was rolled"
    );
    p.pass_all();
    assert_eq!(
        p.life(1),
        19,
        "a roll as it enters is a roll (CR 706.1, 603.2)"
    );

    // A later roll: all its counters are replaced by the new result (CR 706.2).
    p.act("casts Table Roll");
    p.pass_all();
    p.act("the die shows 11");
    // CR 603.3b: Alice puts the Dwarf's trigger first (below), Hammer Jammer's resolves first.
    p.act("puts Brazen Dwarf's trigger on the stack next");
    p.pass_all(); // Hammer Jammer's trigger
    p.pass_all();
    assert_eq!(p.eng().power(&p.g, jammer), 11, "{}", p.board());

    // The deliberately broken variant: the roll as it enters triggers nothing.
    let mut p = Play::with_rules(
        &format!("{}{D20_CARDS}", duel(1, &alice, BOB)),
        &["dice.as-enters-roll=silent"],
    );
    p.to(1, Step::Main1);
    p.act("casts Hammer Jammer");
    p.pass_all();
    p.act("the die shows 4");
    assert!(p.g.stack.is_empty());
}

/// CR 614.1c, 706.1: a card that rolls "as this enters" rolls however it enters: put onto the
/// battlefield by an instruction (Living End), each such card rolls before any of them enters.
#[test]
fn a_card_put_onto_the_battlefield_by_an_instruction_rolls_as_it_enters_614_1c() {
    let alice = "exile = [{ card = \"Living End\", time = 1 }]\n\
                 graveyard = [\"Hammer Jammer\"]\n\
                 battlefield = [\"Memnite\"]\nlibrary = [\"Mountain\"]";
    let mut p = Play::new(&duel(1, alice, BOB));
    p.pass_until("Alice casts Living End");
    p.act("Alice casts Living End");
    p.pass_all();
    // Memnite is sacrificed; the Jammer's die is rolled before it returns.
    assert_eq!(
        p.options(),
        (1..=6)
            .map(|n| format!("the die shows {n}"))
            .collect::<Vec<_>>(),
        "{}",
        p.board()
    );
    p.act("the die shows 5");
    let jammer = p.card("Hammer Jammer");
    assert_eq!(p.g.obj(jammer).zone, Zone::Battlefield, "{}", p.board());
    assert_eq!(p.g.obj(jammer).plus1, 5, "{}", p.board());
}

/// The roll a card makes as an instruction returns it is a roll (CR 706.1, 603.2): Brazen
/// Dwarf's "whenever you roll one or more dice" triggers; the broken variant
/// `dice.as-enters-roll=silent` hides it.
#[test]
fn a_roll_as_an_instruction_returns_a_card_triggers_other_permanents_603_2() {
    let raise = "\n[[card]]\nname = \"Raise Jammer\"\ncost = \"{B}\"\ntypes = [\"sorcery\"]\n\
                 spell = [{ return = \"target creature card from your graveyard\", to = \"the battlefield\" }]\n";
    let alice = "hand = [\"Raise Jammer\"]\ngraveyard = [\"Hammer Jammer\"]\n\
                 battlefield = [\"Brazen Dwarf\", \"Swamp\"]\nlibrary = [\"Mountain\"]";
    let bob_life = |rules: &[&str]| {
        let mut p = Play::with_rules(&(duel(1, alice, BOB) + raise), rules);
        p.to(1, Step::Main1);
        p.act("Alice casts Raise Jammer");
        p.pass_all();
        p.act("the die shows 3");
        assert_eq!(p.g.obj(p.card("Hammer Jammer")).plus1, 3, "{}", p.board());
        p.pass_all();
        p.life(1)
    };
    assert_eq!(bob_life(&[]), 19);
    assert_eq!(bob_life(&["dice.as-enters-roll=silent"]), 20);
}
