//! Depth-first search that carries no path per state.
//!
//! stateright 0.31's `DfsChecker` queues every generated state with its whole action-index
//! path, copied for each successor, and keeps its visited fingerprints in a `DashSet`, where a
//! lookup touches two cache lines. This search explores in the same order (a stack of
//! generated states; a state's successors are pushed in action order and the last is taken
//! first), but a queued state carries only its depth and the index of the action that led to
//! it. The stack is last in, first out, so when a state is taken, the thread's current path
//! cut to the state's depth minus one is still its parent's path: the state's own path is that
//! and its index. Only states handed to another thread carry their whole path. Visited
//! fingerprints live in `visited.rs`'s table.
//!
//! Threads share work as stateright's do: a thread that has queued states while another waits
//! for work hands over the older half of its stack (the shallowest states: the largest
//! subtrees). The search ends when every thread waits and nothing is on offer.
//!
//! It implements stateright's `Checker` for `RuleModel` (see `search.rs` for what it shares
//! with the BFS); the Explorer remains stateright's.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::thread::JoinHandle;

use stateright::{Checker, Model, Path, Property};

use super::search::{
    discoveries, evaluate, fingerprint, path_of_indices, successors, Folding, Passed, Place, Tail,
    Tally,
};
use super::visited::Visited;
use super::{RuleModel, SearchState};
use crate::engine::{Action, ListedMoves};

pub struct Dfs {
    model: Arc<RuleModel>,
    shared: Arc<Shared>,
    handles: Vec<JoinHandle<()>>,
}

/// What the threads of one search share (and `check`'s polling loop reads).
struct Shared {
    visited: Visited<()>,
    tally: Tally,
    /// Per property: the action indices from the initial state to its first discovery (with
    /// folding, to the last stored state before it, and the moves after it when it lies
    /// inside a folded chain).
    discovered: Vec<OnceLock<(Vec<u32>, Option<Tail>)>>,
    folding: Folding,
    /// How many properties have a discovery.
    found: AtomicUsize,
    market: Market,
    /// Threads that have not yet ended.
    running: AtomicUsize,
}

/// A generated state waiting to be expanded.
struct Job {
    state: SearchState,
    /// Actions from the initial state to it.
    depth: u32,
    /// The index of the action that led to it from its parent.
    index: u32,
    /// Its whole path: for initial states and for states handed to another thread.
    path: Option<Box<[u32]>>,
    /// Its moves, when folding listed them already (to see that it is not forced).
    moves: Option<Vec<Action>>,
}

/// How many states a thread expands between updates of the shared counters.
const FLUSH_EVERY: usize = 1024;

impl Dfs {
    pub fn spawn(model: RuleModel, threads: usize) -> Dfs {
        let model = Arc::new(model);
        let threads = threads.max(1);
        let shared = Arc::new(Shared {
            visited: Visited::default(),
            tally: Tally::default(),
            discovered: (0..model.properties().len())
                .map(|_| OnceLock::new())
                .collect(),
            found: AtomicUsize::new(0),
            folding: Folding::default(),
            market: Market::new(threads),
            running: AtomicUsize::new(threads),
        });
        let mut first = Vec::new();
        for state in model.init_states() {
            if !model.within_boundary(&state) {
                continue;
            }
            let new = shared.visited.insert(fingerprint(&state), ());
            shared.tally.add(1, new as usize);
            if new {
                first.push(Job {
                    state,
                    depth: 0,
                    index: 0,
                    path: Some(Box::new([])),
                    moves: None,
                });
            }
        }
        shared.market.give(first);
        let handles = (0..threads)
            .map(|t| {
                let (model, shared) = (model.clone(), shared.clone());
                std::thread::Builder::new()
                    .name(format!("checker-dfs-{t}"))
                    .spawn(move || {
                        let run = std::panic::AssertUnwindSafe(|| work(&model, &shared));
                        let ended = std::panic::catch_unwind(run);
                        // A thread that ends, by a panic too, must not leave the others
                        // waiting for work it will never hand over.
                        if ended.is_err() {
                            shared.market.close();
                        }
                        shared.running.fetch_sub(1, Ordering::Release);
                        if let Err(payload) = ended {
                            std::panic::resume_unwind(payload);
                        }
                    })
                    .expect("a thread for the search")
            })
            .collect();
        Dfs {
            model,
            shared,
            handles,
        }
    }
}

