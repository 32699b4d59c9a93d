//! The old one-verb-per-card vocabulary (`spec::Verb`), lowered into the card language's
//! primitives. Each verb becomes the instructions its card's Oracle text says; this file goes
//! when every card file is written in the language itself.

use super::effect::{Arrival, CounterKind, Effect, Place, RuleChange};
use super::event::EventPattern;
use super::program::Program;
use super::selector::{Amount, Deck, Filter, PlayerRef, Relation, Selector, Status, TargetSpec};
use super::spec::{self, OldEvent, TargetKind, Verb};
use super::{Step, Types, Zone};

pub fn event(e: OldEvent) -> EventPattern {
    match e {
        OldEvent::BecomesPlotted => EventPattern::BecomesPlotted,
        OldEvent::Enters => EventPattern::Enters(Selector::This),
        OldEvent::LegendaryCreatureYouControlEnters => {
            EventPattern::Enters(Selector::One(Filter {
                types: Types::CREATURE,
                legendary: true,
                controller: Some(Relation::You),
                ..Filter::default()
            }))
        }
        OldEvent::Chaos => EventPattern::ChaosEnsues,
        OldEvent::Encounter => EventPattern::Encounter,
        OldEvent::PlanarRoll => EventPattern::PlanarDieRolled,
        OldEvent::PlayerCasts => EventPattern::Casts {
            who: None,
            what: Filter {
                zone: Some(Zone::Stack),
                ..Filter::default()
            },
        },
        OldEvent::YourEndStep => EventPattern::BeginningOf {
            step: Step::End,
            whose: Some(Relation::You),
        },
    }
}

fn target(kind: TargetKind, min_power: Option<i8>) -> Selector {
    let spec = match kind {
        TargetKind::Any => TargetSpec::Any,
        TargetKind::Player => TargetSpec::Player,
        TargetKind::Creature => TargetSpec::Object(Filter {
            types: Types::CREATURE,
            power: min_power.map(|p| super::selector::Compare::AtLeast(p as i16)),
            ..Filter::default()
        }),
        TargetKind::Spell => TargetSpec::Object(Filter {
            zone: Some(Zone::Stack),
            ..Filter::default()
        }),
    };
    Selector::Target(0, spec)
}

fn amount(a: spec::Amount) -> Amount {
    match a {
        spec::Amount::Fixed(n) => Amount::Fixed(n),
        spec::Amount::X => Amount::X,
    }
}

fn plot_chosen(choose_from: Filter, slot: u8) -> Vec<Effect> {
    vec![
        Effect::May {
            who: PlayerRef::You,
            then: vec![
                Effect::Choose {
                    what: Selector::One(choose_from),
                    optional: false,
                    bind: slot,
                },
                Effect::Move {
                    what: Selector::Bound(slot),
                    to: Place::Exile,
                    arrival: Arrival::default(),
                    bind: None,
                },
            ],
        },
        Effect::IfYouDo(vec![Effect::BecomePlotted {
            what: Selector::Bound(slot),
        }]),
    ]
}

