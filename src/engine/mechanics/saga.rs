//! Sagas (CR 714): an enchantment with the Saga subtype whose chapter abilities ("I — ...",
//! written `when = "chapter I"`) trigger as lore counters are put on it.
//!
//! - 714.2b: "{rN}—[Effect]" means "When one or more lore counters are put onto this Saga, if
//!   the number of lore counters on it was less than N and became at least N, [effect]."
//!   714.2c: "{rN1}, {rN2}" (`when = "chapter I and chapter II"`) is both abilities.
//! - 714.2d: its final chapter number is the greatest among its chapter abilities.
//! - 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it (read
//!   ahead, 702.155, is not modelled); the counter is put as it enters, so chapter I triggers.
//! - 714.3b: as a player's precombat main phase begins, they put a lore counter on each Saga
//!   they control with one or more chapter abilities (a turn-based action, no stack).
//! - 714.4 / 704.5s: a Saga with lore counters at least its final chapter number, that isn't
//!   the source of a chapter ability that has triggered but not yet left the stack, is
//!   sacrificed (a state-based action).

use crate::cards::{CardDef, EventPattern};

use crate::engine::state::{AbilityKind, CardId, Decision, Game, StackItem, Zone};
use crate::engine::triggers;
use crate::engine::Engine;

/// The chapter numbers an event names (several for "chapter I and chapter II").
fn chapters(e: &EventPattern) -> Vec<u8> {
    match e {
        EventPattern::Chapter(n) => vec![*n],
        EventPattern::AnyOf(all) => all.iter().flat_map(chapters).collect(),
        _ => Vec::new(),
    }
}

/// CR 714.2d: the greatest chapter number among its chapter abilities; 0 without any.
pub fn final_chapter(def: &CardDef) -> u8 {
    def.triggers
        .iter()
        .flat_map(|t| chapters(&t.when))
        .max()
        .unwrap_or(0)
}

impl Engine<'_> {
    /// A Saga with one or more chapter abilities (CR 714.3b, 714.4).
    pub fn is_saga(&self, c: CardId) -> bool {
        self.table.sagas.contains(&c)
    }

    /// Puts `n` lore counters on `c` (saturating at 255); CR 714.2b: each chapter ability whose
    /// number the count passes triggers, controlled by the Saga's controller.
    pub fn add_lore(&self, g: &mut Game, c: CardId, n: u8) {
        let o = g.obj_mut(c);
        let before = o.lore;
        o.lore = o.lore.saturating_add(n);
        let after = o.lore;
        if n == 0 || o.zone != Zone::Battlefield {
            return;
        }
        let controller = o.controller;
        for (i, t) in self.def(c).triggers.iter().enumerate() {
            for k in chapters(&t.when) {
                // The broken variant (`saga.chapter-trigger=at-least`): every chapter up to
                // the count triggers again.
                let from_below = before < k || !self.rules.chapter_triggers_on_crossing;
                if from_below && k <= after {
                    triggers::fire_printed(g, c, i, controller, None);
                }
            }
        }
    }

    /// CR 714.3a: as a Saga enters, its controller puts a lore counter on it.
    pub fn saga_enters(&self, g: &mut Game, c: CardId) {
        if self.is_saga(c) {
            self.add_lore(g, c, 1);
        }
    }

    /// CR 714.3b: as the active player's precombat main phase begins, a lore counter on each
    /// Saga they control.
    pub fn lore_for_precombat_main(&self, g: &mut Game) {
        let active = g.active;
        let sagas: Vec<CardId> = g
            .among(&self.table.sagas, Zone::Battlefield)
            .filter(|&c| g.obj(c).controller == active)
            .collect();
        for c in sagas {
            self.add_lore(g, c, 1);
            // CR 122.6: its controller put a lore counter on it.
            self.counters_put(g, active, c, &[(crate::cards::CounterKind::Lore, 1)]);
        }
    }

    /// Whether a chapter ability of `c` has triggered and not yet left the stack: waiting to
    /// be put on it, on it, or resolving (CR 704.5s).
    fn chapter_pending(&self, g: &Game, c: CardId) -> bool {
        let is_chapter = |kind: AbilityKind| match kind {
            AbilityKind::Trigger(i) => self
                .def(c)
                .triggers
                .get(i as usize)
                .is_some_and(|t| !chapters(&t.when).is_empty()),
            _ => false,
        };
        let on_stack = |s: &StackItem| {
            matches!(s, StackItem::Ability { ability, .. }
                if ability.source == c && is_chapter(ability.kind))
        };
        g.triggered
            .iter()
            .any(|t| t.ability.source == c && is_chapter(t.ability.kind))
            || g.stack.iter().any(on_stack)
            // Being put on the stack: its controller choosing its targets (CR 603.3d).
            || matches!(g.decision.as_deref(), Some(Decision::TriggerTarget { trigger })
                if trigger.ability.source == c && is_chapter(trigger.ability.kind))
            || g.decision
                .as_deref()
                .and_then(|d| d.resolving())
                .is_some_and(on_stack)
    }

    /// CR 704.5s: the Sagas to sacrifice now. Returns whether there were any.
    pub fn saga_sba(&self, g: &mut Game) -> bool {
        let done: Vec<CardId> = g
            .among(&self.table.sagas, Zone::Battlefield)
            .filter(|&c| g.obj(c).lore >= final_chapter(self.def(c)) && !self.chapter_pending(g, c))
            .collect();
        for &c in &done {
            // Sacrificed: put into its owner's graveyard (CR 701.21a).
            self.move_card(g, c, Zone::Graveyard);
        }
        !done.is_empty()
    }
}
