//! Output for people and machines: the results table, traces in game language, JSON.

pub mod error;
pub mod escape;
pub mod exit;
pub mod explore;
pub mod itf;
pub mod merge;
mod outputs;
pub mod picture;
pub mod results;

pub use outputs::{dot, github, junit};

use std::fmt::Write;

use escape::one_line;

use serde::Serialize;

use crate::engine::{CardId, Decision, Engine, Game, Outcome, StackItem, Zone};
use crate::report::results::{RunResult, Verdict};

/// The board's first line: "Turn 1 (Alice's turn), main 1: Bob has priority".
pub fn status_line(eng: &Engine, g: &Game) -> String {
    let status = match (&g.outcome, &g.decision) {
        (Some(Outcome::Win(p)), _) => format!("game over: {} wins", one_line(eng.player_name(*p))),
        (Some(Outcome::Draw), _) => "game over: a draw".into(),
        (Some(Outcome::TurnLimit), _) => format!("end of turn {} (the model's last turn)", g.turn),
        (Some(Outcome::PhaseLimit), _) => format!(
            "cut: more than {} added phases were to wait at once (CR 500.8)",
            crate::engine::state::MAX_PENDING_PHASES
        ),
        (Some(Outcome::TokenLimit), _) => {
            "cut: a token was to be created but the model's token slots are all in use".into()
        }
        (Some(Outcome::CounterLimit), _) => format!(
            "cut: an object was to hold counters of more than {} kinds",
            crate::engine::counter_bag::CAPACITY
        ),
        (None, Some(d)) => format!(
            "{} to decide: {}",
            one_line(eng.player_name(g.actor())),
            decision_name(d)
        ),
        (None, None) => format!("{} has priority", one_line(eng.player_name(g.priority))),
    };
    format!(
        "Turn {} ({}'s turn), {}: {}",
        g.turn,
        one_line(eng.player_name(g.active)),
        g.step_label(),
        status
    )
}

/// A player's counters (CR 122.1) and the mana in their pool (CR 106.4) as a board says them:
/// ", 3 poison, 2 energy, mana pool {R}{R}", or "" for none.
pub fn player_counters(pl: &crate::engine::state::Player) -> String {
    let mut s: String = pl
        .counters
        .iter()
        .zip(crate::cards::PLAYER_COUNTERS)
        .filter(|&(&n, _)| n > 0)
        .map(|(n, kind)| format!(", {n} {kind}"))
        .collect();
    if let Some(pool) = &pl.pool {
        s.push_str(&format!(", mana pool {}", pool.symbols()));
    }
    s
}

