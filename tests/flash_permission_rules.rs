//! A permission every player has (CR 601.3b): Akoum's "Players may cast enchantment spells as
//! though they had flash."; its chaos ability's "target creature that isn't enchanted" (CR
//! 303.4e), checked again as the ability resolves (608.2b); "nonlegendary" (205.4a).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

const ALICE: &str =
    "battlefield = [\"Island\"]\nlibrary = [\"Island\", \"Island\"]\nplanar_deck = [\"Akoum\"]";
const BOB: &str = "hand = [\"Pacifism\"]\nbattlefield = [\"Plains\", \"Plains\", \"Silvercoat Lion\"]\nlibrary = [\"Island\"]\nplanar_deck = [\"Stairs to Infinity\"]";

#[test]
fn players_may_is_every_players_permission() {
    let mut p = Play::new(&duel(1, ALICE, BOB));
    p.to(1, Step::Upkeep);
    p.pass_until("Bob casts Pacifism");
    assert!(p.can("Bob casts Pacifism, targeting Silvercoat Lion"));
}

#[test]
fn you_may_is_only_the_controllers() {
    let alice = ALICE.replace("Akoum", "Test Plane");
    let toml = format!(
        "{}\n[[card]]\nname = \"Test Plane\"\ntypes = [\"plane\"]\nstatics = [\"You may cast enchantment spells as though they had flash.\"]\ntext = \"You may cast enchantment spells as though they had flash.\"\n",
        duel(1, &alice, BOB)
    );
    let mut p = Play::new(&toml);
    p.to(1, Step::Upkeep);
    p.act("Alice passes priority");
    assert!(!p.can("Bob casts Pacifism"), "{:#?}", p.options());
}

/// Akoum's chaos ability targets Silvercoat Lion; Bob answers with Pacifism on the Lion; both
/// resolve under `sets`. Where the Lion ends.
fn lion_after_pacifism_in_response(sets: &[&str]) -> Zone {
    let mut p = Play::with_rules(&duel(1, ALICE, BOB), sets);
    p.to(1, Step::Main1);
    p.act("Alice rolls the planar die");
    p.act("chaos");
    assert!(p
        .board()
        .contains("Akoum's trigger targeting Silvercoat Lion"));
    p.pass_until("Bob casts Pacifism");
    p.act("Bob casts Pacifism, targeting Silvercoat Lion");
    p.pass_all();
    p.pass_all();
    p.g.obj(p.card("Silvercoat Lion")).zone
}

#[test]
fn an_enchanted_creature_is_an_illegal_target_as_the_chaos_ability_resolves() {
    assert_eq!(lion_after_pacifism_in_response(&[]), Zone::Battlefield);
}

#[test]
fn the_broken_variant_rechecks_only_the_zone() {
    assert_eq!(
        lion_after_pacifism_in_response(&["targets.rechecked=zone-only"]),
        Zone::Graveyard
    );
}

#[test]
fn nonlegendary_excludes_legendary_creatures() {
    let alice = "hand = [\"Test Removal\"]\nbattlefield = [\"Swamp\", \"Grizzly Bears\", \"Amy Pond\"]\nlibrary = [\"Swamp\"]";
    let bob = "library = [\"Island\"]";
    let toml = format!(
        "{}\n[[card]]\nname = \"Test Removal\"\ncost = \"{{B}}\"\ntypes = [\"instant\"]\ntext = \"Destroy target nonlegendary creature.\"\nspell = [{{ destroy = \"target nonlegendary creature\" }}]\n",
        duel(1, alice, bob)
    );
    let mut p = Play::new(&toml);
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Test Removal, targeting Grizzly Bears"));
    assert!(!p.can("targeting Amy Pond"), "{:#?}", p.options());
}
