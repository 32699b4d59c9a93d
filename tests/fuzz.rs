//! Property-based fuzzing (proptest; cargo-fuzz needs a nightly toolchain, which CI does not
//! have). The model loader and the property parser must never panic on any input, and random
//! games must keep every engine invariant at every step.
//!
//! Cases per run: `PROPTEST_CASES` (default below); CI runs the defaults.

use std::path::Path;

use proptest::prelude::*;
use rulecheck::cards::CardDb;
use rulecheck::engine::{Engine, Rules, Zone};
use rulecheck::model;
use rulecheck::property;

/// `PROPTEST_CASES` overrides the default number of cases.
fn cases(default: u32) -> ProptestConfig {
    let n = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    ProptestConfig::with_cases(n)
}

fn bundled_model_texts() -> Vec<String> {
    model::discover(&[std::path::PathBuf::from("models")])
        .unwrap()
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

/// Whether a cost from `extreme_cost` is within the printed bounds (mana value at most 100, at
/// most three `{X}`).
fn cost_within_bounds(cost: &str) -> bool {
    let symbols: Vec<&str> = cost.split(['{', '}']).filter(|s| !s.is_empty()).collect();
    let x = symbols.iter().filter(|s| **s == "X").count();
    let value: u128 = symbols
        .iter()
        .filter(|s| **s != "X")
        .map(|s| s.parse::<u128>().unwrap_or(1))
        .sum();
    x <= 3 && value <= 100
}

proptest! {
    #![proptest_config(cases(300))]

    /// Any text: a model error or a model, never a panic.
    #[test]
    fn the_model_loader_never_panics_on_any_text(text in "\\PC{0,400}") {
        let _ = model::parse(Path::new("fuzz.toml"), &text);
    }

    /// Bundled models with a slice cut out or a snippet spliced in: near-valid inputs.
    #[test]
    fn the_model_loader_never_panics_on_damaged_models(
        which in 0usize..1000,
        at in 0usize..4000,
        len in 0usize..40,
        insert in prop::sample::select(vec!["", "\"", "[", "]]", "{", "= 3", "turns = 0", "\n[[player]]\nname = \"Z\"\n", "time = 300", "Djinn", "planar_deck = [\"Island\"]", "'''", "\u{0}"]),
    ) {
        let texts = bundled_model_texts();
        let t = &texts[which % texts.len()];
        let mut cut: Vec<char> = t.chars().collect();
        let at = at.min(cut.len());
        let end = (at + len).min(cut.len());
        cut.splice(at..end, insert.chars());
        let text: String = cut.into_iter().collect();
        let _ = model::parse(Path::new("fuzz.toml"), &text);
    }

    /// Token soup in the property language: an error or a property, never a panic.
    #[test]
    fn the_property_parser_never_panics(tokens in prop::collection::vec(prop::sample::select(vec![
        "all(", "any(", "count(", "c", "p", "in", "cards", "players", "planes", "where", ":", ")", "(",
        "and", "or", "not", "implies", "==", "!=", "<", ">=", "+", "-", "c.zone", "c.name", "p.life",
        "\"exile\"", "\"Alice\"", "3", "0", "true", "turn", "step", "enabled(", ",", "\"cast\"",
        "has_type(", "\"creature\"", "c.owner", "active", ".", "x", "99999999999999999999999",
    ]), 0..24)) {
        let text = tokens.join(" ");
        let _ = property::compile_expr(&text);
    }
}

/// Card names a random scenario draws from (not planes).
fn card_names() -> Vec<String> {
    let db = CardDb::bundled().unwrap();
    db.names()
        // Planes go in planar decks; tokens exist only once created (CR 111.7).
        .filter(|n| {
            let def = db.get(db.lookup(n).unwrap());
            !def.types.is_planar() && !def.token
        })
        .map(str::to_string)
        .collect()
}

fn is_land(name: &str) -> bool {
    let db = CardDb::bundled().unwrap();
    db.get(db.lookup(name).unwrap())
        .types
        .has(rulecheck::cards::Types::LAND)
}

fn plane_names() -> Vec<String> {
    let db = CardDb::bundled().unwrap();
    db.names()
        .filter(|n| db.get(db.lookup(n).unwrap()).types.is_planar())
        .map(str::to_string)
        .collect()
}

fn zone_list(names: &[String], picks: &[usize]) -> String {
    let v: Vec<String> = picks
        .iter()
        .map(|&i| format!("\"{}\"", names[i % names.len()]))
        .collect();
    format!("[{}]", v.join(", "))
}

fn is_aura(name: &str) -> bool {
    let db = CardDb::bundled().unwrap();
    db.get(db.lookup(name).unwrap()).enchant.is_some()
}

/// A battlefield: an Aura enchants the first card before it that is not an Aura (CR 303.4b; if
/// it can't legally, it goes to the graveyard as the game begins, 704.5m), or is left out.
fn battlefield_list(names: &[String], picks: &[usize]) -> String {
    let mut host: Option<&str> = None;
    let v: Vec<String> = picks
        .iter()
        .filter_map(|&i| {
            let name = &names[i % names.len()];
            if !is_aura(name) {
                host = host.or(Some(name));
                return Some(format!("\"{name}\""));
            }
            host.map(|h| format!("{{ card = \"{name}\", enchanting = \"{h}\" }}"))
        })
        .collect();
    format!("[{}]", v.join(", "))
}

/// A random 2-4 player scenario built from the card library.
fn scenario_text(players: usize, picks: &[Vec<usize>], planes: bool, edition: &str) -> String {
    let names = card_names();
    let planes_list = plane_names();
    let mut s = format!("name = \"fuzz\"\nturns = 3\nedition = \"{edition}\"\n");
    for p in 0..players {
        let pk = &picks[p % picks.len()];
        let part = |k: usize| -> Vec<usize> { pk.iter().skip(k).step_by(5).copied().collect() };
        s.push_str(&format!(
            "[[player]]\nname = \"P{p}\"\nconcede = {}\nhand = {}\nbattlefield = {}\nlibrary = {}\ngraveyard = {}\nexile = [{}]\n",
            p % 2 == 1,
            zone_list(&names, &part(0)),
            battlefield_list(&names, &part(1)),
            zone_list(&names, &part(2)),
            zone_list(&names, &part(3)),
            part(4)
                .iter()
                .map(|&i| {
                    let name = &names[i % names.len()];
                    // A possible position: only a nonland card is plotted, and never suspended too.
                    let plotted = i % 2 == 0 && !is_land(name);
                    let time = if plotted { 0 } else { i % 3 };
                    format!("{{ card = \"{name}\", time = {time}, plotted = {plotted} }}")
                })
                .collect::<Vec<_>>()
                .join(", "),
        ));
        if planes {
            let deck: Vec<usize> = pk.iter().map(|&i| i + p).collect();
            let mut seen = Vec::new();
            let deck: Vec<String> = deck
                .iter()
                .map(|&i| planes_list[i % planes_list.len()].clone())
                .filter(|n| {
                    !seen.contains(n) && {
                        seen.push(n.clone());
                        true
                    }
                })
                .collect();
            // The starting player needs a plane: Talon Gates always leads player 0's deck.
            let mut deck = deck;
            if p == 0 {
                deck.retain(|n| n != "Talon Gates");
                deck.insert(0, "Talon Gates".into());
            }
            let list: Vec<String> = deck.iter().map(|n| format!("\"{n}\"")).collect();
            s.push_str(&format!("planar_deck = [{}]\n", list.join(", ")));
        }
    }
    s
}

proptest! {
    #![proptest_config(cases(120))]

    /// Random scenarios, random walks of up to 150 moves: no panic, every invariant holds, and a
    /// game offers moves exactly while it is not over.
    #[test]
    fn random_games_keep_every_engine_invariant(
        players in 2usize..=4,
        picks in prop::collection::vec(prop::collection::vec(0usize..200, 0..14), 1..4),
        planes in any::<bool>(),
        edition in prop::sample::select(vec!["2023-11-17", "latest"]),
        walk in prop::collection::vec(0usize..1000, 150),
    ) {
        let text = scenario_text(players, &picks, planes, edition);
        let scenario = match model::parse(Path::new("fuzz.toml"), &text) {
            Ok(s) => s,
            Err(e) => panic!("generated an invalid model: {}\n{text}", e.render()),
        };
        let eng = Engine::new(&scenario.table, Rules::of(edition).unwrap());
        let mut g = eng.start(scenario.setup.clone());
        prop_assert_eq!(eng.invariants(&g), Ok(()), "initial state of\n{}", text);
        for pick in walk {
            let actions = eng.actions(&g);
            prop_assert_eq!(actions.is_empty(), g.outcome.is_some(), "moves iff the game goes on");
            if actions.is_empty() {
                break;
            }
            let a = &actions[pick % actions.len()];
            let _ = eng.describe(&g, a);
            g = eng.apply(&g, a);
            if let Err(e) = eng.invariants(&g) {
                prop_assert!(false, "after {:?}: {}\n{}", a, e, text);
            }
            let _ = rulecheck::report::board(&eng, &g);
        }
    }
}

proptest! {
    // Each case evaluates some 2,000 expressions: CI's 3000 cases per target are capped here.
    #![proptest_config(ProptestConfig::with_cases(cases(40).cases.min(300)))]

    /// A filter's first test of a card's zone or flag is made without the interpreter (and
    /// skips the card when it fails): on random games, counting the cards in each zone agrees
    /// with the objects, and a flag as a filter agrees with the same flag compared to `true`
    /// (which the interpreter evaluates), alone and before another conjunct.
    #[test]
    fn property_filters_read_zones_and_flags_as_the_objects_have_them(
        players in 2usize..=3,
        picks in prop::collection::vec(prop::collection::vec(0usize..200, 0..10), 1..3),
        walk in prop::collection::vec(0usize..1000, 60),
    ) {
        let text = scenario_text(players, &picks, false, "latest");
        let scenario = model::parse(Path::new("fuzz.toml"), &text).expect("a valid model");
        let eng = Engine::new(&scenario.table, Rules::of("latest").unwrap());
        let mut g = eng.start(scenario.setup.clone());
        let compiled = std::cell::RefCell::new(std::collections::HashMap::new());
        let holds = |g: &rulecheck::engine::Game, e: &str| {
            let mut compiled = compiled.borrow_mut();
            let n = compiled
                .entry(e.to_string())
                .or_insert_with(|| property::compile_expr(e).unwrap());
            property::holds(n, &eng, g)
        };
        let flags = ["tapped", "plotted", "attacking", "blocking", "blocked", "declined",
            "on_adventure", "face_down", "gained_suspend"];
        for pick in walk {
            let cards = (0..g.objs.len() as u16).filter(|&c| g.obj(c).zone != Zone::Nowhere);
            for zone in Zone::ALL {
                let objects = cards.clone().filter(|&c| g.obj(c).zone == zone).count();
                let z = zone.name();
                let e = format!("count(c in cards where c.zone == \"{z}\") == {objects}");
                prop_assert!(holds(&g, &e), "{}", e);
                let e = format!("count(c in cards where \"{z}\" != c.zone) == {}", cards.clone().count() - objects);
                prop_assert!(holds(&g, &e), "{}", e);
            }
            for f in flags {
                for e in [
                    format!("count(c in cards where c.{f}) == count(c in cards where c.{f} == true)"),
                    format!("count(c in cards where c.{f} and c.zone == \"battlefield\") == count(c in cards where c.zone == \"battlefield\" and c.{f} == true)"),
                    format!("any(c in cards where c.{f}: true) == any(c in cards where c.{f} == true: true)"),
                ] {
                    prop_assert!(holds(&g, &e), "{}", e);
                }
            }
            // A string field compared first is tested inline (`Prefilter::Str`); after `true`
            // it is not.
            let strings = [
                ("cast_via", &["", "hand", "plot", "suspend", "foretell", "effect"][..]),
                ("time_removed_by", &["", "suspend", "effect"][..]),
            ];
            for (f, values) in strings {
                for v in values {
                    for op in ["==", "!="] {
                        let e = format!("count(c in cards where c.{f} {op} \"{v}\") == count(c in cards where true and c.{f} {op} \"{v}\")");
                        prop_assert!(holds(&g, &e), "{}", e);
                        let e = format!("all(c in cards where \"{v}\" {op} c.{f}: false) == all(c in cards where true and \"{v}\" {op} c.{f}: false)");
                        prop_assert!(holds(&g, &e), "{}", e);
                    }
                }
            }
            let actions = eng.actions(&g);
            if actions.is_empty() {
                break;
            }
            g = eng.apply(&g, &actions[pick % actions.len()]);
        }
    }
}

/// Integers at and just past the ends of the 64-bit range, and any between.
fn extreme() -> impl Strategy<Value = i128> {
    let (min, max) = (i128::from(i64::MIN), i128::from(i64::MAX));
    prop_oneof![
        any::<i64>().prop_map(i128::from),
        prop::sample::select(vec![min, min + 1, -1, 0, 1, max - 1, max]),
        prop::sample::select(vec![min - 1, max + 1, i128::MAX]),
    ]
}

/// The djinn model, to evaluate generated properties on its starting position.
fn djinn() -> &'static model::Scenario {
    static DJINN: std::sync::OnceLock<model::Scenario> = std::sync::OnceLock::new();
    DJINN.get_or_init(|| model::load(Path::new("models/plot/djinn.toml")).unwrap())
}

