//! Vehicles and crew (CR 301.7, 702.122). "Crew N" means "Tap any number of other untapped
//! creatures you control with total power N or greater: This permanent becomes an artifact
//! creature until end of turn." (702.122a): an activated ability (not a mana ability), at
//! instant speed, of a printed `crew = N` or of an effect that gave the permanent crew
//! ("gains ... crew 2", Ghirapur; 613.1f). Its cost taps creatures, not the Vehicle: tapping a
//! creature that came under its controller's control this turn is no {T} cost (302.6 restricts
//! only {T} and {Q}), so it may crew (the broken variant `cost.tap-untapped-creatures` needs
//! haste for it, as for other "tap an untapped creature" costs). The activation is
//! `Action::Crew`: every set of other untapped creatures its controller controls whose total
//! power is N or greater, interchangeable creatures counted once per number of them
//! (`Engine::subsets_by_class`, against the move budget). Several crew abilities on one
//! permanent do the same thing: the one with the least N is offered (any set that pays a
//! greater N pays it). On the stack it is `AbilityKind::Crew`, and as it resolves the
//! permanent becomes an artifact creature until end of turn (a continuous effect on it, 611.2;
//! the broken variant `crew.becomes-creature=no` leaves it as it was; `crew.power=any` lets any
//! set of creatures pay the cost, none too). A Vehicle that became a
//! creature this way attacks and blocks as any creature: one that came under its controller's
//! control this turn can't attack unless it has haste (302.6).
//!
//! Not modelled: 301.7a's "it has [its printed power and toughness] only if it's also a
//! creature" (nothing reads a noncreature permanent's power), "can't crew Vehicles" (702.122c)
//! and "becomes crewed" triggers (702.122d): no card of the library says them.

use super::super::action::Action;
use super::super::budget::Cut;
use super::super::state::Zone;
use super::super::state::{AbilityKind, AbilityRef, CardId, Game, PlayerId, StackItem, Targets};
use super::super::Engine;

impl Engine<'_> {
    /// The least N of `card`'s crew abilities now (CR 702.122a): its face's and those effects
    /// gave it (613.1f); `None` without crew, or face down (708.2a).
    pub fn crew_n(&self, g: &Game, card: CardId) -> Option<u8> {
        if g.obj(card).face_down {
            return None;
        }
        let printed = Some(self.face(g, card).crew).filter(|&n| n > 0);
        let granted = match g.continuous.is_empty() {
            true => None,
            false => self
                .grants(g, card)
                .map(|gr| gr.crew)
                .filter(|&n| n > 0)
                .min(),
        };
        match (printed, granted) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The creatures `p` may tap to crew `card` (CR 702.122a): the other untapped creatures
    /// they control.
    fn crew_candidates(&self, g: &Game, p: PlayerId, card: CardId) -> Vec<CardId> {
        g.in_zone(Zone::Battlefield)
            .filter(|&c| {
                let o = g.obj(c);
                c != card
                    && o.controller == p
                    && !o.tapped
                    && self.is_creature(g, c)
                    && (self.rules.tap_cost_sick_creatures || !o.sick || self.has_haste(g, c))
            })
            .collect()
    }

    /// Every crew activation `p` may make now (CR 702.122a, 602.2): for each permanent with
    /// crew they control, each set of creatures with total power N or greater. Cut short by the
    /// engine's budget.
    pub fn crew_actions(&self, g: &Game, p: PlayerId) -> Result<Vec<Action>, Cut> {
        let mut out = Vec::new();
        if g.decision.is_some() || g.priority != p {
            return Ok(out);
        }
        let vehicles: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).controller == p)
            .filter(|&c| {
                (self.table.any_crew || !g.continuous.is_empty()) && self.crew_n(g, c).is_some()
            })
            .collect();
        for card in vehicles {
            // CR 602.5: "activated abilities of [...] can't be activated".
            if self.activation_prohibited(g, card) || self.nonmana_activation_prohibited(g, card) {
                continue;
            }
            if self.is_token(card) && !self.first_of_alike_tokens(g, card) {
                continue;
            }
            let n = i32::from(self.crew_n(g, card).unwrap_or(0));
            let candidates = self.crew_candidates(g, p, card);
            for set in self.subsets_by_class(g, candidates.into_iter())? {
                let power: i32 = set.iter().map(|&c| i32::from(self.power(g, c))).sum();
                // The deliberately broken variant `crew.power=any`: any set, none too.
                if power >= n || !self.rules.crew_needs_power {
                    self.may_list(out.len())?;
                    out.push(Action::Crew { card, tapped: set });
                }
            }
        }
        Ok(out)
    }

    /// `p` activates `card`'s crew ability (CR 702.122a, 602.2): the creatures are tapped to
    /// pay its cost (602.2b, 118.3) and the ability goes on the stack.
    pub fn crew(&self, g: &mut Game, p: PlayerId, card: CardId, tapped: &[CardId]) {
        self.tap_for_cost(g, tapped);
        g.stack.push(StackItem::Ability {
            ability: AbilityRef {
                source: card,
                kind: AbilityKind::Crew,
                copied: None,
            },
            controller: p,
            targets: Targets::new(),
            mode: 0,
        });
        // CR 602.2b, 601.2i: "whenever [a player] activates an ability".
        super::super::triggers::fire_activations(self, g, p);
    }
}
