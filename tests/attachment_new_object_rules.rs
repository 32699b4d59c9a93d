//! An object that changes zones is a new object with no memory of its previous existence (CR
//! 400.7): whatever was attached to the permanent is attached to nothing from then on, even if
//! the card comes back to the battlefield in the same resolution (Ephemerate: "Exile target
//! creature you control, then return it to the battlefield under its owner's control."). An
//! Aura attached to nothing is put into its owner's graveyard as a state-based action (303.4c,
//! 704.5m; Ephemerate's ruling); an Equipment attached to nothing stays on the battlefield
//! unattached (301.5c, 704.5n) and may be attached again. The broken variant
//! `attach.new-object=keeps-attachment` leaves them attached to the returned card.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const BEARS: &str = "Grizzly Bears";
const BROKEN: &[&str] = &["attach.new-object=keeps-attachment"];

/// Alice's Grizzly Bears enchanted by her Holy Strength ("Enchanted creature gets +1/+2."); she
/// casts Ephemerate on the Bears in her first main phase and it resolves.
fn flicker_holy_strength(sets: &[&str]) -> Play {
    let alice = "hand = [\"Ephemerate\"]\nbattlefield = [\"Grizzly Bears\", { card = \"Holy Strength\", enchanting = \"Grizzly Bears\" }, \"Plains\"]\nlibrary = [\"Plains\"]";
    let mut p = Play::with_rules(&duel(1, alice, "library = [\"Island\"]"), sets);
    p.to(1, Step::Main1);
    let eng = p.eng();
    let bears = p.card(BEARS);
    assert_eq!((eng.power(&p.g, bears), eng.toughness(&p.g, bears)), (3, 4));
    p.act("Alice casts Ephemerate, targeting Grizzly Bears");
    p.pass_all();
    p
}

#[test]
fn an_aura_on_a_flickered_creature_goes_to_the_graveyard_400_7_704_5m() {
    let p = flicker_holy_strength(&[]);
    assert_eq!(p.g.obj(p.card(BEARS)).zone, Zone::Battlefield);
    let strength = p.g.obj(p.card("Holy Strength"));
    assert_eq!(
        (strength.zone, strength.attached_to),
        (Zone::Graveyard, None),
        "{}",
        p.board()
    );
    // The new Bears are not enchanted: 2/2.
    let eng = p.eng();
    let bears = p.card(BEARS);
    assert_eq!((eng.power(&p.g, bears), eng.toughness(&p.g, bears)), (2, 2));
    assert!(
        !p.board().contains("Holy Strength (enchanting"),
        "{}",
        p.board()
    );
}

#[test]
fn the_broken_variant_keeps_the_aura_on_the_returned_card() {
    let p = flicker_holy_strength(BROKEN);
    let strength = p.g.obj(p.card("Holy Strength"));
    assert_eq!(
        (strength.zone, strength.attached_to),
        (Zone::Battlefield, Some(p.card(BEARS))),
        "{}",
        p.board()
    );
    assert!(
        p.board()
            .contains("Holy Strength (enchanting Grizzly Bears)"),
        "{}",
        p.board()
    );
}

/// Bob's Pacifism ("Enchanted creature can't attack or block.") enchants Alice's Grizzly Bears;
/// Alice casts Ephemerate on them in her first turn; on Bob's turn his Hill Giant attacks her.
/// Passes priority until Alice declares blockers (or, if nothing can block, to the end of the
/// game); with every block option offered on the way.
fn pacifism_flickered_then_attacked(sets: &[&str]) -> (Play, Vec<String>) {
    let alice = "hand = [\"Ephemerate\"]\nbattlefield = [\"Grizzly Bears\", \"Plains\"]\nlibrary = [\"Plains\", \"Plains\"]";
    let bob = "battlefield = [\"Hill Giant\", { card = \"Pacifism\", enchanting = \"Grizzly Bears\" }]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::with_rules(&duel(2, alice, bob), sets);
    p.to(1, Step::Main1);
    p.act("Alice casts Ephemerate, targeting Grizzly Bears");
    p.pass_all();
    p.to(2, Step::BeginCombat);
    p.pass_until("Bob attacks Alice with Hill Giant");
    p.act("Bob attacks Alice with Hill Giant");
    let mut blocks = Vec::new();
    for _ in 0..40 {
        let options = p.options();
        blocks.extend(options.iter().filter(|o| o.contains("blocks")).cloned());
        if p.can("declares no blockers") || !p.can("passes priority") {
            break;
        }
        p.act("passes priority");
    }
    (p, blocks)
}

