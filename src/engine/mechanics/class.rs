//! Class levels (CR 716): a Class's level bars and the abilities of its levels.
//!
//! - 716.2a: "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N.
//!   Activate only if this Class is level N-1 and only as a sorcery" (an activated ability: it
//!   uses the stack and can be responded to) and "As long as this Class is level N or greater,
//!   it has [abilities]" (`CardDef::ability_levels`: each ability's level).
//! - 716.2b: a level is a designation any permanent can have, not a counter and not copiable:
//!   `Obj::level`, lost with the object as it leaves the battlefield (400.7).
//! - 716.2d: a permanent without a level is treated as level 1 (a Class as it enters).
//! - 716.3: the abilities outside the level sections work at all times.
//!
//! A level's triggered, static and activated abilities are the card's own abilities (indexed
//! after its level-1 ones), so every rule about such abilities applies to them as printed; the
//! engine asks `trigger_level_reached` / `static_works` / `activated_level_reached` whether the
//! object has each now.

use crate::cards::CardDef;

use crate::engine::state::{CardId, Game, PlayerId, Zone};
use crate::engine::Engine;

impl Engine<'_> {
    /// The object's level (CR 716.2b); 1 for one without a level (716.2d).
    pub fn level(&self, g: &Game, c: CardId) -> u8 {
        g.obj(c).level.max(1)
    }

    /// Whether an ability of `c` that works from level `needed` works now (CR 716.2a): "as long
    /// as this Class is level N or greater". Only a permanent has a level (716.2b), so off the
    /// battlefield only level-1 abilities work.
    /// (The deliberately broken variant, `class.level-abilities=always`: at any level.)
    fn level_reached(&self, g: &Game, c: CardId, needed: u8) -> bool {
        needed <= 1
            || !self.rules.class_level_abilities_gated
            || (g.obj(c).zone == Zone::Battlefield && self.level(g, c) >= needed)
    }

    /// Whether `c` has the triggered ability `i` of `def` at its level now (CR 716.2a); `def`
    /// is the definition whose abilities `c` has now (its own, or a copied object's, 707.2).
    pub fn trigger_level_reached(&self, g: &Game, c: CardId, def: &CardDef, i: usize) -> bool {
        self.level_reached(g, c, def.trigger_level(i))
    }

    /// Whether `c` has the activated ability `i` of `def` at its level now (CR 716.2a; `def`
    /// as for `trigger_level_reached`).
    pub fn activated_level_reached(&self, g: &Game, c: CardId, def: &CardDef, i: usize) -> bool {
        self.level_reached(g, c, def.activated_level(i))
    }

    /// Whether static ability part `i` of `face`, the characteristics `c` has now, works at
    /// its level (CR 716.2a).
    pub fn static_works(&self, g: &Game, c: CardId, face: &CardDef, i: usize) -> bool {
        self.level_reached(g, c, face.static_level(i))
    }

    /// Whether `p` may activate `c`'s level bar "Level `n`" now, apart from its cost (CR
    /// 716.2a): only as a sorcery (`class.sorcery-timing=any-time`: whenever they have
    /// priority), and only while `c` is level n-1 (`class.level-order=any-level`: at any level
    /// but n).
    pub fn may_gain_level(&self, g: &Game, p: PlayerId, c: CardId, n: u8) -> bool {
        let timing = !self.rules.class_level_sorcery_timing || self.sorcery_timing(g, p);
        let level = self.level(g, c);
        let order = match self.rules.class_level_in_order {
            true => level.checked_add(1) == Some(n),
            false => level != n,
        };
        timing && order
    }

    /// "This Class's level becomes N." (CR 716.2a) as the bar's ability resolves: the level of
    /// its source, if that is still on the battlefield (a level is a permanent's, 716.2b).
    pub fn level_becomes(&self, g: &mut Game, c: CardId, n: u8) {
        if g.obj(c).zone == Zone::Battlefield {
            g.obj_mut(c).level = n;
        }
    }
}
