//! The README's examples are true: each ```text block that begins with `$ rulecheck ...` is
//! run (the built binary, from the repository root) and its stdout compared with the block.
//! In a block, a line `...` (indented or not) stands for any number of lines, and `[..]` within a line for any
//! text (as in trycmd). Examples show no times, so nothing else varies.

use std::process::Command;

struct Example {
    line: usize,
    args: Vec<String>,
    expected: Vec<String>,
}

fn examples(readme: &str) -> Vec<Example> {
    let mut out = Vec::new();
    let mut lines = readme.lines().enumerate();
    while let Some((n, l)) = lines.next() {
        if l.trim() != "```text" {
            continue;
        }
        let block: Vec<&str> = lines
            .by_ref()
            .map(|(_, l)| l)
            .take_while(|l| l.trim() != "```")
            .collect();
        let Some(cmd) = block.first().and_then(|c| c.strip_prefix("$ rulecheck ")) else {
            continue;
        };
        out.push(Example {
            line: n + 2,
            args: cmd.split_whitespace().map(str::to_string).collect(),
            expected: block[1..]
                .iter()
                .map(|l| l.trim_end().to_string())
                .collect(),
        });
    }
    out
}

/// A line with `[..]` wildcards.
fn line_matches(pattern: &str, line: &str) -> bool {
    let parts: Vec<&str> = pattern.split("[..]").collect();
    if parts.len() == 1 {
        return pattern == line;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !line.starts_with(first) || !line[first.len()..].ends_with(last) {
        return false;
    }
    let mut rest = &line[first.len()..line.len() - last.len()];
    for mid in &parts[1..parts.len() - 1] {
        match rest.find(mid) {
            Some(i) => rest = &rest[i + mid.len()..],
            None => return false,
        }
    }
    true
}

/// Whether `lines` match `pattern` (`...` lines match any run of lines).
fn matches(pattern: &[String], lines: &[&str]) -> bool {
    match pattern.split_first() {
        None => lines.is_empty(),
        Some((p, rest)) if p.trim() == "..." => {
            (0..=lines.len()).any(|k| matches(rest, &lines[k..]))
        }
        Some((p, rest)) => {
            !lines.is_empty() && line_matches(p, lines[0]) && matches(rest, &lines[1..])
        }
    }
}

#[test]
fn the_matcher_elides_lines_and_text() {
    let p = |s: &[&str]| s.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    assert!(matches(&p(&["a", "...", "d"]), &["a", "b", "c", "d"]));
    assert!(matches(&p(&["a", "...", "b"]), &["a", "b"]));
    assert!(!matches(&p(&["a", "d"]), &["a", "b", "d"]));
    assert!(matches(&p(&["x [..] z"]), &["x yy z"]));
    assert!(!matches(&p(&["x [..] z"]), &["x yy q"]));
}

#[test]
fn every_readme_example_prints_what_the_readme_shows() {
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    let examples = examples(&readme);
    assert!(
        examples.len() >= 2,
        "the README shows its examples in ```text blocks"
    );
    for ex in examples {
        let out = Command::new(env!("CARGO_BIN_EXE_rulecheck"))
            .args(&ex.args)
            .current_dir(root)
            .env_remove("GITHUB_ACTIONS")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let got: Vec<&str> = stdout.lines().map(str::trim_end).collect();
        // A block ends where the README stops quoting; trailing lines may be left out only
        // with a final `...`.
        assert!(
            matches(&ex.expected, &got),
            "README.md line {}: `rulecheck {}` prints\n{}\nbut the README shows\n{}",
            ex.line,
            ex.args.join(" "),
            stdout,
            ex.expected.join("\n")
        );
    }
}
