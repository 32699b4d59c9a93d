//! Triggered abilities (CR 603): an event makes an ability trigger; the next time a player
//! would receive priority, triggered abilities go on the stack in APNAP order (603.3b), each
//! player choosing the order of their own (identical ones are interchangeable). A target is
//! chosen as the ability is put on the stack (603.3d); an ability with no legal target is
//! removed.

use crate::cards::{EventPattern, Relation};

use super::select::Context;

use super::state::{
    AbilityKind, AbilityRef, CardId, Copied, Decision, Game, PendingTrigger, PlayerId, StackItem,
    StackObject, Target, Zone,
};
use super::Engine;

/// `card`'s own abilities whose event `event` matches, controlled by `controller`.
pub fn fire_own(
    eng: &Engine,
    g: &mut Game,
    card: CardId,
    event: impl Fn(&EventPattern) -> bool,
    controller: PlayerId,
) {
    fire_own_as(eng, g, card, event, controller, AbilityKind::Trigger);
}

/// `fire_own`, each ability that triggers being `kind` of its index: `AbilityKind::Trigger`,
/// or one that remembers its event's amount (`AbilityKind::AboutAmount(i, n)`).
pub fn fire_own_as(
    eng: &Engine,
    g: &mut Game,
    card: CardId,
    event: impl Fn(&EventPattern) -> bool,
    controller: PlayerId,
    kind: impl Fn(u8) -> AbilityKind,
) {
    // CR 707.2: a copy's abilities are the copied values'.
    let ab = eng.abilities(g, card);
    // CR 708.2a: a face-down permanent has no abilities.
    if g.obj(card).face_down {
        return;
    }
    for (i, t) in ab.def.triggers.iter().enumerate() {
        // CR 603.4: an intervening "if" is checked as the event happens.
        if t.when.any(&event)
            && ab.def.trigger_on(i, ab.face)
            // CR 716.2a: a Class's level abilities, from their level on.
            && eng.trigger_level_reached(g, card, ab.def, i)
            && eng.intervening_holds(g, card, i, controller)
        {
            g.triggered.push(PendingTrigger {
                ability: AbilityRef {
                    source: card,
                    kind: kind(i as u8),
                    copied: ab.copied,
                },
                controller,
            });
        }
    }
}

/// `fire_own` for a leaves-the-battlefield event (CR 603.10a): `holds[i]` is whether ability
/// `i`'s intervening "if" held just before the event (603.4), read then. `copy`: the
/// abilities a copy effect gave the permanent just before the event (`Engine::abilities`),
/// which it looks back to (a copy that dies has the copied "dies" abilities, 707.2).
pub fn fire_own_looking_back(
    eng: &Engine,
    g: &mut Game,
    card: CardId,
    event: impl Fn(&EventPattern) -> bool,
    controller: PlayerId,
    holds: &[bool],
    copy: Option<super::mechanics::copy::Abilities>,
) {
    let ab = copy.unwrap_or_else(|| eng.abilities(g, card));
    if g.obj(card).face_down {
        return;
    }
    for (i, t) in ab.def.triggers.iter().enumerate() {
        if t.when.any(&event)
            && ab.def.trigger_on(i, ab.face)
            && holds.get(i).copied().unwrap_or(true)
        {
            fire_printed(g, card, i, controller, ab.copied);
        }
    }
}

/// `card`'s printed triggered ability number `i` triggers, controlled by `controller`; of
/// the copiable values `copied` when a copy effect gave it them (CR 707.2).
pub fn fire_printed(
    g: &mut Game,
    card: CardId,
    i: usize,
    controller: PlayerId,
    copied: Option<Copied>,
) {
    g.triggered.push(PendingTrigger {
        ability: AbilityRef {
            source: card,
            kind: AbilityKind::Trigger(i as u8),
            copied,
        },
        controller,
    });
}

/// The face-up planes and phenomena (controlled by the planar controller, CR 311.5, 901.7) and
/// the permanents (by their controllers) among `watchers` (all of them with `None`), planes
/// first, each in id order: what may see an event (CR 603.2).
pub(super) fn planes_and_permanents(
    g: &Game,
    watchers: Option<&[CardId]>,
) -> Vec<(CardId, PlayerId)> {
    let mut out: Vec<(CardId, PlayerId)> = g
        .face_up
        .iter()
        .filter(|c| watchers.is_none_or(|w| w.binary_search(c).is_ok()))
        .filter_map(|&c| Some((c, g.planar_controller?)))
        .collect();
    let controlled = |c: CardId| (c, g.obj(c).controller);
    match watchers {
        Some(w) => out.extend(g.among(w, Zone::Battlefield).map(controlled)),
        None => out.extend(g.in_zone(Zone::Battlefield).map(controlled)),
    }
    out
}

