//! Zone-change triggers (CR 603.6a, 603.6c, 603.10a, 700.4): "whenever a creature dies",
//! "whenever another creature you control leaves the battlefield", "whenever a card is put into
//! a graveyard from anywhere", "whenever a creature card is exiled", and "this" forms.
//!
//! Leaves-the-battlefield abilities look back in time (603.10a): which abilities trigger, and
//! whether the moving object matches, are read from the game as it was just before the event,
//! for every object moved at once (`Engine::move_cards`: state-based actions move all dying
//! permanents together, 704.3, and so do "destroy all", a sacrifice of several and "exile all" /
//! "return all", so two creatures that die together each see the other die, and a permanent
//! dying with others triggers for each of them).

use crate::cards::{EventPattern, Filter, Selector};

use super::select::Context;
use super::state::{AbilityKind, AbilityRef, CardId, Game, PendingTrigger, Zone};
use super::Engine;

impl Engine<'_> {
    /// The zone-change triggers of `card` moving to `to`, read before it moves, as one of
    /// `together`, the objects the same event moves at once (`card` among them): a permanent
    /// leaving the battlefield with it sees it leave too (CR 603.10a, 603.6c), whatever moved
    /// them (a "destroy all", state-based actions performed at once, 704.3, a sacrifice of
    /// several). The deliberately broken variant (`leaves.look-back=own-only`) has each of
    /// them see only its own leaving.
    pub fn zone_change_triggers(
        &self,
        g: &Game,
        card: CardId,
        to: Zone,
        together: &[CardId],
    ) -> Vec<PendingTrigger> {
        let mut out = Vec::new();
        if self.table.zone_watchers.is_empty() {
            return out;
        }
        let from = g.obj(card).zone;
        if from == to {
            return out; // not a zone change (a card moved within its library)
        }
        // CR 113.6b, 603.4: suspended cards whose "..., if this card is suspended" abilities
        // see objects move, from exile.
        let suspended =
            super::triggers::suspended_sources(self, g, Some(&self.table.zone_watchers));
        for &w in &self.table.zone_watchers {
            // A permanent's abilities, and a face-up plane's or phenomenon's (CR 311.7,
            // 901.7: controlled by the planar controller, 311.5).
            let plane = g.face_up.contains(&w);
            let leaving_too = w != card
                && !self.rules.leaves_look_back
                && g.obj(w).zone == Zone::Battlefield
                && together.contains(&w);
            let watching = (g.obj(w).zone == Zone::Battlefield && !leaving_too) || plane;
            let exiled = suspended.iter().find(|&&(s, _)| s == w).map(|&(_, p)| p);
            if !watching && exiled.is_none() && w != card {
                continue;
            }
            let you = match (plane, g.planar_controller, exiled) {
                (_, _, Some(owner)) => owner,
                (true, Some(pc), None) => pc,
                _ => g.obj(w).controller,
            };
            // CR 707.2, 603.10a: a copy's abilities, as it was before the event.
            let ab = self.abilities(g, w);
            for (i, t) in ab.def.triggers.iter().enumerate() {
                // A suspended card's "..., if this card is suspended" ability sees any object
                // move (CR 113.6b); its other abilities only its own moves.
                let (when, sees) = match (&t.when, exiled) {
                    (EventPattern::IfSuspended(e), Some(_)) => (e.as_ref(), true),
                    (e, _) => (e, watching),
                };
                // CR 603.2: one of its trigger conditions (Aven Riftwatcher's "enters or
                // leaves the battlefield"); the ability triggers once.
                let hit_by = |e: &EventPattern| {
                    let EventPattern::ZoneChange {
                        what,
                        from: f,
                        to: t,
                    } = e
                    else {
                        return None;
                    };
                    if f.is_some_and(|z| z != from) || t.is_some_and(|z| z != to) {
                        return None;
                    }
                    let hit = match what {
                        // CR 603.6c, 603.10a: the object's own ability, wherever it moves from.
                        Selector::This => w == card,
                        // A permanent's ability, about the object as it was where it left.
                        Selector::One(filter) => {
                            let here = Filter {
                                zone: Some(from),
                                ..filter.clone()
                            };
                            let cx = Context::of_source(you, w);
                            sees && self.matches(g, &cx, None, &here, card, false)
                        }
                        _ => false,
                    };
                    hit.then_some(*what == Selector::This)
                };
                let found = match when {
                    EventPattern::AnyOf(all) => all.iter().find_map(hit_by),
                    e => hit_by(e),
                };
                // CR 716.2a: a Class's level abilities, from their level on (read before
                // anything moved, 603.10a).
                let found = found.filter(|_| self.trigger_level_reached(g, w, ab.def, i));
                if let Some(of_this) = found {
                    // "it" is the moved object; "this" needs no binding, unless the ability
                    // is about "this or another [filter]" too (then "it" is whichever moved).
                    let about_one = |e: &EventPattern| {
                        matches!(
                            e,
                            EventPattern::ZoneChange {
                                what: Selector::One(_),
                                ..
                            }
                        )
                    };
                    let kind = match of_this && !t.when.any(&about_one) {
                        true => AbilityKind::Trigger(i as u8),
                        false => AbilityKind::AboutCard(i as u8, card),
                    };
                    out.push(PendingTrigger {
                        ability: AbilityRef {
                            source: w,
                            kind,
                            copied: ab.copied,
                        },
                        controller: you,
                    });
                }
            }
        }
        out
    }
}
