//! Time travel (CR 701.56a) and the events that came with it: "when you planeswalk to this"
//! (CR 901.11), two trigger conditions joined by "and" (CR 603.2), "whenever you attack"
//! (CR 508.1), "deals combat damage to a player" (CR 510.2).

mod common;

use common::Play;
use rulecheck::engine::{Decision, Step, Zone};

/// An instant that time travels, and one that time travels three times.
const CARDS: &str = r#"
[[card]]
name = "Clock Shift"
cost = "{U}"
types = ["instant"]
text = "Time travel."
spell = ["time-travel"]

[[card]]
name = "Triple Shift"
cost = "{U}"
types = ["instant"]
text = "Time travel three times."
spell = [{ time-travel = 3 }]
"#;

fn game(turns: u8, alice: &str, bob: &str) -> String {
    format!(
        "name = \"test\"\nturns = {turns}\n{CARDS}\n[[player]]\nname = \"Alice\"\n{alice}\n\n[[player]]\nname = \"Bob\"\n{bob}\n"
    )
}

const BOB: &str = "library = [\"Island\", \"Island\"]";

fn time_travel_objects(p: &Play) -> Vec<String> {
    match p.g.decision.as_deref() {
        Some(Decision::TimeTravel { objects, .. }) => objects
            .iter()
            .map(|&c| p.eng().name(c).to_string())
            .collect(),
        other => panic!("no time travel decision: {other:?}"),
    }
}

#[test]
fn only_permanents_you_control_and_suspended_cards_you_own_with_a_time_counter_701_56a() {
    let alice = "hand = [\"Clock Shift\", \"Rift Bolt\"]\n\
                 battlefield = [\"Island\", { card = \"Memnite\", time = 2 }, \"Grizzly Bears\"]\n\
                 exile = [{ card = \"Lotus Bloom\", time = 3 }, { card = \"Centaur Courser\", time = 1 }]\n\
                 library = [\"Island\"]";
    let bob = "exile = [{ card = \"Rift Bolt\", time = 2 }]\n\
               battlefield = [{ card = \"Memnite\", time = 1 }]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&game(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Clock Shift");
    p.pass_all();
    // Not: Rift Bolt in hand (no counter), Grizzly Bears (no counter), Centaur Courser (exiled
    // with a time counter but without suspend: not suspended, 702.62b), Bob's cards.
    assert_eq!(time_travel_objects(&p), ["Memnite", "Lotus Bloom"]);
    let options = p.options();
    assert_eq!(
        options.len(),
        9,
        "add, remove or neither for each: {options:#?}"
    );
    assert_eq!(options[0], "Alice time travels, changing no time counter");
    assert!(p.can("Alice time travels: Memnite 2 -> 3, Lotus Bloom 2 -> 1 time counters"));
}

#[test]
fn the_broken_variant_also_changes_an_unsuspended_exiled_card() {
    let alice = "hand = [\"Clock Shift\"]\nbattlefield = [\"Island\"]\n\
                 exile = [{ card = \"Centaur Courser\", time = 1 }]\nlibrary = [\"Island\"]";
    let mut p = Play::with_rules(&game(1, alice, BOB), &["time-travel.eligible=any-exiled"]);
    p.to(1, Step::Main1);
    p.act("Alice casts Clock Shift");
    p.pass_all();
    assert_eq!(time_travel_objects(&p), ["Centaur Courser"]);
}

#[test]
fn nothing_eligible_means_no_question() {
    let alice = "hand = [\"Clock Shift\", \"Rift Bolt\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&game(1, alice, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Clock Shift");
    p.pass_all();
    assert!(p.g.decision.is_none());
    assert_eq!(p.cards_in(Zone::Graveyard), ["Clock Shift"]);
}

