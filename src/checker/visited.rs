//! The visited set of a search: 64-bit state fingerprints, each with a small value (BFS: the
//! parent's fingerprint; DFS: nothing).
//!
//! A search looks up every generated state here, and at millions of states nearly every
//! lookup misses the cache. A general-purpose map (hashbrown, DashMap) keeps its control bytes
//! apart from its entries, so a lookup touches two cache lines; this table keeps the key and
//! value side by side in one open-addressed array with linear probing, so most lookups touch
//! one. Fingerprints are already uniform hashes: the top bits pick a shard (each behind its
//! own lock, so threads rarely wait), the low bits pick the slot.

use std::sync::{Mutex, MutexGuard};

/// Shards: a power of two; the top `SHARD_BITS` bits of a fingerprint pick one.
const SHARD_BITS: u32 = 6;
const SHARDS: usize = 1 << SHARD_BITS;

/// Slots a shard starts with (a power of two).
const FIRST_SLOTS: usize = 1 << 10;

/// A set of non-zero fingerprints, each with a value of type `V`.
pub struct Visited<V> {
    shards: Box<[Mutex<Table<V>>]>,
}

impl<V: Copy + Default> Default for Visited<V> {
    fn default() -> Self {
        Visited {
            shards: (0..SHARDS).map(|_| Mutex::new(Table::new())).collect(),
        }
    }
}

impl<V: Copy + Default> Visited<V> {
    fn shard(&self, fp: u64) -> MutexGuard<'_, Table<V>> {
        // A thread that panicked while holding a shard left it consistent: `insert` changes a
        // table only once nothing in it can panic.
        self.shards[(fp >> (64 - SHARD_BITS)) as usize]
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// Records `fp` with `value` unless it is already present: true if it was new.
    pub fn insert(&self, fp: u64, value: V) -> bool {
        debug_assert_ne!(fp, 0, "0 marks an empty slot");
        self.shard(fp).insert(fp, value)
    }

    /// Starts loading the slot where `fp` is or would go into the cache, for an `insert` or
    /// `get` soon after.
    pub fn prefetch(&self, fp: u64) {
        let slot = {
            let table = self.shard(fp);
            let i = fp as usize & (table.slots.len() - 1);
            table.slots[i..].as_ptr()
        };
        // After the lock is released: releasing it is a locked instruction, which would wait
        // for the prefetch to complete. If another thread grows the table meanwhile, the hint
        // is about memory no longer in use, which does no harm (a prefetch never faults).
        crate::engine::prefetch_address(slot.cast());
    }

    /// The value recorded with `fp`.
    pub fn get(&self, fp: u64) -> Option<V> {
        self.shard(fp).get(fp)
    }
}

/// One shard: open addressing, linear probing, key 0 for an empty slot, at most 3/4 full.
struct Table<V> {
    slots: Vec<(u64, V)>,
    len: usize,
}

impl<V: Copy + Default> Table<V> {
    fn new() -> Table<V> {
        Table {
            slots: vec![(0, V::default()); FIRST_SLOTS],
            len: 0,
        }
    }

    /// Where `fp` is, or the empty slot where it would go.
    fn slot(slots: &[(u64, V)], fp: u64) -> usize {
        let mask = slots.len() - 1;
        let mut i = fp as usize & mask;
        while slots[i].0 != fp && slots[i].0 != 0 {
            i = (i + 1) & mask;
        }
        i
    }

    fn get(&self, fp: u64) -> Option<V> {
        let slot = self.slots[Self::slot(&self.slots, fp)];
        (slot.0 == fp).then_some(slot.1)
    }

    fn insert(&mut self, fp: u64, value: V) -> bool {
        let i = Self::slot(&self.slots, fp);
        if self.slots[i].0 == fp {
            return false;
        }
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
            let i = Self::slot(&self.slots, fp);
            self.slots[i] = (fp, value);
        } else {
            self.slots[i] = (fp, value);
        }
        self.len += 1;
        true
    }

    /// Doubles the slots and puts every entry in its new place.
    fn grow(&mut self) {
        let mut slots = vec![(0, V::default()); self.slots.len() * 2];
        for &(fp, value) in self.slots.iter().filter(|s| s.0 != 0) {
            let i = Self::slot(&slots, fp);
            slots[i] = (fp, value);
        }
        self.slots = slots;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A spread of fingerprints, as a search would see: every shard, crowded low bits.
    fn fingerprints(n: u64) -> impl Iterator<Item = u64> {
        (1..=n).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    #[test]
    fn each_fingerprint_is_new_once_and_keeps_its_first_value() {
        let v: Visited<u64> = Visited::default();
        for fp in fingerprints(100_000) {
            assert!(v.insert(fp, fp ^ 7));
        }
        for fp in fingerprints(100_000) {
            assert!(
                !v.insert(fp, 0),
                "a second insert of {fp:#x} counted as new"
            );
            assert_eq!(v.get(fp), Some(fp ^ 7));
        }
        assert_eq!(v.get(2), None);
    }

    #[test]
    fn colliding_low_bits_probe_to_the_next_slot() {
        let v: Visited<()> = Visited::default();
        // One shard, one starting slot: each entry lands past the last, across growths.
        let same = |k: u64| (k << 40) | 5;
        for k in 1..5_000 {
            assert!(v.insert(same(k), ()));
        }
        assert!((1..5_000).all(|k| v.get(same(k)).is_some()));
        assert_eq!(v.get(same(6_000)), None);
    }
}
