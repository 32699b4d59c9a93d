//! Model files (`models/**/*.toml`): a starting position, bounds and expectations, validated
//! into a `Scenario`. Every mistake is reported with file, line, column and a hint.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::cards::{CardDb, CardSpec};
use crate::diagnostics::{did_you_mean, FileError, FileKind};
use crate::engine::edition;
use crate::engine::{CardInfo, Game, Obj, Outcome, Player, Step, Table, Zone};
use crate::property::{self, Kind, PropertyDef};

pub const MAX_TURNS: u8 = 50;
pub const MAX_PLAYERS: usize = 4;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ModelFile {
    name: String,
    #[serde(default)]
    description: String,
    #[serde(default = "latest")]
    edition: Spanned<String>,
    turns: Spanned<i64>,
    #[serde(default)]
    player: Vec<Spanned<PlayerSpec>>,
    #[serde(default)]
    expect: BTreeMap<Spanned<String>, Spanned<toml::Value>>,
    #[serde(default)]
    property: Vec<toml::Value>,
    #[serde(default)]
    card: Vec<Spanned<toml::Value>>,
    /// Token slots per player for a token definition (CR 111): `tokens = { Clue = 3 }`.
    #[serde(default)]
    tokens: BTreeMap<Spanned<String>, Spanned<i64>>,
    /// Copy slots per player for a spell card's definition (CR 707.10), when a card of the
    /// model copies spells: `copies = { "Think Twice" = 3 }` (default 1).
    #[serde(default)]
    copies: BTreeMap<Spanned<String>, Spanned<i64>>,
}

fn latest() -> Spanned<String> {
    Spanned::new(0..0, "latest".to_string())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerSpec {
    name: String,
    #[serde(default = "twenty")]
    life: i64,
    #[serde(default)]
    hand: Vec<Spanned<toml::Value>>,
    #[serde(default)]
    battlefield: Vec<Spanned<toml::Value>>,
    #[serde(default)]
    library: Vec<Spanned<toml::Value>>,
    #[serde(default)]
    graveyard: Vec<Spanned<toml::Value>>,
    #[serde(default)]
    exile: Vec<Spanned<toml::Value>>,
    /// Planechase: plane and phenomenon cards, top first (CR 901.3).
    #[serde(default, alias = "planar-deck")]
    planar_deck: Vec<Spanned<toml::Value>>,
    /// May this player concede (CR 104.3a)? Off by default: it adds a move to every decision.
    #[serde(default)]
    concede: bool,
    /// Counters the player starts with (CR 122.1): `counters = { poison = 9 }`; kinds of
    /// `PLAYER_COUNTERS`.
    #[serde(default)]
    counters: std::collections::BTreeMap<String, i64>,
}

fn twenty() -> i64 {
    20
}

/// What a property is expected to do in a model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    Holds,
    Violated,
    Reached,
    Unreached,
}

impl Expected {
    pub fn name(self) -> &'static str {
        match self {
            Expected::Holds => "holds",
            Expected::Violated => "violated",
            Expected::Reached => "reached",
            Expected::Unreached => "unreached",
        }
    }

    /// Whether a property of kind `kind` can end this way: `always` and `terminates` hold or
    /// are violated, `sometimes` is reached or unreached.
    pub fn fits(self, kind: Kind) -> bool {
        match kind {
            Kind::Always | Kind::Terminates => {
                matches!(self, Expected::Holds | Expected::Violated)
            }
            Kind::Sometimes => matches!(self, Expected::Reached | Expected::Unreached),
        }
    }

    fn parse(s: &str) -> Option<Expected> {
        [
            Expected::Holds,
            Expected::Violated,
            Expected::Reached,
            Expected::Unreached,
        ]
        .into_iter()
        .find(|e| e.name() == s)
    }
}

/// A validated model.
#[derive(Clone, Debug)]
pub struct Scenario {
    pub path: PathBuf,
    pub name: String,
    pub description: String,
    pub edition: String,
    pub table: Table,
    /// The position before the game begins (turn 1, before the untap step).
    pub setup: Game,
    /// Property id -> expectation, for every edition; then per edition.
    pub expect: BTreeMap<String, Expected>,
    pub expect_by_edition: BTreeMap<String, BTreeMap<String, Expected>>,
    /// Properties defined in the model file itself.
    pub properties: Vec<PropertyDef>,
    /// Each expectation with where it sits, to report unknown ids and misfits.
    expect_spans: Vec<(String, Expected, Range<usize>)>,
    text: String,
}

struct Ctx<'a> {
    path: &'a Path,
    text: &'a str,
}

impl Ctx<'_> {
    fn err(&self, span: Range<usize>, msg: impl Into<String>, hint: Option<String>) -> FileError {
        FileError::at(FileKind::Model, self.path, self.text, Some(span), msg, hint)
    }
}

/// One card entry of a zone: a name, or a table with the card and its situation.
struct Entry {
    name: String,
    span: Range<usize>,
    tapped: bool,
    plotted: Option<u8>,
    counters: u8,
    time: u8,
    gained_suspend: bool,
    named: Option<String>,
    /// A planeswalker's loyalty counters, if not its printed loyalty (CR 306.5b).
    loyalty: Option<u8>,
    /// Delay counters (exile; Ertai's Meddling).
    delay: u8,
    /// A transforming double-faced permanent with its back face up (CR 701.27g).
    transformed: bool,
    /// A Saga's lore counters (CR 714.3).
    lore: u8,
    /// A Class's level (CR 716.2b), 0 for none (read as 1, 716.2d).
    level: u8,
    /// Counters of the kinds in `NAMED_COUNTERS` (charge, -1/-1, scroll, ...) on a permanent
    /// or the starting plane.
    named_counters: crate::engine::counter_bag::CounterBag,
    /// The permanent an Aura on the battlefield is attached to, by name (CR 303.4b).
    enchanting: Option<String>,
}

/// The most +1/+1 counters (`counters`) or time counters (`time`) a card entry may start with.
pub const MAX_ENTRY_COUNTERS: u8 = 100;

/// A card entry's integer field, checked against its range.
fn int_field(
    cx: &Ctx,
    span: &Range<usize>,
    key: &str,
    val: &toml::Value,
    range: std::ops::RangeInclusive<u8>,
) -> Result<u8, FileError> {
    match val {
        toml::Value::Integer(n) if (*range.start() as i64..=*range.end() as i64).contains(n) => {
            Ok(*n as u8)
        }
        _ => Err(cx.err(
            span.clone(),
            format!(
                "`{key}` must be an integer between {} and {}, not {val}",
                range.start(),
                range.end()
            ),
            None,
        )),
    }
}

