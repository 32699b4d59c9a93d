//! The mana pool (CR 106.4): mana a player has but has not spent. It holds what a source made
//! beyond the cost it was tapped for (Lotus Bloom's three red for a one-mana spell) and what a
//! spell or ability adds ("Add {B}{B}{B}."), until the step or phase ends (CR 500.4). A payment
//! spends pool mana before it taps a source, and what a tapped source makes beyond the cost
//! stays in the pool: `pay` lists the payments, each with the pool it leaves, so the states
//! still differ only where the player's choices do (which pool mana pays a generic cost, which
//! colour Lotus Bloom makes when any would do).

use super::mana::{
    assignments, payments, Adds, ManaCost, Purpose, SourceGroup, Spend, COLORLESS, NO_CLASS,
};
use super::state::CardId;
use crate::cards::mana_ability::ANY_COLOR;

/// What a lane of the pool may be spent on (CR 106.6): any cost, spells only, abilities only.
const LANES: [Spend; 3] = [Spend::Any, Spend::Spells, Spend::Abilities];

fn lane(spend: Spend) -> usize {
    match spend {
        Spend::Any => 0,
        Spend::Spells => 1,
        Spend::Abilities => 2,
    }
}

/// Where a pool counts mana of any colour whose colour is not chosen yet: what a source makes
/// "in any combination of colors" (or "one mana of any color") beyond the cost it pays. Its
/// colour is chosen as it is spent: the same choices are open as if each colour had been
/// chosen when it was made (CR 106.1b, 605.3b: the player chooses; nothing reads the colour
/// of pool mana before it is spent), and the states do not multiply by every combination.
const ANY: usize = 6;

/// A player's mana pool (CR 106.4): mana counted by type (WUBRG, then colourless, then any
/// colour not yet chosen, `ANY`), in lanes by what it may be spent on (CR 106.6: restricted
/// mana stays restricted in the pool).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    serde::Serialize,
    serde::Deserialize,
)]
pub struct ManaPool {
    lanes: [[u8; 7]; 3],
}

impl ManaPool {
    pub fn is_empty(&self) -> bool {
        self.lanes.iter().flatten().all(|&n| n == 0)
    }

    /// How much mana the pool holds.
    pub fn total(&self) -> u32 {
        self.lanes.iter().flatten().map(|&n| n as u32).sum()
    }

    /// How much of it may be spent on `purpose` (`usable` lanes).
    fn usable_total(&self, usable: [bool; 3]) -> u32 {
        (0..3)
            .filter(|&l| usable[l])
            .map(|l| self.lanes[l].iter().map(|&n| n as u32).sum::<u32>())
            .sum()
    }

    /// Adds mana of the types in `m` (WUBRG, C), spendable as `spend` allows; a pool holds at
    /// most 255 of a type in a lane (more is more than any bounded model makes).
    pub fn add(&mut self, spend: Spend, m: [u8; 6]) {
        for (slot, n) in self.lanes[lane(spend)].iter_mut().zip(m) {
            *slot = slot.saturating_add(n);
        }
    }

    /// Adds `n` mana of any colour, each colour chosen as it is spent ("one mana of any
    /// color" from an instruction).
    pub fn add_unchosen(&mut self, spend: Spend, n: u8) {
        let slot = &mut self.lanes[lane(spend)][ANY];
        *slot = slot.saturating_add(n);
    }

    fn merge(&mut self, other: &ManaPool) {
        for (mine, theirs) in self.lanes.iter_mut().zip(&other.lanes) {
            for (slot, &n) in mine.iter_mut().zip(theirs) {
                *slot = slot.saturating_add(n);
            }
        }
    }

