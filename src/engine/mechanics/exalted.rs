//! Exalted (CR 702.83): "Whenever a creature you control attacks alone, that creature gets
//! +1/+1 until end of turn." A creature attacks alone when it is the only creature declared as
//! an attacker in the declare attackers step (506.5). Each instance triggers on its own
//! (702.83b): each permanent with exalted that the attacking player controls, the attacker
//! itself included, adds one trigger for each instance it has (printed, and granted by a
//! static ability such as Bant's "All creatures have exalted.").

use crate::cards::Keyword;

use super::super::state::{AbilityKind, CardId, Game, PlayerId, Zone};
use super::super::triggers;
use super::super::Engine;

impl Engine<'_> {
    /// CR 702.83a, 506.5: `attacker` declared `attackers`; if it is one creature (or, under
    /// the broken variant `exalted.alone=any-attack`, any number, each getting the bonus from
    /// each instance), every exalted permanent they control triggers about it.
    pub fn fire_exalted(&self, g: &mut Game, attacker: PlayerId, attackers: &[CardId]) {
        if !self.table.possible_keywords.has(Keyword::Exalted) {
            return;
        }
        let alone = match attackers {
            [one] => vec![*one],
            many if !self.rules.exalted_alone_only => many.to_vec(),
            _ => return,
        };
        // CR 702.83b: each instance triggers, a permanent with two (printed and granted) twice.
        let exalted: Vec<(CardId, usize)> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).controller == attacker)
            .map(|c| (c, self.keyword_instances(g, c, Keyword::Exalted)))
            .filter(|&(_, n)| n > 0)
            .collect();
        for &a in &alone {
            for &(source, n) in &exalted {
                for _ in 0..n {
                    triggers::fire(g, source, AbilityKind::Exalted(a), attacker);
                }
            }
        }
    }
}
