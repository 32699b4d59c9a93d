//! What a check found, as every report shows it: each run of a model with each property's
//! verdict and trace. The checker fills these in; the reports only read them. A JSON report
//! reads back into these (`rulecheck merge`), so every field a report shows is serialized.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

/// A name the checker gives from a fixed set (a property kind, a step): borrowed when made,
/// owned when read back from a report.
pub type Name = Cow<'static, str>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Holds,
    Violated,
    Reached,
    Unreached,
    /// The search stopped at a limit before this property was decided.
    Unknown,
    /// Nothing the property is about exists in the model (its `applies_to`): not searched.
    #[serde(rename = "not_applicable")]
    NotApplicable,
}

impl Verdict {
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Holds => "holds",
            Verdict::Violated => "violated",
            Verdict::Reached => "reached",
            Verdict::Unreached => "unreached",
            Verdict::Unknown => "unknown",
            Verdict::NotApplicable => "n/a",
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TraceStep {
    pub turn: u8,
    pub step: Name,
    pub player: String,
    pub action: String,
    /// Board lines the step changed (given for loop steps).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PropertyResult {
    pub id: String,
    pub kind: Name,
    pub cite: String,
    pub outcome: Verdict,
    pub expected: Name,
    pub as_expected: bool,
    pub trace: Option<Vec<TraceStep>>,
    /// For a violated `terminates`: the loop of forced moves, which starts (and ends) in the
    /// state the trace reaches.
    #[serde(rename = "loop", default, skip_serializing_if = "Option::is_none")]
    pub lasso: Option<Vec<TraceStep>>,
    /// The stateright action-index path of the trace (Explorer: `#/steps/<path>`).
    pub path: Option<String>,
    /// The last state of the trace, as a board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_board: Option<String>,
    /// The trace in the Informal Trace Format (for `--itf`; written as files, not in JSON).
    #[serde(skip)]
    pub itf: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Why a property is not applicable (outcome `not_applicable`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RunResult {
    pub model: String,
    pub name: String,
    pub edition: String,
    pub switches: Vec<String>,
    pub complete: bool,
    /// Why the search stopped early, if it did.
    pub stopped_by: Option<String>,
    pub turns: u8,
    pub states: usize,
    /// States stored: with forced-move folding, only those where someone has a choice (and
    /// the initial state and the ends of games).
    pub unique_states: usize,
    /// Forced states passed through without being stored, counted each time a chain was
    /// walked (0 with `--no-reduction`).
    pub folded_states: usize,
    /// The depth of the deepest state reached (the initial state is at 1), along the path the
    /// search reached it by: in BFS a shortest one (the number of levels); in DFS its first
    /// visit's, which can be longer (README "JSON").
    pub max_depth: usize,
    pub seconds: f64,
    /// A bound on the chance that two different states were taken for one (see
    /// `collision_bound`).
    pub collision_probability: f64,
    pub properties: Vec<PropertyResult>,
    /// The model's cards whose files do not model some of their Oracle text, with those
    /// sentences: no verdict of this run covers them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub partial_cards: Vec<PartialCard>,
}

/// A card of a model whose definition leaves some of its text unmodelled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartialCard {
    pub card: String,
    pub not_modelled: Vec<String>,
}

/// stateright keeps a 64-bit fingerprint per state, not the state: two different states with
/// one fingerprint are taken for one, and the second is never explored. Like TLC, report the
/// chance. A state's fingerprint covers its own fields and the digests of its object and
/// player tables (each also 64 bits), so a collision needs two of `unique` values to collide
/// at one of three stages: at most 3 · unique² / 2^65 (the birthday bound).
pub fn collision_bound(unique: usize) -> f64 {
    (3.0 * (unique as f64).powi(2) / 2f64.powi(65)).min(1.0)
}

impl RunResult {
    /// The edition with the switches flipped on top of it: `2026-01-16 +plot.cast-timing=any`.
    pub fn edition_label(&self) -> String {
        if self.switches.is_empty() {
            self.edition.clone()
        } else {
            format!("{} +{}", self.edition, self.switches.join(","))
        }
    }

    /// "646 states", or with folding "51 states stored, 421 folded".
    pub fn states_text(&self) -> String {
        if self.folded_states > 0 {
            format!(
                "{} states stored, {} folded",
                self.unique_states, self.folded_states
            )
        } else if self.unique_states == 1 {
            "1 state".to_string()
        } else {
            format!("{} states", self.unique_states)
        }
    }

    /// How many outcomes were unexpected.
    pub fn unexpected(&self) -> usize {
        self.properties.iter().filter(|p| !p.as_expected).count()
    }

    /// How many properties a stopped search left undecided where a verdict was expected.
    pub fn unknown(&self) -> usize {
        self.properties
            .iter()
            .filter(|p| !p.as_expected && p.outcome == Verdict::Unknown)
            .count()
    }

    /// How many properties were, as expected, not applicable (not searched).
    pub fn not_applicable(&self) -> usize {
        self.properties
            .iter()
            .filter(|p| p.as_expected && p.outcome == Verdict::NotApplicable)
            .count()
    }
}

/// Which part of a suite a sharded check ran (`check --shard I/N`), as its JSON report says,
/// so that `merge` can tell whether the shards cover the suite once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardInfo {
    pub index: usize,
    pub count: usize,
    /// Models in the whole suite.
    pub suite: usize,
    /// This shard's models, by path.
    pub models: Vec<String>,
    pub balanced_by: String,
}
