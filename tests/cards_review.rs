//! `course cards review` through the real binary: FSRS intervals (computed here with the
//! `fsrs` crate directly), learning steps, tags, limits, undo and how sessions end.

mod cards_support;

use cards_support::*;
use chrono::{DateTime, Duration, Utc};
use fsrs::{FSRS, MemoryState};

const RETENTION: f32 = 0.9;

fn at(offset: Duration) -> String {
    (T0.parse::<DateTime<Utc>>().unwrap() + offset).to_rfc3339()
}

/// FSRS's interval in days as a graduated card's delay: rounded, at least one day.
fn days(interval: f32) -> Duration {
    Duration::days((interval.round() as i64).max(1))
}

fn due_of(row: &serde_json::Value) -> DateTime<Utc> {
    row["due"].as_str().unwrap().parse().unwrap()
}

fn ids_with(tag: &str) -> Vec<String> {
    deck_cards()
        .into_iter()
        .filter(|(_, tags)| tags.iter().any(|t| t == tag))
        .map(|(id, _)| id)
        .collect()
}

fn close(a: &serde_json::Value, b: f32) -> bool {
    (a.as_f64().unwrap() - f64::from(b)).abs() < 1e-4
}

#[test]
fn intervals_are_the_fsrs_crates_and_good_twice_is_not_due_within_a_day() {
    let home = tempfile::tempdir().unwrap();
    let fsrs = FSRS::new(&[]).unwrap();
    let first = fsrs.next_states(None, RETENTION, 0).unwrap();
    // Easy on a new card graduates at once; good, good walks the two learning steps.
    let s = review(
        home.path(),
        T0,
        &["--tag", "terminators", "--limit", "2"],
        "4\n3\n3\n",
    );
    let ids = ids_with("terminators");
    assert_eq!(
        rated_ids(&s),
        [ids[0].clone(), ids[1].clone(), ids[1].clone()]
    );
    let rows = list(home.path(), T0);
    let t0: DateTime<Utc> = T0.parse().unwrap();

    let easy = &rows[&ids[0]];
    assert_eq!(due_of(easy), t0 + days(first.easy.interval));
    assert!(close(&easy["stability"], first.easy.memory.stability));
    assert!(close(&easy["difficulty"], first.easy.memory.difficulty));

    let second = fsrs
        .next_states(Some(first.good.memory), RETENTION, 0)
        .unwrap();
    let good = &rows[&ids[1]];
    assert_eq!(good["state"], "review");
    assert_eq!(due_of(good), t0 + days(second.good.interval));
    assert!(close(&good["stability"], second.good.memory.stability));
    assert!(due_of(good) - t0 >= Duration::days(1));

    // Nearly a day later neither card is due, and no new card is allowed: nothing to review.
    let later = review(
        home.path(),
        &at(Duration::hours(23)),
        &["--tag", "terminators", "--new", "0"],
        "",
    );
    assert_eq!(later["cards"], 0);

    // On the easy card's due date, good uses FSRS with the days elapsed since the review.
    let elapsed = (due_of(easy) - t0).num_days();
    let when = at(Duration::days(elapsed));
    // (The good-good card may be due by then too: rate whatever is due good.)
    let s = review(
        home.path(),
        &when,
        &["--tag", "terminators", "--new", "0"],
        "3\n3\n",
    );
    assert!(rated_ids(&s).contains(&ids[0]), "{s}");
    let memory = MemoryState {
        stability: first.easy.memory.stability,
        difficulty: first.easy.memory.difficulty,
    };
    let third = fsrs
        .next_states(Some(memory), RETENTION, elapsed as u32)
        .unwrap();
    let row = &list(home.path(), &when)[&ids[0]];
    let now: DateTime<Utc> = when.parse().unwrap();
    assert_eq!(due_of(row), now + days(third.good.interval));
    assert!(close(&row["stability"], third.good.memory.stability));
}

