//! Suite sharding as a CI matrix meets it: `check --shard I/N` jobs whose JSON reports
//! `merge` joins into the report, JUnit file and exit code of one unsharded check.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use predicates::str::contains;
use serde_json::Value;

fn rulecheck() -> Command {
    Command::cargo_bin("rulecheck").unwrap()
}

fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rulecheck-shard-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// `check ARGS --shard i/n --format json` into a file, for each shard; returns the files and
/// each shard's exit code.
fn shards(args: &[&str], n: usize, tag: &str) -> (Vec<PathBuf>, Vec<i32>) {
    let mut files = Vec::new();
    let mut codes = Vec::new();
    for i in 1..=n {
        let out = rulecheck()
            .arg("check")
            .args(args)
            .args(["--shard", &format!("{i}/{n}"), "--format", "json"])
            .output()
            .unwrap();
        let f = tmp(&format!("{tag}-{i}.json"));
        std::fs::write(&f, &out.stdout).unwrap();
        files.push(f);
        codes.push(out.status.code().unwrap());
    }
    (files, codes)
}

/// A report's runs without their times (the one thing two checks of a model may differ in).
fn runs(report: &[u8]) -> Vec<Value> {
    let v: Value = serde_json::from_slice(report).unwrap();
    v["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let mut r = r.clone();
            r.as_object_mut().unwrap().remove("seconds");
            r
        })
        .collect()
}

/// JUnit without its times.
fn without_times(xml: &str) -> String {
    let mut out = String::new();
    let mut rest = xml;
    while let Some(i) = rest.find(" time=\"") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 7..];
        rest = &after[after.find('"').map_or(0, |j| j + 1)..];
    }
    out.push_str(rest);
    out
}

#[test]
fn three_shards_merge_into_the_report_of_one_check() {
    let whole = rulecheck()
        .args(["check", "--format", "json", "--junit"])
        .arg(tmp("whole.xml"))
        .output()
        .unwrap();
    assert_eq!(whole.status.code(), Some(0));
    let (files, codes) = shards(&[], 3, "bundled");
    assert_eq!(codes, [0, 0, 0]);
    let sizes: Vec<usize> = files
        .iter()
        .map(|f| {
            let v: Value = serde_json::from_slice(&std::fs::read(f).unwrap()).unwrap();
            assert_eq!(v["shard"]["count"], 3);
            v["runs"].as_array().unwrap().len()
        })
        .collect();
    let total: usize = sizes.iter().sum();
    assert!(sizes.iter().all(|&s| s + 1 >= total / 3), "{sizes:?}");

    let merged = rulecheck()
        .arg("merge")
        .args(&files)
        .args(["--format", "json", "--junit"])
        .arg(tmp("merged.xml"))
        .output()
        .unwrap();
    assert_eq!(merged.status.code(), Some(0));
    assert_eq!(runs(&merged.stdout), runs(&whole.stdout));
    let xml = |f: &str| without_times(&std::fs::read_to_string(tmp(f)).unwrap());
    assert_eq!(xml("merged.xml"), xml("whole.xml"));

    // The text report is the one line per model and the summary of one check.
    rulecheck()
        .arg("merge")
        .args(&files)
        .assert()
        .code(0)
        .stdout(contains(format!("{total} models checked")))
        .stderr(contains(format!(
            "merged {total} runs from 3 shards of a {total}-model suite"
        )));
}

#[test]
fn an_unexpected_outcome_in_one_shard_is_the_merged_exit_code() {
    // Plotted cards cast on the turn they were plotted: a property of the plot models fails.
    let args = ["models/plot", "--set", "plot.same-turn-cast=allowed"];
    let (files, codes) = shards(&args, 2, "broken");
    let whole = rulecheck().arg("check").args(args).output().unwrap();
    let expected = whole.status.code().unwrap();
    assert_eq!(expected, 12, "the broken rule must violate a plot property");
    assert!(codes.contains(&12), "{codes:?}");
    rulecheck()
        .arg("merge")
        .args(&files)
        .assert()
        .code(expected)
        .stdout(contains("violated"));
}

#[test]
fn a_missing_or_repeated_shard_is_an_error_not_a_pass() {
    let (files, _) = shards(&["models/plot"], 3, "partial");
    rulecheck()
        .arg("merge")
        .args([&files[0], &files[2]])
        .assert()
        .code(2)
        .stderr(contains("shard 2/3 missing"));
    rulecheck()
        .arg("merge")
        .args([&files[0], &files[1], &files[1], &files[2]])
        .assert()
        .code(2)
        .stderr(contains("shard 2/3 is also"));
    let junk = tmp("junk.json");
    std::fs::write(&junk, "not json").unwrap();
    rulecheck()
        .arg("merge")
        .arg(&junk)
        .assert()
        .code(2)
        .stderr(contains("not a rulecheck JSON report"));
}

#[test]
fn a_previous_report_balances_the_shards_by_states() {
    let previous = rulecheck()
        .args(["check", "models/planechase", "--format", "json"])
        .output()
        .unwrap();
    let prev = tmp("previous.json");
    std::fs::write(&prev, &previous.stdout).unwrap();
    let cost: std::collections::HashMap<String, u64> =
        serde_json::from_slice::<Value>(&previous.stdout).unwrap()["runs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["model"].as_str().unwrap().to_string(),
                    r["states"].as_u64().unwrap(),
                )
            })
            .collect();
    let heaviest = *cost.values().max().unwrap();
    let mut loads = Vec::new();
    for i in 1..=2 {
        let out = rulecheck()
            .args([
                "check",
                "models/planechase",
                "--format",
                "json",
                "--balance-by",
            ])
            .arg(&prev)
            .args(["--shard", &format!("{i}/2")])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["shard"]["balanced_by"], "previous report's states");
        loads.push(
            v["shard"]["models"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| cost[m.as_str().unwrap()])
                .sum::<u64>(),
        );
    }
    // Longest-processing-time first: the shards differ by at most the heaviest model.
    assert!(loads[0].abs_diff(loads[1]) <= heaviest, "{loads:?}");
    assert!(Path::new(&prev).exists());
}

#[test]
fn a_shard_past_the_count_is_a_usage_error() {
    rulecheck()
        .args(["check", "--shard", "4/3"])
        .assert()
        .code(2)
        .stderr(contains("expected I/N with 1 <= I <= N"));
}
