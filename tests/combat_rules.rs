//! Combat keywords and restrictions, rule by rule: first strike and double strike (CR 510.4,
//! 702.7, 702.4), trample (702.19), deathtouch (702.2, 704.5h), menace (702.111), "can't attack
//! alone" (506.5), "can't block with" (509.1b) and keyword grants to attacking creatures
//! (613.1f).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Decision, Step, Zone};

/// Custom test creatures, one per keyword.
const CARDS: &str = r#"
[[card]]
name = "Fencer"
types = ["creature"]
power = 2
toughness = 2
keywords = ["first-strike"]

[[card]]
name = "Twin Blade"
types = ["creature"]
power = 2
toughness = 2
keywords = ["double-strike"]

[[card]]
name = "Rhino"
types = ["creature"]
power = 4
toughness = 4
keywords = ["trample"]

[[card]]
name = "Asp"
types = ["creature"]
power = 1
toughness = 1
keywords = ["deathtouch"]

[[card]]
name = "Brute"
types = ["creature"]
power = 3
toughness = 3
keywords = ["menace"]
"#;

fn play(alice: &str, bob: &str) -> Play {
    play_with(alice, bob, &[])
}

fn play_with(alice: &str, bob: &str, sets: &[&str]) -> Play {
    let alice = format!("battlefield = [{alice}]\nlibrary = [\"Island\"]");
    let bob = format!("battlefield = [{bob}]\nlibrary = [\"Island\"]");
    Play::with_rules(&format!("{}{CARDS}", duel(1, &alice, &bob)), sets)
}

/// Passes to Alice's declare attackers step and declares `attack`.
fn attack(p: &mut Play, attack: &str) {
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act(attack);
}

fn zone(p: &Play, name: &str) -> Zone {
    p.g.obj(p.card(name)).zone
}

#[test]
fn a_first_striker_kills_its_blocker_before_it_strikes_back_510_4() {
    let mut p = play("\"Fencer\"", "\"Grizzly Bears\"");
    attack(&mut p, "Alice attacks Bob with Fencer");
    p.pass_all();
    p.act("Bob blocks Fencer with Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.step, Step::FirstStrikeDamage);
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Graveyard);
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(p.g.obj(p.card("Fencer")).damage, 0, "the Bears dealt none");
}

#[test]
fn with_one_damage_step_they_trade_the_broken_variant() {
    let mut p = play_with(
        "\"Fencer\"",
        "\"Grizzly Bears\"",
        &["combat.first-strike=one-step"],
    );
    attack(&mut p, "Alice attacks Bob with Fencer");
    p.pass_all();
    p.act("Bob blocks Fencer with Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(zone(&p, "Fencer"), Zone::Graveyard);
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Graveyard);
}

#[test]
fn without_a_first_striker_there_is_one_damage_step_510_4() {
    let mut p = play("\"Grizzly Bears\"", "");
    attack(&mut p, "Alice attacks Bob with Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.step, Step::DeclareBlockers);
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage, "no first-strike step");
    assert_eq!(p.life(1), 18);
}

#[test]
fn double_strike_deals_damage_in_both_steps_and_first_strike_once_702_4b() {
    let mut p = play("\"Twin Blade\", \"Fencer\"", "");
    attack(&mut p, "Alice attacks Bob with Twin Blade, Fencer");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.step, Step::FirstStrikeDamage);
    assert_eq!(p.life(1), 16, "both strike first");
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(p.life(1), 14, "only the double striker strikes again");
}

#[test]
fn a_blocker_with_first_strike_strikes_first_too_510_4() {
    let mut p = play("\"Grizzly Bears\"", "\"Fencer\"");
    attack(&mut p, "Alice attacks Bob with Grizzly Bears");
    p.pass_all();
    p.act("Bob blocks Grizzly Bears with Fencer");
    p.pass_all();
    assert_eq!(p.g.step, Step::FirstStrikeDamage);
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Graveyard);
    p.pass_all();
    assert_eq!(zone(&p, "Fencer"), Zone::Battlefield);
}

