//! The distributed search (`check --processes N`, README "Distributed search"): two processes
//! on loopback find what the local search finds, and a peer that dies ends the run with an
//! error, not a hang.

use std::io::Read;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_rulecheck");

/// The longest a cluster run of these tests may take: past it the test fails (no hang).
const LIMIT: Duration = Duration::from_secs(120);

/// A hostfile with two free loopback ports (bound, read, released).
fn hostfile(dir: &Path) -> std::path::PathBuf {
    let listeners: Vec<_> = (0..2)
        .map(|_| std::net::TcpListener::bind("127.0.0.1:0").unwrap())
        .collect();
    let text: String = listeners
        .iter()
        .map(|l| format!("{}\n", l.local_addr().unwrap()))
        .collect();
    let file = dir.join("hosts");
    std::fs::write(&file, text).unwrap();
    file
}

fn spawn(args: &[&str], process: usize, hosts: &Path) -> Child {
    Command::new(BIN)
        .args(args)
        .args(["--processes", "2", "--process", &process.to_string()])
        .arg("--hostfile")
        .arg(hosts)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits for `child` (killing it past `LIMIT`): its exit code, stdout and stderr.
fn finish(mut child: Child, started: Instant) -> (i32, String, String) {
    let (mut out, mut err) = (String::new(), String::new());
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        stdout.read_to_string(&mut s).unwrap();
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        stderr.read_to_string(&mut s).unwrap();
        s
    });
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > LIMIT {
            let _ = child.kill();
            panic!("a process of the cluster did not end within {LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    out.push_str(&reader.join().unwrap());
    err.push_str(&err_reader.join().unwrap());
    (status.code().unwrap_or(-1), out, err)
}

/// `check ARGS` on two processes: process 0's exit code and JSON report, process 1's code.
fn cluster(args: &[&str]) -> (i32, Value, i32) {
    let dir = tempfile::tempdir().unwrap();
    let hosts = hostfile(dir.path());
    let started = Instant::now();
    let one = spawn(args, 1, &hosts);
    let zero = spawn(args, 0, &hosts);
    let (code0, out0, err0) = finish(zero, started);
    let (code1, out1, err1) = finish(one, started);
    assert_eq!(out1, "", "process 1 prints no report");
    let report = serde_json::from_str(&out0)
        .unwrap_or_else(|e| panic!("process 0's report: {e}\n{out0}\n{err0}\n{err1}"));
    (code0, report, code1)
}

fn local(args: &[&str]) -> (i32, Value) {
    let out = Command::new(BIN).args(args).output().unwrap();
    let report = serde_json::from_slice(&out.stdout).unwrap();
    (out.status.code().unwrap_or(-1), report)
}

/// What must agree: per model, its counts and, per property, its id, outcome and trace length.
type Summary = Vec<(
    String,
    Value,
    Value,
    Value,
    Value,
    Vec<(String, String, usize)>,
)>;

fn summary(report: &Value) -> Summary {
    report["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let props = r["properties"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| {
                    let steps = p["trace"].as_array().map_or(0, Vec::len);
                    let lasso = p["lasso"].as_array().map_or(0, Vec::len);
                    (
                        p["id"].as_str().unwrap().to_string(),
                        p["outcome"].as_str().unwrap().to_string(),
                        steps + lasso,
                    )
                })
                .collect();
            (
                r["model"].as_str().unwrap().to_string(),
                r["unique_states"].clone(),
                r["states"].clone(),
                r["max_depth"].clone(),
                r["complete"].clone(),
                props,
            )
        })
        .collect()
}

const MODELS: &[&str] = &[
    "models/combat/duskrider-peregrine.toml",
    "models/copies/ertais-meddling-bolt.toml",
    "models/dice/farideh-d20.toml",
    "models/plot/djinn.toml",
    "models/core/mixed-blockers.toml",
    "models/bench/plot-suspend-k2-t3.toml",
];

