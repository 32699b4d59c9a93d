//! The characteristics of a face-down spell or permanent (CR 708.2a, 702.168a): a 2/2
//! creature with no name, no subtypes, no mana cost and no text. Disguise's ward {2} is the
//! engine's (`AbilityKind::FaceDownWard`, the rule abilities' `face_down_ward`).

use super::program::Program;
use super::spec::{CardDef, Layout, Power, Types};

/// A face-down object's characteristics.
pub fn characteristics() -> CardDef {
    CardDef {
        name: String::new(),
        mana_cost: None,
        types: Types::CREATURE,
        legendary: false,
        colors: 0,
        subtypes: Vec::new(),
        power: Some(Power::Fixed(2)),
        toughness: Some(Power::Fixed(2)),
        keywords: Vec::new(),
        mana: None,
        plot: None,
        kicker: None,
        buyback: None,
        evoke: None,
        blitz: None,
        loyalty: None,
        cant_cast: None,
        cant_be_countered: false,
        sacrifice: None,
        spell: Program::default(),
        modes: Vec::new(),
        triggers: Vec::new(),
        special_actions: Vec::new(),
        statics: Vec::new(),
        enters_with: None,
        suspend: None,
        activated: Vec::new(),
        enters_tapped: false,
        layout: Layout::Normal,
        faces: Vec::new(),
        text: String::new(),
        mode_costs: Vec::new(),
        mode_sets: Vec::new(),
        modes_min: 0,
        mana_value_from: None,
        front_abilities: None,
        ability_levels: Default::default(),
        enchant: None,
        disguise: None,
        token: false,
        emblem: false,
        x_min: 0,
        turned_face_up: Program::default(),
        vanishing: None,
        toxic: 0,
        devour: 0,
        crew: 0,
        basic: false,
        flashback: None,
        not_modelled: Vec::new(),
        foretell: None,
        morph: None,
    }
}

/// No characteristics at all: no name, no types, no power or toughness, no text. What a token
/// created "as a copy" has when copy effects are ignored (the deliberately broken variant
/// `copy.layer-one=ignored`; CR 707.2 gives it the original's copiable values).
pub fn no_characteristics() -> CardDef {
    CardDef {
        types: Types(0),
        power: None,
        toughness: None,
        ..characteristics()
    }
}
