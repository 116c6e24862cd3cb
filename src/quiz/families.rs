//! Parametric question families: the seed draws an instance, and the project's own code
//! computes its answer (successor lists of Definition 9.3.1, dominance of Definition 9.3.3,
//! the parallel phi copies of Definition 9.3.8, the rule behind an LLVM message).
//!
//! Each family has a `draw` that tests call with the same [`QuizRng`] the quiz uses, so a
//! test can recompute any instance's answer by its own means.

use super::dominance;
use super::model::Form;
use super::rng::QuizRng;
use crate::verify::{MESSAGE_CATALOGUE, Rule};

/// The families a question file may name in `family:`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    SwitchSuccessors,
    Dominance,
    PhiPair,
    MessageRule,
}

/// A drawn instance: the text appended to the prompt, the question's form with its answer,
/// and a line explaining this instance's answer.
#[derive(Debug, Clone)]
pub struct Instance {
    pub text: String,
    pub form: Form,
    pub detail: String,
}

impl Family {
    pub const ALL: [Family; 4] = [
        Family::SwitchSuccessors,
        Family::Dominance,
        Family::PhiPair,
        Family::MessageRule,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Family::SwitchSuccessors => "switch-successors",
            Family::Dominance => "dominance",
            Family::PhiPair => "phi-pair",
            Family::MessageRule => "message-rule",
        }
    }

    pub fn by_name(name: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.name() == name)
    }

    pub fn instantiate(self, rng: &mut QuizRng) -> Instance {
        match self {
            Family::SwitchSuccessors => SwitchInstance::draw(rng).instance(),
            Family::Dominance => DomInstance::draw(rng).instance(),
            Family::PhiPair => PhiPairInstance::draw(rng).instance(),
            Family::MessageRule => MessageInstance::draw(rng).instance(),
        }
    }
}

/// A random `switch` whose cases share a few destinations (Definition 9.3.1).
#[derive(Debug, Clone)]
pub struct SwitchInstance {
    pub default: String,
    pub cases: Vec<(i64, String)>,
}

impl SwitchInstance {
    pub fn draw(rng: &mut QuizRng) -> SwitchInstance {
        let labels = ["d", "j", "k", "m"];
        let default = rng.pick(&labels).to_string();
        let count = rng.range(2, 5) as usize;
        let mut values: Vec<i64> = (0..16).collect();
        rng.shuffle(&mut values);
        // Three destinations for up to five cases: repeated successors are the point.
        let targets = &labels[..3];
        let cases = values[..count]
            .iter()
            .map(|v| (*v, rng.pick(targets).to_string()))
            .collect();
        SwitchInstance { default, cases }
    }

    /// succs(t) = ⟨d, b1, …, bk⟩, with multiplicity.
    pub fn successors(&self) -> Vec<String> {
        let mut out = vec![self.default.clone()];
        out.extend(self.cases.iter().map(|(_, b)| b.clone()));
        out
    }

    pub fn text(&self) -> String {
        let mut text = format!("  switch i32 %x, label %{} [\n", self.default);
        for (value, label) in &self.cases {
            text.push_str(&format!("    i32 {value}, label %{label}\n"));
        }
        text.push_str("  ]");
        text
    }

    fn instance(&self) -> Instance {
        let answer = self
            .successors()
            .iter()
            .map(|b| format!("%{b}"))
            .collect::<Vec<_>>()
            .join(", ");
        Instance {
            text: self.text(),
            detail: format!(
                "succs = ⟨{answer}⟩: the default first, then each case's label in order, repeats kept."
            ),
            form: Form::Short {
                answer,
                accept: Vec::new(),
            },
        }
    }
}

/// Where the use of `%v` sits in the dominance family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UseSite {
    /// `%u = mul i32 %v, 2`; `before_def` matters only in the defining block.
    Plain { before_def: bool },
    /// `%u = phi i32 [ %v, %pred ], …`: `%v` is the incoming value on the edges from `pred`.
    Phi { pred: usize },
}