#[test]
fn a_flickered_creature_is_free_of_pacifism_and_may_block_400_7_303_4c() {
    let (p, blocks) = pacifism_flickered_then_attacked(&[]);
    assert_eq!(
        p.g.obj(p.card("Pacifism")).zone,
        Zone::Graveyard,
        "{}",
        p.board()
    );
    assert!(
        blocks.contains(&"Alice blocks Hill Giant with Grizzly Bears".to_string()),
        "{blocks:#?}"
    );
}

#[test]
fn the_broken_variant_keeps_pacifism_on_the_flickered_creature() {
    let (p, blocks) = pacifism_flickered_then_attacked(BROKEN);
    assert_eq!(
        p.g.obj(p.card("Pacifism")).attached_to,
        Some(p.card(BEARS)),
        "{}",
        p.board()
    );
    assert!(blocks.is_empty(), "{blocks:#?}");
    // Nothing could block: the Giant dealt its 3 damage.
    assert_eq!(p.life(0), 17, "{}", p.board());
}

/// Alice equips Bonesplitter ("Equipped creature gets +2/+0.", equip {1}) to her Grizzly Bears,
/// then casts Ephemerate on them.
fn flicker_equipped_bears(sets: &[&str]) -> Play {
    let alice = "hand = [\"Ephemerate\"]\nbattlefield = [\"Grizzly Bears\", \"Bonesplitter\", \"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Plains\"]";
    let mut p = Play::with_rules(&duel(1, alice, "library = [\"Island\"]"), sets);
    p.to(1, Step::Main1);
    p.act("Alice activates Bonesplitter");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Bonesplitter")).attached_to,
        Some(p.card(BEARS))
    );
    p.act("Alice casts Ephemerate, targeting Grizzly Bears");
    p.pass_all();
    p
}

#[test]
fn an_equipment_on_a_flickered_creature_stays_unattached_400_7_704_5n() {
    let mut p = flicker_equipped_bears(&[]);
    let bones = p.g.obj(p.card("Bonesplitter"));
    assert_eq!(
        (bones.zone, bones.attached_to),
        (Zone::Battlefield, None),
        "{}",
        p.board()
    );
    assert!(
        !p.board().contains("Bonesplitter (equipping"),
        "{}",
        p.board()
    );
    let bears = p.card(BEARS);
    assert_eq!(p.eng().power(&p.g, bears), 2, "{}", p.board());
    // It may be attached again, to the new object (CR 702.6a).
    p.act("Alice activates Bonesplitter");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Bonesplitter")).attached_to, Some(bears));
    assert_eq!(p.eng().power(&p.g, bears), 4, "{}", p.board());
}

#[test]
fn the_broken_variant_keeps_the_equipment_on_the_returned_card() {
    let p = flicker_equipped_bears(BROKEN);
    assert!(
        p.board().contains("Bonesplitter (equipping Grizzly Bears)"),
        "{}",
        p.board()
    );
    assert_eq!(p.eng().power(&p.g, p.card(BEARS)), 4, "{}", p.board());
}

#[test]
fn an_aura_stays_on_a_creature_that_stays_on_the_battlefield() {
    // Only a zone change makes a new object: damage does not.
    let alice = "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Grizzly Bears\", { card = \"Holy Strength\", enchanting = \"Grizzly Bears\" }, \"Mountain\"]\nlibrary = [\"Plains\"]";
    let mut p = Play::new(&duel(1, alice, "library = [\"Island\"]"));
    p.to(1, Step::Main1);
    // 3 damage to a 3/4: it survives; the Aura stays.
    p.act("Alice casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.obj(p.card(BEARS)).zone, Zone::Battlefield);
    assert_eq!(
        p.g.obj(p.card("Holy Strength")).attached_to,
        Some(p.card(BEARS))
    );
}
