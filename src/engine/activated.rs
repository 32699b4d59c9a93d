//! Activated abilities (CR 602): activation restrictions, mana, sacrifice and exile costs, the
//! stack.

use crate::cards::Types;

use super::action::Action;
use super::mana::{self, ManaCost};
use super::select::Context;
use super::state::{AbilityKind, AbilityRef, CardId, Game, PlayerId, StackItem, Zone};
use super::Engine;

impl Engine<'_> {
    /// Every activated ability `p` may activate now (at instant speed, CR 602.2).
    pub fn activate_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        if g.decision.is_some() || g.priority != p {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &card in &self.table.with_activated {
            let def = self.def(card);
            let o = g.obj(card);
            // In exile a card's abilities are its owner's to activate; on the battlefield its
            // controller's (CR 602.2, 113.8).
            let mine = match o.zone {
                Zone::Battlefield => o.controller == p,
                _ => self.owner(card) == p,
            };
            if !mine {
                continue;
            }
            for (i, ab) in def.activated.iter().enumerate() {
                if ab.zone != o.zone || (ab.only_if_suspended && !self.is_suspended(g, card)) {
                    continue;
                }
                let sacrifices: Vec<Option<CardId>> = match ab.sacrifice {
                    None => vec![None],
                    Some(types) => {
                        let ok = g.in_zone(Zone::Battlefield).filter(|&c| {
                            g.obj(c).controller == p && self.face(g, c).types.0 & types.0 != 0
                        });
                        self.representatives(g, ok).into_iter().map(Some).collect()
                    }
                };
                // "Exile a [filter] card from your hand": one card, interchangeable ones once.
                let exiles: Vec<Option<CardId>> = match &ab.exile {
                    None => vec![None],
                    Some(f) => {
                        let cx = Context::of_source(p, card);
                        let ok = self.each(g, &cx, None, f).into_iter();
                        self.representatives(g, ok).into_iter().map(Some).collect()
                    }
                };
                // CR 602.2b, 601.2g: the mana cost's payments (minimal here; the mana work
                // brings restrictions and sacrificed sources).
                let cost = ab.cost.unwrap_or(ManaCost::ZERO);
                let taps = match cost.is_zero() {
                    true => vec![Vec::new()],
                    false => mana::payments(&cost, &self.mana_sources(g, p)),
                };
                for sacrifice in sacrifices {
                    for &exiled in &exiles {
                        for tap in &taps {
                            out.push(Action::Activate {
                                card,
                                index: i as u8,
                                sacrifice,
                                cost,
                                tap: tap.clone(),
                                exiled,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// Pays the cost and puts the ability on the stack (CR 602.2): mana first (its sources
    /// tapped, 601.2g), then the sacrifice and the exile (601.2h). An ability whose cost
    /// exiled a card remembers it (CR 400.7j).
    #[allow(clippy::too_many_arguments)]
    pub fn activate(
        &self,
        g: &mut Game,
        p: PlayerId,
        card: CardId,
        index: u8,
        sacrifice: Option<CardId>,
        tap: &[CardId],
        exiled: Option<CardId>,
    ) {
        self.pay_mana(g, tap);
        if let Some(s) = sacrifice {
            self.move_card(g, s, Zone::Graveyard);
        }
        if let Some(e) = exiled {
            self.move_card(g, e, Zone::Exile);
        }
        let kind = match exiled {
            Some(e) => AbilityKind::ActivatedExiled(index, e),
            None => AbilityKind::Activated(index),
        };
        g.stack.push(StackItem::Ability {
            ability: AbilityRef { source: card, kind },
            controller: p,
            targets: crate::engine::Targets::new(),
        });
    }

    /// Nonland card names a player may choose (those in this game), as definition ids, by name.
    pub fn nameable(&self) -> Vec<u16> {
        let mut defs: Vec<u16> = self
            .table
            .cards
            .iter()
            .map(|c| c.def)
            .filter(|&d| !self.table.db.get(d).is(Types::LAND))
            .collect();
        defs.sort_by(|a, b| self.table.db.get(*a).name.cmp(&self.table.db.get(*b).name));
        defs.dedup();
        defs
    }
}
