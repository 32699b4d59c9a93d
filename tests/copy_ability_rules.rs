//! A permanent that becomes a copy has the copied object's abilities and loses its own (CR
//! 707.2: the copiable values include the rules text; 613.1a: layer 1), with Echoing Equation:
//! its activated abilities ("this creature" is the copy), its triggered abilities (a "dies"
//! ability looks back to the copy, 603.10a; "when this enters" does not trigger for an object
//! that only becomes a copy, 603.6a), {T} abilities only once the copy has been controlled
//! since the turn began (302.6), and the broken variant `copy.abilities=ignored`.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Action, Step, Target, Zone};

/// Gift Giver: an enters, a dies and a {T} ability, each about "this creature".
const GIFT_GIVER: &str = "\n[[card]]\nname = \"Gift Giver\"\ncost = \"{1}{W}\"\n\
types = [\"creature\"]\npower = 1\ntoughness = 1\n\
text = \"When this creature enters, you gain 2 life.\\nWhen this creature dies, you gain 3 life.\\n{T}: Put a +1/+1 counter on this creature.\"\n\
[[card.triggered]]\nwhen = \"this enters\"\ndo = [{ gain-life = 2 }]\n\
[[card.triggered]]\nwhen = \"this creature dies\"\ndo = [{ gain-life = 3 }]\n\
[[card.activated]]\ncost = \"{T}\"\ntext = \"{T}: Put a +1/+1 counter on this creature.\"\n\
do = [{ put = \"a +1/+1 counter\", on = \"this creature\" }]\n";

/// Alice controls Gift Giver, Prodigal Pyromancer, five Islands and two Forests, and holds
/// Augmenter Pugilist // Echoing Equation and Grizzly Bears; Bob holds Lightning Bolt with a
/// Mountain. In Alice's first main phase she casts Grizzly Bears, then Echoing Equation
/// targeting Gift Giver: the Pyromancer and the Bears become copies of it.
fn gift_giver_copied(rules: &[&str]) -> Play {
    let alice = "hand = [\"Augmenter Pugilist\", \"Grizzly Bears\"]\n\
                 battlefield = [\"Gift Giver\", \"Prodigal Pyromancer\", \"Island\", \"Island\", \
                 \"Island\", \"Island\", \"Island\", \"Forest\", \"Forest\"]\n\
                 library = [\"Island\", \"Island\"]";
    let bob = "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\n\
               library = [\"Island\", \"Island\"]";
    let mut p = Play::with_rules(&format!("{}{GIFT_GIVER}", duel(2, alice, bob)), rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    p.pass_all();
    p.act(
        "Alice casts Echoing Equation (the back face of Augmenter Pugilist), targeting Gift Giver",
    );
    p.pass_all();
    assert!(p.g.stack.is_empty() && p.g.triggered.is_empty());
    p
}

/// The activations of `card` open now, each with whether it targets.
fn activations(p: &Play, card: u16) -> Vec<bool> {
    p.eng()
        .actions(&p.g)
        .iter()
        .filter_map(|a| match a {
            Action::Activate {
                card: c, targets, ..
            } if *c == card => Some(!targets.is_empty()),
            _ => None,
        })
        .collect()
}

/// Activates `card`'s first ability open now, with no target.
fn activate(p: &mut Play, card: u16) {
    let eng = p.eng();
    let a = eng
        .actions(&p.g)
        .into_iter()
        .find(|a| matches!(a, Action::Activate { card: c, .. } if *c == card))
        .expect("an activation of the card");
    p.g = eng.apply(&p.g, &a);
}

/// Alice passes; Bob casts Lightning Bolt targeting `card` (it has the name of the copied
/// creature, as the trace says), and it resolves.
fn bolt(p: &mut Play, card: u16) {
    p.act("Alice passes priority");
    let eng = p.eng();
    let a = eng
        .actions(&p.g)
        .into_iter()
        .find(|a| matches!(a, Action::Cast(c) if c.targets.as_slice() == [Target::Object(card)]))
        .expect("Lightning Bolt targeting the card");
    p.g = eng.apply(&p.g, &a);
    p.pass_all();
}

#[test]
fn the_copy_activates_the_copied_ability_and_this_creature_is_the_copy_707_2() {
    let mut p = gift_giver_copied(&[]);
    let (giver, pyro) = (p.card("Gift Giver"), p.card("Prodigal Pyromancer"));
    assert_eq!(p.eng().face_name(&p.g, pyro), "Gift Giver");
    assert_eq!(
        activations(&p, pyro),
        vec![false],
        "only the copied {{T}} ability"
    );
    activate(&mut p, pyro);
    p.pass_all();
    assert_eq!(
        (p.g.obj(pyro).plus1, p.g.obj(giver).plus1),
        (1, 0),
        "the counter goes on the copy, the object with the ability"
    );
    assert_eq!(p.life(1), 20, "the Pyromancer's own ability is gone");
}

#[test]
fn a_copy_that_came_under_control_this_turn_cannot_use_a_copied_tap_ability_302_6() {
    let p = gift_giver_copied(&[]);
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.eng().face_name(&p.g, bears), "Gift Giver");
    assert!(activations(&p, bears).is_empty());
}

