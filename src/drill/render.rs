//! How a drill looks: the numbered listing, the feedback after an answer, the step and
//! dominance tables of the checker's trace, and the JSON document of the CLI contract.

use std::fmt::Write as _;

use crate::ui::table::table;
use owo_colors::OwoColorize;
use serde_json::{Value, json};

use super::{Drill, FILE, Outcome, outcome_name, parse_outcome, verdict};
use crate::ui::Ctx;
use crate::verify::{Report, Rule};

/// A graded answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graded {
    pub given: Outcome,
    /// The value or block named after the rule (needed on hard).
    pub named: Option<String>,
    pub truth: Outcome,
    pub rule_ok: bool,
    /// Whether the name was required and right (`None` when not required).
    pub name_ok: Option<bool>,
    pub correct: bool,
}

/// Grades `answer` (`W4`, `w4 %x`, `valid`, ...) against the checker's verdict; `None` when
/// the answer names no outcome.
pub fn grade(drill: &Drill, report: &Report, answer: &str) -> Option<Graded> {
    let mut words = answer.split_whitespace();
    let given = parse_outcome(words.next()?)?;
    let named = words
        .next()
        .map(|w| w.trim_start_matches('%').trim_end_matches(':').to_string());
    let truth = verdict(report);
    let rule_ok = given == truth;
    let name_ok = (drill.difficulty == super::Difficulty::Hard && truth.is_some()).then(|| {
        let c = &drill.claim;
        named
            .as_deref()
            .is_some_and(|n| n == c.culprit || c.also.iter().any(|a| a == n))
    });
    Some(Graded {
        given,
        named,
        truth,
        rule_ok,
        name_ok,
        correct: rule_ok && name_ok.unwrap_or(true),
    })
}

fn paint(ctx: &Ctx, s: &str, f: fn(&str) -> String) -> String {
    if ctx.color { f(s) } else { s.to_string() }
}

/// The title line: the seed (so the drill can be replayed) and the difficulty.
pub fn header(drill: &Drill, ctx: &Ctx) -> String {
    let title = format!(
        "ir-validity drill: seed {}, difficulty {}",
        drill.seed,
        drill.difficulty.name()
    );
    format!("{}\n", paint(ctx, &title, |s| s.bold().to_string()))
}

/// The module with numbered lines (the numbers parser messages refer to).
pub fn listing(module: &str, ctx: &Ctx) -> String {
    let mut out = String::new();
    for (i, line) in module.lines().enumerate() {
        let no = format!("{:>3}", i + 1);
        let no = paint(ctx, &no, |s| s.dimmed().to_string());
        let body = if !line.starts_with(' ') && line.ends_with(':') {
            paint(ctx, line, |s| s.cyan().bold().to_string())
        } else if line.starts_with("define") || line.starts_with("declare") || line == "}" {
            paint(ctx, line, |s| s.yellow().to_string())
        } else {
            line.to_string()
        };
        let _ = writeln!(out, "{no} | {body}");
    }
    out
}

/// The question asked before the answer.
pub fn question(drill: &Drill) -> String {
    let mut q = String::from(
        "Which rule of Definition 9.3.4 does this function break first? W1-W7, or valid.\n",
    );
    if drill.difficulty == super::Difficulty::Hard {
        q.push_str(
            "On hard, name the offending value or block too, e.g. `W6 %x` or `W1 if.then`.\n",
        );
    }
    q.push_str("(`hint` for a hint)\n");
    q
}

/// The checker's first message, as opt-22 prints it, or the statement that it accepts.
fn llvm_says(report: &Report) -> String {
    match report.first() {
        Some(f) => {
            let mut s = String::from("LLVM (opt-22 -passes=verify) reports first:\n");
            for line in f.render(FILE).lines() {
                let _ = writeln!(s, "  {line}");
            }
            s
        }
        None => "LLVM (opt-22 -passes=verify) accepts the module.\n".to_string(),
    }
}

fn rule_statement(o: Outcome) -> String {
    match o {
        Some(r) => format!("{} (Definition 9.3.4): {}.\n", r.id(), r.statement()),
        None => "valid: every rule W1-W7 of Definition 9.3.4 holds.\n".to_string(),
    }
}

