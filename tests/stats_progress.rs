//! `course stats` reflects what was recorded: reviews through the real `course cards review`,
//! drill and quiz attempts through the store's public API (the drill and quiz commands
//! record through the same calls).

mod cards_support;

use cards_support::*;
use course::store::{DrillAttempt, QuizAttempt, Store};

fn drill(rule: &str, correct: bool, seed: u64) -> DrillAttempt {
    DrillAttempt {
        seed,
        difficulty: "medium".into(),
        rule: rule.into(),
        answer: if correct { rule.into() } else { "W6".into() },
        correct,
    }
}

fn quiz(score: u32, total: u32) -> QuizAttempt {
    QuizAttempt {
        quiz: "ch09".into(),
        seed: Some(11),
        score,
        total,
        questions: vec![
            ("phi-parallel".into(), score > 0),
            ("select-poison".into(), score > 1),
        ],
    }
}

fn row<'a>(drills: &'a serde_json::Value, rule: &str) -> &'a serde_json::Value {
    drills
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["rule"] == rule)
        .unwrap_or_else(|| panic!("no row for {rule} in {drills}"))
}

#[test]
fn an_empty_store_shows_every_rule_and_nothing_due() {
    let home = tempfile::tempdir().unwrap();
    let doc = json(home.path(), T0, &["stats"], "");
    let rules: Vec<&str> = doc["drills"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rule"].as_str().unwrap())
        .collect();
    assert_eq!(rules, ["W1", "W2", "W3", "W4", "W5", "W6", "W7", "valid"]);
    assert!(
        doc["drills"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["attempts"] == 0 && r["accuracy"].is_null())
    );
    assert_eq!(doc["quizzes"].as_array().unwrap().len(), 0);
    assert_eq!(doc["cards"]["due_today"], 0);
    assert_eq!(doc["cards"]["new"], doc["cards"]["total"]);
    assert!(doc["cards"]["retention"].is_null());
}

#[test]
fn drills_and_quizzes_recorded_through_the_store_api_show_in_stats() {
    let home = tempfile::tempdir().unwrap();
    let store = Store::open_in(home.path()).unwrap();
    store.record_drill_attempt(&drill("W4", true, 11)).unwrap();
    store.record_drill_attempt(&drill("W4", false, 12)).unwrap();
    store.record_drill_attempt(&drill("W4", true, 13)).unwrap();
    store.record_drill_attempt(&drill("W6", false, 14)).unwrap();
    store
        .record_drill_attempt(&drill("valid", true, u64::MAX))
        .unwrap();
    for (score, total) in [(4, 9), (8, 9), (6, 9)] {
        store.record_quiz_attempt(&quiz(score, total)).unwrap();
    }
    drop(store);

    let doc = json(home.path(), T0, &["stats"], "");
    let w4 = row(&doc["drills"], "W4");
    assert_eq!(
        (w4["attempts"].as_u64(), w4["correct"].as_u64()),
        (Some(3), Some(2))
    );
    assert!((w4["accuracy"].as_f64().unwrap() - 2.0 / 3.0).abs() < 1e-9);
    assert_eq!(row(&doc["drills"], "W6")["accuracy"], 0.0);
    assert_eq!(row(&doc["drills"], "valid")["accuracy"], 1.0);
    assert_eq!(row(&doc["drills"], "W1")["attempts"], 0);
    let q = &doc["quizzes"][0];
    assert_eq!(q["quiz"], "ch09");
    assert_eq!(q["attempts"], 3);
    assert_eq!(
        (q["best"]["score"].as_u64(), q["best"]["total"].as_u64()),
        (Some(8), Some(9))
    );
    assert_eq!(
        (q["last"]["score"].as_u64(), q["last"]["total"].as_u64()),
        (Some(6), Some(9))
    );

    // The per-question results are kept, and the store's seed survives the full u64 range.
    let store = Store::open_in(home.path()).unwrap();
    assert_eq!(store.quiz_answers("ch09").unwrap().len(), 6);
    let text = stdout(&run(home.path(), T0, &["stats", "--color", "never"], ""));
    let w6_line = text.lines().find(|l| l.contains(" W6 ")).unwrap();
    assert!(
        w6_line.contains("0%") && w6_line.contains(&"░".repeat(20)),
        "{w6_line}"
    );
    let valid_line = text.lines().find(|l| l.contains(" valid ")).unwrap();
    assert!(
        valid_line.contains("100%") && valid_line.contains(&"█".repeat(20)),
        "{valid_line}"
    );
    let quiz_line = text.lines().find(|l| l.contains(" ch09 ")).unwrap();
    assert!(
        quiz_line.contains("8/9") && quiz_line.contains("6/9"),
        "{quiz_line}"
    );
}

#[test]
fn reviews_through_the_real_command_show_as_due_and_retention() {
    let home = tempfile::tempdir().unwrap();
    // Easy on two cards (due in 8 days), again on a third (due in a minute), then stop.
    review(home.path(), T0, &["--limit", "3"], "4\n4\n1\nq\n");
    let doc = json(home.path(), T0, &["stats"], "");
    let c = &doc["cards"];
    assert_eq!(c["reviews"], 3);
    assert_eq!(c["review"], 2);
    assert_eq!(c["learning"], 1);
    assert_eq!(c["due_today"], 1);
    assert_eq!(c["due_week"], 1);
    assert_eq!(c["new"].as_u64().unwrap(), c["total"].as_u64().unwrap() - 3);
    assert!(c["retention"].is_null(), "no graduated card reviewed yet");

    // Nine days later all three are due, the learning one first: good on it, then one
    // graduated card recalled (good), one forgotten (again).
    let later = "2026-12-09T08:00:00Z";
    let s = review(home.path(), later, &["--new", "0"], "3\n3\n1\nq\n");
    assert_eq!(s["ratings"].as_u64(), Some(3), "{s}");
    let c = json(home.path(), later, &["stats"], "")["cards"].clone();
    assert_eq!(c["reviews"], 6);
    assert_eq!(c["retention"], 0.5);
    let text = stdout(&run(home.path(), later, &["stats", "--color", "never"], ""));
    let line = text.lines().find(|l| l.contains("retention")).unwrap();
    assert!(
        line.contains("50%") && line.contains(&format!("{}{}", "█".repeat(10), "░".repeat(10))),
        "{line}"
    );
    assert!(text.contains("6 review(s) logged"), "{text}");
}

#[test]
fn cards_stats_counts_per_tag() {
    let home = tempfile::tempdir().unwrap();
    review(
        home.path(),
        T0,
        &["--tag", "verifier", "--limit", "2"],
        "4\n1\nq\n",
    );
    let doc = json(
        home.path(),
        T0,
        &["cards", "stats", "--tag", "verifier"],
        "",
    );
    let v = &doc["tags"][0];
    assert_eq!(v["tag"], "verifier");
    assert_eq!(
        (v["review"].as_u64(), v["learning"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(v["new"].as_u64().unwrap(), v["cards"].as_u64().unwrap() - 2);
    assert_eq!(v["due_today"], 1);
    assert_eq!(doc["reviews"], 2);
}

/// Issue "done means" 5: drills and quizzes answered through the real commands show in
/// `course stats`, and a damaged store stops them without being touched.
#[test]
fn drills_and_quizzes_answered_through_the_real_commands_show_in_stats() {
    let home = tempfile::tempdir().unwrap();
    let mut expected_right = 0;
    let mut rules = Vec::new();
    for seed in 1..=6u64 {
        let s = seed.to_string();
        let shown = json(
            home.path(),
            T0,
            &["drill", "ir-validity", "--seed", &s, "--solution"],
            "",
        );
        let rule = shown["rule"].as_str().unwrap_or("valid").to_string();
        // Answer right on odd seeds, wrong on even ones.
        let answer = if seed % 2 == 1 {
            expected_right += 1;
            rule.clone()
        } else if rule == "W2" {
            "W3".to_string()
        } else {
            "W2".to_string()
        };
        let out = run(
            home.path(),
            T0,
            &["drill", "ir-validity", "--seed", &s, "--answer", &answer],
            "",
        );
        let want = if seed % 2 == 1 { 0 } else { 1 };
        assert_eq!(out.status.code(), Some(want), "{}", stderr(&out));
        rules.push(rule);
    }
    let answers = home.path().join("answers.yaml");
    std::fs::write(&answers, "switch-successors: 0\n").unwrap();
    let out = run(
        home.path(),
        T0,
        &[
            "quiz",
            "ch09",
            "--only",
            "switch-successors",
            "--answers",
            answers.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(
        out.status.code(),
        Some(1),
        "a wrong answer: {}",
        stderr(&out)
    );

    let doc = json(home.path(), T0, &["stats"], "");
    let (attempts, correct) = doc["drills"]
        .as_array()
        .unwrap()
        .iter()
        .fold((0, 0), |(a, c), r| {
            (
                a + r["attempts"].as_u64().unwrap(),
                c + r["correct"].as_u64().unwrap(),
            )
        });
    assert_eq!((attempts, correct), (6, expected_right));
    for rule in &rules {
        assert!(row(&doc["drills"], rule)["attempts"].as_u64().unwrap() >= 1);
    }
    let q = &doc["quizzes"][0];
    assert_eq!(
        (q["quiz"].as_str(), q["attempts"].as_u64()),
        (Some("ch09"), Some(1))
    );
    assert_eq!(q["last"]["score"], 0);

    // A store that is not SQLite: the drill refuses to record, says where, exits 2, and
    // leaves the file as it was.
    let bad = tempfile::tempdir().unwrap();
    let path = bad.path().join("progress.sqlite3");
    std::fs::write(&path, b"not a database at all").unwrap();
    let out = run(
        bad.path(),
        T0,
        &["drill", "ir-validity", "--seed", "1", "--answer", "W1"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("progress.sqlite3"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read(&path).unwrap(), b"not a database at all");
}
