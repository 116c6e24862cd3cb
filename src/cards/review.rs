//! The review session: a queue of due cards then new ones, shown front first, rated 1–4.
//!
//! Input arrives as [`Event`]s on a channel: lines from standard input (read on their own
//! thread), end of input, or an interrupt (SIGINT). So a Ctrl-C at a prompt ends the
//! session the same clean way as `q` or end of input: every rating was already committed
//! in its own transaction, the summary is printed, and nothing is half-written. A SIGKILL
//! loses only the card on screen, whose rating was not given yet.

use std::collections::{BTreeMap, VecDeque};
use std::io::Write;
use std::sync::mpsc::Receiver;

use anyhow::Result;
use serde::Serialize;

use super::deck::{Card, Deck};
use super::highlight;
use super::schedule::{Rating, Scheduler};
use crate::store::{Applied, Phase, Store, clock};

/// Learning cards due within this many seconds come back in the same session.
const LEARN_AHEAD: i64 = 20 * 60;

/// What the session reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    Line(String),
    Eof,
    Interrupt,
}

/// The session's knobs, from the command line.
#[derive(Debug, Clone)]
pub struct Options {
    /// Only cards with one of these tags; empty means all.
    pub tags: Vec<String>,
    /// New cards per day (UTC), counting those already introduced today.
    pub new_per_day: u32,
    /// Distinct cards per session.
    pub limit: u32,
    pub color: bool,
}

/// How the session ended and what it did.
#[derive(Debug, Clone, Serialize, Default)]
pub struct Summary {
    /// `done` (queue empty), `quit`, `eof` or `interrupt`.
    pub ended: String,
    /// Distinct cards rated.
    pub cards: usize,
    pub ratings: usize,
    pub again: usize,
    pub hard: usize,
    pub good: usize,
    pub easy: usize,
    pub reviews: Vec<ReviewedCard>,
}

/// One rating given in the session (undone ones removed).
#[derive(Debug, Clone, Serialize)]
pub struct ReviewedCard {
    pub id: String,
    pub rating: u8,
    pub due: String,
}

/// The cards a session starts with: due ones (earliest first), then new ones up to the
/// day's remaining allowance, cut to the session limit.
pub fn build_queue(deck: &Deck, store: &Store, opts: &Options, now: i64) -> Result<Vec<String>> {
    let states: BTreeMap<String, _> = store
        .card_states()?
        .into_iter()
        .map(|s| (s.card_id.clone(), s))
        .collect();
    let wanted =
        |card: &&Card| opts.tags.is_empty() || card.tags.iter().any(|t| opts.tags.contains(t));
    let mut due: Vec<(i64, usize, &str)> = Vec::new();
    let mut new: Vec<&str> = Vec::new();
    for (order, card) in deck.cards.iter().filter(wanted).enumerate() {
        match states.get(&card.id) {
            Some(s) if is_due(s.phase, s.due, now) => due.push((s.due, order, &card.id)),
            Some(_) => {}
            None => new.push(&card.id),
        }
    }
    due.sort();
    let introduced = store.new_cards_between(clock::start_of_day(now), clock::end_of_day(now))?;
    let allowance = opts.new_per_day.saturating_sub(introduced) as usize;
    let queue = due
        .into_iter()
        .map(|(_, _, id)| id)
        .chain(new.into_iter().take(allowance))
        .take(opts.limit as usize)
        .map(str::to_string)
        .collect();
    Ok(queue)
}

fn is_due(phase: Phase, due: i64, now: i64) -> bool {
    match phase {
        Phase::Review => due <= now,
        Phase::Learning | Phase::Relearning => due <= now + LEARN_AHEAD,
    }
}

/// A running session.
pub struct Session<'a> {
    deck: &'a Deck,
    store: &'a Store,
    sched: &'a Scheduler,
    opts: &'a Options,
    input: Receiver<Event>,
    out: &'a mut dyn Write,
    queue: VecDeque<String>,
    /// Ratings that `u` can undo, most recent last, with whether the card was requeued.
    undo: Vec<(Applied, Rating, bool)>,
    summary: Summary,
}

/// What the student asked for at a prompt.
enum Action {
    Reveal,
    Rate(Rating),
    Undo,
    Quit,
    End(&'static str),
}

impl<'a> Session<'a> {
    pub fn new(
        deck: &'a Deck,
        store: &'a Store,
        sched: &'a Scheduler,
        opts: &'a Options,
        input: Receiver<Event>,
        out: &'a mut dyn Write,
        queue: Vec<String>,
    ) -> Session<'a> {
        Session {
            deck,
            store,
            sched,
            opts,
            input,
            out,
            queue: queue.into(),
            undo: Vec::new(),
            summary: Summary::default(),
        }
    }

