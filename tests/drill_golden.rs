//! Golden outputs of `course drill ir-validity`, byte for byte: the interactive text (with
//! hints and an answer on standard input), `--solution`, `--emit-ll` and `--format json`, for
//! seed 11 medium and three more seeds per difficulty. `COURSE_BLESS=1` rewrites the files
//! under tests/golden/drill/ instead of comparing.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const CASES: &[(&str, u64)] = &[
    ("medium", 11),
    ("easy", 1),
    ("easy", 2),
    ("easy", 3),
    ("medium", 1),
    ("medium", 2),
    ("medium", 3),
    ("hard", 1),
    ("hard", 2),
    ("hard", 3),
];

fn run(args: &[&str], stdin: &str) -> String {
    let home = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_course"))
        .args(args)
        .env("COURSE_HOME", home.path())
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.code().is_some_and(|c| c == 0 || c == 1),
        "{args:?}: exit {:?}, stderr {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn golden(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden/drill")
        .join(name)
}

#[test]
fn drill_outputs_match_the_golden_files() {
    let bless = std::env::var("COURSE_BLESS").as_deref() == Ok("1");
    let mut mismatches = Vec::new();
    for (difficulty, seed) in CASES {
        let seed_s = seed.to_string();
        let base = [
            "drill",
            "ir-validity",
            "--seed",
            &seed_s,
            "--difficulty",
            difficulty,
        ];
        let with = |extra: &[&str]| -> Vec<String> {
            base.iter().chain(extra).map(|s| s.to_string()).collect()
        };
        let outputs = [
            ("txt", with(&[]), "h\nhint\nhint\nhint\nvalid\n"),
            ("solution.txt", with(&["--solution"]), ""),
            ("ll", with(&["--emit-ll"]), ""),
            ("json", with(&["--format", "json", "--answer", "W6"]), ""),
        ];
        for (ext, args, stdin) in outputs {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let got = run(&args, stdin);
            let path = golden(&format!("{difficulty}-{seed}.{ext}"));
            if bless {
                std::fs::write(&path, &got).unwrap();
                continue;
            }
            let want = std::fs::read_to_string(&path).unwrap_or_else(|_| {
                panic!("{} is missing: run with COURSE_BLESS=1", path.display())
            });
            if got != want {
                mismatches.push(path.display().to_string());
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "outputs differ from the golden files (COURSE_BLESS=1 re-blesses):\n{}",
        mismatches.join("\n")
    );
}

#[test]
fn the_emitted_module_is_the_one_shown() {
    let ll = run(
        &[
            "drill",
            "ir-validity",
            "--seed",
            "11",
            "--difficulty",
            "medium",
            "--emit-ll",
        ],
        "",
    );
    let txt = run(
        &[
            "drill",
            "ir-validity",
            "--seed",
            "11",
            "--difficulty",
            "medium",
            "--solution",
        ],
        "",
    );
    let shown: Vec<&str> = txt
        .lines()
        .filter_map(|l| l.split_once(" | ").map(|(_, code)| code))
        .collect();
    let emitted: Vec<&str> = ll.lines().collect();
    assert_eq!(shown, emitted);
    assert!(ll.ends_with("}\n"));
}