#[test]
fn each_rating_is_shown_with_the_interval_it_would_give() {
    let home = tempfile::tempdir().unwrap();
    let easy = FSRS::new(&[])
        .unwrap()
        .next_states(None, RETENTION, 0)
        .unwrap()
        .easy;
    let out = run(home.path(), T0, &["cards", "review", "--limit", "1"], "\n");
    // Learning steps 1 min and 10 min (hard waits halfway), easy graduates with FSRS.
    let expected = format!(
        "1 again 1m · 2 hard 6m · 3 good 10m · 4 easy {}d",
        days(easy.interval).num_days()
    );
    assert!(stdout(&out).contains(&expected), "{}", stdout(&out));
}

#[test]
fn a_review_by_tag_shows_only_cards_of_that_tag() {
    let home = tempfile::tempdir().unwrap();
    let many = "4\n".repeat(200);
    let s = review(
        home.path(),
        T0,
        &["--tag", "phi-select", "--new", "200", "--limit", "200"],
        &many,
    );
    let mut rated = rated_ids(&s);
    rated.sort();
    let mut expected = ids_with("phi-select");
    expected.sort();
    assert_eq!(rated, expected);
    assert!(expected.len() >= 12);

    // Several tags: the union, each card once.
    let home = tempfile::tempdir().unwrap();
    let s = review(
        home.path(),
        T0,
        &[
            "--tag",
            "terminators",
            "--tag",
            "verifier",
            "--new",
            "200",
            "--limit",
            "200",
        ],
        &many,
    );
    let mut rated = rated_ids(&s);
    rated.sort();
    let mut union: Vec<String> = deck_cards()
        .into_iter()
        .filter(|(_, t)| t.iter().any(|t| t == "terminators" || t == "verifier"))
        .map(|(id, _)| id)
        .collect();
    union.sort();
    assert_eq!(rated, union);
}

#[test]
fn the_text_session_names_each_cards_tags() {
    let home = tempfile::tempdir().unwrap();
    let out = run(
        home.path(),
        T0,
        &["cards", "review", "--tag", "verifier", "--limit", "5"],
        &"4\n".repeat(5),
    );
    let text = stdout(&out);
    let headers: Vec<&str> = text.lines().filter(|l| l.starts_with("── ")).collect();
    assert_eq!(headers.len(), 5, "{text}");
    assert!(
        headers.iter().all(|h| h.contains("verifier")),
        "{headers:?}"
    );
}

