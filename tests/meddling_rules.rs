//! Two pieces of Ertai's Meddling, each a general mechanism: delay counters, a kind of counter
//! of their own (CR 122.1), and the cast requirement "X can't be 0" (CR 107.3, 601.2b).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// The error a model text gives as it loads.
fn load_error(text: &str) -> String {
    common::load_error("m.toml", text)
}

const POSTPONE: &str = r#"
[[card]]
name = "Postpone"
cost = "{X}{U}"
types = ["instant"]
requirement = "X can't be 0."
text = "X can't be 0. Target spell's controller exiles it with X delay counters on it."
spell = [{ exile = "target spell", with = "X delay counters" }]
"#;

const ALICE_BEARS: &str =
    "hand = [\"Grizzly Bears\"]\nbattlefield = [\"Forest\", \"Forest\"]\nlibrary = [\"Island\"]";
const BOB_POSTPONE: &str =
    "hand = [\"Postpone\"]\nbattlefield = [\"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]";

fn postpone_play() -> Play {
    let mut p = Play::new(&format!("{}{POSTPONE}", duel(1, ALICE_BEARS, BOB_POSTPONE)));
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    p.act("Alice passes priority");
    p
}

/// CR 107.3, 601.2b: with "X can't be 0" Bob may choose X = 1 or 2 (three Islands), not 0.
#[test]
fn x_cant_be_0_107_3() {
    let p = postpone_play();
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts Postpone"))
        .collect();
    assert_eq!(casts.len(), 2, "{casts:#?}");
    assert!(casts.iter().all(|c| !c.contains("X=0")), "{casts:#?}");
    assert!(casts.iter().any(|c| c.contains("X=2")), "{casts:#?}");
}

/// CR 122.1: the spell is exiled with X delay counters: a kind of its own, not time counters,
/// so the card is not suspended (702.62b).
#[test]
fn delay_counters_are_not_time_counters_122_1() {
    let mut p = postpone_play();
    p.act("X=2");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    let o = *p.g.obj(bears);
    assert_eq!((o.zone, o.delay, o.time), (Zone::Exile, 2, 0));
    assert!(!p.eng().is_suspended(&p.g, bears));
    assert!(p.board().contains("2 delay"), "{}", p.board());
}

/// Suspend's upkeep trigger removes a time counter and leaves delay counters alone.
#[test]
fn removing_time_counters_leaves_delay_counters_122_1() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Rift Bolt\", time = 2, delay = 3 }]\nlibrary = [\"Mountain\"]",
        "library = [\"Island\"]",
    ));
    p.pass_all();
    let bolt = p.card("Rift Bolt");
    assert_eq!((p.g.obj(bolt).time, p.g.obj(bolt).delay), (1, 3));
}

/// A requirement other than "X can't be 0", or one on a card without {X}, is a load error; so
/// are delay counters on a card outside exile.
#[test]
fn requirement_mistakes_are_load_errors() {
    let bad = POSTPONE.replace("X can't be 0.", "X can't be 1.");
    let e = load_error(&format!("{}{bad}", duel(1, ALICE_BEARS, BOB_POSTPONE)));
    assert!(
        e.contains("the only requirement known is \"X can't be 0\""),
        "{e}"
    );
    let bad = POSTPONE.replace("{X}{U}", "{1}{U}");
    let e = load_error(&format!("{}{bad}", duel(1, ALICE_BEARS, BOB_POSTPONE)));
    assert!(e.contains("needs {X} in the mana cost"), "{e}");
    let e = load_error(&duel(
        1,
        "hand = [{ card = \"Rift Bolt\", delay = 1 }]",
        "library = [\"Island\"]",
    ));
    assert!(
        e.contains("'delay' is not a valid field of a card in hand"),
        "{e}"
    );
}
