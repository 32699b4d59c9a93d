//! Spree (CR 702.172): "Choose one or more additional costs." Each mode of a spree spell has an
//! additional cost; the caster chooses one or more modes as the spell is cast (601.2b) and pays
//! the chosen modes' costs (601.2f). Its mana value comes from its mana cost alone (202.3).
//!
//! A spree card is compiled into one program per nonempty set of modes (CR 700.2: the chosen
//! modes' instructions in printed order), each with its own targets, and that set's added cost:
//! the engine chooses among them as it chooses a modal spell's mode.

use serde::Deserialize;

use super::modal::ModeCount;
use super::program::Program;
use super::surface::CardError;
use super::ManaCost;

/// The most modes a spree card may have: its sets of modes number 2^N - 1.
pub const MAX_MODES: usize = 5;

/// "+ {cost} — [instructions]": one mode of a spree spell (CR 702.172a).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SpreeModeSpec {
    /// The mode's additional cost, like "{2}".
    pub cost: String,
    /// Its instructions, in the card language (`surface.rs`).
    #[serde(rename = "do")]
    pub steps: Vec<toml::Value>,
}

/// The programs and added costs of every nonempty set of modes: set `mask` (bit `i` for mode
/// `i + 1`) at index `mask - 1`.
pub fn compile(
    name: &str,
    modes: &[SpreeModeSpec],
) -> Result<(Vec<Program>, Vec<ManaCost>), CardError> {
    if modes.len() < 2 || modes.len() > MAX_MODES {
        return Err(CardError::new(format!(
            "a spree card lists two to {MAX_MODES} [[spree]] modes (CR 702.172a), '{name}' has {}",
            modes.len()
        )));
    }
    let mut costs = Vec::new();
    for (i, m) in modes.iter().enumerate() {
        let cost = ManaCost::parse(&m.cost)
            .map_err(|e| CardError::new(format!("spree mode {}: cost: {e}", i + 1)))?;
        if cost.x > 0 {
            return Err(CardError::new(format!(
                "spree mode {}: {{X}} in a mode's cost is not supported",
                i + 1
            )));
        }
        costs.push(cost);
    }
    // CR 700.2, 601.2c: the chosen modes' instructions in printed order, each mode's "target"
    // words targets of the one spell; every nonempty set of modes, set `mask` at `mask - 1`.
    let sets = ModeCount {
        min: 1,
        max: modes.len() as u8,
    }
    .sets(modes.len());
    let steps: Vec<&[toml::Value]> = modes.iter().map(|m| m.steps.as_slice()).collect();
    let programs = super::modal::compile_sets(name, &steps, &sets)?;
    let added = sets
        .iter()
        .map(|&mask| {
            (0..costs.len())
                .filter(|i| mask & (1 << i) != 0)
                .fold(ManaCost::ZERO, |sum, i| sum.plus(costs[i]))
        })
        .collect();
    Ok((programs, added))
}
