//! Breadth-first search that remembers each state's parent, not its path.
//!
//! stateright 0.31's `BfsChecker` queues every state with its whole action-index path (8 bytes
//! per step, copied for each successor): at depth 100 that is most of a queued state's memory
//! and a large share of the time. This search keeps, per visited fingerprint, only the
//! parent's fingerprint, and rebuilds a trace for a discovery by following the fingerprints
//! back and replaying the model forward. It goes level by level, so its traces are the
//! shortest with any number of threads. It implements stateright's `Checker` for `RuleModel`
//! (see `search.rs` for what it shares with the DFS); the Explorer remains stateright's.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::JoinHandle;

use stateright::{Checker, Model, Path};

use super::search::{
    discoveries, evaluate, fingerprint, path_of_fingerprints, successors, Folding, Passed, Place,
    Tail, Tally,
};
use super::visited::Visited;
use super::{RuleModel, SearchState};
use crate::engine::{Action, Delta, ListedMoves, Obj, Objs};

/// Visited fingerprints, each with its parent's (0 for an initial state).
type Parents = Visited<u64>;

/// What the search shares with `check`'s polling loop.
struct Progress {
    tally: Tally,
    /// Set when the search ends, also by a panic (which `Checker::handles` then carries).
    done: AtomicBool,
    /// Per property: where its first discovery is: the fingerprint of a stored state, and the
    /// moves after it when the discovery lies inside a folded chain.
    discovered: Vec<OnceLock<(u64, Option<Tail>)>>,
    /// How many properties have a discovery.
    found: AtomicUsize,
}

impl Progress {
    fn all_found(&self) -> bool {
        self.found.load(Ordering::Relaxed) == self.discovered.len()
    }

    /// Evaluates `state`'s properties that have no discovery yet, recording a discovery at
    /// `at`: true if some property still awaits one.
    fn evaluate(
        &self,
        model: &RuleModel,
        properties: &[stateright::Property<RuleModel>],
        state: (&SearchState, &ListedMoves, Place),
        at: (u64, Option<Tail>),
    ) -> bool {
        let discovered = |i: usize| self.discovered[i].get().is_some();
        let discover = |i: usize| {
            if self.discovered[i].set(at).is_ok() {
                self.found.fetch_add(1, Ordering::Relaxed);
            }
        };
        evaluate(model, properties, state, discovered, discover)
    }
}

pub struct ParentBfs {
    model: Arc<RuleModel>,
    progress: Arc<Progress>,
    visited: Arc<Parents>,
    handles: Vec<JoinHandle<()>>,
}

impl ParentBfs {
    pub fn spawn(model: RuleModel, threads: usize) -> ParentBfs {
        let model = Arc::new(model);
        let progress = Arc::new(Progress {
            tally: Tally::default(),
            done: AtomicBool::new(false),
            discovered: (0..model.properties().len())
                .map(|_| OnceLock::new())
                .collect(),
            found: AtomicUsize::new(0),
        });
        let visited = Arc::new(Parents::default());
        let handle = {
            let (model, progress, visited) = (model.clone(), progress.clone(), visited.clone());
            std::thread::Builder::new()
                .name("checker-bfs".into())
                .spawn(move || {
                    let run = std::panic::AssertUnwindSafe(|| {
                        search(&model, &progress, &visited, threads.max(1))
                    });
                    let ended = std::panic::catch_unwind(run);
                    progress.done.store(true, Ordering::Release);
                    if let Err(payload) = ended {
                        std::panic::resume_unwind(payload);
                    }
                })
                .expect("a thread for the search")
        };
        ParentBfs {
            model,
            progress,
            visited,
            handles: vec![handle],
        }
    }

    /// The path from the initial state to the stored state with fingerprint `fp`, then `tail`.
    fn path_to(&self, mut fp: u64, tail: Option<Tail>) -> Option<Path<SearchState, Action>> {
        let mut fingerprints = Vec::new();
        while fp != 0 {
            fingerprints.push(fp);
            fp = self.visited.get(fp)?;
        }
        fingerprints.reverse();
        path_of_fingerprints(&self.model, &fingerprints, tail)
    }
}

