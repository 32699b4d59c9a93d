//! The phrase grammar: card text such as "a nonland card with mana value 3 or less from your
//! hand", "the top three cards of your library", "two time counters" or "a legendary
//! creature you control enters", parsed into selectors, amounts and events.
//!
//! Every word has one meaning. An unknown word is an error at its byte offset in the phrase,
//! naming what could come there.

use super::effect::{CounterKind, Place};
use super::event::{DamageTo, EventPattern};
use super::selector::{
    Amount, Compare, Condition, Deck, Filter, NameOf, PlayerRef, Relation, Selector, Slot, Status,
    TargetSpec, TurnFact,
};
use super::statics::CastFrom;
use super::{Step, Types, Zone};

/// A phrase that does not parse: where (a byte offset in the phrase) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhraseError {
    pub at: usize,
    pub message: String,
}

pub type Parsed<T> = Result<T, PhraseError>;

/// What an activated ability's instructions call the card its exile cost exiled (CR 400.7j):
/// the ability's first binding (slot 0), filled as it resolves.
pub const EXILED_CARD: &str = "the exiled card";

/// What a zone-change trigger's instructions call the object that moved ("it", "that card"):
/// the ability's first binding (slot 0), filled as it resolves.
pub const MOVED_CARD: &str = "that card";

/// What a `mill` instruction binds: "the milled cards" (CR 701.17a).
pub const MILLED_CARDS: &str = "the milled cards";

/// The names an ability's phrases can refer to: its card's name ("this"), what earlier
/// instructions bound ("it", `as` names), and how many targets it has named so far.
#[derive(Clone, Debug, Default)]
pub struct Scope {
    pub card: String,
    /// Slot `i` is called `names[i]` (an `as` name, or "" for an unnamed binding).
    pub names: Vec<String>,
    /// What "it", "them", "that card" mean: the latest binding.
    pub last: Option<Slot>,
    /// The latest set looked at or revealed: what "the rest" is the rest of.
    pub last_set: Option<Slot>,
    pub targets: u8,
    /// The latest target named, which "that creature" refers to again ("Untap target
    /// attacking creature. Prevent all combat damage ... dealt by that creature").
    pub last_target: Option<(u8, TargetSpec)>,
    /// The bindings of the instructions that exiled something: "each card exiled this way".
    pub exiled: Vec<Slot>,
    /// The player the latest "target player / opponent" named: what "that player" means in an
    /// ability whose event names no player.
    pub last_player: Option<PlayerRef>,
    /// The ability's event is "becomes the target of a spell or ability": "that spell or
    /// ability" means the one that targeted (CR 603.2e).
    pub targeted_by: bool,
    /// The ability's event has an amount ("whenever this creature deals combat damage to a
    /// player": the damage dealt, CR 510.2): "that many" and "that much" mean it.
    pub event_amount: bool,
    /// Inside "for each opponent, ...": "that player's" is the opponent of each target.
    pub each_opponent: bool,
    /// The spell has a sacrifice cost ("As an additional cost to cast this spell, sacrifice a
    /// creature"): "the sacrificed creature's power" reads what was sacrificed (CR 608.2h).
    pub sacrificed: bool,
}

impl Scope {
    pub fn new(card: &str) -> Scope {
        Scope {
            card: card.to_string(),
            ..Scope::default()
        }
    }

    /// A new binding, called `name` if given; it becomes "it".
    pub fn bind(&mut self, name: Option<&str>) -> Slot {
        let slot = self.names.len() as Slot;
        self.names.push(name.unwrap_or("").to_ascii_lowercase());
        self.last = Some(slot);
        slot
    }

    /// A binding no phrase names ("it" keeps its meaning): what an exile instruction moved,
    /// for "each card exiled this way".
    pub fn bind_hidden(&mut self) -> Slot {
        let slot = self.names.len() as Slot;
        self.names.push(String::new());
        slot
    }

    fn named(&self, word: &str) -> Option<Slot> {
        self.names
            .iter()
            .rposition(|n| !n.is_empty() && n == word)
            .map(|i| i as Slot)
    }
}

#[derive(Clone, Copy, Debug)]
struct Tok<'a> {
    at: usize,
    word: &'a str,
}

/// Lower-case words and the punctuation card text uses; `+1/+1` and `{T}` are one word.
fn words(text: &str) -> Vec<Tok<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, ch) in text.char_indices() {
        let part = ch.is_alphanumeric() || "'+/-{}~’".contains(ch);
        match (part, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push(Tok {
                    at: s,
                    word: &text[s..i],
                });
                start = None;
            }
            _ => {}
        }
        if ch == ',' {
            out.push(Tok {
                at: i,
                word: &text[i..i + 1],
            });
        }
    }
    if let Some(s) = start {
        out.push(Tok {
            at: s,
            word: &text[s..],
        });
    }
    out
}

/// Every word the grammar knows, for "did you mean" hints.
const VOCABULARY: &[&str] = &[
    "this",
    "it",
    "them",
    "that",
    "card",
    "cards",
    "target",
    "any",
    "each",
    "all",
    "another",
    "other",
    "rest",
    "top",
    "library",
    "planar",
    "deck",
    "permanent",
    "permanents",
    "spell",
    "spells",
    "player",
    "land",
    "lands",
    "creature",
    "creatures",
    "instant",
    "sorcery",
    "artifact",
    "enchantment",
    "planeswalker",
    "plane",
    "phenomenon",
    "nonland",
    "noncreature",
    "legendary",
    "tapped",
    "untapped",
    "suspended",
    "plotted",
    "face-up",
    "attacking",
    "blocking",
    "enchanted",
    "equipped",
    "unenchanted",
    "nonlegendary",
    "control",
    "own",
    "opponent",
    "with",
    "mana",
    "value",
    "power",
    "toughness",
    "from",
    "among",
    "in",
    "exile",
    "hand",
    "graveyard",
    "battlefield",
    "less",
    "greater",
    "time",
    "+1/+1",
    "counter",
    "counters",
    "enters",
    "becomes",
    "casts",
    "activates",
    "beginning",
    "upkeep",
    "end",
    "step",
    "chaos",
    "ensues",
    "encounter",
    "roll",
    "die",
    "bottom",
    "kicked",
    "otherwise",
    "many",
    "number",
    "flying",
    "reach",
    "haste",
    "flash",
    "first",
    "strike",
    "double",
    "vigilance",
    "without",
    "doesn't",
    "has",
    "have",
    "combat",
    "damage",
    "dealt",
    "prevent",
    "anywhere",
    "delay",
    "more",
    "cost",
    "costs",
    "cast",
    "can't",
    "block",
    "skip",
    "maximum",
    "instead",
    "up",
    "exiled",
    "way",
    "suspend",
    "random",
    "order",
    "dies",
    "leaves",
    "put",
    "into",
    "opponent's",
    "their",
    "equal",
    "dice",
    "result",
    "results",
    "even",
    "odd",
    "values",
    "basic",
    "nonbasic",
    "search",
    "shuffle",
    "onto",
    "second",
    "turn",
    "multicolored",
];

/// The most targets one "target" word may have ("one, two, three, or four targets").
pub const MAX_GROUP: u8 = 4;

const NUMBERS: [&str; 11] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
];

