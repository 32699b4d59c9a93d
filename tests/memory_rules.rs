//! What an object remembers and a new object forgets (CR 400.7): Gandalf the Grey's "choose
//! one that hasn't been chosen" (CR 700.2b).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

/// Alice controls Gandalf the Grey and enough lands to cast two Bolts, Boomerang and Gandalf.
fn gandalf(sets: &[&str]) -> Play {
    let alice = "hand = [\"Lightning Bolt\", \"Lightning Bolt\", \"Boomerang\"]\nbattlefield = [\"Gandalf the Grey\", \"Mountain\", \"Mountain\", \"Mountain\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::with_rules(&duel(2, alice, BOB), sets);
    p.to(1, Step::Main1);
    p
}

fn modes(p: &Play) -> Vec<u8> {
    let mut out: Vec<u8> = (1..=4)
        .filter(|m| p.can(&format!("chooses mode {m} for Gandalf the Grey's trigger")))
        .collect();
    out.dedup();
    out
}

#[test]
fn a_mode_chosen_once_cant_be_chosen_again_700_2b() {
    let mut p = gandalf(&[]);
    p.act("casts Lightning Bolt, targeting Bob");
    assert_eq!(modes(&p), [1, 2, 3, 4]);
    p.act("chooses mode 2 for Gandalf the Grey's trigger");
    p.pass_all();
    assert_eq!(
        p.life(1),
        17,
        "Gandalf the Grey deals 3 damage to each opponent"
    );
    p.pass_all();
    assert_eq!(p.life(1), 14);
    p.act("casts Lightning Bolt, targeting Bob");
    assert_eq!(modes(&p), [1, 3, 4], "the second mode has been chosen");

    // The deliberately broken variant forgets: the second mode again.
    let mut broken = gandalf(&["modes.unchosen=ignored"]);
    broken.act("casts Lightning Bolt, targeting Bob");
    broken.act("chooses mode 2 for Gandalf the Grey's trigger");
    broken.pass_all();
    broken.pass_all();
    broken.act("casts Lightning Bolt, targeting Bob");
    assert_eq!(modes(&broken), [1, 2, 3, 4]);
}

#[test]
fn tap_or_untap_changes_the_permanent_or_not_701_26() {
    let mut p = gandalf(&[]);
    p.act("casts Lightning Bolt, targeting Bob");
    p.act("chooses mode 1 for Gandalf the Grey's trigger, targeting Gandalf the Grey");
    p.pass_all();
    let options = p.options();
    assert!(
        options.contains(&"Alice taps Gandalf the Grey".to_string())
            && options.contains(&"Alice declines to tap or untap it".to_string()),
        "{options:#?}"
    );
    p.act("Alice taps Gandalf the Grey");
    assert!(p.g.obj(p.card("Gandalf the Grey")).tapped);
    p.pass_all();
    // The second Bolt: the first mode has been chosen.
    p.act("casts Lightning Bolt, targeting Bob");
    assert_eq!(modes(&p), [2, 3, 4]);
}

#[test]
fn a_new_object_has_chosen_no_mode_400_7() {
    for (sets, remembered) in [
        (&[][..], false),
        (&["zone-change.new-object=keeps-status"][..], true),
    ] {
        let mut p = gandalf(sets);
        p.act("casts Lightning Bolt, targeting Bob");
        p.act("chooses mode 2 for Gandalf the Grey's trigger");
        p.pass_all();
        p.pass_all();
        p.act("casts Boomerang, targeting Gandalf the Grey");
        // The same object: the second mode is still out.
        assert_eq!(modes(&p), [1, 3, 4]);
        p.act("chooses mode 1 for Gandalf the Grey's trigger, targeting Island");
        p.pass_all();
        p.act("declines to tap or untap it");
        p.pass_all();
        assert!(p
            .cards_in(Zone::Hand)
            .contains(&"Gandalf the Grey".to_string()));
        p.act("casts Gandalf the Grey, paying {3}{U}{R} (tapping Mountain, Island, Island, Island, Island)");
        p.pass_all();
        assert!(p
            .cards_in(Zone::Battlefield)
            .contains(&"Gandalf the Grey".to_string()));
        p.act("casts Lightning Bolt, targeting Bob");
        let want: &[u8] = match remembered {
            // CR 400.7: the Gandalf that entered is a new object: every mode again.
            false => &[1, 2, 3, 4],
            // The deliberately broken variant: the card remembers its old modes.
            true => &[3, 4],
        };
        assert_eq!(modes(&p), want, "{sets:?}");
    }
}

