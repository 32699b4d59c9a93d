//! Amounts counted from the game: a permanent's power and toughness scaled by a count ("This
//! creature gets -1/-1 for each card in your hand", layer 7c, CR 613.4c, counted
//! continuously, 604.2), characteristic-defining abilities ("power and toughness are each
//! equal to the number of creatures you control", layer 7a, 604.3, 613.4a: in every zone), the
//! spells a player cast this turn as an amount ("2 plus the number of other spells you've cast
//! this turn", 601.2i) and "Activate only if you've cast three or more spells this turn" (a
//! condition on activating, 602.5b). Each rule also fails under its switch.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

fn alice(zones: &str) -> String {
    format!("{zones}\n{LIB}")
}

fn pt(p: &Play, name: &str) -> (i16, i16) {
    let c = p.card(name);
    (p.eng().power(&p.g, c), p.eng().toughness(&p.g, c))
}

#[test]
fn minus_one_for_each_card_in_hand_counted_continuously_613_4c_604_2() {
    let a = alice(
        "hand = [\"Mountain\", \"Mountain\", \"Mountain\"]\nbattlefield = [\"Stingerback Terror\"]",
    );
    let mut p = Play::new(&duel(1, &a, LIB));
    p.to(1, Step::Main1);
    assert_eq!(
        pt(&p, "Stingerback Terror"),
        (4, 4),
        "7/7, three cards in hand"
    );
    p.act("Alice plays Mountain");
    assert_eq!(
        pt(&p, "Stingerback Terror"),
        (5, 5),
        "two cards in hand now"
    );

    // The broken variant adds -1/-1 once, whatever the count.
    let mut p = Play::with_rules(&duel(1, &a, LIB), &["static.for-each=once"]);
    p.to(1, Step::Main1);
    assert_eq!(pt(&p, "Stingerback Terror"), (6, 6));
}

#[test]
fn a_count_in_hand_seven_cards_kills_it_704_5f() {
    let hand = ["\"Island\""; 7].join(", ");
    let a = alice(&format!(
        "hand = [{hand}]\nbattlefield = [\"Stingerback Terror\"]"
    ));
    let mut p = Play::new(&duel(1, &a, LIB));
    p.to(1, Step::Main1);
    // CR 704.5f: toughness 0, put into its owner's graveyard.
    assert_eq!(p.g.obj(p.card("Stingerback Terror")).zone, Zone::Graveyard);
}

const BANNER: &str = "\n[[card]]\nname = \"Test Banner\"\ncost = \"{0}\"\ntypes = [\"artifact\"]\ntext = \"Creatures you control get +1/+0 for each artifact you control.\"\nstatics = [\"Creatures you control get +1/+0 for each artifact you control.\"]\n";

#[test]
fn creatures_you_control_get_a_bonus_for_each_artifact_613_4c() {
    let a = alice("hand = [\"Memnite\"]\nbattlefield = [\"Test Banner\", \"Grizzly Bears\"]");
    let mut p = Play::new(
        &(duel(
            1,
            &a,
            "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
        ) + BANNER),
    );
    p.to(1, Step::Main1);
    let bears: Vec<u16> =
        p.g.ids()
            .filter(|&c| p.eng().def(c).name == "Grizzly Bears")
            .collect();
    let mine = |p: &Play| {
        bears
            .iter()
            .map(|&c| (p.g.obj(c).controller, p.eng().power(&p.g, c)))
            .collect::<Vec<_>>()
    };
    // One artifact (the Banner): Alice's Bears is a 3/2, Bob's a 2/2.
    assert_eq!(mine(&p), vec![(0, 3), (1, 2)]);
    p.act("Alice casts Memnite");
    p.pass_all();
    // Two artifacts: Alice's Bears 4/2, Memnite (an artifact creature) 3/1.
    assert_eq!(mine(&p), vec![(0, 4), (1, 2)]);
    assert_eq!(pt(&p, "Memnite"), (3, 1));
}

const OIL_BEAST: &str = "\n[[card]]\nname = \"Oil Beast\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\ntext = \"This creature gets +1/+1 for each oil counter on it.\\n{T}: Put an oil counter on this creature.\"\nstatics = [\"This creature gets +1/+1 for each oil counter on it.\"]\n\n[[card.activated]]\ncost = \"{T}\"\ndo = [{ put = \"an oil counter\", on = \"this creature\" }]\n";

#[test]
fn plus_one_for_each_kind_counter_on_it_122_1_613_4c() {
    let a = alice("battlefield = [\"Oil Beast\"]");
    let mut p = Play::new(&(duel(1, &a, LIB) + OIL_BEAST));
    p.to(1, Step::Main1);
    assert_eq!(pt(&p, "Oil Beast"), (1, 1));
    p.act("Alice activates Oil Beast");
    p.pass_all();
    assert_eq!(pt(&p, "Oil Beast"), (2, 2));
}

#[test]
fn a_characteristic_defining_count_works_in_every_zone_604_3() {
    let a = alice(
        "hand = [\"Crusader of Odric\"]\nbattlefield = [\"Grizzly Bears\", \"Plains\", \"Plains\", \"Plains\"]",
    );
    let mut p = Play::new(&duel(1, &a, LIB));
    p.to(1, Step::Main1);
    assert_eq!(pt(&p, "Crusader of Odric"), (1, 1), "in hand: the Bears");
    p.act("Alice casts Crusader of Odric");
    assert_eq!(
        pt(&p, "Crusader of Odric"),
        (1, 1),
        "on the stack: the Bears"
    );
    p.pass_all();
    assert_eq!(pt(&p, "Crusader of Odric"), (2, 2), "it counts itself");

    // The broken variant: only on the battlefield (0/0 in hand).
    let mut p = Play::with_rules(&duel(1, &a, LIB), &["cda.zones=battlefield-only"]);
    p.to(1, Step::Main1);
    assert_eq!(pt(&p, "Crusader of Odric"), (0, 0));
}

