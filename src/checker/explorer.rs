//! The model stateright's Explorer serves: the search's `RuleModel`, with states and moves that
//! carry what a person reads. Its moves name who makes them, and when ("T1 main 1 — Alice plots
//! Djinn of Fool's Fall, paying {3}{U}"), since the Explorer labels a move without its state;
//! its states print ("Complete State?") as a board with card names; its picture is the board
//! drawn as a game client draws it, with the properties' verdicts on the state on top. `check`
//! never uses it: its states and moves stay as small as the search needs.

use std::sync::{Arc, Mutex};

use stateright::{Model, Property};

use super::{lasso, RuleModel, SearchState, Slots};
use crate::engine::{Action, Cut, Engine, MoveBudget, Zone};
use crate::property::Kind;
use crate::report::escape::one_line;
use crate::report::picture::{self, Extras, Tone};

/// A state as the Explorer holds it: the search's state, and the model's card names to print
/// it with. Hashed and compared as the search's state.
#[derive(Clone)]
pub struct Shown {
    pub state: SearchState,
    model: Arc<Printing>,
}

/// What printing a state needs.
struct Printing {
    scenario: Arc<crate::model::Scenario>,
    rules: crate::engine::Rules,
}

impl std::hash::Hash for Shown {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.state.hash(h)
    }
}

impl PartialEq for Shown {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
    }
}

impl Eq for Shown {}

/// "Complete State?": every zone's cards by name, in order (libraries and planar decks top
/// first), the stack, what waits, and a digest of the whole state. The Explorer tells states
/// apart by this text ("state matches selected"), so the digest keeps distinct states distinct
/// where the readable part does not show their difference.
impl std::fmt::Debug for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let eng = Engine::new(&self.model.scenario.table, self.model.rules);
        let g = &self.state.game;
        let names = |ids: &mut dyn Iterator<Item = crate::engine::CardId>| {
            let v: Vec<String> = ids.map(|c| one_line(eng.name(c)).into_owned()).collect();
            if v.is_empty() {
                "none".to_string()
            } else {
                v.join(", ")
            }
        };
        writeln!(f, "{}", crate::report::board(&eng, g))?;
        writeln!(
            f,
            "passes in succession: {}; lands played this turn: {}",
            g.passes, g.lands_played
        )?;
        for (p, pl) in g.players.iter().enumerate() {
            let who = one_line(eng.player_name(p as u8));
            writeln!(
                f,
                "{who}'s library (top first): {}",
                names(&mut pl.library.iter().copied())
            )?;
            if !pl.planar.is_empty() {
                writeln!(
                    f,
                    "{who}'s planar deck (top first): {}",
                    names(&mut pl.planar.iter().copied())
                )?;
            }
            let outside: Vec<_> = g
                .in_zone(Zone::Outside)
                .filter(|&c| eng.owner(c) == p as u8)
                .collect();
            if !outside.is_empty() {
                writeln!(
                    f,
                    "{who}'s cards outside the game: {}",
                    names(&mut outside.into_iter())
                )?;
            }
        }
        // What the board's marks leave out, card by card.
        for c in g.ids() {
            let o = g.obj(c);
            let mut notes = Vec::new();
            if o.sick && o.zone == Zone::Battlefield {
                notes.push("summoning sick".to_string());
            }
            if let Some(cast) = &o.cast {
                let mut how = format!("cast on turn {} from {}", cast.turn, cast.via.zone().name());
                if cast.via != crate::engine::CastVia::Hand {
                    how.push_str(&format!(" ({})", cast.via.name()));
                }
                if cast.kicked {
                    how.push_str(", kicked");
                }
                if cast.buyback {
                    how.push_str(", with buyback");
                }
                if cast.x > 0 {
                    how.push_str(&format!(", X = {}", cast.x));
                }
                notes.push(how);
            }
            if o.gained_suspend {
                notes.push("has gained suspend".into());
            }
            if o.declined {
                notes.push("its owner declined to play it".into());
            }
            if o.face > 0 {
                notes.push(format!("face {} up", o.face));
            }
            if !notes.is_empty() {
                writeln!(f, "{}: {}", one_line(eng.name(c)), notes.join(", "))?;
            }
        }
        let waiting: Vec<String> = g
            .triggered
            .iter()
            .map(|t| {
                format!(
                    "{} ({}'s)",
                    crate::report::ability_label(&eng, &t.ability),
                    one_line(eng.player_name(t.controller))
                )
            })
            .collect();
        if !waiting.is_empty() {
            writeln!(f, "waiting to be put on the stack: {}", waiting.join("; "))?;
        }
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        g.hash(&mut h);
        write!(f, "state digest: {:016x}", h.finish())
    }
}

/// A move as the Explorer lists it: the search's action, and its label in game language with
/// the turn and step it is made in.
#[derive(Clone, Debug, PartialEq)]
pub struct Move {
    pub action: Action,
    pub label: String,
}

/// The Explorer's model: `inner`, with readable states and moves.
pub struct ExplorerModel {
    pub inner: RuleModel,
    printing: Arc<Printing>,
}

