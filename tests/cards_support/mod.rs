//! Helpers shared by the cards, store and stats integration tests: run the real binary
//! with COURSE_HOME in a temporary folder and COURSE_NOW fixed, feed it standard input,
//! read its JSON.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The clock every test starts from (a Monday, 08:00 UTC).
pub const T0: &str = "2026-11-30T08:00:00Z";

pub fn course(home: &Path, now: &str) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_course"));
    cmd.env("COURSE_HOME", home)
        .env("COURSE_NOW", now)
        .env_remove("NO_COLOR");
    cmd
}

/// Runs `course ARGS` with `input` on standard input and waits for it.
pub fn run(home: &Path, now: &str, args: &[&str], input: &str) -> Output {
    let mut child = course(home, now)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the course binary runs");
    let mut stdin = child.stdin.take().unwrap();
    // A command that refuses to start does not read its input: a broken pipe is fine.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    child.wait_with_output().unwrap()
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs a command that must succeed with `--format json` and parses its standard output.
pub fn json(home: &Path, now: &str, args: &[&str], input: &str) -> serde_json::Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let out = run(home, now, &all, input);
    assert!(
        out.status.success(),
        "course {all:?} failed: {}{}",
        stdout(&out),
        stderr(&out)
    );
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}", stdout(&out)))
}

/// A review session's JSON summary after the scripted `input`.
pub fn review(home: &Path, now: &str, args: &[&str], input: &str) -> serde_json::Value {
    let mut all = vec!["cards", "review"];
    all.extend(args);
    json(home, now, &all, input)
}

/// `course cards list --format json`, as (id -> row).
pub fn list(home: &Path, now: &str) -> std::collections::BTreeMap<String, serde_json::Value> {
    let rows = json(home, now, &["cards", "list"], "");
    rows.as_array()
        .unwrap()
        .iter()
        .map(|r| (r["id"].as_str().unwrap().to_string(), r.clone()))
        .collect()
}

/// The ids rated in a session summary, in order.
pub fn rated_ids(summary: &serde_json::Value) -> Vec<String> {
    summary["reviews"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap().to_string())
        .collect()
}

/// The number of reviews in the store's log, from `course stats`.
pub fn logged_reviews(home: &Path, now: &str) -> u64 {
    json(home, now, &["stats"], "")["cards"]["reviews"]
        .as_u64()
        .unwrap()
}

/// A child whose standard output is collected on a thread, so a test can wait for a prompt.
pub struct Live {
    pub child: Child,
    pub out: Arc<Mutex<String>>,
}

impl Live {
    pub fn spawn(home: &Path, now: &str, args: &[&str]) -> Live {
        let mut child = course(home, now)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the course binary runs");
        let out = Arc::new(Mutex::new(String::new()));
        let mut pipe = child.stdout.take().unwrap();
        let sink = Arc::clone(&out);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        Live { child, out }
    }

    pub fn send(&mut self, text: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        stdin.write_all(text.as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Waits (up to 30 s) until `needle` has appeared `times` times on standard output.
    pub fn wait_for(&self, needle: &str, times: usize) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let seen = self.out.lock().unwrap().matches(needle).count();
            if seen >= times {
                return;
            }
            if Instant::now() >= deadline {
                let text = self.out.lock().unwrap().clone();
                let tail: String = text
                    .chars()
                    .rev()
                    .take(800)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect();
                panic!("waited for {times} x {needle:?}; output ends with:\n{tail}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn text(&self) -> String {
        self.out.lock().unwrap().clone()
    }
}

/// The deck as the tests read it, independently of the program: (id, tags) in file order.
pub fn deck_cards() -> Vec<(String, Vec<String>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("flashcards/ch09.yaml");
    let doc: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    doc["cards"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|c| {
            let tags = c["tags"]
                .as_sequence()
                .unwrap()
                .iter()
                .map(|t| t.as_str().unwrap().to_string())
                .collect();
            (c["id"].as_str().unwrap().to_string(), tags)
        })
        .collect()
}
