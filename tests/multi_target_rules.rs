//! Spells with more than one target (CR 601.2c, 115.3): two "target" words each with its own
//! requirement (Boom), one word with one or two targets and damage divided among them (Fire,
//! Arc Lightning, 601.2d), and a spell that resolves for the targets still legal (608.2b).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Action, Engine, StackItem, Step, Target, Zone};

const FIRE: &str =
    "hand = [\"Fire // Ice\"]\nbattlefield = [\"Mountain\", \"Island\"]\nlibrary = [\"Mountain\"]";
const TWO_MEMNITES: &str = "battlefield = [\"Memnite\", \"Memnite\"]\nlibrary = [\"Island\"]";

const BOOM: &str =
    "hand = [\"Boom // Bust\"]\nbattlefield = [\"Mountain\", \"Mountain\"]\nlibrary = [\"Mountain\"]";
const BOB_BOOMERANG: &str =
    "hand = [\"Boomerang\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]";

/// Arc Lightning, defined in the model: three targets at most, 3 damage.
const ARC: &str = "\n[[card]]\nname = \"Arc Lightning\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\n\
    text = \"Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.\"\n\
    spell = [{ damage = 3, divided-among = \"one, two, or three targets\" }]\n";

fn casts(p: &Play, what: &str) -> Vec<String> {
    p.options()
        .into_iter()
        .filter(|o| o.contains(&format!("casts {what}")))
        .collect()
}

#[test]
fn fire_has_one_or_two_targets_never_one_chosen_twice_115_3() {
    let mut p = Play::new(&duel(1, FIRE, TWO_MEMNITES));
    p.to(1, Step::Main1);
    let fire = casts(&p, "Fire");
    // One target: Alice, Bob, either Memnite (4); two different ones: 6 pairs.
    assert_eq!(fire.len(), 10, "{fire:#?}");
    assert_eq!(
        fire.iter()
            .filter(|o| o.contains("targeting Memnite, Memnite"))
            .count(),
        1,
        "the two Memnites, each once"
    );
    assert!(!fire.iter().any(|o| o.contains("targeting Bob, Bob")));
}

#[test]
fn fire_deals_one_damage_to_each_of_two_targets_601_2d() {
    let mut p = Play::new(&duel(1, FIRE, TWO_MEMNITES));
    p.to(1, Step::Main1);
    p.act("targeting Memnite, Memnite");
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Graveyard).len(),
        3,
        "Fire // Ice and both Memnites"
    );
    let mut p = Play::new(&duel(1, FIRE, TWO_MEMNITES));
    p.to(1, Step::Main1);
    p.act("targeting Bob, Memnite");
    p.pass_all();
    assert_eq!(p.life(1), 19);
    // One target: all of the damage.
    let mut p = Play::new(&duel(1, FIRE, TWO_MEMNITES));
    p.to(1, Step::Main1);
    p.act("Fire // Ice), targeting Bob, paying");
    p.pass_all();
    assert_eq!(p.life(1), 18);
}

#[test]
fn the_broken_variant_deals_the_whole_amount_to_each_target() {
    let mut p = Play::with_rules(&duel(1, FIRE, TWO_MEMNITES), &["damage.divided=each-full"]);
    p.to(1, Step::Main1);
    p.act("targeting Bob, Memnite");
    p.pass_all();
    assert_eq!(p.life(1), 18);
}

#[test]
fn each_division_of_three_damage_is_a_choice_601_2d() {
    let alice =
        "hand = [\"Arc Lightning\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Mountain\"]";
    let bob = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&(duel(1, alice, bob) + ARC));
    p.to(1, Step::Main1);
    let arc = casts(&p, "Arc Lightning");
    let pair: Vec<&String> = arc
        .iter()
        .filter(|o| o.contains("targeting Bob, Grizzly Bears, dividing"))
        .collect();
    assert_eq!(pair.len(), 2, "{arc:#?}");
    assert!(pair[0].contains("dividing 3 damage as 1, 2"), "{}", pair[0]);
    assert!(pair[1].contains("dividing 3 damage as 2, 1"), "{}", pair[1]);
    assert!(
        arc.iter().any(
            |o| o.contains("targeting Alice, Bob, Grizzly Bears, dividing 3 damage as 1, 1, 1")
        ),
        "{arc:#?}"
    );
    // Three targets, 3 damage: one division. Two: two each. One: one. 3 + 3·2 + 1 = 10.
    assert_eq!(arc.len(), 10, "{arc:#?}");
    p.act("targeting Bob, Grizzly Bears, dividing 3 damage as 1, 2");
    p.pass_all();
    assert_eq!(p.life(1), 19);
    assert!(p
        .cards_in(Zone::Graveyard)
        .contains(&"Grizzly Bears".to_string()));
}

