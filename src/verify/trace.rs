//! The whole of Algorithm 9.3.7 on a module: the parser (steps 1–4), then the verifier
//! (steps 5–9) on each function, and the step table of the lesson's worked example built
//! from what the steps found.

use super::steps::{Walk, verify_function};
use super::{Finding, FunctionTrace, Origin, Report, Rule, StepRow};
use crate::ir::lexer::{LineIndex, caret_lines};
use crate::ir::{self, Function, ModuleCtx, Op, ParseError, SymDef, Value};

/// Checks a module's text (bytes: LLVM accepts any bytes in comments and strings).
/// `file` is the name shown in messages, as given on the command line. The report carries
/// the dominance table of every function.
pub fn check_source(file: &str, src: &[u8]) -> Report {
    check_source_with(file, src, true)
}

/// [`check_source`], keeping the rows of the dominance table only when `dominance_rows`
/// (they are text, one per non-trivial use: millions on a large input).
pub fn check_source_with(file: &str, src: &[u8], dominance_rows: bool) -> Report {
    let mut findings = Vec::new();
    let mut debug_info = Vec::new();
    let mut functions = Vec::new();
    let parsed = ir::parse_each(src, |f, m| {
        let walk = verify_function(m, f, dominance_rows);
        functions.push(FunctionTrace {
            name: f.name.clone(),
            steps: step_table(m, f, &walk),
            dominance: walk.dom_rows.clone(),
        });
        findings.extend(walk.findings);
        debug_info.extend(walk.debug_info);
    });
    match parsed {
        Err(e) => parser_report(file, src, e),
        Ok(()) => Report {
            file: file.to_string(),
            findings,
            // Without a "Debug Info Version" module flag LLVM drops debug info unchecked.
            debug_info: if has_debug_info_version(src) {
                debug_info
            } else {
                Vec::new()
            },
            functions,
        },
    }
}

fn has_debug_info_version(src: &[u8]) -> bool {
    src.windows(20).any(|w| w == b"\"Debug Info Version\"")
}

/// The rule and step of a parser message (Algorithm 9.3.7, steps 1–4).
pub fn classify_parser_message(msg: &str) -> (Rule, u8) {
    const W1: &[&str] = &[
        "expected instruction opcode",
        "found end of file when expecting more instructions",
        "function body requires at least one basic block",
    ];
    const NAMES: &[&str] = &[
        "multiple definition of local value",
        "use of undefined value",
        "expected to be numbered",
        "unable to create",
        "instructions returning void cannot have a name",
        "invalid value number",
        "redefinition of",
    ];
    const W5: &[&str] = &[
        "defined with type",
        "forward referenced with type",
        "is not a basic block",
        "must have 'i1' type",
        "select condition",
        "values to select",
        "vector select",
        "switch condition must have integer type",
        "duplicate case value",
        "case value is not a constant integer",
        "invalid operand type",
        "invalid cast opcode",
        "constant must have integer type",
        "constant expression type mismatch",
        "requires integer",
        "requires floating point",
        "must be a pointer",
        "must have pointer type",
        "argument is not of expected type",
        "floating point constant invalid",
        "invalid indices",
        "disagree in type",
        "invalid type for",
        "must have first class type",
        "clause has an invalid type",
        "too many arguments specified",
        "not enough parameters specified",
        "index must be an integer",
        "void type only allowed",
    ];
    if msg.starts_with("value doesn't match function result type") {
        return (Rule::W5, 4);
    }
    if W1.iter().any(|p| msg.contains(p)) {
        return (Rule::W1, 1);
    }
    if NAMES.iter().any(|p| msg.contains(p)) {
        return (Rule::Names, 2);
    }
    if W5.iter().any(|p| msg.contains(p)) {
        return (Rule::W5, 3);
    }
    (Rule::Syntax, 1)
}

fn parser_report(file: &str, src: &[u8], e: ParseError) -> Report {
    let index = LineIndex::new(src);
    let (line, column) = index.line_col(src, e.offset);
    let (text, col0) = index.line_text(src, e.offset);
    let (source, caret) = caret_lines(text, col0);
    let (rule, step) = classify_parser_message(&e.message);
    let function = enclosing_function(src, e.offset);
    let finding = Finding {
        rule,
        step,
        origin: Origin::Parser,
        message: e.message.clone(),
        line: Some(line),
        column: Some(column),
        function: function.clone(),
        detail: vec![source, caret],
    };
    let mut steps = Vec::new();
    for (k, rule_name) in STEP_RULES.iter().enumerate() {
        let k = k as u8 + 1;
        let (checked, result) = if k == step {
            (
                format!("line {line}: {}", e.message),
                format!("{} fails", rule.id()),
            )
        } else if k <= 4 {
            ("the parser stopped at the first error".into(), "—".into())
        } else {
            ("not run: the parser rejected the module".into(), "—".into())
        };
        steps.push(StepRow {
            step: k,
            rule: rule_name.to_string(),
            checked,
            result,
        });
    }
    Report {
        file: file.to_string(),
        findings: vec![finding],
        debug_info: Vec::new(),
        functions: vec![FunctionTrace {
            name: function.unwrap_or_else(|| "(module)".into()),
            steps,
            dominance: Vec::new(),
        }],
    }
}

