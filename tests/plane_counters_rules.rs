//! Counters on planes (CR 122.1, 901.7), planeswalking away from a plane (901.11b), and a
//! plane's combat restriction by a selector (508.1c, 509.1b): Aretopolis, Mount Keralia, Hedron
//! Fields of Agadeem.

mod common;

use common::Play;
use rulecheck::engine::{Step, Zone};

fn two(alice: &str, bob: &str) -> Play {
    Play::new(&common::duel(3, alice, bob))
}

fn with(sets: &[&str], alice: &str, bob: &str) -> Play {
    Play::with_rules(&common::duel(3, alice, bob), sets)
}

const BOB: &str = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"The Eon Fog\"]";

fn scrolls(p: &Play, name: &str) -> u8 {
    p.g.obj(p.card(name)).named_counters.get(0)
}

#[test]
fn aretopolis_counts_its_scroll_counters_each_upkeep_122_1() {
    let mut p = two(
        "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Aretopolis\"]",
        BOB,
    );
    p.to(1, Step::Main1);
    assert_eq!(
        scrolls(&p, "Aretopolis"),
        1,
        "Alice's upkeep: a scroll counter"
    );
    assert_eq!(p.life(0), 21, "then she gains life equal to the counters");
    p.to(2, Step::Main1);
    assert_eq!(
        scrolls(&p, "Aretopolis"),
        2,
        "Bob's upkeep too: he is planar controller"
    );
    assert_eq!(
        p.life(1),
        22,
        "he gains 2: the number of scroll counters on it"
    );
}

#[test]
fn chaos_on_aretopolis_draws_as_many_cards_as_it_has_scroll_counters() {
    let mut p = two(
        "library = [\"Island\", \"Island\", \"Island\"]\nplanar_deck = [\"Aretopolis\"]",
        BOB,
    );
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the chaos symbol");
    p.pass_all();
    assert_eq!(scrolls(&p, "Aretopolis"), 2);
    assert_eq!(p.cards_in(Zone::Hand).len(), 2, "draws two");
}

#[test]
fn a_plane_turned_face_down_loses_its_counters_311_6() {
    let mut p = two(
        "battlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Aretopolis\", \"The Eon Fog\"]",
        BOB,
    );
    p.to(1, Step::Main1);
    assert_eq!(p.life(0), 21);
    for cost in ["{0}", "{1}"] {
        p.act(&format!("rolls the planar die, paying {cost}"));
        p.act("shows the Planeswalker symbol");
        p.pass_all();
    }
    assert!(p.g.face_up.contains(&p.card("Aretopolis")), "back to it");
    p.pass_all();
    assert_eq!(
        scrolls(&p, "Aretopolis"),
        1,
        "a new object: planeswalking to it puts its first scroll counter on"
    );
    assert_eq!(p.life(0), 22);
}

const KERALIA: &str = "battlefield = [\"Balduvian Bears\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Mount Keralia\", \"The Eon Fog\"]";
const BOB_THOPTER: &str =
    "battlefield = [\"Ornithopter\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Fields of Summer\"]";

fn erupt(mut p: Play) -> Play {
    p.to(2, Step::Main1);
    assert_eq!(
        p.g.obj(p.card("Mount Keralia")).named_counters.get(1),
        1,
        "a pressure counter at Alice's end step"
    );
    p.act("rolls the planar die");
    p.act("shows the Planeswalker symbol");
    p.pass_all();
    p.pass_all();
    p
}

#[test]
fn mount_keralia_erupts_with_its_last_pressure_counters_when_left_901_11b() {
    let p = erupt(two(KERALIA, BOB_THOPTER));
    assert_eq!(p.g.obj(p.card("Balduvian Bears")).damage, 1);
    assert_eq!(
        p.g.obj(p.card("Ornithopter")).damage,
        1,
        "each creature: Bob's too"
    );
}

#[test]
fn without_the_planeswalk_away_trigger_nothing_erupts() {
    let p = erupt(with(
        &["planechase.planeswalk-away=ignored"],
        KERALIA,
        BOB_THOPTER,
    ));
    assert_eq!(p.g.obj(p.card("Balduvian Bears")).damage, 0);
}

fn eldrazi_vs_bears(sets: &[&str]) -> Play {
    let mut p = Play::with_rules(
        &format!(
            "tokens = {{ Eldrazi = 1 }}\n{}",
            common::duel(
                3,
                "battlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Hedron Fields of Agadeem\"]",
                "battlefield = [\"Balduvian Bears\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"The Eon Fog\"]",
            )
        ),
        sets,
    );
    p.to(1, Step::Main1);
    p.act("rolls the planar die");
    p.act("shows the chaos symbol");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Eldrazi")).zone, Zone::Battlefield);
    p.to(2, Step::BeginCombat);
    p.pass_all();
    p.act("Bob attacks Alice with Balduvian Bears");
    p.act("Bob passes priority");
    p.act("Alice passes priority");
    p
}

#[test]
fn hedron_fields_stops_a_7_7_from_blocking_509_1b() {
    let p = eldrazi_vs_bears(&[]);
    assert!(
        !p.can("Alice blocks Balduvian Bears with Eldrazi"),
        "power 7 or greater can't block: {:?}",
        p.options()
    );
    let p = eldrazi_vs_bears(&["static.cant=ignore"]);
    assert!(
        p.can("Alice blocks Balduvian Bears with Eldrazi"),
        "without the restriction it could: {:?}",
        p.options()
    );
}