/// How card text writes the number `n` ("two"; digits past ten).
pub(crate) fn word_of(n: i64) -> String {
    usize::try_from(n)
        .ok()
        .and_then(|i| NUMBERS.get(i))
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

/// A colour word (CR 105.1): "white", "blue", "black", "red", "green".
pub(crate) fn color_word(w: &str) -> Option<crate::cards::mana_cost::Color> {
    use crate::cards::mana_cost::Color;
    Some(match w {
        "white" => Color::W,
        "blue" => Color::U,
        "black" => Color::B,
        "red" => Color::R,
        "green" => Color::G,
        _ => return None,
    })
}

/// A word that may stand before others in a list of adjectives ("nonartifact, nonblack").
fn adjective_word(w: &str) -> bool {
    let non = w.strip_prefix("non").map(|r| r.trim_start_matches('-'));
    color_word(w).is_some()
        || non.is_some_and(|r| {
            type_word(r).is_some()
                || color_word(r).is_some()
                || r == "token"
                || crate::cards::effect::artifact_type_bit(r).is_some()
        })
        || matches!(
            w,
            "tapped"
                | "untapped"
                | "legendary"
                | "nonlegendary"
                | "basic"
                | "nonbasic"
                | "multicolored"
                | "attacking"
                | "blocking"
                | "unenchanted"
        )
}

fn type_word(w: &str) -> Option<Types> {
    Some(match w {
        "land" | "lands" => Types::LAND,
        "creature" | "creatures" => Types::CREATURE,
        "instant" | "instants" => Types::INSTANT,
        "sorcery" | "sorceries" => Types::SORCERY,
        "artifact" | "artifacts" => Types::ARTIFACT,
        "enchantment" | "enchantments" => Types::ENCHANTMENT,
        "planeswalker" | "planeswalkers" => Types::PLANESWALKER,
        "plane" | "planes" => Types::PLANE,
        "phenomenon" | "phenomena" => Types::PHENOMENON,
        _ => return None,
    })
}

struct Parser<'a, 's> {
    text: &'a str,
    toks: Vec<Tok<'a>>,
    i: usize,
    scope: &'s mut Scope,
    lower: String,
    /// The phrase's place says where its cards are ("reveal until a nonland card": in the
    /// library or deck revealed from), so a card needs no zone of its own.
    zone_implied: bool,
    /// An event phrase is read up to "and", which joins trigger conditions (CR 603.2).
    stop_at_and: bool,
    /// A prohibition's spells are read up to "from", which says where they are cast from
    /// ("can't cast spells from exile", CR 601.2a), not where the cards are.
    stop_at_from: bool,
    /// The description is of "all" / "each" / "a" objects of an instruction, where "from
    /// target player's graveyard" may name a target player (CR 115.1) the objects are read
    /// from.
    player_zone_target: bool,
    /// A capitalised word may be a subtype used as a noun ("untapped Brainiacs you control",
    /// CR 205.3): only where no card name can stand (a cost's description).
    subtype_nouns: bool,
}

impl<'a, 's> Parser<'a, 's> {
    fn new(text: &'a str, scope: &'s mut Scope) -> Parser<'a, 's> {
        Parser {
            text,
            toks: words(text),
            i: 0,
            scope,
            lower: String::new(),
            zone_implied: false,
            stop_at_and: false,
            stop_at_from: false,
            player_zone_target: false,
            subtype_nouns: false,
        }
    }

    fn peek(&mut self) -> Option<&str> {
        let t = self.toks.get(self.i)?;
        self.lower = t.word.to_lowercase().replace('’', "'");
        Some(&self.lower)
    }

    fn peek_is(&mut self, w: &str) -> bool {
        self.peek() == Some(w)
    }

    /// Whether the word `k` places after the next one is `w`.
    fn peek_at_is(&self, k: usize, w: &str) -> bool {
        self.toks
            .get(self.i + k)
            .is_some_and(|t| t.word.eq_ignore_ascii_case(w))
    }

    /// The word `k` places after the next one, in lower case.
    fn word_at(&self, k: usize) -> Option<String> {
        self.toks.get(self.i + k).map(|t| t.word.to_lowercase())
    }

    fn here(&self) -> usize {
        self.toks.get(self.i).map_or(self.text.len(), |t| t.at)
    }

    fn err<T>(&self, message: impl Into<String>) -> Parsed<T> {
        Err(PhraseError {
            at: self.here(),
            message: message.into(),
        })
    }

    fn expected<T>(&mut self, what: &str) -> Parsed<T> {
        match self.peek().map(str::to_string) {
            Some(w) => {
                // A word the grammar knows, or one an expected phrase begins with, is not a
                // typo: it is out of place, and the nearest other word ("the" -> "them")
                // would mislead.
                let known = VOCABULARY.contains(&w.as_str())
                    || what.contains(&format!("'{w} "))
                    || what.contains(&format!("'{w}'"));
                let near = crate::diagnostics::nearest(&w, VOCABULARY.iter().copied())
                    .filter(|n| *n != w && !known)
                    .map(|n| format!(" (did you mean '{n}'?)"))
                    .unwrap_or_default();
                self.err(format!("unexpected '{w}'{near}: expected {what}"))
            }
            None => self.err(format!("the phrase ends here: expected {what}")),
        }
    }

    /// Takes `w` if it comes next.
    fn eat(&mut self, w: &str) -> bool {
        if self.peek_is(w) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    /// Takes the words of `seq` if they all come next.
    fn eat_seq(&mut self, seq: &[&str]) -> bool {
        let save = self.i;
        for w in seq {
            if !self.eat(w) {
                self.i = save;
                return false;
            }
        }
        true
    }

    fn need(&mut self, w: &str) -> Parsed<()> {
        if self.eat(w) {
            Ok(())
        } else {
            self.expected(&format!("'{w}'"))
        }
    }

    fn done(&mut self) -> bool {
        self.i >= self.toks.len() || (self.stop_at_and && self.peek_is("and"))
    }

    fn finish<T>(&mut self, v: T) -> Parsed<T> {
        if self.done() {
            Ok(v)
        } else {
            self.expected("the end of the phrase")
        }
    }

    /// A number word or digits ("a"/"an" is one).
    fn number(&mut self) -> Option<u8> {
        let n = number_word(self.peek()?)?;
        self.i += 1;
        Some(n)
    }
}

/// A number word or digits, on its own ("a"/"an" is one; "two", "3").
pub fn number_word(w: &str) -> Option<u8> {
    if w == "a" || w == "an" {
        Some(1)
    } else if let Some(n) = NUMBERS.iter().position(|&x| x == w) {
        Some(n as u8)
    } else {
        w.parse::<u8>().ok()
    }
}

impl<'a, 's> Parser<'a, 's> {
    /// The card's own name ("this card" in Oracle text), if it comes next.
    fn eat_card_name(&mut self) -> bool {
        let card = self.scope.card.clone();
        let name: Vec<String> = words(&card)
            .iter()
            .map(|t| t.word.to_lowercase().replace('’', "'"))
            .collect();
        if name.is_empty() {
            return false;
        }
        let save = self.i;
        if name.iter().all(|w| self.eat(w)) {
            return true;
        }
        self.i = save;
        // CR 201.5c: a shortened name, the part before the comma ("Satoru" for "Satoru, the
        // Infiltrator"), means the full name.
        if let Some(k) = name.iter().position(|w| w == ",").filter(|&k| k > 0) {
            if name[..k].iter().all(|w| self.eat(w)) {
                return true;
            }
        }
        self.i = save;
        // CR 201.5c: likewise the part before an epithet with "the" ("Gandalf" for "Gandalf
        // the Grey").
        if let Some(k) = name.iter().position(|w| w == "the").filter(|&k| k > 0) {
            if !name[..k].contains(&",".to_string()) && name[..k].iter().all(|w| self.eat(w)) {
                return true;
            }
        }
        self.i = save;
        false
    }

    /// "this", "this card", "this creature", "this Class" (CR 716), the card's name: the
    /// source.
    fn this(&mut self) -> bool {
        if self.eat("this") || self.eat("~") {
            let w = self.peek().map(str::to_string);
            if let Some(w) = w {
                if [
                    "card",
                    "creature",
                    "permanent",
                    "spell",
                    "plane",
                    "phenomenon",
                    "class",
                ]
                .contains(&w.as_str())
                    || type_word(&w).is_some()
                    // "this Vehicle" (CR 205.3g: an artifact type).
                    || crate::cards::effect::artifact_type_bit(&w).is_some()
                {
                    self.i += 1;
                }
            }
            return true;
        }
        self.eat_card_name()
    }

    /// "it", "them", "that card", or an `as` name.
    fn reference(&mut self) -> Parsed<Option<Slot>> {
        let save = self.i;
        let pronoun = self.eat("it")
            || self.eat("them")
            || self.eat_seq(&["that", "card"])
            || self.eat_seq(&["those", "cards"])
            // A cast trigger's spell (CR 601.2i): "counter that spell", "exile the spell you
            // cast".
            || self.eat_seq(&["that", "spell"])
            || self.eat_seq(&["the", "spell", "you", "cast"]);
        if self.eat_seq(&["the", "exiled", "card"]) {
            return match self.scope.named(EXILED_CARD) {
                Some(s) => Ok(Some(s)),
                None => {
                    self.i = save;
                    self.err(
                        "'the exiled card' is the card an activated ability's `exile` cost \
                         exiled: give the ability an `exile = \"a ... card from your hand\"` cost",
                    )
                }
            };
        }
        if self.eat_seq(&["the", "milled", "cards"]) {
            return match self.scope.named(MILLED_CARDS) {
                Some(s) => Ok(Some(s)),
                None => {
                    self.i = save;
                    self.err("'the milled cards' are those an earlier `mill` step milled")
                }
            };
        }
        if pronoun {
            return match self.scope.last {
                Some(s) => Ok(Some(s)),
                None => {
                    self.i = save;
                    self.err(
                        "'it' has nothing to refer to here: an earlier instruction must name a target, look \
                         at, reveal, choose or move something first (or name it with `as`)",
                    )
                }
            };
        }
        if let Some(w) = self.peek().map(str::to_string) {
            if let Some(s) = self.scope.named(&w) {
                self.i += 1;
                return Ok(Some(s));
            }
        }
        Ok(None)
    }

    /// A selector: see the module note.
    fn selector(&mut self) -> Parsed<Selector> {
        if self.this() {
            return self.finish(Selector::This);
        }
        // "for each opponent, exile up to one target creature card from that player's
        // graveyard" (CR 601.2c): a target for each opponent.
        if self.eat_seq(&["for", "each", "opponent"]) {
            let _ = self.eat(",");
            return self.per_opponent();
        }
        // "that spell's controller": the player the event is about (a spell's controller is
        // its caster, CR 110.2, 601.2a), as a recipient of damage.
        if self.eat_seq(&["that", "spell's", "controller"]) {
            return self.finish(Selector::Player(PlayerRef::ThatPlayer));
        }
        // "deals 1 damage to that player": the player named before, or the one the event is
        // about (`player`), as a recipient of damage (CR 120.3a).
        if self.peek_is("that") && self.peek_at_is(1, "player") {
            let r = self.player()?;
            return Ok(Selector::Player(r));
        }
        // CR 603.2e, 702.21a: "counter that spell or ability": the spell or ability whose
        // targeting made the ability trigger.
        let save = self.i;
        if self.eat_seq(&["that", "spell", "or", "ability"]) {
            if !self.scope.targeted_by {
                self.i = save;
                return self.err(
                    "'that spell or ability' is the spell or ability that targeted this, in an \
                     ability that triggers \"whenever this permanent becomes the target of a \
                     spell or ability\" (CR 603.2e)",
                );
            }
            return self.finish(Selector::ThatSpellOrAbility);
        }
        // "Untap target creature and gain control of it": with nothing bound, "it" is the
        // object the last "target" word named (CR 115.1; checked again, 608.2b).
        if self.scope.last.is_none() && (self.peek_is("it") || self.peek_is("them")) {
            if let Some((i, spec)) = self.scope.last_target.clone() {
                self.i += 1;
                return self.finish(Selector::Target(i, spec));
            }
        }
        if let Some(s) = self.reference()? {
            if self.eat("and") {
                // "self and other", "mine and theirs": both bindings (CR 608.2c).
                let mut slots = vec![s];
                loop {
                    match self.reference()? {
                        Some(t) => slots.push(t),
                        None => return self.expected("a name bound earlier, after 'and'"),
                    }
                    if !self.eat("and") {
                        break;
                    }
                }
                return self.finish(Selector::AllOf(slots, Filter::default()));
            }
            return self.finish(Selector::Bound(s));
        }
        if let Some(t) = self.that_target()? {
            return self.finish(t);
        }
        if let Some(sel) = self.exiled_this_way()? {
            return self.finish(sel);
        }
        if self.eat_seq(&["the", "rest"]) {
            let of = if self.eat("of") {
                match self.reference()? {
                    Some(s) => Some(s),
                    None => return self.expected("a name bound earlier, after 'the rest of'"),
                }
            } else {
                self.scope.last_set
            };
            return match of {
                Some(s) => self.finish(Selector::RestOf(s)),
                None => self.err("'the rest' of what? nothing was looked at or revealed before"),
            };
        }
        // "that many cards from the top of your library" (Glimpse of Tomorrow): as many as
        // the binding before holds.
        if self.peek_is("that") && self.peek_at_is(1, "many") && self.peek_at_is(2, "cards") {
            let Some(s) = self.scope.last else {
                return self.err("'that many' has nothing to count: bind something first");
            };
            self.i += 3;
            if !self.eat_seq(&["from", "the", "top", "of", "your", "library"]) {
                return self.expected("'from the top of your library'");
            }
            return self.finish(Selector::Top {
                n: Amount::CountOf(s),
                deck: Deck::Library,
            });
        }
        if self.eat_seq(&["the", "top"]) {
            let n = self.number().unwrap_or(1);
            if !(self.eat("card") || self.eat("cards")) {
                return self.expected("'card' or 'cards'");
            }
            self.need("of")?;
            // "their library": the one instructed's ("each player exiles the top three cards
            // of their library", `who`).
            if !self.eat("their") {
                self.need("your")?;
            }
            let deck = if self.eat("library") {
                Deck::Library
            } else if self.eat_seq(&["planar", "deck"]) {
                Deck::Planar
            } else {
                return self.expected("'library' or 'planar deck'");
            };
            return self.finish(Selector::Top {
                n: Amount::Fixed(n),
                deck,
            });
        }
        if let Some(group) = self.target_group()? {
            return self.finish(group);
        }
        if self.eat_seq(&["any", "target"]) {
            let i = self.next_target();
            return self.finish(Selector::Target(i, TargetSpec::Any));
        }
        let up_to = self.eat_seq(&["up", "to", "one", "target"]);
        if up_to {
            // CR 115.1d, 601.2c: "up to one target creature" may have no target.
            let i = self.next_target();
            let spec = self.target_spec()?;
            return self.finish(Selector::Target(i, TargetSpec::UpToOne(Box::new(spec))));
        }
        // "another target creature you control" (Cunning Coyote): "target other creature you
        // control", not the object the ability is of (CR 115.1, 109.2).
        // "a second target creature", "a third target creature" (Raven's Run): "another", one
        // chosen for none of the "target" words before (CR 115.3).
        if self.eat_seq(&["another", "target"])
            || self.eat_seq(&["a", "second", "target"])
            || self.eat_seq(&["a", "third", "target"])
        {
            return match self.one_target()? {
                Selector::Target(i, TargetSpec::Object(mut f)) => {
                    f.other = true;
                    self.finish(Selector::Target(i, TargetSpec::Object(f)))
                }
                _ => self.expected("an object after 'another target' ('another target creature')"),
            };
        }
        if self.eat("target") {
            let first = self.one_target()?;
            // "destroy target creature and all other creatures with the same name as that
            // creature": the target and a set read from it, acted on together.
            if self.peek_is("and") && (self.peek_at_is(1, "all") || self.peek_at_is(1, "each")) {
                self.i += 2;
                let f = self.description()?;
                return self.finish(Selector::And(vec![first, Selector::Each(f)]));
            }
            if !self.eat_seq(&["and", "target"]) {
                return self.finish(first);
            }
            // CR 115.3, 601.2c: "target A and target B" are two "target" words.
            let mut all = vec![first, self.one_target()?];
            while self.eat_seq(&["and", "target"]) {
                all.push(self.one_target()?);
            }
            return self.finish(Selector::And(all));
        }
        if self.eat_seq(&["each", "opponent"]) {
            return self.finish(Selector::EachOpponent);
        }
        // "... and 2 damage to you" (Char): the controller, as a recipient (CR 120.3a).
        if self.peek_is("you") && self.i + 1 == self.toks.len() {
            self.i += 1;
            return self.finish(Selector::Player(PlayerRef::You));
        }
        // "each player gets a poison counter" (CR 122.1): every player still in the game.
        if self.eat_seq(&["each", "player"]) {
            return self.finish(Selector::EachPlayer);
        }
        if self.eat("each") || self.eat("all") {
            let mut f = self.description_of_objects()?;
            // "each creature without flying and each player" (Earthquake): the objects and
            // every player, dealt damage at once (CR 120.2).
            if self.peek_is("and")
                && self.peek_at_is(1, "each")
                && self.peek_at_is(2, "player")
                && self.i + 3 == self.toks.len()
            {
                self.i += 3;
                return self.finish(Selector::And(vec![Selector::Each(f), Selector::EachPlayer]));
            }
            // "each creature and each planeswalker" (Mount Keralia): one set, of either type.
            while self.peek_is("and")
                && self
                    .toks
                    .get(self.i + 1)
                    .is_some_and(|t| t.word.eq_ignore_ascii_case("each"))
            {
                let at = self.here();
                self.i += 2;
                let g = self.description()?;
                let only_types = |f: &Filter| {
                    Filter {
                        types: f.types,
                        ..Filter::default()
                    } == *f
                };
                if !(only_types(&f) && only_types(&g)) {
                    return Err(PhraseError {
                        at,
                        message: "'each ... and each ...' joins card types only ('each \
                                  creature and each planeswalker')"
                            .into(),
                    });
                }
                f.types.0 |= g.types.0;
            }
            return self.finish(Selector::Each(f));
        }
        if self.eat("a") || self.eat("an") || self.eat("one") {
            let f = self.description_of_objects()?;
            return self.finish(Selector::One(f));
        }
        // "sacrifice another creature" (The Pit's Demon): one object other than the source
        // (the description reads "another").
        if self.peek_is("another") {
            let f = self.description()?;
            return self.finish(Selector::One(f));
        }
        self.expected(
            "'this', 'it', a name bound with `as`, 'the rest', 'the top ... of your library', \
             'target ...', 'any target', 'each ...', 'all ...', 'a ...' or 'another ...'",
        )
    }

    /// What follows one "target" word: "player", "activated ability", "creature you
    /// control", "permanent or suspended card".
    fn one_target(&mut self) -> Parsed<Selector> {
        let i = self.next_target();
        // "target player or planeswalker", "target opponent, creature an opponent controls, or
        // planeswalker an opponent controls" (CR 115.4): a player or an object.
        let next_is = |p: &Self, words: &[&str]| {
            p.toks
                .get(p.i + 1)
                .is_some_and(|t| words.iter().any(|w| t.word.eq_ignore_ascii_case(w)))
        };
        let opponent_or = self.peek_is("opponent") && next_is(self, &[",", "or"]);
        let player_or = self.peek_is("player") && next_is(self, &["or"]);
        if self.peek_is("player") && !player_or {
            self.i += 1;
            return Ok(Selector::Target(i, TargetSpec::Player));
        }
        if opponent_or || player_or {
            self.i += 1;
            let player = match opponent_or {
                true => TargetSpec::Opponent,
                false => TargetSpec::Player,
            };
            let _ = self.eat(",");
            let _ = self.eat("or");
            let f = self.description()?;
            let object = if self.eat(",") || self.peek_is("or") {
                if !self.eat("or") {
                    return self.expected("'or' before the last kind of target");
                }
                TargetSpec::Either(Box::new(f), Box::new(self.description()?))
            } else {
                TargetSpec::Object(f)
            };
            let spec = TargetSpec::PlayerOr(Box::new(player), Box::new(object));
            return Ok(Selector::Target(i, spec));
        }
        if let Some(spec) = self.ability_kinds()? {
            return Ok(Selector::Target(i, spec));
        }
        let f = self.description()?;
        let spec = if self.eat("or") {
            TargetSpec::Either(Box::new(f), Box::new(self.description()?))
        } else {
            TargetSpec::Object(f)
        };
        self.scope.last_target = Some((i, spec.clone()));
        Ok(Selector::Target(i, spec))
    }

    /// "one or two targets", "one, two, or three target creatures", "up to two targets": one
    /// "target" word with a number of targets (CR 115.3, 601.2c); `None` if the phrase is not
    /// one.
    fn target_group(&mut self) -> Parsed<Option<Selector>> {
        let save = self.i;
        let at = self.here();
        let mut counts: Vec<u8> = Vec::new();
        let min = if self.eat_seq(&["up", "to"]) {
            Some(0)
        } else {
            None
        };
        while let Some(w) = self.peek().map(str::to_string) {
            match NUMBERS.iter().position(|&x| x == w) {
                Some(n) if n > 0 => {
                    self.i += 1;
                    counts.push(n as u8);
                }
                _ => break,
            }
            let _ = self.eat(",");
            let _ = self.eat("or");
        }
        let plural = self.eat("targets");
        if counts.is_empty() || !(plural || self.peek_is("target")) {
            self.i = save;
            return Ok(None);
        }
        let (lo, hi) = (counts[0], counts[counts.len() - 1]);
        // "two target creatures", "two target permanents that share a card type" (CR 115.3):
        // exactly two different objects, written as two "target" words, the second set apart
        // from the first (and sharing a card type with it).
        if counts == [2] && min.is_none() && !plural {
            self.i += 1; // "target"
            let spec = self.target_spec()?;
            if !matches!(spec, TargetSpec::Object(_) | TargetSpec::Either(..)) {
                return Err(PhraseError {
                    at,
                    message: "'two target ...' names objects ('two target creatures')".into(),
                });
            }
            let sharing = self.eat_seq(&["that", "share", "a", "card", "type"]);
            let first = self.next_target();
            let second = self.next_target();
            let then = TargetSpec::Second {
                spec: Box::new(spec.clone()),
                sharing,
            };
            return Ok(Some(Selector::And(vec![
                Selector::Target(first, spec),
                Selector::Target(second, then),
            ])));
        }
        let min = min.unwrap_or(lo);
        if hi < 2 {
            self.i = save;
            return Ok(None);
        }
        if min > 1 || hi > MAX_GROUP || (min == 0 && counts.len() > 1) {
            return Err(PhraseError {
                at,
                message: format!(
                    "a number of targets is 'one or two targets', 'one, two, or three \
                     targets' or 'up to two targets' (at most {MAX_GROUP})"
                ),
            });
        }
        let spec = if plural {
            TargetSpec::Any
        } else {
            self.i += 1; // "target"
            self.target_spec()?
        };
        let first = self.next_target();
        for _ in 1..hi {
            self.next_target();
        }
        Ok(Some(Selector::Group {
            first,
            min,
            max: hi,
            spec,
        }))
    }

    /// "that creature", "that permanent": the latest target named, again (CR 115.1: the same
    /// target, checked again as the instruction is carried out, 608.2b).
    fn that_target(&mut self) -> Parsed<Option<Selector>> {
        let save = self.i;
        if !self.eat("that") {
            return Ok(None);
        }
        let noun = self.peek().map(str::to_string);
        let names_object = noun
            .as_deref()
            .is_some_and(|w| type_word(w).is_some() || w == "permanent");
        if !names_object {
            self.i = save;
            return Ok(None);
        }
        self.i += 1;
        match self.scope.last_target.clone() {
            Some((i, spec)) => Ok(Some(Selector::Target(i, spec))),
            // "Choose a creature at random ... Destroy that creature.": without a target, the
            // object an earlier instruction chose.
            None if self.scope.last.is_some() => Ok(self.scope.last.map(Selector::Bound)),
            None => {
                self.i = save;
                self.err("'that creature' refers to a target named earlier in the ability: name it first ('target creature')")
            }
        }
    }

    /// Whether token `i` starts a keyword's words.
    fn keyword_at(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| {
            let w = t.word.to_lowercase();
            crate::cards::Keyword::NAMES
                .iter()
                .any(|(n, _)| n.split(' ').next() == Some(w.as_str()))
        })
    }

    /// A keyword, as card text writes it: "flying", "first strike".
    fn keyword(&mut self) -> Option<crate::cards::Keyword> {
        for (name, k) in crate::cards::Keyword::NAMES {
            let seq: Vec<&str> = name.split(' ').collect();
            if self.eat_seq(&seq) {
                return Some(k);
            }
        }
        None
    }

    /// Keywords joined by commas, "and", "or" or "and/or": "first strike, double strike,
    /// vigilance, or haste". Whether the list means all or any of them is the caller's.
    fn keywords(&mut self) -> Parsed<crate::cards::KeywordSet> {
        let mut set = crate::cards::KeywordSet::default();
        loop {
            let Some(k) = self.keyword() else {
                // Every keyword the language has (`Keyword::NAMES`), so the list stays true.
                let names: Vec<&str> = crate::cards::Keyword::NAMES
                    .iter()
                    .map(|(n, _)| *n)
                    .collect();
                let (last, rest) = names.split_last().unwrap_or((&"", &[]));
                return self.expected(&format!("a keyword: {} or {last}", rest.join(", ")));
            };
            set = set.with(k);
            // "each creature without flying and each player" (Earthquake): an "and" that
            // joins no further keyword ends the list.
            if self.peek_is("and") && !self.keyword_at(self.i + 1) {
                return Ok(set);
            }
            let comma = self.eat(",");
            let joined = self.eat("and") || self.eat("or") || self.eat("and/or");
            if !comma && !joined {
                return Ok(set);
            }
        }
    }

    /// What follows "target" in "up to one target ...".
    fn target_spec(&mut self) -> Parsed<TargetSpec> {
        if self.eat("player") {
            return Ok(TargetSpec::Player);
        }
        if self.eat("opponent") {
            return Ok(TargetSpec::Opponent);
        }
        // A target's own description never names a target player ("target card from target
        // player's graveyard" is an error at that word: `player_zone_target` is off here).
        let f = self.description()?;
        if self.eat("or") {
            let g = self.description()?;
            return Ok(TargetSpec::Either(Box::new(f), Box::new(g)));
        }
        Ok(TargetSpec::Object(f))
    }

    /// "each card exiled this way [that doesn't have suspend]", "cards exiled this way ...":
    /// what this ability's exile instructions moved (CR 608.2c).
    fn exiled_this_way(&mut self) -> Parsed<Option<Selector>> {
        let save = self.i;
        let _ = self.eat("each") || self.eat("all") || self.eat("the");
        if !(self.eat("card") || self.eat("cards")) {
            self.i = save;
            return Ok(None);
        }
        // "all cards they exiled this way" (Living End, said by each player): the ones that
        // player owns, since "each player exiles ... from their graveyard" takes only their own.
        let theirs = self.eat("they") || self.eat("you");
        if !self.eat_seq(&["exiled", "this", "way"]) {
            self.i = save;
            return Ok(None);
        }
        if self.scope.exiled.is_empty() {
            self.i = save;
            return self
                .err("'exiled this way': no earlier instruction of this ability exiles anything");
        }
        let mut f = Filter::default();
        if self.eat("that") || self.eat("which") {
            if self.eat_seq(&["weren't", "cast"]) || self.eat_seq(&["wasn't", "cast"]) {
                // Cascade's "all cards exiled this way that weren't cast" (CR 702.85a): those
                // still in exile (a card cast left it for the stack).
                f.zone = Some(Zone::Exile);
            } else if self.eat_seq(&["doesn't", "have", "suspend"])
                || self.eat_seq(&["don't", "have", "suspend"])
            {
                f.status = f.status.with(Status::LACKS_SUSPEND);
            } else {
                return self.expected("'doesn't have suspend' or 'weren't cast'");
            }
        }
        if theirs {
            f.owner = Some(Relation::You);
        }
        Ok(Some(Selector::AllOf(self.scope.exiled.clone(), f)))
    }

    /// "activated ability", "triggered ability", "activated or triggered ability" (after
    /// "target"); `None` if the phrase does not name an ability.
    fn ability_kinds(&mut self) -> Parsed<Option<TargetSpec>> {
        let (mut activated, mut triggered) = (false, false);
        let save = self.i;
        loop {
            if self.eat("activated") {
                activated = true;
            } else if self.eat("triggered") {
                triggered = true;
            } else {
                break;
            }
            if !self.eat("or") {
                break;
            }
        }
        if !(activated || triggered) {
            self.i = save;
            return Ok(None);
        }
        if !(self.eat("ability") || self.eat("abilities")) {
            return self.expected("'ability' (\"target activated or triggered ability\")");
        }
        Ok(Some(TargetSpec::Ability {
            activated,
            triggered,
        }))
    }

    /// After "for each opponent,": "up to one target [card] from that player's [zone]", "up
    /// to one target [permanent] that player controls" (CR 601.2c): one "target" word with up
    /// to one target for each opponent a game can have (three): the first optional, each
    /// further one of a player none of those before is of (`TargetSpec::OtherOwner`: a
    /// permanent's controller, a card's owner), so at most one for each opponent.
    fn per_opponent(&mut self) -> Parsed<Selector> {
        let at = self.i;
        let outer = self.scope.each_opponent;
        self.scope.each_opponent = true;
        let s = self.selector();
        self.scope.each_opponent = outer;
        let hint = "'for each opponent, up to one target [card] from that player's graveyard' or \
                    '... up to one target [permanent] that player controls'";
        let found = match s? {
            Selector::Target(i, TargetSpec::UpToOne(spec)) => match *spec {
                TargetSpec::Object(f)
                    if f.owner == Some(Relation::Opponent)
                        || f.controller == Some(Relation::Opponent) =>
                {
                    Some((i, f))
                }
                _ => None,
            },
            _ => None,
        };
        let Some((first, f)) = found else {
            self.i = at;
            return self.err(format!("expected {hint}"));
        };
        let n = super::effect::MAX_TARGET_PLAYERS.saturating_sub(1);
        let spec = TargetSpec::Object(f);
        let mut parts = vec![Selector::Target(
            first,
            TargetSpec::UpToOne(Box::new(spec.clone())),
        )];
        for _ in 1..n {
            let i = self.next_target();
            parts.push(Selector::Target(
                i,
                TargetSpec::OtherOwner {
                    spec: Box::new(spec.clone()),
                    first,
                },
            ));
        }
        Ok(Selector::And(parts))
    }

    fn next_target(&mut self) -> u8 {
        let i = self.scope.targets;
        self.scope.targets = self.scope.targets.saturating_add(1);
        i
    }

    /// The description of an instruction's "all" / "each" / "a" objects, which may read them
    /// from a target player's zone ("all cards from target player's graveyard", CR 115.1).
    fn description_of_objects(&mut self) -> Parsed<Filter> {
        self.player_zone_target = true;
        let f = self.description();
        self.player_zone_target = false;
        f
    }

    /// Adjectives, a noun, then qualifiers: "nonland card with mana value 3 or less from your
    /// hand", "legendary creature you control", "suspended card you own".
    fn description(&mut self) -> Parsed<Filter> {
        let mut f = Filter::default();
        let mut noun = None;
        let mut permanent_card = false;
        // Adjectives and type words ("creature or planeswalker").
        while let Some(w) = self.peek().map(str::to_string) {
            if let Some(t) = w
                .strip_prefix("non")
                .and_then(|r| type_word(r.trim_start_matches('-')))
            {
                f.not_types.0 |= t.0;
            } else if let Some(c) = w
                .strip_prefix("non")
                .and_then(|r| color_word(r.trim_start_matches('-')))
            {
                // CR 105.2: "nonblack".
                f.not_colors |= c.bit();
            } else if let Some(c) = color_word(&w) {
                // CR 105.2: "white creatures", "a red or green spell".
                f.colors |= c.bit();
                // "red or green", "blue, black, and/or red" (Grixis): any of the colours.
                let or = |w: Option<String>| matches!(w.as_deref(), Some("or" | "and/or"));
                let skip = if self.peek_at_is(1, ",") && or(self.word_at(2)) {
                    2
                } else if or(self.word_at(1)) {
                    1
                } else {
                    0
                };
                if skip > 0
                    && self
                        .word_at(skip + 1)
                        .as_deref()
                        .and_then(color_word)
                        .is_some()
                {
                    self.i += skip;
                }
            } else if w == ","
                && noun.is_none()
                && self.word_at(1).is_some_and(|n| adjective_word(&n))
            {
                // "nonartifact, nonblack creature": adjectives joined by commas.
            } else if let Some(t) = type_word(&w) {
                // "artifact creature": a type word right after another, not joined by "or"
                // or a comma: the object has both (CR 205.2a).
                if noun.is_some()
                    && self
                        .i
                        .checked_sub(1)
                        .and_then(|k| self.toks.get(k))
                        .is_some_and(|t| type_word(&t.word.to_lowercase()).is_some())
                {
                    f.every_type = true;
                }
                f.types.0 |= t.0;
                noun = Some(w.clone());
            } else if w == "or" && noun.is_some() {
                // "creature or planeswalker": the next word must be a type.
                let next = self.toks.get(self.i + 1).map(|t| t.word.to_lowercase());
                if next.as_deref().and_then(type_word).is_none() {
                    break;
                }
            } else if w == "," && noun.is_some() {
                // "creature, enchantment, or land card": a type, or "or" and a type, follows.
                let word = |k: usize| self.toks.get(self.i + k).map(|t| t.word.to_lowercase());
                let next = match word(1).as_deref() {
                    Some("or") => word(2),
                    other => other.map(str::to_string),
                };
                if next.as_deref().and_then(type_word).is_none() {
                    break;
                }
            } else {
                // "attacking or blocking creature" (CR 506.4): one quality, either status.
                if w == "attacking" && self.peek_at_is(1, "or") && self.peek_at_is(2, "blocking") {
                    f.status = f.status.with(Status::IN_COMBAT);
                    self.i += 3;
                    continue;
                }
                let status = match w.as_str() {
                    "tapped" => Some(Status::TAPPED),
                    "blocking" => Some(Status::BLOCKING),
                    "untapped" => Some(Status::UNTAPPED),
                    "suspended" => Some(Status::SUSPENDED),
                    "plotted" => Some(Status::PLOTTED),
                    "attacking" => Some(Status::ATTACKING),
                    // CR 303.4b, 303.4m: "enchanted creature": the object the source is
                    // attached to.
                    "enchanted" | "equipped" => Some(Status::ENCHANTED),
                    "unenchanted" => Some(Status::UNENCHANTED),
                    "nonlegendary" => Some(Status::NONLEGENDARY),
                    // CR 406.3, 708.2: "target face-up exiled card" (Pull from Eternity).
                    "face-up" => Some(Status::FACE_UP),
                    _ => None,
                };
                match (status, w.as_str()) {
                    (Some(s), _) => f.status = f.status.with(s),
                    // CR 303.4, 205.3h: "non-Aura permanent cards", "Aura cards", "Auras you
                    // control" (Aura is the enchantment subtype the rules name).
                    (None, "non-aura" | "nonaura") => f.status = f.status.with(Status::NON_AURA),
                    (None, "aura") => f.subtypes.push("Aura".into()),
                    (None, "auras") => {
                        f.subtypes.push("Aura".into());
                        f.types.0 |= Types::ENCHANTMENT.0;
                        noun = Some("permanents".to_string());
                        self.i += 1;
                        break;
                    }
                    (None, "nontoken") => f.status = f.status.with(Status::NONTOKEN),
                    // "exiled card", "face-up exiled card" (CR 406.1: a card in exile); after
                    // the noun "exiled with this" is a qualifier (607.2a).
                    (None, "exiled")
                        if noun.is_none()
                            && (self.peek_at_is(1, "card") || self.peek_at_is(1, "cards")) =>
                    {
                        f.zone = Some(Zone::Exile);
                    }
                    // "non-Werewolf creatures" (CR 205.3m): not of that creature type.
                    (None, _)
                        if w.strip_prefix("non-").is_some_and(|t| {
                            crate::cards::creature_types::from_word(t).is_some()
                        }) =>
                    {
                        let t = w.strip_prefix("non-").unwrap_or_default();
                        let i = crate::cards::creature_types::from_word(t).unwrap_or_default();
                        let name = crate::cards::creature_types::CREATURE_TYPES
                            .get(i)
                            .copied()
                            .unwrap_or_default();
                        f.not_subtypes.push(name.to_string());
                    }
                    // "non-Vehicle artifact" (CR 205.3g): not of that artifact type.
                    (None, _)
                        if w.strip_prefix("non-").is_some_and(|t| {
                            crate::cards::effect::artifact_type_bit(t).is_some()
                        }) =>
                    {
                        let t = w.strip_prefix("non-").unwrap_or_default();
                        let name = crate::cards::effect::ARTIFACT_TYPES
                            .iter()
                            .find(|a| {
                                crate::cards::effect::artifact_type_bit(t)
                                    == crate::cards::effect::artifact_type_bit(a)
                            })
                            .copied()
                            .unwrap_or_default();
                        f.not_subtypes.push(name.to_string());
                    }
                    (None, "legendary") => f.legendary = true,
                    (None, "basic") => f.basic = true,
                    (None, "nonbasic") => f.nonbasic = true,
                    (None, "multicolored") => f.multicolored = true,
                    (None, "other" | "another") => f.other = true,
                    // "permanent card(s)" (CR 110.4a: a card of a permanent type; Glimpse of
                    // Tomorrow's "permanent cards revealed this way"): the card types that are
                    // permanents', a card that must say where it is.
                    (None, "permanent" | "permanents")
                        if self.peek_at_is(1, "card") || self.peek_at_is(1, "cards") =>
                    {
                        f.types.0 |= Types::ARTIFACT.0
                            | Types::CREATURE.0
                            | Types::ENCHANTMENT.0
                            | Types::LAND.0
                            | Types::PLANESWALKER.0;
                        permanent_card = true;
                        noun = Some("card".to_string());
                        self.i += 2;
                        break;
                    }
                    (None, "card" | "cards" | "permanent" | "permanents" | "spell" | "spells") => {
                        noun = Some(w.clone());
                        self.i += 1;
                        break;
                    }
                    // "a Plains card", "a Wizard card" (CR 205.3: a subtype said before
                    // "card"; typecycling's search, 702.29e).
                    _ if noun.is_none()
                        && (self.peek_at_is(1, "card") || self.peek_at_is(1, "cards"))
                        && self.toks[self.i]
                            .word
                            .starts_with(|c: char| c.is_ascii_uppercase()) =>
                    {
                        f.subtypes.push(self.toks[self.i].word.to_string());
                    }
                    // "Sliver creatures", "Slivers you control" (CR 205.3m): a creature type
                    // before a type word, or as the noun (the permanents of that type).
                    _ if noun.is_none()
                        && self.toks[self.i]
                            .word
                            .starts_with(|c: char| c.is_ascii_uppercase())
                        && crate::cards::creature_types::from_word(&w).is_some() =>
                    {
                        let i = crate::cards::creature_types::from_word(&w).unwrap_or_default();
                        let name = crate::cards::creature_types::CREATURE_TYPES
                            .get(i)
                            .copied()
                            .unwrap_or_default();
                        f.subtypes.push(name.to_string());
                        let next = self.word_at(1);
                        let before_noun = next.as_deref().is_some_and(|n| {
                            type_word(n).is_some()
                                || [
                                    "card",
                                    "cards",
                                    "permanent",
                                    "permanents",
                                    "spell",
                                    "spells",
                                ]
                                .contains(&n)
                        });
                        if !before_noun {
                            noun = Some("permanents".to_string());
                            self.i += 1;
                            break;
                        }
                    }
                    // "Brainiacs": permanents of that subtype (CR 205.3); a plural's "s" is
                    // dropped ("Brainiacs" -> "Brainiac").
                    _ if self.subtype_nouns
                        && noun.is_none()
                        && self.toks[self.i]
                            .word
                            .starts_with(|c: char| c.is_ascii_uppercase()) =>
                    {
                        let word = self.toks[self.i].word;
                        let one = match word.strip_suffix('s') {
                            Some(w) if !w.ends_with('s') && !w.is_empty() => w,
                            _ => word,
                        };
                        f.subtypes.push(one.to_string());
                        noun = Some(w.clone());
                        self.i += 1;
                        break;
                    }
                    _ => break,
                }
            }
            self.i += 1;
        }
        let Some(noun) = noun else {
            return self.expected(
                "a card type (creature, land, ...), 'card', 'permanent' or 'spell', with \
                 adjectives such as 'nonland', 'legendary', 'tapped', 'suspended', 'plotted'",
            );
        };
        // "card" alone ("a nonland card"), not "plane card" (a type with the word card).
        let is_card = ((noun == "card" || noun == "cards") && f.types.0 == 0) || permanent_card;
        if noun.starts_with("spell") {
            f.zone = Some(Zone::Stack);
        }
        // A "plane card" is a card of that type ("reveal until two plane cards").
        if type_word(&noun).is_some() && (self.eat("card") || self.eat("cards")) {
            // `f.types` holds it already.
        }
        self.qualifiers(&mut f)?;
        // "other cards exiled with this artifact": the source is never such a card, so
        // "other" sets apart the card the ability named before ("it", CR 607.2a).
        if f.exiled_with && f.other {
            let Some(last) = self.scope.last else {
                return self.err(
                    "'other cards exiled with this' needs a card named before it ('it'): other \
                     than which card?",
                );
            };
            f.other = false;
            f.not_bound = Some(last);
        }
        if is_card && f.zone.is_none() && f.among.is_none() && !self.zone_implied {
            if f.status.has(Status::SUSPENDED) || f.status.has(Status::PLOTTED) {
                // CR 702.62b, 702.170b: suspended and plotted cards are in exile.
                f.zone = Some(Zone::Exile);
            } else {
                return self.err(
                    "say where the card is: 'in your hand', 'in your graveyard', 'in exile', \
                     'from among them' ...",
                );
            }
        }
        Ok(f)
    }

    fn qualifiers(&mut self, f: &mut Filter) -> Parsed<()> {
        loop {
            // "they control": read from the point of view of the player who chooses or
            // sacrifices (CR 608.2d), like "their hand".
            if self.eat_seq(&["you", "control"]) || self.eat_seq(&["they", "control"]) {
                f.controller = Some(Relation::You);
            } else if self.eat_seq(&["you", "don't", "control"])
                || self.eat_seq(&["an", "opponent", "controls"])
                || self.eat_seq(&["your", "opponents", "control"])
                || (self.scope.each_opponent && self.eat_seq(&["that", "player", "controls"]))
            {
                // "for each opponent, destroy up to one target artifact that player controls":
                // an opponent's, a different one for each target (`per_opponent`).
                f.controller = Some(Relation::Opponent);
            } else if self.eat_seq(&["you", "own"]) {
                f.owner = Some(Relation::You);
            } else if self.eat_seq(&["an", "opponent", "owns"]) {
                f.owner = Some(Relation::Opponent);
            } else if self.eat_seq(&["that", "isn't", "enchanted"])
                || self.eat_seq(&["that", "aren't", "enchanted"])
            {
                // CR 303.4e: no Aura attached to it.
                f.status = f.status.with(Status::UNENCHANTED);
            } else if self.eat_seq(&["with", "the", "same", "name", "as"]) {
                // "with the same name as that creature" (CR 201.2): the target or object
                // named before.
                let at = self.here();
                f.same_name_as = match self.that_target()? {
                    Some(Selector::Target(i, _)) => Some(NameOf::Target(i)),
                    Some(Selector::Bound(s)) => Some(NameOf::Bound(s)),
                    _ => {
                        return Err(PhraseError {
                            at,
                            message: "expected 'that creature' (an object named before) after \
                                      'with the same name as'"
                                .into(),
                        })
                    }
                };
            } else if self.eat_seq(&["that", "attacked", "this", "turn"]) {
                // CR 508.1: declared as an attacking creature this turn.
                f.status = f.status.with(Status::ATTACKED_THIS_TURN);
            } else if self.peek_is("with") && self.keyword_at(self.i + 1) {
                self.i += 1;
                f.keywords_any.0 |= self.keywords()?.0;
            } else if self.peek_is("without") && self.peek_at_is(1, "a") {
                // "without a fate counter on it" (Norn's Dominion; CR 122.1).
                self.i += 2;
                let kind = self.counter_kind()?;
                self.need("counter")?;
                if !(self.eat_seq(&["on", "it"]) || self.eat_seq(&["on", "them"])) {
                    return self.expected("'on it' or 'on them'");
                }
                f.no_counter = Some(kind);
            } else if (self.peek_is("without")
                && self.keyword_at(self.i + 1)
                && self.eat("without"))
                || self.eat_seq(&["that", "doesn't", "have"])
                || self.eat_seq(&["that", "don't", "have"])
            {
                // CR 702.62a: haste from suspend counts, as the object has it now.
                f.keywords_none.0 |= self.keywords()?.0;
            } else if self.eat_seq(&["that", "has"]) || self.eat_seq(&["that", "have"]) {
                f.keywords_any.0 |= self.keywords()?.0;
            } else if self.eat("with") {
                // "with a time counter on it", "with one or more time counters on them".
                if self.eat("a") || self.eat_seq(&["one", "or", "more"]) {
                    let kind = self.counter_kind()?;
                    if !(self.eat("counter") || self.eat("counters")) {
                        return self.expected("'counter' or 'counters'");
                    }
                    if !(self.eat_seq(&["on", "it"]) || self.eat_seq(&["on", "them"])) {
                        return self.expected("'on it' or 'on them'");
                    }
                    f.counter = Some(kind);
                    continue;
                }
                // "with {X} in its mana cost", "with {X} in their mana costs" (CR 107.3).
                if self.eat("{x}") {
                    if !(self.eat("in") && (self.eat("its") || self.eat("their"))) {
                        return self.expected("'in its mana cost' or 'in their mana costs'");
                    }
                    if !(self.eat_seq(&["mana", "cost"]) || self.eat_seq(&["mana", "costs"])) {
                        return self.expected("'mana cost' or 'mana costs'");
                    }
                    f.status = f.status.with(Status::X_IN_MANA_COST);
                    continue;
                }
                // "with even mana values" (Void Winnower), "with odd mana values".
                let parity = if self.eat("even") {
                    Some(Compare::Even)
                } else if self.eat("odd") {
                    Some(Compare::Odd)
                } else {
                    None
                };
                if let Some(c) = parity {
                    if !(self.eat_seq(&["mana", "value"]) || self.eat_seq(&["mana", "values"])) {
                        return self.expected("'mana value' or 'mana values'");
                    }
                    f.mana_value = Some(c);
                    continue;
                }
                let what = if self.eat_seq(&["mana", "value"]) {
                    0
                } else if self.eat("power") {
                    1
                } else if self.eat("toughness") {
                    2
                } else {
                    return self.expected(
                        "'mana value', 'power', 'toughness', '{X} in its mana cost', 'a [kind] \
                         counter on it' or a keyword ('with flying') after 'with'",
                    );
                };
                let c = self.compare()?;
                match what {
                    0 => f.mana_value = Some(c),
                    1 => f.power = Some(c),
                    _ => f.toughness = Some(c),
                }
            } else if self.eat("named") {
                // "a card named Amy Pond" (CR 201.2): the name as written, up to the zone
                // words ("in your library") or the end.
                let start = self.here();
                while self
                    .toks
                    .get(self.i)
                    .is_some_and(|t| !["in", "from", "on"].contains(&t.word))
                {
                    self.i += 1;
                }
                let name = self.text[start..self.here()].trim();
                if name.is_empty() {
                    return self.expected("a card name after 'named'");
                }
                f.name = Some(name.into());
            } else if self.peek_is("exiled") && self.peek_at_is(1, "with") {
                // "exiled with this artifact", "exiled with Knowledge Pool" (CR 607.2a, 201.5).
                let save = self.i;
                self.i += 2;
                if !self.this() {
                    self.i = save;
                    return self.expected(
                        "'this', 'this artifact' or the card's name after 'exiled with'",
                    );
                }
                f.exiled_with = true;
                f.zone = Some(Zone::Exile);
            } else if self.stop_at_from && self.peek_is("from") {
                return Ok(());
            } else if self.eat("from") || self.eat("in") || self.eat("on") {
                if self.eat("among") {
                    match self.reference()? {
                        Some(s) => f.among = Some(s),
                        None => return self.expected("'them' or a name bound with `as`"),
                    }
                } else if self.eat("exile") {
                    f.zone = Some(Zone::Exile);
                } else if self.eat_seq(&["the", "battlefield"]) {
                    f.zone = Some(Zone::Battlefield);
                } else if self.eat("your") || self.eat("their") {
                    // "their hand": the one instructed's (`ChooseBy` reads the phrase from
                    // that player's point of view), as "your" is the controller's.
                    f.owner = Some(Relation::You);
                    f.zone = Some(self.zone_noun()?);
                } else if self.peek_is("target")
                    && matches!(
                        self.word_at(1).map(|w| w.replace('’', "'")).as_deref(),
                        Some("player's" | "opponent's")
                    )
                {
                    // "all cards from target player's graveyard" (CR 115.1, 404.1): a target
                    // player, then the cards in their zone.
                    if !self.player_zone_target {
                        return self.err(
                            "'target player's graveyard' (or hand, library) is said of the \
                             objects of an instruction: 'exile all cards from target player's \
                             graveyard'",
                        );
                    }
                    let opponent = self.word_at(1).is_some_and(|w| w.starts_with("opponent"));
                    self.i += 2;
                    let i = self.next_target();
                    let who = match opponent {
                        true => PlayerRef::TargetOpponent(i),
                        false => PlayerRef::Target(i),
                    };
                    self.scope.last_player = Some(who);
                    f.owner_player = Some(who);
                    f.zone = Some(self.zone_noun()?);
                } else if self.eat_seq(&["an", "opponent's"])
                    || (self.scope.each_opponent && self.eat_seq(&["that", "player's"]))
                {
                    // "for each opponent, ... from that player's graveyard": an opponent's,
                    // a different one for each target (`per_opponent`).
                    f.owner = Some(Relation::Opponent);
                    f.zone = Some(self.zone_noun()?);
                } else if self.eat("a") {
                    self.need("graveyard")?;
                    f.zone = Some(Zone::Graveyard);
                } else if self.eat("graveyards") {
                    // "cards in graveyards": any player's (Otaria, CR 404).
                    f.zone = Some(Zone::Graveyard);
                } else {
                    return self.expected(
                        "'among them', 'exile', 'the battlefield', 'your hand', 'your graveyard', \
                         'a graveyard', 'graveyards', 'your library' or 'target player's \
                         graveyard'",
                    );
                }
            } else {
                return Ok(());
            }
        }
    }

    /// "from your hand", "from exile", "from your graveyard or exile", "from anywhere other
    /// than your hand" after a cast event's spell (CR 601.2a: the zone its card moved to the
    /// stack from); `Anywhere` without "from". With whether each zone was "your" / "their" one.
    fn cast_from_zones(&mut self) -> Parsed<(CastFrom, bool)> {
        if !self.eat("from") {
            return Ok((CastFrom::Anywhere, false));
        }
        if self.eat_seq(&["anywhere", "other", "than"]) {
            // Any other zone, anyone's card (an opponent's card cast from exile too).
            let _ = self.eat("your") || self.eat("their");
            if !self.eat("hand") {
                return self.expected("'your hand' ('from anywhere other than your hand')");
            }
            return Ok((CastFrom::OtherThan(vec![Zone::Hand]), false));
        }
        // Whether every zone named is "your" one ("from your graveyard or exile": a card in
        // exile may be anyone's).
        let (mut zones, mut yours) = (Vec::new(), true);
        loop {
            let z = if self.eat("exile") {
                yours = false;
                Zone::Exile
            } else if self.eat("your") || self.eat("their") {
                self.zone_noun()?
            } else if self.eat("a") {
                // "from a graveyard": anyone's.
                yours = false;
                self.zone_noun()?
            } else {
                return self.expected(
                    "'your hand', 'exile', 'your graveyard', 'a graveyard', 'your library' or \
                     'anywhere other than your hand' after 'from'",
                );
            };
            if !zones.contains(&z) {
                zones.push(z);
            }
            // "from your graveyard or exile", "from your hand or from your graveyard".
            if !self.eat("or") {
                break;
            }
            let _ = self.eat("from");
        }
        Ok((CastFrom::Zones(zones), yours))
    }

    fn zone_noun(&mut self) -> Parsed<Zone> {
        if self.eat("hand") {
            Ok(Zone::Hand)
        } else if self.eat("graveyard") {
            Ok(Zone::Graveyard)
        } else if self.eat("library") {
            Ok(Zone::Library)
        } else {
            self.expected("'hand', 'graveyard' or 'library'")
        }
    }

    /// "3 or less", "4 or greater", "exactly 2", "2", "even", "odd".
    fn compare(&mut self) -> Parsed<Compare> {
        if self.eat("even") {
            return Ok(Compare::Even);
        }
        if self.eat("odd") {
            return Ok(Compare::Odd);
        }
        let _ = self.eat("exactly");
        let Some(n) = self.number() else {
            return self.expected("a number, 'even' or 'odd'");
        };
        let n = n as i16;
        if self.eat("or") {
            if self.eat("less") || self.eat("fewer") {
                return Ok(Compare::AtMost(n));
            }
            if self.eat("greater") || self.eat("more") {
                return Ok(Compare::AtLeast(n));
            }
            return self.expected("'less' or 'greater' after 'or'");
        }
        Ok(Compare::Exactly(n))
    }

    /// "3", "X", "that many", "its mana value", "4 if kicked, else 2", "the number of ...".
    fn amount(&mut self) -> Parsed<Amount> {
        // "X, where X is the number of lands you control": the number the clause names.
        if self.eat_seq(&["x", ",", "where", "x", "is"]) {
            return self.amount();
        }
        // "a card for each land you control" (Tazeem's draw): one for each object matching.
        let at = self.i;
        if (self.eat("a") || self.eat("an") || self.eat("one"))
            && self.i < self.toks.len()
            && self
                .toks
                .get(self.i + 1)
                .is_some_and(|t| t.word.eq_ignore_ascii_case("for"))
        {
            self.i += 1;
            if self.eat_seq(&["for", "each"]) {
                // "draw a card for each creature it devoured" (CR 702.82b).
                if self.eat_seq(&["creature", "it", "devoured"]) {
                    return self.finish(Amount::Devoured);
                }
                let f = self.description()?;
                return self.finish(Amount::Number(f));
            }
        }
        self.i = at;
        // "a number of cards equal to the number of lands you control".
        if self.eat_seq(&["a", "number", "of"]) {
            self.i += 1;
            if !self.eat_seq(&["equal", "to"]) {
                return self.expected("'equal to' ('a number of cards equal to ...')");
            }
            return self.amount();
        }
        if self.eat("x") {
            return self.finish(Amount::X);
        }
        if self.eat_seq(&["that", "many"]) {
            if self.scope.event_amount {
                return self.finish(Amount::ThatMuch);
            }
            return match self.scope.last {
                Some(s) => self.finish(Amount::CountOf(s)),
                None => self.err("'that many' has nothing to count: bind something first"),
            };
        }
        // "the sacrificed creature's power" (Fling; CR 608.2h, 601.2h): of the object
        // sacrificed to pay the spell's cost, as it last existed on the battlefield.
        if self.peek_is("the")
            && self.peek_at_is(1, "sacrificed")
            && self
                .toks
                .get(self.i + 2)
                .is_some_and(|t| t.word.to_ascii_lowercase().ends_with("'s"))
        {
            if !self.scope.sacrificed {
                return self.err(
                    "'the sacrificed ...' reads what a spell's additional cost sacrificed \
                     (`additional_cost = { sacrifice = \"creature\" }`, CR 601.2h, 608.2h); \
                     this has no such cost (an activated ability's sacrifice cost is not \
                     remembered yet)",
                );
            }
            self.i += 3;
            let stat = if self.eat("power") {
                super::selector::Stat::Power
            } else if self.eat("toughness") {
                super::selector::Stat::Toughness
            } else if self.eat_seq(&["mana", "value"]) {
                super::selector::Stat::ManaValue
            } else {
                return self.expected("'power', 'toughness' or 'mana value'");
            };
            return self.finish(Amount::Sacrificed(stat));
        }
        // "its power" / "its toughness" (CR 208.3, 608.2h).
        let at = self.i;
        if self.eat("its") && (self.peek_is("power") || self.peek_is("toughness")) {
            let toughness = self.eat("toughness");
            if !toughness {
                self.need("power")?;
            }
            let of = match (self.scope.last, &self.scope.last_target) {
                (Some(s), _) => super::selector::StatRef::Bound(s),
                (None, Some((i, _))) => super::selector::StatRef::Target(*i),
                (None, None) => {
                    self.i = at;
                    return self.err(if self.scope.sacrificed {
                        "'its power' has nothing to refer to: name a target or bind an object \
                         first; for the creature sacrificed to pay the cost, say 'the \
                         sacrificed creature's power'"
                    } else {
                        "'its power' has nothing to refer to: name a target or bind an object first"
                    });
                }
            };
            return self.finish(Amount::StatOf { of, toughness });
        }
        self.i = at;
        if self.eat_seq(&["its", "mana", "value"]) {
            return match self.scope.last {
                Some(s) => self.finish(Amount::ManaValueOf(s)),
                None => self.err("'its' has nothing to refer to here"),
            };
        }
        if self.eat_seq(&["the", "number", "of"]) {
            // "the number of creatures it devoured" (CR 702.82b).
            if self.eat_seq(&["creatures", "it", "devoured"]) {
                return self.finish(Amount::Devoured);
            }
            // "the number of scroll counters on it / on this" (CR 122.1).
            if let Some(a) = self.counters_on()? {
                return self.finish(a);
            }
            // "the number of [other] spells you've cast this turn" (CR 601.2i).
            let other = self.eat("other");
            if self.eat_seq(&["spells", "you've", "cast", "this", "turn"])
                || self.eat_seq(&["spells", "you", "have", "cast", "this", "turn"])
            {
                return self.finish(Amount::SpellsCastThisTurn { other });
            }
            if other {
                self.i -= 1;
            }
            let f = self.description()?;
            return self.finish(Amount::Number(f));
        }
        // "the total power of the creatures they exiled this way" (CR 608.2h, 208.3): as they
        // last existed on the battlefield; "the total power of creatures you control" (now).
        if self.eat_seq(&["the", "total", "power", "of"]) {
            let save = self.i;
            let _ = self.eat("the");
            if self.eat("creatures") || self.eat("creature") {
                let theirs = self.eat("they") || self.eat("you");
                if self.eat_seq(&["exiled", "this", "way"]) {
                    if self.scope.exiled.is_empty() {
                        self.i = save;
                        return self.err(
                            "'exiled this way': no earlier instruction of this ability exiles anything",
                        );
                    }
                    let slots = self.scope.exiled.clone();
                    return self.finish(Amount::ExiledPower { slots, theirs });
                }
            }
            self.i = save;
            let f = self.description()?;
            return self.finish(Amount::TotalPower(f));
        }
        // CR 122.6: "that much": how many counters the triggering event put.
        if self.eat_seq(&["that", "much"]) {
            return self.finish(Amount::ThatMuch);
        }
        // CR 706.2: the result of the die roll.
        if self.eat_seq(&["the", "result"]) {
            return self.finish(Amount::Result);
        }
        let Some(n) = self.number() else {
            return self
                .expected("a number, 'X', 'that many', 'its mana value' or 'the number of ...'");
        };
        // "2 plus the number of other spells you've cast this turn" (Thunder Salvo).
        if self.eat("plus") {
            let rest = self.amount()?;
            if rest.is_per_object() {
                return self.err("'N plus' an amount read from each object is not supported");
            }
            return self.finish(Amount::Plus(n, Box::new(rest)));
        }
        if self.eat("if") {
            let _ = self.eat_seq(&["this", "spell", "was"]) || self.eat("it") && self.eat("was");
            self.need("kicked")?;
            let _ = self.eat(",");
            if !(self.eat("else") || self.eat("otherwise")) {
                return self.expected("'else' or 'otherwise'");
            }
            let Some(m) = self.number() else {
                return self.expected("a number");
            };
            return self.finish(Amount::IfKicked(n, m));
        }
        self.finish(Amount::Fixed(n))
    }

    /// "in a random order" (`Some(true)`) or "in any order" (`Some(false)`, CR 401.4) after
    /// "the bottom of your library / planar deck".
    fn in_order(&mut self) -> Option<bool> {
        if self.eat_seq(&["in", "a", "random", "order"]) || self.eat_seq(&["in", "random", "order"])
        {
            Some(true)
        } else if self.eat_seq(&["in", "any", "order"]) {
            Some(false)
        } else {
            None
        }
    }

    /// "ten or more scroll counters on it" after "[this] has": how many counters of a kind the
    /// source has, compared ("N or more", "N or fewer", "exactly N": `compare`, CR 122.1).
    fn counters_on_this(&mut self) -> Parsed<Condition> {
        let cmp = self.compare()?;
        let kind = self.counter_kind()?;
        if !(self.eat("counters") || self.eat("counter")) {
            return self.expected("'counters'");
        }
        if !self.eat_seq(&["on", "it"]) {
            return self.expected("'on it'");
        }
        Ok(Condition::AmountIs(
            Amount::Counters { kind, on: None },
            cmp,
        ))
    }

    /// "[kind] counters on it / this / NAME" after "the number of": how many are on that
    /// object (`None`: not a phrase about counters). "it" is the latest binding, or the source
    /// when nothing is bound yet (Mount Keralia: "it deals damage equal to the number of
    /// pressure counters on it").
    fn counters_on(&mut self) -> Parsed<Option<Amount>> {
        let save = self.i;
        let Ok(kind) = self.counter_kind() else {
            self.i = save;
            return Ok(None);
        };
        // "counter" after "for each" ("for each charge counter on it").
        if !(self.eat("counters") || self.eat("counter")) {
            self.i = save;
            return Ok(None);
        }
        // "the number of time counters among permanents you control" (CR 122.1).
        if self.eat("among") {
            let among = self.description()?;
            return Ok(Some(Amount::CountersAmong { kind, among }));
        }
        self.need("on")?;
        if self.this() {
            return Ok(Some(Amount::Counters { kind, on: None }));
        }
        if self.eat("it") {
            return Ok(Some(Amount::Counters {
                kind,
                on: self.scope.last,
            }));
        }
        self.expected("'it', 'this' or the card's name")
    }

    /// "time", "+1/+1", "loyalty" (CR 122.1), "lifelink" (a keyword counter, 122.1b).
    fn counter_kind(&mut self) -> Parsed<CounterKind> {
        let keyword = crate::cards::Keyword::COUNTERS.iter().find(|k| {
            let words: Vec<&str> = k.name().split(' ').collect();
            (0..words.len()).all(|j| self.peek_at_is(j, words[j]))
        });
        if let Some(&k) = keyword {
            self.i += k.name().split(' ').count();
            return Ok(CounterKind::Keyword(k));
        }
        if self.eat("time") {
            Ok(CounterKind::Time)
        } else if self.eat("+1/+1") {
            Ok(CounterKind::PlusOne)
        } else if self.eat("loyalty") {
            Ok(CounterKind::Loyalty)
        } else if self.eat("delay") {
            Ok(CounterKind::Delay)
        } else if let Some(i) = super::effect::NAMED_COUNTERS
            .iter()
            .position(|k| self.peek_is(k))
        {
            self.i += 1;
            Ok(CounterKind::Named(i as u8))
        } else if let Some(i) = super::effect::PLAYER_COUNTERS
            .iter()
            .position(|k| self.peek_is(k))
        {
            // CR 122.1: a player's counters (poison 122.1f, energy 107.14, experience).
            self.i += 1;
            Ok(CounterKind::Player(i as u8))
        } else {
            self.expected(
                "a kind of counter: 'time', '+1/+1', '-1/-1', 'loyalty', 'charge', 'fate', \
                 'divinity' (any of CR 122.1's kinds cards name), 'poison', 'energy', \
                 'experience' or a keyword ('flying', 'lifelink', 'first strike', ..., CR 122.1b)",
            )
        }
    }

    /// "two time counters", "a +1/+1 counter", "X time counters", "a number of time counters
    /// equal to its mana value".
    fn counters(&mut self) -> Parsed<(CounterKind, Amount)> {
        if self.eat_seq(&["a", "number", "of"]) {
            let kind = self.counter_kind()?;
            self.need("counters")?;
            let _ = self.eat_seq(&["on", "it"]);
            if !self.eat_seq(&["equal", "to"]) {
                return self.expected("'equal to its mana value' or 'equal to the result'");
            }
            // CR 706.2: "a number of +1/+1 counters equal to the result" (Hammer Jammer).
            if self.eat_seq(&["the", "result"]) {
                return self.finish((kind, Amount::Result));
            }
            if kind != CounterKind::Time || !self.eat_seq(&["its", "mana", "value"]) {
                return self.expected("'the result' (or, of time counters, 'its mana value')");
            }
            return self.finish((CounterKind::Time, Amount::ItsManaValue));
        }
        // "Remove all +1/+1 counters from it" (CR 122.1): however many of that kind it has.
        if self.eat("all") {
            let kind = self.counter_kind()?;
            self.need("counters")?;
            return self.finish((kind, Amount::All));
        }
        let n = if self.eat("x") {
            Amount::X
        } else if let Some(n) = self.number() {
            Amount::Fixed(n)
        } else if self.scope.event_amount && self.eat_seq(&["that", "many"]) {
            // "remove that many time counters from it": the amount of the ability's event.
            Amount::ThatMuch
        } else {
            return self.expected("a number of counters ('a', 'two', 'X', ...)");
        };
        let kind = self.counter_kind()?;
        if !(self.eat("counter") || self.eat("counters")) {
            return self.expected("'counter' or 'counters'");
        }
        // "X time counters, where X is its mana value", "X +1/+1 counters, where X is its
        // power" (of the object they go on).
        let n = if n == Amount::X && self.eat(",") {
            if !self.eat_seq(&["where", "x", "is", "its"]) {
                return self.expected("'where X is its mana value' or 'where X is its power'");
            }
            if self.eat_seq(&["mana", "value"]) {
                Amount::ItsManaValue
            } else if self.eat("power") {
                Amount::ItsPower
            } else {
                return self.expected("'where X is its mana value' or 'where X is its power'");
            }
        } else {
            n
        };
        self.finish((kind, n))
    }

    fn player(&mut self) -> Parsed<PlayerRef> {
        if self.eat("you") {
            return self.finish(PlayerRef::You);
        }
        if self.eat_seq(&["that", "player"]) {
            // "target opponent draws two cards. That player ...": the player targeted earlier;
            // after "target creature ..." with no player named, that permanent's controller
            // ("Destroy target creature an opponent controls. That player loses 3 life.");
            // otherwise the player the trigger's event is about.
            let of_permanent = match &self.scope.last_target {
                Some((i, TargetSpec::Object(f))) if f.zone.is_none() => {
                    Some(PlayerRef::ControllerOfTarget(*i))
                }
                _ => None,
            };
            let r = self
                .scope
                .last_player
                .or(of_permanent)
                .unwrap_or(PlayerRef::ThatPlayer);
            return self.finish(r);
        }
        // "its controller": the controller of the object the event is about (CR 608.2h).
        // "that spell's controller": the player the event is about (its caster, CR 601.2a).
        if self.eat_seq(&["that", "spell's", "controller"]) {
            return self.finish(PlayerRef::ThatPlayer);
        }
        let at = self.i;
        if self.eat_seq(&["its", "controller"]) {
            // "Counter target spell unless its controller pays {3}." (Mana Leak), "Exile target
            // creature. Its controller gains life ...": in an ability whose event is about no
            // object, the controller of the object targeted last (CR 608.2h).
            let event_object = self.scope.names.first().map(String::as_str) == Some(MOVED_CARD);
            if let (false, Some((i, TargetSpec::Object(_)))) =
                (event_object, &self.scope.last_target)
            {
                let i = *i;
                return self.finish(PlayerRef::ControllerOfTarget(i));
            }
            if !event_object {
                self.i = at;
                return self.err(
                    "'its controller' names the controller of the object the ability's event is \
                     about ('whenever a creature deals combat damage to a player'): this \
                     ability's event is about no object",
                );
            }
            return self.finish(PlayerRef::ItsController);
        }
        // CR 508.5a: in an ability of an attacking creature, the player it attacks.
        if self.eat_seq(&["defending", "player"]) {
            return self.finish(PlayerRef::DefendingPlayer);
        }
        if self.eat_seq(&["target", "player"]) {
            let i = self.next_target();
            self.scope.last_player = Some(PlayerRef::Target(i));
            return self.finish(PlayerRef::Target(i));
        }
        if self.eat_seq(&["target", "opponent"]) {
            let i = self.next_target();
            self.scope.last_player = Some(PlayerRef::TargetOpponent(i));
            return self.finish(PlayerRef::TargetOpponent(i));
        }
        self.expected(
            "'you', 'that player', 'its controller', 'defending player', 'target player' or 'target opponent'",
        )
    }

    /// Where a card goes.
    fn place(&mut self) -> Parsed<Place> {
        let _ = self.eat("the");
        let p = if self.eat("exile") {
            Place::Exile
        } else if self.eat("battlefield") {
            if self.eat("transformed") {
                // CR 712.14a; the wording always names the owner (Jace, Vryn's Prodigy; craft,
                // 702.167a).
                self.need("under")?;
                let _ = self.eat("its") || self.eat("his") || self.eat("her") || self.eat("their");
                if !self.eat_seq(&["owner's", "control"]) {
                    return self.expected("'under its owner's control'");
                }
                Place::BattlefieldTransformed
            } else {
                Place::Battlefield
            }
        } else if self.eat_seq(&["your", "hand"])
            || self.eat_seq(&["its", "owner's", "hand"])
            || self.eat_seq(&["their", "owners'", "hands"])
            || self.eat("hand")
        {
            // A card goes only to its owner's hand or graveyard (CR 400.3).
            Place::Hand
        } else if self.eat_seq(&["your", "graveyard"])
            || self.eat_seq(&["its", "owner's", "graveyard"])
            || self.eat_seq(&["their", "owners'", "graveyards"])
            || self.eat("graveyard")
        {
            Place::Graveyard
        } else if self.eat("top") || self.eat("bottom") {
            let top = self.toks[self.i - 1].word.eq_ignore_ascii_case("top");
            self.need("of")?;
            let _ = self.eat("your") || self.eat_seq(&["its", "owner's"]);
            if self.eat("library") {
                if top && self.in_order() == Some(false) {
                    Place::TopInOrder { planar: false }
                } else if top {
                    Place::LibraryTop
                } else if let Some(random) = self.in_order() {
                    Place::BottomInOrder {
                        planar: false,
                        random,
                    }
                } else {
                    Place::LibraryBottom
                }
            } else if self.eat_seq(&["planar", "deck"]) {
                if top && self.in_order() == Some(false) {
                    Place::TopInOrder { planar: true }
                } else if top {
                    Place::PlanarTop
                } else if let Some(random) = self.in_order() {
                    Place::BottomInOrder {
                        planar: true,
                        random,
                    }
                } else {
                    Place::PlanarBottom
                }
            } else {
                return self.expected("'library' or 'planar deck'");
            }
        } else {
            return self.expected(
                "'exile', 'your hand', 'its owner's hand', 'your graveyard', 'its owner's \
                 graveyard', 'the top of your library', 'the bottom of your library', '... of your \
                 planar deck' or 'the battlefield'",
            );
        };
        self.finish(p)
    }

    /// One event, or several joined by "and" ("When you planeswalk to this and at the
    /// beginning of your upkeep": one ability with two trigger conditions, CR 603.2).
    fn event(&mut self) -> Parsed<EventPattern> {
        // CR 603.4: "[event], if [condition]": the condition is parsed after the event.
        let cut = self
            .toks
            .windows(2)
            .position(|w| w[0].word == "," && w[1].word.eq_ignore_ascii_case("if"));
        let tail = cut.map(|k| self.toks.split_off(k));
        self.stop_at_and = true;
        let mut all = vec![self.one_event()?];
        while self.eat("and") {
            all.push(self.one_event()?);
        }
        self.stop_at_and = false;
        let mut e = if all.len() == 1 {
            all.remove(0)
        } else {
            EventPattern::AnyOf(all)
        };
        if let Some(tail) = tail {
            self.toks.extend(tail);
            self.i += 2; // ", if"
                         // "Whenever an opponent casts a spell, if no mana was spent to cast it" (CR 603.4,
                         // 601.2h): an intervening "if" about the spell. What was spent to cast it can't
                         // change once it is cast, so checking it as the ability triggers gives the answer
                         // its second check would (a spell that has left the stack is gone anyway).
            if self.eat_seq(&["no", "mana", "was", "spent", "to", "cast", "it"]) {
                return match e {
                    EventPattern::Casts { who, mut what } => {
                        what.status = what.status.with(Status::NO_MANA_SPENT);
                        self.finish(EventPattern::Casts { who, what })
                    }
                    _ => self.expected("a cast event before 'if no mana was spent to cast it'"),
                };
            }
            // "if none of them were cast or no mana was spent to cast them" (CR 603.4, 601.2h):
            // about each object that entered.
            if self.eat_seq(&[
                "none", "of", "them", "were", "cast", "or", "no", "mana", "was", "spent", "to",
                "cast", "them",
            ]) {
                return match e {
                    EventPattern::EnterOneOrMore { this_too, what, .. } => {
                        self.finish(EventPattern::EnterOneOrMore {
                            this_too,
                            what,
                            none_cast_with_mana: true,
                        })
                    }
                    _ => self.expected(
                        "an event 'one or more ... enter' before 'if none of them were cast ...'",
                    ),
                };
            }
            // "if this card is suspended" (CR 702.62b): the ability functions in exile.
            if self.this() {
                if !self.eat_seq(&["is", "suspended"]) {
                    return self.expected(
                        "'is suspended' (the only intervening 'if' about the card itself)",
                    );
                }
                e = EventPattern::IfSuspended(Box::new(e));
            } else if matches!(e, EventPattern::Dies) && self.eat_seq(&["it", "had", "no"]) {
                // CR 603.10a, 603.4: "When this creature dies, if it had no time counters on
                // it": the creature as it last existed on the battlefield.
                let kind = self.counter_kind()?;
                if !(self.eat("counters") || self.eat("counter")) {
                    return self.expected("'counters'");
                }
                if !self.eat_seq(&["on", "it"]) {
                    return self.expected("'on it'");
                }
                e = EventPattern::If {
                    event: Box::new(e),
                    condition: Condition::AmountIs(
                        Amount::Counters { kind, on: None },
                        Compare::Exactly(0),
                    ),
                };
            } else {
                // "it" / "that spell" here is the event's object, which a condition about the
                // game does not read: only "no mana was spent to cast it" is said of it.
                if self.peek_is("it") || self.peek_is("that") {
                    return self.expected(
                        "'no mana was spent to cast it', 'this card is suspended' or a condition                          about the game (an intervening 'if' about the spell is not supported)",
                    );
                }
                // CR 603.4: "if you control a creature with power 4 or greater" and the like.
                let condition = self.condition()?;
                e = EventPattern::If {
                    event: Box::new(e),
                    condition,
                };
            }
        }
        self.finish(e)
    }

    fn one_event(&mut self) -> Parsed<EventPattern> {
        let _ = self.eat("when") || self.eat("whenever") || self.eat("at");
        // "you planeswalk to this" (CR 901.11: the plane turned face up)
        if self.eat_seq(&["you", "planeswalk", "to"]) {
            if !self.this() {
                return self.expected("'this' or the card's name");
            }
            return self.finish(EventPattern::PlaneswalkedTo);
        }
        // "you planeswalk away from this" (CR 901.11b: the plane turned face down)
        if self.eat_seq(&["you", "planeswalk", "away", "from"]) {
            if !self.this() {
                return self.expected("'this' or the card's name");
            }
            return self.finish(EventPattern::PlaneswalkedAway);
        }
        // "you cycle this card" (CR 702.29c), "you cycle or discard a card", "you cycle another
        // card" (702.29d).
        if self.eat_seq(&["you", "cycle"]) {
            let discard = self.eat_seq(&["or", "discard"]);
            let other = self.eat("another");
            if !other && !discard && self.this() {
                return self.finish(EventPattern::YouCycleThis);
            }
            if !(other || self.eat("a")) || !self.eat("card") {
                return self.expected("'this card', 'a card' or 'another card'");
            }
            return self.finish(EventPattern::YouCycleOrDiscard {
                cycle_only: !discard,
                other,
            });
        }
        // "you attack", "you attack with at least N [filter]" (CR 508.1, 603.2)
        if self.eat_seq(&["you", "attack"]) {
            if !self.eat_seq(&["with", "at", "least"]) {
                return self.finish(EventPattern::YouAttack {
                    at_least: 1,
                    with: Filter::default(),
                });
            }
            let Some(n) = self.number() else {
                return self.expected("a number of creatures ('two creatures')");
            };
            let mut with = self.description()?;
            with.zone = Some(Zone::Battlefield);
            return self.finish(EventPattern::YouAttack { at_least: n, with });
        }
        // "chapter I", "chapter II" (CR 714.2b)
        if self.eat("chapter") {
            let Some(n) = self.peek().and_then(roman) else {
                return self.expected("a chapter number in Roman numerals: 'chapter II'");
            };
            self.i += 1;
            return self.finish(EventPattern::Chapter(n));
        }
        if self.eat_seq(&["chaos", "ensues"]) {
            return self.finish(EventPattern::ChaosEnsues);
        }
        if self.eat_seq(&["you", "encounter"]) {
            if !self.this() {
                return self.expected("'this' or the card's name");
            }
            return self.finish(EventPattern::Encounter);
        }
        // "you foretell a card" (CR 702.143c).
        if self.eat_seq(&["you", "foretell", "a", "card"]) {
            return self.finish(EventPattern::YouForetell);
        }
        if self.eat_seq(&["you", "roll", "the", "planar", "die"]) {
            return self.finish(EventPattern::PlanarDieRolled);
        }
        // CR 706.7, 901.9d: "you roll one or more dice", "you roll a die", "you roll a 5 or
        // higher on a die".
        if self.eat_seq(&["you", "roll", "one", "or", "more", "dice"])
            || self.eat_seq(&["you", "roll", "a", "die"])
        {
            return self.finish(EventPattern::RollsDice { at_least: 0 });
        }
        if self.eat_seq(&["you", "roll", "a"]) {
            let Some(n) = self.number().filter(|n| *n > 0) else {
                return self.expected("'die', 'one or more dice' or a result ('a 5 or higher')");
            };
            if !(self.eat_seq(&["or", "higher"]) || self.eat_seq(&["or", "greater"])) {
                return self.expected("'or higher'");
            }
            if !self.eat_seq(&["on", "a", "die"]) {
                return self.expected("'on a die'");
            }
            return self.finish(EventPattern::RollsDice { at_least: n });
        }
        if self.eat_seq(&["the", "beginning", "of"]) {
            // "At the beginning of combat on your turn" / "of each combat" (CR 507.1).
            let each_combat = self.eat_seq(&["each", "combat"]);
            if each_combat || self.eat("combat") {
                let whose = if each_combat {
                    None
                } else if self.eat_seq(&["on", "your", "turn"]) {
                    Some(Relation::You)
                } else if self.eat_seq(&["on", "each", "opponent's", "turn"]) {
                    Some(Relation::Opponent)
                } else {
                    return self.expected("'on your turn' or 'on each opponent's turn'");
                };
                return self.finish(EventPattern::BeginningOf {
                    step: Step::BeginCombat,
                    whose,
                });
            }
            let whose = if self.eat("your") {
                Some(Relation::You)
            } else if self.eat_seq(&["each", "opponent's"]) {
                Some(Relation::Opponent)
            } else if self.eat_seq(&["each", "player's"]) || self.eat("each") {
                None
            } else if self.peek_is("the") && self.peek_at_is(1, "end") {
                // "At the beginning of the end step" (Ball Lightning): every turn's.
                self.i += 1;
                None
            } else {
                return self.expected("'your', 'each' or 'each opponent's'");
            };
            let step = if self.eat("upkeep") {
                Step::Upkeep
            } else if self.eat_seq(&["draw", "step"]) {
                Step::Draw
            } else if self.eat_seq(&["end", "step"]) {
                Step::End
            } else if self.eat_seq(&["precombat", "main", "phase"]) {
                Step::Main1
            } else if self.eat_seq(&["postcombat", "main", "phase"])
                || self.eat_seq(&["second", "main", "phase"])
            {
                Step::Main2
            } else {
                return self.expected(
                    "'upkeep', 'draw step', 'end step', 'precombat main phase' or 'postcombat \
                     main phase'",
                );
            };
            return self.finish(EventPattern::BeginningOf { step, whose });
        }
        // CR 122.1, 113.6b: "a time counter is removed from this [while it's exiled]".
        if self.eat_seq(&["a", "time", "counter", "is", "removed", "from"]) {
            if !self.this() {
                return self.expected("'this' or the card's name (a counter removed from itself)");
            }
            let zone = match self.eat_seq(&["while", "it's", "exiled"])
                || self.eat_seq(&["while", "it", "is", "exiled"])
            {
                true => Zone::Exile,
                false => Zone::Battlefield,
            };
            return self.finish(EventPattern::TimeCounterRemoved { zone });
        }
        // CR 122.6: "you put one or more [kind] counters on a permanent [you control] [or
        // player]" / "... on a player".
        if self.eat_seq(&["you", "put", "one", "or", "more"]) {
            let kind = match self.peek_is("counters") {
                true => None,
                false => Some(self.counter_kind()?),
            };
            if !self.eat_seq(&["counters", "on"]) {
                return self.expected("'counters on'");
            }
            if self.eat_seq(&["a", "player"]) {
                return self.finish(EventPattern::YouPutCounters {
                    kind,
                    on: None,
                    players: true,
                });
            }
            let _ = self.eat("a") || self.eat("an");
            let f = self.description()?;
            // CR 122.6: counters are put on permanents (on the battlefield or as they enter).
            if f.zone.is_some() {
                return self.err(
                    "'you put counters on' a card in another zone is not an event: write 'on a \
                     permanent' (CR 122.6)",
                );
            }
            let players = self.eat_seq(&["or", "player"]);
            return self.finish(EventPattern::YouPutCounters {
                kind,
                on: Some(f),
                players,
            });
        }
        // "[a player / you / an opponent] cast(s) a [filter] spell"
        let save = self.i;
        let who = if self.eat_seq(&["a", "player"]) {
            Some(None)
        } else if self.eat("you") {
            Some(Some(Relation::You))
        } else if self.eat_seq(&["an", "opponent"]) {
            Some(Some(Relation::Opponent))
        } else {
            None
        };
        if let Some(who) = who {
            // "Whenever an opponent activates an ability that isn't a mana ability" (CR
            // 602.2b). Mana abilities are activated within the payments of costs (605.3a),
            // which the engine collapses, so "activates a mana ability" can't be said; "taps
            // a land for mana" (106.12) can, below.
            // "Whenever a player draws a land card" (CR 121.1): each card drawn.
            if self.eat("draw") || self.eat("draws") {
                if !self.eat("a") {
                    return self.expected("'a card' or 'a [land] card'");
                }
                // The card drawn is read in the hand it went to.
                let implied = std::mem::replace(&mut self.zone_implied, true);
                let what = self.description();
                self.zone_implied = implied;
                let mut what = what?;
                what.zone = Some(Zone::Hand);
                return self.finish(EventPattern::Draws { who, what });
            }
            // CR 106.12, 605.1b: "Whenever a player taps a land for mana": a mana ability with
            // {T} in its cost was activated and produced mana; the source is read on the
            // battlefield, as it was tapped.
            if self.eat("tap") || self.eat("taps") {
                if !(self.eat("a") || self.eat("an")) {
                    return self.expected("'a [land / permanent] for mana'");
                }
                let what = self.description()?;
                if what.zone.is_some_and(|z| z != Zone::Battlefield) {
                    return self.err("a card tapped for mana is a permanent (CR 106.12)");
                }
                if !self.eat_seq(&["for", "mana"]) {
                    return self.expected("'for mana'");
                }
                return self.finish(EventPattern::TapsForMana { who, what });
            }
            if self.eat("activate") || self.eat("activates") {
                let _ = self.eat("an");
                if !self.eat("ability") {
                    return self.expected("'an ability that isn't a mana ability'");
                }
                if !(self.eat_seq(&["that", "isn't", "a", "mana", "ability"])
                    || self.eat_seq(&["that", "is", "not", "a", "mana", "ability"]))
                {
                    return self.expected(
                        "'that isn't a mana ability' (mana abilities are activated within \
                         payments, CR 605.3a, and can't trigger abilities here)",
                    );
                }
                return self.finish(EventPattern::Activates { who });
            }
            if self.eat("cast") || self.eat("casts") {
                // CR 601.2i, 113.6: "When you cast this spell [from anywhere other than
                // exile]": the spell's own ability, which functions on the stack.
                if who == Some(Relation::You) && self.eat_seq(&["this", "spell"]) {
                    let not_from = if self.eat_seq(&["from", "anywhere", "other", "than"]) {
                        if self.eat("exile") {
                            Some(Zone::Exile)
                        } else if self.eat_seq(&["your", "hand"]) {
                            Some(Zone::Hand)
                        } else {
                            let _ = self.eat("your");
                            Some(self.zone_noun()?)
                        }
                    } else {
                        None
                    };
                    return self.finish(EventPattern::CastThis { not_from });
                }
                // "Whenever you cast your second spell each turn" (CR 601.2i).
                if who == Some(Relation::You) && self.eat("your") {
                    let Some(n) = self
                        .peek()
                        .and_then(|w| ORDINALS.iter().position(|o| w.eq_ignore_ascii_case(o)))
                    else {
                        return self.expected("'second' ('you cast your second spell each turn')");
                    };
                    self.i += 1;
                    if !self.eat_seq(&["spell", "each", "turn"]) {
                        return self.expected("'spell each turn'");
                    }
                    self.scope.bind(None);
                    return self.finish(EventPattern::YouCastNth(n as u8 + 1));
                }
                let _ = self.eat("a") || self.eat("an");
                let stop = std::mem::replace(&mut self.stop_at_from, true);
                let what = self.description();
                self.stop_at_from = stop;
                let mut what = what?;
                // CR 601.2a: "a spell from your hand", "from exile", "from your graveyard",
                // "from anywhere other than your hand": one cast from there (the zone its card
                // moved to the stack from).
                let (from, yours) = self.cast_from_zones()?;
                if from == CastFrom::Zones(vec![Zone::Hand]) {
                    what.status = what.status.with(Status::CAST_FROM_HAND);
                } else {
                    what.cast_from = from;
                }
                // "you cast a spell from your graveyard": a card of yours; "a player casts a
                // spell from their hand": the caster's own zone, whoever controls the ability.
                if yours && who == Some(Relation::You) {
                    what.owner = Some(Relation::You);
                }
                what.zone = Some(Zone::Stack);
                let during = if self.eat_seq(&["during", "an", "opponent's", "turn"]) {
                    Some(Relation::Opponent)
                } else if self.eat_seq(&["during", "your", "turn"]) {
                    Some(Relation::You)
                } else {
                    None
                };
                // "that card", "that spell", "it": the spell (the ability's first binding).
                self.scope.bind(None);
                let e = EventPattern::Casts { who, what };
                return self.finish(match during {
                    None => e,
                    Some(whose) => EventPattern::During {
                        whose,
                        event: Box::new(e),
                    },
                });
            }
            self.i = save;
        }
        // "[this / a filter] enters", "this card becomes plotted"; "a card is put into a
        // graveyard from anywhere" names the zones in its verb.
        self.zone_implied = true;
        // CR 603.2c: "one or more [filter] enter", "this and/or one or more other [filter]
        // enter": one event however many enter at once.
        if self.eat_seq(&["one", "or", "more"]) {
            let what = self.description()?;
            return self.enter_one_or_more(false, what);
        }
        let save = self.i;
        if self.this() && self.eat_seq(&["and/or", "one", "or", "more"]) {
            let what = self.description()?;
            if !what.other {
                return self.expected("'other' ('this and/or one or more other creatures')");
            }
            return self.enter_one_or_more(true, what);
        }
        self.i = save;
        // "Whenever this creature or another creature dies" (Blood Artist): two trigger
        // conditions, one ability (CR 603.2), each a leaves-the-battlefield event that looks
        // back (603.10a); the object that left is "it".
        if self.this() && self.peek_is("or") && self.peek_at_is(1, "another") {
            self.i += 1;
            return self.this_or_another();
        }
        self.i = save;
        let subject = if self.this() {
            Selector::This
        } else if self.eat("a") || self.eat("an") || self.eat("another") {
            if self.toks[self.i - 1].word.eq_ignore_ascii_case("another") {
                self.i -= 1;
            }
            Selector::One(self.description()?)
        } else if self.peek_is("enchanted") || self.peek_is("equipped") {
            // "When enchanted creature dies" (Oracle wording: no article; CR 303.4b, 301.5a):
            // the object the ability's source is attached to.
            Selector::One(self.description()?)
        } else {
            return self.expected(
                "an event: 'this enters', 'a [creature ...] enters', 'this creature dies', \
                 'enchanted creature dies', 'a creature leaves the battlefield', 'this card \
                 becomes plotted', 'a player casts a spell', 'the beginning of your upkeep', \
                 'chaos ensues', 'you encounter this' or 'you roll the planar die'",
            );
        };
        if self.eat("enters") || self.eat_seq(&["enters", "the", "battlefield"]) {
            let _ = self.eat_seq(&["the", "battlefield"]);
            // "Whenever this creature enters or attacks" (CR 603.2: two trigger conditions).
            if subject == Selector::This && self.eat_seq(&["or", "attacks"]) {
                return self.finish(EventPattern::AnyOf(vec![
                    EventPattern::Enters(subject),
                    EventPattern::Attacks,
                ]));
            }
            // "Whenever another creature you control enters, put ... on it": the object that
            // entered is the ability's "it" (CR 603.10a, 400.7e).
            if let Selector::One(_) = subject {
                self.scope.bind(Some(MOVED_CARD));
            }
            return self.finish(EventPattern::Enters(subject));
        }
        // "Whenever this creature attacks" (CR 508.1m).
        if subject == Selector::This && self.eat("attacks") {
            // "Whenever this Vehicle attacks or blocks" (CR 603.2: two trigger conditions).
            if self.eat_seq(&["or", "blocks"]) {
                return self.finish(EventPattern::AnyOf(vec![
                    EventPattern::Attacks,
                    EventPattern::Blocks,
                ]));
            }
            return self.finish(EventPattern::Attacks);
        }
        // "Whenever this creature blocks" (CR 509.1i).
        if subject == Selector::This && self.eat("blocks") {
            return self.finish(EventPattern::Blocks);
        }
        // "When this creature is turned face up" (CR 708.8, 702.37e).
        if subject == Selector::This && self.eat_seq(&["is", "turned", "face", "up"]) {
            return self.finish(EventPattern::TurnedFaceUp);
        }
        // CR 603.2e, 115.1: "becomes the target of a spell [or ability] [an opponent
        // controls]"; "that spell" is the spell (the ability's first binding).
        if self.eat_seq(&["becomes", "the", "target", "of", "a", "spell"]) {
            let abilities = self.eat_seq(&["or", "ability"]);
            let by = if self.eat_seq(&["an", "opponent", "controls"]) {
                Some(Relation::Opponent)
            } else if self.eat_seq(&["you", "control"]) {
                Some(Relation::You)
            } else {
                None
            };
            self.scope.bind(None);
            self.scope.targeted_by = abilities;
            return self.finish(EventPattern::BecomesTarget {
                what: subject,
                abilities,
                by,
            });
        }
        if subject == Selector::This && self.eat_seq(&["becomes", "plotted"]) {
            return self.finish(EventPattern::BecomesPlotted);
        }
        // CR 603.8: "When this has ten or more scroll counters on it": a state trigger.
        if subject == Selector::This && self.eat("has") {
            let condition = self.counters_on_this()?;
            return self.finish(EventPattern::State(condition));
        }
        // CR 510.2, 603.2: "this creature / a creature you control deals combat damage to a
        // player"; a filter's creature is the ability's "it" ("its controller").
        if self.eat_seq(&["deals", "combat", "damage", "to", "a", "player"]) {
            if let Selector::One(f) = &subject {
                if f.zone.is_some_and(|z| z != Zone::Battlefield) {
                    return self.expected("a creature on the battlefield");
                }
                self.scope.bind(Some(MOVED_CARD));
            } else {
                // "remove that many time counters": the damage it dealt (AboutAmount).
                self.scope.event_amount = true;
            }
            return self.finish(EventPattern::DealsCombatDamageToPlayer(subject));
        }
        // CR 120.3, 603.2: "this creature deals damage to a player / an opponent / you / a
        // creature": any damage, combat or not; a player dealt damage is "that player".
        if self.peek_is("deals") && self.peek_at_is(1, "damage") {
            if subject != Selector::This {
                return self.err(
                    "a 'deals damage' trigger is about this object only: 'this creature deals \
                     damage to an opponent' (or 'a creature you control deals combat damage to \
                     a player')",
                );
            }
            self.i += 2;
            let to = if self.eat_seq(&["to", "a", "player"]) {
                DamageTo::Player(None)
            } else if self.eat_seq(&["to", "an", "opponent"]) {
                DamageTo::Player(Some(Relation::Opponent))
            } else if self.eat_seq(&["to", "you"]) {
                DamageTo::Player(Some(Relation::You))
            } else if self.eat_seq(&["to", "a", "creature"]) {
                DamageTo::Creature
            } else {
                return self
                    .expected("'to a player', 'to an opponent', 'to you' or 'to a creature'");
            };
            return self.finish(EventPattern::DealsDamage(to));
        }
        if self.peek_is("dies") {
            self.i += 1;
            if subject == Selector::This {
                return self.finish(EventPattern::Dies);
            }
            // CR 700.4: "dies" is put into a graveyard from the battlefield.
            return self.zone_change(EventPattern::ZoneChange {
                what: subject,
                from: Some(Zone::Battlefield),
                to: Some(Zone::Graveyard),
            });
        }
        if self.eat_seq(&["leaves", "the", "battlefield"]) {
            return self.zone_change(EventPattern::ZoneChange {
                what: subject,
                from: Some(Zone::Battlefield),
                to: None,
            });
        }
        // CR 108.2b, 111.6: "a card is put into a graveyard" is never a token.
        let says_card = self
            .i
            .checked_sub(1)
            .and_then(|j| self.toks.get(j))
            .is_some_and(|t| {
                t.word.eq_ignore_ascii_case("card") || t.word.eq_ignore_ascii_case("cards")
            });
        let mut subject = match subject {
            Selector::One(mut f) if says_card => {
                f.status = f.status.with(Status::NONTOKEN);
                Selector::One(f)
            }
            other => other,
        };
        // CR 404.2, 400.3: a card goes to its owner's graveyard, so "a card is put into an
        // opponent's graveyard" is a card an opponent owns put into a graveyard.
        let whose = if self.eat_seq(&["is", "put", "into", "an", "opponent's", "graveyard"]) {
            Some(Relation::Opponent)
        } else if self.eat_seq(&["is", "put", "into", "your", "graveyard"]) {
            Some(Relation::You)
        } else {
            None
        };
        match (&mut subject, whose) {
            (Selector::One(f), Some(r)) => f.owner = Some(r),
            (_, Some(Relation::Opponent)) => {
                return self.err(
                    "this card goes to its owner's graveyard (CR 404.2): write 'is put into a \
                     graveyard'",
                )
            }
            _ => {}
        }
        let to = if whose.is_some() || self.eat_seq(&["is", "put", "into", "a", "graveyard"]) {
            Some(Zone::Graveyard)
        } else if self.eat_seq(&["is", "exiled"]) || self.eat_seq(&["is", "put", "into", "exile"]) {
            Some(Zone::Exile)
        } else {
            None
        };
        if let Some(to) = to {
            let from = if self.eat_seq(&["from", "anywhere"]) {
                None
            } else if self.eat_seq(&["from", "the", "battlefield"]) {
                Some(Zone::Battlefield)
            } else if to == Zone::Exile {
                None
            } else {
                return self.expected("'from anywhere' or 'from the battlefield'");
            };
            return self.zone_change(EventPattern::ZoneChange {
                what: subject,
                from,
                to: Some(to),
            });
        }
        self.expected(
            "'enters', 'dies', 'leaves the battlefield', 'is put into a graveyard from anywhere', \
             'is put into an opponent's graveyard from anywhere', 'is exiled' or 'becomes plotted'",
        )
    }

    /// "another [filter] dies / leaves the battlefield / is put into a graveyard from the
    /// battlefield / is exiled" after "this or" (CR 603.2, 603.6c, 603.10a, 700.4): this
    /// object's zone change or another's, one ability; either object is "it".
    fn this_or_another(&mut self) -> Parsed<EventPattern> {
        let what = self.description()?;
        if !what.other {
            return self.expected("'another' ('this creature or another creature dies')");
        }
        let (from, to) = if self.eat("dies") {
            (Some(Zone::Battlefield), Some(Zone::Graveyard))
        } else if self.eat_seq(&["leaves", "the", "battlefield"]) {
            (Some(Zone::Battlefield), None)
        } else if self.eat_seq(&["is", "put", "into", "a", "graveyard", "from"]) {
            if self.eat("anywhere") {
                (None, Some(Zone::Graveyard))
            } else if self.eat_seq(&["the", "battlefield"]) {
                (Some(Zone::Battlefield), Some(Zone::Graveyard))
            } else {
                return self.expected("'anywhere' or 'the battlefield'");
            }
        } else if self.eat_seq(&["is", "exiled"]) {
            (None, Some(Zone::Exile))
        } else {
            return self.expected(
                "'dies', 'leaves the battlefield', 'is put into a graveyard from the battlefield' \
                 or 'is exiled' after 'this or another [filter]'",
            );
        };
        self.scope.bind(Some(MOVED_CARD));
        self.finish(EventPattern::AnyOf(vec![
            EventPattern::ZoneChange {
                what: Selector::This,
                from,
                to,
            },
            EventPattern::ZoneChange {
                what: Selector::One(what),
                from,
                to,
            },
        ]))
    }

    /// "... enter" after "one or more [filter]" (CR 603.2c).
    fn enter_one_or_more(&mut self, this_too: bool, what: Filter) -> Parsed<EventPattern> {
        // CR 603.2c, 510.2: "one or more creatures you control deal combat damage to a
        // player": one event for all the creatures that deal combat damage at once.
        if !this_too && self.eat_seq(&["deal", "combat", "damage", "to", "a", "player"]) {
            if what.zone.is_some_and(|z| z != Zone::Battlefield) {
                return self.expected("creatures on the battlefield");
            }
            return self.finish(EventPattern::OneOrMoreDealCombatDamage(what));
        }
        if !(self.eat("enter") || self.eat("enters")) {
            return self.expected("'enter' or 'deal combat damage to a player'");
        }
        self.finish(EventPattern::EnterOneOrMore {
            this_too,
            what,
            none_cast_with_mana: false,
        })
    }

    /// A zone-change event; one about an object a filter describes binds that object: "it",
    /// "that card" in the ability's instructions (CR 603.10a, 400.7e).
    fn zone_change(&mut self, e: EventPattern) -> Parsed<EventPattern> {
        if let EventPattern::ZoneChange {
            what: Selector::One(_),
            ..
        } = e
        {
            self.scope.bind(Some(MOVED_CARD));
        }
        self.finish(e)
    }

    /// "you have no cards in hand", "this spell was kicked", "there is a [filter]".
    fn condition(&mut self) -> Parsed<Condition> {
        if self.eat_seq(&["this", "spell", "was", "kicked"])
            || self.eat_seq(&["it", "was", "kicked"])
        {
            return self.finish(Condition::Kicked);
        }
        if self.eat_seq(&["its", "evoke", "cost", "was", "paid"])
            || self.eat_seq(&["it", "was", "evoked"])
        {
            return self.finish(Condition::Evoked);
        }
        if self.eat_seq(&["you", "cast", "it"]) || self.eat_seq(&["it", "was", "cast"]) {
            return self.finish(Condition::YouCastIt);
        }
        // "you planeswalked to Unyaro this turn" (CR 701.31, 901.11): of a plane.
        if self.eat_seq(&["you", "planeswalked", "to"]) {
            if !self.this() {
                return self.expected("'this' or the card's name");
            }
            if !self.eat_seq(&["this", "turn"]) {
                return self.expected("'this turn'");
            }
            return self.finish(Condition::PlaneswalkedToThisThisTurn);
        }
        // "if it's a main phase" (CR 505.1).
        if self.eat_seq(&["it's", "a", "main", "phase"])
            || self.eat_seq(&["it’s", "a", "main", "phase"])
            || self.eat_seq(&["it", "is", "a", "main", "phase"])
        {
            return self.finish(Condition::MainPhase);
        }
        // "if it's a nonland card" (the card an instruction before bound: revealed, moved),
        // "if that player discards a land card this way" (the card the discard before bound,
        // CR 701.9a): whether it has those characteristics now, wherever it is.
        {
            let save = self.i;
            let about_it = self.eat("it's") || self.eat("it’s") || self.eat_seq(&["it", "is"]);
            let discarded = !about_it
                && (self.eat_seq(&["that", "player"]) || self.eat("they") || self.eat("you"))
                && (self.eat("discards") || self.eat("discard") || self.eat("discarded"));
            if about_it || discarded {
                let Some(slot) = self.scope.last else {
                    self.i = save;
                    return self.err(
                        "'it' here is a card an instruction before this one bound (revealed, \
                         discarded, moved); there is none",
                    );
                };
                let _ = self.eat("a") || self.eat("an");
                // The card is where the instruction before put it: no zone is said.
                let implied = self.zone_implied;
                self.zone_implied = true;
                let f = self.description();
                self.zone_implied = implied;
                let mut f = f?;
                if discarded && !self.eat_seq(&["this", "way"]) {
                    return self
                        .expected("'this way' (\"if that player discards a land card this way\")");
                }
                f.among = Some(slot);
                return self.finish(Condition::Exists(f));
            }
            self.i = save;
        }
        // "there are five or more cards in your graveyard": a count of objects (CR 608.2c).
        if self.eat_seq(&["there", "are"]) {
            let Some(n) = self.number() else {
                return self
                    .expected("a number (\"there are five or more cards in your graveyard\")");
            };
            if !self.eat_seq(&["or", "more"]) {
                return self.expected("'or more'");
            }
            let f = self.description()?;
            return self.finish(Condition::AtLeast(n, f));
        }
        // "you've cast two or more spells this turn" (CR 601.2i).
        if self.eat_seq(&["you've", "cast"]) || self.eat_seq(&["you", "have", "cast"]) {
            let Some(n) = self.number() else {
                return self.expected("a number (\"you've cast two or more spells this turn\")");
            };
            if !self.eat_seq(&["or", "more", "spells", "this", "turn"]) {
                return self.expected("'or more spells this turn'");
            }
            return self.finish(Condition::SpellsCastThisTurn(Compare::AtLeast(i16::from(
                n,
            ))));
        }
        // Morbid (CR 700.4, 603.4): "a creature died this turn", "no creatures died this turn".
        if self.eat_seq(&["a", "creature", "died", "this", "turn"]) {
            return self.finish(Condition::ThisTurn(TurnFact::CreatureDied));
        }
        if self.eat_seq(&["no", "creatures", "died", "this", "turn"])
            || self.eat_seq(&["no", "creature", "died", "this", "turn"])
        {
            return self.finish(Condition::Not(Box::new(Condition::ThisTurn(
                TurnFact::CreatureDied,
            ))));
        }
        // CR 702.131c: "you have the city's blessing".
        if self.eat_seq(&["you", "have", "the", "city's", "blessing"])
            || self.eat_seq(&["you", "have", "the", "city’s", "blessing"])
        {
            return self.finish(Condition::CityBlessing);
        }
        if self.eat_seq(&["you", "have", "no", "cards", "in", "hand"]) {
            return self.finish(Condition::Not(Box::new(Condition::Exists(Filter {
                zone: Some(Zone::Hand),
                owner: Some(Relation::You),
                ..Filter::default()
            }))));
        }
        if self.eat_seq(&["you", "control"]) {
            // "you control five or more untapped lands" (Dust Animus): a count.
            let save = self.i;
            if let Some(n) = self.number() {
                if self.eat_seq(&["or", "more"]) {
                    let mut f = self.description()?;
                    f.controller = Some(Relation::You);
                    return self.finish(Condition::AtLeast(n, f));
                }
                self.i = save;
            }
            let none = self.eat("no");
            if !none {
                let _ = self.eat("a") || self.eat("an");
            }
            let mut f = self.description()?;
            f.controller = Some(Relation::You);
            let c = Condition::Exists(f);
            return self.finish(if none { Condition::Not(Box::new(c)) } else { c });
        }
        // CR 705.2: "that player loses the flip", "you win the flip": the coin this
        // resolution flipped (only its flipper wins or loses it).
        {
            let save = self.i;
            let flipper = self.eat_seq(&["that", "player"]) || self.eat("you") || self.eat("they");
            if flipper {
                let won = if self.eat("wins") || self.eat("win") {
                    Some(true)
                } else if self.eat("loses") || self.eat("lose") {
                    Some(false)
                } else {
                    None
                };
                if let Some(won) = won {
                    if !self.eat_seq(&["the", "flip"]) {
                        return self.expected("'the flip' (\"that player loses the flip\")");
                    }
                    return self.finish(Condition::Flip { won });
                }
            }
            self.i = save;
        }
        // CR 706.3a: "the result is 1-9", "the result is 10+", "any of those results was 10
        // or higher".
        if self.eat_seq(&["the", "result", "is"])
            || self.eat_seq(&["any", "of", "those", "results", "was"])
        {
            let (lo, hi) = self.result_range()?;
            return self.finish(Condition::ResultIn { lo, hi });
        }
        // "that card is exiled", "the card has no delay counters on it": about an object an
        // earlier instruction bound (a delayed ability's "that card", CR 603.7c).
        let save = self.i;
        let slot = if self.eat_seq(&["the", "card"]) {
            self.scope.last
        } else {
            self.reference()?
        };
        if let Some(s) = slot {
            if self.eat_seq(&["is", "exiled"]) || self.eat_seq(&["is", "in", "exile"]) {
                return self.finish(Condition::Exists(Filter {
                    among: Some(s),
                    zone: Some(Zone::Exile),
                    ..Filter::default()
                }));
            }
            if self.eat_seq(&["has", "no"]) {
                let kind = self.counter_kind()?;
                if !self.eat("counters") {
                    return self.expected("'counters'");
                }
                let _ = self.eat_seq(&["on", "it"]);
                return self.finish(Condition::Not(Box::new(Condition::Exists(Filter {
                    among: Some(s),
                    counter: Some(kind),
                    ..Filter::default()
                }))));
            }
            return self.expected("'is exiled' or 'has no [kind] counters on it'");
        }
        self.i = save;
        self.expected("'you do', 'this spell was kicked', 'you have no cards in hand', 'you control [a/no] ...', 'that card is exiled' or 'the result is ...'")
    }

    /// A results table's range (CR 706.3a): "1-9", "10+", "20", "5 or higher", "2 or lower".
    fn result_range(&mut self) -> Parsed<(u8, u8)> {
        let w = self.peek().unwrap_or("").to_string();
        let bound = |t: &str| t.parse::<u8>().ok().filter(|n| *n > 0);
        if let Some((a, b)) = w.split_once('-') {
            if let (Some(a), Some(b)) = (bound(a), bound(b)) {
                if a > b {
                    return self.err(format!(
                        "the range {a}-{b} is empty: write the low end first"
                    ));
                }
                self.i += 1;
                return Ok((a, b));
            }
        }
        if let Some(n) = w.strip_suffix('+').and_then(bound) {
            self.i += 1;
            return Ok((n, u8::MAX));
        }
        let Some(n) = self.number().filter(|n| *n > 0) else {
            return self.expected("a result: '1-9', '10+', '20' or '5 or higher'");
        };
        if self.eat("or") {
            if self.eat("higher") || self.eat("greater") || self.eat("more") {
                return Ok((n, u8::MAX));
            }
            if self.eat("lower") || self.eat("less") {
                return Ok((1, n));
            }
            return self.expected("'higher' or 'lower' after 'or'");
        }
        Ok((n, n))
    }
}

pub fn selector(text: &str, scope: &mut Scope) -> Parsed<Selector> {
    Parser::new(text, scope).selector()
}

/// "If it would leave the battlefield, exile it instead of putting it anywhere else." (CR
/// 614.1a; unearth's, 702.84a): the permanent the replacement follows.
pub fn leave_replacement(text: &str, scope: &mut Scope) -> Parsed<Selector> {
    const LEAVE: &str = " would leave the battlefield";
    let lower = text.to_ascii_lowercase();
    let at = lower.find(LEAVE).filter(|_| lower.starts_with("if "));
    let Some(at) = at else {
        return Err(PhraseError {
            at: 0,
            message: "expected 'If it would leave the battlefield, exile it instead of putting it \
                      anywhere else.'"
                .into(),
        });
    };
    let what = selector(&text[3..at], scope).map_err(|mut e| {
        e.at += 3;
        e
    })?;
    let tail_at = at + LEAVE.len();
    let tail = lower[tail_at..].trim().trim_start_matches(',').trim();
    let tail = tail.trim_end_matches('.').trim();
    if tail != "exile it instead of putting it anywhere else" && tail != "exile it instead" {
        return Err(PhraseError {
            at: tail_at,
            message: "expected ', exile it instead of putting it anywhere else'".into(),
        });
    }
    Ok(what)
}

/// What "for each ..." counts: "charge counter on it" (CR 122.1), "land you control".
pub fn for_each(text: &str, scope: &mut Scope) -> Parsed<Amount> {
    let mut p = Parser::new(text, scope);
    if let Some(a) = p.counters_on()? {
        return p.finish(a);
    }
    let f = p.description()?;
    p.finish(Amount::Number(f))
}

pub fn amount(text: &str, scope: &mut Scope) -> Parsed<Amount> {
    Parser::new(text, scope).amount()
}

pub fn counters(text: &str, scope: &mut Scope) -> Parsed<(CounterKind, Amount)> {
    Parser::new(text, scope).counters()
}

pub fn player(text: &str, scope: &mut Scope) -> Parsed<PlayerRef> {
    Parser::new(text, scope).player()
}

pub fn place(text: &str, scope: &mut Scope) -> Parsed<Place> {
    Parser::new(text, scope).place()
}

pub fn event(text: &str, scope: &mut Scope) -> Parsed<EventPattern> {
    Parser::new(text, scope).event()
}

pub fn condition(text: &str, scope: &mut Scope) -> Parsed<Condition> {
    Parser::new(text, scope).condition()
}

/// What a type-changing effect makes objects (`becomes` of a `grant`): the card types, creature
/// types and artifact types it adds (layer 4, CR 613.1d, 205.3g), the power and toughness it
/// sets (layer 7b, 613.4b) and the keywords it gives (layer 6, 613.1f).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Becomes {
    pub types: Types,
    pub subtypes: crate::cards::creature_types::CreatureTypes,
    /// Artifact types ("Vehicle", CR 205.3g), one bit per entry of `effect::ARTIFACT_TYPES`.
    pub artifact_subtypes: u32,
    /// `None`: "becomes a Werewolf in addition to its other types" (Kessig) sets none.
    pub pt: Option<(i8, i8)>,
    pub keywords: crate::cards::KeywordSet,
}

