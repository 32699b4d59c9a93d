//! Evaluating a compiled property directly on a game state (no conversion per state).

use crate::engine::{Engine, Game, ListedMoves, Outcome};

use super::check::{CardField, GameField, Node, PlayerField, Set, Ty, MAX_VARS};
use super::syntax::{BinOp, Logic, Quant};

/// A value. Integers are 128-bit: every field and literal is 64-bit and a property has far
/// fewer than 2^64 terms, so sums are exact (they cannot wrap and flip a comparison).
#[derive(Clone, Copy, Debug)]
enum Val<'a> {
    Int(i128),
    Bool(bool),
    Str(&'a str),
    Card(u16),
    Player(u8),
}

struct Env<'a, 'e> {
    eng: &'a Engine<'e>,
    g: &'a Game,
    slots: [u16; MAX_VARS],
    /// The state's legal actions, listed once for all `enabled(...)` (and whoever else asks
    /// about the state: the search passes the list it expands the state with).
    moves: &'a ListedMoves,
    /// Whether a quantifier may be settled by a verb no move has (`settled_by_absent_verb`);
    /// off only for the test that compares both evaluations on every reachable state.
    verb_guards: bool,
}

/// The value of `n` on `g`, whose moves (for `enabled`) are `moves`.
pub fn truth(n: &Node, eng: &Engine, g: &Game, moves: &ListedMoves) -> bool {
    matches!(eval(n, &mut Env::new(eng, g, moves)), Val::Bool(true))
}

/// As `truth`, member by member: no quantifier is settled from the verbs of the state's moves
/// (`settled_by_absent_verb`). For the test that this shortcut never changes a value.
pub fn truth_member_by_member(n: &Node, eng: &Engine, g: &Game, moves: &ListedMoves) -> bool {
    let mut env = Env::new(eng, g, moves);
    env.verb_guards = false;
    matches!(eval(n, &mut env), Val::Bool(true))
}

/// The value of a per-card quantifier (`Node::per_card_quantifier`) taking only the cards
/// whose bit (`id % 64`) is set in `cards`: `true` for `all` and `false` for `any` when no
/// such card qualifies.
pub fn truth_over(n: &Node, eng: &Engine, g: &Game, moves: &ListedMoves, cards: u64) -> bool {
    matches!(
        quantify(n, &mut Env::new(eng, g, moves), cards),
        Some(Val::Bool(true))
    )
}

fn int(v: Val) -> i128 {
    match v {
        Val::Int(i) => i,
        _ => 0,
    }
}

fn boolean(v: Val) -> bool {
    matches!(v, Val::Bool(true))
}

