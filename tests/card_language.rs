//! The card language's primitives, one rule test each: a card written inline in the language
//! (a free ability of an artifact, or a spell), what resolving it does to the game.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// A free, repeatable ability of an artifact on the battlefield that does `steps`.
fn source(steps: &str) -> String {
    format!(
        "[[card]]\nname = \"Engine Room\"\ntypes = [\"artifact\"]\n\n[[card.activated]]\nzone = \"battlefield\"\ndo = [{steps}]\n"
    )
}

/// Alice has Engine Room (doing `steps`) and the rest of `alice`; it is her main phase.
fn play(steps: &str, alice: &str, bob: &str) -> Play {
    let alice = format!("battlefield = [\"Engine Room\", {alice}]\nlibrary = [\"Island\", \"Forest\", \"Mountain\"]");
    let mut p = Play::new(&(duel(1, &alice, bob) + &source(steps)));
    p.to(1, Step::Main1);
    p
}

fn activate(p: &mut Play) {
    p.act("Alice activates Engine Room's ability");
    p.pass_all();
}

#[test]
fn tap_and_untap_each_permanent_a_filter_names_701_26() {
    let mut p = play(
        "{ tap = \"each creature you control\" }",
        "\"Grizzly Bears\", \"Memnite\", \"Forest\"",
        "battlefield = [\"Centaur Courser\"]",
    );
    activate(&mut p);
    let tapped: Vec<bool> = ["Grizzly Bears", "Memnite", "Forest", "Centaur Courser"]
        .iter()
        .map(|n| p.g.obj(p.card(n)).tapped)
        .collect();
    assert_eq!(tapped, [true, true, false, false], "only Alice's creatures");
}

#[test]
fn destroy_puts_a_permanent_into_its_owners_graveyard_701_8a() {
    let mut p = play(
        "{ destroy = \"each creature with power 2 or greater\" }",
        "\"Grizzly Bears\", \"Memnite\"",
        "battlefield = [\"Centaur Courser\"]",
    );
    activate(&mut p);
    let mut dead = p.cards_in(Zone::Graveyard);
    dead.sort();
    assert_eq!(dead, ["Centaur Courser", "Grizzly Bears"], "Memnite is 1/1");
}

#[test]
fn damage_to_each_creature_and_life_loss_of_a_player_120_3() {
    let mut p = play(
        "{ damage = 1, to = \"each creature an opponent controls\" }, { lose-life = 3, who = \"you\" }",
        "\"Memnite\"",
        "battlefield = [\"Grizzly Bears\"]",
    );
    activate(&mut p);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).damage, 1);
    assert_eq!(p.g.obj(p.card("Memnite")).damage, 0);
    assert_eq!(p.life(0), 17);
}

#[test]
fn counters_are_put_and_removed_one_kind_at_a_time_122_1() {
    let mut p = play(
        "{ put = \"two +1/+1 counters\", on = \"each creature you control\" }, { remove = \"a +1/+1 counter\", from = \"each creature you control\" }",
        "\"Grizzly Bears\"",
        "",
    );
    activate(&mut p);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).plus1, 1);
}

