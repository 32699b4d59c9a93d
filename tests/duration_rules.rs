//! Continuous effects with a duration (CR 611.2, 514.2), the layers of power, toughness and
//! abilities (613), keywords as selectors and grants, vigilance (702.20), prevention (615),
//! targets and {T} costs of activated abilities (602.2b, 602.5a) and a spell that moves itself
//! as it resolves (608.2n), rule by rule.

mod common;

use common::{duel, Play};
use rulecheck::cards::Keyword;
use rulecheck::engine::{Step, Zone};

/// A free, repeatable ability of an artifact on the battlefield that does `steps`.
fn source(steps: &str) -> String {
    format!(
        "[[card]]\nname = \"Engine Room\"\ntypes = [\"artifact\"]\n\n[[card.activated]]\nzone = \"battlefield\"\ndo = [{steps}]\n"
    )
}

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

/// Alice has Engine Room (doing `steps`) and `alice` on the battlefield, Bob `bob`.
fn play(turns: u8, steps: &str, alice: &str, bob: &str) -> Play {
    play_with(turns, steps, alice, bob, &[])
}

fn play_with(turns: u8, steps: &str, alice: &str, bob: &str, sets: &[&str]) -> Play {
    let alice = format!("battlefield = [\"Engine Room\", {alice}]\n{LIB}");
    let bob = format!("battlefield = [{bob}]\n{LIB}");
    let mut p = Play::with_rules(&(duel(turns, &alice, &bob) + &source(steps)), sets);
    p.to(1, Step::Main1);
    p
}

/// Activates Engine Room (with the target its description names, if any) and lets it resolve.
fn activate(p: &mut Play, targeting: &str) {
    p.act(&format!("Alice activates Engine Room's ability{targeting}"));
    p.pass_all();
}

/// In Alice's first upkeep, `card`'s last time counter comes off and she casts it.
fn cast_from_suspend(p: &mut Play, card: &str) {
    p.pass_all(); // suspend's upkeep trigger: the last counter is removed
    p.pass_all(); // the last-counter trigger resolves
    p.act(&format!("Alice casts {card}"));
    p.pass_all();
}

/// Alice moves to her combat and attacks Bob with `attackers`.
fn attack(p: &mut Play, attackers: &str) {
    p.to(p.g.turn, Step::BeginCombat);
    p.pass_all();
    p.act(&format!("Alice attacks Bob with {attackers}"));
}

#[test]
fn target_creature_gets_plus_three_until_end_of_turn_611_2_514_2() {
    let mut p = play(
        2,
        "{ grant = \"target creature\", gets = \"+3/+3\", until = \"end of turn\" }",
        "\"Grizzly Bears\"",
        "",
    );
    activate(&mut p, ", targeting Grizzly Bears");
    let bears = p.card("Grizzly Bears");
    let eng = p.eng();
    assert_eq!((eng.power(&p.g, bears), eng.toughness(&p.g, bears)), (5, 5));
    p.to(2, Step::Upkeep);
    let eng = p.eng();
    assert_eq!(
        (eng.power(&p.g, bears), eng.toughness(&p.g, bears)),
        (2, 2),
        "ended in Alice's cleanup step"
    );
    assert!(p.g.continuous.is_empty());
}

#[test]
fn the_deliberately_broken_variant_keeps_end_of_turn_effects_514_2() {
    let mut p = play_with(
        2,
        "{ grant = \"target creature\", gets = \"+3/+3\", until = \"end of turn\" }",
        "\"Grizzly Bears\"",
        "",
        &["duration.end-of-turn=never"],
    );
    activate(&mut p, ", targeting Grizzly Bears");
    p.to(2, Step::Upkeep);
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.eng().power(&p.g, bears), 5);
}