#[test]
fn changes_happen_together_and_each_last_counter_removed_triggers_suspend_702_62a() {
    // Turn 1's upkeep takes one counter from each.
    let alice = "hand = [\"Clock Shift\"]\nbattlefield = [\"Island\"]\n\
                 exile = [{ card = \"Rift Bolt\", time = 2 }, { card = \"Lotus Bloom\", time = 2 }]\n\
                 library = [\"Island\"]";
    let mut p = Play::new(&game(1, alice, BOB));
    p.to(1, Step::Main1);
    let (bolt, bloom) = (p.card("Rift Bolt"), p.card("Lotus Bloom"));
    assert_eq!((p.g.obj(bolt).time, p.g.obj(bloom).time), (1, 1));
    p.act("Alice casts Clock Shift");
    p.pass_all();
    p.act("Alice time travels: Rift Bolt 1 -> 0, Lotus Bloom 1 -> 0 time counters");
    assert_eq!((p.g.obj(bolt).time, p.g.obj(bloom).time), (0, 0));
    // CR 603.3b: Alice chooses the order of her two triggers.
    assert_eq!(p.options().len(), 2, "{:#?}", p.options());
    p.stack_triggers_in_order();
    let on_stack: Vec<String> =
        p.g.stack
            .iter()
            .filter_map(|s| match s {
                rulecheck::engine::StackItem::Ability { ability, .. } => {
                    Some(rulecheck::report::ability_label(&p.eng(), ability))
                }
                _ => None,
            })
            .collect();
    assert_eq!(on_stack.len(), 2, "two last-counter triggers: {on_stack:?}");
    assert!(on_stack
        .iter()
        .all(|s| s.contains("last-time-counter trigger")));
}

#[test]
fn adding_a_counter_delays_the_card() {
    let alice = "hand = [\"Clock Shift\"]\nbattlefield = [\"Island\"]\n\
                 exile = [{ card = \"Rift Bolt\", time = 2 }]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&game(3, alice, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Clock Shift");
    p.pass_all();
    p.act("Alice time travels: Rift Bolt 1 -> 2 time counters");
    p.to(3, Step::Main1);
    let bolt = p.card("Rift Bolt");
    assert_eq!(p.g.obj(bolt).time, 1, "turn 3's upkeep removed one of two");
    assert_eq!(p.life(1), 20);
}

#[test]
fn time_travel_three_times_asks_three_times() {
    let alice = "hand = [\"Triple Shift\"]\nbattlefield = [\"Island\"]\n\
                 exile = [{ card = \"Rift Bolt\", time = 2 }]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&game(1, alice, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Triple Shift");
    p.pass_all();
    p.act("Alice time travels: Rift Bolt 1 -> 2 time counters");
    p.act("Alice time travels: Rift Bolt 2 -> 1 time counters");
    p.act("Alice time travels: Rift Bolt 1 -> 0 time counters");
    assert!(p.g.decision.is_none());
    assert_eq!(p.cards_in(Zone::Graveyard), ["Triple Shift"]);
    assert_eq!(p.g.stack.len(), 1, "the last-counter trigger");
}

#[test]
fn a_time_travel_count_out_of_range_is_an_error_with_a_place() {
    let bad = CARDS.replace("{ time-travel = 3 }", "{ time-travel = 0 }");
    let text = format!("name = \"test\"\nturns = 1\n{bad}\n[[player]]\nname = \"Alice\"\n\n[[player]]\nname = \"Bob\"\n");
    let e = common::load_error("m.toml", &text);
    assert!(
        e.contains("`time-travel` is true or how many times (1 to 10), not 0"),
        "{e}"
    );
    assert!(e.contains("m.toml:"), "{e}");
}

const EVENT_CARDS: &str = r#"
[[card]]
name = "Raid Drummer"
cost = "{1}"
types = ["creature"]
power = 1
toughness = 1
text = "Whenever you attack, you gain 1 life."
[[card.triggered]]
when = "you attack"
do = [{ gain-life = 1 }]

[[card]]
name = "Pack Leader"
cost = "{1}"
types = ["creature"]
power = 1
toughness = 1
text = "Whenever you attack with at least two creatures, you gain 2 life."
[[card.triggered]]
when = "you attack with at least two creatures"
do = [{ gain-life = 2 }]

