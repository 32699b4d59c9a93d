//! Faces and modes, rule by rule: transforming double-faced cards (CR 712, 701.27) and spree
//! (702.172), cast from hand and from plot (702.170d).

mod common;

use common::{duel, Play};
use rulecheck::engine::{Step, Zone};

/// An invented transforming double-faced card: each face has "When this enters, you gain N
/// life" and "{1}: Transform this."
const TOTEM: &str = r#"
[[card]]
name = "Test Totem // Test Titan"
layout = "transform"
text = "Test Totem: When Test Totem enters, you gain 1 life. {1}: Transform Test Totem. // Test Titan: When Test Titan enters, you gain 3 life. {1}: Transform Test Titan."

[[card.face]]
name = "Test Totem"
cost = "{2}"
types = ["artifact"]

[[card.face.triggered]]
when = "this enters"
do = [{ gain-life = 1 }]

[[card.face.activated]]
cost = "{1}"
do = [{ transform = "this" }]

[[card.face]]
name = "Test Titan"
types = ["artifact", "creature"]
power = 4
toughness = 4

[[card.face.triggered]]
when = "this enters"
do = [{ gain-life = 3 }]

[[card.face.activated]]
cost = "{1}"
do = [{ transform = "this" }]
"#;

fn mountains(n: usize) -> String {
    vec!["\"Mountain\""; n].join(", ")
}

/// The rendered error of a model that must not load.
fn model_error(text: &str) -> String {
    common::load_error("bad.toml", text)
}

/// CR 712.11, 712.13: a transforming card is cast front face up and enters that way; its back
/// face's abilities do not work while the front is up (712.8d).
#[test]
fn a_transforming_card_is_cast_and_enters_front_face_up_712_11() {
    let mut p = Play::new(&format!(
        "{}{TOTEM}",
        duel(
            1,
            &format!(
                "hand = [\"Test Totem\"]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
                mountains(4)
            ),
            "library = [\"Island\"]",
        )
    ));
    p.to(1, Step::Main1);
    assert!(!p.can("Test Titan"), "{:#?}", p.options());
    p.act("Alice casts Test Totem, paying {2}");
    p.pass_all();
    let totem = p.card("Test Totem");
    assert_eq!(p.g.obj(totem).zone, Zone::Battlefield);
    assert_eq!(p.eng().face_name(&p.g, totem), "Test Totem");
    p.pass_all(); // the front face's enters trigger
    assert_eq!(p.life(0), 21, "the front face's trigger, not the back's");
    let activations = p
        .options()
        .iter()
        .filter(|o| o.contains("activates"))
        .count();
    assert_eq!(
        activations,
        1,
        "only the front face's ability: {:#?}",
        p.options()
    );
}

/// CR 701.27a, 712.8e: transforming turns the permanent over; it is the same object (no zone
/// change, so nothing enters: the back face's enters trigger does not fire), with its back
/// face's characteristics and the mana value of its front face's mana cost. It transforms back
/// with the back face's ability.
#[test]
fn transforming_keeps_the_object_and_nothing_enters_701_27a() {
    let mut p = Play::new(&format!(
        "{}{TOTEM}",
        duel(
            1,
            &format!(
                "battlefield = [\"Test Totem\", {}]\nlibrary = [\"Island\"]",
                mountains(2)
            ),
            "library = [\"Island\"]",
        )
    ));
    p.to(1, Step::Main1);
    let totem = p.card("Test Totem");
    assert!(!p.eng().is_creature(&p.g, totem));
    p.act("Alice activates Test Totem's ability, paying {1}");
    p.pass_all();
    let eng = p.eng();
    assert_eq!(eng.face_name(&p.g, totem), "Test Titan");
    assert!(eng.is_creature(&p.g, totem));
    assert_eq!((eng.power(&p.g, totem), eng.toughness(&p.g, totem)), (4, 4));
    assert_eq!(eng.face(&p.g, totem).mana_value(), 2, "CR 712.8e");
    assert_eq!(p.g.obj(totem).zone, Zone::Battlefield);
    assert!(p.g.stack.is_empty() && p.g.triggered.is_empty());
    assert_eq!(p.life(0), 20, "it did not enter (CR 400.7)");
    assert!(!p.can("activates Test Totem's"));
    p.act("Alice activates Test Titan's ability, paying {1}");
    p.pass_all();
    assert_eq!(p.eng().face_name(&p.g, totem), "Test Totem");
    assert!(!p.eng().is_creature(&p.g, totem));
}

