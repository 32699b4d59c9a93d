//! Combat (CR 506-511): declaring attackers (508) and blockers (509), combat damage (510).
//! A creature blocked by several creatures has its damage divided among them as the active
//! player chooses (510.1c; before the 2024-11 update, in a damage assignment order, lethal
//! damage to each before the next, 509.2), one decision for every such attacker at once.

use crate::cards::Keyword;

use super::action::Action;
use super::state::{CardId, Game, PlayerId, Target, Zone};
use super::{Cut, Engine};

impl Engine<'_> {
    /// Every legal declaration of attackers (up to interchangeable creatures) and defending
    /// player (CR 508.1a-b): of all the declarations that break no restriction (508.1c), those
    /// that obey the most requirements (508.1d: "attacks each combat if able"; each attacking
    /// creature obeys each requirement on it). Cut short by the engine's budget.
    pub fn attack_actions(&self, g: &Game) -> Result<Vec<Action>, Cut> {
        let mut out = self.unrequired_attack_actions(g)?;
        // CR 508.1c: "No more than one creature can attack each combat."
        if let Some(max) = self.max_in_combat(g, true) {
            out.retain(|a| match a {
                Action::Attack { attackers, .. } | Action::AttackPlaneswalker { attackers, .. } => {
                    attackers.len() <= max
                }
                _ => true,
            });
        }
        let obeyed = |a: &Action| match a {
            Action::Attack { attackers, .. } | Action::AttackPlaneswalker { attackers, .. } => {
                attackers
                    .iter()
                    .map(|&c| self.attack_requirements(g, c))
                    .fold(0usize, usize::saturating_add)
            }
            _ => 0,
        };
        if let Some(best) = out.iter().map(obeyed).max().filter(|&n| n > 0) {
            out.retain(|a| obeyed(a) == best);
        }
        Ok(out)
    }

    /// Every set of attackers (up to interchangeable creatures) and defending player
    /// (CR 508.1a-b) that breaks no restriction (508.1c). Declaring no attackers comes first.
    /// Cut short by the engine's budget.
    fn unrequired_attack_actions(&self, g: &Game) -> Result<Vec<Action>, Cut> {
        let able = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| self.can_attack(g, c));
        let classes = self.classes(g, able);
        // CR 508.1c: an effect may say creatures can't attack a player (until their next turn,
        // 611.2b); attacks on the other players are still open.
        let defenders: Vec<PlayerId> = g
            .apnap_from(g.active)
            .into_iter()
            .filter(|&p| p != g.active && !self.cant_be_attacked(g, p))
            .collect();
        let mut out = vec![Action::Attack {
            attackers: vec![],
            defender: defenders.first().copied().unwrap_or(g.active),
        }];
        let planeswalkers = self.attackable_planeswalkers(g);
        let mut counts = vec![0usize; classes.len()];
        loop {
            // Next count vector (odometer), skipping the all-zero one already listed.
            let mut i = 0;
            loop {
                if i == classes.len() {
                    return Ok(out);
                }
                if counts[i] < classes[i].len() {
                    counts[i] += 1;
                    break;
                }
                counts[i] = 0;
                i += 1;
            }
            let mut attackers: Vec<CardId> = classes
                .iter()
                .zip(&counts)
                .flat_map(|(c, &k)| c[..k].iter().copied())
                .collect();
            attackers.sort_unstable();
            // CR 506.5, 508.1c: a creature that can't attack alone needs another attacker.
            if let [only] = attackers[..] {
                if self.cant_attack_alone(g, only) {
                    continue;
                }
            }
            for &d in &defenders {
                self.may_list(out.len())?;
                out.push(Action::Attack {
                    attackers: attackers.clone(),
                    defender: d,
                });
            }
            for &planeswalker in &planeswalkers {
                self.may_list(out.len())?;
                out.push(Action::AttackPlaneswalker {
                    attackers: attackers.clone(),
                    planeswalker,
                });
            }
        }
    }

    /// CR 508.1f: attacking creatures become tapped, except those with vigilance (702.20b).
    pub fn declare_attackers(&self, g: &mut Game, attackers: &[CardId], defender: PlayerId) {
        for &c in attackers {
            let vigilance =
                self.rules.vigilance_untapped && self.has_keyword(g, c, Keyword::Vigilance);
            let o = g.obj_mut(c);
            o.tapped |= !vigilance;
            o.attacking = Some(defender);
            // CR 508.1, 508.3a: it attacked this turn (remembered where a card asks).
            o.attacked = self.table.attack_memory;
        }
        // CR 508.1a: the active player attacked with creatures this turn (remembered where a
        // card asks).
        if self.table.attack_history && !attackers.is_empty() {
            let active = g.active as usize;
            g.players[active].attacked_with_creatures = true;
        }
        // CR 508.1m, 603.2: abilities that trigger on attackers being declared.
        self.fire_attacks(g, g.active, attackers);
    }

    /// CR 508.1b: the planeswalkers the active player's opponents control, which may be
    /// attacked ("creatures can't attack you" leaves them open, 508.1c).
    pub fn attackable_planeswalkers(&self, g: &Game) -> Vec<CardId> {
        g.among(&self.table.planeswalkers, Zone::Battlefield)
            .filter(|&c| {
                let o = g.obj(c);
                o.controller != g.active
                    && g.in_game(o.controller)
                    && self.face(g, c).is(crate::cards::Types::PLANESWALKER)
            })
            .collect()
    }

    /// CR 508.1b: `attackers` attack `planeswalker`; its controller is the defending player
    /// (506.2).
    pub fn declare_attackers_on(&self, g: &mut Game, attackers: &[CardId], planeswalker: CardId) {
        for &c in attackers {
            g.obj_mut(c).attacking_planeswalker = Some(planeswalker);
        }
        let defender = g.obj(planeswalker).controller;
        self.declare_attackers(g, attackers, defender);
    }

    /// Whether `blocker` can block `attacker` (CR 509.1b; flying 702.9b, reach 702.17b, an
    /// effect that says it can't be blocked), with keywords as they are now (613.1f).
    fn can_block(&self, g: &Game, blocker: CardId, attacker: CardId) -> bool {
        let flying = |c: CardId| self.has_keyword(g, c, Keyword::Flying);
        let evades = self.rules.flying_evasion
            && flying(attacker)
            && !flying(blocker)
            && !self.has_keyword(g, blocker, Keyword::Reach);
        // CR 702.16f: not by creatures with a quality it has protection from; CR 701.54c: a
        // Ring-bearer not by creatures with greater power.
        // CR 702.14c: islandwalk, while the defending player (the blocker's controller)
        // controls an Island (the broken variant `landwalk.evasion=ignored`: never).
        let landwalks =
            self.rules.landwalk_evasion && self.has_keyword(g, attacker, Keyword::Islandwalk) && {
                let defender = g.obj(blocker).controller;
                g.in_zone(Zone::Battlefield).any(|c| {
                    g.obj(c).controller == defender
                        && self.types(g, c).0 & crate::cards::Types::LAND.0 != 0
                        && self.has_subtype(g, c, "Island")
                })
            };
        // CR 702.36b: fear: only by artifact creatures and/or black creatures.
        let fears = self.rules.fear_evasion
            && self.has_keyword(g, attacker, Keyword::Fear)
            && self.types(g, blocker).0 & crate::cards::Types::ARTIFACT.0 == 0
            && !self.is_color(g, blocker, crate::cards::Color::B);
        !evades
            && !fears
            && !landwalks
            && !self.unblockable(g, attacker)
            && !self.protected_from(g, attacker, blocker)
            && !self.ring_evades(g, attacker, blocker)
    }

    /// The creatures attacking `defender`, and those that could block them: untapped creatures
    /// `defender` controls (CR 509.1a).
    fn combatants(&self, g: &Game, defender: PlayerId) -> (Vec<CardId>, Vec<CardId>) {
        let attackers = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| g.obj(c).attacking == Some(defender))
            .collect();
        let blockers = g
            .in_zone(Zone::Battlefield)
            .filter(|&c| {
                let o = g.obj(c);
                o.controller == defender
                    && !o.tapped
                    && self.is_creature(g, c)
                    && !self.combat_restricted(g, c, false)
            })
            .collect();
        (attackers, blockers)
    }

    /// Whether `defender` has any block to declare (some creature of theirs can block some
    /// attacker), without listing the blocks.
    pub fn can_declare_blocks(&self, g: &Game, defender: PlayerId) -> bool {
        let (attackers, blockers) = self.combatants(g, defender);
        blockers
            .iter()
            .any(|&b| attackers.iter().any(|&a| self.can_block(g, b, a)))
    }

    /// Every way the defending player can block (CR 509.1a): each untapped creature they control
    /// blocks at most one attacker. Declaring no blockers comes first. Up to interchangeable
    /// creatures (`classes`): for each class of identical blockers, only how many block each
    /// attacker matters, and identical attackers are told apart only by how they are blocked,
    /// so each distinct outcome is listed once (a multiset, not every sequence). Cut short by
    /// the engine's budget.
    pub fn block_actions(&self, g: &Game, defender: PlayerId) -> Result<Vec<Action>, Cut> {
        let (attackers, blockers) = self.combatants(g, defender);
        let attacker_classes = self.classes(g, attackers.into_iter());
        let blocker_classes = self.classes(g, blockers.into_iter());
        // Attackers class by class, each with its class's index.
        let attackers: Vec<(CardId, usize)> = attacker_classes
            .iter()
            .enumerate()
            .flat_map(|(i, class)| class.iter().map(move |&a| (a, i)))
            .collect();
        let can: Vec<Vec<bool>> = attackers
            .iter()
            .map(|&(a, _)| {
                // Identical blockers block alike (CR 509.1b depends on characteristics only).
                blocker_classes
                    .iter()
                    .map(|class| self.can_block(g, class[0], a))
                    .collect()
            })
            .collect();
        // CR 702.111b: an attacker with menace is blocked by none or by two or more.
        let menace: Vec<bool> = attackers
            .iter()
            .map(|&(a, _)| {
                self.rules.menace_two_blockers && self.has_keyword(g, a, Keyword::Menace)
            })
            .collect();
        let mut search = BlockSearch {
            attackers: &attackers,
            menace: &menace,
            blocker_classes: &blocker_classes,
            can: &can,
            counts: vec![vec![0; blocker_classes.len()]; attackers.len()],
            left: blocker_classes.iter().map(Vec::len).collect(),
            out: Vec::new(),
        };
        self.list_blocks(&mut search)?;
        // CR 509.1b: "No more than one creature can block each combat."
        if let Some(max) = self.max_in_combat(g, false) {
            search.out.retain(|a| match a {
                Action::Block { blocks } => blocks.len() <= max,
                _ => true,
            });
        }
        Ok(search.out)
    }

    /// Lists every block assignment, as counts: `s.counts[k][j]` of class `j` block attacker
    /// `k`. Each attacker's vector of counts is at most (lexicographically) its predecessor's in
    /// the same class, so each multiset of vectors is listed once. A backtracking search over
    /// the positions (attacker, class) in order, each count from 0 up, without recursion (a
    /// position per attacker and class: thousands of creatures must not overflow the stack).
    fn list_blocks(&self, s: &mut BlockSearch) -> Result<(), Cut> {
        let classes = s.blocker_classes.len();
        let positions = s.attackers.len() * classes;
        // `tight[p]`: the counts of position p's attacker before p equal its predecessor's,
        // which is of the same class (so position p may not exceed the predecessor's count).
        let mut tight = vec![false; positions + 1];
        let next_tight = |tight: &[bool], s: &BlockSearch, p: usize| -> bool {
            let (k, j) = (p / classes, p % classes);
            if j + 1 == classes {
                k + 1 < s.attackers.len() && s.attackers[k + 1].1 == s.attackers[k].1
            } else {
                tight[p] && s.counts[k][j] == s.counts[k - 1][j]
            }
        };
        let mut p = 0;
        loop {
            // Descend with zeros to the last position, then list the assignment.
            while p < positions {
                tight[p + 1] = next_tight(&tight, s, p);
                p += 1;
            }
            self.may_list(s.out.len())?;
            if s.legal() {
                s.out.push(Action::Block {
                    blocks: s.assignment(),
                });
            }
            // Back up to the last position whose count can grow, zeroing those after it.
            loop {
                if p == 0 {
                    return Ok(());
                }
                p -= 1;
                let (k, j) = (p / classes, p % classes);
                let below_predecessor = !tight[p] || s.counts[k][j] < s.counts[k - 1][j];
                if s.can[k][j] && s.left[j] > 0 && below_predecessor {
                    s.counts[k][j] += 1;
                    s.left[j] -= 1;
                    tight[p + 1] = next_tight(&tight, s, p);
                    p += 1;
                    break;
                }
                s.left[j] += s.counts[k][j];
                s.counts[k][j] = 0;
            }
        }
    }

    /// CR 509.1: the blocks are declared.
    pub fn declare_blockers(&self, g: &mut Game, blocks: &[(CardId, CardId)]) {
        for &(b, a) in blocks {
            g.obj_mut(b).blocking = Some(a);
            g.obj_mut(a).blocked = true;
        }
    }

    /// Whether an attacking or blocking creature has first strike or double strike, so combat
    /// has a first-strike combat damage step (CR 510.4).
    pub fn first_strike_step(&self, g: &Game) -> bool {
        self.rules.first_strike_step
            && g.in_zone(Zone::Battlefield).any(|c| {
                let o = g.obj(c);
                (o.attacking.is_some() || o.blocking.is_some()) && self.strikes_first(g, c)
            })
    }

    fn strikes_first(&self, g: &Game, c: CardId) -> bool {
        self.has_keyword(g, c, Keyword::FirstStrike)
            || self.has_keyword(g, c, Keyword::DoubleStrike)
    }

    /// Whether creature `c` deals combat damage in this step (CR 510.4): in the first-strike
    /// step, those with first strike or double strike; in the regular step, those that dealt
    /// none in the first-strike step, and those with double strike (702.4b, 702.7c). Without a
    /// first-strike step everyone deals damage once.
    fn deals_now(&self, g: &Game, c: CardId, first: bool) -> bool {
        if first {
            self.strikes_first(g, c)
        } else {
            !g.obj(c).struck_first || self.has_keyword(g, c, Keyword::DoubleStrike)
        }
    }

    /// The damage that is lethal to blocker `b` from `source` now (CR 510.1c: its toughness less
    /// the damage already marked on it; 702.2c: any nonzero amount from a source with
    /// deathtouch).
    fn lethal(&self, g: &Game, source: CardId, b: CardId) -> i16 {
        let left = self
            .toughness(g, b)
            .saturating_sub(i16::from(g.obj(b).damage))
            .max(0);
        if self.rules.deathtouch_destroys && self.has_keyword(g, source, Keyword::Deathtouch) {
            left.min(1)
        } else {
            left
        }
    }

    /// The attackers that deal combat damage now to two or more blockers, each with the
    /// legal divisions of its damage among them (CR 510.1c): one amount per blocker, in the
    /// order of `damage_order_key`, what a trampler assigns beyond them going to the player
    /// (702.19b). Current CR: divided as the attacking player chooses; editions before the
    /// 2024-11 update: in a damage assignment order the attacking player chose (509.2), lethal
    /// damage to each blocker before any to the next, so at most one blocker is assigned less
    /// than lethal damage and more than none. A trampler whose power covers lethal damage to
    /// every blocker assigns exactly that, the rest to the player (assigning more to the
    /// blockers is not explored: README, "Known gaps"). Interchangeable blockers give one
    /// division (amounts non-increasing among them). The broken variant
    /// (`combat.damage-division=fixed`) lists only the one fixed division (lethal damage to
    /// each in order, the rest to the last).
    ///
    /// At most `cap` divisions are listed per attacker, and the engine's move budget bounds the
    /// enumeration itself (a large power among many blockers has very many divisions): a cut
    /// is `Err`.
    pub fn damage_divisions(
        &self,
        g: &Game,
        first: bool,
        cap: usize,
    ) -> Result<Vec<(CardId, Vec<Division>)>, Cut> {
        let on_field: Vec<CardId> = g.in_zone(Zone::Battlefield).collect();
        let mut out = Vec::new();
        for &a in &on_field {
            if g.obj(a).attacking.is_none() || !self.deals_now(g, a, first) {
                continue;
            }
            let blockers = self.sorted_blockers(g, &on_field, a);
            if blockers.len() < 2 {
                continue;
            }
            let power = self.combat_damage_amount(g, a).max(0);
            let trample = self.rules.trample_excess && self.has_keyword(g, a, Keyword::Trample);
            let lethal: Vec<i16> = blockers.iter().map(|&b| self.lethal(g, a, b)).collect();
            let total = lethal.iter().fold(0i16, |t, &l| t.saturating_add(l));
            let fixed = self.fixed_division(g, a, &blockers, power, trample);
            if !self.rules.damage_division_chosen || (trample && power >= total) {
                out.push((a, vec![fixed]));
                continue;
            }
            let same = self.interchangeable_blockers(g, &blockers);
            let ordered = !self.rules.damage_divided_freely;
            // CR 509.2: the order the attacking player announced, if one was (positions in
            // `blockers`, first to last).
            let announced = self.announced_order(g, &blockers);
            let mut all: Vec<Vec<i16>> = Vec::new();
            let mut cur: Vec<i16> = Vec::with_capacity(blockers.len());
            let mut visited = 0usize;
            let mut cut = None;
            split(power, blockers.len(), &same, &mut cur, &mut |d| {
                if let Err(c) = self.may_list(visited) {
                    cut = Some(c);
                    return false;
                }
                visited += 1;
                // CR 510.1c (2024-02-06 and earlier): lethal damage to each blocker in the
                // order before any to the next, so at most one gets some but not lethal.
                let in_order = || {
                    d.iter()
                        .zip(&lethal)
                        .filter(|&(&n, &l)| n > 0 && n < l)
                        .count()
                        <= 1
                };
                // CR 510.1c (2024-02-06 and earlier), with an announced order: a blocker is
                // assigned damage only once each before it in the order is assigned lethal.
                let follows = |order: &[usize]| {
                    order
                        .iter()
                        .enumerate()
                        .all(|(k, &i)| d[i] == 0 || order[..k].iter().all(|&j| d[j] >= lethal[j]))
                };
                let legal = match &announced {
                    Some(order) => follows(order),
                    None => in_order(),
                };
                if !ordered || legal {
                    all.push(d.to_vec());
                }
                all.len() < cap
            });
            if let Some(c) = cut {
                return Err(c);
            }
            let divisions = all
                .into_iter()
                .map(|d| blockers.iter().copied().zip(d).collect())
                .collect();
            out.push((a, divisions));
        }
        Ok(out)
    }

    /// Every combination of one division per attacker (CR 510.1c, 510.1e: all assigned at
    /// once), cut short by the engine's budget.
    pub fn damage_division_actions(&self, g: &Game, first: bool) -> Result<Vec<Action>, Cut> {
        let mut out: Vec<Vec<(CardId, CardId, i16)>> = vec![Vec::new()];
        for (a, divisions) in self.damage_divisions(g, first, usize::MAX)? {
            let mut next = Vec::with_capacity(out.len().saturating_mul(divisions.len()));
            for rest in &out {
                for d in &divisions {
                    self.may_list(next.len())?;
                    let mut v = rest.clone();
                    v.extend(d.iter().map(|&(b, n)| (a, b, n)));
                    next.push(v);
                }
            }
            out = next;
        }
        Ok(out.into_iter().map(Action::AssignCombatDamage).collect())
    }

    /// Whether the attacking player has a choice of how combat damage is divided now.
    /// Two divisions of one attacker settle it; a cut means there are very many.
    pub fn damage_division_choice(&self, g: &Game, first: bool) -> bool {
        match self.damage_divisions(g, first, 2) {
            Ok(all) => all.iter().any(|(_, d)| d.len() > 1),
            Err(_) => true,
        }
    }

    /// CR 509.2 (2024-02-06 and earlier): whether an attacker is blocked by two or more
    /// creatures whose damage assignment order the attacking player must announce now.
    pub fn damage_order_needed(&self, g: &Game) -> bool {
        if self.rules.damage_divided_freely
            || !self.rules.damage_division_chosen
            || !self.rules.damage_order_at_blocks
        {
            return false;
        }
        let on_field: Vec<CardId> = g.in_zone(Zone::Battlefield).collect();
        on_field.iter().any(|&a| {
            on_field
                .iter()
                .filter(|&&b| g.obj(b).blocking == Some(a))
                .nth(1)
                .is_some()
        })
    }

    /// Every damage assignment order the attacking player may announce (CR 509.2): one
    /// permutation of each such attacker's blockers, all attackers at once. Interchangeable
    /// blockers (same card and status) give one order: the second of two never comes before
    /// the first.
    pub fn damage_order_actions(&self, g: &Game) -> Result<Vec<Action>, Cut> {
        let on_field: Vec<CardId> = g.in_zone(Zone::Battlefield).collect();
        let mut out: Vec<Vec<(CardId, Vec<CardId>)>> = vec![Vec::new()];
        for &a in &on_field {
            let blockers = self.sorted_blockers(g, &on_field, a);
            if blockers.len() < 2 {
                continue;
            }
            let same = self.interchangeable_blockers(g, &blockers);
            let mut orders: Vec<Vec<CardId>> = Vec::new();
            let mut cur: Vec<usize> = Vec::with_capacity(blockers.len());
            let mut used = vec![false; blockers.len()];
            let mut cut = None;
            permute(&same, &mut used, &mut cur, &mut |p| {
                if let Err(c) = self.may_list(orders.len()) {
                    cut = Some(c);
                    return false;
                }
                orders.push(p.iter().map(|&i| blockers[i]).collect());
                true
            });
            if let Some(c) = cut {
                return Err(c);
            }
            let mut next = Vec::with_capacity(out.len().saturating_mul(orders.len()));
            for rest in &out {
                for o in &orders {
                    self.may_list(next.len())?;
                    let mut v = rest.clone();
                    v.push((a, o.clone()));
                    next.push(v);
                }
            }
            out = next;
        }
        Ok(out.into_iter().map(Action::OrderBlockers).collect())
    }

    /// CR 509.2: each blocker's place in its attacker's damage assignment order.
    pub fn announce_damage_orders(&self, g: &mut Game, orders: &[(CardId, Vec<CardId>)]) {
        for (_, blockers) in orders {
            for (i, &b) in blockers.iter().enumerate() {
                g.obj_mut(b).damage_rank = Some(u8::try_from(i).unwrap_or(u8::MAX));
            }
        }
    }

    /// The announced damage assignment order of `blockers` (positions in it, first to last),
    /// if each has a place (CR 509.2); a blocker removed from combat has left the order
    /// (510.1c), so the others keep their relative places.
    fn announced_order(&self, g: &Game, blockers: &[CardId]) -> Option<Vec<usize>> {
        let ranks: Vec<u8> = blockers
            .iter()
            .map(|&b| g.obj(b).damage_rank)
            .collect::<Option<_>>()?;
        let mut order: Vec<usize> = (0..blockers.len()).collect();
        order.sort_by_key(|&i| ranks[i]);
        Some(order)
    }

    /// For each of `blockers` (in `sorted_blockers`' order), whether it is interchangeable
    /// with the one before it: the same card, owner and status (with symmetry reduction on).
    fn interchangeable_blockers(&self, g: &Game, blockers: &[CardId]) -> Vec<bool> {
        (0..blockers.len())
            .map(|i| {
                self.symmetry && i > 0 && {
                    let k = self.damage_order_key(g, blockers[i]);
                    let j = self.damage_order_key(g, blockers[i - 1]);
                    (k.0, k.1, k.2) == (j.0, j.1, j.2)
                }
            })
            .collect()
    }

    /// The creatures blocking `a`, in the order of `damage_order_key`.
    fn sorted_blockers(&self, g: &Game, on_field: &[CardId], a: CardId) -> Vec<CardId> {
        let mut blockers: Vec<CardId> = on_field
            .iter()
            .copied()
            .filter(|&b| g.obj(b).blocking == Some(a))
            .collect();
        // The fixed damage assignment order must not tell identical blockers apart, or
        // blocking with one of them or another would not lead to symmetric states.
        blockers.sort_by_cached_key(|&b| self.damage_order_key(g, b));
        blockers
    }

    /// The one fixed division: lethal damage to each blocker in order, the rest to the last
    /// (or, with trample, to the player).
    fn fixed_division(
        &self,
        g: &Game,
        a: CardId,
        blockers: &[CardId],
        power: i16,
        trample: bool,
    ) -> Vec<(CardId, i16)> {
        let mut left = power;
        let mut out = Vec::with_capacity(blockers.len());
        for (i, &b) in blockers.iter().enumerate() {
            let dealt = if i + 1 == blockers.len() && !trample {
                left
            } else {
                left.min(self.lethal(g, a, b))
            };
            left = left.saturating_sub(dealt);
            out.push((b, dealt));
        }
        out
    }

    /// CR 510.1-2: a combat damage step's damage, all at once (`first`: the first-strike step,
    /// 510.4). An unblocked attacker hits the player it attacks; a blocked one its blockers
    /// (lethal damage to each in order, the rest to the last, or with trample to the player,
    /// 702.19b); each blocker hits the creature it blocks.
    /// `chosen`: the attacking player's division of each attacker's damage among several
    /// blockers (attacker, blocker, amount), from `damage_division_actions`; an attacker not
    /// in it assigns the fixed way.
    pub fn combat_damage(&self, g: &mut Game, first: bool, chosen: &[(CardId, CardId, i16)]) {
        let on_field: Vec<CardId> = g.in_zone(Zone::Battlefield).collect();
        // (player, amount, source)
        let mut to_player: Vec<(PlayerId, i16, CardId)> = Vec::new();
        // (recipient, amount, source)
        let mut to_creature: Vec<(CardId, i16, CardId)> = Vec::new();
        let mut struck: Vec<CardId> = Vec::new();
        // Attackers that deal combat damage to a player (CR 510.2; none if 0, CR 120.8).
        // Each creature that dealt combat damage to a player, and how much (a byte: more
        // saturates, as counters do).
        let mut hits: Vec<(CardId, u8)> = Vec::new();
        for &a in &on_field {
            let Some(p) = g.obj(a).attacking else {
                continue;
            };
            let blockers = self.sorted_blockers(g, &on_field, a);
            for &b in &blockers {
                if self.deals_now(g, b, first) {
                    struck.push(b);
                    if !self.combat_damage_prevented(g, b, Some(a))
                        && !self.protection_prevents(g, a, b)
                    {
                        to_creature.push((a, self.combat_damage_amount(g, b), b));
                    }
                }
            }
            if !self.deals_now(g, a, first) {
                continue;
            }
            struck.push(a);
            // CR 510.1a: its power, or its toughness if an effect says so.
            let power = self.combat_damage_amount(g, a);
            let trample = self.rules.trample_excess && self.has_keyword(g, a, Keyword::Trample);
            // CR 506.4c, 510.1a-c: a creature attacking a planeswalker deals its damage (or,
            // with trample, what is left, 702.19c) to that planeswalker, none if it has left
            // the battlefield.
            let planeswalker = g.obj(a).attacking_planeswalker;
            if blockers.is_empty() {
                // CR 509.1h: a blocked creature stays blocked when its blockers are gone (and,
                // without trample, deals no damage; with it, all to the player, 702.19e). CR
                // 615.1a: prevented damage is not dealt.
                if (!g.obj(a).blocked || trample) && !self.combat_damage_prevented(g, a, None) {
                    match planeswalker {
                        Some(pw) => self.damage_planeswalker(g, &mut to_creature, pw, power, a),
                        None => {
                            to_player.push((p, power, a));
                            if power > 0 {
                                hits.push((a, u8::try_from(power).unwrap_or(u8::MAX)));
                            }
                        }
                    }
                }
                continue;
            }
            // CR 510.1c: as the attacking player chose, or the one way there is.
            let picked: Vec<(CardId, i16)> = chosen
                .iter()
                .filter(|&&(x, _, _)| x == a)
                .map(|&(_, b, n)| (b, n))
                .collect();
            let division = if picked.is_empty() {
                self.fixed_division(g, a, &blockers, power, trample)
            } else {
                picked
            };
            let mut left = power;
            for (b, dealt) in division {
                left = left.saturating_sub(dealt);
                // Assigned, then prevented (CR 510.1c-d, 615.1a; protection, 702.16e).
                if !self.combat_damage_prevented(g, a, Some(b))
                    && !self.protection_prevents(g, b, a)
                {
                    to_creature.push((b, dealt, a));
                }
            }
            // CR 702.19b: the rest to the player (assigning more to blockers is legal but
            // not explored: README, "Known gaps").
            if trample && left > 0 && !self.combat_damage_prevented(g, a, None) {
                match planeswalker {
                    Some(pw) => self.damage_planeswalker(g, &mut to_creature, pw, left, a),
                    None => {
                        to_player.push((p, left, a));
                        hits.push((a, u8::try_from(left).unwrap_or(u8::MAX)));
                    }
                }
            }
        }
        // CR 510.2, 614.1a: the damage assigned is dealt as replacement effects modify it
        // ("it deals double that damage instead").
        for (_, n, source) in to_player.iter_mut() {
            *n = self.damage_dealt(g, *source, *n);
        }
        for (_, n, source) in to_creature.iter_mut() {
            *n = self.damage_dealt(g, *source, *n);
        }
        for (a, n) in hits.iter_mut() {
            *n = u8::try_from(self.damage_dealt(g, *a, i16::from(*n))).unwrap_or(u8::MAX);
        }
        // CR 122.1c: a permanent with a shield counter is dealt none of this step's damage
        // (one counter removed, however many sources: the rulings of 2022-04-29).
        let mut shielded: Vec<(CardId, bool)> = Vec::new();
        for &(c, n, _) in &to_creature {
            if n > 0 && !shielded.iter().any(|&(s, _)| s == c) {
                let prevented = self.shield_absorbs(g, c);
                shielded.push((c, prevented));
            }
        }
        for (c, n, _) in to_creature.iter_mut() {
            if shielded.contains(&(*c, true)) {
                *n = 0;
            }
        }
        for &(p, n, source) in &to_player {
            self.damage_player(g, p, n, source);
        }
        // CR 702.164c: combat damage a creature with toxic deals to a player also makes its
        // controller give that player poison counters, its total toxic value (702.164b); the
        // broken variant (`toxic.poison=ignored`) gives none.
        for &(p, n, source) in &to_player {
            let toxic = self.abilities(g, source).def.toxic;
            if n > 0 && toxic > 0 && self.rules.toxic_poisons {
                let controller = g.obj(source).controller;
                let poison = crate::cards::CounterKind::Player(crate::cards::POISON);
                self.put_player_counters(g, controller, p, &[(poison, toxic)]);
            }
        }
        for &(c, n, source) in &to_creature {
            self.mark_damage(g, c, n, source);
        }
        // CR 702.15b, 510.2: combat damage is dealt at once, and lifelink's life with it.
        let dealt = to_player.iter().map(|&(_, n, s)| (s, n));
        for (source, n) in dealt.chain(to_creature.iter().map(|&(_, n, s)| (s, n))) {
            self.lifelink(g, source, n);
        }
        // CR 120.3, 510.2, 603.2: "whenever this creature deals damage to ...", once for each
        // player and each permanent it dealt combat damage to.
        for &(p, n, source) in &to_player {
            self.fire_damage_dealt(g, source, Target::Player(p), n, true);
        }
        for &(c, n, source) in &to_creature {
            self.fire_damage_dealt(g, source, Target::Object(c), n, true);
        }
        if first {
            for c in struck {
                g.obj_mut(c).struck_first = true;
            }
        }
        self.fire_combat_damage_to_players(g, &hits);
    }

    /// Combat damage `n` from attacker `a` to the planeswalker it attacks, if that is still
    /// a planeswalker on the battlefield (CR 506.4c: it left combat otherwise) and the damage
    /// isn't prevented by protection (702.16e).
    fn damage_planeswalker(
        &self,
        g: &Game,
        to: &mut Vec<(CardId, i16, CardId)>,
        pw: CardId,
        n: i16,
        a: CardId,
    ) {
        let there = g.obj(pw).zone == Zone::Battlefield
            && self.face(g, pw).is(crate::cards::Types::PLANESWALKER);
        if there && n > 0 && !self.protection_prevents(g, pw, a) {
            to.push((pw, n, a));
        }
    }

    /// `n` damage from `source` is marked on creature `c` (CR 120.3e); from a source with
    /// deathtouch, any nonzero amount is lethal (702.2b, 704.5h).
    pub fn mark_damage(&self, g: &mut Game, c: CardId, n: i16, source: CardId) {
        if n <= 0 {
            return;
        }
        let deathtouch = self.has_keyword(g, source, Keyword::Deathtouch);
        // CR 120.3c: damage to a planeswalker removes that many loyalty counters from it (a
        // planeswalker that is also a creature has the damage marked too, 120.3e).
        // The deliberately broken variant marks it as on a creature (`damage.planeswalker`).
        let planeswalker = self.rules.planeswalker_damage_removes_loyalty
            && self.face(g, c).is(crate::cards::Types::PLANESWALKER);
        let creature = self.is_creature(g, c);
        let n = n.clamp(0, 255) as u8;
        if planeswalker {
            let o = g.obj_mut(c);
            o.loyalty = o.loyalty.saturating_sub(n);
        }
        // CR 702.80a, 702.90c: from a source with wither or infect, -1/-1 counters instead.
        let as_counters = creature && self.damage_creature_as_counters(g, c, n, source);
        let o = g.obj_mut(c);
        if as_counters {
            o.deathtouched |= deathtouch;
        } else if creature || !planeswalker {
            o.damage = o.damage.saturating_add(n);
            o.deathtouched |= deathtouch;
        }
    }

    /// A blocker's place in its attacker's damage assignment order: by definition, owner and
    /// status, identical cards (interchangeable, see `classes`) by id.
    fn damage_order_key(&self, g: &Game, b: CardId) -> (u16, PlayerId, Vec<u64>, CardId) {
        let info = &self.table.cards[b as usize];
        let mut status = Words(Vec::new());
        std::hash::Hash::hash(g.obj(b), &mut status);
        (info.def, info.owner, status.0, b)
    }

    pub fn any_attacking(&self, g: &Game) -> bool {
        g.in_zone(Zone::Battlefield)
            .any(|c| g.obj(c).attacking.is_some())
    }
}

