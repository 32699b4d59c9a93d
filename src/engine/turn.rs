//! Turn structure (CR 500-514): steps in order, their turn-based actions (703), and who
//! receives priority when. The game is cut after the model's last turn.

use super::sba;
use super::state::{
    Decision, ExtraPhases, Game, Outcome, PlayerId, Step, Zone, MAX_PENDING_PHASES,
};
use super::triggers;
use super::Engine;
use crate::cards::{AddedPhase, Static};

/// Maximum hand size (CR 402.2).
const MAX_HAND: usize = 7;

fn following(s: Step) -> Step {
    let i = Step::ALL.iter().position(|&x| x == s).expect("a step");
    Step::ALL[(i + 1) % Step::ALL.len()]
}

impl Engine<'_> {
    /// `p` receives priority (CR 117.3): first state-based actions, then waiting triggers go on
    /// the stack (117.5), repeated until neither happens.
    pub fn give_priority(&self, g: &mut Game, p: PlayerId) {
        // CR 800.4j: a turn goes on without its departed active player.
        let p = if g.in_game(p) { p } else { g.next_in_game(p) };
        g.priority = p;
        g.passes = 0;
        self.settle(g);
    }

    /// State-based actions and triggers (CR 117.5), stopping at a decision.
    pub fn settle(&self, g: &mut Game) {
        loop {
            self.state_checks(g);
            if g.outcome.is_some() || g.decision.is_some() || g.triggered.is_empty() {
                return;
            }
            triggers::put_on_stack(self, g);
        }
    }

    /// State-based actions (CR 704.3), ascend (702.131b) and state triggers (603.8): what is
    /// checked before a player would receive priority. Returns whether a state-based action
    /// was performed.
    fn state_checks(&self, g: &mut Game) -> bool {
        let performed = sba::check(self, g);
        // CR 702.131b: ascend, "any time" (read with state-based actions, 117.5).
        self.update_city_blessings(g);
        // CR 603.8: state triggers are checked with state-based actions (704.3); the broken
        // variant (`triggers.state=never`) never looks.
        if self.rules.state_triggers && !self.table.state_watchers.is_empty() && g.outcome.is_none()
        {
            triggers::fire_state_triggers(self, g);
        }
        performed
    }

    /// CR 514.3a: once the cleanup step's discard (514.1) and 514.2 are done, the game checks
    /// state-based actions and waiting triggers (a creature an "until end of turn" effect kept
    /// alive dies, and its "dies" triggers wait). If a state-based action was performed or a
    /// trigger waits, they are done and put on the stack and the active player receives
    /// priority; once the stack is empty and all players pass, another cleanup step begins
    /// (`end_step`). Returns whether a player must act in this cleanup step. The broken
    /// variant (`cleanup.priority=never`) checks nothing: a trigger waits for the next time a
    /// player receives priority, and the model's last state is the one before the check.
    fn cleanup_checks(&self, g: &mut Game) -> bool {
        if !self.rules.cleanup_priority {
            return false;
        }
        let performed = self.state_checks(g);
        if g.outcome.is_some() {
            return true;
        }
        if !performed && g.triggered.is_empty() && g.decision.is_none() {
            return false;
        }
        self.give_priority(g, g.active);
        true
    }

    /// All players passed with an empty stack (CR 117.4): the step ends. In a cleanup step
    /// where players received priority, another cleanup step begins, with its own discard and
    /// 514.2 (CR 514.3a).
    pub fn end_step(&self, g: &mut Game) {
        if g.step == Step::Cleanup && self.rules.cleanup_priority {
            if !self.enter_step(g, Step::Cleanup) {
                self.advance(g);
            }
        } else {
            self.advance(g);
        }
    }

    /// Enters `step` and performs its turn-based actions. Returns true if a player must act in
    /// it (priority or a decision), false if the game moves straight on.
    fn enter_step(&self, g: &mut Game, step: Step) -> bool {
        // CR 500.4: as a step or phase ends, unused mana empties from each player's pool (the
        // broken variant `mana.pool-empties=never` keeps it).
        if self.rules.mana_pool_empties {
            self.empty_mana_pools(g);
        }
        g.step = step;
        let active = g.active;
        // CR 500.8, 505.1a: in a turn with added phases, each main and combat phase is
        // counted as it begins (the numbers traces give them).
        if let Some(x) = g.extra_phases.as_deref_mut() {
            match step {
                Step::Main1 | Step::Main2 => x.mains = x.mains.saturating_add(1),
                Step::BeginCombat => x.combats = x.combats.saturating_add(1),
                _ => {}
            }
        }
        match step {
            Step::Untap => {
                // CR 500.8: phases added to the turn before are of that turn.
                g.extra_phases = None;
                // CR 311.5: the active player becomes the planar controller.
                self.new_turn_planar_controller(g);
                // CR 611.2b: the active player's "until your next turn" effects end.
                self.end_until_next_turn_effects(g, active);
                // CR 513.2: "the next end step" is this turn's for every delayed ability now.
                for d in g.delayed.iter_mut() {
                    d.waits_a_turn = false;
                }
                // CR 601.2i: "each turn" counts start again.
                self.reset_spells_cast(g);
                // CR 700.4: "a creature died this turn" is of the turn (the broken variant
                // `history.this-turn=ever` remembers earlier turns).
                if self.rules.history_this_turn_only {
                    g.this_turn = 0;
                }
                // "if you planeswalked to [this] this turn" (CR 901.11) is of the turn.
                let arrived: Vec<_> = g
                    .face_up
                    .iter()
                    .copied()
                    .filter(|&c| g.obj(c).planeswalked_to_by.is_some())
                    .collect();
                for c in arrived {
                    g.obj_mut(c).planeswalked_to_by = None;
                }
                // "attacked this turn" (CR 508.1) is of the turn: a new turn, none has attacked
                // (the broken variant `combat.attacked-this-turn=ever` remembers).
                if self.rules.attacked_this_turn_only {
                    let attacked: Vec<_> = g
                        .in_zone(Zone::Battlefield)
                        .filter(|&c| g.obj(c).attacked)
                        .collect();
                    for c in attacked {
                        g.obj_mut(c).attacked = false;
                    }
                }
                // CR 502.3: untap (unless an effect skips it, The Eon Fog); 302.6: the active
                // player's permanents are no longer "sick".
                let skip = self.skips_untap(g, active);
                // CR 502.1, 702.26a: phasing first, before anything untaps; not in a skipped
                // untap step (702.26m).
                if !skip {
                    self.untap_step_phasing(g, active);
                }
                // "All permanents untap during each player's untap step." (Horizon Boughs).
                let everyone = self.all_permanents_untap(g);
                // CR 502.3: effects keep some of the active player's permanents from untapping
                // ("doesn't untap during its controller's next untap step" is used up here).
                let stays_tapped = match skip {
                    true => Vec::new(),
                    false => self.kept_tapped(g, active),
                };
                // Only the objects that change are handed out for change (`Game::obj_mut`).
                let mine: Vec<_> = g
                    .in_zone(Zone::Battlefield)
                    .filter(|&c| {
                        let o = g.obj(c);
                        let untaps = o.tapped && !skip;
                        (o.controller == active && (untaps || o.sick)) || (everyone && untaps)
                    })
                    .collect();
                for c in mine {
                    let own = g.obj(c).controller == active;
                    let kept = own && stays_tapped.contains(&c);
                    let instead = match own && g.obj(c).tapped && !skip && !kept {
                        true => self.untap_step_counters(g, c),
                        false => None,
                    };
                    if let Some((kind, n)) = instead {
                        // CR 614.1a: counters instead of untapping (Edge of Malacol).
                        let n = self.add_counters(g, c, kind, n);
                        self.counters_put(g, active, c, &[(kind, n)]);
                    } else if !skip && !kept {
                        // CR 122.1d: a stun counter is removed instead.
                        self.untap(g, c);
                    }
                    if g.obj(c).controller == active {
                        g.obj_mut(c).sick = false;
                    }
                }
                // CR 606.3: loyalty abilities are once per turn; a new turn starts afresh.
                let activated: Vec<_> = g
                    .among(&self.table.planeswalkers, Zone::Battlefield)
                    .filter(|&c| g.obj(c).loyalty_activated)
                    .collect();
                for c in activated {
                    g.obj_mut(c).loyalty_activated = false;
                }
                g.lands_played = 0;
                false
            }
            Step::Draw => {
                // CR 103.8a: in a two-player game the starting player skips the draw step of
                // their first turn (103.8c: in other multiplayer games no one does).
                let skip = g.turn == 1 && g.player_count() == 2;
                // CR 614.1b, 614.10: "Skip your draw step".
                let skip = skip || self.skips_draw(g, active);
                // CR 500.11, 614.10a: a skipped step is passed as though it didn't exist:
                // nothing scheduled for it happens, no "at the beginning of your draw step"
                // ability triggers and no player gets priority in it. (The broken variant,
                // `draw.skipped-step=without-draw`, keeps the step without its draw.)
                if skip && self.rules.skipped_draw_step_passed {
                    return false;
                }
                if !skip {
                    self.draw(g, active);
                }
                // CR 504.2: then "at the beginning of [your / each] draw step" abilities
                // trigger (Panopticon, Rites of Flourishing).
                self.fire_beginning_of_planes(g, Step::Draw);
                super::triggers::fire_beginning_of_permanents(self, g, Step::Draw);
                self.give_priority(g, active);
                true
            }
            Step::DeclareAttackers => {
                let any_able = g.in_zone(Zone::Battlefield).any(|c| self.can_attack(g, c));
                // CR 508.1c, 611.2b: with every opponent shielded ("creatures can't attack
                // you"), no attack can be declared: nothing to decide.
                let any_defender = g.cant_attack == 0
                    || g.apnap_from(active)
                        .into_iter()
                        .any(|p| p != active && !self.cant_be_attacked(g, p))
                    || !self.attackable_planeswalkers(g).is_empty();
                // CR 800.4j: a departed active player declares nothing.
                if any_able && any_defender && g.in_game(active) {
                    g.priority = active;
                    g.decide(Decision::Attackers);
                } else {
                    self.give_priority(g, active);
                }
                true
            }
            Step::DeclareBlockers => {
                // CR 508.8: with no attackers, the declare blockers step is skipped.
                let defender = g
                    .in_zone(Zone::Battlefield)
                    .find_map(|c| g.obj(c).attacking);
                match defender {
                    None => false,
                    // Declaring no blockers is no choice when nothing can block.
                    Some(d) if g.in_game(d) && self.can_declare_blocks(g, d) => {
                        g.priority = active;
                        g.decide(Decision::Blockers { player: d });
                        true
                    }
                    Some(_) => {
                        self.give_priority(g, active);
                        true
                    }
                }
            }
            Step::FirstStrikeDamage => {
                // CR 510.4: only when an attacking or blocking creature has first strike or
                // double strike.
                if !self.any_attacking(g) || !self.first_strike_step(g) {
                    return false;
                }
                // CR 510.1c: the active player divides the damage of an attacker blocked by
                // several creatures as they choose.
                if self.damage_division_choice(g, true) {
                    g.priority = active;
                    g.decide(Decision::CombatDamage {
                        player: active,
                        first: true,
                    });
                    return true;
                }
                self.combat_damage(g, true, &[]);
                self.give_priority(g, active);
                true
            }
            Step::CombatDamage => {
                // CR 508.8: with no attackers, the combat damage step is skipped.
                if !self.any_attacking(g) {
                    return false;
                }
                // CR 510.1c: the active player divides the damage of an attacker blocked by
                // several creatures as they choose.
                if self.damage_division_choice(g, false) {
                    g.priority = active;
                    g.decide(Decision::CombatDamage {
                        player: active,
                        first: false,
                    });
                    return true;
                }
                self.combat_damage(g, false, &[]);
                self.give_priority(g, active);
                true
            }
            Step::EndCombat => {
                // CR 511.2, 603.7a: delayed abilities "at end of combat".
                self.fire_delayed_beginning(g, Step::EndCombat);
                // CR 511.3: creatures stop being attacking creatures as the step ends; nothing
                // in between can tell the difference, so it is done here.
                let attackers: Vec<_> = g
                    .in_zone(Zone::Battlefield)
                    .filter(|&c| g.obj(c).attacking.is_some())
                    .collect();
                for c in attackers {
                    g.obj_mut(c).attacking = None;
                    g.obj_mut(c).attacking_planeswalker = None;
                    g.obj_mut(c).blocked = false;
                }
                let blockers: Vec<_> = g
                    .in_zone(Zone::Battlefield)
                    .filter(|&c| g.obj(c).blocking.is_some())
                    .collect();
                for c in blockers {
                    g.obj_mut(c).blocking = None;
                    g.obj_mut(c).damage_rank = None;
                }
                // CR 510.4: which creatures struck first matters only within this combat.
                let struck: Vec<_> = g
                    .in_zone(Zone::Battlefield)
                    .filter(|&c| g.obj(c).struck_first)
                    .collect();
                for c in struck {
                    g.obj_mut(c).struck_first = false;
                }
                self.give_priority(g, active);
                true
            }
            Step::Cleanup => {
                let no_max = self.no_maximum_hand_size(g, active);
                if !no_max && self.hand_size(g, active) > MAX_HAND {
                    g.decide(Decision::Discard { player: active });
                    return true;
                }
                self.finish_cleanup(g);
                self.cleanup_checks(g)
            }
            Step::Upkeep => {
                // CR 503.1: "at the beginning of the upkeep" abilities trigger (suspend's).
                self.fire_upkeep_suspend(g);
                // CR 603.4, 113.6b: "at the beginning of each player's upkeep, if this card
                // is suspended" abilities, from exile.
                self.fire_upkeep_suspended_cards(g);
                self.fire_beginning_of_planes(g, Step::Upkeep);
                // CR 503.1a: permanents' "at the beginning of [your / each] upkeep".
                super::triggers::fire_beginning_of_permanents(self, g, Step::Upkeep);
                // CR 603.7a: delayed abilities "at the beginning of ... upkeep".
                self.fire_delayed_beginning(g, Step::Upkeep);
                // CR 702.63a: vanishing's upkeep trigger.
                self.fire_upkeep_vanishing(g);
                self.give_priority(g, active);
                true
            }
            Step::End => {
                self.fire_beginning_of_planes(g, Step::End);
                // CR 513.1a: permanents' "at the beginning of [your / each] end step".
                super::triggers::fire_beginning_of_permanents(self, g, Step::End);
                // CR 603.7a: delayed abilities "at the beginning of the next end step".
                self.fire_delayed_beginning(g, Step::End);
                self.give_priority(g, active);
                true
            }
            Step::Main1 => {
                // CR 714.3b: a turn-based action as the precombat main phase begins.
                self.lore_for_precombat_main(g);
                // CR 505.4: then "at the beginning of your precombat main phase" abilities.
                self.fire_beginning_of_planes(g, Step::Main1);
                super::triggers::fire_beginning_of_permanents(self, g, Step::Main1);
                self.give_priority(g, active);
                true
            }
            // CR 507.1, 505.4: "at the beginning of combat on your turn", "at the beginning of
            // your postcombat main phase".
            Step::BeginCombat | Step::Main2 => {
                self.fire_beginning_of_planes(g, step);
                super::triggers::fire_beginning_of_permanents(self, g, step);
                self.give_priority(g, active);
                true
            }
        }
    }

    /// How many turns `p` has begun, this one included ("your first, second, or third turns
    /// of the game", CR 601.3: the rulings on Serra Avenger and Jace Reawakened count the
    /// turns you have taken, not the game's). The game counts its own turns (`g.turn`); it
    /// starts with the first seat's turn 1 and passes turns in seat order (CR 103.1, 500.1),
    /// so seat `p` of `n` begins the turns p+1, p+1+n, ... of those in seat order, and each
    /// extra turn it takes (500.7) besides. Exact while every player is in the game; once a player has left a multiplayer game
    /// the others' turns come round sooner than this counts (README, "Models").
    pub fn turns_begun(&self, g: &Game, p: PlayerId) -> u8 {
        if !self.rules.turns_counted_per_player {
            return g.turn;
        }
        let n = g.player_count().max(1) as u8;
        // CR 500.7: extra turns come between the turns in seat order; each is one its player
        // begins.
        let (taken, own_extra) = g
            .extra_turns
            .as_ref()
            .map_or((0, 0), |e| (e.taken(), e.begun_by(p)));
        let in_order = g.turn.saturating_sub(taken);
        match in_order.checked_sub(p + 1) {
            None => own_extra,
            Some(after_first) => (after_first / n + 1).saturating_add(own_extra),
        }
    }

    pub fn hand_size(&self, g: &Game, p: PlayerId) -> usize {
        g.in_zone(Zone::Hand)
            .filter(|&c| self.owner(c) == p)
            .count()
    }

    /// CR 514.2: damage wears off, and "until end of turn" and "this turn" effects end.
    fn finish_cleanup(&self, g: &mut Game) {
        self.end_turn_effects(g);
        self.end_until_next_turn_at_cleanup(g);
        self.end_turn_temporary(g);
        let damaged: Vec<_> = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).damage > 0 || g.obj(c).deathtouched)
            .collect();
        for c in damaged {
            g.obj_mut(c).damage = 0;
            g.obj_mut(c).deathtouched = false;
        }
    }

    /// Discards one card in cleanup; when the hand is small enough the turn ends.
    pub fn cleanup_discard(&self, g: &mut Game, card: super::CardId) {
        // CR 701.9a: a discard "whenever you discard" abilities see; they trigger now and go
        // on the stack once the step's 514.2 is done (514.3a). The broken variant
        // (`cleanup.priority=never`) gives no priority there: the discard is no event.
        let active = g.active;
        self.move_card(g, card, Zone::Graveyard);
        if self.rules.cleanup_priority {
            self.discarded(g, active, card, false);
        }
        if self.hand_size(g, g.active) <= MAX_HAND {
            g.decision = None;
            self.finish_cleanup(g);
            if !self.cleanup_checks(g) {
                self.advance(g);
            }
        }
    }

    /// Moves to the next step in which someone must act (CR 500.2), across turns; past the
    /// model's last turn the game is cut (`Outcome::TurnLimit`).
    pub fn advance(&self, g: &mut Game) {
        loop {
            if g.outcome.is_some() {
                return;
            }
            let next = next_step(g, self.rules.added_main_postcombat);
            if next == Step::Untap {
                if g.turn >= self.table.turns {
                    g.outcome = Some(Outcome::TurnLimit);
                    return;
                }
                g.turn += 1;
                g.active = next_active(g, self.rules.extra_turn_seat_order);
            }
            if self.enter_step(g, next) {
                return;
            }
        }
    }

    /// CR 500.8: `phases` are added directly after the current phase, before any added
    /// earlier (the most recently created are done first). More than `MAX_PENDING_PHASES`
    /// waiting at once cuts the game (`Outcome::PhaseLimit`), and the budget records it.
    pub fn add_phases(&self, g: &mut Game, phases: &[AddedPhase]) {
        let step = g.step;
        let x = g
            .extra_phases
            .get_or_insert_with(|| Box::new(ExtraPhases::counted_at(step)));
        if x.pending.len().saturating_add(phases.len()) > MAX_PENDING_PHASES {
            g.outcome = Some(Outcome::PhaseLimit);
            if let Some(b) = self.budget {
                b.record_phase_limit();
            }
            return;
        }
        x.pending.splice(0..0, phases.iter().copied());
    }

    /// Starts the game at the untap step of turn 1.
    pub fn begin_game(&self, g: &mut Game) {
        // CR 103.6: actions from the opening hands come first.
        if !self.begin_opening_hands(g) {
            self.begin_first_turn(g);
        }
    }

    /// CR 901.5, 103.8 (after the opening hands, 103.6): the starting plane, then the first
    /// turn's untap step.
    pub fn begin_first_turn(&self, g: &mut Game) {
        if g.players.iter().any(|p| !p.planar.is_empty()) {
            self.set_starting_plane(g);
        }
        if !self.enter_step(g, Step::Untap) {
            self.advance(g);
        }
    }
}

