//! The parametric families, checked over 200 seeds each against the tests' own computation
//! (quiz_common): successor lists read back from the printed switch (Definition 9.3.1),
//! dominance by removing the defining block and testing reachability (Definitions 9.3.2,
//! 9.3.3), the phi pair by explicit parallel copies (Definition 9.3.8), the message's rule
//! by its words. Where LLVM 22 is installed it is a second oracle: opt-22 accepts a
//! dominance instance exactly when the answer is yes, and lli-22 runs the phi pair.

mod quiz_common;

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use course::quiz::families::{DomInstance, MessageInstance, PairStep, PhiPairInstance, UseSite};
use course::quiz::grade::normalise;
use course::quiz::rng::QuizRng;
use course::quiz::{Form, Quiz};
use quiz_common::*;
use serde_yaml::Value;

const SEEDS: u64 = 200;

fn quiz() -> Quiz {
    let src = course::quiz::load::read("ch09").expect("ch09 exists");
    course::quiz::load("ch09", &src).expect("ch09 loads")
}

/// The answer the quiz itself holds for question `id` under `seed`, as text.
fn quiz_answer(quiz: &Quiz, id: &str, seed: u64) -> String {
    let q = quiz.questions.iter().find(|q| q.id == id).unwrap();
    match q.ask(seed).form {
        Form::Single { choices, answer } => choices[answer].clone(),
        Form::Short { answer, .. } => answer,
        other => panic!("families ask single or short questions, not {other:?}"),
    }
}

/// Families and the question id that asks each.
const FAMILIES: [(&str, &str); 4] = [
    ("switch-successors", "switch-successors-random"),
    ("dominance", "dominance-random"),
    ("phi-pair", "phi-pair-random"),
    ("message-rule", "message-rule-random"),
];

#[test]
fn every_family_agrees_with_the_independent_computation_over_200_seeds() {
    let quiz = quiz();
    for (family, id) in FAMILIES {
        for seed in 0..SEEDS {
            let ours = family_answer(family, seed, id);
            let ours = ours.as_str().unwrap();
            let theirs = quiz_answer(&quiz, id, seed);
            let agree = match family {
                // The choice is `W4: …`; the independent answer is the key `W4`.
                "message-rule" => theirs.starts_with(&format!("{ours}:")),
                _ => normalise(ours) == normalise(&theirs),
            };
            assert!(
                agree,
                "{id} seed {seed}: quiz says {theirs:?}, the test computes {ours:?}"
            );
        }
    }
}

#[test]
fn the_binary_grades_the_independent_answers_right_for_200_seeds() {
    let only = FAMILIES.map(|(_, id)| id).join(",");
    for seed in 0..SEEDS {
        let answers: BTreeMap<String, Value> = FAMILIES
            .iter()
            .map(|(family, id)| (id.to_string(), family_answer(family, seed, id)))
            .collect();
        let path = answers_file(&answers);
        let seed_arg = seed.to_string();
        let out = run(
            &[
                "--format",
                "json",
                "quiz",
                "ch09",
                "--seed",
                &seed_arg,
                "--only",
                &only,
                "--answers",
                path.to_str().unwrap(),
            ],
            "",
        );
        let doc = json(&out);
        assert_eq!(doc["score"], 4, "seed {seed}: {doc}");
        assert_eq!(code(&out), 0);
    }
}

#[test]
fn dominance_instances_cover_every_case_of_definition_9_3_3() {
    let (mut yes, mut no, mut phi, mut same_block, mut unreachable_use) = (0, 0, 0, 0, 0);
    for seed in 0..SEEDS {
        let inst = DomInstance::draw(&mut QuizRng::for_question(seed, "dominance-random"));
        if brute_dominated(&inst) {
            yes += 1
        } else {
            no += 1
        }
        match inst.site {
            UseSite::Phi { .. } => phi += 1,
            UseSite::Plain { .. } if inst.def_block == inst.use_block => same_block += 1,
            _ => {}
        }
        if !inst.ir().contains("entry:") {
            panic!("seed {seed}: no entry block");
        }
        let reach = course::quiz::dominance::reachable(&inst.succs);
        unreachable_use += usize::from(!reach[inst.use_block]);
    }
    eprintln!(
        "dominance over {SEEDS} seeds: {yes} yes, {no} no, {phi} phi uses, {same_block} same-block, {unreachable_use} unreachable uses"
    );
    for (what, n) in [
        ("yes", yes),
        ("no", no),
        ("phi", phi),
        ("same-block", same_block),
        ("unreachable", unreachable_use),
    ] {
        assert!(n >= 5, "only {n} {what} instances in {SEEDS} seeds");
    }
}

