//! Rules changed for a duration by a resolving spell or ability (CR 611.2: "Until end of turn,
//! you may play lands and cast spells from your graveyard."). Each is written inside the
//! instruction that begins it; a card's are found by walking its programs in a fixed order, so
//! that the engine can name one by its index (a small value in the game state), as it names
//! delayed abilities (`delayed.rs`).

use super::effect::Effect;
use super::program::Program;
use super::spec::CardDef;
use super::statics::Static;

impl CardDef {
    /// Every static ability an instruction of this card (any face, any ability) makes last for
    /// a duration, in a fixed order: the index the engine names each by.
    pub fn temporary_statics(&self) -> Vec<&Static> {
        let mut out = Vec::new();
        self.collect_temporary(&mut out);
        out
    }

    fn collect_temporary<'d>(&'d self, out: &mut Vec<&'d Static>) {
        for p in self.programs() {
            collect_in(p, out);
        }
        for f in &self.faces {
            f.collect_temporary(out);
        }
    }
}

fn collect_in<'d>(p: &'d Program, out: &mut Vec<&'d Static>) {
    for op in &p.ops {
        if let super::program::Op::Act(Effect::BeginStatic { ability, .. }) = op {
            if !out.iter().any(|s| **s == **ability) {
                out.push(ability);
            }
        }
    }
}
