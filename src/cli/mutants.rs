//! `rulecheck mutants`: each property must fail under each rule switch of its `killed_by`;
//! a property that cannot fail is a defect.

use std::collections::BTreeMap;

use rulecheck::checker;
use rulecheck::report::exit;

use super::check::{config, load};
use super::RunArgs;

/// A mutant that makes the state space explode must not stall the run: it is stopped here
/// unless `--max-states` says otherwise, and an unfinished search kills nothing.
const DEFAULT_MAX_STATES: usize = 1_000_000;

pub fn run(args: &RunArgs) -> i32 {
    let inputs = match load(args) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let mut cfg = config(args);
    cfg.max_states = cfg.max_states.or(Some(DEFAULT_MAX_STATES));
    // switch -> properties it must kill
    let mut by_switch: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut all_props: Vec<(String, &'static str, Vec<String>)> = Vec::new();
    let shared = inputs.shared.iter().map(|p| p.as_ref());
    for p in shared.chain(inputs.models.iter().flat_map(|m| m.properties.iter())) {
        if all_props.iter().any(|(id, _, _)| *id == p.id) {
            continue;
        }
        all_props.push((p.id.clone(), p.kind.name(), p.killed_by.clone()));
        for k in &p.killed_by {
            by_switch.entry(k.clone()).or_default().push(p.id.clone());
        }
    }
    // (property, switch) -> the model where its verdict changed
    let mut killed: BTreeMap<(String, String), String> = BTreeMap::new();
    for (switch, ids) in &by_switch {
        eprintln!("mutant {switch}: {} properties to kill", ids.len());
        let mut left: Vec<String> = ids.clone();
        for m in &inputs.models {
            if left.is_empty() {
                break;
            }
            let mut cfg = cfg.clone();
            cfg.only = Some(left.clone());
            let r = match checker::check(
                m,
                &m.edition,
                std::slice::from_ref(switch),
                &inputs.shared,
                &cfg,
            ) {
                Ok(r) => r,
                Err(e) => return super::fail(exit::MODEL_ERROR, &format!("error: {e}")),
            };
            for p in &r.properties {
                if !p.as_expected && p.outcome != checker::Verdict::Unknown {
                    killed.insert(
                        (p.id.clone(), switch.clone()),
                        format!("{} ({} -> {})", r.model, p.expected, p.outcome.name()),
                    );
                    left.retain(|id| *id != p.id);
                }
            }
        }
    }
    let mut survivors = 0;
    println!("{:<48} {:<40} result", "property", "mutant");
    for (id, kind, ks) in &all_props {
        if ks.is_empty() {
            if *kind != "sometimes" {
                survivors += 1;
                println!("{id:<48} {:<40} SURVIVES: no killed_by switch", "-");
            }
            continue;
        }
        for k in ks {
            match killed.get(&(id.clone(), k.clone())) {
                Some(w) => println!("{id:<48} {k:<40} killed in {w}"),
                None => {
                    survivors += 1;
                    println!("{id:<48} {k:<40} SURVIVES: no bundled model tells the difference");
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
