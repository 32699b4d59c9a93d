//! Blitz (CR 702.152): "Blitz [cost]" means "You may cast this card by paying [cost] rather
//! than its mana cost," "If this spell's blitz cost was paid, sacrifice the permanent this
//! spell becomes at the beginning of the next end step," and "As long as this permanent's
//! blitz cost was paid, it has haste and 'When this permanent is put into a graveyard from the
//! battlefield, draw a card.'" (702.152a)
//!
//! The cost is an alternative cost (118.9; `Engine::blitz_costs`): printed (`blitz =
//! "{2}{R}"`) or granted by a static ability ("Creature spells you cast from your hand have
//! blitz {3}.", The Caldaia), each instance its own way to cast the spell (702.152b). Whether it
//! was paid is remembered with the spell (`CastInfo::blitzed`) and stays with the permanent it
//! becomes, so the permanent's haste and dies trigger don't depend on the source of the blitz
//! keyword still being there. The delayed sacrifice is created as the permanent enters
//! (608.3g, 603.7; `RuleAbilities::blitz_sacrifice`): about that permanent only, so it does
//! nothing once the permanent has left (400.7). A copy of a blitzed spell copies that choice
//! (707.10), so the token it becomes is blitzed too.

use super::super::state::{AbilityKind, AbilityRef, CardId, Delayed, Game, PendingTrigger};
use super::super::state::{PlayerId, Step, Zone};
use super::super::Engine;

impl Engine<'_> {
    /// Whether `card` is a permanent whose blitz cost was paid (CR 702.152a).
    pub fn blitzed(&self, g: &Game, card: CardId) -> bool {
        let o = g.obj(card);
        o.zone == Zone::Battlefield && o.cast.is_some_and(|c| c.blitzed)
    }

    /// CR 702.152a, 608.3g: permanent spell `card`, controlled by `controller`, has entered;
    /// if its blitz cost was paid, "sacrifice it at the beginning of the next end step" waits
    /// (not in the broken variant `blitz.sacrifice=never`). Entering during an end step, it
    /// waits for the next turn's (513.2).
    pub fn blitz_enters(&self, g: &mut Game, card: CardId, controller: PlayerId) {
        if !self.blitzed(g, card) || !self.rules.blitz_sacrifice {
            return;
        }
        g.delayed.push(Delayed {
            source: card,
            index: Delayed::BLITZ,
            controller,
            player: controller,
            card,
            original: None,
            copied: None,
            fired: false,
            waits_a_turn: g.step == Step::End,
        });
    }

    /// CR 702.152a, 603.10a: `card` is put into a graveyard from the battlefield (`to`, after
    /// replacements); if its blitz cost was paid, "draw a card" triggers, controlled by its
    /// controller as it last existed (not in the broken variant `blitz.draw=none`).
    pub fn blitz_dies_trigger(&self, g: &Game, card: CardId, to: Zone) -> Option<PendingTrigger> {
        (to == Zone::Graveyard && self.rules.blitz_draw && self.blitzed(g, card)).then(|| {
            PendingTrigger {
                ability: AbilityRef {
                    source: card,
                    kind: AbilityKind::BlitzDies,
                    copied: None,
                },
                controller: g.obj(card).controller,
            }
        })
    }
}
