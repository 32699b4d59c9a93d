//! Putting counters as an event (CR 122.6, 122.6a): All Will Be One and Kate Stewart.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const CARDS: &str = r#"
[[card]]
name = "Growth Spurt"
cost = "{G}"
types = ["instant"]
text = "Put a +1/+1 counter on each creature you control."
spell = [{ put = "a +1/+1 counter", on = "each creature you control" }]

[[card]]
name = "Double Growth"
cost = "{G}"
types = ["instant"]
text = "Put two +1/+1 counters on target creature."
spell = [{ put = "two +1/+1 counters", on = "target creature" }]
"#;

/// Alice aims every waiting All Will Be One trigger at Bob (with one legal target, the target
/// is chosen without a move).
fn at_bob(p: &mut Play) {
    while p.can("targets Bob with All Will Be One's trigger") {
        p.act("targets Bob with All Will Be One's trigger");
    }
}

fn play(alice: &str, bob: &str, sets: &[&str]) -> Play {
    Play::with_rules(&format!("{}{CARDS}", duel(1, alice, bob)), sets)
}

#[test]
fn a_permanent_entering_with_counters_had_them_put_on_it_122_6() {
    let alice = "hand = [\"Aven Riftwatcher\"]\nbattlefield = [\"All Will Be One\", \"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Plains\"]";
    let bob = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("casts Aven Riftwatcher");
    p.pass_all();
    p.stack_triggers_in_order();
    let options = p.options();
    assert!(
        options.contains(&"Alice targets Bob with All Will Be One's trigger".to_string()),
        "vanishing's three time counters are put as it enters (CR 122.6a): {options:#?}"
    );
    at_bob(&mut p);
    while !p.g.stack.is_empty() {
        p.pass_all();
    }
    assert_eq!(
        p.life(1),
        17,
        "that much: the three counters it entered with"
    );

    // The broken variant: entering with counters is not putting them.
    let mut p = play(alice, bob, &["counters.as-enters=not-put"]);
    p.to(1, Step::Main1);
    p.act("casts Aven Riftwatcher");
    p.pass_all();
    assert!(
        !p.options().iter().any(|o| o.contains("All Will Be One")),
        "{:#?}",
        p.options()
    );
}

#[test]
fn one_trigger_for_each_permanent_with_that_many_counters() {
    let alice = "hand = [\"Growth Spurt\", \"Double Growth\"]\nbattlefield = [\"All Will Be One\", \"Grizzly Bears\", \"Centaur Courser\", \"Forest\", \"Forest\"]\nlibrary = [\"Forest\"]";
    let bob = "library = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("casts Growth Spurt");
    p.pass_all();
    // Two creatures got a counter each: two triggers, 1 damage each.
    at_bob(&mut p);
    assert_eq!(p.g.stack.len(), 2, "one trigger for each permanent");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.life(1), 18);
    // Two counters on one creature at once: one trigger, 2 damage.
    p.act("casts Double Growth, targeting Grizzly Bears");
    p.pass_all();
    at_bob(&mut p);
    assert_eq!(p.g.stack.len(), 1);
    p.pass_all();
    assert_eq!(p.life(1), 16, "that much: two counters");
}

#[test]
fn only_counters_you_put_trigger_it() {
    // Bob puts counters on Alice's creature: Alice didn't put them.
    let alice = "battlefield = [\"All Will Be One\", \"Grizzly Bears\"]\nlibrary = [\"Forest\"]";
    let bob = "hand = [\"Double Growth\"]\nbattlefield = [\"Forest\"]\nlibrary = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("Alice passes");
    p.act("casts Double Growth, targeting Grizzly Bears");
    p.pass_all();
    assert!(p.g.stack.is_empty() && p.g.triggered.is_empty());
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).plus1, 2);
    assert_eq!(p.life(1), 20);
}

#[test]
fn kate_stewart_counts_time_counters_on_permanents_not_on_suspended_cards() {
    let alice = "hand = [\"Aven Riftwatcher\", \"Rift Bolt\"]\nbattlefield = [\"Kate Stewart\", \"Plains\", \"Plains\", \"Plains\", \"Mountain\"]\nlibrary = [\"Plains\"]";
    let bob = "library = [\"Island\"]";
    let soldiers = |p: &Play| {
        p.cards_in(Zone::Battlefield)
            .iter()
            .filter(|n| *n == "Soldier")
            .count()
    };
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("suspends Rift Bolt");
    assert!(p.g.triggered.is_empty() && p.g.stack.is_empty());
    assert_eq!(
        soldiers(&p),
        0,
        "a suspended card is not a permanent (the ruling)"
    );
    p.act("casts Aven Riftwatcher");
    p.pass_all();
    p.stack_triggers_in_order();
    p.pass_all();
    p.pass_all();
    assert_eq!(soldiers(&p), 1, "time counters as it entered (CR 122.6)");

    // The broken variant reads the suspended card as a permanent.
    let mut p = play(alice, bob, &["counters.on-exiled=counted"]);
    p.to(1, Step::Main1);
    p.act("suspends Rift Bolt");
    p.pass_all();
    assert_eq!(soldiers(&p), 1);
}

