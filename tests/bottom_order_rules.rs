//! Cards put on the bottom of a library or planar deck "in any order" (CR 401.4): their owner
//! chooses each next card, and every order is explored.

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

/// Passes priority (resolving what is on the stack) until `needle` is an option.
fn until_option(p: &mut Play, needle: &str) {
    for _ in 0..40 {
        if p.can(needle) {
            return;
        }
        let first = p.options()[0].clone();
        p.act(&first);
    }
    panic!(
        "never offered '{needle}': {:#?}\n{}",
        p.options(),
        p.board()
    );
}

fn spatial_merging() -> String {
    duel(
        1,
        "library = [\"Island\"]\nplanar_deck = [\"Fields of Summer\", \"Spatial Merging\", \"Chaotic Aether\", \"Interplanar Tunnel\", \"Stairs to Infinity\", \"The Eon Fog\"]",
        "library = [\"Island\"]\nplanar_deck = [\"Talon Gates\"]",
    )
}

#[test]
fn the_other_revealed_cards_go_to_the_planar_deck_bottom_in_any_order_401_4() {
    for (first, second) in [
        ("Chaotic Aether", "Interplanar Tunnel"),
        ("Interplanar Tunnel", "Chaotic Aether"),
    ] {
        let mut p = Play::new(&spatial_merging());
        p.to(1, Step::Main1);
        p.act("rolls the planar die");
        p.act("Planeswalker symbol");
        // Spatial Merging is encountered; it reveals two phenomena before two planes.
        until_option(&mut p, "next on the bottom of their planar deck");
        let options = p.options();
        for name in [first, second] {
            assert!(
                options
                    .iter()
                    .any(|o| o.contains(&format!("Alice puts {name} next"))),
                "Alice may put {name} first: {options:#?}"
            );
        }
        p.act(&format!("Alice puts {first} next"));
        let deck = p.planar_deck(0);
        assert_eq!(
            deck[deck.len() - 2..],
            [first.to_string(), second.to_string()],
            "the order Alice chose: {deck:?}"
        );
    }
}

#[test]
fn the_fixed_variant_offers_no_order() {
    let mut p = Play::with_rules(&spatial_merging(), &["library.random-order=fixed"]);
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("Planeswalker symbol");
    for _ in 0..40 {
        assert!(
            !p.can("next on the bottom of their planar deck"),
            "no order to choose: {:#?}",
            p.options()
        );
        if p.g.face_up.len() == 2 {
            return;
        }
        let first = p.options()[0].clone();
        p.act(&first);
    }
    panic!("never planeswalked to two planes: {}", p.board());
}

/// Interplanar Tunnel reveals five planes and nothing else: the four planes Alice does not put
/// on top are "the rest of the revealed cards" and go to the bottom in a random order (they
/// stayed where they were when the cards found were left out of "the rest").
#[test]
fn interplanar_tunnel_puts_the_other_found_planes_on_the_bottom_401_4() {
    let toml = duel(
        1,
        "library = [\"Island\"]\nplanar_deck = [\"Fields of Summer\", \"Interplanar Tunnel\", \"Talon Gates\", \"Pools of Becoming\", \"Stairs to Infinity\", \"The Eon Fog\", \"Mount Keralia\"]",
        "library = [\"Island\"]\nplanar_deck = [\"Hedron Fields of Agadeem\"]",
    );
    let mut p = Play::new(&toml);
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("Planeswalker symbol");
    until_option(&mut p, "Alice chooses Talon Gates");
    p.act("Alice chooses Talon Gates");
    // Chance orders the other four: Stairs to Infinity may go first, below the Tunnel's own.
    until_option(
        &mut p,
        "the random order puts Stairs to Infinity next on the bottom",
    );
    p.act("the random order puts Stairs to Infinity next on the bottom");
    p.act("the random order puts Pools of Becoming next on the bottom");
    let deck = p.planar_deck(0);
    let at = |n: &str| deck.iter().position(|d| d == n);
    assert!(
        at("Stairs to Infinity") < at("Pools of Becoming"),
        "{deck:?}"
    );
}