/// A state as a board a person can read.
pub fn board(eng: &Engine, g: &Game) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}", status_line(eng, g));
    for p in 0..g.players.len() as u8 {
        let pl = &g.players[p as usize];
        let _ = writeln!(
            s,
            "{}: {} life{}{}, library {}",
            one_line(eng.player_name(p)),
            pl.life,
            player_counters(pl),
            if pl.lost { " (lost)" } else { "" },
            pl.library.len()
        );
        // CR 702.26b: phased-out permanents, under their controller, after the battlefield.
        for zone in [
            Zone::Hand,
            Zone::Battlefield,
            Zone::PhasedOut,
            Zone::Graveyard,
            Zone::Exile,
        ] {
            let cards: Vec<String> = g
                .in_zone(zone)
                .filter(|&c| {
                    if matches!(zone, Zone::Battlefield | Zone::PhasedOut) {
                        g.obj(c).controller == p
                    } else {
                        eng.owner(c) == p
                    }
                })
                .map(|c| card_label(eng, g, c))
                .collect();
            if !cards.is_empty() {
                let _ = writeln!(s, "  {}: {}", zone.name(), cards.join(", "));
            }
        }
    }
    if !g.face_up.is_empty() {
        let planes: Vec<String> = g
            .face_up
            .iter()
            .map(|&c| {
                format!(
                    "{} ({}'s)",
                    one_line(eng.name(c)),
                    one_line(eng.player_name(eng.owner(c)))
                )
            })
            .collect();
        let pc = g
            .planar_controller
            .map(|p| one_line(eng.player_name(p)))
            .unwrap_or("nobody".into());
        let mut line = format!("face up: {}; planar controller: {pc}", planes.join(", "));
        if g.blanks_are_chaos {
            line.push_str("; blank rolls are chaos");
        }
        let _ = writeln!(s, "{line}");
    }
    // CR 101.4: the turn order, when an effect reversed it.
    if g.turn_order_reversed {
        let _ = writeln!(s, "turn order: reversed");
    }
    // CR 611.2b: "Until your next turn, creatures can't attack you."
    for p in 0..g.players.len() as u8 {
        if g.cant_attack & 1u8.checked_shl(u32::from(p)).unwrap_or(0) != 0 {
            let name = one_line(eng.player_name(p));
            let _ = writeln!(s, "creatures can't attack {name} until {name}'s next turn");
        }
    }
    if !g.stack.is_empty() {
        let items: Vec<String> = g
            .stack
            .iter()
            .rev()
            .map(|it| match it {
                StackItem::Spell { card, targets, .. } => {
                    with_targets(eng, card_label(eng, g, *card), targets)
                }
                StackItem::Ability {
                    ability, targets, ..
                } => with_targets(eng, ability_label(eng, ability), targets),
            })
            .collect();
        let _ = writeln!(s, "stack (top first): {}", items.join("; "));
    }
    s.trim_end().to_string()
}

fn with_targets(eng: &Engine, what: String, targets: &[crate::engine::Target]) -> String {
    if targets.is_empty() {
        what
    } else {
        let t: Vec<_> = targets
            .iter()
            .map(|t| one_line(&eng.target_name(t)).into_owned())
            .collect();
        format!("{what} targeting {}", t.join(", "))
    }
}

pub fn ability_label(eng: &Engine, a: &crate::engine::AbilityRef) -> String {
    one_line(&eng.ability_name(a)).into_owned()
}

pub fn decision_name(d: &Decision) -> &'static str {
    match d {
        Decision::Attackers => "declare attackers",
        Decision::Blockers { .. } => "declare blockers",
        Decision::TriggerTarget { .. } => "choose a target for a trigger",
        Decision::TriggerOrder { .. } => "choose which trigger goes on the stack next",
        Decision::Resolution { .. } => "choose a card, or none",
        Decision::Discard { .. } => "discard to hand size",
        Decision::SuspendPlay { must: true, .. } => "play the suspended card (mandatory, if able)",
        Decision::SuspendPlay { must: false, .. } => "play the suspended card, or not",
        Decision::CastFree { .. } => "cast one of the cards without paying its mana cost, or none",
        Decision::Proposal { .. } => "the cast cannot be completed",
        Decision::ChooseName { .. } => "choose a card name",
        Decision::PlanarDie { .. } => "the planar die is rolling",
        Decision::TimeTravel { .. } => "time travel: add or remove a time counter, or neither",
        Decision::CombatDamage { .. } => "divide combat damage among blockers",
        Decision::DamageOrder { .. } => "announce the damage assignment order of blockers",
        Decision::Proliferate { .. } => "proliferate: choose permanents and players with counters",
        Decision::ChangeACounter { .. } => "choose a counter: remove it or put another",
        Decision::PayLifeAsEnters { .. } => "pay life as a land enters, or it enters tapped",
        Decision::OpeningHand { .. } => "take actions from the opening hand before the first turn",
        Decision::AttachAura { .. } => "choose what an Aura entering the battlefield enchants",
        Decision::Die { rolled, dice, .. } if rolled.len() < *dice as usize => "a die is rolling",
        Decision::Die { .. } => "keep one die's result, ignore the other",
        Decision::CopyTargets { .. } => "choose the targets of a copy of a spell (keep or change)",
        Decision::PayMana { .. } => "pay a cost as an ability resolves, or not",
        Decision::LegendRule { .. } => "keep one legendary permanent of a name (legend rule)",
        Decision::Coin { .. } => "a coin is flipping",
        Decision::Devour { .. } => "devour: sacrifice any number of other creatures, or none",
    }
}

