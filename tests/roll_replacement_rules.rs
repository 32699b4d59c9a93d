//! A cost of tapping untapped permanents other than the source (CR 602.2b, 118.3, 302.6) and a
//! one-shot replacement of the next die roll that adds dice' results (CR 614.1a, 614.5,
//! 616.1f): The Big Idea's "Tap three untapped Brainiacs you control: The next time you would
//! roll a six-sided die this turn, instead roll two six-sided dice and use the total of those
//! results."

mod common;

use common::{duel, load_error, Play};
use rulecheck::engine::{Step, Zone};

const BOB: &str = "library = [\"Island\", \"Island\"]";

fn lands(n: usize) -> String {
    let mut l = vec!["\"Swamp\""];
    l.extend(vec!["\"Mountain\""; n - 1]);
    l.join(", ")
}

/// Alice: The Big Idea, `tokens` Brainiac tokens, `extra` more permanents and four lands.
fn idea(tokens: usize, extra: &str, sets: &[&str]) -> Play {
    idea_turns(1, tokens, extra, sets)
}

fn idea_turns(turns: u8, tokens: usize, extra: &str, sets: &[&str]) -> Play {
    let brainiacs = vec!["\"Brainiac\""; tokens].join(", ");
    let mut board = vec!["\"The Big Idea\"".to_string()];
    if tokens > 0 {
        board.push(brainiacs);
    }
    if !extra.is_empty() {
        board.push(extra.to_string());
    }
    board.push(lands(4));
    let alice = format!(
        "battlefield = [{}]\nlibrary = [\"Island\", \"Island\"]",
        board.join(", ")
    );
    let toml = duel(turns, &alice, BOB).replacen(
        &format!("turns = {turns}\n"),
        &format!("turns = {turns}\ntokens = {{ Brainiac = 16 }}\n"),
        1,
    );
    let mut p = Play::with_rules(&toml, sets);
    p.to(1, Step::Main1);
    p
}

fn brainiac_tokens(p: &Play) -> usize {
    p.cards_in(Zone::Battlefield)
        .iter()
        .filter(|n| *n == "Brainiac")
        .count()
}

fn tap_options(p: &Play) -> Vec<String> {
    p.options()
        .into_iter()
        .filter(|o| o.contains("for its cost"))
        .collect()
}

#[test]
fn three_untapped_brainiacs_pay_the_cost_the_big_idea_among_them_602_2b() {
    // Two tokens and The Big Idea itself (a Brainiac): one way.
    let p = idea(2, "", &[]);
    assert_eq!(
        tap_options(&p),
        ["Alice activates The Big Idea's ability, tapping The Big Idea, Brainiac, Brainiac for its cost"]
    );
    // Three tokens: the tokens alone, or The Big Idea and two of them. The tokens are alike,
    // so which two is no choice (four sets of three, two distinct ones).
    let p = idea(3, "", &[]);
    let ways = tap_options(&p);
    assert_eq!(ways.len(), 2, "{ways:#?}");
    assert!(ways
        .iter()
        .any(|w| w.contains("tapping Brainiac, Brainiac, Brainiac for its cost")));
    // One token: two Brainiacs in all, not enough.
    let p = idea(1, "", &[]);
    assert!(tap_options(&p).is_empty());
}

#[test]
fn tapped_brainiacs_cannot_pay_118_3() {
    let mut p = idea(3, "", &[]);
    p.act("tapping Brainiac, Brainiac, Brainiac for its cost");
    let tapped =
        p.g.in_zone(Zone::Battlefield)
            .filter(|&c| p.eng().name(c) == "Brainiac" && p.g.obj(c).tapped)
            .count();
    assert_eq!(tapped, 3, "the cost taps the three tokens");
    assert!(
        tap_options(&p).is_empty(),
        "only The Big Idea is untapped among the Brainiacs: the cost can't be paid again"
    );
}

#[test]
fn the_next_six_sided_die_is_two_dice_added_up_614_1a() {
    let mut p = idea(3, "", &[]);
    p.act("tapping Brainiac, Brainiac, Brainiac for its cost");
    p.pass_all();
    assert!(p.g.stack.is_empty());
    p.act("activates The Big Idea's ability, paying");
    p.pass_all();
    p.act("the die shows 4");
    assert_eq!(
        p.options(),
        (4..=6)
            .map(|n| format!("the die shows {n}"))
            .collect::<Vec<_>>(),
        "a second die, explored from the first's result up (the dice are alike)"
    );
    p.act("the die shows 5");
    assert_eq!(
        brainiac_tokens(&p),
        3 + 9,
        "the result is the total, 4 + 5: nine new Brainiac tokens"
    );
}

