//! Keyword counters (CR 122.1b: "a flying counter" gives the object flying) and a conditional
//! enters-with replacement (614.1c: Dust Animus's "If you control five or more untapped
//! lands, this creature enters with two +1/+1 counters and a lifelink counter on it.").

mod common;

use common::{duel, load_error, Play};
use rulecheck::cards::Keyword;
use rulecheck::engine::Step;

const CARDS: &str = r#"
[[card]]
name = "Wings"
cost = "{U}"
types = ["instant"]
text = "Put a flying counter on target creature."
spell = [{ put = "a flying counter", on = "target creature" }]

[[card]]
name = "Clip"
cost = "{U}"
types = ["instant"]
text = "Remove a flying counter from target creature."
spell = [{ remove = "a flying counter", from = "target creature" }]
"#;

fn play(alice: &str) -> Play {
    let bob = "library = [\"Island\"]";
    let mut p = Play::new(&format!("{}{CARDS}", duel(1, alice, bob)));
    p.to(1, Step::Main1);
    p
}

#[test]
fn a_keyword_counter_gives_its_keyword_and_removing_it_takes_it_away_122_1b() {
    let mut p = play(
        "hand = [\"Wings\", \"Clip\"]\nbattlefield = [\"Island\", \"Island\", \"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    );
    let bears = p.card("Grizzly Bears");
    assert!(!p.eng().has_keyword(&p.g, bears, Keyword::Flying));
    p.act("Alice casts Wings, targeting Grizzly Bears");
    p.pass_all();
    assert!(p.eng().has_keyword(&p.g, bears, Keyword::Flying));
    assert!(p.board().contains("flying counter"), "{}", p.board());
    p.act("Alice casts Clip, targeting Grizzly Bears");
    p.pass_all();
    assert!(!p.eng().has_keyword(&p.g, bears, Keyword::Flying));
}

fn animus(plains: usize) -> Play {
    let lands = vec!["\"Plains\""; plains].join(", ");
    let mut p = play(&format!(
        "hand = [\"Dust Animus\"]\nbattlefield = [{lands}]\nlibrary = [\"Island\"]"
    ));
    p.act("Alice casts Dust Animus");
    p.pass_all();
    p
}

#[test]
fn dust_animus_counts_the_lands_untapped_as_it_enters_614_1c() {
    // Seven Plains, two tapped to cast it: five untapped.
    let p = animus(7);
    let animus = p.card("Dust Animus");
    assert_eq!(
        (p.eng().power(&p.g, animus), p.eng().toughness(&p.g, animus)),
        (4, 5)
    );
    assert!(p.eng().has_keyword(&p.g, animus, Keyword::Lifelink));
    // Six: four untapped.
    let p = self::animus(6);
    let animus = p.card("Dust Animus");
    assert_eq!(p.eng().power(&p.g, animus), 2);
    assert!(!p.eng().has_keyword(&p.g, animus, Keyword::Lifelink));
}

#[test]
fn a_keyword_that_cant_be_a_counter_is_refused() {
    let err = load_error(
        "m.toml",
        &format!(
            "{}\n[[card]]\nname = \"Bad\"\ncost = \"{{U}}\"\ntypes = [\"instant\"]\ntext = \"x\"\nspell = [{{ put = \"a defender counter\", on = \"target creature\" }}]\n",
            duel(1, "library = [\"Island\"]", "library = [\"Island\"]")
        ),
    );
    assert!(err.contains("a kind of counter"), "{err}");
}