    /// Runs until the queue is empty, `q`, end of input or an interrupt.
    pub fn run(mut self) -> Result<Summary> {
        let total = self.queue.len();
        writeln!(
            self.out,
            "{total} card(s) to review. Enter shows the answer; 1-4 rates; u undoes; q quits."
        )?;
        self.summary.ended = loop {
            let Some(id) = self.queue.pop_front() else {
                match self.last_chance_to_undo()? {
                    Some(end) => break end.to_string(),
                    None => continue,
                }
            };
            if let Some(end) = self.show_card(&id)? {
                break end.to_string();
            }
        };
        let mut rated: Vec<&str> = self.summary.reviews.iter().map(|r| r.id.as_str()).collect();
        rated.sort_unstable();
        rated.dedup();
        self.summary.cards = rated.len();
        writeln!(self.out)?;
        self.out.flush()?;
        Ok(self.summary)
    }

    /// Shows one card until it is rated; `Some(reason)` when the session ends instead.
    fn show_card(&mut self, id: &str) -> Result<Option<&'static str>> {
        let Some(card) = self.deck.cards.iter().find(|c| c.id == id).cloned() else {
            return Ok(None);
        };
        self.print_front(&card)?;
        let mut revealed = false;
        loop {
            let prompt = if revealed {
                self.rating_prompt(&card.id)?
            } else {
                "[Enter] show answer · u undo · q quit".to_string()
            };
            match self.ask(&prompt, revealed)? {
                Action::Reveal => {
                    if !revealed {
                        self.print_back(&card)?;
                    }
                    revealed = true;
                }
                Action::Rate(rating) => {
                    if !revealed {
                        self.print_back(&card)?;
                    }
                    self.rate(&card.id, rating)?;
                    return Ok(None);
                }
                Action::Undo => {
                    if self.undo_last(Some(&card.id))? {
                        return Ok(None);
                    }
                }
                // The card on screen was not rated: it stays in the store as it was.
                Action::Quit => return Ok(Some("quit")),
                Action::End(why) => return Ok(Some(why)),
            }
        }
    }

    fn print_front(&mut self, card: &Card) -> Result<()> {
        let state = self.store.card_state(&card.id)?;
        let phase = state.map_or("new", |s| s.phase.as_str());
        writeln!(
            self.out,
            "\n── {} · {} · {} · {} left ──",
            card.id,
            card.tags.join(", "),
            phase,
            self.queue.len() + 1
        )?;
        writeln!(self.out, "{}", card.front.trim_end())?;
        if let Some(ir) = &card.ir {
            write!(self.out, "{}", highlight::render(ir, self.opts.color))?;
        }
        Ok(())
    }

    fn print_back(&mut self, card: &Card) -> Result<()> {
        writeln!(self.out, "──")?;
        writeln!(self.out, "{}", card.back.trim_end())?;
        if let Some(ir) = &card.back_ir {
            write!(self.out, "{}", highlight::render(ir, self.opts.color))?;
        }
        if let Some(source) = &card.source {
            writeln!(self.out, "({source})")?;
        }
        Ok(())
    }

    /// `1 again 1m · 2 hard 6m · 3 good 10m · 4 easy 8d`, from the card's current state.
    fn rating_prompt(&self, id: &str) -> Result<String> {
        let now = clock::now()?;
        let before = self.store.card_state(id)?;
        let delays = self.sched.preview(before.as_ref(), now)?;
        let choices: Vec<String> = Rating::ALL
            .iter()
            .zip(delays)
            .map(|(r, d)| format!("{} {} {}", *r as u8, r.name(), format_delay(d)))
            .collect();
        Ok(format!("{} · u undo · q quit", choices.join(" · ")))
    }

    /// Prints the prompt and waits for a usable answer.
    fn ask(&mut self, prompt: &str, revealed: bool) -> Result<Action> {
        loop {
            write!(self.out, "{prompt}\n> ")?;
            self.out.flush()?;
            let line = match self.input.recv().unwrap_or(Event::Eof) {
                Event::Line(line) => line,
                Event::Eof => return Ok(Action::End("eof")),
                Event::Interrupt => return Ok(Action::End("interrupt")),
            };
            let key = line.trim();
            if let Some(rating) = Rating::from_key(key) {
                return Ok(Action::Rate(rating));
            }
            match key {
                "" if revealed => continue,
                "" => return Ok(Action::Reveal),
                "u" => return Ok(Action::Undo),
                "q" => return Ok(Action::Quit),
                other => writeln!(self.out, "'{other}': type Enter, 1-4, u or q")?,
            }
        }
    }

    /// Commits one rating (its own transaction) and requeues the card if it is due again
    /// within the session.
    fn rate(&mut self, id: &str, rating: Rating) -> Result<()> {
        let now = clock::now()?;
        let sched = self.sched;
        let applied = self.store.apply_review(id, rating as u8, now, |before| {
            sched.next(id, before, rating, now)
        })?;
        let requeue = is_due(applied.after.phase, applied.after.due, now)
            && applied.after.phase != Phase::Review;
        if requeue {
            self.queue.push_back(id.to_string());
        }
        writeln!(
            self.out,
            "{} → due {}",
            rating.name(),
            describe_due(applied.after.due, now)
        )?;
        self.count(rating, 1);
        self.summary.reviews.push(ReviewedCard {
            id: id.to_string(),
            rating: rating as u8,
            due: clock::rfc3339(applied.after.due),
        });
        self.undo.push((applied, rating, requeue));
        Ok(())
    }

    /// The queue is empty: one more prompt, so that the last rating can be undone too.
    /// `None` when a rating was undone (its card is queued again).
    fn last_chance_to_undo(&mut self) -> Result<Option<&'static str>> {
        if self.undo.is_empty() {
            return Ok(Some("done"));
        }
        write!(
            self.out,
            "\nNo more cards. [Enter] finish · u undo the last rating\n> "
        )?;
        self.out.flush()?;
        match self.input.recv().unwrap_or(Event::Eof) {
            Event::Line(line) if line.trim() == "u" => {
                self.undo_last(None)?;
                Ok(None)
            }
            Event::Interrupt => Ok(Some("interrupt")),
            _ => Ok(Some("done")),
        }
    }

    /// Undoes the last rating; true when the undone card is now the one to show (in front
    /// of `current`, the card that was on screen, if any).
    fn undo_last(&mut self, current: Option<&str>) -> Result<bool> {
        let Some((applied, rating, requeued)) = self.undo.pop() else {
            writeln!(self.out, "nothing to undo")?;
            return Ok(false);
        };
        self.store.undo_review(&applied)?;
        let id = applied.after.card_id.clone();
        if requeued && let Some(pos) = self.queue.iter().rposition(|q| *q == id) {
            self.queue.remove(pos);
        }
        if let Some(current) = current {
            self.queue.push_front(current.to_string());
        }
        self.queue.push_front(id.clone());
        self.count(rating, -1);
        if let Some(pos) = self.summary.reviews.iter().rposition(|r| r.id == id) {
            self.summary.reviews.remove(pos);
        }
        writeln!(self.out, "undone: {id} is back as it was")?;
        Ok(true)
    }

    fn count(&mut self, rating: Rating, delta: isize) {
        let slot = match rating {
            Rating::Again => &mut self.summary.again,
            Rating::Hard => &mut self.summary.hard,
            Rating::Good => &mut self.summary.good,
            Rating::Easy => &mut self.summary.easy,
        };
        *slot = slot.saturating_add_signed(delta);
        self.summary.ratings = self.summary.ratings.saturating_add_signed(delta);
    }
}

