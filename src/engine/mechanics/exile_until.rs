//! "Exile [it] until [this] leaves the battlefield" (CR 610.3, Banishing Light's and Oblivion
//! Ring's wording): a one-shot effect that lasts until an event. Right after the permanent
//! whose ability exiled the card leaves the battlefield, a second one-shot effect returns the
//! card to the zone it was exiled from (610.3); a permanent card returns to the battlefield
//! under its owner's control (610.3c). Cards returning after simultaneous events return at
//! once (610.3d). If the permanent has left before the card would be exiled, the card doesn't
//! move (610.3a-b: `exile_until_moves`).

use super::super::state::{CardId, Game, Zone};
use super::super::Engine;

impl Engine<'_> {
    /// CR 610.3a-b: whether an "until [source] leaves the battlefield" exile still moves
    /// anything: not once the source has left.
    pub fn exile_until_moves(&self, g: &Game, source: CardId) -> bool {
        g.obj(source).zone == Zone::Battlefield
    }

    /// CR 610.3: records that `card`, exiled from `from`, returns when `source` leaves.
    pub fn exiled_until(&self, g: &mut Game, card: CardId, source: CardId, from: Zone) {
        if g.obj(card).zone == Zone::Exile {
            g.obj_mut(card).exiled_until = Some((source, from));
        }
    }

    /// The cards in exile that return once `leaving` (cards about to move) have left the
    /// battlefield, with the zones they return to.
    pub fn returning_after(&self, g: &Game, leaving: &[CardId]) -> Vec<(CardId, Zone)> {
        if !leaving.iter().any(|&c| g.obj(c).zone == Zone::Battlefield) {
            return Vec::new();
        }
        g.ids()
            .filter_map(|c| {
                let (source, from) = g.obj(c).exiled_until?;
                (g.obj(c).zone == Zone::Exile
                    && leaving.contains(&source)
                    && g.obj(source).zone == Zone::Battlefield)
                    .then_some((c, from))
            })
            .collect()
    }

    /// CR 610.3, 610.3d: returns the cards `returning_after` found, once their sources have
    /// left, each to the zone it came from, those going to one zone at once. A card that
    /// left exile meanwhile is a new object (400.7) and stays where it is. The deliberately
    /// broken variant (`exile-until.returns=stays-exiled`) leaves them in exile.
    pub fn return_exiled_until(&self, g: &mut Game, returning: Vec<(CardId, Zone)>) {
        if returning.is_empty() || !self.rules.exile_until_returns {
            return;
        }
        let still: Vec<(CardId, Zone)> = returning
            .into_iter()
            .filter(|&(c, _)| {
                g.obj(c).zone == Zone::Exile
                    && g.obj(c)
                        .exiled_until
                        .is_some_and(|(src, _)| g.obj(src).zone != Zone::Battlefield)
            })
            .collect();
        let mut zones: Vec<Zone> = still.iter().map(|&(_, z)| z).collect();
        zones.sort();
        zones.dedup();
        for zone in zones {
            let mut cards: Vec<CardId> = still
                .iter()
                .filter(|&&(_, z)| z == zone)
                .map(|&(c, _)| c)
                .collect();
            // CR 303.4f-g: an Aura returning to the battlefield enchants what its owner
            // chooses, or stays in exile if there is nothing it could enchant.
            let auras = match zone == Zone::Battlefield {
                true => self.auras_entering(g, &mut cards),
                false => Default::default(),
            };
            self.move_cards(g, &cards, zone);
            self.attach_entered(g, auras);
        }
    }
}
