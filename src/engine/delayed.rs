//! Delayed triggered abilities (CR 603.7): created by a resolving spell or ability, they wait
//! in the game state (`Game::delayed`) for their event, then trigger like any other triggered
//! ability (603.7a), with an intervening "if" checked as they trigger and again as they
//! resolve (603.4). Each is about one object ("that card", 603.7c) and one player ("that
//! player"); once that card changes zones it is a new object (400.7) the ability can never
//! find again, so the ability is dropped.
//!
//! Also here: "puts it onto the stack as a copy of the original spell" (Ertai's Meddling),
//! the instruction that puts the card a delayed ability is about back onto the stack as the
//! spell it was (CR 707.10c: the copy keeps the original's choices; 707.10: it is not cast).

use crate::cards::{DelayedAbility, DelayedEvent, PlayerRef, Program, Selector};

use super::select::Context;
use super::state::{
    AbilityKind, AbilityRef, CardId, Copied, Delayed, Frame, Game, PendingTrigger, StackItem, Step,
    Zone,
};
use super::Engine;

/// The program of an ability that no longer exists (an index out of range: never reached).
static NO_PROGRAM: Program = Program {
    ops: Vec::new(),
    targets: Vec::new(),
    slots: 0,
    random_target: None,
};

impl<'a> Engine<'a> {
    /// The `index`th delayed ability `source`'s instructions create.
    /// (Of the copiable values `copied`, when a copy's ability created it, CR 707.2.)
    pub fn delayed_ability(
        &self,
        source: CardId,
        copied: Option<Copied>,
        index: u8,
    ) -> Option<&'a DelayedAbility> {
        if index == Delayed::REBOUND {
            return Some(&self.table.rule_abilities.rebound);
        }
        if index == Delayed::BLITZ {
            return Some(&self.table.rule_abilities.blitz_sacrifice);
        }
        if index == Delayed::RING_BLOCKED {
            return Some(&self.table.rule_abilities.ring_blocked_sacrifice);
        }
        self.copied_def(source, copied)
            .delayed_abilities()
            .get(index as usize)
            .copied()
    }

    /// The program of delayed ability `index` of `source`.
    pub fn delayed_program(
        &self,
        source: CardId,
        copied: Option<Copied>,
        index: u8,
    ) -> &'a Program {
        self.delayed_ability(source, copied, index)
            .map_or(&NO_PROGRAM, |d| &d.program)
    }

    /// A resolving instruction creates a delayed ability about the object bound to `about`
    /// (CR 603.7: it exists from now on, whatever happens to its source). "that player" is who
    /// controlled the object as a spell, if an instruction of this resolution moved it off the
    /// stack, else its controller now.
    pub fn create_delayed(
        &self,
        g: &mut Game,
        cx: &Context,
        frame: &Frame,
        about: u8,
        ability: &DelayedAbility,
    ) {
        // "Until end of turn, whenever you cast a spell": about no object now (each spell it
        // triggers on is its "it"), so nothing can make it lose track (CR 603.7c).
        let card = match ability.when {
            // A reflexive ability (CR 603.12) is about no object either.
            DelayedEvent::YouCastThisTurn | DelayedEvent::WhenYouDo => Some(CardId::MAX),
            _ => frame
                .bound
                .get(about as usize)
                .and_then(|b| b.first())
                .copied(),
        };
        let Some(card) = card else {
            return;
        };
        let copied = Self::item_copied(cx.item);
        let all = self.copied_def(cx.this, copied).delayed_abilities();
        // A rule's own delayed ability (the Ring's) is no card's.
        let index = match all.iter().position(|d| *d == ability) {
            Some(i) => i,
            None if *ability == self.table.rule_abilities.ring_blocked_sacrifice => {
                Delayed::RING_BLOCKED as usize
            }
            None => return,
        };
        let original = frame
            .original
            .as_deref()
            .filter(|o| o.card == card)
            .cloned();
        let player = match original.as_ref() {
            Some(o) => o.controller,
            None if card == CardId::MAX => cx.you,
            None => g.obj(card).controller,
        };
        let index = index.min(u8::MAX as usize) as u8;
        let reflexive = ability.when == DelayedEvent::WhenYouDo;
        if reflexive {
            // CR 603.12: a reflexive ability triggers at once, as it is created; it goes on
            // the stack the next time a player would receive priority (603.3), its targets
            // chosen then, and is gone once it has resolved (created as having triggered).
            // The broken variant `reflexive.trigger=never` never triggers it.
            if !self.rules.reflexive_triggers {
                return;
            }
            g.triggered.push(PendingTrigger {
                ability: AbilityRef {
                    source: cx.this,
                    kind: AbilityKind::Delayed(index, player, cx.this),
                    copied,
                },
                controller: cx.you,
            });
        }
        g.delayed.push(Delayed {
            source: cx.this,
            index,
            controller: cx.you,
            player,
            card,
            original,
            copied,
            fired: reflexive,
            // CR 513.2: the step doesn't "back up".
            waits_a_turn: ability.when == DelayedEvent::NextEndStep && g.step == Step::End,
        });
    }

    /// The context a delayed ability's "if" and instructions are read in: "you" is its
    /// controller, "that player" the player it remembers.
    fn delayed_context(d: &Delayed) -> Context<'static> {
        Context {
            that_player: Some(d.player),
            ..Context::of_source(d.controller, d.source)
        }
    }

    /// Its intervening "if" (CR 603.4), with "that card" bound.
    fn delayed_condition(&self, g: &Game, d: &Delayed) -> bool {
        let Some(ability) = self.delayed_ability(d.source, d.copied, d.index) else {
            return false;
        };
        let Some(c) = &ability.condition else {
            return true;
        };
        let frame = Frame {
            bound: vec![vec![d.card]],
            ..Frame::default()
        };
        self.condition(g, &Self::delayed_context(d), &frame, c)
    }

    /// CR 503.1, 513.1, 603.7a: as an upkeep or an end step begins, the delayed abilities that
    /// wait for it trigger (those whose "if" holds now, 603.4): "at the beginning of each of
    /// that player's upkeeps", "... of your next upkeep", "... of the next end step" (not one
    /// created during the last end step, 513.2); one that triggers once is marked as having
    /// triggered (603.7b). The deliberately broken variant (`delayed.upkeep=every-player`)
    /// triggers the upkeep ones at every player's upkeep.
    pub fn fire_delayed_beginning(&self, g: &mut Game, step: Step) {
        let firing: Vec<(usize, bool)> = (g.delayed.iter().enumerate())
            .filter_map(|(i, d)| {
                let ability = self.delayed_ability(d.source, d.copied, d.index)?;
                let upkeep_of = match ability.when {
                    DelayedEvent::EachUpkeepOfThatPlayer | DelayedEvent::NextUpkeepOfThatPlayer => {
                        Some(d.player)
                    }
                    DelayedEvent::YourNextUpkeep => Some(d.controller),
                    DelayedEvent::NextEndStep | DelayedEvent::EndOfCombat => None,
                    DelayedEvent::YouCastThisTurn | DelayedEvent::WhenYouDo => return None,
                };
                let end_of_combat = ability.when == DelayedEvent::EndOfCombat;
                let now = match (step, upkeep_of) {
                    (Step::EndCombat, None) => end_of_combat,
                    (Step::End, None) if end_of_combat => false,
                    (Step::Upkeep, Some(p)) => {
                        p == g.active || !self.rules.delayed_upkeep_that_player
                    }
                    (Step::End, None) => !d.waits_a_turn,
                    _ => false,
                };
                (!d.fired && now && self.delayed_condition(g, d))
                    .then_some((i, ability.when.once()))
            })
            .collect();
        for (i, once) in firing {
            let d = &mut g.delayed[i];
            d.fired = once;
            let trigger = PendingTrigger {
                ability: AbilityRef {
                    source: d.source,
                    kind: AbilityKind::Delayed(d.index, d.player, d.card),
                    copied: d.copied,
                },
                controller: d.controller,
            };
            g.triggered.push(trigger);
        }
    }

    /// CR 603.7b: a delayed ability that triggers once is gone when its stack item has
    /// resolved.
    pub fn forget_fired_delayed(&self, g: &mut Game, item: &StackItem) {
        let Some(d) = self.delayed_of(g, item).filter(|d| d.fired).cloned() else {
            return;
        };
        if let Some(i) = g.delayed.iter().position(|x| *x == d) {
            g.delayed.remove(i);
        }
    }

    /// The waiting delayed ability a stack item is, if it still exists.
    fn delayed_of<'g>(&self, g: &'g Game, item: &StackItem) -> Option<&'g Delayed> {
        let StackItem::Ability {
            ability:
                AbilityRef {
                    source,
                    kind: AbilityKind::Delayed(index, _, card),
                    copied,
                },
            ..
        } = item
        else {
            return None;
        };
        g.delayed.iter().find(|d| {
            d.source == *source
                && d.index == *index
                && d.copied == *copied
                // A cast ability's stack item names the spell it triggered on.
                && (d.card == *card || d.card == CardId::MAX)
        })
    }

    /// CR 601.2i, 603.7a: "until end of turn, whenever you cast a spell" abilities of
    /// `caster` trigger on `spell`, each about that spell ("it").
    pub fn fire_delayed_casts(&self, g: &mut Game, caster: super::state::PlayerId, spell: CardId) {
        let mut fired = Vec::new();
        for d in &g.delayed {
            let Some(ability) = self.delayed_ability(d.source, d.copied, d.index) else {
                continue;
            };
            if ability.when == DelayedEvent::YouCastThisTurn && d.controller == caster {
                fired.push(PendingTrigger {
                    ability: AbilityRef {
                        source: d.source,
                        kind: AbilityKind::Delayed(d.index, d.player, spell),
                        copied: d.copied,
                    },
                    controller: d.controller,
                });
            }
        }
        g.triggered.extend(fired);
    }

    /// CR 514.2: "until end of turn" delayed abilities end in the cleanup step.
    pub fn end_turn_delayed(&self, g: &mut Game) {
        if g.delayed.iter().any(|d| d.card == CardId::MAX) {
            g.delayed.retain(|d| d.card != CardId::MAX);
        }
    }

    /// CR 603.4: a delayed ability whose "if" no longer holds as it resolves does nothing (one
    /// whose card has changed zones, 603.7c, no longer exists: it does nothing either).
    /// `None` for any other stack item.
    pub fn delayed_resolves(&self, g: &Game, item: &StackItem) -> Option<bool> {
        let StackItem::Ability {
            ability:
                AbilityRef {
                    kind: AbilityKind::Delayed(..),
                    ..
                },
            ..
        } = item
        else {
            return None;
        };
        Some(
            self.delayed_of(g, item)
                .is_some_and(|d| self.delayed_condition(g, d)),
        )
    }

    /// CR 400.7, 603.7c: `card` changes zones; the delayed abilities about it can't find it
    /// any more and are dropped (unless the deliberately broken variant,
    /// `zone-change.new-object=keeps-status`, lets status follow the card).
    pub fn forget_delayed(&self, g: &mut Game, card: CardId) {
        if self.rules.zone_change_new_object && g.delayed.iter().any(|d| d.card == card) {
            g.delayed.retain(|d| d.card != card);
        }
    }

    /// "[who] puts it onto the stack as a copy of the original spell": each object `what`
    /// names that a delayed ability of this resolution's source remembers as a spell goes
    /// onto the stack as that spell, with its face, X, mode and targets (CR 707.10c), under
    /// `who`'s control. It is not cast (CR 707.10): no cast triggers, no costs. The card
    /// stays a card: after it resolves it goes where a resolved spell goes (608.2n).
    pub fn put_onto_stack_as_copy(
        &self,
        g: &mut Game,
        cx: &Context,
        frame: &Frame,
        what: &Selector,
        who: PlayerRef,
    ) {
        let Some(who) = self.player(g, cx, who) else {
            return;
        };
        for c in self.objects(g, cx, frame, what) {
            let original = g
                .delayed
                .iter()
                .find(|d| d.source == cx.this && d.card == c)
                .and_then(|d| d.original.clone());
            let Some(original) = original else {
                continue;
            };
            if g.obj(c).zone != Zone::Exile {
                continue;
            }
            self.move_card(g, c, Zone::Stack);
            let targets = if self.rules.copy_keeps_choices {
                original.targets
            } else {
                // The deliberately broken variant (`copy.choices=lost`): the copy has the
                // original's text but none of its choices.
                Default::default()
            };
            let cast = original.cast.map(|mut k| {
                if !self.rules.copy_keeps_choices {
                    k.x = 0;
                }
                k
            });
            let o = g.obj_mut(c);
            o.controller = who;
            o.face = original.face;
            o.cast = cast;
            g.stack.push(StackItem::Spell {
                card: c,
                face: original.face,
                controller: who,
                targets,
            });
        }
    }
}
