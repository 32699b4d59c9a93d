//! The command line at its edges: huge columns, bad option values, closed or full stdout,
//! errors as JSON, symlink loops. Each is something a user met as a panic or a wrong exit code.

use assert_cmd::Command;
use predicates::str::contains;

fn rulecheck() -> Command {
    Command::cargo_bin("rulecheck").unwrap()
}

#[test]
fn an_error_past_column_65535_is_reported_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let pad = " ".repeat(69_990);
    let model = dir.path().join("wide.toml");
    std::fs::write(
        &model,
        format!("name = \"x\"\nturns = 1\n[[player]]\nname = \"Alice\"\nhand = [{pad}\"Djin of Fool's Fall\"]\n[[player]]\nname = \"Bob\"\n"),
    )
    .unwrap();
    rulecheck()
        .args(["check", model.to_str().unwrap()])
        .assert()
        .code(150)
        .stderr(contains("wide.toml:5:69999: unknown card 'Djin of Fool's Fall'"))
        .stderr(contains("wide.toml:5:69999]"))
        .stderr(contains("did you mean 'Djinn of Fool's Fall'?"));

    std::fs::write(
        dir.path().join("p.toml"),
        format!("[[property]]\nid = \"p\"\nkind = \"always\"\nexpr = '''{pad}all(c in cards: c.plotted_trun > 0)'''\n"),
    )
    .unwrap();
    rulecheck()
        .args(["check", "models/plot/djinn.toml", "--properties"])
        .arg(dir.path())
        .assert()
        .code(151)
        .stderr(contains(
            "p.toml:4:70019: in property 'p': field 'plotted_trun' does not exist on cards",
        ))
        .stderr(contains("did you mean 'plotted_turn'?"));
}

#[test]
fn a_timeout_that_is_not_a_positive_bounded_number_is_a_usage_error() {
    for bad in ["inf", "NaN", "1e20", "18446744073709551615", "0", "-1", "soon"] {
        rulecheck()
            .args(["check", "models/plot/djinn.toml", &format!("--timeout={bad}")])
            .assert()
            .code(2)
            .stderr(contains(format!("invalid value '{bad}' for '--timeout <SECS>'")));
    }
    rulecheck()
        .args(["check", "models/plot/djinn.toml", "--timeout", "1000000"])
        .assert()
        .success();
}
