//! Damage dealt by another object than the ability's source ("have it deal damage", CR 120.1,
//! 120.3), with Immersturm: "Whenever a creature enters, that creature's controller may have it
//! deal damage equal to its power to any target of their choice."

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: usize = 0;
const BOB: usize = 1;

/// Immersturm is face up (Alice is the planar controller); Alice holds `hand` with `lands`.
fn immersturm(hand: &str, lands: &str, sets: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"{hand}\"]\nbattlefield = [{lands}]\nlibrary = [\"Island\"]\nplanar_deck = [\"Immersturm\"]"
    );
    let bob = "battlefield = [\"Hill Giant\"]\nlibrary = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
    let mut p = Play::with_rules(&duel(1, &alice, bob), sets);
    p.to(1, Step::Main1);
    p
}

/// Alice casts the creature; it resolves and Immersturm's trigger targets `target`.
fn enters_and_targets(p: &mut Play, creature: &str, target: &str) {
    p.act(&format!("Alice casts {creature}"));
    p.pass_all();
    p.act(&format!("Alice targets {target}"));
    p.pass_all();
}

#[test]
fn the_creature_is_the_source_so_its_lifelink_applies_120_3() {
    let mut p = immersturm("Sacred Cat", "\"Plains\"", &[]);
    enters_and_targets(&mut p, "Sacred Cat", "Bob");
    p.act("Alice says yes");
    // CR 120.3, 702.15b: the cat (1/1, lifelink) dealt the damage: Alice gains 1.
    assert_eq!(p.life(BOB), 19, "{}", p.board());
    assert_eq!(p.life(ALICE), 21, "{}", p.board());
}

#[test]
fn the_creature_is_the_source_so_its_deathtouch_applies_702_2b() {
    let mut p = immersturm("Vampire Nighthawk", "\"Swamp\", \"Swamp\", \"Swamp\"", &[]);
    enters_and_targets(&mut p, "Vampire Nighthawk", "Hill Giant");
    p.act("Alice says yes");
    // 2 damage from a source with deathtouch destroys the 3/3 (CR 702.2b, 704.5h); lifelink
    // gains Alice 2.
    assert_eq!(
        p.g.obj(p.card("Hill Giant")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert_eq!(p.life(ALICE), 22, "{}", p.board());
}

#[test]
fn the_creatures_controller_may_decline_608_2d() {
    let mut p = immersturm("Sacred Cat", "\"Plains\"", &[]);
    enters_and_targets(&mut p, "Sacred Cat", "Bob");
    p.act("Alice declines to do it");
    assert_eq!((p.life(ALICE), p.life(BOB)), (20, 20), "{}", p.board());
}

#[test]
fn under_the_broken_rule_the_plane_deals_it_and_no_life_is_gained() {
    let mut p = immersturm(
        "Sacred Cat",
        "\"Plains\"",
        &["damage.source=ability-source"],
    );
    enters_and_targets(&mut p, "Sacred Cat", "Bob");
    p.act("Alice says yes");
    assert_eq!(p.life(BOB), 19, "{}", p.board());
    assert_eq!(p.life(ALICE), 20, "{}", p.board());
}

#[test]
fn the_entering_creatures_controller_decides_not_the_planar_controller_608_2d() {
    // Chaos flickers Bob's Hill Giant on Alice's turn: it returns under Bob's control (CR
    // 400.7, 110.2a), and Bob, its controller, says whether it deals its 3 damage (the
    // ability is Alice's, as the planar controller's, CR 901.6; "that creature's controller
    // may" names Bob, 608.2d). The target is chosen by the ability's controller as it is put
    // on the stack (603.3d; the card's "of their choice" is its `not_modelled` sentence).
    let mut p = immersturm("Sacred Cat", "\"Plains\"", &[]);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    // The chaos ability's only legal target is the Giant.
    p.pass_all();
    p.act("Alice targets Alice");
    p.pass_all();
    assert!(p.can("Bob says yes"), "{:#?}", p.options());
    p.act("Bob says yes");
    assert_eq!(p.life(ALICE), 17, "{}", p.board());
}

#[test]
fn a_damage_source_is_a_phrase_and_means_nothing_on_other_verbs() {
    let card = |step: &str| {
        duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
            + &format!("\n[[card]]\nname = \"Test Zap\"\ncost = \"{{R}}\"\ntypes = [\"instant\"]\nspell = [{step}]\n")
    };
    // "it" names nothing in a spell with no earlier object.
    let e = common::load_error(
        "zap.toml",
        &card("{ damage = 2, to = \"any target\", by = \"it\" }"),
    );
    assert!(e.contains("'it' has nothing to refer to here"), "{e}");
    // `by` is read only by `damage`.
    let e = common::load_error(
        "zap.toml",
        &card("{ destroy = \"target creature\", by = \"target creature\" }"),
    );
    assert!(e.contains("`by` means nothing in a `destroy` step"), "{e}");
    // Divided damage is dealt by the ability's source.
    let e = common::load_error(
        "zap.toml",
        &card("{ damage = 2, divided-among = \"one or two targets\", by = \"target creature\" }"),
    );
    assert!(e.contains("`by` means nothing in a `damage` step"), "{e}");
}
