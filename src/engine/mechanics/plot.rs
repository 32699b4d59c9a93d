//! Plot (CR 702.170, special action 116.2k).
//!
//! - 702.170a: "Plot [cost]" lets a card's owner, any time they have priority during their main
//!   phase while the stack is empty, pay [cost] and exile the card from hand: it becomes plotted.
//!   Flash or Vedalken Orrery do not widen this window (the action is not casting).
//! - 702.170b: it is a special action: no one can respond, and the player receives priority
//!   again (116.3).
//! - 702.170c: effects can make a card in exile plotted, with no plot ability and no cost.
//! - 702.170d: the owner may cast a plotted card from exile without paying its mana cost during
//!   their main phase while the stack is empty, on any turn after the turn it became plotted,
//!   even an instant. This is an alternative cost (601.2b, 601.2f-h): no other alternative cost,
//!   X = 0 (107.3b), optional additional costs may be paid and mandatory ones must be, cost
//!   increases apply.
//! - 702.170e: "plotting" in card text means the special action (so a discount on plotting
//!   applies to it and not to 702.170c).
//! - 702.170f: an effect may let plot function elsewhere (Fblthp: the top card of the library,
//!   plot cost = its mana cost, nonland only); the card is exiled from that zone.
//! - 400.7: a plotted card that leaves exile is a new object and is no longer plotted.

use crate::cards::{EventPattern, Types};
use crate::engine::mana_pool::Payment;

use crate::engine::action::Action;
use crate::engine::mana;
use crate::engine::state::{CardId, Game, PlayerId, Zone};
use crate::engine::triggers;
use crate::engine::Engine;

impl Engine<'_> {
    /// CR 702.170a: the window for the plot special action.
    fn plot_window(&self, g: &Game, p: PlayerId) -> bool {
        if self.rules.plot_action_sorcery_timing {
            self.sorcery_timing(g, p)
        } else {
            g.decision.is_none() && g.priority == p
        }
    }

    /// The plot costs `card` can be plotted for from where it is (CR 702.170a, 702.170f).
    fn plot_costs(&self, g: &Game, p: PlayerId, card: CardId) -> Vec<mana::ManaCost> {
        let def = self.def(card);
        let o = g.obj(card);
        let mut costs = Vec::new();
        match o.zone {
            Zone::Hand if self.owner(card) == p => costs.extend(def.plot),
            // Fblthp: "You may plot nonland cards from the top of your library" (702.170f);
            // "the top card of your library has plot" with its mana cost as the plot cost (a card
            // with no mana cost has no payable cost). Its own plot ability works there too.
            Zone::Library if g.players[p as usize].library.front() == Some(&card) => {
                let (may, has) = self.plot_from_top(g, p, card);
                if may {
                    if has {
                        costs.extend(def.mana_cost.map(|c| c.with_x(0)));
                    }
                    costs.extend(def.plot);
                }
            }
            _ => {}
        }
        costs
            .into_iter()
            .map(|c| self.plot_cost(g, p, o.zone, c))
            .collect()
    }

    /// Every plot special action open to `p`.
    pub fn plot_actions(&self, g: &Game, p: PlayerId) -> Vec<Action> {
        if !self.plot_window(g, p) {
            return Vec::new();
        }
        // From hand, only a card with plot can be plotted (`plot_costs`).
        let in_hand = g.among(&self.table.with_plot, Zone::Hand);
        let mut candidates: Vec<CardId> = self.representatives(g, in_hand);
        candidates.extend(g.players[p as usize].library.front().copied());
        let sources = std::cell::OnceCell::new();
        let mut out = Vec::new();
        for card in candidates {
            for cost in self.plot_costs(g, p, card) {
                let sources =
                    sources.get_or_init(|| self.mana_sources(g, p, mana::Purpose::SpecialAction));
                for tap in self.payments(&cost, sources) {
                    out.push(Action::Plot { card, cost, tap });
                }
            }
        }
        out
    }

    /// Takes the plot special action: pay, exile, plotted (CR 702.170a-b, 702.170f).
    pub fn plot(&self, g: &mut Game, p: PlayerId, tap: &Payment, card: CardId) {
        self.pay_mana(g, p, tap);
        self.become_plotted(g, card);
    }

    /// Exiles `card` (unless an instruction already did) and makes it plotted this turn (CR 702.170c); "when
    /// this card becomes plotted" abilities trigger whichever way it happened.
    pub fn become_plotted(&self, g: &mut Game, card: CardId) {
        if g.obj(card).zone != Zone::Exile {
            self.move_card(g, card, Zone::Exile);
        }
        g.obj_mut(card).plotted = Some(g.turn);
        let owner = self.owner(card);
        triggers::fire_own(
            self,
            g,
            card,
            |e| matches!(e, EventPattern::BecomesPlotted),
            owner,
        );
    }

    /// CR 702.170d: may `p` cast this plotted card now?
    pub fn may_cast_plotted(&self, g: &Game, p: PlayerId, card: CardId) -> bool {
        let o = g.obj(card);
        let Some(plotted_turn) = o.plotted else {
            return false;
        };
        let def = self.def(card);
        let timing = if self.rules.plot_cast_sorcery_timing {
            self.sorcery_timing(g, p)
        } else {
            g.decision.is_none() && g.priority == p
        };
        o.zone == Zone::Exile
            && !def.is(Types::LAND)
            && !self.prohibited(g, card)
            && (self.owner(card) == p || !self.rules.plot_owner_only)
            && (g.turn > plotted_turn || !self.rules.plot_later_turn_only)
            && timing
    }
}
