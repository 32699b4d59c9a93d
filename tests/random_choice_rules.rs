//! "Choose a creature at random that attacked this turn" (Metzali, Tower of Triumph): "attacked
//! this turn" (CR 508.1) is of the turn, and each creature the random choice may fall on is a
//! chance outcome.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

fn metzali(sets: &[&str]) -> Play {
    let alice = "battlefield = [{ card = \"Path of Mettle\", transformed = true }, \"Plains\", \"Plains\", \"Plains\", \"Grizzly Bears\", \"Rhino\"]\nlibrary = [\"Island\", \"Island\"]";
    let bob = "battlefield = [\"Ox\"]\nlibrary = [\"Island\", \"Island\"]\n\n[[card]]\nname = \"Rhino\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 3\ntext = \"Custom test card.\"\n\n[[card]]\nname = \"Ox\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 6\ntext = \"Custom test card.\"";
    let mut p = Play::with_rules(&duel(3, alice, bob), sets);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    p
}

#[test]
fn each_attacker_may_be_chosen_at_random_and_only_attackers() {
    let mut p = metzali(&[]);
    p.act("Alice attacks Bob with Grizzly Bears, Rhino");
    p.act("activates Metzali, Tower of Triumph's ability");
    p.pass_all();
    let options = p.options();
    assert!(
        options
            == [
                "Grizzly Bears is chosen at random",
                "Rhino is chosen at random"
            ],
        "{options:#?}"
    );
    p.act("Rhino is chosen at random");
    assert_eq!(p.g.obj(p.card("Rhino")).zone, Zone::Graveyard);
    assert_eq!(
        p.g.obj(p.card("Ox")).zone,
        Zone::Battlefield,
        "the Ox didn't attack"
    );

    // The deliberately broken variant always takes the first.
    let mut broken = metzali(&["choice.at-random=first"]);
    broken.act("Alice attacks Bob with Grizzly Bears, Rhino");
    broken.act("activates Metzali, Tower of Triumph's ability");
    broken.pass_all();
    assert_eq!(
        broken.g.obj(broken.card("Grizzly Bears")).zone,
        Zone::Graveyard
    );
    assert_eq!(broken.g.obj(broken.card("Rhino")).zone, Zone::Battlefield);
}

#[test]
fn attacked_this_turn_is_forgotten_as_a_new_turn_begins_508_1() {
    for (sets, destroyed) in [
        (&[][..], false),
        (&["combat.attacked-this-turn=ever"][..], true),
    ] {
        let mut p = metzali(sets);
        p.act("Alice attacks Bob with Grizzly Bears");
        // Bob's turn: nothing attacked this turn, so nothing is chosen.
        p.to(2, Step::Upkeep);
        p.act("Bob passes priority");
        p.act("activates Metzali, Tower of Triumph's ability");
        p.pass_all();
        assert_eq!(
            p.g.obj(p.card("Grizzly Bears")).zone == Zone::Graveyard,
            destroyed,
            "{sets:?}"
        );
    }
}
