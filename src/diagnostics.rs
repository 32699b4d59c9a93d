//! User errors in model and property files: file, line, column, the text underlined, a hint.

use std::fmt;
use std::path::Path;

use miette::{Diagnostic, SourceSpan};

mod snippet;
pub use snippet::Snippet;

/// Which kind of file was wrong (it decides the exit code).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Model,
    Property,
}

/// An error located in a file.
#[derive(Debug, Diagnostic)]
pub struct FileError {
    pub kind: FileKind,
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
    #[source_code]
    pub src: Snippet,
    #[label("{label}")]
    pub span: Option<SourceSpan>,
    pub label: String,
    #[help]
    pub hint: Option<String>,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )
    }
}

impl std::error::Error for FileError {}

impl FileError {
    /// An error at byte range `span` of `text` (the whole file).
    pub fn at(
        kind: FileKind,
        file: &Path,
        text: &str,
        span: Option<std::ops::Range<usize>>,
        message: impl Into<String>,
        hint: Option<String>,
    ) -> FileError {
        let file_name = file.display().to_string();
        let (line, column) = match &span {
            Some(r) => line_col(text, r.start),
            None => (1, 1),
        };
        let message = message.into();
        let src = Snippet::new(file_name.clone(), text, span, line, column);
        FileError {
            kind,
            file: file_name.clone(),
            line,
            column,
            label: short_label(&message),
            message,
            span: src.span(),
            src,
            hint,
        }
    }

    /// The error with its source snippet, as a person reads it.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let handler =
            miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor());
        if handler.render_report(&mut out, self).is_err() {
            return self.to_string();
        }
        out
    }
}

fn short_label(message: &str) -> String {
    message.split(';').next().unwrap_or(message).to_string()
}

/// 1-based line and column (in characters) of byte offset `at`.
pub fn line_col(text: &str, at: usize) -> (usize, usize) {
    let at = at.min(text.len());
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before
        .rsplit('\n')
        .next()
        .map(|l| l.chars().count())
        .unwrap_or(0)
        + 1;
    (line, col)
}

/// Edit distance, case-insensitive, ignoring punctuation differences of apostrophes.
fn distance(a: &str, b: &str) -> usize {
    // Edits are insertions, deletions, substitutions and transpositions of two neighbouring
    // letters ("Bbo" for "Bob" is one typo; optimal string alignment).
    let a: Vec<char> = a.to_lowercase().chars().collect();
    let b: Vec<char> = b.to_lowercase().chars().collect();
    let mut before: Vec<usize> = Vec::new();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut cur = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let sub = prev[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            cur[j] = sub.min(prev[j] + 1).min(cur[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                cur[j] = cur[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut prev, cur);
    }
    prev[b.len()]
}

/// The candidate closest to `name`, if it is close enough to be a likely typo.
pub fn nearest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .map(|c| (distance(name, c), c))
        // Words of three letters or fewer take one edit at most: two edits turn "or", "of"
        // and "x" into "it", and "plus" into "put", suggestions that mislead.
        .filter(|(d, c)| {
            let short = c.len().min(name.len()) <= 3;
            *d <= (c.len().max(name.len()) / 3).max(if short { 1 } else { 2 })
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// "did you mean 'X'?" or nothing.
pub fn did_you_mean<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<String> {
    nearest(name, candidates).map(|n| format!("did you mean '{n}'?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_near_names() {
        let names = ["Djinn of Fool's Fall", "Lightning Bolt", "Island"];
        assert_eq!(
            nearest("Djin of Fool's Fall", names.into_iter()),
            Some("Djinn of Fool's Fall")
        );
        assert_eq!(
            nearest("lightning bolt", names.into_iter()),
            Some("Lightning Bolt")
        );
        assert_eq!(nearest("Counterspell", names.into_iter()), None);
        // A short word is not "corrected" into another short word two edits away.
        for w in ["or", "of", "x"] {
            assert_eq!(nearest(w, ["it", "put"].into_iter()), None, "{w}");
        }
        assert_eq!(nearest("plus", ["put"].into_iter()), None);
        assert_eq!(nearest("hast", ["haste"].into_iter()), Some("haste"));
        // A transposition is one typo.
        assert_eq!(distance("Bbo", "Bob"), 1);
        assert_eq!(nearest("Bbo", ["Alice", "Bob"].into_iter()), Some("Bob"));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
    }
}
