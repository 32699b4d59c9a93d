//! Type-checking a syntax tree into an evaluable `Node`: names and fields are resolved once,
//! at load time, so evaluation on each state does no lookups by string.

use crate::cards::{CardDb, Types};
use crate::engine::{CastVia, Step, Zone};

use super::syntax::{Ast, AstKind, BinOp, Logic, Quant};
use super::ExprError;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Int,
    Bool,
    Str,
    Card,
    Player,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::Int => "a number",
            Ty::Bool => "true/false",
            Ty::Str => "a string",
            Ty::Card => "a card",
            Ty::Player => "a player",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardField {
    Name,
    Owner,
    Controller,
    Zone,
    Tapped,
    Power,
    Toughness,
    TimeCounters,
    Counters,
    Plotted,
    PlottedTurn,
    /// A foretold card in exile (CR 702.143a, 702.143d).
    Foretold,
    /// The turn it became foretold: of a foretold card, or of a spell cast from foretelling.
    ForetoldTurn,
    Suspended,
    CastTurn,
    CastVia,
    X,
    Kicked,
    /// Cast for its evoke cost (CR 702.74a).
    Evoked,
    /// Its controller's Ring-bearer (CR 701.54a, 701.54e).
    RingBearer,
    Haste,
    Flash,
    Damage,
    Attacking,
    Blocking,
    Blocked,
    ManaValue,
    HasSuspend,
    HasManaCost,
    Legendary,
    Token,
    Types,
    FaceUp,
    DeckPosition,
    Declined,
    TimeRemovedBy,
    TimeRemovedStep,
    TimeRemovedActive,
    Named,
    Loyalty,
    OnAdventure,
    DelayCounters,
    FaceDown,
    GainedSuspend,
    LoreCounters,
    Level,
    /// How many modes the object has chosen for its "choose one that hasn't been chosen"
    /// ability (CR 700.2b).
    ModesChosen,
    /// Counters of a `NAMED_COUNTERS` kind, by index (scroll, pressure, flame).
    NamedCounters(u8),
    LibraryPosition,
    /// A copy of a spell (CR 707.10), or the token a copy of a permanent spell became.
    Copy,
    /// Declared as an attacker this turn (CR 508.1).
    Attacked,
    /// The name of the object this Aura is attached to (CR 303.4b), "" if none.
    Enchanting,
    /// The name of the planeswalker this creature attacks (CR 508.1b), "" if none.
    AttackingPlaneswalker,
    /// Cast for a blitz cost (CR 702.152a), printed or granted.
    Blitzed,
    /// Its colours now (CR 105.2, 707.9b), as words in WUBRG order ("white", "red green"),
    /// "" for a colourless object.
    Colors,
    /// A spell's caster has lost control of it, or of the permanent it became, since it was
    /// cast (CR 702.62a: what ends suspend's haste).
    ControlLost,
}

/// The kind of counter a field `KIND_counters` names (`minus_one_counters`: -1/-1), by its
/// index in `NAMED_COUNTERS`.
fn named_counter_field(field: &str) -> Option<u8> {
    let kind = field.strip_suffix("_counters")?;
    let kind = if kind == "minus_one" { "-1/-1" } else { kind };
    let i = crate::cards::NAMED_COUNTERS
        .iter()
        .position(|k| *k == kind)?;
    u8::try_from(i).ok()
}

