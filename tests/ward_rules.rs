//! Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an
//! opponent controls, counter that spell or ability unless that player pays [cost]." The
//! player chooses whether to pay (118.12a), and can pay only with the mana they can make;
//! a countered spell goes to its owner's graveyard, a countered ability just leaves the stack
//! (701.6a). A face-down disguised permanent has ward {2} (702.168a).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const FBLTHP: &str = "Fblthp, Lost on the Range";

fn load_error(text: &str) -> String {
    common::load_error("m.toml", text)
}

/// Alice controls Fblthp (ward {2}); on her turn, in her first main phase, Bob (who controls
/// `bob`) has priority.
fn bob_faces_fblthp(bob: &str, sets: &[&str]) -> Play {
    let alice = format!("battlefield = [\"{FBLTHP}\"]\nlibrary = [\"Island\"]");
    let bob = format!("{bob}\nlibrary = [\"Mountain\"]");
    let mut p = Play::with_rules(&duel(1, &alice, &bob), sets);
    p.to(1, Step::Main1);
    p.act("Alice passes priority");
    p
}

/// Bob bolts Fblthp with `mountains` Mountains; both pass: ward's trigger resolves.
fn bolt_fblthp(mountains: usize, sets: &[&str]) -> Play {
    let lands = vec!["\"Mountain\""; mountains].join(", ");
    let bob = format!("hand = [\"Lightning Bolt\"]\nbattlefield = [{lands}]");
    let mut p = bob_faces_fblthp(&bob, sets);
    p.act(&format!("Bob casts Lightning Bolt, targeting {FBLTHP}"));
    p
}

#[test]
fn an_opponents_spell_is_countered_unless_he_pays_702_21a() {
    let mut p = bolt_fblthp(3, &[]);
    // CR 603.2e, 603.3: ward triggered as the Bolt was cast, and is on the stack above it.
    assert_eq!(p.g.stack.len(), 2, "{}", p.board());
    p.pass_all();
    let options = p.options();
    assert!(
        options.iter().any(|o| o.starts_with("Bob pays for"))
            && options.iter().any(|o| o.starts_with("Bob doesn't pay {2}")),
        "Bob chooses whether to pay ward's {{2}} (CR 118.12a): {options:#?}"
    );
    p.act("Bob doesn't pay {2}");
    // CR 701.6a: the countered Bolt goes to its owner's graveyard; Fblthp is undamaged.
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(p.cards_in(Zone::Graveyard), vec!["Lightning Bolt"]);
    assert_eq!(p.g.obj(p.card(FBLTHP)).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card(FBLTHP)).damage, 0);
}

#[test]
fn paid_the_spell_resolves_118_12a() {
    let mut p = bolt_fblthp(3, &[]);
    p.pass_all();
    assert!(
        p.can(&format!(
            "Bob pays for {FBLTHP}'s trigger, paying {{2}} (tapping Mountain, Mountain)"
        )),
        "{:#?}",
        p.options()
    );
    p.act("Bob pays for");
    // The Bolt is still on the stack, and resolves.
    assert_eq!(p.g.stack.len(), 1, "{}", p.board());
    p.pass_all();
    assert_eq!(p.g.obj(p.card(FBLTHP)).zone, Zone::Graveyard);
}

#[test]
fn without_the_mana_he_cant_pay_and_it_is_countered_118_12a() {
    let mut p = bolt_fblthp(2, &[]);
    p.pass_all();
    let options = p.options();
    assert_eq!(
        options.len(),
        1,
        "one Mountain left: Bob can't pay {{2}}: {options:#?}"
    );
    assert!(
        options[0].starts_with("Bob doesn't pay {2}"),
        "{options:#?}"
    );
    p.act("Bob doesn't pay {2}");
    assert_eq!(p.g.obj(p.card(FBLTHP)).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card("Lightning Bolt")).zone, Zone::Graveyard);
}

#[test]
fn an_ability_targeting_it_is_countered_702_21a() {
    let bob = "battlefield = [\"Prodigal Pyromancer\", \"Mountain\", \"Mountain\"]";
    let mut p = bob_faces_fblthp(bob, &[]);
    p.act(&format!(
        "Bob activates Prodigal Pyromancer's ability, targeting {FBLTHP}"
    ));
    // CR 602.2b, 603.2e: the ability is on the stack, ward's trigger above it.
    assert_eq!(p.g.stack.len(), 2, "{}", p.board());
    p.pass_all();
    p.act("Bob doesn't pay {2}");
    // CR 701.6a: a countered ability leaves the stack; it deals no damage.
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(p.g.obj(p.card(FBLTHP)).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card(FBLTHP)).damage, 0);
    assert_eq!((p.life(0), p.life(1)), (20, 20));
}