/// "1/1 creatures. They're still lands.", "a 1/1 Spirit with flying in addition to its other
/// types", "artifacts in addition to other types" (Esper), "a 5/3 Vehicle in addition to its
/// other types" (Ghirapur) (`becomes` of a `grant`): a type-changing effect that adds card
/// types, creature types (205.3m) and artifact types (205.3g) in layer 4 (CR 613.1d) and may
/// set power and toughness in layer 7b (613.4b), with the keywords "with ..." names (layer 6).
/// The object keeps its other types only if the text says so ("They're still lands.",
/// "that's still a land", "in addition to its other types", 205.1b); without that the new
/// types would replace the old (205.1a), which is not modelled: that is an error. Creature
/// types alone ("a 1/1 Spirit") add no card type: an object that isn't a creature doesn't get
/// them (205.3d). A power and toughness set on an object that isn't a creature matter only once
/// it is one (a Vehicle's, 301.7c).
pub fn becomes(text: &str, scope: &mut Scope) -> Parsed<Becomes> {
    let mut p = Parser::new(text, scope);
    let _ = p.eat("a") || p.eat("an");
    let Some(word) = p.peek().map(str::to_string) else {
        return p.expected("a power and toughness such as \"1/1\"");
    };
    let pt = word.split_once('/').and_then(|(a, b)| {
        let n = |s: &str| s.parse::<i8>().ok().filter(|n| (0..=99).contains(n));
        Some((n(a)?, n(b)?))
    });
    // "becomes a Werewolf in addition to its other types": a creature type alone, no power
    // and toughness set (CR 205.3m, 613.1d); "become artifacts in addition to other types": a
    // card type alone (205.1b).
    let type_only = pt.is_none()
        && (crate::cards::creature_types::from_word(&word).is_some()
            || type_word(&word).is_some()
            || crate::cards::effect::artifact_type_bit(&word).is_some());
    if pt.is_none() && !type_only {
        return p.err(format!(
            "'{word}' is not a power and toughness: write it as \"1/1\" (0 to 99 each)"
        ));
    }
    if pt.is_some() {
        p.i += 1;
    }
    let mut out = Becomes {
        pt,
        ..Becomes::default()
    };
    while let Some(w) = p.peek().map(str::to_string) {
        if let Some(t) = type_word(&w) {
            out.types = Types(out.types.0 | t.0);
        } else if let Some(i) = crate::cards::creature_types::from_word(&w) {
            // CR 205.3m: "Spirit", "Shapeshifter Rogue": creature types.
            out.subtypes = out.subtypes.with(i);
        } else if let Some(bit) = crate::cards::effect::artifact_type_bit(&w) {
            // CR 205.3g: "Vehicle": an artifact type.
            out.artifact_subtypes |= bit;
        } else {
            break;
        }
        p.i += 1;
    }
    if out.types.0 == 0 && out.subtypes.is_empty() && out.artifact_subtypes == 0 {
        return p.expected(
            "a card type (\"1/1 creatures\", \"artifacts\"), a creature type (\"a 1/1 Spirit\") \
             or an artifact type (\"a 5/3 Vehicle\")",
        );
    }
    // CR 205.1b: the permanent card types; a planeswalker type added would escape the
    // engine's list of a model's planeswalkers (cards that are one), so it is an error.
    let addable = Types::CREATURE.0 | Types::ARTIFACT.0 | Types::ENCHANTMENT.0 | Types::LAND.0;
    if out.types.0 & !addable != 0 {
        return p.err(
            "a type-changing effect here adds creature, artifact, enchantment or land (CR \
             205.1b); other card types are not modelled"
                .to_string(),
        );
    }
    if pt.is_some()
        && !out.types.has(Types::CREATURE)
        && out.subtypes.is_empty()
        && out.artifact_subtypes == 0
    {
        return p.expected(
            "'creature' or 'creatures' (\"1/1 creatures\") or an artifact type (\"a 5/3 \
             Vehicle\") after a power and toughness",
        );
    }
    // "with flying": keywords (layer 6, CR 613.1f).
    if p.eat("with") {
        out.keywords = p.keywords()?;
    }
    let kept = p.eat_seq(&["they're", "still"])
        || p.eat_seq(&["it's", "still"])
        || p.eat_seq(&["that's", "still"])
        || p.eat_seq(&["that", "are", "still"])
        || p.eat_seq(&["that", "is", "still"]);
    if kept {
        let _ = p.eat("a") || p.eat("an");
        if p.peek().and_then(type_word).is_none() {
            return p.expected("a card type ('lands')");
        }
        p.i += 1;
    } else if !p.eat_seq(&["in", "addition", "to", "its", "other", "types"])
        && !p.eat_seq(&["in", "addition", "to", "their", "other", "types"])
        && !p.eat_seq(&["in", "addition", "to", "other", "types"])
    {
        return p.expected(
            "\"They're still lands.\" or \"in addition to its other types\": an object that \
             becomes a creature without keeping its types loses them (CR 205.1a), which is \
             not modelled",
        );
    }
    p.finish(out)
}

