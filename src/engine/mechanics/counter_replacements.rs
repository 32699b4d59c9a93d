//! The replacement effects counters create (CR 122.1d, 122.1h), of `NAMED_COUNTERS` kinds
//! (-1/-1 counters are in `wither.rs`):
//!
//! - CR 122.1d: "If a permanent with a stun counter on it would become untapped, instead remove
//!   a stun counter from it." Every untap of the engine goes through `untap` (the untap step,
//!   502.3, and instructions); an untapped permanent does not "become untapped", so its stun
//!   counters stay.
//! - CR 122.1h: "If this permanent would be put into a graveyard from the battlefield, exile it
//!   instead." (finality counters; `zones::destination`).

use crate::cards::{FINALITY, STUN};

use crate::engine::state::{CardId, Game};
use crate::engine::Engine;

impl Engine<'_> {
    /// `c` becomes untapped, unless it has a stun counter: then one is removed instead (CR
    /// 122.1d).
    pub fn untap(&self, g: &mut Game, c: CardId) {
        let o = g.obj_mut(c);
        if !o.tapped {
            return;
        }
        if o.named_counters.get(STUN) > 0 {
            o.named_counters.remove(STUN, 1);
        } else {
            o.tapped = false;
        }
    }

    /// Whether `c` has a finality counter (CR 122.1h).
    pub fn has_finality_counter(&self, g: &Game, c: CardId) -> bool {
        g.obj(c).named_counters.get(FINALITY) > 0
    }
}
