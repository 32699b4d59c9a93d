//! Paying mana costs with mana abilities (CR 106, 601.2g-h). The symbols and printed costs
//! are the card language's (`cards::mana_cost`), re-exported here.

pub use crate::cards::{
    Adds, Color, ManaCost, Spend, COLORLESS, MAX_PRINTED_MANA_VALUE, MAX_X_SYMBOLS,
};

/// What a payment is for, as spending restrictions read it (CR 106.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A spell's total cost (CR 601.2f-h), from any zone.
    Spell,
    /// An activated ability's cost (CR 602.2b).
    Ability,
    /// A special action's cost (CR 116.2): plot (116.2k), suspend (116.2f), the planar die
    /// (116.2i, 901.9). It is neither a spell nor an ability, so restricted mana cannot pay it.
    SpecialAction,
    /// A payment an effect asks for as a spell or ability resolves ("you may pay {8}", CR
    /// 605.3a): not the cost of a spell or an ability, so restricted mana cannot pay it.
    Effect,
}

/// Whether mana restricted to `spend` may pay for `purpose` (CR 106.6).
pub fn may_spend(spend: Spend, purpose: Purpose) -> bool {
    match spend {
        Spend::Any => true,
        Spend::Spells => purpose == Purpose::Spell,
        Spend::Abilities => purpose == Purpose::Ability,
    }
}

/// A group of interchangeable mana sources: same card, same situation, same ability. Each
/// activation adds `adds`, `amount` mana in all.
///
/// Sources with several mana abilities (a Forest on Truga Jungle: its own "{T}: Add {G}." and
/// a granted "{T}: Add one mana of any color.", CR 613.1f) are one group per ability, all with
/// the same `ids` and the same `class`: a payment uses each source once, for one of its
/// abilities (CR 602.2b: {T} is paid once).
#[derive(Clone, Debug)]
pub struct SourceGroup {
    adds: Adds,
    amount: u8,
    /// What their mana may be spent on (CR 106.6): the lane of the pool it floats in.
    spend: Spend,
    pub ids: Vec<u16>,
    /// The groups with the same `class` (other than `NO_CLASS`) share their sources: of the
    /// sources, the first ones are used by the first such group's ability, the next ones by
    /// the next group's, and so on.
    class: u16,
    /// This ability keeps its source where the source's own mana ability sacrifices it (a
    /// granted "{T}: Add ..." on Lotus Bloom): tapped, not sacrificed.
    spares: bool,
}

/// The most triggered mana abilities counted for one source (CR 605.1b): more than any model
/// has, and what one activation adds stays small.
pub const MAX_PRODUCED_TRIGGERS: u8 = 8;

/// What one activation of a mana ability adding `adds` makes when `extra` triggered mana
/// abilities each add one more mana "of any type that land produced" (CR 605.1b, 605.4a,
/// 106.12a): each possible result, one `Adds` apiece. One type ("{G}", "three mana of any one
/// color"): more of it. Several fixed types ("{C}{U}"): each way of choosing a produced type
/// for each extra mana. "In any combination of colors": that many more in any combination (a
/// simplification the README states: the extra mana's type may be one the combination
/// left out).
///
/// `produced_only` false is the broken variant: the extra mana is of any of the six types.
pub fn with_produced(adds: Adds, extra: u8, produced_only: bool) -> Vec<Adds> {
    let extra = extra.min(MAX_PRODUCED_TRIGGERS);
    if extra == 0 {
        return vec![adds];
    }
    match adds {
        Adds::OneOf { types, amount } if produced_only => vec![Adds::OneOf {
            types,
            amount: amount.saturating_add(extra),
        }],
        Adds::Combination { types, amount } => vec![Adds::Combination {
            types: match produced_only {
                true => types,
                false => 0b11_1111,
            },
            amount: amount.saturating_add(extra),
        }],
        // The broken variant: the one type chosen, and the extra mana of any type.
        Adds::OneOf { types, amount } => (0..6)
            .flat_map(|t| {
                (0..6).filter(|&c| types & (1 << c) != 0).map(move |c| {
                    let mut m = [0u8; 6];
                    m[c] = amount;
                    m[t] = m[t].saturating_add(extra);
                    Adds::Fixed(m)
                })
            })
            .collect(),
        Adds::Fixed(m) => {
            let produced: Vec<usize> = (0..6).filter(|&t| m[t] > 0 || !produced_only).collect();
            // Every multiset of `extra` produced types, as the mana it adds.
            let mut out = vec![(m, 0usize)];
            for _ in 0..extra {
                let mut next = Vec::new();
                for (made, from) in out {
                    for (j, &t) in produced.iter().enumerate().skip(from) {
                        let mut more = made;
                        more[t] = more[t].saturating_add(1);
                        next.push((more, j));
                    }
                }
                out = next;
            }
            match out.is_empty() {
                true => vec![adds],
                false => out.into_iter().map(|(m, _)| Adds::Fixed(m)).collect(),
            }
        }
    }
}

