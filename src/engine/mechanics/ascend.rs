//! Ascend and the city's blessing (CR 702.131). Ascend on a permanent is a static ability:
//! "Any time you control ten or more permanents and you don't have the city's blessing, you get
//! the city's blessing for the rest of the game." (702.131b). On a plane it works the same way
//! for the planar controller (CR 311.5, 901.6: the plane's "you"). The city's blessing is a
//! player designation with no rules meaning of its own (702.131c), kept for the rest of the
//! game (`Player::city_blessing`): it stays when the permanents or the plane are gone.
//!
//! "Any time" is read whenever state-based actions are checked (CR 117.5) and wherever a rule
//! or an instruction asks whether a player has the blessing ("Then draw a card if you have the
//! city's blessing": the token created just before counts, 702.131b applying at once), so a
//! count that reaches ten and falls back within one resolution before anything asks is not
//! seen.

use crate::cards::Keyword;

use super::super::state::{Game, PlayerId, Zone};
use super::super::Engine;

/// CR 702.131b: "ten or more permanents".
pub const ASCEND_PERMANENTS: usize = 10;

impl Engine<'_> {
    /// Whether `p` meets ascend now (CR 702.131b): they control a permanent with ascend, or are
    /// the planar controller of a face-up plane with it, and control ten or more permanents.
    pub fn meets_ascend(&self, g: &Game, p: PlayerId) -> bool {
        if !self.table.possible_keywords.has(Keyword::Ascend) || !g.in_game(p) {
            return false;
        }
        let mine = || {
            g.in_zone(Zone::Battlefield)
                .filter(move |&c| g.obj(c).controller == p)
        };
        let source = mine().any(|c| self.has_keyword(g, c, Keyword::Ascend))
            || (g.planar_controller == Some(p)
                && g.face_up
                    .iter()
                    .any(|&c| self.face(g, c).has(Keyword::Ascend)));
        source && mine().count() >= ASCEND_PERMANENTS
    }

    /// Whether `p` has the city's blessing (CR 702.131c): got before, or met ascend now (the
    /// static applies at once, 702.131b). The broken variant `ascend.rest-of-game=while-ten`:
    /// only while ascend is met.
    pub fn has_city_blessing(&self, g: &Game, p: PlayerId) -> bool {
        let kept = self.rules.blessing_kept && g.players[p as usize].city_blessing;
        kept || self.meets_ascend(g, p)
    }

    /// CR 702.131b: each player who meets ascend gets the city's blessing (checked with
    /// state-based actions). The broken variant keeps it only while they meet it.
    pub fn update_city_blessings(&self, g: &mut Game) {
        if !self.table.possible_keywords.has(Keyword::Ascend) {
            return;
        }
        for p in 0..g.players.len() {
            let meets = self.meets_ascend(g, p as PlayerId);
            let pl = &mut g.players[p];
            if meets && !pl.city_blessing {
                pl.city_blessing = true;
            } else if !meets && pl.city_blessing && !self.rules.blessing_kept {
                pl.city_blessing = false;
            }
        }
    }
}