/// What a card's mark says: the Explorer's picture draws some of them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    Tapped,
    /// Time counters (CR 702.62): a suspended card's, in exile.
    Time,
    /// A creature's power and toughness on the battlefield.
    PowerToughness,
    Other,
}

/// A card's marks in the order the text board lists them: tapped, plotted, counters, damage,
/// P/T, combat, a chosen name.
pub fn card_marks(eng: &Engine, g: &Game, c: CardId) -> Vec<(MarkKind, String)> {
    let o = g.obj(c);
    let mut marks = Vec::new();
    if o.tapped {
        marks.push((MarkKind::Tapped, "tapped".to_string()));
    }
    if let Some(t) = o.plotted {
        marks.push((MarkKind::Other, format!("plotted T{t}")));
    }
    if let Some(t) = o.foretold {
        marks.push((MarkKind::Other, format!("foretold T{t}")));
    }
    if o.time > 0 {
        marks.push((MarkKind::Time, format!("{} time", o.time)));
    }
    if o.delay > 0 {
        marks.push((MarkKind::Other, format!("{} delay", o.delay)));
    }
    if o.plus1 > 0 {
        marks.push((MarkKind::Other, format!("+{}/+{}", o.plus1, o.plus1)));
    }
    // CR 122.1b: "a lifelink counter".
    for k in crate::cards::Keyword::COUNTERS {
        if o.keyword_counters.has(k) {
            marks.push((MarkKind::Other, format!("{} counter", k.name())));
        }
    }
    // CR 122.1: "2 charge", "1 -1/-1".
    for (k, n) in o.named_counters.kinds() {
        let kind = crate::cards::CounterKind::Named(k).name();
        marks.push((MarkKind::Other, format!("{n} {kind}")));
    }
    if o.damage > 0 {
        marks.push((MarkKind::Other, format!("{} damage", o.damage)));
    }
    if o.zone == Zone::Battlefield && eng.is_creature(g, c) {
        marks.push((
            MarkKind::PowerToughness,
            format!("{}/{}", eng.power(g, c), eng.toughness(g, c)),
        ));
    }
    match o.attacking_planeswalker {
        Some(pw) => marks.push((
            MarkKind::Other,
            format!("attacking {}", one_line(&eng.shown_name(g, pw))),
        )),
        None if o.attacking.is_some() => marks.push((MarkKind::Other, "attacking".into())),
        None => {}
    }
    if let Some(a) = o.blocking {
        marks.push((
            MarkKind::Other,
            format!("blocking {}", one_line(eng.name(a))),
        ));
    }
    if let Some(n) = o.named {
        marks.push((
            MarkKind::Other,
            format!("naming {}", one_line(&eng.table.db.get(n).name)),
        ));
    }
    // CR 303.4b: what an Aura enchants.
    // CR 301.5a: what an Equipment equips.
    if let Some(t) = o.attached_to {
        let verb = match eng.is_equipment(g, c) {
            true => "equipping",
            false => "enchanting",
        };
        marks.push((
            MarkKind::Other,
            format!("{verb} {}", one_line(&eng.shown_name(g, t))),
        ));
    }
    // CR 716.2b: a Class's level, once it has one.
    if o.level > 0 {
        marks.push((MarkKind::Other, format!("level {}", o.level)));
    }
    marks
}

