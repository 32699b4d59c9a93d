//! An object that changes zones is a new object (CR 400.7). A target that changes zones is gone
//! (608.2b): a creature exiled and returned in response to a spell or ability that targets it
//! is a new object, which the spell or ability can't find, even though the same card is back
//! on the battlefield. A "when this dies" ability finds the card in the graveyard, and nothing
//! once it has left. The broken variant `zone-change.new-object=keeps-status` finds them.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// Alice holds `removal` with three Swamps; Bob controls Grizzly Bears and holds Ephemerate
/// ("Exile target creature you control, then return it to the battlefield under its owner's
/// control.") with a Plains.
fn murder_and_flicker(removal: &str, sets: &[&str]) -> Play {
    let text = duel(
        1,
        &format!("hand = [\"{removal}\"]\nbattlefield = [\"Swamp\", \"Swamp\", \"Swamp\", \"Mountain\"]\nlibrary = [\"Island\"]"),
        "hand = [\"Ephemerate\"]\nbattlefield = [\"Grizzly Bears\", \"Plains\"]\nlibrary = [\"Island\"]",
    );
    let mut p = Play::with_rules(&text, sets);
    p.to(1, Step::Main1);
    p.act(&format!("casts {removal}, targeting Grizzly Bears"));
    p.act("Alice passes priority");
    p.act("Bob casts Ephemerate, targeting Grizzly Bears");
    p.pass_all();
    p
}

#[test]
fn a_spell_whose_target_was_flickered_does_not_resolve_400_7_608_2b() {
    let mut p = murder_and_flicker("Murder", &[]);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Battlefield);
    assert!(
        p.board()
            .contains("Murder targeting Grizzly Bears (gone: a new object now)"),
        "{}",
        p.board()
    );
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Grizzly Bears")).zone,
        Zone::Battlefield,
        "the returned Bears are not Murder's target: {}",
        p.board()
    );
    assert_eq!(p.g.obj(p.card("Murder")).zone, Zone::Graveyard);
}

#[test]
fn damage_to_a_flickered_creature_is_not_dealt() {
    let mut p = murder_and_flicker("Shock", &[]);
    p.pass_all();
    let bears = p.g.obj(p.card("Grizzly Bears"));
    assert_eq!(
        (bears.zone, bears.damage),
        (Zone::Battlefield, 0),
        "{}",
        p.board()
    );
}

#[test]
fn the_broken_variant_lets_the_spell_find_the_returned_card() {
    let mut p = murder_and_flicker("Murder", &["zone-change.new-object=keeps-status"]);
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Grizzly Bears")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
}

/// An artifact of Bob's: "{T}: Exile target card from a graveyard."
const TOMB_SWEEPER: &str = "[[card]]\nname = \"Tomb Sweeper\"\ntypes = [\"artifact\"]\n[[card.activated]]\ncost = \"{T}\"\ndo = [{ exile = \"target card from a graveyard\" }]\n";

/// Alice controls Epochrasite ("When this creature dies, exile it with three time counters on
/// it and it gains suspend.") and Viscera Seer; Bob, an artifact that exiles a card from a
/// graveyard. Alice sacrifices Epochrasite; in response to its trigger, Bob exiles the card.
fn epochrasite_exiled_in_response(sets: &[&str]) -> Play {
    let text = duel(
        1,
        "battlefield = [\"Epochrasite\", \"Viscera Seer\"]\nlibrary = [\"Island\", \"Island\"]",
        "battlefield = [\"Tomb Sweeper\"]\nlibrary = [\"Island\"]",
    ) + TOMB_SWEEPER;
    let mut p = Play::with_rules(&text, sets);
    p.to(1, Step::Main1);
    p.act("sacrificing Epochrasite");
    p.stack_triggers_in_order();
    p.act("Alice passes priority");
    p.act("Bob activates Tomb Sweeper's ability, targeting Epochrasite");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Epochrasite")).zone, Zone::Exile);
    p.pass_all();
    p
}

#[test]
fn a_dies_trigger_finds_nothing_once_the_card_left_the_graveyard_400_7() {
    let p = epochrasite_exiled_in_response(&[]);
    let o = p.g.obj(p.card("Epochrasite"));
    assert_eq!(
        (o.time, o.gained_suspend),
        (0, false),
        "the exiled card is a new object the trigger can't find: {}",
        p.board()
    );
    let p = epochrasite_exiled_in_response(&["zone-change.new-object=keeps-status"]);
    let o = p.g.obj(p.card("Epochrasite"));
    assert_eq!((o.time, o.gained_suspend), (3, true), "{}", p.board());
}

/// Where Bob's Grizzly Bears end: Alice's Sinister Concierge dies, its trigger targets the
/// Bears, Bob exiles the Concierge from her graveyard in response, and she says yes to "you may
/// exile it".
fn concierge_target_after_exile_in_response(sets: &[&str]) -> Zone {
    // Sinister Concierge: "When this creature dies, you may exile it ... If you do, exile up to
    // one target creature ...". Exiled from the graveyard in response, it can't be exiled by
    // the trigger, so the target stays.
    let text = duel(
        1,
        "battlefield = [\"Sinister Concierge\", \"Viscera Seer\"]\nlibrary = [\"Island\", \"Island\"]",
        "battlefield = [\"Tomb Sweeper\", \"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    ) + TOMB_SWEEPER;
    let mut p = Play::with_rules(&text, sets);
    p.to(1, Step::Main1);
    p.act("sacrificing Sinister Concierge");
    p.stack_triggers_in_order();
    p.act("Alice targets Grizzly Bears with Sinister Concierge's trigger");
    p.act("Alice passes priority");
    p.act("Bob activates Tomb Sweeper's ability, targeting Sinister Concierge");
    p.pass_all();
    p.pass_all();
    // She says yes, and there is nothing to exile: she didn't (608.2c).
    p.act("Alice puts it into exile");
    p.g.obj(p.card("Grizzly Bears")).zone
}

#[test]
fn if_you_do_fails_when_the_dies_trigger_cant_find_its_card_608_2c() {
    assert_eq!(
        concierge_target_after_exile_in_response(&[]),
        Zone::Battlefield
    );
    assert_eq!(
        concierge_target_after_exile_in_response(&["zone-change.new-object=keeps-status"]),
        Zone::Exile
    );
}
