//! A state's wire form, for the distributed search (`checker::distributed`), which sends
//! states between processes: every part of `Game` derives serde's traits; a shared table
//! (`Shared`) goes as its entries, and comes back as a new table whose digest is computed
//! again on first use (its hash and equality are the original's).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::state::Shared;

impl<T: Serialize + Clone> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<T>::deserialize(d)?.into_iter().collect())
    }
}