fn llvm_tool(name: &str) -> bool {
    let found = Command::new(name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found && std::env::var_os("COURSE_REQUIRE_LLVM").is_some_and(|v| v == "1") {
        panic!("COURSE_REQUIRE_LLVM=1 but {name} is not on the PATH");
    }
    found
}

#[test]
fn opt_22_accepts_a_dominance_instance_exactly_when_the_answer_is_yes() {
    if !llvm_tool("opt-22") {
        eprintln!("opt-22 not found: the LLVM cross-check is skipped");
        return;
    }
    let dir = temp_dir("dom-opt");
    for seed in 0..SEEDS {
        let inst = DomInstance::draw(&mut QuizRng::for_question(seed, "dominance-random"));
        let file = dir.join(format!("dom{seed}.ll"));
        std::fs::write(&file, inst.ir()).unwrap();
        let out = Command::new("opt-22")
            .args(["-passes=verify", "-disable-output"])
            .arg(&file)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.success(),
            brute_dominated(&inst),
            "seed {seed}:\n{}\n{err}",
            inst.ir()
        );
        if !out.status.success() {
            assert!(
                err.contains("Instruction does not dominate all uses!"),
                "seed {seed}: {err}"
            );
        }
    }
}

/// A runnable module for the phi pair: the header of the instance plus a counter, returning
/// 0 when (%a, %b) at iteration k are the expected values.
fn pair_module(inst: &PhiPairInstance, expect: (i64, i64)) -> String {
    let b_next = if inst.step == PairStep::Swap {
        "%a"
    } else {
        "%next"
    };
    let phi_a = format!("  %a = phi i64 [ {}, %entry ], [ %b, %loop ]\n", inst.a0);
    let phi_b = format!(
        "  %b = phi i64 [ {}, %entry ], [ {b_next}, %loop ]\n",
        inst.b0
    );
    let phis = if inst.b_first {
        phi_b + &phi_a
    } else {
        phi_a + &phi_b
    };
    let next = match inst.step {
        PairStep::Sum => "  %next = add i64 %a, %b\n",
        PairStep::Difference => "  %next = sub i64 %b, %a\n",
        PairStep::Swap => "",
    };
    format!(
        "define i32 @main() {{\nentry:\n  br label %loop\nloop:\n{phis}  %n = phi i64 [ 1, %entry ], [ %n1, %loop ]\n{next}  %n1 = add i64 %n, 1\n  %go = icmp ult i64 %n, {k}\n  br i1 %go, label %loop, label %exit\nexit:\n  %ea = icmp eq i64 %a, {ea}\n  %eb = icmp eq i64 %b, {eb}\n  %both = and i1 %ea, %eb\n  %r = select i1 %both, i32 0, i32 1\n  ret i32 %r\n}}\n",
        k = inst.k,
        ea = expect.0,
        eb = expect.1
    )
}

#[test]
fn lli_22_runs_the_phi_pair_to_the_same_values() {
    if !llvm_tool("lli-22") {
        eprintln!("lli-22 not found: the LLVM cross-check is skipped");
        return;
    }
    let dir = temp_dir("pair-lli");
    // lli compiles each module: 50 seeds keep this test to a few seconds.
    for seed in 0..50 {
        let inst = PhiPairInstance::draw(&mut QuizRng::for_question(seed, "phi-pair-random"));
        let expect = simulate_pair(&inst);
        let file = dir.join(format!("pair{seed}.ll"));
        std::fs::write(&file, pair_module(&inst, expect)).unwrap();
        let status = Command::new("lli-22").arg(&file).status().unwrap();
        assert_eq!(
            status.code(),
            Some(0),
            "seed {seed}: lli-22 disagrees with {expect:?}"
        );
    }
}

#[test]
fn the_fibonacci_pair_matches_its_closed_form() {
    // Sum pairs are Fibonacci-like: at iteration k, %a = a0·F(k-2) + b0·F(k-1).
    let fib = |n: i64| -> i64 { (0..n).fold((0i64, 1i64), |(x, y), _| (y, x + y)).0 };
    let mut checked = 0;
    for seed in 0..SEEDS {
        let inst = PhiPairInstance::draw(&mut QuizRng::for_question(seed, "phi-pair-random"));
        if inst.step != PairStep::Sum {
            continue;
        }
        let k = i64::from(inst.k);
        let a = if k == 1 {
            inst.a0
        } else {
            inst.a0 * fib(k - 2) + inst.b0 * fib(k - 1)
        };
        let b = inst.a0 * fib(k - 1) + inst.b0 * fib(k);
        assert_eq!(simulate_pair(&inst), (a, b), "seed {seed}");
        checked += 1;
    }
    assert!(checked >= 30, "{checked} Fibonacci instances");
}

#[test]
fn the_message_family_draws_from_the_whole_catalogue() {
    let mut seen = BTreeSet::new();
    for seed in 0..SEEDS {
        let inst = MessageInstance::draw(&mut QuizRng::for_question(seed, "message-rule-random"));
        assert_eq!(
            classify_message(inst.message),
            inst.rule,
            "{}",
            inst.message
        );
        seen.insert(inst.message);
    }
    let all = course::verify::MESSAGE_CATALOGUE.len();
    assert!(
        seen.len() * 10 >= all * 8,
        "only {} of {all} messages drawn",
        seen.len()
    );
}

#[test]
fn the_same_seed_draws_the_same_instances_and_another_seed_others() {
    let quiz = quiz();
    let prompts = |seed: u64| -> Vec<String> {
        quiz.questions
            .iter()
            .map(|q| {
                let a = q.ask(seed);
                format!("{}{:?}", a.prompt, a.form)
            })
            .collect()
    };
    assert_eq!(prompts(17), prompts(17));
    assert_ne!(prompts(17), prompts(18));
}
