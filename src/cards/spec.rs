//! The card definition vocabulary: what a card file (or a model's inline `[[card]]`) can say.

use serde::Deserialize;

use super::event::EventPattern;
use super::lower;
use super::mana_ability::{self, ManaAbility};
use super::program::Program;
use super::selector::TargetSpec;
use super::{ManaCost, Zone};

/// Card types (CR 300.1), as a bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
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

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Keyword {
    Flying,
    Reach,
    Haste,
    Flash,
}

/// A number in an effect: fixed, or the spell's X (CR 107.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Amount {
    Fixed(u8),
    X,
}

impl<'de> Deserialize<'de> for Amount {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            N(u8),
            S(String),
        }
        match Raw::deserialize(d)? {
            Raw::N(n) => Ok(Amount::Fixed(n)),
            Raw::S(s) if s.eq_ignore_ascii_case("x") => Ok(Amount::X),
            Raw::S(s) => Err(serde::de::Error::custom(format!(
                "amount must be a number or \"X\", not \"{s}\""
            ))),
        }
    }
}

/// What a target may be (CR 115). Filters such as a minimum power sit beside it in the effect.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum TargetKind {
    /// "any target": a creature, player, planeswalker or battle (CR 115.4).
    Any,
    Creature,
    Player,
    Spell,
}

/// One instruction of a spell or ability, carried out in order on resolution (CR 608.2c).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(tag = "do", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Verb {
    /// "deals N damage to any target"; `kicked` is the amount if the spell was kicked.
    Damage {
        amount: Amount,
        #[serde(default)]
        kicked: Option<Amount>,
        target: TargetKind,
    },
    /// "Draw N cards" (the controller); with `target = "player"`, "target player draws".
    Draw {
        amount: u8,
        #[serde(default)]
        target: Option<TargetKind>,
    },
    /// "Counter target spell" (CR 701.6).
    Counter { target: TargetKind },
    /// "Exile target creature [with power N or greater]".
    Exile {
        target: TargetKind,
        #[serde(default)]
        min_power: Option<i8>,
    },
    /// "Look at the top N cards of your library. You may exile a nonland card from among them.
    /// If you do, it becomes plotted. Put the rest into your hand." (Make Your Own Luck)
    LookPlot { count: u8 },
    /// "You may exile a nonland card [with mana value N or less] from your hand. If you do, it
    /// becomes plotted." (Kellan Joins Up, Jace Reawakened)
    PlotFromHand {
        #[serde(default)]
        max_mana_value: Option<u8>,
    },
    /// "Put N +1/+1 counters on each creature you control."
    CountersOnYourCreatures { amount: u8 },
    /// "[You / that player] may gain N life" (`that_player`: the player the trigger is about).
    GainLife {
        amount: u8,
        #[serde(default)]
        optional: bool,
        #[serde(default)]
        that_player: bool,
    },
    /// "Untap all permanents you control." (The Eon Fog)
    UntapYourPermanents,
    /// "Remove N time counters from each suspended card you own." (Talon Gates)
    RemoveTimeCountersFromYourSuspended { amount: u8 },
    /// "Reveal the top card of your planar deck. You may put it on the bottom of your planar
    /// deck." (Stairs to Infinity)
    RevealPlanarTopMayBottom,
    /// "Put the cards in your hand on the bottom of your library, then draw that many cards."
    /// (Pools of Becoming; the order is the hand's, see README.)
    CycleHand,
    /// "Reveal the top N cards of your planar deck. Each of the revealed cards' chaos abilities
    /// triggers. Then put the revealed cards on the bottom of your planar deck." (Pools)
    RevealPlanarChaos { count: u8 },
    /// "Reveal cards from the top of your planar deck until you reveal N plane cards.
    /// Simultaneously planeswalk to all of them; the others go to the bottom." (Spatial Merging)
    PlaneswalkToRevealed { planes: u8 },
    /// "Reveal cards from the top of your planar deck until you reveal N plane cards. Put a plane
    /// card from among them on top of your planar deck, then put the rest on the bottom."
    /// (Interplanar Tunnel; the rest keep their revealed order, see README.)
    ChoosePlanarTop { planes: u8 },
    /// "Each blank roll of the planar die is a chaos roll until a player planeswalks away from
    /// a plane." (Chaotic Aether)
    BlanksAreChaos,
    /// Planeswalk (CR 701.31): the planeswalking ability (CR 901.8).
    Planeswalk,
    /// "Counter target spell. If the spell is countered this way, exile it with N time counters
    /// on it instead of putting it into its owner's graveyard. If it doesn't have suspend, it
    /// gains suspend." (Delay)
    CounterSuspend { time: u8 },
    /// "Remove a time counter from [this card]." (suspend's upkeep trigger, Greater Gargadon)
    RemoveTimeCounter,
    /// "[You may] play it without paying its mana cost if able." (suspend's last-counter
    /// trigger, CR 702.62a; mandatory or optional by edition)
    PlaySuspended,
}

