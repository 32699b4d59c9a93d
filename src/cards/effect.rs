//! Instructions: the effect of a spell or ability as a sequence of primitives that compose
//! (CR 608.2c: "the controller follows its instructions in the order written"). Each
//! primitive is one verb of card text; control flow ("you may", "if you do", "if") wraps
//! sequences. Card files write these as TOML steps (`phrase.rs`); `program.rs` compiles a
//! sequence into the flat form the engine runs.

use super::program::Program;
use super::selector::{Amount, Condition, PlayerRef, Selector, Slot};

/// Counters (CR 122).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CounterKind {
    /// Time counters (CR 702.62: suspend).
    Time,
    /// +1/+1 counters (CR 122.1a).
    PlusOne,
    /// Loyalty counters (CR 122.1e, 306.5b: a planeswalker's loyalty).
    Loyalty,
    /// Delay counters (CR 122.1: a kind of its own; Ertai's Meddling). Not time counters: what
    /// adds or removes time counters (suspend, time travel) leaves them alone.
    Delay,
    /// Lore counters (CR 714.3: a Saga's progress).
    Lore,
    /// A kind of counter no rule gives a meaning to, only the cards that name it (CR 122.1:
    /// Aretopolis's scroll counters, Mount Keralia's pressure counters, Naar Isle's flame
    /// counters): by index in `NAMED_COUNTERS`.
    Named(u8),
    /// A kind of counter a player has (CR 122.1: poison 122.1f, energy 107.14, experience): by
    /// index in `PLAYER_COUNTERS`. Put on a player only (the card language's choice: no card
    /// of the library puts these on a permanent).
    Player(u8),
    /// A keyword counter (CR 122.1b: "a lifelink counter"): the object has that keyword. An
    /// object holds at most one of each kind here (a second one is redundant for the
    /// keyword, 702.1; what "the number of lifelink counters" would read is not modelled).
    Keyword(super::Keyword),
}

/// The kinds of `CounterKind::Named` counters, by index (CR 122.1): every kind of counter a
/// card names that has no variant of its own. A new kind is a new entry at the end (the index
/// is what a state holds; `engine::counter_bag`). Kinds with a rule of their own: -1/-1
/// (122.1a, 122.3, 704.5q), stun (122.1d) and finality (122.1h).
pub const NAMED_COUNTERS: [&str; 200] = [
    "scroll",
    "pressure",
    "flame",
    "-1/-1",
    "acorn",
    "aegis",
    "age",
    "aim",
    "arrow",
    "arrowhead",
    "awakening",
    "bait",
    "blaze",
    "blessing",
    "blight",
    "blood",
    "bloodline",
    "bloodstain",
    "book",
    "bore",
    "bounty",
    "brain",
    "bribery",
    "brick",
    "burden",
    "cage",
    "carrion",
    "charge",
    "chip",
    "chorus",
    "coin",
    "collection",
    "component",
    "contested",
    "corpse",
    "corruption",
    "croak",
    "credit",
    "crystal",
    "cube",
    "currency",
    "death",
    "defense",
    "depletion",
    "descent",
    "despair",
    "devotion",
    "discovery",
    "divinity",
    "doom",
    "dream",
    "duty",
    "echo",
    "egg",
    "elixir",
    "ember",
    "enlightened",
    "eon",
    "eruption",
    "everything",
    "exposure",
    "eyeball",
    "eyestalk",
    "fade",
    "fate",
    "feather",
    "fetch",
    "filibuster",
    "finality",
    "flood",
    "foreshadow",
    "fungus",
    "funk",
    "fury",
    "fuse",
    "gem",
    "ghostform",
    "glyph",
    "gold",
    "growth",
    "hack",
    "harmony",
    "hatching",
    "hatchling",
    "healing",
    "hit",
    "hone",
    "hope",
    "hourglass",
    "hunger",
    "husk",
    "ice",
    "impostor",
    "incarnation",
    "infection",
    "influence",
    "ingenuity",
    "intel",
    "intervention",
    "invitation",
    "isolation",
    "javelin",
    "judgment",
    "ki",
    "kick",
    "knickknack",
    "knowledge",
    "landmark",
    "level",
    "loot",
    "luck",
    "magnet",
    "manabond",
    "manifestation",
    "mannequin",
    "mask",
    "matrix",
    "memory",
    "midway",
    "mine",
    "mining",
    "mire",
    "music",
    "muster",
    "net",
    "night",
    "oil",
    "omen",
    "ore",
    "page",
    "pain",
    "palliation",
    "paralyzation",
    "petal",
    "petrification",
    "phylactery",
    "phyresis",
    "pin",
    "plague",
    "plot",
    "point",
    "polyp",
    "pop",
    "possession",
    "prey",
    "pupa",
    "quest",
    "rejection",
    "reprieve",
    "rev",
    "revival",
    "ribbon",
    "ritual",
    "rope",
    "rust",
    "scream",
    "shell",
    "shield",
    "shred",
    "silver",
    "sleep",
    "sleight",
    "slime",
    "slumber",
    "soot",
    "soul",
    "spark",
    "spite",
    "spore",
    "stash",
    "storage",
    "story",
    "strife",
    "study",
    "stun",
    "suspect",
    "takeover",
    "task",
    "theft",
    "tide",
    "tower",
    "training",
    "trap",
    "treasure",
    "unity",
    "unlock",
    "valor",
    "velocity",
    "verse",
    "vitality",
    "void",
    "volatile",
    "vortex",
    "vow",
    "voyage",
    "wage",
    "winch",
    "wind",
    "wish",
    "wreck",
];

/// The index of -1/-1 counters in `NAMED_COUNTERS` (CR 122.1a).
pub const MINUS_ONE: u8 = 3;

/// The index of stun counters in `NAMED_COUNTERS` (CR 122.1d).
pub const STUN: u8 = 174;