    /// The pool as mana symbols, "{R}{R}{C}", restricted mana after the rest with what it may
    /// be spent on; "empty" when it holds none.
    pub fn symbols(&self) -> String {
        const SYMBOLS: [char; 6] = ['W', 'U', 'B', 'R', 'G', 'C'];
        let lane_text = |l: &[u8; 7]| -> String {
            let mut text: String = l
                .iter()
                .zip(SYMBOLS)
                .flat_map(|(&n, s)| std::iter::repeat_n(format!("{{{s}}}"), n as usize))
                .collect();
            if l[ANY] > 0 {
                let sep = if text.is_empty() { "" } else { " and " };
                text.push_str(&format!("{sep}{} mana of any color", l[ANY]));
            }
            text
        };
        let mut parts = Vec::new();
        for (l, spend) in LANES.iter().enumerate() {
            let text = lane_text(&self.lanes[l]);
            if text.is_empty() {
                continue;
            }
            parts.push(match spend {
                Spend::Any => text,
                Spend::Spells => format!("{text} for spells"),
                Spend::Abilities => format!("{text} for abilities"),
            });
        }
        match parts.is_empty() {
            true => "empty".into(),
            false => parts.join(", "),
        }
    }

    /// Every distinct pool left by taking `k` mana of the types in `types` (a bit set over
    /// the seven slots, `ANY` the last) from the `usable` lanes; none if it holds fewer.
    fn take(&self, usable: [bool; 3], types: u8, k: u32) -> Vec<ManaPool> {
        fn go(p: &mut ManaPool, slots: &[(usize, usize)], k: u32, out: &mut Vec<ManaPool>) {
            let Some((&(l, t), rest)) = slots.split_first() else {
                if k == 0 {
                    out.push(*p);
                }
                return;
            };
            let have = p.lanes[l][t];
            for j in 0..=(have as u32).min(k) {
                p.lanes[l][t] = have - j as u8;
                go(p, rest, k - j, out);
            }
            p.lanes[l][t] = have;
        }
        let slots: Vec<(usize, usize)> = (0..3)
            .filter(|&l| usable[l])
            .flat_map(|l| (0..7).map(move |t| (l, t)))
            .filter(|&(_, t)| types & (1 << t) != 0)
            .collect();
        let mut out = Vec::new();
        go(&mut self.clone(), &slots, k, &mut out);
        out
    }

    /// How much mana of type `t` the usable lanes hold.
    fn of_type(&self, usable: [bool; 3], t: usize) -> u32 {
        (0..3)
            .filter(|&l| usable[l])
            .map(|l| self.lanes[l][t] as u32)
            .sum()
    }
}

/// Everything a player can pay a cost with now: their mana sources (CR 605) and the mana in
/// their pool, the lanes of it that may be spent on the payment's purpose (CR 106.6).
#[derive(Clone, Debug)]
pub struct Sources {
    pub groups: Vec<SourceGroup>,
    pub pool: ManaPool,
    usable: [bool; 3],
}

impl Sources {
    /// `restrictions`: whether spending restrictions apply (the broken variant ignores them).
    pub fn new(
        groups: Vec<SourceGroup>,
        pool: ManaPool,
        purpose: Purpose,
        restrictions: bool,
    ) -> Sources {
        let usable = LANES.map(|s| !restrictions || super::mana::may_spend(s, purpose));
        Sources {
            groups,
            pool,
            usable,
        }
    }

    /// The same sources but `id` (a source a cost sacrifices).
    pub fn without(&self, id: CardId) -> Sources {
        Sources {
            groups: self.groups.iter().map(|g| g.without(id)).collect(),
            ..self.clone()
        }
    }

    /// The largest amount of mana they can pay, up to 255: the bound on a chosen X (CR
    /// 107.3a), which the state holds in a byte.
    pub fn available(&self) -> u8 {
        // A source with several mana abilities (groups of one class) makes the most of them.
        let made: u32 = self
            .groups
            .iter()
            .enumerate()
            .filter(|(i, g)| {
                g.class() == NO_CLASS || !self.groups[..*i].iter().any(|h| h.class() == g.class())
            })
            .map(|(_, g)| {
                let most = self
                    .groups
                    .iter()
                    .filter(|h| g.class() != NO_CLASS && h.class() == g.class())
                    .map(|h| h.amount())
                    .max()
                    .unwrap_or(g.amount());
                g.ids.len() as u32 * most as u32
            })
            .sum();
        (made + self.pool.usable_total(self.usable)).min(255) as u8
    }
}

