//! Fight (CR 701.14), "it" naming an earlier target (115.1, 608.2b), and a mana ability
//! written as Oracle text does ("{T}: Add {G}.", 605.1a).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// Alice holds Prey Upon and Lightning Bolt; her `alice` creature faces Bob's `bob`.
fn prey_upon(alice: &str, bob: &str) -> Play {
    let alice = format!("hand = [\"Prey Upon\", \"Lightning Bolt\"]\nbattlefield = [\"Forest\", \"Mountain\", \"{alice}\"]\nlibrary = [\"Forest\"]");
    let bob = format!("battlefield = [\"{bob}\"]\nlibrary = [\"Forest\"]");
    let mut p = Play::new(&duel(1, &alice, &bob));
    p.to(1, Step::Main1);
    p
}

#[test]
fn each_fighter_deals_damage_equal_to_its_power_to_the_other_701_14a() {
    let mut p = prey_upon("Grizzly Bears", "Silvercoat Lion");
    // CR 115.1: the first target is a creature Alice controls, the second one she doesn't.
    assert!(
        !p.can("targeting Silvercoat Lion, Grizzly Bears"),
        "{:#?}",
        p.options()
    );
    p.act("Alice casts Prey Upon, targeting Grizzly Bears, Silvercoat Lion");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Grizzly Bears")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert_eq!(p.g.obj(p.card("Silvercoat Lion")).zone, Zone::Graveyard);
}

#[test]
fn a_fighter_gone_before_resolution_means_no_damage_at_all_701_14b() {
    let mut p = prey_upon("Grizzly Bears", "Silvercoat Lion");
    p.act("Alice casts Prey Upon, targeting Grizzly Bears, Silvercoat Lion");
    // Alice holds priority and Bolts her own Bears: Prey Upon resolves with one legal target.
    p.act("Alice casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    let lion = p.g.obj(p.card("Silvercoat Lion"));
    assert_eq!(
        (lion.zone, lion.damage),
        (Zone::Battlefield, 0),
        "{}",
        p.board()
    );
}

#[test]
fn fight_damage_has_its_creatures_qualities_lifelink_702_15b() {
    // Vampire Nighthawk (2/3 flying, deathtouch, lifelink) fights the Lion: the Lion dies of
    // deathtouch damage, the Nighthawk survives its 2 damage, and Alice gains 2 life.
    let mut p = prey_upon("Vampire Nighthawk", "Silvercoat Lion");
    p.act("Alice casts Prey Upon, targeting Vampire Nighthawk, Silvercoat Lion");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Silvercoat Lion")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Vampire Nighthawk")).zone, Zone::Battlefield);
    assert_eq!(p.life(0), 22, "{}", p.board());
}

#[test]
fn it_names_the_earlier_target_when_nothing_is_bound() {
    let threaten = "\n[[card]]\nname = \"Threaten\"\ncost = \"{2}{R}\"\ntypes = [\"sorcery\"]\ntext = \"Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.\"\nspell = [{ untap = \"target creature\" }, { gain-control = \"it\", until = \"end of turn\" }, { grant = \"that creature\", gains = \"haste\", until = \"end of turn\" }]\n";
    let alice = "hand = [\"Threaten\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Forest\"]";
    let bob =
        "battlefield = [{ card = \"Silvercoat Lion\", tapped = true }]\nlibrary = [\"Forest\"]";
    let mut p = Play::new(&format!("{}{threaten}", duel(1, alice, bob)));
    p.to(1, Step::Main1);
    p.act("Alice casts Threaten, targeting Silvercoat Lion");
    p.pass_all();
    let lion = p.card("Silvercoat Lion");
    assert_eq!(p.g.obj(lion).controller, 0, "{}", p.board());
    assert!(!p.g.obj(lion).tapped);
    assert!(p
        .eng()
        .has_keyword(&p.g, lion, rulecheck::cards::Keyword::Haste));
}

#[test]
fn a_mana_ability_may_be_written_as_its_oracle_text() {
    let elves = "\n[[card]]\nname = \"Text Elf\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nmana = \"{T}: Add {G}.\"\ntext = \"{T}: Add {G}.\"\n\n[[card]]\nname = \"Text Bird\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 0\ntoughness = 1\nmana = \"{T}: Add one mana of any color.\"\ntext = \"{T}: Add one mana of any color.\"\n";
    let alice = "hand = [\"Lightning Bolt\", \"Prey Upon\"]\nbattlefield = [\"Text Elf\", \"Text Bird\"]\nlibrary = [\"Forest\"]";
    let mut p = Play::new(&format!(
        "{}{elves}",
        duel(
            1,
            alice,
            "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Forest\"]"
        )
    ));
    p.to(1, Step::Main1);
    // The Bird's mana pays for Bolt's {R}; the Elf's for Prey Upon's {G}.
    assert!(p.can("Alice casts Lightning Bolt"), "{:#?}", p.options());
    assert!(
        p.can("Alice casts Prey Upon, targeting Text Elf, Grizzly Bears"),
        "{:#?}",
        p.options()
    );
    let bad = "\n[[card]]\nname = \"Bad Elf\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nmana = \"{T}: Draw a card.\"\ntext = \"\"\n";
    let err = common::load_error(
        "m.toml",
        &format!("{}{bad}", duel(1, "hand = [\"Bad Elf\"]", "")),
    );
    assert!(err.contains("mana: after \"{T}:\", \"Add {G}.\""), "{err}");
}

#[test]
fn the_discarding_player_chooses_what_they_discard_701_9b() {
    let alice = "hand = [\"Mind Rot\"]\nbattlefield = [\"Swamp\", \"Swamp\", \"Swamp\"]\nlibrary = [\"Swamp\"]";
    let bob = "hand = [\"Grizzly Bears\", \"Lightning Bolt\", \"Island\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Mind Rot, targeting Bob");
    p.pass_all();
    // Bob, not Alice, chooses each card.
    assert!(
        p.can("Bob chooses Lightning Bolt and discards it"),
        "{:#?}",
        p.options()
    );
    p.act("Bob chooses Island and discards it");
    p.act("Bob chooses Grizzly Bears and discards it");
    assert_eq!(
        p.cards_in(Zone::Hand),
        vec!["Lightning Bolt"],
        "{}",
        p.board()
    );
}
