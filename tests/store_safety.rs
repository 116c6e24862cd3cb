//! The progress store never damages a file and never loses a committed rating: files that
//! are not SQLite or are corrupt are refused byte for byte untouched; an unwritable place is
//! a clear error; SIGKILL loses at most the card on screen; SIGINT and end of input end
//! cleanly; two sessions at once lose no rating.

mod cards_support;

use std::path::Path;
use std::process::Command;

use cards_support::*;

const STORE: &str = "progress.sqlite3";

/// Every command that opens the store must refuse the file at `home` with exit 2, a message
/// naming the path and `why`, and leave the folder exactly as it was.
fn assert_refused_untouched(home: &Path, why: &str) {
    let path = home.join(STORE);
    let before = std::fs::read(&path).unwrap();
    let listing = |dir: &Path| {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let files_before = listing(home);
    for args in [
        &["cards", "review"][..],
        &["cards", "list"],
        &["cards", "stats"],
        &["stats"],
        &["stats", "--format", "json"],
    ] {
        let out = run(home, T0, args, "3\n3\n");
        assert_eq!(
            out.status.code(),
            Some(2),
            "course {args:?}: {}",
            stderr(&out)
        );
        let err = stderr(&out);
        assert!(err.contains(&path.display().to_string()), "{err}");
        assert!(err.contains(why), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert_eq!(
            std::fs::read(&path).unwrap(),
            before,
            "course {args:?} changed the file"
        );
        assert_eq!(
            listing(home),
            files_before,
            "course {args:?} left files beside it"
        );
    }
}

/// A store with a few reviews, closed cleanly (so its WAL is checkpointed into the file).
fn real_store(home: &Path) {
    let out = run(home, T0, &["cards", "review", "--limit", "3"], "4\n4\n4\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(home.join(STORE).exists());
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_and_left_untouched() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(
        home.path().join(STORE),
        "my notes on lesson 9.3\nW4: phis count edges\n",
    )
    .unwrap();
    assert_refused_untouched(home.path(), "is not a SQLite database");

    // Shorter than the header, and binary junk: the same.
    std::fs::write(home.path().join(STORE), b"SQLite").unwrap();
    assert_refused_untouched(home.path(), "is not a SQLite database");
    let junk: Vec<u8> = (0..5000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(home.path().join(STORE), junk).unwrap();
    assert_refused_untouched(home.path(), "is not a SQLite database");
}

#[test]
fn a_corrupt_store_is_refused_and_left_untouched() {
    let home = tempfile::tempdir().unwrap();
    real_store(home.path());
    let path = home.path().join(STORE);
    let good = std::fs::read(&path).unwrap();
    let page = usize::from(u16::from_be_bytes([good[16], good[17]]));

    // The schema page overwritten after the 100-byte header.
    let mut bad = good.clone();
    bad[100..400].fill(0xff);
    std::fs::write(&path, &bad).unwrap();
    assert_refused_untouched(home.path(), "is corrupt");

    // A table page damaged: only PRAGMA quick_check notices.
    let mut bad = good.clone();
    bad[page * 2..page * 2 + 200].fill(0x07);
    std::fs::write(&path, &bad).unwrap();
    assert_refused_untouched(home.path(), "is corrupt");

    // The header and nothing sensible after it.
    let mut bad = b"SQLite format 3\0".to_vec();
    bad.extend(std::iter::repeat_n(0x5a, 3000));
    std::fs::write(&path, &bad).unwrap();
    assert_refused_untouched(home.path(), "is corrupt");

    // Put back, the original opens again with its reviews.
    std::fs::write(&path, &good).unwrap();
    assert_eq!(logged_reviews(home.path(), T0), 3);
}

#[test]
fn a_store_from_a_newer_course_is_refused_untouched() {
    let home = tempfile::tempdir().unwrap();
    real_store(home.path());
    let conn = rusqlite::Connection::open(home.path().join(STORE)).unwrap();
    conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
    conn.pragma_update(None, "user_version", 99).unwrap();
    drop(conn);
    assert_refused_untouched(home.path(), "newer course");
}

#[test]
fn a_store_that_cannot_be_written_is_a_clear_error() {
    // COURSE_HOME is a file: the folder cannot be made. (Tests may run as root, where
    // permission bits do not stop a write, so these cases do not rely on them.)
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("home");
    std::fs::write(&file, "a file, not a folder").unwrap();
    let out = run(&file, T0, &["cards", "review"], "3\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("cannot write the progress store"),
        "{}",
        stderr(&out)
    );
    assert!(stderr(&out).contains(&file.join(STORE).display().to_string()));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "a file, not a folder"
    );

    // The store's path is a folder.
    let home = tempfile::tempdir().unwrap();
    std::fs::create_dir(home.path().join(STORE)).unwrap();
    let out = run(home.path(), T0, &["stats"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("cannot write the progress store"),
        "{}",
        stderr(&out)
    );
    assert!(!stderr(&out).contains("panicked"));
}

#[test]
fn an_empty_file_is_a_new_store() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join(STORE), b"").unwrap();
    let s = review(home.path(), T0, &["--limit", "1"], "4\n");
    assert_eq!(s["ratings"], 1);
    assert_eq!(logged_reviews(home.path(), T0), 1);
}

/// Starts a session, rates three cards easy, and waits until the fourth is on screen.
fn three_rated_fourth_on_screen(home: &Path) -> Live {
    let mut live = Live::spawn(home, T0, &["cards", "review", "--limit", "10"]);
    live.wait_for("[Enter] show answer", 1);
    live.send("4\n4\n4\n\n");
    live.wait_for("easy → due", 3);
    live.wait_for("1 again", 1); // the fourth card's answer is shown, its rating not given
    live
}

#[test]
fn sigkill_in_the_middle_of_a_review_loses_only_the_card_on_screen() {
    let home = tempfile::tempdir().unwrap();
    let mut live = three_rated_fourth_on_screen(home.path());
    live.child.kill().unwrap(); // SIGKILL
    let status = live.child.wait().unwrap();
    assert!(!status.success());
    assert_eq!(logged_reviews(home.path(), T0), 3);
    let rows = list(home.path(), T0);
    let deck = deck_cards();
    for (i, (id, _)) in deck.iter().take(4).enumerate() {
        let expected = if i < 3 { "review" } else { "new" };
        assert_eq!(rows[id]["state"], expected, "{id}");
    }
    // The store is whole: the next session goes on from the fourth card.
    let s = review(home.path(), T0, &["--limit", "1"], "4\n");
    assert_eq!(rated_ids(&s), [deck[3].0.clone()]);
}

#[test]
fn sigint_saves_and_exits_cleanly() {
    let home = tempfile::tempdir().unwrap();
    let mut live = three_rated_fourth_on_screen(home.path());
    let pid = live.child.id().to_string();
    // Keep standard input open: Child::wait closes it, and end of input must not be what
    // ends this session.
    let stdin = live.child.stdin.take();
    let kill = Command::new("kill").args(["-INT", &pid]).status().unwrap();
    assert!(kill.success());
    let status = live.child.wait().unwrap();
    drop(stdin);
    assert!(status.success(), "exit status {status:?}");
    live.wait_for("Session interrupted", 1);
    assert!(
        live.text()
            .contains("Session interrupted: 3 card(s), 3 rating(s)"),
        "{}",
        live.text()
    );
    assert_eq!(logged_reviews(home.path(), T0), 3);
}

#[test]
fn end_of_input_in_the_middle_saves_and_exits_cleanly() {
    let home = tempfile::tempdir().unwrap();
    let mut live = three_rated_fourth_on_screen(home.path());
    drop(live.child.stdin.take()); // end of input
    let status = live.child.wait().unwrap();
    assert!(status.success());
    live.wait_for("Session ended (end of input): 3 card(s)", 1);
    assert_eq!(logged_reviews(home.path(), T0), 3);
}

#[test]
fn two_sessions_at_once_lose_no_rating() {
    let home = tempfile::tempdir().unwrap();
    // Both start on a fresh store (both may try to create and migrate it), overlap on
    // the cards tagged with both, and rate everything they are shown.
    let args = |tag: &'static str| {
        [
            "cards", "review", "--tag", tag, "--new", "500", "--limit", "500", "--format", "json",
        ]
    };
    let mut a = Live::spawn(home.path(), T0, &args("verifier"));
    let mut b = Live::spawn(home.path(), T0, &args("phi-select"));
    // Again first, so every card is rated twice (again, then easy when it comes back).
    let script = "1\n4\n".repeat(300);
    a.send(&script);
    b.send(&script);
    drop(a.child.stdin.take());
    drop(b.child.stdin.take());
    assert!(a.child.wait().unwrap().success());
    assert!(b.child.wait().unwrap().success());
    let parse = |l: &Live| -> serde_json::Value { serde_json::from_str(&l.text()).unwrap() };
    let (sa, sb) = (parse(&a), parse(&b));
    assert_eq!(
        (sa["ended"].as_str(), sb["ended"].as_str()),
        (Some("done"), Some("done"))
    );
    let (ra, rb) = (
        sa["ratings"].as_u64().unwrap(),
        sb["ratings"].as_u64().unwrap(),
    );
    // Each session rated at least the cards of its tag that the other did not take first.
    assert!(ra >= 2 * 12 && rb >= 2, "ratings {ra} and {rb}");
    let rated = ra + rb;
    // Every rating either session reported is in the log, and nothing else is.
    assert_eq!(logged_reviews(home.path(), T0), rated);
}
