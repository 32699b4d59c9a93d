//! Foretell, rule by rule (CR 702.143, 116.2h), on the engine directly: Saw It Coming (printed
//! foretell), Dream Devourer (foretell given to cards in hand, "whenever you foretell") and
//! Ethereal Valkyrie (a card that becomes foretold by an effect).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

/// Alice holds Saw It Coming with four Islands; Bob holds Lightning Bolt with a Mountain.
fn saw_it_coming(rules: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"Saw It Coming\"]\nbattlefield = [\"Island\", \"Island\", \"Island\", \"Island\"]\n{LIB}"
    );
    let bob = format!("hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\n{LIB}");
    Play::with_rules(&duel(4, &alice, &bob), rules)
}

#[test]
fn foretell_is_a_special_action_during_your_turn_for_2_702_143a_116_2h() {
    let mut p = saw_it_coming(&[]);
    // Any time Alice has priority during her turn: her upkeep too, not only a main phase.
    p.to(1, Step::Upkeep);
    assert!(p.can("Alice foretells Saw It Coming, exiling it face down, paying {2}"));
    p.act("Alice foretells Saw It Coming");
    let card = p.card("Saw It Coming");
    assert_eq!(p.g.obj(card).zone, Zone::Exile);
    assert_eq!(p.g.obj(card).foretold, Some(1));
    assert!(
        p.g.stack.is_empty(),
        "no stack object to respond to (702.143b)"
    );
    assert_eq!(p.g.priority, 0, "Alice receives priority again (116.3)");
    // Not castable on the turn it was foretold.
    assert!(!p.can("casts Saw It Coming"));
}

#[test]
fn no_foretelling_during_an_opponents_turn() {
    let mut p = saw_it_coming(&[]);
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    assert_eq!(p.g.priority, 0);
    assert!(!p.can("foretells"), "Bob's turn: Alice may not foretell");
    // The broken variant lets her.
    let mut p = saw_it_coming(&["foretell.action-turn=any-turn"]);
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    assert!(p.can("Alice foretells Saw It Coming"));
}

#[test]
fn a_foretold_instant_is_cast_on_a_later_turn_for_its_foretell_cost_with_instant_timing() {
    let mut p = saw_it_coming(&[]);
    p.to(1, Step::Main1);
    p.act("Alice foretells Saw It Coming");
    p.to(2, Step::Main1);
    p.act("Bob casts Lightning Bolt, targeting Alice");
    p.act("Bob passes priority");
    // {1}{U} rather than {1}{U}{U}, on Bob's turn (an instant's timing).
    assert!(
        p.can(
            "Alice casts Saw It Coming from exile (foretell), targeting Lightning Bolt, paying {1}{U}"
        ),
        "{:?}",
        p.options()
    );
    assert!(!p.can("{1}{U}{U}"), "not for its mana cost");
    p.act("Alice casts Saw It Coming from exile (foretell)");
    p.pass_all();
    assert_eq!(p.life(0), 20, "the Bolt was countered");
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        ["Saw It Coming", "Lightning Bolt"]
    );
}

#[test]
fn the_broken_variant_casts_a_foretold_card_the_same_turn() {
    // Alice counters her own Bolt on turn 1 (she holds one too) only under the broken rule.
    let alice = format!(
        "hand = [\"Saw It Coming\", \"Lightning Bolt\"]\nbattlefield = [\"Island\", \"Island\", \"Island\", \"Island\", \"Mountain\"]\n{LIB}"
    );
    for (rules, castable) in [
        (vec![], false),
        (vec!["foretell.later-turn=same-turn"], true),
    ] {
        let mut p = Play::with_rules(&duel(2, &alice, LIB), &rules);
        p.to(1, Step::Main1);
        p.act("Alice foretells Saw It Coming");
        p.act("Alice casts Lightning Bolt");
        assert_eq!(
            p.can("Alice casts Saw It Coming from exile (foretell)"),
            castable
        );
    }
}

/// Alice controls Dream Devourer with two Swamps and a Forest, and holds Grizzly Bears and
/// Saw It Coming.
fn devourer(extra: &str) -> Play {
    let alice = format!(
        "hand = [\"Grizzly Bears\", \"Saw It Coming\", \"Forest\"]\nbattlefield = [\"Dream Devourer\", \"Swamp\", \"Swamp\", \"Forest\"{extra}]\n{LIB}"
    );
    Play::new(&duel(3, &alice, LIB))
}

#[test]
fn dream_devourer_gives_foretell_to_nonland_cards_without_it_for_their_mana_cost_minus_2() {
    let mut p = devourer("");
    p.to(1, Step::Main1);
    let foretells: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("foretells"))
        .collect();
    // Not the land; Saw It Coming has its own foretell.
    assert!(
        foretells.iter().any(|o| o.contains("Grizzly Bears")),
        "{foretells:?}"
    );
    assert!(
        foretells.iter().any(|o| o.contains("Saw It Coming")),
        "{foretells:?}"
    );
    assert!(
        !foretells.iter().any(|o| o.contains("foretells Forest")),
        "{foretells:?}"
    );
    p.act("Alice foretells Grizzly Bears");
    // "Whenever you foretell a card": +2/+0 until end of turn.
    p.pass_all();
    let dd = p.card("Dream Devourer");
    let eng = p.eng();
    assert_eq!(eng.power(&p.g, dd), 2);
    p.to(3, Step::Main1);
    // {1}{G} reduced by {2}: generic mana only, so {G} (CR 118.7a).
    assert!(p.can("Alice casts Grizzly Bears from exile (foretell), paying {G}"));
}

