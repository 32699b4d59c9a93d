//! The `explore:` line under a trace: a command a POSIX shell runs as printed, and the Explorer
//! link that opens the trace's last state.

use std::borrow::Cow;

use crate::report::results::RunResult;

/// What `check` ran with, beyond the run itself, that the Explorer needs to reach the same
/// states and show the same properties.
#[derive(Clone, Debug, Default)]
pub struct ExploreOptions {
    /// `--properties DIR`, when given.
    pub properties: Option<String>,
    /// `--no-shared`: the built-in shared properties were left out.
    pub no_shared: bool,
    /// `--no-symmetry`: the actions, and so the trace's path, differ.
    pub no_symmetry: bool,
}

/// `rulecheck explore MODEL --edition E [--set S]… [--properties DIR] [--no-shared]
/// [--no-symmetry] -> URL`.
pub fn line(run: &RunResult, path: &str, options: &ExploreOptions) -> String {
    let mut s = format!(
        "rulecheck explore {} --edition {}",
        shell_word(&run.model),
        shell_word(&run.edition)
    );
    for w in &run.switches {
        s.push_str(&format!(" --set {}", shell_word(w)));
    }
    if let Some(dir) = &options.properties {
        s.push_str(&format!(" --properties {}", shell_word(dir)));
    }
    if options.no_shared {
        s.push_str(" --no-shared");
    }
    if options.no_symmetry {
        s.push_str(" --no-symmetry");
    }
    format!("{s} -> http://127.0.0.1:3000/#/steps/{path}")
}

/// `word` as a POSIX shell reads it back: as is when it is safe, else in single quotes.
pub fn shell_word(word: &str) -> Cow<'_, str> {
    let safe = |c: char| c.is_ascii_alphanumeric() || "_-./:=,+@%".contains(c);
    if !word.is_empty() && word.chars().all(safe) {
        Cow::Borrowed(word)
    } else {
        Cow::Owned(format!("'{}'", word.replace('\'', r"'\''")))
    }
}

#[cfg(test)]
mod tests {
    use super::shell_word;

    #[test]
    fn words_are_quoted_only_when_a_shell_would_split_or_expand_them() {
        assert_eq!(
            shell_word("models/plot/djinn.toml"),
            "models/plot/djinn.toml"
        );
        assert_eq!(
            shell_word("plot.same-turn-cast=allowed"),
            "plot.same-turn-cast=allowed"
        );
        assert_eq!(shell_word("my models/a b.toml"), "'my models/a b.toml'");
        assert_eq!(shell_word("Fool's $HOME"), r"'Fool'\''s $HOME'");
        assert_eq!(shell_word(""), "''");
    }
}
