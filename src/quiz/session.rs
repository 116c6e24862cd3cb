//! The interactive quiz: one question at a time from standard input, immediate feedback,
//! a score, and a second try at the questions missed.
//!
//! Generic over the reader and writer so that the whole dialogue is plain data in tests;
//! the binary passes locked stdin and stdout (stderr under `--format json`).

use std::io::{self, BufRead, Write};

use owo_colors::OwoColorize;

use super::grade::{grade, how_to_answer, letter, show_answer};
use super::model::{Asked, GradedAnswer};

/// Colours the dialogue when the context allows it.
#[derive(Debug, Clone, Copy)]
pub struct Painter {
    pub color: bool,
}

impl Painter {
    fn paint(&self, text: &str, f: impl Fn(&str) -> String) -> String {
        if self.color {
            f(text)
        } else {
            text.to_string()
        }
    }
    pub fn good(&self, text: &str) -> String {
        self.paint(text, |t| t.green().bold().to_string())
    }
    pub fn bad(&self, text: &str) -> String {
        self.paint(text, |t| t.red().bold().to_string())
    }
    pub fn head(&self, text: &str) -> String {
        self.paint(text, |t| t.bold().to_string())
    }
    pub fn dim(&self, text: &str) -> String {
        self.paint(text, |t| t.dimmed().to_string())
    }
}

/// How a session ended, and what was answered on the first try.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// First-try results, in the order asked (fewer than the questions if input ended).
    pub results: Vec<GradedAnswer>,
    /// False when standard input ended before the last question was answered.
    pub complete: bool,
}

enum Reply {
    Answer(String, bool),
    EndOfInput,
}

const GENERAL_HELP: &str = "Answer and press Enter. `?` or `help` shows this. End the input (Ctrl-D) to leave: what you answered so far is scored.";

/// Asks every question, then offers the missed ones again.
pub fn run<R: BufRead, W: Write>(
    asked: &[Asked],
    input: &mut R,
    out: &mut W,
    paint: Painter,
) -> io::Result<Outcome> {
    let total = asked.len();
    let mut results = Vec::new();
    for (i, q) in asked.iter().enumerate() {
        let label = format!("[{}/{}]", i + 1, total);
        match ask(q, &label, input, out, paint)? {
            Reply::EndOfInput => {
                return Ok(Outcome {
                    results,
                    complete: false,
                });
            }
            Reply::Answer(given, correct) => results.push(GradedAnswer {
                id: q.id.clone(),
                given: Some(given),
                correct,
            }),
        }
    }
    let score = results.iter().filter(|r| r.correct).count();
    writeln!(out, "\n{} {score}/{total}", paint.head("Score:"))?;
    let missed: Vec<&Asked> = asked
        .iter()
        .zip(&results)
        .filter(|(_, r)| !r.correct)
        .map(|(q, _)| q)
        .collect();
    if !missed.is_empty() {
        retry(&missed, input, out, paint)?;
    }
    Ok(Outcome {
        results,
        complete: true,
    })
}

/// The second try: does not change the score, which counts first answers.
fn retry<R: BufRead, W: Write>(
    missed: &[&Asked],
    input: &mut R,
    out: &mut W,
    paint: Painter,
) -> io::Result<()> {
    write!(
        out,
        "Retry the {} question(s) you missed? [y/N] ",
        missed.len()
    )?;
    out.flush()?;
    let Some(line) = read_line(input)? else {
        writeln!(out)?;
        return Ok(());
    };
    if !matches!(line.trim().to_lowercase().as_str(), "y" | "yes") {
        return Ok(());
    }
    let mut right = 0;
    for (i, q) in missed.iter().enumerate() {
        let label = format!("[retry {}/{}]", i + 1, missed.len());
        match ask(q, &label, input, out, paint)? {
            Reply::EndOfInput => break,
            Reply::Answer(_, correct) => right += usize::from(correct),
        }
    }
    writeln!(
        out,
        "\n{} {right}/{} right on the second try.",
        paint.head("Retry:"),
        missed.len()
    )
}

/// Asks one question until it gets an answer of the right shape, then gives feedback.
fn ask<R: BufRead, W: Write>(
    q: &Asked,
    label: &str,
    input: &mut R,
    out: &mut W,
    paint: Painter,
) -> io::Result<Reply> {
    writeln!(
        out,
        "\n{} {}",
        paint.head(label),
        paint.dim(&format!("{} · {}", q.id, q.tag.name()))
    )?;
    writeln!(out, "{}", q.prompt.trim_end())?;
    for (i, choice) in q.form.choices().iter().enumerate() {
        writeln!(out, "  {}) {choice}", letter(i))?;
    }
    if matches!(q.form, super::model::Form::SelectAll { .. }) {
        writeln!(out, "{}", paint.dim("(select all that apply)"))?;
    }
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let Some(line) = read_line(input)? else {
            writeln!(out)?;
            return Ok(Reply::EndOfInput);
        };
        let text = line.trim();
        if text.is_empty() || text == "?" || text.eq_ignore_ascii_case("help") {
            writeln!(out, "{}", how_to_answer(&q.form))?;
            if !text.is_empty() {
                writeln!(out, "{GENERAL_HELP}")?;
            }
            continue;
        }
        match grade(q, text) {
            Err(why) => writeln!(out, "{why}. {}", how_to_answer(&q.form))?,
            Ok(correct) => {
                feedback(q, correct, out, paint)?;
                return Ok(Reply::Answer(text.to_string(), correct));
            }
        }
    }
}

fn feedback<W: Write>(q: &Asked, correct: bool, out: &mut W, paint: Painter) -> io::Result<()> {
    if correct {
        writeln!(out, "{} {}", paint.good("✓ Right."), show_answer(&q.form))?;
    } else {
        writeln!(
            out,
            "{} The answer: {}",
            paint.bad("✗ Wrong."),
            show_answer(&q.form)
        )?;
    }
    for line in q.explanation.trim_end().lines() {
        writeln!(out, "  {line}")?;
    }
    writeln!(
        out,
        "  {}",
        paint.dim(&format!("Lesson 9.3, {}", q.section))
    )?;
    if let Some(see) = &q.see {
        writeln!(out, "  {}", paint.dim("See it with LLVM 22:"))?;
        for line in see.trim_end().lines() {
            writeln!(out, "    {line}")?;
        }
    }
    Ok(())
}

fn read_line<R: BufRead>(input: &mut R) -> io::Result<Option<String>> {
    let mut line = String::new();
    match input.read_line(&mut line)? {
        0 => Ok(None),
        _ => Ok(Some(line)),
    }
}
