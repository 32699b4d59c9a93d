//! Delayed triggered abilities (CR 603.7, 603.4) and a card put onto the stack as a copy of
//! the original spell (CR 707.10, 707.10c), with Ertai's Meddling; copies of permanents: copy
//! effects in layer 1 (CR 707.2, 613.1a, 707.9b) with Echoing Equation, token copies (707.2,
//! 111.1) with Cackling Counterpart, and the legend rule (704.5j); entering as a copy (614.1c,
//! 707.2) with Visage Bandit, a spell copy's exceptions (707.10, 707.9b) with Double Major, and
//! added creature types (613.1d, 205.3m) with Storm of Souls.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Decision, StackItem, Step, Target, Zone};

/// Alice holds `spell` (with mana for it), Bob holds Ertai's Meddling with three Islands
/// (X up to 2) and a spell watcher that gains him 1 life whenever a player casts a spell.
fn meddling(spell: &str, turns: u8) -> String {
    let alice = format!(
        "hand = [\"{spell}\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\"]\n\
         library = [\"Island\", \"Island\", \"Island\", \"Island\"]"
    );
    let bob = "hand = [\"Ertai's Meddling\"]\n\
               battlefield = [\"Island\", \"Island\", \"Island\", \"Spell Watcher\"]\n\
               library = [\"Island\", \"Island\", \"Island\", \"Island\"]";
    let watcher = "\n[[card]]\nname = \"Spell Watcher\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n\
                   [[card.triggered]]\nwhen = \"a player casts a spell\"\ndo = [{ gain-life = 1 }]\n";
    format!("{}{watcher}", duel(turns, &alice, bob))
}

/// Alice casts `cast`, Bob answers with Ertai's Meddling for `x`, and it resolves.
fn meddle(p: &mut Play, cast: &str, x: u8) {
    p.to(1, Step::Main1);
    p.act(cast);
    p.pass_all(); // the watcher's trigger
    p.act("Alice passes priority");
    p.act(&format!("Bob casts Ertai's Meddling, X={x}"));
    p.pass_all(); // the watcher's trigger
    p.pass_all(); // Ertai's Meddling
}

#[test]
fn the_spell_is_exiled_with_x_delay_counters_and_a_delayed_ability_waits_603_7() {
    let mut p = Play::new(&meddling("Lightning Bolt", 5));
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 2);
    let bolt = p.card("Lightning Bolt");
    assert_eq!(p.g.obj(bolt).zone, Zone::Exile);
    assert_eq!(p.g.obj(bolt).delay, 2);
    assert!(p.g.stack.is_empty());
    assert_eq!(
        p.g.delayed.len(),
        1,
        "the delayed ability is part of the state"
    );
    assert_eq!(
        p.g.delayed[0].player, 0,
        "that player: the spell's controller, Alice"
    );
    assert_eq!(
        p.life(1),
        22,
        "two spells were cast: Bob's watcher gained 2"
    );
}

#[test]
fn it_triggers_only_at_that_players_upkeeps_and_puts_the_spell_back_with_its_target_603_7c() {
    let mut p = Play::new(&meddling("Lightning Bolt", 5));
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 2);
    let bolt = p.card("Lightning Bolt");
    p.to(2, Step::Upkeep);
    assert!(p.g.stack.is_empty(), "Bob's upkeep: nothing triggers");
    p.to(3, Step::Upkeep);
    assert_eq!(p.g.stack.len(), 1, "Alice's upkeep: the delayed ability");
    p.pass_all();
    assert_eq!((p.g.obj(bolt).zone, p.g.obj(bolt).delay), (Zone::Exile, 1));
    p.to(5, Step::Upkeep);
    p.pass_all();
    // CR 707.10c: the original spell's target; 707.10: not cast (the watcher is silent).
    assert_eq!(p.g.obj(bolt).zone, Zone::Stack);
    assert!(matches!(
        p.g.stack.last(),
        Some(StackItem::Spell { card, controller: 0, targets, .. })
            if *card == bolt && targets.as_slice() == [Target::Player(1)]
    ));
    assert!(
        p.g.delayed.is_empty(),
        "the card left exile: the ability is gone"
    );
    assert_eq!(p.life(1), 22);
    p.pass_all();
    assert_eq!(p.life(1), 19, "the Bolt resolves against Bob");
    assert_eq!(
        p.g.obj(bolt).zone,
        Zone::Graveyard,
        "the card goes where a resolved spell goes"
    );
}

