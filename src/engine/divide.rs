//! Dividing damage among targets (CR 601.2d): "deals 2 damage divided as you choose among one
//! or two targets". The division is chosen as the spell is cast, each target getting at least
//! 1; a division is kept as its index among the ways to split the amount (`divisions`), in a
//! fixed order, so that a spell on the stack remembers it in one byte.

use smallvec::SmallVec;

use crate::cards::{Amount, Effect, Program, Selector};

/// The shares of one division, in target order.
pub type Shares = SmallVec<[u8; 4]>;

/// The ways to split `n` among `k` targets, each getting at least 1 (CR 601.2d), in
/// lexicographic order of the shares: none if `n < k`, one (nothing) if `k` is 0. At most
/// 256 (the index is a byte).
pub fn divisions(n: u8, k: u8) -> Vec<Shares> {
    let mut out = Vec::new();
    let mut shares = Shares::new();
    split(n, k, &mut shares, &mut out);
    out
}

fn split(n: u8, k: u8, shares: &mut Shares, out: &mut Vec<Shares>) {
    if out.len() > u8::MAX as usize {
        return;
    }
    if k == 0 {
        if n == 0 {
            out.push(shares.clone());
        }
        return;
    }
    if k == 1 {
        if n >= 1 {
            shares.push(n);
            out.push(shares.clone());
            shares.pop();
        }
        return;
    }
    // Leave at least 1 for each target after this one.
    for first in 1..=n.saturating_sub(k - 1) {
        shares.push(first);
        split(n - first, k - 1, shares, out);
        shares.pop();
    }
}

/// The divided-damage instruction of a program, if it has one: its amount and the targets it
/// divides among (the first index and how many at most).
pub fn divided(program: &Program) -> Option<(&Amount, u8, u8)> {
    program.effects().find_map(|e| match e {
        Effect::DivideDamage {
            amount,
            among: Selector::Group { first, max, .. },
        } => Some((amount, *first, *max)),
        _ => None,
    })
}

/// The amount to divide, as it is known while the spell is cast (CR 601.2d: fixed, X, or by
/// kicker).
pub fn cast_amount(a: &Amount, x: u8, kicked: bool) -> u8 {
    match a {
        Amount::Fixed(n) => *n,
        Amount::X => x,
        Amount::IfKicked(yes, no) => {
            if kicked {
                *yes
            } else {
                *no
            }
        }
        _ => 0,
    }
}

/// How many of the targets from `first` (at most `max`) were chosen.
pub fn chosen(targets: usize, first: u8, max: u8) -> u8 {
    targets.saturating_sub(first as usize).min(max as usize) as u8
}

/// The shares division `index` gives a program's divided damage with `targets` chosen (CR
/// 601.2d): the amount and its shares, if the program divides damage.
pub fn shares(
    program: &Program,
    targets: usize,
    x: u8,
    kicked: bool,
    index: u8,
) -> Option<(u8, Shares)> {
    let (amount, first, max) = divided(program)?;
    let n = cast_amount(amount, x, kicked);
    let d = divisions(n, chosen(targets, first, max))
        .into_iter()
        .nth(index as usize)?;
    Some((n, d))
}
