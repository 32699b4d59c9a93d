//! The game as a pure transition system: `Engine::actions(&Game)` lists the decisions open to
//! the player who must act, `Engine::apply(&Game, &Action)` returns the next state. Turn-based
//! actions, state-based actions and putting triggers on the stack happen inside `apply`: they
//! involve no choice. No I/O, no globals.

pub mod action;
mod activated;
pub mod budget;
mod casting;
mod characteristics;
mod combat;
mod combat_events;
mod continuous;
mod costs;
pub mod counter_bag;
mod delayed;
mod divide;
pub mod edition;
mod effects;
mod intervening;
mod invariants;
mod listed;
pub mod mana;
pub mod mana_pool;
pub mod mechanics;
mod next_turn;
mod permissions;
mod priority;
mod replacement;
mod sba;
mod select;
mod shuffle;
mod special;
mod stack;
pub mod state;
mod statics;
mod targets;
mod tokens;
mod triggers;
mod turn;
mod wire;
mod zone_events;
mod zones;

pub use action::{Action, CastChoice};
pub use budget::{Cut, MoveBudget};
pub use continuous::Continuous;
pub use edition::Rules;
pub use listed::ListedMoves;
pub use state::*;
pub use tokens::DEFAULT_TOKEN_SLOTS;

use crate::cards::{CardDb, CardDef};

/// A physical card of the scenario: what never changes during a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardInfo {
    pub def: u16,
    pub owner: PlayerId,
}

