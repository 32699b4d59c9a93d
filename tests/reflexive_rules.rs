//! Reflexive triggered abilities (CR 603.12): "you may pay {2}{R}. When you do, it deals 3
//! damage to any target." (Sparktongue Dragon). The payment is made as the first ability
//! resolves; only if it was made does the reflexive ability trigger, and it goes on the stack
//! the next time a player would receive priority, its target chosen then (603.3d; the ruling:
//! "You don't choose a target for Sparktongue Dragon's last ability at the time it
//! triggers"). Switch `reflexive.trigger`.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Forest\", \"Forest\"]";

/// Alice casts Sparktongue Dragon with eight Mountains; it resolves, and its enters trigger
/// is on the stack.
fn dragon(sets: &[&str]) -> Play {
    let alice = "hand = [\"Sparktongue Dragon\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::with_rules(&duel(1, alice, BOB), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Sparktongue Dragon");
    p.pass_all();
    assert_eq!(p.g.stack.len(), 1, "the enters trigger: {}", p.board());
    p
}

#[test]
fn the_target_is_chosen_when_the_reflexive_ability_goes_on_the_stack_603_12() {
    let mut p = dragon(&[]);
    // The enters trigger has no target: nothing was asked as it went on the stack.
    assert!(
        !p.board().contains("targeting"),
        "no target yet: {}",
        p.board()
    );
    p.pass_all();
    p.act("Alice pays for Sparktongue Dragon's trigger");
    // Paid: the reflexive ability triggered; its target is chosen now.
    assert!(p.can("targets Grizzly Bears"), "{:#?}", p.options());
    p.act("targets Grizzly Bears");
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    assert!(p.board().contains("reflexive trigger"), "{}", p.board());
    // Both players get priority before it resolves.
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Battlefield);
    p.pass_all();
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Graveyard, "{}", p.board());
    assert!(p.g.delayed.is_empty(), "gone once resolved");
}

fn zone(p: &Play, name: &str) -> Zone {
    p.g.obj(p.card(name)).zone
}

#[test]
fn declining_the_payment_triggers_nothing() {
    let mut p = dragon(&[]);
    p.pass_all();
    let decline = p
        .options()
        .into_iter()
        .find(|o| !o.contains("pays for"))
        .unwrap_or_else(|| panic!("{:#?}", p.options()));
    p.act(&decline);
    assert!(
        p.g.stack.is_empty() && p.g.triggered.is_empty() && p.g.delayed.is_empty(),
        "{decline}: {}",
        p.board()
    );
    assert_eq!(p.life(1), 20);
}

#[test]
fn under_the_switch_the_reflexive_ability_never_triggers() {
    let mut p = dragon(&["reflexive.trigger=never"]);
    p.pass_all();
    p.act("Alice pays for Sparktongue Dragon's trigger");
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Battlefield);
}

#[test]
fn a_reflexive_ability_is_written_when_you_do() {
    let e = load_error(
        "m.toml",
        "name = \"m\"\nturns = 1\n[[card]]\nname = \"Spark\"\ncost = \"{R}\"\ntypes = [\"instant\"]\nspell = [{ pay = \"{1}\", may = true }, { delayed = \"when you did\", do = [{ damage = 1, to = \"any target\" }] }]\n[[player]]\nname = \"A\"\nhand = [\"Spark\"]\n[[player]]\nname = \"B\"\n",
    );
    assert!(e.contains("m.toml:7:"), "{e}");
    assert!(e.contains("when you do"), "{e}");
}
