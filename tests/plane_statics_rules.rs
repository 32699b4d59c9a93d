//! Static abilities of planes made whole by the card language, rule by rule: combat damage
//! assigned by toughness (CR 510.1a, The Great Forest).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// Alice with `battlefield` and `planes` as her planar deck (its top card her starting plane,
/// CR 901.5); Bob with `bob` on the battlefield.
fn scenario(turns: u8, alice: &str, planes: &str, bob: &str) -> String {
    let alice = format!(
        "battlefield = [{alice}]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [{planes}]"
    );
    let bob = format!(
        "battlefield = [{bob}]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]"
    );
    duel(turns, &alice, &bob)
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

const FOREST: &str = "\"The Great Forest\"";

#[test]
fn an_unblocked_creature_deals_its_toughness_to_the_player_510_1a() {
    let mut p = Play::new(&scenario(1, "\"Giant Spider\"", FOREST, ""));
    attack(&mut p, "Alice attacks Bob with Giant Spider");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(p.life(1), 16, "the 2/4 Spider assigns 4 (CR 510.1a)");

    // The broken variant: by its power.
    let mut p = Play::with_rules(
        &scenario(1, "\"Giant Spider\"", FOREST, ""),
        &["combat.toughness-damage=power"],
    );
    attack(&mut p, "Alice attacks Bob with Giant Spider");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.life(1), 18);

    // Without the plane: by its power.
    let mut p = Play::new(&scenario(
        1,
        "\"Giant Spider\"",
        "\"Stairs to Infinity\"",
        "",
    ));
    attack(&mut p, "Alice attacks Bob with Giant Spider");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.life(1), 18);
}

#[test]
fn attacker_and_blocker_each_assign_their_toughness_510_1a() {
    // Giant Spider (2/4) blocked by Flametongue Kavu (4/2): the Spider assigns 4, the Kavu 2.
    let run = |sets: &[&str]| {
        let mut p = Play::with_rules(
            &scenario(1, "\"Giant Spider\"", FOREST, "\"Flametongue Kavu\""),
            sets,
        );
        attack(&mut p, "Alice attacks Bob with Giant Spider");
        p.pass_all();
        p.act("Bob blocks Giant Spider with Flametongue Kavu");
        p.pass_all();
        assert_eq!(p.g.step, Step::CombatDamage);
        p
    };
    let p = run(&[]);
    assert_eq!(zone(&p, "Flametongue Kavu"), Zone::Graveyard);
    assert_eq!(zone(&p, "Giant Spider"), Zone::Battlefield);
    assert_eq!(
        p.g.obj(p.card("Giant Spider")).damage,
        2,
        "the Kavu's toughness"
    );
    // By power the 4 power Kavu kills the Spider.
    let p = run(&["combat.toughness-damage=power"]);
    assert_eq!(zone(&p, "Giant Spider"), Zone::Graveyard);
}

// Kessig: "Prevent all combat damage that would be dealt by non-Werewolf creatures." (CR 615.1a)

const KESSIG: &str = "\"Kessig\"";

#[test]
fn non_werewolves_deal_no_combat_damage_615_1a() {
    let run = |sets: &[&str]| {
        let mut p = Play::with_rules(
            &scenario(
                1,
                "\"Grizzly Bears\", \"Giant Spider\"",
                KESSIG,
                "\"Hill Giant\"",
            ),
            sets,
        );
        attack(&mut p, "Alice attacks Bob with Grizzly Bears, Giant Spider");
        p.pass_all();
        p.act("Bob blocks Giant Spider with Hill Giant");
        p.pass_all();
        assert_eq!(p.g.step, Step::CombatDamage);
        p
    };
    let p = run(&[]);
    assert_eq!(p.life(1), 20, "the unblocked Bears deal none");
    assert_eq!(
        p.g.obj(p.card("Giant Spider")).damage,
        0,
        "nor the blocking Giant"
    );
    assert_eq!(
        p.g.obj(p.card("Hill Giant")).damage,
        0,
        "nor the blocked Spider"
    );
    let p = run(&["prevention.class=ignored"]);
    assert_eq!(p.life(1), 18);
    assert_eq!(p.g.obj(p.card("Giant Spider")).damage, 3);
}