/// States of one level in chunks: a chunk is freed as soon as its states are expanded, so a
/// level's memory goes as the next one's comes.
type Chunk = Vec<(Queued, u64)>;

/// A state waiting in the queue. Its own objects are kept as their differences from the
/// initial state's (`Delta`): a whole table per waiting state was most of the search's memory
/// (some 3 kB a state on the realistic positions, of which a move changes a few entries).
/// Its game holds the initial table meanwhile, and gets its own back when it is expanded.
struct Queued {
    state: SearchState,
    objs: Option<Delta<Obj>>,
}

impl Queued {
    /// Asks the processor to start loading what rebuilding this state reads.
    fn prefetch(&self) {
        match &self.objs {
            Some(delta) => delta.prefetch(),
            None => self.state.game.objs.prefetch(),
        }
    }
}

/// Writes states into the queue, and rebuilds them out of it.
struct Packer {
    /// The initial state's objects.
    base: Objs,
    /// The table written last and its differences: the successors of one state that changed
    /// no object share its table, and share one `Delta` in the queue too.
    last: Option<(Objs, Delta<Obj>)>,
    /// Keep whole a state that changed no object (see `pack`).
    keep_shared: bool,
}

impl Packer {
    fn new(base: &Objs, keep_shared: bool) -> Packer {
        Packer {
            base: base.clone(),
            last: None,
            keep_shared,
        }
    }

    fn pack(&mut self, mut state: SearchState) -> Queued {
        // Without folding, most states are priority passes that changed no object and share
        // their table with the state they came from: kept whole, they cost no memory of
        // their own while that state is queued or expanded, and nothing to rebuild (which
        // would cost a tenth of the time). With folding, a stored state has come through a
        // chain of moves and rarely shares its table with the state it was reached from.
        if self.keep_shared && state.changed_cards == 0 {
            return Queued { state, objs: None };
        }
        let objs = match &self.last {
            Some((table, delta)) if table.ptr_eq(&state.game.objs) => Some(delta.clone()),
            _ => {
                let delta = state.game.objs.delta_from(&self.base);
                if let Some(d) = &delta {
                    self.last = Some((state.game.objs.clone(), d.clone()));
                }
                delta
            }
        };
        if objs.is_some() {
            state.game.objs = self.base.clone();
        }
        Queued { state, objs }
    }

    fn unpack(&self, queued: Queued) -> SearchState {
        let Queued { mut state, objs } = queued;
        if let Some(delta) = objs {
            state.game.objs = Objs::from_delta(&self.base, &delta);
        }
        state
    }
}

const CHUNK: usize = 4096;

/// How many states ahead of the one being expanded the search prefetches.
const PREFETCH_AHEAD: usize = 2;

/// A level's chunks, taken one at a time by the threads that expand it: a thread that is
/// done with its chunk takes the next, so none waits long for the others at the level's end.
type Chunks = Mutex<std::vec::IntoIter<Chunk>>;

fn take_chunk(chunks: &Chunks) -> Option<Chunk> {
    chunks.lock().unwrap_or_else(|e| e.into_inner()).next()
}

/// Counts a generated state and records it if it is new, reached from the state with
/// fingerprint `parent` (0 for an initial state): true if it was new.
fn first_visit(visited: &Parents, progress: &Progress, fp: u64, parent: u64) -> bool {
    let new = visited.insert(fp, parent);
    progress.tally.add(1, new as usize);
    new
}