/// A random CFG with one definition `%v` and one use of it (Definitions 9.3.2 and 9.3.3).
#[derive(Debug, Clone)]
pub struct DomInstance {
    /// Successors of each block, with multiplicity; block 0 is the entry.
    pub succs: Vec<Vec<usize>>,
    pub def_block: usize,
    pub use_block: usize,
    pub site: UseSite,
}

impl DomInstance {
    pub fn draw(rng: &mut QuizRng) -> DomInstance {
        let n = rng.range(4, 6) as usize;
        let succs: Vec<Vec<usize>> = (0..n).map(|b| draw_targets(rng, b, n)).collect();
        let def_block = rng.below(n as u32) as usize;
        // Mostly a reachable use: an unreachable one is always dominated, a dull question.
        let reach = dominance::reachable(&succs);
        let live: Vec<usize> = (0..n).filter(|b| reach[*b]).collect();
        let use_block = if rng.chance(7, 8) {
            *rng.pick(&live)
        } else {
            rng.below(n as u32) as usize
        };
        let preds = predecessors(&succs, use_block);
        let site = if !preds.is_empty() && rng.chance(1, 3) {
            UseSite::Phi {
                pred: *rng.pick(&preds),
            }
        } else {
            UseSite::Plain {
                before_def: use_block == def_block && rng.chance(1, 2),
            }
        };
        DomInstance {
            succs,
            def_block,
            use_block,
            site,
        }
    }

    pub fn block_name(b: usize) -> String {
        if b == 0 {
            "entry".to_string()
        } else {
            format!("b{b}")
        }
    }

    /// Whether the definition dominates the use, by Definition 9.3.3.
    pub fn dominated(&self) -> bool {
        let dom = dominance::dominators(&self.succs);
        let live = dominance::reachable(&self.succs);
        if !live[self.use_block] {
            return true;
        }
        match self.site {
            UseSite::Phi { pred } => dom[pred][self.def_block],
            UseSite::Plain { before_def } if self.def_block == self.use_block => !before_def,
            UseSite::Plain { .. } => dom[self.use_block][self.def_block],
        }
    }

    /// The whole function as LLVM IR (opt-22 accepts it exactly when the use is dominated).
    pub fn ir(&self) -> String {
        let mut out = String::from("define i32 @f(i32 %x, i1 %c) {\n");
        for b in 0..self.succs.len() {
            out.push_str(&format!("{}:\n", Self::block_name(b)));
            out.push_str(&self.body_of(b));
            out.push_str(&format!("  {}\n", terminator(&self.succs[b])));
        }
        out.push('}');
        out
    }

    fn body_of(&self, b: usize) -> String {
        let def = "  %v = add i32 %x, 1\n".to_string();
        let mut lines = Vec::new();
        if b == self.use_block
            && let UseSite::Phi { pred } = self.site
        {
            let entries: Vec<String> = predecessors_with_multiplicity(&self.succs, b)
                .into_iter()
                .map(|p| {
                    let value = if p == pred { "%v" } else { "0" };
                    format!("[ {value}, %{} ]", Self::block_name(p))
                })
                .collect();
            lines.push(format!("  %u = phi i32 {}\n", entries.join(", ")));
        }
        let plain_use = b == self.use_block && matches!(self.site, UseSite::Plain { .. });
        let use_first = matches!(self.site, UseSite::Plain { before_def: true });
        if plain_use && use_first {
            lines.push("  %u = mul i32 %v, 2\n".to_string());
        }
        if b == self.def_block {
            lines.push(def);
        }
        if plain_use && !use_first {
            lines.push("  %u = mul i32 %v, 2\n".to_string());
        }
        lines.concat()
    }

    fn instance(&self) -> Instance {
        let yes = self.dominated();
        Instance {
            text: self.ir(),
            detail: self.why(yes),
            form: Form::Single {
                choices: vec!["yes".to_string(), "no".to_string()],
                answer: if yes { 0 } else { 1 },
            },
        }
    }