/// The name of the function whose `define` precedes `offset`, if any.
fn enclosing_function(src: &[u8], offset: u32) -> Option<String> {
    let before = &src[..(offset as usize).min(src.len())];
    let text = String::from_utf8_lossy(before);
    let at = text.rfind("define ")?;
    let rest = &text[at..];
    let name_start = rest.find('@')? + 1;
    let name: String = rest[name_start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-'))
        .collect();
    (!name.is_empty()).then_some(name)
}

/// The rule column of the step table (lesson section 3).
const STEP_RULES: [&str; 9] = ["W1", "names", "W5", "W5", "W2", "W3", "W4", "W6", "W6"];

/// The step table of one function: what each step checked, with real counts, and its result.
fn step_table(m: ModuleCtx, f: &Function, w: &Walk) -> Vec<StepRow> {
    let checked = [
        step1_summary(f),
        step2_summary(f),
        step3_summary(m, f, w),
        step4_summary(m, f, w),
        step5_summary(f, w),
        step6_summary(f, w),
        step7_summary(f, w),
        step8_summary(f, w),
        match w.nontrivial_uses {
            1 => "1 non-trivial use; see the dominance table".to_string(),
            n => format!("{n} non-trivial uses; see the dominance table"),
        },
    ];
    let first_step = w.findings.first().map(|x| x.step);
    checked
        .into_iter()
        .enumerate()
        .map(|(k, checked)| {
            let step = k as u8 + 1;
            let mut failing = w.findings.iter().filter(|x| x.step == step);
            let result = match failing.next() {
                None => "ok".to_string(),
                Some(x) => {
                    let more = failing.count();
                    let first = if first_step == Some(step) {
                        " (first)"
                    } else {
                        ""
                    };
                    let extra = if more > 0 {
                        format!(", +{more} more")
                    } else {
                        String::new()
                    };
                    format!("{} fails{first}: {}{extra}", x.rule.id(), x.message)
                }
            };
            StepRow {
                step,
                rule: STEP_RULES[k].to_string(),
                checked,
                result,
            }
        })
        .collect()
}

fn list(items: &[String]) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

fn step1_summary(f: &Function) -> String {
    let mut ops: Vec<&str> = Vec::new();
    for &b in &f.layout {
        if let Some(t) = f.terminator(b) {
            let op = f.inst(t).opcode;
            if !ops.contains(&op) {
                ops.push(op);
            }
        }
    }
    let n = f.layout.len();
    format!(
        "{n} block{}, each ends in {}",
        if n == 1 { "" } else { "s" },
        ops.join("/")
    )
}

fn step2_summary(f: &Function) -> String {
    let defs = f
        .syms
        .iter()
        .filter(|s| matches!(s.def, SymDef::Arg(_) | SymDef::Inst(_)))
        .count();
    format!("{defs} local definitions, each once; every used name is defined")
}

fn step3_summary(m: ModuleCtx, f: &Function, w: &Walk) -> String {
    let mut uses = 0usize;
    let mut branch: Option<String> = None;
    let mut arith: Option<String> = None;
    let mut other: Option<String> = None;
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            let inst = f.inst(i);
            for op in f.ops(i) {
                let Value::Local(s) = op.value else { continue };
                uses += 1;
                let wanted = (inst.op == Op::CondBr && branch.is_none())
                    || arith.is_none()
                    || other.is_none();
                if !wanted {
                    continue;
                }
                let name = f.local_name(s, &w.slots);
                let ty = m.types.name(op.ty);
                if inst.op == Op::CondBr && branch.is_none() {
                    let text = w_text(f, w, i);
                    let head = text.split(',').next().unwrap_or(&text).to_string();
                    branch = Some(format!("{name} is {ty} in {head}"));
                } else if matches!(
                    inst.opcode,
                    "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl" | "fadd" | "fsub" | "fmul"
                ) && arith.is_none()
                {
                    let text = w_text(f, w, i);
                    let head: Vec<&str> = text
                        .split_whitespace()
                        .take_while(|t| !t.starts_with('%'))
                        .collect();
                    arith = Some(format!("{name} is {ty} in {}", head.join(" ")));
                } else if other.is_none() && inst.op != Op::Phi {
                    other = Some(format!("{name} is {ty} in {}", inst.opcode));
                }
            }
        }
    }
    if uses == 0 {
        return "no local value is used".into();
    }
    let examples: Vec<String> = [branch, arith, other]
        .into_iter()
        .flatten()
        .take(2)
        .collect();
    format!("{uses} typed uses agree, e.g. {}", examples.join("; "))
}