/// Properties at and past the nesting limits: parentheses, `not`, quantifiers and unary minus
/// around a kernel. Within the limits a property compiles and evaluates (on a test thread's
/// small stack, like a search thread's); past them it is an error naming the limit, never a
/// crash.
fn nesting_case(openers: &[usize]) -> (String, usize, usize) {
    const BOOL: &[(&str, &str)] = &[
        ("(", ")"),
        ("not ", ""),
        // Players, not cards: nested quantifiers multiply, and a model has two players.
        ("all(c in players: ", ")"),
        ("any(p in players where true: ", ")"),
        ("(turn > 0 and ", ")"),
    ];
    let (mut open, mut close, mut quants) = (String::new(), String::new(), 0);
    for &i in openers {
        let (o, c) = BOOL[i % BOOL.len()];
        open.push_str(o);
        close.insert_str(0, c);
        quants += usize::from(o.contains(" in "));
    }
    // An integer kernel nested in unary minus and parentheses on one side of a comparison.
    let ints = openers.len() % 7;
    let kernel = format!("{}turn{} > -100", "-(".repeat(ints), ")".repeat(ints));
    (
        format!("{open}{kernel}{close}"),
        openers.len() + ints,
        quants,
    )
}

proptest! {
    #![proptest_config(cases(200))]

    #[test]
    fn deeply_nested_properties_compile_within_the_limit_and_fail_cleanly_past_it(
        openers in prop::collection::vec(0usize..5, 0..120),
    ) {
        let (src, depth, quants) = nesting_case(&openers);
        match property::compile_expr(&src) {
            Ok(node) => {
                prop_assert!(depth <= property::MAX_NESTING && quants <= property::MAX_VARS, "{}", src);
                let s = djinn();
                let eng = Engine::new(&s.table, Rules::of("latest").unwrap());
                let g = eng.start(s.setup.clone());
                let _ = property::holds(&node, &eng, &g);
            }
            Err(e) if depth > property::MAX_NESTING => {
                prop_assert!(e.message.contains("nested too deeply"), "{}: {}", src, e.message);
            }
            Err(e) => {
                prop_assert!(quants > property::MAX_VARS, "{}: {}", src, e.message);
                prop_assert!(e.message.contains("too many nested quantifiers"), "{}: {}", src, e.message);
            }
        }
    }

    /// Long flat chains are not nesting: they compile and evaluate at any length (the CLI tests
    /// take 20,000 terms).
    #[test]
    fn long_chains_compile_and_evaluate(
        n in 1usize..300,
        op in prop::sample::select(vec![" and ", " or ", " implies ", " + ", " - "]),
    ) {
        let arithmetic = op.contains('+') || op.contains('-');
        let term = if arithmetic { "turn" } else { "turn > 0" };
        let mut src = vec![term; n].join(op);
        if arithmetic {
            src.push_str(" != 0");
        }
        let node = property::compile_expr(&src).unwrap_or_else(|e| panic!("{}", e.message));
        let s = djinn();
        let eng = Engine::new(&s.table, Rules::of("latest").unwrap());
        let g = eng.start(s.setup.clone());
        let _ = property::holds(&node, &eng, &g);
    }

    /// Integer literals anywhere in the 64-bit range (and just past it) in sums: a literal out of
    /// range is an error naming the range; a sum is exact, never wrapped.
    #[test]
    fn numeric_extremes_are_exact_or_rejected(
        a in extreme(),
        b in extreme(),
        c in extreme(),
        turn_plus in any::<bool>(),
    ) {
        // `turn` (1 at the start) keeps a term that is not a literal in the sum.
        let t = if turn_plus { "turn + " } else { "" };
        let src = format!("{t}{a} + {b} - ({c}) < 0 - -1");
        let fits = [a, b, c].iter().all(|x| i64::try_from(*x).is_ok());
        match property::compile_expr(&src) {
            Ok(node) => {
                prop_assert!(fits, "{} compiled", src);
                let s = djinn();
                let eng = Engine::new(&s.table, Rules::of("latest").unwrap());
                let g = eng.start(s.setup.clone());
                let exact = i128::from(turn_plus) + a + b - c < 1;
                prop_assert_eq!(property::holds(&node, &eng, &g), exact, "{}", src);
            }
            Err(e) => {
                prop_assert!(!fits, "{}: {}", src, e.message);
                prop_assert!(e.message.contains("out of range"), "{}: {}", src, e.message);
            }
        }
    }
}