/// CR 712.8a: a transformed permanent that leaves the battlefield is its front face again;
/// 700.2a: Explosive Derailment's first mode, 4 damage, destroys the 4/4 back face.
#[test]
fn a_transformed_permanent_that_dies_is_its_front_face_in_the_graveyard_712_8a() {
    let mut p = Play::new(&format!(
        "{}{TOTEM}",
        duel(
            1,
            "battlefield = [{ card = \"Test Totem\", transformed = true }]\nlibrary = [\"Island\"]",
            &format!(
                "hand = [\"Explosive Derailment\"]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
                mountains(3)
            ),
        )
    ));
    p.to(1, Step::Main1);
    let totem = p.card("Test Totem");
    assert_eq!(p.eng().face_name(&p.g, totem), "Test Titan");
    p.act("Alice passes priority");
    p.act("Bob casts Explosive Derailment, mode 1, targeting Test Titan, paying {2}{R}");
    p.pass_all();
    assert_eq!(p.g.obj(totem).zone, Zone::Graveyard);
    assert_eq!(p.eng().face_name(&p.g, totem), "Test Totem");
    assert!(!p.eng().is_creature(&p.g, totem));
}

/// CR 701.27c: transforming a permanent that isn't a double-faced card does nothing. A model
/// may start only a transforming card transformed.
#[test]
fn only_a_double_faced_card_transforms_701_27c() {
    let idol = "\n[[card]]\nname = \"Test Idol\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\nactivated = [{ cost = \"{1}\", do = [{ transform = \"this\" }] }]\n";
    let mut p = Play::new(&format!(
        "{}{idol}",
        duel(
            1,
            "battlefield = [\"Test Idol\", \"Mountain\"]\nlibrary = [\"Island\"]",
            "library = [\"Island\"]",
        )
    ));
    p.to(1, Step::Main1);
    let before = p.g.obj(p.card("Test Idol")).face;
    p.act("Alice activates Test Idol's ability, paying {1}");
    p.pass_all();
    assert_eq!(p.g.obj(p.card("Test Idol")).face, before);
    assert_eq!(p.eng().face_name(&p.g, p.card("Test Idol")), "Test Idol");
    let err = model_error(&format!(
        "{}{idol}",
        duel(
            1,
            "battlefield = [{ card = \"Test Idol\", transformed = true }]",
            ""
        )
    ));
    assert!(
        err.contains("'Test Idol' is not a transforming double-faced card"),
        "{err}"
    );
}

