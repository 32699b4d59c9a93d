//! The card definition vocabulary: what a card file (or a model's inline `[[card]]`) can say.

use serde::Deserialize;

use super::effect::{CounterKind, Effect};
use super::event::EventPattern;
use super::mana_ability::{self, ManaAbility};
use super::modal::ModeCount;
use super::phrase::{self, Scope};
use super::program::Program;
use super::selector::{Filter, TargetSpec};
use super::statics::Static;
use super::surface::{self, CardError};
use super::{ManaCost, Zone};

/// Card types (CR 300.1), as a bit set.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Types(pub u16);

impl Types {
    pub const LAND: Types = Types(1);
    pub const CREATURE: Types = Types(2);
    pub const INSTANT: Types = Types(4);
    pub const SORCERY: Types = Types(8);
    pub const ARTIFACT: Types = Types(16);
    pub const ENCHANTMENT: Types = Types(32);
    pub const PLANESWALKER: Types = Types(64);
    /// Planechase cards (CR 311, 312): they live in the command zone and are never permanents.
    pub const PLANE: Types = Types(128);
    pub const PHENOMENON: Types = Types(256);
    pub const NAMES: [(&'static str, Types); 9] = [
        ("land", Types::LAND),
        ("creature", Types::CREATURE),
        ("instant", Types::INSTANT),
        ("sorcery", Types::SORCERY),
        ("artifact", Types::ARTIFACT),
        ("enchantment", Types::ENCHANTMENT),
        ("planeswalker", Types::PLANESWALKER),
        ("plane", Types::PLANE),
        ("phenomenon", Types::PHENOMENON),
    ];

    pub fn has(self, t: Types) -> bool {
        self.0 & t.0 != 0
    }

    /// Permanent card types (CR 110.4).
    pub fn is_permanent(self) -> bool {
        !self.has(Types::INSTANT) && !self.has(Types::SORCERY) && !self.is_planar()
    }

    /// A plane or phenomenon (CR 311, 312).
    pub fn is_planar(self) -> bool {
        self.has(Types::PLANE) || self.has(Types::PHENOMENON)
    }

    pub fn names(self) -> Vec<&'static str> {
        Types::NAMES
            .iter()
            .filter(|(_, t)| self.has(*t))
            .map(|(n, _)| *n)
            .collect()
    }
}

#[derive(Clone, Copy, Debug, serde::Serialize, Deserialize, PartialEq, Eq, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Keyword {
    Flying,
    Reach,
    Haste,
    Flash,
    /// "Fuse (You may cast one or both halves of this card from your hand.)" (CR 702.102)
    Fuse,
    /// CR 702.7: deals combat damage in the first combat damage step (510.4).
    FirstStrike,
    /// CR 702.4: deals both first-strike and regular combat damage.
    DoubleStrike,
    /// CR 702.20b: attacking doesn't cause this creature to tap.
    Vigilance,
    /// CR 702.19: excess combat damage beyond lethal to its blockers goes to the player.
    Trample,
    /// CR 702.2: any damage it deals to a creature is lethal (704.5h); 1 is lethal damage to
    /// assign (702.2c).
    Deathtouch,
    /// CR 702.111: can't be blocked except by two or more creatures.
    Menace,
    /// CR 702.16: protection from a colour (`engine/mechanics/protection.rs`).
    ProtectionFromWhite,
    ProtectionFromBlue,
    ProtectionFromBlack,
    ProtectionFromRed,
    ProtectionFromGreen,
    /// CR 702.12b: can't be destroyed; lethal damage doesn't destroy it (704.5g).
    Indestructible,
    /// CR 702.15b: damage dealt by a source with lifelink causes its controller to gain that
    /// much life (as well as the damage's other results).
    Lifelink,
    /// CR 702.3b: a creature with defender can't attack.
    Defender,
    /// CR 702.88a: an instant or sorcery cast from its controller's hand is exiled as it
    /// resolves, and may be cast again without paying its mana cost at the beginning of that
    /// player's next upkeep (`engine/mechanics/rebound.rs`).
    Rebound,
    /// CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1
    /// until end of turn." Each instance triggers (702.83b; `engine/mechanics/exalted.rs`).
    Exalted,
    /// CR 702.80a: damage it deals to a creature is -1/-1 counters (`mechanics/wither.rs`).
    Wither,
    /// CR 702.90b-c: damage it deals to a creature is -1/-1 counters, to a player poison
    /// counters (`mechanics/wither.rs`).
    Infect,
    /// CR 702.144a: "When you cast this spell, you may copy it and you may choose new targets
    /// for the copy. If you copy the spell, choose an opponent. That player copies the spell
    /// and may choose new targets for that copy." (`engine/mechanics/demonstrate.rs`)
    Demonstrate,
    /// CR 702.14a, 702.14c: landwalk of the Island type: it can't be blocked as long as the
    /// defending player controls an Island.
    Islandwalk,
    /// CR 702.79a: "When this permanent is put into a graveyard from the battlefield, if it
    /// had no -1/-1 counters on it, return it to the battlefield under its owner's control with
    /// a -1/-1 counter on it." (`engine/mechanics/persist.rs`)
    Persist,
    /// CR 702.93a: undying, the same with +1/+1 counters.
    Undying,
    /// CR 702.26a: "Phasing": during each of its controller's untap steps, before they untap,
    /// it phases out if phased in and phases in if it phased out under their control
    /// (`engine/mechanics/phasing.rs`).
    Phasing,
    /// CR 702.131b: "Any time you control ten or more permanents and you don't have the city's
    /// blessing, you get the city's blessing for the rest of the game." (on a permanent; on a
    /// plane the same, for the planar controller; `engine/mechanics/ascend.rs`).
    Ascend,
    /// CR 702.11a-b: "Hexproof" means "This permanent can't be the target of spells or
    /// abilities your opponents control." (`engine/targets.rs`, `target_legal`).
    Hexproof,
    /// CR 702.18a: "Shroud" means "This permanent or player can't be the target of spells or
    /// abilities." (`engine/targets.rs`, `target_legal`).
    Shroud,
    /// CR 702.36b: a creature with fear can't be blocked except by artifact creatures and/or
    /// black creatures (`engine/combat.rs`, `can_block`).
    Fear,
}

impl Keyword {
    /// Every keyword with its words in card text ("first strike"), as filters and grants name
    /// them.
    pub const NAMES: [(&'static str, Keyword); 32] = [
        ("flying", Keyword::Flying),
        ("reach", Keyword::Reach),
        ("haste", Keyword::Haste),
        ("flash", Keyword::Flash),
        ("fuse", Keyword::Fuse),
        ("first strike", Keyword::FirstStrike),
        ("double strike", Keyword::DoubleStrike),
        ("vigilance", Keyword::Vigilance),
        ("trample", Keyword::Trample),
        ("deathtouch", Keyword::Deathtouch),
        ("menace", Keyword::Menace),
        ("protection from white", Keyword::ProtectionFromWhite),
        ("protection from blue", Keyword::ProtectionFromBlue),
        ("protection from black", Keyword::ProtectionFromBlack),
        ("protection from red", Keyword::ProtectionFromRed),
        ("protection from green", Keyword::ProtectionFromGreen),
        ("indestructible", Keyword::Indestructible),
        ("lifelink", Keyword::Lifelink),
        ("defender", Keyword::Defender),
        ("rebound", Keyword::Rebound),
        ("exalted", Keyword::Exalted),
        ("wither", Keyword::Wither),
        ("infect", Keyword::Infect),
        ("demonstrate", Keyword::Demonstrate),
        ("islandwalk", Keyword::Islandwalk),
        ("persist", Keyword::Persist),
        ("undying", Keyword::Undying),
        ("phasing", Keyword::Phasing),
        ("ascend", Keyword::Ascend),
        ("hexproof", Keyword::Hexproof),
        ("shroud", Keyword::Shroud),
        ("fear", Keyword::Fear),
    ];

    /// The keywords a keyword counter may name (CR 122.1b, of those the language has).
    pub const COUNTERS: [Keyword; 11] = [
        Keyword::Flying,
        Keyword::FirstStrike,
        Keyword::DoubleStrike,
        Keyword::Deathtouch,
        Keyword::Haste,
        Keyword::Indestructible,
        Keyword::Lifelink,
        Keyword::Menace,
        Keyword::Reach,
        Keyword::Trample,
        Keyword::Vigilance,
    ];

    pub fn name(self) -> &'static str {
        Keyword::NAMES
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("", |(n, _)| n)
    }
}

/// A set of keywords, as a bit set (a grant's keywords, a filter's "with flying").
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct KeywordSet(pub u32);

impl KeywordSet {
    pub fn of(k: Keyword) -> KeywordSet {
        KeywordSet(1 << k as u32)
    }

    pub fn has(self, k: Keyword) -> bool {
        self.0 & KeywordSet::of(k).0 != 0
    }

    pub fn with(self, k: Keyword) -> KeywordSet {
        KeywordSet(self.0 | KeywordSet::of(k).0)
    }

    pub fn without(self, k: Keyword) -> KeywordSet {
        KeywordSet(self.0 & !KeywordSet::of(k).0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Keyword> {
        Keyword::NAMES
            .into_iter()
            .map(|(_, k)| k)
            .filter(move |&k| self.has(k))
    }
}

/// How a card's faces are laid out (CR 709 split, 712 modal double-faced, 715 adventurer).
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Layout {
    /// One face.
    #[default]
    Normal,
    /// A modal double-faced card (CR 712): the first `[[face]]` is its front.
    Modal,
    /// An adventurer card (CR 715): the first `[[face]]` is the card, the second its Adventure.
    Adventure,
    /// A split card (CR 709): the `[[face]]`s are its left and right halves.
    Split,
    /// A transforming double-faced card (CR 712, 701.27): the first `[[face]]` is its front,
    /// the only face that is cast; the second is up once the permanent transforms.
    Transform,
    /// An omen card (CR 720): the first `[[face]]` is the card, the second its Omen spell.
    Omen,
}

/// "Suspend N—[cost]" (CR 702.62a).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SuspendSpec {
    /// The number of time counters: a whole number (`suspend_time` checks it).
    pub time: toml::Value,
    pub cost: String,
}

/// Suspend's number of time counters, with an error a user can act on for anything else.
fn suspend_time(time: &toml::Value) -> Result<SuspendTime, String> {
    match time {
        toml::Value::Integer(n) => u8::try_from(*n).map(SuspendTime::N).map_err(|_| {
            format!("suspend: time is a number of time counters from 0 to 255, not {n}")
        }),
        toml::Value::String(x) if x.trim().eq_ignore_ascii_case("x") => Ok(SuspendTime::X),
        other => Err(format!(
            "suspend: time is a number of time counters (`suspend = {{ time = 4, cost = \"{{U}}\" }}`) or \"X\", not {other}"
        )),
    }
}

/// How many time counters suspend exiles the card with (CR 702.62a): "Suspend N" or
/// "Suspend X", X being the value chosen for the {X} of its suspend cost (107.3d).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuspendTime {
    N(u8),
    X,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Suspend {
    pub time: SuspendTime,
    /// Its cost; an {X} in it is chosen as the special action is taken (CR 107.3d).
    pub cost: ManaCost,
}

impl Suspend {
    /// The time counters the card is exiled with when `x` was chosen for the cost's {X}.
    pub fn time_counters(&self, x: u8) -> u8 {
        match self.time {
            SuspendTime::N(n) => n,
            SuspendTime::X => x,
        }
    }
}

/// An activated ability (CR 602) with a mana cost and/or a sacrifice cost, e.g. Greater
/// Gargadon's.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ActivatedSpec {
    /// The zone it functions in (the battlefield unless said).
    #[serde(default = "battlefield")]
    pub zone: Zone,
    /// Its activation cost's mana (CR 602.1a), like "{2}" in "{2}: …", and "{T}" if tapping
    /// this permanent is part of it (602.5a): "{T}", "{1}{R}, {T}".
    #[serde(default)]
    pub cost: Option<String>,
    /// A loyalty ability's cost (CR 606.4): "+1", "-6" (or "−6"), "0".
    #[serde(default)]
    pub loyalty: Option<String>,
    /// The ability as printed ("+1: Draw a card, then discard a card."), for traces.
    #[serde(default)]
    pub text: String,
    /// "Activate only if [this card] is suspended."
    #[serde(alias = "only-if-suspended", default)]
    pub only_if_suspended: bool,
    /// "Sacrifice a [type or type…]:" (types separated by "|": "artifact|creature|land").
    #[serde(default)]
    pub sacrifice: Option<String>,
    /// "Exile a [filter] card from [a zone]:" as part of the cost (CR 602.2b, 601.2h); the
    /// instructions call the card "the exiled card" (CR 400.7j).
    #[serde(default)]
    pub exile: Option<String>,
    /// "Discard a card:" as part of the cost (CR 602.2b, 601.2h, 701.9a): `discard = "a card"`
    /// (from its controller's hand; "a land card" for a kind of card).
    #[serde(default)]
    pub discard: Option<String>,
    /// "Remove a time counter from a permanent you control or suspended card you own:" as
    /// part of the cost (CR 118.3, 602.2b, 122.8): `remove = "a time counter from a permanent
    /// you control or suspended card you own"`; one counter, from one object its activator
    /// chooses among those the phrase names ("or": either kind).
    #[serde(default)]
    pub remove: Option<String>,
    /// Its instructions, in the card language (`surface.rs`).
    #[serde(default, rename = "do")]
    pub steps: Vec<toml::Value>,
    /// "Activate only as a sorcery." (CR 602.5d): `timing = "sorcery"`; "instant" (the default)
    /// any time its controller has priority.
    #[serde(default)]
    pub timing: Option<String>,
    /// "Choose one — • ... • ...": a modal activated ability's modes (CR 700.2, 602.2b), each
    /// a list of steps with its own targets, instead of `do`; the mode is chosen as the
    /// ability is activated.
    #[serde(default)]
    pub modes: Vec<Vec<toml::Value>>,
    /// A cycling or typecycling ability (CR 702.29c, 702.29f): written by `cycling` and
    /// `typecycling`, never in a file.
    #[serde(skip)]
    pub cycling: bool,
    /// The ability a static ability of the card grants in quotation marks ("All creatures
    /// have \"{R}: This creature gets +1/+0 until end of turn.\"", CR 113.2c, 613.1f): its
    /// `text` is the quoted text; the card itself doesn't have it. "This creature" is each
    /// object that has it.
    #[serde(default)]
    pub granted: bool,
    /// Its cost is the mana cost of the card that has it ("The unearth cost is equal to the
    /// card's mana cost.", Grixis; CR 702.84a): written by a static ability, never in a file.
    #[serde(skip)]
    pub cost_is_mana_cost: bool,
    /// "Activate only if you've cast three or more spells this turn." (CR 602.5b): a condition
    /// on activating it, in the language of conditions ("you've cast three or more spells this
    /// turn", "you control five or more lands", "there are seven or more cards in your
    /// graveyard").
    #[serde(alias = "only-if", default)]
    pub only_if: Option<String>,
}

