//! The decisions a player can make (CR 117 priority actions, 116 special actions, and the
//! choices rules and effects ask for), and how they read in a trace.

use crate::cards::{Amount, Effect, Layout, Op, Place, Selector};

use super::mana::ManaCost;
use super::mana_pool::Payment;
use super::mechanics::planechase::DieFace;
use super::state::{CardId, CastVia, Decision, Game, PendingTrigger, PlayerId, Target, Targets};
use super::Engine;

/// Casting a spell with every choice of CR 601.2b-h made up front. The engine lists only casts
/// that can be completed; any other proposal would be reversed (CR 732.1), leaving the state
/// as it was, so it is not a move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastChoice {
    pub card: CardId,
    /// The face cast (`CardDef::face`; CR 709.3, 712.11b, 715.3): 0 the card's own.
    pub face: u8,
    pub via: CastVia,
    pub x: u8,
    pub kicked: bool,
    /// A modal spell's mode (CR 700.2a, 601.2b); 0 otherwise.
    pub mode: u8,
    pub targets: Targets,
    pub sacrifice: Option<CardId>,
    /// The total cost (CR 601.2f), for the trace.
    pub cost: ManaCost,
    /// The mana sources tapped to pay it (CR 601.2g).
    pub tap: Payment,
    /// Cast face down by disguise (CR 702.168a): a 2/2 creature spell for {3}.
    pub face_down: bool,
    /// How divided damage is divided (CR 601.2d): an index into `divide::divisions`.
    pub divided: u8,
    /// Cast for its evoke cost (CR 702.74a), an alternative cost.
    pub evoked: bool,
    /// Cast for a blitz cost (CR 702.152a), an alternative cost.
    pub blitzed: bool,
    /// Its buyback cost paid (CR 702.27a), an optional additional cost.
    pub buyback: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Pass priority (CR 117.3d).
    Pass,
    /// Play a land (CR 305.1, special action 116.2a); `back`: a modal double-faced card's back
    /// face (CR 712.12).
    PlayLand {
        card: CardId,
        back: bool,
    },
    Cast(Box<CastChoice>),
    /// The plot special action (CR 702.170a, 116.2k), from hand or from the top of the library
    /// (702.170f).
    Plot {
        card: CardId,
        cost: ManaCost,
        tap: Payment,
    },
    /// The foretell special action (CR 702.143a, 116.2h): pay {2}, exile from hand face down.
    Foretell {
        card: CardId,
        cost: ManaCost,
        tap: Payment,
    },
    /// Declare attackers (CR 508.1); all attack one defending player.
    Attack {
        attackers: Vec<CardId>,
        defender: PlayerId,
    },
    /// Declare blockers (CR 509.1): each pair is (blocker, attacker it blocks).
    Block {
        blocks: Vec<(CardId, CardId)>,
    },
    /// Choose the target of a triggered ability as it is put on the stack (CR 603.3d).
    Target(Target),
    /// Choose a card for a resolving instruction, or none ("you may").
    Choose(Option<CardId>),
    /// Discard to hand size in cleanup (CR 514.1).
    Discard(CardId),
    /// The suspend special action (CR 702.62a, 116.2f).
    Suspend {
        card: CardId,
        /// The value chosen for the suspend cost's {X} (CR 107.3d); 0 without one.
        x: u8,
        cost: ManaCost,
        tap: Payment,
    },
    /// Activate an activated ability (CR 602), paying its mana cost with the mana abilities of
    /// `tap` (CR 602.2b, 601.2g-h), its sacrifice cost and its exile cost.
    Activate {
        card: CardId,
        index: u8,
        /// A modal activated ability's mode (CR 700.2, 602.2b); 0 otherwise.
        mode: u8,
        sacrifice: Option<CardId>,
        tap: Payment,
        /// The card its cost exiles or discards (CR 601.2h).
        card_cost: Option<CardId>,
        /// Chosen as it is activated (CR 602.2b, 601.2c).
        targets: Targets,
        /// The permanents a cost "tap N untapped [permanents] you control" taps (CR 602.2b).
        tapped: Vec<CardId>,
    },
    /// Decline to play a card whose last time counter was removed (CR 702.62a, 2024-02-06 on);
    /// under CR 2023-11-17, activate no mana ability for its mana cost (117.1d, 601.2g).
    Decline,
    /// Begin to cast a card that must be played but whose cast cannot be completed (CR 601.2a).
    BeginCast {
        card: CardId,
    },
    /// The begun cast is illegal and is reversed (CR 732.1; 728.1 in 2023-11-17).
    Reverse,
    /// Choose a card name (Meddling Mage), by definition id.
    Name(u16),
    /// Roll the planar die, a special action (CR 116.2i, 901.9).
    RollPlanarDie {
        cost: ManaCost,
        tap: Payment,
    },
    /// The planar die shows a face (chance, explored as every outcome).
    DieFace(DieFace),
    /// A special action a card grants (CR 116.1), with the object its first instruction asks
    /// for chosen as it is taken.
    Special {
        source: CardId,
        index: u8,
        choice: Option<CardId>,
    },
    /// Concede: leave the game (CR 104.3a, 800.4), where the model allows it.
    Concede,
    /// Turn a face-down permanent face up for its disguise or morph cost (CR 702.168d, 702.37e,
    /// special action 116.2b).
    TurnFaceUp {
        card: CardId,
        cost: ManaCost,
        tap: Payment,
    },
    /// Choose no target for a triggered ability's "up to one target" (CR 601.2c, 603.3d).
    NoTarget,
    /// A time travel's choice (CR 701.56a): the objects that get a time counter or lose one;
    /// the others stay as they are.
    TimeTravel(Vec<(CardId, super::mechanics::time_travel::TimeChange)>),
    /// "As this land enters, you may pay 3 life": pay it (true), or not and it enters tapped
    /// (CR 614.12, 119.4).
    PayLife(bool),
    /// The next die shows this result (chance, every result explored; CR 706.1a).
    DieRoll(u8),
    /// Keep this result and ignore the other die (CR 706.6: the roller chooses).
    KeepDie(u8),
    /// A copy of a spell gets these targets (CR 707.10c: kept or new).
    CopyTargets(Targets),
    /// Choose the mode of a modal triggered ability, and that mode's target if it has one, as
    /// the ability is put on the stack (CR 700.2b, 603.3c-d).
    TriggerMode {
        mode: u8,
        target: Option<Target>,
    },
    /// Put this one of your waiting triggered abilities on the stack next (CR 603.3b).
    OrderTrigger(PendingTrigger),
    /// Pay what a resolving instruction asks by tapping these sources, or decline (`None`)
    /// (CR 605.3a, 608.2d: "you may pay {8}").
    PayMana(Option<Payment>),
    /// Keep this legendary permanent; the others of the same name go to the graveyard (CR
    /// 704.5j, the legend rule).
    KeepLegend(CardId),
    /// A proliferate's choice (CR 701.34a): the permanents and the players (a bit each) that
    /// get one more counter of each kind they have.
    Proliferate {
        objects: Vec<CardId>,
        players: u8,
    },
    /// Begin the game with this card from the opening hand on the battlefield, or (`None`)
    /// take no more opening-hand actions (CR 103.6a).
    OpeningHand(Option<CardId>),
    /// The Aura waiting to enter attached enchants this permanent (CR 303.4f).
    AttachAura(CardId),
    /// Declare attackers (CR 508.1a-b): all of them attack this planeswalker, controlled by an
    /// opponent (its controller is the defending player, 506.2).
    AttackPlaneswalker {
        attackers: Vec<CardId>,
        planeswalker: CardId,
    },
    /// Choose the targets of a triggered ability with more than one "target" word as it is
    /// put on the stack (CR 603.3d, 601.2c), one per word in order.
    TriggerTargets(Targets),
    /// The coin a resolving instruction flipped lands: its flipper wins (true) or loses the
    /// flip (chance, both explored; CR 705.2).
    CoinFlip(bool),
    /// Devour (CR 702.82a): sacrifice these other creatures (none: sacrifice nothing) as the
    /// devouring permanent enters.
    Devour(Vec<CardId>),
    /// Pay what a resolving "you may pay {X}" asks with this X (CR 107.3f: chosen as it is
    /// paid, 608.2d) by tapping these sources (605.3a).
    PayManaX(u8, Payment),
    /// Activate `card`'s crew ability (CR 702.122a), tapping these other untapped creatures
    /// with total power N or greater to pay its cost.
    Crew {
        card: CardId,
        tapped: Vec<CardId>,
    },
    /// The choice of a resolving "choose a counter on ... remove that counter or put another
    /// of those counters on it" (CR 608.2d): this kind, another put (true) or one removed.
    ChangeACounter {
        kind: crate::cards::CounterKind,
        put: bool,
    },
    /// The division of the combat damage of attackers blocked by several creatures (CR
    /// 510.1c): (attacker, blocker, amount); a trampler's rest goes to the player (702.19b).
    AssignCombatDamage(Vec<(CardId, CardId, i16)>),
    /// The damage assignment order of each attacker blocked by two or more creatures (CR
    /// 509.2, 2024-02-06 and earlier): (attacker, its blockers, first to last).
    OrderBlockers(Vec<(CardId, Vec<CardId>)>),
}

