//! Copies of spells (CR 707.10): a new object on the stack with the original's choices, not
//! cast, gone once it leaves the stack; new targets for the copy (707.10c); a copy of a
//! permanent spell becomes a token (707.10f). And "whenever you cast your second spell each
//! turn" (CR 601.2i; Taigam, Master Opportunist).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// "Copy target instant or sorcery spell. You may choose new targets for the copy."
const REFLECT: &str = r#"
[[card]]
name = "Reflect"
cost = "{U}"
types = ["instant"]
text = "Copy target instant or sorcery spell. You may choose new targets for the copy."
spell = [{ copy = "target instant or sorcery spell", new-targets = true }]
"#;

const ALICE_BOLT: &str =
    "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\"]";
const BOB_REFLECT: &str =
    "hand = [\"Reflect\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\"]";

/// Alice bolts Bob; Bob answers with Reflect and it resolves: Bob chooses the copy's targets.
fn reflected() -> Play {
    let mut p = Play::new(&format!("{}{REFLECT}", duel(1, ALICE_BOLT, BOB_REFLECT)));
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Bob");
    p.act("Alice passes priority");
    p.act("Bob casts Reflect");
    p.pass_all();
    p
}

fn copies(p: &Play) -> Vec<u16> {
    let eng = p.eng();
    p.g.ids()
        .filter(|&c| eng.is_copy(c) && p.g.obj(c).zone != Zone::Nowhere)
        .collect()
}

/// CR 707.10c: the copy's controller may keep its targets or choose new legal ones.
#[test]
fn new_targets_are_a_choice_707_10c() {
    let p = reflected();
    let o = p.options();
    assert!(
        o.iter()
            .any(|s| s.contains("Bob keeps the targets of the copy of Lightning Bolt (Bob)")),
        "{o:#?}"
    );
    assert!(
        o.iter()
            .any(|s| s.contains("Bob chooses new targets for the copy of Lightning Bolt: Alice")),
        "{o:#?}"
    );
}

/// CR 707.10: the copy is a new object on the stack, owned and controlled by the player who
/// put it there, above the original; the original is still the card Alice cast.
#[test]
fn copy_is_a_new_object_707_10() {
    let mut p = reflected();
    p.act("chooses new targets for the copy of Lightning Bolt: Alice");
    let bolt = p.card("Lightning Bolt");
    let copy = copies(&p);
    assert_eq!(copy.len(), 1);
    let c = copy[0];
    assert_ne!(c, bolt);
    assert_eq!(p.g.obj(c).zone, Zone::Stack);
    assert_eq!((p.g.obj(c).controller, p.eng().owner(c)), (1, 1));
    assert_eq!(p.g.obj(bolt).zone, Zone::Stack);
    assert_eq!(p.g.obj(bolt).controller, 0);
    // The copy resolves first, at its new target; then the Bolt, at Bob.
    p.pass_all();
    assert_eq!((p.life(0), p.life(1)), (17, 20));
    p.pass_all();
    assert_eq!((p.life(0), p.life(1)), (17, 17));
}

/// CR 707.10a, 704.5e: a copy of a spell that leaves the stack ceases to exist; the card
/// goes to its graveyard as usual.
#[test]
fn copy_ceases_to_exist_off_the_stack_707_10a() {
    let mut p = reflected();
    p.act("keeps the targets of the copy");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.life(1), 14);
    assert!(copies(&p).is_empty(), "{}", p.board());
    let yard = p.cards_in(Zone::Graveyard);
    assert_eq!(
        yard.iter().filter(|n| *n == "Lightning Bolt").count(),
        1,
        "{yard:?}"
    );
    // The broken variant leaves the copy in Bob's graveyard.
    let mut q = Play::with_rules(
        &format!("{}{REFLECT}", duel(1, ALICE_BOLT, BOB_REFLECT)),
        &["token.ceases=stays"],
    );
    q.to(1, Step::Main1);
    q.act("Alice casts Lightning Bolt, targeting Bob");
    q.act("Alice passes priority");
    q.act("Bob casts Reflect");
    q.pass_all();
    q.act("keeps the targets of the copy");
    q.pass_all();
    assert_eq!(copies(&q).len(), 1);
    assert_eq!(q.g.obj(copies(&q)[0]).zone, Zone::Graveyard);
}

const TAIGAM: &str = "battlefield = [\"Taigam, Master Opportunist\", \"Mountain\", \"Mountain\"]";

