//! An ability's instructions compiled once, at card load, into a flat list the engine runs
//! with a program counter: control flow becomes jumps, so a resolution that stops to ask a
//! player (CR 608.2d: "you may", "choose") is resumed from a small value (the counter, the
//! last answer, the bindings) that is part of the game state.

use super::effect::Effect;
use super::selector::{Selector, Slot, TargetSpec};

/// One step of a compiled program.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// An instruction without control flow (never `May`, `IfYouDo` or `If`).
    Act(Effect),
    /// "[who] may ...": asks yes or no; "no" jumps to `end`. Remembers the answer.
    May {
        who: super::selector::PlayerRef,
        end: u16,
    },
    /// "If you do": unless the last answer was yes, jump to `end`.
    UnlessDid { end: u16 },
    /// "[instructions] unless [player] pays [cost]" (CR 118.12a): if the last answer was yes
    /// (they paid), jump to `end`.
    IfDid { end: u16 },
    /// "If [condition]": unless it holds now, jump to `end`.
    Unless {
        condition: super::selector::Condition,
        end: u16,
    },
    /// "Each player / each opponent / target player [instructions]" (CR 101.4): the first of
    /// those players in turn order from the active player becomes the one the instructions up
    /// to the matching `NextPlayer` call "you"; with none, jump past that `NextPlayer` (to
    /// `end`).
    DoneBy {
        players: super::effect::Players,
        end: u16,
    },
    /// The end of a `DoneBy` body: the next such player starts the body again (after
    /// `start`), or the loop is done.
    NextPlayer { start: u16 },
    /// One arm of "[you may] A or B" (CR 608.2d), its instructions up to `end` (where the
    /// next arm starts, or after the last). The player is asked whether they do this arm
    /// unless it is impossible (skipped), or it is the only possible one left and the choice
    /// is not optional (done). `said` is the arm's words ("discard a card").
    Arm {
        who: super::selector::PlayerRef,
        end: u16,
        last: bool,
        optional: bool,
        said: String,
    },
    /// Go on at `to` (the end of an arm that was done: past the other arms).
    Jump { to: u16 },
    /// "If you can't" (CR 608.2c): if the instruction before happened, jump to `end`.
    IfCouldnt { end: u16 },
}

/// A compiled sequence of instructions.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Program {
    pub ops: Vec<Op>,
    /// The targets its instructions name, in text order (CR 601.2c, 603.3d).
    pub targets: Vec<TargetSpec>,
    /// How many bindings ("it", "them", `as` names) it uses.
    pub slots: u8,
    /// The target chosen at random, by no player ("select target player at random", CR
    /// 601.2c): its index among `targets`.
    pub random_target: Option<u8>,
}

/// The most instructions one ability may have (the program counter is a byte).
pub const MAX_OPS: usize = 200;

impl Program {
    /// Whether an instruction reads an object's power or toughness as it last existed
    /// (`Amount::StatOf`, CR 608.2h).
    pub fn reads_stats(&self) -> bool {
        self.effects().any(|e| {
            amounts(e).iter().any(|a| {
                matches!(
                    a,
                    super::selector::Amount::StatOf { .. }
                        | super::selector::Amount::ExiledPower { .. }
                )
            })
        })
    }

    /// Compiles a sequence. An optional choice that opens a `May` is that `May`'s question
    /// ("you may exile a card from among them": choosing none is "no").
    pub fn compile(effects: &[Effect]) -> Result<Program, String> {
        Program::compile_with(effects, false)
    }

    /// Compiles a triggered ability's sequence (`trigger`): only there may its one target be
    /// selected at random (CR 601.2c: by no player, as it is put on the stack; elsewhere the
    /// player choosing the targets would choose it).
    pub fn compile_with(effects: &[Effect], trigger: bool) -> Result<Program, String> {
        let p = Program::compile_all(effects)?;
        if p.random_target.is_some() && (!trigger || p.targets.len() != 1) {
            return Err(
                "`select = \"target ... at random\"` is the one target of a triggered \
                        ability (not of a spell, an activated ability or a mode, nor beside \
                        other targets)"
                    .into(),
            );
        }
        Ok(p)
    }

