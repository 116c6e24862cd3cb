//! Helpers shared by the quiz tests: running the real binary, and the tests' own answers
//! to every question (the key file's for fixed questions, an independent computation for
//! each parametric family).

#![allow(dead_code)]

use std::collections::{BTreeMap, VecDeque};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use course::quiz::families::{
    DomInstance, MessageInstance, PairStep, PhiPairInstance, SwitchInstance, UseSite,
};
use course::quiz::rng::QuizRng;
use course::verify::Rule;
use serde_yaml::Value;

pub const REPO: &str = env!("CARGO_MANIFEST_DIR");

/// A fresh directory under cargo's scratch space for integration tests.
pub fn temp_dir(tag: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::SeqCst);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("quiz-{tag}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// The real binary, with progress kept in a temporary COURSE_HOME and content from the repo.
pub fn course() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_course"));
    cmd.env("COURSE_HOME", temp_dir("home"))
        .env("COURSE_ROOT", REPO)
        .env_remove("NO_COLOR");
    cmd
}

/// Runs `course ARGS` with `stdin` as standard input.
pub fn run_with(mut cmd: Command, args: &[&str], stdin: &str) -> Output {
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("course runs");
    let written = child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(stdin.as_bytes());
    // A command that exits before reading its input closes the pipe: not a test failure.
    if let Err(e) = written {
        assert_eq!(
            e.kind(),
            std::io::ErrorKind::BrokenPipe,
            "writing stdin: {e}"
        );
    }
    child.wait_with_output().expect("course finishes")
}

pub fn run(args: &[&str], stdin: &str) -> Output {
    run_with(course(), args, stdin)
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

pub fn code(out: &Output) -> i32 {
    out.status.code().expect("exited, not killed")
}

fn read_yaml(rel: &str) -> Value {
    let text = std::fs::read_to_string(Path::new(REPO).join(rel)).expect("content file");
    serde_yaml::from_str(&text).expect("content parses")
}

/// The question file's entries, in order.
pub fn questions() -> Vec<Value> {
    read_yaml("quizzes/ch09.yaml")["questions"]
        .as_sequence()
        .expect("questions list")
        .clone()
}

/// The answer key's entries by id.
pub fn key() -> BTreeMap<String, Value> {
    read_yaml("solutions/quizzes/ch09.yaml")["answers"]
        .as_sequence()
        .expect("answers list")
        .iter()
        .map(|a| (a["id"].as_str().expect("id").to_string(), a.clone()))
        .collect()
}

// ---- The tests' own answers to the parametric families --------------------------------

/// Switch: the successors are the `label %X` operands in the order printed (Definition 9.3.1
/// lists the default first, then each case), read back from the text the student sees.
pub fn switch_answer(seed: u64, id: &str) -> String {
    let inst = SwitchInstance::draw(&mut QuizRng::for_question(seed, id));
    let text = inst.text();
    let labels: Vec<&str> = text
        .split("label ")
        .skip(1)
        .map(|rest| {
            rest.split(|c: char| c.is_whitespace() || c == '[')
                .next()
                .unwrap()
        })
        .collect();
    labels.join(", ")
}

/// Dominance by brute force: b_v sdom b iff b is reachable and stops being reachable once
/// b_v is removed (Definition 9.3.2 enumerates paths; removing the block tests them all).
pub fn dominance_answer(seed: u64, id: &str) -> &'static str {
    let inst = DomInstance::draw(&mut QuizRng::for_question(seed, id));
    if brute_dominated(&inst) { "yes" } else { "no" }
}

pub fn brute_dominated(inst: &DomInstance) -> bool {
    let reach_without = |removed: Option<usize>, target: usize| {
        let mut seen = vec![false; inst.succs.len()];
        let mut queue = VecDeque::from([0usize]);
        while let Some(b) = queue.pop_front() {
            if Some(b) == removed || seen[b] {
                continue;
            }
            seen[b] = true;
            queue.extend(inst.succs[b].iter().copied());
        }
        seen[target]
    };
    let d = inst.def_block;
    let sdom = |b: usize| d != b && !reach_without(Some(d), b);
    if !reach_without(None, inst.use_block) {
        return true; // unreachable uses count as dominated
    }
    match inst.site {
        UseSite::Phi { pred } => d == pred || sdom(pred) || !reach_without(None, pred),
        UseSite::Plain { before_def } if d == inst.use_block => !before_def,
        UseSite::Plain { .. } => sdom(inst.use_block),
    }
}

/// The phi pair, simulated with explicit copies of the old values (parallel assignment).
pub fn phi_pair_answer(seed: u64, id: &str) -> String {
    let inst = PhiPairInstance::draw(&mut QuizRng::for_question(seed, id));
    let (a, b) = simulate_pair(&inst);
    format!("{a}, {b}")
}

pub fn simulate_pair(inst: &PhiPairInstance) -> (i64, i64) {
    let (mut a, mut b) = (inst.a0, inst.b0);
    for _ in 1..inst.k {
        let (old_a, old_b) = (a, b);
        a = old_b;
        b = match inst.step {
            PairStep::Sum => old_a + old_b,
            PairStep::Difference => old_b - old_a,
            PairStep::Swap => old_a,
        };
    }
    (a, b)
}

/// The rule of an LLVM message, by the tests' own reading of its words.
pub fn classify_message(msg: &str) -> Rule {
    let m = msg.to_lowercase();
    let has = |w: &str| m.contains(w);
    if has("personality") || has("unwind destination") {
        Rule::W7
    } else if has("landingpad") {
        Rule::W3
    } else if has("entry block") {
        Rule::W2
    } else if has("not grouped") {
        Rule::W3
    } else if has("phi") {
        if has("own value") { Rule::W6 } else { Rule::W4 }
    } else if has("own value") || has("dominate") {
        Rule::W6
    } else if has("multiple definition") || has("undefined value") || has("numbered") {
        Rule::Names
    } else if has("type") || has("select condition") || has("case value") {
        Rule::W5
    } else {
        Rule::W1
    }
}

pub fn message_answer(seed: u64, id: &str) -> String {
    let inst = MessageInstance::draw(&mut QuizRng::for_question(seed, id));
    classify_message(inst.message).id().to_string()
}

/// The tests' answer to family question `id` under `seed`.
pub fn family_answer(family: &str, seed: u64, id: &str) -> Value {
    let text = match family {
        "switch-successors" => switch_answer(seed, id),
        "dominance" => dominance_answer(seed, id).to_string(),
        "phi-pair" => phi_pair_answer(seed, id),
        "message-rule" => message_answer(seed, id),
        other => panic!("no independent answer for family {other}"),
    };
    Value::String(text)
}

/// A right answer to every question under `seed`, as an `--answers` map.
pub fn right_answers(seed: u64) -> BTreeMap<String, Value> {
    let key = key();
    questions()
        .iter()
        .map(|q| {
            let id = q["id"].as_str().unwrap().to_string();
            let answer = match q["family"].as_str() {
                Some(family) => family_answer(family, seed, &id),
                None => key[&id]["answer"].clone(),
            };
            (id, answer)
        })
        .collect()
}

/// Writes an answers file and returns its path.
pub fn answers_file(answers: &BTreeMap<String, Value>) -> PathBuf {
    let path = temp_dir("answers").join("answers.yaml");
    std::fs::write(&path, serde_yaml::to_string(answers).unwrap()).unwrap();
    path
}

pub fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("stdout is JSON ({e}): {}", stdout(out)))
}
