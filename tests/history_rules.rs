//! The turn's history (CR 700.4, 603.4, 608.2c): "if a creature died this turn" (morbid) is a
//! fact the game remembers from the moment a creature is put into a graveyard from the
//! battlefield until the turn ends. Tragic Slip checks it as it resolves, not as it is cast;
//! Hollowhenge Scavenger's enters trigger has it as an intervening "if". The record is kept
//! only in models with a card that reads it, and cleared as a new turn begins (switch
//! `history.this-turn`).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str =
    "battlefield = [\"Grizzly Bears\", \"Hill Giant\"]\nlibrary = [\"Forest\", \"Forest\"]";
const LIB: &str = "library = [\"Island\", \"Island\"]";

fn slip(turns: u8, hand: &str, sets: &[&str]) -> Play {
    let alice =
        format!("hand = [{hand}]\nbattlefield = [\"Mountain\", \"Mountain\", \"Swamp\"]\n{LIB}");
    let mut p = Play::with_rules(&duel(turns, &alice, BOB), sets);
    p.to(1, Step::Main1);
    p
}

fn zone(p: &Play, name: &str) -> Zone {
    p.g.obj(p.card(name)).zone
}

#[test]
fn tragic_slip_without_a_death_gives_minus_one_minus_one_700_4() {
    let mut p = slip(1, "\"Tragic Slip\"", &[]);
    p.act("Alice casts Tragic Slip, targeting Hill Giant");
    p.pass_all();
    let giant = p.card("Hill Giant");
    assert_eq!(zone(&p, "Hill Giant"), Zone::Battlefield, "{}", p.board());
    assert_eq!(p.eng().toughness(&p.g, giant), 2);
    assert_eq!(p.g.this_turn, 0, "no creature died");
}

#[test]
fn tragic_slip_after_a_death_gives_minus_thirteen_instead() {
    let mut p = slip(1, "\"Flame Slash\", \"Tragic Slip\"", &[]);
    p.act("Alice casts Flame Slash, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Graveyard);
    assert_ne!(p.g.this_turn, 0, "a creature died this turn");
    p.act("Alice casts Tragic Slip, targeting Hill Giant");
    p.pass_all();
    assert_eq!(zone(&p, "Hill Giant"), Zone::Graveyard, "{}", p.board());
}

/// The Magic Judges' rules tip: Tragic Slip checks morbid as it resolves, not as it is cast
/// (CR 608.2c): a creature that dies in response counts.
#[test]
fn morbid_is_checked_as_tragic_slip_resolves_608_2c() {
    let mut p = slip(1, "\"Tragic Slip\", \"Lightning Bolt\"", &[]);
    p.act("Alice casts Tragic Slip, targeting Hill Giant");
    p.act("Alice casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Graveyard);
    assert_eq!(zone(&p, "Hill Giant"), Zone::Battlefield);
    p.pass_all();
    assert_eq!(zone(&p, "Hill Giant"), Zone::Graveyard, "{}", p.board());
}

/// "This turn" is this turn: the death in Alice's turn doesn't count in Bob's.
#[test]
fn a_death_in_an_earlier_turn_does_not_count() {
    for (sets, dies) in [(&[][..], false), (&["history.this-turn=ever"][..], true)] {
        let mut p = slip(2, "\"Flame Slash\", \"Tragic Slip\"", sets);
        p.act("Alice casts Flame Slash, targeting Grizzly Bears");
        p.pass_all();
        p.to(2, Step::Upkeep);
        assert_eq!(p.g.this_turn != 0, dies, "{sets:?}");
        p.pass_until("Alice casts Tragic Slip");
        p.act("Alice casts Tragic Slip, targeting Hill Giant");
        p.pass_all();
        let gone = zone(&p, "Hill Giant") == Zone::Graveyard;
        assert_eq!(gone, dies, "{sets:?}: {}", p.board());
    }
}

#[test]
fn the_record_is_kept_only_where_a_card_reads_it() {
    let alice = format!("hand = [\"Flame Slash\"]\nbattlefield = [\"Mountain\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &alice, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Flame Slash, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Graveyard);
    assert_eq!(p.g.this_turn, 0, "no card reads it: the state is as before");
}

fn scavenger(hand: &str, sets: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"Hollowhenge Scavenger\"{hand}]\nbattlefield = [\"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Mountain\"]\n{LIB}"
    );
    let mut p = Play::with_rules(&duel(1, &alice, BOB), sets);
    p.to(1, Step::Main1);
    p
}

/// CR 603.4: morbid's triggered form is an intervening "if": no death, no trigger at all.
#[test]
fn hollowhenge_scavenger_triggers_only_after_a_death_603_4() {
    let mut p = scavenger("", &[]);
    p.act("Alice casts Hollowhenge Scavenger");
    p.pass_all();
    assert_eq!(zone(&p, "Hollowhenge Scavenger"), Zone::Battlefield);
    assert!(
        p.g.stack.is_empty() && p.g.triggered.is_empty(),
        "{}",
        p.board()
    );
    assert_eq!(p.life(0), 20);

    let mut p = scavenger(", \"Flame Slash\"", &[]);
    p.act("Alice casts Flame Slash, targeting Grizzly Bears");
    p.pass_all();
    p.act("Alice casts Hollowhenge Scavenger");
    p.pass_all();
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    p.pass_all();
    assert_eq!(p.life(0), 25, "{}", p.board());
}

#[test]
fn the_condition_reads_like_oracle_text() {
    let e = common::load_error(
        "m.toml",
        "name = \"m\"\nturns = 1\n[[card]]\nname = \"Slip\"\ncost = \"{B}\"\ntypes = [\"instant\"]\nspell = [{ draw = 1, if = \"a creature dies this turn\" }]\n[[player]]\nname = \"A\"\nhand = [\"Slip\"]\n[[player]]\nname = \"B\"\n",
    );
    assert!(e.contains("m.toml:7:"), "{e}");
}