    fn compile_all(effects: &[Effect]) -> Result<Program, String> {
        let mut p = Program::default();
        p.emit_all(effects)?;
        if p.ops.len() > MAX_OPS {
            return Err(format!(
                "an ability may have at most {MAX_OPS} instructions, this one has {}",
                p.ops.len()
            ));
        }
        // CR 901.9: the planar die's roll ends the instructions (what happens next is the die's).
        if let Some(at) = p
            .ops
            .iter()
            .position(|op| matches!(op, Op::Act(Effect::RollPlanarDie)))
        {
            if at + 1 != p.ops.len() {
                return Err(
                    "\"roll the planar die\" must be the ability's last instruction".into(),
                );
            }
        }
        for op in &p.ops {
            // "Target player discards two cards at random": the player doing them is a target.
            let doer = match op {
                Op::DoneBy {
                    players: super::effect::Players::One(who),
                    ..
                } => Some(*who),
                Op::Act(e) => player(e),
                _ => None,
            };
            // "any number of target players" (CR 601.2c, 115.1): the word's first target is
            // optional too, and its further ones each a different player.
            if let Op::DoneBy {
                players: super::effect::Players::Targets { first, max },
                ..
            } = op
            {
                if *first as usize == p.targets.len() {
                    p.targets
                        .push(TargetSpec::UpToOne(Box::new(TargetSpec::Player)));
                    for _ in 1..*max {
                        p.targets
                            .push(TargetSpec::SameWord(Box::new(TargetSpec::Player)));
                    }
                }
            }
            match doer {
                Some(super::selector::PlayerRef::Target(i)) if i as usize == p.targets.len() => {
                    p.targets.push(TargetSpec::Player)
                }
                Some(super::selector::PlayerRef::TargetOpponent(i))
                    if i as usize == p.targets.len() =>
                {
                    p.targets.push(TargetSpec::Opponent)
                }
                _ => {}
            }
            if let Op::Act(Effect::SelectAtRandom {
                what: Selector::Target(i, _),
            }) = op
            {
                p.random_target = Some(*i);
            }
            if let Op::Act(e) = op {
                for s in selectors(e).into_iter().flat_map(parts) {
                    match s {
                        Selector::Target(i, spec) if *i as usize == p.targets.len() => {
                            p.targets.push(spec.clone());
                        }
                        // CR 115.3, 601.2c: the word's first target (required unless "up to"),
                        // then its further ones, each optional.
                        Selector::Group {
                            first,
                            min,
                            max,
                            spec,
                        } if *first as usize == p.targets.len() => {
                            p.targets.push(match min {
                                0 => TargetSpec::UpToOne(Box::new(spec.clone())),
                                _ => spec.clone(),
                            });
                            for _ in 1..*max {
                                p.targets.push(TargetSpec::SameWord(Box::new(spec.clone())));
                            }
                        }
                        // "all cards from target player's graveyard" (CR 115.1): the player
                        // the cards are read from is a target of the ability.
                        Selector::Each(f) | Selector::One(f) => match f.owner_player {
                            Some(super::selector::PlayerRef::Target(i))
                                if i as usize == p.targets.len() =>
                            {
                                p.targets.push(TargetSpec::Player)
                            }
                            Some(super::selector::PlayerRef::TargetOpponent(i))
                                if i as usize == p.targets.len() =>
                            {
                                p.targets.push(TargetSpec::Opponent)
                            }
                            _ => {}
                        },
                        _ => {}
                    }
                    p.slots = p.slots.max(max_slot(s));
                }
                p.slots = p.slots.max(binds(e).map_or(0, |b| b + 1));
            }
        }
        Ok(p)
    }

    fn emit_all(&mut self, effects: &[Effect]) -> Result<(), String> {
        for e in effects {
            self.emit(e)?;
        }
        Ok(())
    }

    fn here(&self) -> u16 {
        self.ops.len() as u16
    }

