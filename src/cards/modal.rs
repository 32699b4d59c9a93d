//! Modal spells that choose more than one mode (CR 700.2): "Choose two —" (Cryptic Command),
//! "Choose one or both —", "Choose one or more —", "Choose one or two —". The caster chooses
//! the modes as the spell is cast (601.2b), each mode at most once (700.2d: a card that lets a
//! mode be chosen more than once says so, and is not modelled), and a mode whose targets can't
//! all be chosen can't be chosen (700.2a). The chosen modes' instructions are carried out in
//! printed order (700.2: the spell is one spell, its "target" words each a target of it).
//!
//! Such a spell is compiled into one program per set of modes it may choose, like a spree
//! spell's (702.172): the engine chooses among them as it chooses a one-mode spell's mode, and a
//! trace names the set ("modes 1 and 3").

use super::phrase::Scope;
use super::program::Program;
use super::surface::{self, CardError};

/// The most modes such a spell may have: its sets of modes are numbered in a byte.
pub const MAX_MODES: usize = 8;

/// How many modes the caster chooses: at least `min`, at most `max` (CR 700.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModeCount {
    pub min: u8,
    pub max: u8,
}

impl ModeCount {
    /// "Choose one —": the default.
    pub const ONE: ModeCount = ModeCount { min: 1, max: 1 };

    /// Reads `choose = "..."` for a spell with `modes` modes: "one", "two", "three", "four",
    /// "one or both" (two modes), "one or more", "two or more", "one or two", "up to two"
    /// (one to two: a spell chooses at least one mode, 700.2).
    pub fn parse(text: &str, modes: usize) -> Result<ModeCount, CardError> {
        let t = text.trim().to_ascii_lowercase().replace('\u{2014}', "");
        let t = t.trim().trim_end_matches('-').trim();
        let number = |w: &str| -> Option<u8> {
            Some(match w {
                "one" => 1,
                "two" => 2,
                "three" => 3,
                "four" => 4,
                "five" => 5,
                _ => return None,
            })
        };
        let all = modes.min(MAX_MODES) as u8;
        let count = if t.contains("same mode") || t.contains("more than once") {
            return Err(CardError::new(format!(
                "`choose = \"{text}\"`: choosing the same mode more than once (CR 700.2d) is not \
                 in the language"
            )));
        } else if t == "one or both" {
            if modes != 2 {
                return Err(CardError::new(format!(
                    "`choose = \"one or both\"` is for a spell with two modes, this one has {modes}"
                )));
            }
            ModeCount { min: 1, max: 2 }
        } else if let Some(n) = t.strip_suffix(" or more").and_then(number) {
            ModeCount { min: n, max: all }
        } else if let Some((a, b)) = t.split_once(" or ") {
            match (number(a), number(b)) {
                (Some(min), Some(max)) if min < max => ModeCount { min, max },
                _ => return Err(unknown(text)),
            }
        } else if let Some(n) = t.strip_prefix("up to ").and_then(number) {
            ModeCount { min: 1, max: n }
        } else if let Some(n) = number(t) {
            ModeCount { min: n, max: n }
        } else {
            return Err(unknown(text));
        };
        if count.min as usize > modes || count.max as usize > modes {
            return Err(CardError::new(format!(
                "`choose = \"{text}\"` chooses more modes than the spell's {modes}"
            )));
        }
        Ok(count)
    }

    /// The sets of modes it allows among `modes` modes, each a bit mask (bit `i`: mode `i + 1`),
    /// in increasing order of mask (for "one or more", set `mask` is at index `mask - 1`).
    pub fn sets(self, modes: usize) -> Vec<u8> {
        let modes = modes.min(MAX_MODES) as u32;
        (1u32..(1 << modes))
            .filter(|m| (self.min as u32..=self.max as u32).contains(&m.count_ones()))
            .map(|m| m as u8)
            .collect()
    }
}

fn unknown(text: &str) -> CardError {
    CardError::new(format!(
        "`choose` is \"one\", \"two\", \"three\", \"one or both\", \"one or more\", \"one or two\" \
         or \"up to two\" (CR 700.2), not \"{text}\""
    ))
}

/// One program for each set in `sets`: the chosen modes' steps in printed order, their "target"
/// words the targets of one spell (CR 700.2, 601.2c).
pub fn compile_sets(
    name: &str,
    modes: &[&[toml::Value]],
    sets: &[u8],
) -> Result<Vec<Program>, CardError> {
    let mut programs = Vec::new();
    for &mask in sets {
        let mut scope = Scope::new(name);
        let mut steps = Vec::new();
        for (i, m) in modes.iter().enumerate() {
            if mask & (1 << i) != 0 {
                steps.extend(
                    surface::steps(m, &mut scope)
                        .map_err(|e| e.context(&format!("mode {}", i + 1)))?,
                );
            }
        }
        programs.push(Program::compile(&steps)?);
    }
    Ok(programs)
}

/// How a trace names the set of modes `mask` ("mode 2", "modes 1 and 3").
pub fn label(mask: u8) -> String {
    let chosen: Vec<String> = (0..8u32)
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| (i + 1).to_string())
        .collect();
    match chosen.as_slice() {
        [one] => format!("mode {one}"),
        [rest @ .., last] => format!("modes {} and {last}", rest.join(", ")),
        [] => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_like_oracle_text() {
        assert_eq!(
            ModeCount::parse("two", 4).unwrap(),
            ModeCount { min: 2, max: 2 }
        );
        assert_eq!(
            ModeCount::parse("one or both", 2).unwrap(),
            ModeCount { min: 1, max: 2 }
        );
        assert_eq!(
            ModeCount::parse("One or more —", 3).unwrap(),
            ModeCount { min: 1, max: 3 }
        );
        assert_eq!(
            ModeCount::parse("one or two", 3).unwrap(),
            ModeCount { min: 1, max: 2 }
        );
        assert!(ModeCount::parse("one or both", 3).is_err());
        assert!(ModeCount::parse("three", 2).is_err());
        assert!(ModeCount::parse("two. You may choose the same mode more than once.", 3).is_err());
        assert!(ModeCount::parse("several", 3).is_err());
    }

    #[test]
    fn sets_are_every_allowed_choice() {
        // Cryptic Command: six pairs of four modes.
        assert_eq!(
            ModeCount { min: 2, max: 2 }.sets(4),
            vec![0b0011, 0b0101, 0b0110, 0b1001, 0b1010, 0b1100]
        );
        // "One or more" of three: every nonempty set, set `mask` at index `mask - 1`.
        let all = ModeCount { min: 1, max: 3 }.sets(3);
        assert_eq!(all, (1..8).collect::<Vec<u8>>());
        assert_eq!(label(0b101), "modes 1 and 3");
        assert_eq!(label(0b111), "modes 1, 2 and 3");
        assert_eq!(label(0b010), "mode 2");
    }
}
