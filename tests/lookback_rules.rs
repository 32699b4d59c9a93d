//! Leaves-the-battlefield abilities look back in time (CR 603.10a, 603.6c): a permanent that
//! leaves the battlefield at the same time as other objects sees them all leave, whatever
//! moved them at once: a "destroy all" (701.8a), state-based actions performed together
//! (704.3: lethal damage, 0 toughness), a sacrifice of several (701.21a), an "exile all".
//! "Whenever Blood Artist or another creature dies" (two trigger conditions, one ability,
//! 603.2) dying to Wrath of God with three other creatures triggers four times. The broken
//! variant `leaves.look-back=own-only` has each see only its own leaving.

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{StackItem, Step, Zone};

const OWN_ONLY: &[&str] = &["leaves.look-back=own-only"];

/// Alice's Blood Artist and two Goblin tokens, Bob's Grizzly Bears; Alice holds `spell` and
/// four `land`s.
fn board(spell: &str, land: &str) -> String {
    duel(
        1,
        &format!(
            "hand = [\"{spell}\"]\nbattlefield = [\"Blood Artist\", \"Goblin\", \"Goblin\", \
             \"{land}\", \"{land}\", \"{land}\", \"{land}\"]\nlibrary = [\"{land}\"]"
        ),
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    )
}

/// `model` with Alice casting `spell` in her first main phase and both passing: it resolves.
fn resolved(model: &str, spell: &str, rules: &[&str]) -> Play {
    let mut p = Play::with_rules(model, rules);
    p.to(1, Step::Main1);
    p.act(&format!("Alice casts {spell}"));
    p.pass_all();
    assert_eq!(p.g.obj(p.card(spell)).zone, Zone::Graveyard);
    p
}

/// The triggered abilities that triggered (CR 603.2), by their source's name: each is put on
/// the stack (its target `target` if it asks, 603.3d) until a player would get priority.
fn triggered(p: &mut Play, target: &str) -> Vec<String> {
    for _ in 0..40 {
        if p.g.triggered.is_empty() && p.g.decision.is_none() {
            break;
        }
        let options = p.options();
        let o = options
            .iter()
            .find(|o| o.contains(target))
            .unwrap_or(&options[0])
            .clone();
        p.act(&o);
    }
    let eng = p.eng();
    p.g.stack
        .iter()
        .filter_map(|s| match s {
            StackItem::Ability { ability, .. } => Some(eng.name(ability.source).to_string()),
            _ => None,
        })
        .collect()
}

/// Puts the waiting triggers on the stack, each targeting `target`, and lets them resolve.
fn resolve_all_targeting(p: &mut Play, target: &str) {
    for _ in 0..40 {
        if p.g.triggered.is_empty() && p.g.decision.is_none() && p.g.stack.is_empty() {
            return;
        }
        let options = p.options();
        if let Some(o) = options.iter().find(|o| o.contains(target)) {
            let o = o.clone();
            p.act(&o);
        } else {
            let o = options[0].clone();
            p.act(&o);
        }
    }
    panic!("the triggers never all resolved: {:#?}", p.options());
}

#[test]
fn blood_artist_dying_to_wrath_with_three_creatures_triggers_four_times_603_10a() {
    let model = board("Wrath of God", "Plains");
    let mut p = resolved(&model, "Wrath of God", &[]);
    // All four died at once (CR 701.8a), the tokens too (700.4).
    assert!(p.cards_in(Zone::Battlefield).iter().all(|c| c == "Plains"));
    assert_eq!(triggered(&mut p, "Bob"), ["Blood Artist"; 4]);
    resolve_all_targeting(&mut p, "Bob");
    assert_eq!((p.life(0), p.life(1)), (24, 16));
}

#[test]
fn under_own_only_it_sees_only_its_own_death() {
    let model = board("Wrath of God", "Plains");
    let mut p = resolved(&model, "Wrath of God", OWN_ONLY);
    assert_eq!(triggered(&mut p, "Bob"), ["Blood Artist"]);
    resolve_all_targeting(&mut p, "Bob");
    assert_eq!((p.life(0), p.life(1)), (21, 19));
}

#[test]
fn a_surviving_watcher_sees_them_all_either_way() {
    // Blood Artist survives (toughness 3): it sees the three others die whatever the switch.
    let artist = "[[card]]\nname = \"Blood Artist\"\nreplaces = true\ncost = \"{1}{B}\"\n\
                  types = [\"creature\"]\npower = 0\ntoughness = 3\n\
                  [[card.triggered]]\nwhen = \"Blood Artist or another creature dies\"\n\
                  do = [{ lose-life = 1, who = \"target player\" }, { gain-life = 1 }]\n";
    let model = format!("{}\n{artist}\n{PYROCLASM}", board("Pyroclasm", "Mountain"));
    for rules in [&[][..], OWN_ONLY] {
        let mut p = resolved(&model, "Pyroclasm", rules);
        assert_eq!(triggered(&mut p, "Bob"), ["Blood Artist"; 3], "{rules:?}");
    }
}

const PYROCLASM: &str = "[[card]]\nname = \"Pyroclasm\"\ncost = \"{1}{R}\"\n\
                         types = [\"sorcery\"]\nspell = [{ damage = 2, to = \"each creature\" }]\n";

