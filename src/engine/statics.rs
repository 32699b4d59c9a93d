//! Static abilities in play (CR 604), evaluated from their parts (`cards::statics`): cost
//! changes (601.2f), prohibitions (101.2, 601.3, 602.5, 508.1c, 509.1b), permissions (601.3b,
//! 702.170f) and rule changes (402.2, 614.1b).

use crate::cards::{
    CardDef, CastFrom, CostChange, Filter, Paid, Relation, Static, Status, TurnAct,
};

use super::mana::ManaCost;
use super::select::Context;
use super::state::{CardId, Game, PlayerId, Zone};
use super::Engine;

/// Whether a static ability controlled by `controller` that names `who` covers player `p`
/// (CR 109.5: "you" is its controller).
pub(super) fn covers(who: Option<Relation>, controller: PlayerId, p: PlayerId) -> bool {
    match who {
        None => true,
        Some(Relation::You) => p == controller,
        Some(Relation::Opponent) => p != controller,
    }
}

/// Whether a spell with characteristics `def` has the qualities `f` names (CR 601.3a: a
/// spell's qualities; where it is and who controls it are said apart).
pub fn spell_is(def: &CardDef, f: &Filter) -> bool {
    (f.types.0 == 0 || def.types.0 & f.types.0 != 0)
        && (!f.every_type || def.types.0 & f.types.0 == f.types.0)
        && def.types.0 & f.not_types.0 == 0
        && (!f.legendary || def.legendary)
        && (!f.status.has(Status::NONLEGENDARY) || !def.legendary)
        && (!f.basic || def.basic)
        && (!f.nonbasic || !def.basic)
        // CR 105.4: two or more colours.
        && (!f.multicolored || def.color_count() >= 2)
        && (f.subtypes.is_empty()
            || f.subtypes
                .iter()
                .any(|s| def.subtypes.iter().any(|t| t.eq_ignore_ascii_case(s))))
        && !f
            .not_subtypes
            .iter()
            .any(|s| def.subtypes.iter().any(|t| t.eq_ignore_ascii_case(s)))
        && f.mana_value
            .is_none_or(|m| m.holds(def.mana_value() as i16))
        // CR 107.3: "with {X} in its mana cost" reads the symbols, not the mana value.
        && (!f.status.has(Status::X_IN_MANA_COST) || def.has_x())
}