/// "+3/+3", "-1/-1", "+2/+0": a power and toughness change (CR 613.4c).
pub fn pt_change(text: &str, scope: &mut Scope) -> Parsed<(i8, i8)> {
    let mut p = Parser::new(text, scope);
    let change = p.pt_word()?;
    p.finish(change)
}

impl Parser<'_, '_> {
    /// A signed power/toughness change as one word: "+3/+3", "-1/-0".
    pub(super) fn pt_word(&mut self) -> Parsed<(i8, i8)> {
        let Some(word) = self.peek().map(str::to_string) else {
            return self.expected("a change such as \"+3/+3\"");
        };
        let signed = |part: &str| -> Option<i8> {
            let (sign, digits) = match part.as_bytes().first()? {
                b'+' => (1i8, &part[1..]),
                b'-' => (-1i8, &part[1..]),
                _ => return None,
            };
            digits.parse::<i8>().ok().map(|n| sign * n)
        };
        let parsed = word
            .split_once('/')
            .and_then(|(a, b)| Some((signed(a)?, signed(b)?)));
        let Some(change) = parsed else {
            return self.err(format!(
                "'{word}' is not a power/toughness change: write it signed, as \"+3/+3\" or \"-1/-0\""
            ));
        };
        self.i += 1;
        Ok(change)
    }
}

