//! Words of the card language that everyday cards use: colours in descriptions (CR 105.2),
//! "its power" as last known (608.2h), "onto the battlefield tapped" (110.5b), defender
//! (702.3b), "its controller" of a targeted spell (608.2h), and a static ability of two
//! parts ("gets +2/+0 and has trample", 613.4c, 613.1f).

mod common;

use common::{duel, Play};
use rulecheck::cards::Keyword;
use rulecheck::engine::{Step, Zone};

fn main1(alice: &str, bob: &str) -> Play {
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p
}

#[test]
fn a_colour_word_limits_targets_and_statics_105_2() {
    // Vampire Nighthawk is black: Doom Blade can't target it; the Lion is white.
    let alice = "hand = [\"Doom Blade\"]\nbattlefield = [\"Swamp\", \"Swamp\", \"Honor of the Pure\", \"Silvercoat Lion\", \"Vampire Nighthawk\"]\nlibrary = [\"Swamp\"]";
    let p = main1(
        alice,
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Swamp\"]",
    );
    assert!(
        p.can("Doom Blade, targeting Silvercoat Lion"),
        "{:#?}",
        p.options()
    );
    assert!(!p.can("targeting Vampire Nighthawk"), "{:#?}", p.options());
    let eng = p.eng();
    // Honor of the Pure: the white Lion gets +1/+1, the black Nighthawk doesn't.
    assert_eq!(eng.power(&p.g, p.card("Silvercoat Lion")), 3);
    assert_eq!(eng.power(&p.g, p.card("Vampire Nighthawk")), 2);
}

#[test]
fn its_power_is_read_as_the_creature_last_existed_608_2h() {
    let alice =
        "hand = [\"Swords to Plowshares\"]\nbattlefield = [\"Plains\"]\nlibrary = [\"Plains\"]";
    let bob =
        "battlefield = [{ card = \"Silvercoat Lion\", counters = 2 }]\nlibrary = [\"Plains\"]";
    let mut p = main1(alice, bob);
    p.act("Alice casts Swords to Plowshares, targeting Silvercoat Lion");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Silvercoat Lion")).zone, Zone::Exile);
    // 2 printed + 2 counters, as it last existed on the battlefield; its controller gains it.
    assert_eq!((p.life(0), p.life(1)), (20, 24), "{}", p.board());
}

#[test]
fn a_land_put_onto_the_battlefield_tapped_110_5b() {
    let alice = "hand = [\"Rampant Growth\"]\nbattlefield = [\"Forest\", \"Forest\"]\nlibrary = [\"Plains\", \"Island\"]";
    let mut p = main1(alice, "library = [\"Plains\"]");
    p.act("Alice casts Rampant Growth");
    p.pass_all();
    p.act("Alice chooses Island");
    let island = p.g.obj(p.card("Island"));
    assert_eq!(
        (island.zone, island.tapped),
        (Zone::Battlefield, true),
        "{}",
        p.board()
    );
}

#[test]
fn a_creature_with_defender_cant_attack_702_3b() {
    let wall = "\n[[card]]\nname = \"Test Wall\"\ncost = \"{1}{U}\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 4\nkeywords = [\"defender\"]\ntext = \"Defender\"\n";
    let alice = "battlefield = [\"Test Wall\", \"Grizzly Bears\"]\nlibrary = [\"Plains\"]";
    let mut p = Play::new(&format!(
        "{}{wall}",
        duel(1, alice, "library = [\"Plains\"]")
    ));
    p.to(1, Step::BeginCombat);
    p.pass_until("Alice attacks");
    assert!(
        p.can("Alice attacks Bob with Grizzly Bears"),
        "{:#?}",
        p.options()
    );
    assert!(!p.can("Test Wall"), "{:#?}", p.options());
}

#[test]
fn its_controller_of_a_targeted_spell_pays_608_2h() {
    let alice = "hand = [\"Grizzly Bears\"]\nbattlefield = [\"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Forest\"]\nlibrary = [\"Plains\"]";
    let bob =
        "hand = [\"Mana Leak\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Plains\"]";
    let mut p = main1(alice, bob);
    p.act("Alice casts Grizzly Bears");
    p.act("Alice passes priority");
    p.act("Bob casts Mana Leak, targeting Grizzly Bears");
    p.pass_all();
    // Alice, the Bears' controller, is the one asked to pay {3}.
    assert!(p.g.actor() == 0, "{}", p.board());
    p.act("Alice pays for Mana Leak, paying {3}");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Grizzly Bears")).zone,
        Zone::Battlefield,
        "{}",
        p.board()
    );
}

