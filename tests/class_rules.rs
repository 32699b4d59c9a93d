//! Class levels, rule by rule (CR 716), with Barbarian Class: "{1}{R}: Level 2 — Whenever you
//! roll one or more dice, target creature you control gets +2/+0 and gains menace until end of
//! turn. {2}{R}: Level 3 — Creatures you control have haste."

mod common;

use common::{duel, load_error, Play};
use rulecheck::cards::Keyword;
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

fn mountains(n: usize) -> String {
    vec!["\"Mountain\""; n].join(", ")
}

/// Alice's zones: `battlefield` entries (TOML) before her Mountains.
fn alice(battlefield: &str, n: usize, hand: &str) -> String {
    format!(
        "hand = [{hand}]\nbattlefield = [{battlefield}, {}]\nlibrary = [\"Mountain\"]",
        mountains(n)
    )
}

fn level(p: &Play, name: &str) -> u8 {
    p.eng().level(&p.g, p.card(name))
}

#[test]
fn a_level_is_gained_by_an_ability_on_the_stack_in_order_716_2a() {
    let mut p = Play::new(&duel(1, &alice("\"Barbarian Class\"", 5, ""), BOB));
    p.to(1, Step::Main1);
    assert_eq!(
        level(&p, "Barbarian Class"),
        1,
        "no level reads as 1 (716.2d)"
    );
    assert!(p.can("activates Barbarian Class's \"Level 2\" ability, paying {1}{R}"));
    assert!(
        !p.can("\"Level 3\""),
        "Level 3 only at level 2 (716.2a), though {{2}}{{R}} could be paid"
    );
    p.act("activates Barbarian Class's \"Level 2\" ability");
    // Gaining a level uses the stack and can be responded to (the Class rulings).
    assert_eq!(p.g.stack.len(), 1);
    assert!(
        p.board().contains("Barbarian Class's \"Level 2\" ability"),
        "{}",
        p.board()
    );
    assert_eq!(level(&p, "Barbarian Class"), 1, "not before it resolves");
    assert!(
        !p.can("\"Level"),
        "only as a sorcery: not with the stack full"
    );
    p.pass_all();
    assert_eq!(level(&p, "Barbarian Class"), 2);
    assert!(
        p.board().contains("Barbarian Class (level 2)"),
        "{}",
        p.board()
    );
    assert!(!p.can("\"Level 2\""), "not again at level 2");
    p.act("activates Barbarian Class's \"Level 3\" ability");
    p.pass_all();
    assert_eq!(level(&p, "Barbarian Class"), 3);
    assert!(
        !p.can("activates Barbarian Class"),
        "no level bar at level 3, with {{1}}{{R}} still payable"
    );
}

#[test]
fn the_level_order_switch_lets_level_three_skip_level_two() {
    let mut p = Play::with_rules(
        &duel(1, &alice("\"Barbarian Class\"", 5, ""), BOB),
        &["class.level-order=any-level"],
    );
    p.to(1, Step::Main1);
    p.act("activates Barbarian Class's \"Level 3\" ability");
    p.pass_all();
    assert_eq!(level(&p, "Barbarian Class"), 3);
}

#[test]
fn a_level_is_gained_only_as_a_sorcery_716_2a() {
    let mut p = Play::new(&duel(2, &alice("\"Barbarian Class\"", 5, ""), BOB));
    p.to(1, Step::Upkeep);
    assert!(!p.can("\"Level 2\""), "not in the upkeep");
    p.to(1, Step::Main1);
    assert!(p.can("\"Level 2\""));
    p.to(2, Step::Main1);
    assert!(
        !p.options().iter().any(|o| o.contains("\"Level 2\"")),
        "not in Bob's turn"
    );
    let mut q = Play::with_rules(
        &duel(1, &alice("\"Barbarian Class\"", 5, ""), BOB),
        &["class.sorcery-timing=any-time"],
    );
    q.to(1, Step::Upkeep);
    assert!(q.can("\"Level 2\""), "the broken variant: any time");
}

/// Steel Squirrel's ability is activated and resolves; the two dice Barbarian Class's level-1
/// ability makes it roll show 1 and 2.
fn squirrel_rolls_one_and_two(p: &mut Play) {
    p.act("activates Steel Squirrel");
    p.pass_all();
    p.act("the die shows 1");
    p.act("the die shows 2");
}

