//! Static abilities (CR 604) as general parts: what a cost change modifies, what a prohibition
//! or a permission covers, which rule of the game changes. A card writes each ability as its
//! Oracle text reads (`statics = ["Spells cost {1} more to cast."]`); `phrase/statics.rs`
//! parses the sentences into these parts, and the engine evaluates the parts (no one-card
//! kinds).

use super::selector::{Filter, Relation};
use super::Zone;

/// What a cost change applies to (CR 601.2f).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Paid {
    /// Casting spells that match (CR 601.2f). The filter reads the spell's characteristics; its
    /// zone is the stack.
    Spells(Filter),
    /// Activating the abilities of permanents that match (CR 602.2b: 601.2f applies to
    /// activation costs). Mana abilities are not activated this way here (CR 605.3).
    Activated(Filter),
    /// The plot special action (CR 702.170a, 702.170e: "plotting a card").
    Plot,
    /// Suspend's special action (CR 702.62a, 116.2f: "suspending a card").
    Suspend,
    /// "Activated abilities cost {2} more to activate unless they're mana abilities.": every
    /// activated ability, whatever its source and zone (CR 602.2b; mana abilities are not
    /// activated this way here, 605.3).
    AllActivated,
}

/// A change to the total cost of what `paid` names (CR 601.2f): increases come first, then
/// reductions, which reduce only generic mana (CR 118.7a) and never below `floor` mana in all.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CostChange {
    pub paid: Paid,
    /// Who pays: any player (`None`: "Spells cost ..."), the ability's controller ("spells you
    /// cast"), or their opponents ("spells your opponents cast").
    pub payer: Option<Relation>,
    /// The zones it applies from ("from your graveyard or from exile", "from your hand"); empty:
    /// wherever.
    pub from: Vec<Zone>,
    /// "{N} more" (true) or "{N} less" (false).
    pub more: bool,
    pub amount: u8,
    /// "This effect can't reduce the mana in that cost to less than one mana." (0: to {0},
    /// CR 601.2f.)
    pub floor: u8,
}