#[test]
fn the_copy_keeps_the_original_x_707_10c() {
    let mut p = Play::new(&meddling("Blaze", 3));
    meddle(&mut p, "Alice casts Blaze, X=2, targeting Bob", 1);
    let blaze = p.card("Blaze");
    p.to(3, Step::Upkeep);
    p.pass_all();
    assert_eq!(p.g.obj(blaze).zone, Zone::Stack);
    assert_eq!(p.g.obj(blaze).cast.map(|c| c.x), Some(2));
    p.pass_all();
    assert_eq!(p.life(1), 22 - 2);
}

#[test]
fn under_copy_choices_lost_the_copy_has_no_target_and_does_not_resolve() {
    let mut p = Play::with_rules(&meddling("Lightning Bolt", 3), &["copy.choices=lost"]);
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 1);
    p.to(3, Step::Upkeep);
    p.pass_all();
    p.pass_all();
    assert_eq!(
        p.life(1),
        22,
        "no target: the copy doesn't resolve (CR 608.2b)"
    );
}

#[test]
fn under_delayed_upkeep_every_player_it_triggers_in_bobs_upkeep() {
    let mut p = Play::with_rules(
        &meddling("Lightning Bolt", 3),
        &["delayed.upkeep=every-player"],
    );
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 1);
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.stack.len(), 1);
}

#[test]
fn a_card_that_left_exile_is_a_new_object_the_ability_cannot_find_400_7() {
    let mut p = Play::new(&meddling("Lightning Bolt", 3));
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 1);
    let bolt = p.card("Lightning Bolt");
    // The card leaves exile and comes back: a new object, with a new delay counter.
    let eng = p.eng();
    let mut g = p.g.clone();
    eng.move_card(&mut g, bolt, Zone::Hand);
    eng.move_card(&mut g, bolt, Zone::Exile);
    g.obj_mut(bolt).delay = 1;
    p.g = g;
    assert!(p.g.delayed.is_empty());
    p.to(3, Step::Upkeep);
    assert!(p.g.stack.is_empty(), "nothing triggers (CR 603.7c)");
}

#[test]
fn the_intervening_if_is_checked_again_as_it_resolves_603_4() {
    let mut p = Play::new(&meddling("Lightning Bolt", 3));
    meddle(&mut p, "Alice casts Lightning Bolt, targeting Bob", 1);
    let bolt = p.card("Lightning Bolt");
    p.to(3, Step::Upkeep);
    assert_eq!(p.g.stack.len(), 1);
    // The card leaves exile in response: the ability does nothing.
    let eng = p.eng();
    let mut g = p.g.clone();
    eng.move_card(&mut g, bolt, Zone::Graveyard);
    p.g = g;
    p.pass_all();
    assert!(p.g.stack.is_empty());
    assert_eq!(p.g.obj(bolt).zone, Zone::Graveyard);
}

fn load_error(spell: &str) -> String {
    let toml = format!(
        "{}\n[[card]]\nname = \"Odd Meddling\"\ncost = \"{{U}}\"\ntypes = [\"instant\"]\nspell = {spell}\n",
        duel(1, "hand = [\"Odd Meddling\"]", "")
    );
    common::load_error("bad.toml", &toml)
}