#[test]
fn one_static_ability_in_two_layers_613() {
    let alice = "hand = [\"Rancor\"]\nbattlefield = [\"Forest\", \"Grizzly Bears\"]\nlibrary = [\"Plains\"]";
    let mut p = main1(
        alice,
        "battlefield = [\"Silvercoat Lion\"]\nlibrary = [\"Plains\"]",
    );
    p.act("Alice casts Rancor, targeting Grizzly Bears");
    p.pass_all();
    let eng = p.eng();
    let bears = p.card("Grizzly Bears");
    assert_eq!((eng.power(&p.g, bears), eng.toughness(&p.g, bears)), (4, 2));
    assert!(eng.has_keyword(&p.g, bears, Keyword::Trample));
    assert!(!eng.has_keyword(&p.g, p.card("Silvercoat Lion"), Keyword::Trample));
}

#[test]
fn fog_covers_a_creature_that_arrives_after_it_resolved_611_2c() {
    let raider = "\n[[card]]\nname = \"Test Raider\"\ncost = \"{R}\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 1\nkeywords = [\"haste\"]\ntext = \"Haste\"\n";
    let alice = "hand = [\"Test Raider\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Plains\"]";
    let bob = "hand = [\"Fog\"]\nbattlefield = [\"Forest\"]\nlibrary = [\"Plains\"]";
    let mut p = Play::new(&format!("{}{raider}", duel(1, alice, bob)));
    p.to(1, Step::Main1);
    p.act("Alice passes priority");
    p.act("Bob casts Fog");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Fog")).zone, Zone::Graveyard);
    p.act("Alice casts Test Raider");
    p.pass_all();
    p.pass_until("Alice attacks Bob with Test Raider");
    p.act("Alice attacks Bob with Test Raider");
    p.pass_to_step(Step::EndCombat);
    assert_eq!(p.life(1), 20, "{}", p.board());
}

#[test]
fn a_key_a_step_gives_no_meaning_is_an_error_not_ignored() {
    let card = "\n[[card]]\nname = \"Odd Draw\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\ntext = \"Draw a card.\"\nspell = [{ draw = 1, as = \"drawn\" }]\n";
    let err = common::load_error(
        "m.toml",
        &format!("{}{card}", duel(1, "hand = [\"Odd Draw\"]", "")),
    );
    assert!(err.contains("`as` means nothing in a `draw` step"), "{err}");
}

#[test]
fn nonbasic_is_a_land_without_the_basic_supertype_205_4a() {
    let cards = "[[card]]\nname = \"Land Razer\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\nspell = [{ destroy = \"target nonbasic land\" }]\n[[card]]\nname = \"Test Dual\"\ntypes = [\"land\"]\nmana = \"{U} or {R}\"\n";
    let mut p = Play::new(
        &(duel(
            1,
            "hand = [\"Land Razer\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Swamp\"]",
            "battlefield = [\"Island\", \"Test Dual\"]\nlibrary = [\"Swamp\"]",
        ) + cards),
    );
    p.to(1, Step::Main1);
    assert!(!p.can("targeting Island"), "{:#?}", p.options());
    assert!(!p.can("targeting Mountain"), "{:#?}", p.options());
    p.act("casts Land Razer, targeting Test Dual");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Test Dual")).zone, Zone::Graveyard);
}

#[test]
fn a_card_put_into_a_hand_goes_to_its_owner_s_hand_400_3() {
    // Remand: "Counter target spell. If that spell is countered this way, put it into its
    // owner's hand instead of into that player's graveyard." `to = "hand"` says the same.
    let cards = "[[card]]\nname = \"Test Remand\"\ncost = \"{U}\"\ntypes = [\"instant\"]\nspell = [{ counter = \"target spell\", to = \"hand\" }]\n";
    let mut p = Play::new(
        &(duel(
            1,
            "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Swamp\"]",
            "hand = [\"Test Remand\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Swamp\"]",
        ) + cards),
    );
    p.to(1, Step::Main1);
    p.act("casts Lightning Bolt, targeting Bob");
    p.act("Alice passes priority");
    p.act("Bob casts Test Remand, targeting Lightning Bolt");
    p.pass_all();
    let bolt = p.g.obj(p.card("Lightning Bolt"));
    assert_eq!(
        (bolt.zone, bolt.controller),
        (Zone::Hand, 0),
        "{}",
        p.board()
    );
}
