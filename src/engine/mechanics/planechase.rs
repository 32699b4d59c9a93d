//! Planechase (CR 901; planes 311, phenomena 312, planeswalk 701.31, 704.6f, 800.4p). Numbers are
//! today's; the older texts the project was seeded from call planes 309 and planeswalk 701.24.
//!
//! - 901.4, 311.2: plane and phenomenon cards stay in the command zone, face up or in a planar
//!   deck; they are not permanents.
//! - 901.5: the starting player turns the top card of their planar deck face up, putting
//!   phenomena on the bottom until a plane comes up; nothing triggers.
//! - 311.5, 901.6: the planar controller is the active player; if they would leave the game, the
//!   next player in turn order who would not becomes planar controller first (800.4p).
//! - 901.9, 116.2i: the active player may roll the planar die in their main phase with an empty
//!   stack, for {N} where N counts their earlier rolls this turn. Blank: nothing; chaos: chaos
//!   ensues (311.7, chaos abilities controlled by the planar controller); Planeswalker symbol:
//!   the sourceless planeswalking ability, controlled by the roller, goes on the stack (901.8).
//!   The three faces are explored as three outcomes (the die is 4:1:1; probabilities are not
//!   checked).
//! - 701.31b: to planeswalk, put each face-up plane or phenomenon on the bottom of its owner's
//!   planar deck, then turn the top card of your planar deck face up. 312.5: encountering a
//!   phenomenon triggers it; 704.6f: once that trigger has left the stack, the planar controller
//!   planeswalks.
//! - 901.10: when a player leaves, what they own leaves; if that includes a face-up plane, the
//!   planar controller turns the top card of their planar deck face up, which is planeswalking
//!   away from the plane that left (901.11, 901.11a-b); 901.10a: a planeswalking ability on the
//!   stack then ceases to exist; 901.10b: abilities from phenomena stay on the stack, controlled
//!   by the new planar controller.

use crate::cards::{EventPattern, Relation, Step, Types};
use crate::engine::mana_pool::Payment;

use crate::engine::action::Action;
use crate::engine::mana::{self, ManaCost};
use crate::engine::state::{
    AbilityKind, AbilityRef, CardId, Decision, Game, PendingTrigger, PlayerId, StackItem, Zone,
};
use crate::engine::triggers;
use crate::engine::Engine;

/// The faces of the planar die (CR 901.3a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DieFace {
    Blank,
    Chaos,
    Planeswalk,
}

impl DieFace {
    pub const ALL: [DieFace; 3] = [DieFace::Blank, DieFace::Chaos, DieFace::Planeswalk];

    pub fn name(self) -> &'static str {
        match self {
            DieFace::Blank => "a blank face",
            DieFace::Chaos => "the chaos symbol",
            DieFace::Planeswalk => "the Planeswalker symbol",
        }
    }
}

