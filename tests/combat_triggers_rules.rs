//! Issue 15's cards, rule by rule: combat damage triggers of any creature (CR 510.2, 603.2c,
//! 608.2h), effects "for the rest of the game" (611.2a, 402.2), attack requirements (508.1d),
//! "becomes the target of a spell" (603.2e, 115.1) and "damage can't be prevented" (615.12).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

/// Moves to `turn`'s combat and has the active player attack with `attackers`.
fn attack(p: &mut Play, turn: u8, who: &str, attackers: &str) {
    p.to(turn, Step::BeginCombat);
    p.pass_all();
    p.act(&format!("{who} attacks {attackers}"));
}

fn hand(p: &Play, player: usize) -> usize {
    p.eng().hand_size(&p.g, player as u8)
}

#[test]
fn a_planes_combat_damage_trigger_lets_the_creatures_controller_draw_510_2_608_2h() {
    let alice =
        format!("battlefield = [\"Grizzly Bears\"]\n{LIB}\nplanar_deck = [\"Undercity Reaches\"]");
    let bob = format!("{LIB}\nplanar_deck = [\"The Eon Fog\"]");
    let mut p = Play::new(&duel(1, &alice, &bob));
    attack(&mut p, 1, "Alice", "Bob with Grizzly Bears");
    // No blockers: combat damage, then the plane's trigger about the bears.
    p.to(1, Step::CombatDamage);
    assert_eq!(p.life(1), 18);
    assert_eq!(hand(&p, 0), 0);
    assert!(!p.g.stack.is_empty(), "Undercity Reaches triggered");
    p.pass_all();
    assert!(p.can("Alice declines to draw 1"), "{:#?}", p.options());
    p.act("Alice draws 1");
    assert_eq!(hand(&p, 0), 1, "the bears' controller drew");
}

