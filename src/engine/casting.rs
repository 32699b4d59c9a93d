//! Casting spells (CR 601.2): permission and timing (601.3, 117.1a), then every completed set
//! of choices: X (107.3), kicker (702.33), targets (601.2c), additional costs (118.8), total
//! cost (601.2f) and a payment (601.2g-h).
//!
//! Targets are chosen with the card already on the stack (601.2a comes first), so a spell whose
//! move to the stack removes its only legal target cannot be cast: that proposal would be
//! reversed (CR 732), which leaves the state as it was.

use crate::cards::{EventPattern, Keyword, Layout, Types};

use super::action::{Action, CastChoice};
use super::costs::Optional;
use super::mana;
use super::state::{CardId, CastInfo, CastVia, Game, PlayerId, StackItem, Targets, Zone};
use super::Engine;

use smallvec::{smallvec, SmallVec};

/// The faces a card can be cast as (at most three: a split card's halves and both fused).
pub type Faces = SmallVec<[u8; 3]>;

/// A player's mana sources for spells in one state, listed the first time a cast needs them.
type SpellSources = std::cell::OnceCell<super::mana_pool::Sources>;

impl Engine<'_> {
    /// The modes (or sets of modes) a spell may be cast with (CR 700.2): every one of a spell
    /// that chooses one mode; of a spell that says "Choose two —", the sets of two (of "one or
    /// more", every nonempty set). The broken variant `modes.count=up-to` allows fewer.
    pub fn spell_modes<'d>(&self, def: &'d crate::cards::CardDef) -> impl Iterator<Item = u8> + 'd {
        let exact = self.rules.modes_count_exact;
        (0..def.mode_count()).filter(move |&m| !exact || def.modes_in(m) >= def.modes_min)
    }

    /// CR 117.1a: a player may cast a sorcery-speed spell while they have priority during a
    /// main phase of their turn with an empty stack.
    pub fn sorcery_timing(&self, g: &Game, p: PlayerId) -> bool {
        g.decision.is_none()
            && g.priority == p
            && g.active == p
            && g.step.is_main()
            && g.stack.is_empty()
    }

    /// Whether `p` may begin to cast `card` from hand now (CR 601.3, 117.1a, 702.8): as some
    /// face it can be cast as.
    pub fn may_cast_from_hand(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        g.obj(card).zone == Zone::Hand
            && self.owner(card) == p
            && !self.def(card).is(Types::LAND)
            && !self.prohibited(g, card)
            && self
                .cast_faces(card, CastVia::Hand)
                .into_iter()
                .any(|f| self.face_timing(g, p, card, f))
    }

    /// The timing of casting that face from hand (CR 117.1a, 702.8; an instant Adventure or
    /// back face at instant speed, 715.3a, 712.11b).
    pub fn face_timing(&self, g: &Game, p: PlayerId, card: CardId, face: u8) -> bool {
        self.def(card).face(face).is(Types::INSTANT)
            || self.sorcery_timing(g, p)
            || self.has_flash(g, p, card)
    }

    /// The faces `card` can be cast as this way (`CardDef::face`): a modal double-faced card's
    /// faces that aren't lands (CR 712.11b), an adventurer card normally or as an Adventure
    /// unless it is cast from its Adventure's exile (715.3, 715.3d), a split card's left or
    /// right half, or both fused from hand only (709.3, 702.102a).
    pub fn cast_faces(&self, card: CardId, via: CastVia) -> Faces {
        let def = self.def(card);
        match def.layout {
            Layout::Normal => smallvec![0],
            Layout::Modal => (0..=def.faces.len() as u8)
                .filter(|&f| !def.face(f).is(Types::LAND))
                .collect(),
            Layout::Adventure if via == CastVia::Adventure => smallvec![0],
            Layout::Adventure => smallvec![0, 1],
            // CR 720.3: normally or as an Omen.
            Layout::Omen => smallvec![0, 1],
            Layout::Split
                if def.has(Keyword::Fuse)
                    && (via == CastVia::Hand || !self.rules.fuse_from_hand_only) =>
            {
                smallvec![1, 2, 0]
            }
            Layout::Split => smallvec![1, 2],
            // CR 712.11: cast with its front face up (no card here is cast "transformed").
            Layout::Transform => smallvec![0],
        }
    }

    /// The casts of `card` by `p` without paying its mana cost that a resolving instruction
    /// allows (CR 608.2g, 118.9): with `below`, only as a spell whose mana value is less
    /// (cascade, 702.85a: a split card's half, 709.3, or a modal double-faced card's face,
    /// 712.11b, as it would be on the stack).
    pub fn free_casts(
        &self,
        g: &Game,
        p: PlayerId,
        card: CardId,
        below: Option<u8>,
    ) -> Vec<Action> {
        // CR 601.3: a prohibition applies to a cast while an instruction resolves too (608.2g),
        // read from where the card is (601.2a: a card cascade exiled is cast from exile).
        if self.prohibited_for(g, p, card) {
            return Vec::new();
        }
        let mut all = self.cast_choices(g, p, card, CastVia::Effect);
        // CR 305.9: a land can't be cast ("cast it" / "play it" revealing a land card).
        all.retain(|a| match a {
            Action::Cast(c) => !self.def(card).face(c.face).is(Types::LAND),
            _ => true,
        });
        // The deliberately broken variant reads only the card's mana value, which the card
        // found already has below `n`.
        if let Some(n) = below.filter(|_| self.rules.cascade_resulting_value) {
            all.retain(|a| match a {
                Action::Cast(c) => self.def(card).face(c.face).mana_value() < n,
                _ => true,
            });
        }
        all
    }

    /// Every completed cast of `card` by `p` with that permission, as each face it can be
    /// cast as.
    pub fn cast_choices(&self, g: &Game, p: PlayerId, card: CardId, via: CastVia) -> Vec<Action> {
        self.cast_choices_sharing(g, p, card, via, &SpellSources::new())
    }

    /// `cast_choices`, taking `p`'s mana sources for spells in `g` from `sources` (filled the
    /// first time they are needed) when moving the card to the stack cannot change them
    /// (`stack_move_keeps_sources`): the casts of several cards in one state share them.
    fn cast_choices_sharing(
        &self,
        g: &Game,
        p: PlayerId,
        card: CardId,
        via: CastVia,
        sources: &SpellSources,
    ) -> Vec<Action> {
        let mut out = Vec::new();
        for face in self.cast_faces(card, via) {
            if matches!(
                via,
                CastVia::Hand
                    | CastVia::Graveyard
                    | CastVia::Foretell
                    | CastVia::Exile
                    | CastVia::Library
            ) && !self.face_timing(g, p, card, face)
            {
                continue;
            }
            self.face_cast_choices(g, p, card, face, via, sources, &mut out);
        }
        out
    }

    /// Whether moving `card` to the stack (CR 601.2a) leaves the mana sources for spells of
    /// every player as they are in `g`. Mana sources are permanents; the card moves from
    /// another zone, and the move changes nothing else a source's usability or grouping reads
    /// (`usable_source`, `alike`) when no static ability can apply (`no_statics`), no
    /// continuous effect or delayed ability exists (which a leaving object would end,
    /// `forget_effects`, `forget_delayed`, CR 400.7) and no card watches zone changes (a
    /// trigger's source is referenced, so not interchangeable). Debug builds compare with the
    /// sources after the move.
    fn stack_move_keeps_sources(&self, g: &Game, card: CardId) -> bool {
        g.obj(card).zone != Zone::Battlefield
            && self.no_statics(g)
            && g.continuous.is_empty()
            && g.delayed.is_empty()
            && self.table.zone_watchers.is_empty()
    }

    /// Every completed cast of one face of `card` (CR 601.2b: the face is chosen first).
    #[allow(clippy::too_many_arguments)]
    fn face_cast_choices(
        &self,
        g: &Game,
        p: PlayerId,
        card: CardId,
        face: u8,
        via: CastVia,
        shared: &SpellSources,
        out: &mut Vec<Action>,
    ) {
        let def = self.def(card).face(face);
        let free = via.is_free();
        // CR 601.2b: whether each optional additional cost will be paid (kicker 702.33d,
        // buyback 702.27a), each combination its own cast.
        let optional_costs: Vec<Optional> = [false, true]
            .into_iter()
            .filter(|&k| !k || def.kicker.is_some())
            .flat_map(|kicked| {
                [false, true]
                    .into_iter()
                    .filter(|&b| !b || def.buyback.is_some())
                    .map(move |buyback| Optional { kicked, buyback })
            })
            .collect();
        // CR 700.2a: a mode whose targets can't all be chosen can't be chosen.
        let modes: Vec<u8> = self
            .spell_modes(def)
            .filter(|&m| {
                def.spell_mode(m)
                    .targets
                    .iter()
                    .all(|spec| spec.optional() || self.could_target(g, spec, card, p))
                    // The deliberately broken variant: cast with no target (CR 601.2c).
                    || !self.rules.targets_required
            })
            .collect();
        if modes.is_empty() {
            return; // 601.2c: no legal target, so no cast
        }
        let waived = free && !self.rules.free_cast_additional_costs;
        // 601.2a: the card moves to the stack before anything is chosen. Targets and a
        // sacrifice are chosen on a copy of the game with the card moved (moving it may change
        // what can be targeted: a power that counts cards in exile). A spell with neither
        // needs the copy only for its mana sources, which the move leaves as they are
        // (`stack_move_keeps_sources`): then no copy is made, and the sources of `g` are shared.
        let keeps_sources = self.stack_move_keeps_sources(g, card);
        let copied = !keeps_sources
            || modes.iter().any(|&m| !def.spell_mode(m).targets.is_empty())
            || (def.sacrifice.is_some() && !waived);
        let moved = |g: &Game| {
            let mut on_stack = g.clone();
            self.move_card(&mut on_stack, card, Zone::Stack);
            on_stack.obj_mut(card).face = face;
            on_stack
        };
        let on_stack_copy = copied.then(|| moved(g));
        let on_stack = on_stack_copy.as_ref().unwrap_or(g);
        let owned;
        let sources: &super::mana_pool::Sources = if keeps_sources {
            let sources = shared.get_or_init(|| self.mana_sources(g, p, mana::Purpose::Spell));
            if cfg!(debug_assertions) {
                let after = self.mana_sources(&moved(g), p, mana::Purpose::Spell);
                debug_assert!(
                    format!("{after:?}") == format!("{sources:?}"),
                    "moving card {card} to the stack changed the mana sources"
                );
            }
            sources
        } else {
            owned = self.mana_sources(on_stack, p, mana::Purpose::Spell);
            &owned
        };
        let has_x = def.mana_cost.is_some_and(|c| c.x > 0);
        let max_x = if !has_x || (free && self.rules.free_cast_x_zero) {
            0
        } else {
            sources.available()
        };
        // 601.2c: each mode with a target for each of its "target" words (a fused split spell
        // has one per half; CR 700.2a: each mode its own).
        let mut target_sets: Vec<(u8, Targets)> = Vec::new();
        for &m in &modes {
            let mut sets: Vec<Targets> = vec![Targets::new()];
            let specs = &def.spell_mode(m).targets;
            // Several targets for one word may be interchangeable cards (two Grizzly Bears):
            // each is offered then, not one for all.
            let group = specs.iter().any(|s| {
                matches!(
                    s,
                    crate::cards::TargetSpec::SameWord(_)
                        | crate::cards::TargetSpec::Second { .. }
                        | crate::cards::TargetSpec::OtherOwner { .. }
                )
            });
            for (j, spec) in specs.iter().enumerate() {
                let legal = match group {
                    true => self.every_legal_target(on_stack, spec, Some(card), p),
                    false => self.legal_targets(on_stack, spec, Some(card), p),
                };
                if legal.is_empty() && !self.rules.targets_required && !spec.optional() {
                    continue; // the deliberately broken variant: no target chosen
                }
                sets = sets
                    .iter()
                    .flat_map(|set| self.extend_targets(on_stack, set, j, spec, &legal))
                    .collect();
            }
            target_sets.extend(sets.into_iter().map(|t| (m, t)));
        }
        let sacrifices: Vec<Option<CardId>> = match def.sacrifice {
            None => vec![None],
            Some(_) if waived => vec![None],
            Some(types) => {
                let ok = on_stack.in_zone(Zone::Battlefield).filter(|&c| {
                    on_stack.obj(c).controller == p && self.face(on_stack, c).types.0 & types.0 != 0
                });
                self.representatives(on_stack, ok)
                    .into_iter()
                    .map(Some)
                    .collect()
            }
        };
        for &paid in &optional_costs {
            let kicked = paid.kicked;
            // CR 107.3, 601.2b: "X can't be 0" (with X forced to 0, the spell can't be cast).
            let min_x = if has_x && self.rules.x_cant_be_zero {
                def.x_min
            } else {
                0
            };
            for x in min_x..=max_x {
                for ((mode, targets), divided) in target_sets.iter().flat_map(|(m, t)| {
                    // CR 601.2d: each division of divided damage among the targets chosen.
                    self.division_choices(def.spell_mode(*m), t, x, kicked)
                        .map(move |d| ((*m, t.clone()), d))
                }) {
                    let mode = &mode;
                    let targets = &targets;
                    // The mana cost, or "without paying its mana cost" from hand (CR 118.9),
                    // with spree's mode costs either way (118.9d, 702.172a).
                    let normal = self.face_cost(g, p, card, face, via, x, paid, *mode);
                    let free = match via {
                        // CR 702.143d: a foretold card's other foretell cost.
                        CastVia::Foretell => self.other_foretell_cost(g, p, card, face, x, paid),
                        via => self.free_cost(g, p, card, face, via, x, paid),
                    }
                    .map(|c| {
                        match self.def(card).face(face).mode_cost(*mode) {
                            Some(extra) => c.plus(extra),
                            None => c,
                        }
                    });
                    // CR 702.74a: evoke's alternative cost, where the mana cost would be paid
                    // (the broken variant `cast.alternative-costs=combinable` adds it to the
                    // free casts too, CR 118.9a).
                    let evoke = self
                        .evoke_cost(g, p, card, face, via, x, paid, *mode)
                        .map(|c| (c, true, false));
                    // CR 702.152a-b: a blitz cost, printed or granted, each its own way.
                    let blitz = self
                        .blitz_costs(g, p, card, face, via, x, paid, *mode)
                        .into_iter()
                        .map(|c| (c, false, true));
                    let costs = normal
                        .into_iter()
                        .chain(free.filter(|f| Some(*f) != normal))
                        .map(|c| (c, false, false))
                        .chain(evoke)
                        .chain(blitz);
                    for (cost, evoked, blitzed) in costs {
                        for &sacrifice in &sacrifices {
                            for tap in self.payments(&cost, sources) {
                                out.push(Action::Cast(Box::new(CastChoice {
                                    card,
                                    face,
                                    via,
                                    x,
                                    kicked,
                                    mode: *mode,
                                    targets: targets.clone(),
                                    sacrifice,
                                    cost,
                                    tap,
                                    face_down: false,
                                    divided,
                                    evoked,
                                    blitzed,
                                    buyback: paid.buyback,
                                })));
                            }
                        }
                    }
                }
            }
        }
    }

    /// The ways to go on from a choice of targets `set` with the target at position `j`
    /// (CR 601.2c): each legal target; for "up to one" or a further target of one "target"
    /// word, also none (then no later target is chosen: a spell's targets are kept by
    /// position). A further target of a word is never one already chosen for it (CR 115.3);
    /// a word's targets are taken in increasing order (they are a set: another order is the
    /// same choice).
    pub(super) fn extend_targets(
        &self,
        g: &Game,
        set: &Targets,
        j: usize,
        spec: &crate::cards::TargetSpec,
        legal: &[super::state::Target],
    ) -> Vec<Targets> {
        if set.len() < j {
            // An earlier optional target was left unchosen.
            return if spec.optional() {
                vec![set.clone()]
            } else {
                Vec::new()
            };
        }
        let mut out = Vec::new();
        if spec.optional() {
            out.push(set.clone());
        }
        // The second target of "two target ...": a further one of the word too (CR 115.3).
        let second = matches!(spec, crate::cards::TargetSpec::Second { .. });
        let same_word = second
            || matches!(
                spec,
                crate::cards::TargetSpec::SameWord(_) | crate::cards::TargetSpec::OtherOwner { .. }
            );
        // "for each opponent, up to one target ... from that player's graveyard": not of a
        // player a target of the word before it is of (CR 601.2c).
        let owners: Vec<PlayerId> = match spec {
            crate::cards::TargetSpec::OtherOwner { first, .. }
                if self.rules.one_target_per_opponent =>
            {
                set.iter()
                    .skip(*first as usize)
                    .filter_map(|t| match t {
                        super::state::Target::Object(c) => Some(self.whose(g, *c)),
                        _ => None,
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        // "another target creature" after "target creature": not one chosen before (CR 115.3:
        // "another" sets the objects apart).
        let other = super::targets::says_other(spec);
        for &t in legal {
            if same_word && set.last().is_some_and(|&before| t <= before) {
                continue;
            }
            if other && matches!(t, super::state::Target::Object(_)) && set.contains(&t) {
                continue;
            }
            if matches!(t, super::state::Target::Object(c) if owners.contains(&self.whose(g, c))) {
                continue;
            }
            // "two target permanents that share a card type" (CR 115.3, 601.2c).
            if second
                && !set
                    .last()
                    .is_some_and(|&first| self.second_fits(g, spec, first, t))
            {
                continue;
            }
            let mut next = set.clone();
            next.push(t);
            out.push(next);
        }
        out
    }

    /// The player an object is of for "for each opponent, up to one target ..." (CR 601.2c):
    /// a permanent's controller, another object's owner.
    fn whose(&self, g: &Game, c: CardId) -> PlayerId {
        let o = g.obj(c);
        match o.zone {
            Zone::Battlefield => o.controller,
            _ => self.owner(c),
        }
    }

    /// The divisions of a program's divided damage among the targets chosen (CR 601.2d), as
    /// indexes into `divide::divisions`: none if there are more targets than damage; 0 alone
    /// for a program that divides nothing.
    fn division_choices(
        &self,
        program: &crate::cards::Program,
        targets: &Targets,
        x: u8,
        kicked: bool,
    ) -> std::ops::Range<u8> {
        match super::divide::divided(program) {
            None => 0..1,
            Some((amount, first, max)) => {
                let k = super::divide::chosen(targets.len(), first, max);
                let n = super::divide::cast_amount(amount, x, kicked);
                let count = super::divide::divisions(n, k).len();
                0..u8::try_from(count).unwrap_or(u8::MAX)
            }
        }
    }

    /// Whether every way to cast `card` reaches a mana payment (CR 601.2g): it has a legal
    /// choice of targets once on the stack (601.2a, 601.2c), and even its cheapest total cost
    /// (X = 0, no optional additional cost; 601.2b, 601.2f) includes mana.
    pub fn every_cast_needs_mana(&self, g: &Game, p: PlayerId, card: CardId, via: CastVia) -> bool {
        self.cast_faces(card, via)
            .into_iter()
            .all(|face| self.face_cast_needs_mana(g, p, card, face, via))
    }

    /// `every_cast_needs_mana` for one face.
    fn face_cast_needs_mana(
        &self,
        g: &Game,
        p: PlayerId,
        card: CardId,
        face: u8,
        via: CastVia,
    ) -> bool {
        let def = self.def(card).face(face);
        let free_with = |m: u8| {
            self.face_cost(g, p, card, face, via, 0, Optional::NONE, m)
                .is_none_or(|c| c.total() == 0)
        };
        // Only a spree spell's cost depends on its modes (CR 702.172a).
        if def.mode_costs.is_empty() && free_with(0) {
            return false;
        }
        // Some mode (the only one, for a spell that is not modal) can be cast (CR 700.2a),
        // and each such cast costs mana.
        let mut castable = self.spell_modes(def).filter(|&m| {
            let specs = &def.spell_mode(m).targets;
            if specs
                .iter()
                .any(|spec| !spec.optional() && !self.could_target(g, spec, card, p))
            {
                return false;
            }
            if specs.is_empty() {
                return true;
            }
            let mut on_stack = g.clone();
            self.move_card(&mut on_stack, card, Zone::Stack);
            on_stack.obj_mut(card).face = face;
            specs.iter().all(|spec| {
                spec.optional()
                    || !self
                        .legal_targets(&on_stack, spec, Some(card), p)
                        .is_empty()
            })
        });
        let mut any = false;
        castable.all(|m| {
            any = true;
            !free_with(m)
        }) && any
    }

    /// Whether `p` could pay for the cheapest cast of `card` (X = 0, not kicked; CR 601.2f)
    /// with `budget` mana. Only a quick filter: `cast_choices` finds the actual payments.
    fn affordable(&self, g: &Game, p: PlayerId, card: CardId, via: CastVia, budget: u32) -> bool {
        self.cast_faces(card, via).into_iter().any(|face| {
            let free = match via {
                CastVia::Foretell => self.other_foretell_cost(g, p, card, face, 0, Optional::NONE),
                via => self.free_cost(g, p, card, face, via, 0, Optional::NONE),
            };
            self.spell_modes(self.def(card).face(face)).any(|m| {
                self.face_cost(g, p, card, face, via, 0, Optional::NONE, m)
                    .into_iter()
                    .chain(free)
                    .chain(self.evoke_cost(g, p, card, face, via, 0, Optional::NONE, m))
                    .chain(self.blitz_costs(g, p, card, face, via, 0, Optional::NONE, m))
                    .any(|c| c.least_total() <= budget)
            })
        })
    }

    /// Every spell `p` can cast now, from every zone that permits it.
    pub fn cast_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        let mut out = Vec::new();
        // `p`'s mana sources, shared by the casts below (`cast_choices_sharing`).
        let sources = SpellSources::new();
        // All the mana `p` could make. Moving a card from hand or exile to the stack (601.2a)
        // adds no mana source, so this bounds every cast below.
        let budget = std::cell::OnceCell::new();
        let budget = || *budget.get_or_init(|| self.mana_available(g, p, mana::Purpose::Spell));
        let in_hand = g.among(&self.table.spells, Zone::Hand).filter(|&c| {
            self.may_cast_from_hand(g, p, c) && self.affordable(g, p, c, CastVia::Hand, budget())
        });
        for card in self.representatives(g, in_hand) {
            out.extend(self.cast_choices_sharing(g, p, card, CastVia::Hand, &sources));
        }
        // CR 702.168a, 702.37a: a card with disguise or morph cast face down for {3} (its own
        // timing and cost).
        if self.table.spells.is_empty() {
            return out;
        }
        if !self.table.with_disguise.is_empty() {
            let disguised = g
                .among(&self.table.with_disguise, Zone::Hand)
                .filter(|&c| self.owner(c) == p && !self.prohibited(g, c));
            for card in self.representatives(g, disguised) {
                out.extend(self.face_down_casts(g, p, card, CastVia::Hand));
            }
        }
        let plotted = g.among(&self.table.spells, Zone::Exile).filter(|&c| {
            self.may_cast_plotted(g, p, c) && self.affordable(g, p, c, CastVia::Plot, budget())
        });
        for card in self.representatives(g, plotted) {
            out.extend(self.cast_choices_sharing(g, p, card, CastVia::Plot, &sources));
            // The broken variant of CR 118.9a only.
            out.extend(self.face_down_casts(g, p, card, CastVia::Plot));
        }
        // CR 702.143a, 702.143d: a foretold card, for a foretell cost it has.
        let foretold = g.among(&self.table.spells, Zone::Exile).filter(|&c| {
            self.may_cast_foretold(g, p, c) && self.affordable(g, p, c, CastVia::Foretell, budget())
        });
        for card in self.representatives(g, foretold) {
            out.extend(self.cast_choices_sharing(g, p, card, CastVia::Foretell, &sources));
        }
        let adventurers = g.among(&self.table.adventurers, Zone::Exile).filter(|&c| {
            self.may_cast_from_adventure(g, p, c)
                && self.affordable(g, p, c, CastVia::Adventure, budget())
        });
        for card in self.representatives(g, adventurers) {
            out.extend(self.cast_choices_sharing(g, p, card, CastVia::Adventure, &sources));
        }
        // CR 702.34a: a card with flashback, from its owner's graveyard.
        let graveyard: &[CardId] = match self.flashback_possible(g) {
            true => &self.table.spells,
            false => &[],
        };
        let flashback = g.among(graveyard, Zone::Graveyard).filter(|&c| {
            self.may_cast_flashback(g, p, c)
                && self.affordable(g, p, c, CastVia::Flashback, budget())
        });
        for card in self.representatives(g, flashback) {
            out.extend(self.cast_choices_sharing(g, p, card, CastVia::Flashback, &sources));
        }
        // CR 601.3: an effect lets its controller cast spells from their graveyard, paying
        // their costs as usual (a card with flashback may be cast either way).
        if !g.temporary.is_empty() || self.table.any_statics || !g.continuous.is_empty() {
            let permitted = g.among(&self.table.spells, Zone::Graveyard).filter(|&c| {
                self.may_cast_from_graveyard(g, p, c)
                    && self.affordable(g, p, c, CastVia::Graveyard, budget())
            });
            for card in self.representatives(g, permitted) {
                out.extend(self.cast_choices_sharing(g, p, card, CastVia::Graveyard, &sources));
            }
        }
        // CR 601.3: a static ability lets its controller cast the top card of any library.
        if self.table.any_statics && self.may_play_from_library_tops(g, p) {
            let tops = self.library_tops(g);
            let permitted = tops.into_iter().filter(|&c| {
                self.may_cast_from_library_top(g, p, c)
                    && self.affordable(g, p, c, CastVia::Library, budget())
            });
            for card in self.representatives(g, permitted) {
                out.extend(self.cast_choices_sharing(g, p, card, CastVia::Library, &sources));
            }
        } else if self.table.any_statics {
            // CR 601.3: "You may cast creature spells from the top of your library."
            let permitted = self.castable_own_library_top(g, p).filter(|&c| {
                self.may_cast_from_library_top(g, p, c)
                    && self.affordable(g, p, c, CastVia::Library, budget())
            });
            if let Some(card) = permitted {
                out.extend(self.cast_choices_sharing(g, p, card, CastVia::Library, &sources));
            }
        }
        // CR 601.3: an effect lets its controller play or cast an exiled card ("Until end of
        // turn, you may play that card.").
        if !g.continuous.is_empty() {
            let permitted = g.among(&self.table.spells, Zone::Exile).filter(|&c| {
                self.may_cast_from_exile(g, p, c)
                    && self.affordable(g, p, c, CastVia::Exile, budget())
            });
            for card in self.representatives(g, permitted) {
                out.extend(self.cast_choices_sharing(g, p, card, CastVia::Exile, &sources));
            }
        }
        out
    }

    /// CR 715.3d: `p` may cast an adventurer card their Adventure exiled, with its normal
    /// timing (117.1a, 702.8).
    fn may_cast_from_adventure(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        let o = g.obj(card);
        o.zone == Zone::Exile
            && o.on_adventure
            && o.controller == p
            && !self.prohibited(g, card)
            && self.face_timing(g, p, card, 0)
    }

    /// Carries out a cast chosen from `cast_choices` (CR 601.2a-i).
    pub fn cast(&self, g: &mut Game, p: PlayerId, c: &CastChoice) {
        let plotted_turn = match c.via {
            CastVia::Foretell => g.obj(c.card).foretold,
            _ => g.obj(c.card).plotted,
        }
        .unwrap_or(0);
        // CR 614.1a: "If that spell would be put into your graveyard, exile it instead." (a
        // permission granted to the card, read before it moves, 400.7).
        let exiled_instead =
            c.via == CastVia::Graveyard && self.grants(g, c.card).any(|gr| gr.cast_from_graveyard);
        // CR 608.2g: an instruction casts the card from wherever it is.
        let effect_zone =
            Some(g.obj(c.card).zone).filter(|&z| c.via == CastVia::Effect && z != Zone::Exile);
        self.move_card(g, c.card, Zone::Stack);
        let turn = g.turn;
        // CR 601.2h, 608.2h: what "the sacrificed creature's power" reads, as it last existed
        // on the battlefield (read before the sacrifice below moves it).
        let sacrificed = c.sacrifice.map(|s| super::state::Sacrificed {
            card: s,
            power: self.power(g, s),
            toughness: self.toughness(g, s),
            mana_value: self.mana_value_of(g, s),
        });
        {
            let o = g.obj_mut(c.card);
            o.controller = p;
            o.face = c.face;
            // CR 702.168b: cast face down, a 2/2 creature spell with no name.
            o.face_down = c.face_down;
            o.exiled_instead = exiled_instead;
            o.cast = Some(CastInfo {
                turn,
                via: c.via,
                x: c.x,
                kicked: c.kicked,
                mana_spent: u8::try_from(c.cost.total()).unwrap_or(u8::MAX),
                plotted_turn,
                mode: c.mode,
                divided: c.divided,
                evoked: c.evoked,
                blitzed: c.blitzed,
                effect_zone,
                control_lost: false,
                buyback: c.buyback,
                sacrificed,
            });
        }
        g.stack.push(StackItem::Spell {
            card: c.card,
            face: c.face,
            controller: p,
            targets: c.targets.clone(),
        });
        // 601.2h: pay the total cost.
        self.pay_mana(g, p, &c.tap);
        if let Some(s) = c.sacrifice {
            self.move_card(g, s, Zone::Graveyard);
        }
        // 601.2i: "whenever a player casts a spell" triggers ("your second spell each turn"
        // counts it first).
        self.count_spell_cast(g, p);
        super::triggers::fire_casts(self, g, p, c.card);
        self.fire_delayed_casts(g, p, c.card);
        // 601.2c, 603.2e: the objects it targets became targets of a spell.
        super::triggers::fire_becomes_target(
            self,
            g,
            p,
            super::state::StackObject::Spell(c.card),
            &c.targets,
        );
        // 601.2i, 113.6: the spell's own "when you cast this spell [from anywhere other than
        // ZONE]" abilities, which function on the stack.
        let from = g.obj(c.card).cast.map_or(c.via.zone(), |k| k.from_zone());
        super::triggers::fire_own(
            self,
            g,
            c.card,
            |e| matches!(e, EventPattern::CastThis { not_from } if *not_from != Some(from)),
            p,
        );
        // CR 702.144a: "When you cast this spell, you may copy it ..."
        self.fire_demonstrate(g, p, c.card);
    }
}
