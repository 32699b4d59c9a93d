//! Triggers on tapping a permanent for mana (CR 106.12, 605.1b, 605.4a, 603.3): The Fertile
//! Lands of Saulvinia's and Mana Flare's triggered mana abilities add their mana within the
//! same payment (a Forest pays {G}{G}), of a type the land produced (106.12a); Tember City's
//! ordinary trigger fires once per land tapped while a spell is cast (601.2g-h) and goes on
//! the stack above the spell when a player would next receive priority; a land tapped by an
//! effect that is not a mana ability doesn't trigger it.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Grizzly Bears\", \"Grizzly Bears\", \"Grizzly Bears\"]";
const BOB: &str = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";

/// Alice's zones with `planes` as her planar deck (its top card her starting plane, CR 901.5).
fn alice(zones: &str, planes: &str) -> String {
    format!("{zones}\n{LIB}\nplanar_deck = [{planes}]")
}

fn casts(p: &Play, name: &str) -> Vec<String> {
    p.options()
        .into_iter()
        .filter(|o| o.starts_with(&format!("Alice casts {name}")))
        .collect()
}

#[test]
fn one_forest_pays_green_green_on_the_fertile_lands_605_1b_605_4a() {
    let a = alice(
        "battlefield = [\"Forest\"]\nhand = [\"Grizzly Bears\"]",
        "\"The Fertile Lands of Saulvinia\", \"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    // One payment: the triggered mana ability's {G} is the same as any type it could be.
    assert_eq!(casts(&p, "Grizzly Bears").len(), 1, "{:#?}", p.options());
    p.act("Alice casts Grizzly Bears");
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Stack);
    assert!(p.g.obj(p.card("Forest")).tapped);
    assert!(
        p.g.triggered.is_empty() && p.g.stack.len() == 1,
        "a triggered mana ability doesn't use the stack (CR 605.4a)"
    );
    assert!(p.g.players[0].pool.is_none(), "both {{G}} were spent");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Battlefield);

    // Without the plane one Forest makes only {G}.
    let a = alice(
        "battlefield = [\"Forest\"]\nhand = [\"Grizzly Bears\"]",
        "\"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    assert!(!p.can("Alice casts Grizzly Bears"));
}

#[test]
fn one_forest_pays_green_green_with_mana_flare_605_1b() {
    let a = alice(
        "battlefield = [\"Mana Flare\", \"Forest\"]\nhand = [\"Grizzly Bears\"]",
        "\"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Battlefield);
}

#[test]
fn the_extra_mana_is_of_the_type_the_land_produced_106_12a() {
    let a = alice(
        "battlefield = [\"Island\"]\nhand = [\"Grizzly Bears\", \"Opt\"]",
        "\"The Fertile Lands of Saulvinia\", \"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    // {U}{U}: two mana, but no green.
    assert!(!p.can("Alice casts Grizzly Bears"), "{:#?}", p.options());
    p.act("Alice casts Opt");
    let pool = p.g.players[0].pool.as_ref().map(|q| q.symbols());
    assert_eq!(
        pool.as_deref(),
        Some("{U}"),
        "the second {{U}} floats (CR 106.4)"
    );
}

#[test]
fn tember_city_deals_one_per_land_tapped_after_the_spell_is_cast_603_3() {
    let a = alice(
        "battlefield = [\"Forest\", \"Forest\", \"Forest\"]\nhand = [\"Grizzly Bears\"]",
        "\"Tember City\", \"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).zone, Zone::Stack);
    // Two lands tapped: two triggers, above the spell (CR 601.2h-i, 603.3).
    assert_eq!(p.g.stack.len(), 3, "{}", p.board());
    assert_eq!(p.life(0), 20, "not yet resolved");
    p.pass_all();
    assert_eq!(p.life(0), 19);
    p.pass_all();
    assert_eq!(p.life(0), 18, "1 damage per land tapped, to the tapper");
    assert_eq!(p.life(1), 20);
    assert_eq!(p.g.obj(bears).zone, Zone::Stack, "the spell is still below");
    p.pass_all();
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
}

#[test]
fn a_land_tapped_by_an_effect_is_not_tapped_for_mana_106_12() {
    // Bob taps two Islands for Ice (2 damage to him); Ice taps Alice's Forest: no trigger.
    let a = alice(
        "battlefield = [\"Forest\"]",
        "\"Tember City\", \"Stairs to Infinity\"",
    );
    let bob = format!("battlefield = [\"Island\", \"Island\"]\nhand = [\"Fire // Ice\"]\n{BOB}");
    let mut p = Play::new(&duel(1, &a, &bob));
    p.to(1, Step::Main1);
    p.act("Alice passes priority");
    p.act("Bob casts Ice (the right half of Fire // Ice), targeting Forest");
    assert_eq!(p.g.stack.len(), 3, "Ice and two triggers");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.life(1), 18, "Bob tapped two Islands for mana");
    p.pass_all();
    assert!(p.g.obj(p.card("Forest")).tapped, "Ice resolved");
    assert_eq!(
        p.life(0),
        20,
        "tapping the Forest by Ice is not tapping it for mana"
    );
    assert!(p.g.stack.is_empty() && p.g.triggered.is_empty());
}

#[test]
fn a_creature_tapped_for_mana_on_eloren_wilds_makes_one_more_605_1b() {
    // Llanowar Elves is a permanent, not a land: Eloren Wilds sees it, the Fertile Lands don't.
    let elves = "battlefield = [\"Llanowar Elves\"]\nhand = [\"Grizzly Bears\"]";
    let a = alice(elves, "\"Eloren Wilds\", \"Stairs to Infinity\"");
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    assert!(p.g.obj(p.card("Llanowar Elves")).tapped);

    let a = alice(
        elves,
        "\"The Fertile Lands of Saulvinia\", \"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    assert!(!p.can("Alice casts Grizzly Bears"), "{:#?}", p.options());
}

#[test]
fn the_broken_variant_makes_the_extra_mana_of_any_type() {
    let a = alice(
        "battlefield = [\"Island\"]\nhand = [\"Grizzly Bears\"]",
        "\"The Fertile Lands of Saulvinia\", \"Stairs to Infinity\"",
    );
    let mut p = Play::with_rules(&duel(1, &a, BOB), &["mana-trigger.type=any"]);
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Grizzly Bears"), "{:#?}", p.options());
}

#[test]
fn produced_mana_is_added_only_on_tapping_for_mana_and_for_that_player() {
    let card = |when: &str, who: &str| {
        format!(
            "[[card]]\nname = \"Flare\"\ntypes = [\"enchantment\"]\n[[card.triggered]]\nwhen = \"{when}\"\ndo = [{{ add = \"one mana of any type that land produced\", who = \"{who}\" }}]\n"
        )
    };
    let e = load_error(
        "flare.toml",
        &(duel(1, LIB, LIB) + &card("a player draws a card", "that player")),
    );
    assert!(e.contains("triggered mana ability"), "{e}");
    let e = load_error(
        "flare.toml",
        &(duel(1, LIB, LIB) + &card("a player taps a land for mana", "each opponent")),
    );
    assert!(e.contains("that player"), "{e}");
    let e = load_error(
        "flare.toml",
        &(duel(1, LIB, LIB) + &card("a player taps a land", "that player")),
    );
    assert!(e.contains("for mana"), "{e}");
}
