//! Rebound (CR 702.88): "If this spell was cast from your hand, instead of putting it into
//! your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may
//! cast this card from exile without paying its mana cost." (702.88a)
//!
//! The replacement applies as the spell resolves (608.2n), where a resolved instant or sorcery
//! would be put into its owner's graveyard; a spell countered or that doesn't resolve goes to
//! the graveyard as usual. The delayed triggered ability (`RuleAbilities::rebound`, 603.7)
//! is about the card in exile: if the card leaves exile first, it is a new object the ability
//! can't find (400.7) and the ability does nothing. It triggers once (603.7b). Casting the
//! card then is casting it without paying its mana cost from exile (702.88b, 608.2g): not
//! from a hand, so it does not rebound again. Several instances are one (702.88c): the
//! keyword is a flag. A copy of a spell is not cast (707.10), so it doesn't rebound.

use crate::cards::Keyword;

use super::super::state::{CardId, Delayed, Game, PlayerId, Zone};
use super::super::Engine;

impl Engine<'_> {
    /// CR 702.88a: exiles resolving spell `card`, controlled by `controller`, if it has rebound
    /// and was cast from a hand, and creates the delayed ability that may cast it again.
    /// Returns whether it did. (The deliberately broken variant, `rebound.cast-from=anywhere`,
    /// rebounds a spell however it was cast.)
    pub fn rebound(&self, g: &mut Game, card: CardId, controller: PlayerId) -> bool {
        let cast_from_hand = g
            .obj(card)
            .cast
            .is_some_and(|c| c.from_zone() == Zone::Hand || !self.rules.rebound_from_hand_only);
        if !cast_from_hand || self.is_copy(card) || !self.has_keyword(g, card, Keyword::Rebound) {
            return false;
        }
        self.move_card(g, card, Zone::Exile);
        g.delayed.push(Delayed {
            source: card,
            index: Delayed::REBOUND,
            controller,
            player: controller,
            card,
            original: None,
            copied: None,
            fired: false,
            waits_a_turn: false,
        });
        true
    }
}