    fn emit(&mut self, e: &Effect) -> Result<(), String> {
        match e {
            Effect::May { who, then } => match then.split_first() {
                // CR 608.2d: another player's "may" choice of an object is one question.
                Some((
                    Effect::ChooseBy {
                        who: chooser,
                        what,
                        optional: false,
                        bind,
                    },
                    rest,
                )) if chooser == who => {
                    self.ops.push(Op::Act(Effect::ChooseBy {
                        who: *who,
                        what: what.clone(),
                        optional: true,
                        bind: *bind,
                    }));
                    self.guarded(|p| Op::UnlessDid { end: p }, rest)?;
                }
                Some((
                    Effect::Choose {
                        what,
                        optional: false,
                        bind,
                    },
                    rest,
                )) if *who == super::selector::PlayerRef::You => {
                    self.ops.push(Op::Act(Effect::Choose {
                        what: what.clone(),
                        optional: true,
                        bind: *bind,
                    }));
                    self.guarded(|p| Op::UnlessDid { end: p }, rest)?;
                }
                _ => {
                    let at = self.ops.len();
                    self.ops.push(Op::May { who: *who, end: 0 });
                    self.emit_all(then)?;
                    let end = self.here();
                    self.ops[at] = Op::May { who: *who, end };
                }
            },
            // CR 701.9a, 608.2d: the player chooses the card to discard, then discards it.
            Effect::Discard {
                what: what @ Selector::One(_),
                bind,
                who,
            } => {
                // CR 701.9b: the discarding player chooses.
                self.ops.push(Op::Act(match who {
                    super::selector::PlayerRef::You => Effect::Choose {
                        what: what.clone(),
                        optional: false,
                        bind: *bind,
                    },
                    who => Effect::ChooseBy {
                        who: *who,
                        what: what.clone(),
                        optional: false,
                        bind: *bind,
                    },
                }));
                self.ops.push(Op::Act(Effect::Discard {
                    what: Selector::Bound(*bind),
                    bind: *bind,
                    who: *who,
                }));
            }
            Effect::IfYouDo(then) => self.guarded(|p| Op::UnlessDid { end: p }, then)?,
            // "If you can't": skipped if the instruction before happened.
            Effect::IfYouDont(then) => self.guarded(|p| Op::IfCouldnt { end: p }, then)?,
            // CR 608.2d: "discard a card or sacrifice a land": each arm asked in turn; a done
            // arm jumps past the others.
            Effect::Either {
                who,
                optional,
                arms,
            } => {
                let mut jumps = Vec::new();
                for (i, (said, arm)) in arms.iter().enumerate() {
                    let last = i + 1 == arms.len();
                    let at = self.ops.len();
                    let arm_op = |end| Op::Arm {
                        who: *who,
                        end,
                        last,
                        optional: *optional,
                        said: said.clone(),
                    };
                    self.ops.push(arm_op(0));
                    self.emit_all(arm)?;
                    if !last {
                        jumps.push(self.ops.len());
                        self.ops.push(Op::Jump { to: 0 });
                    }
                    let end = self.here();
                    self.ops[at] = arm_op(end);
                }
                let end = self.here();
                for j in jumps {
                    self.ops[j] = Op::Jump { to: end };
                }
            }
            Effect::DoneBy { players, then } => {
                if then.iter().any(|e| matches!(e, Effect::DoneBy { .. })) {
                    return Err("\"each player ...\" can't be said inside another".into());
                }
                let start = self.here();
                self.ops.push(Op::DoneBy {
                    players: *players,
                    end: 0,
                });
                self.emit_all(then)?;
                self.ops.push(Op::NextPlayer { start });
                let end = self.here();
                self.ops[start as usize] = Op::DoneBy {
                    players: *players,
                    end,
                };
            }
            // CR 118.12a: "[do something] unless [a player pays]" is "[that player] may pay.
            // If they don't, [do something]."
            Effect::Unless {
                who,
                cost,
                life,
                then,
            } => {
                self.ops.push(Op::Act(Effect::Pay {
                    cost: *cost,
                    life: *life,
                    optional: true,
                    who: *who,
                }));
                self.guarded(|p| Op::IfDid { end: p }, then)?
            }
            Effect::If(c, then) => {
                let c = c.clone();
                self.guarded(
                    move |p| Op::Unless {
                        condition: c.clone(),
                        end: p,
                    },
                    then,
                )?
            }
            other => self.ops.push(Op::Act(other.clone())),
        }
        Ok(())
    }