fn entry(cx: &Ctx, v: &Spanned<toml::Value>, zone: Zone) -> Result<Entry, FileError> {
    let span = v.span();
    let mut e = Entry {
        name: String::new(),
        span: span.clone(),
        tapped: false,
        plotted: None,
        counters: 0,
        time: 0,
        gained_suspend: false,
        named: None,
        loyalty: None,
        delay: 0,
        transformed: false,
        lore: 0,
        level: 0,
        named_counters: Default::default(),
        enchanting: None,
    };
    match v.get_ref() {
        toml::Value::String(s) => e.name = s.clone(),
        toml::Value::Table(t) => {
            for (k, val) in t {
                match (k.as_str(), val) {
                    ("card", toml::Value::String(s)) => e.name = s.clone(),
                    ("tapped", toml::Value::Boolean(b)) if zone == Zone::Battlefield => {
                        e.tapped = *b
                    }
                    // CR 122.2: counters do not stay on a card that changes zones; only a
                    // permanent starts with them.
                    ("counters", _) if zone != Zone::Battlefield => {
                        return Err(cx.err(
                            span,
                            format!(
                                "a card in {} cannot have +1/+1 counters: only a permanent has \
                                 them (CR 122.2)",
                                zone.name()
                            ),
                            Some("put `counters` on a card in battlefield".into()),
                        ))
                    }
                    ("counters", val) => {
                        e.counters = int_field(cx, &span, k, val, 0..=MAX_ENTRY_COUNTERS)?
                    }
                    ("plotted", toml::Value::Boolean(b)) if zone == Zone::Exile => {
                        e.plotted = b.then_some(0)
                    }
                    // The game starts on turn 1: a card was plotted before it (0) or on it (1).
                    ("plotted_turn", val) if zone == Zone::Exile => {
                        e.plotted = Some(int_field(cx, &span, k, val, 0..=1).map_err(|mut e| {
                            e.hint = Some(
                                "the game starts on turn 1: a card plotted before it has \
                                 plotted_turn = 0 (or plotted = true)"
                                    .into(),
                            );
                            e
                        })?)
                    }
                    // A permanent may have time counters too (CR 122.1, 701.56a: time travel).
                    ("time", val) if zone == Zone::Exile || zone == Zone::Battlefield => {
                        e.time = int_field(cx, &span, k, val, 0..=MAX_ENTRY_COUNTERS)?
                    }
                    ("suspend", toml::Value::Boolean(b)) if zone == Zone::Exile => {
                        e.gained_suspend = *b
                    }
                    ("named", toml::Value::String(s)) if zone == Zone::Battlefield => {
                        e.named = Some(s.clone())
                    }
                    ("enchanting", toml::Value::String(s)) if zone == Zone::Battlefield => {
                        e.enchanting = Some(s.clone())
                    }
                    ("delay", val) if zone == Zone::Exile => {
                        e.delay = int_field(cx, &span, k, val, 0..=MAX_ENTRY_COUNTERS)?
                    }
                    ("loyalty", val) if zone == Zone::Battlefield => {
                        e.loyalty = Some(int_field(cx, &span, k, val, 0..=MAX_ENTRY_COUNTERS)?)
                    }
                    ("transformed", toml::Value::Boolean(b)) if zone == Zone::Battlefield => {
                        e.transformed = *b
                    }
                    ("lore", val) if zone == Zone::Battlefield => {
                        e.lore = int_field(cx, &span, k, val, 0..=MAX_ENTRY_COUNTERS)?
                    }
                    // CR 716.2b: a Class's level (up to its last level bar's, 716.2a).
                    ("level", val) if zone == Zone::Battlefield => {
                        e.level = int_field(cx, &span, k, val, 1..=crate::cards::MAX_CLASS_LEVEL)?
                    }
                    // CR 122.1: counters of any other kind on a permanent, or (901.5) on the
                    // plane the game starts on (checked to be that one once every deck is
                    // read): `charge = 2`, `"-1/-1" = 1`.
                    (k, val)
                        if matches!(zone, Zone::Battlefield | Zone::Command)
                            && crate::cards::NAMED_COUNTERS.contains(&k) =>
                    {
                        let i = crate::cards::NAMED_COUNTERS
                            .iter()
                            .position(|n| *n == k)
                            .unwrap_or(0) as u8;
                        let n = int_field(cx, &span, k, val, 0..=MAX_ENTRY_COUNTERS)?;
                        if e.named_counters.add(i, n).is_err() {
                            return Err(cx.err(
                                span,
                                format!(
                                    "a card can start with counters of at most {} kinds \
                                     besides +1/+1, time, loyalty, lore and delay",
                                    crate::engine::counter_bag::CAPACITY
                                ),
                                None,
                            ));
                        }
                    }
                    (k, _) => {
                        return Err(cx.err(
                            span,
                            format!("'{k}' is not a valid field of a card in {}", zone.name()),
                            Some(
                                "a card is a name, or { card = \"Name\", ... } with tapped = bool \
                                 (battlefield), counters = N (+1/+1 counters, battlefield), named = \"Card\" \
                                 (Meddling Mage, battlefield), loyalty = N (a planeswalker's \
                                 loyalty counters, battlefield), transformed = bool (back face up, \
                                 battlefield), lore = N (a Saga's lore counters, battlefield), \
                                 level = N (a Class's level, battlefield), enchanting = \"Card\" \
                                 (the permanent an Aura is attached to, battlefield), \
                                 time = N (time counters, battlefield or exile), plotted = bool, \
                                 plotted_turn = N, delay = N (delay counters), suspend = bool \
                                 (gained suspend) (exile); KIND = N for counters of any other \
                                 kind (charge = N, \"-1/-1\" = N; battlefield, or the starting \
                                 plane in planar_deck)"
                                    .into(),
                            ),
                        ))
                    }
                }
            }
            if e.name.is_empty() {
                return Err(cx.err(span, "card entry without 'card = \"Name\"'", None));
            }
        }
        _ => return Err(cx.err(span, "expected a card name or a table", None)),
    }
    Ok(e)
}

/// CR 303.4b: attaches each Aura entry to the first other permanent of the name its
/// `enchanting` gives (in the order the model lists cards). Whether the Aura may enchant it is
/// the rules' business: one that can't is put into its owner's graveyard as the game begins
/// (704.5m).
fn attach_auras(
    cx: &Ctx,
    db: &CardDb,
    cards: &[CardInfo],
    objs: &mut [Obj],
    auras: Vec<(u16, String, Range<usize>)>,
) -> Result<(), FileError> {
    for (aura, name, span) in auras {
        let aura_name = &db.get(cards[aura as usize].def).name;
        if db.get(cards[aura as usize].def).enchant.is_none() {
            return Err(cx.err(
                span,
                format!("'{aura_name}' is not an Aura: only an Aura is attached (CR 303.4)"),
                Some("drop `enchanting`".into()),
            ));
        }
        let target = (0..cards.len()).find(|&i| {
            i != aura as usize
                && objs[i].zone == Zone::Battlefield
                && db.get(cards[i].def).name.eq_ignore_ascii_case(&name)
        });
        let Some(target) = target else {
            return Err(cx.err(
                span,
                format!("'{aura_name}' enchants '{name}', but no permanent named '{name}' is on the battlefield"),
                Some("list the permanent it enchants under some player's battlefield".into()),
            ));
        };
        objs[aura as usize].attached_to = Some(target as u16);
    }
    Ok(())
}

/// Where key `id` is first written inside `table` (the whole table if nowhere).
fn key_span(text: &str, table: Range<usize>, id: &str) -> Range<usize> {
    let Some(t) = text.get(table.clone()) else {
        return table;
    };
    // The key as written: quoted (`"plot.a" =`), or bare at the start of a line (`plot-a =`);
    // never a longer key that starts with it, nor the same text in a value.
    let quoted = format!("\"{id}\"");
    let is_key = |rest: &str| rest.trim_start().starts_with('=');
    let mut offset = 0;
    for line in t.split_inclusive('\n') {
        let body = line.trim_start();
        let indent = line.len() - body.len();
        // The span is the id itself, inside its quotes if it has them.
        for (key, skip) in [(quoted.as_str(), 1), (id, 0)] {
            if let Some(rest) = body.strip_prefix(key) {
                if is_key(rest) {
                    let start = table.start + offset + indent + skip;
                    return start..start + id.len();
                }
            }
        }
        offset += line.len();
    }
    table
}

