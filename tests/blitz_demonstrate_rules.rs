//! Blitz (CR 702.152a-b): an alternative cost (118.9); a permanent whose blitz cost was paid
//! has haste and "When this creature dies, draw a card." and is sacrificed at the beginning of
//! the next end step (603.7). Demonstrate (CR 702.144a): "When you cast this spell, you may
//! copy it ... If you copy the spell, choose an opponent. That player copies the spell and may
//! choose new targets for that copy." Both granted by planes: The Caldaia ("Creature spells
//! you cast from your hand have blitz {3}.") and Strixhaven ("Instant and sorcery spells
//! players cast have demonstrate.").

mod common;

use common::{duel, load_error, Play};
use rulecheck::cards::Keyword;
use rulecheck::engine::{StackItem, Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

fn strongarm(forests: usize) -> String {
    let lands = vec!["\"Forest\""; forests].join(", ");
    format!("hand = [\"Caldaia Strongarm\"]\nbattlefield = [{lands}]\nlibrary = [\"Island\", \"Island\"]")
}

/// Casts Caldaia Strongarm for its blitz cost with four Forests and resolves it and its enter
/// trigger (two +1/+1 counters on itself, the only creature).
fn blitzed(rules: &[&str]) -> Play {
    let mut p = Play::with_rules(&duel(2, &strongarm(4), BOB), rules);
    p.to(1, Step::Main1);
    // Four Forests: only the blitz cost {3}{G} can be paid, not {4}{G}.
    assert!(
        !p.options()
            .iter()
            .any(|o| o.contains("casts Caldaia Strongarm") && !o.contains("blitzed")),
        "{:#?}",
        p.options()
    );
    p.act("Alice casts Caldaia Strongarm, blitzed, paying {3}{G}");
    p.pass_all();
    p.pass_all();
    assert!(p.g.stack.is_empty(), "{}", p.board());
    p
}

#[test]
fn a_blitzed_creature_has_haste_and_is_sacrificed_at_the_next_end_step_drawing_a_card_702_152a() {
    let mut p = blitzed(&[]);
    let s = p.card("Caldaia Strongarm");
    assert!(
        p.eng().has_keyword(&p.g, s, Keyword::Haste),
        "{}",
        p.board()
    );
    // CR 603.7, 513.1: at the beginning of the end step its delayed sacrifice triggers.
    p.to(1, Step::End);
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    p.pass_all();
    assert_eq!(p.g.obj(s).zone, Zone::Graveyard, "{}", p.board());
    // "When this creature dies, draw a card." (its controller's: Alice's).
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    p.pass_all();
    assert_eq!(p.eng().hand_size(&p.g, 0), 1, "{}", p.board());
    assert_eq!(p.library(0).len(), 1);
}

#[test]
fn under_blitz_sacrifice_never_it_stays() {
    let mut p = blitzed(&["blitz.sacrifice=never"]);
    p.to(2, Step::Upkeep);
    let s = p.card("Caldaia Strongarm");
    assert_eq!(p.g.obj(s).zone, Zone::Battlefield, "{}", p.board());
}

#[test]
fn under_blitz_draw_none_its_death_draws_nothing() {
    let mut p = blitzed(&["blitz.draw=none"]);
    p.to(1, Step::End);
    p.pass_all();
    let s = p.card("Caldaia Strongarm");
    assert_eq!(p.g.obj(s).zone, Zone::Graveyard, "{}", p.board());
    assert!(p.g.stack.is_empty(), "no draw trigger: {}", p.board());
    assert_eq!(p.eng().hand_size(&p.g, 0), 0);
}

#[test]
fn cast_for_its_mana_cost_it_is_an_ordinary_creature_702_152a() {
    let mut p = Play::new(&duel(2, &strongarm(5), BOB));
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Caldaia Strongarm, blitzed, paying {3}{G}"));
    p.act("Alice casts Caldaia Strongarm, paying {4}{G}");
    p.pass_all();
    p.pass_all();
    let s = p.card("Caldaia Strongarm");
    assert!(
        !p.eng().has_keyword(&p.g, s, Keyword::Haste),
        "{}",
        p.board()
    );
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.obj(s).zone, Zone::Battlefield, "{}", p.board());
}

