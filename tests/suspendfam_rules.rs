//! The plot/suspend-family cards of issue 15, rule by rule: a suspended card's own triggered
//! ability (Deep-Sea Kraken, CR 603.4, 113.6b, 108.4a), X time counters at once
//! (Timecrafting, 702.62a), returning cards to the battlefield (Resurgent Belief, 110.2a,
//! 118.6).

mod common;

use common::{duel, Play};
use rulecheck::engine::{StackItem, Step, Zone};

const BOB_FREE_SPELLS: &str =
    "hand = [\"Memnite\", \"Ornithopter\"]\nlibrary = [\"Grizzly Bears\", \"Grizzly Bears\"]";

fn kraken(time: u8) -> String {
    format!(
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\n\
         exile = [{{ card = \"Deep-Sea Kraken\", time = {time} }}]\nlibrary = [\"Island\", \"Island\"]"
    )
}

/// The abilities of `source` on the stack.
fn abilities_of(p: &Play, source: u16) -> usize {
    p.g.stack
        .iter()
        .filter(|s| matches!(s, StackItem::Ability { ability, .. } if ability.source == source))
        .count()
}

#[test]
fn an_opponents_spell_removes_a_time_counter_from_the_suspended_kraken_603_4() {
    let mut p = Play::new(&duel(2, &kraken(3), BOB_FREE_SPELLS));
    let k = p.card("Deep-Sea Kraken");
    p.to(2, Step::Main1);
    assert_eq!(p.g.obj(k).time, 2, "Alice's upkeep removed one");
    p.act("Bob casts Memnite");
    assert_eq!(abilities_of(&p, k), 1, "the Kraken's trigger, from exile");
    assert_eq!(
        p.g.triggered.len() + p.g.stack.len(),
        2,
        "Memnite and the trigger"
    );
    p.pass_all();
    assert_eq!(p.g.obj(k).time, 1);
}

#[test]
fn its_owners_own_spell_removes_none_108_4a() {
    let mut p = Play::new(&duel(2, &kraken(3), BOB_FREE_SPELLS));
    let k = p.card("Deep-Sea Kraken");
    p.to(2, Step::Main1);
    p.act("Bob passes priority");
    p.act("Alice casts Lightning Bolt");
    assert_eq!(abilities_of(&p, k), 0, "Alice controls the trigger");
    p.pass_all();
    assert_eq!(p.g.obj(k).time, 2);
}

#[test]
fn the_broken_variant_gives_the_trigger_to_the_active_player() {
    let mut p = Play::with_rules(
        &duel(2, &kraken(3), BOB_FREE_SPELLS),
        &["suspend.exiled-trigger-controller=active-player"],
    );
    let k = p.card("Deep-Sea Kraken");
    p.to(2, Step::Main1);
    p.act("Bob passes priority");
    p.act("Alice casts Lightning Bolt");
    assert_eq!(abilities_of(&p, k), 1, "Alice is Bob's opponent");
}

#[test]
fn the_last_counter_removed_by_the_trigger_lets_its_owner_cast_it_on_the_opponents_turn() {
    let mut p = Play::new(&duel(2, &kraken(2), BOB_FREE_SPELLS));
    let k = p.card("Deep-Sea Kraken");
    p.to(2, Step::Main1);
    p.act("Bob casts Memnite");
    p.pass_all();
    assert_eq!(p.g.obj(k).time, 0);
    assert_eq!(abilities_of(&p, k), 1, "suspend's last-counter trigger");
    p.pass_all();
    p.act("Alice casts Deep-Sea Kraken");
    p.pass_all();
    assert_eq!(p.g.obj(k).zone, Zone::Battlefield);
}

#[test]
fn a_kraken_that_is_not_suspended_does_not_trigger_113_6b() {
    // In exile without a time counter, and on the battlefield: "if ... is suspended" is false.
    for alice in [
        "exile = [\"Deep-Sea Kraken\"]\nlibrary = [\"Island\", \"Island\"]",
        "battlefield = [\"Deep-Sea Kraken\"]\nlibrary = [\"Island\", \"Island\"]",
    ] {
        let mut p = Play::new(&duel(2, alice, BOB_FREE_SPELLS));
        let k = p.card("Deep-Sea Kraken");
        p.to(2, Step::Main1);
        p.act("Bob casts Memnite");
        assert_eq!(abilities_of(&p, k), 0, "{alice}");
    }
}

#[test]
fn an_intervening_if_other_than_suspended_is_a_load_error_at_its_word() {
    let text = "name = \"x\"\nturns = 1\n[[card]]\nname = \"Deep Sea\"\ncost = \"{U}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nsuspend = { time = 2, cost = \"{U}\" }\n\n[[card.triggered]]\nwhen = \"an opponent casts a spell, if Deep Sea is tapped\"\ndo = [{ draw = 1 }]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n";
    let err = common::load_error("bad.toml", text);
    assert!(err.contains("expected 'is suspended'"), "{err}");
    assert!(err.contains("bad.toml:12:"), "{err}");
}

const TIMECRAFTER: &str = "hand = [\"Timecrafting\"]\n\
    battlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\n\
    exile = [{ card = \"Errant Ephemeron\", time = 3 }]\nlibrary = [\"Island\", \"Island\"]";

#[test]
fn timecrafting_removes_x_time_counters_at_once_and_the_last_counter_triggers_once() {
    let bob = "exile = [{ card = \"Rift Bolt\", time = 1 }]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&duel(1, TIMECRAFTER, bob));
    let e = p.card("Errant Ephemeron");
    p.to(1, Step::Main1);
    assert_eq!(p.g.obj(e).time, 2, "the upkeep removed one");
    p.act("Alice casts Timecrafting, X=2, mode 1, targeting Errant Ephemeron");
    p.pass_all();
    assert_eq!(p.g.obj(e).time, 0);
    assert_eq!(abilities_of(&p, e), 1, "one last-counter trigger");
}

#[test]
fn timecrafting_puts_time_counters_only_on_a_permanent_with_one_or_a_suspended_card() {
    let bob = "exile = [{ card = \"Rift Bolt\", time = 1 }]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&duel(1, TIMECRAFTER, bob));
    p.to(1, Step::Main1);
    let opts = p.options();
    assert!(
        opts.iter()
            .any(|o| o.contains("mode 2,") && o.contains("targeting Rift Bolt")),
        "{opts:#?}"
    );
    assert!(
        !opts
            .iter()
            .any(|o| o.contains("mode 2,") && o.contains("targeting Mountain")),
        "a Mountain has no time counter: {opts:#?}"
    );
    p.act("Alice casts Timecrafting, X=3, mode 2, targeting Rift Bolt");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Rift Bolt")).time, 4);
}

#[test]
fn resurgent_belief_returns_its_owners_enchantment_cards_to_the_battlefield_110_2a() {
    let alice = "battlefield = [\"Plains\", \"Mountain\"]\n\
        graveyard = [\"Leyline of the Void\", \"Training Grounds\", \"Lightning Bolt\"]\n\
        exile = [{ card = \"Resurgent Belief\", time = 1 }]\nlibrary = [\"Island\", \"Island\"]";
    let bob = "graveyard = [\"Training Grounds\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Upkeep);
    p.pass_all();
    p.pass_all();
    p.act("Alice casts Resurgent Belief");
    p.pass_all();
    let on_field = p.cards_in(Zone::Battlefield);
    assert!(
        on_field.contains(&"Leyline of the Void".to_string())
            && on_field.contains(&"Training Grounds".to_string()),
        "{on_field:?}"
    );
    let leyline = p.card("Leyline of the Void");
    assert_eq!(p.g.obj(leyline).controller, 0, "under Alice's control");
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        vec!["Lightning Bolt", "Resurgent Belief", "Training Grounds"],
        "not an instant, not Bob's card"
    );
}

#[test]
fn resurgent_belief_has_no_mana_cost_and_cannot_be_cast_from_hand_118_6() {
    let alice = "hand = [\"Resurgent Belief\"]\nbattlefield = [\"Plains\", \"Mountain\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&duel(1, alice, "library = [\"Island\", \"Island\"]"));
    p.to(1, Step::Main1);
    assert!(!p.can("casts Resurgent Belief"), "{:#?}", p.options());
    assert!(
        p.can("Alice suspends Resurgent Belief"),
        "{:#?}",
        p.options()
    );
}

const BOLTER: &str = "hand = [\"Lightning Bolt\"]\n\
    battlefield = [\"Mountain\", \"Mountain\", \"Mountain\"]\n\
    library = [\"Grizzly Bears\", \"Grizzly Bears\"]";
const INTERRUPTER: &str = "hand = [\"Aven Interrupter\"]\n\
    battlefield = [\"Plains\", \"Plains\", \"Plains\"]\n\
    library = [\"Grizzly Bears\", \"Grizzly Bears\"]";

#[test]
fn aven_interrupter_exiles_target_spell_and_it_becomes_plotted_702_170c() {
    let mut p = Play::new(&duel(3, BOLTER, INTERRUPTER));
    p.to(1, Step::Main1);
    p.act("Alice casts Lightning Bolt, targeting Bob");
    p.act("Alice passes priority");
    p.act("Bob casts Aven Interrupter");
    p.pass_all(); // the Interrupter resolves; its trigger targets the Bolt
    p.pass_all(); // the trigger resolves
    let bolt = p.card("Lightning Bolt");
    assert_eq!(p.g.obj(bolt).zone, Zone::Exile);
    assert!(p.g.obj(bolt).plotted.is_some(), "plotted, not countered");
    assert!(p.g.stack.is_empty());
    assert_eq!(p.life(1), 20, "the Bolt never resolved");
    assert!(
        !p.can("Alice casts Lightning Bolt from exile"),
        "not the turn it became plotted (702.170d)"
    );
    p.to(3, Step::Main1);
    let opts = p.options();
    assert!(
        opts.iter()
            .any(|o| o.contains("Lightning Bolt from exile (plot)") && o.contains("paying {2}")),
        "its free cast pays the Interrupter's {{2}} (118.9d): {opts:#?}"
    );
    assert!(
        !opts
            .iter()
            .any(|o| o.contains("Lightning Bolt from exile (plot)") && !o.contains("paying {2}")),
        "{opts:#?}"
    );
}