impl<'a, 'e> Env<'a, 'e>
where
    'e: 'a,
{
    fn new(eng: &'a Engine<'e>, g: &'a Game, moves: &'a ListedMoves) -> Self {
        Env {
            eng,
            g,
            slots: [0; MAX_VARS],
            moves,
            verb_guards: true,
        }
    }

    fn name_of(&self, v: Val<'a>) -> &'a str {
        match v {
            Val::Str(s) => s,
            Val::Card(c) => self.eng.name(c),
            Val::Player(p) if (p as usize) < self.eng.table.player_names.len() => {
                self.eng.player_name(p)
            }
            _ => "",
        }
    }

    /// Whether two values of a string comparison are equal (a card or player by its name).
    fn same_str(&self, a: Val<'a>, b: Val<'a>) -> bool {
        match (a, b) {
            (Val::Str(x), Val::Str(y)) => x == y,
            _ => self.name_of(a) == self.name_of(b),
        }
    }

    fn player_by_name(&self, v: Val<'a>) -> Option<u8> {
        match v {
            Val::Player(p) => Some(p),
            Val::Str(s) => self
                .eng
                .table
                .player_names
                .iter()
                .position(|n| n == s)
                .map(|i| i as u8),
            _ => None,
        }
    }
}

fn eval<'a, 'e>(n: &'a Node, env: &mut Env<'a, 'e>) -> Val<'a>
where
    'e: 'a,
{
    let (eng, g) = (env.eng, env.g);
    match n {
        Node::Int(i) => Val::Int(i128::from(*i)),
        Node::Bool(b) => Val::Bool(*b),
        Node::Str(s) => Val::Str(s),
        Node::Game(f) => match f {
            GameField::Turn => Val::Int(g.turn as i128),
            GameField::Step => Val::Str(g.step.name()),
            GameField::Phase => Val::Str(g.step.phase()),
            GameField::Active => Val::Player(g.active),
            GameField::Priority => Val::Player(g.actor()),
            GameField::GameOver => {
                Val::Bool(matches!(g.outcome, Some(Outcome::Win(_) | Outcome::Draw)))
            }
            GameField::Winner => Val::Str(match g.outcome {
                Some(Outcome::Win(p)) => eng.player_name(p),
                _ => "",
            }),
            // CR 608.2n: a spell or ability stays on the stack until it finishes resolving,
            // so one waiting for a choice its instructions ask is still counted.
            GameField::StackSize => Val::Int(
                g.stack.len() as i128
                    + i128::from(g.decision.as_deref().and_then(|d| d.resolving()).is_some()),
            ),
            GameField::PlanarController => Val::Player(g.planar_controller.unwrap_or(u8::MAX)),
            GameField::Merged => Val::Bool(g.merged),
            GameField::BlanksAreChaos => Val::Bool(g.blanks_are_chaos),
            GameField::CombatStep => Val::Str(g.step.combat_step()),
            GameField::Choosing => Val::Bool(g.decision.is_some()),
        },
        Node::Var(slot, ty) => match ty {
            Ty::Player => Val::Player(env.slots[*slot] as u8),
            _ => Val::Card(env.slots[*slot]),
        },
        Node::Card(slot, f) => card_field(*f, env.slots[*slot], env),
        Node::Player(slot, f) => {
            let p = env.slots[*slot] as u8;
            let pl = &g.players[p as usize];
            match f {
                PlayerField::Name => Val::Str(eng.player_name(p)),
                PlayerField::Life => Val::Int(pl.life as i128),
                PlayerField::LeftGame => Val::Bool(pl.lost),
                PlayerField::HandSize => Val::Int(eng.hand_size(g, p) as i128),
                PlayerField::LibrarySize => Val::Int(pl.library.len() as i128),
                PlayerField::PlanarRolls => Val::Int(pl.planar_rolls as i128),
                PlayerField::LastRollCost => Val::Int(pl.last_roll_cost as i128),
                PlayerField::SpellsCast => Val::Int(pl.spells_cast as i128),
                PlayerField::Counters(i) => {
                    Val::Int(pl.counters.get(*i as usize).copied().unwrap_or(0) as i128)
                }
                PlayerField::Ring => Val::Int(pl.ring as i128),
                PlayerField::ManaPool => {
                    Val::Int(pl.pool.as_ref().map_or(0, |q| q.total()) as i128)
                }
                PlayerField::CityBlessing => Val::Bool(pl.city_blessing),
            }
        }
        Node::Not(a) => Val::Bool(!boolean(eval(a, env))),
        Node::Chain(op, xs) => Val::Bool(match op {
            Logic::And => xs.iter().all(|x| boolean(eval(x, env))),
            Logic::Or => xs.iter().any(|x| boolean(eval(x, env))),
            // a implies (b implies c): true once a premise is false, else the conclusion.
            Logic::Implies => match xs.split_last() {
                Some((last, premises)) => {
                    premises.iter().any(|x| !boolean(eval(x, env))) || boolean(eval(last, env))
                }
                None => true,
            },
        }),
        Node::Sum(xs) => Val::Int(xs.iter().fold(0i128, |acc, (minus, x)| {
            let v = int(eval(x, env));
            // Exact in practice (see `Val`); saturating, never wrapping, beyond.
            if *minus {
                acc.saturating_sub(v)
            } else {
                acc.saturating_add(v)
            }
        })),
        Node::Bin(op, ty, l, r) => match op {
            BinOp::Lt => Val::Bool(int(eval(l, env)) < int(eval(r, env))),
            BinOp::Le => Val::Bool(int(eval(l, env)) <= int(eval(r, env))),
            BinOp::Gt => Val::Bool(int(eval(l, env)) > int(eval(r, env))),
            BinOp::Ge => Val::Bool(int(eval(l, env)) >= int(eval(r, env))),
            BinOp::Eq | BinOp::Ne => {
                let (a, b) = (eval(l, env), eval(r, env));
                let eq = match ty {
                    Ty::Int => int(a) == int(b),
                    Ty::Bool => boolean(a) == boolean(b),
                    Ty::Card | Ty::Player => match (a, b) {
                        (Val::Card(x), Val::Card(y)) => x == y,
                        (Val::Player(x), Val::Player(y)) => x == y,
                        _ => false,
                    },
                    Ty::Str => env.same_str(a, b),
                };
                Val::Bool(eq == (*op == BinOp::Eq))
            }
        },
        Node::Quant { .. } => quantify(n, env, u64::MAX).unwrap_or(Val::Bool(false)),
        Node::Enabled { player, verb, card } => {
            let pv = eval(player, env);
            let cv = eval(card, env);
            let Some(p) = env.player_by_name(pv) else {
                return Val::Bool(false);
            };
            if g.outcome.is_some() || g.actor() != p {
                return Val::Bool(false);
            }
            let hit = env.moves.or_none(eng, g).iter().any(|a| {
                a.verb() == *verb
                    && match (a.card(), cv) {
                        // A verb with no card ("roll", "concede") is asked about with "".
                        (_, Val::Str("")) => true,
                        (Some(c), Val::Card(want)) => c == want || same_card(eng, g, c, want),
                        (Some(c), Val::Str(name)) => eng.name(c) == name,
                        _ => false,
                    }
            });
            Val::Bool(hit)
        }
        Node::CardZone { slot, zone, equal } => Val::Bool(zone_is(env, *slot, *zone, *equal)),
        Node::HasType(c, t) => match eval(c, env) {
            Val::Card(id) => Val::Bool(eng.types(g, id).has(*t)),
            _ => Val::Bool(false),
        },
        Node::HasSubtype(c, name) => match eval(c, env) {
            Val::Card(id) => Val::Bool(eng.has_subtype(g, id, name)),
            _ => Val::Bool(false),
        },
    }
}

/// The value of a filter: as `eval`, but a conjunct that reads one field of a bound card
/// (`c.zone == "hand"`, `c.plotted`: most filters are such conjuncts) is read directly, without
/// a call of `eval` per operand. A quantifier tests its filter on every member, so this is
/// much of the time a property takes.
fn test<'a, 'e>(n: &'a Node, env: &mut Env<'a, 'e>) -> bool
where
    'e: 'a,
{
    match n {
        Node::Chain(Logic::And, xs) => xs.iter().all(|x| test(x, env)),
        Node::CardZone { slot, zone, equal } => zone_is(env, *slot, *zone, *equal),
        Node::Card(slot, f) => boolean(card_field(*f, env.slots[*slot], env)),
        Node::Bin(op @ (BinOp::Eq | BinOp::Ne), Ty::Str, l, r) => match (&**l, &**r) {
            (Node::Card(slot, f), Node::Str(lit)) | (Node::Str(lit), Node::Card(slot, f)) => {
                let field = card_field(*f, env.slots[*slot], env);
                env.same_str(field, Val::Str(lit)) == (*op == BinOp::Eq)
            }
            _ => boolean(eval(n, env)),
        },
        _ => boolean(eval(n, env)),
    }
}

/// `Node::CardZone`: whether the bound card is (`equal`) or is not in `zone`.
fn zone_is(env: &Env, slot: usize, zone: Option<crate::engine::Zone>, equal: bool) -> bool {
    (Some(env.g.obj(env.slots[slot]).zone) == zone) == equal
}

/// The fields that are one flag of the object itself: a quantifier's filter reads them on
/// every card (`Prefilter`), so they are read here, without the rest of `card_field`.
fn object_flag(f: CardField, o: &crate::engine::Obj) -> Option<bool> {
    Some(match f {
        CardField::Tapped => o.tapped,
        CardField::Plotted => o.plotted.is_some(),
        CardField::Foretold => o.foretold.is_some(),
        CardField::Attacking => o.attacking.is_some(),
        CardField::Blocking => o.blocking.is_some(),
        CardField::Blocked => o.blocked,
        CardField::Declined => o.declined,
        CardField::OnAdventure => o.on_adventure,
        // CR 708: a face-down spell or permanent (disguise).
        CardField::FaceDown => o.face_down,
        // Suspend given by an effect, not printed (CR 702.62b).
        CardField::GainedSuspend => o.gained_suspend,
        _ => return None,
    })
}

/// The fields that are a string read from the object itself (how it was cast, what removed
/// its last time counter): a quantifier's filter compares them on every card (`Prefilter`),
/// so they are read here, without the rest of `card_field`.
fn object_str(f: CardField, o: &crate::engine::Obj) -> Option<&'static str> {
    Some(match f {
        CardField::CastVia => o.cast.map(|ci| ci.via.name()).unwrap_or(""),
        CardField::TimeRemovedBy => match o.time_removed {
            Some(t) if t.by_suspend => "suspend",
            Some(_) => "effect",
            None => "",
        },
        _ => return None,
    })
}

/// What a quantifier's filter asks first of the bound card, when that is its zone, one of
/// its flags, or a string field of its object against a literal: tested inline for each
/// member before the whole filter is evaluated (most members fail it: `c.zone == "hand"`,
/// `c.plotted`, `c.cast_via == "plot"`).
#[derive(Clone, Copy)]
enum Prefilter<'a> {
    Zone(Option<crate::engine::Zone>, bool),
    Flag(CardField),
    /// The field (`object_str`), the literal, and whether they must be equal (`==`).
    Str(CardField, &'a str, bool),
    None,
}

impl<'a> Prefilter<'a> {
    fn of(filter: Option<&'a Node>, bound: usize) -> Prefilter<'a> {
        let first = match filter {
            Some(Node::Chain(Logic::And, xs)) => xs.first(),
            other => other,
        };
        match first {
            Some(Node::CardZone { slot, zone, equal }) if *slot == bound => {
                Prefilter::Zone(*zone, *equal)
            }
            // A field that is no flag (`object_flag` is `None`) admits every card.
            Some(Node::Card(slot, f)) if *slot == bound => Prefilter::Flag(*f),
            // As `test` reads it: a string field against a literal (a field that is not an
            // object's string, `object_str` is `None`, admits every card).
            Some(Node::Bin(op @ (BinOp::Eq | BinOp::Ne), Ty::Str, l, r)) => match (&**l, &**r) {
                (Node::Card(slot, f), Node::Str(lit)) | (Node::Str(lit), Node::Card(slot, f))
                    if *slot == bound =>
                {
                    Prefilter::Str(*f, lit, *op == BinOp::Eq)
                }
                _ => Prefilter::None,
            },
            _ => Prefilter::None,
        }
    }

    /// False when the filter is false for the card with this object.
    fn admits(self, o: &crate::engine::Obj) -> bool {
        match self {
            Prefilter::Zone(zone, equal) => (Some(o.zone) == zone) == equal,
            Prefilter::Flag(f) => object_flag(f, o).unwrap_or(true),
            Prefilter::Str(f, lit, equal) => object_str(f, o).is_none_or(|v| (v == lit) == equal),
            Prefilter::None => true,
        }
    }
}

/// A field of card `c`'s object (or of its face, for the fields that read it).
fn card_field<'a, 'e>(f: CardField, c: u16, env: &Env<'a, 'e>) -> Val<'a>
where
    'e: 'a,
{
    let (eng, g) = (env.eng, env.g);
    let o = g.obj(c);
    // The card's face is looked up only for the fields that read it.
    let def = || eng.face(g, c);
    match f {
        CardField::Tapped
        | CardField::Plotted
        | CardField::Foretold
        | CardField::Attacking
        | CardField::Blocking
        | CardField::Blocked
        | CardField::Declined
        | CardField::OnAdventure
        | CardField::FaceDown
        | CardField::GainedSuspend => Val::Bool(object_flag(f, o).unwrap_or(false)),
        CardField::Name => Val::Str(&def().name),
        CardField::Owner => Val::Player(eng.owner(c)),
        CardField::Controller => Val::Player(o.controller),
        CardField::Zone => Val::Str(o.zone.name()),
        CardField::Power => Val::Int(eng.power(g, c) as i128),
        CardField::Toughness => Val::Int(eng.toughness(g, c) as i128),
        CardField::TimeCounters => Val::Int(o.time as i128),
        CardField::Counters => Val::Int(o.plus1 as i128),
        CardField::Loyalty => Val::Int(o.loyalty as i128),
        CardField::DelayCounters => Val::Int(o.delay as i128),
        CardField::LoreCounters => Val::Int(o.lore as i128),
        // CR 716.2b, 716.2d: a permanent's level; 1 for one without a level.
        CardField::Level => Val::Int(o.level.max(1) as i128),
        CardField::ModesChosen => Val::Int(o.modes_chosen.count_ones() as i128),
        CardField::Attacked => Val::Bool(o.attacked),
        CardField::AttackingPlaneswalker => Val::Str(
            o.attacking_planeswalker
                .map_or("", |t| eng.face(g, t).name.as_str()),
        ),
        CardField::Enchanting => {
            Val::Str(o.attached_to.map_or("", |t| eng.face(g, t).name.as_str()))
        }
        // 1 = the top of its owner's library (CR 401.2), 0 = not in it.
        CardField::Copy => Val::Bool(eng.is_copy(c)),
        CardField::LibraryPosition => Val::Int(
            g.players[eng.owner(c) as usize]
                .library
                .index_of(&c)
                .map(|i| i as i128 + 1)
                .unwrap_or(0),
        ),
        // CR 311.6, 122.2: a plane turned face down has no counters (the engine clears
        // them as it next turns face up).
        CardField::NamedCounters(i) => Val::Int(if eng.is_planar(c) && !g.face_up.contains(&c) {
            0
        } else {
            o.named_counters.get(i) as i128
        }),
        CardField::PlottedTurn => status_turn(o.plotted, o, crate::engine::CastVia::Plot),
        CardField::ForetoldTurn => status_turn(o.foretold, o, crate::engine::CastVia::Foretell),
        CardField::Suspended => Val::Bool(eng.is_suspended(g, c)),
        CardField::CastTurn => Val::Int(o.cast.map(|ci| ci.turn).unwrap_or(0) as i128),
        CardField::CastVia | CardField::TimeRemovedBy => {
            Val::Str(object_str(f, o).unwrap_or_default())
        }
        CardField::X => Val::Int(o.cast.map(|ci| ci.x).unwrap_or(0) as i128),
        CardField::Kicked => Val::Bool(o.cast.is_some_and(|ci| ci.kicked)),
        CardField::Evoked => Val::Bool(o.cast.is_some_and(|ci| ci.evoked)),
        CardField::Blitzed => Val::Bool(o.cast.is_some_and(|ci| ci.blitzed)),
        CardField::ControlLost => Val::Bool(o.cast.is_some_and(|ci| ci.control_lost)),
        CardField::RingBearer => Val::Bool(eng.is_ring_bearer(g, c)),
        CardField::Haste => Val::Bool(eng.has_haste(g, c)),
        // The card's own flash (CR 702.8a), printed on its face; not granted by statics.
        CardField::Flash => Val::Bool(def().has(crate::cards::Keyword::Flash)),
        CardField::Damage => Val::Int(o.damage as i128),
        // CR 202.3, 707.9b: a copy "with no mana cost" has mana value 0.
        CardField::ManaValue => Val::Int(eng.mana_value_of(g, c) as i128),
        CardField::HasSuspend => Val::Bool(eng.has_suspend(g, c)),
        CardField::Types => Val::Str(type_line(eng.types(g, c))),
        CardField::FaceUp => Val::Bool(g.face_up.contains(&c)),
        CardField::DeckPosition => Val::Int(
            g.players[eng.owner(c) as usize]
                .planar
                .iter()
                .position(|&x| x == c)
                .map(|i| i as i128 + 1)
                .unwrap_or(0),
        ),
        CardField::HasManaCost => Val::Bool(eng.mana_cost(g, c).is_some()),
        // CR 205.4d, 707.9b: the supertype as the object has it now (after copy effects).
        CardField::Legendary => Val::Bool(eng.is_legendary(g, c)),
        // CR 111.1: a token (a copy of a permanent, 707.10f, included).
        CardField::Token => Val::Bool(
            eng.is_token(c)
                || (eng.is_copy(c) && g.obj(c).zone == crate::engine::Zone::Battlefield),
        ),
        CardField::TimeRemovedStep => Val::Str(o.time_removed.map(|t| t.step.name()).unwrap_or("")),
        CardField::TimeRemovedActive => {
            Val::Player(o.time_removed.map(|t| t.active).unwrap_or(u8::MAX))
        }
        CardField::Colors => Val::Str(COLOR_WORDS[eng.colors(g, c) as usize & 31]),
        CardField::Named => Val::Str(
            o.named
                .map(|d| eng.table.db.get(d).name.as_str())
                .unwrap_or(""),
        ),
    }
}

/// The turn an object got a status (plotted, foretold: `status`), or for a spell cast from it
/// (`via`) the turn its card had it; 0 if neither.
fn status_turn<'a>(
    status: Option<u8>,
    o: &crate::engine::Obj,
    via: crate::engine::CastVia,
) -> Val<'a> {
    let cast = o.cast.filter(|ci| ci.via == via).map(|ci| ci.plotted_turn);
    Val::Int(status.or(cast).unwrap_or(0) as i128)
}

/// A quantifier's value over the members of its set whose bit (`index % 64`) is set in
/// `members`; `None` if `n` is not a quantifier.
fn quantify<'a, 'e>(n: &'a Node, env: &mut Env<'a, 'e>, members: u64) -> Option<Val<'a>>
where
    'e: 'a,
{
    let Node::Quant {
        q,
        set,
        slot,
        filter,
        body,
    } = n
    else {
        return None;
    };
    let (eng, g) = (env.eng, env.g);
    let n = match set {
        Set::Cards | Set::Planes => g.objs.len(),
        Set::Players => g.players.len(),
    };
    let mut count = 0i128;
    // Only a model with token slots has objects that may be in no zone.
    let slots = *set == Set::Cards
        && !(eng.table.token_slots.is_empty() && eng.table.copy_slots.is_empty());
    if let Some(settled) = settled_by_absent_verb(*q, filter.as_deref(), body.as_deref(), env) {
        return Some(Val::Bool(settled));
    }
    let pre = Prefilter::of(filter.as_deref(), *slot);
    for i in 0..n {
        if members & (1u64 << (i % 64)) == 0 || (*set == Set::Planes && !eng.is_planar(i as u16)) {
            continue;
        }
        // A token or copy slot not in use is no object of the game (CR 111.7, 707.10a).
        if slots && g.obj(i as u16).zone == crate::engine::Zone::Nowhere {
            continue;
        }
        // The prefilter reads a card's object: a player is no object.
        if *set != Set::Players && !pre.admits(g.obj(i as u16)) {
            continue;
        }
        env.slots[*slot] = i as u16;
        if !filter.as_ref().is_none_or(|f| test(f, env)) {
            continue;
        }
        let holds = body.as_ref().is_none_or(|b| boolean(eval(b, env)));
        match q {
            Quant::All if !holds => return Some(Val::Bool(false)),
            Quant::Any if holds => return Some(Val::Bool(true)),
            Quant::Count if holds => count += 1,
            _ => {}
        }
    }
    Some(match q {
        Quant::All => Val::Bool(true),
        Quant::Any => Val::Bool(false),
        Quant::Count => Val::Int(count),
    })
}

/// The verb of `enabled(..., "verb", ...)` when `n` is one.
fn enabled_verb(n: &Node) -> Option<&'static str> {
    match n {
        Node::Enabled { verb, .. } => Some(verb),
        _ => None,
    }
}

/// A quantifier whose every term is settled when the state offers no move of some verb:
/// `enabled(...)` is false for every member then (it asks for a listed move of that verb), so
/// `all(c ...: not enabled(.., "v", c) or ...)` holds, and a filter or an `any` body that
/// conjoins `enabled(.., "v", ..)` admits no member. Most states offer no plot, suspend or
/// activation, so the shared properties that ask about one cost a scan of the state's moves
/// (listed once for the search anyway) instead of a term per card. `None`: not settled.
fn settled_by_absent_verb<'a>(
    q: Quant,
    filter: Option<&'a Node>,
    body: Option<&'a Node>,
    env: &Env<'a, '_>,
) -> Option<bool> {
    if !env.verb_guards {
        return None;
    }
    let conjoined = |n: &'a Node| -> Option<&'static str> {
        match n {
            Node::Chain(Logic::And, xs) => xs.iter().find_map(enabled_verb),
            n => enabled_verb(n),
        }
    };
    let negated_in_or = |n: &'a Node| -> Option<&'static str> {
        let negated = |x: &'a Node| match x {
            Node::Not(e) => enabled_verb(e),
            _ => None,
        };
        match n {
            Node::Chain(Logic::Or, xs) => xs.iter().find_map(negated),
            n => negated(n),
        }
    };
    let (verb, settled) = match (filter.and_then(conjoined), q) {
        (Some(v), Quant::All) => (v, true),
        (Some(v), Quant::Any) => (v, false),
        _ => match (q, body) {
            (Quant::All, Some(b)) => (negated_in_or(b)?, true),
            (Quant::Any, Some(b)) => (conjoined(b)?, false),
            _ => return None,
        },
    };
    let offered = env
        .moves
        .or_none(env.eng, env.g)
        .iter()
        .any(|a| a.verb() == verb);
    (!offered).then_some(settled)
}

