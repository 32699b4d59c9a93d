//! Where the shared properties come from, the same for every command: the built-in files,
//! plus (or, with `--no-shared`, instead) the `*.toml` files of `--properties DIR`.

use std::path::PathBuf;
use std::sync::Arc;

use rulecheck::property::{self, PropertyDef, SharedSource};
use rulecheck::report::exit;

use super::{fail, fail_in_file};

#[derive(clap::Args, Clone, Debug, Default)]
pub struct SharedArgs {
    /// A directory of property files checked against every model, added to the built-in ones;
    /// a file named like a built-in one (core.toml, planechase.toml, plot.toml, suspend.toml)
    /// replaces it.
    #[arg(long, value_name = "DIR")]
    pub properties: Option<PathBuf>,
    /// Leave out the built-in shared properties: only `--properties DIR` (if given) and each
    /// model's own.
    #[arg(long)]
    pub no_shared: bool,
}

impl SharedArgs {
    /// Where the shared properties come from, as `list` and errors name it.
    pub fn describe(&self) -> String {
        match (&self.properties, self.no_shared) {
            (None, false) => "built in".into(),
            (None, true) => "none (--no-shared)".into(),
            (Some(d), false) => format!("built in, and {}", d.display()),
            (Some(d), true) => d.display().to_string(),
        }
    }

    /// Loads them; a missing directory is a command-line error (exit 2), a malformed file a
    /// property error (exit 151).
    pub fn load(&self) -> Result<Vec<Arc<PropertyDef>>, i32> {
        if let Some(dir) = &self.properties {
            if !dir.is_dir() {
                return Err(fail(
                    exit::USAGE,
                    &format!(
                        "error: --properties {}: no such directory (the built-in properties need no --properties)",
                        dir.display()
                    ),
                ));
            }
        }
        property::load_shared(&SharedSource {
            dir: self.properties.as_deref(),
            no_builtin: self.no_shared,
        })
        .map(|ps| ps.into_iter().map(Arc::new).collect())
        .map_err(|e| fail_in_file(&e))
    }
}
