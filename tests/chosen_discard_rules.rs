//! A discard whose card another player chooses (CR 701.9b): "Target opponent reveals their
//! hand. You choose a noncreature, nonland card from it. That player discards that card."
//! (Duress, Thoughtseize, Inquisition of Kozilek).

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "hand = [\"Ancestral Vision\", \"Grizzly Bears\", \"Island\", \"Counterspell\", \"Djinn of Fool's Fall\"]\nlibrary = [\"Island\"]";

fn alice(spell: &str) -> String {
    format!("hand = [\"{spell}\"]\nbattlefield = [\"Swamp\"]\nlibrary = [\"Swamp\"]")
}

/// Casts `spell` at Bob and lets it resolve: the choice that follows.
fn cast_at_bob(spell: &str, bob: &str) -> Play {
    let mut p = Play::new(&duel(1, &alice(spell), bob));
    p.to(1, Step::Main1);
    p.act(&format!("Alice casts {spell}, targeting Bob"));
    p.pass_all();
    p
}

fn choices(p: &Play) -> Vec<String> {
    let mut o: Vec<String> = p
        .options()
        .into_iter()
        .filter_map(|o| {
            o.strip_prefix("Alice chooses ")
                .map(|s| s.trim_end_matches(" and discards it").to_string())
        })
        .collect();
    o.sort();
    o
}

#[test]
fn the_caster_chooses_a_noncreature_nonland_card_from_the_opponents_hand_701_9b() {
    let mut p = cast_at_bob("Duress", BOB);
    assert_eq!(
        choices(&p),
        ["Ancestral Vision", "Counterspell"],
        "{:#?}",
        p.options()
    );
    p.act("Alice chooses Ancestral Vision and discards it");
    let vision = p.card("Ancestral Vision");
    assert_eq!(p.g.obj(vision).zone, Zone::Graveyard, "{}", p.board());
    assert_eq!(p.eng().hand_size(&p.g, 1), 4);
}

#[test]
fn thoughtseize_takes_any_nonland_card_and_its_caster_loses_two_life() {
    let mut p = cast_at_bob("Thoughtseize", BOB);
    assert_eq!(
        choices(&p),
        [
            "Ancestral Vision",
            "Counterspell",
            "Djinn of Fool's Fall",
            "Grizzly Bears"
        ]
    );
    p.act("Alice chooses Djinn of Fool's Fall");
    assert_eq!(p.life(0), 18);
    assert_eq!(p.eng().hand_size(&p.g, 1), 4);
}

#[test]
fn inquisition_reads_mana_value_3_or_less() {
    let p = cast_at_bob("Inquisition of Kozilek", BOB);
    assert_eq!(
        choices(&p),
        ["Ancestral Vision", "Counterspell", "Grizzly Bears"],
        "the Djinn's mana value is 5"
    );
}

#[test]
fn with_no_card_it_can_take_nothing_is_discarded() {
    let p = cast_at_bob(
        "Duress",
        "hand = [\"Grizzly Bears\", \"Island\"]\nlibrary = [\"Island\"]",
    );
    assert!(p.g.decision.is_none(), "{}", p.board());
    assert_eq!(p.eng().hand_size(&p.g, 1), 2);
    assert!(p.g.stack.is_empty());
}

#[test]
fn chosen_by_is_for_another_players_single_discard() {
    let model = "name = \"t\"\nturns = 1\n[[player]]\nname = \"A\"\n[[player]]\nname = \"B\"\n\n\
                 [[card]]\nname = \"Self Seize\"\ncost = \"{B}\"\ntypes = [\"sorcery\"]\n\
                 text = \"You discard a card of your choice.\"\n\
                 spell = [{ discard = \"a card\", chosen-by = \"you\" }]\n";
    let e = load_error("bad.toml", model);
    assert!(e.contains("bad.toml:13:32"), "{e}");
    assert!(e.contains("chosen-by"), "{e}");
}