/// "flying", "flying and vigilance", "first strike, vigilance and haste": every keyword
/// named (CR 613.1f: a grant adds them all).
pub fn granted_keywords(text: &str, scope: &mut Scope) -> Parsed<crate::cards::KeywordSet> {
    let mut p = Parser::new(text, scope);
    if p.toks.iter().any(|t| t.word.eq_ignore_ascii_case("or")) {
        return p.err("a grant gives every keyword it names: join them with 'and', not 'or'");
    }
    let set = p.keywords()?;
    p.finish(set)
}

/// "until end of turn", "end of turn", "this turn", "for the rest of the game": how long a
/// continuous effect lasts (CR 611.2a, 514.2).
pub fn duration(text: &str, scope: &mut Scope) -> Parsed<super::effect::Duration> {
    let mut p = Parser::new(text, scope);
    if p.eat_seq(&["for", "the", "rest", "of", "the", "game"])
        || p.eat_seq(&["the", "rest", "of", "the", "game"])
    {
        return p.finish(super::effect::Duration::RestOfGame);
    }
    let _ = p.eat("until");
    if p.eat_seq(&["end", "of", "turn"]) || p.eat_seq(&["this", "turn"]) {
        return p.finish(super::effect::Duration::EndOfTurn);
    }
    // "their next turn": the player who holds the effect (each card's owner, or the player
    // doing the instruction).
    if p.eat_seq(&["your", "next", "turn"]) || p.eat_seq(&["their", "next", "turn"]) {
        return p.finish(super::effect::Duration::UntilYourNextTurn);
    }
    if p.eat_seq(&["the", "end", "of", "your", "next", "turn"])
        || p.eat_seq(&["the", "end", "of", "their", "next", "turn"])
    {
        return p.finish(super::effect::Duration::UntilEndOfYourNextTurn);
    }
    if p.eat_seq(&["a", "player", "planeswalks"]) {
        return p.finish(super::effect::Duration::UntilAPlayerPlaneswalks);
    }
    // CR 611.2b: "for as long as it has a divinity counter on it".
    if p.eat_seq(&["for", "as", "long", "as", "it", "has", "a"]) {
        let kind = p.counter_kind()?;
        p.need("counter")?;
        if !p.eat_seq(&["on", "it"]) {
            return p.expected("'on it'");
        }
        return p.finish(super::effect::Duration::WhileItHasCounter(kind));
    }
    p.expected(
        "'until end of turn', 'this turn', 'until your next turn', 'until the end of your next \
         turn', 'until a player planeswalks', 'for as long as it has a [kind] counter on it' or \
         'for the rest of the game'",
    )
}

