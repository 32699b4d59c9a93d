//! Moving objects between zones (CR 400.7: an object that changes zones becomes a new object
//! with no memory of its previous existence).

use crate::cards::{EventPattern, Selector, Types};

use super::select::Context;

use super::state::{CardId, Copied, Game, PlayerId, Target, Zone};
use super::triggers;
use super::Engine;

/// What a permanent's own "dies" abilities read, as it was just before it left the
/// battlefield (CR 603.10a): whether each one's intervening "if" held (603.4), and the
/// abilities a copy effect gave it (707.2).
#[derive(Default)]
struct OwnDies<'a> {
    holds: Vec<bool>,
    copy: Option<super::mechanics::copy::Abilities<'a>>,
}

impl<'a> Engine<'a> {
    /// Moves `card` to `to` (to the top of its owner's library for `Library`), as a new object.
    pub fn move_card(&self, g: &mut Game, card: CardId, to: Zone) {
        self.move_cards(g, &[card], to);
    }

    /// Moves `cards` to `to` at once (CR 704.3: state-based actions), each as a new object;
    /// zone-change triggers look back at the game before any of them moved (CR 603.10a).
    pub fn move_cards(&self, g: &mut Game, cards: &[CardId], to: Zone) {
        // CR 614.6: a replaced event never happens; the modified one is what triggers see.
        let dest: Vec<Zone> = cards.iter().map(|&c| self.destination(g, c, to)).collect();
        // Each card's triggers read the game before any of them moved (CR 603.10a).
        let fired: Vec<_> = (cards.iter().zip(&dest))
            .flat_map(|(&c, &d)| {
                let mut all = self.zone_change_triggers(g, c, d, cards);
                // CR 702.152a: a blitzed permanent's "When this permanent is put into a
                // graveyard from the battlefield, draw a card."
                all.extend(self.blitz_dies_trigger(g, c, d));
                // CR 702.79a, 702.93a: persist and undying.
                all.extend(self.returns_from_death_triggers(g, c, d));
                all
            })
            .collect();
        // CR 603.10a: each one's own "dies" abilities, as it was before any of them moved.
        let own: Vec<OwnDies<'a>> = (cards.iter().zip(&dest))
            .map(|(&c, &d)| self.own_dies(g, c, d))
            .collect();
        // CR 610.3: cards exiled until one of these permanents leaves the battlefield.
        let returning = self.returning_after(g, cards);
        // CR 700.4: "a creature died this turn" (morbid), remembered in models that read it.
        if self.table.turn_history
            && (cards.iter().zip(&dest)).any(|(&c, &d)| {
                d == Zone::Graveyard && g.obj(c).zone == Zone::Battlefield && self.is_creature(g, c)
            })
        {
            g.this_turn |= crate::cards::TurnFact::CreatureDied.bit();
        }
        for ((&card, &to), own) in cards.iter().zip(&dest).zip(own) {
            self.relocate(g, card, to, own);
        }
        g.triggered.extend(fired);
        self.return_exiled_until(g, returning);
    }

    /// Where `card` goes when an instruction or rule moves it to `to`, after the replacement
    /// effects that send it elsewhere (CR 614.1a, 614.6).
    fn destination(&self, g: &Game, card: CardId, to: Zone) -> Zone {
        let from = g.obj(card).zone;
        // CR 614.1a: "If it would leave the battlefield, exile it instead of putting it
        // anywhere else." (unearth, 702.84a).
        if from == Zone::Battlefield
            && !matches!(to, Zone::Exile | Zone::Battlefield | Zone::Nowhere)
            && self.rules.graveyard_exile_applies
            && self.grants(g, card).any(|gr| gr.exiled_if_it_leaves)
        {
            return Zone::Exile;
        }
        // CR 122.1h: a permanent with a finality counter that would be put into a graveyard
        // from the battlefield is exiled instead.
        if from == Zone::Battlefield && to == Zone::Graveyard && self.has_finality_counter(g, card)
        {
            return Zone::Exile;
        }
        // CR 614.1a: "If a card would be put into a graveyard from anywhere, exile it instead."
        let to = if to == Zone::Graveyard && self.graveyard_replaced(g, self.owner(card)) {
            Zone::Exile
        } else {
            to
        };
        // CR 614.1a: "If that spell would be put into your graveyard, exile it instead."
        let to = if from == Zone::Stack
            && to == Zone::Graveyard
            && g.obj(card).exiled_instead
            && self.rules.graveyard_exile_applies
        {
            Zone::Exile
        } else {
            to
        };
        // CR 702.34a: a spell cast with flashback is exiled whenever it would leave the stack.
        if from == Zone::Stack && to != Zone::Exile && self.flashed_back(g, card) {
            Zone::Exile
        } else {
            to
        }
    }

