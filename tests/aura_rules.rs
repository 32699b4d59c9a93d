//! Auras (CR 303.4) and enchant (702.5): an Aura spell targets what it will enchant (303.4a,
//! 115.1b) and enters attached to it (608.3c), or doesn't resolve if that target is gone
//! (608.3b); an Aura put onto the battlefield another way enchants what its controller chooses
//! as it enters, without targeting (303.4f), or stays where it was if there is nothing
//! (303.4g); an Aura attached to an illegal object or to none goes to the graveyard (704.5m);
//! "enchanted creature" is the object it is attached to (303.4m).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const BEARS: &str = "Grizzly Bears";
const LION: &str = "Silvercoat Lion";

/// Alice holds Pacifism, Holy Strength and Lightning Bolt with four lands; Bob controls
/// Grizzly Bears and Silvercoat Lion. Two turns: Bob attacks on his.
fn alice_with_auras(sets: &[&str]) -> Play {
    let alice = "hand = [\"Pacifism\", \"Holy Strength\", \"Lightning Bolt\"]\nbattlefield = [\"Plains\", \"Plains\", \"Plains\", \"Mountain\"]\nlibrary = [\"Plains\"]";
    let bob = "battlefield = [\"Grizzly Bears\", \"Silvercoat Lion\"]\nlibrary = [\"Plains\", \"Plains\"]";
    let mut p = Play::with_rules(&duel(2, alice, bob), sets);
    p.to(1, Step::Main1);
    p
}

fn cast_pacifism_on(p: &mut Play, target: &str) {
    p.act(&format!("Alice casts Pacifism, targeting {target}"));
}

#[test]
fn an_aura_spell_enters_attached_to_its_target_608_3c() {
    let mut p = alice_with_auras(&[]);
    // CR 303.4a: only creatures can be its target (not a land).
    assert!(!p.can("Pacifism, targeting Plains"), "{:#?}", p.options());
    cast_pacifism_on(&mut p, BEARS);
    p.pass_all();
    let pacifism = p.g.obj(p.card("Pacifism"));
    assert_eq!(pacifism.zone, Zone::Battlefield, "{}", p.board());
    assert_eq!(pacifism.attached_to, Some(p.card(BEARS)));
    assert!(
        p.board().contains("Pacifism (enchanting Grizzly Bears)"),
        "{}",
        p.board()
    );
}

#[test]
fn the_enchanted_creature_cant_attack_303_4m() {
    let mut p = alice_with_auras(&[]);
    cast_pacifism_on(&mut p, BEARS);
    p.pass_all();
    p.to(2, Step::BeginCombat);
    p.pass_until("Bob attacks Alice");
    let options = p.options();
    assert!(options.iter().any(|o| o.contains(LION)), "{options:#?}");
    assert!(!options.iter().any(|o| o.contains(BEARS)), "{options:#?}");
}

