//! Priority (CR 117): what the player who must act can do, and what each action does.

use super::action::Action;
use super::mechanics::planechase::DieFace;
use super::sba;
use super::state::{CardId, Decision, Game, Zone};
use super::triggers;
use super::{Cut, Engine};

/// The priority holder's actions: pass first, then lands, spells, special actions.
pub fn priority_actions(eng: &Engine, g: &Game) -> Result<Vec<Action>, Cut> {
    let p = g.priority;
    let mut out = vec![Action::Pass];
    // CR 305.2 / 116.2a: one land per turn, main phase, empty stack, own turn.
    if eng.sorcery_timing(g, p) && eng.land_drop_left(g, p) {
        let mine = g.in_zone(Zone::Hand).filter(|&c| eng.owner(c) == p);
        for card in eng.representatives(g, mine) {
            out.extend(
                eng.land_faces(card)
                    .map(|back| Action::PlayLand { card, back }),
            );
        }
        // The land plays of `cards` (interchangeable ones once), each face that is a land.
        let plays = |cards: &mut dyn Iterator<Item = CardId>, out: &mut Vec<Action>| {
            for card in eng.representatives(g, cards) {
                out.extend(
                    eng.land_faces(card)
                        .map(|back| Action::PlayLand { card, back }),
                );
            }
        };
        // CR 305.1: an effect lets them play lands from their graveyard.
        if !g.temporary.is_empty() || eng.table.any_statics {
            let mut permitted = g
                .in_zone(Zone::Graveyard)
                .filter(|&c| eng.may_play_land_from_graveyard(g, p, c));
            plays(&mut permitted, &mut out);
        }
        // CR 305.1: a static ability lets them play the top card of any library.
        if eng.table.any_statics && eng.may_play_from_library_tops(g, p) {
            plays(&mut eng.library_tops(g).into_iter(), &mut out);
        }
        // CR 305.1: an effect lets them play an exiled land ("you may play that card").
        if !g.continuous.is_empty() {
            let mut permitted = g
                .in_zone(Zone::Exile)
                .filter(|&c| eng.may_play_land_from_exile(g, p, c));
            plays(&mut permitted, &mut out);
        }
    }
    out.extend(eng.cast_actions(g, p));
    out.extend(eng.plot_actions(g, p));
    out.extend(eng.foretell_actions(g, p));
    out.extend(eng.suspend_actions(g, p));
    out.extend(eng.activate_actions(g, p));
    // CR 702.122a: crew, an activated ability whose cost is a choice of creatures.
    out.extend(eng.crew_actions(g, p)?);
    out.extend(eng.roll_actions(g, p));
    out.extend(eng.special_actions(g, p));
    out.extend(eng.turn_face_up_actions(g, p));
    Ok(out)
}

