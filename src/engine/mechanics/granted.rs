//! Activated and mana abilities granted by static abilities (CR 613.1f, 113.2c-d, 602, 605):
//! "All creatures have "{T}: Add {G}{G}."" (Llanowar), "Creatures you control have "{T}: Add
//! one mana of any color."" (Cryptolith Rite), "All creatures have "{R}: This creature gets
//! +1/+0 until end of turn."" (Shiv). An object has such an ability only while the static
//! ability applies to it (layer 6): the plane planeswalked away from or the permanent gone, the
//! abilities are gone (an ability already activated stays on the stack, 113.7a). Each object's
//! controller activates its granted abilities like printed ones (602.2), the object being
//! their source ("this creature", 113.7). A card in a graveyard may be granted unearth (Grixis,
//! 702.84a), its owner activating it for the card's mana cost.

use crate::cards::{Granted, ManaAbility, Static};

use crate::engine::select::Context;
use crate::engine::state::{CardId, Copied, Game, Zone};
use crate::engine::Engine;

/// Where the indexes of granted abilities begin in `Action::Activate`: index `GRANTED + k` is
/// the `k`th ability `Engine::granted_activated` lists for the object in that state.
pub const GRANTED: u8 = 128;

impl<'a> Engine<'a> {
    /// The activated abilities other than mana abilities that static abilities in play grant
    /// `card` now (CR 613.1f), each as the copiable values that hold it (the granting card's,
    /// `AbilityRef::copied`) and its index in their `activated`. Empty off the battlefield.
    pub fn granted_activated(&self, g: &Game, card: CardId) -> Vec<(Copied, u8)> {
        // On the battlefield, or a card in a graveyard (a granted unearth, CR 702.84a).
        let zone = g.obj(card).zone;
        if !self.table.grants_abilities || !matches!(zone, Zone::Battlefield | Zone::Graveyard) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (src, ctl, s) in self.statics_in_play(g) {
            let Static::HaveAbility {
                what,
                ability: Granted::Activated { index, .. },
            } = s
            else {
                continue;
            };
            if !self.matches(g, &Context::of_source(ctl, src), None, what, card, true) {
                continue;
            }
            let holder = self.granting_values(g, src);
            let def = self.table.db.get(holder.def).face(holder.face);
            if def
                .activated
                .get(*index as usize)
                .is_some_and(|a| a.granted && a.zone == zone)
            {
                out.push((holder, *index));
            }
        }
        out
    }

    /// The mana abilities static abilities in play grant `card` now (CR 613.1f, 605.1a).
    pub fn granted_mana(&self, g: &Game, card: CardId) -> Vec<ManaAbility> {
        if !self.table.grants_abilities || g.obj(card).zone != Zone::Battlefield {
            return Vec::new();
        }
        self.statics_in_play(g)
            .filter_map(|(src, ctl, s)| match s {
                Static::HaveAbility {
                    what,
                    ability: Granted::Mana(m),
                } if self.matches(g, &Context::of_source(ctl, src), None, what, card, true) => {
                    Some(*m)
                }
                _ => None,
            })
            .collect()
    }

    /// Every mana ability `card` has now: its printed one (of the face whose abilities it has,
    /// CR 707.2), then those static abilities grant it.
    pub fn mana_abilities(&self, g: &Game, card: CardId) -> Vec<ManaAbility> {
        let mut all: Vec<ManaAbility> = self.ability_face(g, card).mana.into_iter().collect();
        all.extend(self.granted_mana(g, card));
        all
    }

    /// The copiable values whose static abilities `src` has now: a face-up plane's card, or a
    /// permanent's face (a copy's copied values, CR 707.2).
    fn granting_values(&self, g: &Game, src: CardId) -> Copied {
        let own = Copied {
            def: self.table.cards[src as usize].def,
            face: 0,
        };
        if g.face_up.contains(&src) {
            return own;
        }
        self.abilities(g, src).copied.unwrap_or(own)
    }

    /// The granted activated ability `index` (`GRANTED + k`) of `card` in `g`: the copiable
    /// values holding it and its index there.
    pub fn granted_ability_at(&self, g: &Game, card: CardId, index: u8) -> Option<(Copied, u8)> {
        let k = index.checked_sub(GRANTED)?;
        self.granted_activated(g, card).get(k as usize).copied()
    }
}
