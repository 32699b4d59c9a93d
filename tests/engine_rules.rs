//! The core game: turn structure, priority, combat, state-based actions.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Decision, Outcome, Step, Zone};

#[test]
fn turn_structure_and_the_first_draw_is_skipped_103_8a() {
    let mut p = Play::new(&duel(
        2,
        "library = [\"Island\", \"Island\"]",
        "library = [\"Island\", \"Island\"]",
    ));
    assert_eq!((p.g.turn, p.g.step, p.g.priority), (1, Step::Upkeep, 0));
    p.to(1, Step::Main1);
    assert_eq!(
        p.g.players[0].library.len(),
        2,
        "the starting player skips their first draw"
    );
    p.to(2, Step::Main1);
    assert_eq!(p.g.active, 1);
    assert_eq!(p.g.players[1].library.len(), 1, "Bob draws on his turn");
}

#[test]
fn priority_passes_around_and_the_stack_resolves_117_4() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Bob");
    assert_eq!(p.g.priority, 0, "the caster receives priority (601.2i)");
    p.act("Alice passes priority");
    assert_eq!(p.g.priority, 1);
    p.act("Bob passes priority");
    assert_eq!(p.life(1), 17);
    assert_eq!(
        p.g.priority, 0,
        "the active player receives priority after resolution"
    );
    assert_eq!(p.cards_in(Zone::Graveyard), ["Lightning Bolt"]);
}

#[test]
fn one_land_per_turn_305_2() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Island\", \"Mountain\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice plays Island");
    assert!(!p.can("plays"));
    let mut broken = Play::with_rules(
        &duel(
            1,
            "hand = [\"Island\", \"Mountain\"]\nlibrary = [\"Island\"]",
            "library = [\"Island\"]",
        ),
        &["land.per-turn=unlimited"],
    );
    broken.to(1, Step::Main1);
    broken.act("Alice plays Island");
    assert!(broken.can("Alice plays Mountain"));
}

#[test]
fn summoning_sick_creatures_cannot_attack_and_unblocked_attackers_deal_damage() {
    let mut p = Play::new(&duel(
        3,
        "hand = [\"Memnite\"]\nbattlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]",
        "library = [\"Island\", \"Island\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Memnite");
    p.pass_all();
    p.to(1, Step::BeginCombat);
    p.pass_all();
    assert_eq!(p.g.decision.as_deref(), Some(&Decision::Attackers));
    assert!(p.can("Alice attacks Bob with Grizzly Bears"));
    assert!(
        !p.can("Memnite"),
        "Memnite came under Alice's control this turn (302.6)"
    );
    p.act("Alice attacks Bob with Grizzly Bears");
    p.pass_all(); // declare attackers -> declare blockers (Bob has nothing to block with)
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(p.life(1), 18);
    assert!(p.g.obj(p.card("Grizzly Bears")).tapped);
}

#[test]
fn lethal_damage_and_zero_life_are_state_based_actions_704() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Lightning Bolt\", \"Lightning Bolt\"]\nbattlefield = [\"Mountain\", \"Mountain\"]\nlibrary = [\"Island\"]",
        "life = 3\nbattlefield = [\"Centaur Courser\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Centaur Courser");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Centaur Courser")).zone,
        Zone::Graveyard,
        "3 damage on a 3/3"
    );
    p.act("Alice casts Lightning Bolt, targeting Bob");
    p.pass_all();
    assert_eq!(p.g.outcome, Some(Outcome::Win(0)));
    assert!(p.options().is_empty(), "a finished game has no actions");
}

#[test]
fn drawing_from_an_empty_library_loses_704_5b() {
    let mut p = Play::new(&duel(2, "library = [\"Island\"]", "library = []"));
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.outcome, None);
    p.pass_all();
    assert_eq!(
        p.g.outcome,
        Some(Outcome::Win(0)),
        "Bob drew from an empty library in his draw step"
    );
}

#[test]
fn cleanup_discards_to_seven_514_1() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Lightning Bolt\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    ));
    p.to(1, Step::End);
    p.pass_all();
    assert!(matches!(
        p.g.decision.as_deref(),
        Some(&Decision::Discard { player: 0 })
    ));
    assert_eq!(
        p.options(),
        ["Alice discards Island", "Alice discards Lightning Bolt"],
        "identical Islands are one choice"
    );
    p.act("Alice discards Lightning Bolt");
    assert_eq!(p.g.outcome, Some(Outcome::TurnLimit));
}

#[test]
fn mana_payments_only_differ_when_states_differ() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Grizzly Bears\"]\nbattlefield = [\"Forest\", \"Forest\", \"Forest\", \"Island\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts Grizzly Bears"))
        .collect();
    // {1}{G}: two Forests, or a Forest and the Island. Which Forest does not matter.
    assert_eq!(casts.len(), 2, "{casts:?}");
}

#[test]
fn a_bound_player_compares_with_a_player_field() {
    use rulecheck::property;
    let p = Play::new(&duel(1, "library = [\"Island\"]", "library = [\"Island\"]"));
    let expr =
        property::compile_expr("any(p in players where p == active and p.name == \"Alice\")")
            .unwrap();
    assert!(property::holds(&expr, &p.eng(), &p.g));
    let expr = property::compile_expr("any(p in players where p == active and p.name == \"Bob\")")
        .unwrap();
    assert!(!property::holds(&expr, &p.eng(), &p.g));
}