/// A static ability of a permanent or a face-up plane (CR 604.1, 901.7).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Static {
    /// "Spells cost {1} more to cast.", "Plotting cards from your hand costs {2} less." (CR
    /// 601.2f).
    Cost(CostChange),
    /// "[Filter] spells can't be cast.", "Your opponents can't cast [filter] spells.",
    /// "Spells with the chosen name can't be cast." (CR 101.2, 601.3: can't beats can), "Your
    /// opponents can't cast spells from anywhere other than their hands." (a prohibition by
    /// the zone a spell is cast from, CR 601.2a: a plotted or suspended card is cast from
    /// exile, a flashback card from a graveyard).
    CantCast {
        what: Filter,
        /// Who can't: everyone (`None`), the controller, or their opponents.
        who: Option<Relation>,
        /// "with the chosen name": the name chosen as this permanent entered (CR 607.1).
        named: bool,
        /// Where the spells it prohibits are cast from, as `from` says (CR 601.2a: the zone
        /// the card moves to the stack from).
        from: CastFrom,
    },
    /// "Activated abilities of [filter] can't be activated." (CR 602.5).
    CantActivate { of: Filter },
    /// "Your opponents can't activate planeswalkers' loyalty abilities." ("... loyalty
    /// abilities"): a prohibition on players (CR 101.2, 602.5, 606.3); who can't: everyone
    /// (`None`), the controller, or their opponents.
    CantActivateLoyalty(Option<Relation>),
    /// "[Filter] can't attack." / "can't block." / "can't attack or block." (CR 508.1c,
    /// 509.1b).
    CantCombat {
        what: Filter,
        attack: bool,
        block: bool,
    },
    /// "You may cast [filter] spells as though they had flash.", "Players may cast enchantment
    /// spells as though they had flash." (CR 601.3b, 702.8a): `who` may (every player for
    /// `None`, the controller for `You`).
    Flash { what: Filter, who: Option<Relation> },
    /// "You may look at the top card of your library any time." The checker sees every card
    /// already: nothing to do (CR 401.3 is about what players may know).
    LookAtTop,
    /// "The top card of your library has plot. The plot cost is equal to its mana cost."
    /// (CR 702.170a, 113.3: a granted keyword ability).
    TopCardHasPlot,
    /// "You may plot [filter] cards from the top of your library." (CR 702.170f).
    PlotFromTop(Filter),
    /// "Each nonland card in your hand without foretell has foretell. Its foretell cost is equal
    /// to its mana cost reduced by {2}." (CR 702.143a, 113.3: a granted keyword ability; the
    /// reduction is of generic mana only, 118.7a): the cards of the controller's hand that
    /// match and have no foretell of their own, with `reduced_by`.
    HandHasForetell { what: Filter, reduced_by: u8 },
    /// "Players have no maximum hand size." / "You have ..." (CR 402.2): for every player
    /// (`None`) or the controller.
    NoMaximumHandSize(Option<Relation>),
    /// "Players skip their untap steps." / "You skip your untap steps." (CR 614.1b, 614.10:
    /// skipping is a replacement effect).
    SkipUntap(Option<Relation>),
    /// "As this creature enters, choose a [filter] card name." (CR 614.1c, 614.12a: the
    /// choice is made before it enters).
    ChooseNameAsEnters(Filter),
    /// "If a card would be put into [a / an opponent's / your] graveyard from anywhere, exile
    /// it instead." (CR 614.1a): `owner` is whose graveyard (`None`: any).
    GraveyardToExile { owner: Option<Relation> },
    /// "You may cast [filter] spells from your hand without paying their mana costs." (CR
    /// 118.9: an alternative cost; increases and additional costs still apply, 118.9d).
    FreeFromHand(Filter),
    /// "As long as you control eight or more lands, this creature gets +5/+5." (layer 7c, CR
    /// 613.4c, 611.3a): the permanent itself, while its controller controls at least
    /// `at_least` objects of `what` (checked continuously, 604.2; `what` names no power or
    /// toughness, so counting never reads layer 7).
    SelfGetsWhileYouControl {
        what: Filter,
        at_least: u8,
        power: i8,
        toughness: i8,
    },
    /// "Creatures you control get +1/+1." (an anthem: layer 7c, CR 613.4c, 611.3a): the
    /// creatures that match, as they are now.
    Anthem {
        what: Filter,
        power: i8,
        toughness: i8,
    },
    /// "Activated abilities of sources with the chosen name can't be activated unless they're
    /// mana abilities." (CR 602.5, 607.1: the name chosen as this permanent entered; its mana
    /// abilities, 605.1a, stay usable).
    CantActivateNamed,
    /// "[As long as this is untapped,] each spell that would cost less than three mana to cast
    /// costs three mana to cast." (CR 601.2f: once the total cost is determined, effects that
    /// directly affect it apply: after every increase and reduction; the added mana is
    /// generic.)
    SpellCostFloor { amount: u8, while_untapped: bool },
    /// "As this land enters, you may pay 3 life. If you don't, it enters tapped." (CR 614.12,
    /// 614.1c: a replacement that modifies how it enters; 119.4: life is paid only from a
    /// life total at least that high). `or_tapped` is the second sentence.
    PayLifeAsEnters { life: u8, or_tapped: bool },
    /// "If this card is in your opening hand, you may begin the game with it on the
    /// battlefield." (CR 103.6, 103.6a: an action taken from the opening hand before the first
    /// turn, the starting player first, then each other player in turn order).
    BeginGameOnBattlefield,
    /// "If you would roll a die, instead roll two of those dice and ignore one of those
    /// results." (the controller chooses which) / "If you would roll one or more dice, instead
    /// roll that many dice plus one and ignore the lowest roll." (CR 614.1a, 706.6: an ignored
    /// roll never happened). Not the planar die, which is no numbered die (CR 901.3a).
    ExtraDie { ignore_lowest: bool },
    /// "The next time you would roll a six-sided die this turn, instead roll two six-sided
    /// dice and use the total of those results." (CR 614.1a, 706.1): a one-shot replacement a
    /// resolving ability creates (an `effect` with a duration, 611.2): it applies to the next
    /// roll of a die with `sides` sides its controller makes this turn, which becomes `dice`
    /// such dice whose results are added; then it is used up. Only as an `effect`.
    NextRollTotal { sides: u8, dice: u8 },
    /// "Attacking creatures you control have deathtouch." (layer 6, CR 613.1f): the objects
    /// that match have these keywords. The filter reads no keywords, power or toughness (so
    /// no dependency, 613.8, arises; the parser refuses them).
    HaveKeywords {
        what: Filter,
        keywords: super::KeywordSet,
    },
    /// "This creature can't attack alone." (CR 506.5, 508.1c): it may be declared as an
    /// attacker only with another attacker.
    CantAttackAlone,
    /// "[Creatures ...] attack each combat if able." / "... attack this turn if able"
    /// (`this_turn`: only as an effect with a duration, Bident of Thassa): a requirement on
    /// each creature that matches as attackers are declared (CR 508.1d: the declaration must
    /// obey as many requirements as possible without breaking a restriction). Read as attackers
    /// are declared, so it covers creatures that arrive later (611.2c: it changes no
    /// characteristics).
    /// `what` is `None` for "This creature attacks each combat if able." (its own permanent).
    AttacksIfAble {
        what: Option<Filter>,
        this_turn: bool,
    },
    /// "This creature can't be blocked." (`None`: its own permanent) / "[Creatures ...] can't
    /// be blocked." (CR 509.1b: a restriction on blocks).
    CantBeBlocked(Option<Filter>),
    /// "Damage can't be prevented." / "Damage can't be prevented this turn." (`this_turn`:
    /// only as an effect with a duration, Stomp): no prevention effect prevents any damage
    /// while it holds (CR 615.12: the prevention shields of "prevent all combat damage ..." and of
    /// protection, 702.16e).
    DamageCantBePrevented { this_turn: bool },
    /// "Prevent all damage that planes named Mount Keralia would deal [this game] to
    /// permanents you control." (CR 615.1a, 615.7: a prevention effect, applied each time
    /// damage would be dealt; "this game": for the rest of the game, 611.2a). `source_name`:
    /// the sources it covers, by name (201.2); `to`: the permanents (from the point of view of
    /// the effect's controller).
    PreventDamageFrom {
        source_name: String,
        to: Filter,
        this_game: bool,
    },
    /// "You may play lands and cast spells from your graveyard.", "You may play lands from
    /// your graveyard.", "You may cast [filter] spells from your graveyard." (CR 601.3, 305.1:
    /// a permission to play from a zone other than the hand; the spell's costs are paid as
    /// usual). For its controller only.
    PlayFromGraveyard { lands: bool, spells: Option<Filter> },
    /// "You may play lands and cast spells from the top of any player's library." (Windriddle
    /// Palaces; CR 305.1, 601.3): for its controller, each library's top card, played with its
    /// usual timing (a land as the land play, 305.2), its costs paid as usual.
    PlayFromTopOfLibraries,
    /// "Skip your draw step." / "Players skip their draw steps." (CR 614.1b, 614.10: skipping
    /// is a replacement effect).
    SkipDraw(Option<Relation>),
    /// "This creature enters with a +1/+1 counter on it for each [filter]", "... for each
    /// different mana cost among [filter]" (CR 614.1c: a replacement that modifies how it
    /// enters; the count is taken as it enters).
    EntersWithCounters {
        kind: super::effect::CounterKind,
        n: super::selector::Amount,
    },
    /// "As this creature enters, roll a six-sided die." (CR 614.1c, 706.1): a die its
    /// controller rolls as the permanent spell resolves, before it enters; "enters with a
    /// number of +1/+1 counters on it equal to the result" reads it (706.2).
    RollAsEnters { sides: u8 },
    /// "You may cast creature spells from the top of your library." (Ranger Class; CR 601.3):
    /// for its controller, the top card of their own library, if it is a spell of the filter,
    /// cast with its usual timing, its costs paid as usual (not a land play).
    CastFromTopOfYourLibrary(Filter),
    /// "Prevent all combat damage that would be dealt this turn." (Fog; CR 615.1a, 611.2c: a
    /// prevention effect that changes no characteristics, so it covers creatures that come
    /// later in the turn too); only as an effect with a duration.
    PreventAllCombatDamage { this_turn: bool },
    /// "If you control five or more untapped lands, this creature enters with two +1/+1
    /// counters and a lifelink counter on it." (Dust Animus; CR 614.1c: a replacement that
    /// modifies how it enters, its condition read just before it enters).
    EntersWithCountersIf {
        condition: super::selector::Condition,
        counters: Vec<(super::effect::CounterKind, u8)>,
    },
    /// "This spell costs {1} less to cast for each creature you control.", "This spell costs
    /// {X} less to cast, where X is the total power of creatures you control." (Ghalta; CR
    /// 601.2f, 604.1: it functions on the stack, changing the cost of this spell only): by
    /// `amount` generic mana, counted as the cost is determined.
    OwnCost {
        more: bool,
        /// Generic mana per object counted ("{2} less ... for each"); 1 for "{X}".
        per: u8,
        amount: super::selector::Amount,
    },
    /// "You may play an additional land on each of your turns.", "Each player may play two
    /// additional lands on each of their turns."; with a duration, "You may play an additional
    /// land this turn." (Explore): `count` more land plays a turn (CR 305.2) for the players
    /// `who` names (relative to its controller).
    AdditionalLands { who: Option<Relation>, count: u8 },
    /// "All creatures are black." (Onakke Catacomb; layer 5, CR 613.1e, 105.3): the permanents
    /// that match are exactly these colours (`colors`, one bit per colour, `Color::bit`; 0:
    /// colorless, 105.2c). The filter reads no colour (so no dependency, 613.8, arises; the
    /// parser refuses one).
    SetColors { what: Filter, colors: u8 },
    /// "Instant and sorcery cards in graveyards have flashback. The flashback cost is equal to
    /// the card's mana cost." (Otaria; CR 702.34a, 113.6: an ability that grants flashback to
    /// cards in graveyards, whose owners may cast them from there for their mana costs).
    GraveyardHasFlashback(Filter),
    /// "Creatures can't attack you." (with a duration as an `effect`, Agyrem's "until a player
    /// planeswalks"; CR 508.1c: a restriction): no creature may attack its controller.
    CreaturesCantAttackYou,
    /// "If a source would deal damage to a permanent or player, it deals double that damage to
    /// that permanent or player instead." (Stronghold Furnace, Furnace of Rath; "a source you
    /// control", "triple"; CR 614.1a, 120.3): damage from the sources it covers is multiplied
    /// by `factor` as it is dealt (after combat damage is assigned, 510.1); several multiply.
    DamageMultiplied { by_you: bool, factor: u8 },
    /// "The first spell each player casts during each of their turns may be cast without
    /// paying its mana cost." (Weftwalking; CR 118.9: an alternative cost, from any zone the
    /// spell would be cast from paying its mana cost; 601.2i: a spell is cast once its costs
    /// are paid): for the active player while they have cast no spell this turn.
    FirstSpellEachTurnFree,
    /// "You may have this creature enter as a copy of a creature you control, except it's a
    /// Shapeshifter Rogue in addition to its other types." (Visage Bandit; a clone, CR 707.2,
    /// 614.1c, 614.12): a replacement effect on how the permanent enters: as it enters, its
    /// controller may choose an object on the battlefield `of` matches (from their point of
    /// view), and it enters as a copy of it with the exceptions `except` (707.9b), or as
    /// itself.
    EntersAsCopy {
        of: Filter,
        except: super::effect::CopyExceptions,
    },
    /// "All creatures have "{T}: Add {G}{G}."" (Llanowar), "Creatures you control have "{T}:
    /// Add one mana of any color."" (Cryptolith Rite), "All creatures have "{R}: This creature
    /// gets +1/+0 until end of turn."" (Shiv): the objects on the battlefield that match have
    /// the quoted activated ability (layer 6, CR 613.1f, 113.2c-d), activated by each object's
    /// controller with the object as its source (CR 602.2, 113.7), for as long as the static
    /// ability applies. The filter reads no keywords, power or toughness (no dependency, 613.8).
    HaveAbility { what: Filter, ability: Granted },
    /// "No more than one creature can attack each combat." (Astral Arena; CR 508.1c: a
    /// restriction on the declaration of attackers, of every player).
    MaxAttackers(u8),
    /// "No more than one creature can block each combat." (CR 509.1b).
    MaxBlockers(u8),
    /// "All permanents untap during each player's untap step." (Horizon Boughs; CR 502.3: the
    /// active player's untap step untaps every player's permanents).
    AllPermanentsUntap,
    /// "If a creature you control would untap during your untap step, put two +1/+1 counters
    /// on it instead." (Edge of Malacol; CR 614.1a: a replacement of untapping in its
    /// controller's untap step, 502.3).
    UntapStepCounters {
        what: Filter,
        kind: super::effect::CounterKind,
        n: u8,
    },
    /// "Creature spells you cast from your hand have blitz {3}." (The Caldaia; CR 702.152a,
    /// 113.3: a granted keyword ability, an alternative cost, 118.9): the controller may cast
    /// the spells `what` names from the zones `from` (any zone when empty) for `generic`
    /// generic mana rather than their mana costs.
    SpellsHaveBlitz {
        what: Filter,
        from: Vec<Zone>,
        generic: u8,
    },
    /// "Each creature assigns combat damage equal to its toughness rather than its power."
    /// (The Great Forest; CR 510.1a: the creatures that match assign combat damage by their
    /// toughness, read as combat damage is assigned).
    AssignsDamageByToughness(Filter),
    /// "Prevent all combat damage that would be dealt by non-Werewolf creatures." (Kessig; CR
    /// 615.1a: a prevention effect applied each time combat damage would be dealt, 510.1-2):
    /// the combat damage dealt by the creatures that match, read as the damage is dealt.
    PreventCombatDamageBy(Filter),
    /// "If you cast a spell this turn, you can't attack with creatures.", "If you attacked
    /// with creatures this turn, you can't cast spells." (Prahv; CR 508.1c, 601.3: a
    /// prohibition on the ability's controller that holds once they did `did` this turn).
    CantAfter { did: TurnAct, cant: TurnAct },
    /// "You can't lose the game and your opponents can't win the game." (Celestine Reef's chaos
    /// effect, "until a player planeswalks"; Platinum Angel; CR 104.3, 704.5a-c: the players
    /// `who` names don't lose by a state-based action while it holds; a player wins only when
    /// every opponent has lost, 104.2a, so while such a player is in the game their opponents
    /// can't win either). `opponents_cant_win`: the sentence's second half is written.
    CantLoseGame {
        who: Option<Relation>,
        opponents_cant_win: bool,
    },
    /// "Spells that share a card type with the top card of a library can't be cast." (Skybreen;
    /// CR 101.2, 601.3, 205.2a): no player may cast a spell with a card type the top card of
    /// any player's library has, read as the spell would be cast.
    CantCastSharingTypeWithTopOfLibrary,
    /// "Each creature gets +1/+1 for each other creature on the battlefield that shares at
    /// least one creature type with it." (Velis Vel; layer 7c, CR 613.4c; 205.3: creature
    /// types, with those effects added, layer 4, 613.1d): each creature that matches gets the
    /// bonus once per other creature sharing one, counted continuously (604.2).
    GetsPerSharedCreatureType {
        what: Filter,
        power: i8,
        toughness: i8,
    },
    /// "Players don't lose unspent mana as steps and phases end." (Upwelling) / "You don't
    /// lose unspent mana as steps and phases end." (CR 106.4, 500.4): the pools of the players
    /// `who` names (`None`: every player) keep their mana as each step and phase ends, while
    /// the ability is in play.
    KeepUnspentMana { who: Option<Relation> },
    /// "This creature doesn't untap during your untap step." (CR 502.3: an effect keeps its
    /// own permanent from untapping in its controller's untap step; an instruction may still
    /// untap it, 701.26b).
    DoesntUntap,
    /// "You have hexproof." (CR 702.11c: the player can't be the target of spells or abilities
    /// their opponents control) / "You have shroud." (702.18a: of no spells or abilities), for
    /// the players `who` names (every player for `None`).
    PlayerHexproof { who: Option<Relation>, shroud: bool },
    /// "This creature gets -1/-1 for each card in your hand." (Stingerback Terror), "Leonardo
    /// gets +1/+0 for each other creature you control.", "This creature gets +1/+1 for each
    /// oil counter on it.", "Creatures you control get +1/+0 for each artifact you control."
    /// (layer 7c, CR 613.4c, 604.2): the permanent itself (`what` `None`) or each creature
    /// that matches gets the bonus once for each thing `per` counts, counted continuously
    /// from the ability's source and controller. `per` reads no power or toughness (so no
    /// dependency, 613.8, arises; the parser refuses one).
    GetsFor {
        what: Option<Filter>,
        per: super::selector::Amount,
        power: i8,
        toughness: i8,
    },
    /// "Crusader of Odric's power and toughness are each equal to the number of creatures you
    /// control.", "This creature's power is equal to the number of cards in your hand." (a
    /// characteristic-defining ability, CR 604.3, layer 7a, 613.4a): the card's power and/or
    /// toughness, "*" on it, are `amount`, counted in every zone (its controller's, or its
    /// owner's off the battlefield). Read by the card's definition (`Power::Amount`); as a
    /// static ability it does nothing more.
    DefinesPowerToughness {
        power: bool,
        toughness: bool,
        amount: super::selector::Amount,
    },
    /// "If an effect would create one or more tokens under your control, it creates twice that
    /// many of those tokens instead." (Parallel Lives, Anointed Procession, Doubling Season;
    /// without "under your control": every player's, Selesnya Loft Gardens; CR 614.1a, 111.2):
    /// the tokens an effect creates for the controller (`yours`) or for anyone are multiplied
    /// by `factor` ("twice": 2, "three times": 3); several multiply (616.1: in any order, the
    /// result is the same).
    TokensMultiplied { yours: bool, factor: u8 },
    /// "If an effect would put one or more counters on a permanent you control, it puts twice
    /// that many of those counters on that permanent instead." (Doubling Season; "on a
    /// permanent", Selesnya Loft Gardens; "on a permanent or player"; CR 614.1a, 122.6): the
    /// counters an effect puts on a permanent (`yours`: one its controller controls), also as
    /// it enters (122.6, 614.1c), and on a player when `players`, are multiplied by `factor`.
    /// Not counters put as a cost (a loyalty ability's), nor on a card in exile (suspend's
    /// time counters: no permanent).
    CountersMultiplied {
        yours: bool,
        players: bool,
        factor: u8,
    },
}