impl Action {
    /// The card this action is about, for `enabled(player, verb, card)`.
    pub fn card(&self) -> Option<CardId> {
        match self {
            Action::PlayLand { card, .. }
            | Action::Plot { card, .. }
            | Action::Foretell { card, .. }
            | Action::Discard(card)
            | Action::KeepLegend(card)
            | Action::AttachAura(card) => Some(*card),
            Action::Cast(c) => Some(c.card),
            Action::Choose(c) | Action::OpeningHand(c) => *c,
            Action::Suspend { card, .. }
            | Action::Activate { card, .. }
            | Action::Crew { card, .. }
            | Action::BeginCast { card }
            | Action::TurnFaceUp { card, .. } => Some(*card),
            Action::Special { choice, .. } => *choice,
            _ => None,
        }
    }

    /// The verb of `enabled(player, verb, card)`.
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Pass => "pass",
            Action::PlayLand { .. } => "play",
            Action::Cast(_) => "cast",
            Action::Plot { .. } => "plot",
            Action::Foretell { .. } => "foretell",
            Action::Attack { .. } => "attack",
            Action::Block { .. } => "block",
            Action::Target(_) => "target",
            Action::Choose(_) => "choose",
            Action::Discard(_) => "discard",
            Action::Suspend { .. } => "suspend",
            Action::Activate { .. } => "activate",
            Action::Decline => "decline",
            Action::BeginCast { .. } => "begin-cast",
            Action::Reverse => "reverse",
            Action::Name(_) => "name",
            Action::RollPlanarDie { .. } => "roll",
            Action::DieFace(_) => "die",
            Action::Special { .. } => "special-action",
            Action::Concede => "concede",
            Action::TurnFaceUp { .. } => "turn-face-up",
            Action::NoTarget => "target",
            Action::TimeTravel(_) => "time-travel",
            Action::Proliferate { .. } => "proliferate",
            Action::ChangeACounter { .. } => "choose-counter",
            Action::PayLife(_) => "pay-life",
            Action::OpeningHand(_) => "opening-hand",
            Action::AttachAura(_) => "attach",
            Action::AttackPlaneswalker { .. } => "attack",
            Action::DieRoll(_) => "die",
            Action::KeepDie(_) => "keep-die",
            Action::CopyTargets(_) => "copy-targets",
            Action::TriggerMode { .. } => "target",
            Action::OrderTrigger(_) => "order-trigger",
            Action::PayMana(_) | Action::PayManaX(..) => "pay",
            Action::KeepLegend(_) => "keep-legend",
            Action::TriggerTargets(_) => "target",
            Action::CoinFlip(_) => "coin",
            Action::Devour(_) => "devour",
            Action::Crew { .. } => "crew",
            Action::AssignCombatDamage(_) => "assign-damage",
            Action::OrderBlockers(_) => "order-blockers",
        }
    }
}

