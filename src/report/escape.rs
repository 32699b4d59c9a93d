//! Escaping for every text output: control characters (ANSI escapes, NUL, CR) never reach a
//! terminal, a log, a DOT or XML file raw, and GitHub workflow commands cannot be injected.

use std::borrow::Cow;

/// `s` with each control character other than newline and tab written visibly, as `\x1b` or
/// `\u{85}`: a name cannot move the cursor, colour a terminal or end a file early.
pub fn visible(s: &str) -> Cow<'_, str> {
    escape(s, |c| c == '\n' || c == '\t')
}

/// Like `visible`, for one line or field: newlines and tabs are escaped too.
pub fn one_line(s: &str) -> Cow<'_, str> {
    escape(s, |_| false)
}

/// One line of text for XML or SVG (text or an attribute value): control characters made
/// visible, and `&`, `<`, `>`, `'`, `"` written as entities.
pub fn xml(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in one_line(s).chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\'' => out.push_str("&apos;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

fn escape(s: &str, keep: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !s.chars().any(|c| c.is_control() && !keep(c)) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if c.is_control() && !keep(c) {
            out.push_str(&control(c));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

fn control(c: char) -> String {
    match c {
        '\n' => "\\n".into(),
        '\r' => "\\r".into(),
        '\t' => "\\t".into(),
        c if (c as u32) < 0x80 => format!("\\x{:02x}", c as u32),
        c => format!("\\u{{{:x}}}", c as u32),
    }
}

/// GitHub workflow-command message data: `%`, CR and LF escaped as GitHub unescapes them
/// (`%25`, `%0D`, `%0A`), other control characters made visible.
pub fn github_data(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '%' => out.push_str("%25"),
            '\r' => out.push_str("%0D"),
            '\n' => out.push_str("%0A"),
            c if c.is_control() => out.push_str(&control(c)),
            c => out.push(c),
        }
    }
    out
}

/// A workflow-command property value (`file=`, `title=`): as message data, and `:` and `,`
/// too (`%3A`, `%2C`), which would end the value.
pub fn github_property(s: &str) -> String {
    github_data(s).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_visible_and_workflow_commands_cannot_be_injected() {
        assert_eq!(visible("a\x1b[31mb\0\nc"), "a\\x1b[31mb\\x00\nc");
        assert_eq!(one_line("a\nb\u{85}"), "a\\nb\\u{85}");
        assert_eq!(
            github_data("50%\r\n::warning::x"),
            "50%25%0D%0A::warning::x"
        );
        assert_eq!(github_property("a:b,c%"), "a%3Ab%2Cc%25");
        assert!(matches!(visible("plain"), Cow::Borrowed(_)));
        assert_eq!(
            xml("Fool's <b>&\"\n"),
            "Fool&apos;s &lt;b&gt;&amp;&quot;\\n"
        );
    }
}
