//! Three mechanisms users restating the plot and suspend rulings reached for:
//!
//! - A prohibition by the zone a spell is cast from (CR 601.2a, 601.3): Drannith Magistrate's
//!   "Your opponents can't cast spells from anywhere other than their hands." A plotted card
//!   is cast from exile (702.170d; the plot ruling), as is a suspended card (702.62a) or a card
//!   cascade exiled (702.85a); a flashback card from a graveyard (702.34a). Under the
//!   2023-11-17 suspend rule a card its owner can't cast is not "able" to be: it stays exiled.
//!   Switch `prohibition.cast-from`.
//! - "target face-up exiled card" (Pull from Eternity; CR 406.3, 708.2): a card in exile that
//!   wasn't exiled face down; a foretold card is (702.143a). A plotted card put into a
//!   graveyard is a new object (400.7), no longer plotted. Switch `selector.face-up`.
//! - "all cards from target player's graveyard" (Tormod's Crypt; CR 115.1, 404.1): a target
//!   player, then every card in that player's graveyard. Switch
//!   `selector.target-players-zone`.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const ALICE_LIB: &str = "library = [\"Plains\", \"Plains\", \"Plains\"]";

/// Alice controls Drannith Magistrate; Bob has `bob` (his zones) and a library of Mountains.
fn magistrate(bob: &str, sets: &[&str]) -> Play {
    let alice = format!("battlefield = [\"Drannith Magistrate\"]\n{ALICE_LIB}");
    let bob = format!("{bob}\nlibrary = [\"Mountain\", \"Mountain\", \"Mountain\"]");
    Play::with_rules(&duel(2, &alice, &bob), sets)
}

