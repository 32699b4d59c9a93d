//! Creature types (CR 205.3m): the subtypes creatures and kindred cards share. An effect that
//! adds a creature type ("is a 1/1 Spirit with flying in addition to its other types", CR
//! 205.1b; a copy effect's "except it's a Shapeshifter Rogue in addition to its other types",
//! 707.9b) names it from this table, so that the set it adds is a small bit set a game state
//! can hold (`CreatureTypes`). The table is the creature types of the Comprehensive Rules of
//! 2024-02-06 and 2026-01-16 together (types since renamed, Cephalid, Naga, Viashino, are still
//! on older printed cards' type lines).

/// Every creature type (CR 205.3m), in alphabetical order (the order is part of no state
/// fingerprint that a model without such an effect computes; a new type goes where the
/// alphabet puts it only while no model's expected counts depend on the old indexes).
pub const CREATURE_TYPES: &[&str] = &[
    "Advisor",
    "Aetherborn",
    "Alien",
    "Ally",
    "Angel",
    "Antelope",
    "Ape",
    "Archer",
    "Archon",
    "Armadillo",
    "Army",
    "Artificer",
    "Assassin",
    "Assembly-Worker",
    "Astartes",
    "Atog",
    "Aurochs",
    "Avatar",
    "Azra",
    "Badger",
    "Balloon",
    "Barbarian",
    "Bard",
    "Basilisk",
    "Bat",
    "Bear",
    "Beast",
    "Beaver",
    "Beeble",
    "Beholder",
    "Berserker",
    "Bird",
    "Bison",
    "Blinkmoth",
    "Boar",
    "Bringer",
    "Brushwagg",
    "Camarid",
    "Camel",
    "Capybara",
    "Caribou",
    "Carrier",
    "Cat",
    "Centaur",
    "Cephalid",
    "Child",
    "Chimera",
    "Citizen",
    "Cleric",
    "Clown",
    "Cockatrice",
    "Construct",
    "Coward",
    "Coyote",
    "Crab",
    "Crocodile",
    "Custodes",
    "Cyberman",
    "Cyclops",
    "C’tan",
    "Dalek",
    "Dauthi",
    "Demigod",
    "Demon",
    "Deserter",
    "Detective",
    "Devil",
    "Dinosaur",
    "Djinn",
    "Doctor",
    "Dog",
    "Dragon",
    "Drake",
    "Dreadnought",
    "Drix",
    "Drone",
    "Druid",
    "Dryad",
    "Dwarf",
    "Echidna",
    "Efreet",
    "Egg",
    "Elder",
    "Eldrazi",
    "Elemental",
    "Elephant",
    "Elf",
    "Elk",
    "Employee",
    "Eye",
    "Faerie",
    "Ferret",
    "Fish",
    "Flagbearer",
    "Fox",
    "Fractal",
    "Frog",
    "Fungus",
    "Gamer",
    "Gargoyle",
    "Germ",
    "Giant",
    "Gith",
    "Glimmer",
    "Gnoll",
    "Gnome",
    "Goat",
    "Goblin",
    "God",
    "Golem",
    "Gorgon",
    "Graveborn",
    "Gremlin",
    "Griffin",
    "Guest",
    "Hag",
    "Halfling",
    "Hamster",
    "Harpy",
    "Hedgehog",
    "Hellion",
    "Hero",
    "Hippo",
    "Hippogriff",
    "Homarid",
    "Homunculus",
    "Horror",
    "Horse",
    "Human",
    "Hydra",
    "Hyena",
    "Illusion",
    "Imp",
    "Incarnation",
    "Inkling",
    "Inquisitor",
    "Insect",
    "Jackal",
    "Jellyfish",
    "Juggernaut",
    "Kangaroo",
    "Kavu",
    "Kirin",
    "Kithkin",
    "Knight",
    "Kobold",
    "Kor",
    "Kraken",
    "Lamia",
    "Lammasu",
    "Leech",
    "Lemur",
    "Leviathan",
    "Lhurgoyf",
    "Licid",
    "Lizard",
    "Llama",
    "Lobster",
    "Manticore",
    "Masticore",
    "Mercenary",
    "Merfolk",
    "Metathran",
    "Minion",
    "Minotaur",
    "Mite",
    "Mole",
    "Monger",
    "Mongoose",
    "Monk",
    "Monkey",
    "Moogle",
    "Moonfolk",
    "Mount",
    "Mouse",
    "Mutant",
    "Myr",
    "Mystic",
    "Naga",
    "Nautilus",
    "Necron",
    "Nephilim",
    "Nightmare",
    "Nightstalker",
    "Ninja",
    "Noble",
    "Noggle",
    "Nomad",
    "Nymph",
    "Octopus",
    "Ogre",
    "Ooze",
    "Orb",
    "Orc",
    "Orgg",
    "Otter",
    "Ouphe",
    "Ox",
    "Oyster",
    "Pangolin",
    "Peasant",
    "Pegasus",
    "Pentavite",
    "Performer",
    "Pest",
    "Phelddagrif",
    "Phoenix",
    "Phyrexian",
    "Pilot",
    "Pincher",
    "Pirate",
    "Plant",
    "Platypus",
    "Porcupine",
    "Possum",
    "Praetor",
    "Primarch",
    "Prism",
    "Processor",
    "Qu",
    "Rabbit",
    "Raccoon",
    "Ranger",
    "Rat",
    "Rebel",
    "Reflection",
    "Rhino",
    "Rigger",
    "Robot",
    "Rogue",
    "Sable",
    "Salamander",
    "Samurai",
    "Sand",
    "Saproling",
    "Satyr",
    "Scarecrow",
    "Scientist",
    "Scion",
    "Scorpion",
    "Scout",
    "Sculpture",
    "Seal",
    "Serf",
    "Serpent",
    "Servo",
    "Shade",
    "Shaman",
    "Shapeshifter",
    "Shark",
    "Sheep",
    "Siren",
    "Skeleton",
    "Skunk",
    "Slith",
    "Sliver",
    "Sloth",
    "Slug",
    "Snail",
    "Snake",
    "Soldier",
    "Soltari",
    "Sorcerer",
    "Spawn",
    "Specter",
    "Spellshaper",
    "Sphinx",
    "Spider",
    "Spike",
    "Spirit",
    "Splinter",
    "Sponge",
    "Squid",
    "Squirrel",
    "Starfish",
    "Surrakar",
    "Survivor",
    "Symbiote",
    "Synth",
    "Tentacle",
    "Tetravite",
    "Thalakos",
    "Thopter",
    "Thrull",
    "Tiefling",
    "Time Lord",
    "Toy",
    "Treefolk",
    "Trilobite",
    "Triskelavite",
    "Troll",
    "Turtle",
    "Tyranid",
    "Unicorn",
    "Vampire",
    "Varmint",
    "Vedalken",
    "Viashino",
    "Villain",
    "Volver",
    "Wall",
    "Walrus",
    "Warlock",
    "Warrior",
    "Weasel",
    "Weird",
    "Werewolf",
    "Whale",
    "Wizard",
    "Wolf",
    "Wolverine",
    "Wombat",
    "Worm",
    "Wraith",
    "Wurm",
    "Yeti",
    "Zombie",
    "Zubera",
];

