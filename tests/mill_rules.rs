//! Mill (CR 701.17a) and what a spell does with "the milled cards" (701.17c): Fetch Quest,
//! "Mill seven cards. Then put a creature, enchantment, or land card from among the milled
//! cards onto the battlefield."

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

fn fetch_quest(library: &str) -> String {
    duel(
        1,
        &format!(
            "hand = [\"Bramble Familiar\"]\nbattlefield = [\"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"]\nlibrary = [{library}]"
        ),
        "library = [\"Island\"]",
    )
}

fn resolve_fetch_quest(p: &mut Play) {
    p.to(1, Step::Main1);
    p.act("Alice casts Fetch Quest");
    p.pass_all();
}

#[test]
fn mills_seven_and_puts_a_creature_enchantment_or_land_among_them_onto_the_battlefield_701_17a() {
    let mut p = Play::new(&fetch_quest(
        "\"Lightning Bolt\", \"Grizzly Bears\", \"Glorious Anthem\", \"Island\", \"Counterspell\", \"Lightning Bolt\", \"Lightning Bolt\", \"Memnite\"",
    ));
    resolve_fetch_quest(&mut p);
    let opts = p.options();
    for ok in ["Grizzly Bears", "Glorious Anthem", "Island"] {
        assert!(
            opts.iter().any(|o| o.contains(&format!("chooses {ok}"))),
            "{ok}: {opts:#?}"
        );
    }
    // Not an instant, and not Memnite, the eighth card (not milled).
    for no in ["Lightning Bolt", "Counterspell", "Memnite"] {
        assert!(!opts.iter().any(|o| o.contains(no)), "{no}: {opts:#?}");
    }
    p.act("chooses Glorious Anthem");
    assert!(p
        .cards_in(Zone::Battlefield)
        .contains(&"Glorious Anthem".to_string()));
    assert_eq!(p.cards_in(Zone::Library), vec!["Memnite", "Island"]);
    assert_eq!(p.cards_in(Zone::Graveyard).len(), 6, "{}", p.board());
}

#[test]
fn a_short_library_mills_what_it_has_701_17b() {
    let mut p = Play::new(&fetch_quest("\"Lightning Bolt\", \"Island\""));
    resolve_fetch_quest(&mut p);
    // Two cards milled; the Island is the only one it can put onto the battlefield, and must.
    let opts = p.options();
    assert!(opts.iter().all(|o| o.contains("Island")), "{opts:#?}");
    p.act("chooses Island");
    assert_eq!(p.cards_in(Zone::Graveyard), vec!["Lightning Bolt"]);
}