fn card_label(eng: &Engine, g: &Game, c: CardId) -> String {
    let marks: Vec<String> = card_marks(eng, g, c).into_iter().map(|(_, m)| m).collect();
    let shown = eng.shown_name(g, c);
    let name = one_line(&shown);
    if marks.is_empty() {
        name.to_string()
    } else {
        format!("{name} ({})", marks.join(", "))
    }
}

fn outcome_cell(r: &RunResult, v: Verdict) -> String {
    let turns = format!("{} turn{}", r.turns, if r.turns == 1 { "" } else { "s" });
    match v {
        Verdict::Holds if r.turns > 0 => format!("holds (within {turns})"),
        Verdict::Unreached => format!("unreached (within {turns})"),
        Verdict::Unknown => format!(
            "unknown (incomplete: {})",
            r.stopped_by.as_deref().unwrap_or("limit")
        ),
        v => v.name().to_string(),
    }
}

/// The full table (`--verbose`): one row per model × property.
fn table(runs: &[RunResult]) -> String {
    let mut rows: Vec<[String; 7]> = vec![[
        "model".into(),
        "edition".into(),
        "property".into(),
        "outcome".into(),
        "expected".into(),
        "states".into(),
        "seconds".into(),
    ]];
    for r in runs {
        let ed = r.edition_label();
        for p in &r.properties {
            let mark = if p.as_expected {
                ""
            } else {
                "  <-- UNEXPECTED"
            };
            rows.push([
                one_line(&r.model).into_owned(),
                ed.clone(),
                one_line(&p.id).into_owned(),
                outcome_cell(r, p.outcome),
                format!("{}{mark}", p.expected),
                r.unique_states.to_string(),
                format!("{:.2}", r.seconds),
            ]);
        }
    }
    let widths: Vec<usize> = (0..7)
        .map(|i| {
            rows.iter()
                .map(|row| row[i].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut s = String::new();
    for (n, row) in rows.iter().enumerate() {
        let line: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, cell)| format!("{cell:<w$}", w = widths[i]))
            .collect();
        let _ = writeln!(s, "{}", line.join("  ").trim_end());
        if n == 0 {
            let _ = writeln!(
                s,
                "{}",
                widths
                    .iter()
                    .map(|w| "-".repeat(*w))
                    .collect::<Vec<_>>()
                    .join("  ")
            );
        }
    }
    s
}

/// The default: one line per run, "ok" or "FAIL", with its states and how many outcomes were
/// as expected, unexpected and not applicable.
fn summary_lines(runs: &[RunResult]) -> String {
    let mut s = String::new();
    for r in runs {
        let (bad, na, unknown) = (r.unexpected(), r.not_applicable(), r.unknown());
        let good = r.properties.len() - bad - na;
        // An outcome a stopped search could not decide is not a wrong verdict: it is counted
        // apart, and the line says STOP rather than FAIL when nothing else went wrong.
        let wrong = bad - unknown;
        let mut counts = Vec::new();
        if wrong > 0 {
            counts.push(format!("{wrong} UNEXPECTED"));
        }
        if unknown > 0 {
            counts.push(format!("{unknown} unknown"));
        }
        counts.push(format!("{good} as expected"));
        if na > 0 {
            counts.push(format!("{na} not applicable"));
        }
        let label = match (wrong, unknown) {
            (0, 0) => "ok",
            (0, _) => "STOP",
            _ => "FAIL",
        };
        let _ = writeln!(
            s,
            "{:<4}  {} ({}): {}{}; {}",
            label,
            one_line(&r.model),
            r.edition_label(),
            r.states_text(),
            match &r.stopped_by {
                Some(why) if !r.complete => format!(" (incomplete: {why})"),
                _ => String::new(),
            },
            counts.join(", ")
        );
    }
    s
}

/// What was searched, for an outcome without a trace.
pub fn searched_text(r: &RunResult) -> String {
    let turns = format!("{} turn{}", r.turns, if r.turns == 1 { "" } else { "s" });
    if r.complete && r.folded_states > 0 {
        format!(
            "all reachable states within {turns} were searched: {} stored, {} forced ones passed through (depth {})",
            r.unique_states, r.folded_states, r.max_depth
        )
    } else if r.complete {
        format!(
            "all {} reachable states within {turns} were searched (depth {})",
            r.unique_states, r.max_depth
        )
    } else {
        let why = r.stopped_by.as_deref().unwrap_or("limit");
        format!(
            "{} were searched before the search stopped ({why}); to decide it, {}",
            r.states_text(),
            how_to_decide(why)
        )
    }
}

/// What a user can do about what stopped a search: a flag's limit can be raised; a bound of
/// the game state rulecheck keeps (token slots, counter kinds, added phases) says its own fix
/// or has none but a smaller model.
fn how_to_decide(stopped_by: &str) -> &'static str {
    if stopped_by.starts_with("--max-memory") {
        "raise the limit, or search depth-first (--dfs: less memory per state), or check fewer \
         turns or cards"
    } else if stopped_by.starts_with("--max-moves") {
        "raise --max-moves, or check fewer cards"
    } else if stopped_by.starts_with("--") || stopped_by.starts_with("interrupted") {
        "raise the limit, or check fewer turns or cards"
    } else if stopped_by.contains("raise `") {
        "raise the model's bound it names, or check fewer turns or cards"
    } else {
        "check fewer turns or cards (this bound of the game state has no option)"
    }
}