/// "until [this] leaves the battlefield" (CR 610.3): the event an exile lasts until, said of
/// the object whose ability exiles ("this", "this permanent", or the card's own name).
pub fn until_this_leaves(text: &str, scope: &mut Scope) -> Parsed<()> {
    let mut p = Parser::new(text, scope);
    let _ = p.eat("until");
    let this = p.eat_card_name()
        || (p.eat("this") && {
            let _ = [
                "permanent",
                "creature",
                "enchantment",
                "artifact",
                "planeswalker",
            ]
            .iter()
            .any(|w| p.eat(w));
            true
        });
    if !this || !p.eat_seq(&["leaves", "the", "battlefield"]) {
        return p
            .expected("'until this leaves the battlefield' (or the card's own name for 'this')");
    }
    p.finish(())
}

/// "all combat damage that would be dealt to and dealt by it" (CR 615.1a): whether damage to
/// and damage by the objects is prevented, and which objects.
pub fn prevention(text: &str, scope: &mut Scope) -> Parsed<(bool, bool, Selector)> {
    let mut p = Parser::new(text, scope);
    if !p.eat_seq(&["all", "combat", "damage"]) {
        return p.expected("'all combat damage that would be dealt to ...'");
    }
    let _ = p.eat_seq(&["that", "would", "be"]);
    p.need("dealt")?;
    let both = p.eat_seq(&["to", "and", "dealt", "by"])
        || p.eat_seq(&["to", "and", "by"])
        || p.eat_seq(&["by", "and", "dealt", "to"])
        || p.eat_seq(&["by", "and", "to"]);
    let (to, by) = if both {
        (true, true)
    } else if p.eat("to") {
        (true, false)
    } else if p.eat("by") {
        (false, true)
    } else {
        return p.expected("'to', 'by' or 'to and dealt by'");
    };
    let what = p.selector()?;
    Ok((to, by, what))
}

