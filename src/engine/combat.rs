//! Combat (CR 506-511): declaring attackers (508) and blockers (509), combat damage (510).
//! A blocked creature assigns lethal damage to its blockers in a fixed order (id order), the
//! rest to the last (510.1c gives its controller that choice; see README).

use super::action::Action;
use super::state::{CardId, Game, PlayerId, Zone};
use super::Engine;

impl Engine<'_> {
    /// Every set of attackers (up to interchangeable creatures) and defending player
    /// (CR 508.1a-b). Declaring no attackers comes first.
    pub fn attack_actions(&self, g: &Game) -> Vec<Action> {
        let able = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| self.can_attack(g, c));
        let classes = self.classes(g, able);
        let defenders: Vec<PlayerId> = g
            .apnap_from(g.active)
            .into_iter()
            .filter(|&p| p != g.active)
            .collect();
        let mut out = vec![Action::Attack {
            attackers: vec![],
            defender: defenders.first().copied().unwrap_or(g.active),
        }];
        let mut counts = vec![0usize; classes.len()];
        loop {
            // Next count vector (odometer), skipping the all-zero one already listed.
            let mut i = 0;
            loop {
                if i == classes.len() {
                    return out;
                }
                if counts[i] < classes[i].len() {
                    counts[i] += 1;
                    break;
                }
                counts[i] = 0;
                i += 1;
            }
            let mut attackers: Vec<CardId> = classes
                .iter()
                .zip(&counts)
                .flat_map(|(c, &k)| c[..k].iter().copied())
                .collect();
            attackers.sort_unstable();
            for &d in &defenders {
                out.push(Action::Attack {
                    attackers: attackers.clone(),
                    defender: d,
                });
            }
        }
    }

    /// CR 508.1f: attacking creatures become tapped.
    pub fn declare_attackers(&self, g: &mut Game, attackers: &[CardId], defender: PlayerId) {
        for &c in attackers {
            let o = g.obj_mut(c);
            o.tapped = true;
            o.attacking = Some(defender);
        }
    }

    /// Whether `blocker` can block `attacker` (CR 509.1b; flying 702.9b, reach 702.17b).
    fn can_block(&self, g: &Game, blocker: CardId, attacker: CardId) -> bool {
        use crate::cards::Keyword;
        let flying = |c: CardId| self.face(g, c).has(Keyword::Flying);
        !self.rules.flying_evasion
            || !flying(attacker)
            || flying(blocker)
            || self.face(g, blocker).has(Keyword::Reach)
    }

    /// Every way the defending player can block (CR 509.1a): each untapped creature they control
    /// blocks at most one attacker. Declaring no blockers comes first.
    pub fn block_actions(&self, g: &Game, defender: PlayerId) -> Vec<Action> {
        let attackers: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).attacking == Some(defender))
            .collect();
        let blockers: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| {
                let o = g.obj(c);
                o.controller == defender && !o.tapped && self.is_creature(g, c)
            })
            .collect();
        let mut out = Vec::new();
        let mut current: Vec<(CardId, CardId)> = Vec::new();
        fn rec(
            eng: &Engine,
            g: &Game,
            i: usize,
            blockers: &[CardId],
            attackers: &[CardId],
            current: &mut Vec<(CardId, CardId)>,
            out: &mut Vec<Action>,
        ) {
            if i == blockers.len() {
                out.push(Action::Block {
                    blocks: current.clone(),
                });
                return;
            }
            rec(eng, g, i + 1, blockers, attackers, current, out);
            for &a in attackers {
                if eng.can_block(g, blockers[i], a) {
                    current.push((blockers[i], a));
                    rec(eng, g, i + 1, blockers, attackers, current, out);
                    current.pop();
                }
            }
        }
        rec(self, g, 0, &blockers, &attackers, &mut current, &mut out);
        out
    }

    /// CR 509.1: the blocks are declared.
    pub fn declare_blockers(&self, g: &mut Game, blocks: &[(CardId, CardId)]) {
        for &(b, a) in blocks {
            g.obj_mut(b).blocking = Some(a);
            g.obj_mut(a).blocked = true;
        }
    }

    /// CR 510.1-2: combat damage, all at once. An unblocked attacker hits the player it attacks;
    /// a blocked one its blockers (lethal damage to each in order, the rest to the last); each
    /// blocker hits the creature it blocks.
    pub fn combat_damage(&self, g: &mut Game) {
        let on_field: Vec<CardId> = g.in_zone(Zone::Battlefield).collect();
        let mut to_player: Vec<(PlayerId, i16)> = Vec::new();
        let mut to_creature: Vec<(CardId, i16)> = Vec::new();
        for &a in &on_field {
            let Some(p) = g.obj(a).attacking else {
                continue;
            };
            let power = self.power(g, a).max(0);
            let blockers: Vec<CardId> = on_field
                .iter()
                .copied()
                .filter(|&b| g.obj(b).blocking == Some(a))
                .collect();
            if blockers.is_empty() {
                // CR 509.1h: a blocked creature stays blocked when its blockers are gone (and,
                // without trample, deals no damage).
                if !g.obj(a).blocked {
                    to_player.push((p, power));
                }
                continue;
            }
            let mut left = power;
            for (i, &b) in blockers.iter().enumerate() {
                let lethal = (self.toughness(g, b) - g.obj(b).damage as i16).max(0);
                let dealt = if i + 1 == blockers.len() {
                    left
                } else {
                    left.min(lethal)
                };
                to_creature.push((b, dealt));
                left -= dealt;
            }
            for &b in &blockers {
                to_creature.push((a, self.power(g, b).max(0)));
            }
        }
        for (p, n) in to_player {
            super::effects::lose_life(g, p, n);
        }
        for (c, n) in to_creature {
            let o = g.obj_mut(c);
            o.damage = o.damage.saturating_add(n.clamp(0, 255) as u8);
        }
    }

    pub fn any_attacking(&self, g: &Game) -> bool {
        g.in_zone(Zone::Battlefield)
            .any(|c| g.obj(c).attacking.is_some())
    }
}