/// A `[[card]]` table: the card (the card-file vocabulary) and whether it replaces the library
/// card of its name (`replaces = true`, a key of the model, not of the card).
fn custom_card(cx: &Ctx, c: &Spanned<toml::Value>) -> Result<(CardSpec, bool), FileError> {
    let mut value = c.get_ref().clone();
    let replaces = match value.as_table_mut().and_then(|t| t.remove("replaces")) {
        None => false,
        Some(toml::Value::Boolean(b)) => b,
        Some(v) => {
            return Err(cx.err(
                c.span(),
                format!("custom card: `replaces` must be true or false, not {v}"),
                None,
            ))
        }
    };
    let spec: CardSpec = value.try_into().map_err(|e: toml::de::Error| {
        let (message, hint) = readable_serde_error(e.message().trim());
        let span = offending_span(cx.text, c.span(), e.message());
        cx.err(span, format!("custom card: {message}"), hint)
    })?;
    Ok((spec, replaces))
}

/// A serde message as a user reads it: "unknown variant `hast`, expected one of `flying`, ..."
/// gets a did-you-mean among those values; "expected struct SuspendSpec" (a Rust type's name)
/// says what to write instead.
fn readable_serde_error(message: &str) -> (String, Option<String>) {
    if let Some(rest) = message.strip_prefix("unknown variant `") {
        if let Some((word, expected)) = rest.split_once('`') {
            let values: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
            let hint = crate::diagnostics::did_you_mean(word, values.iter().copied());
            return (format!("unknown value `{word}`{expected}"), hint);
        }
    }
    if let Some((head, ty)) = message.split_once("expected struct ") {
        let example = match ty.trim() {
            "SuspendSpec" => "suspend is a table: `suspend = { time = 3, cost = \"{1}{R}\" }`",
            _ => "this key takes a table: `{ key = value, ... }` (README \"Cards\")",
        };
        return (format!("{head}expected a table"), Some(example.to_string()));
    }
    (message.to_string(), None)
}

/// Where in a `[[card]]` table a serde error is: the first `word` the message quotes
/// (an unknown value `"hast"` or an unknown key `only_if`) as it is written in the table;
/// the whole table if it is not found.
fn offending_span(text: &str, table: Range<usize>, message: &str) -> Range<usize> {
    let Some(word) = message.split('`').nth(1).filter(|w| !w.is_empty()) else {
        return table;
    };
    let Some(body) = text.get(table.clone()) else {
        return table;
    };
    let quoted = format!("\"{word}\"");
    let found = body.find(&quoted).map(|i| (i, quoted.len())).or_else(|| {
        // A key: at the start of a line, before `=`.
        let mut offset = 0;
        for line in body.split_inclusive('\n') {
            let t = line.trim_start();
            if t.strip_prefix(word)
                .is_some_and(|r| r.trim_start().starts_with('='))
            {
                return Some((offset + (line.len() - t.len()), word.len()));
            }
            offset += line.len();
        }
        None
    });
    match found {
        Some((i, n)) => table.start + i..table.start + i + n,
        None => table,
    }
}

/// Where in a `[[card]]` table an error that is not in a phrase is: the first value the
/// message quotes ('Creture', {Q}) as the table writes it, else the key the message begins
/// with (`cost: ...`, `power must be ...`), else the whole table.
fn card_error_span(text: &str, table: Range<usize>, message: &str) -> Range<usize> {
    let Some(body) = text.get(table.clone()) else {
        return table;
    };
    let quoted = message
        .split('\'')
        .skip(1)
        .step_by(2)
        .chain(message.split('`').skip(1).step_by(2))
        .filter(|w| !w.is_empty())
        .find_map(|w| {
            // Not in the card's `text`, which often holds the same sentence as the value.
            let in_text = |i: usize| {
                let line = body[..i].rsplit('\n').next().unwrap_or_default();
                line.trim_start()
                    .strip_prefix("text")
                    .is_some_and(|r| r.trim_start().starts_with('='))
            };
            body.match_indices(w)
                .map(|(i, _)| i)
                .find(|&i| !in_text(i))
                .or_else(|| body.find(w))
                .map(|i| (i, w.len()))
        });
    let key = || {
        let word: String = message
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if word.is_empty() {
            return None;
        }
        let mut offset = 0;
        for line in body.split_inclusive('\n') {
            let t = line.trim_start();
            if t.strip_prefix(word.as_str())
                .is_some_and(|r| r.trim_start().starts_with('='))
            {
                return Some((offset + (line.len() - t.len()), word.len()));
            }
            offset += line.len();
        }
        None
    };
    match quoted.or_else(key) {
        Some((i, n)) => table.start + i..table.start + i + n,
        None => table,
    }
}

/// Rejects a starting situation no game can reach (the zone's own fields are checked by
/// `entry`).
fn check_position(cx: &Ctx, e: &Entry, def: &crate::cards::CardDef) -> Result<(), FileError> {
    // CR 701.27a, 712.9: only a transforming double-faced card has a back face to turn to.
    if e.transformed && def.layout != crate::cards::Layout::Transform {
        return Err(cx.err(
            e.span.clone(),
            format!(
                "'{}' is not a transforming double-faced card: it cannot be transformed (CR 712.9)",
                e.name
            ),
            Some("only a card with layout = \"transform\" starts transformed".into()),
        ));
    }
    if e.plotted.is_none() {
        return Ok(());
    }
    // CR 702.170a, d: plotting exiles a card to be cast later; a land is never cast (and the
    // cards and effects that plot ask for a nonland card).
    if def.is(crate::cards::Types::LAND) {
        return Err(cx.err(
            e.span.clone(),
            format!(
                "'{}' is a land: a land cannot be plotted (CR 702.170)",
                e.name
            ),
            None,
        ));
    }
    // CR 702.170a, 702.62a: plotting and suspending each exile the card their own way; one
    // exiled card is not both (suspended: time counters and suspend, CR 702.62b).
    if e.time > 0 && (def.suspend.is_some() || e.gained_suspend) {
        return Err(cx.err(
            e.span.clone(),
            format!(
                "'{}' is both plotted and suspended: a card is exiled by one or the other",
                e.name
            ),
            Some("drop `plotted`/`plotted_turn`, or its time counters".into()),
        ));
    }
    Ok(())
}

/// The most token slots a model may reserve per player for one token definition.
pub const MAX_TOKEN_SLOTS: i64 = 16;

/// The names of the tokens the cards can create (`create`, investigate; CR 111.2), tokens'
/// own abilities included, in the order first met.
fn created_tokens(db: &CardDb, cards: &[CardInfo]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut defs: Vec<u16> = cards.iter().map(|c| c.def).collect();
    let mut i = 0;
    while let Some(&d) = defs.get(i) {
        i += 1;
        for face in db.get(d).all_faces() {
            for e in face.programs().flat_map(|p| p.effects()) {
                let crate::cards::Effect::Create { token, .. } = e else {
                    continue;
                };
                if !names.contains(token) {
                    names.push(token.clone());
                    if let Some(t) = db.lookup(token) {
                        defs.push(t);
                    }
                }
            }
        }
    }
    names
}

