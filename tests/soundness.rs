//! The checker's own correctness: state counts against an independent count, and reductions
//! that must not change verdicts.

use std::collections::{HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rulecheck::checker::{self, RunConfig};
use rulecheck::engine::{Engine, Game, Rules};
use rulecheck::model;
use rulecheck::property;

fn bundled() -> Vec<PathBuf> {
    model::discover(&[PathBuf::from("models")]).unwrap()
}

fn shared() -> Vec<Arc<property::PropertyDef>> {
    property::load_dir(Path::new("properties"))
        .unwrap()
        .into_iter()
        .map(Arc::new)
        .collect()
}

/// Breadth-first search keyed on full state equality: no fingerprints involved.
fn independent_count(path: &Path) -> usize {
    let s = model::load(path).unwrap();
    let eng = Engine::new(&s.table, Rules::of(&s.edition).unwrap());
    let init = eng.start(s.setup.clone());
    let mut seen: HashSet<Game> = HashSet::new();
    let mut queue = VecDeque::from([init.clone()]);
    seen.insert(init);
    while let Some(g) = queue.pop_front() {
        for a in eng.actions(&g) {
            let n = eng.apply(&g, &a);
            if seen.insert(n.clone()) {
                queue.push_back(n);
            }
        }
    }
    seen.len()
}

#[test]
fn state_counts_match_an_independent_count() {
    let props = shared();
    for path in [
        "models/plot/djinn.toml",
        "models/plot/sphere-of-resistance.toml",
        "models/plot/counterspell.toml",
        // The benchmark family's smallest members (README, "Performance").
        "models/bench/plot-suspend-k1-t2.toml",
        "models/bench/plot-suspend-k2-t2.toml",
    ] {
        let s = Arc::new(model::load(Path::new(path)).unwrap());
        // Only always-properties that hold: the search is exhaustive. Every state is stored
        // only without folding.
        let cfg = RunConfig {
            reduction: false,
            ..RunConfig::default()
        };
        let r = checker::check(&s, &s.edition, &[], &props, &cfg).unwrap();
        assert!(r.complete);
        assert_eq!(
            r.unique_states,
            independent_count(Path::new(path)),
            "{path}"
        );
    }
}

#[test]
fn symmetry_reduction_leaves_every_verdict_unchanged() {
    let props = shared();
    let off = RunConfig {
        symmetry: false,
        ..RunConfig::default()
    };
    for path in bundled() {
        let s = Arc::new(model::load(&path).unwrap());
        let a = checker::check(&s, &s.edition, &[], &props, &RunConfig::default()).unwrap();
        let b = checker::check(&s, &s.edition, &[], &props, &off).unwrap();
        let va: Vec<_> = a
            .properties
            .iter()
            .map(|p| (p.id.clone(), p.outcome))
            .collect();
        let vb: Vec<_> = b
            .properties
            .iter()
            .map(|p| (p.id.clone(), p.outcome))
            .collect();
        assert_eq!(va, vb, "{}", path.display());
        assert!(a.unique_states <= b.unique_states, "{}", path.display());
    }
}

/// Every game end reachable from a model's start, each as life totals and the cards (by name,
/// owner, zone, damage, tapped) without their ids: what interchangeable cards cannot change.
fn reachable_outcomes(path: &Path, symmetry: bool) -> std::collections::BTreeSet<String> {
    let s = model::load(path).unwrap();
    let eng = Engine::new(&s.table, Rules::of(&s.edition).unwrap()).with_symmetry(symmetry);
    let init = eng.start(s.setup.clone());
    let mut seen: HashSet<Game> = HashSet::from([init.clone()]);
    let mut queue = VecDeque::from([init]);
    let mut outcomes = std::collections::BTreeSet::new();
    while let Some(g) = queue.pop_front() {
        let actions = eng.actions(&g);
        if actions.is_empty() {
            let lives: Vec<i16> = (0..s.table.player_names.len())
                .map(|p| g.players[p].life)
                .collect();
            let mut cards: Vec<String> = (0..s.table.cards.len() as u16)
                .map(|c| {
                    let o = g.obj(c);
                    let owner = &s.table.player_names[eng.owner(c) as usize];
                    let name = eng.name(c);
                    format!("{owner} {name} {:?} {} {}", o.zone, o.damage, o.tapped)
                })
                .collect();
            cards.sort();
            outcomes.insert(format!("{lives:?} {cards:?}"));
        }
        for a in actions {
            let n = eng.apply(&g, &a);
            if seen.insert(n.clone()) {
                queue.push_back(n);
            }
        }
    }
    outcomes
}

#[test]
fn blocker_symmetry_leaves_the_reachable_outcomes_unchanged() {
    for path in [
        "models/core/bears-3v3.toml",
        "models/core/blocking.toml",
        "models/core/mixed-blockers.toml",
        // Two identical attackers (their counts kept in order) against two classes of
        // identical blockers and a third, by status (damage order by status).
        "models/core/bench/two-kinds-of-blockers.toml",
    ] {
        let on = reachable_outcomes(Path::new(path), true);
        let off = reachable_outcomes(Path::new(path), false);
        assert!(on.len() > 1, "{path}");
        assert_eq!(on, off, "{path}");
    }
}

#[test]
fn verdicts_and_counts_are_deterministic_across_modes_and_threads() {
    let props = shared();
    let modes = [
        RunConfig::default(),
        RunConfig {
            dfs: true,
            ..RunConfig::default()
        },
        RunConfig {
            threads: 2,
            ..RunConfig::default()
        },
        RunConfig {
            dfs: true,
            threads: 2,
            ..RunConfig::default()
        },
    ];
    for path in bundled() {
        let s = Arc::new(model::load(&path).unwrap());
        let runs: Vec<_> = modes
            .iter()
            .map(|m| checker::check(&s, &s.edition, &[], &props, m).unwrap())
            .collect();
        // Breadth-first goes level by level: its traces are the shortest with any number of
        // threads (the trace itself may differ among equally short ones).
        let lengths = |r: &rulecheck::checker::RunResult| -> Vec<Option<usize>> {
            r.properties
                .iter()
                .map(|p| p.trace.as_ref().map(Vec::len))
                .collect()
        };
        assert_eq!(lengths(&runs[0]), lengths(&runs[2]), "{}", path.display());
        // `max_depth` (README "JSON"): in BFS the number of levels, whatever the threads; in
        // DFS the deepest first visit, never less.
        assert_eq!(runs[0].max_depth, runs[2].max_depth, "{}", path.display());
        if runs.iter().all(|r| r.complete) {
            for dfs in [&runs[1], &runs[3]] {
                assert!(dfs.max_depth >= runs[0].max_depth, "{}", path.display());
            }
        }
        for r in &runs[1..] {
            let v0: Vec<_> = runs[0].properties.iter().map(|p| p.outcome).collect();
            let v: Vec<_> = r.properties.iter().map(|p| p.outcome).collect();
            assert_eq!(v0, v, "{}", path.display());
            if runs[0]
                .properties
                .iter()
                .any(|p| p.kind != "sometimes" && p.outcome == rulecheck::checker::Verdict::Holds)
            {
                // Some property holds, so every mode explored the whole space.
                assert_eq!(runs[0].unique_states, r.unique_states, "{}", path.display());
            }
        }
    }
}

/// Every property evaluated directly on every reachable state (an independent search keyed on
/// full state equality): the checker's verdicts, which skip evaluations a state's parent
/// already settled (`checker::SearchState`), must be the same; and on each state a quantifier
/// settled by a verb no move has (`all(c ...: not enabled(.., "plot", c) or ...)`) must have
/// the value its members give one by one.
#[test]
fn verdicts_match_direct_evaluation_on_every_state() {
    use rulecheck::checker::Verdict;
    use rulecheck::property::Kind;
    let shared = shared();
    let mut compared = 0;
    for path in bundled() {
        let s = Arc::new(model::load(&path).unwrap());
        let eng = Engine::new(&s.table, Rules::of(&s.edition).unwrap());
        let mut props = shared.clone();
        props.extend(s.properties.iter().cloned().map(Arc::new));
        props.retain(|p| p.kind != Kind::Terminates);
        // Direct: true for an always-property until a state falsifies it, false for a
        // sometimes-property until a state satisfies it.
        let mut direct: Vec<bool> = props.iter().map(|p| p.kind == Kind::Always).collect();
        let init = eng.start(s.setup.clone());
        let mut seen: HashSet<Game> = HashSet::from([init.clone()]);
        let mut queue = VecDeque::from([init]);
        while let Some(g) = queue.pop_front() {
            for (i, p) in props.iter().enumerate() {
                let value = p.eval(&eng, &g);
                // A quantifier settled by a verb no move has gives the member-by-member value.
                assert_eq!(
                    value,
                    p.eval_member_by_member(&eng, &g),
                    "{} {}",
                    path.display(),
                    p.id
                );
                if value != (p.kind == Kind::Always) {
                    direct[i] = p.kind != Kind::Always;
                }
            }
            for a in eng.actions(&g) {
                let n = eng.apply(&g, &a);
                if seen.insert(n.clone()) {
                    queue.push_back(n);
                }
            }
            if seen.len() > 6000 {
                break;
            }
        }
        if seen.len() > 6000 {
            continue; // too large for a debug-build test; the rest cover every mechanic
        }
        let run = checker::check(&s, &s.edition, &[], &props, &RunConfig::default()).unwrap();
        for (p, want) in props.iter().zip(direct) {
            let got = run
                .properties
                .iter()
                .find(|r| r.id == p.id)
                .unwrap()
                .outcome;
            let want = match (p.kind, want) {
                (Kind::Always, true) => Verdict::Holds,
                (Kind::Always, false) => Verdict::Violated,
                (_, true) => Verdict::Reached,
                (_, false) => Verdict::Unreached,
            };
            if got == Verdict::NotApplicable {
                // Not searched: sound only if nothing it is about ever happens, so that an
                // `always` holds and a `sometimes` is unreached on every reachable state.
                assert!(
                    matches!(want, Verdict::Holds | Verdict::Unreached),
                    "{} {}: not applicable, but {}",
                    path.display(),
                    p.id,
                    want.name()
                );
            } else {
                assert_eq!(got, want, "{} {}", path.display(), p.id);
            }
            compared += 1;
        }
    }
    assert!(compared > 500, "only {compared} verdicts compared");
}

/// A defect that panics inside a search (here a property node reading a variable slot that
/// does not exist, which the property compiler never produces) must surface as a panic from
/// `check`, in every mode, never as verdicts of a partial search or a hang.
#[test]
fn a_panic_inside_a_search_is_raised_not_reported() {
    use property::Node;
    fn break_slots(n: &mut Node) {
        match n {
            Node::Card(slot, _) | Node::CardZone { slot, .. } => *slot = 40,
            Node::Not(a) | Node::HasType(a, _) => break_slots(a),
            Node::Bin(_, _, l, r) => {
                break_slots(l);
                break_slots(r);
            }
            Node::Chain(_, xs) => xs.iter_mut().for_each(break_slots),
            Node::Quant { filter, body, .. } => {
                for x in [filter, body].into_iter().flatten() {
                    break_slots(x);
                }
            }
            _ => {}
        }
    }
    let s = Arc::new(model::load(Path::new("models/bench/plot-suspend-k2-t3.toml")).unwrap());
    // From turn 2 on: past the initial state, in the middle of the search.
    let mut def = property::parse_file(
        Path::new("broken.toml"),
        "[[property]]\nid = \"broken\"\nkind = \"always\"\ncite = \"-\"\n\
         description = \"-\"\nexpr = 'turn < 2 or all(c in cards: c.zone != \"outside\")'\n",
        rulecheck::diagnostics::FileKind::Property,
        &rulecheck::cards::CardDb::bundled().unwrap(),
        None,
    )
    .unwrap()
    .remove(0);
    break_slots(&mut def.expr);
    let def = Arc::new(def);
    // The expected panics print their messages (a quiet hook would be global to the tests).
    for (dfs, threads) in [(false, 1), (false, 2), (true, 1), (true, 2)] {
        let cfg = RunConfig {
            dfs,
            threads,
            ..RunConfig::default()
        };
        let run = std::panic::catch_unwind(|| {
            checker::check(&s, &s.edition, &[], std::slice::from_ref(&def), &cfg)
        });
        assert!(
            run.is_err(),
            "dfs {dfs}, {threads} threads: the panic was not raised"
        );
    }
}

/// BFS reaches each state first by a shortest path, DFS by the path it happens to follow: on
/// this model some states are first visited deeper than their shortest path (README "JSON",
/// `max_depth`). Without folding, every state counts.
#[test]
fn max_depth_is_the_level_count_in_bfs_and_the_deepest_first_visit_in_dfs() {
    let path = Path::new("models/planechase/chaos-eon-fog.toml");
    let s = Arc::new(model::load(path).unwrap());
    let props = shared();
    let run = |dfs: bool, threads: usize| {
        let cfg = RunConfig {
            dfs,
            threads,
            reduction: false,
            ..RunConfig::default()
        };
        checker::check(&s, &s.edition, &[], &props, &cfg).unwrap()
    };
    let (bfs, bfs2, dfs) = (run(false, 1), run(false, 2), run(true, 1));
    assert_eq!(bfs.unique_states, dfs.unique_states);
    assert_eq!((bfs.max_depth, bfs2.max_depth), (75, 75));
    assert_eq!(dfs.max_depth, 86);
}
