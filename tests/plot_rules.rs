//! Plot, rule by rule (CR 702.170), on the engine directly.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

fn djinn() -> Play {
    Play::new(&duel(
        3,
        &format!("hand = [\"Djinn of Fool's Fall\"]\nbattlefield = [\"Island\", \"Island\", \"Island\", \"Island\"]\n{LIB}"),
        LIB,
    ))
}

#[test]
fn plot_action_only_in_own_main_phase_with_empty_stack_702_170a() {
    let mut p = djinn();
    assert_eq!((p.g.turn, p.g.step), (1, Step::Upkeep));
    assert!(!p.can("plots"), "not in upkeep");
    p.to(1, Step::Main1);
    assert!(p.can("Alice plots Djinn of Fool's Fall, paying {3}{U}"));
    p.to(1, Step::End);
    assert!(!p.can("plots"), "not in the end step");
    p.to(2, Step::Main1);
    p.act("Bob passes priority");
    assert!(!p.can("plots"), "not on Bob's turn");
}

#[test]
fn plot_is_a_special_action_the_player_keeps_priority_702_170b() {
    let mut p = djinn();
    p.to(1, Step::Main1);
    p.act("Alice plots Djinn");
    let djinn = p.card("Djinn of Fool's Fall");
    assert_eq!(p.g.obj(djinn).zone, Zone::Exile);
    assert_eq!(p.g.obj(djinn).plotted, Some(1));
    assert!(p.g.stack.is_empty(), "no stack object to respond to");
    assert_eq!(p.g.priority, 0, "Alice receives priority again (116.3)");
}

#[test]
fn plotted_card_is_cast_free_only_on_a_later_turn_702_170d() {
    let mut p = djinn();
    p.to(1, Step::Main1);
    p.act("Alice plots Djinn");
    assert!(!p.can("casts Djinn"), "not the turn it became plotted");
    p.to(1, Step::Main2);
    assert!(!p.can("casts Djinn"));
    p.to(2, Step::Main1);
    p.act("Bob passes priority");
    assert!(!p.can("casts Djinn"), "Bob's turn");
    p.to(3, Step::Upkeep);
    assert!(!p.can("casts Djinn"), "not in upkeep");
    p.to(3, Step::Main1);
    p.act("Alice casts Djinn of Fool's Fall from exile (plot) without paying its mana cost, free");
    let djinn = p.card("Djinn of Fool's Fall");
    assert_eq!(p.g.obj(djinn).zone, Zone::Stack);
    assert_eq!(
        p.g.obj(djinn).plotted,
        None,
        "a new object, no longer plotted (400.7)"
    );
    p.pass_all();
    assert_eq!(p.g.obj(djinn).zone, Zone::Battlefield);
}

#[test]
fn plotted_instant_is_still_sorcery_timed_even_with_orrery() {
    let mut p = Play::new(&duel(
        2,
        "hand = [\"Lightning Bolt\", \"Djinn of Fool's Fall\"]\nbattlefield = [\"Vedalken Orrery\", \"Mountain\", \"Island\", \"Island\", \"Island\"]\nexile = [{ card = \"Lightning Bolt\", plotted = true }]\nlibrary = [\"Mountain\"]",
        LIB,
    ));
    assert_eq!(p.g.step, Step::Upkeep);
    assert!(
        p.can("Alice casts Lightning Bolt, targeting Bob"),
        "Orrery: from hand at instant speed"
    );
    assert!(!p.can("from exile (plot)"), "but not the plotted one");
    assert!(!p.can("plots"), "and plotting stays sorcery-timed");
    p.to(1, Step::Main1);
    assert!(p.can(
        "casts Lightning Bolt from exile (plot) without paying its mana cost, targeting Bob, free"
    ));
    assert!(p.can("Alice plots Djinn of Fool's Fall"));
    // With a spell on the stack, neither.
    p.act("Alice casts Lightning Bolt, targeting Bob, paying {R}");
    assert!(!p.can("from exile (plot)"));
    assert!(!p.can("plots"));
}

#[test]
fn free_cast_forces_x_zero_107_3b() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Mountain\", \"Mountain\", \"Mountain\"]\nexile = [{ card = \"Blaze\", plotted = true }]\nlibrary = [\"Mountain\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts Blaze"))
        .collect();
    assert!(!casts.is_empty());
    assert!(casts.iter().all(|c| c.contains(", X=0,")), "{casts:?}");
}

#[test]
fn optional_additional_costs_may_be_paid_on_a_free_cast() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\nexile = [{ card = \"Burst Lightning\", plotted = true }]\nlibrary = [\"Mountain\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    assert!(p.can(
        "casts Burst Lightning from exile (plot) without paying its mana cost, targeting Bob, free"
    ));
    p.act("casts Burst Lightning from exile (plot) without paying its mana cost, kicked, targeting Bob, paying {4}");
    p.pass_all();
    assert_eq!(p.life(1), 16);
}

