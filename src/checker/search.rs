//! What rulecheck's searches (`bfs.rs`, `dfs.rs`) do alike: a state's fingerprint, its
//! properties, its successors, and a trace rebuilt from what a search remembers.
//!
//! Both use the model exactly as stateright's checkers do: properties are evaluated on a
//! state before its successors are generated, and `within_boundary` decides which successors
//! count.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use stateright::{Expectation, Model, Path, Property};

use super::fold::{self, Landing};
use super::{RuleModel, SearchState};
use crate::engine::{Action, ListedMoves};

/// Why a search cannot report a discovery: replaying the model along what the search
/// remembered does not lead to the discovery (a defect, or two states with one fingerprint).
const LOST_TRACE: &str = "the trace to a discovery could not be rebuilt by replaying the model";

/// The counts a search shares with `check`'s polling loop (stateright's `state_count`,
/// `unique_state_count`, `max_depth`). Threads add to them in batches: updating them for every
/// state would pass their cache line back and forth.
#[derive(Default)]
pub struct Tally {
    states: AtomicUsize,
    unique: AtomicUsize,
    depth: AtomicUsize,
}

impl Tally {
    /// Adds generated states, of which `unique` were new.
    pub fn add(&self, states: usize, unique: usize) {
        self.states.fetch_add(states, Ordering::Relaxed);
        self.unique.fetch_add(unique, Ordering::Relaxed);
    }

    /// A state this many states deep (the initial state is at depth 1) was reached.
    pub fn reach(&self, depth: usize) {
        self.depth.fetch_max(depth, Ordering::Relaxed);
    }

    pub fn states(&self) -> usize {
        self.states.load(Ordering::Relaxed)
    }

    pub fn unique(&self) -> usize {
        self.unique.load(Ordering::Relaxed)
    }

    pub fn depth(&self) -> usize {
        self.depth.load(Ordering::Relaxed)
    }
}

/// A search's discoveries as stateright's `Checker` reports them: each discovered property's
/// name (`found` gives its index) with the path rebuilt to it. A path that cannot be rebuilt
/// is an internal error (`LOST_TRACE`): dropping the discovery would turn "violated" into
/// "holds".
pub fn discoveries(
    model: &RuleModel,
    found: impl Iterator<Item = (usize, Option<Path<SearchState, Action>>)>,
) -> HashMap<&'static str, Path<SearchState, Action>> {
    let properties = model.properties();
    found
        .map(|(i, path)| (properties[i].name, path.expect(LOST_TRACE)))
        .collect()
}

/// A state's fingerprint: 64 bits, never 0 (0 marks "none": an empty slot, no parent).
pub fn fingerprint(s: &SearchState) -> u64 {
    ahash::RandomState::with_seeds(
        0x6266_735f_7061_7265,
        0x6e74_735f_6f6e_6c79,
        0x7275_6c65_6368_6563,
        0x6b5f_7374_6174_6573,
    )
    .hash_one(s)
    .max(1)
}

/// Where a state the search evaluates lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A state the search stores (or a chain's first state handed back, `Passed::Unsettled`):
    /// every property is evaluated on it.
    Whole,
    /// A forced state inside a folded chain: `terminates` is not walked from it, since the
    /// walk that folds the chain sees where it leads (`fold::Landing::settled`) and hands its
    /// first state back when it does not.
    InChain,
}

/// A state a folded walk hands to the search to evaluate (`Folding::land`).
pub enum Passed<'a> {
    /// A forced state of the chain, with its one move.
    Forced(&'a [Action]),
    /// The chain's first state once more, after the walk ended without seeing where the chain
    /// leads (a loop, the boundary, a cut): `terminates` is evaluated on it now, walking the
    /// chain itself (`lasso::walk_listed`). Not counted as folded again.
    Unsettled,
}

/// Evaluates `state`'s properties that have no discovery yet (`discovered(i)` says), calling
/// `discover(i)` for each new one: true if some property still awaits a discovery, that is,
/// if the state's successors matter.
pub fn evaluate(
    model: &RuleModel,
    properties: &[Property<RuleModel>],
    (state, moves, place): (&SearchState, &ListedMoves, Place),
    discovered: impl Fn(usize) -> bool,
    mut discover: impl FnMut(usize),
) -> bool {
    let mut awaiting = false;
    for (i, p) in properties.iter().enumerate() {
        if discovered(i) {
            continue;
        }
        // The model's own properties share the state's moves; the placeholder property of a
        // model with none (`RuleModel::properties`) reads nothing.
        let value = if i < model.props.len() {
            model.holds_at(i, state, moves, place)
        } else {
            (p.condition)(model, state)
        };
        let discovery = match p.expectation {
            Expectation::Always => !value,
            Expectation::Sometimes => value,
            // rulecheck has no `eventually` properties (see `RuleModel::properties`).
            Expectation::Eventually => false,
        };
        if discovery {
            discover(i);
        } else {
            awaiting = true;
        }
    }
    awaiting
}

/// Calls `each(index, successor)` for `state`'s successors within the boundary, in action
/// order (`actions` is scratch space; `listed`, the state's moves if someone listed them).
pub fn successors(
    model: &RuleModel,
    state: &SearchState,
    actions: &mut Vec<Action>,
    listed: ListedMoves,
    mut each: impl FnMut(u32, SearchState),
) {
    match listed.into_listed() {
        Some(Ok(moves)) => *actions = moves,
        Some(Err(cut)) => model.cut_short(cut),
        None => model.actions(state, actions),
    }
    // Partial-order reduction: the moves to take (the others keep their indices).
    let taken = if model.por {
        super::por::ample(model, state, actions)
    } else {
        None
    };
    for (index, action) in actions.drain(..).enumerate() {
        if taken.as_ref().is_some_and(|t| !t[index]) {
            continue;
        }
        let Some(succ) = model.next_state(state, action) else {
            continue;
        };
        if model.within_boundary(&succ) {
            each(index as u32, succ);
        }
    }
}