    /// What `card`'s own "dies" abilities read if it moves to `to` now (CR 603.10a): the
    /// intervening "if" of each and the abilities a copy effect gives it.
    fn own_dies(&self, g: &Game, card: CardId, to: Zone) -> OwnDies<'a> {
        if g.obj(card).zone != Zone::Battlefield || to != Zone::Graveyard {
            return OwnDies::default();
        }
        // CR 603.10a: a dies trigger looks back in time; its intervening "if" ("if it had no
        // time counters on it") reads the permanent as it last existed on the battlefield.
        // CR 716.2a: and a Class's level abilities as it last had them.
        let def = self.abilities(g, card).def;
        let holds = (0..def.triggers.len())
            .map(|i| {
                self.trigger_level_reached(g, card, def, i)
                    && self.intervening_holds(g, card, i, g.obj(card).controller)
            })
            .collect();
        // CR 603.10a, 707.2: a copy that dies looks back to the abilities it had as a copy
        // (the copy effect ends as it leaves, 400.7).
        let copy = Some(self.abilities(g, card)).filter(|a| a.copied.is_some());
        OwnDies { holds, copy }
    }

    fn relocate(&self, g: &mut Game, card: CardId, to: Zone, own: OwnDies<'a>) {
        let from = g.obj(card).zone;
        // CR 111.8: a token that has left the battlefield can't move to another zone or come
        // back onto the battlefield (it ceases to exist, 704.5d).
        if from != Zone::Battlefield && from != Zone::Nowhere && self.is_token(card) {
            return;
        }
        // CR 707.10a: likewise a copy of a spell that has left the stack.
        if !matches!(from, Zone::Battlefield | Zone::Nowhere | Zone::Stack) && self.is_copy(card) {
            return;
        }
        // The deliberately broken variant: an "as it resolves" replacement also applies to a
        // spell countered or fizzling (CR 701.6a, 608.2b: those don't resolve).
        if from == Zone::Stack
            && to == Zone::Graveyard
            && !self.rules.replacement_only_as_resolves
            && self.exile_as_it_resolves(g, card)
        {
            return;
        }
        // The deliberately broken variant `buyback.as-resolves=countered-too`: a buyback spell
        // countered or that doesn't resolve goes to its owner's hand too (CR 702.27a, 608.2n,
        // 701.6a: only as it resolves).
        if from == Zone::Stack
            && to == Zone::Graveyard
            && !self.rules.buyback_only_as_resolves
            && self.buy_back(g, card)
        {
            return;
        }
        let owner = self.owner(card);
        if from == Zone::Library {
            let lib = &mut g.players[owner as usize].library;
            if let Some(pos) = lib.iter().position(|&c| c == card) {
                lib.remove(pos);
            }
        }
        if to == Zone::Library {
            g.players[owner as usize].library.push_front(card);
        }
        // CR 400.7: effects on the old object do not follow the card, and a spell or ability
        // that targeted it can't find the new object (608.2b).
        if from != to && self.rules.zone_change_new_object {
            lose_as_target(g, card);
        }
        self.forget_effects(g, card);
        self.forget_delayed(g, card);
        // CR 607.2a: a permanent that leaves the battlefield forgets the cards exiled with it.
        if from == Zone::Battlefield {
            self.forget_links(g, card);
        }
        // CR 400.7, 303.4c, 301.5c: what was attached to it is attached to nothing now (the
        // deliberately broken variant `attach.new-object=keeps-attachment`: it stays attached
        // to the card, and so to the new object if the card returns at once).
        if from != to && self.rules.attach_new_object {
            self.unattach_from(g, card);
        }
        let keep_status = !self.rules.zone_change_new_object;
        let was_controller = g.obj(card).controller;
        let o = g.obj_mut(card);
        let plotted = o.plotted;
        let foretold = (o.foretold, o.foretell_reduced_by);
        let face = o.face;
        let modes_chosen = o.modes_chosen;
        let level = o.level;
        // CR 400.7: a new object. A spell that resolves into a permanent keeps what it was cast as.
        let cast = if from == Zone::Stack && to == Zone::Battlefield {
            o.cast
        } else {
            None
        };
        // CR 702.168b: a face-down spell enters the battlefield face down; anywhere else the
        // card is face up (708.9: revealed as it leaves).
        let face_down = o.face_down && from == Zone::Stack && to == Zone::Battlefield;
        *o = super::state::Obj::new(to, owner);
        o.cast = cast;
        o.face_down = face_down;
        o.sick = to == Zone::Battlefield;
        // CR 113.7a: abilities of the permanent that already triggered read what it had chosen
        // as it left the battlefield (last known information); the card keeps that until it
        // moves again, and a permanent that enters has chosen no mode (400.7).
        if from == Zone::Battlefield || keep_status {
            o.modes_chosen = modes_chosen;
        }
        if keep_status {
            // The deliberately broken variant: the card remembers being plotted (and the
            // modes its permanent chose).
            o.plotted = plotted;
            (o.foretold, o.foretell_reduced_by) = foretold;
            // ... and a Class its level (CR 716.2b: a new object has none).
            o.level = level;
        }
        if !self.rules.faces_by_zone && from == Zone::Stack {
            // The deliberately broken variant: the face cast stays up in the next zone.
            o.face = face;
        }
        // CR 700.4, 603.10a: "When this creature dies" triggers for the creature that left the
        // battlefield, controlled by its last controller; the ability finds the card in the
        // graveyard (400.7e).
        if from == Zone::Battlefield && to == Zone::Graveyard {
            let dies = |e: &EventPattern| matches!(e, EventPattern::Dies);
            if self.rules.dies_if_looks_back {
                triggers::fire_own_looking_back(
                    self,
                    g,
                    card,
                    dies,
                    was_controller,
                    &own.holds,
                    own.copy,
                );
            } else {
                // The deliberately broken variant: the "if" reads the card in the graveyard.
                triggers::fire_own(self, g, card, dies, was_controller);
            }
        }
    }

    /// A permanent enters the battlefield under `controller` (CR 603.6a enter triggers).
    /// `face`: the face it enters with (`CardDef::face`; a spell's face, CR 712.8d-e).
    pub fn enter_battlefield(&self, g: &mut Game, card: CardId, controller: PlayerId, face: u8) {
        self.enter_battlefield_with_result(g, card, controller, face, 0);
    }

    /// The static abilities of `card` about to enter with face `face` up: its replacement
    /// effects on how it enters (CR 614.1c); none face down (708.2a: no abilities).
    pub fn entering_statics(&self, g: &Game, card: CardId, face: u8) -> &'a [crate::cards::Static] {
        match g.obj(card).face_down {
            true => &[],
            false => &self.def(card).face(face).statics,
        }
    }

    /// The die a permanent card with face `face` up rolls as it enters ("As this creature
    /// enters, roll a six-sided die", CR 614.1c), by its sides; none for a face-down spell,
    /// which has no abilities (CR 708.2a).
    pub fn roll_as_enters(&self, g: &Game, card: CardId, face: u8) -> Option<u8> {
        self.entering_statics(g, card, face)
            .iter()
            .find_map(|s| match s {
                crate::cards::Static::RollAsEnters { sides } => Some(*sides),
                _ => None,
            })
    }

    /// `enter_battlefield`, with `result` the die rolled as it enters (CR 706.2): what "enters
    /// with a number of +1/+1 counters on it equal to the result" reads (0 without a roll).
    pub fn enter_battlefield_with_result(
        &self,
        g: &mut Game,
        card: CardId,
        controller: PlayerId,
        face: u8,
        result: u8,
    ) {
        self.enter_battlefield_as(g, card, controller, face, result, None);
    }

    /// `enter_battlefield_with_result`, entering as a copy with copiable values `copy` (CR
    /// 614.1c, 707.2: a clone's "enter as a copy of ...", or a copy of a permanent spell with
    /// exceptions, 707.10f): the copy effect applies as it enters, so its replacement effects
    /// (enters tapped, enters with counters) and its "enters" abilities are the copied ones
    /// (614.12, 603.6a).
    pub fn enter_battlefield_as(
        &self,
        g: &mut Game,
        card: CardId,
        controller: PlayerId,
        face: u8,
        result: u8,
        copy: Option<crate::cards::effect::CopyOf>,
    ) {
        // CR 614.1c: "This creature enters with a +1/+1 counter on it for each ...", counted
        // from its controller's point of view just before it enters (a card entering from the
        // graveyard still counts itself there, like Golgari Grave-Troll's ruling).
        // CR 708.2a: a face-down permanent has no abilities.
        let statics = match (g.obj(card).face_down, copy) {
            (true, _) => &[][..],
            (false, Some(c)) => &self.copied_face(c).statics[..],
            (false, None) => &self.def(card).face(face).statics[..],
        };
        let cx = Context::of_source(controller, card);
        let frame = super::state::Frame {
            result,
            ..Default::default()
        };
        let counted: Vec<_> = statics
            .iter()
            .flat_map(|s| match s {
                crate::cards::Static::EntersWithCounters { kind, n } => {
                    vec![(*kind, self.amount(g, &cx, &frame, n))]
                }
                // "If you control five or more untapped lands, this creature enters with ...":
                // the condition as it is just before it enters (CR 614.1c).
                crate::cards::Static::EntersWithCountersIf {
                    condition,
                    counters,
                } if self.condition(g, &cx, &frame, condition)
                    || !self.rules.enters_with_condition_checked =>
                {
                    counters.clone()
                }
                _ => Vec::new(),
            })
            .collect();
        // CR 400.7a: effects of spells and abilities that changed the characteristics or
        // controller of a permanent spell go on applying to the permanent it becomes ("it gains
        // devour 5", Jund); a copy effect goes with it as `copy` (707.10f). What else a grant
        // says of the card (a permission to cast it, a replacement for the spell) stays
        // behind. The broken variant `spell-effects.carry=dropped` drops them all.
        let carried: Vec<(crate::cards::Grant, crate::cards::Duration, PlayerId)> =
            match g.obj(card).zone == Zone::Stack
                && !g.continuous.is_empty()
                && self.rules.spell_effects_carry
            {
                true => g
                    .continuous
                    .iter()
                    .filter(|e| e.affected == card)
                    .map(|e| (characteristics_only(&e.grant), e.until, e.controller))
                    .filter(|(gr, _, _)| *gr != crate::cards::Grant::default())
                    .collect(),
                false => Vec::new(),
            };
        self.move_card(g, card, Zone::Battlefield);
        for (grant, until, by) in carried {
            self.begin_effect(g, &[card], grant, until, by);
        }
        g.obj_mut(card).face = face;
        // CR 707.2, 614.1c: it enters as a copy (the effect lasts while it stays, 400.7).
        if let Some(c) = copy {
            self.check_ability_lists(c, &[card]);
            let grant = crate::cards::Grant {
                copy: Some(c),
                ..crate::cards::Grant::default()
            };
            self.begin_effect(
                g,
                &[card],
                grant,
                crate::cards::Duration::RestOfGame,
                controller,
            );
        }
        let def = self.face(g, card);
        {
            // CR 122.6, 614.1c: a permanent that enters with counters is given them as it
            // enters, so "it puts twice that many of those counters on that permanent instead"
            // applies (its new controller's, 122.6a).
            let doubled = |n: u8| self.counters_multiplied(g, controller, false, n);
            let loyalty = def.loyalty.map(doubled);
            let vanishing = def.vanishing.map(doubled);
            let enters_with = def.enters_with.map(|ew| doubled(ew.counters));
            let o = g.obj_mut(card);
            o.controller = controller;
            // CR 614.1c: "This permanent enters tapped."
            o.tapped = def.enters_tapped;
            // CR 306.5b: a planeswalker enters with its printed loyalty in loyalty counters.
            if let Some(n) = loyalty {
                o.loyalty = n;
            }
            // CR 702.63a, 614.1c: "This permanent enters with N time counters on it."
            if let Some(n) = vanishing {
                o.time = o.time.saturating_add(n);
            }
            // CR 614.1c: "enters with N +1/+1 counters if it wasn't cast or no mana was spent".
            if let Some(ew) = def.enters_with {
                let applies = (!ew.unless_mana_spent || o.cast.is_none_or(|c| c.mana_spent == 0))
                    && (!ew.unless_cast_from_hand
                        || o.cast.is_none_or(|c| c.via != super::state::CastVia::Hand));
                if applies {
                    // +1/+1 counters are a byte: they saturate at 255 (README, "Models").
                    o.plus1 = o.plus1.saturating_add(enters_with.unwrap_or(ew.counters));
                }
            }
        }
        for (kind, n) in counted {
            self.add_counters(g, card, kind, n);
        }
        // "As this creature enters, choose a nonland card name." (Meddling Mage)
        if def.statics.iter().any(crate::cards::Static::names) && g.obj(card).named.is_none() {
            g.decide(super::state::Decision::ChooseName {
                player: controller,
                card,
            });
        }
        // CR 614.12, 614.1c: "As this land enters, you may pay 3 life. If you don't, it enters
        // tapped." It waits tapped for the choice (nothing happens in between).
        let pay = def.statics.iter().find_map(|s| match s {
            crate::cards::Static::PayLifeAsEnters { life, .. } => Some(*life),
            _ => None,
        });
        if let Some(life) = pay {
            g.obj_mut(card).tapped = true;
            g.decide(super::state::Decision::PayLifeAsEnters {
                player: controller,
                card,
                life,
            });
        }
        // CR 702.82a: "As this object enters, you may sacrifice any number of creatures."
        self.begin_devour(g, card, controller);
        // CR 714.3a: a Saga enters with a lore counter (its chapter I triggers).
        self.saga_enters(g, card);
        // CR 122.6, 122.6a: the counters it entered with (all it has: it is a new object,
        // 400.7) were put on it, by its controller. The broken variant
        // (`counters.as-enters=not-put`) raises no event for them.
        if self.rules.counters_as_enters_put {
            let given = self.counters_held(g, card);
            self.counters_put(g, controller, card, &given);
        }
        // CR 603.6a: "When this enters", then every permanent's "Whenever a [filter] enters"
        // (read from that permanent's controller's point of view), in id order.
        triggers::fire_own(
            self,
            g,
            card,
            |e| matches!(e, EventPattern::Enters(Selector::This)),
            controller,
        );
        for (w, you) in super::triggers::event_sources(self, g, None) {
            let cx = Context::of_source(you, w);
            let entered = |e: &EventPattern| match e {
                EventPattern::Enters(Selector::One(f)) => {
                    self.matches(g, &cx, None, f, card, false)
                }
                _ => false,
            };
            let (fire, copied) = self.matching_triggers(g, w, you, entered);
            for i in fire {
                // The object that entered is the ability's "it" (CR 603.10a).
                g.triggered.push(super::state::PendingTrigger {
                    ability: super::state::AbilityRef {
                        source: w,
                        kind: super::state::AbilityKind::AboutCard(i as u8, card),
                        copied,
                    },
                    controller: you,
                });
            }
        }
        self.fire_enter_one_or_more(g, card);
    }

    /// CR 603.2c: "whenever [this and/or] one or more [filter] enter" abilities of permanents
    /// (read from their controllers' point of view) trigger once for the objects that enter
    /// at once: an ability already waiting to be put on the stack for this event is not
    /// triggered again. (Objects that enter one after another before a player next receives
    /// priority, in one resolution, are taken as one event too: no instruction of the
    /// language puts several nontoken creatures onto the battlefield yet.) "if none of them
    /// were cast or no mana was spent to cast them" (603.4, 601.2h) is checked for each.
    fn fire_enter_one_or_more(&self, g: &mut Game, card: CardId) {
        let spent = g.obj(card).cast.is_some_and(|c| c.mana_spent > 0);
        for (w, you) in super::triggers::event_sources(self, g, None) {
            if g.obj(w).face_down {
                continue;
            }
            let cx = Context::of_source(you, w);
            let entered = |e: &EventPattern| match e {
                EventPattern::EnterOneOrMore {
                    this_too,
                    what,
                    none_cast_with_mana,
                } => {
                    ((*this_too && w == card) || self.matches(g, &cx, None, what, card, false))
                        // CR 603.4: the broken variant ignores intervening "if"s.
                        && !(*none_cast_with_mana && spent && self.rules.intervening_if_checked)
                }
                _ => false,
            };
            let (mut fire, copied) = self.matching_triggers(g, w, you, entered);
            fire.retain(|&i| {
                !g.triggered.iter().any(|p| {
                    p.ability.source == w
                        && p.ability.kind == super::state::AbilityKind::Trigger(i as u8)
                        && p.ability.copied == copied
                })
            });
            for i in fire {
                triggers::fire_printed(g, w, i, you, copied);
            }
        }
    }

    /// The printed triggered abilities of permanent `w` (or of a suspended card, its "if this
    /// card is suspended" ones, `triggers::event_here`), controlled by `you`, that `event`
    /// matches, that work on the face it shows, and whose intervening "if" holds (CR 603.2,
    /// 603.4); none while it is face down (708.2a). With the copiable values they are of,
    /// when a copy effect gave `w` its abilities (CR 707.2).
    fn matching_triggers(
        &self,
        g: &Game,
        w: CardId,
        you: PlayerId,
        event: impl Fn(&EventPattern) -> bool,
    ) -> (Vec<usize>, Option<Copied>) {
        if g.obj(w).face_down {
            return (Vec::new(), None);
        }
        let ab = self.abilities(g, w);
        let fire = (ab.def.triggers.iter().enumerate())
            .filter(|(i, t)| {
                triggers::event_here(g, w, &t.when).is_some_and(|e| e.any(&event))
                    && ab.def.trigger_on(*i, ab.face)
                    && self.trigger_level_reached(g, w, ab.def, *i)
                    && self.intervening_holds(g, w, *i, you)
            })
            .map(|(i, _)| i)
            .collect();
        (fire, ab.copied)
    }

    /// Which faces of `card` are lands that can be played: `false` the front, `true` the back
    /// of a modal double-faced card (CR 712.12).
    pub fn land_faces(&self, card: CardId) -> impl Iterator<Item = bool> + '_ {
        let def = self.def(card);
        let front = def.is(Types::LAND).then_some(false);
        let back = def.back().filter(|b| b.is(Types::LAND)).map(|_| true);
        front.into_iter().chain(back)
    }

    /// Draws one card (CR 121.2); drawing from an empty library is remembered for CR 704.5b.
    pub fn draw(&self, g: &mut Game, p: PlayerId) {
        match g.players[p as usize].library.front().copied() {
            Some(top) => {
                self.move_card(g, top, Zone::Hand);
                super::triggers::fire_draws(self, g, p, top);
            }
            None => g.players[p as usize].drew_from_empty = true,
        }
    }
}

/// The part of a grant that changes an object's characteristics or controller (CR 400.7a, 613):
/// power and toughness, keywords, types, colours, control; not a copy effect (707.10f carries
/// it apart), nor what the grant says of the card as a card or a spell (permissions,
/// replacements, prevention).
fn characteristics_only(g: &crate::cards::Grant) -> crate::cards::Grant {
    crate::cards::Grant {
        power: g.power,
        toughness: g.toughness,
        keywords: g.keywords,
        add_types: g.add_types,
        set_pt: g.set_pt,
        gain_control: g.gain_control,
        control_from: g.control_from,
        add_subtypes: g.add_subtypes,
        devour: g.devour,
        ..crate::cards::Grant::default()
    }
}

/// Every target on the stack that is `card` becomes `Target::Gone` (CR 400.7, 608.2b).
fn lose_as_target(g: &mut Game, card: CardId) {
    let was = Target::Object(card);
    if !g.stack.iter().any(|s| s.targets().contains(&was)) {
        return;
    }
    for item in g.stack.iter_mut() {
        for t in item.targets_mut().iter_mut().filter(|t| **t == was) {
            *t = Target::Gone(card);
        }
    }
}
