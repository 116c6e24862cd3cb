//! Quizzes: questions and answer keys loaded from YAML, asked, graded and explained.
//!
//! A chapter is two files joined by question id, each with `format_version: 1` and
//! `quiz: NAME` (the file's stem):
//!
//! - `quizzes/NAME.yaml`, what the student sees: `title`, then `questions`, a list of
//!   `{id, kind, tag, prompt, choices?, family?}`. `kind` is `single` (one right choice),
//!   `select-all` (exactly the right set), `short` (text compared after normalising case,
//!   spaces, commas, `%`, quotes and a final full stop), `number` (exact), or `family` (a
//!   parametric question: `family:` names the generator in [`families`], which draws an
//!   instance from the seed and computes its answer). `tag` is `terminators`, `phi-select`
//!   or `verifier`. `choices` only for `single` and `select-all`.
//! - `solutions/quizzes/NAME.yaml`, the key: `answers`, a list of `{id, answer, accept?,
//!   explanation, section, see?, shows?}`. `answer` is a choice's text (`single`), a list of
//!   choices' texts (`select-all`), a text (`short`, with alternatives in `accept`), a
//!   number (`number`), and absent for a family. `section` names where lesson 9.3 says it;
//!   `see` is the command that shows the fact with LLVM 22, and `shows` lists text it
//!   prints (tests/quiz_llvm_facts.rs runs every `see` and looks for it).
//!
//! A choice written `KEY: text` may also be answered by its KEY (`W4`). Loading checks
//! everything ([`load::load`]): every question has a key and every key a question, ids are
//! unique, answers are among the choices, families instantiate; each problem is reported as
//! `FILE:LINE:COL: message`. Randomness (instances and the order of choices) comes from
//! [`rng::QuizRng`], keyed by seed and question id, so `--seed N` replays a quiz.
//!
//! A finished (or abandoned) run is summed up as an [`Attempt`], the record the progress
//! store keeps.
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
