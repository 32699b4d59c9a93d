//! `rulecheck bench`: states/s and bytes/state on the benchmark family, each figure also a
//! ratio to stateright's ceiling (a trivial model) measured in the same run.
//!
//! Every measurement is a child process (`rulecheck bench-one`), so each peak-memory figure
//! belongs to one search.

use std::path::{Path, PathBuf};
use std::process::Command;

use rulecheck::bench::{self, Counters, Figures, Mode};
use rulecheck::model;
use rulecheck::report::exit;
use serde::Serialize;

use super::{fail, Format};

/// What is measured: a model file or the trivial model.
#[derive(Clone, Debug)]
enum Target {
    Model(PathBuf),
    Counters(Counters),
}

impl Target {
    fn name(&self) -> String {
        match self {
            Target::Model(p) => p
                .file_stem()
                .map_or_else(|| p.display().to_string(), |s| s.to_string_lossy().into()),
            Target::Counters(c) => format!("stateright trivial ({}^{})", c.base, c.digits),
        }
    }
}

#[derive(Serialize)]
struct Row {
    target: String,
    mode: &'static str,
    threads: usize,
    /// Forced-move folding: "on" or "off".
    reduction: &'static str,
    #[serde(flatten)]
    figures: Figures,
    states_per_second: f64,
    bytes_per_state: f64,
    /// states/s over the trivial model's states/s in the same mode and thread count.
    vs_trivial: Option<f64>,
    /// states/s over this target's one-thread states/s in the same mode.
    speedup: Option<f64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SearchMode {
    Bfs,
    Dfs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Reduction {
    On,
    Off,
    /// Folding and partial-order reduction.
    Por,
}

impl Reduction {
    fn name(self) -> &'static str {
        match self {
            Reduction::On => "on",
            Reduction::Off => "off",
            Reduction::Por => "por",
        }
    }
}

pub struct BenchArgs<'a> {
    pub paths: &'a [PathBuf],
    pub modes: &'a [SearchMode],
    pub reductions: &'a [Reduction],
    pub timeout: Option<f64>,
    pub threads: &'a [usize],
    pub counters: Counters,
    pub format: Format,
}

pub fn run(args: &BenchArgs) -> i32 {
    let files = match model::discover_skipping(args.paths, &["large", "realistic"]) {
        Ok(f) if f.is_empty() => return fail(exit::MODEL_ERROR, "error: no model files found"),
        Ok(f) => f,
        Err(e) => return fail(exit::MODEL_ERROR, &format!("error: {e}")),
    };
    // Load every model first: a broken file is reported before minutes of measuring.
    for f in &files {
        if let Err(e) = model::load(f) {
            return super::fail_in_file(&e);
        }
    }
    let modes: Vec<bool> = args.modes.iter().map(|m| *m == SearchMode::Dfs).collect();
    let c = args.counters;

    let targets: Vec<Target> = std::iter::once(Target::Counters(c))
        .chain(files.into_iter().map(Target::Model))
        .collect();
    let text = args.format == Format::Text;
    if text {
        outln!("{}", machine_line());
        outln!(
            "{:<34} {:<4} {:>2} {:>3} {:>11} {:>11} {:>12} {:>6} {:>8} {:>10} {:>9} {:>8} {:>8} {:>8}",
            "target",
            "mode",
            "th",
            "red",
            "unique",
            "folded",
            "transitions",
            "depth",
            "seconds",
            "states/s",
            "peak MiB",
            "B/state",
            "×trivial",
            "×1 thread"
        );
    }
    let mut rows: Vec<Row> = Vec::new();
    let mut code = exit::OK;
    for target in &targets {
        // The trivial model has no forced moves: it is measured once per mode and threads.
        let reductions = match target {
            Target::Counters(_) => &args.reductions[..1.min(args.reductions.len())],
            Target::Model(_) => args.reductions,
        };
        for (&dfs, &reduction) in modes
            .iter()
            .flat_map(|d| reductions.iter().map(move |r| (d, r)))
        {
            for &threads in args.threads {
                let mode = Mode {
                    dfs,
                    threads,
                    reduction: reduction != Reduction::Off,
                    por: reduction == Reduction::Por,
                    timeout: args.timeout,
                };
                let figures = match measure(target, mode) {
                    Ok(f) => f,
                    Err(e) => {
                        eprintln!("{}: {e}", target.name());
                        code = exit::INTERNAL;
                        continue;
                    }
                };
                if figures.complete && !figures.as_expected {
                    code = code.max(exit::EXPECTATION_UNMET);
                }
                let rate = figures.states_per_second();
                let mode_name = if dfs { "dfs" } else { "bfs" };
                // The rate already measured for `name` in this mode with `threads`.
                let rate_of = |name: &str, threads: usize, reduction: Option<Reduction>| {
                    rows.iter()
                        .find(|r| {
                            r.target == name
                                && r.mode == mode_name
                                && r.threads == threads
                                && reduction.is_none_or(|x| r.reduction == x.name())
                        })
                        .map(|r| r.states_per_second)
                };
                let trivial = rate_of(&targets[0].name(), threads, None);
                let single = rate_of(&target.name(), 1, Some(reduction)).filter(|_| threads > 1);
                let row = Row {
                    target: target.name(),
                    mode: mode_name,
                    threads,
                    reduction: reduction.name(),
                    states_per_second: rate,
                    bytes_per_state: figures.bytes_per_state(),
                    vs_trivial: trivial.map(|t| rate / t),
                    speedup: single.map(|s| rate / s),
                    figures,
                };
                if text {
                    print_row(&row);
                }
                rows.push(row);
            }
        }
    }
    if text {
        outln!(
            "\n×trivial: states/s over the trivial model's in the same mode and threads (stateright's ceiling here, now).\n\
             B/state: peak resident memory of the measuring process over unique (stored) states.\n\
             red: forced-move folding; folded: forced states passed through, not stored."
        );
        if rows.iter().any(|r| !r.figures.complete) {
            outln!("incomplete: stopped by --timeout (its figures are for the part searched)");
        }
        if rows
            .iter()
            .any(|r| r.figures.complete && !r.figures.as_expected)
        {
            outln!("warning: some model's properties did not come out as the model expects");
        }
    } else {
        outln!(
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({
                "machine": machine_line(),
                "rows": rows,
            }))
            .unwrap_or_default()
        );
    }
    code
}