/// A chapter number as printed (CR 714.2a): "i" to "x".
fn roman(w: &str) -> Option<u8> {
    const ROMAN: [&str; 10] = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"];
    ROMAN.iter().position(|r| *r == w).map(|i| i as u8 + 1)
}

const ORDINALS: [&str; 10] = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
];

/// When a spell can't be cast (CR 601.3): "during your first, second, or third turns of the
/// game" (Jace Reawakened, Serra Avenger). The turns named must run from the first: the
/// condition is "it is your turn, and you have begun at most N turns".
pub fn cast_restriction(text: &str, scope: &mut Scope) -> Parsed<Condition> {
    let mut p = Parser::new(text, scope);
    if !p.eat_seq(&["during", "your"]) {
        return p.expected("'during your first, second, or third turns of the game'");
    }
    let mut named = Vec::new();
    loop {
        let Some(n) = ORDINALS.iter().position(|o| p.peek_is(o)) else {
            return p.expected("an ordinal: 'first', 'second', 'third', ...");
        };
        p.i += 1;
        named.push(n + 1);
        let comma = p.eat(",");
        let or = p.eat("or");
        if !comma && !or {
            break;
        }
    }
    if !(p.eat("turn") || p.eat("turns")) {
        return p.expected("'turns'");
    }
    let _ = p.eat_seq(&["of", "the", "game"]);
    if named.iter().enumerate().any(|(i, &n)| n != i + 1) {
        return p
            .err("name the turns from the first in order: 'your first, second, or third turns'");
    }
    p.finish(Condition::YourTurn(Compare::AtMost(named.len() as i16)))
}

