//! Equipment (CR 301.5) and equip (702.6a): "Attach this to target creature you control. Equip
//! only as a sorcery."; an Equipment whose creature is gone becomes unattached and stays on the
//! battlefield (704.5n).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

fn alice_with_bonesplitter() -> Play {
    let alice = "battlefield = [\"Bonesplitter\", \"Plains\", \"Plains\", \"Grizzly Bears\"]\nlibrary = [\"Plains\"]";
    let bob = "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\", \"Silvercoat Lion\"]\nlibrary = [\"Plains\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p
}

#[test]
fn equip_attaches_to_a_creature_you_control_as_a_sorcery_702_6a() {
    let mut p = alice_with_bonesplitter();
    assert!(!p.can("targeting Silvercoat Lion"), "{:#?}", p.options());
    p.act("Alice activates Bonesplitter");
    p.pass_all();
    let bones = p.g.obj(p.card("Bonesplitter"));
    assert_eq!(
        bones.attached_to,
        Some(p.card("Grizzly Bears")),
        "{}",
        p.board()
    );
    assert!(
        p.board().contains("Bonesplitter (equipping Grizzly Bears)"),
        "{}",
        p.board()
    );
    let eng = p.eng();
    assert_eq!(eng.power(&p.g, p.card("Grizzly Bears")), 4);
    assert_eq!(eng.power(&p.g, p.card("Silvercoat Lion")), 2);
    // Only as a sorcery: not in combat.
    p.to(1, Step::BeginCombat);
    assert!(!p.can("Alice activates Bonesplitter"), "{:#?}", p.options());
}

#[test]
fn an_equipment_whose_creature_dies_stays_unattached_704_5n() {
    let mut p = alice_with_bonesplitter();
    p.act("Alice activates Bonesplitter");
    p.pass_all();
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
    let bones = p.g.obj(p.card("Bonesplitter"));
    assert_eq!(
        (bones.zone, bones.attached_to),
        (Zone::Battlefield, None),
        "{}",
        p.board()
    );
}

#[test]
fn equip_is_written_on_an_equipment_only() {
    let bad = "\n[[card]]\nname = \"Bad Equip\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\nequip = \"{1}\"\ntext = \"\"\n";
    let err = common::load_error(
        "m.toml",
        &format!("{}{bad}", duel(1, "hand = [\"Bad Equip\"]", "")),
    );
    assert!(err.contains("only an Equipment has equip"), "{err}");
}
