//! The command line at its edges: huge columns, bad option values, closed or full stdout,
//! errors as JSON, symlink loops. Each is something a user met as a panic or a wrong exit code.

use assert_cmd::Command;
use predicates::prelude::PredicateBooleanExt;
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
        .stderr(contains(
            "wide.toml:5:69999: unknown card 'Djin of Fool's Fall'",
        ))
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
    for bad in [
        "inf",
        "NaN",
        "1e20",
        "18446744073709551615",
        "0",
        "-1",
        "soon",
    ] {
        rulecheck()
            .args([
                "check",
                "models/plot/djinn.toml",
                &format!("--timeout={bad}"),
            ])
            .assert()
            .code(2)
            .stderr(contains(format!(
                "invalid value '{bad}' for '--timeout <SECS>'"
            )));
    }
    rulecheck()
        .args(["check", "models/plot/djinn.toml", "--timeout", "1000000"])
        .assert()
        .success();
}

/// Runs rulecheck with stdout a pipe whose reader is already gone.
fn with_closed_stdout(args: &[&str]) -> std::process::Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    std::process::Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .args(args)
        .stdout(writer)
        .output()
        .unwrap()
}

/// Runs rulecheck with stdout a device that is always full.
fn with_full_stdout(args: &[&str]) -> std::process::Output {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    std::process::Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .args(args)
        .stdout(full)
        .output()
        .unwrap()
}

const VIOLATION: &[&str] = &[
    "check",
    "models/plot/djinn.toml",
    "--set",
    "plot.same-turn-cast=allowed",
];

#[test]
fn a_closed_stdout_ends_quietly_with_the_verdicts_code() {
    // One model cannot kill every mutant: its verdict is 15, and a closed pipe keeps it.
    let mutants = ["mutants", "models/plot/djinn.toml"];
    for (args, code) in [(&["list"][..], 0), (VIOLATION, 12), (&mutants[..], 15)] {
        let out = with_closed_stdout(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
        assert!(!err.contains("panicked") && !err.contains("error"), "{err}");
    }
    let mut json = VIOLATION.to_vec();
    json.extend(["--format", "json"]);
    assert_eq!(with_closed_stdout(&json).status.code(), Some(12));
}

#[test]
fn a_full_stdout_is_one_line_on_stderr_and_the_verdict_still_wins() {
    let out = with_full_stdout(VIOLATION);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(12), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(
        err.matches("error: cannot write to standard output: No space left on device")
            .count(),
        1,
        "{err}"
    );
    // With nothing to report but the output, the output's failure is the exit code.
    let out = with_full_stdout(&["list"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("No space left on device"));
}

/// A report file that cannot be written is found before the search, whatever the search would
/// have found: exit 2 at once, no verdict printed. (A write that fails after the search, a
/// full disk, keeps the verdict's code, as a full standard output does above.)
#[test]
fn an_unwritable_report_file_fails_before_any_verdict() {
    let dir = tempfile::tempdir().unwrap();
    let junit = dir.path().join("missing-dir").join("r.xml");
    for args in [VIOLATION, &["check", "models/plot/djinn.toml"][..]] {
        rulecheck()
            .args(args)
            .arg("--junit")
            .arg(&junit)
            .assert()
            .code(2)
            .stderr(contains("error: cannot write"))
            .stderr(contains("checked before the search"))
            .stdout(contains("djinn").not());
    }
}

#[test]
fn a_symlink_loop_in_a_models_folder_checks_each_model_once() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy("models/plot/djinn.toml", dir.path().join("djinn.toml")).unwrap();
    std::os::unix::fs::symlink(dir.path(), dir.path().join("loop")).unwrap();
    std::os::unix::fs::symlink(dir.path().join("djinn.toml"), dir.path().join("again.toml"))
        .unwrap();
    let out = rulecheck()
        .args(["check", "--format", "json"])
        .arg(dir.path())
        .arg(dir.path().join("djinn.toml"))
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stderr)));
    assert_eq!(report["runs"].as_array().unwrap().len(), 1, "{report}");
}