#[test]
fn a_card_rated_again_comes_back_in_the_same_session() {
    let home = tempfile::tempdir().unwrap();
    let s = review(home.path(), T0, &["--limit", "1"], "1\n1\n3\n3\n");
    let ids = rated_ids(&s);
    assert_eq!(ids.len(), 4);
    assert!(ids.iter().all(|id| *id == ids[0]));
    let ratings: Vec<u64> = s["reviews"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rating"].as_u64().unwrap())
        .collect();
    assert_eq!(ratings, [1, 1, 3, 3]);
    assert_eq!(
        (s["cards"].as_u64(), s["again"].as_u64(), s["good"].as_u64()),
        (Some(1), Some(2), Some(2))
    );
    assert_eq!(list(home.path(), T0)[&ids[0]]["state"], "review");
    assert_eq!(logged_reviews(home.path(), T0), 4);
}

#[test]
fn u_undoes_the_last_rating_in_the_store_too() {
    let home = tempfile::tempdir().unwrap();
    let all: Vec<String> = deck_cards().into_iter().map(|(id, _)| id).collect();
    // Good on the first card, undo (the first card is back), easy on it, then end of input.
    let s = review(home.path(), T0, &["--limit", "2"], "3\nu\n4\n");
    assert_eq!(rated_ids(&s), [all[0].clone()]);
    assert_eq!(s["ratings"], 1);
    assert_eq!(s["ended"], "eof");
    let rows = list(home.path(), T0);
    assert_eq!(rows[&all[0]]["state"], "review");
    assert_eq!(rows[&all[0]]["reps"], 1);
    assert_eq!(rows[&all[1]]["state"], "new");
    assert_eq!(logged_reviews(home.path(), T0), 1);

    // Undoing a new card's only rating makes it new again.
    let home = tempfile::tempdir().unwrap();
    let s = review(home.path(), T0, &["--limit", "2"], "3\nu\nq\n");
    assert_eq!(s["ratings"], 0);
    assert_eq!(list(home.path(), T0)[&all[0]]["state"], "new");
    assert_eq!(logged_reviews(home.path(), T0), 0);
}

#[test]
fn the_last_rating_of_a_session_can_be_undone_too() {
    let home = tempfile::tempdir().unwrap();
    let first = deck_cards()[0].0.clone();
    // Easy on the only card, then at the closing prompt: undo, easy again, Enter.
    let s = review(home.path(), T0, &["--limit", "1"], "4\nu\n4\n\n");
    assert_eq!(s["ended"], "done");
    assert_eq!(rated_ids(&s), std::slice::from_ref(&first));
    assert_eq!(s["ratings"], 1);
    assert_eq!(logged_reviews(home.path(), T0), 1);
    // Undo and then end of input: the card is new again.
    let home = tempfile::tempdir().unwrap();
    let s = review(home.path(), T0, &["--limit", "1"], "4\nu\n");
    assert_eq!(s["ratings"], 0);
    assert_eq!(list(home.path(), T0)[&first]["state"], "new");
}

#[test]
fn new_cards_are_limited_per_day_and_sessions_per_limit() {
    let home = tempfile::tempdir().unwrap();
    let many = "4\n".repeat(50);
    let s = review(home.path(), T0, &["--new", "3"], &many);
    assert_eq!(s["cards"], 3);
    let s = review(home.path(), &at(Duration::hours(2)), &["--new", "3"], &many);
    assert_eq!(
        s["cards"], 0,
        "the day's three new cards were already introduced"
    );
    let s = review(home.path(), &at(Duration::days(1)), &["--new", "3"], &many);
    assert_eq!(s["cards"], 3, "a new day, three more");

    let home = tempfile::tempdir().unwrap();
    let s = review(home.path(), T0, &["--new", "50", "--limit", "4"], &many);
    assert_eq!(s["cards"], 4);
    assert_eq!(s["ratings"], 4);
}

#[test]
fn due_cards_come_before_new_ones() {
    let home = tempfile::tempdir().unwrap();
    // Again on the first card leaves it in learning, due in a minute; then quit.
    review(home.path(), T0, &["--limit", "1"], "1\nq\n");
    let later = at(Duration::hours(1));
    let s = review(home.path(), &later, &["--limit", "3"], "4\n4\n4\n");
    let first = deck_cards()[0].0.clone();
    assert_eq!(rated_ids(&s)[0], first);
    assert_eq!(rated_ids(&s).len(), 3);
}

#[test]
fn q_and_end_of_input_end_cleanly_with_a_summary() {
    let home = tempfile::tempdir().unwrap();
    let out = run(home.path(), T0, &["cards", "review"], "4\nq\n");
    assert!(out.status.success());
    assert!(
        stdout(&out).contains("Session ended (q): 1 card(s), 1 rating(s)"),
        "{}",
        stdout(&out)
    );
    let out = run(home.path(), T0, &["cards", "review"], "4\n\n");
    assert!(out.status.success());
    assert!(
        stdout(&out).contains("Session ended (end of input)"),
        "{}",
        stdout(&out)
    );
    assert_eq!(logged_reviews(home.path(), T0), 2);
}

#[test]
fn bad_flags_and_clock_are_usage_errors() {
    let home = tempfile::tempdir().unwrap();
    let out = run(home.path(), T0, &["cards", "review", "--tag", "phi"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--tag phi"), "{}", stderr(&out));
    let out = run(home.path(), "yesterday", &["cards", "review"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("COURSE_NOW"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("panicked"));
}
