//! Shuffling permanents into a library and revealing that many cards (CR 701.24a, 701.24a,
//! 111.8, 608.2c, 401.4), as Glimpse of Tomorrow says them: "Shuffle all permanents you own
//! into your library, then reveal that many cards from the top of your library. Put all
//! non-Aura permanent cards revealed this way onto the battlefield, ... then put the rest on
//! the bottom of your library in a random order."

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::Zone;

const BOB: &str = "library = [\"Box of Free-Range Goblins\"]";

/// Alice's Glimpse of Tomorrow is suspended with one time counter left: she casts it in her
/// first upkeep; both pass, and it starts to resolve.
fn glimpse(battlefield: &str, library: &str, sets: &[&str]) -> Play {
    let alice = format!(
        "battlefield = [{battlefield}]\nexile = [{{ card = \"Glimpse of Tomorrow\", time = 1 }}]\nlibrary = [{library}]"
    );
    let toml =
        duel(1, &alice, BOB).replacen("turns = 1\n", "turns = 1\ntokens = { Goblin = 2 }\n", 1);
    let mut p = Play::with_rules(&toml, sets);
    for _ in 0..20 {
        if p.can("casts Glimpse of Tomorrow") {
            break;
        }
        p.act("");
    }
    p.act("casts Glimpse of Tomorrow");
    p.pass_all();
    p
}

#[test]
fn permanents_go_into_the_library_and_it_is_shuffled_701_24a() {
    let mut p = glimpse("\"Mountain\", \"Grizzly Bears\"", "\"Lightning Bolt\"", &[]);
    assert!(p.cards_in(Zone::Battlefield).is_empty(), "{}", p.board());
    assert_eq!(
        p.options(),
        [
            "the shuffle puts Mountain next from the top of Alice's library",
            "the shuffle puts Grizzly Bears next from the top of Alice's library",
            "the shuffle puts Lightning Bolt next from the top of Alice's library",
        ],
        "every order is a chance move"
    );
    p.act("puts Lightning Bolt next");
    p.act("puts Grizzly Bears next");
    // Two permanents were shuffled in: two cards revealed, Bolt and the Bears. The Bears
    // enter (CR 110.2a), Bolt goes to the bottom, under the Mountain.
    assert_eq!(p.cards_in(Zone::Battlefield), ["Grizzly Bears"]);
    assert_eq!(p.library(0), ["Mountain", "Lightning Bolt"]);
    assert_eq!(p.cards_in(Zone::Graveyard), ["Glimpse of Tomorrow"]);
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).controller, 0);
}

#[test]
fn a_token_ceases_to_exist_but_counts_for_that_many_111_8() {
    let run = |sets: &[&str]| {
        let mut p = glimpse(
            "\"Goblin\", \"Mountain\"",
            "\"Lightning Bolt\", \"Island\"",
            sets,
        );
        assert!(
            !p.cards_in(Zone::Library).contains(&"Goblin".to_string()),
            "the token is not shuffled or revealed"
        );
        assert_eq!(p.library(0).len(), 3);
        p.act("puts Lightning Bolt next");
        p.act("puts Island next");
        p
    };
    // Two permanents shuffled in (the token too): Bolt and the Island are revealed.
    let p = run(&[]);
    assert_eq!(p.cards_in(Zone::Battlefield), ["Island"]);
    assert_eq!(p.library(0), ["Mountain", "Lightning Bolt"]);
    // The broken variant counts only the Mountain: Bolt alone is revealed.
    let p = run(&["shuffle.tokens-counted=not-counted"]);
    assert!(p.cards_in(Zone::Battlefield).is_empty(), "{}", p.board());
    assert_eq!(p.library(0), ["Island", "Mountain", "Lightning Bolt"]);
}

#[test]
fn the_rest_go_to_the_bottom_in_a_random_order_401_4() {
    let mut p = glimpse(
        "\"Mountain\", \"Mountain\"",
        "\"Lightning Bolt\", \"Counterspell\"",
        &[],
    );
    p.act("puts Lightning Bolt next");
    p.act("puts Counterspell next");
    // Bolt and Counterspell revealed, neither a permanent card: chance orders them.
    assert_eq!(
        p.options(),
        [
            "the random order puts Lightning Bolt next on the bottom of Alice's library",
            "the random order puts Counterspell next on the bottom of Alice's library",
        ]
    );
    p.act("puts Counterspell next on the bottom");
    assert_eq!(
        p.library(0),
        ["Mountain", "Mountain", "Counterspell", "Lightning Bolt"]
    );
    assert!(p.cards_in(Zone::Battlefield).is_empty());
}