#[test]
fn a_creature_that_became_a_werewolf_deals_its_combat_damage_615_1a_613_1d() {
    // Chaos: Alice's Bears get +2/+2 and trample and become Werewolves (layer 4): they are no
    // longer covered, as the damage would be dealt. Bob's Hill Giant still is.
    let mut p = Play::new(&scenario(1, "\"Grizzly Bears\"", KESSIG, "\"Hill Giant\""));
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert!(
        p.eng().has_subtype(&p.g, bears, "Werewolf"),
        "{}",
        p.board()
    );
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Grizzly Bears");
    p.pass_all();
    p.act("Bob blocks Grizzly Bears with Hill Giant");
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(
        zone(&p, "Hill Giant"),
        Zone::Graveyard,
        "3 lethal to the Giant"
    );
    assert_eq!(p.life(1), 19, "1 tramples over");
    assert_eq!(p.g.obj(bears).damage, 0, "the Giant is no Werewolf");
}

#[test]
fn a_class_of_creatures_without_a_noun_is_a_load_error_at_its_place() {
    let e = common::load_error(
        "bad.toml",
        &format!(
            "{}\n[[card]]\nname = \"Bad Plane\"\ntypes = [\"plane\"]\nstatics = [\"Prevent all combat damage that would be dealt by non-Werewolf.\"]\n",
            scenario(1, "", "\"Bad Plane\"", "")
        ),
    );
    assert!(e.contains("bad.toml:"), "{e}");
}

// Prahv: "If you cast a spell this turn, you can't attack with creatures." / "If you attacked
// with creatures this turn, you can't cast spells." (CR 508.1c, 601.3)

fn prahv(bob_hand: &str) -> String {
    let alice = "hand = [\"Lightning Bolt\", \"Lightning Bolt\"]\nbattlefield = [\"Grizzly Bears\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Prahv\"]";
    let bob = format!(
        "hand = [{bob_hand}]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]"
    );
    duel(1, alice, &bob)
}

fn bolt_bob(p: &mut Play) {
    let opts = p.options();
    let Some(o) = opts
        .iter()
        .find(|o| o.starts_with("Alice casts Lightning Bolt") && o.contains("Bob"))
    else {
        panic!("no Bolt to Bob: {opts:#?}");
    };
    let o = o.clone();
    p.act(&o);
    p.pass_all();
}

#[test]
fn after_casting_a_spell_no_attack_508_1c() {
    let mut p = Play::new(&prahv(""));
    p.to(1, Step::Main1);
    bolt_bob(&mut p);
    assert_eq!(p.life(1), 17);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    assert!(
        !p.can("Alice attacks Bob with"),
        "a spell was cast: {:#?}",
        p.options()
    );
    // Under the broken variant the history is not read.
    let mut p = Play::with_rules(&prahv(""), &["restriction.turn-history=ignored"]);
    p.to(1, Step::Main1);
    bolt_bob(&mut p);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    assert!(p.can("Alice attacks Bob with Grizzly Bears"));
}

