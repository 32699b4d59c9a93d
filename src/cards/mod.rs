//! The card library: one small declarative definition per card, in a shared vocabulary.
//!
//! Each bundled card is a TOML file in `src/cards/library/`; a model file may define its own
//! cards inline (`[[card]]`) with exactly the same fields. The engine reads only these
//! definitions: there is no card-specific code anywhere in `src/engine/`.

mod class_level;
pub mod creature_types;
mod delayed;
pub mod effect;
pub mod event;
pub mod face_down;
pub mod keywords;
mod layout;
pub mod mana_ability;
mod mana_cost;
mod modal;
pub mod phrase;
pub mod program;
pub mod selector;
mod spec;
pub mod spree;
pub mod statics;
mod step;
pub mod surface;
mod temporary;
pub mod token_description;
mod zone;

pub use effect::{
    Arrival, CounterKind, DelayedAbility, DelayedEvent, Duration, Effect, Grant, HowMany, Place,
    Players, RuleChange,
};
pub use effect::{FINALITY, MINUS_ONE, NAMED_COUNTERS, PLAYER_COUNTERS, POISON, SHIELD, STUN};
pub use event::{DamageTo, EventPattern};
pub use mana_ability::{Adds, ManaAbility, Spend, COLORLESS};
pub use mana_cost::*;
pub use program::{Op, Program};
pub use selector::{
    Amount, Compare, Condition, Deck, Filter, NameOf, PlayerRef, Relation, Selector, Slot, Status,
    TargetSpec, TurnFact,
};
pub use spec::*;
pub use statics::{CastFrom, CostChange, Granted, Paid, Static, TurnAct};
pub use step::{AddedPhase, Step};
pub use surface::CardError;
pub use zone::Zone;

use std::collections::BTreeMap;

/// The bundled card files (`src/cards/library/NAME.toml`), embedded at build time.
macro_rules! library {
    ($($name:literal),* $(,)?) => {
        &[$(($name, include_str!(concat!("library/", $name, ".toml")))),*]
    };
}