#[test]
fn the_replacement_is_used_up_by_one_roll_614_1a() {
    // Steel Squirrel: "{6}: Roll a six-sided die."; six more Mountains pay it.
    let extra = format!("\"Steel Squirrel\", {}", ["\"Mountain\""; 6].join(", "));
    let run = |sets: &[&str]| {
        let mut p = idea(3, &extra, sets);
        p.act("tapping Brainiac, Brainiac, Brainiac for its cost");
        p.pass_all();
        p.act("activates Steel Squirrel");
        p.pass_all();
        p.act("the die shows 1");
        p.act("the die shows 1");
        p.act("activates The Big Idea's ability, paying");
        p.pass_all();
        p.act("the die shows 2");
        p
    };
    let p = run(&[]);
    assert_eq!(
        brainiac_tokens(&p),
        3 + 2,
        "the Squirrel's roll used the replacement up: The Big Idea's is one die"
    );
    assert!(p.g.decision.is_none());
    // The broken variant keeps it: The Big Idea rolls a second die.
    let p = run(&["dice.next-roll=lasting"]);
    assert!(p.can("the die shows 2"), "{:#?}", p.options());
}

#[test]
fn two_replacements_make_three_dice_616_1f() {
    let mut p = idea(6, "", &[]);
    p.act("tapping Brainiac, Brainiac, Brainiac for its cost");
    p.act("tapping Brainiac, Brainiac, Brainiac for its cost");
    p.pass_all();
    p.pass_all();
    p.act("activates The Big Idea's ability, paying");
    p.pass_all();
    p.act("the die shows 1");
    p.act("the die shows 2");
    assert!(
        p.can("the die shows 3"),
        "the second replacement replaced one of the two dice: a third die"
    );
    p.act("the die shows 3");
    assert_eq!(brainiac_tokens(&p), 6 + 6, "1 + 2 + 3");
}

#[test]
fn brainiacs_that_arrived_this_turn_may_pay_302_6() {
    let run = |sets: &[&str]| {
        let mut p = idea(0, "", sets);
        p.act("activates The Big Idea's ability, paying");
        p.pass_all();
        p.act("the die shows 3");
        tap_options(&p)
    };
    assert_eq!(
        run(&[]),
        ["Alice activates The Big Idea's ability, tapping Brainiac, Brainiac, Brainiac for its cost"],
        "three new tokens, summoning sick: a cost without {{T}} may tap them"
    );
    assert!(run(&["cost.tap-untapped-creatures=not-this-turn"]).is_empty());
}

#[test]
fn the_replacement_ends_with_the_turn_514_2() {
    let mut p = idea_turns(3, 3, "", &[]);
    p.act("tapping Brainiac, Brainiac, Brainiac for its cost");
    p.pass_all();
    p.to(3, Step::Main1);
    p.act("activates The Big Idea's ability, paying");
    p.pass_all();
    p.act("the die shows 2");
    assert!(p.g.decision.is_none(), "one die: 'this turn' has ended");
    assert_eq!(brainiac_tokens(&p), 3 + 2);
}

#[test]
fn the_phrases_are_checked_at_load() {
    let card = |cost: &str, effect: &str| {
        format!(
            "{}[[card]]\nname = \"Idea\"\ncost = \"{{R}}\"\ntypes = [\"artifact\"]\n\n[[card.activated]]\ncost = \"{cost}\"\ndo = [{{ effect = \"{effect}\" }}]\n",
            duel(1, "battlefield = [\"Idea\"]", BOB)
        )
    };
    const NEXT: &str = "The next time you would roll a six-sided die this turn, instead roll two six-sided dice and use the total of those results.";
    let e = load_error("m.toml", &card("Tap three Brainiacs you control", NEXT));
    assert!(e.contains("only untapped permanents can be tapped"), "{e}");
    let e = load_error("m.toml", &card("Tap three untapped Brainiacs", NEXT));
    assert!(e.contains("'... you control'"), "{e}");
    let e = load_error(
        "m.toml",
        &card(
            "Tap two untapped creatures you control",
            "The next time you would roll a six-sided die this turn, instead roll two d20 and use the total of those results.",
        ),
    );
    assert!(e.contains("of the kind replaced"), "{e}");
    // A one-shot replacement with a duration is an instruction, not a static ability.
    let toml = format!(
        "{}[[card]]\nname = \"Idea\"\ncost = \"{{R}}\"\ntypes = [\"artifact\"]\nstatics = [\"{NEXT}\"]\n",
        duel(1, "battlefield = [\"Idea\"]", BOB)
    );
    let e = load_error("m.toml", &toml);
    assert!(e.contains("write it as an instruction"), "{e}");
}