/// A special action a card lets its controller take (CR 116.1): "Any time you could cast a
/// sorcery, you may ..." (Talon Gates). Taking it runs its instructions at once; it does not
/// use the stack (CR 116.1).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SpecialActionSpec {
    /// "sorcery": any time its controller could cast a sorcery (CR 307.1); "instant": any time
    /// they have priority.
    pub timing: String,
    #[serde(rename = "do")]
    pub steps: Vec<toml::Value>,
}

/// A compiled special action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecialAction {
    pub sorcery_timing: bool,
    pub program: Program,
}

/// A class level bar and the abilities printed in its section (CR 716.2): "{1}{R}: Level 2"
/// followed by "Whenever you roll one or more dice, ...". Written `[[level]]`, with the level's
/// abilities in the same fields as a card's.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LevelSpec {
    /// The level N the bar gives ("Level 2"): the levels of a Class are 2, 3, ... in order.
    pub level: u8,
    /// The activation cost of the bar's activated ability (CR 716.2a), mana only ("{1}{R}").
    pub cost: String,
    /// The section's Oracle text (its abilities), for traces and `list`.
    #[serde(default)]
    pub text: String,
    /// The section's triggered abilities, as a card's `[[triggered]]`.
    #[serde(default)]
    pub triggered: Vec<TriggeredSpec>,
    /// The section's static abilities, as a card's `statics`.
    #[serde(default)]
    pub statics: Vec<toml::Value>,
    /// The section's activated abilities, as a card's `[[activated]]`.
    #[serde(default)]
    pub activated: Vec<ActivatedSpec>,
}

/// The most class level bars a card may have (levels 2 to 9).
pub const MAX_CLASS_LEVEL: u8 = 9;

/// From which level each of a Class's abilities works (CR 716.2a: "As long as this Class is
/// level N or greater, it has [abilities]"), by index in `CardDef::triggers`, `statics` and
/// `activated`; every ability missing from a list (all of them for a card without levels)
/// works at any level, so from level 1.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AbilityLevels {
    pub triggers: Vec<u8>,
    pub statics: Vec<u8>,
    pub activated: Vec<u8>,
}

/// A triggered ability as written: "When/Whenever/At [event], [instructions]".
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TriggeredSpec {
    /// The event phrase: "this enters", "a legendary creature you control enters", ...
    pub when: String,
    #[serde(default, rename = "do")]
    pub steps: Vec<toml::Value>,
    /// "[event], choose one — • ... • ...": the ability's modes (CR 700.2b, 603.3c), each a
    /// list of steps with its own targets, instead of `do`; the mode is chosen as the ability
    /// is put on the stack.
    #[serde(default)]
    pub modes: Vec<Vec<toml::Value>>,
    /// How the mode is chosen, when the text says more than "choose one": "one that hasn't
    /// been chosen" (Gandalf the Grey): each mode at most once for the object (CR 700.2b).
    #[serde(default)]
    pub choose: Option<String>,
    /// The ability the keyword ward stands for (CR 702.21a), not written in the file.
    #[serde(skip)]
    pub ward: bool,
}

fn battlefield() -> Zone {
    Zone::Battlefield
}

/// An activation cost's "Pay N life" part (CR 119.4), and the rest of the cost text ("{1},
/// Pay 2 life" gives 2 and "{1}"; `None` when nothing is left).
fn pay_life_cost(text: Option<&str>) -> Result<(u8, Option<String>), CardError> {
    let Some(text) = text else {
        return Ok((0, None));
    };
    let mut life = 0u8;
    let mut rest = Vec::new();
    for part in text.split(',') {
        let words: Vec<&str> = part.split_whitespace().collect();
        match words.as_slice() {
            [pay, n, l] if pay.eq_ignore_ascii_case("pay") && l.eq_ignore_ascii_case("life") => {
                life = n.parse().map_err(|_| {
                    CardError::new(format!(
                        "activated cost: \"{}\": the life paid is a number from 0 to 255 (\"Pay 1 life\")",
                        part.trim()
                    ))
                })?;
            }
            _ => rest.push(part.trim()),
        }
    }
    let rest = rest.join(", ");
    Ok((life, (!rest.is_empty()).then_some(rest)))
}

/// The part of an activation cost that taps other permanents ("Tap three untapped Brainiacs
/// you control", not "{T}"), and the rest.
fn tap_others_cost(text: Option<String>) -> (Option<String>, Option<String>) {
    let Some(text) = text else {
        return (None, None);
    };
    let mut tap = None;
    let mut rest = Vec::new();
    for part in text.split(',') {
        let p = part.trim();
        let word = p.split_whitespace().next().unwrap_or("");
        if tap.is_none() && word.eq_ignore_ascii_case("tap") {
            tap = Some(p.to_string());
        } else {
            rest.push(p);
        }
    }
    let rest = rest.join(", ");
    (tap, (!rest.is_empty()).then_some(rest))
}

/// A modal ability's `modes` (CR 700.2): two or more lists of steps, and no `do` besides.
fn modes_written(context: &str, kind: &str, count: usize, no_do: bool) -> Result<(), CardError> {
    if !no_do {
        return Err(CardError::new(format!(
            "{context}: a modal {kind} ability writes its instructions in `modes`, not also in \
             `do`"
        )));
    }
    if count < 2 || count > u8::MAX as usize {
        return Err(CardError::new(format!(
            "{context}: `modes` lists two or more modes (CR 700.2), each a list of steps"
        )));
    }
    Ok(())
}

/// "a time counter from a permanent you control or suspended card you own" (a cost, CR
/// 118.3): one counter of a kind, from one object of those named, each kind of object written
/// as a description after "a" ("or" between them).
fn remove_cost(
    text: &str,
    scope: &mut super::phrase::Scope,
) -> Result<(super::CounterKind, Vec<super::selector::Filter>), CardError> {
    let shape = || {
        CardError::new(format!(
            "\"{text}\": write \"a time counter from a permanent you control or suspended card \
             you own\" (one counter of a kind, from one object)"
        ))
    };
    let lower = text.to_ascii_lowercase();
    let Some(at) = lower.find(" from ") else {
        return Err(shape());
    };
    let (counter, from) = (&text[..at], &text[at + " from ".len()..]);
    let (kind, n) =
        phrase::counters(counter, scope).map_err(|e| CardError::in_phrase(counter, e))?;
    if n != super::selector::Amount::Fixed(1) {
        return Err(shape());
    }
    let mut filters = Vec::new();
    for part in from.split(" or ") {
        let part = part.trim();
        let lower = part.to_ascii_lowercase();
        let full = match lower.starts_with("a ") || lower.starts_with("an ") {
            true => part.to_string(),
            false => format!("a {part}"),
        };
        let what = phrase::selector(&full, scope).map_err(|e| CardError::in_phrase(&full, e))?;
        let super::selector::Selector::One(f) = what else {
            return Err(shape());
        };
        filters.push(f);
    }
    if filters.is_empty() || filters.len() > 2 {
        return Err(shape());
    }
    Ok((kind, filters))
}

/// A loyalty cost as printed: "+1", "-6" or "−6" (U+2212), "0" (CR 606.4).
fn loyalty_cost(text: &str) -> Result<i8, String> {
    let t = text.trim().replace('\u{2212}', "-");
    let n: i8 = t.strip_prefix('+').unwrap_or(&t).parse().map_err(|_| {
        format!("loyalty: a loyalty cost is \"+N\", \"-N\" or \"0\", not \"{text}\"")
    })?;
    if !(-20..=20).contains(&n) {
        return Err(format!(
            "loyalty: a loyalty cost is between -20 and +20, not {n}"
        ));
    }
    Ok(n)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Activated {
    pub zone: Zone,
    pub cost: Option<ManaCost>,
    /// A loyalty ability (CR 606): its cost is this change of loyalty.
    pub loyalty: Option<i8>,
    pub text: String,
    pub only_if_suspended: bool,
    pub sacrifice: Option<Types>,
    /// The card its cost exiles: one chosen object (`Selector::One`'s filter).
    pub exile: Option<super::selector::Filter>,
    /// The card its cost discards: one card from its controller's hand (CR 701.9a).
    pub discard: Option<super::selector::Filter>,
    /// "Discard this card:" (cycling, CR 702.29a): the source itself, from its owner's hand.
    pub discard_self: bool,
    pub program: Program,
    /// "{T}" is part of its cost (CR 602.5a).
    pub tap: bool,
    /// "Sacrifice this [token / artifact / ...]:" (CR 602.2b, 701.21a): the source itself.
    pub sacrifice_self: bool,
    /// "Activate only as a sorcery." (CR 602.5d)
    pub sorcery_timing: bool,
    /// "Pay N life" is part of its cost (CR 118.3, 119.4); 0 when it isn't.
    pub life: u8,
    /// "Tap three untapped Brainiacs you control" is part of its cost (CR 118.3, 602.2b):
    /// how many permanents, and which.
    pub tap_others: Option<(u8, super::selector::Filter)>,
    /// A modal activated ability's modes (CR 700.2, 602.2b): one program per mode, chosen as
    /// it is activated; `program` is then empty. Empty for any other ability.
    pub modes: Vec<Program>,
    /// A class level bar's activated ability (CR 716.2a): "[Cost]: This Class's level becomes
    /// N. Activate only if this Class is level N-1 and only as a sorcery." `Some(N)`.
    pub level_up: Option<u8>,
    /// A cycling ability (CR 702.29c-f): discarding the card to pay its cost is cycling it.
    pub cycling: bool,
    /// The ability a static ability of the card grants ("All creatures have \"{R}: ...\"",
    /// CR 113.2c, 613.1f): never the card's own; the objects the static names have it.
    pub granted: bool,
    /// Its cost is the mana cost of the card that has it (a granted unearth, CR 702.84a);
    /// a card without a mana cost can't activate it.
    pub cost_is_mana_cost: bool,
    /// "Exile this card from your graveyard:" (embalm, CR 702.128a): the source itself, from
    /// its owner's graveyard; the ability remembers it (400.7j).
    pub exile_self: bool,
    /// "Remove a time counter from a permanent you control or suspended card you own:" (CR
    /// 118.3, 602.2b): the kind of counter, and the objects (one of them chosen as the cost is
    /// paid, one with such a counter) it may come from: any that matches one of the filters.
    pub remove_counter: Option<(super::CounterKind, Vec<super::selector::Filter>)>,
    /// "Activate only if ..." (CR 602.5b): the condition, read from the ability's source and
    /// controller as it would be activated.
    pub only_if: Option<super::selector::Condition>,
}

impl Activated {
    /// The program of the ability with mode `mode` chosen (CR 700.2): its mode's, or
    /// `program` for an ability that is not modal.
    pub fn mode(&self, mode: u8) -> &Program {
        self.modes.get(mode as usize).unwrap_or(&self.program)
    }

    /// How many modes it has to choose from: 1 for an ability that is not modal.
    pub fn mode_count(&self) -> u8 {
        (self.modes.len() as u8).max(1)
    }
}

/// A triggered ability (CR 603): its event and its instructions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TriggerDef {
    pub when: EventPattern,
    pub program: Program,
    /// A modal triggered ability's modes (CR 700.2b): one program per mode, chosen as it is
    /// put on the stack (603.3c); `program` is then empty. Empty for any other ability.
    pub modes: Vec<Program>,
    /// "Choose one that hasn't been chosen —": a mode this object has chosen for this ability
    /// before can't be chosen again (CR 700.2b; the object remembers, and a new object after a
    /// zone change does not, 400.7). At most 8 modes.
    pub unchosen_modes: bool,
    /// The ability is the one the keyword ward stands for (CR 702.21a): the rule switch
    /// `ward` can turn it off.
    pub ward: bool,
    /// A triggered mana ability (CR 605.1b): "whenever a player taps a land for mana, that
    /// player adds one mana of any type that land produced". It never goes on the stack
    /// (605.4a): the payments of costs count its mana with the mana of the source tapped
    /// (`Engine::mana_sources`); `program` is empty.
    pub mana: bool,
}

/// `Some` if a triggered ability on `when` with the instructions `steps` is a triggered mana
/// ability (CR 605.1b): "whenever [a player] taps a [land] for mana" and the one instruction
/// `{ add = "one mana of any type that land produced" }` (for "that player", 106.12a); an
/// error if it adds mana on another event, or names another player.
fn produced_mana_trigger(
    when: &EventPattern,
    steps: &[toml::Value],
) -> Option<Result<Program, CardError>> {
    let [toml::Value::Table(t)] = steps else {
        return None;
    };
    let add = t.get("add")?.as_str()?.trim();
    let words: Vec<&str> = add.split_whitespace().collect();
    let produced = matches!(
        words.as_slice(),
        ["one", "mana", "of", "any", "type", "that", _, "produced"]
    );
    if !produced {
        return None;
    }
    let tapped = matches!(when, EventPattern::TapsForMana { .. });
    let who_ok = t
        .get("who")
        .is_none_or(|w| w.as_str().is_some_and(|w| w.trim() == "that player"));
    let others_ok = t.keys().all(|k| k == "add" || k == "who");
    Some(match (tapped, who_ok && others_ok) {
        (true, true) => Ok(Program::default()),
        (false, _) => Err(CardError::new(
            "\"adds one mana of any type that land produced\" is a triggered mana ability on \
             \"[a player] taps a land for mana\" (CR 605.1b, 106.12a)",
        )),
        (true, false) => Err(CardError::new(
            "a triggered mana ability on tapping for mana is written { add = \"one mana of any \
             type that land produced\", who = \"that player\" } (CR 605.1b, 106.12a)",
        )),
    })
}

/// A step or ability table whose values are all text.
fn text_map(pairs: &[(&str, &str)]) -> toml::map::Map<String, toml::Value> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), toml::Value::String(v.to_string())))
        .collect()
}

