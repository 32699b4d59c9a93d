//! The replacement effects counters create (CR 122.1c, 122.1d, 122.1h), of `NAMED_COUNTERS` kinds
//! (-1/-1 counters are in `wither.rs`):
//!
//! - CR 122.1d: "If a permanent with a stun counter on it would become untapped, instead remove
//!   a stun counter from it." Every untap of the engine goes through `untap` (the untap step,
//!   502.3, and instructions); an untapped permanent does not "become untapped", so its stun
//!   counters stay.
//! - CR 122.1h: "If this permanent would be put into a graveyard from the battlefield, exile it
//!   instead." (finality counters; `zones::destination`).
//! - CR 122.1c: one or more shield counters create a single replacement effect, "If this
//!   permanent would be destroyed as the result of an effect, instead remove a shield counter
//!   from it" (`destroy`), and a single prevention effect, "If damage would be dealt to this
//!   permanent, prevent that damage and remove a shield counter from it" (`shield_absorbs`).
//!   The rulings of 2022-04-29: damage dealt at once by several sources (combat) is prevented
//!   with one counter; damage that can't be prevented is dealt and a counter still removed;
//!   the state-based actions for lethal damage and deathtouch (704.5g-h) and sacrifice are no
//!   destruction by an effect. A permanent with indestructible is never destroyed, so it loses
//!   no counter to a destruction (702.12b).

use crate::cards::{FINALITY, SHIELD, STUN};

use crate::engine::state::{CardId, Game};
use crate::engine::Engine;

impl Engine<'_> {
    /// `c` becomes untapped, unless it has a stun counter: then one is removed instead (CR
    /// 122.1d).
    pub fn untap(&self, g: &mut Game, c: CardId) {
        let o = g.obj_mut(c);
        if !o.tapped {
            return;
        }
        if o.named_counters.get(STUN) > 0 {
            o.named_counters.remove(STUN, 1);
        } else {
            o.tapped = false;
        }
    }

    /// Damage would be dealt to the permanent `c` (a positive amount, from one source or from
    /// several at once): with a shield counter on it, one is removed, and the damage is
    /// prevented unless damage can't be prevented (CR 122.1c, 615.12). Whether it is
    /// prevented. The deliberately broken variant (`shield.counters=ignored`) has shield
    /// counters do nothing.
    pub fn shield_absorbs(&self, g: &mut Game, c: CardId) -> bool {
        if !self.rules.shield_counters || g.obj(c).named_counters.get(SHIELD) == 0 {
            return false;
        }
        g.obj_mut(c).named_counters.remove(SHIELD, 1);
        self.damage_can_be_prevented(g)
    }

    /// CR 701.8a: an effect destroys `c`, a permanent: it goes to its owner's graveyard,
    /// unless it has indestructible (702.12b) or a shield counter (one is removed instead,
    /// 122.1c).
    pub fn destroy(&self, g: &mut Game, c: CardId) {
        self.destroy_all(g, &[c]);
    }

    /// CR 701.8a: an effect destroys the permanents `cards` at once ("destroy all
    /// creatures"): those not indestructible and without a shield counter go to their owners'
    /// graveyards together, so a leaves-the-battlefield ability of each sees the others leave
    /// (603.10a).
    pub fn destroy_all(&self, g: &mut Game, cards: &[CardId]) {
        let mut doomed = Vec::with_capacity(cards.len());
        for &c in cards {
            if doomed.contains(&c) || self.indestructible(g, c) {
                continue;
            }
            if self.rules.shield_counters && g.obj(c).named_counters.get(SHIELD) > 0 {
                g.obj_mut(c).named_counters.remove(SHIELD, 1);
                continue;
            }
            doomed.push(c);
        }
        self.move_cards(g, &doomed, crate::engine::Zone::Graveyard);
    }

    /// Whether `c` has a finality counter (CR 122.1h).
    pub fn has_finality_counter(&self, g: &Game, c: CardId) -> bool {
        g.obj(c).named_counters.get(FINALITY) > 0
    }
}
