//! The quiz's randomness: one ChaCha8 stream per (seed, question id), read only through the
//! raw `next_u32`/`next_u64` and the small samplers below, so that a seed names the same quiz
//! on every machine and whatever `rand` does to its own algorithms.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// A deterministic generator for one question of one quiz run.
pub struct QuizRng(ChaCha8Rng);

impl QuizRng {
    /// The stream for question `id` under `seed`. Keyed by the id (not the position) so that
    /// `--only` and `--tag` leave every remaining question's instance and shuffle unchanged.
    pub fn for_question(seed: u64, id: &str) -> QuizRng {
        let mut state = seed ^ fnv1a(id.as_bytes());
        let mut bytes = [0u8; 32];
        for chunk in bytes.chunks_mut(8) {
            chunk.copy_from_slice(&splitmix64(&mut state).to_le_bytes());
        }
        QuizRng(ChaCha8Rng::from_seed(bytes))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (n > 0), by rejection so that every value is equally likely.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "below(0) has no value to return");
        let zone = u32::MAX - (u32::MAX % n);
        loop {
            let x = self.0.next_u32();
            if x < zone {
                return x % n;
            }
        }
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        self.below(den) < num
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u32) as usize]
    }

    /// Fisher–Yates, from the last position down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// A fresh seed for a run without `--seed`: the clock mixed with the process id, which is
/// enough to vary between runs (the seed is printed, so any run can be replayed).
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let mut state = nanos ^ (u64::from(std::process::id()) << 32);
    // Keep seeds short enough to type back.
    splitmix64(&mut state) % 1_000_000
}

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        hash ^= u64::from(*b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_id_give_the_same_stream() {
        let a: Vec<u64> = (0..4)
            .map({
                let mut r = QuizRng::for_question(11, "phi-parallel");
                move |_| r.next_u64()
            })
            .collect();
        let mut r = QuizRng::for_question(11, "phi-parallel");
        let b: Vec<u64> = (0..4).map(|_| r.next_u64()).collect();
        assert_eq!(a, b);
        let mut other = QuizRng::for_question(11, "select-poison");
        assert_ne!(a[0], other.next_u64());
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut r = QuizRng::for_question(3, "x");
        let mut seen = [false; 5];
        for _ in 0..500 {
            let v = r.below(5) as usize;
            seen[v] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }
}
