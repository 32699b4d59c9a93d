//! The TOML surface of instructions: each step is a table whose verb key names the primitive
//! and holds its main phrase, as card text says it:
//!
//! ```toml
//! spell = [
//!   { look = "the top three cards of your library" },
//!   { exile = "a nonland card from among them", may = true },
//!   { becomes-plotted = "it", if = "you do" },
//!   { put = "the rest", into = "your hand" },
//! ]
//! ```
//!
//! Modifiers: `may = true` ("you may"; `may = "that player"` for another player), `if = "you
//! do"` or a condition, `as = "name"` (binds what the step looked at, revealed, chose or
//! moved), `who = "..."` (the player who draws or gains life).

use super::effect::{Arrival, CounterKind, Duration, Effect, Grant, HowMany, Place, RuleChange};
use super::phrase::{self, PhraseError, Scope};
use super::selector::{Amount, Deck, Filter, PlayerRef, Relation, Selector};
use super::Zone;

/// An error in a card definition: the message and, when a phrase is at fault, the phrase and
/// the byte offset in it (the loader turns that into a file line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardError {
    pub message: String,
    pub phrase: Option<(String, usize)>,
}

impl CardError {
    pub fn new(message: impl Into<String>) -> CardError {
        CardError {
            message: message.into(),
            phrase: None,
        }
    }

    pub fn in_phrase(text: &str, e: PhraseError) -> CardError {
        CardError {
            message: format!("in \"{text}\": {}", e.message),
            phrase: Some((text.to_string(), e.at)),
        }
    }

    /// The same error, with `context` before its message.
    pub fn context(mut self, context: &str) -> CardError {
        self.message = format!("{context}: {}", self.message);
        self
    }
}

impl CardError {
    /// Where in `source` (a card file, or a model file from byte `from` on) the error is: the
    /// byte offset of the faulty word inside the quoted phrase, if the phrase is found there as
    /// written (a phrase with escapes is not found: the caller falls back to the card's place).
    pub fn offset_in(&self, source: &str, from: usize) -> Option<usize> {
        let (phrase, at) = self.phrase.as_ref()?;
        let quoted = format!("\"{phrase}\"");
        let rest = source.get(from..)?;
        // Not the card's `text`, which often holds the same sentence as the ability.
        let in_text = |i: usize| {
            let line = rest[..i].rsplit('\n').next().unwrap_or_default();
            line.trim_start()
                .strip_prefix("text")
                .is_some_and(|r| r.trim_start().starts_with('='))
        };
        let found = rest
            .match_indices(&quoted)
            .map(|(i, _)| i)
            .find(|&i| !in_text(i))
            .or_else(|| rest.find(&quoted))?;
        Some(from + found + 1 + at)
    }

    /// What to do about it, when the message names what could come instead.
    pub fn hint(&self) -> Option<String> {
        let expected = self.message.split(": expected ").nth(1)?;
        Some(format!(
            "expected {expected}; README \"Cards\" lists the phrases"
        ))
    }
}

impl std::fmt::Display for CardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<&str> for CardError {
    fn from(message: &str) -> CardError {
        CardError::new(message)
    }
}

impl From<String> for CardError {
    fn from(message: String) -> CardError {
        CardError::new(message)
    }
}

/// What a key that isn't a verb is written as, for words other engines and players use, or a
/// near spelling of a verb: "pump" is `grant ... gets`.
fn verb_for(key: &str) -> Option<String> {
    let said = match key {
        "pump" | "gets" | "boost" => "\"gets +N/+N\" is `{ grant = \"target creature\", gets = \"+3/+3\", until = \"end of turn\" }`",
        "gains" | "keyword" => "\"gains [keyword]\" is `{ grant = \"target creature\", gains = \"flying\", until = \"end of turn\" }`",
        "gain" | "life" | "gainlife" => "\"you gain N life\" is `{ gain-life = N }`",
        "lose" | "loselife" => "\"you lose N life\" is `{ lose-life = N }`",
        "bounce" => "\"return target creature to its owner's hand\" is `{ return = \"target creature\", to = \"its owner's hand\" }`",
        "kill" => "\"destroy target creature\" is `{ destroy = \"target creature\" }`",
        "tutor" | "fetch" => "\"search your library for a card\" is `{ search = \"your library for a card\" }` then `{ put = \"it\", into = \"your hand\" }`",
        "token" | "tokens" | "make" => "\"create a 2/2 black Zombie creature token\" is `{ create = \"a 2/2 black Zombie creature token\" }`",
        "counters" | "add-counters" | "add-counter" | "counter-on" => "\"put a +1/+1 counter on target creature\" is `{ put = \"a +1/+1 counter\", on = \"target creature\" }`",
        "deal" | "deals" | "dmg" | "burn" => "\"deals N damage to any target\" is `{ damage = N, to = \"any target\" }`",
        "counterspell" => "\"counter target spell\" is `{ counter = \"target spell\" }`",
        "sac" => "\"sacrifice a creature\" is `{ sacrifice = \"a creature\" }`",
        _ => {
            let near = crate::diagnostics::nearest(key, VERBS.iter().copied())?;
            return Some(format!("did you mean `{near}`?"));
        }
    };
    Some(said.to_string())
}

/// The verbs a step may start with, and what each does.
pub const VERBS: [&str; 67] = [
    "damage",
    "draw",
    "gain-life",
    "lose-life",
    // "Target opponent's life total becomes 10." (CR 119.5):
    // `{ life-becomes = 10, who = "target opponent" }`.
    "life-becomes",
    // "exchange life totals with target player" (CR 701.12c): `{ exchange-life = "target
    // player" }`.
    "exchange-life",
    "counter",
    "exile",
    "move",
    "put",
    "return",
    "remove",
    "destroy",
    "tap",
    "untap",
    // "Target creature you control fights target creature you don't control." (CR 701.14a):
    // `{ fight = "target creature you control", with = "target creature you don't control" }`.
    "fight",
    // "Attach this to target creature you control." (CR 701.3a; equip, 702.6a):
    // `{ attach = "this", to = "target creature you control" }`.
    "attach",
    // "You may tap or untap target permanent." (CR 701.26): tapping a tapped permanent or
    // untapping an untapped one does nothing (701.26a-b), so the choice is to change it or not.
    "tap-or-untap",
    "look",
    "reveal",
    "reveal-until",
    "choose",
    "becomes-plotted",
    // "It becomes foretold. Its foretell cost is its mana cost reduced by {2}." (CR 702.143d)
    "becomes-foretold",
    "planeswalk",
    "planeswalk-to",
    "trigger-chaos",
    "rule",
    "discard",
    // "it gains suspend": a verb when it names an object, a modifier (`gains-suspend = true`)
    // of a step that moves or counters.
    "gains-suspend",
    // "target creature gets +3/+3 / gains flying / can't be blocked until end of turn"
    // (CR 611.2): the verb names what is affected; `gets`, `gains`, `cant-be-blocked` and
    // `until` say how and for how long.
    "grant",
    // "Prevent all combat damage that would be dealt to and dealt by it this turn" (CR 615).
    "prevent",
    // "create a Clue token", "create two Clue tokens" (CR 111.2).
    "create",
    // "You get an emblem with \"...\"" (CR 114.1): `emblem = "NAME"`, an emblem definition.
    "emblem",
    // "investigate" (CR 701.16a): create a Clue token.
    "investigate",
    "transform",
    // "time travel" (`"time-travel"`), "time travel three times" (`{ time-travel = 3 }`).
    "time-travel",
    // "you may pay {8}" (`{ pay = "{8}", may = true }`, CR 605.3a, 608.2d).
    "pay",
    // "At the beginning of each of that player's upkeeps, if that card is exiled, ...": a
    // delayed triggered ability (CR 603.7) whose instructions are its `do` steps.
    "delayed",
    // "sacrifice it" (CR 701.21a): a permanent its controller controls.
    "sacrifice",
    // "roll a six-sided die", "roll a d20" (CR 706.1), "roll the planar die" (CR 901.9).
    "roll",
    // "search your library for a basic land card" (CR 701.23): binds what was found ("it").
    "search",
    // "then shuffle" (CR 701.24a): `"shuffle"`; `who` for another player's library.
    "shuffle",
    // "Until end of turn, you may play lands and cast spells from your graveyard.", "If a card
    // would be put into your graveyard from anywhere this turn, exile that card instead."
    // (CR 611.2, 614.1a): a rule for its controller, with `until`.
    "effect",
    // "copy it", "copy target instant or sorcery spell you control" (CR 707.10); with
    // `new-targets = true`: "You may choose new targets for the copy." (707.10c).
    "copy",
    // "they may cast a spell from among other cards exiled with this artifact without paying
    // its mana cost" (CR 608.2g, 118.9).
    "cast",
    // "You may play it without paying its mana cost." (CR 608.2g, 305.1): as `cast`, and a land
    // card is played as its player's land play (305.2b, 305.3).
    "play",
    // "Until end of turn, you may play that card." / "You may cast it this turn." (CR 601.3,
    // 305.1): a permission on the object named, for the step's controller (`until`).
    "may-play",
    "may-cast",
    // "Surveil 3" (CR 701.25a), "Scry 2" (CR 701.22a): look at the top N cards of your
    // library, put any number of them into your graveyard / on the bottom of your library in
    // any order, and the rest on top in any order.
    "surveil",
    "scry",
    // "Mill seven cards." (CR 701.17a): binds "the milled cards".
    "mill",
    // "Gain control of target creature until end of turn." (CR 613.1b, layer 2; without
    // `until`, for as long as the object stays, 611.2a).
    "gain-control",
    // "If it would leave the battlefield, exile it instead of putting it anywhere else." (CR
    // 614.1a; unearth's, 702.84a): a replacement on the permanent named, while it stays.
    "replace",
    // "Each other creature you control becomes a copy of it until end of turn, except those
    // creatures aren't legendary." (CR 707.2, 613.1a, 707.9b): `of` names the original,
    // `until` how long, `except` the exceptions.
    "becomes-copy",
    // "each opponent gets a poison counter", "you get {E}{E}" (CR 122.1, 107.14): counters on
    // players (`who`, "you" if left out).
    "get",
    // "proliferate" (CR 701.34a).
    "proliferate",
    // "Take an extra turn after this one." (CR 500.7): `"extra-turn"`; another player's with
    // `{ extra-turn = true, who = "target player" }`.
    "extra-turn",
    // "The Ring tempts you." (CR 701.54): `"the-ring-tempts-you"`.
    "the-ring-tempts-you",
    // "Add {B}{B}{B}." (CR 106.3): `{ add = "{B}{B}{B}" }`, into the pool of the step's
    // controller (`who` for another player's).
    "add",
    // "There is an additional combat phase after this phase, followed by an additional main
    // phase." (CR 500.8): `{ additional-phases = "an additional combat phase followed by an
    // additional main phase", after = "this phase" }` (or `after = "this main phase"`).
    "additional-phases",
    // "Exchange control of two target permanents that share a card type." (CR 701.12b):
    // `{ exchange-control = "two target permanents that share a card type" }`, or two "target"
    // words, "target artifact you control and target creature you don't control".
    "exchange-control",
    // "that player flips a coin" (CR 705.1-2): `{ flip = "a coin", who = "that player" }`;
    // chance gives both outcomes, and the next steps read "if that player loses the flip".
    "flip",
    // "select target player at random" (CR 601.2c): `{ select = "target player at random" }`,
    // a target chosen by chance (each explored); "that player" in the next steps is it.
    "select",
    // "It phases out." (CR 702.26b): `{ phase-out = "it" }`; Unyaro's "They phase out until a
    // player planeswalks.": `{ phase-out = "all creatures", until = "a player planeswalks" }`.
    "phase-out",
    // "reverse the game's turn order" (CR 101.4): `"reverse-turn-order"`.
    "reverse-turn-order",
    // "Choose a counter on target permanent or suspended card. Remove that counter from that
    // permanent or card or put another of those counters on it." (CR 122.1, 608.2d):
    // `{ choose-a-counter = "remove that counter or put another of those counters on it", on =
    // "target permanent or suspended card" }`.
    "choose-a-counter",
];

/// What `instead-of` may replace (CR 608.2n: a resolving instant or sorcery is put into its
/// owner's graveyard).
const INSTEAD_OF: [&str; 2] = [
    "putting it into your graveyard as it resolves",
    "putting it into its owner's graveyard as it resolves",
];

const MODIFIERS: [&str; 33] = [
    "to",
    "into",
    "on",
    "from",
    "with",
    "gains-suspend",
    "may",
    "if",
    "as",
    "who",
    "revealed",
    "gets",
    "gains",
    "cant-be-blocked",
    // "Target creature can't block this turn." / "can't attack or block this turn" (`grant`,
    // CR 509.1b, 508.1c, 611.2a).
    "cant-block",
    "cant-attack",
    // "It doesn't untap during its controller's next untap step." (`grant`, CR 502.3).
    "doesnt-untap",
    // "become 1/1 creatures until end of turn. They're still lands." (`grant`, CR 613.1d).
    "becomes",
    "until",
    "instead-of",
    // A delayed ability's instructions (`delayed`).
    "do",
    // "puts it onto the stack as a copy of the original spell" (`put`).
    "onto",
    "as-copy-of",
    // "deals 2 damage divided as you choose among one or two targets" (CR 601.2d).
    "divided-among",
    // "You may choose new targets for the copy." (`copy`, CR 707.10c).
    "new-targets",
    // "exile a card from your hand face down" (`exile`, CR 406.3).
    "face-down",
    // "Its foretell cost is its mana cost reduced by {2}." (`becomes-foretold`, CR 702.143d).
    "cost",
    // "counter that spell or ability unless that player pays {2}" (CR 118.12a, 702.21a).
    "unless",
    // "becomes a copy of it" (`becomes-copy`, CR 707.2): the original.
    "of",
    // "except those creatures aren't legendary" (`becomes-copy`, CR 707.9b).
    "except",
    // "Target opponent reveals their hand. You choose a nonland card from it. That player
    // discards that card." (`discard`, CR 701.9b): who chooses the card another discards.
    "chosen-by",
    // "after this phase" / "after this main phase" (`additional-phases`, CR 500.8).
    "after",
    // "have it deal damage equal to its power to any target" (`damage`, CR 120.3): the object
    // that deals the damage, when it is not the ability's source.
    "by",
];

/// The rule changes a `rule` step can make, in their card wording.
const RULES: [(&str, RuleChange); 2] = [
    (
        "each blank roll of the planar die is a chaos roll until a player planeswalks away from a plane",
        RuleChange::BlankRollsAreChaosUntilPlaneswalk,
    ),
    (
        "until your next turn, creatures can't attack you",
        RuleChange::CreaturesCantAttackYouUntilYourNextTurn,
    ),
];

type Table = toml::map::Map<String, toml::Value>;

struct StepReader<'t, 's> {
    t: Keys<'t>,
    scope: &'s mut Scope,
}

/// A step's table that remembers which keys its reading looked at: a key no reading of the
/// step's verb looked at means nothing there, and is an error rather than silently ignored
/// (`{ discard = "a card", who = "target player" }` once made the caster discard).
struct Keys<'t> {
    table: &'t Table,
    read: std::cell::RefCell<Vec<&'static str>>,
}

impl<'t> Keys<'t> {
    fn new(table: &'t Table) -> Keys<'t> {
        Keys {
            table,
            read: Default::default(),
        }
    }

    fn note(&self, key: &str) {
        if let Some(k) = VERBS.iter().chain(MODIFIERS.iter()).find(|k| **k == key) {
            self.read.borrow_mut().push(k);
        }
    }

    fn get(&self, key: &str) -> Option<&'t toml::Value> {
        self.note(key);
        self.table.get(key)
    }

