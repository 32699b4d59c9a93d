//! Counters of any kind (CR 122.1): -1/-1 counters (122.1a, 122.3, 704.5q), wither (702.80)
//! and infect (702.90), a grant "for as long as it has a [kind] counter on it" (611.2b), and
//! the bound on how many kinds one object holds.

mod common;

use common::{duel, load_error, Play};
use rulecheck::cards::{MINUS_ONE, NAMED_COUNTERS};
use rulecheck::engine::{Outcome, Step, Zone};

const CARDS: &str = r#"
[[card]]
name = "Wither Pinger"
cost = "{B}"
types = ["creature"]
power = 1
toughness = 1
keywords = ["wither"]
text = "Wither. {T}: This creature deals 1 damage to any target."

[[card.activated]]
cost = "{T}"
text = "{T}: This creature deals 1 damage to any target."
do = [{ damage = 1, to = "any target" }]

[[card]]
name = "Infect Pinger"
cost = "{G}"
types = ["creature"]
power = 1
toughness = 1
keywords = ["infect"]
text = "Infect. {T}: This creature deals 1 damage to any target."

[[card.activated]]
cost = "{T}"
text = "{T}: This creature deals 1 damage to any target."
do = [{ damage = 1, to = "any target" }]

[[card]]
name = "Divine Shield"
cost = "{W}"
types = ["instant"]
text = "Put a divinity counter on target creature. That creature has indestructible for as long as it has a divinity counter on it."
spell = [
  { put = "a divinity counter", on = "target creature" },
  { grant = "that creature", gains = "indestructible", until = "for as long as it has a divinity counter on it" },
]

[[card]]
name = "Strip Divinity"
cost = "{W}"
types = ["instant"]
text = "Remove all divinity counters from target creature."
spell = [{ remove = "all divinity counters", from = "target creature" }]

[[card]]
name = "Bless"
cost = "{W}"
types = ["instant"]
text = "Put a divinity counter on target creature."
spell = [{ put = "a divinity counter", on = "target creature" }]

[[card]]
name = "Four Kinds"
cost = "{W}"
types = ["instant"]
text = "Put a charge counter, a fate counter, an age counter and a doom counter on target creature."
spell = [
  { put = "a charge counter", on = "target creature" },
  { put = "a fate counter", on = "it" },
  { put = "an age counter", on = "it" },
  { put = "a doom counter", on = "it" },
]
"#;

fn play(turns: u8, alice: &str, bob: &str, sets: &[&str]) -> Play {
    Play::with_rules(&format!("{}{CARDS}", duel(turns, alice, bob)), sets)
}

/// Alice's pinger deals 1 damage to `target` (a card name or "Bob").
fn ping(p: &mut Play, pinger: &str, target: &str) {
    let choice = p
        .options()
        .into_iter()
        .find(|o| o.contains(&format!("activates {pinger}")) && o.contains(target))
        .unwrap_or_else(|| panic!("{:#?}", p.options()));
    p.act(&choice);
    p.pass_all();
}

fn minus(p: &Play, name: &str) -> u8 {
    p.g.obj(p.card(name)).named_counters.get(MINUS_ONE)
}

#[test]
fn wither_damage_is_minus_counters_that_annihilate_with_plus_counters_702_80a_704_5q() {
    let alice = "battlefield = [\"Wither Pinger\"]\nlibrary = [\"Swamp\"]";
    let bob = "battlefield = [{ card = \"Hill Giant\", counters = 1 }]\nlibrary = [\"Swamp\"]";
    for (sets, plus, minus_left, damage, power) in [
        (&[][..], 0, 0, 0, 3),
        (&["counters.annihilate=kept"][..], 1, 1, 0, 3),
        (&["wither.counters=damage"][..], 1, 0, 1, 4),
    ] {
        let mut p = play(1, alice, bob, sets);
        p.to(1, Step::Main1);
        ping(&mut p, "Wither Pinger", "Hill Giant");
        let giant = p.g.obj(p.card("Hill Giant"));
        assert_eq!(
            (giant.plus1, minus(&p, "Hill Giant"), giant.damage),
            (plus, minus_left, damage),
            "{sets:?}: {}",
            p.board()
        );
        assert_eq!(p.eng().power(&p.g, p.card("Hill Giant")), power, "{sets:?}");
    }
}

#[test]
fn minus_counters_stay_after_the_turn_ends_and_shrink_the_creature_122_1a() {
    let alice = "battlefield = [\"Infect Pinger\"]\nlibrary = [\"Forest\", \"Forest\"]";
    let bob = "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Forest\", \"Forest\"]";
    let mut p = play(2, alice, bob, &[]);
    p.to(1, Step::Main1);
    ping(&mut p, "Infect Pinger", "Grizzly Bears");
    p.to(2, Step::Main1);
    let bears = p.card("Grizzly Bears");
    assert_eq!(minus(&p, "Grizzly Bears"), 1, "{}", p.board());
    assert_eq!(p.g.obj(bears).damage, 0);
    let eng = p.eng();
    assert_eq!((eng.power(&p.g, bears), eng.toughness(&p.g, bears)), (1, 1));
    assert!(p.board().contains("1 -1/-1"), "{}", p.board());
}

#[test]
fn infect_damage_to_a_player_is_poison_not_life_loss_702_90b() {
    let alice = "battlefield = [\"Infect Pinger\"]\nlibrary = [\"Forest\"]";
    let bob = "library = [\"Forest\"]";
    for (sets, life, poison) in [(&[][..], 20, 1), (&["wither.counters=damage"][..], 19, 0)] {
        let mut p = play(1, alice, bob, sets);
        p.to(1, Step::Main1);
        ping(&mut p, "Infect Pinger", "Bob");
        assert_eq!(
            (p.life(1), p.g.players[1].poison()),
            (life, poison),
            "{sets:?}"
        );
    }
}

