//! The abilities keywords and game rules stand for, written in the card language: suspend's
//! two triggered abilities (CR 702.62a), Planechase's planeswalking ability (CR 901.8),
//! vanishing's two triggered abilities (CR 702.63a), the ward {2} of a face-down disguised
//! permanent (CR 702.168a, 702.21a), the triggered abilities of the emblem The Ring (CR
//! 701.54c), rebound's delayed triggered ability (CR 702.88a), blitz's delayed sacrifice and
//! dies trigger (CR 702.152a), demonstrate's cast trigger (CR 702.144a) and persist's and
//! undying's return (CR 702.79a, 702.93a).

use super::effect::{DelayedAbility, DelayedEvent, Effect};
use super::program::Program;
use super::selector::{Amount, PlayerRef, Selector};
use super::CounterKind;

/// The programs of the abilities no card prints.
#[derive(Clone, Debug)]
pub struct RuleAbilities {
    /// "At the beginning of your upkeep, if this card is suspended, remove a time counter from
    /// it." (CR 702.62a)
    pub suspend_upkeep: Program,
    /// "When the last time counter is removed from this card, if it's exiled, [you may] play it
    /// without paying its mana cost if able." (CR 702.62a, by edition)
    pub suspend_last_counter: Program,
    /// "Whenever you roll {PW}, planeswalk." (CR 901.8)
    pub planeswalking: Program,
    /// Vanishing's "At the beginning of your upkeep, if this permanent has a time counter on
    /// it, remove a time counter from it." (CR 702.63a; the "if" is checked as it triggers and
    /// resolves, 603.4)
    pub vanishing_upkeep: Program,
    /// Vanishing's "When the last time counter is removed from this permanent, sacrifice it."
    pub vanishing_last_counter: Program,
    /// A face-down disguised permanent's ward {2} (CR 702.168a, 702.21a): "counter that spell
    /// or ability unless that player pays {2}."
    pub face_down_ward: Program,
    /// The Ring's "Whenever your Ring-bearer attacks, draw a card, then discard a card."
    /// (CR 701.54c)
    pub ring_attacks: Program,
    /// The Ring's "Whenever your Ring-bearer deals combat damage to a player, each opponent
    /// loses 3 life." (CR 701.54c)
    pub ring_combat_damage: Program,
    /// Rebound's "at the beginning of your next upkeep, you may cast this card from exile
    /// without paying its mana cost" (CR 702.88a), about the card its spell became in exile.
    pub rebound: DelayedAbility,
    /// Exalted's "that creature gets +1/+1 until end of turn" (CR 702.83a), about the creature
    /// that attacked alone (bound first).
    pub exalted: Program,
    /// Blitz's "sacrifice the permanent this spell becomes at the beginning of the next end
    /// step" (CR 702.152a, 603.7), about that permanent.
    pub blitz_sacrifice: DelayedAbility,
    /// Blitz's "When this permanent is put into a graveyard from the battlefield, draw a card."
    /// (CR 702.152a)
    pub blitz_draw: Program,
    /// Demonstrate's "you may copy it and you may choose new targets for the copy. If you copy
    /// the spell, [an opponent] copies the spell and may choose new targets for that copy."
    /// (CR 702.144a): the opponent is "that player".
    pub demonstrate: Program,
    /// The deliberately broken variant `demonstrate.opponent=none`: only the first copy.
    pub demonstrate_alone: Program,
    /// Persist's "return it to the battlefield under its owner's control with a -1/-1 counter
    /// on it" (CR 702.79a), about the card that died.
    pub persist_return: Program,
    /// Undying's, with a +1/+1 counter (CR 702.93a).
    pub undying_return: Program,
    /// The Ring's third ability (CR 701.54c): "Whenever your Ring-bearer becomes blocked by a
    /// creature, the blocking creature's controller sacrifices it at end of combat." The
    /// triggered ability, about the blocker (bound first), creates the delayed one.
    pub ring_blocked: Program,
    /// Its delayed "the blocking creature's controller sacrifices it at end of combat" (CR
    /// 603.7, 511.2), about the blocker.
    pub ring_blocked_sacrifice: DelayedAbility,
    /// Crew's "This permanent becomes an artifact creature until end of turn." (CR 702.122a):
    /// card types added in layer 4 (613.1d, 205.1b: it keeps its other types).
    pub crew: Program,
    /// The deliberately broken variant `crew.becomes-creature=no`: nothing.
    pub crew_nothing: Program,
}

