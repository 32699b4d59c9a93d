//! "exile that spell instead of putting it into your graveyard as it resolves. If you do, it
//! becomes plotted." (CR 614.1a, 608.2n, 702.170c; Lilah, Undefeated Slickshot), the
//! "multicolored" selector (CR 105.4) and prowess written as its trigger (702.108a).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

fn lilah(hand: &str) -> Play {
    let alice = format!(
        "hand = [{hand}]\nbattlefield = [\"Lilah, Undefeated Slickshot\", \"Mountain\", \"Plains\", \"Mountain\"]\nlibrary = [\"Island\"]"
    );
    let mut p = Play::new(&duel(1, &alice, "library = [\"Island\"]"));
    p.to(1, Step::Main1);
    p
}

/// CR 105.4, 702.170c: the multicolored Helix is exiled and plotted as it resolves; prowess
/// makes Lilah 4/4.
#[test]
fn multicolored_spell_is_plotted_as_it_resolves_702_170c() {
    let mut p = lilah("\"Lightning Helix\"");
    p.act("Alice casts Lightning Helix, targeting Bob");
    p.stack_triggers_in_order(); // prowess below, the plot trigger above (CR 603.3b)
    p.pass_all(); // the plot trigger
    p.pass_all(); // prowess
    let lilah = p.card("Lilah, Undefeated Slickshot");
    assert_eq!(
        (p.eng().power(&p.g, lilah), p.eng().toughness(&p.g, lilah)),
        (4, 4)
    );
    p.pass_all(); // the Helix
    assert_eq!(p.life(1), 17);
    let helix = p.card("Lightning Helix");
    assert_eq!(p.g.obj(helix).zone, Zone::Exile);
    assert_eq!(p.g.obj(helix).plotted, Some(1));
}

/// CR 105.4: a one-colour spell doesn't trigger Lilah's second ability; it goes to the
/// graveyard (prowess still triggers: it is a noncreature spell).
#[test]
fn one_colour_spell_goes_to_the_graveyard_105_4() {
    let mut p = lilah("\"Lightning Bolt\"");
    p.act("Alice casts Lightning Bolt, targeting Bob");
    assert_eq!(p.g.stack.len(), 2, "{}", p.board());
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Lightning Bolt")).zone, Zone::Graveyard);
}
