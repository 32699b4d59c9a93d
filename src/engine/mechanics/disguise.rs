//! Disguise (CR 702.168), morph and megamorph (702.37), and face-down spells and permanents
//! (708).
//!
//! - 702.37a-c: morph is disguise without ward: a card with morph or megamorph may be cast
//!   face down for {3} the same way, and turned face up for its morph cost (702.37e).
//! - 702.37b: "As this permanent is turned face up, put a +1/+1 counter on it if its
//!   megamorph cost was paid": the counter is on it before anything can respond (a
//!   replacement, 614.1e); the broken variant (`megamorph.counter=none`) puts none.
//! - 708.8, 603.2: "When this creature is turned face up" triggers on the face-up permanent
//!   (put on the stack the next time a player would receive priority, 603.3: it can be
//!   responded to); the broken variant (`turned-face-up.trigger=none`) never triggers.
//!
//! - 702.168a-b: a card with disguise may be cast face down by paying {3} rather than its mana
//!   cost, an alternative cost (118.9): then it is a 2/2 creature spell with no name, no
//!   subtypes and no mana cost (708.2a), and it enters the battlefield that way.
//! - 118.9a: only one alternative cost applies to a spell: a plotted card cast without paying
//!   its mana cost (702.170d) can't also be cast face down (the plot ruling). The broken
//!   variant (`cast.alternative-costs=combinable`) lets it, for {3}.
//! - 702.168d, 116.2b: any time they have priority, its controller may turn it face up by
//!   paying its disguise cost: a special action, without the stack. Nothing enters (the
//!   permanent already had), so "enters" abilities don't trigger; "As this creature is turned
//!   face up, ..." (614.1e) applies as it does.
//! - Not modelled: ward {2} (702.21), a triggered ability of the face-down creature: nothing
//!   in the engine yet triggers on becoming a target.

use crate::cards::{CounterKind, EventPattern, ManaCost};
use crate::engine::mana_pool::Payment;
use crate::engine::triggers;

use crate::engine::action::{Action, CastChoice};
use crate::engine::mana::Purpose;
use crate::engine::state::{AbilityKind, AbilityRef, CardId, CastVia, Frame, Game, PlayerId};
use crate::engine::state::{StackItem, Targets, Zone};
use crate::engine::Engine;

/// CR 702.168a: the cost to cast a card face down, instead of its mana cost.
pub const FACE_DOWN_COST: ManaCost = ManaCost {
    generic: 3,
    ..ManaCost::ZERO
};

impl Engine<'_> {
    /// The face-down casts of `card` this way (CR 702.168a): from hand, any time `p` could
    /// cast a creature spell with no abilities (117.1a; as though it had flash with an effect
    /// such as Vedalken Orrery's, 702.8). From plot only in the broken variant (118.9a).
    pub fn face_down_casts(
        &self,
        g: &Game,
        p: PlayerId,
        card: CardId,
        via: CastVia,
    ) -> Vec<Action> {
        let allowed = match via {
            CastVia::Hand => true,
            CastVia::Plot => !self.rules.one_alternative_cost,
            _ => false,
        };
        if !allowed || self.def(card).face_up_cost().is_none() {
            return Vec::new();
        }
        // "as though it had flash" read against the face-down spell (CR 708.2a, 601.3b).
        let face_down = &self.table.face_down;
        let flash = self.flash_granted_to(g, p, face_down);
        if !(self.sorcery_timing(g, p) || flash) {
            return Vec::new();
        }
        // 601.2a: the card moves to the stack face down before the cost is paid.
        let mut on_stack = g.clone();
        self.move_card(&mut on_stack, card, Zone::Stack);
        on_stack.obj_mut(card).face_down = true;
        let cost = self.face_down_cost(&on_stack, p, via, FACE_DOWN_COST);
        let sources = self.mana_sources(&on_stack, p, Purpose::Spell);
        self.payments(&cost, &sources)
            .into_iter()
            .map(|tap| {
                Action::Cast(Box::new(CastChoice {
                    card,
                    face: 0,
                    via,
                    x: 0,
                    kicked: false,
                    mode: 0,
                    targets: Targets::new(),
                    sacrifice: None,
                    cost,
                    tap,
                    face_down: true,
                    divided: 0,
                    evoked: false,
                    blitzed: false,
                    buyback: false,
                }))
            })
            .collect()
    }

    /// CR 702.168d, 702.37e, 116.2b: turning each face-down permanent `p` controls that has
    /// disguise, morph or megamorph face up, for that cost, with every payment.
    pub fn turn_face_up_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        let mut out = Vec::new();
        if g.decision.is_some() || g.priority != p || self.table.with_disguise.is_empty() {
            return out;
        }
        let mine = g
            .among(&self.table.with_disguise, Zone::Battlefield)
            .filter(|&c| {
                let o = g.obj(c);
                o.face_down && o.controller == p
            });
        for card in self.representatives(g, mine) {
            let Some(cost) = self.def(card).face_up_cost() else {
                continue;
            };
            let sources = self.mana_sources(g, p, Purpose::SpecialAction);
            for tap in self.payments(&cost, &sources) {
                out.push(Action::TurnFaceUp { card, cost, tap });
            }
        }
        out
    }

    /// Turns `card` face up (CR 702.168d, 702.37e): pays, turns it over, and applies "As this
    /// creature is turned face up, ..." (614.1e) at once: megamorph's +1/+1 counter (702.37b)
    /// and the card's own. It does not use the stack and nothing enters (708.8); "When this
    /// creature is turned face up" triggers.
    pub fn turn_face_up(&self, g: &mut Game, p: PlayerId, card: CardId, tap: &Payment) {
        self.pay_mana(g, p, tap);
        g.obj_mut(card).face_down = false;
        // CR 702.37b: its megamorph cost was paid (the only way it is turned face up here).
        if self.def(card).morph.is_some_and(|m| m.mega) && self.rules.megamorph_counter {
            let n = self.add_counters(g, card, CounterKind::PlusOne, 1);
            // CR 122.6: its controller put it.
            self.counters_put(g, p, card, &[(CounterKind::PlusOne, n)]);
        }
        self.as_turned_face_up(g, p, card);
        // CR 708.8, 603.2: "When this creature is turned face up".
        if self.rules.turned_face_up_triggers {
            triggers::fire_own(
                self,
                g,
                card,
                |e| matches!(e, EventPattern::TurnedFaceUp),
                p,
            );
        }
    }

    /// "As this creature is turned face up, ..." (CR 614.1e, 708.11): applied while it turns.
    fn as_turned_face_up(&self, g: &mut Game, p: PlayerId, card: CardId) {
        if self.def(card).turned_face_up.is_empty() {
            return;
        }
        let item = StackItem::Ability {
            ability: AbilityRef {
                source: card,
                kind: AbilityKind::TurnedFaceUp,
                copied: None,
            },
            controller: p,
            targets: Targets::new(),
            mode: 0,
        };
        self.run_program(g, item, Frame::default());
    }
}
