//! Flashback (CR 702.34): "You may cast this card from your graveyard if the resulting spell
//! is an instant or sorcery spell by paying [cost] rather than paying its mana cost. If the
//! flashback cost was paid, exile this card instead of putting it anywhere else any time it
//! would leave the stack." (702.34a)

use crate::cards::statics::Static;
use crate::cards::ManaCost;

use crate::engine::select::Context;
use crate::engine::state::{CardId, CastVia, Game, PlayerId, Zone};
use crate::engine::Engine;

impl Engine<'_> {
    /// The flashback cost `card` has (CR 702.34a): its own, or its mana cost while an effect
    /// gives it flashback with that cost (Snapcaster Mage) or a static ability gives it to
    /// the cards in graveyards it describes (Otaria; 113.6); a card with no mana cost then has
    /// no flashback cost it could pay, 118.6.
    pub fn flashback_cost(&self, g: &Game, card: CardId) -> Option<ManaCost> {
        let def = self.def(card);
        def.flashback.or_else(|| {
            (self.grants(g, card).any(|gr| gr.flashback)
                || self.graveyard_grants_flashback(g, card))
            .then_some(def.mana_cost)
            .flatten()
        })
    }

    /// Whether a static ability in play gives `card`, in a graveyard, flashback ("Instant and
    /// sorcery cards in graveyards have flashback.", CR 113.6, 702.34a).
    fn graveyard_grants_flashback(&self, g: &Game, card: CardId) -> bool {
        self.table.any_statics
            && g.obj(card).zone == Zone::Graveyard
            && self.statics_in_play(g).any(|(src, ctl, s)| match s {
                Static::GraveyardHasFlashback(what) => {
                    self.matches(g, &Context::of_source(ctl, src), None, what, card, true)
                }
                _ => false,
            })
    }

    /// Whether any card could have flashback now: a card printed with it, an effect that
    /// gives it, or a static ability that gives it (the sources `flashback_cost` reads). If
    /// none, no graveyard is looked at.
    pub fn flashback_possible(&self, g: &Game) -> bool {
        !self.table.with_flashback.is_empty()
            || g.continuous.iter().any(|e| e.grant.flashback)
            || (self.table.any_statics
                && self
                    .statics_in_play(g)
                    .any(|(_, _, s)| matches!(s, Static::GraveyardHasFlashback(_))))
    }

    /// `p` may cast `card` from their graveyard by flashback now: they own it (702.34a: "your
    /// graveyard"), it has flashback, and its card type's timing allows it (CR 117.1a, 702.8).
    pub fn may_cast_flashback(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        g.obj(card).zone == Zone::Graveyard
            && self.owner(card) == p
            && self.flashback_cost(g, card).is_some()
            && !self.prohibited(g, card)
            && self.face_timing(g, p, card, 0)
    }

    /// `card` is a spell cast with flashback, which is exiled instead of going anywhere else
    /// as it leaves the stack (CR 702.34a; the broken variant lets it go where it would).
    pub fn flashed_back(&self, g: &Game, card: CardId) -> bool {
        self.rules.flashback_exiles
            && g.obj(card)
                .cast
                .is_some_and(|c| c.via == CastVia::Flashback)
    }
}