/// The index of finality counters in `NAMED_COUNTERS` (CR 122.1h).
pub const FINALITY: u8 = 68;

/// The index of shield counters in `NAMED_COUNTERS` (CR 122.1c).
pub const SHIELD: u8 = 157;

/// The kinds of `CounterKind::Player` counters, by index (CR 122.1; a player holds a byte of
/// each). Poison first: CR 704.5c reads it.
pub const PLAYER_COUNTERS: [&str; 3] = ["poison", "energy", "experience"];

/// The index of poison counters in `PLAYER_COUNTERS` (CR 122.1f).
pub const POISON: u8 = 0;

impl CounterKind {
    pub fn name(self) -> &'static str {
        match self {
            CounterKind::Time => "time",
            CounterKind::PlusOne => "+1/+1",
            CounterKind::Loyalty => "loyalty",
            CounterKind::Delay => "delay",
            CounterKind::Lore => "lore",
            CounterKind::Named(i) => NAMED_COUNTERS.get(i as usize).copied().unwrap_or("named"),
            CounterKind::Player(i) => PLAYER_COUNTERS.get(i as usize).copied().unwrap_or("player"),
            CounterKind::Keyword(k) => k.name(),
        }
    }
}

/// Where a moved object goes (CR 400.1; libraries and planar decks by position, 401.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// Its owner's hand.
    Hand,
    Graveyard,
    Exile,
    LibraryTop,
    LibraryBottom,
    PlanarTop,
    PlanarBottom,
    /// "on the bottom of your library / planar deck in a random order" (`random`) or "in any
    /// order" (its owner's choice, CR 401.4): with more than one object, every order is
    /// explored, each next card a chance pick or the owner's choice.
    BottomInOrder {
        planar: bool,
        random: bool,
    },
    /// "on top of your library / planar deck in any order" (CR 401.4: its owner chooses; every
    /// order is explored, the card put last on top).
    TopInOrder {
        planar: bool,
    },
    /// "to the battlefield" / "onto the battlefield" (CR 110.2a: under the control of the
    /// player whose instruction puts it there).
    Battlefield,
    /// "to the battlefield transformed under its owner's control" (CR 712.14a: a transforming
    /// double-faced card enters with its back face up; any other card stays where it is).
    BattlefieldTransformed,
}

/// How a moved object arrives (CR 614.1c: "enters with", 702.62b: exiled with time counters).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Arrival {
    pub counters: Vec<(CounterKind, Amount)>,
    /// "If it doesn't have suspend, it gains suspend." (CR 702.62b)
    pub gains_suspend: bool,
    /// "If you do, it becomes plotted." (CR 702.170c; a spell exiled as it resolves, Lilah).
    pub plotted: bool,
    /// "exile ... face down" (CR 406.3): what a face-down card in exile hides is hidden
    /// information, which the checker does not model (it sees every card); a card exiled face
    /// down keeps its characteristics for filters and properties.
    pub face_down: bool,
    /// "exile ... until [this] leaves the battlefield" (CR 610.3): right after the source
    /// leaves the battlefield, the card returns to the zone it was exiled from (a permanent
    /// under its owner's control, 610.3c); if the source has left before the card would be
    /// exiled, the card doesn't move (610.3a-b).
    pub until_this_leaves: bool,
    /// "put it onto the battlefield tapped" (CR 110.5b: it enters tapped).
    pub tapped: bool,
    /// "return it to the battlefield under its owner's control" (CR 110.2a: else under the
    /// control of the instruction's controller).
    pub under_owners_control: bool,
}

/// A change to a rule of the game that lasts until an event (CR 611.2: a continuous effect
/// from a resolving ability).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleChange {
    /// "Each blank roll of the planar die is a chaos roll until a player planeswalks away from
    /// a plane." (CR 901.9 as modified by the effect)
    BlankRollsAreChaosUntilPlaneswalk,
    /// "Until your next turn, creatures can't attack you." (CR 611.2b: it lasts until the
    /// controller's next turn begins; 508.1c: a restriction on declaring attackers, read as
    /// attackers are declared, so it applies to creatures that arrive later too.)
    CreaturesCantAttackYouUntilYourNextTurn,
}

/// How long a continuous effect from a resolving spell or ability lasts (CR 611.2a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Duration {
    /// "until end of turn" and "this turn": both end in the cleanup step (CR 514.2).
    EndOfTurn,
    /// "for the rest of the game" (CR 611.2a: a duration the effect states; it never ends, but
    /// an effect on an object ends when that object leaves its zone, 400.7).
    RestOfGame,
    /// "until your next turn" (CR 611.2b): it ends as its controller's next turn begins.
    UntilYourNextTurn,
    /// "until the end of your next turn": as its controller's next turn begins it becomes an
    /// "until end of turn" effect, which ends in that turn's cleanup step (CR 514.2).
    UntilEndOfYourNextTurn,
    /// "until a player planeswalks" (Planechase, CR 611.2b, 901.8): it ends as any player
    /// planeswalks (701.31a, 701.31c), by the planar die or by an instruction.
    UntilAPlayerPlaneswalks,
    /// "for as long as it has a divinity counter on it" (Bant; CR 611.2b): it ends the moment
    /// the affected object has no counter of that kind, and does not begin again if one is
    /// put on it later.
    WhileItHasCounter(CounterKind),
}

