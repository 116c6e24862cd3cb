//! `course check`: the checker on the student's own `.ll` files.
//!
//! Text output reports the first error exactly as `opt-22 -passes=verify` prints it (without
//! opt's program prefix and its closing `input module is broken!`), then a `note:` naming the
//! rule of Definition 9.3.4 it breaks and the step of Algorithm 9.3.7 that finds it.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::Args;
use owo_colors::OwoColorize;
use serde_json::json;

use super::{Finding, FunctionTrace, Report, check_source_with};
use crate::ui::{Ctx, table::table};

/// Check LLVM IR files the way `opt -passes=verify` does.
///
/// Replays Algorithm 9.3.7 of lesson 9.3: the parser's steps 1–4 (W1, names, W5), then the
/// verifier's steps 5–9 (W2, W3, W4, W6, W7), in LLVM's order, and reports the first error
/// with LLVM's own message, line and column.
///
/// Exit status: 0 every file is valid, 1 some file is invalid, 2 a file cannot be read.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  course check sum_pos.ll --steps --dominance\n  clang -O1 -S -emit-llvm x.c -o - | course check -\n  course check broken.ll --all --format json"
)]
pub struct CheckArgs {
    /// The .ll files to check (`-` reads standard input).
    #[arg(required = true, value_name = "FILE.ll")]
    pub files: Vec<String>,
    /// Print the step table of Algorithm 9.3.7 for each function.
    #[arg(long)]
    pub steps: bool,
    /// Print the dominance table (lesson section 3) for each function.
    #[arg(long)]
    pub dominance: bool,
    /// Report every error opt-22 prints, in its order, not only the first.
    #[arg(long)]
    pub all: bool,
}

/// Reads a file or standard input; the error names the file.
fn read_input(name: &str) -> Result<Vec<u8>, String> {
    if name == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| format!("course: error: cannot read standard input: {e}"))?;
        return Ok(buf);
    }
    let path = std::path::Path::new(name);
    if path.is_dir() {
        return Err(format!(
            "course: error: {name}: is a directory, not a .ll file"
        ));
    }
    std::fs::read(path).map_err(|e| {
        let why = match e.kind() {
            std::io::ErrorKind::NotFound => "no such file".to_string(),
            std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            _ => e.to_string(),
        };
        format!("course: error: cannot read {name}: {why}")
    })
}

pub fn run(args: &CheckArgs, ctx: &Ctx) -> anyhow::Result<ExitCode> {
    let mut status = 0u8;
    let mut json_reports = Vec::new();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for name in &args.files {
        let display = if name == "-" {
            "<stdin>"
        } else {
            name.as_str()
        };
        let bytes = match read_input(name) {
            Ok(b) => b,
            Err(msg) => {
                eprintln!("{msg}");
                status = 2;
                continue;
            }
        };
        let report = check_source_with(display, &bytes, args.dominance);
        if !report.valid() {
            status = status.max(1);
        }
        if ctx.json() {
            json_reports.push(report_json(&report));
        } else {
            write!(out, "{}", render_text(&report, args, ctx))?;
        }
    }
    if ctx.json() {
        let doc = if json_reports.len() == 1 {
            json_reports.pop().unwrap_or_default()
        } else {
            serde_json::Value::Array(json_reports)
        };
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
    }
    out.flush()?;
    Ok(ExitCode::from(status))
}

/// The `note:` line under an error: the rule it breaks and the step that finds it.
pub fn note_line(f: &Finding) -> String {
    format!(
        "note: breaks {} ({}), found at step {} of Algorithm 9.3.7",
        f.rule.id(),
        f.rule.statement(),
        f.step
    )
}