#[test]
fn after_attacking_no_spell_601_3_but_the_opponent_may_cast() {
    let mut p = Play::new(&prahv("\"Lightning Bolt\""));
    p.to(1, Step::Main1);
    assert!(
        p.can("Alice casts Lightning Bolt"),
        "before attacking she may"
    );
    attack(&mut p, "Alice attacks Bob with Grizzly Bears");
    assert!(p.g.players[0].attacked_with_creatures);
    assert!(
        !p.can("Alice casts Lightning Bolt"),
        "she attacked: {:#?}",
        p.options()
    );
    // "You" is Prahv's controller, the planar controller (CR 901.6): Bob still may.
    p.act("passes priority");
    assert!(p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
    // Still so in her second main phase.
    let mut p = Play::new(&prahv(""));
    attack(&mut p, "Alice attacks Bob with Grizzly Bears");
    p.pass_to_step(Step::Main2);
    assert!(!p.can("Alice casts Lightning Bolt"), "{:#?}", p.options());
    // Broken: she may.
    let mut p = Play::with_rules(&prahv(""), &["restriction.turn-history=ignored"]);
    attack(&mut p, "Alice attacks Bob with Grizzly Bears");
    assert!(p.can("Alice casts Lightning Bolt"));
}

#[test]
fn declaring_no_attackers_is_not_attacking_508_1a() {
    let mut p = Play::new(&prahv(""));
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice declares no attackers");
    assert!(!p.g.players[0].attacked_with_creatures);
    p.pass_to_step(Step::Main2);
    assert!(p.can("Alice casts Lightning Bolt"), "{:#?}", p.options());
}

// Isle of Vesuva: "destroy target creature and all other creatures with the same name as that
// creature" (CR 201.2, 708.2a)

fn vesuva(alice: &str, alice_hand: &str, bob: &str) -> String {
    let alice = format!(
        "hand = [{alice_hand}]\nbattlefield = [{alice}]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Isle of Vesuva\"]"
    );
    let bob = format!(
        "battlefield = [{bob}]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]"
    );
    duel(1, &alice, &bob)
}

/// Rolls chaos and targets the creature whose option contains `target` (and not `not`).
fn chaos_on(p: &mut Play, target: &str, not: &str) {
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    let opts = p.options();
    let Some(o) = opts.iter().find(|o| {
        o.contains("Isle of Vesuva") && o.contains(target) && (not.is_empty() || !o.contains(not))
    }) else {
        panic!("no target {target}: {opts:#?}");
    };
    let o = o.clone();
    p.act(&o);
    p.pass_all();
}

fn in_zone(p: &Play, name: &str, zone: Zone) -> usize {
    let eng = p.eng();
    p.g.ids()
        .filter(|&c| eng.name(c) == name && p.g.obj(c).zone == zone)
        .count()
}

#[test]
fn the_target_and_every_other_creature_with_its_name_are_destroyed_201_2() {
    let s = vesuva(
        "\"Grizzly Bears\", \"Memnite\"",
        "",
        "\"Grizzly Bears\", \"Hill Giant\"",
    );
    let mut p = Play::new(&s);
    chaos_on(&mut p, "Grizzly Bears", "");
    assert_eq!(
        in_zone(&p, "Grizzly Bears", Zone::Graveyard),
        2,
        "{}",
        p.board()
    );
    assert_eq!(zone(&p, "Memnite"), Zone::Battlefield);
    assert_eq!(zone(&p, "Hill Giant"), Zone::Battlefield);
    // Another name: only the target.
    let mut p = Play::new(&s);
    chaos_on(&mut p, "Memnite", "");
    assert_eq!(zone(&p, "Memnite"), Zone::Graveyard);
    assert_eq!(in_zone(&p, "Grizzly Bears", Zone::Battlefield), 2);
    // Broken: every other creature.
    let mut p = Play::with_rules(&s, &["selector.same-name=any"]);
    chaos_on(&mut p, "Memnite", "");
    assert_eq!(in_zone(&p, "Grizzly Bears", Zone::Graveyard), 2);
    assert_eq!(zone(&p, "Hill Giant"), Zone::Graveyard);
}

#[test]
fn a_token_copy_has_the_name_and_is_destroyed_with_it_707_2() {
    // Alice casts Grizzly Bears: Isle of Vesuva gives her a token copy (named Grizzly Bears).
    let s = vesuva("\"Forest\", \"Forest\"", "\"Grizzly Bears\"", "\"Memnite\"");
    let mut p = Play::new(&s);
    p.to(1, Step::Main1);
    p.act("Alice casts Grizzly Bears");
    p.pass_all();
    p.stack_triggers_in_order();
    p.pass_all();
    let eng = p.eng();
    let bears: Vec<_> = p
        .g
        .in_zone(Zone::Battlefield)
        .filter(|&c| eng.name(c) == "Grizzly Bears" || eng.face(&p.g, c).name == "Grizzly Bears")
        .collect();
    assert_eq!(bears.len(), 2, "{}", p.board());
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    let opts = p.options();
    let o = opts
        .iter()
        .find(|o| o.contains("Isle of Vesuva") && o.contains("Grizzly Bears"))
        .unwrap_or_else(|| panic!("{opts:#?}"))
        .clone();
    p.act(&o);
    p.pass_all();
    let eng = p.eng();
    let left =
        p.g.in_zone(Zone::Battlefield)
            .filter(|&c| eng.face(&p.g, c).name == "Grizzly Bears")
            .count();
    assert_eq!(left, 0, "{}", p.board());
    assert_eq!(zone(&p, "Memnite"), Zone::Battlefield);
}

#[test]
fn a_face_down_creature_has_no_name_708_2a() {
    // Alice's face-down Bubble Smuggler and Bob's face-up one.
    let s = vesuva(
        "\"Island\", \"Island\", \"Island\"",
        "\"Bubble Smuggler\"",
        "\"Bubble Smuggler\"",
    );
    let cast_face_down = |p: &mut Play| {
        p.to(1, Step::Main1);
        p.act("Alice casts Bubble Smuggler face down (disguise), paying {3}");
        p.pass_all();
        // Isle of Vesuva's copy trigger (a nontoken creature entered) resolves.
        p.stack_triggers_in_order();
        p.pass_all();
    };
    let mut p = Play::new(&s);
    cast_face_down(&mut p);
    let face_down: Vec<_> =
        p.g.in_zone(Zone::Battlefield)
            .filter(|&c| p.g.obj(c).face_down)
            .collect();
    assert_eq!(face_down.len(), 1, "{}", p.board());
    let fd = face_down[0];
    // Targeting Bob's face-up Smuggler: Alice's face-down one has no name and stays.
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    let opts = p.options();
    let o = opts
        .iter()
        .find(|o| {
            o.contains("Isle of Vesuva")
                && o.contains("Bubble Smuggler")
                && !o.contains("face-down")
        })
        .unwrap_or_else(|| panic!("{opts:#?}"))
        .clone();
    p.act(&o);
    p.pass_all();
    assert_eq!(p.g.obj(fd).zone, Zone::Battlefield, "{}", p.board());
    assert_eq!(in_zone(&p, "Bubble Smuggler", Zone::Graveyard), 1);

    // Targeting the face-down one: Bob's Smuggler (named) stays, and so does the nameless token
    // copy of the face-down 2/2 (707.2).
    let mut p = Play::new(&s);
    cast_face_down(&mut p);
    let fd =
        p.g.in_zone(Zone::Battlefield)
            .find(|&c| p.g.obj(c).face_down)
            .unwrap();
    let before = p.g.in_zone(Zone::Battlefield).count();
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    let opts = p.options();
    let o = opts
        .iter()
        .find(|o| o.contains("Isle of Vesuva") && o.contains("face-down"))
        .unwrap_or_else(|| panic!("{opts:#?}"))
        .clone();
    p.act(&o);
    p.pass_all();
    assert_ne!(p.g.obj(fd).zone, Zone::Battlefield, "{}", p.board());
    assert_eq!(
        p.g.in_zone(Zone::Battlefield).count(),
        before - 1,
        "only the target: {}",
        p.board()
    );
}

// Celestine Reef: "until a player planeswalks, you can't lose the game and your opponents
// can't win the game" (CR 104.3, 704.5a)

fn reef(sets: &[&str]) -> Play {
    let alice = "life = 3\nhand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Celestine Reef\", \"Sokenzan\"]";
    let bob = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Sokenzan\"]";
    Play::with_rules(&duel(2, alice, bob), sets)
}

fn bolt_self(p: &mut Play) {
    let opts = p.options();
    let o = opts
        .iter()
        .find(|o| {
            o.starts_with("Alice casts Lightning Bolt") && o.contains("Alice") && !o.contains("Bob")
        })
        .unwrap_or_else(|| panic!("{opts:#?}"))
        .clone();
    p.act(&o);
    p.pass_all();
}

#[test]
fn after_chaos_the_planar_controller_cant_lose_104_3() {
    let mut p = reef(&[]);
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.pass_all();
    bolt_self(&mut p);
    assert_eq!(p.life(0), 0);
    assert!(p.g.outcome.is_none(), "she can't lose: {}", p.board());
    assert!(!p.g.players[0].lost);
    // Broken: she loses.
    let mut p = reef(&["game.cant-lose=ignored"]);
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.pass_all();
    bolt_self(&mut p);
    assert!(p.g.outcome.is_some());
}

#[test]
fn the_effect_ends_when_a_player_planeswalks_901_11() {
    let mut p = reef(&[]);
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.pass_all();
    bolt_self(&mut p);
    assert!(p.g.outcome.is_none());
    // Bob planeswalks in his turn: the effect ends, and Alice at 0 life loses (704.5a).
    p.to(2, Step::Main1);
    p.act("Bob rolls the planar die, paying {0}");
    p.act("shows the Planeswalker symbol");
    for _ in 0..6 {
        if p.g.outcome.is_some() {
            break;
        }
        p.act("");
    }
    assert!(p.g.outcome.is_some(), "{}", p.board());
    assert!(p.g.players[0].lost);
}

#[test]
fn without_chaos_a_player_at_zero_loses_704_5a() {
    let mut p = reef(&[]);
    p.to(1, Step::Main1);
    bolt_self(&mut p);
    assert!(p.g.outcome.is_some());
}

// Skybreen: "Spells that share a card type with the top card of a library can't be cast." (CR
// 601.3, 205.2a)

fn skybreen(alice_library: &str, sets: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"Memnite\", \"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [{alice_library}]\nplanar_deck = [\"Skybreen\"]"
    );
    let bob = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
    Play::with_rules(&duel(1, &alice, bob), sets)
}

