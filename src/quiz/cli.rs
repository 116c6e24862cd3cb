//! Command-line surface of `course quiz`: list chapters, list or check a chapter, take it
//! interactively, or grade a file of answers.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use comfy_table::{Table, presets};
use serde_json::json;

use super::load::{self, Problem};
use super::model::{Asked, GradedAnswer, Question, Quiz, Tag};
use super::session::{self, Painter};
use super::{Attempt, grade, rng};
use crate::content;
use crate::ui::{Ctx, UserError};

const AFTER_HELP: &str = "\
Answering: choices are lettered a), b), c): type a letter (or several, `a, c`, for
\"select all\"), or the choice's text. Short answers ignore case, spaces, commas and `%`.
Type `?` or `help` at the prompt for how to answer the current question. After the last
question you may retry the ones you missed (the score counts first answers).

Leaving early: when standard input ends mid-quiz (Ctrl-D), the answers given so far are
scored and printed, as a student leaving the quiz.

Exit status: 0 every graded answer right (all of them, or all given before input ended);
1 some graded answer wrong (a question missing from --answers counts as wrong);
2 bad input: unknown chapter or id, unreadable answers, content problems (--check).";

#[derive(Debug, Args)]
#[command(after_help = AFTER_HELP)]
pub struct QuizArgs {
    /// The chapter to take, e.g. ch09; without it, list the chapters.
    pub chapter: Option<String>,
    /// Replay the quiz of this seed (same instances, same order of choices).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Ask only these questions (comma-separated ids).
    #[arg(long, value_delimiter = ',')]
    pub only: Vec<String>,
    /// Ask only questions with this technique tag (repeatable).
    #[arg(long, value_enum)]
    pub tag: Vec<Tag>,
    /// List the chapter's questions: id, kind, tag.
    #[arg(long, conflicts_with_all = ["answers", "check"])]
    pub list: bool,
    /// Grade the answers in FILE (YAML: id -> answer) without asking.
    #[arg(long, value_name = "FILE", conflicts_with = "check")]
    pub answers: Option<PathBuf>,
    /// Check the chapter's content (for authors): every problem as FILE:LINE:COL.
    #[arg(long)]
    pub check: bool,
}

pub fn run(args: &QuizArgs, ctx: &Ctx) -> Result<ExitCode> {
    let Some(name) = args.chapter.as_deref() else {
        return list_chapters(ctx);
    };
    let Some(sources) = load::read(name) else {
        return Err(UserError(format!(
            "course quiz: no chapter `{name}` in quizzes/ (chapters: {})",
            chapters().join(", ")
        ))
        .into());
    };
    let loaded = load::load(name, &sources);
    if args.check {
        return report_check(name, loaded, ctx);
    }
    let quiz = loaded.map_err(|problems| UserError(problem_lines(&problems)))?;
    if args.list {
        return list_questions(&quiz, ctx);
    }
    let selected = select(&quiz, &args.only, &args.tag)?;
    let seed = args.seed.unwrap_or_else(rng::fresh_seed);
    let asked: Vec<Asked> = selected.iter().map(|q| q.ask(seed)).collect();
    let (results, complete) = match &args.answers {
        Some(path) => (grade_file(&quiz, &asked, path)?, true),
        None => interactive(&quiz, &asked, seed, ctx)?,
    };
    // The record the progress store keeps for this run (first answers only).
    let attempt = Attempt::new(&quiz.name, seed, asked.len(), &results);
    if !results.is_empty() {
        record(&attempt)?;
    }
    print_result(
        &attempt,
        &results,
        &asked,
        complete,
        args.answers.is_some(),
        ctx,
    )?;
    let all_right = results.iter().all(|r| r.correct);
    Ok(if all_right {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The chapter names found in `quizzes/`, sorted.
fn chapters() -> Vec<String> {
    content::list("quizzes", "yaml")
        .iter()
        .filter_map(|p| {
            p.strip_prefix("quizzes/")?
                .strip_suffix(".yaml")
                .map(String::from)
        })
        .collect()
}

fn list_chapters(ctx: &Ctx) -> Result<ExitCode> {
    let mut rows = Vec::new();
    for name in chapters() {
        let loaded = load::read(&name).map(|src| load::load(&name, &src));
        let (title, count) = match loaded {
            Some(Ok(quiz)) => (quiz.title.clone(), Some(quiz.questions.len())),
            _ => ("(content problems: run --check)".to_string(), None),
        };
        rows.push((name, title, count));
    }
    if ctx.json() {
        let list: Vec<_> = rows
            .iter()
            .map(|(n, t, c)| json!({"quiz": n, "title": t, "questions": c}))
            .collect();
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({ "chapters": list }))?
        );
        return Ok(ExitCode::SUCCESS);
    }
    let mut table = Table::new();
    table
        .load_style(presets::NOTHING)
        .set_header(["chapter", "questions", "title"]);
    for (name, title, count) in &rows {
        let count = count
            .map(|c| c.to_string())
            .unwrap_or_else(|| "-".to_string());
        table.add_row([name.as_str(), count.as_str(), title.as_str()]);
    }
    println!("{table}");
    println!("\nTake one with `course quiz CHAPTER`.");
    Ok(ExitCode::SUCCESS)
}

fn list_questions(quiz: &Quiz, ctx: &Ctx) -> Result<ExitCode> {
    let family = |q: &Question| match &q.body {
        super::model::Body::Family(f) => Some(f.name()),
        super::model::Body::Fixed(_) => None,
    };
    if ctx.json() {
        let list: Vec<_> = quiz
            .questions
            .iter()
            .map(|q| json!({"id": q.id, "kind": q.kind(), "tag": q.tag.name(), "family": family(q), "section": q.section}))
            .collect();
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({"quiz": quiz.name, "questions": list}))?
        );
        return Ok(ExitCode::SUCCESS);
    }
    let mut table = Table::new();
    table
        .load_style(presets::NOTHING)
        .set_header(["id", "kind", "tag", "section"]);
    for q in &quiz.questions {
        let kind = match family(q) {
            Some(f) => format!("family ({f})"),
            None => q.kind().to_string(),
        };
        table.add_row([
            q.id.as_str(),
            kind.as_str(),
            q.tag.name(),
            q.section.as_str(),
        ]);
    }
    println!("{table}");
    Ok(ExitCode::SUCCESS)
}

