//! `course quiz NAME --check` and loading malformed content: every problem located as
//! FILE:LINE:COL, exit 2. The fixtures under tests/fixtures/quiz are a small course root
//! (COURSE_ROOT), one chapter per kind of mistake.

mod quiz_common;

use std::process::Command;

use quiz_common::*;

fn fixtures() -> Command {
    let mut cmd = course();
    cmd.env("COURSE_ROOT", format!("{REPO}/tests/fixtures/quiz"));
    cmd
}

/// `--check` on a fixture chapter: (exit code, stdout lines).
fn check(chapter: &str) -> (i32, Vec<String>) {
    let out = run_with(fixtures(), &["quiz", chapter, "--check"], "");
    (code(&out), stdout(&out).lines().map(String::from).collect())
}

#[test]
fn the_chapter_9_content_is_clean() {
    let out = run(&["quiz", "ch09", "--check"], "");
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    assert!(stdout(&out).contains("no problems"));
    let doc = json(&run(&["--format", "json", "quiz", "ch09", "--check"], ""));
    assert_eq!(doc["ok"], true);
    assert!(doc["questions"].as_u64().unwrap() >= 28);
}

#[test]
fn a_valid_fixture_chapter_checks_clean() {
    assert_eq!(check("mini").0, 0);
}

#[test]
fn bad_yaml_is_reported_where_serde_yaml_stops() {
    let (status, lines) = check("badyaml");
    assert_eq!(status, 2);
    assert_eq!(
        lines[0],
        "quizzes/badyaml.yaml:10:1: found unexpected end of stream, while scanning a quoted scalar"
    );
}

#[test]
fn a_missing_key_entry_and_an_orphan_key_entry_are_both_located() {
    let (status, lines) = check("nokey");
    assert_eq!(status, 2);
    assert_eq!(
        lines[..2],
        [
            "quizzes/nokey.yaml:19:9: question `name` has no answer in solutions/quizzes/nokey.yaml",
            "solutions/quizzes/nokey.yaml:16:9: answer `nom` has no question in quizzes/nokey.yaml",
        ]
    );
}

#[test]
fn a_missing_field_is_located_at_its_entry() {
    let (status, lines) = check("missingfield");
    assert_eq!(status, 2);
    assert_eq!(
        lines[0],
        "solutions/quizzes/missingfield.yaml:8:5: answers[1]: missing field `explanation`"
    );
}

#[test]
fn a_duplicate_id_is_located_at_its_second_occurrence() {
    let (status, lines) = check("dupid");
    assert_eq!(status, 2);
    assert_eq!(lines[0], "quizzes/dupid.yaml:19:9: duplicate id `rule`");
}

#[test]
fn an_answer_not_among_the_choices_is_located_at_the_answer() {
    let (status, lines) = check("badchoice");
    assert_eq!(status, 2);
    assert_eq!(
        lines[..3],
        [
            "solutions/quizzes/badchoice.yaml:9:5: answer `rule`: `W7: exceptions` is not among the question's choices",
            "solutions/quizzes/badchoice.yaml:13:5: answer `select-poison`: `%c = 0 and %x is poison` is not among the question's choices",
            "solutions/quizzes/badchoice.yaml:20:5: answer `name`: `see:` (a command) and `shows:` (what it prints) go together",
        ]
    );
}

#[test]
fn versions_and_families_are_checked() {
    let (status, lines) = check("badfamily");
    assert_eq!(status, 2);
    assert_eq!(
        lines[..3],
        [
            "quizzes/badfamily.yaml:1:1: format_version 2 is not supported (this course reads 1)",
            "quizzes/badfamily.yaml:7:5: question `unknown-family` needs `family:`, one of switch-successors, dominance, phi-pair, message-rule",
            "solutions/quizzes/badfamily.yaml:8:5: answer `family-with-answer` is computed by its family: remove `answer:`",
        ]
    );
}

#[test]
fn a_missing_answer_key_file_is_reported() {
    let (status, lines) = check("nokeyfile");
    assert_eq!(status, 2);
    assert_eq!(
        lines[0],
        "quizzes/nokeyfile.yaml:1:1: no answer key: solutions/quizzes/nokeyfile.yaml is missing"
    );
}

#[test]
fn taking_a_broken_quiz_exits_2_with_the_problems_and_no_backtrace() {
    for chapter in [
        "badyaml",
        "nokey",
        "missingfield",
        "dupid",
        "badchoice",
        "badfamily",
    ] {
        let out = run_with(fixtures(), &["quiz", chapter, "--seed", "1"], "a\n");
        assert_eq!(code(&out), 2, "{chapter}");
        let err = stderr(&out);
        assert!(
            err.starts_with("quizzes/") || err.starts_with("solutions/"),
            "{chapter}: {err}"
        );
        assert!(
            !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
            "{chapter}: {err}"
        );
        assert!(stdout(&out).is_empty(), "{chapter}: nothing is asked");
    }
}

#[test]
fn check_problems_come_out_as_json_too() {
    let out = run_with(
        fixtures(),
        &["--format", "json", "quiz", "dupid", "--check"],
        "",
    );
    assert_eq!(code(&out), 2);
    let doc = json(&out);
    assert_eq!(doc["ok"], false);
    let first = &doc["problems"][0];
    assert_eq!(first["file"], "quizzes/dupid.yaml");
    assert_eq!(first["line"], 19);
    assert_eq!(first["column"], 9);
    assert_eq!(first["message"], "duplicate id `rule`");
}

#[test]
fn course_quiz_alone_lists_the_chapters_found() {
    let out = run_with(fixtures(), &["quiz"], "");
    assert_eq!(code(&out), 0);
    let text = stdout(&out);
    let line = |name: &str| {
        text.lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .map(String::from)
    };
    assert!(line("mini").unwrap().contains(" 4 "), "{text}");
    assert!(line("dupid").unwrap().contains("run --check"), "{text}");
    // The embedded chapter 9 is always there, even with another content root.
    assert!(line("ch09").is_some(), "{text}");
    let doc = json(&run_with(fixtures(), &["--format", "json", "quiz"], ""));
    let names: Vec<&str> = doc["chapters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["quiz"].as_str().unwrap())
        .collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted, "chapters are listed in order");
    assert!(names.contains(&"badyaml") && names.contains(&"mini"));
}