/// Where a discovery lies past the last stored state of its path, when it lies inside a folded
/// chain: the move taken at that stored state (its index among the state's moves), then this
/// many forced moves (0: the state that move leads to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tail {
    pub index: u32,
    pub forced: u32,
}

/// What folding (`fold.rs`) shares between a search's threads: the forced states walked.
#[derive(Default)]
pub struct Folding {
    walked: fold::Walked,
}

impl Folding {
    /// Where the transition by move `index` to `succ` (fingerprint `fp`) lands: `None` when it
    /// leads nowhere new (`is_stored(fp)`, a chain walked before, a loop, the search stopped),
    /// else the state the search may store, with its fingerprint. Calls
    /// `passing(tail, state, Passed::Forced(moves))` for each forced state passed through,
    /// with its moves, and, when the walk did not settle where the chain leads and some
    /// `terminates` property awaits a discovery, `passing(tail, first, Passed::Unsettled)`
    /// for the chain's first state.
    #[allow(clippy::too_many_arguments)]
    pub fn land(
        &self,
        model: &RuleModel,
        (index, succ, fp): (u32, SearchState, u64),
        is_stored: impl FnOnce(u64) -> bool,
        scratch: &mut Vec<Action>,
        mut passing: impl FnMut(Tail, &SearchState, Passed),
    ) -> Option<(SearchState, u64)> {
        if is_stored(fp) {
            return None;
        }
        let keep_first = model.terminates_waits();
        let mut first = None;
        let landing = fold::land(
            model,
            &self.walked,
            (succ, fp),
            scratch,
            |forced, s, moves| {
                if forced == 0 && keep_first {
                    first = Some(s.clone());
                }
                passing(Tail { index, forced }, s, Passed::Forced(moves))
            },
        );
        if !landing.settled() {
            if let Some(first) = first {
                passing(Tail { index, forced: 0 }, &first, Passed::Unsettled);
            }
        }
        match landing {
            Landing::Here(s) => Some((s, fp)),
            Landing::End(s, fp) | Landing::Open(s, fp) => Some((s, fp)),
            Landing::Joined | Landing::Unsettled => None,
        }
    }
}

/// The path from the initial state that takes, at each step, the action with the given index
/// (and, with folding, the forced moves after it), then the tail's moves.
pub fn path_of_indices(
    model: &RuleModel,
    indices: &[u32],
    tail: Option<Tail>,
) -> Option<Path<SearchState, Action>> {
    let mut indices = indices.iter();
    path_where(
        model,
        |_, _| match indices.next() {
            Some(&i) => Pick::Take(i as usize),
            None => Pick::Done,
        },
        tail,
    )
}

/// The path through the stored states with the given fingerprints, the first an initial
/// state's: at each step, the first action whose successor (with folding: the end of its
/// forced moves) has the next fingerprint; then the tail's moves.
pub fn path_of_fingerprints(
    model: &RuleModel,
    fingerprints: &[u64],
    tail: Option<Tail>,
) -> Option<Path<SearchState, Action>> {
    let (first, rest) = fingerprints.split_first()?;
    let init = model.init_states().into_iter().next()?;
    if fingerprint(&init) != *first {
        return None;
    }
    let mut rest = rest.iter();
    path_where(
        model,
        |state, available| {
            let Some(&target) = rest.next() else {
                return Pick::Done;
            };
            available
                .iter()
                .position(|a| {
                    model.next_state(state, a.clone()).is_some_and(|s| {
                        let s = if model.fold {
                            fold::follow(model, s).0
                        } else {
                            s
                        };
                        fingerprint(&s) == target
                    })
                })
                .map_or(Pick::Lost, Pick::Take)
        },
        tail,
    )
}

/// What a path takes next.
enum Pick {
    /// The action with this index among those available.
    Take(usize),
    /// Nothing: the path ends here.
    Done,
    /// No action leads on (the search's record and the model disagree).
    Lost,
}

/// The path from the initial state that takes the actions `choose` picks among those
/// available (with folding, each followed by its forced moves), until it is done; then the
/// tail's moves.
fn path_where(
    model: &RuleModel,
    mut choose: impl FnMut(&SearchState, &[Action]) -> Pick,
    tail: Option<Tail>,
) -> Option<Path<SearchState, Action>> {
    let init = model.init_states().into_iter().next()?;
    let mut state = init.clone();
    let mut taken = Vec::new();
    let mut available = Vec::new();
    loop {
        model.actions(&state, &mut available);
        let action = match choose(&state, &available) {
            Pick::Take(i) if i < available.len() => available.swap_remove(i),
            Pick::Done => break,
            Pick::Take(_) | Pick::Lost => return None,
        };
        available.clear();
        state = model.next_state(&state, action.clone())?;
        taken.push(action);
        if model.fold {
            let (end, forced) = fold::follow(model, state);
            state = end;
            taken.extend(forced);
        }
    }
    if let Some(tail) = tail {
        let action = available.get(tail.index as usize)?.clone();
        state = model.next_state(&state, action.clone())?;
        taken.push(action);
        let mut scratch = Vec::new();
        for _ in 0..tail.forced {
            model.actions(&state, &mut scratch);
            let [action] = &scratch[..] else {
                return None;
            };
            let action = action.clone();
            scratch.clear();
            state = model.next_state(&state, action.clone())?;
            taken.push(action);
        }
    }
    Path::from_actions(model, init, &taken)
}
