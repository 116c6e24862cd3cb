//! Tests of the benchmark generator `bench/gen.py`: it is deterministic, it makes the
//! shapes the benchmark claims (lesson 9.3, section 5: CASES × PHIS phi operands; realistic
//! functions with loops, switches, invoke and landingpad), and LLVM accepts what it writes.
//! When `opt-22` is not on the PATH the LLVM half is skipped, unless `COURSE_REQUIRE_LLVM=1`
//! (as in CI), which makes a missing `opt-22` a failure.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A file in this process's scratch folder; `name`s are distinct across tests.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("course-bench-gen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn remove(files: &[&Path]) {
    for f in files {
        let _ = std::fs::remove_file(f);
    }
}

/// Runs `bench/gen.py ARGS -o OUT` and returns the text it wrote.
fn generate(args: &[&str], out: &Path) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/gen.py");
    let status = Command::new("python3")
        .arg(&script)
        .args(args)
        .arg("-o")
        .arg(out)
        .status()
        .expect("python3 is needed to run bench/gen.py");
    assert!(status.success(), "gen.py {args:?} failed: {status}");
    std::fs::read_to_string(out).unwrap()
}

/// `Some(true)` when opt-22 verifies `file`, `None` when opt-22 is absent and not required.
fn opt22_accepts(file: &Path) -> Option<bool> {
    match Command::new("opt-22")
        .args(["-passes=verify", "-disable-output"])
        .arg(file)
        .output()
    {
        Ok(out) => {
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success() || !stderr.is_empty());
            Some(out.status.success())
        }
        Err(_) if std::env::var("COURSE_REQUIRE_LLVM").as_deref() == Ok("1") => {
            panic!("COURSE_REQUIRE_LLVM=1 but opt-22 is not on the PATH")
        }
        Err(_) => None,
    }
}

#[test]
fn pathological_module_has_cases_times_phis_operands_and_verifies() {
    let out = scratch("patho.ll");
    let text = generate(&["pathological", "--cases", "50", "--phis", "7"], &out);
    let phis: Vec<&str> = text.lines().filter(|l| l.contains(" = phi i64 ")).collect();
    assert_eq!(phis.len(), 7);
    for phi in &phis {
        // One entry per case block plus one for the switch's default edge from the entry.
        assert_eq!(phi.matches("[ ").count(), 51, "{phi}");
    }
    let cases = text
        .lines()
        .filter(|l| l.trim_start().starts_with("i32 ") && l.contains("label %c"));
    assert_eq!(cases.count(), 50);
    assert!(opt22_accepts(&out).unwrap_or(true));
    // A phi that lost one entry is W4's "one entry per predecessor": opt-22 must notice,
    // so the check above can fail.
    let broken = scratch("patho-broken.ll");
    std::fs::write(&broken, text.replacen("[ 0, %entry ], ", "", 1)).unwrap();
    assert!(!opt22_accepts(&broken).unwrap_or(false));
    remove(&[&out, &broken]);
}

#[test]
fn realistic_module_is_deterministic_has_the_claimed_shapes_and_verifies() {
    let (a, b) = (scratch("real-a.ll"), scratch("real-b.ll"));
    let first = generate(&["realistic", "--mb", "0.2", "--seed", "5"], &a);
    let second = generate(&["realistic", "--mb", "0.2", "--seed", "5"], &b);
    assert!(
        first == second,
        "the same arguments must give the same bytes"
    );
    assert!(
        first.len() as f64 >= 0.2 * 1024.0 * 1024.0,
        "at least the requested size"
    );
    for shape in [
        "define dso_local i64 @fn",
        " = phi i64 ",
        "switch i32 ",
        " = invoke noundef i64 @may_throw",
        " = landingpad { ptr, i32 }",
        "resume { ptr, i32 }",
        "personality ptr @__gxx_personality_v0",
        "getelementptr inbounds",
        "!tbaa !5",
        "!llvm.loop !",
        "; preds = ",
        "tail call i64 @fn",
        "tail call void @abort()",
        "  unreachable\n",
    ] {
        assert!(
            first.contains(shape),
            "no `{shape}` in the realistic module"
        );
    }
    let other = generate(&["realistic", "--mb", "0.2", "--seed", "6"], &b);
    assert!(other != first, "the seed must matter");
    assert!(opt22_accepts(&a).unwrap_or(true));
    remove(&[&a, &b]);
}

#[test]
fn plain_realistic_module_has_no_metadata_and_verifies() {
    let out = scratch("plain.ll");
    let text = generate(
        &["realistic", "--mb", "0.1", "--seed", "2", "--plain"],
        &out,
    );
    assert!(!text.contains('!'), "--plain leaves out metadata");
    assert!(!text.contains(" #0"), "--plain leaves out attribute groups");
    assert!(opt22_accepts(&out).unwrap_or(true));
    remove(&[&out]);
}
