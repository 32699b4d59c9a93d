//! Targets (CR 115): which objects and players a spell or ability may target, checked when it
//! is put on the stack (601.2c, 603.3d) and again as it resolves (608.2b).

use crate::cards::{TargetSpec, Types};

use super::budget::Cut;
use super::select::Context;
use super::state::{
    AbilityKind, AbilityRef, CardId, Decision, Game, PlayerId, StackItem, Target, Zone,
};
use super::Engine;

impl Engine<'_> {
    /// The legal targets of that kind for an ability of `source` (which, unlike a spell, may
    /// target its own source, CR 115.5): none with protection from a quality of the source
    /// (702.16b).
    pub fn ability_targets(
        &self,
        g: &Game,
        spec: &TargetSpec,
        source: CardId,
        you: PlayerId,
    ) -> Vec<Target> {
        let legal = self.legal_targets(g, spec, None, you);
        self.ability_may_target_all(g, spec, source, legal)
    }

    /// Of `legal`, the targets an ability of `source` may have: none with protection from it
    /// (CR 702.16b); "another target creature", "target other creature": not the ability's
    /// source (an ability may otherwise target its own source, CR 115.5 being about spells).
    fn ability_may_target_all(
        &self,
        g: &Game,
        spec: &TargetSpec,
        source: CardId,
        mut legal: Vec<Target>,
    ) -> Vec<Target> {
        legal.retain(|&t| self.ability_may_target(g, source, t));
        if says_other(spec) {
            legal.retain(|&t| t != Target::Object(source));
        }
        legal
    }

    /// `ability_targets`, each interchangeable card apart (a choice of several targets may
    /// tell them apart: "another target creature").
    pub fn every_ability_target(
        &self,
        g: &Game,
        spec: &TargetSpec,
        source: CardId,
        you: PlayerId,
    ) -> Vec<Target> {
        let legal = self.every_legal_target(g, spec, None, you);
        self.ability_may_target_all(g, spec, source, legal)
    }

    /// CR 702.16b: an ability can't target an object with protection from its source.
    pub fn ability_may_target(&self, g: &Game, source: CardId, t: Target) -> bool {
        match t {
            Target::Object(c) => !self.protected_from(g, c, source),
            Target::Player(_) | Target::Ability { .. } => true,
            Target::Gone(_) => false,
        }
    }

    /// Whether `t` is a legal target of that kind now, for a spell or ability controlled by
    /// `you`. A spell can't target itself (CR 115.5). `loose` skips power and toughness.
    pub fn target_legal(
        &self,
        g: &Game,
        spec: &TargetSpec,
        t: Target,
        this: Option<CardId>,
        you: PlayerId,
        loose: bool,
    ) -> bool {
        if let TargetSpec::UpToOne(inner)
        | TargetSpec::SameWord(inner)
        | TargetSpec::Second { spec: inner, .. }
        | TargetSpec::OtherOwner { spec: inner, .. } = spec
        {
            // CR 115.1d: a chosen target of "up to one target ..." is a target like any other
            // (what the second target of "two target ..." is to the first is `second_fits`).
            return self.target_legal(g, inner, t, this, you, loose);
        }
        if let TargetSpec::PlayerOr(player, object) = spec {
            // CR 115.4: either kind of target.
            return self.target_legal(g, player, t, this, you, loose)
                || self.target_legal(g, object, t, this, you, loose);
        }
        match t {
            Target::Player(p) => {
                let kind = match spec {
                    TargetSpec::Any | TargetSpec::Player => true,
                    // CR 102.3: an opponent of the spell's or ability's controller.
                    TargetSpec::Opponent => p != you,
                    _ => false,
                };
                // CR 702.11c, 702.18a: a player with hexproof or shroud.
                kind && g.in_game(p) && self.player_may_be_targeted_by(g, p, you)
            }
            Target::Object(c) => {
                if Some(c) == this {
                    return false;
                }
                // CR 702.16c: not by a spell or ability whose source it has protection from.
                if this.is_some_and(|s| self.protected_from(g, c, s)) {
                    return false;
                }
                // CR 702.18a: shroud, no spell or ability; CR 702.11a-b: hexproof, none an
                // opponent of its controller controls (115.1: whoever controls the spell or
                // ability checks it, as it is put on the stack and as it resolves, 608.2b).
                if !self.may_be_targeted_by(g, c, you) {
                    return false;
                }
                match spec {
                    TargetSpec::Any => g.obj(c).zone == Zone::Battlefield && self.is_creature(g, c),
                    TargetSpec::Player
                    | TargetSpec::Opponent
                    | TargetSpec::Ability { .. }
                    | TargetSpec::UpToOne(_)
                    | TargetSpec::SameWord(_)
                    | TargetSpec::OtherOwner { .. }
                    | TargetSpec::Second { .. }
                    | TargetSpec::PlayerOr(..) => false,
                    TargetSpec::Object(f) => self.object_target(g, f, c, this, you, loose),
                    TargetSpec::Either(f, h) => {
                        self.object_target(g, f, c, this, you, loose)
                            || self.object_target(g, h, c, this, you, loose)
                    }
                }
            }
            Target::Ability { ability, nth } => match spec {
                TargetSpec::Ability {
                    activated,
                    triggered,
                } => {
                    let is_activated = matches!(
                        ability.kind,
                        AbilityKind::Activated(_) | AbilityKind::ActivatedExiled(..)
                    );
                    (if is_activated { *activated } else { *triggered })
                        && stack_ability(g, ability, nth).is_some()
                }
                _ => false,
            },
            // CR 400.7, 608.2b: the object targeted changed zones since.
            Target::Gone(_) => false,
        }
    }

    /// Whether `t` may be the second target of "two target ..." after `first` (CR 115.3: a
    /// different object; `sharing`: with a card type in common now, 205.2a). Other kinds of
    /// target have nothing to fit.
    pub fn second_fits(&self, g: &Game, spec: &TargetSpec, first: Target, t: Target) -> bool {
        let TargetSpec::Second { sharing, .. } = spec else {
            return true;
        };
        if t == first {
            return false;
        }
        match (first, t) {
            (Target::Object(a), Target::Object(b)) if *sharing => {
                self.types(g, a).0 & self.types(g, b).0 != 0
            }
            _ => true,
        }
    }

    /// Whether object `c` matches a target filter (`target_legal`).
    fn object_target(
        &self,
        g: &Game,
        f: &crate::cards::Filter,
        c: CardId,
        this: Option<CardId>,
        you: PlayerId,
        loose: bool,
    ) -> bool {
        // CR 111.1: a spell is a card on the stack (not an ability).
        let spell_ok = f.zone != Some(Zone::Stack)
            || g.stack
                .iter()
                .any(|s| matches!(s, StackItem::Spell { card, .. } if *card == c));
        let cx = Context::of_source(you, this.unwrap_or(CardId::MAX));
        spell_ok && self.matches(g, &cx, None, f, c, loose)
    }

    /// Whether a target other than `this` might exist: a quick filter before a spell is moved
    /// to the stack to choose its targets (CR 601.2a, 601.2c). Moving it changes no player,
    /// no other card's zone or face, and no spell on the stack, so it cannot add a candidate;
    /// only power and toughness (which may count cards in zones) are left to `legal_targets`.
    pub fn could_target(&self, g: &Game, spec: &TargetSpec, this: CardId, you: PlayerId) -> bool {
        self.candidates(g, spec)
            .any(|t| self.target_legal(g, spec, t, Some(this), you, true))
    }

    /// Whether a legal target other than `this` exists now, power and toughness included (the
    /// test of "able to cast it" made before the spell moves, CR 2023-11-17 702.62a).
    pub fn has_legal_target(
        &self,
        g: &Game,
        spec: &TargetSpec,
        this: CardId,
        you: PlayerId,
    ) -> bool {
        self.candidates(g, spec)
            .any(|t| self.target_legal(g, spec, t, Some(this), you, false))
    }

    /// Every legal target, players first, then objects; interchangeable objects once.
    pub fn legal_targets(
        &self,
        g: &Game,
        spec: &TargetSpec,
        this: Option<CardId>,
        you: PlayerId,
    ) -> Vec<Target> {
        let legal = |t: &Target| self.target_legal(g, spec, *t, this, you, false);
        let mut out: Vec<Target> = Vec::new();
        let mut objs = Vec::new();
        for t in self.candidates(g, spec).filter(legal) {
            match t {
                Target::Player(_) | Target::Ability { .. } | Target::Gone(_) => out.push(t),
                Target::Object(c) => objs.push(c),
            }
        }
        out.extend(
            self.representatives(g, objs.into_iter())
                .into_iter()
                .map(Target::Object),
        );
        out
    }

    /// Every legal target, players first, then objects, interchangeable objects each
    /// (`legal_targets` offers one of them).
    pub fn every_legal_target(
        &self,
        g: &Game,
        spec: &TargetSpec,
        this: Option<CardId>,
        you: PlayerId,
    ) -> Vec<Target> {
        let mut out: Vec<Target> = self
            .candidates(g, spec)
            .filter(|t| self.target_legal(g, spec, *t, this, you, false))
            .collect();
        out.sort_by_key(|t| !matches!(t, Target::Player(_) | Target::Ability { .. }));
        out
    }

    /// What could be a target (`target_legal` decides): every player, then the cards that are
    /// ever a creature (for "any target" and creature filters), ever a spell (for spells), or
    /// every card; for an ability, every ability on the stack, bottom first.
    fn candidates<'s>(&'s self, g: &Game, spec: &TargetSpec) -> impl Iterator<Item = Target> + 's {
        let spec = spec.inner();
        let players = match spec {
            TargetSpec::Any
            | TargetSpec::Player
            | TargetSpec::Opponent
            | TargetSpec::PlayerOr(..) => g.players.len() as u8,
            TargetSpec::Object(_)
            | TargetSpec::Either(..)
            | TargetSpec::Ability { .. }
            | TargetSpec::UpToOne(_)
            | TargetSpec::SameWord(_)
            | TargetSpec::OtherOwner { .. }
            | TargetSpec::Second { .. } => 0,
        };
        let abilities: Vec<Target> = match spec {
            TargetSpec::Ability { .. } => stack_abilities(g),
            _ => Vec::new(),
        };
        let (objects, all): (&'s [CardId], CardId) = match spec {
            TargetSpec::Player | TargetSpec::Opponent | TargetSpec::Ability { .. } => (&[], 0),
            TargetSpec::Any => (&self.table.creatures, 0),
            TargetSpec::Object(f) if f.zone == Some(Zone::Stack) => (&self.table.spells, 0),
            TargetSpec::Object(f) if f.types == Types::CREATURE => (&self.table.creatures, 0),
            TargetSpec::Object(_)
            | TargetSpec::Either(..)
            | TargetSpec::UpToOne(_)
            | TargetSpec::SameWord(_)
            | TargetSpec::OtherOwner { .. }
            | TargetSpec::Second { .. }
            | TargetSpec::PlayerOr(..) => (&[], g.objs.len() as CardId),
        };
        (0..players)
            .map(Target::Player)
            .chain(objects.iter().map(|&c| Target::Object(c)))
            .chain((0..all).map(Target::Object))
            .chain(abilities)
    }

    /// Ids the stack or a pending decision refers to: such a card is not interchangeable with
    /// an identical card elsewhere.
    pub(super) fn referenced(&self, g: &Game) -> Vec<CardId> {
        let mut r = Vec::new();
        let add_item = |r: &mut Vec<CardId>, s: &StackItem| {
            for t in s.targets() {
                match t {
                    Target::Object(c) | Target::Gone(c) => r.push(*c),
                    Target::Ability { ability, .. } => r.push(ability.source),
                    Target::Player(_) => {}
                }
            }
            match s {
                StackItem::Spell { card, .. } => r.push(*card),
                StackItem::Ability { ability, .. } => {
                    r.push(ability.source);
                    if let AbilityKind::ActivatedExiled(_, c)
                    | AbilityKind::AboutSpell(_, _, c)
                    | AbilityKind::AboutCard(_, c)
                    | AbilityKind::Delayed(_, _, c)
                    | AbilityKind::AboutAbility(_, _, c, _)
                    | AbilityKind::FaceDownWard(
                        _,
                        super::state::StackObject::Spell(c)
                        | super::state::StackObject::Ability(c, _),
                    ) = ability.kind
                    {
                        r.push(c);
                    }
                }
            }
        };
        for s in g.stack.iter() {
            add_item(&mut r, s);
        }
        for t in g.triggered.iter() {
            r.push(t.ability.source);
        }
        // An object a continuous effect affects (CR 611.2c) differs from an identical card.
        r.extend(g.continuous.iter().map(|e| e.affected));
        // What a delayed ability is about (CR 603.7c) and what its original spell targeted.
        for d in &g.delayed {
            r.push(d.source);
            r.push(d.card);
            if let Some(o) = &d.original {
                for t in &o.targets {
                    if let Target::Object(c) = t {
                        r.push(*c);
                    }
                }
            }
        }
        match g.decision.as_deref() {
            Some(Decision::Resolution {
                item,
                options,
                frame,
                ..
            }) => {
                add_item(&mut r, item);
                r.extend(options.iter().copied());
                r.extend(frame.bound.iter().flatten().copied());
                // CR 707.2: the creatures chosen for cards to enter as copies of.
                r.extend(frame.copy_of.iter().filter_map(|&(_, o)| o));
            }
            Some(Decision::TriggerTarget { trigger }) => r.push(trigger.ability.source),
            Some(Decision::TimeTravel {
                item,
                frame,
                objects,
                ..
            })
            | Some(Decision::Proliferate {
                item,
                frame,
                objects,
                ..
            }) => {
                add_item(&mut r, item);
                r.extend(objects.iter().copied());
                r.extend(frame.bound.iter().flatten().copied());
            }
            Some(Decision::ChangeACounter {
                item,
                frame,
                object,
                ..
            }) => {
                add_item(&mut r, item);
                r.push(*object);
                r.extend(frame.bound.iter().flatten().copied());
            }
            Some(Decision::CopyTargets {
                item,
                frame,
                copy,
                options,
                ..
            }) => {
                add_item(&mut r, item);
                r.push(*copy);
                r.extend(frame.bound.iter().flatten().copied());
                for t in options.iter().flatten() {
                    if let Target::Object(c) = t {
                        r.push(*c);
                    }
                }
            }
            _ => {}
        }
        r
    }

    /// Whether `c` and `d` are interchangeable: same definition, owner and situation, neither
    /// referenced by anything (`referenced`), not in a library (where order tells them apart).
    /// `referenced` is listed only when two cards are otherwise alike: most are not.
    pub(super) fn alike(&self, g: &Game, referenced: &Referenced, c: CardId, d: CardId) -> bool {
        self.table.cards[c as usize] == self.table.cards[d as usize]
            && g.obj(c) == g.obj(d)
            // A copy (a token, CR 111.1, 707.10f) is not interchangeable with the card.
            && (self.table.copy_slots.is_empty() || self.is_copy(c) == self.is_copy(d))
            && g.obj(c).zone != Zone::Library
            && {
                let referenced = referenced.get_or_init(|| self.referenced(g));
                !referenced.contains(&c) && !referenced.contains(&d)
            }
    }

    /// Every subset of `ids` up to interchangeable objects (`classes`): each class chosen 0 to
    /// all of its members (the first ones), the empty subset first. Counted against the move
    /// budget as it is listed (proliferate's objects, devour's creatures: "any number").
    pub fn subsets_by_class(
        &self,
        g: &Game,
        ids: impl Iterator<Item = CardId>,
    ) -> Result<Vec<Vec<CardId>>, Cut> {
        let mut picks: Vec<Vec<CardId>> = vec![Vec::new()];
        for class in self.classes(g, ids) {
            let mut next = Vec::with_capacity(picks.len().saturating_mul(class.len() + 1));
            for rest in &picks {
                for m in 0..=class.len() {
                    self.may_list(next.len())?;
                    let mut v = rest.clone();
                    v.extend(class.iter().take(m).copied());
                    next.push(v);
                }
            }
            picks = next;
        }
        Ok(picks)
    }

    /// Classes of interchangeable cards (`alike`), each as its ids in the order given:
    /// choosing one card of a class or another leads to symmetric states.
    pub fn classes(&self, g: &Game, ids: impl Iterator<Item = CardId>) -> Vec<Vec<CardId>> {
        let ids: Vec<CardId> = ids.collect();
        if !self.symmetry || ids.len() < 2 {
            return ids.into_iter().map(|c| vec![c]).collect();
        }
        let referenced = Referenced::new();
        let mut classes: Vec<Vec<CardId>> = Vec::new();
        for c in ids {
            match classes
                .iter_mut()
                .find(|cl| self.alike(g, &referenced, cl[0], c))
            {
                Some(cl) => cl.push(c),
                None => classes.push(vec![c]),
            }
        }
        classes
    }

    /// The first card of each class of interchangeable cards (see `classes`), without building
    /// the classes.
    pub fn representatives(&self, g: &Game, ids: impl Iterator<Item = CardId>) -> Vec<CardId> {
        let ids: Vec<CardId> = ids.collect();
        if !self.symmetry || ids.len() < 2 {
            return ids;
        }
        let referenced = Referenced::new();
        // The first `kept` entries are the representatives so far (kept in place).
        let mut ids = ids;
        let mut kept = 0;
        for i in 0..ids.len() {
            let c = ids[i];
            if !ids[..kept]
                .iter()
                .any(|&f| self.alike(g, &referenced, f, c))
            {
                ids[kept] = c;
                kept += 1;
            }
        }
        ids.truncate(kept);
        ids
    }
}

