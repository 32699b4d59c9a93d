//! Mana that persists (CR 106.4, 500.4): "Players don't lose unspent mana as steps and phases
//! end." (Upwelling) keeps each covered player's mana in their pool as a step or phase ends,
//! while the static ability is in play; "You don't lose ..." covers only its controller.

mod common;

use common::{duel, Play};
use rulecheck::engine::Step;

fn pool(p: &Play, player: usize) -> String {
    p.g.players[player]
        .pool
        .as_deref()
        .map_or("empty".into(), |q| q.symbols())
}

/// An invented enchantment with the "you" form of the sentence.
const HOARD: &str = r#"
[[card]]
name = "Test Hoard"
cost = "{2}"
types = ["enchantment"]
statics = ["You don't lose unspent mana as steps and phases end."]
text = "You don't lose unspent mana as steps and phases end."
"#;

/// Alice: `permanent`, a Swamp and Dark Ritual; Bob: a Swamp, Dark Ritual and Disenchant with a
/// Plains, so either player can float mana and Bob can remove the enchantment.
fn ritual(permanent: &str, rules: &[&str]) -> Play {
    let text = format!(
        "{}{HOARD}",
        duel(
            2,
            &format!(
                "hand = [\"Dark Ritual\"]\nbattlefield = [\"{permanent}\", \"Swamp\"]\nlibrary = [\"Swamp\", \"Swamp\"]"
            ),
            "hand = [\"Dark Ritual\", \"Disenchant\"]\nbattlefield = [\"Swamp\", \"Plains\", \"Plains\"]\nlibrary = [\"Island\", \"Island\"]",
        )
    );
    let mut p = Play::with_rules(&text, rules);
    p.to(1, Step::Main1);
    p
}

/// CR 106.4, 500.4 as Upwelling changes it: Dark Ritual's {B}{B}{B} stays in Alice's pool as
/// her main phase, and her turn, end: it is still there in Bob's turn.
#[test]
fn upwelling_keeps_unspent_mana_as_steps_and_phases_end_106_4() {
    let mut p = ritual("Upwelling", &[]);
    p.act("Alice casts Dark Ritual");
    p.pass_all();
    assert_eq!(pool(&p, 0), "{B}{B}{B}");
    p.to(2, Step::Upkeep);
    assert_eq!(pool(&p, 0), "{B}{B}{B}", "kept into Bob's turn");
    // The broken variant empties it as the main phase ends (500.4 unchanged).
    let mut p = ritual("Upwelling", &["mana.keep-unspent=ignored"]);
    p.act("Alice casts Dark Ritual");
    p.pass_all();
    assert_eq!(pool(&p, 0), "{B}{B}{B}", "the same main phase");
    p.pass_all();
    assert_ne!(p.g.step, Step::Main1);
    assert_eq!(pool(&p, 0), "empty");
}

/// The static works only while Upwelling is on the battlefield (CR 604.1, 611.3a): once Bob's
/// Disenchant destroys it, the pools empty as the next step ends.
#[test]
fn without_upwelling_the_pools_empty_again_500_4() {
    let mut p = ritual("Upwelling", &[]);
    p.act("Alice casts Dark Ritual");
    p.pass_all();
    p.act("Alice passes priority");
    p.act("Bob casts Disenchant, targeting Upwelling");
    p.pass_all();
    assert_eq!(p.g.step, Step::Main1);
    assert_eq!(pool(&p, 0), "{B}{B}{B}", "the same step: not yet lost");
    p.pass_all();
    assert_ne!(p.g.step, Step::Main1);
    assert_eq!(pool(&p, 0), "empty");
}

/// "You don't lose unspent mana ..." covers its controller only: Alice's Test Hoard keeps her
/// mana, not Bob's, who floats Dark Ritual's mana in her turn.
#[test]
fn you_dont_lose_unspent_mana_covers_its_controller_only() {
    let mut p = ritual("Test Hoard", &[]);
    p.act("Alice casts Dark Ritual");
    p.pass_all();
    p.act("Alice passes priority");
    p.act("Bob casts Dark Ritual");
    p.pass_all();
    assert_eq!(pool(&p, 1), "{B}{B}{B}");
    p.pass_all();
    assert_ne!(p.g.step, Step::Main1);
    assert_eq!(pool(&p, 0), "{B}{B}{B}", "Alice keeps hers");
    assert_eq!(pool(&p, 1), "empty", "Bob loses his");
}