fn text_table(pairs: &[(&str, &str)]) -> toml::Value {
    toml::Value::Table(text_map(pairs))
}

/// The activated ability a keyword stands for (equip, cycling): its fields, and its one step.
fn keyword_ability(
    keyword: &str,
    fields: &[(&str, &str)],
    step: toml::Value,
) -> Result<ActivatedSpec, CardError> {
    let mut t = text_map(fields);
    t.insert("do".into(), toml::Value::Array(vec![step]));
    toml::Value::Table(t)
        .try_into()
        .map_err(|e| CardError::new(format!("{keyword}: {e}")))
}

/// Cascade's triggered ability (CR 702.85a), written in the card language: the cards are
/// revealed one at a time and then exiled (nothing reads a card between the two), so "that card"
/// is the nonland card found and "cards exiled this way that weren't cast" those still in exile.
fn cascade_ability(cost: Option<&str>) -> Result<TriggeredSpec, CardError> {
    let value = match cost {
        None => 0,
        Some(c) => ManaCost::parse(c)
            .map_err(|e| CardError::new(format!("cost: {e}")))?
            .mana_value(),
    };
    if value == 0 {
        return Err(CardError::new(
            "`cascade` needs a mana value of 1 or more: no card has a mana value less than 0 \
             (CR 702.85a)",
        ));
    }
    let step = text_table;
    let below = value - 1;
    let mut cast = text_map(&[(
        "cast",
        &format!(
            "that card without paying its mana cost if the resulting spell's mana value is less \
             than {value}"
        ),
    )]);
    cast.insert("may".into(), toml::Value::Boolean(true));
    Ok(TriggeredSpec {
        when: "you cast this spell".into(),
        steps: vec![
            step(&[
                (
                    "reveal-until",
                    &format!("a nonland card with mana value {below} or less"),
                ),
                ("from", "your library"),
                ("revealed", "cascaded"),
            ]),
            step(&[("exile", "cascaded")]),
            toml::Value::Table(cast),
            step(&[
                ("put", "all cards exiled this way that weren't cast"),
                ("on", "the bottom of your library in a random order"),
            ]),
        ],
        modes: Vec::new(),
        choose: None,
        ward: false,
    })
}

/// The triggered ability "Partner with [name]" stands for in a game (CR 702.124j), written in
/// the card language: the targeted player searches their own library ("your" inside the group
/// is theirs) and chooses whether to do any of it ("may").
fn partner_ability(name: &str) -> Result<TriggeredSpec, CardError> {
    let name = name.trim();
    if name.is_empty()
        || ["in", "from", "on"]
            .iter()
            .any(|w| name.split(' ').any(|x| x == *w))
    {
        return Err(CardError::new(format!(
            "`partner_with` is the partner's card name, without the words \"in\", \"from\" or \
             \"on\" (a search reads them as a zone), not \"{name}\""
        )));
    }
    let step = text_table;
    // "reveal it": every card is known to the checker; revealing changes nothing it tracks.
    let search = text_map(&[("search", &format!("your library for a card named {name}"))]);
    let mut group = text_map(&[("who", "target player")]);
    group.insert("may".into(), toml::Value::Boolean(true));
    group.insert(
        "do".into(),
        toml::Value::Array(vec![
            toml::Value::Table(search),
            step(&[("put", "it"), ("into", "your hand")]),
            toml::Value::String("shuffle".into()),
        ]),
    );
    Ok(TriggeredSpec {
        when: "this permanent enters".into(),
        steps: vec![toml::Value::Table(group)],
        modes: Vec::new(),
        choose: None,
        ward: false,
    })
}

/// The triggered ability "Ward [cost]" stands for (CR 702.21a): "Whenever this permanent
/// becomes the target of a spell or ability an opponent controls, counter that spell or
/// ability unless that player pays [cost]." `cost` is mana ("{2}") or, "Ward—Pay 3 life",
/// life ("pay 3 life").
pub fn ward_ability(cost: &str) -> Result<TriggeredSpec, CardError> {
    let life = cost
        .trim()
        .to_ascii_lowercase()
        .strip_prefix("pay ")
        .map(str::to_string);
    let cost = match life {
        // "Ward—Pay 3 life": checked as the `unless` step is read.
        Some(life) => life,
        None => {
            let parsed = super::ManaCost::parse(cost).map_err(|e| {
                CardError::new(format!(
                    "`ward` is a mana cost such as \"{{2}}\", or \"pay 3 life\": {e}"
                ))
            })?;
            if parsed.x > 0 {
                return Err(CardError::new(
                    "`ward` with {X} (CR 702.21b) is not supported: write a fixed mana cost",
                ));
            }
            cost.to_string()
        }
    };
    let mut step = toml::map::Map::new();
    step.insert(
        "counter".into(),
        toml::Value::String("that spell or ability".into()),
    );
    step.insert(
        "unless".into(),
        toml::Value::String(format!("that player pays {cost}")),
    );
    Ok(TriggeredSpec {
        when: "this permanent becomes the target of a spell or ability an opponent controls".into(),
        steps: vec![toml::Value::Table(step)],
        modes: Vec::new(),
        choose: None,
        ward: true,
    })
}

impl TriggerDef {
    /// The program of the ability with mode `mode` chosen (CR 700.2b): its mode's, or
    /// `program` for an ability that is not modal.
    pub fn mode(&self, mode: u8) -> &Program {
        self.modes.get(mode as usize).unwrap_or(&self.program)
    }
}

/// "This creature enters with N +1/+1 counters on it if it wasn't cast or no mana was spent to
/// cast it." (CR 614.1c)
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct EntersWith {
    pub counters: u8,
    #[serde(alias = "unless-mana-spent", default)]
    pub unless_mana_spent: bool,
    /// "... if you didn't cast it from your hand" (Epochrasite).
    #[serde(alias = "unless-cast-from-hand", default)]
    pub unless_cast_from_hand: bool,
}

/// A characteristic-defining power or toughness (CR 604.3): counts cards of some types (any
/// card without `types`) the controller owns in some zones (Crackling Drake, Aeon Chronicler).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct CountCards {
    /// Card types, any of them ("instant", "sorcery"); "nonbasic land": a type counted only
    /// without the basic supertype (CR 205.4a; Detritivore's "nonbasic land cards").
    #[serde(default)]
    pub types: Vec<String>,
    pub zones: Vec<Zone>,
    /// Whose cards: "you" (left out: "cards you own") or "an opponent" ("in your opponents'
    /// graveyards": cards an opponent of the controller owns, CR 102.3, 404.2).
    #[serde(default)]
    pub owner: Option<String>,
}

/// Whose cards a characteristic-defining count counts (CR 604.3, 102.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountOwner {
    /// "cards you own", "in your graveyard": the controller's.
    You,
    /// "in your opponents' graveyards": each opponent's of the controller (CR 102.3).
    Opponents,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Power {
    Fixed(i8),
    Count {
        types: Types,
        zones: Vec<Zone>,
        /// Only cards without the basic supertype ("nonbasic land cards", CR 205.4a).
        nonbasic: bool,
        owner: CountOwner,
    },
    /// "*" defined by a static ability of the card, "[its] power and toughness are each equal
    /// to the number of creatures you control" (a characteristic-defining ability, CR 604.3,
    /// 613.4a): the amount, counted in every zone.
    Amount(super::selector::Amount),
}

/// Additional costs (CR 118.8).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct AdditionalCost {
    /// "As an additional cost to cast this spell, sacrifice a [type]."
    pub sacrifice: String,
}

/// `power_counts` compiled (CR 604.3): "nonbasic land" entries count only nonbasic cards
/// (every entry must say it then), `owner` whose cards.
fn count_cards(c: &CountCards) -> Result<Power, CardError> {
    let nonbasic: Vec<bool> = c.types.iter().map(|t| t.starts_with("nonbasic ")).collect();
    let all_nonbasic = !nonbasic.is_empty() && nonbasic.iter().all(|&n| n);
    if nonbasic.iter().any(|&n| n) && !all_nonbasic {
        return Err(CardError::from(
            "power_counts: either every type says \"nonbasic\" or none does".to_string(),
        ));
    }
    let names: Vec<String> = c
        .types
        .iter()
        .map(|t| t.strip_prefix("nonbasic ").unwrap_or(t).to_string())
        .collect();
    let owner = match c.owner.as_deref() {
        None | Some("you") => CountOwner::You,
        Some("an opponent") => CountOwner::Opponents,
        Some(other) => {
            return Err(CardError::from(format!(
                "power_counts: unknown owner '{other}' (say \"you\" or \"an opponent\")"
            )))
        }
    };
    Ok(Power::Count {
        types: parse_types(&names, "card type")?,
        zones: c.zones.clone(),
        nonbasic: all_nonbasic,
        owner,
    })
}

/// A phrase that may be written as a number: `choose = 2` is `choose = "two"`.
fn words_or_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    match toml::Value::deserialize(d)? {
        toml::Value::String(words) => Ok(Some(words)),
        toml::Value::Integer(n) => Ok(Some(phrase::word_of(n))),
        other => Err(serde::de::Error::custom(format!(
            "expected a phrase such as \"two\" or \"one or more\", or a number, not {other}"
        ))),
    }
}

