//! Reading and grading answers: letters for choices, normalised short answers, numbers.
//!
//! The same rules serve the interactive prompt and `--answers FILE`: a choice is given by
//! its letter under this run's shuffle, by its text, or, for a choice written `KEY: text`,
//! by its KEY alone (`W4`).

use super::model::{Asked, Form};

/// Short answers compare after this: lower case, without `%`, backticks or quotes, commas
/// and runs of spaces read as one space, no final full stop.
pub fn normalise(text: &str) -> String {
    let lowered: String = text
        .to_lowercase()
        .chars()
        .filter(|c| !matches!(c, '%' | '`' | '\'' | '"'))
        .map(|c| if c == ',' { ' ' } else { c })
        .collect();
    let joined = lowered.split_whitespace().collect::<Vec<_>>().join(" ");
    joined.trim_end_matches('.').trim_end().to_string()
}

/// The letter shown before choice `i`: `a`, `b`, …
pub fn letter(i: usize) -> char {
    (b'a' + i as u8) as char
}

/// Grades `given` against the question. `Err` explains why the text is not an answer of the
/// right shape (the prompt asks again; a file's answer is graded wrong).
pub fn grade(asked: &Asked, given: &str) -> Result<bool, String> {
    match &asked.form {
        Form::Single { choices, answer } => {
            let picked = choice_index(choices, given.trim())?;
            Ok(picked == *answer)
        }
        Form::SelectAll { choices, answers } => {
            let mut picked = choice_set(choices, given)?;
            picked.sort_unstable();
            picked.dedup();
            Ok(&picked == answers)
        }
        Form::Short { answer, accept } => {
            let g = normalise(given);
            if g.is_empty() {
                return Err("type a short answer".to_string());
            }
            Ok(std::iter::once(answer)
                .chain(accept)
                .any(|a| normalise(a) == g))
        }
        Form::Number { answer } => {
            let value = parse_number(given)?;
            Ok((value - answer).abs() < 1e-9)
        }
    }
}

/// The right answer as the student should read it after a wrong one.
pub fn show_answer(form: &Form) -> String {
    match form {
        Form::Single { choices, answer } => format!("{}) {}", letter(*answer), choices[*answer]),
        Form::SelectAll { choices, answers } => answers
            .iter()
            .map(|i| format!("{}) {}", letter(*i), choices[*i]))
            .collect::<Vec<_>>()
            .join("; "),
        Form::Short { answer, .. } => answer.clone(),
        Form::Number { answer } => format_number(*answer),
    }
}

/// How to answer a question of this form, for `?` and for a reply of the wrong shape.
pub fn how_to_answer(form: &Form) -> String {
    match form {
        Form::Single { choices, .. } => format!(
            "Type one letter, a to {}, or the choice's text.",
            letter(choices.len() - 1)
        ),
        Form::SelectAll { choices, .. } => format!(
            "Select all that apply: letters a to {}, e.g. `a, c` or `ac`.",
            letter(choices.len() - 1)
        ),
        Form::Short { .. } => {
            "Type a short answer; case, spaces, commas and `%` do not matter.".to_string()
        }
        Form::Number { .. } => "Type a number, e.g. 3 or 1000000.".to_string(),
    }
}

