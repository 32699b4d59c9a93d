//! Card layouts, rule by rule: adventurer cards (CR 715), split cards with fuse (709,
//! 702.102) and modal double-faced cards with a spell back face (712), cast from hand and from
//! plot (702.170d).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

/// An artifact and an enchantment with no abilities, for Wear // Tear to destroy.
const TARGETS: &str = "\n[[card]]\nname = \"Plain Relic\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\n\n[[card]]\nname = \"Plain Charm\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n";

fn forests(n: usize) -> String {
    vec!["\"Forest\""; n].join(", ")
}

/// CR 715.3, 715.3b, 715.3d: cast as an Adventure the card is only Fetch Quest on the stack;
/// as it resolves it is exiled, and later Bramble Familiar is cast from there (not Fetch
/// Quest again), paying its mana cost.
#[test]
fn an_adventure_resolves_into_exile_and_the_creature_is_cast_from_there_715_3d() {
    let mut p = Play::new(&duel(
        3,
        &format!(
            "hand = [\"Bramble Familiar\"]\nbattlefield = [{}]\nlibrary = [{}]",
            forests(7),
            ["\"Island\""; 10].join(", ")
        ),
        LIB,
    ));
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Bramble Familiar, paying {1}{G}"));
    p.act("Alice casts Fetch Quest (Bramble Familiar's adventure), paying {5}{G}{G}");
    let card = p.card("Bramble Familiar");
    let eng = p.eng();
    assert_eq!(eng.face_name(&p.g, card), "Fetch Quest");
    assert!(
        !eng.is_creature(&p.g, card),
        "only the Adventure's characteristics (715.3b)"
    );
    p.pass_all();
    // "Then put a creature, enchantment, or land card from among the milled cards onto the
    // battlefield" (CR 701.17c): an Island.
    p.act("Alice chooses Island");
    assert_eq!(
        p.g.obj(card).zone,
        Zone::Exile,
        "exiled, not put into the graveyard"
    );
    assert_eq!(p.g.players[0].library.len(), 3, "Fetch Quest milled seven");
    assert_eq!(p.eng().face_name(&p.g, card), "Bramble Familiar", "715.4");
    p.to(3, Step::Main1);
    assert!(
        !p.can("casts Fetch Quest"),
        "not as an Adventure again (715.3d)"
    );
    p.act("Alice casts Bramble Familiar from exile (adventure), paying {1}{G}");
    p.pass_all();
    assert_eq!(p.g.obj(card).zone, Zone::Battlefield);
    assert!(p.eng().is_creature(&p.g, card));
}

/// CR 715.3d applies only as the Adventure resolves: countered, it goes to the graveyard.
#[test]
fn a_countered_adventure_goes_to_the_graveyard_715_3d() {
    let mut p = Play::new(&duel(
        1,
        &format!(
            "hand = [\"Bramble Familiar\"]\nbattlefield = [{}]\n{LIB}",
            forests(7)
        ),
        "hand = [\"Counterspell\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Fetch Quest (Bramble Familiar's adventure)");
    p.act("Alice passes priority");
    p.act("Bob casts Counterspell, targeting Bramble Familiar");
    p.pass_all();
    let card = p.card("Bramble Familiar");
    assert_eq!(p.g.obj(card).zone, Zone::Graveyard);
    assert!(!p.g.obj(card).on_adventure);
}

/// Plot rulings (702.170d, 601.2b): a plotted adventurer card may be cast as either half, for
/// free; Fetch Quest cast from plot still goes on an adventure (715.3d) and the card is no longer
/// plotted (400.7).
#[test]
fn a_plotted_adventurer_is_cast_as_either_half_702_170d() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Bramble Familiar\", plotted = true }]\nlibrary = [\"Island\", \"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    assert!(
        p.can("Alice casts Bramble Familiar from exile (plot) without paying its mana cost, free")
    );
    p.act("Alice casts Fetch Quest (Bramble Familiar's adventure) from exile (plot) without paying its mana cost, free");
    p.pass_all();
    p.act("Alice chooses Island");
    let card = p.card("Bramble Familiar");
    assert_eq!(p.g.obj(card).zone, Zone::Exile);
    assert!(p.g.obj(card).on_adventure);
    assert_eq!(p.g.obj(card).plotted, None);
    assert!(
        !p.can("(plot)"),
        "no longer plotted: only the Adventure's permission is left"
    );
}