/// How many words of 64 bits `CreatureTypes` holds.
const WORDS: usize = 5;

const _: () = assert!(CREATURE_TYPES.len() <= WORDS * 64);

/// A set of creature types (CR 205.3m), one bit per entry of `CREATURE_TYPES`.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct CreatureTypes(pub [u64; WORDS]);

impl CreatureTypes {
    pub fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The set with the type at `index` of `CREATURE_TYPES` added.
    pub fn with(mut self, index: usize) -> CreatureTypes {
        if let Some(w) = self.0.get_mut(index / 64) {
            *w |= 1 << (index % 64);
        }
        self
    }

    /// Every creature type ("gains all creature types", CR 205.3m).
    pub fn all() -> CreatureTypes {
        (0..CREATURE_TYPES.len()).fold(CreatureTypes::default(), CreatureTypes::with)
    }

    /// Both sets' types.
    pub fn union(mut self, other: CreatureTypes) -> CreatureTypes {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        self
    }

    /// The types both sets hold.
    pub fn intersect(mut self, other: CreatureTypes) -> CreatureTypes {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    /// Whether the set holds the creature type `name` (any case).
    pub fn has(self, name: &str) -> bool {
        index(name).is_some_and(|i| self.0.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1))
    }

    /// The names of the types in the set, in the table's order.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        CREATURE_TYPES
            .iter()
            .enumerate()
            .filter(move |(i, _)| self.0.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1))
            .map(|(_, n)| *n)
    }
}

/// The index in `CREATURE_TYPES` of the creature type `name` (any case; a straight or curly
/// apostrophe, C\u{2019}tan).
pub fn index(name: &str) -> Option<usize> {
    let norm = |s: &str| s.replace('\u{2019}', "'").to_lowercase();
    let name = norm(name);
    CREATURE_TYPES.iter().position(|t| norm(t) == name)
}

/// The creature type a word of card text names, singular or plural ("Spirit", "Spirits",
/// "Elves", "Wolves"), as its index in `CREATURE_TYPES`.
pub fn from_word(word: &str) -> Option<usize> {
    if let Some(i) = index(word) {
        return Some(i);
    }
    let lower = word.to_lowercase();
    let singular = [
        lower.strip_suffix("ves").map(|s| format!("{s}f")),
        lower.strip_suffix("es").map(str::to_string),
        lower.strip_suffix('s').map(str::to_string),
    ];
    singular.into_iter().flatten().find_map(|s| index(&s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_are_found_by_any_case_and_by_plural() {
        assert_eq!(from_word("Spirit"), index("spirit"));
        assert_eq!(from_word("Spirits"), index("Spirit"));
        assert_eq!(from_word("Elves"), index("Elf"));
        assert_eq!(from_word("Wolves"), index("Wolf"));
        assert_eq!(from_word("C\u{2019}tan"), index("C'tan"));
        assert!(from_word("Creature").is_none());
        let set = CreatureTypes::default()
            .with(index("Shapeshifter").unwrap())
            .with(index("Rogue").unwrap());
        assert!(set.has("rogue") && set.has("Shapeshifter") && !set.has("Giant"));
        assert_eq!(set.names().collect::<Vec<_>>(), ["Rogue", "Shapeshifter"]);
    }

    #[test]
    fn the_table_is_sorted_and_has_no_duplicates() {
        assert!(CREATURE_TYPES.windows(2).all(|w| w[0] < w[1]));
    }
}
