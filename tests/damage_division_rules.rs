//! Combat damage divided among several blockers (CR 510.1c): the attacking player chooses the
//! division, one decision listing each legal division of every such attacker's damage. Under
//! the current CR (2026-01-16) the damage is divided as that player chooses; under CR
//! 2024-02-06 and earlier the blockers are in a damage assignment order (509.2) and lethal
//! damage goes to each before any to the next. Trample's rest goes to the player only once
//! each blocker is assigned lethal damage (702.19b); deathtouch makes 1 damage lethal
//! (702.2c, 702.19c). Interchangeable blockers give one division.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const RHINO: &str = "\n[[card]]\nname = \"Rhino\"\ncost = \"{3}{G}\"\ntypes = [\"creature\"]\npower = 4\ntoughness = 4\ntext = \"invented test card\"\n";

/// Alice attacks with `attacker` (a card named in `cards` or the library); Bob blocks with
/// `blockers`; play stops at the combat damage decision.
fn blocked(attacker: &str, blockers: &[&str], sets: &[&str], cards: &str) -> Play {
    let bob = blockers
        .iter()
        .map(|b| format!("\"{b}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let toml = duel(
        1,
        &format!("battlefield = [\"{attacker}\"]\nlibrary = [\"Forest\"]"),
        &format!("battlefield = [{bob}]\nlibrary = [\"Island\"]"),
    ) + cards;
    let mut p = Play::with_rules(&toml, sets);
    p.to(1, Step::Main1);
    p.pass_until("attacks Bob");
    p.act(&format!("Alice attacks Bob with {attacker}"));
    p.pass_until("Bob blocks");
    let eng = p.eng();
    let actions = eng.actions(&p.g);
    // Every blocker blocks the attacker.
    let a = actions
        .iter()
        .find(|a| {
            let d = eng.describe(&p.g, a);
            blockers
                .iter()
                .all(|b| d.matches(b).count() >= blockers.iter().filter(|x| *x == b).count())
        })
        .expect("a block with every blocker")
        .clone();
    p.g = eng.apply(&p.g, &a);
    // CR 509.2 (2024-02-06 and earlier): the order is announced at once, in the order the
    // blockers are named here.
    if p.can("orders the blockers") {
        p.act(&format!("{attacker}: {}", blockers.join(", then ")));
    }
    // To the combat damage step's decision, if there is one.
    for _ in 0..20 {
        if p.can("assigns combat damage") || p.g.step == Step::EndCombat {
            break;
        }
        p.act("passes priority");
    }
    p
}

fn divisions(p: &Play) -> Vec<String> {
    p.options()
        .into_iter()
        .filter(|o| o.contains("assigns combat damage"))
        .collect()
}

#[test]
fn the_attacking_player_divides_the_damage_as_they_choose_510_1c() {
    let mut p = blocked("Rhino", &["Grizzly Bears", "Hill Giant"], &[], RHINO);
    // 4 damage between two blockers: 0+4, 1+3, 2+2, 3+1, 4+0 (the 2026-01-16 example).
    assert_eq!(divisions(&p).len(), 5, "{:#?}", divisions(&p));
    p.act("Rhino: 1 to Grizzly Bears, 3 to Hill Giant");
    p.pass_to_step(Step::EndCombat);
    assert_eq!(p.g.obj(p.card("Hill Giant")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).damage, 1);
}

#[test]
fn the_broken_variant_assigns_one_fixed_way() {
    let p = blocked(
        "Rhino",
        &["Grizzly Bears", "Hill Giant"],
        &["combat.damage-division=fixed"],
        RHINO,
    );
    // No decision: damage is already dealt, lethal to the first, the rest to the last.
    assert!(divisions(&p).is_empty());
}

#[test]
fn old_editions_assign_lethal_damage_in_order_509_2_510_1c() {
    // Two 3/3s and 4 damage: 2 and 2 is legal now, not with a damage assignment order.
    let now = blocked("Rhino", &["Hill Giant", "Centaur Courser"], &[], RHINO);
    assert!(divisions(&now)
        .iter()
        .any(|d| d.contains("2 to Hill Giant") && d.contains("2 to Centaur Courser")));
    let old = blocked(
        "Rhino",
        &["Hill Giant", "Centaur Courser"],
        &["combat.damage-order=ordered"],
        RHINO,
    );
    let ds = divisions(&old);
    // In the order Hill Giant, then Centaur Courser: 4+0 and 3+1 (lethal damage to the Giant
    // before any to the Courser).
    assert_eq!(ds.len(), 2, "{ds:#?}");
    assert!(ds
        .iter()
        .any(|d| d.contains("3 to Hill Giant") && d.contains("1 to Centaur Courser")));
    assert!(!ds
        .iter()
        .any(|d| d.contains("2 to Hill Giant") && d.contains("2 to Centaur Courser")));
    // The broken variant chooses the order only as damage is assigned: 0+4, 1+3, 3+1, 4+0
    // (at most one blocker is assigned less than lethal damage and more than none).
    let late = blocked(
        "Rhino",
        &["Hill Giant", "Centaur Courser"],
        &[
            "combat.damage-order=ordered",
            "combat.order-announced=at-damage",
        ],
        RHINO,
    );
    assert_eq!(divisions(&late).len(), 4, "{:#?}", divisions(&late));
}

/// Alice's Rhino is blocked by Grizzly Bears and Hill Giant under a damage assignment order
/// (CR 2024-02-06's rules); Bob holds
/// Giant Growth and a Forest. Play stops right after the blocks.
fn blocked_with_giant_growth(sets: &[&str]) -> Play {
    let toml = duel(
        1,
        "battlefield = [\"Rhino\"]\nlibrary = [\"Forest\"]",
        "battlefield = [\"Grizzly Bears\", \"Hill Giant\", \"Forest\"]\nhand = [\"Giant Growth\"]\nlibrary = [\"Island\"]",
    ) + RHINO;
    let mut sets = sets.to_vec();
    sets.insert(0, "combat.damage-order=ordered");
    let mut p = Play::with_rules(&toml, &sets);
    p.to(1, Step::Main1);
    p.pass_until("attacks Bob");
    p.act("Alice attacks Bob with Rhino");
    p.pass_until("Bob blocks");
    p.act("Bob blocks Rhino with Grizzly Bears, Rhino with Hill Giant");
    p
}

#[test]
fn the_order_is_announced_as_blockers_are_declared_before_anyone_responds_509_2() {
    let p = blocked_with_giant_growth(&[]);
    let orders: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("orders the blockers"))
        .collect();
    // The two orders and nothing else: no one has priority yet.
    assert_eq!(orders.len(), 2, "{:#?}", p.options());
    assert_eq!(p.options().len(), 2, "{:#?}", p.options());
    assert!(orders
        .iter()
        .any(|o| o.contains("Rhino: Grizzly Bears, then Hill Giant (CR 509.2)")));
}