/// Integers at and around every bound a model's numbers meet (a byte, i8, i16, the documented
/// ranges), and far beyond.
fn model_extreme() -> impl Strategy<Value = i64> {
    prop_oneof![
        prop::sample::select(vec![
            i64::MIN,
            -32_769,
            -32_768,
            -129,
            -128,
            -1,
            0,
            1,
            3,
            50,
            51,
            99,
            100,
            101,
            127,
            128,
            255,
            256,
            300,
            1000,
            1001,
            32_767,
            32_768,
            65_535,
            65_536,
            i64::MAX,
        ]),
        any::<i64>(),
    ]
}

/// A mana cost, often within the bounds, else with a huge generic part or many symbols.
fn extreme_cost() -> impl Strategy<Value = String> {
    (
        prop::option::of(prop_oneof![
            3 => (0u64..=20).prop_map(|n| n.to_string()),
            1 => (0u64..70_000).prop_map(|n| n.to_string()),
            1 => Just("99999999999999999999999".to_string()),
        ]),
        prop_oneof![3 => 0usize..=10, 1 => 0usize..300],
        0usize..=4,
        prop::sample::select(vec!["U", "R", "G", "W", "B"]),
    )
        .prop_map(|(generic, colored, x, c)| {
            let mut s = "{X}".repeat(x);
            if let Some(g) = generic {
                s.push_str(&format!("{{{g}}}"));
            }
            s.push_str(&format!("{{{c}}}").repeat(colored));
            if s.is_empty() {
                s.push_str("{0}");
            }
            s
        })
}

