//! Exit codes, after TLC's convention so CI scripts can tell failures apart. This module owns them.

/// Every outcome as expected.
pub const OK: i32 = 0;
/// An `always` property was unexpectedly violated (or a `sometimes` expected unreached was reached).
pub const SAFETY_VIOLATED: i32 = 12;
/// A termination/liveness property was unexpectedly violated.
pub const LIVENESS_VIOLATED: i32 = 13;
/// A `sometimes` property was unexpectedly unreached, or an expected violation did not happen.
pub const EXPECTATION_UNMET: i32 = 15;
/// A bad command line (clap's usage errors, a bad `--bind`, a `--properties` directory that does
/// not exist), or an output rulecheck could not write or listen on (a report file, stdout, the
/// Explorer's port). Never replaces a verdict's code: see `or_io_error`.
pub const USAGE: i32 = 2;
/// A model file is malformed.
pub const MODEL_ERROR: i32 = 150;
/// A property file is malformed.
pub const PROPERTY_ERROR: i32 = 151;
/// A search stopped at a limit before it was complete.
pub const INCOMPLETE: i32 = 152;
/// A defect in rulecheck itself.
pub const INTERNAL: i32 = 255;

use crate::report::results::{RunResult, Verdict};

/// The exit code after an output failed to be written: the verdict's when it has one to say.
pub fn or_io_error(verdict: i32) -> i32 {
    if verdict == OK {
        USAGE
    } else {
        verdict
    }
}

/// The exit code for a set of runs: the most serious finding wins.
pub fn for_runs(runs: &[RunResult]) -> i32 {
    let mut code = OK;
    let mut rank = |c: i32| {
        let order = [
            OK,
            INCOMPLETE,
            EXPECTATION_UNMET,
            LIVENESS_VIOLATED,
            SAFETY_VIOLATED,
        ];
        let pos = |x| order.iter().position(|&o| o == x).unwrap_or(0);
        if pos(c) > pos(code) {
            code = c;
        }
    };
    for r in runs {
        for p in &r.properties {
            if p.as_expected {
                continue;
            }
            rank(match p.outcome {
                Verdict::Violated if p.kind == "terminates" => LIVENESS_VIOLATED,
                Verdict::Violated | Verdict::Reached => SAFETY_VIOLATED,
                Verdict::Holds | Verdict::Unreached => EXPECTATION_UNMET,
                Verdict::Unknown => INCOMPLETE,
                // A model's expectation for a property that cannot apply to it.
                Verdict::NotApplicable => EXPECTATION_UNMET,
            });
        }
    }
    code
}
