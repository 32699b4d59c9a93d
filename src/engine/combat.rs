//! Combat (CR 506-511): declaring attackers and combat damage to players. Blocking is not
//! modelled yet: every attacker is unblocked.

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

    /// CR 510.1: each unblocked attacking creature deals damage equal to its power to the
    /// player it attacks.
    pub fn combat_damage(&self, g: &mut Game) {
        let attackers: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).attacking.is_some())
            .collect();
        for c in attackers {
            let power = self.power(g, c);
            if let (Some(p), true) = (g.obj(c).attacking, power > 0) {
                g.players[p as usize].life -= power;
            }
        }
    }

    pub fn any_attacking(&self, g: &Game) -> bool {
        g.in_zone(Zone::Battlefield)
            .any(|c| g.obj(c).attacking.is_some())
    }
}
