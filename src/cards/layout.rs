//! Cards with more than one set of characteristics: split cards (CR 709), modal and
//! transforming double-faced cards (712) and adventurer cards (715), written as
//! `layout = "..."` with `[[face]]` tables.
//!
//! A compiled card keeps, as its own characteristics, the ones it has outside the stack and
//! the battlefield; its other faces are used only while that face is up there:
//! - modal (712.8a): the front face; `faces` = [back];
//! - transform (712.8a, 712.8e): the front face; `faces` = [back], up only after it transforms;
//! - adventure (715.4): the creature; `faces` = [Adventure];
//! - split (709.4): the combined characteristics (both names, the mana costs added up, both
//!   halves' types) and, as its spell, the fused spell (702.102d: the left half's instructions,
//!   then the right's); `faces` = [left, right].

use super::effect::{Arrival, Effect, Place};
use super::phrase::Scope;
use super::program::Program;
use super::selector::{PlayerRef, Selector};
use super::spec::{CardDef, CardSpec, Layout, Types};
use super::surface::{self, CardError};

/// Compiles a card with a layout and `[[face]]` tables.
pub fn compile(spec: &CardSpec) -> Result<CardDef, CardError> {
    let only_faces = spec.cost.is_none()
        && spec.types.is_empty()
        && spec.power.is_none()
        && spec.toughness.is_none()
        && spec.spell.is_empty()
        && spec.back.is_none();
    if !only_faces {
        return Err(CardError::new(format!(
            "card '{}' has a layout: write its cost, types and abilities in each [[face]]",
            spec.name
        )));
    }
    let [first, second] = spec.face.as_slice() else {
        return Err(CardError::new(format!(
            "a {} card has two [[face]] tables, '{}' has {}",
            name(spec.layout),
            spec.name,
            spec.face.len()
        )));
    };
    let full = format!("{} // {}", first.name, second.name);
    if spec.name != full {
        return Err(CardError::new(format!(
            "a card with faces is named after them: name = \"{full}\", not \"{}\"",
            spec.name
        )));
    }
    let face = |i: usize, f: &CardSpec| {
        if f.layout != Layout::Normal || !f.face.is_empty() || f.back.is_some() {
            return Err(CardError::new("a face cannot have faces of its own").context(&f.name));
        }
        f.compile_face()
            .map_err(|e| e.context(&format!("face {} ({})", i + 1, f.name)))
    };
    let (a, b) = (face(0, first)?, face(1, second)?);
    let mut def = faces(spec, first, second, a, b)?;
    // The card's own `not_modelled` (a face's are its own): the split layout builds it in.
    if spec.layout != Layout::Split {
        def.not_modelled.extend(spec.not_modelled()?);
    }
    Ok(def)
}

/// The card a layout makes of its two compiled faces.
fn faces(
    spec: &CardSpec,
    first: &CardSpec,
    second: &CardSpec,
    a: CardDef,
    b: CardDef,
) -> Result<CardDef, CardError> {
    let spells = Types(Types::INSTANT.0 | Types::SORCERY.0);
    match spec.layout {
        Layout::Normal => Err(CardError::new("a card without a layout has no [[face]]")),
        Layout::Modal => Ok(CardDef {
            layout: Layout::Modal,
            faces: vec![b],
            keywords: with(&a.keywords, spec),
            ..a
        }),
        // CR 715.2: the Adventure is an instant or sorcery; the card is a permanent card.
        Layout::Adventure if b.types.0 & spells.0 == 0 || !a.types.is_permanent() => {
            Err(CardError::new(format!(
                "an adventurer card's first face is a permanent and its second (the Adventure) \
                 an instant or sorcery: '{}' // '{}'",
                a.name, b.name
            )))
        }
        Layout::Adventure => Ok(CardDef {
            layout: Layout::Adventure,
            faces: vec![b],
            keywords: with(&a.keywords, spec),
            ..a
        }),
        // CR 720.2: the Omen is an instant or sorcery; the card is a permanent card.
        Layout::Omen if b.types.0 & spells.0 == 0 || !a.types.is_permanent() => {
            Err(CardError::new(format!(
                "an omen card's first face is a permanent and its second (the Omen) an instant \
                 or sorcery: '{}' // '{}'",
                a.name, b.name
            )))
        }
        Layout::Omen => Ok(CardDef {
            layout: Layout::Omen,
            faces: vec![omen(second, b)?],
            keywords: with(&a.keywords, spec),
            ..a
        }),
        Layout::Split => split(spec, first, second, a, b),
        Layout::Transform => transform(spec, a, b),
    }
}

fn name(l: Layout) -> &'static str {
    match l {
        Layout::Normal => "normal",
        Layout::Modal => "modal double-faced",
        Layout::Adventure => "adventurer",
        Layout::Split => "split",
        Layout::Transform => "transforming double-faced",
        Layout::Omen => "omen",
    }
}

