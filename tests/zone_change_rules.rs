//! Zone-change triggers beyond "this enters" and "this creature dies" (CR 603.6a, 603.6c,
//! 603.10a, 700.4): "whenever another creature dies", "... leaves the battlefield", "... is put
//! into a graveyard from anywhere", "... is exiled", with "it" the object that moved (400.7e).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

/// Test cards (not printed cards), each with one zone-change trigger, and a sweeper.
const CARDS: &str = r#"
[[card]]
name = "Grave Watcher"
cost = "{1}{B}"
types = ["creature"]
power = 2
toughness = 2
text = "Whenever another creature dies, you gain 1 life."
[[card.triggered]]
when = "another creature dies"
do = [{ gain-life = 1 }]

[[card]]
name = "Exile Watcher"
cost = "{1}{W}"
types = ["creature"]
power = 1
toughness = 3
text = "Whenever a creature an opponent controls dies, exile it."
[[card.triggered]]
when = "a creature an opponent controls dies"
do = [{ exile = "it" }]

[[card]]
name = "Mourner"
cost = "{1}{B}"
types = ["enchantment"]
text = "Whenever a card is put into a graveyard from anywhere, you gain 1 life."
[[card.triggered]]
when = "a card is put into a graveyard from anywhere"
do = [{ gain-life = 1 }]

[[card]]
name = "Parting Gift"
cost = "{1}{U}"
types = ["creature"]
power = 1
toughness = 1
text = "When this creature leaves the battlefield, draw a card."
[[card.triggered]]
when = "this creature leaves the battlefield"
do = [{ draw = 1 }]

[[card]]
name = "Exile Counter"
cost = "{1}{U}"
types = ["enchantment"]
text = "Whenever a creature card is exiled, you gain 2 life."
[[card.triggered]]
when = "a creature card is exiled"
do = [{ gain-life = 2 }]

[[card]]
name = "Ripple"
cost = "{R}"
types = ["sorcery"]
text = "Ripple deals 2 damage to each creature."
spell = [{ damage = 2, to = "each creature" }]
"#;

fn play(turns: u8, alice: &str, bob: &str) -> Play {
    Play::new(&(duel(turns, alice, bob) + CARDS))
}

/// CR 700.4, 603.6c: "another creature dies" triggers for a creature put into a graveyard
/// from the battlefield, not for the watcher itself.
#[test]
fn another_creature_dies_603_6c() {
    let mut p = play(
        1,
        "hand = [\"Lightning Bolt\", \"Lightning Bolt\"]\nbattlefield = [\"Grave Watcher\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\"]",
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    );
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.stack.len(), 1, "Grave Watcher's trigger");
    p.pass_all();
    assert_eq!(p.life(0), 21);
    p.act("Alice casts Lightning Bolt, targeting Grave Watcher");
    p.pass_all();
    assert!(
        p.g.stack.is_empty(),
        "it does not see itself as another creature"
    );
    assert_eq!(p.life(0), 21);
}

/// CR 603.10a, 704.3: creatures that die at once see each other die: the watcher, dying with
/// the Bears, still triggers.
#[test]
fn leaving_together_looks_back_in_time_603_10a() {
    let mut p = play(
        1,
        "hand = [\"Ripple\"]\nbattlefield = [\"Grave Watcher\", \"Mountain\"]\nlibrary = [\"Island\"]",
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    );
    p.to(1, Step::Main1);
    p.act("Alice casts Ripple");
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        ["Ripple", "Grave Watcher", "Grizzly Bears"]
    );
    assert_eq!(p.g.stack.len(), 1, "the watcher saw the Bears die");
    p.pass_all();
    assert_eq!(p.life(0), 21);
}

/// CR 400.7e, 603.10a: "it" is the object that moved, found in the graveyard; the filter
/// ("an opponent controls") is read as it last was on the battlefield.
#[test]
fn it_is_the_object_that_died_400_7e() {
    let mut p = play(
        1,
        "hand = [\"Lightning Bolt\", \"Lightning Bolt\"]\nbattlefield = [\"Exile Watcher\", \"Memnite\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\"]",
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    );
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Memnite");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Memnite")).zone, Zone::Graveyard);
    assert!(p.g.stack.is_empty(), "Alice's own creature: no trigger");
    p.act("Alice casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.stack.len(), 1, "Bob's Bears died");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert_eq!(
        p.g.obj(bears).zone,
        Zone::Exile,
        "exiled from the graveyard"
    );
    assert_eq!(p.g.obj(p.card("Memnite")).zone, Zone::Graveyard);
}

/// "Is put into a graveyard from anywhere": a resolved instant (stack to graveyard) counts.
#[test]
fn a_graveyard_from_anywhere_counts_a_resolved_spell_603_6a() {
    let mut p = play(
        1,
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mourner\", \"Mountain\"]\nlibrary = [\"Island\"]",
        LIB,
    );
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Bob");
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Graveyard), ["Lightning Bolt"]);
    assert_eq!(p.g.stack.len(), 1, "Mourner's trigger");
    p.pass_all();
    assert_eq!((p.life(0), p.life(1)), (21, 17));
}

/// "When this creature leaves the battlefield" triggers however it leaves (exiled here), and
/// "a creature card is exiled" sees a permanent exiled.
#[test]
fn leaves_the_battlefield_and_is_exiled_603_6c() {
    let mut p = play(
        1,
        "hand = [\"Suspend\"]\nbattlefield = [\"Exile Counter\", \"Island\"]\nlibrary = [\"Island\"]",
        "battlefield = [\"Parting Gift\"]\nlibrary = [\"Island\", \"Island\"]",
    );
    p.to(1, Step::Main1);
    p.act("Alice casts Suspend, targeting Parting Gift");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Parting Gift")).zone, Zone::Exile);
    assert_eq!(p.g.stack.len(), 2, "both triggers wait on the stack");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.life(0), 22);
    let hand: Vec<_> =
        p.g.in_zone(Zone::Hand)
            .filter(|&c| p.eng().owner(c) == 1)
            .collect();
    assert_eq!(hand.len(), 1, "Bob drew a card for his Parting Gift");
}

#[test]
fn a_zone_change_event_says_where_from() {
    let text = duel(1, LIB, LIB)
        + "\n[[card]]\nname = \"Odd\"\ncost = \"{B}\"\ntypes = [\"enchantment\"]\n[[card.triggered]]\nwhen = \"a creature is put into a graveyard\"\ndo = [{ gain-life = 1 }]\n";
    let e = common::load_error("m.toml", &text);
    assert!(
        e.contains("expected 'from anywhere' or 'from the battlefield'"),
        "{e}"
    );
}
