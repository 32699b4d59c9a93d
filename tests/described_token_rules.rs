//! Tokens described where they are made (CR 111.2-111.4): "create two 1/1 white Spirit
//! creature tokens with flying" sets every characteristic of the tokens, and names them by
//! their subtypes plus the word "Token" ("Spirit Token", 111.4). A definition of that name
//! (`token = true`) wins over the description; a description that can't be read is a load
//! error that says what it expected.

mod common;

use common::{duel, load_error, Play};
use rulecheck::cards::Keyword;
use rulecheck::engine::{Step, Zone};

/// `top`: top-level lines of the model (`tokens = { ... }`).
fn procession(spell: &str, top: &str) -> String {
    duel(
        1,
        "hand = [\"Test Procession\"]\nbattlefield = [\"Plains\"]\nlibrary = [\"Plains\"]",
        "library = [\"Plains\"]",
    )
    .replacen("turns = 1\n", &format!("turns = 1\n{top}\n"), 1)
        + &format!(
        "\n[[card]]\nname = \"Test Procession\"\ncost = \"{{W}}\"\ntypes = [\"sorcery\"]\nspell = [{{ create = \"{spell}\" }}]\n"
    )
}

fn cast_and_resolve(p: &mut Play) {
    p.to(1, Step::Main1);
    p.act("casts Test Procession");
    p.pass_all();
}

#[test]
fn a_description_sets_name_colour_type_and_keywords_111_4() {
    let mut p = Play::new(&procession(
        "two 1/1 white Spirit creature tokens with flying",
        "",
    ));
    cast_and_resolve(&mut p);
    let spirits: Vec<u16> = (0..p.g.objs.len() as u16)
        .filter(|&c| p.g.obj(c).zone == Zone::Battlefield && p.eng().name(c) == "Spirit Token")
        .collect();
    assert_eq!(spirits.len(), 2, "{}", p.board());
    for c in spirits {
        let def = p.eng().def(c);
        assert!(def.token && def.keywords.contains(&Keyword::Flying));
        assert_eq!(def.subtypes, vec!["Spirit".to_string()]);
        assert_eq!(def.power, Some(rulecheck::cards::Power::Fixed(1)));
        assert_eq!(def.toughness, Some(rulecheck::cards::Power::Fixed(1)));
    }
}

#[test]
fn the_token_slots_are_bounded_by_the_description() {
    let spell = "three 2/2 black Zombie creature tokens";
    // Two slots by default: the third token can't be made, and the search says so.
    let mut p = Play::new(&procession(spell, ""));
    cast_and_resolve(&mut p);
    assert!(p.g.outcome.is_some(), "{}", p.board());
    let mut p = Play::new(&procession(
        spell,
        "tokens = { \"2/2 black Zombie creature\" = 3 }",
    ));
    cast_and_resolve(&mut p);
    assert_eq!(
        p.cards_in(Zone::Battlefield)
            .iter()
            .filter(|n| *n == "Zombie Token")
            .count(),
        3
    );
}

#[test]
fn a_description_that_cannot_be_read_is_a_load_error() {
    let e = load_error("bad.toml", &procession("a 3/3 green Beast token", ""));
    assert!(e.contains("no card type"), "{e}");
    assert!(
        e.contains("3/3 green Beast creature"),
        "the hint shows the form: {e}"
    );
    let e = load_error(
        "bad.toml",
        &procession("a 1/1 white Spirit creature token with flyng", ""),
    );
    assert!(e.contains("keyword"), "{e}");
    // A name, not a description: the old message, with its hint.
    let e = load_error("bad.toml", &procession("a Beastie token", ""));
    assert!(e.contains("no token definition has that name"), "{e}");
}
