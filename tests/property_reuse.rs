//! A property's value on a state is reused from the state it was generated from where nothing
//! it reads can have changed (README "What properties cost"). That must never change a
//! verdict: every bundled model and every position in `tests/cards` gives the same verdicts
//! with and without reuse, and a value computed through the layers (CR 613: power, types) is
//! evaluated again when only a continuous effect ended, no object changing (514.2: "until end
//! of turn" effects end in the cleanup step).

#[path = "common/paths.rs"]
#[allow(dead_code)]
mod paths;
use paths::shared;

use std::path::PathBuf;
use std::sync::Arc;

use rulecheck::checker::{self, RunConfig, RunResult, Verdict};
use rulecheck::model::{self, Scenario};

fn config(reuse_values: bool, dfs: bool) -> RunConfig {
    RunConfig {
        reuse_values,
        dfs,
        ..RunConfig::default()
    }
}

fn verdicts(r: &RunResult) -> Vec<(String, Verdict)> {
    r.properties
        .iter()
        .map(|p| (p.id.clone(), p.outcome))
        .collect()
}

/// Giant Growth ends in the last cleanup step: the Bears are 2/2 again with no object changed.
const GROWTH: &str = r#"
name = "Giant Growth wears off in cleanup"
turns = 1

[[player]]
name = "Alice"
hand = ["Giant Growth"]
battlefield = ["Grizzly Bears", "Forest"]
library = ["Forest"]

[[player]]
name = "Bob"
library = ["Plains"]

[[property]]
id = "worn-off"
kind = "sometimes"
expr = '''any(g in cards where g.name == "Giant Growth" and g.zone == "graveyard") and any(c in cards where c.name == "Grizzly Bears" and c.power == 2)'''

[[property]]
id = "worn-off-per-card"
kind = "sometimes"
expr = '''any(c in cards where c.name == "Grizzly Bears" and c.zone == "battlefield": c.power == 2 and c.toughness == 2)'''

[[property]]
id = "pumped-after-growth"
kind = "always"
expr = '''all(g in cards where g.name == "Giant Growth" and g.zone == "graveyard": all(c in cards where c.name == "Grizzly Bears": c.power == 5))'''
"#;

#[test]
fn a_power_that_changes_when_an_effect_ends_in_cleanup_is_seen_514_2() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("growth.toml");
    std::fs::write(&path, GROWTH).unwrap();
    let s = Arc::new(model::load(&path).unwrap());
    for dfs in [false, true] {
        for reuse in [true, false] {
            let r = checker::check(&s, &s.edition, &[], &[], &config(reuse, dfs)).unwrap();
            assert_eq!(
                verdicts(&r),
                [
                    ("worn-off".to_string(), Verdict::Reached),
                    ("worn-off-per-card".to_string(), Verdict::Reached),
                    ("pumped-after-growth".to_string(), Verdict::Violated),
                ],
                "dfs {dfs}, reuse {reuse}"
            );
            let trace = r.properties[2].trace.as_deref().unwrap_or_default();
            assert!(
                trace.iter().any(|t| t.action.contains("Giant Growth")),
                "{trace:?}"
            );
        }
    }
}

#[test]
fn reusing_values_changes_no_verdict_on_any_model_or_position() {
    let shared = shared();
    let mut paths =
        model::discover(&[PathBuf::from("models"), PathBuf::from("tests/cards")]).unwrap();
    paths.sort();
    assert!(paths.len() > 400, "{}", paths.len());
    for p in &paths {
        let s: Arc<Scenario> = Arc::new(model::load(p).unwrap());
        let at = p.display().to_string();
        for dfs in [false, true] {
            let run = |reuse| checker::check(&s, &s.edition, &[], &shared, &config(reuse, dfs));
            let (on, off) = (run(true).unwrap(), run(false).unwrap());
            assert!(on.complete && off.complete, "{at}");
            assert_eq!(verdicts(&on), verdicts(&off), "{at} (dfs {dfs})");
        }
    }
}
