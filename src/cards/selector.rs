//! Selectors: the phrases of card text that name objects and players ("target creature with
//! power 4 or greater", "each suspended card you own", "a nonland card from among them"), and
//! the numbers and conditions instructions read ("that many", "X", "if it was kicked").
//!
//! A selector is data: the engine evaluates it against a game (CR 109: objects, 115: targets,
//! 608.2c: instructions in order). Phrases are parsed into these types by `phrase.rs`.

use super::{Types, Zone};

/// A player relative to the ability's controller ("you"), as filters name owners and
/// controllers (CR 108.3, 110.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    You,
    Opponent,
}

/// A player an instruction names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerRef {
    /// The controller of the resolving spell or ability (CR 109.5); for a plane's ability, the
    /// planar controller (CR 311.5).
    You,
    /// The player the triggering event is about ("whenever a player casts a spell, that
    /// player ...").
    ThatPlayer,
    /// The player chosen as the ability's target with this index ("target player").
    Target(u8),
    /// "target opponent" (CR 115.1, 102.3): a target player who is an opponent of its
    /// controller.
    TargetOpponent(u8),
    /// "Destroy target creature an opponent controls. That player loses 3 life.": the
    /// controller of the permanent chosen as the target with this index, as it last existed
    /// on the battlefield if it has left (CR 608.2h).
    ControllerOfTarget(u8),
    /// "its controller": the controller of the object the triggering event is about ("Whenever
    /// a creature deals combat damage to a player, its controller may draw a card"; a
    /// zone-change trigger's or a delayed ability's "that card"), as it last existed if it
    /// has left the battlefield (CR 608.2h).
    ItsController,
    /// "defending player" in an ability of an attacking creature: the player that creature is
    /// attacking (CR 506.2, 508.5a).
    DefendingPlayer,
    /// The controller of the resolving spell or ability (CR 109.5), also inside a group of
    /// steps another player does, where "you" is that player ("Target opponent reveals their
    /// hand. You choose a nonland card from it.").
    Controller,
}

/// A comparison of a number a card has (mana value, power, toughness).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Compare {
    AtMost(i16),
    AtLeast(i16),
    Exactly(i16),
    Even,
    Odd,
}

impl Compare {
    pub fn holds(self, n: i16) -> bool {
        match self {
            Compare::AtMost(m) => n <= m,
            Compare::AtLeast(m) => n >= m,
            Compare::Exactly(m) => n == m,
            Compare::Even => n % 2 == 0,
            Compare::Odd => n % 2 != 0,
        }
    }
}

/// Status words a filter may require (CR 110.5 for permanents; plot and suspend are statuses
/// of cards in exile, CR 702.170b, 702.62b).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Status(pub u32);

impl Status {
    pub const TAPPED: Status = Status(1);
    pub const UNTAPPED: Status = Status(2);
    pub const SUSPENDED: Status = Status(4);
    pub const PLOTTED: Status = Status(8);
    pub const ATTACKING: Status = Status(16);
    /// "a spell / permanent ... that was cast from your hand" (the spell's zone of origin).
    pub const CAST_FROM_HAND: Status = Status(32);
    /// "no mana was spent to cast it" (CR 601.2h, 700.14).
    pub const NO_MANA_SPENT: Status = Status(64);
    /// "that doesn't have suspend" (CR 702.62b: printed or gained).
    pub const LACKS_SUSPEND: Status = Status(128);
    /// "nontoken" (CR 111.1: not a token).
    pub const NONTOKEN: Status = Status(256);
    /// "that attacked this turn" (CR 508.1: declared as an attacker this turn).
    pub const ATTACKED_THIS_TURN: Status = Status(512);
    /// "with {X} in its mana cost" (CR 107.3, 202.1): an {X} symbol in the mana cost the
    /// object has now (a quality of the card, not of where it is).
    pub const X_IN_MANA_COST: Status = Status(1024);
    /// "enchanted creature" (CR 303.4b, 303.4m): the object the ability's source is attached
    /// to.
    pub const ENCHANTED: Status = Status(2048);
    /// "non-Aura" (CR 303.4, 205.3h): not of the enchantment subtype Aura.
    pub const NON_AURA: Status = Status(4096);
    /// "unenchanted", "that isn't enchanted" (CR 303.4e: no Aura is attached to it).
    pub const UNENCHANTED: Status = Status(8192);
    /// "nonlegendary" (CR 205.4a: without the supertype legendary).
    pub const NONLEGENDARY: Status = Status(16384);
    /// "blocking" (CR 509.1g: a creature declared as a blocker, until it leaves combat).
    pub const BLOCKING: Status = Status(32768);
    /// "attacking or blocking" (Divine Verdict): either.
    pub const IN_COMBAT: Status = Status(65536);
    /// "face-up" (CR 406.3, 708.2): not face down; a card exiled face down (a foretold card,
    /// 702.143a) is not a "face-up exiled card".
    pub const FACE_UP: Status = Status(131072);

