//! Emblems (CR 114) and milling by another player (CR 701.17a): Jace, Telepath Unbound's −9,
//! "You get an emblem with \"Whenever you cast a spell, target opponent mills five cards.\""

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

fn jace(library: &str) -> String {
    duel(
        1,
        "hand = [\"Memnite\", \"Memnite\"]\nbattlefield = [{ card = \"Jace, Vryn's Prodigy\", transformed = true, loyalty = 9 }]\nlibrary = [\"Island\"]",
        &format!("library = [{library}]"),
    )
}

const SEVEN: &str =
    "\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"";

fn graveyard_of(p: &Play, player: u8) -> usize {
    let eng = p.eng();
    p.g.in_zone(Zone::Graveyard)
        .filter(|&c| eng.owner(c) == player)
        .count()
}

/// Activates the −9 and lets it resolve: Jace (no loyalty left) goes to the graveyard.
fn emblem(p: &mut Play) {
    p.to(1, Step::Main1);
    p.act("-9 ability");
    p.pass_all();
}

#[test]
fn the_minus_nine_puts_an_emblem_in_the_command_zone_that_stays_114_1_114_4() {
    let mut p = Play::new(&jace(SEVEN));
    emblem(&mut p);
    assert_eq!(
        p.cards_in(Zone::Command),
        vec!["Jace, Telepath Unbound Emblem"],
        "{}",
        p.board()
    );
    let e = p.card("Jace, Telepath Unbound Emblem");
    assert_eq!(p.eng().owner(e), 0);
    assert_eq!(p.g.obj(e).controller, 0, "CR 114.2: Alice controls it");
    // CR 704.5i: Jace, with no loyalty counters, is put into the graveyard; the emblem stays.
    assert!(p
        .cards_in(Zone::Graveyard)
        .contains(&"Jace, Vryn's Prodigy".to_string()));
    assert!(!p
        .cards_in(Zone::Battlefield)
        .iter()
        .any(|n| n.contains("Jace")));
}

#[test]
fn each_spell_cast_afterwards_makes_the_opponent_mill_five_114_4_701_17a() {
    let mut p = Play::new(&jace(SEVEN));
    emblem(&mut p);
    p.act("Alice casts Memnite");
    // The emblem's ability triggers from the command zone (CR 113.6, 114.4) above Memnite.
    assert_eq!(p.g.stack.len(), 2, "{}", p.board());
    p.pass_all();
    assert_eq!(graveyard_of(&p, 1), 5, "{}", p.board());
    assert_eq!(p.g.players[1].library.len(), 2);
    p.pass_all();
    // A second spell: Bob mills his last two (fewer than five, CR 701.17b).
    p.act("Alice casts Memnite");
    p.pass_all();
    assert_eq!(graveyard_of(&p, 1), 7, "{}", p.board());
    assert!(p.g.players[1].library.is_empty());
    assert_eq!(graveyard_of(&p, 0), 1, "only Jace is in Alice's graveyard");
}

#[test]
fn with_emblem_abilities_ignored_nothing_is_milled() {
    let mut p = Play::with_rules(&jace(SEVEN), &["emblem.abilities=ignored"]);
    emblem(&mut p);
    p.act("Alice casts Memnite");
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    p.pass_all();
    assert_eq!(graveyard_of(&p, 1), 0);
}

#[test]
fn each_opponent_mills_701_17a() {
    let text = duel(
        1,
        "hand = [\"Tidings\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\", \"Island\"]",
        &format!("library = [{SEVEN}]"),
    ) + "\n[[card]]\nname = \"Tidings\"\nreplaces = true\ncost = \"{U}\"\ntypes = [\"sorcery\"]\ntext = \"Each opponent mills two cards.\"\nspell = [{ mill = 2, who = \"each opponent\" }]\n";
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    p.act("Alice casts Tidings");
    p.pass_all();
    assert_eq!(graveyard_of(&p, 1), 2, "{}", p.board());
    // Alice's library is untouched; Tidings itself is her only graveyard card.
    assert_eq!(p.g.players[0].library.len(), 3);
    assert_eq!(graveyard_of(&p, 0), 1);
}

#[test]
fn an_emblem_has_no_types_114_3() {
    let text = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Bad Emblem\"\nemblem = true\ntypes = [\"creature\"]\ntext = \"x\"\n";
    let e = common::load_error("m.toml", &text);
    assert!(e.contains("CR 114.3"), "{e}");
}
