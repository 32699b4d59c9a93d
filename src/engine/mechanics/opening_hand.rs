//! Actions from the opening hand (CR 103.6): once the mulligans are done, the starting
//! player may take any such actions in any order, then each other player in turn order
//! (103.6). "If this card is in your opening hand, you may begin the game with it on the
//! battlefield" (Leyline of the Void): the player puts it onto the battlefield (103.6a). A
//! model's position is the start of the game: its hands are the opening hands. Then the
//! starting plane is turned face up (901.5) and the first turn begins.

use crate::cards::Static;

use super::super::action::Action;
use super::super::state::{CardId, Decision, Game, PlayerId, Zone};
use super::super::Engine;

impl Engine<'_> {
    /// The cards in `player`'s hand they may begin the game with on the battlefield.
    fn opening_hand_cards(&self, g: &Game, player: PlayerId) -> Vec<CardId> {
        g.in_zone(Zone::Hand)
            .filter(|&c| self.owner(c) == player)
            .filter(|&c| {
                self.def(c)
                    .statics
                    .iter()
                    .any(|s| matches!(s, Static::BeginGameOnBattlefield))
            })
            .collect()
    }

    /// The first player from `from` on, in turn order (`from` itself included when
    /// `inclusive`), who has an action to take from their opening hand; none past the last.
    fn next_with_opening_hand(
        &self,
        g: &Game,
        from: PlayerId,
        inclusive: bool,
    ) -> Option<PlayerId> {
        let n = g.players.len();
        let start = g.active as usize;
        // Turn order from the starting player: positions of `from` and of each later player.
        let pos = |p: usize| (p + n - start) % n;
        let after = pos(from as usize) + usize::from(!inclusive);
        (after..n)
            .map(|k| ((start + k) % n) as PlayerId)
            .find(|&p| !self.opening_hand_cards(g, p).is_empty())
    }

    /// CR 103.6: as the game begins, the starting player's opening-hand actions come first;
    /// true if some player has one (the first turn waits for them).
    pub fn begin_opening_hands(&self, g: &mut Game) -> bool {
        // The deliberately broken variant (`opening-hand.actions=ignored`) has none.
        if !self.rules.opening_hand_actions {
            return false;
        }
        match self.next_with_opening_hand(g, g.active, true) {
            Some(player) => {
                g.decide(Decision::OpeningHand { player });
                true
            }
            None => false,
        }
    }

    /// The moves of `player` deciding on their opening hand: each card they may begin the
    /// game with on the battlefield, or done.
    pub fn opening_hand_actions(&self, g: &Game, player: PlayerId) -> Vec<Action> {
        let mut out: Vec<Action> = self
            .opening_hand_cards(g, player)
            .into_iter()
            .map(|c| Action::OpeningHand(Some(c)))
            .collect();
        out.push(Action::OpeningHand(None));
        out
    }

    /// CR 103.6a: `player` begins the game with `card` on the battlefield, or (`None`) is
    /// done; then the next player in turn order with an opening-hand action decides, and
    /// after the last the first turn begins.
    pub fn take_opening_hand(&self, g: &mut Game, choice: Option<CardId>) {
        let Some(&Decision::OpeningHand { player }) = g.decision.as_deref() else {
            return;
        };
        if let Some(card) = choice {
            self.enter_battlefield(g, card, player, 0);
            if !self.opening_hand_cards(g, player).is_empty() {
                return;
            }
        }
        g.decision = None;
        match self.next_with_opening_hand(g, player, false) {
            Some(next) => g.decide(Decision::OpeningHand { player: next }),
            None => self.begin_first_turn(g),
        }
    }
}