    pub fn has(self, s: Status) -> bool {
        self.0 & s.0 == s.0
    }

    pub fn with(self, s: Status) -> Status {
        Status(self.0 | s.0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A name bound by an earlier instruction of the same ability ("look at the top three cards
/// ... as looked", "it", "them"): an index into the resolving ability's bindings.
pub type Slot = u8;

/// What an object must be to match: every field that is set must hold (an "and" of the
/// words of the phrase). Types are an "or": "creature or planeswalker".
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Filter {
    /// At least one of these card types (none: any type).
    pub types: Types,
    /// None of these ("nonland").
    pub not_types: Types,
    pub legendary: bool,
    /// At least one of these subtypes (none: any).
    pub subtypes: Vec<String>,
    pub mana_value: Option<Compare>,
    pub power: Option<Compare>,
    pub toughness: Option<Compare>,
    pub status: Status,
    pub controller: Option<Relation>,
    pub owner: Option<Relation>,
    /// The zone the object is in; `None` means the battlefield for permanents (CR 110.1) and
    /// the stack for spells ("target spell", CR 111.1).
    pub zone: Option<Zone>,
    /// "another", "other": not the ability's own source.
    pub other: bool,
    /// "from among them": only objects of this binding.
    pub among: Option<Slot>,
    /// "with a time counter on it" / "with one or more time counters on them" (CR 122.1).
    pub counter: Option<super::effect::CounterKind>,
    /// "without a fate counter on it" (CR 122.1): none of that kind.
    pub no_counter: Option<super::effect::CounterKind>,
    /// "with flying", "that has first strike, double strike, vigilance, and/or haste": at least
    /// one of these keywords (none: any), as the object has them now (CR 613.1f, 702.62a).
    pub keywords_any: super::KeywordSet,
    /// "without flying", "that doesn't have first strike, double strike, vigilance, or haste":
    /// none of these.
    pub keywords_none: super::KeywordSet,
    /// "basic": the basic supertype (CR 205.4a; "a basic land card", 305.6).
    pub basic: bool,
    /// "nonbasic": without the basic supertype (CR 205.4a; "target nonbasic land").
    pub nonbasic: bool,
    /// "multicolored": two or more colours (CR 105.4).
    pub multicolored: bool,
    /// "white", "black or red": at least one of these colours (CR 105.2), one bit per colour
    /// (`Color::bit`); 0: any.
    pub colors: u8,
    /// "nonblack": none of these colours.
    pub not_colors: u8,
    /// "exiled with this artifact", "exiled with Knowledge Pool": a card in exile that an
    /// ability of the source exiled (CR 607.2a: linked abilities; `zone` is exile).
    pub exiled_with: bool,
    /// "other cards exiled with this artifact": not an object of this binding (the one an
    /// earlier instruction named, "it"), since the source itself is never among such cards.
    pub not_bound: Option<Slot>,
    /// "a card named Amy Pond" (CR 201.2): the name as written, compared without regard to
    /// case; a split card off the stack has both halves' names (709.4a). Boxed: a filter sits
    /// in every instruction, and few have a name.
    pub name: Option<Box<str>>,
    /// "non-Werewolf creatures" (CR 205.3, 205.4b-like negation of a subtype): none of these
    /// subtypes, as the object has them now (with the creature types an effect added, 613.1d).
    pub not_subtypes: Vec<String>,
    /// "with the same name as that creature" (CR 201.2): the object named before (a target, or
    /// an object bound earlier) has a name and this object has that name too; a face-down
    /// object has none (708.2a), so it shares none. With `other`, not that object either.
    pub same_name_as: Option<NameOf>,
    /// "artifact creature" (CR 205.2a: type words side by side, not joined by "or"): the
    /// object has every one of `types`, not one of them.
    pub every_type: bool,
    /// "all cards from target player's graveyard" (CR 115.1, 404.1): owned by that player, the
    /// one chosen as the ability's target (its zone is `zone`: a player's graveyard, hand and
    /// library are their own, 400.3). Said only of objects that aren't targets themselves.
    pub owner_player: Option<PlayerRef>,
    /// "a spell from exile", "a spell from your graveyard", "a spell from anywhere other than
    /// your hand" (CR 601.2a): the zone the spell was cast from, the one its card moved to the
    /// stack from; `Anywhere`: any ("from your hand" is `Status::CAST_FROM_HAND`).
    pub cast_from: super::statics::CastFrom,
}

/// The object whose name a filter compares with ("with the same name as that creature").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NameOf {
    /// The ability's target of this index (CR 115.1).
    Target(u8),
    /// An object an earlier instruction bound (CR 608.2c).
    Bound(Slot),
}

impl Filter {
    pub fn of_types(types: Types) -> Filter {
        Filter {
            types,
            ..Filter::default()
        }
    }
}

/// What a target may be (CR 115.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TargetSpec {
    /// "any target": a creature, a player, a planeswalker or a battle (CR 115.4).
    Any,
    /// "target player".
    Player,
    /// "target spell" (`zone` = stack) or "target creature ..." (a permanent).
    Object(Filter),
    /// "target activated or triggered ability": an ability on the stack (CR 115.2; mana
    /// abilities never are, 605.3b). At least one of the two kinds is set.
    Ability { activated: bool, triggered: bool },
    /// "target permanent or suspended card": an object that matches either filter (boxed: a
    /// selector sits in every instruction).
    Either(Box<Filter>, Box<Filter>),
    /// "up to one target ..." (CR 115.1d, 601.2c): zero targets may be chosen; an ability
    /// with no legal target is still put on the stack (603.3d), with none.
    UpToOne(Box<TargetSpec>),
    /// "target opponent" (CR 102.3).
    Opponent,
    /// A further target of the "target" word before it ("one or two targets", CR 115.3,
    /// 601.2c): optional, and never an object or player already chosen for that word.
    SameWord(Box<TargetSpec>),
    /// "target player or planeswalker", "target opponent, creature an opponent controls, or
    /// planeswalker an opponent controls" (CR 115.1, 115.4): a player of the first kind or an
    /// object of the second.
    PlayerOr(Box<TargetSpec>, Box<TargetSpec>),
    /// The second target of "two target creatures" (CR 115.3: one "target" word's targets are
    /// different objects): required, never the object chosen for the target before it, and,
    /// with `sharing` ("two target permanents that share a card type"), with a card type that
    /// object has too (205.2a), checked as targets are chosen (601.2c, 603.3d) and again as
    /// the spell or ability resolves (608.2b).
    Second {
        spec: Box<TargetSpec>,
        sharing: bool,
    },
    /// A further target of "for each opponent, up to one target creature card from that
    /// player's graveyard" / "... target artifact that player controls" (CR 601.2c): optional,
    /// like `SameWord`, and of a player (a permanent's controller, a card's owner) none of the
    /// word's targets before it (from the ability's target `first`) is of: at most one for
    /// each opponent.
    OtherOwner { spec: Box<TargetSpec>, first: u8 },
}

impl TargetSpec {
    /// The same targets with each object's description cut to its zone: what is still
    /// checked of a target as it resolves by the deliberately broken variant
    /// (`targets.rechecked=zone-only`) that forgets CR 608.2b's "still legal".
    pub fn zone_only(&self) -> TargetSpec {
        let cut = |f: &Filter| Filter {
            zone: f.zone,
            ..Filter::default()
        };
        match self {
            TargetSpec::Object(f) => TargetSpec::Object(cut(f)),
            TargetSpec::Either(a, b) => TargetSpec::Either(Box::new(cut(a)), Box::new(cut(b))),
            TargetSpec::UpToOne(s) => TargetSpec::UpToOne(Box::new(s.zone_only())),
            TargetSpec::SameWord(s) => TargetSpec::SameWord(Box::new(s.zone_only())),
            TargetSpec::PlayerOr(a, b) => {
                TargetSpec::PlayerOr(Box::new(a.zone_only()), Box::new(b.zone_only()))
            }
            // Sharing a card type is part of the description (608.2b): not checked either.
            TargetSpec::Second { spec, .. } => TargetSpec::Second {
                spec: Box::new(spec.zone_only()),
                sharing: false,
            },
            other => other.clone(),
        }
    }

    /// Whether a filter of it matches `p`.
    pub fn any_filter(&self, p: &dyn Fn(&Filter) -> bool) -> bool {
        match self {
            TargetSpec::Object(f) => p(f),
            TargetSpec::Either(f, g) => p(f) || p(g),
            TargetSpec::UpToOne(t) | TargetSpec::SameWord(t) => t.any_filter(p),
            TargetSpec::Second { spec, .. } | TargetSpec::OtherOwner { spec, .. } => {
                spec.any_filter(p)
            }
            TargetSpec::PlayerOr(a, b) => a.any_filter(p) || b.any_filter(p),
            TargetSpec::Any | TargetSpec::Player | TargetSpec::Ability { .. } => false,
            TargetSpec::Opponent => false,
        }
    }

    /// The requirement of one chosen target (what "up to one" is of).
    pub fn inner(&self) -> &TargetSpec {
        match self {
            TargetSpec::UpToOne(t) | TargetSpec::SameWord(t) => t.inner(),
            TargetSpec::Second { spec, .. } | TargetSpec::OtherOwner { spec, .. } => spec.inner(),
            t => t,
        }
    }

    /// Zero targets may be chosen for it.
    pub fn optional(&self) -> bool {
        matches!(
            self,
            TargetSpec::UpToOne(_) | TargetSpec::SameWord(_) | TargetSpec::OtherOwner { .. }
        )
    }
}

/// A library or planar deck, from its top (CR 401, 901.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deck {
    Library,
    Planar,
}

/// The objects (or players) an instruction acts on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Selector {
    /// "this card", "this creature", its name: the ability's source (CR 201.5).
    This,
    /// "it", "them", "that card", or a name bound with `as` (608.2c: earlier instructions'
    /// results).
    Bound(Slot),
    /// "the rest" of a binding: those of its objects still where they were bound.
    RestOf(Slot),
    /// "target ..." (index among the ability's targets, in text order, CR 601.2c).
    Target(u8, TargetSpec),
    /// "each ...", "all ...".
    Each(Filter),
    /// "a ...", "an ...": one object chosen on resolution by the one instructed.
    One(Filter),
    /// "the top N cards of your library / planar deck".
    Top { n: Amount, deck: Deck },
    /// "each player exiles the top three cards of their library": the top N cards of every
    /// player's library still in the game, the active player's first (CR 101.4).
    TopOfEachLibrary { n: Amount },
    /// "target opponent mills five cards": the top N cards of that player's library (CR
    /// 701.17a), none if the player is gone or the target illegal (608.2b).
    TopOfLibraryOf { n: Amount, who: PlayerRef },
    /// "each opponent mills two cards": the top N cards of every opponent's library, in turn
    /// order from the active player (CR 101.4, 701.17a).
    TopOfEachOpponentsLibrary { n: Amount },
    /// "each opponent": every player still in the game other than the controller (CR 102.2,
    /// 800.4a); a recipient of damage (120.3a), no object.
    EachOpponent,
    /// A player named without a target ("deals 2 damage to that spell's controller"): a
    /// recipient of damage (CR 120.3a), no object.
    Player(PlayerRef),
    /// What several instructions bound, together, matching the filter ("each card exiled this
    /// way that doesn't have suspend", "self and other"; CR 608.2c): each object once, in the
    /// order bound. The filter's zone is not checked (the objects are where they were put).
    AllOf(Vec<Slot>, Filter),
    /// "target land you control and target land you don't control": each its own "target"
    /// word (CR 115.3, 601.2c), the instruction acting on all of them together.
    And(Vec<Selector>),
    /// "one or two targets", "up to two target creatures": one "target" word with `min` to
    /// `max` targets (CR 115.3: each object or player chosen once for it), numbered from
    /// `first` among the ability's targets.
    Group {
        first: u8,
        min: u8,
        max: u8,
        spec: TargetSpec,
    },
    /// "that spell or ability": the spell or ability on the stack whose targeting made the
    /// ability trigger ("whenever this permanent becomes the target of a spell or ability",
    /// CR 603.2e; ward's "counter that spell or ability", 702.21a). No object of a zone other
    /// than the stack.
    ThatSpellOrAbility,
    /// "each player": every player still in the game, in turn order from the active player
    /// (CR 101.4, 800.4a); a recipient of counters (CR 122.1), no object.
    EachPlayer,
}

