//! `applies_to`: what a shared property is about, so that a model where it cannot apply reports
//! it as not applicable rather than "holds" (and is not searched).
//!
//! Decided from the scenario's cards before the search, and kept sound: a property is not
//! applicable only when no card can ever have what it is about, counting every way the card
//! vocabulary gives it (Delay and Talon Gates give suspend; Make Your Own Luck, Kellan Joins Up
//! and Fblthp plot cards that have no plot of their own). The engine creates no cards, so the
//! scenario's list is complete.

use crate::cards::{CardDef, CounterKind, Effect, Program, Static, Types};
use crate::engine::{Game, Table};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// A card that has or can gain suspend, or starts with time counters (CR 702.62).
    Suspend,
    /// A card that has plot, an effect or static that plots cards, or a card that starts
    /// plotted (CR 702.170).
    Plot,
    /// A plane or phenomenon card (CR 311, 312): without one there is no planar controller,
    /// no planar die and no face-up plane.
    Planes,
    /// A nonland card without a mana cost (CR 118.6).
    NoManaCost,
}

impl Feature {
    pub const ALL: [(&'static str, Feature); 4] = [
        ("suspend", Feature::Suspend),
        ("plot", Feature::Plot),
        ("planes", Feature::Planes),
        ("no-mana-cost", Feature::NoManaCost),
    ];

    pub fn parse(name: &str) -> Option<Feature> {
        Feature::ALL
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, f)| f)
    }

    /// What the scenario lacks, in words.
    pub fn absence(self) -> &'static str {
        match self {
            Feature::Suspend => "no card has or can gain suspend",
            Feature::Plot => "no card has plot or can be plotted",
            Feature::Planes => "no plane or phenomenon card",
            Feature::NoManaCost => "no nonland card without a mana cost",
        }
    }

    /// Some card of the table (either face), or of the starting position, has the feature.
    pub fn present(self, table: &Table, setup: &Game) -> bool {
        let defs = || table.cards.iter().map(|c| table.db.get(c.def));
        let faces = || defs().flat_map(|d| d.all_faces());
        // Every instruction the card can carry out, those of the delayed abilities it creates
        // too (Ertai's Meddling's, Jace Reawakened's).
        fn walk<'a>(p: &'a Program, out: &mut Vec<&'a Effect>) {
            for e in p.effects() {
                out.push(e);
                if let Effect::CreateDelayed { ability, .. } = e {
                    walk(&ability.program, out);
                }
            }
        }
        let effects = |d: &CardDef| -> Vec<Effect> {
            let mut out = Vec::new();
            for p in d.programs() {
                walk(p, &mut out);
            }
            out.into_iter().cloned().collect()
        };
        // The statics a card has, and those its instructions begin for a while (CR 611.2).
        let statics = |d: &CardDef| -> Vec<Static> {
            d.statics
                .iter()
                .cloned()
                .chain(effects(d).into_iter().filter_map(|e| match e {
                    Effect::BeginStatic { ability, .. } => Some(*ability),
                    _ => None,
                }))
                .collect()
        };
        // CR 702.170c: an instruction that plots a card, or exiles one that "becomes plotted"
        // as it arrives (Lilah's exile instead of the graveyard).
        let plots = |e: &Effect| match e {
            Effect::BecomePlotted { .. } => true,
            Effect::Counter { arrival, .. }
            | Effect::Move { arrival, .. }
            | Effect::ExileAsItResolves { arrival, .. } => arrival.plotted,
            _ => false,
        };
        // CR 702.62b: a card exiled with time counters (or told it gains suspend) may be
        // suspended.
        let gives_suspend = |e: &Effect| match e {
            Effect::Counter { arrival, .. }
            | Effect::Move { arrival, .. }
            | Effect::ExileAsItResolves { arrival, .. } => {
                arrival.gains_suspend
                    || arrival
                        .counters
                        .iter()
                        .any(|(k, _)| *k == CounterKind::Time)
            }
            Effect::PutCounters { kind, .. } => *kind == CounterKind::Time,
            Effect::GainSuspend { .. } => true,
            _ => false,
        };
        match self {
            Feature::Suspend => {
                faces().any(|d| d.suspend.is_some() || effects(d).iter().any(gives_suspend))
                    || setup
                        .ids()
                        .any(|c| setup.obj(c).time > 0 || setup.obj(c).gained_suspend)
            }
            Feature::Plot => {
                faces().any(|d| {
                    d.plot.is_some()
                        || statics(d)
                            .iter()
                            .any(|s| matches!(s, Static::PlotFromTop(_)))
                        || effects(d).iter().any(plots)
                }) || setup.ids().any(|c| setup.obj(c).plotted.is_some())
            }
            Feature::Planes => faces().any(|d| d.types.is_planar()),
            Feature::NoManaCost => faces().any(|d| {
                d.mana_cost.is_none() && !d.types.has(Types::LAND) && !d.types.is_planar()
            }),
        }
    }
}