/// CR 702.62b, 113.6b, 603.4: the suspended cards in exile among `watchers` (all of
/// `Table::suspended_watchers` with `None`) whose abilities "[event], if this card is
/// suspended" function there, each with the player who controls them: its owner (108.4a,
/// 603.3a; the active player under `suspend.exiled-trigger-controller=active-player`). None
/// under `suspended-trigger.events=cast-and-upkeep`, where only casts (`fire_casts`) and
/// upkeeps (`Engine::fire_upkeep_suspended_cards`) see them.
pub(super) fn suspended_sources(
    eng: &Engine,
    g: &Game,
    watchers: Option<&[CardId]>,
) -> Vec<(CardId, PlayerId)> {
    if !eng.rules.suspended_triggers_every_event || eng.table.suspended_watchers.is_empty() {
        return Vec::new();
    }
    g.among(&eng.table.suspended_watchers, Zone::Exile)
        .filter(|&c| watchers.is_none_or(|w| w.binary_search(&c).is_ok()))
        .filter(|&c| !g.obj(c).face_down && eng.is_suspended(g, c))
        .map(|c| match eng.rules.suspended_triggers_owner_controls {
            true => (c, eng.owner(c)),
            false => (c, g.active),
        })
        .collect()
}

/// `planes_and_permanents`, then the suspended cards whose "if this card is suspended"
/// abilities see events from exile (`suspended_sources`): what may see an event (CR 603.2,
/// 113.6b). Match their abilities with `event_here`.
pub(super) fn event_sources(
    eng: &Engine,
    g: &Game,
    watchers: Option<&[CardId]>,
) -> Vec<(CardId, PlayerId)> {
    let mut out = planes_and_permanents(g, watchers);
    out.extend(suspended_sources(eng, g, watchers));
    out
}

/// The event the triggered ability `when` of `source` waits for where `source` is (CR 113.6,
/// 113.6b): in exile only "[event], if this card is suspended" functions, and waits for the
/// event (its "if" holds: `suspended_sources` gives only suspended cards, and it is checked
/// again as the ability resolves, `Engine::if_suspended_holds`); on the battlefield and in
/// the command zone every other ability.
pub fn event_here<'t>(
    g: &Game,
    source: CardId,
    when: &'t EventPattern,
) -> Option<&'t EventPattern> {
    match (when, g.obj(source).zone == Zone::Exile) {
        (EventPattern::IfSuspended(e), true) => Some(e),
        (_, true) | (EventPattern::IfSuspended(_), false) => None,
        (e, false) => Some(e),
    }
}

/// `event` as `fire_own` matches it against the abilities of `source` where it is
/// (`event_here`): for a card in exile, only its "[event], if this card is suspended"
/// abilities, about the event inside.
pub fn seen_from(
    g: &Game,
    source: CardId,
    event: impl Fn(&EventPattern) -> bool,
) -> impl Fn(&EventPattern) -> bool {
    let exiled = g.obj(source).zone == Zone::Exile;
    move |e| match (e, exiled) {
        (EventPattern::IfSuspended(inner), true) => inner.any(&event),
        (_, true) => false,
        (e, false) => event(e),
    }
}

/// CR 603.8: each state-triggered ability of a permanent (controlled by its controller) or of
/// a face-up plane or phenomenon (by the planar controller, 311.5) whose condition holds
/// triggers, unless that ability is already waiting to be put on the stack or is on the stack
/// ("it won't trigger again until the ability has resolved, has been countered, or has
/// otherwise left the stack"). Checked whenever state-based actions are (117.5, 704.3), so a
/// condition that became true and false again within one resolution is not seen.
pub fn fire_state_triggers(eng: &Engine, g: &mut Game) {
    for (c, you) in planes_and_permanents(g, Some(&eng.table.state_watchers)) {
        if g.obj(c).face_down {
            continue; // CR 708.2a: no abilities
        }
        let ab = eng.abilities(g, c);
        let (def, face) = (ab.def, ab.face);
        for (i, t) in def.triggers.iter().enumerate() {
            let EventPattern::State(condition) = &t.when else {
                continue;
            };
            let ability = AbilityRef {
                source: c,
                kind: AbilityKind::Trigger(i as u8),
                copied: ab.copied,
            };
            let waiting = g.triggered.iter().any(|t| t.ability == ability)
                || g.stack
                    .iter()
                    .any(|s| matches!(s, StackItem::Ability { ability: a, .. } if *a == ability));
            if !def.trigger_on(i, face) || !eng.trigger_level_reached(g, c, def, i) || waiting {
                continue;
            }
            let cx = Context::of_source(you, c);
            if eng.condition(g, &cx, &Default::default(), condition) {
                fire_printed(g, c, i, you, ab.copied);
            }
        }
    }
}