#[test]
fn the_explore_line_quotes_paths_and_carries_every_option() {
    let dir = tempfile::tempdir().unwrap();
    let models = dir.path().join("my models");
    std::fs::create_dir(&models).unwrap();
    let model = models.join("dj inn.toml");
    std::fs::copy("models/plot/djinn.toml", &model).unwrap();
    let props = dir.path().join("props");
    std::fs::create_dir(&props).unwrap();
    std::fs::copy("properties/plot.toml", props.join("plot.toml")).unwrap();
    let out = rulecheck()
        .arg("check")
        .arg(&model)
        .args([
            "--set",
            "plot.same-turn-cast=allowed",
            "--no-symmetry",
            "--properties",
        ])
        .arg(&props)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(12));
    let text = String::from_utf8_lossy(&out.stdout);
    let want = format!(
        "explore: rulecheck explore '{}' --edition 2026-01-16 --set plot.same-turn-cast=allowed --properties {} --no-symmetry -> http://127.0.0.1:3000/#/steps/",
        model.display(),
        props.display()
    );
    assert!(text.contains(&want), "{want}\n{text}");
}

/// The one JSON object a command printed on stdout.
fn json_out(args: &[&str], code: i32) -> serde_json::Value {
    let out = rulecheck().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(code), "{args:?}");
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{args:?}: {e}: {:?}", String::from_utf8_lossy(&out.stdout)))
}

#[test]
fn format_json_prints_an_error_as_one_json_object() {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("bad.toml");
    std::fs::write(
        &model,
        "name = \"x\"\nturns = 1\n[[player]]\nname = \"Alice\"\nhand = [\"Djin of Fool's Fall\"]\n[[player]]\nname = \"Bob\"\n",
    )
    .unwrap();
    let model = model.to_str().unwrap();
    for args in [
        vec!["check", model, "--format", "json"],
        vec!["mutants", model, "--format", "json"],
        vec!["bench", model, "--format", "json"],
        vec![
            "compare",
            "--from",
            "latest",
            "--to",
            "2023-11-17",
            model,
            "--format",
            "json",
        ],
    ] {
        let v = json_out(&args, 150);
        assert_eq!(v["ok"], false);
        assert_eq!(v["exit_code"], 150);
        let e = &v["error"];
        assert_eq!(e["file"], model);
        assert_eq!(
            (e["line"].as_u64(), e["column"].as_u64()),
            (Some(5), Some(9))
        );
        assert_eq!(e["message"], "unknown card 'Djin of Fool's Fall'");
        assert_eq!(e["hint"], "did you mean 'Djinn of Fool's Fall'?");
    }

    let props = dir.path().join("props");
    std::fs::create_dir(&props).unwrap();
    std::fs::write(
        props.join("p.toml"),
        "[[property]]\nid = \"p\"\nkind = \"always\"\nexpr = '''trun == 1'''\n",
    )
    .unwrap();
    let props = props.to_str().unwrap();
    let v = json_out(
        &[
            "check",
            "models/plot/djinn.toml",
            "--properties",
            props,
            "--format",
            "json",
        ],
        151,
    );
    assert_eq!(
        (v["ok"].as_bool(), v["exit_code"].as_i64()),
        (Some(false), Some(151))
    );
    assert_eq!(v["error"]["line"], 4);
    assert!(v["error"]["message"]
        .as_str()
        .unwrap()
        .contains("unknown name 'trun'"));

    let v = json_out(&["check", "models/nope.toml", "--format", "json"], 150);
    assert_eq!(
        v["error"]["message"],
        "models/nope.toml: no such model file or directory"
    );
    let v = json_out(
        &[
            "check",
            "--set",
            "plot.same-turn=allowed",
            "--format",
            "json",
        ],
        150,
    );
    assert!(v["error"]["message"]
        .as_str()
        .unwrap()
        .contains("unknown rule switch"));
}