#[test]
fn a_plus_loyalty_cost_puts_loyalty_counters_606_4() {
    let alice = "hand = [\"Island\"]\nbattlefield = [\"All Will Be One\", \"Jace Reawakened\"]\nlibrary = [\"Island\", \"Island\"]";
    let bob = "library = [\"Island\"]";
    let mut p = play(alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("activates Jace Reawakened");
    at_bob(&mut p);
    assert_eq!(
        p.g.stack.len(),
        2,
        "the trigger goes on the stack above the loyalty ability"
    );
    p.pass_all();
    assert_eq!(
        p.life(1),
        19,
        "one loyalty counter: 1 damage, before the ability resolves"
    );
    assert_eq!(p.g.stack.len(), 1);
}

#[test]
fn kate_stewart_may_pay_8_as_her_attack_trigger_resolves_608_2d() {
    let alice = "battlefield = [\"Kate Stewart\", { card = \"Aven Riftwatcher\", time = 3 }, \"Omen Hawker\", \"Plains\", \"Plains\", \"Plains\", \"Plains\", \"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Plains\"]";
    let bob = "library = [\"Island\"]";
    let attack = |sets: &[&str]| {
        let mut p = play(alice, bob, sets);
        p.to(1, Step::BeginCombat);
        p.pass_all();
        p.act("Alice attacks Bob with Kate Stewart, Aven Riftwatcher");
        p.pass_all();
        p
    };
    // Seven Plains: Omen Hawker's mana is only to activate abilities (CR 106.6), so {8} can't
    // be paid; declining is the only choice.
    let p = attack(&[]);
    assert_eq!(
        p.options(),
        ["Alice doesn't pay {8} for Kate Stewart's trigger"],
        "{:#?}",
        p.options()
    );
    // Without the restriction the Hawker's two mana complete it; X is the two time counters
    // left after her upkeep (CR 608.2h).
    let mut p = attack(&["mana.restrictions=ignore"]);
    p.act("Alice pays for Kate Stewart's trigger, paying {8} (tapping");
    let kate = p.card("Kate Stewart");
    assert_eq!(
        p.eng().power(&p.g, kate),
        5,
        "+2/+2 for the two time counters"
    );
    let rift = p.card("Aven Riftwatcher");
    assert_eq!(p.eng().toughness(&p.g, rift), 5);
}

#[test]
fn time_travel_puts_time_counters_on_a_permanent_but_not_on_a_suspended_card_701_56a() {
    let cards = r#"
[[card]]
name = "Clock Shift"
cost = "{U}"
types = ["instant"]
text = "Time travel."
spell = ["time-travel"]
"#;
    let alice = "hand = [\"Clock Shift\"]\nbattlefield = [\"Kate Stewart\", \"Island\", { card = \"Memnite\", time = 2 }]\nexile = [{ card = \"Rift Bolt\", time = 2 }]\nlibrary = [\"Island\"]";
    let bob = "library = [\"Island\"]";
    let model = format!("{}{cards}", duel(1, alice, bob)).replacen(
        "turns = 1\n",
        "turns = 1\ntokens = { Soldier = 2 }\n",
        1,
    );
    let soldiers = |p: &Play| {
        p.cards_in(Zone::Battlefield)
            .iter()
            .filter(|n| *n == "Soldier")
            .count()
    };
    for (travel, made) in [
        ("Alice time travels: Memnite 2 -> 3 time counters", 1),
        ("Alice time travels: Rift Bolt 1 -> 2 time counters", 0),
        (
            "Alice time travels: Memnite 2 -> 3, Rift Bolt 1 -> 2 time counters",
            1,
        ),
    ] {
        let mut p = Play::new(&model);
        p.to(1, Step::Main1);
        p.act("Alice casts Clock Shift");
        p.pass_all();
        p.act(travel);
        while !p.g.stack.is_empty() {
            p.pass_all();
        }
        assert_eq!(soldiers(&p), made, "{travel}");
    }
}
