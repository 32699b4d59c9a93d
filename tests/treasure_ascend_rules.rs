//! Treasure tokens (CR 111.10a: "{T}, Sacrifice this token: Add one mana of any color."), a
//! mana ability with a cost activated while a cost is paid (605.3a, 601.2g-h); ascend and the
//! city's blessing (702.131) with The Golden City of Orazca's "Whenever one or more creatures you
//! control deal combat damage to a player, create a Treasure token. Then draw a card if you have
//! the city's blessing." (one trigger for all of them, 603.2c); "you may play it" for a land
//! (Quicksilver Sea: 305.1, 305.2b, 305.3); a player's choice between instructions as an ability
//! resolves and "If you can't" (The Pit: 608.2d, 608.2c).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: usize = 0;
const BOB: usize = 1;

fn count(p: &Play, name: &str, zone: Zone) -> usize {
    p.cards_in(zone).iter().filter(|c| *c == name).count()
}

fn strike_it_rich(turns: u8) -> String {
    duel(
        turns,
        "hand = [\"Strike It Rich\", \"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\", \"Island\"]",
        "library = [\"Island\", \"Island\"]",
    )
}

#[test]
fn a_treasure_pays_for_a_spell_and_is_sacrificed_111_10a() {
    let mut p = Play::new(&strike_it_rich(1));
    p.to(1, Step::Main1);
    p.act("Alice casts Strike It Rich");
    p.pass_all();
    assert_eq!(count(&p, "Treasure", Zone::Battlefield), 1, "{}", p.board());
    // Lightning Bolt's {R}: the Treasure is the only untapped source.
    let bolt = p
        .options()
        .into_iter()
        .find(|o| o.contains("casts Lightning Bolt") && o.contains("Bob"))
        .unwrap_or_else(|| panic!("no Bolt: {:#?}", p.options()));
    assert!(
        bolt.contains("tapping and sacrificing Treasure"),
        "the trace says the Treasure is sacrificed: {bolt}"
    );
    p.act(&bolt);
    assert_eq!(count(&p, "Treasure", Zone::Battlefield), 0, "{}", p.board());
    p.pass_all();
    assert_eq!(p.life(BOB), 17);
}

#[test]
fn under_the_broken_rule_the_treasure_stays_605_3a() {
    let mut p = Play::with_rules(&strike_it_rich(1), &["mana.sacrifice-cost=tapped-only"]);
    p.to(1, Step::Main1);
    p.act("Alice casts Strike It Rich");
    p.pass_all();
    let bolt = p
        .options()
        .into_iter()
        .find(|o| o.contains("casts Lightning Bolt") && o.contains("Bob"))
        .unwrap_or_else(|| panic!("no Bolt: {:#?}", p.options()));
    p.act(&bolt);
    assert_eq!(count(&p, "Treasure", Zone::Battlefield), 1, "{}", p.board());
}

#[test]
fn the_treasure_sentence_reads_like_oracle_text() {
    let toml = duel(
        1,
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Gilded Cup\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    ) + "\n[[card]]\nname = \"Gilded Cup\"\ntypes = [\"artifact\"]\nmana = \"{T}, Sacrifice this artifact: Add one mana of any color.\"\n";
    let mut p = Play::new(&toml);
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt");
    assert_eq!(p.g.obj(p.card("Gilded Cup")).zone, Zone::Graveyard);
}

fn orazca(alice_battlefield: &str, rules: &[&str]) -> Play {
    let toml = duel(
        1,
        &format!(
            "hand = [\"Lightning Bolt\"]\nbattlefield = [{alice_battlefield}]\nlibrary = [\"Cancel\", \"Cancel\", \"Cancel\"]\nplanar_deck = [\"The Golden City of Orazca\"]"
        ),
        "library = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
    );
    Play::with_rules(&toml, rules)
}

const NINE: &str = "\"Grizzly Bears\", \"Grizzly Bears\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"";

