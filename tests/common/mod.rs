//! Shared helpers of the integration tests: running the real `course` binary, finding the
//! oracle (`opt-22`), the `COURSE_REQUIRE_LLVM` policy, and reading what opt-22 prints.
//!
//! Every test crate includes this module with `mod common;` and uses only part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// What a child process did: exit code (-1 when killed by a signal) and its two streams.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl From<Output> for Outcome {
    fn from(out: Output) -> Self {
        Outcome {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }
}

/// The names of the files in `dir` whose names end in one of `suffixes`, sorted (so that
/// every run visits them in the same order).
pub fn sorted_files(dir: &Path, suffixes: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| suffixes.iter().any(|s| n.ends_with(s)))
        .collect();
    names.sort();
    names
}

/// The `course` binary cargo built for this test run.
pub fn course_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_course"))
}

/// A scratch directory for this test process under cargo's per-target temp dir; created
/// on first use. Tests never write outside it (or `target/`).
pub fn scratch_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let exe = std::env::current_exe().ok();
        let stem = exe
            .as_ref()
            .and_then(|p| p.file_stem())
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "test".to_string());
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("{stem}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("create the scratch directory");
        dir
    })
}

/// `COURSE_HOME` for every run of the binary: an empty folder of this test process, so no
/// test ever touches a user's progress.
pub fn course_home() -> PathBuf {
    let home = scratch_dir().join("home");
    std::fs::create_dir_all(&home).expect("create COURSE_HOME");
    home
}

/// Runs `course ARGS...` in `cwd` with `COURSE_HOME` set to the test's own folder and
/// colour off.
pub fn run_course(args: &[&str], cwd: &Path) -> Outcome {
    Command::new(course_bin())
        .args(args)
        .current_dir(cwd)
        .env("COURSE_HOME", course_home())
        .env("NO_COLOR", "1")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", course_bin().display()))
        .into()
}

/// The lines `course check` printed, stdout first, then stderr (the contract does not fix
/// the stream of the error text; the order of lines within each stream is what counts).
pub fn all_lines(out: &Outcome) -> Vec<String> {
    out.stdout
        .lines()
        .chain(out.stderr.lines())
        .map(|l| l.trim_end_matches('\r').to_string())
        .collect()
}

/// The oracle's program name. The prefix it puts before its first error line is this name
/// followed by `: `.
pub const OPT: &str = "opt-22";

/// `COURSE_REQUIRE_LLVM=1`: a missing opt-22 is a failure (CI sets it).
pub fn llvm_required() -> bool {
    std::env::var("COURSE_REQUIRE_LLVM").is_ok_and(|v| v == "1")
}

/// Looks `name` up on PATH.
pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// opt-22 when available. When it is missing: panics if `COURSE_REQUIRE_LLVM=1`,
/// otherwise prints that `what` was skipped and returns None.
pub fn oracle(what: &str) -> Option<PathBuf> {
    match find_on_path(OPT) {
        Some(p) => Some(p),
        None if llvm_required() => {
            panic!("{OPT} is not on PATH and COURSE_REQUIRE_LLVM=1: {what} cannot run")
        }
        None => {
            eprintln!(
                "{OPT} not found on PATH: skipped {what} (set COURSE_REQUIRE_LLVM=1 to fail instead)"
            );
            None
        }
    }
}

/// Runs `opt-22 -passes=verify -disable-output FILE` in `cwd` (so FILE in its messages is
/// exactly the `file` given).
pub fn run_opt(opt: &Path, file: &str, cwd: &Path) -> Outcome {
    use std::os::unix::process::CommandExt;
    // argv[0] is what opt-22 puts before its messages: keep it `opt-22`, not the full path.
    Command::new(opt)
        .arg0(OPT)
        .args(["-passes=verify", "-disable-output", file])
        .current_dir(cwd)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", opt.display()))
        .into()
}

/// opt-22's stderr as the contract of `course check` prints it: without the `opt-22: `
/// prefix of the first line and without the trailer (`opt-22: FILE: error: input module is
/// broken!`, or `LLVM ERROR: ...` and the crash report opt-22 prints after it when the
/// parser itself verified a module with debug info).
pub fn opt_error_lines(stderr: &str) -> Vec<String> {
    let prefix = format!("{OPT}: ");
    let mut lines: Vec<String> = stderr
        .lines()
        .map(|l| l.trim_end_matches('\r').to_string())
        .take_while(|l| !l.starts_with("LLVM ERROR: "))
        .collect();
    while lines.last().is_some_and(|l| is_trailer(l, &prefix)) {
        lines.pop();
    }
    if let Some(first) = lines.first_mut()
        && let Some(rest) = first.strip_prefix(&prefix)
    {
        *first = rest.to_string();
    }
    lines
}

fn is_trailer(line: &str, prefix: &str) -> bool {
    line.starts_with(prefix) && line.ends_with(": error: input module is broken!")
}

/// Whether an error comes from the parser (`FILE:LINE:COL: error: MSG`) or the verifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Origin {
    Parser,
    Verifier,
}

