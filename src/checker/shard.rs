//! Suite sharding: `check --shard I/N` checks a deterministic 1/N of the models, so a suite can
//! be split across the jobs of a CI matrix and the shards' JSON reports merged back
//! (`report::merge`). Every shard computes the same partition from the same inputs: the sorted
//! list of model files and, optionally, a previous report whose generated-state counts say what
//! each model costs.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use crate::report::results::{RunResult, ShardInfo};

/// The most shards a suite may be split into.
pub const MAX_SHARDS: usize = 10_000;

/// Shard `index` of `count` (1-based, as CI matrices count).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl FromStr for Shard {
    type Err = String;

    fn from_str(s: &str) -> Result<Shard, String> {
        let hint = "expected I/N with 1 <= I <= N, e.g. --shard 2/4";
        let (i, n) = s.split_once('/').ok_or_else(|| format!("'{s}': {hint}"))?;
        let num = |t: &str| {
            t.trim()
                .parse::<usize>()
                .map_err(|_| format!("'{s}': {hint}"))
        };
        let (index, count) = (num(i)?, num(n)?);
        if index == 0 || count == 0 || index > count {
            return Err(format!("'{s}': {hint}"));
        }
        if count > MAX_SHARDS {
            return Err(format!("'{s}': at most {MAX_SHARDS} shards"));
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// What each model cost in a previous run: the states it generated, over all its runs
/// (editions), by the model's path as reports name it.
pub fn costs_from(runs: &[RunResult]) -> HashMap<String, u64> {
    let mut costs = HashMap::new();
    for r in runs {
        *costs.entry(r.model.clone()).or_insert(0u64) += r.states as u64;
    }
    costs
}

/// The models of `shard`, in their order in `files` (sorted by `model::discover`).
///
/// Longest-processing-time first: models are taken by cost, highest first (ties by path), and
/// each goes to the shard with the least cost so far (ties to the lowest index). With no costs
/// every model costs 1 and this deals them out in path order, so shards differ by at most one
/// model. A model the previous report does not know costs the mean of those it does.
pub fn select(
    files: &[PathBuf],
    shard: Shard,
    costs: Option<&HashMap<String, u64>>,
) -> (Vec<PathBuf>, ShardInfo) {
    let known: Vec<u64> = files
        .iter()
        .filter_map(|f| costs.and_then(|c| c.get(&display(f)).copied()))
        .collect();
    let mean = match known.len() {
        0 => 1,
        n => (known.iter().map(|&c| c as u128).sum::<u128>() / n as u128).max(1) as u64,
    };
    let cost = |f: &PathBuf| {
        costs
            .and_then(|c| c.get(&display(f)).copied())
            .unwrap_or(mean)
            .max(1)
    };
    let mut order: Vec<usize> = (0..files.len()).collect();
    order.sort_by(|&a, &b| {
        cost(&files[b])
            .cmp(&cost(&files[a]))
            .then(files[a].cmp(&files[b]))
    });
    let mut load = vec![0u128; shard.count];
    let mut owner = vec![0usize; files.len()];
    for i in order {
        let least = (0..shard.count).min_by_key(|&s| (load[s], s)).unwrap_or(0);
        load[least] += cost(&files[i]) as u128;
        owner[i] = least;
    }
    let mine: Vec<PathBuf> = files
        .iter()
        .zip(&owner)
        .filter(|(_, &o)| o + 1 == shard.index)
        .map(|(f, _)| f.clone())
        .collect();
    let info = ShardInfo {
        index: shard.index,
        count: shard.count,
        suite: files.len(),
        models: mine.iter().map(|f| display(f)).collect(),
        balanced_by: if costs.is_some() {
            "previous report's states".into()
        } else {
            "model count".into()
        },
    };
    (mine, info)
}

/// A model's path as reports print it.
fn display(f: &Path) -> String {
    f.display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(n: usize) -> Vec<PathBuf> {
        (0..n)
            .map(|i| PathBuf::from(format!("m{i:02}.toml")))
            .collect()
    }

    #[test]
    fn shards_partition_the_suite_and_differ_by_at_most_one_model() {
        let fs = files(11);
        let mut all = Vec::new();
        for i in 1..=4 {
            let (mine, info) = select(&fs, Shard { index: i, count: 4 }, None);
            assert!(mine.len() == 2 || mine.len() == 3, "{mine:?}");
            assert_eq!(info.suite, 11);
            all.extend(mine);
        }
        all.sort();
        assert_eq!(all, fs);
    }

    #[test]
    fn costs_balance_the_shards() {
        let fs = files(5);
        let costs: HashMap<String, u64> = [
            ("m00.toml", 100),
            ("m01.toml", 1),
            ("m02.toml", 1),
            ("m03.toml", 1),
            ("m04.toml", 1),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        let (one, _) = select(&fs, Shard { index: 1, count: 2 }, Some(&costs));
        let (two, _) = select(&fs, Shard { index: 2, count: 2 }, Some(&costs));
        assert_eq!(one, vec![PathBuf::from("m00.toml")]);
        assert_eq!(two.len(), 4);
    }

    #[test]
    fn a_shard_must_be_i_of_n() {
        assert_eq!("2/4".parse::<Shard>(), Ok(Shard { index: 2, count: 4 }));
        for bad in ["0/4", "5/4", "4", "a/b", "1/0", "-1/2", "1/20000"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }
}
