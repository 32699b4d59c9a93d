//! Trigger events (CR 603.2): what a triggered ability waits for, as card text says it
//! ("When this creature enters", "Whenever a legendary creature you control enters",
//! "Whenever a player casts a spell", "At the beginning of your end step").

use super::selector::{Filter, Relation, Selector};
use super::{Step, Zone};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum EventPattern {
    /// "When this enters" (`Selector::This`) or "Whenever a [filter] enters"
    /// (`Selector::One`; "you control" is relative to the ability's controller; CR 603.6a).
    Enters(Selector),
    /// "Whenever one or more [filter] enter" / "Whenever this and/or one or more other
    /// [filter] enter" (`this_too`; the filter says "other"): one event however many enter at
    /// once (CR 603.2c). `none_cast_with_mana`: "if none of them were cast or no mana was spent
    /// to cast them", an intervening "if" about each object that entered (603.4, 601.2h: what
    /// was spent can't change, so it is checked as the ability triggers).
    EnterOneOrMore {
        this_too: bool,
        what: Filter,
        none_cast_with_mana: bool,
    },
    /// "When this card becomes plotted" (CR 702.170: by the special action or an effect).
    BecomesPlotted,
    /// "Whenever [a player / you / an opponent] casts a [filter] spell" (CR 601.2i); the caster
    /// is "that player".
    Casts { who: Option<Relation>, what: Filter },
    /// "Whenever [a player / you / an opponent] activates an ability that isn't a mana
    /// ability" (CR 602.2b, 601.2i: the ability triggers once the ability is activated, its
    /// costs paid; loyalty abilities are activated abilities, 606.1). The activating player is
    /// "that player". Mana abilities are activated within a payment here (605.3a) and never
    /// raise the event, so the card text must exclude them.
    Activates { who: Option<Relation> },
    /// "At the beginning of [your / each] [step]" (CR 503.1a, 513.1a).
    BeginningOf { step: Step, whose: Option<Relation> },
    /// "Whenever chaos ensues" (CR 311.7).
    ChaosEnsues,
    /// "When you encounter this" (CR 312.5).
    Encounter,
    /// "Whenever you roll the planar die" (CR 901.9).
    PlanarDieRolled,
    /// "When this creature dies" (CR 700.4: put into a graveyard from the battlefield); a
    /// leaves-the-battlefield trigger, which looks back in time (603.10a).
    Dies,
    /// "When you cast this spell [from anywhere other than ZONE]" (CR 601.2i): an ability of
    /// the spell itself that functions on the stack (CR 113.6). `not_from`: the zone it must not
    /// have been cast from.
    CastThis { not_from: Option<super::Zone> },
    /// "[event] during your turn" / "during an opponent's turn": the event, on a turn of the
    /// ability's controller or of one of their opponents (CR 603.2).
    During {
        whose: Relation,
        event: Box<EventPattern>,
    },
    /// A zone change (CR 603.6a, 603.6c, 603.10a, 700.4): "whenever a [filter] dies"
    /// (battlefield to graveyard), "... leaves the battlefield" (from the battlefield),
    /// "... is put into a graveyard from anywhere" (to a graveyard), "... is exiled" (to
    /// exile), of "this" (`Selector::This`) or of an object a filter describes (`Selector::One`,
    /// read as the object last existed in the zone it left, from the point of view of the
    /// watcher's controller). `None`: any zone.
    ZoneChange {
        what: Selector,
        from: Option<Zone>,
        to: Option<Zone>,
    },
    /// "When you planeswalk to this" (CR 901.11: the plane a player planeswalks to, 901.11b).
    PlaneswalkedTo,
    /// One ability with several trigger conditions ("When you planeswalk to this and at the
    /// beginning of your upkeep", CR 603.2): it triggers on any of them.
    AnyOf(Vec<EventPattern>),
    /// "Whenever you attack" (CR 508.1, 603.2: you declare one or more attackers), or "with at
    /// least N [filter]" attacking creatures.
    YouAttack { at_least: u8, with: Filter },
    /// "Whenever this creature deals combat damage to a player" (`Selector::This`), "whenever
    /// a [creature you control] deals combat damage to a player" (`Selector::One`, read from
    /// the ability's controller's point of view as the damage is dealt): CR 510.2, 603.2. Each
    /// creature that deals combat damage to a player is an event of its own; an ability about
    /// a filter remembers that creature ("it", "its controller").
    DealsCombatDamageToPlayer(Selector),
    /// A Saga's chapter ability "{rN}" (CR 714.2b): lore counters were put on it, and their
    /// number went from less than N to at least N.
    Chapter(u8),
    /// "When you planeswalk away from this" (CR 901.11b: the plane or phenomenon turned face
    /// down, or that left the game).
    PlaneswalkedAway,
    /// "Whenever you roll one or more dice" / "whenever you roll a die" (`at_least` 0: the
    /// planar die too, CR 706.7, 901.9d), "whenever you roll a 5 or higher on a die" (a
    /// numerical result, which the planar die has not). The result is the ability's "the
    /// result".
    RollsDice { at_least: u8 },
    /// "[event], if this card is suspended" (Deep-Sea Kraken): an intervening "if" (CR 603.4)
    /// that only a card in exile can meet (702.62b), so the ability functions in exile
    /// (113.6b). It is checked as the event happens and again as the ability resolves.
    IfSuspended(Box<EventPattern>),
    /// "[event], if you control a creature with power 4 or greater" (Beastbond Outcaster): an
    /// intervening "if" (CR 603.4) about the game, from the ability's controller's point of
    /// view. The ability triggers only if the condition holds as the event happens, and does
    /// nothing if it no longer holds as the ability resolves.
    If {
        event: Box<EventPattern>,
        condition: super::selector::Condition,
    },
    /// "Whenever you foretell a card" (CR 702.143c: the foretell special action, not a card
    /// becoming foretold by an effect).
    YouForetell,
    /// "Whenever this creature attacks" (CR 508.1m, 508.3a: it is declared as an attacker).
    Attacks,
    /// "Whenever this creature / a [filter] becomes the target of a spell [or ability] [an
    /// opponent controls]" (CR 603.2e, 115.1: it becomes a target as a spell is cast, 601.2c,
    /// an activated ability is activated, 602.2b, or a triggered ability is put on the stack,
    /// 603.3d; the ability triggers once the spell is cast, 601.2i). `abilities`: abilities
    /// too. `by`: whose spell or ability (from the ability's controller's point of view). "that
    /// spell" is the spell, "that spell or ability" the spell or ability (ward, 702.21a), and
    /// "that player" / "that spell's controller" the player who controls it.
    BecomesTarget {
        what: Selector,
        abilities: bool,
        by: Option<Relation>,
    },
    /// "Whenever you cast your second spell each turn" (CR 601.2i): the caster is the
    /// ability's controller, and the spell is the `n`th they cast this turn. The spell is
    /// "it", "that spell", "the spell you cast".
    YouCastNth(u8),
    /// "Whenever you put one or more [kind] counters on a permanent [you control] [or
    /// player]" (CR 122.6, 603.2): the ability's controller put counters on a permanent, or
    /// gave a permanent counters as it entered (122.6a: its controller puts them unless the
    /// effect says who). One event for each object (or player) counters were put on at once;
    /// the ability remembers how many of the matching kind it got ("that much"). `kind`: only
    /// that kind (`None`: any); `on`: the permanents (`None`: no permanent, only players);
    /// `players`: counters put on a player count too.
    YouPutCounters {
        kind: Option<super::effect::CounterKind>,
        on: Option<Filter>,
        players: bool,
    },
    /// "Whenever a time counter is removed from this [while it's exiled]" (CR 122.1, 603.2):
    /// one event per counter removed (suspend removes them one at a time, 702.62a). `zone`:
    /// the zone the ability functions in (113.6b: "while it's exiled"; the battlefield
    /// unless said, 113.6).
    TimeCounterRemoved { zone: Zone },
    /// "When this has ten or more scroll counters on it, [effect]" (Aretopolis): a
    /// state-triggered ability (CR 603.8). It triggers when the game state matches the
    /// condition, and not again while it is waiting to be put on the stack or is on the stack;
    /// once it has left the stack it triggers again if the condition still holds.
    State(super::selector::Condition),
    /// "When you cycle this card" (CR 702.29c): when its owner discards it to pay a cycling
    /// (or typecycling, 702.29f) cost; it triggers from whatever zone the card is in then.
    YouCycleThis,
    /// "Whenever you cycle or discard a card" (`cycle_only` false, CR 702.29d: once for a card
    /// cycled), "whenever you cycle a card" (`cycle_only`); `other`: "another card", not this.
    YouCycleOrDiscard { cycle_only: bool, other: bool },
    /// "Whenever a player draws a land card" / "whenever you draw a card" / "whenever an
    /// opponent draws a nonland card" (CR 121.1, 603.2): one event for each card drawn; `who`
    /// is whose draw (from the ability's controller's point of view; `None`: any player's),
    /// `what` the card drawn (read in the hand it went to). "That player" is the one who drew.
    Draws {
        who: Option<Relation>,
        what: super::selector::Filter,
    },
    /// "Whenever [a player / you / an opponent] taps a [land / permanent / filter] for mana"
    /// (CR 106.12: a mana ability with {T} in its cost was activated and produced mana; 605.1b,
    /// 603.2): one event for each source tapped, as it is tapped while paying (601.2g-h).
    /// `who` is the tapper (from the ability's controller's point of view; "that player"),
    /// `what` the source, read on the battlefield. An ability whose only instruction is "that
    /// player adds one mana of any type that land produced" is a triggered mana ability
    /// (605.1b, 605.4a): it resolves at once, within the payment (`TriggerDef::mana`).
    TapsForMana {
        who: Option<Relation>,
        what: super::selector::Filter,
    },
    /// "Whenever this creature blocks" (CR 509.1i, 509.3a: it is declared as a blocker);
    /// "whenever this attacks or blocks" is `AnyOf` of `Attacks` and this.
    Blocks,
    /// "Whenever one or more [creatures you control] deal combat damage to a player" (CR
    /// 510.2, 603.2c): one event for all the creatures of the filter (read from the ability's
    /// controller's point of view) that deal combat damage to a player at once, in one combat
    /// damage step; it binds no creature.
    OneOrMoreDealCombatDamage(Filter),
    /// "Whenever this creature deals damage to a player / to an opponent / to a creature" (CR
    /// 120.3, 603.2): any damage it deals, combat damage (510.2) and damage from a spell or
    /// ability whose source it is. One event for each player (or creature) dealt damage; none
    /// for 0 damage (120.8) or damage prevented (615.1). A player dealt damage is the
    /// ability's "that player".
    DealsDamage(DamageTo),
    /// "When this creature is turned face up" (CR 708.8, 702.37e, 603.2): its controller
    /// turned it face up (by the morph, megamorph or disguise special action). It is a
    /// triggered ability of the face-up permanent, put on the stack the next time a player
    /// would receive priority (603.3); enters abilities don't trigger (708.8).
    TurnedFaceUp,
}