/// Why an unexpected outcome has no trace, and what was searched.
pub fn no_trace_text(r: &RunResult, p: &crate::report::results::PropertyResult) -> String {
    let why = match p.outcome {
        Verdict::Holds => {
            "no trace: no reachable state violates it (the expected violation did not happen)"
        }
        Verdict::Unreached => "no trace: no reachable state satisfies it",
        Verdict::NotApplicable => return format!("  {}\n", not_applicable_text(p)),
        _ => "undecided",
    };
    format!("  {why}; {}\n", searched_text(r))
}

/// "not applicable: ..." with the reason (not searched).
pub fn not_applicable_text(p: &crate::report::results::PropertyResult) -> String {
    format!(
        "not applicable, not searched: {}",
        p.reason
            .as_deref()
            .unwrap_or("nothing it is about exists in this model")
    )
}

/// The text report: a line per run (the whole table with `verbose`), then a trace for every
/// unexpected outcome (every discovery with `all_traces`), then the totals. Control characters
/// in names are made visible.
pub fn text(
    runs: &[RunResult],
    all_traces: bool,
    verbose: bool,
    explore: &explore::ExploreOptions,
) -> String {
    let mut s = if verbose {
        table(runs)
    } else {
        summary_lines(runs)
    };
    for r in runs {
        for p in r
            .properties
            .iter()
            .filter(|p| !p.as_expected || (all_traces && p.trace.is_some()))
        {
            let _ = writeln!(
                s,
                "\n{} in {} ({}): {}, expected {}",
                one_line(&p.id),
                one_line(&r.model),
                r.edition,
                p.outcome.name(),
                p.expected
            );
            if !p.cite.is_empty() || !p.description.is_empty() {
                let _ = writeln!(s, "  {} {}", one_line(&p.cite), one_line(&p.description));
            }
            match &p.trace {
                Some(trace) => {
                    s.push_str(&trace_text(trace));
                    if let Some(lasso) = &p.lasso {
                        s.push_str(&lasso_text(lasso));
                    }
                    if let Some(b) = &p.final_board {
                        let _ = writeln!(s, "  final state:");
                        for line in b.lines() {
                            let _ = writeln!(s, "    {line}");
                        }
                    }
                    if let Some(path) = &p.path {
                        let _ = writeln!(s, "  explore: {}", explore::line(r, path, explore));
                    }
                }
                None => s.push_str(&no_trace_text(r, p)),
            }
        }
    }
    s.push_str(&partial_cards_text(runs, verbose));
    let total: usize = runs.iter().map(|r| r.properties.len()).sum();
    let bad: usize = runs.iter().map(RunResult::unexpected).sum();
    let unknown: usize = runs.iter().map(RunResult::unknown).sum();
    let na: usize = runs.iter().map(RunResult::not_applicable).sum();
    let incomplete = runs.iter().filter(|r| !r.complete).count();
    let collision = runs
        .iter()
        .map(|r| r.collision_probability)
        .fold(0.0, f64::max);
    let _ = writeln!(
        s,
        "\n{} model{} checked, {} property results: {} as expected, {} not applicable, {} unexpected{}{}\n\
         fingerprint collision probability (largest search): at most {collision:.1e}",
        runs.len(),
        if runs.len() == 1 { "" } else { "s" },
        total,
        total - bad - na,
        na,
        bad - unknown,
        if unknown > 0 {
            format!(", {unknown} unknown")
        } else {
            String::new()
        },
        if incomplete > 0 {
            let s = if incomplete == 1 { "" } else { "es" };
            format!(", {incomplete} search{s} incomplete")
        } else {
            String::new()
        }
    );
    escape::visible(&s).into_owned()
}

