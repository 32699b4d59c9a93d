//! Triggered abilities of a suspended card (CR 702.62b): "Whenever an opponent casts a spell,
//! if this card is suspended, remove a time counter from it" (Deep-Sea Kraken). The
//! intervening "if" (CR 603.4) can only hold while the card is in exile, so the ability
//! functions there (113.6b), controlled by the card's owner (108.4a, 603.3a), for every event
//! a permanent's ability would see (Nihilith's "Whenever a card is put into an opponent's
//! graveyard from anywhere, if Nihilith is suspended, ..."): `triggers::fire_casts`, the
//! upkeep (here), and every other event through `triggers::suspended_sources` and
//! `triggers::event_here`. It is checked as the event happens and again as the ability
//! resolves (here): a card cast or otherwise gone from exile in between, or with no time
//! counter left, makes the ability do nothing.

use crate::cards::{EventPattern, Relation};

use crate::engine::state::{AbilityKind, AbilityRef, Game, PendingTrigger, StackItem};
use crate::engine::Engine;

impl Engine<'_> {
    /// CR 603.4: whether an ability's "if this card is suspended" (if it has one) still holds
    /// as it resolves.
    pub fn if_suspended_holds(&self, g: &Game, item: &StackItem) -> bool {
        let StackItem::Ability { ability, .. } = item else {
            return true;
        };
        let Some(i) = ability.kind.printed_trigger() else {
            return true;
        };
        match self.ability_def(*ability).triggers.get(i as usize) {
            Some(t) if matches!(t.when, EventPattern::IfSuspended(_)) => {
                self.is_suspended(g, ability.source)
            }
            _ => true,
        }
    }
}

impl Engine<'_> {
    /// CR 503.1a, 603.4, 113.6b: "At the beginning of each player's upkeep, if this card is
    /// suspended, ..." (Curse of the Cabal): the abilities of suspended cards in exile that
    /// trigger at the beginning of an upkeep, controlled by the card's owner (108.4a; the
    /// broken variant `suspend.exiled-trigger-controller=active-player` gives them to the active
    /// player); "that player" is the player whose upkeep it is.
    pub fn fire_upkeep_suspended_cards(&self, g: &mut Game) {
        let active = g.active;
        let cards: Vec<_> = g
            .in_zone(crate::engine::Zone::Exile)
            .filter(|&c| self.is_suspended(g, c))
            .collect();
        for c in cards {
            let you = match self.rules.suspended_triggers_owner_controls {
                true => self.owner(c),
                false => active,
            };
            let upkeep = |e: &EventPattern| match e {
                EventPattern::BeginningOf {
                    step: crate::engine::Step::Upkeep,
                    whose,
                } => whose.is_none_or(|r| (r == Relation::You) == (active == you)),
                _ => false,
            };
            let fire: Vec<usize> = (self.def(c).triggers.iter().enumerate())
                .filter(|(_, t)| matches!(&t.when, EventPattern::IfSuspended(e) if e.any(&upkeep)))
                .map(|(i, _)| i)
                .collect();
            for i in fire {
                g.triggered.push(PendingTrigger {
                    ability: AbilityRef {
                        source: c,
                        kind: AbilityKind::AboutPlayer(i as u8, active),
                        copied: None,
                    },
                    controller: you,
                });
            }
        }
    }
}
