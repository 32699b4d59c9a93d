//! `rulecheck explore MODEL`: serve stateright's Explorer for one model, on loopback by default.

use std::net::{SocketAddr, TcpListener, ToSocketAddrs};
use std::path::Path;
use std::sync::Arc;

use rulecheck::checker::explorer::ExplorerModel;
use rulecheck::checker::{RuleModel, MAX_PROPERTIES};
use rulecheck::engine::{edition, Rules};
use rulecheck::model;
use rulecheck::property;
use rulecheck::report::exit;
use stateright::Model;

use super::{fail, fail_in_file};

/// At most this many moves per state in the Explorer. A page lists each move out of a state
/// and, for each, replays the path from the start (stateright's Explorer), so its cost grows
/// with the square of the moves: a state with more says so on its board and lists none,
/// rather than hang the Explorer's only request thread.
const EXPLORER_MAX_MOVES: usize = 1_000;

/// What `explore` serves: the model, its rules and properties, and how actions are offered.
pub struct ExploreArgs<'a> {
    pub model: &'a Path,
    pub edition: Option<&'a str>,
    pub sets: &'a [String],
    pub bind: &'a str,
    pub shared: &'a super::shared::SharedArgs,
    pub symmetry: bool,
}

pub fn run(args: &ExploreArgs) -> i32 {
    let scenario = match model::load(args.model) {
        Ok(s) => Arc::new(s),
        Err(e) => return fail_in_file(&e),
    };
    let ed = match edition::edition(args.edition.unwrap_or(&scenario.edition)) {
        Ok(e) => e,
        Err(e) => return fail(exit::MODEL_ERROR, &format!("error: {e}")),
    };
    let mut rules = Rules::of(ed.name).expect("a known edition");
    for s in args.sets {
        if let Err(e) = rules.set(s) {
            return fail(exit::MODEL_ERROR, &format!("error: --set: {e}"));
        }
    }
    let mut props: Vec<Arc<property::PropertyDef>> = match args.shared.load() {
        Ok(p) => p,
        Err(code) => return code,
    };
    if let Err(code) = super::check::no_id_of_a_shared_property(&props, &scenario) {
        return code;
    }
    props.extend(scenario.properties.iter().cloned().map(Arc::new));
    // As in `check`: a property about something the model cannot have is not searched.
    props.retain(|p| rulecheck::checker::not_applicable_because(p, &scenario).is_none());
    if props.len() > MAX_PROPERTIES {
        return fail(
            exit::PROPERTY_ERROR,
            &format!(
                "error: the Explorer shows at most {MAX_PROPERTIES} properties; {} are checked on {} (`check` runs them all)",
                props.len(),
                scenario.path.display()
            ),
        );
    }
    let addr = match listen_address(args.bind) {
        Ok(a) => a,
        Err(message) => return fail(exit::USAGE, &message),
    };
    let title = model_title(&scenario, ed.name, args.sets);
    if let Err(e) = serve_from_a_private_directory(&title) {
        return fail(
            exit::USAGE,
            &format!("error: cannot make a private directory to serve the Explorer from: {e}"),
        );
    }
    outln!(
        "Explorer for {} ({}) at http://{addr}/",
        scenario.path.display(),
        ed.name
    );
    outln!(
        "Open a trace printed by `rulecheck check` at http://{addr}/#/steps/<path>. Ctrl-C stops."
    );
    log_dropped_connections();
    let mut model = RuleModel::new(scenario, rules, props);
    model.symmetry = args.symmetry;
    model.set_max_moves(EXPLORER_MAX_MOVES);
    ExplorerModel::new(model).checker().serve(addr);
    exit::OK
}

