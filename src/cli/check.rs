//! `rulecheck check`: every model against every property; the exit code says pass/fail.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use std::collections::HashMap;

use rulecheck::checker::distributed::Cluster;
use rulecheck::checker::shard::{self, Shard};
use rulecheck::checker::{self, RunConfig, RunResult};
use rulecheck::engine::edition;
use rulecheck::model::{self, Scenario};
use rulecheck::property::{self, PropertyDef};
use rulecheck::report::results::ShardInfo;
use rulecheck::report::{self, exit};

use super::{fail, fail_in_file, ClusterArgs, Format, ReportArgs, RunArgs};

/// Loaded inputs: shared properties and validated models.
pub struct Inputs {
    pub shared: Vec<Arc<PropertyDef>>,
    pub models: Vec<Arc<Scenario>>,
}

pub fn load(args: &RunArgs) -> Result<Inputs, i32> {
    load_shard(args, None).map(|(inputs, _)| inputs)
}

/// Which shard of the suite to load (`check --shard I/N`), balanced by a previous report's
/// costs when one is given.
pub struct ShardPlan {
    pub shard: Shard,
    pub costs: Option<HashMap<String, u64>>,
}

/// Loads the models of one shard (all of them without a plan), and says which they are.
pub fn load_shard(
    args: &RunArgs,
    plan: Option<&ShardPlan>,
) -> Result<(Inputs, Option<ShardInfo>), i32> {
    let shared = args.shared.load()?;
    let files = model::discover(&args.paths).map_err(|e| {
        let default = args.paths.len() == 1 && args.paths[0] == Path::new("models");
        if default && !args.paths[0].exists() {
            fail(
                exit::MODEL_ERROR,
                "error: no models/ directory here: name model files or directories \
                 (rulecheck check MODEL.toml), or run from the project directory",
            )
        } else {
            fail(exit::MODEL_ERROR, &format!("error: {e}"))
        }
    })?;
    if files.is_empty() {
        return Err(fail(exit::MODEL_ERROR, "error: no model files found"));
    }
    let (files, info) = match plan {
        None => (files, None),
        Some(p) => {
            let (mine, info) = shard::select(&files, p.shard, p.costs.as_ref());
            eprintln!(
                "shard {}: {} of {} models (balanced by {})",
                p.shard,
                mine.len(),
                info.suite,
                info.balanced_by
            );
            (mine, Some(info))
        }
    };
    // Every file is loaded and every error shown (a directory's first malformed model does
    // not hide the others); nothing is checked unless all load.
    let mut models = Vec::new();
    let mut failed: Option<i32> = None;
    let total = files.len();
    let mut broken = 0usize;
    for f in files {
        let loaded = model::load(&f).map_err(|e| fail_in_file(&e)).and_then(|s| {
            no_id_of_a_shared_property(&shared, &s)?;
            let known: Vec<(&str, property::Kind)> = shared
                .iter()
                .map(|p| &**p)
                .chain(&s.properties)
                .map(|p| (p.id.as_str(), p.kind))
                .collect();
            s.check_expectations(&known).map_err(|e| fail_in_file(&e))?;
            Ok(s)
        });
        match loaded {
            Ok(s) => models.push(Arc::new(s)),
            Err(code) => {
                broken += 1;
                failed.get_or_insert(code);
            }
        }
    }
    if let Some(code) = failed {
        if total > 1 {
            eprintln!("error: {broken} of {total} model files did not load; nothing was checked");
        }
        return Err(code);
    }
    Ok((Inputs { shared, models }, info))
}

/// A model's own property may not reuse the id of a shared one (`check` and `explore` alike).
pub fn no_id_of_a_shared_property(shared: &[Arc<PropertyDef>], s: &Scenario) -> Result<(), i32> {
    let clash = s
        .properties
        .iter()
        .find_map(|p| shared.iter().find(|q| q.id == p.id).map(|q| (p, q)));
    match clash {
        None => Ok(()),
        Some((own, theirs)) => Err(fail(
            exit::MODEL_ERROR,
            &format!(
                "error: {}: property '{}' is already defined in {}",
                s.path.display(),
                own.id,
                theirs.file.display()
            ),
        )),
    }
}

