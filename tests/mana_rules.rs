//! Mana, rule by rule (CR 106, 107.4, 605), on the engine directly: colourless mana and {C}
//! costs, a choice of colours, abilities that add several mana, and mana that can be spent only
//! on spells or only on abilities (CR 106.6), which pays no special action (CR 116.2).

mod common;

use std::path::Path;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};
use rulecheck::model;

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

/// Test cards (custom, not real): a spell with a {C} cost, one needing {B}{G}, an artifact
/// whose activated ability has a mana cost, and a land whose mana is restricted to spells.
const CARDS: &str = r#"
[[card]]
name = "Colourless Test Golem"
cost = "{2}{C}"
types = ["artifact", "creature"]
power = 3
toughness = 3

[[card]]
name = "Golgari Test Bear"
cost = "{B}{G}"
types = ["creature"]
power = 2
toughness = 2

[[card]]
name = "Test Relic"
cost = "{2}"
types = ["artifact"]
text = "{1}{U}: You gain 1 life."
[[card.activated]]
zone = "battlefield"
cost = "{1}{U}"
do = [{ gain-life = 1 }]

[[card]]
name = "Spell Well"
types = ["land"]
mana = { add = "{U}", spend_only = "to cast spells" }
text = "{T}: Add {U}. Spend this mana only to cast spells."
"#;

fn play(alice: &str) -> Play {
    play_with(alice, &[])
}

fn play_with(alice: &str, rules: &[&str]) -> Play {
    let mut p = Play::with_rules(
        &format!("{}{CARDS}", duel(3, &format!("{alice}\n{LIB}"), LIB)),
        rules,
    );
    p.to(1, Step::Main1);
    p
}

#[test]
fn colourless_mana_pays_generic_and_only_it_pays_a_c_cost_107_4c() {
    let p = play(
        "hand = [\"Colourless Test Golem\"]\nbattlefield = [\"Island\", \"Island\", \"Island\"]",
    );
    assert!(
        !p.can("casts Colourless Test Golem"),
        "{{C}} can't be paid with blue mana: {:#?}",
        p.options()
    );
    let mut p = play(
        "hand = [\"Colourless Test Golem\", \"Grizzly Bears\"]\nbattlefield = [\"Wastes\", \"Wastes\", \"Island\", \"Forest\"]",
    );
    assert!(
        p.can("Alice casts Colourless Test Golem, paying {2}{C} (tapping Wastes, Island, Forest)")
    );
    assert!(
        p.can("Alice casts Colourless Test Golem, paying {2}{C} (tapping Wastes, Wastes, Island)")
    );
    assert!(
        p.can("Alice casts Grizzly Bears, paying {1}{G} (tapping Wastes, Forest)"),
        "colourless mana pays generic mana (107.4b)"
    );
    p.act("Alice casts Colourless Test Golem, paying {2}{C} (tapping Wastes, Wastes, Island)");
    p.pass_all();
    let golem = p.card("Colourless Test Golem");
    assert_eq!(p.g.obj(golem).zone, Zone::Battlefield);
    assert!(!p.can("casts Grizzly Bears"), "only the Forest is left");
}

#[test]
fn a_dual_land_adds_either_colour_chosen_as_it_is_tapped() {
    // Each Bayou makes {B} or {G}; the choice is made for each as it is tapped (CR 605.3b).
    let p = play("hand = [\"Golgari Test Bear\"]\nbattlefield = [\"Bayou\", \"Bayou\"]");
    assert_eq!(
        p.options()
            .iter()
            .filter(|o| o.contains("casts Golgari Test Bear"))
            .collect::<Vec<_>>(),
        ["Alice casts Golgari Test Bear, paying {B}{G} (tapping Bayou, Bayou)"],
        "one Bayou for {{B}}, the other for {{G}}: one payment, whichever is which"
    );
    let p = play("hand = [\"Golgari Test Bear\"]\nbattlefield = [\"Bayou\", \"Forest\"]");
    assert!(p.can("Alice casts Golgari Test Bear, paying {B}{G} (tapping Bayou, Forest)"));
    let p = play("hand = [\"Golgari Test Bear\"]\nbattlefield = [\"Bayou\", \"Island\"]");
    assert!(
        !p.can("casts Golgari Test Bear"),
        "one Bayou makes one mana, {{B}} or {{G}}, not both"
    );
}

#[test]
fn an_ability_adding_two_mana_pays_two_symbols_at_once() {
    // Omen Hawker: {T}: Add {C}{U} (abilities only).
    let mut p = play("battlefield = [\"Omen Hawker\", \"Test Relic\"]");
    p.act("Alice activates Test Relic's ability, paying {1}{U} (tapping Omen Hawker)");
    p.pass_all();
    assert_eq!(p.life(0), 21);
    assert!(!p.can("activates Test Relic"), "the Hawker is tapped");
}

