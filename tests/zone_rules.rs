//! Searching a library (CR 701.23), shuffling it (701.24a) and putting a card onto the
//! battlefield (110.2a), as Search for Tomorrow says them.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

/// Alice with Search for Tomorrow, three Forests to cast it, and `library`.
fn searching(library: &str, rules: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"Search for Tomorrow\"]\nbattlefield = [\"Forest\", \"Forest\", \"Forest\"]\nlibrary = {library}"
    );
    let mut p = Play::with_rules(&duel(1, &alice, BOB), rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Search for Tomorrow");
    p.pass_all();
    p
}

fn library(p: &Play, player: usize) -> Vec<String> {
    let eng = p.eng();
    p.g.players[player]
        .library
        .iter()
        .map(|&c| eng.name(c).to_string())
        .collect()
}

#[test]
fn a_search_finds_a_card_with_the_stated_quality_or_nothing_701_23() {
    let p = searching(
        "[\"Bayou\", \"Lightning Bolt\", \"Island\", \"Forest\"]",
        &[],
    );
    // Bayou is a land but not basic (CR 205.4a); Lightning Bolt is no land. Finding nothing is
    // allowed even with a basic land there (701.23b).
    assert_eq!(
        p.options(),
        [
            "Alice chooses no card",
            "Alice chooses Island and puts it onto the battlefield",
            "Alice chooses Forest and puts it onto the battlefield",
        ]
    );
}

#[test]
fn the_land_found_enters_under_its_controller_untapped_and_is_not_played_110_2a() {
    let mut p = searching("[\"Lightning Bolt\", \"Island\"]", &[]);
    p.act("Alice chooses Island");
    let island =
        p.g.ids()
            .find(|&c| p.eng().name(c) == "Island" && p.eng().owner(c) == 0)
            .unwrap();
    let o = p.g.obj(island);
    assert_eq!(
        (o.zone, o.controller, o.tapped),
        (Zone::Battlefield, 0, false)
    );
    // CR 305.4: putting a land onto the battlefield is not playing it.
    assert_eq!(p.g.lands_played, 0);
    assert_eq!(library(&p, 0), ["Lightning Bolt"]);
}

#[test]
fn a_shuffle_explores_each_order_of_the_distinguishable_cards_701_24a() {
    let mut p = searching(
        "[\"Island\", \"Island\", \"Forest\", \"Lightning Bolt\"]",
        &[],
    );
    p.act("Alice chooses Forest");
    // Island, Island, Lightning Bolt left: the two Islands are interchangeable, so chance picks
    // one of two kinds for the top, not one of three cards.
    assert_eq!(
        p.options(),
        [
            "the shuffle puts Island next from the top of Alice's library",
            "the shuffle puts Lightning Bolt next from the top of Alice's library",
        ]
    );
    p.act("the shuffle puts Lightning Bolt");
    // Only Islands are left: they go in at once, and the spell has resolved.
    assert_eq!(library(&p, 0), ["Lightning Bolt", "Island", "Island"]);
    assert_eq!(p.cards_in(Zone::Graveyard), ["Search for Tomorrow"]);
    assert!(p.g.decision.is_none());
}

#[test]
fn a_shuffle_after_finding_nothing_still_shuffles() {
    let mut p = searching("[\"Island\", \"Lightning Bolt\"]", &[]);
    p.act("Alice chooses no card");
    p.act("the shuffle puts Lightning Bolt");
    assert_eq!(library(&p, 0), ["Lightning Bolt", "Island"]);
}

#[test]
fn the_broken_variant_leaves_the_library_in_its_order() {
    let mut p = searching(
        "[\"Island\", \"Forest\", \"Lightning Bolt\"]",
        &["library.shuffle=unchanged"],
    );
    p.act("Alice chooses Forest");
    assert!(
        p.g.decision.is_none(),
        "no shuffle choice: {:?}",
        p.options()
    );
    assert_eq!(library(&p, 0), ["Island", "Lightning Bolt"]);
}

/// A model with one inline card whose spell is `steps`.
fn card_with(steps: &str) -> String {
    format!(
        "name = \"x\"\nturns = 1\n[[card]]\nname = \"Seek\"\ncost = \"{{G}}\"\ntypes = [\"sorcery\"]\nspell = [{steps}]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n"
    )
}

fn model_error(text: &str) -> String {
    common::load_error("bad.toml", text)
}

#[test]
fn a_search_must_name_the_library_and_its_words_are_checked() {
    let err = model_error(&card_with("{ search = \"a basic land card\" }"));
    assert!(err.contains("bad.toml:7:22"), "{err}");
    assert!(
        err.contains("a search names the zone and what it looks for"),
        "{err}"
    );
    let err = model_error(&card_with(
        "{ search = \"your library for a basc land card\" }",
    ));
    // The column of 'basc' in the file: the error points into the phrase as written.
    assert!(err.contains("bad.toml:7:41"), "{err}");
    assert!(err.contains("(did you mean 'basic'?)"), "{err}");
    let err = model_error(&card_with("{ shuffle = 2 }"));
    assert!(err.contains("write `\"shuffle\"`"), "{err}");
}

