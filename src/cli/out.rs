//! Standard output that never panics. Rust ignores SIGPIPE, so `println!` panics when a reader
//! closes the pipe (`rulecheck list | head -1`) or the disk is full (`> /dev/full`). Every
//! command writes through `out!`/`outln!`: the first failure stops further output, and is
//! settled once the command's exit code is known (`settle`).

use std::fmt;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

use rulecheck::report::error::{self, ErrorDetail};
use rulecheck::report::exit;

/// The first write to stdout that failed.
static FAILED: OnceLock<io::Error> = OnceLock::new();
/// Something was written to stdout (or tried).
static WROTE: AtomicBool = AtomicBool::new(false);
/// The command reports in JSON: an error is a JSON object on stdout too.
static JSON_ERRORS: AtomicBool = AtomicBool::new(false);
/// Every error reported so far, for a JUnit file written when nothing could be checked.
static ERRORS: Mutex<Vec<ErrorDetail>> = Mutex::new(Vec::new());

/// Writes to stdout unless an earlier write failed; flushes, so a failure is seen here.
pub fn write(args: fmt::Arguments) {
    WROTE.store(true, Ordering::Relaxed);
    if FAILED.get().is_some() {
        return;
    }
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.flush()) {
        let _ = FAILED.set(e);
    }
}

/// From now on an error is also a JSON object on stdout (`--format json`).
pub fn errors_as_json() {
    JSON_ERRORS.store(true, Ordering::Relaxed);
}

/// Under `--format json`, an error with its exit code, as the one JSON object on stdout; not
/// when a report is already there (a report file that cannot be written comes after it).
pub fn error(exit_code: i32, detail: &ErrorDetail) {
    if let Ok(mut all) = ERRORS.lock() {
        all.push(detail.clone());
    }
    if JSON_ERRORS.load(Ordering::Relaxed) && !WROTE.load(Ordering::Relaxed) {
        write(format_args!("{}\n", error::json(exit_code, detail)));
    }
}

/// The errors reported so far, in order.
pub fn errors() -> Vec<ErrorDetail> {
    ERRORS.lock().map(|all| all.clone()).unwrap_or_default()
}

/// The exit code once stdout's fate is known: a closed pipe ends quietly (the reader took what
/// it wanted); any other failure is one line on stderr, and exit 2 unless a verdict's code says
/// more.
pub fn settle(code: i32) -> i32 {
    match FAILED.get() {
        None => code,
        Some(e) if e.kind() == io::ErrorKind::BrokenPipe => code,
        Some(e) => {
            eprintln!("error: cannot write to standard output: {e}");
            exit::or_io_error(code)
        }
    }
}

/// `print!` through `out::write`.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::rulecheck_cli::out::write(format_args!($($arg)*))
    };
}

/// `println!` through `out::write`.
macro_rules! outln {
    () => {
        $crate::rulecheck_cli::out::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::rulecheck_cli::out::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}