/// CR 611.2c: "each creature you control" means those there as the effect begins; a creature
/// that arrives later is not affected. CR 400.7: one that leaves and returns is a new object.
#[test]
fn the_affected_set_is_locked_in_as_the_effect_begins_611_2c() {
    let text = duel(
        1,
        &format!(
            "hand = [\"Grizzly Bears\"]\nbattlefield = [\"Engine Room\", \"Memnite\", \"Forest\", \"Forest\"]\n{LIB}"
        ),
        LIB,
    ) + &source("{ grant = \"each creature you control\", gets = \"+1/+1\", gains = \"flying\", until = \"end of turn\" }");
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    activate(&mut p, "");
    p.act("Alice casts Grizzly Bears");
    p.pass_all();
    let (memnite, bears) = (p.card("Memnite"), p.card("Grizzly Bears"));
    let eng = p.eng();
    assert_eq!(eng.power(&p.g, memnite), 2);
    assert!(eng.has_keyword(&p.g, memnite, Keyword::Flying));
    assert_eq!(eng.power(&p.g, bears), 2, "not there as it began");
    assert!(!eng.has_keyword(&p.g, bears, Keyword::Flying));
}

#[test]
fn an_object_that_changes_zones_loses_the_effect_400_7() {
    let mut p = play(
        1,
        "{ grant = \"target creature\", gets = \"+3/+3\", until = \"end of turn\" }, { return = \"each artifact creature you control\" }",
        "\"Memnite\"",
        "",
    );
    activate(&mut p, ", targeting Memnite");
    let memnite = p.card("Memnite");
    assert_eq!(p.g.obj(memnite).zone, Zone::Hand);
    assert!(
        p.g.continuous.is_empty(),
        "the effect does not follow the card"
    );
}

/// CR 613.4: counters and modifying effects both apply in layer 7c, after the
/// characteristic-defining ability of 7a (Crackling Drake counts cards, 604.3).
#[test]
fn power_is_computed_through_the_layers_613_4() {
    let mut p = play(
        1,
        "{ grant = \"target creature\", gets = \"+2/-1\", until = \"end of turn\" }, { put = \"a +1/+1 counter\", on = \"each creature you control\" }",
        "\"Crackling Drake\"",
        "",
    );
    let drake = p.card("Crackling Drake");
    let before = p.eng().power(&p.g, drake);
    activate(&mut p, ", targeting Crackling Drake");
    let eng = p.eng();
    assert_eq!(eng.power(&p.g, drake), before + 2 + 1);
    assert_eq!(eng.toughness(&p.g, drake), 4 - 1 + 1);
}

#[test]
fn a_granted_keyword_is_had_until_end_of_turn_613_1f() {
    let mut p = play(
        2,
        "{ grant = \"target creature\", gains = \"flying and vigilance\", until = \"end of turn\" }",
        "\"Grizzly Bears\"",
        "\"Centaur Courser\"",
    );
    activate(&mut p, ", targeting Grizzly Bears");
    let bears = p.card("Grizzly Bears");
    assert!(p.eng().has_keyword(&p.g, bears, Keyword::Flying));
    attack(&mut p, "Grizzly Bears");
    assert!(!p.g.obj(bears).tapped, "vigilance (702.20b)");
    assert!(
        !p.eng().can_declare_blocks(&p.g, 1),
        "Centaur Courser can't block a flier (702.9b)"
    );
    p.pass_all();
    assert!(!p.can("Bob blocks"));
    p.to(2, Step::Upkeep);
    assert!(!p.eng().has_keyword(&p.g, bears, Keyword::Flying));
}

#[test]
fn a_creature_that_cant_be_blocked_this_turn_509_1b() {
    let mut p = play(
        1,
        "{ grant = \"target creature with power 3 or less\", cant-be-blocked = true, until = \"this turn\" }",
        "\"Grizzly Bears\", \"Centaur Courser\"",
        "\"Memnite\"",
    );
    assert!(
        p.can("targeting Centaur Courser"),
        "a 3/3 has power 3 or less"
    );
    activate(&mut p, ", targeting Grizzly Bears");
    attack(&mut p, "Grizzly Bears, Centaur Courser");
    p.pass_all();
    assert!(p.can("Bob blocks Centaur Courser with Memnite"));
    assert!(!p.can("Bob blocks Grizzly Bears with Memnite"));
}

