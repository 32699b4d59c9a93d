//! Transforming double-faced permanents (CR 701.27, 712): turning one over to its other face.

use crate::cards::{Layout, Types};

use crate::engine::state::{CardId, Game, Zone};
use crate::engine::Engine;

impl Engine<'_> {
    /// CR 701.27a: "transform" turns the permanent over so that its other face is up. It is the
    /// same object (no zone change: nothing "enters", CR 400.7), with the characteristics of
    /// the face now up (712.8d-e). Only a transforming double-faced card can transform (712.9,
    /// 701.27c); into an instant or sorcery face, nothing happens (712.10).
    pub fn transform(&self, g: &mut Game, c: CardId) {
        let def = self.def(c);
        if g.obj(c).zone != Zone::Battlefield || def.layout != Layout::Transform {
            return;
        }
        let other = if g.obj(c).face == 0 { 1 } else { 0 };
        let into = def.face(other);
        if into.is(Types::INSTANT) || into.is(Types::SORCERY) {
            return;
        }
        g.obj_mut(c).face = other;
    }
}