#[test]
fn becoming_a_copy_is_not_entering_the_battlefield_603_6a() {
    let p = gift_giver_copied(&[]);
    assert_eq!(p.life(0), 20, "no copy's \"when this enters\" triggered");
}

#[test]
fn a_copy_that_dies_has_the_copied_dies_ability_603_10a() {
    let mut p = gift_giver_copied(&[]);
    let pyro = p.card("Prodigal Pyromancer");
    bolt(&mut p, pyro);
    assert_eq!(p.g.obj(pyro).zone, Zone::Graveyard);
    assert_eq!(p.g.stack.len(), 1, "the copied \"when this creature dies\"");
    p.pass_all();
    assert_eq!(p.life(0), 23);
}

#[test]
fn under_copy_abilities_ignored_the_copy_keeps_its_own_abilities() {
    let mut p = gift_giver_copied(&["copy.abilities=ignored"]);
    let pyro = p.card("Prodigal Pyromancer");
    assert_eq!(p.eng().face_name(&p.g, pyro), "Gift Giver");
    assert!(
        activations(&p, pyro).iter().all(|&t| t),
        "the broken variant: the Pyromancer's own targeted ability"
    );
    bolt(&mut p, pyro);
    assert_eq!(p.g.obj(pyro).zone, Zone::Graveyard);
    assert!(p.g.stack.is_empty(), "no dies ability");
}

/// Alice controls Tangled Florahedron ({T}: Add {G}), Grizzly Bears and five Islands, and
/// holds Echoing Equation and Growth Gift ({G}: you gain 1 life); Echoing Equation targeting
/// the Florahedron has resolved.
fn florahedron_copied(rules: &[&str]) -> Play {
    let alice = "hand = [\"Augmenter Pugilist\", \"Growth Gift\"]\n\
                 battlefield = [\"Tangled Florahedron\", \"Grizzly Bears\", \"Island\", \"Island\", \
                 \"Island\", \"Island\", \"Island\"]\n\
                 library = [\"Island\", \"Island\"]";
    let gift = "\n[[card]]\nname = \"Growth Gift\"\ncost = \"{G}\"\ntypes = [\"instant\"]\n\
                text = \"You gain 1 life.\"\nspell = [{ gain-life = 1 }]\n";
    let mut p = Play::with_rules(
        &format!("{}{gift}", duel(1, alice, "library = [\"Island\"]")),
        rules,
    );
    p.to(1, Step::Main1);
    p.act(
        "Alice casts Echoing Equation (the back face of Augmenter Pugilist), targeting Tangled \
         Florahedron, paying {3}{U}{U} (tapping Island, Island, Island, Island, Island)",
    );
    p.pass_all();
    p
}

/// Whether Alice may cast Growth Gift by tapping the Bears alone for its {G}.
fn bears_pay_for_the_gift(p: &Play) -> bool {
    let bears = p.card("Grizzly Bears");
    p.eng()
        .actions(&p.g)
        .iter()
        .any(|a| matches!(a, Action::Cast(c) if c.tap.tap == [bears]))
}

#[test]
fn a_copy_has_the_copied_mana_ability_605_707_2() {
    let p = florahedron_copied(&[]);
    assert_eq!(
        p.eng().face_name(&p.g, p.card("Grizzly Bears")),
        "Tangled Florahedron"
    );
    assert!(bears_pay_for_the_gift(&p));
    let p = florahedron_copied(&["copy.abilities=ignored"]);
    assert!(
        !bears_pay_for_the_gift(&p),
        "the broken variant: no mana ability"
    );
}

/// CR 707.2, 611.2: a copied ability that changes a rule for a duration changes it (the
/// rule is the copied card's).
#[test]
fn a_copied_ability_changes_a_rule_for_a_duration_611_2() {
    let keeper = "\n[[card]]\nname = \"Tapestry Keeper\"\ncost = \"{2}{B}\"\n\
                  types = [\"creature\"]\npower = 1\ntoughness = 1\n\
                  text = \"{T}: Until end of turn, you may play lands and cast spells from your graveyard.\"\n\
                  [[card.activated]]\ncost = \"{T}\"\n\
                  text = \"{T}: Until end of turn, you may play lands and cast spells from your graveyard.\"\n\
                  do = [{ effect = \"You may play lands and cast spells from your graveyard.\", until = \"end of turn\" }]\n";
    let alice = "hand = [\"Augmenter Pugilist\"]\ngraveyard = [\"Forest\"]\n\
                 battlefield = [\"Tapestry Keeper\", \"Prodigal Pyromancer\", \"Island\", \"Island\", \
                 \"Island\", \"Island\", \"Island\"]\n\
                 library = [\"Island\", \"Island\"]";
    let mut p = Play::new(&format!(
        "{}{keeper}",
        duel(1, alice, "library = [\"Island\"]")
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Echoing Equation (the back face of Augmenter Pugilist), targeting Tapestry Keeper");
    p.pass_all();
    assert!(!p.can("Alice plays Forest"));
    let pyro = p.card("Prodigal Pyromancer");
    activate(&mut p, pyro);
    p.pass_all();
    assert!(p.can("Alice plays Forest"), "{:#?}", p.options());
}
