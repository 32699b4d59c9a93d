//! Restrictions and keywords for combat, untapping and targeting:
//! - "Target creature can't block this turn." (Goblin Shortcutter) and "can't attack or block
//!   until your next turn": a combat restriction for a duration (CR 611.2a, 509.1b, 508.1c),
//!   ending in the cleanup step (514.2) or as its controller's next turn begins (611.2b);
//! - "That creature doesn't untap during its controller's next untap step." (Frost Lynx) and
//!   "This artifact doesn't untap during your untap step." (Basalt Monolith) (CR 502.3);
//! - fear (CR 702.36b: only artifact creatures and/or black creatures block it);
//! - removing a counter as an activation cost (Rift Elemental; CR 118.3, 602.2b);
//! - hexproof on a player (Leyline of Sanctity; CR 702.11c).
//!
//! Each rule also fails under its switch.

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

const ALICE: usize = 0;
const BOB: usize = 1;

fn shortcutter(sets: &[&str]) -> Play {
    Play::with_rules(
        &duel(
            2,
            "hand = [\"Goblin Shortcutter\"]\nbattlefield = [\"Grizzly Bears\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Mountain\", \"Mountain\"]",
            "battlefield = [\"Silvercoat Lion\"]\nlibrary = [\"Plains\", \"Plains\"]",
        ),
        sets,
    )
}

/// Casts Goblin Shortcutter, targets `target` with its trigger, and attacks Bob with the Bears.
fn shortcut_and_attack(p: &mut Play, target: &str) {
    p.to(1, Step::Main1);
    p.act("casts Goblin Shortcutter");
    p.pass_all();
    p.act(&format!(
        "targets {target} with Goblin Shortcutter's trigger"
    ));
    p.pass_all();
    p.pass_until("attacks Bob");
    p.act("Alice attacks Bob with Grizzly Bears");
}

/// Every option offered from now until turn `turn` begins, taking the first each time (a
/// player who can't declare any attacker or blocker is not asked, CR 508.1, 509.1).
fn seen_until(p: &mut Play, turn: u8) -> Vec<String> {
    let mut seen = Vec::new();
    for _ in 0..300 {
        if p.g.turn >= turn || p.g.outcome.is_some() {
            break;
        }
        seen.extend(p.options());
        let eng = p.eng();
        let a = eng.actions(&p.g)[0].clone();
        p.g = eng.apply(&p.g, &a);
    }
    seen
}

#[test]
fn target_creature_cant_block_this_turn_611_2a_509_1b() {
    let blocks = "Bob blocks Grizzly Bears with Silvercoat Lion";
    let mut p = shortcutter(&[]);
    shortcut_and_attack(&mut p, "Silvercoat Lion");
    let seen = seen_until(&mut p, 2);
    assert!(
        !seen
            .iter()
            .any(|o| o.contains("Bob blocks") || o.contains("no blockers")),
        "the Lion can't block, so Bob declares no blocks: {seen:#?}"
    );
    assert_eq!(p.life(BOB), 18);
    // Another target: the Lion blocks as usual.
    let mut p = shortcutter(&[]);
    shortcut_and_attack(&mut p, "Grizzly Bears");
    assert!(seen_until(&mut p, 2).iter().any(|o| o.contains(blocks)));
    // The broken variant ignores the effect.
    let mut p = shortcutter(&["restriction.granted=ignored"]);
    shortcut_and_attack(&mut p, "Silvercoat Lion");
    assert!(seen_until(&mut p, 2).iter().any(|o| o.contains(blocks)));
}

#[test]
fn the_restriction_ends_in_the_cleanup_step_514_2() {
    let mut p = shortcutter(&[]);
    shortcut_and_attack(&mut p, "Silvercoat Lion");
    assert!(!p.g.continuous.is_empty());
    p.to(2, Step::Main1);
    assert!(p.g.continuous.is_empty(), "{}", p.board());
}