pub const CARD_FIELDS: &[(&str, CardField, Ty)] = &[
    ("name", CardField::Name, Ty::Str),
    ("owner", CardField::Owner, Ty::Player),
    ("controller", CardField::Controller, Ty::Player),
    ("zone", CardField::Zone, Ty::Str),
    ("tapped", CardField::Tapped, Ty::Bool),
    ("power", CardField::Power, Ty::Int),
    ("toughness", CardField::Toughness, Ty::Int),
    ("time_counters", CardField::TimeCounters, Ty::Int),
    ("counters", CardField::Counters, Ty::Int),
    ("plotted", CardField::Plotted, Ty::Bool),
    ("plotted_turn", CardField::PlottedTurn, Ty::Int),
    ("foretold", CardField::Foretold, Ty::Bool),
    ("foretold_turn", CardField::ForetoldTurn, Ty::Int),
    ("suspended", CardField::Suspended, Ty::Bool),
    ("cast_turn", CardField::CastTurn, Ty::Int),
    ("cast_via", CardField::CastVia, Ty::Str),
    ("x", CardField::X, Ty::Int),
    ("kicked", CardField::Kicked, Ty::Bool),
    ("evoked", CardField::Evoked, Ty::Bool),
    ("blitzed", CardField::Blitzed, Ty::Bool),
    ("ring_bearer", CardField::RingBearer, Ty::Bool),
    ("haste", CardField::Haste, Ty::Bool),
    ("flash", CardField::Flash, Ty::Bool),
    ("damage", CardField::Damage, Ty::Int),
    ("attacking", CardField::Attacking, Ty::Bool),
    ("blocking", CardField::Blocking, Ty::Bool),
    ("blocked", CardField::Blocked, Ty::Bool),
    ("mana_value", CardField::ManaValue, Ty::Int),
    ("has_suspend", CardField::HasSuspend, Ty::Bool),
    ("types", CardField::Types, Ty::Str),
    ("face_up", CardField::FaceUp, Ty::Bool),
    ("deck_position", CardField::DeckPosition, Ty::Int),
    ("has_mana_cost", CardField::HasManaCost, Ty::Bool),
    ("legendary", CardField::Legendary, Ty::Bool),
    ("token", CardField::Token, Ty::Bool),
    ("declined", CardField::Declined, Ty::Bool),
    ("time_removed_by", CardField::TimeRemovedBy, Ty::Str),
    ("time_removed_step", CardField::TimeRemovedStep, Ty::Str),
    (
        "time_removed_active",
        CardField::TimeRemovedActive,
        Ty::Player,
    ),
    ("named", CardField::Named, Ty::Str),
    ("loyalty", CardField::Loyalty, Ty::Int),
    ("on_adventure", CardField::OnAdventure, Ty::Bool),
    ("delay_counters", CardField::DelayCounters, Ty::Int),
    ("face_down", CardField::FaceDown, Ty::Bool),
    ("gained_suspend", CardField::GainedSuspend, Ty::Bool),
    ("lore_counters", CardField::LoreCounters, Ty::Int),
    ("level", CardField::Level, Ty::Int),
    ("modes_chosen", CardField::ModesChosen, Ty::Int),
    ("scroll_counters", CardField::NamedCounters(0), Ty::Int),
    ("pressure_counters", CardField::NamedCounters(1), Ty::Int),
    ("flame_counters", CardField::NamedCounters(2), Ty::Int),
    ("library_position", CardField::LibraryPosition, Ty::Int),
    ("copy", CardField::Copy, Ty::Bool),
    ("attacked", CardField::Attacked, Ty::Bool),
    ("enchanting", CardField::Enchanting, Ty::Str),
    (
        "attacking_planeswalker",
        CardField::AttackingPlaneswalker,
        Ty::Str,
    ),
    ("colors", CardField::Colors, Ty::Str),
    ("control_lost", CardField::ControlLost, Ty::Bool),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerField {
    Name,
    Life,
    LeftGame,
    HandSize,
    LibrarySize,
    PlanarRolls,
    LastRollCost,
    /// Spells the player cast this turn (CR 601.2i), in models that count them.
    SpellsCast,
    /// The player's counters of the `i`th kind of `PLAYER_COUNTERS` (CR 122.1): `poison`,
    /// `energy`, `experience`.
    Counters(u8),
    /// How many times the Ring has tempted the player (CR 701.54c).
    Ring,
    /// How much mana is in the player's mana pool (CR 106.4).
    ManaPool,
    /// The player has the city's blessing (CR 702.131c).
    CityBlessing,
}

pub const PLAYER_FIELDS: &[(&str, PlayerField, Ty)] = &[
    ("name", PlayerField::Name, Ty::Str),
    ("life", PlayerField::Life, Ty::Int),
    ("left_game", PlayerField::LeftGame, Ty::Bool),
    ("hand_size", PlayerField::HandSize, Ty::Int),
    ("library_size", PlayerField::LibrarySize, Ty::Int),
    ("planar_rolls", PlayerField::PlanarRolls, Ty::Int),
    ("last_roll_cost", PlayerField::LastRollCost, Ty::Int),
    ("spells_cast", PlayerField::SpellsCast, Ty::Int),
    ("poison", PlayerField::Counters(0), Ty::Int),
    ("energy", PlayerField::Counters(1), Ty::Int),
    ("experience", PlayerField::Counters(2), Ty::Int),
    ("ring_tempted", PlayerField::Ring, Ty::Int),
    ("mana_pool", PlayerField::ManaPool, Ty::Int),
    ("city_blessing", PlayerField::CityBlessing, Ty::Bool),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameField {
    Turn,
    Step,
    Phase,
    Active,
    Priority,
    GameOver,
    Winner,
    StackSize,
    PlanarController,
    Merged,
    BlanksAreChaos,
    CombatStep,
    /// A player must make a choice other than what to do with priority (CR 117: priority;
    /// declaring attackers or blockers, a trigger's target, the legend rule, a choice an
    /// instruction asks as it resolves, ...).
    Choosing,
}

pub const GAME_FIELDS: &[(&str, GameField, Ty)] = &[
    ("turn", GameField::Turn, Ty::Int),
    ("step", GameField::Step, Ty::Str),
    ("phase", GameField::Phase, Ty::Str),
    ("active", GameField::Active, Ty::Player),
    ("priority", GameField::Priority, Ty::Player),
    ("game_over", GameField::GameOver, Ty::Bool),
    ("winner", GameField::Winner, Ty::Str),
    ("stack_size", GameField::StackSize, Ty::Int),
    ("planar_controller", GameField::PlanarController, Ty::Player),
    ("merged", GameField::Merged, Ty::Bool),
    ("blanks_are_chaos", GameField::BlanksAreChaos, Ty::Bool),
    ("combat_step", GameField::CombatStep, Ty::Str),
    ("choosing", GameField::Choosing, Ty::Bool),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Set {
    Cards,
    Players,
    /// Plane and phenomenon cards (CR 311, 312).
    Planes,
}

pub const VERBS: &[&str] = &[
    "cast",
    "play",
    "plot",
    "suspend",
    "activate",
    "attack",
    "pass",
    "discard",
    "choose",
    "decline",
    "roll",
    "concede",
    "special-action",
    "order-blockers",
];

#[derive(Clone, Debug)]
pub enum Node {
    Int(i64),
    Bool(bool),
    Str(String),
    Game(GameField),
    /// A bound variable (card or player) by slot, with its type.
    Var(usize, Ty),
    Card(usize, CardField),
    Player(usize, PlayerField),
    Not(Box<Node>),
    /// A comparison, of values of the type.
    Bin(BinOp, Ty, Box<Node>, Box<Node>),
    /// `and`, `or` or `implies` over two or more operands (`implies` groups to the right).
    Chain(Logic, Vec<Node>),
    /// A sum of terms, each with whether it is subtracted. Evaluated in 128 bits: terms are
    /// 64-bit, so no sum a property can write overflows.
    Sum(Vec<(bool, Node)>),
    Quant {
        q: Quant,
        set: Set,
        slot: usize,
        filter: Option<Box<Node>>,
        body: Option<Box<Node>>,
    },
    Enabled {
        player: Box<Node>,
        verb: &'static str,
        card: Box<Node>,
    },
    HasType(Box<Node>, Types),
    /// `c.zone == "hand"` (`equal`) or `c.zone != "hand"`, the zone looked up when the property
    /// is compiled (`None`: no zone has that name). Filters test it on every card.
    CardZone {
        slot: usize,
        zone: Option<Zone>,
        equal: bool,
    },
    /// `has_subtype(c, "Spirit")`: whether the card has that subtype now (CR 205.3), an added
    /// creature type included (613.1d, 707.9b). Continuous effects are no part of an object,
    /// so it reads more than the cards and players.
    HasSubtype(Box<Node>, String),
}

/// A comparison; a card's zone against a string is `Node::CardZone`, the same comparison
/// with the zone's name looked up once.
fn zone_test(op: BinOp, ty: Ty, l: Node, r: Node) -> Node {
    match (op, ty, &l, &r) {
        (BinOp::Eq | BinOp::Ne, Ty::Str, Node::Card(slot, CardField::Zone), Node::Str(name))
        | (BinOp::Eq | BinOp::Ne, Ty::Str, Node::Str(name), Node::Card(slot, CardField::Zone)) => {
            Node::CardZone {
                slot: *slot,
                zone: Zone::ALL
                    .into_iter()
                    .chain([Zone::Nowhere, Zone::PhasedOut])
                    .find(|z| z.name() == name),
                equal: op == BinOp::Eq,
            }
        }
        _ => Node::Bin(op, ty, Box::new(l), Box::new(r)),
    }
}

impl CardField {
    /// Whether the field is a function of the card's own object and the scenario's fixed
    /// tables. Power and toughness are not (static abilities of other permanents change them,
    /// CR 613), nor are the face-up planes or a planar deck's or library's order (zones
    /// outside the object: a shuffle reorders a library without changing any card's object).
    /// Whether the field is read from the card's own object and its fixed definition alone
    /// (`property::eval::card_field`), so that it changes only when the object does. Power,
    /// toughness, types, colours, haste and the others computed through the layers (CR 613)
    /// also read continuous effects (which end in cleanup, 514.2, with no object changing)
    /// and other objects' statics; positions read the library or the planar deck. With copy
    /// effects (`copies`: a model with copy instructions) the name and face are layer-1 values
    /// too (707.2).
    fn reads_only_its_object(self, copies: bool) -> bool {
        match self {
            CardField::Tapped
            | CardField::Plotted
            | CardField::Foretold
            | CardField::Attacking
            | CardField::Blocking
            | CardField::Blocked
            | CardField::Declined
            | CardField::OnAdventure
            | CardField::FaceDown
            | CardField::GainedSuspend
            | CardField::Owner
            | CardField::Controller
            | CardField::Zone
            | CardField::TimeCounters
            | CardField::Counters
            | CardField::Loyalty
            | CardField::DelayCounters
            | CardField::LoreCounters
            | CardField::Level
            | CardField::ModesChosen
            | CardField::Attacked
            | CardField::PlottedTurn
            | CardField::ForetoldTurn
            | CardField::CastTurn
            | CardField::CastVia
            | CardField::TimeRemovedBy
            | CardField::TimeRemovedStep
            | CardField::TimeRemovedActive
            | CardField::X
            | CardField::Kicked
            | CardField::Evoked
            | CardField::Blitzed
            | CardField::ControlLost
            | CardField::Damage
            | CardField::Copy
            | CardField::Token
            | CardField::Named => true,
            CardField::Name | CardField::Flash => !copies,
            CardField::Power
            | CardField::Toughness
            | CardField::AttackingPlaneswalker
            | CardField::Enchanting
            | CardField::LibraryPosition
            | CardField::NamedCounters(_)
            | CardField::Suspended
            | CardField::RingBearer
            | CardField::Haste
            | CardField::ManaValue
            | CardField::HasSuspend
            | CardField::Types
            | CardField::FaceUp
            | CardField::DeckPosition
            | CardField::HasManaCost
            | CardField::Legendary
            | CardField::Colors => false,
        }
    }
}

impl Node {
    /// Whether the value depends on nothing but the cards' objects and the players (and the
    /// scenario's fixed tables): then a state that shares both with an already evaluated
    /// state has that state's value (see `checker::SearchState`).
    /// Whether the value may depend on more than the objects and the players: a card field
    /// computed through the layers or from another zone's order (`reads_only_its_object`),
    /// a card's types or subtypes. Such a value is reused from the parent only when the rest
    /// of the game is the same too (`Game::same_beside_objects_players_and_priority`).
    pub fn reads_beyond_objects(&self, copies: bool) -> bool {
        self.any_node(&|n| match n {
            Node::Card(_, f) => !f.reads_only_its_object(copies),
            Node::HasType(..) | Node::HasSubtype(..) => true,
            _ => false,
        })
    }

    pub fn reads_only_cards_and_players(&self) -> bool {
        match self {
            Node::Int(_) | Node::Bool(_) | Node::Str(_) | Node::Var(..) | Node::Player(..) => true,
            Node::CardZone { .. } => true,
            // The face-up planes are a zone of the game, outside the objects.
            Node::Card(_, f) => *f != CardField::FaceUp,
            Node::Game(_) | Node::Enabled { .. } | Node::HasSubtype(..) => false,
            Node::Not(a) | Node::HasType(a, _) => a.reads_only_cards_and_players(),
            Node::Bin(_, _, l, r) => {
                l.reads_only_cards_and_players() && r.reads_only_cards_and_players()
            }
            Node::Chain(_, xs) => xs.iter().all(Node::reads_only_cards_and_players),
            Node::Sum(xs) => xs.iter().all(|(_, x)| x.reads_only_cards_and_players()),
            Node::Quant { filter, body, .. } => [filter, body]
                .into_iter()
                .flatten()
                .all(|n| n.reads_only_cards_and_players()),
        }
    }

    /// Whether the expression reads the card field `field` anywhere.
    pub fn reads_card_field(&self, field: CardField) -> bool {
        self.any_node(&|n| matches!(n, Node::Card(_, f) if *f == field))
    }

    /// Whether the expression reads the player field `field` anywhere.
    pub fn reads_player_field(&self, field: PlayerField) -> bool {
        self.any_node(&|n| matches!(n, Node::Player(_, f) if *f == field))
    }

    /// Whether `is` holds of this node or of any node under it.
    fn any_node(&self, is: &dyn Fn(&Node) -> bool) -> bool {
        if is(self) {
            return true;
        }
        match self {
            Node::Int(_)
            | Node::Bool(_)
            | Node::Str(_)
            | Node::Game(_)
            | Node::Var(..)
            | Node::Card(..)
            | Node::Player(..)
            | Node::CardZone { .. } => false,
            Node::Not(a) | Node::HasType(a, _) | Node::HasSubtype(a, _) => a.any_node(is),
            Node::Bin(_, _, l, r) => l.any_node(is) || r.any_node(is),
            Node::Chain(_, xs) => xs.iter().any(|x| x.any_node(is)),
            Node::Sum(xs) => xs.iter().any(|(_, x)| x.any_node(is)),
            Node::Quant { filter, body, .. } => {
                [filter, body].into_iter().flatten().any(|n| n.any_node(is))
            }
            Node::Enabled { player, card, .. } => player.any_node(is) || card.any_node(is),
        }
    }

    /// Whether the value depends on nothing but the object of the card bound to `slot` (and
    /// the scenario's fixed tables).
    fn reads_only_card(&self, slot: usize, copies: bool) -> bool {
        match self {
            Node::Int(_) | Node::Bool(_) | Node::Str(_) => true,
            Node::Var(s, _) => *s == slot,
            Node::Card(s, f) => *s == slot && f.reads_only_its_object(copies),
            Node::CardZone { slot: s, .. } => *s == slot,
            Node::Not(a) => a.reads_only_card(slot, copies),
            Node::Bin(_, _, l, r) => {
                l.reads_only_card(slot, copies) && r.reads_only_card(slot, copies)
            }
            Node::Chain(_, xs) => xs.iter().all(|x| x.reads_only_card(slot, copies)),
            Node::Sum(xs) => xs.iter().all(|(_, x)| x.reads_only_card(slot, copies)),
            // A card's types are computed through the layers (CR 613.1d, 205.1b).
            Node::HasType(..)
            | Node::Game(_)
            | Node::Player(..)
            | Node::Quant { .. }
            | Node::Enabled { .. }
            | Node::HasSubtype(..) => false,
        }
    }

    /// `all` or `any` over the cards (or planes) whose filter and body read only that card's
    /// object: the value is a conjunction (`all`) or disjunction (`any`) of one term per card,
    /// and a card's term changes only when its object does. A state whose parent's value is
    /// known then needs only the terms of the cards whose objects changed
    /// (`eval::truth_over`).
    pub fn per_card_quantifier(&self, copies: bool) -> Option<Quant> {
        match self {
            Node::Quant {
                q: q @ (Quant::All | Quant::Any),
                set: Set::Cards | Set::Planes,
                slot,
                filter,
                body,
            } if [filter, body]
                .into_iter()
                .flatten()
                .all(|n| n.reads_only_card(*slot, copies)) =>
            {
                Some(*q)
            }
            _ => None,
        }
    }
}

/// How many quantifier variables can be bound at once (the evaluator's slots).
pub const MAX_VARS: usize = 16;

struct Scope<'a> {
    vars: Vec<(String, Ty)>,
    /// The cards a string may name (in `enabled(...)`, against a card or its `name` or
    /// `named`); `None`: not checked.
    cards: Option<&'a CardDb>,
    /// The players a string may name (against a player, `p.name`, `owner`, `active`,
    /// `winner`...); `None`: not checked (the shared properties, which name no player).
    players: Option<&'a [String]>,
}

fn err(
    span: &std::ops::Range<usize>,
    message: impl Into<String>,
    hint: Option<String>,
) -> ExprError {
    ExprError {
        span: span.clone(),
        message: message.into(),
        hint,
    }
}

fn names<T>(table: &[(&str, T, Ty)]) -> String {
    table
        .iter()
        .map(|(n, _, _)| *n)
        .collect::<Vec<_>>()
        .join(", ")
}

fn hint_for<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<String> {
    crate::diagnostics::did_you_mean(name, candidates)
}

/// Type-checks `ast`; card names are checked against `cards` if given.
pub fn compile(ast: &Ast, want: Ty, cards: Option<&CardDb>) -> Result<Node, ExprError> {
    compile_for(ast, want, cards, None)
}

/// As `compile`, with the names of the model's players checked too.
pub fn compile_for(
    ast: &Ast,
    want: Ty,
    cards: Option<&CardDb>,
    players: Option<&[String]>,
) -> Result<Node, ExprError> {
    let mut scope = Scope {
        vars: Vec::new(),
        cards,
        players,
    };
    let (node, ty) = go(ast, &mut scope)?;
    if ty != want {
        return Err(err(
            &ast.span,
            format!("a property must be true/false, this is {}", ty.name()),
            None,
        ));
    }
    Ok(node)
}

/// The values a string-valued field can take, to catch typos in literals.
fn known_values(node: &Node) -> Option<Vec<&'static str>> {
    match node {
        Node::Card(_, CardField::Zone) => Some(
            Zone::ALL
                .iter()
                .chain(&[Zone::PhasedOut, Zone::Nowhere])
                .map(|z| z.name())
                .collect(),
        ),
        // CR 205.2a: the card types an object has, as the field reads them ("" for none).
        Node::Card(_, CardField::Types) => Some(
            super::eval::TYPE_LINES
                .iter()
                .map(|(_, s)| *s)
                .chain([""])
                .collect(),
        ),
        // CR 105.1: the colours, in WUBRG order ("" for colourless).
        Node::Card(_, CardField::Colors) => Some(super::eval::COLOR_WORDS.to_vec()),
        Node::Card(_, CardField::CastVia) => {
            let mut v: Vec<_> = CastVia::ALL.iter().map(|c| c.name()).collect();
            v.push("");
            Some(v)
        }
        Node::Game(GameField::Step) | Node::Card(_, CardField::TimeRemovedStep) => {
            let mut v: Vec<_> = Step::ALL.iter().map(|s| s.name()).collect();
            v.dedup();
            v.push("");
            Some(v)
        }
        Node::Game(GameField::CombatStep) => {
            Some(Step::ALL.iter().map(|s| s.combat_step()).collect())
        }
        Node::Card(_, CardField::TimeRemovedBy) => Some(vec!["suspend", "effect", ""]),
        Node::Game(GameField::Phase) => {
            Some(vec!["beginning", "main1", "combat", "main2", "ending"])
        }
        _ => None,
    }
}

fn check_literal(field: &Node, lit: &Ast, scope: &Scope) -> Result<(), ExprError> {
    let cards = scope.cards;
    // A player, or a field whose value is a player's name, against a string: a player of the
    // model (a misspelt name would make the comparison false everywhere, a silent pass).
    let names_a_player = matches!(
        field,
        Node::Var(_, Ty::Player)
            | Node::Card(
                _,
                CardField::Owner | CardField::Controller | CardField::TimeRemovedActive
            )
            | Node::Game(
                GameField::Active
                    | GameField::Priority
                    | GameField::PlanarController
                    | GameField::Winner
            )
            | Node::Player(_, PlayerField::Name)
    );
    if let (true, AstKind::Str(s), Some(players)) = (names_a_player, &lit.kind, scope.players) {
        if !s.is_empty() {
            known_player(s, &lit.span, players)?;
        }
    }
    // A card's name, chosen name or the card itself against a string: a card of the library.
    let names_a_card = matches!(
        field,
        Node::Card(_, CardField::Name | CardField::Named) | Node::Var(_, Ty::Card)
    );
    if let (true, AstKind::Str(s), Some(db)) = (names_a_card, &lit.kind, cards) {
        if !s.is_empty() {
            known_card(s, &lit.span, db)?;
        }
    }
    if let (Some(values), AstKind::Str(s)) = (known_values(field), &lit.kind) {
        if !values.contains(&s.as_str()) {
            return Err(err(
                &lit.span,
                format!(
                    "\"{s}\" is never a value here; values: {}",
                    values.join(", ")
                ),
                hint_for(s, values.iter().copied()),
            ));
        }
    }
    Ok(())
}

/// The name of every face of every card in `db` (a double-faced card's back face too).
fn face_names(db: &CardDb) -> impl Iterator<Item = &str> {
    db.defs
        .iter()
        .flat_map(|d| d.all_faces())
        .map(|d| d.name.as_str())
}

/// An error if `name` names no player of the model.
fn known_player(
    name: &str,
    span: &std::ops::Range<usize>,
    players: &[String],
) -> Result<(), ExprError> {
    if players.iter().any(|p| p == name) {
        return Ok(());
    }
    Err(err(
        span,
        format!(
            "unknown player \"{name}\"; the model's players are {}",
            players.join(", ")
        ),
        hint_for(name, players.iter().map(String::as_str)),
    ))
}

/// An error if `name` names no face of a card in `db`.
fn known_card(name: &str, span: &std::ops::Range<usize>, db: &CardDb) -> Result<(), ExprError> {
    if face_names(db).any(|n| n == name) {
        return Ok(());
    }
    Err(err(
        span,
        format!("unknown card \"{name}\""),
        hint_for(name, face_names(db)).or(Some(
            "`rulecheck list` shows the known cards; a model's own properties may name its \
             [[card]]s"
                .into(),
        )),
    ))
}

fn go(ast: &Ast, scope: &mut Scope<'_>) -> Result<(Node, Ty), ExprError> {
    let sp = &ast.span;
    Ok(match &ast.kind {
        AstKind::Int(n) => (Node::Int(*n), Ty::Int),
        AstKind::Bool(b) => (Node::Bool(*b), Ty::Bool),
        AstKind::Str(s) => (Node::Str(s.clone()), Ty::Str),
        AstKind::Name(n) => {
            if let Some(slot) = scope.vars.iter().rposition(|(v, _)| v == n) {
                (Node::Var(slot, scope.vars[slot].1), scope.vars[slot].1)
            } else if let Some((_, f, t)) = GAME_FIELDS.iter().find(|(g, _, _)| g == n) {
                (Node::Game(*f), *t)
            } else {
                let bound: Vec<&str> = scope.vars.iter().map(|(v, _)| v.as_str()).collect();
                return Err(err(
                    sp,
                    format!("unknown name '{n}'; game fields are {}", names(GAME_FIELDS)),
                    hint_for(n, GAME_FIELDS.iter().map(|(g, _, _)| *g).chain(bound)),
                ));
            }
        }
        AstKind::Field {
            var,
            var_span,
            field,
            field_span,
        } => {
            let Some(slot) = scope.vars.iter().rposition(|(v, _)| v == var) else {
                return Err(err(
                    var_span,
                    format!("'{var}' is not a bound variable"),
                    Some("bind it with all(...), any(...) or count(...)".into()),
                ));
            };
            match scope.vars[slot].1 {
                Ty::Card => match CARD_FIELDS.iter().find(|(n, _, _)| n == field) {
                    Some((_, f, t)) => (Node::Card(slot, *f), *t),
                    // CR 122.1: `c.charge_counters`, `c.minus_one_counters` (-1/-1): counters
                    // of any kind of `NAMED_COUNTERS`.
                    None if named_counter_field(field).is_some() => {
                        let i = named_counter_field(field).unwrap_or(0);
                        (Node::Card(slot, CardField::NamedCounters(i)), Ty::Int)
                    }
                    None => {
                        return Err(err(
                            field_span,
                            format!(
                                "field '{field}' does not exist on cards; fields are {}",
                                names(CARD_FIELDS)
                            ),
                            hint_for(field, CARD_FIELDS.iter().map(|(n, _, _)| *n)),
                        ))
                    }
                },
                _ => match PLAYER_FIELDS.iter().find(|(n, _, _)| n == field) {
                    Some((_, f, t)) => (Node::Player(slot, *f), *t),
                    None => {
                        return Err(err(
                            field_span,
                            format!(
                                "field '{field}' does not exist on players; fields are {}",
                                names(PLAYER_FIELDS)
                            ),
                            hint_for(field, PLAYER_FIELDS.iter().map(|(n, _, _)| *n)),
                        ))
                    }
                },
            }
        }
        AstKind::Not(a) => {
            let n = expect(a, scope, Ty::Bool)?;
            (Node::Not(Box::new(n)), Ty::Bool)
        }
        AstKind::Chain(op, xs) => {
            let xs = xs
                .iter()
                .map(|x| expect(x, scope, Ty::Bool))
                .collect::<Result<_, _>>()?;
            (Node::Chain(*op, xs), Ty::Bool)
        }
        AstKind::Sum(xs) => {
            let xs = xs
                .iter()
                .map(|(minus, x)| Ok((*minus, expect(x, scope, Ty::Int)?)))
                .collect::<Result<_, _>>()?;
            (Node::Sum(xs), Ty::Int)
        }
        AstKind::Bin(op, l, r) => {
            let (ln, lt) = go(l, scope)?;
            let (rn, rt) = go(r, scope)?;
            match op {
                BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                    for (t, a) in [(lt, l), (rt, r)] {
                        if t != Ty::Int {
                            return Err(err(
                                &a.span,
                                format!("expected a number, found {}", t.name()),
                                None,
                            ));
                        }
                    }
                    (
                        Node::Bin(*op, Ty::Int, Box::new(ln), Box::new(rn)),
                        Ty::Bool,
                    )
                }
                BinOp::Eq | BinOp::Ne => {
                    let ok = lt == rt
                        || matches!((lt, rt), (Ty::Player, Ty::Str) | (Ty::Str, Ty::Player))
                        || matches!((lt, rt), (Ty::Card, Ty::Str) | (Ty::Str, Ty::Card));
                    if !ok {
                        return Err(err(
                            sp,
                            format!("cannot compare {} with {}", lt.name(), rt.name()),
                            None,
                        ));
                    }
                    check_literal(&ln, r, scope)?;
                    check_literal(&rn, l, scope)?;
                    // Compare as the richer type; a player or card against a string compares its name.
                    let ty = if lt == rt { lt } else { Ty::Str };
                    (zone_test(*op, ty, ln, rn), Ty::Bool)
                }
            }
        }
        AstKind::Quant {
            q,
            var,
            set,
            set_span,
            filter,
            body,
        } => {
            let (set_kind, ty) = match set.as_str() {
                "cards" => (Set::Cards, Ty::Card),
                "players" => (Set::Players, Ty::Player),
                "planes" => (Set::Planes, Ty::Card),
                other => {
                    return Err(err(
                        set_span,
                        format!("unknown set '{other}'; sets: cards, players, planes"),
                        hint_for(other, ["cards", "players", "planes"].into_iter()),
                    ))
                }
            };
            if scope.vars.len() >= MAX_VARS {
                return Err(err(
                    sp,
                    format!("too many nested quantifiers: at most {MAX_VARS} variables at once"),
                    Some("split it into several properties".into()),
                ));
            }
            scope.vars.push((var.clone(), ty));
            let slot = scope.vars.len() - 1;
            let filter = filter
                .as_ref()
                .map(|f| expect(f, scope, Ty::Bool))
                .transpose()?;
            let body = body
                .as_ref()
                .map(|b| expect(b, scope, Ty::Bool))
                .transpose()?;
            scope.vars.pop();
            if *q == Quant::All && filter.is_none() && body.is_none() {
                return Err(err(
                    sp,
                    "all(...) needs a condition: all(x in SET: COND)",
                    None,
                ));
            }
            let ty = if *q == Quant::Count {
                Ty::Int
            } else {
                Ty::Bool
            };
            (
                Node::Quant {
                    q: *q,
                    set: set_kind,
                    slot,
                    filter: filter.map(Box::new),
                    body: body.map(Box::new),
                },
                ty,
            )
        }
        AstKind::Call { name, args } => match name.as_str() {
            "enabled" => {
                if args.len() != 3 {
                    return Err(err(
                        sp,
                        "enabled takes three arguments: enabled(player, \"verb\", card)",
                        None,
                    ));
                }
                let (p, pt) = go(&args[0], scope)?;
                if let (AstKind::Str(name), Some(players)) = (&args[0].kind, scope.players) {
                    known_player(name, &args[0].span, players)?;
                }
                if !matches!(pt, Ty::Player | Ty::Str) {
                    return Err(err(
                        &args[0].span,
                        "the first argument of enabled is a player or a player's name",
                        None,
                    ));
                }
                let verb = match &args[1].kind {
                    AstKind::Str(v) => {
                        VERBS.iter().find(|k| *k == v).copied().ok_or_else(|| {
                            err(
                                &args[1].span,
                                format!("unknown verb \"{v}\"; verbs: {}", VERBS.join(", ")),
                                hint_for(v, VERBS.iter().copied()),
                            )
                        })?
                    }
                    _ => {
                        return Err(err(
                            &args[1].span,
                            "the verb of enabled is a string such as \"cast\"",
                            None,
                        ))
                    }
                };
                let (c, ct) = go(&args[2], scope)?;
                if let (AstKind::Str(name), Some(db)) = (&args[2].kind, scope.cards) {
                    if !name.is_empty() {
                        known_card(name, &args[2].span, db)?;
                    }
                }
                if !matches!(ct, Ty::Card | Ty::Str) {
                    return Err(err(
                        &args[2].span,
                        "the third argument of enabled is a card or a card name",
                        None,
                    ));
                }
                (
                    Node::Enabled {
                        player: Box::new(p),
                        verb,
                        card: Box::new(c),
                    },
                    Ty::Bool,
                )
            }
            "has_type" => {
                if args.len() != 2 {
                    return Err(err(
                        sp,
                        "has_type takes two arguments: has_type(card, \"creature\")",
                        None,
                    ));
                }
                let c = expect(&args[0], scope, Ty::Card)?;
                let t = match &args[1].kind {
                    AstKind::Str(s) => Types::NAMES.iter().find(|(n, _)| n == s).map(|(_, t)| *t),
                    _ => None,
                }
                .ok_or_else(|| {
                    err(
                        &args[1].span,
                        format!(
                            "expected a card type: {}",
                            Types::NAMES.map(|(n, _)| n).join(", ")
                        ),
                        None,
                    )
                })?;
                (Node::HasType(Box::new(c), t), Ty::Bool)
            }
            "has_subtype" => {
                let usage = "has_subtype takes two arguments: has_subtype(card, \"Spirit\")";
                if args.len() != 2 {
                    return Err(err(sp, usage, None));
                }
                let c = expect(&args[0], scope, Ty::Card)?;
                let AstKind::Str(name) = &args[1].kind else {
                    return Err(err(&args[1].span, usage, None));
                };
                (Node::HasSubtype(Box::new(c), name.clone()), Ty::Bool)
            }
            other => {
                return Err(err(
                    sp,
                    format!(
                        "unknown function '{other}'; functions: enabled, has_type, has_subtype"
                    ),
                    hint_for(other, ["enabled", "has_type", "has_subtype"].into_iter()),
                ))
            }
        },
    })
}

