//! "Whenever this creature deals damage to a player / an opponent / a creature" (CR 120.3,
//! 603.2): any damage its source deals, combat damage (510.2) and damage from a spell or an
//! ability whose source it is (Prodigal Sorcerer's "{T}: This creature deals 1 damage to any
//! target", 120.3, 113.7). Each player or creature dealt damage is an event of its own; 0
//! damage is no damage (120.8), and prevented damage is not dealt (615.1), so neither is an
//! event. A player dealt damage is the ability's "that player". The ability functions on the
//! battlefield only (113.6), so a source that has left it (a spell, a sacrificed permanent)
//! triggers nothing.

use crate::cards::{DamageTo, EventPattern, Relation};

use super::super::state::{AbilityKind, CardId, Game, Target, Zone};
use super::super::triggers;
use super::super::Engine;

impl Engine<'_> {
    /// `source` dealt `n` damage to `to` (after replacement and prevention, CR 614, 615);
    /// `combat`: as combat damage (510.2). Its "deals damage to ..." abilities trigger,
    /// controlled by its controller. The broken variant (`trigger.damage-any=combat-only`)
    /// sees combat damage only.
    pub fn fire_damage_dealt(
        &self,
        g: &mut Game,
        source: CardId,
        to: Target,
        n: i16,
        combat: bool,
    ) {
        if n <= 0 || (!combat && !self.rules.damage_trigger_any) {
            return;
        }
        if g.obj(source).zone != Zone::Battlefield {
            return;
        }
        let you = g.obj(source).controller;
        let creature = match to {
            Target::Object(c) => self.is_creature(g, c),
            _ => false,
        };
        let dealt = |e: &EventPattern| match (e, to) {
            (EventPattern::DealsDamage(DamageTo::Player(who)), Target::Player(p)) => {
                who.is_none_or(|r| (r == Relation::You) == (p == you))
            }
            (EventPattern::DealsDamage(DamageTo::Creature), Target::Object(_)) => creature,
            _ => false,
        };
        triggers::fire_own_as(self, g, source, dealt, you, |i| match to {
            Target::Player(p) => AbilityKind::AboutPlayer(i, p),
            _ => AbilityKind::Trigger(i),
        });
    }
}