    /// A guard op followed by `then`, the guard jumping past it. No guard for nothing.
    fn guarded(&mut self, guard: impl Fn(u16) -> Op, then: &[Effect]) -> Result<(), String> {
        if then.is_empty() {
            return Ok(());
        }
        let at = self.ops.len();
        self.ops.push(guard(0));
        self.emit_all(then)?;
        let end = self.here();
        self.ops[at] = guard(end);
        Ok(())
    }

    /// The instructions, in order (for what a card can do: `Program::any`).
    pub fn effects(&self) -> impl Iterator<Item = &Effect> {
        self.ops.iter().filter_map(|op| match op {
            Op::Act(e) => Some(e),
            _ => None,
        })
    }

    pub fn any(&self, pred: impl Fn(&Effect) -> bool) -> bool {
        self.effects().any(pred)
    }

    pub fn is_empty(&self) -> bool {
        self.ops.is_empty()
    }
}

/// The slot an instruction binds, if any.
pub fn binds(e: &Effect) -> Option<Slot> {
    match e {
        Effect::Move { bind, .. } => *bind,
        Effect::Look { bind, .. } | Effect::Choose { bind, .. } => Some(*bind),
        Effect::ChooseBy { bind, .. } | Effect::ChooseAtRandom { bind, .. } => Some(*bind),
        Effect::ChooseFrom { bind, .. } => Some(*bind),
        Effect::Discard { bind, .. } => Some(*bind),
        Effect::MoveAnyNumber { bind, .. } | Effect::ChooseUpTo { bind, .. } => Some(*bind),
        Effect::SacrificeMany { chosen, .. } => Some(*chosen),
        Effect::RevealUntil {
            found, revealed, ..
        } => Some((*found).max(*revealed)),
        _ => None,
    }
}

/// A selector and, for "target A and target B", each of its parts.
fn parts(s: &Selector) -> Vec<&Selector> {
    match s {
        Selector::And(all) => all.iter().flat_map(parts).collect(),
        s => vec![s],
    }
}

fn max_slot(s: &Selector) -> u8 {
    let filter_slot = |f: &super::selector::Filter| {
        let among = f.among.map_or(0, |a| a + 1);
        among.max(f.not_bound.map_or(0, |a| a + 1))
    };
    match s {
        Selector::Bound(b) | Selector::RestOf(b) => b + 1,
        Selector::Each(f) | Selector::One(f) => filter_slot(f),
        Selector::Target(_, TargetSpec::Object(f)) => filter_slot(f),
        Selector::Target(_, TargetSpec::Either(f, h)) => filter_slot(f).max(filter_slot(h)),
        Selector::Target(_, TargetSpec::PlayerOr(_, o)) => match o.as_ref() {
            TargetSpec::Object(f) => filter_slot(f),
            TargetSpec::Either(f, h) => filter_slot(f).max(filter_slot(h)),
            _ => 0,
        },
        Selector::AllOf(slots, _) => slots.iter().map(|s| s + 1).max().unwrap_or(0),
        Selector::And(all) => all.iter().map(max_slot).max().unwrap_or(0),
        Selector::Group {
            spec: TargetSpec::Object(f),
            ..
        } => filter_slot(f),
        _ => 0,
    }
}

