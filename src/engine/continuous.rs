//! Continuous effects from resolving spells and abilities (CR 611.2): "target creature gets
//! +3/+3 until end of turn", "gains flying until end of turn", "can't be blocked this turn",
//! "prevent all combat damage that would be dealt to and dealt by it this turn" (615). The
//! objects affected are locked in as the effect begins (611.2c): each is an entry of
//! `Game::continuous` (see `begin_effect` for why timestamp order, 613.7, need not be kept). "Until end of turn" and "this turn" end in
//! the cleanup step (514.2); an object that changes zones is a new object the effect does not
//! affect (400.7).

use crate::cards::{Duration, Grant};

use super::state::{CardId, Game, PlayerId};
use super::Engine;

/// One object's share of a continuous effect from a resolving spell or ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Continuous {
    pub affected: CardId,
    pub grant: Grant,
    pub until: Duration,
    /// The controller of the instruction that began it: whose next turn ends an effect
    /// "until your next turn" (CR 611.2b).
    pub controller: PlayerId,
}

impl Engine<'_> {
    /// A continuous effect begins for each of `objs` (CR 611.2c: these, and no others later).
    ///
    /// Effects on one object that last equally long are kept as one entry: what they do
    /// commutes (power and toughness changes add up in layer 7c, 613.4c; keywords, "can't be
    /// blocked" and prevention are had or not), so their timestamp order (613.7) changes
    /// nothing. An ability that can be activated again and again (Ith untapping itself) then
    /// leads back to states already seen, not to ever longer lists; changes saturate at ±127.
    pub fn begin_effect(
        &self,
        g: &mut Game,
        objs: &[CardId],
        grant: Grant,
        until: Duration,
        controller: PlayerId,
    ) {
        for &affected in objs {
            let same = g
                .continuous
                .iter_mut()
                .find(|e| e.affected == affected && e.until == until && e.controller == controller);
            match same {
                Some(e) => {
                    let had = &mut e.grant;
                    had.power = had.power.saturating_add(grant.power);
                    had.toughness = had.toughness.saturating_add(grant.toughness);
                    had.keywords.0 |= grant.keywords.0;
                    had.unblockable |= grant.unblockable;
                    had.cant_attack |= grant.cant_attack;
                    had.cant_block |= grant.cant_block;
                    had.skip_next_untap |= grant.skip_next_untap;
                    had.prevent_damage_to |= grant.prevent_damage_to;
                    had.prevent_damage_by |= grant.prevent_damage_by;
                    had.flashback |= grant.flashback;
                    had.cast_from_graveyard |= grant.cast_from_graveyard;
                    had.may_play |= grant.may_play;
                    had.exiled_if_it_leaves |= grant.exiled_if_it_leaves;
                    // A second control change keeps who had it before the first.
                    if grant.gain_control && !had.gain_control {
                        had.gain_control = true;
                        had.control_from = grant.control_from;
                    }
                    had.may_cast |= grant.may_cast;
                    had.add_types.0 |= grant.add_types.0;
                    had.add_subtypes = had.add_subtypes.union(grant.add_subtypes);
                    had.add_artifact_subtypes |= grant.add_artifact_subtypes;
                    // CR 702.122a: two crew abilities; the lesser N is the one worth having
                    // (`Engine::crew_n`).
                    if grant.crew > 0 && (had.crew == 0 || grant.crew < had.crew) {
                        had.crew = grant.crew;
                    }
                    // CR 613.7a: of two effects that set power and toughness (layer 7b), the
                    // later one, this one, wins.
                    if grant.set_pt.is_some() {
                        had.set_pt = grant.set_pt;
                    }
                    // CR 613.2a, 613.7a: of two copy effects (layer 1a), the later one wins.
                    if grant.copy.is_some() {
                        had.copy = grant.copy;
                    }
                }
                // Kept in object order: effects on different objects don't interact, so the
                // order they began in is no part of the state.
                None => {
                    let at = g.continuous.partition_point(|e| e.affected < affected);
                    g.continuous.insert(
                        at,
                        Continuous {
                            affected,
                            grant,
                            until,
                            controller,
                        },
                    );
                }
            }
        }
    }

    /// The grants of the continuous effects on `c`, oldest first (CR 613.7a).
    pub fn grants<'g>(&self, g: &'g Game, c: CardId) -> impl Iterator<Item = &'g Grant> + 'g {
        g.continuous
            .iter()
            .filter(move |e| e.affected == c && lasts(g, e))
            .map(|e| &e.grant)
    }

    /// CR 611.2b: effects "for as long as it has a [kind] counter on it" whose object has no
    /// such counter have ended (checked as counters are removed and with the state-based
    /// actions, so that an ended effect is no part of the state). Whether any ended.
    pub fn end_counter_effects(&self, g: &mut Game) -> bool {
        let ended: Vec<Continuous> = g
            .continuous
            .iter()
            .filter(|e| !lasts(g, e))
            .copied()
            .collect();
        if ended.is_empty() {
            return false;
        }
        self.return_control(g, |e| ended.contains(e));
        g.continuous.retain(|e| !ended.contains(e));
        true
    }

    /// CR 514.2: in the cleanup step, "until end of turn" and "this turn" effects end (unless
    /// the deliberately broken variant keeps them).
    pub fn end_turn_effects(&self, g: &mut Game) {
        if !g.continuous.is_empty() {
            self.return_control(g, |e| self.ends_in_cleanup(e.until));
            g.continuous.retain(|e| !self.ends_in_cleanup(e.until));
        }
        if self.rules.end_of_turn_effects_end {
            self.end_turn_delayed(g);
        }
    }

    /// CR 613.1b: as a control-changing effect ends, control of the object goes back to the
    /// player who had it before (the object came under their control anew: CR 302.6).
    pub fn return_control(&self, g: &mut Game, ends: impl Fn(&Continuous) -> bool) {
        let back: Vec<(CardId, PlayerId, PlayerId)> = g
            .continuous
            .iter()
            .filter(|e| e.grant.gain_control && ends(e))
            .filter_map(|e| Some((e.affected, e.controller, e.grant.control_from?)))
            .collect();
        for (c, now, before) in back {
            if g.obj(c).controller == now && now != before {
                let o = g.obj_mut(c);
                o.controller = before;
                o.sick = true;
                // CR 701.54a: another player gained control of a Ring-bearer.
                o.ring_bearer = false;
            }
        }
    }

    /// CR 613.1b, 302.6: `objs` come under `controller`'s control for the effect's duration
    /// ("gain control of target creature until end of turn"); each remembers who had it.
    pub fn gain_control(
        &self,
        g: &mut Game,
        objs: &[CardId],
        grant: Grant,
        until: Duration,
        controller: PlayerId,
    ) {
        for &c in objs {
            if g.obj(c).zone != super::state::Zone::Battlefield {
                continue;
            }
            let before = g.obj(c).controller;
            let grant = Grant {
                control_from: Some(before),
                ..grant
            };
            self.begin_effect(g, &[c], grant, until, controller);
            if before != controller {
                let owner = self.owner(c);
                let o = g.obj_mut(c);
                o.controller = controller;
                // CR 702.62a: its caster (its owner) lost control of it.
                if before == owner && self.rules.suspend_haste_until_control_lost {
                    if let Some(ci) = o.cast.as_mut() {
                        ci.control_lost = true;
                    }
                }
                // CR 302.6: it has not been under its new controller's control continuously
                // since their most recent turn began.
                o.sick = true;
                // CR 701.54a: a Ring-bearer stops being one when another player gains control.
                o.ring_bearer = false;
            }
        }
    }

    /// CR 701.12b, 613.1b: control of `a` and `b` is exchanged: if they are permanents
    /// controlled by different players, each player gains control of the one the other
    /// controlled, at once, by an effect that lasts indefinitely (611.2a: it ends only with
    /// the object, 400.7); otherwise (one player controls both, or one is gone) nothing happens
    /// (701.12a: no part of the exchange).
    pub fn exchange_control(&self, g: &mut Game, a: CardId, b: CardId) {
        let on_battlefield = |c: CardId| g.obj(c).zone == super::state::Zone::Battlefield;
        if a == b || !on_battlefield(a) || !on_battlefield(b) {
            return;
        }
        let (ca, cb) = (g.obj(a).controller, g.obj(b).controller);
        if ca == cb {
            return;
        }
        let grant = Grant {
            gain_control: true,
            ..Grant::default()
        };
        self.gain_control(g, &[a], grant, Duration::RestOfGame, cb);
        self.gain_control(g, &[b], grant, Duration::RestOfGame, ca);
    }

    /// CR 502.3: the permanents `active` controls that don't untap in this untap step: those an
    /// effect says don't untap during their controller's next untap step (the effect is used
    /// up now, 611.2) and those with "This creature doesn't untap during your untap step."
    /// Under the broken variant (`untap.doesnt-untap=untaps`) none.
    pub fn kept_tapped(&self, g: &mut Game, active: PlayerId) -> Vec<CardId> {
        let mut out = Vec::new();
        if g.continuous.iter().any(|e| e.grant.skip_next_untap) {
            let on_battlefield = |g: &Game, c: CardId| {
                let o = g.obj(c);
                o.zone == super::state::Zone::Battlefield && o.controller == active
            };
            let used: Vec<CardId> = g
                .continuous
                .iter()
                .filter(|e| e.grant.skip_next_untap && on_battlefield(g, e.affected))
                .map(|e| e.affected)
                .collect();
            for e in g.continuous.iter_mut() {
                if used.contains(&e.affected) {
                    e.grant.skip_next_untap = false;
                }
            }
            g.continuous.retain(|e| e.grant != Grant::default());
            out.extend(used);
        }
        if !self.no_statics(g) {
            let own: Vec<CardId> = self
                .statics_in_play(g)
                .filter(|(_, ctl, s)| {
                    *ctl == active && matches!(s, crate::cards::Static::DoesntUntap)
                })
                .map(|(src, _, _)| src)
                .collect();
            out.extend(own);
        }
        if !self.rules.untap_restrictions_apply {
            out.clear();
        }
        out
    }

    /// CR 400.7: `c` changed zones; the effects on the object it was no longer apply.
    pub fn forget_effects(&self, g: &mut Game, c: CardId) {
        if g.continuous.iter().any(|e| e.affected == c) {
            g.continuous.retain(|e| e.affected != c);
        }
    }

    /// CR 509.1b: an effect says this creature can't be blocked, or a static ability does: its own ("This creature can't be blocked.")
    /// or one naming creatures it matches (both read from the ability's controller's point of
    /// view; `static.cant=ignore` ignores them).
    pub fn unblockable(&self, g: &Game, c: CardId) -> bool {
        self.grants(g, c).any(|gr| gr.unblockable)
            || (self.rules.cant_effects_apply
                && !self.no_statics(g)
                && self.statics_in_play(g).any(|(src, ctl, s)| match s {
                    crate::cards::Static::CantBeBlocked(None) => src == c,
                    crate::cards::Static::CantBeBlocked(Some(f)) => self.matches(
                        g,
                        &super::select::Context::of_source(ctl, src),
                        None,
                        f,
                        c,
                        false,
                    ),
                    _ => false,
                }))
    }

    /// Whether prevention effects apply to damage now: not while an effect says "damage can't
    /// be prevented" (the broken variant ignores that, `damage.cant-be-prevented`).
    pub fn damage_can_be_prevented(&self, g: &Game) -> bool {
        !self.rules.cant_prevent_honoured
            || self.no_statics(g)
            || !self
                .statics_in_play(g)
                .any(|(_, _, s)| matches!(s, crate::cards::Static::DamageCantBePrevented { .. }))
    }

    /// Whether all damage `source` would deal to the permanent `recipient` is prevented (CR
    /// 615.1a), by its protection (702.16e) or by an effect that prevents the damage sources
    /// of a name deal to permanents its controller controls ("prevent all damage that planes
    /// named Mount Keralia would deal this game to permanents you control"); not while damage
    /// can't be prevented (615.12), nor in the deliberately broken variant
    /// (`damage.prevention=ignore`) for the latter.
    pub fn protection_prevents(&self, g: &Game, recipient: CardId, source: CardId) -> bool {
        (self.protected_from(g, recipient, source) || self.shield_prevents(g, recipient, source))
            && self.damage_can_be_prevented(g)
    }

    /// CR 615.1a: an effect "prevent all damage that [sources named N] would deal to
    /// [permanents you control]" covers this damage.
    fn shield_prevents(&self, g: &Game, recipient: CardId, source: CardId) -> bool {
        if !self.rules.prevention_applies || self.no_statics(g) {
            return false;
        }
        self.statics_in_play(g).any(|(src, ctl, s)| match s {
            crate::cards::Static::PreventDamageFrom {
                source_name, to, ..
            } => {
                // CR 201.2: the source's name now (a plane planeswalked away from deals its
                // damage from the planar deck, with its card's name).
                self.face(g, source).name.eq_ignore_ascii_case(source_name)
                    && self.matches(
                        g,
                        &super::select::Context::of_source(ctl, src),
                        None,
                        to,
                        recipient,
                        false,
                    )
            }
            _ => false,
        })
    }

    /// CR 615.1a: combat damage `source` would deal to `recipient` (a creature, or `None` for
    /// a player) is prevented (unless the deliberately broken variant ignores prevention).
    pub fn combat_damage_prevented(
        &self,
        g: &Game,
        source: CardId,
        recipient: Option<CardId>,
    ) -> bool {
        self.rules.prevention_applies
            && self.damage_can_be_prevented(g)
            && (self.grants(g, source).any(|gr| gr.prevent_damage_by)
                || recipient.is_some_and(|r| self.grants(g, r).any(|gr| gr.prevent_damage_to))
                || self.all_combat_damage_prevented(g)
                || self.combat_damage_by_prevented(g, source))
    }

    /// CR 615.1a: "Prevent all combat damage that would be dealt by [creatures]." covers
    /// `source` now (the broken variant `prevention.class=ignored` prevents none).
    fn combat_damage_by_prevented(&self, g: &Game, source: CardId) -> bool {
        self.rules.prevention_by_class
            && !self.no_statics(g)
            && self.statics_in_play(g).any(|(src, ctl, s)| match s {
                crate::cards::Static::PreventCombatDamageBy(what) => {
                    let cx = super::select::Context::of_source(ctl, src);
                    self.matches(g, &cx, None, what, source, false)
                }
                _ => false,
            })
    }

    /// CR 615.1a: "Prevent all combat damage that would be dealt this turn." holds now.
    fn all_combat_damage_prevented(&self, g: &Game) -> bool {
        !self.no_statics(g)
            && self
                .statics_in_play(g)
                .any(|(_, _, s)| matches!(s, crate::cards::Static::PreventAllCombatDamage { .. }))
    }
}

/// Whether an effect "for as long as it has a [kind] counter on it" still lasts (CR 611.2b);
/// every other effect lasts until its end is reached.
fn lasts(g: &Game, e: &Continuous) -> bool {
    match e.until {
        Duration::WhileItHasCounter(kind) => {
            super::select::counters_of(g.obj(e.affected), kind) > 0
        }
        _ => true,
    }
}
