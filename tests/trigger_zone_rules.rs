//! Triggered abilities and the zones they read:
//!
//! - "Whenever you cast a spell from exile / from your graveyard / from anywhere other than
//!   your hand" (CR 601.2a, 603.2): a spell is cast from the zone its card moved to the stack
//!   from; a plotted card (702.170d) and a card a resolving instruction casts from exile are
//!   cast from exile, a flashback card (702.34a) from a graveyard, a card an instruction casts
//!   from the hand from the hand (608.2g). Kellan, the Kid's "from anywhere other than your
//!   hand". Switch `cast-trigger.from-zone`.
//! - "[event], if this card is suspended" (CR 702.62b, 113.6b, 603.4): the ability functions
//!   in exile for every event, not only a cast or the beginning of an upkeep: Nihilith's
//!   "Whenever a card is put into an opponent's graveyard from anywhere, if Nihilith is
//!   suspended, you may remove a time counter from Nihilith." (a card goes to its owner's
//!   graveyard, 404.2), a creature dying, a player drawing, an end step, a creature
//!   entering. Switch `suspended-trigger.events`.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

/// Four watchers: casting from hand gains 1, from exile loses 1, from a graveyard loses 2,
/// from anywhere other than the hand gains 10.
const WATCHERS: &str = r#"
[[card]]
name = "Hand Watcher"
cost = "{1}"
types = ["artifact"]
[[card.triggered]]
when = "you cast a spell from your hand"
do = [{ gain-life = 1 }]

[[card]]
name = "Exile Watcher"
cost = "{1}"
types = ["artifact"]
[[card.triggered]]
when = "you cast a spell from exile"
do = [{ lose-life = 1 }]

[[card]]
name = "Graveyard Watcher"
cost = "{1}"
types = ["artifact"]
[[card.triggered]]
when = "you cast a spell from your graveyard"
do = [{ lose-life = 2 }]

[[card]]
name = "Elsewhere Watcher"
cost = "{1}"
types = ["artifact"]
[[card.triggered]]
when = "you cast a spell from anywhere other than your hand"
do = [{ gain-life = 10 }]
"#;

const ALL_WATCHERS: &str =
    "\"Hand Watcher\", \"Exile Watcher\", \"Graveyard Watcher\", \"Elsewhere Watcher\"";

/// Alice's zones (`alice`, her battlefield joined to the watchers) on turn 1's main phase.
fn watched(alice_lands: &str, alice: &str, sets: &[&str]) -> Play {
    let alice = format!(
        "battlefield = [{ALL_WATCHERS}{alice_lands}]\n{alice}\nlibrary = [\"Plains\", \"Plains\"]"
    );
    let toml = format!(
        "{}{WATCHERS}",
        duel(1, &alice, "library = [\"Island\", \"Island\"]")
    );
    let mut p = Play::with_rules(&toml, sets);
    p.to(1, Step::Main1);
    p
}

/// Casts `spell` (an action's words), then lets every trigger and the spell resolve.
fn cast_and_resolve(p: &mut Play, spell: &str) {
    p.act(spell);
    settle(p, &[]);
}

/// Resolves the stack: each choice offered takes the first option containing one of
/// `prefer`, else passes priority, else takes the first option (a discard's card).
fn settle(p: &mut Play, prefer: &[&str]) {
    for _ in 0..60 {
        if p.g.stack.is_empty() && p.g.decision.is_none() {
            return;
        }
        p.stack_triggers_in_order();
        let opts = p.options();
        let pick = (prefer.iter())
            .find_map(|w| opts.iter().find(|o| o.contains(w)))
            .or_else(|| opts.iter().find(|o| o.contains("passes priority")))
            .or(opts.first())
            .cloned()
            .expect("an option");
        p.act(&pick);
    }
    panic!("the stack never emptied: {}", p.board());
}

#[test]
fn a_spell_cast_from_hand_triggers_only_the_hand_watcher_601_2a() {
    let mut p = watched(", \"Plains\"", "hand = [\"Savannah Lions\"]", &[]);
    cast_and_resolve(&mut p, "Alice casts Savannah Lions");
    assert_eq!(p.g.obj(p.card("Savannah Lions")).zone, Zone::Battlefield);
    assert_eq!(p.life(0), 21, "{}", p.board());
    // The broken variant reads only "from your hand": the exile and graveyard watchers
    // trigger too (20 + 1 - 1 - 2); "from anywhere other than your hand" is then read as
    // any zone (+10).
    let mut p = watched(
        ", \"Plains\"",
        "hand = [\"Savannah Lions\"]",
        &["cast-trigger.from-zone=hand-only"],
    );
    cast_and_resolve(&mut p, "Alice casts Savannah Lions");
    assert_eq!(p.life(0), 28, "{}", p.board());
}

#[test]
fn a_plotted_card_is_cast_from_exile_702_170d() {
    let mut p = watched(
        "",
        "exile = [{ card = \"Grizzly Bears\", plotted_turn = 0 }]",
        &[],
    );
    cast_and_resolve(&mut p, "Alice casts Grizzly Bears");
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Battlefield);
    // From exile: -1; from anywhere other than the hand: +10; not from the hand.
    assert_eq!(p.life(0), 29, "{}", p.board());
}