/// Whether a definition (any face, any ability, any delayed ability it creates) copies spells.
/// Demonstrate (CR 702.144a), printed or granted to spells, copies them too.
fn copies_spells(def: &crate::cards::CardDef) -> bool {
    has_effect(def, |e| matches!(e, crate::cards::Effect::CopySpell { .. }))
        || def
            .keywords_it_can_give()
            .has(crate::cards::Keyword::Demonstrate)
}

/// Whether a definition (any face, any ability, any delayed ability it creates) has an
/// instruction `is`.
fn has_effect(def: &crate::cards::CardDef, is: fn(&crate::cards::Effect) -> bool) -> bool {
    let copies = |p: &crate::cards::Program| p.any(is);
    def.all_faces().any(|f| {
        f.programs().any(copies) || f.delayed_abilities().iter().any(|d| copies(&d.program))
    })
}

/// Whether a definition creates tokens that are copies of permanents (CR 707.2, 111.1).
fn creates_copies(def: &crate::cards::CardDef) -> bool {
    has_effect(def, |e| {
        matches!(e, crate::cards::Effect::CreateCopy { .. })
    })
}

/// Whether a definition makes permanents copies of others (CR 707.2, 613.1a): by an
/// instruction, or as it enters ("enter as a copy of a creature you control", 614.1c).
fn makes_copies(def: &crate::cards::CardDef) -> bool {
    has_effect(def, |e| {
        matches!(e, crate::cards::Effect::BecomeCopy { .. })
    }) || def.all_faces().any(|f| {
        f.statics
            .iter()
            .any(|s| matches!(s, crate::cards::Static::EntersAsCopy { .. }))
    })
}

/// Whether a definition copies spells with exceptions (CR 707.9b, 707.10: "except it isn't
/// legendary"): a copy effect on the copy, which the engine reads.
fn copies_spells_with_exceptions(def: &crate::cards::CardDef) -> bool {
    has_effect(def, |e| {
        matches!(e, crate::cards::Effect::CopySpell { except, .. }
            if **except != crate::cards::effect::CopyExceptions::default())
    })
}

/// CR 707.10: when some card of the model copies spells, reserves a `Zone::Nowhere` object
/// per player for each definition of a spell card (not a land, not a token) in the model:
/// a copy of a spell is an object with that definition (707.2). When some card creates
/// tokens that are copies of permanents (707.2, 111.1), the same for each definition with a
/// permanent face (tokens' too). Returns their ids.
fn reserve_copy_slots(
    cx: &Ctx,
    db: &CardDb,
    bounds: &BTreeMap<Spanned<String>, Spanned<i64>>,
    players: u8,
    cards: &mut Vec<CardInfo>,
    objs: &mut Vec<Obj>,
) -> Result<Vec<u16>, FileError> {
    let copies = cards.iter().any(|c| copies_spells(db.get(c.def)));
    let token_copies = cards.iter().any(|c| creates_copies(db.get(c.def)));
    if let Some((name, _)) = bounds.iter().next().filter(|_| !copies && !token_copies) {
        return Err(cx.err(
            name.span(),
            "no card of this model copies spells or permanents: `copies` has nothing to bound",
            None,
        ));
    }
    if !copies && !token_copies {
        return Ok(Vec::new());
    }
    let mut defs: Vec<u16> = Vec::new();
    for c in cards.iter() {
        let def = db.get(c.def);
        // Planes and phenomena are never spells (CR 901.3).
        let spell = !def.token
            && !def.types.is_planar()
            && def.all_faces().any(|f| !f.is(crate::cards::Types::LAND));
        // CR 707.2: a token copy of a permanent (a token's included, 111.1).
        let permanent = !def.types.is_planar() && def.all_faces().any(|f| f.types.is_permanent());
        if ((copies && spell) || (token_copies && permanent)) && !defs.contains(&c.def) {
            defs.push(c.def);
        }
    }
    for (name, n) in bounds {
        if !defs.iter().any(|&d| db.get(d).name == *name.get_ref()) {
            return Err(cx.err(
                name.span(),
                format!("no spell card of this model is named '{}'", name.get_ref()),
                did_you_mean(
                    name.get_ref(),
                    defs.iter().map(|&d| db.get(d).name.as_str()),
                ),
            ));
        }
        if !(1..=MAX_TOKEN_SLOTS).contains(n.get_ref()) {
            return Err(cx.err(
                n.span(),
                format!(
                    "copy slots must be between 1 and {MAX_TOKEN_SLOTS}, not {}",
                    n.get_ref()
                ),
                None,
            ));
        }
    }
    let mut ids = Vec::new();
    for def in defs {
        let n = bounds
            .iter()
            .find(|(k, _)| *k.get_ref() == db.get(def).name)
            .map_or(1, |(_, v)| *v.get_ref());
        for owner in 0..players {
            for _ in 0..n {
                ids.push(cards.len() as u16);
                cards.push(CardInfo { def, owner });
                objs.push(Obj::new(Zone::Nowhere, owner));
            }
        }
    }
    Ok(ids)
}

/// CR 111.4: a token the cards create by a description ("a 3/3 green Beast creature token")
/// that no definition has as its name gets the definition the description sets out.
fn define_described_tokens(cx: &Ctx, db: &mut CardDb, cards: &[CardInfo]) -> Result<(), FileError> {
    for name in created_tokens(db, cards) {
        if db.lookup(&name).is_some() {
            continue;
        }
        if let Some(def) = crate::cards::token_description::described_token(&name) {
            let def = def.map_err(|e| cx.err(0..cx.text.len().min(1), e.message, None))?;
            db.insert_described(&name, def);
        }
    }
    Ok(())
}

/// CR 111: reserves `Zone::Nowhere` objects for the tokens the cards can create, per player
/// (the model's `tokens = { NAME = N }`, else `DEFAULT_TOKEN_SLOTS`).
fn reserve_token_slots(
    cx: &Ctx,
    db: &CardDb,
    bounds: &BTreeMap<Spanned<String>, Spanned<i64>>,
    players: u8,
    cards: &mut Vec<CardInfo>,
    objs: &mut Vec<Obj>,
) -> Result<(), FileError> {
    let created = created_tokens(db, cards);
    for name in &created {
        if !db.lookup(name).is_some_and(|d| db.get(d).token) {
            return Err(cx.err(
                0..cx.text.len().min(1),
                format!("a card creates '{name}' tokens, but no token definition has that name"),
                Some(
                    "define it as a card with `token = true` (a [[card]] of the model, or a library file)"
                        .into(),
                ),
            ));
        }
    }
    for (name, n) in bounds {
        if !created.contains(name.get_ref()) {
            return Err(cx.err(
                name.span(),
                format!("no card of this model creates '{}' tokens", name.get_ref()),
                did_you_mean(name.get_ref(), created.iter().map(String::as_str)),
            ));
        }
        if !(0..=MAX_TOKEN_SLOTS).contains(n.get_ref()) {
            return Err(cx.err(
                n.span(),
                format!(
                    "token slots must be between 0 and {MAX_TOKEN_SLOTS}, not {}",
                    n.get_ref()
                ),
                None,
            ));
        }
    }
    for name in &created {
        let Some(def) = db.lookup(name) else { continue };
        let n = bounds
            .iter()
            .find(|(k, _)| k.get_ref() == name)
            .map_or(crate::engine::DEFAULT_TOKEN_SLOTS as i64, |(_, v)| {
                *v.get_ref()
            });
        for owner in 0..players {
            for _ in 0..n {
                cards.push(CardInfo { def, owner });
                objs.push(Obj::new(Zone::Nowhere, owner));
            }
        }
    }
    Ok(())
}

