//! Partial-order reduction over folded transitions (`--reduction fold,por`; README "Checker
//! notes"): at a stored state, some moves that commute with passing priority are postponed,
//! when a bounded look-ahead proves the postponement cannot hide a discovery.
//!
//! The transitions are the search's own: a move followed by its forced moves (`fold.rs`), each
//! state of the chain evaluated. A move's label is its `Action` value, and the successor of a
//! state by a label is a function of the two, so the theory of persistent sets applies to
//! labels. Independence is never assumed from what a move means in the game: it is checked
//! on the states themselves (the engine's real successors, compared by full equality).
//!
//! At a state `s` whose moves include `Pass`, the postponed set `R` is every other move still
//! legal after the pass (the only moves that can commute with it); `T`, the moves taken, is the
//! rest. `T` is taken alone only if, over the whole *region* of `s` (every state reachable from
//! `s` by moves outside `T`, within `REGION_STATES`), for every region state `x`:
//!
//! 1. every move of `T` is legal at `x`;
//! 2. every move `b` of `x` outside `T` commutes with every `t` of `T`: `b` is legal after `t`,
//!    `t` after `b`, and `x·b·t == x·t·b`;
//! 3. no move of `T` makes a discovery from `x` (no state of its chain, nor its end, makes a
//!    property undiscovered so far fail an `always`, meet a `sometimes`, or loop for
//!    `terminates`): `T` is invisible there, evaluated exactly rather than guessed from what
//!    a property reads;
//! 4. no move outside `T` makes a discovery from `x` either.
//!
//! Soundness, by induction on the length `n` of a full path `w` from a state `s` the reduced
//! search visits to the first discovery: if `w` takes a move `t` of `T`, `w = u t v` with `u`
//! outside `T` (so in the region); by (1, 2) `t u v` is a path to the same states after
//! `t u`, so to the same discovery if `v` is not empty, and by (3) at `x = s·u` the discovery
//! cannot lie in `t` itself when `v` is empty. The search takes `t`, and from `s·t` a path of
//! length `n - 1` reaches the discovery: the induction applies. If `w` takes no move of `T`,
//! it lies in the region, where (4) says it makes no discovery: impossible. The region check
//! is what a cycle proviso guards against (a postponed move that is postponed for ever): it
//! looks at every state the postponed moves lead to, and the induction never lengthens a path.
//! A discovery is therefore reached by a path no longer in choice steps than the shortest one
//! without reduction: BFS traces stay the shortest in choice steps.
//!
//! Anything undecided (a chain too long, the move budget, the region too large) means no
//! reduction at `s`: every move is taken.

use rustc_hash::FxHashSet;

use super::{lasso, RuleModel};
use crate::engine::{Action, Game};
use crate::property::Kind;
use std::sync::atomic::Ordering;

/// The most states of a region looked at before the reduction is given up at a state.
const REGION_STATES: usize = 64;

/// The longest chain of forced moves a look-ahead follows (a longer one: no reduction).
const CHAIN: usize = 1_000;

/// A deliberately broken reduction, for the test that must catch it (a hidden switch).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Broken {
    #[default]
    No,
    /// Conditions 3 and 4 are not checked: discoveries in what is taken or postponed are not
    /// looked for (visibility ignored).
    Invisible,
}

/// The look-ahead's view of the model.
struct Probe<'m> {
    model: &'m RuleModel,
}