/// CR 720.3d: "As an Omen spell resolves, its controller shuffles it into its owner's library
/// instead of putting it into its owner's graveyard": the Omen's instructions end with its
/// reminder text, "Then shuffle this card into its owner's library" (put into the library,
/// 400.7, then a shuffle whose every order is explored, 701.24a). The shuffle is of the
/// controller's library, which is the owner's while no card changes control.
fn omen(spec: &CardSpec, face: CardDef) -> Result<CardDef, CardError> {
    if !face.modes.is_empty() {
        return Err(CardError::new("a modal Omen spell is not modelled").context(&face.name));
    }
    let mut scope = Scope::new(&spec.name);
    let mut steps = surface::steps(&spec.spell, &mut scope).map_err(|e| e.context(&face.name))?;
    let placed = scope.bind_hidden();
    steps.push(Effect::Move {
        what: Selector::This,
        to: Place::LibraryTop,
        arrival: Arrival::default(),
        bind: None,
    });
    steps.push(Effect::Shuffle {
        who: PlayerRef::You,
        placed,
    });
    Ok(CardDef {
        spell: Program::compile(&steps)?,
        ..face
    })
}

/// CR 712: a transforming double-faced card is its front face; the back face has no mana cost
/// (its mana value is the front's, 712.8e) and is never cast (712.11: only transformed).
fn transform(spec: &CardSpec, front: CardDef, back: CardDef) -> Result<CardDef, CardError> {
    if back.mana_cost.is_some() {
        return Err(CardError::new(format!(
            "the back face of a transforming double-faced card has no mana cost: drop `cost` \
             from '{}' (its mana value is the front face's, CR 712.8e)",
            back.name
        )));
    }
    if !front.types.is_permanent() || !back.types.is_permanent() {
        return Err(CardError::new(format!(
            "both faces of a transforming double-faced card are permanents here (instant and \
             sorcery faces are not modelled): '{}' // '{}'",
            front.name, back.name
        )));
    }
    let too_many = |n: usize| u8::try_from(n).is_err();
    if too_many(front.activated.len()) || too_many(front.triggers.len()) {
        return Err(CardError::new("a face has at most 255 abilities of a kind"));
    }
    // CR 712.8d-e: the abilities of the face that is up; the engine keeps both faces' in one
    // list so that an ability on the stack stays the one its face had (113.7a).
    let split = super::spec::FrontAbilities {
        activated: front.activated.len() as u8,
        triggers: front.triggers.len() as u8,
    };
    let mut activated = front.activated.clone();
    activated.extend(back.activated.iter().cloned());
    let mut triggers = front.triggers.clone();
    triggers.extend(back.triggers.iter().cloned());
    let back = CardDef {
        mana_value_from: front.mana_cost,
        ..back
    };
    Ok(CardDef {
        layout: Layout::Transform,
        faces: vec![back],
        keywords: with(&front.keywords, spec),
        activated,
        triggers,
        front_abilities: Some(split),
        ..front
    })
}

/// A face's keywords and the card's own (a split card's fuse).
fn with(own: &[super::Keyword], spec: &CardSpec) -> Vec<super::Keyword> {
    let mut k = own.to_vec();
    k.extend(spec.keywords.iter().filter(|w| !own.contains(w)));
    k
}

/// CR 709.4: a split card's characteristics outside the stack combine its halves'; its spell
/// is the fused one (702.102c-d), cast only from hand and only with fuse.
fn split(
    spec: &CardSpec,
    left_spec: &CardSpec,
    right_spec: &CardSpec,
    left: CardDef,
    right: CardDef,
) -> Result<CardDef, CardError> {
    if left.types.is_permanent() || right.types.is_permanent() {
        return Err(CardError::new(
            "the halves of a split card are instants or sorceries (split permanents are not modelled)",
        ));
    }
    // 702.102d: the fused spell follows the left half's instructions, then the right half's;
    // each half's "target" words are targets of the one spell (601.2c).
    let mut scope = Scope::new(&spec.name);
    let mut steps =
        surface::steps(&left_spec.spell, &mut scope).map_err(|e| e.context(&left.name))?;
    steps
        .extend(surface::steps(&right_spec.spell, &mut scope).map_err(|e| e.context(&right.name))?);
    let fused = Program::compile(&steps)?;
    let mana_cost = match (left.mana_cost, right.mana_cost) {
        (Some(l), Some(r)) => Some(l.plus(r)),
        (l, r) => l.or(r),
    };
    let mut subtypes = left.subtypes.clone();
    subtypes.extend(right.subtypes.iter().cloned());
    Ok(CardDef {
        name: spec.name.clone(),
        mana_cost,
        types: Types(left.types.0 | right.types.0),
        legendary: false,
        colors: left.colors | right.colors,
        subtypes,
        power: None,
        toughness: None,
        loyalty: None,
        cant_cast: None,
        cant_be_countered: false,
        keywords: spec.keywords.clone(),
        mana: None,
        plot: left.plot.or(right.plot),
        kicker: None,
        buyback: None,
        evoke: None,
        blitz: None,
        sacrifice: None,
        spell: fused,
        modes: Vec::new(),
        triggers: Vec::new(),
        special_actions: Vec::new(),
        statics: Vec::new(),
        enters_with: None,
        suspend: None,
        activated: Vec::new(),
        enters_tapped: false,
        layout: Layout::Split,
        text: spec.text.clone(),
        faces: vec![left, right],
        token: false,
        emblem: false,
        x_min: 0,
        mode_costs: Vec::new(),
        mode_sets: Vec::new(),
        modes_min: 0,
        mana_value_from: None,
        front_abilities: None,
        ability_levels: Default::default(),
        enchant: None,
        disguise: None,
        turned_face_up: Program::default(),
        vanishing: None,
        toxic: 0,
        devour: 0,
        crew: 0,
        basic: false,
        flashback: None,
        not_modelled: spec.not_modelled()?,
        foretell: None,
        morph: None,
    })
}