#[test]
fn a_delayed_ability_with_an_unknown_event_is_a_load_error() {
    let e = load_error(
        r#"[{ exile = "target spell" }, { delayed = "at the beginning of the end step", do = [{ draw = 1 }] }]"#,
    );
    assert!(e.contains("bad.toml:"), "{e}");
    assert!(
        e.contains(
            "a delayed ability's event is \"at the beginning of each of that player's upkeeps\""
        ),
        "{e}"
    );
}

#[test]
fn a_delayed_ability_needs_instructions_and_something_to_be_about() {
    let e = load_error(
        r#"[{ exile = "target spell" }, { delayed = "at the beginning of each of that player's upkeeps" }]"#,
    );
    assert!(e.contains("`do = [ ... ]`"), "{e}");
    let e = load_error(
        r#"[{ delayed = "at the beginning of each of that player's upkeeps", do = [{ draw = 1 }] }]"#,
    );
    assert!(e.contains("about \"that card\""), "{e}");
}

#[test]
fn a_copy_of_anything_but_the_original_spell_is_a_load_error() {
    let e = load_error(
        r#"[{ exile = "target spell" }, { delayed = "at the beginning of each of that player's upkeeps", do = [{ put = "it", onto = "the stack", as-copy-of = "target spell" }] }]"#,
    );
    assert!(e.contains("`as-copy-of` is \"the original spell\""), "{e}");
}

// ---- Copies of permanents (CR 707.2, 613.1a, 707.9b, 704.5j) ----

/// Alice controls Boromir (legendary 3/3 vigilance), Grizzly Bears with `bears_counters`
/// +1/+1 counters and `islands` Islands, and holds `hand`.
fn copies(hand: &str, islands: usize, bears_counters: u8, rules: &[&str]) -> Play {
    let lands = vec!["\"Island\""; islands].join(", ");
    let alice = format!(
        "hand = [\"{hand}\"]\nbattlefield = [\"Boromir, Warden of the Tower\", \
         {{ card = \"Grizzly Bears\", counters = {bears_counters} }}, {lands}]\n\
         library = [\"Island\", \"Island\"]"
    );
    Play::with_rules(
        &duel(2, &alice, "library = [\"Island\", \"Island\"]"),
        rules,
    )
}

/// The card named `name` that is not a copy slot.
fn card_of(p: &Play, name: &str) -> u16 {
    let eng = p.eng();
    p.g.ids()
        .find(|&c| eng.name(c) == name && !eng.is_copy(c))
        .unwrap_or_else(|| panic!("no card {name}"))
}

/// The copy of a permanent on the battlefield (a token, CR 111.1).
fn token_on_battlefield(p: &Play) -> Option<u16> {
    let eng = p.eng();
    p.g.ids()
        .find(|&c| eng.is_copy(c) && p.g.obj(c).zone == Zone::Battlefield)
}

fn echoing_equation_on_boromir(rules: &[&str]) -> Play {
    let mut p = copies("Augmenter Pugilist", 5, 0, rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Echoing Equation (the back face of Augmenter Pugilist), targeting Boromir");
    p.pass_all();
    p
}

#[test]
fn echoing_equation_makes_each_other_creature_a_copy_not_legendary_707_9b() {
    let p = echoing_equation_on_boromir(&[]);
    let eng = p.eng();
    let (boromir, bears) = (
        card_of(&p, "Boromir, Warden of the Tower"),
        card_of(&p, "Grizzly Bears"),
    );
    // Layer 1 (CR 613.1a): the Bears' name, P/T (7a) and keywords (6) are Boromir's.
    assert_eq!(eng.face_name(&p.g, bears), "Boromir, Warden of the Tower");
    assert_eq!((eng.power(&p.g, bears), eng.toughness(&p.g, bears)), (3, 3));
    assert!(eng.has_keyword(&p.g, bears, rulecheck::cards::Keyword::Vigilance));
    // CR 707.9b: except it isn't legendary; the original still is.
    assert!(!eng.is_legendary(&p.g, bears));
    assert!(eng.is_legendary(&p.g, boromir));
    // CR 704.5j: no legend rule, both stay; Alice has priority again.
    assert!(p.g.decision.is_none(), "{:?}", p.g.decision);
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(boromir).zone, Zone::Battlefield);
    assert!(p.board().contains("Boromir, Warden of the Tower"));
}