/// The actions of a pending decision; declaring attackers or blockers can be cut short by the
/// engine's budget.
pub fn decision_actions(eng: &Engine, g: &Game, d: &Decision) -> Result<Vec<Action>, Cut> {
    Ok(match d {
        Decision::Attackers => eng.attack_actions(g)?,
        Decision::Blockers { player } => eng.block_actions(g, *player)?,
        // CR 700.2b, 603.3c: a modal ability's mode, with that mode's target.
        Decision::TriggerTarget { trigger } if eng.ability_modes(trigger.ability) > 0 => {
            triggers::trigger_modes(eng, g, trigger)
                .into_iter()
                .map(|(mode, target)| Action::TriggerMode { mode, target })
                .collect()
        }
        // CR 603.3b: which of the player's different waiting triggers goes on the stack next.
        Decision::TriggerOrder { player } => triggers::own_choices(g, *player)
            .into_iter()
            .map(Action::OrderTrigger)
            .collect(),
        // CR 603.3d, 601.2c: a target for each "target" word of the ability.
        Decision::TriggerTarget { trigger } if triggers::has_several_targets(eng, trigger) => {
            triggers::trigger_target_sets(eng, g, trigger)
                .into_iter()
                .map(Action::TriggerTargets)
                .collect()
        }
        // "select target player at random" (CR 601.2c): chance chooses, every legal target
        // explored.
        Decision::TriggerTarget { trigger } if eng.target_at_random(trigger) => eng
            .random_targets(triggers::trigger_targets(eng, g, trigger).unwrap_or_default())
            .into_iter()
            .map(Action::Target)
            .collect(),
        Decision::TriggerTarget { trigger } => {
            // CR 601.2c: "up to one target" may be zero targets.
            let none = eng
                .ability_program(trigger.ability)
                .targets
                .first()
                .is_some_and(|s| s.optional())
                .then_some(Action::NoTarget);
            none.into_iter()
                .chain(
                    triggers::trigger_targets(eng, g, trigger)
                        .unwrap_or_default()
                        .into_iter()
                        .map(Action::Target),
                )
                .collect()
        }
        Decision::Resolution {
            options, optional, ..
        } => optional
            .then_some(Action::Choose(None))
            .into_iter()
            .chain(options.iter().map(|&c| Action::Choose(Some(c))))
            .collect(),
        Decision::PlanarDie { .. } => DieFace::ALL.into_iter().map(Action::DieFace).collect(),
        Decision::Die { .. } => {
            let results = eng.die_results(d);
            if results.is_empty() {
                eng.keepable_results(d)
                    .into_iter()
                    .map(Action::KeepDie)
                    .collect()
            } else {
                results.into_iter().map(Action::DieRoll).collect()
            }
        }
        Decision::Coin { .. } => eng
            .flip_outcomes()
            .into_iter()
            .map(Action::CoinFlip)
            .collect(),
        Decision::SuspendPlay { player, card, must } => {
            eng.suspend_play_actions(g, *player, *card, *must)
        }
        // CR 608.2g: each cast of each card, or none.
        Decision::CastFree {
            player,
            cards,
            below,
            play,
            ..
        } => std::iter::once(Action::Decline)
            .chain(
                cards
                    .iter()
                    // A card still where it was (a departed player's cards leave, CR 800.4a):
                    // exile, a hand, a library or a graveyard (CR 608.2g).
                    .filter(|&&c| {
                        matches!(
                            g.obj(c).zone,
                            Zone::Exile | Zone::Hand | Zone::Library | Zone::Graveyard
                        )
                    })
                    .flat_map(|&c| {
                        // CR 305.1: "play it": a land card is played (only one the effect
                        // may play is among `cards`).
                        let plays: Vec<Action> =
                            match *play && eng.may_play_land_by_effect(g, *player, c) {
                                true => eng
                                    .land_faces(c)
                                    .map(|back| Action::PlayLand { card: c, back })
                                    .collect(),
                                false => Vec::new(),
                            };
                        plays
                            .into_iter()
                            .chain(eng.free_casts(g, *player, c, *below))
                    }),
            )
            .collect(),
        Decision::Proposal { .. } => vec![Action::Reverse],
        Decision::ChooseName { card, .. } => {
            eng.nameable(*card).into_iter().map(Action::Name).collect()
        }
        // CR 119.4: life can be paid only from a life total at least that high.
        Decision::PayLifeAsEnters { player, life, .. } => {
            let can_pay = eng.may_pay_life(g, *player, *life);
            let mut out = vec![Action::PayLife(false)];
            if can_pay {
                out.insert(0, Action::PayLife(true));
            }
            out
        }
        Decision::OpeningHand { player } => eng.opening_hand_actions(g, *player),
        // CR 702.82a: any number of the other creatures they control.
        Decision::Devour { player, card, .. } => eng
            .devour_choices(g, *player, *card)?
            .into_iter()
            .map(Action::Devour)
            .collect(),
        Decision::AttachAura { options, .. } => {
            options.iter().map(|&c| Action::AttachAura(c)).collect()
        }
        Decision::CombatDamage { first, .. } => eng.damage_division_actions(g, *first)?,
        Decision::DamageOrder { .. } => eng.damage_order_actions(g)?,
        Decision::TimeTravel { objects, .. } => eng
            .time_travel_choices(objects)?
            .into_iter()
            .map(Action::TimeTravel)
            .collect(),
        Decision::ChangeACounter { options, .. } => options
            .iter()
            .map(|&(kind, put)| Action::ChangeACounter { kind, put })
            .collect(),
        Decision::Proliferate {
            objects, players, ..
        } => eng
            .proliferate_choices(g, objects, *players)?
            .into_iter()
            .map(|(objects, players)| Action::Proliferate { objects, players })
            .collect(),
        // CR 605.3a, 608.2d: each way to pay, or declining.
        Decision::PayMana { .. } => {
            let (ways, optional) = eng.effect_payments(g, d);
            optional
                .then_some(Action::PayMana(None))
                .into_iter()
                .chain(ways.into_iter().map(|(x, w)| match x {
                    Some(x) => Action::PayManaX(x, w),
                    None => Action::PayMana(Some(w)),
                }))
                .collect()
        }
        Decision::CopyTargets { options, .. } => {
            options.iter().cloned().map(Action::CopyTargets).collect()
        }
        // CR 704.5j: which legendary permanent of the name to keep.
        Decision::LegendRule { legends, .. } => eng
            .legend_choices(g, legends)
            .into_iter()
            .map(Action::KeepLegend)
            .collect(),
        Decision::Discard { player } => {
            let hand = g.in_zone(Zone::Hand).filter(|&c| eng.owner(c) == *player);
            eng.representatives(g, hand)
                .into_iter()
                .map(Action::Discard)
                .collect()
        }
    })
}