    fn contains_key(&self, key: &str) -> bool {
        self.note(key);
        self.table.contains_key(key)
    }

    /// A key of the table that no reading looked at.
    fn unread(&self) -> Option<&'t str> {
        let read = self.read.borrow();
        self.table
            .keys()
            .map(String::as_str)
            .find(|k| !read.contains(k))
    }
}

impl StepReader<'_, '_> {
    fn text(&self, key: &str) -> Result<Option<String>, CardError> {
        match self.t.get(key) {
            None => Ok(None),
            Some(toml::Value::String(s)) => Ok(Some(s.clone())),
            Some(toml::Value::Integer(n)) => Err(CardError::new(format!(
                "`{key}` must be a phrase in quotes, not {n}: write it as the card says it \
                 (`{key} = \"{} cards\"`, `{key} = \"a card\"`)",
                super::phrase::word_of(*n)
            ))),
            Some(v) => Err(CardError::new(format!(
                "`{key}` must be a phrase in quotes, not {v}"
            ))),
        }
    }

    fn need_text(&self, key: &str, example: &str) -> Result<String, CardError> {
        self.text(key)?
            .ok_or_else(|| CardError::new(format!("this step needs `{key}` ({example})")))
    }

    fn parse<T>(
        &mut self,
        text: &str,
        f: impl FnOnce(&str, &mut Scope) -> phrase::Parsed<T>,
    ) -> Result<T, CardError> {
        f(text, self.scope).map_err(|e| CardError::in_phrase(text, e))
    }

    fn amount(&mut self, key: &str) -> Result<Amount, CardError> {
        match self.t.get(key) {
            Some(toml::Value::Integer(n)) => u8::try_from(*n)
                .map(Amount::Fixed)
                .map_err(|_| CardError::new(format!("`{key}`: a number from 0 to 255, not {n}"))),
            Some(toml::Value::String(s)) => {
                let s = s.clone();
                self.parse(&s, phrase::amount)
            }
            Some(v) => Err(CardError::new(format!(
                "`{key}` must be a number or a phrase such as \"X\" or \"that many\", not {v}"
            ))),
            None => Err(CardError::new(format!("this step needs `{key}`"))),
        }
    }

    fn player(&mut self) -> Result<PlayerRef, CardError> {
        match self.text("who")? {
            None => Ok(PlayerRef::You),
            Some(s) => self.parse(&s, phrase::player),
        }
    }

    fn arrival(&mut self) -> Result<Arrival, CardError> {
        // "onto the battlefield tapped" (CR 110.5b).
        let words = ["to", "onto"]
            .iter()
            .filter_map(|k| self.t.get(k).and_then(|v| v.as_str()))
            .map(|s| battlefield_words(s).1)
            .fold(BattlefieldWords::default(), |a, b| BattlefieldWords {
                tapped: a.tapped || b.tapped,
                under_owners_control: a.under_owners_control || b.under_owners_control,
            });
        let mut a = Arrival {
            tapped: words.tapped,
            under_owners_control: words.under_owners_control,
            ..Arrival::default()
        };
        if let Some(with) = self.text("with")? {
            a.counters.push(self.parse(&with, phrase::counters)?);
        }
        match self.t.get("gains-suspend") {
            None => {}
            Some(toml::Value::Boolean(b)) => a.gains_suspend = *b,
            Some(v) => {
                return Err(CardError::new(format!(
                    "`gains-suspend` must be true or false, not {v}"
                )))
            }
        }
        match self.t.get("face-down") {
            None => {}
            Some(toml::Value::Boolean(b)) => a.face_down = *b,
            Some(v) => {
                return Err(CardError::new(format!(
                    "`face-down` must be true or false, not {v}"
                )))
            }
        }
        Ok(a)
    }

    /// The destination of a move: `to`, `into` or `on`.
    fn place(&mut self, default: Option<Place>) -> Result<Place, CardError> {
        let given = ["to", "into", "on", "onto"]
            .iter()
            .find_map(|k| self.t.get(k).and_then(|v| v.as_str()).map(str::to_string));
        match (given, default) {
            (Some(s), _) => {
                let (place, words) = battlefield_words(&s);
                let parsed = self.parse(place, phrase::place)?;
                if (words.tapped || words.under_owners_control) && parsed != Place::Battlefield {
                    return Err(CardError::new(
                        "\"tapped\" and \"under its owner's control\" are said of a permanent \
                         put onto the battlefield: \"the battlefield tapped\" (CR 110.5b)",
                    ));
                }
                Ok(parsed)
            }
            (None, Some(p)) => Ok(p),
            (None, None) => Err(CardError::new(
                "say where it goes: `to = \"exile\"`, `into = \"your hand\"`, `on = \"the bottom of your library\"`, `onto = \"the battlefield\"`",
            )),
        }
    }

    /// `until`: how long a continuous effect lasts (CR 611.2a); a grant must say.
    fn duration(&mut self) -> Result<Duration, CardError> {
        let text = self.need_text(
            "until",
            "\"end of turn\", \"this turn\" or \"for the rest of the game\"",
        )?;
        self.parse(&text, phrase::duration)
    }

    fn bind_name(&self) -> Result<Option<String>, CardError> {
        self.text("as")
    }
}

/// The instructions of one ability, in order.
pub fn steps(values: &[toml::Value], scope: &mut Scope) -> Result<Vec<Effect>, CardError> {
    let mut out = Vec::new();
    for (i, v) in values.iter().enumerate() {
        out.extend(step(v, scope).map_err(|e| e.context(&format!("step {}", i + 1)))?);
    }
    Ok(out)
}

fn step(v: &toml::Value, scope: &mut Scope) -> Result<Vec<Effect>, CardError> {
    let table;
    let t = match v {
        toml::Value::String(s) if s == "planeswalk" => {
            return Ok(vec![Effect::Planeswalk { to: None }]);
        }
        toml::Value::Table(t) => t,
        toml::Value::String(s) => {
            table = Table::from_iter([(s.clone(), toml::Value::Boolean(true))]);
            &table
        }
        other => {
            return Err(CardError::new(format!(
                "a step is a table such as {{ draw = 1 }}, not {other}"
            )))
        }
    };
    let verbs: Vec<&str> = VERBS
        .iter()
        .copied()
        .filter(|v| match t.get(*v) {
            Some(toml::Value::Boolean(_)) if *v == "gains-suspend" => false,
            // `becomes-plotted = true` on a replacement exile: "If you do, it becomes plotted."
            Some(toml::Value::Boolean(_)) if *v == "becomes-plotted" => false,
            Some(_) => true,
            None => false,
        })
        .collect();
    let verb = match verbs.as_slice() {
        [v] => *v,
        [] if t.contains_key("do") => return group(t, scope),
        [] if t.contains_key("either") => return either(t, scope),
        [] => {
            let guess = t
                .keys()
                .filter(|k| !MODIFIERS.contains(&k.as_str()))
                .find_map(|k| verb_for(k).map(|v| (k, v)));
            return Err(CardError::new(match guess {
                Some((k, v)) => format!("`{k}` is not a verb of the language: {v}"),
                None => format!("a step starts with one verb: {}", VERBS.join(", ")),
            }));
        }
        many => {
            return Err(CardError::new(format!(
                "one verb per step, this one has {}: split it into steps",
                many.join(" and ")
            )))
        }
    };
    if let Some(k) = t
        .keys()
        .find(|k| !VERBS.contains(&k.as_str()) && !MODIFIERS.contains(&k.as_str()))
    {
        let keys = || VERBS.iter().chain(MODIFIERS.iter()).copied();
        // A typo, or the first word of a longer key (`divided` for `divided-among`).
        let near = crate::diagnostics::nearest(k, keys()).or_else(|| {
            keys().find(|key| {
                key.strip_prefix(k.as_str())
                    .is_some_and(|r| r.starts_with('-'))
            })
        });
        let hint = near
            .map(|n| format!(" (did you mean `{n}`?)"))
            .unwrap_or_default();
        return Err(CardError::new(format!("unknown key `{k}` in a step{hint}")));
    }
    if let Some(players) = done_by_each(verb, t) {
        // CR 101.4, 608.2d: "each player discards their hand": the step as each of them would
        // say it of themselves ("you", "your", "their").
        let mut own = t.clone();
        own.remove("who");
        let then = step(&toml::Value::Table(own), scope)?;
        return Ok(vec![Effect::DoneBy { players, then }]);
    }
    let mut r = StepReader {
        t: Keys::new(t),
        scope,
    };
    if verb == "delayed" {
        // Its `if` is the delayed ability's own intervening "if" (CR 603.4), not a guard.
        return Ok(vec![delayed(&mut r)?]);
    }
    let may = match r.t.get("may") {
        None | Some(toml::Value::Boolean(false)) => None,
        Some(toml::Value::Boolean(true)) => Some(PlayerRef::You),
        Some(toml::Value::String(s)) => {
            let s = s.clone();
            Some(r.parse(&s, phrase::player)?)
        }
        Some(v) => {
            return Err(CardError::new(format!(
                "`may` is true or a player (\"that player\"), not {v}"
            )))
        }
    };
    let guard = match r.text("if")? {
        None => None,
        // "If they do" after "that player may ...".
        Some(s) if says_if_you_do(&s) => Some(Guard::Did),
        // "If you can't" after "sacrifice another creature".
        Some(s) if says_if_you_cant(&s) => Some(Guard::DidNot),
        Some(s) => Some(Guard::Holds(r.parse(&s, phrase::condition)?)),
    };
    let effects = verb_effect(verb, &mut r, may)?;
    let effects = match r.text("unless")? {
        None => effects,
        Some(_) if may.is_some() => return Err(CardError::new(
            "a step is either optional (`may`) or done unless a player pays (`unless`), not both",
        )),
        Some(u) => vec![unless(&mut r, &u, effects)?],
    };
    if let Some(k) = r.t.unread() {
        return Err(CardError::new(format!(
            "`{k}` means nothing in a `{verb}` step: drop it, or write what it says another way \
             (README \"Cards\" lists what each verb takes)"
        )));
    }
    Ok(guarded(guard, effects))
}

/// What "choose a counter ..." then does with the counter chosen (CR 608.2d): remove it, put
/// another of its kind, or either; (remove, put).
fn counter_change(text: &str) -> Result<(bool, bool), CardError> {
    let t = text.trim().trim_end_matches('.').to_ascii_lowercase();
    let t = t
        .replace(" from that permanent or card", "")
        .replace(" from it", "")
        .replace(" on it", "");
    match t.as_str() {
        "remove that counter or put another of those counters" => Ok((true, true)),
        "remove that counter" => Ok((true, false)),
        "put another of those counters" => Ok((false, true)),
        _ => Err(CardError::new(format!(
            "`choose-a-counter` says what happens to the counter chosen: \"remove that counter \
             or put another of those counters on it\", \"remove that counter\" or \"put another \
             of those counters on it\", not \"{}\"",
            text.trim()
        ))),
    }
}

/// "if you do", "if they do", "if the player does" (CR 608.2c): whether the player did what
/// the instruction before offered.
fn says_if_you_do(s: &str) -> bool {
    ["you do", "they do", "the player does"]
        .iter()
        .any(|d| s.eq_ignore_ascii_case(d))
}

/// "if you can't", "if you don't", "if they can't", "if they don't", "if that player can't"
/// (CR 608.2c): the instruction before did not happen.
fn says_if_you_cant(s: &str) -> bool {
    [
        "you can't",
        "you don't",
        "they can't",
        "they don't",
        "that player can't",
    ]
    .iter()
    .any(|d| s.eq_ignore_ascii_case(d) || s.eq_ignore_ascii_case(&d.replace('\'', "’")))
}

/// A step's `if`.
enum Guard {
    /// "if you do".
    Did,
    /// "if you can't".
    DidNot,
    /// A condition.
    Holds(super::selector::Condition),
}

/// `effects` under a step's `if`: none, "if you do", "if you can't" or a condition.
fn guarded(guard: Option<Guard>, effects: Vec<Effect>) -> Vec<Effect> {
    match guard {
        None => effects,
        Some(Guard::Did) => vec![Effect::IfYouDo(effects)],
        Some(Guard::DidNot) => vec![Effect::IfYouDont(effects)],
        Some(Guard::Holds(c)) => vec![Effect::If(c, effects)],
    }
}

/// A group of steps done by one player or each of several ("target player may search their
/// library for ..., reveal it, put it into their hand, then shuffle", CR 608.2d, 101.4):
/// `{ who = "target player", may = true, do = [ ... ] }`. Inside, "you" and "your" are the
/// player doing it; `may = true` is their one choice to do all of it or none.
fn group(t: &Table, scope: &mut Scope) -> Result<Vec<Effect>, CardError> {
    if let Some(k) = t
        .keys()
        .find(|k| !["do", "who", "may"].contains(&k.as_str()))
    {
        return Err(CardError::new(format!(
            "`{k}` means nothing on a group of steps (`do` with `who` and `may`): put it on \
             one of its steps"
        )));
    }
    let Some(toml::Value::Array(body)) = t.get("do") else {
        return Err(CardError::new(
            "`do` holds the group's steps: `do = [ { search = ... }, \"shuffle\" ]`",
        ));
    };
    let Some(who) = t.get("who") else {
        return Err(CardError::new(
            "a group of steps says who does them: `who = \"target player\"` (or \"each \
             player\", \"each opponent\")",
        ));
    };
    let Some(who) = who.as_str() else {
        return Err(CardError::new(format!("`who` is a player, not {who}")));
    };
    // Read before the steps: a target it names comes first in text order, and "that player"
    // in the steps means it.
    let players = if who.trim().eq_ignore_ascii_case("each player") {
        Some(super::effect::Players::All)
    } else if who.trim().eq_ignore_ascii_case("each opponent") {
        Some(super::effect::Players::Opponents)
    } else if who
        .trim()
        .eq_ignore_ascii_case("any number of target players")
    {
        // CR 601.2c, 115.1: one "target" word with any number of players, each once.
        let first = scope.targets;
        let max = super::effect::MAX_TARGET_PLAYERS;
        scope.targets = scope.targets.saturating_add(max);
        Some(super::effect::Players::Targets { first, max })
    } else {
        match phrase::player(who, scope).map_err(|e| CardError::in_phrase(who, e))? {
            PlayerRef::You => None,
            p => Some(super::effect::Players::One(p)),
        }
    };
    let then = steps(body, scope).map_err(|e| e.context("do"))?;
    let then = match t.get("may") {
        None | Some(toml::Value::Boolean(false)) => then,
        Some(toml::Value::Boolean(true)) => vec![Effect::May {
            who: PlayerRef::You,
            then,
        }],
        Some(v) => {
            return Err(CardError::new(format!(
                "`may` on a group is true (the player doing it may), not {v}"
            )))
        }
    };
    Ok(match players {
        None => then,
        Some(players) => vec![Effect::DoneBy { players, then }],
    })
}

/// "[Sacrifice / tap] any number of [permanents you control]" (CR 701.21a, 701.26a): the
/// controller picks them one by one (one order for every set), or none, then `then` acts on
/// them all at once ("that many" counts them). `example` is what the error suggests; `own`:
/// only objects the controller controls (a sacrifice's, 701.21a).
fn any_number_of(
    r: &mut StepReader,
    rest: &str,
    example: &str,
    own: bool,
    then: impl Fn(Selector) -> Effect,
) -> Result<Vec<Effect>, CardError> {
    let Selector::Each(mut what) = r.parse(&format!("each {rest}"), phrase::selector)? else {
        return Err(CardError::new(format!("write \"any number of {example}\"")));
    };
    if own {
        what.controller = Some(super::selector::Relation::You);
    }
    let bind = r.scope.bind(None);
    Ok(vec![
        Effect::ChooseUpTo {
            what: Selector::Each(what),
            max: u8::MAX,
            bind,
        },
        then(Selector::Bound(bind)),
    ])
}

