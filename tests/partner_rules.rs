//! "Partner with [name]" (CR 702.124j): in a game, "When this permanent enters, target player
//! may search their library for a card named [name], reveal it, put it into their hand, then
//! shuffle." Cards named in a search (201.2, 709.4a), a group of steps done by another player
//! (`{ who = ..., may = true, do = [...] }`, 608.2d), and "that many" as the combat damage a
//! creature dealt (510.2).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str = "battlefield = [\"Plains\", \"Island\"]\n\
                     exile = [{ card = \"Rory Williams\", time = 1, suspend = true }]\n\
                     library = [\"Island\", \"Amy Pond\", \"Plains\"]";
const BOB: &str = "library = [\"Forest\", \"Amy Pond\", \"Island\"]";

/// Rory Williams comes off suspend, resolves and enters; its partner trigger waits for a target.
fn rory_enters() -> Play {
    let mut p = Play::new(&duel(1, ALICE, BOB));
    p.pass_until("Alice casts Rory Williams");
    p.act("Alice casts Rory Williams");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Rory Williams")).zone, Zone::Battlefield);
    p
}

#[test]
fn the_target_player_searches_their_own_library_for_the_partner_702_124j() {
    let mut p = rory_enters();
    p.act("Alice targets Bob with Rory Williams's trigger");
    p.pass_all();
    // Bob, not Alice, chooses whether to search; "your library" is his.
    assert!(p.can("Bob says yes"), "{:#?}", p.options());
    p.act("Bob says yes");
    let bobs =
        p.g.ids()
            .find(|&c| {
                p.eng().name(c) == "Amy Pond"
                    && p.g.obj(c).zone == Zone::Library
                    && p.eng().owner(c) == 1
            })
            .unwrap();
    let options = p.options();
    assert!(
        options.iter().any(|o| o.contains("Bob chooses Amy Pond")),
        "{options:#?}"
    );
    // Only a card named Amy Pond can be found (CR 201.2): no Forest, no Island.
    assert!(
        !options
            .iter()
            .any(|o| o.contains("Forest") || o.contains("Island")),
        "{options:#?}"
    );
    p.act("Bob chooses Amy Pond");
    assert_eq!(p.g.obj(bobs).zone, Zone::Hand);
    // Alice's Amy Pond stays in her library.
    let alices =
        p.g.ids()
            .find(|&c| p.eng().name(c) == "Amy Pond" && p.eng().owner(c) == 0)
            .unwrap();
    assert_eq!(p.g.obj(alices).zone, Zone::Library);
}

#[test]
fn a_player_who_declines_does_not_shuffle_one_who_finds_nothing_does_701_23b() {
    // Declining: nothing moves and the library keeps its order.
    let mut p = rory_enters();
    p.act("Alice targets Alice with Rory Williams's trigger");
    p.pass_all();
    p.act("Alice declines");
    assert_eq!(p.library(0), ["Island", "Amy Pond", "Plains"]);
    assert!(p.g.decision.is_none(), "{:#?}", p.options());
    // Searching and finding nothing (allowed even with Amy Pond there, CR 701.23b) shuffles:
    // the order of the three cards is a chance move.
    let mut p = rory_enters();
    p.act("Alice targets Alice with Rory Williams's trigger");
    p.pass_all();
    p.act("Alice says yes");
    p.act("Alice chooses no card");
    assert!(p.g.decision.is_some(), "a shuffle follows: {}", p.board());
    assert_eq!(p.g.obj(p.card("Amy Pond")).zone, Zone::Library);
}

#[test]
fn amy_pond_removes_as_many_time_counters_as_the_combat_damage_she_dealt_510_2() {
    let alice = "battlefield = [\"Amy Pond\"]\n\
                 exile = [{ card = \"Rift Bolt\", time = 4, suspend = true }]\n\
                 library = [\"Island\", \"Island\"]";
    let mut p = Play::new(&duel(1, alice, "library = [\"Island\"]"));
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Amy Pond");
    p.pass_until("Alice chooses Rift Bolt");
    assert_eq!(p.life(1), 18);
    p.act("Alice chooses Rift Bolt");
    // Four time counters, one removed in Alice's upkeep; two damage: two more.
    assert_eq!(p.g.obj(p.card("Rift Bolt")).time, 1, "{}", p.board());
}

#[test]
fn a_card_named_in_a_search_is_found_by_either_half_of_a_split_card_709_4a() {
    let tutor = "\n[[card]]\nname = \"Fire Finder\"\ncost = \"{B}\"\ntypes = [\"sorcery\"]\n\
                 spell = [{ search = \"your library for a card named Ice\" }, { put = \"it\", into = \"your hand\" }, \"shuffle\"]\n";
    let alice = "hand = [\"Fire Finder\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Island\", \"Fire // Ice\", \"Island\"]";
    let mut p = Play::new(&(duel(1, alice, "library = [\"Island\"]") + tutor));
    p.to(1, Step::Main1);
    p.act("Alice casts Fire Finder");
    p.pass_all();
    p.act("Alice chooses Fire // Ice");
    assert_eq!(p.g.obj(p.card("Fire // Ice")).zone, Zone::Hand);
}

#[test]
fn a_partner_name_or_a_group_written_wrong_is_an_error() {
    let card = |extra: &str| {
        format!(
            "name = \"t\"\nturns = 1\n[[player]]\nname = \"A\"\n[[player]]\nname = \"B\"\n\n\
             [[card]]\nname = \"X\"\ncost = \"{{1}}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n{extra}"
        )
    };
    let err = load_error("bad.toml", &card("partner_with = \"Hidden in the Woods\""));
    assert!(err.contains("bad.toml:"), "{err}");
    assert!(
        err.contains("`partner_with` is the partner's card name"),
        "{err}"
    );
    let err = load_error(
        "bad.toml",
        &card("[[card.triggered]]\nwhen = \"this creature enters\"\ndo = [{ do = [\"shuffle\"], may = true }]"),
    );
    assert!(err.contains("a group of steps says who does them"), "{err}");
    let err = load_error(
        "bad.toml",
        &card("[[card.triggered]]\nwhen = \"this creature enters\"\ndo = [{ do = [\"shuffle\"], who = \"target player\", if = \"you do\" }]"),
    );
    assert!(
        err.contains("`if` means nothing on a group of steps"),
        "{err}"
    );
}

#[test]
fn path_to_exile_lets_the_exiled_creatures_controller_search_608_2d() {
    let alice = "hand = [\"Path to Exile\"]\nbattlefield = [\"Plains\"]\nlibrary = [\"Plains\"]";
    let bob =
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Forest\", \"Lightning Bolt\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Path to Exile, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Exile);
    // Bob chooses: a basic land card of his library (not Lightning Bolt), or none.
    p.act("Bob says yes");
    let options = p.options();
    assert!(
        options.iter().any(|o| o.contains("Bob chooses Forest")),
        "{options:#?}"
    );
    assert!(
        !options.iter().any(|o| o.contains("Lightning Bolt")),
        "{options:#?}"
    );
    p.act("Bob chooses Forest");
    let forest = p.card("Forest");
    assert_eq!(p.g.obj(forest).zone, Zone::Battlefield);
    assert!(p.g.obj(forest).tapped);
    assert_eq!(p.g.obj(forest).controller, 1);
}
