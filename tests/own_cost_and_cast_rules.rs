//! A spell's own cost change (CR 601.2f: Ghalta, Primal Hunger's "This spell costs {X} less to
//! cast, where X is the total power of creatures you control.") and the intervening "if you
//! cast it" (603.4, 601.2).

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

const BOB: &str = "library = [\"Island\"]";

fn ghalta_with(creatures: &str, forests: usize) -> Play {
    let lands = vec!["\"Forest\""; forests].join(", ");
    let alice = format!(
        "hand = [\"Ghalta, Primal Hunger\"]\nbattlefield = [{lands}{creatures}]\nlibrary = [\"Forest\"]"
    );
    let mut p = Play::new(&duel(1, &alice, BOB));
    p.to(1, Step::Main1);
    p
}

#[test]
fn ghalta_costs_its_generic_mana_less_by_the_total_power_601_2f() {
    // 5 + 3: {2}{G}{G}.
    let p = ghalta_with(", \"Railway Brawler\", \"Hill Giant\"", 4);
    assert!(
        p.can("Alice casts Ghalta, Primal Hunger, paying {2}{G}{G}"),
        "{:#?}",
        p.options()
    );
    let p = ghalta_with(", \"Railway Brawler\", \"Hill Giant\"", 3);
    assert!(!p.can("casts Ghalta"), "{:#?}", p.options());
}

#[test]
fn ghaltas_reduction_never_touches_its_green_mana() {
    // 5 + 3 + 3: eleven, more than its generic {10}.
    let p = ghalta_with(", \"Railway Brawler\", \"Hill Giant\", \"Hill Giant\"", 2);
    assert!(
        p.can("Alice casts Ghalta, Primal Hunger, paying {G}{G}"),
        "{:#?}",
        p.options()
    );
    let p = ghalta_with(", \"Railway Brawler\", \"Hill Giant\", \"Hill Giant\"", 1);
    assert!(!p.can("casts Ghalta"), "{:#?}", p.options());
}

const DRAWER: &str = r#"
[[card]]
name = "Careful Scholar"
cost = "{1}{B}"
types = ["creature"]
power = 1
toughness = 1
text = "When this creature enters, if you cast it, draw a card."

[[card.triggered]]
when = "this creature enters, if you cast it"
do = [{ draw = 1 }]
"#;

#[test]
fn if_you_cast_it_holds_for_a_cast_creature() {
    let alice = "hand = [\"Careful Scholar\"]\nbattlefield = [\"Swamp\", \"Swamp\"]\nlibrary = [\"Swamp\", \"Swamp\"]";
    let mut p = Play::new(&format!("{}{DRAWER}", duel(1, alice, BOB)));
    p.to(1, Step::Main1);
    p.act("Alice casts Careful Scholar");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.eng().hand_size(&p.g, 0), 1, "{}", p.board());
}

#[test]
fn if_you_cast_it_fails_for_a_creature_put_onto_the_battlefield() {
    let alice = "hand = [\"Living Death\"]\ngraveyard = [\"Careful Scholar\"]\nbattlefield = [\"Swamp\", \"Swamp\", \"Swamp\", \"Swamp\", \"Swamp\"]\nlibrary = [\"Swamp\", \"Swamp\"]";
    let mut p = Play::new(&format!("{}{DRAWER}", duel(1, alice, BOB)));
    p.to(1, Step::Main1);
    p.act("Alice casts Living Death");
    p.pass_all();
    p.pass_all();
    let scholar = p.card("Careful Scholar");
    assert_eq!(p.g.obj(scholar).zone, rulecheck::engine::Zone::Battlefield);
    assert_eq!(p.eng().hand_size(&p.g, 0), 0, "{}", p.board());
}
