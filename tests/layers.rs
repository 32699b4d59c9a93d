//! The layers point one way (README "Layout"): cli -> checker -> model/property/report ->
//! engine -> cards. The card language is the ground floor: it names nothing above it; the
//! engine names nothing of the checker, the reports, the model loader or the properties; and
//! the reports, the model loader and the properties name nothing of the checker.

use std::path::Path;

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((path.display().to_string(), text));
        }
    }
    out
}

/// The lines of the files under `dir` that name one of `above` (`crate::engine`, ...).
fn reaching_up(dir: &str, above: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for (file, text) in sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)) {
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            // `crate::engine`, `super::super::engine`, and `crate::{engine::…}` groups.
            let names = |m: &str| {
                code.contains(&format!("crate::{m}"))
                    || code.contains(&format!("super::super::{m}"))
                    || code.split("crate::{").skip(1).any(|group| {
                        group
                            .split(|c: char| !c.is_alphanumeric() && c != '_')
                            .any(|w| w == m)
                    })
            };
            if above.iter().any(|m| names(m)) {
                found.push(format!("{file}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn the_card_language_imports_nothing_from_the_layers_above_it() {
    let up = reaching_up(
        "src/cards",
        &["engine", "checker", "report", "model", "property", "bench"],
    );
    assert!(up.is_empty(), "src/cards reaches up:\n{}", up.join("\n"));
}

#[test]
fn the_engine_knows_nothing_of_the_checker_reports_models_or_properties() {
    let up = reaching_up(
        "src/engine",
        &["checker", "report", "model", "property", "bench"],
    );
    assert!(up.is_empty(), "src/engine reaches up:\n{}", up.join("\n"));
}

#[test]
fn the_reports_model_loader_and_properties_know_nothing_of_the_checker() {
    for dir in ["src/report", "src/model", "src/property"] {
        let up = reaching_up(dir, &["checker", "bench"]);
        assert!(up.is_empty(), "{dir} reaches up:\n{}", up.join("\n"));
    }
}