/// Alice controls Jace, Vryn's Prodigy with `graveyard` in her graveyard.
fn jace(graveyard: &str) -> Play {
    let alice = format!("hand = [\"Island\"]\nbattlefield = [\"Jace, Vryn's Prodigy\", \"Mountain\"]\ngraveyard = [{graveyard}]\nlibrary = [\"Island\", \"Island\"]");
    let mut p = Play::new(&duel(
        2,
        &alice,
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]",
    ));
    p.to(1, Step::Main1);
    p
}

#[test]
fn jace_returns_transformed_as_a_new_object_with_five_cards_in_the_graveyard_712_14a() {
    let mut p = jace("\"Lightning Bolt\", \"Island\", \"Island\", \"Island\"");
    let front = p.card("Jace, Vryn's Prodigy");
    p.act("activates Jace, Vryn's Prodigy");
    p.pass_all();
    p.act("Island");
    // Five cards in her graveyard: exiled, then back with its back face up (CR 712.14a).
    assert!(
        p.board()
            .contains("battlefield: Jace, Telepath Unbound, Mountain"),
        "{}",
        p.board()
    );
    let o = p.g.obj(front);
    assert_eq!((o.loyalty, o.tapped), (5, false), "a new object (CR 400.7)");
    // CR 606.3: the new object may activate a loyalty ability this turn.
    p.act("activates Jace, Telepath Unbound's -3 ability");
    p.pass_all();
    p.act("casts Lightning Bolt from their graveyard, targeting Bob");
    p.pass_all();
    assert_eq!(p.life(1), 17);
    assert!(
        p.cards_in(Zone::Exile)
            .contains(&"Lightning Bolt".to_string()),
        "exiled instead of put into the graveyard (CR 614.1a)"
    );
}

#[test]
fn jace_stays_with_four_cards_in_the_graveyard() {
    let mut p = jace("\"Lightning Bolt\", \"Island\", \"Island\"");
    p.act("activates Jace, Vryn's Prodigy");
    p.pass_all();
    p.act("Island");
    assert!(
        p.board()
            .contains("battlefield: Jace, Vryn's Prodigy (tapped, 0/2)"),
        "{}",
        p.board()
    );
    assert_eq!(p.cards_in(Zone::Graveyard).len(), 4);
}

fn model_error(text: &str) -> String {
    common::load_error("bad.toml", text)
}

#[test]
fn a_malformed_choose_or_copies_bound_is_an_error_with_a_hint() {
    let card = |choose: &str| {
        format!("name = \"x\"\nturns = 1\n[[card]]\nname = \"Chooser\"\ncost = \"{{G}}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n[[card.triggered]]\nwhen = \"you cast an instant or sorcery spell\"\nchoose = \"{choose}\"\nmodes = [[{{ draw = 1 }}], [{{ gain-life = 1 }}]]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n")
    };
    let err = model_error(&card("two that haven't been chosen"));
    assert!(
        err.contains("`choose` is \"one\" or \"one that hasn't been chosen\""),
        "{err}"
    );
    // CR 707.10: copy slots for a card no card of the model copies.
    let err = model_error(
        "name = \"x\"\nturns = 1\ncopies = { \"Lightning Bolt\" = 2 }\n[[player]]\nname = \"Alice\"\nhand = [\"Lightning Bolt\"]\n[[player]]\nname = \"Bob\"\n",
    );
    assert!(err.contains("no card of this model copies spells"), "{err}");
}
