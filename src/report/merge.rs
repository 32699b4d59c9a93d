//! `rulecheck merge`: the JSON reports of a sharded suite (`check --shard I/N --format json`)
//! read back and joined into one set of runs, from which one report, one JUnit file and one
//! exit code are made as if the suite had been checked in one job.

use std::collections::{BTreeSet, HashMap};

use serde::Deserialize;

use super::results::{RunResult, ShardInfo};

/// A JSON report as `check --format json` writes it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Report {
    #[allow(dead_code)] // Recomputed from the runs: a report's `ok` is what its runs say.
    ok: bool,
    runs: Vec<RunResult>,
    #[serde(default)]
    shard: Option<ShardInfo>,
}

/// One input: its name (for errors) and its text.
pub struct Input {
    pub name: String,
    pub text: String,
}

/// The merged runs, in the order one unsharded check would list them (by model path; a
/// model's runs in the order its shard gave them), and what the shards covered.
pub struct Merged {
    pub runs: Vec<RunResult>,
    /// "4 shards of a 66-model suite", or "3 reports" for reports that were not shards.
    pub covered: String,
}

/// Reads and joins the reports. Shards must all come from one split (same N, same suite
/// size) and cover it exactly once: a missing shard, a shard given twice, or a model in two
/// shards is an error, since the merged verdict would not be the suite's. Reports that are not
/// shards (no `shard` field) are joined as they are, but the same model under the same
/// edition and switches in two of them is an error.
pub fn merge(inputs: &[Input]) -> Result<Merged, String> {
    if inputs.is_empty() {
        return Err("no reports to merge".into());
    }
    let mut reports = Vec::new();
    for i in inputs {
        reports.push((i.name.as_str(), read(i)?));
    }
    let sharded = reports.iter().filter(|(_, r)| r.shard.is_some()).count();
    let covered = if sharded == 0 {
        format!("{} reports", reports.len())
    } else if sharded < reports.len() {
        let plain = reports
            .iter()
            .find(|(_, r)| r.shard.is_none())
            .map(|(n, _)| *n);
        return Err(format!(
            "{}: not a shard's report (no \"shard\" field), but the others are: merge the \
             shards of one `check --shard I/N` split",
            plain.unwrap_or("?")
        ));
    } else {
        let shards: Vec<(&str, &ShardInfo)> = reports
            .iter()
            .filter_map(|(n, r)| r.shard.as_ref().map(|s| (*n, s)))
            .collect();
        shards_cover_the_suite(&shards)?
    };
    let mut seen: HashMap<(String, String, Vec<String>), &str> = HashMap::new();
    let mut runs = Vec::new();
    for (name, r) in &reports {
        for run in &r.runs {
            let key = (run.model.clone(), run.edition.clone(), run.switches.clone());
            if let Some(first) = seen.insert(key, name) {
                return Err(format!(
                    "{name}: {} under {} is also in {first}: each run may be in one report",
                    run.model,
                    run.edition_label()
                ));
            }
        }
    }
    for (_, r) in reports {
        runs.extend(r.runs);
    }
    runs.sort_by(|a, b| a.model.cmp(&b.model));
    Ok(Merged { runs, covered })
}

/// The runs of one report (`check --balance-by` reads a previous report's costs from them).
pub fn runs_of(input: &Input) -> Result<Vec<RunResult>, String> {
    Ok(read(input)?.runs)
}

fn read(input: &Input) -> Result<Report, String> {
    serde_json::from_str(&input.text).map_err(|e| {
        format!(
            "{}: not a rulecheck JSON report (from `rulecheck check --format json`): {e}",
            input.name
        )
    })
}

fn shards_cover_the_suite(shards: &[(&str, &ShardInfo)]) -> Result<String, String> {
    let (first_name, first) = shards[0];
    let mut indices: HashMap<usize, &str> = HashMap::new();
    let mut models: HashMap<&str, &str> = HashMap::new();
    for &(name, s) in shards {
        if s.count != first.count || s.suite != first.suite {
            return Err(format!(
                "{name}: shard {}/{} of a {}-model suite, but {} is shard {}/{} of a {}-model \
                 suite: merge the shards of one split",
                s.index, s.count, s.suite, first_name, first.index, first.count, first.suite
            ));
        }
        if let Some(other) = indices.insert(s.index, name) {
            return Err(format!(
                "{name}: shard {}/{} is also {other}: give each shard once",
                s.index, s.count
            ));
        }
        for m in &s.models {
            if let Some(other) = models.insert(m, name) {
                return Err(format!(
                    "{name}: model {m} is also in {other}'s shard: the shards were not split \
                     alike (give every shard the same models and the same --balance-by report)"
                ));
            }
        }
    }
    let missing: BTreeSet<usize> = (1..=first.count)
        .filter(|i| !indices.contains_key(i))
        .collect();
    if !missing.is_empty() {
        let list: Vec<String> = missing
            .iter()
            .map(|i| format!("{i}/{}", first.count))
            .collect();
        return Err(format!(
            "shard {} missing: the merged report would not cover the suite",
            list.join(", ")
        ));
    }
    if models.len() != first.suite {
        return Err(format!(
            "the shards hold {} models, but the suite has {}: the shards were not split alike",
            models.len(),
            first.suite
        ));
    }
    Ok(format!(
        "{} shards of a {}-model suite",
        first.count, first.suite
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shard(index: usize, count: usize, models: &[&str]) -> Input {
        let runs: Vec<String> = models
            .iter()
            .map(|m| {
                format!(
                    r#"{{"model":"{m}","name":"{m}","edition":"2026-01-16","switches":[],
                    "complete":true,"stopped_by":null,"turns":1,"states":1,"unique_states":1,
                    "folded_states":0,"max_depth":1,"seconds":0.0,"collision_probability":0.0,
                    "properties":[]}}"#
                )
            })
            .collect();
        let names: Vec<String> = models.iter().map(|m| format!("\"{m}\"")).collect();
        Input {
            name: format!("shard-{index}.json"),
            text: format!(
                r#"{{"ok":true,"runs":[{}],"shard":{{"index":{index},"count":{count},
                "suite":3,"models":[{}],"balanced_by":"model count"}}}}"#,
                runs.join(","),
                names.join(",")
            ),
        }
    }

    #[test]
    fn shards_that_cover_the_suite_merge_in_model_order() {
        let m = merge(&[shard(2, 2, &["b.toml"]), shard(1, 2, &["a.toml", "c.toml"])]).unwrap();
        let order: Vec<&str> = m.runs.iter().map(|r| r.model.as_str()).collect();
        assert_eq!(order, ["a.toml", "b.toml", "c.toml"]);
        assert_eq!(m.covered, "2 shards of a 3-model suite");
    }

    #[test]
    fn a_missing_or_repeated_shard_is_an_error() {
        let e = merge(&[shard(1, 2, &["a.toml", "c.toml"])]).err().unwrap();
        assert!(e.contains("shard 2/2 missing"), "{e}");
        let e = merge(&[shard(1, 2, &["a.toml"]), shard(1, 2, &["a.toml"])])
            .err()
            .unwrap();
        assert!(e.contains("shard 1/2 is also shard-1.json"), "{e}");
    }

    #[test]
    fn a_file_that_is_not_a_report_names_itself() {
        let e = merge(&[Input {
            name: "x.json".into(),
            text: "{\"runs\": 3}".into(),
        }])
        .err()
        .unwrap();
        assert!(e.starts_with("x.json: not a rulecheck JSON report"), "{e}");
    }
}
