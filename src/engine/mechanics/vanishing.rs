//! Vanishing (CR 702.63): "Vanishing N" means "This permanent enters with N time counters on
//! it," "At the beginning of your upkeep, if this permanent has a time counter on it, remove a
//! time counter from it," and "When the last time counter is removed from this permanent,
//! sacrifice it." (702.63a). The counters are put on as it enters (`enter_battlefield`); the
//! two triggered abilities are written in the card language (`cards::keywords`).

use crate::engine::state::{AbilityKind, CardId, Game, Zone};
use crate::engine::triggers;
use crate::engine::Engine;

impl Engine<'_> {
    /// Whether permanent `c` has vanishing (the face that is up, CR 702.63a).
    pub fn has_vanishing(&self, g: &Game, c: CardId) -> bool {
        g.obj(c).zone == Zone::Battlefield
            && !g.obj(c).face_down
            && self.face(g, c).vanishing.is_some()
    }

    /// CR 503.1, 702.63a: at the beginning of its controller's upkeep, each permanent with
    /// vanishing and a time counter on it (the intervening "if", 603.4) triggers. The
    /// deliberately broken variant (`vanishing.upkeep=every-player`) triggers at every upkeep.
    pub fn fire_upkeep_vanishing(&self, g: &mut Game) {
        let cards: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| self.has_vanishing(g, c) && g.obj(c).time > 0)
            .filter(|&c| !self.rules.vanishing_controller_upkeep || g.obj(c).controller == g.active)
            .collect();
        for c in cards {
            triggers::fire(g, c, AbilityKind::VanishingUpkeep, g.obj(c).controller);
        }
    }

    /// CR 702.63a: the last time counter was just removed from `card`: if it is a permanent
    /// with vanishing, "sacrifice it" triggers (whatever removed the counter).
    pub fn vanishing_last_counter_removed(&self, g: &mut Game, card: CardId) {
        if g.obj(card).time == 0 && self.has_vanishing(g, card) {
            triggers::fire(
                g,
                card,
                AbilityKind::VanishingLastCounter,
                g.obj(card).controller,
            );
        }
    }
}