/// "You may discard a card or sacrifice a land." (CR 608.2d): `{ either = [ { discard = "a
/// card" }, { sacrifice = "a land" } ], may = true }`, one arm chosen as the effect happens.
/// An arm is a step, or a list of steps done together; `who` is the player choosing and
/// doing it ("that player").
fn either(t: &Table, scope: &mut Scope) -> Result<Vec<Effect>, CardError> {
    if let Some(k) = t
        .keys()
        .find(|k| !["either", "who", "may", "if"].contains(&k.as_str()))
    {
        return Err(CardError::new(format!(
            "`{k}` means nothing on a choice of steps (`either` with `who`, `may` and `if`): \
             put it on one of its arms"
        )));
    }
    let Some(toml::Value::Array(arms)) = t.get("either") else {
        return Err(CardError::new(
            "`either` holds the steps to choose from: `either = [ { discard = \"a card\" }, \
             { sacrifice = \"a land\" } ]`",
        ));
    };
    if arms.len() < 2 {
        return Err(CardError::new(
            "`either` chooses between two or more steps: write a single step without it",
        ));
    }
    let who = match t.get("who") {
        None => PlayerRef::You,
        Some(toml::Value::String(s)) => {
            phrase::player(s, scope).map_err(|e| CardError::in_phrase(s, e))?
        }
        Some(v) => return Err(CardError::new(format!("`who` is a player, not {v}"))),
    };
    let optional = match t.get("may") {
        None | Some(toml::Value::Boolean(false)) => false,
        Some(toml::Value::Boolean(true)) => true,
        Some(v) => {
            return Err(CardError::new(format!(
                "`may` on `either` is true (the player may choose none), not {v}"
            )))
        }
    };
    let mut read = Vec::new();
    for (i, arm) in arms.iter().enumerate() {
        let context = format!("either: arm {}", i + 1);
        let (said, body) = match arm {
            toml::Value::Array(body) => (
                body.iter()
                    .map(arm_words)
                    .collect::<Vec<_>>()
                    .join(", then "),
                steps(body, scope),
            ),
            one => (arm_words(one), step(one, scope)),
        };
        let body = body.map_err(|e| e.context(&context))?;
        // The arm is done by the choosing player: "you" in it is that player.
        let body = match who {
            PlayerRef::You => body,
            p => vec![Effect::DoneBy {
                players: super::effect::Players::One(p),
                then: body,
            }],
        };
        read.push((said, body));
    }
    let choice = vec![Effect::Either {
        who,
        optional,
        arms: read,
    }];
    let guard = match t.get("if") {
        None => None,
        Some(toml::Value::String(s)) if says_if_you_do(s) => Some(Guard::Did),
        Some(toml::Value::String(s)) if says_if_you_cant(s) => Some(Guard::DidNot),
        Some(toml::Value::String(s)) => Some(Guard::Holds(
            phrase::condition(s, scope).map_err(|e| CardError::in_phrase(s, e))?,
        )),
        Some(v) => return Err(CardError::new(format!("`if` is a condition, not {v}"))),
    };
    Ok(guarded(guard, choice))
}

/// An arm's words as a trace says them: its verb and main phrase ("discard a card").
fn arm_words(step: &toml::Value) -> String {
    match step {
        toml::Value::String(s) => s.clone(),
        toml::Value::Table(t) => t
            .iter()
            .find(|(k, _)| VERBS.contains(&k.as_str()))
            .map(|(k, v)| match v {
                toml::Value::String(s) => format!("{k} {s}"),
                _ => k.replace('-', " "),
            })
            .unwrap_or_else(|| "do it".into()),
        _ => "do it".into(),
    }
}

/// `who = "each player"` / `"each opponent"` on a step whose verb doesn't read it itself
/// (`get` counters, `mill`, and "exile the top N cards of their library" do): the players who
/// each do the step.
fn done_by_each(verb: &str, t: &Table) -> Option<super::effect::Players> {
    let who = t.get("who")?.as_str()?.trim();
    let players = if who.eq_ignore_ascii_case("each player") {
        super::effect::Players::All
    } else if who.eq_ignore_ascii_case("each opponent") {
        super::effect::Players::Opponents
    } else {
        return None;
    };
    let top_of_library = t
        .get("exile")
        .and_then(|v| v.as_str())
        .is_some_and(|s| s.trim().to_ascii_lowercase().starts_with("the top"));
    match verb {
        "get" | "mill" | "delayed" => None,
        "exile" if top_of_library => None,
        _ => Some(players),
    }
}

/// The card a `discard` step takes (CR 701.9a): one card of the discarding player's own hand
/// ("a card" needs no zone: a discarded card is in a hand).
fn card_in_hand(r: &mut StepReader, text: &str) -> Result<Selector, CardError> {
    let mut what = match r.parse(text, phrase::selector) {
        Err(e) if !text.to_ascii_lowercase().contains("hand") => r
            .parse(&format!("{text} from your hand"), phrase::selector)
            .map_err(|_| e)?,
        parsed => parsed?,
    };
    let Selector::One(f) = &mut what else {
        return Err(CardError::new(
            "`discard` takes one card from your hand: \"a card\", \"a nonland card\"",
        ));
    };
    match f.zone {
        None | Some(Zone::Hand) => f.zone = Some(Zone::Hand),
        Some(z) => {
            return Err(CardError::new(format!(
                "a card is discarded from a hand, not from {}",
                z.name()
            )))
        }
    }
    f.owner = Some(Relation::You);
    Ok(what)
}

/// "[instructions] unless [player] pays [cost]" (CR 118.12a): `unless = "that player pays
/// {2}"`, `"that player pays 3 life"`. The cost is mana without {X}, or life.
fn unless(r: &mut StepReader, text: &str, then: Vec<Effect>) -> Result<Effect, CardError> {
    let lower = text.to_ascii_lowercase();
    let Some(at) = lower.find(" pays ").or_else(|| lower.find(" pay ")) else {
        return Err(CardError::in_phrase(
            text,
            PhraseError {
                at: 0,
                message: "write `unless = \"[player] pays [cost]\"`, as in \"that player pays \
                          {2}\" or \"you pay {1}\" (CR 118.12a)"
                    .into(),
            },
        ));
    };
    let who = r.parse(&text[..at], phrase::player)?;
    let verb = if lower[at..].starts_with(" pays ") {
        6
    } else {
        5
    };
    let cost_text = text[at + verb..].trim();
    let (cost, life) = payment(cost_text, false).map_err(|message| {
        CardError::in_phrase(
            text,
            PhraseError {
                at: at + verb,
                message,
            },
        )
    })?;
    Ok(Effect::Unless {
        who,
        cost,
        life,
        then,
    })
}

/// What a player pays as an instruction resolves (CR 118.12a, 605.3a): mana ("{2}"), or life
/// ("3 life", CR 119.4); with `x`, mana with one {X} chosen as it is paid ("you may pay {X}",
/// 107.3f), else none.
fn payment(text: &str, x: bool) -> Result<(crate::cards::ManaCost, u8), String> {
    let lower = text.trim().to_ascii_lowercase();
    if let Some(n) = lower.strip_suffix(" life") {
        return match n.trim().parse::<u8>() {
            Ok(n) if n > 0 => Ok((crate::cards::ManaCost::ZERO, n)),
            _ => Err(format!(
                "life paid is a whole number from 1 to 255 (\"3 life\"), not '{n}'"
            )),
        };
    }
    let cost = crate::cards::ManaCost::parse(text).map_err(|e| {
        format!("the cost paid is mana, such as {{2}}, or life, such as 3 life: {e}")
    })?;
    // CR 107.3f: "you may pay {X}": X is chosen as the payment is made, as the ability
    // resolves; one {X} (X read by the later instructions as "X").
    if cost.x > 0 && !x {
        return Err("\"unless [player] pays\" has no {X}".into());
    }
    if cost.x > 1 {
        return Err(
            "a payment as an ability resolves has at most one {X} (\"{X}\", \"{X}{R}\")".into(),
        );
    }
    Ok((cost, 0))
}

/// The phrase that starts a delayed ability's event, and the event.
const DELAYED_EVENTS: [(&str, super::effect::DelayedEvent); 7] = [
    (
        "at the beginning of each of that player's upkeeps",
        super::effect::DelayedEvent::EachUpkeepOfThatPlayer,
    ),
    (
        "until end of turn, whenever you cast a spell",
        super::effect::DelayedEvent::YouCastThisTurn,
    ),
    (
        "at the beginning of your next upkeep",
        super::effect::DelayedEvent::YourNextUpkeep,
    ),
    (
        "at the beginning of that player's next upkeep",
        super::effect::DelayedEvent::NextUpkeepOfThatPlayer,
    ),
    (
        "at the beginning of the next end step",
        super::effect::DelayedEvent::NextEndStep,
    ),
    ("at end of combat", super::effect::DelayedEvent::EndOfCombat),
    ("when you do", super::effect::DelayedEvent::WhenYouDo),
];

/// "At the beginning of each of that player's upkeeps, if that card is exiled, [do]": a
/// delayed triggered ability (CR 603.7) about what the latest instruction bound ("that card",
/// 603.7c). Its instructions are read in a scope of their own, where "it" and "that card" are
/// that object and "that player" the player it remembers.
fn delayed(r: &mut StepReader) -> Result<Effect, CardError> {
    let when = r.need_text("delayed", DELAYED_EVENTS[0].0)?;
    let Some(&(_, event)) = DELAYED_EVENTS
        .iter()
        .find(|(w, _)| w.eq_ignore_ascii_case(when.trim()))
    else {
        return Err(CardError::in_phrase(
            &when,
            PhraseError {
                at: 0,
                message: format!(
                    "a delayed ability's event is \"{}\" (CR 603.7), not this",
                    DELAYED_EVENTS.map(|(w, _)| w).join("\" or \"")
                ),
            },
        ));
    };
    // "that card": what the latest instruction bound, or else the card it exiled. A cast
    // ability is about each spell cast (its "it"), so it needs none.
    let about = match event {
        super::effect::DelayedEvent::YouCastThisTurn => Some(r.scope.last.unwrap_or(0)),
        // A reflexive ability (CR 603.12) is about no object; its "it" is its source.
        super::effect::DelayedEvent::WhenYouDo => Some(0),
        _ => r.scope.last.or(r.scope.exiled.last().copied()),
    };
    let Some(about) = about else {
        return Err(CardError::new(
            "a delayed ability is about \"that card\": an earlier instruction must move or \
             choose it first (CR 603.7c)",
        ));
    };
    if r.t.contains_key("may") {
        return Err(CardError::new(
            "a delayed ability is not optional: put `may` on its `do` steps",
        ));
    }
    let mut inner = Scope::new(&r.scope.card);
    inner.bind(Some(phrase::MOVED_CARD));
    let condition = match r.text("if")? {
        None => None,
        Some(s) => {
            Some(phrase::condition(&s, &mut inner).map_err(|e| CardError::in_phrase(&s, e))?)
        }
    };
    let body = match r.t.get("do") {
        Some(toml::Value::Array(a)) => steps(a, &mut inner).map_err(|e| e.context("do"))?,
        _ => {
            return Err(CardError::new(
                "a delayed ability needs its instructions: `do = [ ... ]`",
            ))
        }
    };
    let program = super::program::Program::compile(&body).map_err(CardError::new)?;
    let reflexive = event == super::effect::DelayedEvent::WhenYouDo;
    // CR 603.12, 603.3d: a reflexive ability's targets are chosen as it is put on the stack.
    if !program.targets.is_empty() && !reflexive {
        return Err(CardError::new(
            "a delayed ability's instructions with targets are not supported yet",
        ));
    }
    let create = Effect::CreateDelayed {
        about,
        ability: Box::new(super::effect::DelayedAbility {
            when: event,
            condition,
            program,
        }),
    };
    // CR 603.12: "When you do" triggers only if the player did what the "you may" before
    // offered.
    Ok(match reflexive {
        true => Effect::IfYouDo(vec![create]),
        false => create,
    })
}

/// "[that player] puts it onto the stack as a copy of the original spell": `{ put = "it",
/// onto = "the stack", as-copy-of = "the original spell", who = "that player" }` (CR 707.10).
fn put_as_copy(r: &mut StepReader, may: Option<PlayerRef>) -> Result<Effect, CardError> {
    let what = r.need_text("put", "\"it\"")?;
    let what = r.parse(&what, phrase::selector)?;
    let onto = r.need_text("onto", "\"the stack\"")?;
    if !onto.eq_ignore_ascii_case("the stack") {
        return Err(CardError::new(format!(
            "`onto` is \"the stack\" here, not \"{onto}\""
        )));
    }
    let of = r.need_text("as-copy-of", "\"the original spell\"")?;
    if !of.eq_ignore_ascii_case("the original spell") {
        return Err(CardError::new(format!(
            "`as-copy-of` is \"the original spell\" (the spell the card was when a delayed \
             ability's instruction exiled it), not \"{of}\""
        )));
    }
    if may.is_some() {
        return Err(CardError::new(
            "putting a card onto the stack as a copy is not optional here: drop `may`",
        ));
    }
    let who = r.player()?;
    Ok(Effect::PutOntoStackAsCopy { what, who })
}

/// An object step ("exile a card ...", "put it on the bottom ...") under "you may": the player
/// chooses the object (or none, which is "no"), then the step acts on it.
fn may_choose(
    r: &mut StepReader,
    who: PlayerRef,
    what: Selector,
    act: impl FnOnce(Selector) -> Effect,
) -> Effect {
    let from = match &what {
        Selector::One(f) => Some(f.clone()),
        Selector::Bound(s) => Some(Filter {
            among: Some(*s),
            ..Filter::default()
        }),
        _ => None,
    };
    match from {
        // CR 608.2d: another player chooses, from their own point of view.
        Some(f) if who != PlayerRef::You => {
            let bind = r.scope.bind(None);
            Effect::May {
                who,
                then: vec![
                    Effect::ChooseBy {
                        who,
                        what: Selector::One(f),
                        optional: false,
                        bind,
                    },
                    act(Selector::Bound(bind)),
                ],
            }
        }
        Some(f) => {
            let bind = r.scope.bind(None);
            Effect::May {
                who,
                then: vec![
                    Effect::Choose {
                        what: Selector::One(f),
                        optional: false,
                        bind,
                    },
                    act(Selector::Bound(bind)),
                ],
            }
        }
        None => Effect::May {
            who,
            then: vec![act(what)],
        },
    }
}

/// A continuous effect on the objects `what` names, for `until` (CR 611.2).
fn lasting(what: Selector, grant: Grant, until: Duration) -> Effect {
    Effect::Grant {
        what,
        grant: Box::new(grant),
        until,
        plus_x: None,
        owners: false,
    }
}

