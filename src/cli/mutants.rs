//! `rulecheck mutants`: each property must fail under each rule switch of its `killed_by`;
//! a property that cannot fail is a defect.

use std::collections::BTreeMap;

use rulecheck::checker;
use rulecheck::report::exit;

use super::check::{config, load};
use super::{Format, RunArgs};

/// A mutant that makes the state space explode must not stall the run: it is stopped here
/// unless `--max-states` says otherwise, and an unfinished search kills nothing.
const DEFAULT_MAX_STATES: usize = 1_000_000;

pub fn run(args: &RunArgs, format: Format) -> i32 {
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
    let mut killed: BTreeMap<(String, String), Kill> = BTreeMap::new();
    // (property, switch) -> why a search that could have killed it stopped early
    let mut unfinished: BTreeMap<(String, String), String> = BTreeMap::new();
    for (switch, ids) in &by_switch {
        let n = ids.len();
        let s = if n == 1 { "y" } else { "ies" };
        eprintln!("mutant {switch}: {n} propert{s} to kill");
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
                let key = (p.id.clone(), switch.clone());
                if p.outcome == checker::Verdict::Unknown {
                    let why = r.stopped_by.clone().unwrap_or_else(|| "a limit".into());
                    unfinished.entry(key).or_insert(why);
                } else if !p.as_expected {
                    killed.insert(
                        key,
                        Kill {
                            model: r.model.clone(),
                            expected: p.expected.clone(),
                            outcome: p.outcome.name(),
                        },
                    );
                    left.retain(|id| *id != p.id);
                }
            }
        }
    }
    let mut rows: Vec<Row> = Vec::new();
    for (id, kind, ks) in &all_props {
        if ks.is_empty() {
            if *kind != "sometimes" {
                rows.push(Row::new(
                    id,
                    kind,
                    None,
                    Fate::Survives("no killed_by switch"),
                ));
            }
            continue;
        }
        for k in ks {
            let key = (id.clone(), k.clone());
            let fate = match (killed.remove(&key), unfinished.remove(&key)) {
                (Some(kill), _) => Fate::Killed(kill),
                // An unfinished search proves nothing: the mutant may yet be killed.
                (None, Some(why)) => Fate::Unknown(why),
                (None, None) => Fate::Survives("no model checked tells the difference"),
            };
            rows.push(Row::new(id, kind, Some(k), fate));
        }
    }
    let survivors = rows
        .iter()
        .filter(|r| matches!(r.fate, Fate::Survives(_)))
        .count();
    let unknown = rows
        .iter()
        .filter(|r| matches!(r.fate, Fate::Unknown(_)))
        .count();
    let code = if survivors > 0 {
        exit::EXPECTATION_UNMET
    } else if unknown > 0 {
        exit::INCOMPLETE
    } else {
        exit::OK
    };
    match format {
        Format::Json => print_json(&rows, code, unknown == 0),
        Format::Text => print_text(&rows, survivors, unknown),
    }
    code
}

/// Where a mutant was killed: the model whose verdict changed, and how.
struct Kill {
    model: String,
    expected: rulecheck::report::results::Name,
    outcome: &'static str,
}

enum Fate {
    Killed(Kill),
    /// Not killed, and some search that could have killed it stopped early (why).
    Unknown(String),
    /// Not killed by any complete search (why).
    Survives(&'static str),
}

/// One property under one mutant (`switch`: none for a property without `killed_by`).
struct Row {
    property: String,
    kind: &'static str,
    switch: Option<String>,
    fate: Fate,
}

impl Row {
    fn new(property: &str, kind: &'static str, switch: Option<&String>, fate: Fate) -> Row {
        Row {
            property: property.to_string(),
            kind,
            switch: switch.cloned(),
            fate,
        }
    }
}

fn print_text(rows: &[Row], survivors: usize, unknown: usize) {
    outln!("{:<48} {:<40} result", "property", "mutant");
    for r in rows {
        let result = match &r.fate {
            Fate::Killed(k) => format!("killed in {} ({} -> {})", k.model, k.expected, k.outcome),
            Fate::Unknown(why) => format!("unknown (incomplete: {why})"),
            Fate::Survives(why) => format!("SURVIVES: {why}"),
        };
        let switch = r.switch.as_deref().unwrap_or("-");
        outln!("{:<48} {switch:<40} {result}", r.property);
    }
    if survivors > 0 {
        outln!("\n{survivors} surviving mutants: a property that cannot fail is a defect");
    }
    if unknown > 0 {
        outln!(
            "\n{unknown} mutants undecided: a search stopped at a limit before it could kill them"
        );
    }
    if survivors == 0 && unknown == 0 {
        outln!("\nevery mutant killed");
    }
}

/// One JSON object: `{"ok", "complete", "mutants": [{"property", "kind", "switch", "result",
/// "model", "expected", "outcome", "stopped_by"}]}` (README "JSON").
fn print_json(rows: &[Row], code: i32, complete: bool) {
    let mutants: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            let (result, kill, stopped_by) = match &r.fate {
                Fate::Killed(k) => ("killed", Some(k), None),
                Fate::Unknown(why) => ("unknown", None, Some(why.as_str())),
                Fate::Survives(_) => ("survives", None, None),
            };
            serde_json::json!({
                "property": r.property,
                "kind": r.kind,
                "switch": r.switch,
                "result": result,
                "model": kill.map(|k| &k.model),
                "expected": kill.map(|k| &k.expected),
                "outcome": kill.map(|k| k.outcome),
                "stopped_by": stopped_by,
            })
        })
        .collect();
    let out = serde_json::json!({
        "ok": code == exit::OK,
        "complete": complete,
        "mutants": mutants,
    });
    outln!("{out:#}");
}