/// Without folding, a state's properties are evaluated when it is expanded, as stateright
/// does. With folding they are evaluated when a state is first reached, stored or passed
/// through: the states of a chain are reached while the level before is expanded, so the
/// stored states of that level must be evaluated by then too, or a discovery one choice
/// deeper could be made first (and a trace would not be the shortest in choice steps).
fn search(model: &RuleModel, progress: &Progress, visited: &Parents, threads: usize) {
    let properties = model.properties();
    let folding = Folding::default();
    let inits = model.init_states();
    let Some(base) = inits.first().map(|s| s.game.objs.clone()) else {
        return;
    };
    let mut packer = Packer::new(&base, !model.fold);
    let mut first: Chunk = Vec::new();
    for s in inits {
        if !model.within_boundary(&s) {
            continue;
        }
        let fp = fingerprint(&s);
        if first_visit(visited, progress, fp, 0) {
            if model.fold {
                progress.evaluate(
                    model,
                    &properties,
                    (&s, &ListedMoves::default(), Place::Whole),
                    (fp, None),
                );
            }
            first.push((packer.pack(s), fp));
        }
    }
    let mut level = vec![first];
    let mut depth = 0;
    while level.iter().any(|c| !c.is_empty()) && !progress.all_found() {
        depth += 1;
        progress.tally.reach(depth);
        let workers = threads.min(level.len());
        let chunks: Chunks = Mutex::new(level.into_iter());
        let search = Search {
            model,
            properties: &properties,
            progress,
            visited,
            folding: &folding,
            base: &base,
        };
        level = if workers <= 1 {
            expand(&search, &chunks)
        } else {
            std::thread::scope(|scope| {
                let workers: Vec<_> = (0..workers)
                    .map(|_| {
                        let (search, chunks) = (&search, &chunks);
                        scope.spawn(move || expand(search, chunks))
                    })
                    .collect();
                workers
                    .into_iter()
                    // A worker's panic is the search's (see `ParentBfs::spawn`).
                    .flat_map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                    .collect()
            })
        };
    }
}

/// Expands chunks of a level (each dropped once done) into chunks of the next level.
///
/// Two kinds of loads would stall it on memory: a state waits a whole level to be expanded
/// (its objects are long out of the cache), and looking a successor up in the visited table
/// goes to a random slot. So the objects of a state a little ahead are prefetched, and the
/// successors of one state are looked up only after the next state is expanded, their slots
/// prefetched meanwhile. (The next level's order is the same as without: lookups keep their
/// order.)
fn expand(search: &Search, chunks: &Chunks) -> Vec<Chunk> {
    let Search {
        model,
        properties,
        progress,
        visited,
        ..
    } = *search;
    let mut level = NextLevel {
        packer: Packer::new(search.base, !model.fold),
        chunks: vec![Vec::with_capacity(CHUNK)],
        waiting: Vec::new(),
        generated: Vec::new(),
        scratch: Vec::new(),
        states: 0,
        unique: 0,
        folded: 0,
    };
    let mut actions = Vec::new();
    while let Some(chunk) = take_chunk(chunks) {
        let mut chunk = chunk.into_iter();
        while let Some((queued, fp)) = chunk.next() {
            if let Some((ahead, _)) = chunk.as_slice().get(PREFETCH_AHEAD - 1) {
                ahead.prefetch();
            }
            let state = &level.packer.unpack(queued);
            let fp = &fp;
            if model.stop.load(Ordering::Relaxed) || (model.fold && progress.all_found()) {
                // A limit was reached (the run is reported incomplete), or nothing is left
                // to discover.
                level.count(model, progress);
                return level.chunks;
            }
            // With folding, the state was evaluated when it was reached (see `search`).
            let listed = ListedMoves::default();
            if model.fold
                || progress.evaluate(
                    model,
                    properties,
                    (state, &listed, Place::Whole),
                    (*fp, None),
                )
            {
                successors(model, state, &mut actions, listed, |index, succ| {
                    let succ_fp = fingerprint(&succ);
                    visited.prefetch(succ_fp);
                    level.generated.push((succ, succ_fp, *fp, index));
                });
            }
            level.look_up(search);
        }
    }
    level.look_up(search);
    level.count(model, progress);
    level.chunks
}

/// What the threads expanding a level share.
#[derive(Clone, Copy)]
struct Search<'a> {
    model: &'a RuleModel,
    properties: &'a [stateright::Property<RuleModel>],
    progress: &'a Progress,
    visited: &'a Parents,
    folding: &'a Folding,
    /// The initial state's objects, which queued states are written against (`Queued`).
    base: &'a Objs,
}

