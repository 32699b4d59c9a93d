//! Rules changed for a duration (CR 611.2) and permissions to play from the graveyard (CR
//! 601.3, 305.1): "Until end of turn, you may play lands and cast spells from your
//! graveyard. If a card would be put into your graveyard from anywhere this turn, exile that
//! card instead." A resolving instruction begins such an effect as an entry of
//! `Game::temporary`; while it lasts, it works like the static ability it names, controlled
//! by the instruction's controller (`statics_in_play` lists it), and it ends in the cleanup
//! step (514.2) like the continuous effects on objects.

use crate::cards::{Duration, Static};

use super::state::{CardId, Game, PlayerId, TemporaryStatic, Zone};
use super::statics::spell_is;
use super::Engine;

impl Engine<'_> {
    /// A resolving instruction of `source` controlled by `controller` makes `ability` (one of
    /// `source`'s `temporary_statics`) apply for `until` (CR 611.2). The same rule begun twice
    /// by the same card for the same player is had once: a permission or a replacement is had
    /// or not, so a second copy changes nothing.
    #[allow(clippy::too_many_arguments)]
    pub fn begin_temporary(
        &self,
        g: &mut Game,
        source: CardId,
        copied: Option<super::state::Copied>,
        controller: PlayerId,
        ability: &Static,
        until: Duration,
    ) {
        // CR 707.2: a copy's ability's rule change is found in the copied values.
        let Some(index) = self
            .copied_def(source, copied)
            .temporary_statics()
            .iter()
            .position(|s| *s == ability)
        else {
            return;
        };
        let entry = TemporaryStatic {
            source,
            index: u8::try_from(index).unwrap_or(u8::MAX),
            controller,
            until,
            copied,
        };
        // CR 614.1a: a one-shot replacement ("the next time you would ...") is each its own,
        // used up as it applies: two alike ones apply to two events (or one after the other to
        // one event, 616.1f).
        if !g.temporary.contains(&entry) || ability.one_shot() {
            g.temporary.push(entry);
            g.temporary
                .sort_unstable_by_key(|t| (t.controller, t.source, t.index, t.copied));
        }
    }

    /// The rules changed for a duration, each as (source, controller, ability).
    pub fn temporary_statics<'g>(
        &'g self,
        g: &'g Game,
    ) -> impl Iterator<Item = (CardId, PlayerId, &'g Static)> + 'g {
        g.temporary.iter().filter_map(move |t| {
            let def = self.copied_def(t.source, t.copied);
            let s = *def.temporary_statics().get(t.index as usize)?;
            Some((t.source, t.controller, s))
        })
    }

    /// CR 514.2: "until end of turn" and "this turn" rule changes end in the cleanup step
    /// (unless the deliberately broken variant keeps them, `duration.end-of-turn`); "for the
    /// rest of the game" ones never end (611.2a; the broken variant ends them there too,
    /// `duration.rest-of-game`).
    pub fn end_turn_temporary(&self, g: &mut Game) {
        if !g.temporary.is_empty() {
            g.temporary.retain(|t| !self.ends_in_cleanup(t.until));
        }
    }

    /// Whether an effect lasting `until` ends in this turn's cleanup step (CR 514.2, 611.2a).
    pub fn ends_in_cleanup(&self, until: Duration) -> bool {
        match until {
            Duration::EndOfTurn => self.rules.end_of_turn_effects_end,
            Duration::RestOfGame => !self.rules.rest_of_game_lasts,
            // CR 611.2b: it lasts until its controller's next turn (the broken variant
            // `duration.until-next-turn=end-of-turn` ends it here).
            Duration::UntilYourNextTurn | Duration::UntilEndOfYourNextTurn => {
                !self.rules.until_next_turn_lasts
            }
            // CR 701.31a: it lasts until a player planeswalks (the broken variant
            // `duration.until-planeswalk=end-of-turn` ends it here).
            Duration::UntilAPlayerPlaneswalks => !self.rules.until_planeswalk_lasts,
            // CR 611.2b: it lasts while the object has the counter (`end_counter_effects`).
            Duration::WhileItHasCounter(_) => false,
        }
    }

    /// What `p` may play from their graveyard now by a permission (CR 601.3, 305.1): lands,
    /// and the spells that match.
    fn graveyard_permissions<'g>(
        &'g self,
        g: &'g Game,
        p: PlayerId,
    ) -> impl Iterator<Item = (bool, Option<&'g crate::cards::Filter>)> + 'g {
        self.statics_in_play(g)
            .filter(move |(_, ctl, _)| *ctl == p)
            .filter_map(|(_, _, s)| match s {
                Static::PlayFromGraveyard { lands, spells } => Some((*lands, spells.as_ref())),
                _ => None,
            })
    }

    /// `p` may play land `card` from their graveyard (CR 305.1: a permission to play a land
    /// from another zone; the land play still counts, 305.2).
    pub fn may_play_land_from_graveyard(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        g.obj(card).zone == Zone::Graveyard
            && self.owner(card) == p
            && self.graveyard_permissions(g, p).any(|(lands, _)| lands)
    }

    /// `p` may cast `card` from their graveyard by a permission, paying its costs (CR 601.3):
    /// they own it, it is not a land, an effect lets them cast spells like it from there, and
    /// its card type's timing allows it (CR 117.1a, 702.8).
    pub fn may_cast_from_graveyard(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        let def = self.def(card);
        g.obj(card).zone == Zone::Graveyard
            && self.owner(card) == p
            && !def.is(crate::cards::Types::LAND)
            && (self
                .graveyard_permissions(g, p)
                .any(|(_, spells)| spells.is_some_and(|f| spell_is(def, f)))
                // CR 601.3: "You may cast target ... card from your graveyard this turn."
                || self.grants(g, card).any(|gr| gr.cast_from_graveyard))
            && !self.prohibited(g, card)
            && self.face_timing(g, p, card, 0)
    }

    /// CR 601.3, 305.1: an effect lets `p` play `card` from exile ("Until end of turn, you may
    /// play that card."), or cast it (`land` false: "you may cast that card"). The permission
    /// is the effect's controller's, on this object only (400.7).
    fn exile_permission(&self, g: &Game, p: PlayerId, card: CardId, land: bool) -> bool {
        g.obj(card).zone == Zone::Exile
            && g.continuous.iter().any(|e| {
                e.affected == card
                    && e.controller == p
                    && (e.grant.may_play || (!land && e.grant.may_cast))
            })
    }

    /// `p` may play land `card` from exile by a permission (CR 305.1; the land play still
    /// counts, 305.2).
    pub fn may_play_land_from_exile(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        self.exile_permission(g, p, card, true)
    }

    /// `p` may cast `card` from exile by a permission, paying its costs (CR 601.3), with its
    /// card type's timing (117.1a, 702.8).
    pub fn may_cast_from_exile(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        !self.def(card).is(crate::cards::Types::LAND)
            && self.exile_permission(g, p, card, false)
            && !self.prohibited_for(g, p, card)
            && self.face_timing(g, p, card, 0)
    }

    /// Whether a static ability lets `p` play the top card of any player's library (CR 601.3,
    /// 305.1: Windriddle Palaces, the planar controller's).
    pub fn may_play_from_library_tops(&self, g: &Game, p: PlayerId) -> bool {
        self.statics_in_play(g)
            .any(|(_, ctl, s)| ctl == p && matches!(s, Static::PlayFromTopOfLibraries))
    }

    /// CR 601.3: the top card of `p`'s own library, if a static ability `p` controls lets them
    /// cast it ("You may cast creature spells from the top of your library.").
    pub fn castable_own_library_top(&self, g: &Game, p: PlayerId) -> Option<CardId> {
        let top = g.players[p as usize].library.front().copied()?;
        let def = self.def(top);
        self.statics_in_play(g)
            .any(|(_, ctl, s)| {
                ctl == p
                    && matches!(s, Static::CastFromTopOfYourLibrary(f)
                        if super::statics::spell_is(def, f))
            })
            .then_some(top)
    }

    /// The top card of each library, in player order.
    pub fn library_tops(&self, g: &Game) -> Vec<CardId> {
        g.players
            .iter()
            .filter_map(|pl| pl.library.front().copied())
            .collect()
    }

    /// `p` may cast `card`, the top card of a library, by that permission, with its card
    /// type's timing (CR 601.3, 117.1a).
    pub fn may_cast_from_library_top(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        !self.def(card).is(crate::cards::Types::LAND)
            && g.obj(card).zone == Zone::Library
            && !self.prohibited_for(g, p, card)
            && self.face_timing(g, p, card, 0)
    }

    /// Whether `p` skips their draw step (CR 614.1b, 614.10; the broken variant draws anyway,
    /// `skip.draw-step`).
    pub fn skips_draw(&self, g: &Game, p: PlayerId) -> bool {
        self.rules.skip_draw_applies
            && self.statics_in_play(g).any(|(_, ctl, s)| match s {
                Static::SkipDraw(who) => super::statics::covers(*who, ctl, p),
                _ => false,
            })
    }
}
