//! Copies of spells (CR 707.10): "copy it", "copy target instant or sorcery spell you control.
//! You may choose new targets for the copy."
//!
//! A copy is a new object on the stack (707.10), not the card: the game's objects are a fixed
//! table, so a model whose cards copy spells reserves copy slots when it loads (one per
//! player for each definition of a spell card in the model, `Table::copy_slots`), each with
//! that definition, so that a copy has the original's characteristics (707.2). A slot not in
//! use is in `Zone::Nowhere`. The copy is owned and controlled by the player who put it onto
//! the stack (707.10), keeps the original's choices (mode, X, kicker, face, targets; 707.10c,
//! 700.2g) and is not cast (707.10: no cast triggers, no count of spells cast). A copy that is
//! anywhere but the stack ceases to exist, except that a copy of a permanent spell that
//! resolved is a token on the battlefield (707.10a, 707.10f, 704.5e); its slot is free again.
//! With every slot of a definition in use, the state is cut with `Outcome::TokenLimit` and
//! the budget records it, as for tokens.
//!
//! "Whenever you cast your second spell each turn" (CR 601.2i) is here too: it reads the count
//! of spells each player cast this turn (`Player::spells_cast`), kept only in models that
//! have such a card.

use crate::cards::effect::{CopyExceptions, CopyOf};
use crate::cards::{Duration, EventPattern, Grant, Selector};

use super::super::select::Context;
use super::super::state::{
    CardId, Decision, Frame, Game, Obj, Outcome, PlayerId, StackItem, Target, Targets, Zone,
};
use super::super::Engine;

/// The most target combinations one copy's new-target choice lists (each is a state).
const MAX_TARGET_CHOICES: usize = 64;

