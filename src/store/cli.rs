//! Command-line surface of `course stats`: drill accuracy per rule, quiz best and last
//! scores, cards due and retention, as tables with bars or as one JSON document:
//! `{"drills": [{"rule", "attempts", "correct", "accuracy": 0..1|null}],
//!   "quizzes": [{"quiz", "attempts", "best": {"score", "total"}, "last": {...}}],
//!   "cards": {"total", "new", "learning", "review", "due_today", "due_week", "reviews",
//!   "retention": 0..1|null}}`.
//! "Due today" is before the end of the UTC day; "retention" is the share of reviews of
//! graduated cards not rated again.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use owo_colors::OwoColorize;
use serde::Serialize;
use serde_json::json;

use super::{Phase, Store, clock};
use crate::cards::deck;
use crate::ui::Ctx;

/// The rows the drill table always shows, in this order (Definition 9.3.4's rules, then
/// "valid" for functions that break none).
pub const DRILL_RULES: &[&str] = &["W1", "W2", "W3", "W4", "W5", "W6", "W7", "valid"];

const WEEK: i64 = 7 * 86_400;
const BAR_WIDTH: usize = 20;

#[derive(Debug, Args)]
pub struct StatsArgs {}

#[derive(Debug, Serialize)]
struct DrillRow {
    rule: String,
    attempts: u32,
    correct: u32,
    accuracy: Option<f64>,
}

#[derive(Debug, Serialize)]
struct Score {
    score: u32,
    total: u32,
}

#[derive(Debug, Serialize)]
struct QuizRow {
    quiz: String,
    attempts: u32,
    best: Score,
    last: Score,
}

#[derive(Debug, Serialize)]
struct CardRow {
    total: usize,
    new: usize,
    learning: usize,
    review: usize,
    due_today: usize,
    due_week: usize,
    reviews: usize,
    retention: Option<f64>,
}

pub fn run(_args: &StatsArgs, ctx: &Ctx) -> Result<ExitCode> {
    let store = Store::open()?;
    let now = clock::now()?;
    let drills = drill_rows(&store)?;
    let quizzes = quiz_rows(&store)?;
    let cards = card_row(&store, &deck::load()?, now)?;
    if ctx.json() {
        let doc = json!({"drills": drills, "quizzes": quizzes, "cards": cards});
        println!("{}", serde_json::to_string_pretty(&doc)?);
        return Ok(ExitCode::SUCCESS);
    }
    print_drills(&drills, ctx);
    print_quizzes(&quizzes, ctx);
    print_cards(&cards, ctx);
    Ok(ExitCode::SUCCESS)
}

/// W1–W7 and valid always, then any other rule a drill recorded, sorted.
fn drill_rows(store: &Store) -> Result<Vec<DrillRow>> {
    let recorded = store.drill_accuracy()?;
    let mut rules: Vec<String> = DRILL_RULES.iter().map(|r| r.to_string()).collect();
    for r in &recorded {
        if !rules.contains(&r.rule) {
            rules.push(r.rule.clone());
        }
    }
    Ok(rules
        .into_iter()
        .map(|rule| {
            let found = recorded.iter().find(|r| r.rule == rule);
            let (attempts, correct) = found.map_or((0, 0), |r| (r.attempts, r.correct));
            DrillRow {
                accuracy: ratio(correct, attempts),
                rule,
                attempts,
                correct,
            }
        })
        .collect())
}

fn quiz_rows(store: &Store) -> Result<Vec<QuizRow>> {
    Ok(store
        .quiz_summaries()?
        .into_iter()
        .map(|q| QuizRow {
            quiz: q.quiz,
            attempts: q.attempts,
            best: Score {
                score: q.best.0,
                total: q.best.1,
            },
            last: Score {
                score: q.last.0,
                total: q.last.1,
            },
        })
        .collect())
}