fn caldaia(rules: &[&str]) -> Play {
    let alice = "hand = [\"Craw Wurm\", \"Lightning Bolt\"]\n\
                 battlefield = [\"Mountain\", \"Mountain\", \"Mountain\"]\n\
                 library = [\"Island\", \"Island\"]\nplanar_deck = [\"The Caldaia\"]";
    let bob = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
    let mut p = Play::with_rules(&duel(2, alice, bob), rules);
    p.to(1, Step::Main1);
    p
}

#[test]
fn the_caldaia_grants_blitz_3_to_creature_spells_cast_from_your_hand_702_152a() {
    let mut p = caldaia(&[]);
    let options = p.options();
    // Craw Wurm ({4}{G}{G}) can't be paid for with three Mountains; blitz {3} can.
    assert!(
        options.iter().any(|o| o
            == "Alice casts Craw Wurm, blitzed, paying {3} (tapping Mountain, Mountain, Mountain)"),
        "{options:#?}"
    );
    // Lightning Bolt is no creature spell.
    assert!(
        !options
            .iter()
            .any(|o| o.contains("Lightning Bolt") && o.contains("blitzed")),
        "{options:#?}"
    );
    p.act("Alice casts Craw Wurm, blitzed");
    p.pass_all();
    let w = p.card("Craw Wurm");
    assert_eq!(p.g.obj(w).zone, Zone::Battlefield, "{}", p.board());
    assert!(p.eng().has_keyword(&p.g, w, Keyword::Haste));
    p.to(1, Step::End);
    p.pass_all();
    assert_eq!(p.g.obj(w).zone, Zone::Graveyard, "{}", p.board());
    p.pass_all();
    assert_eq!(p.library(0).len(), 1, "{}", p.board());
}