/// Metzali, Tower of Triumph (the back face of Path of Mettle): {1}{R}, {T} deals 2 damage to
/// each opponent (CR 120.3a, all of them), once: {T} is part of the cost (107.5), and the land
/// taps for none of its own cost. Its mana ability makes mana of any color.
#[test]
fn metzali_damages_each_opponent_once_for_its_tap_cost_107_5() {
    let text = format!(
        "name = \"test\"\nturns = 1\n\n[[player]]\nname = \"Alice\"\nbattlefield = [{{ card = \"Path of Mettle\", transformed = true }}, {}]\nlibrary = [\"Island\"]\n\n[[player]]\nname = \"Bob\"\nlibrary = [\"Island\"]\n\n[[player]]\nname = \"Carol\"\nlibrary = [\"Island\"]\n",
        mountains(4)
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    assert!(
        !p.can("tapping Metzali"),
        "not its own mana: {:#?}",
        p.options()
    );
    p.act("Alice activates Metzali, Tower of Triumph's ability, paying {1}{R}");
    let metzali = p.card("Path of Mettle");
    assert!(p.g.obj(metzali).tapped);
    assert!(!p.can("activates Metzali"), "{:#?}", p.options());
    p.act("passes priority");
    p.act("passes priority");
    p.act("passes priority");
    assert_eq!((p.life(0), p.life(1), p.life(2)), (20, 18, 18));
}

/// CR 702.172a, 601.2f: a spree spell is cast with one or more modes, each adding its cost; its
/// mana value is its mana cost's alone (202.3). The modes resolve in printed order.
#[test]
fn spree_modes_add_their_costs_and_mana_value_stays_702_172a() {
    let mut p = Play::new(&duel(
        1,
        &format!(
            "hand = [\"Explosive Derailment\"]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
            mountains(5)
        ),
        "battlefield = [\"Memnite\", \"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    let casts: Vec<String> = p
        .options()
        .into_iter()
        .filter(|o| o.contains("casts"))
        .collect();
    assert!(
        casts.iter().all(|o| o.contains(", mode")),
        "at least one mode: {casts:#?}"
    );
    assert!(p.can("casts Explosive Derailment, mode 1, targeting Grizzly Bears, paying {2}{R}"));
    assert!(p.can("casts Explosive Derailment, mode 2, targeting Memnite, paying {2}{R}"));
    p.act("casts Explosive Derailment, modes 1 and 2, targeting Grizzly Bears, Memnite, paying {4}{R}");
    let spell = p.card("Explosive Derailment");
    assert_eq!(
        p.eng().face(&p.g, spell).mana_value(),
        1,
        "CR 702.172, 202.3"
    );
    p.pass_all();
    assert_eq!(
        p.cards_in(Zone::Graveyard),
        vec!["Explosive Derailment", "Memnite", "Grizzly Bears"]
    );
}

/// CR 700.2a: a mode with no legal target can't be chosen, alone or with others.
#[test]
fn a_spree_mode_without_a_legal_target_cant_be_chosen_700_2a() {
    let mut p = Play::new(&duel(
        1,
        &format!(
            "hand = [\"Explosive Derailment\"]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
            mountains(5)
        ),
        "battlefield = [\"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    ));
    p.to(1, Step::Main1);
    assert!(p.can("casts Explosive Derailment, mode 1"));
    assert!(!p.can("mode 2"), "{:#?}", p.options());
    assert!(!p.can("modes 1 and 2"));
}

/// CR 702.170d, 118.9d (the plot ruling): cast free from plot, a spree spell still pays its
/// chosen modes' costs, mandatory additional costs. The broken variant waives them.
#[test]
fn spree_costs_are_paid_when_cast_free_from_plot_702_170d() {
    let text = duel(
        1,
        &format!(
            "exile = [{{ card = \"Explosive Derailment\", plotted = true }}]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
            mountains(2)
        ),
        "battlefield = [\"Memnite\", \"Grizzly Bears\"]\nlibrary = [\"Island\"]",
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Explosive Derailment from exile (plot) without paying its mana cost, mode 1, targeting Grizzly Bears, paying {2}"));
    assert!(!p.can("modes 1 and 2"), "{{4}} with two lands");
    assert!(!p.can(", free"));
    let mut broken = Play::with_rules(&text, &["cost.free-cast-additional=waived"]);
    broken.to(1, Step::Main1);
    assert!(broken.can("modes 1 and 2, targeting Grizzly Bears, Memnite, free"));
}

/// A spree card lists two or more modes, and no `spell` besides.
#[test]
fn a_spree_card_needs_two_modes_and_no_spell() {
    let card = |body: &str| {
        format!(
            "{}\n[[card]]\nname = \"Test Spree\"\ncost = \"{{R}}\"\ntypes = [\"instant\"]\n{body}",
            duel(1, "", "")
        )
    };
    let mode = "[[card.spree]]\ncost = \"{1}\"\ndo = [{ draw = 1 }]\n";
    let err = model_error(&card(mode));
    assert!(
        err.contains(
            "a spree card lists two to 5 [[spree]] modes (CR 702.172a), 'Test Spree' has 1"
        ),
        "{err}"
    );
    let err = model_error(&card(&format!("spell = [{{ draw = 1 }}]\n{mode}{mode}")));
    assert!(
        err.contains("a spree spell writes its instructions in [[spree]] modes"),
        "{err}"
    );
    let err = model_error(&card(&format!(
        "{mode}[[card.spree]]\ncost = \"{{X}}\"\ndo = [{{ draw = 1 }}]\n"
    )));
    assert!(
        err.contains("spree mode 2: {X} in a mode's cost is not supported"),
        "{err}"
    );
}

/// An invented disguise creature with an enters trigger and an ability.
const AGENT: &str = r#"
[[card]]
name = "Test Agent"
cost = "{1}{R}"
types = ["artifact", "creature"]
power = 1
toughness = 1
disguise = "{2}"
as_turned_face_up = [{ put = "two +1/+1 counters", on = "this" }]
text = "When Test Agent enters, you gain 5 life. Disguise {2}. As this creature is turned face up, put two +1/+1 counters on it."

[[card.triggered]]
when = "this enters"
do = [{ gain-life = 5 }]
"#;

/// CR 702.168a-b, 708.2a: cast face down for {3} rather than its mana cost, a 2/2 creature
/// spell with no name, no mana cost and no abilities; it enters face down, so its enters
/// trigger does not fire. Targets see a creature, not an artifact.
#[test]
fn a_face_down_spell_is_a_nameless_2_2_creature_702_168a() {
    let mut p = Play::new(&format!(
        "{}{AGENT}",
        duel(
            1,
            &format!(
                "hand = [\"Test Agent\"]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
                mountains(3)
            ),
            &format!(
                "hand = [\"Explosive Derailment\"]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
                mountains(3)
            ),
        )
    ));
    p.to(1, Step::Main1);
    assert!(p.can("Alice casts Test Agent, paying {1}{R}"));
    p.act("Alice casts Test Agent face down (disguise), paying {3}");
    let agent = p.card("Test Agent");
    let eng = p.eng();
    assert!(p.g.obj(agent).face_down);
    assert_eq!(eng.face_name(&p.g, agent), "", "no name");
    assert_eq!(eng.face(&p.g, agent).mana_value(), 0, "no mana cost");
    assert!(eng.is_creature(&p.g, agent));
    p.pass_all();
    assert_eq!(p.g.obj(agent).zone, Zone::Battlefield);
    assert!(p.g.obj(agent).face_down, "it enters face down (702.168b)");
    assert!(p.g.triggered.is_empty() && p.g.stack.is_empty());
    assert_eq!(p.life(0), 20, "no abilities: no enters trigger");
    let eng = p.eng();
    assert_eq!((eng.power(&p.g, agent), eng.toughness(&p.g, agent)), (2, 2));
    p.act("Alice passes priority");
    assert!(
        !p.can("mode 2"),
        "a face-down permanent is no artifact: {:#?}",
        p.options()
    );
    assert!(p.can("Bob casts Explosive Derailment, mode 1, targeting face-down Test Agent"));
}

/// CR 702.168d, 116.2b: its controller turns it face up for its disguise cost any time they
/// have priority (here in the opponent's turn, a special action: the stack is unchanged); it
/// does not enter again (no enters trigger), and "as it is turned face up" applies (614.1e).
#[test]
fn turning_face_up_is_a_special_action_and_nothing_enters_702_168d() {
    let mut p = Play::new(&format!(
        "{}{AGENT}",
        duel(
            2,
            &format!(
                "hand = [\"Test Agent\"]\nbattlefield = [{}]\nlibrary = [\"Island\", \"Island\"]",
                mountains(5)
            ),
            "library = [\"Island\", \"Island\"]",
        )
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Test Agent face down (disguise), paying {3}");
    assert!(!p.can("turns"), "not as a spell: {:#?}", p.options());
    p.pass_all();
    p.to(2, Step::Upkeep);
    let agent = p.card("Test Agent");
    p.act("Bob passes priority");
    p.act("Alice turns Test Agent face up (disguise), paying {2}");
    let eng = p.eng();
    assert!(!p.g.obj(agent).face_down);
    assert_eq!(eng.face_name(&p.g, agent), "Test Agent");
    assert!(p.g.stack.is_empty() && p.g.triggered.is_empty());
    assert_eq!(p.life(0), 20, "it does not enter again");
    assert_eq!(p.g.obj(agent).plus1, 2, "as it is turned face up");
    assert_eq!((eng.power(&p.g, agent), eng.toughness(&p.g, agent)), (3, 3));
    assert_eq!(p.g.priority, 0, "she receives priority again (116.3)");
    assert!(!p.can("turns"));
}

/// CR 118.9a (the plot ruling): casting a plotted card without paying its mana cost is an
/// alternative cost, so it can't also be cast face down; the broken variant allows it.
#[test]
fn a_plotted_disguise_card_is_cast_face_up_only_118_9a() {
    let text = duel(
        1,
        &format!(
            "exile = [{{ card = \"Bubble Smuggler\", plotted = true }}]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
            ["\"Island\""; 3].join(", ")
        ),
        "library = [\"Island\"]",
    );
    let mut p = Play::new(&text);
    p.to(1, Step::Main1);
    assert!(
        p.can("Alice casts Bubble Smuggler from exile (plot) without paying its mana cost, free")
    );
    assert!(!p.can("face down"), "{:#?}", p.options());
    let mut broken = Play::with_rules(&text, &["cast.alternative-costs=combinable"]);
    broken.to(1, Step::Main1);
    assert!(broken.can("Alice casts Bubble Smuggler face down (disguise) from exile (plot)"));
}

/// A face-down 2/2 dies to 2 damage (CR 704.5g): state-based actions see a creature even if
/// the card has no creature face (it is looked at because it has disguise).
#[test]
fn a_face_down_noncreature_card_is_a_creature_for_state_based_actions_704_5g() {
    let relic = "\n[[card]]\nname = \"Test Relic\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\ndisguise = \"{1}\"\n";
    let mut p = Play::new(&format!(
        "{}{relic}",
        duel(
            1,
            &format!(
                "hand = [\"Test Relic\"]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
                mountains(3)
            ),
            // Three Mountains: the Bolt's {R}, and the face-down creature's ward {2}
            // (CR 702.168a, 702.21a).
            &format!(
                "hand = [\"Lightning Bolt\"]\nbattlefield = [{}]\nlibrary = [\"Island\"]",
                mountains(3)
            ),
        )
    ));
    p.to(1, Step::Main1);
    p.act("Alice casts Test Relic face down (disguise), paying {3}");
    p.pass_all();
    let relic_id = p.card("Test Relic");
    assert!(p.eng().is_creature(&p.g, relic_id));
    p.act("Alice passes priority");
    p.act("Bob casts Lightning Bolt, targeting face-down Test Relic");
    p.pass_all();
    p.act("Bob pays for");
    p.pass_all();
    assert_eq!(p.g.obj(relic_id).zone, Zone::Graveyard);
    assert!(
        !p.g.obj(relic_id).face_down,
        "face up in the graveyard (708.9)"
    );
}
