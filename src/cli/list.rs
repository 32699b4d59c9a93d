//! `rulecheck list`: editions, rule switches, properties, models and known cards.

use std::path::Path;

use rulecheck::cards::CardDb;
use rulecheck::engine::edition::{EDITIONS, SWITCHES};
use rulecheck::model;
use rulecheck::property;

pub fn run(properties: &Path, models: &Path) -> i32 {
    println!("Editions:");
    for e in EDITIONS {
        println!("  {:<12} {}", e.name, e.title);
    }
    println!("  latest       = 2026-01-16\n\nRule switches (first value is the rule in every edition above):");
    let latest = rulecheck::engine::Rules::of("latest").expect("latest");
    for s in SWITCHES {
        println!(
            "  {:<28} {:<28} {:<12} {}",
            s.name,
            s.values.join(" | "),
            s.cite,
            s.summary
        );
        debug_assert_eq!(s.value(&latest), s.values[0]);
    }
    println!("\nProperties ({}):", properties.display());
    match property::load_dir(properties) {
        Ok(ps) => {
            for p in ps {
                println!(
                    "  {:<40} {:<9} {:<14} {}",
                    p.id,
                    p.kind.name(),
                    p.cite,
                    p.description
                );
            }
        }
        Err(e) => println!("  (cannot load: {e})"),
    }
    println!("\nModels ({}):", models.display());
    match model::discover(&[models.to_path_buf()]) {
        Ok(files) => {
            for f in files {
                match model::load(&f) {
                    Ok(s) => println!("  {:<48} {}", f.display(), s.name),
                    Err(e) => println!("  {:<48} (error: {e})", f.display()),
                }
            }
        }
        Err(e) => println!("  ({e})"),
    }
    println!("\nKnown cards:");
    match CardDb::bundled() {
        Ok(db) => {
            for n in db.names() {
                println!("  {n}");
            }
        }
        Err(e) => println!("  (cannot load: {e})"),
    }
    0
}
