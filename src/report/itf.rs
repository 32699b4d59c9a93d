//! Traces in the Informal Trace Format (ITF) used by Apalache and Quint: `#meta`, `vars`,
//! `states` and, for a lasso, `loop` (the index of the state the last one returns to). Integers
//! are `{"#bigint": "…"}`, sets `{"#set": […]}`, maps `{"#map": [[k, v], …]}`.

use serde_json::{json, Value};

use crate::engine::{CardId, Engine, Game, StackItem, Zone};

fn int(n: i64) -> Value {
    json!({ "#bigint": n.to_string() })
}

/// A card as ITF names it: its name and id, so identical cards stay distinct in sets.
fn card(eng: &Engine, g: &Game, c: CardId) -> Value {
    Value::String(format!("{}#{c}", eng.face_name(g, c)))
}

pub const VARS: &[&str] = &[
    "action",
    "turn",
    "step",
    "active",
    "priority",
    "life",
    "zones",
    "stack",
    "time_counters",
    "plotted",
    "tapped",
    "power",
    "toughness",
    "face_up",
    "planar_controller",
    "outcome",
];

/// One state as an ITF record; `action` is the move that led to it ("" for the first).
pub fn state(eng: &Engine, g: &Game, index: usize, action: &str) -> Value {
    let name = |p: u8| Value::String(eng.player_name(p).to_string());
    let players = 0..g.players.len() as u8;
    let zones: Vec<Value> = players
        .clone()
        .map(|p| {
            let set = |z: Zone| {
                let cards: Vec<Value> = g
                    .in_zone(z)
                    .filter(|&c| {
                        if z == Zone::Battlefield {
                            g.obj(c).controller == p
                        } else {
                            eng.owner(c) == p
                        }
                    })
                    .map(|c| card(eng, g, c))
                    .collect();
                json!({ "#set": cards })
            };
            let library: Vec<Value> = g.players[p as usize]
                .library
                .iter()
                .map(|&c| card(eng, g, c))
                .collect();
            json!([name(p), {
                "hand": set(Zone::Hand),
                "battlefield": set(Zone::Battlefield),
                "graveyard": set(Zone::Graveyard),
                "exile": set(Zone::Exile),
                "library": library,
            }])
        })
        .collect();
    let life: Vec<Value> = players
        .map(|p| json!([name(p), int(g.players[p as usize].life as i64)]))
        .collect();
    let stack: Vec<Value> = g
        .stack
        .iter()
        .map(|s| match s {
            StackItem::Spell { card: c, .. } => card(eng, g, *c),
            StackItem::Ability { ability, .. } => {
                Value::String(format!("ability of {}", eng.name(ability.source)))
            }
        })
        .collect();
    let counters: Vec<Value> = g
        .ids()
        .filter(|&c| g.obj(c).time > 0)
        .map(|c| json!([card(eng, g, c), int(g.obj(c).time as i64)]))
        .collect();
    let plotted: Vec<Value> = g
        .ids()
        .filter(|&c| g.obj(c).plotted.is_some())
        .map(|c| card(eng, g, c))
        .collect();
    let tapped: Vec<Value> = g
        .in_zone(Zone::Battlefield)
        .filter(|&c| g.obj(c).tapped)
        .map(|c| card(eng, g, c))
        .collect();
    // Power and toughness as the engine computes them now (counters, static effects, cards
    // counted: Crackling Drake's power changes with the exile).
    let creatures: Vec<CardId> = g
        .in_zone(Zone::Battlefield)
        .filter(|&c| eng.is_creature(g, c))
        .collect();
    let power: Vec<Value> = creatures
        .iter()
        .map(|&c| json!([card(eng, g, c), int(eng.power(g, c) as i64)]))
        .collect();
    let toughness: Vec<Value> = creatures
        .iter()
        .map(|&c| json!([card(eng, g, c), int(eng.toughness(g, c) as i64)]))
        .collect();
    let face_up: Vec<Value> = g.face_up.iter().map(|&c| card(eng, g, c)).collect();
    let outcome = match g.outcome {
        None => "",
        Some(crate::engine::Outcome::Win(_)) => "win",
        Some(crate::engine::Outcome::Draw) => "draw",
        Some(crate::engine::Outcome::TurnLimit) => "turn-limit",
        Some(crate::engine::Outcome::TokenLimit) => "token-limit",
        Some(crate::engine::Outcome::CounterLimit) => "counter-limit",
        Some(crate::engine::Outcome::PhaseLimit) => "phase-limit",
    };
    json!({
        "#meta": { "index": index },
        "action": action,
        "turn": int(g.turn as i64),
        "step": g.step.name(),
        "active": name(g.active),
        "priority": name(g.actor()),
        "life": { "#map": life },
        "zones": { "#map": zones },
        "stack": stack,
        "time_counters": { "#map": counters },
        "plotted": { "#set": plotted },
        "tapped": { "#set": tapped },
        "power": { "#map": power },
        "toughness": { "#map": toughness },
        "face_up": { "#set": face_up },
        "planar_controller": g.planar_controller.map(|p| eng.player_name(p)).unwrap_or(""),
        "outcome": outcome,
    })
}

/// A whole trace: `states` in order; `loop_start` for a lasso.
pub fn trace(
    source: &str,
    description: &str,
    states: Vec<Value>,
    loop_start: Option<usize>,
) -> Value {
    let mut v = json!({
        "#meta": {
            "format": "ITF",
            "format-description": "https://apalache-mc.org/docs/adr/015adr-trace.html",
            "source": source,
            "description": description,
        },
        "vars": VARS,
        "states": states,
    });
    if let Some(l) = loop_start {
        v["loop"] = json!(l);
    }
    v
}
