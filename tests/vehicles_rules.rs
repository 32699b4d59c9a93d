//! Vehicles and crew (CR 301.7, 702.122), and type-adding effects (613.1d, 205.1b, 205.3g):
//! Smuggler's Copter is an artifact that is a creature only once crewed (crew 1: tap other
//! untapped creatures with total power 1 or greater, 702.122a), until end of turn; it loots as
//! it attacks or blocks (508.1m, 509.1i). Ghirapur makes each noncreature, non-Vehicle artifact
//! its controller controls a 5/3 Vehicle with trample, haste and crew 2 at the beginning of
//! combat; Esper's chaos ability makes white, blue and black creatures artifacts, then gives
//! each artifact creature vigilance, menace and lifelink (702.20b, 702.111b, 702.15b). Each rule
//! fails under its switch (`crew.becomes-creature`, `types.add`, `cost.tap-untapped-creatures`).

mod common;

use common::{duel, load_error, Play};
use rulecheck::cards::Types;
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

/// Alice has Smuggler's Copter and Grizzly Bears (and `more`) on the battlefield since the game
/// began, and an Island in hand to discard.
fn copter(sets: &[&str], more: &str) -> Play {
    let a = format!(
        "hand = [\"Island\"]\nbattlefield = [\"Smuggler's Copter\", \"Grizzly Bears\"{more}]\n{LIB}"
    );
    Play::with_rules(
        &duel(
            2,
            &a,
            "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]",
        ),
        sets,
    )
}

/// CR 301.7a, 702.122a: uncrewed, the Copter is a noncreature artifact: it can't attack.
#[test]
fn a_vehicle_that_is_not_crewed_is_no_creature_and_cant_attack_301_7() {
    let mut p = copter(&[], "");
    let c = p.card("Smuggler's Copter");
    assert!(!p.eng().is_creature(&p.g, c));
    assert!(p.eng().has_subtype(&p.g, c, "Vehicle"));
    p.to(1, Step::BeginCombat);
    p.pass_until("attacks Bob");
    assert!(p.can("Alice attacks Bob with Grizzly Bears"));
    assert!(
        !p.options()
            .iter()
            .any(|o| o.contains("Copter") && o.contains("attacks")),
        "{:#?}",
        p.options()
    );
}

/// CR 702.122a: crewing taps other untapped creatures with total power 1 or greater; as the
/// ability resolves the Copter is a 3/3 artifact creature (301.7b) that can attack; its trigger
/// loots (508.1m; "you may draw a card. If you do, discard a card.", 608.2d).
#[test]
fn crew_a_copter_and_attack_then_loot_702_122a() {
    let mut p = copter(&[], "");
    p.to(1, Step::BeginCombat);
    let options = p.options();
    assert!(
        options
            .iter()
            .any(|o| o
                == "Alice crews Smuggler's Copter (crew 1), tapping Grizzly Bears (CR 702.122a)"),
        "{options:#?}"
    );
    // Only other creatures crew it (702.122a), and the choice is one set of creatures.
    assert_eq!(
        options.iter().filter(|o| o.contains("crews")).count(),
        1,
        "{options:#?}"
    );
    p.act("Alice crews Smuggler's Copter");
    let (c, bears) = (p.card("Smuggler's Copter"), p.card("Grizzly Bears"));
    assert!(p.g.obj(bears).tapped, "the cost tapped the Bears");
    assert!(
        !p.eng().is_creature(&p.g, c),
        "not before the ability resolves"
    );
    p.pass_all();
    let eng = p.eng();
    assert!(eng.is_creature(&p.g, c));
    assert_eq!(
        eng.types(&p.g, c),
        Types(Types::ARTIFACT.0 | Types::CREATURE.0)
    );
    assert_eq!((eng.power(&p.g, c), eng.toughness(&p.g, c)), (3, 3));
    p.pass_until("attacks Bob");
    p.act("Alice attacks Bob with Smuggler's Copter");
    // The loot: she may draw; if she does, she discards.
    p.stack_triggers_in_order();
    p.pass_all();
    let before = p.cards_in(Zone::Hand).len();
    p.act("Alice draws");
    assert_eq!(p.cards_in(Zone::Hand).len(), before + 1);
    p.act("Alice chooses Island and discards it");
    assert_eq!(p.cards_in(Zone::Hand).len(), before);
    p.to(1, Step::Main2);
    assert_eq!(p.life(1), 17, "3 flying damage");
}

