//! Engine invariants: facts every reachable state must satisfy, whatever the rules. They are
//! checked on every explored state in debug builds and by the random-walk tests, so a broken
//! transition shows up as a failed invariant rather than as a wrong verdict.

use std::collections::HashMap;

use super::state::{CardId, Decision, Game, StackItem, Zone};
use super::Engine;

impl Engine<'_> {
    /// `Err` names the first broken invariant.
    pub fn invariants(&self, g: &Game) -> Result<(), String> {
        let n = self.table.cards.len();
        if g.objs.len() != n {
            return Err(format!(
                "{} objects for {n} cards: a card was created or lost",
                g.objs.len()
            ));
        }
        // Each ordered zone lists exactly the cards whose zone says so, each once.
        let mut seen: HashMap<CardId, &'static str> = HashMap::new();
        let mut note = |c: CardId, place: &'static str| -> Result<(), String> {
            if (c as usize) >= n {
                return Err(format!("{place} holds card {c}, which does not exist"));
            }
            if let Some(prev) = seen.insert(c, place) {
                return Err(format!("{} is in {prev} and in {place}", self.name(c)));
            }
            Ok(())
        };
        for (p, pl) in g.players.iter().enumerate() {
            for &c in pl.library.iter() {
                note(c, "a library")?;
                if g.obj(c).zone != Zone::Library || self.owner(c) as usize != p {
                    return Err(format!(
                        "{} is in player {p}'s library but its zone or owner disagrees",
                        self.name(c)
                    ));
                }
            }
            for &c in pl.planar.iter() {
                note(c, "a planar deck")?;
                if self.owner(c) as usize != p {
                    return Err(format!(
                        "{} is in another player's planar deck",
                        self.name(c)
                    ));
                }
            }
        }
        for &c in g.face_up.iter() {
            note(c, "the face-up planes")?;
        }
        for s in g.stack.iter() {
            if let StackItem::Spell { card, .. } = s {
                note(*card, "the stack")?;
            }
        }
        let resolving = match g.decision.as_deref().and_then(Decision::resolving) {
            Some(StackItem::Spell { card, .. }) => Some(*card),
            _ => None,
        };
        for c in g.ids() {
            let o = g.obj(c);
            let listed = seen.get(&c).copied();
            let ok = match o.zone {
                Zone::Library => listed == Some("a library"),
                Zone::Stack => listed == Some("the stack") || resolving == Some(c),
                Zone::Command => {
                    matches!(listed, Some("a planar deck") | Some("the face-up planes"))
                        || (self.def(c).emblem && listed.is_none())
                }
                Zone::Battlefield if listed == Some("the face-up planes") => {
                    !self.rules.planes_stay_in_command_zone
                }
                _ => listed.is_none(),
            };
            if !ok {
                return Err(format!(
                    "{}'s zone is {} but it is listed in {}",
                    self.name(c),
                    o.zone.name(),
                    listed.unwrap_or("no ordered zone")
                ));
            }
            if o.plotted.is_some() && o.zone != Zone::Exile && self.rules.zone_change_new_object {
                return Err(format!("{} is plotted outside exile", self.name(c)));
            }
            // CR 610.3: a card exiled until a permanent leaves is in exile while that permanent
            // is on the battlefield; it returns right after the permanent leaves.
            if let Some((src, _)) = o.exiled_until {
                if o.zone != Zone::Exile {
                    return Err(format!("{} is exiled-until outside exile", self.name(c)));
                }
                if g.obj(src).zone != Zone::Battlefield && self.rules.exile_until_returns {
                    return Err(format!(
                        "{} stays exiled after {} left the battlefield",
                        self.name(c),
                        self.name(src)
                    ));
                }
            }
            if o.foretold.is_some() && o.zone != Zone::Exile && self.rules.zone_change_new_object {
                return Err(format!("{} is foretold outside exile", self.name(c)));
            }
            if self.is_planar(c)
                && !matches!(o.zone, Zone::Command | Zone::Outside)
                && self.rules.planes_stay_in_command_zone
            {
                return Err(format!("plane {} left the command zone", self.name(c)));
            }
            // CR 111.7, 704.5d: a token exists only on the battlefield; only token slots are
            // ever nowhere.
            let token_zone = matches!(o.zone, Zone::Nowhere | Zone::Battlefield | Zone::PhasedOut)
                || (o.zone == Zone::Command && self.def(c).emblem);
            // CR 707.10a: a copy of a spell exists only on the stack (or, a token, on the
            // battlefield).
            let copy_zone = token_zone || o.zone == Zone::Stack;
            let copy = self.is_copy(c);
            if (self.is_token(c) && !token_zone && self.rules.tokens_cease)
                || (copy && !copy_zone && self.rules.tokens_cease)
                || (!self.is_token(c) && !copy && o.zone == Zone::Nowhere)
            {
                return Err(format!("{} is in {}", self.name(c), o.zone.name()));
            }
            if o.zone == Zone::Outside && !g.players[self.owner(c) as usize].lost {
                return Err(format!(
                    "{} left the game but its owner is still in it",
                    self.name(c)
                ));
            }
        }
        if g.outcome.is_none() && g.players_in_game() < 2 {
            return Err("fewer than two players remain but the game goes on".into());
        }
        Ok(())
    }
}
