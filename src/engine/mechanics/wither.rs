//! -1/-1 counters, wither and infect.
//!
//! - CR 122.1a, 613.4c: a -1/-1 counter subtracts 1 from power and toughness in layer 7c
//!   (`characteristics::layer_7c` nets them against +1/+1 counters).
//! - CR 122.3, 704.5q: a permanent with both +1/+1 and -1/-1 counters loses N of each, N the
//!   smaller count, as a state-based action (`annihilate_counters`). The broken variant
//!   (`counters.annihilate=kept`) keeps both.
//! - CR 702.80a: damage dealt to a creature by a source with wither isn't marked on it; the
//!   source's controller puts that many -1/-1 counters on it instead. 702.90c: the same for
//!   infect; 702.90b: damage dealt to a player by a source with infect causes no life loss, and
//!   the source's controller gives the player that many poison counters instead. The damage is
//!   still dealt (lifelink, 702.15b, and "whenever ... deals combat damage" see it). The broken
//!   variant (`wither.counters=damage`) marks it as ordinary damage.

use crate::cards::{CounterKind, Keyword, MINUS_ONE, POISON};

use crate::engine::state::{CardId, Game, PlayerId, Zone};
use crate::engine::Engine;

impl Engine<'_> {
    /// How many -1/-1 counters are on `c` (CR 122.1a).
    pub fn minus_counters(&self, g: &Game, c: CardId) -> u8 {
        g.obj(c).named_counters.get(MINUS_ONE)
    }

    /// CR 704.5q: +1/+1 and -1/-1 counters on one permanent annihilate in pairs. Whether any
    /// did.
    pub fn annihilate_counters(&self, g: &mut Game) -> bool {
        if !self.rules.counters_annihilate {
            return false;
        }
        let both: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).plus1 > 0 && self.minus_counters(g, c) > 0)
            .collect();
        for &c in &both {
            let n = g.obj(c).plus1.min(self.minus_counters(g, c));
            let o = g.obj_mut(c);
            o.plus1 -= n;
            o.named_counters.remove(MINUS_ONE, n);
        }
        !both.is_empty()
    }

    /// Whether damage `source` deals is dealt as counters (CR 702.80a wither, 702.90b-c
    /// infect): to a creature as -1/-1 counters, and with infect to a player as poison.
    fn damage_as_counters(&self, g: &Game, source: CardId, to_player: bool) -> bool {
        self.rules.wither_puts_counters
            && (self.has_keyword(g, source, Keyword::Infect)
                || (!to_player && self.has_keyword(g, source, Keyword::Wither)))
    }

    /// CR 702.80a, 702.90c: `n` damage from `source` to creature `c` is `n` -1/-1 counters,
    /// put by the source's controller (122.6: an event "whenever you put counters" sees).
    /// Whether the damage was dealt so (else it is marked, 120.3e).
    pub fn damage_creature_as_counters(
        &self,
        g: &mut Game,
        c: CardId,
        n: u8,
        source: CardId,
    ) -> bool {
        if !self.damage_as_counters(g, source, false) {
            return false;
        }
        let kind = CounterKind::Named(MINUS_ONE);
        let n = self.add_counters(g, c, kind, n);
        let putter = g.obj(source).controller;
        self.counters_put(g, putter, c, &[(kind, n)]);
        true
    }

    /// `n` damage from `source` to player `p` (CR 120.3a: life loss; 702.90b: with infect,
    /// that many poison counters given by the source's controller instead).
    pub fn damage_player(&self, g: &mut Game, p: PlayerId, n: i16, source: CardId) {
        if n > 0 && self.damage_as_counters(g, source, true) {
            let poison = CounterKind::Player(POISON);
            let from = g.obj(source).controller;
            let n = u8::try_from(n).unwrap_or(u8::MAX);
            self.put_player_counters(g, from, p, &[(poison, n)]);
        } else {
            crate::engine::effects::lose_life(g, p, n);
        }
    }
}