/// CR 601.2i: "whenever [a player / you / an opponent] casts a [filter] spell" abilities of
/// face-up planes (controlled by the planar controller, CR 311.5) and of permanents trigger;
/// each remembers the caster as "that player".
pub fn fire_casts(eng: &Engine, g: &mut Game, caster: PlayerId, spell: CardId) {
    // Only the cards with a cast trigger are looked at (`Table::cast_watchers`), in the
    // order of planes, then permanents, then suspended cards, each in id order.
    // Debug builds look at every card, and check that each that triggers is on the list.
    let every: Vec<CardId>;
    let watchers: &[CardId] = if cfg!(debug_assertions) {
        every = g.ids().collect();
        &every
    } else {
        &eng.table.cast_watchers
    };
    if watchers.is_empty() {
        return;
    }
    let planes = g
        .face_up
        .iter()
        .filter(|c| watchers.binary_search(c).is_ok())
        .map(|&c| (c, g.planar_controller));
    let permanents = g
        .among(watchers, Zone::Battlefield)
        .map(|c| (c, Some(g.obj(c).controller)));
    // CR 603.4, 113.6b: a suspended card's "..., if this card is suspended" abilities work in
    // exile, controlled by its owner (108.4a, 603.3a).
    let suspended = g
        .among(watchers, Zone::Exile)
        .filter(|&c| eng.is_suspended(g, c))
        .map(|c| match eng.rules.suspended_triggers_owner_controls {
            true => (c, Some(eng.owner(c))),
            false => (c, Some(g.active)),
        });
    // CR 114.4, 113.6: an emblem's abilities work from the command zone, controlled by the
    // player who has it (114.2). (The deliberately broken variant, `emblem.abilities=ignored`.)
    let emblems = g
        .among(watchers, Zone::Command)
        .filter(|&c| eng.def(c).emblem && eng.rules.emblem_abilities_work)
        .map(|c| (c, Some(g.obj(c).controller)));
    let watchers: Vec<(CardId, PlayerId)> = planes
        .chain(permanents)
        .chain(suspended)
        .chain(emblems)
        .filter_map(|(c, p)| Some((c, p?)))
        .collect();
    for (c, you) in watchers {
        let ab = eng.abilities(g, c);
        let (def, face) = (ab.def, ab.face);
        let exiled = g.obj(c).zone == Zone::Exile;
        for (i, t) in def.triggers.iter().enumerate() {
            if !def.trigger_on(i, face)
                || !eng.trigger_level_reached(g, c, def, i)
                || g.obj(c).face_down
            {
                continue;
            }
            let when = match (&t.when, exiled) {
                (EventPattern::IfSuspended(e), true) => e.as_ref(),
                (_, true) | (EventPattern::IfSuspended(_), false) => continue,
                (e, false) => e,
            };
            // "... during your turn / an opponent's turn" (whose turn it is, CR 102.1).
            let (when, turn) = match when {
                EventPattern::During { whose, event } => (
                    event.as_ref(),
                    (*whose == Relation::You) == (g.active == you),
                ),
                e => (e, true),
            };
            let cx = Context::of_source(you, c);
            // One of its trigger conditions, if it has several (CR 603.2).
            let cast = |e: &EventPattern| match e {
                EventPattern::Casts { who, what } => {
                    who.is_none_or(|r| (r == Relation::You) == (caster == you))
                        && eng.matches(g, &cx, None, what, spell, false)
                }
                EventPattern::YouCastNth(_) => eng.nth_spell_cast(g, e, caster, you),
                _ => false,
            };
            if turn && when.any(&cast) && eng.intervening_holds(g, c, i, you) {
                debug_assert!(
                    eng.table.cast_watchers.binary_search(&c).is_ok(),
                    "card {c}'s cast trigger is missing from the table's cast watchers"
                );
                g.triggered.push(PendingTrigger {
                    ability: AbilityRef {
                        source: c,
                        kind: AbilityKind::AboutSpell(i as u8, caster, spell),
                        copied: ab.copied,
                    },
                    controller: you,
                });
            }
        }
    }
}

