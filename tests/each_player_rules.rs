//! Instructions said of each player or each opponent (CR 101.4): every one of them does the
//! step, in turn order from the active player, each reading "you", "your" and "their" as their
//! own (608.2d), and all of them finish it before the next step (608.2c). Discarding a whole
//! hand and discarding at random (701.9a, 701.9c).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

/// A spell of the test's own: `text` with `steps` as its instructions, costing {B}.
fn sorcery(name: &str, text: &str, steps: &str) -> String {
    format!("\n[[card]]\nname = \"{name}\"\ncost = \"{{B}}\"\ntypes = [\"sorcery\"]\ntext = \"{text}\"\nspell = [{steps}]\n")
}

fn three_players(alice: &str, bob: &str, carol: &str, cards: &str) -> String {
    format!("name = \"test\"\nturns = 1\n\n[[player]]\nname = \"Alice\"\n{alice}\n\n[[player]]\nname = \"Bob\"\n{bob}\n\n[[player]]\nname = \"Carol\"\n{carol}\n{cards}")
}

#[test]
fn wheel_of_fate_discards_every_hand_before_anyone_draws_101_4() {
    let alice = "exile = [{ card = \"Wheel of Fate\", time = 1 }]\nhand = [\"Lightning Bolt\"]\nlibrary = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]";
    let bob = "hand = [\"Counterspell\", \"Grizzly Bears\"]\nlibrary = [\"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.pass_until("Alice casts Wheel of Fate");
    p.act("Alice casts Wheel of Fate");
    p.pass_all();
    for old in ["Lightning Bolt", "Counterspell", "Grizzly Bears"] {
        assert_eq!(p.g.obj(p.card(old)).zone, Zone::Graveyard, "{}", p.board());
    }
    // Seven new cards each, none of them discarded: the draws come after every discard.
    let hand = |player: u8| p.eng().hand_size(&p.g, player);
    assert_eq!((hand(0), hand(1)), (7, 7), "{}", p.board());
}

#[test]
fn living_end_returns_each_players_own_cards_not_the_sacrificed_ones_101_4() {
    let alice = "exile = [{ card = \"Living End\", time = 1 }]\ngraveyard = [\"Centaur Courser\"]\nbattlefield = [\"Memnite\"]\nlibrary = [\"Island\"]";
    let bob =
        "graveyard = [\"Grizzly Bears\"]\nbattlefield = [\"Ornithopter\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.pass_until("Alice casts Living End");
    p.act("Alice casts Living End");
    p.pass_all();
    let courser = p.g.obj(p.card("Centaur Courser"));
    assert_eq!((courser.zone, courser.controller), (Zone::Battlefield, 0));
    let bears = p.g.obj(p.card("Grizzly Bears"));
    assert_eq!(
        (bears.zone, bears.controller),
        (Zone::Battlefield, 1),
        "{}",
        p.board()
    );
    // CR 608.2c: sacrificed after the exile, they are not among the cards exiled this way.
    assert_eq!(p.g.obj(p.card("Memnite")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Ornithopter")).zone, Zone::Graveyard);
}

#[test]
fn the_broken_variant_leaves_the_other_players_out() {
    let alice = "exile = [{ card = \"Living End\", time = 1 }]\ngraveyard = [\"Centaur Courser\"]\nlibrary = [\"Island\"]";
    let bob =
        "graveyard = [\"Grizzly Bears\"]\nbattlefield = [\"Ornithopter\"]\nlibrary = [\"Island\"]";
    let mut p = Play::with_rules(&duel(1, alice, bob), &["each-player=first-only"]);
    p.pass_until("Alice casts Living End");
    p.act("Alice casts Living End");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Centaur Courser")).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Ornithopter")).zone, Zone::Battlefield);
}

