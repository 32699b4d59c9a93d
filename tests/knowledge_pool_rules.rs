//! Linked abilities (CR 607.2a) and casting during a resolution (CR 608.2g), through Knowledge
//! Pool: the cards its abilities exiled are "cards exiled with" it, a spell cast from hand is
//! exiled by its trigger and never resolves, and another card exiled with it may be cast
//! without paying its mana cost. A Knowledge Pool that left the battlefield and came back is a
//! new object that sees none of the old cards (400.7).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str = r#"hand = ["Knowledge Pool", "Volcanic Hammer", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
library = ["Grizzly Bears", "Memnite", "Mountain"]"#;

const BOB: &str = r#"exile = ["Rift Bolt"]
library = ["Boomerang", "Ornithopter", "Mountain"]"#;

/// Alice casts Knowledge Pool and its enter trigger resolves; then she casts Volcanic Hammer
/// from her hand at Bob and the Pool's trigger resolves.
fn pool_then_hammer(sets: &[&str]) -> Play {
    let mut p = Play::with_rules(&duel(1, ALICE, BOB), sets);
    p.to(1, Step::Main1);
    p.act("casts Knowledge Pool");
    p.pass_all();
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Library),
        Vec::<String>::new(),
        "{}",
        p.board()
    );
    p.act("casts Volcanic Hammer, targeting Bob");
    p.pass_all();
    p
}

#[test]
fn the_spell_is_exiled_and_another_linked_card_is_cast_free_607_2a_608_2g() {
    let mut p = pool_then_hammer(&[]);
    let opts = p.options();
    // The nonland cards each player exiled from their library, Bob's included.
    for name in ["Grizzly Bears", "Memnite", "Boomerang", "Ornithopter"] {
        assert!(
            opts.iter().any(|o| o.contains(&format!(
                "casts {name} from exile without paying its mana cost"
            ))),
            "{name}: {opts:#?}"
        );
    }
    // Not the spell just exiled, not a land, not a card exiled by something else.
    for name in ["Volcanic Hammer", "Mountain", "Rift Bolt"] {
        assert!(
            !opts.iter().any(|o| o.contains(&format!("casts {name}"))),
            "{name}: {opts:#?}"
        );
    }
    assert!(opts
        .iter()
        .any(|o| o.contains("declines to cast any of them")));
    // A creature card is cast at once, ignoring its type's timing (the stack is not empty of
    // nothing: the trigger is resolving).
    p.act("casts Grizzly Bears from exile");
    p.pass_all();
    assert!(p
        .cards_in(Zone::Battlefield)
        .contains(&"Grizzly Bears".to_string()));
    assert!(p
        .cards_in(Zone::Exile)
        .contains(&"Volcanic Hammer".to_string()));
    assert_eq!(
        p.life(1),
        20,
        "Volcanic Hammer never resolved: {}",
        p.board()
    );
}

#[test]
fn the_broken_variant_lets_any_exiled_card_be_cast() {
    let p = pool_then_hammer(&["linked.exiled-with=any-exiled"]);
    assert!(
        p.can("casts Rift Bolt from exile without paying its mana cost"),
        "{:#?}",
        p.options()
    );
}

#[test]
fn a_new_knowledge_pool_sees_none_of_the_old_cards_400_7() {
    let mut p = pool_then_hammer(&[]);
    // Boomerang from the pool returns Knowledge Pool to Alice's hand.
    p.act("casts Boomerang from exile without paying its mana cost, targeting Knowledge Pool");
    p.pass_all();
    assert!(!p
        .cards_in(Zone::Battlefield)
        .contains(&"Knowledge Pool".to_string()));
    // She casts it again: the libraries are empty, so it exiles nothing.
    p.act("casts Knowledge Pool");
    p.pass_all();
    p.pass_all();
    p.act("casts Lightning Bolt, targeting Bob");
    p.pass_all();
    assert!(
        !p.options().iter().any(|o| o.contains("from exile")),
        "the old cards are not exiled with the new object: {:#?}",
        p.options()
    );
    assert!(p
        .cards_in(Zone::Exile)
        .contains(&"Lightning Bolt".to_string()));
    assert_eq!(p.life(1), 20);
}