#[test]
fn a_card_foretold_with_dream_devourers_foretell_keeps_its_cost_after_it_leaves_702_143e() {
    let mut p = devourer("");
    p.to(1, Step::Main1);
    p.act("Alice foretells Grizzly Bears");
    p.pass_all();
    // Dream Devourer leaves the battlefield (as if destroyed).
    let dd = p.card("Dream Devourer");
    let eng = p.eng();
    let mut g = p.g.clone();
    eng.move_card(&mut g, dd, Zone::Graveyard);
    p.g = g;
    p.to(3, Step::Main1);
    assert!(p.can("Alice casts Grizzly Bears from exile (foretell), paying {G}"));
}

/// Passes priority until Alice may declare attackers on turn 1.
fn to_attack(p: &mut Play) {
    p.to(1, Step::Main1);
    while !p.can("Alice attacks Bob") {
        p.act("passes priority");
    }
}

/// Alice's Ethereal Valkyrie (on the battlefield) and a Forest; Grizzly Bears in hand.
fn valkyrie(hand: &str, rules: &[&str]) -> Play {
    let alice = format!(
        "hand = [{hand}]\nbattlefield = [\"Ethereal Valkyrie\", \"Dream Devourer\", \"Forest\", \"Island\"]\nlibrary = [\"Grizzly Bears\", \"Island\"]"
    );
    Play::with_rules(&duel(3, &alice, LIB), rules)
}

#[test]
fn ethereal_valkyrie_makes_a_card_foretold_without_foretelling_702_143c_d() {
    let mut p = valkyrie("\"Grizzly Bears\"", &[]);
    to_attack(&mut p);
    p.act("Alice attacks Bob with Ethereal Valkyrie");
    p.pass_all(); // the trigger resolves: draw, then choose a card to exile
    p.act("Alice chooses Grizzly Bears");
    let exiled: Vec<u16> = p.g.in_zone(Zone::Exile).collect();
    assert_eq!(exiled.len(), 1);
    assert_eq!(p.g.obj(exiled[0]).foretold, Some(1));
    // Not foretelling: Dream Devourer was not pumped.
    let dd = p.card("Dream Devourer");
    assert_eq!(p.eng().power(&p.g, dd), 0);
    p.to(3, Step::Main1);
    assert!(p.can("Alice casts Grizzly Bears from exile (foretell), paying {G}"));
}

#[test]
fn a_card_with_foretell_of_its_own_exiled_by_the_valkyrie_has_both_costs_702_143d() {
    let mut p = valkyrie("\"Saw It Coming\"", &[]);
    to_attack(&mut p);
    p.act("Alice attacks Bob with Ethereal Valkyrie");
    p.pass_all();
    p.act("Alice chooses Saw It Coming");
    p.to(2, Step::Upkeep);
    p.act("Bob passes priority");
    // Nothing to counter yet; on turn 3 Alice could cast it only with a target: check the
    // costs directly.
    let card = p.card("Saw It Coming");
    let eng = p.eng();
    let costs: Vec<String> = eng
        .foretell_costs(&p.g, card, 0)
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(costs, ["{1}{U}", "{U}{U}"]);
}

#[test]
fn the_broken_variant_counts_becoming_foretold_as_foretelling() {
    let mut p = valkyrie("\"Grizzly Bears\"", &["foretell.by-effect=foretelling"]);
    to_attack(&mut p);
    p.act("Alice attacks Bob with Ethereal Valkyrie");
    p.pass_all();
    p.act("Alice chooses Grizzly Bears");
    p.pass_all(); // Dream Devourer's trigger resolves
    let dd = p.card("Dream Devourer");
    assert_eq!(p.eng().power(&p.g, dd), 2);
}

fn model_error(text: &str) -> String {
    common::load_error("bad.toml", text)
}

#[test]
fn foretell_phrases_are_checked() {
    let card = |body: &str| {
        format!("name = \"x\"\nturns = 1\n[[card]]\nname = \"Seer\"\ncost = \"{{1}}{{B}}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n{body}\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n")
    };
    let err = model_error(&card(
        "statics = [\"Each nonland card in your hand without foretell has foretell.\"]",
    ));
    assert!(
        err.contains("say what the granted foretell cost is"),
        "{err}"
    );
    let err = model_error(&card(
        "[[card.triggered]]\nwhen = \"this creature enters\"\ndo = [{ exile = \"a card from your hand\", face-down = true }, { becomes-foretold = \"it\", cost = \"its mana cost\" }]",
    ));
    assert!(err.contains("its mana cost reduced by {N}"), "{err}");
    let err = model_error(&card(
        "[[card.triggered]]\nwhen = \"this creature enters\"\ndo = [{ return = \"a card from your graveyard\", face-down = true }]",
    ));
    assert!(err.contains("only on `exile`"), "{err}");
}
