//! "Exile [it] until [this] leaves the battlefield" (CR 610.3; Banishing Light): right after
//! the permanent leaves the battlefield the card returns to the zone it came from, a permanent
//! under its owner's control (610.3c). If the permanent has left before the card would be
//! exiled, the card doesn't move (610.3b).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LIGHT: &str = "Banishing Light";
const BEARS: &str = "Grizzly Bears";

/// Alice casts Banishing Light in her first main phase; Bob controls Grizzly Bears and holds
/// Wear // Tear ("Tear: Destroy target enchantment.") with a Plains. Banishing Light resolves;
/// its trigger, targeting the Bears, is on the stack.
fn light_trigger_on_the_stack(sets: &[&str]) -> Play {
    let alice = "hand = [\"Banishing Light\"]\nbattlefield = [\"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Plains\"]";
    let bob = "hand = [\"Wear // Tear\"]\nbattlefield = [\"Grizzly Bears\", \"Plains\"]\nlibrary = [\"Plains\"]";
    let mut p = Play::with_rules(&duel(1, alice, bob), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Banishing Light");
    p.pass_all();
    if p.can("targeting Grizzly Bears") && !p.can("passes priority") {
        p.act("targeting Grizzly Bears");
    }
    assert_eq!(
        p.g.obj(p.card(LIGHT)).zone,
        Zone::Battlefield,
        "{}",
        p.board()
    );
    assert_eq!(
        p.g.stack.len(),
        1,
        "the trigger is on the stack: {}",
        p.board()
    );
    p
}

/// Bob casts Tear on Banishing Light; both pass and it is destroyed.
fn bob_casts_tear(p: &mut Play) {
    p.act("Bob casts Tear");
    p.pass_all();
    let zone = p.g.obj(p.card(LIGHT)).zone;
    assert_eq!(zone, Zone::Graveyard, "{}", p.board());
}

/// Bob destroys Banishing Light with Tear (cast with the priority he gets next).
fn bob_tears_the_light(p: &mut Play) {
    p.pass_until("Bob casts Tear");
    bob_casts_tear(p);
}

#[test]
fn the_card_returns_under_its_owners_control_when_the_exiler_leaves_610_3() {
    let mut p = light_trigger_on_the_stack(&[]);
    p.pass_all();
    assert_eq!(p.g.obj(p.card(BEARS)).zone, Zone::Exile, "{}", p.board());
    bob_tears_the_light(&mut p);
    let bears = p.g.obj(p.card(BEARS));
    assert_eq!(bears.zone, Zone::Battlefield, "{}", p.board());
    // CR 610.3c: under its owner's control; a new object (400.7) that remembers nothing.
    assert_eq!(bears.controller, 1);
    assert_eq!(bears.exiled_until, None);
}

#[test]
fn a_light_gone_before_its_trigger_resolves_exiles_nothing_610_3b() {
    let mut p = light_trigger_on_the_stack(&[]);
    // Bob responds to the trigger: Tear resolves first.
    p.act("Alice passes priority");
    bob_casts_tear(&mut p);
    // Now the trigger resolves: the Bears don't move (not exiled for ever).
    p.pass_all();
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(
        p.g.obj(p.card(BEARS)).zone,
        Zone::Battlefield,
        "{}",
        p.board()
    );
}

#[test]
fn the_broken_variant_leaves_the_card_in_exile() {
    let mut p = light_trigger_on_the_stack(&["exile-until.returns=stays-exiled"]);
    p.pass_all();
    bob_tears_the_light(&mut p);
    assert_eq!(p.g.obj(p.card(BEARS)).zone, Zone::Exile, "{}", p.board());
}

/// The load error of a model whose Alice holds `card`, a custom card defined by `def`.
fn card_error(card: &str, def: &str) -> String {
    common::load_error(
        "m.toml",
        &format!(
            "name = \"m\"\nturns = 1\n[[player]]\nname = \"Alice\"\nhand = [\"{card}\"]\n\
             [[player]]\nname = \"Bob\"\n[[card]]\nname = \"{card}\"\ncost = \"{{W}}\"\n{def}"
        ),
    )
}

#[test]
fn until_is_said_of_an_exile_only() {
    let err = card_error(
        "Shatter Light",
        r#"types = ["instant"]
spell = [{ destroy = "target creature", until = "this leaves the battlefield" }]"#,
    );
    assert!(err.contains("only on `exile`"), "{err}");
    let err = card_error(
        "Odd Light",
        r#"types = ["enchantment"]
[[card.triggered]]
when = "this enters"
do = [{ exile = "target creature", until = "end of turn" }]"#,
    );
    assert!(err.contains("until this leaves the battlefield"), "{err}");
}

#[test]
fn the_card_returns_when_its_exiler_leaves_the_game_800_4a() {
    // Official ruling (Cast Out, Banisher Priest): if the permanent's owner leaves the game,
    // the exiled card returns; the return is a one-shot effect, not an ability on the stack.
    let model = "name = \"three\"\nturns = 2\n\
        [[player]]\nname = \"Alice\"\nconcede = true\nhand = [\"Banishing Light\"]\nbattlefield = [\"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Plains\"]\n\
        [[player]]\nname = \"Bob\"\nbattlefield = [\"Grizzly Bears\"]\nlibrary = [\"Plains\"]\n\
        [[player]]\nname = \"Carol\"\nlibrary = [\"Plains\"]\n";
    let mut p = Play::new(model);
    p.to(1, Step::Main1);
    p.act("Alice casts Banishing Light");
    p.pass_all();
    if p.can("targeting Grizzly Bears") && !p.can("passes priority") {
        p.act("targeting Grizzly Bears");
    }
    // Every player passes in turn until the trigger has resolved.
    for _ in 0..6 {
        if p.g.stack.is_empty() {
            break;
        }
        p.act("passes priority");
    }
    assert_eq!(p.g.obj(p.card(BEARS)).zone, Zone::Exile, "{}", p.board());
    p.act("Alice concedes");
    let bears = p.g.obj(p.card(BEARS));
    assert_eq!(
        (bears.zone, bears.controller),
        (Zone::Battlefield, 1),
        "{}",
        p.board()
    );
}