#[test]
fn the_copy_effect_ends_in_the_cleanup_step_514_2() {
    let mut p = echoing_equation_on_boromir(&[]);
    p.to(2, Step::Upkeep);
    let eng = p.eng();
    let bears = card_of(&p, "Grizzly Bears");
    assert_eq!(eng.face_name(&p.g, bears), "Grizzly Bears");
    assert_eq!((eng.power(&p.g, bears), eng.toughness(&p.g, bears)), (2, 2));
    assert!(!eng.has_keyword(&p.g, bears, rulecheck::cards::Keyword::Vigilance));
}

#[test]
fn the_copy_attacks_with_vigilance_and_deals_three() {
    let mut p = echoing_equation_on_boromir(&[]);
    p.to(1, Step::BeginCombat);
    p.pass_all();
    // The trace names the cards (the Bears card is a copy of Boromir now).
    p.act("Alice attacks Bob with Boromir, Warden of the Tower, Grizzly Bears");
    p.to(1, Step::Main2);
    assert_eq!(p.life(1), 14, "3 + 3: the Bears deal Boromir's power");
    let bears = card_of(&p, "Grizzly Bears");
    assert!(!p.g.obj(bears).tapped, "vigilance (CR 702.20b) was copied");
}

#[test]
fn without_the_exception_the_legend_rule_makes_alice_keep_one_704_5j() {
    let mut p = echoing_equation_on_boromir(&["copy.exceptions=ignored"]);
    let keeps: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("(legend rule, CR 704.5j)"))
        .collect();
    assert_eq!(keeps.len(), 2, "one choice per permanent: {keeps:?}");
    assert!(keeps[0].starts_with("Alice keeps Boromir, Warden of the Tower and puts the other"));
    assert!(
        keeps[1].starts_with(
            "Alice keeps Boromir, Warden of the Tower (the card Grizzly Bears, a copy) and puts"
        ),
        "{keeps:?}"
    );
    p.act("Alice keeps");
    assert_eq!(
        p.cards_in(Zone::Battlefield)
            .iter()
            .filter(|n| *n != "Island")
            .count(),
        1
    );
    assert!(p
        .cards_in(Zone::Graveyard)
        .iter()
        .any(|n| n == "Boromir, Warden of the Tower" || n == "Grizzly Bears"));
}

#[test]
fn under_copy_layer_one_ignored_the_bears_stay_bears() {
    let p = echoing_equation_on_boromir(&["copy.layer-one=ignored"]);
    let eng = p.eng();
    let bears = card_of(&p, "Grizzly Bears");
    assert_eq!(eng.face_name(&p.g, bears), "Grizzly Bears");
    assert_eq!(eng.power(&p.g, bears), 2);
}

#[test]
fn a_token_copy_has_the_original_values_but_not_its_counters_707_2() {
    let mut p = copies("Cackling Counterpart", 3, 1, &[]);
    p.to(1, Step::Main1);
    p.act("Alice casts Cackling Counterpart, targeting Grizzly Bears");
    p.pass_all();
    let eng = p.eng();
    let token = token_on_battlefield(&p).expect("a token copy");
    let bears = card_of(&p, "Grizzly Bears");
    assert_eq!(eng.face_name(&p.g, token), "Grizzly Bears");
    assert_eq!(p.g.obj(token).controller, 0);
    assert_eq!(eng.power(&p.g, bears), 3, "the card has its +1/+1 counter");
    assert_eq!(
        (eng.power(&p.g, token), eng.toughness(&p.g, token)),
        (2, 2),
        "counters are not copied (CR 707.2)"
    );
}

