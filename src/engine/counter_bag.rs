//! The counters on one object of the kinds that have no field of their own (CR 122.1): charge,
//! divinity, fate, -1/-1 and every other kind of `NAMED_COUNTERS`, by index.
//!
//! An object holds counters of at most `CAPACITY` such kinds at once (six bytes, so that every
//! object stays small). Putting counters of one kind more on a full bag is refused
//! (`Full`): the engine then cuts the game at that state (`Outcome::CounterLimit`) and the
//! search reports the bound, never a silent loss of counters.

/// How many kinds of named counters one object may hold at once.
pub const CAPACITY: usize = 3;

/// Slots of (kind, count): the occupied ones first, in increasing kind, then empty ones
/// (count 0), so that two bags with the same counters are equal and hash alike.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct CounterBag([(u8, u8); CAPACITY]);

/// A kind of counter more than a bag holds (`CAPACITY`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Full;

impl CounterBag {
    /// How many counters of `kind` (an index of `NAMED_COUNTERS`) are in the bag.
    pub fn get(&self, kind: u8) -> u8 {
        self.kinds().find(|&(k, _)| k == kind).map_or(0, |(_, n)| n)
    }

    pub fn is_empty(&self) -> bool {
        self.0[0].1 == 0
    }

    /// Each kind held, with its count (never 0), in increasing kind.
    pub fn kinds(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        self.0.iter().copied().take_while(|&(_, n)| n > 0)
    }

    /// Puts `n` counters of `kind`, saturating at 255 (counters are a byte each).
    pub fn add(&mut self, kind: u8, n: u8) -> Result<(), Full> {
        if n == 0 {
            return Ok(());
        }
        if let Some(slot) = self.0.iter_mut().find(|(k, c)| *c > 0 && *k == kind) {
            slot.1 = slot.1.saturating_add(n);
            return Ok(());
        }
        let Some(free) = self.0.iter_mut().find(|(_, c)| *c == 0) else {
            return Err(Full);
        };
        *free = (kind, n);
        self.normalise();
        Ok(())
    }

    /// Removes up to `n` counters of `kind` (as many as there are).
    pub fn remove(&mut self, kind: u8, n: u8) {
        if let Some(slot) = self.0.iter_mut().find(|(k, c)| *c > 0 && *k == kind) {
            slot.1 = slot.1.saturating_sub(n);
            self.normalise();
        }
    }

    /// The bag in one word (48 bits): kind and count per slot. Injective.
    pub fn packed(&self) -> u64 {
        self.0.iter().enumerate().fold(0u64, |w, (i, &(k, n))| {
            w | ((k as u64) << 8 | n as u64) << (16 * i)
        })
    }

    /// Occupied slots first, by kind; an emptied slot becomes (0, 0).
    fn normalise(&mut self) {
        for slot in self.0.iter_mut().filter(|(_, n)| *n == 0) {
            *slot = (0, 0);
        }
        self.0.sort_by_key(|&(k, n)| (n == 0, k));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_kept_in_order_and_emptied_slots_are_reused() {
        let mut b = CounterBag::default();
        assert!(b.is_empty());
        b.add(7, 2).unwrap();
        b.add(3, 1).unwrap();
        b.add(7, 1).unwrap();
        assert_eq!(b.kinds().collect::<Vec<_>>(), vec![(3, 1), (7, 3)]);
        b.add(9, 1).unwrap();
        assert_eq!(b.add(1, 1), Err(Full));
        b.remove(3, 5);
        assert_eq!(b.get(3), 0);
        b.add(1, 4).unwrap();
        assert_eq!(b.kinds().collect::<Vec<_>>(), vec![(1, 4), (7, 3), (9, 1)]);
        let mut same = CounterBag::default();
        for (k, n) in [(9, 1), (1, 4), (7, 3)] {
            same.add(k, n).unwrap();
        }
        assert_eq!(b, same);
        assert_eq!(b.packed(), same.packed());
    }

    #[test]
    fn counts_saturate_and_nothing_added_is_no_kind() {
        let mut b = CounterBag::default();
        b.add(4, 0).unwrap();
        assert!(b.is_empty());
        b.add(4, 200).unwrap();
        b.add(4, 200).unwrap();
        assert_eq!(b.get(4), 255);
    }
}

#[cfg(test)]
mod kinds {
    use crate::cards::{FINALITY, MINUS_ONE, NAMED_COUNTERS, SHIELD, STUN};

    /// The kinds with a rule of their own are found by index: the indexes name them.
    #[test]
    fn the_kinds_with_rules_are_at_their_indexes() {
        assert_eq!(NAMED_COUNTERS[MINUS_ONE as usize], "-1/-1");
        assert_eq!(NAMED_COUNTERS[STUN as usize], "stun");
        assert_eq!(NAMED_COUNTERS[FINALITY as usize], "finality");
        assert_eq!(NAMED_COUNTERS[SHIELD as usize], "shield");
    }
}