impl Engine<'_> {
    /// A short label for an action without its state (the Explorer's action list).
    pub fn label(&self, a: &Action) -> String {
        match a {
            Action::Pass => "pass priority".into(),
            Action::PlayLand { card, back } => match (self.def(*card).back(), back) {
                (Some(b), true) => format!("play {}", b.name),
                _ => format!("play {}", self.name(*card)),
            },
            Action::Cast(c) => {
                let mut s = format!("cast {}", self.cast_name(c.card, c.face));
                if c.face_down {
                    s.push_str(" face down");
                }
                if c.via != super::state::CastVia::Hand {
                    s.push_str(&format!(" ({})", c.via.name()));
                }
                if !self.def(c.card).modes.is_empty() {
                    s.push_str(&format!(", {}", self.def(c.card).mode_label(c.mode)));
                }
                if !c.targets.is_empty() {
                    let t: Vec<_> = c.targets.iter().map(|t| self.target_name(t)).collect();
                    s.push_str(&format!(" → {}", t.join(", ")));
                }
                if c.kicked {
                    s.push_str(", kicked");
                }
                if c.evoked {
                    s.push_str(", evoked");
                }
                if c.blitzed {
                    s.push_str(", blitzed");
                }
                if c.buyback {
                    s.push_str(", with buyback");
                }
                s + &format!(" [{}]", c.cost)
            }
            Action::Plot { card, cost, .. } => format!("plot {} [{cost}]", self.name(*card)),
            Action::Foretell { card, cost, .. } => {
                format!("foretell {} [{cost}]", self.name(*card))
            }
            Action::Suspend { card, cost, .. } => format!("suspend {} [{cost}]", self.name(*card)),
            Action::Attack {
                attackers,
                defender,
            } if attackers.is_empty() => {
                let _ = defender;
                "no attackers".into()
            }
            Action::Attack {
                attackers,
                defender,
            } => format!(
                "attack {} with {}",
                self.player_name(*defender),
                self.list(attackers)
            ),
            Action::AssignCombatDamage(d) => format!("combat damage: {}", self.division(d)),
            Action::OrderBlockers(o) => format!("damage order: {}", self.blocker_orders(o)),
            Action::Block { blocks } if blocks.is_empty() => "no blockers".into(),
            Action::Block { blocks } => {
                let each: Vec<String> = blocks
                    .iter()
                    .map(|(b, a)| format!("{} blocks {}", self.name(*b), self.name(*a)))
                    .collect();
                each.join(", ")
            }
            Action::Target(t) => format!("target {}", self.target_name(t)),
            Action::Choose(None) => "choose nothing / no".into(),
            Action::Choose(Some(c)) => format!("choose {}", self.name(*c)),
            Action::Discard(c) => format!("discard {}", self.name(*c)),
            Action::Activate {
                card,
                index,
                mode,
                sacrifice,
                card_cost,
                targets,
                tapped,
                ..
            } => {
                // Without a game: the card's own ability (a copy's is told by `describe`).
                let cost = self.activation_cost(None, *card, *index);
                let ability = self.activated_ability(None, *card, *index);
                let mut s = match sacrifice {
                    Some(s) => format!(
                        "activate {} (sacrifice {})",
                        self.name(*card),
                        self.name(*s)
                    ),
                    None => match ability.and_then(|a| a.loyalty) {
                        Some(change) if change > 0 => {
                            format!("activate {}'s +{change}", self.name(*card))
                        }
                        Some(change) => format!("activate {}'s {change}", self.name(*card)),
                        // CR 716.2a: a class level bar.
                        None => match self
                            .def(*card)
                            .activated
                            .get(*index as usize)
                            .and_then(|a| a.level_up)
                        {
                            Some(n) => format!("activate {}'s Level {n}", self.name(*card)),
                            None => format!("activate {}", self.name(*card)),
                        },
                    },
                };
                if let Some(e) = card_cost {
                    let verb = self.cost_card_verb(None, *card, *index);
                    s.push_str(&format!(" ({verb} {})", self.name(*e)));
                }
                if !tapped.is_empty() {
                    let t: Vec<_> = tapped.iter().map(|c| self.name(*c)).collect();
                    s.push_str(&format!(" (tap {})", t.join(", ")));
                }
                if ability.is_some_and(|a| !a.modes.is_empty()) {
                    s.push_str(&format!(", mode {}", *mode as u16 + 1));
                }
                if !targets.is_empty() {
                    let t: Vec<_> = targets.iter().map(|t| self.target_name(t)).collect();
                    s.push_str(&format!(" → {}", t.join(", ")));
                }
                if !cost.is_zero() {
                    s.push_str(&format!(" [{cost}]"));
                }
                s
            }
            Action::Decline => "decline".into(),
            Action::BeginCast { card } => format!("begin casting {}", self.name(*card)),
            Action::Reverse => "reverse the illegal cast".into(),
            Action::Name(d) => format!("name {}", self.table.db.get(*d).name),
            Action::RollPlanarDie { cost, .. } => format!("roll the planar die [{cost}]"),
            Action::DieFace(f) => format!("die: {}", f.name()),
            Action::Special { source, choice, .. } => match choice {
                Some(c) => format!(
                    "{}'s special action on {}",
                    self.name(*source),
                    self.name(*c)
                ),
                None => format!("{}'s special action", self.name(*source)),
            },
            Action::Concede => "concede".into(),
            Action::TurnFaceUp { card, cost, .. } => {
                format!("turn {} face up [{cost}]", self.name(*card))
            }
            Action::NoTarget => "no target".into(),
            Action::TimeTravel(changes) if changes.is_empty() => "time travel: no change".into(),
            Action::TimeTravel(changes) => format!(
                "time travel: {}",
                changes
                    .iter()
                    .map(|(c, ch)| format!("{} {}", ch.name(), self.name(*c)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Action::Proliferate { objects, players } => {
                let mut each: Vec<String> = (0..8u8)
                    .filter(|p| players & (1 << p) != 0)
                    .map(|p| self.player_name(p).to_string())
                    .collect();
                each.extend(objects.iter().map(|&c| self.name(c).to_string()));
                match each.is_empty() {
                    true => "proliferate: nothing".into(),
                    false => format!("proliferate: {}", each.join(", ")),
                }
            }
            Action::ChangeACounter { kind, put: true } => {
                format!("put another {} counter", kind.name())
            }
            Action::ChangeACounter { kind, put: false } => {
                format!("remove a {} counter", kind.name())
            }
            Action::OpeningHand(Some(c)) => {
                format!("begin with {} on the battlefield", self.name(*c))
            }
            Action::OpeningHand(None) => "done with the opening hand".into(),
            Action::AttachAura(c) => format!("enchant {}", self.name(*c)),
            Action::AttackPlaneswalker {
                attackers,
                planeswalker,
            } => format!(
                "attack {} with {}",
                self.name(*planeswalker),
                self.list(attackers)
            ),
            Action::PayLife(true) => "pay life".into(),
            Action::PayLife(false) => "don't pay life".into(),
            Action::Devour(cs) if cs.is_empty() => "devour nothing".into(),
            Action::Devour(cs) => format!("devour {}", self.list(cs)),
            Action::Crew { card, tapped } => {
                format!("crew {} (tap {})", self.name(*card), self.list(tapped))
            }
            Action::PayMana(None) => "don't pay".into(),
            Action::PayMana(Some(tap)) | Action::PayManaX(_, tap) => {
                let x = match a {
                    Action::PayManaX(x, _) => format!(" X={x}"),
                    _ => String::new(),
                };
                let mut s = format!(
                    "pay{x}, tapping {}",
                    tap.iter()
                        .map(|&c| self.name(c))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
                if let Some(after) = &tap.pool {
                    s.push_str(&format!("; mana pool: {}", after.symbols()));
                }
                s
            }
            Action::DieRoll(n) => format!("die: {n}"),
            Action::CoinFlip(true) => "coin: won".into(),
            Action::CoinFlip(false) => "coin: lost".into(),
            Action::KeepDie(n) => format!("keep {n}"),
            Action::CopyTargets(t) => format!("copy targets {}", self.copy_targets_label(t)),
            Action::KeepLegend(c) => format!("keep {} (legend rule)", self.name(*c)),
            Action::TriggerMode { mode, target } => match target {
                Some(t) => format!("mode {}, target {}", *mode as u16 + 1, self.target_name(t)),
                None => format!("mode {}", *mode as u16 + 1),
            },
            Action::OrderTrigger(t) => format!("put {} on the stack next", self.trigger_name(t)),
            Action::TriggerTargets(ts) => format!(
                "targets {}",
                ts.iter()
                    .map(|t| self.target_name(t))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }

    /// The face of `card` cast, as a trace names it: "Fetch Quest (Bramble Familiar's
    /// adventure)", "Wear (the left half of Wear // Tear)", "Wear // Tear (fused)".
    pub fn cast_name(&self, card: CardId, face: u8) -> String {
        let def = self.def(card);
        let half = def.face(face);
        match (def.layout, face) {
            (Layout::Split, 0) => format!("{} (fused)", def.name),
            (Layout::Split, 1) => format!("{} (the left half of {})", half.name, def.name),
            (Layout::Split, _) => format!("{} (the right half of {})", half.name, def.name),
            (_, 0) | (Layout::Normal, _) => def.name.clone(),
            (Layout::Adventure, _) => format!("{} ({}'s adventure)", half.name, def.name),
            (Layout::Omen, _) => format!("{} ({}'s omen)", half.name, def.name),
            (Layout::Modal | Layout::Transform, _) => {
                format!("{} (the back face of {})", half.name, def.name)
            }
        }
    }

    pub fn target_name(&self, t: &Target) -> String {
        match t {
            Target::Player(p) => self.player_name(*p).to_string(),
            Target::Object(c) => self.name(*c).to_string(),
            Target::Ability { ability, .. } => self.ability_name(ability),
            Target::Gone(c) => format!("{} (gone: a new object now)", self.name(*c)),
        }
    }

    /// A target as a trace names it now: a permanent by the face that is up (a transformed
    /// permanent's back face, CR 712.8e; a face-down one as "face-down" and its card); a spell
    /// or card by its card's name.
    pub fn target_now(&self, g: &Game, t: &Target) -> String {
        match t {
            Target::Object(c) if g.obj(*c).zone == super::Zone::Battlefield => {
                self.shown_name(g, *c)
            }
            other => self.target_name(other),
        }
    }

    /// An ability as a trace and a board name it: "Rift Bolt's last-time-counter trigger".
    /// A waiting trigger as a player choosing their order sees it: the ability, told apart
    /// from its source's other triggered abilities by number when it has several.
    pub fn trigger_name(&self, t: &PendingTrigger) -> String {
        use super::state::AbilityKind;
        let name = self.ability_name(&t.ability);
        let printed = self.ability_def(t.ability).triggers.len();
        match t.ability.kind {
            AbilityKind::Trigger(i)
            | AbilityKind::AboutPlayer(i, ..)
            | AbilityKind::AboutSpell(i, ..)
            | AbilityKind::AboutCard(i, ..)
            | AbilityKind::AboutRoll(i, ..)
            | AbilityKind::AboutAbility(i, ..)
                if printed > 1 =>
            {
                format!("{name} #{}", i as u16 + 1)
            }
            _ => name,
        }
    }

    pub fn ability_name(&self, a: &super::state::AbilityRef) -> String {
        use super::state::AbilityKind;
        let name = self.name(a.source);
        match a.kind {
            AbilityKind::Trigger(_)
            | AbilityKind::AboutPlayer(..)
            | AbilityKind::AboutSpell(..)
            | AbilityKind::AboutCard(..)
            | AbilityKind::AboutRoll(..)
            | AbilityKind::AboutAmount(..)
            | AbilityKind::AboutAbility(..) => {
                format!("{name}'s trigger")
            }
            // CR 702.168a: a face-down permanent has no name ("the face-down creature").
            AbilityKind::FaceDownWard(..) => "a face-down creature's ward".to_string(),
            // CR 716.2a: a class level bar's ability, by its level ("Level 2").
            AbilityKind::Activated(i)
                if self
                    .def(a.source)
                    .activated
                    .get(i as usize)
                    .is_some_and(|ab| ab.level_up.is_some()) =>
            {
                let text = &self.def(a.source).activated[i as usize].text;
                format!("{name}'s \"{text}\" ability")
            }
            AbilityKind::Activated(_) | AbilityKind::ActivatedExiled(..) => {
                format!("{name}'s ability")
            }
            AbilityKind::SuspendUpkeep => format!("{name}'s suspend upkeep trigger"),
            AbilityKind::SuspendLastCounter => format!("{name}'s last-time-counter trigger"),
            AbilityKind::Planeswalking => "the planeswalking ability".to_string(),
            AbilityKind::Special(_) => format!("{name}'s special action"),
            AbilityKind::TurnedFaceUp => format!("{name}'s turned-face-up replacement"),
            // CR 603.12: "When you do" is a reflexive trigger.
            AbilityKind::Delayed(i, ..)
                if self
                    .delayed_ability(a.source, a.copied, i)
                    .is_some_and(|d| d.when == crate::cards::DelayedEvent::WhenYouDo) =>
            {
                format!("{name}'s reflexive trigger")
            }
            AbilityKind::Delayed(..) => format!("{name}'s delayed trigger"),
            AbilityKind::VanishingUpkeep => format!("{name}'s vanishing upkeep trigger"),
            AbilityKind::VanishingLastCounter => format!("{name}'s vanishing last-counter trigger"),
            // CR 701.54c: the emblem's ability, about its Ring-bearer.
            AbilityKind::TheRing(_) => format!("The Ring's trigger ({name})"),
            AbilityKind::Exalted(_) => format!("{name}'s exalted trigger"),
            AbilityKind::BlitzDies => format!("{name}'s blitz dies trigger"),
            AbilityKind::Demonstrate(_) => format!("{name}'s demonstrate trigger"),
            AbilityKind::ReturnsFromDeath(false) => format!("{name}'s persist trigger"),
            AbilityKind::ReturnsFromDeath(true) => format!("{name}'s undying trigger"),
            AbilityKind::RingBlocked(_) => format!("The Ring's trigger ({name} became blocked)"),
            AbilityKind::Crew => format!("{name}'s crew ability"),
        }
    }

    /// "Rhino: 3 to Hill Giant, 1 to Grizzly Bears; ..." (CR 510.1c).
    fn division(&self, d: &[(CardId, CardId, i16)]) -> String {
        let mut attackers: Vec<CardId> = d.iter().map(|&(a, _, _)| a).collect();
        attackers.dedup();
        attackers
            .iter()
            .map(|&a| {
                let each: Vec<String> = d
                    .iter()
                    .filter(|&&(x, _, _)| x == a)
                    .map(|&(_, b, n)| format!("{n} to {}", self.name(b)))
                    .collect();
                format!("{}: {}", self.name(a), each.join(", "))
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// "Rhino: Grizzly Bears, then Hill Giant; ..." (CR 509.2).
    fn blocker_orders(&self, o: &[(CardId, Vec<CardId>)]) -> String {
        o.iter()
            .map(|(a, bs)| {
                let names: Vec<&str> = bs.iter().map(|&b| self.name(b)).collect();
                format!("{}: {}", self.name(*a), names.join(", then "))
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn list(&self, ids: &[CardId]) -> String {
        ids.iter()
            .map(|&i| self.name(i))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// An action in game language: "Alice casts Djinn of Fool's Fall from exile (plot), free".
    pub fn describe(&self, g: &Game, a: &Action) -> String {
        let who = self.player_name(g.actor());
        let paying = |cost: &ManaCost, tap: &Payment| {
            // CR 106.4: mana from the pool, or left in it.
            let pool = tap.pool.as_deref().map(|after| match tap.is_empty() {
                true => format!(" (from the mana pool; mana pool: {})", after.symbols()),
                false => format!("; mana pool: {}", after.symbols()),
            });
            if tap.is_empty() {
                if cost.is_zero() {
                    String::new()
                } else {
                    format!(", paying {cost}{}", pool.unwrap_or_default())
                }
            } else {
                let (sac, tapped): (Vec<CardId>, Vec<CardId>) = tap
                    .iter()
                    .partition(|&&c| self.ability_face(g, c).mana.is_some_and(|m| m.sacrifice));
                let mut how = Vec::new();
                if !tapped.is_empty() {
                    // Permanents by the face that is up (CR 712.8d-e).
                    let names: Vec<&str> = tapped.iter().map(|&c| self.face_name(g, c)).collect();
                    how.push(format!("tapping {}", names.join(", ")));
                }
                if !sac.is_empty() {
                    how.push(format!("tapping and sacrificing {}", self.list(&sac)));
                }
                format!(
                    ", paying {cost} ({}{})",
                    how.join("; "),
                    pool.unwrap_or_default()
                )
            }
        };
        match a {
            Action::Pass => format!("{who} passes priority"),
            Action::PlayLand { card, back } => {
                let def = self.def(*card);
                let name = match (def.back(), back) {
                    (Some(b), true) => format!("{} (the back face of {})", b.name, def.name),
                    _ => def.name.clone(),
                };
                format!("{who} plays {name}")
            }
            Action::Cast(c) => {
                let mut s = format!("{who} casts {}", self.cast_name(c.card, c.face));
                if c.face_down {
                    // CR 702.168a, 702.37a: "as a 2/2 face-down creature ... by paying {3}".
                    s.push_str(&format!(
                        " face down ({})",
                        self.def(c.card).face_down_keyword()
                    ));
                }
                match c.via {
                    CastVia::Hand => {}
                    CastVia::Plot => s.push_str(" from exile (plot) without paying its mana cost"),
                    CastVia::Suspend => {
                        s.push_str(" from exile (suspend) without paying its mana cost")
                    }
                    CastVia::Adventure => s.push_str(" from exile (adventure)"),
                    CastVia::Flashback => s.push_str(" from their graveyard (flashback)"),
                    CastVia::Graveyard => s.push_str(" from their graveyard"),
                    CastVia::Foretell => s.push_str(" from exile (foretell)"),
                    CastVia::Effect => s.push_str(&format!(
                        " from {} without paying its mana cost",
                        match g.obj(c.card).zone {
                            super::state::Zone::Hand => "their hand",
                            super::state::Zone::Library => "the top of their library",
                            super::state::Zone::Graveyard => "their graveyard",
                            _ => "exile",
                        }
                    )),
                    CastVia::Exile => s.push_str(" from exile"),
                    CastVia::Library => s.push_str(&format!(
                        " from the top of {}'s library",
                        self.player_name(self.owner(c.card))
                    )),
                }
                if self.def(c.card).face(c.face).mana_cost.is_some_and(|m| m.x > 0) {
                    s.push_str(&format!(", X={}", c.x));
                }
                if c.kicked {
                    s.push_str(", kicked");
                }
                if c.evoked {
                    s.push_str(", evoked");
                }
                if c.blitzed {
                    s.push_str(", blitzed");
                }
                if c.buyback {
                    s.push_str(", with buyback");
                }
                if !self.def(c.card).modes.is_empty() {
                    s.push_str(&format!(", {}", self.def(c.card).mode_label(c.mode)));
                }
                if !c.targets.is_empty() {
                    let t: Vec<_> = c.targets.iter().map(|t| self.target_now(g, t)).collect();
                    s.push_str(&format!(", targeting {}", t.join(", ")));
                }
                // CR 601.2d: the division chosen, in target order.
                let program = self.def(c.card).face(c.face).spell_mode(c.mode);
                if let Some((n, d)) =
                    super::divide::shares(program, c.targets.len(), c.x, c.kicked, c.divided)
                        .filter(|(_, d)| d.len() > 1)
                {
                    let d: Vec<String> = d.iter().map(u8::to_string).collect();
                    s.push_str(&format!(", dividing {n} damage as {}", d.join(", ")));
                }
                if let Some(sac) = c.sacrifice {
                    s.push_str(&format!(", sacrificing {}", self.name(sac)));
                }
                if c.via.is_free() && c.cost.is_zero() {
                    s.push_str(", free");
                }
                s + &paying(&c.cost, &c.tap)
            }
            Action::Plot { card, cost, tap } => {
                let from = if g.obj(*card).zone == super::Zone::Library {
                    " from the top of their library"
                } else {
                    ""
                };
                let pay = paying(cost, tap);
                let pay = if pay.is_empty() {
                    ", paying {0}".to_string()
                } else {
                    pay
                };
                format!("{who} plots {}{from}{pay}", self.name(*card))
            }
            Action::Foretell { card, cost, tap } => {
                format!(
                    "{who} foretells {}, exiling it face down{}",
                    self.name(*card),
                    paying(cost, tap)
                )
            }
            Action::Attack {
                attackers,
                defender,
            } => {
                if attackers.is_empty() {
                    format!("{who} declares no attackers")
                } else {
                    format!(
                        "{who} attacks {} with {}",
                        self.player_name(*defender),
                        self.list(attackers)
                    )
                }
            }
            // "Alice assigns Rhino's combat damage: 3 to Hill Giant, 1 to Grizzly Bears".
            Action::AssignCombatDamage(d) => {
                format!("{who} assigns combat damage: {}", self.division(d))
            }
            // "Alice orders Rhino's blockers: Grizzly Bears, then Hill Giant (CR 509.2)".
            Action::OrderBlockers(o) => format!(
                "{who} orders the blockers for combat damage: {} (CR 509.2)",
                self.blocker_orders(o)
            ),
            Action::Block { blocks } if blocks.is_empty() => format!("{who} declares no blockers"),
            Action::Block { blocks } => {
                let each: Vec<String> = blocks
                    .iter()
                    .map(|(b, a)| format!("{} with {}", self.name(*a), self.name(*b)))
                    .collect();
                format!("{who} blocks {}", each.join(", "))
            }
            Action::Target(t) => {
                let what = match g.decision.as_deref() {
                    // CR 601.2c: a target chosen at random, by no player.
                    Some(Decision::TriggerTarget { trigger }) if self.target_at_random(trigger) => {
                        return format!(
                            "{} is selected at random as the target of {}'s trigger",
                            self.target_now(g, t),
                            self.name(trigger.ability.source)
                        );
                    }
                    Some(Decision::TriggerTarget { trigger }) => {
                        format!("{}'s trigger", self.name(trigger.ability.source))
                    }
                    _ => "the ability".into(),
                };
                format!("{who} targets {} with {what}", self.target_now(g, t))
            }
            Action::Choose(c) => self.choice_label(g, who, *c),
            Action::Discard(c) => format!("{who} discards {}", self.name(*c)),
            Action::Suspend { card, x, cost, tap } => {
                let pay = paying(cost, tap);
                let pay = if pay.is_empty() { ", paying {0}".to_string() } else { pay };
                let n = self.suspend_time_counters(*card, *x);
                // CR 107.3d: the X chosen for the suspend cost.
                let x = match self.def(*card).suspend.is_some_and(|s| s.cost.x > 0) {
                    true => format!(" (X={x})"),
                    false => String::new(),
                };
                format!("{who} suspends {} with {n} time counters{x}{pay}", self.name(*card))
            }
            Action::Activate {
                card,
                index,
                mode,
                sacrifice,
                tap,
                card_cost,
                targets,
                tapped,
            } => {
                // CR 707.2: the ability it has now (a copy's: the copied values').
                let Some(ability) = self.activated_ability(Some(g), *card, *index) else {
                    return format!("{who} activates {}'s ability", self.face_name(g, *card));
                };
                let mut s = match ability.loyalty {
                    // CR 606: "Alice activates Jace Reawakened's +1 ability (...)".
                    Some(change) => {
                        let cost = if change > 0 {
                            format!("+{change}")
                        } else {
                            change.to_string()
                        };
                        let text = match ability.text.is_empty() {
                            true => String::new(),
                            false => format!(" (\"{}\")", ability.text),
                        };
                        format!("{who} activates {}'s {cost} ability{text}", self.face_name(g, *card))
                    }
                    // CR 716.2a: "Alice activates Barbarian Class's \"Level 2\" ability".
                    None if ability.level_up.is_some() => format!(
                        "{who} activates {}'s \"{}\" ability",
                        self.face_name(g, *card),
                        ability.text
                    ),
                    // CR 613.1f: an ability a static ability grants, by its text.
                    None if *index >= super::mechanics::granted::GRANTED
                        && !ability.text.is_empty() =>
                    {
                        format!(
                            "{who} activates {}'s ability (\"{}\")",
                            self.face_name(g, *card),
                            ability.text
                        )
                    }
                    // The face up: a transformed permanent's back face (CR 712.8e).
                    None => format!("{who} activates {}'s ability", self.face_name(g, *card)),
                };
                if let Some(sac) = sacrifice {
                    s.push_str(&format!(", sacrificing {}", self.name(*sac)));
                }
                if let Some(e) = card_cost {
                    let verb = match self.cost_card_verb(Some(g), *card, *index) {
                        "discard" => "discarding",
                        "exile" => "exiling",
                        _ => "removing a counter from",
                    };
                    s.push_str(&format!(", {verb} {}", self.name(*e)));
                }
                if !tapped.is_empty() {
                    let t: Vec<_> = tapped.iter().map(|c| self.name(*c)).collect();
                    s.push_str(&format!(", tapping {} for its cost", t.join(", ")));
                }
                // CR 700.2, 602.2b: the mode chosen as it is activated.
                if !ability.modes.is_empty() {
                    s.push_str(&format!(", choosing mode {}", *mode as u16 + 1));
                }
                if !targets.is_empty() {
                    let t: Vec<_> = targets.iter().map(|t| self.target_name(t)).collect();
                    s.push_str(&format!(", targeting {}", t.join(", ")));
                }
                // The cost after cost changes (CR 602.2b), paid by the player with priority.
                s + &paying(&self.ability_cost(g, g.priority, *card, *index), tap)
            }
            Action::Decline => match g.decision.as_deref() {
                Some(Decision::SuspendPlay {
                    card, must: true, ..
                }) => format!(
                    "{who} activates no mana ability to pay for {}: it cannot be cast and stays in exile (CR 117.1d, 601.2g)",
                    self.name(*card)
                ),
                Some(Decision::SuspendPlay { card, .. }) => {
                    format!("{who} declines to play {}", self.name(*card))
                }
                Some(Decision::CastFree { .. }) => {
                    format!("{who} declines to cast any of them")
                }
                _ => format!("{who} declines"),
            },
            Action::BeginCast { card } => format!(
                "{who} must play {} and begins to cast it: it moves to the stack (CR 601.2a)",
                self.name(*card)
            ),
            Action::Reverse => match g.decision.as_deref() {
                Some(Decision::Proposal { card, .. }) => format!(
                    "{} has no legal target: the cast is reversed and it returns to exile (CR 732; 728 in 2023-11-17)",
                    self.name(*card)
                ),
                _ => "the cast is reversed".into(),
            },
            Action::Name(def) => format!("{who} names {}", self.table.db.get(*def).name),
            Action::RollPlanarDie { cost, tap } => {
                let pay = paying(cost, tap);
                let pay = if pay.is_empty() { ", paying {0}".to_string() } else { pay };
                format!("{who} rolls the planar die{pay}")
            }
            Action::DieFace(f) => format!("the planar die shows {}", f.name()),
            Action::Special {
                source,
                index,
                choice,
            } => self.special_label(who, *source, *index, *choice),
            Action::Concede => format!("{who} concedes"),
            Action::TurnFaceUp { card, cost, tap } => format!(
                "{who} turns {} face up ({}){}",
                self.name(*card),
                self.def(*card).face_down_keyword(),
                paying(cost, tap)
            ),
            Action::OrderTrigger(t) => format!(
                "{who} puts {} on the stack next (CR 603.3b)",
                self.trigger_name(t)
            ),
            Action::NoTarget => {
                let what = match g.decision.as_deref() {
                    Some(Decision::TriggerTarget { trigger }) => {
                        format!("{}'s trigger", self.name(trigger.ability.source))
                    }
                    _ => "the ability".into(),
                };
                format!("{who} chooses no target for {what}")
            }
            Action::TimeTravel(changes) => self.time_travel_label(g, who, changes),
            Action::Proliferate { objects, players } => {
                self.proliferate_label(g, who, objects, *players)
            }
            Action::ChangeACounter { kind, put } => self.counter_change_label(g, who, *kind, *put),
            // CR 605.3a, 608.2d: "you may pay {8}"; 107.3f: "you may pay {X}" with X chosen.
            Action::PayManaX(x, tap) => {
                let what = match g.decision.as_deref() {
                    Some(Decision::PayMana { item, .. }) => match item {
                        super::state::StackItem::Ability { ability, .. } => self.ability_name(ability),
                        super::state::StackItem::Spell { card, .. } => self.name(*card).to_string(),
                    },
                    _ => "the ability".to_string(),
                };
                let cost = match g.decision.as_deref() {
                    Some(Decision::PayMana { item, frame, .. }) => {
                        match self.item_program(g, item).ops.get(frame.pc as usize) {
                            Some(crate::cards::Op::Act(crate::cards::Effect::Pay { cost, .. })) => {
                                cost.with_x(*x)
                            }
                            _ => ManaCost::ZERO,
                        }
                    }
                    _ => ManaCost::ZERO,
                };
                match cost.is_zero() {
                    true => format!("{who} pays for {what} with X=0 (CR 107.3f)"),
                    false => format!("{who} pays for {what} with X={x}{}", paying(&cost, tap)),
                }
            }
            Action::PayMana(sources) => {
                let (what, cost, life) = match g.decision.as_deref() {
                    Some(Decision::PayMana { item, frame, .. }) => {
                        let what = match item {
                            super::state::StackItem::Ability { ability, .. } => self.ability_name(ability),
                            super::state::StackItem::Spell { card, .. } => self.name(*card).to_string(),
                        };
                        let (cost, life) = match self.item_program(g, item).ops.get(frame.pc as usize) {
                            Some(crate::cards::Op::Act(crate::cards::Effect::Pay {
                                cost, life, ..
                            })) => (*cost, *life),
                            _ => (ManaCost::ZERO, 0),
                        };
                        (what, cost, life)
                    }
                    _ => ("the ability".to_string(), ManaCost::ZERO, 0),
                };
                // CR 119.4: life paid, alone or with mana.
                let (life_paid, unpaid) = match (life, cost.is_zero()) {
                    (0, _) => (String::new(), cost.to_string()),
                    (n, true) => (format!(", paying {n} life"), format!("{n} life")),
                    (n, false) => (format!(" and {n} life"), format!("{cost} and {n} life")),
                };
                match sources {
                    Some(_) if life > 0 && cost.is_zero() => format!("{who} pays for {what}{life_paid}"),
                    Some(tap) => format!("{who} pays for {what}{}{life_paid}", paying(&cost, tap)),
                    None => format!("{who} doesn't pay {unpaid} for {what}"),
                }
            }
            Action::OpeningHand(Some(c)) => format!(
                "{who} begins the game with {} on the battlefield (CR 103.6a)",
                self.name(*c)
            ),
            Action::OpeningHand(None) => format!("{who} takes no more actions from the opening hand (CR 103.6)"),
            Action::AttackPlaneswalker {
                attackers,
                planeswalker,
            } => format!(
                "{who} attacks {} ({}) with {}",
                self.name(*planeswalker),
                self.player_name(g.obj(*planeswalker).controller),
                self.list(attackers)
            ),
            Action::AttachAura(c) => match g.decision.as_deref() {
                Some(Decision::AttachAura { aura, .. }) => format!(
                    "{who} chooses {} for {} to enchant (CR 303.4f)",
                    self.name(*c),
                    self.name(*aura)
                ),
                _ => format!("{who} chooses {} to enchant", self.name(*c)),
            },
            Action::Devour(cs) => match g.decision.as_deref() {
                Some(Decision::Devour { card, n, .. }) if cs.is_empty() => format!(
                    "{who} sacrifices nothing to {}'s devour {n} (CR 702.82a)",
                    self.face_name(g, *card)
                ),
                Some(Decision::Devour { card, n, .. }) => format!(
                    "{who} sacrifices {} to {}'s devour {n}: it enters with {} +1/+1 counters \
                     (CR 702.82a)",
                    self.list(cs),
                    self.face_name(g, *card),
                    usize::from(*n).saturating_mul(cs.len())
                ),
                _ => format!("devour {}", self.list(cs)),
            },
            // CR 702.122a: "Alice crews Smuggler's Copter, tapping Grizzly Bears".
            Action::Crew { card, tapped } => match self.crew_n(g, *card) {
                Some(n) => format!(
                    "{who} crews {} (crew {n}), tapping {} (CR 702.122a)",
                    self.face_name(g, *card),
                    self.list(tapped)
                ),
                None => format!(
                    "{who} crews {}, tapping {}",
                    self.face_name(g, *card),
                    self.list(tapped)
                ),
            },
            Action::PayLife(pay) => match g.decision.as_deref() {
                Some(Decision::PayLifeAsEnters { card, life, .. }) if *pay => format!(
                    "{who} pays {life} life as {} enters (CR 614.12)",
                    self.face_name(g, *card)
                ),
                Some(Decision::PayLifeAsEnters { card, .. }) => format!(
                    "{who} doesn't pay life: {} enters tapped (CR 614.12)",
                    self.face_name(g, *card)
                ),
                _ => "pay life".into(),
            },
            Action::DieRoll(n) => format!("the die shows {n}"),
            Action::CoinFlip(true) => format!("{who} flips a coin and wins the flip (CR 705.2)"),
            Action::CoinFlip(false) => {
                format!("{who} flips a coin and loses the flip (CR 705.2)")
            }
            Action::KeepDie(n) => format!("{who} keeps the {n} and ignores the other roll"),
            Action::TriggerMode { mode, target } => {
                let what = match g.decision.as_deref() {
                    Some(Decision::TriggerTarget { trigger }) => {
                        format!("{}'s trigger", self.name(trigger.ability.source))
                    }
                    _ => "the ability".into(),
                };
                let mut s = format!("{who} chooses mode {} for {what}", *mode as u16 + 1);
                if let Some(t) = target {
                    s.push_str(&format!(", targeting {}", self.target_now(g, t)));
                }
                s
            }
            Action::CopyTargets(t) => match g.decision.as_deref() {
                Some(Decision::CopyTargets { copy, options, .. })
                    if options.first() == Some(t) =>
                {
                    format!(
                        "{who} keeps the targets of the copy of {} ({}) (CR 707.10c)",
                        self.name(*copy),
                        self.copy_targets_label(t)
                    )
                }
                Some(Decision::CopyTargets { copy, .. }) => format!(
                    "{who} chooses new targets for the copy of {}: {} (CR 707.10c)",
                    self.name(*copy),
                    self.copy_targets_label(t)
                ),
                _ => format!("{who} chooses the copy's targets"),
            },
            Action::KeepLegend(c) => {
                // Which of the permanents of one name: a token copy, or a card that is a copy
                // of another (CR 707.2), says so.
                let which = match (self.is_copy(*c), self.name(*c) != self.face_name(g, *c)) {
                    (true, _) => " (the token copy)".to_string(),
                    (false, true) => format!(" (the card {}, a copy)", self.name(*c)),
                    (false, false) => String::new(),
                };
                format!(
                    "{who} keeps {}{which} and puts the other legendary permanents named {} into the graveyard (legend rule, CR 704.5j)",
                    self.shown_name(g, *c),
                    self.face_name(g, *c)
                )
            }
            // "Alice targets Grizzly Bears, Hill Giant and Memnite with Raven's Run's trigger".
            Action::TriggerTargets(ts) => {
                let what = match g.decision.as_deref() {
                    Some(Decision::TriggerTarget { trigger }) => {
                        format!("{}'s trigger", self.name(trigger.ability.source))
                    }
                    _ => "the ability".into(),
                };
                let names: Vec<String> = ts.iter().map(|t| self.target_now(g, t)).collect();
                let list = match names.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} and {last}", rest.join(", "))
                    }
                    _ => names.join(""),
                };
                // CR 601.2c: "any number of target players", "up to one target": none.
                if ts.is_empty() {
                    return format!("{who} chooses no target for {what}");
                }
                format!("{who} targets {list} with {what}")
            }
        }
    }
}

/// Where a moved card goes, as a trace says it.
fn place_phrase(to: Place) -> &'static str {
    match to {
        Place::Hand => "into their hand",
        Place::Graveyard => "into their graveyard",
        Place::Exile => "into exile",
        Place::LibraryTop => "on top of their library",
        Place::LibraryBottom => "on the bottom of their library",
        Place::PlanarTop => "on top of their planar deck",
        Place::PlanarBottom => "on the bottom of their planar deck",
        Place::BottomInOrder {
            planar: false,
            random: true,
        } => "on the bottom of their library in a random order",
        Place::BottomInOrder {
            planar: false,
            random: false,
        } => "on the bottom of their library in any order",
        Place::BottomInOrder {
            planar: true,
            random: true,
        } => "on the bottom of their planar deck in a random order",
        Place::BottomInOrder {
            planar: true,
            random: false,
        } => "on the bottom of their planar deck in any order",
        Place::TopInOrder { planar: false } => "on top of their library in any order",
        Place::TopInOrder { planar: true } => "on top of their planar deck in any order",
        Place::Battlefield => "onto the battlefield",
        Place::BattlefieldTransformed => "onto the battlefield transformed",
    }
}

impl Engine<'_> {
    /// An instruction a "you may" asks about, in the third person and the infinitive.
    fn may_phrases(&self, e: Option<&Effect>) -> (String, String) {
        let fixed = |a: &Amount| match a {
            Amount::Fixed(n) => n.to_string(),
            _ => "that much".to_string(),
        };
        match e {
            Some(Effect::GainLife { n, .. }) => (
                format!("gains {} life", fixed(n)),
                format!("gain {} life", fixed(n)),
            ),
            Some(Effect::LoseLife { n, .. }) => (
                format!("loses {} life", fixed(n)),
                format!("lose {} life", fixed(n)),
            ),
            Some(Effect::Draw { n, .. }) => {
                (format!("draws {}", fixed(n)), format!("draw {}", fixed(n)))
            }
            Some(Effect::LifeBecomes { n, .. }) => (
                format!("sets a life total to {}", fixed(n)),
                format!("set a life total to {}", fixed(n)),
            ),
            Some(Effect::Move { to, .. }) => (
                format!("puts it {}", place_phrase(*to)),
                format!("put it {}", place_phrase(*to)),
            ),
            // CR 702.144a: demonstrate's "you may copy it".
            Some(Effect::CopySpell { .. }) => ("copies it".to_string(), "copy it".to_string()),
            _ => ("says yes".to_string(), "do it".to_string()),
        }
    }

    /// A resolving instruction's question answered (CR 608.2d), as a trace says it.
    fn choice_label(&self, g: &Game, who: &str, c: Option<CardId>) -> String {
        let Some(Decision::Resolution { item, frame, .. }) = g.decision.as_deref() else {
            return match c {
                Some(c) => format!("{who} chooses {}", self.name(c)),
                None => format!("{who} chooses no card"),
            };
        };
        let ops = &self.item_program(g, item).ops;
        let at = frame.pc as usize;
        // CR 614.1c, 707.2: what a card enters as a copy of (a permanent spell's, or one an
        // instruction puts onto the battlefield).
        let entering = match (item, ops.get(at)) {
            (super::state::StackItem::Spell { card, .. }, None) => Some(*card),
            (
                _,
                Some(Op::Act(Effect::Move {
                    what,
                    to: Place::Battlefield,
                    arrival,
                    ..
                })),
            ) => {
                let cx = super::select::Context::of_item(g, item);
                let moved = self.objects(g, &cx, frame, what);
                match self.aura_choice_pending(g, &cx, frame, &moved) {
                    Some(_) => None,
                    None => self
                        .copy_choice_pending(g, cx.you, arrival.under_owners_control, frame, &moved)
                        .map(|(card, ..)| card),
                }
            }
            _ => None,
        };
        if let Some(card) = entering {
            return match c {
                Some(c) => format!(
                    "{who} has {} enter as a copy of {}",
                    self.name(card),
                    self.face_name(g, c)
                ),
                None => format!("{who} has {} enter as itself", self.name(card)),
            };
        }
        // The instruction the answer leads to ("if you do" guards are looked through).
        let next = ops.iter().skip(at + 1).find_map(|op| match op {
            Op::UnlessDid { .. } => None,
            Op::Act(e) => Some(Some(e)),
            _ => Some(None),
        });
        let next = next.flatten();
        // "You may tap or untap target permanent." (CR 701.26): which it does to the target.
        if let (Some(Op::May { .. }), Some(Effect::TapOrUntap { .. })) = (ops.get(at), next) {
            let verb = |t: &super::state::Target| match t {
                super::state::Target::Object(o) => {
                    let v = if g.obj(*o).tapped { "untaps" } else { "taps" };
                    format!("{v} {}", self.name(*o))
                }
                _ => "taps or untaps it".to_string(),
            };
            let what = item
                .targets()
                .first()
                .map_or("taps or untaps it".into(), verb);
            return match c {
                Some(_) => format!("{who} {what}"),
                None => format!("{who} declines to tap or untap it"),
            };
        }
        match (ops.get(at), c) {
            // "Choose a creature at random ...": a chance outcome, not a player's choice.
            (Some(Op::Act(Effect::ChooseAtRandom { .. })), Some(c)) => {
                format!("{} is chosen at random", self.name(c))
            }
            // CR 303.4f: what an Aura entering this way will enchant.
            (
                Some(Op::Act(Effect::Move {
                    what,
                    to: Place::Battlefield,
                    ..
                })),
                Some(c),
            ) => {
                let cx = super::select::Context::of_item(g, item);
                let moved = self.objects(g, &cx, frame, what);
                match self.aura_choice_pending(g, &cx, frame, &moved) {
                    Some((aura, _)) => format!(
                        "{who} chooses {} for {} to enchant",
                        self.name(c),
                        self.name(aura)
                    ),
                    None => format!("{who} chooses {}", self.name(c)),
                }
            }
            // "put any number of them ..." (CR 701.22a, 701.25a).
            (Some(Op::Act(Effect::MoveAnyNumber { to, .. })), Some(c)) => {
                format!("{who} puts {} {}", self.name(c), place_phrase(*to))
            }
            (Some(Op::Act(Effect::MoveAnyNumber { to, .. })), None) => {
                // The order ("in any order") is for the cards put; none more is just "no more".
                let place = place_phrase(*to);
                let place = place
                    .strip_suffix(" in any order")
                    .or_else(|| place.strip_suffix(" in a random order"))
                    .unwrap_or(place);
                format!("{who} puts no more cards {place}")
            }
            // "search ... for up to two basic land cards" (CR 701.23d); "sacrifice any number
            // of permanents you control" (701.21a: chosen, then sacrificed at once).
            (Some(Op::Act(Effect::ChooseUpTo { bind, .. })), c) => {
                let sacrifice = matches!(
                    next,
                    Some(Effect::Sacrifice { what }) if *what == Selector::Bound(*bind)
                );
                match (c, sacrifice) {
                    (Some(c), true) => format!("{who} chooses {} to sacrifice", self.name(c)),
                    (None, true) => format!("{who} sacrifices the permanents chosen"),
                    (Some(c), false) => format!("{who} chooses {}", self.name(c)),
                    (None, false) => format!("{who} chooses no more cards"),
                }
            }
            (Some(Op::Arm { said, .. }), Some(_)) => format!("{who} chooses to {said}"),
            (Some(Op::Arm { said, .. }), None) => format!("{who} declines to {said}"),
            (Some(Op::May { .. }), Some(_)) => format!("{who} {}", self.may_phrases(next).0),
            (Some(Op::May { .. }), None) => {
                format!("{who} declines to {}", self.may_phrases(next).1)
            }
            (
                Some(Op::Act(
                    Effect::Choose { bind, .. }
                    | Effect::ChooseBy { bind, .. }
                    | Effect::ChooseFrom { bind, .. },
                )),
                Some(c),
            ) => {
                let then = match next {
                    Some(Effect::Move { what, to, .. }) if *what == Selector::Bound(*bind) => {
                        format!(" and puts it {}", place_phrase(*to))
                    }
                    Some(Effect::Discard { what, .. }) if *what == Selector::Bound(*bind) => {
                        " and discards it".to_string()
                    }
                    Some(Effect::SacrificeBy { what, .. }) if *what == Selector::Bound(*bind) => {
                        " and sacrifices it".to_string()
                    }
                    _ => String::new(),
                };
                format!("{who} chooses {}{then}", self.name(c))
            }
            (Some(Op::Act(Effect::SacrificeMany { .. })), Some(c)) => {
                format!("{who} chooses {} to sacrifice", self.name(c))
            }
            (
                Some(Op::Act(Effect::Move {
                    to: Place::TopInOrder { planar },
                    ..
                })),
                Some(c),
            ) => {
                let deck = if *planar { "planar deck" } else { "library" };
                format!(
                    "{who} puts {} next on top of their {deck} (any order, CR 401.4)",
                    self.name(c)
                )
            }
            (
                Some(Op::Act(Effect::Move {
                    to: Place::BottomInOrder { planar, random },
                    ..
                })),
                Some(c),
            ) => {
                let deck = if *planar { "planar deck" } else { "library" };
                match random {
                    true => format!(
                        "the random order puts {} next on the bottom of {who}'s {deck}",
                        self.name(c)
                    ),
                    false => format!(
                        "{who} puts {} next on the bottom of their {deck} (any order, CR 401.4)",
                        self.name(c)
                    ),
                }
            }
            (Some(Op::Act(Effect::Shuffle { .. })), Some(c)) => format!(
                "the shuffle puts {} next from the top of {who}'s library",
                self.name(c)
            ),
            (_, Some(c)) => format!("{who} chooses {}", self.name(c)),
            (_, None) => format!("{who} chooses no card"),
        }
    }
}

impl Engine<'_> {
    /// A time travel as a trace says it: "Alice time travels: Rift Bolt 1 -> 0 time counters"
    /// (CR 701.56a), the counts before and after.
    fn time_travel_label(
        &self,
        g: &Game,
        who: &str,
        changes: &[(CardId, super::mechanics::time_travel::TimeChange)],
    ) -> String {
        use super::mechanics::time_travel::TimeChange;
        if changes.is_empty() {
            return format!("{who} time travels, changing no time counter");
        }
        let each: Vec<String> = changes
            .iter()
            .map(|&(c, ch)| {
                let n = g.obj(c).time;
                let after = match ch {
                    TimeChange::Add => n.saturating_add(1),
                    TimeChange::Remove => n.saturating_sub(1),
                };
                format!("{} {n} -> {after}", self.name(c))
            })
            .collect();
        format!("{who} time travels: {} time counters", each.join(", "))
    }

    /// A special action as a trace says it: "Alice exiles Grizzly Bears with 2 time counters
    /// (Talon Gates)".
    fn special_label(
        &self,
        who: &str,
        source: CardId,
        index: u8,
        choice: Option<CardId>,
    ) -> String {
        let program = &self.def(source).special_actions[index as usize].program;
        let moved = program.effects().find_map(|e| match e {
            Effect::Move { to, arrival, .. } => Some((*to, arrival)),
            _ => None,
        });
        let (Some(c), Some((to, arrival))) = (choice, moved) else {
            return format!("{who} takes {}'s special action", self.name(source));
        };
        let what = match to {
            Place::Exile => format!("exiles {}", self.name(c)),
            to => format!("puts {} {}", self.name(c), place_phrase(to)),
        };
        let counters: Vec<String> = arrival
            .counters
            .iter()
            .map(|(kind, n)| {
                let n = match n {
                    Amount::ItsManaValue => self.def(c).mana_value().to_string(),
                    Amount::Fixed(n) => n.to_string(),
                    _ => "X".to_string(),
                };
                format!("{n} {} counters", kind.name())
            })
            .collect();
        let with = if counters.is_empty() {
            String::new()
        } else {
            format!(" with {}", counters.join(" and "))
        };
        format!("{who} {what}{with} ({})", self.name(source))
    }
}
