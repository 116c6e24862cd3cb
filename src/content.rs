//! Course content: YAML and `.ll` files read from the repository, with an embedded fallback.
//!
//! Lookup order for a relative path such as `quizzes/ch09.yaml`:
//! 1. `$COURSE_ROOT/<path>` (the `course` wrapper sets `COURSE_ROOT` to the checkout);
//! 2. the checkout the binary was built from, if it still exists;
//! 3. the copy embedded at build time (see `build.rs`).

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// A content file's text and the name to show in messages (`FILE:LINE:COL`).
#[derive(Debug, Clone)]
pub struct Source {
    /// The path as shown to the user: relative to the repository, or `<embedded>/...`.
    pub display: String,
    pub text: String,
}

/// The repository checkout whose content files take precedence over the embedded copy.
pub fn root() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("COURSE_ROOT") {
        return Some(PathBuf::from(dir));
    }
    let built_from = Path::new(env!("CARGO_MANIFEST_DIR"));
    built_from
        .join("Cargo.toml")
        .exists()
        .then(|| built_from.to_path_buf())
}

/// Reads the content file at `rel` (forward slashes, relative to the repository).
pub fn read(rel: &str) -> Result<Source> {
    if let Some(root) = root() {
        let path = root.join(rel);
        if path.exists() {
            let text = std::fs::read_to_string(&path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            return Ok(Source {
                display: rel.to_string(),
                text,
            });
        }
    }
    match EMBEDDED.iter().find(|(name, _)| *name == rel) {
        Some((name, text)) => Ok(Source {
            display: format!("<embedded>/{name}"),
            text: (*text).to_string(),
        }),
        None => bail!("content file {rel} not found"),
    }
}

/// The content files directly under `dir` whose names end in `.ext`, sorted, as relative paths.
pub fn list(dir: &str, ext: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let suffix = format!(".{ext}");
    if let Some(root) = root()
        && let Ok(entries) = std::fs::read_dir(root.join(dir))
    {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(&suffix) && entry.path().is_file() {
                names.push(format!("{dir}/{name}"));
            }
        }
    }
    for (name, _) in EMBEDDED {
        let in_dir = name
            .strip_prefix(dir)
            .and_then(|rest| rest.strip_prefix('/'))
            .is_some_and(|rest| !rest.contains('/'));
        if in_dir && name.ends_with(&suffix) {
            names.push((*name).to_string());
        }
    }
    names.sort();
    names.dedup();
    names
}
