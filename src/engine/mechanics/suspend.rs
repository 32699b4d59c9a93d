//! Suspend (CR 702.62, special action 116.2f), in both editions of its last ability.
//!
//! - 702.62a, first ability (116.2f): if you could begin to cast the card from your hand, you may
//!   pay the suspend cost and exile it with N time counters; a special action (no stack; the
//!   player keeps priority, 116.3). "Could begin to cast" honours card-type timing, flash and
//!   Vedalken Orrery, and prohibitions such as Meddling Mage (702.62c); whether targets exist or
//!   the card has a mana cost does not matter (rulings).
//! - 702.62a, second: "At the beginning of your upkeep, if this card is suspended, remove a time
//!   counter from it", an intervening "if" (603.4) checked when it triggers and resolves.
//! - 702.62a, third: "When the last time counter is removed from this card, if it's exiled,
//!   [you may] play it without paying its mana cost if able." It triggers however the last
//!   counter was removed. CR 2024-02-06 on: "you may ... If you don't, it remains exiled";
//!   CR 2023-11-17: "play it ... if able. If you can't, it remains exiled". Being able is judged
//!   before the cast begins (601.3): a cast that begins and then cannot be completed (a target
//!   that stopped being legal once the card moved to the stack) is reversed (732; 728 in that
//!   edition) and the obligation stands again. Mana abilities are never forced (117.1d,
//!   601.2g): if every way to cast it needs a mana payment (a cost increase), the player may
//!   activate none, and the card stays in exile unsuspended (ruling 2021-03-19). The cast
//!   happens during resolution (608.2g),
//!   ignoring type timing; it is "play", so a land is played where a land may be played.
//! - A creature spell cast this way gains haste while its caster controls it; X is 0 (107.3b);
//!   a card with no mana cost can be cast this way (118.6a).
//! - 702.62b: suspended = in exile, has suspend, has a time counter.
//! - 702.62c: prohibitions count when deciding whether you could begin to cast it.

use crate::cards::{Keyword, Types};
use crate::engine::mana_pool::Payment;

use crate::engine::action::Action;
use crate::engine::mana;
use crate::engine::state::{
    AbilityKind, CardId, CastVia, Decision, Game, PlayerId, StackItem, TimeRemoval, Zone,
};
use crate::engine::triggers;
use crate::engine::Engine;

