//! Triggered abilities with targets (CR 603.3d): "up to one target creature" (CR 115.1d,
//! 601.2c: zero targets is a choice), chosen as the trigger is put on the stack, before the
//! "you may ... If you do" of its resolution; and "each card exiled this way" (CR 608.2c),
//! what several of its instructions exiled (Sinister Concierge).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// The error a model text gives as it loads.
fn load_error(text: &str) -> String {
    common::load_error("m.toml", text)
}

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";
const ALICE: &str = "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Sinister Concierge\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]";

/// Alice bolts her Concierge in her first main phase; both pass, it dies.
fn concierge_dies(bob: &str) -> Play {
    let mut p = Play::new(&duel(2, ALICE, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Sinister Concierge");
    p.pass_all();
    p
}

/// CR 603.3d, 601.2c: the target is chosen as the trigger goes on the stack, and "up to one"
/// offers none as well as each creature.
#[test]
fn up_to_one_target_is_chosen_as_the_trigger_goes_on_the_stack_603_3d() {
    let mut p = concierge_dies("battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Forest\"]");
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        ["Lightning Bolt", "Sinister Concierge"]
    );
    assert!(p.g.stack.is_empty(), "the trigger waits for its target");
    let opts = p.options();
    assert!(
        opts.iter()
            .any(|o| o == "Alice chooses no target for Sinister Concierge's trigger"),
        "{opts:?}"
    );
    assert!(
        opts.iter()
            .any(|o| o == "Alice targets Grizzly Bears with Sinister Concierge's trigger"),
        "{opts:?}"
    );
    p.act("Alice targets Grizzly Bears");
    assert_eq!(p.g.stack.len(), 1);
    p.pass_all();
    // "You may exile it": yes. "If you do, exile up to one target creature."
    p.act("Alice puts it into exile");
    let (concierge, bears) = (p.card("Sinister Concierge"), p.card("Grizzly Bears"));
    for c in [concierge, bears] {
        let o = *p.g.obj(c);
        assert_eq!((o.zone, o.time), (Zone::Exile, 3));
        assert!(o.gained_suspend, "each card exiled this way gains suspend");
        assert!(p.eng().is_suspended(&p.g, c));
    }
    // The Bears' owner is Bob: his upkeep removes its counter (CR 702.62a), not Alice's.
    p.to(2, Step::Upkeep);
    p.pass_all();
    assert_eq!((p.g.obj(bears).time, p.g.obj(concierge).time), (2, 3));
}

/// CR 608.2c: declining "you may exile it" skips "If you do": the target chosen on the stack
/// stays on the battlefield.
#[test]
fn declining_leaves_the_chosen_target_where_it_is_608_2c() {
    let mut p = concierge_dies("battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Forest\"]");
    p.act("Alice targets Grizzly Bears");
    p.pass_all();
    p.act("Alice declines to put it into exile");
    assert!(p.g.stack.is_empty());
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        ["Lightning Bolt", "Sinister Concierge"]
    );
    assert_eq!(p.cards_in(Zone::Battlefield), ["Mountain", "Grizzly Bears"]);
    assert!(p.cards_in(Zone::Exile).is_empty());
}

/// CR 603.3d with "up to one": no creature to target, the trigger still goes on the stack,
/// with no target, and exiles only the Concierge.
#[test]
fn with_no_legal_target_the_trigger_goes_on_the_stack_with_none_601_2c() {
    let mut p = concierge_dies(LIB);
    assert!(
        p.g.decision.is_none(),
        "nothing to choose: {:?}",
        p.options()
    );
    assert_eq!(
        p.g.stack.len(),
        1,
        "the trigger is on the stack, not removed"
    );
    assert!(p.g.stack[0].targets().is_empty());
    p.pass_all();
    p.act("Alice puts it into exile");
    let c = p.card("Sinister Concierge");
    assert_eq!(p.g.obj(c).zone, Zone::Exile);
    assert!(p.eng().is_suspended(&p.g, c));
}

