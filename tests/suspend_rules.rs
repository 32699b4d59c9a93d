//! Suspend, rule by rule (CR 702.62, 116.2f), in both editions of its last ability.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Decision, Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

fn old(toml: &str) -> Play {
    Play::with_rules(toml, &["suspend.last-counter=must-play"])
}

#[test]
fn suspend_is_a_special_action_at_the_cards_casting_timing_116_2f() {
    let mut p = Play::new(&duel(
        2,
        "hand = [\"Rift Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Mountain\"]",
        LIB,
    ));
    assert!(!p.can("suspends"), "a sorcery: not in upkeep");
    p.to(1, Step::Main1);
    p.act("Alice suspends Rift Bolt with 1 time counters, paying {R}");
    let bolt = p.card("Rift Bolt");
    assert_eq!((p.g.obj(bolt).zone, p.g.obj(bolt).time), (Zone::Exile, 1));
    assert!(p.eng().is_suspended(&p.g, bolt));
    assert!(p.g.stack.is_empty());
    assert_eq!(
        p.g.priority, 0,
        "special action: Alice keeps priority (116.3)"
    );
}

#[test]
fn a_card_with_no_mana_cost_can_be_suspended_but_not_cast_118_6() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Ancestral Vision\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    assert!(!p.can("casts Ancestral Vision"));
    assert!(p.can("Alice suspends Ancestral Vision with 4 time counters, paying {U}"));
}

#[test]
fn orrery_allows_suspend_at_instant_speed_and_meddling_mage_forbids_it_702_62c() {
    let p = Play::new(&duel(
        1,
        "hand = [\"Errant Ephemeron\", \"Rift Bolt\"]\nbattlefield = [\"Vedalken Orrery\", \"Island\", \"Mountain\"]\nlibrary = [\"Island\"]",
        "battlefield = [{ card = \"Meddling Mage\", named = \"Rift Bolt\" }]\nlibrary = [\"Island\"]",
    ));
    assert_eq!(p.g.step, Step::Upkeep);
    assert!(p.can("Alice suspends Errant Ephemeron"));
    assert!(!p.can("suspends Rift Bolt"), "Meddling Mage names it");
}

#[test]
fn counters_come_off_in_the_owners_upkeep_only() {
    let mut p = Play::new(&duel(
        3,
        "exile = [{ card = \"Errant Ephemeron\", time = 3 }]\nlibrary = [\"Island\", \"Island\"]",
        LIB,
    ));
    // Turn 1 upkeep: the trigger is on the stack.
    assert_eq!(p.g.stack.len(), 1);
    p.pass_all();
    let e = p.card("Errant Ephemeron");
    assert_eq!(p.g.obj(e).time, 2);
    p.to(2, Step::Main1);
    assert_eq!(p.g.obj(e).time, 2, "Bob's upkeep removes nothing");
    p.to(3, Step::Upkeep);
    p.pass_all();
    assert_eq!(p.g.obj(e).time, 1);
}

#[test]
fn current_rule_the_owner_may_decline_and_the_card_stays_exiled_unsuspended() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Rift Bolt\", time = 1 }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.pass_all(); // upkeep trigger: last counter removed
    p.pass_all(); // last-counter trigger resolves
    assert!(matches!(
        p.g.decision.as_deref(),
        Some(&Decision::SuspendPlay { must: false, .. })
    ));
    assert!(p.can("Alice casts Rift Bolt from exile (suspend) without paying its mana cost, targeting Bob, free"));
    p.act("Alice declines to play Rift Bolt");
    let bolt = p.card("Rift Bolt");
    assert_eq!(p.g.obj(bolt).zone, Zone::Exile);
    assert!(!p.eng().is_suspended(&p.g, bolt));
    assert_eq!(p.g.decision, None);
}

