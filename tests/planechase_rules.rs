//! Planechase, rule by rule (CR 901, 311, 312, 701.31, 800.4).

mod common;

use common::Play;
use rulecheck::engine::{Decision, Step, Zone};

fn game(players: &[(&str, &str)]) -> String {
    let mut s = String::from("name = \"test\"\nturns = 2\n");
    for (name, body) in players {
        s.push_str(&format!("\n[[player]]\nname = \"{name}\"\n{body}\n"));
    }
    s
}

fn two(alice: &str, bob: &str) -> Play {
    Play::new(&game(&[("Alice", alice), ("Bob", bob)]))
}

const BOB: &str = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";

#[test]
fn the_starting_plane_is_the_starting_players_top_plane_901_5() {
    let p = two(
        "library = [\"Island\"]\nplanar_deck = [\"Chaotic Aether\", \"Fields of Summer\"]",
        BOB,
    );
    let face: Vec<_> =
        p.g.face_up
            .iter()
            .map(|&c| p.eng().name(c).to_string())
            .collect();
    assert_eq!(
        face,
        ["Fields of Summer"],
        "a phenomenon goes to the bottom, without triggering"
    );
    assert_eq!(p.g.planar_controller, Some(0));
    assert!(p.g.triggered.is_empty() && p.g.stack.is_empty());
}

#[test]
fn rolling_costs_one_more_each_time_and_only_in_your_main_phase_901_9() {
    let mut p = two(
        "battlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]\nplanar_deck = [\"Fields of Summer\"]",
        BOB,
    );
    assert!(!p.can("rolls the planar die"), "not in upkeep");
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    assert!(matches!(
        p.g.decision.as_deref(),
        Some(&Decision::PlanarDie { player: 0 })
    ));
    assert_eq!(
        p.options(),
        [
            "the planar die shows a blank face",
            "the planar die shows the chaos symbol",
            "the planar die shows the Planeswalker symbol"
        ]
    );
    p.act("shows a blank face");
    assert_eq!(p.g.priority, 0, "the active player gets priority (901.9a)");
    p.act("Alice rolls the planar die, paying {1}");
    p.act("shows a blank face");
    assert!(
        !p.can("rolls the planar die"),
        "{{2}} now, and one Island left"
    );
    p.to(2, Step::Main1);
    p.act("Bob passes priority");
    assert!(!p.can("rolls"), "Alice can't roll on Bob's turn");
}

#[test]
fn planeswalking_sends_the_plane_to_the_bottom_and_turns_up_the_next_701_31() {
    let mut p = two(
        "library = [\"Island\"]\nplanar_deck = [\"Fields of Summer\", \"The Eon Fog\"]",
        BOB,
    );
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the Planeswalker symbol");
    assert_eq!(p.g.stack.len(), 1, "the planeswalking ability (901.8)");
    p.pass_all();
    let up: Vec<_> =
        p.g.face_up
            .iter()
            .map(|&c| p.eng().name(c).to_string())
            .collect();
    assert_eq!(up, ["The Eon Fog"]);
    let fields = p.card("Fields of Summer");
    assert_eq!(
        p.g.players[0].planar.iter().copied().collect::<Vec<_>>(),
        [fields]
    );
    assert_eq!(
        p.g.obj(fields).zone,
        Zone::Command,
        "planes never leave the command zone (311.2)"
    );
}

#[test]
fn the_planar_controller_is_the_active_player_311_5() {
    let mut p = two(
        "library = [\"Island\"]\nplanar_deck = [\"Fields of Summer\"]",
        BOB,
    );
    assert_eq!(p.g.planar_controller, Some(0));
    p.to(2, Step::Upkeep);
    assert_eq!(
        p.g.planar_controller,
        Some(1),
        "Bob controls Alice's face-up plane on his turn"
    );
}

#[test]
fn chaos_triggers_the_face_up_planes_chaos_ability_311_7() {
    let mut p = two(
        "library = [\"Island\"]\nplanar_deck = [\"Fields of Summer\"]",
        BOB,
    );
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the chaos symbol");
    p.pass_all();
    p.act("Alice gains 10 life");
    assert_eq!(p.life(0), 30);
}

#[test]
fn chaotic_aether_turns_blanks_into_chaos_until_a_plane_is_left() {
    let mut p = two(
        "battlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Fields of Summer\", \"Chaotic Aether\", \"The Eon Fog\"]",
        BOB,
    );
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the Planeswalker symbol");
    p.pass_all(); // planeswalk: Chaotic Aether encountered
    p.pass_all(); // its trigger resolves; then 704.6f planeswalks away from it
    assert!(p.g.blanks_are_chaos);
    let up: Vec<_> =
        p.g.face_up
            .iter()
            .map(|&c| p.eng().name(c).to_string())
            .collect();
    assert_eq!(
        up,
        ["The Eon Fog"],
        "walking away from a phenomenon keeps the effect"
    );
    p.act("rolls the planar die, paying {1}");
    p.act("shows a blank face");
    assert_eq!(
        p.g.triggered.len() + p.g.stack.len(),
        1,
        "The Eon Fog's chaos ability triggered"
    );
}

