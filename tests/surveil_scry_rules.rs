//! Surveil (CR 701.25a) and scry (CR 701.22a): look at the top N cards of your library, put any
//! number of them into your graveyard (surveil) or on the bottom of your library in any order
//! (scry), and the rest on top in any order. Built from three instructions of the card language:
//! look, "put any number of them ...", "put the rest on top of your library in any order".

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const SEER: &str = r#"
[[card]]
name = "Scrying Sorcery"
cost = "{U}"
types = ["sorcery"]
text = "Scry 2."
spell = [{ scry = 2 }]
"#;

fn heist(hand: &str) -> String {
    duel(
        1,
        &format!(
            "hand = [\"Plan the Heist\"{hand}]\nbattlefield = [\"Island\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Grizzly Bears\", \"Lightning Bolt\", \"Forest\", \"Forest\"]"
        ),
        "library = [\"Island\"]",
    )
}

fn cast_heist(p: &mut Play) {
    p.to(1, Step::Main1);
    p.act("Alice casts Plan the Heist");
    p.pass_all();
}

#[test]
fn surveil_puts_any_number_into_the_graveyard_and_the_rest_on_top_701_25a() {
    let mut p = Play::new(&heist(""));
    cast_heist(&mut p);
    // Only the top three are offered, and only in the order they were looked at (a set of
    // cards for the graveyard is picked once, not in every order).
    let opts = p.options();
    assert!(
        opts.iter()
            .any(|o| o == "Alice puts Island into their graveyard"),
        "{opts:#?}"
    );
    assert!(opts
        .iter()
        .any(|o| o == "Alice puts Lightning Bolt into their graveyard"));
    assert!(!opts.iter().any(|o| o.contains("Forest")), "{opts:#?}");
    p.act("Alice puts Grizzly Bears into their graveyard");
    let opts = p.options();
    assert!(
        !opts.iter().any(|o| o.contains("puts Island into")),
        "{opts:#?}"
    );
    p.act("Alice puts no more cards into their graveyard");
    // The rest go back on top in the order she chooses: Lightning Bolt last, so on top.
    p.act("Alice puts Island next on top of their library (any order, CR 401.4)");
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        vec!["Plan the Heist", "Grizzly Bears"]
    );
    // Then she draws three: Lightning Bolt (put on top last), Island, and a Forest.
    let hand = p.cards_in(Zone::Hand);
    assert_eq!(hand.len(), 3, "{}", p.board());
    assert!(
        hand.contains(&"Lightning Bolt".to_string()),
        "{}",
        p.board()
    );
    assert!(hand.contains(&"Forest".to_string()), "{}", p.board());
}

#[test]
fn no_surveil_with_a_card_in_hand_608_2c() {
    let mut p = Play::new(&heist(", \"Mountain\""));
    cast_heist(&mut p);
    // Her Mountain is still in hand: she draws three at once.
    assert!(p.g.decision.is_none(), "{:#?}", p.options());
    assert_eq!(p.cards_in(Zone::Hand).len(), 4, "{}", p.board());
    assert_eq!(p.library(0), vec!["Forest", "Forest"]);
    // The broken variant follows the instruction regardless of its condition.
    let mut p = Play::with_rules(&heist(", \"Mountain\""), &["instruction.if=ignored"]);
    cast_heist(&mut p);
    assert!(
        p.can("Alice puts Island into their graveyard"),
        "{:#?}",
        p.options()
    );
}

#[test]
fn scry_puts_cards_on_the_bottom_in_the_order_chosen_701_22a() {
    let toml = duel(
        1,
        &format!(
            "hand = [\"Scrying Sorcery\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Grizzly Bears\", \"Lightning Bolt\", \"Forest\"]{}",
            ""
        ),
        "library = [\"Island\"]",
    ) + SEER;
    let mut p = Play::new(&toml);
    p.to(1, Step::Main1);
    p.act("Alice casts Scrying Sorcery");
    p.pass_all();
    // Both on the bottom, Lightning Bolt first: any card may go next to the bottom.
    p.act("Alice puts Lightning Bolt on the bottom of their library in any order");
    p.act("Alice puts Grizzly Bears on the bottom of their library in any order");
    assert_eq!(
        p.library(0),
        vec!["Forest", "Lightning Bolt", "Grizzly Bears"]
    );
    // Or one kept on top.
    let mut p = Play::new(&toml);
    p.to(1, Step::Main1);
    p.act("Alice casts Scrying Sorcery");
    p.pass_all();
    p.act("Alice puts Grizzly Bears on the bottom of their library in any order");
    p.act("Alice puts no more cards on the bottom of their library");
    assert_eq!(
        p.library(0),
        vec!["Lightning Bolt", "Forest", "Grizzly Bears"]
    );
}
