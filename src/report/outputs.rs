//! Reports for CI, all from one run: JUnit XML, Graphviz DOT of traces, GitHub annotations.

pub mod junit {
    use std::fmt::Write;

    use crate::checker::RunResult;

    fn esc(s: &str) -> String {
        s.chars()
            .filter(|c| !c.is_control() || *c == '\n' || *c == '\t')
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

    /// One test suite per model and edition, one test case per property; a failure carries the
    /// trace.
    pub fn render(runs: &[RunResult]) -> String {
        let total: usize = runs.iter().map(|r| r.properties.len()).sum();
        let failed: usize = runs
            .iter()
            .map(|r| r.properties.iter().filter(|p| !p.as_expected).count())
            .sum();
        let secs: f64 = runs.iter().map(|r| r.seconds).sum();
        let mut s = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(s, "<testsuites name=\"rulecheck\" tests=\"{total}\" failures=\"{failed}\" time=\"{secs:.3}\">");
        for r in runs {
            let name = if r.switches.is_empty() {
                format!("{} ({})", r.model, r.edition)
            } else {
                format!("{} ({} +{})", r.model, r.edition, r.switches.join(","))
            };
            let f = r.properties.iter().filter(|p| !p.as_expected).count();
            let _ = writeln!(
                s,
                "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{f}\" time=\"{:.3}\">",
                esc(&name),
                r.properties.len(),
                r.seconds
            );
            let _ = writeln!(s, "    <properties><property name=\"unique_states\" value=\"{}\"/><property name=\"complete\" value=\"{}\"/></properties>", r.unique_states, r.complete);
            for p in &r.properties {
                let _ = write!(
                    s,
                    "    <testcase name=\"{}\" classname=\"{}\" time=\"{:.3}\"",
                    esc(&p.id),
                    esc(&r.model),
                    r.seconds
                );
                if p.as_expected {
                    s.push_str("/>\n");
                    continue;
                }
                let msg = format!(
                    "{}: {}, expected {} ({})",
                    p.id,
                    p.outcome.name(),
                    p.expected,
                    p.cite
                );
                let mut body = String::new();
                if let Some(t) = &p.trace {
                    body.push_str(&super::super::trace_text(t));
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

    use crate::checker::RunResult;

    fn esc(s: &str) -> String {
        s.replace('\\', "\\\\").replace('"', "\\\"")
    }

    /// Every trace of the run as a Graphviz digraph: one node per state (turn, step, who acts),
    /// one edge per move; an unexpected outcome's trace is drawn red, a lasso's return edge bold.
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
                    r.edition,
                    p.outcome.name()
                );
                let steps: Vec<_> = trace.iter().chain(p.lasso.iter().flatten()).collect();
                for (i, t) in steps.iter().enumerate() {
                    let _ = writeln!(
                        s,
                        "    s{n}_{i} [label=\"T{} {}\\n{} to act\", color={color}];",
                        t.turn,
                        esc(t.step),
                        esc(&t.player)
                    );
                }
                let end = steps.len();
                let _ = writeln!(
                    s,
                    "    s{n}_{end} [label=\"{}\", color={color}, style=bold];",
                    esc(&p.id)
                );
                for (i, t) in steps.iter().enumerate() {
                    let _ = writeln!(
                        s,
                        "    s{n}_{i} -> s{n}_{} [label=\"{}\", color={color}];",
                        i + 1,
                        esc(&t.action)
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

    use crate::checker::RunResult;

    /// `::error` annotations for unexpected outcomes (workflow commands on stdout).
    pub fn annotations(runs: &[RunResult]) -> String {
        let mut s = String::new();
        for r in runs {
            for p in r.properties.iter().filter(|p| !p.as_expected) {
                let _ = writeln!(
                    s,
                    "::error file={},title={}::{} ({}): {}, expected {}. {}",
                    r.model,
                    p.id,
                    p.id,
                    r.edition,
                    p.outcome.name(),
                    p.expected,
                    p.cite
                );
            }
        }
        s
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
                    r.model,
                    r.edition,
                    p.id,
                    p.outcome.name(),
                    p.expected,
                    r.unique_states
                );
            }
        }
        s
    }
}