const LIBRARY: &[(&str, &str)] = library![
    "act_of_treason",
    "ancestral_vision",
    "bayou",
    "blade_banish",
    "blaze",
    "bramble_familiar",
    "burst_lightning",
    "centaur_courser",
    "chaotic_aether",
    "counterspell",
    "crackling_drake",
    "delay",
    "djinn_of_fools_fall",
    "doc_aurlock",
    "errant_ephemeron",
    "fblthp",
    "fields_of_summer",
    "flamescroll_celebrant",
    "forest",
    "freestrider_commando",
    "greater_gargadon",
    "grizzly_bears",
    "interplanar_tunnel",
    "irascible_wolverine",
    "island",
    "kellan_joins_up",
    "lightning_bolt",
    "longhorn_sharpshooter",
    "lotus_bloom",
    "make_your_own_luck",
    "meddling_mage",
    "memnite",
    "mountain",
    "omen_hawker",
    "plains",
    "plan_the_heist",
    "pools_of_becoming",
    "prodigal_pyromancer",
    "rift_bolt",
    "spatial_merging",
    "sphere_of_resistance",
    "stairs_to_infinity",
    "swamp",
    "talon_gates",
    "tangled_florahedron",
    "the_eon_fog",
    "vedalken_orrery",
    "village_rites",
    "wastes",
    "jace_reawakened",
    "wear_tear",
    "windriddle_palaces",
    "stifle",
    "suspend",
    "jhoira_of_the_ghitu",
    "fury_charm",
    "epochrasite",
    "lightning_helix",
    "volcanic_hammer",
    "boomerang",
    "plateau",
    "balduvian_bears",
    "silvercoat_lion",
    "ornithopter",
    "sol_talisman",
    "mox_tantalite",
    "durkwood_baloth",
    "dust_of_moments",
    "cyclical_evolution",
    "ith_high_arcanist",
    "clue",
    "rory_williams",
    "explosive_derailment",
    "path_of_mettle",
    "bubble_smuggler",
    "training_grounds",
    "gaddock_teeg",
    "bedlam",
    "gandalf_of_the_secret_fire",
    "gandalf_the_grey",
    "glimpse_of_tomorrow",
    "jace_vryns_prodigy",
    "jace_telepath_unbound_emblem",
    "leyline_of_the_void",
    "omniscience",
    "sinister_concierge",
    "sibylline_soothsayer",
    "the_wedding_of_river_song",
    "amys_home",
    "the_tenth_doctor",
    "the_eleventh_doctor",
    "the_parting_of_the_ways",
    "aretopolis",
    "mount_keralia",
    "hedron_fields_of_agadeem",
    "eldrazi",
    "glorious_anthem",
    "suppression_field",
    "pithing_needle",
    "trinisphere",
    "akoum_warrior",
    "sea_gate_restoration",
    "ertais_meddling",
    "aven_riftwatcher",
    "chronozoa",
    "goblin",
    "box_of_free_range_goblins",
    "brazen_dwarf",
    "steel_squirrel",
    "farideh_devils_chosen",
    "krarks_other_thumb",
    "fractured_powerstone",
    "barbarian_class",
    "deep_sea_kraken",
    "timecrafting",
    "resurgent_belief",
    "aven_interrupter",
    "aloe_alchemist",
    "aegis_turtle",
    "bonded_construct",
    "void_winnower",
    "bow_of_nylea",
    "duskrider_peregrine",
    "search_for_tomorrow",
    "think_twice",
    "snapcaster_mage",
    "fire_ice",
    "boom_bust",
    "twinmaw_stormbrood",
    "chronomantic_escape",
    "suspended_sentence",
    "beastbond_outcaster",
    "curse_of_the_cabal",
    "yawgmoths_will",
    "yawgmoths_bargain",
    "embodiment_of_agonies",
    "taigam_master_opportunist",
    "boromir_warden_of_the_tower",
    "lilah_undefeated_slickshot",
    "saw_it_coming",
    "dream_devourer",
    "ethereal_valkyrie",
    "shivan_sand_mage",
    "boros_charm",
    "hammer_jammer",
    "undercity_reaches",
    "bident_of_thassa",
    "bonecrusher_giant",
    "satoru_the_infiltrator",
    "life_death",
    "augmenter_pugilist",
    "vampire_nighthawk",
    "ulamogs_crusher",
    "all_will_be_one",
    "kate_stewart",
    "soldier",
    "knowledge_pool",
    "wasp_lancer",
    "brainiac",
    "the_big_idea",
    "cackling_counterpart",
    "ranger_class",
    "wolf",
    "aeon_chronicler",
    "owlin_shieldmage",
    "prologue_to_phyresis",
    "thrummingbird",
    "bloated_contaminator",
    "banishing_light",
    "pacifism",
    "holy_strength",
    "prey_upon",
    "mind_rot",
    "swords_to_plowshares",
    "doom_blade",
    "honor_of_the_pure",
    "rampant_growth",
    "rancor",
    "mana_leak",
    "fog",
    "bonesplitter",
    "wheel_of_fate",
    "living_end",
    "hymn_to_tourach",
    "violent_outburst",
    "bloodbraid_elf",
    "lonely_sandbar",
    "monstrous_carabid",
    "amy_pond",
    "path_to_exile",
    "time_walk",
    "time_warp",
    "mulldrifter",
    "claim_the_precious",
    "ash_barrens",
    "curator_of_mysteries",
    "dark_ritual",
    "duress",
    "thoughtseize",
    "inquisition_of_kozilek",
    "hill_giant",
    "tropical_island",
    "savannah",
    "underground_sea",
    "living_death",
    "krenkos_command",
    "fervor",
    "viscera_seer",
    "disenchant",
    "slickshot_lockpicker",
    "spinewoods_paladin",
    "brimstone_roundup",
    "mercenary",
    "panopticon",
    "lethe_lake",
    "academy_at_tolaria_west",
    "turri_island",
    "feeding_grounds",
    "sheriff_of_safe_passage",
    "rise_of_the_varmints",
    "varmint",
    "step_between_worlds",
    "goblin_guide",
    "force_of_nature",
    "demonic_ruckus",
    "cunning_coyote",
    "loan_shark",
    "tazeem",
    "manamorphose",
    "outcaster_trailblazer",
    "ephemerate",
    "trail_of_the_mage_rings",
    "akoum",
    "railway_brawler",
    "giant_growth",
    "dust_animus",
    "ghalta_primal_hunger",
    "pitiless_carnage",
    "explosive_vegetation",
    "char",
    "divine_verdict",
    "air_elemental",
    "ancestral_recall",
    "ball_lightning",
    "birds_of_paradise",
    "bloodhill_bastion",
    "brainstorm",
    "cancel",
    "counsel_of_the_soratami",
    "craw_wurm",
    "day_of_judgment",
    "disfigure",
    "divination",
    "elvish_mystic",
    "essence_scatter",
    "flame_slash",
    "flametongue_kavu",
    "force_spike",
    "forked_bolt",
    "gavony",
    "giant_spider",
    "go_for_the_throat",
    "gravedigger",
    "grixis",
    "grove_of_the_dreampods",
    "incinerate",
    "index",
    "inspiration",
    "izzet_steam_maze",
    "krosa",
    "lava_axe",
    "lava_spike",
    "lightning_elemental",
    "lightning_strike",
    "llanowar_elves",
    "man_o_war",
    "minamo",
    "mind_stone",
    "murder",
    "mutual_epiphany",
    "naturalize",
    "negate",
    "nephalia",
    "nights_whisper",
    "onakke_catacomb",
    "opt",
    "orochi_colony",
    "orzhova",
    "otaria",
    "planewide_disaster",
    "ponder",
    "preordain",
    "prodigal_sorcerer",
    "raging_goblin",
    "raise_dead",
    "reality_shaping",
    "remove_soul",
    "savannah_lions",
    "searing_spear",
    "serra_angel",
    "shatter",
    "shivan_dragon",
    "shock",
    "sign_in_blood",
    "sol_ring",
    "stone_rain",
    "takenuma",
    "tember_city",
    "terror",
    "the_aether_flues",
    "the_fourth_sphere",
    "the_hippodrome",
    "the_maelstrom",
    "the_zephyr_maze",
    "tidings",
    "titanic_growth",
    "unsummon",
    "vapor_snag",
    "wall_of_stone",
    "wrath_of_god",
    "zombie",
    "explore",
    "azusa_lost_but_seeking",
    "rites_of_flourishing",
    "blessed_wind",
    "sorin_markov",
    "reckless_impulse",
    "otherworldly_journey",
    "flickerwisp",
    "dregscape_zombie",
    "goat",
    "goldmeadow",
    "sanctum_of_serra",
    "the_dark_barony",
    "murasa",
    "quicksilver_sea",
    "lair_of_the_ashen_idol",
    "isle_of_vesuva",
    "morphic_tide",
    "immersturm",
    "naya",
    "sokenzan",
    "celestine_reef",
    "stronghold_furnace",
    "the_great_forest",
    "astral_arena",
    "horizon_boughs",
    "truga_jungle",
    "llanowar",
    "furnace_layer",
    "edge_of_malacol",
    "jund",
    "sea_of_sand",
    "skybreen",
    "dragon",
    "shiv",
    "inys_haen",
    "butterfly",
    "megaflora_jungle",
    "esper",
    "the_caldaia",
    "ghirapur",
    "naktamun",
    "strixhaven",
    "the_pit",
    "the_golden_city_of_orazca",
    "enigma_ridges",
    "the_fertile_lands_of_saulvinia",
    "sliver",
    "riptide_island",
    "knight",
    "unyaro",
    "agyrem",
    "eloren_wilds",
    "furnace_of_rath",
    "naar_isle",
    "bant",
    "cliffside_market",
    "glen_elendra",
    "kessig",
    "prahv",
    "grand_ossuary",
    "velis_vel",
    "ravens_run",
    "norns_dominion",
    "kilnspire_district",
    "mirrored_depths",
    "time_distortion",
    "highway_robbery",
    "suspend_aggression",
    "weftwalking",
    "plargg_dean_of_chaos",
    "visage_bandit",
    "double_major",
    "storm_of_souls",
    "akrasan_squire",
    "sickle_ripper",
    "glistener_elf",
    "relentless_assault",
    "cryptolith_rite",
    "switcheroo",
    "mana_flare",
    "boon_of_safety",
    "caldaia_strongarm",
    "replication_technique",
    "sacred_cat",
    "predator_dragon",
    "skullmulcher",
    "cryptic_command",
    "thragtusk",
    "kitchen_finks",
    "saproling",
    "smugglers_copter",
    "breezekeeper",
    "slip_out_the_back",
    "treasure",
    "strike_it_rich",
    "angel",
    "demon",
    "hypnotic_specter",
    "detritivore",
    "whispers_of_the_muse",
    "drannith_magistrate",
    "pull_from_eternity",
    "tormods_crypt",
    "clockspinning",
    "blood_artist",
    "zulaport_cutthroat",
    "nihilith",
    "gladecover_scout",
    "wall_of_denial",
    "abrupt_decay",
    "tragic_slip",
    "hollowhenge_scavenger",
    "sparktongue_dragon",
    "hidden_dragonslayer",
    "daru_sanctifier",
    "upwelling",
    "goblin_shortcutter",
    "frost_lynx",
    "severed_legion",
    "basalt_monolith",
    "rift_elemental",
    "leyline_of_sanctity",
    "fools_demise",
    "stingerback_terror",
    "crusader_of_odric",
    "thunder_salvo",
    "stella_lee_wild_card",
    "fling",
    "earthquake",
    "bone_splinters",
    "parallel_lives",
    "anointed_procession",
    "doubling_season",
    "selesnya_loft_gardens",
];

