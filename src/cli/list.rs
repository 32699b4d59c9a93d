//! `rulecheck list`: editions, rule switches, properties, models and known cards.

use std::path::Path;

use rulecheck::cards::CardDb;
use rulecheck::engine::edition::{EDITIONS, SWITCHES};
use rulecheck::model;

pub fn run(shared: &super::shared::SharedArgs, models: &Path) -> i32 {
    outln!("Editions:");
    for e in EDITIONS {
        outln!("  {:<12} {}", e.name, e.title);
    }
    outln!(
        "  latest       = 2026-01-16\n\nRule switches (value in each edition: {}):",
        EDITIONS
            .iter()
            .map(|e| e.name)
            .collect::<Vec<_>>()
            .join(" / ")
    );
    for s in SWITCHES {
        let per: Vec<&str> = EDITIONS.iter().map(|e| s.value(&e.rules)).collect();
        outln!("  {:<28} {:<12} {}", s.name, s.cite, s.summary);
        outln!(
            "  {:<28} values: {}; editions: {}",
            "",
            s.values.join(" | "),
            per.join(" / ")
        );
    }
    outln!("\nProperties ({}):", shared.describe());
    match shared.load() {
        Ok(ps) => {
            for p in ps {
                outln!(
                    "  {:<40} {:<9} {:<14} {}",
                    p.id,
                    p.kind.name(),
                    p.cite,
                    p.description
                );
            }
        }
        Err(code) => return code,
    }
    outln!("\nModels ({}):", models.display());
    match model::discover(&[models.to_path_buf()]) {
        Ok(files) => {
            for f in files {
                match model::load(&f) {
                    Ok(s) => outln!("  {:<48} {}", f.display(), s.name),
                    Err(e) => outln!("  {:<48} (error: {e})", f.display()),
                }
            }
        }
        Err(e) => outln!("  ({e})"),
    }
    outln!("\nKnown cards:");
    match CardDb::bundled() {
        Ok(db) => {
            for n in db.names() {
                // A card whose file leaves some of its text unmodelled says so, and what.
                outln!("  {n}");
                if let Some(id) = db.lookup(n) {
                    for m in db.get(id).unmodelled() {
                        outln!("      not modelled: {m}");
                    }
                }
            }
        }
        Err(e) => outln!("  (cannot load: {e})"),
    }
    0
}
