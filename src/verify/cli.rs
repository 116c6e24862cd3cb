//! Command-line surface of `course check`.

use std::process::ExitCode;

use clap::Args;

use crate::ui::Ctx;

#[derive(Debug, Args)]
pub struct CheckArgs {}

pub fn run(_args: &CheckArgs, _ctx: &Ctx) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`course check` is not built yet")
}