#[test]
fn a_token_copy_of_a_legend_meets_the_legend_rule_704_5j() {
    let mut p = copies("Cackling Counterpart", 3, 0, &[]);
    p.to(1, Step::Main1);
    p.act("Alice casts Cackling Counterpart, targeting Boromir");
    p.pass_all();
    let token = token_on_battlefield(&p).expect("a token copy");
    assert!(p.eng().is_legendary(&p.g, token));
    assert!(
        !p.can("passes priority"),
        "the legend rule's choice comes first"
    );
    assert!(p.can("Alice keeps Boromir, Warden of the Tower (the token copy) and puts the other legendary permanents named Boromir, Warden of the Tower into the graveyard (legend rule, CR 704.5j)"));
    // Keep the token: the card goes to the graveyard.
    let eng = p.eng();
    let a = eng
        .actions(&p.g)
        .into_iter()
        .find(|a| matches!(a, rulecheck::engine::Action::KeepLegend(c) if *c == token))
        .expect("keeping the token is a choice");
    p.g = eng.apply(&p.g, &a);
    assert_eq!(p.g.obj(token).zone, Zone::Battlefield);
    assert_eq!(
        p.g.obj(card_of(&p, "Boromir, Warden of the Tower")).zone,
        Zone::Graveyard
    );
}

#[test]
fn under_legend_rule_ignored_both_boromirs_stay() {
    let mut p = copies("Cackling Counterpart", 3, 0, &["legend-rule=ignored"]);
    p.to(1, Step::Main1);
    p.act("Alice casts Cackling Counterpart, targeting Boromir");
    p.pass_all();
    assert!(p.can("passes priority"));
    assert!(token_on_battlefield(&p).is_some());
    assert_eq!(
        p.g.obj(card_of(&p, "Boromir, Warden of the Tower")).zone,
        Zone::Battlefield
    );
}