/// One way to pay a mana cost: the sources whose mana abilities are activated (CR 601.2g-h)
/// and, when the payment spends pool mana or leaves mana in it, the pool afterwards.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Payment {
    pub tap: Vec<CardId>,
    /// `None`: the pool is as it was.
    pub pool: Option<Box<ManaPool>>,
    /// The sources of `tap` that use a granted mana ability where their own would sacrifice
    /// them (CR 613.1f): tapped, not sacrificed. Empty almost always.
    pub kept: Vec<CardId>,
}

impl std::ops::Deref for Payment {
    type Target = [CardId];
    fn deref(&self) -> &[CardId] {
        &self.tap
    }
}

/// Every way to pay `cost` from `s` that leaves a different state. Pool mana is spent before
/// any source is tapped, as far as it goes (a simplification, said in the README: a payment
/// that taps a source while the pool could pay is not listed, though keeping {R} in the pool
/// for a red instant while a Forest pays {1} is legal); which pool mana pays which symbol is
/// a choice, except that mana whose colour is not chosen yet is kept rather than mana of one
/// type in its lane (it can pay whatever that mana can). Sources are tapped as
/// `mana::payments` lists them (never one whose mana is not needed), and what they make beyond
/// the cost stays in the pool (CR 106.4), unless `unused_floats` is false (the broken variant:
/// it is lost). Hybrid symbols are paid with either half (CR 107.4e).
pub fn pay(cost: &ManaCost, s: &Sources, unused_floats: bool) -> Vec<Payment> {
    // Nothing in the pool, and no mana left over to float (no source makes more than one, or
    // the broken variant loses it): the payments are the tap sets.
    if s.pool.is_empty() && (!unused_floats || s.groups.iter().all(|g| g.amount() <= 1)) {
        if s.groups.iter().any(|g| g.spares()) {
            let mut out: Vec<Payment> = assignments(cost, &s.groups)
                .into_iter()
                .map(|a| Payment {
                    tap: a.iter().map(|&(id, _)| id).collect(),
                    pool: None,
                    kept: kept(&s.groups, &a),
                })
                .collect();
            out.sort_unstable();
            out.dedup();
            return out;
        }
        return payments(cost, &s.groups)
            .into_iter()
            .map(|tap| Payment {
                tap,
                pool: None,
                kept: Vec::new(),
            })
            .collect();
    }
    with_pool(cost, s, unused_floats)
}

/// The sources of an assignment that a granted ability keeps (`SourceGroup::spares`).
fn kept(groups: &[SourceGroup], a: &[(CardId, usize)]) -> Vec<CardId> {
    a.iter()
        .filter(|&&(_, g)| groups.get(g).is_some_and(|g| g.spares()))
        .map(|&(id, _)| id)
        .collect()
}

