//! Colour indicators (CR 204) and a token's colours (111.4): an object is the colours of its
//! mana cost and of its colour indicator (202.2, 204.1), so protection from that colour sees
//! them.

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

const PRO_BLUE: &str = r#"
[[card]]
name = "Blue Ward Bear"
cost = "{1}{W}"
types = ["creature"]
power = 2
toughness = 2
keywords = ["protection-from-blue"]
text = "Protection from blue"
"#;

#[test]
fn a_blue_colour_indicator_gives_protection_from_blue_something_to_see_204_1() {
    // Jace, Telepath Unbound has no mana cost and a blue colour indicator: his +1 can't
    // target a creature with protection from blue (CR 702.16b).
    let alice = "battlefield = [{ card = \"Jace, Vryn's Prodigy // Jace, Telepath Unbound\", transformed = true, loyalty = 5 }]\nlibrary = [\"Island\"]";
    let bob = "battlefield = [\"Blue Ward Bear\", \"Grizzly Bears\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&(duel(1, alice, bob) + PRO_BLUE));
    p.to(1, Step::Main1);
    let options = p.options();
    assert!(
        options
            .iter()
            .any(|o| o.contains("Jace, Telepath Unbound") && o.contains("Grizzly Bears")),
        "the +1 can target Grizzly Bears: {options:#?}"
    );
    assert!(
        !options.iter().any(|o| o.contains("Blue Ward Bear")),
        "a blue source can't target a creature with protection from blue: {options:#?}"
    );
}

#[test]
fn a_colours_field_is_checked_where_the_card_is_read() {
    let toml = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "[[card]]\nname = \"Odd Token\"\ntoken = true\ntypes = [\"creature\"]\ncolors = [\"purple\"]\npower = 1\ntoughness = 1\n";
    let err = common::load_error("t.toml", &toml);
    assert!(err.contains("'purple' is not a colour"), "{err}");
}
