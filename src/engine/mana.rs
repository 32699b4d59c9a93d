//! Mana symbols, mana costs and paying them with mana abilities (CR 106, 107.4, 202, 601.2g-h).

use std::fmt;

/// The five colours, in WUBRG order (CR 105.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    W,
    U,
    B,
    R,
    G,
}

impl Color {
    pub const ALL: [Color; 5] = [Color::W, Color::U, Color::B, Color::R, Color::G];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn symbol(self) -> char {
        ['W', 'U', 'B', 'R', 'G'][self.index()]
    }

    pub fn from_symbol(c: char) -> Option<Color> {
        match c.to_ascii_uppercase() {
            'W' => Some(Color::W),
            'U' => Some(Color::U),
            'B' => Some(Color::B),
            'R' => Some(Color::R),
            'G' => Some(Color::G),
            _ => None,
        }
    }
}

/// The largest mana value a printed cost (mana cost, plot, kicker, suspend cost) may have: a
/// model's cost above it is rejected at load (the largest real card's is 16).
pub const MAX_PRINTED_MANA_VALUE: u8 = 100;
/// The most `{X}` symbols a printed cost may have (real cards have at most three).
pub const MAX_X_SYMBOLS: u8 = 3;

/// A mana cost such as `{X}{R}` or `{3}{U}` (CR 202.1). `x` counts `{X}` symbols.
///
/// A printed cost is bounded at load (`MAX_PRINTED_MANA_VALUE`, `MAX_X_SYMBOLS`); the engine
/// builds larger total costs from it (X, kicker, increases, CR 601.2f) with saturating
/// arithmetic: `generic` saturates at 65,535, far beyond any mana a model can make, so a
/// saturated cost stays unpayable rather than wrapping to a cheap one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ManaCost {
    pub generic: u16,
    pub colored: [u8; 5],
    pub x: u8,
}

impl ManaCost {
    pub const ZERO: ManaCost = ManaCost {
        generic: 0,
        colored: [0; 5],
        x: 0,
    };

    /// Parses `{4}{U}`, `{X}{R}`, `{0}`. Returns a message on malformed text, or on a cost
    /// above the printed bounds (`MAX_PRINTED_MANA_VALUE`, `MAX_X_SYMBOLS`).
    pub fn parse(text: &str) -> Result<ManaCost, String> {
        // Counted wide, so that the bounds below see the cost as written.
        let (mut generic, mut colored, mut x) = (0u64, [0u64; 5], 0u64);
        let mut rest = text.trim();
        if rest.is_empty() {
            return Err("an empty mana cost; write {0} for a cost of zero".into());
        }
        while !rest.is_empty() {
            let Some(inner) = rest.strip_prefix('{') else {
                return Err(format!(
                    "expected '{{' at '{rest}' (costs are written like {{3}}{{U}})"
                ));
            };
            let Some(end) = inner.find('}') else {
                return Err(format!("unclosed '{{' in '{text}'"));
            };
            let sym = &inner[..end];
            if !sym.is_empty() && sym.bytes().all(|b| b.is_ascii_digit()) {
                // Any number of digits: one too large for a u64 is above the bound anyway.
                generic = generic.saturating_add(sym.parse::<u64>().unwrap_or(u64::MAX));
            } else if sym.eq_ignore_ascii_case("X") {
                x += 1;
            } else if let (Some(c), 1) =
                (sym.chars().next().and_then(Color::from_symbol), sym.len())
            {
                colored[c.index()] += 1;
            } else {
                return Err(format!(
                    "unknown mana symbol {{{sym}}}; known: a number, X, W, U, B, R, G"
                ));
            }
            rest = &inner[end + 1..];
        }
        let value = colored.iter().fold(generic, |v, &c| v.saturating_add(c));
        if value > MAX_PRINTED_MANA_VALUE as u64 {
            return Err(format!(
                "'{text}' has mana value {value}; a cost's mana value must be between 0 and \
                 {MAX_PRINTED_MANA_VALUE}"
            ));
        }
        if x > MAX_X_SYMBOLS as u64 {
            return Err(format!(
                "'{text}' has {x} {{X}} symbols; a cost has at most {MAX_X_SYMBOLS}"
            ));
        }
        // Every count is at most the bounds just checked: the conversions are exact.
        Ok(ManaCost {
            generic: generic as u16,
            colored: colored.map(|c| c as u8),
            x: x as u8,
        })
    }

    /// Mana value (CR 202.3); X counts as 0 outside the stack (CR 107.3g). Exact for every
    /// printed cost (at most `MAX_PRINTED_MANA_VALUE`); saturates at 255 beyond.
    pub fn mana_value(&self) -> u8 {
        u8::try_from(self.total()).unwrap_or(u8::MAX)
    }

    /// The amount of mana the cost asks for (X counts as 0): exact, whatever the cost.
    pub fn total(&self) -> u32 {
        self.generic as u32 + self.colored.iter().map(|&c| c as u32).sum::<u32>()
    }

    pub fn is_zero(&self) -> bool {
        self.total() == 0
    }

    /// This cost with X replaced by a chosen value (CR 107.3a).
    pub fn with_x(mut self, x: u8) -> ManaCost {
        self.generic = self.generic.saturating_add(x as u16 * self.x as u16);
        self.x = 0;
        self
    }