pub fn config(args: &RunArgs) -> RunConfig {
    RunConfig {
        threads: args.threads,
        dfs: args.dfs,
        max_states: args.max_states,
        timeout: args.timeout.map(Duration::from_secs_f64),
        symmetry: !args.no_symmetry,
        reduction: !args.no_reduction && args.reduction.contains(&super::Technique::Fold),
        broken_folding: false,
        por: !args.no_reduction && args.reduction.contains(&super::Technique::Por),
        broken_por: Default::default(),
        reuse_values: true,
        only: None,
        max_moves: args.max_moves,
        max_memory_mb: args.max_memory,
        interrupt: Some(super::interrupt_flag()),
        progress: true,
        cluster: None,
    }
}

/// Runs every model; progress goes to stderr.
pub fn run_all(
    inputs: &Inputs,
    edition: Option<&str>,
    sets: &[String],
    cfg: &RunConfig,
    quiet: bool,
) -> Result<Vec<RunResult>, i32> {
    let mut runs = Vec::new();
    for m in &inputs.models {
        let ed = edition.unwrap_or(&m.edition);
        if !quiet {
            eprint!("checking {} ({ed})... ", m.path.display());
        }
        let r = checker::check(m, ed, sets, &inputs.shared, cfg).map_err(|e| {
            let code = match e {
                // The search did not end: its verdicts are unknown.
                checker::CheckError::Cluster(_) => exit::INCOMPLETE,
                checker::CheckError::Rules(_) => exit::MODEL_ERROR,
            };
            fail(code, &format!("error: {e}"))
        })?;
        if !quiet {
            eprintln!("{}, {:.2}s", r.states_text(), r.seconds);
        }
        runs.push(r);
    }
    Ok(runs)
}

/// The cluster `check --processes` runs on, if any.
pub fn cluster(c: &ClusterArgs, args: &RunArgs) -> Result<Option<Cluster>, i32> {
    let Some(processes) = c.processes else {
        return Ok(None);
    };
    if args.dfs {
        return Err(fail(
            exit::USAGE,
            "error: --processes: the distributed search is breadth-first (drop --dfs)",
        ));
    }
    Cluster::new(processes, c.process, c.hostfile.as_deref())
        .map(Some)
        .map_err(|e| fail(exit::USAGE, &format!("error: {e}")))
}

pub fn run(
    args: &RunArgs,
    edition_name: Option<&str>,
    sets: &[String],
    format: Format,
    reports: &ReportArgs,
    plan: Option<&ShardPlan>,
    cluster: Option<Cluster>,
) -> i32 {
    let code = check_loaded(args, edition_name, sets, format, reports, plan, cluster);
    // Nothing was checked (a file did not load, an unknown edition or switch): the JUnit file
    // says why, so a CI job that uploads it does not show an empty or stale report.
    if code == exit::MODEL_ERROR || code == exit::PROPERTY_ERROR {
        if let Some(f) = &reports.junit {
            let errors = super::out::errors();
            if !errors.is_empty() {
                let xml = report::junit::render_errors(&errors);
                if let Err(e) = std::fs::write(f, xml) {
                    eprintln!("error: cannot write {}: {e}", f.display());
                }
            }
        }
    }
    code
}

