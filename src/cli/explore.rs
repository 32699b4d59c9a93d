//! `rulecheck explore MODEL`: serve stateright's Explorer for one model, on loopback by default.

use std::net::{SocketAddr, TcpListener};
use std::path::Path;
use std::sync::Arc;

use rulecheck::checker::RuleModel;
use rulecheck::engine::{edition, Rules};
use rulecheck::model;
use rulecheck::property;
use rulecheck::report::exit;
use stateright::Model;

use super::fail;

pub fn run(
    model_path: &Path,
    edition_name: Option<&str>,
    sets: &[String],
    bind: &str,
    shared: &super::shared::SharedArgs,
) -> i32 {
    let scenario = match model::load(model_path) {
        Ok(s) => Arc::new(s),
        Err(e) => return fail(exit::MODEL_ERROR, &e.render()),
    };
    let ed = match edition::edition(edition_name.unwrap_or(&scenario.edition)) {
        Ok(e) => e,
        Err(e) => return fail(exit::MODEL_ERROR, &format!("error: {e}")),
    };
    let mut rules = Rules::of(ed.name).expect("a known edition");
    for s in sets {
        if let Err(e) = rules.set(s) {
            return fail(exit::MODEL_ERROR, &format!("error: --set: {e}"));
        }
    }
    let mut props: Vec<Arc<property::PropertyDef>> = match shared.load() {
        Ok(p) => p,
        Err(code) => return code,
    };
    props.extend(scenario.properties.iter().cloned().map(Arc::new));
    // As in `check`: a property about something the model cannot have is not searched.
    props.retain(|p| rulecheck::checker::not_applicable_because(p, &scenario).is_none());
    props.truncate(rulecheck::checker::SLOTS);
    let addr: SocketAddr = match bind.parse() {
        Ok(a) => a,
        Err(_) => {
            return fail(
                2,
                &format!("error: --bind '{bind}' is not an address like 127.0.0.1:3000"),
            )
        }
    };
    // stateright's server panics on a busy port: check first, with a clear message.
    match TcpListener::bind(addr) {
        Ok(l) => drop(l),
        Err(e) => {
            return fail(
                exit::INTERNAL.min(2),
                &format!("error: cannot listen on {addr}: {e} (is another explorer running? try --bind 127.0.0.1:3001)"),
            )
        }
    }
    println!(
        "Explorer for {} ({}) at http://{addr}/",
        scenario.path.display(),
        ed.name
    );
    println!(
        "Open a trace printed by `rulecheck check` at http://{addr}/#/steps/<path>. Ctrl-C stops."
    );
    let model = RuleModel::new(scenario, rules, props);
    model.checker().serve(addr);
    0
}
