//! Keywords that protect from spells (CR 702.11 hexproof, 702.18 shroud) and "This spell
//! can't be countered." (CR 101.2, 701.6a): Gladecover Scout, Wall of Denial, Abrupt Decay,
//! and hexproof and shroud granted until end of turn. Targets are checked as a spell is cast
//! (601.2c) and again as it resolves (608.2b).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Forest\", \"Forest\", \"Forest\"]";

/// Instants that grant a keyword to "target creature you control" until end of turn.
const GRANTS: &str = r#"
[[card]]
name = "Veil"
cost = "{G}"
types = ["instant"]
text = "Target creature you control gains hexproof until end of turn."
spell = [{ grant = "target creature you control", gains = "hexproof", until = "end of turn" }]

[[card]]
name = "Cloak"
cost = "{G}"
types = ["instant"]
text = "Target creature you control gains shroud until end of turn."
spell = [{ grant = "target creature you control", gains = "shroud", until = "end of turn" }]
"#;

fn targets(p: &Play, spell: &str, target: &str) -> bool {
    p.can(&format!("casts {spell}, targeting {target}"))
}

#[test]
fn an_opponent_cant_target_a_hexproof_creature_702_11b() {
    let a = format!("battlefield = [\"Gladecover Scout\", \"Grizzly Bears\"]\n{LIB}");
    let b = format!("hand = [\"Shock\"]\nbattlefield = [\"Mountain\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &a, &b));
    p.to(1, Step::Main1);
    p.act("Alice passes");
    assert!(
        !targets(&p, "Shock", "Gladecover Scout"),
        "{:#?}",
        p.options()
    );
    assert!(targets(&p, "Shock", "Grizzly Bears"), "{:#?}", p.options());

    // The broken variant: hexproof is ignored.
    let mut p = Play::with_rules(&duel(1, &a, &b), &["hexproof=ignored"]);
    p.to(1, Step::Main1);
    p.act("Alice passes");
    assert!(
        targets(&p, "Shock", "Gladecover Scout"),
        "{:#?}",
        p.options()
    );
}

#[test]
fn its_controller_may_target_a_hexproof_creature_702_11b() {
    let a = format!(
        "hand = [\"Giant Growth\"]\nbattlefield = [\"Gladecover Scout\", \"Forest\"]\n{LIB}"
    );
    let mut p = Play::new(&duel(1, &a, LIB));
    p.to(1, Step::Main1);
    p.act("Alice casts Giant Growth, targeting Gladecover Scout");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Giant Growth")).zone, Zone::Graveyard);
    assert_eq!(p.eng().power(&p.g, p.card("Gladecover Scout")), 4);
}

#[test]
fn shroud_stops_every_player_702_18a() {
    let a =
        format!("hand = [\"Giant Growth\"]\nbattlefield = [\"Wall of Denial\", \"Forest\"]\n{LIB}");
    let b = format!("hand = [\"Unsummon\"]\nbattlefield = [\"Island\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &a, &b));
    p.to(1, Step::Main1);
    // Giant Growth has no legal target (CR 601.2c): it can't be cast at all.
    assert!(!p.can("Alice casts Giant Growth"), "{:#?}", p.options());
    p.act("Alice passes");
    assert!(!p.can("Bob casts Unsummon"), "{:#?}", p.options());

    let mut p = Play::with_rules(&duel(1, &a, &b), &["shroud=ignored"]);
    p.to(1, Step::Main1);
    assert!(
        targets(&p, "Giant Growth", "Wall of Denial"),
        "{:#?}",
        p.options()
    );
}

/// Hexproof granted in response makes the opponent's spell's only target illegal as it
/// resolves (CR 608.2b): it doesn't resolve and the creature lives.
#[test]
fn hexproof_granted_in_response_counters_on_resolution_608_2b() {
    let a = format!("hand = [\"Veil\"]\nbattlefield = [\"Grizzly Bears\", \"Forest\"]\n{LIB}");
    let b = format!("hand = [\"Shock\"]\nbattlefield = [\"Mountain\"]\n{LIB}");
    let model = duel(1, &a, &b) + GRANTS;
    let run = |sets: &[&str]| {
        let mut p = Play::with_rules(&model, sets);
        p.to(1, Step::Main1);
        p.act("Alice passes");
        p.act("Bob casts Shock, targeting Grizzly Bears");
        p.act("Bob passes");
        p.act("Alice casts Veil, targeting Grizzly Bears");
        p.pass_all();
        p.pass_all();
        p.g.obj(p.card("Grizzly Bears")).zone
    };
    assert_eq!(run(&[]), Zone::Battlefield);
    assert_eq!(run(&["hexproof=ignored"]), Zone::Graveyard);
}

/// Shroud granted the same way: "gains shroud" stops the controller's own spells afterwards.
#[test]
fn granted_shroud_stops_its_controllers_spells_too_702_18a() {
    let a = format!(
        "hand = [\"Cloak\", \"Giant Growth\"]\nbattlefield = [\"Grizzly Bears\", \"Forest\", \"Forest\"]\n{LIB}"
    );
    let mut p = Play::new(&(duel(1, &a, LIB) + GRANTS));
    p.to(1, Step::Main1);
    p.act("Alice casts Cloak, targeting Grizzly Bears");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Cloak")).zone, Zone::Graveyard);
    assert!(!p.can("Alice casts Giant Growth"), "{:#?}", p.options());
}

/// CR 101.2, 701.6a: Counterspell may target Abrupt Decay (a legal target) and resolves, but
/// Abrupt Decay stays on the stack and then destroys its target.
#[test]
fn a_spell_that_cant_be_countered_is_still_a_target_101_2_701_6a() {
    let a = format!("hand = [\"Abrupt Decay\"]\nbattlefield = [\"Swamp\", \"Forest\"]\n{LIB}");
    let b = format!(
        "hand = [\"Counterspell\"]\nbattlefield = [\"Vampire Nighthawk\", \"Island\", \"Island\"]\n{LIB}"
    );
    let model = duel(1, &a, &b);
    let run = |sets: &[&str]| {
        let mut p = Play::with_rules(&model, sets);
        p.to(1, Step::Main1);
        p.act("Alice casts Abrupt Decay, targeting Vampire Nighthawk");
        p.act("Alice passes");
        p.act("Bob casts Counterspell, targeting Abrupt Decay");
        p.act("Bob passes");
        p.act("Alice passes");
        // Counterspell resolved.
        assert_eq!(p.g.obj(p.card("Counterspell")).zone, Zone::Graveyard);
        let decay = p.g.obj(p.card("Abrupt Decay")).zone;
        p.pass_all();
        (decay, p.g.obj(p.card("Vampire Nighthawk")).zone)
    };
    assert_eq!(run(&[]), (Zone::Stack, Zone::Graveyard));
    assert_eq!(
        run(&["cant-be-countered=ignored"]),
        (Zone::Graveyard, Zone::Battlefield)
    );
}

/// "with mana value 3 or less" (CR 202.3): Abrupt Decay can't target a Craw Wurm.
#[test]
fn abrupt_decay_targets_mana_value_3_or_less_202_3() {
    let a = format!("hand = [\"Abrupt Decay\"]\nbattlefield = [\"Swamp\", \"Forest\"]\n{LIB}");
    let b = format!("battlefield = [\"Vampire Nighthawk\", \"Craw Wurm\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &a, &b));
    p.to(1, Step::Main1);
    assert!(targets(&p, "Abrupt Decay", "Vampire Nighthawk"));
    assert!(
        !targets(&p, "Abrupt Decay", "Craw Wurm"),
        "{:#?}",
        p.options()
    );
}

/// The error for a word that is no keyword lists every keyword a grant accepts, hexproof,
/// shroud, protection, indestructible and lifelink among them.
#[test]
fn the_keyword_error_lists_every_keyword() {
    let card = |kw: &str| {
        duel(1, LIB, LIB)
            + &format!(
                "\n[[card]]\nname = \"Gift\"\ncost = \"{{G}}\"\ntypes = [\"instant\"]\nspell = [{{ grant = \"target creature\", gains = \"{kw}\", until = \"end of turn\" }}]\n"
            )
    };
    let e = load_error("m.toml", &card("hexproff"));
    for k in [
        "flying",
        "hexproof",
        "shroud",
        "protection from white",
        "indestructible",
        "lifelink",
        "ascend",
    ] {
        assert!(e.contains(k), "{k}: {e}");
    }
    for ok in ["hexproof", "shroud", "hexproof and indestructible"] {
        let _ = Play::new(&card(ok));
    }
}

/// Hexproof and shroud stop only targeting (CR 702.11b, 702.18a: "can't be the target";
/// 115.10a: an object affected is not a target unless the text says "target"):
/// Day of Judgment, which targets nothing, destroys them.
#[test]
fn hexproof_and_shroud_dont_stop_what_doesnt_target_115_10() {
    let a = format!(
        "hand = [\"Day of Judgment\"]\nbattlefield = [\"Plains\", \"Plains\", \"Plains\", \"Plains\"]\n{LIB}"
    );
    let b = format!("battlefield = [\"Gladecover Scout\", \"Wall of Denial\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &a, &b));
    p.to(1, Step::Main1);
    p.act("Alice casts Day of Judgment");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Gladecover Scout")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Wall of Denial")).zone, Zone::Graveyard);
}
