//! The differential test: `course check` against opt-22 on thousands of mutants.
//!
//! Deterministic text-level mutations (tests/differential/mutate.rs, seeded ChaCha8) of
//! the functions of the real-code fixtures (tests/fixtures/c/*.ll), single and double,
//! aimed at W1–W7 and the name rules of Definition 9.3.4. Each mutant is the whole module
//! with one function changed. Both tools check it; they must agree on validity and on the
//! first error: its message, and for a parser error its line and column (Algorithm 9.3.7's
//! postcondition: "the reported rule is the one llvm-as / opt -passes=verify reports
//! first").
//!
//! Prints `differential: N mutants, A agree (P%), X valid, Y parser, Z verifier`, a table
//! per kind and opt-22's first messages per kind (also written to
//! target/differential-report.txt); every disagreeing mutant is written as a runnable .ll
//! file under target/differential-failures/ with both outputs in comments at its end.

mod common;
#[path = "differential/ir.rs"]
mod ir;
#[path = "differential/mutate.rs"]
mod mutate;
#[path = "differential/rng.rs"]
mod rng;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use common::{
    FirstError, Origin, Outcome, first_error, opt_error_lines, oracle, rule_of_message, run_course,
    run_opt,
};
use ir::{Func, Module};
use mutate::KINDS;
use rng::Rng;

/// The seed of every run: the mutants are the same on every machine.
const SEED: u64 = 937;
/// Single mutations per kind, and double mutations in all.
const SINGLES_PER_KIND: usize = 64;
const DOUBLES: usize = 450;
/// Fixtures larger than this are not mutated: opt-22 reads the whole module for every
/// mutant, and the biggest -O1 -g modules double its time per call.
const MAX_MODULE_BYTES: usize = 128 * 1024;
/// The least number of mutants a run must check.
const MIN_MUTANTS: usize = 2000;
/// Worker threads running opt-22 and course check (the machine has 2 cores).
const THREADS: usize = 2;

/// One mutant: which edit, of which function of which fixture, and the new function.
struct Mutant {
    kind: String,
    module: usize,
    func: usize,
    new_func: Func,
}

/// What the two tools said about one mutant.
struct Verdict {
    opt: Outcome,
    course_out: Outcome,
    opt_valid: bool,
    opt_first: Option<FirstError>,
    course: Result<CourseAnswer, String>,
    agree: bool,
}

/// The part of `course check --format json` the comparison reads.
#[derive(Debug, PartialEq)]
struct CourseAnswer {
    valid: bool,
    message: Option<String>,
    line: Option<u32>,
    column: Option<u32>,
}

fn fixtures() -> Vec<Module> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/c");
    common::sorted_files(&dir, &[".ll"])
        .iter()
        .map(|n| std::fs::read_to_string(dir.join(n)).map(|t| (n, t)))
        .map(|r| r.expect("fixture is readable"))
        .filter(|(_, text)| text.len() <= MAX_MODULE_BYTES)
        .map(|(n, text)| Module::parse(n, &text))
        .collect()
}

/// Applies `kinds` (one or two) to a random function of a random fixture; None when the
/// chosen function offers no place for one of them.
fn try_mutate(modules: &[Module], kinds: &[usize], rng: &mut Rng) -> Option<Mutant> {
    let module = rng.below(modules.len());
    let m = &modules[module];
    if m.funcs.is_empty() {
        return None;
    }
    let func = rng.below(m.funcs.len());
    let mut f = m.func(func);
    for &k in kinds {
        (KINDS[k].apply)(&mut f, rng, &m.type_names)?;
    }
    let kind = kinds
        .iter()
        .map(|&k| KINDS[k].name)
        .collect::<Vec<_>>()
        .join("+");
    Some(Mutant {
        kind,
        module,
        func,
        new_func: f,
    })
}

/// The run's mutants: SINGLES_PER_KIND of each kind, then DOUBLES pairs; duplicates skipped.
fn generate(modules: &[Module]) -> Vec<Mutant> {
    let mut rng = Rng::new(SEED);
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    let mut plans: Vec<(Vec<usize>, usize)> = (0..KINDS.len())
        .map(|k| (vec![k], SINGLES_PER_KIND))
        .collect();
    plans.push((Vec::new(), DOUBLES));
    for (kinds, want) in plans {
        let mut made = 0;
        for _ in 0..want * 50 {
            if made == want {
                break;
            }
            let pair = if kinds.is_empty() {
                vec![rng.below(KINDS.len()), rng.below(KINDS.len())]
            } else {
                kinds.clone()
            };
            let Some(m) = try_mutate(modules, &pair, &mut rng) else {
                continue;
            };
            // The same edit twice, or an edit that changed nothing, is not a new mutant.
            let lines = m.new_func.to_lines();
            if lines == modules[m.module].func(m.func).to_lines()
                || !seen.insert((m.module, m.func, lines))
            {
                continue;
            }
            out.push(m);
            made += 1;
        }
    }
    out
}

