//! Flashcards: the deck and its content check, the IR highlighter for snippets on cards,
//! the scheduler (learning steps, then FSRS) and the review session.

pub mod cli;
pub mod deck;
pub mod highlight;
pub mod review;
pub mod schedule;