#[test]
fn a_card_with_faces_is_found_by_its_full_or_front_face_name() {
    let dir = tempfile::tempdir().unwrap();
    let model = |hand: &str| {
        format!(
            "name = \"names\"\nedition = \"2026-01-16\"\nturns = 1\n[[player]]\nname = \"Alice\"\n\
             hand = [{hand}]\nbattlefield = [\"Forest\", \"Forest\"]\n[[player]]\nname = \"Bob\"\n"
        )
    };
    let ok = dir.path().join("ok.toml");
    std::fs::write(
        &ok,
        model("\"Bramble Familiar\", \"Tangled Florahedron // Tangled Vale\", \"Wear\""),
    )
    .unwrap();
    rulecheck().arg("check").arg(&ok).assert().code(0);
    let typo = dir.path().join("typo.toml");
    std::fs::write(&typo, model("\"Bramble Familar\"")).unwrap();
    rulecheck()
        .arg("check")
        .arg(&typo)
        .assert()
        .code(150)
        .stderr(predicates::str::contains(
            "did you mean 'Bramble Familiar'?",
        ));
}

#[test]
fn a_model_that_does_not_load_still_writes_a_junit_file_that_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("typo.toml");
    std::fs::write(
        &model,
        "name = \"x\"\nturns = 1\n[[player]]\nname = \"Alice\"\nhand = [\"Djin of Fool's Fall\"]\n[[player]]\nname = \"Bob\"\n",
    )
    .unwrap();
    let junit = dir.path().join("r.xml");
    rulecheck()
        .args(["check", model.to_str().unwrap(), "--junit"])
        .arg(&junit)
        .assert()
        .code(150);
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert!(xml.contains("errors=\"1\""), "{xml}");
    assert!(
        xml.contains("typo.toml:5:9: unknown card &apos;Djin of Fool&apos;s Fall&apos;"),
        "{xml}"
    );
    assert!(
        xml.contains("did you mean &apos;Djinn of Fool&apos;s Fall&apos;?"),
        "{xml}"
    );
}

#[test]
fn a_custom_cards_bad_cost_type_or_power_points_at_its_value() {
    let dir = tempfile::tempdir().unwrap();
    let card = |cost: &str, types: &str, power: &str| {
        format!(
            "name = \"t\"\nturns = 1\n\n[[card]]\nname = \"Test Bear\"\ntypes = [{types}]\ncost = \"{cost}\"\npower = {power}\ntoughness = 2\n\n[[player]]\nname = \"Alice\"\nhand = [\"Test Bear\"]\n[[player]]\nname = \"Bob\"\n"
        )
    };
    for (text, at, says) in [
        (
            card("{1}{Q}", "\"Creature\"", "2"),
            ":7:1:",
            "cost: unknown mana symbol {Q}",
        ),
        (
            card("{1}{G}", "\"Creture\"", "2"),
            ":6:11:",
            "unknown card type 'Creture' (did you mean 'creature'?)",
        ),
        (
            card("{1}{G}", "\"Creature\"", "-300"),
            ":8:1:",
            "power must be between -128 and 127",
        ),
    ] {
        let model = dir.path().join("bear.toml");
        std::fs::write(&model, text).unwrap();
        rulecheck()
            .args(["check", model.to_str().unwrap()])
            .assert()
            .code(150)
            .stderr(contains(format!(
                "bear.toml{at} custom card 'Test Bear': {says}"
            )));
    }
}

#[test]
fn choosing_tells_a_state_mid_choice_from_one_where_someone_holds_priority() {
    // Two Jhoiras on the battlefield while Alice chooses which to keep (CR 704.5j): an
    // invariant about the board is violated there unless it allows `choosing`.
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("legend.toml");
    std::fs::write(
        &model,
        r#"name = "legend rule mid-choice"
turns = 1

[[player]]
name = "Alice"
battlefield = ["Jhoira of the Ghitu", "Island", "Mountain", "Island"]
hand = ["Jhoira of the Ghitu"]
library = ["Island"]

[[player]]
name = "Bob"
library = ["Island"]

[expect]
"one-jhoira" = "violated"

[[property]]
id = "one-jhoira"
kind = "always"
expr = '''count(c in cards where c.name == "Jhoira of the Ghitu" and c.zone == "battlefield") <= 1'''

[[property]]
id = "one-jhoira-unless-choosing"
kind = "always"
expr = '''choosing or count(c in cards where c.name == "Jhoira of the Ghitu" and c.zone == "battlefield") <= 1'''
"#,
    )
    .unwrap();
    rulecheck()
        .args(["check", model.to_str().unwrap(), "--no-shared", "--verbose"])
        .assert()
        .success()
        .stdout(contains("holds (within 1 turn)"))
        .stdout(contains("2 as expected"));
}
