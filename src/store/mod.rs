//! The progress store: one SQLite file, `$COURSE_HOME/progress.sqlite3`, holding card
//! state, the review log, drill attempts and quiz attempts; and `course stats`.
//!
//! **Invariant:** opening never damages a file. An existing file is first checked for the
//! 16-byte SQLite header and then with `PRAGMA quick_check` on a read-only connection;
//! only a file that passes both is opened for writing and migrated. Every write is its own
//! transaction (a rating is one), in WAL mode with a busy timeout, so that a killed
//! process loses at most the write in flight and two sessions can write at once.
//!
//! Drills and quizzes record through [`Store::record_drill_attempt`] and
//! [`Store::record_quiz_attempt`]; the cards module through [`Store::apply_review`].

pub mod cli;
pub mod clock;
mod open;
pub mod schema;

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};

/// The file name of the store inside `COURSE_HOME`.
pub const FILE_NAME: &str = "progress.sqlite3";

/// An open progress store.
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

/// One answer to a generated drill (`course drill ir-validity`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrillAttempt {
    pub seed: u64,
    /// `easy`, `medium` or `hard`.
    pub difficulty: String,
    /// The rule the drill's function breaks, `W1`..`W7`, or `valid`.
    pub rule: String,
    /// The answer the student gave, as typed.
    pub answer: String,
    pub correct: bool,
}

/// One graded run of a quiz (`course quiz ch09`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuizAttempt {
    /// The quiz id, e.g. `ch09`.
    pub quiz: String,
    /// The seed that ordered the questions, when there was one.
    pub seed: Option<u64>,
    pub score: u32,
    pub total: u32,
    /// Each question's id and whether it was answered correctly, in the order asked.
    pub questions: Vec<(String, bool)>,
}

/// Where a card stands in its schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Seen, not yet graduated: short steps in minutes.
    Learning,
    /// Graduated: intervals in days from FSRS.
    Review,
    /// Forgotten after graduating: short steps again.
    Relearning,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Learning => "learning",
            Phase::Review => "review",
            Phase::Relearning => "relearning",
        }
    }

    fn parse(text: &str) -> Phase {
        match text {
            "review" => Phase::Review,
            "relearning" => Phase::Relearning,
            _ => Phase::Learning,
        }
    }
}

/// A card's saved schedule (a card with none is new).
#[derive(Debug, Clone, PartialEq)]
pub struct CardState {
    pub card_id: String,
    pub phase: Phase,
    /// The index of the learning (or relearning) step the card is on.
    pub step: u32,
    /// FSRS memory state.
    pub stability: f64,
    pub difficulty: f64,
    /// Unix seconds.
    pub due: i64,
    pub last_review: i64,
    pub reps: u32,
    pub lapses: u32,
}

/// One row of the review log.
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewRow {
    pub card_id: String,
    pub reviewed_at: i64,
    pub rating: u8,
    /// `None` for the first review of a new card.
    pub phase_before: Option<Phase>,
    pub due_after: i64,
}

/// A recorded review, enough to undo it.
#[derive(Debug, Clone)]
pub struct Applied {
    pub log_id: i64,
    pub before: Option<CardState>,
    pub after: CardState,
}

/// Drill accuracy for one rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleAccuracy {
    pub rule: String,
    pub attempts: u32,
    pub correct: u32,
}

/// Best and last score of one quiz.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuizSummary {
    pub quiz: String,
    pub attempts: u32,
    pub best: (u32, u32),
    pub last: (u32, u32),
}

impl Store {
    /// Opens the store under `$COURSE_HOME`, or under the platform's data directory.
    pub fn open() -> Result<Store> {
        Store::open_in(&home_dir()?)
    }