#[test]
fn each_opponent_chooses_in_turn_order_and_the_caster_does_not_101_4() {
    // Alice is active; her opponents Bob then Carol each choose a creature of their own to
    // sacrifice, from their own point of view ("a creature" they control).
    let cards = sorcery(
        "Tribute",
        "Each opponent sacrifices a creature.",
        "{ sacrifice = \"a creature\", who = \"each opponent\" }",
    );
    let alice =
        "hand = [\"Tribute\"]\nbattlefield = [\"Swamp\", \"Memnite\"]\nlibrary = [\"Island\"]";
    let bob = "battlefield = [\"Grizzly Bears\", \"Ornithopter\"]\nlibrary = [\"Island\"]";
    let carol = "battlefield = [\"Silvercoat Lion\", \"Centaur Courser\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&three_players(alice, bob, carol, &cards));
    p.to(1, Step::Main1);
    p.act("Alice casts Tribute");
    p.pass_until("Bob chooses");
    let options = p.options();
    assert!(
        options.iter().all(|o| o.starts_with("Bob")) && options.len() == 2,
        "Bob chooses first, among his own creatures: {options:#?}"
    );
    p.act("Bob chooses Ornithopter");
    let options = p.options();
    assert!(
        options.iter().all(|o| o.starts_with("Carol")) && options.len() == 2,
        "then Carol, among hers: {options:#?}"
    );
    p.act("Carol chooses Centaur Courser");
    assert_eq!(p.g.obj(p.card("Ornithopter")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Centaur Courser")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Memnite")).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Battlefield);
}

#[test]
fn each_opponent_discards_a_card_of_their_own_choice_701_9b() {
    let cards = sorcery(
        "Mind Tax",
        "Each opponent discards a card.",
        "{ discard = \"a card\", who = \"each opponent\" }",
    );
    let alice = "hand = [\"Mind Tax\", \"Lightning Bolt\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Island\"]";
    let bob = "hand = [\"Counterspell\", \"Island\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&format!("{}{cards}", duel(1, alice, bob)));
    p.to(1, Step::Main1);
    p.act("Alice casts Mind Tax");
    p.pass_all();
    let options = p.options();
    assert!(
        options.iter().all(|o| o.starts_with("Bob")) && options.len() == 2,
        "{options:#?}"
    );
    p.act("Bob chooses Counterspell");
    assert_eq!(p.g.obj(p.card("Counterspell")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Lightning Bolt")).zone, Zone::Hand);
}

#[test]
fn a_discard_at_random_is_chance_not_a_choice_701_9c() {
    let alice = "hand = [\"Hymn to Tourach\"]\nbattlefield = [\"Swamp\", \"Swamp\"]\nlibrary = [\"Island\"]";
    let bob = "hand = [\"Counterspell\", \"Lightning Bolt\", \"Island\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Hymn to Tourach, targeting Bob");
    p.pass_all();
    let options = p.options();
    assert_eq!(
        options,
        [
            "Counterspell is chosen at random",
            "Lightning Bolt is chosen at random",
            "Island is chosen at random"
        ],
        "every card of Bob's hand, Bob's alone"
    );
    p.act("Island is chosen at random");
    let options = p.options();
    assert_eq!(
        options,
        [
            "Counterspell is chosen at random",
            "Lightning Bolt is chosen at random"
        ]
    );
    p.act("Lightning Bolt is chosen at random");
    assert_eq!(p.g.obj(p.card("Counterspell")).zone, Zone::Hand);
    assert_eq!(p.g.obj(p.card("Lightning Bolt")).zone, Zone::Graveyard);
}

#[test]
fn discarding_a_hand_is_every_card_of_it_without_a_choice_701_9a() {
    let cards = sorcery(
        "Empty Out",
        "Target player discards their hand.",
        "{ discard = \"their hand\", who = \"target player\" }",
    );
    let alice = "hand = [\"Empty Out\", \"Lightning Bolt\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Island\"]";
    let bob = "hand = [\"Counterspell\", \"Island\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&format!("{}{cards}", duel(1, alice, bob)));
    p.to(1, Step::Main1);
    p.act("Alice casts Empty Out, targeting Bob");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Counterspell")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Lightning Bolt")).zone, Zone::Hand);
}

#[test]
fn a_random_discard_is_not_optional() {
    let cards = sorcery(
        "Bad",
        "You may discard a card at random.",
        "{ discard = \"a card at random\", may = true }",
    );
    let err = load_error(
        "bad.toml",
        &format!("{}{cards}", duel(1, "library = []", "library = []")),
    );
    assert!(
        err.contains("a discard at random takes cards from the hand and no `may` or `as`"),
        "{err}"
    );
}

#[test]
fn a_discard_phrase_with_spaces_and_other_letters_is_an_error_not_a_crash() {
    let cards = sorcery(
        "Odd",
        "Discard a card at random.",
        "{ discard = \" \u{e4}\u{e4} at random\" }",
    );
    let err = load_error(
        "bad.toml",
        &format!("{}{cards}", duel(1, "library = []", "library = []")),
    );
    assert!(err.contains("custom card 'Odd'"), "{err}");
}