/// Loads and validates a model file.
pub fn load(path: &Path) -> Result<Scenario, FileError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        FileError::at(
            FileKind::Model,
            path,
            "",
            None,
            format!("cannot read model file: {e}"),
            None,
        )
    })?;
    parse(path, &text)
}

pub fn parse(path: &Path, text: &str) -> Result<Scenario, FileError> {
    let cx = Ctx { path, text };
    let file: ModelFile = toml::from_str(text).map_err(|e| {
        FileError::at(
            FileKind::Model,
            path,
            text,
            e.span(),
            e.message().trim().to_string(),
            Some("see the model format in README.md".into()),
        )
    })?;

    let edition_name = file.edition.get_ref().clone();
    if let Err(e) = edition::edition(&edition_name) {
        return Err(cx.err(file.edition.span(), e.to_string(), None));
    }
    let turns = *file.turns.get_ref();
    if !(1..=MAX_TURNS as i64).contains(&turns) {
        return Err(cx.err(
            file.turns.span(),
            format!("`turns` must be between 1 and {MAX_TURNS}, not {turns}"),
            None,
        ));
    }
    if file.player.len() < 2 || file.player.len() > MAX_PLAYERS {
        return Err(cx.err(
            0..text.len().min(1),
            format!(
                "a model needs 2 to {MAX_PLAYERS} [[player]] tables, found {}",
                file.player.len()
            ),
            None,
        ));
    }

    let mut db = CardDb::bundled().map_err(|e| cx.err(0..0, e, None))?;
    let mut custom: Vec<String> = Vec::new();
    for c in &file.card {
        let (spec, replaces) = custom_card(&cx, c)?;
        if spec.name.trim().is_empty() {
            return Err(cx.err(c.span(), "a custom card needs a name", None));
        }
        if spec.name.trim() != spec.name {
            // Names are compared as written: " Island" would be a second Island.
            return Err(cx.err(
                c.span(),
                format!(
                    "custom card '{}': a name has no spaces at its ends",
                    spec.name
                ),
                None,
            ));
        }
        if custom.iter().any(|n| n == &spec.name) {
            return Err(cx.err(
                c.span(),
                format!("custom card '{}' is defined twice", spec.name),
                Some("each [[card]] needs a name of its own".into()),
            ));
        }
        let shadows = db.lookup(&spec.name).is_some();
        if shadows != replaces {
            let (msg, hint) = if shadows {
                (
                    format!("custom card '{}' has the name of a library card", spec.name),
                    "add `replaces = true` to the [[card]] to use it instead of the library's, \
                     or give it a name of its own",
                )
            } else {
                (
                    format!(
                        "custom card '{}' has `replaces = true` but no library card has that name",
                        spec.name
                    ),
                    "`rulecheck list` shows the library's cards; remove `replaces` for a new card",
                )
            };
            return Err(cx.err(c.span(), msg, Some(hint.into())));
        }
        let def = spec.compile().map_err(|e| {
            // A phrase error points at its word; any other at the value or key it names, or
            // at the card.
            let span = match e.offset_in(cx.text, c.span().start) {
                Some(at) => at..at + 1,
                None => card_error_span(cx.text, c.span(), &e.message),
            };
            cx.err(span, format!("custom card '{}': {e}", spec.name), e.hint())
        })?;
        custom.push(spec.name.clone());
        db.upsert(def);
    }

    let mut cards = Vec::new();
    let mut concede = Vec::new();
    let mut objs = Vec::new();
    // Planar cards given counters, and where (only the starting plane may have them).
    let mut countered_planes: Vec<(u16, Range<usize>)> = Vec::new();
    // Auras on the battlefield with what each enchants (`enchanting`), by name.
    let mut auras: Vec<(u16, String, Range<usize>)> = Vec::new();
    let mut players = Vec::new();
    let mut names: Vec<String> = Vec::new();
    for (pi, ps) in file.player.iter().enumerate() {
        let p = ps.get_ref();
        if names.contains(&p.name) {
            return Err(cx.err(
                ps.span(),
                format!("two players are named '{}'", p.name),
                None,
            ));
        }
        if !(1..=1000).contains(&p.life) {
            return Err(cx.err(
                ps.span(),
                format!("life must be between 1 and 1000, not {}", p.life),
                None,
            ));
        }
        // CR 122.1: the player's starting counters, a byte each.
        let mut counters = [0u8; crate::cards::PLAYER_COUNTERS.len()];
        for (kind, &n) in &p.counters {
            let Some(i) = crate::cards::PLAYER_COUNTERS.iter().position(|k| k == kind) else {
                return Err(cx.err(
                    ps.span(),
                    format!("'{kind}' is not a kind of counter a player has"),
                    Some(format!(
                        "a player's counters are {}",
                        crate::cards::PLAYER_COUNTERS.join(", ")
                    )),
                ));
            };
            let Ok(n) = u8::try_from(n) else {
                return Err(cx.err(
                    ps.span(),
                    format!("{kind} counters must be between 0 and 255, not {n}"),
                    None,
                ));
            };
            if let Some(slot) = counters.get_mut(i) {
                *slot = n;
            }
        }
        names.push(p.name.clone());
        let mut library = im::Vector::new();
        let mut planar = im::Vector::new();
        let zones = [
            (Zone::Hand, &p.hand),
            (Zone::Battlefield, &p.battlefield),
            (Zone::Library, &p.library),
            (Zone::Graveyard, &p.graveyard),
            (Zone::Exile, &p.exile),
            (Zone::Command, &p.planar_deck),
        ];
        for (zone, list) in zones {
            for v in list {
                let e = entry(&cx, v, zone)?;
                let Some(def) = db.lookup(&e.name) else {
                    return Err(cx.err(
                        e.span,
                        format!("unknown card '{}'", e.name),
                        did_you_mean(&e.name, db.written_names())
                            .or(Some("`rulecheck list` shows the known cards; a model may define its own with [[card]]".into())),
                    ));
                };
                let is_planar = db.get(def).types.is_planar();
                if is_planar != (zone == Zone::Command) {
                    let msg = if is_planar {
                        format!(
                            "'{}' is a plane or phenomenon: it belongs in planar_deck (CR 901.4)",
                            e.name
                        )
                    } else {
                        format!("'{}' is not a plane or phenomenon card: a planar deck holds only those (CR 901.3)", e.name)
                    };
                    return Err(cx.err(e.span, msg, None));
                }
                check_position(&cx, &e, db.get(def))?;
                // CR 303.4b, 704.5m: an Aura on the battlefield is attached to something.
                if zone == Zone::Battlefield
                    && db.get(def).enchant.is_some()
                    && e.enchanting.is_none()
                {
                    return Err(cx.err(
                        e.span,
                        format!(
                            "'{}' is an Aura: on the battlefield it enchants a permanent (CR 303.4b)",
                            e.name
                        ),
                        Some(format!(
                            "write {{ card = \"{}\", enchanting = \"Grizzly Bears\" }} with the permanent it enchants",
                            e.name
                        )),
                    ));
                }
                // CR 716.2a: a Class's levels are those of its level bars.
                let top = (db.get(def).activated.iter())
                    .filter_map(|a| a.level_up)
                    .max()
                    .unwrap_or(1);
                if e.level > top {
                    return Err(cx.err(
                        e.span,
                        format!(
                            "'{}' can't start at level {}: its highest level is {top} (CR 716.2a)",
                            e.name, e.level
                        ),
                        None,
                    ));
                }
                // CR 111.7, 704.5d: a token exists only on the battlefield.
                if db.get(def).token && zone != Zone::Battlefield {
                    return Err(cx.err(
                        e.span,
                        format!(
                            "'{}' is a token: a token in {} ceases to exist (CR 111.7)",
                            e.name,
                            zone.name()
                        ),
                        Some("list tokens under battlefield, or let a card create them".into()),
                    ));
                }
                let id = cards.len() as u16;
                cards.push(CardInfo {
                    def,
                    owner: pi as u8,
                });
                let mut o = Obj::new(zone, pi as u8);
                o.tapped = e.tapped;
                o.plus1 = e.counters;
                o.plotted = e.plotted;
                o.time = e.time;
                o.gained_suspend = e.gained_suspend;
                o.delay = e.delay;
                o.named_counters = e.named_counters;
                if !e.named_counters.is_empty() && zone == Zone::Command {
                    countered_planes.push((id, e.span.clone()));
                }
                // CR 306.5b: a planeswalker is on the battlefield with its printed loyalty,
                // unless the entry says how many loyalty counters it has.
                if zone == Zone::Battlefield {
                    o.lore = e.lore;
                    o.level = e.level;
                    o.loyalty = e.loyalty.or(db.get(def).loyalty).unwrap_or(0);
                    o.face = e.transformed as u8;
                }
                if let Some(n) = e.enchanting.clone() {
                    auras.push((id, n, e.span.clone()));
                }
                if let Some(n) = &e.named {
                    let Some(d) = db.lookup(n) else {
                        return Err(cx.err(
                            e.span,
                            format!("unknown card name '{n}'"),
                            did_you_mean(n, db.written_names()),
                        ));
                    };
                    o.named = Some(d);
                }
                objs.push(o);
                if zone == Zone::Library {
                    library.push_back(id);
                }
                if zone == Zone::Command {
                    planar.push_back(id);
                }
            }
        }
        players.push(Player {
            life: p.life as i16,
            library,
            drew_from_empty: false,
            lost: false,
            planar,
            planar_rolls: 0,
            last_roll_cost: 0,
            spells_cast: 0,
            counters,
            ring: 0,
            pool: None,
            attacked_with_creatures: false,
            city_blessing: false,
        });
        concede.push(p.concede);
    }
    attach_auras(&cx, &db, &cards, &mut objs, auras)?;
    let players_n = file.player.len() as u8;
    define_described_tokens(&cx, &mut db, &cards)?;
    reserve_token_slots(&cx, &db, &file.tokens, players_n, &mut cards, &mut objs)?;
    let copy_slots = reserve_copy_slots(&cx, &db, &file.copies, players_n, &mut cards, &mut objs)?;
    if cards.len() > u16::MAX as usize / 2 {
        return Err(cx.err(0..0, "too many cards", None));
    }

    let mut expect = BTreeMap::new();
    let mut expect_by_edition = BTreeMap::new();
    let mut expect_spans = Vec::new();
    let outcome = |v: &toml::Value, span: Range<usize>| -> Result<Expected, FileError> {
        v.as_str().and_then(Expected::parse).ok_or_else(|| {
            cx.err(
                span,
                "an expectation is one of \"holds\", \"violated\", \"reached\", \"unreached\"",
                None,
            )
        })
    };
    for (k, v) in &file.expect {
        match v.get_ref() {
            toml::Value::Table(t) => {
                if let Err(e) = edition::edition(k.get_ref()) {
                    return Err(cx.err(k.span(), e.to_string(), None));
                }
                let mut m = BTreeMap::new();
                for (id, val) in t {
                    // The table's values carry no spans: the key's first mention in it.
                    let at = key_span(text, v.span(), id);
                    let e = outcome(val, at.clone())?;
                    m.insert(id.clone(), e);
                    expect_spans.push((id.clone(), e, at));
                }
                let ed = edition::edition(k.get_ref()).map(|e| e.name).unwrap_or("");
                expect_by_edition.insert(ed.to_string(), m);
            }
            val => {
                let e = outcome(val, v.span())?;
                expect.insert(k.get_ref().clone(), e);
                expect_spans.push((k.get_ref().clone(), e, k.span()));
            }
        }
    }

    let properties = if file.property.is_empty() {
        Vec::new()
    } else {
        property::parse_file(path, text, FileKind::Model, &db, Some(&names))?
    };

    let setup = Game {
        turn: 1,
        active: 0,
        step: Step::Untap,
        priority: 0,
        passes: 0,
        lands_played: 0,
        players: players.into_iter().collect(),
        objs: objs.into_iter().collect(),
        stack: Vec::new(),
        triggered: Vec::new(),
        decision: None,
        outcome: None::<Outcome>,
        face_up: Vec::new(),
        planar_controller: None,
        blanks_are_chaos: false,
        merged: false,
        continuous: Vec::new(),
        delayed: Vec::new(),
        cant_attack: 0,
        temporary: Vec::new(),
        extra_turns: None,
        extra_phases: None,
        turn_order_reversed: false,
        this_turn: 0,
    };
    // CR 901.5: in a Planechase game the starting player needs a plane to start on.
    let planechase = setup.players.iter().any(|p| !p.planar.is_empty());
    if planechase
        && !setup.players[0].planar.iter().any(|&c| {
            db.get(cards[c as usize].def)
                .types
                .has(crate::cards::Types::PLANE)
        })
    {
        return Err(cx.err(
            file.player[0].span(),
            format!(
                "'{}' starts a Planechase game but their planar_deck has no plane card (CR 901.5)",
                names[0]
            ),
            Some("give the starting player a planar_deck with at least one plane".into()),
        ));
    }
    // CR 901.5, 122.2: only the plane the game starts on is a face-up object that can have
    // counters; a card in a planar deck is face down, and counters would not stay on it.
    let starting_plane = setup.players.iter().next().and_then(|p| {
        p.planar.iter().copied().find(|&c| {
            db.get(cards[c as usize].def)
                .types
                .has(crate::cards::Types::PLANE)
        })
    });
    if let Some((_, span)) = countered_planes
        .iter()
        .find(|(id, _)| Some(*id) != starting_plane)
    {
        return Err(cx.err(
            span.clone(),
            "only the plane the game starts on can start with counters (CR 901.5: the first \
             plane of the first player's planar deck; the others are face down, 122.2)",
            Some("move the plane to the top of the first player's planar_deck".into()),
        ));
    }
    // The cards whose definition (front face) has a capability, in id order.
    let ids_where = |has: fn(&crate::cards::CardDef) -> bool| -> Vec<u16> {
        (0..cards.len() as u16)
            .filter(|&id| has(db.get(cards[id as usize].def)))
            .collect()
    };
    // The same, for a capability of either face.
    let either_face = |has: fn(&crate::cards::CardDef) -> bool| -> Vec<u16> {
        (0..cards.len() as u16)
            .filter(|&id| {
                let def = db.get(cards[id as usize].def);
                def.all_faces().any(has)
            })
            .collect()
    };
    // Some card's instructions can make objects creatures ("become 1/1 creatures", CR 613.1d).
    // Some card makes permanents copies of others (CR 707.2): any permanent may take another's
    // types (a creature's, a legendary one's).
    let copy_effects = cards.iter().any(|c| makes_copies(db.get(c.def)));
    // CR 707.2, 613.1a: a permanent that becomes a copy has the copied object's abilities:
    // when some card of the model has abilities of a kind, every card with a permanent face
    // may have them (the list of that kind's sources is every such card then).
    let or_copies = |list: Vec<u16>, has: fn(&crate::cards::CardDef) -> bool| -> Vec<u16> {
        if !copy_effects || !cards.iter().any(|c| db.get(c.def).all_faces().any(has)) {
            return list;
        }
        let mut all: Vec<u16> = (0..cards.len() as u16)
            .filter(|&id| {
                let def = db.get(cards[id as usize].def);
                def.all_faces().any(|f| f.types.is_permanent())
            })
            .collect();
        all.extend(list);
        all.sort_unstable();
        all.dedup();
        all
    };
    type Has = fn(&crate::cards::CardDef) -> bool;
    let activates: Has = |def| !def.activated.is_empty();
    let watches_zones: Has = crate::cards::CardDef::watches_zone_changes;
    let is_planeswalker: Has = |def| def.is(crate::cards::Types::PLANESWALKER);
    let is_aura: Has = |def| def.enchant.is_some();
    let is_equipment: Has = |def| {
        def.subtypes
            .iter()
            .any(|s| s.eq_ignore_ascii_case("Equipment"))
    };
    let makes_mana: Has = |def| def.mana.is_some();
    let watches_casts: Has = crate::cards::CardDef::watches_casts;
    let watches_state: Has = crate::cards::CardDef::watches_state;
    let watches_activations: Has = crate::cards::CardDef::watches_activations;
    let watches_draws: Has = crate::cards::CardDef::watches_draws;
    let watches_taps: Has = crate::cards::CardDef::watches_taps_for_mana;
    let mana_triggers: Has = crate::cards::CardDef::has_mana_triggers;
    let animates = copy_effects
        || cards
            .iter()
            .any(|c| db.get(c.def).all_faces().any(|f| f.can_animate()));
    let grants = |mana: bool| {
        cards.iter().any(|c| {
            db.get(c.def).all_faces().any(|f| {
                f.statics.iter().any(|s| match s {
                    crate::cards::Static::HaveAbility { ability, .. } => {
                        !mana || matches!(ability, crate::cards::Granted::Mana(_))
                    }
                    _ => false,
                })
            })
        })
    };
    let (grants_abilities, grants_mana) = (grants(false), grants(true));
    Ok(Scenario {
        path: path.to_path_buf(),
        name: file.name,
        description: file.description,
        edition: edition_name,
        table: Table {
            with_activated: or_copies(ids_where(activates), activates),
            with_suspend: ids_where(|def| def.suspend.is_some()),
            rule_abilities: Default::default(),
            with_special: ids_where(|def| !def.special_actions.is_empty()),
            token_slots: ids_where(|def| def.token),
            copy_slots,
            attack_memory: cards.iter().any(|c| {
                let attacked = |f: &crate::cards::Filter| {
                    f.status
                        .has(crate::cards::selector::Status::ATTACKED_THIS_TURN)
                };
                db.get(c.def).all_faces().any(|f| {
                    f.programs().any(|p| {
                        p.targets.iter().any(|t| t.any_filter(&attacked))
                            || p.effects().any(|e| {
                                crate::cards::program::selectors(e)
                                    .iter()
                                    .any(|s| s.any_filter(&attacked))
                            })
                    })
                })
            }),
            counts_spells: cards.iter().any(|c| {
                db.get(c.def).all_faces().any(|f| {
                    f.triggers.iter().any(|t| {
                        t.when
                            .any(&|e| matches!(e, crate::cards::EventPattern::YouCastNth(_)))
                            || t.when.conditions().iter().any(|c| c.reads_spells_cast())
                    }) || f.programs().any(|p| {
                        p.ops.iter().any(|op| {
                            matches!(op, crate::cards::Op::Unless { condition, .. }
                                if condition.reads_spells_cast())
                        }) || p.effects().any(|e| {
                            crate::cards::program::amounts(e)
                                .iter()
                                .any(|a| a.reads_spells_cast())
                        })
                    }) || f
                        .activated
                        .iter()
                        .any(|a| a.only_if.as_ref().is_some_and(|c| c.reads_spells_cast()))
                        || f.statics.iter().any(|s| {
                            matches!(
                                s,
                                crate::cards::Static::FirstSpellEachTurnFree
                                    | crate::cards::Static::CantAfter {
                                        did: crate::cards::TurnAct::CastSpell,
                                        ..
                                    }
                            )
                        })
                })
            }),
            planeswalk_history: cards.iter().any(|c| {
                db.get(c.def).all_faces().any(|f| {
                    f.triggers
                        .iter()
                        .any(|t| t.when.conditions().iter().any(|c| c.reads_planeswalks()))
                })
            }),
            turn_history: cards.iter().any(|c| {
                db.get(c.def).all_faces().any(|f| {
                    f.triggers
                        .iter()
                        .any(|t| t.when.conditions().iter().any(|c| c.reads_turn_facts()))
                        || f.programs().any(|p| {
                            p.ops.iter().any(|op| {
                                matches!(op, crate::cards::Op::Unless { condition, .. }
                                    if condition.reads_turn_facts())
                            })
                        })
                })
            }),
            attack_history: cards.iter().any(|c| {
                db.get(c.def).all_faces().any(|f| {
                    f.statics.iter().any(|s| {
                        matches!(
                            s,
                            crate::cards::Static::CantAfter {
                                did: crate::cards::TurnAct::AttackWithCreatures,
                                ..
                            }
                        )
                    })
                })
            }),
            // A card with disguise or morph is a creature while face down (CR 708.2a, 702.168a,
            // 702.37a); if a
            // card of the model can make permanents creatures (CR 613.1d), every card with a
            // permanent face may become one.
            creatures: if animates {
                either_face(|def| def.types.is_permanent())
            } else {
                either_face(|def| {
                    def.is(crate::cards::Types::CREATURE) || def.face_up_cost().is_some()
                })
            },
            face_down: crate::cards::face_down::characteristics(),
            no_characteristics: crate::cards::face_down::no_characteristics(),
            with_disguise: ids_where(|def| def.face_up_cost().is_some()),
            zone_watchers: or_copies(ids_where(watches_zones), watches_zones),
            sagas: ids_where(|def| {
                def.subtypes.iter().any(|s| s.eq_ignore_ascii_case("Saga"))
                    && crate::engine::mechanics::saga::final_chapter(def) > 0
            }),
            planeswalkers: or_copies(either_face(is_planeswalker), is_planeswalker),
            auras: or_copies(either_face(is_aura), is_aura),
            equipment: or_copies(either_face(is_equipment), is_equipment),
            // CR 613.1f: a static ability granting a mana ability may make any permanent a
            // mana source.
            mana_cards: if grants_mana {
                either_face(|def| def.types.is_permanent())
            } else {
                or_copies(either_face(makes_mana), makes_mana)
            },
            spells: ids_where(|def| !def.is(crate::cards::Types::LAND) && !def.token),
            possible_keywords: cards.iter().fold(
                // Suspend gives haste (CR 702.62a), whatever the cards say.
                crate::cards::KeywordSet::of(crate::cards::Keyword::Haste),
                |set, c| crate::cards::KeywordSet(set.0 | db.get(c.def).keywords_it_can_give().0),
            ),
            cast_watchers: or_copies(ids_where(watches_casts), watches_casts),
            activation_watchers: or_copies(ids_where(watches_activations), watches_activations),
            draw_watchers: or_copies(ids_where(watches_draws), watches_draws),
            tap_watchers: or_copies(ids_where(watches_taps), watches_taps),
            mana_triggers: or_copies(ids_where(mana_triggers), mana_triggers),
            target_watchers: cards
                .iter()
                .any(|c| db.get(c.def).all_faces().any(|f| f.watches_targets())),
            state_watchers: or_copies(either_face(watches_state), watches_state),
            suspended_watchers: ids_where(crate::cards::CardDef::watches_while_suspended),
            time_counter_watchers: cards.iter().any(|c| {
                db.get(c.def)
                    .all_faces()
                    .any(crate::cards::CardDef::watches_time_counters)
            }),
            // A permanent that becomes a copy has the original's static abilities (CR 707.2).
            with_statics: if copy_effects
                && cards
                    .iter()
                    .any(|c| db.get(c.def).all_faces().any(|f| !f.statics.is_empty()))
            {
                either_face(|def| def.types.is_permanent())
            } else {
                either_face(|def| !def.statics.is_empty())
            },
            copy_effects: copy_effects
                || cards.iter().any(|c| {
                    let def = db.get(c.def);
                    creates_copies(def) || copies_spells_with_exceptions(def)
                }),
            legends: if copy_effects {
                either_face(|def| def.types.is_permanent())
            } else {
                either_face(|def| def.legendary)
            },
            adventurers: ids_where(|def| def.layout == crate::cards::Layout::Adventure),
            with_flashback: ids_where(|def| def.flashback.is_some()),
            with_plot: ids_where(|def| def.plot.is_some()),
            with_foretell: ids_where(|def| def.foretell.is_some()),
            any_statics: cards.iter().any(|c| {
                let def = db.get(c.def);
                def.all_faces().any(|f| !f.statics.is_empty())
            }),
            any_crew: cards
                .iter()
                .any(|c| db.get(c.def).all_faces().any(|f| f.crew > 0)),
            grants_abilities,
            db,
            cards,
            player_names: names,
            turns: turns as u8,
            concede,
        },
        setup,
        expect,
        expect_by_edition,
        properties,
        expect_spans,
        text: text.to_string(),
    })
}

