//! Bad input to `course check`: a clear message or a verdict, never a panic, a hang or a
//! stack overflow (issue "done means" 6). Where opt-22 answers, the first message, line
//! and column agree with it.

mod common;

use common::*;
use std::path::Path;

/// Writes `bytes` as `name` in the scratch folder and runs both tools on it.
fn both(name: &str, bytes: &[u8]) -> (Outcome, Option<Outcome>) {
    let dir = scratch_dir();
    std::fs::write(dir.join(name), bytes).unwrap();
    let course = run_course(&["check", name], dir);
    let opt = oracle("the robustness comparison").map(|opt| run_opt(&opt, name, dir));
    (course, opt)
}

/// No panic, no signal, no backtrace: a verdict (0 or 1).
fn assert_verdict(name: &str, out: &Outcome) {
    assert!(
        out.code == 0 || out.code == 1,
        "{name}: exit {} ({})",
        out.code,
        out.stderr
    );
    assert!(
        !out.stderr.contains("panicked") && !out.stderr.contains("overflow"),
        "{name}: {}",
        out.stderr
    );
}

/// The first line of both tools' reports agrees (opt-22's prefix removed).
fn assert_agrees(name: &str, course: &Outcome, opt: &Option<Outcome>) {
    let Some(opt) = opt else { return };
    let theirs = opt_error_lines(&opt.stderr);
    let ours: Vec<String> = all_lines(course)
        .into_iter()
        .filter(|l| !l.starts_with("note: ") && !l.contains(": valid ("))
        .collect();
    assert_eq!(
        ours.first(),
        theirs.first(),
        "{name}: course and opt-22 disagree on the first line"
    );
    assert_eq!(course.code, opt.code, "{name}: exit status");
}

#[test]
fn an_empty_file_is_an_empty_valid_module() {
    let (course, opt) = both("empty.ll", b"");
    assert_verdict("empty", &course);
    assert_eq!(course.code, 0);
    assert!(course.stdout.contains("valid (0 functions checked"));
    assert_agrees("empty", &course, &opt);
}

#[test]
fn binary_files_get_a_parser_message() {
    // Bytes from a fixed xorshift: the same "binary file" every run.
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for n in 0..20 {
        let bytes: Vec<u8> = (0..4096)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x >> 24) as u8
            })
            .collect();
        let name = format!("binary-{n}.ll");
        let (course, opt) = both(&name, &bytes);
        assert_verdict(&name, &course);
        assert_agrees(&name, &course, &opt);
    }
}

#[test]
fn invalid_utf8_in_comments_strings_and_names() {
    let cases: [(&str, &[u8]); 3] = [
        (
            "utf8-comment.ll",
            b"; caf\xe9 \xff\xfe\ndefine void @f() {\nentry:\n  ret void\n}\n",
        ),
        (
            "utf8-string.ll",
            b"@s = constant [2 x i8] c\"\xff\xfe\"\ndefine void @f() {\nentry:\n  ret void\n}\n",
        ),
        (
            "utf8-name.ll",
            b"define void @f() {\nentry:\n  %x\xff = add i32 1, 2\n  ret void\n}\n",
        ),
    ];
    for (name, bytes) in cases {
        let (course, opt) = both(name, bytes);
        assert_verdict(name, &course);
        assert_agrees(name, &course, &opt);
    }
}

#[test]
fn a_one_megabyte_line_before_an_error() {
    let mut text = format!("; {}\n", "x".repeat(1 << 20));
    text.push_str("define i32 @f() {\nentry:\n  ret i64 0\n}\n");
    let (course, opt) = both("long-line.ll", text.as_bytes());
    assert_verdict("long-line", &course);
    assert_eq!(course.code, 1);
    assert!(
        course
            .stdout
            .starts_with("long-line.ll:4:7: error: value doesn't match")
    );
    assert_agrees("long-line", &course, &opt);
    // And an error on the long line itself: the caret sits a megabyte to the right.
    let text = format!("@g = global i32 0 {}\n", "x".repeat(1 << 20));
    let (course, opt) = both("long-line-error.ll", text.as_bytes());
    assert_verdict("long-line-error", &course);
    assert_agrees("long-line-error", &course, &opt);
}

#[test]
fn nesting_100000_deep_is_refused_without_overflowing_the_stack() {
    // opt-22 itself overflows its stack on these, so there is nothing to compare with.
    let n = 100_000;
    let types = format!(
        "@g = global {}i8{} zeroinitializer\n",
        "[1 x ".repeat(n),
        "]".repeat(n)
    );
    let structs = format!(
        "define void @f() {{\nentry:\n  %x = insertvalue {}i8{} undef, i8 0, 0\n  ret void\n}}\n",
        "{ ".repeat(n),
        " }".repeat(n)
    );
    let constants = format!(
        "@c = global {}i8{} {}i8 0{}\n",
        "{ ".repeat(n),
        " }".repeat(n),
        "{ ".repeat(n),
        " }".repeat(n)
    );
    let metadata = format!("!0 = {}!{{}}{}\n", "!{".repeat(n), "}".repeat(n));
    for (name, text) in [
        ("deep-types.ll", types),
        ("deep-structs.ll", structs),
        ("deep-constants.ll", constants),
        ("deep-metadata.ll", metadata),
    ] {
        let dir = scratch_dir();
        std::fs::write(dir.join(name), &text).unwrap();
        let out = run_course(&["check", name], dir);
        assert_verdict(name, &out);
        if name != "deep-metadata.ll" {
            assert!(
                out.stdout.contains("nested more than 1000 levels deep"),
                "{name}: {}",
                out.stdout.lines().next().unwrap_or_default()
            );
        }
    }
}

#[test]
fn huge_integers_and_widths() {
    let cases = [
        (
            "huge-literal.ll",
            "define i64 @f() {\nentry:\n  %x = add i64 123456789012345678901234567890123456789, 1\n  ret i64 %x\n}\n",
        ),
        (
            "huge-width.ll",
            "define void @f() {\nentry:\n  %x = add i99999999 1, 2\n  ret void\n}\n",
        ),
        (
            "huge-number.ll",
            "define void @f() {\nentry:\n  %99999999999999999999 = add i32 1, 2\n  ret void\n}\n",
        ),
        (
            "wide-int.ll",
            "define i1000 @f() {\nentry:\n  ret i1000 99999999999999999999999999999999999999999999\n}\n",
        ),
    ];
    for (name, text) in cases {
        let (course, opt) = both(name, text.as_bytes());
        assert_verdict(name, &course);
        assert_agrees(name, &course, &opt);
    }
}

#[test]
fn a_missing_file_and_a_directory_are_input_errors() {
    let dir = scratch_dir();
    let out = run_course(&["check", "no-such-file.ll"], dir);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("no-such-file.ll"), "{}", out.stderr);
    assert!(!out.stderr.contains("panicked"));
    std::fs::create_dir_all(dir.join("a-directory.ll")).unwrap();
    let out = run_course(&["check", "a-directory.ll"], dir);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("a-directory.ll"), "{}", out.stderr);
    let _ = Path::new("unused");
}
