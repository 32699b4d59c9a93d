//! Another player's choices during resolution (CR 608.2d): "target opponent does the same"
//! (The Wedding of River Song): that player draws and chooses whether and what to exile from
//! their own hand; "target opponent" (CR 102.3, 115.1); "a number of time counters equal to its
//! mana value" with an {X} card (202.3e: X is 0 in hand).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ENDLESS: &str = r#"
[[card]]
name = "Endless One"
cost = "{X}"
types = ["artifact", "creature"]
power = 0
toughness = 0
"#;

/// Alice casts the Wedding at Bob and both pass: it resolves until Alice's choice.
fn wedding() -> Play {
    let text = duel(
        1,
        "hand = [\"The Wedding of River Song\"]\nbattlefield = [\"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Grizzly Bears\", \"Island\", \"Island\"]",
        "hand = [\"Lightning Bolt\"]\nlibrary = [\"Endless One\", \"Island\", \"Island\"]",
    ) + ENDLESS;
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    let opts = p.options();
    let casts: Vec<_> = opts
        .iter()
        .filter(|o| o.contains("casts The Wedding"))
        .collect();
    assert_eq!(
        casts.len(),
        1,
        "only Bob is an opponent to target: {casts:?}"
    );
    assert!(casts[0].contains("targeting Bob"), "{casts:?}");
    p.act("Alice casts The Wedding of River Song");
    p.pass_all();
    p
}

fn hand(p: &Play, player: u8) -> Vec<String> {
    let eng = p.eng();
    p.g.in_zone(Zone::Hand)
        .filter(|&c| eng.owner(c) == player)
        .map(|c| eng.name(c).to_string())
        .collect()
}

/// CR 608.2d: Bob chooses, among the nonland cards of his own hand only, or none.
#[test]
fn the_opponent_chooses_from_their_own_hand_608_2d() {
    let mut p = wedding();
    assert_eq!(p.g.actor(), 0, "Alice chooses first");
    assert_eq!(hand(&p, 0), ["Grizzly Bears", "Island"]);
    p.act("Alice chooses Grizzly Bears");
    assert_eq!(p.g.actor(), 1, "then Bob chooses");
    assert_eq!(
        hand(&p, 1),
        ["Lightning Bolt", "Endless One", "Island"],
        "Bob drew two"
    );
    let mut opts = p.options();
    opts.sort();
    assert_eq!(
        opts,
        [
            "Bob chooses Endless One and puts it into exile",
            "Bob chooses Lightning Bolt and puts it into exile",
            "Bob chooses no card",
        ]
    );
    p.act("Bob chooses Lightning Bolt");
    let bolt = p.card("Lightning Bolt");
    let bears = p.card("Grizzly Bears");
    assert_eq!((p.g.obj(bolt).zone, p.g.obj(bolt).time), (Zone::Exile, 1));
    assert_eq!((p.g.obj(bears).zone, p.g.obj(bears).time), (Zone::Exile, 2));
    for c in [bolt, bears] {
        assert!(
            p.g.obj(c).gained_suspend,
            "cards exiled this way gain suspend"
        );
        assert!(p.eng().is_suspended(&p.g, c));
    }
    assert_eq!(p.g.obj(bolt).controller, 1, "Bob's card stays his");
}

/// CR 202.3e: an {X} card's mana value in hand is 0: no time counter, so though it gains
/// suspend it is not suspended (702.62b).
#[test]
fn an_x_card_gets_no_time_counter_and_is_not_suspended_202_3e() {
    let mut p = wedding();
    p.act("Alice chooses no card");
    p.act("Bob chooses Endless One");
    let one = p.card("Endless One");
    let o = *p.g.obj(one);
    assert_eq!((o.zone, o.time, o.gained_suspend), (Zone::Exile, 0, true));
    assert!(!p.eng().is_suspended(&p.g, one));
}

/// Declining is each player's own answer: Alice's "no" does not answer for Bob.
#[test]
fn both_may_decline_608_2d() {
    let mut p = wedding();
    p.act("Alice chooses no card");
    assert_eq!(p.g.actor(), 1);
    p.act("Bob chooses no card");
    assert!(p.cards_in(Zone::Exile).is_empty());
    assert_eq!(p.cards_in(Zone::Graveyard), ["The Wedding of River Song"]);
}

#[test]
fn a_number_of_counters_needs_its_measure() {
    let text = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Odd\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\nspell = [{ exile = \"a nonland card from your hand\", with = \"a number of time counters on it equal to its power\" }]\n";
    let e = common::load_error("m.toml", &text);
    assert!(
        e.contains("expected 'the result' (or, of time counters, 'its mana value')"),
        "{e}"
    );
}

#[test]
fn who_on_an_object_no_one_chooses_is_a_load_error() {
    let text = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Odd\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\nspell = [{ exile = \"target creature\", who = \"target opponent\" }]\n";
    let e = common::load_error("m.toml", &text);
    assert!(e.contains("`who` names the player who chooses"), "{e}");
}
