//! Spells that choose more than one mode (CR 700.2): "Choose two —" (Cryptic Command),
//! "Choose one or both —", "Choose one or more —". The caster chooses the modes as the spell is
//! cast (601.2b), each at most once (700.2d), and a mode whose targets can't be chosen can't be
//! chosen (700.2a). The chosen modes' instructions are carried out in printed order. The broken
//! variant `modes.count=up-to` lets "Choose two" choose one.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

/// Alice, with four Islands and `hand`, on her first main phase; Bob holds Grizzly Bears and
/// controls Savannah Lions.
fn position(hand: &str, cards: &str) -> String {
    duel(
        1,
        &format!(
            "hand = [{hand}]\nbattlefield = [\"Island\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Plains\", \"Plains\"]"
        ),
        "battlefield = [\"Savannah Lions\"]\nlibrary = [\"Forest\"]",
    ) + cards
}

/// The cast options of `card`.
fn casts(p: &Play, card: &str) -> Vec<String> {
    p.options()
        .into_iter()
        .filter(|o| o.contains(&format!("casts {card}")))
        .collect()
}

#[test]
fn choose_two_offers_each_pair_whose_targets_exist_700_2a() {
    let mut p = Play::new(&position("\"Cryptic Command\"", ""));
    p.to(1, Step::Main1);
    let casts = casts(&p, "Cryptic Command");
    // No spell on the stack: mode 1 can't be chosen. Modes 2-4: pairs {2,3}, {2,4} (each
    // with one of five permanents to return) and {3,4}.
    assert!(casts.iter().all(|c| c.contains("modes ")), "{casts:#?}");
    assert!(!casts.iter().any(|c| c.contains("modes 1")), "{casts:#?}");
    assert!(
        casts.iter().any(|c| c.contains("modes 3 and 4")),
        "{casts:#?}"
    );
    assert!(
        !casts.iter().any(|c| c.contains(", mode ")),
        "one mode alone: {casts:#?}"
    );
    let pair = casts
        .iter()
        .find(|c| c.contains("modes 2 and 4") && c.contains("Savannah Lions"))
        .expect("return the Lions and draw")
        .clone();
    p.act(&pair);
    p.pass_all();
    // Printed order: the Lions return, then Alice draws.
    assert_eq!(
        p.g.obj(p.card("Savannah Lions")).zone,
        Zone::Hand,
        "{}",
        p.board()
    );
    assert_eq!(p.cards_in(Zone::Hand).len(), 2, "{}", p.board());
}

#[test]
fn choose_two_chooses_one_under_the_broken_variant() {
    let mut p = Play::with_rules(&position("\"Cryptic Command\"", ""), &["modes.count=up-to"]);
    p.to(1, Step::Main1);
    let casts = casts(&p, "Cryptic Command");
    assert!(casts.iter().any(|c| c.contains(", mode 4")), "{casts:#?}");
}

const SPLIT_DECISION: &str = r#"
[[card]]
name = "Test Both"
cost = "{U}"
types = ["sorcery"]
text = "Choose one or both — • Draw a card. • Tap target creature."
choose = "one or both"
modes = [[{ draw = 1 }], [{ tap = "target creature" }]]

[[card]]
name = "Test More"
cost = "{U}"
types = ["sorcery"]
text = "Choose one or more — • Draw a card. • You gain 2 life. • Tap target creature."
choose = "one or more"
modes = [[{ draw = 1 }], [{ gain-life = 2 }], [{ tap = "target creature" }]]
"#;

#[test]
fn one_or_both_and_one_or_more_offer_every_nonempty_set() {
    let p = {
        let mut p = Play::new(&position("\"Test Both\", \"Test More\"", SPLIT_DECISION));
        p.to(1, Step::Main1);
        p
    };
    let both = casts(&p, "Test Both");
    // {1}, {2}, {1,2}: mode 2 targets the Lions (the only creature).
    assert_eq!(both.len(), 3, "{both:#?}");
    assert!(
        both.iter().any(|c| c.contains("modes 1 and 2")),
        "{both:#?}"
    );
    let more = casts(&p, "Test More");
    assert_eq!(more.len(), 7, "every nonempty set of three: {more:#?}");
    assert!(
        more.iter().any(|c| c.contains("modes 1, 2 and 3")),
        "{more:#?}"
    );
}

#[test]
fn all_three_modes_happen_in_printed_order() {
    let mut p = Play::new(&position("\"Test More\"", SPLIT_DECISION));
    p.to(1, Step::Main1);
    p.act("casts Test More, modes 1, 2 and 3");
    p.pass_all();
    assert_eq!(p.life(0), 22, "{}", p.board());
    assert!(p.g.obj(p.card("Savannah Lions")).tapped, "{}", p.board());
    assert_eq!(
        p.cards_in(Zone::Hand),
        vec!["Plains".to_string()],
        "{}",
        p.board()
    );
}

#[test]
fn a_count_the_spell_cannot_have_is_a_load_error() {
    let card = |choose: &str| {
        format!(
            "{}\n[[card]]\nname = \"Bad\"\ncost = \"{{U}}\"\ntypes = [\"sorcery\"]\nchoose = \"{choose}\"\nmodes = [[{{ draw = 1 }}], [{{ gain-life = 2 }}], [{{ gain-life = 3 }}]]\n",
            duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        )
    };
    let e = load_error("bad.toml", &card("one or both"));
    assert!(
        e.contains("is for a spell with two modes, this one has 3"),
        "{e}"
    );
    let e = load_error("bad.toml", &card("four"));
    assert!(e.contains("more modes than the spell's 3"), "{e}");
    let e = load_error(
        "bad.toml",
        &card("three. You may choose the same mode more than once."),
    );
    assert!(e.contains("700.2d"), "{e}");
    let e = load_error("bad.toml", &card("several"));
    assert!(e.contains("not \"several\""), "{e}");
}

#[test]
fn a_number_of_modes_may_be_written_as_a_number() {
    let mut p = Play::new(&position(
        "\"Test Two\"",
        "\n[[card]]\nname = \"Test Two\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\nchoose = 2\nmodes = [[{ draw = 1 }], [{ gain-life = 2 }], [{ gain-life = 3 }]]\n",
    ));
    p.to(1, Step::Main1);
    let two = casts(&p, "Test Two");
    assert_eq!(two.len(), 3, "the three pairs, as \"two\": {two:#?}");
    assert!(two.iter().all(|c| c.contains("modes ")), "{two:#?}");
    let e = load_error(
        "bad.toml",
        &position(
            "",
            "\n[[card]]\nname = \"Bad\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\nchoose = 1.5\nmodes = [[{ draw = 1 }], [{ gain-life = 2 }]]\n",
        ),
    );
    assert!(e.contains("or a number, not 1.5"), "{e}");
}
