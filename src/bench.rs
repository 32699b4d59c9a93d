//! Benchmark measurements: one search, its figures, and stateright's own ceiling on the same
//! machine at the same moment (a trivial model run the same way).
//!
//! Each measurement runs in a process of its own (`rulecheck bench` starts them), so the peak
//! resident memory it reports belongs to that one search.

use std::sync::Arc;
use std::time::Instant;

use serde::{Deserialize, Serialize};
use stateright::{Checker, Model, Property};

use crate::checker::{self, RunConfig};
use crate::model;

/// What one search measured.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Figures {
    /// States stored (with forced-move folding, those where a player has a choice).
    pub unique_states: usize,
    /// Forced states passed through without being stored (0 without folding).
    #[serde(default)]
    pub folded_states: usize,
    /// Generated states, repeats included: every transition the search followed.
    pub transitions: usize,
    pub max_depth: usize,
    pub seconds: f64,
    /// Peak resident memory of the process that ran the search, in KiB.
    pub peak_kib: u64,
    /// The model's properties came out as it expects (and the search was complete).
    pub as_expected: bool,
    /// The search finished (not stopped by `--timeout`).
    #[serde(default)]
    pub complete: bool,
}

impl Figures {
    pub fn states_per_second(&self) -> f64 {
        self.unique_states as f64 / self.seconds.max(1e-9)
    }

    pub fn bytes_per_state(&self) -> f64 {
        self.peak_kib as f64 * 1024.0 / self.unique_states.max(1) as f64
    }
}

/// How a search is run.
#[derive(Clone, Copy, Debug)]
pub struct Mode {
    pub dfs: bool,
    pub threads: usize,
    /// Forced-move folding (models only; the trivial model has no forced moves to fold).
    pub reduction: bool,
    /// Partial-order reduction on top of folding.
    pub por: bool,
    /// Stop a model's search after this many seconds (it is then reported incomplete).
    pub timeout: Option<f64>,
}

/// The trivial model: `digits` counters, each counting up to `base - 1`; an action increments
/// one counter. It has `base^digits` states and nothing to compute, so its rate is what
/// stateright itself can do on this machine: the ceiling every rulecheck figure is compared to.
#[derive(Clone, Copy, Debug)]
pub struct Counters {
    pub digits: usize,
    pub base: u8,
}

impl Counters {
    pub const MAX_DIGITS: usize = 16;

    pub fn states(&self) -> u128 {
        (self.base as u128).pow(self.digits as u32)
    }
}

impl Model for Counters {
    type State = [u8; Counters::MAX_DIGITS];
    type Action = u8;

    fn init_states(&self) -> Vec<Self::State> {
        vec![[0; Counters::MAX_DIGITS]]
    }

    fn actions(&self, s: &Self::State, actions: &mut Vec<u8>) {
        actions.extend((0..self.digits as u8).filter(|&i| s[i as usize] + 1 < self.base));
    }

    fn next_state(&self, s: &Self::State, i: u8) -> Option<Self::State> {
        let mut next = *s;
        next[i as usize] += 1;
        Some(next)
    }

    fn properties(&self) -> Vec<Property<Self>> {
        vec![Property::<Self>::always("explored", |_, _| true)]
    }
}

/// Runs the trivial model.
pub fn run_counters(c: Counters, mode: Mode) -> Figures {
    let start = Instant::now();
    let builder = c.checker().threads(mode.threads.max(1));
    let checker: Box<dyn Checker<Counters>> = if mode.dfs {
        Box::new(builder.spawn_dfs().join())
    } else {
        Box::new(builder.spawn_bfs().join())
    };
    Figures {
        unique_states: checker.unique_state_count(),
        folded_states: 0,
        transitions: checker.state_count(),
        max_depth: checker.max_depth(),
        seconds: start.elapsed().as_secs_f64(),
        peak_kib: peak_rss_kib(),
        as_expected: checker.unique_state_count() as u128 == c.states(),
        complete: true,
    }
}

/// Runs one model file against its own properties (the benchmark's workload is in the file).
pub fn run_model(path: &std::path::Path, mode: Mode) -> Result<Figures, String> {
    let scenario = Arc::new(model::load(path).map_err(|e| format!("{e:?}"))?);
    let cfg = RunConfig {
        threads: mode.threads,
        dfs: mode.dfs,
        reduction: mode.reduction,
        por: mode.por,
        timeout: mode.timeout.map(std::time::Duration::from_secs_f64),
        ..RunConfig::default()
    };
    let r =
        checker::check(&scenario, &scenario.edition, &[], &[], &cfg).map_err(|e| e.to_string())?;
    Ok(Figures {
        unique_states: r.unique_states,
        folded_states: r.folded_states,
        transitions: r.states,
        max_depth: r.max_depth,
        seconds: r.seconds,
        peak_kib: peak_rss_kib(),
        as_expected: r.complete && r.properties.iter().all(|p| p.as_expected),
        complete: r.complete,
    })
}

/// This process's peak resident set size (Linux `VmHWM`), 0 where unknown.
pub fn peak_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_have_base_to_the_digits_states() {
        let c = Counters { digits: 4, base: 3 };
        for dfs in [false, true] {
            let f = run_counters(
                c,
                Mode {
                    dfs,
                    threads: 1,
                    reduction: true,
                    por: false,
                    timeout: None,
                },
            );
            assert_eq!(f.unique_states, 81);
            assert!(f.as_expected);
            // Every state but the last is entered once per counter below its maximum.
            assert_eq!(f.max_depth, 4 * 2 + 1);
        }
    }
}