#[test]
fn boom_needs_a_land_for_each_target_word() {
    let alone = "library = [\"Island\"]";
    let mut p = Play::new(&duel(1, BOOM, alone));
    p.to(1, Step::Main1);
    assert!(
        casts(&p, "Boom").is_empty(),
        "no land Alice doesn't control"
    );
    let mut p = Play::new(&duel(1, BOOM, BOB_BOOMERANG));
    p.to(1, Step::Main1);
    let boom = casts(&p, "Boom");
    assert!(!boom.is_empty());
    assert!(
        boom.iter()
            .all(|o| o.contains("targeting Mountain, Island")),
        "{boom:#?}"
    );
}

/// Alice casts Boom; Bob answers by returning his targeted Island to his hand.
fn boom_after_boomerang(rules: &[&str]) -> Play {
    let mut p = Play::with_rules(&duel(1, BOOM, BOB_BOOMERANG), rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Boom");
    p.act("Alice passes priority");
    // The Island Boom targets (Bob's two Islands are told apart by it).
    let Some(StackItem::Spell { targets, .. }) = p.g.stack.last() else {
        panic!("Boom is on the stack")
    };
    let island = targets[1];
    assert!(matches!(island, Target::Object(_)));
    let eng = Engine::new(&p.scenario.table, p.rules);
    let bounce = eng
        .actions(&p.g)
        .into_iter()
        .find(|a| matches!(a, Action::Cast(c) if c.targets.first() == Some(&island)))
        .expect("Boomerang on that Island");
    p.g = eng.apply(&p.g, &bounce);
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Hand), vec!["Island".to_string()]);
    p.pass_all();
    p
}

#[test]
fn boom_still_destroys_the_target_that_is_legal_608_2b() {
    let p = boom_after_boomerang(&[]);
    let grave = p.cards_in(Zone::Graveyard);
    assert!(grave.contains(&"Mountain".to_string()), "{grave:?}");
    assert!(grave.contains(&"Boom // Bust".to_string()));
}

#[test]
fn the_broken_variant_does_nothing_with_one_target_illegal() {
    let p = boom_after_boomerang(&["targets.partial=all-or-none"]);
    let grave = p.cards_in(Zone::Graveyard);
    assert!(!grave.contains(&"Mountain".to_string()), "{grave:?}");
}

#[test]
fn divided_damage_names_a_number_of_targets() {
    let text = "name = \"x\"\nturns = 1\n[[card]]\nname = \"Shock Wave\"\ncost = \"{R}\"\ntypes = [\"instant\"]\nspell = [{ damage = 2, divided-among = \"any target\" }]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n";
    let err = common::load_error("bad.toml", text);
    assert!(err.contains("bad.toml:7:41"), "{err}");
    assert!(
        err.contains("`divided-among` names a number of targets"),
        "{err}"
    );
}

#[test]
fn up_to_one_target_in_a_spell_may_be_none_601_2c() {
    let card = "\n[[card]]\nname = \"Odd\"\ncost = \"{U}\"\ntypes = [\"instant\"]\n\
        text = \"Exile up to one target creature. Draw a card.\"\n\
        spell = [{ exile = \"up to one target creature\" }, { draw = 1 }]\n";
    let alice = "hand = [\"Odd\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]";
    let bob = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&(duel(1, alice, bob) + card));
    p.to(1, Step::Main1);
    let odd = casts(&p, "Odd");
    assert_eq!(odd.len(), 2, "no target, or the Bears: {odd:#?}");
    p.act("Alice casts Odd, paying");
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Hand),
        vec!["Island".to_string()],
        "it resolved"
    );
    assert!(p
        .cards_in(Zone::Battlefield)
        .contains(&"Grizzly Bears".to_string()));
}
