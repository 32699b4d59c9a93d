//! Indestructible (CR 702.12): a permanent with it can't be destroyed (702.12b), neither by
//! an effect that destroys (701.8) nor by the state-based actions for lethal damage and
//! deathtouch damage (704.5g, 704.5h). A creature with toughness 0 or less is still put into
//! its owner's graveyard (704.5f: that isn't destruction).

use crate::cards::Keyword;

use super::super::state::{CardId, Game};
use super::super::Engine;

impl Engine<'_> {
    /// Whether `c` can't be destroyed now (CR 702.12b). The deliberately broken variant
    /// (`indestructible=ignored`) lets it be destroyed.
    pub fn indestructible(&self, g: &Game, c: CardId) -> bool {
        self.rules.indestructible_applies && self.has_keyword(g, c, Keyword::Indestructible)
    }
}