const RESTRAIN: &str = r#"
[[card]]
name = "Test Restraint"
cost = "{W}"
types = ["sorcery"]
text = "Until your next turn, target creature can't attack or block."
spell = [{ grant = "target creature", cant-attack = true, cant-block = true, until = "your next turn" }]
"#;

/// Casts Test Restraint with Bob's Lion its target (however the target is asked for).
fn restrain_lion(p: &mut Play) {
    let both = p
        .options()
        .into_iter()
        .find(|o| o.contains("Test Restraint") && o.contains("Silvercoat Lion"));
    match both {
        Some(o) => p.act(&o),
        None => {
            p.act("casts Test Restraint");
            p.act("Silvercoat Lion");
        }
    }
}

#[test]
fn cant_attack_or_block_until_your_next_turn_611_2b_508_1c() {
    let toml = duel(
        3,
        "hand = [\"Test Restraint\"]\nbattlefield = [\"Plains\", \"Grizzly Bears\"]\nlibrary = [\"Plains\", \"Plains\"]",
        "battlefield = [\"Silvercoat Lion\"]\nlibrary = [\"Plains\", \"Plains\"]",
    ) + RESTRAIN;
    let mut p = Play::new(&toml);
    p.to(1, Step::Main1);
    restrain_lion(&mut p);
    p.pass_all();
    assert_eq!(p.g.continuous.len(), 1, "{}", p.board());
    // Bob's turn: the Lion can't attack (nor block Alice's Bears before it).
    let seen = seen_until(&mut p, 3);
    assert!(
        !seen
            .iter()
            .any(|o| o.contains("Silvercoat Lion")
                && (o.contains("attacks") || o.contains("blocks"))),
        "{seen:#?}"
    );
    // Alice's next turn: the effect has ended (CR 611.2b).
    assert_eq!(p.g.turn, 3);
    assert!(p.g.continuous.is_empty(), "{}", p.board());
    // The broken variant: the Lion attacks on Bob's turn.
    let mut p = Play::with_rules(&toml, &["restriction.granted=ignored"]);
    p.to(1, Step::Main1);
    restrain_lion(&mut p);
    p.pass_all();
    let seen = seen_until(&mut p, 3);
    assert!(
        seen.iter()
            .any(|o| o.contains("Bob attacks Alice with Silvercoat Lion")),
        "{seen:#?}"
    );
}

fn lynx(sets: &[&str]) -> Play {
    let mut p = Play::with_rules(
        &duel(
            4,
            "hand = [\"Frost Lynx\"]\nbattlefield = [\"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\", \"Island\"]",
            "battlefield = [\"Silvercoat Lion\"]\nlibrary = [\"Plains\", \"Plains\", \"Plains\"]",
        ),
        sets,
    );
    p.to(1, Step::Main1);
    p.act("casts Frost Lynx");
    p.pass_all();
    // One legal target (an opponent's creature): the trigger takes it.
    if p.can("targets Silvercoat Lion") {
        p.act("targets Silvercoat Lion");
    }
    p.pass_all();
    p
}

#[test]
fn frozen_creature_stays_tapped_through_its_controllers_next_untap_step_502_3() {
    let mut p = lynx(&[]);
    let lion = p.card("Silvercoat Lion");
    assert!(p.g.obj(lion).tapped, "{}", p.board());
    p.to(2, Step::Upkeep);
    assert!(
        p.g.obj(lion).tapped,
        "still tapped in Bob's turn: {}",
        p.board()
    );
    // The effect is used up: in Bob's next untap step the Lion untaps.
    assert!(p.g.continuous.is_empty(), "{}", p.board());
    p.to(4, Step::Upkeep);
    assert!(!p.g.obj(lion).tapped, "{}", p.board());
    // The broken variant untaps it at once.
    let mut p = lynx(&["untap.doesnt-untap=untaps"]);
    p.to(2, Step::Upkeep);
    assert!(!p.g.obj(p.card("Silvercoat Lion")).tapped);
}

