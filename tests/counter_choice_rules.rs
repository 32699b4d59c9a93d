//! "Choose a counter on target permanent or suspended card. Remove that counter from that
//! permanent or card or put another of those counters on it." (Clockspinning.) The counter is
//! chosen as the spell resolves (CR 608.2d), among the kinds the object has (122.1); removing
//! a suspended card's last time counter triggers suspend (702.62a), whatever removed it.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str = "hand = [\"Clockspinning\"]\n\
    battlefield = [\"Island\"]\n\
    library = [\"Island\", \"Island\"]";
const BOB: &str = "battlefield = [{ card = \"Grizzly Bears\", counters = 1, charge = 2 }]\n\
    exile = [{ card = \"Rift Bolt\", time = 1 }]\n\
    library = [\"Forest\", \"Forest\"]";

/// Alice casts Clockspinning at `target` in her first main phase; both pass: it resolves and
/// waits for her choice.
fn resolving_at(target: &str, rules: &[&str]) -> Play {
    let mut p = Play::with_rules(&duel(1, ALICE, BOB), rules);
    p.to(1, Step::Main1);
    p.act(&format!("casts Clockspinning, targeting {target}"));
    p.pass_all();
    p
}

#[test]
fn each_kind_of_counter_on_the_target_may_be_removed_or_put_608_2d() {
    let p = resolving_at("Grizzly Bears", &[]);
    assert_eq!(
        p.options(),
        [
            "Alice removes a +1/+1 counter from Grizzly Bears (1 -> 0)",
            "Alice puts another +1/+1 counter on Grizzly Bears (1 -> 2)",
            "Alice removes a charge counter from Grizzly Bears (2 -> 1)",
            "Alice puts another charge counter on Grizzly Bears (2 -> 3)",
        ]
    );
    let mut p = p;
    p.act("puts another charge counter");
    let bears = p.card("Grizzly Bears");
    let eng = p.eng();
    assert_eq!(
        eng.counters_held(&p.g, bears),
        [
            (rulecheck::cards::CounterKind::PlusOne, 1),
            (
                rulecheck::cards::CounterKind::Named(
                    rulecheck::cards::NAMED_COUNTERS
                        .iter()
                        .position(|&k| k == "charge")
                        .unwrap() as u8
                ),
                3
            ),
        ]
    );
    assert_eq!(p.g.obj(p.card("Clockspinning")).zone, Zone::Graveyard);
}

#[test]
fn removing_the_last_time_counter_of_a_suspended_card_triggers_suspend_702_62a() {
    let mut p = resolving_at("Rift Bolt", &[]);
    assert!(p.can("puts another time counter on Rift Bolt (1 -> 2)"));
    p.act("removes a time counter from Rift Bolt (1 -> 0)");
    // Bob's last-counter trigger: he casts Rift Bolt on Alice's turn, without paying.
    p.pass_all();
    p.act("Bob casts Rift Bolt");
    assert!(
        p.options().iter().any(|o| o.contains("Alice")),
        "{:#?}",
        p.options()
    );
}

#[test]
fn a_target_with_no_counter_gives_nothing_to_choose() {
    let mut p = resolving_at("Island", &[]);
    // No decision: Clockspinning has resolved and Alice has priority again.
    assert_eq!(p.g.obj(p.card("Clockspinning")).zone, Zone::Graveyard);
    assert!(p.can("Alice passes priority"), "{:#?}", p.options());
    p.act("Alice passes priority");
}

#[test]
fn the_broken_variant_offers_time_counters_only() {
    let p = resolving_at("Grizzly Bears", &["counter-choice.kinds=time-only"]);
    assert_eq!(p.g.obj(p.card("Clockspinning")).zone, Zone::Graveyard);
    let p = resolving_at("Rift Bolt", &["counter-choice.kinds=time-only"]);
    assert_eq!(p.options().len(), 2, "{:#?}", p.options());
}

#[test]
fn remove_only_and_put_only_forms() {
    let card = |text: &str| {
        format!(
            "[[card]]\nname = \"Spinner\"\ncost = \"{{U}}\"\ntypes = [\"instant\"]\n\
             spell = [{{ choose-a-counter = \"{text}\", on = \"target permanent\" }}]\n"
        )
    };
    let alice = ALICE.replace("Clockspinning", "Spinner");
    for (text, offered) in [
        ("remove that counter from it", "removes a +1/+1 counter"),
        (
            "put another of those counters on it",
            "puts another +1/+1 counter",
        ),
    ] {
        let model = format!("{}\n{}", duel(1, &alice, BOB), card(text));
        let mut p = Play::new(&model);
        p.to(1, Step::Main1);
        p.act("casts Spinner, targeting Grizzly Bears");
        p.pass_all();
        let options = p.options();
        assert_eq!(options.len(), 2, "{options:#?}");
        assert!(
            options.iter().all(|o| o.contains(&offered[..8])),
            "{options:#?}"
        );
        assert!(p.can(offered), "{options:#?}");
    }
}

#[test]
fn what_the_step_cannot_say_is_a_load_error_with_a_hint() {
    let model = |step: &str| {
        format!(
            "{}\n[[card]]\nname = \"Spinner\"\ncost = \"{{U}}\"\ntypes = [\"instant\"]\n\
             spell = [{step}]\n",
            duel(1, ALICE, BOB)
        )
    };
    let e = load_error(
        "m.toml",
        &model("{ choose-a-counter = \"double them\", on = \"target permanent\" }"),
    );
    assert!(e.contains("m.toml:"), "{e}");
    assert!(
        e.contains("\"remove that counter or put another of those counters on it\""),
        "{e}"
    );
    let e = load_error(
        "m.toml",
        &model("{ choose-a-counter = \"remove that counter\", on = \"each creature\" }"),
    );
    assert!(e.contains("chooses a counter on one object"), "{e}");
    let e = load_error(
        "m.toml",
        &model("{ choose-a-counter = \"remove that counter\" }"),
    );
    assert!(e.contains("`on`"), "{e}");
}