/// The instruction's text without its result name and metadata, for the tables.
fn w_text(f: &Function, w: &Walk, i: crate::ir::InstId) -> String {
    let text = f.print_inst(w.m.consts, i, &w.slots);
    let text = text.trim();
    let text = match text.split_once(" = ") {
        Some((name, rest)) if name.starts_with('%') => rest,
        _ => text,
    };
    match text.find(", !") {
        Some(cut) => text[..cut].to_string(),
        None => text.to_string(),
    }
}

fn step4_summary(m: ModuleCtx, f: &Function, w: &Walk) -> String {
    let rets: Vec<crate::ir::InstId> = f
        .layout
        .iter()
        .filter_map(|&b| f.terminator(b))
        .filter(|&t| f.inst(t).op == Op::Ret)
        .collect();
    let ty = m.types.name(f.ret);
    let article = if ty.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    match rets.as_slice() {
        [] => format!("no ret in {article} {ty} function"),
        [one] => format!("{} in {article} {ty} function", w_text(f, w, *one)),
        [first, ..] => format!(
            "{} rets, e.g. {} in {article} {ty} function",
            rets.len(),
            w_text(f, w, *first)
        ),
    }
}

fn step5_summary(f: &Function, w: &Walk) -> String {
    let entry = f.block_label(f.entry(), &w.slots);
    let preds: Vec<String> = w.g.preds[0]
        .iter()
        .map(|&p| f.block_label(f.layout[p as usize], &w.slots))
        .collect();
    if preds.is_empty() {
        format!("preds({entry}) = ∅")
    } else {
        format!("preds({entry}) = {{{}}}", preds.join(", "))
    }
}

fn step6_summary(f: &Function, w: &Walk) -> String {
    let mut tops = Vec::new();
    let mut landing = Vec::new();
    for &b in &f.layout {
        let insts = &f.block(b).insts;
        if insts.first().is_some_and(|&i| f.inst(i).op == Op::Phi) {
            tops.push(f.block_label(b, &w.slots));
        }
        if insts.iter().any(|&i| f.inst(i).op == Op::LandingPad) {
            landing.push(f.block_label(b, &w.slots));
        }
    }
    let mut text = if tops.is_empty() {
        "no phis".to_string()
    } else {
        format!("phis only at the tops of {}", list(&tops))
    };
    if !landing.is_empty() {
        text.push_str(&format!("; landingpad first in {}", list(&landing)));
    }
    text
}

fn step7_summary(f: &Function, w: &Walk) -> String {
    let mut parts = Vec::new();
    for &b in &f.layout {
        let Some(&first) = f.block(b).insts.first() else {
            continue;
        };
        let phi = f.inst(first);
        if phi.op != Op::Phi {
            continue;
        }
        let _ = phi;
        let blocks: Vec<String> = f
            .incoming(first)
            .iter()
            .map(|&p| f.block_label(p, &w.slots))
            .collect();
        let label = f.block_label(b, &w.slots);
        if parts.is_empty() {
            parts.push(format!(
                "{label}: phi blocks {{{}}} = preds",
                blocks.join(", ")
            ));
        } else {
            parts.push(format!("{label}: {{{}}} = preds", blocks.join(", ")));
        }
    }
    if parts.is_empty() {
        "no phis".into()
    } else {
        parts.join("; ")
    }
}

fn step8_summary(f: &Function, w: &Walk) -> String {
    let uses_itself = |i: crate::ir::InstId| {
        let inst = f.inst(i);
        f.ops(i)
            .iter()
            .any(|op| matches!(op.value, Value::Local(s) if Some(s) == inst.sym))
    };
    let mut self_phis = 0;
    let mut offenders = Vec::new();
    for k in 0..f.insts.len() as u32 {
        let i = crate::ir::InstId(k);
        if !uses_itself(i) {
            continue;
        }
        let inst = f.inst(i);
        if inst.op == Op::Phi {
            self_phis += 1;
        } else if let Some(s) = inst.sym {
            offenders.push(format!("{} uses itself", f.local_name(s, &w.slots)));
        }
    }
    match (offenders.is_empty(), self_phis) {
        (false, _) => offenders.join("; "),
        (true, 0) => "no instruction uses itself".into(),
        (true, n) => format!("no instruction uses itself but {n} phi(s), which may"),
    }
}
