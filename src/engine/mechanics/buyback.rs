//! Buyback (CR 702.27): "Buyback [cost]" means "You may pay an additional [cost] as you cast
//! this spell" and "If the buyback cost was paid, put this spell into its owner's hand instead
//! of into that player's graveyard as it resolves." (702.27a). The cost is an optional
//! additional cost (118.8, 601.2b): whether it is paid is chosen as the spell is cast, each way
//! its own cast (`costs::Optional`), and a cast "without paying its mana cost" (suspend, plot)
//! may still pay it (118.9, 601.2f). Paid, it is remembered with the spell
//! (`CastInfo::buyback`). The replacement applies only as the spell resolves (608.2n): a
//! buyback spell countered (701.6a) or whose every target is illegal (608.2b) goes to the
//! graveyard. A copy of it (707.10) is not a card: it ceases to exist wherever it goes
//! (707.10a, 704.5e).

use crate::engine::state::{CardId, Game, Zone};
use crate::engine::Engine;

impl Engine<'_> {
    /// Whether spell `card`'s buyback cost was paid (CR 702.27a).
    pub fn buyback_paid(&self, g: &Game, card: CardId) -> bool {
        g.obj(card).cast.is_some_and(|c| c.buyback) && !self.is_copy(card)
    }

    /// CR 702.27a: puts resolving spell `card` into its owner's hand if its buyback cost was
    /// paid (the broken variant `buyback.return=graveyard` doesn't). Returns whether it did.
    pub fn buy_back(&self, g: &mut Game, card: CardId) -> bool {
        if !self.rules.buyback_returns || !self.buyback_paid(g, card) {
            return false;
        }
        self.move_card(g, card, Zone::Hand);
        true
    }
}
