//! Persist (CR 702.79a) and undying (702.93a): "When this permanent is put into a graveyard
//! from the battlefield, if it had no -1/-1 (+1/+1) counters on it, return it to the
//! battlefield under its owner's control with a -1/-1 (+1/+1) counter on it." The counters are
//! read as the permanent last existed (603.10a); the card must still be in the graveyard as the
//! ability resolves (400.7).

mod common;

use common::{duel, Play};
use rulecheck::cards::MINUS_ONE;
use rulecheck::engine::{Step, Zone};

const UNDYING: &str = r#"
[[card]]
name = "Test Undying"
cost = "{2}{B}"
types = ["creature"]
power = 2
toughness = 2
keywords = ["undying"]
"#;

fn bolted(battlefield: &str, hand: &str) -> Play {
    let mut p = Play::new(
        &(duel(
            1,
            &format!("hand = [{hand}]\nbattlefield = [\"Mountain\", \"Mountain\", \"Swamp\", \"Swamp\"]\nlibrary = [\"Mountain\"]"),
            &format!("battlefield = [{battlefield}]\nlibrary = [\"Forest\"]"),
        ) + UNDYING),
    );
    p.to(1, Step::Main1);
    p
}

#[test]
fn persist_returns_once_with_a_minus_one_counter_702_79a() {
    let mut p = bolted(
        "\"Kitchen Finks\"",
        "\"Lightning Bolt\", \"Lightning Bolt\"",
    );
    p.act("casts Lightning Bolt, targeting Kitchen Finks");
    p.pass_all();
    // The persist trigger, then the new object's enter trigger.
    p.pass_all();
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Kitchen Finks")).zone,
        Zone::Battlefield,
        "{}",
        p.board()
    );
    assert_eq!(
        p.g.obj(p.card("Kitchen Finks"))
            .named_counters
            .get(MINUS_ONE),
        1
    );
    assert_eq!(p.life(1), 22, "{}", p.board());
    p.act("casts Lightning Bolt, targeting Kitchen Finks");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Kitchen Finks")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert!(
        p.g.stack.is_empty(),
        "no trigger the second time: {}",
        p.board()
    );
}

#[test]
fn undying_returns_with_a_plus_one_counter_702_93a() {
    let mut p = bolted("\"Test Undying\"", "\"Lightning Bolt\", \"Lightning Bolt\"");
    p.act("casts Lightning Bolt, targeting Test Undying");
    p.pass_all();
    assert!(
        p.options().iter().any(|o| o.contains("passes")),
        "{}",
        p.board()
    );
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Test Undying")).zone,
        Zone::Battlefield,
        "{}",
        p.board()
    );
    assert_eq!(p.g.obj(p.card("Test Undying")).plus1, 1);
    // A 3/3 now: the second Bolt kills it for good.
    p.act("casts Lightning Bolt, targeting Test Undying");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Test Undying")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert!(p.g.stack.is_empty(), "{}", p.board());
}

#[test]
fn a_card_that_left_the_graveyard_is_not_returned_400_7() {
    let mut p = bolted("\"Kitchen Finks\"", "\"Lightning Bolt\"");
    p.act("casts Lightning Bolt, targeting Kitchen Finks");
    p.pass_all();
    // The trigger waits on the stack; the card is moved away before it resolves.
    let finks = p.card("Kitchen Finks");
    let e = p.eng();
    let mut g = p.g.clone();
    e.move_card(&mut g, finks, Zone::Exile);
    p.g = g;
    p.pass_all();
    assert_eq!(p.g.obj(finks).zone, Zone::Exile, "{}", p.board());
}

#[test]
fn the_broken_variant_returns_it_every_time() {
    let toml = duel(
        1,
        "hand = [\"Lightning Bolt\", \"Lightning Bolt\"]\nbattlefield = [\"Mountain\", \"Mountain\"]\nlibrary = [\"Mountain\"]",
        "battlefield = [\"Kitchen Finks\"]\nlibrary = [\"Forest\"]",
    );
    let mut p = Play::with_rules(&toml, &["persist.counter=ignored"]);
    p.to(1, Step::Main1);
    for _ in 0..2 {
        p.act("casts Lightning Bolt, targeting Kitchen Finks");
        p.pass_all();
        p.pass_all();
        p.pass_all();
    }
    assert_eq!(
        p.g.obj(p.card("Kitchen Finks")).zone,
        Zone::Battlefield,
        "{}",
        p.board()
    );
}
