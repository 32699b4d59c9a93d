//! Flipping a coin (CR 705), and targets selected at random (CR 601.2c).
//!
//! - 705.1: a coin has two sides of equal likelihood. The flip is a chance move and both
//!   outcomes are explored (probabilities are not checked).
//! - 705.2: the player an instruction has flip the coin calls heads or tails; the call matching
//!   the result wins the flip, otherwise they lose it. Only the flipper wins or loses. The
//!   model gives chance the outcome directly (won or lost: which side came up and what was
//!   called tell states apart no further). The instructions after it read "if that player
//!   loses the flip" (`Condition::Flip`).
//!
//! - 601.2c, 603.3d: "select target player at random": the target of a triggered ability is
//!   chosen by no player as it is put on the stack: chance gives each legal target, each
//!   explored (`Program::random_target`).
//!
//! Not modelled: flips that care only about heads or tails (705.2's first kind), stated
//! results (705.3), "whenever a player wins a coin flip" triggers, and flip replacements
//! (Krark's Thumb, 614.1a).

use crate::engine::state::{Decision, Game, PendingTrigger, Target};
use crate::engine::Engine;

impl Engine<'_> {
    /// The outcomes chance may give a flip, the flipper winning first (CR 705.2).
    pub fn flip_outcomes(&self) -> Vec<bool> {
        if self.rules.coin_flip_explored {
            vec![true, false]
        } else {
            // The deliberately broken variant (`coin.flip=always-won`): never lost.
            vec![true]
        }
    }

    /// The flipped coin lands: its flipper wins the flip or loses it (CR 705.2); the
    /// resolution goes on past the flip with the outcome for "if that player loses the flip".
    pub fn coin_lands(&self, g: &mut Game, won: bool) {
        let Some(Decision::Coin {
            item, mut frame, ..
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        frame.flip = if won { 1 } else { 2 };
        frame.pc = frame.pc.saturating_add(1);
        self.run_program(g, item, frame);
    }

    /// Whether the triggered ability's target is chosen at random, by no player ("select
    /// target player at random", CR 601.2c).
    pub fn target_at_random(&self, t: &PendingTrigger) -> bool {
        let p = self.ability_program(t.ability);
        p.random_target == Some(0) && p.targets.len() == 1
    }

    /// The targets chance may select among the legal ones (CR 601.2c): every one.
    pub fn random_targets(&self, legal: Vec<Target>) -> Vec<Target> {
        let mut legal = legal;
        if !self.rules.random_target_explored {
            // The deliberately broken variant (`random.target=first`): only the first.
            legal.truncate(1);
        }
        legal
    }
}