/// CR 602.2b, 601.2i: "whenever [a player / you / an opponent] activates an ability that isn't
/// a mana ability" abilities of permanents (controlled by their controllers) and of face-up
/// planes (by the planar controller, 311.5) trigger once `activator` has activated an
/// ability; each remembers the activator as "that player".
pub fn fire_activations(eng: &Engine, g: &mut Game, activator: PlayerId) {
    fire_about_player(
        eng,
        g,
        &eng.table.activation_watchers,
        activator,
        |_, e, you, _| {
            match e {
                // The deliberately broken variant (`trigger.activator=anyone`) ignores who
                // activated it.
                EventPattern::Activates { who } => {
                    !eng.rules.activation_trigger_who
                        || who.is_none_or(|r| (r == Relation::You) == (activator == you))
                }
                _ => false,
            }
        },
    );
}

/// CR 121.1, 603.2: `drawer` drew `card`: "whenever [a player / you / an opponent] draws a
/// [filter] card" abilities of permanents (controlled by their controllers) and of face-up
/// planes (by the planar controller, 311.5) trigger, each remembering the drawer as "that
/// player". The card is read in the hand it went to.
pub fn fire_draws(eng: &Engine, g: &mut Game, drawer: PlayerId, card: CardId) {
    fire_about_player(
        eng,
        g,
        &eng.table.draw_watchers,
        drawer,
        |g, e, you, source| match e {
            EventPattern::Draws { who, what } => {
                let cx = super::select::Context::of_source(you, source);
                who.is_none_or(|r| (r == Relation::You) == (drawer == you))
                    && eng.matches(g, &cx, None, what, card, false)
            }
            _ => false,
        },
    );
}

/// CR 106.12, 603.2: `tapper` tapped `source` for mana (a mana ability with {T} in its cost,
/// activated while paying, 601.2g-h): "whenever [a player / you / an opponent] taps a
/// [filter] for mana" abilities of permanents (controlled by their controllers) and of
/// face-up planes (by the planar controller, 311.5) trigger, each remembering the tapper as
/// "that player"; they go on the stack the next time a player would receive priority (603.3,
/// 117.5). The source is read on the battlefield, as it is tapped. Triggered mana abilities
/// (605.1b) are not among them: the payment counted their mana (`Engine::mana_sources`).
pub fn fire_taps_for_mana(eng: &Engine, g: &mut Game, tapper: PlayerId, source: CardId) {
    fire_about_player(
        eng,
        g,
        &eng.table.tap_watchers,
        tapper,
        |g, e, you, watcher| match e {
            EventPattern::TapsForMana { who, what } => {
                let cx = super::select::Context::of_source(you, watcher);
                who.is_none_or(|r| (r == Relation::You) == (tapper == you))
                    && eng.matches(g, &cx, None, what, source, false)
            }
            _ => false,
        },
    );
}

/// How many triggered mana abilities (CR 605.1b) trigger when `tapper` taps `source` for mana
/// ("whenever [a player] taps a [land] for mana, that player adds one mana of any type that
/// land produced"), of face-up planes and of permanents: each adds one more mana of a type
/// the source produced (106.12a), at once (605.4a). At most 255.
pub fn mana_triggers(eng: &Engine, g: &Game, tapper: PlayerId, source: CardId) -> u8 {
    if eng.table.mana_triggers.is_empty() {
        return 0;
    }
    let mut n: u8 = 0;
    for (c, you) in planes_and_permanents(g, Some(&eng.table.mana_triggers)) {
        if g.obj(c).face_down {
            continue; // CR 708.2a: no abilities
        }
        let ab = eng.abilities(g, c);
        let (def, face) = (ab.def, ab.face);
        let cx = Context::of_source(you, c);
        for (i, t) in def.triggers.iter().enumerate() {
            let hit = |e: &EventPattern| match e {
                EventPattern::TapsForMana { who, what } => {
                    who.is_none_or(|r| (r == Relation::You) == (tapper == you))
                        && eng.matches(g, &cx, None, what, source, false)
                }
                _ => false,
            };
            if t.mana
                && def.trigger_on(i, face)
                && eng.trigger_level_reached(g, c, def, i)
                && t.when.any(&hit)
            {
                n = n.saturating_add(1);
            }
        }
    }
    n
}

