//! Evaluating the card language's selectors against a game: which objects and players a
//! phrase such as "each suspended card you own" or "a nonland card from among them" means now
//! (CR 109.4-5 "you", 115 targets, 608.2b-c).

use crate::cards::{
    Amount, CardDef, Condition, CounterKind, Deck, Filter, PlayerRef, Relation, Selector, Status,
    TargetSpec,
};

use super::state::{AbilityKind, CardId, Frame, Game, PlayerId, StackItem, Target, Zone};
use super::Engine;

/// What a resolving spell or ability knows about itself: who "you" is, its source, the player
/// its trigger is about, and the values chosen as it was cast (CR 601.2b: X, kicker).
#[derive(Clone, Copy, Debug)]
pub struct Context<'i> {
    pub item: Option<&'i StackItem>,
    pub you: PlayerId,
    pub this: CardId,
    pub that_player: Option<PlayerId>,
    pub x: u8,
    pub kicked: bool,
    /// The ability is suspend's own upkeep trigger (remembered with a removed time counter).
    pub by_suspend: bool,
}

impl<'i> Context<'i> {
    /// The context of a resolving stack item.
    pub fn of_item(g: &Game, item: &'i StackItem) -> Context<'i> {
        match item {
            StackItem::Spell {
                card, controller, ..
            } => {
                let cast = g.obj(*card).cast;
                Context {
                    item: Some(item),
                    you: *controller,
                    this: *card,
                    that_player: None,
                    x: cast.map_or(0, |c| c.x),
                    kicked: cast.is_some_and(|c| c.kicked),
                    by_suspend: false,
                }
            }
            StackItem::Ability {
                ability,
                controller,
                ..
            } => Context {
                item: Some(item),
                you: *controller,
                this: ability.source,
                that_player: match ability.kind {
                    AbilityKind::AboutPlayer(_, p)
                    | AbilityKind::AboutSpell(_, p, _)
                    | AbilityKind::AboutAbility(_, p, ..)
                    | AbilityKind::FaceDownWard(p, _)
                    | AbilityKind::Demonstrate(p)
                    | AbilityKind::Delayed(_, p, _) => Some(p),
                    _ => None,
                },
                x: 0,
                kicked: false,
                by_suspend: ability.kind == AbilityKind::SuspendUpkeep,
            },
        }
    }

    /// The context in which a permanent's (or plane's) filter is read, e.g. a trigger's event
    /// ("a legendary creature you control enters": you are its controller).
    pub fn of_source(you: PlayerId, this: CardId) -> Context<'static> {
        Context {
            item: None,
            you,
            this,
            that_player: None,
            x: 0,
            kicked: false,
            by_suspend: false,
        }
    }
}

fn relates(rel: Relation, you: PlayerId, p: PlayerId) -> bool {
    match rel {
        Relation::You => p == you,
        Relation::Opponent => p != you,
    }
}

impl<'a> Engine<'a> {
    /// Whether `c` has the name `name` (CR 201.2, without regard to case): its face's; a split
    /// card off the stack has both halves' names too (709.4a); a face-down object has none
    /// (708.2a).
    pub fn has_name(&self, g: &Game, c: CardId, name: &str) -> bool {
        let o = g.obj(c);
        if o.face_down {
            return false;
        }
        let def = self.def(c);
        self.face(g, c).name.eq_ignore_ascii_case(name)
            || (def.layout == crate::cards::Layout::Split
                && o.zone != Zone::Stack
                && def.faces.iter().any(|h| h.name.eq_ignore_ascii_case(name)))
    }

    /// "with the same name as that creature" (CR 201.2): whether `c` has the name of the
    /// object `of` names (the item's target, or the single object bound), which has one (a
    /// face-down object has none, 708.2a; nor has `c` if face down). With `other`, `c` is not
    /// that object. The broken variant `selector.same-name=any` compares no names.
    fn same_name_as(
        &self,
        g: &Game,
        cx: &Context,
        frame: Option<&Frame>,
        of: crate::cards::NameOf,
        c: CardId,
        other: bool,
    ) -> bool {
        let named = match of {
            crate::cards::NameOf::Target(i) => {
                match cx.item.and_then(|it| it.targets().get(i as usize).copied()) {
                    Some(Target::Object(t)) => Some(t),
                    _ => None,
                }
            }
            crate::cards::NameOf::Bound(s) => frame
                .and_then(|fr| fr.bound.get(s as usize))
                .and_then(|b| b.first().copied()),
        };
        let Some(t) = named else {
            return false;
        };
        if other && t == c {
            return false;
        }
        if !self.rules.same_name_compared {
            return true;
        }
        // A copy of a face-down permanent is nameless too (707.2: its copiable values).
        let name = &self.face(g, t).name;
        !g.obj(t).face_down && !name.is_empty() && self.has_name(g, c, name)
    }