#[test]
fn cost_increases_apply_to_the_free_cast_but_not_to_plotting() {
    let mut p = Play::new(&duel(
        3,
        "hand = [\"Djinn of Fool's Fall\"]\nbattlefield = [\"Sphere of Resistance\", \"Island\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    assert!(
        !p.can("casts Djinn"),
        "from hand it costs {{5}}{{U}} under Sphere: four lands are not enough"
    );
    p.act("Alice plots Djinn of Fool's Fall, paying {3}{U}");
    p.to(3, Step::Main1);
    p.act("casts Djinn of Fool's Fall from exile (plot) without paying its mana cost, paying {1}");
}

#[test]
fn doc_aurlock_discounts_plotting_from_hand_and_spells_from_exile() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Djinn of Fool's Fall\"]\nbattlefield = [\"Doc Aurlock, Grizzled Genius\", \"Island\", \"Mountain\"]\nexile = [{ card = \"Burst Lightning\", plotted = true }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    assert!(p.can("Alice plots Djinn of Fool's Fall, paying {1}{U}"));
    // Kicker {4} minus {2} for a spell cast from exile.
    assert!(p.can("kicked, targeting Bob, paying {2}"));
}

#[test]
fn fblthp_plots_the_top_of_the_library_for_its_mana_cost_702_170f() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Fblthp, Lost on the Range\", \"Mountain\"]\nlibrary = [\"Lightning Bolt\", \"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    p.act("Alice plots Lightning Bolt from the top of their library, paying {R}");
    assert_eq!(p.g.players[0].library.len(), 1);
    assert!(!p.can("plots Island"), "a land on top cannot be plotted");
}

#[test]
fn becomes_plotted_triggers_on_the_special_action() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Longhorn Sharpshooter\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Mountain\"]",
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice plots Longhorn Sharpshooter");
    p.act("Alice targets Grizzly Bears with Longhorn Sharpshooter's trigger");
    assert_eq!(p.g.stack.len(), 1);
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
}

#[test]
fn becomes_plotted_by_an_effect_needs_no_cost_and_triggers_702_170c() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Kellan Joins Up\", \"Longhorn Sharpshooter\"]\nbattlefield = [\"Forest\", \"Plains\", \"Island\"]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Kellan Joins Up");
    p.pass_all(); // Kellan resolves; its enter trigger goes on the stack
    p.pass_all(); // the trigger resolves and asks
    p.act("Alice chooses Longhorn Sharpshooter");
    assert_eq!(p.g.obj(p.card("Longhorn Sharpshooter")).plotted, Some(1));
    p.act("Alice targets Bob with Longhorn Sharpshooter's trigger");
    p.pass_all();
    assert_eq!(p.life(1), 18);
}

#[test]
fn make_your_own_luck_with_two_cards_in_library() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Make Your Own Luck\"]\nbattlefield = [\"Forest\", \"Island\", \"Forest\", \"Island\", \"Forest\"]\nlibrary = [\"Grizzly Bears\", \"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Make Your Own Luck");
    p.pass_all();
    assert!(!p.can("chooses Island"), "a land cannot be exiled");
    p.act("Alice chooses Grizzly Bears");
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).plotted, Some(1));
    assert_eq!(p.cards_in(Zone::Hand), ["Island"]);
    assert!(p.g.players[0].library.is_empty());
}

#[test]
fn a_countered_plotted_card_is_a_new_object_in_the_graveyard_400_7() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Djinn of Fool's Fall\", plotted = true }]\nlibrary = [\"Island\"]",
        "hand = [\"Counterspell\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Djinn of Fool's Fall from exile (plot)");
    p.act("Alice passes priority");
    p.act("Bob casts Counterspell, targeting Djinn of Fool's Fall");
    p.pass_all();
    let djinn = p.card("Djinn of Fool's Fall");
    assert_eq!(p.g.obj(djinn).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(djinn).plotted, None);
    assert!(p.g.stack.is_empty());
}

#[test]
fn only_the_owner_casts_a_plotted_card() {
    let mut p = Play::new(&duel(
        2,
        "battlefield = [\"Mountain\"]\nlibrary = [\"Mountain\"]",
        "exile = [{ card = \"Lightning Bolt\", plotted = true }]\nlibrary = [\"Island\", \"Island\"]",
    ));
    p.to(1, Step::Main1);
    assert!(!p.can("casts Lightning Bolt"));
    let mut broken = Play::with_rules(&duel(2, "library = [\"Mountain\"]", "exile = [{ card = \"Lightning Bolt\", plotted = true }]\nlibrary = [\"Island\", \"Island\"]"), &["plot.caster=any-player"]);
    broken.to(1, Step::Main1);
    assert!(broken.can("Alice casts Lightning Bolt from exile (plot)"));
}

/// CR 601.2a then 601.2c: the card is on the stack when targets are chosen. A plotted Blade
/// Banish counts toward Crackling Drake's power in exile; on the stack it does not, so the
/// Drake (the only creature) is never a legal target and the cast is not a move (CR 732).
#[test]
fn targets_are_chosen_with_the_card_on_the_stack() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Crackling Drake\", \"Plains\", \"Plains\", \"Plains\", \"Plains\"]\ngraveyard = [\"Lightning Bolt\", \"Lightning Bolt\", \"Lightning Bolt\"]\nexile = [{ card = \"Blade Banish\", plotted = true }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    let drake = p.card("Crackling Drake");
    assert_eq!(p.eng().power(&p.g, drake), 4);
    assert!(!p.can("casts Blade Banish"), "{:#?}", p.options());
}
