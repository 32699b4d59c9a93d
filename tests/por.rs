//! Partial-order reduction (`--reduction fold,por`, README "Checker notes") must not change a
//! verdict: every bundled model gives the same verdicts with and without it, in BFS and DFS,
//! its traces replay to their discoveries and are no longer in choice steps; every mutant is
//! killed alike; the headline lasso is the same; and a reduction that ignores what the
//! properties see (a test-only switch) is caught.

#[path = "common/paths.rs"]
mod paths;
use paths::{choice_steps, replay, shared};

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rulecheck::checker::{self, lasso, BrokenPor, PropertyResult, RunConfig, RunResult, Verdict};
use rulecheck::engine::{Engine, Rules};
use rulecheck::model::{self, Scenario};
use rulecheck::property::{Kind, PropertyDef};

fn config(por: bool) -> RunConfig {
    RunConfig {
        por,
        ..RunConfig::default()
    }
}

fn assert_trace_reaches_its_discovery(
    s: &Scenario,
    def: &PropertyDef,
    p: &PropertyResult,
    at: &str,
) {
    let rules = Rules::of(&s.edition).unwrap();
    let path = p.path.as_deref().unwrap_or_else(|| panic!("{at}: no path"));
    let states = replay(s, rules, path);
    let last = states.last().unwrap();
    let eng = Engine::new(&s.table, rules);
    let found = match def.kind {
        Kind::Always => !def.eval(&eng, last),
        Kind::Sometimes => def.eval(&eng, last),
        Kind::Terminates => lasso::forced_loop(&eng, last).is_some(),
    };
    assert!(found, "{at}: the trace does not end in its discovery");
}

fn verdicts(r: &RunResult) -> Vec<(String, Verdict)> {
    r.properties
        .iter()
        .map(|p| (p.id.clone(), p.outcome))
        .collect()
}

#[test]
fn por_leaves_every_verdict_unchanged_on_every_model() {
    let shared = shared();
    let models: Vec<Arc<Scenario>> = model::discover(&[PathBuf::from("models")])
        .unwrap()
        .iter()
        .map(|p| Arc::new(model::load(p).unwrap()))
        .collect();
    let (mut traces, mut reduced) = (0, 0);
    for s in &models {
        let mut own: Vec<Arc<PropertyDef>> = shared.clone();
        own.extend(s.properties.iter().cloned().map(Arc::new));
        let at = s.path.display().to_string();
        let run = |cfg: &RunConfig| checker::check(s, &s.edition, &[], &shared, cfg).unwrap();
        let (on, off) = (run(&config(true)), run(&config(false)));
        assert!(on.complete && off.complete, "{at}");
        assert_eq!(verdicts(&on), verdicts(&off), "{at}");
        assert!(on.unique_states <= off.unique_states, "{at}");
        assert!(on.states <= off.states, "{at}");
        reduced += (on.states < off.states) as usize;
        let dfs = run(&RunConfig {
            dfs: true,
            threads: 2,
            ..config(true)
        });
        assert_eq!(verdicts(&dfs), verdicts(&off), "{at} (DFS)");
        for p in dfs.properties.iter().filter(|p| p.trace.is_some()) {
            let def = own.iter().find(|d| d.id == p.id).unwrap();
            assert_trace_reaches_its_discovery(s, def, p, &format!("{at} {} (DFS)", p.id));
        }
        let rules = Rules::of(&s.edition).unwrap();
        for (p, q) in on.properties.iter().zip(&off.properties) {
            if p.trace.is_none() {
                continue;
            }
            let def = own.iter().find(|d| d.id == p.id).unwrap();
            let at = format!("{at} {}", p.id);
            assert_trace_reaches_its_discovery(s, def, p, &at);
            // Breadth-first: no more choice steps than without the reduction.
            let with = replay(s, rules, p.path.as_deref().unwrap());
            let without = replay(s, rules, q.path.as_deref().unwrap());
            assert!(
                choice_steps(s, rules, &with) <= choice_steps(s, rules, &without),
                "{at}: the reduced trace takes more choices"
            );
            traces += 1;
        }
    }
    assert!(traces > 50, "only {traces} traces replayed");
    assert!(
        reduced > 0,
        "the reduction postponed nothing on any bundled model"
    );
}