/// A card's types as one string in CR 205.2a order, e.g. "artifact creature" (compare with
/// `==`; `has_type` asks about one type).
fn type_line(t: crate::cards::Types) -> &'static str {
    TYPE_LINES
        .iter()
        .find(|(m, _)| *m == t.0)
        .map(|(_, s)| *s)
        .unwrap_or("")
}

/// The values of a card's `types` field: each set of card types an object may have, as words.
pub(crate) const TYPE_LINES: &[(u16, &str)] = {
    use crate::cards::Types;
    &[
        (Types::LAND.0, "land"),
        (Types::CREATURE.0, "creature"),
        (Types::INSTANT.0, "instant"),
        (Types::SORCERY.0, "sorcery"),
        (Types::ARTIFACT.0, "artifact"),
        (Types::ENCHANTMENT.0, "enchantment"),
        (Types::PLANESWALKER.0, "planeswalker"),
        (Types::PLANE.0, "plane"),
        (Types::PHENOMENON.0, "phenomenon"),
        (Types::ARTIFACT.0 | Types::CREATURE.0, "artifact creature"),
        (Types::ARTIFACT.0 | Types::LAND.0, "artifact land"),
        // Dryad Arbor, or a land an effect made a creature (CR 205.1b).
        (Types::LAND.0 | Types::CREATURE.0, "land creature"),
        (
            Types::ENCHANTMENT.0 | Types::CREATURE.0,
            "enchantment creature",
        ),
        (
            Types::ARTIFACT.0 | Types::ENCHANTMENT.0,
            "artifact enchantment",
        ),
    ]
};

/// The engine offers one action per class of interchangeable cards; a card asks about its class.
fn same_card(eng: &Engine, g: &Game, offered: u16, asked: u16) -> bool {
    eng.table.cards[offered as usize] == eng.table.cards[asked as usize]
        && g.obj(offered) == g.obj(asked)
}

/// The colours of each set of colour bits (`Color::bit`, WUBRG from the lowest bit), as the
/// `colors` field reads them.
pub(crate) const COLOR_WORDS: [&str; 32] = [
    "",
    "white",
    "blue",
    "white blue",
    "black",
    "white black",
    "blue black",
    "white blue black",
    "red",
    "white red",
    "blue red",
    "white blue red",
    "black red",
    "white black red",
    "blue black red",
    "white blue black red",
    "green",
    "white green",
    "blue green",
    "white blue green",
    "black green",
    "white black green",
    "blue black green",
    "white blue black green",
    "red green",
    "white red green",
    "blue red green",
    "white blue red green",
    "black red green",
    "white black red green",
    "blue black red green",
    "white blue black red green",
];