    /// Whether object `c` matches `f` (every word of the phrase holds). `loose` skips power
    /// and toughness, which moving a spell to the stack can change (`could_target`).
    pub fn matches(
        &self,
        g: &Game,
        cx: &Context,
        frame: Option<&Frame>,
        f: &Filter,
        c: CardId,
        loose: bool,
    ) -> bool {
        let o = g.obj(c);
        let in_zone = match (f.zone, f.among) {
            (Some(z), _) => o.zone == z,
            (None, Some(_)) => true,
            (None, None) => o.zone == Zone::Battlefield,
        };
        if !in_zone || (f.other && c == cx.this) {
            return false;
        }
        if let Some(a) = f.among {
            let bound = frame.and_then(|fr| fr.bound.get(a as usize));
            if !bound.is_some_and(|b| b.contains(&c)) {
                return false;
            }
        }
        // CR 607.2a: "exiled with this": exiled by an ability of the source, while both are the
        // objects they were (the broken variant: any card in exile).
        if f.exiled_with && self.rules.exiled_with_linked && o.exiled_with != Some(cx.this) {
            return false;
        }
        if let Some(b) = f.not_bound {
            let bound = frame.and_then(|fr| fr.bound.get(b as usize));
            if bound.is_some_and(|b| b.contains(&c)) {
                return false;
            }
        }
        let def: &CardDef = self.face(g, c);
        if f.name.as_deref().is_some_and(|n| !self.has_name(g, c, n)) {
            return false;
        }
        if let Some(of) = f.same_name_as {
            if !self.same_name_as(g, cx, frame, of, c, f.other) {
                return false;
            }
        }
        // CR 205.2a, 613.1d: its types now, with those an effect added.
        let types = self.types(g, c);
        if (f.types.0 != 0 && types.0 & f.types.0 == 0)
            // "artifact creature": every type named (CR 205.2a).
            || (f.every_type && types.0 & f.types.0 != f.types.0)
            || types.0 & f.not_types.0 != 0
            || (f.legendary && !self.is_legendary(g, c))
            || (f.basic && !def.basic)
            || (f.nonbasic && def.basic)
            || (f.multicolored && !self.is_multicolored(g, c))
        {
            return false;
        }
        // CR 205.3: its subtypes now, with the creature types an effect added (613.1d).
        if !f.subtypes.is_empty() && !f.subtypes.iter().any(|s| self.has_subtype(g, c, s)) {
            return false;
        }
        if f.not_subtypes.iter().any(|s| self.has_subtype(g, c, s)) {
            return false;
        }
        // CR 105.2: its colours now (a mana cost's symbols and a colour indicator).
        if (f.colors != 0 && !self.has_any_color(g, c, f.colors))
            || self.has_any_color(g, c, f.not_colors)
        {
            return false;
        }
        if f.status.has(Status::NON_AURA) && def.subtypes.iter().any(|t| t == "Aura") {
            return false;
        }
        if f.status.has(Status::NONLEGENDARY) && self.is_legendary(g, c) {
            return false;
        }
        // CR 303.4e: an object is enchanted while an Aura is attached to it.
        if f.status.has(Status::UNENCHANTED) && self.is_enchanted(g, c) {
            return false;
        }
        // CR 303.4m: "enchanted creature" is the object the source is attached to.
        if f.status.has(Status::ENCHANTED) && g.obj(cx.this).attached_to != Some(c) {
            return false;
        }
        // CR 202.3, 707.9b: a copy "with no mana cost" has mana value 0.
        if f.mana_value
            .is_some_and(|m| !m.holds(self.mana_value_of(g, c) as i16))
        {
            return false;
        }
        if !loose
            && (f.power.is_some_and(|m| !m.holds(self.power(g, c)))
                || f.toughness.is_some_and(|m| !m.holds(self.toughness(g, c))))
        {
            return false;
        }
        // Keywords as the object has them now (CR 613.1f, 702.62a haste from suspend).
        if (!f.keywords_any.is_empty() && !f.keywords_any.iter().any(|k| self.has_keyword(g, c, k)))
            || f.keywords_none.iter().any(|k| self.has_keyword(g, c, k))
        {
            return false;
        }
        if f.controller
            .is_some_and(|r| !relates(r, cx.you, o.controller))
            || f.owner.is_some_and(|r| !relates(r, cx.you, self.owner(c)))
        {
            return false;
        }
        // CR 601.2a, 603.2: "a spell from exile", "from anywhere other than your hand": the
        // zone it was cast from (the broken variant `cast-trigger.from-zone=hand-only` reads
        // only "from your hand").
        if f.cast_from != crate::cards::CastFrom::Anywhere
            && self.rules.cast_trigger_from_zone
            && !o.cast.is_some_and(|k| f.cast_from.covers(k.from_zone()))
        {
            return false;
        }
        // CR 115.1, 404.1: "from target player's graveyard": owned by the player chosen as
        // the target (none if that target is illegal now, 608.2b); the broken variant
        // `selector.target-players-zone=every-player` reads every player's.
        if let Some(r) = f.owner_player {
            if self.rules.target_players_zone && self.player(g, cx, r) != Some(self.owner(c)) {
                return false;
            }
        }
        if let Some(kind) = f.counter {
            if self.counters_on(g, c, kind) == 0 {
                return false;
            }
        }
        if let Some(kind) = f.no_counter {
            if self.counters_on(g, c, kind) > 0 {
                return false;
            }
        }
        self.has_status(g, c, f.status)
    }

