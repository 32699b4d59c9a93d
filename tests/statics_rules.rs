//! Static abilities written as Oracle text (CR 604), one rule test each: cost changes filtered by
//! what is paid for and who pays (601.2f, 602.2b), prohibitions (101.2, 601.3, 602.5, 508.1c),
//! replacement effects (614.1a) and where a malformed one is reported.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// An artifact with no cost whose static ability reads `text`.
fn statue(name: &str, text: &str) -> String {
    format!("[[card]]\nname = \"{name}\"\ntypes = [\"artifact\"]\nstatics = [\"{text}\"]\n")
}

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

#[test]
fn a_cost_change_applies_to_the_spells_and_payers_it_names_601_2f() {
    // Bob's: "Noncreature spells your opponents cast cost {1} more to cast."
    let tax = statue(
        "Tax Office",
        "Noncreature spells your opponents cast cost {1} more to cast.",
    );
    let alice =
        format!("hand = [\"Lightning Bolt\", \"Memnite\"]\nbattlefield = [\"Mountain\"]\n{LIB}");
    let bob =
        format!("hand = [\"Lightning Bolt\"]\nbattlefield = [\"Tax Office\", \"Mountain\"]\n{LIB}");
    let mut p = Play::new(&(duel(2, &alice, &bob) + &tax));
    p.to(1, Step::Main1);
    assert!(
        !p.can("Alice casts Lightning Bolt"),
        "Bolt costs {{1}}{{R}} for Alice: one Mountain can't pay"
    );
    assert!(
        p.can("Alice casts Memnite"),
        "a creature spell is not taxed"
    );
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Alice");
    assert_eq!(
        p.g.stack.len(),
        1,
        "Bob is not his own opponent: his Bolt costs {{R}}"
    );
}

#[test]
fn a_reduction_of_an_activation_cost_stops_at_its_floor_602_2b() {
    let alice = format!(
        "hand = [\"Rift Bolt\"]\nbattlefield = [\"Training Grounds\", \"Jhoira of the Ghitu\", \"Island\"]\n{LIB}"
    );
    let mut p = Play::new(&duel(1, &alice, LIB));
    p.to(1, Step::Main1);
    let options = p.options().join("\n");
    assert!(
        options.contains("Alice activates Jhoira of the Ghitu's ability, exiling Rift Bolt, paying {1} (tapping Island)"),
        "{{2}} less, but not less than one mana: {options}"
    );
    assert!(
        !options.contains("free"),
        "never reduced to nothing: {options}"
    );
}

#[test]
fn cost_changes_to_abilities_are_a_switch_602_2b() {
    let alice = format!(
        "hand = [\"Rift Bolt\"]\nbattlefield = [\"Training Grounds\", \"Jhoira of the Ghitu\", \"Island\"]\n{LIB}"
    );
    let mut p = Play::with_rules(&duel(1, &alice, LIB), &["cost.ability-changes=ignore"]);
    p.to(1, Step::Main1);
    assert!(!p.can("activates Jhoira"), "{{2}} with one Island");
}

#[test]
fn a_prohibition_names_who_cant_cast_what_101_2() {
    let ban = statue(
        "Ban Hammer",
        "Your opponents can't cast noncreature spells.",
    );
    let alice =
        format!("hand = [\"Lightning Bolt\", \"Memnite\"]\nbattlefield = [\"Mountain\"]\n{LIB}");
    let bob = format!("battlefield = [\"Ban Hammer\"]\n{LIB}");
    let mut p = Play::new(&(duel(1, &alice, &bob) + &ban));
    p.to(1, Step::Main1);
    assert!(!p.can("Alice casts Lightning Bolt"));
    assert!(p.can("Alice casts Memnite"));
    let mut q = Play::with_rules(&(duel(1, &alice, &bob) + &ban), &["static.cant=ignore"]);
    q.to(1, Step::Main1);
    assert!(q.can("Alice casts Lightning Bolt"), "the broken variant");
}