#[test]
fn level_two_trigger_works_only_from_level_two_716_2a() {
    // Level 1: the Squirrel's roll (two dice, the lowest ignored: Barbarian Class's level-1
    // ability) triggers nothing of the Class.
    let at_one = alice("\"Barbarian Class\", \"Steel Squirrel\"", 6, "");
    let mut p = Play::new(&duel(1, &at_one, BOB));
    p.to(1, Step::Main1);
    squirrel_rolls_one_and_two(&mut p);
    assert!(p.g.stack.is_empty(), "nothing triggered at level 1");
    // Level 2: the same roll triggers it; its target is the Squirrel.
    let at_two = alice(
        "{ card = \"Barbarian Class\", level = 2 }, \"Steel Squirrel\"",
        6,
        "",
    );
    let mut p = Play::new(&duel(1, &at_two, BOB));
    p.to(1, Step::Main1);
    squirrel_rolls_one_and_two(&mut p);
    if p.can("targets") {
        p.act("targets Steel Squirrel");
    }
    assert_eq!(p.g.stack.len(), 1, "the level-2 trigger waits on the stack");
    p.pass_all();
    let sq = p.card("Steel Squirrel");
    assert_eq!(p.eng().power(&p.g, sq), 3, "+2/+0");
    assert_eq!(p.eng().toughness(&p.g, sq), 1);
    assert!(p.eng().has_keyword(&p.g, sq, Keyword::Menace));
}

#[test]
fn level_three_static_gives_haste_only_at_level_three_716_2a() {
    for (lvl, haste) in [(2, false), (3, true)] {
        let a = alice(
            &format!("{{ card = \"Barbarian Class\", level = {lvl} }}"),
            1,
            "\"Memnite\"",
        );
        let mut p = Play::new(&duel(1, &a, BOB));
        p.to(1, Step::Main1);
        p.act("casts Memnite");
        p.pass_all();
        let m = p.card("Memnite");
        assert_eq!(
            p.eng().has_keyword(&p.g, m, Keyword::Haste),
            haste,
            "level {lvl}"
        );
        p.to(1, Step::BeginCombat);
        p.pass_all();
        assert_eq!(
            p.options()
                .iter()
                .any(|o| o.contains("attacks Bob with Memnite")),
            haste,
            "Memnite attacks only with haste, level {lvl}: {:?}",
            p.options()
        );
    }
    let broken = alice("\"Barbarian Class\"", 1, "\"Memnite\"");
    let mut p = Play::with_rules(&duel(1, &broken, BOB), &["class.level-abilities=always"]);
    p.to(1, Step::Main1);
    p.act("casts Memnite");
    p.pass_all();
    let m = p.card("Memnite");
    assert!(
        p.eng().has_keyword(&p.g, m, Keyword::Haste),
        "the broken variant: a level's abilities at level 1"
    );
}

#[test]
fn a_class_that_leaves_the_battlefield_loses_its_level_400_7() {
    // Bob returns the Class to Alice's hand in response to "Level 2": the ability resolves and
    // does nothing; the Class cast again is a new object without a level (716.2d: level 1).
    let a = alice("\"Barbarian Class\"", 5, "");
    let bob = "hand = [\"Boomerang\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&duel(1, &a, bob));
    p.to(1, Step::Main1);
    p.act("activates Barbarian Class's \"Level 2\" ability");
    p.act("Alice passes priority");
    p.act("casts Boomerang");
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Hand), ["Barbarian Class"]);
    assert_eq!(p.g.stack.len(), 1, "the level ability is still there");
    p.pass_all();
    assert!(p.g.stack.is_empty());
    p.act("casts Barbarian Class");
    p.pass_all();
    let c = p.card("Barbarian Class");
    assert_eq!(p.g.obj(c).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(c).level, 0, "a new object has no level");
    assert_eq!(level(&p, "Barbarian Class"), 1);
    assert!(p.can("\"Level 2\""), "it gains level 2 again from level 1");
}

#[test]
fn each_class_tracks_its_own_level() {
    // The Class rulings: "Each Class permanent tracks its own level separately."
    let a = alice(
        "{ card = \"Barbarian Class\", level = 3 }, \"Barbarian Class\"",
        2,
        "",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    let levels: Vec<u8> =
        p.g.in_zone(Zone::Battlefield)
            .filter(|&c| p.eng().name(c) == "Barbarian Class")
            .map(|c| p.eng().level(&p.g, c))
            .collect();
    assert_eq!(levels, [3, 1]);
    // Only the level-1 Class can gain level 2.
    let options: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("\"Level"))
        .collect();
    assert_eq!(options.len(), 1, "{options:?}");
}

