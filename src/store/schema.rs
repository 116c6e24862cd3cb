//! The progress database's schema and its migrations, versioned by `PRAGMA user_version`.
//!
//! Each entry of [`MIGRATIONS`] takes the schema from version `i` to `i + 1`; a store is
//! brought up to date in one immediate transaction, so that two sessions opening a fresh
//! store at once cannot both migrate it. Never edit a migration that has shipped: add one.

/// `MIGRATIONS[i]` upgrades a store at schema version `i` to version `i + 1`.
pub const MIGRATIONS: &[&str] = &[
    // 0 -> 1: card state, the review log, drill and quiz attempts.
    "CREATE TABLE card_state (
        card_id     TEXT PRIMARY KEY,
        phase       TEXT NOT NULL CHECK (phase IN ('learning', 'review', 'relearning')),
        step        INTEGER NOT NULL,
        stability   REAL NOT NULL,
        difficulty  REAL NOT NULL,
        due         INTEGER NOT NULL,
        last_review INTEGER NOT NULL,
        reps        INTEGER NOT NULL,
        lapses      INTEGER NOT NULL
    );
    CREATE INDEX card_state_due ON card_state (due);
    CREATE TABLE review_log (
        id            INTEGER PRIMARY KEY,
        card_id       TEXT NOT NULL,
        reviewed_at   INTEGER NOT NULL,
        rating        INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
        phase_before  TEXT,
        elapsed_days  INTEGER NOT NULL,
        phase_after   TEXT NOT NULL,
        stability     REAL NOT NULL,
        difficulty    REAL NOT NULL,
        due_after     INTEGER NOT NULL
    );
    CREATE INDEX review_log_card ON review_log (card_id, reviewed_at);
    CREATE TABLE drill_attempt (
        id          INTEGER PRIMARY KEY,
        at          INTEGER NOT NULL,
        seed        INTEGER NOT NULL,
        difficulty  TEXT NOT NULL,
        rule        TEXT NOT NULL,
        answer      TEXT NOT NULL,
        correct     INTEGER NOT NULL
    );
    CREATE TABLE quiz_attempt (
        id     INTEGER PRIMARY KEY,
        at     INTEGER NOT NULL,
        quiz   TEXT NOT NULL,
        seed   INTEGER,
        score  INTEGER NOT NULL,
        total  INTEGER NOT NULL
    );
    CREATE TABLE quiz_answer (
        attempt_id  INTEGER NOT NULL REFERENCES quiz_attempt (id),
        question    TEXT NOT NULL,
        correct     INTEGER NOT NULL
    );",
];

/// The schema version this build writes.
pub fn current_version() -> i64 {
    MIGRATIONS.len() as i64
}