/// The cards of the checked models whose files leave part of their Oracle text unmodelled:
/// no verdict covers those sentences, and the report says so rather than let a verdict seem
/// to. One line naming the cards; with `verbose`, or for one model, each card's sentences (and
/// with `verbose`, the models that use it).
pub fn partial_cards_text(runs: &[RunResult], verbose: bool) -> String {
    let mut cards: std::collections::BTreeMap<&str, (&[String], Vec<&str>)> = Default::default();
    for r in runs {
        for c in &r.partial_cards {
            let entry = cards
                .entry(c.card.as_str())
                .or_insert((c.not_modelled.as_slice(), Vec::new()));
            if !entry.1.contains(&r.model.as_str()) {
                entry.1.push(r.model.as_str());
            }
        }
    }
    if cards.is_empty() {
        return String::new();
    }
    let models: std::collections::BTreeSet<&str> = cards
        .values()
        .flat_map(|(_, m)| m.iter().copied())
        .collect();
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let mut s = format!(
        "\nnote: {} model{} use{} cards whose text is not all modelled; no verdict covers those sentences",
        models.len(),
        plural(models.len()),
        if models.len() == 1 { "s" } else { "" },
    );
    if !verbose && runs.len() > 1 {
        let names: Vec<_> = cards.keys().map(|c| one_line(c)).collect();
        let _ = writeln!(s, " ({}; --verbose lists them)", names.join(", "));
        return s;
    }
    s.push_str(":\n");
    for (card, (sentences, in_models)) in &cards {
        let _ = writeln!(s, "  {}:", one_line(card));
        for sentence in sentences.iter() {
            let _ = writeln!(s, "    - {}", one_line(sentence));
        }
        if verbose {
            for m in in_models {
                let _ = writeln!(s, "    in {}", one_line(m));
            }
        }
    }
    s
}

/// A trace, one line per step: "T1 main 1 — Alice plots Djinn of Fool's Fall, paying {3}{U}".
/// A lasso's loop: each forced move with the board lines it changed.
pub fn lasso_text(lasso: &[crate::report::results::TraceStep]) -> String {
    let mut s = String::from("  loop (forced moves only; repeats forever, CR 104.4b / 731.4):\n");
    for t in lasso {
        let _ = writeln!(s, "    T{} {} — {}", t.turn, t.step, one_line(&t.action));
        for c in &t.changes {
            let _ = writeln!(s, "        now: {}", one_line(c));
        }
    }
    s.push_str("    … and the state is the same again\n");
    s
}

