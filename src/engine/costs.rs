//! Determining total costs (CR 601.2f, 118.9d) and the mana sources that can pay them.

use crate::cards::{Paid, Spend};

use super::mana::{ManaCost, Purpose, SourceGroup};
use super::mana_pool::{self, Payment, Sources};
use super::state::{CardId, CastVia, Game, PlayerId, Zone};
use super::statics::spell_is;
use super::Engine;

impl Engine<'_> {
    /// The total cost of casting `card` this way (CR 601.2f): the mana cost, or the alternative
    /// cost "without paying its mana cost" (118.9), plus additional costs and cost increases,
    /// minus cost reductions (which never reduce coloured mana, nor below {0}). `None` when
    /// the spell has no cost that can be paid (a card with no mana cost cast normally, 118.6).
    pub fn spell_cost(
        &self,
        g: &Game,
        caster: PlayerId,
        card: CardId,
        via: CastVia,
        x: u8,
        paid: Optional,
    ) -> Option<ManaCost> {
        self.face_cost(g, caster, card, 0, via, x, paid, 0)
    }

    /// `spell_cost` for casting one face of `card` (`CardDef::face`): that face's mana cost
    /// (CR 709.3a, 712.11b, 715.3a; a fused split spell's is both halves', 702.102c), with
    /// `mode` (a spree spell's chosen modes add their costs, 702.172a).
    #[allow(clippy::too_many_arguments)]
    pub fn face_cost(
        &self,
        g: &Game,
        caster: PlayerId,
        card: CardId,
        face: u8,
        via: CastVia,
        x: u8,
        paid: Optional,
        mode: u8,
    ) -> Option<ManaCost> {
        let def = self.def(card).face(face);
        let base = match via {
            // CR 118.6: no mana cost is an unpayable cost (the broken variant reads it as {0}).
            CastVia::Hand
            | CastVia::Adventure
            | CastVia::Graveyard
            | CastVia::Exile
            | CastVia::Library => match def.mana_cost {
                Some(c) => c.with_x(x),
                None if !self.rules.no_mana_cost_unpayable => ManaCost::ZERO,
                None => return None,
            },
            // CR 702.170d, 702.62a: without paying its mana cost. With X forced to 0 (107.3b)
            // this adds nothing; the broken variant lets X be chosen and paid.
            CastVia::Plot | CastVia::Suspend | CastVia::Effect => ManaCost::ZERO.increase(x),
            // CR 702.34a, 118.9: the flashback cost instead of its mana cost.
            CastVia::Flashback => self.flashback_cost(g, card)?.with_x(x),
            // CR 702.143a: a foretell cost instead of its mana cost (the first it has; the
            // others are `foretell_costs`).
            CastVia::Foretell => *self.foretell_costs(g, card, x).first()?,
        };
        self.total_from(g, caster, card, def, via, base, paid, mode)
    }

    /// The total cost of casting `def` this way from `base`, the mana cost or the alternative
    /// cost that replaces it (CR 601.2f): a kicker and spree's mode costs are added (118.8; the
    /// mode costs even with an alternative cost, 118.9d, the plot ruling), then increases
    /// (which the broken variant also applies to a cast "without paying its mana cost") and
    /// reductions.
    #[allow(clippy::too_many_arguments)]
    fn total_from(
        &self,
        g: &Game,
        caster: PlayerId,
        card: CardId,
        def: &crate::cards::CardDef,
        via: CastVia,
        base: ManaCost,
        paid: Optional,
        mode: u8,
    ) -> Option<ManaCost> {
        let mut cost = with_optional_costs(base, def, paid)?;
        // CR 107.4e: a hybrid symbol is paid with one of its halves; the broken variant lets
        // mana of any type pay it, as if it were generic.
        if !self.rules.hybrid_halves_only {
            cost = cost.hybrid_as_generic();
        }
        let free = via.is_free();
        if let Some(extra) = def.mode_cost(mode) {
            if !free || self.rules.free_cast_additional_costs {
                cost = cost.plus(extra);
            }
        }
        let increases = !free || self.rules.free_cast_increases_apply;
        Some(self.spell_total(g, caster, Some(card), via.zone(), cost, increases, def))
    }

    /// The total cost of casting a card face down (CR 702.168a, 601.2f): `base` ({3}) rather
    /// than its mana cost, with cost increases and reductions as for any spell cast this way,
    /// read against the face-down spell's characteristics (708.2a).
    pub fn face_down_cost(
        &self,
        g: &Game,
        caster: PlayerId,
        via: CastVia,
        base: ManaCost,
    ) -> ManaCost {
        let def = &self.table.face_down;
        self.spell_total(g, caster, None, via.zone(), base, true, def)
    }

    /// The total cost of casting one face of `card` by the alternative cost "without paying its
    /// mana cost" a static ability allows (CR 118.9): from hand (Omniscience), or, for the first
    /// spell its caster casts during their turn (Weftwalking), from any zone where it would be
    /// cast paying its mana cost. X is 0 (107.3b; the broken variant lets it be paid), a kicker
    /// is still paid, and increases apply (118.9d). `None` without that permission.
    #[allow(clippy::too_many_arguments)]
    pub fn free_cost(
        &self,
        g: &Game,
        caster: PlayerId,
        card: CardId,
        face: u8,
        via: CastVia,
        x: u8,
        paid: Optional,
    ) -> Option<ManaCost> {
        let pays_mana_cost = matches!(
            via,
            CastVia::Hand
                | CastVia::Adventure
                | CastVia::Graveyard
                | CastVia::Exile
                | CastVia::Library
        );
        let allowed = (via == CastVia::Hand && self.free_from_hand(g, caster, card))
            || (pays_mana_cost && self.first_spell_free(g, caster));
        if !allowed || (x > 0 && self.rules.free_cast_x_zero) {
            return None;
        }
        let def = self.def(card).face(face);
        let cost = with_optional_costs(ManaCost::ZERO.increase(x), def, paid)?;
        let increases = self.rules.free_cast_increases_apply;
        Some(self.spell_total(g, caster, Some(card), via.zone(), cost, increases, def))
    }

    /// The total cost of casting one face of `card` for its evoke cost (CR 702.74a), an
    /// alternative cost: only where its mana cost would otherwise be paid (118.9a: one
    /// alternative cost; the broken variant `cast.alternative-costs=combinable` also evokes a
    /// spell cast without paying its mana cost, paying only what that cast pays). Kicker and
    /// spree's costs are added, then increases and reductions. `None` without evoke.
    #[allow(clippy::too_many_arguments)]
    pub fn evoke_cost(
        &self,
        g: &Game,
        caster: PlayerId,
        card: CardId,
        face: u8,
        via: CastVia,
        x: u8,
        paid: Optional,
        mode: u8,
    ) -> Option<ManaCost> {
        let def = self.def(card).face(face);
        let evoke = def.evoke?;
        // Where an alternative cost already replaces the mana cost (flashback, foretell, a free
        // cast), evoke can't replace it too.
        let other_alternative =
            via.is_free() || matches!(via, CastVia::Flashback | CastVia::Foretell);
        match (other_alternative, self.rules.one_alternative_cost) {
            (true, true) => None,
            (true, false) => self.face_cost(g, caster, card, face, via, x, paid, mode),
            (false, _) => self.total_from(g, caster, card, def, via, evoke.with_x(x), paid, mode),
        }
    }

    /// The total costs of casting one face of `card` for a blitz cost (CR 702.152a), an
    /// alternative cost: its printed blitz cost, and each one a static ability grants it as a
    /// spell its caster casts from this zone ("Creature spells you cast from your hand have
    /// blitz {3}."; 702.152b: each instance is its own way to cast it, only one used). Like
    /// evoke, only where its mana cost would otherwise be paid (118.9a; the broken variant
    /// `cast.alternative-costs=combinable` also blitzes a spell cast without paying its mana
    /// cost, paying only what that cast pays). Kicker and spree's costs are added, then
    /// increases and reductions.
    #[allow(clippy::too_many_arguments)]
    pub fn blitz_costs(
        &self,
        g: &Game,
        caster: PlayerId,
        card: CardId,
        face: u8,
        via: CastVia,
        x: u8,
        paid: Optional,
        mode: u8,
    ) -> Vec<ManaCost> {
        let def = self.def(card).face(face);
        let mut bases: Vec<ManaCost> = def.blitz.into_iter().collect();
        if !self.no_statics(g) {
            let from = via.zone();
            let whole = self.def(card);
            for (_, ctl, s) in self.statics_in_play(g) {
                if let crate::cards::Static::SpellsHaveBlitz {
                    what,
                    from: zones,
                    generic,
                } = s
                {
                    if ctl == caster
                        && (zones.is_empty() || zones.contains(&from))
                        && spell_is(whole, what)
                    {
                        bases.push(ManaCost {
                            generic: u16::from(*generic),
                            ..ManaCost::ZERO
                        });
                    }
                }
            }
        }
        if bases.is_empty() {
            return Vec::new();
        }
        let other_alternative =
            via.is_free() || matches!(via, CastVia::Flashback | CastVia::Foretell);
        let mut out = Vec::new();
        for base in bases {
            // An alternative cost without X leaves X at 0 (CR 107.3, 118.9).
            if x > 0 && base.x == 0 {
                continue;
            }
            let cost = match (other_alternative, self.rules.one_alternative_cost) {
                (true, true) => None,
                (true, false) => self.face_cost(g, caster, card, face, via, x, paid, mode),
                (false, _) => {
                    self.total_from(g, caster, card, def, via, base.with_x(x), paid, mode)
                }
            };
            if let Some(c) = cost.filter(|c| !out.contains(c)) {
                out.push(c);
            }
        }
        out
    }

    /// The total cost of casting a foretold `card` for its second foretell cost (CR 702.143d:
    /// "any foretell cost it has"; the first is `face_cost`'s), as `free_cost` builds
    /// one: a kicker is added, then increases and reductions. `None` if it has only one.
    pub fn other_foretell_cost(
        &self,
        g: &Game,
        caster: PlayerId,
        card: CardId,
        face: u8,
        x: u8,
        paid: Optional,
    ) -> Option<ManaCost> {
        let def = self.def(card).face(face);
        let cost = with_optional_costs(*self.foretell_costs(g, card, x).get(1)?, def, paid)?;
        Some(self.spell_total(g, caster, Some(card), Zone::Exile, cost, true, def))
    }

    /// A spell's total cost from `cost` (CR 601.2f): the cost changes of spells like `def`
    /// and the spell's own ("This spell costs {1} less to cast for each ..."; of `card`, its
    /// face `def`), then the effects that directly affect the total cost ("each spell that
    /// would cost less than three mana to cast costs three mana"). The broken variant applies
    /// the floor first.
    #[allow(clippy::too_many_arguments)]
    fn spell_total(
        &self,
        g: &Game,
        caster: PlayerId,
        card: Option<CardId>,
        from: Zone,
        cost: ManaCost,
        increases: bool,
        def: &crate::cards::CardDef,
    ) -> ManaCost {
        let change = |cost: ManaCost| {
            // CR 601.2f: every increase, the spell's own too, before any reduction.
            let (more, less) = card.map_or((0, 0), |c| self.own_cost_change(g, caster, c, def));
            let cost = if increases { cost.increase(more) } else { cost };
            let cost = self.changed_cost(
                g,
                caster,
                from,
                cost,
                increases,
                |paid, _, _| matches!(paid, Paid::Spells(f) if spell_is(def, f)),
            );
            self.reduce(cost, less)
        };
        if self.rules.cost_floor_last {
            self.spell_cost_floor(g, change(cost))
        } else {
            change(self.spell_cost_floor(g, cost))
        }
    }

    /// The cost of the plot special action (CR 702.170a), reduced by "plotting cards from your
    /// hand costs less" only when the card is in hand (702.170e). Spell cost increases such as
    /// Sphere of Resistance do not apply: plotting is not casting.
    pub fn plot_cost(&self, g: &Game, p: PlayerId, from: Zone, base: ManaCost) -> ManaCost {
        self.changed_cost(g, p, from, base, true, |paid, _, _| *paid == Paid::Plot)
    }

    /// A reduction by generic mana (CR 118.7a).
    pub(super) fn reduce(&self, cost: ManaCost, amount: u8) -> ManaCost {
        if self.rules.reductions_generic_only {
            cost.reduce(amount)
        } else {
            cost.reduce_any(amount)
        }
    }

    /// Makes `p`'s payment: activates the mana abilities of its sources (tap each, and
    /// sacrifice those whose ability says so: Lotus Bloom), and leaves `p`'s mana pool as the
    /// payment says (CR 106.4: pool mana spent, mana made beyond the cost left in it).
    pub fn pay_mana(&self, g: &mut Game, p: PlayerId, payment: &Payment) {
        for &s in &payment.tap {
            // CR 106.12, 603.2: tapping it for mana triggers "whenever a player taps a land
            // for mana" abilities (read as it is tapped, before a sacrifice moves it).
            if !self.table.tap_watchers.is_empty() {
                super::triggers::fire_taps_for_mana(self, g, p, s);
            }
            // CR 605.3a, 601.2h: a cost that sacrifices the source (the broken variant
            // `mana.sacrifice-cost=tapped-only` only taps it).
            if self.ability_face(g, s).mana.is_some_and(|m| m.sacrifice)
                && !payment.kept.contains(&s)
                && self.rules.mana_sacrifice_paid
            {
                self.move_card(g, s, Zone::Graveyard);
            } else {
                g.obj_mut(s).tapped = true;
            }
        }
        if let Some(after) = &payment.pool {
            g.players[p as usize].pool = (!after.is_empty()).then(|| after.clone());
        }
    }

    /// Every way to pay `cost` from `sources` (CR 601.2g-h, 106.4): `mana_pool::pay` under
    /// this edition's rules.
    pub fn payments(&self, cost: &ManaCost, sources: &Sources) -> Vec<Payment> {
        mana_pool::pay(cost, sources, self.rules.mana_unused_floats)
    }

    /// Untapped permanents `p` controls that can tap for mana now (CR 605, 302.6) and whose
    /// mana may be spent on `purpose` (CR 106.6), in classes of interchangeable sources.
    /// With them, the mana in `p`'s pool (CR 106.4).
    pub fn mana_sources(&self, g: &Game, p: PlayerId, purpose: Purpose) -> Sources {
        let usable = g
            .among(&self.table.mana_cards, Zone::Battlefield)
            .filter(|&c| self.usable_source(g, p, c, purpose));
        let mut groups = Vec::new();
        for (class, ids) in self.classes(g, usable).into_iter().enumerate() {
            let Some(&first) = ids.first() else {
                continue;
            };
            // CR 605.1b, 605.4a: the triggered mana abilities tapping it for mana triggers
            // add their mana at once: it counts in the same payment.
            let extra = super::triggers::mana_triggers(self, g, p, first);
            let mut abilities: Vec<(crate::cards::ManaAbility, bool)> = Vec::new();
            if !self.table.grants_abilities {
                abilities.extend(self.ability_face(g, first).mana.map(|m| (m, false)));
            } else {
                // CR 613.1f, 605.1a: its own mana ability and those static abilities grant it,
                // each kind once; a source uses one of them (it taps once).
                let own_sacrifices = self
                    .ability_face(g, first)
                    .mana
                    .is_some_and(|m| m.sacrifice);
                for (i, m) in self.mana_abilities(g, first).into_iter().enumerate() {
                    let spendable = m.spend == Spend::Any
                        || !self.rules.mana_restrictions_apply
                        || super::mana::may_spend(m.spend, purpose);
                    let spares = i > 0 && own_sacrifices && !m.sacrifice;
                    if spendable && !abilities.contains(&(m, spares)) {
                        abilities.push((m, spares));
                    }
                }
            }
            // One group per way the source can make mana (an ability, and the types its
            // triggered mana abilities choose), sharing the source when there are several.
            let ways: Vec<(crate::cards::Adds, crate::cards::ManaAbility, bool)> = abilities
                .into_iter()
                .flat_map(|(m, spares)| {
                    super::mana::with_produced(m.adds, extra, self.rules.produced_type_only)
                        .into_iter()
                        .map(move |adds| (adds, m, spares))
                })
                .collect();
            let shared = ways.len() > 1;
            for (adds, m, spares) in ways {
                let group = SourceGroup::new(adds, adds.amount(), ids.clone())
                    .spending(m.spend)
                    .sparing(spares);
                groups.push(match shared {
                    true => group.sharing(u16::try_from(class).unwrap_or(u16::MAX - 1)),
                    false => group,
                });
            }
        }
        let pool = g.players[p as usize].pool.as_deref().copied();
        Sources::new(
            groups,
            pool.unwrap_or_default(),
            purpose,
            self.rules.mana_restrictions_apply,
        )
    }

    /// All the mana `p` could make now for `purpose`: the sum over `mana_sources`, without
    /// grouping them (at most 20 from each of at most 32,767 cards: it fits), and at most the
    /// mana in their pool (all of it, an upper bound whatever its restrictions).
    pub fn mana_available(&self, g: &Game, p: PlayerId, purpose: Purpose) -> u32 {
        let pool = g.players[p as usize].pool.as_ref().map_or(0, |q| q.total());
        g.among(&self.table.mana_cards, Zone::Battlefield)
            .filter(|&c| self.usable_source(g, p, c, purpose))
            .map(|c| match self.table.grants_abilities {
                // CR 613.1f: the most any of its mana abilities makes.
                true => self
                    .mana_abilities(g, c)
                    .iter()
                    .map(|m| m.amount as u32)
                    .max()
                    .unwrap_or(0),
                false => self.ability_face(g, c).mana.map_or(0, |m| m.amount as u32),
            } + u32::from(
                // CR 605.1b: its triggered mana abilities' mana too.
                super::triggers::mana_triggers(self, g, p, c)
                    .min(super::mana::MAX_PRODUCED_TRIGGERS),
            ))
            .sum::<u32>()
            + pool
    }

    /// Whether `c` is an untapped permanent `p` controls that can tap for mana now (CR 605,
    /// 302.6: not a creature with summoning sickness, unless it has haste), for mana that may
    /// be spent on `purpose` (CR 106.6; the broken variant ignores restrictions).
    fn usable_source(&self, g: &Game, p: PlayerId, c: CardId, purpose: Purpose) -> bool {
        let o = g.obj(c);
        o.controller == p
            && !o.tapped
            && {
                let spendable = |m: &crate::cards::ManaAbility| {
                    m.spend == Spend::Any
                        || !self.rules.mana_restrictions_apply
                        || super::mana::may_spend(m.spend, purpose)
                };
                match self.table.grants_abilities {
                    // CR 613.1f: a mana ability a static ability grants it.
                    true => self.mana_abilities(g, c).iter().any(spendable),
                    false => self.ability_face(g, c).mana.as_ref().is_some_and(spendable),
                }
            }
            && !(o.sick && self.is_creature(g, c) && !self.has_haste(g, c))
            // CR 602.5, 605.1a: a mana ability is an activated ability a prohibition covers.
            && !self.activation_prohibited(g, c)
    }
}

