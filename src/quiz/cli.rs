//! Command-line surface of `course quiz`.

use std::process::ExitCode;

use clap::Args;

use crate::ui::Ctx;

#[derive(Debug, Args)]
pub struct QuizArgs {}

pub fn run(_args: &QuizArgs, _ctx: &Ctx) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`course quiz` is not built yet")
}