/// What a continuous effect from a resolving spell or ability does to each object it affects
/// (CR 611.2; the set of objects is locked in as it begins, 611.2c).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Grant {
    /// "gets +N/+M": a power and toughness change in layer 7c (CR 613.4c).
    pub power: i8,
    pub toughness: i8,
    /// "gains [keywords]": abilities added in layer 6 (CR 613.1f).
    pub keywords: super::KeywordSet,
    /// "can't be blocked" (CR 509.1b: a restriction on blocks).
    pub unblockable: bool,
    /// "Prevent all combat damage that would be dealt to [it]" (CR 615.1a).
    pub prevent_damage_to: bool,
    /// "... and dealt by [it]".
    pub prevent_damage_by: bool,
    /// "[card] gains flashback ... The flashback cost is equal to its mana cost." (CR 702.34a;
    /// Snapcaster Mage).
    pub flashback: bool,
    /// "You may cast [it] from your graveyard this turn. If that spell would be put into your
    /// graveyard, exile it instead." (CR 601.3, 614.1a; Jace, Telepath Unbound): a permission to
    /// cast the card from its owner's graveyard, paying its costs, and a replacement that
    /// follows the spell cast so (it names "that spell").
    pub cast_from_graveyard: bool,
    /// "Until end of turn, you may play that card." (CR 601.3, 305.1): the controller of the
    /// effect may play it from the zone it is in: a land as their land play (305.2), a spell
    /// cast paying its costs, with its card type's timing (117.1a).
    pub may_play: bool,
    /// "You may cast that card this turn.": the same for spells only (a land can't be cast).
    pub may_cast: bool,
    /// "become 1/1 creatures ... They're still lands.": card types added in layer 4 (CR
    /// 613.1d; the object keeps its other types, 205.1b).
    pub add_types: super::Types,
    /// "... become 1/1 creatures": power and toughness set in layer 7b (CR 613.4b).
    pub set_pt: Option<(i8, i8)>,
    /// "becomes a copy of [it]": the copiable values the object has in layer 1 (CR 613.1a,
    /// 707.2), fixed as the effect begins (707.2b). Set by the engine as a `BecomeCopy` or
    /// `CreateCopy` instruction resolves; a card's own grants have none.
    pub copy: Option<CopyOf>,
    /// "gain control of [it]" (CR 613.1b, layer 2): the effect's controller controls the
    /// object while it lasts.
    pub gain_control: bool,
    /// Who controlled the object before this control-changing effect began (a player index;
    /// set by the engine as the effect begins): control goes back to them as it ends.
    pub control_from: Option<u8>,
    /// "If it would leave the battlefield, exile it instead of putting it anywhere else."
    /// (CR 614.1a; unearth's, 702.84a): a replacement that follows the permanent.
    pub exiled_if_it_leaves: bool,
    /// "Each of them is a 1/1 Spirit with flying in addition to its other types": creature
    /// types added in layer 4 (CR 613.1d, 205.1b); an object has them only while it is a
    /// creature (205.3d).
    #[serde(default)]
    pub add_subtypes: super::creature_types::CreatureTypes,
    /// "it gains devour 5" (CR 702.82a, 613.1f; Jund): the object has devour N; 0 when it
    /// doesn't. On a permanent spell, it applies to the permanent the spell becomes (400.7a).
    #[serde(default)]
    pub devour: u8,
    /// "... and gains crew 2" (Ghirapur; CR 702.122a, 613.1f): the object has crew N; 0 when
    /// it doesn't.
    #[serde(default)]
    pub crew: u8,
    /// "becomes a 5/3 Vehicle in addition to its other types" (Ghirapur; CR 205.3g, 613.1d):
    /// artifact subtypes added in layer 4, one bit per entry of `ARTIFACT_TYPES`.
    #[serde(default)]
    pub add_artifact_subtypes: u32,
    /// "[It] can't attack this turn." (CR 508.1c, 611.2a: a restriction on attacks for the
    /// effect's duration).
    #[serde(default)]
    pub cant_attack: bool,
    /// "[It] can't block this turn." (CR 509.1b, 611.2a: a restriction on blocks for the
    /// effect's duration).
    #[serde(default)]
    pub cant_block: bool,
    /// "It doesn't untap during its controller's next untap step." (CR 502.3, 611.2): the
    /// object stays tapped through the next untap step of its controller that is not skipped;
    /// then the effect is used up.
    #[serde(default)]
    pub skip_next_untap: bool,
}

/// The artifact types (CR 205.3g) a type-changing effect can add, by bit of
/// `Grant::add_artifact_subtypes`. Not Equipment: the engine lists a model's Equipment by their
/// cards (`Table::equipment`), so nothing may make an object one.
pub const ARTIFACT_TYPES: [&str; 16] = [
    "Vehicle",
    "Attraction",
    "Blood",
    "Bobblehead",
    "Clue",
    "Contraption",
    "Food",
    "Fortification",
    "Gold",
    "Incubator",
    "Junk",
    "Lander",
    "Map",
    "Powerstone",
    "Spacecraft",
    "Treasure",
];

/// The bit of artifact type `word` ("Vehicle", "Vehicles") in `Grant::add_artifact_subtypes`.
pub fn artifact_type_bit(word: &str) -> Option<u32> {
    let w = word.trim();
    ARTIFACT_TYPES
        .iter()
        .position(|t| {
            w.eq_ignore_ascii_case(t)
                || w.strip_suffix('s')
                    .is_some_and(|s| s.eq_ignore_ascii_case(t))
        })
        .map(|i| 1 << i)
}