/// CR 514.2: the crew effect ends in the cleanup step; on Bob's turn the Copter can't block
/// uncrewed, but crewed at instant speed it can, and its trigger loots as it blocks (509.1i).
#[test]
fn the_crew_effect_ends_and_a_crewed_vehicle_blocks_514_2_509_1i() {
    let mut p = copter(&[], ", \"Memnite\"");
    p.to(1, Step::BeginCombat);
    p.act("Alice crews Smuggler's Copter (crew 1), tapping Memnite");
    p.pass_all();
    let c = p.card("Smuggler's Copter");
    p.to(2, Step::Upkeep);
    assert!(!p.eng().is_creature(&p.g, c), "until end of turn only");
    // Bob attacks with his Bears.
    p.to(2, Step::BeginCombat);
    p.pass_until("attacks Alice");
    p.act("Bob attacks Alice with Grizzly Bears");
    p.act("Bob passes priority");
    // Uncrewed, the Copter can't block; Alice's Bears can.
    let mut q = Play {
        scenario: p.scenario.clone(),
        rules: p.rules,
        g: p.g.clone(),
    };
    q.act("Alice passes priority");
    assert!(
        !q.options().iter().any(|o| o.contains("Copter blocks")),
        "{:#?}",
        q.options()
    );
    assert!(
        q.can("Alice blocks Grizzly Bears with Grizzly Bears"),
        "{:#?}",
        q.options()
    );
    // Crewed in the declare attackers step, it blocks.
    p.act("Alice crews Smuggler's Copter (crew 1), tapping Grizzly Bears");
    p.pass_all();
    p.pass_all();
    p.act("Alice blocks Grizzly Bears with Smuggler's Copter");
    // CR 509.1i, 509.3a: its trigger, as it blocks.
    p.stack_triggers_in_order();
    p.pass_all();
    assert!(
        p.can("Alice draws"),
        "the Copter's loot: {:#?}",
        p.options()
    );
}

/// CR 302.6: the Copter that came under Alice's control this turn can be crewed but can't
/// attack (no haste); a creature cast this turn may crew (tapping it is no {T} cost), except
/// under `cost.tap-untapped-creatures=not-this-turn`.
#[test]
fn summoning_sickness_stops_the_vehicle_not_the_crew_302_6() {
    let a = format!(
        "hand = [\"Smuggler's Copter\", \"Grizzly Bears\"]\nbattlefield = [\"Forest\", \"Forest\", \
         \"Forest\", \"Forest\"]\n{LIB}"
    );
    let run = |sets: &[&str]| {
        let mut p = Play::with_rules(&duel(1, &a, "library = [\"Island\"]"), sets);
        p.to(1, Step::Main1);
        p.act("Alice casts Smuggler's Copter");
        p.pass_all();
        p.act("Alice casts Grizzly Bears");
        p.pass_all();
        p
    };
    let mut p = run(&[]);
    p.act("Alice crews Smuggler's Copter");
    p.pass_all();
    assert!(p.eng().is_creature(&p.g, p.card("Smuggler's Copter")));
    p.pass_to_step(Step::DeclareAttackers);
    assert!(
        !p.options().iter().any(|o| o.contains("attacks Bob with")),
        "{:#?}",
        p.options()
    );
    let p = run(&["cost.tap-untapped-creatures=not-this-turn"]);
    assert!(!p.can("crews"), "{:#?}", p.options());
}

