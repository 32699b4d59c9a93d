//! Phasing (CR 702.26) and the turn order (CR 101.4). A phased-out permanent is treated as
//! though it doesn't exist (702.26b): "destroy all creatures" passes it by, it can't block or
//! be targeted; phasing is no zone change (702.26d): it keeps its counters and status. The
//! keyword phases a permanent out, and back in, in its controller's untap step (502.1,
//! 702.26a); Auras attached to it phase out and in with it (702.26g). "Phase out until a
//! player planeswalks" (Unyaro) phases in as a player planeswalks, not in an untap step (610.4,
//! 610.4a), and Unyaro's "if you planeswalked to Unyaro this turn" is an intervening "if"
//! (603.4). Time Distortion reverses the turn order: with three players the next turn is the
//! other neighbour's (101.4).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Phased, Step, Zone};

fn breezekeeper(sets: &[&str]) -> Play {
    Play::with_rules(
        &duel(
            3,
            "battlefield = [\"Breezekeeper\", { card = \"Holy Strength\", enchanting = \"Breezekeeper\" }]\nlibrary = [\"Island\", \"Island\", \"Island\"]",
            "library = [\"Island\", \"Island\", \"Island\"]",
        ),
        sets,
    )
}

#[test]
fn phasing_phases_out_and_in_in_its_controllers_untap_step_702_26a() {
    let mut p = breezekeeper(&[]);
    let keeper = p.card("Breezekeeper");
    p.to(1, Step::Main1);
    assert_eq!(p.g.obj(keeper).zone, Zone::PhasedOut, "{}", p.board());
    assert_eq!(p.g.obj(keeper).phased, Some(Phased::Directly));
    // Not in Bob's untap step: it phased out under Alice's control (502.1).
    p.to(2, Step::Main1);
    assert_eq!(p.g.obj(keeper).zone, Zone::PhasedOut);
    p.to(3, Step::Main1);
    assert_eq!(p.g.obj(keeper).zone, Zone::Battlefield, "{}", p.board());
    assert_eq!(p.g.obj(keeper).phased, None);
}

#[test]
fn an_aura_phases_out_indirectly_and_in_with_its_permanent_702_26g() {
    let mut p = breezekeeper(&[]);
    let (keeper, aura) = (p.card("Breezekeeper"), p.card("Holy Strength"));
    p.to(1, Step::Main1);
    assert_eq!(p.g.obj(aura).zone, Zone::PhasedOut, "{}", p.board());
    assert_eq!(p.g.obj(aura).phased, Some(Phased::Indirectly));
    p.to(3, Step::Main1);
    assert_eq!(p.g.obj(aura).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(aura).attached_to, Some(keeper));
    // The broken variant: the Aura stays behind, enchanting nothing that exists, and is put
    // into its owner's graveyard (704.5m).
    let mut p = breezekeeper(&["phasing.indirect=stay"]);
    p.to(1, Step::Main1);
    assert_eq!(p.g.obj(p.card("Holy Strength")).zone, Zone::Graveyard);
}

#[test]
fn the_broken_variant_still_sees_a_phased_out_permanent() {
    let mut p = breezekeeper(&["phasing.exists=seen"]);
    p.to(1, Step::Main1);
    assert_eq!(p.g.obj(p.card("Breezekeeper")).zone, Zone::Battlefield);
}

fn slip_then_wrath(sets: &[&str]) -> Play {
    let mut p = Play::with_rules(
        &duel(
            3,
            "hand = [\"Slip Out the Back\"]\nbattlefield = [\"Grizzly Bears\", \"Island\"]\nlibrary = [\"Island\", \"Island\", \"Island\"]",
            "hand = [\"Wrath of God\"]\nbattlefield = [\"Plains\", \"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Island\", \"Island\", \"Island\"]",
        ),
        sets,
    );
    p.to(1, Step::Main1);
    p.act("Alice casts Slip Out the Back");
    p.pass_all();
    p
}

#[test]
fn phasing_out_keeps_counters_and_is_no_zone_change_702_26d() {
    let mut p = slip_then_wrath(&[]);
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).zone, Zone::PhasedOut, "{}", p.board());
    assert_eq!(p.g.obj(bears).plus1, 1);
    // Back in Alice's next untap step, the same object: counter kept, not summoning sick.
    p.to(3, Step::Main1);
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(bears).plus1, 1);
    assert!(!p.g.obj(bears).sick);
}

#[test]
fn destroy_all_creatures_passes_a_phased_out_one_by_702_26b() {
    let mut p = slip_then_wrath(&[]);
    p.to(2, Step::Main1);
    p.act("Bob casts Wrath of God");
    p.pass_all();
    let bears = p.card("Grizzly Bears");
    assert_eq!(p.g.obj(bears).zone, Zone::PhasedOut, "{}", p.board());
    p.to(3, Step::Main1);
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield);
    // The broken variant: Wrath of God sees it and destroys it.
    let mut p = slip_then_wrath(&["phasing.exists=seen"]);
    p.to(2, Step::Main1);
    p.act("Bob casts Wrath of God");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Graveyard);
}