impl ExplorerModel {
    pub fn new(inner: RuleModel) -> ExplorerModel {
        let printing = Arc::new(Printing {
            scenario: inner.scenario.clone(),
            rules: inner.rules,
        });
        ExplorerModel { inner, printing }
    }

    fn shown(&self, state: SearchState) -> Shown {
        Shown {
            state,
            model: self.printing.clone(),
        }
    }

    /// Each property's verdict on `s` that is a discovery: an `always` or `terminates`
    /// property violated, a `sometimes` one reached; or one line saying there is none. It is
    /// evaluated here, on this state alone, so a deep link shows it before any search has run.
    /// Moves are listed under a budget of their own: the Explorer's search is not stopped.
    pub fn verdicts(&self, s: &SearchState) -> Vec<(Tone, String)> {
        let budget = MoveBudget::new(None, self.inner.budget.max_moves());
        let eng = Engine::new(&self.inner.scenario.table, self.inner.rules)
            .with_symmetry(self.inner.symmetry)
            .with_budget(&budget);
        let mut out = Vec::new();
        for p in &self.inner.props {
            let id = one_line(&p.id);
            match p.kind {
                Kind::Always if !p.eval(&eng, s) => out.push((
                    Tone::Violated,
                    format!("{id} (always): violated in this state"),
                )),
                Kind::Sometimes if p.eval(&eng, s) => out.push((
                    Tone::Reached,
                    format!("{id} (sometimes): reached in this state"),
                )),
                Kind::Terminates => {
                    let escapes = Mutex::new(rustc_hash::FxHashSet::default());
                    if let lasso::Walk::Loops(_) = lasso::walk(&eng, s, &escapes, None) {
                        out.push((
                            Tone::Violated,
                            format!(
                                "{id} (terminates): violated: from here the game loops forever with no choice"
                            ),
                        ));
                    }
                }
                _ => {}
            }
        }
        if budget.was_cut() {
            out.push((
                Tone::Plain,
                "some moves were cut short (--max-moves): a verdict may rest on a partial list"
                    .into(),
            ));
        }
        if out.is_empty() {
            out.push((
                Tone::Plain,
                format!(
                    "no property is violated or reached in this state ({} checked)",
                    self.inner.props.len()
                ),
            ));
        }
        out
    }
}

impl Slots for ExplorerModel {
    fn holds_slot(&self, i: usize, s: &Shown) -> bool {
        self.inner.holds(i, &s.state)
    }
}

impl Model for ExplorerModel {
    type State = Shown;
    type Action = Move;

    fn init_states(&self) -> Vec<Shown> {
        self.inner
            .init_states()
            .into_iter()
            .map(|s| self.shown(s))
            .collect()
    }

    fn actions(&self, state: &Shown, actions: &mut Vec<Move>) {
        let mut listed = Vec::new();
        self.inner.actions(&state.state, &mut listed);
        let eng = self.inner.engine();
        let g = &state.state.game;
        actions.extend(listed.into_iter().map(|action| Move {
            label: format!(
                "T{} {} — {}",
                g.turn,
                g.step_label(),
                one_line(&eng.describe(g, &action))
            ),
            action,
        }));
    }

    fn next_state(&self, last: &Shown, m: Move) -> Option<Shown> {
        self.inner
            .next_state(&last.state, m.action)
            .map(|s| self.shown(s))
    }

    fn format_action(&self, m: &Move) -> String {
        m.label.clone()
    }

    /// Under the picture: the move, and the board lines it changed (as in `check`'s traces).
    fn format_step(&self, last: &Shown, m: Move) -> Option<String> {
        let eng = self.inner.engine();
        let t = super::run::step_with_changes(&eng, &last.state, &m.action);
        let mut s = m.label;
        for c in &t.changes {
            s.push_str("\n  now: ");
            s.push_str(&one_line(c));
        }
        Some(s)
    }

    /// The path's last state as a board, the state before it marking what changed. A state
    /// whose moves the budget cut short says so (the Explorer then lists none); drawing it
    /// records no cut, so it does not stop the search.
    fn as_svg(&self, path: stateright::Path<Shown, Move>) -> Option<String> {
        let steps = path.into_vec();
        let (last, _) = steps.last()?;
        let before = steps.len().checked_sub(2).map(|i| &steps[i]);
        let eng = self.inner.engine();
        let mut extras = Extras {
            verdicts: self.verdicts(&last.state),
            last_move: before
                .and_then(|(_, m)| m.as_ref())
                .map(|m| m.label.as_str()),
            notes: Vec::new(),
        };
        if let Err(Cut::TooMany(n)) = eng.try_actions(&last.state) {
            extras.notes.push(format!(
                "more than {n} moves from this state: none listed (--max-moves)"
            ));
        }
        Some(picture::svg(
            &eng,
            before.map(|(s, _)| &s.state.game),
            &last.state.game,
            &extras,
        ))
    }

    fn properties(&self) -> Vec<Property<Self>> {
        self.inner.properties_for()
    }

    fn within_boundary(&self, s: &Shown) -> bool {
        self.inner.within_boundary(&s.state)
    }
}