    /// How many counters of `kind` are on `c` (CR 122.1).
    pub fn counters_on(&self, g: &Game, c: CardId, kind: CounterKind) -> u8 {
        counters_of(g.obj(c), kind)
    }

    fn has_status(&self, g: &Game, c: CardId, s: Status) -> bool {
        if s.is_empty() {
            return true;
        }
        let o = g.obj(c);
        let checks = [
            (Status::TAPPED, o.tapped),
            (Status::UNTAPPED, !o.tapped),
            (Status::SUSPENDED, self.is_suspended(g, c)),
            (Status::PLOTTED, o.plotted.is_some()),
            (Status::ATTACKING, o.attacking.is_some()),
            (Status::BLOCKING, o.blocking.is_some()),
            (
                Status::IN_COMBAT,
                o.attacking.is_some() || o.blocking.is_some(),
            ),
            (
                Status::CAST_FROM_HAND,
                o.cast.is_some_and(|k| k.from_zone() == Zone::Hand),
            ),
            (
                Status::NO_MANA_SPENT,
                o.cast.is_some_and(|k| k.mana_spent == 0),
            ),
            (Status::LACKS_SUSPEND, !self.has_suspend(g, c)),
            // CR 111.1, 707.10f: a copy of a permanent on the battlefield is a token.
            (Status::NONTOKEN, !self.is_token(c) && !self.is_copy(c)),
            (Status::ATTACKED_THIS_TURN, o.attacked),
            // CR 406.3, 708.2: not face down: a face-down permanent or spell, a card exiled
            // face down, a foretold card (702.143a: exiled face down) are not face up (the
            // broken variant `selector.face-up=any`: every card is).
            (
                Status::FACE_UP,
                !self.rules.face_up_read || !(o.face_down || o.foretold.is_some()),
            ),
            // CR 107.3, 202.1: an {X} in the mana cost it has now.
            (
                Status::X_IN_MANA_COST,
                s.has(Status::X_IN_MANA_COST) && self.face(g, c).has_x(),
            ),
        ];
        checks.iter().all(|&(flag, holds)| !s.has(flag) || holds)
    }

    /// The objects a filter can match, in id order (or the binding's order for "among").
    fn filter_candidates(&self, g: &Game, frame: Option<&Frame>, f: &Filter) -> Vec<CardId> {
        match (f.among, f.zone) {
            (Some(a), _) => frame
                .and_then(|fr| fr.bound.get(a as usize))
                .cloned()
                .unwrap_or_default(),
            (None, z) => g.in_zone(z.unwrap_or(Zone::Battlefield)).collect(),
        }
    }

    /// Every object matching `f`, in order.
    pub fn each(&self, g: &Game, cx: &Context, frame: Option<&Frame>, f: &Filter) -> Vec<CardId> {
        self.filter_candidates(g, frame, f)
            .into_iter()
            .filter(|&c| self.matches(g, cx, frame, f, c, false))
            .collect()
    }

