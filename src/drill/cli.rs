//! Command-line surface of `course drill`.

use std::process::ExitCode;

use clap::Args;

use crate::ui::Ctx;

#[derive(Debug, Args)]
pub struct DrillArgs {}

pub fn run(_args: &DrillArgs, _ctx: &Ctx) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`course drill` is not built yet")
}
