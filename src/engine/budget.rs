//! A bound on one state's move generation, passed in by the caller: how many moves a state may
//! offer, and a stop flag the caller raises (a search's timeout, memory limit or Ctrl-C).
//! Declaring blockers, which can offer (attackers+1)^blockers moves, checks it as it goes and
//! gives up with `Cut`, so a search stops within a fraction of a second even inside one such
//! state. Other moves are counted once listed: casting's choices (X, kicker, targets,
//! payments) are not yet interrupted while they are enumerated (README, "Known gaps").

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// How often (in generated moves) the stop flag is read.
const CHECK_EVERY: usize = 1024;

/// Why a state's moves were not all listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// The caller's stop flag was raised.
    Stopped,
    /// The state offers more than this many moves.
    TooMany(usize),
}

/// Which reserved objects ran out: a token's (`tokens = { NAME = N }`) or a copy's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotKind {
    Token,
    Copy,
}

const COPY_SLOT: u32 = 1 << 16;

/// The budget of move generation for one search (shared by its threads).
#[derive(Debug)]
pub struct MoveBudget {
    stop: Option<Arc<AtomicBool>>,
    max_moves: usize,
    /// The search is over: the stop flag no longer applies (rebuilding a trace replays states
    /// whose moves were all listed during the search).
    search_over: AtomicBool,
    /// Some state's moves were cut short (for any reason).
    cut: AtomicBool,
    /// Some state offered more than `max_moves` moves.
    exceeded: AtomicBool,
    /// Some state wanted a token beyond the model's token slots (`Outcome::TokenLimit`).
    token_limit: AtomicBool,
    /// The first definition whose slots ran out: 0 for none, else 1 + the definition id, plus
    /// `COPY_SLOT` for a copy's slots (`copies = { NAME = N }`) rather than a token's.
    token_limit_of: std::sync::atomic::AtomicU32,
    /// Some state wanted counters of more kinds on one object than it holds
    /// (`Outcome::CounterLimit`).
    counter_limit: AtomicBool,
    /// Some state wanted more added phases waiting than the engine keeps
    /// (`Outcome::PhaseLimit`).
    phase_limit: AtomicBool,
}

impl MoveBudget {
    /// At most `max_moves` moves per state; generation also ends when `stop` is raised.
    pub fn new(stop: Option<Arc<AtomicBool>>, max_moves: usize) -> MoveBudget {
        MoveBudget {
            stop,
            max_moves,
            search_over: AtomicBool::new(false),
            cut: AtomicBool::new(false),
            exceeded: AtomicBool::new(false),
            token_limit: AtomicBool::new(false),
            token_limit_of: std::sync::atomic::AtomicU32::new(0),
            counter_limit: AtomicBool::new(false),
            phase_limit: AtomicBool::new(false),
        }
    }

    pub fn max_moves(&self) -> usize {
        self.max_moves
    }

    /// Whether generation may list a move after `listed` moves of one state.
    pub fn allows(&self, listed: usize) -> Result<(), Cut> {
        if listed >= self.max_moves {
            return Err(Cut::TooMany(self.max_moves));
        }
        let stopped = listed % CHECK_EVERY == CHECK_EVERY - 1
            && self
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed))
            && !self.search_over.load(Ordering::Relaxed);
        if stopped {
            return Err(Cut::Stopped);
        }
        Ok(())
    }

    /// The search is over: from now on only `max_moves` bounds generation.
    pub fn end_search(&self) {
        self.search_over.store(true, Ordering::Relaxed);
    }

    /// Remembers that a state's moves were cut short.
    pub fn record(&self, cut: Cut) {
        self.cut.store(true, Ordering::Relaxed);
        if matches!(cut, Cut::TooMany(_)) {
            self.exceeded.store(true, Ordering::Relaxed);
        }
    }

    /// Some state's moves were cut short: what the search saw since is not the whole truth.
    pub fn was_cut(&self) -> bool {
        self.cut.load(Ordering::Relaxed)
    }

    /// Some state offered more than `max_moves` moves.
    pub fn exceeded(&self) -> bool {
        self.exceeded.load(Ordering::Relaxed)
    }

    /// Remembers that a state wanted a token beyond the model's token slots: what the search
    /// saw is cut there, so it is not the whole truth.
    pub fn record_token_limit(&self, slot: SlotKind, def: u16) {
        self.cut.store(true, Ordering::Relaxed);
        self.token_limit.store(true, Ordering::Relaxed);
        let code = 1 + u32::from(def) + if slot == SlotKind::Copy { COPY_SLOT } else { 0 };
        let _ = self
            .token_limit_of
            .compare_exchange(0, code, Ordering::Relaxed, Ordering::Relaxed);
    }

    /// Which slots ran out first, and of which definition.
    pub fn token_limit_of(&self) -> Option<(SlotKind, u16)> {
        match self.token_limit_of.load(Ordering::Relaxed) {
            0 => None,
            code => {
                let kind = match code >= COPY_SLOT {
                    true => SlotKind::Copy,
                    false => SlotKind::Token,
                };
                u16::try_from((code - 1) % COPY_SLOT)
                    .ok()
                    .map(|d| (kind, d))
            }
        }
    }

    /// Some state wanted a token beyond the model's token slots.
    pub fn token_limit(&self) -> bool {
        self.token_limit.load(Ordering::Relaxed)
    }

    pub fn record_counter_limit(&self) {
        self.cut.store(true, Ordering::Relaxed);
        self.counter_limit.store(true, Ordering::Relaxed);
    }

    /// Some state wanted counters of more kinds on one object than it holds.
    pub fn counter_limit(&self) -> bool {
        self.counter_limit.load(Ordering::Relaxed)
    }

    /// Remembers that a state wanted more added phases waiting than the engine keeps (CR
    /// 500.8): what the search saw is cut there.
    pub fn record_phase_limit(&self) {
        self.cut.store(true, Ordering::Relaxed);
        self.phase_limit.store(true, Ordering::Relaxed);
    }

    /// Some state wanted more added phases waiting than the engine keeps.
    pub fn phase_limit(&self) -> bool {
        self.phase_limit.load(Ordering::Relaxed)
    }
}