/// One attacker's damage divided among its blockers: (blocker, amount), in order.
type Division = Vec<(CardId, i16)>;

/// Every permutation of the positions `0..same.len()` in which a position interchangeable
/// with the one before it (`same[i]`) comes after it, appended to `cur`; each handed to `leaf`,
/// which says whether to go on (false: stop).
fn permute(
    same: &[bool],
    used: &mut [bool],
    cur: &mut Vec<usize>,
    leaf: &mut dyn FnMut(&[usize]) -> bool,
) -> bool {
    if cur.len() == same.len() {
        return leaf(cur);
    }
    for i in 0..same.len() {
        if used[i] || (same[i] && !used[i - 1]) {
            continue;
        }
        used[i] = true;
        cur.push(i);
        let go_on = permute(same, used, cur, leaf);
        cur.pop();
        used[i] = false;
        if !go_on {
            return false;
        }
    }
    true
}

/// Every way to divide `n` damage among `k` more blockers (appended to `cur`), amounts
/// non-increasing along a run of interchangeable blockers (`same[i]`: blocker `i` is
/// interchangeable with blocker `i - 1`).
/// Hands each division to `leaf`, which says whether to go on (false: stop).
fn split(
    n: i16,
    k: usize,
    same: &[bool],
    cur: &mut Vec<i16>,
    leaf: &mut dyn FnMut(&[i16]) -> bool,
) -> bool {
    let i = cur.len();
    if k == 1 {
        if !same[i] || cur.last().is_some_and(|&p| p >= n) {
            cur.push(n);
            let go_on = leaf(cur);
            cur.pop();
            return go_on;
        }
        return true;
    }
    let top = match (same[i], cur.last()) {
        (true, Some(&p)) => p.min(n),
        _ => n,
    };
    for x in 0..=top {
        cur.push(x);
        let go_on = split(n - x, k - 1, same, cur, leaf);
        cur.pop();
        if !go_on {
            return false;
        }
    }
    true
}

