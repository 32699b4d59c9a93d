//! Characteristics of objects as the game sees them now, applied in the layer order of CR 613
//! for what the engine computes: abilities in layer 6 (613.1f: printed keywords, keywords
//! granted by continuous effects, haste from suspend), power and toughness in layer 7 (613.4:
//! 7a characteristic-defining abilities, 604.3, and printed values; 7b effects that set them,
//! none yet; 7c effects that modify them, from resolving abilities, 611.2, and +1/+1
//! counters, 122.1a; 7d switches, none yet), and flash from static abilities (702.8).

use crate::cards::statics::Static;
use crate::cards::{Keyword, Power, Types};

use super::select::Context;
use super::state::{CardId, Game, PlayerId, Zone};
use super::Engine;

impl Engine<'_> {
    pub fn is_creature(&self, g: &Game, id: CardId) -> bool {
        self.face(g, id).is(Types::CREATURE)
    }

    /// Power (CR 208.3) through layer 7 (613.4), with a characteristic-defining ability
    /// counted in every zone (604.3).
    pub fn power(&self, g: &Game, id: CardId) -> i16 {
        let o = g.obj(id);
        // Layer 7a: the characteristic-defining ability, or the printed power.
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
        // Layer 7b: no effect sets power yet. Layer 7c: counters and modifying effects. A
        // count of cards is at most 32,767 (the model's bound on cards): saturate beyond.
        let (modified, _) = self.layer_7c(g, id);
        // Layer 7d: no effect switches power and toughness yet.
        base.saturating_add(modified)
    }

    /// Toughness (CR 208.3) through layer 7 (613.4): printed (7a), then 7c.
    pub fn toughness(&self, g: &Game, id: CardId) -> i16 {
        let base = self.face(g, id).toughness.unwrap_or(0) as i16;
        base.saturating_add(self.layer_7c(g, id).1)
    }

    /// Layer 7c (CR 613.4c): the changes to power and toughness from +1/+1 counters (122.1a),
    /// from continuous effects that modify them ("gets +3/+3", 611.2) and from static
    /// abilities ("Creatures you control get +1/+1", 611.3a). Saturating: at most 255 counters
    /// and a few effects of at most 127 each.
    fn layer_7c(&self, g: &Game, id: CardId) -> (i16, i16) {
        let counters = g.obj(id).plus1 as i16;
        let add = |(p, t): (i16, i16), (dp, dt): (i8, i8)| {
            (p.saturating_add(dp as i16), t.saturating_add(dt as i16))
        };
        let from_effects = self.grants(g, id).fold((counters, counters), |pt, gr| {
            add(pt, (gr.power, gr.toughness))
        });
        let o = g.obj(id);
        if !self.table.any_statics || o.zone != Zone::Battlefield || !self.is_creature(g, id) {
            return from_effects;
        }
        self.statics_in_play(g)
            .fold(from_effects, |pt, (src, ctl, s)| match s {
                Static::Anthem {
                    what,
                    power,
                    toughness,
                } if self.matches(g, &Context::of_source(ctl, src), None, what, id, true) => {
                    add(pt, (*power, *toughness))
                }
                _ => pt,
            })
    }

    /// Whether the object has keyword `k` now (layer 6, CR 613.1f): printed on the face that is
    /// up, granted by a continuous effect (611.2), or, for haste, from suspend (702.62a).
    pub fn has_keyword(&self, g: &Game, id: CardId, k: Keyword) -> bool {
        // No card of the table can give `k` (`Table::possible_keywords`); debug builds check
        // that the table's list missed no source.
        if !self.table.possible_keywords.has(k) {
            debug_assert!(
                !self.keyword_from_any_source(g, id, k),
                "{k:?} is missing from the table's possible keywords"
            );
            return false;
        }
        self.keyword_from_any_source(g, id, k)
    }

    /// Whether `id` has keyword `k` from its face, an effect, suspend or a static ability.
    fn keyword_from_any_source(&self, g: &Game, id: CardId, k: Keyword) -> bool {
        self.face(g, id).has(k)
            || self.grants(g, id).any(|gr| gr.keywords.has(k))
            || (k == Keyword::Haste && self.haste_from_suspend(g, id))
            || self.keyword_from_statics(g, id, k)
    }

    /// A static ability "[creatures] have [keywords]" gives `id` keyword `k` (layer 6, CR
    /// 613.1f; its filter reads no keywords, power or toughness, so this does not recurse).
    fn keyword_from_statics(&self, g: &Game, id: CardId, k: Keyword) -> bool {
        if !self.table.any_statics || g.obj(id).zone != Zone::Battlefield {
            return false;
        }
        self.statics_in_play(g).any(|(src, ctl, s)| match s {
            Static::HaveKeywords { what, keywords } => {
                keywords.has(k)
                    && self.matches(g, &Context::of_source(ctl, src), None, what, id, true)
            }
            _ => false,
        })
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
