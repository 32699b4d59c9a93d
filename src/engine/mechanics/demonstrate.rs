//! Demonstrate (CR 702.144): "When you cast this spell, you may copy it and you may choose new
//! targets for the copy. If you copy the spell, choose an opponent. That player copies the
//! spell and may choose new targets for that copy." (702.144a)
//!
//! A triggered ability of the spell (its source), printed (`keywords = ["demonstrate"]`) or
//! granted by a static ability to spells on the stack ("Instant and sorcery spells players
//! cast have demonstrate.", Strixhaven); each instance triggers. A copy is not cast (707.10),
//! so a copy does not demonstrate again. The copies are made as for "copy it"
//! (`mechanics::spell_copy`): each player's copy is theirs, its targets kept or changed
//! (707.10c). The opponent is remembered as the ability triggers ("that player"): the next
//! opponent in turn order (with more than one opponent, the choice is not explored: README,
//! "Known gaps"). The deliberately broken variant `demonstrate.opponent=none` makes only the
//! caster's copy.

use crate::cards::Keyword;

use super::super::state::{AbilityKind, CardId, Game, PlayerId};
use super::super::triggers;
use super::super::Engine;

impl Engine<'_> {
    /// CR 702.144a, 601.2i: `caster` cast `spell`; each instance of demonstrate it has
    /// triggers.
    pub fn fire_demonstrate(&self, g: &mut Game, caster: PlayerId, spell: CardId) {
        if !self.table.possible_keywords.has(Keyword::Demonstrate) {
            return;
        }
        let n = self.keyword_instances(g, spell, Keyword::Demonstrate);
        let Some(opponent) = g.apnap_from(caster).into_iter().find(|&q| q != caster) else {
            return;
        };
        for _ in 0..n {
            triggers::fire(g, spell, AbilityKind::Demonstrate(opponent), caster);
        }
    }
}