/// A card file as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardSpec {
    pub name: String,
    /// Mana cost like "{4}{U}"; leave it out for a card with no mana cost.
    #[serde(default)]
    pub cost: Option<String>,
    /// Required, except on a card with a `layout` (its faces have types).
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub legendary: bool,
    /// Colours the card has apart from its mana cost's: a colour indicator (CR 204, 202.2e;
    /// Ancestral Vision: `colors = ["blue"]`) or a token's colours (111.4).
    #[serde(default)]
    pub colors: Vec<String>,
    #[serde(default)]
    pub subtypes: Vec<String>,
    /// A number, or "*" with `power_counts`.
    #[serde(default)]
    pub power: Option<toml::Value>,
    #[serde(alias = "power-counts", default)]
    pub power_counts: Option<CountCards>,
    /// A number (checked against `PT_RANGE` when compiled), or "*" with `power_counts`.
    #[serde(default)]
    pub toughness: Option<toml::Value>,
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    /// A mana ability: "{G}" for "{T}: Add {G}", "{C}{U}", "{B} or {G}", or a table such as
    /// `{ any_color = 3, sacrifice = true }` for "{T}, Sacrifice: Add three mana of any one color"
    /// (`mana_ability::parse`).
    #[serde(default)]
    pub mana: Option<toml::Value>,
    #[serde(default)]
    pub plot: Option<String>,
    #[serde(default)]
    pub kicker: Option<String>,
    /// "Buyback [cost]" (CR 702.27a): an optional additional cost, mana only
    /// (`buyback = "{3}"`); paid, the spell goes to its owner's hand as it resolves.
    #[serde(default)]
    pub buyback: Option<String>,
    /// "Evoke [cost]" (CR 702.74a): an alternative cost, mana only (`evoke = "{2}{U}"`), and
    /// the trigger "When this permanent enters, if its evoke cost was paid, its controller
    /// sacrifices it.", a printed triggered ability after the card's own.
    #[serde(default)]
    pub evoke: Option<String>,
    /// "Blitz [cost]" (CR 702.152a): an alternative cost, mana only (`blitz = "{2}{R}"`); a
    /// permanent cast for it has haste and "When this creature dies, draw a card." and is
    /// sacrificed at the beginning of the next end step (the engine's rule abilities).
    #[serde(default)]
    pub blitz: Option<String>,
    /// A planeswalker's printed loyalty (CR 306.5b: it enters with that many loyalty counters).
    #[serde(default)]
    pub loyalty: Option<i64>,
    /// "You can't cast this spell [condition]." (CR 601.3), e.g. "during your first, second,
    /// or third turns of the game".
    #[serde(alias = "cant-cast", default)]
    pub cant_cast: Option<String>,
    #[serde(alias = "additional-cost", default)]
    pub additional_cost: Option<AdditionalCost>,
    #[serde(default)]
    /// The spell's instructions (`surface.rs`).
    pub spell: Vec<toml::Value>,
    #[serde(default)]
    pub triggered: Vec<TriggeredSpec>,
    #[serde(default, rename = "special-action", alias = "special_action")]
    pub special_action: Vec<SpecialActionSpec>,
    /// Static abilities (CR 604), one Oracle paragraph each (`phrase/statics.rs`).
    #[serde(default)]
    pub statics: Vec<toml::Value>,
    #[serde(alias = "enters-with", default)]
    pub enters_with: Option<EntersWith>,
    #[serde(default)]
    pub suspend: Option<SuspendSpec>,
    #[serde(default)]
    pub activated: Vec<ActivatedSpec>,
    /// "This permanent enters tapped." (CR 614.1c)
    #[serde(alias = "enters-tapped", default)]
    pub enters_tapped: bool,
    /// The back face of a modal double-faced card (CR 712), in the same vocabulary.
    #[serde(default)]
    pub back: Option<Box<CardSpec>>,
    /// How the faces below are laid out (split, modal, adventure); `normal` without faces.
    #[serde(default)]
    pub layout: Layout,
    /// The faces of a card with a layout, each in the same vocabulary as a card (CR 709, 712,
    /// 715); the top level then has only `name` ("Left // Right"), `layout`, `keywords` (a
    /// split card's fuse) and `text`.
    #[serde(default)]
    pub face: Vec<CardSpec>,
    /// "Choose one —": the spell's modes (CR 700.2), each a list of steps with its own
    /// targets, instead of `spell`.
    #[serde(default)]
    pub modes: Vec<Vec<toml::Value>>,
    /// How many of `modes` the caster chooses (CR 700.2): "one" (the default), "two", "one or
    /// both", "one or more", "one or two" (`modal.rs`); a number (`choose = 2`) reads as
    /// its word.
    #[serde(default, deserialize_with = "words_or_number")]
    pub choose: Option<String>,
    #[serde(default)]
    pub text: String,
    /// A token's definition (CR 111.1, 111.4): it is never a card in a zone; `create` steps
    /// (and investigate, CR 701.16a) make tokens of it.
    #[serde(default)]
    pub token: bool,
    /// An emblem's definition (CR 114.1): `emblem` steps give a player an emblem of it, an
    /// object in the command zone with only these abilities (114.2-3), which can't be removed
    /// (114.4). Its slots are reserved like a token's.
    #[serde(default)]
    pub emblem: bool,
    /// A requirement on the spell's choices (CR 601.2b): "X can't be 0." (CR 107.3).
    #[serde(default)]
    pub requirement: Option<String>,
    /// "Spree (Choose one or more additional costs.)": the spell's modes, each with its
    /// additional cost (CR 702.172), instead of `spell`.
    #[serde(default)]
    pub spree: Vec<super::spree::SpreeModeSpec>,
    /// "Disguise [cost]" (CR 702.168a): it may be cast face down for {3}, and turned face up
    /// for this cost.
    #[serde(default)]
    pub disguise: Option<String>,
    /// "Morph [cost]" (CR 702.37a): it may be cast face down for {3}, and turned face up for
    /// this cost (disguise without ward).
    #[serde(default)]
    pub morph: Option<String>,
    /// "Megamorph [cost]" (CR 702.37b): morph, and "As this permanent is turned face up, put a
    /// +1/+1 counter on it if its megamorph cost was paid to turn it face up."
    #[serde(default)]
    pub megamorph: Option<String>,
    /// "As this creature is turned face up, [instructions]" (CR 614.1e: a replacement effect,
    /// applied as it turns face up, without the stack).
    #[serde(alias = "as-turned-face-up", default)]
    pub as_turned_face_up: Vec<toml::Value>,
    /// "Vanishing N" (CR 702.63a): it enters with N time counters; its upkeep trigger removes
    /// one, and when the last is removed it is sacrificed (`keywords.rs`).
    #[serde(default)]
    pub vanishing: Option<u8>,
    /// "Annihilator N" (CR 702.86a): "Whenever this creature attacks, defending player
    /// sacrifices N permanents." A printed triggered ability, after the card's own.
    #[serde(default)]
    pub annihilator: Option<u8>,
    /// "Cascade" (CR 702.85a): "When you cast this spell, exile cards from the top of your
    /// library until you exile a nonland card whose mana value is less than this spell's mana
    /// value. You may cast that card without paying its mana cost if the resulting spell's
    /// mana value is less than this spell's mana value. Then put all cards exiled this way that
    /// weren't cast on the bottom of your library in a random order." A printed triggered
    /// ability, after the card's own; "this spell's mana value" is its mana cost's.
    #[serde(default)]
    pub cascade: bool,
    /// "Partner with [name]" (CR 702.124j): of its two abilities, the one that works in a game
    /// (the other is a commander rule): "When this permanent enters, target player may search
    /// their library for a card named [name], reveal it, put it into their hand, then
    /// shuffle." A printed triggered ability, after the card's own: `partner_with = "Amy Pond"`.
    #[serde(alias = "partner-with", default)]
    pub partner_with: Option<String>,
    /// "Cycling [cost]" (CR 702.29a): "[Cost], Discard this card: Draw a card.", an activated
    /// ability that functions only while the card is in its owner's hand: `cycling = "{2}"`,
    /// `cycling = "Pay 2 life"`.
    #[serde(default)]
    pub cycling: Option<String>,
    /// Typecycling (CR 702.29e): "[Type]cycling [cost]" means "[Cost], Discard this card:
    /// Search your library for a [type] card, reveal it, put it into your hand, then shuffle."
    /// `typecycling = [{ type = "Plains", cost = "{2}" }]`, `{ type = "basic land", cost =
    /// "{1}" }` (basic landcycling).
    #[serde(default)]
    pub typecycling: Vec<TypecyclingSpec>,
    /// "Unearth [cost]" (CR 702.84a): "[Cost]: Return this card from your graveyard to the
    /// battlefield. It gains haste. Exile it at the beginning of the next end step. If it
    /// would leave the battlefield, exile it instead of putting it anywhere else. Activate
    /// only as a sorcery.", an activated ability that functions in its owner's graveyard:
    /// `unearth = "{B}"`.
    #[serde(default)]
    pub unearth: Option<String>,
    /// "Embalm [cost]" (CR 702.128a): "[Cost], Exile this card from your graveyard: Create a
    /// token that's a copy of it, except it's white, it has no mana cost, and it's a Zombie in
    /// addition to its other types. Activate only as a sorcery.", an activated ability that
    /// functions in its owner's graveyard: `embalm = "{W}"`.
    #[serde(default)]
    pub embalm: Option<String>,
    /// "Devour N" (CR 702.82a): "As this object enters, you may sacrifice any number of
    /// creatures. This permanent enters with N +1/+1 counters on it for each creature
    /// sacrificed this way.": `devour = 2`.
    #[serde(default)]
    pub devour: Option<u8>,
    /// "Crew N" (CR 702.122a): "Tap any number of untapped creatures you control with total
    /// power N or greater: This permanent becomes an artifact creature until end of turn.":
    /// `crew = 1`.
    #[serde(default)]
    pub crew: Option<u8>,
    /// "Toxic N" (CR 702.164a): combat damage it deals to a player also gives that player N
    /// poison counters (702.164c).
    #[serde(default)]
    pub toxic: Option<u8>,
    /// "Ward [cost]" (CR 702.21a): "Whenever this permanent becomes the target of a spell or
    /// ability an opponent controls, counter that spell or ability unless that player pays
    /// [cost]." A printed triggered ability, after the card's own (and annihilator's).
    #[serde(default)]
    pub ward: Option<String>,
    /// The basic supertype (CR 205.4a, 305.6: "basic land card").
    #[serde(default)]
    pub basic: bool,
    /// "Flashback [cost]" (CR 702.34a): cast from its owner's graveyard for this cost, exiled
    /// whenever it would leave the stack.
    #[serde(default)]
    pub flashback: Option<String>,
    /// The Oracle sentences this file does not model, each with why: `check` names them for
    /// every model that uses the card, so a verdict is never silently about less than the
    /// card says.
    #[serde(alias = "not-modelled", default)]
    pub not_modelled: Vec<String>,
    /// "Foretell [cost]" (CR 702.143a): during its owner's turn it may be exiled from hand face
    /// down for {2}, then cast on a later turn for this cost.
    #[serde(default)]
    pub foretell: Option<String>,
    /// A Class's level bars, each with the abilities of its section (CR 716.2): `[[level]]`.
    #[serde(default)]
    pub level: Vec<LevelSpec>,
    /// "Enchant [object]" (CR 702.5a) of an Aura (303.4): what its spell targets and what it
    /// can enchant, written as after "target" (`enchant = "creature you control"`).
    #[serde(default)]
    pub enchant: Option<String>,
    /// "Equip {1}" (CR 702.6a): "{1}: Attach this to target creature you control. Equip only
    /// as a sorcery." An activated ability after the card's own.
    #[serde(default)]
    pub equip: Option<String>,
}

/// One typecycling ability (CR 702.29e): the type searched for and the cost.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypecyclingSpec {
    #[serde(rename = "type")]
    pub kind: String,
    pub cost: String,
}

/// A morph or megamorph cost (CR 702.37a-b): the cost to turn the face-down permanent face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Morph {
    pub cost: ManaCost,
    /// Megamorph (CR 702.37b): a +1/+1 counter as it is turned face up for this cost.
    pub mega: bool,
}

/// A validated card definition: what the engine reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardDef {
    pub name: String,
    pub mana_cost: Option<ManaCost>,
    pub types: Types,
    pub legendary: bool,
    /// Colours apart from the mana cost's (a colour indicator, CR 204; a token's, 111.4), one
    /// bit per colour (`Color::bit`).
    pub colors: u8,
    pub subtypes: Vec<String>,
    pub power: Option<Power>,
    pub toughness: Option<Power>,
    pub keywords: Vec<Keyword>,
    pub mana: Option<ManaAbility>,
    pub plot: Option<ManaCost>,
    pub kicker: Option<ManaCost>,
    /// "Buyback [cost]" (CR 702.27a): an optional additional cost.
    pub buyback: Option<ManaCost>,
    /// "Evoke [cost]" (CR 702.74a): the alternative cost.
    pub evoke: Option<ManaCost>,
    /// "Blitz [cost]" (CR 702.152a): the alternative cost.
    pub blitz: Option<ManaCost>,
    /// Printed loyalty (CR 306.5b).
    pub loyalty: Option<u8>,
    /// When this spell can't be cast (CR 601.3), read from its would-be caster's side.
    pub cant_cast: Option<super::selector::Condition>,
    /// "This spell can't be countered." (CR 101.2, 701.6a): a static ability of the spell that
    /// functions on the stack (113.6); the spell is still a legal target of a spell or ability that
    /// would counter it, which resolves and doesn't counter it.
    pub cant_be_countered: bool,
    pub sacrifice: Option<Types>,
    pub spell: Program,
    /// "Choose one —" (CR 700.2): one program per mode, chosen as the spell is cast (601.2b);
    /// `spell` is then empty.
    pub modes: Vec<Program>,
    pub triggers: Vec<TriggerDef>,
    pub special_actions: Vec<SpecialAction>,
    pub statics: Vec<Static>,
    pub enters_with: Option<EntersWith>,
    pub suspend: Option<Suspend>,
    pub activated: Vec<Activated>,
    pub enters_tapped: bool,
    pub layout: Layout,
    /// The card's other characteristics, used only while that face is up on the stack or the
    /// battlefield (CR 712.8, 715.3b, 709.3b): a modal double-faced card's back face, an
    /// adventurer card's Adventure, or a split card's left and right halves (the card's own
    /// characteristics are then the combined ones, 709.4, and its spell the fused one).
    pub faces: Vec<CardDef>,
    pub text: String,
    /// A token's definition (CR 111.1): objects of it exist only once created.
    pub token: bool,
    /// An emblem's definition (CR 114): created in the command zone, never a permanent.
    pub emblem: bool,
    /// The least X the spell may be cast with (CR 601.2b): 1 for "X can't be 0" (107.3).
    pub x_min: u8,
    /// A spree spell (CR 702.172): `modes` holds one program per nonempty set of modes, and
    /// this each set's additional cost (same index); empty for any other card.
    pub mode_costs: Vec<ManaCost>,
    /// A spell that chooses more than one mode (a spree spell, "Choose two —", CR 700.2):
    /// the set of modes (bit `i`: mode `i + 1`) each of `modes` carries out; empty for a
    /// spell that chooses one mode.
    pub mode_sets: Vec<u8>,
    /// The fewest modes the caster chooses ("Choose two —": 2; CR 700.2). `mode_sets` also
    /// holds the smaller nonempty sets, chosen only under the broken variant
    /// `modes.count=up-to` (the count read as "up to"); 0 or 1 for any other spell.
    pub modes_min: u8,
    /// A transforming double-faced card's back face: the mana cost its mana value is
    /// calculated from, the front face's (CR 712.8e); `None` for any other face.
    pub mana_value_from: Option<ManaCost>,
    /// A transforming double-faced card (CR 712.8d-e): `activated` and `triggers` list the
    /// front face's abilities, then the back face's; this says how many are the front's. Each
    /// works only while its face is up. `None` for any other card (all are its own).
    pub front_abilities: Option<FrontAbilities>,
    /// "Disguise [cost]" (CR 702.168): the cost to turn it face up.
    pub disguise: Option<ManaCost>,
    /// "As this creature is turned face up, ..." (CR 614.1e); empty if it says nothing.
    pub turned_face_up: Program,
    /// "Vanishing N" (CR 702.63a): the time counters it enters with.
    pub vanishing: Option<u8>,
    /// "Toxic N" (CR 702.164a): its total toxic value (702.164b), 0 without toxic.
    pub toxic: u8,
    /// "Devour N" (CR 702.82a): N, 0 without devour.
    pub devour: u8,
    /// "Crew N" (CR 702.122a): N, 0 without crew.
    pub crew: u8,
    /// The basic supertype (CR 205.4a).
    pub basic: bool,
    /// "Flashback [cost]" (CR 702.34a).
    pub flashback: Option<ManaCost>,
    /// The Oracle sentences the definition does not model (`CardSpec::not_modelled`).
    pub not_modelled: Vec<String>,
    /// "Foretell [cost]" (CR 702.143a).
    pub foretell: Option<ManaCost>,
    /// "Morph [cost]" or "Megamorph [cost]" (CR 702.37a-b): the cost to turn it face up.
    pub morph: Option<Morph>,
    /// From which level each ability works, for a Class with level bars (CR 716.2a).
    pub ability_levels: AbilityLevels,
    /// An Aura's "Enchant [object]" (CR 702.5a, 303.4): what its spell targets (115.1b) and
    /// what it can be attached to; `None` for any other card.
    pub enchant: Option<Filter>,
}

/// How many of a transforming card's activated and triggered abilities are its front face's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrontAbilities {
    pub activated: u8,
    pub triggers: u8,
}

fn parse_types(names: &[String], what: &str) -> Result<Types, String> {
    let mut t = Types::default();
    for n in names {
        let found = Types::NAMES
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(n))
            .ok_or_else(|| {
                let near = crate::diagnostics::nearest(
                    &n.to_ascii_lowercase(),
                    Types::NAMES.iter().map(|(n, _)| *n),
                )
                .map(|m| format!(" (did you mean '{m}'?)"))
                .unwrap_or_default();
                format!(
                    "unknown {what} '{n}'{near}; known: {}",
                    Types::NAMES.map(|(n, _)| n).join(", ")
                )
            })?;
        t.0 |= found.1 .0;
    }
    Ok(t)
}

/// The printed power and toughness a card may have: an `i8`, so that with up to 255 +1/+1
/// counters the engine's `i16` arithmetic cannot overflow.
pub const PT_RANGE: std::ops::RangeInclusive<i64> = i8::MIN as i64..=i8::MAX as i64;

/// Whether a `statics` paragraph is "This spell can't be countered." (CR 101.2, 701.6a).
fn says_cant_be_countered(v: &toml::Value) -> bool {
    v.as_str().is_some_and(|t| {
        let t = t.trim().trim_end_matches('.').replace('\u{2019}', "'");
        t.eq_ignore_ascii_case("this spell can't be countered")
    })
}

/// A printed power or toughness, checked against `PT_RANGE`.
fn printed_pt(field: &str, n: i64) -> Result<i8, String> {
    i8::try_from(n).map_err(|_| {
        format!(
            "{field} must be between {} and {}, not {n}",
            PT_RANGE.start(),
            PT_RANGE.end()
        )
    })
}

fn cost(field: &str, text: &Option<String>) -> Result<Option<ManaCost>, String> {
    text.as_deref()
        .map(|t| ManaCost::parse(t).map_err(|e| format!("{field}: {e}")))
        .transpose()
}

