//! Special actions a card grants (CR 116.1): "Any time you could cast a sorcery, you may ..."
//! (Talon Gates). The card's controller may take one whenever its timing allows; taking it
//! runs its instructions at once, without the stack (116.1, 116.3: the player then receives
//! priority again).

use crate::cards::{Effect, Op};

use super::action::Action;
use super::select::Context;
use super::state::{AbilityKind, AbilityRef, CardId, Frame, Game, PlayerId, StackItem, Zone};
use super::Engine;

impl Engine<'_> {
    /// Who may take `card`'s special actions: a face-up plane's are the planar controller's
    /// (CR 311.5, 901.6), a permanent's its controller's.
    fn special_action_holder(&self, g: &Game, card: CardId) -> Option<PlayerId> {
        match g.obj(card).zone {
            Zone::Command if g.face_up.contains(&card) => g.planar_controller,
            Zone::Battlefield => Some(g.obj(card).controller),
            _ => None,
        }
    }

    /// The ability the special action's instructions run as (never put on the stack).
    fn special_item(source: CardId, index: u8, p: PlayerId) -> StackItem {
        StackItem::Ability {
            ability: AbilityRef {
                source,
                kind: AbilityKind::Special(index),
                copied: None,
            },
            controller: p,
            targets: Default::default(),
            mode: 0,
        }
    }

    /// Every special action `p` may take now. When the instructions open with a choice ("exile
    /// a nonland card from your hand"), each option is its own action; none, no action.
    pub fn special_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        let mut out = Vec::new();
        if g.decision.is_some() || g.priority != p {
            return out;
        }
        for &source in &self.table.with_special {
            if self.special_action_holder(g, source) != Some(p) {
                continue;
            }
            for (i, a) in self.def(source).special_actions.iter().enumerate() {
                if a.sorcery_timing && !self.sorcery_timing(g, p) {
                    continue;
                }
                let index = i as u8;
                match a.program.ops.first() {
                    Some(Op::Act(Effect::Choose {
                        what,
                        optional: false,
                        ..
                    })) => {
                        let item = Self::special_item(source, index, p);
                        let cx = Context::of_item(g, &item);
                        let options = self.objects(g, &cx, &Frame::default(), what);
                        for c in self.representatives(g, options.into_iter()) {
                            out.push(Action::Special {
                                source,
                                index,
                                choice: Some(c),
                            });
                        }
                    }
                    _ => out.push(Action::Special {
                        source,
                        index,
                        choice: None,
                    }),
                }
            }
        }
        out
    }

    /// Takes a special action: its opening choice made, its instructions run (a later choice
    /// pauses them as a resolving ability's would).
    pub fn take_special_action(
        &self,
        g: &mut Game,
        p: PlayerId,
        source: CardId,
        index: u8,
        choice: Option<CardId>,
    ) {
        let item = Self::special_item(source, index, p);
        let program = self.item_program(g, &item);
        let mut frame = Frame::default();
        if let (Some(c), Some(Op::Act(Effect::Choose { bind, .. }))) = (choice, program.ops.first())
        {
            frame.pc = 1;
            frame.did = true;
            frame.bind(*bind, vec![c]);
        }
        self.run_program(g, item, frame);
    }
}
