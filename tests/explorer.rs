//! The Explorer deep link printed by `check` reaches the trace's last state.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
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
    assert_eq!(link, "0/0/0/0/0/1/1");

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
        outcome.starts_with("Alice casts Djinn of Fool's Fall from exile (plot)"),
        "{outcome}"
    );
    assert!(
        outcome.contains("stack (top first): Djinn of Fool's Fall"),
        "{outcome}"
    );
    assert!(
        step["svg"]
            .as_str()
            .unwrap()
            .contains("Djinn of Fool&apos;s Fall")
            || step["svg"]
                .as_str()
                .unwrap()
                .contains("Djinn of Fool's Fall")
    );
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
    let _ = server.0.kill();
    let _ = server.0.wait();
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
        moves[0].contains("casting Blade Banish"),
        "{link}: {moves:?}"
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
                .is_some_and(|a| a.starts_with("attack") && a.matches(", ").count() == 5)
        });
        path.push_str(&format!("/{}", full_attack.unwrap_or(0)));
    }
    panic!("no full attack offered along {path}");
}