#[test]
fn a_creature_you_control_trigger_ignores_other_players_creatures_603_2() {
    // Bident of Thassa is Bob's: Alice's bears hitting Bob do not trigger it.
    let alice = format!("battlefield = [\"Grizzly Bears\"]\n{LIB}");
    let bob = format!("battlefield = [\"Bident of Thassa\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &alice, &bob));
    attack(&mut p, 1, "Alice", "Bob with Grizzly Bears");
    p.to(1, Step::CombatDamage);
    assert_eq!(p.life(1), 18);
    assert!(
        p.g.stack.is_empty(),
        "Bob's Bident watches only his creatures"
    );
}

#[test]
fn no_maximum_hand_size_for_the_rest_of_the_game_outlasts_the_turn_611_2a() {
    let alice = "battlefield = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\nhand = [\"Sea Gate Restoration\", \"Counterspell\", \"Counterspell\", \"Counterspell\", \"Counterspell\", \"Counterspell\", \"Counterspell\"]\nlibrary = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]";
    let run = |sets: &[&str]| {
        let mut p = Play::with_rules(&duel(3, alice, LIB), sets);
        p.to(1, Step::Main1);
        p.act("Alice casts Sea Gate Restoration");
        p.pass_all();
        // Six cards in hand, then seven drawn: thirteen.
        assert_eq!(hand(&p, 0), 13);
        p.to(3, Step::Main1);
        let after_first = hand(&p, 0);
        p.to(3, Step::End);
        p.pass_all();
        // Turn 3's cleanup: discards if the effect ended.
        let mut discards = 0;
        while p.can("discards") {
            p.act("discards");
            discards += 1;
        }
        (after_first, discards)
    };
    let (kept, discards) = run(&[]);
    assert_eq!(
        kept, 14,
        "no discard in turn 1's cleanup, and turn 3's draw"
    );
    assert_eq!(discards, 0, "still no maximum hand size on turn 3");
    let (_, broken) = run(&["duration.rest-of-game=end-of-turn"]);
    assert!(broken > 0, "the broken variant ends it in turn 1's cleanup");
}

#[test]
fn creatures_your_opponents_control_attack_this_turn_if_able_508_1d() {
    // Bob starts; Alice activates Bident in his upkeep.
    let bob = format!("battlefield = [\"Grizzly Bears\"]\n{LIB}");
    let alice = format!("battlefield = [\"Bident of Thassa\", \"Island\", \"Island\"]\n{LIB}");
    let toml = format!(
        "name = \"t\"\nturns = 1\n\n[[player]]\nname = \"Bob\"\n{bob}\n\n[[player]]\nname = \"Alice\"\n{alice}\n"
    );
    for (sets, forced) in [
        (&[][..], true),
        (&["combat.attack-requirements=ignored"][..], false),
    ] {
        let mut p = Play::with_rules(&toml, sets);
        p.to(1, Step::Upkeep);
        p.act("Bob passes priority");
        p.act("Alice activates Bident of Thassa");
        p.pass_all();
        p.to(1, Step::BeginCombat);
        p.pass_all();
        let options = p.options();
        let stays_home = options.iter().any(|o| o.contains("declares no attackers"));
        assert_eq!(stays_home, !forced, "{options:#?}");
        assert!(
            options.iter().any(|o| o.contains("Grizzly Bears")),
            "{options:#?}"
        );
    }
}

#[test]
fn targeting_bonecrusher_giant_with_a_spell_deals_2_damage_to_its_caster_603_2e() {
    let alice = format!("battlefield = [\"Bonecrusher Giant\"]\n{LIB}");
    let bob = format!("hand = [\"Lightning Bolt\", \"Lightning Bolt\"]\nbattlefield = [\"Mountain\", \"Mountain\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &alice, &bob));
    p.to(1, Step::Main1);
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Alice");
    assert_eq!(
        p.life(1),
        20,
        "a spell targeting another player triggers nothing"
    );
    p.pass_all();
    assert_eq!(p.life(0), 17);
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Bonecrusher Giant");
    // The trigger is put on the stack above the Bolt and resolves first.
    assert_eq!(p.g.stack.len(), 2);
    p.pass_all();
    assert_eq!(
        p.life(1),
        18,
        "the Giant dealt 2 damage to the Bolt's controller"
    );
    p.pass_all();
    assert!(p
        .cards_in(Zone::Graveyard)
        .contains(&"Bonecrusher Giant".to_string()));
}

#[test]
fn damage_cant_be_prevented_this_turn_overrides_protection_615_12() {
    let knight = "\n[[card]]\nname = \"Flamewarded Knight\"\ncost = \"{1}{W}\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 2\nkeywords = [\"protection-from-red\"]\n";
    let alice = format!("hand = [\"Bonecrusher Giant\"]\nbattlefield = [\"Bonecrusher Giant\", \"Mountain\", \"Mountain\"]\n{LIB}");
    let bob = format!("battlefield = [\"Flamewarded Knight\"]\n{LIB}");
    let run = |stomp: bool, sets: &[&str]| {
        let mut p = Play::with_rules(&(duel(1, &alice, &bob) + knight), sets);
        p.to(1, Step::Main1);
        if stomp {
            p.act("Alice casts Stomp (Bonecrusher Giant's adventure), targeting Bob");
            p.pass_all();
            assert_eq!(p.life(1), 18);
        }
        attack(&mut p, 1, "Alice", "Bob with Bonecrusher Giant");
        p.pass_all();
        p.act("Bob blocks");
        p.to(1, Step::Main2);
        p.cards_in(Zone::Graveyard)
            .contains(&"Flamewarded Knight".to_string())
    };
    assert!(
        !run(false, &[]),
        "protection prevents the Giant's damage (CR 702.16e)"
    );
    assert!(run(true, &[]), "after Stomp, damage can't be prevented");
    assert!(!run(true, &["damage.cant-be-prevented=ignored"]));
}

#[test]
fn satoru_draws_only_for_creatures_that_entered_with_no_mana_spent_603_4() {
    let alice = format!(
        "hand = [\"Memnite\", \"Grizzly Bears\"]\nbattlefield = [\"Satoru, the Infiltrator\", \"Forest\", \"Forest\"]\n{LIB}"
    );
    for (sets, drawn_for_bears) in [(&[][..], 0), (&["trigger.intervening-if=ignored"][..], 1)] {
        let mut p = Play::with_rules(&duel(1, &alice, LIB), sets);
        p.to(1, Step::Main1);
        p.act("Alice casts Grizzly Bears");
        p.pass_all();
        assert_eq!(
            p.g.stack.len(),
            drawn_for_bears,
            "Satoru triggers only if mana is ignored"
        );
        if !p.g.stack.is_empty() {
            p.pass_all();
        }
        assert_eq!(p.g.players[0].library.len(), 3 - drawn_for_bears);
        p.act("Alice casts Memnite");
        p.pass_all();
        assert_eq!(
            p.g.stack.len(),
            1,
            "Memnite entered with no mana spent: Satoru triggers"
        );
        p.pass_all();
        assert_eq!(p.g.players[0].library.len(), 2 - drawn_for_bears);
    }
}

#[test]
fn a_static_cant_be_blocked_leaves_no_block_to_declare_509_1b() {
    let kraken = "[[card]]\nname = \"Sea Beast\"\ncost = \"{U}\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 3\nstatics = [\"This creature can't be blocked.\"]\n";
    let alice = format!("battlefield = [\"Sea Beast\"]\n{LIB}");
    let bob = format!("battlefield = [\"Grizzly Bears\"]\n{LIB}");
    let mut p = Play::new(&(duel(1, &alice, &bob) + kraken));
    attack(&mut p, 1, "Alice", "Bob with Sea Beast");
    p.pass_all();
    assert!(!p.can("Bob blocks"), "{:#?}", p.options());
    p.to(1, Step::Main2);
    assert_eq!(p.life(1), 17);
}

/// "At the beginning of combat on your turn" (CR 507.1) triggers as its controller's beginning
/// of combat step begins, not on the opponent's; "at the beginning of your postcombat main
/// phase" (505.4) likewise in the second main phase.
#[test]
fn beginning_of_combat_and_postcombat_main_triggers_fire_on_your_turn_507_1_505_4() {
    let alice = format!("battlefield = [\"War Drummer\"]\n{LIB}");
    let bob = format!("battlefield = [\"War Drummer\"]\n{LIB}");
    let drummer = "\n[[card]]\nname = \"War Drummer\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n\
                   [[card.triggered]]\nwhen = \"the beginning of combat on your turn\"\n\
                   do = [{ gain-life = 1 }]\n\
                   [[card.triggered]]\nwhen = \"the beginning of your postcombat main phase\"\n\
                   do = [{ lose-life = 3 }]\n";
    let mut p = Play::new(&format!("{}{drummer}", duel(2, &alice, &bob)));
    p.to(1, Step::BeginCombat);
    assert_eq!(
        p.g.stack.len(),
        1,
        "Alice's drummer triggered: {}",
        p.board()
    );
    p.pass_all();
    assert_eq!((p.life(0), p.life(1)), (21, 20));
    p.to(1, Step::Main2);
    p.pass_all();
    assert_eq!((p.life(0), p.life(1)), (18, 20));
    p.to(2, Step::Main2);
    p.pass_all();
    assert_eq!(
        (p.life(0), p.life(1)),
        (18, 18),
        "Bob's: +1 in combat, -3 after"
    );
}
