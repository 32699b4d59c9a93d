//! Devour (CR 702.82): "As this object enters, you may sacrifice any number of creatures. This
//! permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
//! (702.82a). A static ability: a printed `devour = N`, or one an effect gave the permanent
//! spell it was ("Whenever a player casts a black, red, or green creature spell, it gains devour
//! 5.", Jund; 613.1f: the effect on the spell goes on applying to the permanent it becomes,
//! 400.7a).
//!
//! The choice is made as the permanent enters, before anything else happens: it is on the
//! battlefield waiting (`Decision::Devour`, as a land waits for "you may pay 3 life"), and its
//! controller chooses which of the other creatures they control to sacrifice, any number of
//! them (every subset, interchangeable creatures counted once per number of them; a state
//! offering more choices than the move budget allows is cut, `budget::Cut`). The creatures go
//! to the graveyard at once (701.21a), then the counters are put on it (122.6a: by its
//! controller). Several devour abilities (a printed one and Jund's) each ask in turn (the
//! creatures a first one devoured are gone for the next). A face-down permanent has no devour
//! (708.2a). Not modelled: a creature entering at the same time as the devouring one can't be
//! sacrificed (its ruling), so an instruction putting several creatures onto the battlefield
//! at once lets the later ones be devoured. How many creatures it devoured is kept on the
//! permanent (`Obj::devoured`, 702.82b: "draw a card for each creature it devoured").
//!
//! The broken variant `devour.counters=once` puts N counters in all, whatever the number of
//! creatures sacrificed (at least one).

use crate::cards::CounterKind;

use super::super::budget::Cut;
use super::super::state::{CardId, Decision, Game, PlayerId, Zone};
use super::super::Engine;

impl Engine<'_> {
    /// The devour abilities of `card` now, each its N (CR 702.82a): its face's, then those
    /// effects gave it (613.1f, 400.7a). None for a face-down permanent (708.2a).
    pub fn devours(&self, g: &Game, card: CardId) -> Vec<u8> {
        if g.obj(card).face_down {
            return Vec::new();
        }
        let mut out: Vec<u8> = Some(self.face(g, card).devour)
            .filter(|&n| n > 0)
            .into_iter()
            .collect();
        if !g.continuous.is_empty() {
            out.extend(self.grants(g, card).map(|gr| gr.devour).filter(|&n| n > 0));
        }
        out
    }

    /// `card` has just entered under `controller` (CR 702.82a, 614.1c): the first of its
    /// devour abilities asks which creatures to sacrifice.
    pub fn begin_devour(&self, g: &mut Game, card: CardId, controller: PlayerId) {
        let mut all = self.devours(g, card);
        if all.is_empty() || g.decision.is_some() {
            return;
        }
        let n = all.remove(0);
        g.decide(Decision::Devour {
            player: controller,
            card,
            n,
            rest: all,
        });
    }

    /// The creatures `player` may sacrifice to `card`'s devour (CR 702.82a): the other
    /// creatures they control.
    fn devourable(&self, g: &Game, player: PlayerId, card: CardId) -> Vec<CardId> {
        g.in_zone(Zone::Battlefield)
            .filter(|&c| c != card && g.obj(c).controller == player && self.is_creature(g, c))
            .collect()
    }

    /// Every choice of creatures to devour (CR 702.82a: any number): every subset of the
    /// devourable ones, interchangeable creatures once per number of them; none first.
    pub fn devour_choices(
        &self,
        g: &Game,
        player: PlayerId,
        card: CardId,
    ) -> Result<Vec<Vec<CardId>>, Cut> {
        let options = self.devourable(g, player, card);
        self.subsets_by_class(g, options.into_iter())
    }

    /// Carries out a devour choice (CR 702.82a): the creatures are sacrificed at once (701.21a),
    /// then the permanent gets N +1/+1 counters for each (122.6a: put by its controller); its
    /// next devour ability, if any, asks in turn.
    pub fn devour(&self, g: &mut Game, sacrificed: &[CardId]) {
        let Some(Decision::Devour {
            player,
            card,
            n,
            mut rest,
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        let allowed = self.devourable(g, player, card);
        // CR 702.82a, 603.10a: sacrificed at once (each sees the others leave).
        let mut gone: Vec<CardId> = Vec::with_capacity(sacrificed.len());
        for &c in sacrificed {
            if allowed.contains(&c) && g.obj(c).zone == Zone::Battlefield && !gone.contains(&c) {
                gone.push(c);
            }
        }
        self.move_cards(g, &gone, Zone::Graveyard);
        let count = u8::try_from(gone.len()).unwrap_or(u8::MAX);
        // The deliberately broken variant: N counters in all.
        let counters = match self.rules.devour_per_creature {
            true => n.saturating_mul(count),
            false => n.min(count.saturating_mul(n)),
        };
        // CR 702.82b: the creatures it devoured, for "for each creature it devoured".
        if g.obj(card).zone == Zone::Battlefield {
            let o = g.obj_mut(card);
            o.devoured = o.devoured.saturating_add(count);
        }
        if counters > 0 && g.obj(card).zone == Zone::Battlefield {
            // +1/+1 counters are a byte: they saturate at 255 (README, "Models").
            let counters = self.add_counters(g, card, CounterKind::PlusOne, counters);
            self.counters_put(g, player, card, &[(CounterKind::PlusOne, counters)]);
        }
        if !rest.is_empty() && g.obj(card).zone == Zone::Battlefield {
            let n = rest.remove(0);
            g.decide(Decision::Devour {
                player,
                card,
                n,
                rest,
            });
        }
    }
}
