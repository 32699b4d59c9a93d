//! The Ring tempts you (CR 701.54). Each time the Ring tempts a player, they get the emblem
//! named The Ring if they have none (701.54c), then choose a creature they control, which
//! becomes their Ring-bearer until another creature does or another player gains control of it
//! (701.54a; a designation, not a copiable value, 701.54b; gone with the object, 400.7). The
//! Ring tempts them even if they control no creature (701.54d). The emblem is not an object
//! here: its abilities are rules read from how many times the Ring has tempted its owner
//! (`Player::ring`), each from its level on (701.54c):
//! 1. "Your Ring-bearer is legendary and can't be blocked by creatures with greater power."
//! 2. "Whenever your Ring-bearer attacks, draw a card, then discard a card."
//! 3. "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's
//!    controller sacrifices it at end of combat." (once for each blocker, 509.3c; the
//!    triggered ability creates a delayed one, 603.7, that triggers at the beginning of the end
//!    of combat step, 511.2; done by the blocker's controller, whoever controls it then)
//! 4. "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."
//!
//! The two triggered abilities are written in the card language (`cards::keywords`); their
//! source is the Ring-bearer, their controller the emblem's owner.

use crate::engine::state::{AbilityKind, CardId, Game, PlayerId, Zone};
use crate::engine::triggers;
use crate::engine::Engine;

impl Engine<'_> {
    /// CR 701.54a, 701.54c: the Ring tempts `p`; `bearer` is the creature they chose (none if
    /// they control none). An earlier Ring-bearer of theirs stops being one.
    pub fn ring_tempts(&self, g: &mut Game, p: PlayerId, bearer: Option<CardId>) {
        let player = &mut g.players[p as usize];
        player.ring = player.ring.saturating_add(1);
        let Some(bearer) = bearer.filter(|&c| {
            g.obj(c).zone == Zone::Battlefield && g.obj(c).controller == p && self.is_creature(g, c)
        }) else {
            return;
        };
        let old: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).ring_bearer && g.obj(c).controller == p)
            .collect();
        for c in old {
            g.obj_mut(c).ring_bearer = false;
        }
        g.obj_mut(bearer).ring_bearer = true;
    }

    /// CR 701.54e: whether `c` is its controller's Ring-bearer (on the battlefield with the
    /// designation; the designation is dropped when another player gains control of it).
    pub fn is_ring_bearer(&self, g: &Game, c: CardId) -> bool {
        let o = g.obj(c);
        o.ring_bearer && o.zone == Zone::Battlefield
    }

    /// How many times the Ring has tempted the controller of Ring-bearer `c` (its emblem's
    /// level), 0 if `c` is no Ring-bearer.
    fn ring_level(&self, g: &Game, c: CardId) -> u8 {
        match self.is_ring_bearer(g, c) {
            true => g.players[g.obj(c).controller as usize].ring,
            false => 0,
        }
    }

    /// CR 701.54c, level 1: "Your Ring-bearer is legendary."
    pub fn legendary_as_ring_bearer(&self, g: &Game, c: CardId) -> bool {
        self.ring_level(g, c) >= 1
    }

    /// CR 701.54c, level 1: a Ring-bearer "can't be blocked by creatures with greater power"
    /// (their power as the block is declared, 509.1b). The broken variant
    /// (`the-ring.evasion=none`) lets them block.
    pub fn ring_evades(&self, g: &Game, attacker: CardId, blocker: CardId) -> bool {
        self.rules.ring_evasion
            && self.ring_level(g, attacker) >= 1
            && self.power(g, blocker) > self.power(g, attacker)
    }

    /// CR 701.54c, level 2: "Whenever your Ring-bearer attacks, draw a card, then discard a
    /// card." (CR 508.1m, 603.2).
    pub fn fire_ring_attacks(&self, g: &mut Game, attackers: &[CardId]) {
        for &a in attackers {
            if self.ring_level(g, a) >= 2 {
                triggers::fire(g, a, AbilityKind::TheRing(2), g.obj(a).controller);
            }
        }
    }

    /// CR 701.54c, level 3: "Whenever your Ring-bearer becomes blocked by a creature, the
    /// blocking creature's controller sacrifices it at end of combat." Each blocker of a
    /// Ring-bearer triggers it (509.3c), controlled by the Ring's owner (not in the broken
    /// variant `ring.blocked=ignored`).
    pub fn fire_ring_blocked(&self, g: &mut Game, blocks: &[(CardId, CardId)]) {
        if !self.rules.ring_blocked_sacrifice {
            return;
        }
        for &(blocker, attacker) in blocks {
            if self.ring_level(g, attacker) >= 3 {
                let owner = g.obj(attacker).controller;
                triggers::fire(g, attacker, AbilityKind::RingBlocked(blocker), owner);
            }
        }
    }

    /// CR 701.54c, level 4: "Whenever your Ring-bearer deals combat damage to a player, each
    /// opponent loses 3 life." (CR 510.2, 603.2).
    pub fn fire_ring_combat_damage(&self, g: &mut Game, hits: &[(CardId, u8)]) {
        for &(c, n) in hits {
            if n > 0 && self.ring_level(g, c) >= 4 {
                triggers::fire(g, c, AbilityKind::TheRing(4), g.obj(c).controller);
            }
        }
    }
}
