//! A state's moves, listed at most once for everyone who asks about one state: the
//! properties' `enabled(...)`, the walk of forced moves (`terminates`) and the search's
//! expansion. Listing the moves is most of what a state costs, and each of those readers used
//! to list them again.

use std::cell::OnceCell;

use super::{Action, Cut, Engine, Game};

/// The moves of one state, listed on first use. It belongs to one state: asking it about
/// another is a logic error (it would answer with the first state's moves).
#[derive(Debug, Default)]
pub struct ListedMoves(OnceCell<Result<Vec<Action>, Cut>>);

impl ListedMoves {
    /// Moves already listed (by folding, which lists a state's moves to see whether they are
    /// forced).
    pub fn known(moves: Vec<Action>) -> ListedMoves {
        ListedMoves(OnceCell::from(Ok(moves)))
    }

    /// The moves of `g`, or why the budget cut their listing short (`Engine::try_actions`).
    pub fn get(&self, eng: &Engine, g: &Game) -> &Result<Vec<Action>, Cut> {
        self.0.get_or_init(|| eng.try_actions(g))
    }

    /// As `Engine::actions`: no moves if the budget cut them short, the cut recorded.
    pub fn or_none(&self, eng: &Engine, g: &Game) -> &[Action] {
        match self.get(eng, g) {
            Ok(moves) => moves,
            Err(cut) => {
                eng.record_cut(*cut);
                &[]
            }
        }
    }

    /// What was listed so far, without listing.
    pub fn listed(&self) -> Option<&Result<Vec<Action>, Cut>> {
        self.0.get()
    }

    /// What was listed, if anything was.
    pub fn into_listed(self) -> Option<Result<Vec<Action>, Cut>> {
        self.0.into_inner()
    }
}
