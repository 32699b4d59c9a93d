//! An amount counted from what an earlier instruction moved "this way", as it last existed
//! (CR 608.2h, 208.3): Grand Ossuary's chaos ability, "each player exiles all creatures they
//! control and creates X 1/1 green Saproling creature tokens, where X is the total power of the
//! creatures they exiled this way. Then planeswalk." (CR 101.4, 701.31a).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const OSSUARY: &str = "planar_deck = [\"Grand Ossuary\", \"Sokenzan\"]";
const BOB: &str = "library = [\"Island\"]\nplanar_deck = [\"Sokenzan\"]";

fn saprolings(p: &Play, player: u8) -> usize {
    let eng = p.eng();
    p.g.in_zone(Zone::Battlefield)
        .filter(|&c| eng.name(c) == "Saproling" && p.g.obj(c).controller == player)
        .count()
}

fn model(alice: &str, bob: &str) -> String {
    duel(1, alice, bob).replacen("turns = 1\n", "turns = 1\ntokens = { Saproling = 3 }\n", 1)
}

/// Alice rolls chaos on Grand Ossuary and the ability resolves.
fn chaos(p: &mut Play) {
    p.act("Alice rolls the planar die, paying {0}");
    p.act("shows the chaos symbol");
    p.pass_all();
}

#[test]
fn each_player_makes_saprolings_for_the_power_they_exiled_as_it_last_existed_608_2h() {
    let a = format!("battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]\n{OSSUARY}");
    let b = format!("battlefield = [{{ card = \"Memnite\", counters = 1 }}]\n{BOB}");
    let mut p = Play::new(&model(&a, &b));
    p.to(1, Step::Main1);
    chaos(&mut p);
    assert_eq!(p.g.obj(p.card("Grizzly Bears")).zone, Zone::Exile);
    assert_eq!(p.g.obj(p.card("Memnite")).zone, Zone::Exile);
    assert_eq!(saprolings(&p, 0), 2, "Grizzly Bears's power 2");
    assert_eq!(
        saprolings(&p, 1),
        2,
        "Memnite with its +1/+1 counter, as it last existed on the battlefield"
    );
    // "Then planeswalk" (CR 701.31a): Sokenzan is face up, Grand Ossuary under Alice's deck.
    assert_eq!(p.planar_deck(0), ["Grand Ossuary"]);

    // The broken variant: the card's power in exile (no counter, 400.7): one Saproling.
    let mut p = Play::with_rules(&model(&a, &b), &["exiled-power.lki=in-exile"]);
    p.to(1, Step::Main1);
    chaos(&mut p);
    assert_eq!(saprolings(&p, 1), 1);
}

#[test]
fn a_creature_counts_for_the_player_who_controlled_and_exiled_it_not_its_owner() {
    // Alice exchanges control of her Grizzly Bears and Bob's Memnite (Switcheroo), then rolls
    // chaos: she exiles Memnite (Bob's card) and gets one Saproling; Bob exiles the Bears and
    // gets two.
    let a = format!(
        "hand = [\"Switcheroo\"]\nbattlefield = [\"Grizzly Bears\", \"Island\", \"Island\", \
         \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]\n{OSSUARY}"
    );
    let b = format!("battlefield = [\"Memnite\"]\n{BOB}");
    let mut p = Play::new(&model(&a, &b));
    p.to(1, Step::Main1);
    p.act("Alice casts Switcheroo");
    p.pass_all();
    let memnite = p.card("Memnite");
    assert_eq!(p.g.obj(memnite).controller, 0, "Alice controls Memnite");
    chaos(&mut p);
    assert_eq!(saprolings(&p, 0), 1, "Memnite's power, exiled by Alice");
    assert_eq!(saprolings(&p, 1), 2, "Grizzly Bears's power, exiled by Bob");
}

#[test]
fn a_player_with_no_creatures_makes_none() {
    let a = format!("library = [\"Island\"]\n{OSSUARY}");
    let b = format!("battlefield = [\"Grizzly Bears\"]\n{BOB}");
    let mut p = Play::new(&model(&a, &b));
    p.to(1, Step::Main1);
    chaos(&mut p);
    assert_eq!(saprolings(&p, 0), 0);
    assert_eq!(saprolings(&p, 1), 2);
}

#[test]
fn exiled_this_way_needs_an_earlier_exile() {
    let card = r#"
[[card]]
name = "Spore Count"
types = ["sorcery"]
cost = "{G}"
text = "Create X Saprolings, where X is the total power of the creatures you exiled this way."
spell = [{ create = "a number of Saproling tokens equal to the total power of the creatures you exiled this way" }]
"#;
    let model = format!(
        "{}{card}",
        duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
    );
    let e = load_error("spore.toml", &model);
    assert!(
        e.contains("no earlier instruction of this ability exiles anything"),
        "{e}"
    );
}

#[test]
fn the_total_power_of_creatures_you_control_is_counted_now() {
    // The same phrase with a description: the creatures now (no "this way").
    let card = r#"
[[card]]
name = "Spore Tally"
types = ["sorcery"]
cost = "{G}"
text = "Create a number of Saproling tokens equal to the total power of creatures you control."
spell = [{ create = "a number of Saproling tokens equal to the total power of creatures you control" }]
"#;
    let a = "hand = [\"Spore Tally\"]\nbattlefield = [\"Grizzly Bears\", \"Forest\"]\nlibrary = [\"Island\"]";
    let toml = format!("{}{card}", model(a, "library = [\"Island\"]"));
    let mut p = Play::new(&toml);
    p.to(1, Step::Main1);
    p.act("Alice casts Spore Tally");
    p.pass_all();
    assert_eq!(saprolings(&p, 0), 2);
}