/// "reveal until" counts: "two plane cards", "a nonland card with mana value 3 or greater"
/// → (count, filter). The cards are where they are revealed from: the filter names no zone.
pub fn count_of(text: &str, scope: &mut Scope) -> Parsed<(u8, Filter)> {
    let mut p = Parser::new(text, scope);
    p.zone_implied = true;
    let Some(n) = p.number() else {
        return p.expected("a number of cards ('two plane cards', 'a nonland card')");
    };
    let at = p.here();
    let f = p.description()?;
    if f.zone.is_some() || f.among.is_some() || f.controller.is_some() || f.other {
        return Err(PhraseError {
            at,
            message: "reveal-until reveals from the library or deck `from` names: its cards \
                      have no other zone, controller or source to compare"
                .into(),
        });
    }
    p.finish((n, f))
}

/// A cost "Tap three untapped Brainiacs you control" (CR 118.3, 602.2b): how many, and of what
/// (permanents the activator controls, untapped: 118.3, an already tapped permanent can't be
/// tapped to pay a cost).
pub fn tap_cost(text: &str, scope: &mut Scope) -> Parsed<(u8, Filter)> {
    let mut p = Parser::new(text, scope);
    if !p.eat("tap") {
        return p.expected("'Tap three untapped Brainiacs you control'");
    }
    let at = p.here();
    let n = match p.number() {
        Some(n) if (1..=10).contains(&n) => n,
        _ => {
            return Err(PhraseError {
                at,
                message: "expected how many permanents the cost taps: 'one' to 'ten'".into(),
            })
        }
    };
    if !p.peek_is("untapped") {
        return p.expected(
            "'untapped': only untapped permanents can be tapped to pay a cost (CR 118.3)",
        );
    }
    p.subtype_nouns = true;
    let at = p.here();
    let f = p.description()?;
    if f.controller != Some(Relation::You) || f.zone.is_some() || f.among.is_some() {
        return Err(PhraseError {
            at,
            message: "a cost taps permanents its activator controls: '... you control' \
                      (CR 602.2b)"
                .into(),
        });
    }
    p.finish((n, f))
}

/// "a spell from among other cards exiled with this artifact without paying its mana cost"
/// (`cast`, CR 608.2g, 118.9): the cards one may be cast from; a spell is cast from a card, so
/// a land among them is not one (CR 601.2, 305.9).
pub fn cast_from_among(text: &str, scope: &mut Scope) -> Parsed<(Selector, Option<u8>)> {
    let mut p = Parser::new(text, scope);
    let from = if p.eat_seq(&["a", "spell", "from", "among"]) {
        let mut f = p.description()?;
        f.not_types.0 |= Types::LAND.0;
        Selector::Each(f)
    } else if p.peek_is("that") || p.peek_is("it") || p.peek_is("the") {
        // "that card" (cascade's, the card an earlier instruction found), "it": the words
        // before "without".
        let n = (p.i..p.toks.len())
            .find(|&k| p.toks[k].word.eq_ignore_ascii_case("without"))
            .unwrap_or(p.toks.len());
        let end = p.toks.get(n).map_or(text.len(), |t| t.at);
        let from = Parser::new(&text[..end], p.scope).selector()?;
        p.i = n;
        from
    } else {
        return p.expected(
            "'a spell from among [cards]' ('a spell from among other cards exiled with this \
             artifact') or 'that card'",
        );
    };
    if !p.eat_seq(&["without", "paying", "its", "mana", "cost"]) {
        return p.expected(
            "'without paying its mana cost' (casting a card for its costs during a resolution \
             is not modelled)",
        );
    }
    // CR 702.85a: "if the resulting spell's mana value is less than N".
    let below = if p.eat("if") {
        if !p.eat_seq(&[
            "the",
            "resulting",
            "spell's",
            "mana",
            "value",
            "is",
            "less",
            "than",
        ]) {
            return p.expected("'the resulting spell's mana value is less than N'");
        }
        match p.number() {
            Some(n) => Some(n),
            None => return p.expected("a number ('less than 4')"),
        }
    } else {
        None
    };
    p.finish((from, below))
}

/// What follows "Enchant" (CR 702.5a): "creature", "creature you control", "land", "artifact
/// or creature": the permanents an Aura may target as a spell (115.1b) and be attached to
/// (303.4). Auras that enchant players (702.5d) or cards in other zones are not modelled.
pub fn enchant(text: &str, scope: &mut Scope) -> Parsed<Filter> {
    let mut p = Parser::new(text, scope);
    if p.peek_is("player") || p.peek_is("opponent") {
        return p.err(
            "an Aura that enchants a player (CR 702.5d) is not modelled: only Auras that \
             enchant permanents ('creature', 'land you control', 'permanent')",
        );
    }
    let at = p.here();
    let f = p.description()?;
    if f.zone.is_some_and(|z| z != Zone::Battlefield) || f.among.is_some() {
        return Err(PhraseError {
            at,
            message: "an Aura here enchants a permanent (CR 303.4): name one on the \
                      battlefield, such as 'creature' or 'land you control'"
                .into(),
        });
    }
    p.finish(f)
}

mod statics;
pub use statics::static_ability;

#[cfg(test)]
mod tests {
    use super::*;

    fn sel(text: &str) -> Parsed<Selector> {
        let mut scope = Scope::new("Make Your Own Luck");
        scope.bind(Some("looked"));
        selector(text, &mut scope)
    }

    #[test]
    fn filters_read_every_word() {
        let Ok(Selector::One(f)) = sel("a nonland card with mana value 3 or less from your hand")
        else {
            panic!()
        };
        assert_eq!(f.not_types, Types::LAND);
        assert_eq!(f.mana_value, Some(Compare::AtMost(3)));
        assert_eq!((f.zone, f.owner), (Some(Zone::Hand), Some(Relation::You)));
        let Ok(Selector::Target(0, TargetSpec::Object(f))) =
            sel("target creature or planeswalker an opponent controls with power 4 or greater")
        else {
            panic!()
        };
        assert_eq!(f.types.0, Types::CREATURE.0 | Types::PLANESWALKER.0);
        assert_eq!(f.controller, Some(Relation::Opponent));
        assert_eq!(f.power, Some(Compare::AtLeast(4)));
        let Ok(Selector::Each(f)) = sel("each suspended card you own") else {
            panic!()
        };
        assert_eq!((f.zone, f.status), (Some(Zone::Exile), Status::SUSPENDED));
        assert_eq!(sel("Make Your Own Luck"), Ok(Selector::This));
        assert_eq!(sel("the rest of looked"), Ok(Selector::RestOf(0)));
        assert_eq!(sel("them"), Ok(Selector::Bound(0)));
    }

    #[test]
    fn errors_point_at_the_word_and_say_what_could_come() {
        let e = sel("a nonland crad from your hand").unwrap_err();
        assert_eq!(e.at, 10);
        assert!(e.message.contains("did you mean 'card'?"), "{}", e.message);
        let e = sel("a nonland card").unwrap_err();
        assert!(e.message.contains("say where the card is"), "{}", e.message);
        let e = sel("target creature you control with strength 2").unwrap_err();
        assert_eq!(e.at, 33);
        assert!(
            e.message.contains(
                "'mana value', 'power', 'toughness', '{X} in its mana cost', 'a [kind] counter \
                 on it' or a keyword"
            ),
            "{}",
            e.message
        );
        let f = sel("each permanent with a time counter on it").unwrap();
        assert!(format!("{f:?}").contains("counter: Some(Time)"), "{f:?}");
        let e = sel("each permanent with a lore counter on it").unwrap_err();
        assert!(e.message.contains("a kind of counter"), "{}", e.message);
        let f = sel("target spell with {X} in its mana cost").unwrap();
        assert!(format!("{f:?}").contains("Status(1024)"), "{f:?}");
        let e = sel("target spell with {X} in its cost").unwrap_err();
        assert!(e.message.contains("'mana cost'"), "{}", e.message);
    }

    #[test]
    fn a_known_word_out_of_place_gets_no_did_you_mean() {
        // "the" is a word the grammar knows: pointing at it with "did you mean 'them'?" misled.
        let e = sel("a card from the top of your library").unwrap_err();
        assert!(e.message.starts_with("unexpected '"), "{}", e.message);
        assert!(!e.message.contains("did you mean"), "{}", e.message);
    }

    #[test]
    fn amounts_counters_and_events() {
        let mut scope = Scope::new("Burst Lightning");
        assert_eq!(
            amount("4 if this spell was kicked, otherwise 2", &mut scope),
            Ok(Amount::IfKicked(4, 2))
        );
        assert_eq!(
            counters("three time counters", &mut scope),
            Ok((CounterKind::Time, Amount::Fixed(3)))
        );
        assert!(matches!(
            event("a legendary creature you control enters", &mut scope),
            Ok(EventPattern::Enters(Selector::One(f))) if f.legendary
        ));
        assert_eq!(
            event("the beginning of your end step", &mut scope),
            Ok(EventPattern::BeginningOf {
                step: Step::End,
                whose: Some(Relation::You)
            })
        );
        assert_eq!(
            event("this creature dies", &mut scope),
            Ok(EventPattern::Dies)
        );
        assert!(matches!(
            event("another creature you control dies", &mut scope),
            Ok(EventPattern::ZoneChange { what: Selector::One(f), from: Some(Zone::Battlefield), to: Some(Zone::Graveyard) })
                if f.other && f.controller == Some(Relation::You)
        ));
        // CR 108.2b: a token is no card, so "a card" in an event never matches one.
        assert!(matches!(
            event("a card is put into a graveyard from anywhere", &mut scope),
            Ok(EventPattern::ZoneChange {
                what: Selector::One(f),
                from: None,
                to: Some(Zone::Graveyard),
            }) if f.status.has(Status::NONTOKEN)
        ));
        assert!(matches!(
            event("a creature you control dies", &mut scope),
            Ok(EventPattern::ZoneChange { what: Selector::One(f), .. }) if !f.status.has(Status::NONTOKEN)
        ));
        assert!(event("a creature is put into a graveyard", &mut scope).is_err());
        assert!(count_of("two plane cards", &mut scope).is_ok());
        assert!(count_of("a nonland card with mana value 3 or greater", &mut scope).is_ok());
        let e = count_of("a nonland card in your graveyard", &mut scope).unwrap_err();
        assert!(e.message.contains("have no other zone"), "{}", e.message);
    }
}