#[test]
fn a_spell_sharing_a_card_type_with_a_librarys_top_card_cant_be_cast_601_3() {
    // Her top card is a creature: Memnite (an artifact creature) can't be cast, Lightning Bolt
    // (an instant) can.
    let mut p = skybreen(
        "\"Grizzly Bears\", \"Grizzly Bears\", \"Grizzly Bears\"",
        &[],
    );
    p.to(1, Step::Main1);
    assert!(!p.can("Alice casts Memnite"), "{:#?}", p.options());
    assert!(p.can("Alice casts Lightning Bolt"));
    // Her top card an instant: the Bolt can't, Memnite can.
    let mut p = skybreen(
        "\"Lightning Bolt\", \"Lightning Bolt\", \"Lightning Bolt\"",
        &[],
    );
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Memnite"));
    assert!(!p.can("Alice casts Lightning Bolt"), "{:#?}", p.options());
    // A land on top (Bob's too): nothing shares a card type with it.
    let mut p = skybreen("\"Island\", \"Island\", \"Island\"", &[]);
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Memnite") && p.can("Alice casts Lightning Bolt"));
    // Broken: no prohibition.
    let mut p = skybreen(
        "\"Grizzly Bears\", \"Grizzly Bears\", \"Grizzly Bears\"",
        &["prohibition.top-card=ignored"],
    );
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Memnite"));
}