fn unyaro(planar: &str) -> Play {
    let mut p = Play::new(&duel(
        2,
        &format!("battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [{planar}]"),
        "battlefield = [\"Memnite\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the Planeswalker symbol");
    p.pass_all();
    p
}

#[test]
fn unyaro_phases_creatures_out_until_a_player_planeswalks_610_4() {
    let mut p = unyaro("\"Fields of Summer\", \"Unyaro\"");
    let (bears, memnite) = (p.card("Grizzly Bears"), p.card("Memnite"));
    // The Bears attack (tapped), then the end step's trigger untaps them and phases them out.
    p.pass_until("Alice attacks Bob with Grizzly Bears");
    p.act("Alice attacks Bob with Grizzly Bears");
    assert!(p.g.obj(bears).tapped);
    p.to(1, Step::End);
    p.pass_all();
    assert_eq!(p.g.obj(bears).zone, Zone::PhasedOut, "{}", p.board());
    assert!(!p.g.obj(bears).tapped, "untapped first");
    assert_eq!(p.g.obj(memnite).phased, Some(Phased::UntilPlaneswalk));
    // Not in Bob's untap step (610.4a).
    p.to(2, Step::Main1);
    assert_eq!(p.g.obj(memnite).zone, Zone::PhasedOut);
    // Bob planeswalks: both phase in.
    p.act("Bob rolls the planar die, paying {0}");
    p.act("shows the Planeswalker symbol");
    p.pass_all();
    assert_eq!(p.g.obj(bears).zone, Zone::Battlefield, "{}", p.board());
    assert_eq!(p.g.obj(memnite).zone, Zone::Battlefield);
}

#[test]
fn unyaros_if_reads_who_planeswalked_to_it_this_turn_603_4() {
    // Unyaro is the starting plane (CR 901.5: not planeswalked to); the roll leads away.
    let mut p = unyaro("\"Unyaro\", \"Fields of Summer\"");
    p.to(1, Step::End);
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Battlefield);
}

fn three_players(sets: &[&str]) -> Play {
    let toml = "name = \"test\"\nturns = 2\n\n[[player]]\nname = \"Alice\"\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Fields of Summer\", \"Time Distortion\", \"Sokenzan\"]\n\n[[player]]\nname = \"Bob\"\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Sokenzan\"]\n\n[[player]]\nname = \"Carol\"\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Sokenzan\"]\n";
    let mut p = Play::with_rules(toml, sets);
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the Planeswalker symbol");
    // The planeswalking ability, then Time Distortion's encounter trigger (each passed by
    // all three players).
    for _ in 0..6 {
        if p.g.stack.is_empty() {
            break;
        }
        p.act("passes priority");
    }
    p
}

#[test]
fn time_distortion_reverses_the_turn_order_101_4() {
    let mut p = three_players(&[]);
    assert!(p.g.turn_order_reversed, "{}", p.board());
    // APNAP order from Alice: Alice, Carol, Bob.
    assert_eq!(p.g.apnap_from(0), vec![0, 2, 1]);
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.active, 2, "Carol's turn: {}", p.board());
    let mut p = three_players(&["turn-order.reverse=ignored"]);
    p.to(2, Step::Upkeep);
    assert_eq!(p.g.active, 1, "Bob's turn");
}

#[test]
fn with_two_players_reversing_changes_nothing_101_4() {
    let mut p = Play::new(&duel(
        2,
        "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Fields of Summer\", \"Time Distortion\", \"Sokenzan\"]",
        "library = [\"Island\", \"Island\"]\nplanar_deck = [\"Sokenzan\"]",
    ));
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the Planeswalker symbol");
    p.to(2, Step::Upkeep);
    assert!(!p.g.turn_order_reversed);
    assert_eq!(p.g.active, 1);
}

#[test]
fn phase_out_until_names_only_a_player_planeswalking() {
    let e = load_error(
        "bad.toml",
        "name = \"bad\"\nturns = 1\n\n[[card]]\nname = \"Blink Out\"\ncost = \"{U}\"\ntypes = [\"instant\"]\nspell = [{ phase-out = \"target creature\", until = \"end of turn\" }]\n\n[[player]]\nname = \"Alice\"\nhand = [\"Blink Out\"]\n\n[[player]]\nname = \"Bob\"\n",
    );
    assert!(e.contains("a player planeswalks"), "{e}");
    assert!(e.contains("bad.toml"), "{e}");
}

/// CR 702.26b's example: "Draw a card for each creature you control." counts only the creatures
/// that exist: with one of two phased out, one card.
fn census(sets: &[&str]) -> Play {
    let mut p = Play::with_rules(
        &format!(
            "{}\n[[card]]\nname = \"Census\"\ncost = \"{{0}}\"\ntypes = [\"instant\"]\nspell = [{{ draw = \"a card for each creature you control\" }}]\n",
            duel(
                1,
                "hand = [\"Slip Out the Back\", \"Census\"]\nbattlefield = [\"Grizzly Bears\", \"Memnite\", \"Island\"]\nlibrary = [\"Island\", \"Island\", \"Island\", \"Island\"]",
                "library = [\"Island\"]",
            )
        ),
        sets,
    );
    p.to(1, Step::Main1);
    p.act("Alice casts Slip Out the Back, targeting Grizzly Bears");
    p.pass_all();
    p.act("Alice casts Census");
    p.pass_all();
    p
}

#[test]
fn a_phased_out_creature_is_not_counted_702_26b() {
    let p = census(&[]);
    // Four cards in the library, one drawn in the draw step (none: the starting player's
    // first), one for Memnite.
    assert_eq!(p.library(0).len(), 3, "{}", p.board());
    let p = census(&["phasing.exists=seen"]);
    assert_eq!(p.library(0).len(), 2, "{}", p.board());
}
