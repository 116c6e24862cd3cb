//! The `course` binary: command-line parsing and dispatch only.
//!
//! Exit status (the contract scripts rely on): 0 success; 1 the checked thing is invalid or a
//! graded answer is wrong; 2 usage or input error.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use course::ui::{self, Ctx, GlobalOpts};

/// A companion for the compilers course, lesson 9.3: LLVM IR terminators, phi and select,
/// and the verifier's invariants W1–W7.
#[derive(Parser)]
#[command(name = "course", version, propagate_version = true)]
#[command(
    after_help = "Start here:\n  course drill ir-validity --seed 11 --difficulty medium --solution\n  course check my.ll --steps\n  course quiz ch09\n  course cards review --tag verifier"
)]
struct Cli {
    #[command(flatten)]
    global: GlobalOpts,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check LLVM IR files the way `opt -passes=verify` does, replaying Algorithm 9.3.7.
    Check(course::verify::cli::CheckArgs),
    /// Practise on generated functions: which rule of W1–W7 does this one break?
    Drill(course::drill::cli::DrillArgs),
    /// Take a chapter's quiz, graded with explanations.
    Quiz(course::quiz::cli::QuizArgs),
    /// Review flashcards with spaced repetition.
    Cards(course::cards::cli::CardsArgs),
    /// Show your progress: drill accuracy per rule, quiz scores, cards due.
    Stats(course::store::cli::StatsArgs),
}

fn run(cli: Cli, ctx: &Ctx) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Check(args) => course::verify::cli::run(&args, ctx),
        Command::Drill(args) => course::drill::cli::run(&args, ctx),
        Command::Quiz(args) => course::quiz::cli::run(&args, ctx),
        Command::Cards(args) => course::cards::cli::run(&args, ctx),
        Command::Stats(args) => course::store::cli::run(&args, ctx),
    }
}

fn main() -> ExitCode {
    reset_sigpipe();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            let code = if err.use_stderr() { 2 } else { 0 };
            let _ = err.print();
            return ExitCode::from(code);
        }
    };
    let ctx = Ctx::new(&cli.global);
    match run(cli, &ctx) {
        Ok(code) => code,
        Err(err) if ui::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            ui::print_error(&err);
            ExitCode::from(2)
        }
    }
}

/// Dies quietly when the reader of standard output goes away (`course ... | head`), as Unix
/// tools do, instead of panicking on the next write.
fn reset_sigpipe() {
    // SAFETY: setting a signal's disposition to the default is async-signal-safe and done
    // before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
