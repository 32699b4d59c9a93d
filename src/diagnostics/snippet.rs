//! The source text an error shows: the whole file, with every overlong line clipped to a window
//! around the error. miette pads an underline with `{:width$}`, and a width past 65,535 panics
//! (core::fmt keeps widths in a u16); a line of that length is unreadable anyway.

use std::ops::Range;

use miette::{MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};

/// Lines longer than this many characters are clipped to this many.
pub const WIDTH: usize = 160;
/// Characters kept before the error's start on a clipped line.
const LEAD: usize = 60;
/// Marks where a clipped line was cut.
const CUT: &str = "…";

/// The text miette renders, the error's span in it, and the error's true position.
#[derive(Debug)]
pub struct Snippet {
    name: String,
    text: String,
    span: Option<SourceSpan>,
    /// 0-based line and column (characters) of the error's start in the original file.
    line: usize,
    column: usize,
}

impl Snippet {
    /// `span` is a byte range of `text`; `line` and `column` are 1-based, of its start.
    pub fn new(
        name: String,
        text: &str,
        span: Option<Range<usize>>,
        line: usize,
        column: usize,
    ) -> Snippet {
        let (clipped, span) = clip(text, span);
        Snippet {
            name,
            text: clipped,
            span: span.map(|r| SourceSpan::from(r.start..r.end.max(r.start))),
            line: line.saturating_sub(1),
            column: column.saturating_sub(1),
        }
    }

    /// The error's span in the rendered text.
    pub fn span(&self) -> Option<SourceSpan> {
        self.span
    }
}

impl SourceCode for Snippet {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        before: usize,
        after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let c = self.text.read_span(span, before, after)?;
        // The header names the error's position in the file, not in the clipped text.
        let (line, column) = if Some(*span) == self.span && before == 0 && after == 0 {
            (self.line, self.column)
        } else {
            (c.line(), c.column())
        };
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            c.data(),
            *c.span(),
            line,
            column,
            c.line_count(),
        )))
    }
}

/// `text` with each line over `WIDTH` characters clipped (around `span`'s start on its line, from
/// the line's start elsewhere), and `span` moved to the same text in the result.
fn clip(text: &str, span: Option<Range<usize>>) -> (String, Option<Range<usize>>) {
    let (start, end) = match &span {
        Some(r) => (r.start.min(text.len()), r.end.min(text.len())),
        None => (0, 0),
    };
    let mut out = String::with_capacity(text.len().min(1 << 16));
    let (mut new_start, mut new_end) = (None, None);
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let content = line.trim_end_matches(['\n', '\r']);
        let (lo, hi) = window(content, start.checked_sub(line_start));
        let lead = if lo > 0 { CUT } else { "" };
        let tail = if hi < content.len() { CUT } else { "" };
        let base = out.len();
        // Where byte `rel` of this line lands in the output.
        let place = |rel: usize| {
            if rel <= lo {
                base + lead.len()
            } else if rel <= hi {
                base + lead.len() + rel - lo
            } else if rel <= content.len() {
                base + lead.len() + hi - lo + tail.len()
            } else {
                base + lead.len() + hi - lo + tail.len() + rel - content.len()
            }
        };
        let line_end = line_start + line.len();
        if (line_start..line_end).contains(&start) {
            new_start = Some(place(start - line_start));
        }
        if (line_start..line_end).contains(&end) {
            new_end = Some(place(end - line_start));
        }
        out.push_str(lead);
        out.push_str(&content[lo..hi]);
        out.push_str(tail);
        out.push_str(&line[content.len()..]);
        line_start = line_end;
    }
    let new_start = new_start.unwrap_or(out.len());
    let new_end = new_end.unwrap_or(out.len()).max(new_start);
    (out, span.map(|_| new_start..new_end))
}

/// The byte range of `line` kept: all of it when short enough, else `WIDTH` characters starting
/// `LEAD` characters before byte `at` (when the error starts on this line) or at the start.
fn window(line: &str, at: Option<usize>) -> (usize, usize) {
    let chars = line.chars().count();
    if chars <= WIDTH {
        return (0, line.len());
    }
    let at_char = match at {
        Some(at) if at <= line.len() => line.char_indices().take_while(|(i, _)| *i < at).count(),
        _ => 0,
    };
    let first = at_char.saturating_sub(LEAD).min(chars - WIDTH);
    let byte = |n: usize| line.char_indices().nth(n).map_or(line.len(), |(i, _)| i);
    (byte(first), byte(first + WIDTH))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lines_are_kept_and_long_ones_clipped_around_the_error() {
        let text = "a = 1\nb = [\"x\"]\n";
        assert_eq!(clip(text, Some(7..10)), (text.to_string(), Some(7..10)));

        let pad = " ".repeat(70_000);
        let text = format!("a = 1\nb = [{pad}\"oops\", {pad}]\nc = 2\n");
        let at = text.find("\"oops\"").unwrap();
        let (out, span) = clip(&text, Some(at..at + 6));
        let span = span.unwrap();
        assert_eq!(&out[span.clone()], "\"oops\"");
        assert!(out.lines().all(|l| l.chars().count() <= WIDTH + 2));
        assert!(out.starts_with("a = 1\n…"));
        assert!(out.ends_with("…\nc = 2\n"));
    }
}