#[test]
fn old_rule_the_owner_must_play_it_if_able() {
    let mut p = old(&duel(
        1,
        "exile = [{ card = \"Rift Bolt\", time = 1 }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.pass_all();
    p.pass_all();
    assert!(matches!(
        p.g.decision.as_deref(),
        Some(&Decision::SuspendPlay { must: true, .. })
    ));
    assert!(!p.can("declines"));
    p.act("Alice casts Rift Bolt from exile (suspend) without paying its mana cost, targeting Bob, free");
    assert_eq!(
        p.g.priority, 0,
        "the active player gets priority once the trigger has resolved"
    );
    p.pass_all();
    assert_eq!(p.life(1), 17);
}

#[test]
fn old_rule_a_card_that_cannot_begin_to_be_cast_stays_exiled() {
    let mut p = old(&duel(
        1,
        "exile = [{ card = \"Rift Bolt\", time = 1 }]\nlibrary = [\"Island\"]",
        "battlefield = [{ card = \"Meddling Mage\", named = \"Rift Bolt\" }]\nlibrary = [\"Island\"]",
    ));
    p.pass_all();
    p.pass_all();
    assert_eq!(
        p.g.decision, None,
        "prohibited: not able, so nothing to decide"
    );
    assert_eq!(p.g.obj(p.card("Rift Bolt")).zone, Zone::Exile);
}

/// The seed's loop: under the old rule Banish can begin to be cast, but once it is on the stack
/// the Drake's power drops to 3; the cast is reversed and the obligation stands again.
#[test]
fn old_rule_drake_and_banish_loop_back_to_the_same_state() {
    let mut p = old(&duel(
        1,
        "battlefield = [\"Crackling Drake\"]\nexile = [\"Lightning Bolt\", \"Lightning Bolt\", \"Lightning Bolt\", { card = \"Blade Banish\", time = 1, suspend = true }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.pass_all();
    p.pass_all();
    let before = p.g.clone();
    assert_eq!(
        p.options(),
        ["Alice must play Blade Banish and begins to cast it: it moves to the stack (CR 601.2a)"]
    );
    p.act("begins to cast it");
    let drake = p.card("Crackling Drake");
    assert_eq!(p.eng().power(&p.g, drake), 3);
    assert_eq!(p.options().len(), 1);
    p.act("the cast is reversed");
    assert_eq!(p.g, before, "exactly the same state again");
}

#[test]
fn current_rule_the_same_position_can_be_declined() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Crackling Drake\"]\nexile = [\"Lightning Bolt\", \"Lightning Bolt\", \"Lightning Bolt\", { card = \"Blade Banish\", time = 1, suspend = true }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.pass_all();
    p.pass_all();
    assert_eq!(p.options(), ["Alice declines to play Blade Banish"]);
}

#[test]
fn a_creature_cast_by_suspend_has_haste() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Errant Ephemeron\", time = 1 }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.pass_all();
    p.pass_all();
    p.act("Alice casts Errant Ephemeron from exile (suspend)");
    p.pass_all();
    let e = p.card("Errant Ephemeron");
    assert_eq!(p.g.obj(e).zone, Zone::Battlefield);
    assert!(p.eng().has_haste(&p.g, e));
    p.to(1, Step::BeginCombat);
    p.pass_all();
    assert!(p.can("Alice attacks Bob with Errant Ephemeron"));
}

#[test]
fn gargadon_counters_come_off_by_sacrifice_and_the_last_one_triggers() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Grizzly Bears\"]\nexile = [{ card = \"Greater Gargadon\", time = 1 }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    // In upkeep, before the suspend trigger resolves, Alice can respond by sacrificing.
    p.act("Alice activates Greater Gargadon's ability, sacrificing Grizzly Bears");
    p.pass_all();
    let g = p.card("Greater Gargadon");
    assert_eq!(p.g.obj(g).time, 0);
    assert_eq!(
        p.g.stack.len(),
        2,
        "the last-counter trigger above the now-useless upkeep trigger"
    );
    p.pass_all();
    p.act("Alice casts Greater Gargadon from exile (suspend)");
}

#[test]
fn delay_gives_suspend_to_a_countered_spell() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Grizzly Bears\"]\nbattlefield = [\"Forest\", \"Forest\"]\nlibrary = [\"Island\"]",
        "hand = [\"Delay\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    p.act("Alice passes priority");
    p.act("Bob casts Delay, targeting Grizzly Bears");
    p.pass_all();
    let b = p.card("Grizzly Bears");
    assert_eq!((p.g.obj(b).zone, p.g.obj(b).time), (Zone::Exile, 3));
    assert!(p.eng().is_suspended(&p.g, b));
}

