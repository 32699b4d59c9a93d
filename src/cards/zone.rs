//! Zones (CR 400.1): where a card is, as card texts and the engine both name them.

use serde::Deserialize;

/// Zones (CR 400.1).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Zone {
    Library,
    Hand,
    Battlefield,
    Graveyard,
    Exile,
    Stack,
    Command,
    /// Left the game with its owner (CR 800.4a).
    Outside,
    /// Not in the game: a token slot reserved at load while no token is in it, a token not
    /// yet created or one that ceased to exist (CR 111.7, 704.5d). No card text names it.
    #[serde(skip)]
    Nowhere,
    /// A phased-out permanent (CR 702.26b, 110.5): still on the battlefield (702.26d: phasing
    /// is no zone change, it keeps its counters and status), but treated as though it doesn't
    /// exist, so that everything that looks at the battlefield passes it by. No card text
    /// names it.
    #[serde(skip)]
    PhasedOut,
}

impl Zone {
    pub const ALL: [Zone; 8] = [
        Zone::Library,
        Zone::Hand,
        Zone::Battlefield,
        Zone::Graveyard,
        Zone::Exile,
        Zone::Stack,
        Zone::Command,
        Zone::Outside,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Zone::Library => "library",
            Zone::Hand => "hand",
            Zone::Battlefield => "battlefield",
            Zone::Graveyard => "graveyard",
            Zone::Exile => "exile",
            Zone::Stack => "stack",
            Zone::Command => "command",
            Zone::Outside => "outside",
            Zone::Nowhere => "nowhere",
            Zone::PhasedOut => "phased out",
        }
    }
}