impl Engine<'_> {
    /// Has suspend: printed, or gained from an effect.
    pub fn has_suspend(&self, g: &Game, c: CardId) -> bool {
        self.def(c).suspend.is_some() || g.obj(c).gained_suspend
    }

    /// CR 702.62b.
    pub fn is_suspended(&self, g: &Game, c: CardId) -> bool {
        let o = g.obj(c);
        o.zone == Zone::Exile && o.time > 0 && self.has_suspend(g, c)
    }

    /// A prohibition such as Meddling Mage's applies to `card` (CR 601.3), cast by its owner
    /// from where it is now: only the owner casts a card from hand or exile (CR 702.170d,
    /// 702.62a).
    pub fn prohibited(&self, g: &Game, card: CardId) -> bool {
        self.prohibited_for(g, self.owner(card), card)
    }

    /// A prohibition applies to `caster` casting `card` from where it is now (CR 601.3; 601.2a:
    /// the zone it would move to the stack from, Drannith Magistrate's "from anywhere other
    /// than their hands"): `card` is still there when this is asked.
    pub fn prohibited_for(&self, g: &Game, caster: PlayerId, card: CardId) -> bool {
        // "You can't cast this spell [when]" (CR 601.3): the card's own restriction, wherever
        // it is cast from (hand, plot, suspend). "You" is its would-be caster (CR 109.5).
        if let Some(when) = &self.def(card).cant_cast {
            let cx = super::super::select::Context::of_source(caster, card);
            if self.condition(g, &cx, &Default::default(), when) {
                return true;
            }
        }
        // A prohibition is a static ability (CR 604.1, `statics.rs`).
        self.cast_prohibited(g, caster, card)
    }

    /// CR 116.2f / 702.62a: `p` could begin to cast `card` by putting it onto the stack from
    /// their hand: type timing, flash, Orrery, prohibitions; not targets nor mana.
    pub fn could_begin_to_cast(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        let def = self.def(card);
        let timing = if self.rules.suspend_action_as_cast {
            def.is(Types::INSTANT) || self.has_flash(g, p, card) || self.sorcery_timing(g, p)
        } else {
            g.decision.is_none() && g.priority == p
        };
        let allowed = !self.rules.suspend_prohibitions_apply || !self.prohibited(g, card);
        g.obj(card).zone == Zone::Hand
            && self.owner(card) == p
            && !def.is(Types::LAND)
            && g.decision.is_none()
            && g.priority == p
            && timing
            && allowed
    }

    /// Every suspend special action open to `p`.
    pub fn suspend_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        let cards = self
            .table
            .with_suspend
            .iter()
            .copied()
            .filter(|&c| g.obj(c).zone == Zone::Hand && self.could_begin_to_cast(g, p, c));
        let cards = self.representatives(g, cards);
        if cards.is_empty() {
            return Vec::new();
        }
        let sources = self.mana_sources(g, p, mana::Purpose::SpecialAction);
        let mut out = Vec::new();
        let available = sources.available();
        for card in cards {
            let def = self.def(card);
            let Some(suspend) = def.suspend else {
                continue;
            };
            // CR 107.3d: an {X} in the suspend cost is chosen as the action is taken, before
            // the cost is paid: each value the player's mana can pay ("X can't be 0": from 1).
            let x_min = if self.rules.x_cant_be_zero {
                def.x_min
            } else {
                0
            };
            let xs = match suspend.cost.x {
                0 => 0..=0,
                _ => x_min..=available,
            };
            for x in xs {
                // "Suspending cards costs {N} less" (CR 601.2f by analogy; `statics.rs`).
                let cost = self.suspend_cost(g, p, card, suspend.cost.with_x(x));
                for tap in self.payments(&cost, &sources) {
                    out.push(Action::Suspend { card, x, cost, tap });
                }
            }
        }
        out
    }

    /// The time counters suspend exiles `card` with, `x` chosen for its cost's {X} (CR
    /// 702.62a, 107.3d). The deliberately broken variant `suspend.x=one` says one, whatever X.
    pub fn suspend_time_counters(&self, card: CardId, x: u8) -> u8 {
        let x = if self.rules.suspend_x_counters { x } else { 1 };
        self.def(card).suspend.map_or(0, |s| s.time_counters(x))
    }

    /// Takes the suspend special action: pay, exile with N time counters (X for "Suspend X",
    /// the value chosen for the cost's {X}).
    pub fn suspend(&self, g: &mut Game, p: PlayerId, card: CardId, x: u8, tap: &Payment) {
        self.pay_mana(g, p, tap);
        let n = self.suspend_time_counters(card, x);
        self.move_card(g, card, Zone::Exile);
        g.obj_mut(card).time = n;
        // CR 122.6: counters on a card in exile, not on a permanent (raised for the broken
        // variant `counters.on-exiled=counted`).
        let owner = self.owner(card);
        self.counters_put(g, owner, card, &[(crate::cards::CounterKind::Time, n)]);
    }

    /// Exiles `card` with `n` time counters; it gains suspend if it lacks it (Delay).
    pub fn exile_with_time(&self, g: &mut Game, card: CardId, n: u8) {
        self.move_card(g, card, Zone::Exile);
        let has = self.def(card).suspend.is_some();
        let o = g.obj_mut(card);
        o.time = n;
        o.gained_suspend = !has;
    }

    /// At the beginning of the upkeep: suspend's second ability triggers for each suspended
    /// card of the active player (or of every player under `suspend.upkeep=every-player`).
    pub fn fire_upkeep_suspend(&self, g: &mut Game) {
        let cards: Vec<CardId> = g
            .in_zone(Zone::Exile)
            .filter(|&c| self.is_suspended(g, c))
            .filter(|&c| !self.rules.suspend_owner_upkeep_only || self.owner(c) == g.active)
            .collect();
        for c in cards {
            triggers::fire(g, c, AbilityKind::SuspendUpkeep, self.owner(c));
        }
    }

    /// Removes a time counter; removing the last one triggers suspend's third ability.
    pub fn remove_time_counter(&self, g: &mut Game, card: CardId, by_suspend: bool) {
        let (turn, step, active) = (g.turn, g.step, g.active);
        let o = g.obj_mut(card);
        if o.time == 0 {
            return;
        }
        o.time -= 1;
        o.time_removed = Some(TimeRemoval {
            turn,
            step,
            active,
            by_suspend,
        });
        // "Whenever a time counter is removed from this [while it's exiled]" (CR 603.2).
        if self.table.time_counter_watchers {
            triggers::fire_time_counter_removed(self, g, card);
        }
        if g.obj(card).time == 0 && self.has_suspend(g, card) {
            triggers::fire(g, card, AbilityKind::SuspendLastCounter, self.owner(card));
        }
        // CR 702.63a: a permanent with vanishing is sacrificed when its last one goes.
        self.vanishing_last_counter_removed(g, card);
    }

    /// Resolving the last-counter trigger: sets the play decision. Returns false when nothing
    /// is to decide (the card cannot begin to be cast at all: it stays exiled).
    pub fn play_suspended(&self, g: &mut Game, p: PlayerId, card: CardId) -> bool {
        let must = !self.rules.suspend_may_play;
        if must && !self.able_to_play(g, p, card) {
            // CR 2023-11-17 702.62a: "If you can't, it remains exiled."
            return false;
        }
        g.decide(Decision::SuspendPlay {
            player: p,
            card,
            must,
        });
        true
    }

    /// "Able" to play it, judged before the cast begins: a land where a land may be played, or
    /// a spell no rule or effect prohibits (CR 601.3) and, for a spell with targets, with a
    /// legal target available (suspend ruling 2021-03-19: "If you can't cast the card, perhaps
    /// because there are no legal targets available, it remains exiled"); not whether the
    /// cast can be completed (a target that moving the card to the stack removes is there to
    /// begin with), judged in full: a creature whose power is too low is no legal target of
    /// "target creature with power 4 or greater" (`has_legal_target`, not the quick filter).
    fn able_to_play(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        let land = self.land_drop_left(g, p) && self.land_faces(card).next().is_some();
        let targets_available = || {
            self.cast_faces(card, CastVia::Suspend)
                .into_iter()
                .any(|face| {
                    let def = self.def(card).face(face);
                    self.spell_modes(def).any(|m| {
                        def.spell_mode(m).targets.iter().all(|spec| {
                            spec.optional()
                                || !self.rules.targets_required
                                || self.has_legal_target(g, spec, card, p)
                        })
                    })
                })
        };
        land || (!self.def(card).is(Types::LAND)
            && !self.prohibited(g, card)
            && targets_available())
    }

    /// The choices while the last-counter trigger resolves.
    pub fn suspend_play_actions(
        &self,
        g: &Game,
        p: PlayerId,
        card: CardId,
        must: bool,
    ) -> Vec<Action> {
        let mut out = Vec::new();
        if !must {
            out.push(Action::Decline);
        }
        // "Play": a land face is played where a land may be (CR 305.2, 712.12).
        if self.land_drop_left(g, p) {
            out.extend(
                self.land_faces(card)
                    .map(|back| Action::PlayLand { card, back }),
            );
        }
        if self.def(card).is(Types::LAND) || self.prohibited(g, card) {
            return out;
        }
        let casts = self.cast_choices(g, p, card, CastVia::Suspend);
        if must
            && self.rules.mana_abilities_optional
            && self.every_cast_needs_mana(g, p, card, CastVia::Suspend)
        {
            // CR 117.1d, 601.2g: activating mana abilities is never forced. With a mana cost to
            // pay (Sphere of Resistance's {1}), the player may activate none, the cast fails
            // and the card stays in exile, no longer suspended (suspend ruling 2021-03-19).
            out.push(Action::Decline);
        } else if casts.is_empty() && must {
            // Able to begin, unable to complete: the cast begins, then is reversed.
            out.push(Action::BeginCast { card });
        }
        out.extend(casts);
        out
    }

    /// The player declines (CR 2024-02-06 702.62a), or under CR 2023-11-17 activates no mana
    /// ability for the cast's mana cost (117.1d): it remains exiled, no longer suspended.
    pub fn decline_suspended(&self, g: &mut Game, card: CardId) {
        let o = g.obj_mut(card);
        // A time counter put on it while the trigger waited (CR 702.62b) makes it suspended
        // again: it is declined, unsuspended, only without one.
        o.declined = o.time == 0;
        if !self.rules.suspend_declined_unsuspended {
            // The deliberately broken variant: it stays suspended.
            o.time = 1;
        }
        g.decision = None;
    }

    /// CR 601.2a: the card moves to the stack; no completion exists, so the next move reverses it.
    pub fn begin_doomed_cast(&self, g: &mut Game, p: PlayerId, card: CardId) {
        let Some(Decision::SuspendPlay { must, .. }) = g.decision.as_deref().cloned() else {
            return;
        };
        let prior = *g.obj(card);
        self.move_card(g, card, Zone::Stack);
        g.obj_mut(card).controller = p;
        g.stack.push(StackItem::Spell {
            card,
            face: 0,
            controller: p,
            targets: crate::engine::Targets::new(),
        });
        g.decide(Decision::Proposal {
            player: p,
            card,
            prior,
            must,
        });
    }

    /// CR 732.1 (728.1 in 2023-11-17): the illegal cast is reversed, the card returns to exile
    /// exactly as it was, and the obligation to play it stands again.
    pub fn reverse_cast(&self, g: &mut Game) {
        let Some(Decision::Proposal {
            player,
            card,
            prior,
            must,
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        g.stack.pop();
        *g.obj_mut(card) = prior;
        g.decide(Decision::SuspendPlay { player, card, must });
    }

    /// Haste, printed, granted (layer 6) or from suspend (`has_keyword`).
    pub fn has_haste(&self, g: &Game, c: CardId) -> bool {
        self.def(c).has(Keyword::Haste) || self.has_keyword(g, c, Keyword::Haste)
    }

    /// Haste from suspend lasts while the caster controls the spell or permanent (702.62a).
    pub fn haste_from_suspend(&self, g: &Game, c: CardId) -> bool {
        let o = g.obj(c);
        self.rules.suspend_haste
            && matches!(o.zone, Zone::Stack | Zone::Battlefield)
            && o.cast.is_some_and(|ci| ci.via == CastVia::Suspend)
            // Its owner cast it (CR 702.62a: "its owner may cast it"): another player who
            // gains control of it doesn't have it "as long as you control it".
            && (o.controller == self.owner(c) || !self.rules.suspend_haste_caster_only)
            // "until you lose control of the spell or the permanent it becomes": once lost,
            // it does not come back with control.
            // (The broken `suspend.haste-controller=any-controller` keeps it for anyone.)
            && (!o.cast.is_some_and(|ci| ci.control_lost) || !self.rules.suspend_haste_caster_only)
    }
}