#[test]
fn a_paid_ability_resolves_702_21a() {
    let bob = "battlefield = [\"Prodigal Pyromancer\", \"Mountain\", \"Mountain\"]";
    let mut p = bob_faces_fblthp(bob, &[]);
    p.act(&format!(
        "Bob activates Prodigal Pyromancer's ability, targeting {FBLTHP}"
    ));
    p.pass_all();
    p.act("Bob pays for");
    p.pass_all();
    assert_eq!(p.g.obj(p.card(FBLTHP)).zone, Zone::Graveyard);
}

#[test]
fn its_controllers_own_spell_doesnt_trigger_ward_702_21a() {
    let alice = format!(
        "hand = [\"Lightning Bolt\"]\nbattlefield = [\"{FBLTHP}\", \"Mountain\"]\nlibrary = [\"Island\"]"
    );
    let mut p = Play::new(&duel(1, &alice, "library = [\"Mountain\"]"));
    p.to(1, Step::Main1);
    p.act(&format!("Alice casts Lightning Bolt, targeting {FBLTHP}"));
    assert_eq!(p.g.stack.len(), 1, "only the Bolt: {}", p.board());
    p.pass_all();
    assert_eq!(p.g.obj(p.card(FBLTHP)).zone, Zone::Graveyard);
}

#[test]
fn a_face_down_disguised_permanent_has_ward_2_702_168a() {
    let alice = "hand = [\"Bubble Smuggler\"]\nbattlefield = [\"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]";
    let bob = "hand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Mountain\"]";
    let mut p = Play::new(&duel(1, alice, bob));
    p.to(1, Step::Main1);
    p.act("face down");
    p.pass_all();
    let smuggler = p.card("Bubble Smuggler");
    assert!(p.g.obj(smuggler).face_down && p.g.obj(smuggler).zone == Zone::Battlefield);
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting face-down Bubble Smuggler");
    assert_eq!(p.g.stack.len(), 2, "ward {{2}} triggered: {}", p.board());
    p.pass_all();
    assert!(p.can("Bob pays for"), "{:#?}", p.options());
    p.act("Bob doesn't pay {2}");
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(p.g.obj(smuggler).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card("Lightning Bolt")).zone, Zone::Graveyard);
}

#[test]
fn the_broken_variant_never_counters() {
    let mut p = bolt_fblthp(3, &["ward=none"]);
    assert_eq!(p.g.stack.len(), 1, "no ward trigger: {}", p.board());
    p.pass_all();
    assert_eq!(p.g.obj(p.card(FBLTHP)).zone, Zone::Graveyard);
}

/// A custom card with the ability written out, and the keyword, read alike.
fn custom(lines: &str) -> String {
    duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        + "\n[[card]]\nname = \"Warded\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\ntext = \"Ward {1}\"\n"
        + lines
}

#[test]
fn unless_a_player_pays_is_a_phrase_118_12a() {
    let text = custom(
        "\n[[card.triggered]]\nwhen = \"this creature becomes the target of a spell or ability an opponent controls\"\ndo = [{ counter = \"that spell or ability\", unless = \"that player pays {1}\" }]\n",
    );
    if let Err(e) = rulecheck::model::parse(std::path::Path::new("m.toml"), &text) {
        panic!("{}", e.render());
    }
    let bad = text.replace("that player pays {1}", "that player gives {1}");
    let e = load_error(&bad);
    assert!(e.contains("[player] pays [cost]"), "{e}");
    let bad = text.replace("that player pays {1}", "that player pays {X}");
    let e = load_error(&bad);
    assert!(e.contains("no {X}"), "{e}");
}

#[test]
fn ward_is_a_mana_cost() {
    let e = load_error(&custom("ward = \"two\"\n"));
    assert!(e.contains("`ward` is a mana cost"), "{e}");
    let e = load_error(&custom("ward = \"{X}\"\n"));
    assert!(e.contains("702.21b"), "{e}");
    let ok = custom("ward = \"{1}\"\n");
    if let Err(e) = rulecheck::model::parse(std::path::Path::new("m.toml"), &ok) {
        panic!("{}", e.render());
    }
}

#[test]
fn a_triggered_ability_targeting_it_is_countered_702_21a() {
    // Bob plots Longhorn Sharpshooter on his turn: its "when this card becomes plotted, it
    // deals 2 damage to any target" targets Fblthp as it is put on the stack (CR 603.3d).
    let alice = format!("battlefield = [\"{FBLTHP}\"]\nlibrary = [\"Island\", \"Island\"]");
    let bob = "hand = [\"Longhorn Sharpshooter\"]\nbattlefield = [\"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\", \"Mountain\"]\nlibrary = [\"Mountain\", \"Mountain\"]";
    let mut p = Play::new(&duel(2, &alice, bob));
    p.to(2, Step::Main1);
    p.act("Bob plots Longhorn Sharpshooter");
    let options = p.options();
    let Some(at_fblthp) = options.iter().find(|o| o.contains(FBLTHP)) else {
        panic!("Bob chooses the trigger's target: {options:#?}");
    };
    let at_fblthp = at_fblthp.clone();
    p.act(&at_fblthp);
    // CR 603.2e: ward triggered as the ability was put on the stack; it is above it.
    assert_eq!(p.g.stack.len(), 2, "{}", p.board());
    p.pass_all();
    p.act("Bob doesn't pay {2}");
    assert!(p.g.stack.is_empty(), "{}", p.board());
    assert_eq!(p.g.obj(p.card(FBLTHP)).zone, Zone::Battlefield);
    assert_eq!(p.g.obj(p.card(FBLTHP)).damage, 0);
}