/// Both Bears attack Bob and deal combat damage; the combat-damage trigger resolves.
fn attack_with_both(p: &mut Play) {
    p.to(1, Step::BeginCombat);
    p.pass_until("attacks Bob with Grizzly Bears, Grizzly Bears");
    p.act("attacks Bob with Grizzly Bears, Grizzly Bears");
    p.pass_to_step(Step::CombatDamage);
    for _ in 0..10 {
        if !p.g.stack.is_empty() || p.g.triggered.is_empty() {
            break;
        }
        p.stack_triggers_in_order();
    }
}

#[test]
fn one_trigger_for_all_the_creatures_603_2c() {
    let mut p = orazca("\"Grizzly Bears\", \"Grizzly Bears\", \"Forest\"", &[]);
    attack_with_both(&mut p);
    assert_eq!(p.g.stack.len(), 1, "one trigger: {}", p.board());
    p.pass_all();
    assert_eq!(p.life(BOB), 16);
    assert_eq!(count(&p, "Treasure", Zone::Battlefield), 1, "{}", p.board());
    // Four permanents: no blessing, no card drawn.
    assert!(!p.g.players[ALICE].city_blessing);
    assert_eq!(p.library(ALICE).len(), 3);
    // The broken variant: a trigger for each Bears.
    let mut p = orazca(
        "\"Grizzly Bears\", \"Grizzly Bears\", \"Forest\"",
        &["trigger.one-or-more=each-creature"],
    );
    attack_with_both(&mut p);
    p.pass_all();
    p.pass_all();
    assert_eq!(count(&p, "Treasure", Zone::Battlefield), 2, "{}", p.board());
}

#[test]
fn the_tenth_permanent_blesses_at_once_and_the_blessing_is_kept_702_131b_c() {
    let mut p = orazca(NINE, &[]);
    attack_with_both(&mut p);
    assert!(!p.g.players[ALICE].city_blessing, "nine permanents");
    p.pass_all();
    // The Treasure made ten: the blessing applies before "Then draw a card" asks.
    assert!(p.g.players[ALICE].city_blessing, "{}", p.board());
    assert_eq!(p.library(ALICE).len(), 2, "she drew: {}", p.board());
    // The Treasure pays for Lightning Bolt in the second main phase: nine permanents again,
    // and the blessing stays for the rest of the game.
    p.pass_to_step(Step::Main2);
    let bolt = p
        .options()
        .into_iter()
        .find(|o| o.contains("casts Lightning Bolt") && o.contains("Bob"))
        .unwrap_or_else(|| panic!("no Bolt: {:#?}", p.options()));
    p.act(&bolt);
    p.pass_all();
    assert_eq!(count(&p, "Treasure", Zone::Battlefield), 0);
    assert!(p.g.players[ALICE].city_blessing, "{}", p.board());
    // Under the broken rule it is lost with the tenth permanent.
    let mut p = orazca(NINE, &["ascend.rest-of-game=while-ten"]);
    attack_with_both(&mut p);
    p.pass_all();
    p.pass_to_step(Step::Main2);
    let bolt = p
        .options()
        .into_iter()
        .find(|o| o.contains("casts Lightning Bolt") && o.contains("Bob"))
        .unwrap_or_else(|| panic!("no Bolt: {:#?}", p.options()));
    p.act(&bolt);
    p.pass_all();
    assert!(!p.g.players[ALICE].city_blessing, "{}", p.board());
}

fn quicksilver(alice_hand: &str, rules: &[&str]) -> Play {
    let toml = duel(
        2,
        &format!(
            "hand = [{alice_hand}]\nlibrary = [\"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"]\nplanar_deck = [\"Quicksilver Sea\"]"
        ),
        "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
    );
    Play::with_rules(&toml, rules)
}

/// Alice's library is all Forests (whatever her upkeep scry does, a Forest is on top); her
/// main phase.
fn quicksilver_chaos(p: &mut Play) {
    p.to(1, Step::Main1);
}