    /// The top `n` cards of a player's library or planar deck.
    pub fn top(&self, g: &Game, p: PlayerId, deck: Deck, n: usize) -> Vec<CardId> {
        let pl = &g.players[p as usize];
        match deck {
            Deck::Library => pl.library.iter().take(n).copied().collect(),
            Deck::Planar => pl.planar.iter().take(n).copied().collect(),
        }
    }

    /// The objects a selector means now (a target: only if still legal, CR 608.2b).
    pub fn objects(&self, g: &Game, cx: &Context, frame: &Frame, s: &Selector) -> Vec<CardId> {
        match s {
            // CR 113.6, 400.7: a spell's own ability that functions on the stack ("when you
            // cast this spell") means the spell; once it has left the stack it is a new object
            // the ability cannot find.
            // (The deliberately broken variant, `zone-change.new-object=keeps-status`: it
            // finds the card wherever it went.)
            Selector::This
                if self.rules.zone_change_new_object
                    && self.of_spell_on_stack(cx)
                    && g.obj(cx.this).zone != Zone::Stack =>
            {
                Vec::new()
            }
            // CR 400.7, 603.6c-d: a "when this dies" ability finds the card in the graveyard it
            // went to, and nothing once it has left there (exiled in response, say).
            Selector::This
                if self.rules.zone_change_new_object
                    && self.of_own_dies_trigger(cx)
                    && g.obj(cx.this).zone != Zone::Graveyard =>
            {
                Vec::new()
            }
            Selector::This => vec![cx.this],
            Selector::Bound(b) => frame.bound.get(*b as usize).cloned().unwrap_or_default(),
            Selector::RestOf(b) => {
                let later: Vec<CardId> = frame
                    .bound
                    .iter()
                    .skip(*b as usize + 1)
                    .flatten()
                    .copied()
                    .collect();
                // "The rest" of cards looked at or revealed are those still in the library or
                // planar deck they were in (CR 701.20b: revealing moves nothing): not one a
                // later instruction moved or chose, nor one that left (a plane planeswalked
                // to, a card exiled).
                let in_deck = |c: CardId| {
                    g.obj(c).zone == Zone::Library
                        || g.players[self.owner(c) as usize].planar.contains(&c)
                };
                frame
                    .bound
                    .get(*b as usize)
                    .map(|v| {
                        v.iter()
                            .copied()
                            .filter(|&c| !later.contains(&c) && in_deck(c))
                            .collect()
                    })
                    .unwrap_or_default()
            }
            Selector::Target(i, spec) => match self.live_target(g, cx, *i, spec) {
                Some(Target::Object(c)) => vec![c],
                _ => vec![],
            },
            Selector::Each(f) | Selector::One(f) => self.each(g, cx, Some(frame), f),
            Selector::Top { n, deck } => {
                let n = self.amount(g, cx, frame, n) as usize;
                self.top(g, cx.you, *deck, n)
            }
            // CR 101.4: the active player's first, then in turn order.
            Selector::TopOfEachLibrary { n } => {
                let n = self.amount(g, cx, frame, n) as usize;
                g.apnap_from(g.active)
                    .into_iter()
                    .flat_map(|p| self.top(g, p, crate::cards::Deck::Library, n))
                    .collect()
            }
            // CR 701.17a: another player's library ("target opponent mills five cards").
            Selector::TopOfLibraryOf { n, who } => {
                let n = self.amount(g, cx, frame, n) as usize;
                self.player(g, cx, *who)
                    .map(|p| self.top(g, p, crate::cards::Deck::Library, n))
                    .unwrap_or_default()
            }
            Selector::TopOfEachOpponentsLibrary { n } => {
                let n = self.amount(g, cx, frame, n) as usize;
                g.apnap_from(g.active)
                    .into_iter()
                    .filter(|&p| p != cx.you)
                    .flat_map(|p| self.top(g, p, crate::cards::Deck::Library, n))
                    .collect()
            }
            Selector::EachOpponent | Selector::EachPlayer | Selector::Player(_) => vec![],
            // "that spell or ability" as an object: the spell, while it is on the stack.
            Selector::ThatSpellOrAbility => match cx.item {
                Some(StackItem::Ability { ability, .. }) => match ability.kind {
                    AbilityKind::AboutSpell(_, _, c)
                    | AbilityKind::FaceDownWard(_, super::state::StackObject::Spell(c))
                        if g.obj(c).zone == Zone::Stack =>
                    {
                        vec![c]
                    }
                    _ => vec![],
                },
                _ => vec![],
            },
            Selector::And(all) => all
                .iter()
                .flat_map(|s| self.objects(g, cx, frame, s))
                .collect(),
            // CR 608.2b: each of the word's targets that is still legal.
            Selector::Group {
                first, max, spec, ..
            } => (*first..first.saturating_add(*max))
                .filter_map(|i| match self.live_target(g, cx, i, spec) {
                    Some(Target::Object(c)) => Some(c),
                    _ => None,
                })
                .collect(),
            Selector::AllOf(slots, f) => {
                // Each binding's objects, wherever they are now, once each (CR 608.2c).
                let mut out: Vec<CardId> = Vec::new();
                for &s in slots {
                    // Wherever they are now, unless the phrase says ("that weren't cast").
                    let among = Filter {
                        among: Some(s),
                        ..f.clone()
                    };
                    for &c in frame.bound.get(s as usize).into_iter().flatten() {
                        if !out.contains(&c) && self.matches(g, cx, Some(frame), &among, c, false) {
                            out.push(c);
                        }
                    }
                }
                out
            }
        }
    }