#[test]
fn trample_assigns_lethal_to_the_blocker_and_the_rest_to_the_player_702_19b() {
    let mut p = play("\"Rhino\"", "\"Grizzly Bears\"");
    attack(&mut p, "Alice attacks Bob with Rhino");
    p.pass_all();
    p.act("Bob blocks Rhino with Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(zone(&p, "Grizzly Bears"), Zone::Graveyard);
    assert_eq!(p.life(1), 18, "4 power, 2 lethal to the Bears, 2 to Bob");
}

#[test]
fn without_trample_a_blocked_creature_deals_nothing_to_the_player_702_19b() {
    let mut p = play_with("\"Rhino\"", "\"Grizzly Bears\"", &["combat.trample=none"]);
    attack(&mut p, "Alice attacks Bob with Rhino");
    p.pass_all();
    p.act("Bob blocks Rhino with Grizzly Bears");
    p.pass_all();
    assert_eq!(p.life(1), 20);
}

#[test]
fn a_trampler_whose_blocker_is_gone_hits_the_player_in_full_702_19e() {
    let mut p = Play::new(&format!(
        "{}{CARDS}",
        duel(
            1,
            "battlefield = [\"Rhino\"]\nlibrary = [\"Island\"]",
            "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Grizzly Bears\", \"Mountain\"]\nlibrary = [\"Island\"]",
        )
    ));
    attack(&mut p, "Alice attacks Bob with Rhino");
    p.pass_all();
    p.act("Bob blocks Rhino with Grizzly Bears");
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(p.life(1), 16);
}

#[test]
fn deathtouch_damage_destroys_and_one_is_lethal_for_trample_702_2b_702_19c() {
    let mut p = play("\"Asp\"", "\"Aegis Turtle\"");
    attack(&mut p, "Alice attacks Bob with Asp");
    p.pass_all();
    p.act("Bob blocks Asp with Aegis Turtle");
    p.pass_all();
    assert_eq!(zone(&p, "Aegis Turtle"), Zone::Graveyard, "1 damage of 5");
    assert_eq!(zone(&p, "Asp"), Zone::Battlefield, "the Turtle has 0 power");
}

#[test]
fn without_704_5h_deathtouch_damage_is_ordinary_the_broken_variant() {
    let mut p = play_with("\"Asp\"", "\"Aegis Turtle\"", &["combat.deathtouch=none"]);
    attack(&mut p, "Alice attacks Bob with Asp");
    p.pass_all();
    p.act("Bob blocks Asp with Aegis Turtle");
    p.pass_all();
    assert_eq!(zone(&p, "Aegis Turtle"), Zone::Battlefield);
    assert_eq!(p.g.obj(p.card("Aegis Turtle")).damage, 1);
}

#[test]
fn bow_of_nylea_gives_attackers_deathtouch_and_a_trampler_needs_assign_only_1_702_19c() {
    let mut p = play("\"Bow of Nylea\", \"Rhino\"", "\"Aegis Turtle\"");
    let rhino = p.card("Rhino");
    assert!(!p
        .eng()
        .has_keyword(&p.g, rhino, rulecheck::cards::Keyword::Deathtouch));
    attack(&mut p, "Alice attacks Bob with Rhino");
    assert!(p
        .eng()
        .has_keyword(&p.g, rhino, rulecheck::cards::Keyword::Deathtouch));
    p.pass_all();
    p.act("Bob blocks Rhino with Aegis Turtle");
    p.pass_all();
    assert_eq!(zone(&p, "Aegis Turtle"), Zone::Graveyard);
    assert_eq!(p.life(1), 17, "1 to the Turtle, 3 to Bob");
}

#[test]
fn menace_cant_be_blocked_by_one_creature_702_111b() {
    let mut p = play("\"Brute\"", "\"Grizzly Bears\", \"Aegis Turtle\"");
    attack(&mut p, "Alice attacks Bob with Brute");
    p.pass_all();
    assert!(matches!(
        p.g.decision.as_deref(),
        Some(&Decision::Blockers { player: 1 })
    ));
    let opts = p.options();
    assert_eq!(opts.len(), 2, "no block, or both: {opts:#?}");
    assert!(opts
        .iter()
        .any(|o| o.contains("Aegis Turtle") && o.contains("Grizzly Bears")));
    let broken = play_with(
        "\"Brute\"",
        "\"Grizzly Bears\", \"Aegis Turtle\"",
        &["combat.menace=any"],
    );
    let mut b = broken;
    attack(&mut b, "Alice attacks Bob with Brute");
    b.pass_all();
    assert_eq!(b.options().len(), 4);
}

#[test]
fn bonded_construct_cant_attack_alone_506_5() {
    let p = play("\"Bonded Construct\", \"Grizzly Bears\"", "");
    let mut p = p;
    p.to(1, Step::BeginCombat);
    p.pass_all();
    let opts = p.options();
    assert!(
        !opts
            .iter()
            .any(|o| o == "Alice attacks Bob with Bonded Construct"),
        "{opts:#?}"
    );
    assert!(opts
        .iter()
        .any(|o| o == "Alice attacks Bob with Grizzly Bears"));
    assert!(opts.iter().any(
        |o| o == "Alice attacks Bob with Grizzly Bears, Bonded Construct"
            || o == "Alice attacks Bob with Bonded Construct, Grizzly Bears"
    ));
}

#[test]
fn void_winnower_opponents_cant_block_with_even_mana_values_509_1b() {
    let mut p = play(
        "\"Void Winnower\"",
        "\"Grizzly Bears\", \"Centaur Courser\"",
    );
    attack(&mut p, "Alice attacks Bob with Void Winnower");
    p.pass_all();
    let opts = p.options();
    assert!(
        !opts.iter().any(|o| o.contains("Grizzly Bears")),
        "{opts:#?}"
    );
    assert!(opts.iter().any(|o| o.contains("with Centaur Courser")));
}

#[test]
fn void_winnower_opponents_cant_cast_even_mana_value_spells_101_2() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Void Winnower\", \"Island\", \"Island\"]\nhand = [\"Boomerang\"]\nlibrary = [\"Island\"]",
        "battlefield = [\"Island\", \"Island\", \"Mountain\"]\nhand = [\"Boomerang\", \"Lightning Bolt\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Boomerang"), "its controller may");
    p.act("Alice passes priority");
    assert!(p.can("Bob casts Lightning Bolt"), "mana value 1 is odd");
    assert!(!p.can("Bob casts Boomerang"), "mana value 2 is even");
}

