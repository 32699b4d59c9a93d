//! Properties: `properties/*.toml` (and `[[property]]` tables in model files). Each has an id,
//! a kind (`always`: holds in every reachable state; `sometimes`: holds in some reachable
//! state), a CR citation, a description, an expression in the property language, and
//! `killed_by`: rule switches under which it must fail (so no property is vacuous).

mod applies;
mod check;
mod eval;
mod syntax;

pub use applies::Feature;

pub use check::{CardField, Node, PlayerField, Ty, MAX_VARS};
pub use syntax::{Quant, INT_RANGE, MAX_NESTING};

use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::cards::CardDb;
use crate::diagnostics::{FileError, FileKind};
use crate::engine::edition::Rules;
use crate::engine::{Engine, Game, ListedMoves};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Always,
    Sometimes,
    /// No reachable loop of mandatory actions (CR 104.4b, 731.4); needs no expression.
    Terminates,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Always => "always",
            Kind::Sometimes => "sometimes",
            Kind::Terminates => "terminates",
        }
    }
}

#[derive(Clone, Debug)]
pub struct PropertyDef {
    pub id: String,
    pub kind: Kind,
    pub cite: String,
    pub description: String,
    pub source: String,
    pub expr: Node,
    /// `NAME=VALUE` switch settings under which this property must be violated.
    pub killed_by: Vec<String>,
    /// What the property is about (`applies_to`): in a model where none of these can exist,
    /// it is not applicable and not searched. Empty: it applies everywhere.
    pub applies_to: Vec<Feature>,
    pub file: PathBuf,
}

impl PropertyDef {
    pub fn eval(&self, eng: &Engine, g: &Game) -> bool {
        self.eval_with(eng, g, &ListedMoves::default())
    }

    /// As `eval`, every quantifier evaluated member by member (`eval::truth_member_by_member`):
    /// for the test that the evaluator's shortcuts never change a value.
    #[doc(hidden)]
    pub fn eval_member_by_member(&self, eng: &Engine, g: &Game) -> bool {
        eval::truth_member_by_member(&self.expr, eng, g, &ListedMoves::default())
    }

    /// Its value on `g`, whose moves (for `enabled`) are `moves`, listed on first use.
    pub fn eval_with(&self, eng: &Engine, g: &Game, moves: &ListedMoves) -> bool {
        eval::truth(&self.expr, eng, g, moves)
    }

