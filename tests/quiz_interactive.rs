//! The interactive quiz, driven through the real binary with answers on standard input:
//! numbered questions, immediate feedback, the score, the retry of missed questions, help,
//! answers of the wrong shape, and the end of input in the middle of the quiz.

mod quiz_common;

use std::process::Output;

use course::quiz::Form;
use quiz_common::*;

/// Asked in the file's order: switch-successors, find-switch-table, phi-parallel, select-poison.
const ONLY: &str = "switch-successors,phi-parallel,select-poison,find-switch-table";

/// The letter(s) of the right choice(s) of question `id` under `seed`, from the library's
/// shuffle, located by the choice texts of the key.
fn letters(id: &str, seed: u64) -> String {
    let src = course::quiz::load::read("ch09").unwrap();
    let quiz = course::quiz::load("ch09", &src).unwrap();
    let asked = quiz
        .questions
        .iter()
        .find(|q| q.id == id)
        .unwrap()
        .ask(seed);
    let key = key();
    let right: Vec<String> = match &key[id]["answer"] {
        serde_yaml::Value::Sequence(items) => items
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect(),
        v => vec![v.as_str().unwrap().to_string()],
    };
    let (Form::Single { choices, .. } | Form::SelectAll { choices, .. }) = &asked.form else {
        panic!("{id} has choices");
    };
    let mut picked: Vec<char> = right
        .iter()
        .map(|r| (b'a' + choices.iter().position(|c| c == r).unwrap() as u8) as char)
        .collect();
    picked.sort();
    picked
        .iter()
        .map(char::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn quiz(args: &[&str], input: &str) -> Output {
    let mut all = vec!["quiz", "ch09"];
    all.extend_from_slice(args);
    run(&all, input)
}

fn right_input(seed: u64) -> String {
    format!(
        "3\npoison\n{}\n{}\n",
        letters("phi-parallel", seed),
        letters("select-poison", seed)
    )
}

#[test]
fn all_right_answers_score_full_marks() {
    let out = quiz(&["--seed", "4", "--only", ONLY], &right_input(4));
    let text = stdout(&out);
    for n in 1..=4 {
        assert!(
            text.contains(&format!("[{n}/4]")),
            "question {n} is numbered: {text}"
        );
    }
    assert_eq!(text.matches("✓ Right.").count(), 4, "{text}");
    assert!(text.contains("Score: 4/4"), "{text}");
    assert!(!text.contains("Retry"), "nothing to retry: {text}");
    assert!(
        text.contains("  a) ") && text.contains("  d) "),
        "choices are lettered: {text}"
    );
    assert!(
        text.contains("Lesson 9.3, Definition 9.3.1"),
        "the section is named: {text}"
    );
    assert!(
        text.contains("opt-22 -passes=verify"),
        "the LLVM command is shown: {text}"
    );
    assert_eq!(code(&out), 0);
}

#[test]
fn a_wrong_answer_shows_the_answer_and_can_be_retried() {
    let seed = 8;
    let input = format!("2\n{}\ny\n3\n", letters("phi-parallel", seed));
    let out = quiz(
        &["--seed", "8", "--only", "switch-successors,phi-parallel"],
        &input,
    );
    let text = stdout(&out);
    assert!(text.contains("✗ Wrong. The answer: 3"), "{text}");
    assert!(
        text.contains("succs = ⟨%d, %j, %j⟩"),
        "the explanation follows: {text}"
    );
    assert!(text.contains("Score: 1/2"), "{text}");
    assert!(
        text.contains("Retry the 1 question(s) you missed? [y/N]"),
        "{text}"
    );
    assert!(text.contains("[retry 1/1]"), "{text}");
    assert!(
        text.contains("Retry: 1/1 right on the second try."),
        "{text}"
    );
    assert_eq!(code(&out), 1, "the score counts first answers");
}

#[test]
fn declining_the_retry_ends_the_quiz() {
    let out = quiz(&["--seed", "8", "--only", "switch-successors"], "4\nn\n");
    let text = stdout(&out);
    assert!(text.contains("Score: 0/1"), "{text}");
    assert!(!text.contains("[retry"), "{text}");
    assert_eq!(code(&out), 1);
}

#[test]
fn end_of_input_mid_quiz_scores_what_was_answered() {
    let all_right_so_far = quiz(&["--seed", "4", "--only", ONLY], "3\n poison \n");
    let text = stdout(&all_right_so_far);
    assert!(
        text.contains("[3/4]"),
        "the third question was asked: {text}"
    );
    assert!(
        text.contains("End of input: 2 of 4 answered, 2 right (seed 4)."),
        "{text}"
    );
    assert!(!text.contains("Score:"), "{text}");
    assert_eq!(
        code(&all_right_so_far),
        0,
        "leaving with only right answers is success"
    );
    let one_wrong = quiz(&["--seed", "4", "--only", ONLY], "5\n");
    assert!(
        stdout(&one_wrong).contains("End of input: 1 of 4 answered, 0 right"),
        "{}",
        stdout(&one_wrong)
    );
    assert_eq!(code(&one_wrong), 1);
    let nothing = quiz(&["--seed", "4", "--only", ONLY], "");
    assert!(stdout(&nothing).contains("End of input: 0 of 4 answered, 0 right"));
    assert_eq!(code(&nothing), 0);
    assert!(
        stderr(&nothing).is_empty(),
        "leaving is not an error: {}",
        stderr(&nothing)
    );
}

#[test]
fn help_and_answers_of_the_wrong_shape_ask_again_without_grading() {
    let seed = 2;
    let right = letters("phi-parallel", seed);
    let input = format!("?\nthree\n3\nhelp\nz\n\n{right}\n");
    let out = quiz(
        &["--seed", "2", "--only", "switch-successors,phi-parallel"],
        &input,
    );
    let text = stdout(&out);
    assert!(text.contains("Type a number, e.g. 3 or 1000000."), "{text}");
    assert!(text.contains("`?` or `help` shows this"), "{text}");
    assert!(text.contains("`three` is not a number"), "{text}");
    assert!(text.contains("`z` is not one of the choices"), "{text}");
    assert!(
        text.contains("Type one letter, a to d, or the choice's text."),
        "{text}"
    );
    assert!(text.contains("Score: 2/2"), "{text}");
    assert_eq!(code(&out), 0);
}

#[test]
fn choices_may_be_typed_as_text_and_select_all_as_packed_letters() {
    let seed = 6;
    let packed = letters("select-poison", seed).replace(", ", "");
    let out = quiz(
        &["--seed", "6", "--only", "phi-parallel,select-poison"],
        &format!("(1, 2)\n{packed}\n"),
    );
    assert!(stdout(&out).contains("Score: 2/2"), "{}", stdout(&out));
    assert_eq!(code(&out), 0);
}

#[test]
fn without_seed_a_fresh_seed_is_printed_and_replays_the_same_quiz() {
    let first = quiz(
        &["--only", "dominance-random,switch-successors-random"],
        "no\n%d\n",
    );
    let text = stdout(&first);
    let seed: String = text
        .split("seed ")
        .nth(1)
        .expect("the seed is printed")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    assert!(text.contains(&format!("(replay: --seed {seed})")), "{text}");
    let again = quiz(
        &[
            "--seed",
            &seed,
            "--only",
            "dominance-random,switch-successors-random",
        ],
        "no\n%d\n",
    );
    assert_eq!(stdout(&again), text, "the same seed asks the same quiz");
}

#[test]
fn colour_follows_the_flag_and_no_color() {
    let input = "3\n";
    let always = quiz(
        &[
            "--seed",
            "1",
            "--only",
            "switch-successors",
            "--color",
            "always",
        ],
        input,
    );
    assert!(
        stdout(&always).contains("\u{1b}["),
        "--color always colours"
    );
    let never = quiz(
        &[
            "--seed",
            "1",
            "--only",
            "switch-successors",
            "--color",
            "never",
        ],
        input,
    );
    assert!(!stdout(&never).contains("\u{1b}["));
    let mut cmd = course();
    cmd.env("NO_COLOR", "1");
    let auto = run_with(
        cmd,
        &["quiz", "ch09", "--seed", "1", "--only", "switch-successors"],
        input,
    );
    assert!(!stdout(&auto).contains("\u{1b}["), "NO_COLOR is honoured");
}

#[test]
fn json_keeps_the_dialogue_on_stderr_and_the_result_on_stdout() {
    let out = run(
        &[
            "--format", "json", "quiz", "ch09", "--seed", "4", "--only", ONLY,
        ],
        &right_input(4),
    );
    let doc = json(&out);
    assert_eq!(doc["score"], 4);
    assert_eq!(doc["total"], 4);
    assert_eq!(doc["complete"], true);
    assert_eq!(doc["results"][0]["id"], "switch-successors");
    assert_eq!(doc["results"][0]["given"], "3");
    assert!(stderr(&out).contains("[1/4]"), "{}", stderr(&out));
    assert_eq!(code(&out), 0);
}

#[test]
fn help_documents_answering_leaving_early_and_exit_statuses() {
    let out = run(&["quiz", "--help"], "");
    let text = stdout(&out);
    for needle in [
        "--answers",
        "--seed",
        "--only",
        "--tag",
        "--list",
        "--check",
        "Leaving early",
        "Exit status: 0",
    ] {
        assert!(text.contains(needle), "--help mentions {needle}: {text}");
    }
    assert_eq!(code(&out), 0);
}
