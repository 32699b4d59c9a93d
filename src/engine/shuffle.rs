//! Shuffling a library (CR 701.24a: "randomize the cards so that no player knows their order").
//!
//! The checker explores every order a shuffle can leave, as chance moves: the next card from
//! the top is picked among the cards not yet ordered, one pick per move, until one kind of card
//! is left. Cards of one definition that the rules track nothing about (every card in a library
//! but a few) are interchangeable: only which definition comes next is a choice, and the
//! lowest-numbered card of that kind is the one put there, so the orders explored are those of
//! the library's distinguishable cards (a multiset permutation, not n!). README, "Searching
//! and shuffling".

use super::effects::Step;
use super::state::{CardId, Frame, Game, PlayerId, Zone};
use super::Engine;
use crate::cards::Slot;

impl Engine<'_> {
    /// One step of `p`'s shuffle: orders the rest at once if one kind of card is left, or asks
    /// chance which kind comes next (`place_next` applies the answer).
    pub fn shuffle(&self, g: &mut Game, p: PlayerId, frame: &mut Frame, placed: Slot) -> Step {
        // The deliberately broken variant leaves the library as it was.
        if !self.rules.shuffle_explored {
            return Step::Done;
        }
        let done = frame
            .bound
            .get(placed as usize)
            .cloned()
            .unwrap_or_default();
        let rest: Vec<CardId> = g.players[p as usize]
            .library
            .iter()
            .copied()
            .filter(|c| !done.contains(c))
            .collect();
        let mut options: Vec<CardId> = Vec::new();
        for &c in &rest {
            match options.iter_mut().find(|o| self.interchangeable(g, **o, c)) {
                Some(o) => *o = (*o).min(c),
                None => options.push(c),
            }
        }
        if options.len() > 1 {
            options.sort_unstable();
            return Step::Ask {
                player: p,
                options,
                optional: false,
            };
        }
        // One kind left: its cards go in in card order (they are interchangeable).
        let mut rest = rest;
        rest.sort_unstable();
        for c in rest {
            self.place_next(g, frame, placed, c);
        }
        Step::Done
    }

    /// The shuffle puts `c` next from the top: below the cards it has ordered so far (which
    /// are at the bottom, in order). No card changes zone (CR 701.24a).
    pub fn place_next(&self, g: &mut Game, frame: &mut Frame, placed: Slot, c: CardId) {
        if g.obj(c).zone != Zone::Library {
            return;
        }
        let lib = &mut g.players[self.owner(c) as usize].library;
        if let Some(i) = lib.index_of(&c) {
            lib.remove(i);
            lib.push_back(c);
        }
        let mut done = frame
            .bound
            .get(placed as usize)
            .cloned()
            .unwrap_or_default();
        done.push(c);
        frame.bind(placed, done);
    }

    /// Two cards no rule or property can tell apart in a library: one definition, the same
    /// tracked state.
    fn interchangeable(&self, g: &Game, a: CardId, b: CardId) -> bool {
        self.table.cards[a as usize].def == self.table.cards[b as usize].def && g.obj(a) == g.obj(b)
    }
}
