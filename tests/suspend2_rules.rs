//! The suspend cards of issue 15 that exile themselves, rule by rule: Chronomantic Escape
//! ("until your next turn, creatures can't attack you", CR 611.2b, 508.1c), Suspended
//! Sentence ("that player" is the destroyed creature's controller, 608.2h), both exiling
//! themselves with three time counters as they resolve (608.2n) and so suspended (702.62b).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

/// Alice's `card` in exile with one time counter: it is cast in her first upkeep.
fn from_suspend(turns: u8, card: &str, bob: &str) -> Play {
    let alice = format!("exile = [{{ card = \"{card}\", time = 1 }}]\n{LIB}");
    let bob = format!("battlefield = [{bob}]\n{LIB}");
    Play::new(&duel(turns, &alice, &bob))
}

/// The last counter comes off in Alice's upkeep and she casts `card` (with `targeting`).
fn cast_in_upkeep(p: &mut Play, card: &str, targeting: &str) {
    p.pass_all(); // suspend's upkeep trigger removes the last time counter
    p.pass_all(); // the last-counter trigger resolves: she may cast it
    p.act(&format!(
        "Alice casts {card} from exile (suspend) without paying its mana cost{targeting}"
    ));
    p.pass_all();
}

#[test]
fn chronomantic_escape_shields_alice_and_suspends_itself_611_2b_608_2n() {
    let mut p = from_suspend(4, "Chronomantic Escape", "\"Grizzly Bears\"");
    cast_in_upkeep(&mut p, "Chronomantic Escape", "");
    let escape = p.card("Chronomantic Escape");
    assert_eq!(p.g.obj(escape).zone, Zone::Exile, "exiled as it resolves");
    assert_eq!(p.g.obj(escape).time, 3);
    assert!(
        p.eng().is_suspended(&p.g, escape),
        "it has suspend (702.62b)"
    );
    p.to(2, Step::BeginCombat);
    p.pass_all();
    assert!(!p.can("Bob attacks Alice"));
    p.to(3, Step::Draw);
    assert_eq!(
        p.g.obj(escape).time,
        2,
        "its upkeep trigger in Alice's turn 3"
    );
    p.to(4, Step::BeginCombat);
    p.pass_all();
    assert!(p.can("Bob attacks Alice with Grizzly Bears"));
}

#[test]
fn suspended_sentence_destroys_and_its_controller_loses_three_608_2h() {
    let mut p = from_suspend(1, "Suspended Sentence", "\"Grizzly Bears\"");
    cast_in_upkeep(&mut p, "Suspended Sentence", ", targeting Grizzly Bears");
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    assert_eq!(
        (p.life(0), p.life(1)),
        (20, 17),
        "the bears' controller loses 3"
    );
    let sentence = p.card("Suspended Sentence");
    assert_eq!(p.g.obj(sentence).zone, Zone::Exile);
    assert_eq!(p.g.obj(sentence).time, 3);
    assert!(p.eng().is_suspended(&p.g, sentence));
}

/// It targets only a creature an opponent controls (CR 115.1): Alice's own Memnite is no
/// choice; with no legal target the suspended card can't be cast (601.2c) and stays exiled.
#[test]
fn suspended_sentence_targets_only_an_opponents_creature_115_1() {
    let alice = format!(
        "battlefield = [\"Memnite\"]\nexile = [{{ card = \"Suspended Sentence\", time = 1 }}]\n{LIB}"
    );
    let mut p = Play::new(&duel(1, &alice, LIB));
    p.pass_all();
    p.pass_all();
    assert!(!p.can("Alice casts Suspended Sentence"));
}

/// "That player" after "target creature ..." is the creature's controller, not the caster.
#[test]
fn that_player_after_a_target_creature_is_its_controller() {
    let text = duel(
        1,
        &format!("hand = [\"Shock\"]\nbattlefield = [\"Mountain\"]\n{LIB}"),
        &format!("battlefield = [\"Grizzly Bears\"]\n{LIB}"),
    ) + "\n[[card]]\nname = \"Shock\"\nreplaces = true\ncost = \"{R}\"\ntypes = [\"instant\"]\nspell = [{ tap = \"target creature\" }, { draw = 1, who = \"that player\" }]\n";
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    p.act("Alice casts Shock, targeting Grizzly Bears");
    p.pass_all();
    assert!(p.g.obj(p.card("Grizzly Bears")).tapped);
    assert_eq!(p.g.players[0].library.len(), 3, "Alice drew none");
    assert_eq!(p.g.players[1].library.len(), 2, "Bob drew");
}

/// Alice casts Beastbond Outcaster with `alice` on her battlefield (and Forests to pay); Bob
/// holds `bob`.
fn outcaster(alice: &str, bob: &str, sets: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"Beastbond Outcaster\"]\nbattlefield = [{alice}\"Forest\", \"Forest\", \"Forest\"]\n{LIB}"
    );
    let mut p = Play::with_rules(&duel(1, &alice, bob), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Beastbond Outcaster");
    p.pass_all(); // it resolves and enters
    p
}