#[test]
fn level_bars_are_checked_as_the_card_loads() {
    let card = |subtypes: &str, levels: &str| {
        format!(
            "{}\n[[card]]\nname = \"Test Class\"\ncost = \"{{R}}\"\ntypes = [\"enchantment\"]\nsubtypes = [{subtypes}]\n{levels}",
            duel(1, "library = [\"Mountain\"]", BOB)
        )
    };
    let level = |n: u8, when: &str| {
        format!(
            "[[card.level]]\nlevel = {n}\ncost = \"{{1}}{{R}}\"\ntriggered = [{{ when = \"{when}\", do = [{{ draw = 1 }}] }}]\n"
        )
    };
    let e = load_error("t.toml", &card("", &level(2, "you roll one or more dice")));
    assert!(e.contains("Class cards (CR 716.1)"), "{e}");
    let e = load_error(
        "t.toml",
        &card("\"Class\"", &level(3, "you roll one or more dice")),
    );
    assert!(e.contains("should be level = 2"), "{e}");
    // A malformed phrase in a level points at the word.
    let text = card("\"Class\"", &level(2, "you rol one or more dice"));
    let e = load_error("t.toml", &text);
    let line = text
        .lines()
        .position(|l| l.contains("you rol one"))
        .unwrap()
        + 1;
    assert!(e.contains(&format!("t.toml:{line}:")), "{e}");
    assert!(e.contains("level 2"), "{e}");
    // A model can't start a Class above its last level.
    let e = load_error(
        "t.toml",
        &duel(
            1,
            "battlefield = [{ card = \"Barbarian Class\", level = 4 }]\nlibrary = [\"Mountain\"]",
            BOB,
        ),
    );
    assert!(e.contains("its highest level is 3"), "{e}");
}

#[test]
fn gaining_a_level_keeps_the_abilities_of_the_levels_before() {
    // The Class rulings: "Gaining a level won't remove abilities that a Class had at a
    // previous level." At level 3 the roll still triggers the level-2 ability.
    let a = alice(
        "{ card = \"Barbarian Class\", level = 3 }, \"Steel Squirrel\"",
        6,
        "",
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    squirrel_rolls_one_and_two(&mut p);
    if p.can("targets") {
        p.act("targets Steel Squirrel");
    }
    p.pass_all();
    let sq = p.card("Steel Squirrel");
    assert_eq!(p.eng().power(&p.g, sq), 3);
    assert!(
        p.eng().has_keyword(&p.g, sq, Keyword::Haste),
        "and level 3's"
    );
}

/// An invented Class (labelled so): a level whose section is an activated ability, to show a
/// level's activated abilities work as printed ones from that level on (CR 716.2a).
const TEST_CLASS: &str = r#"
[[card]]
name = "Invented Test Class"
cost = "{R}"
types = ["enchantment"]
subtypes = ["Class"]
text = "(Invented for this test.) {1}: Level 2 — {1}: You gain 1 life."

[[card.level]]
level = 2
cost = "{1}"
text = "{1}: You gain 1 life."
activated = [{ cost = "{1}", do = [{ gain-life = 1 }] }]
"#;

#[test]
fn a_levels_activated_ability_works_from_its_level_on_716_2a() {
    let a = alice("\"Invented Test Class\"", 3, "");
    let mut p = Play::new(&format!("{}{TEST_CLASS}", duel(1, &a, BOB)));
    p.to(1, Step::Main1);
    let gain = "activates Invented Test Class's ability, paying {1}";
    assert!(!p.can(gain), "not at level 1: {:?}", p.options());
    p.act("activates Invented Test Class's \"Level 2\" ability");
    assert!(!p.can(gain), "not before the level ability resolves");
    p.pass_all();
    assert!(p.can(gain), "{:?}", p.options());
    p.act(gain);
    p.pass_all();
    assert_eq!(p.life(0), 21);
}

#[test]
fn ranger_class_wolf_and_its_level_three_library_permission_601_3() {
    // Level 1: "When this Class enters, create a 2/2 green Wolf creature token."
    let a =
        "hand = [\"Ranger Class\"]\nbattlefield = [\"Forest\", \"Forest\"]\nlibrary = [\"Forest\"]";
    let mut p = Play::new(&duel(1, a, BOB));
    p.to(1, Step::Main1);
    p.act("casts Ranger Class");
    p.pass_all();
    p.pass_all();
    assert!(p.cards_in(Zone::Battlefield).contains(&"Wolf".to_string()));
    // Level 3: only creature spells from the top of her own library.
    for (top, castable) in [("Centaur Courser", true), ("Lightning Bolt", false)] {
        let a = format!(
            "battlefield = [{{ card = \"Ranger Class\", level = 3 }}, \"Mountain\", \"Forest\", \"Forest\"]\nlibrary = [\"{top}\", \"Forest\"]"
        );
        let bob = format!("library = [\"{top}\", \"Island\"]");
        let mut p = Play::new(&duel(1, &a, &bob));
        p.to(1, Step::Main1);
        assert_eq!(
            p.can(&format!("casts {top} from the top of Alice's library")),
            castable,
            "{top}: {:?}",
            p.options()
        );
        assert!(
            !p.can("from the top of Bob's library"),
            "not from another player's library"
        );
    }
    // Level 2: not yet.
    let a = "battlefield = [{ card = \"Ranger Class\", level = 2 }, \"Forest\", \"Forest\", \"Forest\"]\nlibrary = [\"Centaur Courser\", \"Forest\"]";
    let mut p = Play::new(&duel(1, a, BOB));
    p.to(1, Step::Main1);
    assert!(!p.can("casts Centaur Courser"), "{:?}", p.options());
}
