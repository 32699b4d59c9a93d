//! Forced-move folding (README "Checker notes") must not change a verdict: every bundled model
//! under every mutant gives the same verdicts with and without it, its traces replay to their
//! discoveries, breadth-first traces are no longer in choice steps, the headline lasso is the
//! same, and a discovery inside a folded chain is made (a folding that skips chains is caught).

#[path = "common/paths.rs"]
mod paths;
use paths::{choice_steps, replay, shared};

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rulecheck::checker::{self, lasso, PropertyResult, RunConfig, RunResult, Verdict};
use rulecheck::engine::{Engine, Rules};
use rulecheck::model::{self, Scenario};
use rulecheck::property::{Kind, PropertyDef};

fn config(reduction: bool) -> RunConfig {
    RunConfig {
        reduction,
        ..RunConfig::default()
    }
}

fn rules_of(s: &Scenario, switch: Option<&str>) -> Rules {
    let mut rules = Rules::of(&s.edition).unwrap();
    if let Some(k) = switch {
        rules.set(k).unwrap();
    }
    rules
}

/// A discovery's path ends where the property makes it.
fn assert_trace_reaches_its_discovery(
    s: &Scenario,
    rules: Rules,
    def: &PropertyDef,
    p: &PropertyResult,
    at: &str,
) {
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

#[test]
fn folding_leaves_every_verdict_unchanged_on_every_model() {
    let shared = shared();
    let models: Vec<Arc<Scenario>> = model::discover(&[PathBuf::from("models")])
        .unwrap()
        .iter()
        .map(|p| Arc::new(model::load(p).unwrap()))
        .collect();
    let mut traces = 0;
    for s in &models {
        let mut own: Vec<Arc<PropertyDef>> = shared.clone();
        own.extend(s.properties.iter().cloned().map(Arc::new));
        let at = s.path.display().to_string();
        let run = |reduction| checker::check(s, &s.edition, &[], &shared, &config(reduction));
        let (on, off) = (run(true).unwrap(), run(false).unwrap());
        assert!(on.complete && off.complete, "{at}");
        let verdicts = |r: &RunResult| -> Vec<(String, Verdict)> {
            r.properties
                .iter()
                .map(|p| (p.id.clone(), p.outcome))
                .collect()
        };
        assert_eq!(verdicts(&on), verdicts(&off), "{at}");
        assert!(on.unique_states < off.unique_states, "{at}");
        let rules = rules_of(s, None);
        // Depth-first with folding, on two threads: the same verdicts, traces that replay.
        let cfg = RunConfig {
            dfs: true,
            threads: 2,
            ..config(true)
        };
        let dfs = checker::check(s, &s.edition, &[], &shared, &cfg).unwrap();
        assert_eq!(verdicts(&dfs), verdicts(&off), "{at} (DFS)");
        for p in dfs.properties.iter().filter(|p| p.trace.is_some()) {
            let def = own.iter().find(|d| d.id == p.id).unwrap();
            assert_trace_reaches_its_discovery(s, rules, def, p, &format!("{at} {} (DFS)", p.id));
        }
        for (p, q) in on.properties.iter().zip(&off.properties) {
            if p.trace.is_none() {
                continue;
            }
            let def = own.iter().find(|d| d.id == p.id).unwrap();
            let at = format!("{at} {}", p.id);
            assert_trace_reaches_its_discovery(s, rules, def, p, &at);
            // Breadth-first with folding: no more choice steps than the shortest path over
            // every state.
            let folded = replay(s, rules, p.path.as_deref().unwrap());
            let full = replay(s, rules, q.path.as_deref().unwrap());
            assert!(
                choice_steps(s, rules, &folded) <= choice_steps(s, rules, &full),
                "{at}: the folded trace takes more choices"
            );
            traces += 1;
        }
    }
    assert!(traces > 50, "only {traces} traces replayed");
}

/// Every mutant (`rulecheck mutants`: each property under each switch of its `killed_by`) is
/// killed in the same model with the same outcome, or survives, with and without folding.
#[test]
fn folding_leaves_every_mutant_verdict_unchanged() {
    let mutants = |reduction: bool| -> serde_json::Value {
        let mut cmd = assert_cmd::Command::cargo_bin("rulecheck").unwrap();
        cmd.args(["mutants", "--format", "json"]);
        if !reduction {
            cmd.arg("--no-reduction");
        }
        let out = cmd.output().unwrap();
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let (on, off) = (mutants(true), mutants(false));
    let rows = on["mutants"].as_array().unwrap();
    assert!(
        rows.iter().filter(|r| r["result"] == "killed").count() > 30,
        "{on}"
    );
    assert_eq!(on, off);
}

/// The loop of the old suspend rule (README, the headline result): the same trace, lasso, ITF
/// and Explorer path with and without folding.
#[test]
fn the_headline_lasso_is_the_same_with_folding() {
    let s = Arc::new(model::load(Path::new("models/suspend/drake-banish-loop.toml")).unwrap());
    let props = shared();
    let terminates = |reduction: bool| {
        let cfg = RunConfig {
            reduction,
            ..RunConfig::default()
        };
        let r = checker::check(&s, "2023-11-17", &[], &props, &cfg).unwrap();
        let p = r
            .properties
            .into_iter()
            .find(|p| p.id == "core.terminates")
            .unwrap();
        assert_eq!(p.outcome, Verdict::Violated);
        (r.unique_states, r.folded_states, p)
    };
    let (on_states, on_folded, on) = terminates(true);
    let (off_states, off_folded, off) = terminates(false);
    assert_eq!((on_states, on_folded, off_states, off_folded), (1, 5, 6, 0));
    let json = |p: &PropertyResult| serde_json::to_string(p).unwrap();
    assert_eq!(json(&on), json(&off));
    assert_eq!(on.itf, off.itf);
    assert_eq!(on.final_board, off.final_board);
    let lasso = on.lasso.unwrap();
    assert_eq!(lasso.len(), 2);
    assert!(
        lasso[0].action.contains("must play Blade Banish"),
        "{lasso:?}"
    );
}

/// Bob holds priority in Alice's upkeep only with nothing to do (a forced pass): a property
/// about that state sees it inside a folded chain. A folding that evaluates properties only
/// where a chain ends (`RunConfig::broken_folding`) misses it: the test that catches it.
#[test]
fn a_discovery_inside_a_folded_chain_is_made_at_its_exact_state() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("upkeep.toml");
    let text = std::fs::read_to_string("models/plot/counterspell.toml").unwrap()
        + r#"
[[property]]
id = "only-the-active-player-acts-in-upkeep"
kind = "always"
description = "nobody but the active player holds priority in upkeep"
expr = '''not (step == "upkeep" and priority != active)'''
"#;
    std::fs::write(&path, text).unwrap();
    let s = Arc::new(model::load(&path).unwrap());
    let verdict = |reduction: bool, broken: bool, dfs: bool| {
        let cfg = RunConfig {
            reduction,
            broken_folding: broken,
            dfs,
            ..RunConfig::default()
        };
        let r = checker::check(&s, &s.edition, &[], &[], &cfg).unwrap();
        let p = r
            .properties
            .iter()
            .find(|p| p.id == "only-the-active-player-acts-in-upkeep")
            .unwrap()
            .clone();
        (r, p)
    };
    let def = PropertyDef::clone(
        s.properties
            .iter()
            .find(|p| p.id == "only-the-active-player-acts-in-upkeep")
            .unwrap(),
    );
    let rules = rules_of(&s, None);
    for dfs in [false, true] {
        let (off_run, off) = verdict(false, false, dfs);
        let (on_run, on) = verdict(true, false, dfs);
        assert_eq!(off.outcome, Verdict::Violated);
        assert_eq!(on.outcome, Verdict::Violated);
        assert!(on_run.folded_states > 0 && on_run.unique_states < off_run.unique_states);
        assert_trace_reaches_its_discovery(&s, rules, &def, &on, "folded");
        // The state is a forced one: Bob's only move there is to pass.
        let states = replay(&s, rules, on.path.as_deref().unwrap());
        let eng = Engine::new(&s.table, rules);
        assert_eq!(eng.actions(states.last().unwrap()).len(), 1);
        if !dfs {
            // Breadth-first: the same trace as without folding.
            assert_eq!(
                on.trace.as_ref().map(Vec::len),
                off.trace.as_ref().map(Vec::len)
            );
        }
        let (_, broken) = verdict(true, true, dfs);
        assert_eq!(
            broken.outcome,
            Verdict::Holds,
            "a folding that skips the states inside chains went unnoticed"
        );
    }
}
