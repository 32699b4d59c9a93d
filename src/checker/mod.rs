//! The stateright adapter: one `Model` per (scenario, rules, properties), run modes and limits.
//!
//! stateright's `Property` takes plain `fn` pointers, so properties loaded from files are
//! dispatched through a fixed table of functions indexed by position (`SLOTS` at a time; more
//! properties are checked in further passes over the same state space).

mod bfs;
mod dfs;
pub mod distributed;
pub mod explorer;
mod fold;
pub mod lasso;
mod por;
mod run;
mod search;
pub mod shard;
mod visited;

pub use crate::report::results::*;
pub use por::Broken as BrokenPor;
pub use run::*;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use stateright::{Model, Property};

use crate::engine::{Action, Engine, Game, ListedMoves, MoveBudget, Rules};
use crate::model::Scenario;
use crate::property::{CardField, Kind, PlayerField, PropertyDef};

/// How many properties one stateright model carries.
pub const SLOTS: usize = 32;

/// How many moves one state may offer unless `--max-moves` says otherwise: a state with more
/// ends the search, incomplete (declaring blockers alone can offer (attackers+1)^blockers).
pub const DEFAULT_MAX_MOVES: usize = 100_000;

/// A game state as the search holds it: the game, and what changed from the state it was
/// generated from: which cards' objects (a superset: those the engine handed out for change),
/// and whether the players did. Those marks are not part of the state's identity (neither
/// hashed nor compared): they only let a property skip what its value on the parent already
/// settled, since stateright evaluates every property on a state before generating its
/// successors (see `Reuse`).
#[derive(Clone)]
pub struct SearchState {
    pub game: Game,
    /// Cards whose objects differ from the parent's, bit `id % 64`; all bits with no parent.
    changed_cards: u64,
    shares_players: bool,
    /// With no object and no player changed: whether the rest of the game is the parent's
    /// too, beside who holds priority (`Game::same_beside_objects_players_and_priority`).
    shares_rest: bool,
}

impl SearchState {
    pub fn new(mut game: Game) -> SearchState {
        game.objs.untouched();
        SearchState {
            game,
            changed_cards: u64::MAX,
            shares_players: false,
            shares_rest: false,
        }
    }

    /// `game`, generated from `last` (a copy of its game, then changed).
    fn after(last: &SearchState, mut game: Game) -> SearchState {
        let changed_cards = game.objs.untouched();
        let shares_players = game.players.ptr_eq(&last.players);
        let shares_rest = changed_cards == 0
            && shares_players
            && game.same_beside_objects_players_and_priority(&last.game);
        SearchState {
            changed_cards,
            shares_players,
            shares_rest,
            game,
        }
    }
}

/// How a property's value on a state follows from its value on the parent, which, when the
/// property is evaluated at all, made no discovery: true for `always`, false for `sometimes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reuse {
    /// Evaluated on every state.
    Never,
    /// The property reads only cards' objects and players: unchanged when both are.
    Unchanged,
    /// The property reads only cards and players, some card value computed beyond its
    /// object (power, types: `Node::reads_beyond_objects`): unchanged when the objects, the
    /// players and the rest of the game (beside priority) are.
    UnchangedWithRest,
    /// `always all(c in cards ...)` or `sometimes any(c in cards ...)` whose terms read only
    /// the card's own object (`Node::per_card_quantifier`): only the changed cards' terms
    /// can make a discovery.
    ChangedCards,
}

impl Reuse {
    /// `copies`: the model has copy effects (a card's name is then a layer-1 value).
    fn of(p: &PropertyDef, copies: bool) -> Reuse {
        use crate::property::Quant;
        match (p.kind, p.expr.per_card_quantifier(copies)) {
            (Kind::Terminates, _) => Reuse::Never,
            (Kind::Always, Some(Quant::All)) | (Kind::Sometimes, Some(Quant::Any)) => {
                Reuse::ChangedCards
            }
            _ if !p.expr.reads_only_cards_and_players() => Reuse::Never,
            _ if p.expr.reads_beyond_objects(copies) => Reuse::UnchangedWithRest,
            _ => Reuse::Unchanged,
        }
    }
}