impl Selector {
    /// Whether a filter of it matches `p`.
    pub fn any_filter(&self, p: &dyn Fn(&Filter) -> bool) -> bool {
        match self {
            Selector::Each(f) | Selector::One(f) | Selector::AllOf(_, f) => p(f),
            Selector::Target(_, t) | Selector::Group { spec: t, .. } => t.any_filter(p),
            Selector::And(all) => all.iter().any(|s| s.any_filter(p)),
            _ => false,
        }
    }
}

/// A number an instruction uses (CR 107).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Amount {
    Fixed(u8),
    /// The spell's X (CR 107.3).
    X,
    /// "N if this spell was kicked, M otherwise" (CR 702.33).
    IfKicked(u8, u8),
    /// "that many": how many objects the binding holds.
    CountOf(Slot),
    /// "its mana value" / "X, where X is its mana value": of the binding's first object.
    ManaValueOf(Slot),
    /// "the number of ...".
    Number(Filter),
    /// "X, where X is its mana value" in how an object arrives: of that object itself.
    ItsManaValue,
    /// "the number of scroll counters on it": on the binding's first object, or on the source
    /// (`None`) (CR 122.1).
    Counters {
        kind: super::effect::CounterKind,
        on: Option<Slot>,
    },
    /// "equal to the result": the result of the last die this ability rolled, or of the roll
    /// that triggered it (CR 706.2); 0 for the planar die, which has no numerical result
    /// (706.7, 901.9d).
    Result,
    /// "the number of time counters among permanents you control": the counters of that kind
    /// on every object the filter matches, added up (CR 122.1).
    CountersAmong {
        kind: super::effect::CounterKind,
        among: Filter,
    },
    /// "that much": the number the triggering event carried: how many counters were put
    /// (CR 122.6, "whenever you put one or more counters ..."), read by "deals that much
    /// damage" (120.3).
    ThatMuch,
    /// "for each different mana cost among [filter]": how many distinct mana costs the
    /// matching objects have (a mana cost is its symbols, in any order: {1}{B} and {B}{1} are
    /// one, {X}{B} and {B} two, CR 202.1; an object with no mana cost has none to count).
    DifferentManaCosts(Filter),
    /// "remove all +1/+1 counters from it": every counter of that kind the object has
    /// (counters are bytes, so at most 255); only what `remove` reads.
    All,
    /// "its power", "its toughness" (CR 208.3): of the object an earlier instruction bound or
    /// targeted, as it last existed on the battlefield if it has left (608.2h); 0 if negative.
    StatOf {
        of: StatRef,
        toughness: bool,
    },
    /// "X +1/+1 counters on it, where X is its power" (Railway Brawler): of the object the
    /// counters go on, as it is now (CR 208.3; 0 if negative).
    ItsPower,
    /// "the total power of creatures you control" (Ghalta): the powers of every object the
    /// filter matches, added up (each negative power as 0, CR 208.3).
    TotalPower(Filter),
    /// "for each creature it devoured", "the number of creatures it devoured" (CR 702.82b):
    /// how many creatures the source sacrificed to its devour abilities as it entered.
    Devoured,
    /// "the total power of the creatures they exiled this way" (CR 608.2h, 208.3): the powers
    /// of the permanents the exile instructions of these bindings moved off the battlefield,
    /// as they last existed there, added up (each negative power as 0); with `theirs`
    /// ("they", "you"), only those the instruction's player controlled then.
    ExiledPower {
        slots: Vec<Slot>,
        theirs: bool,
    },
    /// "the number of spells you've cast this turn", "the number of other spells you've cast
    /// this turn" (`other`: not the spell or the source itself, Thunder Salvo; CR 601.2i): how
    /// many spells the ability's controller cast this turn, counted in models that read it.
    SpellsCastThisTurn {
        other: bool,
    },
    /// "2 plus the number of ..." (Thunder Salvo): a number and an amount added up (at most
    /// 255).
    Plus(u8, Box<Amount>),
    /// "the sacrificed creature's power" (Fling), "... toughness", "... mana value": of the
    /// object sacrificed to pay the spell's additional cost, as it last existed on the
    /// battlefield (CR 608.2h, 601.2h, 118.8); 0 if nothing was sacrificed (a negative power
    /// is 0, 208.3).
    Sacrificed(Stat),
}