/// `check` once its arguments are parsed: load, search, report.
fn check_loaded(
    args: &RunArgs,
    edition_name: Option<&str>,
    sets: &[String],
    format: Format,
    reports: &ReportArgs,
    plan: Option<&ShardPlan>,
    cluster: Option<Cluster>,
) -> i32 {
    if let Some(e) = edition_name {
        if let Err(err) = edition::edition(e) {
            return fail(exit::MODEL_ERROR, &format!("error: --edition: {err}"));
        }
    }
    let mut probe = rulecheck::engine::Rules::of("latest").expect("latest");
    for s in sets {
        if let Err(e) = probe.set(s) {
            return fail(exit::MODEL_ERROR, &format!("error: --set: {e}"));
        }
    }
    let (inputs, shard) = match load_shard(args, plan) {
        Ok(i) => i,
        Err(code) => return code,
    };
    // Only process 0 of a cluster speaks; every process gets the same results.
    let speaks = cluster.as_ref().is_none_or(|c| c.process == 0);
    // A report file that cannot be written is found before a long search, not after it.
    if speaks {
        if let Err(e) = reports_writable(reports) {
            return fail(
                exit::USAGE,
                &format!("error: {e} (checked before the search)"),
            );
        }
    }
    let mut cfg = config(args);
    cfg.progress &= speaks;
    cfg.cluster = cluster;
    let runs = match run_all(
        &inputs,
        edition_name,
        sets,
        &cfg,
        // Each model's "checking ..." line on stderr only with --verbose: the summary line per
        // model says it, and searches longer than a second report progress anyway.
        format == Format::Json || !reports.verbose || !speaks,
    ) {
        Ok(r) => r,
        Err(code) => return code,
    };
    if !speaks {
        return exit::for_runs(&runs);
    }
    match format {
        Format::Text => out!(
            "{}",
            report::text(&runs, args.traces, reports.verbose, &explore_options(args))
        ),
        Format::Json => outln!("{}", report::json_of_shard(&runs, shard.as_ref())),
    }
    let verdict = exit::for_runs(&runs);
    match write_reports(&runs, reports) {
        Ok(()) => verdict,
        Err(e) => fail(exit::or_io_error(verdict), &format!("error: {e}")),
    }
}

/// The options an `explore:` line carries over from this check.
fn explore_options(args: &RunArgs) -> report::explore::ExploreOptions {
    report::explore::ExploreOptions {
        properties: args
            .shared
            .properties
            .as_ref()
            .map(|d| d.display().to_string()),
        no_shared: args.shared.no_shared,
        no_symmetry: args.no_symmetry,
    }
}

/// Whether the report files can be written: each file is opened for writing (created if it
/// does not exist: it is written after the search), the ITF directory created.
fn reports_writable(reports: &ReportArgs) -> Result<(), String> {
    for f in [&reports.junit, &reports.dot].into_iter().flatten() {
        std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(false)
            .open(f)
            .map_err(|e| format!("cannot write {}: {e}", f.display()))?;
    }
    if let Some(dir) = &reports.itf {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    Ok(())
}

/// JUnit, ITF, DOT and, under GitHub Actions, annotations and a step summary.
pub fn write_reports(runs: &[RunResult], reports: &ReportArgs) -> Result<(), String> {
    let write = |path: &std::path::Path, text: &str| {
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    if let Some(f) = &reports.junit {
        write(f, &report::junit::render(runs))?;
    }
    if let Some(f) = &reports.dot {
        write(f, &report::dot::render(runs))?;
    }
    if let Some(dir) = &reports.itf {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        for r in runs {
            let stem = std::path::Path::new(&r.model)
                .with_extension("")
                .to_string_lossy()
                .replace(['/', '\\'], "_");
            for p in &r.properties {
                if let Some(itf) = &p.itf {
                    // Ids are checked at load to be safe in a file name (`property::id_problem`).
                    let name = format!("{stem}.{}.{}.itf.json", r.edition, p.id);
                    let text = serde_json::to_string_pretty(itf).map_err(|e| e.to_string())?;
                    write(&dir.join(name), &text)?;
                }
            }
        }
    }
    if std::env::var("GITHUB_ACTIONS").as_deref() == Ok("true") {
        out!("{}", report::github::annotations(runs));
        if let Ok(path) = std::env::var("GITHUB_STEP_SUMMARY") {
            use std::io::Write;
            let mut f = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&path)
                .map_err(|e| format!("cannot open {path}: {e}"))?;
            f.write_all(report::github::summary(runs).as_bytes())
                .map_err(|e| format!("cannot write {path}: {e}"))?;
        }
    }
    Ok(())
}