/// One thread's share of the counters, added to the shared ones now and then.
#[derive(Default)]
struct Counts {
    states: usize,
    unique: usize,
    folded: usize,
    depth: usize,
}

impl Counts {
    fn flush(&mut self, model: &RuleModel, shared: &Shared) {
        shared.tally.add(self.states, self.unique);
        model.folded.fetch_add(self.folded, Ordering::Relaxed);
        shared.tally.reach(self.depth);
        *self = Counts {
            depth: self.depth,
            ..Counts::default()
        };
    }
}

/// One thread of the search: takes work from the market until there is none.
fn work(model: &RuleModel, shared: &Shared) {
    let properties = model.properties();
    let mut counts = Counts::default();
    let mut path: Vec<u32> = Vec::new();
    let mut actions = (Vec::new(), Vec::new());
    let mut expanded = 0usize;
    while let Some(mut pending) = shared.market.take() {
        while let Some(job) = pending.pop() {
            if model.stop.load(Ordering::Relaxed)
                || shared.found.load(Ordering::Relaxed) == properties.len()
            {
                // A limit was reached (the run is then reported incomplete), or there is
                // nothing left to discover.
                shared.market.close();
                break;
            }
            match &job.path {
                Some(whole) => {
                    path.clear();
                    path.extend_from_slice(whole);
                }
                None => {
                    path.truncate(job.depth as usize - 1);
                    path.push(job.index);
                }
            }
            counts.depth = counts.depth.max(path.len() + 1);
            expand(
                model,
                &properties,
                shared,
                (&job.state, &path, job.moves),
                &mut actions,
                &mut counts,
                &mut pending,
            );
            expanded += 1;
            if expanded.is_multiple_of(FLUSH_EVERY) {
                counts.flush(model, shared);
            }
            if pending.len() > 1 && shared.market.hungry() {
                shared.market.give(older_half(&mut pending, &path));
            }
        }
    }
    counts.flush(model, shared);
}

/// Evaluates a state's properties, then pushes its new successors onto `pending`: with
/// folding, each successor not yet stored is followed through its forced moves first
/// (`Folding::land`), each state passed through evaluated. `actions` is scratch space for
/// the state's moves and for a chain's.
fn expand(
    model: &RuleModel,
    properties: &[Property<RuleModel>],
    shared: &Shared,
    (state, path, moves): (&SearchState, &[u32], Option<Vec<Action>>),
    (actions, scratch): &mut (Vec<Action>, Vec<Action>),
    counts: &mut Counts,
    pending: &mut Vec<Job>,
) {
    let discovered = |i: usize| shared.discovered[i].get().is_some();
    let discover_at = |i: usize, tail: Option<Tail>| {
        if shared.discovered[i].set((path.to_vec(), tail)).is_ok() {
            shared.found.fetch_add(1, Ordering::Relaxed);
        }
    };
    let listed = moves.map_or_else(ListedMoves::default, ListedMoves::known);
    if !evaluate(
        model,
        properties,
        (state, &listed, Place::Whole),
        discovered,
        |i| discover_at(i, None),
    ) {
        return;
    }
    let depth = path.len() as u32 + 1;
    successors(model, state, actions, listed, |index, succ| {
        counts.states += 1;
        let fp = fingerprint(&succ);
        let (succ, fp, moves) = if model.fold {
            let is_stored = |fp| shared.visited.get(fp).is_some();
            let folded = &mut counts.folded;
            let passing = |tail, s: &SearchState, passed: Passed| {
                let (listed, place) = match passed {
                    Passed::Forced(moves) => {
                        *folded += 1;
                        (ListedMoves::known(moves.to_vec()), Place::InChain)
                    }
                    Passed::Unsettled => (ListedMoves::default(), Place::Whole),
                };
                if !model.fold_skips_chains {
                    evaluate(model, properties, (s, &listed, place), discovered, |i| {
                        discover_at(i, Some(tail))
                    });
                }
            };
            match shared
                .folding
                .land(model, (index, succ, fp), is_stored, scratch, passing)
            {
                // `scratch` holds the landed state's moves.
                Some((succ, fp)) => (succ, fp, Some(&mut *scratch)),
                None => return,
            }
        } else {
            (succ, fp, None)
        };
        if shared.visited.insert(fp, ()) {
            counts.unique += 1;
            pending.push(Job {
                state: succ,
                depth,
                index,
                path: None,
                moves: moves.map(std::mem::take),
            });
        }
    });
}