#[test]
fn cackling_counterpart_has_flashback_702_34a() {
    let text = duel(
        1,
        "graveyard = [\"Cackling Counterpart\"]\nbattlefield = [\"Grizzly Bears\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    p.act("Alice casts Cackling Counterpart from their graveyard (flashback)");
    p.pass_all();
    assert!(token_on_battlefield(&p).is_some());
    assert_eq!(p.cards_in(Zone::Exile), ["Cackling Counterpart"]);
}

#[test]
fn an_unknown_copy_exception_is_an_error_with_the_known_ones() {
    let text = duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Bad Copy\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\n\
           spell = [{ becomes-copy = \"each other creature you control\", of = \"target creature you control\", until = \"end of turn\", except = \"it's a 1/1\" }]\n";
    let err = common::load_error("bad.toml", &text);
    assert!(err.contains("unknown copy exception"), "{err}");
    assert!(
        err.contains("\"those creatures aren't legendary\""),
        "{err}"
    );
    assert!(err.contains("bad.toml:"), "{err}");
}

/// Chronozoa with one time counter; Bob holds `bob_hand` with a Mountain.
fn chronozoa(bob_hand: &str) -> String {
    // Two copy slots for Alice's two tokens (one by default).
    duel(
        1,
        "battlefield = [{ card = \"Chronozoa\", time = 1 }]\nlibrary = [\"Island\"]",
        &format!("hand = [{bob_hand}]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\"]"),
    )
    .replacen("turns = 1\n", "turns = 1\ncopies = { Chronozoa = 2 }\n", 1)
}

fn chronozoa_tokens(p: &Play) -> Vec<u8> {
    let eng = p.eng();
    p.g.in_zone(Zone::Battlefield)
        .filter(|&c| eng.name(c) == "Chronozoa" && eng.is_copy(c))
        .map(|c| p.g.obj(c).time)
        .collect()
}

#[test]
fn chronozoa_sacrificed_with_no_time_counters_makes_two_token_copies_603_10a_707_2() {
    let mut p = Play::new(&chronozoa(""));
    p.to(1, Step::Main1);
    assert!(p
        .cards_in(Zone::Graveyard)
        .contains(&"Chronozoa".to_string()));
    // Two copies, each with its own vanishing 3 (CR 702.63a, 707.2).
    assert_eq!(chronozoa_tokens(&p), vec![3, 3], "{}", p.board());
}

/// Bob bolts Chronozoa in response to its vanishing trigger: it dies with its counter.
fn bolt_in_upkeep(rules: &[&str]) -> Play {
    let mut p = Play::with_rules(&chronozoa("\"Lightning Bolt\""), rules);
    p.to(1, Step::Upkeep);
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Chronozoa");
    p.to(1, Step::Main1);
    p
}

#[test]
fn chronozoa_that_dies_with_a_time_counter_makes_none_603_4() {
    let p = bolt_in_upkeep(&[]);
    assert!(p
        .cards_in(Zone::Graveyard)
        .contains(&"Chronozoa".to_string()));
    assert!(chronozoa_tokens(&p).is_empty(), "{}", p.board());
}

#[test]
fn chronozoa_read_in_the_graveyard_instead_makes_copies_anyway() {
    // The broken variant: the "if" reads the card after it moved (no counters there).
    let p = bolt_in_upkeep(&["trigger.dies-if=graveyard"]);
    assert_eq!(chronozoa_tokens(&p), vec![3, 3], "{}", p.board());
}

/// A copy of Death returns Meddling Mage, whose "as this creature enters, choose a card name"
/// waits for Alice as the copy finishes resolving: the copy has already ceased to exist (CR
/// 704.5e, 707.10a); it is not in a graveyard while she chooses.
#[test]
fn a_copy_whose_resolution_asks_a_question_is_never_seen_in_a_graveyard_704_5e() {
    let mut p = Play::new(&duel(
        1,
        "hand = [\"Life // Death\"]\nbattlefield = [\"Swamp\", \"Swamp\"]\n\
         graveyard = [\"Meddling Mage\"]\nlibrary = [\"Island\"]\nplanar_deck = [\"Izzet Steam Maze\"]",
        "library = [\"Island\"]\nplanar_deck = [\"Talon Gates\"]",
    ));
    p.to(1, Step::Main1);
    p.act("casts Death");
    // Izzet Steam Maze's trigger copies it; the copy resolves first.
    while !matches!(p.g.decision.as_deref(), Some(Decision::ChooseName { .. })) {
        p.act("");
        assert_eq!(p.eng().invariants(&p.g), Ok(()), "{}", p.board());
    }
    assert!(
        !p.cards_in(Zone::Graveyard)
            .contains(&"Life // Death".to_string()),
        "{}",
        p.board()
    );
    assert_eq!(p.eng().invariants(&p.g), Ok(()), "{}", p.board());
}

// ---- Entering as a copy (CR 614.1c, 707.2), copy exceptions that add creature types
// (707.9b, 205.3m), a spell copy's exceptions (707.10) and added creature types (613.1d) ----

/// Alice holds `hand` (Visage Bandit or Storm of Souls) with four Islands and six Plains,
/// controls `others` and has `graveyard`.
fn bandit(hand: &str, others: &str, graveyard: &str, rules: &[&str]) -> Play {
    let alice = format!(
        "hand = [\"{hand}\"]\nbattlefield = [\"Island\", \"Island\", \"Island\", \"Island\", \
         \"Plains\", \"Plains\", \"Plains\", \"Plains\", \"Plains\", \"Plains\", {others}]\n\
         graveyard = [{graveyard}]\nlibrary = [\"Island\", \"Island\", \"Island\"]"
    );
    Play::with_rules(&duel(1, &alice, "library = [\"Island\"]"), rules)
}

#[test]
fn visage_bandit_enters_as_a_copy_a_shapeshifter_rogue_too_and_the_copied_enter_ability_triggers() {
    let mut p = bandit("Visage Bandit", "\"Mulldrifter\"", "", &[]);
    p.to(1, Step::Main1);
    p.act("Alice casts Visage Bandit");
    p.pass_all();
    // CR 614.12: the choice is made as it enters: a copy of Mulldrifter, or itself.
    assert!(p.can("Alice has Visage Bandit enter as itself"));
    p.act("Alice has Visage Bandit enter as a copy of Mulldrifter");
    let eng = p.eng();
    let bandit = card_of(&p, "Visage Bandit");
    assert_eq!(p.g.obj(bandit).zone, Zone::Battlefield);
    // CR 707.2: the copiable values are Mulldrifter's (2/2 flying Elemental) ...
    assert_eq!(eng.face_name(&p.g, bandit), "Mulldrifter");
    assert!(eng.has_keyword(&p.g, bandit, rulecheck::cards::Keyword::Flying));
    // ... except it's a Shapeshifter Rogue in addition to its other types (707.9b; ruling).
    for t in ["Elemental", "Shapeshifter", "Rogue"] {
        assert!(eng.has_subtype(&p.g, bandit, t), "{t}");
    }
    // CR 603.6a: it entered as a copy, so the copied "When this creature enters, draw two
    // cards" triggered.
    assert_eq!(p.g.stack.len(), 1);
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Hand), ["Island", "Island"]);
}

#[test]
fn declined_visage_bandit_enters_as_itself() {
    let mut p = bandit("Visage Bandit", "\"Mulldrifter\"", "", &[]);
    p.to(1, Step::Main1);
    p.act("Alice casts Visage Bandit");
    p.pass_all();
    p.act("Alice has Visage Bandit enter as itself");
    let eng = p.eng();
    let bandit = card_of(&p, "Visage Bandit");
    assert_eq!(eng.face_name(&p.g, bandit), "Visage Bandit");
    assert_eq!(eng.power(&p.g, bandit), 2);
    assert!(eng.has_subtype(&p.g, bandit, "Rogue") && !eng.has_subtype(&p.g, bandit, "Elemental"));
    assert!(p.g.stack.is_empty(), "no enter trigger of its own");
}

#[test]
fn with_nothing_to_copy_or_under_copy_enter_as_ignored_it_enters_as_itself() {
    for (others, rules) in [
        ("\"Island\"", &[][..]),
        ("\"Mulldrifter\"", &["copy.enter-as=ignored"][..]),
    ] {
        let mut p = bandit("Visage Bandit", others, "", rules);
        p.to(1, Step::Main1);
        p.act("Alice casts Visage Bandit");
        p.pass_all();
        assert!(!p.can("enter as"), "no choice: {:?}", p.options());
        let bandit = card_of(&p, "Visage Bandit");
        assert_eq!(p.g.obj(bandit).zone, Zone::Battlefield);
        assert_eq!(p.eng().face_name(&p.g, bandit), "Visage Bandit");
    }
}

#[test]
fn returned_by_storm_of_souls_the_bandit_may_enter_as_a_copy_and_becomes_a_spirit_too() {
    let mut p = bandit("Storm of Souls", "\"Hill Giant\"", "\"Visage Bandit\"", &[]);
    p.to(1, Step::Main1);
    p.act("Alice casts Storm of Souls");
    p.pass_all();
    // CR 614.1c: from any zone: the return asks as the card enters.
    p.act("Alice has Visage Bandit enter as a copy of Hill Giant");
    let eng = p.eng();
    let bandit = card_of(&p, "Visage Bandit");
    assert_eq!(eng.face_name(&p.g, bandit), "Hill Giant");
    // Layer 1 (the copy, with its exception), then layer 4 (Spirit), 6 (flying), 7b (1/1).
    for t in ["Giant", "Shapeshifter", "Rogue", "Spirit"] {
        assert!(eng.has_subtype(&p.g, bandit, t), "{t}");
    }
    assert_eq!(
        (eng.power(&p.g, bandit), eng.toughness(&p.g, bandit)),
        (1, 1)
    );
    assert!(eng.has_keyword(&p.g, bandit, rulecheck::cards::Keyword::Flying));
    // The Hill Giant that stayed is no Spirit: the effect is on the returned cards (611.2c).
    let giant = card_of(&p, "Hill Giant");
    assert!(!eng.has_subtype(&p.g, giant, "Spirit"));
    assert_eq!(p.cards_in(Zone::Exile), ["Storm of Souls"]);
}

#[test]
fn storm_of_souls_adds_the_spirit_type_unless_subtypes_added_is_ignored_613_1d() {
    for (rules, spirit) in [(&[][..], true), (&["subtypes.added=ignored"][..], false)] {
        let mut p = bandit("Storm of Souls", "\"Island\"", "\"Hill Giant\"", rules);
        p.to(1, Step::Main1);
        p.act("Alice casts Storm of Souls");
        p.pass_all();
        let eng = p.eng();
        let giant = card_of(&p, "Hill Giant");
        assert_eq!(p.g.obj(giant).zone, Zone::Battlefield);
        assert_eq!(eng.has_subtype(&p.g, giant, "Spirit"), spirit);
        assert!(
            eng.has_subtype(&p.g, giant, "Giant"),
            "205.1b: its other types stay"
        );
        assert_eq!((eng.power(&p.g, giant), eng.toughness(&p.g, giant)), (1, 1));
    }
}

/// Alice casts Azusa, then Double Major targeting it; both resolve.
fn double_major(rules: &[&str]) -> Play {
    let alice = "hand = [\"Azusa, Lost but Seeking\", \"Double Major\"]\n\
                 battlefield = [\"Forest\", \"Forest\", \"Forest\", \"Forest\", \"Island\"]\n\
                 library = [\"Island\"]";
    let mut p = Play::with_rules(&duel(1, alice, "library = [\"Island\"]"), rules);
    p.to(1, Step::Main1);
    p.act("Alice casts Azusa, Lost but Seeking");
    p.act("Alice casts Double Major");
    p.pass_all();
    p
}

#[test]
fn double_majors_copy_of_a_legendary_spell_isnt_legendary_nor_is_its_token_707_10f() {
    let mut p = double_major(&[]);
    let eng = p.eng();
    let copy =
        p.g.ids()
            .find(|&c| eng.is_copy(c) && p.g.obj(c).zone == Zone::Stack)
            .expect("the copy on the stack");
    // CR 707.9b: the copy of the spell isn't legendary.
    assert!(!eng.is_legendary(&p.g, copy));
    p.pass_all();
    p.pass_all();
    let eng = p.eng();
    assert_eq!(p.g.obj(copy).zone, Zone::Battlefield, "a token (707.10f)");
    assert!(!eng.is_legendary(&p.g, copy));
    assert!(eng.is_legendary(&p.g, card_of(&p, "Azusa, Lost but Seeking")));
    // CR 704.5j: one legendary Azusa only: the legend rule asks nothing.
    assert!(!p.can("legend rule"), "{:?}", p.options());
}

#[test]
fn under_copy_exceptions_ignored_the_legend_rule_applies_to_the_token() {
    let mut p = double_major(&["copy.exceptions=ignored"]);
    p.pass_all();
    p.pass_all();
    assert!(p.can("(legend rule, CR 704.5j)"), "{:?}", p.options());
}

#[test]
fn an_exception_naming_no_creature_type_is_a_load_error() {
    let e = load_error(
        r#"[{ copy = "target creature spell you control", except = "it's a Frobnicator in addition to its other types" }]"#,
    );
    assert!(
        e.contains("'Frobnicator' is not a creature type (CR 205.3m)"),
        "{e}"
    );
    // "it's blue" is a colour exception (embalm's "it's white", CR 707.9b); "it's enormous"
    // says nothing the language knows.
    let e =
        load_error(r#"[{ copy = "target creature spell you control", except = "it's enormous" }]"#);
    assert!(e.contains("unknown copy exception"), "{e}");
}