/// Which number of an object an amount reads (CR 208.3, 202.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stat {
    Power,
    Toughness,
    ManaValue,
}

impl Amount {
    /// An amount read from each object an instruction acts on, not once for the instruction
    /// ("where X is its mana value", "where X is its power").
    pub fn is_per_object(&self) -> bool {
        matches!(self, Amount::ItsManaValue | Amount::ItsPower)
    }

    /// Whether the amount reads how many spells a player cast this turn (the engine counts
    /// them only in models that read them, `Table::counts_spells`).
    pub fn reads_spells_cast(&self) -> bool {
        match self {
            Amount::SpellsCastThisTurn { .. } => true,
            Amount::Plus(_, a) => a.reads_spells_cast(),
            _ => false,
        }
    }
}

/// The object "its" in "its power" refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StatRef {
    /// The first object of a binding ("Exile target creature. ... its power").
    Bound(Slot),
    /// The ability's target with this index ("Target creature deals damage equal to its
    /// power").
    Target(u8),
}

/// A condition an "if" checks (CR 608.2c, 603.4).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Condition {
    /// "if you have no cards in hand" and the like: whether any object matches.
    Exists(Filter),
    /// "if this spell was kicked".
    Kicked,
    /// "if its evoke cost was paid" (CR 702.74a): of the ability's source, as it was cast.
    Evoked,
    Not(Box<Condition>),
    /// "if there are five or more cards in your graveyard": at least `n` objects match.
    AtLeast(u8, Filter),
    /// "during your first, second, or third turns of the game": it is your turn, and the
    /// number of turns you have begun (this one included) compares so (CR 601.3; the
    /// rulings on Serra Avenger and Jace Reawakened: your turns, not the game's).
    YourTurn(Compare),
    /// "if the result is 5 or higher", a results table's "1-9 | ...", "20 | ..." (CR 706.3a),
    /// "if any of those results was 10 or higher": the die's result is from `lo` to `hi`. The
    /// planar die's roll has no numerical result: never (CR 706.7, 901.9d).
    ResultIn {
        lo: u8,
        hi: u8,
    },
    /// "this has ten or more scroll counters on it": a number the game reads, compared
    /// (CR 122.1).
    AmountIs(Amount, Compare),
    /// "if you've cast two or more spells this turn" (Loan Shark): how many spells the
    /// ability's controller cast this turn (CR 601.2i), compared.
    SpellsCastThisTurn(Compare),
    /// "When this enchantment enters, if you cast it" (Weftwalking; CR 601.2, 603.4): the
    /// permanent entered as a spell its controller cast (not put onto the battlefield, not a
    /// copy, 707.10).
    YouCastIt,
    /// "If it's a main phase" (Sokenzan; CR 505.1): the game is in a main phase, precombat or
    /// postcombat.
    MainPhase,
    /// "if that player loses the flip" (`won` false), "if you win the flip" (CR 705.2): the
    /// last coin this resolution flipped was won, or lost; before any flip, neither.
    Flip {
        won: bool,
    },
    /// "if you planeswalked to Unyaro this turn" (CR 701.31, 901.11, 603.4): the ability's
    /// source is a face-up plane the ability's controller planeswalked to this turn.
    PlaneswalkedToThisThisTurn,
    /// "if you have the city's blessing" (CR 702.131c): the ability's controller has it (got
    /// through ascend, 702.131b, at once).
    CityBlessing,
    /// "if a creature died this turn" (morbid; CR 700.4, 603.4, 608.2c): a fact of the turn's
    /// history the game remembers until the turn ends.
    ThisTurn(TurnFact),
}