fn print_row(r: &Row) {
    let ratio = |v: Option<f64>| v.map_or_else(|| "-".to_string(), |v| format!("{v:.2}"));
    outln!(
        "{:<34} {:<4} {:>2} {:>3} {:>11} {:>11} {:>12} {:>6} {:>8.2} {:>10.0} {:>9.1} {:>8.0} {:>8} {:>8}{}",
        r.target,
        r.mode,
        r.threads,
        r.reduction,
        r.figures.unique_states,
        r.figures.folded_states,
        r.figures.transitions,
        r.figures.max_depth,
        r.figures.seconds,
        r.states_per_second,
        r.figures.peak_kib as f64 / 1024.0,
        r.bytes_per_state,
        ratio(r.vs_trivial),
        ratio(r.speedup),
        if r.figures.complete {
            ""
        } else {
            "  incomplete"
        },
    );
}

/// Runs one measurement in a child process.
fn measure(target: &Target, mode: Mode) -> Result<Figures, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find rulecheck itself: {e}"))?;
    let mut cmd = Command::new(exe);
    cmd.arg("bench-one")
        .arg("--threads")
        .arg(mode.threads.to_string());
    if mode.dfs {
        cmd.arg("--dfs");
    }
    if !mode.reduction {
        cmd.arg("--no-reduction");
    }
    if mode.por {
        cmd.arg("--por");
    }
    if let Some(t) = mode.timeout {
        cmd.arg("--timeout").arg(t.to_string());
    }
    match target {
        Target::Model(p) => cmd.arg("--model").arg(p),
        Target::Counters(c) => cmd
            .arg("--counter-digits")
            .arg(c.digits.to_string())
            .arg("--counter-base")
            .arg(c.base.to_string()),
    };
    let out = cmd
        .output()
        .map_err(|e| format!("cannot start a measurement: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "the measurement failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    serde_json::from_slice(&out.stdout).map_err(|e| format!("unreadable measurement: {e}"))
}

/// `rulecheck bench-one`: one measurement in this process, printed as JSON.
pub fn run_one(model: Option<&Path>, counters: Counters, mode: Mode) -> i32 {
    let figures = match model {
        Some(p) => match bench::run_model(p, mode) {
            Ok(f) => f,
            Err(e) => return fail(exit::MODEL_ERROR, &e),
        },
        None => bench::run_counters(counters, mode),
    };
    match serde_json::to_string(&figures) {
        Ok(s) => {
            outln!("{s}");
            exit::OK
        }
        Err(e) => fail(exit::INTERNAL, &e.to_string()),
    }
}

/// The machine and its load, for reading figures from different runs.
fn machine_line() -> String {
    let load = std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into());
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!(
        "rulecheck {} · {cpus} CPUs · load average {load}",
        env!("CARGO_PKG_VERSION")
    )
}