fn with_pool(cost: &ManaCost, s: &Sources, unused_floats: bool) -> Vec<Payment> {
    let resolutions = match cost.has_hybrid() {
        true => cost.hybrid_resolutions(),
        false => vec![*cost],
    };
    let mut out = Vec::new();
    for c in &resolutions {
        for (rest, left) in spend_pool(c, &s.pool, s.usable) {
            for a in assignments(&rest, &s.groups) {
                let floats = match unused_floats {
                    true => leftovers(&rest, &s.groups, &a),
                    false => vec![ManaPool::default()],
                };
                let tap: Vec<CardId> = a.iter().map(|&(id, _)| id).collect();
                let kept = kept(&s.groups, &a);
                for f in floats {
                    let mut after = left;
                    after.merge(&f);
                    out.push(Payment {
                        tap: tap.clone(),
                        pool: (after != s.pool).then(|| Box::new(after)),
                        kept: kept.clone(),
                    });
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Spends the pool's usable mana on `cost` as far as it goes: coloured and {C} symbols first,
/// then the generic part. Returns what is left to pay with sources and each distinct pool
/// that can remain.
fn spend_pool(cost: &ManaCost, pool: &ManaPool, usable: [bool; 3]) -> Vec<(ManaCost, ManaPool)> {
    if pool.usable_total(usable) == 0 {
        return vec![(*cost, *pool)];
    }
    let mut out = Vec::new();
    for (rest, p) in pay_symbols(cost, pool, usable) {
        let k = (rest.generic as u32).min(p.usable_total(usable));
        let mut r = rest;
        r.generic -= k as u16;
        out.extend(
            p.take(usable, 0b111_1111, k)
                .into_iter()
                .filter(|q| !wastes_unchosen(&p, q, 0b11_1111))
                .map(|q| (r, q)),
        );
    }
    out.sort_unstable_by_key(|(r, p)| (*p, r.colored, r.colorless, r.generic));
    out.dedup_by_key(|(r, p)| (*p, r.colored, r.colorless, r.generic));
    out
}

/// Whether going from `before` to `after` spent mana whose colour was not chosen yet in a lane
/// that still holds mana of a type in `types` that could have paid instead: never better (the
/// unchosen mana can pay whatever that mana can), so such a payment is not listed.
fn wastes_unchosen(before: &ManaPool, after: &ManaPool, types: u8) -> bool {
    (0..3).any(|l| {
        after.lanes[l][ANY] < before.lanes[l][ANY]
            && (0..6).any(|t| types & (1 << t) != 0 && after.lanes[l][t] > 0)
    })
}

/// Pays as much of `cost`'s coloured and {C} symbols as the pool's usable mana can: each with
/// mana of its type or (a colour) with mana whose colour is chosen now, every split of that
/// mana among the symbols. Returns the cost left (its generic part untouched) and each
/// distinct pool left.
fn pay_symbols(cost: &ManaCost, pool: &ManaPool, usable: [bool; 3]) -> Vec<(ManaCost, ManaPool)> {
    let need = |c: &ManaCost, t: usize| match t {
        COLORLESS => c.colorless as u32,
        _ => c.colored[t] as u32,
    };
    // The most the pool can pay: each symbol's own type first, then unchosen mana for the
    // colours still owed.
    let exact: u32 = (0..6)
        .map(|t| need(cost, t).min(pool.of_type(usable, t)))
        .sum();
    let owed: u32 = (0..5)
        .map(|t| need(cost, t) - need(cost, t).min(pool.of_type(usable, t)))
        .sum();
    let most = exact + owed.min(pool.of_type(usable, ANY));
    let mut ways = vec![(*cost, *pool, 0u32)];
    for t in 0..6 {
        let mut next = Vec::new();
        for (rest, p, paid) in &ways {
            let n = need(rest, t);
            for x in 0..=n.min(p.of_type(usable, t)) {
                let unchosen = match t {
                    COLORLESS => 0,
                    _ => (n - x).min(p.of_type(usable, ANY)),
                };
                for y in 0..=unchosen {
                    let mut r = *rest;
                    match t {
                        COLORLESS => r.colorless -= x as u8,
                        _ => r.colored[t] -= (x + y) as u8,
                    }
                    for q in p.take(usable, 1 << t, x) {
                        for q2 in q.take(usable, 1 << ANY, y) {
                            if !wastes_unchosen(&q, &q2, 1 << t) {
                                next.push((r, q2, paid + x + y));
                            }
                        }
                    }
                }
            }
        }
        next.sort_unstable_by_key(|(r, p, paid)| (*p, *paid, r.colored, r.colorless));
        next.dedup_by_key(|(r, p, paid)| (*p, *paid, r.colored, r.colorless));
        ways = next;
    }
    ways.into_iter()
        .filter(|(_, _, paid)| *paid == most)
        .map(|(r, p, _)| (r, p))
        .collect()
}

fn distinct(pools: impl Iterator<Item = ManaPool>) -> Vec<ManaPool> {
    let mut v: Vec<ManaPool> = pools.collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Every distinct pool of mana that `tap`'s sources leave over after paying `cost` (CR 106.4):
/// the types a source chooses (CR 605.3b, 106.1b) and which of its mana pays the generic part
/// are the payer's choices.
fn leftovers(cost: &ManaCost, groups: &[SourceGroup], tap: &[(CardId, usize)]) -> Vec<ManaPool> {
    let made: Vec<&SourceGroup> = tap.iter().filter_map(|&(_, g)| groups.get(g)).collect();
    let total: u32 = made.iter().map(|g| g.amount() as u32).sum();
    if total <= cost.total() {
        return vec![ManaPool::default()];
    }
    // Every distinct mana the sources can make together.
    let mut made_pools = vec![ManaPool::default()];
    for g in made {
        let l = g.spend();
        let mut next = Vec::new();
        for p in &made_pools {
            for m in productions(g.adds()) {
                let mut q = *p;
                for (slot, n) in q.lanes[lane(l)].iter_mut().zip(m) {
                    *slot = slot.saturating_add(n);
                }
                next.push(q);
            }
        }
        made_pools = distinct(next.into_iter());
    }
    let all = [true; 3];
    let mut out = Vec::new();
    for p in made_pools {
        for (rest, q) in pay_symbols(cost, &p, all) {
            if rest.colored != [0; 5] || rest.colorless != 0 {
                continue; // this choice of types doesn't pay the cost
            }
            out.extend(
                q.take(all, 0b111_1111, cost.generic as u32)
                    .into_iter()
                    .filter(|after| !wastes_unchosen(&q, after, 0b11_1111)),
            );
        }
    }
    distinct(out.into_iter())
}

/// The mana one activation can make (WUBRG, C, then any colour not chosen yet), each choice
/// once. Mana "of any color", each chosen apart, is made unchosen (`ANY`).
fn productions(adds: Adds) -> Vec<[u8; 7]> {
    let types = |set: u8| (0..6).filter(move |t| set & (1 << t) != 0);
    let mut unchosen = [0u8; 7];
    match adds {
        Adds::Fixed(m) => {
            let mut out = [0u8; 7];
            out[..6].copy_from_slice(&m);
            vec![out]
        }
        Adds::Combination {
            types: ANY_COLOR,
            amount,
        }
        | Adds::OneOf {
            types: ANY_COLOR,
            amount: amount @ 1,
        } => {
            unchosen[ANY] = amount;
            vec![unchosen]
        }
        Adds::OneOf { types: set, amount } => types(set)
            .map(|t| {
                let mut m = [0; 7];
                m[t] = amount;
                m
            })
            .collect(),
        Adds::Combination { types: set, amount } => {
            let mut out = vec![[0u8; 7]];
            for _ in 0..amount {
                let mut next: Vec<[u8; 7]> = out
                    .iter()
                    .flat_map(|m| {
                        types(set).map(move |t| {
                            let mut m = *m;
                            m[t] += 1;
                            m
                        })
                    })
                    .collect();
                next.sort_unstable();
                next.dedup();
                out = next;
            }
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Color;

    fn lotus(id: CardId) -> SourceGroup {
        SourceGroup::new(
            Adds::OneOf {
                types: 0b1_1111,
                amount: 3,
            },
            3,
            vec![id],
        )
    }

    fn pool_of(text: &str) -> ManaPool {
        let c = ManaCost::parse(text).unwrap();
        let mut m = [0; 6];
        m[..5].copy_from_slice(&c.colored);
        m[COLORLESS] = c.colorless;
        let mut p = ManaPool::default();
        p.add(Spend::Any, m);
        p
    }

    fn after(p: &Payment) -> String {
        p.pool
            .as_deref()
            .map_or("unchanged".into(), |q| q.symbols())
    }

    #[test]
    fn what_a_source_makes_beyond_the_cost_stays_in_the_pool() {
        let s = Sources::new(vec![lotus(7)], ManaPool::default(), Purpose::Spell, true);
        let red: Vec<String> = pay(&ManaCost::parse("{R}").unwrap(), &s, true)
            .iter()
            .map(after)
            .collect();
        assert_eq!(red, ["{R}{R}"], "three red for {{R}}: two float");
        let any = pay(&ManaCost::parse("{1}").unwrap(), &s, true);
        assert_eq!(any.len(), 5, "{{1}}: any one colour, two of it left");
        let lost = pay(&ManaCost::parse("{R}").unwrap(), &s, false);
        assert_eq!(lost.len(), 1);
        assert_eq!(after(&lost[0]), "unchanged", "the broken variant loses it");
    }

    #[test]
    fn pool_mana_is_spent_before_a_source_is_tapped() {
        let island = SourceGroup::basic(Color::U, vec![1]);
        let s = Sources::new(vec![island], pool_of("{R}{G}"), Purpose::Spell, true);
        let got: Vec<(Vec<CardId>, String)> = pay(&ManaCost::parse("{1}{U}").unwrap(), &s, true)
            .iter()
            .map(|p| (p.tap.clone(), after(p)))
            .collect();
        assert_eq!(
            got,
            [(vec![1], "{G}".to_string()), (vec![1], "{R}".to_string())],
            "the pool pays the generic part with either colour; the Island pays {{U}}"
        );
        let free = pay(&ManaCost::ZERO, &s, true);
        assert_eq!(free.len(), 1);
        assert_eq!(after(&free[0]), "unchanged");
    }

    #[test]
    fn unchosen_mana_pays_whichever_colour_the_sources_cannot() {
        let mut pool = ManaPool::default();
        pool.lanes[0][ANY] = 1;
        let plains = SourceGroup::basic(Color::W, vec![1]);
        let island = SourceGroup::basic(Color::U, vec![2]);
        let wu = ManaCost::parse("{W}{U}").unwrap();
        let s = Sources::new(vec![plains.clone()], pool, Purpose::Spell, true);
        let got = pay(&wu, &s, true);
        assert_eq!(got.len(), 1, "the unchosen mana is blue, the Plains white");
        assert_eq!(
            (got[0].tap.clone(), after(&got[0])),
            (vec![1], "empty".into())
        );
        let s = Sources::new(vec![plains, island], pool, Purpose::Spell, true);
        let mut taps: Vec<Vec<CardId>> = pay(&wu, &s, true).into_iter().map(|p| p.tap).collect();
        taps.sort();
        assert_eq!(
            taps,
            [vec![1], vec![2]],
            "either land, the pool the other colour"
        );
    }

    #[test]
    fn mana_of_its_own_colour_pays_first_only_within_a_lane() {
        // {R} for anything, and unchosen mana for spells only: a spell costing {R} may spend
        // either, and keeping the unrestricted {R} leaves it for an ability.
        let mut pool = pool_of("{R}");
        pool.lanes[1][ANY] = 1;
        let s = Sources::new(Vec::new(), pool, Purpose::Spell, true);
        let mut left: Vec<String> = pay(&ManaCost::parse("{R}").unwrap(), &s, true)
            .iter()
            .map(after)
            .collect();
        left.sort();
        assert_eq!(left, ["1 mana of any color for spells", "{R}"]);
        // In one lane, the unchosen mana is kept: it can pay whatever {R} can.
        let mut pool = pool_of("{R}");
        pool.lanes[0][ANY] = 1;
        let s = Sources::new(Vec::new(), pool, Purpose::Spell, true);
        let left: Vec<String> = pay(&ManaCost::parse("{R}").unwrap(), &s, true)
            .iter()
            .map(after)
            .collect();
        assert_eq!(left, ["1 mana of any color"]);
        let left: Vec<String> = pay(&ManaCost::parse("{1}").unwrap(), &s, true)
            .iter()
            .map(after)
            .collect();
        assert_eq!(left, ["1 mana of any color"], "generic mana too");
    }

    #[test]
    fn restricted_pool_mana_pays_only_its_purpose() {
        let mut pool = ManaPool::default();
        pool.add(Spend::Abilities, [0, 1, 0, 0, 0, 0]);
        let cost = ManaCost::parse("{U}").unwrap();
        let spell = Sources::new(Vec::new(), pool, Purpose::Spell, true);
        assert!(pay(&cost, &spell, true).is_empty());
        let ability = Sources::new(Vec::new(), pool, Purpose::Ability, true);
        assert_eq!(after(&pay(&cost, &ability, true)[0]), "empty");
        assert_eq!(pool.symbols(), "{U} for abilities");
    }
}