#[test]
fn a_flashback_card_is_cast_from_a_graveyard_702_34a() {
    let mut p = watched(
        ", \"Island\", \"Island\", \"Island\"",
        "graveyard = [\"Think Twice\"]",
        &[],
    );
    cast_and_resolve(&mut p, "Alice casts Think Twice");
    // From her graveyard: -2; from anywhere other than the hand: +10.
    assert_eq!(p.life(0), 28, "{}", p.board());
}

#[test]
fn a_card_an_instruction_casts_from_hand_is_cast_from_hand_608_2g() {
    // The probe's "Hand Caster": a resolving instruction casts a creature card from the
    // hand; the spell is cast from the hand (its card moved from there, 601.2a).
    let caster = r#"
[[card]]
name = "Hand Caster"
cost = "{R}"
types = ["sorcery"]
spell = [{ cast = "a spell from among creature cards in your hand without paying its mana cost if the resulting spell's mana value is less than 3", may = true }]
"#;
    let alice = format!(
        "hand = [\"Hand Caster\", \"Savannah Lions\"]\nbattlefield = [\"Mountain\", {ALL_WATCHERS}]\nlibrary = [\"Plains\"]"
    );
    for (sets, life) in [
        // Hand Caster and the Lions, each cast from the hand: +1 each.
        (&[][..], 22),
        // The broken variant: each also -1, -2 and +10.
        (&["cast-trigger.from-zone=hand-only"][..], 36),
    ] {
        let toml = format!(
            "{}{WATCHERS}{caster}",
            duel(1, &alice, "library = [\"Island\"]")
        );
        let mut p = Play::with_rules(&toml, sets);
        p.to(1, Step::Main1);
        p.act("Alice casts Hand Caster");
        settle(&mut p, &["Savannah Lions"]);
        assert_eq!(p.g.obj(p.card("Savannah Lions")).zone, Zone::Battlefield);
        assert_eq!(p.life(0), life, "{sets:?}: {}", p.board());
    }
}

#[test]
fn a_cast_trigger_names_only_the_zones_a_spell_is_cast_from() {
    let msg = load_error(
        "bad.toml",
        &format!(
            "{}{}",
            duel(1, "library = [\"Plains\"]", "library = [\"Island\"]"),
            r#"
[[card]]
name = "Moon Watcher"
cost = "{1}"
types = ["artifact"]
[[card.triggered]]
when = "you cast a spell from the moon"
do = [{ gain-life = 1 }]
"#
        ),
    );
    assert!(msg.contains("bad.toml:"), "{msg}");
    assert!(
        msg.contains("'exile'") && msg.contains("'anywhere other than your hand'"),
        "{msg}"
    );
}

// ---- "if this card is suspended" for every event (CR 702.62b, 113.6b, 603.4) ----

/// Alice casts Mind Rot at Bob, who holds two Islands; Nihilith is where `nihilith` puts it
/// (suspend's upkeep trigger has taken one time counter from a suspended one, CR 702.62a).
fn mind_rot(nihilith: &str, sets: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"Mind Rot\"]\nbattlefield = [\"Swamp\", \"Swamp\", \"Swamp\"]\n{nihilith}\nlibrary = [\"Swamp\", \"Swamp\"]"
    );
    let bob = "hand = [\"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::with_rules(&duel(1, &alice, bob), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Mind Rot, targeting Bob");
    p
}

/// Resolves everything, saying yes to each "you may" (removing a time counter).
fn resolve_saying_yes(p: &mut Play) {
    settle(p, &["says yes"]);
}

#[test]
fn nihilith_sees_each_card_put_into_an_opponents_graveyard_702_62b_113_6b() {
    let mut p = mind_rot("exile = [{ card = \"Nihilith\", time = 4 }]", &[]);
    resolve_saying_yes(&mut p);
    // Two Islands into Bob's graveyard: two triggers; Mind Rot into Alice's: none (CR 404.2).
    let n = p.g.obj(p.card("Nihilith"));
    assert_eq!((n.zone, n.time), (Zone::Exile, 1), "{}", p.board());
    assert_eq!(islands_in_graveyards(&p), 2);
    // The broken variant: only casts and upkeeps reach a suspended card.
    let mut p = mind_rot(
        "exile = [{ card = \"Nihilith\", time = 4 }]",
        &["suspended-trigger.events=cast-and-upkeep"],
    );
    resolve_saying_yes(&mut p);
    assert_eq!(p.g.obj(p.card("Nihilith")).time, 3, "{}", p.board());
}

#[test]
fn nihiliths_removal_is_optional_603_5() {
    let mut p = mind_rot("exile = [{ card = \"Nihilith\", time = 4 }]", &[]);
    settle(&mut p, &["declines"]);
    assert_eq!(islands_in_graveyards(&p), 2);
    assert_eq!(p.g.obj(p.card("Nihilith")).time, 3, "{}", p.board());
}

