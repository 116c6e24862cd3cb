//! Real code beyond our own fixtures: SQLite's amalgamation (about 250,000 lines of C, a
//! source every build of this project already has, vendored by rusqlite's `bundled`
//! feature) compiled by clang-22 at -O0, -O2 and -O1 -g. `course check` must accept every
//! function (no false positive), as opt-22 does.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `sqlite3.c` from the Cargo registry's copy of libsqlite3-sys.
fn sqlite_source() -> Option<PathBuf> {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))?;
    let registry = home.join("registry/src");
    let mut found = Vec::new();
    for index in std::fs::read_dir(registry).ok()?.flatten() {
        for krate in std::fs::read_dir(index.path()).ok()?.flatten() {
            let name = krate.file_name().to_string_lossy().into_owned();
            let c = krate.path().join("sqlite3/sqlite3.c");
            if name.starts_with("libsqlite3-sys-") && c.is_file() {
                found.push(c);
            }
        }
    }
    found.sort();
    found.pop()
}

#[test]
fn sqlite_amalgamation_compiled_by_clang_is_valid() {
    let Some(opt) = oracle("the SQLite check") else {
        return;
    };
    let Some(clang) = find_on_path("clang-22") else {
        assert!(
            !llvm_required(),
            "clang-22 is not on PATH and COURSE_REQUIRE_LLVM=1"
        );
        eprintln!("clang-22 not found: skipped the SQLite check");
        return;
    };
    let source = sqlite_source().expect("sqlite3.c of libsqlite3-sys in the Cargo registry");
    let dir = scratch_dir();
    for (tag, flags) in [
        ("O0", &["-O0"][..]),
        ("O2", &["-O2"][..]),
        ("O1g", &["-O1", "-g"][..]),
    ] {
        let ll = format!("sqlite3.{tag}.ll");
        let status = Command::new(&clang)
            .args([
                "--target=x86_64-unknown-linux-gnu",
                "-S",
                "-emit-llvm",
                "-w",
            ])
            .args(flags)
            .arg(&source)
            .arg("-o")
            .arg(dir.join(&ll))
            .status()
            .expect("clang-22 runs");
        assert!(status.success(), "clang-22 {flags:?} failed");
        let out = run_course(&["check", &ll], dir);
        assert_eq!(out.code, 0, "{ll}: {}{}", out.stdout, out.stderr);
        assert!(out.stdout.contains("functions checked"), "{}", out.stdout);
        let o = run_opt(&opt, &ll, dir);
        assert_eq!(o.code, 0, "opt-22 rejects {ll}: {}", o.stderr);
        let _ = std::fs::remove_file(dir.join(&ll));
    }
}