impl std::ops::Deref for SearchState {
    type Target = Game;
    fn deref(&self) -> &Game {
        &self.game
    }
}

impl std::hash::Hash for SearchState {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.game.hash(h)
    }
}

impl PartialEq for SearchState {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game
    }
}

impl Eq for SearchState {}

/// The game's `Debug` (the Explorer shows `explorer::Shown`'s, with card names, instead).
impl std::fmt::Debug for SearchState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.game.fmt(f)
    }
}

/// The rules of one scenario as a stateright model.
pub struct RuleModel {
    pub scenario: Arc<Scenario>,
    pub rules: Rules,
    pub props: Vec<Arc<PropertyDef>>,
    /// Set to stop the search: every new state is then outside the boundary.
    pub stop: Arc<AtomicBool>,
    pub generated: Arc<AtomicUsize>,
    /// Forced states the search passed through without storing them (`fold.rs`), each time
    /// a chain was walked.
    pub folded: AtomicUsize,
    pub max_states: Option<usize>,
    pub symmetry: bool,
    /// Forced-move folding (`fold.rs`): states with a single move are passed through, not
    /// stored. Only rulecheck's searches fold; the Explorer shows every state.
    pub fold: bool,
    /// A deliberately broken folding, for the test that must catch it: properties are not
    /// evaluated on the states inside a chain.
    #[doc(hidden)]
    pub fold_skips_chains: bool,
    /// The bound on each state's move generation; it reads `stop`.
    pub budget: MoveBudget,
    /// Partial-order reduction on top of folding (`por.rs`): moves proved to commute with
    /// passing priority, whose postponement hides no discovery, are postponed.
    pub por: bool,
    /// A deliberately broken reduction, for the tests that must catch it.
    #[doc(hidden)]
    pub por_broken: por::Broken,
    /// Per property: a discovery was made. stateright 0.31 overwrites an `always`/`sometimes`
    /// discovery with every later state that also qualifies (bfs.rs only guards `eventually`),
    /// so the first one, the shortest under single-threaded BFS, is kept by reporting no
    /// further discoveries once one is made.
    found: Vec<AtomicBool>,
    /// Per property: how its value on a parent carries over to a state.
    reuse: Vec<Reuse>,
    /// Fingerprints of states whose forced chain escapes (for `terminates`).
    escapes: Mutex<rustc_hash::FxHashSet<u64>>,
    /// Some state's forced chain went on past `lasso::MAX_CHAIN` moves without looping or
    /// escaping: `terminates` is undecided there and the search stopped.
    pub chain_too_long: AtomicBool,
}

impl RuleModel {
    pub fn new(scenario: Arc<Scenario>, rules: Rules, props: Vec<Arc<PropertyDef>>) -> RuleModel {
        assert!(
            props.len() <= MAX_PROPERTIES,
            "at most {MAX_PROPERTIES} properties per model"
        );
        // `c.attacked` and `p.spells_cast` are kept only where something reads them (CR 508.1,
        // 601.2i): a card, or one of the properties checked.
        let reads = |card: Option<CardField>, player: Option<PlayerField>| {
            props.iter().any(|p| {
                card.is_some_and(|f| p.expr.reads_card_field(f))
                    || player.is_some_and(|f| p.expr.reads_player_field(f))
            })
        };
        let attacked = reads(Some(CardField::Attacked), None);
        let spells = reads(None, Some(PlayerField::SpellsCast));
        let table = &scenario.table;
        let scenario = match (attacked && !table.attack_memory) || (spells && !table.counts_spells)
        {
            true => {
                let mut s = (*scenario).clone();
                s.table.attack_memory |= attacked;
                s.table.counts_spells |= spells;
                Arc::new(s)
            }
            false => scenario,
        };
        let copies = scenario.table.copy_effects;
        let reuse = props.iter().map(|p| Reuse::of(p, copies)).collect();
        let found = props.iter().map(|_| AtomicBool::new(false)).collect();
        let stop = Arc::new(AtomicBool::new(false));
        RuleModel {
            scenario,
            rules,
            props,
            budget: MoveBudget::new(Some(stop.clone()), DEFAULT_MAX_MOVES),
            stop,
            generated: Arc::new(AtomicUsize::new(0)),
            folded: AtomicUsize::new(0),
            max_states: None,
            symmetry: true,
            fold: true,
            fold_skips_chains: false,
            por: false,
            por_broken: por::Broken::No,
            found,
            reuse,
            escapes: Mutex::new(rustc_hash::FxHashSet::default()),
            chain_too_long: AtomicBool::new(false),
        }
    }