/// CR 117.4: if all players pass in succession, the top of the stack resolves, or with an
/// empty stack the step ends.
fn pass(eng: &Engine, g: &mut Game) {
    g.passes += 1;
    if g.passes as usize >= g.players_in_game() {
        if g.stack.is_empty() {
            eng.end_step(g);
        } else {
            eng.resolve_top(g);
            // CR 117.3b: after resolution the active player receives priority; one who has
            // left the game can't, and the next player in turn order does (800.4j).
            g.priority = match g.in_game(g.active) || !eng.rules.departed_skip_priority {
                true => g.active,
                false => g.next_in_game(g.active),
            };
            g.passes = 0;
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
    } else {
        g.priority = g.next_in_game(g.priority);
    }
}

pub fn apply(eng: &Engine, g: &mut Game, action: &Action) {
    perform(eng, g, action);
    // A player now answers a question the game asked mid-way (an "as enters" choice posed as a
    // spell finished resolving): no state-based actions are checked until the game goes on.
    if g.decision.is_some() {
        sba::cease_unseen(eng, g);
    }
}

fn perform(eng: &Engine, g: &mut Game, action: &Action) {
    let p = g.actor();
    match action {
        Action::Pass => pass(eng, g),
        Action::PlayLand { card, back } => {
            let during = g.decision.take().map(|d| *d);
            let during_resolution = during.is_some();
            eng.enter_battlefield(g, *card, p, u8::from(*back));
            g.lands_played = g.lands_played.saturating_add(1);
            if during_resolution {
                // CR 608.2g, 305.1: played while an ability resolves ("you may play it"): the
                // resolution goes on ("if you do" reads that it was played).
                eng.after_free_cast(g, during, true);
                eng.settle(g);
            } else {
                eng.give_priority(g, p);
            }
        }
        Action::Cast(c) => {
            let during = g.decision.take().map(|d| *d);
            let during_resolution = during.is_some();
            eng.cast(g, p, c);
            if during_resolution {
                // CR 608.2g: cast while a spell or ability resolves; no one receives priority
                // for it, and the resolution goes on.
                eng.after_free_cast(g, during, true);
                eng.settle(g);
            } else {
                // CR 601.2i: the caster receives priority.
                eng.give_priority(g, p);
            }
        }
        Action::Suspend { card, x, tap, .. } => {
            eng.suspend(g, p, *card, *x, tap);
            // CR 116.3: after a special action the player receives priority.
            eng.give_priority(g, p);
        }
        Action::Activate {
            card,
            index,
            mode,
            sacrifice,
            tap,
            card_cost,
            targets,
            tapped,
        } => {
            eng.activate(
                g, p, *card, *index, *sacrifice, tap, *card_cost, targets, *mode,
            );
            // CR 602.2b, 118.3: the permanents the cost taps (other than {T}).
            eng.tap_for_cost(g, tapped);
            eng.give_priority(g, p);
        }
        Action::Decline => {
            if let Some(Decision::SuspendPlay { card, .. }) = g.decision.as_deref().cloned() {
                eng.decline_suspended(g, card);
            }
            if matches!(g.decision.as_deref(), Some(Decision::CastFree { .. })) {
                let declined = g.decision.take().map(|d| *d);
                eng.after_free_cast(g, declined, false);
            }
            eng.settle(g);
        }
        Action::BeginCast { card } => eng.begin_doomed_cast(g, p, *card),
        Action::Reverse => eng.reverse_cast(g),
        Action::RollPlanarDie { cost, tap } => eng.roll_planar_die(g, p, *cost, tap),
        Action::DieFace(face) => {
            eng.planar_die_shows(g, *face);
            // CR 901.9a-c: the active player gets priority.
            eng.give_priority(g, g.active);
        }
        Action::Special {
            source,
            index,
            choice,
        } => {
            eng.take_special_action(g, p, *source, *index, *choice);
            if g.decision.is_none() {
                eng.give_priority(g, p);
            }
        }
        Action::Concede => {
            eng.leave_game(g, p);
            // CR 800.4: the game goes on for the rest.
            eng.settle(g);
        }
        Action::Name(def) => {
            if let Some(Decision::ChooseName { card, .. }) = g.decision.take().map(|d| *d) {
                g.obj_mut(card).named = Some(*def);
            }
            eng.settle(g);
        }
        Action::Plot { card, tap, .. } => {
            eng.plot(g, p, tap, *card);
            // CR 116.3: after a special action the player receives priority.
            eng.give_priority(g, p);
        }
        Action::Foretell { card, tap, .. } => {
            eng.foretell(g, p, *card, tap);
            // CR 702.143b, 116.3: after a special action the player receives priority.
            eng.give_priority(g, p);
        }
        Action::Attack {
            attackers,
            defender,
        } => {
            eng.declare_attackers(g, attackers, *defender);
            g.decision = None;
            eng.give_priority(g, g.active);
        }
        Action::AttackPlaneswalker {
            attackers,
            planeswalker,
        } => {
            eng.declare_attackers_on(g, attackers, *planeswalker);
            g.decision = None;
            eng.give_priority(g, g.active);
        }
        Action::Block { blocks } => {
            eng.declare_blockers(g, blocks);
            // CR 701.54c: "Whenever your Ring-bearer becomes blocked by a creature".
            eng.fire_ring_blocked(g, blocks);
            // CR 509.1i, 509.3a: "whenever this creature blocks", once for each blocker.
            let mut blockers: Vec<CardId> = blocks.iter().map(|&(b, _)| b).collect();
            blockers.dedup();
            for b in blockers {
                let controller = g.obj(b).controller;
                triggers::fire_own(
                    eng,
                    g,
                    b,
                    |e| matches!(e, crate::cards::EventPattern::Blocks),
                    controller,
                );
            }
            g.decision = None;
            // CR 509.2 (2024-02-06 and earlier): the attacking player announces each damage
            // assignment order before anyone receives priority.
            if eng.damage_order_needed(g) {
                g.priority = g.active;
                g.decide(Decision::DamageOrder { player: g.active });
            } else {
                eng.give_priority(g, g.active);
            }
        }
        Action::OrderBlockers(orders) => {
            g.decision = None;
            eng.announce_damage_orders(g, orders);
            eng.give_priority(g, g.active);
        }
        Action::Target(t) => {
            if let Some(Decision::TriggerTarget { trigger }) = g.decision.take().map(|d| *d) {
                // CR 603.3d, 603.2e: its target becomes the target of an ability.
                triggers::push_trigger(eng, g, trigger, 0, Some(*t));
            }
            eng.settle(g);
        }
        Action::Choose(c) => {
            eng.resume(g, *c);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::Discard(c) => eng.cleanup_discard(g, *c),
        Action::TurnFaceUp { card, tap, .. } => {
            eng.turn_face_up(g, p, *card, tap);
            // CR 116.3: after a special action the player receives priority.
            if g.decision.is_none() {
                eng.give_priority(g, p);
            }
        }
        Action::TriggerMode { mode, target } => {
            if let Some(Decision::TriggerTarget { trigger }) = g.decision.take().map(|d| *d) {
                eng.remember_mode(g, &trigger, *mode);
                triggers::push_trigger(eng, g, trigger, *mode, *target);
            }
            eng.settle(g);
        }
        Action::OrderTrigger(t) => {
            if let Some(Decision::TriggerOrder { .. }) = g.decision.as_deref() {
                g.decision = None;
                triggers::put_chosen(eng, g, *t);
            }
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::TriggerTargets(ts) => {
            if let Some(Decision::TriggerTarget { trigger }) = g.decision.take().map(|d| *d) {
                // CR 603.3d, 603.2e: each becomes a target of the ability.
                triggers::push_trigger_targets(eng, g, trigger, 0, ts.clone());
            }
            eng.settle(g);
        }
        Action::NoTarget => {
            if let Some(Decision::TriggerTarget { trigger }) = g.decision.take().map(|d| *d) {
                g.stack.push(super::state::StackItem::Ability {
                    ability: trigger.ability,
                    controller: trigger.controller,
                    targets: super::state::Targets::new(),
                    mode: 0,
                });
            }
            eng.settle(g);
        }
        Action::AssignCombatDamage(division) => {
            let first = matches!(
                g.decision.as_deref(),
                Some(Decision::CombatDamage { first: true, .. })
            );
            g.decision = None;
            eng.combat_damage(g, first, division);
            eng.give_priority(g, g.active);
        }
        Action::TimeTravel(changes) => {
            eng.time_travel(g, changes);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::Proliferate { objects, players } => {
            eng.proliferate(g, objects, *players);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::ChangeACounter { kind, put } => {
            eng.change_a_counter(g, *kind, *put);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::Crew { card, tapped } => {
            eng.crew(g, p, *card, tapped);
            // CR 602.2e, 117.3c: the activating player receives priority.
            eng.give_priority(g, p);
        }
        Action::Devour(cs) => {
            eng.devour(g, cs);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::OpeningHand(choice) => eng.take_opening_hand(g, *choice),
        Action::AttachAura(to) => {
            if let Some(Decision::AttachAura { aura, .. }) = g.decision.take().map(|d| *d) {
                eng.attach(g, aura, *to);
            }
            eng.settle(g);
        }
        Action::PayLife(pay) => {
            if let Some(Decision::PayLifeAsEnters { player, card, life }) =
                g.decision.take().map(|d| *d)
            {
                if *pay {
                    // CR 119.4: paying life is losing it; the land enters untapped.
                    super::effects::lose_life(g, player, i16::from(life));
                    g.obj_mut(card).tapped = false;
                }
            }
            eng.settle(g);
        }
        Action::DieRoll(n) => {
            eng.die_shows(g, *n);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::CoinFlip(won) => {
            eng.coin_lands(g, *won);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::KeepDie(n) => {
            eng.keep_result(g, *n);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::CopyTargets(t) => {
            eng.choose_copy_targets(g, t);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::KeepLegend(c) => {
            eng.keep_legend(g, *c);
            eng.settle(g);
        }
        Action::PayMana(sources) => {
            eng.pay_for_effect(g, sources.as_ref(), None);
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
        Action::PayManaX(x, sources) => {
            eng.pay_for_effect(g, Some(sources), Some(*x));
            if g.decision.is_none() {
                eng.settle(g);
            }
        }
    }
}