/// Takes the older half of `pending` (the bottom of the stack) to hand over, each state with
/// its whole path: its parent's path is `path` (the path of the state expanded last) cut to
/// the parent's depth.
fn older_half(pending: &mut Vec<Job>, path: &[u32]) -> Vec<Job> {
    let mut given: Vec<Job> = pending.drain(..pending.len() / 2).collect();
    for job in given.iter_mut().filter(|j| j.path.is_none()) {
        let parent = &path[..job.depth as usize - 1];
        job.path = Some(parent.iter().chain([&job.index]).copied().collect());
    }
    given
}

/// Where threads hand over work and wait for it.
struct Market {
    stalls: Mutex<Stalls>,
    ready: Condvar,
    /// Threads waiting for work beyond the batches already on offer (readable without the
    /// lock): only then is handing over more worth its cost.
    hungry: AtomicUsize,
    threads: usize,
}

struct Stalls {
    batches: Vec<Vec<Job>>,
    waiting: usize,
    closed: bool,
}

impl Market {
    fn new(threads: usize) -> Market {
        Market {
            stalls: Mutex::new(Stalls {
                batches: Vec::new(),
                waiting: 0,
                closed: false,
            }),
            ready: Condvar::new(),
            hungry: AtomicUsize::new(0),
            threads,
        }
    }

    fn stalls(&self) -> MutexGuard<'_, Stalls> {
        self.stalls.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A batch of work, waiting for one if need be; `None` once the search is over: closed,
    /// or every thread waiting with nothing on offer.
    fn take(&self) -> Option<Vec<Job>> {
        let mut stalls = self.stalls();
        loop {
            if stalls.closed {
                return None;
            }
            if let Some(batch) = stalls.batches.pop() {
                self.count_hungry(&stalls);
                return Some(batch);
            }
            stalls.waiting += 1;
            if stalls.waiting == self.threads {
                stalls.closed = true;
                self.ready.notify_all();
                return None;
            }
            self.count_hungry(&stalls);
            stalls = self.ready.wait(stalls).unwrap_or_else(|e| e.into_inner());
            stalls.waiting -= 1;
            self.count_hungry(&stalls);
        }
    }

    fn count_hungry(&self, stalls: &Stalls) {
        let hungry = stalls.waiting.saturating_sub(stalls.batches.len());
        self.hungry.store(hungry, Ordering::Relaxed);
    }

    /// Some thread waits for work and none is on offer.
    fn hungry(&self) -> bool {
        self.hungry.load(Ordering::Relaxed) > 0
    }

    fn give(&self, batch: Vec<Job>) {
        let mut stalls = self.stalls();
        stalls.batches.push(batch);
        self.count_hungry(&stalls);
        drop(stalls);
        self.ready.notify_one();
    }

    /// Ends the search: every thread stops at its next look at the market.
    fn close(&self) {
        self.stalls().closed = true;
        self.ready.notify_all();
    }
}

impl Checker<RuleModel> for Dfs {
    fn model(&self) -> &RuleModel {
        &self.model
    }

    fn state_count(&self) -> usize {
        self.shared.tally.states()
    }

    fn unique_state_count(&self) -> usize {
        self.shared.tally.unique()
    }

    fn max_depth(&self) -> usize {
        self.shared.tally.depth()
    }

    fn discoveries(&self) -> std::collections::HashMap<&'static str, Path<SearchState, Action>> {
        let found = self.shared.discovered.iter().enumerate();
        let found = found.filter_map(|(i, d)| {
            let (path, tail) = d.get()?;
            Some((i, path_of_indices(&self.model, path, *tail)))
        });
        discoveries(&self.model, found)
    }

    fn handles(&mut self) -> Vec<JoinHandle<()>> {
        std::mem::take(&mut self.handles)
    }

    fn is_done(&self) -> bool {
        self.shared.running.load(Ordering::Acquire) == 0
    }
}

