//! Intervening "if" clauses of triggered abilities about the game (CR 603.4): "When this
//! creature enters, if you control a creature with power 4 or greater, draw a card." The
//! ability triggers only if the condition holds as its event happens, and it does nothing if
//! the condition no longer holds as it resolves. ("If this card is suspended" is
//! `mechanics/suspended_triggers.rs`.) It is checked as the event happens where enter, zone
//! change and cast events fire (`triggers::fire_own`, `fire_casts`, the watchers of
//! `enter_battlefield`); every such ability is checked again as it resolves.

use crate::cards::{CardDef, Condition, EventPattern};

use super::select::Context;
use super::state::{CardId, Frame, Game, PlayerId, StackItem};
use super::Engine;

impl Engine<'_> {
    /// The intervening "if" of triggered ability `i` of `def` (an object's abilities,
    /// `Engine::abilities`), if it has one.
    fn intervening(def: &CardDef, i: usize) -> Option<&Condition> {
        match &def.triggers.get(i)?.when {
            EventPattern::If { condition, .. } => Some(condition),
            _ => None,
        }
    }

    /// CR 603.4: whether `source`'s triggered ability `i` (of the abilities it has now,
    /// `Engine::abilities`), controlled by `you`, may trigger now (its intervening "if" holds,
    /// or it has none). The deliberately broken variant (`trigger.intervening-if=ignored`)
    /// never checks.
    pub fn intervening_holds(&self, g: &Game, source: CardId, i: usize, you: PlayerId) -> bool {
        self.intervening_holds_in(g, self.abilities(g, source).def, source, i, you)
    }

    /// `intervening_holds` for ability `i` of `def`.
    fn intervening_holds_in(
        &self,
        g: &Game,
        def: &CardDef,
        source: CardId,
        i: usize,
        you: PlayerId,
    ) -> bool {
        match Self::intervening(def, i) {
            Some(c) if self.rules.intervening_if_checked => {
                let cx = Context::of_source(you, source);
                self.condition(g, &cx, &Frame::default(), c)
            }
            _ => true,
        }
    }

    /// CR 603.4: as a triggered ability resolves, its intervening "if" is checked again.
    pub fn intervening_holds_on_resolution(&self, g: &Game, item: &StackItem) -> bool {
        let StackItem::Ability {
            ability,
            controller,
            ..
        } = item
        else {
            return true;
        };
        // CR 702.79a, 702.93a, 400.7: persist's and undying's "return it" finds the card that
        // died only while it is still in the graveyard (once it leaves, it is a new object).
        if let super::state::AbilityKind::ReturnsFromDeath(_) = ability.kind {
            return g.obj(ability.source).zone == super::state::Zone::Graveyard;
        }
        let Some(i) = ability.kind.printed_trigger() else {
            return true;
        };
        let def = self.ability_def(*ability);
        self.intervening_holds_in(g, def, ability.source, i as usize, *controller)
    }
}
