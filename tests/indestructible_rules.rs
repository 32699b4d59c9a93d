//! Indestructible (CR 702.12b) and the intervening "if no mana was spent to cast it" of a cast
//! trigger (CR 603.4, 601.2h): Boromir, Warden of the Tower.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str = "hand = [\"Ornithopter\", \"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\"]";
const BOB: &str =
    "battlefield = [\"Boromir, Warden of the Tower\", \"Grizzly Bears\"]\nlibrary = [\"Island\"]";

fn play(sets: &[&str]) -> Play {
    let mut p = Play::with_rules(&duel(1, ALICE, BOB), sets);
    p.to(1, Step::Main1);
    p
}

/// CR 603.4: a spell cast with no mana spent is countered; one paid for is not.
#[test]
fn counters_only_spells_cast_for_no_mana_603_4() {
    let mut p = play(&[]);
    p.act("Alice casts Ornithopter");
    assert!(
        p.board().contains("Boromir, Warden of the Tower's trigger"),
        "{}",
        p.board()
    );
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Ornithopter")).zone, Zone::Graveyard);
    p.act("Alice casts Lightning Bolt, targeting Bob");
    assert!(p.g.triggered.is_empty());
    assert!(!p.board().contains("trigger"), "{}", p.board());
    p.pass_all();
    assert_eq!(p.life(1), 17);
}

/// CR 702.12b: after Boromir's ability, Bob's Bears survive the Bolt's lethal damage; the
/// broken variant destroys them.
#[test]
fn indestructible_ignores_lethal_damage_702_12b() {
    for (sets, survives) in [(&[][..], true), (&["indestructible=ignored"][..], false)] {
        let mut p = play(sets);
        p.act("Alice casts Lightning Bolt, targeting Grizzly Bears");
        p.act("Alice passes priority");
        p.act("Bob activates Boromir, Warden of the Tower's ability");
        p.pass_all();
        // "The Ring tempts you." (CR 701.54a): his only creature becomes his Ring-bearer.
        p.act("Bob chooses Grizzly Bears");
        p.pass_all();
        let bears = p.card("Grizzly Bears");
        let zone = p.g.obj(bears).zone;
        assert_eq!(zone == Zone::Battlefield, survives, "{}", p.board());
        if survives {
            assert_eq!(p.g.obj(bears).damage, 3);
        }
    }
}

/// The intervening "if" of a cast trigger says what it checks.
#[test]
fn other_cast_conditions_are_errors() {
    let text = format!(
        "{}{}",
        duel(1, ALICE, BOB),
        r#"
[[card]]
name = "Watcher"
types = ["enchantment"]
cost = "{W}"
[[card.triggered]]
when = "an opponent casts a spell, if it was kicked"
do = [{ counter = "that spell" }]
"#
    );
    let e = common::load_error("m.toml", &text);
    assert!(e.contains("this card"), "{e}");
}
