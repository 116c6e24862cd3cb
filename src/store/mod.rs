//! The progress store (SQLite): card state, review log, drill and quiz attempts; `course stats`.

pub mod cli;