impl Scenario {
    /// What `id` is expected to do under `edition` (a resolved edition name).
    pub fn expected(&self, id: &str, edition: &str) -> Option<Expected> {
        self.expect_by_edition
            .get(edition)
            .and_then(|m| m.get(id))
            .or_else(|| self.expect.get(id))
            .copied()
    }

    /// Reports an expectation naming a property that does not exist (`known`: each property
    /// with its kind), or one its property's kind cannot end with.
    pub fn check_expectations(&self, known: &[(&str, Kind)]) -> Result<(), FileError> {
        let err = |span: &Range<usize>, msg: String, hint: Option<String>| {
            FileError::at(
                FileKind::Model,
                &self.path,
                &self.text,
                Some(span.clone()),
                msg,
                hint,
            )
        };
        for (id, expected, span) in &self.expect_spans {
            let Some(&(_, kind)) = known.iter().find(|(k, _)| k == id) else {
                return Err(err(
                    span,
                    format!("expectation for unknown property '{id}'"),
                    did_you_mean(id, known.iter().map(|(k, _)| *k)),
                ));
            };
            if !expected.fits(kind) {
                let fitting = match kind {
                    Kind::Sometimes => "\"reached\" or \"unreached\"",
                    Kind::Always | Kind::Terminates => "\"holds\" or \"violated\"",
                };
                return Err(err(
                    span,
                    format!(
                        "property '{id}' (kind {}) can only be {fitting}, not \"{}\"",
                        kind.name(),
                        expected.name()
                    ),
                    None,
                ));
            }
        }
        Ok(())
    }
}

