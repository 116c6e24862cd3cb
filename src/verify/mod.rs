//! The checker: Algorithm 9.3.7 of lesson 9.3, replayed in LLVM's order.
//!
//! Steps 1–4 are the parser's (`crate::ir::parse`), steps 5–9 the verifier's. Every
//! finding is plain data ([`Finding`]) carrying LLVM's message exactly as `opt-22
//! -passes=verify` prints it; [`Finding::render`] prints it the way opt-22 does.

pub mod cli;
pub mod steps;
mod trace;

pub use trace::{check_source, check_source_with};

use serde::Serialize;

/// A rule of Definition 9.3.4, or the parser's name rules (step 2 of Algorithm 9.3.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Rule {
    W1,
    W2,
    W3,
    W4,
    W5,
    W6,
    W7,
    /// Step 2: every name defined once, every used name defined.
    #[serde(rename = "names")]
    Names,
    /// Step 1: the text is not LLVM IR at all (a grammar error outside W1–W7).
    #[serde(rename = "syntax")]
    Syntax,
}

impl Rule {
    pub const ALL: [Rule; 8] = [
        Rule::W1,
        Rule::W2,
        Rule::W3,
        Rule::W4,
        Rule::W5,
        Rule::W6,
        Rule::W7,
        Rule::Names,
    ];

    /// `W1`..`W7` or `names`, as in the JSON contract.
    pub fn id(self) -> &'static str {
        match self {
            Rule::W1 => "W1",
            Rule::W2 => "W2",
            Rule::W3 => "W3",
            Rule::W4 => "W4",
            Rule::W5 => "W5",
            Rule::W6 => "W6",
            Rule::W7 => "W7",
            Rule::Names => "names",
            Rule::Syntax => "syntax",
        }
    }

    /// The rule's statement, after Definition 9.3.4 (short form).
    pub fn statement(self) -> &'static str {
        match self {
            Rule::W1 => "every block ends in exactly one terminator and contains no other",
            Rule::W2 => "the entry block has no predecessors (and therefore no phis)",
            Rule::W3 => {
                "phis come before any other instruction of their block, and an EH pad is the first non-phi"
            }
            Rule::W4 => {
                "every phi has exactly one entry per incoming edge, counted with multiplicity, the same value for the same predecessor, and no entry for a non-predecessor"
            }
            Rule::W5 => "operand and result types agree with the instruction",
            Rule::W6 => "every use is dominated by its definition",
            Rule::W7 => {
                "exception handling is consistent: an invoke's unwind destination starts with a landingpad, and a function containing one has a personality"
            }
            Rule::Names => "every name is defined once, and every used name is defined",
            Rule::Syntax => "the text follows the grammar of LLVM IR",
        }
    }

    /// Parses `W4`, `w4`, `4` or `names`.
    pub fn parse(text: &str) -> Option<Rule> {
        let t = text.trim().to_ascii_lowercase();
        let t = t.strip_prefix('w').unwrap_or(&t);
        match t {
            "1" => Some(Rule::W1),
            "2" => Some(Rule::W2),
            "3" => Some(Rule::W3),
            "4" => Some(Rule::W4),
            "5" => Some(Rule::W5),
            "6" => Some(Rule::W6),
            "7" => Some(Rule::W7),
            "names" => Some(Rule::Names),
            _ => None,
        }
    }
}

impl std::fmt::Display for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// Where a finding comes from: the parser prints `FILE:LINE:COL: error: MSG`, the source
/// line and a caret; the verifier prints the message and the values under it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Origin {
    Parser,
    Verifier,
}

/// One error, as LLVM reports it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub rule: Rule,
    /// The step of Algorithm 9.3.7 that finds it (1–9).
    pub step: u8,
    pub origin: Origin,
    /// LLVM's message, exactly (the first line of what opt-22 prints).
    pub message: String,
    /// 1-based line and column, for parser errors.
    pub line: Option<u32>,
    pub column: Option<u32>,
    /// The function the error is in, when known.
    pub function: Option<String>,
    /// What opt-22 prints under the message: for parser errors the source line and the
    /// caret line; for verifier errors the values, one printed line each.
    pub detail: Vec<String>,
}