/// One line of a trace: a step, or a run of more than two priority passes folded into one.
pub struct Folded<'a> {
    pub first: &'a crate::report::results::TraceStep,
    pub last: &'a crate::report::results::TraceStep,
    /// How many passes were folded; 1 for a single step.
    pub passes: usize,
}

impl Folded<'_> {
    /// The move as a person reads it.
    pub fn label(&self) -> String {
        if self.passes > 1 {
            format!("players pass priority ({} passes)", self.passes)
        } else {
            self.first.action.clone()
        }
    }
}

/// A trace with each run of more than two priority passes folded into one entry. A pass that
/// changed the board (a spell resolved, a card was drawn as the step began) is not folded: it
/// keeps its own line and its "now:" lines, so no change is hidden in a folded run.
pub fn fold_passes(trace: &[crate::report::results::TraceStep]) -> Vec<Folded<'_>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < trace.len() {
        let passes = trace[i..]
            .iter()
            .take_while(|x| x.action.ends_with(" passes priority") && x.changes.is_empty())
            .count();
        let n = if passes > 2 { passes } else { 1 };
        out.push(Folded {
            first: &trace[i],
            last: &trace[i + n - 1],
            passes: n,
        });
        i += n;
    }
    out
}

/// Runs of priority passes are folded into one line (the JSON trace keeps every step).
pub fn trace_text(trace: &[crate::report::results::TraceStep]) -> String {
    let mut s = String::new();
    for f in fold_passes(trace) {
        let t = f.first;
        if f.passes > 1 {
            let _ = writeln!(
                s,
                "  T{} {} … T{} {} — {}",
                t.turn,
                t.step,
                f.last.turn,
                f.last.step,
                f.label()
            );
        } else {
            let _ = writeln!(s, "  T{} {} — {}", t.turn, t.step, one_line(&t.action));
            for c in &t.changes {
                let _ = writeln!(s, "      now: {}", one_line(c));
            }
        }
    }
    s
}

#[derive(Serialize)]
struct JsonReport<'a> {
    ok: bool,
    runs: &'a [RunResult],
    #[serde(skip_serializing_if = "Option::is_none")]
    shard: Option<&'a results::ShardInfo>,
}

pub fn json(runs: &[RunResult]) -> String {
    json_of_shard(runs, None)
}

/// The JSON report of a sharded check (`check --shard`): it also says which shard it is.
pub fn json_of_shard(runs: &[RunResult], shard: Option<&results::ShardInfo>) -> String {
    let ok = runs
        .iter()
        .all(|r| r.properties.iter().all(|p| p.as_expected));
    serde_json::to_string_pretty(&JsonReport { ok, runs, shard })
        .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

#[cfg(test)]
mod tests {
    use super::results::TraceStep;

    fn step(player: &str, action: &str, changes: &[&str]) -> TraceStep {
        TraceStep {
            turn: 1,
            step: "main 1".into(),
            player: player.into(),
            action: format!("{player} {action}"),
            changes: changes.iter().map(|c| c.to_string()).collect(),
        }
    }

    /// A run of passes is one line, but a pass that changed the board (Giant Growth resolved)
    /// keeps its line and its "now:" lines: no change is hidden in a folded run.
    #[test]
    fn a_pass_that_changed_the_board_is_not_folded_away() {
        let pass = |p: &str| step(p, "passes priority", &[]);
        let trace = vec![
            pass("Alice"),
            pass("Bob"),
            pass("Alice"),
            step("Bob", "passes priority", &["graveyard: Giant Growth"]),
            pass("Alice"),
            pass("Bob"),
            pass("Alice"),
        ];
        let text = super::trace_text(&trace);
        assert_eq!(
            text,
            "  T1 main 1 … T1 main 1 — players pass priority (3 passes)\n\
             \x20 T1 main 1 — Bob passes priority\n\
             \x20     now: graveyard: Giant Growth\n\
             \x20 T1 main 1 … T1 main 1 — players pass priority (3 passes)\n"
        );
    }
}