impl CardSpec {
    pub fn compile(&self) -> Result<CardDef, CardError> {
        if self.layout != Layout::Normal
            && (!self.level.is_empty() || self.face.iter().any(|f| !f.level.is_empty()))
        {
            return Err(CardError::new(
                "[[level]]: class levels (CR 716) are modelled on a card without faces only",
            ));
        }
        if self.layout == Layout::Normal {
            if !self.face.is_empty() {
                return Err(CardError::new(
                    "[[face]] tables need a layout: layout = \"split\", \"modal\", \"adventure\" or \"transform\"",
                ));
            }
            return self.compile_face();
        }
        super::layout::compile(self)
    }

    /// One face's characteristics and abilities (a card without a layout is one face).
    pub(super) fn compile_face(&self) -> Result<CardDef, CardError> {
        if !self.level.is_empty() {
            return self.compile_levels();
        }
        let types = parse_types(&self.types, "card type")?;
        // CR 114.3: an emblem has no characteristics other than its abilities.
        if self.emblem
            && (types.0 != 0
                || self.cost.is_some()
                || self.power.is_some()
                || self.toughness.is_some())
        {
            return Err(CardError::from(format!(
                "emblem '{}' has no types, mana cost, power or toughness, only abilities (CR 114.3)",
                self.name
            )));
        }
        if types.0 == 0 && !self.emblem {
            return Err(CardError::from(format!(
                "card '{}' needs at least one type",
                self.name
            )));
        }
        // CR 604.3, 208.2a: "[its power / its power and toughness are each] equal to the
        // number of [cards]": a characteristic-defining ability, "*" in the type line.
        // "Crusader of Odric's power and toughness are each equal to the number of creatures you
        // control." written in `statics`: what "*" is.
        let defined = |toughness: bool| -> Result<Option<Power>, CardError> {
            if self.statics.is_empty() {
                return Ok(None);
            }
            Ok(self.static_parts()?.into_iter().find_map(|s| match s {
                Static::DefinesPowerToughness {
                    power: p,
                    toughness: t,
                    amount,
                } if (if toughness { t } else { p }) => Some(Power::Amount(amount)),
                _ => None,
            }))
        };
        let pt = |which: &str, value: &Option<toml::Value>| match (value, &self.power_counts) {
            (None, _) => Ok(None),
            (Some(toml::Value::Integer(n)), _) => Ok(Some(Power::Fixed(printed_pt(which, *n)?))),
            (Some(toml::Value::String(s)), Some(c)) if s == "*" => count_cards(c).map(Some),
            (Some(toml::Value::String(s)), None) if s == "*" => {
                match defined(which == "toughness")? {
                    Some(p) => Ok(Some(p)),
                    None => Err(CardError::from(format!(
                    "{which} must be a number, or \"*\" together with power_counts or a static \
                     ability that defines it (\"This creature's power and toughness are each equal \
                     to the number of ...\", CR 604.3)"
                ))),
                }
            }
            _ => Err(CardError::from(format!(
                "{which} must be a number, or \"*\" together with power_counts or a static ability \
                 that defines it"
            ))),
        };
        let power = pt("power", &self.power)?;
        let toughness = pt("toughness", &self.toughness)?;
        let star = |v: &Option<toml::Value>| matches!(v, Some(toml::Value::String(s)) if s == "*");
        if self.power_counts.is_some() && !star(&self.power) && !star(&self.toughness) {
            return Err(CardError::from(
                "power_counts needs power = \"*\" or toughness = \"*\" (what it counts)"
                    .to_string(),
            ));
        }
        if types.has(Types::CREATURE) && (power.is_none() || toughness.is_none()) {
            return Err(CardError::from(format!(
                "creature '{}' needs power and toughness",
                self.name
            )));
        }
        let mana = self.mana.as_ref().map(mana_ability::parse).transpose()?;
        // CR 605.1a: a mana ability is an activated ability of a permanent (or a card that
        // becomes one); an instant or sorcery that adds mana as it resolves (Dark Ritual) is
        // a spell, which the card language does not say yet.
        if mana.is_some() && !types.is_permanent() && !self.emblem {
            return Err(CardError::from(format!(
                "mana: '{}' is not a permanent: a mana ability belongs to a permanent (CR \
                 605.1a); a spell that adds mana (\"Add {{B}}{{B}}{{B}}.\") is not modelled",
                self.name
            )));
        }
        let sacrifice = self
            .additional_cost
            .as_ref()
            .map(|a| parse_types(std::slice::from_ref(&a.sacrifice), "sacrifice type"))
            .transpose()?;
        let suspend = match &self.suspend {
            None => None,
            Some(sp) => {
                let time = suspend_time(&sp.time)?;
                let cost = ManaCost::parse(&sp.cost).map_err(|e| format!("suspend cost: {e}"))?;
                // CR 107.3d: the X of "Suspend X" is the one its cost's {X} is paid with.
                if time == SuspendTime::X && cost.x == 0 {
                    return Err(CardError::new(
                        "suspend: \"Suspend X\" needs {X} in its cost (`cost = \"{X}{3}{R}\"`): \
                         X is chosen as the cost is paid (CR 107.3d)",
                    ));
                }
                Some(Suspend { time, cost })
            }
        };
        let mut activated = Vec::new();
        let equip = self.equip_ability(types)?;
        let mut cycling: Vec<ActivatedSpec> = self.cycling_ability()?.into_iter().collect();
        cycling.extend(self.typecycling_abilities()?);
        cycling.extend(self.unearth_ability()?);
        cycling.extend(self.embalm_ability()?);
        // "[Creature cards in your graveyard] have unearth. The unearth cost is equal to the
        // card's mana cost." (Grixis; CR 702.84a, 613.1f), "... has embalm. Its embalm cost is
        // equal to its mana cost." (Naktamun; 702.128a): the granted keyword's ability, once.
        let statics = self.static_parts()?;
        for keyword in GRANTED_KEYWORDS {
            if statics.iter().any(|s| {
                matches!(s, Static::HaveAbility {
                    ability: super::statics::Granted::Activated { text, .. },
                    ..
                } if text == keyword)
            }) {
                cycling.push(granted_keyword(keyword)?);
            }
        }
        for a in self
            .activated
            .iter()
            .chain(equip.iter())
            .chain(cycling.iter())
        {
            // "Sacrifice this token:" / "Sacrifice this artifact:": the source itself.
            let sacrifice_self = a
                .sacrifice
                .as_deref()
                .is_some_and(|s| s.trim() == "this" || s.trim().starts_with("this "));
            let sacrifice = match &a.sacrifice {
                None => None,
                Some(_) if sacrifice_self => None,
                Some(s) => {
                    let names: Vec<String> = s.split('|').map(|t| t.trim().to_string()).collect();
                    Some(parse_types(&names, "sacrifice type")?)
                }
            };
            // "Pay N life" in the cost (CR 118.3, 119.4); the rest is read below.
            let (life, cost_text) = pay_life_cost(a.cost.as_deref())?;
            // "Tap three untapped Brainiacs you control" (CR 118.3, 602.2b).
            let (tap_text, cost_text) = tap_others_cost(cost_text);
            let mut scope = Scope::new(&self.name);
            let tap_others = match &tap_text {
                None => None,
                Some(text) => Some(
                    phrase::tap_cost(text, &mut scope)
                        .map_err(|e| CardError::in_phrase(text, e).context("activated cost"))?,
                ),
            };
            // "{T}" in the cost: tapping this permanent (CR 602.5a); the rest is mana.
            let (tap, mana_text) = match cost_text.as_deref() {
                Some(c) if c.contains("{T}") => {
                    let rest = c.replace("{T}", "");
                    let rest = rest.trim().trim_matches(',').trim();
                    (true, (!rest.is_empty()).then(|| rest.to_string()))
                }
                _ => (false, cost_text.clone()),
            };
            let mana = cost("activated cost", &mana_text)?;
            if mana.is_some_and(|c| c.x > 0) {
                return Err(CardError::new(
                    "activated cost: {X} in an activation cost is not supported",
                ));
            }
            let loyalty = a.loyalty.as_deref().map(loyalty_cost).transpose()?;
            if tap && a.zone != Zone::Battlefield {
                return Err(CardError::new(
                    "a {T} cost taps a permanent: an ability with {T} in its cost works on the battlefield",
                ));
            }
            if loyalty.is_some() && a.zone != Zone::Battlefield {
                return Err(CardError::new(
                    "a loyalty ability is activated on the battlefield (CR 606.3): drop `zone`",
                ));
            }
            // "Exile this card from your graveyard:" (embalm's cost, CR 702.128a).
            let exile_self = a.exile.as_deref().is_some_and(|e| {
                let e = e.trim().to_ascii_lowercase();
                e == "this card" || e == "this card from your graveyard"
            });
            let exile = match &a.exile {
                None => None,
                Some(_) if exile_self => None,
                Some(text) => {
                    let what = phrase::selector(text, &mut scope)
                        .map_err(|e| CardError::in_phrase(text, e).context("exile cost"))?;
                    let super::selector::Selector::One(f) = what else {
                        return Err(CardError::new(
                            "exile cost: name one card, as in \"a nonland card from your hand\"",
                        ));
                    };
                    // CR 400.7j: the ability's effects can find the card its cost exiled.
                    scope.bind(Some(phrase::EXILED_CARD));
                    Some(f)
                }
            };
            // "Discard this card:" (cycling's cost, CR 702.29a).
            let discard_self = a
                .discard
                .as_deref()
                .is_some_and(|d| d.trim().eq_ignore_ascii_case("this card"));
            if exile_self && a.zone != Zone::Graveyard {
                return Err(CardError::new(
                    "exile cost: \"this card\" is exiled from its owner's graveyard: give the \
                     ability `zone = \"graveyard\"`",
                ));
            }
            if discard_self && a.zone != Zone::Hand {
                return Err(CardError::new(
                    "discard cost: \"this card\" is discarded from its owner's hand: give the \
                     ability `zone = \"hand\"`",
                ));
            }
            let discard = match &a.discard {
                None => None,
                Some(_) if discard_self => None,
                Some(_) if a.exile.is_some() => {
                    return Err(CardError::new(
                        "an activation cost here exiles or discards one card, not both",
                    ))
                }
                Some(text) => {
                    // CR 701.9a: a discarded card comes from its owner's hand.
                    let full = match text.to_ascii_lowercase().contains("from your hand") {
                        true => text.clone(),
                        false => format!("{} from your hand", text.trim()),
                    };
                    let what = phrase::selector(&full, &mut scope)
                        .map_err(|e| CardError::in_phrase(&full, e).context("discard cost"))?;
                    let super::selector::Selector::One(f) = what else {
                        return Err(CardError::new(
                            "discard cost: name one card, as in \"a card\" or \"a land card\"",
                        ));
                    };
                    Some(f)
                }
            };
            // CR 118.3, 602.2b: "Remove a time counter from a permanent you control or
            // suspended card you own:".
            let remove_counter = match &a.remove {
                None => None,
                Some(_) if exile.is_some() || a.exile.is_some() || a.discard.is_some() => {
                    return Err(CardError::new(
                        "an activation cost here exiles, discards or removes a counter from one \
                         object, not two",
                    ))
                }
                Some(text) => Some(
                    remove_cost(text, &mut scope).map_err(|e| e.context("remove-counter cost"))?,
                ),
            };
            let sorcery_timing = match a.timing.as_deref() {
                None | Some("instant") => false,
                Some("sorcery") => true,
                Some(other) => {
                    return Err(CardError::new(format!(
                        "activated ability {}: timing is \"sorcery\" (\"Activate only as a \
                         sorcery.\") or \"instant\", not \"{other}\"",
                        activated.len() + 1
                    )))
                }
            };
            let context = format!("activated ability {}", activated.len() + 1);
            // CR 602.5b: "Activate only if ...".
            let only_if = match &a.only_if {
                None => None,
                Some(text) => {
                    let text = text.trim().trim_end_matches('.');
                    let text = text
                        .strip_prefix("Activate only if ")
                        .or_else(|| text.strip_prefix("activate only if "))
                        .unwrap_or(text);
                    Some(
                        phrase::condition(text, &mut Scope::new(&self.name))
                            .map_err(|e| CardError::in_phrase(text, e).context(&context))?,
                    )
                }
            };
            // CR 700.2, 602.2b: "Choose one —", each mode with its own targets (several for
            // one "target" word: "up to four target cards").
            let mut modes = Vec::new();
            if !a.modes.is_empty() {
                modes_written(&context, "activated", a.modes.len(), a.steps.is_empty())?;
                for (m, steps) in a.modes.iter().enumerate() {
                    let mut scope = scope.clone();
                    let mode = format!("{context}: mode {}", m + 1);
                    let steps = surface::steps(steps, &mut scope).map_err(|e| e.context(&mode))?;
                    let p =
                        Program::compile(&steps).map_err(|e| CardError::new(e).context(&mode))?;
                    modes.push(p);
                }
            }
            activated.push(Activated {
                zone: a.zone,
                sorcery_timing,
                cost: mana,
                loyalty,
                text: a.text.clone(),
                only_if_suspended: a.only_if_suspended,
                sacrifice,
                exile,
                discard,
                // CR 602.2b, 601.2c: its targets are chosen as it is activated.
                program: self
                    .ability_program(&a.steps, Some(scope))
                    .map_err(|e| e.context(&context))?,
                tap,
                sacrifice_self,
                discard_self,
                exile_self,
                life,
                tap_others,
                modes,
                level_up: None,
                cycling: a.cycling,
                granted: a.granted,
                cost_is_mana_cost: a.cost_is_mana_cost,
                remove_counter,
                only_if,
            });
        }
        // An action names an ability by a byte; from 128 on it names an ability a static
        // grants (`engine::mechanics::granted::GRANTED`).
        if activated.len() > MAX_ACTIVATED {
            return Err(CardError::new(format!(
                "at most {MAX_ACTIVATED} activated abilities per card (this one has {})",
                activated.len()
            )));
        }
        let loyalty = match self.loyalty {
            None if types.has(Types::PLANESWALKER) => {
                return Err(CardError::from(format!(
                    "planeswalker '{}' needs `loyalty`, its printed loyalty (CR 306.5b)",
                    self.name
                )))
            }
            None => None,
            Some(n) => Some(
                u8::try_from(n)
                    .map_err(|_| format!("loyalty must be between 0 and 255, not {n}"))?,
            ),
        };
        let (spree_modes, mode_costs) = match self.spree.is_empty() {
            true => (Vec::new(), Vec::new()),
            false if self.choose.is_some() => {
                return Err(CardError::new(
                    "a spree spell chooses one or more modes (CR 702.172a): it has no `choose`",
                ))
            }
            false if !self.spell.is_empty() || !self.modes.is_empty() => {
                return Err(CardError::new(
                    "a spree spell writes its instructions in [[spree]] modes, not also in `spell` or `modes`",
                ))
            }
            false => super::spree::compile(&self.name, &self.spree)?,
        };
        let (mode_sets, modes_min) = self.mode_sets()?;
        let flashback = cost("flashback", &self.flashback)?;
        if flashback.is_some() && types.is_permanent() {
            return Err(CardError::new(
                "flashback: only instant and sorcery cards have it here (a permanent spell cast \
                 with flashback would be exiled instead of entering, CR 702.34a: not modelled)",
            ));
        }
        let foretell = cost("foretell", &self.foretell)?;
        if foretell.is_some() && types.has(Types::LAND) {
            return Err(CardError::new(
                "foretell: a land card is never cast, so it has no foretell cost to pay (CR 702.143a)",
            ));
        }
        let disguise = cost("disguise", &self.disguise)?;
        let morph =
            match (
                cost("morph", &self.morph)?,
                cost("megamorph", &self.megamorph)?,
            ) {
                (None, None) => None,
                (Some(cost), None) => Some(Morph { cost, mega: false }),
                (None, Some(cost)) => Some(Morph { cost, mega: true }),
                (Some(_), Some(_)) => return Err(CardError::new(
                    "megamorph: a card has morph or megamorph, not both (a megamorph cost is a \
                     morph cost, CR 702.37b)",
                )),
            };
        if disguise.is_some() && morph.is_some() {
            return Err(CardError::new(
                "disguise: a card cast face down here has one of disguise, morph or megamorph \
                 (CR 702.168a, 702.37a)",
            ));
        }
        let face_up_keyword = match (disguise.is_some(), morph.map(|m| m.mega)) {
            (true, _) => "disguise",
            (false, Some(false)) => "morph",
            _ => "megamorph",
        };
        if disguise.or(morph.map(|m| m.cost)).is_some_and(|c| c.x > 0) {
            return Err(CardError::new(format!(
                "{face_up_keyword}: {{X}} in a {face_up_keyword} cost is not supported"
            )));
        }
        if (disguise.is_some() || morph.is_some()) && !types.is_permanent() {
            return Err(CardError::new(format!(
                "{face_up_keyword}: a face-down spell is a creature spell (CR 702.168a, \
                 702.37a); only a permanent card is cast face down here"
            )));
        }
        let turned_face_up = self
            .ability_program(&self.as_turned_face_up, None)
            .map_err(|e| e.context("as_turned_face_up"))?;
        if !turned_face_up.is_empty() && disguise.is_none() && morph.is_none() {
            return Err(CardError::new(
                "as_turned_face_up: only a card that can be face down (with `disguise`, `morph` \
                 or `megamorph`) is turned face up",
            ));
        }
        if !turned_face_up.targets.is_empty() {
            return Err(CardError::new(
                "as_turned_face_up: a replacement effect has no targets (CR 614.1e)",
            ));
        }
        let cant_cast = match &self.cant_cast {
            None => None,
            Some(text) => Some(
                phrase::cast_restriction(text, &mut Scope::new(&self.name))
                    .map_err(|e| CardError::in_phrase(text, e).context("cant_cast"))?,
            ),
        };
        // CR 303.4a, 115.1b: an Aura spell targets what its enchant ability names.
        let enchant = self.enchant_filter(types)?;
        let mut spell = self.spell_program()?;
        if let Some(f) = &enchant {
            if !spell.is_empty() || !spell.targets.is_empty() {
                return Err(CardError::new(
                    "an Aura is a permanent: its text is abilities, not a `spell` (CR 303.4)",
                ));
            }
            spell.targets.push(TargetSpec::Object(f.clone()));
        }
        Ok(CardDef {
            name: self.name.clone(),
            mana_cost: cost("cost", &self.cost)?,
            types,
            legendary: self.legendary,
            colors: color_indicator(&self.colors)?,
            subtypes: self.subtypes.clone(),
            power,
            toughness,
            keywords: self.keywords.clone(),
            mana,
            plot: cost("plot", &self.plot)?,
            kicker: cost("kicker", &self.kicker)?,
            buyback: cost("buyback", &self.buyback)?,
            evoke: match self.evoke.as_deref().map(str::trim) {
                Some(e) if !e.starts_with('{') => {
                    return Err(CardError::new(format!(
                        "`evoke` is a mana cost such as \"{{2}}{{U}}\"; an evoke cost that is not \
                         mana (\"{e}\") is not modelled yet"
                    )))
                }
                _ => cost("evoke", &self.evoke)?,
            },
            blitz: match self.blitz.as_deref().map(str::trim) {
                Some(e) if !e.starts_with('{') => {
                    return Err(CardError::new(format!(
                        "`blitz` is a mana cost such as \"{{2}}{{R}}\"; a blitz cost that is not \
                         mana (\"{e}\") is not in the language"
                    )))
                }
                _ => cost("blitz", &self.blitz)?,
            },
            loyalty,
            cant_cast,
            cant_be_countered: self.statics.iter().any(says_cant_be_countered),
            sacrifice,
            spell,
            modes: match spree_modes.is_empty() {
                true => self.mode_programs(&mode_sets)?,
                false => spree_modes,
            },
            triggers: self.trigger_defs()?,
            special_actions: self.special_actions()?,
            statics: link_granted(statics, &activated)?,
            enters_with: self.enters_with,
            suspend,
            activated,
            enters_tapped: self.enters_tapped,
            // `back` is the short way to write a modal double-faced card (CR 712).
            layout: if self.back.is_some() {
                Layout::Modal
            } else {
                Layout::Normal
            },
            faces: match &self.back {
                None => Vec::new(),
                Some(b) if b.back.is_some() => {
                    return Err(CardError::new("a back face cannot have a back face"))
                }
                Some(b) => vec![b.compile().map_err(|e| format!("back face: {e}"))?],
            },
            text: self.text.clone(),
            // CR 114.2: an emblem is no card; its objects are reserved like tokens'.
            token: self.token || self.emblem,
            emblem: self.emblem,
            x_min: self.x_min()?,
            mode_costs,
            mode_sets,
            modes_min,
            mana_value_from: None,
            front_abilities: None,
            disguise,
            turned_face_up,
            vanishing: match self.vanishing {
                Some(0) => {
                    return Err(CardError::new(
                        "vanishing: a number of time counters from 1 to 20 (CR 702.63a)",
                    ))
                }
                Some(n) if n > 20 => {
                    return Err(CardError::new(
                        "vanishing: a number of time counters from 1 to 20 (CR 702.63a)",
                    ))
                }
                v => v,
            },
            toxic: match self.toxic {
                None => 0,
                Some(n) if (1..=20).contains(&n) => n,
                Some(_) => {
                    return Err(CardError::new(
                        "toxic: a number of poison counters from 1 to 20 (CR 702.164a)",
                    ))
                }
            },
            devour: match self.devour {
                None => 0,
                Some(n) if (1..=10).contains(&n) => n,
                Some(_) => {
                    return Err(CardError::new(
                        "devour: a number of +1/+1 counters per creature from 1 to 10 (CR \
                         702.82a)",
                    ))
                }
            },
            crew: match self.crew {
                None => 0,
                Some(n) if (1..=20).contains(&n) => n,
                Some(_) => {
                    return Err(CardError::new(
                        "crew: the total power of the creatures tapped, from 1 to 20 (CR \
                         702.122a)",
                    ))
                }
            },
            basic: self.basic,
            flashback,
            not_modelled: self.not_modelled()?,
            foretell,
            morph,
            ability_levels: AbilityLevels::default(),
            enchant,
        })
    }
}

