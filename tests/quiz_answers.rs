//! `course quiz ch09 --answers FILE`: the whole quiz graded without asking. Every question
//! answered right gives the full score; a wrong answer to any question is graded wrong; the
//! nine quiz ids of lesson 9.3's assessment table (section 9) are all there.

mod quiz_common;

use std::collections::BTreeMap;

use quiz_common::*;
use serde_yaml::Value;

/// Section 9 of lesson 9.3, the assessment table's quiz ids.
const LESSON_IDS: [&str; 9] = [
    "switch-successors",
    "invoke-normal-edge",
    "find-switch-table",
    "phi-parallel",
    "select-poison",
    "branch-to-select",
    "verifier-rule-of-error",
    "dominance-use",
    "find-phi-dup-check",
];

fn grade(seed: u64, answers: &BTreeMap<String, Value>, extra: &[&str]) -> (i32, serde_json::Value) {
    let path = answers_file(answers);
    let seed = seed.to_string();
    let mut args = vec![
        "--format",
        "json",
        "quiz",
        "ch09",
        "--seed",
        &seed,
        "--answers",
    ];
    args.push(path.to_str().unwrap());
    args.extend_from_slice(extra);
    let out = run(&args, "");
    (code(&out), json(&out))
}

#[test]
fn every_right_answer_gets_the_full_score() {
    let total = questions().len();
    assert!(total >= 9 + 16 + 3, "the quiz has {total} questions");
    for seed in [0, 11, 2026] {
        let (status, doc) = grade(seed, &right_answers(seed), &[]);
        let wrong: Vec<_> = doc["results"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["correct"] != true)
            .collect();
        assert!(wrong.is_empty(), "seed {seed}: graded wrong: {wrong:?}");
        assert_eq!(doc["score"], total, "seed {seed}");
        assert_eq!(doc["total"], total);
        assert_eq!(doc["quiz"], "ch09");
        assert_eq!(status, 0);
    }
}

/// A wrong answer of the right shape for each question.
fn wrong_answer(question: &Value, right: &Value) -> Value {
    let choices: Vec<&str> = question["choices"]
        .as_sequence()
        .map(|c| c.iter().map(|v| v.as_str().unwrap()).collect())
        .unwrap_or_default();
    match question["kind"].as_str().unwrap() {
        "single" => {
            let right = right.as_str().unwrap();
            Value::String(choices.iter().find(|c| **c != right).unwrap().to_string())
        }
        "select-all" => {
            // One right choice fewer, or a wrong one more when only one is right.
            let mut list: Vec<Value> = right.as_sequence().unwrap().clone();
            if list.len() > 1 {
                list.pop();
            } else {
                let extra = choices
                    .iter()
                    .find(|c| Some(**c) != list[0].as_str())
                    .unwrap();
                list.push(Value::String(extra.to_string()));
            }
            Value::Sequence(list)
        }
        "number" => Value::Number((right.as_f64().unwrap() as i64 + 1).into()),
        "family" if question["family"] == "dominance" => {
            Value::String(if right == "yes" { "no" } else { "yes" }.into())
        }
        "family" if question["family"] == "message-rule" => {
            Value::String(if right == "W6" { "W4" } else { "W6" }.into())
        }
        _ => Value::String(format!("{} extra", right.as_str().unwrap())),
    }
}

#[test]
fn a_wrong_answer_to_each_question_is_graded_wrong() {
    let seed = 5;
    let right = right_answers(seed);
    let wrong: BTreeMap<String, Value> = questions()
        .iter()
        .map(|q| {
            let id = q["id"].as_str().unwrap().to_string();
            let w = wrong_answer(q, &right[&id]);
            (id, w)
        })
        .collect();
    let (status, doc) = grade(seed, &wrong, &[]);
    let results = doc["results"].as_array().unwrap();
    assert_eq!(results.len(), questions().len());
    for r in results {
        assert_eq!(r["correct"], false, "a wrong answer was accepted: {r}");
        assert!(r["given"].is_string(), "the given answer is reported: {r}");
    }
    assert_eq!(doc["score"], 0);
    assert_eq!(status, 1, "a wrong graded answer exits 1");
}

#[test]
fn the_lesson_ids_are_all_present_with_tags() {
    let qs = questions();
    let key = key();
    for id in LESSON_IDS {
        let q = qs.iter().find(|q| q["id"] == id);
        assert!(
            q.is_some(),
            "lesson id {id} is missing from quizzes/ch09.yaml"
        );
        assert!(
            key.contains_key(id),
            "lesson id {id} is missing from the key"
        );
    }
    // Section 9: the tag of each group of three.
    let tag = |id: &str| qs.iter().find(|q| q["id"] == id).unwrap()["tag"].clone();
    for (ids, t) in LESSON_IDS
        .chunks(3)
        .zip(["terminators", "phi-select", "verifier"])
    {
        for id in ids {
            assert_eq!(tag(id), t, "{id}");
        }
    }
    let out = run(&["quiz", "ch09", "--list"], "");
    assert_eq!(code(&out), 0);
    for id in LESSON_IDS {
        assert!(stdout(&out).contains(id), "--list shows {id}");
    }
}