impl Finding {
    /// The finding exactly as opt-22 prints it (without the `opt-22: ` program prefix and
    /// without the `input module is broken!` trailer), one `\n`-terminated line each.
    pub fn render(&self, file: &str) -> String {
        let mut out = String::new();
        match self.origin {
            Origin::Parser => out.push_str(&format!(
                "{file}:{}:{}: error: {}\n",
                self.line.unwrap_or(0),
                self.column.unwrap_or(0),
                self.message
            )),
            Origin::Verifier => {
                out.push_str(&self.message);
                out.push('\n');
            }
        }
        for line in &self.detail {
            out.push_str(line);
            out.push('\n');
        }
        out
    }
}

/// One row of the step table (lesson section 3): step, rule, what was checked, result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StepRow {
    pub step: u8,
    pub rule: String,
    pub checked: String,
    pub result: String,
}

/// One row of the dominance table (lesson section 3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DomRow {
    #[serde(rename = "use")]
    pub use_desc: String,
    pub in_block: String,
    pub def_in: String,
    pub rule: String,
    pub holds: bool,
}

/// The trace of Algorithm 9.3.7 on one function.
#[derive(Debug, Clone, Serialize)]
pub struct FunctionTrace {
    pub name: String,
    pub steps: Vec<StepRow>,
    pub dominance: Vec<DomRow>,
}

/// The result of checking one module.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub file: String,
    /// Every error opt-22 prints, in its order. A parser error is always alone.
    pub findings: Vec<Finding>,
    /// Broken debug info, which opt-22 prints and then ignores (the module stays valid).
    pub debug_info: Vec<Finding>,
    /// The trace per defined function, in module order.
    pub functions: Vec<FunctionTrace>,
}

impl Report {
    pub fn valid(&self) -> bool {
        self.findings.is_empty()
    }

    pub fn first(&self) -> Option<&Finding> {
        self.findings.first()
    }
}

/// LLVM 22's messages for the rules of Definition 9.3.4, each with the rule it enforces and
/// the step of Algorithm 9.3.7 that finds it (measured with opt-22; see llvm-facts.md).
/// Messages that carry a name or a type are given with a typical one.
pub const MESSAGE_CATALOGUE: &[(&str, Rule, u8)] = &[
    ("expected instruction opcode", Rule::W1, 1),
    (
        "found end of file when expecting more instructions",
        Rule::W1,
        1,
    ),
    (
        "function body requires at least one basic block",
        Rule::W1,
        1,
    ),
    (
        "Terminator found in the middle of a basic block!",
        Rule::W1,
        1,
    ),
    (
        "multiple definition of local value named 'a'",
        Rule::Names,
        2,
    ),
    ("use of undefined value '%y'", Rule::Names, 2),
    (
        "instruction expected to be numbered '%1' or greater",
        Rule::Names,
        2,
    ),
    (
        "'%x' defined with type 'i64' but expected 'i32'",
        Rule::W5,
        3,
    ),
    (
        "instruction forward referenced with type 'i32'",
        Rule::W5,
        3,
    ),
    ("branch condition must have 'i1' type", Rule::W5, 3),
    ("select condition must be i1 or <n x i1>", Rule::W5, 3),
    ("duplicate case value in switch", Rule::W5, 3),
    (
        "value doesn't match function result type 'i32'",
        Rule::W5,
        4,
    ),
    (
        "Entry block to function must not have predecessors!",
        Rule::W2,
        5,
    ),
    ("PHI nodes not grouped at top of basic block!", Rule::W3, 6),
    (
        "LandingPadInst not the first non-PHI instruction in the block.",
        Rule::W3,
        6,
    ),
    (
        "PHINode should have one entry for each predecessor of its parent basic block!",
        Rule::W4,
        7,
    ),
    ("PHI node entries do not match predecessors!", Rule::W4, 7),
    (
        "PHI node has multiple entries for the same basic block with different incoming values!",
        Rule::W4,
        7,
    ),
    ("Only PHI nodes may reference their own value!", Rule::W6, 8),
    ("Instruction does not dominate all uses!", Rule::W6, 9),
    (
        "The unwind destination does not have an exception handling instruction!",
        Rule::W7,
        6,
    ),
    (
        "LandingPadInst needs to be in a function with a personality.",
        Rule::W7,
        6,
    ),
    (
        "ResumeInst needs to be in a function with a personality.",
        Rule::W7,
        6,
    ),
];
