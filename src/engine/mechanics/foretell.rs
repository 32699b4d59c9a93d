//! Foretell (CR 702.143, special action 116.2h).
//!
//! - 702.143a: any time a player has priority during their turn, they may pay {2} and exile a
//!   card with foretell from their hand face down. They may cast it after the current turn has
//!   ended by paying any foretell cost it has rather than its mana cost: an alternative cost
//!   (601.2b, 601.2f-h), with the card type's timing (a sorcery in their main phase).
//! - 702.143b: it is a special action: no one can respond, and the player receives priority
//!   again (116.3).
//! - 702.143c: "foretelling a card" is that special action only (a card that becomes foretold
//!   by an effect is not foretold by anyone).
//! - 702.143d: an effect can make a card in exile foretold and give it a foretell cost; it may
//!   be cast for any foretell cost it has after the turn it became foretold.
//! - 702.143e: a foretold card's foretell costs other than its printed one are known: the
//!   object remembers them (`Obj::foretell_reduced_by`), so a cost a static ability gave it in
//!   hand (Dream Devourer) stays after that ability's source has left.
//! - 400.7: a foretold card that leaves exile is a new object, no longer foretold.
//!
//! Face down in exile: the card is hidden from the other players (406.3), which the checker
//! does not model (it sees every card); no rule here reads a foretold card's characteristics.

use crate::engine::mana_pool::Payment;
use smallvec::SmallVec;

use crate::cards::{EventPattern, ManaCost, Static, Types};

use crate::engine::action::Action;
use crate::engine::mana;
use crate::engine::state::{CardId, Game, PlayerId, Zone};
use crate::engine::statics::spell_is;
use crate::engine::triggers;
use crate::engine::Engine;

/// The cost of the foretell special action (CR 702.143a).
const FORETELL_ACTION_COST: u8 = 2;

impl Engine<'_> {
    /// CR 702.143a, 116.2h: `p` has priority during their own turn (the broken variant: during
    /// any turn).
    fn foretell_window(&self, g: &Game, p: PlayerId) -> bool {
        g.decision.is_none()
            && g.priority == p
            && (g.active == p || !self.rules.foretell_own_turn_only)
    }

    /// The foretell a static ability `p` controls gives `card` in their hand ("Each nonland
    /// card in your hand without foretell has foretell. Its foretell cost is equal to its mana
    /// cost reduced by {2}.", CR 702.143a, 113.3): how much generic mana the cost is reduced
    /// by. A card printed with foretell gets none.
    pub fn granted_foretell(&self, g: &Game, p: PlayerId, card: CardId) -> Option<u8> {
        let def = self.def(card);
        if def.foretell.is_some() || self.no_statics(g) {
            return None;
        }
        self.statics_in_play(g).find_map(|(_, ctl, s)| match s {
            Static::HandHasForetell { what, reduced_by } if ctl == p && spell_is(def, what) => {
                Some(*reduced_by)
            }
            _ => None,
        })
    }

    /// Whether any card could be foretold: one printed with foretell, or a static ability
    /// that gives it.
    fn foretell_possible(&self, g: &Game) -> bool {
        !self.table.with_foretell.is_empty()
            || (!self.no_statics(g)
                && self
                    .statics_in_play(g)
                    .any(|(_, _, s)| matches!(s, Static::HandHasForetell { .. })))
    }

    /// Every foretell special action open to `p` (CR 702.143a).
    pub fn foretell_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        if !self.foretell_window(g, p) || !self.foretell_possible(g) {
            return Vec::new();
        }
        let in_hand = g.in_zone(Zone::Hand).filter(|&c| {
            self.owner(c) == p
                && (self.def(c).foretell.is_some() || self.granted_foretell(g, p, c).is_some())
        });
        let cards = self.representatives(g, in_hand);
        if cards.is_empty() {
            return Vec::new();
        }
        let cost = ManaCost::ZERO.increase(FORETELL_ACTION_COST);
        let sources = self.mana_sources(g, p, mana::Purpose::SpecialAction);
        let mut out = Vec::new();
        for card in cards {
            for tap in self.payments(&cost, &sources) {
                out.push(Action::Foretell { card, cost, tap });
            }
        }
        out
    }

    /// Takes the foretell special action (CR 702.143a-b): pay {2}, exile the card face down;
    /// it is foretold, with the foretell cost a static ability gave it in hand, if any; "whenever
    /// you foretell a card" abilities trigger (702.143c).
    pub fn foretell(&self, g: &mut Game, p: PlayerId, card: CardId, tap: &Payment) {
        let granted = self.granted_foretell(g, p, card);
        self.pay_mana(g, p, tap);
        self.become_foretold(g, card, granted);
        self.fire_foretells(g, p);
    }

    /// `card` becomes foretold this turn (CR 702.143d), exiled first if it is not; `reduced_by`
    /// gives it the foretell cost "its mana cost reduced by {N}" (kept if it had one already).
    pub fn become_foretold(&self, g: &mut Game, card: CardId, reduced_by: Option<u8>) {
        if g.obj(card).zone != Zone::Exile {
            self.move_card(g, card, Zone::Exile);
        }
        // A card that could not be exiled (a token or a copy ceased to exist) is not foretold.
        if g.obj(card).zone != Zone::Exile {
            return;
        }
        let turn = g.turn;
        let o = g.obj_mut(card);
        o.foretold = Some(turn);
        o.foretell_reduced_by = reduced_by.or(o.foretell_reduced_by);
    }

    /// The foretell costs a foretold `card` has (CR 702.143a, 702.143d): its printed one, and
    /// its mana cost reduced by {N} if an effect gave it that (118.7a: generic mana only; the
    /// reduction applies once X is chosen, 601.2b before 601.2f). A card with no mana cost has
    /// no such cost (118.6).
    pub fn foretell_costs(&self, g: &Game, card: CardId, x: u8) -> SmallVec<[ManaCost; 2]> {
        let def = self.def(card);
        let mut out = SmallVec::new();
        out.extend(def.foretell.map(|c| c.with_x(x)));
        if let Some(n) = g.obj(card).foretell_reduced_by {
            if let Some(c) = def.mana_cost {
                let c = self.reduce(c.with_x(x), n);
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// CR 702.143a, 702.143d: may `p` cast this foretold card now? Its owner, after the turn
    /// it became foretold, with its card type's timing (117.1a), if it has a foretell cost.
    pub fn may_cast_foretold(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        let o = g.obj(card);
        let Some(turn) = o.foretold else {
            return false;
        };
        o.zone == Zone::Exile
            && self.owner(card) == p
            && !self.def(card).is(Types::LAND)
            && (g.turn > turn || !self.rules.foretell_later_turn_only)
            && !self.prohibited(g, card)
            && self.face_timing(g, p, card, 0)
            && !self.foretell_costs(g, card, 0).is_empty()
    }

    /// CR 702.143c: `p` foretold a card; "whenever you foretell a card" abilities of the
    /// permanents they control trigger.
    pub fn fire_foretells(&self, g: &mut Game, p: PlayerId) {
        let mut watchers: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).controller == p)
            .collect();
        // CR 113.6b: their suspended cards' "..., if this card is suspended" abilities.
        watchers.extend(
            (triggers::suspended_sources(self, g, None).into_iter())
                .filter(|&(_, you)| you == p)
                .map(|(c, _)| c),
        );
        for c in watchers {
            let foretells = |e: &EventPattern| matches!(e, EventPattern::YouForetell);
            triggers::fire_own(self, g, c, triggers::seen_from(g, c, foretells), p);
        }
    }
}