/// The zones a prohibition names for where a spell is cast from (CR 601.2a).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum CastFrom {
    /// No zone named: cast from anywhere.
    #[default]
    Anywhere,
    /// "from exile", "from graveyards or libraries": from one of these zones.
    Zones(Vec<Zone>),
    /// "from anywhere other than their hands": from any zone but these.
    OtherThan(Vec<Zone>),
}

impl CastFrom {
    /// Whether a spell cast from `zone` is one it names.
    pub fn covers(&self, zone: Zone) -> bool {
        match self {
            CastFrom::Anywhere => true,
            CastFrom::Zones(z) => z.contains(&zone),
            CastFrom::OtherThan(z) => !z.contains(&zone),
        }
    }
}

/// Something a player does in a turn that a static ability may read back ("if you cast a
/// spell this turn") or prohibit ("you can't attack with creatures").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnAct {
    /// Casting a spell (CR 601.2i).
    CastSpell,
    /// Attacking with creatures: declaring one or more attackers (CR 508.1a).
    AttackWithCreatures,
}

/// The ability a static ability grants (`Static::HaveAbility`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Granted {
    /// A mana ability, "{T}: Add {G}{G}." (CR 605.1a), as a card's `mana` field writes it.
    Mana(super::mana_ability::ManaAbility),
    /// Any other activated ability: the granting card's `[[activated]]` table with `granted =
    /// true` and the quoted text as its `text`, by index in its `activated` list.
    Activated { text: String, index: u8 },
}

impl Static {
    /// Whether its text says "this game": for the rest of the game (CR 611.2a), only an effect
    /// of a resolving spell or ability.
    pub fn says_this_game(&self) -> bool {
        matches!(
            self,
            Static::PreventDamageFrom {
                this_game: true,
                ..
            }
        )
    }

    /// Whether its text says "this turn": a duration, so it is only an effect of a resolving
    /// spell or ability (CR 611.2a), never a static ability (604.1).
    pub fn says_this_turn(&self) -> bool {
        matches!(
            self,
            Static::AttacksIfAble {
                this_turn: true,
                ..
            } | Static::DamageCantBePrevented { this_turn: true }
                | Static::PreventAllCombatDamage { this_turn: true }
                | Static::NextRollTotal { .. }
        )
    }

    /// Whether this ability is used up once it has applied ("the next time ...", CR 614.1a):
    /// each one a resolving instruction begins is its own, even if another is alike.
    pub fn one_shot(&self) -> bool {
        matches!(self, Static::NextRollTotal { .. })
    }

    /// Whether this ability refers to a name chosen as its permanent entered (CR 607.1).
    pub fn names(&self) -> bool {
        matches!(self, Static::ChooseNameAsEnters(_))
    }
}