impl CardSpec {
    /// `equip = "{1}"`: the activated ability the keyword stands for (CR 702.6a).
    fn equip_ability(&self, types: Types) -> Result<Option<ActivatedSpec>, CardError> {
        let equipment = self
            .subtypes
            .iter()
            .any(|s| s.eq_ignore_ascii_case("Equipment"));
        let Some(cost) = &self.equip else {
            return Ok(None);
        };
        if !equipment || !types.has(Types::ARTIFACT) {
            return Err(CardError::new(
                "equip: only an Equipment has equip (CR 702.6a, 301.5): give the card types = \
                 [\"artifact\"] and subtypes = [\"Equipment\"]",
            ));
        }
        let step = text_table(&[("attach", "this"), ("to", "target creature you control")]);
        keyword_ability(
            "equip",
            &[
                ("cost", cost),
                ("timing", "sorcery"),
                ("text", &format!("Equip {cost}")),
            ],
            step,
        )
        .map(Some)
    }

    /// `cycling = "{2}"`: "{2}, Discard this card: Draw a card." (CR 702.29a), activated from
    /// its owner's hand at any time they have priority.
    fn cycling_ability(&self) -> Result<Option<ActivatedSpec>, CardError> {
        let Some(cost) = &self.cycling else {
            return Ok(None);
        };
        if cost.contains("{T}") || cost.contains("{X}") {
            return Err(CardError::new(
                "cycling: the cost is mana or \"Pay N life\" (CR 702.29a), not {T} or {X}",
            ));
        }
        let mut draw = toml::map::Map::new();
        draw.insert("draw".into(), toml::Value::Integer(1));
        let mut ability = keyword_ability(
            "cycling",
            &[
                ("zone", "hand"),
                ("cost", cost),
                ("discard", "this card"),
                ("text", &format!("Cycling {cost}")),
            ],
            toml::Value::Table(draw),
        )?;
        ability.cycling = true;
        Ok(Some(ability))
    }

    /// `unearth = "{B}"`: the activated ability unearth stands for (CR 702.84a), written in the
    /// card language and activated from its owner's graveyard as a sorcery.
    fn unearth_ability(&self) -> Result<Option<ActivatedSpec>, CardError> {
        let Some(cost) = &self.unearth else {
            return Ok(None);
        };
        if !cost.trim_start().starts_with('{') || cost.contains("{T}") {
            return Err(CardError::new(
                "unearth: the cost is mana, such as \"{B}\" (CR 702.84a)",
            ));
        }
        unearth(&[
            ("zone", "graveyard"),
            ("cost", cost),
            ("timing", "sorcery"),
            ("text", &format!("Unearth {cost}")),
        ])
        .map(Some)
    }

    /// `embalm = "{W}"`: the activated ability embalm stands for (CR 702.128a), activated
    /// from its owner's graveyard as a sorcery.
    fn embalm_ability(&self) -> Result<Option<ActivatedSpec>, CardError> {
        let Some(cost) = &self.embalm else {
            return Ok(None);
        };
        if !cost.trim_start().starts_with('{') || cost.contains("{T}") || cost.contains("{X}") {
            return Err(CardError::new(
                "embalm: the cost is mana, such as \"{W}\" (CR 702.128a)",
            ));
        }
        embalm(&[
            ("zone", "graveyard"),
            ("cost", cost),
            ("timing", "sorcery"),
            ("text", &format!("Embalm {cost}")),
        ])
        .map(Some)
    }

    /// `typecycling = [{ type = "Plains", cost = "{2}" }]`: "{2}, Discard this card: Search your
    /// library for a Plains card, reveal it, put it into your hand, then shuffle." (CR
    /// 702.29e), activated from its owner's hand. It is cycling too (702.29e).
    fn typecycling_abilities(&self) -> Result<Vec<ActivatedSpec>, CardError> {
        self.typecycling
            .iter()
            .map(|t| {
                let (kind, cost) = (t.kind.trim(), t.cost.trim());
                if cost.contains("{T}") || cost.contains("{X}") || kind.is_empty() {
                    return Err(CardError::new(
                        "typecycling: a type (\"Plains\", \"basic land\") and a cost in mana or \
                         \"Pay N life\" (CR 702.29e), not {T} or {X}",
                    ));
                }
                // "Plainscycling", "Basic landcycling".
                let mut name = format!("{}cycling {cost}", kind.to_lowercase());
                name[..1].make_ascii_uppercase();
                let mut t = text_map(&[
                    ("zone", "hand"),
                    ("cost", cost),
                    ("discard", "this card"),
                    ("text", &name),
                ]);
                t.insert(
                    "do".into(),
                    toml::Value::Array(vec![
                        text_table(&[("search", &format!("your library for a {kind} card"))]),
                        text_table(&[("put", "it"), ("into", "your hand")]),
                        toml::Value::String("shuffle".into()),
                    ]),
                );
                let mut ability: ActivatedSpec = toml::Value::Table(t)
                    .try_into()
                    .map_err(|e| CardError::new(format!("typecycling: {e}")))?;
                ability.cycling = true;
                Ok(ability)
            })
            .collect()
    }

    /// `enchant = "creature"`: an Aura's enchant ability (CR 702.5a, 303.4).
    fn enchant_filter(&self, types: Types) -> Result<Option<Filter>, CardError> {
        let aura = self.subtypes.iter().any(|s| s.eq_ignore_ascii_case("Aura"));
        let Some(text) = &self.enchant else {
            if aura {
                return Err(CardError::new(
                    "an Aura needs `enchant` (CR 303.4a, 702.5a): what it can enchant, as after \
                     \"target\" (`enchant = \"creature\"`)",
                ));
            }
            return Ok(None);
        };
        if !aura || !types.has(Types::ENCHANTMENT) {
            return Err(CardError::new(
                "enchant: only an Aura has enchant (CR 702.5a, 303.4): give the card \
                 types = [\"enchantment\"] and subtypes = [\"Aura\"]",
            ));
        }
        if types.has(Types::CREATURE) {
            return Err(CardError::new(
                "enchant: an Aura that's also a creature can't enchant anything (CR 303.4d)",
            ));
        }
        phrase::enchant(text, &mut Scope::new(&self.name))
            .map(Some)
            .map_err(|e| CardError::in_phrase(text, e).context("enchant"))
    }

    /// The sentences not modelled, each a non-empty line.
    pub fn not_modelled(&self) -> Result<Vec<String>, CardError> {
        let mut out = Vec::new();
        for n in &self.not_modelled {
            let n = n.split_whitespace().collect::<Vec<_>>().join(" ");
            if n.is_empty() {
                return Err(CardError::new(
                    "not_modelled: each entry names a sentence of the card's text and why it is not modelled",
                ));
            }
            out.push(n);
        }
        Ok(out)
    }

