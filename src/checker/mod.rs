//! The stateright adapter: one `Model` per (scenario, rules, properties), run modes and limits.
//!
//! stateright's `Property` takes plain `fn` pointers, so properties loaded from files are
//! dispatched through a fixed table of functions indexed by position (`SLOTS` at a time; more
//! properties are checked in further passes over the same state space).

pub mod lasso;
mod run;

pub use run::*;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use stateright::{Model, Property};

use crate::engine::{Action, Engine, Game, Rules};
use crate::model::Scenario;
use crate::property::{Kind, PropertyDef};

/// How many properties one stateright model carries.
pub const SLOTS: usize = 32;

/// The rules of one scenario as a stateright model.
pub struct RuleModel {
    pub scenario: Arc<Scenario>,
    pub rules: Rules,
    pub props: Vec<Arc<PropertyDef>>,
    /// Set to stop the search: every new state is then outside the boundary.
    pub stop: Arc<AtomicBool>,
    pub generated: Arc<AtomicUsize>,
    pub max_states: Option<usize>,
    pub symmetry: bool,
    /// Per property: a discovery was made. stateright 0.31 overwrites an `always`/`sometimes`
    /// discovery with every later state that also qualifies (bfs.rs only guards `eventually`),
    /// so the first one, the shortest under single-threaded BFS, is kept by reporting no
    /// further discoveries once one is made.
    found: Vec<AtomicBool>,
    /// Fingerprints of states whose forced chain escapes (for `terminates`).
    escapes: Mutex<rustc_hash::FxHashSet<u64>>,
}

impl RuleModel {
    pub fn new(scenario: Arc<Scenario>, rules: Rules, props: Vec<Arc<PropertyDef>>) -> RuleModel {
        assert!(props.len() <= SLOTS, "at most {SLOTS} properties per model");
        RuleModel {
            scenario,
            rules,
            props,
            stop: Arc::new(AtomicBool::new(false)),
            generated: Arc::new(AtomicUsize::new(0)),
            max_states: None,
            symmetry: true,
            found: (0..SLOTS).map(|_| AtomicBool::new(false)).collect(),
            escapes: Mutex::new(rustc_hash::FxHashSet::default()),
        }
    }

    pub fn engine(&self) -> Engine<'_> {
        Engine::new(&self.scenario.table, self.rules).with_symmetry(self.symmetry)
    }

    /// The condition stateright sees for property `i`: after the first discovery, "nothing to
    /// discover" (true for `always`, false for `sometimes`).
    fn holds(&self, i: usize, s: &Game) -> bool {
        let quiet = self.props[i].kind != Kind::Sometimes;
        if self.found[i].load(Ordering::Relaxed) {
            return quiet;
        }
        let v = match self.props[i].kind {
            Kind::Terminates => lasso::forced_loop(&self.engine(), s, &self.escapes).is_none(),
            _ => self.props[i].eval(&self.engine(), s),
        };
        if v != quiet && self.found[i].swap(true, Ordering::Relaxed) {
            // Another thread made the first discovery meanwhile.
            return quiet;
        }
        v
    }
}

macro_rules! slot_fns {
    ($($i:literal)*) => {
        [$(|m: &RuleModel, s: &Game| m.holds($i, s)),*]
    };
}

const SLOT_FNS: [fn(&RuleModel, &Game) -> bool; SLOTS] = slot_fns!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31);

/// A property's name as stateright knows it: it wants `&'static str`, so each distinct id is
/// leaked once (a few bytes per property per process) and reused.
fn static_name(id: &str) -> &'static str {
    use std::collections::HashSet;
    use std::sync::Mutex;
    static NAMES: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);
    let mut guard = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let set = guard.get_or_insert_with(HashSet::new);
    if let Some(&n) = set.get(id) {
        return n;
    }
    let leaked: &'static str = Box::leak(id.to_string().into_boxed_str());
    set.insert(leaked);
    leaked
}

impl RuleModel {
    /// The stateright name of property `i`.
    pub fn slot_name(&self, i: usize) -> &'static str {
        static_name(&self.props[i].id)
    }
}

impl Model for RuleModel {
    type State = Game;
    type Action = Action;

    fn init_states(&self) -> Vec<Game> {
        vec![self.engine().start(self.scenario.setup.clone())]
    }

    fn actions(&self, state: &Game, actions: &mut Vec<Action>) {
        actions.extend(self.engine().actions(state));
    }

    fn next_state(&self, last: &Game, action: Action) -> Option<Game> {
        let next = self.engine().apply(last, &action);
        if cfg!(debug_assertions) {
            if let Err(e) = self.engine().invariants(&next) {
                panic!("engine invariant broken after {action:?}: {e}");
            }
        }
        Some(next)
    }

    fn format_action(&self, action: &Action) -> String {
        self.engine().label(action)
    }

    /// The Explorer shows this picture of the path's last state: the board, as text.
    fn as_svg(&self, path: stateright::Path<Game, Action>) -> Option<String> {
        let board = crate::report::board(&self.engine(), path.last_state());
        Some(crate::report::svg(&board))
    }

    fn format_step(&self, last: &Game, action: Action) -> Option<String> {
        let eng = self.engine();
        let next = eng.apply(last, &action);
        Some(format!(
            "{}\n\n{}",
            eng.describe(last, &action),
            crate::report::board(&eng, &next)
        ))
    }

    fn properties(&self) -> Vec<Property<Self>> {
        let mut out: Vec<Property<Self>> = self
            .props
            .iter()
            .enumerate()
            .map(|(i, p)| match p.kind {
                Kind::Always | Kind::Terminates => {
                    Property::<Self>::always(self.slot_name(i), SLOT_FNS[i])
                }
                Kind::Sometimes => Property::<Self>::sometimes(self.slot_name(i), SLOT_FNS[i]),
            })
            .collect();
        if out.is_empty() {
            // stateright explores nothing beyond the initial state without a property.
            out.push(Property::<Self>::always("explore", |_, _| true));
        }
        out
    }

    fn within_boundary(&self, _state: &Game) -> bool {
        let n = self.generated.fetch_add(1, Ordering::Relaxed) + 1;
        if self.max_states.is_some_and(|m| n > m) {
            self.stop.store(true, Ordering::Relaxed);
        }
        !self.stop.load(Ordering::Relaxed)
    }
}