    fn why(&self, yes: bool) -> String {
        let name = Self::block_name;
        let (d, u) = (self.def_block, self.use_block);
        let verdict = if yes { "yes" } else { "no" };
        if !dominance::reachable(&self.succs)[u] {
            return format!(
                "{verdict}: %{} is unreachable from entry, so every use in it counts as dominated.",
                name(u)
            );
        }
        // Where %v must be available: the end of the phi's predecessor, or the use's block.
        let (target, question) = match self.site {
            UseSite::Phi { pred } => (
                pred,
                format!(
                    "a phi reads %v at the end of %{}: does %{} dom %{}?",
                    name(pred),
                    name(d),
                    name(pred)
                ),
            ),
            UseSite::Plain { before_def } if d == u => {
                let order = if before_def { "before" } else { "after" };
                return format!(
                    "{verdict}: definition and use share %{}, and the use comes {order} the definition.",
                    name(d)
                );
            }
            UseSite::Plain { .. } => (u, format!("does %{} sdom %{}?", name(d), name(u))),
        };
        match dominance::path_avoiding(&self.succs, d, target) {
            Some(path) if !yes => {
                let path: Vec<String> = path.iter().map(|b| format!("%{}", name(*b))).collect();
                format!(
                    "{verdict}: {question} No: the path {} avoids %{}.",
                    path.join(" → "),
                    name(d)
                )
            }
            _ => format!(
                "{verdict}: {question} Every path from entry passes through %{}.",
                name(d)
            ),
        }
    }
}

fn draw_targets(rng: &mut QuizRng, b: usize, n: usize) -> Vec<usize> {
    let target = |rng: &mut QuizRng| {
        // Mostly forward edges, sometimes a back edge; never to the entry block (W2).
        if b + 1 < n && rng.chance(3, 4) {
            rng.range(b as u32 + 1, n as u32 - 1) as usize
        } else {
            rng.range(1, n as u32 - 1) as usize
        }
    };
    match rng.below(10) {
        0..=1 if b > 0 => Vec::new(),
        0..=4 => vec![target(rng)],
        _ => vec![target(rng), target(rng)],
    }
}

fn terminator(succs: &[usize]) -> String {
    let name = DomInstance::block_name;
    match succs {
        [] => "ret i32 0".to_string(),
        [t] => format!("br label %{}", name(*t)),
        [t, f] => format!("br i1 %c, label %{}, label %{}", name(*t), name(*f)),
        _ => unreachable!("the generator draws at most two successors"),
    }
}

/// Distinct predecessors of `b`, in block order.
fn predecessors(succs: &[Vec<usize>], b: usize) -> Vec<usize> {
    let mut preds = predecessors_with_multiplicity(succs, b);
    preds.dedup();
    preds
}

/// One entry per incoming edge of `b` (W4 counts with multiplicity), in block order.
fn predecessors_with_multiplicity(succs: &[Vec<usize>], b: usize) -> Vec<usize> {
    let mut preds = Vec::new();
    for (p, out) in succs.iter().enumerate() {
        preds.extend(out.iter().filter(|s| **s == b).map(|_| p));
    }
    preds
}

/// How the loop updates `%b` on the back edge in the phi-pair family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairStep {
    /// `%next = add i64 %a, %b` (the Fibonacci loop of lab task F3).
    Sum,
    /// `%next = sub i64 %b, %a`.
    Difference,
    /// `%b` takes `%a`: the swap problem.
    Swap,
}

/// A loop header with two phis that read each other (Definition 9.3.8).
#[derive(Debug, Clone)]
pub struct PhiPairInstance {
    pub a0: i64,
    pub b0: i64,
    pub step: PairStep,
    /// Whether `%b`'s phi is listed first (the order must not matter).
    pub b_first: bool,
    /// The iteration asked about; iteration 1 comes from `%entry`.
    pub k: u32,
}

impl PhiPairInstance {
    pub fn draw(rng: &mut QuizRng) -> PhiPairInstance {
        let step = *rng.pick(&[PairStep::Sum, PairStep::Difference, PairStep::Swap]);
        PhiPairInstance {
            a0: rng.range(0, 18) as i64 - 9,
            b0: rng.range(0, 18) as i64 - 9,
            step,
            b_first: rng.chance(1, 2),
            k: rng.range(2, 6),
        }
    }