#[test]
fn doesnt_untap_during_your_untap_step_but_its_ability_untaps_it_502_3() {
    let toml = duel(
        3,
        "battlefield = [{ card = \"Basalt Monolith\", tapped = true }, \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]",
        "library = [\"Island\", \"Island\"]",
    );
    let mut p = Play::new(&toml);
    p.to(3, Step::Upkeep);
    let monolith = p.card("Basalt Monolith");
    assert!(p.g.obj(monolith).tapped, "{}", p.board());
    // The Islands untapped as usual; its own ability untaps it (CR 701.26b).
    p.act("activates Basalt Monolith's ability");
    p.pass_all();
    assert!(!p.g.obj(monolith).tapped, "{}", p.board());
    let mut p = Play::with_rules(&toml, &["untap.doesnt-untap=untaps"]);
    p.to(3, Step::Upkeep);
    assert!(!p.g.obj(p.card("Basalt Monolith")).tapped);
}

fn legion(sets: &[&str]) -> Play {
    let mut p = Play::with_rules(
        &duel(
            1,
            "battlefield = [\"Severed Legion\"]\nlibrary = [\"Swamp\"]",
            "battlefield = [\"Grizzly Bears\", \"Memnite\", \"Dregscape Zombie\"]\nlibrary = [\"Forest\"]",
        ),
        sets,
    );
    p.pass_until("attacks Bob");
    p.act("Alice attacks Bob with Severed Legion");
    p.pass_until("Bob declares no blockers");
    p
}

#[test]
fn fear_only_artifact_or_black_creatures_block_702_36b() {
    let p = legion(&[]);
    assert!(
        p.can("Bob blocks Severed Legion with Memnite"),
        "{:#?}",
        p.options()
    );
    assert!(p.can("Bob blocks Severed Legion with Dregscape Zombie"));
    assert!(!p.can("with Grizzly Bears"), "{:#?}", p.options());
    let p = legion(&["fear.evasion=ignored"]);
    assert!(p.can("Bob blocks Severed Legion with Grizzly Bears"));
}

fn rift(sets: &[&str], battlefield: &str, exile: &str) -> Play {
    Play::with_rules(
        &duel(
            1,
            &format!("battlefield = [\"Rift Elemental\", \"Mountain\", \"Mountain\"{battlefield}]\nexile = [{exile}]\nlibrary = [\"Mountain\"]"),
            "library = [\"Forest\"]",
        ),
        sets,
    )
}

#[test]
fn removing_a_time_counter_is_a_cost_118_3_602_2b() {
    // From a suspended card Alice owns.
    let mut p = rift(&[], "", "{ card = \"Rift Bolt\", time = 3 }");
    p.to(1, Step::Main1);
    let bolt = p.card("Rift Bolt");
    let before = p.g.obj(bolt).time;
    p.act("activates Rift Elemental's ability");
    assert_eq!(p.g.obj(bolt).time, before - 1, "{}", p.board());
    p.pass_all();
    assert_eq!(p.eng().power(&p.g, p.card("Rift Elemental")), 3);
    // Without a time counter anywhere, it can't be activated.
    let mut p = rift(&[], "", "");
    p.to(1, Step::Main1);
    assert!(
        !p.can("activates Rift Elemental's ability"),
        "{:#?}",
        p.options()
    );
    // The broken variant leaves the counter.
    let mut p = rift(
        &["cost.remove-counter=kept"],
        "",
        "{ card = \"Rift Bolt\", time = 3 }",
    );
    p.to(1, Step::Main1);
    let bolt = p.card("Rift Bolt");
    let before = p.g.obj(bolt).time;
    p.act("activates Rift Elemental's ability");
    assert_eq!(p.g.obj(bolt).time, before);
}

