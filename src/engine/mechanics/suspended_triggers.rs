//! Triggered abilities of a suspended card (CR 702.62b): "Whenever an opponent casts a spell,
//! if this card is suspended, remove a time counter from it" (Deep-Sea Kraken). The
//! intervening "if" (CR 603.4) can only hold while the card is in exile, so the ability
//! functions there (113.6b), controlled by the card's owner (108.4a, 603.3a). It is checked
//! as the event happens (`triggers::fire_casts`) and again as the ability resolves (here): a
//! card cast or otherwise gone from exile in between, or with no time counter left, makes the
//! ability do nothing.

use crate::cards::EventPattern;

use crate::engine::state::{AbilityKind, Game, StackItem};
use crate::engine::Engine;

impl Engine<'_> {
    /// CR 603.4: whether an ability's "if this card is suspended" (if it has one) still holds
    /// as it resolves.
    pub fn if_suspended_holds(&self, g: &Game, item: &StackItem) -> bool {
        let StackItem::Ability { ability, .. } = item else {
            return true;
        };
        let i = match ability.kind {
            AbilityKind::Trigger(i)
            | AbilityKind::AboutPlayer(i, _)
            | AbilityKind::AboutSpell(i, _, _)
            | AbilityKind::AboutCard(i, _) => i,
            _ => return true,
        };
        match self.def(ability.source).triggers.get(i as usize) {
            Some(t) if matches!(t.when, EventPattern::IfSuspended(_)) => {
                self.is_suspended(g, ability.source)
            }
            _ => true,
        }
    }
}
