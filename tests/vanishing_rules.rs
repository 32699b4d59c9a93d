//! Vanishing (CR 702.63a), rule by rule, with Aven Riftwatcher (and its "enters or leaves the
//! battlefield" trigger: one ability with two trigger conditions, CR 603.2).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str = "hand = [\"Aven Riftwatcher\"]\n\
    battlefield = [\"Plains\", \"Plains\", \"Plains\"]\n\
    library = [\"Plains\", \"Plains\", \"Plains\", \"Plains\"]";
const BOB: &str = "library = [\"Island\", \"Island\", \"Island\", \"Island\"]";

fn cast(sets: &[&str]) -> (Play, u16) {
    let mut p = Play::with_rules(&duel(7, ALICE, BOB), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Aven Riftwatcher");
    p.pass_all(); // the spell
    p.pass_all(); // its enters trigger
    let c = p.card("Aven Riftwatcher");
    (p, c)
}

#[test]
fn it_enters_with_n_time_counters_702_63a() {
    let (p, c) = cast(&[]);
    assert_eq!(p.g.obj(c).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(c).time, 3);
    assert_eq!(p.life(0), 22, "its enters trigger");
}

#[test]
fn a_counter_is_removed_in_its_controllers_upkeep_only() {
    let (mut p, c) = cast(&[]);
    p.to(2, Step::Upkeep);
    assert!(p.g.stack.is_empty(), "Bob's upkeep: nothing triggers");
    p.to(3, Step::Upkeep);
    assert_eq!(p.g.stack.len(), 1, "Alice's upkeep: the vanishing trigger");
    p.pass_all();
    assert_eq!(p.g.obj(c).time, 2);
}

#[test]
fn when_the_last_counter_is_removed_it_is_sacrificed_and_its_leave_trigger_fires() {
    let (mut p, c) = cast(&[]);
    p.to(7, Step::Upkeep);
    p.pass_all(); // 1 -> 0 counters: the last-counter trigger
    assert_eq!(p.g.obj(c).zone, Zone::Battlefield);
    assert_eq!(p.g.stack.len(), 1, "sacrifice it");
    p.pass_all();
    assert_eq!(p.g.obj(c).zone, Zone::Graveyard);
    p.pass_all(); // its leaves-the-battlefield trigger
    assert_eq!(p.life(0), 24);
}

#[test]
fn under_vanishing_upkeep_every_player_bobs_upkeep_removes_one_too() {
    let (mut p, c) = cast(&["vanishing.upkeep=every-player"]);
    p.to(2, Step::Upkeep);
    p.pass_all();
    assert_eq!(p.g.obj(c).time, 2);
}

#[test]
fn vanishing_zero_is_a_load_error() {
    let toml = format!(
        "{}\n[[card]]\nname = \"Odd Bird\"\ncost = \"{{W}}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nvanishing = 0\n",
        duel(1, "hand = [\"Odd Bird\"]", "")
    );
    let e = common::load_error("bad.toml", &toml);
    assert!(
        e.contains("vanishing: a number of time counters from 1 to 20"),
        "{e}"
    );
}

#[test]
fn a_sacrifice_step_sacrifices_only_what_its_controller_controls_701_21a() {
    // "When this enters, sacrifice target creature" would be an edict on anyone's creature:
    // the step sacrifices only its controller's.
    let card = "\n[[card]]\nname = \"Odd Edict\"\ncost = \"{W}\"\ntypes = [\"instant\"]\n\
                spell = [{ sacrifice = \"target creature\" }]\n";
    let alice = "hand = [\"Odd Edict\"]\nbattlefield = [\"Plains\", \"Grizzly Bears\"]\nlibrary = [\"Plains\"]";
    let bob = "battlefield = [\"Balduvian Bears\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&format!("{}{card}", duel(1, alice, bob)));
    p.to(1, Step::Main1);
    p.act("Alice casts Odd Edict, targeting Balduvian Bears");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Balduvian Bears")).zone, Zone::Battlefield);
    let mut p = Play::new(&format!("{}{card}", duel(1, alice, bob)));
    p.to(1, Step::Main1);
    p.act("Alice casts Odd Edict, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
}
