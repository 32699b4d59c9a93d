//! Auras (CR 303.4) and enchant (702.5). An Aura spell targets what its enchant ability names
//! (303.4a, 115.1b) and, resolving, enters attached to that object (608.3c); if the target is
//! illegal then, the spell doesn't resolve (608.3b). An Aura put onto the battlefield any
//! other way is attached to an object its controller chooses as it enters, without
//! targeting (303.4f), or stays where it was if there is none (303.4g). Once on the
//! battlefield, an Aura attached to an illegal object, or to none, is put into its owner's
//! graveyard (704.5m, 303.4c). "Enchanted creature" is the object the Aura is attached to
//! (303.4m: `Status::ENCHANTED`), and a permanent with protection from a quality can't be
//! enchanted by Auras that have it (702.16c).

use crate::engine::select::Context;
use crate::engine::state::{CardId, Decision, Frame, Game, PlayerId, Zone};
use crate::engine::Engine;

/// What an Aura entering the battlefield other than by resolving can be attached to (CR
/// 303.4f-g).
pub enum AuraEntry {
    /// Not an Aura: it enters unattached (303.4h).
    NotAnAura,
    /// No legal object: it stays in its zone (303.4g).
    Stays,
    /// The objects its controller may choose among, in id order (at least one).
    Choose(Vec<CardId>),
}

/// What `auras_entering` found: Auras attached to their only choice, and those whose owner
/// has several to choose from.
#[derive(Default)]
pub struct AurasEntering {
    attached: Vec<(CardId, CardId)>,
    choosing: Vec<(CardId, PlayerId, Vec<CardId>)>,
}

