use std::process::ExitCode;

/// Searches allocate and free states by the million: glibc's malloc spent half of a
/// 20M-state run in `_int_malloc` (README, "Performance"); mimalloc does not.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // A panic is a defect in rulecheck, never a verdict: report it and exit 255.
    let code = std::panic::catch_unwind(rulecheck_cli::run).unwrap_or_else(|_| {
        rulecheck_cli::internal(
            "rulecheck panicked (above); please report it with the model that triggered it",
        )
    });
    ExitCode::from(code.clamp(0, 255) as u8)
}

#[path = "cli/mod.rs"]
mod rulecheck_cli;