#[test]
fn two_processes_find_the_local_states_verdicts_and_trace_lengths() {
    for reduction in [None, Some("--no-reduction")] {
        let mut args = vec!["check", "--format", "json"];
        args.extend(MODELS);
        args.extend(reduction);
        let (code, report, code1) = cluster(&args);
        let mut two_threads = args.clone();
        two_threads.extend(["--threads", "2"]);
        let (local_code, local_report) = local(&two_threads);
        assert_eq!(summary(&report), summary(&local_report), "{reduction:?}");
        assert_eq!((code, code1), (local_code, local_code));
        assert_eq!(code, 0);
    }
}

#[test]
fn a_violation_is_found_on_two_processes_and_its_trace_replays() {
    let args = [
        "check",
        "models/plot/djinn.toml",
        "--set",
        "plot.same-turn-cast=allowed",
        "--format",
        "json",
    ];
    let (code, report, code1) = cluster(&args);
    let (local_code, local_report) = local(&args);
    assert_eq!(
        (code, code1),
        (12, 12),
        "a safety violation's exit code on both"
    );
    assert_eq!(local_code, 12);
    assert_eq!(summary(&report), summary(&local_report));
    let violated = report["runs"][0]["properties"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == "plot.not-cast-same-turn")
        .unwrap();
    assert_eq!(violated["outcome"], "violated");
    // The trace was rebuilt by replaying the model along the parents the two processes kept:
    // it ends with the cast the broken rule allows, on the turn the card was plotted.
    let steps: Vec<&str> = violated["trace"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["action"].as_str().unwrap())
        .collect();
    assert!(
        steps
            .iter()
            .any(|s| s.contains("plots Djinn of Fool's Fall")),
        "{steps:?}"
    );
    assert!(
        steps
            .last()
            .unwrap()
            .contains("casts Djinn of Fool's Fall from exile (plot)"),
        "{steps:?}"
    );
}

#[test]
fn a_limit_stops_both_processes_with_an_honest_incomplete_report() {
    let args = [
        "check",
        "models/bench/plot-suspend-k2-t3.toml",
        "--max-states",
        "2000",
        "--format",
        "json",
    ];
    let (code, report, code1) = cluster(&args);
    assert_eq!((code, code1), (152, 152));
    let run = &report["runs"][0];
    assert_eq!(run["complete"], false);
    assert_eq!(run["stopped_by"], "--max-states 2000");
    // Counted over the cluster, folded states too (as the local search counts them).
    assert!(run["states"].as_u64().unwrap() < 30_323);
    assert!(run["properties"]
        .as_array()
        .unwrap()
        .iter()
        .any(|p| p["outcome"] == "unknown"));
}

#[test]
fn a_killed_peer_ends_the_run_with_an_error_not_a_hang() {
    let dir = tempfile::tempdir().unwrap();
    let hosts = hostfile(dir.path());
    // A search far longer than the 4 s before the kill (the 20M-state member; k3-t4, used
    // before, takes under 2 s on one process now, and the cluster could finish it first).
    let args = ["check", "models/bench/large/plot-suspend-k3-t5.toml"];
    let started = Instant::now();
    let mut one = spawn(&args, 1, &hosts);
    let zero = spawn(&args, 0, &hosts);
    // The processes connect (timely retries once a second), then search.
    std::thread::sleep(Duration::from_secs(4));
    one.kill().unwrap();
    let _ = one.wait();
    let (code, out, err) = finish(zero, started);
    assert_eq!(code, 152, "stdout: {out}\nstderr: {err}");
    assert!(
        err.contains("error: distributed search: a process of the cluster is gone"),
        "{err}"
    );
    assert!(started.elapsed() < Duration::from_secs(60));
}

#[test]
fn a_cluster_needs_a_hostfile_with_an_address_per_process() {
    let out = Command::new(BIN)
        .args(["check", "models/plot/djinn.toml", "--processes", "2"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--processes 2 needs --hostfile FILE"));
    let dir = tempfile::tempdir().unwrap();
    let hosts = dir.path().join("hosts");
    std::fs::write(&hosts, "127.0.0.1:4100\nlocalhost\n").unwrap();
    let out = Command::new(BIN)
        .args([
            "check",
            "models/plot/djinn.toml",
            "--processes",
            "2",
            "--hostfile",
        ])
        .arg(&hosts)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(":2: 'localhost' is not host:port"), "{err}");
}