    /// Evaluates every property on every state, reusing no value from a parent (`Reuse`).
    pub fn evaluate_every_state(&mut self) {
        self.reuse.iter_mut().for_each(|r| *r = Reuse::Never);
    }

    /// At most `max_moves` moves per state (see `DEFAULT_MAX_MOVES`).
    pub fn set_max_moves(&mut self, max_moves: usize) {
        self.budget = MoveBudget::new(Some(self.stop.clone()), max_moves);
    }

    pub fn engine(&self) -> Engine<'_> {
        Engine::new(&self.scenario.table, self.rules)
            .with_symmetry(self.symmetry)
            .with_budget(&self.budget)
    }

    /// The condition stateright sees for property `i`: after the first discovery, "nothing to
    /// discover" (true for `always`, false for `sometimes`).
    fn holds(&self, i: usize, s: &SearchState) -> bool {
        self.holds_with(i, s, &ListedMoves::default())
    }

    /// A state's moves were cut short by the budget: the state stays unexpanded and the
    /// search stops, incomplete (`check` says why).
    pub fn cut_short(&self, cut: crate::engine::Cut) {
        self.engine().record_cut(cut);
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether property `i` holds on `s` (or, once it has a discovery, its quiet value),
    /// `s`'s moves listed once in `moves` for every property that asks and for the search.
    pub fn holds_with(&self, i: usize, s: &SearchState, moves: &ListedMoves) -> bool {
        self.holds_at(i, s, moves, search::Place::Whole)
    }

    /// Whether some `terminates` property still awaits a discovery while folding: then a
    /// folded walk that does not see where its chain leads hands the chain's first state back
    /// (`search::Passed::Unsettled`).
    pub fn terminates_waits(&self) -> bool {
        self.fold
            && self
                .props
                .iter()
                .zip(&self.found)
                .any(|(p, f)| p.kind == Kind::Terminates && !f.load(Ordering::Relaxed))
    }

    /// As `holds_with`, for a state at `place`: inside a folded chain, `terminates` waits
    /// for the chain's end (`search::Place::InChain`).
    pub fn holds_at(
        &self,
        i: usize,
        s: &SearchState,
        moves: &ListedMoves,
        place: search::Place,
    ) -> bool {
        let quiet = self.props[i].kind != Kind::Sometimes;
        if self.found[i].load(Ordering::Relaxed) {
            return quiet;
        }
        let v = match self.reuse[i] {
            Reuse::ChangedCards if s.changed_cards == 0 => quiet,
            Reuse::ChangedCards => {
                self.props[i].eval_over(&self.engine(), s, moves, s.changed_cards)
            }
            Reuse::Unchanged if s.changed_cards == 0 && s.shares_players => quiet,
            Reuse::UnchangedWithRest if s.shares_rest => quiet,
            _ if self.props[i].kind == Kind::Terminates && place == search::Place::InChain => quiet,
            _ if self.props[i].kind == Kind::Terminates => {
                match lasso::walk_listed(
                    &self.engine(),
                    (s, moves),
                    &self.escapes,
                    Some(&self.stop),
                ) {
                    lasso::Walk::Escapes => true,
                    lasso::Walk::Loops(_) => false,
                    lasso::Walk::Stopped => quiet,
                    lasso::Walk::TooLong => {
                        // Neither a loop nor an escape within the bound (a stack that grows
                        // at every forced pass): undecided, so the search stops incomplete.
                        self.chain_too_long.store(true, Ordering::Relaxed);
                        self.stop.store(true, Ordering::Relaxed);
                        quiet
                    }
                }
            }
            _ => self.props[i].eval_with(&self.engine(), s, moves),
        };
        if self.budget.was_cut() {
            // Some state's moves were cut short (this one's, for `enabled` or a forced loop,
            // or another's): a discovery now may rest on a partial list. The search stops,
            // incomplete.
            self.stop.store(true, Ordering::Relaxed);
            if v != quiet {
                return quiet;
            }
        }
        if v != quiet && self.found[i].swap(true, Ordering::Relaxed) {
            // Another thread made the first discovery meanwhile.
            return quiet;
        }
        v
    }
}

