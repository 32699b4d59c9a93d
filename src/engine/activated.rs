//! Activated abilities (CR 602): activation restrictions, mana, sacrifice and exile costs, the
//! stack.

use super::action::Action;
use super::mana::ManaCost;
use super::mana::Purpose;
use super::mana_pool::{Payment, Sources};
use super::mechanics::granted::GRANTED;
use super::select::Context;
use super::state::{AbilityKind, AbilityRef, CardId, Game, PlayerId, StackItem, Targets, Zone};
use super::Engine;

impl<'a> Engine<'a> {
    /// Every activated ability `p` may activate now (at instant speed, CR 602.2).
    pub fn activate_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        if g.decision.is_some() || g.priority != p {
            return Vec::new();
        }
        let mut out = Vec::new();
        let sources = std::cell::OnceCell::new();
        for &card in &self.table.with_activated {
            // CR 707.2, 613.1a: a copy has the copied values' activated abilities, not its
            // own card's.
            let abilities = self.abilities(g, card);
            let def = abilities.def;
            let o = g.obj(card);
            // In exile a card's abilities are its owner's to activate; on the battlefield its
            // controller's (CR 602.2, 113.8).
            let mine = match o.zone {
                Zone::Battlefield => o.controller == p,
                _ => self.owner(card) == p,
            };
            // CR 602.5: "activated abilities of [...] can't be activated".
            if !mine
                || self.activation_prohibited(g, card)
                || self.nonmana_activation_prohibited(g, card)
            {
                continue;
            }
            // Identical tokens (same definition, owner and situation, CR 111) are one choice:
            // activating one or another leads to symmetric states.
            if self.is_token(card) && !self.first_of_alike_tokens(g, card) {
                continue;
            }
            let face = abilities.face;
            for (i, ab) in def.activated.iter().enumerate() {
                // A granted ability is the objects' the static names, not the card's own.
                if ab.granted
                    || ab.zone != o.zone
                    || (ab.only_if_suspended && !self.is_suspended(g, card))
                    || !def.activated_on(i, face)
                    // CR 716.2a: a Class has a level's abilities only from that level on.
                    || !self.activated_level_reached(g, card, def, i)
                    // CR 708.2a: a face-down permanent has no abilities.
                    || (o.face_down && o.zone == Zone::Battlefield)
                {
                    continue;
                }
                self.activations_of(g, p, card, i as u8, ab, &sources, &mut out);
            }
        }
        // CR 613.1f, 602.2: the activated abilities static abilities grant the permanents `p`
        // controls, activated like printed ones, each permanent their source.
        if self.table.grants_abilities {
            // CR 602.2, 113.8: a permanent's controller's, a card's in a graveyard its owner's.
            let mine: Vec<CardId> = g
                .in_zone(Zone::Battlefield)
                .filter(|&c| g.obj(c).controller == p)
                .chain(g.in_zone(Zone::Graveyard).filter(|&c| self.owner(c) == p))
                .collect();
            for card in mine {
                if self.activation_prohibited(g, card)
                    || self.nonmana_activation_prohibited(g, card)
                    || (self.is_token(card) && !self.first_of_alike_tokens(g, card))
                {
                    continue;
                }
                for (k, (holder, j)) in self.granted_activated(g, card).into_iter().enumerate() {
                    let def = self.table.db.get(holder.def).face(holder.face);
                    let (Some(ab), Some(index)) = (
                        def.activated.get(j as usize),
                        u8::try_from(k).ok().and_then(|k| GRANTED.checked_add(k)),
                    ) else {
                        continue;
                    };
                    self.activations_of(g, p, card, index, ab, &sources, &mut out);
                }
            }
        }
        out
    }

    /// The activations of `card`'s ability `index` (`ab`; a granted one's index is `GRANTED +
    /// k`) that `p` may make now: its timing, its costs ({T}, mana, sacrifice, exile, tapping
    /// others, life, loyalty) and its targets (CR 602.2, 601.2b-h).
    #[allow(clippy::too_many_arguments)]
    fn activations_of(
        &self,
        g: &Game,
        p: PlayerId,
        card: CardId,
        index: u8,
        ab: &crate::cards::Activated,
        sources: &std::cell::OnceCell<Sources>,
        out: &mut Vec<Action>,
    ) {
        let o = g.obj(card);
        // A cost equal to the card's mana cost (a granted unearth, CR 702.84a): a card without
        // one can't pay it.
        if ab.cost_is_mana_cost && self.def(card).mana_cost.is_none() {
            return;
        }
        // CR 107.5, 302.6: {T} taps an untapped permanent; a creature's only once it
        // has been under its controller's control since their turn began (or haste).
        if ab.tap
            && self.rules.tap_cost_taps
            && (o.tapped || (self.is_creature(g, card) && o.sick && !self.has_haste(g, card)))
        {
            return;
        }
        // CR 602.5b: "Activate only if you've cast three or more spells this turn.": the
        // condition, read from the source and its controller (the broken variant
        // `activate.only-if=ignored` skips it).
        if let Some(c) = &ab.only_if {
            let frame = super::state::Frame::default();
            if self.rules.activation_condition_checked
                && !self.condition(g, &super::select::Context::of_source(p, card), &frame, c)
            {
                return;
            }
        }
        // CR 716.2a: "Activate only if this Class is level N-1 and only as a sorcery."
        if let Some(n) = ab.level_up {
            if !self.may_gain_level(g, p, card, n) {
                return;
            }
        } else if ab.sorcery_timing && !self.sorcery_timing(g, p) {
            // CR 602.5d: "Activate only as a sorcery."
            return;
        }
        if let Some(change) = ab.loyalty {
            if !self.may_activate_loyalty(g, p, card, change)
                || self.loyalty_activation_prohibited(g, p)
            {
                return;
            }
        }
        if ab.tap && !self.may_tap_for_cost(g, card) {
            return;
        }
        // CR 119.4, 118.3: life is paid only from a life total at least that high.
        if !self.may_pay_life(g, p, ab.life) {
            return;
        }
        // CR 602.2b, 601.2c: its targets are chosen as it is activated; without a
        // legal target it can't be activated. At most one target (`CardSpec`).
        let targets: Vec<(u8, Targets)> = match ab.modes.is_empty() {
            false => self.modal_activation_targets(g, p, card, ab),
            true => {
                let targets: Vec<Targets> = match ab.program.targets.first() {
                    None => vec![Targets::new()],
                    Some(spec) => self
                        .ability_targets(g, spec, card, p)
                        .into_iter()
                        .map(|t| Targets::from_elem(t, 1))
                        .collect(),
                };
                match targets.is_empty() {
                    // The deliberately broken variant: activated with no target chosen.
                    true if !self.rules.targets_required => vec![(0, Targets::new())],
                    true => return,
                    false => targets.into_iter().map(|t| (0, t)).collect(),
                }
            }
        };
        if targets.is_empty() {
            return;
        }
        let sacrifices: Vec<Option<CardId>> = match ab.sacrifice {
            // "Sacrifice this token:": only a permanent its activator controls
            // (CR 701.21a).
            _ if ab.sacrifice_self => {
                if o.zone != Zone::Battlefield || o.controller != p {
                    return;
                }
                vec![Some(card)]
            }
            None => vec![None],
            Some(types) => {
                let ok = g
                    .in_zone(Zone::Battlefield)
                    .filter(|&c| g.obj(c).controller == p && self.types(g, c).0 & types.0 != 0);
                self.representatives(g, ok).into_iter().map(Some).collect()
            }
        };
        // "Exile a [filter] card from your hand": one card, interchangeable ones once.
        let exiles: Vec<Option<CardId>> = match ab.exile.as_ref().or(ab.discard.as_ref()) {
            // "Remove a time counter from a permanent you control or suspended card you own"
            // (CR 118.3, 602.2b): one object with such a counter, interchangeable ones once.
            None if ab.remove_counter.is_some() => {
                let Some((kind, filters)) = ab.remove_counter.as_ref() else {
                    return;
                };
                let cx = Context::of_source(p, card);
                let mut ok: Vec<CardId> = Vec::new();
                for f in filters {
                    for c in self.each(g, &cx, None, f) {
                        if !ok.contains(&c) && super::select::counters_of(g.obj(c), *kind) > 0 {
                            ok.push(c);
                        }
                    }
                }
                ok.sort_unstable();
                if ok.is_empty() {
                    return;
                }
                self.representatives(g, ok.into_iter())
                    .into_iter()
                    .map(Some)
                    .collect()
            }
            // "Discard this card:" (CR 702.29a): the card itself, in its owner's hand.
            None if ab.discard_self => vec![Some(card)],
            // "Exile this card from your graveyard:" (embalm, CR 702.128a): the card itself.
            None if ab.exile_self => match g.obj(card).zone == Zone::Graveyard {
                true => vec![Some(card)],
                false => return,
            },
            None => vec![None],
            Some(f) => {
                let cx = Context::of_source(p, card);
                let ok = self.each(g, &cx, None, f).into_iter();
                self.representatives(g, ok).into_iter().map(Some).collect()
            }
        };
        // "Tap three untapped Brainiacs you control" (CR 602.2b, 118.3): the sets of
        // permanents that can pay it, interchangeable ones once.
        let tap_sets: Vec<Vec<CardId>> = match &ab.tap_others {
            None => vec![Vec::new()],
            Some((n, f)) => {
                let sets = self.tap_cost_choices(g, p, card, ab.tap, *n, f);
                if sets.is_empty() {
                    return;
                }
                sets
            }
        };
        // CR 602.2b, 601.2f: with the cost changes to this permanent's abilities.
        let cost = self.ability_cost(g, p, card, index);
        for sacrifice in sacrifices {
            let sources = sources.get_or_init(|| self.mana_sources(g, p, Purpose::Ability));
            for tap in self.ability_payments(g, &cost, sources, sacrifice) {
                // A permanent tapped for the {T} cost can't also be tapped for mana.
                if ab.tap && tap.contains(&card) {
                    continue;
                }
                for tapped in &tap_sets {
                    // Nor one the cost taps (CR 118.3: it is tapped already).
                    if tap.iter().any(|c| tapped.contains(c)) {
                        continue;
                    }
                    for &card_cost in &exiles {
                        for (mode, t) in &targets {
                            out.push(Action::Activate {
                                card,
                                index,
                                mode: *mode,
                                sacrifice,
                                tap: tap.clone(),
                                card_cost,
                                targets: t.clone(),
                                tapped: tapped.clone(),
                            });
                        }
                    }
                }
            }
        }
    }

    /// A modal activated ability's choices as it is activated (CR 700.2, 602.2b, 601.2c): each
    /// mode with a target for each of its "target" words ("up to four target cards": any
    /// number of them up to four, each once, 115.3). A mode whose targets can't be chosen
    /// can't be chosen (700.2a); the broken variant `targets.required=no` skips such a target.
    fn modal_activation_targets(
        &self,
        g: &Game,
        p: PlayerId,
        card: CardId,
        ab: &crate::cards::Activated,
    ) -> Vec<(u8, Targets)> {
        let mut out = Vec::new();
        for m in 0..ab.mode_count() {
            let specs = &ab.mode(m).targets;
            // Several targets for one word may be interchangeable cards: each is offered then.
            let group = specs.iter().any(|s| {
                matches!(
                    s,
                    crate::cards::TargetSpec::SameWord(_)
                        | crate::cards::TargetSpec::Second { .. }
                        | crate::cards::TargetSpec::OtherOwner { .. }
                )
            });
            let mut sets = vec![Targets::new()];
            for (j, spec) in specs.iter().enumerate() {
                let mut legal = match group {
                    true => self.every_legal_target(g, spec, None, p),
                    false => self.legal_targets(g, spec, None, p),
                };
                legal.retain(|&t| self.ability_may_target(g, card, t));
                if legal.is_empty() && !self.rules.targets_required && !spec.optional() {
                    continue;
                }
                sets = sets
                    .iter()
                    .flat_map(|set| self.extend_targets(g, set, j, spec, &legal))
                    .collect();
            }
            out.extend(sets.into_iter().map(|t| (m, t)));
        }
        out
    }

    /// The ways to pay "tap `n` untapped [filter] you control" for `card`'s ability (CR
    /// 602.2b): `n` untapped permanents `p` controls that match, the source among them if it
    /// matches and {T} (`tap_symbol`) is not in the cost too (CR 118.3: it would be tapped
    /// already). A creature that came under `p`'s control this turn may be tapped: CR 302.6
    /// restricts only costs with {T} or {Q} (the broken variant, `cost.tap-untapped-creatures
    /// =not-this-turn`, needs haste for it). Interchangeable permanents are one choice: of each
    /// class of alike ones, how many are tapped.
    fn tap_cost_choices(
        &self,
        g: &Game,
        p: PlayerId,
        card: CardId,
        tap_symbol: bool,
        n: u8,
        f: &crate::cards::selector::Filter,
    ) -> Vec<Vec<CardId>> {
        let cx = Context::of_source(p, card);
        let ok = self.each(g, &cx, None, f).into_iter().filter(|&c| {
            let o = g.obj(c);
            o.zone == Zone::Battlefield
                && o.controller == p
                && !o.tapped
                && !(tap_symbol && c == card)
                && (self.rules.tap_cost_sick_creatures
                    || !o.sick
                    || !self.is_creature(g, c)
                    || self.has_haste(g, c))
        });
        let classes = self.classes(g, ok);
        let mut out = Vec::new();
        pick_from_classes(&classes, n as usize, &mut Vec::new(), &mut out);
        out
    }

    /// CR 602.2b, 118.3: the permanents a cost "tap N untapped [permanents]" taps become
    /// tapped.
    pub fn tap_for_cost(&self, g: &mut Game, tapped: &[CardId]) {
        for &c in tapped {
            g.obj_mut(c).tapped = true;
        }
    }

    /// CR 602.5a: a {T} cost is paid by tapping the untapped permanent; a creature's only if
    /// it has haste or has been under its controller's control since their most recent turn
    /// began (302.6).
    fn may_tap_for_cost(&self, g: &Game, card: CardId) -> bool {
        let o = g.obj(card);
        o.zone == Zone::Battlefield
            && !o.tapped
            && (!o.sick || !self.is_creature(g, card) || self.has_haste(g, card))
    }

    /// `card`'s activated ability `index`: of the abilities it has in `g` (a copy's, CR
    /// 707.2, `Engine::abilities`), or, without a game, of its own card.
    pub fn activated_ability(
        &self,
        g: Option<&Game>,
        card: CardId,
        index: u8,
    ) -> Option<&'a crate::cards::Activated> {
        // CR 613.1f: an ability a static ability grants (`GRANTED + k`), of the granting
        // card's values.
        if index >= GRANTED {
            let (holder, j) = self.granted_ability_at(g?, card, index)?;
            return self
                .table
                .db
                .get(holder.def)
                .face(holder.face)
                .activated
                .get(j as usize);
        }
        let def = match g {
            Some(g) => self.abilities(g, card).def,
            None => self.def(card),
        };
        def.activated.get(index as usize)
    }

    /// What `card`'s ability `index` does with the card its cost names: "discard" or "exile".
    pub fn cost_card_verb(&self, g: Option<&Game>, card: CardId, index: u8) -> &'static str {
        match self.activated_ability(g, card, index) {
            Some(a) if a.discard.is_some() || a.discard_self => "discard",
            Some(a) if a.remove_counter.is_some() => "remove a counter from",
            _ => "exile",
        }
    }

    /// The mana in the activation cost of `card`'s ability `index` (CR 602.1a).
    pub fn activation_cost(&self, g: Option<&Game>, card: CardId, index: u8) -> ManaCost {
        self.activated_ability(g, card, index)
            .and_then(|a| match a.cost_is_mana_cost {
                // CR 702.84a: "The unearth cost is equal to the card's mana cost."
                true => self.def(card).mana_cost,
                false => a.cost,
            })
            .unwrap_or(ManaCost::ZERO)
    }

    /// The payments of an activation cost's mana (CR 602.2b, 601.2g-h). A permanent that is
    /// also sacrificed may first be tapped for mana, or not: both are listed (a payment that
    /// would tap it, and one from the other sources), except a source that its own mana
    /// ability sacrifices (it cannot be sacrificed twice).
    fn ability_payments(
        &self,
        g: &Game,
        cost: &ManaCost,
        sources: &Sources,
        sacrifice: Option<CardId>,
    ) -> Vec<Payment> {
        let mut out = self.payments(cost, sources);
        if let Some(s) = sacrifice {
            for tap in self.payments(cost, &sources.without(s)) {
                if !out.contains(&tap) {
                    out.push(tap);
                }
            }
            if self.ability_face(g, s).mana.is_some_and(|m| m.sacrifice) {
                out.retain(|tap| !tap.contains(&s) || tap.kept.contains(&s));
            }
        }
        out
    }

    /// CR 119.4: a player can pay life only if their life total is at least the payment (a
    /// payment of 0 always; the broken variant, `cost.pay-life`, lets any total pay).
    pub fn may_pay_life(&self, g: &Game, p: PlayerId, life: u8) -> bool {
        life == 0
            || !self.rules.life_payment_needs_life
            || g.players[p as usize].life >= i16::from(life)
    }

    /// CR 606.3: a loyalty ability of a permanent `p` controls, at sorcery speed (their main
    /// phase, the stack empty), if no loyalty ability of it was activated this turn; 606.6: a
    /// negative cost needs that many loyalty counters.
    fn may_activate_loyalty(&self, g: &Game, p: PlayerId, card: CardId, change: i8) -> bool {
        let o = g.obj(card);
        o.zone == Zone::Battlefield
            && o.controller == p
            && self.sorcery_timing(g, p)
            && (!o.loyalty_activated || !self.rules.loyalty_once_per_turn)
            && i16::from(o.loyalty) + i16::from(change) >= 0
    }

    /// Pays the cost and puts the ability on the stack (CR 602.2): mana first (its sources
    /// tapped, 601.2g), then the sacrifice and the exile (601.2h), then loyalty (606.4). An ability whose cost
    /// exiled a card remembers it (CR 400.7j).
    #[allow(clippy::too_many_arguments)]
    pub fn activate(
        &self,
        g: &mut Game,
        p: PlayerId,
        card: CardId,
        index: u8,
        sacrifice: Option<CardId>,
        tap: &Payment,
        card_cost: Option<CardId>,
        targets: &Targets,
        mode: u8,
    ) {
        // CR 707.2: the ability is the one `card` has now (a copy's: the copied values'); it
        // stays that ability whatever its cost does to `card` (113.7a).
        let abilities = self.abilities(g, card);
        // CR 613.1f, 113.7a: a granted ability is the granting card's, `card` its source; it
        // stays that ability on the stack whatever happens to the static ability.
        let (ability, index, copied) = match self.granted_ability_at(g, card, index) {
            Some((holder, j)) => {
                let def = self.table.db.get(holder.def).face(holder.face);
                (def.activated.get(j as usize), j, Some(holder))
            }
            None => (
                abilities.def.activated.get(index as usize),
                index,
                abilities.copied,
            ),
        };
        let Some(ability) = ability else {
            return;
        };
        self.pay_mana(g, p, tap);
        // CR 107.5, 602.5a: {T} in the cost.
        if ability.tap && self.rules.tap_cost_taps {
            g.obj_mut(card).tapped = true;
        }
        if let Some(s) = sacrifice {
            self.move_card(g, s, Zone::Graveyard);
        }
        // CR 119.4, 601.2h: "Pay N life" lowers the life total by N.
        let life = ability.life;
        if life > 0 {
            let total = &mut g.players[p as usize].life;
            *total = total.saturating_sub(i16::from(life));
        }
        // CR 606.4: a loyalty ability's cost is putting on or removing loyalty counters.
        if let Some(change) = ability.loyalty {
            let o = g.obj_mut(card);
            let n = change.unsigned_abs();
            o.loyalty = if change < 0 {
                o.loyalty.saturating_sub(n)
            } else {
                // Counters are a byte each: they saturate at 255 (README, "Models").
                o.loyalty.saturating_add(n)
            };
            o.loyalty_activated = true;
            // CR 606.4, 122.6: a positive loyalty cost puts loyalty counters on it.
            if change > 0 {
                self.counters_put(g, p, card, &[(crate::cards::CounterKind::Loyalty, n)]);
            }
        }
        // CR 601.2h: the card the cost exiles, or discards (701.9a: from hand to the graveyard).
        let discards = ability.discard.is_some() || ability.discard_self;
        // CR 118.3, 122.8: a counter removed as a cost (the last time counter of a suspended
        // card triggers suspend, 702.62a, whatever removed it).
        let removes = match ability.remove_counter {
            Some((kind, _)) => card_cost.map(|c| (c, kind)),
            None => None,
        };
        if let Some((c, kind)) = removes.filter(|_| self.rules.counter_cost_removed) {
            self.remove_counters(g, c, kind, 1, false);
        }
        let exiled = card_cost.filter(|_| !discards && removes.is_none());
        if let Some(d) = card_cost.filter(|_| discards) {
            self.move_card(g, d, Zone::Graveyard);
            // CR 702.29c: discarding the card with cycling to pay its cost is cycling it.
            self.discarded(g, p, d, ability.cycling && ability.discard_self);
        }
        if let Some(e) = exiled {
            self.move_card(g, e, Zone::Exile);
        }
        let kind = match exiled {
            Some(e) => AbilityKind::ActivatedExiled(index, e),
            None => AbilityKind::Activated(index),
        };
        g.stack.push(StackItem::Ability {
            ability: AbilityRef {
                source: card,
                kind,
                copied,
            },
            controller: p,
            targets: targets.clone(),
            // CR 700.2, 602.2b: a modal activated ability's mode, chosen as it was activated.
            mode,
        });
        // CR 602.2b, 603.2e: the objects it targets became targets of an ability.
        if let Some(by) = super::state::StackObject::top_ability(g) {
            super::triggers::fire_becomes_target(self, g, p, by, targets);
        }
        // CR 602.2b, 601.2i: once activated, "whenever [a player] activates an ability".
        super::triggers::fire_activations(self, g, p);
    }

    /// The card names a player may choose for `card`'s "choose a [kind] card name" (those in
    /// this game, of that kind), as definition ids, by name.
    pub fn nameable(&self, card: CardId) -> Vec<u16> {
        // The kind of name the choice asks for ("a nonland card name", "a card name").
        let kind = self.def(card).statics.iter().find_map(|s| match s {
            crate::cards::Static::ChooseNameAsEnters(f) => Some(f),
            _ => None,
        });
        let mut defs: Vec<u16> = self
            .table
            .cards
            .iter()
            .map(|c| c.def)
            .filter(|&d| kind.is_none_or(|f| super::statics::spell_is(self.table.db.get(d), f)))
            .collect();
        defs.sort_by(|a, b| self.table.db.get(*a).name.cmp(&self.table.db.get(*b).name));
        defs.dedup();
        defs
    }
}

/// Every way to pick `n` cards from `classes` of interchangeable ones: how many of each class
/// (its first ones), `n` in all.
fn pick_from_classes(
    classes: &[Vec<CardId>],
    n: usize,
    pick: &mut Vec<CardId>,
    out: &mut Vec<Vec<CardId>>,
) {
    if n == 0 {
        out.push(pick.clone());
        return;
    }
    let Some((first, rest)) = classes.split_first() else {
        return;
    };
    for k in (0..=first.len().min(n)).rev() {
        pick.extend_from_slice(&first[..k]);
        pick_from_classes(rest, n - k, pick, out);
        pick.truncate(pick.len() - k);
    }
}
