//! Copies of permanents (CR 707): copy effects in layer 1 (613.1a, 613.2a), tokens created as
//! copies (707.2, 111.1), and the legend rule (704.5j), which copies of a legendary permanent
//! meet.
//!
//! A copy effect gives an object the copiable values of another (707.2): the face of a card
//! definition that was up (707.8), or the face-down characteristics (708.2), as modified by
//! the effect's exceptions (707.9b). They are fixed as the effect begins (707.2b) and kept
//! in the `Grant` of a continuous effect (`Game::continuous`, 611.2c), the latest winning
//! (613.7a within layer 1a); "until end of turn" ends in the cleanup step with the other
//! effects (514.2). `Engine::face` reads them, so everything that reads an object's
//! characteristics (name, mana cost and colours, types, subtypes, supertypes, printed power
//! and toughness in layer 7a, keywords) sees the copy; counters, tapped status, controller and
//! other effects are not copied (707.2). A model whose cards have no copy instruction never
//! looks (`Table::copy_effects`).
//!
//! The copiable values include the rules text (707.2): a copy has the original's triggered,
//! activated, mana and static abilities and loses its own (613.1a). Everything that reads an
//! object's abilities reads `Engine::abilities` (triggered and activated: the definition and
//! face holding them) or `Engine::ability_face` (static and mana); an ability that triggers
//! or is activated remembers the copiable values it is of (`AbilityRef::copied`), so it stays
//! that ability on the stack whatever happens to the copy effect (113.7a). A copy that dies
//! looks back to the abilities it had as a copy (603.10a); becoming a copy is not entering the
//! battlefield (603.6a). The table's lists of ability sources (`Table::with_activated`,
//! `mana_cards`, `zone_watchers`, ...) hold every card with a permanent face when a card of the
//! model makes copies and some card has abilities of that kind (debug builds check it as a
//! copy effect begins). The broken variant `copy.abilities=ignored` keeps the object's own.
//! The delayed abilities and rule changes for a duration a copied ability creates are the
//! copied values' too (`Delayed::copied`, `TemporaryStatic::copied`). Not modelled: a copy's
//! Saga chapter abilities (`Table::sagas` is per card).
//!
//! A token that's a copy (707.2, 111.1) uses a copy slot of the original's definition (as a
//! copy of a spell does, `spell_copy.rs`), so it has every ability of the original; it enters
//! as a copy (707.5: its enters-the-battlefield abilities trigger). Exceptions, or an original
//! that is itself a copy or face down, are kept as a copy effect on the token for the rest of
//! the game (an effect on an object ends as it leaves, 400.7).
//!
//! A permanent that may "enter as a copy of a creature you control" (a clone, 614.1c, 707.2:
//! `Static::EntersAsCopy`) asks its controller-to-be as it would enter, before it is on the
//! battlefield: as a permanent spell finishes resolving (`finish_resolution`), or as an
//! instruction puts it there (the `Move` instruction, before any of the cards it moves
//! enters); the answer is kept in `Frame::copy_of` until it enters. It enters with the copy
//! effect already applying (`enter_battlefield_as`), so the copied "enters" abilities trigger
//! (603.6a) and the copied replacement effects apply (614.12). An exception that adds creature
//! types ("except it's a Shapeshifter Rogue in addition to its other types", 707.9b) is part of
//! the copiable values (`CopyExceptions::add_subtypes`). A copy of a spell made with
//! exceptions (707.10, "except it isn't legendary") has them as a copy effect that goes with it
//! onto the battlefield (707.10f).

use crate::cards::effect::{CopyExceptions, CopyOf};
use crate::cards::{CardDef, Duration, Filter, Grant, Selector, Static};

use super::super::select::Context;
use super::super::state::{
    AbilityRef, CardId, Copied, Decision, Frame, Game, Outcome, PlayerId, StackItem, Zone,
};
use super::super::Engine;

/// Where an object's triggered and activated abilities are read (`Engine::abilities`): the
/// definition holding them, the face whose abilities work (`CardDef::trigger_on`,
/// `activated_on`), and the copiable values they are, for the abilities they make
/// (`AbilityRef::copied`).
#[derive(Clone, Copy)]
pub struct Abilities<'a> {
    pub def: &'a CardDef,
    pub face: u8,
    pub copied: Option<Copied>,
}