// Velis Vel: "Each creature gets +1/+1 for each other creature on the battlefield that shares at
// least one creature type with it." (CR 613.4c, 205.3)

#[test]
fn each_creature_counts_the_others_sharing_a_creature_type_613_4c() {
    // Two Elves (Elf Druids) and Memnite (a Construct).
    let s = scenario(
        1,
        "\"Llanowar Elves\", \"Elvish Mystic\", \"Memnite\"",
        "\"Velis Vel\"",
        "\"Goblin Guide\"",
    );
    let p = Play::new(&s);
    let eng = p.eng();
    let pt = |name: &str| {
        let c = p.card(name);
        (eng.power(&p.g, c), eng.toughness(&p.g, c))
    };
    assert_eq!(pt("Llanowar Elves"), (2, 2), "one other Elf");
    assert_eq!(pt("Elvish Mystic"), (2, 2));
    assert_eq!(pt("Memnite"), (1, 1), "no Construct but itself");
    assert_eq!(
        pt("Goblin Guide"),
        (2, 2),
        "whoever controls it: no other Goblin"
    );
    // Broken: every other creature counts.
    let p = Play::with_rules(&s, &["anthem.shared-type=any"]);
    let eng = p.eng();
    assert_eq!(eng.power(&p.g, p.card("Memnite")), 4);
}