/// The static part of a game: the card definitions, who owns which card, names and bounds.
#[derive(Clone, Debug)]
pub struct Table {
    pub db: CardDb,
    pub cards: Vec<CardInfo>,
    pub player_names: Vec<String>,
    /// Explore turns 1..=turns; the game is cut at the end of the last one.
    pub turns: u8,
    /// Which players may concede (CR 104.3a); off unless the model allows it.
    pub concede: Vec<bool>,
    /// Some card (either face) has a static ability; if none does, no search for them.
    pub any_statics: bool,
    /// Some card (either face) prints crew (CR 702.122a); without one, only a permanent an
    /// effect gave crew is looked at for crew activations.
    pub any_crew: bool,
    /// The cards whose definition has an activated ability, in id order (the others are not
    /// looked at for activations).
    pub with_activated: Vec<CardId>,
    /// The cards whose definition has suspend, in id order (only they can be suspended from
    /// hand; a card given suspend in exile is another matter, CR 702.62).
    pub with_suspend: Vec<CardId>,
    /// The cards that can ever be creatures, in id order: those with a creature face or
    /// disguise (face down, a 2/2 creature, CR 708.2a), and, when a card of the model can make
    /// objects creatures ("become 1/1 creatures", 613.1d), every card with a permanent face.
    /// No other card is ever a creature: state-based actions and targeting look only at these
    /// (debug builds check it in `is_creature`).
    pub creatures: Vec<CardId>,
    /// The cards with a planeswalker face, in id order: the only ones with loyalty (CR 306.5b).
    pub planeswalkers: Vec<CardId>,
    /// The cards with an Aura face (one with "Enchant", CR 702.5a), in id order: the only ones
    /// that are attached (CR 303.4).
    pub auras: Vec<CardId>,
    /// The cards with an Equipment face, in id order (CR 301.5): the others are never
    /// attached by equip.
    pub equipment: Vec<CardId>,
    /// The cards with a face that has a mana ability, in id order: the only possible mana
    /// sources (CR 605).
    pub mana_cards: Vec<CardId>,
    /// The cards whose front face is not a land, in id order: the only ones that can be cast
    /// (CR 305.9, 712.11).
    pub spells: Vec<CardId>,
    /// The programs of the abilities keywords and rules stand for (suspend's, planeswalking).
    pub rule_abilities: crate::cards::keywords::RuleAbilities,
    /// The cards whose definition grants a special action, in id order (CR 116.1).
    pub with_special: Vec<CardId>,
    /// The slots reserved for tokens (CR 111), in id order: objects of token definitions.
    pub token_slots: Vec<CardId>,
    /// The characteristics of a face-down spell or permanent (CR 708.2a, 702.168a).
    pub face_down: CardDef,
    /// The cards with disguise, morph or megamorph, in id order: the only ones that can be face
    /// down (CR 702.168, 702.37).
    pub with_disguise: Vec<CardId>,
    /// The cards whose definition has a zone-change trigger other than "this creature dies"
    /// (`EventPattern::ZoneChange`), in id order: the only ones watching objects move.
    pub zone_watchers: Vec<CardId>,
    /// The Sagas with one or more chapter abilities, in id order (CR 714): the only cards lore
    /// counters and 704.5s concern.
    pub sagas: Vec<CardId>,
    /// Every keyword some card of the table could give an object (`keywords_it_can_give`):
    /// no object ever has another, so `has_keyword` answers those at once.
    pub possible_keywords: crate::cards::KeywordSet,
    /// The cards whose definition has a "whenever ... casts" trigger, in id order: the only
    /// ones a cast can trigger (CR 601.2i).
    pub cast_watchers: Vec<CardId>,
    /// The cards whose definition has a "whenever ... activates an ability" trigger, in id
    /// order: the only ones an activation can trigger (CR 602.2b).
    pub activation_watchers: Vec<CardId>,
    /// The cards whose definition has a "whenever ... draws a card" trigger, in id order: the
    /// only ones a draw can trigger (CR 121.1, 603.2).
    pub draw_watchers: Vec<CardId>,
    /// The cards whose definition has a "whenever a player taps a land for mana" trigger
    /// that goes on the stack, in id order (CR 106.12, 603.2).
    pub tap_watchers: Vec<CardId>,
    /// The cards whose definition has a triggered mana ability on tapping for mana (CR
    /// 605.1b), in id order: the only ones that add mana to a payment's sources.
    pub mana_triggers: Vec<CardId>,
    /// Some card of the model (any face, so any copiable values a copy can take, CR 707.2)
    /// has a "whenever ... becomes the target of" trigger (CR 603.2e): only then are
    /// permanents looked at when something becomes a target.
    pub target_watchers: bool,
    /// The cards with a face that has a static ability, in id order: the only permanents
    /// whose statics apply (CR 604).
    pub with_statics: Vec<CardId>,
    /// The cards with an Adventure (CR 715), in id order: the only ones that go on an
    /// adventure in exile.
    pub adventurers: Vec<CardId>,
    /// The cards printed with flashback (CR 702.34), in id order.
    pub with_flashback: Vec<CardId>,
    /// The cards with plot (CR 702.170a), in id order: the only ones plotted from hand.
    pub with_plot: Vec<CardId>,
    /// The cards printed with foretell (CR 702.143a), in id order.
    pub with_foretell: Vec<CardId>,
    /// The slots reserved for copies of spells (CR 707.10), in id order: objects of the
    /// model's spell definitions, one per player each, when a card of the model copies spells.
    pub copy_slots: Vec<CardId>,
    /// A card reads how many spells a player cast this turn ("your second spell each turn").
    pub counts_spells: bool,
    /// A card's instructions read "attacked this turn" (CR 508.1): only then do objects
    /// remember it.
    pub attack_memory: bool,
    /// A card reads whether a player attacked with creatures this turn ("If you attacked with
    /// creatures this turn, ..."): only then do players remember it.
    pub attack_history: bool,
    /// A card reads whether a player planeswalked to a plane this turn ("if you planeswalked
    /// to [this] this turn"): only then do face-up planes remember it.
    pub planeswalk_history: bool,
    /// The cards with a state-triggered ability (CR 603.8), in id order: the only ones whose
    /// conditions are checked each time a player would receive priority.
    pub state_watchers: Vec<CardId>,
    /// The cards with a triggered ability "[event], if this card is suspended" (CR 702.62b,
    /// 113.6b), in id order: the only cards in exile whose abilities see events.
    pub suspended_watchers: Vec<CardId>,
    /// Some card of the model has a "whenever a time counter is removed from this" trigger
    /// (CR 603.2): only then is a removal looked at for one.
    pub time_counter_watchers: bool,
    /// Some card of the model has a copy instruction ("becomes a copy of", "create a token
    /// that's a copy of", CR 707): only then does `face` look for copy effects (layer 1).
    pub copy_effects: bool,
    /// The cards that can be legendary permanents, in id order: those with a legendary face,
    /// and, when a card of the model makes permanents copies (CR 707.2), every card with a
    /// permanent face. The legend rule (704.5j) looks only at these.
    pub legends: Vec<CardId>,
    /// No characteristics: a copy of a permanent under `copy.layer-one=ignored` (CR 707.2).
    pub no_characteristics: CardDef,
    /// Some card of the model has a static ability granting an activated or mana ability
    /// ("All creatures have \"{T}: Add {G}{G}.\"", CR 613.1f): only then are statics looked
    /// at for them.
    pub grants_abilities: bool,
    /// A card reads a fact of the turn's history ("if a creature died this turn", CR 700.4):
    /// only then does the game remember it (`Game::this_turn`).
    pub turn_history: bool,
}