impl Verb {
    /// The target this instruction needs, with its minimum power filter.
    pub fn target(&self) -> Option<(TargetKind, Option<i8>)> {
        match self {
            Verb::Damage { target, .. } | Verb::Counter { target } => Some((*target, None)),
            Verb::CounterSuspend { .. } => Some((TargetKind::Spell, None)),
            Verb::Exile { target, min_power } => Some((*target, *min_power)),
            Verb::Draw { target, .. } => target.map(|t| (t, None)),
            _ => None,
        }
    }
}

/// Trigger events (CR 603.2).
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum OldEvent {
    /// "When this card becomes plotted" (CR 702.170, either path).
    BecomesPlotted,
    /// "When this permanent enters" (CR 603.6a).
    Enters,
    /// "Whenever a legendary creature you control enters".
    LegendaryCreatureYouControlEnters,
    /// "Whenever chaos ensues" (CR 311.7): a plane's chaos ability.
    Chaos,
    /// "When you encounter [this phenomenon]" (CR 312.5).
    Encounter,
    /// "Whenever you roll the planar die" (the planar controller).
    PlanarRoll,
    /// "Whenever a player casts a spell" (the caster is remembered by the ability).
    PlayerCasts,
    /// "At the beginning of your end step" (the planar controller's, for a plane).
    YourEndStep,
}

#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Trigger {
    pub when: OldEvent,
    pub effects: Vec<Verb>,
}

/// Static abilities of permanents (CR 604) that the engine knows how to apply.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Static {
    /// "Spells cost {N} more to cast." (every player's spells; CR 601.2f)
    CostIncrease { amount: u8 },
    /// "Spells you cast from [zones] cost {N} less to cast." (CR 601.2f)
    CostReduction { amount: u8, from: Vec<Zone> },
    /// "Plotting cards from your hand costs {N} less." (CR 702.170e: the special action only)
    PlotCostReduction { amount: u8 },
    /// "You may cast spells as though they had flash." (CR 702.8)
    Flash,
    /// "The top card of your library has plot. The plot cost is equal to its mana cost. You may
    /// plot nonland cards from the top of your library." (CR 702.170f)
    LibraryTopPlot,
    /// "Spells with the chosen name can't be cast." (Meddling Mage; the name is chosen as it
    /// enters, CR 601.3)
    NamedCantBeCast,
    /// "Players have no maximum hand size." (Stairs to Infinity)
    NoMaximumHandSize,
    /// "Players skip their untap steps." (The Eon Fog)
    SkipUntap,
    /// "Any time you could cast a sorcery, you may exile a nonland card from your hand with X
    /// time counters on it, where X is its mana value. If the exiled card doesn't have suspend,
    /// it gains suspend." (Talon Gates: a special action of the planar controller)
    ExileToSuspend,
}

/// "Suspend N—[cost]" (CR 702.62a).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct SuspendSpec {
    pub time: u8,
    pub cost: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Suspend {
    pub time: u8,
    pub cost: ManaCost,
}

/// An activated ability (CR 602) with a mana cost and/or a sacrifice cost, e.g. Greater
/// Gargadon's.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ActivatedSpec {
    /// The zone it functions in.
    pub zone: Zone,
    /// The mana in its activation cost (CR 602.1a), like "{2}" in "{2}: …".
    #[serde(default)]
    pub cost: Option<String>,
    /// "Activate only if [this card] is suspended."
    #[serde(default)]
    pub only_if_suspended: bool,
    /// "Sacrifice a [type or type…]:" (types separated by "|": "artifact|creature|land").
    #[serde(default)]
    pub sacrifice: Option<String>,
    pub effects: Vec<Verb>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Activated {
    pub zone: Zone,
    pub cost: Option<ManaCost>,
    pub only_if_suspended: bool,
    pub sacrifice: Option<Types>,
    pub program: Program,
}