#[test]
fn an_opponents_plotted_card_cant_be_cast_from_exile_601_2a_702_170d() {
    let bob = "hand = [\"Shock\"]\nbattlefield = [\"Mountain\"]\nexile = [{ card = \"Lightning Bolt\", plotted = true }]";
    let mut p = magistrate(bob, &[]);
    p.to(2, Step::Main1);
    // A spell cast from his hand is not prohibited; the plotted Bolt would be cast from exile.
    assert!(p.can("Bob casts Shock"), "{:#?}", p.options());
    assert!(!p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
    // The broken variant never reads the zone: the plotted card is cast.
    let mut p = magistrate(bob, &["prohibition.cast-from=unread"]);
    p.to(2, Step::Main1);
    assert!(p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
}

#[test]
fn the_magistrates_controller_is_not_prohibited_601_3() {
    // "Your opponents": Alice casts her own plotted card on her turn.
    let alice = "battlefield = [\"Drannith Magistrate\"]\nexile = [{ card = \"Lightning Bolt\", plotted = true }]\nlibrary = [\"Plains\"]";
    let mut p = Play::new(&duel(1, alice, "library = [\"Mountain\"]"));
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Lightning Bolt"), "{:#?}", p.options());
}

#[test]
fn a_flashback_card_is_cast_from_a_graveyard_702_34a() {
    let bob = "graveyard = [\"Think Twice\"]\nbattlefield = [\"Island\", \"Island\", \"Island\"]";
    let mut p = magistrate(bob, &[]);
    p.to(2, Step::Main1);
    assert!(!p.can("Bob casts Think Twice"), "{:#?}", p.options());
    let mut p = magistrate(bob, &["prohibition.cast-from=unread"]);
    p.to(2, Step::Main1);
    assert!(p.can("Bob casts Think Twice"), "{:#?}", p.options());
}

#[test]
fn a_card_cascade_exiled_is_cast_from_exile_702_85a_608_2g() {
    let bob = "hand = [\"Bloodbraid Elf\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Forest\", \"Forest\"]";
    let alice = format!("battlefield = [\"Drannith Magistrate\"]\n{ALICE_LIB}");
    // Bob draws the Mountain in his draw step: the Bolt is then on top.
    let bob = format!("{bob}\nlibrary = [\"Mountain\", \"Lightning Bolt\", \"Mountain\"]");
    for (sets, may_cast) in [
        (&[][..], false),
        (&["prohibition.cast-from=unread"][..], true),
    ] {
        let mut p = Play::with_rules(&duel(2, &alice, &bob), sets);
        p.to(2, Step::Main1);
        p.act("Bob casts Bloodbraid Elf");
        // The cascade trigger resolves: the Bolt is exiled and may be cast from exile.
        p.pass_all();
        assert_eq!(
            p.can("Bob casts Lightning Bolt"),
            may_cast,
            "{sets:?}: {:#?}",
            p.options()
        );
        if !may_cast {
            // CR 702.85a: not cast, it goes to the bottom of his library.
            assert_eq!(p.g.obj(p.card("Lightning Bolt")).zone, Zone::Library);
        }
    }
}

#[test]
fn the_old_suspend_rule_a_prohibited_card_is_not_able_and_stays_exiled_702_62a() {
    // CR 2023-11-17 702.62a: "play it without paying its mana cost if able. If you can't, it
    // remains exiled." The Bolt would be cast from exile: Bob can't, so it stays, unsuspended
    // (no cast begins, none is reversed: no loop).
    let bob = "battlefield = [\"Mountain\"]\nexile = [{ card = \"Rift Bolt\", time = 1 }]";
    let mut p = magistrate(bob, &["suspend.last-counter=must-play"]);
    p.to(2, Step::Main1);
    let bolt = p.g.obj(p.card("Rift Bolt"));
    assert_eq!((bolt.zone, bolt.time), (Zone::Exile, 0));
    assert!(bolt.cast.is_none());
    assert_eq!(p.life(0), 20);
    // The broken variant: the Bolt must be cast, and deals 3 damage to Alice.
    let mut p = magistrate(
        bob,
        &[
            "suspend.last-counter=must-play",
            "prohibition.cast-from=unread",
        ],
    );
    p.to(2, Step::Main1);
    assert_eq!(p.g.obj(p.card("Rift Bolt")).zone, Zone::Graveyard);
    assert_eq!(p.life(0), 17);
}

#[test]
fn the_new_suspend_rule_offers_only_to_decline_702_62a() {
    let bob = "battlefield = [\"Mountain\"]\nexile = [{ card = \"Rift Bolt\", time = 1 }]";
    let mut p = magistrate(bob, &[]);
    p.to(2, Step::Upkeep);
    p.pass_until("declines");
    assert!(!p.can("Bob casts Rift Bolt"), "{:#?}", p.options());
}

/// A model in which Alice controls an artifact with `statics`, and Bob holds Think Twice in
/// his graveyard, a plotted Lightning Bolt in exile and Opt in his hand, with three Islands.
fn prohibition_model(statics: &str) -> String {
    format!(
        "name = \"x\"\nturns = 2\n[[card]]\nname = \"Test Relic\"\ntypes = [\"artifact\"]\nstatics = [\"{statics}\"]\n[[player]]\nname = \"Alice\"\nbattlefield = [\"Test Relic\"]\nlibrary = [\"Plains\", \"Plains\"]\n[[player]]\nname = \"Bob\"\ngraveyard = [\"Think Twice\"]\nhand = [\"Opt\"]\nbattlefield = [\"Island\", \"Island\", \"Island\"]\nexile = [{{ card = \"Lightning Bolt\", plotted = true }}]\nlibrary = [\"Island\", \"Island\"]\n"
    )
}

#[test]
fn prohibitions_name_the_zones_cast_from_in_their_oracle_forms_601_2a() {
    // (statics, Think Twice from the graveyard, the plotted Bolt from exile, Opt from hand)
    for (statics, flashback, plotted, hand) in [
        (
            "Your opponents can't cast spells from exile.",
            true,
            false,
            true,
        ),
        (
            "Players can't cast spells from graveyards or libraries.",
            false,
            true,
            true,
        ),
        (
            "Each opponent can't cast spells from graveyards or from exile.",
            false,
            false,
            true,
        ),
        (
            "Your opponents can't cast spells from anywhere other than their hands.",
            false,
            false,
            true,
        ),
        ("Your opponents can't cast spells.", false, false, false),
    ] {
        let mut p = Play::new(&prohibition_model(statics));
        p.to(2, Step::Main1);
        assert_eq!(p.can("Bob casts Think Twice"), flashback, "{statics}");
        assert_eq!(p.can("Bob casts Lightning Bolt"), plotted, "{statics}");
        assert_eq!(p.can("Bob casts Opt"), hand, "{statics}");
    }
}

#[test]
fn a_zone_a_prohibition_cant_name_is_a_load_error_at_its_word() {
    let err = load_error(
        "bad.toml",
        &prohibition_model(
            "Your opponents can't cast spells from anywhere other than their graveyards.",
        ),
    );
    assert!(err.contains("expected 'their hands'"), "{err}");
    let err = load_error(
        "bad.toml",
        &prohibition_model("Your opponents can't cast spells from the battlefield."),
    );
    assert!(
        err.contains("unexpected 'the'") && err.contains("'exile', 'graveyards'"),
        "{err}"
    );
}

// Pull from Eternity.

#[test]
fn a_pulled_plotted_card_is_a_new_object_never_cast_from_plot_400_7() {
    let alice = format!("hand = [\"Pull from Eternity\"]\nbattlefield = [\"Plains\"]\n{ALICE_LIB}");
    let bob = "exile = [{ card = \"Lightning Bolt\", plotted = true }]\nlibrary = [\"Mountain\", \"Mountain\"]";
    let mut p = Play::new(&duel(2, &alice, bob));
    p.to(1, Step::Main1);
    p.act("Alice casts Pull from Eternity, targeting Lightning Bolt");
    p.pass_all();
    let bolt = p.g.obj(p.card("Lightning Bolt"));
    assert_eq!(bolt.zone, Zone::Graveyard);
    assert!(bolt.plotted.is_none(), "CR 400.7: no longer plotted");
    p.to(2, Step::Main1);
    assert!(!p.can("Bob casts Lightning Bolt"), "{:#?}", p.options());
}

#[test]
fn a_foretold_card_is_face_down_no_face_up_exiled_card_406_3_702_143a() {
    let alice = format!("hand = [\"Pull from Eternity\"]\nbattlefield = [\"Plains\"]\n{ALICE_LIB}");
    let bob = "hand = [\"Saw It Coming\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Grizzly Bears\", \"Grizzly Bears\"]";
    for (sets, targetable) in [(&[][..], false), (&["selector.face-up=any"][..], true)] {
        let mut p = Play::with_rules(&duel(2, &alice, bob), sets);
        p.to(2, Step::Main1);
        p.act("Bob foretells Saw It Coming");
        p.act("Bob passes priority");
        assert_eq!(
            p.can("Alice casts Pull from Eternity, targeting Saw It Coming"),
            targetable,
            "{sets:?}: {:#?}",
            p.options()
        );
    }
}

#[test]
fn a_card_exiled_face_down_by_an_instruction_is_not_face_up_406_3a() {
    let veil = "\n[[card]]\nname = \"Veil Engine\"\ntypes = [\"artifact\"]\n\n[[card.activated]]\nzone = \"battlefield\"\ndo = [{ exile = \"target card from a graveyard\", face-down = true }]\n";
    let alice = format!(
        "hand = [\"Pull from Eternity\"]\nbattlefield = [\"Plains\", \"Veil Engine\"]\ngraveyard = [\"Shock\"]\n{ALICE_LIB}"
    );
    let mut p = Play::new(&(duel(1, &alice, "library = [\"Mountain\"]") + veil));
    p.to(1, Step::Main1);
    p.act("Alice activates Veil Engine's ability, targeting Shock");
    p.pass_all();
    let shock = p.g.obj(p.card("Shock"));
    assert_eq!((shock.zone, shock.face_down), (Zone::Exile, true));
    assert!(
        !p.can("Alice casts Pull from Eternity"),
        "{:#?}",
        p.options()
    );
}

// Tormod's Crypt.

fn crypt(sets: &[&str]) -> Play {
    let alice = format!("battlefield = [\"Tormod's Crypt\"]\ngraveyard = [\"Shock\"]\n{ALICE_LIB}");
    let bob = "graveyard = [\"Lightning Bolt\", \"Grizzly Bears\"]\nlibrary = [\"Mountain\"]";
    let mut p = Play::with_rules(&duel(1, &alice, bob), sets);
    p.to(1, Step::Main1);
    p
}

#[test]
fn all_cards_from_the_target_players_graveyard_only_115_1_404_1() {
    let mut p = crypt(&[]);
    p.act("Alice activates Tormod's Crypt's ability, sacrificing Tormod's Crypt, targeting Bob");
    p.pass_all();
    let mut exiled = p.cards_in(Zone::Exile);
    exiled.sort();
    assert_eq!(exiled, ["Grizzly Bears", "Lightning Bolt"]);
    assert_eq!(p.cards_in(Zone::Graveyard), ["Tormod's Crypt", "Shock"]);
    // Targeting herself: the Crypt, sacrificed as a cost (CR 602.2b, 601.2h), is in her
    // graveyard as the ability resolves, and is exiled with the Shock.
    let mut p = crypt(&[]);
    p.act("Alice activates Tormod's Crypt's ability, sacrificing Tormod's Crypt, targeting Alice");
    p.pass_all();
    let mut exiled = p.cards_in(Zone::Exile);
    exiled.sort();
    assert_eq!(exiled, ["Shock", "Tormod's Crypt"]);
    // The broken variant reads every graveyard.
    let mut p = crypt(&["selector.target-players-zone=every-player"]);
    p.act("targeting Bob");
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Graveyard), Vec::<String>::new());
}

#[test]
fn target_opponents_hand_names_a_target_opponent_115_1() {
    let card = "\n[[card]]\nname = \"Hand Engine\"\ntypes = [\"artifact\"]\n\n[[card.activated]]\nzone = \"battlefield\"\ndo = [{ exile = \"all cards from target opponent's hand\" }]\n";
    let alice = format!("battlefield = [\"Hand Engine\"]\nhand = [\"Shock\"]\n{ALICE_LIB}");
    let bob = "hand = [\"Lightning Bolt\", \"Opt\"]\nlibrary = [\"Mountain\"]";
    let mut p = Play::new(&(duel(1, &alice, bob) + card));
    p.to(1, Step::Main1);
    assert!(!p.can("targeting Alice"), "{:#?}", p.options());
    p.act("Alice activates Hand Engine's ability, targeting Bob");
    p.pass_all();
    let mut exiled = p.cards_in(Zone::Exile);
    exiled.sort();
    assert_eq!(exiled, ["Lightning Bolt", "Opt"]);
    assert_eq!(p.cards_in(Zone::Hand), ["Shock"]);
}

#[test]
fn a_target_players_zone_elsewhere_is_a_load_error_not_a_silent_reading() {
    let model = |step: &str| {
        format!(
            "name = \"x\"\nturns = 1\n[[card]]\nname = \"Zone Engine\"\ntypes = [\"artifact\"]\n\n[[card.activated]]\nzone = \"battlefield\"\ndo = [{step}]\n[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n"
        )
    };
    let err = load_error(
        "bad.toml",
        &model("{ exile = \"target card from target player's graveyard\" }"),
    );
    assert!(
        err.contains("is said of the objects of an instruction"),
        "{err}"
    );
    let err = load_error(
        "bad.toml",
        &model("{ lose-life = \"the number of cards in target player's hand\" }"),
    );
    assert!(
        err.contains("is said of the objects of an instruction"),
        "{err}"
    );
}
