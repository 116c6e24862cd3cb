//! Command-line surface of `course cards`: `review`, `list`, `stats` and `check`.
//!
//! Input of `review` (one line each): Enter shows the answer; `1`–`4` rate (again, hard,
//! good, easy; typed at the front, a rating shows the answer and rates at once); `u` undoes
//! the last rating; `q` ends the session. End of input and Ctrl-C end it the same way.
//!
//! JSON (`--format json`; in `review` the conversation then goes to standard error):
//! - `review`: `{"ended": "done"|"quit"|"eof"|"interrupt", "cards", "ratings", "again",
//!   "hard", "good", "easy", "reviews": [{"id", "rating": 1..4, "due"}],
//!   "next_due": {"id", "due"}|null}`;
//! - `list`: `[{"id", "tags", "state": "new"|"learning"|"review"|"relearning", "due",
//!   "last_review", "stability", "difficulty", "reps", "lapses"}]` (times RFC 3339, UTC);
//! - `stats`: `{"tags": [{"tag", "cards", "new", "learning", "review", "due_now",
//!   "due_today"}], "reviews", "retention": 0..1|null, "graduated_reviews"}`;
//! - `check`: `{"file", "ok", "cards"?, "problems": [{"line", "column", "message"}]}`.

use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::mpsc;

use anyhow::Result;
use clap::{Args, Subcommand};
use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use serde_json::json;

use super::deck::{self, Deck};
use super::review::{self, Event, Options, Session};
use super::schedule::Scheduler;
use crate::content;
use crate::store::{CardState, Store, clock};
use crate::ui::{Ctx, UserError};

#[derive(Debug, Args)]
pub struct CardsArgs {
    #[command(subcommand)]
    command: CardsCommand,
}

#[derive(Debug, Subcommand)]
enum CardsCommand {
    /// Review due cards, then new ones, with spaced repetition (FSRS).
    Review(ReviewArgs),
    /// List cards with their schedule: due date, stability, difficulty.
    List(TagArgs),
    /// Counts per tag: new, learning, review, due; and retention.
    Stats(TagArgs),
    /// Check the deck file: ids unique, tags known, fields present.
    Check(CheckArgs),
}

#[derive(Debug, Args)]
struct ReviewArgs {
    #[command(flatten)]
    tags: TagArgs,
    /// New cards per day (UTC), counting those already introduced today.
    #[arg(long = "new", value_name = "N", default_value_t = 20)]
    new_per_day: u32,
    /// Cards per session.
    #[arg(long, value_name = "N", default_value_t = 50)]
    limit: u32,
}

#[derive(Debug, Args)]
struct TagArgs {
    /// Only cards with this tag (terminators, phi-select, verifier); repeat for several.
    #[arg(long = "tag", value_name = "TAG")]
    tags: Vec<String>,
}

#[derive(Debug, Args)]
struct CheckArgs {
    /// The deck file to check (default: the course's flashcards/ch09.yaml).
    file: Option<std::path::PathBuf>,
}

pub fn run(args: &CardsArgs, ctx: &Ctx) -> Result<ExitCode> {
    match &args.command {
        CardsCommand::Review(a) => review_cmd(a, ctx),
        CardsCommand::List(a) => list_cmd(a, ctx),
        CardsCommand::Stats(a) => stats_cmd(a, ctx),
        CardsCommand::Check(a) => check_cmd(a, ctx),
    }
}

/// Loads the deck and refuses tags it does not declare.
fn deck_for(tags: &TagArgs) -> Result<Deck> {
    let deck = deck::load()?;
    for tag in &tags.tags {
        if !deck.tags.contains(tag) {
            return Err(UserError(format!(
                "course: --tag {tag}: no such tag (the deck has: {})",
                deck.tags.join(", ")
            ))
            .into());
        }
    }
    Ok(deck)
}

fn selected<'d>(deck: &'d Deck, tags: &TagArgs) -> Vec<&'d deck::Card> {
    deck.cards
        .iter()
        .filter(|c| tags.tags.is_empty() || c.tags.iter().any(|t| tags.tags.contains(t)))
        .collect()
}

