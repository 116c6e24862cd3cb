//! Quizzes: questions and answer keys loaded from YAML, asked, graded and explained.

pub mod cli;
