//! Delayed triggered abilities (CR 603.7) are written inside the instruction that creates
//! them; a card's delayed abilities are found by walking its programs, in a fixed order, so
//! that the engine can name one by its index (a small value in the game state).

use super::effect::{DelayedAbility, Effect};
use super::program::{Op, Program};
use super::spec::CardDef;

impl CardDef {
    /// Every delayed triggered ability an instruction of this card (any face, any ability)
    /// creates, in a fixed order: the index the engine names each by.
    pub fn delayed_abilities(&self) -> Vec<&DelayedAbility> {
        let mut out = Vec::new();
        self.collect_delayed(&mut out);
        out
    }

    fn collect_delayed<'d>(&'d self, out: &mut Vec<&'d DelayedAbility>) {
        for p in self.programs() {
            collect_in(p, out);
        }
        for f in &self.faces {
            f.collect_delayed(out);
        }
    }
}

fn collect_in<'d>(p: &'d Program, out: &mut Vec<&'d DelayedAbility>) {
    for op in &p.ops {
        if let Op::Act(Effect::CreateDelayed { ability, .. }) = op {
            // The same ability reached twice (a fused split card lists its halves' programs
            // again in its own) keeps its first index.
            if !out.iter().any(|d| **d == **ability) {
                out.push(ability);
            }
            collect_in(&ability.program, out);
        }
    }
}