/// The broken variant `crew.becomes-creature=no`: crewed, the Copter stays a noncreature
/// artifact and can't attack.
#[test]
fn crew_fails_under_its_switch() {
    let mut p = copter(&["crew.becomes-creature=no"], "");
    p.to(1, Step::BeginCombat);
    p.act("Alice crews Smuggler's Copter");
    p.pass_all();
    assert!(!p.eng().is_creature(&p.g, p.card("Smuggler's Copter")));
}

/// CR 702.122a: the crew's total power is N or greater (Memnite is a 1/1, the Bears a 2/2).
/// Every set of other untapped creatures with enough power is a choice, interchangeable ones
/// once per number of them.
#[test]
fn every_set_with_enough_power_crews_702_122a() {
    let mut p = copter(&[], ", \"Memnite\", \"Memnite\"");
    p.to(1, Step::BeginCombat);
    let crews: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("crews"))
        .collect();
    // Memnite is 1/1: Bears alone, one or two Memnites, with or without the Bears: 5 sets.
    assert_eq!(crews.len(), 5, "{crews:#?}");
}

/// A crew that is not a number from 1 to 20 is a load error.
#[test]
fn a_bad_crew_is_a_load_error() {
    let e = load_error(
        "bad.toml",
        "name = \"t\"\nturns = 1\n[[player]]\nname = \"Alice\"\nbattlefield = [\"V\"]\n[[player]]\nname = \"Bob\"\n\
         [[card]]\nname = \"V\"\ntypes = [\"artifact\"]\nsubtypes = [\"Vehicle\"]\npower = 1\ntoughness = 1\ncrew = 0\n",
    );
    assert!(e.contains("crew"), "{e}");
}

/// Ghirapur (CR 613.1d, 205.3g, 613.4b, 702.122a): at the beginning of combat on Alice's turn,
/// Mind Stone becomes a 5/3 Vehicle with trample, haste and crew 2; crewed by the Bears it is
/// a 5/3 artifact creature that attacks. The Copter, already a Vehicle, is not changed.
#[test]
fn ghirapur_makes_artifacts_vehicles_that_crew_2_crews_613_1d() {
    let run = |sets: &[&str]| {
        let a = format!(
            "battlefield = [\"Mind Stone\", \"Grizzly Bears\"]\n{LIB}\nplanar_deck = [\"Ghirapur\"]"
        );
        let mut p = Play::with_rules(
            &duel(
                1,
                &a,
                "library = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
            ),
            sets,
        );
        p.to(1, Step::BeginCombat);
        p.stack_triggers_in_order();
        p.pass_all();
        p
    };
    let mut p = run(&[]);
    let stone = p.card("Mind Stone");
    let eng = p.eng();
    assert!(eng.has_subtype(&p.g, stone, "Vehicle"));
    assert!(!eng.is_creature(&p.g, stone));
    assert_eq!(eng.power(&p.g, stone), 5);
    p.act("Alice crews Mind Stone (crew 2), tapping Grizzly Bears");
    p.pass_all();
    let eng = p.eng();
    assert!(eng.is_creature(&p.g, stone));
    assert_eq!((eng.power(&p.g, stone), eng.toughness(&p.g, stone)), (5, 3));
    p.pass_until("attacks Bob");
    p.act("Alice attacks Bob with Mind Stone");
    p.to(1, Step::Main2);
    assert_eq!(p.life(1), 15);
    // Under `types.add=creature-only` Mind Stone is no Vehicle (it still gains crew 2).
    let p = run(&["types.add=creature-only"]);
    assert!(!p.eng().has_subtype(&p.g, p.card("Mind Stone"), "Vehicle"));
}

