//! Carrying out one instruction of a resolving spell or ability (CR 608.2c), in the shared
//! vocabulary of `cards::Effect`.

use crate::cards::{Amount, Effect, Types};

use super::state::{AbilityKind, CardId, Game, PlayerId, StackItem, Target, Zone};
use super::Engine;

/// What an instruction did: finished, or waits for its controller to choose a card or none.
pub enum Step {
    Done,
    Ask {
        player: PlayerId,
        options: Vec<CardId>,
        rest: Vec<CardId>,
        optional: bool,
    },
    /// The instruction set a decision of its own kind (`g.decision`).
    Decided,
}

/// The card an ability belongs to ("this card").
fn source(item: &StackItem) -> CardId {
    match item {
        StackItem::Spell { card, .. } => *card,
        StackItem::Ability { ability, .. } => ability.source,
    }
}

/// The values a resolving item carries: controller, X, kicked.
fn context(g: &Game, item: &StackItem) -> (PlayerId, u8, bool) {
    match item {
        StackItem::Spell {
            card, controller, ..
        } => {
            let cast = g.obj(*card).cast;
            (
                *controller,
                cast.map(|c| c.x).unwrap_or(0),
                cast.is_some_and(|c| c.kicked),
            )
        }
        StackItem::Ability { controller, .. } => (*controller, 0, false),
    }
}

/// The first target still legal for this instruction (CR 608.2b: illegal targets are not
/// affected).
fn live_target(eng: &Engine, g: &Game, item: &StackItem, e: &Effect) -> Option<Target> {
    let (kind, min_power) = e.target()?;
    let this = match item {
        StackItem::Spell { card, .. } => Some(*card),
        StackItem::Ability { .. } => None,
    };
    item.targets()
        .iter()
        .copied()
        .find(|&t| eng.target_legal(g, kind, min_power, t, this))
}

/// Takes spell `c` off the stack (it is countered; CR 701.6a).
fn remove_spell(g: &mut Game, c: CardId) {
    if let Some(pos) = g
        .stack
        .iter()
        .position(|s| matches!(s, StackItem::Spell { card, .. } if *card == c))
    {
        g.stack.remove(pos);
    }
}

/// `p` gains `n` life (CR 119.3). Life is an `i16`: it saturates at 32,767 (README, "Models").
fn gain_life(g: &mut Game, p: PlayerId, n: u8) {
    let life = &mut g.players[p as usize].life;
    *life = life.saturating_add(n as i16);
}

/// `p` loses `n` life, as damage makes them (CR 119.3, 120.3a); saturates at -32,768.
pub fn lose_life(g: &mut Game, p: PlayerId, n: i16) {
    let life = &mut g.players[p as usize].life;
    *life = life.saturating_sub(n);
}