fn strixhaven(rules: &[&str]) -> Play {
    let alice = "hand = [\"Divination\"]\nbattlefield = [\"Island\", \"Island\", \"Island\"]\n\
                 library = [\"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\n\
                 planar_deck = [\"Strixhaven\"]";
    let bob = "library = [\"Island\", \"Island\", \"Island\", \"Island\"]\n\
               planar_deck = [\"Stairs to Infinity\"]";
    let mut p = Play::with_rules(&duel(1, alice, bob), rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Divination");
    // Demonstrate triggers as it is cast (CR 601.2i, 702.144a), above the spell.
    assert_eq!(p.g.stack.len(), 2, "{}", p.board());
    p.pass_all();
    p
}

fn controllers(p: &Play) -> Vec<u8> {
    p.g.stack
        .iter()
        .map(|s| match s {
            StackItem::Spell { controller, .. } | StackItem::Ability { controller, .. } => {
                *controller
            }
        })
        .collect()
}

#[test]
fn demonstrate_copies_the_spell_for_its_caster_and_an_opponent_702_144a() {
    let mut p = strixhaven(&[]);
    p.act("Alice copies it");
    // The original, Alice's copy, then Bob's on top (707.10: each controlled by who copied).
    assert_eq!(controllers(&p), vec![0, 0, 1], "{}", p.board());
    p.pass_all();
    assert_eq!(p.library(1).len(), 2, "Bob drew two: {}", p.board());
    p.pass_all();
    p.pass_all();
    // The copies were not cast: neither demonstrated again (707.10).
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(p.library(0).len(), 2, "{}", p.board());
    assert_eq!(p.eng().hand_size(&p.g, 0), 4);
}

#[test]
fn declining_to_copy_makes_no_copy_for_anyone_702_144a() {
    let mut p = strixhaven(&[]);
    p.act("Alice declines to copy it");
    assert_eq!(controllers(&p), vec![0], "{}", p.board());
}

#[test]
fn under_demonstrate_opponent_none_only_the_caster_copies() {
    let mut p = strixhaven(&["demonstrate.opponent=none"]);
    p.act("Alice copies it");
    assert_eq!(controllers(&p), vec![0, 0], "{}", p.board());
}

#[test]
fn the_opponent_may_choose_new_targets_for_their_copy_707_10c() {
    let alice = "hand = [\"Replication Technique\"]\n\
                 battlefield = [\"Grizzly Bears\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\n\
                 library = [\"Island\"]";
    let toml = duel(
        1,
        alice,
        "battlefield = [\"Memnite\"]\nlibrary = [\"Island\"]",
    )
    .replace(
        "turns = 1",
        "turns = 1\ncopies = { \"Grizzly Bears\" = 2, Island = 2 }",
    );
    let mut p = Play::new(&toml);
    p.to(1, Step::Main1);
    p.act("Alice casts Replication Technique, targeting Grizzly Bears");
    p.pass_all();
    p.act("Alice copies it");
    p.act("Alice keeps the targets of the copy");
    // Bob's copy: "target permanent you control" is his now (707.10): his Memnite.
    assert!(
        p.can("Bob chooses new targets for the copy of Replication Technique: Memnite"),
        "{:#?}",
        p.options()
    );
    p.act("Bob chooses new targets for the copy of Replication Technique: Memnite");
    p.pass_all();
    let memnites = p.cards_in(Zone::Battlefield);
    assert_eq!(
        memnites.iter().filter(|n| *n == "Memnite").count(),
        2,
        "{}",
        p.board()
    );
}

#[test]
fn a_blitz_cost_is_mana_and_a_granted_one_says_its_cost() {
    let card = "name = \"t\"\nturns = 1\n[[player]]\nname = \"A\"\n[[player]]\nname = \"B\"\n\n\
                [[card]]\nname = \"X\"\ncost = \"{3}{R}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n\
                blitz = \"Discard a card\"\n";
    let err = load_error("bad.toml", card);
    assert!(err.contains("bad.toml:"), "{err}");
    assert!(err.contains("blitz"), "{err}");
    let plane = "name = \"t\"\nturns = 1\n[[player]]\nname = \"A\"\n[[player]]\nname = \"B\"\n\n\
                 [[card]]\nname = \"P\"\ntypes = [\"plane\"]\n\
                 statics = [\"Creature spells you cast from your hand have blitz.\"]\n";
    let err = load_error("bad.toml", plane);
    assert!(err.contains("bad.toml:"), "{err}");
    assert!(err.contains("blitz cost"), "{err}");
}

#[test]
fn a_spell_cast_without_paying_its_mana_cost_is_not_also_blitzed_118_9a() {
    let suspended = "exile = [{ card = \"Caldaia Strongarm\", time = 1, suspend = true }]\n\
                     battlefield = [\"Forest\", \"Forest\", \"Forest\", \"Forest\"]\n\
                     library = [\"Island\", \"Island\"]";
    let free_cast = |rules: &[&str]| {
        let mut p = Play::with_rules(&duel(1, suspended, BOB), rules);
        p.pass_until("Alice casts Caldaia Strongarm");
        p.options()
    };
    let options = free_cast(&[]);
    assert!(
        options
            .iter()
            .any(|o| o.contains("casts Caldaia Strongarm from exile (suspend)")),
        "{options:#?}"
    );
    assert!(
        !options.iter().any(|o| o.contains("blitzed")),
        "{options:#?}"
    );
    // The broken variant combines the two alternative costs.
    let options = free_cast(&["cast.alternative-costs=combinable"]);
    assert!(
        options.iter().any(|o| o.contains("blitzed")),
        "{options:#?}"
    );
}