#[test]
fn a_moved_card_goes_to_the_bottom_and_that_many_counts_it_608_2c() {
    // Alice's hand: two cards; they go under the library, then she draws two.
    let text = duel(
        1,
        "battlefield = [\"Engine Room\"]\nhand = [\"Lightning Bolt\", \"Blaze\"]\nlibrary = [\"Island\", \"Forest\", \"Mountain\"]",
        "",
    ) + &source(
        "{ put = \"each card in your hand\", on = \"the bottom of your library\", as = \"moved\" }, { draw = \"that many\" }",
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    activate(&mut p);
    let mut hand = p.cards_in(Zone::Hand);
    hand.sort();
    assert_eq!(hand, ["Forest", "Island"]);
    let lib: Vec<String> = p.g.players[0]
        .library
        .iter()
        .map(|&c| p.eng().name(c).to_string())
        .collect();
    assert_eq!(lib, ["Mountain", "Lightning Bolt", "Blaze"]);
}

#[test]
fn you_may_is_a_choice_and_if_you_do_follows_it_608_2d() {
    let steps =
        "{ exile = \"a creature card from your hand\", may = true }, { draw = 1, if = \"you do\" }";
    let text = duel(
        1,
        "battlefield = [\"Engine Room\"]\nhand = [\"Grizzly Bears\", \"Island\"]\nlibrary = [\"Forest\", \"Mountain\"]",
        "",
    ) + &source(steps);
    let mut yes = Play::new(&text);
    yes.to(1, Step::Main1);
    activate(&mut yes);
    assert!(yes.can("Alice chooses Grizzly Bears and puts it into exile"));
    assert!(!yes.can("chooses Island"), "the filter: a creature card");
    let mut no = Play {
        g: yes.g.clone(),
        ..Play::new(&text)
    };
    yes.act("Alice chooses Grizzly Bears");
    assert_eq!(yes.cards_in(Zone::Exile), ["Grizzly Bears"]);
    assert_eq!(yes.g.players[0].library.len(), 1, "if you do: drew one");
    no.act("Alice chooses no card");
    assert!(no.cards_in(Zone::Exile).is_empty());
    assert_eq!(no.g.players[0].library.len(), 2, "declined: no draw");
}

#[test]
fn a_condition_is_read_as_the_instruction_happens_608_2c() {
    let steps = "{ draw = 2, if = \"you have no cards in hand\" }";
    let with_hand = duel(
        1,
        "battlefield = [\"Engine Room\"]\nhand = [\"Island\"]\nlibrary = [\"Forest\", \"Mountain\"]",
        "",
    ) + &source(steps);
    let mut p = Play::new(&with_hand);
    p.to(1, Step::Main1);
    activate(&mut p);
    assert_eq!(p.g.players[0].library.len(), 2, "a card in hand: no draw");
    let empty = duel(
        1,
        "battlefield = [\"Engine Room\"]\nlibrary = [\"Forest\", \"Mountain\"]",
        "",
    ) + &source(steps);
    let mut p = Play::new(&empty);
    p.to(1, Step::Main1);
    activate(&mut p);
    assert_eq!(
        p.g.players[0].library.len(),
        0,
        "no cards in hand: drew two"
    );
}

#[test]
fn a_card_exiled_with_time_counters_gains_suspend_and_is_suspended_702_62b() {
    // Talon Gates' words as an ability: the player chooses the card ("a nonland card").
    let steps = "{ exile = \"a nonland card from your hand\", with = \"X time counters, where X is its mana value\", gains-suspend = true }";
    let text = duel(
        2,
        "battlefield = [\"Engine Room\"]\nhand = [\"Grizzly Bears\", \"Lightning Bolt\", \"Forest\"]\nlibrary = [\"Forest\", \"Island\"]",
        "library = [\"Island\"]",
    ) + &source(steps);
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    activate(&mut p);
    assert!(!p.can("chooses Forest"), "a nonland card");
    p.act("Alice chooses Grizzly Bears and puts it into exile");
    let bears = p.card("Grizzly Bears");
    assert_eq!(
        p.g.obj(bears).time,
        2,
        "X = its mana value, that of {{1}}{{G}}"
    );
    assert!(p.g.obj(bears).gained_suspend);
    assert!(p.eng().is_suspended(&p.g, bears), "CR 702.62b");
}

/// The rendered error of a model that must not load.
fn model_error(text: &str) -> String {
    common::load_error("bad.toml", text)
}

#[test]
fn a_misspelt_word_in_a_phrase_is_an_error_at_its_line_and_column() {
    let text = "name = \"x\"\nturns = 1\n[[card]]\nname = \"Shock Wave\"\ncost = \"{R}\"\ntypes = [\"instant\"]\nspell = [{ damage = 2, to = \"target creture\" }]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n";
    let err = model_error(text);
    assert!(err.contains("bad.toml:7:37"), "{err}");
    assert!(
        err.contains("unexpected 'creture' (did you mean 'creature'?)"),
        "{err}"
    );
    let unknown_verb = text.replace("damage = 2, to", "damages = 2, to");
    let err = model_error(&unknown_verb);
    assert!(err.contains("did you mean `damage`?"), "{err}");
    let no_verb = text.replace("damage = 2, to", "amount = 2, to");
    let err = model_error(&no_verb);
    assert!(err.contains("a step starts with one verb"), "{err}");
    let dangling = text.replace("\"target creture\"", "\"it\"");
    let err = model_error(&dangling);
    assert!(err.contains("'it' has nothing to refer to here"), "{err}");
}

/// A model whose one inline card has these static abilities.
fn with_statics(statics: &str) -> String {
    format!(
        "name = \"x\"\nturns = 1\n[[card]]\nname = \"Test Plane\"\ntypes = [\"plane\"]\nstatics = [{statics}]\n[[player]]\nname = \"Alice\"\nplanar_deck = [\"Test Plane\"]\n[[player]]\nname = \"Bob\"\n"
    )
}

#[test]
fn a_colour_setting_or_graveyard_flashback_static_says_all_it_needs_613_1e_702_34a() {
    // Otaria's second sentence gives the flashback cost; without it the grant is incomplete.
    let err = model_error(&with_statics(
        "\"Instant and sorcery cards in graveyards have flashback.\"",
    ));
    assert!(
        err.contains("say what the granted flashback cost is"),
        "{err}"
    );
    let err = model_error(&with_statics(
        "\"Creatures have deathtouch. The flashback cost is equal to the card's mana cost.\"",
    ));
    assert!(err.contains("follows '[cards] in graveyards have"), "{err}");
    // A colour-setting ability that reads colours would depend on itself (CR 613.8).
    let err = model_error(&with_statics("\"Green creatures are black.\""));
    assert!(
        err.contains("a colour-setting ability names its objects without colours"),
        "{err}"
    );
    let err = model_error(&with_statics("\"All creatures are purple.\""));
    assert!(err.contains("expected a colour"), "{err}");
}

#[test]
fn their_in_a_players_amount_is_the_player_instructed_608_2c() {
    // "Target opponent loses life equal to the number of cards in their hand." Alice holds
    // none, Bob two: Bob loses 2.
    let mut p = play(
        "{ lose-life = \"the number of cards in their hand\", who = \"target opponent\" }",
        "\"Memnite\"",
        "hand = [\"Island\", \"Forest\"]\nlibrary = [\"Island\"]",
    );
    p.act("Alice activates Engine Room's ability");
    p.pass_all();
    assert_eq!(p.life(1), 18, "Bob's hand counted");
    assert_eq!(p.life(0), 20);
}

#[test]
fn a_creature_exiled_instead_of_dying_triggers_no_dies_ability_614_6() {
    // Bob's Grizzly Bears are destroyed while Alice's Leyline of the Void exiles them instead:
    // "Whenever a creature dies" never sees a death (CR 614.6: the replaced event never
    // happens), though "Whenever a creature is exiled" would.
    let watcher = "[[card]]\nname = \"Death Watcher\"\ntypes = [\"enchantment\"]\n\n[[card.triggered]]\nwhen = \"a creature dies\"\ndo = [{ gain-life = 1 }]\n";
    let alice = "battlefield = [\"Engine Room\", \"Death Watcher\", \"Leyline of the Void\"]\nlibrary = [\"Island\"]";
    let text = duel(
        1,
        alice,
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    ) + &source("{ destroy = \"each creature\" }")
        + watcher;
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    activate(&mut p);
    assert_eq!(p.cards_in(Zone::Exile), ["Grizzly Bears"]);
    p.pass_all();
    assert_eq!(p.life(0), 20, "no dies trigger");
}

#[test]
fn a_number_where_card_text_has_words_gets_the_words_as_a_hint() {
    let model = duel(
        1,
        "hand = [\"Test Looting\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    ) + "\n[[card]]\nname = \"Test Looting\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\nspell = [{ draw = 2 }, { discard = 2 }]\n";
    let e = common::load_error("looting.toml", &model);
    assert!(e.contains("must be a phrase in quotes, not 2"), "{e}");
    assert!(e.contains("discard = \"two cards\""), "{e}");
}

#[test]
fn an_unknown_key_that_begins_a_known_one_is_named() {
    let model = duel(
        1,
        "hand = [\"Test Zap\"]\nlibrary = [\"Island\"]",
        "library = [\"Island\"]",
    ) + "\n[[card]]\nname = \"Test Zap\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\nspell = [{ damage = 2, divided = \"one or two targets\" }]\n";
    let e = common::load_error("zap.toml", &model);
    assert!(
        e.contains("unknown key `divided` in a step (did you mean `divided-among`?)"),
        "{e}"
    );
}

#[test]
fn a_key_of_two_words_may_be_written_with_a_hyphen_or_an_underscore() {
    // `additional_cost` and `additional-cost` are one key; so are `special-action` and
    // `special_action`, and a player's `planar_deck` and `planar-deck`.
    let card = "[[card]]\nname = \"Rites\"\ncost = \"{B}\"\ntypes = [\"instant\"]\nadditional-cost = { sacrifice = \"creature\" }\nspell = [{ draw = 2 }]\n";
    let mut p = Play::new(&(duel(
        1,
        "hand = [\"Rites\"]\nbattlefield = [\"Swamp\", \"Grizzly Bears\"]\nlibrary = [\"Island\", \"Forest\", \"Mountain\"]",
        "library = [\"Island\"]",
    ) + card));
    p.to(1, Step::Main1);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts Rites"))
        .collect();
    assert!(
        casts
            .iter()
            .all(|c| c.contains("sacrificing Grizzly Bears")),
        "the additional cost is read: {casts:#?}"
    );
    assert!(!casts.is_empty(), "{}", p.board());
}

#[test]
fn a_word_other_engines_use_for_a_step_names_the_language_s_verb() {
    let text = "name = \"x\"\nturns = 1\n[[card]]\nname = \"Big Growth\"\ncost = \"{G}\"\ntypes = [\"instant\"]\nspell = [{ pump = \"+3/+3\", to = \"target creature\" }]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n";
    let err = model_error(text);
    assert!(
        err.contains("`pump` is not a verb of the language") && err.contains("gets = \"+3/+3\""),
        "{err}"
    );
    let err = model_error(&text.replace("pump", "destory"));
    assert!(err.contains("did you mean `destroy`?"), "{err}");
}

#[test]
fn an_error_points_at_the_ability_not_at_the_same_sentence_in_text() {
    let text = "name = \"x\"\nturns = 1\n[[card]]\nname = \"Shock Wave\"\ncost = \"{R}\"\ntypes = [\"instant\"]\ntext = \"target creture\"\nspell = [{ damage = 2, to = \"target creture\" }]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n";
    let err = model_error(text);
    assert!(err.contains("bad.toml:8:37"), "{err}");
}
