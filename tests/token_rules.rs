//! Tokens (CR 111), investigate (701.16a) and a spell's own cast trigger that functions on the
//! stack (601.2i, 113.6), rule by rule, through Rory Williams and the Clue.

mod common;

use common::{duel, Play};
use rulecheck::engine::{Outcome, Step, Zone};

/// The error a model text gives as it loads.
fn load_error(text: &str) -> String {
    common::load_error("m.toml", text)
}

const ALICE_RORY: &str = "hand = [\"Rory Williams\"]\nbattlefield = [\"Plains\", \"Island\", \"Island\", \"Island\"]\nlibrary = [\"Island\", \"Island\"]";
const BOB_COUNTER: &str =
    "hand = [\"Counterspell\"]\nbattlefield = [\"Island\", \"Island\"]\nlibrary = [\"Island\"]";
const BOB_IDLE: &str = "library = [\"Island\"]";

/// The Clues that exist (CR 111.7: a free slot is no object), by zone.
fn clues(p: &Play) -> Vec<(Zone, u8)> {
    let eng = p.eng();
    p.g.ids()
        .filter(|&c| eng.name(c) == "Clue" && p.g.obj(c).zone != Zone::Nowhere)
        .map(|c| (p.g.obj(c).zone, p.g.obj(c).controller))
        .collect()
}

/// CR 601.2i, 113.6: casting Rory from hand triggers its own ability, on the stack above it;
/// it exiles the spell with three time counters, it gains suspend (702.62b), and Alice
/// investigates (701.16a): a Clue she owns and controls (111.2).
#[test]
fn rory_exiles_itself_and_investigates_601_2i_701_16a() {
    let mut p = Play::new(&duel(1, ALICE_RORY, BOB_IDLE));
    p.to(1, Step::Main1);
    assert!(clues(&p).is_empty(), "no Clue before anyone investigates");
    p.act("Alice casts Rory Williams");
    assert_eq!(p.g.stack.len(), 2, "Rory and its trigger above it");
    p.pass_all();
    let rory = p.card("Rory Williams");
    assert_eq!(p.g.obj(rory).zone, Zone::Exile);
    assert_eq!(p.g.obj(rory).time, 3);
    assert!(p.eng().is_suspended(&p.g, rory));
    assert!(
        p.g.stack.is_empty(),
        "the spell left the stack: it never resolves"
    );
    assert_eq!(clues(&p), [(Zone::Battlefield, 0)]);
    let clue = p.g.ids().find(|&c| p.eng().name(c) == "Clue").unwrap();
    assert_eq!(p.eng().owner(clue), 0, "the creator owns the token");
}

/// CR 400.7: Bob counters Rory in response to its trigger; the card in the graveyard is a new
/// object, so the trigger cannot exile it, but it still investigates (608.2c).
#[test]
fn countered_rory_stays_in_the_graveyard_400_7() {
    let mut p = Play::new(&duel(1, ALICE_RORY, BOB_COUNTER));
    p.to(1, Step::Main1);
    p.act("Alice casts Rory Williams");
    p.act("Alice passes priority");
    p.act("Bob casts Counterspell, targeting Rory Williams");
    p.pass_all(); // Counterspell resolves
    p.pass_all(); // the trigger resolves
    let rory = p.card("Rory Williams");
    assert_eq!(p.g.obj(rory).zone, Zone::Graveyard);
    assert_eq!(p.g.obj(rory).time, 0);
    assert_eq!(clues(&p), [(Zone::Battlefield, 0)]);
}

/// The deliberately broken variant (`zone-change.new-object=keeps-status`): the trigger
/// finds the countered card in the graveyard and exiles it.
#[test]
fn without_400_7_the_trigger_exiles_the_countered_card() {
    let mut p = Play::with_rules(
        &duel(1, ALICE_RORY, BOB_COUNTER),
        &["zone-change.new-object=keeps-status"],
    );
    p.to(1, Step::Main1);
    p.act("Alice casts Rory Williams");
    p.act("Alice passes priority");
    p.act("Bob casts Counterspell, targeting Rory Williams");
    p.pass_all();
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Rory Williams")).zone, Zone::Exile);
}

