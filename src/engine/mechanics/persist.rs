//! Persist (CR 702.79a): "When this permanent is put into a graveyard from the battlefield, if
//! it had no -1/-1 counters on it, return it to the battlefield under its owner's control with
//! a -1/-1 counter on it." Undying (702.93a) is the same with +1/+1 counters. Each is a
//! leaves-the-battlefield ability, so it looks back in time (603.10a): the keyword, printed or
//! granted, and the counters are the permanent's as it last existed on the battlefield; the
//! "if" is an intervening one (603.4) about that last information, which can't change. (A
//! permanent's keywords are a set here: two instances of persist trigger once, not twice as
//! 702.79b has it; one returns it all the same.) The card must still be in the graveyard as the ability
//! resolves (400.7: once it leaves, it is a new object the ability can't find).
//!
//! The returned permanent is a new object (400.7) with one counter; a +1/+1 counter and a -1/-1
//! counter on it annihilate (704.5q), so a creature with both persist and undying returns again.

use super::super::state::{AbilityKind, AbilityRef, CardId, Game, PendingTrigger, Zone};
use super::super::Engine;
use crate::cards::{CounterKind, Keyword, MINUS_ONE};

impl Engine<'_> {
    /// CR 702.79a, 702.93a: `card` is put into `to` (after replacements) from the battlefield;
    /// each instance of persist and of undying it has whose counter it lacks triggers, under
    /// its controller as it last existed.
    pub fn returns_from_death_triggers(
        &self,
        g: &Game,
        card: CardId,
        to: Zone,
    ) -> Vec<PendingTrigger> {
        let o = g.obj(card);
        if to != Zone::Graveyard || o.zone != Zone::Battlefield {
            return Vec::new();
        }
        let lacks = |kind| {
            !self.rules.persist_counter_checked || super::super::select::counters_of(o, kind) == 0
        };
        let mut out = Vec::new();
        for (keyword, kind, undying) in [
            (Keyword::Persist, CounterKind::Named(MINUS_ONE), false),
            (Keyword::Undying, CounterKind::PlusOne, true),
        ] {
            if self.has_keyword(g, card, keyword) && lacks(kind) {
                out.push(PendingTrigger {
                    ability: AbilityRef {
                        source: card,
                        kind: AbilityKind::ReturnsFromDeath(undying),
                        copied: None,
                    },
                    controller: o.controller,
                });
            }
        }
        out
    }
}
