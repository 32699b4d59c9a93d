//! Exchanging control (CR 701.12a-b): "Exchange control of two target creatures." (Switcheroo)
//! and Cliffside Market's "Whenever chaos ensues, exchange control of two target permanents
//! that share a card type." Each player gains control of the permanent the other controlled, at
//! once, by a control-changing effect (613.1b) that lasts indefinitely (611.2a); if one player
//! controls both, or one target is gone as it resolves, no part of the exchange happens. A
//! creature that changes control can't attack that turn (302.6). The two targets are different
//! objects (115.3) and, on the plane, share a card type (checked as the targets are chosen and
//! again as the ability resolves, 608.2b).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: usize = 0;
const BOB: usize = 1;

fn market(turns: u8, alice_battlefield: &str) -> String {
    duel(
        turns,
        &format!(
            "battlefield = [{alice_battlefield}]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Cliffside Market\", \"Sokenzan\"]"
        ),
        "battlefield = [\"Hill Giant\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Sokenzan\"]",
    )
}

/// The chaos ability's choices of targets: the options that put it on the stack.
fn market_targets(p: &Play) -> Vec<String> {
    p.options()
        .into_iter()
        .filter(|o| o.contains("Cliffside Market's trigger"))
        .collect()
}

/// Takes the choice of targets naming both cards (with one legal pair, it is put on the
/// stack with those targets, no choice asked).
fn target_both(p: &mut Play, a: &str, b: &str) {
    let sets = market_targets(p);
    if sets.is_empty() && p.g.stack.len() == 1 {
        return;
    }
    let Some(set) = sets.iter().find(|o| o.contains(a) && o.contains(b)) else {
        panic!("no choice targets {a} and {b}: {sets:#?}");
    };
    let set = set.clone();
    p.act(&set);
}

fn chaos(p: &mut Play) {
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
}

#[test]
fn chaos_exchanges_control_of_two_creatures_701_12b() {
    let mut p = Play::new(&market(2, "\"Grizzly Bears\", \"Island\""));
    chaos(&mut p);
    target_both(&mut p, "Grizzly Bears", "Hill Giant");
    p.pass_all();
    let (bears, giant) = (p.card("Grizzly Bears"), p.card("Hill Giant"));
    assert_eq!(p.g.obj(bears).controller as usize, BOB, "{}", p.board());
    assert_eq!(p.g.obj(giant).controller as usize, ALICE, "{}", p.board());
    // The lands (a type in common too) stay where they were.
    assert_eq!(p.g.obj(p.card("Island")).controller as usize, ALICE);
    assert_eq!(p.g.obj(p.card("Mountain")).controller as usize, BOB);
}

#[test]
fn targets_must_share_a_card_type_and_be_two_objects_115_3() {
    let mut p = Play::new(&market(1, "\"Grizzly Bears\", \"Island\""));
    chaos(&mut p);
    let sets = market_targets(&p);
    // Creature and creature, land and land: two sets (each once, in either order).
    assert_eq!(sets.len(), 2, "{sets:#?}");
    for s in &sets {
        let creature_and_land = (s.contains("Grizzly Bears") || s.contains("Hill Giant"))
            && (s.contains("Island") || s.contains("Mountain"));
        assert!(!creature_and_land, "no type in common: {s}");
    }
    // A creature and a land only: no legal pair, the ability is removed (CR 603.3d).
    let bob_land_only = duel(
        1,
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]\nplanar_deck = [\"Cliffside Market\", \"Sokenzan\"]",
        "battlefield = [\"Mountain\"]\nlibrary = [\"Island\"]\nplanar_deck = [\"Sokenzan\"]",
    );
    let mut p = Play::new(&bob_land_only);
    chaos(&mut p);
    assert!(market_targets(&p).is_empty(), "{:#?}", p.options());
    assert!(p.g.stack.is_empty(), "{}", p.board());
}

#[test]
fn both_controlled_by_one_player_nothing_happens_701_12b() {
    let mut p = Play::new(&market(1, "\"Grizzly Bears\", \"Memnite\""));
    chaos(&mut p);
    target_both(&mut p, "Grizzly Bears", "Memnite");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).controller as usize, ALICE);
    assert_eq!(p.g.obj(p.card("Memnite")).controller as usize, ALICE);
    assert_eq!(p.g.obj(p.card("Hill Giant")).controller as usize, BOB);
    assert!(p.g.continuous.is_empty(), "no effect began: {}", p.board());
}

fn switcheroo(turns: u8) -> String {
    duel(
        turns,
        "hand = [\"Switcheroo\"]\nbattlefield = [\"Grizzly Bears\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]",
        "hand = [\"Shock\"]\nbattlefield = [\"Hill Giant\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]",
    )
}

fn cast_switcheroo(p: &mut Play) {
    p.to(1, Step::Main1);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts Switcheroo"))
        .collect();
    let Some(cast) = casts
        .iter()
        .find(|o| o.contains("Grizzly Bears") && o.contains("Hill Giant"))
    else {
        panic!("no cast targets both: {casts:#?}");
    };
    let cast = cast.clone();
    p.act(&cast);
}