#[test]
fn a_blocker_pumped_after_the_order_is_announced_keeps_its_place_509_2_510_1c() {
    let mut p = blocked_with_giant_growth(&[]);
    p.act("Rhino: Grizzly Bears, then Hill Giant");
    p.pass_until("casts Giant Growth");
    p.act("casts Giant Growth, targeting Grizzly Bears");
    p.pass_all();
    // Grizzly Bears is 5/5 and first: lethal damage to it (5) before any to Hill Giant, so all
    // 4 go to the Bears (no choice is left) and the Giant survives.
    for _ in 0..20 {
        assert!(!p.can("assigns combat damage"), "{:#?}", p.options());
        if p.g.step == Step::EndCombat {
            break;
        }
        p.act("passes priority");
    }
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).damage, 4);
    assert_eq!(p.g.obj(p.card("Hill Giant")).damage, 0);
    assert_eq!(p.g.obj(p.card("Hill Giant")).zone, Zone::Battlefield);
    // Chosen only as damage is assigned (the broken variant), the Giant could be killed.
    let mut late = blocked_with_giant_growth(&["combat.order-announced=at-damage"]);
    late.pass_until("casts Giant Growth");
    late.act("casts Giant Growth, targeting Grizzly Bears");
    late.pass_all();
    late.pass_until("assigns combat damage");
    assert!(late.can("3 to Hill Giant"), "{:#?}", divisions(&late));
}

#[test]
fn the_2024_edition_orders_the_blockers() {
    use rulecheck::checker::{self, RunConfig, Verdict};
    use std::sync::Arc;
    let s = Arc::new(
        rulecheck::model::load(std::path::Path::new(
            "tests/cards/double_block_division.toml",
        ))
        .unwrap(),
    );
    let verdict = |edition: &str, sets: &[String], id: &str| {
        let run = checker::check(&s, edition, sets, &[], &RunConfig::default()).unwrap();
        run.properties.iter().find(|r| r.id == id).unwrap().outcome
    };
    for edition in ["2026-01-16", "2024-02-06"] {
        assert_eq!(
            verdict(edition, &[], "kills-giant-spares-bears"),
            Verdict::Reached
        );
    }
    assert_eq!(verdict("2026-01-16", &[], "two-and-two"), Verdict::Reached);
    assert_eq!(
        verdict("2024-02-06", &[], "two-and-two"),
        Verdict::Unreached
    );
    let fixed = ["combat.damage-division=fixed".to_string()];
    assert_eq!(
        verdict("2026-01-16", &fixed, "kills-giant-spares-bears"),
        Verdict::Unreached
    );
}

