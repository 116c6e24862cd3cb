//! The differential test's only source of randomness: ChaCha8 seeded with a fixed number,
//! read through its raw `next_u64` (so the mutants never change when `rand` changes).

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng as _, SeedableRng};

pub struct Rng(ChaCha8Rng);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A number in `0..n` (n > 0). The modulo bias is below 2^-40 for the small n used.
    pub fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
}
