//! Hybrid mana (CR 107.4e): a hybrid symbol is paid with one mana of either of its halves
//! ({U/B}: blue or black; {2/W}: one white or two of any type); a card is every colour of its
//! hybrid symbols (202.2d), and each counts its largest component in its mana value (202.3f).

mod common;

use common::{duel, Play};
use rulecheck::cards::{Color, ManaCost};
use rulecheck::engine::Step;

fn lancer(lands: &str, sets: &[&str]) -> Play {
    let alice =
        format!("hand = [\"Wasp Lancer\"]\nbattlefield = [{lands}]\nlibrary = [\"Island\"]");
    let mut p = Play::with_rules(&duel(1, &alice, "library = [\"Island\"]"), sets);
    p.to(1, Step::Main1);
    p
}

fn casts(p: &Play) -> Vec<String> {
    p.options()
        .into_iter()
        .filter(|o| o.contains("casts Wasp Lancer"))
        .collect()
}

#[test]
fn each_hybrid_symbol_is_paid_with_either_colour_107_4e() {
    let p = lancer(r#""Island", "Island", "Swamp", "Swamp", "Mountain""#, &[]);
    let c = casts(&p);
    assert_eq!(
        c.len(),
        2,
        "two Islands and a Swamp, or an Island and two Swamps: {c:#?}"
    );
    assert!(c.iter().all(|o| !o.contains("Mountain")), "{c:#?}");
    // Three Islands pay it alone, blue for each symbol.
    let p = lancer(r#""Island", "Island", "Island""#, &[]);
    assert_eq!(casts(&p).len(), 1, "{:#?}", p.options());
}

#[test]
fn mana_of_a_third_colour_pays_no_hybrid_symbol() {
    let p = lancer(r#""Island", "Swamp", "Mountain""#, &[]);
    assert!(casts(&p).is_empty(), "{:#?}", p.options());
    // The broken variant reads {U/B} as generic mana.
    let p = lancer(
        r#""Island", "Swamp", "Mountain""#,
        &["mana.hybrid=any-type"],
    );
    assert_eq!(casts(&p).len(), 1, "{:#?}", p.options());
}

#[test]
fn mana_value_counts_the_largest_component_and_colours_are_both_halves_202() {
    let lancer = ManaCost::parse("{U/B}{U/B}{U/B}").unwrap();
    assert_eq!(lancer.mana_value(), 3);
    assert!(lancer.has_color(Color::U) && lancer.has_color(Color::B));
    assert!(!lancer.has_color(Color::R));
    assert_eq!(lancer.color_count(), 2);
    assert_eq!(lancer.to_string(), "{U/B}{U/B}{U/B}");
    // Monocolored hybrid: {2/W} has mana value 2 and is white (CR 202.3f, 107.4e).
    let spectral = ManaCost::parse("{2/W}{2/W}{2/W}").unwrap();
    assert_eq!(spectral.mana_value(), 6);
    assert!(spectral.has_color(Color::W) && spectral.color_count() == 1);
    // Either order of the halves is the same symbol; {B/B} and {3/W} are not symbols.
    assert_eq!(
        ManaCost::parse("{B/U}").unwrap(),
        ManaCost::parse("{U/B}").unwrap()
    );
    assert!(ManaCost::parse("{B/B}").is_err());
    assert!(ManaCost::parse("{3/W}").is_err());
}

#[test]
fn a_monocolored_hybrid_symbol_is_one_white_or_two_of_any_type() {
    const CARD: &str = r#"
[[card]]
name = "Two Or White"
cost = "{2/W}"
types = ["sorcery"]
text = "Draw a card."
spell = [{ draw = 1 }]
"#;
    let play = |lands: &str| {
        let alice = format!("hand = [\"Two Or White\"]\nbattlefield = [{lands}]\nlibrary = [\"Island\", \"Island\"]");
        let mut p = Play::new(&(duel(1, &alice, "library = [\"Island\"]") + CARD));
        p.to(1, Step::Main1);
        p.options()
            .into_iter()
            .filter(|o| o.contains("casts Two Or White"))
            .collect::<Vec<_>>()
    };
    assert_eq!(play(r#""Plains""#).len(), 1, "one white mana pays it");
    assert!(play(r#""Island""#).is_empty(), "one blue mana does not");
    assert_eq!(
        play(r#""Island", "Swamp""#).len(),
        1,
        "two mana of any type do"
    );
    // With a Plains and an Island: the Plains alone, or both as two generic mana.
    assert_eq!(play(r#""Plains", "Island""#).len(), 2);
}

#[test]
fn an_activation_cost_pays_its_hybrid_symbols_with_either_colour_107_4e() {
    let idea = |lands: &str| {
        let alice = format!("battlefield = [\"The Big Idea\", {lands}]\nlibrary = [\"Island\"]");
        let toml = duel(1, &alice, "library = [\"Island\"]").replacen(
            "turns = 1\n",
            "turns = 1\ntokens = { Brainiac = 6 }\n",
            1,
        );
        let mut p = Play::new(&toml);
        p.to(1, Step::Main1);
        p.options()
            .into_iter()
            .filter(|o| o.contains("activates The Big Idea"))
            .collect::<Vec<_>>()
    };
    // {2}{B/R}{B/R}: the Swamp and the Mountain pay the hybrid symbols, two Islands the {2}.
    let ways = idea(r#""Swamp", "Mountain", "Island", "Island", "Island""#);
    assert_eq!(ways.len(), 1, "{ways:#?}");
    assert!(
        ways[0].contains("Swamp") && ways[0].contains("Mountain"),
        "{ways:#?}"
    );
    // One black or red source is not enough, however many Islands.
    assert!(idea(r#""Swamp", "Island", "Island", "Island""#).is_empty());
    // Two Mountains pay both symbols red.
    assert_eq!(
        idea(r#""Mountain", "Mountain", "Island", "Island""#).len(),
        1
    );
}
