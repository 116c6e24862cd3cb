//! Seeded drills: generate a function that breaks one rule of W1–W7 or none, and grade the
//! answer with the checker.
//!
//! A drill is a base function (`drills/ir-validity/*.ll`) or a synthesised one ([`synth`]),
//! with decoys on medium and hard, and one mutation ([`mutate`]) that claims a rule and
//! LLVM's first message. The drill never re-implements a check: [`Drill::report`] hands the
//! printed module to [`crate::verify::check_source`], whose verdict is the one graded.

pub mod cli;
pub mod model;
pub mod mutate;
pub mod parse;
pub mod render;
pub mod rng;
pub mod synth;

use std::sync::OnceLock;

use anyhow::Result;

use crate::verify::{self, Report, Rule};
use model::Func;
use mutate::{Claim, DECOYS, KINDS, KindSpec};
use rng::Rng;
use synth::{Config, Want};

/// The name the checker and the messages give the drill's module.
pub const FILE: &str = "drill.ll";

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    fn level(self) -> u8 {
        self as u8
    }

    /// The synthesiser's ranges for this difficulty.
    pub fn config(self) -> Config {
        match self {
            Difficulty::Easy => Config {
                blocks: (3, 6),
                insts: (0, 2),
                max_depth: 0,
                invoke_percent: 8,
            },
            Difficulty::Medium => Config {
                blocks: (5, 12),
                insts: (0, 2),
                max_depth: 1,
                invoke_percent: 12,
            },
            Difficulty::Hard => Config {
                blocks: (10, 30),
                insts: (0, 3),
                max_depth: 3,
                invoke_percent: 12,
            },
        }
    }

    /// Percent of drills built on a curated base function (none fits hard's size).
    fn base_percent(self) -> u32 {
        match self {
            Difficulty::Easy => 8,
            Difficulty::Medium => 12,
            Difficulty::Hard => 0,
        }
    }

    /// How many decoys are mixed in (inclusive range).
    fn decoys(self) -> (usize, usize) {
        match self {
            Difficulty::Easy => (0, 0),
            Difficulty::Medium => (0, 1),
            Difficulty::Hard => (1, 3),
        }
    }
}

/// One of the eight outcomes a student chooses from: a rule of W1–W7, or `valid` (`None`).
pub type Outcome = Option<Rule>;

/// The eight outcomes, in the order they are offered.
pub const OUTCOMES: [Outcome; 8] = [
    Some(Rule::W1),
    Some(Rule::W2),
    Some(Rule::W3),
    Some(Rule::W4),
    Some(Rule::W5),
    Some(Rule::W6),
    Some(Rule::W7),
    None,
];

pub fn outcome_name(o: Outcome) -> &'static str {
    o.map(Rule::id).unwrap_or("valid")
}

/// Parses an outcome: `W4`, `w4`, `4`, or `valid`/`none`/`ok`.
pub fn parse_outcome(text: &str) -> Option<Outcome> {
    let t = text.trim().to_ascii_lowercase();
    if matches!(t.as_str(), "valid" | "none" | "ok") {
        return Some(None);
    }
    match Rule::parse(&t) {
        Some(Rule::Names) | None => None,
        r => Some(r),
    }
}

/// A generated drill.
#[derive(Debug, Clone)]
pub struct Drill {
    pub seed: u64,
    pub difficulty: Difficulty,
    /// The base file the function comes from, or `synthesised`.
    pub origin: String,
    pub func: Func,
    /// The complete module, exactly as shown, emitted and checked.
    pub module: String,
    pub claim: Claim,
    /// The decoys mixed in before the mutation.
    pub decoys: Vec<&'static str>,
}

/// An answered drill, as the progress store records it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Attempt {
    pub seed: u64,
    pub difficulty: Difficulty,
    /// The graded outcome: `W1`..`W7` or `valid`.
    pub rule: String,
    pub answer: String,
    pub correct: bool,
}

impl Drill {
    /// The checker's report on this drill's module: the verdict that is graded.
    pub fn report(&self) -> Report {
        verify::check_source(FILE, self.module.as_bytes())
    }
}

/// The graded outcome of a report: the first finding's rule, or valid.
pub fn verdict(report: &Report) -> Outcome {
    report.first().map(|f| f.rule)
}

