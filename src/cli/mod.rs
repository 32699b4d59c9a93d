//! The command line: a thin clap front end, one file per subcommand.

#[macro_use]
mod out;

mod bench;
mod check;
mod compare;
mod explore;
mod list;
mod merge;
mod mutants;
mod parse;
mod shared;

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

use rulecheck::diagnostics::{FileError, FileKind};
use rulecheck::report::error::ErrorDetail;
use rulecheck::report::exit;

#[derive(Parser)]
#[command(
    name = "rulecheck",
    version,
    about = "A model checker for the rules of Magic: The Gathering"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

/// Options shared by commands that run checks.
#[derive(clap::Args, Clone, Debug)]
pub struct RunArgs {
    /// Model files or directories (searched recursively for *.toml).
    #[arg(default_value = "models")]
    pub paths: Vec<PathBuf>,
    #[command(flatten)]
    pub shared: shared::SharedArgs,
    /// Worker threads.
    #[arg(long, default_value_t = 1,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=65535))]
    pub threads: usize,
    /// Depth-first search (less memory; traces are not the shortest).
    #[arg(long)]
    pub dfs: bool,
    /// Stop a search after this many states, stored and folded: every state generated or
    /// passed through in a forced chain (outcome "unknown", exit 152).
    #[arg(long, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub max_states: Option<usize>,
    /// Stop a search after this many seconds (outcome "unknown", exit 152).
    #[arg(long, value_name = "SECS", value_parser = parse::timeout)]
    pub timeout: Option<f64>,
    /// Stop a search when rulecheck's memory passes this many MiB (outcome "unknown", exit 152).
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u64).range(1..=1 << 30))]
    pub max_memory: Option<u64>,
    /// Stop a search when one state offers more than this many moves (outcome "unknown", exit
    /// 152) [default: 100000].
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub max_moves: Option<usize>,
    /// Offer a separate choice for each of several interchangeable cards (slower; the verdicts
    /// must not change: a check of the reduction's soundness).
    #[arg(long)]
    pub no_symmetry: bool,
    /// Store every state: no forced-move folding (slower, more memory; the verdicts must not
    /// change: a check of the reduction's soundness).
    #[arg(long)]
    pub no_reduction: bool,
    /// Which reductions to use, comma-separated: `fold` (forced-move folding, the default),
    /// `por` (partial-order reduction; `fold,por` both). `--no-reduction` is neither.
    #[arg(
        long,
        value_enum,
        value_delimiter = ',',
        default_value = "fold",
        conflicts_with = "no_reduction"
    )]
    pub reduction: Vec<Technique>,
    /// Print the trace of every discovery, not only of unexpected outcomes.
    #[arg(long)]
    pub traces: bool,
}

/// A state-space reduction (`--reduction`).
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Technique {
    /// Forced-move folding.
    Fold,
    /// Partial-order reduction.
    Por,
}

/// One state space searched by a cluster of processes (README "Distributed search"): every
/// process runs the same command with its own --process.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct ClusterArgs {
    /// Search on a cluster of this many processes (each with --threads workers), on
    /// timely-dataflow; 1: this process alone, its workers exchanging states as a cluster does.
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=4096))]
    pub processes: Option<usize>,
    /// This process's number, 0 to N-1 (process 0 prints the report).
    #[arg(long, value_name = "I", default_value_t = 0, requires = "processes")]
    pub process: usize,
    /// The processes' addresses, one host:port a line, process 0 first.
    #[arg(long, value_name = "FILE", requires = "processes")]
    pub hostfile: Option<PathBuf>,
}

