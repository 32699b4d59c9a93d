//! Delayed triggered abilities (CR 603.7, 603.4) and a card put onto the stack as a copy of
//! the original spell (CR 707.10, 707.10c), with Ertai's Meddling.

mod common;

use common::{duel, Play};
use rulecheck::engine::{StackItem, Step, Target, Zone};

/// Alice holds `spell` (with mana for it), Bob holds Ertai's Meddling with three Islands
/// (X up to 2) and a spell watcher that gains him 1 life whenever a player casts a spell.
fn meddling(spell: &str, turns: u8) -> String {
    let alice = format!(
        "hand = [\"{spell}\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\"]\n\
         library = [\"Island\", \"Island\", \"Island\", \"Island\"]"
    );
    let bob = "hand = [\"Ertai's Meddling\"]\n\
               battlefield = [\"Island\", \"Island\", \"Island\", \"Spell Watcher\"]\n\
               library = [\"Island\", \"Island\", \"Island\", \"Island\"]";
    let watcher = "\n[[card]]\nname = \"Spell Watcher\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n\
                   [[card.triggered]]\nwhen = \"a player casts a spell\"\ndo = [{ gain-life = 1 }]\n";
    format!("{}{watcher}", duel(turns, &alice, bob))
}

/// Alice casts `cast`, Bob answers with Ertai's Meddling for `x`, and it resolves.
fn meddle(p: &mut Play, cast: &str, x: u8) {
    p.to(1, Step::Main1);
    p.act(cast);
    p.pass_all(); // the watcher's trigger
    p.act("Alice passes priority");
    p.act(&format!("Bob casts Ertai's Meddling, X={x}"));
    p.pass_all(); // the watcher's trigger
    p.pass_all(); // Ertai's Meddling
}

#[test]
fn the_spell_is_exiled_with_x_delay_counters_and_a_delayed_ability_waits_603_7() {
    let mut p = Play::new(&meddling("Lightning Bolt", 5));
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 2);
    let bolt = p.card("Lightning Bolt");
    assert_eq!(p.g.obj(bolt).zone, Zone::Exile);
    assert_eq!(p.g.obj(bolt).delay, 2);
    assert!(p.g.stack.is_empty());
    assert_eq!(
        p.g.delayed.len(),
        1,
        "the delayed ability is part of the state"
    );
    assert_eq!(
        p.g.delayed[0].player, 0,
        "that player: the spell's controller, Alice"
    );
    assert_eq!(
        p.life(1),
        22,
        "two spells were cast: Bob's watcher gained 2"
    );
}

#[test]
fn it_triggers_only_at_that_players_upkeeps_and_puts_the_spell_back_with_its_target_603_7c() {
    let mut p = Play::new(&meddling("Lightning Bolt", 5));
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 2);
    let bolt = p.card("Lightning Bolt");
    p.to(2, Step::Upkeep);
    assert!(p.g.stack.is_empty(), "Bob's upkeep: nothing triggers");
    p.to(3, Step::Upkeep);
    assert_eq!(p.g.stack.len(), 1, "Alice's upkeep: the delayed ability");
    p.pass_all();
    assert_eq!((p.g.obj(bolt).zone, p.g.obj(bolt).delay), (Zone::Exile, 1));
    p.to(5, Step::Upkeep);
    p.pass_all();
    // CR 707.10c: the original spell's target; 707.10: not cast (the watcher is silent).
    assert_eq!(p.g.obj(bolt).zone, Zone::Stack);
    assert!(matches!(
        p.g.stack.last(),
        Some(StackItem::Spell { card, controller: 0, targets, .. })
            if *card == bolt && targets.as_slice() == [Target::Player(1)]
    ));
    assert!(
        p.g.delayed.is_empty(),
        "the card left exile: the ability is gone"
    );
    assert_eq!(p.life(1), 22);
    p.pass_all();
    assert_eq!(p.life(1), 19, "the Bolt resolves against Bob");
    assert_eq!(
        p.g.obj(bolt).zone,
        Zone::Graveyard,
        "the card goes where a resolved spell goes"
    );
}