#[test]
fn a_power_only_definition_and_its_errors_604_3_613_8() {
    let card = |statics: &str, power: &str| {
        format!(
            "\n[[card]]\nname = \"Test Hulk\"\ncost = \"{{1}}\"\ntypes = [\"creature\"]\npower = {power}\ntoughness = 3\ntext = \"x\"\nstatics = [\"{statics}\"]\n"
        )
    };
    let a = alice("hand = [\"Island\", \"Island\"]\nbattlefield = [\"Test Hulk\"]");
    let ok = card(
        "Test Hulk's power is equal to the number of cards in your hand.",
        "\"*\"",
    );
    let mut p = Play::new(&(duel(1, &a, LIB) + &ok));
    p.to(1, Step::Main1);
    assert_eq!(pt(&p, "Test Hulk"), (2, 3));

    // "*" with nothing that defines it.
    let e = load_error(
        "m.toml",
        &(duel(1, &a, LIB) + &card("Test Hulk can't attack alone.", "\"*\"")),
    );
    assert!(e.contains("defines it"), "{e}");
    // A count by power would read layer 7 while computing it (CR 613.8).
    let e = load_error(
        "m.toml",
        &(duel(1, &a, LIB)
            + &card(
                "This creature gets +1/+1 for each creature with power 2 or greater you control.",
                "1",
            )),
    );
    assert!(e.contains("613.8"), "{e}");
    let e = load_error(
        "m.toml",
        &(duel(1, &a, LIB)
            + &card(
                "Its power is equal to the total power of creatures you control.",
                "\"*\"",
            )),
    );
    assert!(e.contains("613.8"), "{e}");
}

fn salvo(rules: &[&str], memnite_first: bool) -> Play {
    let a = alice(
        "hand = [\"Memnite\", \"Thunder Salvo\"]\nbattlefield = [\"Mountain\", \"Mountain\"]",
    );
    let bob = "battlefield = [\"Vampire Nighthawk\"]\nlibrary = [\"Island\"]";
    let mut p = Play::with_rules(&duel(1, &a, bob), rules);
    p.to(1, Step::Main1);
    if memnite_first {
        p.act("Alice casts Memnite");
        p.pass_all();
    }
    let cast = p
        .options()
        .into_iter()
        .find(|o| o.starts_with("Alice casts Thunder Salvo") && o.contains("Vampire Nighthawk"))
        .unwrap_or_else(|| panic!("{:#?}", p.options()));
    p.act(&cast);
    p.pass_all();
    p
}

#[test]
fn two_plus_the_number_of_other_spells_cast_this_turn_601_2i() {
    // Her first spell: 2 damage (Thunder Salvo is not one of the "other" spells).
    let p = salvo(&[], false);
    let n = p.card("Vampire Nighthawk");
    assert_eq!((p.g.obj(n).zone, p.g.obj(n).damage), (Zone::Battlefield, 2));
    // After Memnite: 3, lethal.
    let p = salvo(&[], true);
    assert_eq!(p.g.obj(p.card("Vampire Nighthawk")).zone, Zone::Graveyard);
    // The broken variant counts Thunder Salvo itself: 3 as the first spell.
    let p = salvo(&["spells-cast.other=all"], false);
    assert_eq!(p.g.obj(p.card("Vampire Nighthawk")).zone, Zone::Graveyard);
}

#[test]
fn activate_only_if_three_spells_were_cast_this_turn_602_5b() {
    let stella = |hand: &str, rules: &[&str]| {
        let a = alice(&format!(
            "hand = [{hand}]\nbattlefield = [\"Stella Lee, Wild Card\", \"Mountain\"]"
        ));
        let mut p = Play::with_rules(&duel(1, &a, LIB), rules);
        p.to(1, Step::Main1);
        p
    };
    // Lightning Bolt as her first spell: no copy.
    let mut p = stella("\"Lightning Bolt\"", &[]);
    p.act("Alice casts Lightning Bolt");
    assert!(!p.can("Alice activates Stella Lee"), "{:#?}", p.options());
    // The broken variant ignores the condition.
    let mut p = stella("\"Lightning Bolt\"", &["activate.only-if=ignored"]);
    p.act("Alice casts Lightning Bolt");
    assert!(p.can("Alice activates Stella Lee"), "{:#?}", p.options());
    // After two Memnites the Bolt is her third spell.
    let mut p = stella("\"Memnite\", \"Memnite\", \"Lightning Bolt\"", &[]);
    p.act("Alice casts Memnite");
    p.pass_all();
    p.act("Alice casts Memnite");
    p.stack_triggers_in_order();
    assert!(!p.can("Alice activates Stella Lee"), "two spells so far");
    while !p.g.stack.is_empty() {
        p.pass_all();
    }
    p.act("Alice casts Lightning Bolt");
    assert_eq!(p.g.players[0].spells_cast, 3);
    assert!(p.can("Alice activates Stella Lee"), "{:#?}", p.options());
}