/// A triggered ability (CR 603): its event and its instructions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TriggerDef {
    pub when: EventPattern,
    pub program: Program,
}

/// "This creature enters with N +1/+1 counters on it if it wasn't cast or no mana was spent to
/// cast it." (CR 614.1c)
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct EntersWith {
    pub counters: u8,
    #[serde(default)]
    pub unless_mana_spent: bool,
}

/// A characteristic-defining power (CR 604.3): counts cards of some types the controller owns
/// in some zones (Crackling Drake).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct CountCards {
    pub types: Vec<String>,
    pub zones: Vec<Zone>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Power {
    Fixed(i8),
    Count { types: Types, zones: Vec<Zone> },
}

/// Additional costs (CR 118.8).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct AdditionalCost {
    /// "As an additional cost to cast this spell, sacrifice a [type]."
    pub sacrifice: String,
}

/// A card file as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardSpec {
    pub name: String,
    /// Mana cost like "{4}{U}"; leave it out for a card with no mana cost.
    #[serde(default)]
    pub cost: Option<String>,
    pub types: Vec<String>,
    #[serde(default)]
    pub legendary: bool,
    #[serde(default)]
    pub subtypes: Vec<String>,
    /// A number, or "*" with `power_counts`.
    #[serde(default)]
    pub power: Option<toml::Value>,
    #[serde(default)]
    pub power_counts: Option<CountCards>,
    /// Checked against `PT_RANGE` when compiled.
    #[serde(default)]
    pub toughness: Option<i64>,
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
    #[serde(default)]
    pub additional_cost: Option<AdditionalCost>,
    #[serde(default)]
    pub spell: Vec<Verb>,
    #[serde(default)]
    pub triggers: Vec<Trigger>,
    #[serde(default)]
    pub statics: Vec<Static>,
    #[serde(default)]
    pub enters_with: Option<EntersWith>,
    #[serde(default)]
    pub suspend: Option<SuspendSpec>,
    #[serde(default)]
    pub activated: Vec<ActivatedSpec>,
    /// "This permanent enters tapped." (CR 614.1c)
    #[serde(default)]
    pub enters_tapped: bool,
    /// The back face of a modal double-faced card (CR 712), in the same vocabulary.
    #[serde(default)]
    pub back: Option<Box<CardSpec>>,
    #[serde(default)]
    pub text: String,
}

/// A validated card definition: what the engine reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardDef {
    pub name: String,
    pub mana_cost: Option<ManaCost>,
    pub types: Types,
    pub legendary: bool,
    pub subtypes: Vec<String>,
    pub power: Option<Power>,
    pub toughness: Option<i8>,
    pub keywords: Vec<Keyword>,
    pub mana: Option<ManaAbility>,
    pub plot: Option<ManaCost>,
    pub kicker: Option<ManaCost>,
    pub sacrifice: Option<Types>,
    pub spell: Program,
    pub triggers: Vec<TriggerDef>,
    pub statics: Vec<Static>,
    pub enters_with: Option<EntersWith>,
    pub suspend: Option<Suspend>,
    pub activated: Vec<Activated>,
    pub enters_tapped: bool,
    /// A modal double-faced card's back face (CR 712.8: used only while that face is up).
    pub back: Option<Box<CardDef>>,
    pub text: String,
}

