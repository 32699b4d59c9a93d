//! rulecheck: a model checker for the rules of Magic: The Gathering.
//!
//! - [`engine`]: the game as a pure transition system (one file per mechanic).
//! - [`cards`]: the card library, declarative definitions in a shared vocabulary.
//! - [`model`]: scenario files -> a validated table and initial game state.
//! - [`property`]: the property language: parse, type-check, evaluate on a state.
//! - [`checker`]: the stateright adapter and run modes.
//! - [`report`]: text and JSON output, exit codes.

pub mod cards;
pub mod checker;
pub mod diagnostics;
pub mod engine;
pub mod model;
pub mod property;
pub mod report;