/// "from anywhere other than exile": cast by suspend from exile, Rory does not trigger and
/// resolves (with haste, 702.62a).
#[test]
fn rory_cast_from_exile_does_not_trigger_601_2i() {
    let mut p = Play::new(&duel(
        1,
        "exile = [{ card = \"Rory Williams\", time = 1, suspend = true }]\nlibrary = [\"Island\"]",
        BOB_IDLE,
    ));
    p.pass_all(); // suspend's upkeep trigger: the last time counter comes off
    p.pass_all(); // the last-counter trigger: Alice may cast it
    p.act("Alice casts Rory Williams");
    assert_eq!(
        p.g.stack.len(),
        1,
        "no cast trigger: Rory was cast from exile"
    );
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Rory Williams")).zone, Zone::Battlefield);
    assert!(clues(&p).is_empty());
}

/// The Clue: "{2}, Sacrifice this token: Draw a card." Sacrificed as a cost it goes to the
/// graveyard and ceases to exist there (CR 704.5d); its ability still resolves (113.7a).
#[test]
fn a_sacrificed_clue_ceases_to_exist_and_draws_704_5d() {
    let mut p = Play::new(&duel(
        1,
        "battlefield = [\"Clue\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]",
        BOB_IDLE,
    ));
    p.to(1, Step::Main1);
    p.act("Alice activates Clue");
    assert!(clues(&p).is_empty(), "the sacrificed token is gone at once");
    assert_eq!(p.g.stack.len(), 1);
    p.pass_all();
    assert_eq!(p.cards_in(Zone::Hand), ["Island"]);
    assert!(!p.can("activates Clue"));
}

/// The deliberately broken variant (`token.ceases=stays`): the Clue lies in the graveyard.
#[test]
fn without_704_5d_the_token_stays_in_the_graveyard() {
    let mut p = Play::with_rules(
        &duel(
            1,
            "battlefield = [\"Clue\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]",
            BOB_IDLE,
        ),
        &["token.ceases=stays"],
    );
    p.to(1, Step::Main1);
    p.act("Alice activates Clue");
    assert_eq!(clues(&p), [(Zone::Graveyard, 0)]);
}

