//! Standard output that never panics. Rust ignores SIGPIPE, so `println!` panics when a reader
//! closes the pipe (`rulecheck list | head -1`) or the disk is full (`> /dev/full`). Every
//! command writes through `out!`/`outln!`: the first failure stops further output, and is
//! settled once the command's exit code is known (`settle`).

use std::fmt;
use std::io::{self, Write};
use std::sync::OnceLock;

use rulecheck::report::exit;

/// The first write to stdout that failed.
static FAILED: OnceLock<io::Error> = OnceLock::new();

/// Writes to stdout unless an earlier write failed; flushes, so a failure is seen here.
pub fn write(args: fmt::Arguments) {
    if FAILED.get().is_some() {
        return;
    }
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.flush()) {
        let _ = FAILED.set(e);
    }
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
