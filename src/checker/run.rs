//! Running a check: modes (BFS, DFS), threads, limits, and collecting verdicts with traces.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use stateright::Checker;

use super::{RuleModel, SLOTS};
use crate::engine::budget::SlotKind;
use crate::engine::Table;
use crate::engine::{edition, Rules};
use crate::model::{Expected, Scenario};
use crate::property::{Kind, PropertyDef};
use crate::report::results::{
    collision_bound, PartialCard, PropertyResult, RunResult, TraceStep, Verdict,
};

#[derive(Clone, Debug)]
pub struct RunConfig {
    pub threads: usize,
    pub dfs: bool,
    pub max_states: Option<usize>,
    pub timeout: Option<Duration>,
    /// Merge choices among interchangeable cards (see `Engine::symmetry`).
    pub symmetry: bool,
    /// Fold chains of forced moves (`fold.rs`); `--no-reduction` turns it off.
    pub reduction: bool,
    /// A deliberately broken folding that evaluates no property inside a chain: for the test
    /// that must catch it (README "Checker notes").
    #[doc(hidden)]
    pub broken_folding: bool,
    /// Partial-order reduction on top of folding (`por.rs`): `--reduction fold,por`.
    pub por: bool,
    /// Reuse a property's value on the parent state where nothing it reads changed (README
    /// "What properties cost"); off only for the test that shows it changes no verdict.
    #[doc(hidden)]
    pub reuse_values: bool,
    /// A deliberately broken partial-order reduction, for the test that must catch it.
    #[doc(hidden)]
    pub broken_por: super::BrokenPor,
    /// Check only these property ids (the search then stops once all of them are decided).
    pub only: Option<Vec<String>>,
    /// At most this many moves per state (default `DEFAULT_MAX_MOVES`): a state with more
    /// stops the search, incomplete.
    pub max_moves: Option<usize>,
    /// Stop when the process's resident memory exceeds this many MiB.
    pub max_memory_mb: Option<u64>,
    /// Set from outside (Ctrl-C) to stop the search.
    pub interrupt: Option<Arc<AtomicBool>>,
    /// Report progress on stderr for searches longer than a second: a live line on a
    /// terminal, a plain line every few seconds otherwise (CI logs never go silent).
    pub progress: bool,
    /// Search on a cluster of processes (`distributed.rs`; breadth-first, `threads` workers
    /// each), not in this process alone.
    pub cluster: Option<super::distributed::Cluster>,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            threads: 1,
            dfs: false,
            max_states: None,
            timeout: None,
            symmetry: true,
            reduction: true,
            broken_folding: false,
            por: false,
            reuse_values: true,
            broken_por: super::BrokenPor::No,
            only: None,
            max_moves: None,
            max_memory_mb: None,
            interrupt: None,
            progress: false,
            cluster: None,
        }
    }
}

/// Progress lines on stderr: live on a terminal, every five seconds otherwise.
struct Progress {
    on: bool,
    live: bool,
    label: String,
    start: Instant,
    last: Instant,
    shown: bool,
}

impl Progress {
    fn new(on: bool, label: &str) -> Progress {
        use std::io::IsTerminal;
        let now = Instant::now();
        Progress {
            on,
            live: std::io::stderr().is_terminal(),
            label: label.to_string(),
            start: now,
            last: now,
            shown: false,
        }
    }

    fn tick(&mut self, states: usize, unique: usize, depth: usize) {
        let now = Instant::now();
        let every = if self.live {
            Duration::from_millis(200)
        } else {
            Duration::from_secs(5)
        };
        if !self.on || now - self.start < Duration::from_secs(1) || now - self.last < every {
            return;
        }
        self.last = now;
        let secs = (now - self.start).as_secs_f64();
        let line = format!(
            "  {}: {states} states, {unique} unique, depth {depth}, {:.0} states/s, {secs:.0}s",
            self.label,
            states as f64 / secs
        );
        if self.live {
            eprint!("\r{line}\x1b[K");
        } else {
            eprintln!("{line}");
        }
        self.shown = true;
    }

    fn done(&self) {
        if self.on && self.live && self.shown {
            eprint!("\r\x1b[K");
        }
    }
}

/// The process's resident set size in MiB (Linux; `None` elsewhere).
fn resident_mb() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096 / (1024 * 1024))
}

fn step(
    eng: &crate::engine::Engine,
    s: &crate::engine::Game,
    a: &crate::engine::Action,
) -> TraceStep {
    TraceStep {
        turn: s.turn,
        step: s.step_label().into(),
        player: eng.player_name(s.actor()).to_string(),
        action: eng.describe(s, a),
        changes: Vec::new(),
    }
}

