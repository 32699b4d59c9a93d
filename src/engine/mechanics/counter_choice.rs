//! "Choose a counter on target permanent or suspended card. Remove that counter from that
//! permanent or card or put another of those counters on it." (Clockspinning.) The choice is
//! made as the instruction happens (CR 608.2d): a kind of counter the object has (122.1; "a
//! counter" is one of them, so an object with none gives nothing to choose) and, where the
//! text offers both, removing one or putting another. One decision, so a trace shows it as
//! one line: "Alice removes a time counter from Rift Bolt (1 -> 0)".
//!
//! Removing the last time counter from a suspended card triggers suspend (702.62a, whatever
//! removed it); putting a time counter on a card with suspend in exile makes it suspended
//! (702.62b); the counter put is put by the instruction's controller (122.6).

use crate::cards::CounterKind;
use crate::engine::state::{CardId, Decision, Game};
use crate::engine::Engine;

impl Engine<'_> {
    /// What may be chosen for `object`: each kind of counter on it, with "remove one"
    /// (`remove`) and "put another" (`put`) where the instruction allows them, in the order
    /// `counters_held` lists the kinds. Under the broken variant
    /// (`counter-choice.kinds=time-only`) only time counters may be chosen.
    pub fn counter_change_options(
        &self,
        g: &Game,
        object: CardId,
        remove: bool,
        put: bool,
    ) -> Vec<(CounterKind, bool)> {
        let mut out = Vec::new();
        for (kind, _) in self.counters_held(g, object) {
            if !self.rules.counter_choice_any_kind && kind != CounterKind::Time {
                continue;
            }
            if remove {
                out.push((kind, false));
            }
            if put {
                out.push((kind, true));
            }
        }
        out
    }

    /// Carries out the chosen change, then resumes the resolution it belongs to.
    pub fn change_a_counter(&self, g: &mut Game, kind: CounterKind, put: bool) {
        let Some(Decision::ChangeACounter {
            player,
            item,
            mut frame,
            object,
            options,
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        if options.contains(&(kind, put)) {
            if put {
                let n = self.add_counters(g, object, kind, 1);
                // CR 122.6: the instruction's controller put it.
                self.counters_put(g, player, object, &[(kind, n)]);
            } else {
                // CR 702.62a: the last time counter removed triggers suspend.
                self.remove_counters(g, object, kind, 1, false);
                // CR 611.2b: "for as long as it has a [kind] counter on it" ends now.
                if !g.continuous.is_empty() {
                    self.end_counter_effects(g);
                }
            }
        }
        frame.pc = frame.pc.saturating_add(1);
        self.run_program(g, item, frame);
    }

    /// The choice as a trace says it: "Alice puts another time counter on Rift Bolt (2 -> 3)".
    pub fn counter_change_label(
        &self,
        g: &Game,
        who: &str,
        kind: CounterKind,
        put: bool,
    ) -> String {
        let Some(Decision::ChangeACounter { object, .. }) = g.decision.as_deref() else {
            return format!("{who} chooses a {} counter", kind.name());
        };
        let n = self.counters_on(g, *object, kind);
        let name = self.name(*object);
        match put {
            true => format!(
                "{who} puts another {} counter on {name} ({n} -> {})",
                kind.name(),
                n.saturating_add(1)
            ),
            false => format!(
                "{who} removes a {} counter from {name} ({n} -> {})",
                kind.name(),
                n.saturating_sub(1)
            ),
        }
    }
}
