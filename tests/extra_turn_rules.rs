//! Extra turns (CR 500.7): "Take an extra turn after this one." The turn is added directly
//! after this one; of several, the most recently created is taken first; then turns go on in
//! seat order from the turn they came after. A player's extra turns are turns they take (their
//! upkeep, "your first three turns").

mod common;

use common::Play;
use rulecheck::engine::Step;

fn game(turns: u8, alice_hand: &str, islands: usize) -> Play {
    game_with(turns, alice_hand, islands, &[])
}

/// Alice with `alice_hand` and `islands` Islands, Bob with a library; the rules `set`.
fn game_with(turns: u8, alice_hand: &str, islands: usize, set: &[&str]) -> Play {
    let lands = vec!["\"Island\""; islands].join(", ");
    let toml = format!(
        "name = \"t\"\nturns = {turns}\n\n[[player]]\nname = \"Alice\"\nhand = [{alice_hand}]\n\
         battlefield = [{lands}]\nlibrary = [\"Island\", \"Island\", \"Island\", \"Island\"]\n\n\
         [[player]]\nname = \"Bob\"\nlibrary = [\"Island\", \"Island\", \"Island\", \"Island\"]\n"
    );
    Play::with_rules(&toml, set)
}

/// Who is active at the start of each turn from the current one to the last, passing.
fn actives(p: &mut Play, last: u8) -> Vec<u8> {
    let mut out = Vec::new();
    for t in p.g.turn + 1..=last {
        p.to(t, Step::Upkeep);
        out.push(p.g.active);
    }
    out
}

#[test]
fn time_walk_gives_its_caster_the_next_turn_then_seat_order_goes_on_500_7() {
    let mut p = game(4, "\"Time Walk\"", 2);
    p.to(1, Step::Main1);
    p.act("Alice casts Time Walk");
    p.pass_all();
    assert_eq!(
        actives(&mut p, 4),
        [0, 1, 0],
        "turns 2-4: Alice (extra), Bob, Alice"
    );
}

#[test]
fn an_extra_turn_is_a_turn_its_player_begins_601_3() {
    let mut p = game(3, "\"Time Walk\"", 2);
    p.to(1, Step::Main1);
    p.act("Alice casts Time Walk");
    p.pass_all();
    p.to(2, Step::Upkeep);
    // Her lands untapped in her extra turn's untap step (CR 502.3).
    let eng = p.eng();
    assert!(p.g.ids().all(|c| !p.g.obj(c).tapped), "{}", p.board());
    assert_eq!((eng.turns_begun(&p.g, 0), eng.turns_begun(&p.g, 1)), (2, 0));
    p.to(3, Step::Upkeep);
    let eng = p.eng();
    assert_eq!((eng.turns_begun(&p.g, 0), eng.turns_begun(&p.g, 1)), (2, 1));
}

#[test]
fn time_warp_on_the_opponent_is_followed_by_their_own_turn_500_7() {
    let cast = |rules: &[&str]| {
        let mut p = game_with(4, "\"Time Warp\"", 5, rules);
        p.to(1, Step::Main1);
        p.act("Alice casts Time Warp, targeting Bob");
        p.pass_all();
        p
    };
    let mut p = cast(&[]);
    assert_eq!(
        actives(&mut p, 4),
        [1, 1, 0],
        "turns 2-4: Bob (extra), Bob, Alice"
    );
    let mut p = cast(&["extra-turn.then=next-seat"]);
    assert_eq!(
        actives(&mut p, 4),
        [1, 0, 1],
        "the broken variant: on from the extra turn's player"
    );
}

#[test]
fn the_most_recently_created_extra_turn_comes_first_500_7() {
    let mut p = game(5, "\"Time Walk\", \"Time Warp\"", 7);
    p.to(1, Step::Main1);
    p.act("Alice casts Time Walk");
    p.pass_all();
    p.act("Alice casts Time Warp, targeting Bob");
    p.pass_all();
    assert_eq!(
        actives(&mut p, 5),
        [1, 0, 1, 0],
        "turns 2-5: Bob (Time Warp's, created last), Alice (Time Walk's), Bob, Alice"
    );
}
