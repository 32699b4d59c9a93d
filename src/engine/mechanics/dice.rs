//! Rolling dice other than the planar die (CR 706).
//!
//! - 706.1, 706.1a: "roll a six-sided die", "roll a d20": a die with N equally likely results
//!   from 1 to N. The roll is a chance move and every result is explored (probabilities are not
//!   checked). The instructions after it read "the result" (706.2; results tables, 706.3a).
//! - 706.6: "roll two and ignore one" (Krark's Other Thumb: the roller chooses) and "that many
//!   dice plus one and ignore the lowest" (Barbarian Class) are replacements (614.1a) that add
//!   a die; an ignored roll never happened: nothing triggers on it. The dice are alike, so each
//!   next die is explored only at or above the one before (the same sets of results).
//! - 706.7, 901.9d: "whenever you roll one or more dice" abilities trigger on the planar die as
//!   well; what reads a numerical result ignores the planar die (its result is 0 here).
//! - 901.9: a roll of the planar die an effect instructs (Fractured Powerstone) is not the
//!   special action: it costs nothing and does not raise that action's cost.
//! - 614.1a: "the next time you would roll a six-sided die this turn, instead roll two
//!   six-sided dice and use the total of those results" (The Big Idea) is a one-shot
//!   replacement a resolving ability begins (`Game::temporary`): the dice are rolled like the
//!   others, their total is the result, and it is used up (`next_roll_total`).
//!
//! Not modelled: modifiers to a natural result (706.2a-b), "roll again" (706.3c), doubles
//! (706.5), stored results (706.8); with more than one roll replacement, each adds one die and
//! the roller keeps one die of their choice unless every one says "ignore the lowest"; with a
//! "use the total" one too, only the total ones apply (the order of 616.1 is not modelled).

use crate::cards::{EventPattern, Static};

use crate::engine::state::{
    AbilityKind, AbilityRef, CardId, Decision, Frame, Game, PendingTrigger, PlayerId, StackItem,
    Zone,
};
use crate::engine::Engine;

/// The most dice one roll may become by replacements (each is a chance move).
const MAX_DICE: u8 = 3;

/// The most dice one roll may become by "use the total" replacements (CR 614.1a): four
/// six-sided dice are 126 sets of results.
const MAX_TOTAL_DICE: u8 = 4;

