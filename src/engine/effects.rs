//! Carrying out one instruction of a resolving spell or ability (CR 608.2c): the card
//! language's primitives, each as the rules say it happens.

use crate::cards::{Arrival, CounterKind, Effect, Place, RuleChange, Selector};

use super::select::Context;
use super::state::{CardId, Frame, Game, PlayerId, StackItem, Target, Zone};
use super::triggers;
use super::Engine;

/// What an instruction did: finished, or waits for a player to choose a card (or none if
/// `optional`), or set a decision of its own kind (`g.decision`: suspend's play).
pub enum Step {
    Done,
    Ask {
        player: PlayerId,
        options: Vec<CardId>,
        optional: bool,
    },
    Decided,
    /// A time travel waits for its player's choice for each of `objects` (CR 701.56a).
    TimeTravel {
        player: PlayerId,
        objects: Vec<CardId>,
    },
    /// A proliferate waits for its player's choice among `objects` and `players` (a bit per
    /// player; CR 701.34a).
    Proliferate {
        player: PlayerId,
        objects: Vec<CardId>,
        players: u8,
    },
    /// A payment waits for its player: a way to pay the instruction's cost, or declining (CR
    /// 605.3a, 608.2d).
    Pay {
        player: PlayerId,
    },
    /// A die roll waits for chance (CR 706.1).
    Roll {
        player: PlayerId,
        sides: u8,
    },
    /// The planar die is rolled by the instruction (CR 901.9): the item's last one.
    PlanarRoll {
        player: PlayerId,
    },
    /// A coin flip waits for chance (CR 705.1).
    Flip {
        player: PlayerId,
    },
    /// A player may cast one of `cards` without paying (CR 608.2g); then the resolution goes
    /// on.
    CastFree {
        player: PlayerId,
        cards: Vec<CardId>,
        below: Option<u8>,
        /// "play": a land card among them may be played (CR 305.1).
        play: bool,
    },
    /// A copy's controller chooses its targets (CR 707.10c).
    CopyTargets {
        player: PlayerId,
        copy: CardId,
        options: Vec<super::state::Targets>,
    },
    /// "Choose a counter on ... Remove that counter ... or put another of those counters on
    /// it" waits for its player's choice among `options` for `object` (CR 608.2d).
    ChangeACounter {
        player: PlayerId,
        object: CardId,
        options: Vec<(CounterKind, bool)>,
    },
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

/// Spell `c` as it is on the stack: its controller, face, choices and targets (CR 707.10c).
fn original_spell(g: &Game, c: CardId) -> Option<super::state::Original> {
    g.stack.iter().find_map(|s| match s {
        StackItem::Spell {
            card,
            face,
            controller,
            targets,
        } if *card == c => Some(super::state::Original {
            card: c,
            controller: *controller,
            face: *face,
            cast: g.obj(c).cast,
            targets: targets.clone(),
        }),
        _ => None,
    })
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

impl Engine<'_> {
    /// Carries out `e`; binds what it names into `frame`.
    pub fn execute(&self, g: &mut Game, cx: &Context, frame: &mut Frame, e: &Effect) -> Step {
        match e {
            Effect::Damage { amount, to } => {
                let n = self.amount(g, cx, frame, amount);
                for t in self.recipients(g, cx, frame, to) {
                    self.deal_damage(g, cx, t, n);
                }
            }
            // CR 120.3: the object `by` names deals the damage; the deliberately broken
            // variant (`damage.source=ability-source`) has the ability's source deal it.
            Effect::DamageBy { amount, to, by } => {
                let n = self.amount(g, cx, frame, amount);
                let source = self.objects(g, cx, frame, by).first().copied();
                let source = if self.rules.damage_by_named_source {
                    source
                } else {
                    source.map(|_| cx.this)
                };
                if let Some(source) = source {
                    for t in self.recipients(g, cx, frame, to) {
                        self.deal_damage_from(g, source, t, n);
                    }
                }
            }
            Effect::Draw { n, who } => {
                if let Some(p) = self.player(g, cx, *who) {
                    for _ in 0..self.amount(g, cx, frame, n) {
                        self.draw(g, p);
                    }
                }
            }
            // CR 701.54a: the Ring tempts the instruction's controller.
            Effect::RingTempts { bearer } => {
                let chosen = self.objects(g, cx, frame, bearer).first().copied();
                self.ring_tempts(g, cx.you, chosen);
            }
            // CR 500.8: the phases come directly after this one, the most recently created
            // first; "after this main phase" adds none outside a main phase.
            Effect::AdditionalPhases { phases, main_only } => {
                if !*main_only || g.step.is_main() {
                    self.add_phases(g, phases);
                }
            }
            // CR 500.7: taken directly after this turn, the most recently created first.
            Effect::ExtraTurn { who } => {
                if let Some(p) = self.player(g, cx, *who) {
                    g.extra_turns.get_or_insert_default().pending.push(p);
                }
            }
            // CR 106.4: the mana stays in the pool until the step or phase ends (500.4).
            Effect::AddMana {
                mana,
                any,
                who,
                times,
            } => {
                // "for each charge counter on it": counted now (CR 608.2h); mana saturates
                // at 255 of a type.
                let k = times.as_ref().map_or(1, |a| self.amount(g, cx, frame, a));
                if let Some(p) = self.player(g, cx, *who) {
                    let pool = &mut g.players[p as usize].pool;
                    let q = pool.get_or_insert_default();
                    q.add(crate::cards::Spend::Any, mana.map(|m| m.saturating_mul(k)));
                    q.add_unchosen(crate::cards::Spend::Any, any.saturating_mul(k));
                    if pool.as_ref().is_some_and(|q| q.is_empty()) {
                        *pool = None;
                    }
                }
            }
            Effect::GainLife { n, who } => {
                if let Some(p) = self.player(g, cx, *who) {
                    let n = self.amount(g, cx, frame, n);
                    gain_life(g, p, n);
                }
            }
            Effect::LoseLife { n, who } => {
                if let Some(p) = self.player(g, cx, *who) {
                    let n = self.amount(g, cx, frame, n);
                    lose_life(g, p, n as i16);
                }
            }
            // CR 119.5: the player gains or loses the life that makes the difference (the
            // broken variant `life.becomes=ignored` leaves it unchanged).
            Effect::LifeBecomes { n, who } => {
                let p = self
                    .player(g, cx, *who)
                    .filter(|_| self.rules.life_total_set);
                if let Some(p) = p {
                    let n = self.amount(g, cx, frame, n) as i16;
                    // A loss of the difference, negative for a gain.
                    let life = g.players[p as usize].life;
                    lose_life(g, p, life.saturating_sub(n));
                }
            }
            // CR 701.12c, 119.5: each life total becomes the other's: each player gains or
            // loses the difference (the broken variant `life.becomes=ignored` leaves both).
            Effect::ExchangeLife { with } => {
                let other = self
                    .player(g, cx, *with)
                    .filter(|_| self.rules.life_total_set);
                if let Some(other) = other {
                    let (mine, theirs) = (
                        g.players[cx.you as usize].life,
                        g.players[other as usize].life,
                    );
                    lose_life(g, cx.you, mine.saturating_sub(theirs));
                    lose_life(g, other, theirs.saturating_sub(mine));
                }
            }
            Effect::Counter {
                what: Selector::ThatSpellOrAbility,
                ..
            } => self.counter_that_spell_or_ability(g, cx),
            Effect::Counter {
                what: Selector::Target(i, spec @ crate::cards::TargetSpec::Ability { .. }),
                ..
            } => {
                // CR 701.6a: to counter an ability is to remove it from the stack; it doesn't
                // resolve and none of its effects occur.
                if let Some(Target::Ability { ability, nth }) = self.live_target(g, cx, *i, spec) {
                    if let Some(pos) = super::targets::stack_ability(g, ability, nth) {
                        let countered = g.stack.remove(pos);
                        self.forget_fired_delayed(g, &countered);
                    }
                }
            }
            Effect::Counter { what, to, arrival } => {
                for c in self.objects(g, cx, frame, what) {
                    if g.obj(c).zone != Zone::Stack || self.cant_be_countered(g, c) {
                        continue;
                    }
                    // CR 701.6a: removed from the stack, to its owner's graveyard unless the
                    // effect says where instead.
                    remove_spell(g, c);
                    self.put(
                        g,
                        cx,
                        frame,
                        c,
                        to.unwrap_or(Place::Graveyard),
                        arrival,
                        0,
                        None,
                    );
                }
            }
            Effect::ChooseUpTo { what, max, bind } => {
                // CR 701.23d: "up to N": one by one, each after the last one picked in the
                // order they are found (one order stands for every set), until N or a stop.
                let picked = frame.bound.get(*bind as usize).cloned().unwrap_or_default();
                let all = self.objects(g, cx, frame, what);
                let from = picked
                    .last()
                    .and_then(|m| all.iter().position(|c| c == m))
                    .map_or(0, |i| i + 1);
                let options: Vec<CardId> = match picked.len() < *max as usize {
                    true => all.get(from..).unwrap_or_default().to_vec(),
                    false => Vec::new(),
                };
                frame.bind(*bind, picked);
                if !options.is_empty() {
                    return Step::Ask {
                        player: cx.you,
                        options,
                        optional: true,
                    };
                }
            }
            Effect::MoveAnyNumber { what, to, bind } => {
                // CR 701.22a, 701.25a: "put any number of them ...": one by one, until the
                // player stops (`resume`). Into a library the order picked is the order they
                // go in (each goes next on the bottom, or on top), so any card left may come
                // next; anywhere else only a card after the last one picked, in the order they
                // were bound, so that each set is offered once.
                let moved = frame.bound.get(*bind as usize).cloned().unwrap_or_default();
                let all = self.objects(g, cx, frame, what);
                let ordered = matches!(
                    to,
                    Place::LibraryTop
                        | Place::LibraryBottom
                        | Place::PlanarTop
                        | Place::PlanarBottom
                        | Place::TopInOrder { .. }
                        | Place::BottomInOrder { .. }
                );
                let from = match ordered {
                    true => 0,
                    false => moved
                        .last()
                        .and_then(|m| all.iter().position(|c| c == m))
                        .map_or(0, |i| i + 1),
                };
                let options: Vec<CardId> = all
                    .get(from..)
                    .unwrap_or_default()
                    .iter()
                    .copied()
                    .filter(|c| !moved.contains(c))
                    .collect();
                frame.bind(*bind, moved);
                if !options.is_empty() {
                    return Step::Ask {
                        player: cx.you,
                        options,
                        optional: true,
                    };
                }
            }
            Effect::Move {
                what,
                to: to @ (Place::BottomInOrder { .. } | Place::TopInOrder { .. }),
                bind,
                ..
            } => {
                // CR 401.4: "in a random order" / "in any order". Every order is explored: while
                // more than one card is left, chance or the owner picks the next one to go to
                // the bottom, or on top (`resume`).
                let placed: Vec<CardId> = bind
                    .and_then(|b| frame.bound.get(b as usize).cloned())
                    .unwrap_or_default();
                let rest: Vec<CardId> = self
                    .objects(g, cx, frame, what)
                    .into_iter()
                    .filter(|c| !placed.contains(c))
                    .collect();
                // The deliberately broken variant keeps the order the cards were bound in.
                if rest.len() > 1 && self.rules.random_order_explored {
                    return Step::Ask {
                        player: cx.you,
                        options: rest,
                        optional: false,
                    };
                }
                let mut all = placed;
                for c in rest {
                    self.put_next_in_order(g, c, *to);
                    all.push(c);
                }
                if let Some(b) = bind {
                    frame.bind(*b, all);
                }
            }
            Effect::Move {
                what,
                to,
                arrival,
                bind,
            } => {
                let mut moved = self.objects(g, cx, frame, what);
                // CR 614.1c, 706.1: "As this creature enters, roll a six-sided die": the die is
                // rolled for each such card before any of them enters; the instruction goes on
                // once chance has shown each result (`keep_result`).
                if *to == Place::Battlefield {
                    if let Some(step) = self.roll_before_entering(g, cx, frame, &moved) {
                        return step;
                    }
                }
                // CR 303.4f: its controller chooses what each Aura entering this way will
                // enchant, one Aura at a time, before any of them enters.
                if *to == Place::Battlefield {
                    if let Some((_, options)) = self.aura_choice_pending(g, cx, frame, &moved) {
                        return Step::Ask {
                            player: cx.you,
                            options,
                            optional: false,
                        };
                    }
                }
                // CR 614.1c, 707.2: each card that may enter as a copy of a creature: its
                // controller-to-be chooses what, or none, before any of them enters.
                if *to == Place::Battlefield {
                    let owners = arrival.under_owners_control;
                    if let Some((_, player, options)) =
                        self.copy_choice_pending(g, cx.you, owners, frame, &moved)
                    {
                        return Step::Ask {
                            player,
                            options,
                            optional: true,
                        };
                    }
                }
                let attachments = match *to == Place::Battlefield {
                    true => self.aura_attachments(g, cx.you, frame, &moved),
                    false => Vec::new(),
                };
                frame.attach.clear();
                let rolls = std::mem::take(&mut frame.rolls);
                let copies = std::mem::take(&mut frame.copy_of);
                // CR 303.4g: an Aura with nothing to enchant stays where it is (from the
                // stack, it goes to its owner's graveyard instead).
                for &(aura, _) in attachments.iter().filter(|(_, o)| o.is_none()) {
                    if g.obj(aura).zone == Zone::Stack {
                        remove_spell(g, aura);
                        self.move_card(g, aura, Zone::Graveyard);
                    }
                    moved.retain(|&c| c != aura);
                }
                // CR 610.3a-b: "until [this] leaves the battlefield" after it has left: the
                // object doesn't move.
                let until = arrival.until_this_leaves && *to == Place::Exile;
                if until && !self.exile_until_moves(g, cx.this) {
                    moved.clear();
                }
                // CR 607.2a: a permanent whose abilities refer to "cards exiled with" it
                // remembers what its abilities exile.
                let links = *to == Place::Exile && self.links_exiled(g, cx.this);
                // CR 608.2h: "its power" later in the ability reads a permanent moved off the
                // battlefield as it last existed there.
                let reads_stats = cx
                    .item
                    .is_some_and(|it| self.item_program(g, it).reads_stats());
                // CR 603.10a: several permanents leaving the battlefield for one zone leave at
                // once ("exile all creatures", "return all creatures to their owners' hands"):
                // each one's leaves-the-battlefield abilities see the others leave.
                let plain = match to {
                    Place::Hand => Some(Zone::Hand),
                    Place::Graveyard => Some(Zone::Graveyard),
                    Place::Exile => Some(Zone::Exile),
                    Place::LibraryTop => Some(Zone::Library),
                    _ => None,
                };
                let mut together: Vec<CardId> = Vec::new();
                if let Some(zone) = plain {
                    for &c in &moved {
                        if g.obj(c).zone == Zone::Battlefield && !together.contains(&c) {
                            together.push(c);
                        }
                    }
                    if together.len() > 1 {
                        for &c in &together {
                            if reads_stats {
                                let controller = g.obj(c).controller;
                                let (p, t) = (self.power(g, c), self.toughness(g, c));
                                frame.lki.push((c, p, t, controller));
                            }
                        }
                        self.move_cards(g, &together, zone);
                    } else {
                        together.clear();
                    }
                }
                for &c in &moved {
                    let batched = together.contains(&c);
                    let from = match batched {
                        true => Zone::Battlefield,
                        false => g.obj(c).zone,
                    };
                    if reads_stats && from == Zone::Battlefield && !batched {
                        let controller = g.obj(c).controller;
                        frame
                            .lki
                            .push((c, self.power(g, c), self.toughness(g, c), controller));
                    }
                    // A spell moved off the stack (CR 400.7; Rory Williams's "exile it"): as it
                    // was there, it is "the original spell" (CR 707.10c).
                    if g.obj(c).zone == Zone::Stack {
                        frame.original = original_spell(g, c).map(Box::new);
                        remove_spell(g, c);
                    }
                    let rolled = rolls.iter().find(|&&(r, _)| r == c).map(|&(_, n)| n);
                    let as_copy = self.entering_copy(g, &copies, c, 0);
                    if batched {
                        self.settle_moved(g, cx, frame, c, *to, arrival);
                    } else {
                        self.put(g, cx, frame, c, *to, arrival, rolled.unwrap_or(0), as_copy);
                    }
                    // CR 303.4f: it enters attached to the object chosen.
                    if let Some(&(_, Some(o))) = attachments.iter().find(|(a, _)| *a == c) {
                        if g.obj(c).zone == Zone::Battlefield {
                            self.attach(g, c, o);
                        }
                    }
                    if links && g.obj(c).zone == Zone::Exile {
                        g.obj_mut(c).exiled_with = Some(cx.this);
                    }
                    if until {
                        self.exiled_until(g, c, cx.this, from);
                    }
                }
                // CR 704.5d-e, 111.8, 707.10a: a token or a copy of a spell put into a library
                // ceases to exist there at once, before a shuffle that follows (an Omen copied
                // by Taigam: "then shuffle this card into its owner's library") could count it;
                // as `ShuffleInto` does.
                if matches!(to, Place::LibraryTop | Place::LibraryBottom) {
                    self.tokens_cease(g);
                    self.copies_cease(g);
                }
                // "If the player does" after "that player exiles it" (CR 608.2c): whether the
                // instruction moved anything (a spell already gone from the stack is not found,
                // 400.7).
                frame.did = !moved.is_empty();
                match bind {
                    // CR 101.4: "each player exiles ...": what every player moved ("all cards
                    // they exiled this way", Living End).
                    Some(b) if frame.each != 0 => frame.bind_more(*b, moved),
                    Some(b) => frame.bind(*b, moved),
                    None => {}
                }
            }
            Effect::Shuffle { who, placed } => {
                if let Some(p) = self.player(g, cx, *who) {
                    return self.shuffle(g, p, frame, *placed);
                }
            }
            Effect::ShuffleInto { what, bind } => {
                // CR 701.24a: into their owners' libraries, at once (603.10a: leave-the-
                // battlefield triggers look back); the `Shuffle` after it randomizes them.
                let moved = self.objects(g, cx, frame, what);
                self.move_cards(g, &moved, Zone::Library);
                // CR 111.8, 704.5d: a token put there ceases to exist; it takes no part in the
                // shuffle or in what is revealed from the library after it (Glimpse of
                // Tomorrow's ruling), but it was shuffled in: it counts for "that many". So
                // does a token that is a copy of a permanent (CR 111.1, 707.2).
                self.tokens_cease(g);
                self.copies_cease(g);
                frame.did = !moved.is_empty();
                // The deliberately broken variant (`shuffle.tokens-counted=not-counted`) leaves
                // the tokens out of the count.
                let moved = if self.rules.shuffled_tokens_counted {
                    moved
                } else {
                    moved
                        .into_iter()
                        .filter(|&c| !self.is_token(c) && !self.is_copy(c))
                        .collect()
                };
                frame.bind(*bind, moved);
            }
            Effect::Attach { what, to } => {
                let what = self.objects(g, cx, frame, what).first().copied();
                let to = self.objects(g, cx, frame, to).first().copied();
                if let (Some(what), Some(to)) = (what, to) {
                    self.attach_to(g, what, to);
                }
            }
            Effect::Fight { what, with } => {
                let a = self.objects(g, cx, frame, what).first().copied();
                let b = self.objects(g, cx, frame, with).first().copied();
                if let (Some(a), Some(b)) = (a, b) {
                    self.fight(g, a, b);
                }
            }
            Effect::ExchangeControl { what } => {
                // CR 701.12a, 608.2b: both targets still legal, or no part of it happens.
                match self.objects(g, cx, frame, what)[..] {
                    [a, b] => self.exchange_control(g, a, b),
                    // The deliberately broken variant (`exchange.whole=half`): the target left
                    // goes to the player who controlled the other (as it last was).
                    [x] if !self.rules.exchange_whole => {
                        let named = selector_targets(cx, what);
                        if let Some(&y) = named.iter().find(|&&y| y != x) {
                            let to = g.obj(y).controller;
                            let grant = crate::cards::Grant {
                                gain_control: true,
                                ..crate::cards::Grant::default()
                            };
                            let until = crate::cards::Duration::RestOfGame;
                            self.gain_control(g, &[x], grant, until, to);
                        }
                    }
                    _ => {}
                }
            }
            Effect::Destroy { what } => {
                // CR 701.8a: a destroyed permanent goes to its owner's graveyard; those one
                // instruction destroys go at once (603.10a: each sees the others leave).
                // CR 702.12b, 122.1c: not if indestructible; a shield counter instead.
                let on_battlefield: Vec<CardId> = self
                    .objects(g, cx, frame, what)
                    .into_iter()
                    .filter(|&c| g.obj(c).zone == Zone::Battlefield)
                    .collect();
                self.destroy_all(g, &on_battlefield);
            }
            Effect::Tap { what } => {
                for c in self.objects(g, cx, frame, what) {
                    g.obj_mut(c).tapped = true;
                }
            }
            Effect::Untap { what } => {
                for c in self.objects(g, cx, frame, what) {
                    self.untap(g, c);
                }
            }
            // CR 701.26: "tap or untap": the direction that changes it.
            Effect::TapOrUntap { what } => {
                for c in self.objects(g, cx, frame, what) {
                    if g.obj(c).tapped {
                        self.untap(g, c);
                    } else {
                        g.obj_mut(c).tapped = true;
                    }
                }
            }
            Effect::PutCounters { kind, n, on } => {
                let fixed = self.amount(g, cx, frame, n);
                for t in self.recipients(g, cx, frame, on) {
                    let c = match t {
                        Target::Object(c) => c,
                        // CR 122.1: counters on a player ("each opponent gets a poison
                        // counter"), put by the instruction's controller.
                        Target::Player(p) => {
                            self.put_player_counters(g, cx.you, p, &[(*kind, fixed)]);
                            continue;
                        }
                        Target::Ability { .. } | Target::Gone(_) => continue,
                    };
                    // "X counters, where X is its mana value": each object's own.
                    let n = self.its_amount(g, c, n).unwrap_or(fixed);
                    let n = self.add_counters(g, c, *kind, n);
                    // CR 122.6: the instruction's controller put them.
                    self.counters_put(g, cx.you, c, &[(*kind, n)]);
                }
            }
            Effect::RemoveCounters { kind, n, from } => {
                let n = self.amount(g, cx, frame, n);
                for c in self.objects(g, cx, frame, from) {
                    self.remove_counters(g, c, *kind, n, cx.by_suspend);
                }
                // CR 611.2b: "for as long as it has a [kind] counter on it" ends now.
                if !g.continuous.is_empty() {
                    self.end_counter_effects(g);
                }
            }
            Effect::Look { what, bind } => {
                let seen = self.objects(g, cx, frame, what);
                frame.bind(*bind, seen);
            }
            Effect::RevealUntil {
                deck,
                until,
                count,
                found,
                revealed,
            } => {
                // CR 701.20: reveal one card at a time until `count` match (or the deck ends);
                // `until` names no zone: each card is read where it is (library or deck).
                let mut shown = Vec::new();
                let mut hits = Vec::new();
                for c in self.top(g, cx.you, *deck, usize::MAX) {
                    if hits.len() == *count as usize {
                        break;
                    }
                    shown.push(c);
                    let here = crate::cards::Filter {
                        zone: Some(g.obj(c).zone),
                        ..until.clone()
                    };
                    if self.matches(g, cx, Some(frame), &here, c, false) {
                        hits.push(c);
                    }
                }
                frame.bind(*revealed, shown);
                frame.bind(*found, hits);
            }
            Effect::Choose {
                what,
                optional,
                bind,
            } => {
                frame.bind(*bind, Vec::new());
                frame.did = false;
                let all = self.objects(g, cx, frame, what);
                let options = self.representatives(g, all.into_iter());
                if !options.is_empty() {
                    return Step::Ask {
                        player: cx.you,
                        options,
                        optional: *optional,
                    };
                }
            }
            Effect::ChooseAtRandom { what, bind } => {
                // "Choose a creature at random ...": chance picks one of the candidates, each
                // explored (interchangeable ones once); the broken variant
                // `choice.at-random=first` always takes the first.
                frame.bind(*bind, Vec::new());
                let all = self.objects(g, cx, frame, what);
                let mut options = self.representatives(g, all.into_iter());
                if !self.rules.random_choice_explored {
                    options.truncate(1);
                }
                match options.as_slice() {
                    [] => {}
                    [only] => frame.bind(*bind, vec![*only]),
                    _ => {
                        return Step::Ask {
                            player: cx.you,
                            options,
                            optional: false,
                        }
                    }
                }
            }
            Effect::ChooseBy {
                who,
                what,
                optional,
                bind,
            } => {
                // CR 608.2d: that player chooses, reading "their hand" as their own.
                frame.bind(*bind, Vec::new());
                frame.did = false;
                if let Some(p) = self.player(g, cx, *who) {
                    let theirs = Context { you: p, ..*cx };
                    let all = self.objects(g, &theirs, frame, what);
                    let options = self.representatives(g, all.into_iter());
                    if !options.is_empty() {
                        return Step::Ask {
                            player: p,
                            options,
                            optional: *optional,
                        };
                    }
                }
            }
            // CR 701.9b: `who` chooses the card another player discards, among what that player
            // reads `what` as ("their hand").
            Effect::ChooseFrom { who, what, bind } => {
                frame.bind(*bind, Vec::new());
                frame.did = false;
                if let Some(p) = self.player(g, cx, *who) {
                    let all = self.objects(g, cx, frame, what);
                    let options = self.representatives(g, all.into_iter());
                    if !options.is_empty() {
                        return Step::Ask {
                            player: p,
                            options,
                            optional: false,
                        };
                    }
                }
            }
            Effect::BecomePlotted { what } => {
                for c in self.objects(g, cx, frame, what) {
                    self.become_plotted(g, c);
                }
            }
            Effect::BecomeForetold { what, reduced_by } => {
                for c in self.objects(g, cx, frame, what) {
                    self.become_foretold(g, c, *reduced_by);
                    // The deliberately broken variant: an effect's foretold card counts as
                    // foretelling (CR 702.143c says it does not).
                    if !self.rules.foretell_effect_not_foretelling {
                        self.fire_foretells(g, cx.you);
                    }
                }
            }
            Effect::Planeswalk { to: None } => {
                // CR 701.31a: only the planar controller planeswalks.
                if let Some(pc) = g.planar_controller {
                    self.planeswalk(g, pc);
                }
            }
            Effect::Planeswalk { to: Some(to) } => {
                let planes = self.objects(g, cx, frame, to);
                self.planeswalk_to(g, &planes);
            }
            Effect::TriggerChaos { of } => {
                let pc = g.planar_controller.unwrap_or(cx.you);
                for c in self.objects(g, cx, frame, of) {
                    triggers::fire_own(
                        self,
                        g,
                        c,
                        |e| matches!(e, crate::cards::EventPattern::ChaosEnsues),
                        pc,
                    );
                }
            }
            Effect::PlayWithoutPaying { what } => {
                for c in self.objects(g, cx, frame, what) {
                    if self.play_suspended(g, cx.you, c) {
                        return Step::Decided;
                    }
                }
            }
            Effect::CastWithoutPaying {
                who,
                from,
                below,
                play,
            } => {
                // CR 608.2g: cast now, while the ability resolves; "play": a land card is
                // played (CR 305.1) if its player may play a land now (305.2b, 305.3).
                frame.did = false;
                if let Some(p) = self.player(g, cx, *who) {
                    let cards: Vec<CardId> = self
                        .objects(g, cx, frame, from)
                        .into_iter()
                        .filter(|&c| {
                            (*play && self.may_play_land_by_effect(g, p, c))
                                || !self.free_casts(g, p, c, *below).is_empty()
                        })
                        .collect();
                    if !cards.is_empty() {
                        return Step::CastFree {
                            player: p,
                            cards,
                            below: *below,
                            play: *play,
                        };
                    }
                }
            }
            Effect::Transform { what } => {
                for c in self.objects(g, cx, frame, what) {
                    self.transform(g, c);
                }
            }
            Effect::ExileAsItResolves { what, arrival } => {
                // CR 614.1a: set up now, applied as the spell resolves (`replacement.rs`).
                for c in self.objects(g, cx, frame, what) {
                    if g.obj(c).zone != Zone::Stack {
                        continue;
                    }
                    let time = arrival.counters.iter().fold(0u8, |t, (_, n)| {
                        let n = match self.its_amount(g, c, n) {
                            Some(n) => n,
                            None => self.amount(g, cx, frame, n),
                        };
                        t.saturating_add(n)
                    });
                    g.obj_mut(c).exile_as_resolves = Some(super::state::ExileAsResolves {
                        time,
                        gains_suspend: arrival.gains_suspend,
                        plotted: arrival.plotted,
                    });
                }
            }
            Effect::GainSuspend { what } => {
                // CR 702.62b: "If it doesn't have suspend, it gains suspend."
                for c in self.objects(g, cx, frame, what) {
                    if self.def(c).suspend.is_none() {
                        g.obj_mut(c).gained_suspend = true;
                    }
                }
            }
            Effect::ChangeRule(RuleChange::BlankRollsAreChaosUntilPlaneswalk) => {
                g.blanks_are_chaos = true;
            }
            Effect::ChangeRule(RuleChange::CreaturesCantAttackYouUntilYourNextTurn) => {
                // CR 611.2b: until the controller's next turn begins.
                self.shield_from_attacks(g, cx.you);
            }
            Effect::Discard { what, .. } => {
                // CR 701.9a: a discarded card goes from its owner's hand to their graveyard.
                for c in self.objects(g, cx, frame, what) {
                    if g.obj(c).zone == Zone::Hand {
                        let owner = self.owner(c);
                        self.move_card(g, c, Zone::Graveyard);
                        self.discarded(g, owner, c, false);
                    }
                }
            }
            Effect::Grant {
                what,
                grant,
                until,
                plus_x,
                owners,
            } => {
                // CR 611.2c: the objects affected are determined as the effect begins.
                let objs = self.objects(g, cx, frame, what);
                let mut grant = **grant;
                if let Some(x) = plus_x {
                    // CR 706.2, 608.2h, 611.2c: "+X/+X, where X is ...", fixed as it begins.
                    let x = self.amount(g, cx, frame, x);
                    let x = i8::try_from(x).unwrap_or(i8::MAX);
                    grant.power = grant.power.saturating_add(x);
                    grant.toughness = grant.toughness.saturating_add(x);
                }
                if grant.gain_control {
                    self.gain_control(g, &objs, grant, *until, cx.you);
                } else if *owners && self.rules.permission_to_owners {
                    // "its owner may play it": each object's effect is its owner's.
                    for &c in &objs {
                        let owner = self.owner(c);
                        self.begin_effect(g, &[c], grant, *until, owner);
                    }
                } else {
                    self.begin_effect(g, &objs, grant, *until, cx.you);
                }
            }
            Effect::BeginStatic { ability, until } => {
                // CR 611.2: a rule changed for the instruction's controller, for `until`.
                // CR 707.2: a copy's ability's rule change is the copied values'.
                let copied = Self::item_copied(cx.item);
                self.begin_temporary(g, cx.this, copied, cx.you, ability, *until);
            }
            Effect::Create { token, n } => {
                let n = self.amount(g, cx, frame, n);
                self.create_tokens(g, cx.you, token, n);
            }
            // CR 707.2, 111.1: "create a token that's a copy of ...".
            Effect::CreateCopy { of, except } => self.create_copies(g, cx, frame, of, **except),
            // CR 707.2, 613.1a, 611.2c: "... becomes a copy of it until end of turn".
            Effect::BecomeCopy {
                what,
                of,
                except,
                until,
            } => self.become_copies(g, cx, frame, what, of.as_ref(), **except, *until),
            Effect::Proliferate => {
                // CR 701.34a: with nothing that has a counter, there is nothing to choose.
                let (objects, players) = self.proliferate_eligible(g);
                if !objects.is_empty() || players != 0 {
                    return Step::Proliferate {
                        player: cx.you,
                        objects,
                        players,
                    };
                }
            }
            Effect::ChangeACounter { on, remove, put } => {
                // CR 608.2d: one object (a target or "it"); with no counter on it there is
                // nothing to choose and nothing happens.
                let object = self.objects(g, cx, frame, on).into_iter().next();
                if let Some(object) = object {
                    let options = self.counter_change_options(g, object, *remove, *put);
                    if !options.is_empty() {
                        return Step::ChangeACounter {
                            player: cx.you,
                            object,
                            options,
                        };
                    }
                }
            }
            Effect::TimeTravel => {
                // CR 701.56a: nothing to choose among, nothing happens.
                let objects = self.time_travel_eligible(g, cx.you);
                if !objects.is_empty() {
                    return Step::TimeTravel {
                        player: cx.you,
                        objects,
                    };
                }
            }
            Effect::CreateDelayed { about, ability } => {
                self.create_delayed(g, cx, frame, *about, ability);
            }
            Effect::PutOntoStackAsCopy { what, who } => {
                self.put_onto_stack_as_copy(g, cx, frame, what, *who);
            }
            Effect::SacrificeBy { who, what } => {
                // CR 701.21a: that player sacrifices only a permanent they control.
                // Several at once (CR 603.10a: each sees the others leave).
                if let Some(p) = self.player(g, cx, *who) {
                    let sacrificed: Vec<CardId> = self
                        .objects(g, cx, frame, what)
                        .into_iter()
                        .filter(|&c| {
                            let o = g.obj(c);
                            o.zone == Zone::Battlefield && o.controller == p
                        })
                        .collect();
                    self.move_cards(g, &sacrificed, Zone::Graveyard);
                }
            }
            Effect::SacrificeMany {
                who,
                what,
                count,
                chosen,
            } => {
                // CR 701.21a, 107.1a: "half ..., rounded down" (or N) of the permanents they
                // control now; they choose them one by one (the instruction stays until all
                // are chosen), then sacrifice them at once.
                if let Some(p) = self.player(g, cx, *who) {
                    let theirs = Context { you: p, ..*cx };
                    let all: Vec<_> = self
                        .each(g, &theirs, Some(frame), what)
                        .into_iter()
                        .filter(|&c| g.obj(c).zone == Zone::Battlefield && g.obj(c).controller == p)
                        .collect();
                    let picked = frame
                        .bound
                        .get(*chosen as usize)
                        .cloned()
                        .unwrap_or_default();
                    let wanted = match count {
                        crate::cards::HowMany::Half => all.len() / 2,
                        crate::cards::HowMany::Exactly(n) => all.len().min(*n as usize),
                    };
                    if picked.len() < wanted {
                        let rest = all.into_iter().filter(|c| !picked.contains(c));
                        let options = self.representatives(g, rest);
                        if !options.is_empty() {
                            return Step::Ask {
                                player: p,
                                options,
                                optional: false,
                            };
                        }
                    }
                    self.move_cards(g, &picked, Zone::Graveyard);
                }
            }
            Effect::CopySpell {
                what,
                new_targets,
                except,
            } => {
                if let Some((copy, options)) =
                    self.copy_spells(g, cx, frame, what, *new_targets, **except)
                {
                    return Step::CopyTargets {
                        player: cx.you,
                        copy,
                        options,
                    };
                }
            }
            Effect::Sacrifice { what } => {
                // CR 701.21a: only a permanent its controller controls; several at once.
                let sacrificed: Vec<CardId> = self
                    .objects(g, cx, frame, what)
                    .into_iter()
                    .filter(|&c| {
                        let o = g.obj(c);
                        o.zone == Zone::Battlefield && o.controller == cx.you
                    })
                    .collect();
                // "If you can't" reads whether anything was sacrificed (CR 608.2c).
                frame.did = !sacrificed.is_empty();
                self.move_cards(g, &sacrificed, Zone::Graveyard);
            }
            Effect::RollDie { sides } => {
                return Step::Roll {
                    player: cx.you,
                    sides: *sides,
                }
            }
            Effect::RollPlanarDie => return Step::PlanarRoll { player: cx.you },
            // CR 705.1-2: the player doing the instruction flips and calls.
            Effect::FlipCoin => return Step::Flip { player: cx.you },
            // CR 601.2c: the target was chosen (at random) as the ability was put on the stack.
            Effect::SelectAtRandom { .. } => {}
            // CR 702.26b, 610.4: "It phases out [until a player planeswalks]."
            Effect::PhaseOut {
                what,
                until_planeswalk,
            } => {
                let how = match until_planeswalk {
                    true => super::state::Phased::UntilPlaneswalk,
                    false => super::state::Phased::Directly,
                };
                let cards = self.objects(g, cx, frame, what);
                self.phase_out(g, &cards, how);
            }
            // CR 101.4: the turn order reversed; with two players in the game it is the same
            // order both ways, and nothing is kept (the broken variant
            // `turn-order.reverse=ignored` never reverses it).
            Effect::ReverseTurnOrder => {
                if self.rules.turn_order_reverses && g.players_in_game() > 2 {
                    g.turn_order_reversed = !g.turn_order_reversed;
                }
            }
            // CR 716.2a: "This Class's level becomes N."
            Effect::LevelBecomes(n) => self.level_becomes(g, cx.this, *n),
            // CR 605.3a, 608.2d: "you may pay {8}" (only optional payments are written).
            // CR 118.12a: "unless that player pays {2}": that player (who may be gone, CR
            // 800.4a: then nobody pays).
            Effect::Pay { who, .. } => {
                let Some(player) = self.player(g, cx, *who) else {
                    frame.did = false;
                    return Step::Done;
                };
                return Step::Pay { player };
            }
            Effect::DivideDamage { amount, among } => self.divide_damage(g, cx, amount, among),
            // Control flow is compiled away (`cards::program`).
            Effect::May { .. }
            | Effect::IfYouDo(_)
            | Effect::IfYouDont(_)
            | Effect::If(..)
            | Effect::Unless { .. }
            | Effect::DoneBy { .. }
            | Effect::Either { .. } => {}
        }
        Step::Done
    }

    /// "Counter that spell or ability" (CR 701.6a, 702.21a): the spell or ability whose
    /// targeting made the resolving ability trigger, if it is still on the stack. A countered
    /// spell goes to its owner's graveyard; a countered ability just leaves the stack.
    fn counter_that_spell_or_ability(&self, g: &mut Game, cx: &Context) {
        use super::state::{AbilityKind, StackObject};
        let Some(StackItem::Ability { ability, .. }) = cx.item else {
            return;
        };
        let object = match ability.kind {
            AbilityKind::AboutSpell(_, _, c) => StackObject::Spell(c),
            AbilityKind::AboutAbility(_, _, source, nth) => StackObject::Ability(source, nth),
            AbilityKind::FaceDownWard(_, o) => o,
            _ => return,
        };
        let Some(pos) = object.position(g) else {
            return;
        };
        match object {
            // CR 101.2, 701.6a: a spell that can't be countered stays on the stack.
            StackObject::Spell(c) if self.cant_be_countered(g, c) => {}
            StackObject::Spell(c) => {
                remove_spell(g, c);
                self.move_card(g, c, Zone::Graveyard);
            }
            StackObject::Ability(..) => {
                let countered = g.stack.remove(pos);
                self.forget_fired_delayed(g, &countered);
            }
        }
    }

    /// Whether spell `c` can't be countered (CR 101.2: "This spell can't be countered." beats
    /// an instruction to counter it; the spell stays on the stack and the instruction does
    /// nothing to it, 701.6a). The face on the stack says it (a split card's half, an
    /// Adventure, CR 709.3b, 715.3b).
    pub fn cant_be_countered(&self, g: &Game, c: CardId) -> bool {
        self.rules.cant_be_countered_applies && self.face(g, c).cant_be_countered
    }

    /// The source of the resolving item deals `n` damage to `t` (CR 120.3).
    fn deal_damage(&self, g: &mut Game, cx: &Context, t: Target, n: u8) {
        self.deal_damage_from(g, cx.this, t, n);
    }

    /// CR 701.14a-c: `a` and `b` fight: each deals damage equal to its power to the other, at
    /// once; a creature that fights itself deals itself twice its power. If either is no
    /// longer a creature on the battlefield, or an illegal target (then `objects` finds it
    /// not), neither deals damage (701.14b); a creature with 0 or less power deals none
    /// (120.8). Not combat damage (701.14d).
    fn fight(&self, g: &mut Game, a: CardId, b: CardId) {
        let fighting = |c: CardId| g.obj(c).zone == Zone::Battlefield && self.is_creature(g, c);
        if !fighting(a) || !fighting(b) {
            return;
        }
        let dealt = |c: CardId| u8::try_from(self.power(g, c).max(0)).unwrap_or(u8::MAX);
        let (pa, pb) = (dealt(a), dealt(b));
        if a == b {
            if pa > 0 {
                self.deal_damage_from(g, a, Target::Object(a), pa.saturating_mul(2));
            }
            return;
        }
        if pa > 0 {
            self.deal_damage_from(g, a, Target::Object(b), pa);
        }
        if pb > 0 {
            self.deal_damage_from(g, b, Target::Object(a), pb);
        }
    }

    /// `source` deals `n` damage to `t` (CR 120.3), as replacement effects modify it (614.1a).
    fn deal_damage_from(&self, g: &mut Game, source: CardId, t: Target, n: u8) {
        let n = u8::try_from(self.damage_dealt(g, source, i16::from(n))).unwrap_or(u8::MAX);
        match t {
            // CR 120.3a: damage to a player causes that much life loss.
            // CR 702.90b: with infect, poison counters instead.
            Target::Player(p) => self.damage_player(g, p, n as i16, source),
            // CR 120.3e: damage to a creature is marked on it (from a source with
            // deathtouch, 702.2b).
            // CR 702.16e: damage from a source it has protection from is prevented.
            Target::Object(c) if self.protection_prevents(g, c, source) => return,
            // CR 122.1c: a shield counter prevents it (and is removed).
            Target::Object(c) if n > 0 && self.shield_absorbs(g, c) => return,
            Target::Object(c) => self.mark_damage(g, c, n as i16, source),
            // Only objects and players are dealt damage (CR 120.1); a new object is not the
            // one targeted (400.7).
            Target::Ability { .. } | Target::Gone(_) => return,
        }
        self.lifelink(g, source, n as i16);
        // CR 120.3, 603.2: "whenever this creature deals damage to ..." (not combat damage).
        self.fire_damage_dealt(g, source, t, n as i16, false);
    }

    /// CR 601.2d, 608.2b: each target of the group still legal is dealt the share the
    /// division chosen as the spell was cast gives it.
    fn divide_damage(
        &self,
        g: &mut Game,
        cx: &Context,
        amount: &crate::cards::Amount,
        among: &Selector,
    ) {
        let Selector::Group {
            first, max, spec, ..
        } = among
        else {
            return;
        };
        let Some(item) = cx.item else { return };
        let index = match item {
            StackItem::Spell { card, .. } => g.obj(*card).cast.map_or(0, |c| c.divided),
            StackItem::Ability { .. } => 0,
        };
        let k = super::divide::chosen(item.targets().len(), *first, *max);
        let n = super::divide::cast_amount(amount, cx.x, cx.kicked);
        let Some(shares) = super::divide::divisions(n, k)
            .into_iter()
            .nth(index as usize)
        else {
            return;
        };
        for (j, share) in shares.into_iter().enumerate() {
            let i = first.saturating_add(j as u8);
            // The deliberately broken variant deals the whole amount to each target.
            let share = if self.rules.damage_divided { share } else { n };
            if let Some(t) = self.live_target(g, cx, i, spec) {
                self.deal_damage(g, cx, t, share);
            }
        }
    }

    /// The players and objects damage goes to: a target if still legal, else the objects.
    fn recipients(&self, g: &Game, cx: &Context, frame: &Frame, s: &Selector) -> Vec<Target> {
        match s {
            Selector::Target(i, spec) => self.live_target(g, cx, *i, spec).into_iter().collect(),
            // CR 120.2: "each creature and each player" (the broken variant
            // `damage.each-player=creatures-only` leaves the players out).
            Selector::And(all) => all
                .iter()
                .filter(|s| {
                    self.rules.damage_each_player
                        || !matches!(s, Selector::EachPlayer)
                        || !all.iter().any(|o| matches!(o, Selector::Each(_)))
                })
                .flat_map(|s| self.recipients(g, cx, frame, s))
                .collect(),
            Selector::Group {
                first, max, spec, ..
            } => (*first..first.saturating_add(*max))
                .filter_map(|i| self.live_target(g, cx, i, spec))
                .collect(),
            // CR 120.3a: damage to each opponent still in the game.
            Selector::EachOpponent => g
                .apnap_from(cx.you)
                .into_iter()
                .filter(|&p| p != cx.you)
                .map(Target::Player)
                .collect(),
            // "each player" (CR 101.4): in turn order from the active player.
            Selector::EachPlayer => g
                .apnap_from(g.active)
                .into_iter()
                .map(Target::Player)
                .collect(),
            Selector::Player(r) => self
                .player(g, cx, *r)
                .map(Target::Player)
                .into_iter()
                .collect(),
            other => self
                .objects(g, cx, frame, other)
                .into_iter()
                .map(Target::Object)
                .collect(),
        }
    }

    /// Removes `n` counters of `kind` from `c` (CR 122.8), as many as it has; time counters
    /// one at a time, since removing the last one from a suspended card triggers suspend
    /// (702.62a) whatever removed it.
    pub(super) fn remove_counters(
        &self,
        g: &mut Game,
        c: CardId,
        kind: CounterKind,
        n: u8,
        by_suspend: bool,
    ) {
        match kind {
            // One at a time: removing the last one triggers suspend (702.62a).
            CounterKind::Time => {
                for _ in 0..n {
                    self.remove_time_counter(g, c, by_suspend);
                }
            }
            CounterKind::PlusOne
            | CounterKind::Loyalty
            | CounterKind::Delay
            | CounterKind::Lore => {
                let o = g.obj_mut(c);
                let count = match kind {
                    CounterKind::PlusOne => &mut o.plus1,
                    CounterKind::Loyalty => &mut o.loyalty,
                    CounterKind::Delay => &mut o.delay,
                    _ => &mut o.lore,
                };
                *count = count.saturating_sub(n);
            }
            CounterKind::Named(i) => g.obj_mut(c).named_counters.remove(i, n),
            // A player's kinds are never on an object.
            CounterKind::Player(_) => {}
            CounterKind::Keyword(k) if n > 0 => {
                let o = g.obj_mut(c);
                o.keyword_counters = o.keyword_counters.without(k);
            }
            CounterKind::Keyword(_) => {}
        }
    }

    /// An effect puts `n` counters of `kind` on `c` (no cost puts counters through here): on a
    /// permanent, as many as replacement effects make it ("it puts twice that many of those
    /// counters on that permanent instead", CR 614.1a, 122.6; not on a card in exile, which is
    /// no permanent). Returns how many were put.
    pub(super) fn add_counters(&self, g: &mut Game, c: CardId, kind: CounterKind, n: u8) -> u8 {
        let n = match g.obj(c).zone == Zone::Battlefield {
            true => self.counters_multiplied(g, g.obj(c).controller, false, n),
            false => n,
        };
        if kind == CounterKind::Lore {
            // CR 714.2b: putting lore counters on a Saga may trigger its chapter abilities.
            self.add_lore(g, c, n);
            return n;
        }
        let o = g.obj_mut(c);
        // Counters are a byte each: they saturate at 255 (README, "Models").
        match kind {
            CounterKind::Time => {
                o.time = o.time.saturating_add(n);
                // CR 702.62b: with a time counter again, a declined card (702.62a) is suspended
                // again: "declined" is about its last time counter, and it has a new one.
                if n > 0 {
                    o.declined = false;
                }
            }
            CounterKind::PlusOne => o.plus1 = o.plus1.saturating_add(n),
            CounterKind::Loyalty => o.loyalty = o.loyalty.saturating_add(n),
            CounterKind::Delay => o.delay = o.delay.saturating_add(n),
            CounterKind::Lore => {}
            CounterKind::Named(i) => {
                if o.named_counters.add(i, n).is_err() {
                    // More kinds than an object holds (`counter_bag::CAPACITY`): cut here.
                    g.outcome = Some(super::state::Outcome::CounterLimit);
                    if let Some(b) = self.budget {
                        b.record_counter_limit();
                    }
                }
            }
            // A player's kinds go on players only (the card language refuses them on objects).
            CounterKind::Player(_) => {}
            // CR 122.1b: one of each keyword's kind is all that counts.
            CounterKind::Keyword(k) if n > 0 => o.keyword_counters = o.keyword_counters.with(k),
            CounterKind::Keyword(_) => {}
        }
        n
    }

    /// Puts `c` on the bottom of its owner's library, as a new object (CR 400.7, 401.4).
    pub fn put_on_bottom(&self, g: &mut Game, c: CardId) {
        let owner = self.owner(c);
        self.move_card(g, c, Zone::Library);
        // move_card puts it on top.
        let lib = &mut g.players[owner as usize].library;
        lib.pop_front();
        lib.push_back(c);
    }

    /// Puts `c` on the bottom of its owner's library, or of their planar deck (`planar`).
    pub fn put_on_bottom_of(&self, g: &mut Game, c: CardId, planar: bool) {
        if !planar {
            return self.put_on_bottom(g, c);
        }
        let deck = &mut g.players[self.owner(c) as usize].planar;
        deck.retain(|&x| x != c);
        deck.push_back(c);
    }

    /// Puts `c` on top of its owner's library or planar deck (CR 401.4).
    fn put_on_top_of(&self, g: &mut Game, c: CardId, planar: bool) {
        if !planar {
            return self.move_card(g, c, Zone::Library);
        }
        let deck = &mut g.players[self.owner(c) as usize].planar;
        deck.retain(|&x| x != c);
        deck.push_front(c);
    }

    /// Puts `c` next into a place whose order is chosen card by card (CR 401.4): on the bottom
    /// below the cards put before it, or on top above them.
    pub fn put_next_in_order(&self, g: &mut Game, c: CardId, to: Place) {
        match to {
            Place::TopInOrder { planar } => self.put_on_top_of(g, c, planar),
            Place::BottomInOrder { planar, .. } => self.put_on_bottom_of(g, c, planar),
            _ => {}
        }
    }

    /// Puts `c`, which a player picked for "put any number of them ...", where the instruction
    /// says (CR 701.22a, 701.25a): a hand, graveyard, exile, or a library or planar deck (the
    /// card language allows no other place there).
    pub fn move_picked(&self, g: &mut Game, c: CardId, to: Place) {
        match to {
            Place::Hand => self.move_card(g, c, Zone::Hand),
            Place::Graveyard => self.move_card(g, c, Zone::Graveyard),
            Place::Exile => self.move_card(g, c, Zone::Exile),
            Place::LibraryTop => self.put_on_top_of(g, c, false),
            Place::PlanarTop => self.put_on_top_of(g, c, true),
            Place::LibraryBottom => self.put_on_bottom_of(g, c, false),
            Place::PlanarBottom => self.put_on_bottom_of(g, c, true),
            Place::TopInOrder { .. } | Place::BottomInOrder { .. } => {
                self.put_next_in_order(g, c, to)
            }
            Place::Battlefield | Place::BattlefieldTransformed => {}
        }
    }

    /// The first card among `moved`, which an instruction is putting onto the battlefield,
    /// that rolls a die "as this enters" (CR 614.1c) and has not rolled yet: the roll it makes
    /// now, before any of them enters (its controller-to-be rolls, 706.1). `keep_result`
    /// records the result in `frame.rolls`, and the instruction starts again.
    fn roll_before_entering(
        &self,
        g: &Game,
        cx: &Context,
        frame: &mut Frame,
        moved: &[CardId],
    ) -> Option<Step> {
        moved.iter().find_map(|&c| {
            // CR 400.4a: an instant or sorcery card doesn't enter.
            if frame.rolls.iter().any(|&(r, _)| r == c) || !self.def(c).face(0).types.is_permanent()
            {
                return None;
            }
            let sides = self.roll_as_enters(g, c, 0)?;
            frame.rolls.push((c, 0));
            Some(Step::Roll {
                player: cx.you,
                sides,
            })
        })
    }

    /// Puts `c` into `to` as a new object (CR 400.7), arriving as `arrival` says; `rolled` is
    /// the die it rolled as it enters the battlefield (0 for none): "enters with a number of
    /// +1/+1 counters on it equal to the result" (CR 614.1c, 706.2); `as_copy` the copiable
    /// values it enters with as a copy (614.1c, 707.2).
    #[allow(clippy::too_many_arguments)]
    fn put(
        &self,
        g: &mut Game,
        cx: &Context,
        frame: &Frame,
        c: CardId,
        to: Place,
        arrival: &Arrival,
        rolled: u8,
        as_copy: Option<crate::cards::effect::CopyOf>,
    ) {
        match to {
            Place::Hand => self.move_card(g, c, Zone::Hand),
            Place::Graveyard => self.move_card(g, c, Zone::Graveyard),
            Place::Exile => self.move_card(g, c, Zone::Exile),
            Place::LibraryTop => self.move_card(g, c, Zone::Library),
            Place::LibraryBottom => self.put_on_bottom(g, c),
            Place::BottomInOrder { planar, .. } => self.put_on_bottom_of(g, c, planar),
            Place::PlanarTop => self.put_on_top_of(g, c, true),
            Place::TopInOrder { planar } => self.put_on_top_of(g, c, planar),
            Place::PlanarBottom => self.put_on_bottom_of(g, c, true),
            // CR 110.2a: under the control of the instruction's controller, front face up
            // (712.14: a double-faced card is put onto the battlefield front face up). Each of
            // several cards returned together enters in turn (their enter triggers see the
            // ones before them).
            // CR 400.4a: an instant or sorcery card stays where it is.
            Place::Battlefield if !self.def(c).face(0).types.is_permanent() => return,
            Place::Battlefield => {
                let controller = match arrival.under_owners_control {
                    true => self.owner(c),
                    false => cx.you,
                };
                self.enter_battlefield_as(g, c, controller, 0, rolled, as_copy)
            }
            // CR 712.14a: back face up, under its owner's control; a card that isn't a
            // transforming double-faced card stays where it is.
            Place::BattlefieldTransformed => {
                let def = self.def(c);
                if def.layout != crate::cards::Layout::Transform
                    || !def.face(1).types.is_permanent()
                {
                    return;
                }
                self.enter_battlefield(g, c, self.owner(c), 1)
            }
        }
        self.settle_moved(g, cx, frame, c, to, arrival);
    }

    /// What an instruction that put `c` in `to` does to it there (`put`): exiled face down,
    /// tapped, with counters, with suspend.
    fn settle_moved(
        &self,
        g: &mut Game,
        cx: &Context,
        frame: &Frame,
        c: CardId,
        to: Place,
        arrival: &Arrival,
    ) {
        // CR 406.3: "exile ... face down": a card with no characteristics (406.3a), not a
        // "face-up exiled card".
        if to == Place::Exile && arrival.face_down && g.obj(c).zone == Zone::Exile {
            g.obj_mut(c).face_down = true;
        }
        // CR 110.5b: "onto the battlefield tapped".
        if arrival.tapped && g.obj(c).zone == Zone::Battlefield {
            g.obj_mut(c).tapped = true;
        }
        let mut given = Vec::new();
        for (kind, n) in &arrival.counters {
            let n = match self.its_amount(g, c, n) {
                Some(n) => n,
                None => self.amount(g, cx, frame, n),
            };
            let n = self.add_counters(g, c, *kind, n);
            given.push((*kind, n));
        }
        // CR 122.6: the instruction's controller put them (on a card in exile: not a
        // permanent, `counters_put`).
        self.counters_put(g, cx.you, c, &given);
        // CR 702.62b: "If it doesn't have suspend, it gains suspend."
        if arrival.gains_suspend && self.def(c).suspend.is_none() {
            g.obj_mut(c).gained_suspend = true;
        }
    }
}

/// The objects the "target" words of `s` were chosen as (whether still legal or not): the
/// resolving item's targets at those positions.
fn selector_targets(cx: &Context, s: &Selector) -> Vec<CardId> {
    let parts: Vec<&Selector> = match s {
        Selector::And(all) => all.iter().collect(),
        s => vec![s],
    };
    let targets = cx.item.map(|i| i.targets()).unwrap_or_default();
    parts
        .iter()
        .filter_map(|p| match p {
            // A target that has left is named too (as it last was).
            Selector::Target(i, _) => match targets.get(*i as usize) {
                Some(Target::Object(c) | Target::Gone(c)) => Some(*c),
                _ => None,
            },
            _ => None,
        })
        .collect()
}
