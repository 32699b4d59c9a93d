//! Tokens (CR 111): objects that are not cards, created on the battlefield by effects.
//!
//! The game's objects are a fixed table indexed by `CardId`, so a model reserves token slots
//! when it loads: for each token definition its cards can create, a number of slots per player
//! (the model's `tokens = { Clue = N }`, or `DEFAULT_TOKEN_SLOTS`). A slot not in use is in
//! `Zone::Nowhere`. Creating a token fills the first free slot of that definition owned by the
//! creator (111.2); a token that is anywhere but the battlefield ceases to exist (111.7,
//! 704.5d), which frees its slot. When every slot is in use, the state is cut with
//! `Outcome::TokenLimit` and the search reports the bound (never a silent skip).

use super::state::{CardId, Game, Obj, Outcome, PlayerId, Zone};
use super::Engine;

/// Token slots per player for each token definition a model's cards can create, unless the
/// model says otherwise.
pub const DEFAULT_TOKEN_SLOTS: u8 = 2;

impl Engine<'_> {
    /// Whether `c` is a token (CR 111.1): a slot reserved for one.
    pub fn is_token(&self, c: CardId) -> bool {
        self.def(c).token
    }

    /// "Create N [name] tokens" controlled by `you` (CR 111.2, 701.7a): each enters the
    /// battlefield (with its enter triggers, 603.6a). With no free slot left, the game is cut
    /// at this state (`Outcome::TokenLimit`) and the budget records it.
    pub fn create_tokens(&self, g: &mut Game, you: PlayerId, token: &str, n: u8) {
        // The definition the instruction names: by its name, or by the description that
        // stands for it ("3/3 green Beast creature", named "Beast Token", CR 111.4).
        let def = self.table.db.lookup(token);
        // CR 614.1a: "it creates twice that many of those tokens instead" (an emblem is no
        // token, 114.1).
        let emblem = def.is_some_and(|d| self.table.db.get(d).emblem);
        let n = match emblem {
            true => n,
            false => self.tokens_created(g, you, n),
        };
        for _ in 0..n {
            let free = self.table.token_slots.iter().copied().find(|&c| {
                self.owner(c) == you
                    && g.obj(c).zone == Zone::Nowhere
                    && Some(self.table.cards[c as usize].def) == def
            });
            let Some(c) = free else {
                g.outcome = Some(Outcome::TokenLimit);
                if let Some(b) = self.budget {
                    b.record_token_limit(super::budget::SlotKind::Token, def.unwrap_or_default());
                }
                return;
            };
            if self.def(c).emblem {
                // CR 114.1-2: an emblem is put into the command zone, owned and controlled
                // by the player who gets it; it is no permanent and enters nothing.
                *g.obj_mut(c) = Obj::new(Zone::Command, you);
                continue;
            }
            self.enter_battlefield(g, c, you, 0);
        }
    }

    /// Whether no token slot before `c` is interchangeable with it (`alike`): with symmetry
    /// on, only the first of identical tokens offers its abilities.
    pub fn first_of_alike_tokens(&self, g: &Game, c: CardId) -> bool {
        if !self.symmetry {
            return true;
        }
        let referenced = super::targets::Referenced::new();
        !self
            .table
            .token_slots
            .iter()
            .take_while(|&&d| d < c)
            .any(|&d| self.alike(g, &referenced, d, c))
    }

    /// CR 704.5d: a token in a zone other than the battlefield ceases to exist (its slot is
    /// free again). Returns whether any did.
    pub fn tokens_cease(&self, g: &mut Game) -> bool {
        let mut any = false;
        if !self.rules.tokens_cease {
            // The deliberately broken variant: tokens stay where they went.
            return false;
        }
        for &c in &self.table.token_slots {
            let zone = g.obj(c).zone;
            // CR 702.26d: tokens continue to exist on the battlefield while phased out.
            if matches!(zone, Zone::Battlefield | Zone::Nowhere | Zone::PhasedOut) {
                continue;
            }
            // CR 114.4: an emblem in the command zone stays (it is no token, 111.7).
            if zone == Zone::Command && self.def(c).emblem {
                continue;
            }
            let owner = self.owner(c);
            if zone == Zone::Library {
                let lib = &mut g.players[owner as usize].library;
                lib.retain(|&x| x != c);
            }
            *g.obj_mut(c) = Obj::new(Zone::Nowhere, owner);
            any = true;
        }
        any
    }

    /// Symmetry (not a rule): the slots of one definition and owner are interchangeable, so the
    /// tokens in use are kept in the lowest slots, in the order they were in. Two games that
    /// differ only in which slot holds a token are then one state. Done only when nothing
    /// refers to any of those slots by id (the stack, a pending trigger or decision, a blocker).
    pub fn pack_tokens(&self, g: &mut Game) {
        let slots = &self.table.token_slots;
        // Packed already: no free slot before a used one of the same definition and owner.
        let gap = slots.iter().enumerate().any(|(i, &c)| {
            g.obj(c).zone == Zone::Nowhere
                && slots[i + 1..].iter().any(|&d| {
                    g.obj(d).zone != Zone::Nowhere
                        && self.table.cards[c as usize] == self.table.cards[d as usize]
                })
        });
        if !self.symmetry || !gap {
            return;
        }
        let referenced = self.referenced(g);
        let blocked: Vec<CardId> = g.ids().filter_map(|c| g.obj(c).blocking).collect();
        let mut done: Vec<CardId> = Vec::new();
        for &first in slots {
            if done.contains(&first) {
                continue;
            }
            let group: Vec<CardId> = slots
                .iter()
                .copied()
                .filter(|&c| {
                    self.owner(c) == self.owner(first)
                        && self.table.cards[c as usize].def == self.table.cards[first as usize].def
                })
                .collect();
            done.extend(&group);
            if group
                .iter()
                .any(|c| referenced.contains(c) || blocked.contains(c))
            {
                continue;
            }
            let used: Vec<Obj> = group
                .iter()
                .map(|&c| *g.obj(c))
                .filter(|o| o.zone != Zone::Nowhere)
                .collect();
            let owner = self.owner(first);
            for (i, &c) in group.iter().enumerate() {
                let want = used
                    .get(i)
                    .copied()
                    .unwrap_or_else(|| Obj::new(Zone::Nowhere, owner));
                if *g.obj(c) != want {
                    *g.obj_mut(c) = want;
                }
            }
        }
    }
}