#[test]
fn the_planar_controller_conceding_hands_over_and_their_planeswalk_ceases_800_4() {
    let mut p = Play::new(&game(&[
        ("Alice", "library = [\"Island\"]\nplanar_deck = [\"Fields of Summer\", \"The Eon Fog\"]\nconcede = true"),
        ("Bob", "library = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\", \"Talon Gates\"]"),
        ("Carol", "library = [\"Island\"]\nplanar_deck = [\"Pools of Becoming\"]"),
    ]));
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the Planeswalker symbol");
    assert_eq!(p.g.stack.len(), 1);
    p.act("Alice concedes");
    assert!(p.g.players[0].lost);
    assert_eq!(
        p.g.planar_controller,
        Some(1),
        "Bob, next in turn order (800.4p)"
    );
    assert!(
        p.g.stack.is_empty(),
        "her planeswalking ability ceased to exist (800.4a, 901.10a)"
    );
    let up: Vec<_> =
        p.g.face_up
            .iter()
            .map(|&c| p.eng().name(c).to_string())
            .collect();
    assert_eq!(
        up,
        ["Stairs to Infinity"],
        "her plane left; Bob turned his top card up (901.10)"
    );
    assert_eq!(p.g.obj(p.card("Fields of Summer")).zone, Zone::Outside);
    assert_eq!(p.g.priority, 1, "priority passes on (800.4a)");
    assert!(p.g.outcome.is_none(), "the game goes on for Bob and Carol");
}

/// All three players pass: the top of the stack resolves.
fn pass_3(p: &mut Play) {
    for _ in 0..3 {
        p.act("passes priority");
    }
}

fn face_up(p: &Play) -> Vec<String> {
    p.g.face_up
        .iter()
        .map(|&c| p.eng().name(c).to_string())
        .collect()
}

/// CR 901.10b: an ability from a phenomenon is not removed with its departed controller's other
/// abilities (800.4a); it stays on the stack, controlled by the new planar controller.
#[test]
fn a_phenomenons_ability_stays_on_the_stack_when_its_owner_concedes_901_10b() {
    let mut p = Play::new(&game(&[
        ("Alice", "library = [\"Island\"]\nplanar_deck = [\"The Eon Fog\", \"Chaotic Aether\"]\nconcede = true"),
        ("Bob", "library = [\"Island\"]\nplanar_deck = [\"Fields of Summer\"]"),
        ("Carol", "library = [\"Island\"]"),
    ]));
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the Planeswalker symbol");
    pass_3(&mut p); // the planeswalking ability resolves: Chaotic Aether is encountered
    assert_eq!(face_up(&p), ["Chaotic Aether"]);
    assert_eq!(p.g.stack.len(), 1, "its encounter ability");
    p.act("Alice concedes");
    assert_eq!(p.g.planar_controller, Some(1));
    assert_eq!(face_up(&p), ["Fields of Summer"], "901.10");
    match p.g.stack.as_slice() {
        [rulecheck::engine::StackItem::Ability { controller, .. }] => {
            assert_eq!(
                *controller, 1,
                "controlled by Bob, the new planar controller"
            )
        }
        other => panic!("the phenomenon's ability must stay on the stack: {other:?}"),
    }
    p.act("Bob passes priority");
    p.act("Carol passes priority");
    assert!(p.g.blanks_are_chaos, "it resolved");
    assert_eq!(face_up(&p), ["Fields of Summer"]);
}

/// CR 901.10, 901.11, 901.11a-b: turning up a plane because the face-up one left with its
/// owner is planeswalking away from it: Chaotic Aether's effect ends.
#[test]
fn turning_up_a_plane_after_its_owner_left_is_planeswalking_away_901_11() {
    let mut p = Play::new(&game(&[
        ("Alice", "library = [\"Island\"]\nplanar_deck = [\"The Eon Fog\", \"Chaotic Aether\"]\nconcede = true"),
        ("Bob", "library = [\"Island\"]\nplanar_deck = [\"Fields of Summer\"]"),
        ("Carol", "library = [\"Island\"]"),
    ]));
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the Planeswalker symbol");
    pass_3(&mut p); // Chaotic Aether is encountered
    pass_3(&mut p); // its ability resolves; 704.6f: back to The Eon Fog, the effect goes on
    assert!(p.g.blanks_are_chaos);
    assert_eq!(face_up(&p), ["The Eon Fog"]);
    p.act("Alice concedes");
    assert_eq!(face_up(&p), ["Fields of Summer"]);
    assert!(
        !p.g.blanks_are_chaos,
        "Bob planeswalked away from The Eon Fog"
    );
}