fn verb_effect(
    verb: &str,
    r: &mut StepReader,
    may: Option<PlayerRef>,
) -> Result<Vec<Effect>, CardError> {
    let main = |r: &StepReader| r.need_text(verb, "a phrase");
    let wrap = |e: Effect, may: Option<PlayerRef>| match may {
        Some(who) => Effect::May { who, then: vec![e] },
        None => e,
    };
    let effect = match verb {
        "damage" if r.t.contains_key("divided-among") => {
            // CR 601.2d: "deals 2 damage divided as you choose among one or two targets".
            let amount = r.amount("damage")?;
            if r.t.contains_key("to") {
                return Err(CardError::new(
                    "divided damage names its targets in `divided-among`, not `to`",
                ));
            }
            let text = r.need_text("divided-among", "\"one or two targets\"")?;
            let among = r.parse(&text, phrase::selector)?;
            if !matches!(among, Selector::Group { .. }) {
                let e = phrase::PhraseError {
                    at: 0,
                    message: "`divided-among` names a number of targets: \"one or two targets\""
                        .into(),
                };
                return Err(CardError::in_phrase(&text, e));
            }
            wrap(Effect::DivideDamage { amount, among }, may)
        }
        "attach" => {
            let (what, to) = two_objects(r, verb, "to", "\"target creature you control\"")?;
            wrap(Effect::Attach { what, to }, may)
        }
        "fight" => {
            let (what, with) =
                two_objects(r, verb, "with", "\"target creature you don't control\"")?;
            wrap(Effect::Fight { what, with }, may)
        }
        "damage" => {
            let amount = r.amount("damage")?;
            let to = r.need_text("to", "\"any target\"")?;
            let to = r.parse(&to, phrase::selector)?;
            match r.text("by")? {
                // "have it deal damage equal to its power to any target" (CR 120.3): the
                // object `by` names deals it, not the ability's source.
                Some(by) => {
                    let by = Box::new(r.parse(&by, phrase::selector)?);
                    wrap(Effect::DamageBy { amount, to, by }, may)
                }
                None => wrap(Effect::Damage { amount, to }, may),
            }
        }
        "additional-phases" => {
            let phases = added_phases(&main(r)?)?;
            let main_only = match r
                .need_text("after", "\"this phase\" or \"this main phase\"")?
                .trim()
                .to_ascii_lowercase()
                .as_str()
            {
                "this phase" => false,
                "this main phase" => true,
                other => {
                    return Err(CardError::new(format!(
                        "`after` is \"this phase\" or \"this main phase\" (CR 500.8: added \
                         phases come directly after the phase the effect names), not \"{other}\""
                    )))
                }
            };
            wrap(Effect::AdditionalPhases { phases, main_only }, may)
        }
        "exchange-control" => {
            // CR 701.12b, 613.1b: exactly two targets, whose control is exchanged.
            let text = main(r)?;
            let what = r.parse(&text, phrase::selector)?;
            use super::selector::TargetSpec as T;
            let object = |s: &Selector| {
                matches!(
                    s,
                    Selector::Target(_, T::Object(_) | T::Either(..) | T::Second { .. })
                )
            };
            let two = matches!(&what, Selector::And(v) if v.len() == 2 && v.iter().all(object));
            if !two {
                let e = phrase::PhraseError {
                    at: 0,
                    message: "`exchange-control` names two target permanents: \"two target \
                              creatures\", \"two target permanents that share a card type\" \
                              or \"target artifact you control and target creature you don't \
                              control\" (CR 701.12b)"
                        .into(),
                };
                return Err(CardError::in_phrase(&text, e));
            }
            wrap(Effect::ExchangeControl { what }, may)
        }
        "exchange-life" => {
            let with = main(r)?;
            let with = r.parse(&with, phrase::player)?;
            wrap(Effect::ExchangeLife { with }, may)
        }
        "draw" | "gain-life" | "lose-life" | "life-becomes" => {
            let n = r.amount(verb)?;
            let who = r.player()?;
            // "Target player loses life equal to the number of cards in their hand.": "their"
            // is the player instructed, so the instruction is theirs (as the grouped `do` form
            // reads it, where "your" is theirs too; an amount is one phrase, whose "your" is
            // the controller's only when it does not say "their").
            let words = |t: &toml::Value, of: &[&str]| {
                t.as_str().is_some_and(|s| {
                    s.split(|c: char| !c.is_alphanumeric() && c != '\'')
                        .any(|w| of.iter().any(|o| w.eq_ignore_ascii_case(o)))
                })
            };
            let amount = r.t.get(verb);
            let theirs = who != PlayerRef::You
                && may.is_none()
                && amount.is_some_and(|t| words(t, &["their", "they"]));
            let who_now = if theirs { PlayerRef::You } else { who };
            let e = match verb {
                "draw" => Effect::Draw { n, who: who_now },
                "gain-life" => Effect::GainLife { n, who: who_now },
                "life-becomes" => Effect::LifeBecomes { n, who: who_now },
                _ => Effect::LoseLife { n, who: who_now },
            };
            if theirs {
                return Ok(vec![Effect::DoneBy {
                    players: super::effect::Players::One(who),
                    then: vec![e],
                }]);
            }
            wrap(e, may)
        }
        "counter" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            let to = match ["to", "into", "on"].iter().any(|k| r.t.contains_key(k)) {
                true => Some(r.place(None)?),
                false => None,
            };
            let arrival = r.arrival()?;
            let ability = matches!(
                what,
                Selector::Target(_, super::selector::TargetSpec::Ability { .. })
            );
            if ability && (to.is_some() || arrival != Arrival::default()) {
                return Err(CardError::new(
                    "a countered ability leaves the stack and goes to no zone (CR 701.6a): \
                     drop `to`, `with` and `gains-suspend`",
                ));
            }
            wrap(Effect::Counter { what, to, arrival }, may)
        }
        "put" if r.text("put")?.is_some_and(|s| is_counters(&s)) => {
            let c = main(r)?;
            let (kind, n) = r.parse(&c, phrase::counters)?;
            if n == Amount::All {
                return Err(CardError::new(
                    "\"all ... counters\" is what `remove` takes away; `put` says how many \
                     (\"a +1/+1 counter\", \"a number of +1/+1 counters equal to the result\")",
                ));
            }
            let on = r.need_text("on", "\"each creature you control\"")?;
            let on = r.parse(&on, phrase::selector)?;
            // CR 122.1: a player's kinds (poison, energy, experience) go on players, the others
            // on objects.
            let player_kind = matches!(kind, CounterKind::Player(_));
            if player_kind != names_players(&on) {
                return Err(CardError::new(match player_kind {
                    true => format!(
                        "{} counters go on players in this language: write `{{ get = \"a {} \
                         counter\", who = \"each opponent\" }}`, or `on` a player",
                        kind.name(),
                        kind.name()
                    ),
                    false => format!(
                        "{} counters go on objects: `on` names permanents or cards, not players",
                        kind.name()
                    ),
                }));
            }
            wrap(Effect::PutCounters { kind, n, on }, may)
        }
        "choose-a-counter" => {
            let (remove, put) = counter_change(&main(r)?)?;
            let on = r.need_text("on", "\"target permanent or suspended card\"")?;
            let on = r.parse(&on, phrase::selector)?;
            if !matches!(
                on,
                Selector::Target(..) | Selector::This | Selector::Bound(_)
            ) {
                return Err(CardError::new(
                    "`choose-a-counter` chooses a counter on one object: `on` is a target \
                     (\"target permanent or suspended card\"), \"this\" or \"it\"",
                ));
            }
            wrap(Effect::ChangeACounter { on, remove, put }, may)
        }
        "remove" => {
            let c = main(r)?;
            let (kind, n) = r.parse(&c, phrase::counters)?;
            let from = r.need_text("from", "\"each suspended card you own\"")?;
            let from = r.parse(&from, phrase::selector)?;
            wrap(Effect::RemoveCounters { kind, n, from }, may)
        }
        "put" if r.t.contains_key("as-copy-of") => put_as_copy(r, may)?,
        "sacrifice" => {
            let text = main(r)?;
            // "Target player sacrifices half the permanents they control, rounded down.",
            // "defending player sacrifices two permanents" (CR 701.21a, 107.1a, 702.86a).
            let lower = text.to_ascii_lowercase();
            let half = lower
                .strip_prefix("half the ")
                .and_then(|t| t.strip_suffix(", rounded down"))
                .map(|rest| (HowMany::Half, rest));
            let many = lower
                .split_once(' ')
                .and_then(|(w, rest)| Some((phrase::number_word(w)?, rest)))
                .filter(|&(n, _)| n >= 2)
                .map(|(n, rest)| (HowMany::Exactly(n), rest));
            if let Some((count, rest)) = half.or(many) {
                if may.is_some() {
                    return Err(CardError::new(
                        "\"sacrifices half ...\" or \"sacrifices N ...\" is not optional: drop `may`",
                    ));
                }
                let who = r.player()?;
                let Selector::Each(what) = r.parse(&format!("each {rest}"), phrase::selector)?
                else {
                    return Err(CardError::new(
                        "write \"half the permanents they control, rounded down\" or \"two permanents\"",
                    ));
                };
                let chosen = r.scope.bind_hidden();
                return Ok(vec![Effect::SacrificeMany {
                    who,
                    what,
                    count,
                    chosen,
                }]);
            }
            if text.to_ascii_lowercase().starts_with("half") {
                return Err(CardError::new(
                    "write \"half the permanents they control, rounded down\" (CR 107.1a)",
                ));
            }
            // "Sacrifice any number of permanents you control, then draw that many cards."
            // (Pitiless Carnage; CR 701.21a): the controller picks them one by one, or none;
            // "that many" counts them.
            if let Some(rest) = lower.strip_prefix("any number of ") {
                if may.is_some() || r.player()? != PlayerRef::You {
                    return Err(CardError::new(
                        "\"sacrifice any number of ...\" is said of the ability's controller, \
                         with no `may` (choosing none is one of the choices)",
                    ));
                }
                return any_number_of(r, rest, "permanents you control", true, |what| {
                    Effect::Sacrifice { what }
                });
            }
            let mut what = r.parse(&text, phrase::selector)?;
            // CR 701.21a: "sacrifice a permanent" is one the sacrificing player controls.
            if let Selector::One(f) = &mut what {
                f.controller.get_or_insert(super::selector::Relation::You);
            }
            // CR 608.2d: "that player may sacrifice a permanent": they choose one they
            // control (from their point of view), and they sacrifice it.
            match (may, r.player()?) {
                (Some(who), _) if who != PlayerRef::You => {
                    return Ok(vec![may_choose(r, who, what, |s| Effect::SacrificeBy {
                        who,
                        what: s,
                    })])
                }
                (None, who) if who != PlayerRef::You => match what {
                    Selector::One(_) => {
                        let bind = r.scope.bind(None);
                        return Ok(vec![
                            Effect::ChooseBy {
                                who,
                                what,
                                optional: false,
                                bind,
                            },
                            Effect::SacrificeBy {
                                who,
                                what: Selector::Bound(bind),
                            },
                        ]);
                    }
                    what => return Ok(vec![Effect::SacrificeBy { who, what }]),
                },
                // CR 701.21a: "sacrifice a creature": you choose which, then sacrifice it.
                _ if matches!(what, Selector::One(_)) => {
                    let bind = r.scope.bind(None);
                    let choose = Effect::Choose {
                        what,
                        optional: false,
                        bind,
                    };
                    let sacrifice = Effect::Sacrifice {
                        what: Selector::Bound(bind),
                    };
                    match may {
                        Some(who) => Effect::May {
                            who,
                            then: vec![choose, sacrifice],
                        },
                        None => return Ok(vec![choose, sacrifice]),
                    }
                }
                _ => wrap(Effect::Sacrifice { what }, may),
            }
        }
        // "exile that card ... instead of putting it into your graveyard as it resolves"
        // (CR 614.1a, 608.2n): a replacement set up for a spell, not a move now.
        "exile" if r.t.contains_key("instead-of") => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            let instead = r.need_text("instead-of", INSTEAD_OF[0])?;
            if !INSTEAD_OF.iter().any(|i| instead.eq_ignore_ascii_case(i)) {
                return Err(CardError::new(format!(
                    "`instead-of` replaces a spell's move to its graveyard: \"{}\" (CR 608.2n), \
                     not \"{instead}\"",
                    INSTEAD_OF[0]
                )));
            }
            if may.is_some() {
                return Err(CardError::new(
                    "a replacement effect is not optional here: drop `may` (CR 614.1a)",
                ));
            }
            let mut arrival = r.arrival()?;
            arrival.plotted = match r.t.get("becomes-plotted") {
                None => false,
                Some(toml::Value::Boolean(b)) => *b,
                Some(v) => {
                    return Err(CardError::new(format!(
                    "`becomes-plotted` here is true (\"If you do, it becomes plotted.\"), not {v}"
                )))
                }
            };
            if arrival
                .counters
                .iter()
                .any(|(k, _)| *k != super::CounterKind::Time)
            {
                return Err(CardError::new(
                    "a spell exiled as it resolves gets time counters only, so far",
                ));
            }
            Effect::ExileAsItResolves { what, arrival }
        }
        "exile" | "move" | "put" | "return"
            if main(r)?
                .get(..14)
                .is_some_and(|w| w.eq_ignore_ascii_case("any number of "))
                && may.is_none() =>
        {
            // CR 701.22a, 701.25a: "put any number of them into your graveyard": the
            // controller picks them one by one, or none.
            let text = main(r)?;
            let what = r.parse(&text[14..], phrase::selector)?;
            let to = match verb {
                "exile" => r.place(Some(Place::Exile))?,
                "return" => r.place(Some(Place::Hand))?,
                _ => r.place(None)?,
            };
            if matches!(to, Place::Battlefield | Place::BattlefieldTransformed) {
                return Err(CardError::new(
                    "\"any number of ...\" goes to a hand, a graveyard, exile, a library or a \
                     planar deck, not the battlefield (not supported)",
                ));
            }
            let bind = match r.bind_name()? {
                Some(n) => r.scope.bind(Some(&n)),
                None => r.scope.bind_hidden(),
            };
            Effect::MoveAnyNumber { what, to, bind }
        }
        // "then tap any number of untapped creatures you control" (Augusta, Dean of Order; CR
        // 701.26a): the controller picks them one by one, or none, then taps them.
        "tap" if main(r)?.to_ascii_lowercase().starts_with("any number of ") => {
            if may.is_some() {
                return Err(CardError::new(
                    "\"tap any number of ...\" needs no `may`: choosing none is one of the choices",
                ));
            }
            let text = main(r)?;
            return any_number_of(
                r,
                &text["any number of ".len()..],
                "untapped creatures you control",
                false,
                |what| Effect::Tap { what },
            );
        }
        "exile" | "move" | "put" | "return" | "destroy" | "tap" | "untap" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            // "each player exiles the top three cards of their library": every player's.
            let each_player = r
                .text("who")?
                .is_some_and(|w| w.eq_ignore_ascii_case("each player"));
            let what = match (each_player, what) {
                (
                    true,
                    Selector::Top {
                        n,
                        deck: Deck::Library,
                    },
                ) if may.is_none() => Selector::TopOfEachLibrary { n },
                (true, _) => {
                    return Err(CardError::new(
                        "`who = \"each player\"` is said of \"the top N cards of their \
                         library\" (without `may`)",
                    ))
                }
                (false, w) => w,
            };
            let to = match verb {
                "exile" => Some(r.place(Some(Place::Exile))?),
                "return" => Some(r.place(Some(Place::Hand))?),
                "move" | "put" => Some(r.place(None)?),
                _ => None,
            };
            let mut arrival = r.arrival()?;
            if let Some(until) = r.text("until")? {
                if verb != "exile" || to != Some(Place::Exile) {
                    return Err(CardError::new(
                        "`until` on a move is said of \"exile ... until this leaves the \
                         battlefield\" (CR 610.3): only on `exile`",
                    ));
                }
                r.parse(&until, phrase::until_this_leaves)?;
                arrival.until_this_leaves = true;
            }
            if arrival.face_down && to != Some(Place::Exile) {
                return Err(CardError::new(
                    "`face-down = true` is said of a card exiled face down (CR 406.3): only on `exile`",
                ));
            }
            let name = r.bind_name()?;
            let mut bind = name.map(|n| r.scope.bind(Some(&n)));
            // "Return this card from your graveyard to the battlefield. It gains haste."
            // (unearth, CR 702.84a): "it" is the permanent it became (400.7).
            let onto_battlefield = matches!(to, Some(Place::Battlefield))
                && matches!(what, Selector::This | Selector::Target(..));
            let exiled = to == Some(Place::Exile)
                && matches!(what, Selector::Target(..) | Selector::Top { .. });
            if (exiled || onto_battlefield) && bind.is_none() {
                // "Exile target spell. It becomes plotted." (Aven Interrupter), "exile the top
                // card of your library. Until end of turn, you may play that card." (Irascible
                // Wolverine): "it" is what the instruction moved (CR 608.2c, 400.7).
                bind = Some(r.scope.bind(None));
            }
            if to == Some(Place::Exile) {
                // CR 608.2c: "each card exiled this way" reads what every exile moved.
                let slot = *bind.get_or_insert_with(|| r.scope.bind_hidden());
                r.scope.exiled.push(slot);
            }
            if to.is_some() && matches!(&what, Selector::Each(f) if f.among.is_some()) {
                // "Put all permanent cards revealed this way onto the battlefield, then put the
                // rest ...": what moved is bound, so "the rest" leaves it out (CR 608.2c).
                bind.get_or_insert_with(|| r.scope.bind_hidden());
            }
            if matches!(
                to,
                Some(Place::BottomInOrder { .. } | Place::TopInOrder { .. })
            ) {
                // The cards put so far are bound, so the rest are the ones still to order
                // (without a binding only one card would be placed).
                bind.get_or_insert_with(|| r.scope.bind_hidden());
            }
            let act = |what: Selector| match (verb, to) {
                ("destroy", _) => Effect::Destroy { what },
                ("tap", _) => Effect::Tap { what },
                ("untap", _) => Effect::Untap { what },
                (_, Some(to)) => Effect::Move {
                    what,
                    to,
                    arrival,
                    bind,
                },
                (_, None) => Effect::Destroy { what },
            };
            // `who` names the player who chooses "a ..." (608.2d); on any other object there
            // is no choice to give them.
            if r.t.contains_key("who") && !matches!(what, Selector::One(_)) && !each_player {
                return Err(CardError::new(
                    "`who` names the player who chooses the object: write it with \"a ...\" \
                     (\"a nonland card from their hand\")",
                ));
            }
            match (may, &what) {
                (Some(who), _) => may_choose(r, who, what, act),
                // "exile a card from your hand": the one instructed chooses which (608.2d).
                (None, Selector::One(_)) => {
                    let who = r.player()?;
                    let bind = r.scope.bind(None);
                    let chosen = act(Selector::Bound(bind));
                    let choose = match who {
                        PlayerRef::You => Effect::Choose {
                            what,
                            optional: false,
                            bind,
                        },
                        who => Effect::ChooseBy {
                            who,
                            what,
                            optional: false,
                            bind,
                        },
                    };
                    return Ok(vec![choose, chosen]);
                }
                (None, _) => act(what),
            }
        }
        "tap-or-untap" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            // CR 701.26a-b: of "tap" and "untap" one changes the permanent and the other does
            // nothing, so the player's choice, with "you may" or without, is whether it changes.
            Effect::May {
                who: may.unwrap_or(PlayerRef::You),
                then: vec![Effect::TapOrUntap { what }],
            }
        }
        "look" | "reveal" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            if !matches!(what, Selector::Top { .. }) {
                return Err(CardError::new(format!(
                    "`{verb}` takes \"the top N cards of your library\" or \"... of your planar deck\""
                )));
            }
            // Mirrored Depths: "target player reveals the top card of their library. If it's a
            // nonland card, you may cast it ...": `who` names whose library; the steps after it
            // stay the controller's (CR 608.2d: "you" may cast it).
            let what = match (r.player()?, what) {
                (PlayerRef::You, what) => what,
                (
                    who,
                    Selector::Top {
                        n,
                        deck: Deck::Library,
                    },
                ) => Selector::TopOfLibraryOf { n, who },
                _ => {
                    return Err(CardError::new(format!(
                        "`{verb}` with `who` takes \"the top N cards of their library\""
                    )))
                }
            };
            let name = r.bind_name()?;
            let bind = r.scope.bind(name.as_deref());
            r.scope.last_set = Some(bind);
            wrap(Effect::Look { what, bind }, may)
        }
        "reveal-until" => {
            let until = main(r)?;
            let (count, until) = r.parse(&until, phrase::count_of)?;
            let from = r.need_text("from", "\"your planar deck\" or \"your library\"")?;
            let deck = match from.to_ascii_lowercase().as_str() {
                "your planar deck" => Deck::Planar,
                "your library" => Deck::Library,
                _ => {
                    return Err(CardError {
                        message: format!(
                            "in \"{from}\": `from` is \"your library\" or \"your planar deck\""
                        ),
                        phrase: Some((from.clone(), 0)),
                    })
                }
            };
            // The cards found are bound before all the revealed ones: "the rest of the revealed
            // cards" is the rest of those once later instructions have moved or chosen some
            // (Interplanar Tunnel puts the plane it chose on top and the other planes found go
            // to the bottom with the rest), not the revealed cards that weren't found.
            let name = r.bind_name()?;
            let found = r.scope.bind(name.as_deref());
            let revealed_name = r.text("revealed")?;
            let revealed = r.scope.bind(revealed_name.as_deref());
            r.scope.last = Some(found);
            r.scope.last_set = Some(revealed);
            wrap(
                Effect::RevealUntil {
                    deck,
                    until,
                    count,
                    found,
                    revealed,
                },
                may,
            )
        }
        "choose" => {
            let what = main(r)?;
            // "a creature at random that attacked this turn": picked at random (each candidate
            // explored as a chance outcome), not by a player.
            if let Some(at) = what.find(" at random") {
                let rest = format!("{}{}", &what[..at], &what[at + " at random".len()..]);
                let what = r.parse(&rest, phrase::selector)?;
                if !matches!(what, Selector::One(_)) || may.is_some() {
                    return Err(CardError::new(
                        "`choose` at random takes one object and no `may`: \
                         \"a creature at random that attacked this turn\"",
                    ));
                }
                let name = r.bind_name()?;
                let bind = r.scope.bind(name.as_deref());
                return Ok(vec![Effect::ChooseAtRandom { what, bind }]);
            }
            let what = r.parse(&what, phrase::selector)?;
            if !matches!(what, Selector::One(_)) {
                return Err(CardError::new(
                    "`choose` takes one object: \"a plane card from among them\"",
                ));
            }
            let name = r.bind_name()?;
            let bind = r.scope.bind(name.as_deref());
            Effect::Choose {
                what,
                optional: may.is_some(),
                bind,
            }
        }
        "becomes-plotted" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            wrap(Effect::BecomePlotted { what }, may)
        }
        "becomes-foretold" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            let reduced_by = match r.text("cost")? {
                None => None,
                Some(text) => Some(foretell_reduction(&text)?),
            };
            wrap(Effect::BecomeForetold { what, reduced_by }, may)
        }
        "planeswalk" => match r.t.get("planeswalk") {
            Some(toml::Value::Boolean(true)) => wrap(Effect::Planeswalk { to: None }, may),
            _ => {
                return Err(CardError::new(
                    "write `\"planeswalk\"` or `{ planeswalk = true }`",
                ))
            }
        },
        "planeswalk-to" => {
            let to = main(r)?;
            let to = r.parse(&to, phrase::selector)?;
            wrap(Effect::Planeswalk { to: Some(to) }, may)
        }
        "trigger-chaos" => {
            let of = main(r)?;
            let of = r.parse(&of, phrase::selector)?;
            wrap(Effect::TriggerChaos { of }, may)
        }
        "gains-suspend" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            wrap(Effect::GainSuspend { what }, may)
        }
        "mill" => {
            // CR 701.17a: to mill N cards is to put the top N cards of one's library into
            // one's graveyard; "the milled cards" are those (fewer if the library is short).
            let n = r.amount(verb)?;
            // CR 701.17a: "target opponent mills five cards", "each opponent mills two
            // cards", "each player mills ...": that player's (those players') library.
            let what = match r.text("who")? {
                None => Selector::Top {
                    n,
                    deck: Deck::Library,
                },
                Some(w) if w.eq_ignore_ascii_case("each player") => {
                    Selector::TopOfEachLibrary { n }
                }
                Some(w) if w.eq_ignore_ascii_case("each opponent") => {
                    Selector::TopOfEachOpponentsLibrary { n }
                }
                Some(w) => match r.parse(&w, phrase::player)? {
                    PlayerRef::You => Selector::Top {
                        n,
                        deck: Deck::Library,
                    },
                    who => Selector::TopOfLibraryOf { n, who },
                },
            };
            let bind = match r.bind_name()? {
                Some(name) => r.scope.bind(Some(&name)),
                None => r.scope.bind(Some(phrase::MILLED_CARDS)),
            };
            wrap(
                Effect::Move {
                    what,
                    to: Place::Graveyard,
                    arrival: Arrival::default(),
                    bind: Some(bind),
                },
                may,
            )
        }
        "surveil" | "scry" => {
            // CR 701.25a, 701.22a: three instructions the card language already has.
            let n = r.amount(verb)?;
            if may.is_some() {
                return Err(CardError::new(format!(
                    "`{verb}` already lets its player keep every card: drop `may` (CR 701.22a, 701.25a)"
                )));
            }
            let looked = r.scope.bind_hidden();
            let moved = r.scope.bind_hidden();
            let rest = r.scope.bind_hidden();
            let to = match verb {
                "surveil" => Place::Graveyard,
                _ => Place::BottomInOrder {
                    planar: false,
                    random: false,
                },
            };
            return Ok(vec![
                Effect::Look {
                    what: Selector::Top {
                        n,
                        deck: Deck::Library,
                    },
                    bind: looked,
                },
                Effect::MoveAnyNumber {
                    what: Selector::Bound(looked),
                    to,
                    bind: moved,
                },
                Effect::Move {
                    what: Selector::RestOf(looked),
                    to: Place::TopInOrder { planar: false },
                    arrival: Arrival::default(),
                    bind: Some(rest),
                },
            ]);
        }
        "gain-control" => {
            // CR 613.1b: a control-changing effect (layer 2); the objects are locked in as it
            // begins (611.2c); with no duration it lasts as long as the object stays (611.2a).
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            let until = match r.t.contains_key("until") {
                true => r.duration()?,
                false => Duration::RestOfGame,
            };
            let grant = Grant {
                gain_control: true,
                ..Grant::default()
            };
            wrap(lasting(what, grant, until), may)
        }
        "may-play" | "may-cast" => {
            // CR 601.3, 305.1: the object named may be played (a land, as the land play, 305.2)
            // or cast (a spell, paying its costs, with its card type's timing) from the zone it
            // is in, by the controller of the instruction, while the effect lasts; the card that
            // leaves that zone is a new object without it (400.7).
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            let grant = Grant {
                may_play: verb == "may-play",
                may_cast: verb == "may-cast",
                ..Grant::default()
            };
            let until = r.duration()?;
            // "For each of those cards, its owner may play it until the end of their next
            // turn." (Suspend Aggression): each object's owner holds the permission.
            let owners = match r.text("who")? {
                None => false,
                Some(w) if ["its owner", "their owner", "their owners"]
                    .iter()
                    .any(|o| w.trim().eq_ignore_ascii_case(o)) => true,
                Some(w) => {
                    return Err(CardError::new(format!(
                        "`who` on `{verb}` is \"its owner\" (each card's owner may play it), not \"{w}\"; \
                         the permission is otherwise the instruction's controller's"
                    )))
                }
            };
            let permission = Effect::Grant {
                what,
                grant: Box::new(grant),
                until,
                plus_x: None,
                owners,
            };
            wrap(permission, may)
        }
        "grant" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            let mut grant = Grant::default();
            let mut plus_x = None;
            if let Some(pt) = r.text("gets")? {
                // "+X/+X ..., where X is the result" (CR 706.2), "..., where X is the number
                // of time counters among permanents you control".
                let x = pt
                    .trim()
                    .strip_prefix("+X/+X")
                    .map(|w| w.trim().trim_start_matches(',').trim());
                let amount = x.and_then(|w| {
                    w.get(..11)
                        .filter(|h| h.eq_ignore_ascii_case("where X is "))
                        .map(|_| &w[11..])
                });
                match amount {
                    Some(a) => plus_x = Some(r.parse(a, phrase::amount)?),
                    None => (grant.power, grant.toughness) = r.parse(&pt, phrase::pt_change)?,
                }
            }
            match r.text("gains")? {
                // CR 702.34a: a granted flashback whose cost is the card's mana cost (the only
                // flashback cost a grant names so far).
                Some(k) if is_granted_flashback(&k) => grant.flashback = true,
                Some(k) if is_cast_permission(&k) => grant.cast_from_graveyard = true,
                // "target creature gains all creature types until end of turn" (Velis Vel;
                // CR 205.3m, layer 4, 613.1d).
                Some(k) if k.trim().eq_ignore_ascii_case("all creature types") => {
                    grant.add_subtypes = super::creature_types::CreatureTypes::all()
                }
                // "it gains devour 5" (Jund; CR 702.82a).
                Some(k) if devour_word(&k).is_some() => {
                    grant.devour = devour_word(&k).unwrap_or(0);
                    if !(1..=10).contains(&grant.devour) {
                        return Err(CardError::new(
                            "`gains`: devour N with N from 1 to 10 (CR 702.82a)",
                        ));
                    }
                }
                // "gains trample, haste, and crew 2" (Ghirapur; CR 702.122a): keywords, and
                // crew N last.
                Some(k) if crew_word(&k).is_some() => {
                    let (rest, n) = crew_word(&k).unwrap_or_default();
                    if !(1..=20).contains(&n) {
                        return Err(CardError::new(
                            "`gains`: crew N with N from 1 to 20 (CR 702.122a)",
                        ));
                    }
                    grant.crew = n;
                    if !rest.is_empty() {
                        grant.keywords = r.parse(&rest, phrase::granted_keywords)?;
                    }
                }
                Some(k) => grant.keywords = r.parse(&k, phrase::granted_keywords)?,
                None => {}
            }
            if let Some(b) = r.text("becomes")? {
                // CR 613.1d, 613.4b: types (and creature types, 205.3m) added in layer 4,
                // power and toughness set in 7b, keywords "with ..." in layer 6 (613.1f).
                let b = r.parse(&b, phrase::becomes)?;
                grant.add_types = b.types;
                grant.add_subtypes = b.subtypes;
                grant.set_pt = b.pt;
                grant.add_artifact_subtypes = b.artifact_subtypes;
                grant.keywords.0 |= b.keywords.0;
            }
            // CR 509.1b, 508.1c: "can't be blocked", "can't block", "can't attack" for the
            // effect's duration (611.2a).
            for (key, flag) in [
                ("cant-be-blocked", &mut grant.unblockable),
                ("cant-block", &mut grant.cant_block),
                ("cant-attack", &mut grant.cant_attack),
            ] {
                match r.t.get(key) {
                    None => {}
                    Some(toml::Value::Boolean(b)) => *flag = *b,
                    Some(v) => {
                        return Err(CardError::new(format!(
                            "`{key}` must be true or false, not {v}"
                        )))
                    }
                }
            }
            // CR 502.3, 611.2: "It doesn't untap during its controller's next untap step."
            let mut skip_next_untap = false;
            if let Some(d) = r.text("doesnt-untap")? {
                let norm = d.trim().trim_end_matches('.').to_ascii_lowercase();
                if ![
                    "during its controller's next untap step",
                    "during their controller's next untap step",
                    "during your next untap step",
                ]
                .contains(&norm.as_str())
                {
                    return Err(CardError::new(format!(
                        "`doesnt-untap` is \"during its controller's next untap step\" (CR \
                         502.3), not \"{d}\""
                    )));
                }
                grant.skip_next_untap = true;
                skip_next_untap = true;
            }
            if grant == Grant::default() && plus_x.is_none() {
                return Err(CardError::new(
                    "say what it gets: `gets = \"+3/+3\"`, `gains = \"flying\"`, `becomes = \"1/1 creatures. They're still lands.\"`, `cant-be-blocked = true`, `cant-block = true`, `cant-attack = true` or `doesnt-untap = \"during its controller's next untap step\"`",
                ));
            }
            // "It doesn't untap during its controller's next untap step." says how long: it
            // lasts until that untap step uses it up (or the object leaves, 400.7).
            if skip_next_untap {
                if r.t.contains_key("until") {
                    return Err(CardError::new(
                        "`doesnt-untap` says how long it lasts (until that untap step): no `until`",
                    ));
                }
                if grant
                    != (Grant {
                        skip_next_untap: true,
                        ..Grant::default()
                    })
                    || plus_x.is_some()
                {
                    return Err(CardError::new(
                        "`doesnt-untap` is a step of its own: `{ grant = \"it\", doesnt-untap = \"during its controller's next untap step\" }`",
                    ));
                }
                return Ok(vec![wrap(
                    Effect::Grant {
                        what,
                        grant: Box::new(grant),
                        until: Duration::RestOfGame,
                        plus_x,
                        owners: false,
                    },
                    may,
                )]);
            }
            // CR 611.2a: a keyword gained with no duration ("It gains haste.", unearth's) lasts
            // for as long as the object stays (an effect on an object that leaves ends with it,
            // 400.7); any other grant says how long.
            let keywords_only = Grant {
                keywords: grant.keywords,
                devour: grant.devour,
                crew: grant.crew,
                ..Grant::default()
            } == grant
                && plus_x.is_none();
            let until = match r.t.contains_key("until") || !keywords_only {
                true => r.duration()?,
                false => Duration::RestOfGame,
            };
            wrap(
                Effect::Grant {
                    what,
                    grant: Box::new(grant),
                    until,
                    plus_x,
                    owners: false,
                },
                may,
            )
        }
        "prevent" => {
            let text = main(r)?;
            let (to, by, what) = r.parse(&text, phrase::prevention)?;
            let grant = Grant {
                prevent_damage_to: to,
                prevent_damage_by: by,
                ..Grant::default()
            };
            let until = r.duration()?;
            wrap(lasting(what, grant, until), may)
        }
        "transform" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            wrap(Effect::Transform { what }, may)
        }
        "replace" => {
            let text = main(r)?;
            let what = r.parse(&text, phrase::leave_replacement)?;
            let grant = Grant {
                exiled_if_it_leaves: true,
                ..Grant::default()
            };
            wrap(lasting(what, grant, Duration::RestOfGame), may)
        }
        "rule" => {
            let text = main(r)?;
            let norm = text.trim().trim_end_matches('.').to_ascii_lowercase();
            match RULES.iter().find(|(t, _)| *t == norm) {
                Some((_, rule)) => wrap(Effect::ChangeRule(*rule), may),
                None => {
                    return Err(CardError::new(format!(
                        "unknown rule change \"{text}\"; known: {}",
                        RULES.map(|(t, _)| format!("\"{t}\"")).join(", ")
                    )))
                }
            }
        }
        "discard" => {
            // CR 701.9a: "discard a card" is from the player's own hand; they choose it
            // (701.9b). "Target player discards two cards": `who`, and a number of cards,
            // each chosen in turn.
            let text = main(r)?;
            let who = r.player()?;
            // Another player's discards read "your hand" as theirs (CR 608.2d).
            let by = |effects: Vec<Effect>| match who {
                PlayerRef::You => effects,
                who => vec![Effect::DoneBy {
                    players: super::effect::Players::One(who),
                    then: effects,
                }],
            };
            // CR 701.9a: "discards their hand": every card in it, no choice.
            let lower = text.trim().to_ascii_lowercase();
            if ["their hand", "your hand", "his or her hand"].contains(&lower.as_str()) {
                let what = r.parse("each card in your hand", phrase::selector)?;
                let name = r.bind_name()?;
                let bind = r.scope.bind(name.as_deref());
                return Ok(by(vec![wrap(
                    Effect::Discard {
                        what,
                        bind,
                        who: PlayerRef::You,
                    },
                    may,
                )]));
            }
            // CR 701.9c: "discards a card at random": chance picks each card (every card
            // explored), then it is discarded.
            if let Some(rest) = lower.strip_suffix(" at random") {
                // `lower` is the trimmed text lower-cased in ASCII: the same byte offsets.
                let (n, one) = discard_count(&text.trim()[..rest.len()]);
                if may.is_some() || r.bind_name()?.is_some() {
                    return Err(CardError::new(
                        "a discard at random takes cards from the hand and no `may` or `as`: \
                         \"a card at random\", \"two cards at random\"",
                    ));
                }
                let what = card_in_hand(r, &one)?;
                let mut all = Vec::new();
                for _ in 0..n {
                    let bind = r.scope.bind_hidden();
                    all.push(Effect::ChooseAtRandom {
                        what: what.clone(),
                        bind,
                    });
                    all.push(Effect::Discard {
                        what: Selector::Bound(bind),
                        bind,
                        who: PlayerRef::You,
                    });
                }
                return Ok(by(all));
            }
            let (n, text) = discard_count(&text);
            let what = card_in_hand(r, &text)?;
            let name = r.bind_name()?;
            // CR 701.9b: "You choose a nonland card from it. That player discards that card."
            if let Some(v) = r.t.get("chosen-by") {
                if v.as_str() != Some("you") || who == PlayerRef::You || n != 1 || may.is_some() {
                    return Err(CardError::new(
                        "`chosen-by = \"you\"` is for one card another player discards, chosen \
                         by this step's controller: { discard = \"a nonland card\", who = \
                         \"target opponent\", chosen-by = \"you\" } (no `may`)",
                    ));
                }
                let bind = r.scope.bind(name.as_deref());
                return Ok(by(vec![
                    Effect::ChooseFrom {
                        who: PlayerRef::Controller,
                        what,
                        bind,
                    },
                    Effect::Discard {
                        what: Selector::Bound(bind),
                        bind,
                        who: PlayerRef::You,
                    },
                ]));
            }
            if n > 1 && (name.is_some() || may.is_some()) {
                return Err(CardError::new(
                    "`discard` of several cards takes no `as` name and no `may`",
                ));
            }
            let mut all = Vec::new();
            for i in 0..n {
                let bind = match i + 1 == n {
                    true => r.scope.bind(name.as_deref()),
                    false => r.scope.bind_hidden(),
                };
                all.push(Effect::Discard {
                    what: what.clone(),
                    bind,
                    who,
                });
            }
            if n > 1 {
                return Ok(all);
            }
            wrap(all.remove(0), may)
        }
        "create" => {
            let text = main(r)?;
            match copy_token_phrase(&text) {
                // CR 707.2, 111.1: "a token that's a copy of target creature you control".
                Some((n, at)) => {
                    let of = r.parse(&text[at..], phrase::selector).map_err(|e| {
                        let o = e.phrase.as_ref().map_or(0, |(_, o)| *o);
                        CardError::in_phrase(
                            &text,
                            PhraseError {
                                at: at + o,
                                message: e.message,
                            },
                        )
                    })?;
                    // "two tokens that are copies of it": one token copy after another (CR
                    // 111.1, 707.2), both of the same object.
                    // CR 707.9b: "except it's white, it has no mana cost, and ..." (embalm).
                    let except = match r.text("except")? {
                        None => crate::cards::effect::CopyExceptions::default(),
                        Some(text) => copy_exceptions(&text)?,
                    };
                    let all = vec![
                        Effect::CreateCopy {
                            of,
                            except: Box::new(except)
                        };
                        n as usize
                    ];
                    return Ok(match may {
                        Some(who) => vec![Effect::May { who, then: all }],
                        None => all,
                    });
                }
                None => {
                    let (n, token) = token_phrase(&text, r)?;
                    wrap(Effect::Create { token, n }, may)
                }
            }
        }
        "emblem" => {
            // CR 114.1-2: the player gets an emblem (an object of an `emblem = true`
            // definition) in the command zone; it is owned and controlled by them.
            let name = main(r)?;
            if may.is_some() {
                return Err(CardError::new(
                    "\"you get an emblem\" is no choice: drop `may`",
                ));
            }
            Effect::Create {
                token: name,
                n: Amount::Fixed(1),
            }
        }
        "becomes-copy" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            let of = r.need_text("of", "\"it\", \"target creature you control\"")?;
            let of = r.parse(&of, phrase::selector)?;
            let except = match r.text("except")? {
                None => crate::cards::effect::CopyExceptions::default(),
                Some(text) => copy_exceptions(&text)?,
            };
            let until = r.duration()?;
            wrap(
                Effect::BecomeCopy {
                    what,
                    of: Box::new(of),
                    except: Box::new(except),
                    until,
                },
                may,
            )
        }
        "investigate" => {
            // CR 701.16a: "Investigate" means "Create a Clue token."; `investigate = 2` is
            // "investigate twice".
            let n = match r.t.get("investigate") {
                Some(toml::Value::Boolean(true)) => 1,
                Some(toml::Value::Integer(n)) if (1..=20).contains(n) => *n as u8,
                Some(v) => {
                    return Err(CardError::new(format!(
                        "write `\"investigate\"`, or `{{ investigate = N }}` with N from 1 to 20, not {v}"
                    )))
                }
                None => 1,
            };
            wrap(
                Effect::Create {
                    token: CLUE.to_string(),
                    n: Amount::Fixed(n),
                },
                may,
            )
        }
        "get" => {
            // CR 122.1: "target player gets a poison counter", "each opponent gets two poison
            // counters"; CR 107.14: "you get {E}{E}" (an energy counter each).
            let text = main(r)?;
            let (kind, n) = match energy_symbols(&text) {
                Some(n) => (CounterKind::Player(1), Amount::Fixed(n)),
                None => r.parse(&text, phrase::counters)?,
            };
            if !matches!(kind, CounterKind::Player(_)) {
                return Err(CardError::new(format!(
                    "a player gets poison, energy or experience counters (CR 122.1), not {}: \
                     put those `on` a permanent",
                    kind.name()
                )));
            }
            if matches!(n, Amount::All) || n.is_per_object() {
                return Err(CardError::new(
                    "`get` says how many counters: \"a poison counter\", \"two poison counters\"",
                ));
            }
            let on = match r.text("who")? {
                None => Selector::Player(PlayerRef::You),
                Some(s) if s.trim().eq_ignore_ascii_case("you") => Selector::Player(PlayerRef::You),
                Some(s) => r.parse(&s, phrase::selector)?,
            };
            if !names_players(&on) {
                return Err(CardError::new(
                    "`who` names players: \"you\", \"target player\", \"each opponent\", \
                     \"each player\"",
                ));
            }
            wrap(Effect::PutCounters { kind, n, on }, may)
        }
        "proliferate" => {
            if r.t.get("proliferate") != Some(&toml::Value::Boolean(true)) {
                return Err(CardError::new("write `\"proliferate\"` (CR 701.34a)"));
            }
            wrap(Effect::Proliferate, may)
        }
        "the-ring-tempts-you" => {
            if r.t.get("the-ring-tempts-you") != Some(&toml::Value::Boolean(true)) || may.is_some()
            {
                return Err(CardError::new(
                    "write `\"the-ring-tempts-you\"` (\"The Ring tempts you.\", CR 701.54a)",
                ));
            }
            // CR 701.54a: its controller chooses a creature they control (none if none).
            let bearer = r.scope.bind_hidden();
            let creature = super::selector::Filter {
                types: super::Types::CREATURE,
                controller: Some(super::selector::Relation::You),
                ..Default::default()
            };
            return Ok(vec![
                Effect::Choose {
                    what: Selector::One(creature),
                    optional: false,
                    bind: bearer,
                },
                Effect::RingTempts {
                    bearer: Selector::Bound(bearer),
                },
            ]);
        }
        "add" => {
            let text = main(r)?;
            // "{R} for each charge counter on it": the mana, counted (CR 608.2h).
            let (text, times) = match text.split_once(" for each ") {
                Some((mana, each)) => (mana.to_string(), Some(r.parse(each, phrase::for_each)?)),
                None => (text, None),
            };
            let (mana, any) =
                super::mana_ability::added_by_instruction(&text).map_err(CardError::new)?;
            let who = r.player()?;
            wrap(
                Effect::AddMana {
                    mana,
                    any,
                    who,
                    times,
                },
                may,
            )
        }
        "extra-turn" => {
            if r.t.get("extra-turn") != Some(&toml::Value::Boolean(true)) {
                return Err(CardError::new(
                    "write `\"extra-turn\"` (you take an extra turn after this one, CR 500.7) or \
                     `{ extra-turn = true, who = \"target player\" }`",
                ));
            }
            let who = r.player()?;
            wrap(Effect::ExtraTurn { who }, may)
        }
        "time-travel" => {
            // CR 701.56a; "time travel N times" is N time travels, one after another.
            let times = match r.t.get("time-travel") {
                Some(toml::Value::Boolean(true)) => 1,
                Some(toml::Value::Integer(n)) if (1..=MAX_TIME_TRAVELS as i64).contains(n) => {
                    *n as u8
                }
                Some(v) => {
                    return Err(CardError::new(format!(
                        "`time-travel` is true or how many times (1 to {MAX_TIME_TRAVELS}), not {v}"
                    )))
                }
                None => 1,
            };
            let all = vec![Effect::TimeTravel; times as usize];
            return Ok(match may {
                Some(who) => vec![Effect::May { who, then: all }],
                None => all,
            });
        }
        "roll" => {
            let text = main(r)?;
            wrap(die_phrase(&text)?, may)
        }
        "select" => {
            // CR 601.2c, 603.3d: the target is chosen at random, by no player.
            let text = main(r)?;
            let lower = text.trim().trim_end_matches('.').to_ascii_lowercase();
            let Some(rest) = lower.strip_suffix(" at random") else {
                let e = phrase::PhraseError {
                    at: 0,
                    message: "`select` chooses a target at random: \"target player at random\""
                        .into(),
                };
                return Err(CardError::in_phrase(&text, e));
            };
            let first = r.scope.targets;
            let what = r.parse(rest, phrase::selector)?;
            let Selector::Target(i, spec) = &what else {
                let e = phrase::PhraseError {
                    at: 0,
                    message: "`select` names one target: \"target player at random\"".into(),
                };
                return Err(CardError::in_phrase(&text, e));
            };
            if *i != first || spec.optional() {
                return Err(CardError::new(
                    "`select` names one target, not \"up to one\": \"target player at random\"",
                ));
            }
            // "That player discards a card.": the player selected.
            if matches!(
                spec,
                super::selector::TargetSpec::Player | super::selector::TargetSpec::Opponent
            ) {
                r.scope.last_player = Some(PlayerRef::Target(*i));
            }
            if may.is_some() {
                return Err(CardError::new("`select` takes no `may`"));
            }
            Effect::SelectAtRandom { what }
        }
        "phase-out" => {
            // CR 702.26b; 610.4: "until a player planeswalks" is the one "until" said.
            let text = main(r)?;
            let what = r.parse(&text, phrase::selector)?;
            let until_planeswalk = match r.text("until")? {
                None => false,
                Some(u)
                    if u.trim()
                        .trim_end_matches('.')
                        .eq_ignore_ascii_case("a player planeswalks") =>
                {
                    true
                }
                Some(u) => {
                    return Err(CardError::new(format!(
                    "`until` on `phase-out` is \"a player planeswalks\" (CR 610.4), not \"{u}\"; \
                         without it the permanent phases in during its controller's next untap \
                         step (502.1)"
                )))
                }
            };
            wrap(
                Effect::PhaseOut {
                    what,
                    until_planeswalk,
                },
                may,
            )
        }
        "reverse-turn-order" => {
            if r.t.get("reverse-turn-order") != Some(&toml::Value::Boolean(true)) || may.is_some() {
                return Err(CardError::new(
                    "write `\"reverse-turn-order\"` (\"reverse the game's turn order\", CR 101.4)",
                ));
            }
            Effect::ReverseTurnOrder
        }
        "flip" => {
            // CR 705.2: the player instructed flips and calls; the flip is theirs (won or
            // lost by them only), so another player's flip is a group they do.
            let text = main(r)?;
            let norm = text.trim().trim_end_matches('.').to_ascii_lowercase();
            if norm != "a coin" {
                let e = phrase::PhraseError {
                    at: text.len() - text.trim_start().len(),
                    message: "expected \"a coin\" (CR 705.1)".into(),
                };
                return Err(CardError::in_phrase(&text, e));
            }
            let who = r.player()?;
            if who != PlayerRef::You {
                return Ok(vec![Effect::DoneBy {
                    players: super::effect::Players::One(who),
                    then: vec![wrap(Effect::FlipCoin, may)],
                }]);
            }
            wrap(Effect::FlipCoin, may)
        }
        "pay" => {
            // CR 605.3a, 608.2d: "you may pay {8}": the payment is the choice (declining is
            // "no"), so it is not wrapped in a yes/no question of its own.
            let text = main(r)?;
            let (cost, life) = payment(&text, true).map_err(CardError::new)?;
            match may {
                Some(PlayerRef::You) => Effect::Pay {
                    cost,
                    life,
                    optional: true,
                    who: PlayerRef::You,
                },
                _ => {
                    return Err(CardError::new(
                        "write `{ pay = \"{8}\", may = true }` (\"you may pay {8}\"); a \
                         payment someone else makes, or one that isn't optional, is not supported",
                    ))
                }
            }
        }
        "search" => return search(r, may),
        // "Shuffle all permanents you own into your library" (CR 701.24a, c-d): they go into
        // the library, which is then shuffled (even if none did, 701.24d).
        "shuffle" if matches!(r.t.get("shuffle"), Some(toml::Value::String(_))) => {
            let text = main(r)?;
            // "shuffle your hand and graveyard into your library" (Weftwalking; CR 701.24a):
            // both go in, then one shuffle.
            let both = ["your hand and graveyard", "your hand and your graveyard"]
                .iter()
                .any(|b| text.trim().eq_ignore_ascii_case(b));
            let (first, text) = match both {
                true => {
                    let hand = r.parse("all cards in your hand", phrase::selector)?;
                    let bind = r.scope.bind_hidden();
                    (
                        Some(Effect::ShuffleInto { what: hand, bind }),
                        "all cards in your graveyard".to_string(),
                    )
                }
                false => (None, text),
            };
            let what = r.parse(&text, phrase::selector)?;
            let owned = matches!(
                &what,
                Selector::Each(f) if f.owner == Some(super::selector::Relation::You)
            );
            if !owned {
                return Err(CardError {
                    message: format!(
                        "in \"{text}\": `shuffle` ... `into = \"your library\"` takes \"all \
                         [permanents] you own\" (each goes into its owner's library, CR 701.24a)"
                    ),
                    phrase: Some((text.clone(), 0)),
                });
            }
            let into = r.need_text("into", "\"your library\"")?;
            if !into.eq_ignore_ascii_case("your library") {
                return Err(CardError {
                    message: format!("in \"{into}\": `into` is \"your library\""),
                    phrase: Some((into.clone(), 0)),
                });
            }
            let name = r.bind_name()?;
            let bind = r.scope.bind(name.as_deref());
            let placed = r.scope.bind_hidden();
            let shuffled = first
                .into_iter()
                .chain([
                    Effect::ShuffleInto { what, bind },
                    Effect::Shuffle {
                        who: PlayerRef::You,
                        placed,
                    },
                ])
                .collect();
            if may.is_some() {
                return Err(CardError::new(
                    "shuffling permanents into a library is not optional here: drop `may`",
                ));
            }
            return Ok(shuffled);
        }
        "shuffle" => {
            if !matches!(r.t.get("shuffle"), Some(toml::Value::Boolean(true))) {
                return Err(CardError::new(
                    "write `\"shuffle\"` (you shuffle your library) or `{ shuffle = true, who = \"target player\" }`",
                ));
            }
            let who = r.player()?;
            let placed = r.scope.bind_hidden();
            wrap(Effect::Shuffle { who, placed }, may)
        }
        "effect" => return temporary_rule(r, may),
        // CR 608.2d, 608.2g: "you may cast it without paying its mana cost"; "you may play
        // it" plays a land card too, as its player's land play (305.1, 305.2b, 305.3).
        "cast" => free_cast(r, may, false)?,
        "play" => free_cast(r, may, true)?,
        "copy" => {
            let what = main(r)?;
            let what = r.parse(&what, phrase::selector)?;
            let new_targets = match r.t.get("new-targets") {
                None => false,
                Some(toml::Value::Boolean(b)) => *b,
                Some(v) => {
                    return Err(CardError::new(format!(
                        "`new-targets` is true (\"You may choose new targets for the copy.\", \
                         CR 707.10c) or false, not {v}"
                    )))
                }
            };
            if may.is_some() {
                return Err(CardError::new(
                    "copying a spell is not optional here: drop `may` (the choice is the \
                     copy's new targets, `new-targets = true`)",
                ));
            }
            // CR 707.9b: "except it isn't legendary" (a copy of a spell, 707.10).
            let except = match r.text("except")? {
                None => crate::cards::effect::CopyExceptions::default(),
                Some(text) => copy_exceptions(&text)?,
            };
            Effect::CopySpell {
                what,
                new_targets,
                except: Box::new(except),
            }
        }
        other => {
            return Err(CardError::new(format!(
                "the verb `{other}` has no meaning yet"
            )))
        }
    };
    Ok(vec![effect])
}

