//! Command-line surface of `course cards`.

use std::process::ExitCode;

use clap::Args;

use crate::ui::Ctx;

#[derive(Debug, Args)]
pub struct CardsArgs {}

pub fn run(_args: &CardsArgs, _ctx: &Ctx) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`course cards` is not built yet")
}
