//! The differential test of the ir-validity drill against LLVM 22: for 1,000 seeds per
//! difficulty, the first message `opt-22 -passes=verify` prints on the drill's module is the
//! one the generator claims (Definition 9.3.4's rule, LLVM's message text), and every base
//! function of drills/ir-validity verifies.
//!
//! Needs opt-22 on the PATH; without it the test prints a note and passes, unless
//! COURSE_REQUIRE_LLVM=1 (as in CI), which turns a missing opt-22 into a failure.

use std::path::Path;
use std::process::Command;

use course::drill::{Difficulty, generate};

fn opt_available() -> bool {
    let found = Command::new("opt-22").arg("--version").output().is_ok();
    if !found {
        assert!(
            std::env::var("COURSE_REQUIRE_LLVM").as_deref() != Ok("1"),
            "COURSE_REQUIRE_LLVM=1 but opt-22 is not on the PATH"
        );
        eprintln!("note: opt-22 not found; the differential drill test is skipped");
    }
    found
}

/// The first message opt-22 prints on `path`, without the `opt-22: FILE:L:C: error: `
/// prefix of parser errors; `None` when the module verifies.
fn first_message(path: &Path) -> Option<String> {
    let out = Command::new("opt-22")
        .args(["-passes=verify", "-disable-output"])
        .arg(path)
        .output()
        .expect("opt-22 runs");
    if out.status.success() {
        return None;
    }
    let err = String::from_utf8_lossy(&out.stderr);
    let line = err.lines().next().unwrap_or("").to_string();
    let prefix = format!("opt-22: {}:", path.display());
    match line.strip_prefix(&prefix) {
        Some(rest) => Some(
            rest.split_once(" error: ")
                .map(|(_, m)| m.to_string())
                .unwrap_or(rest.to_string()),
        ),
        None => Some(line),
    }
}

/// Runs opt-22 on the modules on two threads; returns the failures as text.
fn check_modules(dir: &Path, cases: Vec<(String, String, Option<String>)>) -> Vec<String> {
    let mut paths = Vec::new();
    for (i, (label, module, claim)) in cases.into_iter().enumerate() {
        let path = dir.join(format!("d{i}.ll"));
        std::fs::write(&path, module).unwrap();
        paths.push((label, path, claim));
    }
    let half = paths.len() / 2;
    let (a, b) = paths.split_at(half);
    let run = |part: &[(String, std::path::PathBuf, Option<String>)]| {
        part.iter()
            .filter_map(|(label, path, claim)| {
                let got = first_message(path);
                (got != *claim).then(|| format!("{label}: claimed {claim:?}, opt-22 says {got:?}"))
            })
            .collect::<Vec<_>>()
    };
    std::thread::scope(|s| {
        let h = s.spawn(|| run(a));
        let mut fails = run(b);
        fails.extend(h.join().unwrap());
        fails
    })
}

#[test]
fn opt22_first_message_is_the_claimed_one_for_1000_seeds_per_difficulty() {
    if !opt_available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut cases = Vec::new();
    for d in Difficulty::ALL {
        for seed in 1..=1000u64 {
            let drill = generate(seed, d, None).unwrap();
            let label = format!("seed {seed} {} ({})", d.name(), drill.claim.kind);
            cases.push((label, drill.module, drill.claim.message));
        }
    }
    let fails = check_modules(dir.path(), cases);
    assert!(
        fails.is_empty(),
        "{} of 3000 drills disagree with opt-22:\n{}",
        fails.len(),
        fails
            .iter()
            .take(30)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn every_base_function_verifies_with_opt22() {
    if !opt_available() {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("drills/ir-validity");
    let mut n = 0;
    for entry in std::fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ll") {
            assert_eq!(first_message(&path), None, "{}", path.display());
            n += 1;
        }
    }
    assert!(n >= 12, "only {n} base functions");
}