/// Model files under `paths` (files as given, directories searched recursively), sorted.
/// The benchmark family, `bench/`, is searched only when named: its members take minutes
/// (`rulecheck bench` runs them).
pub fn discover(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    discover_skipping(paths, &["bench"])
}

/// Like `discover`, skipping subdirectories with these names unless a path names them. Each
/// directory and file is followed once, however many links lead to it (a symlink loop too).
pub fn discover_skipping(paths: &[PathBuf], skip: &[&str]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for p in paths {
        if p.is_dir() {
            walk(p, skip, &mut seen, &mut out).map_err(|e| format!("{}: {e}", p.display()))?;
        } else if p.is_file() {
            if first_visit(&mut seen, p) {
                out.push(p.clone());
            }
        } else {
            return Err(format!("{}: no such model file or directory", p.display()));
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

/// Whether `path` (by where it really is) is met for the first time.
fn first_visit(seen: &mut std::collections::HashSet<PathBuf>, path: &Path) -> bool {
    seen.insert(std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()))
}

fn walk(
    dir: &Path,
    skip: &[&str],
    seen: &mut std::collections::HashSet<PathBuf>,
    out: &mut Vec<PathBuf>,
) -> std::io::Result<()> {
    if !first_visit(seen, dir) {
        return Ok(());
    }
    // In name order, so that of two links to one file the same one is kept on every run.
    let mut entries = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<std::io::Result<Vec<_>>>()?;
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if path
                .file_name()
                .is_some_and(|n| skip.iter().any(|s| n == *s))
            {
                continue;
            }
            walk(&path, skip, seen, out)?;
        } else if path.extension().is_some_and(|e| e == "toml") && first_visit(seen, &path) {
            out.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::key_span;

    #[test]
    fn a_key_is_found_as_written_not_inside_a_longer_key_or_a_value() {
        let text = "[expect]\n\"plot.ab\" = \"holds\"\nx = \"plot.a\"\n\"plot.a\" = \"holds\"\nplot-b = \"holds\"\n";
        let table = 0..text.len();
        let at = |id| &text[key_span(text, table.clone(), id)];
        assert_eq!(at("plot.a"), "plot.a");
        assert_eq!(
            key_span(text, table.clone(), "plot.a").start,
            text.find("\"plot.a\" =").unwrap() + 1
        );
        assert_eq!(at("plot-b"), "plot-b");
        // Not written as a key: the whole table.
        assert_eq!(key_span(text, table.clone(), "nowhere"), table);
    }
}