impl Engine<'_> {
    /// Every static ability in play with its source and controller: the permanents' (CR
    /// 604.1) and the face-up planes' and phenomena's (CR 901.7; their controller is the
    /// planar controller, 901.6).
    pub fn statics_in_play<'g>(
        &'g self,
        g: &'g Game,
    ) -> impl Iterator<Item = (CardId, PlayerId, &'g Static)> + 'g {
        let permanents = g
            .among(&self.table.with_statics, Zone::Battlefield)
            .flat_map(move |c| {
                let (face, p) = (self.ability_face(g, c), g.obj(c).controller);
                face.statics
                    .iter()
                    .enumerate()
                    // CR 716.2a: a Class's level abilities, from their level on.
                    .filter(move |&(i, _)| self.static_works(g, c, face, i))
                    .map(move |(_, s)| (c, p, s))
            });
        let planar = g.planar_controller.unwrap_or(g.active);
        let planes = g
            .face_up
            .iter()
            .flat_map(move |&c| self.def(c).statics.iter().map(move |s| (c, planar, s)));
        permanents
            .chain(planes)
            // CR 611.2: rules changed for a duration by resolving spells and abilities.
            .chain(self.temporary_statics(g))
    }

    /// No static ability can apply: no card of the table has one on a face, no plane or
    /// phenomenon is face up, and no rule was changed for a duration (the three sources of
    /// `statics_in_play`). The queries below then answer at once.
    pub fn no_statics(&self, g: &Game) -> bool {
        self.table.with_statics.is_empty() && g.face_up.is_empty() && g.temporary.is_empty()
    }

    /// `base` after the cost changes that apply to what `payer` pays (CR 601.2f): every
    /// increase first (unless `increases` is false), then every reduction, each by generic
    /// mana only (118.7a) and never below its floor. `applies` says whether a change's `paid`
    /// covers this payment, given the change's source and controller.
    pub fn changed_cost(
        &self,
        g: &Game,
        payer: PlayerId,
        from: Zone,
        base: ManaCost,
        increases: bool,
        applies: impl Fn(&Paid, CardId, PlayerId) -> bool,
    ) -> ManaCost {
        if self.no_statics(g) {
            return base;
        }
        let changes: Vec<&CostChange> = self
            .statics_in_play(g)
            .filter_map(|(src, ctl, s)| match s {
                Static::Cost(c)
                    if covers(c.payer, ctl, payer)
                        && (c.from.is_empty() || c.from.contains(&from))
                        && applies(&c.paid, src, ctl) =>
                {
                    Some(c)
                }
                _ => None,
            })
            .collect();
        let mut cost = base;
        if increases {
            for c in changes.iter().filter(|c| c.more) {
                cost = cost.increase(c.amount);
            }
        }
        for c in changes.iter().filter(|c| !c.more) {
            // "This effect can't reduce the mana in that cost to less than one mana."
            let room = cost.total().saturating_sub(c.floor as u32);
            let n = (c.amount as u32).min(room) as u8;
            cost = self.reduce(cost, n);
        }
        cost
    }

    /// The generic mana spell `card` (face `def`) adds to and takes from its own cost, "This
    /// spell costs {1} less to cast for each ..." (CR 601.2f), counted from `caster`'s point
    /// of view: (increase, reduction), each saturating at 255.
    pub fn own_cost_change(
        &self,
        g: &Game,
        caster: PlayerId,
        card: CardId,
        def: &CardDef,
    ) -> (u8, u8) {
        let cx = Context::of_source(caster, card);
        let frame = crate::engine::state::Frame::default();
        def.statics
            .iter()
            .fold((0u8, 0u8), |(more, less), s| match s {
                Static::OwnCost {
                    more: up,
                    per,
                    amount,
                } => {
                    let n = self.amount(g, &cx, &frame, amount).saturating_mul(*per);
                    match up {
                        true => (more.saturating_add(n), less),
                        false => (more, less.saturating_add(n)),
                    }
                }
                _ => (more, less),
            })
    }

    /// The total mana cost of activating `card`'s ability `index` for `p` (CR 602.2b applies
    /// 601.2f): its activation cost with the cost changes to that permanent's abilities.
    pub fn ability_cost(&self, g: &Game, p: PlayerId, card: CardId, index: u8) -> ManaCost {
        let mut base = self.activation_cost(Some(g), card, index);
        // CR 107.4e: the broken variant pays a hybrid symbol with mana of any type.
        if !self.rules.hybrid_halves_only {
            base = base.hybrid_as_generic();
        }
        if !self.rules.ability_cost_changes_apply {
            return base;
        }
        let zone = g.obj(card).zone;
        self.changed_cost(g, p, zone, base, true, |paid, src, ctl| match paid {
            Paid::Activated(f) => {
                self.matches(g, &Context::of_source(ctl, src), None, f, card, false)
            }
            Paid::AllActivated => true,
            _ => false,
        })
    }

    /// The cost of suspending `card` (CR 702.62a) with the changes to "suspending cards".
    pub fn suspend_cost(&self, g: &Game, p: PlayerId, card: CardId, base: ManaCost) -> ManaCost {
        let zone = g.obj(card).zone;
        self.changed_cost(g, p, zone, base, true, |paid, _, _| *paid == Paid::Suspend)
    }

    /// Whether a static ability in play prohibits `caster` from casting `card` (CR 101.2,
    /// 601.3): "[spells] can't be cast", "your opponents can't cast ...", "spells with the
    /// chosen name can't be cast" (the name its source's controller chose as it entered),
    /// "... can't cast spells from anywhere other than their hands". `card` is where it would
    /// be cast from: a spell is cast from the zone its card moves to the stack from (CR
    /// 601.2a), so a plotted, suspended, foretold or adventuring card is cast from exile
    /// (702.170d, 702.62a, 702.143a, 715.3d) and a flashback card from a graveyard (702.34a).
    pub fn cast_prohibited(&self, g: &Game, caster: PlayerId, card: CardId) -> bool {
        if !self.rules.cant_effects_apply || self.no_statics(g) {
            return false;
        }
        let def_id = self.table.cards[card as usize].def;
        let def = self.def(card);
        let zone = g.obj(card).zone;
        self.statics_in_play(g).any(|(src, ctl, s)| match s {
            Static::CantCast {
                what,
                who,
                named,
                from,
            } => {
                covers(*who, ctl, caster)
                    && (!named || g.obj(src).named == Some(def_id))
                    && spell_is(def, what)
                    // The broken variant `prohibition.cast-from=unread`: a prohibition that
                    // names zones never applies.
                    && match from {
                        CastFrom::Anywhere => true,
                        _ => self.rules.cast_from_zone_read && from.covers(zone),
                    }
            }
            Static::CantAfter {
                did,
                cant: TurnAct::CastSpell,
            } => ctl == caster && self.did_this_turn(g, caster, *did),
            // CR 205.2a: a card type the spell and a library's top card both have (the broken
            // variant `prohibition.top-card=ignored`: none).
            Static::CantCastSharingTypeWithTopOfLibrary => {
                self.rules.top_card_type_prohibits
                    && g.players.iter().any(|pl| {
                        !pl.lost
                            && pl
                                .library
                                .front()
                                .is_some_and(|&top| self.def(top).types.0 & def.types.0 != 0)
                    })
            }
            _ => false,
        })
    }

    /// Whether player `p` did `act` this turn (CR 601.2i: cast a spell; 508.1a: attacked with
    /// creatures), as a static ability "If you [did] this turn, ..." reads it. Always false
    /// under the broken variant `restriction.turn-history=ignored`.
    pub fn did_this_turn(&self, g: &Game, p: PlayerId, act: TurnAct) -> bool {
        let pl = &g.players[p as usize];
        self.rules.turn_history_read
            && match act {
                TurnAct::CastSpell => pl.spells_cast > 0,
                TurnAct::AttackWithCreatures => pl.attacked_with_creatures,
            }
    }

    /// Whether `card`'s activated abilities can't be activated (CR 602.5).
    pub fn activation_prohibited(&self, g: &Game, card: CardId) -> bool {
        if !self.rules.cant_effects_apply || self.no_statics(g) {
            return false;
        }
        self.statics_in_play(g).any(|(src, ctl, s)| match s {
            Static::CantActivate { of } => {
                self.matches(g, &Context::of_source(ctl, src), None, of, card, false)
            }
            _ => false,
        })
    }

    /// Whether player `p` can't activate loyalty abilities (CR 602.5, 606.3: "Your opponents
    /// can't activate planeswalkers' loyalty abilities this turn").
    pub fn loyalty_activation_prohibited(&self, g: &Game, p: PlayerId) -> bool {
        if !self.rules.cant_effects_apply || self.no_statics(g) {
            return false;
        }
        self.statics_in_play(g).any(|(_, ctl, s)| match s {
            Static::CantActivateLoyalty(who) => covers(*who, ctl, p),
            _ => false,
        })
    }

    /// Whether `card`'s activated abilities other than mana abilities can't be activated (CR
    /// 602.5): "activated abilities of sources with the chosen name can't be activated unless
    /// they're mana abilities" (the name its source's controller chose as it entered, 607.1).
    pub fn nonmana_activation_prohibited(&self, g: &Game, card: CardId) -> bool {
        if self.no_statics(g) {
            return false;
        }
        if !self.rules.cant_effects_apply {
            return false;
        }
        // CR 707.2: a copy has the copied card's name.
        let def_id = match self.copy_effect(g, card) {
            Some(c) if !c.face_down => c.def,
            _ => self.table.cards[card as usize].def,
        };
        self.statics_in_play(g).any(|(src, _, s)| {
            matches!(s, Static::CantActivateNamed) && g.obj(src).named == Some(def_id)
        })
    }

    /// `cost` under the floors of the spell cost statics in play (CR 601.2f: "each spell that
    /// would cost less than three mana to cast costs three mana"): generic mana is added up to
    /// the highest floor. A floor that reads "as long as this is untapped" needs its source
    /// untapped.
    pub fn spell_cost_floor(&self, g: &Game, cost: ManaCost) -> ManaCost {
        if self.no_statics(g) {
            return cost;
        }
        let floor = self
            .statics_in_play(g)
            .filter_map(|(src, _, s)| match s {
                Static::SpellCostFloor {
                    amount,
                    while_untapped,
                } if !(*while_untapped && g.obj(src).tapped) => Some(*amount),
                _ => None,
            })
            .max()
            .unwrap_or(0) as u32;
        let short = floor.saturating_sub(cost.total());
        cost.increase(short.min(u8::MAX as u32) as u8)
    }

    /// Whether a restriction keeps creature `c` from attacking (`attack`) or from blocking
    /// (CR 508.1c, 509.1b).
    pub fn combat_restricted(&self, g: &Game, c: CardId, attack: bool) -> bool {
        // CR 611.2a: "Target creature can't block this turn." / "can't attack or block until
        // your next turn": an effect from a resolving spell or ability, for its duration (the
        // broken variant `restriction.granted=ignored` ignores it).
        if self.rules.granted_restrictions_apply
            && !g.continuous.is_empty()
            && self.grants(g, c).any(|gr| match attack {
                true => gr.cant_attack,
                false => gr.cant_block,
            })
        {
            return true;
        }
        if !self.rules.cant_effects_apply || self.no_statics(g) {
            return false;
        }
        self.statics_in_play(g).any(|(src, ctl, s)| match s {
            Static::CantCombat {
                what,
                attack: a,
                block: b,
            } => {
                (if attack { *a } else { *b })
                    && self.matches(g, &Context::of_source(ctl, src), None, what, c, false)
            }
            // "If you cast a spell this turn, you can't attack with creatures." (CR 508.1c)
            Static::CantAfter {
                did,
                cant: TurnAct::AttackWithCreatures,
            } => {
                let p = g.obj(c).controller;
                attack && ctl == p && self.did_this_turn(g, p, *did)
            }
            _ => false,
        })
    }

    /// How many requirements say creature `c` attacks if able (CR 508.1d): each ability that
    /// names it is a requirement of its own. None under the broken variant
    /// (`combat.attack-requirements`).
    pub fn attack_requirements(&self, g: &Game, c: CardId) -> usize {
        if !self.rules.attack_requirements_obeyed || self.no_statics(g) {
            return 0;
        }
        self.statics_in_play(g)
            .filter(|(src, ctl, s)| match s {
                Static::AttacksIfAble { what: None, .. } => *src == c,
                Static::AttacksIfAble {
                    what: Some(what), ..
                } => self.matches(g, &Context::of_source(*ctl, *src), None, what, c, false),
                _ => false,
            })
            .count()
    }

    /// Whether creature `c` has "This creature can't attack alone." (CR 506.5).
    pub fn cant_attack_alone(&self, g: &Game, c: CardId) -> bool {
        if self.no_statics(g) {
            return false;
        }
        self.rules.cant_effects_apply
            && self
                .statics_in_play(g)
                .any(|(src, _, s)| src == c && matches!(s, Static::CantAttackAlone))
    }

    /// Whether `p` may cast `card` as though it had flash by a static ability that lets them
    /// (CR 601.3b).
    pub fn flash_granted(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        !self.no_statics(g) && self.flash_granted_to(g, p, self.def(card))
    }

    /// Whether a static ability lets `p` cast a spell with characteristics `def` as though it
    /// had flash (CR 601.3b).
    pub fn flash_granted_to(&self, g: &Game, p: PlayerId, def: &CardDef) -> bool {
        self.statics_in_play(g).any(|(_, ctl, s)| match s {
            Static::Flash { what, who } => covers(*who, ctl, p) && spell_is(def, what),
            _ => false,
        })
    }

    /// Whether `p` may plot `card` from the top of their library (CR 702.170f), and whether the
    /// top card of their library has plot with its mana cost as the plot cost (113.3).
    pub fn plot_from_top(&self, g: &Game, p: PlayerId, card: CardId) -> (bool, bool) {
        if self.no_statics(g) {
            return (false, false);
        }
        let def = self.def(card);
        let mut may = false;
        let mut has = false;
        for (_, ctl, s) in self.statics_in_play(g) {
            match s {
                Static::PlotFromTop(f) if ctl == p && spell_is(def, f) => may = true,
                Static::TopCardHasPlot if ctl == p => has = true,
                _ => {}
            }
        }
        (may, has)
    }

    /// Whether `p` may cast `card` from their hand without paying its mana cost (CR 118.9).
    pub fn free_from_hand(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        if self.no_statics(g) {
            return false;
        }
        let def = self.def(card);
        self.statics_in_play(g).any(|(_, ctl, s)| match s {
            Static::FreeFromHand(f) => ctl == p && spell_is(def, f),
            _ => false,
        })
    }

    /// Whether `p` may cast their next spell without paying its mana cost because it would be
    /// the first they cast during their own turn (CR 118.9, 601.2i; Weftwalking).
    pub fn first_spell_free(&self, g: &Game, p: PlayerId) -> bool {
        !self.no_statics(g)
            && g.active == p
            && g.players[p as usize].spells_cast == 0
            && self
                .statics_in_play(g)
                .any(|(_, _, s)| matches!(s, Static::FirstSpellEachTurnFree))
    }

    /// How many additional lands `p` may play this turn (CR 305.2a): the sum of every effect's.
    pub fn additional_land_plays(&self, g: &Game, p: PlayerId) -> u8 {
        if self.no_statics(g) || !self.rules.additional_lands_counted {
            return 0;
        }
        self.statics_in_play(g)
            .map(|(_, ctl, s)| match s {
                Static::AdditionalLands { who, count } if covers(*who, ctl, p) => *count,
                _ => 0,
            })
            .fold(0, u8::saturating_add)
    }

    /// Whether `p` has no maximum hand size (CR 402.2).
    pub fn no_maximum_hand_size(&self, g: &Game, p: PlayerId) -> bool {
        if self.no_statics(g) {
            return false;
        }
        self.statics_in_play(g)
            .any(|(_, ctl, s)| matches!(s, Static::NoMaximumHandSize(who) if covers(*who, ctl, p)))
    }

    /// Where a card owned by `owner` goes instead of a graveyard (CR 614.1a: "exile it
    /// instead"), if a replacement applies (the broken variant ignores it,
    /// `replacement.graveyard-exile`).
    pub fn graveyard_replaced(&self, g: &Game, owner: PlayerId) -> bool {
        if self.no_statics(g) {
            return false;
        }
        self.rules.graveyard_exile_applies && self.statics_in_play(g).any(|(_, ctl, s)| {
            matches!(s, Static::GraveyardToExile { owner: whose } if covers(*whose, ctl, owner))
        })
    }

    /// The damage `source` deals when it would deal `n` (CR 614.1a: "it deals double that
    /// damage instead"; several such effects multiply, in whatever order, 616.1). The broken
    /// variant (`damage.multiplied=ignored`) leaves it as it was.
    pub fn damage_dealt(&self, g: &Game, source: CardId, n: i16) -> i16 {
        if n <= 0 || !self.rules.damage_multiplied || self.no_statics(g) {
            return n;
        }
        // A face-up plane's controller is the planar controller (CR 901.6).
        let source_controller = match g.face_up.contains(&source) {
            true => g.planar_controller.unwrap_or(g.active),
            false => g.obj(source).controller,
        };
        self.statics_in_play(g).fold(n, |n, (_, ctl, s)| match s {
            Static::DamageMultiplied { by_you, factor } if !by_you || source_controller == ctl => {
                n.saturating_mul(i16::from(*factor))
            }
            _ => n,
        })
    }

    /// How many tokens an effect creates for `you` when it would create `n` (CR 614.1a: "it
    /// creates twice that many of those tokens instead", of the controller's or of everyone's;
    /// several multiply, 616.1: the order the affected player chooses gives the same number).
    /// Saturates at 255. The broken variant (`tokens.doubled=ignored`) leaves it as it was.
    pub fn tokens_created(&self, g: &Game, you: PlayerId, n: u8) -> u8 {
        if n == 0 || !self.rules.tokens_doubled || self.no_statics(g) {
            return n;
        }
        self.statics_in_play(g).fold(n, |n, (_, ctl, s)| match s {
            Static::TokensMultiplied { yours, factor } if !yours || ctl == you => {
                n.saturating_mul(*factor)
            }
            _ => n,
        })
    }

    /// How many counters an effect puts on a permanent controlled by `controller` (or on the
    /// player `controller`, `on_player`) when it would put `n` (CR 614.1a, 122.6: "it puts
    /// twice that many of those counters on that permanent instead"; several multiply,
    /// 616.1). Saturates at 255. The broken variant (`counters.doubled=ignored`) leaves it as
    /// it was.
    pub fn counters_multiplied(
        &self,
        g: &Game,
        controller: PlayerId,
        on_player: bool,
        n: u8,
    ) -> u8 {
        if n == 0 || !self.rules.counters_doubled || self.no_statics(g) {
            return n;
        }
        self.statics_in_play(g).fold(n, |n, (_, ctl, s)| match s {
            Static::CountersMultiplied {
                yours,
                players,
                factor,
            } if (!yours || ctl == controller) && (!on_player || *players) => {
                n.saturating_mul(*factor)
            }
            _ => n,
        })
    }

    /// Whether `p` skips their untap step (CR 614.1b, 614.10).
    pub fn skips_untap(&self, g: &Game, p: PlayerId) -> bool {
        if self.no_statics(g) {
            return false;
        }
        self.statics_in_play(g)
            .any(|(_, ctl, s)| matches!(s, Static::SkipUntap(who) if covers(*who, ctl, p)))
    }

    /// "No more than one creature can attack / block each combat." (CR 508.1c, 509.1b): the
    /// fewest such a static allows, if any does (the broken variant `static.cant=ignore`
    /// ignores it).
    pub fn max_in_combat(&self, g: &Game, attack: bool) -> Option<usize> {
        if self.no_statics(g) || !self.rules.cant_effects_apply {
            return None;
        }
        self.statics_in_play(g)
            .filter_map(|(_, _, s)| match (s, attack) {
                (Static::MaxAttackers(n), true) | (Static::MaxBlockers(n), false) => {
                    Some(*n as usize)
                }
                _ => None,
            })
            .min()
    }

    /// "If a creature you control would untap during your untap step, put two +1/+1 counters
    /// on it instead." (CR 614.1a): the counters `c` gets instead of untapping in its
    /// controller's untap step, if such a static of that player's applies to it.
    pub fn untap_step_counters(
        &self,
        g: &Game,
        c: CardId,
    ) -> Option<(crate::cards::CounterKind, u8)> {
        if self.no_statics(g) {
            return None;
        }
        let controller = g.obj(c).controller;
        self.statics_in_play(g).find_map(|(src, ctl, s)| match s {
            Static::UntapStepCounters { what, kind, n }
                if ctl == controller
                    && self.matches(g, &Context::of_source(ctl, src), None, what, c, false) =>
            {
                Some((*kind, *n))
            }
            _ => None,
        })
    }

    /// The combat damage creature `c` assigns (CR 510.1a): its power, or its toughness while
    /// a static ability "[creatures] assign combat damage equal to [their] toughness rather
    /// than [their] power" covers it (the broken variant `combat.toughness-damage=power`: its
    /// power regardless). Never below 0.
    pub fn combat_damage_amount(&self, g: &Game, c: CardId) -> i16 {
        let by_toughness = self.rules.toughness_damage
            && !self.no_statics(g)
            && self.statics_in_play(g).any(|(src, ctl, s)| match s {
                Static::AssignsDamageByToughness(what) => {
                    self.matches(g, &Context::of_source(ctl, src), None, what, c, false)
                }
                _ => false,
            });
        match by_toughness {
            true => self.toughness(g, c).max(0),
            false => self.power(g, c).max(0),
        }
    }

    /// Whether player `p` can't lose the game now (CR 104.3: "You can't lose the game"), so a
    /// state-based action doesn't make them (704.5a-c). Never under the broken variant
    /// `game.cant-lose=ignored`.
    pub fn cant_lose(&self, g: &Game, p: PlayerId) -> bool {
        self.rules.cant_lose_applies
            && !self.no_statics(g)
            && self.statics_in_play(g).any(|(_, ctl, s)| match s {
                Static::CantLoseGame { who, .. } => covers(*who, ctl, p),
                _ => false,
            })
    }

    /// "All permanents untap during each player's untap step." (CR 502.3).
    pub fn all_permanents_untap(&self, g: &Game) -> bool {
        !self.no_statics(g)
            && self
                .statics_in_play(g)
                .any(|(_, _, s)| matches!(s, Static::AllPermanentsUntap))
    }
}