impl Engine<'_> {
    pub fn is_planar(&self, c: CardId) -> bool {
        self.def(c).types.is_planar()
    }

    /// CR 901.5: set the starting plane.
    pub fn set_starting_plane(&self, g: &mut Game) {
        let p = g.active;
        g.planar_controller = Some(p);
        let deck = &g.players[p as usize].planar;
        if !deck.iter().any(|&c| self.def(c).is(Types::PLANE)) {
            return;
        }
        loop {
            let Some(top) = g.players[p as usize].planar.pop_front() else {
                return;
            };
            if self.def(top).is(Types::PLANE) {
                g.face_up.push(top);
                return;
            }
            g.players[p as usize].planar.push_back(top);
        }
    }

    /// CR 116.2i / 901.9: the roll-the-planar-die special action.
    pub fn roll_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        if g.planar_controller.is_none() {
            return Vec::new();
        }
        let window = if self.rules.planar_roll_sorcery_timing {
            self.sorcery_timing(g, p)
        } else {
            g.decision.is_none() && g.priority == p
        };
        if !window {
            return Vec::new();
        }
        let n = if self.rules.planar_roll_escalates {
            g.players[p as usize].planar_rolls
        } else {
            0
        };
        let cost = ManaCost::ZERO.increase(n);
        self.payments(
            &cost,
            &self.mana_sources(g, p, mana::Purpose::SpecialAction),
        )
        .into_iter()
        .map(|tap| Action::RollPlanarDie { cost, tap })
        .collect()
    }

    pub fn roll_planar_die(&self, g: &mut Game, p: PlayerId, cost: ManaCost, tap: &Payment) {
        self.pay_mana(g, p, tap);
        let pl = &mut g.players[p as usize];
        pl.planar_rolls = pl.planar_rolls.saturating_add(1);
        // The cost is the number of earlier rolls (a `u8`): it fits.
        pl.last_roll_cost = u8::try_from(cost.total()).unwrap_or(u8::MAX);
        g.decide(Decision::PlanarDie { player: p });
    }

    /// The die shows `face` (CR 901.9a-c).
    pub fn planar_die_shows(&self, g: &mut Game, face: DieFace) {
        let Some(Decision::PlanarDie { player }) = g.decision.take().map(|d| *d) else {
            return;
        };
        let face = if face == DieFace::Blank && g.blanks_are_chaos {
            DieFace::Chaos
        } else {
            face
        };
        match face {
            DieFace::Blank => {}
            DieFace::Chaos => self.chaos_ensues(g),
            DieFace::Planeswalk => {
                // CR 901.8: sourceless; controlled by the roller. The face-up plane names it.
                let shown = g.face_up.first().copied().unwrap_or(0);
                g.triggered.push(PendingTrigger {
                    ability: AbilityRef {
                        source: shown,
                        kind: AbilityKind::Planeswalking,
                        copied: None,
                    },
                    controller: player,
                });
            }
        }
        // "Whenever you roll the planar die" (you: the planar controller).
        if g.planar_controller == Some(player) {
            self.fire_planes(g, |e| matches!(e, EventPattern::PlanarDieRolled));
        }
        // CR 706.7, 901.9d: rolling the planar die is rolling a die, with no numerical result.
        if self.rules.planar_die_is_a_die {
            self.fire_rolls(g, player, 0);
        }
    }

    /// CR 311.7: chaos abilities of the face-up planes trigger, controlled by the planar
    /// controller.
    pub fn chaos_ensues(&self, g: &mut Game) {
        self.fire_planes(g, |e| matches!(e, EventPattern::ChaosEnsues));
    }

    fn fire_planes(&self, g: &mut Game, event: impl Fn(&EventPattern) -> bool) {
        let Some(pc) = g.planar_controller else {
            return;
        };
        let cards: Vec<CardId> = g.face_up.to_vec();
        for c in cards {
            triggers::fire_own(self, g, c, &event, pc);
        }
    }

    /// As `step` begins (CR 503.1a, 504.2, 505.4, 513.1a): the face-up planes' "at the
    /// beginning of [your / each / each opponent's] [step]" abilities, "your" being the planar
    /// controller's (CR 901.6).
    pub fn fire_beginning_of_planes(&self, g: &mut Game, step: Step) {
        let theirs = g.planar_controller == Some(g.active);
        self.fire_planes(g, |e| match e {
            EventPattern::BeginningOf { step: s, whose } => {
                *s == step
                    && match whose {
                        None => true,
                        Some(Relation::You) => theirs,
                        Some(Relation::Opponent) => !theirs,
                    }
            }
            _ => false,
        });
    }

    /// CR 701.31b: planeswalk.
    pub fn planeswalk(&self, g: &mut Game, p: PlayerId) {
        self.end_until_planeswalk_effects(g);
        if self.rules.planeswalk_replaces {
            self.planeswalk_away(g);
        }
        self.turn_top_face_up(g, p);
        // CR 610.4: then what phased out "until a player planeswalks" phases in.
        self.phase_in_after_planeswalk(g);
    }

    /// The first half of planeswalking: every face-up card to the bottom of its owner's deck.
    fn planeswalk_away(&self, g: &mut Game) {
        let away: Vec<CardId> = g.face_up.to_vec();
        g.face_up.clear();
        // "if you planeswalked to [this] this turn" is of the card while it stays face up.
        for &c in &away {
            if g.obj(c).planeswalked_to_by.is_some() {
                g.obj_mut(c).planeswalked_to_by = None;
            }
        }
        g.merged = false;
        self.planeswalked_away_from(g, &away);
        for &c in &away {
            self.forget_face_down_counters(g, c);
        }
        for c in away {
            let owner = self.owner(c);
            if g.in_game(owner) {
                // Under the broken variant `planechase.plane-zone=battlefield` a face-up card
                // was put onto the battlefield; in its planar deck it is back in the command
                // zone (CR 901.3).
                if g.obj(c).zone == Zone::Battlefield {
                    g.obj_mut(c).zone = Zone::Command;
                }
                g.players[owner as usize].planar.push_back(c);
            } else {
                // CR 800.4a: a departed player's card leaves the game (their face-up
                // phenomenon, planeswalked away from as they lose).
                *g.obj_mut(c) = crate::engine::state::Obj::new(Zone::Outside, owner);
            }
        }
    }

    /// CR 311.6, 122.2: a face-up plane turned face down is a new object without counters. Its
    /// counters are kept only while one of its abilities may still read them as they last were
    /// (a "when you planeswalk away from this" trigger waiting or on the stack: Mount Keralia,
    /// CR 603.10a); then they go, so that games differing only in them are one state.
    pub fn forget_face_down_counters(&self, g: &mut Game, c: CardId) {
        if !self.is_planar(c) || g.face_up.contains(&c) {
            return;
        }
        if g.obj(c).named_counters.is_empty() {
            return;
        }
        let pending = g.triggered.iter().any(|t| t.ability.source == c)
            || g.stack
                .iter()
                .any(|s| matches!(s, StackItem::Ability { ability, .. } if ability.source == c));
        if !pending {
            g.obj_mut(c).named_counters = Default::default();
        }
    }

    /// CR 901.11: effects that last until a player planeswalks away from a plane end. The one
    /// such effect the card vocabulary has is "each blank roll is a chaos roll".
    fn planeswalked_away_from(&self, g: &mut Game, away: &[CardId]) {
        if away.iter().any(|&c| self.def(c).is(Types::PLANE)) {
            // Chaotic Aether's effect lasts until a player planeswalks away from a plane.
            g.blanks_are_chaos = false;
        }
        // CR 901.11, 901.11b: "when you planeswalk away from this" abilities of the cards
        // turned face down (or that left the game) trigger, controlled by the planar
        // controller (311.5).
        if self.rules.planeswalk_away_triggers {
            if let Some(pc) = g.planar_controller {
                for &c in away {
                    triggers::fire_own(
                        self,
                        g,
                        c,
                        |e| matches!(e, EventPattern::PlaneswalkedAway),
                        pc,
                    );
                }
            }
        }
    }

    /// CR 901.10b: an ability from a phenomenon (not the sourceless planeswalking ability,
    /// 901.8) stays on the stack when its controller leaves the game.
    fn stays_with_planar_controller(&self, a: AbilityRef) -> bool {
        self.rules.departed_phenomenon_abilities_remain
            && a.kind != AbilityKind::Planeswalking
            && self.def(a.source).is(Types::PHENOMENON)
    }

    /// Turns the top card of `p`'s planar deck face up (CR 901.11); a phenomenon is encountered.
    fn turn_top_face_up(&self, g: &mut Game, p: PlayerId) {
        let Some(top) = g.players[p as usize].planar.pop_front() else {
            return;
        };
        self.put_face_up(g, top);
    }

    fn put_face_up(&self, g: &mut Game, c: CardId) {
        // CR 311.6, 122.2: a face-up plane turned face down became a new object, without its
        // counters. They are cleared here, as it next turns face up, so that its "when you
        // planeswalk away from this" ability reads them as they last were (Mount Keralia's
        // pressure counters, CR 603.10a); nothing reads counters of a face-down plane.
        g.obj_mut(c).named_counters = Default::default();
        g.face_up.push(c);
        if !self.rules.planes_stay_in_command_zone {
            // The deliberately broken variant: the plane is treated as a permanent.
            g.obj_mut(c).zone = Zone::Battlefield;
        }
        if self.def(c).is(Types::PHENOMENON) {
            let pc = g.planar_controller.unwrap_or(g.active);
            triggers::fire_own(self, g, c, |e| matches!(e, EventPattern::Encounter), pc);
        }
        // CR 901.11, 901.11b: "when you planeswalk to this" (not the starting plane, 901.5,
        // which is turned face up without this function).
        if self.def(c).is(Types::PLANE) {
            let pc = g.planar_controller.unwrap_or(g.active);
            // "if you planeswalked to [this] this turn" (CR 603.4), in models that read it.
            if self.table.planeswalk_history {
                g.obj_mut(c).planeswalked_to_by = Some(pc);
            }
            triggers::fire_own(
                self,
                g,
                c,
                |e| matches!(e, EventPattern::PlaneswalkedTo),
                pc,
            );
        }
    }

    /// Planeswalk to `planes` simultaneously (CR 701.31, 901.11c): they leave their planar
    /// decks, the face-up cards are planeswalked away from, and they turn face up.
    pub fn planeswalk_to(&self, g: &mut Game, planes: &[CardId]) {
        self.end_until_planeswalk_effects(g);
        for &c in planes {
            let owner = self.owner(c);
            g.players[owner as usize].planar.retain(|&x| x != c);
        }
        self.planeswalk_away(g);
        g.merged = planes.len() > 1;
        for &c in planes {
            self.put_face_up(g, c);
        }
        // CR 610.4: then what phased out "until a player planeswalks" phases in.
        self.phase_in_after_planeswalk(g);
    }

    /// CR 704.6f: a face-up phenomenon whose trigger has left the stack makes the planar
    /// controller planeswalk. Returns whether it did.
    pub fn phenomenon_sba(&self, g: &mut Game) -> bool {
        let Some(pc) = g.planar_controller else {
            return false;
        };
        let waiting = |c: CardId| {
            g.stack
                .iter()
                .any(|s| matches!(s, StackItem::Ability { ability, .. } if ability.source == c && ability.kind != AbilityKind::Planeswalking))
                || g.triggered.iter().any(|t| t.ability.source == c)
                || matches!(g.decision.as_deref().and_then(Decision::resolving), Some(StackItem::Ability { ability, .. }) if ability.source == c)
        };
        let due = g
            .face_up
            .iter()
            .any(|&c| self.def(c).is(Types::PHENOMENON) && !waiting(c));
        if due {
            // The phenomenon goes whatever the edition: under the broken variant that adds
            // planes instead of replacing them (`planechase.planeswalk=adds`) it would stay face
            // up and this action would repeat without end.
            if !self.rules.planeswalk_replaces {
                self.planeswalk_away(g);
            }
            self.planeswalk(g, pc);
        }
        due
    }

    /// CR 311.5: at the start of a turn the active player becomes the planar controller.
    pub fn new_turn_planar_controller(&self, g: &mut Game) {
        if g.planar_controller.is_some() {
            g.planar_controller = Some(if self.rules.planar_controller_is_active {
                g.active
            } else {
                // The deliberately broken variant: the face-up plane's owner controls it.
                g.face_up
                    .first()
                    .map(|&c| self.owner(c))
                    .unwrap_or(g.active)
            });
        }
        for pl in g.players.iter_mut() {
            pl.planar_rolls = 0;
        }
    }

    /// CR 800.4 (with 800.4p and 901.10): `p` leaves the game.
    pub fn leave_game(&self, g: &mut Game, p: PlayerId) {
        if g.players[p as usize].lost && self.already_gone(g, p) {
            return;
        }
        // 800.4p: the planar controller designation moves first.
        if g.planar_controller == Some(p) {
            let next = g.next_in_game(p);
            g.planar_controller = Some(next);
        }
        g.players[p as usize].lost = true;
        // 800.4a: what they own leaves the game; abilities they control on the stack cease.
        let owned: Vec<CardId> = g
            .ids()
            .filter(|&c| self.owner(c) == p && g.obj(c).zone != Zone::Outside)
            .collect();
        let departed_face_up: Vec<CardId> = if self.rules.departed_planes_leave {
            g.face_up
                .iter()
                .copied()
                .filter(|c| owned.contains(c))
                .collect()
        } else {
            Vec::new()
        };
        let plane_left = !departed_face_up.is_empty();
        let cease = self.rules.departed_abilities_cease;
        g.stack.retain(|s| match s {
            StackItem::Spell { card, .. } => self.owner(*card) != p,
            StackItem::Ability {
                controller,
                ability,
                ..
            } => !cease || *controller != p || self.stays_with_planar_controller(*ability),
        });
        // CR 901.10b: abilities from phenomena remain on the stack, controlled by the new
        // planar controller (800.4p made them so above).
        if let Some(pc) = g.planar_controller {
            for s in g.stack.iter_mut() {
                if let StackItem::Ability {
                    controller,
                    ability,
                    ..
                } = s
                {
                    if *controller == p && self.stays_with_planar_controller(*ability) {
                        *controller = pc;
                    }
                }
            }
        }
        // 800.4d: their triggered abilities are not put on the stack.
        g.triggered.retain(|t| t.controller != p);
        if self.rules.departed_planes_leave {
            g.face_up.retain(|c| self.owner(*c) != p);
        }
        g.players[p as usize].library.clear();
        g.players[p as usize].planar.clear();
        let staying: Vec<CardId> = g.face_up.to_vec();
        // CR 610.3, 800.4a: a card exiled "until [this] leaves the battlefield" by one of their
        // permanents returns once it has left the game (Banishing Light's owner conceding).
        let returning = self.returning_after(g, &owned);
        for c in owned.into_iter().filter(|c| !staying.contains(c)) {
            *g.obj_mut(c) = crate::engine::state::Obj::new(Zone::Outside, p);
        }
        self.return_exiled_until(g, returning);
        if plane_left {
            // 901.10a: planeswalking abilities cease to exist; 901.10: the planar controller
            // turns the top card of their planar deck face up.
            if cease {
                g.stack.retain(|s| !matches!(s, StackItem::Ability { ability, .. } if ability.kind == AbilityKind::Planeswalking));
                g.triggered
                    .retain(|t| t.ability.kind != AbilityKind::Planeswalking);
            }
            if let Some(pc) = g.planar_controller {
                if g.face_up.is_empty() && !g.players[pc as usize].planar.is_empty() {
                    // CR 901.11, 901.11a-b: turning it up is planeswalking, away from what left.
                    if self.rules.departure_planeswalks {
                        self.planeswalked_away_from(g, &departed_face_up);
                    }
                    self.turn_top_face_up(g, pc);
                }
            }
        }
        // A choice they were to make during the resolution of another player's spell or
        // ability ("target opponent does the same", CR 608.2d), or a payment it asked of them
        // ("counter target spell unless its controller pays {3}", 118.12a), is not made: they
        // are gone (800.4a), and the resolution goes on without it, as if they chose nothing or
        // declined.
        let pending = g.decision.as_deref().and_then(|d| {
            let (player, item, payment) = match d {
                Decision::Resolution { player, item, .. } => (*player, item, false),
                Decision::PayMana { player, item, .. } => (*player, item, true),
                _ => return None,
            };
            let others = match item {
                StackItem::Spell { card, .. } => self.owner(*card) != p,
                StackItem::Ability { .. } => true,
            };
            (player == p && item.controller() != p && others).then_some(payment)
        });
        match pending {
            Some(false) => self.resume(g, None),
            Some(true) => self.pay_for_effect(g, None, None),
            None => {}
        }
        // A decision that was theirs, or about what they owned, is moot.
        if g.decision.is_some() && (g.actor() == p || !self.decision_still_valid(g)) {
            g.decision = None;
        }
        if g.priority == p {
            g.priority = g.next_in_game(p);
            g.passes = 0;
        }
    }

    fn already_gone(&self, g: &Game, p: PlayerId) -> bool {
        g.ids()
            .all(|c| self.owner(c) != p || g.obj(c).zone == Zone::Outside)
    }

    fn decision_still_valid(&self, g: &Game) -> bool {
        match g.decision.as_deref() {
            Some(Decision::SuspendPlay { card, .. }) | Some(Decision::Proposal { card, .. }) => {
                g.obj(*card).zone != Zone::Outside
            }
            _ => true,
        }
    }
}
