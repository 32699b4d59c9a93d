//! `rulecheck mutants`: each property must fail under each rule switch of its `killed_by`;
//! a property that cannot fail is a defect.

use std::collections::BTreeMap;

use rulecheck::report::exit;

use super::check::{config, load, run_all};
use super::RunArgs;

pub fn run(args: &RunArgs) -> i32 {
    let inputs = match load(args) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let cfg = config(args);
    // switch -> properties it must kill
    let mut by_switch: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut all_props: Vec<(String, &'static str, Vec<String>)> = Vec::new();
    for p in inputs
        .shared
        .iter()
        .map(|p| p.as_ref())
        .chain(inputs.models.iter().flat_map(|m| m.properties.iter()))
    {
        if all_props.iter().any(|(id, _, _)| *id == p.id) {
            continue;
        }
        all_props.push((p.id.clone(), p.kind.name(), p.killed_by.clone()));
        for k in &p.killed_by {
            by_switch.entry(k.clone()).or_default().push(p.id.clone());
        }
    }
    // (property, switch) -> a model where the verdict changed
    let mut killed: BTreeMap<(String, String), String> = BTreeMap::new();
    for (switch, ids) in &by_switch {
        eprintln!("mutant {switch}: {} properties to kill", ids.len());
        let runs = match run_all(&inputs, None, std::slice::from_ref(switch), &cfg, true) {
            Ok(r) => r,
            Err(code) => return code,
        };
        for r in &runs {
            for p in &r.properties {
                if ids.contains(&p.id)
                    && !p.as_expected
                    && !killed.contains_key(&(p.id.clone(), switch.clone()))
                {
                    killed.insert(
                        (p.id.clone(), switch.clone()),
                        format!("{} ({} -> {})", r.model, p.expected, p.outcome.name()),
                    );
                }
            }
        }
    }
    let mut survivors = 0;
    println!("{:<44} {:<36} result", "property", "mutant");
    for (id, kind, ks) in &all_props {
        if ks.is_empty() {
            if *kind == "always" {
                survivors += 1;
                println!("{id:<44} {:<36} SURVIVES: no killed_by switch", "-");
            }
            continue;
        }
        for k in ks {
            match killed.get(&(id.clone(), k.clone())) {
                Some(w) => println!("{id:<44} {k:<36} killed in {w}"),
                None => {
                    survivors += 1;
                    println!("{id:<44} {k:<36} SURVIVES: no bundled model tells the difference");
                }
            }
        }
    }
    if survivors > 0 {
        println!("\n{survivors} surviving mutants: a property that cannot fail is a defect");
        exit::EXPECTATION_UNMET
    } else {
        println!("\nevery mutant killed");
        exit::OK
    }
}
