//! Command-line surface of `course drill`: asks, grades, explains.
//!
//! Exit status: 0 when every answer is right (and for `--solution`, `--emit-ll`); 1 when an
//! answer is wrong; 2 for usage or input errors, including end of input before an answer.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use super::render::{self, Graded};
use super::{Attempt, Difficulty, Drill, Outcome, generate, hints, outcome_name, parse_outcome};
use crate::ui::{Ctx, UserError};

#[derive(Debug, Args)]
pub struct DrillArgs {
    /// The drill to practise: ir-validity.
    pub drill: String,
    /// Replay a drill: the same seed and difficulty give the same function.
    #[arg(long)]
    pub seed: Option<u64>,
    #[arg(long, value_enum, default_value_t = Difficulty::Easy)]
    pub difficulty: Difficulty,
    /// Show the step table and the verdict instead of asking.
    #[arg(long)]
    pub solution: bool,
    /// Grade this answer without asking (W1-W7 or valid; on hard add the value or block).
    #[arg(long, allow_hyphen_values = true)]
    pub answer: Option<String>,
    /// A practice run of N drills with a score at the end.
    #[arg(long)]
    pub count: Option<u32>,
    /// Only drills whose outcome is this rule (W1-W7, or valid).
    #[arg(long)]
    pub rule: Option<String>,
    /// Print only the complete module (for llvm-as-22 / opt-22), nothing else.
    #[arg(long)]
    pub emit_ll: bool,
}

fn usage(msg: String) -> anyhow::Error {
    UserError(format!("course drill: {msg}")).into()
}

/// Records an answered drill in the progress store (one transaction per answer), so that
/// `course stats` shows accuracy per rule.
pub fn record(attempt: &Attempt) -> Result<()> {
    let store = crate::store::Store::open()?;
    store.record_drill_attempt(&crate::store::DrillAttempt {
        seed: attempt.seed,
        difficulty: attempt.difficulty.name().to_string(),
        rule: attempt.rule.clone(),
        answer: attempt.answer.clone(),
        correct: attempt.correct,
    })
}

pub fn run(args: &DrillArgs, ctx: &Ctx) -> Result<ExitCode> {
    if args.drill != "ir-validity" {
        return Err(usage(format!(
            "unknown drill `{}` (available: ir-validity)",
            args.drill
        )));
    }
    let only = match &args.rule {
        Some(r) => Some(
            parse_outcome(r)
                .ok_or_else(|| usage(format!("--rule {r}: expected W1..W7 or valid")))?,
        ),
        None => None,
    };
    let modes = [
        args.solution,
        args.answer.is_some(),
        args.count.is_some(),
        args.emit_ll,
    ];
    if modes.iter().filter(|m| **m).count() > 1 {
        return Err(usage(
            "--solution, --answer, --count and --emit-ll exclude each other".into(),
        ));
    }
    if args.count.is_some_and(|n| n == 0) {
        return Err(usage("--count must be at least 1".into()));
    }
    if args.count.is_some() && ctx.json() {
        return Err(usage(
            "--count is an interactive run; for JSON use --answer".into(),
        ));
    }
    let seed = args.seed.unwrap_or_else(super::rng::Rng::fresh_seed);
    if let Some(n) = args.count {
        return practice(args, ctx, seed, n, only);
    }
    let drill = generate(seed, args.difficulty, only)?;
    if args.emit_ll {
        print!("{}", drill.module);
        return Ok(ExitCode::SUCCESS);
    }
    if args.solution {
        return solution(&drill, ctx);
    }
    if let Some(a) = &args.answer {
        return answer_given(&drill, ctx, a);
    }
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    match ask(&drill, ctx, &mut input)? {
        Some(g) => Ok(exit(g.correct)),
        None => Err(end_of_input(&drill)),
    }
}

