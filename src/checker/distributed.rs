//! One state space searched by a cluster of processes, on timely-dataflow (`check
//! --processes N --process I --hostfile FILE`; one process with several workers without).
//!
//! The shape of timely's `examples/bfs.rs`: each worker owns the states whose fingerprint
//! maps to it (`owner`), keeps for each the fingerprint of its parent (the visited table of
//! `visited.rs`), and the search goes level by level, so traces are the shortest, as in the
//! local breadth-first search (`bfs.rs`). A level is two rounds of messages, each ended by
//! timely's progress tracking (an input's epoch that a probe sees pass):
//!
//! 1. Every worker reports to every worker: how many states it will expand, its counts, the
//!    discoveries it made, and whether a limit stopped it. All then know the same things and
//!    decide alike: stop (a limit: incomplete), end (nothing left, or everything discovered),
//!    or go on.
//! 2. Every worker expands its states (properties first, `search::evaluate`; with folding, each
//!    successor's forced moves are followed, `search::Folding`) and sends each successor to its
//!    owner, which keeps the new ones for the next level (and, with folding, evaluates them as
//!    it stores them, as `bfs.rs` does).
//!
//! A discovery is where it was made: a stored state (its owner's) or a forced state inside a
//! chain (the moves after the stored state whose expansion walked it). The first one per
//! property, by level then worker, is reported. Its trace is rebuilt by asking, a round per
//! step, each fingerprint's owner for its parent, then replaying the model from the initial
//! state (`search::path_of_fingerprints`): every process does it, so every process ends with
//! the same results (process 0 prints them; all exit with the same code).
//!
//! timely has no fault tolerance: a process that dies closes its connections, timely's
//! network threads then fail every worker that talks to it, and the run ends with an error
//! (`Status::failure`), never a hang.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::Path;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use stateright::{Checker, Model, Path as Trace, Property};
use timely::container::CapacityContainerBuilder;
use timely::dataflow::channels::pact::Pipeline;
use timely::dataflow::operators::{Exchange, Input, Operator, Probe};
use timely::dataflow::{InputHandle, ProbeHandle};

use super::run::why_stopped;
use super::search::{discoveries, evaluate, fingerprint, path_of_fingerprints, successors};
use super::search::{Folding, Passed, Place, Tail};
use super::visited::Visited;
use super::{RuleModel, SearchState};
use crate::engine::{Action, Game, ListedMoves};

/// Where the processes of a cluster listen, and which one this is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cluster {
    pub processes: usize,
    pub process: usize,
    /// `host:port` of every process, process 0 first (empty for one process).
    pub addresses: Vec<String>,
}

impl Cluster {
    /// A cluster of `processes` processes listening at the addresses in `hostfile` (one
    /// `host:port` a line, process 0 first; blank lines and `#` comments are skipped).
    pub fn new(
        processes: usize,
        process: usize,
        hostfile: Option<&Path>,
    ) -> Result<Cluster, String> {
        if process >= processes {
            return Err(format!(
                "--process {process}: processes are numbered 0 to {} (--processes {processes})",
                processes.saturating_sub(1)
            ));
        }
        let addresses = match hostfile {
            None if processes == 1 => Vec::new(),
            None => {
                return Err(format!(
                    "--processes {processes} needs --hostfile FILE (one host:port a line)"
                ))
            }
            Some(file) => {
                let text = std::fs::read_to_string(file)
                    .map_err(|e| format!("--hostfile {}: {e}", file.display()))?;
                let lines: Vec<(usize, &str)> = text
                    .lines()
                    .enumerate()
                    .map(|(n, l)| (n + 1, l.split('#').next().unwrap_or("").trim()))
                    .filter(|(_, l)| !l.is_empty())
                    .collect();
                if let Some((n, bad)) = lines.iter().find(|(_, l)| !is_host_port(l)) {
                    return Err(format!(
                        "{}:{n}: '{bad}' is not host:port (for example 127.0.0.1:4100)",
                        file.display()
                    ));
                }
                if lines.len() < processes {
                    return Err(format!(
                        "{}: {} addresses for --processes {processes}",
                        file.display(),
                        lines.len()
                    ));
                }
                lines
                    .iter()
                    .take(processes)
                    .map(|(_, l)| l.to_string())
                    .collect()
            }
        };
        Ok(Cluster {
            processes,
            process,
            addresses,
        })
    }
}