/// `{ effect = "You may play lands and cast spells from your graveyard.", until = "end of
/// turn" }`: a continuous effect from a resolving spell or ability (CR 611.2) that changes a
/// rule for its controller, written as the static ability it amounts to (one per sentence).
/// Only abilities about players are read: one about objects would lock in its objects as it
/// begins (611.2c), which these parts do not say.
/// "[you / that player] may cast / play [it] without paying its mana cost" (CR 608.2d, 608.2g):
/// only an optional cast is modelled; "if the resulting spell's mana value is less than N" is
/// about a cast, not a land played.
fn free_cast(r: &mut StepReader, may: Option<PlayerRef>, play: bool) -> Result<Effect, CardError> {
    let verb = if play { "play" } else { "cast" };
    let text = r.need_text(verb, "a phrase")?;
    let (from, below) = r.parse(&text, phrase::cast_from_among)?;
    if play && below.is_some() {
        return Err(CardError::new(
            "\"if the resulting spell's mana value is less than N\" is about a cast: write `cast`",
        ));
    }
    let Some(who) = may else {
        return Err(CardError::new(format!(
            "only \"you may {verb}\" is modelled: add `may = true` (or `may = \"that player\"`)"
        )));
    };
    Ok(Effect::CastWithoutPaying {
        who,
        from,
        below,
        play,
    })
}