/// The state of `Engine::list_blocks`: attackers with their class, the classes of identical
/// blockers, which class can block which attacker, and the counts chosen so far.
struct BlockSearch<'s> {
    attackers: &'s [(CardId, usize)],
    /// Which attackers have menace (CR 702.111b).
    menace: &'s [bool],
    blocker_classes: &'s [Vec<CardId>],
    can: &'s [Vec<bool>],
    /// `counts[k][j]`: how many blockers of class `j` block attacker `k`.
    counts: Vec<Vec<usize>>,
    /// Blockers of each class not yet assigned.
    left: Vec<usize>,
    out: Vec<Action>,
}

impl BlockSearch<'_> {
    /// Whether the chosen counts obey the restrictions on how many may block an attacker
    /// (CR 509.1b-c: menace, 702.111b).
    fn legal(&self) -> bool {
        self.counts
            .iter()
            .zip(self.menace)
            .all(|(c, &menace)| !menace || c.iter().sum::<usize>() != 1)
    }

    /// The (blocker, attacker) pairs of the chosen counts, in blocker order: each class's
    /// blockers are handed out first to last.
    fn assignment(&self) -> Vec<(CardId, CardId)> {
        let mut next = vec![0usize; self.blocker_classes.len()];
        let mut blocks = Vec::new();
        for (k, &(a, _)) in self.attackers.iter().enumerate() {
            for (j, class) in self.blocker_classes.iter().enumerate() {
                let n = self.counts[k][j];
                blocks.extend(class[next[j]..next[j] + n].iter().map(|&b| (b, a)));
                next[j] += n;
            }
        }
        blocks.sort_unstable();
        blocks
    }
}

/// The words an object's `Hash` writes: its packing is injective (see `Obj`'s `Hash`), so they
/// order objects by status without a hand-written comparison of every field.
struct Words(Vec<u64>);

impl std::hash::Hasher for Words {
    fn write(&mut self, bytes: &[u8]) {
        self.0.extend(bytes.iter().map(|&b| b as u64));
    }

    fn write_u64(&mut self, word: u64) {
        self.0.push(word);
    }

    fn finish(&self) -> u64 {
        0
    }
}