impl RuleAbilities {
    pub fn new() -> RuleAbilities {
        let compile = |e: Effect| Program::compile(&[e]).expect("a one-instruction program");
        RuleAbilities {
            suspend_upkeep: compile(Effect::RemoveCounters {
                kind: CounterKind::Time,
                n: Amount::Fixed(1),
                from: Selector::This,
            }),
            suspend_last_counter: compile(Effect::PlayWithoutPaying {
                what: Selector::This,
            }),
            planeswalking: compile(Effect::Planeswalk { to: None }),
            vanishing_upkeep: compile(Effect::RemoveCounters {
                kind: CounterKind::Time,
                n: Amount::Fixed(1),
                from: Selector::This,
            }),
            vanishing_last_counter: compile(Effect::Sacrifice {
                what: Selector::This,
            }),
            face_down_ward: compile(Effect::Unless {
                who: super::selector::PlayerRef::ThatPlayer,
                cost: super::ManaCost {
                    generic: 2,
                    ..super::ManaCost::ZERO
                },
                life: 0,
                then: vec![Effect::Counter {
                    what: Selector::ThatSpellOrAbility,
                    to: None,
                    arrival: Default::default(),
                }],
            }),
            ring_attacks: Program::compile(&[
                Effect::Draw {
                    n: Amount::Fixed(1),
                    who: PlayerRef::You,
                },
                Effect::Discard {
                    what: Selector::One(super::selector::Filter {
                        zone: Some(super::Zone::Hand),
                        owner: Some(super::selector::Relation::You),
                        ..Default::default()
                    }),
                    bind: 0,
                    who: PlayerRef::You,
                },
            ])
            .expect("draw, then discard"),
            ring_combat_damage: compile(Effect::DoneBy {
                players: super::effect::Players::Opponents,
                then: vec![Effect::LoseLife {
                    n: Amount::Fixed(3),
                    who: PlayerRef::You,
                }],
            }),
            rebound: DelayedAbility {
                when: DelayedEvent::YourNextUpkeep,
                condition: None,
                // "you may cast this card": a choice of it or nothing (CR 608.2g).
                program: compile(Effect::CastWithoutPaying {
                    who: PlayerRef::You,
                    from: Selector::Bound(0),
                    below: None,
                    play: false,
                }),
            },
            exalted: {
                let mut p = compile(Effect::Grant {
                    what: Selector::Bound(0),
                    grant: Box::new(super::Grant {
                        power: 1,
                        toughness: 1,
                        ..Default::default()
                    }),
                    until: super::Duration::EndOfTurn,
                    plus_x: None,
                    owners: false,
                });
                p.slots = 1;
                p
            },
            blitz_sacrifice: DelayedAbility {
                when: DelayedEvent::NextEndStep,
                condition: None,
                program: compile(Effect::Sacrifice {
                    what: Selector::Bound(0),
                }),
            },
            blitz_draw: compile(Effect::Draw {
                n: Amount::Fixed(1),
                who: PlayerRef::You,
            }),
            demonstrate: demonstrate(true),
            demonstrate_alone: demonstrate(false),
            persist_return: compile(returns_with(CounterKind::Named(super::MINUS_ONE))),
            undying_return: compile(returns_with(CounterKind::PlusOne)),
            ring_blocked: {
                let mut p = compile(Effect::CreateDelayed {
                    about: 0,
                    ability: Box::new(ring_blocked_sacrifice()),
                });
                p.slots = 1;
                p
            },
            ring_blocked_sacrifice: ring_blocked_sacrifice(),
            crew: compile(Effect::Grant {
                what: Selector::This,
                grant: Box::new(super::Grant {
                    add_types: super::Types(super::Types::ARTIFACT.0 | super::Types::CREATURE.0),
                    ..Default::default()
                }),
                until: super::Duration::EndOfTurn,
                plus_x: None,
                owners: false,
            }),
            crew_nothing: Program::compile(&[]).expect("an empty program"),
        }
    }
}

/// "The blocking creature's controller sacrifices it at end of combat" (The Ring's third
/// ability, CR 701.54c): a delayed ability about the blocker, done by its controller.
fn ring_blocked_sacrifice() -> DelayedAbility {
    DelayedAbility {
        when: DelayedEvent::EndOfCombat,
        condition: None,
        program: Program::compile(&[Effect::DoneBy {
            players: super::effect::Players::One(PlayerRef::ItsController),
            then: vec![Effect::Sacrifice {
                what: Selector::Bound(0),
            }],
        }])
        .expect("a one-instruction program"),
    }
}

/// "Return it to the battlefield under its owner's control with a [kind] counter on it"
/// (persist, undying: CR 702.79a, 702.93a).
fn returns_with(kind: CounterKind) -> Effect {
    Effect::Move {
        what: Selector::This,
        to: super::effect::Place::Battlefield,
        arrival: super::effect::Arrival {
            counters: vec![(kind, Amount::Fixed(1))],
            under_owners_control: true,
            ..Default::default()
        },
        bind: None,
    }
}

/// Demonstrate's program (CR 702.144a): "you may copy it ... If you copy the spell, [that
/// player] copies the spell and may choose new targets for that copy." (without the second
/// copy in the broken variant).
fn demonstrate(opponent: bool) -> Program {
    let copy = || Effect::CopySpell {
        what: Selector::This,
        new_targets: true,
        except: Box::default(),
    };
    let mut steps = vec![Effect::May {
        who: PlayerRef::You,
        then: vec![copy()],
    }];
    if opponent {
        steps.push(Effect::IfYouDo(vec![Effect::DoneBy {
            players: super::effect::Players::One(PlayerRef::ThatPlayer),
            then: vec![copy()],
        }]));
    }
    Program::compile(&steps).expect("demonstrate's program")
}

impl Default for RuleAbilities {
    fn default() -> Self {
        Self::new()
    }
}
