//! The drill's randomness: ChaCha8 seeded from `--seed`, read only through the raw
//! `next_u32`/`next_u64` and the few samplers below, so that a seed prints the same drill on
//! every machine and with every version of `rand`.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng as _, SeedableRng};

/// A seeded source of the drill's random choices.
pub struct Rng(ChaCha8Rng);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform integer in `0..n` (`n > 0`), by rejection so that no value is favoured.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0)");
        let n = n as u64;
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.0.next_u64();
            if x < zone {
                return (x % n) as usize;
            }
        }
    }

    /// A uniform integer in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.0.next_u32() % 100 < percent
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// An index chosen with the given weights (at least one positive).
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut x = self.0.next_u32() % total;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }

    /// A fresh seed for a drill the user did not seed (printed so it can be replayed).
    pub fn fresh_seed() -> u64 {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        let mut r = Rng::new(nanos ^ u64::from(std::process::id()));
        r.0.next_u64() % 1_000_000
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_choices() {
        let a: Vec<usize> = {
            let mut r = Rng::new(11);
            (0..20).map(|_| r.below(7)).collect()
        };
        let mut r = Rng::new(11);
        let b: Vec<usize> = (0..20).map(|_| r.below(7)).collect();
        assert_eq!(a, b);
        assert!(a.iter().all(|x| *x < 7));
    }

    #[test]
    fn weighted_never_picks_zero_weight() {
        let mut r = Rng::new(3);
        for _ in 0..200 {
            assert_ne!(r.weighted(&[5, 0, 5]), 1);
        }
    }
}
