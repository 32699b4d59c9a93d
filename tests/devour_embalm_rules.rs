//! Devour (CR 702.82a) and embalm (702.128a), and the statics that grant them: Predator Dragon
//! devours any number of its controller's other creatures as it enters, two +1/+1 counters
//! each; Jund gives black, red and green creature spells devour 5, which the permanent the
//! spell becomes has (400.7a, 613.1f); Sacred Cat's embalm exiles the card from its owner's
//! graveyard as a cost and creates a token copy that is white, has no mana cost and is a Zombie
//! (707.9b); Naktamun gives each creature card in its controller's graveyard embalm for its
//! mana cost. Each rule fails under its switch (`devour.counters`, `spell-effects.carry`,
//! `embalm.copy`).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";
const LIB: &str = "library = [\"Island\", \"Island\"]";

fn dragon(sets: &[&str]) -> Play {
    let a = format!(
        "hand = [\"Predator Dragon\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \
         \"Mountain\", \"Mountain\", \"Mountain\", \"Raging Goblin\", \"Raging Goblin\", \
         \"Grizzly Bears\"]\n{LIB}"
    );
    let mut p = Play::with_rules(&duel(1, &a, "library = [\"Island\"]"), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Predator Dragon");
    p.pass_all();
    p
}

fn in_zone(p: &Play, name: &str, zone: Zone) -> usize {
    let eng = p.eng();
    p.g.ids()
        .filter(|&c| eng.name(c) == name && p.g.obj(c).zone == zone)
        .count()
}

#[test]
fn predator_dragon_devours_any_number_of_other_creatures_702_82a() {
    let p = dragon(&[]);
    let dragon = p.card("Predator Dragon");
    assert_eq!(
        p.g.obj(dragon).zone,
        Zone::Battlefield,
        "it waits on the battlefield"
    );
    let options = p.options();
    // None, one or two of the interchangeable Goblins, with or without the Bears: 3 x 2.
    assert_eq!(options.len(), 6, "{options:#?}");
    assert!(options
        .iter()
        .any(|o| o == "Alice sacrifices nothing to Predator Dragon's devour 2 (CR 702.82a)"));
    assert!(
        !options
            .iter()
            .any(|o| o.contains("Mountain") || o.contains("sacrifices Predator Dragon")),
        "only other creatures: {options:#?}"
    );
    let mut p = p;
    p.act("Alice sacrifices Raging Goblin, Raging Goblin, Grizzly Bears to Predator Dragon's devour 2: it enters with 6 +1/+1 counters (CR 702.82a)");
    assert_eq!(p.g.obj(dragon).plus1, 6);
    assert_eq!(in_zone(&p, "Raging Goblin", Zone::Graveyard), 2);
    assert_eq!(in_zone(&p, "Grizzly Bears", Zone::Graveyard), 1);
    assert_eq!(p.eng().power(&p.g, dragon), 10);
}

#[test]
fn devour_is_optional_and_counts_each_creature_702_82a() {
    let mut p = dragon(&[]);
    p.act("Alice sacrifices nothing");
    assert_eq!(p.g.obj(p.card("Predator Dragon")).plus1, 0);
    assert_eq!(in_zone(&p, "Raging Goblin", Zone::Battlefield), 2);

    let mut p = dragon(&[]);
    p.act("Alice sacrifices Raging Goblin to");
    assert_eq!(p.g.obj(p.card("Predator Dragon")).plus1, 2);
    assert_eq!(in_zone(&p, "Raging Goblin", Zone::Battlefield), 1);
}

#[test]
fn under_devour_counters_once_two_devoured_creatures_give_two_counters_only() {
    let mut p = dragon(&["devour.counters=once"]);
    p.act("Alice sacrifices Raging Goblin, Raging Goblin to");
    assert_eq!(in_zone(&p, "Raging Goblin", Zone::Graveyard), 2);
    assert_eq!(
        p.g.obj(p.card("Predator Dragon")).plus1,
        2,
        "the broken variant: N in all"
    );
}

fn jund(hand: &str, sets: &[&str]) -> Play {
    let a = format!(
        "hand = [\"{hand}\"]\nbattlefield = [\"Mountain\", \"Forest\", \"Memnite\", \"Memnite\"]\n\
         {LIB}\nplanar_deck = [\"Jund\", \"Stairs to Infinity\"]"
    );
    let mut p = Play::with_rules(&duel(1, &a, BOB), sets);
    p.to(1, Step::Main1);
    p
}

#[test]
fn jund_gives_a_red_creature_spell_devour_5_which_the_permanent_has_400_7a() {
    let mut p = jund("Raging Goblin", &[]);
    p.act("Alice casts Raging Goblin");
    // Jund's trigger resolves first, then the spell.
    p.pass_all();
    p.pass_all();
    let goblin = p.card("Raging Goblin");
    assert_eq!(p.g.obj(goblin).zone, Zone::Battlefield);
    assert!(
        p.can("Alice sacrifices Memnite, Memnite to Raging Goblin's devour 5"),
        "{:#?}",
        p.options()
    );
    p.act("Alice sacrifices Memnite, Memnite to Raging Goblin's devour 5: it enters with 10 +1/+1 counters");
    assert_eq!(p.g.obj(goblin).plus1, 10);
    assert_eq!(p.eng().power(&p.g, goblin), 11);
}

#[test]
fn jund_gives_no_devour_to_a_colourless_spell_nor_without_carrying_the_effect() {
    // Memnite is colourless: Jund doesn't trigger, nothing is asked as it enters.
    let mut p = jund("Memnite", &[]);
    p.act("Alice casts Memnite");
    p.pass_all();
    assert!(!p.can("devour"), "{:#?}", p.options());
    assert_eq!(in_zone(&p, "Memnite", Zone::Battlefield), 3);

    // The broken variant: the effect on the spell ends as it leaves the stack (400.7 read
    // without 400.7a), so the Goblin enters without devour.
    let mut p = jund("Raging Goblin", &["spell-effects.carry=dropped"]);
    p.act("Alice casts Raging Goblin");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Raging Goblin")).zone, Zone::Battlefield);
    assert!(!p.can("devour"), "{:#?}", p.options());
}

#[test]
fn sacred_cat_embalms_into_a_white_zombie_token_without_mana_cost_702_128a() {
    let a = format!("graveyard = [\"Sacred Cat\"]\nbattlefield = [\"Plains\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &a, "library = [\"Island\"]"));
    assert!(!p.can("activates"), "not in upkeep: as a sorcery");
    p.to(1, Step::Main1);
    p.act("Alice activates Sacred Cat's ability, exiling Sacred Cat, paying {W} (tapping Plains)");
    let card = p.card("Sacred Cat");
    assert_eq!(
        p.g.obj(card).zone,
        Zone::Exile,
        "exiled as the cost (601.2h)"
    );
    p.pass_all();
    let eng = p.eng();
    let token =
        p.g.in_zone(Zone::Battlefield)
            .find(|&c| eng.name(c) == "Sacred Cat")
            .expect("a Sacred Cat token");
    assert!(eng.has_subtype(&p.g, token, "Zombie"));
    assert!(eng.has_subtype(&p.g, token, "Cat"));
    assert_eq!(eng.mana_cost(&p.g, token), None);
    assert_eq!(eng.mana_value_of(&p.g, token), 0);
    assert_eq!(eng.colors(&p.g, token), 1, "white");
}

fn naktamun(sets: &[&str]) -> Play {
    let a = format!(
        "graveyard = [\"Raging Goblin\", \"Island\"]\nbattlefield = [\"Mountain\"]\n{LIB}\n\
         planar_deck = [\"Naktamun\", \"Stairs to Infinity\"]"
    );
    let bob = format!("graveyard = [\"Grizzly Bears\"]\n{BOB}");
    let mut p = Play::with_rules(&duel(1, &a, &bob), sets);
    p.to(1, Step::Main1);
    p
}

#[test]
fn naktamun_gives_creature_cards_in_your_graveyard_embalm_for_their_mana_cost() {
    let mut p = naktamun(&[]);
    assert!(!p.can("Island's ability"), "not a creature card");
    assert!(
        !p.can("Grizzly Bears's ability"),
        "Bob's card: the plane is Alice's"
    );
    p.act("Alice activates Raging Goblin's ability (\"Embalm\"), exiling Raging Goblin, paying {R} (tapping Mountain)");
    p.pass_all();
    let eng = p.eng();
    let token =
        p.g.in_zone(Zone::Battlefield)
            .find(|&c| eng.name(c) == "Raging Goblin")
            .expect("a Raging Goblin token");
    assert_eq!(eng.colors(&p.g, token), 1, "white, not red (707.9b)");
    assert!(eng.has_subtype(&p.g, token, "Zombie"));
    assert!(eng.has_subtype(&p.g, token, "Goblin"));
    assert_eq!(eng.mana_cost(&p.g, token), None);
}

#[test]
fn under_embalm_copy_as_printed_the_token_stays_red_with_its_mana_cost() {
    let mut p = naktamun(&["embalm.copy=as-printed"]);
    p.act("Alice activates Raging Goblin's ability (\"Embalm\")");
    p.pass_all();
    let eng = p.eng();
    let token =
        p.g.in_zone(Zone::Battlefield)
            .find(|&c| eng.name(c) == "Raging Goblin")
            .expect("a Raging Goblin token");
    assert_ne!(eng.colors(&p.g, token), 1);
    assert!(eng.mana_cost(&p.g, token).is_some());
    assert!(
        eng.has_subtype(&p.g, token, "Zombie"),
        "the added type stays"
    );
}

#[test]
fn embalm_and_devour_errors_are_load_errors() {
    let card = |extra: &str| {
        format!(
            "name = \"t\"\nturns = 1\n[[player]]\nname = \"Alice\"\nhand = [\"Test\"]\n[[player]]\nname = \"Bob\"\n\
             [[card]]\nname = \"Test\"\ncost = \"{{W}}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n{extra}\n"
        )
    };
    let e = load_error("bad.toml", &card("embalm = \"Pay 2 life\""));
    assert!(e.contains("embalm: the cost is mana"), "{e}");
    let e = load_error("bad.toml", &card("devour = 0"));
    assert!(e.contains("devour: a number"), "{e}");
    let e = load_error(
        "bad.toml",
        &card("[[card.activated]]\ncost = \"{W}\"\nexile = \"this card\"\ndo = [\"draw a card\"]"),
    );
    assert!(e.contains("exiled from its owner's graveyard"), "{e}");
    let e = load_error(
        "bad.toml",
        "name = \"t\"\nturns = 1\n[[player]]\nname = \"Alice\"\nplanar_deck = [\"P\"]\n[[player]]\nname = \"Bob\"\n\
         [[card]]\nname = \"P\"\ntypes = [\"plane\"]\nsubtypes = [\"Amonkhet\"]\n\
         statics = [\"Each creature card in your graveyard has embalm.\"]\n",
    );
    assert!(e.contains("say what the granted embalm cost is"), "{e}");
}

#[test]
fn a_creature_with_devour_put_onto_the_battlefield_by_an_instruction_devours_too_702_82a() {
    // Grixis's chaos ability puts Predator Dragon from Alice's graveyard onto the battlefield:
    // devour is a static ability that works however the permanent enters.
    let a = format!(
        "graveyard = [\"Predator Dragon\"]\nbattlefield = [\"Raging Goblin\"]\n{LIB}\n\
         planar_deck = [\"Grixis\", \"Stairs to Infinity\"]"
    );
    let mut p = Play::new(&duel(1, &a, BOB));
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Predator Dragon")).zone, Zone::Battlefield);
    p.act("Alice sacrifices Raging Goblin to Predator Dragon's devour 2");
    assert_eq!(p.g.obj(p.card("Predator Dragon")).plus1, 2);
    assert_eq!(in_zone(&p, "Raging Goblin", Zone::Graveyard), 1);
    assert!(p.can("Alice passes priority"), "{:#?}", p.options());
}

#[test]
fn skullmulcher_draws_a_card_for_each_creature_it_devoured_702_82b() {
    let a = "hand = [\"Skullmulcher\"]\nbattlefield = [\"Forest\", \"Forest\", \"Forest\", \
             \"Forest\", \"Forest\", \"Memnite\", \"Memnite\"]\n\
             library = [\"Island\", \"Island\", \"Island\"]";
    let mut p = Play::new(&duel(1, a, "library = [\"Island\"]"));
    p.to(1, Step::Main1);
    p.act("Alice casts Skullmulcher");
    p.pass_all();
    p.act("Alice sacrifices Memnite, Memnite to Skullmulcher's devour 1");
    assert_eq!(p.g.obj(p.card("Skullmulcher")).devoured, 2);
    assert_eq!(p.g.obj(p.card("Skullmulcher")).plus1, 2);
    p.stack_triggers_in_order();
    p.pass_all();
    assert_eq!(p.g.players[0].library.len(), 1, "two cards drawn");
}
