//! Cycling (CR 702.29a): "[Cost], Discard this card: Draw a card.", an activated ability that
//! functions only while the card is in its owner's hand, at any time they have priority.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

#[test]
fn a_card_cycles_from_its_owners_hand_discarding_itself_and_drawing_702_29a() {
    let alice = "hand = [\"Monstrous Carabid\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, "library = [\"Island\"]"));
    p.to(1, Step::Upkeep);
    // Any time she has priority, her upkeep too; {B/R} paid with a Swamp (CR 107.4e).
    p.act("Alice activates Monstrous Carabid's ability, discarding Monstrous Carabid");
    assert_eq!(
        p.g.obj(p.card("Monstrous Carabid")).zone,
        Zone::Graveyard,
        "discarded as the cost, before the ability resolves"
    );
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Island")).zone, Zone::Hand, "{}", p.board());
}

#[test]
fn cycling_needs_its_cost_and_works_only_from_the_hand() {
    // Lonely Sandbar's cycling costs {U}: a Swamp can't pay it.
    let alice = "hand = [\"Lonely Sandbar\"]\nbattlefield = [\"Swamp\", { card = \"Monstrous Carabid\" }]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, "library = [\"Island\"]"));
    p.to(1, Step::Main1);
    assert!(
        !p.can("activates Lonely Sandbar's ability"),
        "{:#?}",
        p.options()
    );
    // On the battlefield the Carabid's cycling does nothing (CR 702.29a).
    assert!(!p.can("activates Monstrous Carabid's ability"));
}

#[test]
fn cycling_pays_life_when_its_cost_says_so() {
    let wraith = "\n[[card]]\nname = \"Wraith\"\ncost = \"{3}{B}{B}\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 4\ncycling = \"Pay 2 life\"\ntext = \"Cycling—Pay 2 life.\"\n";
    let alice = "hand = [\"Wraith\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&format!(
        "{}{wraith}",
        duel(1, alice, "library = [\"Island\"]")
    ));
    p.to(1, Step::Main1);
    p.act("Alice activates Wraith's ability, discarding Wraith");
    p.pass_all();
    assert_eq!(p.life(0), 18);
    assert_eq!(p.g.obj(p.card("Island")).zone, Zone::Hand);
}

#[test]
fn cycling_cost_is_mana_or_life() {
    let bad = "\n[[card]]\nname = \"Bad\"\ntypes = [\"land\"]\ncycling = \"{T}\"\ntext = \"Cycling {T}\"\n";
    let err = load_error(
        "bad.toml",
        &format!("{}{bad}", duel(1, "library = []", "library = []")),
    );
    assert!(err.contains("cycling: the cost is mana"), "{err}");
}

/// CR 702.29e: typecycling searches for a card of its type; it is cycling, from the hand.
#[test]
fn typecycling_finds_a_card_of_its_type_and_shuffles_702_29e() {
    let plains = "\n[[card]]\nname = \"Plains Walker\"\ncost = \"{3}{W}\"\ntypes = [\"creature\"]\n\
                  power = 2\ntoughness = 2\ntypecycling = [{ type = \"Plains\", cost = \"{1}\" }]\n";
    let alice =
        "hand = [\"Ash Barrens\", \"Plains Walker\"]\nbattlefield = [\"Swamp\", \"Swamp\"]\n\
                 library = [\"Forest\", \"Lightning Bolt\", \"Plains\"]";
    let mut p = Play::new(&(duel(1, alice, "library = [\"Island\"]") + plains));
    p.to(1, Step::Main1);
    p.act("Alice activates Plains Walker");
    p.pass_all();
    // Only the Plains is a Plains card (CR 205.3); or nothing.
    let options = p.options();
    assert!(
        options.iter().any(|o| o.contains("Alice chooses Plains")),
        "{options:#?}"
    );
    assert!(
        !options
            .iter()
            .any(|o| o.contains("Forest") || o.contains("Lightning Bolt")),
        "{options:#?}"
    );
    p.act("Alice chooses Plains");
    assert_eq!(p.g.obj(p.card("Plains")).zone, Zone::Hand);
    assert_eq!(p.g.obj(p.card("Plains Walker")).zone, Zone::Graveyard);
    // Then shuffle: chance orders the rest.
    p.act("the shuffle puts Forest next");
    // Basic landcycling: any basic land card (the Forest), not Lightning Bolt.
    p.act("Alice activates Ash Barrens");
    p.pass_all();
    let options = p.options();
    assert!(
        options.iter().any(|o| o.contains("Alice chooses Forest")),
        "{options:#?}"
    );
    assert!(
        !options.iter().any(|o| o.contains("Lightning Bolt")),
        "{options:#?}"
    );
}

/// CR 702.29d: "whenever you cycle or discard another card" triggers once for a card cycled, and
/// for a card discarded by an instruction; not for the card itself.
#[test]
fn cycle_or_discard_triggers_once_per_card_702_29d() {
    let alice = "hand = [\"Lonely Sandbar\", \"Curator of Mysteries\"]\n\
                 battlefield = [\"Curator of Mysteries\", \"Island\", \"Island\"]\n\
                 library = [\"Island\", \"Plains\", \"Swamp\"]";
    let mut p = Play::new(&duel(1, alice, "library = [\"Island\"]"));
    p.to(1, Step::Main1);
    p.act("Alice activates Lonely Sandbar");
    // One trigger, above the cycling ability: it scries before the draw.
    assert_eq!(p.g.stack.len(), 2, "{}", p.board());
    assert!(
        p.board().contains(
            "stack (top first): Curator of Mysteries's trigger; Lonely Sandbar's ability"
        ),
        "{}",
        p.board()
    );
    p.pass_all();
    assert!(
        p.options().iter().any(|o| o.contains("Island")),
        "scry 1: {:#?}",
        p.options()
    );
}

/// CR 702.29c: "When you cycle this card" triggers from the graveyard, once the card is there.
#[test]
fn when_you_cycle_this_card_triggers_from_the_graveyard_702_29c() {
    let card = "\n[[card]]\nname = \"Cycling Sage\"\ncost = \"{3}{U}\"\ntypes = [\"creature\"]\n\
                power = 2\ntoughness = 2\ncycling = \"{1}\"\n\n[[card.triggered]]\n\
                when = \"you cycle this card\"\ndo = [{ gain-life = 3 }]\n";
    let alice =
        "hand = [\"Cycling Sage\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]";
    let mut p = Play::new(&(duel(1, alice, "library = [\"Island\"]") + card));
    p.to(1, Step::Main1);
    p.act("Alice activates Cycling Sage");
    assert_eq!(p.g.obj(p.card("Cycling Sage")).zone, Zone::Graveyard);
    p.pass_all();
    p.pass_all();
    p.pass_all();
    assert_eq!(p.life(0), 23, "{}", p.board());
    assert_eq!(p.eng().hand_size(&p.g, 0), 1, "the draw too: {}", p.board());
}
