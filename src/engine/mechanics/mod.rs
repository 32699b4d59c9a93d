//! One file per keyword mechanic, each citing the CR rules it implements.

pub mod disguise;
pub mod planechase;
pub mod plot;
pub mod suspend;
pub mod transform;