/// The triggered abilities of `watchers` (permanents, controlled by their controllers, and
/// face-up planes, by the planar controller, CR 311.5) whose event `event` accepts (given the
/// game, the ability's controller and source) trigger, each remembering `player` as "that player".
fn fire_about_player(
    eng: &Engine,
    g: &mut Game,
    watchers: &[CardId],
    player: PlayerId,
    event: impl Fn(&Game, &EventPattern, PlayerId, CardId) -> bool,
) {
    if watchers.is_empty() {
        return;
    }
    let mut fired = Vec::new();
    for (c, you) in event_sources(eng, g, Some(watchers)) {
        if g.obj(c).face_down {
            continue; // CR 708.2a: no abilities
        }
        // CR 707.2: a copy's abilities are the copied object's.
        let ab = eng.abilities(g, c);
        let (def, face) = (ab.def, ab.face);
        for (i, t) in def.triggers.iter().enumerate() {
            // CR 605.4a: a triggered mana ability doesn't go on the stack.
            if !t.mana
                && def.trigger_on(i, face)
                // CR 716.2a: a Class's level abilities, from their level on.
                && eng.trigger_level_reached(g, c, def, i)
                && event_here(g, c, &t.when).is_some_and(|e| e.any(&|e| event(g, e, you, c)))
                && eng.intervening_holds(g, c, i, you)
            {
                fired.push(PendingTrigger {
                    ability: AbilityRef {
                        source: c,
                        kind: AbilityKind::AboutPlayer(i as u8, player),
                        copied: ab.copied,
                    },
                    controller: you,
                });
            }
        }
    }
    g.triggered.extend(fired);
}

/// A keyword's triggered ability of `card` triggers (suspend's, CR 702.62a).
pub fn fire(g: &mut Game, card: CardId, kind: AbilityKind, controller: PlayerId) {
    g.triggered.push(PendingTrigger {
        ability: AbilityRef {
            source: card,
            kind,
            copied: None,
        },
        controller,
    });
}

/// CR 122.1, 603.2, 113.6b: a time counter was removed from `c`: its abilities "whenever a
/// time counter is removed from this [while it's exiled]" that function in the zone it is in
/// trigger, controlled by its controller on the battlefield and by its owner elsewhere
/// (108.4a).
pub fn fire_time_counter_removed(eng: &Engine, g: &mut Game, c: CardId) {
    let o = g.obj(c);
    if o.face_down {
        return; // CR 708.2a: no abilities
    }
    let (zone, you) = match o.zone {
        Zone::Battlefield => (Zone::Battlefield, o.controller),
        z => (z, eng.owner(c)),
    };
    let ab = eng.abilities(g, c);
    let fire: Vec<usize> = (ab.def.triggers.iter().enumerate())
        .filter(|(i, t)| {
            t.when
                .any(&|e| *e == EventPattern::TimeCounterRemoved { zone })
                && ab.def.trigger_on(*i, ab.face)
                && eng.trigger_level_reached(g, c, ab.def, *i)
                // CR 603.4: an intervening "if" is checked as the event happens too.
                && eng.intervening_holds(g, c, *i, you)
        })
        .map(|(i, _)| i)
        .collect();
    for i in fire {
        fire_printed(g, c, i, you, ab.copied);
    }
}

/// Legal targets for a pending trigger.
pub fn trigger_targets(eng: &Engine, g: &Game, t: &PendingTrigger) -> Option<Vec<Target>> {
    let spec = eng.ability_program(t.ability).targets.first()?;
    Some(eng.ability_targets(g, spec, t.ability.source, t.controller))
}

/// The choices of a modal triggered ability as it is put on the stack (CR 700.2b, 603.3c):
/// each mode with each of its legal targets (or none, for a mode without a target or with "up
/// to one target"). A mode with no legal target can't be chosen; an empty list means no mode
/// can be, and the ability is removed from the stack.
pub fn trigger_modes(eng: &Engine, g: &Game, t: &PendingTrigger) -> Vec<(u8, Option<Target>)> {
    let mut out = Vec::new();
    for mode in 0..eng.ability_modes(t.ability) {
        // "Choose one that hasn't been chosen" (CR 700.2b).
        if !eng.mode_unchosen(g, t, mode) {
            continue;
        }
        match eng.ability_mode_program(t.ability, mode).targets.first() {
            None => out.push((mode, None)),
            Some(spec) => {
                if spec.optional() {
                    out.push((mode, None));
                }
                let legal = eng.ability_targets(g, spec, t.ability.source, t.controller);
                out.extend(legal.into_iter().map(|target| (mode, Some(target))));
            }
        }
    }
    out
}

