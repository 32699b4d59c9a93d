//! The Explorer deep link printed by `check` reaches the trace's last state.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Server(Child);

impl Server {
    /// Stops the Explorer as a person does, with Ctrl-C (SIGINT), and returns its exit code; a
    /// server still running after 10 s is killed.
    fn interrupt(&mut self) -> Option<i32> {
        // SAFETY: signalling a child of this process that has not been waited for.
        unsafe { libc::kill(self.0.id() as libc::pid_t, libc::SIGINT) };
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.0.try_wait() {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
        None
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            self.interrupt();
        }
    }
}

fn get(addr: &str, path: &str) -> Option<String> {
    let mut s = TcpStream::connect(addr).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
    write!(s, "GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n").ok()?;
    let mut body = String::new();
    s.read_to_string(&mut body).ok()?;
    body.split_once("\r\n\r\n").map(|(_, b)| b.to_string())
}

#[test]
fn a_printed_deep_link_reaches_the_traces_last_state() {
    let bin = env!("CARGO_BIN_EXE_rulecheck");
    let args = [
        "models/plot/djinn.toml",
        "--set",
        "plot.same-turn-cast=allowed",
    ];
    let out = Command::new(bin).arg("check").args(args).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let link = text
        .lines()
        .find_map(|l| l.split("#/steps/").nth(1))
        .expect("check prints an Explorer link")
        .trim()
        .to_string();
    assert_eq!(link, "0/0/0/1/1");

    let addr = {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().to_string()
    };
    let _server = Server(
        Command::new(bin)
            .arg("explore")
            .args(args)
            .args(["--bind", &addr])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(s) = get(&addr, "/.status") {
            break s;
        }
        assert!(Instant::now() < deadline, "the Explorer did not start");
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(status.contains("plot.not-cast-same-turn"), "{status}");

    // The Explorer lists the steps out of the state at a path; the link's last index is the
    // step to take from its parent.
    let (parent, last) = link.rsplit_once('/').unwrap();
    let body = get(&addr, &format!("/.states/{parent}")).expect("states");
    let steps: serde_json::Value = serde_json::from_str(&body).unwrap();
    let step = &steps[last.parse::<usize>().unwrap()];
    let outcome = step["outcome"].as_str().unwrap();
    assert!(
        outcome.starts_with("T1 main 1 — Alice casts Djinn of Fool's Fall from exile (plot)"),
        "{outcome}"
    );
    assert!(
        outcome.contains("stack (top first): Djinn of Fool's Fall"),
        "{outcome}"
    );
    // The picture's first line names the property the trace is for, and its verdict, before
    // any search has run.
    let svg = step["svg"].as_str().unwrap();
    let first = texts(svg, "verdict-text");
    assert_eq!(
        first,
        ["plot.not-cast-same-turn (always): violated in this state"],
        "{svg}"
    );
    assert_eq!(texts(svg, "stack-name"), ["Djinn of Fool's Fall"]);
}

/// The texts of class `class` in an SVG picture, unescaped, in order.
fn texts(svg: &str, class: &str) -> Vec<String> {
    svg.split(&format!("<text class='{class}'"))
        .skip(1)
        .map(|t| {
            let inner = t
                .split_once('>')
                .unwrap()
                .1
                .split("</text>")
                .next()
                .unwrap();
            inner
                .replace("&apos;", "'")
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&")
        })
        .collect()
}

/// A card box's rectangle: (x, y, width, height).
fn card_rects(svg: &str) -> Vec<[u32; 4]> {
    svg.split("<rect class='card-box'")
        .skip(1)
        .map(|r| {
            let attr = |name: &str| -> u32 {
                r.split(&format!(" {name}='"))
                    .nth(1)
                    .and_then(|v| v.split('\'').next())
                    .and_then(|v| v.parse().ok())
                    .unwrap_or_else(|| panic!("no {name} in {r}"))
            };
            [attr("x"), attr("y"), attr("width"), attr("height")]
        })
        .collect()
}

/// The states the picture is checked on (tests/explorer-states.tsv): name, deep-link path,
/// what it shows, and `explore`'s arguments.
fn listed_states() -> Vec<(String, String, String, Vec<String>)> {
    let text = std::fs::read_to_string(path_in_repo("tests/explorer-states.tsv")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let mut args: Vec<String> = vec![path_in_repo(cols[3])];
            args.extend(cols[4..].iter().map(|a| a.to_string()));
            (cols[0].into(), cols[1].into(), cols[2].into(), args)
        })
        .collect()
}

