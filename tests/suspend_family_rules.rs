//! The cards around suspend, rule by rule: Stifle on suspend's triggers (CR 701.6a), the
//! instant Suspend, time counters put on a card in exile (702.62b), Jhoira of the Ghitu, Fury
//! Charm's modes (700.2), Epochrasite.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// The error a model text gives as it loads.
fn load_error(text: &str) -> String {
    common::load_error("m.toml", text)
}

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";
const BOB_STIFLE: &str =
    "hand = [\"Stifle\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]";

/// CR 701.6a and the suspend ruling: "If the second triggered ability of suspend (the one that
/// lets you cast the card) is countered, the card can't be cast. It remains exiled with no time
/// counters on it, and it's no longer suspended."
#[test]
fn stifling_the_last_counter_trigger_strands_the_card_701_6a() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Rift Bolt\", time = 1 }]\nlibrary = [\"Mountain\"]",
        BOB_STIFLE,
    ));
    p.pass_all(); // the upkeep trigger resolves: the last time counter comes off
    assert!(
        !p.can("Bob casts Stifle, targeting Rift Bolt's suspend upkeep trigger"),
        "that trigger has left the stack"
    );
    p.act("Alice passes priority");
    p.act("Bob casts Stifle, targeting Rift Bolt's last-time-counter trigger");
    p.pass_all(); // Stifle resolves
    assert_eq!(p.cards_in(Zone::Graveyard), ["Stifle"]);
    assert!(p.g.stack.is_empty(), "the trigger is gone, unresolved");
    assert!(
        p.g.decision.is_none(),
        "nothing asks Alice to cast Rift Bolt"
    );
    let bolt = p.card("Rift Bolt");
    let o = *p.g.obj(bolt);
    assert_eq!((o.zone, o.time, o.declined), (Zone::Exile, 0, false));
    assert!(!p.eng().is_suspended(&p.g, bolt));
    p.to(1, Step::Main1);
    assert!(!p.can("casts Rift Bolt"));
    assert_eq!(p.life(1), 20);
}

/// "If the first triggered ability of suspend (the one that removes time counters) is
/// countered, no time counter is removed."
#[test]
fn stifling_the_upkeep_trigger_removes_no_counter_701_6a() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Rift Bolt\", time = 2 }]\nlibrary = [\"Mountain\"]",
        BOB_STIFLE,
    ));
    p.act("Alice passes priority");
    p.act("Bob casts Stifle, targeting Rift Bolt's suspend upkeep trigger");
    p.pass_all();
    assert!(p.g.stack.is_empty());
    let bolt = p.card("Rift Bolt");
    assert_eq!(p.g.obj(bolt).time, 2);
    assert!(p.eng().is_suspended(&p.g, bolt));
}

/// CR 115.2: abilities on the stack are targets; with none there, Stifle cannot be cast
/// (601.2c), and it never targets a spell.
#[test]
fn stifle_targets_only_abilities_on_the_stack_115_2() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Mountain\"]",
        BOB_STIFLE,
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Bob");
    assert!(!p.can("casts Stifle"), "{:?}", p.options());
}

#[test]
fn a_countered_ability_goes_to_no_zone() {
    let text = duel(1, LIB, LIB)
        + "\n[[card]]\nname = \"Bad Stifle\"\ncost = \"{U}\"\ntypes = [\"instant\"]\nspell = [{ counter = \"target triggered ability\", to = \"exile\" }]\n";
    let e = load_error(&text);
    assert!(e.contains("goes to no zone (CR 701.6a)"), "{e}");
    let text = duel(1, LIB, LIB)
        + "\n[[card]]\nname = \"Bad Stifle\"\ncost = \"{U}\"\ntypes = [\"instant\"]\nspell = [{ counter = \"target activated or triggered spell\" }]\n";
    let e = load_error(&text);
    assert!(e.contains("expected 'ability'"), "{e}");
}