/// A step with the board lines it changed (TLC's "difftrace").
pub(crate) fn step_with_changes(
    eng: &crate::engine::Engine,
    s: &crate::engine::Game,
    a: &crate::engine::Action,
) -> TraceStep {
    let after = eng.apply(s, a);
    let before = crate::report::board(eng, s);
    let before: Vec<&str> = before.lines().map(str::trim).collect();
    let mut t = step(eng, s, a);
    // The first board line (turn, step, who acts) changes with nearly every step; the trace
    // line already says it.
    t.changes = crate::report::board(eng, &after)
        .lines()
        .skip(1)
        .map(str::trim)
        .filter(|l| !before.contains(l))
        .map(str::to_string)
        .collect();
    t
}

/// Default expectation: `always` holds, `sometimes` is reached.
fn default_expectation(kind: Kind) -> Expected {
    match kind {
        Kind::Always | Kind::Terminates => Expected::Holds,
        Kind::Sometimes => Expected::Reached,
    }
}

/// Why `p` cannot apply to the scenario, if it cannot: none of its `applies_to` features is
/// present (`Feature::present`).
pub fn not_applicable_because(p: &PropertyDef, scenario: &Scenario) -> Option<String> {
    if p.applies_to.is_empty()
        || p.applies_to
            .iter()
            .any(|f| f.present(&scenario.table, &scenario.setup))
    {
        return None;
    }
    let why: Vec<&str> = p.applies_to.iter().map(|f| f.absence()).collect();
    Some(why.join(" and "))
}

/// Why a check could not be run to its end.
#[derive(Debug)]
pub enum CheckError {
    /// An unknown edition or rule switch.
    Rules(edition::RulesError),
    /// The distributed search failed: a process of the cluster could not start or is gone.
    Cluster(String),
}

impl std::fmt::Display for CheckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckError::Rules(e) => e.fmt(f),
            CheckError::Cluster(e) => write!(f, "distributed search: {e}"),
        }
    }
}

impl From<edition::RulesError> for CheckError {
    fn from(e: edition::RulesError) -> Self {
        CheckError::Rules(e)
    }
}

/// Why a search that stopped (`RuleModel::stop`) stopped, when no limit of `check`'s own
/// (`--timeout`, `--max-memory`, Ctrl-C) did.
pub(super) fn why_stopped(model: &RuleModel) -> String {
    let budget = &model.budget;
    if model.chain_too_long.load(Ordering::Relaxed) {
        format!(
            "a state's forced moves go on for more than {} moves without coming back (`terminates` cannot be decided)",
            super::lasso::MAX_CHAIN
        )
    } else if budget.token_limit() {
        let table = &model.scenario.table;
        match budget.token_limit_of() {
            Some((kind, def)) => {
                let name = table.db.written_name(def);
                let (what, key, slots) = match kind {
                    SlotKind::Token => ("a token", "tokens", &table.token_slots),
                    SlotKind::Copy => ("a copy", "copies", &table.copy_slots),
                };
                let held = slots
                    .iter()
                    .filter(|&&c| table.cards[c as usize].def == def)
                    .count()
                    / table.player_names.len().max(1);
                format!(
                    "{what} of '{name}' was to be created but all of the model's slots for it are in use ({held} per player; raise `{key} = {{ \"{name}\" = {} }}` in the model)",
                    held + 1
                )
            }
            None => "a token was to be created but the model's token slots for it are all in use (raise `tokens = { NAME = N }` in the model)"
                .to_string(),
        }
    } else if budget.counter_limit() {
        format!(
            "counters of a kind were to be put on an object that already holds counters of {} other kinds (CR 122.1), more than rulecheck keeps on one object",
            crate::engine::counter_bag::CAPACITY
        )
    } else if budget.phase_limit() {
        format!(
            "more than {} added phases (CR 500.8) were to wait at once in a turn",
            crate::engine::state::MAX_PENDING_PHASES
        )
    } else if budget.exceeded() {
        format!(
            "--max-moves {}: a state offers more moves",
            budget.max_moves()
        )
    } else {
        format!("--max-states {}", model.max_states.unwrap_or(0))
    }
}