    /// (%a, %b) at the start of every iteration 1..=k, the phis assigned simultaneously.
    pub fn table(&self) -> Vec<(i64, i64)> {
        let mut rows = vec![(self.a0, self.b0)];
        for _ in 1..self.k {
            let (a, b) = *rows.last().expect("rows start non-empty");
            let next = match self.step {
                PairStep::Sum => a + b,
                PairStep::Difference => b - a,
                PairStep::Swap => a,
            };
            rows.push((b, next));
        }
        rows
    }

    pub fn text(&self) -> String {
        let phi_a = format!("  %a = phi i64 [ {}, %entry ], [ %b, %loop ]\n", self.a0);
        let b_next = if self.step == PairStep::Swap {
            "%a"
        } else {
            "%next"
        };
        let phi_b = format!(
            "  %b = phi i64 [ {}, %entry ], [ {b_next}, %loop ]\n",
            self.b0
        );
        let mut text = String::from("loop:\n");
        if self.b_first {
            text.push_str(&phi_b);
            text.push_str(&phi_a);
        } else {
            text.push_str(&phi_a);
            text.push_str(&phi_b);
        }
        match self.step {
            PairStep::Sum => text.push_str("  %next = add i64 %a, %b\n"),
            PairStep::Difference => text.push_str("  %next = sub i64 %b, %a\n"),
            PairStep::Swap => {}
        }
        text.push_str("  br label %loop");
        text.push_str(&format!(
            "\n\nIteration 1 arrives from %entry. What are %a and %b at the start of iteration {}? Answer `a, b`.",
            self.k
        ));
        text
    }

    fn instance(&self) -> Instance {
        let rows = self.table();
        let (a, b) = *rows.last().expect("k >= 1");
        let trace: Vec<String> = rows
            .iter()
            .enumerate()
            .map(|(i, (a, b))| format!("{}: ({a}, {b})", i + 1))
            .collect();
        Instance {
            text: self.text(),
            detail: format!(
                "(%a, %b) per iteration, both phis read the old values: {}.",
                trace.join(", ")
            ),
            form: Form::Short {
                answer: format!("{a}, {b}"),
                accept: Vec::new(),
            },
        }
    }
}

/// An LLVM message drawn from the checker's catalogue; the question is its rule.
#[derive(Debug, Clone)]
pub struct MessageInstance {
    pub message: &'static str,
    pub rule: Rule,
    pub step: u8,
}

/// The choices of the message-rule family: `KEY: summary`, so `W4` alone is an answer.
pub const RULE_CHOICES: [(Rule, &str); 8] = [
    (Rule::W1, "W1: one terminator per block, at its end"),
    (Rule::W2, "W2: the entry block has no predecessors"),
    (
        Rule::W3,
        "W3: phis (then an EH pad) come first in their block",
    ),
    (
        Rule::W4,
        "W4: one phi entry per incoming edge, agreeing per block",
    ),
    (Rule::W5, "W5: operand and result types agree"),
    (Rule::W6, "W6: every use is dominated by its definition"),
    (Rule::W7, "W7: exception handling is consistent"),
    (
        Rule::Names,
        "names: each name defined once, every used name defined",
    ),
];

impl MessageInstance {
    pub fn draw(rng: &mut QuizRng) -> MessageInstance {
        let (message, rule, step) = *rng.pick(MESSAGE_CATALOGUE);
        MessageInstance {
            message,
            rule,
            step,
        }
    }

    fn instance(&self) -> Instance {
        let choices: Vec<String> = RULE_CHOICES.iter().map(|(_, c)| c.to_string()).collect();
        let answer = RULE_CHOICES
            .iter()
            .position(|(r, _)| *r == self.rule)
            .expect("every rule has a choice");
        let finder = if self.step <= 4 { "parser" } else { "verifier" };
        Instance {
            text: format!("    {}", self.message),
            detail: format!(
                "{}: the {finder} reports it at step {} of Algorithm 9.3.7.",
                self.rule, self.step
            ),
            form: Form::Single { choices, answer },
        }
    }
}
