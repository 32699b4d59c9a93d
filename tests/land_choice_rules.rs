//! A land that asks as it enters (CR 614.12, 614.1c): "As this land enters, you may pay 3
//! life. If you don't, it enters tapped." Life is paid only from a life total at least that
//! high (119.4). Played as a modal double-faced card's back face (712.12).

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

const LIB: &str = "library = [\"Island\", \"Island\", \"Island\"]";

#[test]
fn a_land_enters_untapped_only_if_its_controller_pays_the_life_614_12() {
    let alice = format!("hand = [\"Sea Gate Restoration\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &alice, LIB));
    p.to(1, Step::Main1);
    p.act("Alice plays Sea Gate, Reborn");
    let options = p.options().join("\n");
    assert!(
        options.contains("Alice pays 3 life as Sea Gate, Reborn enters (CR 614.12)")
            && options.contains("Alice doesn't pay life: Sea Gate, Reborn enters tapped"),
        "{options}"
    );
    let mut paid = Play::new(&duel(1, &alice, LIB));
    paid.g = p.g.clone();
    paid.act("pays 3 life");
    let land = paid.card("Sea Gate Restoration");
    assert_eq!(paid.life(0), 17);
    assert!(!paid.g.obj(land).tapped);
    assert!(paid.can("Alice passes priority"), "she has priority again");
    p.act("doesn't pay life");
    assert_eq!(p.life(0), 20);
    assert!(p.g.obj(land).tapped, "it enters tapped");
}

#[test]
fn life_is_paid_only_from_a_high_enough_life_total_119_4() {
    let alice = format!("life = 2\nhand = [\"Sea Gate Restoration\"]\n{LIB}");
    let mut p = Play::new(&duel(1, &alice, LIB));
    p.to(1, Step::Main1);
    p.act("Alice plays Sea Gate, Reborn");
    assert!(!p.can("pays 3 life"), "{}", p.options().join("\n"));
    p.act("doesn't pay life");
    assert!(p.g.obj(p.card("Sea Gate Restoration")).tapped);
}

#[test]
fn the_choice_needs_its_second_sentence() {
    let text = format!(
        "{}\n[[card]]\nname = \"Odd Gate\"\ntypes = [\"land\"]\nstatics = [\"As this land enters, you may pay 3 life.\"]\n",
        duel(1, LIB, LIB)
    );
    let err = rulecheck::model::parse(std::path::Path::new("bad.toml"), &text)
        .map(|_| ())
        .unwrap_err()
        .render();
    assert!(err.contains("bad.toml:"), "{err}");
    assert!(err.contains("If you don't, it enters tapped."), "{err}");
}