fn problem_lines(problems: &[Problem]) -> String {
    problems
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}

fn report_check(name: &str, loaded: Result<Quiz, Vec<Problem>>, ctx: &Ctx) -> Result<ExitCode> {
    let (count, problems) = match &loaded {
        Ok(quiz) => (quiz.questions.len(), Vec::new()),
        Err(p) => (0, p.clone()),
    };
    let (qpath, kpath) = load::paths(name);
    if ctx.json() {
        let doc = json!({"quiz": name, "ok": problems.is_empty(), "questions": count, "problems": problems});
        println!("{}", serde_json::to_string_pretty(&doc)?);
    } else if problems.is_empty() {
        println!("{qpath} and {kpath}: {count} questions, no problems");
    } else {
        println!("{}", problem_lines(&problems));
        println!("{} problem(s)", problems.len());
    }
    Ok(if problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    })
}

fn select<'q>(quiz: &'q Quiz, only: &[String], tags: &[Tag]) -> Result<Vec<&'q Question>> {
    for id in only {
        if !quiz.questions.iter().any(|q| &q.id == id) {
            return Err(UserError(format!(
                "--only: no question `{id}` in {} (see `course quiz {} --list`)",
                quiz.name, quiz.name
            ))
            .into());
        }
    }
    let chosen: Vec<&Question> = quiz
        .questions
        .iter()
        .filter(|q| only.is_empty() || only.contains(&q.id))
        .filter(|q| tags.is_empty() || tags.contains(&q.tag))
        .collect();
    if chosen.is_empty() {
        return Err(UserError("--only/--tag: no question matches both".to_string()).into());
    }
    Ok(chosen)
}

fn interactive(
    quiz: &Quiz,
    asked: &[Asked],
    seed: u64,
    ctx: &Ctx,
) -> Result<(Vec<GradedAnswer>, bool)> {
    // Under --format json the dialogue goes to stderr so that stdout holds one document.
    let mut out: Box<dyn Write> = if ctx.json() {
        Box::new(io::stderr().lock())
    } else {
        Box::new(io::stdout().lock())
    };
    let paint = Painter {
        color: ctx.color && !ctx.json(),
    };
    writeln!(
        out,
        "{} — {} questions, seed {seed} (replay: --seed {seed}). Type ? for help.",
        paint.head(&format!("Quiz {}: {}", quiz.name, quiz.title)),
        asked.len()
    )?;
    let outcome = session::run(asked, &mut io::stdin().lock(), &mut out, paint)?;
    Ok((outcome.results, outcome.complete))
}