/// A generated successor: the state, its fingerprint, its parent's, and the index of the move
/// that led to it.
type Generated = (SearchState, u64, u64, u32);

/// The part of the next level one thread builds.
struct NextLevel {
    packer: Packer,
    chunks: Vec<Chunk>,
    /// Successors whose visited-table slots are being fetched.
    waiting: Vec<Generated>,
    /// Successors of the state expanded last.
    generated: Vec<Generated>,
    /// The moves of a forced chain's states.
    scratch: Vec<Action>,
    /// Generated, new and folded states not yet added to the shared `Tally`.
    states: usize,
    unique: usize,
    folded: usize,
}

impl NextLevel {
    /// Looks up the waiting successors, keeps the new ones, and lets the last generated wait.
    /// With folding, a successor not yet stored is followed through its forced moves first
    /// (`Folding::land`), and each state reached is evaluated.
    fn look_up(&mut self, search: &Search) {
        let Search {
            model,
            properties,
            progress,
            visited,
            folding,
            ..
        } = *search;
        let mut waiting = std::mem::take(&mut self.waiting);
        for (succ, fp, parent, index) in waiting.drain(..) {
            self.states += 1;
            let (succ, fp) = if model.fold {
                let is_stored = |fp| visited.get(fp).is_some();
                let folded = &mut self.folded;
                let passing = |tail, s: &SearchState, passed: Passed| {
                    let (listed, place) = match passed {
                        Passed::Forced(moves) => {
                            *folded += 1;
                            (ListedMoves::known(moves.to_vec()), Place::InChain)
                        }
                        Passed::Unsettled => (ListedMoves::default(), Place::Whole),
                    };
                    if !model.fold_skips_chains {
                        let state = (s, &listed, place);
                        progress.evaluate(model, properties, state, (parent, Some(tail)));
                    }
                };
                match folding.land(
                    model,
                    (index, succ, fp),
                    is_stored,
                    &mut self.scratch,
                    passing,
                ) {
                    Some(landed) => landed,
                    None => continue,
                }
            } else {
                (succ, fp)
            };
            if visited.insert(fp, parent) {
                self.unique += 1;
                if model.fold {
                    // `scratch` holds the landed state's moves.
                    let listed = ListedMoves::known(self.scratch.clone());
                    progress.evaluate(
                        model,
                        properties,
                        (&succ, &listed, Place::Whole),
                        (fp, None),
                    );
                }
                if self.chunks.last().is_none_or(|c| c.len() >= CHUNK) {
                    self.chunks.push(Vec::with_capacity(CHUNK));
                }
                if let Some(chunk) = self.chunks.last_mut() {
                    chunk.push((self.packer.pack(succ), fp));
                }
            }
        }
        self.waiting = std::mem::replace(&mut self.generated, waiting);
        if self.states >= 1024 {
            self.count(model, progress);
        }
    }

    /// Adds the states counted here to the shared counts.
    fn count(&mut self, model: &RuleModel, progress: &Progress) {
        progress.tally.add(self.states, self.unique);
        model.folded.fetch_add(self.folded, Ordering::Relaxed);
        (self.states, self.unique, self.folded) = (0, 0, 0);
    }
}

impl Checker<RuleModel> for ParentBfs {
    fn model(&self) -> &RuleModel {
        &self.model
    }

    fn state_count(&self) -> usize {
        self.progress.tally.states()
    }

    fn unique_state_count(&self) -> usize {
        self.progress.tally.unique()
    }

    fn max_depth(&self) -> usize {
        self.progress.tally.depth()
    }

    fn discoveries(&self) -> std::collections::HashMap<&'static str, Path<SearchState, Action>> {
        let found = self.progress.discovered.iter().enumerate();
        let found = found.filter_map(|(i, d)| {
            let &(fp, tail) = d.get()?;
            Some((i, self.path_to(fp, tail)))
        });
        discoveries(&self.model, found)
    }

    fn handles(&mut self) -> Vec<JoinHandle<()>> {
        std::mem::take(&mut self.handles)
    }

    fn is_done(&self) -> bool {
        self.progress.done.load(Ordering::Acquire)
    }
}