/// The cards something refers to (`Engine::referenced`), listed the first time they are needed.
pub(super) type Referenced = std::cell::OnceCell<Vec<CardId>>;

/// Every ability on the stack as a target, bottom first (CR 115.2).
fn stack_abilities(g: &Game) -> Vec<Target> {
    let mut out: Vec<Target> = Vec::new();
    for s in &g.stack {
        if let StackItem::Ability { ability, .. } = s {
            let nth = out
                .iter()
                .filter(|t| matches!(t, Target::Ability { ability: a, .. } if a == ability))
                .count();
            out.push(Target::Ability {
                ability: *ability,
                nth: u8::try_from(nth).unwrap_or(u8::MAX),
            });
        }
    }
    out
}

/// Where on the stack the `nth` (from the bottom) ability that is `ability` is, if it is still
/// there.
pub fn stack_ability(g: &Game, ability: AbilityRef, nth: u8) -> Option<usize> {
    g.stack
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s, StackItem::Ability { ability: a, .. } if *a == ability))
        .nth(nth as usize)
        .map(|(i, _)| i)
}

/// Whether a target description sets apart the ability's own source ("another", "other"),
/// and the objects chosen for the "target" words before it.
pub(super) fn says_other(spec: &TargetSpec) -> bool {
    match spec {
        TargetSpec::Object(f) => f.other,
        TargetSpec::Either(f, h) => f.other || h.other,
        TargetSpec::UpToOne(inner) | TargetSpec::SameWord(inner) => says_other(inner),
        TargetSpec::Second { spec, .. } | TargetSpec::OtherOwner { spec, .. } => says_other(spec),
        TargetSpec::PlayerOr(_, object) => says_other(object),
        TargetSpec::Any
        | TargetSpec::Player
        | TargetSpec::Opponent
        | TargetSpec::Ability { .. } => false,
    }
}