/// Extra reports written by `check`, all from the same run.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct ReportArgs {
    /// Write a JUnit XML report (one test case per model × edition × property).
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
    /// Write each trace in the Informal Trace Format (Apalache, Quint) into this directory.
    #[arg(long, value_name = "DIR")]
    pub itf: Option<PathBuf>,
    /// Write every trace as a Graphviz digraph (unexpected ones in red).
    #[arg(long, value_name = "FILE")]
    pub dot: Option<PathBuf>,
    /// Print the whole table (a row per model × property), not a line per model.
    #[arg(long, short)]
    pub verbose: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Check models against properties; the exit code says whether all went as expected.
    Check {
        #[command(flatten)]
        run: RunArgs,
        /// Rules edition (a CR date, or "latest"); default: each model's own.
        #[arg(long)]
        edition: Option<String>,
        /// Flip a rule switch, NAME=VALUE (repeatable); `rulecheck list` shows them.
        #[arg(long = "set", value_name = "SWITCH=VALUE")]
        sets: Vec<String>,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        #[command(flatten)]
        reports: ReportArgs,
        /// Check only shard I of N of the models (a CI matrix job; `rulecheck merge` joins the
        /// shards' JSON reports).
        #[arg(long, value_name = "I/N")]
        shard: Option<rulecheck::checker::shard::Shard>,
        /// With --shard: balance the shards by the states each model generated in this
        /// previous JSON report (default: by model count).
        #[arg(long, value_name = "REPORT.json", requires = "shard")]
        balance_by: Option<PathBuf>,
        #[command(flatten)]
        cluster: ClusterArgs,
    },
    /// Join the JSON reports of `check --shard` jobs into one report, one JUnit file and one
    /// exit code.
    Merge {
        /// The shards' reports (`check --shard I/N --format json > shard-I.json`).
        #[arg(required = true, value_name = "REPORT.json")]
        reports: Vec<PathBuf>,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Write a JUnit XML report of the merged runs.
        #[arg(long, value_name = "FILE")]
        junit: Option<PathBuf>,
        /// Print the whole table (a row per model × property), not a line per model.
        #[arg(long, short)]
        verbose: bool,
        /// Print the trace of every discovery, not only of unexpected outcomes.
        #[arg(long)]
        traces: bool,
    },
    /// Run every model and property under two rule sets and show only what changed.
    Compare {
        #[command(flatten)]
        run: RunArgs,
        /// The rules before: an edition.
        #[arg(long)]
        from: String,
        /// The rules after: an edition.
        #[arg(long)]
        to: String,
        /// A rule switch on the "before" side (repeatable).
        #[arg(long = "from-set", value_name = "SWITCH=VALUE")]
        from_sets: Vec<String>,
        /// A rule switch on the "after" side (repeatable).
        #[arg(long = "to-set", value_name = "SWITCH=VALUE")]
        to_sets: Vec<String>,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Run every property under each rule switch of its `killed_by`: each must fail somewhere.
    Mutants {
        #[command(flatten)]
        run: RunArgs,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Serve stateright's Explorer for one model (browse every state, open a printed trace).
    Explore {
        model: PathBuf,
        #[arg(long)]
        edition: Option<String>,
        #[arg(long = "set", value_name = "SWITCH=VALUE")]
        sets: Vec<String>,
        /// Address to listen on (HOST:PORT; port 0: any free one); loopback unless you name
        /// another.
        #[arg(long, default_value = "127.0.0.1:3000")]
        bind: String,
        #[command(flatten)]
        shared: shared::SharedArgs,
        /// Offer a separate choice for each of several interchangeable cards, as `check
        /// --no-symmetry` does (a trace it printed needs it).
        #[arg(long)]
        no_symmetry: bool,
    },
    /// Measure states/s and bytes/state on the benchmark family (BFS and DFS, 1 and 2
    /// threads), each also as a ratio to stateright's ceiling: a trivial model run alongside.
    Bench {
        /// Model files or directories; `large/` subdirectories only when named.
        #[arg(default_value = "models/bench")]
        paths: Vec<PathBuf>,
        /// Search modes, comma-separated.
        #[arg(long, value_enum, value_delimiter = ',', default_value = "bfs,dfs")]
        modes: Vec<bench::SearchMode>,
        /// Thread counts, comma-separated.
        #[arg(long, value_delimiter = ',', default_value = "1,2",
              value_parser = clap::value_parser!(u16).range(1..))]
        threads: Vec<u16>,
        /// Forced-move folding on, off, or both (`on,off`), comma-separated; `por`: folding and
        /// partial-order reduction.
        #[arg(long, value_enum, value_delimiter = ',', default_value = "on")]
        reduction: Vec<bench::Reduction>,
        /// Stop each model's search after this many seconds (its row says "incomplete").
        #[arg(long, value_name = "SECS", value_parser = parse::timeout)]
        timeout: Option<f64>,
        /// The trivial model's counters: it has BASE^DIGITS states.
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(1..=16))]
        counter_digits: u8,
        #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u8).range(2..))]
        counter_base: u8,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// One benchmark measurement in this process, as JSON (`bench` runs these).
    #[command(hide = true)]
    BenchOne {
        #[arg(long)]
        model: Option<PathBuf>,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        #[arg(long)]
        dfs: bool,
        #[arg(long)]
        no_reduction: bool,
        #[arg(long)]
        por: bool,
        #[arg(long)]
        timeout: Option<f64>,
        #[arg(long, default_value_t = 8)]
        counter_digits: u8,
        #[arg(long, default_value_t = 6)]
        counter_base: u8,
    },
    /// List editions, rule switches, properties, models and known cards.
    List {
        #[command(flatten)]
        shared: shared::SharedArgs,
        #[arg(long, default_value = "models")]
        models: PathBuf,
    },
}