/// The address to serve on: `bind` resolved (`localhost:3000` too), the first of its addresses
/// that can be listened on, port 0 replaced by the port the system gives. stateright's server
/// panics when it cannot listen, so this listens first.
fn listen_address(bind: &str) -> Result<SocketAddr, String> {
    let candidates: Vec<SocketAddr> = bind
        .to_socket_addrs()
        .map_err(|_| {
            format!(
                "error: --bind '{bind}' is not an address like 127.0.0.1:3000 or localhost:3000"
            )
        })?
        .collect();
    let mut refused = None;
    for a in candidates {
        match TcpListener::bind(a).and_then(|l| l.local_addr()) {
            Ok(real) => return Ok(real),
            Err(e) => refused = refused.or(Some((a, e))),
        }
    }
    let Some((a, e)) = refused else {
        return Err(format!("error: --bind '{bind}' names no address"));
    };
    let busy = if e.kind() == std::io::ErrorKind::AddrInUse {
        "is another explorer running? "
    } else {
        ""
    };
    Err(match free_port_near(a) {
        Some(free) => format!("error: cannot listen on {a}: {e} ({busy}try --bind {free})"),
        None => format!("error: cannot listen on {a}: {e}"),
    })
}

/// A port on `a`'s address that can be listened on now: the next ones up first, then any.
fn free_port_near(a: SocketAddr) -> Option<SocketAddr> {
    let next = (1..=20).filter_map(|d| a.port().checked_add(d));
    next.chain([0])
        .filter(|&p| p != 0 || a.port() != 0)
        .find_map(|p| {
            TcpListener::bind(SocketAddr::new(a.ip(), p))
                .and_then(|l| l.local_addr())
                .ok()
        })
}

/// The model as the Explorer's status names it: its file, its `name`, the edition and switches.
fn model_title(scenario: &model::Scenario, edition: &str, sets: &[String]) -> String {
    let mut t = format!("{} ({})", scenario.path.display(), scenario.name);
    t.push_str(&format!(", edition {edition}"));
    for s in sets {
        t.push_str(&format!(", {s}"));
    }
    rulecheck::report::escape::one_line(&t).into_owned()
}

/// rulecheck's Explorer script: stateright's, changed to name the model (`title`) and to list
/// the moves before the properties (see the file's head).
fn app_js(title: &str) -> String {
    let name = serde_json::to_string(title).unwrap_or_else(|_| "\"rulecheck\"".into());
    format!(
        "const RULECHECK = {{model: {name}}};\n{}",
        include_str!("explorer_ui/app.js")
    )
}

/// stateright's Explorer serves `ui/index.htm`, `app.js`, `app.css` and `knockout-3.5.0.js`
/// from the working directory, in place of its built-in files, when they exist (its
/// development mode): in a directory someone else controls it would serve their script. It is
/// also the one way to change what its page shows, and its status names the model by its Rust
/// type (`std::any::type_name`), which no model can set. So the Explorer runs in a private
/// directory of its own (mode 0700) that holds rulecheck's `ui/app.js` only (the other files
/// are stateright's built-in ones); Ctrl-C removes it.
fn serve_from_a_private_directory(title: &str) -> std::io::Result<()> {
    let dir = tempfile::Builder::new()
        .prefix("rulecheck-explore-")
        .tempdir()?;
    std::fs::create_dir(dir.path().join("ui"))?;
    std::fs::write(dir.path().join("ui").join("app.js"), app_js(title))?;
    std::env::set_current_dir(dir.path())?;
    let path = dir.keep();
    let _ = ctrlc::set_handler(move || {
        let _ = std::fs::remove_dir_all(&path);
        std::process::exit(130);
    });
    Ok(())
}

/// tiny_http, under stateright's Explorer, panics on a connection's thread when the client has
/// reset the connection before it is read (`peer_addr().unwrap()`); the server goes on. Such a
/// panic is one line on stderr, not a panic message and a backtrace.
fn log_dropped_connections() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if info
            .location()
            .is_some_and(|l| l.file().contains("tiny_http"))
        {
            let why = info.payload_as_str().unwrap_or("a panic in tiny_http");
            let why = why
                .strip_prefix("called `Result::unwrap()` on an `Err` value: ")
                .unwrap_or(why);
            eprintln!("explore: dropped a connection that failed: {why}");
        } else {
            default(info)
        }
    }));
}