/// The instant Suspend (Oracle: "Exile target creature and put two time counters on it. If it
/// doesn't have suspend, it gains suspend."): CR 702.62b, the card's owner gets it back.
#[test]
fn the_instant_suspend_gives_suspend_only_to_a_card_without_it_702_62b() {
    let mut p = Play::new(&duel(
        2,
        "hand = [\"Suspend\", \"Suspend\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]",
        "battlefield = [\"Grizzly Bears\", \"Errant Ephemeron\"]\nlibrary = [\"Forest\", \"Forest\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Suspend, targeting Grizzly Bears");
    p.pass_all();
    p.act("Alice casts Suspend, targeting Errant Ephemeron");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    let eph = p.card("Errant Ephemeron");
    for c in [bears, eph] {
        let o = *p.g.obj(c);
        assert_eq!((o.zone, o.time, o.controller), (Zone::Exile, 2, 1));
        assert!(p.eng().is_suspended(&p.g, c));
    }
    assert!(p.g.obj(bears).gained_suspend, "the Bears gain suspend");
    assert!(
        !p.g.obj(eph).gained_suspend,
        "the Ephemeron keeps its printed suspend: two counters, not four"
    );
    // Bob's upkeep removes the counters, not Alice's.
    p.to(2, Step::Upkeep);
    p.pass_all();
    p.pass_all();
    assert_eq!((p.g.obj(bears).time, p.g.obj(eph).time), (1, 1));
}

/// Cast by suspend, the creature is a new object (CR 400.7): it has haste (702.62a), no time
/// counters, and the suspend it gained is gone.
#[test]
fn a_creature_cast_by_suspend_after_the_instant_is_a_new_object_with_haste_400_7() {
    let mut p = Play::new(&duel(
        4,
        "hand = [\"Suspend\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]",
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Forest\", \"Forest\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Suspend, targeting Grizzly Bears");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    p.to(4, Step::Upkeep);
    assert_eq!(p.g.obj(bears).time, 1);
    p.pass_all(); // the last counter comes off
    p.pass_all(); // the last-counter trigger resolves
    p.act("Bob casts Grizzly Bears from exile (suspend)");
    p.pass_all();
    let o = *p.g.obj(bears);
    assert_eq!((o.zone, o.controller, o.time), (Zone::Battlefield, 1, 0));
    assert!(!o.gained_suspend && !p.eng().has_suspend(&p.g, bears));
    assert!(p.eng().has_haste(&p.g, bears));
}

/// A test card, not a printed one (no printed card puts a time counter on an exiled card that
/// is not suspended; issue14-cards.md section 27).
const NUDGE: &str = "\n[[card]]\nname = \"Temporal Nudge\"\ncost = \"{U}\"\ntypes = [\"instant\"]\nspell = [{ put = \"a time counter\", on = \"target card you own in exile\" }]\n";

/// CR 702.62b: a card is suspended if it's in exile, has suspend and has a time counter. A
/// counter put on an unsuspended Rift Bolt suspends it (its own suspend, nothing gained); on a
/// card without suspend it is only a counter.
#[test]
fn a_time_counter_on_an_exiled_card_with_suspend_suspends_it_702_62b() {
    let mut p = Play::new(
        &(duel(
            1,
            "hand = [\"Temporal Nudge\", \"Temporal Nudge\"]\nbattlefield = [\"Island\", \"Island\"]\nexile = [{ card = \"Rift Bolt\", time = 0 }, \"Lightning Bolt\"]\nlibrary = [\"Island\"]",
            LIB,
        ) + NUDGE),
    );
    let rift = p.card("Rift Bolt");
    let bolt = p.card("Lightning Bolt");
    assert!(!p.eng().is_suspended(&p.g, rift));
    p.act("Alice casts Temporal Nudge, targeting Rift Bolt");
    p.pass_all();
    assert_eq!(p.g.obj(rift).time, 1);
    assert!(p.eng().is_suspended(&p.g, rift));
    assert!(
        !p.g.obj(rift).gained_suspend,
        "suspended by the counter alone"
    );
    p.act("Alice casts Temporal Nudge, targeting Lightning Bolt");
    p.pass_all();
    assert_eq!(p.g.obj(bolt).time, 1);
    assert!(
        !p.eng().is_suspended(&p.g, bolt),
        "no suspend: not suspended"
    );
}

const JHOIRA: &str =
    "battlefield = [\"Jhoira of the Ghitu\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]";

/// Jhoira of the Ghitu: the card is exiled as a cost (CR 602.2b, 601.2h), before the ability
/// resolves; its effect finds that card (400.7j) and gives it four time counters, and suspend
/// only if it has none (702.62b).
#[test]
fn jhoira_exiles_as_a_cost_then_suspends_the_exiled_card_400_7j() {
    let mut p = Play::new(&duel(
        1,
        &format!("hand = [\"Rift Bolt\", \"Grizzly Bears\"]\n{JHOIRA}"),
        LIB,
    ));
    assert!(
        !p.can("exiling Island"),
        "a nonland card from hand: {:?}",
        p.options()
    );
    p.act("Alice activates Jhoira of the Ghitu's ability, exiling Grizzly Bears, paying {2}");
    let bears = p.card("Grizzly Bears");
    assert_eq!(
        p.g.obj(bears).zone,
        Zone::Exile,
        "exiled as the cost is paid"
    );
    assert!(!p.eng().is_suspended(&p.g, bears));
    assert!(
        !p.can("activates Jhoira"),
        "{{2}} is paid: no mana left for a second activation"
    );
    p.pass_all();
    let o = *p.g.obj(bears);
    assert_eq!((o.zone, o.time, o.gained_suspend), (Zone::Exile, 4, true));
    assert!(p.eng().is_suspended(&p.g, bears));
}

#[test]
fn jhoira_gives_no_suspend_to_a_card_that_has_it_702_62b() {
    let mut p = Play::new(&duel(1, &format!("hand = [\"Rift Bolt\"]\n{JHOIRA}"), LIB));
    p.act("Alice activates Jhoira of the Ghitu's ability, exiling Rift Bolt");
    p.pass_all();
    let bolt = p.card("Rift Bolt");
    let o = *p.g.obj(bolt);
    assert_eq!((o.time, o.gained_suspend), (4, false));
    assert!(
        p.eng().is_suspended(&p.g, bolt),
        "its own suspend and a counter"
    );
}

/// Stifled, Jhoira's ability does nothing, but its cost was paid (CR 701.6a-b): the card stays
/// in exile with no time counters, not suspended.
#[test]
fn a_stifled_jhoira_ability_leaves_the_card_exiled_unsuspended_701_6b() {
    let mut p = Play::new(&duel(
        1,
        &format!("hand = [\"Rift Bolt\"]\n{JHOIRA}"),
        BOB_STIFLE,
    ));
    p.act("Alice activates Jhoira of the Ghitu's ability, exiling Rift Bolt");
    p.act("Alice passes priority");
    p.act("Bob casts Stifle, targeting Jhoira of the Ghitu's ability");
    p.pass_all();
    assert!(p.g.stack.is_empty());
    let bolt = p.card("Rift Bolt");
    assert_eq!((p.g.obj(bolt).zone, p.g.obj(bolt).time), (Zone::Exile, 0));
    assert!(!p.eng().is_suspended(&p.g, bolt));
}

#[test]
fn the_exiled_card_needs_an_exile_cost() {
    let text = duel(1, LIB, LIB)
        + "\n[[card]]\nname = \"Bad Jhoira\"\ntypes = [\"artifact\"]\n\n[[card.activated]]\nzone = \"battlefield\"\ncost = \"{2}\"\ndo = [{ put = \"four time counters\", on = \"the exiled card\" }]\n";
    let e = load_error(&text);
    assert!(e.contains("give the ability an `exile"), "{e}");
}

/// Fury Charm (CR 700.2a, 601.2b): the mode is chosen as the spell is cast, each with its own
/// target; a mode with no legal target can't be chosen. Its counter-removing mode removes the
/// last time counter on the opponent's turn, and suspend's trigger fires however it came off.
#[test]
fn fury_charm_modes_each_with_its_target_700_2a() {
    let alice = "hand = [\"Fury Charm\"]\nbattlefield = [\"Mountain\", \"Mountain\"]\nexile = [{ card = \"Errant Ephemeron\", time = 2 }]\nlibrary = [\"Island\"]";
    let p = Play::new(&duel(1, alice, LIB));
    assert!(p.can("Alice casts Fury Charm, mode 3, targeting Errant Ephemeron"));
    assert!(
        !p.can("mode 1"),
        "no artifact: the first mode can't be chosen"
    );
    let mut p = Play::new(&duel(
        2,
        alice,
        "battlefield = [\"Memnite\"]\nlibrary = [\"Island\", \"Island\"]",
    ));
    assert!(p.can("Alice casts Fury Charm, mode 1, targeting Memnite"));
    assert!(!p.can("mode 1, targeting Errant Ephemeron"));
    p.pass_all(); // turn 1's upkeep trigger: one counter left
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    p.act("Alice casts Fury Charm, mode 3, targeting Errant Ephemeron");
    p.pass_all();
    let eph = p.card("Errant Ephemeron");
    assert_eq!(p.g.obj(eph).time, 0);
    assert_eq!(
        p.g.stack.len(),
        1,
        "the last-counter trigger, on Bob's turn"
    );
    p.pass_all();
    p.act("Alice casts Errant Ephemeron from exile (suspend)");
    assert!(p.eng().has_haste(&p.g, eph));
    assert_eq!(
        p.cards_in(Zone::Battlefield),
        ["Mountain", "Mountain", "Memnite"]
    );
}

/// Epochrasite: "When this creature dies" (CR 700.4) triggers as it goes to the graveyard
/// from the battlefield; the trigger exiles the card it became there (400.7e) with three time
/// counters, and it gains suspend (702.62b). Cast from exile, not from hand, it enters with
/// three +1/+1 counters (614.1c); cast from hand, with none.
#[test]
fn epochrasite_dies_into_suspend_and_returns_bigger_700_4() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Epochrasite\"]\nlibrary = [\"Island\"]",
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\"]",
    ));
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Epochrasite");
    p.pass_all(); // the Bolt resolves; Epochrasite dies and its trigger goes on the stack
    let e = p.card("Epochrasite");
    assert_eq!(p.g.obj(e).zone, Zone::Graveyard);
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    p.pass_all();
    let o = *p.g.obj(e);
    assert_eq!((o.zone, o.time, o.gained_suspend), (Zone::Exile, 3, true));
    assert!(p.eng().is_suspended(&p.g, e));
}

#[test]
fn epochrasite_enters_with_counters_only_if_not_cast_from_hand_614_1c() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Epochrasite\", time = 1, suspend = true }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.pass_all();
    p.pass_all();
    p.act("Alice casts Epochrasite from exile (suspend)");
    p.pass_all();
    let e = p.card("Epochrasite");
    assert_eq!((p.eng().power(&p.g, e), p.eng().toughness(&p.g, e)), (4, 4));
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Epochrasite\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Epochrasite");
    p.pass_all();
    let e = p.card("Epochrasite");
    assert_eq!(p.g.obj(e).zone, Zone::Battlefield);
    assert_eq!(p.eng().power(&p.g, e), 1, "cast from hand: no counters");
}
