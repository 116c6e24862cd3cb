//! Loading a chapter's quiz: the question file and the answer key, parsed, joined by id and
//! checked. Every problem is located (`FILE:LINE:COL: message`): serde_yaml's errors carry
//! their position; for semantic problems the line of the question's `id:` (or of the field
//! at fault) is found in the text.

use std::collections::BTreeMap;
use std::fmt;

use serde::Deserialize;
use serde_yaml::Value;

use super::families::Family;
use super::grade::normalise;
use super::model::{Body, Form, Question, Quiz, Tag};
use super::rng::QuizRng;
use crate::content;

/// The content format this code reads (`format_version` of both files).
pub const FORMAT_VERSION: u32 = 1;

/// One problem in the content, located in its file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Problem {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct QuestionFile {
    format_version: u32,
    quiz: String,
    title: String,
    questions: Vec<QuestionSpec>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct QuestionSpec {
    id: String,
    kind: Kind,
    tag: Tag,
    prompt: String,
    #[serde(default)]
    choices: Vec<String>,
    #[serde(default)]
    family: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Kind {
    Single,
    SelectAll,
    Short,
    Number,
    Family,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeyFile {
    format_version: u32,
    quiz: String,
    answers: Vec<KeySpec>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeySpec {
    id: String,
    #[serde(default)]
    answer: Option<Value>,
    #[serde(default)]
    accept: Vec<String>,
    explanation: String,
    section: String,
    #[serde(default)]
    see: Option<String>,
    /// Text that `see` prints with LLVM 22; the tests run the command and look for it.
    #[serde(default)]
    shows: Vec<String>,
}

/// The two files of a chapter, as read.
pub struct Sources {
    pub questions: content::Source,
    pub key: Option<content::Source>,
}

/// The path of a chapter's question file and of its answer key.
pub fn paths(name: &str) -> (String, String) {
    (
        format!("quizzes/{name}.yaml"),
        format!("solutions/quizzes/{name}.yaml"),
    )
}

/// Reads a chapter's files; `None` when the chapter has no question file.
pub fn read(name: &str) -> Option<Sources> {
    let (qpath, kpath) = paths(name);
    let questions = content::read(&qpath).ok()?;
    Some(Sources {
        questions,
        key: content::read(&kpath).ok(),
    })
}

/// Parses, joins and checks a chapter. `Err` holds every problem found: YAML errors alone
/// (nothing else can be checked), otherwise headers, ids, then question by question.
pub fn load(name: &str, src: &Sources) -> Result<Quiz, Vec<Problem>> {
    let qsrc = &src.questions;
    let Some(ksrc) = &src.key else {
        let (_, kpath) = paths(name);
        return Err(vec![at(
            qsrc,
            1,
            1,
            format!("no answer key: {kpath} is missing"),
        )]);
    };
    let qfile: Result<QuestionFile, _> = serde_yaml::from_str(&qsrc.text);
    let kfile: Result<KeyFile, _> = serde_yaml::from_str(&ksrc.text);
    let (qfile, kfile) = match (qfile, kfile) {
        (Ok(q), Ok(k)) => (q, k),
        (q, k) => {
            let mut problems = Vec::new();
            problems.extend(q.err().map(|e| yaml_problem(qsrc, &e)));
            problems.extend(k.err().map(|e| yaml_problem(ksrc, &e)));
            return Err(problems);
        }
    };
    let mut problems = Vec::new();
    check_header(qsrc, qfile.format_version, &qfile.quiz, name, &mut problems);
    check_header(ksrc, kfile.format_version, &kfile.quiz, name, &mut problems);
    let qids: Vec<&str> = qfile.questions.iter().map(|q| q.id.as_str()).collect();
    let kids: Vec<&str> = kfile.answers.iter().map(|k| k.id.as_str()).collect();
    check_ids(qsrc, &qids, &mut problems);
    check_ids(ksrc, &kids, &mut problems);
    let keys: BTreeMap<&str, &KeySpec> = kfile.answers.iter().map(|k| (k.id.as_str(), k)).collect();
    let mut questions = Vec::new();
    for spec in &qfile.questions {
        match keys.get(spec.id.as_str()) {
            Some(key) => match join(qsrc, ksrc, spec, key) {
                Ok(q) => questions.push(q),
                Err(mut p) => problems.append(&mut p),
            },
            None => problems.push(at_id(
                qsrc,
                &spec.id,
                format!("question `{}` has no answer in {}", spec.id, ksrc.display),
            )),
        }
    }
    for id in kids.iter().filter(|id| !qids.contains(id)) {
        problems.push(at_id(
            ksrc,
            id,
            format!("answer `{id}` has no question in {}", qsrc.display),
        ));
    }
    if problems.is_empty() {
        Ok(Quiz {
            name: name.to_string(),
            title: qfile.title,
            questions,
        })
    } else {
        Err(problems)
    }
}

fn check_header(
    src: &content::Source,
    version: u32,
    quiz: &str,
    name: &str,
    out: &mut Vec<Problem>,
) {
    if version != FORMAT_VERSION {
        out.push(at_top_key(
            src,
            "format_version",
            format!(
                "format_version {version} is not supported (this course reads {FORMAT_VERSION})"
            ),
        ));
    }
    if quiz != name {
        out.push(at_top_key(
            src,
            "quiz",
            format!("quiz is `{quiz}` but the file is for `{name}`"),
        ));
    }
}

fn check_ids(src: &content::Source, ids: &[&str], out: &mut Vec<Problem>) {
    for (i, id) in ids.iter().enumerate() {
        let nth = ids[..i].iter().filter(|x| *x == id).count();
        if nth > 0 {
            let (line, col) = find_id(&src.text, id, nth).unwrap_or((1, 1));
            out.push(at(src, line, col, format!("duplicate id `{id}`")));
        } else if id.is_empty()
            || !id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            out.push(at_id(
                src,
                id,
                format!("id `{id}` should be lower-case letters, digits and `-`"),
            ));
        }
    }
}

/// Builds one question from its spec and key, or says what is wrong with them.
fn join(
    qsrc: &content::Source,
    ksrc: &content::Source,
    spec: &QuestionSpec,
    key: &KeySpec,
) -> Result<Question, Vec<Problem>> {
    let mut problems = Vec::new();
    let id = spec.id.as_str();
    let qfield = |field: &str, msg: String| at_field(qsrc, id, field, msg);
    let kfield = |field: &str, msg: String| at_field(ksrc, id, field, msg);
    if spec.prompt.trim().is_empty() {
        problems.push(qfield(
            "prompt",
            format!("question `{id}` has an empty prompt"),
        ));
    }
    if key.explanation.trim().is_empty() {
        problems.push(kfield(
            "explanation",
            format!("answer `{id}` has an empty explanation"),
        ));
    }
    if key.section.trim().is_empty() {
        problems.push(kfield(
            "section",
            format!("answer `{id}` does not name its lesson section"),
        ));
    }
    let has_choices = matches!(spec.kind, Kind::Single | Kind::SelectAll);
    if has_choices && spec.choices.len() < 2 {
        problems.push(qfield(
            "choices",
            format!("question `{id}` needs at least two choices"),
        ));
    }
    if !has_choices && !spec.choices.is_empty() {
        problems.push(qfield(
            "choices",
            format!("question `{id}` is not a choice question but lists choices"),
        ));
    }
    if spec.kind != Kind::Family && spec.family.is_some() {
        problems.push(qfield(
            "family",
            format!("question `{id}` names a family but its kind is not `family`"),
        ));
    }
    if key.see.is_some() == key.shows.is_empty() {
        problems.push(kfield(
            if key.see.is_some() { "see" } else { "shows" },
            format!("answer `{id}`: `see:` (a command) and `shows:` (what it prints) go together"),
        ));
    }
    if !key.accept.is_empty() && spec.kind != Kind::Short {
        problems.push(kfield(
            "accept",
            format!("answer `{id}`: `accept` is for short answers only"),
        ));
    }
    for (i, c) in spec.choices.iter().enumerate() {
        if spec.choices[..i]
            .iter()
            .any(|d| normalise(d) == normalise(c))
        {
            problems.push(qfield(
                "choices",
                format!("question `{id}` lists the choice `{c}` twice"),
            ));
        }
    }
    let body = body_of(spec, key).map_err(|(field, msg)| {
        let src = if field == "family" { qsrc } else { ksrc };
        at_field(src, id, field, msg)
    });
    match body {
        Ok(body) if problems.is_empty() => Ok(Question {
            id: spec.id.clone(),
            tag: spec.tag,
            prompt: spec.prompt.clone(),
            body,
            explanation: key.explanation.clone(),
            section: key.section.clone(),
            see: key.see.clone(),
        }),
        Ok(_) => Err(problems),
        Err(p) => {
            problems.push(p);
            Err(problems)
        }
    }
}

/// The question's body from its kind and answer; `Err((field, message))` otherwise.
fn body_of(spec: &QuestionSpec, key: &KeySpec) -> Result<Body, (&'static str, String)> {
    let id = &spec.id;
    let answer = key.answer.as_ref();
    let need = |what: &str| ("answer", format!("answer `{id}` needs {what}"));
    let index_of = |text: &str| {
        spec.choices
            .iter()
            .position(|c| normalise(c) == normalise(text))
            .ok_or((
                "answer",
                format!("answer `{id}`: `{text}` is not among the question's choices"),
            ))
    };
    let form = match spec.kind {
        Kind::Family => return family_body(spec, key),
        Kind::Single => {
            let text = answer
                .and_then(scalar_text)
                .ok_or_else(|| need("`answer:` with the text of one choice"))?;
            Form::Single {
                choices: spec.choices.clone(),
                answer: index_of(&text)?,
            }
        }
        Kind::SelectAll => {
            let Some(Value::Sequence(items)) = answer else {
                return Err(need("`answer:` with a list of the right choices"));
            };
            let mut answers = Vec::new();
            for item in items {
                let text = scalar_text(item).ok_or_else(|| need("choices' texts in its list"))?;
                answers.push(index_of(&text)?);
            }
            answers.sort_unstable();
            answers.dedup();
            if answers.is_empty() {
                return Err(need("at least one right choice"));
            }
            Form::SelectAll {
                choices: spec.choices.clone(),
                answers,
            }
        }
        Kind::Short => {
            let text = answer
                .and_then(scalar_text)
                .filter(|t| !normalise(t).is_empty());
            let text = text.ok_or_else(|| need("`answer:` with a short text"))?;
            Form::Short {
                answer: text,
                accept: key.accept.clone(),
            }
        }
        Kind::Number => {
            let value = answer
                .and_then(Value::as_f64)
                .ok_or_else(|| need("`answer:` with a number"))?;
            Form::Number { answer: value }
        }
    };
    Ok(Body::Fixed(form))
}

fn family_body(spec: &QuestionSpec, key: &KeySpec) -> Result<Body, (&'static str, String)> {
    let id = &spec.id;
    if key.answer.is_some() {
        return Err((
            "answer",
            format!("answer `{id}` is computed by its family: remove `answer:`"),
        ));
    }
    let names: Vec<&str> = Family::ALL.iter().map(|f| f.name()).collect();
    let family = spec
        .family
        .as_deref()
        .and_then(Family::by_name)
        .ok_or_else(|| {
            (
                "family",
                format!(
                    "question `{id}` needs `family:`, one of {}",
                    names.join(", ")
                ),
            )
        })?;
    // Instantiable: the first seeds all give a well-formed question.
    for seed in 0..32 {
        let inst = family.instantiate(&mut QuizRng::for_question(seed, id));
        if let Err(msg) = well_formed(&inst.form) {
            return Err((
                "family",
                format!("family `{}` with seed {seed}: {msg}", family.name()),
            ));
        }
    }
    Ok(Body::Family(family))
}

fn well_formed(form: &Form) -> Result<(), String> {
    let choices = form.choices();
    match form {
        Form::Single { answer, .. } if *answer >= choices.len() => {
            Err("answer is not a choice".into())
        }
        Form::SelectAll { answers, .. }
            if answers.is_empty() || answers.iter().any(|a| *a >= choices.len()) =>
        {
            Err("answers are not choices".into())
        }
        Form::Short { answer, .. } if normalise(answer).is_empty() => Err("empty answer".into()),
        _ => Ok(()),
    }
}

/// The text of a YAML scalar (`W4`, `3`, `true`), or `None` for a list or map.
pub fn scalar_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// A problem from serde_yaml, at the position it reports.
pub fn yaml_problem(src: &content::Source, err: &serde_yaml::Error) -> Problem {
    let (line, col) = err
        .location()
        .map(|l| (l.line(), l.column()))
        .unwrap_or((1, 1));
    at(src, line, col, without_positions(&err.to_string()))
}

/// serde_yaml's message without its " at line L column C" parts: the location is already
/// in front of the message.
fn without_positions(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(" at line ") {
        out.push_str(&rest[..i]);
        let tail = &rest[i + " at line ".len()..];
        let digits = |s: &str| s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let n = digits(tail);
        let after_line = &tail[n..];
        match after_line.strip_prefix(" column ") {
            Some(col) if n > 0 => rest = &col[digits(col)..],
            _ => {
                out.push_str(" at line ");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

fn at(src: &content::Source, line: usize, column: usize, message: String) -> Problem {
    Problem {
        file: src.display.clone(),
        line,
        column,
        message,
    }
}

fn at_id(src: &content::Source, id: &str, message: String) -> Problem {
    let (line, col) = find_id(&src.text, id, 0).unwrap_or((1, 1));
    at(src, line, col, message)
}

fn at_field(src: &content::Source, id: &str, field: &str, message: String) -> Problem {
    let (line, col) = find_field(&src.text, id, field)
        .or_else(|| find_id(&src.text, id, 0))
        .unwrap_or((1, 1));
    at(src, line, col, message)
}

/// A line's key and the column where the line's content starts, past a list's `- `.
fn key_of(line: &str) -> Option<(&str, &str, usize)> {
    let indent = line.len() - line.trim_start().len();
    let rest = line.trim_start();
    let (rest, col) = match rest.strip_prefix("- ") {
        Some(r) => (
            r.trim_start(),
            indent + 2 + (r.len() - r.trim_start().len()),
        ),
        None => (rest, indent),
    };
    let (key, value) = rest.split_once(':')?;
    (!key.contains(' ')).then_some((key, value, col + 1))
}

/// The 1-based line and column of the `nth` (from 0) `id: ID` in the text, at the value.
pub fn find_id(text: &str, id: &str, nth: usize) -> Option<(usize, usize)> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let (key, value, col) = key_of(line)?;
            let bare = value.trim().trim_matches(|c| c == '"' || c == '\'');
            let value_col = col + key.len() + 1 + (value.len() - value.trim_start().len());
            (key == "id" && bare == id).then_some((i + 1, value_col))
        })
        .nth(nth)
}

/// The line and column of `field:` within the entry whose id is `id`.
fn find_field(text: &str, id: &str, field: &str) -> Option<(usize, usize)> {
    let (start, _) = find_id(text, id, 0)?;
    let lines: Vec<&str> = text.lines().collect();
    // The entry starts at the `- ` item holding the id: search back to it, then forward to
    // the next item at the same indentation.
    let item = (0..start)
        .rev()
        .find(|i| lines[*i].trim_start().starts_with("- "))?;
    let indent = lines[item].len() - lines[item].trim_start().len();
    for (i, line) in lines.iter().enumerate().skip(item) {
        let this_indent = line.len() - line.trim_start().len();
        if i > item && this_indent <= indent && !line.trim().is_empty() {
            break;
        }
        if let Some((key, _, col)) = key_of(line)
            && key == field
        {
            return Some((i + 1, col));
        }
    }
    None
}

/// A problem at the top-level `key:` line (column 1), or at 1:1 when the key is absent.
fn at_top_key(src: &content::Source, key: &str, message: String) -> Problem {
    let line = src
        .text
        .lines()
        .position(|l| l.starts_with(&format!("{key}:")))
        .map_or(1, |i| i + 1);
    at(src, line, 1, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "questions:\n  - id: one\n    kind: short\n  - id: \"two\"\n    kind: single\n    choices:\n      - a\n";

    #[test]
    fn yaml_positions_are_dropped_from_messages() {
        assert_eq!(
            without_positions("found end of stream at line 10 column 1, while scanning"),
            "found end of stream, while scanning"
        );
        assert_eq!(
            without_positions("x: missing field `a` at line 3 column 5"),
            "x: missing field `a`"
        );
        assert_eq!(without_positions("look at line up"), "look at line up");
    }

    #[test]
    fn ids_and_fields_are_found_at_their_values() {
        assert_eq!(find_id(TEXT, "one", 0), Some((2, 9)));
        assert_eq!(
            find_id(TEXT, "two", 0),
            Some((4, 9)),
            "at the opening quote"
        );
        assert_eq!(find_field(TEXT, "two", "choices"), Some((6, 5)));
        assert_eq!(find_field(TEXT, "one", "choices"), None);
    }
}