#[test]
fn abilities_only_mana_pays_activated_abilities_and_no_spell_106_6() {
    let p = play(
        "hand = [\"Test Relic\", \"Memnite\"]\nbattlefield = [\"Omen Hawker\", \"Test Relic\"]",
    );
    assert!(p.can("Alice activates Test Relic's ability, paying {1}{U} (tapping Omen Hawker)"));
    assert!(
        !p.can("casts Test Relic"),
        "a spell's cost can't be paid with it: {:#?}",
        p.options()
    );
    assert!(p.can("Alice casts Memnite"), "a spell that needs no mana");
}

#[test]
fn spells_only_mana_pays_spells_and_no_activated_ability_106_6() {
    let p = play(
        "hand = [\"Test Relic\"]\nbattlefield = [\"Spell Well\", \"Spell Well\", \"Test Relic\"]",
    );
    assert!(p.can("Alice casts Test Relic, paying {2} (tapping Spell Well, Spell Well)"));
    assert!(!p.can("activates Test Relic"), "{:#?}", p.options());
    // An unrestricted source pays the rest of the ability's cost; the Well still can't help.
    let p = play("battlefield = [\"Spell Well\", \"Island\", \"Test Relic\"]");
    assert!(!p.can("activates Test Relic"), "{:#?}", p.options());
    let p = play("battlefield = [\"Spell Well\", \"Island\", \"Island\", \"Test Relic\"]");
    assert!(p.can("Alice activates Test Relic's ability, paying {1}{U} (tapping Island, Island)"));
}

#[test]
fn restricted_mana_cannot_pay_the_plot_special_action_116_2k() {
    // Plot {3}{U} with four blue mana that can be spent only on spells, or only on abilities:
    // plotting is neither (CR 702.170a, 116.2k).
    for mana in [
        "\"Spell Well\", \"Spell Well\", \"Spell Well\", \"Spell Well\"",
        "\"Omen Hawker\", \"Omen Hawker\"",
    ] {
        let p = play(&format!(
            "hand = [\"Djinn of Fool's Fall\"]\nbattlefield = [{mana}]"
        ));
        assert!(!p.can("plots"), "{mana}: {:#?}", p.options());
        let p = play_with(
            &format!("hand = [\"Djinn of Fool's Fall\"]\nbattlefield = [{mana}]"),
            &["mana.restrictions=ignore"],
        );
        assert!(
            p.can("Alice plots Djinn of Fool's Fall, paying {3}{U}"),
            "the broken variant lets it pay: {mana}"
        );
    }
    // One unrestricted source with three restricted ones is still one short.
    let p = play("hand = [\"Djinn of Fool's Fall\"]\nbattlefield = [\"Spell Well\", \"Spell Well\", \"Spell Well\", \"Island\"]");
    assert!(!p.can("plots"));
}

#[test]
fn spells_only_mana_pays_a_plotted_cards_cast_from_exile() {
    // The free cast is still a spell: Sphere of Resistance's {1} (CR 118.9d) can be paid with
    // spells-only mana, not with abilities-only mana.
    let exile = "exile = [{ card = \"Djinn of Fool's Fall\", plotted_turn = 0 }]";
    let mut p = play(&format!(
        "battlefield = [\"Sphere of Resistance\", \"Spell Well\"]\n{exile}"
    ));
    p.act("Alice casts Djinn of Fool's Fall from exile (plot) without paying its mana cost, paying {1} (tapping Spell Well)");
    p.pass_all();
    assert_eq!(
        p.g.obj(p.card("Djinn of Fool's Fall")).zone,
        Zone::Battlefield
    );
    let p = play(&format!(
        "battlefield = [\"Sphere of Resistance\", \"Omen Hawker\"]\n{exile}"
    ));
    assert!(!p.can("casts Djinn"), "{:#?}", p.options());
}

#[test]
fn restricted_mana_cannot_pay_the_suspend_special_action_116_2f() {
    // Ancestral Vision: suspend 4—{U}.
    for mana in ["Spell Well", "Omen Hawker"] {
        let p = play(&format!(
            "hand = [\"Ancestral Vision\"]\nbattlefield = [\"{mana}\"]"
        ));
        assert!(!p.can("suspends"), "{mana}: {:#?}", p.options());
        let p = play_with(
            &format!("hand = [\"Ancestral Vision\"]\nbattlefield = [\"{mana}\"]"),
            &["mana.restrictions=ignore"],
        );
        assert!(p.can("Alice suspends Ancestral Vision with 4 time counters, paying {U}"));
    }
    let p = play("hand = [\"Ancestral Vision\"]\nbattlefield = [\"Island\"]");
    assert!(
        p.can("Alice suspends Ancestral Vision with 4 time counters, paying {U} (tapping Island)")
    );
}