/// The most properties one stateright model can carry: the size of the table of condition
/// functions (`check` runs `SLOTS` at a time; the Explorer's one model carries them all).
pub const MAX_PROPERTIES: usize = 32 * 32;

/// A stateright model whose property `i` is `RuleModel::holds(i, ..)` on its state: the search's
/// own model, and the Explorer's (`explorer::ExplorerModel`).
pub trait Slots: Model {
    fn holds_slot(&self, i: usize, s: &Self::State) -> bool;

    /// The condition stateright calls for each property, by position.
    const SLOT_FNS: [[SlotFn<Self>; 32]; MAX_PROPERTIES / 32] = slot_rows!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31);
}

impl Slots for RuleModel {
    fn holds_slot(&self, i: usize, s: &SearchState) -> bool {
        self.holds(i, s)
    }
}

fn slot<M: Slots, const I: usize>(m: &M, s: &M::State) -> bool {
    m.holds_slot(I, s)
}

macro_rules! slot_row {
    ($row:literal: $($i:literal)*) => {
        [$(slot::<Self, { $row * 32 + $i }>),*]
    };
}

macro_rules! slot_rows {
    ($($row:literal)*) => {
        [$(slot_row!($row: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31)),*]
    };
}
use slot_row;
use slot_rows;

pub type SlotFn<M> = fn(&M, &<M as Model>::State) -> bool;

/// The condition stateright calls for property `i`.
fn slot_fn<M: Slots>(i: usize) -> SlotFn<M> {
    M::SLOT_FNS[i / 32][i % 32]
}

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

    /// The properties as stateright sees them, for model `M` (this one or one that wraps it).
    fn properties_for<M: Slots>(&self) -> Vec<Property<M>> {
        let mut out: Vec<Property<M>> = self
            .props
            .iter()
            .enumerate()
            .map(|(i, p)| match p.kind {
                Kind::Always | Kind::Terminates => {
                    Property::<M>::always(self.slot_name(i), slot_fn::<M>(i))
                }
                Kind::Sometimes => Property::<M>::sometimes(self.slot_name(i), slot_fn::<M>(i)),
            })
            .collect();
        if out.is_empty() {
            // stateright explores nothing beyond the initial state without a property.
            out.push(Property::<M>::always("explore", |_, _| true));
        }
        out
    }
}

impl Model for RuleModel {
    type State = SearchState;
    type Action = Action;

    fn init_states(&self) -> Vec<SearchState> {
        vec![SearchState::new(
            self.engine().start(self.scenario.setup.clone()),
        )]
    }

    fn actions(&self, state: &SearchState, actions: &mut Vec<Action>) {
        match self.engine().try_actions(state) {
            Ok(listed) => actions.extend(listed),
            Err(cut) => self.cut_short(cut),
        }
    }

    fn next_state(&self, last: &SearchState, action: Action) -> Option<SearchState> {
        let next = self.engine().apply(last, &action);
        if cfg!(debug_assertions) {
            if let Err(e) = self.engine().invariants(&next) {
                panic!("engine invariant broken after {action:?}: {e}");
            }
        }
        Some(SearchState::after(last, next))
    }

    fn format_action(&self, action: &Action) -> String {
        self.engine().label(action)
    }

    fn properties(&self) -> Vec<Property<Self>> {
        self.properties_for()
    }

    fn within_boundary(&self, _state: &SearchState) -> bool {
        let n = self.generated.fetch_add(1, Ordering::Relaxed) + 1;
        if self.max_states.is_some_and(|m| n > m) {
            self.stop.store(true, Ordering::Relaxed);
        }
        !self.stop.load(Ordering::Relaxed)
    }
}
