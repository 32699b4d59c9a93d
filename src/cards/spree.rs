//! Spree (CR 702.172): "Choose one or more additional costs." Each mode of a spree spell has an
//! additional cost; the caster chooses one or more modes as the spell is cast (601.2b) and pays
//! the chosen modes' costs (601.2f). Its mana value comes from its mana cost alone (202.3).
//!
//! A spree card is compiled into one program per nonempty set of modes (CR 700.2: the chosen
//! modes' instructions in printed order), each with its own targets, and that set's added cost:
//! the engine chooses among them as it chooses a modal spell's mode.

use serde::Deserialize;

use super::phrase::Scope;
use super::program::Program;
use super::surface::{self, CardError};
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
    let mut programs = Vec::new();
    let mut added = Vec::new();
    for mask in 1u32..(1 << modes.len()) {
        // CR 700.2, 601.2c: the chosen modes' instructions in printed order, each mode's
        // "target" words targets of the one spell.
        let mut scope = Scope::new(name);
        let mut steps = Vec::new();
        let mut cost = ManaCost::ZERO;
        for (i, m) in modes.iter().enumerate() {
            if mask & (1 << i) != 0 {
                steps.extend(
                    surface::steps(&m.steps, &mut scope)
                        .map_err(|e| e.context(&format!("spree mode {}", i + 1)))?,
                );
                cost = cost.plus(costs[i]);
            }
        }
        programs.push(Program::compile(&steps)?);
        added.push(cost);
    }
    Ok((programs, added))
}

/// How a trace names the modes of set `index` ("modes 1 and 2").
pub fn label(index: u8) -> String {
    let mask = index as u32 + 1;
    let chosen: Vec<String> = (0..MAX_MODES as u32)
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| (i + 1).to_string())
        .collect();
    match chosen.as_slice() {
        [one] => format!("mode {one}"),
        [rest @ .., last] => format!("modes {} and {last}", rest.join(", ")),
        [] => String::new(),
    }
}
