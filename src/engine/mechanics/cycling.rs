//! Discarding and cycling as events (CR 701.9, 702.29c-d): "When you cycle this card" triggers
//! from whatever zone the card is in after it was discarded to pay a cycling or typecycling cost
//! (702.29c, 702.29f); "Whenever you cycle or discard a card" triggers once for a card cycled
//! (702.29d), on the permanents the discarding player controls. The abilities cycling and
//! typecycling stand for are written by `cards::spec` (`cycling`, `typecycling`).

use crate::cards::EventPattern;
use crate::engine::state::{CardId, Game, PlayerId, Zone};
use crate::engine::triggers;
use crate::engine::Engine;

impl Engine<'_> {
    /// `player` discarded `card` (CR 701.9a), by cycling it if `cycled` (702.29c).
    pub fn discarded(&self, g: &mut Game, player: PlayerId, card: CardId, cycled: bool) {
        if cycled {
            triggers::fire_own(
                self,
                g,
                card,
                |e| matches!(e, EventPattern::YouCycleThis),
                player,
            );
        }
        let mut watchers: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&w| g.obj(w).controller == player)
            .collect();
        // CR 113.6b: the discarding player's suspended cards' "..., if this card is
        // suspended" abilities.
        watchers.extend(
            (triggers::suspended_sources(self, g, None).into_iter())
                .filter(|&(_, you)| you == player)
                .map(|(w, _)| w),
        );
        for w in watchers {
            let discards = |e: &EventPattern| match e {
                EventPattern::YouCycleOrDiscard { cycle_only, other } => {
                    (cycled || !cycle_only) && !(*other && w == card)
                }
                _ => false,
            };
            triggers::fire_own(self, g, w, triggers::seen_from(g, w, discards), player);
        }
    }
}
