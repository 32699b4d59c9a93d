//! Mana symbols and printed mana costs (CR 105.1, 107.4, 202): what a card says. Paying them is
//! the engine's (`engine::mana`).

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

    /// This colour as a set of mana types (`mana_ability`: bit i = type i).
    pub fn bit(self) -> u8 {
        1 << self.index()
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

/// The ten pairs of colours a hybrid symbol can join (CR 107.4e), each written as printed:
/// {W/U}, {U/B}, {B/R}, {R/G}, {G/W}, {W/B}, {U/R}, {B/G}, {R/W}, {G/U}.
pub const HYBRID_PAIRS: [(Color, Color); 10] = [
    (Color::W, Color::U),
    (Color::U, Color::B),
    (Color::B, Color::R),
    (Color::R, Color::G),
    (Color::G, Color::W),
    (Color::W, Color::B),
    (Color::U, Color::R),
    (Color::B, Color::G),
    (Color::R, Color::W),
    (Color::G, Color::U),
];

/// The index in `HYBRID_PAIRS` of the pair of two different colours, in either order.
pub fn hybrid_pair(a: Color, b: Color) -> Option<usize> {
    HYBRID_PAIRS
        .iter()
        .position(|&p| p == (a, b) || p == (b, a))
}

/// The largest mana value a printed cost (mana cost, plot, kicker, suspend cost) may have: a
/// model's cost above it is rejected at load (the largest real card's is 16).
pub const MAX_PRINTED_MANA_VALUE: u8 = 100;
/// The most `{X}` symbols a printed cost may have (real cards have at most three).
pub const MAX_X_SYMBOLS: u8 = 3;

/// A mana cost such as `{X}{R}` or `{3}{U}` (CR 202.1). `x` counts `{X}` symbols; `colorless`
/// counts `{C}` symbols, each payable only with colourless mana (CR 107.4c), unlike generic mana;
/// `hybrid` counts `{B/R}`-style symbols by pair (`HYBRID_PAIRS`), each paid with one mana of
/// either colour, and `twobrid` the monocolored hybrid `{2/W}` by colour, each paid with one
/// mana of that colour or two mana of any type (CR 107.4e).
///
/// A printed cost is bounded at load (`MAX_PRINTED_MANA_VALUE`, `MAX_X_SYMBOLS`); the engine
/// builds larger total costs from it (X, kicker, increases, CR 601.2f) with saturating
/// arithmetic: `generic` saturates at 65,535, far beyond any mana a model can make, so a
/// saturated cost stays unpayable rather than wrapping to a cheap one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ManaCost {
    pub generic: u16,
    pub colored: [u8; 5],
    pub colorless: u8,
    pub x: u8,
    pub hybrid: [u8; 10],
    pub twobrid: [u8; 5],
}

impl ManaCost {
    pub const ZERO: ManaCost = ManaCost {
        generic: 0,
        colored: [0; 5],
        colorless: 0,
        x: 0,
        hybrid: [0; 10],
        twobrid: [0; 5],
    };

