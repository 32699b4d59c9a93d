//! Characteristics of objects as the game sees them now (CR 604.3 characteristic-defining
//! abilities, 122.1a +1/+1 counters, 702.8 flash from static abilities).

use crate::cards::{Keyword, Power, Types};

use super::state::{CardId, Game, PlayerId, Zone};
use super::Engine;

impl Engine<'_> {
    pub fn is_creature(&self, g: &Game, id: CardId) -> bool {
        self.face(g, id).is(Types::CREATURE)
    }

    /// Power (CR 208.3), with a characteristic-defining ability counted in every zone (604.3).
    pub fn power(&self, g: &Game, id: CardId) -> i16 {
        let o = g.obj(id);
        let base = match &self.face(g, id).power {
            None => 0,
            Some(Power::Fixed(n)) => *n as i16,
            Some(Power::Count { types, zones }) => {
                // "cards you own": "you" is this object's controller.
                let you = o.controller;
                g.ids()
                    .filter(|&c| {
                        self.owner(c) == you
                            && zones.contains(&g.obj(c).zone)
                            && self.face(g, c).types.0 & types.0 != 0
                    })
                    .count() as i16
            }
        };
        // A count of cards is at most 32,767 (the model's bound on cards): saturate beyond.
        base.saturating_add(o.plus1 as i16)
    }

    /// Toughness (CR 208.3): a printed `i8` plus at most 255 counters fits an `i16`.
    pub fn toughness(&self, g: &Game, id: CardId) -> i16 {
        self.face(g, id).toughness.unwrap_or(0) as i16 + g.obj(id).plus1 as i16
    }

    /// Whether `p` may cast `card` as though it had flash (CR 702.8a, Vedalken Orrery).
    pub fn has_flash(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        self.def(card).has(Keyword::Flash) || self.flash_granted(g, p, card)
    }

    /// Whether a creature can attack this turn (CR 302.6, 702.10 haste).
    pub fn can_attack(&self, g: &Game, id: CardId) -> bool {
        let o = g.obj(id);
        o.zone == Zone::Battlefield
            && self.is_creature(g, id)
            && o.controller == g.active
            && !o.tapped
            && (!o.sick || self.has_haste(g, id))
            && !self.combat_restricted(g, id, true)
    }
}