pub fn run() -> i32 {
    let code = run_command();
    out::settle(code)
}

fn run_command() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                exit::USAGE
            } else {
                exit::OK
            };
        }
    };
    if let Command::Check { format, .. }
    | Command::Merge { format, .. }
    | Command::Compare { format, .. }
    | Command::Mutants { format, .. }
    | Command::Bench { format, .. } = &cli.command
    {
        if *format == Format::Json {
            out::errors_as_json();
        }
    }
    match cli.command {
        Command::Check {
            run,
            edition,
            sets,
            format,
            reports,
            shard,
            balance_by,
            cluster,
        } => {
            let plan = match shard.map(|s| merge::plan(s, balance_by.as_deref())) {
                None => None,
                Some(Ok(p)) => Some(p),
                Some(Err(code)) => return code,
            };
            let cluster = match check::cluster(&cluster, &run) {
                Ok(c) => c,
                Err(code) => return code,
            };
            check::run(
                &run,
                edition.as_deref(),
                &sets,
                format,
                &reports,
                plan.as_ref(),
                cluster,
            )
        }
        Command::Merge {
            reports,
            format,
            junit,
            verbose,
            traces,
        } => merge::run(&reports, format, junit.as_deref(), verbose, traces),
        Command::Mutants { run, format } => mutants::run(&run, format),
        Command::Compare {
            run,
            from,
            to,
            from_sets,
            to_sets,
            format,
        } => compare::run(&run, &from, &to, &from_sets, &to_sets, format),
        Command::Explore {
            model,
            edition,
            sets,
            bind,
            shared,
            no_symmetry,
        } => explore::run(&explore::ExploreArgs {
            model: &model,
            edition: edition.as_deref(),
            sets: &sets,
            bind: &bind,
            shared: &shared,
            symmetry: !no_symmetry,
        }),
        Command::Bench {
            paths,
            modes,
            threads,
            reduction,
            timeout,
            counter_digits,
            counter_base,
            format,
        } => bench::run(&bench::BenchArgs {
            paths: &paths,
            modes: &modes,
            reductions: &reduction,
            timeout,
            threads: &threads.iter().map(|&t| t as usize).collect::<Vec<_>>(),
            counters: rulecheck::bench::Counters {
                digits: counter_digits as usize,
                base: counter_base,
            },
            format,
        }),
        Command::BenchOne {
            model,
            threads,
            dfs,
            no_reduction,
            por,
            timeout,
            counter_digits,
            counter_base,
        } => bench::run_one(
            model.as_deref(),
            rulecheck::bench::Counters {
                digits: (counter_digits as usize).clamp(1, rulecheck::bench::Counters::MAX_DIGITS),
                base: counter_base.max(2),
            },
            rulecheck::bench::Mode {
                dfs,
                threads,
                reduction: !no_reduction,
                por,
                timeout,
            },
        ),
        Command::List { shared, models } => list::run(&shared, &models),
    }
}

/// Set by Ctrl-C: running searches stop cleanly and report what they found (exit 152).
pub fn interrupt_flag() -> std::sync::Arc<std::sync::atomic::AtomicBool> {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, OnceLock};
    static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicBool::new(false));
        let f = flag.clone();
        // Ctrl-C (SIGINT), and SIGTERM or SIGHUP as `timeout` and CI runners send them (the
        // `termination` feature): the report and its files are still written. A second signal
        // while stopping ends the process at once.
        let _ = ctrlc::set_handler(move || {
            if f.swap(true, Ordering::Relaxed) {
                std::process::exit(130);
            }
            eprintln!("\ninterrupted: stopping the search and reporting what was found (interrupt again to quit)");
        });
        flag
    })
    .clone()
}

/// Prints a user error (on stdout too, as JSON, under `--format json`) and returns its exit code.
pub fn fail(code: i32, message: &str) -> i32 {
    eprintln!("{message}");
    out::error(code, &ErrorDetail::message(message));
    code
}

/// Prints an error in a model or property file, with its snippet; returns its exit code.
pub fn fail_in_file(e: &FileError) -> i32 {
    let code = match e.kind {
        FileKind::Model => exit::MODEL_ERROR,
        FileKind::Property => exit::PROPERTY_ERROR,
    };
    eprintln!("{}", e.render());
    out::error(code, &ErrorDetail::from(e));
    code
}

pub fn internal(message: &str) -> i32 {
    fail(exit::INTERNAL, &format!("internal error: {message}"))
}
