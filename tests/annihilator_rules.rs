//! Annihilator (CR 702.86a): "Whenever this creature attacks, defending player sacrifices N
//! permanents." The defending player (506.2, 508.5a) chooses N of the permanents they control
//! and sacrifices them at once (701.21a); with fewer, all of them.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

fn load_error(text: &str) -> String {
    common::load_error("m.toml", text)
}

/// Alice's Ulamog's Crusher attacks Bob, who controls `bob`; its trigger is on the stack.
fn crusher_attacks(bob: &str) -> Play {
    let alice = "battlefield = [\"Ulamog's Crusher\"]\nlibrary = [\"Island\"]";
    let bob = format!("battlefield = [{bob}]\nlibrary = [\"Forest\"]");
    let mut p = Play::new(&duel(1, alice, &bob));
    p.to(1, Step::Main1);
    p.pass_until("attacks Bob");
    // CR 508.1d: it attacks each combat if able: not attacking is no option.
    assert_eq!(p.options(), vec!["Alice attacks Bob with Ulamog's Crusher"]);
    p.act("attacks Bob with Ulamog's Crusher");
    p
}

#[test]
fn the_defending_player_chooses_and_sacrifices_two_permanents_702_86a() {
    let mut p = crusher_attacks("\"Grizzly Bears\", \"Forest\", \"Island\"");
    p.pass_all();
    let choices = p.options();
    assert!(
        choices.iter().all(|o| o.starts_with("Bob chooses")) && choices.len() == 3,
        "Bob, the defending player, chooses among his three permanents: {choices:#?}"
    );
    p.act("Bob chooses Grizzly Bears to sacrifice");
    assert!(
        !p.can("Grizzly Bears"),
        "a permanent is chosen once: {:#?}",
        p.options()
    );
    p.act("Bob chooses Forest to sacrifice");
    assert_eq!(
        p.cards_in(Zone::Battlefield),
        vec!["Ulamog's Crusher", "Island"]
    );
}

#[test]
fn with_fewer_permanents_all_are_sacrificed_701_21a() {
    let mut p = crusher_attacks("\"Forest\"");
    p.pass_all();
    assert_eq!(p.options(), vec!["Bob chooses Forest to sacrifice"]);
    p.act("Bob chooses Forest to sacrifice");
    assert_eq!(p.cards_in(Zone::Battlefield), vec!["Ulamog's Crusher"]);
}

#[test]
fn annihilator_zero_is_an_error() {
    let text = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Nothing\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nannihilator = 0\ntext = \"Annihilator 0\"\n";
    let e = load_error(&text);
    assert!(e.contains("`annihilator` is a number from 1 to 255"), "{e}");
}

#[test]
fn defending_player_is_a_player_phrase() {
    let text = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Raider\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\ntext = \"Whenever this creature attacks, defending player loses 1 life.\"\n\n[[card.triggered]]\nwhen = \"this creature attacks\"\ndo = [{ lose-life = 1, who = \"defending player\" }]\n";
    if let Err(e) = rulecheck::model::parse(std::path::Path::new("m.toml"), &text) {
        panic!("{}", e.render());
    }
    let bad = text.replace("defending player", "attacking player");
    let e = load_error(&bad);
    assert!(e.contains("'defending player'"), "{e}");
}

#[test]
fn hedron_fields_eldrazi_token_has_annihilator_one_702_86a() {
    // The token Hedron Fields of Agadeem's chaos ability creates ("a 7/7 colorless Eldrazi
    // creature token with annihilator 1", CR 111.4) attacks: Bob sacrifices one permanent.
    let alice = "battlefield = [\"Eldrazi\"]\nlibrary = [\"Island\"]";
    let bob = "battlefield = [\"Forest\", \"Island\"]\nlibrary = [\"Forest\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.pass_until("attacks Bob");
    p.act("Alice attacks Bob with Eldrazi");
    p.pass_all();
    assert_eq!(
        p.options(),
        vec![
            "Bob chooses Forest and sacrifices it",
            "Bob chooses Island and sacrifices it"
        ]
    );
    p.act("Bob chooses Island and sacrifices it");
    assert_eq!(p.cards_in(Zone::Battlefield), vec!["Eldrazi", "Forest"]);
}
