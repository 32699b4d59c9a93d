//! Counters on players (CR 122.1): poison (122.1f), energy (107.14), experience; the
//! state-based action for poison (704.5c); proliferate (701.34a).
//!
//! - A player's counters are a byte of each kind in `PLAYER_COUNTERS` on `Player::counters`;
//!   they saturate at 255 (like an object's).
//! - "Whenever you put one or more counters on a permanent or player" (All Will Be One) triggers
//!   once for each player counters are put on at once, "that much" being how many that player
//!   got (rulings of 2023-02-04); `counters_put` does the same for permanents.
//! - Proliferate is one decision, like time travel: its moves are every choice of the players
//!   that have a counter and of the permanents that have one, interchangeable permanents
//!   (`Engine::classes`) counted by how many of them are chosen, so identical outcomes are one
//!   move. Choosing nothing is always a move.

use crate::cards::{CounterKind, EventPattern, PLAYER_COUNTERS};
use crate::engine::budget::Cut;
use crate::engine::state::{CardId, Decision, Game, PlayerId, Zone};
use crate::engine::Engine;

impl Engine<'_> {
    /// CR 122.1: `putter` puts counters on player `p`, `put` of each kind (a player's kinds
    /// only; others are ignored), then the "whenever you put ... counters on a ... player"
    /// abilities of the permanents `putter` controls trigger (CR 603.2).
    pub fn put_player_counters(
        &self,
        g: &mut Game,
        putter: PlayerId,
        p: PlayerId,
        put: &[(CounterKind, u8)],
    ) {
        // CR 800.4a: a player who left the game gets nothing.
        if !g.in_game(p) {
            return;
        }
        let mut given: Vec<(CounterKind, u8)> = Vec::new();
        for &(kind, n) in put {
            let CounterKind::Player(i) = kind else {
                continue;
            };
            if n == 0 {
                continue;
            }
            // CR 614.1a: "... on a permanent or player, it puts twice that many of those
            // counters on that permanent or player instead."
            let n = self.counters_multiplied(g, p, true, n);
            if let Some(k) = g.players[p as usize].counters.get_mut(i as usize) {
                *k = k.saturating_add(n);
                given.push((kind, n));
            }
        }
        self.counters_put_on_player(g, putter, &given);
    }

    /// CR 122.6, 603.2: `putter` put counters on a player, `put` of each kind: the abilities
    /// "whenever you put one or more [kind] counters on ... player" of the permanents `putter`
    /// controls trigger, each remembering how many of its kind were put ("that much").
    fn counters_put_on_player(&self, g: &mut Game, putter: PlayerId, put: &[(CounterKind, u8)]) {
        // The broken variant (`counters.on-players=not-counted`) reads only permanents.
        if put.iter().all(|&(_, n)| n == 0) || !self.rules.player_counters_put_event {
            return;
        }
        self.fire_counter_watchers(g, putter, |_, _, e| on_player_matches(e, put));
    }

    /// What a proliferate may choose among (CR 701.34a): the permanents with a counter, in id
    /// order, and the players in the game with one (a bit per player). The broken variant
    /// (`proliferate.players=ignored`) leaves the players out.
    pub fn proliferate_eligible(&self, g: &Game) -> (Vec<CardId>, u8) {
        let objects: Vec<CardId> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| !self.counters_held(g, c).is_empty())
            .collect();
        let mut players = 0u8;
        if self.rules.proliferate_players {
            for p in 0..g.players.len().min(8) {
                let pl = &g.players[p];
                if g.in_game(p as PlayerId) && pl.counters.iter().any(|&n| n > 0) {
                    players |= 1 << p;
                }
            }
        }
        (objects, players)
    }

    /// Every choice of a proliferate among `objects` and `players`: each subset of the players,
    /// with each class of interchangeable permanents chosen 0 to all of its members (the first
    /// ones). Choosing nothing comes first.
    pub fn proliferate_choices(
        &self,
        g: &Game,
        objects: &[CardId],
        players: u8,
    ) -> Result<Vec<(Vec<CardId>, u8)>, Cut> {
        let picks = self.subsets_by_class(g, objects.iter().copied())?;
        let mut out = Vec::new();
        // Every subset of `players`: counting down through the submasks, then the empty one.
        let mut subsets = Vec::new();
        let mut s = players;
        loop {
            subsets.push(s);
            if s == 0 {
                break;
            }
            s = (s - 1) & players;
        }
        subsets.reverse();
        for &ps in &subsets {
            for objs in &picks {
                self.may_list(out.len())?;
                let mut v = objs.clone();
                v.sort_unstable();
                out.push((v, ps));
            }
        }
        Ok(out)
    }

    /// Carries out the chosen proliferate (CR 701.34a: each chosen permanent or player gets
    /// one more counter of each kind it has, all at once), then resumes the resolution.
    pub fn proliferate(&self, g: &mut Game, chosen: &[CardId], players: u8) {
        let Some(Decision::Proliferate {
            player,
            item,
            mut frame,
            objects,
            players: eligible,
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        for &c in chosen {
            if !objects.contains(&c) {
                continue;
            }
            let kinds = self.counters_held(g, c);
            let mut put: Vec<(CounterKind, u8)> = kinds.iter().map(|&(k, _)| (k, 1)).collect();
            for (k, n) in put.iter_mut() {
                *n = self.add_counters(g, c, *k, *n);
            }
            // CR 122.6: the proliferating player put them.
            self.counters_put(g, player, c, &put);
        }
        for p in 0..g.players.len().min(8) {
            if players & eligible & (1 << p) == 0 {
                continue;
            }
            let put: Vec<(CounterKind, u8)> = (g.players[p].counters.iter().enumerate())
                .filter(|&(_, &n)| n > 0)
                .map(|(i, _)| (CounterKind::Player(i as u8), 1))
                .collect();
            self.put_player_counters(g, player, p as PlayerId, &put);
        }
        frame.pc = frame.pc.saturating_add(1);
        self.run_program(g, item, frame);
    }

    /// A proliferate's choice as a trace says it: "Alice proliferates: Bob (poison 2 -> 3),
    /// Grizzly Bears (+1/+1 1 -> 2)".
    pub fn proliferate_label(&self, g: &Game, who: &str, chosen: &[CardId], players: u8) -> String {
        let mut each: Vec<String> = Vec::new();
        for p in 0..g.players.len().min(8) {
            if players & (1 << p) == 0 {
                continue;
            }
            let kinds: Vec<String> = (g.players[p].counters.iter().enumerate())
                .filter(|&(_, &n)| n > 0)
                .map(|(i, &n)| {
                    let name = PLAYER_COUNTERS.get(i).copied().unwrap_or("?");
                    format!("{name} {n} -> {}", n.saturating_add(1))
                })
                .collect();
            each.push(format!(
                "{} ({})",
                self.player_name(p as PlayerId),
                kinds.join(", ")
            ));
        }
        for &c in chosen {
            let kinds: Vec<String> = self
                .counters_held(g, c)
                .iter()
                .map(|&(k, n)| format!("{} {n} -> {}", k.name(), n.saturating_add(1)))
                .collect();
            each.push(format!("{} ({})", self.name(c), kinds.join(", ")));
        }
        if each.is_empty() {
            return format!("{who} proliferates, choosing nothing");
        }
        format!("{who} proliferates: {}", each.join(", "))
    }

    /// CR 704.5c: the players in the game with ten or more poison counters (none under the
    /// broken variant `poison.sba=ignored`).
    pub fn poisoned_out(&self, g: &Game, p: usize) -> bool {
        self.rules.poison_loses && p < g.players.len() && g.players[p].poison() >= 10
    }
}

/// How many of the counters put on a player the event `e` is about: 0 if it is not about
/// counters put on a player (CR 603.2).
fn on_player_matches(e: &EventPattern, put: &[(CounterKind, u8)]) -> u8 {
    match e {
        EventPattern::AnyOf(all) => all
            .iter()
            .map(|e| on_player_matches(e, put))
            .max()
            .unwrap_or(0),
        EventPattern::If { event, .. } => on_player_matches(event, put),
        EventPattern::YouPutCounters {
            kind,
            players: true,
            ..
        } => put
            .iter()
            .filter(|(k, _)| kind.is_none_or(|want| want == *k))
            .fold(0u8, |sum, &(_, n)| sum.saturating_add(n)),
        _ => 0,
    }
}