/// Who or what a "deals damage" trigger waits for its source to deal damage to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DamageTo {
    /// "to a player" (`None`), "to an opponent" / "to you" (from the ability's controller's
    /// point of view).
    Player(Option<Relation>),
    /// "to a creature".
    Creature,
}

impl EventPattern {
    /// Whether `pred` holds for this event or, for several trigger conditions, for one of them.
    /// The intervening "if" conditions about the game (CR 603.4) in this event.
    pub fn conditions(&self) -> Vec<&super::selector::Condition> {
        match self {
            EventPattern::AnyOf(all) => all.iter().flat_map(|e| e.conditions()).collect(),
            EventPattern::During { event, .. } | EventPattern::IfSuspended(event) => {
                event.conditions()
            }
            EventPattern::If { event, condition } => {
                let mut all = event.conditions();
                all.push(condition);
                all
            }
            _ => Vec::new(),
        }
    }

    pub fn any(&self, pred: &impl Fn(&EventPattern) -> bool) -> bool {
        match self {
            EventPattern::AnyOf(all) => all.iter().any(|e| e.any(pred)),
            // CR 603.4: the event is the event; the condition is checked apart.
            EventPattern::If { event, .. } => event.any(pred),
            e => pred(e),
        }
    }

    /// Whether `pred` holds for this event or for any event it is made of: each of several
    /// trigger conditions, and the event inside "during your turn", "if this card is
    /// suspended" and an intervening "if" about the game.
    pub fn mentions(&self, pred: &impl Fn(&EventPattern) -> bool) -> bool {
        match self {
            EventPattern::AnyOf(all) => all.iter().any(|e| e.mentions(pred)),
            EventPattern::During { event, .. }
            | EventPattern::IfSuspended(event)
            | EventPattern::If { event, .. } => event.mentions(pred),
            e => pred(e),
        }
    }

    /// A spell being cast by a player (CR 601.2i): "whenever [a player] casts [a spell]" and
    /// "whenever you cast your second spell each turn", the events a cast raises.
    pub fn is_cast(&self) -> bool {
        matches!(
            self,
            EventPattern::Casts { .. } | EventPattern::YouCastNth(_)
        )
    }
}