/// Symmetry: two identical Clues are one choice (activating one or the other leads to
/// symmetric states); without symmetry each is offered.
#[test]
fn identical_tokens_are_one_choice() {
    let text = duel(
        1,
        "battlefield = [\"Clue\", \"Clue\", \"Island\", \"Island\"]\nlibrary = [\"Island\"]",
        BOB_IDLE,
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    let offered = |p: &Play, symmetry: bool| {
        let eng = p.eng().with_symmetry(symmetry);
        eng.actions(&p.g)
            .iter()
            .map(|a| eng.describe(&p.g, a))
            .filter(|d| d.contains("activates Clue"))
            .count()
    };
    assert_eq!(offered(&p, true), 1);
    assert_eq!(offered(&p, false), 2);
    p.act("Alice activates Clue");
    p.pass_all();
    // The remaining Clue is packed into the first slot: the state does not depend on which
    // one was sacrificed.
    let eng = p.eng();
    let slots: Vec<Zone> =
        p.g.ids()
            .filter(|&c| eng.name(c) == "Clue")
            .map(|c| p.g.obj(c).zone)
            .collect();
    assert_eq!(slots[0], Zone::Battlefield);
}

const BURST: &str = r#"
[[card]]
name = "Clue Burst"
cost = "{U}"
types = ["instant"]
text = "Create two Clue tokens."
spell = [{ create = "two Clue tokens" }]
"#;

/// "create N [name] tokens" (CR 111.2), with the model's slots; running out of slots cuts the
/// state (`Outcome::TokenLimit`) rather than skipping the token.
#[test]
fn creating_beyond_the_slots_cuts_the_state_111_2() {
    let alice = "hand = [\"Clue Burst\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\"]";
    let mut p = Play::new(&format!("{}{BURST}", duel(1, alice, BOB_IDLE)));
    p.to(1, Step::Main1);
    p.act("Alice casts Clue Burst");
    p.pass_all();
    assert_eq!(clues(&p), [(Zone::Battlefield, 0), (Zone::Battlefield, 0)]);
    assert_eq!(p.g.outcome, None);

    let text = format!(
        "tokens = {{ Clue = 1 }}\n{}{BURST}",
        duel(1, alice, BOB_IDLE)
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    p.act("Alice casts Clue Burst");
    p.pass_all();
    assert_eq!(p.g.outcome, Some(Outcome::TokenLimit));
    assert!(
        p.board().contains("token slots are all in use"),
        "{}",
        p.board()
    );
}

/// The checker reports the cut: the search is incomplete and says which bound to raise.
#[test]
fn the_token_bound_is_reported_by_check() {
    let alice = "hand = [\"Clue Burst\"]\nbattlefield = [\"Island\"]\nlibrary = [\"Island\"]";
    let text = format!(
        "tokens = {{ Clue = 1 }}\n{}{BURST}\n[[property]]\nid = \"two-clues\"\nkind = \"sometimes\"\nexpr = '''count(c in cards where c.name == \"Clue\") == 2'''\n",
        duel(1, alice, BOB_IDLE)
    );
    let dir = std::env::temp_dir().join(format!("token-bound-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("m.toml");
    std::fs::write(&path, text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .args(["check", "--no-shared"])
        .arg(&path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(152), "{stdout}");
    assert!(
        stdout.contains("a token of 'Clue' was to be created but all of the model's slots for it are in use (1 per player; raise `tokens = { \"Clue\" = 2 }` in the model)"),
        "{stdout}"
    );
}

/// Load-time errors: a token listed outside the battlefield, a bound for a token no card
/// creates, a bound out of range, a created token with no definition, a malformed phrase.
#[test]
fn token_mistakes_are_load_errors() {
    let e = load_error(&duel(1, "hand = [\"Clue\"]", BOB_IDLE));
    assert!(
        e.contains("'Clue' is a token: a token in hand ceases to exist"),
        "{e}"
    );

    let e = load_error(&format!(
        "tokens = {{ Clu = 1 }}\n{}",
        duel(1, ALICE_RORY, BOB_IDLE)
    ));
    assert!(
        e.contains("no card of this model creates 'Clu' tokens"),
        "{e}"
    );
    assert!(e.contains("Clue"), "a did-you-mean: {e}");

    let e = load_error(&format!(
        "tokens = {{ Clue = 99 }}\n{}",
        duel(1, ALICE_RORY, BOB_IDLE)
    ));
    assert!(
        e.contains("token slots must be between 0 and 16, not 99"),
        "{e}"
    );

    let goblins = "[[card]]\nname = \"Muster\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\nspell = [{ create = \"a Gremlin token\" }]\n";
    let e = load_error(&format!(
        "{}{goblins}",
        duel(1, "hand = [\"Muster\"]", BOB_IDLE)
    ));
    assert!(
        e.contains("a card creates 'Gremlin' tokens, but no token definition has that name"),
        "{e}"
    );

    let bad = "[[card]]\nname = \"Muster\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\nspell = [{ create = \"a Goblin\" }]\n";
    let e = load_error(&format!(
        "{}{bad}",
        duel(1, "hand = [\"Muster\"]", BOB_IDLE)
    ));
    assert!(e.contains("expected 'token' or 'tokens' at the end"), "{e}");
    assert!(e.contains("m.toml:"), "{e}");
}

/// A model may define its own token (the same language, `token = true`) and create it.
#[test]
fn a_model_defines_its_own_token_111_4() {
    let text = format!(
        "{}{}",
        duel(
            1,
            "hand = [\"Muster\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\"]",
            BOB_IDLE
        ),
        r#"
[[card]]
name = "Gremlin"
token = true
types = ["creature"]
subtypes = ["Gremlin"]
power = 1
toughness = 1

[[card]]
name = "Muster"
cost = "{R}"
types = ["sorcery"]
spell = [{ create = "a Gremlin token" }]
"#
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    p.act("Alice casts Muster");
    p.pass_all();
    let eng = p.eng();
    let goblins: Vec<u16> =
        p.g.in_zone(Zone::Battlefield)
            .filter(|&c| eng.name(c) == "Gremlin")
            .collect();
    assert_eq!(goblins.len(), 1);
    assert!(
        p.g.obj(goblins[0]).sick,
        "a token is a new permanent (CR 302.6)"
    );
}