#[test]
fn a_wither_source_does_not_poison_a_player_702_80a() {
    let alice = "battlefield = [\"Wither Pinger\"]\nlibrary = [\"Swamp\"]";
    let bob = "library = [\"Swamp\"]";
    let mut p = play(1, alice, bob, &[]);
    p.to(1, Step::Main1);
    ping(&mut p, "Wither Pinger", "Bob");
    assert_eq!((p.life(1), p.g.players[1].poison()), (19, 0));
}

#[test]
fn indestructible_lasts_as_long_as_a_divinity_counter_and_does_not_come_back_611_2b() {
    let alice = "hand = [\"Divine Shield\", \"Strip Divinity\", \"Bless\"]\nbattlefield = [\"Grizzly Bears\", \"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Plains\"]";
    let bob = "hand = [\"Doom Blade\", \"Doom Blade\"]\nbattlefield = [\"Swamp\", \"Swamp\", \"Swamp\", \"Swamp\"]\nlibrary = [\"Swamp\"]";
    let mut p = play(1, alice, bob, &[]);
    p.to(1, Step::Main1);
    let bears = p.card("Grizzly Bears");
    p.act("casts Divine Shield");
    p.pass_all();
    assert_eq!(p.g.obj(bears).named_counters.kinds().count(), 1);
    assert!(p.board().contains("1 divinity"), "{}", p.board());
    // Bob's Doom Blade: the Bears are indestructible (CR 702.12b).
    p.pass_until("casts Doom Blade");
    p.act("casts Doom Blade");
    p.pass_all();
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield, "{}", p.board());
    // The counter goes, and the effect with it; a new counter does not bring it back.
    p.act("casts Strip Divinity");
    p.pass_all();
    assert!(
        p.g.continuous.is_empty(),
        "the effect has ended: {:?}",
        p.g.continuous
    );
    p.act("casts Bless");
    p.pass_all();
    p.pass_until("casts Doom Blade");
    p.act("casts Doom Blade");
    p.pass_all();
    assert_eq!(p.g.obj(bears).zone, Zone::Graveyard, "{}", p.board());
}

#[test]
fn counters_of_a_fourth_kind_cut_the_game_never_drop_silently() {
    let alice = "hand = [\"Four Kinds\"]\nbattlefield = [\"Grizzly Bears\", \"Plains\"]\nlibrary = [\"Plains\"]";
    let bob = "library = [\"Swamp\"]";
    let mut p = play(1, alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("casts Four Kinds");
    p.pass_all();
    assert_eq!(p.g.outcome, Some(Outcome::CounterLimit), "{}", p.board());
}

#[test]
fn a_model_may_start_a_permanent_with_counters_of_any_kind() {
    let alice = "battlefield = [{ card = \"Grizzly Bears\", charge = 2, \"-1/-1\" = 1 }]\nlibrary = [\"Forest\"]";
    let bob = "library = [\"Forest\"]";
    let p = play(1, alice, bob, &[]);
    let bears = p.card("Grizzly Bears");
    let charge = NAMED_COUNTERS.iter().position(|k| *k == "charge").unwrap() as u8;
    assert_eq!(p.g.obj(bears).named_counters.get(charge), 2);
    assert_eq!(p.eng().power(&p.g, bears), 1);

    let unknown =
        "battlefield = [{ card = \"Grizzly Bears\", chrage = 2 }]\nlibrary = [\"Forest\"]";
    let err = load_error("m.toml", &duel(1, unknown, bob));
    assert!(err.contains("'chrage' is not a valid field"), "{err}");
    let four = "battlefield = [{ card = \"Grizzly Bears\", charge = 1, fate = 1, age = 1, doom = 1 }]\nlibrary = [\"Forest\"]";
    let err = load_error("m.toml", &duel(1, four, bob));
    assert!(err.contains("at most 3 kinds"), "{err}");
}

#[test]
fn a_stun_counter_is_removed_instead_of_untapping_122_1d() {
    let alice = "battlefield = [{ card = \"Grizzly Bears\", tapped = true, stun = 1 }]\nlibrary = [\"Forest\", \"Forest\"]";
    let bob = "library = [\"Forest\", \"Forest\"]";
    let mut p = play(3, alice, bob, &[]);
    let bears = p.card("Grizzly Bears");
    let stun = NAMED_COUNTERS.iter().position(|k| *k == "stun").unwrap() as u8;
    p.to(1, Step::Main1);
    let o = p.g.obj(bears);
    assert!(
        o.tapped,
        "the untap step removed the stun counter instead: {}",
        p.board()
    );
    assert_eq!(o.named_counters.get(stun), 0);
    p.to(3, Step::Main1);
    assert!(!p.g.obj(bears).tapped, "no stun counter left: it untaps");
}

#[test]
fn a_permanent_with_a_finality_counter_is_exiled_instead_of_dying_122_1h() {
    let alice = "hand = [\"Lightning Bolt\"]\nbattlefield = [{ card = \"Grizzly Bears\", finality = 1 }, \"Mountain\"]\nlibrary = [\"Mountain\"]";
    let bob = "library = [\"Forest\"]";
    let mut p = play(1, alice, bob, &[]);
    p.to(1, Step::Main1);
    p.act("casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Grizzly Bears")).zone,
        Zone::Exile,
        "{}",
        p.board()
    );
}