#[test]
fn the_key_names_a_section_and_every_lesson_result_is_asked_about() {
    let sections: String = key()
        .values()
        .map(|a| a["section"].as_str().unwrap().to_string())
        .collect::<Vec<_>>()
        .join("\n");
    for name in [
        "Definition 9.3.1",
        "Definition 9.3.2",
        "Definition 9.3.3",
        "Definition 9.3.4",
        "Definition 9.3.8",
        "Theorem 9.3.5",
        "Algorithm 9.3.6",
        "Algorithm 9.3.7",
        "Proposition 9.3.9",
        "Proposition 9.3.10",
        "Proposition 9.3.11",
        "Proposition 9.3.12",
        "simplifySwitchLookup",
        "speculativelyExecuteBB",
        "Verifier.cpp",
        "comparison table",
    ] {
        assert!(sections.contains(name), "no question is about {name}");
    }
    let families = questions().iter().filter(|q| q["kind"] == "family").count();
    assert!(families >= 3, "{families} parametric families");
}

#[test]
fn missing_answers_count_as_wrong_and_only_restricts_the_quiz() {
    let seed = 3;
    let mut answers = right_answers(seed);
    answers.retain(|id, _| id == "phi-parallel" || id == "select-poison");
    let (status, doc) = grade(
        seed,
        &answers,
        &["--only", "phi-parallel,select-poison,dominance-use"],
    );
    assert_eq!(doc["total"], 3);
    assert_eq!(doc["score"], 2);
    let missing = &doc["results"].as_array().unwrap()[2];
    assert_eq!(missing["id"], "dominance-use");
    assert_eq!(missing["given"], serde_json::Value::Null);
    assert_eq!(missing["correct"], false);
    assert_eq!(status, 1);
}

#[test]
fn choices_may_be_answered_by_letter_under_the_seeds_shuffle() {
    let seed = 42;
    let src = course::quiz::load::read("ch09").unwrap();
    let quiz = course::quiz::load("ch09", &src).unwrap();
    let q = quiz
        .questions
        .iter()
        .find(|q| q.id == "find-phi-dup-check")
        .unwrap();
    let asked = q.ask(seed);
    let course::quiz::Form::Single { choices, answer } = &asked.form else {
        panic!("find-phi-dup-check is a single-choice question");
    };
    assert!(
        choices[*answer].starts_with("W4"),
        "Verifier.cpp's duplicate check is W4"
    );
    let letter = ((b'a' + *answer as u8) as char).to_string();
    let other = ((b'a' + ((*answer + 1) % choices.len()) as u8) as char).to_string();
    for (given, expect) in [
        (letter.as_str(), true),
        ("W4", true),
        (other.as_str(), false),
    ] {
        let answers = BTreeMap::from([(
            "find-phi-dup-check".to_string(),
            Value::String(given.into()),
        )]);
        let (status, doc) = grade(seed, &answers, &["--only", "find-phi-dup-check"]);
        assert_eq!(doc["results"][0]["correct"], expect, "answer {given}");
        assert_eq!(status, if expect { 0 } else { 1 });
    }
}

#[test]
fn text_output_lists_each_result_and_the_score() {
    let seed = 9;
    let mut answers = right_answers(seed);
    answers.insert("switch-successors".into(), Value::Number(2.into()));
    let path = answers_file(&answers);
    let out = run(
        &[
            "quiz",
            "ch09",
            "--seed",
            "9",
            "--answers",
            path.to_str().unwrap(),
        ],
        "",
    );
    let text = stdout(&out);
    let total = questions().len();
    assert!(
        text.contains("✗ switch-successors: given `2`; the answer: 3"),
        "{text}"
    );
    assert!(text.contains("✓ phi-parallel"), "{text}");
    assert!(
        text.contains(&format!("Score: {}/{total} (seed 9)", total - 1)),
        "{text}"
    );
    assert_eq!(code(&out), 1);
}

#[test]
fn bad_answers_files_and_flags_exit_2_with_a_located_message() {
    let dir = temp_dir("bad-answers");
    let unknown = dir.join("unknown.yaml");
    std::fs::write(&unknown, "phi-parallel: \"(1, 2)\"\nno-such-question: 3\n").unwrap();
    let out = run(
        &["quiz", "ch09", "--answers", unknown.to_str().unwrap()],
        "",
    );
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("unknown.yaml:2:1: no question `no-such-question` in ch09"),
        "{}",
        stderr(&out)
    );
    let broken = dir.join("broken.yaml");
    std::fs::write(&broken, "phi-parallel: [a, b\n").unwrap();
    let out = run(&["quiz", "ch09", "--answers", broken.to_str().unwrap()], "");
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).starts_with(&format!("{}:", broken.display())),
        "{}",
        stderr(&out)
    );
    let out = run(
        &[
            "quiz",
            "ch09",
            "--answers",
            dir.join("absent.yaml").to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("cannot read the answers"),
        "{}",
        stderr(&out)
    );
    let out = run(
        &[
            "quiz",
            "ch09",
            "--only",
            "no-such-id",
            "--answers",
            unknown.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("--only: no question `no-such-id`"),
        "{}",
        stderr(&out)
    );
    let out = run(&["quiz", "ch99"], "");
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("no chapter `ch99`") && stderr(&out).contains("ch09"));
    let out = run(&["quiz", "ch09", "--tag", "nonsense"], "");
    assert_eq!(code(&out), 2, "clap rejects an unknown tag");
}