/// Something that happened this turn that a condition can ask about ("if a creature died
/// this turn"); the game remembers each as a bit, cleared as a new turn begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnFact {
    /// "a creature died this turn" (CR 700.4: put into a graveyard from the battlefield).
    CreatureDied,
}

impl TurnFact {
    /// The fact's bit in the game's record of the turn.
    pub fn bit(self) -> u8 {
        match self {
            TurnFact::CreatureDied => 1,
        }
    }
}

impl Condition {
    /// Whether the condition reads who planeswalked to a plane this turn (the engine keeps it
    /// only in models that read it).
    pub fn reads_planeswalks(&self) -> bool {
        match self {
            Condition::PlaneswalkedToThisThisTurn => true,
            Condition::Not(c) => c.reads_planeswalks(),
            _ => false,
        }
    }

    /// Whether the condition reads a fact of the turn's history ("if a creature died this
    /// turn"; the engine remembers them only in models that read them).
    pub fn reads_turn_facts(&self) -> bool {
        match self {
            Condition::ThisTurn(_) => true,
            Condition::Not(c) => c.reads_turn_facts(),
            _ => false,
        }
    }

    /// Whether the condition reads how many spells a player cast this turn (the engine counts
    /// them only in models that read them).
    pub fn reads_spells_cast(&self) -> bool {
        match self {
            Condition::SpellsCastThisTurn(_) => true,
            Condition::Not(c) => c.reads_spells_cast(),
            Condition::AmountIs(a, _) => a.reads_spells_cast(),
            _ => false,
        }
    }
}