/// The step the Explorer shows at `path`: one of the steps out of its parent.
fn step_at(addr: &str, path: &str) -> serde_json::Value {
    let (parent, last) = path.rsplit_once('/').unwrap();
    let body = get(addr, &format!("/.states/{parent}")).expect("states");
    let steps: serde_json::Value = serde_json::from_str(&body).unwrap();
    steps[last.parse::<usize>().unwrap()].clone()
}

/// The cards a person sees on the board, by name: those in the text board's hand, battlefield,
/// graveyard and exile lines (the first lines of "Complete State?").
fn visible_cards(state: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in state.lines() {
        let Some((zone, list)) = line.trim_start().split_once(": ") else {
            continue;
        };
        if !line.starts_with("  ") || !["hand", "battlefield", "graveyard", "exile"].contains(&zone)
        {
            continue;
        }
        // Split at ", " outside the marks' parentheses.
        let (mut depth, mut start) = (0, 0);
        let bytes = list.as_bytes();
        for i in 0..=bytes.len() {
            let end = i == bytes.len();
            if !end && bytes[i] == b'(' {
                depth += 1;
            } else if !end && bytes[i] == b')' {
                depth -= 1;
            }
            if end || (depth == 0 && list[i..].starts_with(", ")) {
                let card = &list[start..i];
                out.push(card.split(" (").next().unwrap().to_string());
                start = i + 2;
            }
        }
    }
    out
}

#[test]
fn the_picture_has_a_box_per_visible_card_named_in_its_own_text_and_none_overlap() {
    for (name, path, what, args) in listed_states() {
        let dir = tempfile::tempdir().unwrap();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (_server, addr) = explorer_on_any_port(&args, dir.path());
        let step = step_at(&addr, &path);
        let svg = step["svg"].as_str().unwrap();
        let state = step["state"].as_str().unwrap();
        let mut expected = visible_cards(state);
        let mut named = texts(svg, "card-name");
        expected.sort();
        named.sort();
        assert!(!expected.is_empty(), "{name}: {state}");
        assert_eq!(named, expected, "{name} ({what}): {state}");
        assert_eq!(
            svg.matches("<g class='card'").count(),
            expected.len(),
            "{name}"
        );
        let rects = card_rects(svg);
        assert_eq!(rects.len(), expected.len());
        for (i, a) in rects.iter().enumerate() {
            for b in &rects[i + 1..] {
                let apart = a[0] + a[2] <= b[0]
                    || b[0] + b[2] <= a[0]
                    || a[1] + a[3] <= b[1]
                    || b[1] + b[3] <= a[1];
                assert!(apart, "{name}: card boxes {a:?} and {b:?} overlap");
            }
        }
        match name.as_str() {
            "plotted" => {
                assert!(
                    texts(svg, "card-mark").contains(&"plotted T1".to_string()),
                    "{svg}"
                )
            }
            "stack" => {
                assert_eq!(
                    texts(svg, "stack-name"),
                    ["Counterspell", "Djinn of Fool's Fall"],
                    "top first"
                );
                assert!(texts(svg, "stack-line").contains(&"→ Djinn of Fool's Fall".to_string()));
                assert!(
                    texts(svg, "player-counts")[1].contains("hand 0 (was 1)"),
                    "{svg}"
                );
                // What the move changed is marked: Counterspell is new on the stack, Bob's two
                // Islands are now tapped.
                let mut marks = texts(svg, "change-text");
                marks.sort();
                assert_eq!(marks, ["changed", "changed", "new"], "{svg}");
            }
            "planechase" => {
                assert_eq!(texts(svg, "plane-name"), ["The Eon Fog"]);
                let lines = texts(svg, "command-line");
                assert!(
                    lines.contains(&"planar controller: Alice".to_string()),
                    "{lines:?}"
                );
                assert!(lines.contains(&"  Alice: 1".to_string()), "{lines:?}");
            }
            other => panic!("a state the test does not know: {other}"),
        }
        // Every colour is the picture's own, on its own opaque paper: the page's style, light
        // or dark, changes nothing.
        let tag = |t: &str| t.split('>').next().unwrap().to_string();
        let paper = svg.split("<rect class='paper'").nth(1).map(tag);
        assert!(paper.is_some_and(|p| p.contains(" fill='#")), "{svg}");
        let text_tags: Vec<String> = svg.split("<text ").skip(1).map(tag).collect();
        assert!(
            text_tags.iter().all(|t| t.contains(" fill='#")),
            "{name}: a text without its own fill"
        );
        // The player who must act is marked.
        assert_eq!(svg.matches("class='actor-badge'").count(), 1, "{name}");
    }
}