fn taigam(hand: &str, sets: &[&str]) -> Play {
    let alice = format!("hand = [{hand}]\n{TAIGAM}\nlibrary = [\"Island\", \"Island\"]");
    let mut p = Play::with_rules(&duel(3, &alice, "library = [\"Island\", \"Island\"]"), sets);
    p.to(1, Step::Main1);
    p
}

/// CR 601.2i: "your second spell each turn": the first spell doesn't trigger Taigam, the
/// second does; the copy isn't cast (707.10), so it is no third spell.
#[test]
fn second_spell_triggers_copy_not_cast_707_10() {
    let mut p = taigam("\"Ornithopter\", \"Lightning Bolt\"", &[]);
    p.act("Alice casts Ornithopter");
    assert!(p.g.triggered.is_empty());
    assert!(!p.board().contains("Taigam, Master Opportunist's trigger"));
    p.act("Alice casts Lightning Bolt, targeting Bob");
    assert!(
        p.board().contains("Taigam, Master Opportunist's trigger"),
        "{}",
        p.board()
    );
    p.pass_all();
    // Copied, then the Bolt exiled with four time counters; it gained suspend.
    let bolt = p.card("Lightning Bolt");
    assert_eq!((p.g.obj(bolt).zone, p.g.obj(bolt).time), (Zone::Exile, 4));
    assert!(p.eng().is_suspended(&p.g, bolt));
    assert_eq!(copies(&p).len(), 1);
    assert_eq!(p.g.players[0].spells_cast, 2);
    p.pass_all();
    assert_eq!(p.life(1), 17);
    // The broken variant counts the copy as a third spell cast.
    let mut q = taigam("\"Ornithopter\", \"Lightning Bolt\"", &["copy.cast=cast"]);
    q.act("Alice casts Ornithopter");
    q.act("Alice casts Lightning Bolt, targeting Bob");
    q.pass_all();
    assert_eq!(q.g.players[0].spells_cast, 3);
}

/// CR 707.10f: a copy of a permanent spell resolves into a token permanent; the card Taigam
/// exiled waits with four time counters.
#[test]
fn copy_of_a_permanent_spell_becomes_a_token_707_10f() {
    let mut p = taigam("\"Lightning Bolt\", \"Ornithopter\"", &[]);
    p.act("Alice casts Lightning Bolt, targeting Bob");
    p.pass_all();
    p.act("Alice casts Ornithopter");
    p.pass_all();
    p.pass_all();
    let on_field: Vec<u16> = copies(&p);
    assert_eq!(on_field.len(), 1, "{}", p.board());
    assert_eq!(p.g.obj(on_field[0]).zone, Zone::Battlefield);
    let card = p.card("Ornithopter");
    assert_eq!((p.g.obj(card).zone, p.g.obj(card).time), (Zone::Exile, 4));
}

/// The count starts again each turn: Alice's next turn's second spell triggers again.
#[test]
fn count_of_spells_resets_each_turn() {
    let mut p = taigam("\"Ornithopter\", \"Lightning Bolt\"", &[]);
    p.act("Alice casts Ornithopter");
    p.pass_all();
    assert_eq!(p.g.players[0].spells_cast, 1);
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.players[0].spells_cast, 0);
}

/// A `copy` step is not optional: its choice is the copy's targets.
#[test]
fn copy_with_may_is_an_error() {
    let text = format!(
        "{}{}",
        duel(1, ALICE_BOLT, BOB_REFLECT),
        REFLECT.replace("new-targets = true", "may = true")
    );
    let e = common::load_error("m.toml", &text);
    assert!(e.contains("copying a spell is not optional"), "{e}");
}

/// CR 603.7, 514.2: Jace Reawakened's −6 copies each spell Alice casts until end of turn,
/// and no longer on her next turn.
#[test]
fn jace_minus_six_lasts_until_end_of_turn_603_7() {
    let alice = "hand = [\"Lightning Bolt\", \"Lightning Bolt\"]\nbattlefield = [{ card = \"Jace Reawakened\", loyalty = 6 }, \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&duel(3, alice, "library = [\"Island\", \"Island\"]"));
    p.to(1, Step::Main1);
    p.act("Alice activates Jace Reawakened's -6 ability");
    p.pass_all();
    p.act("Alice casts Lightning Bolt, targeting Bob");
    assert!(
        p.board().contains("Jace Reawakened's delayed trigger"),
        "{}",
        p.board()
    );
    p.pass_all();
    p.act("Alice keeps the targets of the copy of Lightning Bolt (Bob)");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.life(1), 14);
    p.to(3, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Bob");
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    assert!(p.g.delayed.is_empty());
}