/// "each creature that doesn't have first strike, double strike, vigilance, or haste" (Path
/// of Mettle): keywords as the creature has them now, haste from suspend included (702.62a).
#[test]
fn keywords_are_selectors_with_haste_from_suspend_702_62a() {
    let text = duel(
        1,
        &format!(
            "battlefield = [\"Engine Room\", \"Grizzly Bears\", \"Ith, High Arcanist\"]\nexile = [{{ card = \"Errant Ephemeron\", time = 1 }}]\n{LIB}"
        ),
        &format!("battlefield = [\"Memnite\"]\n{LIB}"),
    ) + &source(
        "{ damage = 1, to = \"each creature that doesn't have first strike, double strike, vigilance, or haste\" }",
    );
    let mut p = Play::new(&text);
    cast_from_suspend(&mut p, "Errant Ephemeron");
    p.to(1, Step::Main1);
    activate(&mut p, "");
    let damaged: Vec<u8> = [
        "Grizzly Bears",
        "Ith, High Arcanist",
        "Errant Ephemeron",
        "Memnite",
    ]
    .iter()
    .map(|n| p.g.obj(p.card(n)).damage)
    .collect();
    assert_eq!(damaged, [1, 0, 0, 0], "Memnite died of its damage");
    assert_eq!(p.g.obj(p.card("Memnite")).zone, Zone::Graveyard);
}

#[test]
fn a_target_with_a_keyword_is_chosen_among_those_that_have_it_now() {
    let mut p = play(
        1,
        "{ destroy = \"target creature with flying\" }",
        "\"Grizzly Bears\"",
        "\"Centaur Courser\"",
    );
    assert!(!p.can("Engine Room's ability"), "no creature has flying");
    // A grant of flying makes Grizzly Bears a legal target.
    let text = duel(
        1,
        &format!("battlefield = [\"Engine Room\", \"Sky Charm\", \"Grizzly Bears\"]\n{LIB}"),
        LIB,
    ) + &source("{ destroy = \"target creature with flying\" }")
        + "\n[[card]]\nname = \"Sky Charm\"\ntypes = [\"artifact\"]\n\n[[card.activated]]\ndo = [{ grant = \"each creature you control\", gains = \"flying\", until = \"end of turn\" }]\n";
    p = Play::new(&text);
    p.to(1, Step::Main1);
    p.act("Alice activates Sky Charm's ability");
    p.pass_all();
    activate(&mut p, ", targeting Grizzly Bears");
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
}

#[test]
fn vigilance_keeps_an_attacker_untapped_702_20b() {
    let mut p = play(1, "{ draw = 1 }", "\"Ith, High Arcanist\"", "");
    attack(&mut p, "Ith, High Arcanist");
    assert!(!p.g.obj(p.card("Ith, High Arcanist")).tapped);
    let mut q = play_with(
        1,
        "{ draw = 1 }",
        "\"Ith, High Arcanist\"",
        "",
        &["combat.vigilance=taps"],
    );
    attack(&mut q, "Ith, High Arcanist");
    assert!(q.g.obj(q.card("Ith, High Arcanist")).tapped);
}

/// Ith's ability: its target is chosen as it is activated (602.2b), only an attacking
/// creature; {T} is its cost (602.5a).
#[test]
fn ith_untaps_an_attacker_and_prevents_its_combat_damage_615_1a() {
    let mut p = play(
        1,
        "{ draw = 1 }",
        "\"Ith, High Arcanist\", \"Grizzly Bears\"",
        "",
    );
    assert!(
        !p.can("Ith, High Arcanist's ability"),
        "no attacking creature to target"
    );
    attack(&mut p, "Grizzly Bears");
    let (ith, bears) = (p.card("Ith, High Arcanist"), p.card("Grizzly Bears"));
    assert!(p.g.obj(bears).tapped);
    assert!(!p.can("targeting Ith"), "Ith is not attacking");
    p.act("Alice activates Ith, High Arcanist's ability, targeting Grizzly Bears");
    assert!(p.g.obj(ith).tapped, "the {{T}} cost");
    assert!(!p.can("Ith, High Arcanist's ability"), "tapped: once");
    p.pass_all();
    assert!(!p.g.obj(bears).tapped, "untapped");
    p.to(1, Step::Main2);
    assert_eq!(p.life(1), 20, "its combat damage was prevented");
}

