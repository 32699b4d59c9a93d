//! A tiny driver for rule tests: load a scenario from TOML text, then act by describing the
//! action as it reads in a trace ("Alice plots Djinn of Fool's Fall").
#![allow(dead_code)]

use std::path::Path;

use rulecheck::engine::{Engine, Game, Rules, Step};
use rulecheck::model::{self, Scenario};

pub struct Play {
    pub scenario: Scenario,
    pub rules: Rules,
    pub g: Game,
}

impl Play {
    pub fn new(toml: &str) -> Play {
        Play::with_rules(toml, &[])
    }

    pub fn with_rules(toml: &str, sets: &[&str]) -> Play {
        let scenario =
            model::parse(Path::new("test.toml"), toml).unwrap_or_else(|e| panic!("{}", e.render()));
        let mut rules = Rules::of("latest").unwrap();
        for s in sets {
            rules.set(s).unwrap();
        }
        let g = Engine::new(&scenario.table, rules).start(scenario.setup.clone());
        Play { scenario, rules, g }
    }

    pub fn eng(&self) -> Engine<'_> {
        Engine::new(&self.scenario.table, self.rules)
    }

    /// Every open action, as it reads in a trace.
    pub fn options(&self) -> Vec<String> {
        let eng = self.eng();
        eng.actions(&self.g)
            .iter()
            .map(|a| eng.describe(&self.g, a))
            .collect()
    }

    pub fn can(&self, needle: &str) -> bool {
        self.options().iter().any(|o| o.contains(needle))
    }

    /// Takes the first action whose description contains `needle`.
    pub fn act(&mut self, needle: &str) {
        let eng = self.eng();
        let actions = eng.actions(&self.g);
        let Some(a) = actions
            .iter()
            .find(|a| eng.describe(&self.g, a).contains(needle))
        else {
            panic!(
                "no action matches '{needle}'; options: {:#?}",
                self.options()
            );
        };
        self.g = eng.apply(&self.g, a);
    }

    /// Passes priority (and declines optional decisions) until `turn`/`step` with priority.
    pub fn to(&mut self, turn: u8, step: Step) {
        for _ in 0..1000 {
            if self.g.turn == turn && self.g.step == step && self.g.decision.is_none() {
                return;
            }
            assert!(
                self.g.outcome.is_none(),
                "the game ended before T{turn} {step:?}"
            );
            let eng = self.eng();
            let a = eng.actions(&self.g)[0].clone();
            self.g = eng.apply(&self.g, &a);
        }
        panic!("never reached T{turn} {step:?}");
    }

    /// CR 603.3b: while a player is choosing which of their triggers goes on the stack next,
    /// puts them in the order they triggered (the first lowest on the stack).
    pub fn stack_triggers_in_order(&mut self) {
        while self
            .options()
            .first()
            .is_some_and(|o| o.contains("on the stack next (CR 603.3b)"))
        {
            self.act("on the stack next (CR 603.3b)");
        }
    }

    /// Passes priority until an option contains `needle` ("attacks Bob": the declaration of
    /// attackers); panics if it never comes.
    pub fn pass_until(&mut self, needle: &str) {
        for _ in 0..20 {
            if self.can(needle) {
                return;
            }
            self.act("passes priority");
        }
        panic!("no option '{needle}' came: {:#?}", self.options());
    }

    /// Passes priority until the game reaches `step` (of this turn or a later one).
    pub fn pass_to_step(&mut self, step: Step) {
        for _ in 0..100 {
            if self.g.step == step {
                return;
            }
            self.act("passes priority");
        }
        panic!("never reached {step:?}: {:#?}", self.options());
    }

    /// Both players pass: the top of the stack resolves (or the step ends).
    pub fn pass_all(&mut self) {
        self.act("passes priority");
        self.act("passes priority");
    }

    pub fn life(&self, player: usize) -> i16 {
        self.g.players[player].life
    }

    /// The card named `name` owned by `owner` (first one).
    pub fn card(&self, name: &str) -> u16 {
        let eng = self.eng();
        self.g
            .ids()
            .find(|&c| eng.name(c) == name)
            .unwrap_or_else(|| panic!("no card {name}"))
    }

    /// Names of the cards in `zone`, in id order.
    pub fn cards_in(&self, zone: rulecheck::engine::Zone) -> Vec<String> {
        let eng = self.eng();
        self.g
            .in_zone(zone)
            .map(|c| eng.name(c).to_string())
            .collect()
    }

    /// Names of `player`'s library, top first.
    pub fn library(&self, player: usize) -> Vec<String> {
        let eng = self.eng();
        let lib = &self.g.players[player].library;
        lib.iter().map(|&c| eng.name(c).to_string()).collect()
    }

    /// Names of `player`'s planar deck, top first.
    pub fn planar_deck(&self, player: usize) -> Vec<String> {
        let eng = self.eng();
        let deck = &self.g.players[player].planar;
        deck.iter().map(|&c| eng.name(c).to_string()).collect()
    }

    pub fn board(&self) -> String {
        rulecheck::report::board(&self.eng(), &self.g)
    }
}

/// A two-player scenario: Alice's and Bob's zones as TOML lines.
pub fn duel(turns: u8, alice: &str, bob: &str) -> String {
    format!(
        "name = \"test\"\nturns = {turns}\n\n[[player]]\nname = \"Alice\"\n{alice}\n\n[[player]]\nname = \"Bob\"\n{bob}\n"
    )
}

/// The rendered load error of a model that must not load (file `path`, text `toml`): what a
/// user is told. Panics if the model loads.
pub fn load_error(path: &str, toml: &str) -> String {
    match model::parse(Path::new(path), toml) {
        Ok(_) => panic!("the model loads; expected an error"),
        Err(e) => e.render(),
    }
}

/// A planeswalker with a −1 and a 0 ability and no casting restriction.
pub const TEST_WALKER: &str = r#"
[[card]]
name = "Test Walker"
cost = "{U}"
types = ["planeswalker"]
loyalty = 2

[[card.activated]]
loyalty = "-1"
text = "Draw a card."
do = [{ draw = 1 }]

[[card.activated]]
loyalty = "0"
do = [{ gain-life = 1 }]

[[card.activated]]
loyalty = "−3"
do = [{ gain-life = 5 }]
"#;