    pub fn plus(mut self, other: ManaCost) -> ManaCost {
        self.generic = self.generic.saturating_add(other.generic);
        for i in 0..5 {
            self.colored[i] = self.colored[i].saturating_add(other.colored[i]);
        }
        self.x = self.x.saturating_add(other.x);
        self
    }

    /// Adds generic mana (a cost increase such as Sphere of Resistance, CR 601.2f).
    pub fn increase(mut self, n: u8) -> ManaCost {
        self.generic = self.generic.saturating_add(n as u16);
        self
    }

    /// Reduces the generic part only, never below {0} (CR 118.7a, 601.2f).
    pub fn reduce(mut self, n: u8) -> ManaCost {
        self.generic = self.generic.saturating_sub(n as u16);
        self
    }

    /// The deliberately wrong reduction: what generic mana cannot absorb comes off coloured
    /// mana (WUBRG order). Only the `cost.generic-reduction=any-mana` switch uses it.
    pub fn reduce_any(mut self, n: u8) -> ManaCost {
        // What generic mana cannot absorb: at most `n`, so it fits a `u8`.
        let mut left = (n as u16).saturating_sub(self.generic) as u8;
        self.generic = self.generic.saturating_sub(n as u16);
        for c in self.colored.iter_mut() {
            let k = left.min(*c);
            *c -= k;
            left -= k;
        }
        self
    }
}

impl fmt::Display for ManaCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for _ in 0..self.x {
            write!(f, "{{X}}")?;
        }
        if self.generic > 0 || (self.x == 0 && self.colored.iter().all(|&c| c == 0)) {
            write!(f, "{{{}}}", self.generic)?;
        }
        for c in Color::ALL {
            for _ in 0..self.colored[c.index()] {
                write!(f, "{{{}}}", c.symbol())?;
            }
        }
        Ok(())
    }
}

/// A group of interchangeable mana sources: same card, same situation, same ability. Each makes
/// `amount` mana of `color`, or of any one colour (`None`).
#[derive(Clone, Debug)]
pub struct SourceGroup {
    pub color: Option<Color>,
    pub amount: u8,
    pub ids: Vec<u16>,
}

impl SourceGroup {
    /// A group of ordinary "{T}: Add {C}" sources.
    pub fn basic(color: Color, ids: Vec<u16>) -> SourceGroup {
        SourceGroup {
            color: Some(color),
            amount: 1,
            ids,
        }
    }
}

/// Can sources of any one colour, making `amounts`, cover `deficit` coloured mana?
fn covers(deficit: &[u8; 5], amounts: &[u8]) -> bool {
    fn go(deficit: &mut [u8; 5], amounts: &[u8]) -> bool {
        let Some((&a, rest)) = amounts.split_first() else {
            return deficit.iter().all(|&d| d == 0);
        };
        for c in 0..5 {
            if deficit[c] > 0 {
                let before = deficit[c];
                deficit[c] = before.saturating_sub(a);
                if go(deficit, rest) {
                    return true;
                }
                deficit[c] = before;
            }
        }
        go(deficit, rest)
    }
    let mut d = *deficit;
    go(&mut d, amounts)
}

/// Every way to pay `cost` from `groups` that leaves a different state: how many sources of
/// each group are used (the lowest ids of a group first: they are interchangeable). A payment
/// never uses a source whose mana is not needed. CR 601.2g-h: mana abilities are activated
/// while paying; partial payments are not allowed; mana left over is lost.
pub fn payments(cost: &ManaCost, groups: &[SourceGroup]) -> Vec<Vec<u16>> {
    debug_assert_eq!(cost.x, 0, "X must be chosen before paying");
    let need = cost.total() as usize;
    let mut out = Vec::new();
    let mut counts = vec![0usize; groups.len()];
    loop {
        let produced: usize = groups
            .iter()
            .zip(&counts)
            .map(|(g, &k)| k * g.amount as usize)
            .sum();
        let smallest = groups
            .iter()
            .zip(&counts)
            .filter(|(_, &k)| k > 0)
            .map(|(g, _)| g.amount as usize)
            .min()
            .unwrap_or(usize::MAX);
        let no_waste = need == 0 && produced == 0 || produced >= need && produced - need < smallest;
        if no_waste {
            let mut deficit = cost.colored;
            let mut any = Vec::new();
            for (g, &k) in groups.iter().zip(&counts) {
                match g.color {
                    Some(c) => {
                        // A deficit is at most 255: more sources than that cover it all.
                        let k = u8::try_from(k).unwrap_or(u8::MAX);
                        deficit[c.index()] = deficit[c.index()].saturating_sub(k)
                    }
                    None => any.extend(std::iter::repeat_n(g.amount, k)),
                }
            }
            if covers(&deficit, &any) {
                let mut ids: Vec<u16> = groups
                    .iter()
                    .zip(&counts)
                    .flat_map(|(g, &k)| g.ids[..k].iter().copied())
                    .collect();
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

/// The largest amount of mana the groups can produce, up to 255: the bound on a chosen X
/// (CR 107.3a), which the state holds in a byte.
pub fn available(groups: &[SourceGroup]) -> u8 {
    groups
        .iter()
        .map(|g| g.ids.len() * g.amount as usize)
        .sum::<usize>()
        .min(255) as u8
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
            SourceGroup {
                color: None,
                amount: 3,
                ids: vec![5],
            },
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
}
