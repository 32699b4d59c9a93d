//! Characteristics of objects as the game sees them now, applied in the layer order of CR 613
//! for what the engine computes: copiable values in layer 1 (613.1a: `Engine::face` reads copy
//! effects, `mechanics/copy.rs`), card types and creature types in layer 4 (613.1d: types an effect
//! adds, `has_subtype`), colours
//! in layer 5 (613.1e: static abilities that set them), abilities in layer 6 (613.1f: printed keywords, keywords
//! granted by continuous effects, haste from suspend), power and toughness in layer 7 (613.4:
//! 7a characteristic-defining abilities, 604.3, and printed values; 7b effects that set them,
//! "become 1/1 creatures", 613.4b; 7c effects that modify them, from resolving abilities, 611.2, and +1/+1
//! counters, 122.1a; 7d switches, none yet), and flash from static abilities (702.8).

use crate::cards::creature_types::CreatureTypes;
use crate::cards::statics::Static;
use crate::cards::{CountOwner, Keyword, Power, Types};

use super::select::Context;
use super::state::{CardId, Game, PlayerId, Zone};
use super::Engine;

impl Engine<'_> {
    pub fn is_creature(&self, g: &Game, id: CardId) -> bool {
        let creature = self.types(g, id).has(Types::CREATURE);
        debug_assert!(
            !creature || self.table.creatures.binary_search(&id).is_ok(),
            "card {id} is a creature but not in the table's list of creatures"
        );
        creature
    }

    /// The object's card types now (CR 205.2a) through layer 4 (613.1d): those of the face that
    /// is up, and those a type-changing effect adds ("become 1/1 creatures ... They're still
    /// lands", 205.1b). Effects apply only to permanents on the battlefield (an object that
    /// leaves is a new object, 400.7, and `forget_effects` drops them).
    pub fn types(&self, g: &Game, id: CardId) -> Types {
        let printed = self.face(g, id).types;
        if g.continuous.is_empty() {
            return printed;
        }
        let added = self
            .grants(g, id)
            .fold(Types::default(), |t, gr| Types(t.0 | gr.add_types.0));
        // The deliberately broken variant `types.add=creature-only`: only the creature type.
        let added = match self.rules.types_added {
            true => added,
            false => Types(added.0 & Types::CREATURE.0),
        };
        match added.0 {
            0 => printed,
            _ if self.rules.animation_keeps_types => Types(printed.0 | added.0),
            // The deliberately broken variant: the new types replace the old (205.1a read
            // without "They're still lands", 205.1b).
            _ => added,
        }
    }

    /// Whether the object has the subtype `name` now (CR 205.3): one of its face's (a copy's
    /// copiable values, 707.2), or a creature type a copy effect's exception (707.9b) or a
    /// type-changing effect (layer 4, 613.1d) added; an added creature type only while the
    /// object is a creature (205.3d).
    pub fn has_subtype(&self, g: &Game, id: CardId, name: &str) -> bool {
        if self
            .face(g, id)
            .subtypes
            .iter()
            .any(|t| t.eq_ignore_ascii_case(name))
        {
            return true;
        }
        if g.continuous.is_empty() {
            return false;
        }
        // CR 205.3g, 613.1d: an artifact type an effect added ("becomes a 5/3 Vehicle").
        if self.rules.types_added {
            if let Some(bit) = crate::cards::effect::artifact_type_bit(name) {
                if self
                    .grants(g, id)
                    .any(|gr| gr.add_artifact_subtypes & bit != 0)
                {
                    return true;
                }
            }
        }
        self.added_subtypes(g, id).has(name) && self.is_creature(g, id)
    }

    /// The creature types effects added to the object (CR 613.1d, 707.9b): those of its copy
    /// effect's exception and of type-changing effects; none under the broken variant
    /// `subtypes.added=ignored`.
    pub fn added_subtypes(&self, g: &Game, id: CardId) -> CreatureTypes {
        if !self.rules.added_subtypes_apply || g.continuous.is_empty() {
            return CreatureTypes::default();
        }
        let copied = self
            .copy_effect(g, id)
            .map_or(CreatureTypes::default(), |c| c.except.add_subtypes);
        self.grants(g, id)
            .fold(copied, |s, gr| s.union(gr.add_subtypes))
    }

    /// The object's colours now, one bit per colour (`Color::bit`), through layer 5 (CR
    /// 613.1e): those of the face that is up (105.2, 202.2: its mana cost's symbols, each
    /// hybrid symbol's both, 202.2d, its colour indicator, 204, or a token's colours, 111.4),
    /// unless a static ability sets the colours of the permanent ("All creatures are black"):
    /// then the latest such ability's (613.7; their filters read no colour, so none depends on
    /// another, 613.8).
    pub fn colors(&self, g: &Game, id: CardId) -> u8 {
        let mut printed = self.face(g, id).color_bits();
        // CR 707.9b: a copy effect's exception sets the copiable colours ("except it's
        // white", embalm, 702.128a).
        if let Some(c) = self.copy_effect(g, id).filter(|c| c.except.colors != 0) {
            printed = c.except.colors;
        }
        if !self.table.any_statics || !self.rules.colors_set || g.obj(id).zone != Zone::Battlefield
        {
            return printed;
        }
        self.statics_in_play(g)
            .fold(printed, |colors, (src, ctl, s)| match s {
                Static::SetColors { what, colors: set }
                    if self.matches(g, &Context::of_source(ctl, src), None, what, id, true) =>
                {
                    *set
                }
                _ => colors,
            })
    }

    /// The object's mana cost now (CR 202.1): its face's (a copy's copiable values, 707.2),
    /// none if a copy effect's exception says "it has no mana cost" (707.9b, 702.128a).
    pub fn mana_cost(&self, g: &Game, id: CardId) -> Option<crate::cards::ManaCost> {
        if self
            .copy_effect(g, id)
            .is_some_and(|c| c.except.no_mana_cost)
        {
            return None;
        }
        self.face(g, id).mana_cost
    }

    /// The object's mana value now (CR 202.3): 0 without a mana cost (202.3a).
    pub fn mana_value_of(&self, g: &Game, id: CardId) -> u8 {
        if self
            .copy_effect(g, id)
            .is_some_and(|c| c.except.no_mana_cost)
        {
            return 0;
        }
        self.face(g, id).mana_value()
    }

    /// Layer 7b (CR 613.4b): the power and toughness an effect sets ("become 1/1 creatures"),
    /// the latest such effect's (613.7a); `None` if no effect sets them.
    fn layer_7b(&self, g: &Game, id: CardId) -> Option<(i16, i16)> {
        self.grants(g, id)
            .filter_map(|gr| gr.set_pt)
            .last()
            .map(|(p, t)| (p as i16, t as i16))
    }

    /// Layer 7a (CR 613.4a): the printed power or toughness, or the value of a
    /// characteristic-defining ability, counted in every zone (604.3).
    fn layer_7a(&self, g: &Game, id: CardId, printed: &Option<Power>) -> i16 {
        match printed {
            None => 0,
            Some(Power::Fixed(n)) => *n as i16,
            Some(Power::Count {
                types,
                zones,
                nonbasic,
                owner,
            }) => {
                // "cards you own": "you" is this object's controller; "your opponents'
                // graveyards": cards an opponent of it owns (CR 102.3; the broken variant
                // `count.owner=anyone` counts everyone's). A count of cards is at most 32,767
                // (the model's bound on cards): saturate beyond.
                let you = g.obj(id).controller;
                let whose = |c: CardId| match owner {
                    CountOwner::You => self.owner(c) == you,
                    CountOwner::Opponents => {
                        !self.rules.count_opponents_only || self.owner(c) != you
                    }
                };
                let n = g
                    .ids()
                    .filter(|&c| {
                        whose(c)
                            && zones.contains(&g.obj(c).zone)
                            && (types.0 == 0 || self.face(g, c).types.0 & types.0 != 0)
                            && (!nonbasic || !self.face(g, c).basic)
                    })
                    .count();
                i16::try_from(n).unwrap_or(i16::MAX)
            }
            // CR 604.3: a characteristic-defining ability counted in every zone, "you" being
            // the object's controller (its owner off the battlefield, 108.4a); the broken
            // variant `cda.zones=battlefield-only` counts only on the battlefield.
            Some(Power::Amount(a)) => {
                if !self.rules.cda_every_zone && g.obj(id).zone != Zone::Battlefield {
                    return 0;
                }
                let you = match g.obj(id).zone {
                    Zone::Battlefield => g.obj(id).controller,
                    _ => self.owner(id),
                };
                let frame = super::state::Frame::default();
                i16::from(self.amount(g, &Context::of_source(you, id), &frame, a))
            }
        }
    }

    /// Power (CR 208.3) through layer 7 (613.4).
    pub fn power(&self, g: &Game, id: CardId) -> i16 {
        // Layer 7a, then 7b: an effect that sets power overrides 7a. Layer 7c: counters and
        // modifying effects.
        let base = self.layer_7a(g, id, &self.face(g, id).power);
        let base = self.layer_7b(g, id).map_or(base, |(p, _)| p);
        let (modified, _) = self.layer_7c(g, id);
        // Layer 7d: no effect switches power and toughness yet.
        base.saturating_add(modified)
    }

    /// Toughness (CR 208.3) through layer 7 (613.4): printed or defined (7a), set (7b), then 7c.
    pub fn toughness(&self, g: &Game, id: CardId) -> i16 {
        let base = self.layer_7a(g, id, &self.face(g, id).toughness);
        let base = self.layer_7b(g, id).map_or(base, |(_, t)| t);
        base.saturating_add(self.layer_7c(g, id).1)
    }

    /// Layer 7c (CR 613.4c): the changes to power and toughness from +1/+1 and -1/-1 counters
    /// (122.1a),
    /// from continuous effects that modify them ("gets +3/+3", 611.2) and from static
    /// abilities ("Creatures you control get +1/+1", 611.3a). Saturating: at most 255 counters
    /// and a few effects of at most 127 each.
    fn layer_7c(&self, g: &Game, id: CardId) -> (i16, i16) {
        let counters = g.obj(id).plus1 as i16 - self.minus_counters(g, id) as i16;
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
                // CR 604.2, 613.4c: "As long as you control eight or more lands, this creature
                // gets +5/+5", counted now (the broken variant ignores the condition).
                Static::SelfGetsWhileYouControl {
                    what,
                    at_least,
                    power,
                    toughness,
                } if src == id
                    && (!self.rules.static_conditions_checked
                        || self
                            .each(g, &Context::of_source(ctl, src), None, what)
                            .len()
                            >= *at_least as usize) =>
                {
                    add(pt, (*power, *toughness))
                }
                // CR 613.4c, 205.3: "+1/+1 for each other creature on the battlefield that
                // shares at least one creature type with it" (types from layer 4, read before
                // layer 7, so no dependency, 613.8).
                Static::GetsPerSharedCreatureType {
                    what,
                    power,
                    toughness,
                } if self.matches(g, &Context::of_source(ctl, src), None, what, id, true) => {
                    let n = self.sharing_a_creature_type(g, id);
                    let n = i16::try_from(n).unwrap_or(i16::MAX);
                    (
                        pt.0.saturating_add(n.saturating_mul(i16::from(*power))),
                        pt.1.saturating_add(n.saturating_mul(i16::from(*toughness))),
                    )
                }
                // CR 613.4c, 604.2: "gets -1/-1 for each card in your hand", counted now from
                // the ability's source (the broken variant `static.for-each=once` adds the bonus
                // once, whatever the count, if it counts anything).
                Static::GetsFor {
                    what,
                    per,
                    power,
                    toughness,
                } if match what {
                    None => src == id,
                    Some(f) => self.matches(g, &Context::of_source(ctl, src), None, f, id, true),
                } =>
                {
                    let frame = super::state::Frame::default();
                    let n = self.amount(g, &Context::of_source(ctl, src), &frame, per);
                    let n = match self.rules.static_for_each {
                        true => i16::from(n),
                        false => i16::from(n.min(1)),
                    };
                    (
                        pt.0.saturating_add(n.saturating_mul(i16::from(*power))),
                        pt.1.saturating_add(n.saturating_mul(i16::from(*toughness))),
                    )
                }
                _ => pt,
            })
    }

    /// The creature types `id` has now (CR 205.3m): those of its face that is up and those
    /// effects added (layer 4, 613.1d). None for a noncreature.
    pub fn creature_types_of(&self, g: &Game, id: CardId) -> CreatureTypes {
        if !self.is_creature(g, id) {
            return CreatureTypes::default();
        }
        let printed = self
            .face(g, id)
            .subtypes
            .iter()
            .filter_map(|t| crate::cards::creature_types::index(t))
            .fold(CreatureTypes::default(), |s, i| s.with(i));
        printed.union(self.added_subtypes(g, id))
    }

    /// How many other creatures on the battlefield share at least one creature type with `id`
    /// (CR 205.3; the broken variant `anthem.shared-type=any` counts every other creature).
    pub fn sharing_a_creature_type(&self, g: &Game, id: CardId) -> usize {
        let mine = self.creature_types_of(g, id);
        g.among(&self.table.creatures, Zone::Battlefield)
            .filter(|&c| c != id && self.is_creature(g, c))
            .filter(|&c| {
                !self.rules.shared_type_counted
                    || !mine.intersect(self.creature_types_of(g, c)).is_empty()
            })
            .count()
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
            // CR 122.1b: a keyword counter.
            || g.obj(id).keyword_counters.has(k)
            || self.grants(g, id).any(|gr| gr.keywords.has(k))
            || (k == Keyword::Haste && self.haste_from_suspend(g, id))
            // CR 702.152a: "As long as this permanent's blitz cost was paid, it has haste".
            || (k == Keyword::Haste && self.blitzed(g, id))
            || self.keyword_from_statics(g, id, k)
    }

    /// A static ability "[creatures] have [keywords]" or "[instant] spells have [keywords]"
    /// gives `id` keyword `k` (layer 6, CR 613.1f; its filter reads no keywords, power or
    /// toughness, so this does not recurse).
    fn keyword_from_statics(&self, g: &Game, id: CardId, k: Keyword) -> bool {
        self.statics_granting(g, id, k) > 0
    }

    /// How many static abilities "[creatures] have [keywords]" give `id` keyword `k`.
    fn statics_granting(&self, g: &Game, id: CardId, k: Keyword) -> usize {
        if !self.table.any_statics || !matches!(g.obj(id).zone, Zone::Battlefield | Zone::Stack) {
            return 0;
        }
        self.statics_in_play(g)
            .filter(|(src, ctl, s)| match s {
                Static::HaveKeywords { what, keywords } => {
                    keywords.has(k)
                        && self.matches(g, &Context::of_source(*ctl, *src), None, what, id, true)
                }
                _ => false,
            })
            .count()
    }

    /// How many instances of keyword `k` the object has (CR 702.83b: "If a creature has
    /// multiple instances of exalted, each triggers separately"): its face's, a keyword
    /// counter's, and one for each static ability and each continuous effect that grants it
    /// (effects of one controller and duration on one object are kept as one, so they count
    /// once).
    pub fn keyword_instances(&self, g: &Game, id: CardId, k: Keyword) -> usize {
        if !self.table.possible_keywords.has(k) {
            return 0;
        }
        usize::from(self.face(g, id).has(k))
            + usize::from(g.obj(id).keyword_counters.has(k))
            + self.grants(g, id).filter(|gr| gr.keywords.has(k)).count()
            + self.statics_granting(g, id, k)
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
            // CR 702.3b: defender.
            && !self.has_keyword(g, id, crate::cards::Keyword::Defender)
    }
}
