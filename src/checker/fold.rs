//! Forced-move folding: a state whose only legal move is forced (a priority pass with nothing
//! else to do, or any other single move) is not stored. A transition into such a state follows
//! the chain of single moves to the next state where someone has a real choice, where the game
//! ended, or where the chain loops; the search stores only that end.
//!
//! Every state of a chain is still handed to the search (`passing`), which evaluates the
//! properties on it: a discovery inside a chain is made on its exact state. A chain that comes
//! back on itself (Brent's cycle detection, as in `lasso.rs`, or a state this walk recorded)
//! has no end: it is a loop of mandatory actions, and nothing after it is stored.
//!
//! `terminates` is not walked from the states inside a chain: the walk that folds the chain
//! sees where it leads (`Landing::settled`). One that ends at a choice or at the end of the
//! game, or runs into a chain walked before, puts none of its states on a loop; one that
//! loops, leaves the boundary, is cut, or ends where the only other move is conceding hands
//! its first state back (`search::Passed::Unsettled`), and `terminates` walks the chain from
//! there as without folding (`lasso::walk_listed`), finding the same lasso. A chain longer than `lasso::MAX_CHAIN` moves is cut
//! there: its last state is stored as if it offered a choice (storing a state is always
//! sound; it only costs memory).
//!
//! Chains from different states often run into each other (passes that end in the same
//! step). So that a chain is not walked again from each state that enters it, the fingerprints
//! of forced states passed through are kept in a cache of fixed size (`Walked`): a walk that
//! reaches one stops there, since the rest of that chain was walked (and its end stored) before.
//! The cache only saves work: a fingerprint it has dropped for another makes a chain be walked
//! again, which finds the same states and the same end.
//!
//! Which moves are forced is the model's own list (`Model::actions`): a state where a player
//! may concede offers two moves and is stored. Replaying a path (`follow`) takes the same
//! forced moves the search took.

use std::sync::atomic::{AtomicU64, Ordering};

use stateright::Model;

use super::search::fingerprint;
use super::{lasso, RuleModel, SearchState};
use crate::engine::Action;

/// Slots of the cache of walked forced states: 8 bytes each, 16 MiB per search (about 5 ms to
/// clear; part of every folded search's peak memory).
const WALKED_SLOTS: usize = 1 << 21;

/// Fingerprints of forced states some walk passed through: one slot per fingerprint's low bits,
/// the last one written wins.
pub struct Walked {
    slots: Box<[AtomicU64]>,
}