/// As derived, but a grant without a copy effect or a permission to play hashes as it did
/// before those existed (a state's fingerprint, and so the search order and the folded counts,
/// are unchanged where neither is); the permissions are one tagged word, written when set.
impl std::hash::Hash for Grant {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.power.hash(state);
        self.toughness.hash(state);
        self.keywords.hash(state);
        self.unblockable.hash(state);
        self.prevent_damage_to.hash(state);
        self.prevent_damage_by.hash(state);
        self.flashback.hash(state);
        self.cast_from_graveyard.hash(state);
        self.add_types.hash(state);
        self.set_pt.hash(state);
        if let Some(c) = self.copy {
            c.hash(state);
        }
        if self.may_play || self.may_cast {
            state.write_u64(
                0x4d41_5950_4c41_5900 | self.may_play as u64 | (self.may_cast as u64) << 1,
            );
        }
        if self.gain_control {
            state.write_u64(0x434f_4e54_524f_0000 | self.control_from.map_or(0xff, u64::from));
        }
        if self.exiled_if_it_leaves {
            state.write_u64(0x4558_494c_4549_464c);
        }
        if !self.add_subtypes.is_empty() {
            state.write_u64(0x5355_4254_5950_4553);
            self.add_subtypes.hash(state);
        }
        if self.devour > 0 {
            state.write_u64(0x4445_564f_5552_0000 | u64::from(self.devour));
        }
        if self.crew > 0 {
            state.write_u64(0x4352_4557_0000_0000 | u64::from(self.crew));
        }
        if self.add_artifact_subtypes != 0 {
            state.write_u64(0x4152_5453_0000_0000 | u64::from(self.add_artifact_subtypes));
        }
        if self.cant_attack || self.cant_block || self.skip_next_untap {
            state.write_u64(
                0x4341_4e54_0000_0000
                    | self.cant_attack as u64
                    | (self.cant_block as u64) << 1
                    | (self.skip_next_untap as u64) << 2,
            );
        }
    }
}

/// Copiable values (CR 707.2): those of a face of a card definition (a double-faced card's
/// face that was up, 707.8), or the face-down characteristics (708.2), as modified by a copy
/// effect's exceptions (707.9b).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct CopyOf {
    /// The definition (an index into the card database) whose face is copied.
    pub def: u16,
    /// Which face of it (`CardDef::face`).
    pub face: u8,
    /// The original was a face-down permanent (CR 707.2, 708.2a: a 2/2 creature without name,
    /// mana cost or abilities).
    pub face_down: bool,
    /// The exceptions of the copy effect that made these values (CR 707.9b).
    pub except: CopyExceptions,
}

/// Exceptions to the copying process (CR 707.9b): "except those creatures aren't legendary",
/// "except it's a Shapeshifter Rogue in addition to its other types".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CopyExceptions {
    /// "except it isn't legendary" / "except those creatures aren't legendary" (CR 707.9b,
    /// 205.4: the legendary supertype is not copied).
    pub not_legendary: bool,
    /// "except it's a Shapeshifter Rogue in addition to its other types" (CR 707.9b): creature
    /// types the copy has besides those it copies; part of its copiable values (a copy of it
    /// has them too).
    #[serde(default)]
    pub add_subtypes: super::creature_types::CreatureTypes,
    /// "except it's white" (CR 707.9b, 702.128a): the copy's colours, one bit per colour
    /// (`Color::bit`); 0 when the exception doesn't set them.
    #[serde(default)]
    pub colors: u8,
    /// "it has no mana cost" (CR 707.9b, 702.128a): the copy has no mana cost (its mana value
    /// is 0, 202.3a).
    #[serde(default)]
    pub no_mana_cost: bool,
}

/// As derived, but exceptions without added types, colours or a dropped mana cost hash as
/// they did before those existed.
impl std::hash::Hash for CopyExceptions {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.not_legendary.hash(state);
        if !self.add_subtypes.is_empty() {
            self.add_subtypes.hash(state);
        }
        if self.colors != 0 || self.no_mana_cost {
            state.write_u16(0x4300 | u16::from(self.colors) << 1 | u16::from(self.no_mana_cost));
        }
    }
}

/// When a delayed triggered ability triggers (CR 603.7a: the event it names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DelayedEvent {
    /// "At the beginning of each of that player's upkeeps" (CR 503.1): every upkeep of the
    /// player the ability remembers, for as long as the ability lasts.
    EachUpkeepOfThatPlayer,
    /// "Until end of turn, whenever you cast a spell" (CR 603.7a, 601.2i): each spell its
    /// controller casts this turn triggers it, and the ability is "about" that spell ("it");
    /// it ends in the cleanup step (514.2).
    YouCastThisTurn,
    /// "At the beginning of your next upkeep" (CR 503.1, 603.7b): the next upkeep of the
    /// ability's controller; it triggers once, then it is gone (rebound, 702.88a).
    YourNextUpkeep,
    /// "At the beginning of that player's next upkeep": the next upkeep of the player the
    /// ability remembers; it triggers once.
    NextUpkeepOfThatPlayer,
    /// "At the beginning of the next end step" (CR 513.1, 603.7b): the first end step to
    /// begin after the ability is created, that of the next turn if it is created during an
    /// end step (513.2); it triggers once.
    NextEndStep,
    /// "At end of combat" (CR 511.2: at the beginning of the end of combat step; 603.7b): the
    /// next end of combat step to begin; it triggers once.
    EndOfCombat,
    /// "When you do, ..." after "you may [pay / do X]" (CR 603.12): a reflexive triggered
    /// ability, created only if the player did; it triggers at once, and goes on the stack the
    /// next time a player would receive priority, its targets chosen then (603.3d).
    WhenYouDo,
}

impl DelayedEvent {
    /// An ability that triggers only the first time its event happens (CR 603.7b: "the next
    /// time ..." / "at the beginning of the next ...").
    pub fn once(self) -> bool {
        matches!(
            self,
            DelayedEvent::YourNextUpkeep
                | DelayedEvent::NextUpkeepOfThatPlayer
                | DelayedEvent::NextEndStep
                | DelayedEvent::EndOfCombat
                | DelayedEvent::WhenYouDo
        )
    }
}

/// A delayed triggered ability (CR 603.7) as an instruction creates it: its event, its
/// intervening "if" (603.4: checked as it triggers and as it resolves), and its instructions.
/// Its instructions call the object it is about "that card" / "it" (603.7c: bound when it is
/// created) and the player it remembers "that player".
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DelayedAbility {
    pub when: DelayedEvent,
    pub condition: Option<Condition>,
    pub program: Program,
}