#[test]
fn beastbond_outcaster_draws_with_a_creature_of_power_4_603_4() {
    let mut p = outcaster("\"Djinn of Fool's Fall\", ", LIB, &[]);
    assert_eq!(p.g.stack.len(), 1, "its enter trigger");
    p.pass_all();
    assert_eq!(p.g.players[0].library.len(), 2, "Alice drew");
}

#[test]
fn beastbond_outcaster_doesnt_trigger_without_one_603_4() {
    let p = outcaster("\"Grizzly Bears\", ", LIB, &[]);
    assert!(
        p.g.stack.is_empty(),
        "the condition fails: it doesn't trigger"
    );
    assert_eq!(p.g.players[0].library.len(), 3);
}

/// The "if" is checked again as the ability resolves: Bob bolts the Djinn in response, and
/// Alice draws nothing.
#[test]
fn the_intervening_if_is_checked_again_as_it_resolves_603_4() {
    let bob = format!("hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\n{LIB}");
    let mut p = outcaster("\"Djinn of Fool's Fall\", ", &bob, &[]);
    assert_eq!(p.g.stack.len(), 1);
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Djinn of Fool's Fall");
    p.pass_all(); // the Bolt resolves
    assert_eq!(
        p.g.obj(p.card("Djinn of Fool's Fall")).zone,
        Zone::Graveyard
    );
    p.pass_all(); // the trigger resolves and does nothing
    assert!(p.g.stack.is_empty());
    assert_eq!(p.g.players[0].library.len(), 3, "no card drawn");
}

#[test]
fn the_deliberately_broken_variant_ignores_the_intervening_if() {
    let mut p = outcaster(
        "\"Grizzly Bears\", ",
        LIB,
        &["trigger.intervening-if=ignored"],
    );
    assert_eq!(p.g.stack.len(), 1);
    p.pass_all();
    assert_eq!(p.g.players[0].library.len(), 2);
}

#[test]
fn an_intervening_if_the_language_cant_say_is_a_load_error() {
    let text = duel(1, LIB, LIB)
        + "\n[[card]]\nname = \"Odd Druid\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n\n[[card.triggered]]\nwhen = \"this creature enters, if the moon is full\"\ndo = [{ draw = 1 }]\n";
    let err = common::load_error("bad.toml", &text);
    assert!(err.contains("bad.toml:"), "{err}");
    assert!(err.contains("moon"), "{err}");
}

/// Alice's Curse of the Cabal suspended with `time` counters; Bob controls `bob`.
fn curse(time: u8, alice: &str, bob: &str) -> Play {
    let alice = format!(
        "battlefield = [{alice}]\nexile = [{{ card = \"Curse of the Cabal\", time = {time} }}]\n{LIB}"
    );
    let bob = format!("battlefield = [{bob}]\n{LIB}");
    Play::new(&duel(2, &alice, &bob))
}

/// CR 603.4, 113.6b: in an opponent's upkeep the suspended Curse's ability triggers from
/// exile; "that player" (Bob, whose upkeep it is) chooses a permanent he controls.
#[test]
fn the_suspended_curse_asks_the_player_whose_upkeep_it_is_603_4() {
    let mut p = curse(5, "\"Swamp\"", "\"Grizzly Bears\", \"Island\"");
    p.to(2, Step::Upkeep);
    let c = p.card("Curse of the Cabal");
    assert_eq!(
        p.g.stack.len(),
        1,
        "the Curse's ability, not suspend's (Bob's upkeep)"
    );
    p.pass_all();
    assert!(
        !p.can("Bob chooses Swamp"),
        "only a permanent he controls (701.21a)"
    );
    p.act("Bob chooses Grizzly Bears and sacrifices it");
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    assert_eq!(
        p.g.obj(c).time,
        6,
        "if they do: two more (of 4 after Alice's upkeep)"
    );
}

#[test]
fn declining_to_sacrifice_adds_no_counters_608_2c() {
    let mut p = curse(5, "\"Swamp\"", "\"Grizzly Bears\"");
    p.to(2, Step::Upkeep);
    p.pass_all();
    p.act("Bob chooses no card");
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card("Curse of the Cabal")).time, 4);
}

/// CR 701.21a, 107.1a: half of three permanents, rounded down, is one; Bob chooses it.
#[test]
fn the_curse_makes_its_target_sacrifice_half_rounded_down_701_21a() {
    let mut p = curse(1, "", "\"Grizzly Bears\", \"Memnite\", \"Island\"");
    p.stack_triggers_in_order(); // suspend's upkeep trigger below the Curse's (CR 603.3b)
    p.pass_all(); // the Curse's own upkeep trigger: Alice controls no permanent to feed it
    cast_in_upkeep(&mut p, "Curse of the Cabal", ", targeting Bob");
    assert!(p.can("Bob chooses Memnite to sacrifice"));
    p.act("Bob chooses Memnite to sacrifice");
    assert_eq!(p.g.obj(p.card("Memnite")).zone, Zone::Graveyard);
    assert_eq!(p.cards_in(Zone::Battlefield), ["Grizzly Bears", "Island"]);
    assert_eq!(p.g.obj(p.card("Curse of the Cabal")).zone, Zone::Graveyard);
}
