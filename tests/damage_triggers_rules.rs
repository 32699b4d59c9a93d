//! Triggers on any damage (CR 120.3, 603.2, 510.2): "whenever this creature deals damage to an
//! opponent / a player / you / a creature" sees combat damage and damage from a spell or
//! ability whose source is the creature; 0 damage is no damage (120.8) and prevented damage is
//! not dealt (615.1). Hypnotic Specter's "that player discards a card at random" (701.9c).

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

/// A 1/1 with Prodigal Sorcerer's ability and a trigger on the damage it deals (`when`).
fn adept(when: &str, effect: &str) -> String {
    format!(
        "\n[[card]]\nname = \"Adept\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\ntext = \"x\"\n\n[[card.activated]]\ncost = \"{{T}}\"\ndo = [{{ damage = 1, to = \"any target\" }}]\n\n[[card.triggered]]\nwhen = \"{when}\"\ndo = [{effect}]\n"
    )
}

fn hand(p: &Play, player: usize) -> usize {
    p.eng().hand_size(&p.g, player as u8)
}

/// Takes the first open action until nobody has a decision pending and the stack is empty.
fn settle(p: &mut Play) {
    for _ in 0..20 {
        if p.g.stack.is_empty() && p.g.decision.is_none() {
            return;
        }
        if p.can("passes priority") {
            p.act("passes priority");
        } else {
            let first = p.options()[0].clone();
            p.act(&first);
        }
    }
    panic!("never settled: {}", p.board());
}

const DISCARD: &str = "{ discard = \"a card at random\", who = \"that player\" }";