/// Reads `course check --format json`.
fn course_answer(out: &Outcome) -> Result<CourseAnswer, String> {
    let v: serde_json::Value = serde_json::from_str(&out.stdout).map_err(|e| {
        format!(
            "exit {}, stdout is not JSON ({e}); stderr: {}",
            out.code,
            out.stderr.trim()
        )
    })?;
    let num = |k: &str| v.get(k).and_then(|x| x.as_u64()).map(|n| n as u32);
    Ok(CourseAnswer {
        valid: v
            .get("valid")
            .and_then(|x| x.as_bool())
            .ok_or("no boolean `valid`")?,
        message: v
            .get("message")
            .and_then(|x| x.as_str())
            .map(str::to_string),
        line: num("line"),
        column: num("column"),
    })
}

/// Same validity; when invalid, the same first message, and for a parser error the same
/// line and column.
fn agrees(opt_valid: bool, first: Option<&FirstError>, course: &CourseAnswer) -> bool {
    if opt_valid || course.valid {
        return opt_valid == course.valid;
    }
    let Some(first) = first else {
        return false;
    };
    course.message.as_deref() == Some(first.message.as_str())
        && (first.origin == Origin::Verifier
            || (course.line == first.line && course.column == first.column))
}

fn check_one(opt: &Path, dir: &Path, id: usize, text: &str) -> Verdict {
    let file = format!("m{id:05}.ll");
    std::fs::write(dir.join(&file), text).expect("write the mutant");
    let o = run_opt(opt, &file, dir);
    let opt_valid = o.code == 0;
    let opt_first = first_error(&opt_error_lines(&o.stderr), &file);
    let c = run_course(&["check", "--format", "json", &file], dir);
    let course = course_answer(&c);
    let agree = course
        .as_ref()
        .is_ok_and(|a| agrees(opt_valid, opt_first.as_ref(), a));
    let _ = std::fs::remove_file(dir.join(&file));
    Verdict {
        opt: o,
        course_out: c,
        opt_valid,
        opt_first,
        course,
        agree,
    }
}

fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("target/tmp has a parent")
        .to_path_buf()
}

fn failures_dir() -> PathBuf {
    target_dir().join("differential-failures")
}

/// At most this many disagreeing mutants are written (the first ones by number), so that a
/// checker that is not there yet does not fill the disk with whole modules.
const MAX_FAILURE_FILES: usize = 300;

/// The mutant as a runnable file, both outputs in comments after the module (so that line
/// numbers stay those both tools saw).
fn write_failure(id: usize, m: &Mutant, modules: &[Module], v: &Verdict) {
    let module = &modules[m.module];
    let mut out = module.with_func(m.func, &m.new_func);
    let header = &m.new_func.header;
    let name = header
        .split('@')
        .nth(1)
        .and_then(|r| r.split('(').next())
        .unwrap_or("?");
    out.push_str(&format!(
        "\n; differential mutant {id}: {} of @{name} in {} (file was m{id:05}.ll)\n",
        m.kind, module.name
    ));
    out.push_str(&format!("; opt-22 (exit {}):\n", v.opt.code));
    for l in v.opt.stderr.lines().take(40) {
        out.push_str(&format!(";   {l}\n"));
    }
    let c = &v.course_out;
    out.push_str(&format!(
        "; course check --format json (exit {}):\n",
        c.code
    ));
    for l in c.stdout.lines().chain(c.stderr.lines()).take(40) {
        out.push_str(&format!(";   {l}\n"));
    }
    let file = format!("m{id:05}-{}.ll", m.kind);
    let _ = std::fs::write(failures_dir().join(file), out);
}

