//! Time travel (CR 701.56a): "choose any number of permanents you control with one or more
//! time counters on them and/or suspended cards you own in exile with one or more time
//! counters on them and, for each of those objects, put a time counter on it or remove a time
//! counter from it." The changes happen simultaneously (ruling 2023-10-13), and removing the
//! last time counter from a suspended card this way triggers suspend's last ability
//! (702.62a: it doesn't matter why the last counter was removed).
//!
//! The choice is one decision per time travel, whose moves are every combination of
//! add / remove / neither for the eligible objects, rather than one question per object:
//! the rule and the ruling make it one simultaneous choice, a trace then shows it as one line,
//! and the search stores no half-chosen states (n objects give 3^n moves from one state
//! instead of 1 + 3 + ... + 3^(n-1) intermediate states before them). The moves are counted
//! against the engine's move budget like declaring blockers. An object with no time counter
//! is not eligible; "neither" for all (choosing no object) is always a move.

use crate::engine::budget::Cut;
use crate::engine::state::{CardId, Decision, Game, PlayerId, Zone};
use crate::engine::Engine;

/// What time travel does to one object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TimeChange {
    /// Put a time counter on it.
    Add,
    /// Remove a time counter from it.
    Remove,
}

impl TimeChange {
    pub fn name(self) -> &'static str {
        match self {
            TimeChange::Add => "add",
            TimeChange::Remove => "remove",
        }
    }
}

impl Engine<'_> {
    /// The objects `you` may time travel with (CR 701.56a), in id order. Under the broken
    /// variant (`time-travel.eligible=any-exiled`) every exiled card `you` own with a time
    /// counter counts, suspended or not.
    pub fn time_travel_eligible(&self, g: &Game, you: PlayerId) -> Vec<CardId> {
        g.ids()
            .filter(|&c| {
                let o = g.obj(c);
                o.time > 0
                    && match o.zone {
                        Zone::Battlefield => o.controller == you,
                        Zone::Exile => {
                            self.owner(c) == you
                                && (!self.rules.time_travel_suspended_only
                                    || self.is_suspended(g, c))
                            // CR 702.62b: suspended = exiled, with suspend and a time counter.
                        }
                        _ => false,
                    }
            })
            .collect()
    }

    /// Every choice of a time travel among `objects`: each object unchanged, added to or
    /// removed from (only the changed ones are listed). Choosing nothing comes first.
    pub fn time_travel_choices(
        &self,
        objects: &[CardId],
    ) -> Result<Vec<Vec<(CardId, TimeChange)>>, Cut> {
        let mut out: Vec<Vec<(CardId, TimeChange)>> = vec![Vec::new()];
        for &c in objects.iter().rev() {
            let mut next = Vec::with_capacity(out.len().saturating_mul(3));
            for rest in &out {
                for change in [None, Some(TimeChange::Add), Some(TimeChange::Remove)] {
                    self.may_list(next.len())?;
                    let mut v = Vec::with_capacity(rest.len() + 1);
                    v.extend(change.map(|ch| (c, ch)));
                    v.extend(rest.iter().copied());
                    next.push(v);
                }
            }
            out = next;
        }
        Ok(out)
    }

    /// Carries out the chosen time travel, then resumes the resolution it belongs to.
    pub fn time_travel(&self, g: &mut Game, changes: &[(CardId, TimeChange)]) {
        let Some(Decision::TimeTravel {
            player,
            item,
            mut frame,
            objects,
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        // The ruling: the changes happen simultaneously. Each touches one object, so applying
        // them one by one is the same; the last-counter triggers wait together (CR 603.3).
        for &(c, change) in changes {
            if !objects.contains(&c) {
                continue;
            }
            match change {
                TimeChange::Add => {
                    // Counters are a byte: they saturate at 255 (README, "Models").
                    let o = g.obj_mut(c);
                    o.time = o.time.saturating_add(1);
                    // CR 122.6: the traveller put a time counter on it.
                    self.counters_put(g, player, c, &[(crate::cards::CounterKind::Time, 1)]);
                }
                // CR 702.62a: removing the last one triggers suspend, whatever removed it.
                TimeChange::Remove => self.remove_time_counter(g, c, false),
            }
        }
        frame.pc = frame.pc.saturating_add(1);
        self.run_program(g, item, frame);
    }
}