#[test]
fn the_copy_keeps_the_original_x_707_10c() {
    let mut p = Play::new(&meddling("Blaze", 3));
    meddle(&mut p, "Alice casts Blaze, X=2, targeting Bob", 1);
    let blaze = p.card("Blaze");
    p.to(3, Step::Upkeep);
    p.pass_all();
    assert_eq!(p.g.obj(blaze).zone, Zone::Stack);
    assert_eq!(p.g.obj(blaze).cast.map(|c| c.x), Some(2));
    p.pass_all();
    assert_eq!(p.life(1), 22 - 2);
}

#[test]
fn under_copy_choices_lost_the_copy_has_no_target_and_does_not_resolve() {
    let mut p = Play::with_rules(&meddling("Lightning Bolt", 3), &["copy.choices=lost"]);
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 1);
    p.to(3, Step::Upkeep);
    p.pass_all();
    p.pass_all();
    assert_eq!(
        p.life(1),
        22,
        "no target: the copy doesn't resolve (CR 608.2b)"
    );
}

#[test]
fn under_delayed_upkeep_every_player_it_triggers_in_bobs_upkeep() {
    let mut p = Play::with_rules(
        &meddling("Lightning Bolt", 3),
        &["delayed.upkeep=every-player"],
    );
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 1);
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.stack.len(), 1);
}

#[test]
fn a_card_that_left_exile_is_a_new_object_the_ability_cannot_find_400_7() {
    let mut p = Play::new(&meddling("Lightning Bolt", 3));
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 1);
    let bolt = p.card("Lightning Bolt");
    // The card leaves exile and comes back: a new object, with a new delay counter.
    let eng = p.eng();
    let mut g = p.g.clone();
    eng.move_card(&mut g, bolt, Zone::Hand);
    eng.move_card(&mut g, bolt, Zone::Exile);
    g.obj_mut(bolt).delay = 1;
    p.g = g;
    assert!(p.g.delayed.is_empty());
    p.to(3, Step::Upkeep);
    assert!(p.g.stack.is_empty(), "nothing triggers (CR 603.7c)");
}

#[test]
fn the_intervening_if_is_checked_again_as_it_resolves_603_4() {
    let mut p = Play::new(&meddling("Lightning Bolt", 3));
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 1);
    let bolt = p.card("Lightning Bolt");
    p.to(3, Step::Upkeep);
    assert_eq!(p.g.stack.len(), 1);
    // The card leaves exile in response: the ability does nothing.
    let eng = p.eng();
    let mut g = p.g.clone();
    eng.move_card(&mut g, bolt, Zone::Graveyard);
    p.g = g;
    p.pass_all();
    assert!(p.g.stack.is_empty());
    assert_eq!(p.g.obj(bolt).zone, Zone::Graveyard);
}

fn load_error(spell: &str) -> String {
    let toml = format!(
        "{}\n[[card]]\nname = \"Odd Meddling\"\ncost = \"{{U}}\"\ntypes = [\"instant\"]\nspell = {spell}\n",
        duel(1, "hand = [\"Odd Meddling\"]", "")
    );
    common::load_error("bad.toml", &toml)
}

#[test]
fn a_delayed_ability_with_an_unknown_event_is_a_load_error() {
    let e = load_error(
        r#"[{ exile = "target spell" }, { delayed = "at the beginning of the end step", do = [{ draw = 1 }] }]"#,
    );
    assert!(e.contains("bad.toml:"), "{e}");
    assert!(
        e.contains(
            "a delayed ability's event is \"at the beginning of each of that player's upkeeps\""
        ),
        "{e}"
    );
}

#[test]
fn a_delayed_ability_needs_instructions_and_something_to_be_about() {
    let e = load_error(
        r#"[{ exile = "target spell" }, { delayed = "at the beginning of each of that player's upkeeps" }]"#,
    );
    assert!(e.contains("`do = [ ... ]`"), "{e}");
    let e = load_error(
        r#"[{ delayed = "at the beginning of each of that player's upkeeps", do = [{ draw = 1 }] }]"#,
    );
    assert!(e.contains("about \"that card\""), "{e}");
}

#[test]
fn a_copy_of_anything_but_the_original_spell_is_a_load_error() {
    let e = load_error(
        r#"[{ exile = "target spell" }, { delayed = "at the beginning of each of that player's upkeeps", do = [{ put = "it", onto = "the stack", as-copy-of = "target spell" }] }]"#,
    );
    assert!(e.contains("`as-copy-of` is \"the original spell\""), "{e}");
}