fn temporary_rule(r: &mut StepReader, may: Option<PlayerRef>) -> Result<Vec<Effect>, CardError> {
    use super::statics::Static;
    let text = r.need_text(
        "effect",
        "\"You may play lands and cast spells from your graveyard.\"",
    )?;
    let parts = r.parse(&text, phrase::static_ability)?;
    // "Creatures your opponents control attack this turn if able.": the text says how long.
    let says_this_turn = parts.iter().any(Static::says_this_turn);
    let says_this_game = parts.iter().any(Static::says_this_game);
    let until = if says_this_turn && !r.t.contains_key("until") {
        Duration::EndOfTurn
    } else if says_this_game && !r.t.contains_key("until") {
        Duration::RestOfGame
    } else {
        r.duration()?
    };
    let mut out = Vec::new();
    for ability in parts {
        let about_players = matches!(
            ability,
            Static::PlayFromGraveyard { .. }
                | Static::GraveyardToExile { .. }
                | Static::SkipDraw(_)
                | Static::SkipUntap(_)
                | Static::NoMaximumHandSize(_)
                | Static::AdditionalLands { .. }
                | Static::Flash { .. }
                | Static::CantCast { named: false, .. }
                | Static::CantActivateLoyalty(_)
                | Static::Cost(_)
                // CR 611.2c: a requirement changes no characteristics, so it is a rule
                // modification read as attackers are declared (later creatures too).
                | Static::AttacksIfAble { .. }
                // A rule about all damage, whoever deals or is dealt it.
                | Static::DamageCantBePrevented { .. }
                | Static::PreventAllCombatDamage { .. }
                // CR 615.1a: a prevention effect about the damage sources of a name deal.
                | Static::PreventDamageFrom { .. }
                // CR 614.1a: a one-shot replacement of its controller's next roll.
                | Static::NextRollTotal { .. }
                // CR 508.1c: a restriction read as attackers are declared (Agyrem's).
                | Static::CreaturesCantAttackYou
                // CR 104.3: a rule about players losing (Celestine Reef's).
                | Static::CantLoseGame { .. }
        );
        if !about_players {
            return Err(CardError::new(format!(
                "in \"{text}\": an effect with a duration here changes a rule for players (play \
                 or cast from a zone, exile instead of a graveyard, skip a step, costs, can't \
                 cast, can't activate loyalty abilities, creatures can't attack you, can't lose \
                 the game), not this ability"
            )));
        }
        let e = Effect::BeginStatic {
            ability: Box::new(ability),
            until,
        };
        out.push(match may {
            Some(who) => Effect::May { who, then: vec![e] },
            None => e,
        });
    }
    Ok(out)
}