pub fn format_number(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

fn parse_number(given: &str) -> Result<f64, String> {
    let cleaned: String = given
        .chars()
        .filter(|c| !matches!(c, '_' | ',') && !c.is_whitespace())
        .collect();
    cleaned
        .parse::<f64>()
        .ok()
        .filter(|x| x.is_finite())
        .ok_or_else(|| format!("`{}` is not a number", given.trim()))
}

fn choice_index(choices: &[String], given: &str) -> Result<usize, String> {
    let g = normalise(given);
    if g.len() == 1 {
        let i = (g.as_bytes()[0] as char as usize).wrapping_sub('a' as usize);
        if i < choices.len() {
            return Ok(i);
        }
    }
    choices
        .iter()
        .position(|c| normalise(c) == g || choice_key(c).is_some_and(|k| normalise(k) == g))
        .ok_or_else(|| format!("`{}` is not one of the choices", given.trim()))
}

fn choice_set(choices: &[String], given: &str) -> Result<Vec<usize>, String> {
    let parts: Vec<&str> = given
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err("select at least one choice".to_string());
    }
    let letters_only = |p: &str| {
        p.chars().all(|c| {
            c.is_whitespace() || (c.is_ascii_lowercase() && letter_index(c) < choices.len())
        })
    };
    // `ac` and `a c` are letters; anything else is one choice per comma-separated part.
    if parts.len() == 1 && parts[0].chars().count() > 1 && letters_only(parts[0]) {
        let is_text = choices.iter().any(|c| normalise(c) == normalise(parts[0]));
        if !is_text {
            return Ok(parts[0]
                .chars()
                .filter(|c| !c.is_whitespace())
                .map(letter_index)
                .collect());
        }
    }
    parts.iter().map(|p| choice_index(choices, p)).collect()
}

fn letter_index(c: char) -> usize {
    (c as usize).wrapping_sub('a' as usize)
}

/// `W4` in `W4: one phi entry per incoming edge`.
fn choice_key(choice: &str) -> Option<&str> {
    let (key, rest) = choice.split_once(": ")?;
    (!key.contains(' ') && !rest.is_empty()).then_some(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::model::Tag;

    fn asked(form: Form) -> Asked {
        Asked {
            id: "t".into(),
            tag: Tag::Verifier,
            kind: form.kind(),
            prompt: String::new(),
            form,
            explanation: String::new(),
            section: String::new(),
            see: None,
        }
    }

    fn choices() -> Vec<String> {
        [
            "W4: phi entries",
            "W6: dominance",
            "poison",
            "the value of %x",
        ]
        .map(String::from)
        .to_vec()
    }

    #[test]
    fn single_accepts_letter_text_and_key() {
        let q = asked(Form::Single {
            choices: choices(),
            answer: 0,
        });
        assert_eq!(grade(&q, "a"), Ok(true));
        assert_eq!(grade(&q, " A "), Ok(true));
        assert_eq!(grade(&q, "w4"), Ok(true));
        assert_eq!(grade(&q, "W4: PHI entries"), Ok(true));
        assert_eq!(grade(&q, "b"), Ok(false));
        assert!(grade(&q, "z").is_err());
    }

    #[test]
    fn select_all_needs_exactly_the_right_set() {
        let q = asked(Form::SelectAll {
            choices: choices(),
            answers: vec![0, 2],
        });
        assert_eq!(grade(&q, "a, c"), Ok(true));
        assert_eq!(grade(&q, "ca"), Ok(true));
        assert_eq!(grade(&q, "a c"), Ok(true));
        assert_eq!(grade(&q, "W4, poison"), Ok(true));
        assert_eq!(grade(&q, "a"), Ok(false));
        assert_eq!(grade(&q, "a, b, c"), Ok(false));
    }

    #[test]
    fn short_answers_are_normalised() {
        let q = asked(Form::Short {
            answer: "%d, %j, %j".into(),
            accept: vec!["spec.select".into()],
        });
        assert_eq!(grade(&q, "d,j,j"), Ok(true));
        assert_eq!(grade(&q, "  D  J J. "), Ok(true));
        assert_eq!(grade(&q, "`%spec.select`"), Ok(true));
        assert_eq!(grade(&q, "d, j"), Ok(false));
    }

    #[test]
    fn numbers_ignore_separators() {
        let q = asked(Form::Number { answer: 1e6 });
        assert_eq!(grade(&q, "1_000_000"), Ok(true));
        assert_eq!(grade(&q, "1,000,000"), Ok(true));
        assert_eq!(grade(&q, "999999"), Ok(false));
        assert!(grade(&q, "many").is_err());
    }
}
