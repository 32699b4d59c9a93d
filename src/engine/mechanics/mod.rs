//! One file per keyword mechanic, each citing the CR rules it implements.

pub mod disguise;
pub mod flashback;
pub mod planechase;
pub mod plot;
pub mod saga;
pub mod suspend;
pub mod time_travel;
pub mod transform;