/// CR 709.3, 702.102a-c: from hand either half, or both fused paying both costs; from plot
/// either half for free but never fused (fuse works only from hand).
#[test]
fn a_split_card_is_cast_as_a_half_or_fused_from_hand_only_709_3_702_102a() {
    let setup = format!(
        "{}{TARGETS}",
        duel(
            1,
            "hand = [\"Wear // Tear\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Plains\"]\nlibrary = [\"Island\"]",
            "battlefield = [\"Plain Relic\", \"Plain Charm\"]\nlibrary = [\"Island\"]",
        )
    );
    let mut p = Play::new(&setup);
    p.to(1, Step::Main1);
    assert!(p.can(
        "Alice casts Wear (the left half of Wear // Tear), targeting Plain Relic, paying {1}{R}"
    ));
    assert!(p.can(
        "Alice casts Tear (the right half of Wear // Tear), targeting Plain Charm, paying {W}"
    ));
    assert!(
        !p.can("targeting Plain Charm, paying {1}{R}"),
        "Wear destroys artifacts only"
    );
    p.act("Alice casts Wear // Tear (fused), targeting Plain Relic, Plain Charm, paying {1}{W}{R}");
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        ["Wear // Tear", "Plain Relic", "Plain Charm"]
    );

    let plotted = setup.replace(
        "hand = [\"Wear // Tear\"]",
        "exile = [{ card = \"Wear // Tear\", plotted = true }]",
    );
    let mut p = Play::new(&plotted);
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Wear (the left half of Wear // Tear) from exile (plot)"));
    assert!(p.can("Alice casts Tear (the right half of Wear // Tear) from exile (plot)"));
    assert!(!p.can("(fused)"), "fuse only from hand (702.102a)");
}

/// CR 709.4: outside the stack a split card has both halves' characteristics: mana value 3;
/// on the stack, only the half cast (709.3b).
#[test]
fn a_split_cards_characteristics_combine_outside_the_stack_709_4() {
    let mut p = Play::new(&format!(
        "{}{TARGETS}",
        duel(
            1,
            "hand = [\"Wear // Tear\"]\nbattlefield = [\"Plains\"]\nlibrary = [\"Island\"]",
            "battlefield = [\"Plain Charm\"]\nlibrary = [\"Island\"]",
        )
    ));
    let card = p.card("Wear // Tear");
    let def = p.eng().face(&p.g, card).clone();
    assert_eq!((def.name.as_str(), def.mana_value()), ("Wear // Tear", 3));
    p.to(1, Step::Main1);
    assert!(
        !p.can("Wear (the left half"),
        "no artifact to target and no red mana"
    );
    p.act("Alice casts Tear (the right half of Wear // Tear), targeting Plain Charm");
    let on_stack = p.eng().face(&p.g, card);
    assert_eq!((on_stack.name.as_str(), on_stack.mana_value()), ("Tear", 1));
}

/// CR 712.11b, 712.8a: a modal double-faced card's back face (an instant) is cast from hand at
/// instant speed or from plot for free; outside the stack it is its front face again, and the
/// resolved back face exiles itself.
#[test]
fn a_modal_double_faced_cards_spell_back_face_is_cast_from_hand_and_plot_712_11b() {
    let mut p = Play::new(&duel(
        2,
        "hand = [\"Flamescroll Celebrant\"]\nbattlefield = [\"Plains\", \"Plains\", \"Mountain\"]\nlibrary = [\"Island\"]",
        LIB,
    ));
    assert_eq!(p.g.step, Step::Upkeep);
    assert!(
        p.can(
            "Alice casts Revel in Silence (the back face of Flamescroll Celebrant), paying {W}{W}"
        ),
        "an instant: in the upkeep too"
    );
    assert!(
        !p.can("Alice casts Flamescroll Celebrant"),
        "a creature: main phase only"
    );
    p.act("Alice casts Revel in Silence");
    let card = p.card("Flamescroll Celebrant");
    assert_eq!(p.eng().face_name(&p.g, card), "Revel in Silence");
    p.pass_all();
    assert_eq!(p.g.obj(card).zone, Zone::Exile, "Exile Revel in Silence.");
    assert_eq!(
        p.eng().face_name(&p.g, card),
        "Flamescroll Celebrant",
        "712.8a"
    );

    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Flamescroll Celebrant\", plotted = true }]\nlibrary = [\"Island\"]",
        LIB,
    ));
    p.to(1, Step::Main1);
    assert!(p.can(
        "Alice casts Flamescroll Celebrant from exile (plot) without paying its mana cost, free"
    ));
    p.act("Alice casts Revel in Silence (the back face of Flamescroll Celebrant) from exile (plot) without paying its mana cost, free");
    let card = p.card("Flamescroll Celebrant");
    assert!(!p.eng().is_creature(&p.g, card));
}
