//! Effects that last "until your next turn" (CR 611.2b): they end as that player's next turn
//! begins; those that last "until the end of your next turn" become "until end of turn" ones
//! then. Only the rule change a resolving spell makes for its controller is kept: "Until
//! your next turn, creatures can't attack you." (Chronomantic Escape), a restriction read as
//! attackers are declared (508.1c), so it covers creatures that arrive after it began (the
//! card's ruling of 2013-04-15).

use crate::cards::statics::Static;
use crate::cards::Duration;

use super::state::{Game, PlayerId};
use super::Engine;

/// The bit of `p` in `Game::cant_attack`.
fn bit(p: PlayerId) -> u8 {
    1u8.checked_shl(u32::from(p)).unwrap_or(0)
}

impl Engine<'_> {
    /// "Until your next turn, creatures can't attack you." begins for `p` (CR 611.2b).
    pub fn shield_from_attacks(&self, g: &mut Game, p: PlayerId) {
        g.cant_attack |= bit(p);
    }

    /// CR 508.1c: creatures can't attack `p` now (an effect until `p`'s next turn, or a
    /// static ability or effect of theirs: "Creatures can't attack you.").
    pub fn cant_be_attacked(&self, g: &Game, p: PlayerId) -> bool {
        g.cant_attack & bit(p) != 0
            || (!self.no_statics(g)
                && self
                    .statics_in_play(g)
                    .any(|(_, ctl, s)| ctl == p && matches!(s, Static::CreaturesCantAttackYou)))
    }

    /// CR 611.2b: as `active`'s turn begins, their "until your next turn" effects end.
    pub fn end_until_next_turn_effects(&self, g: &mut Game, active: PlayerId) {
        g.cant_attack &= !bit(active);
        let ends = |until: Duration, controller: PlayerId| {
            until == Duration::UntilYourNextTurn && controller == active
        };
        if g.continuous.iter().any(|e| ends(e.until, e.controller)) {
            self.return_control(g, |e| ends(e.until, e.controller));
            g.continuous.retain(|e| !ends(e.until, e.controller));
        }
        if g.temporary.iter().any(|t| ends(t.until, t.controller)) {
            g.temporary.retain(|t| !ends(t.until, t.controller));
        }
        // "until the end of your next turn": from now on, until the end of this turn.
        let this_turn = |until: &mut Duration, controller: PlayerId| {
            if *until == Duration::UntilEndOfYourNextTurn && controller == active {
                *until = Duration::EndOfTurn;
            }
        };
        for e in g.continuous.iter_mut() {
            this_turn(&mut e.until, e.controller);
        }
        for t in g.temporary.iter_mut() {
            this_turn(&mut t.until, t.controller);
        }
    }

    /// CR 701.31a: as a player planeswalks, effects "until a player planeswalks" end.
    pub fn end_until_planeswalk_effects(&self, g: &mut Game) {
        let ends = |until: Duration| until == Duration::UntilAPlayerPlaneswalks;
        if g.continuous.iter().any(|e| ends(e.until)) {
            self.return_control(g, |e| ends(e.until));
            g.continuous.retain(|e| !ends(e.until));
        }
        if g.temporary.iter().any(|t| ends(t.until)) {
            g.temporary.retain(|t| !ends(t.until));
        }
    }

    /// The deliberately broken variant (`duration.until-next-turn=end-of-turn`): "until your
    /// next turn" effects end in the cleanup step like "until end of turn" ones (CR 514.2).
    pub fn end_until_next_turn_at_cleanup(&self, g: &mut Game) {
        if !self.rules.until_next_turn_lasts {
            g.cant_attack = 0;
        }
    }
}