fn is_host_port(s: &str) -> bool {
    s.rsplit_once(':')
        .is_some_and(|(host, port)| !host.is_empty() && port.parse::<u16>().is_ok())
}

/// The worker that owns the state with fingerprint `fp`: bits the visited table uses for
/// neither its shard (the top ones) nor its slot (the low ones), so each worker's table
/// spreads its states as a single table would.
fn owner(fp: u64, peers: usize) -> usize {
    ((fp >> 32) & 0xff_ffff) as usize % peers
}

/// A discovery: property, the level it was made at, the worker, and where (`Tail` as a pair).
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
struct Found {
    property: u32,
    level: u32,
    worker: u32,
    fp: u64,
    tail: Option<(u32, u32)>,
}

impl Found {
    fn tail(&self) -> Option<Tail> {
        self.tail.map(|(index, forced)| Tail { index, forced })
    }
}

/// One worker's account of a level (round 1 above).
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Report {
    worker: u32,
    frontier: u64,
    /// Generated, stored and folded states so far.
    states: u64,
    unique: u64,
    folded: u64,
    /// States the process's limits count (`RuleModel::within_boundary`, folded ones too):
    /// its first worker says for the process, the others 0.
    generated: u64,
    found: Vec<Found>,
    /// Why it stopped, if a limit stopped it.
    stop: Option<String>,
}

/// What workers send one another; `to` is the worker it goes to.
#[derive(Clone, Debug, Serialize, Deserialize)]
enum Msg {
    /// A state for its owner, reached from the stored state with fingerprint `parent`.
    State {
        to: u32,
        fp: u64,
        parent: u64,
        game: Game,
    },
    Report {
        to: u32,
        report: Report,
    },
    /// A stored state's parent (0: an initial state; `None`: not stored), for a trace.
    Parent {
        to: u32,
        fp: u64,
        parent: Option<u64>,
    },
}

impl Msg {
    fn to(&self) -> u64 {
        match self {
            Msg::State { to, .. } | Msg::Report { to, .. } | Msg::Parent { to, .. } => *to as u64,
        }
    }
}

/// The fingerprints from the initial state to a discovery's stored state, and the moves after.
type Chain = (Vec<u64>, Option<Tail>);

/// What a process's workers share with `check`'s polling loop.
#[derive(Default)]
pub struct Status {
    /// The cluster's counts, as of the last level.
    states: AtomicUsize,
    unique: AtomicUsize,
    depth: AtomicUsize,
    done: AtomicBool,
    /// A worker of this process failed (a peer gone, a panic): the others give up too.
    failed: AtomicBool,
    failure: Mutex<Option<String>>,
    /// Why the cluster stopped, when a limit of some process stopped it.
    reason: Mutex<Option<String>>,
    /// Per property: the fingerprints from the initial state to the discovery's stored state,
    /// and the moves after it; `None` when its parents could not all be found.
    traces: Mutex<Vec<(usize, Option<Chain>)>>,
    /// Why `check`'s polling loop stopped this process.
    local: Mutex<Option<String>>,
    /// Workers of this process that have ended.
    ended: AtomicUsize,
}

