//! `rulecheck compare --from E --to E [PATHS…]`: what a rule change alters. Runs every model and
//! property under both rule sets and prints only what changed, with the trace that shows it.

use serde::Serialize;

use rulecheck::checker::{PropertyResult, RunResult};
use rulecheck::engine::{edition, Rules};
use rulecheck::report::{self, exit};

use super::check::{config, load, run_all};
use super::{fail, Format, RunArgs};

#[derive(Serialize)]
struct Change<'a> {
    model: &'a str,
    property: &'a str,
    kind: &'a str,
    cite: &'a str,
    before: &'static str,
    after: &'static str,
    /// The trace of whichever side has a discovery (the "after" side first).
    trace_side: Option<&'static str>,
    trace: Option<&'a PropertyResult>,
    states_before: usize,
    states_after: usize,
}

#[derive(Serialize)]
struct Side<'a> {
    edition: &'a str,
    switches: &'a [String],
}

#[derive(Serialize)]
struct CompareReport<'a> {
    from: Side<'a>,
    to: Side<'a>,
    models: usize,
    properties_compared: usize,
    changes: Vec<Change<'a>>,
}

pub fn run(
    args: &RunArgs,
    from: &str,
    to: &str,
    from_sets: &[String],
    to_sets: &[String],
    format: Format,
) -> i32 {
    for (flag, e, sets) in [("--from", from, from_sets), ("--to", to, to_sets)] {
        let ed = match edition::edition(e) {
            Ok(ed) => ed,
            Err(err) => return fail(exit::MODEL_ERROR, &format!("error: {flag}: {err}")),
        };
        let mut r = Rules::of(ed.name).expect("known");
        for s in sets {
            if let Err(err) = r.set(s) {
                return fail(exit::MODEL_ERROR, &format!("error: {flag}-set: {err}"));
            }
        }
    }
    let inputs = match load(args) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let cfg = config(args);
    let quiet = format == Format::Json;
    let before = match run_all(&inputs, Some(from), from_sets, &cfg, quiet) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let after = match run_all(&inputs, Some(to), to_sets, &cfg, quiet) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let changes = diff(&before, &after);
    let compared = before.iter().map(|r| r.properties.len()).sum();
    let report = CompareReport {
        from: Side {
            edition: &before[0].edition,
            switches: from_sets,
        },
        to: Side {
            edition: &after[0].edition,
            switches: to_sets,
        },
        models: before.len(),
        properties_compared: compared,
        changes,
    };
    match format {
        Format::Json => outln!(
            "{}",
            serde_json::to_string_pretty(&report)
                .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
        ),
        Format::Text => out!("{}", text(&report)),
    }
    if before.iter().chain(&after).any(|r| !r.complete) {
        eprintln!("note: some searches stopped at a limit; their outcomes are 'unknown'");
    }
    exit::OK
}

fn diff<'a>(before: &'a [RunResult], after: &'a [RunResult]) -> Vec<Change<'a>> {
    let mut out = Vec::new();
    for (b, a) in before.iter().zip(after) {
        for pb in &b.properties {
            let Some(pa) = a.properties.iter().find(|p| p.id == pb.id) else {
                continue;
            };
            if pa.outcome == pb.outcome {
                continue;
            }
            let (trace_side, trace) = if pa.trace.is_some() {
                (Some("after"), Some(pa))
            } else if pb.trace.is_some() {
                (Some("before"), Some(pb))
            } else {
                (None, None)
            };
            out.push(Change {
                model: &b.model,
                property: &pb.id,
                kind: &pb.kind,
                cite: &pb.cite,
                before: pb.outcome.name(),
                after: pa.outcome.name(),
                trace_side,
                trace,
                states_before: b.unique_states,
                states_after: a.unique_states,
            });
        }
    }
    out
}

fn text(r: &CompareReport) -> String {
    use std::fmt::Write;
    let side = |s: &Side| {
        if s.switches.is_empty() {
            s.edition.to_string()
        } else {
            format!("{} +{}", s.edition, s.switches.join(","))
        }
    };
    let mut s = format!(
        "compare {} -> {}: {} models, {} property results compared, {} changed\n",
        side(&r.from),
        side(&r.to),
        r.models,
        r.properties_compared,
        r.changes.len()
    );
    for c in &r.changes {
        let _ = writeln!(
            s,
            "\n{} in {}: {} -> {}   (states: {} -> {})",
            c.property, c.model, c.before, c.after, c.states_before, c.states_after
        );
        if !c.cite.is_empty() {
            let _ = writeln!(s, "  {}", c.cite);
        }
        if let (Some(sidename), Some(p)) = (c.trace_side, c.trace) {
            let _ = writeln!(s, "  trace ({sidename}):");
            if let Some(t) = &p.trace {
                s.push_str(&report::trace_text(t));
            }
            if let Some(l) = &p.lasso {
                s.push_str(&report::lasso_text(l));
            }
        }
    }
    if r.changes.is_empty() {
        s.push_str("\nno outcome changed\n");
    }
    s
}
