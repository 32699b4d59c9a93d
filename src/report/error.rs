//! An error as JSON, for `--format json`: one object on stdout in place of the report, so a
//! script reading stdout always gets an answer.

use serde::Serialize;

use crate::diagnostics::FileError;

/// What went wrong, and where when a file was wrong.
#[derive(Clone, Debug, Default, Serialize)]
pub struct ErrorDetail {
    pub file: Option<String>,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
    pub hint: Option<String>,
}

impl ErrorDetail {
    /// An error that is not in a file; a leading "error: " is dropped.
    pub fn message(message: &str) -> ErrorDetail {
        let message = message.trim();
        ErrorDetail {
            message: message
                .strip_prefix("error: ")
                .unwrap_or(message)
                .to_string(),
            ..ErrorDetail::default()
        }
    }
}

impl From<&FileError> for ErrorDetail {
    fn from(e: &FileError) -> ErrorDetail {
        // A file that could not be read has no position in it.
        let located = e.span.is_some();
        ErrorDetail {
            file: Some(e.file.clone()),
            line: located.then_some(e.line),
            column: located.then_some(e.column),
            message: e.message.clone(),
            hint: e.hint.clone(),
        }
    }
}

#[derive(Serialize)]
struct ErrorReport<'a> {
    ok: bool,
    exit_code: i32,
    error: &'a ErrorDetail,
}

/// `{"ok": false, "exit_code": N, "error": {"file", "line", "column", "message", "hint"}}`.
pub fn json(exit_code: i32, error: &ErrorDetail) -> String {
    serde_json::to_string_pretty(&ErrorReport {
        ok: false,
        exit_code,
        error,
    })
    .unwrap_or_else(|_| format!("{{\"ok\": false, \"exit_code\": {exit_code}}}"))
}