impl Engine<'_> {
    /// Whether `aura`, controlled by `controller`, can be attached to `object` now (CR 702.5a,
    /// 702.5c, 303.4d: never itself; 702.16c: not to a permanent with protection from one of
    /// its qualities). Not a target (303.4f): hexproof and ward don't matter.
    pub fn can_enchant(
        &self,
        g: &Game,
        aura: CardId,
        controller: PlayerId,
        object: CardId,
    ) -> bool {
        g.obj(object).zone == Zone::Battlefield
            && self.enchant_allows(g, self.face(g, aura), aura, controller, object)
    }

    /// Whether the enchant ability of `face` (the Aura `aura`'s characteristics) lets it,
    /// controlled by `controller`, enchant `object` (CR 702.5a, 303.4d, 702.16c).
    fn enchant_allows(
        &self,
        g: &Game,
        face: &crate::cards::CardDef,
        aura: CardId,
        controller: PlayerId,
        object: CardId,
    ) -> bool {
        let Some(filter) = &face.enchant else {
            return false;
        };
        object != aura
            && self.matches(
                g,
                &Context::of_source(controller, aura),
                None,
                filter,
                object,
                false,
            )
            && !self.protected_from(g, object, aura)
    }

    /// CR 303.4f-g: what `card` entering the battlefield under `controller` other than by
    /// resolving can be attached to; `entering` are the cards entering with it, which are not
    /// on the battlefield yet as it enters.
    pub fn aura_entry(
        &self,
        g: &Game,
        card: CardId,
        controller: PlayerId,
        entering: &[CardId],
    ) -> AuraEntry {
        // The characteristics it will have on the battlefield: its front face (CR 712.14).
        if self.def(card).enchant.is_none() {
            return AuraEntry::NotAnAura;
        }
        let options: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|o| !entering.contains(o))
            .filter(|&o| self.enchant_allows(g, self.def(card), card, controller, o))
            .collect();
        match options.is_empty() {
            true => AuraEntry::Stays,
            false => AuraEntry::Choose(options),
        }
    }

    /// CR 303.4f: the first Aura among `moved` (cards an instruction puts onto the battlefield
    /// under `cx.you`) whose controller has still to choose among several objects it could
    /// enchant, with those objects.
    pub fn aura_choice_pending(
        &self,
        g: &Game,
        cx: &Context,
        frame: &Frame,
        moved: &[CardId],
    ) -> Option<(CardId, Vec<CardId>)> {
        if self.table.auras.is_empty() {
            return None;
        }
        moved
            .iter()
            .filter(|&&c| !frame.attach.iter().any(|&(a, _)| a == c))
            .find_map(|&c| match self.aura_entry(g, c, cx.you, moved) {
                AuraEntry::Choose(options) if options.len() > 1 => Some((c, options)),
                _ => None,
            })
    }

    /// CR 303.4f-g: what each Aura among `moved` enters attached to: the object chosen (the
    /// only one, if there is one), or `None` if there is nothing it could enchant (it stays
    /// where it is). Cards that are not Auras are not listed.
    pub fn aura_attachments(
        &self,
        g: &Game,
        controller: PlayerId,
        frame: &Frame,
        moved: &[CardId],
    ) -> Vec<(CardId, Option<CardId>)> {
        if self.table.auras.is_empty() {
            return Vec::new();
        }
        moved
            .iter()
            .filter_map(|&c| match self.aura_entry(g, c, controller, moved) {
                AuraEntry::NotAnAura => None,
                AuraEntry::Stays => Some((c, None)),
                AuraEntry::Choose(options) => {
                    let chosen = frame.attach.iter().find(|&&(a, _)| a == c).map(|&(_, o)| o);
                    Some((c, chosen.or(options.first().copied())))
                }
            })
            .collect()
    }

    /// CR 303.4f-g: `cards`, about to enter the battlefield together under their owners'
    /// control other than by an instruction (a return from exile, 610.3c), less the Auras
    /// that have nothing to enchant (they stay where they are); with what each Aura that has
    /// exactly one choice enchants, and the first Aura with several (its owner chooses once
    /// it is there, `Decision::AttachAura`).
    pub fn auras_entering(&self, g: &Game, cards: &mut Vec<CardId>) -> AurasEntering {
        let mut out = AurasEntering::default();
        if self.table.auras.is_empty() {
            return out;
        }
        let all = cards.clone();
        for &c in &all {
            let owner = self.owner(c);
            match self.aura_entry(g, c, owner, &all) {
                AuraEntry::NotAnAura => {}
                AuraEntry::Stays => cards.retain(|&k| k != c),
                AuraEntry::Choose(options) if options.len() == 1 => {
                    out.attached.push((c, options[0]))
                }
                AuraEntry::Choose(options) => out.choosing.push((c, owner, options)),
            }
        }
        out
    }

    /// After `auras_entering`'s cards have entered: attaches the Auras with one choice, and
    /// asks the owner of the first with several (the others, if any, go unattached: 704.5m).
    pub fn attach_entered(&self, g: &mut Game, entering: AurasEntering) {
        for (aura, to) in entering.attached {
            if g.obj(aura).zone == Zone::Battlefield {
                self.attach(g, aura, to);
            }
        }
        if let Some((aura, player, options)) = entering.choosing.into_iter().next() {
            if g.obj(aura).zone == Zone::Battlefield && g.decision.is_none() {
                g.decide(Decision::AttachAura {
                    player,
                    aura,
                    options,
                });
            }
        }
    }

    /// Whether an Aura is attached to `object` (CR 303.4e: it is "enchanted").
    pub fn is_enchanted(&self, g: &Game, object: CardId) -> bool {
        self.table
            .auras
            .iter()
            .any(|&a| g.obj(a).attached_to == Some(object) && g.obj(a).zone == Zone::Battlefield)
    }

    /// Attaches `aura` to `object` (CR 303.4b, 701.3a).
    pub fn attach(&self, g: &mut Game, aura: CardId, object: CardId) {
        g.obj_mut(aura).attached_to = Some(object);
    }

    /// CR 704.5m, 303.4c-d: every Aura on the battlefield attached to an illegal object or to
    /// none is put into its owner's graveyard, all at once (704.3). Whether any was.
    pub fn aura_sba(&self, g: &mut Game) -> bool {
        if !self.rules.aura_state_based {
            return false;
        }
        // An Aura whose controller is choosing what it enchants as it enters (CR 303.4f) is
        // not attached yet.
        let entering = match g.decision.as_deref() {
            Some(Decision::AttachAura { aura, .. }) => Some(*aura),
            _ => None,
        };
        let doomed: Vec<CardId> = g
            .among(&self.table.auras, Zone::Battlefield)
            .filter(|&a| Some(a) != entering && self.face(g, a).enchant.is_some())
            .filter(|&a| {
                let controller = g.obj(a).controller;
                !g.obj(a)
                    .attached_to
                    .is_some_and(|o| self.can_enchant(g, a, controller, o))
            })
            .collect();
        if doomed.is_empty() {
            return false;
        }
        self.move_cards(g, &doomed, Zone::Graveyard);
        true
    }
}