fn review_cmd(args: &ReviewArgs, ctx: &Ctx) -> Result<ExitCode> {
    let deck = deck_for(&args.tags)?;
    let store = Store::open()?;
    let sched = Scheduler::new()?;
    let opts = Options {
        tags: args.tags.tags.clone(),
        new_per_day: args.new_per_day,
        limit: args.limit,
        color: ctx.color,
    };
    let queue = review::build_queue(&deck, &store, &opts, clock::now()?)?;
    let input = spawn_input();
    // In JSON mode the conversation goes to stderr, so stdout holds only the summary.
    let mut stdout = std::io::stdout();
    let mut stderr = std::io::stderr();
    let out: &mut dyn Write = if ctx.json() { &mut stderr } else { &mut stdout };
    let summary = Session::new(&deck, &store, &sched, &opts, input, out, queue).run()?;
    let next = next_due(&store, &deck, &args.tags)?;
    if ctx.json() {
        let mut value = serde_json::to_value(&summary)?;
        value["next_due"] = json!(
            next.as_ref()
                .map(|(id, due)| json!({"id": id, "due": clock::rfc3339(*due)}))
        );
        println!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        review::print_summary(&mut std::io::stdout(), &summary, next)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Standard input lines, end of input and SIGINT, all on one channel.
fn spawn_input() -> mpsc::Receiver<Event> {
    let (tx, rx) = mpsc::channel();
    let on_int = tx.clone();
    // If a handler cannot be installed, Ctrl-C keeps its default (the process ends, and
    // every rating given so far is already committed).
    let _ = ctrlc::set_handler(move || {
        let _ = on_int.send(Event::Interrupt);
    });
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        for line in stdin.lock().lines() {
            match line {
                Ok(line) => {
                    if tx.send(Event::Line(line)).is_err() {
                        return;
                    }
                }
                Err(err) if err.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            }
        }
        let _ = tx.send(Event::Eof);
    });
    rx
}

/// The earliest scheduled card among the selected ones.
fn next_due(store: &Store, deck: &Deck, tags: &TagArgs) -> Result<Option<(String, i64)>> {
    let ids: Vec<&str> = selected(deck, tags).iter().map(|c| c.id.as_str()).collect();
    Ok(store
        .card_states()?
        .into_iter()
        .filter(|s| ids.contains(&s.card_id.as_str()))
        .map(|s| (s.card_id, s.due))
        .min_by_key(|(id, due)| (*due, id.clone())))
}

fn states_by_id(store: &Store) -> Result<BTreeMap<String, CardState>> {
    Ok(store
        .card_states()?
        .into_iter()
        .map(|s| (s.card_id.clone(), s))
        .collect())
}

