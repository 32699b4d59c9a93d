//! Hexproof and shroud (CR 702.11, 702.18): keywords that stop targeting. "Shroud" means
//! "This permanent or player can't be the target of spells or abilities." (702.18a);
//! "Hexproof" on a permanent means "This permanent can't be the target of spells or abilities
//! your opponents control." (702.11b). Both are checked where every target is
//! (`Engine::target_legal`): as a spell or ability is put on the stack (601.2c, 602.2b,
//! 603.3d) and again as it resolves (608.2b: a permanent that gained hexproof or shroud since
//! is an illegal target then). A player has them by a static ability ("You have hexproof.",
//! 702.11c; "You have shroud.", 702.18a); "hexproof from [quality]" (702.11d) is not in the
//! language.
//! Neither stops an effect that doesn't target (115.10a).

use crate::cards::Keyword;

use crate::engine::state::{CardId, Game, PlayerId, Zone};
use crate::engine::Engine;

impl Engine<'_> {
    /// Whether permanent `c` may be a target of a spell or ability controlled by `you`: not
    /// with shroud (CR 702.18a), nor with hexproof when `you` is an opponent of its controller
    /// (702.11b; 102.3: in a two-player game, the other player). An object elsewhere than the
    /// battlefield has neither ability functioning here (113.6).
    pub fn may_be_targeted_by(&self, g: &Game, c: CardId, you: PlayerId) -> bool {
        if g.obj(c).zone != Zone::Battlefield {
            return true;
        }
        let possible = self.table.possible_keywords;
        if self.rules.shroud_applies
            && possible.has(Keyword::Shroud)
            && self.has_keyword(g, c, Keyword::Shroud)
        {
            return false;
        }
        !(self.rules.hexproof_applies
            && possible.has(Keyword::Hexproof)
            && g.obj(c).controller != you
            && self.has_keyword(g, c, Keyword::Hexproof))
    }

    /// Whether player `target` may be a target of a spell or ability controlled by `you`: not
    /// while a static ability gives them shroud (CR 702.18a), nor hexproof when `you` is their
    /// opponent (702.11c). The switches `hexproof` and `shroud` turn them off as for permanents.
    pub fn player_may_be_targeted_by(&self, g: &Game, target: PlayerId, you: PlayerId) -> bool {
        if self.no_statics(g) {
            return true;
        }
        !self.statics_in_play(g).any(|(_, ctl, s)| match s {
            crate::cards::Static::PlayerHexproof { who, shroud } => {
                let has = match who {
                    None => true,
                    Some(crate::cards::Relation::You) => target == ctl,
                    Some(_) => target != ctl,
                };
                has && match shroud {
                    true => self.rules.shroud_applies,
                    false => self.rules.hexproof_applies && target != you,
                }
            }
            _ => false,
        })
    }
}
