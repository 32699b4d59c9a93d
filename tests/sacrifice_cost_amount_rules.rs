//! What outside users could not say about costs and damage:
//! - "the sacrificed creature's power" (Fling: "As an additional cost to cast this spell,
//!   sacrifice a creature. Fling deals damage equal to the sacrificed creature's power to any
//!   target."), "... toughness", "... mana value": the spell remembers the object its cost
//!   sacrificed, as it last existed on the battlefield (CR 601.2h, 608.2h, 118.8);
//! - "deals X damage to each creature without flying and each player" (Earthquake) as one
//!   instruction: every recipient is dealt the damage at once (CR 120.2, 120.3);
//! - a mana ability with a cost the language can't say ("Sacrifice a creature: Add one mana of
//!   any color.") is a load error at the `mana` value, saying why (CR 605.1a).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: usize = 0;
const BOB: usize = 1;
const BOB_SIDE: &str = "library = [\"Island\"]";

fn fling(rules: &[&str]) -> Play {
    let a = "hand = [\"Fling\"]\nbattlefield = [{ card = \"Grizzly Bears\", counters = 1 }, \
             \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\"]";
    let mut p = Play::with_rules(&duel(1, a, BOB_SIDE), rules);
    p.to(1, Step::Main1);
    p
}

#[test]
fn fling_deals_the_sacrificed_creatures_power_as_it_last_existed_608_2h() {
    let mut p = fling(&[]);
    p.act("Alice casts Fling, targeting Bob, sacrificing Grizzly Bears");
    // CR 601.2h: the sacrifice is part of paying the cost, before the spell resolves.
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    p.pass_all();
    // CR 608.2h: the Bears with their +1/+1 counter, a 3/3, as they last existed.
    assert_eq!(p.life(BOB), 17);
    assert_eq!(p.g.obj(p.card("Fling")).zone, Zone::Graveyard);

    // The broken variant: the card in the graveyard now, a 2/2 without its counter (400.7).
    let mut p = fling(&["sacrificed.lki=in-graveyard"]);
    p.act("Alice casts Fling, targeting Bob, sacrificing Grizzly Bears");
    p.pass_all();
    assert_eq!(p.life(BOB), 18);
}

#[test]
fn a_spell_can_target_the_creature_it_then_sacrifices_and_does_nothing_608_2b() {
    // CR 601.2c, 601.2h: targets are chosen before costs are paid; the sacrificed Bears is no
    // longer a legal target, so Fling doesn't resolve (608.2b) and no one is dealt damage.
    let mut p = fling(&[]);
    p.act("Alice casts Fling, targeting Grizzly Bears, sacrificing Grizzly Bears");
    p.pass_all();
    assert_eq!((p.life(ALICE), p.life(BOB)), (20, 20));
}

const TOSS: &str = r#"
[[card]]
name = "Weigh the Fallen"
cost = "{B}"
types = ["sorcery"]
additional_cost = { sacrifice = "creature" }
text = "As an additional cost to cast this spell, sacrifice a creature. You gain life equal to the sacrificed creature's toughness. Weigh the Fallen deals damage equal to the sacrificed creature's mana value to target player."
spell = [
  { gain-life = "the sacrificed creature's toughness" },
  { damage = "the sacrificed creature's mana value", to = "target player" },
]
"#;

#[test]
fn the_sacrificed_creatures_toughness_and_mana_value_208_3_202_3() {
    // Vampire Nighthawk: a 2/3 with mana value 3.
    let a = "hand = [\"Weigh the Fallen\"]\nbattlefield = [\"Vampire Nighthawk\", \"Swamp\"]\n\
             library = [\"Island\"]";
    let mut p = Play::new(&format!("{}{TOSS}", duel(1, a, BOB_SIDE)));
    p.to(1, Step::Main1);
    p.act("Alice casts Weigh the Fallen, targeting Bob, sacrificing Vampire Nighthawk");
    p.pass_all();
    assert_eq!(p.life(ALICE), 23, "the Nighthawk's toughness 3");
    assert_eq!(p.life(BOB), 17, "the Nighthawk's mana value 3");
}

