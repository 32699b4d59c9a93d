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
        let watchers: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&w| g.obj(w).controller == player)
            .collect();
        for w in watchers {
            triggers::fire_own(
                self,
                g,
                w,
                |e| match e {
                    EventPattern::YouCycleOrDiscard { cycle_only, other } => {
                        (cycled || !cycle_only) && !(*other && w == card)
                    }
                    _ => false,
                },
                player,
            );
        }
    }
}