    /// Parses `{4}{U}`, `{X}{R}`, `{8}{C}`, `{0}`. Returns a message on malformed text, or on a cost
    /// above the printed bounds (`MAX_PRINTED_MANA_VALUE`, `MAX_X_SYMBOLS`).
    pub fn parse(text: &str) -> Result<ManaCost, String> {
        // Counted wide, so that the bounds below see the cost as written.
        let (mut generic, mut colored, mut colorless, mut x) = (0u64, [0u64; 5], 0u64, 0u64);
        let (mut hybrid, mut twobrid) = ([0u64; 10], [0u64; 5]);
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
            } else if sym.eq_ignore_ascii_case("C") {
                colorless += 1;
            } else if let (Some(c), 1) =
                (sym.chars().next().and_then(Color::from_symbol), sym.len())
            {
                colored[c.index()] += 1;
            } else if let Some((a, b)) = sym.split_once('/') {
                // CR 107.4e: {W/U} (two colours, in either order) or {2/W}.
                let colour = |s: &str| match s.len() {
                    1 => s.chars().next().and_then(Color::from_symbol),
                    _ => None,
                };
                match (colour(a), colour(b)) {
                    (Some(a), Some(b)) if a != b => {
                        // Two different colours always form a pair.
                        if let Some(i) = hybrid_pair(a, b) {
                            hybrid[i] += 1;
                        }
                    }
                    (None, Some(c)) if a == "2" => twobrid[c.index()] += 1,
                    _ => {
                        return Err(format!(
                            "unknown hybrid mana symbol {{{sym}}}; known: two different colours \
                             ({{B/R}}) or 2 and a colour ({{2/W}}), CR 107.4e (Phyrexian mana is \
                             not modelled)"
                        ))
                    }
                }
            } else {
                return Err(format!(
                    "unknown mana symbol {{{sym}}}; known: a number, X, C, W, U, B, R, G, \
                     hybrid {{B/R}} and {{2/W}}"
                ));
            }
            rest = &inner[end + 1..];
        }
        // CR 202.3f: a hybrid symbol counts its largest component ({2/W}: 2).
        let value = colored
            .iter()
            .chain(hybrid.iter())
            .fold(generic.saturating_add(colorless), |v, &c| {
                v.saturating_add(c)
            })
            .saturating_add(
                twobrid
                    .iter()
                    .fold(0u64, |v, &c| v.saturating_add(c))
                    .saturating_mul(2),
            );
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
            colorless: colorless as u8,
            x: x as u8,
            hybrid: hybrid.map(|c| c as u8),
            twobrid: twobrid.map(|c| c as u8),
        })
    }

    /// Mana value (CR 202.3); X counts as 0 outside the stack (CR 107.3g). Exact for every
    /// printed cost (at most `MAX_PRINTED_MANA_VALUE`); saturates at 255 beyond.
    pub fn mana_value(&self) -> u8 {
        u8::try_from(self.total()).unwrap_or(u8::MAX)
    }

    /// The amount of mana the cost asks for (X counts as 0; a hybrid symbol its largest
    /// component, CR 202.3f): exact, whatever the cost.
    pub fn total(&self) -> u32 {
        self.generic as u32
            + self.colorless as u32
            + self.colored.iter().map(|&c| c as u32).sum::<u32>()
            + self.hybrid.iter().map(|&c| c as u32).sum::<u32>()
            + 2 * self.twobrid.iter().map(|&c| c as u32).sum::<u32>()
    }

    /// The deliberately wrong reading of hybrid symbols: each is generic mana of its mana
    /// value (only the `mana.hybrid=any-type` switch uses it).
    pub fn hybrid_as_generic(mut self) -> ManaCost {
        let n = self.hybrid.iter().map(|&c| c as u16).sum::<u16>()
            + 2 * self.twobrid.iter().map(|&c| c as u16).sum::<u16>();
        self.generic = self.generic.saturating_add(n);
        self.hybrid = [0; 10];
        self.twobrid = [0; 5];
        self
    }

    /// The least mana that can pay the cost: a {2/W} paid with one white mana (CR 107.4e).
    pub fn least_total(&self) -> u32 {
        self.total() - self.twobrid.iter().map(|&c| c as u32).sum::<u32>()
    }

    /// Whether the cost has a hybrid symbol (CR 107.4e).
    pub fn has_hybrid(&self) -> bool {
        self.hybrid
            .iter()
            .chain(self.twobrid.iter())
            .any(|&n| n > 0)
    }

    /// Whether a mana symbol of the cost is `color` (CR 202.2, 202.2d: a hybrid symbol is all
    /// of its component colours).
    pub fn has_color(&self, color: Color) -> bool {
        self.colored[color.index()] > 0
            || self.twobrid[color.index()] > 0
            || HYBRID_PAIRS
                .iter()
                .zip(self.hybrid.iter())
                .any(|(&(a, b), &n)| n > 0 && (a == color || b == color))
    }

    /// The number of colours of its symbols (CR 105.4, 202.2d).
    pub fn color_count(&self) -> usize {
        Color::ALL.iter().filter(|&&c| self.has_color(c)).count()
    }

    /// Every cost without hybrid symbols this one can be paid as (CR 107.4e): each hybrid
    /// symbol paid with one of its halves. Ways that differ only in which of several identical
    /// symbols took which half are one. Just `self` if it has none.
    pub fn hybrid_resolutions(&self) -> Vec<ManaCost> {
        let mut plain = *self;
        plain.hybrid = [0; 10];
        plain.twobrid = [0; 5];
        let mut out = vec![plain];
        for (i, &n) in self.hybrid.iter().enumerate() {
            let (a, b) = HYBRID_PAIRS[i];
            out = out
                .iter()
                .flat_map(|c| {
                    (0..=n).map(move |k| {
                        let mut c = *c;
                        c.colored[a.index()] = c.colored[a.index()].saturating_add(k);
                        c.colored[b.index()] = c.colored[b.index()].saturating_add(n - k);
                        c
                    })
                })
                .collect();
        }
        for (i, &n) in self.twobrid.iter().enumerate() {
            out = out
                .iter()
                .flat_map(|c| {
                    (0..=n).map(move |k| {
                        let mut c = *c;
                        c.colored[i] = c.colored[i].saturating_add(k);
                        c.generic = c.generic.saturating_add(2 * (n - k) as u16);
                        c
                    })
                })
                .collect();
        }
        out
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
        self.colorless = self.colorless.saturating_add(other.colorless);
        self.x = self.x.saturating_add(other.x);
        for i in 0..10 {
            self.hybrid[i] = self.hybrid[i].saturating_add(other.hybrid[i]);
        }
        for i in 0..5 {
            self.twobrid[i] = self.twobrid[i].saturating_add(other.twobrid[i]);
        }
        self
    }

    /// Adds generic mana (a cost increase such as Sphere of Resistance, CR 601.2f).
    pub fn increase(mut self, n: u8) -> ManaCost {
        self.generic = self.generic.saturating_add(n as u16);
        self
    }

    /// Reduces the generic part only, never below {0} (CR 118.7a, 601.2f); `{C}` is not generic
    /// (CR 107.4c).
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
        if self.generic > 0 || (self.x == 0 && self.total() == 0) {
            write!(f, "{{{}}}", self.generic)?;
        }
        for _ in 0..self.colorless {
            write!(f, "{{C}}")?;
        }
        for c in Color::ALL {
            for _ in 0..self.twobrid[c.index()] {
                write!(f, "{{2/{}}}", c.symbol())?;
            }
        }
        for (i, &(a, b)) in HYBRID_PAIRS.iter().enumerate() {
            for _ in 0..self.hybrid[i] {
                write!(f, "{{{}/{}}}", a.symbol(), b.symbol())?;
            }
        }
        for c in Color::ALL {
            for _ in 0..self.colored[c.index()] {
                write!(f, "{{{}}}", c.symbol())?;
            }
        }
        Ok(())
    }
}