impl Probe<'_> {
    /// Whether `g` makes a discovery for a property that has none yet (undecided counts as one).
    fn discovers(&self, g: &Game) -> bool {
        if self.model.por_broken == Broken::Invisible {
            return false;
        }
        let eng = self.model.engine();
        self.model.props.iter().enumerate().any(|(i, p)| {
            if self.model.found[i].load(Ordering::Relaxed) {
                return false;
            }
            match p.kind {
                Kind::Always => !p.eval(&eng, g),
                Kind::Sometimes => p.eval(&eng, g),
                Kind::Terminates => !matches!(
                    lasso::walk(&eng, g, &self.model.escapes, Some(&self.model.stop)),
                    lasso::Walk::Escapes
                ),
            }
        })
    }

    /// The moves of `g`, unless the move budget cut them short.
    fn moves(&self, g: &Game) -> Option<Vec<Action>> {
        self.model.engine().try_actions(g).ok()
    }

    /// The state move `a` leads to from `g` once its forced moves are followed (as the search
    /// folds them), or `None` when a state on the way makes a discovery, or the chain is too
    /// long or cut short.
    fn step(&self, g: &Game, a: &Action) -> Option<Game> {
        self.follow(g, a, true)
    }

    /// As `step`; discoveries are looked for only if `look`.
    fn follow(&self, g: &Game, a: &Action, look: bool) -> Option<Game> {
        let eng = self.model.engine();
        let mut cur = eng.apply(g, a);
        for _ in 0..CHAIN {
            if look && self.discovers(&cur) {
                return None;
            }
            let moves = self.moves(&cur)?;
            if !self.model.fold || moves.len() != 1 {
                return Some(cur);
            }
            cur = eng.apply(&cur, &moves[0]);
        }
        None
    }
}

/// Which of `moves` (the moves of `s`) the search takes: `None` for all of them, else a mask.
pub fn ample(model: &RuleModel, s: &Game, moves: &[Action]) -> Option<Vec<bool>> {
    if moves.len() < 2 || model.stop.load(Ordering::Relaxed) {
        return None;
    }
    let probe = Probe { model };
    let pass = moves.iter().position(|a| *a == Action::Pass)?;
    // Which moves are still legal after the pass (discoveries are looked for later, over the
    // region, only where something could be postponed).
    let after_pass = probe.follow(s, &Action::Pass, false)?;
    let legal_after_pass = probe.moves(&after_pass)?;
    let postponed: Vec<bool> = moves
        .iter()
        .enumerate()
        .map(|(i, a)| i != pass && legal_after_pass.contains(a))
        .collect();
    if !postponed.contains(&true) {
        return None;
    }
    let taken: Vec<&Action> = moves
        .iter()
        .zip(&postponed)
        .filter(|(_, p)| !**p)
        .map(|(a, _)| a)
        .collect();
    region_allows(&probe, s, moves, &taken)?;
    Some(postponed.iter().map(|p| !p).collect())
}

/// Conditions 1 to 4 over the region of `s` (its moves `moves`) for the taken moves `taken`.
fn region_allows(probe: &Probe, s: &Game, moves: &[Action], taken: &[&Action]) -> Option<()> {
    let mut seen: FxHashSet<Game> = FxHashSet::default();
    seen.insert(s.clone());
    let mut queue: Vec<Game> = vec![s.clone()];
    let mut first = true;
    while let Some(x) = queue.pop() {
        let listed;
        let here: &[Action] = if std::mem::take(&mut first) {
            moves
        } else {
            listed = probe.moves(&x)?;
            &listed
        };
        // 1, and 3: every taken move is legal here and makes no discovery.
        let mut after_taken = Vec::with_capacity(taken.len());
        for t in taken {
            if !here.contains(t) {
                return None;
            }
            let y = probe.step(&x, t)?;
            let legal = probe.moves(&y)?;
            after_taken.push((y, legal));
        }
        for b in here.iter().filter(|b| !taken.contains(b)) {
            // 4: the move outside makes no discovery.
            let xb = probe.step(&x, b)?;
            let legal_b = probe.moves(&xb)?;
            // 2: it commutes with every taken move.
            for (t, (xt, legal_t)) in taken.iter().zip(&after_taken) {
                if !legal_t.contains(b) || !legal_b.contains(t) {
                    return None;
                }
                if probe.step(&xb, t)? != probe.step(xt, b)? {
                    return None;
                }
            }
            if seen.insert(xb.clone()) {
                if seen.len() > REGION_STATES {
                    return None;
                }
                queue.push(xb);
            }
        }
    }
    Some(())
}