#[test]
fn hypnotic_specters_combat_damage_makes_the_opponent_discard_at_random_510_2_701_9c() {
    let alice = format!("battlefield = [\"Hypnotic Specter\"]\n{LIB}");
    let bob = format!("hand = [\"Island\", \"Forest\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &alice, &bob));
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Hypnotic Specter");
    p.to(1, Step::CombatDamage);
    assert_eq!(p.life(1), 18);
    assert_eq!(p.g.stack.len(), 1, "the Specter triggered: {}", p.board());
    p.pass_all();
    // Chance picks the card: each is a branch of its own (Island or Forest).
    let picks = p.options();
    assert_eq!(picks.len(), 2, "{picks:#?}");
    settle(&mut p);
    assert_eq!(hand(&p, 1), 1, "Bob discarded one card: {}", p.board());
}

#[test]
fn damage_from_the_creatures_own_ability_triggers_too_120_3_603_2() {
    let run = |sets: &[&str], target: &str| {
        let alice = format!("battlefield = [\"Adept\"]\nhand = [\"Lava Axe\"]\n{LIB}");
        let bob = format!("hand = [\"Island\", \"Forest\"]\n{LIB}");
        let text =
            duel(1, &alice, &bob) + &adept("this creature deals damage to an opponent", DISCARD);
        let mut p = Play::with_rules(&text, sets);
        p.to(1, Step::Main1);
        p.act(&format!(
            "Alice activates Adept's ability, targeting {target}"
        ));
        p.pass_all();
        let triggered = !p.g.stack.is_empty();
        settle(&mut p);
        (triggered, p.life(0), p.life(1), hand(&p, 0), hand(&p, 1))
    };
    // Bob, an opponent: the ability's damage triggers, and he discards.
    assert_eq!(run(&[], "Bob"), (true, 20, 19, 1, 1));
    // Alice herself is no opponent: she loses 1 life and keeps her card (CR 102.3).
    assert_eq!(run(&[], "Alice"), (false, 19, 20, 1, 2));
    // The deliberately broken variant sees combat damage only.
    assert_eq!(
        run(&["trigger.damage-any=combat-only"], "Bob"),
        (false, 20, 19, 1, 2)
    );
}

#[test]
fn damage_to_a_player_includes_you_and_that_player_is_the_one_dealt_damage_603_2() {
    let alice = format!("battlefield = [\"Adept\"]\n{LIB}");
    let text = duel(1, &alice, LIB)
        + &adept(
            "this creature deals damage to a player",
            "{ lose-life = 2, who = \"that player\" }",
        );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    p.act("Alice activates Adept's ability, targeting Alice");
    p.pass_all();
    settle(&mut p);
    assert_eq!((p.life(0), p.life(1)), (17, 20), "{}", p.board());
}

#[test]
fn prevented_combat_damage_is_not_dealt_and_triggers_nothing_615_1a() {
    let alice =
        format!("battlefield = [\"Hypnotic Specter\", \"Forest\"]\nhand = [\"Fog\"]\n{LIB}");
    let bob = format!("hand = [\"Island\", \"Forest\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &alice, &bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Fog");
    p.pass_all();
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Hypnotic Specter");
    p.to(1, Step::CombatDamage);
    assert_eq!(p.life(1), 20);
    assert!(p.g.stack.is_empty(), "no damage, no trigger: {}", p.board());
    assert_eq!(hand(&p, 1), 2);
}

#[test]
fn zero_damage_is_no_damage_120_8() {
    let alice = format!("battlefield = [\"Hollow\"]\n{LIB}");
    let bob = format!("hand = [\"Island\", \"Forest\"]\n{LIB}");
    let text = duel(1, &alice, &bob)
        + "\n[[card]]\nname = \"Hollow\"\ntypes = [\"creature\"]\npower = 0\ntoughness = 1\ntext = \"x\"\n\n[[card.triggered]]\nwhen = \"this creature deals damage to an opponent\"\ndo = [{ discard = \"a card at random\", who = \"that player\" }]\n";
    let mut p = Play::new(&text);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Hollow");
    p.to(1, Step::CombatDamage);
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(hand(&p, 1), 2);
}

#[test]
fn damage_to_a_creature_triggers_for_each_creature_not_for_players_603_2() {
    let alice = format!("battlefield = [\"Adept\"]\n{LIB}");
    let bob = format!("battlefield = [\"Grizzly Bears\"]\n{LIB}");
    let text = duel(1, &alice, &bob)
        + &adept(
            "this creature deals damage to a creature",
            "{ gain-life = 2 }",
        );
    let run = |target: &str| {
        let mut p = Play::new(&text);
        p.to(1, Step::Main1);
        p.act(&format!(
            "Alice activates Adept's ability, targeting {target}"
        ));
        p.pass_all();
        settle(&mut p);
        (p.life(0), p.life(1))
    };
    assert_eq!(run("Grizzly Bears"), (22, 20));
    assert_eq!(run("Bob"), (20, 19));
}

#[test]
fn a_deals_damage_trigger_is_about_this_object_and_names_its_recipient() {
    let card = |when: &str| {
        duel(1, LIB, LIB)
            + &format!("\n[[card]]\nname = \"W\"\ntypes = [\"enchantment\"]\ntext = \"x\"\n\n[[card.triggered]]\nwhen = \"{when}\"\ndo = [{{ gain-life = 1 }}]\n")
    };
    let e = common::load_error(
        "m.toml",
        &card("a creature you control deals damage to an opponent"),
    );
    assert!(e.contains("about this object only"), "{e}");
    let e = common::load_error("m.toml", &card("this creature deals damage"));
    assert!(e.contains("'to an opponent'"), "{e}");
}

#[test]
fn trample_over_a_blocker_is_one_event_for_the_player_and_one_for_the_creature_510_2() {
    let alice = format!("battlefield = [\"Brute\"]\n{LIB}");
    let bob = format!("battlefield = [\"Memnite\"]\n{LIB}");
    let text = duel(1, &alice, &bob)
        + "\n[[card]]\nname = \"Brute\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 3\nkeywords = [\"trample\"]\ntext = \"x\"\n\n[[card.triggered]]\nwhen = \"this creature deals damage to a player\"\ndo = [{ gain-life = 1 }]\n\n[[card.triggered]]\nwhen = \"this creature deals damage to a creature\"\ndo = [{ gain-life = 10 }]\n";
    let mut p = Play::new(&text);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Brute");
    p.pass_until("Bob blocks Brute with Memnite");
    p.act("Bob blocks Brute with Memnite");
    p.to(1, Step::CombatDamage);
    assert_eq!(p.life(1), 18, "1 to Memnite, 2 tramples over");
    p.stack_triggers_in_order();
    assert_eq!(p.g.stack.len(), 2, "{}", p.board());
    settle(&mut p);
    assert_eq!(p.life(0), 31, "one trigger of each: {}", p.board());
}
