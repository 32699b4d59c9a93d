//! Protection from a colour (CR 702.16): of the four parts (DEBT, 702.16b), damage from
//! sources of that colour is prevented (702.16e), the creature can't be blocked by creatures of
//! that colour (702.16f) and can't be the target of spells or abilities from sources of that
//! colour (702.16c). It can't be enchanted by an Aura of that colour either (`can_enchant` in
//! `aura.rs`: such an Aura attached to it is put into its owner's graveyard, 704.5m); "can't
//! be equipped" has nothing to apply to: no Equipment is in the library.

use crate::cards::{Color, Keyword};

use crate::engine::state::{CardId, Game};
use crate::engine::Engine;

/// The protection keyword for each colour, in WUBRG order.
const PROTECTION: [(Color, Keyword); 5] = [
    (Color::W, Keyword::ProtectionFromWhite),
    (Color::U, Keyword::ProtectionFromBlue),
    (Color::B, Keyword::ProtectionFromBlack),
    (Color::R, Keyword::ProtectionFromRed),
    (Color::G, Keyword::ProtectionFromGreen),
];

impl Engine<'_> {
    /// Whether object `c` is `color` now (CR 105.2, through layer 5: `Engine::colors`).
    pub fn is_color(&self, g: &Game, c: CardId, color: Color) -> bool {
        self.colors(g, c) & color.bit() != 0
    }

    /// Whether object `c` is at least one of the colours in `colors` (one bit per colour,
    /// `Color::bit`; none for 0).
    pub fn has_any_color(&self, g: &Game, c: CardId, colors: u8) -> bool {
        colors != 0
            && Color::ALL
                .iter()
                .any(|&k| colors & k.bit() != 0 && self.is_color(g, c, k))
    }

    /// Whether object `c` is multicolored (CR 105.4: two or more colours), by the same rule.
    pub fn is_multicolored(&self, g: &Game, c: CardId) -> bool {
        self.colors(g, c).count_ones() >= 2
    }

    /// Whether `protected` has protection from a quality `source` has (CR 702.16a: here, a
    /// colour of `source`).
    pub fn protected_from(&self, g: &Game, protected: CardId, source: CardId) -> bool {
        let possible = self.table.possible_keywords;
        self.rules.protection_applies
            && PROTECTION.iter().any(|&(_, k)| possible.has(k))
            && PROTECTION.iter().any(|&(color, k)| {
                self.has_keyword(g, protected, k) && self.is_color(g, source, color)
            })
    }
}