[[card]]
name = "Scout"
cost = "{1}"
types = ["creature"]
power = 1
toughness = 1
text = "Whenever this creature deals combat damage to a player, draw a card."
[[card.triggered]]
when = "this creature deals combat damage to a player"
do = [{ draw = 1 }]
"#;

fn events(alice: &str) -> Play {
    Play::new(&format!(
        "name = \"test\"\nturns = 1\n{EVENT_CARDS}\n[[player]]\nname = \"Alice\"\n{alice}\n\n[[player]]\nname = \"Bob\"\n{BOB}\n"
    ))
}

#[test]
fn whenever_you_attack_triggers_once_for_the_declaration_508_1m() {
    let mut p = events(
        "battlefield = [\"Raid Drummer\", \"Pack Leader\", \"Scout\"]\nlibrary = [\"Island\", \"Island\"]",
    );
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Scout");
    assert_eq!(
        p.g.stack.len(),
        1,
        "Raid Drummer only: one attacker is not two"
    );
    p.pass_all();
    assert_eq!(p.life(0), 21);
}

#[test]
fn at_least_n_attackers_and_combat_damage_to_a_player_510_2() {
    let mut p =
        events("battlefield = [\"Pack Leader\", \"Scout\"]\nlibrary = [\"Island\", \"Island\"]");
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Pack Leader, Scout");
    assert_eq!(p.g.stack.len(), 1);
    p.pass_all();
    assert_eq!(p.life(0), 22);
    let hand = p.cards_in(Zone::Hand).len();
    p.to(1, Step::CombatDamage);
    assert_eq!(p.life(1), 18);
    assert_eq!(p.g.stack.len(), 1, "Scout's trigger");
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Hand).len(), hand + 1);
}

const AMY: &str = "hand = [\"Grizzly Bears\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\"]";

#[test]
fn amys_home_as_the_starting_plane_triggers_at_upkeep_only_901_5() {
    let p = Play::new(&game(
        1,
        &format!("{AMY}\nplanar_deck = [\"Amy's Home\"]"),
        "library = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
    ));
    // Turn 1's upkeep: one trigger (the upkeep condition); turning it face up as the
    // starting plane is not planeswalking to it.
    assert_eq!(p.g.stack.len(), 1);
}

#[test]
fn planeswalking_to_amys_home_triggers_it_and_it_may_suspend_a_card_901_11() {
    let mut p = Play::new(&game(
        1,
        &format!("{AMY}\nplanar_deck = [\"Fields of Summer\", \"Amy's Home\"]"),
        "library = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die");
    p.act("the planar die shows the Planeswalker symbol");
    p.pass_all();
    assert_eq!(p.g.stack.len(), 1, "Amy's Home's planeswalk-to trigger");
    p.pass_all();
    p.act("Alice chooses Grizzly Bears");
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).time, 2, "its mana value");
    assert!(p.eng().is_suspended(&p.g, bears), "it gained suspend");
}

#[test]
fn timey_wimey_is_activated_only_as_a_sorcery_602_5d() {
    let mut p = Play::new(&game(
        1,
        "battlefield = [\"The Tenth Doctor\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\n\
         exile = [{ card = \"Rift Bolt\", time = 3 }]\nlibrary = [\"Island\"]",
        BOB,
    ));
    assert!(!p.can("activates The Tenth Doctor"), "not in the upkeep");
    p.to(1, Step::Main1);
    p.act("activates The Tenth Doctor");
    p.pass_all();
    p.act("Alice time travels: Rift Bolt 2 -> 1 time counters");
    p.act("Alice time travels: Rift Bolt 1 -> 0 time counters");
    assert!(p.g.decision.is_none(), "nothing left to time travel with");
    assert_eq!(p.g.stack.len(), 1, "Rift Bolt's last-counter trigger");
}