    /// The `i`th target of the resolving item, if it is still legal (CR 608.2b).
    pub fn live_target(&self, g: &Game, cx: &Context, i: u8, spec: &TargetSpec) -> Option<Target> {
        let t = *cx.item?.targets().get(i as usize)?;
        let this = match cx.item {
            Some(StackItem::Spell { card, .. }) => Some(*card),
            _ => None,
        };
        // CR 702.16b: an ability's source, as it is now (113.7a: or as it last existed).
        let protected = match cx.item {
            Some(StackItem::Ability { ability, .. }) => {
                !self.ability_may_target(g, ability.source, t)
            }
            _ => false,
        };
        // The deliberately broken variant (`targets.rechecked=zone-only`) checks only that the
        // object is still in its zone, not that it still fits the description (CR 608.2b).
        let cut;
        let spec = match self.rules.targets_rechecked {
            true => spec,
            false => {
                cut = spec.zone_only();
                &cut
            }
        };
        // CR 115.3, 608.2b: the second target of "two target ..." is still another object than
        // the first, and still shares a card type with it ("that share a card type").
        let fits = match (spec, i.checked_sub(1)) {
            (TargetSpec::Second { .. }, Some(before)) => cx
                .item?
                .targets()
                .get(before as usize)
                .is_some_and(|&first| self.second_fits(g, spec, first, t)),
            _ => true,
        };
        (self.target_legal(g, spec, t, this, cx.you, false) && !protected && fits).then_some(t)
    }

    /// The player a reference names now, if any (and still in the game, CR 800.4a).
    pub fn player(&self, g: &Game, cx: &Context, r: PlayerRef) -> Option<PlayerId> {
        let p = match r {
            PlayerRef::You => Some(cx.you),
            PlayerRef::ThatPlayer => Some(cx.that_player.unwrap_or(cx.you)),
            PlayerRef::Target(i) => match self.live_target(g, cx, i, &TargetSpec::Player) {
                Some(Target::Player(p)) => Some(p),
                _ => None,
            },
            PlayerRef::TargetOpponent(i) => {
                match self.live_target(g, cx, i, &TargetSpec::Opponent) {
                    Some(Target::Player(p)) => Some(p),
                    _ => None,
                }
            }
            // CR 608.2h: the target permanent's controller, as it last existed on the
            // battlefield if an earlier instruction moved it ("Destroy target creature ...
            // That player loses 3 life."). A card that left the battlefield is a new object
            // controlled by its owner (400.7): its last controller is read as its owner (the
            // language has no effect that gains control of a permanent; a permanent under
            // another player than its owner comes only from a spell that player cast).
            PlayerRef::ControllerOfTarget(i) => match cx.item?.targets().get(i as usize)? {
                Target::Object(c) => Some(g.obj(*c).controller),
                _ => None,
            },
            // CR 608.2h: the controller of the object the event is about, as it last existed
            // (read as above: a card that left the battlefield is its owner's).
            PlayerRef::ItsController => match cx.item? {
                StackItem::Ability { ability, .. } => match ability.kind {
                    AbilityKind::AboutCard(_, c) | AbilityKind::Delayed(_, _, c) => {
                        Some(g.obj(c).controller)
                    }
                    _ => None,
                },
                StackItem::Spell { .. } => None,
            },
            // CR 508.5a: the player the source is attacking; the engine's attackers all attack
            // one player (README, "Known gaps"), so if the source has left combat it is the
            // player any attacker attacks.
            // CR 109.5: the resolving item's controller, whoever "you" is in a group of steps.
            PlayerRef::Controller => Some(cx.item.map_or(cx.you, |i| i.controller())),
            PlayerRef::DefendingPlayer => g.obj(cx.this).attacking.or_else(|| {
                g.in_zone(Zone::Battlefield)
                    .find_map(|c| g.obj(c).attacking)
            }),
        }?;
        g.in_game(p).then_some(p)
    }