/// CR 800.4a, 118.12a: a player who concedes while another player's spell waits for their
/// payment ("counter target spell unless its controller pays {3}") doesn't pay; the spell
/// finishes resolving. Found by CI's random walk (seed in `fuzz.proptest-regressions`).
#[test]
fn a_player_conceding_at_a_payment_another_spell_asked_of_them_doesnt_pay_800_4a() {
    let mut p = Play::new(&game(&[
        ("Alice", "hand = [\"Mana Leak\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]"),
        ("Bob", "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]\nconcede = true"),
        ("Carol", "library = [\"Island\"]"),
    ]));
    p.to(1, Step::Main1);
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Carol");
    p.act("Bob passes priority");
    p.act("Carol passes priority");
    p.act("Alice casts Mana Leak, targeting Lightning Bolt");
    p.act("Alice passes priority");
    p.act("Bob passes priority");
    p.act("Carol passes priority");
    // Bob is asked to pay {3}; he concedes instead.
    assert!(matches!(
        p.g.decision.as_deref(),
        Some(Decision::PayMana { player: 1, .. })
    ));
    p.act("Bob concedes");
    assert_eq!(
        p.g.obj(p.card("Mana Leak")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(p.eng().invariants(&p.g), Ok(()));
    assert_eq!(p.life(2), 20);
}

/// Agyrem is Alice's face-up plane and its chaos ability resolves on her turn 1 ("creatures
/// can't attack you until a player planeswalks"); whether Bob may attack her in his turn 2's
/// combat, having planeswalked in his main phase first or not.
fn bob_may_attack_after_agyrems_chaos(planeswalk_first: bool, sets: &[&str]) -> bool {
    let mut p = Play::with_rules(
        &game(&[
            (
                "Alice",
                "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Agyrem\", \"Fields of Summer\"]",
            ),
            (
                "Bob",
                "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
            ),
        ]),
        sets,
    );
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the chaos symbol");
    p.pass_all();
    if planeswalk_first {
        p.to(2, Step::Main1);
        p.act("rolls the planar die");
        p.act("shows the Planeswalker symbol");
        p.pass_all();
    }
    p.to(2, Step::BeginCombat);
    p.pass_all();
    p.can("Bob attacks Alice")
}

#[test]
fn agyrems_chaos_keeps_creatures_from_attacking_you_until_a_player_planeswalks_508_1c_701_31a() {
    assert!(
        !bob_may_attack_after_agyrems_chaos(false, &[]),
        "the next turn, Alice is still shielded"
    );
    assert!(
        bob_may_attack_after_agyrems_chaos(true, &[]),
        "Bob planeswalked: the effect ended"
    );
    assert!(
        bob_may_attack_after_agyrems_chaos(false, &["duration.until-planeswalk=end-of-turn"]),
        "the broken variant ends it at the first cleanup"
    );
}

#[test]
fn eloren_wilds_chaos_stops_a_player_casting_spells_until_a_player_planeswalks_101_2_701_31a() {
    let mut p = two(
        "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Eloren Wilds\", \"Fields of Summer\"]",
        "hand = [\"Shock\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
    );
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the chaos symbol");
    p.act("Alice targets Bob");
    p.act("Alice passes");
    assert!(p.can("Bob casts Shock"), "in response, before it resolves");
    p.act("Bob passes");
    p.to(2, Step::Main1);
    assert!(!p.can("Bob casts Shock"), "Bob can't cast spells");
    p.act("rolls the planar die");
    p.act("shows the Planeswalker symbol");
    p.pass_all();
    assert!(
        p.can("Bob casts Shock"),
        "a player planeswalked: the effect ended"
    );
}

#[test]
fn phenomena_without_triggers_planeswalking_forever_is_a_draw_104_4b() {
    // A phenomenon with no ability (a test card: every library phenomenon now has one):
    // nothing waits on the stack, so each time it is encountered the planar controller
    // planeswalks away at once (CR 704.6f). Bob's planar deck holds only it: once he
    // planeswalks, that would never end. A draw, not a hang.
    let toml = game(&[
        (
            "Alice",
            "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Fields of Summer\"]",
        ),
        (
            "Bob",
            "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Blank Phenomenon\"]",
        ),
    ]);
    let mut p = Play::new(&format!(
        "{toml}\n[[card]]\nname = \"Blank Phenomenon\"\ntypes = [\"phenomenon\"]\n"
    ));
    p.to(2, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the Planeswalker symbol");
    p.pass_all();
    assert_eq!(p.g.outcome, Some(rulecheck::engine::Outcome::Draw));
}
