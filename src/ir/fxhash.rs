//! A fast, non-cryptographic hasher for the parser's symbol tables (the multiply-rotate
//! hash of Firefox and rustc). Names come from the file being checked, so the DoS
//! resistance of the default SipHash buys nothing here, and hashing every operand's name
//! with it dominated the time on large inputs.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8-byte chunk")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut buf = [0u8; 8];
            buf[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(buf));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    /// The multiply leaves the low bits depending only on the low input bits, and the hash
    /// table picks buckets by the low bits: mix the high bits down (MurmurHash3's finalizer)
    /// so that names sharing a first byte do not all collide.
    #[inline]
    fn finish(&self) -> u64 {
        let mut h = self.hash;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h
    }
}

pub type FxBuild = BuildHasherDefault<FxHasher>;
pub type FxHashMap<K, V> = HashMap<K, V, FxBuild>;
pub type FxHashSet<K> = HashSet<K, FxBuild>;

/// A table from names to ids whose short keys (up to 23 bytes, nearly every name in
/// practice) are stored inline: a lookup compares bytes in the table itself instead of
/// following a pointer to each key, which dominated the time on a function with 10^6
/// phi operands.
#[derive(Debug)]
pub struct NameTable<V> {
    short: FxHashMap<ShortName, V>,
    long: FxHashMap<String, V>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct ShortName {
    len: u8,
    bytes: [u8; 23],
}

impl ShortName {
    fn new(name: &str) -> Option<ShortName> {
        ShortName::from_bytes(name.as_bytes())
    }

    fn from_bytes(b: &[u8]) -> Option<ShortName> {
        if b.len() > 23 {
            return None;
        }
        let mut bytes = [0u8; 23];
        bytes[..b.len()].copy_from_slice(b);
        Some(ShortName {
            len: b.len() as u8,
            bytes,
        })
    }
}

impl<V> Default for NameTable<V> {
    fn default() -> Self {
        NameTable {
            short: FxHashMap::default(),
            long: FxHashMap::default(),
        }
    }
}

impl<V: Copy> NameTable<V> {
    pub fn get(&self, name: &str) -> Option<V> {
        match ShortName::new(name) {
            Some(k) => self.short.get(&k).copied(),
            None => self.long.get(name).copied(),
        }
    }

    /// A lookup by the name's bytes as they stand in the source (no UTF-8 check).
    pub fn get_bytes(&self, name: &[u8]) -> Option<V> {
        match ShortName::from_bytes(name) {
            Some(k) => self.short.get(&k).copied(),
            None => self.long.get(&*String::from_utf8_lossy(name)).copied(),
        }
    }

    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    pub fn insert(&mut self, name: &str, v: V) {
        match ShortName::new(name) {
            Some(k) => {
                self.short.insert(k, v);
            }
            None => {
                self.long.insert(name.to_string(), v);
            }
        }
    }
}

/// A table from value numbers (`%12`) to ids: dense for the small numbers every real
/// function uses, hashed beyond.
#[derive(Debug)]
pub struct NumberTable<V> {
    dense: Vec<Option<V>>,
    sparse: FxHashMap<u32, V>,
}

const DENSE_LIMIT: u32 = 1 << 20;

impl<V> Default for NumberTable<V> {
    fn default() -> Self {
        NumberTable {
            dense: Vec::new(),
            sparse: FxHashMap::default(),
        }
    }
}

impl<V: Copy> NumberTable<V> {
    pub fn get(&self, n: u32) -> Option<V> {
        if n < DENSE_LIMIT {
            self.dense.get(n as usize).copied().flatten()
        } else {
            self.sparse.get(&n).copied()
        }
    }

    pub fn insert(&mut self, n: u32, v: V) {
        if n < DENSE_LIMIT {
            if self.dense.len() <= n as usize {
                self.dense.resize(n as usize + 1, None);
            }
            self.dense[n as usize] = Some(v);
        } else {
            self.sparse.insert(n, v);
        }
    }
}