/// The report as text: errors as opt-22 prints them, each with its note; the tables asked for.
pub fn render_text(report: &Report, args: &CheckArgs, ctx: &Ctx) -> String {
    let mut s = String::new();
    if report.valid() {
        let n = report.functions.len();
        let line = format!(
            "{}: valid ({n} function{} checked; W1–W7 hold)",
            report.file,
            if n == 1 { "" } else { "s" }
        );
        if ctx.color {
            s.push_str(&format!("{}\n", line.green()));
        } else {
            s.push_str(&line);
            s.push('\n');
        }
    }
    for f in &report.debug_info {
        s.push_str(&f.render(&report.file));
    }
    if !report.debug_info.is_empty() {
        s.push_str(&format!(
            "warning: ignoring invalid debug info in {}\n",
            report.file
        ));
    }
    let shown: Vec<&Finding> = if args.all {
        report.findings.iter().collect()
    } else {
        report.findings.iter().take(1).collect()
    };
    for f in shown {
        let text = f.render(&report.file);
        if ctx.color {
            let mut lines = text.lines();
            if let Some(first) = lines.next() {
                s.push_str(&format!("{}\n", first.red().bold()));
            }
            for l in lines {
                s.push_str(l);
                s.push('\n');
            }
            s.push_str(&format!("{}\n", note_line(f).cyan()));
        } else {
            s.push_str(&text);
            s.push_str(&note_line(f));
            s.push('\n');
        }
    }
    for func in &report.functions {
        if args.steps {
            s.push_str(&step_table_text(func));
        }
        if args.dominance {
            s.push_str(&dominance_table_text(func));
        }
    }
    s
}

pub fn step_table_text(func: &FunctionTrace) -> String {
    let rows = func
        .steps
        .iter()
        .map(|r| {
            vec![
                r.step.to_string(),
                r.rule.clone(),
                r.checked.clone(),
                r.result.clone(),
            ]
        })
        .collect();
    let head = format!("what is checked on @{}", func.name);
    format!(
        "\nAlgorithm 9.3.7 on @{}:\n{}\n",
        func.name,
        table(&["step", "rule", &head, "result"], rows)
    )
}

pub fn dominance_table_text(func: &FunctionTrace) -> String {
    if func.dominance.is_empty() {
        return format!(
            "\nDominance of the non-trivial uses in @{} (step 9): none\n",
            func.name
        );
    }
    let rows = func
        .dominance
        .iter()
        .map(|r| {
            vec![
                r.use_desc.clone(),
                r.in_block.clone(),
                r.def_in.clone(),
                r.rule.clone(),
                if r.holds {
                    "yes".into()
                } else {
                    "W6 fails".into()
                },
            ]
        })
        .collect();
    format!(
        "\nDominance of every non-trivial use in @{} (step 9, Definition 9.3.3):\n{}\n",
        func.name,
        table(
            &[
                "use",
                "in block",
                "definition in",
                "rule of Definition 9.3.3",
                "holds?"
            ],
            rows
        )
    )
}

/// The JSON document of DESIGN.md's contract for one file.
pub fn report_json(report: &Report) -> serde_json::Value {
    let first = report.first();
    let steps: Vec<serde_json::Value> = report
        .functions
        .iter()
        .flat_map(|f| {
            f.steps.iter().map(move |r| {
                json!({"function": f.name, "step": r.step, "rule": r.rule, "checked": r.checked, "result": r.result})
            })
        })
        .collect();
    let errors: Vec<serde_json::Value> = report
        .findings
        .iter()
        .map(|f| {
            json!({"rule": f.rule.id(), "step": f.step, "message": f.message, "line": f.line,
                   "column": f.column, "function": f.function, "detail": f.detail})
        })
        .collect();
    let dominance: Vec<serde_json::Value> = report
        .functions
        .iter()
        .flat_map(|f| {
            f.dominance.iter().map(move |r| {
                json!({"function": f.name, "use": r.use_desc, "in_block": r.in_block,
                       "def_in": r.def_in, "rule": r.rule, "holds": r.holds})
            })
        })
        .collect();
    json!({
        "file": report.file,
        "valid": report.valid(),
        "rule": first.map(|f| f.rule.id()),
        "step": first.map(|f| f.step),
        "message": first.map(|f| f.message.clone()),
        "line": first.and_then(|f| f.line),
        "column": first.and_then(|f| f.column),
        "function": first.and_then(|f| f.function.clone()),
        "steps": steps,
        "dominance": dominance,
        "errors": errors,
    })
}
