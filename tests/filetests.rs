//! File tests of `course check`: every `tests/cases/*.ll` carries its expectation in its own
//! comments, the way LLVM's lit tests do:
//!
//! ```text
//! ; RULE: W4            the rule of the first error (Definition 9.3.4), `names` or `valid`
//! ; EXPECT: <line>      one per line opt-22 prints (no `opt-22: ` prefix, no trailer);
//!                       none for a valid case, unless opt-22 warns (invalid debug info)
//! ```
//!
//! One test runs them all. For each case it runs the real binary, `course check --all
//! NAME.ll` in `tests/cases` (so FILE is the bare name), drops our `note:` lines and compares
//! the rest with the EXPECT lines, the first note's rule with RULE, and the exit code
//! (0 valid, 1 invalid); and `course check NAME.ll`, which must print the first error only. When opt-22 is on PATH it also runs the oracle on the same file and
//! requires EXPECT to equal its output. `COURSE_BLESS=1` rewrites every EXPECT block from
//! opt-22's output; `COURSE_REQUIRE_LLVM=1` makes a missing opt-22 a failure.
//!
//! A second test reads the same cases through `--format json` (the fields of the JSON
//! contract, every error with its rule and detail lines); two more check the FILE spelling
//! and exit 2 for unreadable input.

mod common;

use std::path::{Path, PathBuf};

use common::{
    Outcome, all_lines, first_error, note_rule, opt_error_lines, oracle, parse_located,
    rule_of_message, run_course, run_opt,
};

/// The rule ids a case may name in `; RULE:`.
const RULES: [&str; 10] = [
    "W1", "W2", "W3", "W4", "W5", "W6", "W7", "names", "syntax", "valid",
];

/// A case as written: its name, its text, its RULE and its EXPECT lines.
struct Case {
    name: String,
    text: String,
    rule: String,
    expect: Vec<String>,
}

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases")
}

/// Every `.ll` file under `tests/cases`, sorted by name.
fn case_names() -> Vec<String> {
    common::sorted_files(&cases_dir(), &[".ll"])
}

/// Reads a case's comments. Errors name the file and line.
fn load(name: &str) -> Result<Case, String> {
    let bytes = std::fs::read(cases_dir().join(name)).map_err(|e| format!("{name}: {e}"))?;
    let text = String::from_utf8(bytes).map_err(|e| format!("{name}: not UTF-8: {e}"))?;
    let mut rule = None;
    let mut expect = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if let Some(r) = line.strip_prefix("; RULE:") {
            if rule.is_some() {
                return Err(format!("{name}:{}: a second `; RULE:` line", i + 1));
            }
            rule = Some(r.trim().to_string());
        } else if let Some(e) = expect_payload(line) {
            expect.push(e.to_string());
        }
    }
    let rule = rule.ok_or_else(|| format!("{name}: no `; RULE:` line"))?;
    if !RULES.contains(&rule.as_str()) {
        return Err(format!("{name}: RULE `{rule}` is not one of {RULES:?}"));
    }
    if !text.starts_with("; ") || !text.contains("9.3.") {
        return Err(format!(
            "{name}: the case must open with a comment quoting the lesson (Definition 9.3.x, Algorithm 9.3.7 step n)"
        ));
    }
    Ok(Case {
        name: name.to_string(),
        text,
        rule,
        expect,
    })
}

/// `; EXPECT: line` gives `line`; a bare `; EXPECT:` is an empty line.
fn expect_payload(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("; EXPECT:")?;
    Some(rest.strip_prefix(' ').unwrap_or(rest))
}

/// The case's text with its EXPECT block replaced by `lines`, placed right after the RULE
/// line, keeping the file's line ending (one case uses CRLF on purpose).
fn with_expect(text: &str, lines: &[String]) -> String {
    let eol = if text.contains("\r\n") { "\r\n" } else { "\n" };
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let bare = line.trim_end_matches('\n').trim_end_matches('\r');
        if expect_payload(bare).is_some() {
            continue;
        }
        out.push_str(line);
        if bare.starts_with("; RULE:") {
            for e in lines {
                if e.is_empty() {
                    out.push_str(&format!("; EXPECT:{eol}"));
                } else {
                    out.push_str(&format!("; EXPECT: {e}{eol}"));
                }
            }
        }
    }
    out
}