/// The most sides a die may have (CR 706.1a: any positive N; every result is a state).
pub const MAX_DIE_SIDES: u8 = 20;

/// "a six-sided die", "a d20", "a dN" (CR 706.1a), "the planar die" (CR 901.9).
pub(crate) fn die_phrase(text: &str) -> Result<Effect, CardError> {
    let at = |offset: usize, message: String| CardError {
        message: format!("in \"{text}\": {message}"),
        phrase: Some((text.to_string(), offset)),
    };
    let norm = text.trim().trim_end_matches('.').to_ascii_lowercase();
    if norm == "the planar die" {
        return Ok(Effect::RollPlanarDie);
    }
    let lead = text.len() - text.trim_start().len();
    let Some(die) = norm.strip_prefix("a ") else {
        return Err(at(
            lead,
            "expected \"a six-sided die\", \"a d20\" or \"the planar die\"".into(),
        ));
    };
    const WORDS: [&str; 11] = [
        "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    let sides = if let Some(n) = die.strip_prefix('d') {
        n.parse::<u8>().ok()
    } else if let Some(n) = die.strip_suffix("-sided die") {
        WORDS
            .iter()
            .position(|w| *w == n)
            .filter(|&i| i > 0)
            .map(|i| i as u8)
            .or_else(|| n.parse::<u8>().ok())
    } else {
        None
    };
    match sides {
        Some(n) if (2..=MAX_DIE_SIDES).contains(&n) => Ok(Effect::RollDie { sides: n }),
        Some(n) => Err(at(
            lead + 2,
            format!(
                "a die here has 2 to {MAX_DIE_SIDES} sides, not {n} (every result is explored)"
            ),
        )),
        None => Err(at(
            lead + 2,
            "expected a die: \"six-sided die\", \"d6\" or \"d20\"".into(),
        )),
    }
}

/// "Search your library for a basic land card" (CR 701.23a): the player looks through their
/// library and chooses a card with the stated quality, or none: they need not find one even if
/// one is there (701.23b). Binds the card found ("it"); `may` is that choice already.
fn search(r: &mut StepReader, may: Option<PlayerRef>) -> Result<Vec<Effect>, CardError> {
    const LEAD: &str = "your library for ";
    let text = r.need_text("search", "\"your library for a basic land card\"")?;
    let Some(rest) = text
        .get(..LEAD.len())
        .filter(|l| l.eq_ignore_ascii_case(LEAD))
        .map(|_| text[LEAD.len()..].to_string())
    else {
        return Err(CardError {
            message: format!(
                "in \"{text}\": a search names the zone and what it looks for: \"your library \
                 for a basic land card\" (CR 701.23)"
            ),
            phrase: Some((text.clone(), 0)),
        });
    };
    if may.is_some_and(|p| p != PlayerRef::You) || r.t.contains_key("who") {
        return Err(CardError::new(
            "only the ability's controller searches their own library, so far: drop `who`",
        ));
    }
    // "up to two basic land cards" (CR 701.23d): at most that many, picked one by one.
    let up_to = rest
        .to_ascii_lowercase()
        .strip_prefix("up to ")
        .and_then(|t| t.split_once(' '))
        .and_then(|(n, _)| phrase::number_word(n))
        .filter(|&n| n >= 1);
    if let Some(max) = up_to {
        let words = rest.splitn(4, ' ').collect::<Vec<_>>();
        let plural = words.get(3..).map(|w| w.join(" ")).unwrap_or_default();
        let what = phrase::selector(&format!("each {plural} in your library"), r.scope)
            .map_err(|e| CardError::in_phrase(&text, phrase::PhraseError { at: 0, ..e }))?;
        let Selector::Each(mut f) = what else {
            return Err(CardError::new(
                "write \"your library for up to two basic land cards\"",
            ));
        };
        f.owner = Some(Relation::You);
        let name = r.bind_name()?;
        let bind = r.scope.bind(name.as_deref());
        return Ok(vec![Effect::ChooseUpTo {
            what: Selector::Each(f),
            max,
            bind,
        }]);
    }
    let mut what = phrase::selector(&format!("{rest} in your library"), r.scope).map_err(|e| {
        // Point into the text as written (the lead words come first).
        CardError::in_phrase(
            &text,
            phrase::PhraseError {
                at: e.at.min(rest.len()) + LEAD.len(),
                ..e
            },
        )
    })?;
    let Selector::One(f) = &mut what else {
        return Err(CardError::new(
            "a search finds one card here: \"your library for a basic land card\"",
        ));
    };
    f.owner = Some(Relation::You);
    let name = r.bind_name()?;
    let bind = r.scope.bind(name.as_deref());
    // CR 701.23b: finding nothing is always allowed when a quality is stated.
    Ok(vec![Effect::Choose {
        what,
        optional: true,
        bind,
    }])
}

/// `cost` of `becomes-foretold`: "its mana cost reduced by {N}" (CR 702.143d; the reduction
/// is of generic mana, 118.7a).
fn foretell_reduction(text: &str) -> Result<u8, CardError> {
    let t = text.trim().trim_end_matches('.').to_ascii_lowercase();
    let n = t
        .strip_prefix("its mana cost reduced by {")
        .or_else(|| t.strip_prefix("equal to its mana cost reduced by {"))
        .and_then(|rest| rest.strip_suffix('}'))
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|&n| n <= 20);
    n.ok_or_else(|| {
        CardError::new(format!(
            "`cost` of `becomes-foretold` is \"its mana cost reduced by {{N}}\" (N from 0 to \
             20, CR 702.143d), not \"{text}\""
        ))
    })
}

/// "You may cast it from your graveyard. If that spell would be put into your graveyard, exile
/// it instead." in `gains` (CR 601.3, 614.1a).
fn is_cast_permission(text: &str) -> bool {
    let t = text.trim().trim_end_matches('.').to_ascii_lowercase();
    t == "you may cast it from your graveyard. if that spell would be put into your graveyard, exile it instead"
}

