//! Static abilities that grant activated and mana abilities (CR 613.1f, 113.2c, 602, 605.1a):
//! Truga Jungle's, Llanowar's and Cryptolith Rite's mana abilities pay costs; a source with two
//! mana abilities taps once for one of them; Shiv's "{R}: This creature gets +1/+0 until end of
//! turn." is each creature's own; the abilities are gone with the static ability; Grixis gives
//! red creature cards in its controller's graveyard unearth for their mana cost (702.84a).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Grizzly Bears\", \"Grizzly Bears\", \"Grizzly Bears\"]";
const BOB: &str = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";

/// Alice's zones with `planes` as her planar deck (its top card her starting plane, CR 901.5).
fn alice(zones: &str, planes: &str) -> String {
    format!("{zones}\n{LIB}\nplanar_deck = [{planes}]")
}

#[test]
fn a_forest_on_truga_jungle_pays_blue_613_1f_605_1a() {
    let a = alice(
        "battlefield = [\"Forest\"]\nhand = [\"Opt\"]",
        "\"Truga Jungle\", \"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Opt");
    assert_eq!(
        p.g.obj(p.card("Opt")).zone,
        Zone::Stack,
        "Opt is cast: the Forest's granted ability paid {{U}}"
    );
    assert!(p.g.obj(p.card("Forest")).tapped);

    // Without the plane the Forest has only "{T}: Add {G}.".
    let a = alice(
        "battlefield = [\"Forest\"]\nhand = [\"Opt\"]",
        "\"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    assert!(!p.can("Alice casts Opt"), "{:#?}", p.options());
}

#[test]
fn a_forest_tapped_for_green_cannot_also_use_the_granted_ability_602_2b() {
    let a = alice(
        "battlefield = [\"Forest\"]\nhand = [\"Opt\", \"Llanowar Elves\"]",
        "\"Truga Jungle\", \"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Opt"));
    // One payment for Llanowar Elves: the Forest's two abilities leave the same state.
    let elves: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.starts_with("Alice casts Llanowar Elves"))
        .collect();
    assert_eq!(elves.len(), 1, "{elves:#?}");
    p.act("Alice casts Llanowar Elves");
    assert!(
        !p.can("Alice casts Opt"),
        "the Forest is tapped: neither of its mana abilities can be activated"
    );
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Llanowar Elves")).zone, Zone::Battlefield);
    assert!(!p.can("Alice casts Opt"));
}

