//! Cost statics and chosen-name prohibitions, rule by rule: a floor under a spell's total cost
//! applied after every increase and reduction (CR 601.2f, Trinisphere), a tax on every
//! activated ability but mana abilities (602.2b, 605.3, Suppression Field), and "activated
//! abilities of sources with the chosen name can't be activated unless they're mana abilities"
//! (602.5, 607.1, Pithing Needle).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

fn mountains(n: usize) -> String {
    vec!["\"Mountain\""; n].join(", ")
}

/// The 2004-12-01 ruling on Trinisphere: increases first, then reductions, then the floor.
#[test]
fn a_cost_floor_applies_after_the_increases_601_2f() {
    let alice = format!(
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Trinisphere\", \"Sphere of Resistance\", {}]\n{LIB}",
        mountains(4)
    );
    let mut p = Play::new(&duel(1, &alice, LIB));
    p.to(1, Step::Main1);
    let options = p.options().join("\n");
    assert!(
        options.contains("Alice casts Lightning Bolt, targeting Bob, paying {2}{R}"),
        "{{R}}, {{1}}{{R}} with Sphere, then three mana: {options}"
    );
    let mut q = Play::with_rules(&duel(1, &alice, LIB), &["cost.floor=first"]);
    q.to(1, Step::Main1);
    let options = q.options().join("\n");
    assert!(
        options.contains("Alice casts Lightning Bolt, targeting Bob, paying {3}{R}"),
        "the broken variant raises {{R}} to three, then adds Sphere's {{1}}: {options}"
    );
}

/// "As long as Trinisphere is untapped": a tapped one sets no floor; a spell that already
/// costs three or more is not changed.
#[test]
fn a_tapped_trinisphere_sets_no_floor() {
    let alice = format!(
        "hand = [\"Lightning Bolt\", \"Jhoira of the Ghitu\"]\nbattlefield = [{}, \"Island\"]\n{LIB}",
        mountains(3)
    );
    // Bob's Trinisphere stays tapped through Alice's untap step.
    let bob = format!("battlefield = [{{ card = \"Trinisphere\", tapped = true }}]\n{LIB}");
    let mut p = Play::new(&duel(1, &alice, &bob));
    p.to(1, Step::Main1);
    assert!(
        p.can("Alice casts Lightning Bolt, targeting Bob, paying {R} (tapping Mountain)"),
        "{}",
        p.options().join("\n")
    );
    assert!(p.can("Alice casts Jhoira of the Ghitu, paying {1}{U}{R}"));
}

/// CR 601.2f, 118.9d: a spell cast without paying its mana cost has a total cost of {0};
/// Trinisphere makes it three mana, so a suspended Rift Bolt needs three lands.
#[test]
fn a_free_cast_from_suspend_costs_three_under_trinisphere() {
    for (lands, castable) in [(2, false), (3, true)] {
        let alice = format!(
            "battlefield = [\"Trinisphere\", {}]\nexile = [{{ card = \"Rift Bolt\", time = 1 }}]\n{LIB}",
            mountains(lands)
        );
        let mut p = Play::new(&duel(1, &alice, LIB));
        for _ in 0..20 {
            if p.can("casts Rift Bolt") || p.g.step == Step::Main1 {
                break;
            }
            let first = p.options()[0].clone();
            p.act(&first);
        }
        assert_eq!(
            p.can("Alice casts Rift Bolt"),
            castable,
            "{lands} Mountains: {}",
            p.options().join("\n")
        );
        if castable {
            assert!(p.can("paying {3}"), "{}", p.options().join("\n"));
        }
    }
}