/// Suspend says "play": a modal double-faced card may be played as its land back face
/// (CR 702.62a, 712.12), which uses the land drop and enters tapped.
#[test]
fn a_suspended_mdfc_can_be_played_as_its_land_face() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Tangled Florahedron\", time = 1, suspend = true }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.pass_all();
    p.pass_all();
    assert!(p.can("Alice casts Tangled Florahedron from exile (suspend)"));
    p.act("Alice plays Tangled Vale (the back face of Tangled Florahedron)");
    let c = p.card("Tangled Florahedron");
    assert_eq!(p.g.obj(c).zone, Zone::Battlefield);
    assert!(p.g.obj(c).tapped, "Tangled Vale enters tapped");
    assert_eq!(p.eng().face_name(&p.g, c), "Tangled Vale");
    assert!(!p.eng().is_creature(&p.g, c));
    assert_eq!(p.g.lands_played, 1);
}

#[test]
fn an_mdfc_in_hand_is_its_front_face_but_its_land_face_can_be_played() {
    let mut p = Play::new(&duel(1, "hand = [\"Tangled Florahedron\"]\nbattlefield = [\"Forest\", \"Forest\"]\nlibrary = [\"Island\"]", LIB));
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Tangled Florahedron, paying {1}{G}"));
    assert!(p.can("Alice plays Tangled Vale (the back face of Tangled Florahedron)"));
}

/// A shared property of `properties/`, by id.
fn shared_property(id: &str) -> rulecheck::property::PropertyDef {
    rulecheck::property::load_dir(std::path::Path::new("properties"))
        .unwrap_or_else(|e| panic!("{}", e.render()))
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("no property {id}"))
}

const FLASH_SUSPENDER: &str = "\n[[card]]\nname = \"Ambush Sprite\"\ncost = \"{3}{U}\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 2\nkeywords = [\"flash\"]\nsuspend = { time = 2, cost = \"{U}\" }\n";

/// CR 116.2f, 702.8a: a creature with flash and suspend can be suspended whenever it could be
/// cast, on the opponent's turn too; `suspend.action-when-castable` counts its own flash.
#[test]
fn a_flash_card_with_suspend_is_suspended_at_instant_speed_and_the_property_agrees_116_2f() {
    let mut p = Play::new(&format!(
        "{}{FLASH_SUSPENDER}",
        duel(
            2,
            "hand = [\"Ambush Sprite\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\"]",
            LIB,
        )
    ));
    let prop = shared_property("suspend.action-when-castable");
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.active, 1);
    p.act("Bob passes priority");
    assert!(
        p.can("Alice suspends Ambush Sprite"),
        "flash: on Bob's turn"
    );
    assert!(
        prop.eval(&p.eng(), &p.g),
        "suspend.action-when-castable must hold while Alice may suspend a flash card"
    );
}

/// CR 2023-11-17 702.62a with 117.1d, 601.2g: the free cast must happen if able, but activating
/// mana abilities is never forced. With Sphere of Resistance's {1} to pay, Alice may pay, or
/// activate none: the cast fails and Rift Bolt stays in exile, unsuspended (ruling 2021-03-19).
#[test]
fn old_rule_a_mandatory_cast_with_a_mana_cost_may_fail_by_activating_no_mana_ability_117_1d() {
    let no_mana = "activates no mana ability to pay for Rift Bolt";
    let mut p = old(&duel(
        1,
        "battlefield = [\"Sphere of Resistance\", \"Mountain\"]\nexile = [{ card = \"Rift Bolt\", time = 1 }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.pass_all(); // the last time counter comes off
    p.pass_all(); // the cast trigger resolves
    assert!(p.can("Alice casts Rift Bolt from exile (suspend) without paying its mana cost, targeting Bob, paying {1} (tapping Mountain)"), "{:?}", p.options());
    assert!(p.can(no_mana), "{:?}", p.options());
    assert!(!p.can("declines to play"), "the cast is still mandatory");
    p.act(no_mana);
    let bolt = p.card("Rift Bolt");
    assert_eq!(p.g.obj(bolt).zone, Zone::Exile);
    assert!(!p.eng().is_suspended(&p.g, bolt));
    assert!(p.g.decision.is_none() && p.g.stack.is_empty());
    assert_eq!(p.life(1), 20);

    // With no mana source at all the cast fails the same way: no begin-and-reverse loop.
    let mut p = old(&duel(
        1,
        "battlefield = [\"Sphere of Resistance\"]\nexile = [{ card = \"Rift Bolt\", time = 1 }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.pass_all();
    p.pass_all();
    assert_eq!(p.options().len(), 1, "{:?}", p.options());
    p.act(no_mana);
    assert_eq!(p.g.obj(p.card("Rift Bolt")).zone, Zone::Exile);
    assert!(p.g.decision.is_none());
}
