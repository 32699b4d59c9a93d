//! Cascade (CR 702.85a): a triggered ability of the spell as it is cast; it exiles cards from
//! the top of its controller's library until a nonland card with a smaller mana value, which
//! they may cast without paying its mana cost if the resulting spell's mana value is smaller
//! too; the rest go to the bottom of the library in a random order. A resolution goes on after
//! a card is cast during it (608.2g).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

/// Alice holds Violent Outburst (mana value 3) with mana for it; her library is `library`.
fn outburst(library: &str) -> Play {
    let alice = format!("hand = [\"Violent Outburst\"]\nbattlefield = [\"Mountain\", \"Forest\", \"Forest\", \"Grizzly Bears\"]\nlibrary = [{library}]");
    let mut p = Play::new(&duel(1, &alice, "library = [\"Island\"]"));
    p.to(1, Step::Main1);
    p.act("Alice casts Violent Outburst");
    p
}

#[test]
fn cascade_triggers_as_the_spell_is_cast_and_resolves_first_702_85a() {
    let mut p = outburst("\"Island\", \"Lightning Bolt\", \"Centaur Courser\"");
    assert_eq!(p.g.stack.len(), 2, "the spell and its cascade trigger");
    p.pass_all();
    // Island and Lightning Bolt (mana value 1 < 3) are exiled; Centaur Courser isn't reached.
    assert_eq!(p.g.obj(p.card("Island")).zone, Zone::Exile);
    assert_eq!(p.g.obj(p.card("Lightning Bolt")).zone, Zone::Exile);
    assert_eq!(p.g.obj(p.card("Centaur Courser")).zone, Zone::Library);
    let options = p.options();
    assert!(
        options.iter().any(|o| o.contains("declines to cast"))
            && options.iter().any(|o| o
                .starts_with("Alice casts Lightning Bolt from exile without paying its mana cost")),
        "{options:#?}"
    );
    p.act("Alice casts Lightning Bolt from exile without paying its mana cost, targeting Bob");
    // The cascade goes on after the cast: Island to the bottom, under Centaur Courser.
    assert_eq!(p.library(0), ["Centaur Courser", "Island"], "{}", p.board());
    // Lightning Bolt is above Violent Outburst on the stack.
    p.pass_all();
    assert_eq!(p.life(1), 17);
    assert_eq!(p.g.obj(p.card("Violent Outburst")).zone, Zone::Stack);
}

#[test]
fn a_declined_card_goes_to_the_bottom_with_the_rest_in_a_random_order_702_85a() {
    let mut p = outburst("\"Island\", \"Lightning Bolt\", \"Centaur Courser\"");
    p.pass_all();
    p.act("declines to cast");
    // Two cards, each order a chance outcome (CR 401.4).
    let options = p.options();
    assert_eq!(options.len(), 2, "{options:#?}");
    p.act(&options[1].clone());
    let library = p.library(0);
    assert_eq!(library.len(), 3, "{library:?}");
    assert_eq!(library[0], "Centaur Courser");
    assert!(library[1..].contains(&"Lightning Bolt".to_string()));
    assert!(p.cards_in(Zone::Exile).is_empty(), "{}", p.board());
}

#[test]
fn without_a_smaller_nonland_card_the_whole_library_is_exiled_and_put_back() {
    let mut p = outburst("\"Island\", \"Centaur Courser\"");
    p.pass_all();
    // Centaur Courser's mana value 3 is not less than 3: nothing to cast.
    let options = p.options();
    assert!(options.iter().all(|o| !o.contains("casts")), "{options:#?}");
    p.act(&options[0].clone());
    assert_eq!(p.library(0).len(), 2, "{}", p.board());
    assert!(p.cards_in(Zone::Exile).is_empty());
}

#[test]
fn the_back_face_must_cost_less_too_702_85a_712_11b() {
    let card = "\n[[card]]\nname = \"Wild Awakening\"\ncost = \"{1}{G}\"\ntypes = [\"sorcery\"]\ntext = \"You gain 2 life.\"\nspell = [{ gain-life = 2 }]\n\n[card.back]\nname = \"Costly Awakening\"\ncost = \"{4}{G}{G}\"\ntypes = [\"sorcery\"]\ntext = \"You gain 10 life.\"\nspell = [{ gain-life = 10 }]\n";
    let alice = "hand = [\"Bloodbraid Elf\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Forest\", \"Forest\"]\nlibrary = [\"Wild Awakening\"]";
    let toml = format!("{}{card}", duel(1, alice, "library = [\"Island\"]"));
    let mut p = Play::new(&toml);
    p.to(1, Step::Main1);
    p.act("Alice casts Bloodbraid Elf");
    p.pass_all();
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts"))
        .collect();
    assert_eq!(casts.len(), 1, "the front face only: {casts:#?}");
    assert!(casts[0].contains("Wild Awakening"), "{casts:#?}");
    // Under the pre-2023 reading only the card's mana value counts: both faces.
    let mut old = Play::with_rules(&toml, &["cascade.resulting-value=card-only"]);
    old.to(1, Step::Main1);
    old.act("Alice casts Bloodbraid Elf");
    old.pass_all();
    let casts = old
        .options()
        .into_iter()
        .filter(|o| o.contains("casts"))
        .count();
    assert_eq!(casts, 2);
}

#[test]
fn a_resolution_goes_on_after_a_card_is_cast_during_it_608_2g() {
    let card = "\n[[card]]\nname = \"Unearth the Past\"\ncost = \"{B}\"\ntypes = [\"sorcery\"]\ntext = \"Exile the top card of your library. You may cast that card without paying its mana cost. Then draw a card.\"\nspell = [{ exile = \"the top card of your library\" }, { cast = \"that card without paying its mana cost\", may = true }, { draw = 1 }]\n";
    let alice = "hand = [\"Unearth the Past\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Lightning Bolt\", \"Island\"]";
    let mut p = Play::new(&format!(
        "{}{card}",
        duel(1, alice, "library = [\"Island\"]")
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Unearth the Past");
    p.pass_all();
    p.act("Alice casts Lightning Bolt from exile without paying its mana cost, targeting Bob");
    assert_eq!(p.g.obj(p.card("Island")).zone, Zone::Hand, "{}", p.board());
    assert_eq!(p.g.obj(p.card("Unearth the Past")).zone, Zone::Graveyard);
}

#[test]
fn cascade_needs_a_mana_value() {
    let card = "\n[[card]]\nname = \"Free Cascader\"\ntypes = [\"sorcery\"]\ncascade = true\ntext = \"Cascade\"\nspell = [{ draw = 1 }]\n";
    let err = load_error(
        "bad.toml",
        &format!("{}{card}", duel(1, "library = []", "library = []")),
    );
    assert!(
        err.contains("`cascade` needs a mana value of 1 or more"),
        "{err}"
    );
}
