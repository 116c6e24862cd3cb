//! Quizzes: questions and answer keys loaded from YAML, asked, graded and explained.
pub mod cli;
pub mod dominance;
pub mod families;
pub mod grade;
pub mod load;
pub mod model;
pub mod rng;
pub mod session;

use serde::Serialize;

pub use load::{Problem, load};
pub use model::{Asked, Form, GradedAnswer, Question, Quiz, Tag};

/// One attempt at a quiz, as the progress store records it: what was asked under which seed
/// and what was right on the first answer. No timestamp: the store adds its own clock.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Attempt {
    pub quiz: String,
    pub seed: u64,
    /// First answers that were right.
    pub score: u32,
    /// Questions in the run (more than `results` when input ended mid-quiz).
    pub total: u32,
    /// Each answered question, in the order asked.
    pub results: Vec<AttemptResult>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AttemptResult {
    pub id: String,
    pub correct: bool,
}

impl Attempt {
    pub fn new(quiz: &str, seed: u64, total: usize, results: &[GradedAnswer]) -> Attempt {
        Attempt {
            quiz: quiz.to_string(),
            seed,
            score: results.iter().filter(|r| r.correct).count() as u32,
            total: total as u32,
            results: results
                .iter()
                .map(|r| AttemptResult {
                    id: r.id.clone(),
                    correct: r.correct,
                })
                .collect(),
        }
    }
}
