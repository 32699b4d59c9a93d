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

/// A state with more moves than the Explorer's bound: its page answers at once, saying so,
/// instead of hanging the Explorer's only request thread.
#[test]
fn a_state_with_too_many_moves_answers_with_a_message() {
    let bin = env!("CARGO_BIN_EXE_rulecheck");
    let addr = {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().to_string()
    };
    let _server = Server(
        Command::new(bin)
            .args([
                "explore",
                "models/core/bench/six-kinds.toml",
                "--bind",
                &addr,
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let deadline = Instant::now() + Duration::from_secs(30);
    while get(&addr, "/.status").is_none() {
        assert!(Instant::now() < deadline, "the Explorer did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
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
