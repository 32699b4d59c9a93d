//! Modal activated abilities (CR 700.2, 602.2b): the mode is chosen as the ability is
//! activated, each mode with its own targets (several for one "target" word, 115.3), and that
//! mode resolves. Bow of Nylea.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// Bob's creatures: a 1/2 flyer and Grizzly Bears, without flying.
const BOB: &str = "battlefield = [\"Storm Crow\", \"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]\n\n[[card]]\nname = \"Storm Crow\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 2\nkeywords = [\"flying\"]\ntext = \"Custom test card. Flying\"";

fn bow(sets: &[&str]) -> Play {
    let alice = "battlefield = [\"Bow of Nylea\", \"Forest\", \"Forest\"]\ngraveyard = [\"Island\", \"Lightning Bolt\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::with_rules(&duel(2, alice, BOB), sets);
    p.to(1, Step::Main1);
    p
}

fn activations(p: &Play) -> Vec<String> {
    p.options()
        .into_iter()
        .filter(|o| o.contains("activates Bow of Nylea"))
        .collect()
}

#[test]
fn each_mode_has_its_own_targets_700_2_602_2b() {
    let p = bow(&[]);
    let options = activations(&p);
    let has = |s: &str| options.iter().any(|o| o.contains(s));
    // Mode 1: any creature; mode 2: only a creature with flying; mode 3: no target.
    assert!(
        has("choosing mode 1, targeting Grizzly Bears"),
        "{options:#?}"
    );
    assert!(has("choosing mode 1, targeting Storm Crow"), "{options:#?}");
    assert!(has("choosing mode 2, targeting Storm Crow"), "{options:#?}");
    assert!(
        !has("choosing mode 2, targeting Grizzly Bears"),
        "{options:#?}"
    );
    assert!(has("choosing mode 3, paying"), "{options:#?}");
    // Mode 4: up to four target cards from her graveyard: none, either, or both (CR 115.3).
    assert!(has("choosing mode 4, paying"), "{options:#?}");
    assert!(
        has("choosing mode 4, targeting Island, Lightning Bolt"),
        "{options:#?}"
    );
    assert!(
        !has("choosing mode 4, targeting Island, Island"),
        "{options:#?}"
    );
}

#[test]
fn the_chosen_mode_resolves_602_2b() {
    let mut p = bow(&[]);
    p.act("choosing mode 2, targeting Storm Crow");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Storm Crow")).zone, Zone::Graveyard);
    assert_eq!(p.life(0), 20);

    let mut p = bow(&[]);
    p.act("choosing mode 3");
    p.pass_all();
    assert_eq!(p.life(0), 23, "you gain 3 life");
    assert!(
        activations(&p).is_empty(),
        "{{T}}: the Bow is tapped (CR 602.5a)"
    );

    // The deliberately broken variant resolves the first mode: a +1/+1 counter on the Crow.
    let mut broken = bow(&["modes.activated=first"]);
    broken.act("choosing mode 2, targeting Storm Crow");
    broken.pass_all();
    assert_eq!(
        broken.g.obj(broken.card("Storm Crow")).zone,
        Zone::Battlefield
    );
    assert_eq!(broken.g.obj(broken.card("Storm Crow")).plus1, 1);
}

#[test]
fn up_to_four_target_cards_go_to_the_bottom_in_any_order_401_4() {
    let mut p = bow(&[]);
    p.act("choosing mode 4, targeting Island, Lightning Bolt");
    p.pass_all();
    // CR 401.4: she orders them; each order is a choice.
    let options = p.options();
    assert!(
        options
            .iter()
            .any(|o| o.contains("puts Lightning Bolt next on the bottom"))
            && options
                .iter()
                .any(|o| o.contains("puts Island next on the bottom")),
        "{options:#?}"
    );
    let before = p.g.players[0].library.len();
    p.act("puts Lightning Bolt next on the bottom");
    assert_eq!(p.g.players[0].library.len(), before + 2);
    assert!(p.cards_in(Zone::Graveyard).is_empty(), "{}", p.board());
    let lib = &p.g.players[0].library;
    assert_eq!(
        p.eng().name(lib[lib.len() - 1]),
        "Island",
        "the Island went last, at the bottom"
    );
}