#[test]
fn the_phrases_are_checked_at_load() {
    let card = |step: &str| {
        format!(
            "{}[[card]]\nname = \"Glimpse\"\ncost = \"{{R}}\"\ntypes = [\"sorcery\"]\nspell = [{step}]\n",
            duel(1, "hand = [\"Glimpse\"]", "library = [\"Island\"]")
        )
    };
    let e = load_error(
        "m.toml",
        &card("{ shuffle = \"all permanents\", into = \"your library\" }"),
    );
    assert!(e.contains("\"all [permanents] you own\""), "{e}");
    let e = load_error(
        "m.toml",
        &card("{ shuffle = \"all permanents you own\", into = \"your graveyard\" }"),
    );
    assert!(e.contains("`into` is \"your library\""), "{e}");
    let e = load_error(
        "m.toml",
        &card("{ shuffle = \"all permanents you own\", into = \"your library\", may = true }"),
    );
    assert!(e.contains("not optional here"), "{e}");
    let e = load_error(
        "m.toml",
        &card("{ reveal = \"that many cards from the top of your library\" }"),
    );
    assert!(e.contains("'that many' has nothing to count"), "{e}");
    let e = load_error(
        "m.toml",
        &card("{ look = \"the top two cards of your library\" }, { put = \"all permanent cards\", onto = \"the battlefield\" }"),
    );
    assert!(e.contains("say where the card is"), "{e}");
}

/// A token that is a copy of a permanent (Cackling Counterpart's) is a token too (CR 111.1,
/// 707.2): shuffled in, it ceases to exist (111.8, 704.5d) and still counts for "that many".
/// (A random walk found the copy left in the library.)
#[test]
fn a_token_copy_ceases_to_exist_but_counts_for_that_many_111_8() {
    let alice = "battlefield = [\"Island\", \"Island\", \"Island\", \"Grizzly Bears\"]\n\
        hand = [\"Cackling Counterpart\"]\n\
        exile = [{ card = \"Glimpse of Tomorrow\", time = 1 }]\n\
        library = [\"Lightning Bolt\"]";
    let run = |sets: &[&str]| {
        let mut p = Play::with_rules(&duel(1, alice, BOB), sets);
        p.pass_until("casts Glimpse of Tomorrow");
        p.act("casts Glimpse of Tomorrow");
        // In response, Alice copies her Bears: the copy resolves first.
        p.act("casts Cackling Counterpart");
        while !p
            .cards_in(Zone::Graveyard)
            .contains(&"Cackling Counterpart".to_string())
        {
            p.act("");
        }
        let bears = p.cards_in(Zone::Battlefield);
        assert_eq!(
            bears.iter().filter(|n| *n == "Grizzly Bears").count(),
            2,
            "{}",
            p.board()
        );
        p.pass_all();
        assert!(
            !p.cards_in(Zone::Library)
                .contains(&"Grizzly Bears".to_string())
                || p.library(0)
                    .iter()
                    .filter(|n| *n == "Grizzly Bears")
                    .count()
                    == 1,
            "the copy is not shuffled or revealed: {}",
            p.board()
        );
        assert_eq!(p.library(0).len(), 5, "{}", p.board());
        p.act("puts Lightning Bolt next");
        while p.g.obj(p.card("Glimpse of Tomorrow")).zone != Zone::Graveyard {
            p.act("");
        }
        p
    };
    // Five permanents shuffled in (the copy too), Bolt on top: all five cards are revealed,
    // the four permanent cards enter and Bolt goes to the bottom.
    let p = run(&[]);
    assert_eq!(p.cards_in(Zone::Battlefield).len(), 4, "{}", p.board());
    assert_eq!(p.library(0), ["Lightning Bolt"]);
    // The broken variant counts four: Bolt and three permanents; the last stays unrevealed.
    let p = run(&["shuffle.tokens-counted=not-counted"]);
    assert_eq!(p.cards_in(Zone::Battlefield).len(), 3, "{}", p.board());
    assert_eq!(p.library(0).len(), 2, "{}", p.board());
}
