//! What reduction tests share: the shared properties, and a result's path replayed on the
//! engine alone.

use std::path::Path;
use std::sync::Arc;

use rulecheck::engine::{Engine, Game, Rules};
use rulecheck::model::Scenario;
use rulecheck::property::{self, PropertyDef};

/// The built-in shared properties (`properties/`).
pub fn shared() -> Vec<Arc<PropertyDef>> {
    property::load_dir(Path::new("properties"))
        .unwrap()
        .into_iter()
        .map(Arc::new)
        .collect()
}

/// The states along a result's path (`PropertyResult::path`: the initial state's index, then
/// each move's), replayed on the engine alone.
pub fn replay(s: &Scenario, rules: Rules, path: &str) -> Vec<Game> {
    let eng = Engine::new(&s.table, rules);
    let mut states = vec![eng.start(s.setup.clone())];
    for i in path.split('/').skip(1) {
        let g = states.last().unwrap();
        let moves = eng.actions(g);
        let a = &moves[i.parse::<usize>().unwrap()];
        states.push(eng.apply(g, a));
    }
    states
}

/// How many steps of a replayed path were taken where the player had more than one move.
pub fn choice_steps(s: &Scenario, rules: Rules, states: &[Game]) -> usize {
    let eng = Engine::new(&s.table, rules);
    let n = states.len().saturating_sub(1);
    states[..n]
        .iter()
        .filter(|g| eng.actions(g).len() > 1)
        .count()
}