#[test]
fn the_last_time_counter_removed_as_a_cost_triggers_suspend_702_62a() {
    let mut p = rift(&[], "", "{ card = \"Rift Bolt\", time = 2 }");
    p.to(1, Step::Main1);
    let bolt = p.card("Rift Bolt");
    assert_eq!(
        p.g.obj(bolt).time,
        1,
        "one removed in the upkeep: {}",
        p.board()
    );
    p.act("activates Rift Elemental's ability");
    assert_eq!(p.g.obj(bolt).time, 0);
    // Suspend's "when the last time counter is removed" triggered.
    assert!(p.g.stack.len() + p.g.triggered.len() >= 2, "{}", p.board());
}

fn leyline(sets: &[&str]) -> Play {
    let mut p = Play::with_rules(
        &duel(
            2,
            "battlefield = [\"Leyline of Sanctity\", \"Grizzly Bears\", \"Mountain\"]\nhand = [\"Shock\"]\nlibrary = [\"Plains\", \"Plains\"]",
            "battlefield = [\"Mountain\"]\nhand = [\"Lightning Bolt\"]\nlibrary = [\"Mountain\", \"Mountain\"]",
        ),
        sets,
    );
    p.to(1, Step::Main1);
    p
}

#[test]
fn a_player_with_hexproof_702_11c() {
    let mut p = leyline(&[]);
    // Alice's own Shock may target her (hexproof stops only her opponents').
    let own: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("Shock"))
        .collect();
    let mut broken = leyline(&["hexproof=ignored"]);
    let own_broken: Vec<String> = broken
        .options()
        .into_iter()
        .filter(|o| o.contains("Shock"))
        .collect();
    assert_eq!(own, own_broken);
    // Bob's Lightning Bolt (cast in Alice's turn, at instant speed) can't target her.
    p.pass_until("Bob casts Lightning Bolt");
    broken.pass_until("Bob casts Lightning Bolt");
    let bolt = |p: &Play| -> Vec<String> {
        p.options()
            .into_iter()
            .filter(|o| o.contains("Lightning Bolt"))
            .collect()
    };
    let (mut ok, mut wrong) = (bolt(&p), bolt(&broken));
    if ok.len() == wrong.len() {
        // The targets are asked for after the cast begins.
        p.act("Bob casts Lightning Bolt");
        broken.act("Bob casts Lightning Bolt");
        (ok, wrong) = (p.options(), broken.options());
    }
    assert_eq!(ok.len() + 1, wrong.len(), "{ok:#?} {wrong:#?}");
    assert!(wrong.iter().any(|o| o.contains("Alice")), "{wrong:#?}");
    assert_eq!((p.life(ALICE), p.life(BOB)), (20, 20));
}

#[test]
fn misworded_restrictions_and_costs_are_load_errors() {
    let freeze = duel(1, "hand = [\"Test Freeze\"]", "")
        + r#"
[[card]]
name = "Test Freeze"
cost = "{U}"
types = ["instant"]
spell = [{ tap = "target creature" }, { grant = "that creature", doesnt-untap = "during its controller's next upkeep" }]
"#;
    let e = common::load_error("freeze.toml", &freeze);
    assert!(e.contains("freeze.toml"), "{e}");
    assert!(
        e.contains("during its controller's next untap step"),
        "the hint names the phrase: {e}"
    );
    let cost = duel(1, "battlefield = [\"Test Rift\"]", "")
        + r#"
[[card]]
name = "Test Rift"
cost = "{R}"
types = ["artifact"]

[[card.activated]]
cost = "{1}"
remove = "two time counters from a permanent you control"
do = [{ draw = 1 }]
"#;
    let e = common::load_error("rift.toml", &cost);
    assert!(e.contains("rift.toml"), "{e}");
    assert!(e.contains("one counter of a kind"), "{e}");
    let flag = duel(1, "hand = [\"Test Trip\"]", "")
        + r#"
[[card]]
name = "Test Trip"
cost = "{R}"
types = ["instant"]
spell = [{ grant = "target creature", cant-block = "yes", until = "this turn" }]
"#;
    let e = common::load_error("trip.toml", &flag);
    assert!(e.contains("`cant-block` must be true or false"), "{e}");
}