/// "flashback" / "flashback. The flashback cost is equal to its mana cost." in `gains`.
fn is_granted_flashback(text: &str) -> bool {
    let t = text.trim().trim_end_matches('.').to_ascii_lowercase();
    t == "flashback" || t == "flashback. the flashback cost is equal to its mana cost"
}

/// The most time travels one step may ask for ("time travel three times").
const MAX_TIME_TRAVELS: u8 = 10;

/// Whether a `put` phrase names counters ("a +1/+1 counter", "two time counters", "X time
/// counters, where X is its mana value").
/// "{E}{E}": how many energy symbols (CR 107.14), if `s` is only those.
fn energy_symbols(s: &str) -> Option<u8> {
    let s = s.trim();
    let n = s.len() / 3;
    (n > 0 && n <= 20 && s.len() == n * 3 && s.to_ascii_uppercase() == "{E}".repeat(n))
        .then_some(n as u8)
}

/// Whether `s` names players only ("each opponent", "target player", "you"): where counters of
/// a player's kind go (CR 122.1).
fn names_players(s: &Selector) -> bool {
    use super::selector::TargetSpec;
    let player_spec = |t: &TargetSpec| matches!(t, TargetSpec::Player | TargetSpec::Opponent);
    match s {
        Selector::EachOpponent | Selector::EachPlayer | Selector::Player(_) => true,
        Selector::Target(_, t) => player_spec(t.inner()),
        Selector::Group { spec, .. } => player_spec(spec.inner()),
        Selector::And(all) => !all.is_empty() && all.iter().all(names_players),
        _ => false,
    }
}

fn is_counters(s: &str) -> bool {
    let s = s.trim().to_ascii_lowercase();
    s.ends_with(" counter")
        || s.ends_with(" counters")
        || s.contains(" counters, where ")
        || (s.starts_with("a number of ") && s.contains(" counters "))
}

/// "devour 5" (CR 702.82a): N, if `text` is devour N.
fn devour_word(text: &str) -> Option<u8> {
    let (word, n) = text.trim().split_once(' ')?;
    word.eq_ignore_ascii_case("devour")
        .then(|| n.trim().parse().ok())
        .flatten()
}

/// "crew 2", "trample, haste, and crew 2" (CR 702.122a): the keywords before crew N (without
/// the joining "and"), and N, if `text` ends with crew N.
fn crew_word(text: &str) -> Option<(String, u8)> {
    let t = text.trim();
    let (before, n) = t.rsplit_once(' ')?;
    let n: u8 = n.parse().ok()?;
    let before = before.trim_end();
    let cut = before.len().checked_sub(4)?;
    if !before.get(cut..)?.eq_ignore_ascii_case("crew")
        || (cut > 0 && !before[..cut].ends_with(' '))
    {
        return None;
    }
    let rest = before.get(..cut)?.trim_end();
    let rest = rest.strip_suffix(" and").unwrap_or(rest);
    let rest = rest.trim_end().trim_end_matches(',').trim();
    Some((rest.to_string(), n))
}

/// The predefined token investigating creates (CR 111.10f, 701.16a): the library's `clue.toml`.
pub const CLUE: &str = "Clue";

/// "a Clue token", "two Clue tokens", "X Clue tokens": how many, and the token's name (the
/// name of a `token = true` card definition).
/// Where the original begins in "a token that's a copy of [original]" (CR 707.2), if `text`
/// says that.
fn copy_token_phrase(text: &str) -> Option<(u8, usize)> {
    let lead = text.len() - text.trim_start().len();
    let lower = text
        .trim_start()
        .to_ascii_lowercase()
        .replace('\u{2019}', "'");
    if let Some(p) = ["a token that's a copy of ", "a token that is a copy of "]
        .iter()
        .find(|p| lower.starts_with(*p))
    {
        // Byte offsets in `text`: a curly apostrophe is three bytes, not one.
        let curly = text.trim_start().starts_with("a token that\u{2019}s");
        return Some((1, lead + p.len() + if curly { 2 } else { 0 }));
    }
    // "two tokens that are copies of it" (Chronozoa).
    let (word, rest) = lower.split_once(' ')?;
    let n = phrase::number_word(word).filter(|&n| n > 1)?;
    let tail = "tokens that are copies of ";
    rest.starts_with(tail)
        .then_some((n, lead + word.len() + 1 + tail.len()))
}

/// The exceptions of a copy effect (CR 707.9b), in the card's words: one or several clauses
/// ("it's white, it has no mana cost, and it's a Zombie in addition to its other types":
/// embalm's, 702.128a), each as `copy_exception` reads it.
pub(crate) fn copy_exceptions(
    text: &str,
) -> Result<crate::cards::effect::CopyExceptions, CardError> {
    let norm = text.replace('\u{2019}', "'");
    let mut all = crate::cards::effect::CopyExceptions::default();
    for clause in norm.split(", and ").flat_map(|c| c.split(", ")) {
        let one = copy_exception(clause)?;
        all.not_legendary |= one.not_legendary;
        all.add_subtypes = all.add_subtypes.union(one.add_subtypes);
        all.colors |= one.colors;
        all.no_mana_cost |= one.no_mana_cost;
    }
    Ok(all)
}

/// One exception of a copy effect (CR 707.9b): "it isn't legendary" (also "... if the spell
/// is legendary": a copy that isn't legendary either way), "it's a Shapeshifter Rogue in
/// addition to its other types" (creature types it has besides those it copies, CR 205.3m),
/// "it's white" (its colour, 105.1), "it has no mana cost" (202.1).
fn copy_exception(text: &str) -> Result<crate::cards::effect::CopyExceptions, CardError> {
    let norm = text.trim().trim_end_matches('.').replace('\u{2019}', "'");
    let lower = norm.to_ascii_lowercase();
    const NOT_LEGENDARY: [&str; 5] = [
        "those creatures aren't legendary",
        "they aren't legendary",
        "it isn't legendary",
        "the token isn't legendary",
        "those tokens aren't legendary",
    ];
    // "except it isn't legendary if the spell is legendary" (Double Major): a copy of a
    // nonlegendary spell isn't legendary anyway, so the condition changes nothing.
    let unconditional = ["if the spell is legendary", "if that spell is legendary"]
        .iter()
        .find_map(|tail| lower.strip_suffix(tail))
        .map_or(lower.as_str(), str::trim_end);
    if NOT_LEGENDARY.contains(&unconditional) {
        return Ok(crate::cards::effect::CopyExceptions {
            not_legendary: true,
            ..Default::default()
        });
    }
    // "it has no mana cost" (CR 707.9b, 702.128a).
    if ["it has no mana cost", "they have no mana cost"].contains(&lower.as_str()) {
        return Ok(crate::cards::effect::CopyExceptions {
            no_mana_cost: true,
            ..Default::default()
        });
    }
    // "it's white" (CR 707.9b, 105.1): the copy is that colour (and no other).
    let colored = ["it's ", "it is ", "they're ", "they are "]
        .iter()
        .find_map(|head| lower.strip_prefix(head))
        .and_then(|c| phrase::color_word(c.trim()));
    if let Some(c) = colored {
        return Ok(crate::cards::effect::CopyExceptions {
            colors: c.bit(),
            ..Default::default()
        });
    }
    // "it's a Shapeshifter Rogue in addition to its other types" (CR 707.9b, 205.3m).
    const ADDED: [(&str, &str); 4] = [
        ("it's ", " in addition to its other types"),
        ("it is ", " in addition to its other types"),
        ("they're ", " in addition to their other types"),
        ("they are ", " in addition to their other types"),
    ];
    for (head, tail) in ADDED {
        let Some(middle) = lower
            .strip_prefix(head)
            .and_then(|rest| rest.strip_suffix(tail))
        else {
            continue;
        };
        let at = head.len();
        let original = &norm[at..at + middle.len()];
        let mut words = original.split_whitespace().peekable();
        if words
            .peek()
            .is_some_and(|w| ["a", "an"].contains(&w.to_ascii_lowercase().as_str()))
        {
            words.next();
        }
        let mut added = crate::cards::creature_types::CreatureTypes::default();
        let mut rest: Vec<&str> = words.collect();
        while !rest.is_empty() {
            // "Time Lord" is the one creature type of two words (CR 205.3m).
            let two = rest
                .get(..2)
                .and_then(|w| crate::cards::creature_types::index(&w.join(" ")));
            let (i, n) = match two {
                Some(i) => (i, 2),
                None => match crate::cards::creature_types::from_word(rest[0]) {
                    Some(i) => (i, 1),
                    None => {
                        let word = rest[0];
                        let offset = text.find(word).unwrap_or(0);
                        return Err(CardError::in_phrase(
                            text,
                            PhraseError {
                                at: offset,
                                message: format!(
                                    "'{word}' is not a creature type (CR 205.3m): the types a \
                                     copy has in addition to its other types"
                                ),
                            },
                        ));
                    }
                },
            };
            added = added.with(i);
            rest.drain(..n);
        }
        if added.is_empty() {
            break;
        }
        return Ok(crate::cards::effect::CopyExceptions {
            add_subtypes: added,
            ..Default::default()
        });
    }
    Err(CardError::in_phrase(
        text,
        PhraseError {
            at: 0,
            message: format!(
                "unknown copy exception; known: {}, \"it's a Shapeshifter Rogue in addition to \
                 its other types\", \"it's white\", \"it has no mana cost\" (CR 707.9b)",
                NOT_LEGENDARY.map(|t| format!("\"{t}\"")).join(", ")
            ),
        },
    ))
}

fn token_phrase(text: &str, r: &mut StepReader) -> Result<(Amount, String), CardError> {
    let at = |offset: usize, message: String| CardError {
        message: format!("in \"{text}\": {message}"),
        phrase: Some((text.to_string(), offset)),
    };
    // "a number of Goblin tokens equal to the result" (CR 706.2).
    if let Some(rest) = text.trim().strip_prefix("a number of ") {
        let Some((name, amount)) = rest.split_once(" tokens equal to ") else {
            return Err(at(
                text.len(),
                "expected \"a number of NAME tokens equal to ...\"".into(),
            ));
        };
        let off = text.find(amount).unwrap_or(0);
        let n = r.parse(amount, phrase::amount).map_err(|e| {
            let o = e.phrase.as_ref().map_or(0, |(_, o)| *o);
            at(off + o, e.message)
        })?;
        return Ok((n, name.trim().to_string()));
    }
    // "a 1/1 white Spirit creature token with flying": the keywords go onto the end of the
    // token's description ("1/1 white Spirit creature with flying", CR 111.4).
    let moved;
    let text = match text
        .split_once(" token with ")
        .or_else(|| text.split_once(" tokens with "))
    {
        Some((before, with)) => {
            let token = if text.contains(" tokens with ") {
                "tokens"
            } else {
                "token"
            };
            moved = format!("{before} with {} {token}", with.trim_end());
            moved.as_str()
        }
        None => text,
    };
    let trimmed = text.trim_end();
    let Some(body) = trimmed
        .strip_suffix(" tokens")
        .or_else(|| trimmed.strip_suffix(" token"))
    else {
        return Err(at(
            trimmed.len(),
            "expected 'token' or 'tokens' at the end, as in \"a Clue token\"".into(),
        ));
    };
    let lead = body.len() - body.trim_start().len();
    let body = body.trim_start();
    let (count, name) = body.split_once(' ').unwrap_or((body, ""));
    let name = name.trim();
    if name.is_empty() {
        return Err(at(
            lead,
            "expected how many and the token's name, as in \"two Clue tokens\"".into(),
        ));
    }
    let n = if count.eq_ignore_ascii_case("a") || count.eq_ignore_ascii_case("an") {
        Amount::Fixed(1)
    } else {
        r.parse(count, phrase::amount).map_err(|e| {
            let off = e.phrase.as_ref().map_or(0, |(_, o)| *o);
            at(lead + off, e.message)
        })?
    };
    Ok((n, name.to_string()))
}

/// "two cards", "three nonland cards": how many cards a `discard` step takes (1 to 7), and the
/// phrase for one of them ("a card", "a nonland card"); any other text is one card as written.
fn discard_count(text: &str) -> (u8, String) {
    let mut words = text.trim().splitn(2, ' ');
    let first = words.next().unwrap_or_default().to_ascii_lowercase();
    let rest = words.next().unwrap_or_default();
    let n = match first.as_str() {
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        "six" => 6,
        "seven" => 7,
        _ => return (1, text.to_string()),
    };
    let one = match rest.strip_suffix("cards") {
        Some(kind) => format!("a {kind}card"),
        None => return (1, text.to_string()),
    };
    (n, one)
}

/// "the battlefield tapped under your control": the place without the words that say how a
/// permanent arrives there (CR 110.5b: tapped; 110.2a: "under your control" is what "the
/// battlefield" means in an instruction already, "under its owner's control" is not).
fn battlefield_words(text: &str) -> (&str, BattlefieldWords) {
    let mut s = text.trim();
    let mut words = BattlefieldWords::default();
    loop {
        if let Some(rest) = s.strip_suffix("under your control") {
            s = rest.trim_end();
        } else if let Some(rest) = ["under its owner's control", "under their owners' control"]
            .iter()
            .find_map(|w| s.strip_suffix(w))
        {
            s = rest.trim_end();
            words.under_owners_control = true;
        } else if let Some(rest) = s.strip_suffix("tapped") {
            s = rest.trim_end();
            words.tapped = true;
        } else {
            return (s, words);
        }
    }
}

/// How a permanent arrives, said after "the battlefield".
#[derive(Clone, Copy, Default)]
struct BattlefieldWords {
    tapped: bool,
    under_owners_control: bool,
}

/// A step that names two objects: the verb's ("fight", "attach") and `key`'s.
fn two_objects(
    r: &mut StepReader,
    verb: &str,
    key: &str,
    example: &str,
) -> Result<(Selector, Box<Selector>), CardError> {
    let what = r.need_text(verb, "a phrase")?;
    let what = r.parse(&what, phrase::selector)?;
    let other = r.need_text(key, example)?;
    let other = r.parse(&other, phrase::selector)?;
    Ok((what, Box::new(other)))
}

/// At most this many phases one instruction adds (CR 500.8; the cards that add phases add one
/// or two).
pub const MAX_ADDED_PHASES: usize = 4;

/// "an additional combat phase followed by an additional main phase" (`additional-phases`, CR
/// 500.8): the phases in the order they come; only combat and main phases (505.1a: an
/// additional main phase is a postcombat main phase).
fn added_phases(text: &str) -> Result<Vec<crate::cards::AddedPhase>, CardError> {
    use crate::cards::AddedPhase;
    let lower = text.trim().trim_end_matches('.').to_ascii_lowercase();
    let mut out = Vec::new();
    for part in lower
        .split(" followed by ")
        .flat_map(|p| p.split(", then "))
        .map(|p| p.trim().trim_end_matches(',').trim())
    {
        let phase = match part {
            "an additional combat phase" | "additional combat phase" | "a combat phase" => {
                AddedPhase::Combat
            }
            "an additional main phase" | "additional main phase" | "a main phase" => {
                AddedPhase::Main
            }
            _ => {
                return Err(CardError::new(format!(
                    "'{part}' is not a phase the language can add: write \"an additional combat \
                     phase\" or \"an additional main phase\", joined by \"followed by\" (CR \
                     500.8)"
                )))
            }
        };
        out.push(phase);
    }
    if out.is_empty() || out.len() > MAX_ADDED_PHASES {
        return Err(CardError::new(format!(
            "one to {MAX_ADDED_PHASES} additional phases, not {}",
            out.len()
        )));
    }
    Ok(out)
}
