//! Combat events for triggered abilities: "whenever you attack" (CR 508.1, 603.2: the active
//! player declared one or more attackers; "with at least N [filter]" counts the declared
//! attackers that match) and "whenever this creature / a [creature you control] deals combat
//! damage to a player" (CR 510.2; a creature that would deal 0 damage deals none, CR 120.8).

use crate::cards::{EventPattern, Selector};

use super::select::Context;
use super::state::{AbilityKind, AbilityRef, CardId, Game, PendingTrigger, PlayerId, Zone};
use super::triggers;
use super::Engine;

impl Engine<'_> {
    /// CR 508.1, 603.2: `attacker` declared `attackers`; "whenever you attack" abilities of the
    /// permanents they control, and of the face-up planes if they are the planar controller
    /// (CR 311.5), trigger.
    pub fn fire_attacks(&self, g: &mut Game, attacker: PlayerId, attackers: &[CardId]) {
        if attackers.is_empty() {
            return;
        }
        // CR 508.1m, 508.3a: "whenever this creature attacks" for each declared attacker.
        for &a in attackers {
            triggers::fire_own(self, g, a, |e| matches!(e, EventPattern::Attacks), attacker);
        }
        self.fire_ring_attacks(g, attackers);
        // CR 702.83a: exalted, when a creature attacks alone.
        self.fire_exalted(g, attacker, attackers);
        let planes = g
            .face_up
            .iter()
            .copied()
            .filter(|_| g.planar_controller == Some(attacker));
        let permanents = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).controller == attacker);
        // CR 113.6b: the attacker's suspended cards' "..., if this card is suspended" abilities.
        let suspended = (triggers::suspended_sources(self, g, None).into_iter())
            .filter(|&(_, you)| you == attacker)
            .map(|(c, _)| c);
        let watchers: Vec<CardId> = planes.chain(permanents).chain(suspended).collect();
        for c in watchers {
            let cx = Context::of_source(attacker, c);
            // CR 707.2: a copy's abilities are the copied values'.
            let ab = self.abilities(g, c);
            for (i, t) in ab.def.triggers.iter().enumerate() {
                let Some(when) = triggers::event_here(g, c, &t.when) else {
                    continue;
                };
                let fires = when.any(&|e| match e {
                    EventPattern::YouAttack { at_least, with } => {
                        let n = attackers
                            .iter()
                            .filter(|&&a| self.matches(g, &cx, None, with, a, false))
                            .count();
                        n >= *at_least as usize
                    }
                    _ => false,
                });
                // CR 716.2a: a Class's level abilities, from their level on.
                if fires && self.trigger_level_reached(g, c, ab.def, i) {
                    g.triggered.push(PendingTrigger {
                        ability: AbilityRef {
                            source: c,
                            kind: AbilityKind::Trigger(i as u8),
                            copied: ab.copied,
                        },
                        controller: attacker,
                    });
                }
            }
        }
    }

    /// CR 510.2, 603.2: each creature in `hits` dealt combat damage to a player; its "deals
    /// combat damage to a player" abilities trigger, controlled by its controller. Then, for
    /// each of them, "whenever a [creature you control] deals combat damage to a player"
    /// abilities of the permanents (controlled by their controllers) and of the face-up planes
    /// (by the planar controller, CR 311.5, 901.6) whose filter it matches trigger, each
    /// remembering that creature ("it", "its controller").
    /// Each hit is the creature and how much damage it dealt: its own ability remembers it
    /// ("that many", `AbilityKind::AboutAmount`).
    pub fn fire_combat_damage_to_players(&self, g: &mut Game, hits: &[(CardId, u8)]) {
        for &(c, n) in hits {
            let you = g.obj(c).controller;
            triggers::fire_own_as(
                self,
                g,
                c,
                |e| matches!(e, EventPattern::DealsCombatDamageToPlayer(Selector::This)),
                you,
                |i| AbilityKind::AboutAmount(i, n),
            );
        }
        self.fire_ring_combat_damage(g, hits);
        let hits: Vec<CardId> = hits.iter().map(|&(c, _)| c).collect();
        self.fire_one_or_more_combat_damage(g, &hits);
        let watchers = self.watchers_of(g, |e| {
            matches!(e, EventPattern::DealsCombatDamageToPlayer(Selector::One(_)))
        });
        for &c in &hits {
            for &(w, you) in &watchers {
                let cx = Context::of_source(you, w);
                let ab = self.abilities(g, w);
                let (def, face) = (ab.def, ab.face);
                for (i, t) in def.triggers.iter().enumerate() {
                    let dealt = |e: &EventPattern| match e {
                        EventPattern::DealsCombatDamageToPlayer(Selector::One(f)) => {
                            self.matches(g, &cx, None, f, c, false)
                        }
                        _ => false,
                    };
                    if triggers::event_here(g, w, &t.when).is_some_and(|e| e.any(&dealt))
                        && def.trigger_on(i, face)
                        && self.trigger_level_reached(g, w, def, i)
                        && self.intervening_holds(g, w, i, you)
                    {
                        g.triggered.push(PendingTrigger {
                            ability: AbilityRef {
                                source: w,
                                kind: AbilityKind::AboutCard(i as u8, c),
                                copied: ab.copied,
                            },
                            controller: you,
                        });
                    }
                }
            }
        }
    }

    /// CR 603.2c, 510.2: "whenever one or more [creatures you control] deal combat damage to a
    /// player" abilities of the permanents (controlled by their controllers) and of the face-up
    /// planes (by the planar controller, CR 311.5) trigger once if any creature of `hits` (those
    /// that dealt combat damage to a player at once) matches their filter. The broken variant
    /// `trigger.one-or-more=each-creature` triggers once for each of them.
    fn fire_one_or_more_combat_damage(&self, g: &mut Game, hits: &[CardId]) {
        if hits.is_empty() {
            return;
        }
        let watchers = self.watchers_of(g, |e| {
            matches!(e, EventPattern::OneOrMoreDealCombatDamage(_))
        });
        for (w, you) in watchers {
            let cx = Context::of_source(you, w);
            let ab = self.abilities(g, w);
            let (def, face) = (ab.def, ab.face);
            for (i, t) in def.triggers.iter().enumerate() {
                let matching = hits
                    .iter()
                    .filter(|&&c| {
                        triggers::event_here(g, w, &t.when).is_some_and(|e| {
                            e.any(&|e| match e {
                                EventPattern::OneOrMoreDealCombatDamage(f) => {
                                    self.matches(g, &cx, None, f, c, false)
                                }
                                _ => false,
                            })
                        })
                    })
                    .count();
                let times = match self.rules.one_or_more_once {
                    true => matching.min(1),
                    false => matching,
                };
                if times == 0
                    || !def.trigger_on(i, face)
                    || !self.trigger_level_reached(g, w, def, i)
                    || !self.intervening_holds(g, w, i, you)
                {
                    continue;
                }
                for _ in 0..times {
                    g.triggered.push(PendingTrigger {
                        ability: AbilityRef {
                            source: w,
                            kind: AbilityKind::Trigger(i as u8),
                            copied: ab.copied,
                        },
                        controller: you,
                    });
                }
            }
        }
    }

    /// The face-up planes (with the planar controller, CR 311.5, 901.6), the face-up
    /// permanents (with their controllers) and the suspended cards (with their owners, CR
    /// 113.6b) that have a triggered ability waiting for an event `waits_for` accepts where
    /// they are: who watches a combat damage event.
    fn watchers_of(
        &self,
        g: &Game,
        waits_for: impl Fn(&EventPattern) -> bool,
    ) -> Vec<(CardId, PlayerId)> {
        let planes = g
            .face_up
            .iter()
            .filter_map(|&w| Some((w, g.planar_controller?)));
        let permanents = g
            .in_zone(Zone::Battlefield)
            .map(|w| (w, g.obj(w).controller));
        let suspended = triggers::suspended_sources(self, g, None);
        planes
            .chain(permanents)
            .chain(suspended)
            .filter(|&(w, _)| {
                !g.obj(w).face_down
                    && (self.abilities(g, w).def.triggers.iter()).any(|t| {
                        triggers::event_here(g, w, &t.when).is_some_and(|e| e.any(&waits_for))
                    })
            })
            .collect()
    }
}