#[test]
fn creatures_dealt_lethal_damage_die_together_as_state_based_actions_704_3() {
    let model = format!("{}\n{PYROCLASM}", board("Pyroclasm", "Mountain"));
    let mut p = resolved(&model, "Pyroclasm", &[]);
    assert_eq!(triggered(&mut p, "Bob"), ["Blood Artist"; 4]);
    let mut p = resolved(&model, "Pyroclasm", OWN_ONLY);
    assert_eq!(triggered(&mut p, "Bob"), ["Blood Artist"]);
}

#[test]
fn another_creature_dies_sees_the_creatures_it_dies_with() {
    // "Whenever another creature dies" never sees its own death: dying with the Bears, it
    // triggers once, for them (CR 603.10a); under own-only never.
    let watcher = "[[card]]\nname = \"Watcher\"\ncost = \"{B}\"\ntypes = [\"creature\"]\n\
                   power = 1\ntoughness = 1\n[[card.triggered]]\n\
                   when = \"another creature dies\"\ndo = [{ lose-life = 1, who = \"target player\" }, { gain-life = 1 }]\n";
    let model = format!(
        "{}\n{watcher}",
        duel(
            1,
            "hand = [\"Wrath of God\"]\nbattlefield = [\"Watcher\", \"Plains\", \"Plains\", \
             \"Plains\", \"Plains\"]\nlibrary = [\"Plains\"]",
            "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
        )
    );
    let mut p = resolved(&model, "Wrath of God", &[]);
    assert_eq!(triggered(&mut p, "Bob"), ["Watcher"]);
    resolve_all_targeting(&mut p, "Bob");
    assert_eq!(p.life(1), 19);
    let mut p = resolved(&model, "Wrath of God", OWN_ONLY);
    assert!(triggered(&mut p, "Bob").is_empty());
}

#[test]
fn another_creature_you_control_is_read_as_it_last_was_603_10a() {
    // Zulaport Cutthroat sees Alice's creatures, not Bob's Bears (each read as it last existed
    // on the battlefield); no target: each opponent loses 1.
    let model = duel(
        1,
        "hand = [\"Wrath of God\"]\nbattlefield = [\"Zulaport Cutthroat\", \"Goblin\", \
         \"Grizzly Bears\", \"Plains\", \"Plains\", \"Plains\", \"Plains\"]\nlibrary = [\"Plains\"]",
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    );
    let mut p = resolved(&model, "Wrath of God", &[]);
    assert_eq!(triggered(&mut p, "Bob"), ["Zulaport Cutthroat"; 3]);
    resolve_all_targeting(&mut p, "Bob");
    assert_eq!((p.life(0), p.life(1)), (23, 17));
}

#[test]
fn sacrificing_several_at_once_701_21a() {
    let spell = "[[card]]\nname = \"Last Stand\"\ncost = \"{B}\"\ntypes = [\"sorcery\"]\n\
                 spell = [{ sacrifice = \"all creatures you control\" }]\n";
    let model = format!("{}\n{spell}", board("Last Stand", "Swamp"));
    let mut p = resolved(&model, "Last Stand", &[]);
    assert_eq!(triggered(&mut p, "Bob"), ["Blood Artist"; 3]);
    let mut p = resolved(&model, "Last Stand", OWN_ONLY);
    assert_eq!(triggered(&mut p, "Bob"), ["Blood Artist"]);
}

#[test]
fn exiling_all_creatures_leaves_the_battlefield_at_once_603_6c() {
    // "this or another creature leaves the battlefield": each exiled creature is seen.
    let watcher = "[[card]]\nname = \"Witness\"\ncost = \"{W}\"\ntypes = [\"creature\"]\n\
                   power = 1\ntoughness = 1\n[[card.triggered]]\n\
                   when = \"this creature or another creature leaves the battlefield\"\n\
                   do = [{ gain-life = 1 }]\n";
    let spell = "[[card]]\nname = \"Banishing\"\ncost = \"{W}\"\ntypes = [\"sorcery\"]\n\
                 spell = [{ exile = \"all creatures\" }]\n";
    let model = format!(
        "{}\n{watcher}\n{spell}",
        duel(
            1,
            "hand = [\"Banishing\"]\nbattlefield = [\"Witness\", \"Goblin\", \"Plains\"]\n\
             library = [\"Plains\"]",
            "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
        )
    );
    let mut p = resolved(&model, "Banishing", &[]);
    assert_eq!(triggered(&mut p, "Bob"), ["Witness"; 3]);
    resolve_all_targeting(&mut p, "Alice");
    assert_eq!(p.life(0), 23);
    let mut p = resolved(&model, "Banishing", OWN_ONLY);
    assert_eq!(triggered(&mut p, "Bob"), ["Witness"]);
}

#[test]
fn this_or_another_needs_another() {
    let card = |when: &str| {
        format!(
            "{}\n[[card]]\nname = \"Odd\"\ncost = \"{{B}}\"\ntypes = [\"creature\"]\npower = 1\n\
             toughness = 1\n[[card.triggered]]\nwhen = \"{when}\"\ndo = [{{ gain-life = 1 }}]\n",
            duel(1, "battlefield = [\"Odd\"]", "")
        )
    };
    let e = load_error(
        "odd.toml",
        &card("this creature or another creature attacks"),
    );
    assert!(e.contains("odd.toml:"), "{e}");
    assert!(e.contains("'dies', 'leaves the battlefield'"), "{e}");
    // And the form loads with each of its verbs.
    for verb in [
        "dies",
        "leaves the battlefield",
        "is put into a graveyard from the battlefield",
        "is exiled",
    ] {
        Play::new(&card(&format!("Odd or another creature {verb}")));
    }
}