proptest! {
    #![proptest_config(cases(300))]

    /// Numbers at the extremes in every numeric field of a model: the loader never panics, and
    /// either rejects the model (an error in the model file, exit 150) or loads one whose numbers
    /// are within the documented bounds, and whose games keep every invariant.
    #[test]
    fn numeric_extremes_in_models_are_rejected_or_bounded(
        // One field (or none: 9) takes an extreme; the others a value in range, so that both
        // outcomes are exercised.
        wild in 0usize..10,
        extreme_value in model_extreme(),
        in_range in (1i64..=1000, 0i64..=100, 0i64..=100, 0i64..=1, -5i64..=20, 1i64..=20, 0i64..=255),
        cost in extreme_cost(),
        walk in prop::collection::vec(0usize..1000, 40),
    ) {
        let (l, c, t, pt, pw, tg, gn) = in_range;
        let mut v = [l, c, t, pt, pw, tg, gn];
        if wild < v.len() {
            v[wild] = extreme_value;
        }
        let [life, counters, time, plotted_turn, power, toughness, gain] = v;
        let text = format!(
            "name = \"fuzz\"\nturns = 2\n\
             [[card]]\nname = \"Extreme\"\ncost = \"{cost}\"\ntypes = [\"creature\"]\npower = {power}\ntoughness = {toughness}\n\
             [[card.activated]]\nzone = \"battlefield\"\ndo = [{{ gain-life = {gain} }}, {{ put = \"{gain} +1/+1 counters\", on = \"each creature you control\" }}]\n\
             [[player]]\nname = \"A\"\nlife = {life}\nhand = [\"Extreme\"]\n\
             battlefield = [{{ card = \"Extreme\", counters = {counters} }}, \"Island\"]\n\
             exile = [{{ card = \"Rift Bolt\", time = {time} }}, {{ card = \"Lightning Bolt\", plotted_turn = {plotted_turn} }}]\n\
             [[player]]\nname = \"B\"\nlibrary = [\"Island\"]\n"
        );
        let scenario = match model::parse(Path::new("fuzz.toml"), &text) {
            Ok(s) => s,
            Err(e) => {
                prop_assert_eq!(e.kind, rulecheck::diagnostics::FileKind::Model);
                prop_assert!(e.line > 0, "an error with a location: {}", e.render());
                // Every number within its bound: the loader must not reject the model.
                prop_assert!(wild < 9 || !cost_within_bounds(&cost), "{}", e.render());
                return Ok(());
            }
        };
        let db = &scenario.table.db;
        let def = db.get(db.lookup("Extreme").unwrap());
        prop_assert!(def.mana_cost.unwrap().total() <= 100, "printed mana value bounded");
        prop_assert!(def.mana_cost.unwrap().x <= 3);
        prop_assert_eq!(def.mana_value() as u32, def.mana_cost.unwrap().total(), "exact");
        prop_assert!(scenario.setup.players.iter().all(|p| (1..=1000).contains(&p.life)));
        prop_assert!(scenario.setup.objs.iter().all(|o| o.plus1 <= 100 && o.time <= 100));
        prop_assert!(scenario.setup.objs.iter().all(|o| o.plotted.is_none_or(|t| t <= 1)));
        let eng = Engine::new(&scenario.table, Rules::of("latest").unwrap());
        let mut g = eng.start(scenario.setup.clone());
        for pick in walk {
            let actions = eng.actions(&g);
            if actions.is_empty() {
                break;
            }
            g = eng.apply(&g, &actions[pick % actions.len()]);
            prop_assert_eq!(eng.invariants(&g), Ok(()));
        }
    }
}
