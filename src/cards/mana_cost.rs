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

/// The largest mana value a printed cost (mana cost, plot, kicker, suspend cost) may have: a
/// model's cost above it is rejected at load (the largest real card's is 16).
pub const MAX_PRINTED_MANA_VALUE: u8 = 100;
/// The most `{X}` symbols a printed cost may have (real cards have at most three).
pub const MAX_X_SYMBOLS: u8 = 3;

/// A mana cost such as `{X}{R}` or `{3}{U}` (CR 202.1). `x` counts `{X}` symbols; `colorless`
/// counts `{C}` symbols, each payable only with colourless mana (CR 107.4c), unlike generic mana.
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
}

impl ManaCost {
    pub const ZERO: ManaCost = ManaCost {
        generic: 0,
        colored: [0; 5],
        colorless: 0,
        x: 0,
    };

    /// Parses `{4}{U}`, `{X}{R}`, `{8}{C}`, `{0}`. Returns a message on malformed text, or on a cost
    /// above the printed bounds (`MAX_PRINTED_MANA_VALUE`, `MAX_X_SYMBOLS`).
    pub fn parse(text: &str) -> Result<ManaCost, String> {
        // Counted wide, so that the bounds below see the cost as written.
        let (mut generic, mut colored, mut colorless, mut x) = (0u64, [0u64; 5], 0u64, 0u64);
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
            } else {
                return Err(format!(
                    "unknown mana symbol {{{sym}}}; known: a number, X, C, W, U, B, R, G"
                ));
            }
            rest = &inner[end + 1..];
        }
        let value = colored
            .iter()
            .fold(generic.saturating_add(colorless), |v, &c| {
                v.saturating_add(c)
            });
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
        })
    }

    /// Mana value (CR 202.3); X counts as 0 outside the stack (CR 107.3g). Exact for every
    /// printed cost (at most `MAX_PRINTED_MANA_VALUE`); saturates at 255 beyond.
    pub fn mana_value(&self) -> u8 {
        u8::try_from(self.total()).unwrap_or(u8::MAX)
    }

    /// The amount of mana the cost asks for (X counts as 0): exact, whatever the cost.
    pub fn total(&self) -> u32 {
        self.generic as u32
            + self.colorless as u32
            + self.colored.iter().map(|&c| c as u32).sum::<u32>()
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
            for _ in 0..self.colored[c.index()] {
                write!(f, "{{{}}}", c.symbol())?;
            }
        }
        Ok(())
    }
}
