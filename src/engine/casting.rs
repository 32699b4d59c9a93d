//! Casting spells (CR 601.2): permission and timing (601.3, 117.1a), then every completed set
//! of choices: X (107.3), kicker (702.33), targets (601.2c), additional costs (118.8), total
//! cost (601.2f) and a payment (601.2g-h).
//!
//! Targets are chosen with the card already on the stack (601.2a comes first), so a spell whose
//! move to the stack removes its only legal target cannot be cast: that proposal would be
//! reversed (CR 732), which leaves the state as it was.

use crate::cards::Types;

use super::action::{Action, CastChoice};
use super::mana;
use super::state::{CardId, CastInfo, CastVia, Game, PlayerId, StackItem, Targets, Zone};
use super::Engine;

impl Engine<'_> {
    /// CR 117.1a: a player may cast a sorcery-speed spell while they have priority during a
    /// main phase of their turn with an empty stack.
    pub fn sorcery_timing(&self, g: &Game, p: PlayerId) -> bool {
        g.decision.is_none()
            && g.priority == p
            && g.active == p
            && g.step.is_main()
            && g.stack.is_empty()
    }

    /// Whether `p` may begin to cast `card` from hand now (CR 601.3, 117.1a, 702.8).
    pub fn may_cast_from_hand(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        let def = self.def(card);
        g.obj(card).zone == Zone::Hand
            && self.owner(card) == p
            && !def.is(Types::LAND)
            && (def.is(Types::INSTANT) || self.sorcery_timing(g, p) || self.has_flash(g, p, card))
            && !self.prohibited(g, card)
    }

    /// Every completed cast of `card` by `p` with that permission.
    pub fn cast_choices(&self, g: &Game, p: PlayerId, card: CardId, via: CastVia) -> Vec<Action> {
        let def = self.def(card);
        let mut out = Vec::new();
        let free = via != CastVia::Hand;
        let kicks: &[bool] = if def.kicker.is_some() {
            &[false, true]
        } else {
            &[false]
        };
        // CR 700.2a: a mode whose target can't be chosen can't be chosen.
        let modes: Vec<u8> = (0..def.mode_count())
            .filter(|&m| {
                def.spell_mode(m)
                    .targets
                    .first()
                    .is_none_or(|spec| self.could_target(g, spec, card, p))
            })
            .collect();
        if modes.is_empty() {
            return out; // 601.2c: no legal target, so no cast
        }
        // 601.2a: the card moves to the stack before anything is chosen.
        let mut on_stack = g.clone();
        self.move_card(&mut on_stack, card, Zone::Stack);
        let sources = self.mana_sources(&on_stack, p);
        let has_x = def.mana_cost.is_some_and(|c| c.x > 0);
        let max_x = if !has_x || (free && self.rules.free_cast_x_zero) {
            0
        } else {
            mana::available(&sources)
        };
        // Each mode with its own targets (CR 700.2a, 601.2c).
        let target_sets: Vec<(u8, Targets)> = modes
            .iter()
            .flat_map(|&m| match def.spell_mode(m).targets.first() {
                None => vec![(m, Targets::new())],
                Some(spec) => self
                    .legal_targets(&on_stack, spec, Some(card), p)
                    .into_iter()
                    .map(|t| (m, smallvec::smallvec![t]))
                    .collect(),
            })
            .collect();
        let waived = free && !self.rules.free_cast_additional_costs;
        let sacrifices: Vec<Option<CardId>> = match def.sacrifice {
            None => vec![None],
            Some(_) if waived => vec![None],
            Some(types) => {
                let ok = on_stack.in_zone(Zone::Battlefield).filter(|&c| {
                    on_stack.obj(c).controller == p
                        && self.face(&on_stack, c).types.0 & types.0 != 0
                });
                self.representatives(&on_stack, ok)
                    .into_iter()
                    .map(Some)
                    .collect()
            }
        };
        for &kicked in kicks {
            for x in 0..=max_x {
                let Some(cost) = self.spell_cost(g, p, card, via, x, kicked) else {
                    continue;
                };
                for (mode, targets) in &target_sets {
                    for &sacrifice in &sacrifices {
                        for tap in mana::payments(&cost, &sources) {
                            out.push(Action::Cast(Box::new(CastChoice {
                                card,
                                via,
                                x,
                                kicked,
                                mode: *mode,
                                targets: targets.clone(),
                                sacrifice,
                                cost,
                                tap,
                            })));
                        }
                    }
                }
            }
        }
        out
    }

    /// Whether every way to cast `card` reaches a mana payment (CR 601.2g): it has a legal
    /// choice of targets once on the stack (601.2a, 601.2c), and even its cheapest total cost
    /// (X = 0, no optional additional cost; 601.2b, 601.2f) includes mana.
    pub fn every_cast_needs_mana(&self, g: &Game, p: PlayerId, card: CardId, via: CastVia) -> bool {
        let def = self.def(card);
        if self
            .spell_cost(g, p, card, via, 0, false)
            .is_none_or(|c| c.total() == 0)
        {
            return false;
        }
        // Some mode (the only one, for a spell that is not modal) can be cast (CR 700.2a).
        (0..def.mode_count()).any(|m| match def.spell_mode(m).targets.first() {
            None => true,
            Some(spec) => {
                if !self.could_target(g, spec, card, p) {
                    return false;
                }
                let mut on_stack = g.clone();
                self.move_card(&mut on_stack, card, Zone::Stack);
                !self
                    .legal_targets(&on_stack, spec, Some(card), p)
                    .is_empty()
            }
        })
    }

    /// Whether `p` could pay for the cheapest cast of `card` (X = 0, not kicked; CR 601.2f)
    /// with `budget` mana. Only a quick filter: `cast_choices` finds the actual payments.
    fn affordable(&self, g: &Game, p: PlayerId, card: CardId, via: CastVia, budget: u32) -> bool {
        self.spell_cost(g, p, card, via, 0, false)
            .is_some_and(|c| c.total() <= budget)
    }

    /// Every spell `p` can cast now, from every zone that permits it.
    pub fn cast_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        let mut out = Vec::new();
        // All the mana `p` could make. Moving a card from hand or exile to the stack (601.2a)
        // adds no mana source, so this bounds every cast below.
        let budget = std::cell::OnceCell::new();
        let budget = || *budget.get_or_init(|| self.mana_available(g, p));
        let in_hand = g.among(&self.table.spells, Zone::Hand).filter(|&c| {
            self.may_cast_from_hand(g, p, c) && self.affordable(g, p, c, CastVia::Hand, budget())
        });
        for card in self.representatives(g, in_hand) {
            out.extend(self.cast_choices(g, p, card, CastVia::Hand));
        }
        let plotted = g.among(&self.table.spells, Zone::Exile).filter(|&c| {
            self.may_cast_plotted(g, p, c) && self.affordable(g, p, c, CastVia::Plot, budget())
        });
        for card in self.representatives(g, plotted) {
            out.extend(self.cast_choices(g, p, card, CastVia::Plot));
        }
        out
    }

    /// Carries out a cast chosen from `cast_choices` (CR 601.2a-i).
    pub fn cast(&self, g: &mut Game, p: PlayerId, c: &CastChoice) {
        let plotted_turn = g.obj(c.card).plotted.unwrap_or(0);
        self.move_card(g, c.card, Zone::Stack);
        let turn = g.turn;
        {
            let o = g.obj_mut(c.card);
            o.controller = p;
            o.cast = Some(CastInfo {
                turn,
                via: c.via,
                x: c.x,
                kicked: c.kicked,
                mana_spent: u8::try_from(c.cost.total()).unwrap_or(u8::MAX),
                plotted_turn,
                mode: c.mode,
            });
        }
        g.stack.push(StackItem::Spell {
            card: c.card,
            controller: p,
            targets: c.targets.clone(),
        });
        // 601.2h: pay the total cost.
        self.pay_mana(g, &c.tap);
        if let Some(s) = c.sacrifice {
            self.move_card(g, s, Zone::Graveyard);
        }
        // 601.2i: "whenever a player casts a spell" triggers.
        super::triggers::fire_casts(self, g, p, c.card);
    }
}