fn expect(ast: &Ast, scope: &mut Scope<'_>, want: Ty) -> Result<Node, ExprError> {
    let (n, t) = go(ast, scope)?;
    if t != want {
        return Err(err(
            &ast.span,
            format!("expected {}, found {}", want.name(), t.name()),
            None,
        ));
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::super::{compile_expr, Quant};

    fn per_card(src: &str) -> Option<Quant> {
        compile_expr(src).expect(src).per_card_quantifier(false)
    }

    #[test]
    fn a_quantifier_is_per_card_when_its_terms_read_only_the_cards_own_object() {
        let plot = r#"all(c in cards where c.cast_via == "plot": c.cast_turn > c.plotted_turn)"#;
        assert_eq!(per_card(plot), Some(Quant::All));
        assert_eq!(
            per_card(r#"any(c in cards: c.zone == "exile" and c.owner == "Alice")"#),
            Some(Quant::Any)
        );
        assert_eq!(
            per_card(r#"all(p in planes: p.zone == "command")"#),
            Some(Quant::All)
        );
    }

    #[test]
    fn a_quantifier_is_not_per_card_when_a_term_reads_beyond_the_card() {
        for src in [
            // Power and toughness depend on other objects (CR 604.3, 613).
            "all(c in cards: c.power > 0)",
            "all(c in cards: c.toughness > 0)",
            // The game's fields, other cards, the face-up planes, the players.
            "all(c in cards: c.cast_turn < turn)",
            "all(c in cards: any(d in cards: c == d))",
            "all(c in planes: c.face_up)",
            "all(c in planes: c.deck_position < 3)",
            "all(p in players: p.life > 0)",
            // Not a quantifier at the top, or one that counts.
            "count(c in cards: c.tapped) < 3",
            "not all(c in cards: c.tapped)",
        ] {
            assert_eq!(per_card(src), None, "{src}");
        }
    }
}