/// The rules engine for one table under one set of rules.
#[derive(Clone, Copy)]
pub struct Engine<'a> {
    pub table: &'a Table,
    pub rules: Rules,
    /// Treat interchangeable cards (same definition, owner and situation) as one choice. Sound:
    /// the choices lead to symmetric states. Off only to prove that (`--no-symmetry`).
    pub symmetry: bool,
    /// The bound on one state's move generation; none: unbounded.
    pub budget: Option<&'a MoveBudget>,
}

impl<'a> Engine<'a> {
    pub fn new(table: &'a Table, rules: Rules) -> Self {
        Engine {
            table,
            rules,
            symmetry: true,
            budget: None,
        }
    }

    pub fn with_budget(mut self, budget: &'a MoveBudget) -> Self {
        self.budget = Some(budget);
        self
    }

    /// Whether a state's move generation may list another move after `listed` (see
    /// `MoveBudget`).
    fn may_list(&self, listed: usize) -> Result<(), Cut> {
        self.budget.map_or(Ok(()), |b| b.allows(listed))
    }

    pub fn with_symmetry(mut self, on: bool) -> Self {
        self.symmetry = on;
        self
    }

    pub fn def(&self, id: CardId) -> &'a CardDef {
        self.table.db.get(self.table.cards[id as usize].def)
    }

    /// The characteristics the object has now: the face that is up while it is on the
    /// battlefield or the stack (a double-faced card's back face, an Adventure, a split card's
    /// half), its own characteristics anywhere else (CR 709.4, 712.8, 715.4).
    pub fn face(&self, g: &Game, id: CardId) -> &'a CardDef {
        let def = self.def(id);
        let o = g.obj(id);
        match o.zone {
            // CR 708.2a: a face-down spell or permanent has only the face-down characteristics.
            Zone::Battlefield | Zone::Stack if o.face_down => &self.table.face_down,
            // CR 613.1a, 613.2a: layer 1, a copy effect's copiable values (none in a model
            // without copy instructions: `copy_effect` returns at once).
            // The deliberately broken variant: a token copy gets no copiable values.
            Zone::Battlefield
                if self.table.copy_effects
                    && !self.rules.copy_effects_apply
                    && self.is_copy(id) =>
            {
                &self.table.no_characteristics
            }
            Zone::Battlefield if self.table.copy_effects => match self.copy_effect(g, id) {
                Some(c) => self.copied_face(c),
                None => def.face(o.face),
            },
            Zone::Battlefield | Zone::Stack => def.face(o.face),
            // The deliberately broken variant: the face cast stays up (`move_card` keeps it).
            _ if !self.rules.faces_by_zone => def.face(o.face),
            _ => def,
        }
    }

    /// Which face's characteristics the object has now (`CardDef::face`): the face up on the
    /// battlefield or the stack, the card's own anywhere else (as `face`).
    pub fn face_up(&self, g: &Game, id: CardId) -> u8 {
        let o = g.obj(id);
        match o.zone {
            Zone::Battlefield | Zone::Stack => o.face,
            _ if !self.rules.faces_by_zone => o.face,
            _ => 0,
        }
    }

    /// CR 305.2: `p` has a land play left this turn (only on their own turn): one, and one
    /// more for each additional land play an effect gives (305.2a).
    pub fn land_drop_left(&self, g: &Game, p: PlayerId) -> bool {
        g.active == p
            && (g.lands_played == 0
                || !self.rules.one_land_per_turn
                || g.lands_played <= self.additional_land_plays(g, p))
    }

    /// CR 305.1, 608.2g: an effect's "you may play it" lets `p` play land card `c` now: it has a
    /// land face, and `p` may play a land (305.2b: a land play left; 305.3: their own turn;
    /// `land_drop_left` reads both). The broken variant `play-it.land-play=free` ignores them.
    pub fn may_play_land_by_effect(&self, g: &Game, p: PlayerId, c: CardId) -> bool {
        self.land_faces(c).next().is_some()
            && (!self.rules.effect_land_play_counts || self.land_drop_left(g, p))
    }

    /// How a board shows the object: by the name it has now, a face-down one as "face-down"
    /// and the card it is (the board shows every hidden card, CR 708.5 aside).
    pub fn shown_name(&self, g: &Game, id: CardId) -> String {
        match g.obj(id).face_down && matches!(g.obj(id).zone, Zone::Battlefield | Zone::Stack) {
            true => format!("face-down {}", self.name(id)),
            false => self.face_name(g, id).to_string(),
        }
    }

    /// The name the object has now (its face's).
    pub fn face_name(&self, g: &Game, id: CardId) -> &'a str {
        &self.face(g, id).name
    }

    pub fn owner(&self, id: CardId) -> PlayerId {
        self.table.cards[id as usize].owner
    }

    pub fn name(&self, id: CardId) -> &'a str {
        &self.def(id).name
    }

    pub fn player_name(&self, p: PlayerId) -> &'a str {
        &self.table.player_names[p as usize]
    }

    /// Every decision open now, in a deterministic order (the Explorer addresses paths by index).
    /// With a budget, none when the budget cut generation short; the cut is recorded in the
    /// budget, so whatever rests on this list (a property, a forced chain) is known to be partial.
    pub fn actions(&self, g: &Game) -> Vec<Action> {
        self.try_actions(g).unwrap_or_else(|cut| {
            self.record_cut(cut);
            Vec::new()
        })
    }

    /// Records in the budget that a state's moves were cut short.
    pub fn record_cut(&self, cut: Cut) {
        if let Some(b) = self.budget {
            b.record(cut);
        }
    }

    /// Every decision open now, or why the budget cut their generation short (not recorded:
    /// the caller decides what a cut means).
    pub fn try_actions(&self, g: &Game) -> Result<Vec<Action>, Cut> {
        if g.outcome.is_some() {
            return Ok(Vec::new());
        }
        let listed = match g.decision.as_deref() {
            Some(d) => priority::decision_actions(self, g, d),
            None => priority::priority_actions(self, g),
        }
        // Combat checks the budget as it lists (it can offer (attackers+1)^blockers blocks);
        // other moves (casts with their choices, payments) are counted once listed, so the
        // bound holds for every state.
        .and_then(|out| match out.len().checked_sub(1) {
            Some(last) => self.may_list(last).map(|()| out),
            None => Ok(out),
        });
        let mut out = listed?;
        // CR 104.3a: a player may concede whenever they would make a decision; the die is
        // chance (and a coin in the air), not a decision.
        let actor = g.actor();
        if self.table.concede.get(actor as usize) == Some(&true)
            && !matches!(
                g.decision.as_deref(),
                Some(Decision::PlanarDie { .. } | Decision::Coin { .. })
            )
            && !self.die_is_rolling(g)
            && !matches!(
                g.decision.as_deref(),
                Some(Decision::TriggerTarget { trigger }) if self.target_at_random(trigger)
            )
        {
            out.push(Action::Concede);
        }
        distinct(&mut out);
        Ok(out)
    }

    /// The state after `action`. `action` must be one of `actions(g)`.
    pub fn apply(&self, g: &Game, action: &Action) -> Game {
        let mut next = g.clone();
        priority::apply(self, &mut next, action);
        next
    }

    /// The state a game starts in, once its start-of-game procedure and first steps are done.
    pub fn start(&self, mut g: Game) -> Game {
        self.begin_game(&mut g);
        g
    }
}

/// Keeps the first of equal actions: stateright encodes a path by the index of the first equal
/// action. Linear in the number of actions (a hash set past a few).
fn distinct(out: &mut Vec<Action>) {
    if out.len() <= 16 {
        let mut i = 0;
        while i < out.len() {
            if out[..i].contains(&out[i]) {
                out.remove(i);
            } else {
                i += 1;
            }
        }
        return;
    }
    let keep: Vec<bool> = {
        let mut seen = rustc_hash::FxHashSet::default();
        out.iter().map(|a| seen.insert(a)).collect()
    };
    let mut keep = keep.into_iter();
    out.retain(|_| keep.next().unwrap_or(true));
}