/// "Each card exiled this way that doesn't have suspend gains suspend" (CR 702.62b): a
/// creature with printed suspend is suspended by its counters, without gaining it.
#[test]
fn a_card_that_has_suspend_does_not_gain_it_702_62b() {
    let mut p = concierge_dies("battlefield = [\"Errant Ephemeron\"]\nlibrary = [\"Forest\"]");
    p.act("Alice targets Errant Ephemeron");
    p.pass_all();
    p.act("Alice puts it into exile");
    let eph = p.card("Errant Ephemeron");
    let o = *p.g.obj(eph);
    assert_eq!((o.zone, o.time, o.gained_suspend), (Zone::Exile, 3, false));
    assert!(p.eng().is_suspended(&p.g, eph));
    assert!(p.g.obj(p.card("Sinister Concierge")).gained_suspend);
}

#[test]
fn up_to_one_target_and_exiled_this_way_are_checked_at_load() {
    let card = |steps: &str| {
        duel(1, LIB, LIB)
            + &format!("\n[[card]]\nname = \"Odd\"\ncost = \"{{U}}\"\ntypes = [\"instant\"]\nspell = {steps}\n")
    };
    // A spell keeps its targets by position: one that may be left out comes after the others.
    let e = load_error(&card(
        "[{ exile = \"up to one target creature\" }, { tap = \"target permanent\" }]",
    ));
    assert!(e.contains("optional targets"), "{e}");
    assert!(e.contains("come after its other targets"), "{e}");
    let e = load_error(&card("[{ gains-suspend = \"each card exiled this way\" }]"));
    assert!(
        e.contains("no earlier instruction of this ability exiles"),
        "{e}"
    );
    let e = load_error(&card(
        "[{ exile = \"target creature\" }, { gains-suspend = \"each card exiled this way that has flying\" }]",
    ));
    assert!(e.contains("expected 'doesn't have suspend'"), "{e}");
}

/// CR 603.3d, 601.2c, 115.3: Raven's Run's chaos ability has three "target" words, each a
/// different creature ("another", "a third"): all three are chosen as it is put on the stack,
/// every order of three different creatures offered; with only two creatures it can't be put
/// on the stack at all.
#[test]
fn a_trigger_with_three_target_words_takes_three_different_creatures_115_3() {
    let alice = "battlefield = [\"Grizzly Bears\", \"Memnite\"]\nlibrary = [\"Island\"]\nplanar_deck = [\"Raven's Run\", \"Sokenzan\"]";
    let bob =
        "battlefield = [\"Hill Giant\"]\nlibrary = [\"Island\"]\nplanar_deck = [\"Sokenzan\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    let sets: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("with Raven's Run's trigger"))
        .collect();
    assert_eq!(
        sets.len(),
        6,
        "three different creatures in any order: {sets:#?}"
    );
    p.act("Alice targets Hill Giant, Grizzly Bears and Memnite with Raven's Run's trigger");
    p.pass_all();
    let minus = |p: &Play, name: &str| {
        p.g.obj(p.card(name))
            .named_counters
            .get(rulecheck::cards::MINUS_ONE)
    };
    assert_eq!(
        p.g.obj(p.card("Memnite")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    // One counter on the first target, two on the second, three on the third.
    assert_eq!(minus(&p, "Hill Giant"), 1, "{}", p.board());
    assert_eq!(p.g.obj(p.card("Hill Giant")).zone, Zone::Battlefield);

    // Two creatures: no third target, the ability is removed from the stack (CR 603.3d).
    let alice = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]\nplanar_deck = [\"Raven's Run\", \"Sokenzan\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    assert!(
        p.g.stack.is_empty() && p.g.decision.is_none(),
        "{}",
        p.board()
    );
    assert_eq!(minus(&p, "Hill Giant"), 0);
}
