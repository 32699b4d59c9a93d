//! Phasing (CR 702.26): a phased-out permanent is treated as though it doesn't exist
//! (702.26b). It stays on the battlefield (702.26d: no zone change, no control change, no
//! "enters" or "leaves" trigger; its counters, status and attachments are kept), modelled as
//! the pseudo-zone `Zone::PhasedOut`, so that everything that looks at the battlefield
//! (selectors, "each" and "all", counts, targets, combat, state-based actions) passes it by.
//! The keyword "Phasing" phases a permanent out during its controller's untap step, and one
//! phased out under that player's control phases in then, all at once, before the untap
//! (502.1, 702.26a, 703.4a). "[It] phases out" is an instruction (701.x-style; its reminder
//! "until its controller's next turn" is the untap step's phasing in); "phase out until a
//! player planeswalks" phases in as any player planeswalks instead, never in an untap step
//! (610.4, 610.4a). Auras and Equipment attached to a permanent phase out with it, indirectly,
//! and phase in with it (702.26g-h). The deliberately broken variants: `phasing.exists=seen`
//! leaves a phased-out permanent where everything still sees it; `phasing.indirect=stay`
//! leaves what is attached behind.

use super::super::state::{CardId, Game, Phased, PlayerId, Zone};
use super::super::Engine;
use crate::cards::Keyword;

impl Engine<'_> {
    /// CR 702.26b, 702.26g-h: `cards` (permanents on the battlefield) phase out at once, with
    /// everything attached to them, indirectly (an object that would phase out both ways
    /// phases out indirectly, 702.26h). A permanent that phases out is removed from combat
    /// (506.4).
    pub fn phase_out(&self, g: &mut Game, cards: &[CardId], how: Phased) {
        let direct: Vec<CardId> = cards
            .iter()
            .copied()
            .filter(|&c| g.obj(c).zone == Zone::Battlefield && g.obj(c).phased.is_none())
            .collect();
        // CR 702.26g: attached to a permanent phasing out, transitively.
        let mut indirect: Vec<CardId> = Vec::new();
        // The deliberately broken variant (`phasing.indirect=stay`): nothing attached follows.
        let mut frontier = match self.rules.phasing_indirect {
            true => direct.clone(),
            false => Vec::new(),
        };
        while let Some(host) = frontier.pop() {
            let attached: Vec<CardId> = g
                .in_zone(Zone::Battlefield)
                .filter(|&a| g.obj(a).attached_to == Some(host) && !indirect.contains(&a))
                .collect();
            frontier.extend(attached.iter().copied());
            indirect.extend(attached);
        }
        for &c in &direct {
            let how = match indirect.contains(&c) {
                true => Phased::Indirectly,
                false => how,
            };
            self.set_phased_out(g, c, how);
        }
        for &c in indirect.iter().filter(|c| !direct.contains(c)) {
            self.set_phased_out(g, c, Phased::Indirectly);
        }
    }

    fn set_phased_out(&self, g: &mut Game, c: CardId, how: Phased) {
        let hides = self.rules.phasing_hides;
        let o = g.obj_mut(c);
        o.phased = Some(how);
        if hides {
            o.zone = Zone::PhasedOut;
            // CR 506.4: removed from combat.
            o.attacking = None;
            o.attacking_planeswalker = None;
            o.blocking = None;
            o.damage_rank = None;
            o.blocked = false;
        }
    }

    /// The phased-out permanents (under the broken variant, those marked phased out).
    fn phased_out(&self, g: &Game) -> Vec<CardId> {
        g.ids().filter(|&c| g.obj(c).phased.is_some()).collect()
    }

    /// CR 702.26c, 702.26g: `cards` phase in, at once, with what phased out indirectly with
    /// them (attached to them).
    pub fn phase_in(&self, g: &mut Game, cards: &[CardId]) {
        let out = self.phased_out(g);
        let mut all: Vec<CardId> = cards.to_vec();
        let mut frontier = cards.to_vec();
        while let Some(host) = frontier.pop() {
            let attached: Vec<CardId> = out
                .iter()
                .copied()
                .filter(|&a| {
                    g.obj(a).attached_to == Some(host)
                        && g.obj(a).phased == Some(Phased::Indirectly)
                        && !all.contains(&a)
                })
                .collect();
            frontier.extend(attached.iter().copied());
            all.extend(attached);
        }
        for c in all {
            let o = g.obj_mut(c);
            if o.phased.is_some() {
                o.phased = None;
                if o.zone == Zone::PhasedOut {
                    o.zone = Zone::Battlefield;
                }
            }
        }
    }

    /// CR 502.1, 702.26a, 703.4a: the untap step's phasing, before anything untaps: the
    /// phased-in permanents with phasing `active` controls phase out, and those that phased
    /// out directly under their control phase in, simultaneously.
    pub fn untap_step_phasing(&self, g: &mut Game, active: PlayerId) {
        let coming_in: Vec<CardId> = self
            .phased_out(g)
            .into_iter()
            .filter(|&c| g.obj(c).phased == Some(Phased::Directly) && g.obj(c).controller == active)
            .collect();
        let going_out: Vec<CardId> = if self.table.possible_keywords.has(Keyword::Phasing) {
            g.in_zone(Zone::Battlefield)
                .filter(|&c| {
                    g.obj(c).controller == active
                        && g.obj(c).phased.is_none()
                        && self.has_keyword(g, c, Keyword::Phasing)
                })
                .collect()
        } else {
            Vec::new()
        };
        self.phase_in(g, &coming_in);
        self.phase_out(g, &going_out, Phased::Directly);
    }

    /// CR 610.4: as a player planeswalks, what phased out "until a player planeswalks" phases
    /// in.
    pub fn phase_in_after_planeswalk(&self, g: &mut Game) {
        let coming_in: Vec<CardId> = self
            .phased_out(g)
            .into_iter()
            .filter(|&c| g.obj(c).phased == Some(Phased::UntilPlaneswalk))
            .collect();
        if !coming_in.is_empty() {
            self.phase_in(g, &coming_in);
        }
    }
}
