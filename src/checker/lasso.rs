//! Forced loops (CR 104.4b, 731.4): a reachable cycle of states in each of which exactly one
//! move is possible is a loop of mandatory actions, which the rules call a draw.
//!
//! stateright's `eventually` ignores cycles, so `terminates` is evaluated as an `always`
//! condition: from a state with a single move, follow the chain of single successors. If it
//! comes back to a state already on the chain, the state starts a lasso. States from which the
//! chain escapes (a choice, or the end of the game) are remembered by fingerprint, so each state
//! is walked through at most once over a whole search: the cost is linear in the explored graph.

use std::hash::{Hash, Hasher};
use std::sync::Mutex;

use rustc_hash::{FxHashMap, FxHashSet, FxHasher};

use crate::engine::{Action, Engine, Game};

/// A chain longer than this is treated as escaping (no bundled model comes near it).
const MAX_CHAIN: usize = 100_000;

fn fingerprint(g: &Game) -> u64 {
    let mut h = FxHasher::default();
    g.hash(&mut h);
    h.finish()
}

/// The forced moves from `start`: `(chain, loop_start)` when they loop, the loop being
/// `chain[loop_start..]` and returning to `chain[loop_start].0`.
pub type Lasso = (Vec<(Game, Action)>, usize);

pub fn forced_loop(eng: &Engine, start: &Game, escapes: &Mutex<FxHashSet<u64>>) -> Option<Lasso> {
    let mut chain: Vec<(Game, Action)> = Vec::new();
    let mut seen: FxHashMap<Game, usize> = FxHashMap::default();
    let mut cur = start.clone();
    let escaped = |chain: &[(Game, Action)], last: &Game| {
        let mut set = escapes.lock().unwrap_or_else(|e| e.into_inner());
        for (g, _) in chain {
            set.insert(fingerprint(g));
        }
        set.insert(fingerprint(last));
    };
    loop {
        if escapes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&fingerprint(&cur))
        {
            escaped(&chain, &cur);
            return None;
        }
        // Conceding is always possible (CR 104.3a) and never a way out of a mandatory loop.
        let mut actions: Vec<Action> = eng
            .actions(&cur)
            .into_iter()
            .filter(|a| *a != Action::Concede)
            .collect();
        if actions.len() != 1 || chain.len() >= MAX_CHAIN {
            escaped(&chain, &cur);
            return None;
        }
        if let Some(&i) = seen.get(&cur) {
            return Some((chain, i));
        }
        seen.insert(cur.clone(), chain.len());
        let a = actions.pop().expect("one action");
        let next = eng.apply(&cur, &a);
        chain.push((cur, a));
        cur = next;
    }
}
