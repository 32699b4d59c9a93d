//! `rulecheck merge`: the shards' JSON reports joined into one report, one JUnit file and one
//! exit code; and the plan `check --shard` follows.

use std::path::{Path, PathBuf};

use rulecheck::checker::shard::{self, Shard};
use rulecheck::report::merge::{self, Input};
use rulecheck::report::{self, exit};

use super::check::ShardPlan;
use super::{fail, Format, ReportArgs};

/// `--shard I/N [--balance-by REPORT.json]`: the costs come from the previous report's runs.
pub fn plan(shard: Shard, balance_by: Option<&Path>) -> Result<ShardPlan, i32> {
    let costs = match balance_by {
        None => None,
        Some(path) => {
            let runs = read(path)
                .and_then(|input| merge::runs_of(&input))
                .map_err(|e| fail(exit::USAGE, &format!("error: --balance-by {e}")))?;
            Some(shard::costs_from(&runs))
        }
    };
    Ok(ShardPlan { shard, costs })
}

fn read(path: &Path) -> Result<Input, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    Ok(Input {
        name: path.display().to_string(),
        text,
    })
}

pub fn run(
    paths: &[PathBuf],
    format: Format,
    junit: Option<&Path>,
    verbose: bool,
    traces: bool,
) -> i32 {
    let inputs: Result<Vec<Input>, String> = paths.iter().map(|p| read(p)).collect();
    let merged = match inputs.and_then(|i| merge::merge(&i)) {
        Ok(m) => m,
        Err(e) => return fail(exit::USAGE, &format!("error: {e}")),
    };
    eprintln!("merged {} runs from {}", merged.runs.len(), merged.covered);
    match format {
        Format::Text => out!(
            "{}",
            report::text(
                &merged.runs,
                traces,
                verbose,
                &report::explore::ExploreOptions::default()
            )
        ),
        Format::Json => outln!("{}", report::json(&merged.runs)),
    }
    let verdict = exit::for_runs(&merged.runs);
    let reports = ReportArgs {
        junit: junit.map(Path::to_path_buf),
        ..ReportArgs::default()
    };
    match super::check::write_reports(&merged.runs, &reports) {
        Ok(()) => verdict,
        Err(e) => fail(exit::or_io_error(verdict), &format!("error: {e}")),
    }
}
