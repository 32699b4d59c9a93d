//! Forced loops (CR 104.4b, 731.4): a reachable cycle of states in each of which exactly one
//! move is possible is a loop of mandatory actions, which the rules call a draw.
//!
//! stateright's `eventually` ignores cycles, so `terminates` is evaluated as an `always`
//! condition: from a state with a single move, follow the chain of single successors. If it
//! comes back to a state already on the chain, the state starts a lasso. The chain is walked
//! with Brent's cycle detection, which keeps one state besides the current one (a chain whose
//! states grow, such as a stack that gains an item at every forced pass, costs no more memory
//! than its last state); the lasso itself is rebuilt only when one is found. States from which
//! the chain escapes (a choice, or the end of the game) are remembered by fingerprint, so each
//! state is walked through at most once over a whole search: the cost is linear in the explored
//! graph.
//!
//! A chain that is still forced after `MAX_CHAIN` moves without Brent's method having seen it
//! come back is undecided, never taken for an escape: the search stops there and reports itself
//! incomplete. (Brent's method notices a loop within about twice its start plus its length, so
//! a loop must close within about half the bound to be found.)

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

use rustc_hash::{FxHashSet, FxHasher};

use crate::engine::{Action, Engine, Game, ListedMoves};

/// The longest forced chain walked from one state before `terminates` is undecided there.
pub const MAX_CHAIN: usize = 10_000;

/// How often (in forced moves) a walk reads the search's stop flag.
const CHECK_STOP_EVERY: usize = 256;

fn fingerprint(g: &Game) -> u64 {
    let mut h = FxHasher::default();
    g.hash(&mut h);
    h.finish()
}

/// The forced moves from `start`: `(chain, loop_start)` when they loop, the loop being
/// `chain[loop_start..]` and returning to `chain[loop_start].0`.
pub type Lasso = (Vec<(Game, Action)>, usize);

/// Where the forced moves from a state lead.
pub enum Walk {
    /// To a state with a choice, or to the end of the game.
    Escapes,
    /// Back to a state of the chain: a loop of mandatory actions of this many moves.
    Loops(usize),
    /// Neither within `MAX_CHAIN` moves.
    TooLong,
    /// The search's stop flag was raised during the walk.
    Stopped,
}

/// The one move of `g` if it has exactly one. Conceding is always possible (CR 104.3a) and
/// never a way out of a mandatory loop.
fn forced_move(eng: &Engine, g: &Game) -> Option<Action> {
    forced_among(&eng.actions(g))
}

/// The one move among `moves` if there is exactly one besides conceding.
pub(super) fn forced_among(moves: &[Action]) -> Option<Action> {
    let mut actions = moves.iter().filter(|a| **a != Action::Concede);
    let first = actions.next()?;
    actions.next().is_none().then(|| first.clone())
}

/// Walks the forced moves from `start` (Brent's algorithm). `escapes` remembers states known
/// to escape, and learns those of this walk when it escapes.
pub fn walk(
    eng: &Engine,
    start: &Game,
    escapes: &Mutex<FxHashSet<u64>>,
    stop: Option<&AtomicBool>,
) -> Walk {
    walk_listed(eng, (start, &ListedMoves::default()), escapes, stop)
}

/// `walk`, with `start`'s moves listed once for everyone who asks about it (`ListedMoves`).
pub fn walk_listed(
    eng: &Engine,
    (start, start_moves): (&Game, &ListedMoves),
    escapes: &Mutex<FxHashSet<u64>>,
    stop: Option<&AtomicBool>,
) -> Walk {
    if let Some(Ok(moves)) = start_moves.listed() {
        if forced_among(moves).is_none() {
            // A choice, or the end of the game: no forced move starts a chain here.
            return Walk::Escapes;
        }
    }
    let lock = || escapes.lock().unwrap_or_else(|e| e.into_inner());
    let mut walked: Vec<u64> = Vec::new();
    let escaped = |walked: &[u64]| {
        lock().extend(walked.iter().copied());
        Walk::Escapes
    };
    // `tortoise` is the chain's state at the last power of two; `lam` counts the moves since.
    let (mut power, mut lam) = (1usize, 0usize);
    let mut tortoise = start.clone();
    let mut cur = start.clone();
    loop {
        let fp = fingerprint(&cur);
        if lock().contains(&fp) {
            return escaped(&walked);
        }
        walked.push(fp);
        let forced = if walked.len() == 1 {
            forced_among(start_moves.or_none(eng, start))
        } else {
            forced_move(eng, &cur)
        };
        let Some(a) = forced else {
            return escaped(&walked);
        };
        if walked.len() > MAX_CHAIN {
            return Walk::TooLong;
        }
        if walked.len().is_multiple_of(CHECK_STOP_EVERY)
            && stop.is_some_and(|s| s.load(Ordering::Relaxed))
        {
            return Walk::Stopped;
        }
        let next = eng.apply(&cur, &a);
        lam += 1;
        if next == tortoise {
            return Walk::Loops(lam);
        }
        if lam == power {
            tortoise = next.clone();
            power *= 2;
            lam = 0;
        }
        cur = next;
    }
}

/// The lasso from `start` whose loop has `period` forced moves: the first state that comes
/// back after `period` moves starts it (Brent's second phase), then the chain is replayed.
fn rebuild(eng: &Engine, start: &Game, period: usize) -> Option<Lasso> {
    let step = |g: &Game| {
        let a = forced_move(eng, g)?;
        let next = eng.apply(g, &a);
        Some((a, next))
    };
    let mut ahead = start.clone();
    for _ in 0..period {
        ahead = step(&ahead)?.1;
    }
    let mut behind = start.clone();
    let mut chain = Vec::new();
    while behind != ahead {
        let (a, next) = step(&behind)?;
        chain.push((behind, a));
        behind = next;
        ahead = step(&ahead)?.1;
    }
    let loop_start = chain.len();
    for _ in 0..period {
        let (a, next) = step(&behind)?;
        chain.push((behind, a));
        behind = next;
    }
    Some((chain, loop_start))
}

/// The lasso from `start`, if its forced moves loop (no memo of escapes, no stop flag: for
/// replaying a discovery the search made).
pub fn forced_loop(eng: &Engine, start: &Game) -> Option<Lasso> {
    match walk(eng, start, &Mutex::default(), None) {
        Walk::Loops(period) => rebuild(eng, start, period),
        _ => None,
    }
}
