//! Terminal presentation shared by every command: output format, colour, errors.
//!
//! Commands receive a [`Ctx`] built once from the global flags. Nothing here knows about IR,
//! quizzes or cards; modules that need more (tables, prompts) add a file beside this one.

pub mod table;

use std::io::IsTerminal;

use clap::{Args, ValueEnum};

/// `--format`: how a command prints its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum Format {
    /// Human-readable text (the default).
    #[default]
    Text,
    /// One JSON document on standard output, for scripts (schemas in ARCHITECTURE.md).
    Json,
}

/// `--color`: whether to colour text output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum ColorChoice {
    /// Colour when standard output is a terminal and `NO_COLOR` is not set.
    #[default]
    Auto,
    Always,
    Never,
}

/// The flags every command takes.
#[derive(Debug, Clone, Args)]
pub struct GlobalOpts {
    /// Output format: human-readable text, or JSON for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text, global = true)]
    pub format: Format,
    /// Colour text output: auto (when a terminal, unless NO_COLOR is set), always, never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
}

/// What every command needs to know about how to present itself.
#[derive(Debug, Clone, Copy)]
pub struct Ctx {
    pub format: Format,
    /// Whether ANSI colour may be written to standard output.
    pub color: bool,
}

impl Ctx {
    pub fn new(opts: &GlobalOpts) -> Ctx {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let color = match opts.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => !no_color && std::io::stdout().is_terminal(),
        };
        Ctx {
            format: opts.format,
            color,
        }
    }

    /// A context for tests and library callers: text, no colour.
    pub fn plain() -> Ctx {
        Ctx {
            format: Format::Text,
            color: false,
        }
    }

    pub fn json(&self) -> bool {
        self.format == Format::Json
    }
}

/// An error whose message is complete as it stands (it already names the file, line and
/// column or the flag); printed without the `course: error:` cause chain. Exit status 2.
#[derive(Debug)]
pub struct UserError(pub String);

impl std::fmt::Display for UserError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UserError {}

/// Prints an error from a command to standard error, with its cause chain.
pub fn print_error(err: &anyhow::Error) {
    if let Some(user) = err.downcast_ref::<UserError>() {
        eprintln!("{user}");
        return;
    }
    let mut text = format!("course: error: {err}");
    for cause in err.chain().skip(1) {
        text.push_str(&format!("\n  caused by: {cause}"));
    }
    eprintln!("{text}");
}

/// True when `err` (or a cause) is a broken pipe: the reader went away, which is not an error.
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
