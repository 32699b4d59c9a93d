//! Class levels (CR 716): a Class card's level bars, written `[[level]]`.
//!
//! - 716.2: a class level bar is a keyword ability that is both an activated ability and a
//!   static ability; the abilities printed in its section are part of that static ability.
//! - 716.2a: "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N.
//!   Activate only if this Class is level N-1 and only as a sorcery" and "As long as this
//!   Class is level N or greater, it has [abilities]."
//! - 716.3: the abilities outside any level section (the card's own fields) work at all times.
//!
//! A level's abilities are compiled as the card's own (the same fields, the same machinery)
//! and appended after them; `CardDef::ability_levels` says from which level each works, and
//! the bar's activated ability is appended to `activated` with `level_up`.

use super::effect::Effect;
use super::program::Program;
use super::spec::{AbilityLevels, Activated, CardDef, CardSpec, MAX_CLASS_LEVEL};
use super::statics::Static;
use super::surface::CardError;
use super::zone::Zone;
use super::ManaCost;

impl CardSpec {
    /// A card with level bars: its own abilities (level 1), then each level's, then the bars.
    pub(super) fn compile_levels(&self) -> Result<CardDef, CardError> {
        // CR 716.1: level bars are a Class card's.
        if !self
            .subtypes
            .iter()
            .any(|s| s.eq_ignore_ascii_case("Class"))
        {
            return Err(CardError::new(
                "[[level]]: class level bars are printed on Class cards (CR 716.1): add \
                 subtypes = [\"Class\"]",
            ));
        }
        // The keyword abilities appended after a card's own triggers would move behind the
        // levels' triggers.
        if self.ward.is_some() || self.annihilator.is_some() {
            return Err(CardError::new(
                "[[level]]: a Class with ward or annihilator is not supported",
            ));
        }
        if self.level.len() > (MAX_CLASS_LEVEL - 1) as usize {
            return Err(CardError::new(format!(
                "[[level]]: at most {} level bars (levels 2 to {MAX_CLASS_LEVEL})",
                MAX_CLASS_LEVEL - 1
            )));
        }
        let mut flat = self.clone();
        flat.level = Vec::new();
        let mut def = flat.compile_face()?;
        let mut levels = AbilityLevels {
            triggers: vec![1; def.triggers.len()],
            statics: vec![1; def.statics.len()],
            activated: vec![1; def.activated.len()],
        };
        let mut bars = Vec::new();
        for (i, l) in self.level.iter().enumerate() {
            let context = format!("level {}", l.level);
            // CR 716.2a: "Level N" is activated at level N-1, so the bars are 2, 3, ... in order.
            let expected = i as u8 + 2;
            if l.level != expected {
                return Err(CardError::new(format!(
                    "[[level]] {}: the level bars are levels 2, 3, ... in order (CR 716.2a: \
                     \"Level N\" is gained at level N-1); this one should be level = {expected}",
                    i + 1
                )));
            }
            if l.triggered.is_empty() && l.statics.is_empty() && l.activated.is_empty() {
                return Err(CardError::new(format!(
                    "{context}: write the abilities of its section in `triggered`, `statics` or \
                     `activated` (or list the section in not_modelled)"
                )));
            }
            let cost = ManaCost::parse(&l.cost)
                .map_err(|e| CardError::new(format!("{context}: cost: {e}")))?;
            if cost.x > 0 {
                return Err(CardError::new(format!(
                    "{context}: cost: {{X}} in a level cost is not supported"
                )));
            }
            flat.triggered.extend(l.triggered.iter().cloned());
            flat.statics.extend(l.statics.iter().cloned());
            flat.activated.extend(l.activated.iter().cloned());
            def = flat.compile_face().map_err(|e| e.context(&context))?;
            // CR 716.2d: a Class enters at level 1, so what a level's static ability would do
            // as it enters never happens: say so rather than model nothing.
            let as_enters = def.statics[levels.statics.len()..].iter().any(|s| {
                matches!(
                    s,
                    Static::RollAsEnters { .. }
                        | Static::EntersWithCounters { .. }
                        | Static::EntersWithCountersIf { .. }
                        | Static::ChooseNameAsEnters(_)
                        | Static::PayLifeAsEnters { .. }
                )
            });
            if as_enters {
                return Err(CardError::new(format!(
                    "{context}: an ability that applies as the Class enters never applies at a \
                     level above 1 (it enters without a level, CR 716.2d)"
                )));
            }
            levels.triggers.resize(def.triggers.len(), l.level);
            levels.statics.resize(def.statics.len(), l.level);
            levels.activated.resize(def.activated.len(), l.level);
            bars.push(level_bar(l.level, cost)?);
        }
        // The bars' activated abilities are the card's at every level (CR 716.2a).
        levels
            .activated
            .resize(levels.activated.len() + bars.len(), 1);
        def.activated.extend(bars);
        def.ability_levels = levels;
        Ok(def)
    }
}

/// The activated ability of the bar "[cost]: Level N" (CR 716.2a).
fn level_bar(n: u8, cost: ManaCost) -> Result<Activated, CardError> {
    Ok(Activated {
        zone: Zone::Battlefield,
        cost: Some(cost),
        loyalty: None,
        text: format!("Level {n}"),
        only_if_suspended: false,
        sacrifice: None,
        exile: None,
        discard: None,
        program: Program::compile(&[Effect::LevelBecomes(n)])?,
        tap: false,
        sacrifice_self: false,
        discard_self: false,
        // CR 716.2a: "... and only as a sorcery."
        sorcery_timing: true,
        life: 0,
        tap_others: None,
        modes: Vec::new(),
        level_up: Some(n),
        cycling: false,
        granted: false,
        cost_is_mana_cost: false,
        exile_self: false,
        remove_counter: None,
        only_if: None,
    })
}

impl CardDef {
    /// From which level triggered ability `i` works (CR 716.2a; 1: always).
    pub fn trigger_level(&self, i: usize) -> u8 {
        self.ability_levels.triggers.get(i).copied().unwrap_or(1)
    }

    /// From which level static ability part `i` works (CR 716.2a; 1: always).
    pub fn static_level(&self, i: usize) -> u8 {
        self.ability_levels.statics.get(i).copied().unwrap_or(1)
    }

    /// From which level activated ability `i` works (CR 716.2a; 1: always).
    pub fn activated_level(&self, i: usize) -> u8 {
        self.ability_levels.activated.get(i).copied().unwrap_or(1)
    }

    /// Whether some ability of it works only from a level above 1 (a Class's, CR 716.2a).
    pub fn has_level_abilities(&self) -> bool {
        let l = &self.ability_levels;
        l.triggers
            .iter()
            .chain(&l.statics)
            .chain(&l.activated)
            .any(|&n| n > 1)
    }
}