#[cfg(test)]
mod tests {
    use std::path::{Path as FsPath, PathBuf};
    use std::sync::Arc;

    use stateright::{Checker, Model, Path};

    use super::Dfs;
    use crate::checker::{lasso, RuleModel, SearchState};
    use crate::engine::{Action, Rules};
    use crate::property::{self, Kind, PropertyDef};

    /// Every bundled model with the shared properties and its own, as fresh models.
    fn bundled() -> Vec<(PathBuf, Vec<RuleModel>)> {
        let root = FsPath::new(env!("CARGO_MANIFEST_DIR"));
        let shared: Vec<Arc<PropertyDef>> = property::load_dir(&root.join("properties"))
            .unwrap()
            .into_iter()
            .map(Arc::new)
            .collect();
        crate::model::discover(&[root.join("models")])
            .unwrap()
            .into_iter()
            .map(|path| {
                let s = Arc::new(crate::model::load(&path).unwrap());
                let rules = Rules::of(&s.edition).unwrap();
                let mut props = shared.clone();
                props.extend(s.properties.iter().cloned().map(Arc::new));
                let models = props
                    .chunks(super::super::SLOTS)
                    .map(|c| RuleModel::new(s.clone(), rules, c.to_vec()))
                    .collect();
                (path, models)
            })
            .collect()
    }

    /// Whether property `i` of `model` makes a discovery in `state`, evaluated directly.
    fn discovery_in(model: &RuleModel, i: usize, state: &SearchState) -> bool {
        let eng = model.engine();
        let p = &model.props[i];
        match p.kind {
            Kind::Always => !p.eval(&eng, state),
            Kind::Sometimes => p.eval(&eng, state),
            Kind::Terminates => lasso::forced_loop(&eng, state).is_some(),
        }
    }

    fn by_name(c: &dyn Checker<RuleModel>) -> Vec<(&'static str, Path<SearchState, Action>)> {
        let mut d: Vec<_> = c.discoveries().into_iter().collect();
        d.sort_by_key(|(name, _)| *name);
        d
    }

    /// With one thread the search takes states in stateright's order, so it finds the same
    /// discoveries by the same paths, with the same counts and depth.
    #[test]
    fn one_thread_explores_as_stateright_dfs_does() {
        for (path, models) in bundled() {
            for mut model in models {
                // stateright's DFS stores every state.
                model.fold = false;
                let theirs =
                    RuleModel::new(model.scenario.clone(), model.rules, model.props.clone())
                        .checker()
                        .spawn_dfs()
                        .join();
                let mut ours = Dfs::spawn(model, 1);
                for h in ours.handles() {
                    h.join().unwrap();
                }
                let at = path.display();
                assert_eq!(ours.state_count(), theirs.state_count(), "{at}");
                assert_eq!(
                    ours.unique_state_count(),
                    theirs.unique_state_count(),
                    "{at}"
                );
                assert_eq!(ours.max_depth(), theirs.max_depth(), "{at}");
                let (a, b) = (by_name(&ours), by_name(&theirs));
                let names = |d: &[(&str, Path<SearchState, Action>)]| -> Vec<String> {
                    d.iter()
                        .map(|(n, p)| format!("{n} {}", p.encode(ours.model())))
                        .collect()
                };
                assert_eq!(names(&a), names(&b), "{at}");
            }
        }
    }

    /// With two threads, states handed from one thread to another carry their whole path: every
    /// discovery's path leads to a state where the property makes it.
    #[test]
    fn two_threads_find_each_discovery_at_the_end_of_its_path() {
        let mut checked = 0;
        for (path, models) in bundled() {
            for model in models {
                let mut dfs = Dfs::spawn(model, 2);
                for h in dfs.handles() {
                    h.join().unwrap();
                }
                let model = dfs.model();
                for (name, found) in by_name(&dfs) {
                    let i = (0..model.props.len())
                        .find(|&i| model.slot_name(i) == name)
                        .unwrap();
                    assert!(
                        discovery_in(model, i, found.last_state()),
                        "{}: {name}: the path does not end in a discovery",
                        path.display()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 50, "only {checked} discoveries checked");
    }
}
