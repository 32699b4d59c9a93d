//! Putting counters as an event (CR 122.6, 603.2): "Whenever you put one or more counters on a
//! permanent or player" (All Will Be One), "Whenever you put one or more time counters on a
//! permanent you control" (Kate Stewart).
//!
//! - 122.6: counters are put on an object while it is on the battlefield, and also as it
//!   enters with counters (a planeswalker's loyalty, 306.5b; vanishing's time counters,
//!   702.63a; "enters with N +1/+1 counters", 614.1c; a Saga's first lore counter, 714.3a).
//!   Counters on a card in another zone (a suspended card's time counters, 702.62a) are not
//!   put on a permanent (Kate Stewart's ruling).
//! - 122.6a: counters a permanent enters with are put by its controller unless the effect says
//!   who; an instruction's counters by the instruction's controller; a loyalty ability's cost
//!   (606.4) and time travel (701.56a) by the player who pays or travels; a Saga's
//!   precombat-main lore counter (714.3b) by its controller.
//! - One event for each object counters are put on at once, however many kinds; the ability
//!   remembers how many of its kind were put ("that much").
//!
//! Every place the engine puts counters calls `counters_put`: `effects.rs` (instructions and
//! objects arriving with counters), `zones.rs` (entering with counters), `activated.rs`
//! (loyalty costs), `saga.rs` (714.3b), `time_travel.rs`, `suspend.rs` (the special action's
//! counters, in exile). Counters put on players: `player_counters.rs`.

use crate::cards::{CounterKind, EventPattern};

use crate::engine::select::Context;
use crate::engine::state::{AbilityKind, AbilityRef, CardId, Game, PendingTrigger, PlayerId, Zone};
use crate::engine::Engine;

impl Engine<'_> {
    /// CR 122.6, 603.2: `putter` put counters on `c` at once, `put` of each kind. The
    /// "whenever you put ... counters" abilities of the permanents `putter` controls trigger,
    /// each remembering how many of its kind were put.
    pub fn counters_put(
        &self,
        g: &mut Game,
        putter: PlayerId,
        c: CardId,
        put: &[(CounterKind, u8)],
    ) {
        if put.iter().all(|&(_, n)| n == 0) {
            return;
        }
        // CR 122.6: only counters on a permanent (or as it enters) are put on a permanent; the
        // broken variant (`counters.on-exiled=counted`) reads a card in exile as one.
        let zone = g.obj(c).zone;
        if zone != Zone::Battlefield && self.rules.counters_on_permanents_only {
            return;
        }
        self.fire_counter_watchers(g, putter, |g, cx, e| {
            self.put_matches(g, cx, e, c, zone, put)
        });
    }

    /// CR 122.6, 603.2: the triggered abilities of the permanents `putter` controls (a copy's
    /// are the copied values', 707.2; a face-down permanent has none, 708.2a) that `count` says
    /// are about some of the counters just put trigger, each remembering how many ("that
    /// much"; `count` gives 0 for an event about none of them).
    pub(crate) fn fire_counter_watchers(
        &self,
        g: &mut Game,
        putter: PlayerId,
        count: impl Fn(&Game, &Context, &EventPattern) -> u8,
    ) {
        let mut watchers: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&w| g.obj(w).controller == putter && !g.obj(w).face_down)
            .collect();
        // CR 113.6b: the putter's suspended cards' "..., if this card is suspended" abilities.
        watchers.extend(
            (crate::engine::triggers::suspended_sources(self, g, None).into_iter())
                .filter(|&(_, you)| you == putter)
                .map(|(w, _)| w),
        );
        for w in watchers {
            let ab = self.abilities(g, w);
            let (def, face) = (ab.def, ab.face);
            let cx = Context::of_source(putter, w);
            for (i, t) in def.triggers.iter().enumerate() {
                if !def.trigger_on(i, face) || !self.trigger_level_reached(g, w, def, i) {
                    continue;
                }
                let Some(when) = crate::engine::triggers::event_here(g, w, &t.when) else {
                    continue;
                };
                let n = count(g, &cx, when);
                if n > 0 && self.intervening_holds(g, w, i, putter) {
                    g.triggered.push(PendingTrigger {
                        ability: AbilityRef {
                            source: w,
                            kind: AbilityKind::AboutAmount(i as u8, n),
                            copied: ab.copied,
                        },
                        controller: putter,
                    });
                }
            }
        }
    }

    /// How many of the counters put on `c` (in `zone`) the event `e` is about: 0 if it is not
    /// about them (one of several trigger conditions may be, CR 603.2).
    fn put_matches(
        &self,
        g: &Game,
        cx: &Context,
        e: &EventPattern,
        c: CardId,
        zone: Zone,
        put: &[(CounterKind, u8)],
    ) -> u8 {
        match e {
            EventPattern::AnyOf(all) => all
                .iter()
                .map(|e| self.put_matches(g, cx, e, c, zone, put))
                .max()
                .unwrap_or(0),
            EventPattern::If { event, .. } => self.put_matches(g, cx, event, c, zone, put),
            EventPattern::YouPutCounters { kind, on, .. } => {
                let Some(f) = on else {
                    return 0;
                };
                let matched = match zone {
                    Zone::Battlefield => self.matches(g, cx, None, f, c, false),
                    // The broken variant: the card where it is, as if it were a permanent.
                    _ => {
                        let mut f = f.clone();
                        f.zone = Some(zone);
                        self.matches(g, cx, None, &f, c, false)
                    }
                };
                if !matched {
                    return 0;
                }
                put.iter()
                    .filter(|(k, _)| kind.is_none_or(|want| want == *k))
                    .fold(0u8, |sum, &(_, n)| sum.saturating_add(n))
            }
            _ => 0,
        }
    }

    /// The counters `c` has now, by kind: what a permanent that just entered was given as it
    /// entered (CR 122.6; a new object has none before, 400.7).
    pub fn counters_held(&self, g: &Game, c: CardId) -> Vec<(CounterKind, u8)> {
        let o = g.obj(c);
        let mut all = vec![
            (CounterKind::Time, o.time),
            (CounterKind::PlusOne, o.plus1),
            (CounterKind::Loyalty, o.loyalty),
            (CounterKind::Delay, o.delay),
            (CounterKind::Lore, o.lore),
        ];
        all.extend(
            o.named_counters
                .kinds()
                .map(|(i, n)| (CounterKind::Named(i), n)),
        );
        all.extend(
            crate::cards::Keyword::COUNTERS
                .iter()
                .filter(|&&k| o.keyword_counters.has(k))
                .map(|&k| (CounterKind::Keyword(k), 1)),
        );
        all.retain(|&(_, n)| n > 0);
        all
    }
}