    /// For a per-card quantifier (`Node::per_card_quantifier`): its value over only the cards
    /// whose bit (`id % 64`) is set in `cards`.
    pub fn eval_over(&self, eng: &Engine, g: &Game, moves: &ListedMoves, cards: u64) -> bool {
        eval::truth_over(&self.expr, eng, g, moves, cards)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProperty {
    id: Spanned<String>,
    kind: Spanned<String>,
    #[serde(default)]
    cite: String,
    #[serde(default)]
    description: String,
    #[serde(default)]
    expr: Option<Spanned<String>>,
    #[serde(default)]
    killed_by: Vec<Spanned<String>>,
    #[serde(default)]
    applies_to: Vec<Spanned<String>>,
}

#[derive(Deserialize)]
struct PropertyTables {
    #[serde(default)]
    property: Vec<RawProperty>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PropertyFile {
    #[serde(default)]
    property: Vec<RawProperty>,
}

/// Byte offset in the file where a TOML string value's content starts.
fn content_start(text: &str, span: &Range<usize>) -> usize {
    let raw = &text[span.start.min(text.len())..];
    let skip = if raw.starts_with("'''") || raw.starts_with("\"\"\"") {
        let after = &raw[3..];
        3 + if after.starts_with("\r\n") {
            2
        } else if after.starts_with('\n') {
            1
        } else {
            0
        }
    } else if raw.starts_with('\'') || raw.starts_with('"') {
        1
    } else {
        0
    };
    span.start + skip
}

/// The longest property id.
pub const MAX_ID_LEN: usize = 100;

/// Why `id` is not a valid property id, if it is not: ids name files (`--itf`), so they are
/// letters, digits, `.`, `-` and `_`, not empty, not starting with `.`.
fn id_problem(id: &str) -> Option<String> {
    if id.is_empty() {
        Some("a property id cannot be empty".into())
    } else if id.chars().count() > MAX_ID_LEN {
        Some(format!(
            "property id '{id}' is too long: at most {MAX_ID_LEN} characters"
        ))
    } else if let Some(c) = id
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_')))
    {
        Some(format!(
            "property id '{id}' contains {c:?}: ids are letters, digits, '.', '-' and '_'"
        ))
    } else if id.starts_with('.') {
        Some(format!("property id '{id}' cannot start with '.'"))
    } else {
        None
    }
}

/// Parses the `[[property]]` tables of a file (a property file, or a model file with `kind`
/// = Model, whose other tables are left to the model loader). The card names a property
/// writes must be in `cards`, the player names in `players` (a model's; `None` for a
/// property file, which serves every model).
pub fn parse_file(
    path: &Path,
    text: &str,
    kind: FileKind,
    cards: &CardDb,
    players: Option<&[String]>,
) -> Result<Vec<PropertyDef>, FileError> {
    let err = |span: Option<Range<usize>>, msg: String, hint: Option<String>| {
        FileError::at(kind, path, text, span, msg, hint)
    };
    let raws = match kind {
        FileKind::Property => toml::from_str::<PropertyFile>(text).map(|f| f.property),
        FileKind::Model => toml::from_str::<PropertyTables>(text).map(|f| f.property),
    }
    .map_err(|e| err(e.span(), e.message().trim().to_string(), None))?;
    let mut out: Vec<PropertyDef> = Vec::new();
    for raw in raws {
        let id = raw.id.get_ref().clone();
        if let Some(problem) = id_problem(&id) {
            return Err(err(
                Some(raw.id.span()),
                problem,
                Some(
                    "ids also name the --itf trace files; e.g. \"plot.not-cast-same-turn\"".into(),
                ),
            ));
        }
        if out.iter().any(|p| p.id == id) {
            return Err(err(
                Some(raw.id.span()),
                format!("property '{id}' is defined twice"),
                None,
            ));
        }
        let k = match raw.kind.get_ref().as_str() {
            "always" => Kind::Always,
            "sometimes" => Kind::Sometimes,
            "terminates" => Kind::Terminates,
            other => {
                return Err(err(
                    Some(raw.kind.span()),
                    format!("unknown property kind '{other}'"),
                    Some("kinds: always, sometimes, terminates".into()),
                ))
            }
        };
        let (source, expr) = match (&raw.expr, k) {
            (None, Kind::Terminates) => (String::new(), Node::Bool(true)),
            (Some(e), Kind::Terminates) => {
                return Err(err(
                    Some(e.span()),
                    format!("property '{id}': a terminates property takes no expr"),
                    Some("it fails when a reachable cycle consists only of forced moves".into()),
                ))
            }
            (None, _) => {
                return Err(err(
                    Some(raw.id.span()),
                    format!("property '{id}' needs an expr"),
                    None,
                ))
            }
            (Some(e), _) => {
                let base = content_start(text, &e.span());
                let source = e.get_ref().clone();
                let expr = syntax::parse(&source)
                    .and_then(|ast| check::compile_for(&ast, Ty::Bool, Some(cards), players))
                    .map_err(|x| {
                        err(
                            Some(base + x.span.start..base + x.span.end),
                            format!("in property '{id}': {}", x.message),
                            x.hint,
                        )
                    })?;
                (source, expr)
            }
        };
        for s in &raw.killed_by {
            let mut r = Rules::of("latest").expect("latest exists");
            if let Err(e) = r.set(s.get_ref()) {
                return Err(err(Some(s.span()), format!("killed_by: {e}"), None));
            }
        }
        let mut applies_to = Vec::new();
        for a in &raw.applies_to {
            match Feature::parse(a.get_ref()) {
                Some(f) => applies_to.push(f),
                None => {
                    return Err(err(
                        Some(a.span()),
                        format!("applies_to: unknown feature '{}'", a.get_ref()),
                        Some(format!(
                            "features: {}",
                            Feature::ALL.map(|(n, _)| n).join(", ")
                        )),
                    ))
                }
            }
        }
        out.push(PropertyDef {
            id,
            kind: k,
            cite: raw.cite,
            description: raw.description,
            source,
            expr,
            killed_by: raw.killed_by.into_iter().map(|s| s.into_inner()).collect(),
            applies_to,
            file: path.to_path_buf(),
        });
    }
    Ok(out)
}

/// The shared property files, built into the program (`properties/*.toml`), so that `check`
/// works from any directory.
pub const BUILTIN: &[(&str, &str)] = &[
    ("core.toml", include_str!("../../properties/core.toml")),
    (
        "planechase.toml",
        include_str!("../../properties/planechase.toml"),
    ),
    ("plot.toml", include_str!("../../properties/plot.toml")),
    (
        "suspend.toml",
        include_str!("../../properties/suspend.toml"),
    ),
];

/// Where the shared properties come from: the built-in files unless `no_builtin`, then every
/// `*.toml` of `dir`; a file of `dir` named like a built-in one (`plot.toml`) replaces it.
pub struct SharedSource<'a> {
    pub dir: Option<&'a Path>,
    pub no_builtin: bool,
}

/// The shared properties, in file-name order.
pub fn load_shared(src: &SharedSource) -> Result<Vec<PropertyDef>, FileError> {
    let mut files: Vec<(String, PathBuf, String)> = Vec::new();
    if !src.no_builtin {
        for (name, text) in BUILTIN {
            let shown = Path::new("properties").join(name);
            files.push((name.to_string(), shown, text.to_string()));
        }
    }
    if let Some(dir) = src.dir {
        for f in toml_files(dir)? {
            let text = std::fs::read_to_string(&f).map_err(|e| {
                FileError::at(
                    FileKind::Property,
                    &f,
                    "",
                    None,
                    format!("cannot read: {e}"),
                    None,
                )
            })?;
            let name = f
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            files.retain(|(n, _, _)| *n != name);
            files.push((name, f, text));
        }
    }
    files.sort_by(|a, b| a.0.cmp(&b.0));
    let cards = CardDb::bundled().map_err(|e| {
        FileError::at(
            FileKind::Property,
            Path::new("properties"),
            "",
            None,
            e,
            None,
        )
    })?;
    let mut out: Vec<PropertyDef> = Vec::new();
    for (_, f, text) in files {
        for p in parse_file(&f, &text, FileKind::Property, &cards, None)? {
            if let Some(prev) = out.iter().find(|q| q.id == p.id) {
                return Err(FileError::at(
                    FileKind::Property,
                    &f,
                    &text,
                    text.find(&p.id).map(|i| i..i + p.id.len()),
                    format!(
                        "property '{}' is also defined in {}",
                        p.id,
                        prev.file.display()
                    ),
                    None,
                ));
            }
            out.push(p);
        }
    }
    Ok(out)
}

/// The `*.toml` files of a directory, in name order.
fn toml_files(dir: &Path) -> Result<Vec<PathBuf>, FileError> {
    let mut files: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(rd) => rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .collect(),
        Err(e) => {
            return Err(FileError::at(
                FileKind::Property,
                dir,
                "",
                None,
                format!("cannot read the properties directory: {e}"),
                None,
            ))
        }
    };
    files.sort();
    Ok(files)
}

/// Loads every `*.toml` in a directory, in name order (no built-in properties).
pub fn load_dir(dir: &Path) -> Result<Vec<PropertyDef>, FileError> {
    load_shared(&SharedSource {
        dir: Some(dir),
        no_builtin: true,
    })
}

/// A located error inside an expression.
#[derive(Debug)]
pub struct ExprError {
    pub span: Range<usize>,
    pub message: String,
    pub hint: Option<String>,
}

/// Compiles a lone expression (for tests and tools; card names are not checked).
pub fn compile_expr(source: &str) -> Result<Node, ExprError> {
    syntax::parse(source).and_then(|ast| check::compile(&ast, Ty::Bool, None))
}

/// Evaluates a compiled boolean expression.
pub fn holds(expr: &Node, eng: &Engine, g: &Game) -> bool {
    eval::truth(expr, eng, g, &ListedMoves::default())
}
