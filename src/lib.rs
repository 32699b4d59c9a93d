//! rulecheck: a model checker for the rules of Magic: The Gathering.
//!
//! - [`engine`]: the game as a pure transition system (one file per mechanic).
//! - [`cards`]: the card library, declarative definitions in a shared vocabulary.
//! - [`model`]: scenario files -> a validated table and initial game state.
//! - [`property`]: the property language: parse, type-check, evaluate on a state.
//! - [`checker`]: the stateright adapter and run modes.
//! - [`report`]: text and JSON output, exit codes.
//! - [`bench`]: benchmark measurements and the trivial model they are compared with.
//!
//! Checking a model from code:
//!
//! ```
//! use std::{path::Path, sync::Arc};
//! use rulecheck::{checker, model, property};
//!
//! let scenario = Arc::new(model::load(Path::new("models/plot/djinn.toml")).unwrap());
//! let shared: Vec<_> = property::load_dir(Path::new("properties")).unwrap().into_iter().map(Arc::new).collect();
//! let run = checker::check(&scenario, "latest", &[], &shared, &checker::RunConfig::default()).unwrap();
//! assert!(run.complete);
//! assert!(run.properties.iter().all(|p| p.as_expected));
//! ```

// A file error carries its source text for the underlined snippet; it is built at most once per
// run, so its size does not matter.
#![allow(clippy::result_large_err)]

pub mod bench;
pub mod cards;
pub mod checker;
pub mod diagnostics;
pub mod engine;
pub mod model;
pub mod property;
pub mod report;