#[test]
fn the_invariant_checker_catches_a_card_in_two_places() {
    let p = Play::new(&duel(
        1,
        "hand = [\"Island\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    ));
    assert_eq!(p.eng().invariants(&p.g), Ok(()));
    let mut bad = p.g.clone();
    let in_hand = p.g.in_zone(Zone::Hand).next().unwrap();
    bad.players[0].library.push_back(in_hand);
    let err = p.eng().invariants(&bad).unwrap_err();
    assert!(err.contains("Island"), "{err}");
    let mut bad = p.g.clone();
    bad.obj_mut(in_hand).plotted = Some(1);
    assert!(p
        .eng()
        .invariants(&bad)
        .unwrap_err()
        .contains("plotted outside exile"));
}

#[test]
fn the_design_vocabulary_combat_step_and_types_fields() {
    use rulecheck::property;
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Memnite\", \"Grizzly Bears\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    ));
    p.to(1, Step::BeginCombat);
    let holds =
        |p: &Play, e: &str| property::holds(&property::compile_expr(e).unwrap(), &p.eng(), &p.g);
    assert!(holds(
        &p,
        "step == \"combat\" and combat_step == \"beginning_of_combat\" and phase == \"combat\""
    ));
    assert!(holds(
        &p,
        "any(c in cards where c.types == \"artifact creature\" and c.name == \"Memnite\")"
    ));
    assert!(holds(
        &p,
        "all(c in cards where c.name == \"Grizzly Bears\": c.types == \"creature\")"
    ));
    p.to(1, Step::Main2);
    assert!(holds(&p, "step == \"main2\" and combat_step == \"\""));
}

#[test]
fn blockers_flying_reach_and_damage_509_510() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Grizzly Bears\", \"Djinn of Fool's Fall\"]\nlibrary = [\"Island\"]",
        "battlefield = [\"Centaur Courser\", \"Longhorn Sharpshooter\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Grizzly Bears, Djinn of Fool's Fall");
    p.pass_all();
    assert!(matches!(
        p.g.decision.as_deref(),
        Some(&Decision::Blockers { player: 1 })
    ));
    let opts = p.options();
    assert!(
        opts.iter()
            .all(|o| !o.contains("Djinn of Fool's Fall with Centaur Courser")),
        "{opts:#?}"
    );
    assert!(opts
        .iter()
        .any(|o| o == "Bob blocks Djinn of Fool's Fall with Longhorn Sharpshooter"));
    p.act("Bob blocks Grizzly Bears with Centaur Courser");
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(p.life(1), 16, "the unblocked Djinn deals 4");
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Centaur Courser")).damage, 2);
}

#[test]
fn a_blocked_creature_stays_blocked_when_its_blocker_leaves_509_1h() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Centaur Courser\"]\nlibrary = [\"Island\"]",
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Grizzly Bears\", \"Mountain\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Centaur Courser");
    p.pass_all();
    p.act("Bob blocks Centaur Courser with Grizzly Bears");
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    p.pass_all();
    assert_eq!(p.g.step, Step::CombatDamage);
    assert_eq!(p.life(1), 20, "still blocked: no damage to Bob");
}

/// Identical blockers against identical attackers: a block is how many blockers take each
/// attacker, up to the order of the attackers (CR 509.1a; README "Symmetry"). Three against
/// three: the partitions of 0 to 3 blockers into at most 3 parts, 7, where listing which
/// blocker takes which attacker gives 4^3 = 64.
#[test]
fn identical_blockers_block_as_multisets_509_1a() {
    let bears = "battlefield = [\"Grizzly Bears\", \"Grizzly Bears\", \"Grizzly Bears\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, bears, bears));
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p.act("Alice attacks Bob with Grizzly Bears, Grizzly Bears, Grizzly Bears");
    p.pass_all();
    assert!(matches!(
        p.g.decision.as_deref(),
        Some(&Decision::Blockers { player: 1 })
    ));
    assert_eq!(p.options().len(), 7, "{:#?}", p.options());
    let all = p.eng().with_symmetry(false).actions(&p.g);
    assert_eq!(all.len(), 64);
    assert_eq!(p.options()[0], "Bob declares no blockers");
}

/// Listing blocks walks a position per attacker and class of blockers, without recursion: 3,000
/// attacking Grizzly Bears against 100 Bears that differ in their +1/+1 counters (100 classes)
/// are 303,000 positions, which overflowed a search thread's stack. There are far more blocks
/// than the budget allows, and the cut comes at once.
#[test]
fn listing_blocks_among_thousands_of_creatures_does_not_overflow_the_stack() {
    let attackers = format!(
        "battlefield = [{}]\nlibrary = [\"Island\"]",
        vec!["\"Grizzly Bears\""; 3000].join(", ")
    );
    let blockers = format!(
        "battlefield = [{}]\nlibrary = [\"Island\"]",
        (0..100)
            .map(|n| format!("{{ card = \"Grizzly Bears\", counters = {n} }}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let mut p = Play::new(&duel(1, &attackers, &blockers));
    p.to(1, Step::BeginCombat);
    p.pass_all();
    let all = format!(
        "Alice attacks Bob with {}",
        vec!["Grizzly Bears"; 3000].join(", ")
    );
    p.act(&all);
    p.pass_all();
    let budget = rulecheck::engine::MoveBudget::new(None, 1_000);
    let eng = p.eng().with_budget(&budget);
    // On a small stack, like a search thread's.
    let cut = std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn_scoped(s, || eng.try_actions(&p.g).map(|a| a.len()))
            .unwrap()
            .join()
            .unwrap()
    });
    assert_eq!(cut, Err(rulecheck::engine::Cut::TooMany(1_000)));
}
