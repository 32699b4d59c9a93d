//! Evoke (CR 702.74a): an alternative cost, and "When this permanent enters, if its evoke cost
//! was paid, its controller sacrifices it."; one alternative cost per spell (118.9a).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\"]";

fn alice(lands: usize) -> String {
    let lands = vec!["\"Island\""; lands].join(", ");
    format!("hand = [\"Mulldrifter\"]\nbattlefield = [{lands}]\nlibrary = [\"Island\", \"Plains\", \"Island\"]")
}

#[test]
fn an_evoked_creature_enters_its_triggers_resolve_and_it_is_sacrificed_702_74a() {
    let mut p = Play::new(&duel(1, &alice(3), BOB));
    p.to(1, Step::Main1);
    // Three lands: only the evoke cost can be paid.
    assert!(!p
        .options()
        .iter()
        .any(|o| o.contains("casts Mulldrifter") && !o.contains("evoked")));
    p.act("Alice casts Mulldrifter, evoked, paying {2}{U}");
    p.pass_all();
    // Both of its enter triggers wait; its controller puts them on the stack in either order.
    p.stack_triggers_in_order();
    p.pass_all();
    p.pass_all();
    let mull = p.card("Mulldrifter");
    assert_eq!(p.g.obj(mull).zone, Zone::Graveyard, "{}", p.board());
    assert_eq!(p.eng().hand_size(&p.g, 0), 2, "{}", p.board());
}

#[test]
fn cast_for_its_mana_cost_it_stays_702_74a() {
    let mut p = Play::new(&duel(1, &alice(5), BOB));
    p.to(1, Step::Main1);
    p.act("Alice casts Mulldrifter, paying {4}{U}");
    p.pass_all();
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Mulldrifter")).zone,
        Zone::Battlefield,
        "{}",
        p.board()
    );
    assert!(p.g.stack.is_empty(), "no sacrifice trigger: {}", p.board());
}

#[test]
fn a_spell_cast_without_paying_its_mana_cost_is_not_also_evoked_118_9a() {
    let suspended = "exile = [{ card = \"Mulldrifter\", time = 1, suspend = true }]\n\
                     battlefield = [\"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]";
    let free_cast = |rules: &[&str]| {
        let mut p = Play::with_rules(&duel(1, suspended, BOB), rules);
        p.pass_until("Alice casts Mulldrifter");
        p.options()
    };
    let options = free_cast(&[]);
    assert!(
        options
            .iter()
            .any(|o| o.contains("casts Mulldrifter from exile (suspend)")),
        "{options:#?}"
    );
    assert!(
        !options.iter().any(|o| o.contains("evoked")),
        "{options:#?}"
    );
    // The broken variant combines the two alternative costs.
    let options = free_cast(&["cast.alternative-costs=combinable"]);
    assert!(options.iter().any(|o| o.contains("evoked")), "{options:#?}");
}

#[test]
fn an_evoke_cost_is_mana() {
    let card = "name = \"t\"\nturns = 1\n[[player]]\nname = \"A\"\n[[player]]\nname = \"B\"\n\n\
                [[card]]\nname = \"X\"\ncost = \"{3}{W}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n\
                evoke = \"Exile a white card from your hand\"\n";
    let err = load_error("bad.toml", card);
    assert!(err.contains("bad.toml:"), "{err}");
    assert!(err.contains("evoke"), "{err}");
}
