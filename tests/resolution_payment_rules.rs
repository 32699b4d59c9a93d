//! Payments as an ability resolves with X chosen then (CR 107.3f, 608.2d, 605.3a): Kilnspire
//! District's "you may pay {X}. If you do, Kilnspire District deals X damage to any target."

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::Step;

fn pool(p: &Play) -> u32 {
    p.g.players[0].pool.as_ref().map_or(0, |q| q.total())
}

const BOB: &str = "library = [\"Island\"]\nplanar_deck = [\"Sokenzan\"]";

/// Alice, with `lands`, on Kilnspire District: in her precombat main phase the plane has given
/// her {R} (one charge counter); she rolls chaos and aims the trigger at `target`.
fn chaos(lands: &str, target: &str, sets: &[&str]) -> Play {
    let a = format!(
        "battlefield = [{lands}]\nlibrary = [\"Island\"]\n\
         planar_deck = [\"Kilnspire District\", \"Sokenzan\"]"
    );
    let mut p = Play::with_rules(&duel(1, &a, BOB), sets);
    p.to(1, Step::Main1);
    p.pass_all();
    assert_eq!(pool(&p), 1, "{{R}} from one charge counter");
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.act(&format!("targets {target}"));
    p.pass_all();
    p
}

#[test]
fn x_is_every_value_the_player_can_pay_0_included_107_3f() {
    let p = chaos("\"Mountain\", \"Mountain\"", "Bob", &[]);
    let options = p.options();
    // Declining, X = 0 (nothing to pay), X = 1 from the pool or a Mountain, ... X = 3 (the
    // pool and both Mountains); nothing above what the sources make.
    assert!(
        options.iter().any(|o| o.contains("doesn't pay {X}")),
        "{options:#?}"
    );
    for x in 0..=3 {
        assert!(
            options.iter().any(|o| o.contains(&format!("with X={x}"))),
            "X={x}: {options:#?}"
        );
    }
    assert!(
        !options.iter().any(|o| o.contains("with X=4")),
        "{options:#?}"
    );
}

#[test]
fn the_ability_deals_the_x_paid_608_2d() {
    let mut p = chaos("\"Mountain\", \"Mountain\"", "Bob", &[]);
    p.act("with X=3");
    assert_eq!(p.life(1), 17, "X = 3: three damage to Bob");
    assert_eq!(pool(&p), 0, "the {{R}} paid part of it");

    // X = 1 paid with the pool's {R} (CR 605.3a): the Mountains stay untapped.
    let mut p = chaos("\"Mountain\", \"Mountain\"", "Bob", &[]);
    let pool_only = p
        .options()
        .into_iter()
        .find(|o| o.contains("with X=1") && !o.contains("Mountain"))
        .unwrap_or_else(|| panic!("{:#?}", p.options()));
    p.act(&pool_only);
    assert_eq!(p.life(1), 19);
    let m = p.card("Mountain");
    assert!(!p.g.obj(m).tapped);

    // Declining: "if you do" is false, no damage; X = 0 is a payment, and deals 0.
    let mut p = chaos("\"Mountain\"", "Bob", &[]);
    p.act("doesn't pay {X}");
    assert_eq!(p.life(1), 20);
    let mut p = chaos("\"Mountain\"", "Bob", &[]);
    p.act("with X=0");
    assert_eq!(p.life(1), 20);
    assert_eq!(pool(&p), 1, "nothing paid");
}

#[test]
fn the_target_is_chosen_as_the_ability_goes_on_the_stack_603_3d() {
    // Alice may aim it at herself: X damage to her.
    let mut p = chaos("\"Mountain\"", "Alice", &[]);
    p.act("with X=2");
    assert_eq!(p.life(0), 18);
    assert_eq!(p.life(1), 20);
}

#[test]
fn broken_variant_reads_x_as_0_after_the_payment() {
    // pay-x.value=zero: the ability's text doesn't define X, so its "X damage" reads 0 though
    // Alice paid three mana.
    let mut p = chaos("\"Mountain\", \"Mountain\"", "Bob", &["pay-x.value=zero"]);
    p.act("with X=3");
    assert_eq!(p.life(1), 20, "the broken variant: no damage");
    assert_eq!(pool(&p), 0, "the mana was spent all the same");
}

#[test]
fn a_payment_has_at_most_one_x() {
    let card = r#"
[[card]]
name = "Double Tax"
types = ["enchantment"]
cost = "{1}"
text = "At the beginning of your upkeep, you may pay {X}{X}. If you do, draw X cards."
[[card.triggered]]
when = "the beginning of your upkeep"
do = [{ pay = "{X}{X}", may = true }, { draw = "X", if = "you do" }]
"#;
    let model = format!(
        "{}{card}",
        duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
    );
    let e = load_error("double.toml", &model);
    assert!(e.contains("at most one {X}"), "{e}");
}

#[test]
fn unless_a_player_pays_has_no_x() {
    let card = r#"
[[card]]
name = "X Tax"
types = ["instant"]
cost = "{U}"
text = "Counter target spell unless its controller pays {X}."
spell = [{ counter = "target spell", unless = "that player pays {X}" }]
"#;
    let model = format!(
        "{}{card}",
        duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
    );
    let e = load_error("xtax.toml", &model);
    assert!(e.contains("has no {X}"), "{e}");
}

#[test]
fn a_cost_with_x_and_coloured_mana_pays_both_107_3f() {
    // "you may pay {X}{G}": X is what is paid beyond the {G}.
    let card = r#"
[[card]]
name = "Growth Tithe"
types = ["enchantment"]
cost = "{1}"
text = "At the beginning of your upkeep, you may pay {X}{G}. If you do, you gain X life."
[[card.triggered]]
when = "the beginning of your upkeep"
do = [{ pay = "{X}{G}", may = true }, { gain-life = "X", if = "you do" }]
"#;
    let a = "battlefield = [\"Growth Tithe\", \"Forest\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Island\"]";
    let model = format!("{}{card}", duel(1, a, "library = [\"Island\"]"));
    let mut p = Play::new(&model);
    p.to(1, Step::Upkeep);
    p.pass_all();
    let options = p.options();
    assert!(
        options.iter().any(|o| o.contains("with X=2")),
        "{options:#?}"
    );
    assert!(
        !options.iter().any(|o| o.contains("with X=3")),
        "the Forest pays {{G}}: {options:#?}"
    );
    p.act("with X=2");
    assert_eq!(p.life(0), 22);
    assert!(p.g.obj(p.card("Forest")).tapped);
}
