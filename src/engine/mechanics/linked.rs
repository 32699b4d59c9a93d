//! Linked abilities (CR 607): an ability that exiles cards and one that refers to "cards
//! exiled with [this object]" are linked (607.2a). The permanent remembers what its abilities
//! exiled (each such card in exile carries `Obj::exiled_with`); the memory belongs to the
//! object, so it ends when the card leaves exile (a new object, 400.7) and when the permanent
//! leaves the battlefield (a new object that sees no old cards; a second copy of the card has
//! its own, 607.2a).

use crate::cards::{Filter, Op, Program, Selector, TargetSpec};

use super::super::state::{CardId, Game, Zone};
use super::super::Engine;

/// Whether a filter is "exiled with this".
fn reads_link(f: &Filter) -> bool {
    f.exiled_with
}

fn selector_reads_link(s: &Selector) -> bool {
    match s {
        Selector::Each(f) | Selector::One(f) | Selector::AllOf(_, f) => reads_link(f),
        Selector::Target(_, TargetSpec::Object(f)) => reads_link(f),
        Selector::And(all) => all.iter().any(selector_reads_link),
        _ => false,
    }
}

fn program_reads_link(p: &Program) -> bool {
    p.ops.iter().any(|op| match op {
        Op::Act(e) => crate::cards::program::selectors(e)
            .into_iter()
            .any(selector_reads_link),
        _ => false,
    })
}

impl Engine<'_> {
    /// CR 607.2a: `source` is a permanent with an ability that refers to "cards exiled with"
    /// it, so what its abilities exile is linked to it.
    pub fn links_exiled(&self, g: &Game, source: CardId) -> bool {
        if g.obj(source).zone != Zone::Battlefield {
            return false;
        }
        // CR 707.2: a copy's abilities are the copied values'.
        let def = self.ability_face(g, source);
        def.triggers
            .iter()
            .any(|t| program_reads_link(&t.program) || t.modes.iter().any(program_reads_link))
            || def.activated.iter().any(|a| program_reads_link(&a.program))
    }

    /// CR 607.2a, 400.7: `card` leaves the battlefield: the cards exiled with it are linked to
    /// no object any more.
    pub fn forget_links(&self, g: &mut Game, card: CardId) {
        let linked: Vec<CardId> = g
            .ids()
            .filter(|&c| g.obj(c).exiled_with == Some(card))
            .collect();
        for c in linked {
            g.obj_mut(c).exiled_with = None;
        }
    }
}