impl<'a> Engine<'a> {
    /// The copiable values a copy effect gives `id` now (CR 613.2a), if any: the latest one's
    /// (613.7a). None in a model without copy effects, or under `copy.layer-one=ignored`.
    pub fn copy_effect(&self, g: &Game, id: CardId) -> Option<CopyOf> {
        if !self.table.copy_effects || g.continuous.is_empty() || !self.rules.copy_effects_apply {
            return None;
        }
        self.grants(g, id).filter_map(|gr| gr.copy).last()
    }

    /// The characteristics copiable values `c` stand for (CR 707.2): a face of a definition,
    /// or the face-down characteristics (708.2a).
    pub fn copied_face(&self, c: CopyOf) -> &'a CardDef {
        match c.face_down {
            true => &self.table.face_down,
            false => self.table.db.get(c.def).face(c.face),
        }
    }

    /// Where `id`'s triggered and activated abilities are read now (CR 707.2, 613.1a): the
    /// copiable values a copy effect gave it (its rules text; it has none of its own card's
    /// then), else its own card with the face up (`CardDef::trigger_on`, `activated_on`). A
    /// copy of a face-down permanent has none (708.2a). Under `copy.abilities=ignored`, the
    /// broken variant, always its own card's.
    pub fn abilities(&self, g: &Game, id: CardId) -> Abilities<'a> {
        let def = self.def(id);
        let face = self.face_up(g, id);
        let own = match def.front_abilities {
            // A modal double-faced card's back face up (CR 712.8d: Augusta, Dean of Order), a
            // split card's half or an Adventure on the stack (709.3, 715.3): that face's
            // abilities, held in its own definition (a transforming card lists both faces'
            // abilities in one, `CardDef::trigger_on`).
            None if face != 0 && def.faces.len() >= face as usize => Abilities {
                def: def.face(face),
                face,
                copied: Some(Copied {
                    def: self.table.cards[id as usize].def,
                    face,
                }),
            },
            _ => Abilities {
                def,
                face,
                copied: None,
            },
        };
        if !self.table.copy_effects || !self.rules.copy_abilities {
            return own;
        }
        match self.copy_effect(g, id) {
            Some(c) if c.face_down => Abilities {
                def: &self.table.face_down,
                face: 0,
                copied: None,
            },
            // Another card's, or another face's, copiable values: their abilities.
            Some(c) if c.def != self.table.cards[id as usize].def || c.face != own.face => {
                Abilities {
                    def: self.table.db.get(c.def).face(c.face),
                    face: c.face,
                    copied: Some(Copied {
                        def: c.def,
                        face: c.face,
                    }),
                }
            }
            // No copy effect, or a copy of its own card with the face it has up (a token copy
            // with an exception): its own abilities, as they are.
            _ => own,
        }
    }

    /// The characteristics whose static and mana abilities `id` has now (CR 707.2, 604,
    /// 605): its face (`face`, a copy's copiable values), or, under `copy.abilities=ignored`,
    /// its own card's face even while it is a copy.
    pub fn ability_face(&self, g: &Game, id: CardId) -> &'a CardDef {
        if self.table.copy_effects && !self.rules.copy_abilities {
            let o = g.obj(id);
            if o.zone == Zone::Battlefield && !o.face_down {
                return self.def(id).face(o.face);
            }
        }
        self.face(g, id)
    }

    /// The characteristics that hold ability `a`'s definition: the copiable values it was
    /// triggered or activated from (CR 707.2, 113.7a), else its source's card.
    pub fn ability_def(&self, a: AbilityRef) -> &'a CardDef {
        self.copied_def(a.source, a.copied)
    }

    /// The characteristics that hold the abilities of copiable values `copied`, else of
    /// `source`'s own card (CR 707.2).
    pub fn copied_def(&self, source: CardId, copied: Option<Copied>) -> &'a CardDef {
        match copied {
            Some(c) => self.table.db.get(c.def).face(c.face),
            None => self.def(source),
        }
    }

    /// The copiable values the resolving ability `item` is of (`AbilityRef::copied`): its
    /// instructions' delayed abilities and rule changes are theirs (CR 707.2).
    pub fn item_copied(item: Option<&StackItem>) -> Option<Copied> {
        match item {
            Some(StackItem::Ability { ability, .. }) => ability.copied,
            _ => None,
        }
    }

    /// The copiable values of `id` now (CR 707.2): those a copy effect gave it (with that
    /// effect's exceptions, 707.9b), else the face that is up (707.8) or the face-down
    /// characteristics (708.2a); with the exceptions `except` of the new copy effect added.
    pub fn copiable(&self, g: &Game, id: CardId, except: CopyExceptions) -> CopyOf {
        let o = g.obj(id);
        let mut c = self.copy_effect(g, id).unwrap_or(CopyOf {
            def: self.table.cards[id as usize].def,
            face: self.face_up(g, id),
            face_down: o.face_down && matches!(o.zone, Zone::Battlefield | Zone::Stack),
            except: CopyExceptions::default(),
        });
        // CR 707.9b: the exceptions modify the values; the deliberately broken variant
        // (`copy.exceptions=ignored`) drops them.
        if self.rules.copy_exceptions_apply {
            c.except.not_legendary |= except.not_legendary;
            c.except.add_subtypes = c.except.add_subtypes.union(except.add_subtypes);
            // CR 707.9b, 702.128a: "it's white, it has no mana cost" (the broken variant
            // `embalm.copy=as-printed` keeps the original's colours and mana cost).
            if self.rules.copy_color_and_cost {
                if except.colors != 0 {
                    c.except.colors = except.colors;
                }
                c.except.no_mana_cost |= except.no_mana_cost;
            }
        }
        c
    }

    /// Whether `id` is legendary now (CR 205.4d): its face's supertype, unless a copy effect
    /// made it not legendary (707.9b).
    pub fn is_legendary(&self, g: &Game, id: CardId) -> bool {
        (self.face(g, id).legendary
            && !self
                .copy_effect(g, id)
                .is_some_and(|c| c.except.not_legendary))
            // CR 701.54c: "Your Ring-bearer is legendary".
            || self.legendary_as_ring_bearer(g, id)
    }

    /// "[Each other creature you control] becomes a copy of [it] until end of turn, except
    /// ..." (CR 707.2, 611.2c): the objects `what` names as it resolves, other than the
    /// original, get the original's copiable values; nothing if the original is gone.
    #[allow(clippy::too_many_arguments)]
    pub fn become_copies(
        &self,
        g: &mut Game,
        cx: &Context,
        frame: &Frame,
        what: &Selector,
        of: &Selector,
        except: CopyExceptions,
        until: Duration,
    ) {
        let originals = self.objects(g, cx, frame, of);
        // One original: "a copy of it". A phrase naming several has no meaning here.
        let [original] = originals[..] else {
            return;
        };
        if g.obj(original).zone != Zone::Battlefield {
            return;
        }
        let copy = self.copiable(g, original, except);
        let objs: Vec<CardId> = self
            .objects(g, cx, frame, what)
            .into_iter()
            .filter(|&c| c != original && g.obj(c).zone == Zone::Battlefield)
            .collect();
        self.check_ability_lists(copy, &objs);
        let grant = Grant {
            copy: Some(copy),
            ..Grant::default()
        };
        self.begin_effect(g, &objs, grant, until, cx.you);
    }

    /// Debug builds check that the table's lists of ability sources (`Table::with_activated`,
    /// `mana_cards`, `with_statics`, `zone_watchers`, `cast_watchers`, `state_watchers`,
    /// `planeswalkers`; only the cards listed are looked at) hold each of `objs`, which get
    /// the abilities of the copiable values `copy` (CR 707.2).
    pub(crate) fn check_ability_lists(&self, copy: CopyOf, objs: &[CardId]) {
        if !cfg!(debug_assertions) || !self.rules.copy_abilities {
            return;
        }
        let face = self.copied_face(copy);
        let t = self.table;
        let lists: [(bool, &[CardId], &str); 7] = [
            (!face.activated.is_empty(), &t.with_activated, "activated"),
            (face.mana.is_some(), &t.mana_cards, "mana"),
            (!face.statics.is_empty(), &t.with_statics, "static"),
            (face.watches_zone_changes(), &t.zone_watchers, "zone-change"),
            (face.watches_casts(), &t.cast_watchers, "cast"),
            (face.watches_state(), &t.state_watchers, "state-triggered"),
            (
                face.is(crate::cards::Types::PLANESWALKER),
                &t.planeswalkers,
                "planeswalker",
            ),
        ];
        for &c in objs {
            for (has, list, what) in lists {
                debug_assert!(
                    !has || list.binary_search(&c).is_ok(),
                    "card {c} becomes a copy with {what} abilities but is not on the table's list"
                );
            }
        }
    }

    /// "Create a token that's a copy of [it]" (CR 707.2, 111.1, 111.2): for each original on
    /// the battlefield, a token of the original's definition enters under `cx.you`, who owns
    /// it, with the face that was up (707.8). With every copy slot of that definition in use,
    /// the state is cut (`Outcome::TokenLimit`).
    pub fn create_copies(
        &self,
        g: &mut Game,
        cx: &Context,
        frame: &Frame,
        of: &Selector,
        except: CopyExceptions,
    ) {
        let you = cx.you;
        for original in self.objects(g, cx, frame, of) {
            // CR 707.2, 608.2h: an object that left the battlefield ("When Chronozoa dies,
            // ... create two tokens that are copies of it") is copied as it last existed
            // there: its own copiable values (a copy effect on it then is not remembered). A
            // spell is not a permanent to copy.
            if g.obj(original).zone == Zone::Stack {
                continue;
            }
            let copy = self.copiable(g, original, except);
            // CR 614.1a: "it creates twice that many of those tokens instead".
            for _ in 0..self.tokens_created(g, you, 1) {
                let free = self.table.copy_slots.iter().copied().find(|&s| {
                    self.table.cards[s as usize].def == copy.def
                        && self.owner(s) == you
                        && g.obj(s).zone == Zone::Nowhere
                });
                let Some(token) = free else {
                    g.outcome = Some(Outcome::TokenLimit);
                    if let Some(b) = self.budget {
                        b.record_token_limit(crate::engine::budget::SlotKind::Copy, copy.def);
                    }
                    return;
                };
                self.enter_battlefield(g, token, you, copy.face);
                // Values the definition alone doesn't give (an exception, face-down status)
                // stay on the token as its copy effect (CR 707.2: they are its copiable
                // values).
                if copy.face_down || copy.except != CopyExceptions::default() {
                    let grant = Grant {
                        copy: Some(copy),
                        ..Grant::default()
                    };
                    self.begin_effect(g, &[token], grant, Duration::RestOfGame, you);
                }
            }
        }
    }

    /// The clone ability of `card` about to enter with face `face` up ("You may have this
    /// creature enter as a copy of a creature you control, except ...", CR 614.1c, 707.2): what
    /// it may copy and the copy's exceptions (707.9b). None for a face-down permanent (708.2a:
    /// no abilities), or under the broken variant `copy.enter-as=ignored`.
    pub fn enters_as_copy(
        &self,
        g: &Game,
        card: CardId,
        face: u8,
    ) -> Option<(&'a Filter, CopyExceptions)> {
        if !self.rules.enter_as_copy {
            return None;
        }
        self.entering_statics(g, card, face)
            .iter()
            .find_map(|s| match s {
                Static::EntersAsCopy { of, except } => Some((of, *except)),
                _ => None,
            })
    }

    /// The objects `card`, about to enter the battlefield under `controller`, may enter as a
    /// copy of (CR 707.2, 614.12): those on the battlefield now that `of` matches from
    /// `controller`'s point of view ("a creature you control"), one of each class of
    /// interchangeable ones (a copy of either is the same). Cards entering with it are not on
    /// the battlefield yet, so none of them is among these.
    pub fn copy_choices(
        &self,
        g: &Game,
        controller: PlayerId,
        card: CardId,
        of: &Filter,
    ) -> Vec<CardId> {
        let cx = Context::of_source(controller, card);
        let all: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| c != card && self.matches(g, &cx, None, of, c, false))
            .collect();
        self.representatives(g, all.into_iter())
    }

    /// The first card among `moved`, which an instruction of `you` is putting onto the
    /// battlefield (under its owner's control if `owners`, CR 110.2a), that may enter as a
    /// copy (CR 614.1c, 707.2) and whose controller-to-be has not chosen yet, with that player
    /// and what it may copy; a card with nothing to copy enters as itself.
    pub fn copy_choice_pending(
        &self,
        g: &Game,
        you: PlayerId,
        owners: bool,
        frame: &Frame,
        moved: &[CardId],
    ) -> Option<(CardId, PlayerId, Vec<CardId>)> {
        moved
            .iter()
            .filter(|&&c| !frame.copy_of.iter().any(|&(k, _)| k == c))
            .find_map(|&c| {
                // CR 400.4a: an instant or sorcery card doesn't enter.
                if !self.def(c).face(0).types.is_permanent() {
                    return None;
                }
                let (of, _) = self.enters_as_copy(g, c, 0)?;
                let controller = if owners { self.owner(c) } else { you };
                let options = self.copy_choices(g, controller, c, of);
                (!options.is_empty()).then_some((c, controller, options))
            })
    }

    /// The copiable values `card`, entering with face `face` up, enters with (CR 707.2,
    /// 614.1c): those of the object its controller chose (`chosen`, a `Frame::copy_of`), as
    /// that object is now, with the clone ability's exceptions (707.9b); none if it chose none,
    /// or if that object is no longer on the battlefield.
    pub fn entering_copy(
        &self,
        g: &Game,
        chosen: &[(CardId, Option<CardId>)],
        card: CardId,
        face: u8,
    ) -> Option<CopyOf> {
        let (_, except) = self.enters_as_copy(g, card, face)?;
        let original = chosen
            .iter()
            .find(|&&(k, _)| k == card)
            .and_then(|&(_, o)| o)?;
        (g.obj(original).zone == Zone::Battlefield).then(|| self.copiable(g, original, except))
    }

    /// CR 704.5j, the legend rule: a player who controls two or more legendary permanents
    /// with the same name chooses one of them, and the rest are put into their owners'
    /// graveyards. Asks the first such player (in turn order from the active player) to
    /// choose, and returns whether it did. Only the cards that can be legendary are looked
    /// at (`Table::legends`).
    pub fn legend_rule(&self, g: &mut Game) -> bool {
        // Fewer than two cards that can be legendary: never two of one name.
        if self.table.legends.len() < 2 || !self.rules.legend_rule_applies || g.decision.is_some() {
            return false;
        }
        let legends: Vec<CardId> = g
            .among(&self.table.legends, Zone::Battlefield)
            .filter(|&c| self.is_legendary(g, c))
            .collect();
        if legends.len() < 2 {
            return false;
        }
        for p in g.apnap_from(g.active) {
            for &c in &legends {
                let name = self.face_name(g, c);
                let same: Vec<CardId> = legends
                    .iter()
                    .copied()
                    .filter(|&d| {
                        g.obj(d).controller == p
                            && g.obj(c).controller == p
                            && self.face_name(g, d) == name
                    })
                    .collect();
                if same.len() >= 2 {
                    g.decide(Decision::LegendRule {
                        player: p,
                        legends: same,
                    });
                    return true;
                }
            }
        }
        false
    }

    /// The legend rule's choice (CR 704.5j): `keep` stays, the other legendary permanents of
    /// the decision go to their owners' graveyards at once.
    pub fn keep_legend(&self, g: &mut Game, keep: CardId) {
        let Some(Decision::LegendRule { legends, .. }) = g.decision.take().map(|d| *d) else {
            return;
        };
        let rest: Vec<CardId> = legends.into_iter().filter(|&c| c != keep).collect();
        self.move_cards(g, &rest, Zone::Graveyard);
    }

    /// The permanents `p` may keep under the legend rule: one of each class of interchangeable
    /// ones.
    pub fn legend_choices(&self, g: &Game, legends: &[CardId]) -> Vec<CardId> {
        self.representatives(g, legends.iter().copied())
    }
}