/// Puts a triggered ability on the stack with `mode` and `target` chosen. CR 603.3d, 603.2e:
/// an object it targets becomes the target of an ability ("whenever this becomes the target
/// of a spell or ability", ward: 702.21a).
pub fn push_trigger(
    eng: &Engine,
    g: &mut Game,
    t: PendingTrigger,
    mode: u8,
    target: Option<Target>,
) {
    push_trigger_targets(eng, g, t, mode, target.into_iter().collect());
}

/// `push_trigger` with a target for each "target" word (CR 601.2c, 603.3d).
pub fn push_trigger_targets(
    eng: &Engine,
    g: &mut Game,
    t: PendingTrigger,
    mode: u8,
    targets: crate::engine::state::Targets,
) {
    let objects: Vec<Target> = targets
        .iter()
        .copied()
        .filter(|x| matches!(x, Target::Object(_)))
        .collect();
    g.stack.push(StackItem::Ability {
        ability: t.ability,
        controller: t.controller,
        targets,
        mode,
    });
    if let (false, Some(by)) = (objects.is_empty(), StackObject::top_ability(g)) {
        fire_becomes_target(eng, g, t.controller, by, &objects);
    }
}

/// Whether a (non-modal) triggered ability has more than one "target" word (CR 115.3).
pub fn has_several_targets(eng: &Engine, t: &PendingTrigger) -> bool {
    eng.ability_modes(t.ability) == 0 && eng.ability_program(t.ability).targets.len() > 1
}

/// The choices of targets of a triggered ability with several "target" words, one per word
/// in order (CR 601.2c, 603.3d): every legal object or player for each (an object may be
/// chosen for several words, 115.3, unless a later word says "another"), an optional word
/// ("up to one") also left unchosen. None if a required word has no legal target: the
/// ability is then removed from the stack.
pub fn trigger_target_sets(
    eng: &Engine,
    g: &Game,
    t: &PendingTrigger,
) -> Vec<crate::engine::state::Targets> {
    let specs = &eng.ability_program(t.ability).targets;
    let mut sets = vec![crate::engine::state::Targets::new()];
    for (j, spec) in specs.iter().enumerate() {
        let legal = eng.every_ability_target(g, spec, t.ability.source, t.controller);
        sets = sets
            .iter()
            .flat_map(|set| eng.extend_targets(g, set, j, spec, &legal))
            .collect();
    }
    sets
}

/// Puts waiting triggers on the stack in APNAP order (CR 603.3b). Returns with `g.decision`
/// set if a controller must choose which of their triggers goes next, or a target first.
pub fn put_on_stack(eng: &Engine, g: &mut Game) {
    while !g.triggered.is_empty() {
        // APNAP: the active player's triggers first (lowest on the stack), then in turn order.
        let order = g.apnap_from(g.active);
        let next = order
            .iter()
            .find_map(|&p| g.triggered.iter().position(|t| t.controller == p));
        let Some(pos) = next else {
            // Controllers who left the game: their triggers cease to exist (CR 800.4a).
            g.triggered.clear();
            break;
        };
        let player = g.triggered[pos].controller;
        // CR 603.3b: a player puts their own triggers on the stack in any order they choose.
        // Identical pending abilities are interchangeable: the choice is among different ones.
        if eng.rules.own_triggers_ordered && own_choices(g, player).len() > 1 {
            g.decide(Decision::TriggerOrder { player });
            return;
        }
        let t = g.triggered.remove(pos);
        if !put_one(eng, g, t) {
            return;
        }
    }
}

/// The different triggered abilities `player` has waiting to be put on the stack, in the
/// order they triggered (CR 603.3b: the player chooses which goes next).
pub fn own_choices(g: &Game, player: PlayerId) -> Vec<PendingTrigger> {
    let mut out: Vec<PendingTrigger> = Vec::new();
    for t in g.triggered.iter().filter(|t| t.controller == player) {
        if !out.contains(t) {
            out.push(*t);
        }
    }
    out
}

/// CR 603.3b: `t`'s controller chose it to go on the stack next; then the rest follow.
pub fn put_chosen(eng: &Engine, g: &mut Game, t: PendingTrigger) {
    if let Some(pos) = g.triggered.iter().position(|w| *w == t) {
        let t = g.triggered.remove(pos);
        put_one(eng, g, t);
    }
}