#[test]
fn interchangeable_blockers_give_one_division() {
    let p = blocked("Rhino", &["Grizzly Bears", "Grizzly Bears"], &[], RHINO);
    // 4+0, 3+1, 2+2 (1+3 and 0+4 are the same divisions with the Bears swapped).
    assert_eq!(divisions(&p).len(), 3, "{:#?}", divisions(&p));
}

#[test]
fn trample_assigns_the_rest_to_the_player_702_19b() {
    let cards = "\n[[card]]\nname = \"Stomper\"\ncost = \"{3}{G}\"\ntypes = [\"creature\"]\npower = 6\ntoughness = 6\nkeywords = [\"trample\"]\ntext = \"Trample\"\n";
    let mut p = blocked("Stomper", &["Grizzly Bears", "Hill Giant"], &[], cards);
    // 6 covers lethal damage to both: no choice explored (assigning more to the blockers is
    // a known gap).
    assert!(divisions(&p).is_empty());
    p.pass_to_step(Step::EndCombat);
    // Lethal damage to each blocker, the rest (1) to Bob.
    assert_eq!(p.life(1), 19);
    assert_eq!(p.g.obj(p.card("Hill Giant")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
}

#[test]
fn deathtouch_makes_one_damage_lethal_702_2c() {
    let cards = "\n[[card]]\nname = \"Stinger\"\ncost = \"{1}{B}\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 2\nkeywords = [\"deathtouch\"]\ntext = \"Deathtouch\"\n";
    let mut p = blocked(
        "Stinger",
        &["Grizzly Bears", "Hill Giant"],
        &["combat.damage-order=ordered"],
        cards,
    );
    // Ordered: 1 is lethal, so 1 and 1 is legal too.
    p.act("Stinger: 1 to Grizzly Bears, 1 to Hill Giant");
    p.pass_to_step(Step::EndCombat);
    assert_eq!(p.g.obj(p.card("Hill Giant")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
}

#[test]
fn a_trampler_short_of_lethal_to_every_blocker_divides_and_hits_no_one_702_19b() {
    let cards = "\n[[card]]\nname = \"Stomper\"\ncost = \"{3}{G}\"\ntypes = [\"creature\"]\npower = 4\ntoughness = 4\nkeywords = [\"trample\"]\ntext = \"Trample\"\n";
    let mut p = blocked("Stomper", &["Grizzly Bears", "Hill Giant"], &[], cards);
    // 4 is less than 2 + 3: divided among the blockers only, as without trample.
    assert_eq!(divisions(&p).len(), 5, "{:#?}", divisions(&p));
    p.act("Stomper: 1 to Grizzly Bears, 3 to Hill Giant");
    p.pass_to_step(Step::EndCombat);
    assert_eq!(p.life(1), 20);
    assert_eq!(p.g.obj(p.card("Hill Giant")).zone, Zone::Graveyard);
}

/// A 40/40 blocked by seven different creatures has C(46, 6), about 9.4 million, divisions of
/// its damage: their enumeration is bounded by the move budget (`--max-moves`), so the search
/// stops at that state, incomplete, rather than list them all first.
#[test]
fn the_divisions_of_a_large_power_are_bounded_by_the_move_budget() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.toml");
    std::fs::write(&path, MANY_BLOCKERS).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .args(["check", "--no-shared", "--max-moves", "1000"])
        .arg(&path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(152), "{stdout}");
    assert!(
        stdout.contains("--max-moves 1000: a state offers more moves"),
        "{stdout}"
    );
}

const MANY_BLOCKERS: &str = r#"name = "A 40/40 with haste blocked by seven creatures"
turns = 1

[[player]]
name = "Alice"
battlefield = ["Titan"]

[[player]]
name = "Bob"
battlefield = ["Grizzly Bears", "Hill Giant", "Craw Wurm", "Memnite", "Savannah Lions", "Serra Angel", "Air Elemental"]

[[card]]
name = "Titan"
cost = "{5}"
types = ["creature"]
power = 40
toughness = 40
keywords = ["haste"]

[[property]]
id = "all-blockers-die"
kind = "sometimes"
expr = '''count(c in cards where c.zone == "graveyard") == 7'''
"#;