fn exit(correct: bool) -> ExitCode {
    if correct {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn end_of_input(drill: &Drill) -> anyhow::Error {
    usage(format!(
        "end of input before an answer; replay with --seed {} --difficulty {}",
        drill.seed,
        drill.difficulty.name()
    ))
}

fn solution(drill: &Drill, ctx: &Ctx) -> Result<ExitCode> {
    let report = drill.report();
    if ctx.json() {
        println!("{}", render::json(drill, &report, None));
        return Ok(ExitCode::SUCCESS);
    }
    let mut out = render::header(drill, ctx);
    out.push_str(&render::listing(&drill.module, ctx));
    out.push_str(&render::solution(drill, &report));
    print!("{out}");
    Ok(ExitCode::SUCCESS)
}

fn answer_given(drill: &Drill, ctx: &Ctx, answer: &str) -> Result<ExitCode> {
    let report = drill.report();
    let g = render::grade(drill, &report, answer)
        .ok_or_else(|| usage(format!("--answer {answer}: expected W1..W7 or valid")))?;
    record(&attempt(drill, answer, &g))?;
    if ctx.json() {
        println!(
            "{}",
            render::json(drill, &report, Some((answer, g.correct)))
        );
        return Ok(exit(g.correct));
    }
    let mut out = render::header(drill, ctx);
    out.push_str(&render::listing(&drill.module, ctx));
    out.push_str(&format!("Your answer: {answer}\n"));
    out.push_str(&render::feedback(drill, &report, &g, ctx));
    print!("{out}");
    Ok(exit(g.correct))
}

fn attempt(drill: &Drill, answer: &str, g: &Graded) -> Attempt {
    Attempt {
        seed: drill.seed,
        difficulty: drill.difficulty,
        rule: outcome_name(g.truth).to_string(),
        answer: answer.trim().to_string(),
        correct: g.correct,
    }
}

/// Shows the drill and reads answers until one is gradable; `None` at end of input.
fn ask(drill: &Drill, ctx: &Ctx, input: &mut dyn BufRead) -> Result<Option<Graded>> {
    let report = drill.report();
    let mut out = std::io::stdout().lock();
    write!(out, "{}", render::header(drill, ctx))?;
    write!(out, "{}", render::listing(&drill.module, ctx))?;
    write!(out, "{}", render::question(drill))?;
    let hints = hints(drill);
    let mut given_hints = 0;
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(None);
        }
        let line = line.trim();
        if matches!(line.to_ascii_lowercase().as_str(), "hint" | "h") {
            match hints.get(given_hints) {
                Some(h) => writeln!(out, "Hint {}: {h}", given_hints + 1)?,
                None => writeln!(out, "No more hints: answer W1-W7 or valid.")?,
            }
            given_hints += 1;
            continue;
        }
        let Some(mut g) = render::grade(drill, &report, line) else {
            if !line.is_empty() {
                writeln!(out, "Answer W1-W7 or valid (or `hint`).")?;
            }
            continue;
        };
        if g.name_ok == Some(false) && g.named.is_none() && g.rule_ok {
            write!(out, "Which value or block? > ")?;
            out.flush()?;
            let mut name = String::new();
            if input.read_line(&mut name)? == 0 {
                writeln!(out)?;
                return Ok(None);
            }
            let full = format!("{line} {}", name.trim());
            g = render::grade(drill, &report, &full).unwrap_or(g);
        }
        record(&attempt(drill, line, &g))?;
        write!(out, "{}", render::feedback(drill, &report, &g, ctx))?;
        return Ok(Some(g));
    }
}

/// `--count N`: N drills from consecutive seeds, then the score.
fn practice(
    args: &DrillArgs,
    ctx: &Ctx,
    seed: u64,
    n: u32,
    only: Option<Outcome>,
) -> Result<ExitCode> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut right = 0;
    for i in 0..n {
        let drill = generate(seed.wrapping_add(u64::from(i)), args.difficulty, only)?;
        println!("Drill {} of {n}", i + 1);
        match ask(&drill, ctx, &mut input)? {
            Some(g) => right += u32::from(g.correct),
            None => {
                println!("Score: {right}/{i} (stopped at end of input)");
                return Err(end_of_input(&drill));
            }
        }
        println!();
    }
    println!("Score: {right}/{n}");
    Ok(exit(right == n))
}