#[test]
fn a_creature_on_llanowar_taps_for_green_green_and_pays_a_two_mana_spell() {
    let a = alice(
        "battlefield = [\"Memnite\"]\nhand = [\"Grizzly Bears\"]",
        "\"Llanowar\", \"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
    assert!(p.g.obj(p.card("Memnite")).tapped);
}

#[test]
fn a_printed_and_a_granted_mana_ability_each_pay_and_leave_different_pools_106_4() {
    // Llanowar Elves on Llanowar: its own {G}, or the granted {G}{G} (one {G} left floating).
    let a = alice(
        "battlefield = [\"Llanowar Elves\"]\nhand = [\"Llanowar Elves\"]",
        "\"Llanowar\", \"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.starts_with("Alice casts Llanowar Elves"))
        .collect();
    assert_eq!(
        casts.len(),
        2,
        "the pool after differs (empty, or {{G}}): {casts:#?}"
    );
}

#[test]
fn the_granted_abilities_are_gone_when_the_plane_leaves_613_1f() {
    let a = alice(
        "battlefield = [\"Forest\", \"Island\"]\nhand = [\"Opt\", \"Opt\"]",
        "\"Truga Jungle\", \"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the Planeswalker symbol");
    p.pass_all();
    let up: Vec<_> =
        p.g.face_up
            .iter()
            .map(|&c| p.eng().name(c).to_string())
            .collect();
    assert_eq!(up, ["Stairs to Infinity"]);
    assert!(!p.g.obj(p.card("Forest")).tapped);
    // The Island pays for one Opt; the Forest makes only {G} now.
    let forest_pays = p
        .options()
        .iter()
        .any(|o| o.starts_with("Alice casts Opt") && o.contains("Forest"));
    assert!(!forest_pays, "{:#?}", p.options());
}

#[test]
fn a_granted_pump_on_shiv_works_for_each_creature_602_2() {
    let a = alice(
        "battlefield = [\"Grizzly Bears\", \"Memnite\", \"Mountain\", \"Mountain\"]",
        "\"Shiv\", \"Stairs to Infinity\"",
    );
    let bob = format!("battlefield = [\"Ornithopter\"]\n{BOB}");
    let mut p = Play::new(&duel(1, &a, &bob));
    p.to(1, Step::Main1);
    assert!(p.can("Alice activates Grizzly Bears's ability"));
    assert!(p.can("Alice activates Memnite's ability"));
    assert!(
        !p.can("activates Ornithopter's ability"),
        "Bob's creature's ability is Bob's to activate (CR 602.2)"
    );
    let (bears, memnite) = (p.card("Grizzly Bears"), p.card("Memnite"));
    assert!(
        p.can("Alice activates Grizzly Bears's ability (\"{R}: This creature gets +1/+0 until end of turn.\"), paying {R} (tapping Mountain)"),
        "{:#?}",
        p.options()
    );
    p.act("Alice activates Grizzly Bears's ability");
    p.pass_all();
    assert_eq!(p.eng().power(&p.g, bears), 3, "this creature: the Bears");
    assert_eq!(p.eng().power(&p.g, memnite), 1);
    p.act("Alice activates Memnite's ability");
    p.pass_all();
    assert_eq!(p.eng().power(&p.g, memnite), 2, "and the Memnite its own");
    assert!(
        !p.can("Alice activates"),
        "both Mountains are tapped: {:#?}",
        p.options()
    );
}

#[test]
fn cryptolith_rite_creatures_tap_for_any_color_once_they_can_tap_302_6() {
    let a = "battlefield = [\"Cryptolith Rite\", \"Memnite\"]\nhand = [\"Opt\", \"Llanowar Elves\"]\nlibrary = [\"Grizzly Bears\"]";
    let mut p = Play::new(&duel(1, a, "library = [\"Island\"]"));
    p.to(1, Step::Main1);
    p.act("Alice casts Llanowar Elves");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Llanowar Elves")).zone, Zone::Battlefield);
    assert!(
        !p.can("Alice casts Opt"),
        "the Memnite is tapped and the new Elves can't tap this turn"
    );
}

#[test]
fn a_quoted_ability_needs_its_activated_table() {
    let card = "[[card]]\nname = \"Rite\"\ntypes = [\"enchantment\"]\nstatics = ['Creatures you control have \"{2}: Draw a card.\"']\n";
    let e = load_error("rite.toml", &(duel(1, LIB, LIB) + card));
    assert!(e.contains("granted = true"), "{e}");
}

#[test]
fn grixis_gives_red_creature_cards_in_your_graveyard_unearth_for_their_mana_cost_702_84a() {
    let a = alice(
        "graveyard = [\"Raging Goblin\", \"Grizzly Bears\"]\nbattlefield = [\"Mountain\", \"Forest\", \"Forest\"]",
        "\"Grixis\", \"Stairs to Infinity\"",
    );
    let bob = format!("graveyard = [\"Goblin Guide\"]\n{BOB}");
    let mut p = Play::new(&duel(1, &a, &bob));
    assert!(!p.can("activates"), "not in upkeep: as a sorcery");
    p.to(1, Step::Main1);
    assert!(
        p.can(
            "Alice activates Raging Goblin's ability (\"Unearth\"), paying {R} (tapping Mountain)"
        ),
        "{:#?}",
        p.options()
    );
    assert!(
        !p.can("Grizzly Bears's ability"),
        "a green card has no unearth here"
    );
    assert!(
        !p.can("Goblin Guide's ability"),
        "Bob's graveyard is not the planar controller's"
    );
    p.act("Alice activates Raging Goblin's ability");
    p.pass_all();
    let goblin = p.card("Raging Goblin");
    assert_eq!(p.g.obj(goblin).zone, Zone::Battlefield);
    p.to(1, Step::End);
    p.pass_all();
    assert_eq!(
        p.g.obj(goblin).zone,
        Zone::Exile,
        "exiled at the beginning of the end step"
    );
}

#[test]
fn without_grixis_no_card_has_unearth() {
    let a = alice(
        "graveyard = [\"Raging Goblin\"]\nbattlefield = [\"Mountain\"]",
        "\"Stairs to Infinity\"",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    assert!(!p.can("Raging Goblin's ability"), "{:#?}", p.options());
}

#[test]
fn the_granted_mana_ability_is_gone_when_cryptolith_rite_leaves_613_1f() {
    // Alice's Memnite taps for any colour only while the Rite is on the battlefield: Bob
    // destroys it in her upkeep, and then the Memnite makes nothing.
    let a = "battlefield = [\"Cryptolith Rite\", \"Memnite\"]\nhand = [\"Llanowar Elves\"]\nlibrary = [\"Grizzly Bears\"]";
    let b =
        "battlefield = [\"Forest\", \"Forest\"]\nhand = [\"Naturalize\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, a, b));
    p.to(1, Step::Upkeep);
    p.act("Alice passes priority");
    p.act("Bob casts Naturalize, targeting Cryptolith Rite");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Cryptolith Rite")).zone, Zone::Graveyard);
    p.to(1, Step::Main1);
    assert!(
        !p.can("Alice casts Llanowar Elves"),
        "the Memnite has no mana ability now: {:#?}",
        p.options()
    );
}

/// An action names an ability by a byte, granted abilities from 128 on: a card with more
/// activated abilities than fit is an error at load, never a collision.
#[test]
fn a_card_with_too_many_activated_abilities_is_refused_at_load() {
    let mut card = String::from(
        "\n[[card]]\nname = \"Many\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\ntext = \"x\"\n",
    );
    for _ in 0..121 {
        card.push_str("\n[[card.activated]]\ncost = \"{1}\"\ntext = \"{1}: You gain 1 life.\"\ndo = [{ gain-life = 1 }]\n");
    }
    let err = load_error(
        "m.toml",
        &format!(
            "{}{card}",
            duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        ),
    );
    assert!(err.contains("at most 120 activated abilities"), "{err}");
}