#[test]
fn restricted_mana_cannot_pay_for_the_planar_die_901_9() {
    let deck = "planar_deck = [\"Fields of Summer\"]";
    let mut p = play(&format!(
        "battlefield = [\"Spell Well\", \"Omen Hawker\"]\n{deck}"
    ));
    p.act("Alice rolls the planar die, paying {0}");
    p.act("the planar die shows a blank face");
    assert!(
        !p.can("rolls the planar die"),
        "the second roll costs {{1}}: {:#?}",
        p.options()
    );
    let mut p = play(&format!(
        "battlefield = [\"Spell Well\", \"Omen Hawker\", \"Island\"]\n{deck}"
    ));
    p.act("Alice rolls the planar die, paying {0}");
    p.act("the planar die shows a blank face");
    assert!(p.can("Alice rolls the planar die, paying {1} (tapping Island)"));
    assert!(!p.can("tapping Spell Well") && !p.can("tapping Omen Hawker"));
}

#[test]
fn a_summoning_sick_creature_cannot_tap_for_mana_302_6() {
    // Omen Hawker cast this turn can't pay its own controller's ability costs yet.
    let mut p = play("hand = [\"Omen Hawker\"]\nbattlefield = [\"Island\", \"Test Relic\"]");
    p.act("Alice casts Omen Hawker, paying {U} (tapping Island)");
    p.pass_all();
    assert!(!p.can("activates Test Relic"), "{:#?}", p.options());
}

#[test]
fn a_sacrificed_land_may_first_be_tapped_for_the_same_cost_601_2g() {
    // "{1}, Sacrifice a land: You gain 1 life." (custom): tap the land to be sacrificed, or
    // the other one. Two different outcomes; both are moves.
    let card = r#"
[[card]]
name = "Land Grinder"
cost = "{2}"
types = ["artifact"]
text = "Custom test card. {1}, Sacrifice a land: You gain 1 life."
[[card.activated]]
zone = "battlefield"
cost = "{1}"
sacrifice = "land"
do = [{ gain-life = 1 }]
"#;
    let text = format!(
        "{}{card}",
        duel(
            1,
            &format!("battlefield = [\"Land Grinder\", \"Forest\", \"Forest\"]\n{LIB}"),
            LIB
        )
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    let eng = p.eng();
    let activations: Vec<_> = eng
        .actions(&p.g)
        .into_iter()
        .filter(|a| eng.describe(&p.g, a).contains("activates Land Grinder"))
        .collect();
    let untapped_forests: Vec<usize> = activations
        .iter()
        .map(|a| {
            let g = eng.apply(&p.g, a);
            g.in_zone(Zone::Battlefield)
                .filter(|&c| eng.name(c) == "Forest" && !g.obj(c).tapped)
                .count()
        })
        .collect();
    assert_eq!(
        untapped_forests,
        [1, 0],
        "the sacrificed Forest tapped for the {{1}}, or the other Forest"
    );
    p.act(
        "Alice activates Land Grinder's ability, sacrificing Forest, paying {1} (tapping Forest)",
    );
    p.pass_all();
    assert_eq!(p.life(0), 21);
}

#[test]
fn a_malformed_mana_ability_is_an_error_at_its_card() {
    let text = format!(
        "{}\n[[card]]\nname = \"Bad Land\"\ntypes = [\"land\"]\nmana = \"{{2}}\"\n",
        duel(1, LIB, LIB)
    );
    let e = model::parse(Path::new("test.toml"), &text).unwrap_err();
    let shown = e.render();
    assert!(e.line > 0, "{shown}");
    assert!(
        shown.contains(
            "custom card 'Bad Land': mana: '{2}' adds generic mana; write colourless mana as {C}"
        ),
        "{shown}"
    );
    let text = format!(
        "{}\n[[card]]\nname = \"Bad Land\"\ntypes = [\"land\"]\nmana = {{ add = \"{{C}}\", spend_only = \"on spells\" }}\n",
        duel(1, LIB, LIB)
    );
    let shown = model::parse(Path::new("test.toml"), &text)
        .unwrap_err()
        .render();
    assert!(
        shown.contains("`spend_only` is \"to cast spells\" or \"to activate abilities\""),
        "{shown}"
    );
}