#[test]
fn a_nihilith_not_suspended_doesnt_trigger_603_4() {
    // On the battlefield the "if Nihilith is suspended" never holds; in exile without a
    // time counter (not suspended, 702.62b) neither.
    for nihilith in [
        "exile = [{ card = \"Nihilith\", time = 0 }]",
        "graveyard = [\"Nihilith\"]",
    ] {
        let mut p = mind_rot(nihilith, &[]);
        resolve_saying_yes(&mut p);
        assert!(p.g.stack.is_empty());
        assert_eq!(
            p.g.obj(p.card("Nihilith")).time,
            0,
            "{nihilith}: {}",
            p.board()
        );
        assert_eq!(islands_in_graveyards(&p), 2);
    }
}

/// Suspended watchers of other events: a creature dying, an opponent drawing, Alice's end
/// step, a creature entering, each removing a time counter from itself.
fn suspended_watcher_cards() -> String {
    [
        ("W-Dies", "a creature dies"),
        ("W-Draw", "an opponent draws a card"),
        ("W-End", "the beginning of your end step"),
        ("W-Enter", "a creature enters"),
    ]
    .iter()
    .map(|(name, event)| {
        format!(
            "\n[[card]]\nname = \"{name}\"\ncost = \"{{5}}\"\ntypes = [\"artifact\"]\n\
             suspend = {{ time = 5, cost = \"{{0}}\" }}\n[[card.triggered]]\n\
             when = \"{event}, if {name} is suspended\"\n\
             do = [{{ remove = \"a time counter\", from = \"{name}\" }}]\n"
        )
    })
    .collect()
}

fn suspended_watchers(sets: &[&str]) -> Play {
    let alice = "hand = [\"Lightning Bolt\", \"Grizzly Bears\"]\nbattlefield = [\"Mountain\", \"Forest\", \"Forest\"]\nexile = [{ card = \"W-Dies\", time = 5 }, { card = \"W-Draw\", time = 5 }, { card = \"W-End\", time = 5 }, { card = \"W-Enter\", time = 5 }]\nlibrary = [\"Forest\", \"Forest\"]";
    let bob = "battlefield = [\"Savannah Lions\"]\nlibrary = [\"Island\", \"Island\"]";
    let toml = format!("{}{}", duel(2, alice, bob), suspended_watcher_cards());
    let mut p = Play::with_rules(&toml, sets);
    p.to(1, Step::Main1);
    p
}

fn islands_in_graveyards(p: &Play) -> usize {
    let gy = p.cards_in(Zone::Graveyard);
    gy.iter().filter(|n| *n == "Island").count()
}

fn time(p: &Play, name: &str) -> u8 {
    p.g.obj(p.card(name)).time
}

#[test]
fn a_suspended_cards_ability_sees_dies_enters_end_step_and_draws_113_6b() {
    for (sets, fires) in [
        (&[][..], true),
        // The broken variant: none of these events reach a suspended card.
        (&["suspended-trigger.events=cast-and-upkeep"][..], false),
    ] {
        let mut p = suspended_watchers(sets);
        // Suspend's upkeep trigger removed one from each already (CR 702.62a).
        let before: Vec<u8> = (["W-Dies", "W-Draw", "W-End", "W-Enter"].iter())
            .map(|w| time(&p, w))
            .collect();
        let less = |i: usize| before[i] - u8::from(fires);
        // Bolt the Lions: a creature dies.
        p.act("Alice casts Lightning Bolt, targeting Savannah Lions");
        resolve_saying_yes(&mut p);
        assert_eq!(p.g.obj(p.card("Savannah Lions")).zone, Zone::Graveyard);
        assert_eq!(time(&p, "W-Dies"), less(0), "{sets:?}: {}", p.board());
        // The Bears enter.
        cast_and_resolve(&mut p, "Alice casts Grizzly Bears");
        assert_eq!(time(&p, "W-Enter"), less(3), "{sets:?}: {}", p.board());
        // Alice's end step, then Bob's draw.
        p.to(2, Step::Main1);
        assert_eq!(time(&p, "W-End"), less(2), "{sets:?}: {}", p.board());
        assert_eq!(time(&p, "W-Draw"), less(1), "{sets:?}: {}", p.board());
        // Each saw its own event only.
        assert_eq!(time(&p, "W-Dies"), less(0), "{sets:?}: {}", p.board());
        assert_eq!(time(&p, "W-Enter"), less(3), "{sets:?}: {}", p.board());
    }
}

#[test]
fn an_opponents_graveyard_is_a_card_an_opponent_owns_404_2() {
    // "this card is put into an opponent's graveyard" can't happen: it goes to its owner's.
    let msg = load_error(
        "bad.toml",
        &format!(
            "{}{}",
            duel(1, "library = [\"Plains\"]", "library = [\"Island\"]"),
            r#"
[[card]]
name = "Odd"
cost = "{1}"
types = ["artifact"]
[[card.triggered]]
when = "this card is put into an opponent's graveyard from anywhere"
do = [{ gain-life = 1 }]
"#
        ),
    );
    assert!(msg.contains("owner's graveyard"), "{msg}");
}