#[test]
fn switcheroo_exchanges_and_the_creature_cant_attack_that_turn_302_6() {
    let mut p = Play::new(&switcheroo(2));
    cast_switcheroo(&mut p);
    p.pass_all();
    let (bears, giant) = (p.card("Grizzly Bears"), p.card("Hill Giant"));
    assert_eq!(p.g.obj(giant).controller as usize, ALICE, "{}", p.board());
    assert_eq!(p.g.obj(bears).controller as usize, BOB, "{}", p.board());
    // Alice's combat: the Giant has not been hers since her turn began.
    p.to(1, Step::BeginCombat);
    p.pass_all();
    assert!(
        !p.can("Alice attacks Bob with Hill Giant"),
        "{:#?}",
        p.options()
    );
    // Bob's turn: the Bears have been his since it began; he may attack with them.
    p.to(2, Step::BeginCombat);
    p.pass_all();
    assert!(
        p.can("Bob attacks Alice with Grizzly Bears"),
        "{:#?}",
        p.options()
    );
}

#[test]
fn switcheroo_needs_two_different_creatures_115_3() {
    let mut p = Play::new(&switcheroo(1));
    p.to(1, Step::Main1);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts Switcheroo"))
        .collect();
    // Bears and Giant, once (the two targets of one word are a set).
    assert_eq!(casts.len(), 1, "{casts:#?}");
}

#[test]
fn one_target_gone_as_it_resolves_nothing_happens_701_12a() {
    let mut p = Play::new(&switcheroo(1));
    cast_switcheroo(&mut p);
    p.act("Alice passes priority");
    p.act("Bob casts Shock, targeting Grizzly Bears");
    p.pass_all(); // Shock resolves: the Bears die.
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    p.pass_all(); // Switcheroo resolves: one target is gone.
    assert_eq!(
        p.g.obj(p.card("Hill Giant")).controller as usize,
        BOB,
        "{}",
        p.board()
    );
    assert_eq!(p.g.obj(p.card("Switcheroo")).zone, Zone::Graveyard);
}

#[test]
fn the_exchange_outlasts_the_turn_and_the_plane_611_2a() {
    let mut p = Play::new(&market(2, "\"Grizzly Bears\", \"Island\""));
    chaos(&mut p);
    target_both(&mut p, "Grizzly Bears", "Hill Giant");
    p.pass_all();
    // Alice planeswalks away from Cliffside Market.
    p.act("Alice rolls the planar die, paying {1}");
    p.act("shows the Planeswalker symbol");
    p.pass_all(); // the planeswalking ability resolves (CR 901.8)
    assert_eq!(
        p.planar_deck(ALICE).last().map(String::as_str),
        Some("Cliffside Market"),
        "{}",
        p.board()
    );
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).controller as usize, BOB);
    assert_eq!(p.g.obj(p.card("Hill Giant")).controller as usize, ALICE);
}

#[test]
fn the_broken_variant_ends_the_exchange_in_the_cleanup_step() {
    let mut p = Play::with_rules(
        &market(2, "\"Grizzly Bears\""),
        &["duration.rest-of-game=end-of-turn"],
    );
    chaos(&mut p);
    target_both(&mut p, "Grizzly Bears", "Hill Giant");
    p.pass_all();
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).controller as usize, ALICE);
    assert_eq!(p.g.obj(p.card("Hill Giant")).controller as usize, BOB);
}

#[test]
fn the_broken_variant_does_half_an_exchange() {
    let mut p = Play::with_rules(&switcheroo(1), &["exchange.whole=half"]);
    cast_switcheroo(&mut p);
    p.act("Alice passes priority");
    p.act("Bob casts Shock, targeting Grizzly Bears");
    p.pass_all();
    p.pass_all();
    // The Giant goes to Alice, who controlled the Bears (CR 701.12a says: nothing happens).
    assert_eq!(p.g.obj(p.card("Hill Giant")).controller as usize, ALICE);
}

/// `exchange-control` names exactly two targets (CR 701.12b): one is an error at load; "two
/// target creatures" and "target A and target B" load.
#[test]
fn exchange_control_names_two_targets() {
    let card = |phrase: &str| {
        duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
            + &format!("\n[[card]]\nname = \"Swap\"\ncost = \"{{U}}\"\ntypes = [\"sorcery\"]\nspell = [{{ exchange-control = \"{phrase}\" }}]\n")
    };
    let e = common::load_error("m.toml", &card("target creature"));
    assert!(e.contains("names two target permanents"), "{e}");
    assert!(e.contains("701.12b"), "{e}");
    for ok in [
        "two target creatures",
        "two target permanents that share a card type",
        "target artifact you control and target artifact or creature you don't control",
    ] {
        let _ = Play::new(&card(ok));
    }
}