#[test]
fn prevention_covers_damage_dealt_to_and_by_the_creature_615_1a() {
    let steps = "{ prevent = \"all combat damage that would be dealt to and dealt by target creature\", until = \"this turn\" }";
    for (sets, prevented) in [(&[][..], true), (&["damage.prevention=ignore"][..], false)] {
        let mut p = play_with(1, steps, "\"Grizzly Bears\"", "\"Centaur Courser\"", sets);
        activate(&mut p, ", targeting Grizzly Bears");
        attack(&mut p, "Grizzly Bears");
        p.pass_all();
        p.act("Bob blocks Grizzly Bears with Centaur Courser");
        p.to(1, Step::Main2);
        let bears_zone = p.g.obj(p.card("Grizzly Bears")).zone;
        let courser_damage = p.g.obj(p.card("Centaur Courser")).damage;
        if prevented {
            assert_eq!((bears_zone, courser_damage), (Zone::Battlefield, 0));
        } else {
            assert_eq!((bears_zone, courser_damage), (Zone::Graveyard, 2));
        }
    }
}

/// CR 302.6, 602.5a: a creature's {T} ability needs haste or continuous control since its
/// controller's turn began; haste from suspend lasts as long as they control it (702.62a).
#[test]
fn a_tap_ability_needs_haste_the_turn_a_creature_arrives_302_6() {
    let hand = duel(
        2,
        &format!(
            "hand = [\"Ith, High Arcanist\"]\nbattlefield = [\"Plains\", \"Island\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"]\n{LIB}"
        ),
        &format!("battlefield = [\"Grizzly Bears\"]\n{LIB}"),
    );
    let mut p = Play::new(&hand);
    p.to(1, Step::Main1);
    p.act("Alice casts Ith, High Arcanist");
    p.pass_all();
    p.to(2, Step::BeginCombat);
    p.pass_all();
    p.act("Bob attacks Alice with Grizzly Bears");
    p.act("Bob passes priority");
    assert!(
        !p.can("Ith, High Arcanist's ability"),
        "cast from hand: summoning sick on Bob's turn"
    );
    let suspended = duel(
        2,
        &format!("exile = [{{ card = \"Ith, High Arcanist\", time = 1 }}]\n{LIB}"),
        &format!("battlefield = [\"Grizzly Bears\"]\n{LIB}"),
    );
    let mut p = Play::new(&suspended);
    cast_from_suspend(&mut p, "Ith, High Arcanist");
    p.to(2, Step::BeginCombat);
    p.pass_all();
    p.act("Bob attacks Alice with Grizzly Bears");
    p.act("Bob passes priority");
    p.act("Alice activates Ith, High Arcanist's ability, targeting Grizzly Bears");
    p.pass_all();
    p.to(2, Step::Main2);
    assert_eq!(p.life(0), 20, "haste from suspend, on Bob's turn too");
}

/// CR 608.2n, 702.62b: Cyclical Evolution exiles itself with three time counters as it
/// resolves, so it is suspended again; with no creature to target it can't be cast from
/// suspend (601.2c) and stays exiled, no longer suspended (702.62a).
#[test]
fn cyclical_evolution_exiles_itself_and_is_suspended_again_608_2n() {
    let mut p = Play::new(&duel(
        1,
        &format!(
            "hand = [\"Cyclical Evolution\"]\nbattlefield = [\"Grizzly Bears\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"]\n{LIB}"
        ),
        LIB,
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Cyclical Evolution, targeting Grizzly Bears");
    p.pass_all();
    let evolution = p.card("Cyclical Evolution");
    let o = p.g.obj(evolution);
    assert_eq!((o.zone, o.time), (Zone::Exile, 3));
    assert!(p.eng().is_suspended(&p.g, evolution));
    assert_eq!(p.eng().power(&p.g, p.card("Grizzly Bears")), 5);

    let mut q = Play::with_rules(
        &duel(
            1,
            &format!(
                "hand = [\"Cyclical Evolution\"]\nbattlefield = [\"Grizzly Bears\", \"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"]\n{LIB}"
            ),
            LIB,
        ),
        &["resolve.self-move=graveyard"],
    );
    q.to(1, Step::Main1);
    q.act("Alice casts Cyclical Evolution, targeting Grizzly Bears");
    q.pass_all();
    assert_eq!(q.g.obj(q.card("Cyclical Evolution")).zone, Zone::Graveyard);
}