/// Cards of the deck against the store: a card with no saved state is new.
fn card_row(store: &Store, deck: &deck::Deck, now: i64) -> Result<CardRow> {
    let states = store.card_states()?;
    let in_deck = |id: &str| deck.cards.iter().any(|c| c.id == id);
    let seen: Vec<_> = states.iter().filter(|s| in_deck(&s.card_id)).collect();
    let (reviewed, recalled) = store.retention()?;
    Ok(CardRow {
        total: deck.cards.len(),
        new: deck.cards.len() - seen.len(),
        learning: seen.iter().filter(|s| s.phase != Phase::Review).count(),
        review: seen.iter().filter(|s| s.phase == Phase::Review).count(),
        due_today: seen
            .iter()
            .filter(|s| s.due < clock::end_of_day(now))
            .count(),
        due_week: seen.iter().filter(|s| s.due < now + WEEK).count(),
        reviews: store.reviews()?.len(),
        retention: ratio(recalled, reviewed),
    })
}

fn ratio(part: u32, whole: u32) -> Option<f64> {
    (whole > 0).then(|| f64::from(part) / f64::from(whole))
}

/// A bar of [`BAR_WIDTH`] cells, filled in proportion to `fraction`.
pub fn bar(fraction: Option<f64>, color: bool) -> String {
    let Some(f) = fraction else {
        return "·".repeat(BAR_WIDTH);
    };
    let filled = ((f.clamp(0.0, 1.0) * BAR_WIDTH as f64).round()) as usize;
    let (full, empty) = ("█".repeat(filled), "░".repeat(BAR_WIDTH - filled));
    if color {
        format!("{}{}", full.green(), empty.bright_black())
    } else {
        format!("{full}{empty}")
    }
}

fn percent(fraction: Option<f64>) -> String {
    fraction.map_or("-".into(), |f| format!("{:.0}%", f * 100.0))
}

fn table(header: &[&str]) -> Table {
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED);
    t.set_header(header.to_vec());
    t
}

fn print_drills(rows: &[DrillRow], ctx: &Ctx) {
    println!("Drills: accuracy per rule (Definition 9.3.4)");
    let mut t = table(&["rule", "attempts", "correct", "accuracy", ""]);
    for r in rows {
        t.add_row([
            r.rule.clone(),
            r.attempts.to_string(),
            r.correct.to_string(),
            percent(r.accuracy),
            bar(r.accuracy, ctx.color),
        ]);
    }
    println!("{t}\n");
}

fn print_quizzes(rows: &[QuizRow], ctx: &Ctx) {
    println!("Quizzes");
    if rows.is_empty() {
        println!("  no quiz taken yet\n");
        return;
    }
    let mut t = table(&["quiz", "attempts", "best", "last", "best"]);
    for q in rows {
        t.add_row([
            q.quiz.clone(),
            q.attempts.to_string(),
            format!("{}/{}", q.best.score, q.best.total),
            format!("{}/{}", q.last.score, q.last.total),
            bar(ratio(q.best.score, q.best.total), ctx.color),
        ]);
    }
    println!("{t}\n");
}

fn print_cards(c: &CardRow, ctx: &Ctx) {
    println!("Flashcards");
    let mut t = table(&["", "cards", ""]);
    let share = |n: usize| ratio(n as u32, c.total as u32);
    t.add_row([
        "due today".to_string(),
        c.due_today.to_string(),
        bar(share(c.due_today), ctx.color),
    ]);
    t.add_row([
        "due this week".to_string(),
        c.due_week.to_string(),
        bar(share(c.due_week), ctx.color),
    ]);
    t.add_row([
        "new".to_string(),
        c.new.to_string(),
        bar(share(c.new), ctx.color),
    ]);
    t.add_row([
        "learning".to_string(),
        c.learning.to_string(),
        bar(share(c.learning), ctx.color),
    ]);
    t.add_row([
        "review".to_string(),
        c.review.to_string(),
        bar(share(c.review), ctx.color),
    ]);
    t.add_row([
        "retention".to_string(),
        percent(c.retention),
        bar(c.retention, ctx.color),
    ]);
    println!("{t}");
    println!(
        "{} card(s) in the deck, {} review(s) logged.",
        c.total, c.reviews
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_fill_in_proportion() {
        assert_eq!(
            bar(Some(0.5), false),
            format!("{}{}", "█".repeat(10), "░".repeat(10))
        );
        assert_eq!(bar(Some(1.0), false), "█".repeat(20));
        assert_eq!(bar(None, false), "·".repeat(20));
    }
}