/// `SourceGroup::class` of a group whose sources have no other mana ability.
pub const NO_CLASS: u16 = u16::MAX;

impl SourceGroup {
    /// `amount` is `adds.amount()` (a `ManaAbility` keeps it).
    pub fn new(adds: Adds, amount: u8, ids: Vec<u16>) -> SourceGroup {
        debug_assert_eq!(amount, adds.amount());
        SourceGroup {
            adds,
            amount,
            spend: Spend::Any,
            ids,
            class: NO_CLASS,
            spares: false,
        }
    }

    /// The same sources, their mana restricted to `spend` (CR 106.6).
    pub fn spending(self, spend: Spend) -> SourceGroup {
        SourceGroup { spend, ..self }
    }

    /// The same sources as the other groups of `class` (each has several mana abilities:
    /// one group per ability, CR 613.1f).
    pub fn sharing(self, class: u16) -> SourceGroup {
        SourceGroup { class, ..self }
    }

    /// The same sources, this ability keeping them where their own sacrifices them.
    pub fn sparing(self, spares: bool) -> SourceGroup {
        SourceGroup { spares, ..self }
    }

    /// The class of sources it shares with other groups (`NO_CLASS`: none).
    pub fn class(&self) -> u16 {
        self.class
    }

    /// Whether this ability keeps a source its own mana ability would sacrifice.
    pub fn spares(&self) -> bool {
        self.spares
    }

    pub fn adds(&self) -> Adds {
        self.adds
    }

    /// How much mana one activation adds.
    pub fn amount(&self) -> u8 {
        self.amount
    }

    pub fn spend(&self) -> Spend {
        self.spend
    }

    /// A group of ordinary "{T}: Add {C}" sources.
    pub fn basic(color: Color, ids: Vec<u16>) -> SourceGroup {
        let mut m = [0; 6];
        m[color.index()] = 1;
        SourceGroup::new(Adds::Fixed(m), 1, ids)
    }

    /// The same sources but `id`.
    pub fn without(&self, id: u16) -> SourceGroup {
        SourceGroup {
            ids: self.ids.iter().copied().filter(|&c| c != id).collect(),
            ..*self
        }
    }
}

/// Can `choices` (each: `amount` mana of one type from the set `types`) cover `deficit`, the
/// coloured and colourless mana the fixed sources left unpaid (CR 107.4a, 107.4c)?
fn covers(deficit: &[u8; 6], choices: &[(u8, u8)]) -> bool {
    fn go(deficit: &mut [u8; 6], choices: &[(u8, u8)]) -> bool {
        if deficit.iter().all(|&d| d == 0) {
            return true;
        }
        let Some((&(types, a), rest)) = choices.split_first() else {
            return false;
        };
        for t in 0..6 {
            if types & (1 << t) != 0 && deficit[t] > 0 {
                let before = deficit[t];
                deficit[t] = before.saturating_sub(a);
                if go(deficit, rest) {
                    return true;
                }
                deficit[t] = before;
            }
        }
        go(deficit, rest)
    }
    let mut d = *deficit;
    go(&mut d, choices)
}

/// Every way to pay `cost` from `groups` that leaves a different state: how many sources of
/// each group are used (the lowest ids of a group first: they are interchangeable). A payment
/// never uses a source whose mana is not needed. CR 601.2g-h: mana abilities are activated
/// while paying, and the type of mana a choice offers is chosen then (605.3b: the ability
/// resolves at once); since no mana is left in the pool, which type was chosen leaves no trace
/// and is not a separate payment. Partial payments are not allowed; mana left over is lost.
pub fn payments(cost: &ManaCost, groups: &[SourceGroup]) -> Vec<Vec<u16>> {
    let shared = groups.iter().any(|g| g.class != NO_CLASS);
    if cost.has_hybrid() || shared {
        // CR 107.4e: each hybrid symbol is paid with one of its halves; the ways of paying are
        // those of every resolution, one per set of sources (the halves leave no trace). A
        // source with several mana abilities taps once whichever it uses: one per set too.
        let mut out: Vec<Vec<u16>> = assignments(cost, groups)
            .into_iter()
            .map(|a| a.into_iter().map(|(id, _)| id).collect())
            .collect();
        out.sort_unstable();
        out.dedup();
        return out;
    }
    plain_payments(cost, groups)
        .into_iter()
        .map(|a| a.into_iter().map(|(id, _)| id).collect())
        .collect()
}

