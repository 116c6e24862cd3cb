//! The flashcard deck and its content check, through the real binary: the deck's size and
//! tags, `course cards check` on good and bad files (FILE:LINE:COL, exit 2), the IR snippets
//! against LLVM itself, and the snippets' syntax colour.

mod cards_support;

use std::collections::BTreeSet;
use std::process::Command;

use cards_support::*;
use owo_colors::OwoColorize;

const LESSON_TAGS: [&str; 3] = ["terminators", "phi-select", "verifier"];

#[test]
fn the_deck_has_45_cards_12_per_lesson_tag_and_unique_ids() {
    let cards = deck_cards();
    assert!(cards.len() >= 45, "{} cards", cards.len());
    let ids: BTreeSet<&str> = cards.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids.len(), cards.len(), "ids are unique");
    for tag in LESSON_TAGS {
        let n = cards
            .iter()
            .filter(|(_, t)| t.iter().any(|x| x == tag))
            .count();
        assert!(n >= 12, "tag {tag} has {n} cards");
    }
    let home = tempfile::tempdir().unwrap();
    let out = run(home.path(), T0, &["cards", "check"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("flashcards/ch09.yaml: ok, "),
        "{}",
        stdout(&out)
    );
}

const GOOD: &str = "format_version: 1
deck: t
title: T
tags: [terminators, verifier]
cards:
  - id: one
    tags: [terminators]
    front: F
    back: B
  - id: two
    tags: [verifier]
    front: F
    back: B
";

fn check_file(text: &str) -> (Option<i32>, String, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("deck.yaml");
    std::fs::write(&file, text).unwrap();
    let out = run(
        dir.path(),
        T0,
        &["cards", "check", file.to_str().unwrap()],
        "",
    );
    let shown = file.display().to_string();
    (out.status.code(), stdout(&out), stderr(&out), shown)
}

#[test]
fn check_reports_each_problem_as_file_line_col_and_exits_2() {
    assert_eq!(check_file(GOOD).0, Some(0));
    let bad = GOOD
        .replace("id: two", "id: one")
        .replace("tags: [verifier]", "tags: [phi-select, phi]")
        .replace(
            "    front: F\n    back: B\n  - id: one",
            "    front: F\n  - id: one",
        );
    let (code, _, err, file) = check_file(&bad);
    assert_eq!(code, Some(2), "{err}");
    let expected = [
        format!("{file}:6:3: card 1 has no `back`"),
        format!("{file}:9:9: duplicate card id 'one' (first used on line 6)"),
        format!(
            "{file}:10:12: unknown tag 'phi-select' on card 'one' (the deck declares: terminators, verifier)"
        ),
        format!(
            "{file}:10:24: unknown tag 'phi' on card 'one' (the deck declares: terminators, verifier)"
        ),
    ];
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines, expected);
}

#[test]
fn check_refuses_unknown_keys_and_other_format_versions() {
    let (code, _, err, file) =
        check_file(&GOOD.replace("    back: B\n  - id: two", "    bakc: B\n  - id: two"));
    assert_eq!(code, Some(2));
    assert!(
        err.starts_with(&format!(
            "{file}:9:5: cannot read the deck: cards[0]: unknown field `bakc`"
        )),
        "{err}"
    );

    let (code, _, err, file) = check_file(&GOOD.replace("format_version: 1", "format_version: 2"));
    assert_eq!(code, Some(2));
    assert!(
        err.starts_with(&format!("{file}:1:1: format_version 2 is not supported")),
        "{err}"
    );

    let (code, _, err, _) = check_file(&GOOD.replace("format_version: 1\n", ""));
    assert_eq!(code, Some(2));
    assert!(
        err.contains(":1:1: missing field `format_version`"),
        "{err}"
    );
}

#[test]
fn check_has_a_json_form() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("deck.yaml");
    std::fs::write(&file, GOOD.replace("id: two", "id: Two")).unwrap();
    let out = run(
        dir.path(),
        T0,
        &["cards", "check", file.to_str().unwrap(), "--format", "json"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["ok"], false);
    assert_eq!(doc["problems"][0]["line"], 10);
    assert_eq!(doc["problems"][0]["column"], 9);
}

/// The first message `opt-22 -passes=verify` prints for `ir`, or None when it verifies.
fn opt_message(ir: &str) -> Option<String> {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("card.ll");
    std::fs::write(&file, ir).unwrap();
    let out = Command::new("opt-22")
        .args(["-passes=verify", "-disable-output"])
        .arg(&file)
        .output()
        .unwrap();
    if out.status.success() {
        return None;
    }
    let err = String::from_utf8_lossy(&out.stderr);
    let first = err.lines().next().unwrap_or_default();
    Some(match first.split_once(": error: ") {
        Some((_, message)) => message.to_string(),
        None => first.to_string(),
    })
}

fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn whole_function_snippets_say_what_llvm_says() {
    let have_opt = Command::new("opt-22").arg("--version").output().is_ok();
    if !have_opt {
        assert!(
            std::env::var_os("COURSE_REQUIRE_LLVM").is_none(),
            "COURSE_REQUIRE_LLVM is set but opt-22 is not on the PATH"
        );
        eprintln!("opt-22 not found: snippets not compared with LLVM");
        return;
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("flashcards/ch09.yaml");
    let doc: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut compared = 0;
    for card in doc["cards"].as_sequence().unwrap() {
        let Some(ir) = card["ir"].as_str() else {
            continue;
        };
        if !ir.contains("define ") {
            continue;
        }
        let id = card["id"].as_str().unwrap();
        let back = words(card["back"].as_str().unwrap());
        match opt_message(ir) {
            Some(message) => assert!(
                back.contains(&words(&message)),
                "card {id}: LLVM says {message:?}; the back says {back:?}"
            ),
            None => assert!(
                back.contains("verifies"),
                "card {id}: LLVM accepts it; the back says {back:?}"
            ),
        }
        compared += 1;
    }
    assert!(compared >= 10, "only {compared} snippets compared");
}

#[test]
fn ir_snippets_are_shown_with_syntax_colour_only_when_asked() {
    let home = tempfile::tempdir().unwrap();
    // The fourth terminators card shows `br i1 %c, label %t, label %f`.
    let args = [
        "cards",
        "review",
        "--tag",
        "terminators",
        "--limit",
        "4",
        "--color",
        "always",
    ];
    let out = run(home.path(), T0, &args, "4\n4\n4\n\n");
    let text = stdout(&out);
    for painted in [
        "br".magenta().bold().to_string(),
        "i1".cyan().to_string(),
        "%c".yellow().to_string(),
        "label".cyan().to_string(),
    ] {
        assert!(text.contains(&painted), "{painted:?} not in {text}");
    }
    let home = tempfile::tempdir().unwrap();
    let out = run(home.path(), T0, &args[..6], "4\n4\n4\n\n");
    assert!(stdout(&out).contains("  br i1 %c, label %t, label %f\n"));
    assert!(!stdout(&out).contains('\u{1b}'));
}
