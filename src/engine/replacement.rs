//! Replacement effects (CR 614) on where a spell goes: "exile that card ... instead of putting
//! it into your graveyard as it resolves" (614.1a), set up for one spell by a resolving
//! ability (Gandalf of the Secret Fire) and applied as the final part of its resolution
//! (608.2n). A spell countered (701.6a) or that doesn't resolve (608.2b) is put into the
//! graveyard as usual.

use super::state::{CardId, Game, Zone};
use super::Engine;

impl Engine<'_> {
    /// Applies the replacement set up for spell `card`, if any: it is exiled with its time
    /// counters instead of put into the graveyard, and gains suspend if it has none (CR
    /// 702.62b). Returns whether it was replaced.
    pub fn exile_as_it_resolves(&self, g: &mut Game, card: CardId) -> bool {
        let Some(r) = g.obj(card).exile_as_resolves else {
            return false;
        };
        self.move_card(g, card, Zone::Exile);
        let has_suspend = self.def(card).suspend.is_some();
        let o = g.obj_mut(card);
        o.time = r.time;
        o.gained_suspend = r.gains_suspend && !has_suspend;
        // "If you do, it becomes plotted." (CR 702.170c; Lilah)
        if r.plotted {
            self.become_plotted(g, card);
        }
        true
    }
}