/// Every way to pay `cost` from `groups` as `payments` lists them, each source with the group
/// whose ability it uses (by index in `groups`), by source.
pub fn assignments(cost: &ManaCost, groups: &[SourceGroup]) -> Vec<Vec<(u16, usize)>> {
    let mut out: Vec<Vec<(u16, usize)>> = match cost.has_hybrid() {
        true => cost
            .hybrid_resolutions()
            .iter()
            .flat_map(|c| plain_payments(c, groups))
            .collect(),
        false => plain_payments(cost, groups),
    };
    out.sort_unstable();
    out.dedup();
    out
}

/// `assignments` of a cost without hybrid symbols.
fn plain_payments(cost: &ManaCost, groups: &[SourceGroup]) -> Vec<Vec<(u16, usize)>> {
    debug_assert_eq!(cost.x, 0, "X must be chosen before paying");
    let need = cost.total() as usize;
    let mut out = Vec::new();
    // How many sources of each group are used; on the stack for up to 8 groups.
    let (mut small, mut large) = ([0usize; 8], Vec::new());
    let counts: &mut [usize] = if groups.len() <= small.len() {
        &mut small[..groups.len()]
    } else {
        large.resize(groups.len(), 0);
        &mut large
    };
    loop {
        let produced: usize = groups
            .iter()
            .zip(counts.iter())
            .map(|(g, &k)| k * g.amount as usize)
            .sum();
        let smallest = groups
            .iter()
            .zip(counts.iter())
            .filter(|(_, &k)| k > 0)
            .map(|(g, _)| g.amount as usize)
            .min()
            .unwrap_or(usize::MAX);
        let no_waste = need == 0 && produced == 0 || produced >= need && produced - need < smallest;
        // CR 602.2b: a source shared by several groups (its several mana abilities) is used
        // once: the groups of a class use no more sources than it has.
        let fits = groups.iter().enumerate().all(|(i, g)| {
            g.class == NO_CLASS
                || groups[..i].iter().any(|h| h.class == g.class)
                || groups
                    .iter()
                    .zip(counts.iter())
                    .filter(|(h, _)| h.class == g.class)
                    .map(|(_, &k)| k)
                    .sum::<usize>()
                    <= g.ids.len()
        });
        if no_waste && fits {
            let mut deficit = [0u8; 6];
            deficit[..5].copy_from_slice(&cost.colored);
            deficit[COLORLESS] = cost.colorless;
            let mut choices = Vec::new();
            for (g, &k) in groups.iter().zip(counts.iter()) {
                match g.adds {
                    Adds::Fixed(m) if k > 0 => {
                        for (d, &n) in deficit.iter_mut().zip(&m) {
                            if n > 0 {
                                // A deficit is at most 255: more mana than that covers it all.
                                let made = u8::try_from(k * n as usize).unwrap_or(u8::MAX);
                                *d = d.saturating_sub(made);
                            }
                        }
                    }
                    Adds::Fixed(_) => {}
                    Adds::OneOf { types, amount } => {
                        choices.extend(std::iter::repeat_n((types, amount), k))
                    }
                    Adds::Combination { types, amount } => {
                        choices.extend(std::iter::repeat_n((types, 1), k * amount as usize))
                    }
                }
            }
            if deficit == [0; 6] || covers(&deficit, &choices) {
                // The groups of a class take its sources one after another.
                let mut ids: Vec<(u16, usize)> = Vec::new();
                for (i, (g, &k)) in groups.iter().zip(counts.iter()).enumerate() {
                    let skip: usize = match g.class {
                        NO_CLASS => 0,
                        c => groups[..i]
                            .iter()
                            .zip(counts.iter())
                            .filter(|(h, _)| h.class == c)
                            .map(|(_, &k)| k)
                            .sum(),
                    };
                    ids.extend(g.ids.iter().skip(skip).take(k).map(|&id| (id, i)));
                }
                ids.sort_unstable();
                out.push(ids);
            }
        }
        // Next count vector (odometer), bounded by the mana needed.
        let mut i = 0;
        loop {
            if i == groups.len() {
                return out;
            }
            if counts[i] < groups[i].ids.len().min(need) {
                counts[i] += 1;
                break;
            }
            counts[i] = 0;
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_costs() {
        let c = ManaCost::parse("{X}{R}").unwrap();
        assert_eq!((c.x, c.colored[Color::R.index()], c.generic), (1, 1, 0));
        assert_eq!(c.to_string(), "{X}{R}");
        assert_eq!(ManaCost::parse("{3}{U}").unwrap().to_string(), "{3}{U}");
        assert_eq!(ManaCost::parse("{0}").unwrap().to_string(), "{0}");
        assert!(ManaCost::parse("{Q}")
            .unwrap_err()
            .contains("unknown mana symbol"));
        assert!(ManaCost::parse("3U").is_err());
    }

    #[test]
    fn printed_costs_are_bounded_and_total_costs_never_wrap() {
        assert!(ManaCost::parse("{255}{U}")
            .unwrap_err()
            .contains("mana value 256"));
        assert!(ManaCost::parse(&"{U}".repeat(256))
            .unwrap_err()
            .contains("mana value 256"));
        assert_eq!(ManaCost::parse("{90}{U}{U}").unwrap().mana_value(), 92);
        // X = 255 on {X}{X}{X}{90}{U}, kicked with the same and increased: exact, not wrapped.
        let c = ManaCost::parse("{X}{X}{X}{90}{U}").unwrap();
        let total = c.with_x(255).plus(c.with_x(255)).increase(255);
        assert_eq!(total.total(), 2 * (3 * 255 + 91) + 255);
    }

    #[test]
    fn a_cost_needing_more_than_255_sources_of_one_colour_is_payable() {
        let cost = ManaCost::ZERO
            .increase(200)
            .plus(ManaCost::parse("{U}").unwrap());
        let cost = cost.increase(55);
        let islands = vec![SourceGroup::basic(Color::U, (0..256).collect())];
        assert_eq!(cost.total(), 256);
        assert_eq!(
            payments(&cost, &islands).len(),
            1,
            "256 Islands pay {{255}}{{U}}"
        );
    }

    #[test]
    fn reductions_never_touch_colored_mana() {
        let c = ManaCost::parse("{1}{U}").unwrap().reduce(2);
        assert_eq!(c.to_string(), "{U}");
    }

    #[test]
    fn only_payments_leaving_different_states() {
        let groups = vec![
            SourceGroup::basic(Color::U, vec![0, 1, 2]),
            SourceGroup::basic(Color::R, vec![3, 4]),
        ];
        // {1}{U}: UU, UR -> two distinct outcomes.
        let mut p = payments(&ManaCost::parse("{1}{U}").unwrap(), &groups);
        p.sort();
        assert_eq!(p, vec![vec![0, 1], vec![0, 3]]);
        // {R}{R}{R} is unpayable.
        assert!(payments(&ManaCost::parse("{R}{R}{R}").unwrap(), &groups).is_empty());
    }

    #[test]
    fn a_three_mana_source_of_any_colour_pays_alone_and_is_never_wasted() {
        let groups = vec![
            SourceGroup::basic(Color::U, vec![0]),
            SourceGroup::new(
                Adds::OneOf {
                    types: 0b1_1111,
                    amount: 3,
                },
                3,
                vec![5],
            ),
        ];
        let p = payments(&ManaCost::parse("{R}{R}").unwrap(), &groups);
        assert_eq!(
            p,
            vec![vec![5]],
            "three red, one left over; the Island is not needed"
        );
        let mut p = payments(&ManaCost::parse("{U}").unwrap(), &groups);
        p.sort();
        assert_eq!(
            p,
            vec![vec![0], vec![5]],
            "either, but never both: the Island would be unneeded"
        );
        let p = payments(&ManaCost::parse("{3}{U}").unwrap(), &groups);
        assert_eq!(p, vec![vec![0, 5]]);
    }

    #[test]
    fn colourless_costs_and_choices_of_types() {
        let c = 1 << COLORLESS;
        let wastes = SourceGroup::new(Adds::Fixed([0, 0, 0, 0, 0, 1]), 1, vec![0]);
        let island = SourceGroup::basic(Color::U, vec![1]);
        let cost = ManaCost::parse("{1}{C}").unwrap();
        assert_eq!(payments(&cost, &[wastes, island.clone()]), vec![vec![0, 1]]);
        assert!(
            payments(&cost, std::slice::from_ref(&island)).is_empty(),
            "{{C}} needs colourless"
        );
        // {C} or {U}, one mana: pays either symbol, not both.
        let either = SourceGroup::new(
            Adds::OneOf {
                types: c | Color::U.bit(),
                amount: 1,
            },
            1,
            vec![2, 3],
        );
        let cu = ManaCost::parse("{C}{U}").unwrap();
        assert_eq!(
            payments(&cu, std::slice::from_ref(&either)),
            vec![vec![2, 3]]
        );
        let uu = ManaCost::parse("{U}{U}{C}").unwrap();
        assert!(payments(&uu, std::slice::from_ref(&either)).is_empty());
        // Five mana in any combination of colours pays five colours; five of one colour doesn't.
        let wubrg = ManaCost::parse("{W}{U}{B}{R}{G}").unwrap();
        let combination = SourceGroup::new(
            Adds::Combination {
                types: 0b1_1111,
                amount: 5,
            },
            5,
            vec![4],
        );
        assert_eq!(payments(&wubrg, &[combination]), vec![vec![4]]);
        let one_colour = SourceGroup::new(
            Adds::OneOf {
                types: 0b1_1111,
                amount: 5,
            },
            5,
            vec![4],
        );
        assert!(payments(&wubrg, &[one_colour]).is_empty());
    }

    #[test]
    fn a_source_with_two_mana_abilities_taps_once_for_either() {
        // A Forest with "{T}: Add {G}." and a granted "{T}: Add one mana of any color." (CR
        // 613.1f): one group per ability, sharing the source.
        let any = Adds::OneOf {
            types: 0b1_1111,
            amount: 1,
        };
        let forest = vec![
            SourceGroup::basic(Color::G, vec![0]).sharing(0),
            SourceGroup::new(any, 1, vec![0]).sharing(0),
        ];
        assert_eq!(
            payments(&ManaCost::parse("{U}").unwrap(), &forest),
            vec![vec![0]]
        );
        assert_eq!(
            payments(&ManaCost::parse("{G}").unwrap(), &forest),
            vec![vec![0]],
            "either ability: one payment, the same state"
        );
        assert!(
            payments(&ManaCost::parse("{G}{U}").unwrap(), &forest).is_empty(),
            "the Forest taps once"
        );
        // Two such Forests pay {G}{U}: one for each ability, or both with the granted one.
        let two = vec![
            SourceGroup::basic(Color::G, vec![0, 1]).sharing(0),
            SourceGroup::new(any, 1, vec![0, 1]).sharing(0),
        ];
        assert_eq!(
            payments(&ManaCost::parse("{G}{U}").unwrap(), &two),
            vec![vec![0, 1]]
        );
        assert_eq!(
            assignments(&ManaCost::parse("{U}{U}").unwrap(), &two),
            vec![vec![(0, 1), (1, 1)]]
        );
    }

    #[test]
    fn a_triggered_mana_ability_adds_a_type_the_source_produced() {
        // CR 605.1b, 106.12a: "{T}: Add {C}{U}." with one trigger: {C}{C}{U} or {C}{U}{U}.
        let ways = with_produced(Adds::Fixed([0, 1, 0, 0, 0, 1]), 1, true);
        assert_eq!(
            ways,
            vec![
                Adds::Fixed([0, 2, 0, 0, 0, 1]),
                Adds::Fixed([0, 1, 0, 0, 0, 2])
            ]
        );
        // One group per way, sharing the source: it pays {U}{U}{C} or {C}{C}{U}, not {G}.
        let groups: Vec<SourceGroup> = ways
            .iter()
            .map(|&a| SourceGroup::new(a, 3, vec![0]).sharing(0))
            .collect();
        for (cost, n) in [("{U}{U}{C}", 1), ("{C}{C}{U}", 1), ("{G}", 0)] {
            let got = payments(&ManaCost::parse(cost).unwrap(), &groups);
            assert_eq!(got.len(), n, "{cost}");
        }
        // One type: more of it; two triggers add two.
        let one_of = Adds::OneOf {
            types: 0b1_1111,
            amount: 1,
        };
        assert_eq!(
            with_produced(one_of, 2, true),
            vec![Adds::OneOf {
                types: 0b1_1111,
                amount: 3
            }]
        );
        assert_eq!(
            with_produced(Adds::Fixed([0, 0, 0, 0, 1, 0]), 0, true),
            vec![Adds::Fixed([0, 0, 0, 0, 1, 0])]
        );
        // The broken variant: a Forest's extra mana of any of the six types.
        assert_eq!(
            with_produced(Adds::Fixed([0, 0, 0, 0, 1, 0]), 1, false).len(),
            6
        );
    }

    #[test]
    fn restrictions_allow_only_their_purpose() {
        for (spend, ok) in [
            (Spend::Any, [true, true, true]),
            (Spend::Spells, [true, false, false]),
            (Spend::Abilities, [false, true, false]),
        ] {
            let got = [Purpose::Spell, Purpose::Ability, Purpose::SpecialAction]
                .map(|p| may_spend(spend, p));
            assert_eq!(got, ok, "{spend:?}");
        }
    }
}
