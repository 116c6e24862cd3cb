//! The quiz in memory: questions joined with their keys, and the concrete questions of one
//! run (families instantiated, choices shuffled) that the session asks and grades.

use serde::Serialize;

use super::families::Family;
use super::rng::QuizRng;

/// The three techniques of lesson 9.3, as flashcards and quizzes tag them.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum Tag {
    Terminators,
    PhiSelect,
    Verifier,
}

impl Tag {
    pub fn name(self) -> &'static str {
        match self {
            Tag::Terminators => "terminators",
            Tag::PhiSelect => "phi-select",
            Tag::Verifier => "verifier",
        }
    }
}

/// What a question asks for and its right answer, before shuffling.
#[derive(Debug, Clone, PartialEq)]
pub enum Form {
    /// One choice is right.
    Single { choices: Vec<String>, answer: usize },
    /// Select all that apply: exactly the listed choices (sorted indices).
    SelectAll {
        choices: Vec<String>,
        answers: Vec<usize>,
    },
    /// A short text, compared after normalisation, with accepted alternatives.
    Short { answer: String, accept: Vec<String> },
    /// A number, compared exactly.
    Number { answer: f64 },
}

impl Form {
    pub fn kind(&self) -> &'static str {
        match self {
            Form::Single { .. } => "single",
            Form::SelectAll { .. } => "select-all",
            Form::Short { .. } => "short",
            Form::Number { .. } => "number",
        }
    }

    /// The choices, for the kinds that have them.
    pub fn choices(&self) -> &[String] {
        match self {
            Form::Single { choices, .. } | Form::SelectAll { choices, .. } => choices,
            _ => &[],
        }
    }

    /// The same question with its choices in an order drawn from `rng`.
    fn shuffled(self, rng: &mut QuizRng) -> Form {
        let n = self.choices().len();
        let mut order: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut order);
        let new_pos = |old: usize| order.iter().position(|o| *o == old).unwrap_or(old);
        let reorder = |choices: &[String]| order.iter().map(|o| choices[*o].clone()).collect();
        match self {
            Form::Single { choices, answer } => Form::Single {
                choices: reorder(&choices),
                answer: new_pos(answer),
            },
            Form::SelectAll { choices, answers } => {
                let mut answers: Vec<usize> = answers.into_iter().map(new_pos).collect();
                answers.sort_unstable();
                Form::SelectAll {
                    choices: reorder(&choices),
                    answers,
                }
            }
            other => other,
        }
    }
}

/// What a question is made of: fixed content, or a family whose instance the seed draws.
#[derive(Debug, Clone)]
pub enum Body {
    Fixed(Form),
    Family(Family),
}

/// One question with its key, as loaded and checked.
#[derive(Debug, Clone)]
pub struct Question {
    pub id: String,
    pub tag: Tag,
    pub prompt: String,
    pub body: Body,
    pub explanation: String,
    /// Where in lesson 9.3 the answer comes from, e.g. "Definition 9.3.1".
    pub section: String,
    /// A command that shows the fact with LLVM 22, when the answer is LLVM's behaviour.
    pub see: Option<String>,
}

impl Question {
    pub fn kind(&self) -> &'static str {
        match &self.body {
            Body::Fixed(form) => form.kind(),
            Body::Family(_) => "family",
        }
    }

    /// The question as asked under `seed`: the family's instance drawn, choices shuffled.
    pub fn ask(&self, seed: u64) -> Asked {
        let mut rng = QuizRng::for_question(seed, &self.id);
        let (form, instance, detail) = match &self.body {
            Body::Fixed(form) => (form.clone(), None, None),
            Body::Family(family) => {
                let inst = family.instantiate(&mut rng);
                (inst.form, Some(inst.text), Some(inst.detail))
            }
        };
        let mut prompt = self.prompt.trim_end().to_string();
        if let Some(text) = instance {
            prompt.push_str("\n\n");
            prompt.push_str(text.trim_end());
        }
        let mut explanation = self.explanation.trim_end().to_string();
        if let Some(detail) = detail {
            explanation = format!("{}\n{}", detail.trim_end(), explanation);
        }
        Asked {
            id: self.id.clone(),
            tag: self.tag,
            kind: self.kind(),
            prompt,
            form: form.shuffled(&mut rng),
            explanation,
            section: self.section.clone(),
            see: self.see.clone(),
        }
    }
}

/// A loaded quiz: the chapter's name, title and questions in file order.
#[derive(Debug, Clone)]
pub struct Quiz {
    pub name: String,
    pub title: String,
    pub questions: Vec<Question>,
}

/// A question as one run asks it: concrete prompt, shuffled choices, the right answer.
#[derive(Debug, Clone)]
pub struct Asked {
    pub id: String,
    pub tag: Tag,
    /// The question's kind in the content (`family` for a parametric one).
    pub kind: &'static str,
    pub prompt: String,
    pub form: Form,
    pub explanation: String,
    pub section: String,
    pub see: Option<String>,
}

/// One graded answer, as `--format json` prints it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GradedAnswer {
    pub id: String,
    pub given: Option<String>,
    pub correct: bool,
}
