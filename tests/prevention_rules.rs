//! Prevention effects by the name of the source (CR 615.1a, 201.2), for the rest of the game
//! (611.2a): "Prevent all damage that planes named Mount Keralia would deal this game to
//! permanents you control."

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

/// An instant whose effect shields its caster's permanents from sources named Lightning Bolt.
const SHIELD: &str = r#"
[[card]]
name = "Bolt Shield"
cost = "{W}"
types = ["instant"]
text = "Prevent all damage that sources named Lightning Bolt would deal this game to permanents you control."
spell = [{ effect = "Prevent all damage that sources named Lightning Bolt would deal this game to permanents you control." }]
"#;

fn shielded(rules: &[&str]) -> Play {
    let alice = "hand = [\"Bolt Shield\", \"Lightning Bolt\", \"Lightning Bolt\"]\nbattlefield = [\"Plains\", \"Mountain\", \"Mountain\", \"Balduvian Bears\"]\nlibrary = [\"Island\", \"Island\"]";
    let bob = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::with_rules(&(duel(3, alice, bob) + SHIELD), rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Bolt Shield");
    p.pass_all();
    assert!(p.g.stack.is_empty(), "{}", p.board());
    p
}

#[test]
fn damage_from_a_named_source_to_your_permanents_is_prevented_615_1a() {
    let mut p = shielded(&[]);
    p.act("Alice casts Lightning Bolt, targeting Balduvian Bears");
    p.pass_all();
    let bears = p.card("Balduvian Bears");
    assert_eq!(p.g.obj(bears).damage, 0, "{}", p.board());
    // Not another player's permanents: Bob's Grizzly Bears is dealt the damage and dies.
    p.act("Alice casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    assert!(
        p.cards_in(rulecheck::engine::Zone::Graveyard)
            .contains(&"Grizzly Bears".to_string()),
        "{}",
        p.board()
    );
}

#[test]
fn the_broken_variant_ignores_the_prevention() {
    let mut p = shielded(&["damage.prevention=ignore"]);
    p.act("Alice casts Lightning Bolt, targeting Balduvian Bears");
    p.pass_all();
    assert!(p
        .cards_in(rulecheck::engine::Zone::Graveyard)
        .contains(&"Balduvian Bears".to_string()));
}

#[test]
fn this_game_is_an_instructions_duration_not_a_static_ability_611_2a() {
    let text = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Ward Stone\"\ntypes = [\"artifact\"]\ntext = \"x\"\nstatics = [\"Prevent all damage that sources named Lightning Bolt would deal this game to permanents you control.\"]\n";
    let e = common::load_error("m.toml", &text);
    assert!(
        e.contains("lasts \"this game\": write it as an instruction"),
        "{e}"
    );
}