impl Default for Walked {
    fn default() -> Self {
        Walked {
            slots: (0..WALKED_SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }
}

impl Walked {
    fn slot(&self, fp: u64) -> &AtomicU64 {
        &self.slots[fp as usize & (WALKED_SLOTS - 1)]
    }

    /// Starts loading `fp`'s slot into the cache, for a `seen` soon after.
    fn prefetch(&self, fp: u64) {
        crate::engine::prefetch_address(self.slot(fp).as_ptr().cast_const().cast());
    }

    /// Whether `fp` was recorded; records it if not.
    fn seen(&self, fp: u64) -> bool {
        let slot = self.slot(fp);
        slot.load(Ordering::Relaxed) == fp || {
            slot.store(fp, Ordering::Relaxed);
            false
        }
    }
}

/// Where a transition lands once its forced moves are followed.
pub enum Landing {
    /// The generated state itself: it has a choice, or the game ended there.
    Here(SearchState),
    /// The end of the chain from the generated state, with its fingerprint: a state with a
    /// choice or the end of the game. Every state of the chain escapes to it, so none is on a
    /// loop of mandatory actions.
    End(SearchState, u64),
    /// The end of the chain, stored, past which the forced moves `terminates` follows go on:
    /// the state at which the chain was cut (`lasso::MAX_CHAIN`), stored as if it offered a
    /// choice, or one whose only moves are one move and conceding (`lasso::forced_among`).
    Open(SearchState, u64),
    /// Nowhere new: the chain ran into a chain walked before (whose walk settled where it
    /// leads).
    Joined,
    /// Nowhere new, and what lies after the chain was not seen: it loops forever, or it left
    /// the boundary.
    Unsettled,
}

impl Landing {
    /// Whether the walk saw where every state of the chain leads (to a choice, the end of the
    /// game, or a chain walked before), so that none of them is on a loop of mandatory
    /// actions; if not, `terminates` must walk the chain itself (`lasso::walk_listed`).
    pub fn settled(&self) -> bool {
        matches!(self, Landing::Here(_) | Landing::End(..) | Landing::Joined)
    }
}

/// The one move of `state`, if it has exactly one (`scratch` holds its moves afterwards).
fn forced(model: &RuleModel, state: &SearchState, scratch: &mut Vec<Action>) -> Option<Action> {
    scratch.clear();
    model.actions(state, scratch);
    (scratch.len() == 1).then(|| scratch[0].clone())
}

/// Follows the forced moves from `first` (a state just generated, fingerprint `first_fp`):
/// calls `passing(k, state, moves)` for each forced state of the chain, `k` moves after
/// `first`, with its moves, then returns its end. A walk stops at a state `walked` has seen.
pub fn land(
    model: &RuleModel,
    walked: &Walked,
    (first, first_fp): (SearchState, u64),
    scratch: &mut Vec<Action>,
    mut passing: impl FnMut(u32, &SearchState, &[Action]),
) -> Landing {
    let Some(mut action) = forced(model, &first, scratch) else {
        return Landing::Here(first);
    };
    if walked.seen(first_fp) {
        return Landing::Joined;
    }
    // Brent: `tortoise` is the chain's state at the last power of two; `lam` counts the moves
    // since. (The cache of walked states already stops a walk that comes back to a state it
    // passed, unless another fingerprint took its slot.)
    let (mut power, mut lam) = (1usize, 0usize);
    let mut tortoise = (first.clone(), first_fp);
    // The forced states this walk recorded in `walked`: coming back to one of them is a loop,
    // running into another walk's is not.
    let mut mine: smallvec::SmallVec<[u64; 16]> = smallvec::smallvec![first_fp];
    let (mut cur, mut cur_fp) = (first, first_fp);
    for k in 0..lasso::MAX_CHAIN {
        // `scratch` holds `cur`'s moves (listed by `forced`).
        passing(k as u32, &cur, scratch);
        let Some(next) = model.next_state(&cur, action) else {
            return Landing::Unsettled;
        };
        if !model.within_boundary(&next) {
            return Landing::Unsettled;
        }
        let next_fp = fingerprint(&next);
        // Its slot is loaded while the state's moves are listed.
        walked.prefetch(next_fp);
        lam += 1;
        if next_fp == tortoise.1 && next == tortoise.0 {
            // A loop of mandatory actions: every state on it was handed to `passing`.
            return Landing::Unsettled;
        }
        if lam == power {
            tortoise = (next.clone(), next_fp);
            power *= 2;
            lam = 0;
        }
        match forced(model, &next, scratch) {
            Some(_) if walked.seen(next_fp) => {
                return if mine.contains(&next_fp) {
                    Landing::Unsettled
                } else {
                    Landing::Joined
                };
            }
            Some(a) => {
                mine.push(next_fp);
                action = a;
                (cur, cur_fp) = (next, next_fp);
            }
            None if lasso::forced_among(scratch).is_some() => {
                return Landing::Open(next, next_fp);
            }
            None => return Landing::End(next, next_fp),
        }
    }
    Landing::Open(cur, cur_fp)
}

/// The forced moves a search takes from `state` (as `land` does, without evaluating anything),
/// and the state they lead to. A chain that loops is followed until `lasso::MAX_CHAIN` moves
/// (no stored state lies beyond one).
pub fn follow(model: &RuleModel, mut state: SearchState) -> (SearchState, Vec<Action>) {
    let mut taken = Vec::new();
    let mut scratch = Vec::new();
    while taken.len() < lasso::MAX_CHAIN {
        let Some(a) = forced(model, &state, &mut scratch) else {
            break;
        };
        let Some(next) = model.next_state(&state, a.clone()) else {
            break;
        };
        taken.push(a);
        state = next;
    }
    (state, taken)
}

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::sync::Arc;

    use super::*;
    use crate::engine::Rules;

    /// A chain that starts on the headline loop (the old suspend rule's Crackling Drake and
    /// Blade Banish) comes back to a state its own walk recorded before Brent's method sees
    /// the loop: that is the loop, handed back to `terminates`, not a chain walked before.
    #[test]
    fn a_chain_that_starts_on_a_loop_is_unsettled() {
        let path = Path::new("models/suspend/drake-banish-loop.toml");
        let scenario = Arc::new(crate::model::load(path).unwrap());
        let model = RuleModel::new(scenario, Rules::of("2023-11-17").unwrap(), Vec::new());
        let eng = model.engine();
        let init = model.init_states().remove(0);
        let mut moves = Vec::new();
        model.actions(&init, &mut moves);
        let (chain, loop_start) = moves
            .into_iter()
            .find_map(|a| lasso::forced_loop(&eng, &model.next_state(&init, a)?.game))
            .expect("the headline model loops");
        let on_loop = &chain[loop_start..];
        assert_eq!(on_loop.len(), 2);
        for (game, _) in on_loop {
            let state = SearchState::new(game.clone());
            let fp = fingerprint(&state);
            let mut passed = 0;
            let landing = land(
                &model,
                &Walked::default(),
                (state, fp),
                &mut Vec::new(),
                |_, _, _| passed += 1,
            );
            assert!(
                matches!(landing, Landing::Unsettled),
                "a loop taken for a joined chain"
            );
            assert!(!landing.settled());
            assert_eq!(passed, 2, "each state of the loop is evaluated once");
        }
    }
}