    /// An amount read from object `c` itself ("where X is its mana value", "where X is its
    /// power"), or `None` for an amount read once for the instruction.
    pub fn its_amount(&self, g: &Game, c: CardId, a: &Amount) -> Option<u8> {
        match a {
            Amount::ItsManaValue => Some(self.mana_value_of(g, c)),
            // CR 208.3: its power now; a negative power counts as 0.
            Amount::ItsPower => Some(u8::try_from(self.power(g, c).max(0)).unwrap_or(u8::MAX)),
            _ => None,
        }
    }

    /// A number (CR 107.1: never negative; at most 255 here).
    pub fn amount(&self, g: &Game, cx: &Context, frame: &Frame, a: &Amount) -> u8 {
        match a {
            Amount::Fixed(n) => *n,
            // CR 107.3f: an X chosen as this resolution paid "{X}" (the broken variant: the
            // ability's own X, undefined: 0 for an ability).
            Amount::X => match frame.paid_x {
                Some(x) if self.rules.paid_x_read => x,
                _ => cx.x,
            },
            Amount::IfKicked(yes, no) => {
                if cx.kicked {
                    *yes
                } else {
                    *no
                }
            }
            Amount::CountOf(b) => frame
                .bound
                .get(*b as usize)
                .map_or(0, |v| v.len().min(255) as u8),
            Amount::StatOf { of, toughness } => {
                let c = match of {
                    crate::cards::selector::StatRef::Bound(b) => frame
                        .bound
                        .get(*b as usize)
                        .and_then(|v| v.first())
                        .copied(),
                    crate::cards::selector::StatRef::Target(i) => {
                        match cx
                            .item
                            .and_then(|it| it.targets().get(*i as usize).copied())
                        {
                            Some(Target::Object(c)) => Some(c),
                            _ => None,
                        }
                    }
                };
                let Some(c) = c else { return 0 };
                // CR 608.2h: as it last existed on the battlefield, if it has left.
                let (p, t) = match frame.lki.iter().find(|l| l.0 == c) {
                    Some(&(_, p, t, _)) if g.obj(c).zone != Zone::Battlefield => (p, t),
                    _ => (self.power(g, c), self.toughness(g, c)),
                };
                let n = if *toughness { t } else { p };
                u8::try_from(n.max(0)).unwrap_or(u8::MAX)
            }
            // CR 608.2h, 601.2h: the object sacrificed to pay the spell's cost, as it last
            // existed on the battlefield (the broken variant: the card now, in the
            // graveyard); 0 if nothing was sacrificed.
            Amount::Sacrificed(stat) => {
                let sac = match cx.item {
                    Some(StackItem::Spell { card, .. }) => {
                        g.obj(*card).cast.and_then(|c| c.sacrificed)
                    }
                    _ => None,
                };
                let Some(sac) = sac else { return 0 };
                let (p, t, mv) = if self.rules.sacrificed_lki {
                    (sac.power, sac.toughness, sac.mana_value)
                } else {
                    let c = sac.card;
                    (
                        self.power(g, c),
                        self.toughness(g, c),
                        self.mana_value_of(g, c),
                    )
                };
                match stat {
                    crate::cards::selector::Stat::Power => {
                        u8::try_from(p.max(0)).unwrap_or(u8::MAX)
                    }
                    crate::cards::selector::Stat::Toughness => {
                        u8::try_from(t.max(0)).unwrap_or(u8::MAX)
                    }
                    crate::cards::selector::Stat::ManaValue => mv,
                }
            }
            Amount::ManaValueOf(b) => frame
                .bound
                .get(*b as usize)
                .and_then(|v| v.first())
                .map_or(0, |&c| self.mana_value_of(g, c)),
            Amount::Number(f) => self.each(g, cx, Some(frame), f).len().min(255) as u8,
            // CR 702.82b: the creatures the source devoured as it entered (0 once it has left
            // the battlefield: a new object, 400.7).
            Amount::Devoured => g.obj(cx.this).devoured,
            // CR 608.2h, 208.3: "the total power of the creatures they exiled this way": the
            // permanents those instructions moved off the battlefield, each as it last existed
            // there (its power, 0 if negative), those "they" controlled then (`theirs`).
            Amount::ExiledPower { slots, theirs } => {
                let mut seen: Vec<CardId> = Vec::new();
                let mut total: i64 = 0;
                for c in slots
                    .iter()
                    .filter_map(|s| frame.bound.get(*s as usize))
                    .flatten()
                {
                    if seen.contains(c) {
                        continue;
                    }
                    seen.push(*c);
                    if let Some(&(_, p, _, controller)) = frame.lki.iter().find(|l| l.0 == *c) {
                        // The broken variant: the card's power now, in exile.
                        let p = match self.rules.exiled_power_lki {
                            true => p,
                            false => self.power(g, *c),
                        };
                        if !*theirs || controller == cx.you {
                            total = total.saturating_add(i64::from(p.max(0)));
                        }
                    }
                }
                total.min(255) as u8
            }
            Amount::TotalPower(f) => {
                let powers = self.each(g, cx, Some(frame), f).into_iter();
                let total: i64 = powers.map(|c| i64::from(self.power(g, c).max(0))).sum();
                total.min(255) as u8
            }
            // Only meaningful for an object arriving somewhere or getting counters
            // (`its_amount`).
            Amount::ItsManaValue | Amount::ItsPower => 0,
            Amount::Counters { kind, on } => {
                let c = match on {
                    None => Some(cx.this),
                    Some(b) => frame
                        .bound
                        .get(*b as usize)
                        .and_then(|v| v.first().copied()),
                };
                c.map_or(0, |c| self.counters_on(g, c, *kind))
            }
            // CR 706.2; the planar die has no numerical result (706.7): 0.
            Amount::Result => frame.result,
            // CR 122.1: the counters of a kind among the objects a filter matches.
            Amount::CountersAmong { kind, among } => self
                .each(g, cx, Some(frame), among)
                .into_iter()
                .fold(0u8, |sum, c| {
                    sum.saturating_add(self.counters_on(g, c, *kind))
                }),
            // CR 122.6: how many counters the triggering event put (`AboutAmount`).
            Amount::ThatMuch => frame.result,
            // "remove all ... counters": as many as an object may have (`RemoveCounters`).
            Amount::All => u8::MAX,
            // CR 202.1: a mana cost is its symbols (`ManaCost` counts them, so their order is
            // no part of it); an object with no mana cost adds none.
            Amount::DifferentManaCosts(f) => {
                let mut costs: Vec<_> = self
                    .each(g, cx, Some(frame), f)
                    .into_iter()
                    .filter_map(|c| self.mana_cost(g, c))
                    .collect();
                costs.sort_unstable_by_key(|m| {
                    (m.generic, m.colored, m.colorless, m.x, m.hybrid, m.twobrid)
                });
                // The deliberately broken variant counts every card (`count.different-mana-costs`).
                if self.rules.different_costs_once {
                    costs.dedup();
                }
                costs.len().min(255) as u8
            }
            Amount::SpellsCastThisTurn { other } => self.spells_cast_this_turn(g, cx, *other),
            Amount::Plus(n, a) => n.saturating_add(self.amount(g, cx, frame, a)),
        }
    }

