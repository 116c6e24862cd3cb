//! Every fact about LLVM in the chapter 9 key is measured, not remembered: each `see:`
//! command runs (in key order, in one scratch directory, as a student would paste them) and
//! must print every line of its `shows:`. Skipped without LLVM 22 unless
//! COURSE_REQUIRE_LLVM=1, which CI sets.

mod quiz_common;

use std::process::Command;

use quiz_common::*;

fn llvm_present() -> bool {
    let found = ["opt-22", "clang-22", "lli-22"].iter().all(|tool| {
        Command::new(tool)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    if !found && std::env::var_os("COURSE_REQUIRE_LLVM").is_some_and(|v| v == "1") {
        panic!("COURSE_REQUIRE_LLVM=1 but opt-22, clang-22 or lli-22 is missing");
    }
    found
}

#[test]
fn every_see_command_prints_what_the_key_says() {
    if !llvm_present() {
        eprintln!("LLVM 22 not found: the key's commands are not run");
        return;
    }
    let dir = temp_dir("see");
    let questions = questions();
    let mut ran = 0;
    for q in &questions {
        let id = q["id"].as_str().unwrap();
        let entry = &key()[id];
        let Some(see) = entry["see"].as_str() else {
            continue;
        };
        let out = Command::new("bash")
            .args(["-c", see])
            .current_dir(&dir)
            .output()
            .expect("bash runs");
        let printed = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!printed.contains("command not found"), "{id}: {printed}");
        let shows = entry["shows"].as_sequence().expect("see has shows");
        for expected in shows {
            let expected = expected.as_str().unwrap();
            assert!(
                printed.contains(expected),
                "{id}: `{expected}` not in:\n{printed}"
            );
        }
        ran += 1;
    }
    assert!(ran >= 15, "only {ran} commands in the key");
}

#[test]
fn the_switch_table_example_has_no_range_check_left() {
    // unreachable-assumed: with the default unreachable, -O1 indexes the table directly.
    if !llvm_present() {
        return;
    }
    let see = key()["unreachable-assumed"]["see"]
        .as_str()
        .unwrap()
        .to_string();
    let dir = temp_dir("range");
    let out = Command::new("bash")
        .args(["-c", &see])
        .current_dir(&dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("load i32"), "{text}");
    assert!(!text.contains("icmp"), "a range check is left: {text}");
    assert!(!text.contains("switch i32"), "the switch is gone: {text}");
}

#[test]
fn the_first_error_is_the_parsers_alone() {
    // first-error-order: the verifier's W2 message never appears after a parser error.
    if !llvm_present() {
        return;
    }
    let see = key()["first-error-order"]["see"]
        .as_str()
        .unwrap()
        .to_string();
    let dir = temp_dir("order");
    let out = Command::new("bash")
        .args(["-c", &see])
        .current_dir(&dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(
        text.contains("value doesn't match function result type 'i32'"),
        "{text}"
    );
    assert!(!text.contains("Entry block"), "{text}");
}