/// Rewrites a case's EXPECT block from opt-22 until it no longer changes (a parser error's
/// line number moves when the block above it grows or shrinks).
fn bless(opt: &Path, name: &str) -> Result<(), String> {
    for _ in 0..4 {
        let case = load(name)?;
        let got = opt_error_lines(&run_opt(opt, name, &cases_dir()).stderr);
        if got == case.expect {
            return Ok(());
        }
        let new = with_expect(&case.text, &got);
        std::fs::write(cases_dir().join(name), new).map_err(|e| format!("{name}: {e}"))?;
    }
    Err(format!("{name}: blessing did not reach a fixed point"))
}

/// Compares the case with the oracle's output; a description of the difference if any.
fn oracle_mismatch(opt: &Path, case: &Case) -> Option<String> {
    let out = run_opt(opt, &case.name, &cases_dir());
    let got = opt_error_lines(&out.stderr);
    let valid = out.code == 0;
    if got != case.expect || valid != (case.rule == "valid") {
        return Some(format!(
            "{}: the oracle disagrees with the case (exit {}, RULE {})\n{}",
            case.name,
            out.code,
            case.rule,
            diff_text(&case.expect, &got)
        ));
    }
    None
}

/// Runs `course check --all NAME.ll` and describes every way it misses the expectation.
/// With `all`, every error is expected (`--all`); without, only the first error's lines.
fn course_mismatch(case: &Case, all: bool) -> Option<String> {
    let args: &[&str] = if all {
        &["check", "--all", &case.name]
    } else {
        &["check", &case.name]
    };
    let out = run_course(args, &cases_dir());
    let mut problems = Vec::new();
    let want_code = if case.rule == "valid" { 0 } else { 1 };
    if out.code != want_code {
        problems.push(format!("exit code {} (want {want_code})", out.code));
    }
    if case.rule == "valid" {
        check_valid_output(case, &out, &mut problems);
    } else {
        let first_len = expected_errors(case)
            .first()
            .map_or(0, |e| 1 + e.detail.len());
        let want = if all {
            &case.expect[..]
        } else {
            &case.expect[..first_len]
        };
        check_invalid_output(case, want, &out, &mut problems);
    }
    if problems.is_empty() {
        return None;
    }
    Some(format!(
        "{} ({}): {}\n  stdout:\n{}  stderr:\n{}",
        case.name,
        args.join(" "),
        problems.join("; "),
        indent(&out.stdout),
        indent(&out.stderr)
    ))
}

/// Valid: a first line `FILE: valid ...` on stdout; any other line (a warning opt-22 also
/// prints, as for invalid debug info) must equal EXPECT.
fn check_valid_output(case: &Case, out: &Outcome, problems: &mut Vec<String>) {
    let want = format!("{}: valid", case.name);
    if !out
        .stdout
        .lines()
        .next()
        .is_some_and(|l| l.starts_with(&want))
    {
        problems.push(format!("stdout does not start with `{want} ...`"));
    }
    let (_, rest) = split_notes(&all_lines(out));
    let rest: Vec<String> = rest.into_iter().filter(|l| !l.starts_with(&want)).collect();
    if rest != case.expect {
        problems.push(format!(
            "other lines differ\n{}",
            diff_text(&case.expect, &rest)
        ));
    }
}

/// Invalid: the error lines (our `note:` lines removed) equal `want`, and the first note
/// names the case's RULE.
fn check_invalid_output(case: &Case, want: &[String], out: &Outcome, problems: &mut Vec<String>) {
    let (notes, errors) = split_notes(&all_lines(out));
    if errors != want {
        problems.push(format!("error lines differ\n{}", diff_text(want, &errors)));
    }
    match notes.first().and_then(|n| note_rule(n)) {
        Some(r) if r == case.rule => {}
        Some(r) => problems.push(format!("first note names {r}, RULE is {}", case.rule)),
        None => problems.push("no `note:` line naming a rule".to_string()),
    }
}