#[test]
fn that_spell_or_ability_needs_a_targeting_event_603_2e() {
    let text = custom(
        "\n[[card.triggered]]\nwhen = \"this creature enters\"\ndo = [{ counter = \"that spell or ability\", unless = \"that player pays {1}\" }]\n",
    );
    let e = load_error(&text);
    assert!(
        e.contains("'that spell or ability' is the spell or ability"),
        "{e}"
    );
}

/// Bob, at `life`, bolts Alice's Owlin Shieldmage (ward—pay 3 life) with his Mountain; both
/// pass: ward's trigger resolves.
fn bolt_shieldmage(life: u8, sets: &[&str]) -> Play {
    let alice = "battlefield = [\"Owlin Shieldmage\"]\nlibrary = [\"Island\"]";
    let bob = format!(
        "life = {life}\nhand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Mountain\"]"
    );
    let mut p = Play::with_rules(&duel(1, alice, &bob), sets);
    p.to(1, Step::Main1);
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting Owlin Shieldmage");
    p.pass_all();
    p
}

#[test]
fn ward_pay_life_is_paid_with_life_119_4() {
    let mut p = bolt_shieldmage(4, &[]);
    assert_eq!(
        p.options(),
        [
            "Bob doesn't pay 3 life for Owlin Shieldmage's trigger",
            "Bob pays for Owlin Shieldmage's trigger, paying 3 life",
        ]
    );
    p.act("paying 3 life");
    assert_eq!(p.life(1), 1);
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Owlin Shieldmage")).zone, Zone::Graveyard);
    // Declined, the Bolt is countered and Bob keeps his life.
    let mut p = bolt_shieldmage(4, &[]);
    p.act("doesn't pay 3 life");
    assert_eq!(p.life(1), 4);
    assert_eq!(p.g.obj(p.card("Lightning Bolt")).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(p.card("Owlin Shieldmage")).zone, Zone::Battlefield);
}

#[test]
fn ward_pay_life_cant_be_paid_with_less_life_119_4() {
    let p = bolt_shieldmage(2, &[]);
    assert_eq!(
        p.options(),
        ["Bob doesn't pay 3 life for Owlin Shieldmage's trigger"]
    );
    // The broken variant lets any life total pay.
    let mut p = bolt_shieldmage(2, &["cost.pay-life=unlimited"]);
    p.act("paying 3 life");
    assert_eq!(p.life(1), -1);
}

#[test]
fn ward_pay_life_is_read_at_load() {
    let card = |ward: &str| {
        format!(
            "{}[[card]]\nname = \"Warded\"\ncost = \"{{1}}\"\ntypes = [\"artifact\"]\nward = \"{ward}\"\n",
            duel(1, "battlefield = [\"Warded\"]", "library = [\"Island\"]")
        )
    };
    let e = load_error(&card("pay many life"));
    assert!(
        e.contains("life paid is a whole number from 1 to 255"),
        "{e}"
    );
    let e = load_error(&card("{Q}"));
    assert!(
        e.contains("`ward` is a mana cost such as \"{2}\", or \"pay 3 life\""),
        "{e}"
    );
}

/// "You may pay 3 life. If you do, draw a card." (CR 608.2d, 119.4): the same payment as an
/// instruction of the card's own, by its controller.
#[test]
fn you_may_pay_life_as_an_instruction_119_4() {
    let model = |life: u8| {
        format!(
            "{}[[card]]\nname = \"Blood Bargain\"\ncost = \"{{B}}\"\ntypes = [\"sorcery\"]\n\
             spell = [{{ pay = \"3 life\", may = true }}, {{ draw = 1, if = \"you do\" }}]\n",
            duel(
                1,
                &format!("life = {life}\nhand = [\"Blood Bargain\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Swamp\"]"),
                "library = [\"Island\"]"
            )
        )
    };
    let mut p = Play::new(&model(5));
    p.to(1, Step::Main1);
    p.act("Alice casts Blood Bargain");
    p.pass_all();
    p.act("paying 3 life");
    assert_eq!((p.life(0), p.library(0).len()), (2, 0));
    let mut p = Play::new(&model(2));
    p.to(1, Step::Main1);
    p.act("Alice casts Blood Bargain");
    p.pass_all();
    assert_eq!(p.options(), ["Alice doesn't pay 3 life for Blood Bargain"]);
}