/// Puts one triggered ability on the stack, choosing its mode and target (CR 603.3c-d), or
/// removes it if it has none legal. Returns false if its controller must choose first
/// (`g.decision` is set).
fn put_one(eng: &Engine, g: &mut Game, t: PendingTrigger) -> bool {
    if eng.ability_modes(t.ability) > 0 {
        // CR 700.2b, 603.3c: a modal ability's mode is chosen as it is put on the stack.
        match trigger_modes(eng, g, &t).as_slice() {
            [] => {} // no mode can be chosen: removed from the stack
            [(mode, target)] => {
                eng.remember_mode(g, &t, *mode);
                push_trigger(eng, g, t, *mode, *target)
            }
            _ => {
                g.decide(Decision::TriggerTarget { trigger: t });
                return false;
            }
        }
        return true;
    }
    if has_several_targets(eng, &t) {
        let sets = trigger_target_sets(eng, g, &t);
        match sets.as_slice() {
            [] => {} // CR 603.3d: removed from the stack.
            [only] => push_trigger_targets(eng, g, t, 0, only.clone()),
            _ => {
                g.decide(Decision::TriggerTarget { trigger: t });
                return false;
            }
        }
        return true;
    }
    let optional = eng
        .ability_program(t.ability)
        .targets
        .first()
        .is_some_and(|s| s.optional());
    match trigger_targets(eng, g, &t) {
        // CR 601.2c, 603.3d: "up to one target" with more than zero choices asks; with no
        // legal target the ability goes on the stack with none.
        Some(ts) if optional && !ts.is_empty() => {
            g.decide(Decision::TriggerTarget { trigger: t });
            return false;
        }
        Some(_) if optional => push_trigger(eng, g, t, 0, None),
        None => push_trigger(eng, g, t, 0, None),
        Some(ts) if ts.is_empty() => {} // CR 603.3d: removed from the stack.
        Some(ts) if ts.len() == 1 => push_trigger(eng, g, t, 0, ts.first().copied()),
        Some(_) => {
            g.decide(Decision::TriggerTarget { trigger: t });
            return false;
        }
    }
    true
}

/// CR 603.2e, 115.1: the objects `targets` names became the targets of a spell or ability
/// (`by`: a spell, or an activated or triggered ability on the stack) controlled by
/// `controller` (as it was cast, 601.2c, activated, 602.2b, or put on the stack, 603.3d).
/// "Whenever this / a [filter] becomes the target of a spell [or ability] [an opponent
/// controls]" abilities of permanents trigger, controlled by their controllers: once per
/// spell or ability for each object it targets (603.2c), each remembering that spell or
/// ability's controller ("that player", "that spell's controller") and the spell or ability
/// ("that spell", "that spell or ability"). A face-down disguised permanent has ward {2}
/// (702.168a, 702.21a).
pub fn fire_becomes_target(
    eng: &Engine,
    g: &mut Game,
    controller: PlayerId,
    by: StackObject,
    targets: &[Target],
) {
    let mut targeted: Vec<CardId> = targets
        .iter()
        .filter_map(|t| match t {
            Target::Object(c) => Some(*c),
            _ => None,
        })
        .collect();
    targeted.sort_unstable();
    targeted.dedup();
    if targeted.is_empty() {
        return;
    }
    let spell = match by {
        StackObject::Spell(c) => Some(c),
        StackObject::Ability(..) => None,
    };
    // No card of the model has such a trigger (`Table::target_watchers`; a copy has the
    // abilities of a card of the model, CR 707.2): no permanent is looked at, only a
    // face-down one's ward below. Debug builds look anyway and check that none watches.
    // CR 113.6b: and suspended cards' "..., if this card is suspended" abilities.
    let watchers: Vec<(CardId, PlayerId)> = if eng.table.target_watchers || cfg!(debug_assertions) {
        (g.in_zone(Zone::Battlefield)
            .map(|w| (w, g.obj(w).controller)))
        .chain(suspended_sources(eng, g, None))
        .filter(|&(w, _)| !g.obj(w).face_down && eng.abilities(g, w).def.watches_targets())
        .collect()
    } else {
        Vec::new()
    };
    debug_assert!(
        eng.table.target_watchers || watchers.is_empty(),
        "a permanent watches targets but the table's target_watchers is false"
    );
    for c in targeted {
        // CR 702.168a, 702.21a: a face-down permanent cast with disguise is a 2/2 with ward
        // {2}: it triggers when an opponent's spell or ability targets it. One cast with
        // morph has none (702.37a; the broken variant `morph.ward=ward` gives it ward too).
        let o = g.obj(c);
        let def = eng.def(c);
        if o.zone == Zone::Battlefield
            && o.face_down
            && (def.disguise.is_some() || (def.morph.is_some() && !eng.rules.morph_no_ward))
            && o.controller != controller
            && eng.rules.ward_counters
        {
            let you = o.controller;
            g.triggered.push(PendingTrigger {
                ability: AbilityRef {
                    source: c,
                    kind: AbilityKind::FaceDownWard(controller, by),
                    copied: None,
                },
                controller: you,
            });
        }
        for &(w, you) in &watchers {
            let cx = Context::of_source(you, w);
            let ab = eng.abilities(g, w);
            let (def, face) = (ab.def, ab.face);
            for (i, t) in def.triggers.iter().enumerate() {
                // The deliberately broken variant: ward never triggers (CR 702.21a says it does).
                if t.ward && !eng.rules.ward_counters {
                    continue;
                }
                let hit = |e: &EventPattern| match e {
                    EventPattern::BecomesTarget {
                        what,
                        abilities,
                        by,
                    } => {
                        (spell.is_some() || *abilities)
                            && by.is_none_or(|r| (r == Relation::You) == (controller == you))
                            && match what {
                                crate::cards::Selector::This => w == c,
                                crate::cards::Selector::One(f) => {
                                    eng.matches(g, &cx, None, f, c, false)
                                }
                                _ => false,
                            }
                    }
                    _ => false,
                };
                if event_here(g, w, &t.when).is_some_and(|e| e.any(&hit))
                    && def.trigger_on(i, face)
                    && eng.trigger_level_reached(g, w, def, i)
                    && eng.intervening_holds(g, w, i, you)
                {
                    let kind = match by {
                        StackObject::Spell(s) => AbilityKind::AboutSpell(i as u8, controller, s),
                        StackObject::Ability(source, nth) => {
                            AbilityKind::AboutAbility(i as u8, controller, source, nth)
                        }
                    };
                    g.triggered.push(PendingTrigger {
                        ability: AbilityRef {
                            source: w,
                            kind,
                            copied: ab.copied,
                        },
                        controller: you,
                    });
                }
            }
        }
    }
}

