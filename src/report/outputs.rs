//! Reports for CI, all from one run: JUnit XML, Graphviz DOT of traces, GitHub annotations.

pub mod junit {
    use std::fmt::Write;

    use crate::report::results::{RunResult, Verdict};

    /// XML text: control characters made visible (XML 1.0 allows none but tab, LF and CR),
    /// markup characters escaped.
    fn esc(s: &str) -> String {
        super::super::escape::visible(s)
            .chars()
            .map(|c| match c {
                '&' => "&amp;".to_string(),
                '<' => "&lt;".to_string(),
                '>' => "&gt;".to_string(),
                '"' => "&quot;".to_string(),
                '\'' => "&apos;".to_string(),
                c => c.to_string(),
            })
            .collect()
    }

    /// Each property's share of its run's time: the properties of a run are checked together
    /// in one search, so its time is shared evenly among those searched (a property that does
    /// not apply is not searched and takes none); the cases add up to the suite.
    fn case_seconds(r: &RunResult) -> f64 {
        let searched = r
            .properties
            .iter()
            .filter(|p| p.outcome != Verdict::NotApplicable)
            .count();
        if searched == 0 {
            0.0
        } else {
            r.seconds / searched as f64
        }
    }

    /// When nothing could be checked (a model or property file did not load, an unknown
    /// edition): one suite of errors, a test case per error named by its file, so a CI job that
    /// uploads the JUnit file shows why instead of an empty or stale report.
    pub fn render_errors(errors: &[crate::report::error::ErrorDetail]) -> String {
        let n = errors.len();
        let mut s = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(s, "<testsuites name=\"rulecheck\" tests=\"{n}\" failures=\"0\" errors=\"{n}\" time=\"0.000\">");
        let _ = writeln!(s, "  <testsuite name=\"rulecheck: nothing was checked\" tests=\"{n}\" failures=\"0\" errors=\"{n}\" time=\"0.000\">");
        for e in errors {
            let file = e.file.as_deref().unwrap_or("rulecheck");
            let place = match (e.line, e.column) {
                (Some(l), Some(c)) => format!("{file}:{l}:{c}"),
                _ => file.to_string(),
            };
            let msg = format!("{place}: {}", e.message);
            let body = e
                .hint
                .as_deref()
                .map(|h| format!("hint: {h}"))
                .unwrap_or_default();
            let _ = writeln!(
                s,
                "    <testcase name=\"{}\" classname=\"load\" time=\"0.000\">\n      <error message=\"{}\" type=\"load error\">{}</error>\n    </testcase>",
                esc(file),
                esc(&msg),
                esc(&body)
            );
        }
        s.push_str("  </testsuite>\n</testsuites>\n");
        s
    }

    /// One test suite per model and edition, one test case per property; a failure carries the
    /// trace, or says what was searched when there is none.
    pub fn render(runs: &[RunResult]) -> String {
        let total: usize = runs.iter().map(|r| r.properties.len()).sum();
        let failed: usize = runs.iter().map(RunResult::unexpected).sum();
        let secs: f64 = runs.iter().map(|r| r.seconds).sum();
        let mut s = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(s, "<testsuites name=\"rulecheck\" tests=\"{total}\" failures=\"{failed}\" time=\"{secs:.3}\">");
        for r in runs {
            let name = format!("{} ({})", r.model, r.edition_label());
            let (f, skipped) = (r.unexpected(), r.not_applicable());
            let _ = writeln!(
                s,
                "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{f}\" skipped=\"{skipped}\" time=\"{:.3}\">",
                esc(&name),
                r.properties.len(),
                r.seconds
            );
            let _ = writeln!(s, "    <properties><property name=\"unique_states\" value=\"{}\"/><property name=\"folded_states\" value=\"{}\"/><property name=\"complete\" value=\"{}\"/></properties>", r.unique_states, r.folded_states, r.complete);
            let share = case_seconds(r);
            for p in &r.properties {
                let time = if p.outcome == Verdict::NotApplicable {
                    0.0
                } else {
                    share
                };
                let _ = write!(
                    s,
                    "    <testcase name=\"{}\" classname=\"{}\" time=\"{time:.3}\"",
                    esc(&p.id),
                    esc(&r.model),
                );
                if p.as_expected {
                    if p.outcome == Verdict::NotApplicable {
                        let _ = writeln!(
                            s,
                            ">\n      <skipped message=\"{}\"/>\n    </testcase>",
                            esc(&super::super::not_applicable_text(p))
                        );
                    } else {
                        s.push_str("/>\n");
                    }
                    continue;
                }
                let mut msg = format!("{}: {}, expected {}", p.id, p.outcome.name(), p.expected);
                if !p.cite.is_empty() {
                    let _ = write!(msg, " ({})", p.cite);
                }
                let mut body = String::new();
                if let Some(t) = &p.trace {
                    body.push_str(&super::super::trace_text(t));
                } else {
                    body.push_str(&super::super::no_trace_text(r, p));
                }
                if let Some(l) = &p.lasso {
                    body.push_str(&super::super::lasso_text(l));
                }
                if let Some(b) = &p.final_board {
                    body.push_str(b);
                }
                let _ = writeln!(
                    s,
                    ">\n      <failure message=\"{}\" type=\"{}\">{}</failure>\n    </testcase>",
                    esc(&msg),
                    p.outcome.name(),
                    esc(&body)
                );
            }
            s.push_str("  </testsuite>\n");
        }
        s.push_str("</testsuites>\n");
        s
    }
}

