//! Lifelink (CR 702.15): damage dealt by a source with lifelink causes that source's controller
//! to gain that much life, in addition to the damage's other results (702.15b), whether the
//! source is a creature in combat, a permanent's ability or a spell (702.15a: it works from
//! any zone the source deals damage from). Several instances are redundant (702.15f).

use crate::cards::Keyword;

use super::super::state::{CardId, Game};
use super::super::Engine;

impl Engine<'_> {
    /// `n` damage was dealt by `source` (after prevention, CR 615): with lifelink, its
    /// controller gains that much life (CR 702.15b). The deliberately broken variant
    /// (`lifelink=none`) gains nothing.
    pub fn lifelink(&self, g: &mut Game, source: CardId, n: i16) {
        if n <= 0 || !self.rules.lifelink_gains || !self.has_keyword(g, source, Keyword::Lifelink) {
            return;
        }
        let p = g.obj(source).controller;
        let life = &mut g.players[p as usize].life;
        *life = life.saturating_add(n);
    }
}