/// Also under CR 2023-11-17's mandatory cast: with no legal target available it can't be
/// cast (suspend ruling 2021-03-19), so no cast begins (and none loops, as Blade Banish's
/// does when moving it removes the only target).
#[test]
fn cyclical_evolution_with_no_target_stays_exiled_unsuspended_601_2c() {
    for edition in ["latest", "2023-11-17"] {
        let text = duel(
            1,
            &format!("exile = [{{ card = \"Cyclical Evolution\", time = 1 }}]\n{LIB}"),
            LIB,
        );
        let scenario =
            rulecheck::model::parse(std::path::Path::new("t.toml"), &text).expect("loads");
        let mut p = Play::new(&text);
        p.rules = rulecheck::engine::Rules::of(edition).unwrap();
        p.g = p.eng().start(scenario.setup);
        p.pass_all(); // the last counter comes off
        p.pass_all(); // the last-counter trigger resolves
        assert!(
            !p.can("casts Cyclical Evolution") && !p.can("begins to cast"),
            "{edition}: {:?}",
            p.options()
        );
        p.to(1, Step::Main1);
        let evolution = p.card("Cyclical Evolution");
        let o = p.g.obj(evolution);
        assert_eq!((o.zone, o.time), (Zone::Exile, 0), "{edition}");
        assert!(!p.eng().is_suspended(&p.g, evolution));
    }
}

/// The rendered error of a model that must not load.
fn model_error(text: &str) -> String {
    common::load_error("bad.toml", text)
}

#[test]
fn a_grant_says_what_and_for_how_long() {
    let card = |step: &str| {
        format!("name = \"x\"\nturns = 1\n[[card]]\nname = \"Boost\"\ncost = \"{{G}}\"\ntypes = [\"instant\"]\nspell = [{step}]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n")
    };
    let err = model_error(&card("{ grant = \"target creature\", gets = \"+3/+3\" }"));
    assert!(err.contains("this step needs `until`"), "{err}");
    // CR 611.2a: "It gains haste." with no duration lasts while the object stays.
    let haste = card("{ grant = \"target creature\", gains = \"haste\" }");
    assert!(
        rulecheck::model::parse(std::path::Path::new("ok.toml"), &haste).is_ok(),
        "a keyword gained with no duration loads"
    );
    let err = model_error(&card(
        "{ grant = \"target creature\", gets = \"3/3\", until = \"end of turn\" }",
    ));
    assert!(
        err.contains("'3/3' is not a power/toughness change"),
        "{err}"
    );
    assert!(err.contains("bad.toml:7:"), "{err}");
    let err = model_error(&card(
        "{ grant = \"target creature\", gains = \"flyng\", until = \"end of turn\" }",
    ));
    assert!(err.contains("expected a keyword"), "{err}");
    let err = model_error(&card(
        "{ grant = \"target creature\", until = \"end of turn\" }",
    ));
    assert!(err.contains("say what it gets"), "{err}");
    let err = model_error(&card(
        "{ prevent = \"all combat damage that would be dealt by that creature\", until = \"this turn\" }",
    ));
    assert!(err.contains("refers to a target named earlier"), "{err}");
    let err = model_error(&card(
        "{ grant = \"target creature\", gets = \"+1/+1\", until = \"next turn\" }",
    ));
    assert!(
        err.contains(
            "'until end of turn', 'this turn', 'until your next turn', 'until the end of your next turn', 'until a player planeswalks', 'for as long as it has a [kind] counter on it' or 'for the rest of the game'"
        ),
        "{err}"
    );
}

/// CR 611.3a, 613.4c: a static "Creatures you control get +1/+1" applies in layer 7c with
/// counters and effects from resolving abilities, to its controller's creatures on the
/// battlefield only.
#[test]
fn an_anthem_adds_in_layer_7c_to_the_creatures_you_control() {
    let banner = "\n[[card]]\nname = \"Plain Banner\"\ntypes = [\"artifact\"]\nstatics = [\"Creatures you control get +1/+1.\"]\n";
    let text = duel(
        1,
        &format!(
            "hand = [\"Grizzly Bears\"]\nbattlefield = [\"Engine Room\", \"Plain Banner\", \"Memnite\"]\n{LIB}"
        ),
        &format!("battlefield = [\"Centaur Courser\"]\n{LIB}"),
    ) + &source("{ grant = \"target creature\", gets = \"+3/+3\", until = \"end of turn\" }")
        + banner;
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    activate(&mut p, ", targeting Memnite");
    let eng = p.eng();
    let pt = |name: &str| {
        let c = p.card(name);
        (eng.power(&p.g, c), eng.toughness(&p.g, c))
    };
    assert_eq!(pt("Memnite"), (5, 5), "1/1, +3/+3, +1/+1");
    assert_eq!(
        pt("Centaur Courser"),
        (3, 3),
        "Bob's: not his controller's banner"
    );
    assert_eq!(
        pt("Grizzly Bears"),
        (2, 2),
        "in hand: not a creature you control"
    );
}