/// Who does the instructions of a `DoneBy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Players {
    /// "each player" (CR 101.4).
    All,
    /// "each opponent" (102.3): the controller's.
    Opponents,
    /// One player ("target player").
    One(PlayerRef),
    /// "any number of target players" (CR 601.2c, 115.1): the players chosen as the targets
    /// numbered `first` to `first + max - 1` (any number of them, none included, each once),
    /// each doing the instructions in turn order from the active player (CR 101.4).
    Targets { first: u8, max: u8 },
}

/// The most targets "any number of target players" may have: every player of a game (a model
/// has at most four).
pub const MAX_TARGET_PLAYERS: u8 = 4;

/// One instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// "deals N damage to ..." (CR 120.3).
    Damage {
        amount: Amount,
        to: Selector,
    },
    /// "[player] draws N cards" (CR 121.1).
    Draw {
        n: Amount,
        who: PlayerRef,
    },
    /// "[player] gains N life" (CR 119.3).
    GainLife {
        n: Amount,
        who: PlayerRef,
    },
    /// "[player] loses N life" (CR 119.3).
    LoseLife {
        n: Amount,
        who: PlayerRef,
    },
    /// "[player]'s life total becomes N" (CR 119.5: they gain or lose the difference).
    LifeBecomes {
        n: Amount,
        who: PlayerRef,
    },
    /// "Counter target spell" (CR 701.6a), to its owner's graveyard unless `to` says
    /// otherwise ("exile it instead", with `arrival`).
    Counter {
        what: Selector,
        to: Option<Place>,
        arrival: Arrival,
    },
    /// "exile / return / put ... into / on ..." (CR 400.7); binds what moved to `bind`.
    Move {
        what: Selector,
        to: Place,
        arrival: Arrival,
        bind: Option<Slot>,
    },
    /// "Destroy ..." (CR 701.8).
    Destroy {
        what: Selector,
    },
    /// "Tap ..." / "Untap ..." (CR 701.26).
    Tap {
        what: Selector,
    },
    Untap {
        what: Selector,
    },
    /// "Tap or untap ..." (CR 701.26): each object tapped becomes untapped and each untapped
    /// one tapped (the direction that changes it; the other does nothing, 701.26a-b).
    TapOrUntap {
        what: Selector,
    },
    /// "Put N [kind] counters on ..." (CR 122.1).
    PutCounters {
        kind: CounterKind,
        n: Amount,
        on: Selector,
    },
    /// "Remove N [kind] counters from ..." (CR 122.8; removing the last time counter from a
    /// suspended card triggers suspend, 702.62a).
    RemoveCounters {
        kind: CounterKind,
        n: Amount,
        from: Selector,
    },
    /// "Look at / reveal the top N cards of ..." (CR 701.20): binds them.
    Look {
        what: Selector,
        bind: Slot,
    },
    /// "Reveal cards from the top of your planar deck until you reveal N [filter] cards"
    /// (CR 701.20): binds the matching ones to `found` and all revealed to `revealed`.
    RevealUntil {
        deck: super::selector::Deck,
        until: super::selector::Filter,
        count: u8,
        found: Slot,
        revealed: Slot,
    },
    /// "[You may] choose / exile / ... a [filter] card": the one instructed picks one object
    /// matching `what` (a `Selector::One`), or none if `optional`; binds it.
    Choose {
        what: Selector,
        optional: bool,
        bind: Slot,
    },
    /// "Choose a creature at random that attacked this turn": one object matching `what` (a
    /// `Selector::One`) picked at random, each candidate a chance outcome explored; binds it.
    ChooseAtRandom {
        what: Selector,
        bind: Slot,
    },
    /// "... it becomes plotted" (CR 702.170c): exiles it if it is not, and marks it plotted.
    BecomePlotted {
        what: Selector,
    },
    /// "It becomes foretold. Its foretell cost is its mana cost reduced by {2}." (CR 702.143d):
    /// a card in exile becomes foretold, with that foretell cost if one is given. Not
    /// foretelling (702.143c): no "whenever you foretell" ability triggers.
    BecomeForetold {
        what: Selector,
        reduced_by: Option<u8>,
    },
    /// "Planeswalk" (CR 701.31), or "planeswalk to [them]" simultaneously (CR 901.11c).
    Planeswalk {
        to: Option<Selector>,
    },
    /// "Each of [them]'s chaos abilities triggers" (CR 311.7).
    TriggerChaos {
        of: Selector,
    },
    /// "[you may] play it without paying its mana cost" (CR 702.62a's last ability: mandatory
    /// "if able" or optional, by the edition's rules).
    PlayWithoutPaying {
        what: Selector,
    },
    /// "[that player] may cast a spell from among [cards] without paying its mana cost" (CR
    /// 608.2g: cast while the ability resolves; 118.9: an alternative cost, X is 0; the card
    /// type's timing is ignored, 601.3e): `who` chooses one of the cards `from` matches, or none.
    CastWithoutPaying {
        who: PlayerRef,
        from: Selector,
        /// "if the resulting spell's mana value is less than N" (cascade, CR 702.85a).
        below: Option<u8>,
        /// "play" rather than "cast": a land card among them may be played (CR 305.1), as the
        /// player's land play (305.2b: only with one left; 305.3: only on their turn).
        play: bool,
    },
    /// A change to a rule until an event (Chaotic Aether).
    ChangeRule(RuleChange),
    /// "[player] may [instructions]" (CR 608.2d): a yes/no choice. A `Choose` that opens the
    /// body with `optional` set is the same choice (choosing nothing is "no").
    May {
        who: PlayerRef,
        then: Vec<Effect>,
    },
    /// "[you] discard(s) [a card]" (CR 701.9a: from hand to graveyard). The step's "a card" is
    /// chosen by the discarding player first (701.9b; `program.rs` compiles it into a `Choose`,
    /// or a `ChooseBy` for another player `who`, bound to `bind`, then this with `what` = that
    /// binding).
    Discard {
        what: Selector,
        bind: Slot,
        who: PlayerRef,
    },
    /// "If you do, ..." : the last `May` or optional `Choose` was answered yes (CR 608.2c).
    IfYouDo(Vec<Effect>),
    /// "Each player [discards their hand]", "each opponent [sacrifices a creature]", "target
    /// player [discards two cards at random]": the instructions done by each of those players
    /// in turn order from the active player (CR 101.4), each reading "you", "your" and "their"
    /// as that player's own (608.2d); every player's part is done before the next instruction
    /// begins.
    DoneBy {
        players: Players,
        then: Vec<Effect>,
    },
    /// "If [condition], ..." (CR 608.2c).
    If(Condition, Vec<Effect>),
    /// "If it doesn't have suspend, it gains suspend." (CR 702.62b: with a time counter, a card
    /// in exile that has suspend is suspended.)
    GainSuspend {
        what: Selector,
    },
    /// "[Target creature] gets +3/+3 / gains flying / can't be blocked until end of turn",
    /// "Prevent all combat damage that would be dealt to and dealt by [it] this turn": a
    /// continuous effect on the objects `what` names as it resolves (CR 611.2, 611.2c, 615).
    Grant {
        what: Selector,
        grant: Box<Grant>,
        until: Duration,
        /// "gets +X/+X until end of turn, where X is [amount]" ("the result", CR 706.2; "the
        /// number of time counters among permanents you control"): X is added to the power
        /// and toughness the grant gives, counted once as the effect begins (CR 611.2c, 608.2h).
        plus_x: Option<Amount>,
        /// "For each of those cards, its owner may play it ..." (CR 601.3, 611.2): the effect
        /// on each object is its owner's (who may play it, and whose "next turn" the duration
        /// counts), not the instruction's controller's.
        owners: bool,
    },
    /// "you may pay {8}. If you do, ..." (CR 605.3a, 608.2d): the instruction's controller
    /// may pay `cost` (and `life`) with mana abilities activated now (or decline: `optional`); "if you do"
    /// reads whether they paid. Mana restricted to spells or to abilities can't pay it (CR
    /// 106.6: it is neither).
    Pay {
        cost: super::ManaCost,
        /// Life paid too ("you may pay 3 life", "unless that player pays 3 life"; CR 119.4:
        /// only a player whose life total is at least that can pay it).
        life: u8,
        optional: bool,
        /// Who pays: "you", or "that player" ("unless that player pays {2}", CR 118.12a).
        who: super::selector::PlayerRef,
    },
    /// "[instructions] unless [player] pays [cost]" (CR 118.12a): means "[player] may pay
    /// [cost]. If they don't, [instructions]." The player chooses whether to pay, and can pay
    /// only with mana they can produce now (605.3a); ward's "counter that spell or ability
    /// unless that player pays {2}" (702.21a).
    Unless {
        who: super::selector::PlayerRef,
        cost: super::ManaCost,
        /// Life to pay instead ("Ward—Pay 3 life", CR 702.21a, 119.4).
        life: u8,
        then: Vec<Effect>,
    },
    /// "Create N [name] tokens" (CR 111.2, 701.7a): the token's definition is the card
    /// definition called `token` (a `token = true` card); "investigate" is "create a Clue
    /// token" (CR 701.16a). The tokens enter under the controller of the instruction, who
    /// owns them (111.2).
    Create {
        token: String,
        n: Amount,
    },
    /// "Create a token that's a copy of [target creature you control]" (CR 111.1, 707.2,
    /// 707.5): for each object `of` names, a token whose copiable values are that object's,
    /// entering under the instruction's controller, who owns it (111.2).
    CreateCopy {
        of: Selector,
        /// "except it's white, it has no mana cost, and it's a Zombie in addition to its other
        /// types" (CR 707.9b; embalm, 702.128a): the copy's exceptions.
        except: Box<CopyExceptions>,
    },
    /// "[Each other creature you control] becomes a copy of [it] until end of turn, except
    /// those creatures aren't legendary" (CR 707.2, 613.1a, 707.9b): a copy effect in layer 1
    /// on the objects `what` names as it resolves (611.2c), other than the original; the
    /// copiable values are the original's as the effect begins (707.2b).
    BecomeCopy {
        what: Selector,
        of: Box<Selector>,
        except: Box<CopyExceptions>,
        until: Duration,
    },
    /// "Transform [it]" (CR 701.27a): a transforming double-faced permanent turns over to its
    /// other face; it stays the same object (712.9, 712.10).
    Transform {
        what: Selector,
    },
    /// "exile [that card] with [counters] instead of putting it into your graveyard as it
    /// resolves": a one-shot replacement effect (CR 614.1a) on a spell, applied where it would
    /// be put into the graveyard as the final part of its resolution (608.2n); a spell that is
    /// countered (701.6a) or doesn't resolve (608.2b) goes to the graveyard as usual.
    ExileAsItResolves {
        what: Selector,
        arrival: Arrival,
    },
    /// "[that player] [may] exile a card from their hand": like `Choose`, but another player
    /// than the controller chooses (CR 608.2d: "target opponent does the same"), and `what`
    /// is read from that player's point of view ("their hand" is theirs).
    ChooseBy {
        who: PlayerRef,
        what: Selector,
        optional: bool,
        bind: Slot,
    },
    /// "put any number of them into your graveyard" (surveil, CR 701.25a), "... on the bottom
    /// of your library" (scry, 701.22a): the controller picks the objects one by one, or stops
    /// (none at all is a choice); `bind` holds those moved, in the order picked. Into a library
    /// the order picked is the order they go in, so every order is explored; anywhere else one
    /// order stands for all.
    MoveAnyNumber {
        what: Selector,
        to: Place,
        bind: Slot,
    },
    /// "Time travel" (CR 701.56a): for each permanent you control with a time counter and each
    /// suspended card you own with one, you may put a time counter on it or remove one; the
    /// changes happen together (ruling 2023-10-13). "Time travel three times" is three of these.
    TimeTravel,
    /// "At the beginning of each of that player's upkeeps, if that card is exiled, ...": creates
    /// a delayed triggered ability (CR 603.7) about the object bound to `about` ("that card",
    /// 603.7c) and the player who controlled it (as a spell, if it was one: "that player").
    CreateDelayed {
        about: Slot,
        ability: Box<DelayedAbility>,
    },
    /// "[that player] puts it onto the stack as a copy of the original spell" (Ertai's
    /// Meddling): the card a delayed ability is about goes back onto the stack as the spell it
    /// was when it was exiled, with that spell's choices (CR 707.10c: X, mode, face, targets),
    /// controlled by `who`. It is not cast (707.10: no cast triggers, no costs).
    PutOntoStackAsCopy {
        what: Selector,
        who: PlayerRef,
    },
    /// "Sacrifice [it]" (CR 701.21a): its controller moves a permanent they control to its
    /// owner's graveyard (it dies, 700.4).
    Sacrifice {
        what: Selector,
    },
    /// "Roll a six-sided die", "roll a d20" (CR 706.1, 706.1a): chance gives every result
    /// from 1 to `sides`, each explored; the instructions after it read it as "the result"
    /// (706.2, 706.3a). Roll replacements (706.6) apply as it is rolled.
    RollDie {
        sides: u8,
    },
    /// "Roll the planar die" as an instruction (CR 901.9: not the special action, so it costs
    /// nothing and does not count toward that action's cost); its last instruction.
    RollPlanarDie,
    /// "[player] shuffles [their library]" (CR 701.24a: randomize the cards so no player knows
    /// their order). Every order of distinguishable cards is explored, each next card from
    /// the top a chance pick; `placed` binds the cards ordered so far (README, "Searching and
    /// shuffling").
    Shuffle {
        who: PlayerRef,
        placed: Slot,
    },
    /// "Shuffle all permanents you own into your library" (CR 701.24a, 701.24c-d): the
    /// objects go into their owner's library (a `Shuffle` of it follows); a token ceases to
    /// exist there at once (111.8, 704.5d; so it takes no part in the shuffle or what is
    /// revealed after). `bind` holds them all, tokens too ("that many").
    ShuffleInto {
        what: Selector,
        bind: Slot,
    },
    /// "deals N damage divided as you choose among one or two targets" (CR 601.2d): the
    /// division, at least 1 to each target, is chosen as the spell is cast; a target illegal
    /// as it resolves is dealt none, the others their share (608.2b).
    DivideDamage {
        amount: Amount,
        among: Selector,
    },
    /// "[that player] sacrifices [it]" (CR 701.21a): a player other than the instruction's
    /// controller moves a permanent they control to its owner's graveyard.
    SacrificeBy {
        who: PlayerRef,
        what: Selector,
    },
    /// "Target player sacrifices half the permanents they control, rounded down." (CR
    /// 701.21a, 107.1a), "defending player sacrifices two permanents" (annihilator, 702.86a):
    /// `who` chooses `count` of the permanents matching `what` (read from their point of view),
    /// one after another into `chosen`, then sacrifices them at once.
    SacrificeMany {
        who: PlayerRef,
        what: super::selector::Filter,
        count: HowMany,
        chosen: Slot,
    },
    /// "Until end of turn, you may play lands and cast spells from your graveyard.": a
    /// continuous effect from a resolving spell or ability (CR 611.2) that works like the
    /// static ability `ability` controlled by the instruction's controller, for `until`. The
    /// engine names it by its index in `CardDef::temporary_statics`.
    BeginStatic {
        ability: Box<super::statics::Static>,
        until: Duration,
    },
    /// "Copy it", "copy target instant or sorcery spell you control" (CR 707.10): a new object
    /// on the stack, a spell controlled and owned by the instruction's controller, with the
    /// original's characteristics and choices (mode, X, kicker, targets); it is not cast.
    /// `new_targets`: "You may choose new targets for the copy." (707.10c: each target may
    /// stay, even if illegal, or change to a legal one).
    CopySpell {
        what: Selector,
        new_targets: bool,
        /// "Copy target creature spell you control, except it isn't legendary if the spell is
        /// legendary." (CR 707.9b, 707.10): the copy's exceptions; a copy of a permanent spell
        /// becomes a token with them (707.10f).
        except: Box<CopyExceptions>,
    },
    /// "This Class's level becomes N." (CR 716.2a): a class level bar's ability; the level is
    /// a designation of the permanent (716.2b), not a counter.
    LevelBecomes(u8),
    /// "Proliferate" (CR 701.34a): choose any number of permanents and/or players that have a
    /// counter, then give each one additional counter of each kind it already has.
    Proliferate,
    /// "Target creature you control fights target creature you don't control." (CR 701.14a):
    /// each deals damage equal to its power to the other.
    Fight {
        what: Selector,
        with: Box<Selector>,
    },
    /// "Attach this to target creature you control." (CR 701.3a; equip, 702.6a): `what`, an
    /// Equipment or Aura on the battlefield, becomes attached to the object `to` names, if it
    /// could legally be (701.3b: otherwise it doesn't move).
    Attach {
        what: Selector,
        to: Box<Selector>,
    },
    /// "Take an extra turn after this one." / "Target player takes an extra turn after this
    /// one." (CR 500.7): the turn is added directly after this one; of several, the most
    /// recently created is taken first.
    ExtraTurn {
        who: PlayerRef,
    },
    /// "The Ring tempts you." (CR 701.54a): after its controller chose `bearer` (a creature
    /// they control, none if they control none), the Ring tempts them and it becomes their
    /// Ring-bearer.
    RingTempts {
        bearer: Selector,
    },
    /// "Add {B}{B}{B}." (CR 106.3, 106.4): mana into the pool of the player `who` names, by
    /// type (WUBRG, then colourless). A spell or a non-mana ability that adds mana is not a
    /// mana ability (CR 605.1a: it is not activated while paying).
    AddMana {
        mana: [u8; 6],
        /// Mana of any colour, each chosen apart ("one mana of any color"): its colour is
        /// chosen as it is spent (the pool's unchosen mana).
        any: u8,
        who: PlayerRef,
        /// "Add {R} for each charge counter on it" (Kilnspire District): that many times the
        /// mana, counted as the instruction is carried out (608.2h); `None`: once.
        times: Option<Amount>,
    },
    /// "You choose a nonland card from it. That player discards that card." (Duress, CR
    /// 701.9b: a discard whose card another player chooses): `who` chooses one of the objects
    /// `what` names, read as the step's own player reads it ("your hand" is the discarding
    /// player's), bound to `bind`; none if there are none.
    ChooseFrom {
        who: PlayerRef,
        what: Selector,
        bind: Slot,
    },
    /// "Search your library for up to two basic land cards" (CR 701.23d): the controller
    /// picks the objects one by one, at most `max`, or stops (none is a choice); `bind` holds
    /// those picked. One order stands for every set.
    ChooseUpTo {
        what: Selector,
        max: u8,
        bind: Slot,
    },
    /// "[You may] discard a card or sacrifice a land." (CR 608.2d): the player `who` names
    /// does one of the arms (each arm's words as written, and its instructions), chosen as
    /// the effect happens, never one that is impossible; with `optional`, none. "If you do"
    /// after it reads whether the chosen arm was done.
    Either {
        who: PlayerRef,
        optional: bool,
        arms: Vec<(String, Vec<Effect>)>,
    },
    /// "[You may] exchange life totals with target player." (CR 701.12c, 119.5): the
    /// instruction's controller's life total becomes the other player's and the other's
    /// becomes theirs: each gains or loses the difference, at once.
    ExchangeLife {
        with: PlayerRef,
    },
    /// "There is an additional combat phase after this phase, followed by an additional main
    /// phase." / "After this main phase, there is ..." (CR 500.8): `phases`, in order, come
    /// directly after the phase the instruction resolves in; of several such effects the most
    /// recently created are done first. With `main_only` ("after this main phase"), nothing is
    /// added outside a main phase.
    AdditionalPhases {
        phases: Vec<super::AddedPhase>,
        main_only: bool,
    },
    /// "Exchange control of two target permanents that share a card type." / "... of target
    /// artifact you control and target creature you don't control." (CR 701.12a-b): `what`
    /// names two targets; if both are still legal (608.2b) and controlled by different
    /// players, each player gains control of the one the other controlled, at once, for the
    /// rest of the game (613.1b, 611.2a); otherwise no part of the exchange happens.
    ExchangeControl {
        what: Selector,
    },
    /// "[player] flips a coin" (CR 705.1-2): the player doing the instruction flips and calls;
    /// chance gives both outcomes, won and lost, each explored. The instructions after it
    /// read "if that player loses the flip" (`Condition::Flip`).
    FlipCoin,
    /// "select target player at random" (CR 601.2c, 603.3d): the target `what` names is
    /// chosen by no player: chance gives each legal one, each explored. The instruction does
    /// nothing itself; the ones after it name the target ("that player").
    SelectAtRandom {
        what: Selector,
    },
    /// "It phases out." (CR 702.26b, 702.26g: with what is attached to it): it is treated as
    /// though it doesn't exist until its controller's next untap step (502.1); with
    /// `until_planeswalk`, "They phase out until a player planeswalks.", until any player
    /// planeswalks instead (610.4, 610.4a).
    PhaseOut {
        what: Selector,
        until_planeswalk: bool,
    },
    /// "Reverse the game's turn order." (CR 101.4, 103.1; Time Distortion): play now goes the
    /// other way around the table; the next turn and APNAP order follow it.
    ReverseTurnOrder,
    /// "If you can't" / "if you don't" (CR 608.2c): the instructions done only if the one before
    /// did not happen ("sacrifice another creature. If you can't, ..."; the opposite of
    /// `IfYouDo`).
    IfYouDont(Vec<Effect>),
    /// "have it deal damage equal to its power to any target" (CR 120.1, 120.3): damage whose
    /// source is the object `by` names, not the ability's source; that object's lifelink,
    /// deathtouch, infect, wither and colours (for protection) apply, as when it fights
    /// (701.14a).
    DamageBy {
        amount: Amount,
        to: Selector,
        by: Box<Selector>,
    },
    /// "Choose a counter on target permanent or suspended card. Remove that counter from that
    /// permanent or card or put another of those counters on it." (Clockspinning; CR 122,
    /// 608.2d): as the instruction happens, its controller chooses a kind of counter the
    /// object `on` names has and what to do with it: remove one (`remove`) or put another
    /// (`put`), whichever the text allows. An object with no counter: nothing happens.
    ChangeACounter {
        on: Selector,
        remove: bool,
        put: bool,
    },
}

/// How many of the permanents a player controls "[that player] sacrifices ..." takes (CR
/// 701.21a): all of them if they control fewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HowMany {
    /// "half the permanents they control, rounded down" (CR 107.1a).
    Half,
    /// "two permanents".
    Exactly(u8),
}