/// `'%x' defined with type 'i64'` → `'_' defined with type '_'`, so messages group; a quote
/// opens only at the start or after a space (so `doesn't` stays).
fn normalize(message: &str) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(p) = rest.find('\'') {
        let opens = p == 0 || rest[..p].ends_with(' ');
        let close = rest[p + 1..].find('\'').map(|q| p + 1 + q);
        match (opens, close) {
            (true, Some(q)) => {
                out.push_str(&rest[..p]);
                out.push_str("'_'");
                rest = &rest[q + 1..];
            }
            _ => {
                out.push_str(&rest[..=p]);
                rest = &rest[p + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[derive(Default)]
struct Tally {
    n: usize,
    agree: usize,
    valid: usize,
    parser: usize,
    verifier: usize,
}

impl Tally {
    fn add(&mut self, v: &Verdict) {
        self.n += 1;
        self.agree += v.agree as usize;
        match (&v.opt_first, v.opt_valid) {
            (_, true) => self.valid += 1,
            (Some(f), false) if f.origin == Origin::Parser => self.parser += 1,
            _ => self.verifier += 1,
        }
    }
}

fn report(mutants: &[Mutant], verdicts: &[Verdict], secs: f64) -> (String, Tally) {
    let mut total = Tally::default();
    let mut per_kind: BTreeMap<String, Tally> = BTreeMap::new();
    let mut messages: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for (m, v) in mutants.iter().zip(verdicts) {
        let kind = if m.kind.contains('+') {
            "double".to_string()
        } else {
            m.kind.clone()
        };
        total.add(v);
        per_kind.entry(kind.clone()).or_default().add(v);
        let msg = match (&v.opt_first, v.opt_valid) {
            (_, true) => "(valid)".to_string(),
            (Some(f), _) => {
                let rule = rule_of_message(&f.message).unwrap_or("outside W1-W7");
                format!("[{rule}] {}", normalize(&f.message))
            }
            (None, _) => "(invalid, no message)".to_string(),
        };
        *messages.entry(kind).or_default().entry(msg).or_default() += 1;
    }
    let pct = 100.0 * total.agree as f64 / total.n.max(1) as f64;
    let mut s = format!(
        "differential: {} mutants, {} agree ({pct:.1}%), {} valid, {} parser, {} verifier ({secs:.0} s, seed {SEED})\n\n",
        total.n, total.agree, total.valid, total.parser, total.verifier
    );
    s.push_str(&format!(
        "{:<28} {:>6} {:>6} {:>6} {:>6} {:>8}\n",
        "kind", "n", "agree", "valid", "parser", "verifier"
    ));
    for (k, t) in &per_kind {
        s.push_str(&format!(
            "{k:<28} {:>6} {:>6} {:>6} {:>6} {:>8}\n",
            t.n, t.agree, t.valid, t.parser, t.verifier
        ));
    }
    s.push_str("\nopt-22's first message per kind:\n");
    for (k, msgs) in &messages {
        s.push_str(&format!("{k}\n"));
        let mut rows: Vec<(&String, &usize)> = msgs.iter().collect();
        rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        for (msg, n) in rows {
            s.push_str(&format!("  {n:>5}  {msg}\n"));
        }
    }
    (s, total)
}

#[test]
fn course_check_agrees_with_opt_on_mutants() {
    let Some(opt) = oracle("the differential test") else {
        return;
    };
    let start = std::time::Instant::now();
    let modules = fixtures();
    let mutants = generate(&modules);
    let dir = common::scratch_dir().join("differential");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let _ = std::fs::remove_dir_all(failures_dir());
    std::fs::create_dir_all(failures_dir()).expect("failures dir");

    let mut verdicts: Vec<Option<Verdict>> = (0..mutants.len()).map(|_| None).collect();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..THREADS)
            .map(|t| {
                let (mutants, modules, opt, dir) = (&mutants, &modules, &opt, &dir);
                s.spawn(move || {
                    (t..mutants.len())
                        .step_by(THREADS)
                        .map(|i| {
                            let m = &mutants[i];
                            let text = modules[m.module].with_func(m.func, &m.new_func);
                            (i, check_one(opt, dir, i, &text))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for h in handles {
            for (i, v) in h.join().expect("worker thread") {
                verdicts[i] = Some(v);
            }
        }
    });
    let verdicts: Vec<Verdict> = verdicts
        .into_iter()
        .map(|v| v.expect("every mutant checked"))
        .collect();
    let disagreeing = (0..mutants.len()).filter(|&i| !verdicts[i].agree);
    for i in disagreeing.take(MAX_FAILURE_FILES) {
        write_failure(i, &mutants[i], &modules, &verdicts[i]);
    }
    let (text, total) = report(&mutants, &verdicts, start.elapsed().as_secs_f64());
    eprintln!("{text}");
    let _ = std::fs::write(target_dir().join("differential-report.txt"), &text);

    let first_problem = mutants
        .iter()
        .zip(&verdicts)
        .enumerate()
        .find(|(_, (_, v))| !v.agree)
        .map(|(i, (m, v))| format!("first: mutant {i} ({}): course said {:?}", m.kind, v.course))
        .unwrap_or_default();
    assert!(
        total.n >= MIN_MUTANTS,
        "only {} mutants (want at least {MIN_MUTANTS})",
        total.n
    );
    assert!(
        total.agree == total.n,
        "{} of {} mutants disagree; each is in {}\n{first_problem}",
        total.n - total.agree,
        total.n,
        failures_dir().display()
    );
}