    /// "X can't be 0." (CR 107.3, 601.2b): the least X, for a cost with {X}.
    fn x_min(&self) -> Result<u8, CardError> {
        let Some(text) = &self.requirement else {
            return Ok(0);
        };
        let norm = text.trim().trim_end_matches('.').replace('’', "'");
        if !norm.eq_ignore_ascii_case("X can't be 0") {
            return Err(CardError::new(format!(
                "requirement: the only requirement known is \"X can't be 0\", not \"{text}\""
            )));
        }
        // CR 107.3, 107.3d: it applies to every X of the card: its mana cost's, or its
        // suspend cost's ("Suspend X—{X}{3}{R}. X can't be 0.").
        let in_suspend = self
            .suspend
            .as_ref()
            .is_some_and(|s| s.cost.contains("{X}"));
        if !self.cost.as_deref().is_some_and(|c| c.contains("{X}")) && !in_suspend {
            return Err(CardError::new(
                "requirement: \"X can't be 0\" needs {X} in the mana cost or the suspend cost",
            ));
        }
        Ok(1)
    }

    /// The spell's program.
    pub(super) fn spell_program(&self) -> Result<Program, CardError> {
        self.spell_steps_program(&self.spell)
            .map_err(|e| e.context("spell"))
    }

    /// A spell's (or a mode's) program: any number of targets (CR 601.2c), an optional one
    /// ("up to one target", a further target of "one or two targets") only after the
    /// required ones (a spell keeps its targets by position, so none is left out between two
    /// that are chosen).
    fn spell_steps_program(&self, steps: &[toml::Value]) -> Result<Program, CardError> {
        let mut scope = Scope::new(&self.name);
        // CR 601.2h, 608.2h: "the sacrificed creature's power" reads the sacrifice this
        // spell's additional cost made.
        scope.sacrificed = self.additional_cost.is_some();
        let p = Program::compile(&surface::steps(steps, &mut scope)?)?;
        let first_optional = p.targets.iter().position(TargetSpec::optional);
        if first_optional.is_some_and(|i| p.targets[i..].iter().any(|t| !t.optional())) {
            return Err(CardError::new(
                "a spell's optional targets (\"up to one target\", \"one or two targets\") \
                 come after its other targets",
            ));
        }
        Ok(p)
    }

    fn special_actions(&self) -> Result<Vec<SpecialAction>, CardError> {
        let mut out = Vec::new();
        for (i, a) in self.special_action.iter().enumerate() {
            let context = format!("special action {}", i + 1);
            let sorcery_timing = match a.timing.as_str() {
                "sorcery" => true,
                "instant" => false,
                other => {
                    return Err(CardError::new(format!(
                        "{context}: timing is \"sorcery\" or \"instant\", not \"{other}\""
                    )))
                }
            };
            let program = self
                .ability_program(&a.steps, None)
                .map_err(|e| e.context(&context))?;
            if !program.targets.is_empty() {
                return Err(CardError::new(format!(
                    "{context}: a special action has no targets (CR 116.1)"
                )));
            }
            out.push(SpecialAction {
                sorcery_timing,
                program,
            });
        }
        Ok(out)
    }

    /// The sets of modes a spell may choose (CR 700.2): every nonempty set for a spree spell,
    /// those `choose` allows for a spell that chooses more than one mode, none otherwise.
    /// With them, the fewest modes the spell chooses (the sets hold smaller ones too, for the
    /// broken variant `modes.count=up-to`).
    fn mode_sets(&self) -> Result<(Vec<u8>, u8), CardError> {
        if !self.spree.is_empty() {
            let n = self.spree.len().min(super::modal::MAX_MODES);
            return Ok((
                ModeCount {
                    min: 1,
                    max: n as u8,
                }
                .sets(n),
                1,
            ));
        }
        let Some(choose) = &self.choose else {
            return Ok((Vec::new(), 0));
        };
        if self.modes.is_empty() {
            return Err(CardError::new(format!(
                "`choose = \"{choose}\"` says how many modes are chosen: write the modes in `modes`"
            )));
        }
        if self.modes.len() > super::modal::MAX_MODES {
            return Err(CardError::new(format!(
                "a spell that chooses more than one mode may have at most {} modes here",
                super::modal::MAX_MODES
            )));
        }
        let count = ModeCount::parse(choose, self.modes.len())?;
        Ok(match count == ModeCount::ONE {
            true => (Vec::new(), 0),
            false => (
                ModeCount { min: 1, ..count }.sets(self.modes.len()),
                count.min,
            ),
        })
    }

    /// The programs of a modal spell's modes (CR 700.2): one per mode, or one per set of modes
    /// in `sets` (`modal.rs`).
    fn mode_programs(&self, sets: &[u8]) -> Result<Vec<Program>, CardError> {
        if self.modes.is_empty() {
            return Ok(Vec::new());
        }
        if !self.spell.is_empty() {
            return Err(CardError::new(
                "a modal spell writes its instructions in `modes`, not also in `spell`",
            ));
        }
        if self.modes.len() < 2 || self.modes.len() > u8::MAX as usize {
            return Err(CardError::new(
                "`modes` lists two or more modes (CR 700.2), each a list of steps",
            ));
        }
        if !sets.is_empty() {
            let steps: Vec<&[toml::Value]> = self.modes.iter().map(Vec::as_slice).collect();
            return super::modal::compile_sets(&self.name, &steps, sets);
        }
        let mut out = Vec::new();
        for (i, steps) in self.modes.iter().enumerate() {
            let p = self
                .spell_steps_program(steps)
                .map_err(|e| e.context(&format!("mode {}", i + 1)))?;
            out.push(p);
        }
        Ok(out)
    }

    /// The parts of the card's static abilities, each paragraph parsed as Oracle text.
    fn static_parts(&self) -> Result<Vec<Static>, CardError> {
        let mut out = Vec::new();
        for (i, v) in self.statics.iter().enumerate() {
            let context = format!("static ability {}", i + 1);
            let Some(text) = v.as_str() else {
                return Err(CardError::new(format!(
                    "{context}: write a static ability as its Oracle text, as in statics = \
                     [\"Spells cost {{1}} more to cast.\"] (the `kind =` tables are gone)"
                )));
            };
            // "This spell can't be countered." functions on the stack (CR 113.6): the card's
            // `cant_be_countered`, not a static ability of a permanent.
            if says_cant_be_countered(v) {
                continue;
            }
            let parts = phrase::static_ability(text, &mut Scope::new(&self.name))
                .map_err(|e| CardError::in_phrase(text, e).context(&context))?;
            // "this turn" is a duration: an effect of a resolving ability (CR 611.2a), not a
            // static ability (604.1).
            if let Some(how_long) = parts.iter().find_map(|s| {
                (s.says_this_turn().then_some("this turn"))
                    .or(s.says_this_game().then_some("this game"))
            }) {
                return Err(CardError::new(format!(
                    "{context}: \"{text}\" lasts \"{how_long}\": write it as an instruction, \
                     {{ effect = \"{text}\" }} (CR 611.2a)"
                )));
            }
            out.extend(parts);
        }
        Ok(out)
    }

    /// The card's triggered abilities as written, then those its keywords stand for.
    fn all_triggered(&self) -> Result<Vec<TriggeredSpec>, CardError> {
        let mut all = self.triggered.clone();
        if let Some(n) = self.annihilator {
            // CR 702.86a: "Whenever this creature attacks, defending player sacrifices N
            // permanents."
            let what = match n {
                0 => return Err(CardError::new("`annihilator` is a number from 1 to 255")),
                1 => "a permanent".to_string(),
                n => format!("{n} permanents"),
            };
            let mut step = toml::map::Map::new();
            step.insert("sacrifice".into(), toml::Value::String(what));
            step.insert("who".into(), toml::Value::String("defending player".into()));
            all.push(TriggeredSpec {
                when: "this creature attacks".into(),
                steps: vec![toml::Value::Table(step)],
                modes: Vec::new(),
                choose: None,
                ward: false,
            });
        }
        if self.cascade {
            all.push(cascade_ability(self.cost.as_deref())?);
        }
        if let Some(name) = &self.partner_with {
            all.push(partner_ability(name)?);
        }
        // CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller
        // sacrifices it."
        if self.evoke.is_some() {
            all.push(TriggeredSpec {
                when: "this permanent enters, if its evoke cost was paid".into(),
                steps: vec![text_table(&[("sacrifice", "this permanent")])],
                modes: Vec::new(),
                choose: None,
                ward: false,
            });
        }
        if let Some(cost) = &self.ward {
            all.push(ward_ability(cost)?);
        }
        Ok(all)
    }

    fn trigger_defs(&self) -> Result<Vec<TriggerDef>, CardError> {
        let mut out = Vec::new();
        for (i, t) in self.all_triggered()?.iter().enumerate() {
            let mut scope = Scope::new(&self.name);
            let when = phrase::event(&t.when, &mut scope).map_err(|e| {
                CardError::in_phrase(&t.when, e).context(&format!("triggered ability {}", i + 1))
            })?;
            let context = format!("triggered ability {}", i + 1);
            // CR 605.1b, 605.4a, 106.12a: "Whenever a player taps a land for mana, that player
            // adds one mana of any type that land produced.": a triggered mana ability, which
            // the payments of costs resolve at once (it doesn't use the stack).
            if let Some(mana) = produced_mana_trigger(&when, &t.steps) {
                out.push(TriggerDef {
                    when,
                    program: mana?,
                    modes: Vec::new(),
                    unchosen_modes: false,
                    ward: false,
                    mana: true,
                });
                continue;
            }
            // CR 700.2b, 603.3c: "choose one —", each mode with its own targets.
            let mut modes = Vec::new();
            if !t.modes.is_empty() {
                modes_written(&context, "triggered", t.modes.len(), t.steps.is_empty())?;
                for (m, steps) in t.modes.iter().enumerate() {
                    let p = self
                        .ability_program(steps, Some(scope.clone()))
                        .map_err(|e| e.context(&format!("{context}: mode {}", m + 1)))?;
                    modes.push(p);
                }
            } else if t.steps.is_empty() {
                return Err(CardError::new(format!(
                    "{context}: `do` lists its instructions (or `modes` its modes)"
                )));
            }
            let unchosen = |c: &str| c == "one that hasn't been chosen";
            let unchosen_modes = match t
                .choose
                .as_deref()
                .map(|c| c.trim().replace('\u{2019}', "'"))
            {
                None => false,
                Some(c) if c == "one" => false,
                Some(c) if t.modes.is_empty() => {
                    return Err(CardError::new(format!(
                        "{context}: `choose = \"{c}\"` says how a mode is chosen: write the modes \
                         in `modes`"
                    )))
                }
                Some(c) if unchosen(&c) && t.modes.len() > 8 => {
                    return Err(CardError::new(format!(
                        "{context}: \"choose one that hasn't been chosen\" is modelled for at \
                         most 8 modes (the object remembers them in a byte)"
                    )))
                }
                Some(c) if unchosen(&c) => true,
                Some(c) => {
                    return Err(CardError::new(format!(
                        "{context}: `choose` is \"one\" or \"one that hasn't been chosen\" \
                         (CR 700.2), not \"{c}\""
                    )))
                }
            };
            // CR 603.3d, 601.2c: a triggered ability's targets, one for each "target" word, are
            // chosen as it is put on the stack (Raven's Run's three).
            let program = self
                .program_with_targets(&t.steps, Some(scope), MAX_TRIGGER_TARGETS)
                .map_err(|e| e.context(&context))?;
            out.push(TriggerDef {
                when,
                program,
                modes,
                unchosen_modes,
                ward: t.ward,
                mana: false,
            });
        }
        Ok(out)
    }

    /// One ability's program (with the scope its event phrase left, if any).
    pub(super) fn ability_program(
        &self,
        steps: &[toml::Value],
        scope: Option<Scope>,
    ) -> Result<Program, CardError> {
        self.program_with_targets(steps, scope, 1)
    }

    /// One ability's program with at most `max` "target" words.
    fn program_with_targets(
        &self,
        steps: &[toml::Value],
        scope: Option<Scope>,
        max: usize,
    ) -> Result<Program, CardError> {
        let mut scope = scope.unwrap_or_else(|| Scope::new(&self.name));
        let program = Program::compile_with(&surface::steps(steps, &mut scope)?, max > 1)?;
        if program.targets.len() > max {
            return Err(CardError::new(match max {
                1 => "at most one target per activated ability or mode is supported so far (a \
                      triggered ability may have several)"
                    .to_string(),
                _ => format!("at most {max} \"target\" words per triggered ability"),
            }));
        }
        Ok(program)
    }
}

/// The most activated abilities one card may have (keywords that stand for one included).
pub const MAX_ACTIVATED: usize = 120;

/// The most "target" words one triggered ability may have (each multiplies the choices as
/// it is put on the stack).
pub const MAX_TRIGGER_TARGETS: usize = 4;

impl CardDef {
    /// The cost to turn it face up if it can be cast face down: its disguise cost (CR
    /// 702.168d) or its morph or megamorph cost (702.37e).
    pub fn face_up_cost(&self) -> Option<ManaCost> {
        self.disguise.or(self.morph.map(|m| m.cost))
    }