/// Definitions by name, bundled and inline alike. The definitions are shared: every model's
/// database starts as a clone of the bundled library's (a pointer per card, not a copy of its
/// programs), so a run that holds many loaded models holds the library once.
#[derive(Clone, Debug, Default)]
pub struct CardDb {
    pub defs: Vec<std::sync::Arc<CardDef>>,
    by_name: BTreeMap<String, u16>,
    /// Full and front-face names of cards with faces (`add_other_names`).
    other_names: BTreeMap<String, u16>,
}

impl CardDb {
    /// The bundled library. Its files are part of the program; a broken one is a build defect,
    /// caught by the `bundled_cards_load` test.
    pub fn bundled() -> Result<CardDb, String> {
        // Parsed once per process: the library is part of the program, so every call would
        // build the same database.
        static BUNDLED: std::sync::OnceLock<Result<CardDb, String>> = std::sync::OnceLock::new();
        BUNDLED.get_or_init(CardDb::parse_bundled).clone()
    }

    fn parse_bundled() -> Result<CardDb, String> {
        let mut db = CardDb::default();
        for (file, text) in LIBRARY {
            let spec: CardSpec =
                toml::from_str(text).map_err(|e| format!("src/cards/library/{file}.toml: {e}"))?;
            let def = spec.compile().map_err(|e| {
                let at = e.offset_in(text, 0).map(|at| {
                    let before = &text[..at];
                    let line = before.matches('\n').count() + 1;
                    let col = at - before.rfind('\n').map_or(0, |i| i + 1) + 1;
                    format!(":{line}:{col}")
                });
                format!(
                    "src/cards/library/{file}.toml{}: {e}",
                    at.unwrap_or_default()
                )
            })?;
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
        self.add_other_names(&def, id);
        self.defs.push(std::sync::Arc::new(def));
        Ok(id)
    }

    /// Adds a definition found by `alias`, not by its own name: a token described where it is
    /// made ("3/3 green Beast creature", named "Beast Token", CR 111.4), of which two
    /// descriptions may share a name.
    /// The name a model writes for definition `id`: its own, or the description a token
    /// described where it is made is known by (`insert_described`).
    pub fn written_name(&self, id: u16) -> String {
        if self.by_name.get(&self.get(id).name) == Some(&id) {
            return self.get(id).name.clone();
        }
        self.other_names
            .iter()
            .find(|(_, &d)| d == id)
            .map_or_else(|| self.get(id).name.clone(), |(alias, _)| alias.clone())
    }

    pub fn insert_described(&mut self, alias: &str, def: CardDef) -> u16 {
        let id = self.defs.len() as u16;
        self.other_names.insert(alias.to_string(), id);
        self.defs.push(std::sync::Arc::new(def));
        id
    }

    /// Replaces a bundled definition by an inline one of the same name, or adds it.
    pub fn upsert(&mut self, def: CardDef) -> u16 {
        if let Some(&id) = self.by_name.get(&def.name) {
            self.add_other_names(&def, id);
            self.defs[id as usize] = std::sync::Arc::new(def);
            id
        } else {
            let id = self.defs.len() as u16;
            self.by_name.insert(def.name.clone(), id);
            self.add_other_names(&def, id);
            self.defs.push(std::sync::Arc::new(def));
            id
        }
    }

    /// A card with faces is also found by the names users write for it: its faces' names
    /// joined by " // " ("Tangled Florahedron // Tangled Vale", as Oracle prints a double-faced
    /// card) and its front face's ("Bramble Familiar", the name a double-faced card has outside
    /// the stack and battlefield, CR 712.8a). A name another card has as its own is never
    /// taken.
    fn add_other_names(&mut self, def: &CardDef, id: u16) {
        let mut names = Vec::new();
        if let Some((front, _)) = def.name.split_once(" // ") {
            names.push(front.to_string());
        } else if !def.faces.is_empty() {
            let mut full = def.name.clone();
            for f in &def.faces {
                full.push_str(" // ");
                full.push_str(&f.name);
            }
            names.push(full);
        }
        for n in names {
            self.other_names.entry(n).or_insert(id);
        }
    }

    /// The card of a name: its own, or (unless another card has it as its own) its full or
    /// front-face name.
    pub fn lookup(&self, name: &str) -> Option<u16> {
        self.by_name
            .get(name)
            .or_else(|| self.other_names.get(name))
            .copied()
    }

    pub fn get(&self, id: u16) -> &CardDef {
        &self.defs[id as usize]
    }

    /// Each card's own name.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.by_name.keys().map(|s| s.as_str())
    }

    /// Every name a card is found by, its own and its full or front-face name (for "did you
    /// mean" hints).
    pub fn written_names(&self) -> impl Iterator<Item = &str> {
        self.by_name
            .keys()
            .chain(self.other_names.keys())
            .map(|s| s.as_str())
    }

    /// The known name closest to `name`, for "did you mean" hints.
    pub fn nearest(&self, name: &str) -> Option<&str> {
        crate::diagnostics::nearest(name, self.written_names())
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
        // Cards with faces, by their full name or their front face's.
        for (written, own) in [
            ("Bramble Familiar", "Bramble Familiar // Fetch Quest"),
            ("Wear", "Wear // Tear"),
            ("Tangled Florahedron // Tangled Vale", "Tangled Florahedron"),
        ] {
            assert_eq!(db.lookup(written), db.lookup(own), "{written}");
            assert!(db.lookup(written).is_some(), "{written}");
        }
        assert_eq!(db.nearest("Bramble Familar"), Some("Bramble Familiar"));
        assert_eq!(djinn.plot.unwrap().to_string(), "{3}{U}");
    }
}