/// Grades `--answers FILE`: a YAML map from question id to answer.
fn grade_file(quiz: &Quiz, asked: &[Asked], path: &std::path::Path) -> Result<Vec<GradedAnswer>> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| UserError(format!("{shown}: cannot read the answers: {e}")))?;
    let src = content::Source {
        display: shown.clone(),
        text,
    };
    let given = parse_answers(quiz, &src)?;
    Ok(asked
        .iter()
        .map(|q| {
            let answer = given.get(q.id.as_str()).cloned().flatten();
            let correct = answer
                .as_deref()
                .is_some_and(|a| grade::grade(q, a).unwrap_or(false));
            GradedAnswer {
                id: q.id.clone(),
                given: answer,
                correct,
            }
        })
        .collect())
}

fn parse_answers(quiz: &Quiz, src: &content::Source) -> Result<BTreeMap<String, Option<String>>> {
    use serde_yaml::Value;
    let located = |key: &str, msg: String| {
        let line = src.text.lines().position(|l| {
            let l = l.trim_start_matches(['"', '\'']);
            l.starts_with(key)
                && l[key.len()..]
                    .trim_start_matches(['"', '\''])
                    .starts_with(':')
        });
        UserError(format!(
            "{}:{}:1: {msg}",
            src.display,
            line.map_or(1, |l| l + 1)
        ))
    };
    let doc: Value = serde_yaml::from_str(&src.text)
        .map_err(|e| UserError(load::yaml_problem(src, &e).to_string()))?;
    let map = match doc {
        Value::Mapping(map) => map,
        Value::Null => Default::default(),
        _ => {
            return Err(UserError(format!(
                "{}:1:1: expected a map from question id to answer",
                src.display
            ))
            .into());
        }
    };
    let mut out = BTreeMap::new();
    for (key, value) in map {
        let Some(id) = load::scalar_text(&key) else {
            return Err(UserError(format!(
                "{}:1:1: question ids must be plain text",
                src.display
            ))
            .into());
        };
        if !quiz.questions.iter().any(|q| q.id == id) {
            return Err(located(&id, format!("no question `{id}` in {}", quiz.name)).into());
        }
        let answer = match &value {
            Value::Null => None,
            Value::Sequence(items) => {
                let parts: Option<Vec<String>> = items.iter().map(load::scalar_text).collect();
                let parts = parts.ok_or_else(|| {
                    located(
                        &id,
                        format!("answer to `{id}`: a list of plain answers expected"),
                    )
                })?;
                Some(parts.join(", "))
            }
            other => Some(load::scalar_text(other).ok_or_else(|| {
                located(
                    &id,
                    format!("answer to `{id}`: a plain answer or a list expected"),
                )
            })?),
        };
        out.insert(id, answer);
    }
    Ok(out)
}

fn print_result(
    attempt: &Attempt,
    results: &[GradedAnswer],
    asked: &[Asked],
    complete: bool,
    from_file: bool,
    ctx: &Ctx,
) -> Result<()> {
    if ctx.json() {
        let doc = json!({
            "quiz": attempt.quiz, "seed": attempt.seed, "score": attempt.score,
            "total": attempt.total, "complete": complete, "results": results,
        });
        println!("{}", serde_json::to_string_pretty(&doc)?);
        return Ok(());
    }
    let paint = Painter { color: ctx.color };
    if from_file {
        for (r, q) in results.iter().zip(asked) {
            if r.correct {
                println!("{} {}", paint.good("✓"), r.id);
            } else {
                let given = r.given.as_deref().unwrap_or("(no answer)");
                println!(
                    "{} {}: given `{given}`; the answer: {}",
                    paint.bad("✗"),
                    r.id,
                    grade::show_answer(&q.form)
                );
            }
        }
        println!(
            "Score: {}/{} (seed {})",
            attempt.score, attempt.total, attempt.seed
        );
    } else if !complete {
        println!(
            "End of input: {} of {} answered, {} right (seed {}).",
            results.len(),
            attempt.total,
            attempt.score,
            attempt.seed
        );
    }
    Ok(())
}

/// Records a graded run in the progress store (best and last scores for `course stats`).
fn record(attempt: &Attempt) -> anyhow::Result<()> {
    let store = crate::store::Store::open()?;
    store.record_quiz_attempt(&crate::store::QuizAttempt {
        quiz: attempt.quiz.clone(),
        seed: Some(attempt.seed),
        score: attempt.score,
        total: attempt.total,
        questions: attempt
            .results
            .iter()
            .map(|r| (r.id.clone(), r.correct))
            .collect(),
    })
}