fn parse_types(names: &[String], what: &str) -> Result<Types, String> {
    let mut t = Types::default();
    for n in names {
        let found = Types::NAMES
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(n))
            .ok_or_else(|| {
                format!(
                    "unknown {what} '{n}'; known: {}",
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
    pub fn compile(&self) -> Result<CardDef, String> {
        let types = parse_types(&self.types, "card type")?;
        if types.0 == 0 {
            return Err(format!("card '{}' needs at least one type", self.name));
        }
        let power = match (&self.power, &self.power_counts) {
            (None, None) => None,
            (Some(toml::Value::Integer(n)), None) => Some(Power::Fixed(printed_pt("power", *n)?)),
            (Some(toml::Value::String(s)), Some(c)) if s == "*" => Some(Power::Count {
                types: parse_types(&c.types, "card type")?,
                zones: c.zones.clone(),
            }),
            _ => {
                return Err(
                    "power must be a number, or \"*\" together with power_counts".to_string(),
                )
            }
        };
        let toughness = self
            .toughness
            .map(|n| printed_pt("toughness", n))
            .transpose()?;
        if types.has(Types::CREATURE) && (power.is_none() || toughness.is_none()) {
            return Err(format!(
                "creature '{}' needs power and toughness",
                self.name
            ));
        }
        let mana = self.mana.as_ref().map(mana_ability::parse).transpose()?;
        let sacrifice = self
            .additional_cost
            .as_ref()
            .map(|a| parse_types(std::slice::from_ref(&a.sacrifice), "sacrifice type"))
            .transpose()?;
        let targeted = self.spell.iter().filter(|e| e.target().is_some()).count();
        if targeted > 1 {
            return Err("at most one targeted instruction per spell is supported".into());
        }
        for t in &self.triggers {
            if t.effects.iter().filter(|e| e.target().is_some()).count() > 1 {
                return Err("at most one targeted instruction per ability is supported".into());
            }
        }
        let suspend = match &self.suspend {
            None => None,
            Some(sp) => Some(Suspend {
                time: sp.time,
                cost: ManaCost::parse(&sp.cost).map_err(|e| format!("suspend cost: {e}"))?,
            }),
        };
        let mut activated = Vec::new();
        for a in &self.activated {
            let sacrifice = match &a.sacrifice {
                None => None,
                Some(s) => {
                    let names: Vec<String> = s.split('|').map(|t| t.trim().to_string()).collect();
                    Some(parse_types(&names, "sacrifice type")?)
                }
            };
            let mana = cost("activated cost", &a.cost)?;
            if mana.is_some_and(|c| c.x > 0) {
                return Err("activated cost: {X} in an activation cost is not supported".into());
            }
            activated.push(Activated {
                zone: a.zone,
                cost: mana,
                only_if_suspended: a.only_if_suspended,
                sacrifice,
                program: lower::program(&a.effects)?,
            });
        }
        Ok(CardDef {
            name: self.name.clone(),
            mana_cost: cost("cost", &self.cost)?,
            types,
            legendary: self.legendary,
            subtypes: self.subtypes.clone(),
            power,
            toughness,
            keywords: self.keywords.clone(),
            mana,
            plot: cost("plot", &self.plot)?,
            kicker: cost("kicker", &self.kicker)?,
            sacrifice,
            spell: lower::program(&self.spell)?,
            triggers: self
                .triggers
                .iter()
                .map(|t| {
                    Ok(TriggerDef {
                        when: lower::event(t.when),
                        program: lower::program(&t.effects)?,
                    })
                })
                .collect::<Result<_, String>>()?,
            statics: self.statics.clone(),
            enters_with: self.enters_with,
            suspend,
            activated,
            enters_tapped: self.enters_tapped,
            back: match &self.back {
                None => None,
                Some(b) if b.back.is_some() => {
                    return Err("a back face cannot have a back face".into())
                }
                Some(b) => Some(Box::new(
                    b.compile().map_err(|e| format!("back face: {e}"))?,
                )),
            },
            text: self.text.clone(),
        })
    }
}

impl CardDef {
    pub fn has(&self, k: Keyword) -> bool {
        self.keywords.contains(&k)
    }

    pub fn is(&self, t: Types) -> bool {
        self.types.has(t)
    }

    /// Every program the card's abilities run: its spell's, its triggers', its activated
    /// abilities'.
    pub fn programs(&self) -> impl Iterator<Item = &Program> {
        std::iter::once(&self.spell)
            .chain(self.triggers.iter().map(|t| &t.program))
            .chain(self.activated.iter().map(|a| &a.program))
    }

    /// Mana value (CR 202.3): of the mana cost, 0 if it has none.
    pub fn mana_value(&self) -> u8 {
        self.mana_cost.map(|c| c.mana_value()).unwrap_or(0)
    }

    /// The spell's target requirement, if any (one target at most so far).
    pub fn spell_target(&self) -> Option<&TargetSpec> {
        self.spell.targets.first()
    }
}