/// Esper's chaos ability (CR 613.1d, 205.1b, 702.15b): Gravedigger (black) becomes an artifact
/// creature and gains vigilance, menace and lifelink; Grizzly Bears (green) doesn't. The
/// Gravedigger's damage gains Alice life; under `types.add=creature-only` it isn't an artifact
/// and gains nothing.
#[test]
fn esper_makes_black_creatures_artifacts_with_lifelink_205_1b() {
    let run = |sets: &[&str]| {
        let a = format!(
            "battlefield = [\"Gravedigger\", \"Grizzly Bears\"]\n{LIB}\nplanar_deck = [\"Esper\", \
             \"Stairs to Infinity\"]"
        );
        let mut p = Play::with_rules(
            &duel(
                1,
                &a,
                "library = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
            ),
            sets,
        );
        p.to(1, Step::Main1);
        p.act("Alice rolls the planar die, paying {0}");
        p.act("shows the chaos symbol");
        p.pass_all();
        p
    };
    let mut p = run(&[]);
    let (digger, bears) = (p.card("Gravedigger"), p.card("Grizzly Bears"));
    let eng = p.eng();
    assert!(eng.types(&p.g, digger).has(Types::ARTIFACT));
    assert!(!eng.types(&p.g, bears).has(Types::ARTIFACT));
    assert!(eng.has_keyword(&p.g, digger, rulecheck::cards::Keyword::Lifelink));
    assert!(eng.has_keyword(&p.g, digger, rulecheck::cards::Keyword::Menace));
    assert!(!eng.has_keyword(&p.g, bears, rulecheck::cards::Keyword::Lifelink));
    p.pass_until("attacks Bob");
    p.act("Alice attacks Bob with Gravedigger");
    // Vigilance: it doesn't tap to attack (702.20b).
    assert!(!p.g.obj(digger).tapped);
    p.to(1, Step::Main2);
    assert_eq!((p.life(0), p.life(1)), (22, 18));
    let p = run(&["types.add=creature-only"]);
    let digger = p.card("Gravedigger");
    assert!(!p.eng().types(&p.g, digger).has(Types::ARTIFACT));
    assert!(!p
        .eng()
        .has_keyword(&p.g, digger, rulecheck::cards::Keyword::Lifelink));
}

/// The broken variant `crew.power=any`: crew 2 is paid by Memnite alone (power 1), or by
/// tapping nothing; under the rule (CR 702.122a) only sets with total power 2 or more crew.
#[test]
fn crew_power_fails_under_its_switch_702_122a() {
    let crews = |sets: &[&str]| {
        let a = format!(
            "battlefield = [\"Mind Stone\", \"Memnite\"]\n{LIB}\nplanar_deck = [\"Ghirapur\"]"
        );
        let mut p = Play::with_rules(
            &duel(
                1,
                &a,
                "library = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
            ),
            sets,
        );
        p.to(1, Step::BeginCombat);
        p.stack_triggers_in_order();
        p.pass_all();
        p.options()
            .into_iter()
            .filter(|o| o.contains("crews"))
            .count()
    };
    assert_eq!(crews(&[]), 0);
    assert_eq!(crews(&["crew.power=any"]), 2);
}

/// A type-changing effect adds creature, artifact, enchantment or land, and artifact types
/// other than Equipment; anything else is a load error at its word, as is crew 0.
#[test]
fn unmodelled_types_and_crew_0_are_load_errors_205_1b() {
    let card = |step: &str| {
        format!(
            "name = \"t\"\nturns = 1\n[[player]]\nname = \"Alice\"\nhand = [\"S\"]\n[[player]]\nname = \"Bob\"\n\
             [[card]]\nname = \"S\"\ncost = \"{{1}}\"\ntypes = [\"sorcery\"]\nspell = [{step}]\n"
        )
    };
    let e = load_error(
        "bad.toml",
        &card("{ grant = \"each artifact you control\", becomes = \"planeswalkers in addition to their other types\", until = \"end of turn\" }"),
    );
    assert!(e.contains("205.1b"), "{e}");
    let e = load_error(
        "bad.toml",
        &card("{ grant = \"each artifact you control\", becomes = \"an Equipment in addition to its other types\", until = \"end of turn\" }"),
    );
    assert!(e.contains("Equipment"), "{e}");
    let e = load_error(
        "bad.toml",
        &card("{ grant = \"each artifact you control\", gains = \"haste and crew 0\", until = \"end of turn\" }"),
    );
    assert!(e.contains("702.122a"), "{e}");
}