/// CR 503.1a, 504.2, 505.4, 507.1, 513.1a, 603.2: "at the beginning of [your / each opponent's /
/// each player's] [upkeep / draw step / precombat main phase / postcombat main phase / end
/// step]" and "at the beginning of combat on your turn" abilities of permanents trigger as that
/// step of the active player begins, controlled by each permanent's controller; "that player"
/// is the active player. And a suspended card's "..., if this card is suspended" ones (CR
/// 113.6b), controlled by its owner, except at the upkeep (`fire_upkeep_suspended_cards`).
pub fn fire_beginning_of_permanents(eng: &Engine, g: &mut Game, step: crate::cards::Step) {
    let active = g.active;
    let permanents = g
        .in_zone(Zone::Battlefield)
        .filter(|&w| !g.obj(w).face_down)
        .map(|w| (w, g.obj(w).controller));
    // CR 113.6b, 603.4: the suspended cards' "..., if this card is suspended" abilities (the
    // upkeep's trigger before the planes', in `Engine::fire_upkeep_suspended_cards`).
    let suspended = match step {
        crate::cards::Step::Upkeep => Vec::new(),
        _ => suspended_sources(eng, g, None),
    };
    let sources: Vec<(CardId, PlayerId)> = permanents.chain(suspended).collect();
    for (w, you) in sources {
        let ab = eng.abilities(g, w);
        let (def, face) = (ab.def, ab.face);
        let begins = |e: &EventPattern| match e {
            EventPattern::BeginningOf { step: s, whose } => {
                *s == step && whose.is_none_or(|r| (r == Relation::You) == (active == you))
            }
            _ => false,
        };
        for (i, t) in def.triggers.iter().enumerate() {
            if event_here(g, w, &t.when).is_some_and(|e| e.any(&begins))
                && def.trigger_on(i, face)
                && eng.trigger_level_reached(g, w, def, i)
                && eng.intervening_holds(g, w, i, you)
            {
                g.triggered.push(PendingTrigger {
                    ability: AbilityRef {
                        source: w,
                        kind: AbilityKind::AboutPlayer(i as u8, active),
                        copied: ab.copied,
                    },
                    controller: you,
                });
            }
        }
    }
}