/// "Until your next turn, creatures can't attack you." (a `rule` step) for Alice, with Bob's
/// `bob` on the battlefield, over `turns` turns.
fn shielded(turns: u8, bob: &str, sets: &[&str]) -> Play {
    let mut p = Play::with_rules(
        &(duel(
            turns,
            &format!("battlefield = [\"Engine Room\"]\n{LIB}"),
            &format!("battlefield = [{bob}]\n{LIB}"),
        ) + &source("{ rule = \"until your next turn, creatures can't attack you\" }")),
        sets,
    );
    p.to(1, Step::Main1);
    activate(&mut p, "");
    p
}

/// Bob moves to his combat on `turn`; whether he may declare an attack on Alice.
fn bob_may_attack(p: &mut Play, turn: u8) -> bool {
    p.to(turn, Step::BeginCombat);
    p.pass_all();
    p.can("Bob attacks Alice")
}

#[test]
fn until_your_next_turn_creatures_cant_attack_you_611_2b_508_1c() {
    let mut p = shielded(4, "\"Grizzly Bears\"", &[]);
    assert!(!bob_may_attack(&mut p, 2), "Bob's turn: Alice is shielded");
    assert!(p
        .board()
        .contains("creatures can't attack Alice until Alice's next turn"));
    p.to(3, Step::Upkeep);
    assert_eq!(p.g.cant_attack, 0, "ended as Alice's next turn began");
    assert!(bob_may_attack(&mut p, 4), "Bob's next turn: it is over");
}

#[test]
fn the_deliberately_broken_variant_ends_it_at_end_of_turn_611_2b() {
    let mut p = shielded(
        2,
        "\"Grizzly Bears\"",
        &["duration.until-next-turn=end-of-turn"],
    );
    assert!(bob_may_attack(&mut p, 2));
}

/// Ruling on Chronomantic Escape (2013-04-15): the restriction is on declaring attacks, so a
/// creature that arrives after it began can't attack either.
#[test]
fn a_creature_that_arrives_later_cant_attack_you_either_508_1c() {
    let goblin = "\n[[card]]\nname = \"Raging Goblin\"\nreplaces = true\ncost = \"{R}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"haste\"]\n";
    let text = duel(
        2,
        &format!("battlefield = [\"Engine Room\"]\n{LIB}"),
        &format!("hand = [\"Raging Goblin\"]\nbattlefield = [\"Mountain\"]\n{LIB}"),
    ) + &source("{ rule = \"until your next turn, creatures can't attack you\" }")
        + goblin;
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    activate(&mut p, "");
    p.to(2, Step::Main1);
    p.act("Bob casts Raging Goblin");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Raging Goblin")).zone, Zone::Battlefield);
    assert!(!bob_may_attack(&mut p, 2));
}

/// With three players, only the shielded one is out of reach: Bob may still attack Carol.
#[test]
fn other_players_can_still_be_attacked_508_1c() {
    let text = format!(
        "name = \"test\"\nturns = 2\n\n[[player]]\nname = \"Alice\"\nbattlefield = [\"Engine Room\"]\n{LIB}\n\n[[player]]\nname = \"Bob\"\nbattlefield = [\"Grizzly Bears\"]\n{LIB}\n\n[[player]]\nname = \"Carol\"\n{LIB}\n"
    ) + &source("{ rule = \"until your next turn, creatures can't attack you\" }");
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    activate(&mut p, "");
    p.to(2, Step::BeginCombat);
    p.act("passes priority");
    p.act("passes priority");
    p.act("passes priority");
    assert!(p.can("Bob attacks Carol with Grizzly Bears"));
    assert!(!p.can("Bob attacks Alice"));
}