/// The first error of a report: what the differential test compares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirstError {
    pub origin: Origin,
    pub message: String,
    pub line: Option<u32>,
    pub column: Option<u32>,
}

/// Reads the first error from error lines as [`opt_error_lines`] returns them, given the
/// FILE the tool was called with. None when there are no lines (valid).
pub fn first_error(lines: &[String], file: &str) -> Option<FirstError> {
    let first = lines.first()?;
    Some(parse_located(first, file).unwrap_or_else(|| FirstError {
        origin: Origin::Verifier,
        message: first.clone(),
        line: None,
        column: None,
    }))
}

/// Parses `FILE:LINE:COL: error: MSG`.
pub fn parse_located(line: &str, file: &str) -> Option<FirstError> {
    let rest = line.strip_prefix(file)?.strip_prefix(':')?;
    let (ln, rest) = rest.split_once(':')?;
    let (col, rest) = rest.split_once(':')?;
    let message = rest.strip_prefix(" error: ")?;
    Some(FirstError {
        origin: Origin::Parser,
        message: message.to_string(),
        line: Some(ln.parse().ok()?),
        column: Some(col.parse().ok()?),
    })
}

/// The rule a `note:` line names (`note: breaks W6 (...)`): the first word that is `W1`..`W7`
/// or `names`.
pub fn note_rule(note: &str) -> Option<String> {
    note.split(|c: char| !c.is_ascii_alphanumeric())
        .find(|w| is_rule_id(w))
        .map(str::to_string)
}

/// `W1`..`W7` or `names`, the rule ids of the JSON contract.
pub fn is_rule_id(word: &str) -> bool {
    matches!(
        word,
        "W1" | "W2" | "W3" | "W4" | "W5" | "W6" | "W7" | "names" | "syntax"
    )
}

/// The rule each LLVM 22 message belongs to (Definition 9.3.4 and the table in the course's
/// notes on LLVM), matched on the message's start: the tests' own reading, used to check
/// that a case's `; RULE:` fits its first message and to sort the differential's messages.
/// Messages not listed here are outside W1–W7 (intrinsics, debug info, attributes, ...).
pub const RULE_OF_MESSAGE: &[(&str, &str)] = &[
    ("expected instruction opcode", "W1"),
    ("found end of file when expecting more instructions", "W1"),
    ("function body requires at least one basic block", "W1"),
    ("Terminator found in the middle of a basic block!", "W1"),
    ("multiple definition of local value named", "names"),
    ("use of undefined value", "names"),
    ("instruction expected to be numbered", "names"),
    ("label expected to be numbered", "names"),
    ("unable to create block named", "names"),
    ("unable to create block numbered", "names"),
    ("instructions returning void cannot have a name", "names"),
    ("invalid value number (too large)", "names"),
    ("constant bigger than 64 bits detected", "syntax"),
    ("defined with type", "W5"),
    ("instruction forward referenced with type", "W5"),
    ("value doesn't match function result type", "W5"),
    ("branch condition must have 'i1' type", "W5"),
    ("select condition must be i1 or <n x i1>", "W5"),
    ("both values to select must have same type", "W5"),
    ("switch condition must have integer type", "W5"),
    ("duplicate case value in switch", "W5"),
    ("case value is not a constant integer", "W5"),
    ("is not a basic block", "W5"),
    ("indirectbr address must have pointer type", "W5"),
    (
        "Switch constants must all be same type as switch value!",
        "W5",
    ),
    ("Entry block to function must not have predecessors!", "W2"),
    ("PHI nodes not grouped at top of basic block!", "W3"),
    (
        "LandingPadInst not the first non-PHI instruction in the block.",
        "W3",
    ),
    ("PHINode should have one entry for each predecessor", "W4"),
    ("PHI node entries do not match predecessors!", "W4"),
    (
        "PHI node has multiple entries for the same basic block",
        "W4",
    ),
    ("Only PHI nodes may reference their own value!", "W6"),
    ("Instruction does not dominate all uses!", "W6"),
    (
        "The unwind destination does not have an exception handling instruction!",
        "W7",
    ),
    (
        "LandingPadInst needs to be in a function with a personality.",
        "W7",
    ),
    (
        "Block containing LandingPadInst must be jumped to only by the unwind edge",
        "W7",
    ),
    ("EH pad cannot be in entry block.", "W7"),
    (
        "LandingPadInst needs at least one clause or to be a cleanup.",
        "W7",
    ),
    (
        "ResumeInst needs to be in a function with a personality.",
        "W7",
    ),
    (
        "The landingpad instruction should have a consistent result type",
        "W7",
    ),
];

/// The rule of a message (the message alone, without `FILE:LINE:COL: error: `), or None
/// when it is outside the table. A leading quoted name (`'%x' defined with type ...`) is
/// skipped before matching.
pub fn rule_of_message(message: &str) -> Option<&'static str> {
    let body = message
        .strip_prefix('\'')
        .and_then(|rest| rest.split_once("' "))
        .map_or(message, |(_, after)| after);
    RULE_OF_MESSAGE
        .iter()
        .find(|(m, _)| body.starts_with(m))
        .map(|(_, r)| *r)
}