/// The curated base functions, parsed once per process.
pub fn bases() -> Result<&'static [(String, Func)]> {
    static BASES: OnceLock<Result<Vec<(String, Func)>, String>> = OnceLock::new();
    let loaded = BASES.get_or_init(|| {
        let mut out = Vec::new();
        for rel in crate::content::list("drills/ir-validity", "ll") {
            let src = crate::content::read(&rel).map_err(|e| e.to_string())?;
            let f = parse::parse_base(&src.display, &src.text).map_err(|e| e.to_string())?;
            out.push((rel, f));
        }
        Ok(out)
    });
    match loaded {
        Ok(v) => Ok(v.as_slice()),
        Err(e) => Err(anyhow::anyhow!("{e}")),
    }
}

/// The kinds a difficulty uses for an outcome.
pub fn kinds_for(d: Difficulty, outcome: Outcome) -> Vec<&'static KindSpec> {
    KINDS
        .iter()
        .filter(|k| k.rule == outcome && k.level <= d.level())
        .collect()
}

/// Generates the drill for `seed` and `difficulty`; `only` restricts the outcome.
pub fn generate(seed: u64, difficulty: Difficulty, only: Option<Outcome>) -> Result<Drill> {
    let bases = bases()?;
    let mut rng = Rng::new(seed);
    let outcome = only.unwrap_or_else(|| *rng.pick(&OUTCOMES));
    let kinds = kinds_for(difficulty, outcome);
    let cfg = difficulty.config();
    // Harder drills favour the subtler kinds.
    let weights: Vec<u32> = kinds.iter().map(|k| 1 + u32::from(k.level)).collect();
    for _ in 0..200 {
        let kind = kinds[rng.weighted(&weights)];
        let (origin, mut func) = pick_function(&mut rng, difficulty, bases, &cfg, kind);
        let mut decoys = Vec::new();
        let (lo, hi) = difficulty.decoys();
        for _ in 0..rng.range(lo, hi) {
            let d = *rng.pick(DECOYS);
            if mutate::apply(d, &mut func, &mut rng).is_some() {
                decoys.push(d);
            }
        }
        if let Some(claim) = mutate::apply(kind.name, &mut func, &mut rng) {
            let module = func.module_text();
            return Ok(Drill {
                seed,
                difficulty,
                origin,
                func,
                module,
                claim,
                decoys,
            });
        }
    }
    anyhow::bail!(
        "no {} drill found for seed {seed} ({})",
        outcome_name(outcome),
        difficulty.name()
    )
}

fn pick_function(
    rng: &mut Rng,
    d: Difficulty,
    bases: &[(String, Func)],
    cfg: &Config,
    kind: &KindSpec,
) -> (String, Func) {
    let fitting: Vec<&(String, Func)> = bases
        .iter()
        .filter(|(_, f)| f.blocks.len() >= cfg.blocks.0.min(3) && f.blocks.len() <= cfg.blocks.1)
        .filter(|(_, f)| !kind.eh || f.has_landingpad())
        .collect();
    if !fitting.is_empty() && rng.chance(d.base_percent()) {
        let (rel, f) = *rng.pick(&fitting);
        return (rel.clone(), f.clone());
    }
    let f = synth::synth(rng, cfg, Want { eh: kind.eh });
    ("synthesised".to_string(), f)
}

/// The three hints: the step, the block, the value (none names the rule).
pub fn hints(drill: &Drill) -> [String; 3] {
    let c = &drill.claim;
    match c.rule {
        Some(_) => [
            format!(
                "Replay Algorithm 9.3.7: the first failure is found at step {}.",
                c.step
            ),
            format!("Look at block %{}.", c.block),
            format!("Look at %{}.", c.culprit),
        ],
        None if c.culprit.is_empty() => [
            "Replay Algorithm 9.3.7 step by step; a step passes unless you can name the violation."
                .to_string(),
            "Check each phi's entries against the block's incoming edges, counted with multiplicity."
                .to_string(),
            "Check each use against Definition 9.3.3: a phi reads at the end of its predecessor."
                .to_string(),
        ],
        None => [
            "Replay Algorithm 9.3.7 step by step; steps 7 and 9 deserve care here.".to_string(),
            format!("Look at block %{}.", c.block),
            format!(
                "Look at %{}: is it really out of place? (Definition 9.3.3)",
                c.culprit
            ),
        ],
    }
}
