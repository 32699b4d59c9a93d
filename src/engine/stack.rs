//! Resolving the top of the stack (CR 608): target checks (608.2b), instructions in order
//! (608.2c), and where the card goes afterwards (608.2n, 608.3).

use crate::cards::Effect;

use super::effects::{self, Step as Flow};
use super::state::{AbilityKind, AbilityRef, Decision, Game, StackItem, Zone};
use super::Engine;

impl<'a> Engine<'a> {
    /// The instructions of an ability: printed, or those a keyword stands for.
    pub fn ability_effects(&self, a: AbilityRef) -> &'a [Effect] {
        static SUSPEND_UPKEEP: [Effect; 1] = [Effect::RemoveTimeCounter];
        static SUSPEND_LAST_COUNTER: [Effect; 1] = [Effect::PlaySuspended];
        static PLANESWALKING: [Effect; 1] = [Effect::Planeswalk];
        let def = self.def(a.source);
        match a.kind {
            AbilityKind::Trigger(i) => &def.triggers[i as usize].effects,
            AbilityKind::Activated(i) => &def.activated[i as usize].effects,
            AbilityKind::SuspendUpkeep => &SUSPEND_UPKEEP,
            AbilityKind::SuspendLastCounter => &SUSPEND_LAST_COUNTER,
            AbilityKind::Planeswalking => &PLANESWALKING,
            AbilityKind::AboutPlayer(i, _) => &def.triggers[i as usize].effects,
        }
    }

    /// The instructions of a stack item.
    pub fn item_effects(&self, item: &StackItem) -> &'a [Effect] {
        match item {
            StackItem::Spell { card, .. } => &self.def(*card).spell,
            StackItem::Ability { ability, .. } => self.ability_effects(*ability),
        }
    }

    /// The targeted instruction of a stack item: its kind and filter.
    fn item_target(&self, item: &StackItem) -> Option<(crate::cards::TargetKind, Option<i8>)> {
        self.item_effects(item).iter().find_map(|e| e.target())
    }

    /// Whether the item's chosen target is still legal (608.2b).
    pub fn item_targets_legal(&self, g: &Game, item: &StackItem) -> bool {
        let Some((kind, min_power)) = self.item_target(item) else {
            return true;
        };
        let this = match item {
            StackItem::Spell { card, .. } => Some(*card),
            StackItem::Ability { .. } => None,
        };
        item.targets()
            .iter()
            .any(|&t| self.target_legal(g, kind, min_power, t, this))
    }

    /// Resolves the top object of the stack. Returns with `g.decision` set if an instruction
    /// asks its controller to choose.
    pub fn resolve_top(&self, g: &mut Game) {
        let Some(item) = g.stack.pop() else {
            return;
        };
        if !self.item_targets_legal(g, &item) {
            // CR 608.2b: every target is illegal; the spell or ability doesn't resolve.
            if let StackItem::Spell { card, .. } = item {
                self.move_card(g, card, Zone::Graveyard);
            }
            return;
        }
        self.continue_resolution(g, item, 0);
    }

    /// Runs the item's instructions from `start` on, then finishes it.
    pub fn continue_resolution(&self, g: &mut Game, item: StackItem, start: usize) {
        let effects = self.item_effects(&item);
        for (i, e) in effects.iter().enumerate().skip(start) {
            match effects::execute(self, g, &item, e) {
                Flow::Done => {}
                Flow::Ask {
                    player,
                    options,
                    rest,
                    optional,
                } => {
                    g.decide(Decision::Resolution {
                        player,
                        item,
                        effect: i as u8,
                        options,
                        rest,
                        optional,
                    });
                    return;
                }
                // A decision of its own (suspend's play); it is the item's last instruction.
                Flow::Decided => return,
            }
        }
        self.finish_resolution(g, item);
    }

    /// CR 608.2n / 608.3: an instant or sorcery goes to its owner's graveyard; a permanent spell
    /// enters the battlefield under its controller's control.
    fn finish_resolution(&self, g: &mut Game, item: StackItem) {
        if let StackItem::Spell {
            card, controller, ..
        } = item
        {
            if g.obj(card).zone != Zone::Stack {
                return;
            }
            if self.def(card).types.is_permanent() {
                self.enter_battlefield(g, card, controller, g.obj(card).back);
            } else {
                self.move_card(g, card, Zone::Graveyard);
            }
        }
    }

    /// Applies the choice a resolving instruction asked for, then resumes resolution.
    pub fn resume(&self, g: &mut Game, choice: Option<super::CardId>) {
        let Some(Decision::Resolution {
            player,
            item,
            effect,
            rest,
            ..
        }) = g.decision.take().map(|d| *d)
        else {
            return;
        };
        let e = &self.item_effects(&item)[effect as usize];
        effects::apply_choice(self, g, player, e, choice, &rest);
        self.continue_resolution(g, item, effect as usize + 1);
    }
}