/// Checks one scenario under one edition and switch settings against `props` (shared ones;
/// the model's own are added).
pub fn check(
    scenario: &Arc<Scenario>,
    edition_name: &str,
    sets: &[String],
    shared: &[Arc<PropertyDef>],
    cfg: &RunConfig,
) -> Result<RunResult, CheckError> {
    let ed = edition::edition(edition_name)?;
    let mut rules = Rules::of(ed.name)?;
    for s in sets {
        rules.set(s)?;
    }
    let mut props: Vec<Arc<PropertyDef>> = shared.to_vec();
    props.extend(scenario.properties.iter().cloned().map(Arc::new));
    if let Some(only) = &cfg.only {
        props.retain(|p| only.contains(&p.id));
    }
    // A property about something no card of the model can have is not searched.
    let order: Vec<String> = props.iter().map(|p| p.id.clone()).collect();
    let mut not_applicable = Vec::new();
    props.retain(|p| match not_applicable_because(p, scenario) {
        None => true,
        Some(reason) => {
            let explicit = scenario.expected(&p.id, ed.name);
            not_applicable.push(PropertyResult {
                id: p.id.clone(),
                kind: p.kind.name().into(),
                cite: p.cite.clone(),
                outcome: Verdict::NotApplicable,
                expected: explicit
                    .unwrap_or_else(|| default_expectation(p.kind))
                    .name()
                    .into(),
                // An expectation the model states for it cannot be met.
                as_expected: explicit.is_none(),
                trace: None,
                lasso: None,
                path: None,
                final_board: None,
                itf: None,
                description: p.description.clone(),
                reason: Some(reason),
            });
            false
        }
    });

    let start = Instant::now();
    let mut results = Vec::new();
    let mut complete = true;
    let mut stopped_by = None;
    let (mut states, mut unique, mut depth, mut folded) = (0, 0, 0, 0);
    for chunk in props.chunks(SLOTS) {
        let mut model = RuleModel::new(scenario.clone(), rules, chunk.to_vec());
        model.max_states = cfg.max_states;
        model.symmetry = cfg.symmetry;
        model.fold = cfg.reduction;
        model.fold_skips_chains = cfg.broken_folding;
        if !cfg.reuse_values {
            model.evaluate_every_state();
        }
        model.por = cfg.por;
        model.por_broken = cfg.broken_por;
        if let Some(n) = cfg.max_moves {
            model.set_max_moves(n);
        }
        let stop = model.stop.clone();
        let mut cluster = None;
        let checker: Box<dyn Checker<RuleModel>> = if let Some(c) = &cfg.cluster {
            let d = super::distributed::Distributed::spawn(model, c, cfg.threads);
            cluster = Some(d.status());
            Box::new(d)
        } else if cfg.dfs {
            Box::new(super::dfs::Dfs::spawn(model, cfg.threads))
        } else {
            Box::new(super::bfs::ParentBfs::spawn(model, cfg.threads))
        };
        let deadline = cfg.timeout.map(|t| start + t);
        let mut progress = Progress::new(cfg.progress, &scenario.path.display().to_string());
        while !checker.is_done() {
            std::thread::sleep(Duration::from_millis(5));
            progress.tick(
                checker.state_count(),
                checker.unique_state_count(),
                checker.max_depth(),
            );
            let why = if deadline.is_some_and(|d| Instant::now() >= d) {
                Some(format!(
                    "--timeout {}s",
                    cfg.timeout.unwrap_or_default().as_secs_f64()
                ))
            } else if cfg
                .max_memory_mb
                .is_some_and(|m| resident_mb().is_some_and(|r| r > m))
            {
                Some(format!(
                    "--max-memory {} MiB",
                    cfg.max_memory_mb.unwrap_or(0)
                ))
            } else if cfg
                .interrupt
                .as_ref()
                .is_some_and(|i| i.load(Ordering::Relaxed))
            {
                Some("interrupted (Ctrl-C, SIGTERM or SIGHUP)".to_string())
            } else {
                None
            };
            if let Some(why) = why {
                stop.store(true, Ordering::Relaxed);
                if let Some(c) = &cluster {
                    c.stopped_here(&why);
                }
                stopped_by.get_or_insert(why);
            }
        }
        progress.done();
        // A search thread that panicked (a defect in rulecheck) must not pass for a finished
        // search: its panic is raised again here (stateright's `join` does the same).
        let mut checker = checker;
        for handle in checker.handles() {
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
        if let Some(failure) = cluster.as_ref().and_then(|c| c.failure()) {
            return Err(CheckError::Cluster(failure));
        }
        if stop.load(Ordering::Relaxed) {
            complete = false;
            if stopped_by.is_none() {
                // The cluster's first process that a limit stopped says which.
                stopped_by = cluster.as_ref().and_then(|c| c.reason());
            }
            if stopped_by.is_none() {
                stopped_by = Some(why_stopped(checker.model()));
            }
        }
        states += checker.state_count();
        unique = unique.max(checker.unique_state_count());
        folded = folded.max(checker.model().folded.load(Ordering::Relaxed));
        depth = depth.max(checker.max_depth());
        // Rebuilding traces replays states whose moves were all listed: the stop flag, set
        // now, must not cut them short.
        checker.model().budget.end_search();
        let discoveries = checker.discoveries();
        let model = checker.model();
        let eng = model.engine();
        for (i, p) in chunk.iter().enumerate() {
            let path = discoveries.get(model.slot_name(i));
            let outcome = match (p.kind, path.is_some(), complete) {
                (Kind::Always | Kind::Terminates, true, _) => Verdict::Violated,
                (Kind::Sometimes, true, _) => Verdict::Reached,
                (_, false, false) => Verdict::Unknown,
                (Kind::Always | Kind::Terminates, false, true) => Verdict::Holds,
                (Kind::Sometimes, false, true) => Verdict::Unreached,
            };
            let expected = scenario
                .expected(&p.id, ed.name)
                .unwrap_or_else(|| default_expectation(p.kind));
            let (mut trace, mut encoded, mut board, mut lasso) = (None, None, None, None);
            let mut itf = None;
            if let Some(path) = path {
                let pairs = path.clone().into_vec();
                let mut states: Vec<serde_json::Value> = Vec::new();
                let mut prev_action = String::new();
                for (i, (s, a)) in pairs.iter().enumerate() {
                    states.push(crate::report::itf::state(&eng, s, i, &prev_action));
                    prev_action = a.as_ref().map(|a| eng.describe(s, a)).unwrap_or_default();
                }
                let mut loop_start = None;
                encoded = Some(path.encode(model));
                let mut steps: Vec<TraceStep> = pairs
                    .iter()
                    .filter_map(|(s, a)| a.as_ref().map(|a| step_with_changes(&eng, s, a)))
                    .collect();
                let mut last = path.last_state().game.clone();
                if p.kind == Kind::Terminates {
                    // The stem continues with the forced moves up to the loop, then the loop.
                    if let Some((chain, start)) = super::lasso::forced_loop(&eng, &last) {
                        // ITF: the forced moves after the path's last state, then the loop.
                        let base = states.len() - 1;
                        for (k, (s, a)) in chain.iter().enumerate().skip(1) {
                            let before = &chain[k - 1];
                            states.push(crate::report::itf::state(
                                &eng,
                                s,
                                base + k,
                                &eng.describe(&before.0, &before.1),
                            ));
                            let _ = a;
                        }
                        loop_start = Some(base + start);
                        steps.extend(chain[..start].iter().map(|(s, a)| step(&eng, s, a)));
                        lasso = Some(
                            chain[start..]
                                .iter()
                                .map(|(s, a)| step_with_changes(&eng, s, a))
                                .collect(),
                        );
                        last = chain[start].0.clone();
                        // The Explorer opens the trace's last state, where the loop starts.
                        if let Some(e) = encoded.as_mut() {
                            for (s, a) in &chain[..start] {
                                let Some(i) = eng.actions(s).iter().position(|x| x == a) else {
                                    break;
                                };
                                e.push_str(&format!("/{i}"));
                            }
                        }
                    }
                }
                board = Some(crate::report::board(&eng, &last));
                trace = Some(steps);
                itf = Some(crate::report::itf::trace(
                    &scenario.path.display().to_string(),
                    &format!("{} {}: {}", p.id, p.kind.name(), p.description),
                    states,
                    loop_start,
                ));
            }
            results.push(PropertyResult {
                id: p.id.clone(),
                kind: p.kind.name().into(),
                cite: p.cite.clone(),
                outcome,
                expected: expected.name().into(),
                as_expected: outcome.name() == expected.name(),
                trace,
                lasso,
                path: encoded,
                final_board: board,
                itf,
                description: p.description.clone(),
                reason: None,
            });
        }
    }
    results.extend(not_applicable);
    results.sort_by_key(|r| order.iter().position(|id| *id == r.id));
    Ok(RunResult {
        model: scenario.path.display().to_string(),
        name: scenario.name.clone(),
        edition: ed.name.to_string(),
        switches: rules.diff(&ed.rules),
        complete,
        stopped_by,
        turns: scenario.table.turns,
        states,
        unique_states: unique,
        folded_states: folded,
        collision_probability: collision_bound(unique),
        max_depth: depth,
        seconds: start.elapsed().as_secs_f64(),
        properties: results,
        partial_cards: partial_cards(&scenario.table),
    })
}

/// The model's cards whose files leave some of their text unmodelled, by name.
fn partial_cards(table: &Table) -> Vec<PartialCard> {
    let mut defs: Vec<u16> = table.cards.iter().map(|c| c.def).collect();
    defs.sort_unstable();
    defs.dedup();
    let mut out: Vec<_> = defs
        .into_iter()
        .filter_map(|d| {
            let def = table.db.get(d);
            let missing = def.unmodelled();
            (!missing.is_empty()).then(|| PartialCard {
                card: def.name.clone(),
                not_modelled: missing.into_iter().map(String::from).collect(),
            })
        })
        .collect();
    out.sort_by(|a, b| a.card.cmp(&b.card));
    out
}