pub mod dot {
    use std::fmt::Write;

    use crate::report::results::RunResult;

    /// A DOT string's content: on one line, control characters visible, quotes escaped.
    fn esc(s: &str) -> String {
        super::super::escape::one_line(s)
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
    }

    /// Every trace of the run as a Graphviz digraph: one node per state (turn, step, who acts),
    /// one edge per move, a run of priority passes folded into one edge as in the text trace;
    /// an unexpected outcome's trace is drawn red, a lasso's return edge bold.
    pub fn render(runs: &[RunResult]) -> String {
        let mut s = String::from("digraph rulecheck {\n  rankdir=TB;\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n");
        let mut n = 0usize;
        for r in runs {
            for p in &r.properties {
                let Some(trace) = &p.trace else { continue };
                let color = if p.as_expected { "black" } else { "red" };
                let _ = writeln!(
                    s,
                    "  subgraph cluster_{n} {{\n    label=\"{} {} ({}): {}\";\n    color={color};",
                    esc(&r.model),
                    esc(&p.id),
                    esc(&r.edition),
                    p.outcome.name()
                );
                // (the state before the move, the move's label)
                let mut moves: Vec<(&crate::report::results::TraceStep, String)> =
                    super::super::fold_passes(trace)
                        .into_iter()
                        .map(|f| (f.first, f.label()))
                        .collect();
                moves.extend(p.lasso.iter().flatten().map(|t| (t, t.action.clone())));
                for (i, (t, _)) in moves.iter().enumerate() {
                    let _ = writeln!(
                        s,
                        "    s{n}_{i} [label=\"T{} {}\\n{} to act\", color={color}];",
                        t.turn,
                        esc(&t.step),
                        esc(&t.player)
                    );
                }
                let end = moves.len();
                let _ = writeln!(
                    s,
                    "    s{n}_{end} [label=\"{}\", color={color}, style=bold];",
                    esc(&p.id)
                );
                for (i, (_, label)) in moves.iter().enumerate() {
                    let _ = writeln!(
                        s,
                        "    s{n}_{i} -> s{n}_{} [label=\"{}\", color={color}];",
                        i + 1,
                        esc(label)
                    );
                }
                if let Some(l) = &p.lasso {
                    let start = end - l.len();
                    let _ = writeln!(s, "    s{n}_{end} -> s{n}_{start} [label=\"the same state again\", color={color}, style=bold];");
                }
                s.push_str("  }\n");
                n += 1;
            }
        }
        s.push_str("}\n");
        s
    }
}

pub mod github {
    use std::fmt::Write;

    use super::super::escape::{github_data, github_property, one_line};
    use crate::report::results::RunResult;

    /// `::error` annotations for unexpected outcomes (workflow commands on stdout), escaped
    /// per GitHub's rules so that no name or citation can end the command or start another.
    pub fn annotations(runs: &[RunResult]) -> String {
        let mut s = String::new();
        for r in runs {
            for p in r.properties.iter().filter(|p| !p.as_expected) {
                let mut msg = format!(
                    "{} ({}): {}, expected {}.",
                    p.id,
                    r.edition,
                    p.outcome.name(),
                    p.expected
                );
                if !p.cite.is_empty() {
                    let _ = write!(msg, " {}", p.cite);
                }
                let _ = writeln!(
                    s,
                    "::error file={},title={}::{}",
                    github_property(&r.model),
                    github_property(&p.id),
                    github_data(&msg)
                );
            }
        }
        s
    }

    /// A Markdown table cell: one line, control characters visible, `|` escaped.
    fn cell(s: &str) -> String {
        one_line(s).replace('|', "\\|")
    }

    /// A Markdown table for `$GITHUB_STEP_SUMMARY`.
    pub fn summary(runs: &[RunResult]) -> String {
        let mut s = String::from("## rulecheck\n\n| model | edition | property | outcome | expected | states |\n|---|---|---|---|---|---|\n");
        for r in runs {
            for p in &r.properties {
                let mark = if p.as_expected { "" } else { " ❌" };
                let _ = writeln!(
                    s,
                    "| {} | {} | {} | {}{mark} | {} | {} |",
                    cell(&r.model),
                    cell(&r.edition),
                    cell(&p.id),
                    p.outcome.name(),
                    p.expected,
                    r.unique_states
                );
            }
        }
        s
    }
}
