//! Lifelink (CR 702.15): damage dealt by a source with lifelink, in combat or not, makes that
//! source's controller gain that much life; damage that is prevented gains nothing.

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

const PINGER: &str = r#"
[[card]]
name = "Lifelink Pinger"
cost = "{W}"
types = ["creature"]
power = 1
toughness = 1
keywords = ["lifelink"]
text = "Lifelink. {T}: This creature deals 1 damage to any target."

[[card.activated]]
cost = "{T}"
text = "{T}: This creature deals 1 damage to any target."
do = [{ damage = 1, to = "any target" }]
"#;

#[test]
fn a_lifelink_source_gains_its_controller_what_its_ability_deals_702_15b() {
    let alice = "battlefield = [\"Lifelink Pinger\"]\nlibrary = [\"Plains\"]";
    let bob = "library = [\"Plains\"]";
    for sets in [&[][..], &["lifelink=none"][..]] {
        let mut p = Play::with_rules(&(duel(1, alice, bob) + PINGER), sets);
        p.to(1, Step::Main1);
        let at_bob = p
            .options()
            .into_iter()
            .find(|o| o.contains("activates Lifelink Pinger") && o.contains("Bob"))
            .unwrap_or_else(|| panic!("{:#?}", p.options()));
        p.act(&at_bob);
        p.pass_all();
        assert_eq!(p.life(1), 19, "Bob is dealt 1 ({sets:?}): {}", p.board());
        let want = if sets.is_empty() { 21 } else { 20 };
        assert_eq!(p.life(0), want, "Alice gains 1 unless broken ({sets:?})");
    }
}

#[test]
fn combat_damage_with_lifelink_gains_as_it_is_dealt_510_2() {
    let alice = "battlefield = [\"Vampire Nighthawk\"]\nlibrary = [\"Swamp\"]";
    let bob = "library = [\"Forest\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.pass_until("attacks Bob");
    p.act("attacks Bob with Vampire Nighthawk");
    for _ in 0..20 {
        if p.life(1) < 20 {
            break;
        }
        let eng = p.eng();
        let a = eng.actions(&p.g)[0].clone();
        p.g = eng.apply(&p.g, &a);
    }
    assert_eq!((p.life(0), p.life(1)), (22, 18), "{}", p.board());
}