    /// CR 601.2i: the spells `cx.you` cast this turn; with `other`, not the resolving spell
    /// itself if it was cast (a copy was not, 707.10; the broken variant
    /// `spells-cast.other=all` counts it).
    fn spells_cast_this_turn(&self, g: &Game, cx: &Context, other: bool) -> u8 {
        let n = g.players[cx.you as usize].spells_cast;
        let this_was_cast = match cx.item {
            Some(StackItem::Spell { .. }) => !self.is_copy(cx.this),
            _ => false,
        };
        match other && this_was_cast && self.rules.spells_cast_other {
            true => n.saturating_sub(1),
            false => n,
        }
    }

    pub fn condition(&self, g: &Game, cx: &Context, frame: &Frame, c: &Condition) -> bool {
        match c {
            Condition::Exists(f) => !self.each(g, cx, Some(frame), f).is_empty(),
            Condition::AtLeast(n, f) => self.each(g, cx, Some(frame), f).len() >= *n as usize,
            Condition::Kicked => cx.kicked,
            // CR 702.74a: the source was cast for its evoke cost (the object it is now: a
            // permanent remembers how it was cast, 400.7).
            Condition::Evoked => g.obj(cx.this).cast.is_some_and(|c| c.evoked),
            // CR 601.2: it was cast (a permanent spell enters under its caster's control).
            Condition::YouCastIt => g.obj(cx.this).cast.is_some() && !self.is_copy(cx.this),
            // CR 505.1: precombat or postcombat (an additional main phase is one, 505.1a).
            Condition::MainPhase => g.step.is_main(),
            // CR 705.2: the last flip of this resolution (1 won, 2 lost; 0 none: neither).
            Condition::Flip { won } => frame.flip == if *won { 1 } else { 2 },
            // CR 702.131b-c: got before, or ascend met now.
            Condition::CityBlessing => self.has_city_blessing(g, cx.you),
            Condition::Not(c) => !self.condition(g, cx, frame, c),
            Condition::YourTurn(cmp) => {
                g.active == cx.you && cmp.holds(self.turns_begun(g, cx.you) as i16)
            }
            // CR 706.3a; 706.7: the planar die (result 0) is ignored.
            Condition::ResultIn { lo, hi } => {
                frame.result != 0 && (*lo..=*hi).contains(&frame.result)
            }
            // CR 122.1: "has ten or more scroll counters on it".
            Condition::AmountIs(a, cmp) => cmp.holds(self.amount(g, cx, frame, a) as i16),
            // CR 601.2i: the spells the controller cast this turn (counted in models that read
            // them, `Table::counts_spells`).
            Condition::SpellsCastThisTurn(cmp) => {
                cmp.holds(i16::from(g.players[cx.you as usize].spells_cast))
            }
            // CR 901.11: the source, a face-up plane, was planeswalked to this turn by the
            // ability's controller (kept in models that read it, `Table::planeswalk_history`).
            Condition::PlaneswalkedToThisThisTurn => {
                g.face_up.contains(&cx.this) && g.obj(cx.this).planeswalked_to_by == Some(cx.you)
            }
            // CR 700.4 (morbid): the game's record of the turn (kept in models that read it,
            // `Table::turn_history`; cleared as a turn begins).
            Condition::ThisTurn(fact) => g.this_turn & fact.bit() != 0,
        }
    }