/// CR 602.2b: "Activated abilities cost {2} more to activate unless they're mana abilities":
/// Jhoira's {2} costs {4}; the Islands' own mana abilities pay it untaxed (605.3).
#[test]
fn every_activated_ability_is_taxed_but_mana_abilities_602_2b() {
    let alice = "hand = [\"Rift Bolt\"]\nbattlefield = [\"Suppression Field\", \"Jhoira of the Ghitu\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&duel(1, alice, LIB));
    p.to(1, Step::Main1);
    assert!(
        !p.can("activates Jhoira"),
        "{{4}} with three Islands: {}",
        p.options().join("\n")
    );
    let alice = alice.replace(
        "\"Island\", \"Island\", \"Island\"]",
        "\"Island\", \"Island\", \"Island\", \"Island\"]",
    );
    let mut p = Play::new(&duel(1, &alice, LIB));
    p.to(1, Step::Main1);
    p.act("Alice activates Jhoira of the Ghitu's ability, exiling Rift Bolt, paying {4}");
    assert!(
        p.g.in_zone(Zone::Battlefield)
            .filter(|&c| p.eng().name(c) == "Island")
            .all(|c| p.g.obj(c).tapped),
        "four Islands paid {{2}} + {{2}}"
    );
}

/// CR 614.12a, 607.1: "As Pithing Needle enters, choose a card name": any card's, lands
/// included; then that source's non-mana activated abilities can't be activated (602.5)
/// while its mana abilities can (605.1a).
#[test]
fn pithing_needle_names_a_card_and_stops_its_non_mana_abilities_602_5() {
    let alice = format!(
        "hand = [\"Pithing Needle\", \"Rift Bolt\"]\nbattlefield = [\"Jhoira of the Ghitu\", {}, \"Island\", \"Island\"]\n{LIB}",
        mountains(1)
    );
    let mut p = Play::new(&duel(1, &alice, LIB));
    p.to(1, Step::Main1);
    p.act("Alice casts Pithing Needle, paying {1} (tapping Island)");
    p.pass_all();
    let names = p.options().join("\n");
    assert!(
        names.contains("Mountain") && names.contains("Jhoira of the Ghitu"),
        "a card name, lands included: {names}"
    );
    p.act("Jhoira of the Ghitu");
    assert!(!p.can("activates Jhoira"), "{}", p.options().join("\n"));
    assert!(
        p.can("Alice suspends Rift Bolt with 1 time counters, paying {R} (tapping Mountain)"),
        "other sources are untouched: {}",
        p.options().join("\n")
    );

    let mut q = Play::new(&duel(1, &alice, LIB));
    q.to(1, Step::Main1);
    q.act("Alice casts Pithing Needle, paying {1} (tapping Island)");
    q.pass_all();
    q.act("Mountain");
    assert!(
        q.can("Alice suspends Rift Bolt with 1 time counters, paying {R} (tapping Mountain)"),
        "a named Mountain still taps for mana (605.1a): {}",
        q.options().join("\n")
    );
    assert!(q.can("activates Jhoira"));

    let mut r = Play::with_rules(&duel(1, &alice, LIB), &["static.cant=ignore"]);
    r.to(1, Step::Main1);
    r.act("Alice casts Pithing Needle, paying {1} (tapping Island)");
    r.pass_all();
    r.act("Jhoira of the Ghitu");
    assert!(r.can("activates Jhoira"), "the broken variant");
}

/// Each sentence is Oracle text; a floor that names two amounts is an error that points at
/// the second.
#[test]
fn the_cost_statics_read_as_oracle_text_and_a_wrong_floor_is_reported() {
    let card = |text: &str| {
        format!(
            "{}\n[[card]]\nname = \"Odd Sphere\"\ncost = \"{{3}}\"\ntypes = [\"artifact\"]\nstatics = [\"{text}\"]\n",
            duel(1, LIB, LIB)
        )
    };
    let err = rulecheck::model::parse(
        std::path::Path::new("bad.toml"),
        &card("Each spell that would cost less than three mana to cast costs four mana to cast."),
    )
    .map(|_| ())
    .unwrap_err()
    .render();
    assert!(err.contains("bad.toml:"), "{err}");
    assert!(err.contains("costs as much as it names"), "{err}");
}