impl Engine<'_> {
    /// A resolving instruction has `player` roll a die with `sides` sides (CR 706.1); the
    /// replacements of the statics they control add dice (CR 614.1a, 706.6).
    pub fn start_roll(
        &self,
        g: &mut Game,
        player: PlayerId,
        sides: u8,
        item: StackItem,
        frame: Frame,
    ) {
        let mut dice = 1u8;
        let mut ignore_lowest = true;
        for (_, ctl, s) in self.statics_in_play(g) {
            if let Static::ExtraDie {
                ignore_lowest: lowest,
            } = s
            {
                if ctl == player {
                    dice = dice.saturating_add(1).min(MAX_DICE);
                    ignore_lowest &= *lowest;
                }
            }
        }
        let total = self.next_roll_total(g, player, sides, &mut dice);
        g.decide(Decision::Die {
            player,
            item,
            frame,
            sides,
            dice,
            rolled: Vec::new(),
            ignore_lowest,
            total,
        });
    }

    /// The one-shot replacements "the next time you would roll a six-sided die this turn,
    /// instead roll two six-sided dice and use the total of those results" of `player` for a
    /// die with `sides` sides (CR 614.1a): whether any applies, and then `dice` is how many
    /// dice are rolled and added up. Each applies once (614.5) and is used up.
    ///
    /// Two of them: the first makes the roll two rolls of a six-sided die; the second applies
    /// to the modified event (CR 616.1f: a replacement applies to an event another has
    /// modified), to one of those rolls, which becomes two: three dice in all, one total. So
    /// each replacement replaces one die by its dice (CR 614.5: never the same one twice).
    /// With them, the roll replacements that add a die to ignore (statics, 706.6) are not
    /// applied (which applies first, 616.1, is not modelled).
    fn next_roll_total(&self, g: &mut Game, player: PlayerId, sides: u8, dice: &mut u8) -> bool {
        let mut count = 0u8;
        let mut used = Vec::new();
        for (i, t) in g.temporary.iter().enumerate() {
            if t.controller != player {
                continue;
            }
            let def = self.copied_def(t.source, t.copied);
            if let Some(Static::NextRollTotal { sides: s, dice: d }) =
                def.temporary_statics().get(t.index as usize)
            {
                if *s == sides {
                    count = if count == 0 {
                        *d
                    } else {
                        count.saturating_add(d.saturating_sub(1))
                    };
                    used.push(i);
                }
            }
        }
        if used.is_empty() {
            return false;
        }
        // The deliberately broken variant (`dice.next-roll=lasting`): it is never used up.
        if self.rules.next_roll_used_up {
            for i in used.into_iter().rev() {
                g.temporary.remove(i);
            }
        }
        *dice = count.min(MAX_TOTAL_DICE);
        true
    }

    /// The results chance may give the next die, or none once all are rolled (CR 706.1a).
    pub fn die_results(&self, d: &Decision) -> Vec<u8> {
        match d {
            Decision::Die {
                sides,
                dice,
                rolled,
                ..
            } if rolled.len() < *dice as usize => {
                let from = rolled.last().copied().unwrap_or(1);
                (from..=*sides).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The results the roller may keep once every die is rolled and one is to be ignored by
    /// choice (CR 706.6), distinct and ascending; none otherwise.
    pub fn keepable_results(&self, d: &Decision) -> Vec<u8> {
        match d {
            Decision::Die {
                dice,
                rolled,
                ignore_lowest: false,
                total: false,
                ..
            } if rolled.len() == *dice as usize => {
                let mut r = rolled.clone();
                r.dedup();
                r
            }
            _ => Vec::new(),
        }
    }

    /// Whether the game waits for chance (a die showing a result), not for a player.
    pub fn die_is_rolling(&self, g: &Game) -> bool {
        g.decision
            .as_deref()
            .is_some_and(|d| !self.die_results(d).is_empty())
    }

    /// The next die shows `n`. Once every die is rolled, the one kept is the highest if the
    /// lowest is ignored (or there is one die); otherwise the roller chooses.
    pub fn die_shows(&self, g: &mut Game, n: u8) {
        let Some(Decision::Die {
            rolled,
            dice,
            ignore_lowest,
            total,
            ..
        }) = g.decision.as_deref_mut()
        else {
            return;
        };
        rolled.push(n);
        if rolled.len() < *dice as usize {
            return;
        }
        if *total {
            // CR 614.1a: "use the total of those results" (at most 4 dice of 20 sides: no
            // wrap; saturating anyway).
            let sum = rolled.iter().fold(0u8, |a, &r| a.saturating_add(r));
            self.keep_result(g, sum);
        } else if *dice == 1 || *ignore_lowest {
            let kept = rolled.iter().copied().max().unwrap_or(n);
            self.keep_result(g, kept);
        }
    }

    /// The roll's result is `kept` (CR 706.2); the others are ignored (706.6). The roll
    /// triggers, and the resolution goes on.
    pub fn keep_result(&self, g: &mut Game, kept: u8) {
        let Some(Decision::Die {
            player,
            item,
            mut frame,
            rolled,
            ..
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        // A die a card rolled as an instruction puts it onto the battlefield (CR 614.1c): it is
        // that card's, and the instruction starts again (the next card's roll, or the move).
        let entering = frame.rolls.iter_mut().find(|(_, n)| *n == 0);
        let for_a_card = entering.is_some();
        match entering {
            Some(entry) => entry.1 = kept,
            None => {
                frame.result = kept;
                frame.pc = frame.pc.saturating_add(1);
            }
        }
        // A die a permanent spell rolled as it enters (CR 614.1c): the spell's program is
        // over. It is a roll like any other (CR 706.1, 603.2); the permanent is not on the
        // battlefield yet, so its own "whenever you roll" abilities don't see it.
        let as_enters = for_a_card
            || (matches!(item, StackItem::Spell { .. })
                && frame.pc as usize > self.item_program(g, &item).ops.len());
        if as_enters && !self.rules.as_enters_roll_triggers {
            // The deliberately broken variant: a roll made as a permanent enters is silent.
        } else if self.rules.ignored_rolls_never_happened {
            self.fire_rolls(g, player, kept);
        } else {
            // The deliberately broken variant: every die rolled triggers, ignored ones too.
            for r in rolled {
                self.fire_rolls(g, player, r);
            }
        }
        self.run_program(g, item, frame);
    }

    /// CR 603.2: `player` rolled one or more dice with result `result` (0: the planar die, no
    /// numerical result, CR 706.7). "Whenever you roll ..." abilities of the permanents they
    /// control and of face-up planes (if they are the planar controller) trigger.
    pub fn fire_rolls(&self, g: &mut Game, player: PlayerId, result: u8) {
        let planes = g
            .face_up
            .iter()
            .filter(|_| g.planar_controller == Some(player))
            .copied();
        let permanents = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).controller == player);
        // CR 113.6b: the roller's suspended cards' "..., if this card is suspended" abilities.
        let suspended = (crate::engine::triggers::suspended_sources(self, g, None).into_iter())
            .filter(|&(_, you)| you == player)
            .map(|(c, _)| c);
        let watchers: Vec<CardId> = planes.chain(permanents).chain(suspended).collect();
        for c in watchers {
            // CR 707.2: a copy's abilities are the copied values'.
            let ab = self.abilities(g, c);
            let (def, face) = (ab.def, ab.face);
            if g.obj(c).face_down {
                continue;
            }
            for (i, t) in def.triggers.iter().enumerate() {
                let rolls = |e: &EventPattern| match e {
                    EventPattern::RollsDice { at_least: 0 } => true,
                    EventPattern::RollsDice { at_least } => result != 0 && result >= *at_least,
                    _ => false,
                };
                if def.trigger_on(i, face)
                    && self.trigger_level_reached(g, c, def, i)
                    && crate::engine::triggers::event_here(g, c, &t.when)
                        .is_some_and(|e| e.any(&rolls))
                {
                    g.triggered.push(PendingTrigger {
                        ability: AbilityRef {
                            source: c,
                            kind: AbilityKind::AboutRoll(i as u8, result),
                            copied: ab.copied,
                        },
                        controller: player,
                    });
                }
            }
        }
    }

    /// "Roll the planar die" as an instruction (CR 901.9): the die rolls as for the special
    /// action, without its cost and without counting toward it.
    pub fn effect_rolls_planar_die(&self, g: &mut Game, player: PlayerId) {
        if !self.rules.effect_planar_rolls_uncounted {
            // The deliberately broken variant: the roll counts toward the action's cost.
            let pl = &mut g.players[player as usize];
            pl.planar_rolls = pl.planar_rolls.saturating_add(1);
        }
        g.decide(Decision::PlanarDie { player });
    }
}