/// Alice with `graveyard`, `hand` and Islands; Bob with Counterspell and two Islands.
fn flashback_game(alice: &str, rules: &[&str]) -> Play {
    let bob =
        "hand = [\"Counterspell\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let alice = format!(
        "{alice}\nbattlefield = [\"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]"
    );
    Play::with_rules(&duel(1, &alice, bob), rules)
}

#[test]
fn flashback_casts_from_the_graveyard_for_its_flashback_cost_702_34a() {
    let mut p = flashback_game("graveyard = [\"Think Twice\", \"Lightning Bolt\"]", &[]);
    // At instant speed (Think Twice is an instant), in the upkeep.
    p.to(1, Step::Upkeep);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts"))
        .collect();
    // Lightning Bolt has no flashback: it stays in the graveyard.
    assert_eq!(
        casts,
        ["Alice casts Think Twice from their graveyard (flashback), paying {2}{U} (tapping Island, Island, Island)"]
    );
    p.act("Alice casts Think Twice from their graveyard (flashback)");
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Exile), ["Think Twice"]);
    assert_eq!(p.cards_in(Zone::Graveyard), ["Lightning Bolt"]);
    assert_eq!(p.g.players[0].library.len(), 1, "it drew a card");
}

#[test]
fn a_countered_flashback_spell_is_exiled_too_702_34a() {
    let mut p = flashback_game("graveyard = [\"Think Twice\"]", &[]);
    p.to(1, Step::Upkeep);
    p.act("Alice casts Think Twice from their graveyard (flashback)");
    p.act("Alice passes priority");
    p.act("Bob casts Counterspell");
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Exile), ["Think Twice"]);
    assert_eq!(p.cards_in(Zone::Graveyard), ["Counterspell"]);
}

#[test]
fn a_card_cast_from_hand_goes_to_the_graveyard_and_may_then_be_flashed_back() {
    let alice = "hand = [\"Think Twice\"]";
    let bob = "library = [\"Island\"]";
    let alice = format!(
        "{alice}\nbattlefield = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]"
    );
    let mut p = Play::new(&duel(1, &alice, bob));
    p.to(1, Step::Upkeep);
    p.act("Alice casts Think Twice, paying {1}{U}");
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Graveyard), ["Think Twice"]);
    assert!(p.can("Alice casts Think Twice from their graveyard (flashback), paying {2}{U}"));
}

#[test]
fn the_broken_variant_puts_a_flashback_spell_into_the_graveyard() {
    let mut p = flashback_game(
        "graveyard = [\"Think Twice\"]",
        &["flashback.exile=graveyard"],
    );
    p.to(1, Step::Upkeep);
    p.act("Alice casts Think Twice from their graveyard (flashback)");
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Graveyard), ["Think Twice"]);
}

#[test]
fn flashback_on_a_permanent_card_is_a_load_error() {
    let text = "name = \"x\"\nturns = 1\n[[card]]\nname = \"Echo Bear\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nflashback = \"{G}\"\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n";
    let err = model_error(text);
    assert!(
        err.contains("flashback: only instant and sorcery cards have it here"),
        "{err}"
    );
}

#[test]
fn a_card_that_gains_flashback_is_cast_for_its_mana_cost_this_turn_only_702_34a() {
    let alice = "hand = [\"Snapcaster Mage\"]\ngraveyard = [\"Lightning Bolt\", \"Grizzly Bears\"]\n\
                 battlefield = [\"Island\", \"Island\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&duel(2, alice, BOB));
    p.to(1, Step::Upkeep);
    assert!(
        !p.can("from their graveyard (flashback)"),
        "no flashback yet"
    );
    p.act("Alice casts Snapcaster Mage");
    p.pass_all();
    // The enter trigger's only legal target is the instant (not Grizzly Bears, CR 115.1): it
    // is chosen without a decision, and the trigger resolves.
    assert!(p.g.decision.is_none(), "{:#?}", p.options());
    p.pass_all();
    assert!(!p.can("Alice casts Grizzly Bears"));
    assert!(
        p.can("Alice casts Lightning Bolt from their graveyard (flashback), targeting Bob, paying {R}"),
        "{}\n{:#?}",
        p.board(),
        p.options()
    );
    // Until end of turn: on Alice's next turn it has flashback no more (CR 514.2).
    p.to(2, Step::Upkeep);
    assert!(
        !p.can("from their graveyard (flashback)"),
        "{:#?}",
        p.options()
    );
}
