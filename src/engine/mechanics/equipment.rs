//! Equipment (CR 301.5) and attaching (701.3). "Equip [cost]" is an activated ability, "Attach
//! this to target creature you control. Equip only as a sorcery." (702.6a). An Equipment is
//! attached only to a creature (301.5c), never to itself, nor to a permanent with protection
//! from one of its qualities (702.16d); attached to anything else, it becomes unattached and
//! stays on the battlefield (704.5n). "Equipped creature" is the creature it is attached to
//! (301.5a, 303.4m's reading: `Status::ENCHANTED`).

use crate::engine::state::{CardId, Game, Zone};
use crate::engine::Engine;

impl Engine<'_> {
    /// Whether `c` is an Equipment now (CR 301.5, 205.3g).
    pub fn is_equipment(&self, g: &Game, c: CardId) -> bool {
        self.face(g, c)
            .subtypes
            .iter()
            .any(|s| s.eq_ignore_ascii_case("Equipment"))
    }

    /// CR 301.5c, 702.16d: whether Equipment `eq` can be attached to `object` now.
    pub fn can_equip(&self, g: &Game, eq: CardId, object: CardId) -> bool {
        object != eq
            && g.obj(object).zone == Zone::Battlefield
            && self.is_creature(g, object)
            && !self.protected_from(g, object, eq)
    }

    /// CR 701.3a-c: attaches `what` (an Aura or Equipment on the battlefield) to `to`, if it
    /// could legally be attached to it; otherwise it doesn't move (701.3b, 303.4j).
    pub fn attach_to(&self, g: &mut Game, what: CardId, to: CardId) {
        if g.obj(what).zone != Zone::Battlefield {
            return;
        }
        let legal = if self.face(g, what).enchant.is_some() {
            self.can_enchant(g, what, g.obj(what).controller, to)
        } else {
            self.is_equipment(g, what) && self.can_equip(g, what, to)
        };
        if legal {
            self.attach(g, what, to);
        }
    }

    /// CR 400.7, 301.5c, 303.4c: `card` is leaving its zone and becomes a new object, which
    /// nothing is attached to: every Aura, Equipment or Fortification attached to it is
    /// attached to nothing from now on, even if the card comes back in the same resolution
    /// (Ephemerate). The state-based actions then put an Aura into its owner's graveyard
    /// (704.5m) and leave an Equipment unattached on the battlefield (704.5n).
    pub fn unattach_from(&self, g: &mut Game, card: CardId) {
        let attached: Vec<CardId> = g
            .ids()
            .filter(|&c| g.obj(c).attached_to == Some(card))
            .collect();
        for c in attached {
            g.obj_mut(c).attached_to = None;
        }
    }

    /// CR 704.5n: an Equipment attached to an illegal permanent (or to one that has left)
    /// becomes unattached; it stays on the battlefield. Whether any did.
    pub fn equipment_sba(&self, g: &mut Game) -> bool {
        let loose: Vec<CardId> = g
            .among(&self.table.equipment, Zone::Battlefield)
            .filter(|&e| {
                g.obj(e)
                    .attached_to
                    .is_some_and(|o| !self.is_equipment(g, e) || !self.can_equip(g, e, o))
            })
            .collect();
        for &e in &loose {
            g.obj_mut(e).attached_to = None;
        }
        !loose.is_empty()
    }
}