#[test]
fn play_it_plays_a_revealed_land_as_the_land_play_305_1() {
    let mut p = quicksilver("", &[]);
    quicksilver_chaos(&mut p);
    assert_eq!(p.library(ALICE)[0], "Forest", "{}", p.board());
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.pass_all();
    assert!(p.can("Alice plays Forest"), "{:#?}", p.options());
    p.act("Alice plays Forest");
    assert_eq!(count(&p, "Forest", Zone::Battlefield), 1, "{}", p.board());
    assert_eq!(p.g.lands_played, 1, "it was her land play");
}

#[test]
fn no_land_play_left_the_land_stays_305_2b() {
    let mut p = quicksilver("\"Mountain\"", &[]);
    quicksilver_chaos(&mut p);
    p.act("Alice plays Mountain");
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.pass_all();
    assert!(!p.can("plays Forest"), "{:#?}", p.options());
    assert_eq!(p.library(ALICE)[0], "Forest", "{}", p.board());
    // The broken variant plays it anyway.
    let mut p = quicksilver("\"Mountain\"", &["play-it.land-play=free"]);
    quicksilver_chaos(&mut p);
    p.act("Alice plays Mountain");
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.pass_all();
    p.act("Alice plays Forest");
    assert_eq!(count(&p, "Forest", Zone::Battlefield), 1, "{}", p.board());
}

fn the_pit(rules: &[&str]) -> Play {
    let toml = duel(
        3,
        "library = [\"Island\", \"Island\", \"Island\"]\nplanar_deck = [\"The Eon Fog\", \"The Pit\"]",
        "battlefield = [\"Memnite\"]\nlibrary = [\"Island\", \"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
    );
    Play::with_rules(&toml, rules)
}

fn planeswalk_to_the_pit(p: &mut Play) {
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the Planeswalker symbol");
    p.pass_all(); // the planeswalking ability resolves (CR 901.8)
    p.pass_all(); // The Pit's planeswalk-to trigger resolves
}

#[test]
fn each_player_chooses_angel_or_demon_608_2d() {
    let mut p = the_pit(&[]);
    planeswalk_to_the_pit(&mut p);
    let o = p.options();
    assert!(
        o.iter()
            .any(|o| o.contains("Alice chooses to create an Angel token")),
        "{o:#?}"
    );
    p.act("Alice chooses to create an Angel token");
    p.act("Bob declines to create an Angel token");
    assert_eq!(count(&p, "Angel", Zone::Battlefield), 1, "{}", p.board());
    assert_eq!(count(&p, "Demon", Zone::Battlefield), 1, "{}", p.board());
    let eng = p.eng();
    let demon =
        p.g.in_zone(Zone::Battlefield)
            .find(|&c| eng.name(c) == "Demon")
            .unwrap();
    assert_eq!(p.g.obj(demon).controller as usize, BOB);
    // Bob's upkeep: his Demon sacrifices Memnite (another creature); no damage.
    p.to(2, Step::Draw);
    assert_eq!(
        p.g.obj(p.card("Memnite")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert_eq!(p.life(BOB), 20);
    assert_eq!(p.g.obj(demon).zone, Zone::Battlefield, "not itself");
}

#[test]
fn if_you_cant_sacrifice_the_demon_deals_6_damage_608_2c() {
    let mut p = the_pit(&[]);
    planeswalk_to_the_pit(&mut p);
    p.act("Alice declines to create an Angel token");
    p.act("Bob declines to create an Angel token");
    assert_eq!(count(&p, "Demon", Zone::Battlefield), 2, "{}", p.board());
    // Alice's next upkeep: no other creature of hers to sacrifice (her only creature is the
    // Demon): 6 damage to her.
    p.to(3, Step::Draw);
    assert_eq!(p.life(ALICE), 14, "{}", p.board());
    // Bob sacrificed Memnite in his upkeep: no damage.
    assert_eq!(p.life(BOB), 20);
    // Broken: the damage is dealt whether or not a creature was sacrificed.
    let mut p = the_pit(&["instruction.if-you-cant=ignored"]);
    planeswalk_to_the_pit(&mut p);
    p.act("Alice declines to create an Angel token");
    p.act("Bob declines to create an Angel token");
    p.to(2, Step::Draw);
    assert_eq!(p.life(BOB), 14, "{}", p.board());
}