#[test]
fn the_sacrificed_creature_needs_a_sacrifice_cost() {
    // A spell with no sacrifice cost has nothing to read: a load error at the phrase.
    let card = r#"
[[card]]
name = "Empty Fling"
cost = "{R}"
types = ["instant"]
spell = [{ damage = "the sacrificed creature's power", to = "any target" }]
"#;
    let model = format!("{}{card}", duel(1, "", ""));
    let line = model
        .lines()
        .position(|l| l.starts_with("spell = "))
        .unwrap()
        + 1;
    let e = load_error("empty.toml", &model);
    assert!(e.contains("this has no such cost"), "{e}");
    // At the phrase itself.
    assert!(e.contains(&format!("empty.toml:{line}:22")), "{e}");
    // An activated ability's sacrifice cost is not remembered yet: said, not misread.
    let card = r#"
[[card]]
name = "Flinging Post"
cost = "{2}"
types = ["artifact"]
[[card.activated]]
sacrifice = "creature"
do = [{ damage = "the sacrificed creature's power", to = "any target" }]
"#;
    let e = load_error("post.toml", &format!("{}{card}", duel(1, "", "")));
    assert!(
        e.contains("an activated ability's sacrifice cost is not remembered yet"),
        "{e}"
    );
}

#[test]
fn its_power_with_a_sacrifice_cost_says_what_to_write_instead() {
    // An outside user's first try: "its power" has no object to refer to; the error names the
    // phrase that reads the sacrificed creature.
    let card = r#"
[[card]]
name = "Its Fling"
cost = "{1}{R}"
types = ["instant"]
additional_cost = { sacrifice = "creature" }
spell = [{ damage = "its power", to = "any target" }]
"#;
    let e = load_error("its.toml", &format!("{}{card}", duel(1, "", "")));
    assert!(e.contains("'its power' has nothing to refer to"), "{e}");
    assert!(e.contains("the sacrificed creature's power"), "{e}");
}

fn earthquake(alice_life: u8, bob_life: u8, rules: &[&str]) -> Play {
    let a = format!(
        "life = {alice_life}\nhand = [\"Earthquake\"]\nbattlefield = [\"Grizzly Bears\", \
         \"Air Elemental\", \"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\"]"
    );
    let b = format!("life = {bob_life}\nbattlefield = [\"Memnite\"]\n{BOB_SIDE}");
    let mut p = Play::with_rules(&duel(1, &a, &b), rules);
    p.to(1, Step::Main1);
    p
}

#[test]
fn earthquake_deals_damage_to_each_creature_without_flying_and_each_player_120_3() {
    let mut p = earthquake(20, 20, &[]);
    p.act("Alice casts Earthquake, X=2");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Memnite")).zone, Zone::Graveyard);
    // CR 702.9: a creature with flying is not "a creature without flying".
    let elemental = p.card("Air Elemental");
    assert_eq!(p.g.obj(elemental).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(elemental).damage, 0);
    // Every player, its caster too.
    assert_eq!((p.life(ALICE), p.life(BOB)), (18, 18));

    // The broken variant: the creatures only.
    let mut p = earthquake(20, 20, &["damage.each-player=creatures-only"]);
    p.act("Alice casts Earthquake, X=2");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    assert_eq!((p.life(ALICE), p.life(BOB)), (20, 20));
}

#[test]
fn both_players_dealt_lethal_damage_at_once_lose_together_120_2_104_4a() {
    // CR 120.2, 704.3: the damage is dealt at once, and state-based actions are checked only
    // after: both players are at 0 together and both lose: the game is a draw (104.4a).
    let mut p = earthquake(2, 2, &[]);
    p.act("Alice casts Earthquake, X=2");
    p.pass_all();
    assert_eq!((p.life(ALICE), p.life(BOB)), (0, 0));
    assert!(p.g.players.iter().all(|pl| pl.lost), "{}", p.board());
}

#[test]
fn a_mana_ability_with_a_cost_the_language_cant_say_is_reported_at_its_mana_value_605_1a() {
    let card = r#"
[[card]]
name = "Blood Pet"
cost = "{B}"
types = ["creature"]
power = 1
toughness = 1
text = "Sacrifice a creature: Add one mana of any color."
mana = "Sacrifice a creature: Add one mana of any color."
"#;
    let model = format!("{}{card}", duel(1, "", ""));
    let line = model
        .lines()
        .position(|l| l.starts_with("mana = "))
        .map(|i| i + 1)
        .unwrap();
    let e = load_error("pet.toml", &model);
    assert!(e.contains(&format!("pet.toml:{line}:9")), "{e}");
    assert!(
        e.contains("a mana ability whose cost is \"Sacrifice a creature\" is not supported"),
        "{e}"
    );
    assert!(e.contains("{T}, Sacrifice this token"), "{e}");
}