#[test]
fn a_creature_with_all_creature_types_shares_one_with_every_creature_205_3m() {
    let s = scenario(
        1,
        "\"Llanowar Elves\", \"Elvish Mystic\", \"Memnite\"",
        "\"Velis Vel\"",
        "\"Goblin Guide\"",
    );
    let mut p = Play::new(&s);
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    let opts = p.options();
    let o = opts
        .iter()
        .find(|o| o.contains("Velis Vel") && o.contains("Memnite"))
        .unwrap_or_else(|| panic!("{opts:#?}"))
        .clone();
    p.act(&o);
    p.pass_all();
    let eng = p.eng();
    let power = |name: &str| eng.power(&p.g, p.card(name));
    assert_eq!(
        power("Memnite"),
        4,
        "it shares a type with each of the three others"
    );
    assert_eq!(power("Llanowar Elves"), 3, "the other Elf and Memnite");
    assert_eq!(power("Goblin Guide"), 3, "Memnite is a Goblin too");
}

// Celestine Reef: "Creatures without flying or islandwalk can't attack." (CR 508.1c, 702.14c)

const WALKER: &str = r#"
[[card]]
name = "Reef Walker"
types = ["creature"]
subtypes = ["Merfolk"]
power = 1
toughness = 1
keywords = ["islandwalk"]
"#;

fn reef_attack(bob: &str, sets: &[&str]) -> Play {
    let s = scenario(
        1,
        "\"Grizzly Bears\", \"Reef Walker\"",
        "\"Celestine Reef\"",
        bob,
    );
    Play::with_rules(&format!("{s}{WALKER}"), sets)
}

#[test]
fn only_flyers_and_islandwalkers_attack_and_islandwalk_evades_702_14c() {
    let mut p = reef_attack("\"Island\", \"Memnite\"", &[]);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    assert!(p.can("Alice attacks Bob with Reef Walker"));
    assert!(
        !p.options().iter().any(|o| o.contains("Grizzly Bears")),
        "{:#?}",
        p.options()
    );
    p.act("Alice attacks Bob with Reef Walker");
    p.pass_all();
    assert!(
        !p.can("Bob blocks Reef Walker with Memnite"),
        "Bob controls an Island: {:#?}",
        p.options()
    );
    // Without an Island, Memnite may block it.
    let mut p = reef_attack("\"Mountain\", \"Memnite\"", &[]);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Reef Walker");
    p.pass_all();
    assert!(p.can("Bob blocks Reef Walker with Memnite"));
    // Broken: islandwalk doesn't evade.
    let mut p = reef_attack("\"Island\", \"Memnite\"", &["landwalk.evasion=ignored"]);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Reef Walker");
    p.pass_all();
    assert!(p.can("Bob blocks Reef Walker with Memnite"));
}
