//! Targets (CR 115): which objects and players a spell or ability may target, checked when it
//! is put on the stack (601.2c, 603.3d) and again as it resolves (608.2b).

use crate::cards::TargetKind;

use super::state::{CardId, Decision, Game, StackItem, Target, Zone};
use super::Engine;

impl Engine<'_> {
    /// Whether `t` is a legal target of that kind now. A spell can't target itself (CR 115.5).
    pub fn target_legal(
        &self,
        g: &Game,
        kind: TargetKind,
        min_power: Option<i8>,
        t: Target,
        this: Option<CardId>,
    ) -> bool {
        match t {
            Target::Player(p) => {
                matches!(kind, TargetKind::Any | TargetKind::Player) && g.in_game(p)
            }
            Target::Object(c) => {
                if Some(c) == this {
                    return false;
                }
                let o = g.obj(c);
                match kind {
                    TargetKind::Any | TargetKind::Creature => {
                        o.zone == Zone::Battlefield
                            && self.is_creature(g, c)
                            && min_power.is_none_or(|m| self.power(g, c) >= m as i16)
                    }
                    TargetKind::Spell => g
                        .stack
                        .iter()
                        .any(|s| matches!(s, StackItem::Spell { card, .. } if *card == c)),
                    TargetKind::Player => false,
                }
            }
        }
    }

    /// Whether a target of `kind` other than `this` might exist: a quick filter before a spell
    /// is moved to the stack to choose its targets (CR 601.2a, 601.2c). Moving it changes no
    /// player, no other card's zone or face, and no spell on the stack, so it cannot add a
    /// candidate; only a minimum power (which may count cards in zones) is left to
    /// `legal_targets`.
    pub fn could_target(&self, g: &Game, kind: TargetKind, this: CardId) -> bool {
        self.candidates(g, kind)
            .any(|t| self.target_legal(g, kind, None, t, Some(this)))
    }

    /// Every legal target, players first, then objects; interchangeable objects once.
    pub fn legal_targets(
        &self,
        g: &Game,
        kind: TargetKind,
        min_power: Option<i8>,
        this: Option<CardId>,
    ) -> Vec<Target> {
        let legal = |t: &Target| self.target_legal(g, kind, min_power, *t, this);
        let mut out: Vec<Target> = Vec::new();
        let mut objs = Vec::new();
        for t in self.candidates(g, kind).filter(legal) {
            match t {
                Target::Player(_) => out.push(t),
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

    /// What could be a target of `kind` (`target_legal` decides): every player, then the
    /// cards that are ever a creature or, for a spell target, ever a spell.
    fn candidates(&self, g: &Game, kind: TargetKind) -> impl Iterator<Item = Target> + '_ {
        let objects = match kind {
            TargetKind::Spell => &self.table.spells,
            _ => &self.table.creatures,
        };
        (0..g.players.len() as u8)
            .map(Target::Player)
            .chain(objects.iter().map(|&c| Target::Object(c)))
    }

    /// Ids the stack or a pending decision refers to: such a card is not interchangeable with
    /// an identical card elsewhere.
    fn referenced(&self, g: &Game) -> Vec<CardId> {
        let mut r = Vec::new();
        let add_item = |r: &mut Vec<CardId>, s: &StackItem| {
            for t in s.targets() {
                if let Target::Object(c) = t {
                    r.push(*c);
                }
            }
            match s {
                StackItem::Spell { card, .. } => r.push(*card),
                StackItem::Ability { ability, .. } => r.push(ability.source),
            }
        };
        for s in g.stack.iter() {
            add_item(&mut r, s);
        }
        for t in g.triggered.iter() {
            r.push(t.ability.source);
        }
        match g.decision.as_deref() {
            Some(Decision::Resolution {
                item,
                options,
                rest,
                ..
            }) => {
                add_item(&mut r, item);
                r.extend(options.iter().copied());
                r.extend(rest.iter().copied());
            }
            Some(Decision::TriggerTarget { trigger }) => r.push(trigger.ability.source),
            _ => {}
        }
        r
    }

    /// Whether `c` and `d` are interchangeable: same definition, owner and situation, neither
    /// referenced by anything (`referenced`), not in a library (where order tells them apart).
    fn alike(&self, g: &Game, referenced: &[CardId], c: CardId, d: CardId) -> bool {
        !referenced.contains(&c)
            && !referenced.contains(&d)
            && self.table.cards[c as usize] == self.table.cards[d as usize]
            && g.obj(c) == g.obj(d)
            && g.obj(c).zone != Zone::Library
    }

    /// Classes of interchangeable cards (`alike`), each as its ids in the order given:
    /// choosing one card of a class or another leads to symmetric states.
    pub fn classes(&self, g: &Game, ids: impl Iterator<Item = CardId>) -> Vec<Vec<CardId>> {
        let ids: Vec<CardId> = ids.collect();
        if !self.symmetry || ids.len() < 2 {
            return ids.into_iter().map(|c| vec![c]).collect();
        }
        let referenced = self.referenced(g);
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
        let referenced = self.referenced(g);
        let mut firsts: Vec<CardId> = Vec::with_capacity(ids.len());
        for c in ids {
            if !firsts.iter().any(|&f| self.alike(g, &referenced, f, c)) {
                firsts.push(c);
            }
        }
        firsts
    }
}
