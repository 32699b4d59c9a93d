//! "Choose one that hasn't been chosen —" (Gandalf the Grey): a modal triggered ability whose
//! object remembers the modes it has chosen (CR 700.2b: a mode that can't be chosen is left out
//! as the ability is put on the stack; with none left, the ability is removed from the stack).
//! The memory is the object's: a new object after a zone change has chosen none (CR 400.7).

use crate::engine::state::{Game, PendingTrigger};
use crate::engine::Engine;

impl Engine<'_> {
    /// Whether the trigger is a "choose one that hasn't been chosen" ability, and its source's
    /// memory applies (`modes.unchosen=ignored` is the broken variant: every mode every time).
    fn remembers_modes(&self, t: &PendingTrigger) -> bool {
        self.rules.unchosen_modes_remembered
            && t.ability.kind.printed_trigger().is_some_and(|i| {
                self.ability_def(t.ability)
                    .triggers
                    .get(i as usize)
                    .is_some_and(|d| d.unchosen_modes)
            })
    }

    /// CR 700.2b: `mode` can be chosen for `t` (not chosen before by its source, for a "choose
    /// one that hasn't been chosen" ability).
    pub fn mode_unchosen(&self, g: &Game, t: &PendingTrigger, mode: u8) -> bool {
        !self.remembers_modes(t)
            || mode >= 8
            || g.obj(t.ability.source).modes_chosen & (1 << mode) == 0
    }

    /// The source of `t` remembers that `mode` was chosen for it as it was put on the stack.
    pub fn remember_mode(&self, g: &mut Game, t: &PendingTrigger, mode: u8) {
        if self.remembers_modes(t) && mode < 8 {
            g.obj_mut(t.ability.source).modes_chosen |= 1 << mode;
        }
    }
}