/// One verb's instructions; `next` is the first free binding slot.
fn verb(v: &Verb, next: &mut u8) -> Result<Vec<Effect>, String> {
    let mut slot = || {
        let s = *next;
        *next += 1;
        s
    };
    let move_to = |what: Selector, to: Place, bind: Option<u8>| Effect::Move {
        what,
        to,
        arrival: Arrival::default(),
        bind,
    };
    Ok(match v {
        Verb::Damage {
            amount: a,
            kicked,
            target: t,
        } => {
            let amount = match (kicked, a) {
                (None, a) => amount(*a),
                (Some(spec::Amount::Fixed(k)), spec::Amount::Fixed(n)) => Amount::IfKicked(*k, *n),
                _ => {
                    return Err("a kicked amount must be a number, as must the unkicked one".into())
                }
            };
            vec![Effect::Damage {
                amount,
                to: target(*t, None),
            }]
        }
        Verb::Draw {
            amount: n,
            target: t,
        } => vec![Effect::Draw {
            n: Amount::Fixed(*n),
            who: match t {
                None => PlayerRef::You,
                Some(_) => PlayerRef::Target(0),
            },
        }],
        Verb::Counter { target: t } => vec![Effect::Counter {
            what: target(*t, None),
            to: None,
            arrival: Arrival::default(),
        }],
        Verb::Exile {
            target: t,
            min_power,
        } => vec![move_to(target(*t, *min_power), Place::Exile, None)],
        Verb::LookPlot { count } => {
            let looked = slot();
            let chosen = slot();
            let mut out = vec![Effect::Look {
                what: Selector::Top {
                    n: Amount::Fixed(*count),
                    deck: Deck::Library,
                },
                bind: looked,
            }];
            out.extend(plot_chosen(
                Filter {
                    not_types: Types::LAND,
                    among: Some(looked),
                    ..Filter::default()
                },
                chosen,
            ));
            out.push(move_to(Selector::RestOf(looked), Place::Hand, None));
            out
        }
        Verb::PlotFromHand { max_mana_value } => plot_chosen(
            Filter {
                not_types: Types::LAND,
                zone: Some(Zone::Hand),
                owner: Some(Relation::You),
                mana_value: max_mana_value.map(|m| super::selector::Compare::AtMost(m as i16)),
                ..Filter::default()
            },
            slot(),
        ),
        Verb::CountersOnYourCreatures { amount: n } => vec![Effect::PutCounters {
            kind: CounterKind::PlusOne,
            n: Amount::Fixed(*n),
            on: Selector::Each(Filter {
                types: Types::CREATURE,
                controller: Some(Relation::You),
                ..Filter::default()
            }),
        }],
        Verb::GainLife {
            amount: n,
            optional,
            that_player,
        } => {
            let who = if *that_player {
                PlayerRef::ThatPlayer
            } else {
                PlayerRef::You
            };
            let gain = Effect::GainLife {
                n: Amount::Fixed(*n),
                who,
            };
            if *optional {
                vec![Effect::May {
                    who,
                    then: vec![gain],
                }]
            } else {
                vec![gain]
            }
        }
        Verb::UntapYourPermanents => vec![Effect::Untap {
            what: Selector::Each(Filter {
                controller: Some(Relation::You),
                ..Filter::default()
            }),
        }],
        Verb::RemoveTimeCountersFromYourSuspended { amount: n } => vec![Effect::RemoveCounters {
            kind: CounterKind::Time,
            n: Amount::Fixed(*n),
            from: Selector::Each(Filter {
                zone: Some(Zone::Exile),
                owner: Some(Relation::You),
                status: Status::SUSPENDED,
                ..Filter::default()
            }),
        }],
        Verb::RevealPlanarTopMayBottom => {
            let top = slot();
            let chosen = slot();
            vec![
                Effect::Look {
                    what: Selector::Top {
                        n: Amount::Fixed(1),
                        deck: Deck::Planar,
                    },
                    bind: top,
                },
                Effect::May {
                    who: PlayerRef::You,
                    then: vec![
                        Effect::Choose {
                            what: Selector::One(Filter {
                                among: Some(top),
                                ..Filter::default()
                            }),
                            optional: false,
                            bind: chosen,
                        },
                        move_to(Selector::Bound(chosen), Place::PlanarBottom, None),
                    ],
                },
            ]
        }
        Verb::CycleHand => {
            let moved = slot();
            vec![
                move_to(
                    Selector::Each(Filter {
                        zone: Some(Zone::Hand),
                        owner: Some(Relation::You),
                        ..Filter::default()
                    }),
                    Place::LibraryBottom,
                    Some(moved),
                ),
                Effect::Draw {
                    n: Amount::CountOf(moved),
                    who: PlayerRef::You,
                },
            ]
        }
        Verb::RevealPlanarChaos { count } => {
            let revealed = slot();
            vec![
                Effect::Look {
                    what: Selector::Top {
                        n: Amount::Fixed(*count),
                        deck: Deck::Planar,
                    },
                    bind: revealed,
                },
                Effect::TriggerChaos {
                    of: Selector::Bound(revealed),
                },
                move_to(Selector::Bound(revealed), Place::PlanarBottom, None),
            ]
        }
        Verb::PlaneswalkToRevealed { planes } => {
            let revealed = slot();
            let found = slot();
            vec![
                Effect::RevealUntil {
                    deck: Deck::Planar,
                    until: Filter::of_types(Types::PLANE),
                    count: *planes,
                    found,
                    revealed,
                },
                Effect::Planeswalk {
                    to: Some(Selector::Bound(found)),
                },
                move_to(Selector::RestOf(revealed), Place::PlanarBottom, None),
            ]
        }
        Verb::ChoosePlanarTop { planes } => {
            let revealed = slot();
            let found = slot();
            let chosen = slot();
            vec![
                Effect::RevealUntil {
                    deck: Deck::Planar,
                    until: Filter::of_types(Types::PLANE),
                    count: *planes,
                    found,
                    revealed,
                },
                Effect::Choose {
                    what: Selector::One(Filter {
                        among: Some(found),
                        ..Filter::default()
                    }),
                    optional: false,
                    bind: chosen,
                },
                move_to(Selector::Bound(chosen), Place::PlanarTop, None),
                move_to(Selector::RestOf(revealed), Place::PlanarBottom, None),
            ]
        }
        Verb::BlanksAreChaos => vec![Effect::ChangeRule(
            RuleChange::BlankRollsAreChaosUntilPlaneswalk,
        )],
        Verb::Planeswalk => vec![Effect::Planeswalk { to: None }],
        Verb::CounterSuspend { time } => vec![Effect::Counter {
            what: target(TargetKind::Spell, None),
            to: Some(Place::Exile),
            arrival: Arrival {
                counters: vec![(CounterKind::Time, Amount::Fixed(*time))],
                gains_suspend: true,
            },
        }],
        Verb::RemoveTimeCounter => vec![Effect::RemoveCounters {
            kind: CounterKind::Time,
            n: Amount::Fixed(1),
            from: Selector::This,
        }],
        Verb::PlaySuspended => vec![Effect::PlayWithoutPaying {
            what: Selector::This,
        }],
    })
}

pub fn program(verbs: &[Verb]) -> Result<Program, String> {
    let mut next = 0;
    let mut effects = Vec::new();
    for v in verbs {
        effects.extend(verb(v, &mut next)?);
    }
    Program::compile(&effects)
}
