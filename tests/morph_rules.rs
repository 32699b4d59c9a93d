//! Morph and megamorph (CR 702.37), and "When this creature is turned face up" (708.8), rule
//! by rule: cast face down for {3} as disguise is (708.2a), but without ward (702.37a);
//! turned face up for the morph cost as a special action (702.37e, 116.2b); megamorph's
//! +1/+1 counter as it turns (702.37b); the trigger uses the stack (603.3).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

fn plains(n: usize) -> String {
    vec!["\"Plains\""; n].join(", ")
}

/// Alice: Hidden Dragonslayer in hand and six Plains; Bob: Craw Wurm (6/4) and Grizzly Bears.
fn dragonslayer(turns: u8) -> String {
    duel(
        turns,
        &format!(
            "hand = [\"Hidden Dragonslayer\"]\nbattlefield = [{}]\nlibrary = [\"Plains\", \"Plains\"]",
            plains(6)
        ),
        "battlefield = [\"Craw Wurm\", \"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]",
    )
}

/// Alice: Daru Sanctifier in hand, five Plains; Bob: Lightning Bolt and one Mountain.
fn sanctifier() -> String {
    duel(
        1,
        &format!(
            "hand = [\"Daru Sanctifier\"]\nbattlefield = [{}]\nlibrary = [\"Plains\"]",
            plains(5)
        ),
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\"]",
    )
}

/// CR 702.37a, 708.2a: a card with morph is cast face down for {3} rather than its mana
/// cost, a nameless 2/2 creature spell with no abilities, and it enters face down.
#[test]
fn a_morph_card_is_cast_face_down_for_3_as_a_2_2_702_37a() {
    let mut p = Play::new(&sanctifier());
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Daru Sanctifier, paying {3}{W}"));
    p.act("Alice casts Daru Sanctifier face down (morph), paying {3}");
    let daru = p.card("Daru Sanctifier");
    assert!(p.g.obj(daru).face_down);
    assert_eq!(p.eng().face_name(&p.g, daru), "", "no name");
    p.pass_all();
    assert_eq!(p.g.obj(daru).zone, Zone::Battlefield);
    assert!(p.g.obj(daru).face_down);
    let eng = p.eng();
    assert_eq!((eng.power(&p.g, daru), eng.toughness(&p.g, daru)), (2, 2));
}

/// CR 702.37a vs 702.168a: morph gives the face-down creature no ward (disguise does): Bob's
/// Lightning Bolt, with no mana left to pay {2}, kills it. The broken variant
/// (`morph.ward=ward`) counters the Bolt unless he pays.
#[test]
fn a_face_down_morph_creature_has_no_ward_702_37a() {
    let mut p = Play::new(&sanctifier());
    p.to(1, Step::Main1);
    p.act("Alice casts Daru Sanctifier face down (morph), paying {3}");
    p.pass_all();
    let daru = p.card("Daru Sanctifier");
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting face-down Daru Sanctifier");
    assert!(p.g.triggered.is_empty(), "no ward trigger");
    p.pass_all();
    assert_eq!(p.g.obj(daru).zone, Zone::Graveyard, "3 damage to a 2/2");

    let mut broken = Play::with_rules(&sanctifier(), &["morph.ward=ward"]);
    broken.to(1, Step::Main1);
    broken.act("Alice casts Daru Sanctifier face down (morph), paying {3}");
    broken.pass_all();
    broken.act("Alice passes priority");
    broken.act("Bob casts Lightning Bolt, targeting face-down Daru Sanctifier");
    broken.pass_all();
    let daru = broken.card("Daru Sanctifier");
    assert_ne!(
        broken.g.obj(daru).zone,
        Zone::Graveyard,
        "with ward {{2}} the Bolt is countered"
    );
}

/// CR 702.37e, 116.2b: turned face up for its morph cost any time Alice has priority, in
/// response to the Bolt: a special action (the Bolt stays on the stack), and the 1/4
/// survives. Plain morph puts no counter (702.37b is megamorph's). Its "When this creature
/// is turned face up" ability triggers (708.8) and goes on the stack above the Bolt (603.3).
#[test]
fn turned_face_up_in_response_for_its_morph_cost_702_37e() {
    let mut p = Play::new(&sanctifier());
    p.to(1, Step::Main1);
    p.act("Alice casts Daru Sanctifier face down (morph), paying {3}");
    p.pass_all();
    let daru = p.card("Daru Sanctifier");
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting face-down Daru Sanctifier");
    p.act("Bob passes priority");
    p.act("Alice turns Daru Sanctifier face up (morph), paying {1}{W}");
    assert!(!p.g.obj(daru).face_down);
    assert_eq!(p.g.obj(daru).plus1, 0, "morph puts no counter");
    assert_eq!(p.g.stack.len(), 1, "the Bolt; the trigger has no target");
    assert_eq!(p.g.priority, 0, "she receives priority again (116.3)");
    p.pass_all();
    assert_eq!(
        p.g.obj(daru).zone,
        Zone::Battlefield,
        "a 1/4 survives 3 damage"
    );
    assert_eq!(p.eng().toughness(&p.g, daru), 4);
}

