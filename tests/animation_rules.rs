//! Type-changing effects and modes, rule by rule: Life // Death (CR 709.3; "All lands you
//! control become 1/1 creatures until end of turn. They're still lands.": types added in layer
//! 4, 613.1d, 205.1b, power and toughness set in layer 7b, 613.4b), and Fury Charm's three
//! modes (700.2).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE_LIFE: &str = "hand = [\"Life // Death\"]\nbattlefield = [\"Forest\", \"Forest\", \"Swamp\"]\ngraveyard = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]";
const BOB_BEARS: &str = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]";

/// Casts Life in Alice's first main phase and lets it resolve.
fn cast_life(p: &mut Play) {
    p.to(1, Step::Main1);
    p.act("Alice casts Life");
    p.pass_all();
}

/// CR 613.1d, 205.1b, 613.4b: Life makes each land Alice controls a 1/1 land creature; the
/// lands are still lands, and Bob's are untouched (611.2c: those it names as it resolves).
#[test]
fn life_makes_lands_one_one_creatures_that_are_still_lands_613_1d() {
    let mut p = Play::new(&duel(1, ALICE_LIFE, BOB_BEARS));
    let swamp = p.card("Swamp");
    assert!(!p.eng().is_creature(&p.g, swamp));
    cast_life(&mut p);
    let eng = p.eng();
    assert!(eng.is_creature(&p.g, swamp));
    assert!(eng.types(&p.g, swamp).has(rulecheck::cards::Types::LAND));
    assert_eq!((eng.power(&p.g, swamp), eng.toughness(&p.g, swamp)), (1, 1));
    // The untapped lands (under her control since her turn began, 302.6) can attack; the
    // Forest tapped for Life can't.
    p.to(1, Step::BeginCombat);
    p.pass_all();
    assert!(p.can("Alice attacks Bob with Forest, Swamp"));
    assert!(!p.can("Alice attacks Bob with Forest, Forest"));
}

/// CR 704.5g, 400.7: an animated land dealt lethal damage dies; in the graveyard it is a new
/// object, only a land card. CR 514.2: the other lands stop being creatures in the cleanup step.
#[test]
fn an_animated_land_dies_and_the_effect_ends_in_cleanup_514_2() {
    let mut p = Play::new(&duel(2, ALICE_LIFE, BOB_BEARS));
    cast_life(&mut p);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Swamp");
    p.pass_all();
    p.act("Bob blocks Swamp with Grizzly Bears");
    p.to(1, Step::Main2);
    let swamp = p.card("Swamp");
    assert_eq!(p.g.obj(swamp).zone, Zone::Graveyard);
    assert!(!p.eng().is_creature(&p.g, swamp));
    let forest = p.card("Forest");
    assert!(p.eng().is_creature(&p.g, forest));
    p.to(2, Step::Upkeep);
    assert!(!p.eng().is_creature(&p.g, forest));
    assert_eq!(p.eng().power(&p.g, forest), 0);
}

/// The broken variant `animation.types=replaced` (205.1a read without "They're still lands"):
/// the lands become creatures only, no longer lands.
#[test]
fn the_broken_variant_replaces_the_lands_types() {
    let mut p = Play::with_rules(
        &duel(1, ALICE_LIFE, BOB_BEARS),
        &["animation.types=replaced"],
    );
    cast_life(&mut p);
    let swamp = p.card("Swamp");
    assert!(!p
        .eng()
        .types(&p.g, swamp)
        .has(rulecheck::cards::Types::LAND));
}

/// CR 709.3: Death, the other half, returns a creature card from Alice's graveyard, and she
/// loses life equal to its mana value (Grizzly Bears: 2).
#[test]
fn death_returns_a_creature_and_costs_its_mana_value_in_life() {
    let mut p = Play::new(&duel(1, ALICE_LIFE, BOB_BEARS));
    p.to(1, Step::Main1);
    p.act("Alice casts Death");
    p.pass_all();
    assert_eq!(p.life(0), 18);
    assert_eq!(
        p.cards_in(Zone::Battlefield),
        [
            "Forest",
            "Forest",
            "Swamp",
            "Grizzly Bears",
            "Grizzly Bears"
        ]
    );
}

/// A `becomes` that doesn't keep the object's types is an error (205.1a is not modelled).
#[test]
fn becoming_a_creature_must_keep_the_types() {
    let text = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Bad Life\"\ncost = \"{G}\"\ntypes = [\"sorcery\"]\nspell = [{ grant = \"all lands you control\", becomes = \"1/1 creatures\", until = \"end of turn\" }]\n";
    let e = common::load_error("m.toml", &text);
    assert!(e.contains("They're still lands."), "{e}");
    assert!(e.contains("205.1a"), "{e}");
}

/// Fury Charm (CR 700.2): its second mode, "Target creature gets +1/+1 and gains trample until
/// end of turn" (611.2, 613.4c, 702.19).
#[test]
fn fury_charm_pumps_and_gives_trample_700_2() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Fury Charm\"]\nbattlefield = [\"Mountain\", \"Mountain\"]\nlibrary = [\"Island\"]",
        BOB_BEARS,
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Fury Charm, mode 2, targeting Grizzly Bears");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    let eng = p.eng();
    assert_eq!((eng.power(&p.g, bears), eng.toughness(&p.g, bears)), (3, 3));
    assert!(eng.has_keyword(&p.g, bears, rulecheck::cards::Keyword::Trample));
}

/// Augmenter Pugilist (CR 604.2, 613.4c): "As long as you control eight or more lands, this
/// creature gets +5/+5" is checked continuously: 3/3 with seven lands, 8/8 once the eighth is
/// played. The broken variant `static.as-long-as=ignored` gives the bonus at once.
#[test]
fn augmenter_pugilist_gets_five_with_eight_lands_604_2() {
    let alice = "hand = [\"Forest\"]\nbattlefield = [\"Augmenter Pugilist\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, BOB_BEARS));
    let pug = p.card("Augmenter Pugilist");
    assert_eq!(
        (p.eng().power(&p.g, pug), p.eng().toughness(&p.g, pug)),
        (3, 3)
    );
    p.to(1, Step::Main1);
    p.act("Alice plays Forest");
    assert_eq!(
        (p.eng().power(&p.g, pug), p.eng().toughness(&p.g, pug)),
        (8, 8)
    );
    let broken = Play::with_rules(&duel(1, alice, BOB_BEARS), &["static.as-long-as=ignored"]);
    assert_eq!(broken.eng().power(&broken.g, pug), 8);
}

/// The condition must not count by power or toughness (that would read layer 7 while
/// computing it).
#[test]
fn a_static_condition_by_power_is_an_error() {
    let text = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Bad Pugilist\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nstatics = [\"As long as you control two or more creatures with power 3 or greater, this creature gets +1/+1.\"]\n";
    let e = common::load_error("m.toml", &text);
    assert!(e.contains("power or toughness"), "{e}");
}