pub fn execute(eng: &Engine, g: &mut Game, item: &StackItem, e: &Effect) -> Step {
    let (you, x, kicked) = context(g, item);
    match e {
        Effect::Damage {
            amount,
            kicked: kicked_amount,
            ..
        } => {
            let amount = match (kicked, kicked_amount) {
                (true, Some(k)) => *k,
                _ => *amount,
            };
            let n = match amount {
                Amount::Fixed(n) => n,
                Amount::X => x,
            };
            match live_target(eng, g, item, e) {
                Some(Target::Player(p)) => lose_life(g, p, n as i16),
                Some(Target::Object(c)) => {
                    let o = g.obj_mut(c);
                    o.damage = o.damage.saturating_add(n);
                }
                None => {}
            }
            Step::Done
        }
        Effect::Draw { amount, target } => {
            let who = match target {
                None => Some(you),
                Some(_) => match live_target(eng, g, item, e) {
                    Some(Target::Player(p)) => Some(p),
                    _ => None,
                },
            };
            if let Some(p) = who {
                for _ in 0..*amount {
                    eng.draw(g, p);
                }
            }
            Step::Done
        }
        Effect::Counter { .. } => {
            // CR 701.6a: a countered spell is removed from the stack to its owner's graveyard.
            if let Some(Target::Object(c)) = live_target(eng, g, item, e) {
                remove_spell(g, c);
                eng.move_card(g, c, Zone::Graveyard);
            }
            Step::Done
        }
        Effect::Exile { .. } => {
            if let Some(Target::Object(c)) = live_target(eng, g, item, e) {
                eng.move_card(g, c, Zone::Exile);
            }
            Step::Done
        }
        Effect::LookPlot { count } => {
            let looked: Vec<CardId> = g.players[you as usize]
                .library
                .iter()
                .take(*count as usize)
                .copied()
                .collect();
            let options: Vec<CardId> = eng.representatives(
                g,
                looked
                    .iter()
                    .copied()
                    .filter(|&c| !eng.def(c).is(Types::LAND)),
            );
            if options.is_empty() {
                // Nothing can be exiled: the rest (all of them) go to hand.
                apply_choice(eng, g, you, e, None, &looked);
                Step::Done
            } else {
                Step::Ask {
                    player: you,
                    options,
                    rest: looked,
                    optional: true,
                }
            }
        }
        Effect::PlotFromHand { max_mana_value } => {
            let ok = g.in_zone(Zone::Hand).filter(|&c| {
                eng.owner(c) == you
                    && !eng.def(c).is(Types::LAND)
                    && max_mana_value.is_none_or(|m| eng.def(c).mana_value() <= m)
            });
            let options = eng.representatives(g, ok);
            if options.is_empty() {
                Step::Done
            } else {
                Step::Ask {
                    player: you,
                    options,
                    rest: vec![],
                    optional: true,
                }
            }
        }
        Effect::CounterSuspend { time } => {
            if let Some(Target::Object(c)) = live_target(eng, g, item, e) {
                remove_spell(g, c);
                eng.exile_with_time(g, c, *time);
            }
            Step::Done
        }
        Effect::RemoveTimeCounter => {
            let by_suspend = matches!(
                item,
                StackItem::Ability { ability, .. } if ability.kind == AbilityKind::SuspendUpkeep
            );
            eng.remove_time_counter(g, source(item), by_suspend);
            Step::Done
        }
        Effect::PlaySuspended => {
            if eng.play_suspended(g, you, source(item)) {
                Step::Decided
            } else {
                Step::Done
            }
        }
        Effect::GainLife {
            amount,
            optional,
            that_player,
        } => {
            let who = match item {
                StackItem::Ability { ability, .. } if *that_player => match ability.kind {
                    AbilityKind::AboutPlayer(_, p) => p,
                    _ => you,
                },
                _ => you,
            };
            if !g.in_game(who) {
                return Step::Done;
            }
            if *optional {
                // "may": yes is choosing the source, no is choosing nothing.
                return Step::Ask {
                    player: who,
                    options: vec![source(item)],
                    rest: vec![],
                    optional: true,
                };
            }
            gain_life(g, who, *amount);
            Step::Done
        }
        Effect::UntapYourPermanents => {
            let mine: Vec<CardId> = g
                .in_zone(Zone::Battlefield)
                .filter(|&c| g.obj(c).controller == you)
                .collect();
            for c in mine {
                g.obj_mut(c).tapped = false;
            }
            Step::Done
        }
        Effect::RemoveTimeCountersFromYourSuspended { amount } => {
            let cards: Vec<CardId> = g
                .in_zone(Zone::Exile)
                .filter(|&c| eng.owner(c) == you && eng.is_suspended(g, c))
                .collect();
            for c in cards {
                for _ in 0..*amount {
                    eng.remove_time_counter(g, c, false);
                }
            }
            Step::Done
        }
        Effect::RevealPlanarTopMayBottom => match g.players[you as usize].planar.front() {
            Some(&top) => Step::Ask {
                player: you,
                options: vec![top],
                rest: vec![],
                optional: true,
            },
            None => Step::Done,
        },
        Effect::CycleHand => {
            let hand: Vec<CardId> = g
                .in_zone(Zone::Hand)
                .filter(|&c| eng.owner(c) == you)
                .collect();
            let n = hand.len();
            for c in hand {
                eng.move_card(g, c, Zone::Library);
                // move_card puts it on top; this instruction wants the bottom.
                let lib = &mut g.players[you as usize].library;
                lib.pop_front();
                lib.push_back(c);
            }
            for _ in 0..n {
                eng.draw(g, you);
            }
            Step::Done
        }
        Effect::RevealPlanarChaos { count } => {
            let top: Vec<CardId> = g.players[you as usize]
                .planar
                .iter()
                .take(*count as usize)
                .copied()
                .collect();
            let pc = g.planar_controller.unwrap_or(you);
            for &c in &top {
                crate::engine::triggers::fire_own(eng, g, c, crate::cards::Event::Chaos, pc);
            }
            let deck = &mut g.players[you as usize].planar;
            deck.retain(|c| !top.contains(c));
            for c in top {
                deck.push_back(c);
            }
            Step::Done
        }
        Effect::PlaneswalkToRevealed { planes } => {
            eng.planeswalk_to_revealed(g, you, *planes);
            Step::Done
        }
        Effect::ChoosePlanarTop { planes } => {
            let (revealed, found) = eng.reveal_until_planes(g, you, *planes);
            if found.is_empty() {
                return Step::Done;
            }
            Step::Ask {
                player: you,
                options: found,
                rest: revealed,
                optional: false,
            }
        }
        Effect::BlanksAreChaos => {
            g.blanks_are_chaos = true;
            Step::Done
        }
        Effect::Planeswalk => {
            // CR 701.31a: only the planar controller planeswalks.
            if let Some(pc) = g.planar_controller {
                eng.planeswalk(g, pc);
            }
            Step::Done
        }
        Effect::CountersOnYourCreatures { amount } => {
            let mine: Vec<CardId> = g
                .in_zone(Zone::Battlefield)
                .filter(|&c| g.obj(c).controller == you && eng.is_creature(g, c))
                .collect();
            for c in mine {
                let o = g.obj_mut(c);
                o.plus1 = o.plus1.saturating_add(*amount);
            }
            Step::Done
        }
    }
}

/// Finishes an instruction that asked for a choice.
pub fn apply_choice(
    eng: &Engine,
    g: &mut Game,
    player: PlayerId,
    e: &Effect,
    choice: Option<CardId>,
    rest: &[CardId],
) {
    match e {
        Effect::LookPlot { .. } => {
            // "You may exile a nonland card from among them. If you do, it becomes plotted.
            // Put the rest into your hand." (CR 702.170c)
            if let Some(c) = choice {
                eng.become_plotted(g, c);
            }
            for &c in rest {
                if Some(c) != choice {
                    eng.move_card(g, c, Zone::Hand);
                }
            }
        }
        Effect::PlotFromHand { .. } => {
            if let Some(c) = choice {
                eng.become_plotted(g, c);
            }
        }
        Effect::GainLife { amount, .. } if choice.is_some() => {
            gain_life(g, player, *amount);
        }
        Effect::RevealPlanarTopMayBottom => {
            if let Some(c) = choice {
                let deck = &mut g.players[player as usize].planar;
                deck.retain(|&x| x != c);
                deck.push_back(c);
            }
        }
        Effect::ChoosePlanarTop { .. } => {
            if let Some(c) = choice {
                eng.put_planar_top(g, player, c, rest);
            }
        }
        _ => {}
    }
}
