//! Resolving the top of the stack (CR 608): target checks (608.2b), instructions in order
//! (608.2c) as a compiled program that may stop to ask a player (608.2d), and where the card
//! goes afterwards (608.2n, 608.3).

use crate::cards::{Layout, Op, Program};

use super::effects::Step as Flow;
use super::select::Context;
use super::state::{
    AbilityKind, AbilityRef, Decision, Frame, Game, PlayerId, StackItem, Target, Zone,
};
use super::Engine;

impl<'a> Engine<'a> {
    /// The program of an ability: printed, or the one a keyword or rule stands for.
    pub fn ability_program(&self, a: AbilityRef) -> &'a Program {
        // CR 707.2, 113.7a: a copy's ability is the copied values' (`AbilityRef::copied`).
        let def = self.ability_def(a);
        let rules = &self.table.rule_abilities;
        match a.kind {
            AbilityKind::Trigger(i)
            | AbilityKind::AboutPlayer(i, _)
            | AbilityKind::AboutSpell(i, _, _)
            | AbilityKind::AboutCard(i, _)
            | AbilityKind::AboutRoll(i, _)
            | AbilityKind::AboutAmount(i, _)
            | AbilityKind::AboutAbility(i, ..) => &def.triggers[i as usize].program,
            AbilityKind::Activated(i) | AbilityKind::ActivatedExiled(i, _) => {
                &def.activated[i as usize].program
            }
            AbilityKind::Special(i) => &def.special_actions[i as usize].program,
            AbilityKind::SuspendUpkeep => &rules.suspend_upkeep,
            AbilityKind::SuspendLastCounter => &rules.suspend_last_counter,
            AbilityKind::Planeswalking => &rules.planeswalking,
            AbilityKind::TurnedFaceUp => &def.turned_face_up,
            AbilityKind::Delayed(i, _, _) => self.delayed_program(a.source, a.copied, i),
            AbilityKind::VanishingUpkeep => &rules.vanishing_upkeep,
            AbilityKind::VanishingLastCounter => &rules.vanishing_last_counter,
            AbilityKind::FaceDownWard(..) => &rules.face_down_ward,
            // Only levels 2 and 4 have triggered abilities (`mechanics::the_ring`).
            AbilityKind::TheRing(2) => &rules.ring_attacks,
            AbilityKind::TheRing(_) => &rules.ring_combat_damage,
            AbilityKind::Exalted(_) => &rules.exalted,
            AbilityKind::BlitzDies => &rules.blitz_draw,
            AbilityKind::Demonstrate(_) if self.rules.demonstrate_opponent => &rules.demonstrate,
            AbilityKind::Demonstrate(_) => &rules.demonstrate_alone,
            AbilityKind::ReturnsFromDeath(false) => &rules.persist_return,
            AbilityKind::ReturnsFromDeath(true) => &rules.undying_return,
            AbilityKind::RingBlocked(_) => &rules.ring_blocked,
            // CR 702.122a; the broken variant `crew.becomes-creature=no` does nothing.
            AbilityKind::Crew if self.rules.crew_becomes_creature => &rules.crew,
            AbilityKind::Crew => &rules.crew_nothing,
        }
    }

    /// The program of a stack item.
    pub fn item_program(&self, g: &Game, item: &StackItem) -> &'a Program {
        match item {
            // A modal spell runs the mode chosen as it was cast (CR 700.2a), of the face cast.
            StackItem::Spell { card, face, .. } => self
                .def(*card)
                .face(*face)
                .spell_mode(g.obj(*card).cast.map_or(0, |c| c.mode)),
            // A modal triggered ability runs the mode chosen as it was put on the stack (CR
            // 700.2b, 603.3c).
            StackItem::Ability { ability, mode, .. } => self.ability_mode_program(*ability, *mode),
        }
    }

    /// The program of an ability with mode `mode` chosen: a modal printed trigger's mode (CR
    /// 700.2b), or the ability's program.
    pub fn ability_mode_program(&self, a: AbilityRef, mode: u8) -> &'a Program {
        match a.kind.printed_trigger().or(match a.kind {
            AbilityKind::AboutRoll(i, _) => Some(i),
            _ => None,
        }) {
            Some(i) => self.ability_def(a).triggers[i as usize].mode(mode),
            None => match a.kind {
                // A modal activated ability runs the mode chosen as it was activated (CR 700.2,
                // 602.2b).
                AbilityKind::Activated(i) | AbilityKind::ActivatedExiled(i, _) => {
                    // The broken variant `modes.activated=first`: the first mode resolves.
                    let mode = if self.rules.activated_mode_kept {
                        mode
                    } else {
                        0
                    };
                    self.ability_def(a).activated[i as usize].mode(mode)
                }
                _ => self.ability_program(a),
            },
        }
    }

    /// How many modes a triggered ability has to choose from as it is put on the stack (CR
    /// 700.2b): 0 for one that is not modal.
    pub fn ability_modes(&self, a: AbilityRef) -> u8 {
        match a.kind.printed_trigger().or(match a.kind {
            AbilityKind::AboutRoll(i, _) => Some(i),
            _ => None,
        }) {
            Some(i) => self.ability_def(a).triggers[i as usize].modes.len() as u8,
            None => 0,
        }
    }

    /// Whether the item has no target, or some target still legal (CR 608.2b: it doesn't
    /// resolve only if all its targets are illegal).
    pub fn item_targets_legal(&self, g: &Game, item: &StackItem) -> bool {
        let specs = &self.item_program(g, item).targets;
        // CR 601.2c, 115.1d: "up to one target" chosen as none: nothing to check.
        if specs.is_empty() || (item.targets().is_empty() && specs.iter().all(|s| s.optional())) {
            return true;
        }
        let cx = Context::of_item(g, item);
        let chosen = item.targets().len().min(specs.len());
        let live = |i: usize| self.live_target(g, &cx, i as u8, &specs[i]).is_some();
        if !self.rules.partial_targets_resolve {
            // The deliberately broken variant: one illegal target and it doesn't resolve.
            return (0..chosen).all(live);
        }
        (0..specs.len()).any(live)
    }

    /// Resolves the top object of the stack. Returns with `g.decision` set if an instruction
    /// asks a player to choose.
    pub fn resolve_top(&self, g: &mut Game) {
        let Some(item) = g.stack.pop() else {
            return;
        };
        if !self.item_targets_legal(g, &item) {
            // CR 608.2b: every target is illegal; the spell or ability doesn't resolve.
            if let StackItem::Spell { card, .. } = item {
                self.move_card(g, card, Zone::Graveyard);
            }
            self.forget_fired_delayed(g, &item);
            return;
        }
        // CR 603.4, 603.7c: a delayed ability whose "if" fails now does nothing; an
        // intervening "if" is checked again: false, the ability does nothing.
        if self.delayed_resolves(g, &item) == Some(false)
            || !self.if_suspended_holds(g, &item)
            || !self.intervening_holds_on_resolution(g, &item)
        {
            self.forget_fired_delayed(g, &item);
            return;
        }
        let mut frame = start_frame(g, &item);
        self.forget_entered_that_left(g, &item, &mut frame);
        self.run_program(g, item, frame);
    }

    /// Runs the item's program from `frame` on, then finishes it.
    pub fn run_program(&self, g: &mut Game, item: StackItem, mut frame: Frame) {
        let program = self.item_program(g, &item);
        while let Some(op) = program.ops.get(frame.pc as usize) {
            let controller = Context::of_item(g, &item);
            // CR 101.4: inside "each player ...", "you" is the player doing it now.
            let cx = match frame.each.checked_sub(1) {
                Some(p) => Context {
                    you: p as PlayerId,
                    ..controller
                },
                None => controller,
            };
            let next = frame.pc + 1;
            match op {
                Op::Act(e) => match self.execute(g, &cx, &mut frame, e) {
                    Flow::Done => frame.pc = next,
                    Flow::Ask {
                        player,
                        options,
                        optional,
                    } => {
                        g.decide(Decision::Resolution {
                            player,
                            item,
                            frame,
                            options,
                            optional,
                        });
                        return;
                    }
                    // A decision of its own (suspend's play): the item's last instruction.
                    Flow::Decided => return,
                    Flow::Roll { player, sides } => {
                        self.start_roll(g, player, sides, item, frame);
                        return;
                    }
                    Flow::Flip { player } => {
                        g.decide(Decision::Coin {
                            player,
                            item,
                            frame,
                        });
                        return;
                    }
                    Flow::PlanarRoll { player } => {
                        self.finish_resolution(g, item, frame.clone());
                        self.effect_rolls_planar_die(g, player);
                        return;
                    }
                    Flow::CastFree {
                        player,
                        cards,
                        below,
                        play,
                    } => {
                        frame.pc = next;
                        // An ability whose cast was its last instruction is done: what it was
                        // (its event, its bindings) no longer tells states apart.
                        let then = match (program.ops.get(next as usize), &item) {
                            (None, StackItem::Ability { .. }) => {
                                self.finish_resolution(g, item, frame);
                                None
                            }
                            _ => Some(Box::new((item, frame))),
                        };
                        g.decide(Decision::CastFree {
                            player,
                            cards,
                            below,
                            then,
                            play,
                        });
                        return;
                    }
                    Flow::CopyTargets {
                        player,
                        copy,
                        options,
                    } => {
                        g.decide(Decision::CopyTargets {
                            player,
                            item,
                            frame,
                            copy,
                            options,
                        });
                        return;
                    }
                    Flow::Pay { player } => {
                        g.decide(Decision::PayMana {
                            player,
                            item,
                            frame,
                        });
                        return;
                    }
                    Flow::Proliferate {
                        player,
                        objects,
                        players,
                    } => {
                        g.decide(Decision::Proliferate {
                            player,
                            item,
                            frame,
                            objects,
                            players,
                        });
                        return;
                    }
                    Flow::ChangeACounter {
                        player,
                        object,
                        options,
                    } => {
                        g.decide(Decision::ChangeACounter {
                            player,
                            item,
                            frame,
                            object,
                            options,
                        });
                        return;
                    }
                    Flow::TimeTravel { player, objects } => {
                        g.decide(Decision::TimeTravel {
                            player,
                            item,
                            frame,
                            objects,
                        });
                        return;
                    }
                },
                Op::May { who, end } => match self.player(g, &cx, *who) {
                    // CR 608.2d: "you may" is the player's choice as the effect happens; yes
                    // is choosing the source, no is choosing nothing.
                    Some(player) => {
                        let this = cx.this;
                        return ask_yes_no(g, player, item, frame, this);
                    }
                    None => {
                        frame.did = false;
                        frame.pc = *end as u8;
                    }
                },
                Op::Arm {
                    who,
                    end,
                    last,
                    optional,
                    ..
                } => {
                    // CR 608.2d: an impossible arm can't be chosen; the only possible one left
                    // of a choice that is not optional is done without asking.
                    let player = self.player(g, &cx, *who);
                    let possible = |at: u16| {
                        player.is_some_and(|p| {
                            self.arm_possible(g, &Context { you: p, ..cx }, &frame, program, at)
                        })
                    };
                    if !possible(next as u16) {
                        frame.did = false;
                        frame.pc = *end as u8;
                    } else if !optional && !self.later_arm_possible(program, *end, *last, possible)
                    {
                        frame.pc = next;
                    } else if let Some(player) = player {
                        let this = cx.this;
                        return ask_yes_no(g, player, item, frame, this);
                    }
                }
                Op::Jump { to } => frame.pc = *to as u8,
                // CR 608.2c: the broken variant follows "if you do" regardless.
                Op::UnlessDid { end } => {
                    frame.pc = if frame.did || !self.rules.if_you_do_checked {
                        next
                    } else {
                        *end as u8
                    }
                }
                // CR 118.12a: "unless [player] pays": paid, the instructions are skipped.
                Op::IfDid { end } => frame.pc = if frame.did { *end as u8 } else { next },
                // CR 608.2c: "If you can't" (the broken variant `instruction.if-you-cant=
                // ignored` does it regardless).
                Op::IfCouldnt { end } => {
                    frame.pc = match frame.did && self.rules.if_you_cant_checked {
                        true => *end as u8,
                        false => next,
                    }
                }
                Op::Unless { condition, end } => {
                    // The deliberately broken variant follows it regardless (CR 608.2c).
                    let holds = !self.rules.instruction_conditions_checked
                        || self.condition(g, &cx, &frame, condition);
                    frame.pc = if holds { next } else { *end as u8 };
                }
                Op::DoneBy { players, end } => {
                    // What the body binds starts empty: each player's part adds to it.
                    let body = program
                        .ops
                        .get(next as usize..*end as usize)
                        .unwrap_or_default();
                    for op in body {
                        if let Some(b) = match op {
                            Op::Act(e) => crate::cards::program::binds(e),
                            _ => None,
                        } {
                            frame.bind(b, Vec::new());
                        }
                    }
                    match self.next_doer(g, &controller, *players, None) {
                        Some(p) => {
                            frame.each = p + 1;
                            frame.pc = next;
                        }
                        None => frame.pc = *end as u8,
                    }
                }
                Op::NextPlayer { start } => {
                    let doer = match program.ops.get(*start as usize) {
                        Some(Op::DoneBy { players, .. }) => frame
                            .each
                            .checked_sub(1)
                            .and_then(|p| self.next_doer(g, &controller, *players, Some(p))),
                        _ => None,
                    };
                    match doer {
                        Some(p) => {
                            frame.each = p + 1;
                            frame.pc = *start as u8 + 1;
                        }
                        None => {
                            frame.each = 0;
                            frame.pc = next;
                        }
                    }
                }
            }
        }
        self.finish_resolution(g, item, frame);
    }

    /// Whether the arm of "A or B" whose instructions start at `at` can be done (CR 608.2d):
    /// an arm that opens with choosing an object needs one to choose ("discard a card" with
    /// no card in hand is impossible); any other arm can.
    fn arm_possible(
        &self,
        g: &Game,
        cx: &Context,
        frame: &Frame,
        program: &Program,
        at: u16,
    ) -> bool {
        use crate::cards::Effect;
        if !self.rules.impossible_choice_excluded {
            return true;
        }
        match program.ops.get(at as usize) {
            // "Target opponent discards a card or ...": the arm is done by the choosing
            // player, who is `cx.you` here.
            Some(Op::DoneBy { .. }) => self.arm_possible(g, cx, frame, program, at + 1),
            Some(Op::Act(Effect::Choose { what, .. })) => {
                !self.objects(g, cx, frame, what).is_empty()
            }
            Some(Op::Act(Effect::ChooseBy { who, what, .. })) => {
                self.player(g, cx, *who).is_some_and(|p| {
                    !self
                        .objects(g, &Context { you: p, ..*cx }, frame, what)
                        .is_empty()
                })
            }
            _ => true,
        }
    }

    /// Whether an arm after the one ending at `end` can be done (the arms of one choice are
    /// laid end to end; `last` marks the final one).
    fn later_arm_possible(
        &self,
        program: &Program,
        mut end: u16,
        mut last: bool,
        possible: impl Fn(u16) -> bool,
    ) -> bool {
        while !last {
            let Some(Op::Arm {
                end: next_end,
                last: next_last,
                ..
            }) = program.ops.get(end as usize)
            else {
                return false;
            };
            if possible(end + 1) {
                return true;
            }
            (end, last) = (*next_end, *next_last);
        }
        false
    }

    /// CR 608.2g: once the card a resolving instruction let a player cast is cast (or the cast
    /// declined), the resolution goes on after that instruction ("if you do" reads `cast`).
    pub fn after_free_cast(&self, g: &mut Game, decision: Option<Decision>, cast: bool) {
        if let Some(Decision::CastFree {
            then: Some(then), ..
        }) = decision
        {
            let (item, mut frame) = *then;
            frame.did = cast;
            self.run_program(g, item, frame);
        }
    }

    /// The player who does "each player ..." after `after` (the first with `None`): turn order
    /// from the active player (CR 101.4), players still in the game, only the controller's
    /// opponents for "each opponent" (102.3), or the one player named.
    fn next_doer(
        &self,
        g: &Game,
        cx: &Context,
        players: crate::cards::Players,
        after: Option<PlayerId>,
    ) -> Option<PlayerId> {
        let opponents = match players {
            crate::cards::Players::All => false,
            crate::cards::Players::Opponents => true,
            crate::cards::Players::One(who) => {
                return self.player(g, cx, who).filter(|_| after.is_none())
            }
            crate::cards::Players::Targets { first, max } => {
                return self.next_target_player(g, cx, first, max, after)
            }
        };
        // The deliberately broken variant: only the first of them does it.
        if after.is_some() && !self.rules.each_player_all {
            return None;
        }
        // Seats counted from the active player's.
        let seat = |p: PlayerId| g.turn_position(p);
        g.apnap_from(g.active)
            .into_iter()
            .filter(|&p| after.is_none_or(|a| seat(p) > seat(a)))
            .find(|&p| !opponents || p != cx.you)
    }

    /// "any number of target players [instructions]" (CR 601.2c, 101.4): the next of the
    /// players chosen as targets `first..first + max` after `after`, in turn order from the
    /// active player; one who left the game does nothing (800.4a).
    fn next_target_player(
        &self,
        g: &Game,
        cx: &Context,
        first: u8,
        max: u8,
        after: Option<PlayerId>,
    ) -> Option<PlayerId> {
        // The deliberately broken variant (`each-player=first-only`): only the first does it.
        if after.is_some() && !self.rules.each_player_all {
            return None;
        }
        let targets = cx.item.map(|i| i.targets()).unwrap_or_default();
        let chosen: Vec<PlayerId> = (first..first.saturating_add(max))
            .filter_map(|i| match targets.get(i as usize) {
                Some(Target::Player(p)) => Some(*p),
                _ => None,
            })
            .collect();
        let seat = |p: PlayerId| g.turn_position(p);
        g.apnap_from(g.active)
            .into_iter()
            .filter(|&p| after.is_none_or(|a| seat(p) > seat(a)))
            .find(|p| chosen.contains(p))
    }

    /// CR 608.2n / 608.3: an instant or sorcery goes to its owner's graveyard; a permanent spell
    /// enters the battlefield under its controller's control (rolling first the die it rolls
    /// as it enters, CR 614.1c, 706.1).
    fn finish_resolution(&self, g: &mut Game, item: StackItem, frame: Frame) {
        if let StackItem::Ability { ability, .. } = item {
            self.forget_face_down_counters(g, ability.source);
            self.forget_fired_delayed(g, &item);
        }
        if let StackItem::Spell {
            card, controller, ..
        } = item
        {
            if g.obj(card).zone != Zone::Stack {
                // CR 608.2n: its instructions moved it (or it left the stack otherwise); it
                // stays where it went. The deliberately broken variant puts a self-exiled
                // instant or sorcery into the graveyard anyway.
                let exiled_itself =
                    g.obj(card).zone == Zone::Exile && !self.face(g, card).types.is_permanent();
                if !self.rules.self_move_honoured && exiled_itself {
                    self.move_card(g, card, Zone::Graveyard);
                }
                return;
            }
            let face = g.obj(card).face;
            if self.face(g, card).types.is_permanent() {
                // CR 707.10f: a copy of a permanent spell made with exceptions (707.9b: "except
                // it isn't legendary") becomes a token with them: its copy effect goes with it.
                let mut as_copy = self.copy_effect(g, card);
                // CR 614.1c, 614.12, 707.2: "You may have this creature enter as a copy of a
                // creature you control": its controller chooses as it enters (a choice that
                // resumes here, `resume`), and it enters as that copy or as itself.
                if let Some((of, _)) = self.enters_as_copy(g, card, face) {
                    if !frame.copy_of.iter().any(|&(k, _)| k == card) {
                        let options = self.copy_choices(g, controller, card, of);
                        if !options.is_empty() {
                            g.decide(Decision::Resolution {
                                player: controller,
                                item,
                                frame,
                                options,
                                optional: true,
                            });
                            return;
                        }
                    }
                    as_copy = self
                        .entering_copy(g, &frame.copy_of, card, face)
                        .or(as_copy);
                }
                // "As this creature enters, roll a six-sided die." (CR 614.1c): its controller
                // rolls before it enters; the roll's result resumes here, past the program's
                // end (`keep_result` steps over the roll), and "enters with ... equal to the
                // result" reads it.
                let rolled = frame.pc as usize > self.item_program(g, &item).ops.len();
                if let (false, Some(sides)) = (rolled, self.roll_as_enters(g, card, face)) {
                    self.start_roll(g, controller, sides, item, frame);
                    return;
                }
                // CR 608.3c: an Aura spell enters attached to the object it targeted (still
                // legal: 608.3b was checked as it began to resolve).
                let enchants = match item.targets().first() {
                    Some(super::state::Target::Object(o))
                        if self.def(card).face(face).enchant.is_some() =>
                    {
                        Some(*o)
                    }
                    _ => None,
                };
                self.enter_battlefield_as(g, card, controller, face, frame.result, as_copy);
                // CR 702.152a, 608.3g: its blitz cost was paid: the delayed sacrifice.
                self.blitz_enters(g, card, controller);
                if let Some(o) = enchants {
                    self.attach(g, card, o);
                }
            } else if self.def(card).layout == Layout::Adventure && face > 0 {
                // CR 715.3d: exiled instead of put into the graveyard; its controller may cast
                // it from there (not as an Adventure).
                self.move_card(g, card, Zone::Exile);
                let o = g.obj_mut(card);
                o.on_adventure = true;
                o.controller = controller;
            } else if !self.exile_as_it_resolves(g, card)
                && !self.rebound(g, card, controller)
                // CR 702.27a: buyback, "as it resolves".
                && !self.buy_back(g, card)
            {
                self.move_card(g, card, Zone::Graveyard);
            }
        }
    }

    /// CR 400.7, 603.10a: a "whenever a [filter] enters" ability's "it" is the object that
    /// entered; once that object has left the battlefield it is a new object the ability can't
    /// find, so "it" names nothing. (A card that left and came back before the ability
    /// resolves is not told from the new object: README, "Known gaps".)
    fn forget_entered_that_left(&self, g: &Game, item: &StackItem, frame: &mut Frame) {
        let StackItem::Ability {
            ability:
                a @ AbilityRef {
                    kind: AbilityKind::AboutCard(i, c),
                    ..
                },
            ..
        } = item
        else {
            return;
        };
        let entered = self
            .ability_def(*a)
            .triggers
            .get(*i as usize)
            .is_some_and(|t| enters_event(&t.when));
        if entered && g.obj(*c).zone != Zone::Battlefield {
            if let Some(b) = frame.bound.first_mut() {
                b.clear();
            }
        }
    }

    /// Applies the answer to a resolving instruction's question, then resumes resolution.
    pub fn resume(&self, g: &mut Game, choice: Option<super::CardId>) {
        let Some(Decision::Resolution {
            item, mut frame, ..
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        let program = self.item_program(g, &item);
        frame.did = choice.is_some();
        // CR 614.1c, 707.2: a permanent spell's controller chose, as it finishes resolving,
        // what it enters as a copy of (none: as itself); it enters now.
        if let StackItem::Spell { card, .. } = item {
            if frame.pc as usize >= program.ops.len() {
                frame.copy_of.push((card, choice));
                self.run_program(g, item, frame);
                return;
            }
        }
        frame.pc = match program.ops.get(frame.pc as usize) {
            Some(Op::May { end, .. } | Op::Arm { end, .. }) if choice.is_none() => *end as u8,
            Some(Op::Act(
                crate::cards::Effect::Choose { bind, .. }
                | crate::cards::Effect::ChooseBy { bind, .. }
                | crate::cards::Effect::ChooseFrom { bind, .. }
                | crate::cards::Effect::ChooseAtRandom { bind, .. },
            )) => {
                frame.bind(*bind, choice.into_iter().collect());
                frame.pc + 1
            }
            // A random order (CR 401.4): the card chance picked goes to the bottom next; the
            // instruction goes on with the rest.
            Some(Op::Act(crate::cards::Effect::Move {
                to:
                    to @ (crate::cards::Place::BottomInOrder { .. }
                    | crate::cards::Place::TopInOrder { .. }),
                bind: Some(bind),
                ..
            })) => {
                if let Some(c) = choice {
                    self.put_next_in_order(g, c, *to);
                    frame.bind_more(*bind, vec![c]);
                }
                frame.pc
            }
            // "put any number of them ...": the card picked goes, and the instruction asks
            // again; stopping ends it (CR 701.22a, 701.25a).
            Some(Op::Act(crate::cards::Effect::MoveAnyNumber { to, bind, .. })) => match choice {
                Some(c) => {
                    self.move_picked(g, c, *to);
                    frame.bind_more(*bind, vec![c]);
                    frame.pc
                }
                None => frame.pc + 1,
            },
            // "up to two basic land cards": the card picked joins the others, and the
            // instruction asks again; stopping ends it (CR 701.23d).
            Some(Op::Act(crate::cards::Effect::ChooseUpTo { bind, .. })) => match choice {
                Some(c) => {
                    frame.bind_more(*bind, vec![c]);
                    frame.pc
                }
                None => frame.pc + 1,
            },
            // "sacrifices half ...": the permanent chosen joins the others; the instruction
            // goes on until all are chosen (CR 701.21a).
            Some(Op::Act(crate::cards::Effect::SacrificeMany { chosen, .. })) => {
                if let Some(c) = choice {
                    frame.bind_more(*chosen, vec![c]);
                }
                frame.pc
            }
            // CR 303.4f: what the Aura whose controller was asked will enchant; the
            // instruction goes on (the next Aura, or the move).
            Some(Op::Act(crate::cards::Effect::Move {
                what,
                to: crate::cards::Place::Battlefield,
                arrival,
                ..
            })) => {
                let cx = Context::of_item(g, &item);
                let moved = self.objects(g, &cx, &frame, what);
                if let Some((aura, _)) = self.aura_choice_pending(g, &cx, &frame, &moved) {
                    if let Some(o) = choice {
                        frame.attach.push((aura, o));
                    }
                } else if let Some((card, ..)) = self.copy_choice_pending(
                    g,
                    cx.you,
                    arrival.under_owners_control,
                    &frame,
                    &moved,
                ) {
                    // CR 614.1c, 707.2: what that card enters as a copy of (none: itself).
                    frame.copy_of.push((card, choice));
                }
                frame.pc
            }
            // A shuffle (CR 701.24a): the card chance picked comes next from the top; the
            // shuffle goes on with the rest.
            Some(Op::Act(crate::cards::Effect::Shuffle { placed, .. })) => {
                if let Some(c) = choice {
                    self.place_next(g, &mut frame, *placed, c);
                }
                frame.pc
            }
            _ => frame.pc + 1,
        };
        self.run_program(g, item, frame);
    }
}

/// Whether a trigger's event is an object entering the battlefield ("whenever a creature
/// enters", alone or among its conditions).
fn enters_event(e: &crate::cards::EventPattern) -> bool {
    match e {
        crate::cards::EventPattern::Enters(_) => true,
        crate::cards::EventPattern::AnyOf(all) => all.iter().any(enters_event),
        _ => false,
    }
}

/// The bindings a resolution starts with: the card an activated ability's cost exiled is its
/// first ("the exiled card", CR 400.7j), if it is still in exile (a card that left is a new
/// object the ability cannot find, 400.7).
fn start_frame(g: &Game, item: &StackItem) -> Frame {
    let mut frame = Frame::default();
    if let StackItem::Ability {
        ability:
            AbilityRef {
                kind: AbilityKind::ActivatedExiled(_, c),
                ..
            },
        ..
    } = item
    {
        let found = g.obj(*c).zone == Zone::Exile;
        frame.bound.push(if found { vec![*c] } else { Vec::new() });
    }
    // A cast trigger's "that card": the spell, while it is still on the stack (CR 400.7).
    if let StackItem::Ability {
        ability:
            AbilityRef {
                kind: AbilityKind::AboutSpell(_, _, c),
                ..
            },
        ..
    } = item
    {
        let found = g.obj(*c).zone == Zone::Stack;
        frame.bound.push(if found { vec![*c] } else { Vec::new() });
    }
    // Exalted's "that creature": the one that attacked alone (CR 702.83a), while it is still
    // on the battlefield (400.7: once gone, it is a new object the effect can't find).
    if let StackItem::Ability {
        ability: AbilityRef {
            kind: AbilityKind::Exalted(c),
            ..
        },
        ..
    } = item
    {
        let found = g.obj(*c).zone == Zone::Battlefield;
        frame.bound.push(if found { vec![*c] } else { Vec::new() });
    }
    // The Ring's "the blocking creature" (CR 701.54c), while it is on the battlefield.
    if let StackItem::Ability {
        ability:
            AbilityRef {
                kind: AbilityKind::RingBlocked(c),
                ..
            },
        ..
    } = item
    {
        let found = g.obj(*c).zone == Zone::Battlefield;
        frame.bound.push(if found { vec![*c] } else { Vec::new() });
    }
    // A zone-change trigger's "it": the object that moved (CR 400.7e, 603.10a).
    if let StackItem::Ability {
        ability:
            AbilityRef {
                kind: AbilityKind::AboutCard(_, c),
                ..
            },
        ..
    } = item
    {
        // CR 400.7e: the ability finds the object in the zone it moved to (603.10a).
        frame.bound.push(vec![*c]);
    }
    // A delayed ability's "that card" (CR 603.7c): it resolves only while the card is still
    // the object it was bound to (`delayed_resolves`).
    if let StackItem::Ability {
        ability:
            AbilityRef {
                kind: AbilityKind::Delayed(_, _, c),
                ..
            },
        ..
    } = item
    {
        frame.bound.push(vec![*c]);
    }
    // A roll trigger's "the result" (CR 706.2); a counters trigger's "that much" (CR 122.6).
    if let StackItem::Ability {
        ability:
            AbilityRef {
                kind: AbilityKind::AboutRoll(_, n) | AbilityKind::AboutAmount(_, n),
                ..
            },
        ..
    } = item
    {
        frame.result = *n;
    }
    frame
}

/// A resolving instruction's yes-or-no question to `player` (CR 608.2d: "you may"): yes is
/// choosing the source `this`, no is choosing nothing.
fn ask_yes_no(g: &mut Game, player: PlayerId, item: StackItem, frame: Frame, this: super::CardId) {
    g.decide(Decision::Resolution {
        player,
        item,
        frame,
        options: vec![this],
        optional: true,
    });
}
