//! Option values whose type alone does not bound them: checked where they enter, as clap usage
//! errors (exit 2).

/// The longest `--timeout`: about 31 years, far past any search and far from `Duration`'s and
/// `Instant`'s overflow.
pub const MAX_TIMEOUT_SECS: f64 = 1e9;

/// `--timeout SECS`: a finite number of seconds, more than 0 and at most `MAX_TIMEOUT_SECS`.
pub fn timeout(s: &str) -> Result<f64, String> {
    let secs: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a number of seconds"))?;
    if secs.is_finite() && secs > 0.0 && secs <= MAX_TIMEOUT_SECS {
        Ok(secs)
    } else {
        Err(format!(
            "'{s}' is out of range: a number of seconds more than 0 and at most {MAX_TIMEOUT_SECS:.0}"
        ))
    }
}