#[test]
fn complete_state_is_a_board_with_card_names_and_the_status_names_the_model() {
    let dir = tempfile::tempdir().unwrap();
    let model = path_in_repo("models/plot/counterspell.toml");
    let (_server, addr) = explorer_on_any_port(&[model.as_str()], dir.path());
    let step = step_at(&addr, "0/0/0/1/0/1");
    let state = step["state"].as_str().unwrap();
    assert!(
        state.starts_with("Turn 1 (Alice's turn), main 1: Bob has priority\n"),
        "{state}"
    );
    assert!(
        state.contains("Alice's library (top first): Island\n"),
        "{state}"
    );
    assert!(
        state.contains(
            "stack (top first): Counterspell targeting Djinn of Fool's Fall; Djinn of Fool's Fall"
        ),
        "{state}"
    );
    assert!(
        state.contains("Djinn of Fool's Fall: cast on turn 1 from exile (plot)\n"),
        "{state}"
    );
    assert!(
        !state.contains("objs") && !state.contains("CardId"),
        "{state}"
    );
    // Two states that differ print differently (the Explorer compares them by this text).
    let before = step_at(&addr, "0/0/0/1/0");
    assert_ne!(before["state"], step["state"]);
    // The moves name who makes them, with the turn and step.
    assert_eq!(
        step["action"],
        "T1 main 1 — Bob casts Counterspell, targeting Djinn of Fool's Fall, paying {U}{U} (tapping Island, Island)"
    );
    // The status names the model by its file and name (stateright's by the Rust type).
    let js = get(&addr, "/app.js").unwrap();
    let first = js.lines().next().unwrap();
    let expected = format!(
        "const RULECHECK = {{model: {}}};",
        serde_json::to_string(&format!(
            "{model} (Bob holds Counterspell for the plotted Djinn), edition 2026-01-16"
        ))
        .unwrap()
    );
    assert_eq!(first, expected);
    assert!(js.contains("status.model = RULECHECK.model;"));
}