    /// Opens (creating when absent) the store in directory `dir`.
    pub fn open_in(dir: &Path) -> Result<Store> {
        let path = dir.join(FILE_NAME);
        let conn = open::open_checked(dir, &path)?;
        Ok(Store { conn, path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Records one drill answer, in its own transaction.
    pub fn record_drill_attempt(&self, attempt: &DrillAttempt) -> Result<()> {
        let at = clock::now()?;
        let tx = self.write_tx()?;
        tx.execute(
            "INSERT INTO drill_attempt (at, seed, difficulty, rule, answer, correct)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                at,
                attempt.seed as i64,
                attempt.difficulty,
                attempt.rule,
                attempt.answer,
                attempt.correct
            ],
        )?;
        tx.commit().with_context(|| self.write_failed())
    }

    /// Records one graded quiz with its per-question results, in one transaction.
    pub fn record_quiz_attempt(&self, attempt: &QuizAttempt) -> Result<()> {
        let at = clock::now()?;
        let tx = self.write_tx()?;
        tx.execute(
            "INSERT INTO quiz_attempt (at, quiz, seed, score, total) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                at,
                attempt.quiz,
                attempt.seed.map(|s| s as i64),
                attempt.score,
                attempt.total
            ],
        )?;
        let id = tx.last_insert_rowid();
        for (question, correct) in &attempt.questions {
            tx.execute(
                "INSERT INTO quiz_answer (attempt_id, question, correct) VALUES (?1, ?2, ?3)",
                params![id, question, correct],
            )?;
        }
        tx.commit().with_context(|| self.write_failed())
    }

    /// Applies one rating atomically: reads the card's current state inside the
    /// transaction (another session may have just changed it), lets `schedule` compute the
    /// next state from it, writes that state and a review-log row, and commits.
    pub fn apply_review(
        &self,
        card_id: &str,
        rating: u8,
        now: i64,
        schedule: impl FnOnce(Option<&CardState>) -> Result<CardState>,
    ) -> Result<Applied> {
        let tx = self.write_tx()?;
        let before = card_state_in(&tx, card_id)?;
        let after = schedule(before.as_ref())?;
        let elapsed = before
            .as_ref()
            .map_or(0, |b| (now - b.last_review).max(0) / 86_400);
        upsert_state(&tx, &after)?;
        tx.execute(
            "INSERT INTO review_log (card_id, reviewed_at, rating, phase_before, elapsed_days,
                                     phase_after, stability, difficulty, due_after)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                card_id,
                now,
                rating,
                before.as_ref().map(|b| b.phase.as_str()),
                elapsed,
                after.phase.as_str(),
                after.stability,
                after.difficulty,
                after.due
            ],
        )?;
        let log_id = tx.last_insert_rowid();
        tx.commit().with_context(|| self.write_failed())?;
        Ok(Applied {
            log_id,
            before,
            after,
        })
    }

    /// Undoes a review recorded by [`Store::apply_review`]: deletes its log row and puts the
    /// card's state back as it was, in one transaction.
    pub fn undo_review(&self, applied: &Applied) -> Result<()> {
        let tx = self.write_tx()?;
        tx.execute(
            "DELETE FROM review_log WHERE id = ?1",
            params![applied.log_id],
        )?;
        match &applied.before {
            Some(state) => upsert_state(&tx, state)?,
            None => {
                tx.execute(
                    "DELETE FROM card_state WHERE card_id = ?1",
                    params![applied.after.card_id],
                )?;
            }
        }
        tx.commit().with_context(|| self.write_failed())
    }

    /// Every saved card state, by id.
    pub fn card_states(&self) -> Result<Vec<CardState>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {STATE_COLUMNS} FROM card_state ORDER BY card_id"
        ))?;
        let rows = stmt.query_map([], state_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The saved state of one card, or `None` when it is new.
    pub fn card_state(&self, card_id: &str) -> Result<Option<CardState>> {
        Ok(card_state_in(&self.conn, card_id)?)
    }

    /// The whole review log, oldest first.
    pub fn reviews(&self) -> Result<Vec<ReviewRow>> {
        let mut stmt = self.conn.prepare(
            "SELECT card_id, reviewed_at, rating, phase_before, due_after
             FROM review_log ORDER BY reviewed_at, id",
        )?;
        let rows = stmt.query_map([], |row| {
            Ok(ReviewRow {
                card_id: row.get(0)?,
                reviewed_at: row.get(1)?,
                rating: row.get(2)?,
                phase_before: row.get::<_, Option<String>>(3)?.map(|p| Phase::parse(&p)),
                due_after: row.get(4)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// How many cards had their first review in `[from, to)`: new cards introduced then.
    pub fn new_cards_between(&self, from: i64, to: i64) -> Result<u32> {
        Ok(self.conn.query_row(
            "SELECT COUNT(*) FROM (SELECT card_id, MIN(reviewed_at) AS first FROM review_log
                                   GROUP BY card_id) WHERE first >= ?1 AND first < ?2",
            params![from, to],
            |row| row.get(0),
        )?)
    }

    /// Reviews of graduated cards (phase `review` before the rating), and how many of them
    /// were recalled (rated hard, good or easy): FSRS's notion of retention.
    pub fn retention(&self) -> Result<(u32, u32)> {
        Ok(self.conn.query_row(
            "SELECT COUNT(*), COALESCE(SUM(rating > 1), 0) FROM review_log
             WHERE phase_before = 'review'",
            [],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )?)
    }

    /// Drill attempts and correct answers per rule, sorted by rule.
    pub fn drill_accuracy(&self) -> Result<Vec<RuleAccuracy>> {
        let mut stmt = self.conn.prepare(
            "SELECT rule, COUNT(*), SUM(correct) FROM drill_attempt GROUP BY rule ORDER BY rule",
        )?;
        let rows = stmt.query_map([], |row| {
            Ok(RuleAccuracy {
                rule: row.get(0)?,
                attempts: row.get(1)?,
                correct: row.get(2)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Best and last score per quiz, sorted by quiz id. "Best" compares score / total.
    pub fn quiz_summaries(&self) -> Result<Vec<QuizSummary>> {
        let mut stmt = self
            .conn
            .prepare("SELECT quiz, score, total FROM quiz_attempt ORDER BY quiz, at, id")?;
        let rows = stmt.query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, u32>(1)?,
                row.get::<_, u32>(2)?,
            ))
        })?;
        let mut out: Vec<QuizSummary> = Vec::new();
        for row in rows {
            let (quiz, score, total) = row?;
            match out.last_mut().filter(|s| s.quiz == quiz) {
                Some(sum) => {
                    sum.attempts += 1;
                    sum.last = (score, total);
                    if fraction(score, total) > fraction(sum.best.0, sum.best.1) {
                        sum.best = (score, total);
                    }
                }
                None => out.push(QuizSummary {
                    quiz,
                    attempts: 1,
                    best: (score, total),
                    last: (score, total),
                }),
            }
        }
        Ok(out)
    }

    /// The per-question results of every attempt at `quiz`, oldest attempt first.
    pub fn quiz_answers(&self, quiz: &str) -> Result<Vec<(String, bool)>> {
        let mut stmt = self.conn.prepare(
            "SELECT a.question, a.correct FROM quiz_answer a
             JOIN quiz_attempt q ON q.id = a.attempt_id
             WHERE q.quiz = ?1 ORDER BY q.at, q.id, a.rowid",
        )?;
        let rows = stmt.query_map(params![quiz], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// An immediate transaction: it takes the write lock at once (waiting up to the busy
    /// timeout for another session), so a rating never fails halfway for want of a lock.
    fn write_tx(&self) -> Result<rusqlite::Transaction<'_>> {
        rusqlite::Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)
            .with_context(|| self.write_failed())
    }

    fn write_failed(&self) -> String {
        format!("cannot write the progress store {}", self.path.display())
    }
}

fn fraction(score: u32, total: u32) -> f64 {
    if total == 0 {
        0.0
    } else {
        f64::from(score) / f64::from(total)
    }
}

/// The directory that holds the store: `$COURSE_HOME`, else the platform's data directory.
pub fn home_dir() -> Result<PathBuf> {
    if let Some(dir) = std::env::var_os("COURSE_HOME").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    if let Some(data) = dirs::data_dir() {
        return Ok(data.join("course"));
    }
    Err(crate::ui::UserError(
        "course: no place for the progress store: set COURSE_HOME to a directory".into(),
    )
    .into())
}

const STATE_COLUMNS: &str =
    "card_id, phase, step, stability, difficulty, due, last_review, reps, lapses";

fn state_from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<CardState> {
    Ok(CardState {
        card_id: row.get(0)?,
        phase: Phase::parse(&row.get::<_, String>(1)?),
        step: row.get(2)?,
        stability: row.get(3)?,
        difficulty: row.get(4)?,
        due: row.get(5)?,
        last_review: row.get(6)?,
        reps: row.get(7)?,
        lapses: row.get(8)?,
    })
}

fn card_state_in(conn: &Connection, card_id: &str) -> rusqlite::Result<Option<CardState>> {
    conn.query_row(
        &format!("SELECT {STATE_COLUMNS} FROM card_state WHERE card_id = ?1"),
        params![card_id],
        state_from_row,
    )
    .optional()
}

fn upsert_state(conn: &Connection, s: &CardState) -> rusqlite::Result<()> {
    conn.execute(
        &format!(
            "INSERT OR REPLACE INTO card_state ({STATE_COLUMNS})
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"
        ),
        params![
            s.card_id,
            s.phase.as_str(),
            s.step,
            s.stability,
            s.difficulty,
            s.due,
            s.last_review,
            s.reps,
            s.lapses
        ],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(id: &str, due: i64) -> CardState {
        CardState {
            card_id: id.into(),
            phase: Phase::Learning,
            step: 1,
            stability: 2.3,
            difficulty: 2.1,
            due,
            last_review: 0,
            reps: 1,
            lapses: 0,
        }
    }

    #[test]
    fn a_review_and_its_undo_leave_the_store_as_before() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open_in(dir.path()).unwrap();
        let applied = store
            .apply_review("a", 3, 0, |_| Ok(state("a", 600)))
            .unwrap();
        assert_eq!(store.card_state("a").unwrap(), Some(state("a", 600)));
        assert_eq!(store.reviews().unwrap().len(), 1);
        store.undo_review(&applied).unwrap();
        assert_eq!(store.card_state("a").unwrap(), None);
        assert!(store.reviews().unwrap().is_empty());
    }

    #[test]
    fn quiz_best_is_by_fraction_and_last_is_the_latest() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open_in(dir.path()).unwrap();
        for (score, total) in [(3, 9), (8, 9), (5, 9)] {
            let attempt = QuizAttempt {
                quiz: "ch09".into(),
                seed: Some(1),
                score,
                total,
                questions: vec![("phi-parallel".into(), score > 4)],
            };
            store.record_quiz_attempt(&attempt).unwrap();
        }
        let sums = store.quiz_summaries().unwrap();
        assert_eq!(sums.len(), 1);
        assert_eq!(
            (sums[0].attempts, sums[0].best, sums[0].last),
            (3, (8, 9), (5, 9))
        );
        assert_eq!(store.quiz_answers("ch09").unwrap().len(), 3);
    }
}
