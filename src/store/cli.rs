//! Command-line surface of `course stats`.

use std::process::ExitCode;

use clap::Args;

use crate::ui::Ctx;

#[derive(Debug, Args)]
pub struct StatsArgs {}

pub fn run(_args: &StatsArgs, _ctx: &Ctx) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`course stats` is not built yet")
}
