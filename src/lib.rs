//! `course`: the companion program of a compilers course (lesson 9.3: terminators, phi and
//! select, the verifier's invariants W1–W7).
//!
//! Data flows one way: text → [`ir`] → [`cfg`] → [`verify`] → [`ui`]. The drill builds
//! functions, prints them and grades with [`verify`]; quizzes and cards know nothing of IR
//! except through parametric questions. See ARCHITECTURE.md for the code map.

pub mod cards;
pub mod cfg;
pub mod content;
pub mod drill;
pub mod ir;
pub mod quiz;
pub mod store;
pub mod ui;
pub mod verify;