impl Engine<'_> {
    /// Whether `c` is a slot reserved for copies of spells (CR 707.10).
    pub fn is_copy(&self, c: CardId) -> bool {
        self.table.copy_slots.binary_search(&c).is_ok()
    }

    /// "Copy [them]" (CR 707.10): each spell `what` names that is still on the stack gets a
    /// copy on top of the stack, controlled by the instruction's controller. With
    /// `new_targets` and a target that could change, returns the copy and the target lists
    /// its controller chooses among (707.10c), the first being the original's.
    pub fn copy_spells(
        &self,
        g: &mut Game,
        cx: &Context,
        frame: &Frame,
        what: &Selector,
        new_targets: bool,
        except: CopyExceptions,
    ) -> Option<(CardId, Vec<Targets>)> {
        let you = cx.you;
        let mut ask = None;
        for c in self.objects(g, cx, frame, what) {
            let Some((face, targets)) = g.stack.iter().find_map(|s| match s {
                StackItem::Spell {
                    card,
                    face,
                    targets,
                    ..
                } if *card == c => Some((*face, targets.clone())),
                _ => None,
            }) else {
                continue;
            };
            let def = self.table.cards[c as usize].def;
            let free = self.table.copy_slots.iter().copied().find(|&s| {
                self.table.cards[s as usize].def == def
                    && self.owner(s) == you
                    && g.obj(s).zone == Zone::Nowhere
            });
            let Some(copy) = free else {
                g.outcome = Some(Outcome::TokenLimit);
                if let Some(b) = self.budget {
                    b.record_token_limit(crate::engine::budget::SlotKind::Copy, def);
                }
                return None;
            };
            let original = *g.obj(c);
            let keep = self.rules.copy_keeps_choices;
            // CR 707.10: its choices are copied; the deliberately broken variant
            // (`copy.choices=lost`) keeps none of them.
            let cast = original.cast.map(|mut k| {
                if !keep {
                    k.x = 0;
                    k.mode = 0;
                    k.kicked = false;
                    k.buyback = false;
                }
                k
            });
            let targets = if keep { targets } else { Targets::new() };
            *g.obj_mut(copy) = Obj {
                controller: you,
                face,
                cast,
                ..Obj::new(Zone::Stack, you)
            };
            g.stack.push(StackItem::Spell {
                card: copy,
                face,
                controller: you,
                targets: targets.clone(),
            });
            // CR 707.9b, 707.10: "except it isn't legendary": the copy's copiable values are
            // the spell's with the exceptions, kept as a copy effect on the copy (it goes with
            // it onto the battlefield, 707.10f); `copy.exceptions=ignored` drops them.
            if except != CopyExceptions::default() && self.rules.copy_exceptions_apply {
                let values = CopyOf {
                    def,
                    face,
                    face_down: false,
                    except,
                };
                let grant = Grant {
                    copy: Some(values),
                    ..Grant::default()
                };
                self.begin_effect(g, &[copy], grant, Duration::RestOfGame, you);
            }
            if !self.rules.copy_not_cast {
                // The deliberately broken variant: the copy counts as cast (CR 707.10 says
                // it isn't).
                self.count_spell_cast(g, you);
                super::super::triggers::fire_casts(self, g, you, copy);
                self.fire_delayed_casts(g, you, copy);
            }
            if new_targets && ask.is_none() {
                let options = self.copy_target_choices(g, copy, &targets);
                if options.len() > 1 {
                    ask = Some((copy, options));
                }
            }
        }
        ask
    }

    /// CR 707.10c: the target lists a copy may have: each target stays (even if illegal now)
    /// or changes to another legal one; the original's first.
    fn copy_target_choices(&self, g: &Game, copy: CardId, targets: &Targets) -> Vec<Targets> {
        let item = StackItem::Spell {
            card: copy,
            face: g.obj(copy).face,
            controller: g.obj(copy).controller,
            targets: targets.clone(),
        };
        let specs = &self.item_program(g, &item).targets;
        let you = g.obj(copy).controller;
        let mut out: Vec<Targets> = vec![Targets::new()];
        for (i, spec) in specs.iter().enumerate() {
            let Some(&old) = targets.get(i) else {
                // "up to one" chosen as none: nothing to change.
                break;
            };
            let mut each = vec![old];
            for t in self.legal_targets(g, spec, Some(copy), you) {
                if !each.contains(&t) {
                    each.push(t);
                }
            }
            let mut next = Vec::new();
            for prefix in &out {
                for &t in &each {
                    if next.len() < MAX_TARGET_CHOICES {
                        let mut p = prefix.clone();
                        p.push(t);
                        next.push(p);
                    }
                }
            }
            out = next;
        }
        // CR 115.3: a changed second target of "two target ..." is another object than the
        // first (sharing a card type with it, if it must): the final set of targets is legal.
        out.retain(|ts| {
            ts == targets
                || specs.iter().enumerate().skip(1).all(|(i, spec)| {
                    match (ts.get(i.saturating_sub(1)), ts.get(i)) {
                        (Some(&first), Some(&t)) => self.second_fits(g, spec, first, t),
                        _ => true,
                    }
                })
        });
        out
    }

    /// The copy's controller chose its targets (CR 707.10c); the resolution goes on.
    pub fn choose_copy_targets(&self, g: &mut Game, chosen: &Targets) {
        let Some(Decision::CopyTargets {
            item,
            mut frame,
            copy,
            ..
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        for s in g.stack.iter_mut() {
            if let StackItem::Spell { card, targets, .. } = s {
                if *card == copy {
                    *targets = chosen.clone();
                }
            }
        }
        frame.pc += 1;
        self.run_program(g, item, frame);
    }

    /// CR 707.10a, 704.5e: a copy of a spell anywhere but the stack ceases to exist (a copy of
    /// a permanent spell on the battlefield is a token, 707.10f, and stays). Returns whether
    /// any did. Off in the deliberately broken variant `tokens.cease=stay`, with tokens.
    pub fn copies_cease(&self, g: &mut Game) -> bool {
        if !self.rules.tokens_cease {
            return false;
        }
        let mut any = false;
        for &c in &self.table.copy_slots {
            if matches!(
                g.obj(c).zone,
                Zone::Stack | Zone::Battlefield | Zone::Nowhere | Zone::PhasedOut
            ) {
                continue;
            }
            let owner = self.owner(c);
            if g.obj(c).zone == Zone::Library {
                g.players[owner as usize].library.retain(|&x| x != c);
            }
            // CR 400.7: a copy effect on it (its exceptions) ends with it.
            self.forget_effects(g, c);
            *g.obj_mut(c) = Obj::new(Zone::Nowhere, owner);
            any = true;
        }
        any
    }

    /// CR 601.2i: `p` cast a spell; counted where a card reads "your second spell each turn".
    pub fn count_spell_cast(&self, g: &mut Game, p: PlayerId) {
        if self.table.counts_spells {
            let pl = &mut g.players[p as usize];
            pl.spells_cast = pl.spells_cast.saturating_add(1);
        }
    }

    /// A new turn: no player has cast a spell this turn.
    pub fn reset_spells_cast(&self, g: &mut Game) {
        if g.players.iter().any(|pl| pl.spells_cast != 0) {
            for pl in g.players.iter_mut() {
                pl.spells_cast = 0;
            }
        }
        // CR 508.1a: nor attacked with creatures.
        if g.players.iter().any(|pl| pl.attacked_with_creatures) {
            for pl in g.players.iter_mut() {
                pl.attacked_with_creatures = false;
            }
        }
    }

    /// Whether `e` is "whenever you cast your Nth spell each turn" and `caster`, the watcher's
    /// controller `you`, just cast their Nth (CR 601.2i).
    pub fn nth_spell_cast(
        &self,
        g: &Game,
        e: &EventPattern,
        caster: PlayerId,
        you: PlayerId,
    ) -> bool {
        match e {
            EventPattern::YouCastNth(n) => {
                caster == you && g.players[caster as usize].spells_cast == *n
            }
            _ => false,
        }
    }

    /// How a trace names a copy's targets.
    pub fn copy_targets_label(&self, targets: &[Target]) -> String {
        if targets.is_empty() {
            return "no targets".into();
        }
        targets
            .iter()
            .map(|t| self.target_name(t))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
