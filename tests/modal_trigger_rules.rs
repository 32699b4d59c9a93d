//! Modes of triggered abilities (CR 700.2b, 603.3c) and "target player or planeswalker" (CR
//! 115.4): Shivan Sand-Mage and Boros Charm.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

fn sand_mage(exile: &str) -> Play {
    let alice = format!(
        "hand = [\"Shivan Sand-Mage\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\nexile = [{exile}]\nlibrary = [\"Mountain\", \"Mountain\"]"
    );
    let mut p = Play::new(&duel(2, &alice, BOB));
    p.to(1, Step::Main1);
    p.act("casts Shivan Sand-Mage");
    p.pass_all();
    p
}

fn time_counters(p: &Play, name: &str) -> u8 {
    p.g.obj(p.card(name)).time
}

#[test]
fn the_mode_and_its_target_are_chosen_as_the_trigger_is_put_on_the_stack_603_3c() {
    // Two time counters: one comes off in her upkeep (CR 702.62a).
    let p = sand_mage("{ card = \"Rift Bolt\", time = 2 }");
    let options = p.options();
    assert!(
        options.contains(
            &"Alice chooses mode 1 for Shivan Sand-Mage's trigger, targeting Rift Bolt".to_string()
        ) && options.contains(
            &"Alice chooses mode 2 for Shivan Sand-Mage's trigger, targeting Rift Bolt".to_string()
        ),
        "{options:#?}"
    );
    assert!(
        !options
            .iter()
            .any(|o| o.contains("mode 2") && o.contains("Mountain")),
        "the second mode's target needs a time counter (CR 700.2f): {options:#?}"
    );

    // Mode 2: two more time counters on the suspended Rift Bolt.
    let mut two = Play {
        scenario: p.scenario.clone(),
        rules: p.rules,
        g: p.g.clone(),
    };
    two.act("chooses mode 2 for Shivan Sand-Mage's trigger, targeting Rift Bolt");
    assert_eq!(two.g.stack.len(), 1);
    two.pass_all();
    assert_eq!(time_counters(&two, "Rift Bolt"), 3);

    // Mode 1: its last counter comes off; suspend's last-counter trigger fires (702.62a).
    let mut one = p;
    one.act("chooses mode 1 for Shivan Sand-Mage's trigger, targeting Rift Bolt");
    one.pass_all();
    assert_eq!(time_counters(&one, "Rift Bolt"), 0);
    assert_eq!(one.g.stack.len(), 1, "suspend's last-counter trigger");
}

#[test]
fn a_mode_with_no_legal_target_cant_be_chosen_700_2b() {
    // The 2007-05-01 ruling: no suspended card and no permanent with a time counter: the first
    // mode, targeting any permanent.
    let p = sand_mage("");
    let options = p.options();
    assert!(!options.is_empty());
    assert!(
        options.iter().all(|o| o.contains("chooses mode 1")),
        "{options:#?}"
    );
    assert!(
        options
            .iter()
            .any(|o| o.ends_with("targeting Shivan Sand-Mage")),
        "a triggered ability may target its own source: {options:#?}"
    );
}

#[test]
fn boros_charm_deals_4_damage_to_target_player_or_planeswalker_115_4() {
    let alice = "hand = [\"Boros Charm\"]\nbattlefield = [\"Plateau\", \"Plateau\"]\nlibrary = [\"Plateau\"]";
    let bob = "battlefield = [{ card = \"Jace Reawakened\", loyalty = 3 }]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts Boros Charm, mode 1"))
        .collect();
    for target in ["Alice", "Bob", "Jace Reawakened"] {
        assert!(
            casts
                .iter()
                .any(|o| o.contains(&format!("targeting {target}"))),
            "{target}: {casts:#?}"
        );
    }
    assert_eq!(casts.len(), 3, "players and planeswalkers only: {casts:#?}");
    p.act("casts Boros Charm, mode 1, targeting Jace Reawakened");
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        ["Boros Charm", "Jace Reawakened"],
        "4 damage removes 4 loyalty counters (CR 120.3c); with none it is put into its owner's graveyard (704.5i)"
    );

    // The deliberately broken variant: the damage is marked, and Jace keeps his loyalty.
    let mut p = Play::with_rules(&duel(1, alice, bob), &["damage.planeswalker=marked"]);
    p.to(1, Step::Main1);
    p.act("casts Boros Charm, mode 1, targeting Jace Reawakened");
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Graveyard), ["Boros Charm"]);
}
