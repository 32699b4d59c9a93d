//! State-based actions (CR 704), checked whenever a player would receive priority (117.5).

use crate::cards::Types;

use super::state::{Game, Outcome, Zone};
use super::Engine;

/// Performs all applicable state-based actions simultaneously, repeating until none apply
/// (CR 704.3). Ends the game when fewer than two players remain (CR 104.2a, 104.4a).
/// Returns whether any was performed (or the legend rule asks its player to choose: 514.3a
/// reads it).
pub fn check(eng: &Engine, g: &mut Game) -> bool {
    let mut performed = false;
    // Phenomena planeswalked away from in this check: more than the planar cards in the game
    // means each one came up without a trigger to wait for, and will again forever.
    let mut phenomena_left = 0usize;
    loop {
        let mut any = false;
        let losers: Vec<u8> = (0..g.players.len())
            .filter(|&p| {
                let pl = &g.players[p];
                // CR 704.5a (0 or less life), 704.5b (drew from an empty library), 704.5c
                // (ten or more poison counters).
                !pl.lost && (pl.life <= 0 || pl.drew_from_empty || eng.poisoned_out(g, p))
            })
            .map(|p| p as u8)
            .collect();
        // CR 104.3: a player who can't lose the game stays in it; the attempt to draw from an
        // empty library is spent with this check (704.5b: since the last one), the rest hold
        // on and are checked again once the effect ends.
        let (losers, spared): (Vec<u8>, Vec<u8>) =
            losers.into_iter().partition(|&p| !eng.cant_lose(g, p));
        for p in spared {
            g.players[p as usize].drew_from_empty = false;
        }
        if !losers.is_empty() {
            any = true;
            if g.players_in_game() > losers.len() + 1 {
                // A multiplayer game goes on without them (CR 104.3, 800.4).
                for p in losers {
                    eng.leave_game(g, p);
                }
            } else {
                for p in losers {
                    g.players[p as usize].lost = true;
                }
            }
        }
        let mut doomed: Vec<_> = g
            .among(&eng.table.creatures, Zone::Battlefield)
            .filter(|&c| eng.is_creature(g, c))
            .filter(|&c| {
                let t = eng.toughness(g, c);
                // CR 704.5f (toughness 0 or less), 704.5g (lethal damage), 704.5h (damage
                // from a source with deathtouch).
                // CR 702.12b: an indestructible creature ignores 704.5g and 704.5h (not
                // 704.5f: it isn't destroyed, it is put into the graveyard).
                let lethal = g.obj(c).damage as i16 >= t
                    || (eng.rules.deathtouch_destroys && g.obj(c).deathtouched);
                t <= 0 || (lethal && !eng.indestructible(g, c))
            })
            .collect();
        // CR 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard.
        for c in g.among(&eng.table.planeswalkers, Zone::Battlefield) {
            if g.obj(c).loyalty == 0
                && eng.face(g, c).is(Types::PLANESWALKER)
                && !doomed.contains(&c)
            {
                doomed.push(c);
            }
        }
        if !doomed.is_empty() {
            // CR 704.3: all at once (each dying permanent sees the others die, 603.10a).
            eng.move_cards(g, &doomed, Zone::Graveyard);
            any = true;
        }
        // CR 704.5q: +1/+1 and -1/-1 counters annihilate in pairs.
        if eng.annihilate_counters(g) {
            any = true;
        }
        // CR 611.2b: an effect "for as long as it has a [kind] counter on it" has ended.
        if !g.continuous.is_empty() && eng.end_counter_effects(g) {
            any = true;
        }
        // CR 704.5m: an Aura attached to an illegal object or to none.
        if eng.aura_sba(g) {
            any = true;
        }
        // CR 704.5n: an Equipment attached to an illegal permanent.
        if eng.equipment_sba(g) {
            any = true;
        }
        // CR 704.5d: a token in a zone other than the battlefield ceases to exist.
        if eng.tokens_cease(g) {
            any = true;
        }
        // CR 704.5e, 707.10a: a copy of a spell anywhere but the stack ceases to exist.
        if eng.copies_cease(g) {
            any = true;
        }
        // CR 704.5s: a Saga whose last chapter has triggered and left the stack.
        if eng.saga_sba(g) {
            any = true;
        }
        // CR 704.6f: a face-up phenomenon whose trigger has left the stack.
        if eng.phenomenon_sba(g) {
            any = true;
            phenomena_left += 1;
            // CR 104.4b: a loop of mandatory actions no player can stop (planar decks of
            // phenomena none of which has an ability that triggers) is a draw.
            let planar = g.players.iter().map(|p| p.planar.len()).sum::<usize>() + 1;
            if phenomena_left > planar + g.face_up.len() {
                g.outcome = Some(Outcome::Draw);
                return true;
            }
        }
        if !any {
            break;
        }
        performed = true;
    }
    // CR 704.5j: the legend rule asks its player to choose (performed with the others, 704.3:
    // once every other state-based action is done, as nothing else is left to do).
    if g.outcome.is_none() && eng.legend_rule(g) {
        performed = true;
    }
    eng.pack_tokens(g);
    if g.outcome.is_none() && g.players.iter().any(|p| p.lost) {
        let left: Vec<_> = (0..g.players.len())
            .filter(|&p| !g.players[p].lost)
            .collect();
        match left.len() {
            0 => g.outcome = Some(Outcome::Draw),
            1 => g.outcome = Some(Outcome::Win(left[0] as u8)),
            _ => {}
        }
    }
    performed
}

/// CR 704.5d-e: a token that has left the battlefield, or a copy of a spell that has left the
/// stack, ceases to exist at the next check of state-based actions. Until then nothing can see
/// it (it is no card, 108.2, 707.10; its leaving already triggered what it triggers), so while a
/// player answers a question the game asked before that check, it has already ceased.
pub fn cease_unseen(eng: &Engine, g: &mut Game) {
    eng.tokens_cease(g);
    eng.copies_cease(g);
}
