//! No false positives on real code: every `.ll` that clang-22 made of the C and C++ sources
//! in `tests/fixtures/c` (at -O0, -O2 and -O1 -g, see `tests/fixtures/regen.sh`) must be
//! valid for `course check` (exit 0, `FILE: valid ...`), and, when opt-22 is on PATH, for
//! the oracle too.

mod common;

use std::path::{Path, PathBuf};

use common::{oracle, run_course, run_opt};

/// The optimization levels regen.sh produces, as they appear in the file names.
const LEVELS: [&str; 3] = ["O0", "O2", "O1g"];

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/c")
}

/// File names in the fixtures folder ending in one of `exts`, sorted.
fn files_with(exts: &[&str]) -> Vec<String> {
    common::sorted_files(&fixtures_dir(), exts)
}

#[test]
fn every_source_has_its_three_fixtures() {
    let sources = files_with(&[".c", ".cpp"]);
    assert!(sources.len() >= 10, "only {} sources", sources.len());
    let lls = files_with(&[".ll"]);
    let mut missing = Vec::new();
    for src in &sources {
        let stem = src.rsplit_once('.').map_or(src.as_str(), |(s, _)| s);
        for level in LEVELS {
            let want = format!("{stem}.{level}.ll");
            if !lls.contains(&want) {
                missing.push(want);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "run tests/fixtures/regen.sh: missing {missing:?}"
    );
    assert_eq!(lls.len(), 3 * sources.len(), "stray .ll files: {lls:?}");
}

#[test]
fn course_check_accepts_every_fixture() {
    let lls = files_with(&[".ll"]);
    assert!(lls.len() >= 30, "only {} fixtures", lls.len());
    let mut failures = Vec::new();
    for name in &lls {
        let out = run_course(&["check", name], &fixtures_dir());
        let want = format!("{name}: valid");
        let first = out.stdout.lines().next().unwrap_or("");
        if out.code != 0 || !first.starts_with(&want) {
            let head: String = out
                .stdout
                .lines()
                .chain(out.stderr.lines())
                .take(8)
                .map(|l| format!("    | {l}\n"))
                .collect();
            failures.push(format!(
                "{name}: exit {} (want 0 and `{want} ...`)\n{head}",
                out.code
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "course check rejects {} of {} fixtures (false positives):\n{}",
        failures.len(),
        lls.len(),
        failures.join("\n")
    );
}

#[test]
fn the_oracle_accepts_every_fixture() {
    let Some(opt) = oracle("the oracle check of the fixtures") else {
        return;
    };
    let mut failures = Vec::new();
    for name in files_with(&[".ll"]) {
        let out = run_opt(&opt, &name, &fixtures_dir());
        if out.code != 0 || !out.stderr.is_empty() {
            failures.push(format!("{name}: exit {}\n{}", out.code, out.stderr));
        }
    }
    assert!(
        failures.is_empty(),
        "opt-22 rejects fixtures:\n{}",
        failures.join("\n")
    );
}
