mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

#[test]
fn scratch() {
    let mut p = Play::new(&duel(
        2,
        "hand = [\"Goblin Shortcutter\"]\nbattlefield = [\"Grizzly Bears\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Mountain\", \"Mountain\"]",
        "battlefield = [\"Silvercoat Lion\"]\nlibrary = [\"Plains\", \"Plains\"]",
    ));
    p.to(1, Step::Main1);
    p.act("casts Goblin Shortcutter");
    p.pass_all();
    println!("{:#?}", p.options());
    p.act("Silvercoat Lion");
    p.pass_all();
    println!("{:#?}", p.options());
    p.pass_until("attacks Bob");
    println!("{:#?}", p.options());
    p.act("Grizzly Bears attacks Bob");
    p.pass_to_step(Step::DeclareBlockers);
    println!("{:#?} {}", p.options(), p.board());
    panic!();
}