/// The step table of Algorithm 9.3.7 from the checker's trace.
pub fn steps_table(report: &Report) -> String {
    let Some(trace) = report.functions.first() else {
        return "Step table (Algorithm 9.3.7): the checker produced no trace.\n".to_string();
    };
    let rows = trace
        .steps
        .iter()
        .map(|row| {
            vec![
                row.step.to_string(),
                row.rule.clone(),
                row.checked.clone(),
                row.result.clone(),
            ]
        })
        .collect();
    let t = table(&["step", "rule", "what is checked", "result"], rows);
    format!("Step table (Algorithm 9.3.7):\n{t}\n")
}

/// The dominance table of the lesson's section 3 (step 9) from the checker's trace.
pub fn dominance_table(report: &Report) -> String {
    let Some(trace) = report.functions.first() else {
        return "Dominance table (step 9): the checker produced no trace.\n".to_string();
    };
    let rows = trace
        .dominance
        .iter()
        .map(|row| {
            vec![
                row.use_desc.clone(),
                row.in_block.clone(),
                row.def_in.clone(),
                row.rule.clone(),
                if row.holds { "yes" } else { "no" }.to_string(),
            ]
        })
        .collect();
    let t = table(
        &[
            "use",
            "in block",
            "definition in",
            "rule of Definition 9.3.3",
            "holds?",
        ],
        rows,
    );
    format!("Dominance table (step 9):\n{t}\n")
}

/// What follows an answer: right or wrong, the rule, LLVM's message, the step table.
pub fn feedback(drill: &Drill, report: &Report, g: &Graded, ctx: &Ctx) -> String {
    let mut s = String::new();
    let verdict = if g.correct {
        paint(ctx, "Right.", |s| s.green().bold().to_string())
    } else {
        paint(ctx, "Wrong.", |s| s.red().bold().to_string())
    };
    let _ = write!(s, "{verdict} ");
    if g.rule_ok {
        let _ = writeln!(s, "The answer is {}.", outcome_name(g.truth));
    } else {
        let _ = writeln!(
            s,
            "You said {}; the answer is {}.",
            outcome_name(g.given),
            outcome_name(g.truth)
        );
    }
    if let Some(ok) = g.name_ok {
        let c = &drill.claim;
        let said = g.named.as_deref().unwrap_or("nothing");
        let mark = if ok { "right" } else { "not it" };
        let _ = writeln!(
            s,
            "You named {said} ({mark}); the offender is %{}.",
            c.culprit
        );
    }
    s.push_str(&rule_statement(g.truth));
    s.push_str(&llvm_says(report));
    s.push_str(&steps_table(report));
    s
}

/// `--solution`: the verdict, the step table, and for W6 the dominance table.
pub fn solution(drill: &Drill, report: &Report) -> String {
    let truth = verdict(report);
    let mut s = steps_table(report);
    let _ = write!(s, "Verdict: {}", rule_statement(truth));
    s.push_str(&llvm_says(report));
    let _ = writeln!(s, "Generated: {} on {}.", drill.claim.kind, drill.origin);
    if truth == Some(Rule::W6) || drill.claim.rule == Some(Rule::W6) {
        s.push_str(&dominance_table(report));
    }
    s
}

/// The JSON document of the CLI contract.
pub fn json(drill: &Drill, report: &Report, answer: Option<(&str, bool)>) -> Value {
    let steps = report
        .functions
        .first()
        .map(|t| serde_json::to_value(&t.steps).unwrap_or(Value::Null))
        .unwrap_or_else(|| json!([]));
    let mut v = json!({
        "seed": drill.seed,
        "difficulty": drill.difficulty.name(),
        "rule": verdict(report).map(Rule::id),
        "mutation": drill.claim.kind,
        "message": report.first().map(|f| f.message.clone()),
        "ir": drill.module,
        "steps": steps,
        "claimed": {
            "rule": drill.claim.rule.map(Rule::id),
            "message": drill.claim.message,
        },
    });
    if let Some((a, correct)) = answer {
        v["answer"] = json!(a);
        v["correct"] = json!(correct);
    }
    v
}