/// CR 702.37b: turned face up for its megamorph cost, Hidden Dragonslayer gets a +1/+1 counter
/// as it turns (a 3/2 before anyone can respond); then "When this creature is turned face up"
/// triggers (708.8, 603.2): it targets Craw Wurm (power 6), not the Bears (power 2), and the
/// Wurm is destroyed when it resolves.
#[test]
fn megamorph_puts_a_counter_then_the_turned_face_up_trigger_702_37b_708_8() {
    let mut p = Play::new(&dragonslayer(1));
    p.to(1, Step::Main1);
    p.act("Alice casts Hidden Dragonslayer face down (megamorph), paying {3}");
    p.pass_all();
    let slayer = p.card("Hidden Dragonslayer");
    p.act("Alice turns Hidden Dragonslayer face up (megamorph), paying {2}{W}");
    assert_eq!(p.g.obj(slayer).plus1, 1, "the megamorph counter");
    let eng = p.eng();
    assert_eq!(
        (eng.power(&p.g, slayer), eng.toughness(&p.g, slayer)),
        (3, 2)
    );
    // Craw Wurm is the one legal target (the Bears' power is 2), chosen as it is put on the
    // stack (603.3d).
    assert!(!p.can("Grizzly Bears"), "{:#?}", p.options());
    assert_eq!(p.g.stack.len(), 1, "the trigger uses the stack (603.3)");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Craw Wurm")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Battlefield);
}

/// The broken variants: `megamorph.counter=none` turns it face up a 2/1 with no counter;
/// `turned-face-up.trigger=none` turns it face up with no trigger.
#[test]
fn megamorph_counter_and_trigger_fail_under_their_switches() {
    let mut p = Play::with_rules(&dragonslayer(1), &["megamorph.counter=none"]);
    p.to(1, Step::Main1);
    p.act("Alice casts Hidden Dragonslayer face down (megamorph), paying {3}");
    p.pass_all();
    let slayer = p.card("Hidden Dragonslayer");
    p.act("Alice turns Hidden Dragonslayer face up (megamorph), paying {2}{W}");
    assert_eq!(p.g.obj(slayer).plus1, 0);
    assert_eq!(p.eng().power(&p.g, slayer), 2);

    let mut p = Play::with_rules(&dragonslayer(1), &["turned-face-up.trigger=none"]);
    p.to(1, Step::Main1);
    p.act("Alice casts Hidden Dragonslayer face down (megamorph), paying {3}");
    p.pass_all();
    p.act("Alice turns Hidden Dragonslayer face up (megamorph), paying {2}{W}");
    assert!(p.g.decision.is_none() && p.g.triggered.is_empty() && p.g.stack.is_empty());
    assert!(!p.can("Craw Wurm"), "{:#?}", p.options());
}

/// Cast face up for its mana cost, a megamorph card is a 2/1 with no counter, and never
/// "turned face up" (702.37e: only a face-down permanent is).
#[test]
fn cast_face_up_it_is_never_turned_face_up() {
    let mut p = Play::new(&dragonslayer(1));
    p.to(1, Step::Main1);
    p.act("Alice casts Hidden Dragonslayer, paying {1}{W}");
    p.pass_all();
    let slayer = p.card("Hidden Dragonslayer");
    assert_eq!(p.g.obj(slayer).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(slayer).plus1, 0);
    assert!(!p.can("turns"), "{:#?}", p.options());
}

/// CR 118.9a (the plot ruling): a plotted card cast without paying its mana cost can't also
/// be cast face down with morph (two alternative costs); the broken variant allows it.
#[test]
fn a_plotted_morph_card_is_cast_face_up_only_118_9a() {
    let text = duel(
        1,
        &format!(
            "exile = [{{ card = \"Daru Sanctifier\", plotted = true }}]\nbattlefield = [{}]\nlibrary = [\"Plains\"]",
            plains(3)
        ),
        "library = [\"Island\"]",
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Daru Sanctifier from exile (plot) without paying its mana cost"));
    assert!(!p.can("face down"), "{:#?}", p.options());
    let mut broken = Play::with_rules(&text, &["cast.alternative-costs=combinable"]);
    broken.to(1, Step::Main1);
    assert!(broken.can("Alice casts Daru Sanctifier face down (morph) from exile (plot)"));
}

/// Load errors with a hint: morph and megamorph together (a megamorph cost is a morph cost,
/// CR 702.37b), morph with disguise, morph on a card that is no permanent (702.37a: a
/// face-down spell is a creature spell), {X} in a megamorph cost (not supported).
#[test]
fn morph_definition_errors() {
    let bad = |card: &str| {
        common::load_error(
            "bad.toml",
            &format!(
                "{}\n[[card]]\n{card}",
                duel(1, "library = [\"Plains\"]", "")
            ),
        )
    };
    let both = bad("name = \"Test Both\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nmorph = \"{1}\"\nmegamorph = \"{2}\"\n");
    assert!(both.contains("morph or megamorph, not both"), "{both}");
    let spell =
        bad("name = \"Test Spell\"\ncost = \"{1}\"\ntypes = [\"instant\"]\nmorph = \"{1}\"\n");
    assert!(
        spell.contains("morph: a face-down spell is a creature spell"),
        "{spell}"
    );
    let mixed = bad("name = \"Test Mixed\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nmorph = \"{1}\"\ndisguise = \"{2}\"\n");
    assert!(
        mixed.contains("one of disguise, morph or megamorph"),
        "{mixed}"
    );
    let x = bad("name = \"Test X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nmegamorph = \"{X}\"\n");
    assert!(x.contains("megamorph: {X} in a megamorph cost"), "{x}");
}
