//! The verifier: Algorithm 9.3.7 of lesson 9.3, one named function per step, LLVM's messages.

pub mod cli;