    /// Whether the resolving item is a spell's own triggered ability that functions on the
    /// stack ("When you cast this spell", CR 113.6, 601.2i).
    fn of_spell_on_stack(&self, cx: &Context) -> bool {
        self.resolving_trigger_is(cx, |e| {
            matches!(e, crate::cards::EventPattern::CastThis { .. })
        })
    }

    /// Whether the resolving ability is its source's own "when this dies" trigger.
    fn of_own_dies_trigger(&self, cx: &Context) -> bool {
        self.resolving_trigger_is(cx, |e| matches!(e, crate::cards::EventPattern::Dies))
    }

    /// Whether the resolving item is a printed triggered ability whose event is `is`.
    fn resolving_trigger_is(
        &self,
        cx: &Context,
        is: impl Fn(&crate::cards::EventPattern) -> bool,
    ) -> bool {
        let Some(StackItem::Ability { ability, .. }) = cx.item else {
            return false;
        };
        let AbilityKind::Trigger(i) = ability.kind else {
            return false;
        };
        self.ability_def(*ability)
            .triggers
            .get(i as usize)
            .is_some_and(|t| is(&t.when))
    }
}

/// How many counters of `kind` are on object `o` (CR 122.1).
pub fn counters_of(o: &super::state::Obj, kind: CounterKind) -> u8 {
    match kind {
        CounterKind::Time => o.time,
        CounterKind::PlusOne => o.plus1,
        CounterKind::Loyalty => o.loyalty,
        CounterKind::Delay => o.delay,
        CounterKind::Lore => o.lore,
        CounterKind::Named(i) => o.named_counters.get(i),
        // A player's kinds are never on an object (`CounterKind::Player`).
        CounterKind::Player(_) => 0,
        CounterKind::Keyword(k) => o.keyword_counters.has(k) as u8,
    }
}