#[test]
fn ctrl_c_stops_the_explorer_and_leaves_no_directory_behind() {
    let dir = tempfile::tempdir().unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let model = path_in_repo("models/plot/djinn.toml");
    let mut child = Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .args(["explore", model.as_str(), "--bind", "127.0.0.1:0"])
        .current_dir(dir.path())
        .env("TMPDIR", tmp.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    use std::io::BufRead;
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let mut server = Server(child);
    let made: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
    assert_eq!(made.len(), 1, "its private directory, while it serves");
    assert_eq!(server.interrupt(), Some(130));
    let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
    assert!(left.is_empty(), "{left:?}");
}

/// An Explorer started on any free port in `cwd`, and the address it says it serves on.
fn explorer_on_any_port(args: &[&str], cwd: &std::path::Path) -> (Server, String) {
    explorer_at("127.0.0.1:0", args, cwd)
}

/// An Explorer started on `--bind bind` in `cwd`, and the address it says it serves on.
fn explorer_at(bind: &str, args: &[&str], cwd: &std::path::Path) -> (Server, String) {
    use std::io::BufRead;
    let root = env!("CARGO_MANIFEST_DIR");
    let mut child = Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .arg("explore")
        .args(args)
        .args(["--bind", bind])
        .current_dir(cwd)
        .env("RUST_BACKTRACE", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let server = Server(child);
    let addr = first
        .split("http://")
        .nth(1)
        .and_then(|a| a.split('/').next())
        .unwrap_or_else(|| panic!("no address in {first:?} (root {root})"))
        .to_string();
    assert!(!addr.ends_with(":0"), "the real port, not 0: {first}");
    let deadline = Instant::now() + Duration::from_secs(30);
    while get(&addr, "/.status").is_none() {
        assert!(Instant::now() < deadline, "the Explorer did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
    (server, addr)
}

fn path_in_repo(p: &str) -> String {
    format!("{}/{p}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_explorer_serves_its_own_ui_never_files_planted_in_the_working_directory() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("ui")).unwrap();
    for f in ["app.js", "index.htm", "app.css", "knockout-3.5.0.js"] {
        std::fs::write(dir.path().join("ui").join(f), "PLANTED-MARKER").unwrap();
    }
    let (model, props) = (
        path_in_repo("models/plot/djinn.toml"),
        path_in_repo("properties"),
    );
    let (_server, addr) = explorer_on_any_port(
        &[model.as_str(), "--properties", props.as_str()],
        dir.path(),
    );
    for path in ["/", "/app.js", "/app.css", "/knockout-3.5.0.js"] {
        let body = get(&addr, path).unwrap();
        assert!(!body.is_empty(), "{path} is served");
        assert!(
            !body.contains("PLANTED-MARKER"),
            "{path} is the planted file"
        );
    }
    assert!(get(&addr, "/").unwrap().contains("app.js"));
}

#[test]
fn the_explorer_shows_every_property_not_only_the_first_32() {
    let dir = tempfile::tempdir().unwrap();
    let props: String = (0..40)
        .map(|i| {
            format!("[[property]]\nid = \"many.p{i}\"\nkind = \"always\"\nexpr = \"turn >= 1\"\n\n")
        })
        .collect();
    std::fs::write(dir.path().join("many.toml"), props).unwrap();
    let model = path_in_repo("models/plot/djinn.toml");
    let (_server, addr) = explorer_on_any_port(
        &[model.as_str(), "--properties", dir.path().to_str().unwrap()],
        dir.path(),
    );
    let status: serde_json::Value = serde_json::from_str(&get(&addr, "/.status").unwrap()).unwrap();
    let names: Vec<&str> = status["properties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p[1].as_str().unwrap())
        .collect();
    for i in 0..40 {
        assert!(
            names.contains(&format!("many.p{i}").as_str()),
            "many.p{i} in {names:?}"
        );
    }
}

#[test]
fn a_reset_connection_is_one_line_not_a_backtrace() {
    use std::os::fd::AsRawFd;
    let dir = tempfile::tempdir().unwrap();
    let (model, props) = (
        path_in_repo("models/plot/djinn.toml"),
        path_in_repo("properties"),
    );
    let (mut server, addr) = explorer_on_any_port(
        &[model.as_str(), "--properties", props.as_str()],
        dir.path(),
    );
    for _ in 0..30 {
        let mut s = TcpStream::connect(&addr).unwrap();
        let _ = write!(s, "GET /.status HTTP/1.1\r\nHost: {addr}\r\n\r\n");
        let linger = libc::linger {
            l_onoff: 1,
            l_linger: 0,
        };
        // SAFETY: a valid socket and a `linger` of the size passed; closing it then sends a reset.
        let rc = unsafe {
            libc::setsockopt(
                s.as_raw_fd(),
                libc::SOL_SOCKET,
                libc::SO_LINGER,
                (&linger as *const libc::linger).cast(),
                std::mem::size_of::<libc::linger>() as libc::socklen_t,
            )
        };
        assert_eq!(rc, 0);
        drop(s);
    }
    std::thread::sleep(Duration::from_millis(500));
    assert!(get(&addr, "/.status").is_some(), "the server goes on");
    server.interrupt();
    let mut err = String::new();
    server
        .0
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
    for line in err.lines() {
        assert!(
            line.starts_with("explore: dropped a connection that failed: "),
            "{err}"
        );
    }
}

#[test]
fn explore_accepts_localhost_and_suggests_a_free_port_when_busy() {
    let dir = tempfile::tempdir().unwrap();
    let (model, props) = (
        path_in_repo("models/plot/djinn.toml"),
        path_in_repo("properties"),
    );
    let (_server, addr) = explorer_at(
        "localhost:0",
        &[model.as_str(), "--properties", props.as_str()],
        dir.path(),
    );
    let ip: std::net::SocketAddr = addr.parse().unwrap();
    assert!(ip.ip().is_loopback(), "{addr}");

    let busy = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = busy.local_addr().unwrap().port();
    let out = Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .args(["explore", "models/plot/djinn.toml", "--bind"])
        .arg(format!("127.0.0.1:{port}"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    let hint = err
        .split("try --bind ")
        .nth(1)
        .unwrap_or_else(|| panic!("a hint: {err}"))
        .trim_end()
        .trim_end_matches(')');
    assert!(!hint.ends_with(&format!(":{port}")), "{err}");
    drop(busy);
    let free: std::net::SocketAddr = hint.parse().unwrap();
    assert!(
        TcpListener::bind(free).is_ok(),
        "the suggested {free} is free"
    );
}

#[test]
fn a_lassos_deep_link_opens_inside_its_loop() {
    let args = [
        "models/suspend/drake-banish-loop.toml",
        "--set",
        "suspend.last-counter=must-play",
    ];
    let out = Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .arg("check")
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let link = text
        .lines()
        .find_map(|l| l.split("#/steps/").nth(1))
        .expect("check prints an Explorer link")
        .trim()
        .to_string();
    let dir = tempfile::tempdir().unwrap();
    let (model, props) = (path_in_repo(args[0]), path_in_repo("properties"));
    let (_server, addr) = explorer_on_any_port(
        &[
            model.as_str(),
            args[1],
            args[2],
            "--properties",
            props.as_str(),
        ],
        dir.path(),
    );
    // The state at the link is the loop's: its one move is the loop's first.
    let steps: serde_json::Value =
        serde_json::from_str(&get(&addr, &format!("/.states/{link}")).unwrap()).unwrap();
    let moves: Vec<&str> = steps
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["action"].as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 1, "{link}: {moves:?}");
    assert!(
        moves[0].contains("must play Blade Banish"),
        "{link}: {moves:?}"
    );
    // Its picture says which property the loop violates.
    let svg = step_at(&addr, &link)["svg"].as_str().unwrap().to_string();
    assert_eq!(
        texts(&svg, "verdict-text"),
        ["core.terminates (terminates): violated: from here the game loops forever with no choice"]
    );
}

/// A state with more moves than the Explorer's bound: its page answers at once, saying so,
/// instead of hanging the Explorer's only request thread.
#[test]
fn a_state_with_too_many_moves_answers_with_a_message() {
    let (model, props) = (
        path_in_repo("models/core/bench/six-kinds.toml"),
        path_in_repo("properties"),
    );
    let dir = tempfile::tempdir().unwrap();
    let (_server, addr) = explorer_on_any_port(
        &[model.as_str(), "--properties", props.as_str()],
        dir.path(),
    );
    // Pass priority up to the declaration of attackers, then attack with all six: Bob then
    // has 7^6 ways to block.
    let mut path = "0".to_string();
    for _ in 0..30 {
        let body = get(&addr, &format!("/.states/{path}")).expect("the page answers");
        let steps: serde_json::Value = serde_json::from_str(&body).unwrap();
        let steps = steps.as_array().unwrap();
        let cut = steps.iter().position(|s| {
            s["svg"]
                .as_str()
                .is_some_and(|svg| svg.contains("more than 1000 moves from this state"))
        });
        if let Some(i) = cut {
            let body = get(&addr, &format!("/.states/{path}/{i}")).expect("the page answers");
            assert_eq!(body.trim(), "[]");
            return;
        }
        let full_attack = steps.iter().position(|s| {
            s["action"]
                .as_str()
                .is_some_and(|a| a.contains(" attacks Bob with ") && a.matches(", ").count() == 5)
        });
        path.push_str(&format!("/{}", full_attack.unwrap_or(0)));
    }
    panic!("no full attack offered along {path}");
}

/// Names are text, never markup: a player named like an HTML tag is drawn as those characters,
/// and the model's name is a JSON string in the script (the page shows it as text).
#[test]
fn names_in_the_picture_and_the_status_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("markup.toml");
    std::fs::write(
        &model,
        "name = \"</script><b>markup</b> & 'quotes'\"\nturns = 1\n\n\
         [[player]]\nname = \"<b>Eve</b>\"\nbattlefield = [\"Island\"]\nlibrary = [\"Island\"]\n\n\
         [[player]]\nname = \"Bob & 'Co'\"\nlibrary = [\"Island\"]\n",
    )
    .unwrap();
    let (_server, addr) = explorer_on_any_port(&[model.to_str().unwrap()], dir.path());
    let steps: serde_json::Value = serde_json::from_str(&get(&addr, "/.states").unwrap()).unwrap();
    let svg = steps[0]["svg"].as_str().unwrap();
    assert!(!svg.contains("<b>"), "{svg}");
    assert_eq!(texts(svg, "player-name"), ["<b>Eve</b>", "Bob & 'Co'"]);
    assert!(svg.contains("&lt;b&gt;Eve&lt;/b&gt;"), "{svg}");
    let js = get(&addr, "/app.js").unwrap();
    let first = js.lines().next().unwrap();
    let name: String = serde_json::from_str(
        first
            .strip_prefix("const RULECHECK = {model: ")
            .and_then(|r| r.strip_suffix("};"))
            .unwrap(),
    )
    .unwrap();
    assert!(
        name.ends_with("(</script><b>markup</b> & 'quotes'), edition 2026-01-16"),
        "{name}"
    );
}