/// Our `note:` lines, and the others.
fn split_notes(lines: &[String]) -> (Vec<String>, Vec<String>) {
    lines.iter().cloned().partition(|l| l.starts_with("note: "))
}

/// The case's RULE must be the rule of its first EXPECT message (the tests' own table in
/// `common::RULE_OF_MESSAGE`), so a case cannot claim a rule its error does not show.
fn rule_problem(case: &Case) -> Option<String> {
    if case.rule == "valid" {
        return None;
    }
    let Some(first) = first_error(&case.expect, &case.name) else {
        return Some(format!(
            "{}: RULE {} but no EXPECT lines",
            case.name, case.rule
        ));
    };
    match rule_of_message(&first.message) {
        Some(r) if r == case.rule => None,
        found => Some(format!(
            "{}: RULE {} but the first message `{}` belongs to {}",
            case.name,
            case.rule,
            first.message,
            found.unwrap_or("no rule of W1-W7")
        )),
    }
}

fn diff_text(want: &[String], got: &[String]) -> String {
    format!(
        "  expected:\n{}  got:\n{}",
        indent(&want.join("\n")),
        indent(&got.join("\n"))
    )
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    | {l}\n")).collect()
}

#[test]
fn every_case_matches_its_expectation() {
    let names = case_names();
    assert!(
        names.len() >= 120,
        "only {} cases in tests/cases",
        names.len()
    );
    let opt = oracle("the oracle half of the file tests");
    if std::env::var("COURSE_BLESS").is_ok_and(|v| v == "1") {
        let opt = opt.as_deref().expect("COURSE_BLESS=1 needs opt-22 on PATH");
        for name in &names {
            bless(opt, name).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    let mut failures = Vec::new();
    let mut oracle_checked = 0;
    for name in &names {
        let case = match load(name) {
            Ok(c) => c,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        if let Some(problem) = rule_problem(&case) {
            failures.push(problem);
        }
        if let Some(opt) = &opt {
            oracle_checked += 1;
            failures.extend(oracle_mismatch(opt, &case));
        }
        failures.extend(course_mismatch(&case, true));
        failures.extend(course_mismatch(&case, false));
    }
    eprintln!(
        "file tests: {} cases, {oracle_checked} confirmed against opt-22, {} failures",
        names.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures in {} cases:\n\n{}",
        failures.len(),
        names.len(),
        failures.join("\n\n")
    );
}

/// One error as EXPECT spells it: the message (without `FILE:LINE:COL: error: `), the
/// position for a parser error, and the lines under it.
#[derive(Debug, PartialEq)]
struct ExpectedError {
    message: String,
    line: Option<u32>,
    column: Option<u32>,
    detail: Vec<String>,
}

/// Splits EXPECT into errors: a new error starts at a `FILE:LINE:COL: error:` line or at a
/// line that is a known message of W1–W7 or the name rules.
fn expected_errors(case: &Case) -> Vec<ExpectedError> {
    let mut out: Vec<ExpectedError> = Vec::new();
    for line in &case.expect {
        let head = match parse_located(line, &case.name) {
            Some(f) => Some((f.message, f.line, f.column)),
            None if rule_of_message(line).is_some() => Some((line.clone(), None, None)),
            None => None,
        };
        match (head, out.last_mut()) {
            (Some((message, line, column)), _) => out.push(ExpectedError {
                message,
                line,
                column,
                detail: Vec::new(),
            }),
            (None, Some(last)) => last.detail.push(line.clone()),
            (None, None) => {}
        }
    }
    out
}

/// `course check --all --format json NAME.ll` against the case: validity, rule, the first
/// message and position, and every error with its rule and detail lines.
fn json_mismatch(case: &Case) -> Option<String> {
    let out = run_course(
        &["check", "--all", "--format", "json", &case.name],
        &cases_dir(),
    );
    let v: serde_json::Value = match serde_json::from_str(&out.stdout) {
        Ok(v) => v,
        Err(e) => {
            return Some(format!(
                "{}: --format json: stdout is not JSON ({e}), exit {}",
                case.name, out.code
            ));
        }
    };
    let valid = case.rule == "valid";
    let errors = if valid {
        Vec::new()
    } else {
        expected_errors(case)
    };
    let first = errors.first();
    let want = serde_json::json!({
        "file": case.name,
        "valid": valid,
        "rule": if valid { None } else { Some(case.rule.as_str()) },
        "message": first.map(|e| e.message.as_str()),
        "line": first.and_then(|e| e.line),
        "column": first.and_then(|e| e.column),
    });
    let mut problems = Vec::new();
    for (key, w) in want.as_object().expect("an object") {
        if v.get(key) != Some(w) {
            problems.push(format!("`{key}` is {:?}, want {w}", v.get(key)));
        }
    }
    let got_errors = v.get("errors").and_then(|e| e.as_array());
    let got: Vec<(Option<&str>, Option<&str>, Vec<&str>)> = got_errors
        .map(|a| {
            a.iter()
                .map(|e| {
                    let detail = e.get("detail").and_then(|d| d.as_array());
                    let lines = detail
                        .map(|d| d.iter().filter_map(|l| l.as_str()).collect())
                        .unwrap_or_default();
                    let s = |k: &str| e.get(k).and_then(|x| x.as_str());
                    (s("rule"), s("message"), lines)
                })
                .collect()
        })
        .unwrap_or_default();
    let want_errors: Vec<(Option<&str>, Option<&str>, Vec<&str>)> = errors
        .iter()
        .map(|e| {
            let lines = e.detail.iter().map(String::as_str).collect();
            (rule_of_message(&e.message), Some(e.message.as_str()), lines)
        })
        .collect();
    if got != want_errors {
        problems.push(format!("`errors` are {got:?}, want {want_errors:?}"));
    }
    let step = v.get("step").and_then(|s| s.as_u64());
    if !valid && !step.is_some_and(|s| (1..=9).contains(&s)) {
        problems.push(format!("`step` is {step:?}, want 1..=9"));
    }
    (!problems.is_empty()).then(|| format!("{} (json): {}", case.name, problems.join("; ")))
}

#[test]
fn every_case_matches_in_json() {
    let mut failures = Vec::new();
    let names = case_names();
    for name in &names {
        match load(name) {
            Ok(case) => failures.extend(json_mismatch(&case)),
            Err(e) => failures.push(e),
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures in JSON in {} cases:\n\n{}",
        failures.len(),
        names.len(),
        failures.join("\n\n")
    );
}

#[test]
fn file_is_named_as_given_on_the_command_line() {
    // Algorithm 9.3.7 step 4 (W5) on w5-ret-type.ll, called as cases/w5-ret-type.ll.
    let tests = cases_dir().parent().expect("tests/").to_path_buf();
    let out = run_course(&["check", "cases/w5-ret-type.ll"], &tests);
    let lines = all_lines(&out);
    let case = load("w5-ret-type.ll").expect("the case exists");
    let want = case.expect[0].replacen("w5-ret-type.ll", "cases/w5-ret-type.ll", 1);
    assert_eq!(out.code, 1, "{out:?}");
    assert_eq!(lines.first(), Some(&want), "{out:?}");
}

#[test]
fn unreadable_input_is_exit_2_naming_the_file() {
    let dir = common::scratch_dir();
    for (arg, what) in [("no-such-file.ll", "a missing file"), (".", "a directory")] {
        let out = run_course(&["check", arg], dir);
        assert_eq!(out.code, 2, "{what}: {out:?}");
        assert!(
            out.stderr.contains(arg),
            "{what}: stderr must name `{arg}`: {out:?}"
        );
        assert!(!out.stderr.contains("panicked"), "{what}: {out:?}");
        // An input error, not a usage error: clap's usage text means `check` refused the
        // arguments themselves.
        assert!(!out.stderr.contains("Usage:"), "{what}: {out:?}");
    }
    let out = run_course(&["check", "--format", "json", "no-such-file.ll"], dir);
    assert_eq!(out.code, 2, "json, a missing file: {out:?}");
}