/// Every mutant of `rulecheck mutants` is killed alike with and without the reduction.
#[test]
fn por_leaves_every_mutant_verdict_unchanged() {
    let mutants = |reduction: &str| -> serde_json::Value {
        let mut cmd = assert_cmd::Command::cargo_bin("rulecheck").unwrap();
        cmd.args(["mutants", "--format", "json", "--reduction", reduction]);
        let out = cmd.output().unwrap();
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let (on, off) = (mutants("fold,por"), mutants("fold"));
    let rows = on["mutants"].as_array().unwrap();
    assert!(
        rows.iter().filter(|r| r["result"] == "killed").count() > 30,
        "{on}"
    );
    assert_eq!(on, off);
}

/// The loop of the old suspend rule (README, the headline result): the same lasso.
#[test]
fn the_headline_lasso_is_the_same_with_por() {
    let s = Arc::new(model::load(Path::new("models/suspend/drake-banish-loop.toml")).unwrap());
    let props = shared();
    let terminates = |por: bool| {
        let r = checker::check(&s, "2023-11-17", &[], &props, &config(por)).unwrap();
        r.properties
            .into_iter()
            .find(|p| p.id == "core.terminates")
            .unwrap()
    };
    let (on, off) = (terminates(true), terminates(false));
    assert_eq!(on.outcome, Verdict::Violated);
    let json = |p: &PropertyResult| serde_json::to_string(p).unwrap();
    assert_eq!(json(&on), json(&off));
}

/// Alice holds a Mountain and Lightning Bolt in her first main phase: the Bolt can also be
/// cast in the beginning of combat, after her pass, to the same effect, so the reduction
/// postpones it there. A state only a main-phase Bolt reaches (the Bolt on the stack while the
/// Mountain is still in her hand) must still be found: the reduction sees the discovery in the
/// Bolt's transition and takes every move. A reduction that ignores discoveries
/// (`BrokenPor::Invisible`) postpones the Bolt and misses it: the test that catches it.
#[test]
fn a_state_only_a_postponed_move_reaches_is_still_found() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("land-bolt.toml");
    std::fs::write(
        &path,
        r#"
name = "Alice may Bolt in her main phase or in combat"
turns = 1

[[player]]
name = "Alice"
hand = ["Mountain", "Lightning Bolt"]
battlefield = ["Mountain"]
library = ["Island"]

[[player]]
name = "Bob"
library = ["Island"]

[[property]]
id = "no-bolt-before-the-land"
kind = "always"
description = "Alice never casts the Bolt in her main phase while the Mountain is in her hand"
expr = '''not (step == "main1" and stack_size >= 1 and count(c in cards where c.name == "Mountain" and c.zone == "hand") >= 1)'''

[[property]]
id = "bob-at-17"
kind = "sometimes"
description = "Bob can be bolted"
expr = '''any(p in players where p.name == "Bob": p.life == 17)'''

[[property]]
id = "one-bolt"
kind = "always"
description = "nobody falls below 17 life"
expr = '''all(p in players: p.life >= 17)'''
"#,
    )
    .unwrap();
    let s = Arc::new(model::load(&path).unwrap());
    let run = |por: bool, broken: BrokenPor, dfs: bool| {
        let cfg = RunConfig {
            por,
            broken_por: broken,
            dfs,
            ..RunConfig::default()
        };
        checker::check(&s, &s.edition, &[], &[], &cfg).unwrap()
    };
    let outcome =
        |r: &RunResult, id: &str| r.properties.iter().find(|p| p.id == id).unwrap().outcome;
    for dfs in [false, true] {
        let off = run(false, BrokenPor::No, dfs);
        let on = run(true, BrokenPor::No, dfs);
        let broken = run(true, BrokenPor::Invisible, dfs);
        assert_eq!(outcome(&off, "no-bolt-before-the-land"), Verdict::Violated);
        assert_eq!(outcome(&on, "no-bolt-before-the-land"), Verdict::Violated);
        assert_eq!(
            outcome(&broken, "no-bolt-before-the-land"),
            Verdict::Holds,
            "a reduction that ignores discoveries went unnoticed"
        );
        // The Bolt is still cast, later.
        assert_eq!(outcome(&broken, "bob-at-17"), Verdict::Reached);
    }
    // Without that property, the Bolt is postponed (fewer transitions), the verdict the same.
    let mut quiet = (*s).clone();
    quiet.properties.retain(|p| p.id == "one-bolt");
    let quiet = Arc::new(quiet);
    let run = |por: bool| checker::check(&quiet, &quiet.edition, &[], &[], &config(por)).unwrap();
    let (on, off) = (run(true), run(false));
    assert_eq!(verdicts(&on), verdicts(&off));
    assert!(
        on.states < off.states,
        "{} against {}",
        on.states,
        off.states
    );
}

/// `--reduction fold,por` on the command line: the same outcomes as `--reduction fold`; it
/// cannot be combined with `--no-reduction`.
#[test]
fn the_reduction_option_chooses_the_reductions() {
    let check = |args: &[&str]| {
        let mut cmd = assert_cmd::Command::cargo_bin("rulecheck").unwrap();
        cmd.args(["check", "models/suspend", "--format", "json"])
            .args(args);
        cmd.output().unwrap()
    };
    let outcomes = |out: &std::process::Output| -> Vec<(String, String)> {
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v["runs"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["properties"].as_array().unwrap().iter())
            .map(|p| (p["id"].to_string(), p["outcome"].to_string()))
            .collect()
    };
    let (fold, por) = (
        check(&["--reduction", "fold"]),
        check(&["--reduction", "fold,por"]),
    );
    assert_eq!(fold.status.code(), por.status.code());
    assert!(outcomes(&fold).len() > 20);
    assert_eq!(outcomes(&fold), outcomes(&por));
    let both = check(&["--no-reduction", "--reduction", "por"]);
    assert_eq!(both.status.code(), Some(2), "{both:?}");
}