impl Engine<'_> {
    /// The ways `player` can pay the cost of the resolving instruction a `PayMana` decision
    /// waits on (CR 605.3a: mana abilities activated now; restricted mana can't pay it, 106.6),
    /// and whether declining is allowed.
    /// With "{X}" in the cost (CR 107.3f), each X from 0 to the most the sources can make,
    /// each with its ways to pay (`Some(x)`).
    pub fn effect_payments(
        &self,
        g: &Game,
        d: &super::state::Decision,
    ) -> (Vec<(Option<u8>, Payment)>, bool) {
        let super::state::Decision::PayMana {
            player,
            item,
            frame,
            ..
        } = d
        else {
            return (Vec::new(), false);
        };
        let program = self.item_program(g, item);
        let Some(crate::cards::Op::Act(crate::cards::Effect::Pay {
            cost,
            life,
            optional,
            ..
        })) = program.ops.get(frame.pc as usize)
        else {
            return (Vec::new(), true);
        };
        // CR 119.4: life can be paid only by a player whose life total is at least that.
        if !self.may_pay_life(g, *player, *life) {
            return (Vec::new(), *optional);
        }
        let sources = self.mana_sources(g, *player, Purpose::Effect);
        if cost.x == 0 {
            let ways = self.payments(cost, &sources);
            return (ways.into_iter().map(|w| (None, w)).collect(), *optional);
        }
        // CR 107.3f, 107.1b: X is any value the player can pay, 0 included.
        let mut ways = Vec::new();
        for x in 0..=sources.available() {
            let paid = self.payments(&cost.with_x(x), &sources);
            ways.extend(paid.into_iter().map(|w| (Some(x), w)));
        }
        (ways, *optional)
    }

    /// Pays (`Some`: taps those sources) or declines what a `PayMana` decision asks, then
    /// resumes the resolution: "if you do" reads whether it was paid (CR 608.2c).
    /// `x`: the X chosen for a cost with "{X}" (CR 107.3f), which the later instructions read.
    pub fn pay_for_effect(&self, g: &mut Game, sources: Option<&Payment>, x: Option<u8>) {
        let Some(super::state::Decision::PayMana {
            player,
            item,
            mut frame,
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        if let Some(s) = sources {
            self.pay_mana(g, player, s);
            // CR 119.4: paying life is losing it.
            if let Some(crate::cards::Op::Act(crate::cards::Effect::Pay { life, .. })) =
                self.item_program(g, &item).ops.get(frame.pc as usize)
            {
                super::effects::lose_life(g, player, i16::from(*life));
            }
        }
        frame.did = sources.is_some();
        if sources.is_some() && x.is_some() {
            frame.paid_x = x;
        }
        frame.pc = frame.pc.saturating_add(1);
        self.run_program(g, item, frame);
    }
}

/// The optional additional costs a cast pays (CR 601.2b, 118.8): its kicker (702.33d) and
/// its buyback cost (702.27a). A cast "without paying its mana cost" may pay them too (118.9,
/// 601.2f).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Optional {
    pub kicked: bool,
    pub buyback: bool,
}

impl Optional {
    /// Neither paid.
    pub const NONE: Optional = Optional {
        kicked: false,
        buyback: false,
    };
}

/// `cost` with the optional additional costs paid: the face's kicker (CR 702.33d) and its
/// buyback cost (702.27a); `None` for a cost the face doesn't have.
fn with_optional_costs(
    cost: ManaCost,
    def: &crate::cards::CardDef,
    paid: Optional,
) -> Option<ManaCost> {
    let cost = match paid.kicked {
        true => cost.plus(def.kicker?),
        false => cost,
    };
    match paid.buyback {
        true => Some(cost.plus(def.buyback?)),
        false => Some(cost),
    }
}