#[test]
fn an_aura_whose_target_is_gone_doesnt_resolve_608_3b() {
    let mut p = alice_with_auras(&[]);
    cast_pacifism_on(&mut p, BEARS);
    // Alice holds priority and Bolts the Bears: Bolt resolves first.
    p.act("Alice casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.obj(p.card(BEARS)).zone, Zone::Graveyard);
    assert_eq!(
        p.g.obj(p.card("Pacifism")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
}

#[test]
fn an_aura_goes_to_the_graveyard_when_its_creature_dies_704_5m() {
    for (sets, zone) in [
        (&[][..], Zone::Graveyard),
        (&["aura.state-based=stays"][..], Zone::Battlefield),
    ] {
        let mut p = alice_with_auras(sets);
        cast_pacifism_on(&mut p, BEARS);
        p.pass_all();
        p.act("Alice casts Lightning Bolt, targeting Grizzly Bears");
        p.pass_all();
        assert_eq!(p.g.obj(p.card(BEARS)).zone, Zone::Graveyard);
        assert_eq!(
            p.g.obj(p.card("Pacifism")).zone,
            zone,
            "{sets:?}: {}",
            p.board()
        );
    }
}

#[test]
fn enchanted_creature_gets_its_bonus_layer_7c() {
    let mut p = alice_with_auras(&[]);
    p.act("Alice casts Holy Strength, targeting Silvercoat Lion");
    p.pass_all();
    let eng = p.eng();
    let lion = p.card(LION);
    assert_eq!((eng.power(&p.g, lion), eng.toughness(&p.g, lion)), (3, 4));
    // Only the enchanted creature.
    let bears = p.card(BEARS);
    assert_eq!((eng.power(&p.g, bears), eng.toughness(&p.g, bears)), (2, 2));
    // Holy Strength's +1/+2 keeps the Lion alive through a Bolt (3 damage, toughness 4).
    p.act("Alice casts Lightning Bolt, targeting Silvercoat Lion");
    p.pass_all();
    assert_eq!(p.g.obj(lion).zone, Zone::Battlefield, "{}", p.board());
}

#[test]
fn a_creature_with_protection_cant_be_targeted_or_enchanted_702_16c() {
    // Duskrider Peregrine has protection from black; a black Aura can't enchant it.
    let aura = "[[card]]\nname = \"Dark Favor\"\ncost = \"{B}\"\ntypes = [\"enchantment\"]\nsubtypes = [\"Aura\"]\nenchant = \"creature\"\nstatics = [\"Enchanted creature gets +1/+0.\"]\ntext = \"Enchant creature. Enchanted creature gets +1/+0.\"\n\n";
    let alice = "hand = [\"Dark Favor\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Swamp\"]";
    let bob = "battlefield = [\"Duskrider Peregrine\", \"Grizzly Bears\"]\nlibrary = [\"Plains\"]";
    let mut p = Play::new(&format!("{}\n{aura}", duel(1, alice, bob)));
    p.to(1, Step::Main1);
    assert!(
        p.can("Dark Favor, targeting Grizzly Bears"),
        "{:#?}",
        p.options()
    );
    assert!(
        !p.can("targeting Duskrider Peregrine"),
        "{:#?}",
        p.options()
    );
    let eng = p.eng();
    let aura = p.card("Dark Favor");
    assert!(!eng.can_enchant(&p.g, aura, 0, p.card("Duskrider Peregrine")));
    assert!(eng.can_enchant(&p.g, aura, 0, p.card(BEARS)));
}

/// Resurgent Belief (suspended, one counter left) returns Alice's enchantment cards: Pacifism
/// and Training Grounds.
fn belief_on_the_stack(bob: &str) -> Play {
    let alice = "battlefield = [\"Mountain\"]\ngraveyard = [\"Pacifism\", \"Training Grounds\"]\nexile = [{ card = \"Resurgent Belief\", time = 1 }]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    // Upkeep: the last counter comes off; Alice casts it for free.
    p.pass_until("Alice casts Resurgent Belief");
    p.act("Alice casts Resurgent Belief");
    p
}

#[test]
fn an_aura_returned_by_an_effect_enchants_what_its_controller_chooses_303_4f() {
    let mut p = belief_on_the_stack(
        "battlefield = [\"Grizzly Bears\", \"Silvercoat Lion\"]\nlibrary = [\"Island\"]",
    );
    p.pass_all();
    // Two creatures: Alice chooses (not a target: an opponent's creature is fine).
    assert!(
        p.can("Alice chooses Silvercoat Lion for Pacifism to enchant"),
        "{:#?}",
        p.options()
    );
    p.act("Alice chooses Grizzly Bears for Pacifism to enchant");
    let pacifism = p.g.obj(p.card("Pacifism"));
    assert_eq!(pacifism.zone, Zone::Battlefield, "{}", p.board());
    assert_eq!(pacifism.attached_to, Some(p.card(BEARS)));
    assert_eq!(p.g.obj(p.card("Training Grounds")).zone, Zone::Battlefield);
}

#[test]
fn an_aura_with_nothing_to_enchant_stays_where_it_is_303_4g() {
    let mut p = belief_on_the_stack("library = [\"Island\"]");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Pacifism")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert_eq!(p.g.obj(p.card("Training Grounds")).zone, Zone::Battlefield);
}

#[test]
fn glimpse_puts_auras_onto_the_permanents_that_entered_first() {
    // Alice's Bears enchanted by Holy Strength go into her library with Glimpse of Tomorrow
    // and come back: the Bears first, so Holy Strength can enchant them again.
    let alice = "battlefield = [\"Grizzly Bears\", { card = \"Holy Strength\", enchanting = \"Grizzly Bears\" }]\nexile = [{ card = \"Glimpse of Tomorrow\", time = 1 }]\nlibrary = []";
    let mut p = Play::new(&duel(1, alice, "library = [\"Island\"]"));
    assert_eq!(
        p.g.obj(p.card("Holy Strength")).attached_to,
        Some(p.card(BEARS))
    );
    p.pass_until("Alice casts Glimpse of Tomorrow");
    p.act("Alice casts Glimpse of Tomorrow");
    p.pass_all();
    // The shuffle: chance picks each card's place.
    while p.g.decision.is_some() {
        let first = p.options()[0].clone();
        p.act(&first);
    }
    let strength = p.g.obj(p.card("Holy Strength"));
    assert_eq!(strength.zone, Zone::Battlefield, "{}", p.board());
    assert_eq!(strength.attached_to, Some(p.card(BEARS)));
}

#[test]
fn an_aura_returning_from_exile_enchants_what_its_owner_chooses_610_3c() {
    // Bob's Pacifism enchants Alice's Grizzly Bears; Alice's Banishing Light exiles Pacifism,
    // and Bob's Tear destroys the Light: Pacifism returns, and Bob chooses what it enchants.
    let alice = "hand = [\"Banishing Light\"]\nbattlefield = [\"Plains\", \"Plains\", \"Plains\", \"Grizzly Bears\", \"Silvercoat Lion\"]\nlibrary = [\"Plains\"]";
    let bob = "hand = [\"Wear // Tear\"]\nbattlefield = [\"Plains\", { card = \"Pacifism\", enchanting = \"Grizzly Bears\" }]\nlibrary = [\"Plains\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Banishing Light");
    p.pass_all();
    if p.can("targeting Pacifism") && !p.can("passes priority") {
        p.act("targeting Pacifism");
    }
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Pacifism")).zone,
        Zone::Exile,
        "{}",
        p.board()
    );
    p.pass_until("Bob casts Tear");
    p.act("Bob casts Tear");
    p.pass_all();
    assert!(
        p.can("Bob chooses Silvercoat Lion for Pacifism to enchant (CR 303.4f)"),
        "{:#?}",
        p.options()
    );
    p.act("Bob chooses Silvercoat Lion for Pacifism to enchant");
    let pacifism = p.g.obj(p.card("Pacifism"));
    assert_eq!(pacifism.zone, Zone::Battlefield, "{}", p.board());
    assert_eq!(pacifism.attached_to, Some(p.card(LION)));
    assert_eq!(pacifism.controller, 1);
}

#[test]
fn an_aura_is_written_with_what_it_enchants() {
    let no_enchant = "[[card]]\nname = \"Blank Aura\"\ncost = \"{W}\"\ntypes = [\"enchantment\"]\nsubtypes = [\"Aura\"]\ntext = \"\"\n\n";
    let err = load_error(
        "aura.toml",
        &format!("{}\n{no_enchant}", duel(1, "hand = [\"Blank Aura\"]", "")),
    );
    assert!(err.contains("an Aura needs `enchant`"), "{err}");
    let on_battlefield = duel(1, "battlefield = [\"Grizzly Bears\", \"Pacifism\"]", "");
    let err = load_error("aura.toml", &on_battlefield);
    assert!(
        err.contains("'Pacifism' is an Aura: on the battlefield it enchants a permanent"),
        "{err}"
    );
    let missing = duel(
        1,
        "battlefield = [{ card = \"Pacifism\", enchanting = \"Llanowar Elves\" }]",
        "",
    );
    let err = load_error("aura.toml", &missing);
    assert!(
        err.contains("no permanent named 'Llanowar Elves' is on the battlefield"),
        "{err}"
    );
    let player = "[[card]]\nname = \"Curse Test\"\ncost = \"{B}\"\ntypes = [\"enchantment\"]\nsubtypes = [\"Aura\"]\nenchant = \"player\"\ntext = \"\"\n\n";
    let err = load_error(
        "aura.toml",
        &format!("{}\n{player}", duel(1, "hand = [\"Curse Test\"]", "")),
    );
    assert!(
        err.contains("enchants a player (CR 702.5d) is not modelled"),
        "{err}"
    );
}
