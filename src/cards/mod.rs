//! Flashcards: the deck, the FSRS scheduler and the review session.

pub mod cli;