fn list_cmd(args: &TagArgs, ctx: &Ctx) -> Result<ExitCode> {
    let deck = deck_for(args)?;
    let store = Store::open()?;
    let states = states_by_id(&store)?;
    let cards = selected(&deck, args);
    if ctx.json() {
        let rows: Vec<_> = cards
            .iter()
            .map(|c| {
                let s = states.get(&c.id);
                json!({
                    "id": c.id,
                    "tags": c.tags,
                    "state": s.map_or("new", |s| s.phase.as_str()),
                    "due": s.map(|s| clock::rfc3339(s.due)),
                    "last_review": s.map(|s| clock::rfc3339(s.last_review)),
                    "stability": s.map(|s| s.stability),
                    "difficulty": s.map(|s| s.difficulty),
                    "reps": s.map_or(0, |s| s.reps),
                    "lapses": s.map_or(0, |s| s.lapses),
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&rows)?);
        return Ok(ExitCode::SUCCESS);
    }
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header([
        "id",
        "tags",
        "state",
        "due (UTC)",
        "stability (d)",
        "difficulty",
        "reps",
    ]);
    for c in cards {
        let s = states.get(&c.id);
        table.add_row([
            c.id.clone(),
            c.tags.join(", "),
            s.map_or("new", |s| s.phase.as_str()).to_string(),
            s.map_or("-".into(), |s| clock::short(s.due)),
            s.map_or("-".into(), |s| format!("{:.2}", s.stability)),
            s.map_or("-".into(), |s| format!("{:.2}", s.difficulty)),
            s.map_or(0, |s| s.reps).to_string(),
        ]);
    }
    println!("{table}");
    Ok(ExitCode::SUCCESS)
}

/// Per-tag counts of one deck against the store.
#[derive(Debug, Default, serde::Serialize)]
struct TagCounts {
    tag: String,
    cards: u32,
    new: u32,
    learning: u32,
    review: u32,
    due_now: u32,
    due_today: u32,
}

fn stats_cmd(args: &TagArgs, ctx: &Ctx) -> Result<ExitCode> {
    let deck = deck_for(args)?;
    let store = Store::open()?;
    let states = states_by_id(&store)?;
    let now = clock::now()?;
    let tags: Vec<&String> = if args.tags.is_empty() {
        deck.tags.iter().collect()
    } else {
        args.tags.iter().collect()
    };
    let counts: Vec<TagCounts> = tags
        .iter()
        .map(|tag| count_tag(&deck, &states, tag, now))
        .collect();
    let (reviewed, recalled) = store.retention()?;
    let retention = (reviewed > 0).then(|| f64::from(recalled) / f64::from(reviewed));
    if ctx.json() {
        let doc = json!({"tags": counts, "reviews": store.reviews()?.len(),
                         "retention": retention, "graduated_reviews": reviewed});
        println!("{}", serde_json::to_string_pretty(&doc)?);
        return Ok(ExitCode::SUCCESS);
    }
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header([
        "tag",
        "cards",
        "new",
        "learning",
        "review",
        "due now",
        "due today",
    ]);
    for c in &counts {
        table.add_row([
            c.tag.clone(),
            c.cards.to_string(),
            c.new.to_string(),
            c.learning.to_string(),
            c.review.to_string(),
            c.due_now.to_string(),
            c.due_today.to_string(),
        ]);
    }
    println!("{table}");
    match retention {
        Some(r) => println!(
            "Retention: {:.0}% of {reviewed} review(s) of graduated cards recalled.",
            r * 100.0
        ),
        None => println!("Retention: no graduated card reviewed yet."),
    }
    Ok(ExitCode::SUCCESS)
}

fn count_tag(deck: &Deck, states: &BTreeMap<String, CardState>, tag: &str, now: i64) -> TagCounts {
    let mut c = TagCounts {
        tag: tag.to_string(),
        ..TagCounts::default()
    };
    for card in deck
        .cards
        .iter()
        .filter(|c| c.tags.iter().any(|t| t == tag))
    {
        c.cards += 1;
        let Some(s) = states.get(&card.id) else {
            c.new += 1;
            continue;
        };
        match s.phase {
            crate::store::Phase::Review => c.review += 1,
            _ => c.learning += 1,
        }
        c.due_now += u32::from(s.due <= now);
        c.due_today += u32::from(s.due < clock::end_of_day(now));
    }
    c
}

fn check_cmd(args: &CheckArgs, ctx: &Ctx) -> Result<ExitCode> {
    let source = match &args.file {
        Some(path) => content::Source {
            display: path.display().to_string(),
            text: std::fs::read_to_string(path).map_err(|err| {
                UserError(format!("course: {}: cannot read ({err})", path.display()))
            })?,
        },
        None => content::read(deck::DECK_FILE)?,
    };
    let result = deck::check(&source.text);
    if ctx.json() {
        let doc = match &result {
            Ok(deck) => {
                json!({"file": source.display, "ok": true, "cards": deck.cards.len(), "problems": []})
            }
            Err(problems) => json!({"file": source.display, "ok": false, "problems":
                problems.iter().map(|p| json!({"line": p.line, "column": p.column, "message": p.message})).collect::<Vec<_>>()}),
        };
        println!("{}", serde_json::to_string_pretty(&doc)?);
    }
    match result {
        Ok(deck) => {
            if !ctx.json() {
                let per_tag: Vec<String> = deck
                    .tags
                    .iter()
                    .map(|t| {
                        let n = deck.cards.iter().filter(|c| c.tags.contains(t)).count();
                        format!("{t} {n}")
                    })
                    .collect();
                println!(
                    "{}: ok, {} cards ({})",
                    source.display,
                    deck.cards.len(),
                    per_tag.join(", ")
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(problems) => {
            eprintln!("{}", deck::render_problems(&source, &problems));
            Ok(ExitCode::from(2))
        }
    }
}