const BLACK: &str = r#"
[[card]]
name = "Night Hawk"
cost = "{1}{B}"
types = ["creature"]
power = 2
toughness = 2
keywords = ["flying"]

[[card]]
name = "Night Bolt"
cost = "{B}"
types = ["instant"]
spell = [{ damage = 3, to = "any target" }]

[[card]]
name = "Night Wind"
cost = "{B}"
types = ["instant"]
spell = [{ damage = 1, to = "each creature" }]
"#;

fn peregrine(sets: &[&str]) -> Play {
    let alice = "battlefield = [\"Duskrider Peregrine\"]\nlibrary = [\"Island\"]";
    let bob = "battlefield = [\"Night Hawk\", \"Ornithopter\", \"Swamp\"]\n\
               hand = [\"Night Bolt\", \"Night Wind\"]\nlibrary = [\"Island\"]";
    Play::with_rules(&format!("{}{BLACK}", duel(1, alice, bob)), sets)
}

#[test]
fn protection_from_black_stops_black_blockers_702_16f() {
    let mut p = peregrine(&[]);
    attack(&mut p, "Alice attacks Bob with Duskrider Peregrine");
    p.pass_all();
    let opts = p.options();
    assert!(!opts.iter().any(|o| o.contains("Night Hawk")), "{opts:#?}");
    assert!(opts.iter().any(|o| o.contains("with Ornithopter")));
    let mut broken = peregrine(&["combat.protection=ignored"]);
    attack(&mut broken, "Alice attacks Bob with Duskrider Peregrine");
    broken.pass_all();
    assert!(broken.can("with Night Hawk"));
}

#[test]
fn protection_from_black_stops_black_targets_and_damage_702_16c_e() {
    let mut p = peregrine(&[]);
    p.to(1, Step::Main1);
    p.act("Alice passes priority");
    let opts = p.options();
    assert!(
        !opts
            .iter()
            .any(|o| o.contains("targeting Duskrider Peregrine")),
        "{opts:#?}"
    );
    assert!(p.can("Bob casts Night Bolt, targeting Night Hawk"));
    p.act("Bob casts Night Wind");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Duskrider Peregrine")).damage, 0);
    assert_eq!(p.g.obj(p.card("Ornithopter")).damage, 1);
    let mut broken = peregrine(&["combat.protection=ignored"]);
    broken.to(1, Step::Main1);
    broken.act("Alice passes priority");
    assert!(broken.can("targeting Duskrider Peregrine"));
}