    /// The keyword that lets it be cast face down: "disguise", "morph" or "megamorph".
    pub fn face_down_keyword(&self) -> &'static str {
        match self.morph {
            Some(Morph { mega: true, .. }) => "megamorph",
            Some(_) => "morph",
            None => "disguise",
        }
    }

    /// Every sentence of the card, its faces' too, that its definition does not model.
    pub fn unmodelled(&self) -> Vec<&str> {
        self.all_faces()
            .flat_map(|f| f.not_modelled.iter().map(String::as_str))
            .collect()
    }

    pub fn has(&self, k: Keyword) -> bool {
        self.keywords.contains(&k)
    }

    /// Every keyword this card could ever give an object: its faces' own, those its
    /// instructions grant ("gains ...", inside delayed abilities too) and those its statics
    /// give ("[creatures] have ..."). An engine need not look for a keyword no card of a game
    /// can give.
    pub fn keywords_it_can_give(&self) -> KeywordSet {
        fn granted(program: &Program) -> KeywordSet {
            program
                .effects()
                .fold(KeywordSet::default(), |set, e| match e {
                    Effect::Grant { grant, .. } => KeywordSet(set.0 | grant.keywords.0),
                    // CR 122.1b: keyword counters.
                    Effect::PutCounters {
                        kind: CounterKind::Keyword(k),
                        ..
                    } => set.with(*k),
                    Effect::Move { arrival, .. } | Effect::Counter { arrival, .. } => arrival
                        .counters
                        .iter()
                        .fold(set, |s, (kind, _)| match kind {
                            CounterKind::Keyword(k) => s.with(*k),
                            _ => s,
                        }),
                    Effect::CreateDelayed { ability, .. } => {
                        KeywordSet(set.0 | granted(&ability.program).0)
                    }
                    _ => set,
                })
        }
        self.all_faces().fold(KeywordSet::default(), |set, face| {
            let own = face.keywords.iter().fold(set, |s, &k| s.with(k));
            let statics = face.statics.iter().fold(own, |s, st| match st {
                Static::HaveKeywords { keywords, .. } => KeywordSet(s.0 | keywords.0),
                Static::EntersWithCounters {
                    kind: CounterKind::Keyword(k),
                    ..
                } => s.with(*k),
                Static::EntersWithCountersIf { counters, .. } => {
                    counters.iter().fold(s, |s, (kind, _)| match kind {
                        CounterKind::Keyword(k) => s.with(*k),
                        _ => s,
                    })
                }
                _ => s,
            });
            face.programs()
                .fold(statics, |s, program| KeywordSet(s.0 | granted(program).0))
        })
    }

    /// Whether an instruction of this face (inside a delayed ability too) adds card types to
    /// objects ("become 1/1 creatures", CR 613.1d): an engine then can't take a card's types
    /// from its faces alone.
    pub fn can_animate(&self) -> bool {
        fn animates(program: &Program) -> bool {
            program.effects().any(|e| match e {
                // CR 702.122a: a granted crew makes the object a creature as it is crewed.
                Effect::Grant { grant, .. } => grant.add_types.0 != 0 || grant.crew > 0,
                Effect::CreateDelayed { ability, .. } => animates(&ability.program),
                _ => false,
            })
        }
        // CR 702.122a: a permanent with crew becomes an artifact creature as it is crewed.
        self.crew > 0 || self.programs().any(animates)
    }

    /// Whether this face is `color` (CR 105.2, 202.2: from its mana cost's symbols and its
    /// colour indicator or a token's colours, 204.1, 111.4).
    pub fn has_color(&self, color: super::mana_cost::Color) -> bool {
        self.colors & color.bit() != 0 || self.mana_cost.is_some_and(|m| m.has_color(color))
    }

    /// The colours this face is, one bit per colour (`Color::bit`; CR 105.2).
    pub fn color_bits(&self) -> u8 {
        super::mana_cost::Color::ALL
            .iter()
            .filter(|&&c| self.has_color(c))
            .fold(0, |bits, c| bits | c.bit())
    }

    /// How many colours this face is (CR 105.2).
    pub fn color_count(&self) -> usize {
        self.color_bits().count_ones() as usize
    }

    pub fn is(&self, t: Types) -> bool {
        self.types.has(t)
    }

    /// Every program the card's abilities run: its spell's, its triggers', its activated
    /// abilities'.
    pub fn programs(&self) -> impl Iterator<Item = &Program> {
        std::iter::once(&self.spell)
            .chain(self.modes.iter())
            .chain(
                self.triggers
                    .iter()
                    .flat_map(|t| std::iter::once(&t.program).chain(t.modes.iter())),
            )
            .chain(
                self.activated
                    .iter()
                    .flat_map(|a| std::iter::once(&a.program).chain(a.modes.iter())),
            )
            .chain(self.special_actions.iter().map(|a| &a.program))
            .chain(std::iter::once(&self.turned_face_up))
    }

    /// Whether its mana cost has an {X} symbol (CR 107.3).
    pub fn has_x(&self) -> bool {
        self.mana_cost.is_some_and(|m| m.x > 0)
    }

    /// Mana value (CR 202.3): of the mana cost, 0 if it has none.
    pub fn mana_value(&self) -> u8 {
        self.mana_value_from
            .or(self.mana_cost)
            .map(|c| c.mana_value())
            .unwrap_or(0)
    }

    /// The spell's target requirement, if any (one target at most so far).
    pub fn spell_target(&self) -> Option<&TargetSpec> {
        self.spell.targets.first()
    }

    /// Face `i`: 0 the card's own characteristics, `i` its `faces[i - 1]`.
    pub fn face(&self, i: u8) -> &CardDef {
        match i.checked_sub(1) {
            Some(j) => self.faces.get(j as usize).unwrap_or(self),
            None => self,
        }
    }

    /// Its own characteristics and every other face's.
    pub fn all_faces(&self) -> impl Iterator<Item = &CardDef> {
        std::iter::once(self).chain(self.faces.iter())
    }

    /// A modal double-faced card's back face (CR 712).
    pub fn back(&self) -> Option<&CardDef> {
        match self.layout {
            Layout::Modal => self.faces.first(),
            _ => None,
        }
    }

    /// How many modes the spell has to choose from: 1 for a spell that is not modal.
    pub fn mode_count(&self) -> u8 {
        (self.modes.len() as u8).max(1)
    }

    /// Whether activated ability `i` works with face `face` up (a transforming card's back face's
    /// abilities only while it is up, CR 712.8d-e; any other card's always).
    pub fn activated_on(&self, i: usize, face: u8) -> bool {
        self.front_abilities
            .is_none_or(|f| (i < f.activated as usize) == (face == 0))
    }

    /// Whether triggered ability `i` works with face `face` up (as `activated_on`).
    pub fn trigger_on(&self, i: usize, face: u8) -> bool {
        self.front_abilities
            .is_none_or(|f| (i < f.triggers as usize) == (face == 0))
    }

    /// Whether it has a zone-change triggered ability (`EventPattern::ZoneChange`: "whenever a
    /// creature dies", "when this is put into a graveyard from anywhere").
    pub fn watches_zone_changes(&self) -> bool {
        self.triggers.iter().any(|t| {
            t.when
                .mentions(&|e| matches!(e, EventPattern::ZoneChange { .. }))
        })
    }

    /// Whether it has a triggered ability "[event], if this card is suspended" (CR 702.62b,
    /// 113.6b: it functions in exile).
    pub fn watches_while_suspended(&self) -> bool {
        (self.triggers.iter()).any(|t| matches!(t.when, EventPattern::IfSuspended(_)))
    }

    /// Whether it has a "whenever ... casts" triggered ability (CR 601.2i).
    pub fn watches_casts(&self) -> bool {
        self.triggers
            .iter()
            .any(|t| t.when.mentions(&EventPattern::is_cast))
    }

    /// Whether it has a "whenever ... becomes the target of" trigger (CR 603.2e; ward).
    pub fn watches_targets(&self) -> bool {
        self.triggers.iter().any(|t| {
            t.when
                .mentions(&|e| matches!(e, EventPattern::BecomesTarget { .. }))
        })
    }

    /// Whether it has a "whenever [a player] activates an ability" trigger (CR 602.2b).
    /// Whether it has a "whenever a player draws a card" trigger (CR 121.1, 603.2).
    pub fn watches_draws(&self) -> bool {
        self.triggers.iter().any(|t| {
            t.when
                .mentions(&|e| matches!(e, EventPattern::Draws { .. }))
        })
    }

    /// Whether it has a "whenever a player taps a land for mana" trigger that is not a
    /// triggered mana ability (CR 106.12, 603.2): one that goes on the stack.
    pub fn watches_taps_for_mana(&self) -> bool {
        self.triggers.iter().any(|t| {
            !t.mana
                && t.when
                    .mentions(&|e| matches!(e, EventPattern::TapsForMana { .. }))
        })
    }

    /// Whether it has a triggered mana ability on tapping for mana (CR 605.1b).
    pub fn has_mana_triggers(&self) -> bool {
        self.triggers.iter().any(|t| t.mana)
    }

    pub fn watches_activations(&self) -> bool {
        self.triggers.iter().any(|t| {
            t.when
                .mentions(&|e| matches!(e, EventPattern::Activates { .. }))
        })
    }

    /// Whether it has a state-triggered ability (CR 603.8).
    /// Whether it has a "whenever a time counter is removed from this" trigger (CR 603.2).
    pub fn watches_time_counters(&self) -> bool {
        self.triggers.iter().any(|t| {
            t.when
                .mentions(&|e| matches!(e, EventPattern::TimeCounterRemoved { .. }))
        })
    }

    pub fn watches_state(&self) -> bool {
        self.triggers
            .iter()
            .any(|t| t.when.mentions(&|e| matches!(e, EventPattern::State(_))))
    }

    /// How a trace names the chosen mode: "mode 2", or a spree spell's or a "choose two"
    /// spell's set of modes, "modes 1 and 2".
    pub fn mode_label(&self, mode: u8) -> String {
        match self.mode_sets.get(mode as usize) {
            Some(&mask) => super::modal::label(mask),
            None => format!("mode {}", mode as u16 + 1),
        }
    }

    /// The additional cost of casting it with `mode`: a spree spell's chosen modes' (CR
    /// 702.172a), nothing for any other spell.
    pub fn mode_cost(&self, mode: u8) -> Option<ManaCost> {
        self.mode_costs.get(mode as usize).copied()
    }

    /// How many modes `mode` carries out: 1 for a spell that chooses one mode (CR 700.2).
    pub fn modes_in(&self, mode: u8) -> u8 {
        self.mode_sets
            .get(mode as usize)
            .map_or(1, |m| m.count_ones() as u8)
    }

    /// The program of the spell cast with `mode` (CR 700.2a): its mode's, or `spell`.
    pub fn spell_mode(&self, mode: u8) -> &Program {
        self.modes.get(mode as usize).unwrap_or(&self.spell)
    }
}

/// `colors = ["blue"]`: the colour words of a colour indicator (CR 204.1) or a token's colours.
fn color_indicator(words: &[String]) -> Result<u8, CardError> {
    use super::mana_cost::Color;
    let mut bits = 0u8;
    for w in words {
        let color = match w.to_ascii_lowercase().as_str() {
            "white" => Color::W,
            "blue" => Color::U,
            "black" => Color::B,
            "red" => Color::R,
            "green" => Color::G,
            _ => {
                return Err(CardError::new(format!(
                "colors: '{w}' is not a colour: write white, blue, black, red or green (CR 105.1)"
            )))
            }
        };
        bits |= color.bit();
    }
    Ok(bits)
}
/// Unearth's instructions (CR 702.84a): "Return this card from your graveyard to the
/// battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
/// leave the battlefield, exile it instead of putting it anywhere else.", with the ability's
/// other `fields` (its zone, cost, timing and text).
fn unearth(fields: &[(&str, &str)]) -> Result<ActivatedSpec, CardError> {
    let mut ability = keyword_ability(
        "unearth",
        fields,
        text_table(&[("return", "this card"), ("to", "the battlefield")]),
    )?;
    let mut delayed = text_map(&[("delayed", "at the beginning of the next end step")]);
    delayed.insert(
        "do".into(),
        toml::Value::Array(vec![text_table(&[("exile", "that card")])]),
    );
    ability.steps.extend([
        text_table(&[("grant", "it"), ("gains", "haste")]),
        toml::Value::Table(delayed),
        text_table(&[(
            "replace",
            "If it would leave the battlefield, exile it instead of putting it anywhere else.",
        )]),
    ]);
    Ok(ability)
}

/// The keywords a static ability may grant cards in a graveyard, their cost the card's mana
/// cost (CR 613.1f): the text of the ability each stands for (`granted_keyword`).
pub const GRANTED_KEYWORDS: [&str; 2] = ["Unearth", "Embalm"];

/// The ability "[cards] have [keyword]. The [keyword] cost is equal to the card's mana cost."
/// grants (unearth, CR 702.84a; embalm, 702.128a): the keyword's ability, activated from its
/// owner's graveyard as a sorcery for the mana cost of the card that has it.
fn granted_keyword(keyword: &str) -> Result<ActivatedSpec, CardError> {
    let fields = [
        ("zone", "graveyard"),
        ("timing", "sorcery"),
        ("text", keyword),
    ];
    let mut ability = match keyword {
        "Embalm" => embalm(&fields)?,
        _ => unearth(&fields)?,
    };
    ability.granted = true;
    ability.cost_is_mana_cost = true;
    Ok(ability)
}

/// Embalm's ability (CR 702.128a): "Exile this card from your graveyard: Create a token that's
/// a copy of it, except it's white, it has no mana cost, and it's a Zombie in addition to its
/// other types.", with the ability's other `fields` (its zone, cost, timing and text).
fn embalm(fields: &[(&str, &str)]) -> Result<ActivatedSpec, CardError> {
    let step = text_map(&[
        ("create", "a token that's a copy of this card"),
        (
            "except",
            "it's white, it has no mana cost, and it's a Zombie in addition to its other types",
        ),
    ]);
    let mut fields = fields.to_vec();
    fields.push(("exile", "this card from your graveyard"));
    keyword_ability("embalm", &fields, toml::Value::Table(step))
}

/// Links each "[permanents] have \"[ability]\"" static (CR 113.2c, 613.1f) to the card's
/// `[[activated]]` table with `granted = true` whose `text` is the quoted text; every such
/// table must be quoted by a static.
fn link_granted(
    mut statics: Vec<Static>,
    activated: &[Activated],
) -> Result<Vec<Static>, CardError> {
    let mut used = vec![false; activated.len()];
    for s in &mut statics {
        if let Static::HaveAbility {
            ability: super::statics::Granted::Activated { text, index },
            ..
        } = s
        {
            let found = activated
                .iter()
                .position(|a| a.granted && a.text.trim() == text.trim());
            let Some(i) = found.and_then(|i| u8::try_from(i).ok()) else {
                return Err(CardError::new(format!(
                    "the static ability grants \"{text}\": write it as an [[activated]] table \
                     with `granted = true` and `text = \"{text}\"` (its cost and `do` in the \
                     card language; \"this creature\" is the object that has it)"
                )));
            };
            used[i as usize] = true;
            *index = i;
        }
    }
    if let Some(a) = activated.iter().zip(&used).find(|(a, u)| a.granted && !**u) {
        return Err(CardError::new(format!(
            "activated ability \"{}\" has `granted = true` but no static ability quotes it \
             (\"All creatures have \\\"{}\\\"\")",
            a.0.text, a.0.text
        )));
    }
    Ok(statics)
}
