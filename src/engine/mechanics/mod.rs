//! One file per keyword mechanic, each citing the CR rules it implements.

pub mod aura;
pub mod class;
pub mod copy;
pub mod counter_replacements;
pub mod counters;
pub mod cycling;
pub mod devour;
pub mod dice;
pub mod disguise;
pub mod equipment;
pub mod exalted;
pub mod exile_until;
pub mod flashback;
pub mod foretell;
pub mod granted;
pub mod indestructible;
pub mod lifelink;
pub mod linked;
pub mod modes;
pub mod opening_hand;
pub mod planechase;
pub mod player_counters;
pub mod plot;
pub mod protection;
pub mod rebound;
pub mod saga;
pub mod spell_copy;

pub mod suspend;
pub mod suspended_triggers;
pub mod the_ring;
pub mod time_travel;
pub mod transform;
pub mod vanishing;
pub mod wither;