/// The numbers an instruction reads.
pub fn amounts(e: &Effect) -> Vec<&super::selector::Amount> {
    match e {
        Effect::Damage { amount, .. }
        | Effect::DivideDamage { amount, .. }
        | Effect::DamageBy { amount, .. } => vec![amount],
        Effect::Draw { n, .. }
        | Effect::GainLife { n, .. }
        | Effect::LoseLife { n, .. }
        | Effect::LifeBecomes { n, .. }
        | Effect::PutCounters { n, .. }
        | Effect::RemoveCounters { n, .. }
        | Effect::Create { n, .. } => vec![n],
        Effect::Grant { plus_x, .. } => plus_x.iter().collect(),
        Effect::Move { arrival, .. } | Effect::Counter { arrival, .. } => {
            arrival.counters.iter().map(|(_, n)| n).collect()
        }
        _ => Vec::new(),
    }
}

/// The selectors an instruction reads.
pub fn selectors(e: &Effect) -> Vec<&Selector> {
    match e {
        Effect::Damage { to, .. } => vec![to],
        Effect::DamageBy { to, by, .. } => vec![to, by.as_ref()],
        Effect::Fight { what, with } => vec![what, with],
        Effect::ExchangeControl { what } => vec![what],
        Effect::Attach { what, to } => vec![what, to],
        Effect::Counter { what, .. }
        | Effect::Move { what, .. }
        | Effect::MoveAnyNumber { what, .. }
        | Effect::ChooseUpTo { what, .. }
        | Effect::Destroy { what }
        | Effect::Tap { what }
        | Effect::Untap { what }
        | Effect::TapOrUntap { what }
        | Effect::Look { what, .. }
        | Effect::Choose { what, .. }
        | Effect::ChooseBy { what, .. }
        | Effect::ChooseFrom { what, .. }
        | Effect::ChooseAtRandom { what, .. }
        | Effect::BecomePlotted { what }
        | Effect::BecomeForetold { what, .. }
        | Effect::PlayWithoutPaying { what }
        | Effect::Discard { what, .. }
        | Effect::GainSuspend { what }
        | Effect::Grant { what, .. } => vec![what],
        Effect::PutOntoStackAsCopy { what, .. } => vec![what],
        Effect::DivideDamage { among, .. } => vec![among],
        Effect::CopySpell { what, .. } => vec![what],
        Effect::CreateCopy { of, .. } => vec![of],
        // The original first: its target is chosen before "each other creature" is read.
        Effect::BecomeCopy { what, of, .. } => vec![of.as_ref(), what],
        Effect::Sacrifice { what } => vec![what],
        Effect::SacrificeBy { what, .. } => vec![what],
        Effect::Transform { what } => vec![what],
        Effect::PutCounters { on, .. } => vec![on],
        Effect::RemoveCounters { from, .. } => vec![from],
        Effect::ChangeACounter { on, .. } => vec![on],
        Effect::TriggerChaos { of } => vec![of],
        Effect::CastWithoutPaying { from, .. } => vec![from],
        Effect::Planeswalk { to: Some(to) } => vec![to],
        Effect::SelectAtRandom { what } => vec![what],
        Effect::PhaseOut { what, .. } => vec![what],
        _ => vec![],
    }
}

/// The player an instruction names, if any.
pub fn player(e: &Effect) -> Option<super::selector::PlayerRef> {
    match e {
        Effect::Draw { who, .. }
        | Effect::GainLife { who, .. }
        | Effect::LoseLife { who, .. }
        | Effect::LifeBecomes { who, .. } => Some(*who),
        Effect::ChooseBy { who, .. } | Effect::ExtraTurn { who } => Some(*who),
        Effect::AddMana { who, .. } => Some(*who),
        Effect::PutOntoStackAsCopy { who, .. } => Some(*who),
        Effect::CastWithoutPaying { who, .. } => Some(*who),
        Effect::SacrificeBy { who, .. } | Effect::SacrificeMany { who, .. } => Some(*who),
        // "exchange life totals with target player" (CR 701.12c): the other player.
        Effect::ExchangeLife { with } => Some(*with),
        // "target opponent mills five cards" (CR 701.17a); "target player reveals the top card
        // of their library".
        Effect::Move {
            what: Selector::TopOfLibraryOf { who, .. },
            ..
        }
        | Effect::Look {
            what: Selector::TopOfLibraryOf { who, .. },
            ..
        } => Some(*who),
        _ => None,
    }
}
