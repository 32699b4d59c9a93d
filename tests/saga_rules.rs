//! Sagas, rule by rule (CR 714, 704.5s), with The Parting of the Ways.

mod common;

use common::Play;
use rulecheck::engine::{StackItem, Step, Zone};

fn game(turns: u8, alice: &str, bob: &str) -> String {
    format!(
        "name = \"test\"\nturns = {turns}\n\n[[player]]\nname = \"Alice\"\n{alice}\n\n[[player]]\nname = \"Bob\"\n{bob}\n"
    )
}

const CASTER: &str = "hand = [\"The Parting of the Ways\"]\n\
    battlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\n\
    library = [\"Island\", \"Rift Bolt\", \"Island\", \"Grizzly Bears\", \"Island\", \"Island\", \"Island\"]";
const BOB: &str = "library = [\"Island\", \"Island\"]";

/// The chapter abilities of `saga` on the stack.
fn chapters_on_stack(p: &Play, saga: u16) -> usize {
    p.g.stack
        .iter()
        .filter(|s| matches!(s, StackItem::Ability { ability, .. } if ability.source == saga))
        .count()
}

#[test]
fn a_saga_enters_with_a_lore_counter_and_chapter_one_triggers_714_3a() {
    let mut p = Play::new(&game(1, CASTER, BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts The Parting of the Ways");
    p.pass_all();
    let saga = p.card("The Parting of the Ways");
    assert_eq!(p.g.obj(saga).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(saga).lore, 1);
    assert_eq!(chapters_on_stack(&p, saga), 1, "chapter I");
    p.pass_all();
    // Chapter I: the top five exiled; nonland cards get counters equal to their mana value and
    // suspend if they lack it; lands get neither.
    let (bolt, bears) = (p.card("Rift Bolt"), p.card("Grizzly Bears"));
    assert_eq!((p.g.obj(bolt).time, p.g.obj(bears).time), (3, 2));
    assert!(p.eng().is_suspended(&p.g, bolt) && p.eng().is_suspended(&p.g, bears));
    let exiled_islands: Vec<_> =
        p.g.in_zone(Zone::Exile)
            .filter(|&c| p.eng().name(c) == "Island")
            .collect();
    assert_eq!(exiled_islands.len(), 3);
    assert!(exiled_islands
        .iter()
        .all(|&c| p.g.obj(c).time == 0 && !p.eng().has_suspend(&p.g, c)));
    assert_eq!(
        p.g.obj(saga).zone,
        Zone::Battlefield,
        "not yet its final chapter"
    );
}

#[test]
fn a_lore_counter_as_the_precombat_main_phase_begins_then_chapter_two_714_3b() {
    let alice = "battlefield = [{ card = \"The Parting of the Ways\", lore = 1 }]\n\
                 exile = [{ card = \"Rift Bolt\", time = 3 }]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&game(1, alice, BOB));
    let saga = p.card("The Parting of the Ways");
    assert_eq!(p.g.obj(saga).lore, 1, "the upkeep adds none");
    // Alice plays first: she has no draw step on turn 1 (CR 103.8a).
    p.to(1, Step::Main1);
    assert_eq!(p.g.obj(saga).lore, 2);
    assert_eq!(
        chapters_on_stack(&p, saga),
        1,
        "chapter II, and not chapter I again"
    );
    p.pass_all();
    // Chapter II: time travel, then time travel.
    p.act("Alice time travels: Rift Bolt 2 -> 1 time counters");
    p.act("Alice time travels: Rift Bolt 1 -> 0 time counters");
    assert_eq!(p.g.stack.len(), 1, "Rift Bolt's last-counter trigger");
}

#[test]
fn the_broken_variant_triggers_every_chapter_up_to_the_count_again() {
    let alice = "battlefield = [{ card = \"The Parting of the Ways\", lore = 1 }]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::with_rules(&game(1, alice, BOB), &["saga.chapter-trigger=at-least"]);
    p.to(1, Step::Main1);
    let saga = p.card("The Parting of the Ways");
    assert_eq!(chapters_on_stack(&p, saga), 2, "chapters I and II");
}

#[test]
fn the_final_chapter_resolves_before_the_saga_is_sacrificed_704_5s() {
    let alice = "battlefield = [{ card = \"The Parting of the Ways\", lore = 2 }]\nlibrary = [\"Island\", \"Island\"]";
    let bob = "battlefield = [\"Sphere of Resistance\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&game(1, alice, bob));
    // CR 601.2c: "for each opponent, ... up to one target artifact that player controls": Bob's
    // Sphere, or none.
    for _ in 0..50 {
        if p.can("targets Sphere of Resistance") {
            break;
        }
        p.act("");
    }
    assert!(p.can("Alice chooses no target for The Parting of the Ways's trigger"));
    p.act("targets Sphere of Resistance");
    let (saga, sphere) = (
        p.card("The Parting of the Ways"),
        p.card("Sphere of Resistance"),
    );
    assert_eq!(p.g.obj(saga).lore, 3);
    assert_eq!(
        chapters_on_stack(&p, saga),
        1,
        "chapter III, targeting the Sphere"
    );
    assert_eq!(
        p.g.obj(saga).zone,
        Zone::Battlefield,
        "its final chapter ability has not left the stack"
    );
    p.pass_all();
    assert_eq!(p.g.obj(sphere).zone, Zone::Graveyard, "destroyed");
    assert_eq!(p.g.obj(saga).zone, Zone::Graveyard, "then sacrificed");
}

#[test]
fn a_saga_whose_last_chapter_has_no_target_is_sacrificed_after_it_resolves() {
    let alice = "battlefield = [{ card = \"The Parting of the Ways\", lore = 2 }]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&game(1, alice, BOB));
    p.to(1, Step::Main1);
    let saga = p.card("The Parting of the Ways");
    // CR 601.2c, 603.3d: chapter III has no artifact to target: "up to one" is none, and it
    // does nothing; then the Saga is sacrificed (704.5s).
    assert_eq!(chapters_on_stack(&p, saga), 1);
    p.pass_all();
    assert!(p.g.stack.is_empty());
    assert_eq!(p.g.obj(saga).zone, Zone::Graveyard);
}

#[test]
fn a_chapter_number_must_be_a_roman_numeral() {
    let text = "name = \"test\"\nturns = 1\n\n[[card]]\nname = \"Odd Saga\"\ntypes = [\"enchantment\"]\nsubtypes = [\"Saga\"]\n\n[[card.triggered]]\nwhen = \"chapter 2\"\ndo = [{ draw = 1 }]\n\n[[player]]\nname = \"Alice\"\n\n[[player]]\nname = \"Bob\"\n";
    let e = common::load_error("m.toml", text);
    assert!(
        e.contains("expected a chapter number in Roman numerals: 'chapter II'"),
        "{e}"
    );
}