impl Status {
    /// Why the run failed, if it did.
    pub fn failure(&self) -> Option<String> {
        self.failure
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Why a limit of some process stopped the cluster.
    pub fn reason(&self) -> Option<String> {
        self.reason
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Why `check` stopped this process (`--timeout`, `--max-memory`, Ctrl-C), for the others.
    pub fn stopped_here(&self, why: &str) {
        self.local
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get_or_insert_with(|| why.to_string());
    }

    fn local_reason(&self) -> Option<String> {
        self.local.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    fn fail(&self, why: String) {
        self.failed.store(true, Ordering::SeqCst);
        self.failure
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get_or_insert(why);
    }
}

/// The distributed search, as stateright's `Checker` (`check` runs it as it runs `bfs.rs`).
pub struct Distributed {
    model: Arc<RuleModel>,
    status: Arc<Status>,
    handles: Vec<JoinHandle<()>>,
}

impl Distributed {
    /// Starts this process's `threads` workers (they connect to the other processes first).
    pub fn spawn(model: RuleModel, cluster: &Cluster, threads: usize) -> Distributed {
        let model = Arc::new(model);
        let status = Arc::new(Status::default());
        let threads = threads.max(1);
        let config = timely::Config {
            communication: if cluster.processes <= 1 {
                timely::CommunicationConfig::Process(threads)
            } else {
                timely::CommunicationConfig::Cluster {
                    threads,
                    process: cluster.process,
                    addresses: cluster.addresses.clone(),
                    report: false,
                    zerocopy: false,
                }
            },
            worker: timely::WorkerConfig::default(),
        };
        let handle = {
            let (model, status) = (model.clone(), status.clone());
            std::thread::Builder::new()
                .name("checker-cluster".into())
                .spawn(move || run(model, status, config, threads))
                .expect("a thread for the search")
        };
        Distributed {
            model,
            status,
            handles: vec![handle],
        }
    }

    pub fn status(&self) -> Arc<Status> {
        self.status.clone()
    }
}

/// Runs the workers and waits for them. On a failure the connections are left as they are
/// (closing them waits for peers that may never answer): the process is about to exit.
fn run(model: Arc<RuleModel>, status: Arc<Status>, config: timely::Config, threads: usize) {
    let folding = Arc::new(Folding::default());
    let work = {
        let (model, status) = (model.clone(), status.clone());
        move |worker: &mut timely::worker::Worker| {
            let run =
                std::panic::AssertUnwindSafe(|| work(worker, &model, &folding, &status, threads));
            let ended = std::panic::catch_unwind(run);
            match ended {
                Ok(Ok(())) => {}
                Ok(Err(why)) => status.fail(why),
                Err(panic) => status.fail(failure_text(panic)),
            }
            if status.failed.load(Ordering::SeqCst) {
                model.stop.store(true, Ordering::Relaxed);
            }
            status.ended.fetch_add(1, Ordering::SeqCst);
        }
    };
    let connecting = matches!(
        config.communication,
        timely::CommunicationConfig::Cluster { .. }
    );
    // timely prints its connection attempts on stdout, where the report goes: they go to
    // stderr while the processes connect (`execute` returns once they are).
    let stdout = connecting.then(StdoutToStderr::start);
    let started = timely::execute(config, work);
    drop(stdout);
    match started {
        Err(e) => status.fail(format!("the cluster could not start: {e}")),
        Ok(guards) => {
            while status.ended.load(Ordering::SeqCst) < threads {
                std::thread::sleep(Duration::from_millis(2));
            }
            if status.failed.load(Ordering::SeqCst) {
                std::mem::forget(guards);
            } else {
                drop(guards);
            }
        }
    }
    status.done.store(true, Ordering::Release);
}

/// Standard output sent to standard error, until dropped.
struct StdoutToStderr(libc::c_int);

impl StdoutToStderr {
    fn start() -> StdoutToStderr {
        use std::io::Write;
        let _ = std::io::stdout().flush();
        // SAFETY: plain descriptor calls on the process's own standard streams.
        let saved = unsafe { libc::dup(1) };
        if saved >= 0 {
            unsafe { libc::dup2(2, 1) };
        }
        StdoutToStderr(saved)
    }
}

impl Drop for StdoutToStderr {
    fn drop(&mut self) {
        if self.0 >= 0 {
            // SAFETY: restores the descriptor saved by `start`, then closes the copy.
            unsafe {
                libc::dup2(self.0, 1);
                libc::close(self.0);
            }
        }
    }
}

/// What a worker's panic says to the user.
fn failure_text(panic: Box<dyn std::any::Any + Send>) -> String {
    let text = panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    if text.contains("MergeQueue poisoned") || text.contains("timely communication error") {
        "a process of the cluster is gone (its connection closed): timely has no fault \
         tolerance, so the run is abandoned"
            .to_string()
    } else {
        format!("a worker of the cluster failed: {text}")
    }
}

/// One worker's part of the rounds (see the module's notes).
struct Worker<'a> {
    model: &'a RuleModel,
    properties: Vec<Property<RuleModel>>,
    folding: &'a Folding,
    status: &'a Status,
    me: usize,
    peers: usize,
    /// Workers per process.
    threads: usize,
    visited: Visited<u64>,
    frontier: Vec<(SearchState, u64)>,
    /// The first discovery per property, as every worker knows it after a level's reports.
    first: Vec<Option<Found>>,
    /// Discoveries made here since the last report.
    mine: Vec<Found>,
    level: u32,
    states: u64,
    unique: u64,
    folded: u64,
}

impl Worker<'_> {
    fn discovered(&self, i: usize) -> bool {
        self.first[i].is_some() || self.mine.iter().any(|f| f.property as usize == i)
    }

    /// Evaluates a state's properties that have no discovery yet, recording one at
    /// `(fp, tail)`: true if some property still awaits one.
    fn evaluate(
        &mut self,
        state: (&SearchState, &ListedMoves, Place),
        fp: u64,
        tail: Option<Tail>,
    ) -> bool {
        let mut new = Vec::new();
        let awaiting = evaluate(
            self.model,
            &self.properties,
            state,
            |i| self.discovered(i),
            |i| new.push(i),
        );
        for i in new {
            self.mine.push(Found {
                property: i as u32,
                level: self.level,
                worker: self.me as u32,
                fp,
                tail: tail.map(|t| (t.index, t.forced)),
            });
        }
        awaiting
    }

    /// Stores a state sent to this worker, if it is new.
    fn store(&mut self, game: Game, fp: u64, parent: u64) {
        if !self.visited.insert(fp, parent) {
            return;
        }
        self.unique += 1;
        let state = SearchState::new(game);
        if self.model.fold {
            self.evaluate((&state, &ListedMoves::default(), Place::Whole), fp, None);
        }
        self.frontier.push((state, fp));
    }

    /// Expands this worker's states of the level, sending each successor to its owner.
    fn expand(&mut self, send: &mut impl FnMut(Msg)) {
        let model = self.model;
        let mut actions = Vec::new();
        let mut scratch = Vec::new();
        let mut generated = Vec::new();
        for (state, fp) in std::mem::take(&mut self.frontier) {
            if model.stop.load(Ordering::Relaxed) {
                break;
            }
            let listed = ListedMoves::default();
            if !model.fold && !self.evaluate((&state, &listed, Place::Whole), fp, None) {
                continue;
            }
            successors(model, &state, &mut actions, listed, |index, succ| {
                generated.push((index, succ))
            });
            for (index, succ) in generated.drain(..) {
                self.states += 1;
                let succ_fp = fingerprint(&succ);
                let (succ, succ_fp) = if model.fold {
                    let (me, peers) = (self.me, self.peers);
                    let visited = &self.visited;
                    let is_stored = |f| owner(f, peers) == me && visited.get(f).is_some();
                    let mut passed = Vec::new();
                    let mut folded = 0u64;
                    let landed = self.folding.land(
                        model,
                        (index, succ, succ_fp),
                        is_stored,
                        &mut scratch,
                        |tail, s, how| match how {
                            Passed::Forced(moves) => {
                                folded += 1;
                                if !model.fold_skips_chains {
                                    passed.push((tail, s.clone(), Some(moves.to_vec())));
                                }
                            }
                            Passed::Unsettled => {
                                if !model.fold_skips_chains {
                                    passed.push((tail, s.clone(), None));
                                }
                            }
                        },
                    );
                    self.folded += folded;
                    for (tail, s, moves) in passed {
                        let (listed, place) = match moves {
                            Some(moves) => (ListedMoves::known(moves), Place::InChain),
                            None => (ListedMoves::default(), Place::Whole),
                        };
                        self.evaluate((&s, &listed, place), fp, Some(tail));
                    }
                    match landed {
                        Some(l) => l,
                        None => continue,
                    }
                } else {
                    (succ, succ_fp)
                };
                send(Msg::State {
                    to: owner(succ_fp, self.peers) as u32,
                    fp: succ_fp,
                    parent: fp,
                    game: succ.game,
                });
            }
        }
    }

    fn report(&mut self) -> Report {
        Report {
            worker: self.me as u32,
            frontier: self.frontier.len() as u64,
            states: self.states,
            unique: self.unique,
            folded: self.folded,
            generated: match self.me % self.threads {
                0 => self.model.generated.load(Ordering::Relaxed) as u64,
                _ => 0,
            },
            found: std::mem::take(&mut self.mine),
            stop: self.model.stop.load(Ordering::Relaxed).then(|| {
                self.status
                    .local_reason()
                    .unwrap_or_else(|| why_stopped(self.model))
            }),
        }
    }
}

/// A worker: builds the dataflow (one input, routed to the worker each message names), then
/// goes round by round.
fn work(
    worker: &mut timely::worker::Worker,
    model: &RuleModel,
    folding: &Folding,
    status: &Status,
    threads: usize,
) -> Result<(), String> {
    let (me, peers) = (worker.index(), worker.peers());
    // Messages by the round they were sent in: a worker that is done with a round may send
    // the next one's before this worker has taken its own.
    let inbox: Rc<RefCell<BTreeMap<u64, Vec<Msg>>>> = Rc::default();
    let mut input: InputHandle<u64, CapacityContainerBuilder<Vec<Msg>>> = InputHandle::new();
    let probe = ProbeHandle::new();
    {
        let inbox = inbox.clone();
        worker.dataflow::<u64, _, _>(|scope| {
            scope
                .input_from(&mut input)
                .exchange(|m: &Msg| m.to())
                .unary::<CapacityContainerBuilder<Vec<()>>, _, _, _>(
                    Pipeline,
                    "Inbox",
                    move |_, _| {
                        move |input, _| {
                            input.for_each(|time, data| {
                                let at = time.least().copied().unwrap_or_default();
                                inbox.borrow_mut().entry(at).or_default().append(data);
                            });
                        }
                    },
                )
                .probe_with(&probe);
        });
    }
    // Ends a round: every message sent in it has reached its worker's inbox.
    let round = |worker: &mut timely::worker::Worker,
                 input: &mut InputHandle<u64, CapacityContainerBuilder<Vec<Msg>>>|
     -> Result<Vec<Msg>, String> {
        let next = input.time() + 1;
        input.advance_to(next);
        while probe.less_than(input.time()) {
            if status.failed.load(Ordering::SeqCst) {
                return Err("another worker of this process failed".into());
            }
            worker.step_or_park(Some(Duration::from_millis(1)));
        }
        let mut inbox = inbox.borrow_mut();
        let later = inbox.split_off(&next);
        Ok(std::mem::replace(&mut *inbox, later)
            .into_values()
            .flatten()
            .collect())
    };

    let mut w = Worker {
        model,
        properties: model.properties(),
        folding,
        status,
        me,
        peers,
        threads,
        visited: Visited::default(),
        frontier: Vec::new(),
        first: Vec::new(),
        mine: Vec::new(),
        level: 0,
        states: 0,
        unique: 0,
        folded: 0,
    };
    w.first = vec![None; w.properties.len()];
    for s in model.init_states() {
        let fp = fingerprint(&s);
        if owner(fp, peers) == me && model.within_boundary(&s) {
            w.states += 1;
            w.store(s.game, fp, 0);
        }
    }
    // The first worker of each process speaks for it.
    let leader = me % threads == 0;
    let mut depth = 0;
    loop {
        // Round 1: reports.
        let report = w.report();
        for to in 0..peers {
            input.send(Msg::Report {
                to: to as u32,
                report: report.clone(),
            });
        }
        let mut reports: Vec<Report> = round(worker, &mut input)?
            .into_iter()
            .filter_map(|m| match m {
                Msg::Report { report, .. } => Some(report),
                _ => None,
            })
            .collect();
        reports.sort_by_key(|r| r.worker);
        for f in reports.iter().flat_map(|r| &r.found) {
            let slot = &mut w.first[f.property as usize];
            if slot.is_none_or(|s| (f.level, f.worker) < (s.level, s.worker)) {
                *slot = Some(*f);
            }
        }
        for (i, f) in w.first.iter().enumerate() {
            if f.is_some() && i < model.props.len() {
                // Evaluated no further here (`RuleModel::holds_with`).
                model.found[i].store(true, Ordering::Relaxed);
            }
        }
        let sum = |f: fn(&Report) -> u64| reports.iter().map(f).sum::<u64>() as usize;
        let (states, unique, folded) = (sum(|r| r.states), sum(|r| r.unique), sum(|r| r.folded));
        let frontier = sum(|r| r.frontier);
        let limit = model.max_states.is_some_and(|m| sum(|r| r.generated) > m);
        if leader {
            status.states.store(states, Ordering::Relaxed);
            status.unique.store(unique, Ordering::Relaxed);
            model.folded.store(folded, Ordering::Relaxed);
        }
        let stop = reports.iter().find_map(|r| r.stop.clone());
        if stop.is_some() || limit {
            model.stop.store(true, Ordering::Relaxed);
            if leader {
                let why = match (stop, limit) {
                    (_, true) => format!("--max-states {}", model.max_states.unwrap_or(0)),
                    (Some(why), false) => why,
                    (None, false) => unreachable!(),
                };
                status
                    .reason
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .get_or_insert(why);
            }
            break;
        }
        if frontier == 0 || w.first.iter().all(Option::is_some) {
            break;
        }
        // Round 2: the level's states, expanded; their successors, stored by their owners.
        depth += 1;
        if leader {
            status.depth.store(depth, Ordering::Relaxed);
        }
        w.level += 1;
        w.expand(&mut |m| input.send(m));
        for m in round(worker, &mut input)? {
            if let Msg::State {
                fp, parent, game, ..
            } = m
            {
                w.store(game, fp, parent);
            }
        }
    }

    // The traces: each discovery's parents, one step back a round.
    let mut chains: Vec<(usize, Option<Vec<u64>>)> = w
        .first
        .iter()
        .enumerate()
        .filter_map(|(i, f)| f.map(|f| (i, Some(vec![f.fp]))))
        .collect();
    loop {
        let heads: Vec<u64> = chains
            .iter()
            .filter_map(|(_, c)| c.as_ref().and_then(|c| c.last().copied()))
            .filter(|&fp| fp != 0)
            .collect();
        if heads.is_empty() {
            break;
        }
        for &fp in &heads {
            if owner(fp, peers) == me {
                let parent = w.visited.get(fp);
                for to in 0..peers {
                    input.send(Msg::Parent {
                        to: to as u32,
                        fp,
                        parent,
                    });
                }
            }
        }
        let answers: Vec<(u64, Option<u64>)> = round(worker, &mut input)?
            .into_iter()
            .filter_map(|m| match m {
                Msg::Parent { fp, parent, .. } => Some((fp, parent)),
                _ => None,
            })
            .collect();
        for (_, chain) in chains.iter_mut() {
            let Some(c) = chain else { continue };
            let head = *c.last().unwrap_or(&0);
            if head == 0 {
                continue;
            }
            match answers.iter().find(|(fp, _)| *fp == head) {
                Some((_, Some(parent))) => c.push(*parent),
                _ => *chain = None,
            }
        }
    }
    if leader {
        let traces = chains
            .into_iter()
            .map(|(i, chain)| {
                let tail = w.first[i].and_then(|f| f.tail());
                let chain = chain.map(|mut c| {
                    c.pop(); // the 0 that ends it
                    c.reverse();
                    (c, tail)
                });
                (i, chain)
            })
            .collect();
        *status.traces.lock().unwrap_or_else(|e| e.into_inner()) = traces;
    }
    Ok(())
}

impl Checker<RuleModel> for Distributed {
    fn model(&self) -> &RuleModel {
        &self.model
    }

    fn state_count(&self) -> usize {
        self.status.states.load(Ordering::Relaxed)
    }

    fn unique_state_count(&self) -> usize {
        self.status.unique.load(Ordering::Relaxed)
    }

    fn max_depth(&self) -> usize {
        self.status.depth.load(Ordering::Relaxed)
    }

    fn discoveries(&self) -> std::collections::HashMap<&'static str, Trace<SearchState, Action>> {
        let traces = self.status.traces.lock().unwrap_or_else(|e| e.into_inner());
        let found = traces.iter().map(|(i, chain)| {
            let path = chain
                .as_ref()
                .and_then(|(fps, tail)| path_of_fingerprints(&self.model, fps, *tail));
            (*i, path)
        });
        discoveries(&self.model, found)
    }

    fn handles(&mut self) -> Vec<JoinHandle<()>> {
        std::mem::take(&mut self.handles)
    }

    fn is_done(&self) -> bool {
        self.status.done.load(Ordering::Acquire)
    }
}
