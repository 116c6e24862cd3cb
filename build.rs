//! Embeds the course content (quizzes, answer keys, flashcards, drill bases) in the binary.
//!
//! Content is read from the repository at run time so that an instructor's edit shows at
//! once; the copy embedded here is the fallback that makes an installed binary work
//! anywhere. The table is generated so that adding a file needs no code change.

use std::{env, fs, path::Path};

const CONTENT_DIRS: &[&str] = &["quizzes", "solutions", "flashcards", "drills"];
const CONTENT_EXTS: &[&str] = &["yaml", "ll"];

fn collect(dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| CONTENT_EXTS.contains(&e))
        {
            out.push(path.to_string_lossy().into_owned());
        }
    }
}

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest);
    let mut files = Vec::new();
    for dir in CONTENT_DIRS {
        println!("cargo:rerun-if-changed={dir}");
        collect(&root.join(dir), &mut files);
    }
    files.sort();
    let mut code = String::from("pub static EMBEDDED: &[(&str, &str)] = &[\n");
    for file in &files {
        let rel = Path::new(file)
            .strip_prefix(root)
            .expect("content lies under the manifest directory")
            .to_string_lossy()
            .replace('\\', "/");
        code.push_str(&format!("    ({rel:?}, include_str!({file:?})),\n"));
    }
    code.push_str("];\n");
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded.rs");
    fs::write(out, code).expect("OUT_DIR is writable");
}