/// The last step of each phase (CR 500.1): where phases added after it begin (500.8).
fn ends_phase(s: Step) -> bool {
    matches!(
        s,
        Step::Draw | Step::Main1 | Step::EndCombat | Step::Main2 | Step::Cleanup
    )
}

/// The step after the current one (CR 500.1): at the end of a phase, the next added phase if
/// one waits (500.8: an added combat phase begins with its beginning of combat step, 506.1;
/// an added main phase is postcombat, 505.1a), else the step after the turn's own phase the
/// added phases came after.
fn next_step(g: &mut Game, added_main_postcombat: bool) -> Step {
    let now = g.step;
    if ends_phase(now) {
        if let Some(x) = g.extra_phases.as_deref_mut() {
            if !x.pending.is_empty() {
                let phase = x.pending.remove(0);
                x.after.get_or_insert(now);
                return match phase {
                    AddedPhase::Combat => Step::BeginCombat,
                    // The broken variant (`phases.added-main=precombat`) makes it precombat.
                    AddedPhase::Main if added_main_postcombat => Step::Main2,
                    AddedPhase::Main => Step::Main1,
                };
            }
            if let Some(after) = x.after.take() {
                return following(after);
            }
        }
    }
    following(now)
}

/// Whose turn comes next (CR 500.7): the most recently created extra turn of a player still in
/// the game, else the turn of the player after, in seat order, the one whose turn the extra
/// turns came after (or this turn's). The broken variant (`seat_order` false) goes on from the
/// extra turn's player.
fn next_active(g: &mut Game, seat_order: bool) -> PlayerId {
    let active = g.active;
    let Some(extra) = g.extra_turns.as_deref_mut() else {
        return g.next_in_game(active);
    };
    while let Some(p) = extra.pending.pop() {
        if !g.players[p as usize].lost {
            extra.after.get_or_insert(active);
            if extra.begun.len() <= p as usize {
                extra.begun.resize(p as usize + 1, 0);
            }
            extra.begun[p as usize] = extra.begun[p as usize].saturating_add(1);
            return p;
        }
    }
    let after = extra.after.take().filter(|_| seat_order);
    g.next_in_game(after.unwrap_or(active))
}

impl Engine<'_> {
    /// CR 500.4: empties every player's mana pool (touching only players whose pool holds
    /// mana), but not the pool of a player a static ability says doesn't lose unspent mana
    /// (Upwelling, CR 106.4; the broken variant `mana.keep-unspent=ignored` empties it too).
    fn empty_mana_pools(&self, g: &mut Game) {
        for p in 0..g.players.len() {
            if g.players[p].pool.is_none() {
                continue;
            }
            let player = p as PlayerId;
            let kept = self.rules.keep_unspent_mana
                && !self.table.with_statics.is_empty()
                && self.statics_in_play(g).any(|(_, ctl, s)| match s {
                    Static::KeepUnspentMana { who } => super::statics::covers(*who, ctl, player),
                    _ => false,
                });
            if !kept {
                g.players[p].pool = None;
            }
        }
    }
}
