//! Seeded drills: generate a function that breaks one rule of W1–W7 or none, and grade the answer with the checker.

pub mod cli;
