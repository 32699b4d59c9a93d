//! The card library: one small declarative definition per card, in a shared vocabulary.
//!
//! Each bundled card is a TOML file in `src/cards/library/`; a model file may define its own
//! cards inline (`[[card]]`) with exactly the same fields. The engine reads only these
//! definitions: there is no card-specific code anywhere in `src/engine/`.

mod spec;

pub use spec::*;

use std::collections::BTreeMap;

/// The bundled card files, embedded at build time.
const LIBRARY: &[(&str, &str)] = &[
    ("plains.toml", include_str!("library/plains.toml")),
    ("island.toml", include_str!("library/island.toml")),
    ("swamp.toml", include_str!("library/swamp.toml")),
    ("mountain.toml", include_str!("library/mountain.toml")),
    ("forest.toml", include_str!("library/forest.toml")),
    (
        "djinn_of_fools_fall.toml",
        include_str!("library/djinn_of_fools_fall.toml"),
    ),
    ("doc_aurlock.toml", include_str!("library/doc_aurlock.toml")),
    (
        "make_your_own_luck.toml",
        include_str!("library/make_your_own_luck.toml"),
    ),
    ("fblthp.toml", include_str!("library/fblthp.toml")),
    (
        "longhorn_sharpshooter.toml",
        include_str!("library/longhorn_sharpshooter.toml"),
    ),
    (
        "kellan_joins_up.toml",
        include_str!("library/kellan_joins_up.toml"),
    ),
    (
        "lightning_bolt.toml",
        include_str!("library/lightning_bolt.toml"),
    ),
    ("blaze.toml", include_str!("library/blaze.toml")),
    (
        "burst_lightning.toml",
        include_str!("library/burst_lightning.toml"),
    ),
    (
        "village_rites.toml",
        include_str!("library/village_rites.toml"),
    ),
    (
        "counterspell.toml",
        include_str!("library/counterspell.toml"),
    ),
    (
        "grizzly_bears.toml",
        include_str!("library/grizzly_bears.toml"),
    ),
    (
        "centaur_courser.toml",
        include_str!("library/centaur_courser.toml"),
    ),
    ("memnite.toml", include_str!("library/memnite.toml")),
    (
        "sphere_of_resistance.toml",
        include_str!("library/sphere_of_resistance.toml"),
    ),
    (
        "freestrider_commando.toml",
        include_str!("library/freestrider_commando.toml"),
    ),
    (
        "vedalken_orrery.toml",
        include_str!("library/vedalken_orrery.toml"),
    ),
    (
        "crackling_drake.toml",
        include_str!("library/crackling_drake.toml"),
    ),
    (
        "blade_banish.toml",
        include_str!("library/blade_banish.toml"),
    ),
    (
        "irascible_wolverine.toml",
        include_str!("library/irascible_wolverine.toml"),
    ),
    (
        "plan_the_heist.toml",
        include_str!("library/plan_the_heist.toml"),
    ),
];

/// Definitions by name, bundled and inline alike.
#[derive(Clone, Debug, Default)]
pub struct CardDb {
    pub defs: Vec<CardDef>,
    by_name: BTreeMap<String, u16>,
}

impl CardDb {
    /// The bundled library. Its files are part of the program; a broken one is a build defect,
    /// caught by the `bundled_cards_load` test.
    pub fn bundled() -> Result<CardDb, String> {
        let mut db = CardDb::default();
        for (file, text) in LIBRARY {
            let spec: CardSpec =
                toml::from_str(text).map_err(|e| format!("src/cards/library/{file}: {e}"))?;
            let def = spec
                .compile()
                .map_err(|e| format!("src/cards/library/{file}: {e}"))?;
            db.insert(def)?;
        }
        Ok(db)
    }

    pub fn insert(&mut self, def: CardDef) -> Result<u16, String> {
        if self.by_name.contains_key(&def.name) {
            return Err(format!("card '{}' is defined twice", def.name));
        }
        let id = self.defs.len() as u16;
        self.by_name.insert(def.name.clone(), id);
        self.defs.push(def);
        Ok(id)
    }

    /// Replaces a bundled definition by an inline one of the same name, or adds it.
    pub fn upsert(&mut self, def: CardDef) -> u16 {
        if let Some(&id) = self.by_name.get(&def.name) {
            self.defs[id as usize] = def;
            id
        } else {
            let id = self.defs.len() as u16;
            self.by_name.insert(def.name.clone(), id);
            self.defs.push(def);
            id
        }
    }

    pub fn lookup(&self, name: &str) -> Option<u16> {
        self.by_name.get(name).copied()
    }

    pub fn get(&self, id: u16) -> &CardDef {
        &self.defs[id as usize]
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.by_name.keys().map(|s| s.as_str())
    }

    /// The known name closest to `name`, for "did you mean" hints.
    pub fn nearest(&self, name: &str) -> Option<&str> {
        crate::diagnostics::nearest(name, self.names())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundled_cards_load() {
        let db = CardDb::bundled().unwrap();
        assert!(db.lookup("Djinn of Fool's Fall").is_some());
        assert_eq!(
            db.nearest("Djin of Fools Fall"),
            Some("Djinn of Fool's Fall")
        );
        let djinn = db.get(db.lookup("Djinn of Fool's Fall").unwrap());
        assert_eq!(djinn.plot.unwrap().to_string(), "{3}{U}");
    }
}