/// A delay as the buttons show it: `1m`, `6m`, `3h`, `8d`, `2.5mo`, `1.2y`.
pub fn format_delay(secs: i64) -> String {
    let minutes = secs as f64 / 60.0;
    let days = secs as f64 / 86_400.0;
    if secs < 3_600 {
        format!("{}m", minutes.round().max(1.0))
    } else if secs < 86_400 {
        format!("{}h", (minutes / 60.0).round())
    } else if days < 30.0 {
        format!("{}d", days.round())
    } else if days < 365.0 {
        format!("{:.1}mo", days / 30.0)
    } else {
        format!("{:.1}y", days / 365.0)
    }
}

fn describe_due(due: i64, now: i64) -> String {
    format!("in {} ({} UTC)", format_delay(due - now), clock::short(due))
}

/// Prints the end-of-session summary as text.
pub fn print_summary(
    out: &mut dyn Write,
    s: &Summary,
    next_due: Option<(String, i64)>,
) -> Result<()> {
    let how = match s.ended.as_str() {
        "done" => "Session complete",
        "quit" => "Session ended (q)",
        "eof" => "Session ended (end of input)",
        _ => "Session interrupted",
    };
    writeln!(
        out,
        "{how}: {} card(s), {} rating(s) (again {}, hard {}, good {}, easy {}). Progress saved.",
        s.cards, s.ratings, s.again, s.hard, s.good, s.easy
    )?;
    match next_due {
        Some((id, due)) => writeln!(out, "Next due: {id} at {} UTC.", clock::short(due))?,
        None => writeln!(out, "No card of these tags has been scheduled yet.")?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delays_read_like_anki_buttons() {
        assert_eq!(format_delay(60), "1m");
        assert_eq!(format_delay(330), "6m");
        assert_eq!(format_delay(8 * 86_400), "8d");
        assert_eq!(format_delay(45 * 86_400), "1.5mo");
    }
}