#[test]
fn a_prohibition_can_name_an_x_in_the_mana_cost_107_3() {
    // "with {X} in their mana costs" reads the mana cost's symbols, not the mana value: Blaze
    // ({X}{R}) has mana value 1 in a hand (107.3b), Lightning Bolt ({R}) has no {X}.
    let ban = statue(
        "X Ward",
        "Noncreature spells with {X} in their mana costs can't be cast.",
    );
    let alice = format!(
        "hand = [\"Blaze\", \"Lightning Bolt\"]\nbattlefield = [\"Mountain\", \"Mountain\"]\n{LIB}"
    );
    let bob = format!("battlefield = [\"X Ward\"]\n{LIB}");
    let mut p = Play::new(&(duel(1, &alice, &bob) + &ban));
    p.to(1, Step::Main1);
    assert!(!p.can("Alice casts Blaze"), "{}", p.options().join("\n"));
    assert!(
        p.can("Alice casts Lightning Bolt"),
        "{}",
        p.options().join("\n")
    );
    let mv = statue(
        "MV Ward",
        "Noncreature spells with mana value 2 or greater can't be cast.",
    );
    let bob = format!("battlefield = [\"MV Ward\"]\n{LIB}");
    let mut q = Play::new(&(duel(1, &alice, &bob) + &mv));
    q.to(1, Step::Main1);
    assert!(
        q.can("Alice casts Blaze"),
        "its mana value is 1 where the prohibition is checked (601.3, 107.3b): {}",
        q.options().join("\n")
    );
    // "Multicolored" (105.4) is read too: a mono-red Bolt is not covered.
    let multi = statue("Multi Ward", "Multicolored spells can't be cast.");
    let bob = format!("battlefield = [\"Multi Ward\"]\n{LIB}");
    let mut r = Play::new(&(duel(1, &alice, &bob) + &multi));
    r.to(1, Step::Main1);
    assert!(
        r.can("Alice casts Lightning Bolt"),
        "{}",
        r.options().join("\n")
    );
}

#[test]
fn activated_abilities_can_be_prohibited_602_5() {
    let ban = statue(
        "Silence Ward",
        "Activated abilities of creatures your opponents control can't be activated.",
    );
    let alice = format!(
        "hand = [\"Rift Bolt\"]\nbattlefield = [\"Jhoira of the Ghitu\", \"Island\", \"Island\"]\n{LIB}"
    );
    let bob = format!("battlefield = [\"Silence Ward\"]\n{LIB}");
    let mut p = Play::new(&(duel(1, &alice, &bob) + &ban));
    p.to(1, Step::Main1);
    assert!(!p.can("activates Jhoira"), "{}", p.options().join("\n"));
}

#[test]
fn a_restricted_creature_cant_attack_508_1c() {
    let wall = statue(
        "Stone Wall",
        "Creatures your opponents control can't attack.",
    );
    let alice = format!("battlefield = [\"Grizzly Bears\"]\n{LIB}");
    let bob = format!("battlefield = [\"Stone Wall\"]\n{LIB}");
    let mut p = Play::new(&(duel(1, &alice, &bob) + &wall));
    p.to(1, Step::BeginCombat);
    p.pass_all();
    assert!(!p.can("attacks"), "{}", p.options().join("\n"));
}

#[test]
fn gandalf_exiles_the_spell_as_it_resolves_614_1a() {
    // Alice's turn 1: Bob casts Lightning Bolt from his hand, during an opponent's turn.
    let bob = format!(
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Gandalf of the Secret Fire\", \"Mountain\"]\n{LIB}"
    );
    let mut p = Play::new(&duel(1, LIB, &bob));
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Alice");
    assert_eq!(p.g.stack.len(), 2, "the spell and Gandalf's trigger");
    p.pass_all(); // the trigger sets up the replacement
    p.pass_all(); // the Bolt resolves
    let bolt = p.g.obj(p.card("Lightning Bolt"));
    assert_eq!(p.life(0), 17, "the Bolt resolved");
    assert_eq!(
        (bolt.zone, bolt.time, bolt.gained_suspend),
        (Zone::Exile, 3, true)
    );
}

#[test]
fn a_static_ability_is_oracle_text_and_a_typo_is_reported_where_it_is() {
    let text = "name = \"x\"\nturns = 1\n[[card]]\nname = \"Tax Office\"\ntypes = [\"artifact\"]\nstatics = [\"Spells cost {1} mroe to cast.\"]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n";
    let err = common::load_error("bad.toml", text);
    assert!(err.contains("bad.toml:6:29"), "{err}");
    assert!(err.contains("expected 'more' or 'less'"), "{err}");
    let old = text.replace(
        "\"Spells cost {1} mroe to cast.\"",
        "{ kind = \"cost-increase\", amount = 1 }",
    );
    let err = common::load_error("bad.toml", &old);
    assert!(
        err.contains("write a static ability as its Oracle text"),
        "{err}"
    );
}
