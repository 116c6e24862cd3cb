//! Mutations that break exactly one rule of Definition 9.3.4, and decoys that look broken
//! but keep the function well formed.
//!
//! Each mutation returns a [`Claim`]: the rule it breaks, the message LLVM 22 prints first
//! (as measured with opt-22, see llvm-facts.md), and where the problem is. The claim is the
//! generator's promise; the tests hold it against opt-22 and against the checker, which is
//! what grades the student.

use super::model::{Block, Cfg, Func, Inst, Kind, Operand, Piece, available_at, available_at_end};
use super::rng::Rng;
use crate::verify::Rule;

const DOMINANCE: &str = "Instruction does not dominate all uses!";
const W1_OPCODE: &str = "expected instruction opcode";
const W1_MIDDLE: &str = "Terminator found in the middle of a basic block!";
const W2_ENTRY: &str = "Entry block to function must not have predecessors!";
const W3_PHI: &str = "PHI nodes not grouped at top of basic block!";
const W4_COUNT: &str =
    "PHINode should have one entry for each predecessor of its parent basic block!";
const W4_MATCH: &str = "PHI node entries do not match predecessors!";
const W4_VALUES: &str =
    "PHI node has multiple entries for the same basic block with different incoming values!";
const W6_SELF: &str = "Only PHI nodes may reference their own value!";
const W7_UNWIND: &str = "The unwind destination does not have an exception handling instruction!";
const W7_PAD_EDGE: &str =
    "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.";

/// What a mutation did, in the generator's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    /// The rule broken first, or `None` for a well-formed function.
    pub rule: Option<Rule>,
    pub kind: &'static str,
    /// The first line LLVM prints (for parser errors, the text after `error: `).
    pub message: Option<String>,
    /// The step of Algorithm 9.3.7 that finds it (0 when valid).
    pub step: u8,
    /// The block where to look (hint 2).
    pub block: String,
    /// The value or block at fault, as a student names it on hard (without `%`).
    pub culprit: String,
    /// Other names accepted for the culprit.
    pub also: Vec<String>,
}

/// A mutation kind: the outcome it produces and the first difficulty that uses it.
#[derive(Debug, Clone, Copy)]
pub struct KindSpec {
    pub name: &'static str,
    pub rule: Option<Rule>,
    /// 0 easy, 1 medium, 2 hard.
    pub level: u8,
    /// Needs an invoke with a landing pad.
    pub eh: bool,
}

const fn k(name: &'static str, rule: Option<Rule>, level: u8, eh: bool) -> KindSpec {
    KindSpec {
        name,
        rule,
        level,
        eh,
    }
}

/// Every kind, grouped by outcome.
pub const KINDS: &[KindSpec] = &[
    k("drop-terminator", Some(Rule::W1), 0, false),
    k("code-after-terminator", Some(Rule::W1), 0, false),
    k("label-after-non-terminator", Some(Rule::W1), 1, false),
    k("duplicate-label", Some(Rule::W1), 1, false),
    k("retarget-to-entry", Some(Rule::W2), 0, false),
    k("ret-to-entry", Some(Rule::W2), 0, false),
    k("dead-block-to-entry", Some(Rule::W2), 1, false),
    k("hoist-above-phi", Some(Rule::W3), 0, false),
    k("insert-between-phis", Some(Rule::W3), 0, false),
    k("sink-phi", Some(Rule::W3), 1, false),
    k("phi-after-landingpad", Some(Rule::W3), 2, true),
    k("drop-entry", Some(Rule::W4), 0, false),
    k("add-entry", Some(Rule::W4), 0, false),
    k("retarget-entry", Some(Rule::W4), 1, false),
    k("duplicate-entry", Some(Rule::W4), 1, false),
    k("ret-type", Some(Rule::W5), 0, false),
    k("br-condition-type", Some(Rule::W5), 0, false),
    k("operand-type", Some(Rule::W5), 0, false),
    k("phi-incoming-type", Some(Rule::W5), 1, false),
    k("use-before-def", Some(Rule::W6), 0, false),
    k("self-reference", Some(Rule::W6), 0, false),
    k("def-not-dominating", Some(Rule::W6), 0, false),
    k("phi-value-unavailable", Some(Rule::W6), 1, false),
    k("invoke-result-on-unwind", Some(Rule::W6), 2, true),
    k("invoke-result-in-unwind-phi", Some(Rule::W6), 2, true),
    k("drop-personality", Some(Rule::W7), 0, true),
    k("unwind-dest-not-pad", Some(Rule::W7), 0, true),
    k("unwind-to-normal-dest", Some(Rule::W7), 1, true),
    k("branch-to-pad", Some(Rule::W7), 1, true),
    k("none", None, 0, false),
    k("self-phi", None, 1, false),
    k("back-edge-value", None, 1, false),
    k("unreachable-use", None, 1, false),
    k("equal-duplicate-entries", None, 1, false),
    k("invoke-normal-phi", None, 1, true),
];

/// The decoys mixed into medium and hard drills (each keeps the function well formed).
pub const DECOYS: &[&str] = &[
    "self-phi",
    "back-edge-value",
    "unreachable-use",
    "equal-duplicate-entries",
    "invoke-normal-phi",
];

/// Applies the mutation (or decoy) `kind`; `None` when the function offers no place for it.
pub fn apply(kind: &'static str, f: &mut Func, rng: &mut Rng) -> Option<Claim> {
    let cfg = Cfg::new(f);
    let mut m = Mut { f, cfg: &cfg, rng };
    match kind {
        "drop-terminator" => m.drop_terminator(),
        "code-after-terminator" => m.code_after_terminator(),
        "label-after-non-terminator" => m.label_after_non_terminator(),
        "duplicate-label" => m.duplicate_label(),
        "retarget-to-entry" => m.retarget_to_entry(),
        "ret-to-entry" => m.ret_to_entry(),
        "dead-block-to-entry" => m.dead_block_to_entry(),
        "hoist-above-phi" => m.hoist_above_phi(),
        "insert-between-phis" => m.insert_between_phis(),
        "sink-phi" => m.sink_phi(),
        "phi-after-landingpad" => m.phi_after_landingpad(),
        "drop-entry" => m.drop_entry(),
        "add-entry" => m.add_entry(),
        "retarget-entry" => m.retarget_entry(),
        "duplicate-entry" => m.duplicate_entry(),
        "ret-type" => m.ret_type(),
        "br-condition-type" => m.retype_use(kind, |i, _| i.op == "br"),
        "operand-type" => m.retype_use(kind, |i, _| i.kind == Kind::Other),
        "phi-incoming-type" => m.retype_use(kind, |i, _| i.kind == Kind::Phi),
        "use-before-def" => m.use_before_def(),
        "self-reference" => m.self_reference(),
        "def-not-dominating" => m.def_not_dominating(),
        "phi-value-unavailable" => m.phi_value_unavailable(),
        "invoke-result-on-unwind" => m.invoke_result_on_unwind(),
        "invoke-result-in-unwind-phi" => m.invoke_result_in_unwind_phi(),
        "drop-personality" => m.drop_personality(),
        "unwind-dest-not-pad" => m.unwind_dest_not_pad(),
        "unwind-to-normal-dest" => m.unwind_to_normal_dest(),
        "branch-to-pad" => m.branch_to_pad(),
        "none" => Some(m.valid("none", "entry", "")),
        "self-phi" => m.self_phi(),
        "back-edge-value" => m.back_edge_value(),
        "unreachable-use" => m.unreachable_use(),
        "equal-duplicate-entries" => m.equal_duplicate_entries(),
        "invoke-normal-phi" => m.invoke_normal_phi(),
        _ => None,
    }
}

struct Mut<'a, 'r> {
    f: &'a mut Func,
    cfg: &'a Cfg,
    rng: &'r mut Rng,
}

fn text(s: &str) -> Piece {
    Piece::Text(s.to_string())
}

/// A constant of an integer or pointer type, as a phi or instruction operand.
fn constant(ty: &str, n: usize) -> Option<String> {
    match ty {
        "i1" => Some(if n.is_multiple_of(2) { "false" } else { "true" }.into()),
        "ptr" => Some("null".into()),
        t if t.starts_with('i') => Some(n.to_string()),
        _ => None,
    }
}

fn is_int(ty: &str) -> bool {
    ty.starts_with('i')
}

impl Mut<'_, '_> {
    fn claim(
        &self,
        kind: &'static str,
        rule: Rule,
        msg: &str,
        step: u8,
        block: &str,
        culprit: &str,
    ) -> Claim {
        Claim {
            rule: Some(rule),
            kind,
            message: Some(msg.to_string()),
            step,
            block: block.to_string(),
            culprit: culprit.to_string(),
            also: Vec::new(),
        }
    }

    fn valid(&self, kind: &'static str, block: &str, culprit: &str) -> Claim {
        Claim {
            rule: None,
            kind,
            message: None,
            step: 0,
            block: block.to_string(),
            culprit: culprit.to_string(),
            also: Vec::new(),
        }
    }

    fn pick<T: Clone>(&mut self, items: Vec<T>) -> Option<T> {
        if items.is_empty() {
            return None;
        }
        Some(items[self.rng.below(items.len())].clone())
    }

    fn bname(&self, b: usize) -> String {
        self.f.blocks[b].name.clone()
    }

    /// Blocks ending in a terminator (every block before mutation), by index.
    fn blocks(&self) -> Vec<usize> {
        (0..self.f.blocks.len()).collect()
    }

    /// Every (block, index) of a leading phi.
    fn phis(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for (bi, b) in self.f.blocks.iter().enumerate() {
            for ii in 0..b.num_phis() {
                out.push((bi, ii));
            }
        }
        out
    }

    fn inst(&self, at: (usize, usize)) -> &Inst {
        &self.f.blocks[at.0].insts[at.1]
    }

    fn fresh_add(&self, stem: &str) -> Inst {
        let n = self.f.fresh(stem);
        Inst::new(
            Some((&n, "i64")),
            Kind::Other,
            "add",
            vec![text("add i64 1, 2")],
        )
    }

    /// Sets the value of every entry of the phi at `at` that comes from the predecessor of
    /// entry `e`: duplicate edges must keep carrying one value (W4).
    fn set_entry(&mut self, at: (usize, usize), e: usize, op: Operand) {
        let phi = &mut self.f.blocks[at.0].insts[at.1];
        let pred = phi.entries[e].1.clone();
        for (v, b) in phi.entries.iter_mut() {
            if *b == pred {
                *v = op.clone();
            }
        }
    }

    // ---- W1: the parser's block structure (step 1) ----

    fn drop_terminator(&mut self) -> Option<Claim> {
        let b = self.pick(self.blocks())?;
        self.f.blocks[b].insts.pop();
        let name = self.bname(b);
        Some(self.claim("drop-terminator", Rule::W1, W1_OPCODE, 1, &name, &name))
    }

    fn code_after_terminator(&mut self) -> Option<Claim> {
        let b = self.pick(self.blocks())?;
        let inst = self.fresh_add("after");
        let extra = inst.name().unwrap_or_default().to_string();
        self.f.blocks[b].insts.push(inst);
        let name = self.bname(b);
        let mut c = self.claim(
            "code-after-terminator",
            Rule::W1,
            W1_OPCODE,
            1,
            &name,
            &name,
        );
        c.also.push(extra);
        Some(c)
    }

    fn label_after_non_terminator(&mut self) -> Option<Claim> {
        let spots: Vec<(usize, usize)> = self
            .blocks()
            .into_iter()
            .flat_map(|b| (1..self.f.blocks[b].insts.len()).map(move |i| (b, i)))
            .collect();
        let (b, i) = self.pick(spots)?;
        let label = self.f.fresh("split");
        self.f.blocks[b].insts.insert(
            i,
            Inst::new(
                None,
                Kind::RawLabel,
                "label",
                vec![Piece::Text(format!("{label}:"))],
            ),
        );
        let name = self.bname(b);
        let mut c = self.claim(
            "label-after-non-terminator",
            Rule::W1,
            W1_OPCODE,
            1,
            &name,
            &name,
        );
        c.also.push(label);
        Some(c)
    }

    /// A second block with an existing label: LLVM appends it to the first, so the first's
    /// terminator ends up in the middle. Its successors lose it as a predecessor, so every
    /// successor must come later in the layout (their W4 errors come after the W1 one).
    fn duplicate_label(&mut self) -> Option<Claim> {
        let ys: Vec<usize> = (1..self.f.blocks.len())
            .filter(|y| self.cfg.succs[*y].iter().all(|s| s > y))
            .filter(|y| self.f.blocks[*y].term().is_some_and(|t| t.op != "invoke"))
            .collect();
        let y = self.pick(ys)?;
        let after = self.rng.range(y, self.f.blocks.len() - 1);
        let name = self.bname(y);
        self.f.blocks.insert(
            after + 1,
            Block {
                name: name.clone(),
                insts: vec![Inst::new(
                    None,
                    Kind::Term,
                    "unreachable",
                    vec![text("unreachable")],
                )],
            },
        );
        Some(self.claim("duplicate-label", Rule::W1, W1_MIDDLE, 1, &name, &name))
    }

    // ---- W2: the entry block has no predecessors (step 5) ----

    fn entry_claim(&self, kind: &'static str, from: &str) -> Claim {
        let entry = self.bname(0);
        let mut c = self.claim(kind, Rule::W2, W2_ENTRY, 5, from, from);
        c.also.push(entry);
        c
    }

    fn retarget_to_entry(&mut self) -> Option<Claim> {
        let mut spots = Vec::new();
        for (bi, b) in self.f.blocks.iter().enumerate() {
            if let Some(t) = b.term().filter(|t| t.op == "br" || t.op == "switch") {
                for (pi, p) in t.pieces.iter().enumerate() {
                    if matches!(p, Piece::Label(_)) {
                        spots.push((bi, pi));
                    }
                }
            }
        }
        let (b, p) = self.pick(spots)?;
        let entry = self.bname(0);
        let t = self.f.blocks[b].insts.last_mut()?;
        t.pieces[p] = Piece::Label(entry);
        let from = self.bname(b);
        Some(self.entry_claim("retarget-to-entry", &from))
    }

    fn ret_to_entry(&mut self) -> Option<Claim> {
        let rets: Vec<usize> = self
            .blocks()
            .into_iter()
            .filter(|b| self.f.blocks[*b].term().is_some_and(|t| t.op == "ret"))
            .collect();
        let b = self.pick(rets)?;
        let entry = self.bname(0);
        *self.f.blocks[b].insts.last_mut()? = Inst::new(
            None,
            Kind::Term,
            "br",
            vec![text("br label "), Piece::Label(entry)],
        );
        let from = self.bname(b);
        Some(self.entry_claim("ret-to-entry", &from))
    }

    fn dead_block_to_entry(&mut self) -> Option<Claim> {
        let name = self.f.fresh("dead");
        let entry = self.bname(0);
        self.f.blocks.push(Block {
            name: name.clone(),
            insts: vec![Inst::new(
                None,
                Kind::Term,
                "br",
                vec![text("br label "), Piece::Label(entry)],
            )],
        });
        Some(self.entry_claim("dead-block-to-entry", &name))
    }

    // ---- W3: phis first, then the EH pad (step 6) ----

    /// A non-phi, non-terminator, non-pad instruction at `at` that uses no value of its
    /// own block (so moving it to the top breaks nothing else).
    fn movable(&self, at: (usize, usize)) -> bool {
        let i = self.inst(at);
        i.kind == Kind::Other
            && i.uses()
                .iter()
                .all(|(v, _)| self.f.def_site(v).is_none_or(|(b, _)| b != at.0))
    }

    fn hoist_above_phi(&mut self) -> Option<Claim> {
        let mut spots = Vec::new();
        for (bi, b) in self.f.blocks.iter().enumerate() {
            if b.num_phis() == 0 {
                continue;
            }
            for ii in b.num_phis()..b.insts.len() {
                if self.movable((bi, ii)) {
                    spots.push((bi, ii));
                }
            }
        }
        let (b, i) = self.pick(spots)?;
        let inst = self.f.blocks[b].insts.remove(i);
        let moved = inst.name().unwrap_or_default().to_string();
        self.f.blocks[b].insts.insert(0, inst);
        let phi = self.f.blocks[b].insts[1]
            .name()
            .unwrap_or_default()
            .to_string();
        let name = self.bname(b);
        let mut c = self.claim("hoist-above-phi", Rule::W3, W3_PHI, 6, &name, &phi);
        c.also.push(moved);
        Some(c)
    }

    fn insert_between_phis(&mut self) -> Option<Claim> {
        let spots: Vec<usize> = self
            .blocks()
            .into_iter()
            .filter(|b| self.f.blocks[*b].num_phis() >= 2)
            .collect();
        let b = self.pick(spots)?;
        let at = self.rng.range(1, self.f.blocks[b].num_phis() - 1);
        let inst = self.fresh_add("mid");
        let added = inst.name().unwrap_or_default().to_string();
        self.f.blocks[b].insts.insert(at, inst);
        let phi = self.f.blocks[b].insts[at + 1]
            .name()
            .unwrap_or_default()
            .to_string();
        let name = self.bname(b);
        let mut c = self.claim("insert-between-phis", Rule::W3, W3_PHI, 6, &name, &phi);
        c.also.push(added);
        Some(c)
    }

    /// Moves the first phi of a block with two or more below the first non-phi, which must
    /// not use it (or the dominance error at that instruction would come first).
    fn sink_phi(&mut self) -> Option<Claim> {
        let spots: Vec<usize> = self
            .blocks()
            .into_iter()
            .filter(|b| {
                let blk = &self.f.blocks[*b];
                let n = blk.num_phis();
                let first = blk.insts[0].name().unwrap_or_default();
                n >= 2
                    && blk.insts[n].kind == Kind::Other
                    && blk.insts[n].uses().iter().all(|(v, _)| v != first)
            })
            .collect();
        let b = self.pick(spots)?;
        let n = self.f.blocks[b].num_phis();
        let phi = self.f.blocks[b].insts.remove(0);
        let pname = phi.name().unwrap_or_default().to_string();
        self.f.blocks[b].insts.insert(n, phi);
        let name = self.bname(b);
        Some(self.claim("sink-phi", Rule::W3, W3_PHI, 6, &name, &pname))
    }

    /// Invoke (block, unwind block index) pairs, the invoke placed before its pad.
    fn invokes(&self) -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        for (bi, b) in self.f.blocks.iter().enumerate() {
            if let Some(t) = b.term().filter(|t| t.op == "invoke") {
                let s = t.succs();
                if let (Some(n), Some(u)) = (
                    s.first().and_then(|l| self.f.block_index(l)),
                    s.get(1).and_then(|l| self.f.block_index(l)),
                ) && bi < u
                    && self.f.blocks[u].insts[0].kind == Kind::Landingpad
                {
                    out.push((bi, n, u));
                }
            }
        }
        out
    }

    fn phi_after_landingpad(&mut self) -> Option<Claim> {
        let (inv, _, pad) = self.pick(self.invokes())?;
        let name = self.f.fresh("late");
        let from = self.bname(inv);
        self.f.blocks[pad].insts.insert(
            1,
            Inst::phi(&name, "i64", vec![(Operand::Const("0".into()), from)]),
        );
        let block = self.bname(pad);
        Some(self.claim("phi-after-landingpad", Rule::W3, W3_PHI, 6, &block, &name))
    }

    // ---- W4: phi entries match the incoming edges (step 7) ----

    fn phi_claim(&self, kind: &'static str, msg: &str, at: (usize, usize)) -> Claim {
        let phi = self.inst(at).name().unwrap_or_default().to_string();
        let block = self.bname(at.0);
        let mut c = self.claim(kind, Rule::W4, msg, 7, &block, &phi);
        c.also.push(block);
        c
    }

    fn drop_entry(&mut self) -> Option<Claim> {
        let spots: Vec<(usize, usize)> = self
            .phis()
            .into_iter()
            .filter(|at| self.inst(*at).entries.len() >= 2)
            .collect();
        let at = self.pick(spots)?;
        let e = self.rng.below(self.inst(at).entries.len());
        self.f.blocks[at.0].insts[at.1].entries.remove(e);
        Some(self.phi_claim("drop-entry", W4_COUNT, at))
    }

    fn add_entry(&mut self) -> Option<Claim> {
        let spots: Vec<(usize, usize)> = self
            .phis()
            .into_iter()
            .filter(|at| constant(self.inst(*at).ty().unwrap_or(""), 0).is_some())
            .collect();
        let at = self.pick(spots)?;
        let preds = self.cfg.preds[at.0].clone();
        let p = self.pick(preds)?;
        let n = self.rng.range(2, 9);
        let c = constant(self.inst(at).ty().unwrap_or(""), n)?;
        let pname = self.bname(p);
        let entries = &mut self.f.blocks[at.0].insts[at.1].entries;
        let pos = self.rng.range(0, entries.len());
        entries.insert(pos, (Operand::Const(c), pname));
        Some(self.phi_claim("add-entry", W4_COUNT, at))
    }

    fn retarget_entry(&mut self) -> Option<Claim> {
        let at = self.pick(self.phis())?;
        let preds = &self.cfg.preds[at.0];
        let others: Vec<usize> = self
            .blocks()
            .into_iter()
            .filter(|b| !preds.contains(b))
            .collect();
        let q = self.pick(others)?;
        let e = self.rng.below(self.inst(at).entries.len());
        let qname = self.bname(q);
        self.f.blocks[at.0].insts[at.1].entries[e].1 = qname;
        Some(self.phi_claim("retarget-entry", W4_MATCH, at))
    }

    /// Two edges from one block (a switch's duplicate cases) must carry one value.
    fn duplicate_entry(&mut self) -> Option<Claim> {
        let spots: Vec<((usize, usize), usize)> = self
            .phis()
            .into_iter()
            .flat_map(|at| {
                let es = &self.inst(at).entries;
                (0..es.len())
                    .filter(|i| es.iter().filter(|(_, b)| *b == es[*i].1).count() >= 2)
                    .map(move |i| (at, i))
                    .collect::<Vec<_>>()
            })
            .filter(|(at, _)| constant(self.inst(*at).ty().unwrap_or(""), 0).is_some())
            .collect();
        let (at, e) = self.pick(spots)?;
        let ty = self.inst(at).ty().unwrap_or("").to_string();
        let old = self.inst(at).entries[e].0.clone();
        let mut c = constant(&ty, self.rng.range(2, 9))?;
        if Operand::Const(c.clone()) == old {
            c = constant(&ty, 11)?;
        }
        self.f.blocks[at.0].insts[at.1].entries[e].0 = Operand::Const(c);
        Some(self.phi_claim("duplicate-entry", W4_VALUES, at))
    }

    // ---- W5: types (steps 3 and 4) ----

    fn ret_type(&mut self) -> Option<Claim> {
        let rets: Vec<usize> = self
            .blocks()
            .into_iter()
            .filter(|b| self.f.blocks[*b].term().is_some_and(|t| t.op == "ret"))
            .collect();
        let b = self.pick(rets)?;
        let ret = self.f.ret.clone();
        let wrong = match ret.as_str() {
            "i64" => *self.rng.pick(&["ret i32 0", "ret void", "ret i1 true"]),
            "void" => "ret i32 0",
            _ => *self.rng.pick(&["ret i64 0", "ret void"]),
        };
        *self.f.blocks[b].insts.last_mut()? = Inst::new(None, Kind::Term, "ret", vec![text(wrong)]);
        let msg = format!("value doesn't match function result type '{ret}'");
        let name = self.bname(b);
        Some(self.claim("ret-type", Rule::W5, &msg, 4, &name, &name))
    }

    /// Replaces one value use in an instruction chosen by `filter` with a value of another
    /// type; the message depends on which of the value's occurrences the parser meets first.
    fn retype_use(
        &mut self,
        kind: &'static str,
        filter: impl Fn(&Inst, usize) -> bool,
    ) -> Option<Claim> {
        let mut spots = Vec::new();
        for (bi, b) in self.f.blocks.iter().enumerate() {
            for (ii, inst) in b.insts.iter().enumerate() {
                if !filter(inst, bi) {
                    continue;
                }
                if inst.kind == Kind::Phi {
                    for (e, (op, _)) in inst.entries.iter().enumerate() {
                        if matches!(op, Operand::Val(_)) {
                            spots.push((bi, ii, e, inst.ty().unwrap_or("").to_string()));
                        }
                    }
                } else {
                    for (pi, p) in inst.pieces.iter().enumerate() {
                        if let Piece::Val { ty, .. } = p {
                            spots.push((bi, ii, pi, ty.clone()));
                        }
                    }
                }
            }
        }
        let (b, i, slot, want) = self.pick(spots)?;
        let others: Vec<(String, String)> = self
            .f
            .values()
            .into_iter()
            .filter(|(_, t)| *t != want && (is_int(t) || t == "ptr"))
            .collect();
        let (v, _) = self.pick(others)?;
        let inst = &mut self.f.blocks[b].insts[i];
        if inst.kind == Kind::Phi {
            inst.entries[slot].0 = Operand::Val(v.clone());
        } else if let Piece::Val { name, .. } = &mut inst.pieces[slot] {
            *name = v.clone();
        }
        let msg = type_message(self.f, &v)?;
        let block = self.bname(b);
        Some(self.claim(kind, Rule::W5, &msg, 3, &block, &v))
    }

    // ---- W6: every use dominated by its definition (steps 8 and 9) ----

    /// Value uses in non-phi instructions of reachable blocks: (block, inst, piece, type).
    fn plain_uses(&self) -> Vec<(usize, usize, usize, String)> {
        let mut out = Vec::new();
        for (bi, b) in self.f.blocks.iter().enumerate() {
            if !self.cfg.reach[bi] {
                continue;
            }
            for (ii, inst) in b.insts.iter().enumerate() {
                if inst.kind == Kind::Phi {
                    continue;
                }
                for (pi, p) in inst.pieces.iter().enumerate() {
                    if let Piece::Val { ty, .. } = p {
                        out.push((bi, ii, pi, ty.clone()));
                    }
                }
            }
        }
        out
    }

    fn set_use(&mut self, at: (usize, usize, usize), v: &str) {
        if let Piece::Val { name, .. } = &mut self.f.blocks[at.0].insts[at.1].pieces[at.2] {
            *name = v.to_string();
        }
    }

    fn use_before_def(&mut self) -> Option<Claim> {
        let mut spots = Vec::new();
        for (b, i, p, ty) in self.plain_uses() {
            let blk = &self.f.blocks[b];
            for (j, later) in blk.insts.iter().enumerate().skip(i + 1) {
                if later.kind == Kind::Other && later.ty() == Some(ty.as_str()) {
                    spots.push((b, i, p, later.name().unwrap_or_default().to_string(), j));
                }
            }
        }
        let (b, i, p, v, _) = self.pick(spots)?;
        self.set_use((b, i, p), &v);
        let block = self.bname(b);
        Some(self.claim("use-before-def", Rule::W6, DOMINANCE, 9, &block, &v))
    }

    fn self_reference(&mut self) -> Option<Claim> {
        let spots: Vec<(usize, usize, usize)> = self
            .plain_uses()
            .into_iter()
            .filter(|(b, i, _, ty)| {
                let inst = self.inst((*b, *i));
                inst.kind == Kind::Other && inst.ty() == Some(ty.as_str())
            })
            .map(|(b, i, p, _)| (b, i, p))
            .collect();
        let at = self.pick(spots)?;
        let v = self
            .inst((at.0, at.1))
            .name()
            .unwrap_or_default()
            .to_string();
        self.set_use(at, &v);
        let block = self.bname(at.0);
        Some(self.claim("self-reference", Rule::W6, W6_SELF, 8, &block, &v))
    }

    /// Values of type `ty` defined by ordinary instructions (no parameters, no invoke
    /// results, no pads), with their blocks.
    fn defined(&self, ty: &str) -> Vec<(String, usize)> {
        let mut out = Vec::new();
        for (bi, b) in self.f.blocks.iter().enumerate() {
            for i in &b.insts {
                if matches!(i.kind, Kind::Other | Kind::Phi) && i.ty() == Some(ty) {
                    out.push((i.name().unwrap_or_default().to_string(), bi));
                }
            }
        }
        out
    }

    fn def_not_dominating(&mut self) -> Option<Claim> {
        let mut spots = Vec::new();
        for (b, i, p, ty) in self.plain_uses() {
            for (v, d) in self.defined(&ty) {
                if d != b && !available_at(self.f, self.cfg, &v, (b, i)) {
                    spots.push((b, i, p, v));
                }
            }
        }
        let (b, i, p, v) = self.pick(spots)?;
        self.set_use((b, i, p), &v);
        let block = self.bname(b);
        Some(self.claim("def-not-dominating", Rule::W6, DOMINANCE, 9, &block, &v))
    }

    fn phi_value_unavailable(&mut self) -> Option<Claim> {
        let mut spots = Vec::new();
        for at in self.phis() {
            let inst = self.inst(at);
            let ty = inst.ty().unwrap_or("").to_string();
            for (e, (_, pb)) in inst.entries.iter().enumerate() {
                let Some(p) = self.f.block_index(pb) else {
                    continue;
                };
                if !self.cfg.reach[p] {
                    continue;
                }
                for (v, _) in self.defined(&ty) {
                    if !available_at_end(self.f, self.cfg, &v, p) {
                        spots.push((at, e, v));
                    }
                }
            }
        }
        let (at, e, v) = self.pick(spots)?;
        self.set_entry(at, e, Operand::Val(v.clone()));
        let block = self.bname(at.0);
        let phi = self.inst(at).name().unwrap_or_default().to_string();
        let mut c = self.claim("phi-value-unavailable", Rule::W6, DOMINANCE, 9, &block, &v);
        c.also.push(phi);
        Some(c)
    }

    /// Invokes with an integer result, with their blocks.
    fn int_invokes(&self) -> Vec<(usize, usize, usize, String, String)> {
        self.invokes()
            .into_iter()
            .filter_map(|(b, n, u)| {
                let t = self.f.blocks[b].term()?;
                let (r, ty) = t.def.clone()?;
                is_int(&ty).then_some((b, n, u, r, ty))
            })
            .collect()
    }

    fn invoke_result_on_unwind(&mut self) -> Option<Claim> {
        let (_, _, u, r, ty) = self.pick(self.int_invokes())?;
        let name = self.f.fresh("use");
        self.f.blocks[u].insts.insert(
            1,
            Inst::new(
                Some((&name, &ty)),
                Kind::Other,
                "add",
                vec![
                    Piece::Text(format!("add {ty} ")),
                    Piece::Val {
                        name: r.clone(),
                        ty: ty.clone(),
                    },
                    text(", 1"),
                ],
            ),
        );
        let block = self.bname(u);
        Some(self.claim(
            "invoke-result-on-unwind",
            Rule::W6,
            DOMINANCE,
            9,
            &block,
            &r,
        ))
    }

    fn invoke_result_in_unwind_phi(&mut self) -> Option<Claim> {
        let mut spots = Vec::new();
        for (_, _, u, r, ty) in self.int_invokes() {
            let pad = self.bname(u);
            for at in self.phis() {
                let inst = self.inst(at);
                if inst.ty() != Some(ty.as_str()) {
                    continue;
                }
                for (e, (_, b)) in inst.entries.iter().enumerate() {
                    if *b == pad {
                        spots.push((at, e, r.clone()));
                    }
                }
            }
        }
        let (at, e, r) = self.pick(spots)?;
        self.set_entry(at, e, Operand::Val(r.clone()));
        let block = self.bname(at.0);
        let phi = self.inst(at).name().unwrap_or_default().to_string();
        let mut c = self.claim(
            "invoke-result-in-unwind-phi",
            Rule::W6,
            DOMINANCE,
            9,
            &block,
            &r,
        );
        c.also.push(phi);
        Some(c)
    }

    // ---- W7: exception handling (step 6) ----

    fn drop_personality(&mut self) -> Option<Claim> {
        self.f.personality.as_ref()?;
        let first = self
            .f
            .blocks
            .iter()
            .flat_map(|b| b.insts.iter().map(move |i| (b, i)))
            .find(|(_, i)| i.kind == Kind::Landingpad || i.op == "resume")?;
        let (msg, culprit) = if first.1.kind == Kind::Landingpad {
            (
                "LandingPadInst needs to be in a function with a personality.",
                first.1.name().unwrap_or_default().to_string(),
            )
        } else {
            (
                "ResumeInst needs to be in a function with a personality.",
                first.0.name.clone(),
            )
        };
        let block = first.0.name.clone();
        self.f.personality = None;
        let mut c = self.claim("drop-personality", Rule::W7, msg, 6, &block, &culprit);
        c.also.push(block);
        c.also.push(self.f.name.clone());
        Some(c)
    }

    fn unwind_claim(&self, kind: &'static str, msg: &str, inv: usize, pad: &str) -> Claim {
        let block = self.bname(inv);
        let mut c = self.claim(kind, Rule::W7, msg, 6, &block, pad);
        if let Some(r) = self.f.blocks[inv].term().and_then(|t| t.name()) {
            c.also.push(r.to_string());
        }
        c.also.push(block);
        c
    }

    fn unwind_dest_not_pad(&mut self) -> Option<Claim> {
        let (inv, _, u) = self.pick(self.invokes())?;
        let inst = self.fresh_add("pre");
        self.f.blocks[u].insts.insert(0, inst);
        let pad = self.bname(u);
        Some(self.unwind_claim("unwind-dest-not-pad", W7_UNWIND, inv, &pad))
    }

    fn unwind_to_normal_dest(&mut self) -> Option<Claim> {
        let spots: Vec<(usize, usize, usize)> = self
            .invokes()
            .into_iter()
            .filter(|(_, n, u)| n != u && self.f.blocks[*n].num_phis() == 0)
            .collect();
        let (inv, n, _) = self.pick(spots)?;
        let normal = self.bname(n);
        let t = self.f.blocks[inv].insts.last_mut()?;
        if let Some(Piece::Label(l)) = t
            .pieces
            .iter_mut()
            .rev()
            .find(|p| matches!(p, Piece::Label(_)))
        {
            *l = normal.clone();
        }
        Some(self.unwind_claim("unwind-to-normal-dest", W7_UNWIND, inv, &normal))
    }

    fn branch_to_pad(&mut self) -> Option<Claim> {
        let (_, _, u) = self.pick(self.invokes())?;
        let pad = self.bname(u);
        let name = self.f.fresh("stray");
        self.f.blocks.push(Block {
            name: name.clone(),
            insts: vec![Inst::new(
                None,
                Kind::Term,
                "br",
                vec![text("br label "), Piece::Label(pad.clone())],
            )],
        });
        let mut c = self.claim("branch-to-pad", Rule::W7, W7_PAD_EDGE, 6, &pad, &pad);
        c.also.push(name);
        Some(c)
    }

    // ---- Decoys: valid functions that look broken ----

    /// Phi entries (phi, entry index, predecessor) on back edges: the phi's block
    /// dominates the predecessor.
    fn back_edges(&self) -> Vec<((usize, usize), usize, usize)> {
        let mut out = Vec::new();
        for at in self.phis() {
            if !self.cfg.reach[at.0] {
                continue;
            }
            for (e, (_, pb)) in self.inst(at).entries.iter().enumerate() {
                if let Some(p) = self.f.block_index(pb)
                    && self.cfg.reach[p]
                    && self.cfg.dom(at.0, p)
                {
                    out.push((at, e, p));
                }
            }
        }
        out
    }

    fn self_phi(&mut self) -> Option<Claim> {
        let (at, e, _) = self.pick(self.back_edges())?;
        let name = self.inst(at).name().unwrap_or_default().to_string();
        self.set_entry(at, e, Operand::Val(name.clone()));
        let block = self.bname(at.0);
        Some(self.valid("self-phi", &block, &name))
    }

    fn back_edge_value(&mut self) -> Option<Claim> {
        let mut spots = Vec::new();
        for (at, e, p) in self.back_edges() {
            let inst = self.inst(at);
            let ty = inst.ty().unwrap_or("").to_string();
            for (v, d) in self.defined(&ty) {
                let fresh = Operand::Val(v.clone()) != inst.entries[e].0;
                if fresh
                    && d != at.0
                    && self.cfg.dom(at.0, d)
                    && available_at_end(self.f, self.cfg, &v, p)
                {
                    spots.push((at, e, v));
                }
            }
        }
        let (at, e, v) = self.pick(spots)?;
        self.set_entry(at, e, Operand::Val(v.clone()));
        let block = self.bname(at.0);
        Some(self.valid("back-edge-value", &block, &v))
    }

    fn unreachable_use(&mut self) -> Option<Claim> {
        let vals: Vec<(String, String)> = self
            .f
            .values()
            .into_iter()
            .filter(|(_, t)| is_int(t) && t != "i1")
            .collect();
        let (v, ty) = self.pick(vals)?;
        let block = self.f.fresh("dead");
        let name = self.f.fresh("dead.v");
        let first = if self.rng.chance(30) {
            name.clone()
        } else {
            v.clone()
        };
        let use_of = |n: &str| Piece::Val {
            name: n.to_string(),
            ty: ty.clone(),
        };
        self.f.blocks.push(Block {
            name: block.clone(),
            insts: vec![
                Inst::new(
                    Some((&name, &ty)),
                    Kind::Other,
                    "add",
                    vec![
                        Piece::Text(format!("add {ty} ")),
                        use_of(&first),
                        text(", "),
                        use_of(&v),
                    ],
                ),
                Inst::new(None, Kind::Term, "unreachable", vec![text("unreachable")]),
            ],
        });
        Some(self.valid("unreachable-use", &block, &v))
    }

    fn equal_duplicate_entries(&mut self) -> Option<Claim> {
        let mut spots = Vec::new();
        for (bi, b) in self.f.blocks.iter().enumerate() {
            if let Some(t) = b.term().filter(|t| t.op == "switch") {
                for s in t.succs() {
                    if let Some(j) = self.f.block_index(s)
                        && self.f.blocks[j].num_phis() > 0
                    {
                        spots.push((bi, j));
                    }
                }
            }
        }
        let (s, j) = self.pick(spots)?;
        let sname = self.bname(s);
        let jname = self.bname(j);
        let t = self.f.blocks[s].insts.last_mut()?;
        let Some(Piece::Text(head)) = t.pieces.first() else {
            return None;
        };
        let ty = head.trim_start_matches("switch ").trim().to_string();
        let whole = t.text();
        let c = (100..).find(|c| !whole.contains(&format!("{ty} {c}, label")))?;
        let close = t.pieces.len() - 1;
        t.pieces.insert(close, Piece::Label(jname.clone()));
        t.pieces
            .insert(close, Piece::Text(format!("\n    {ty} {c}, label ")));
        let nphis = self.f.blocks[j].num_phis();
        for pi in 0..nphis {
            let phi = &mut self.f.blocks[j].insts[pi];
            let same = phi.entries.iter().find(|(_, b)| *b == sname)?.0.clone();
            phi.entries.push((same, sname.clone()));
        }
        Some(self.valid("equal-duplicate-entries", &jname, &sname))
    }

    fn invoke_normal_phi(&mut self) -> Option<Claim> {
        let mut spots = Vec::new();
        for (b, n, _, r, ty) in self.int_invokes() {
            let from = self.bname(b);
            for pi in 0..self.f.blocks[n].num_phis() {
                let phi = &self.f.blocks[n].insts[pi];
                if phi.ty() == Some(ty.as_str()) {
                    for (e, (op, pb)) in phi.entries.iter().enumerate() {
                        if *pb == from && *op != Operand::Val(r.clone()) {
                            spots.push(((n, pi), e, r.clone()));
                        }
                    }
                }
            }
        }
        let (at, e, r) = self.pick(spots)?;
        self.set_entry(at, e, Operand::Val(r.clone()));
        let block = self.bname(at.0);
        Some(self.valid("invoke-normal-phi", &block, &r))
    }
}

/// LLVM's parser message for the first type clash on value `v`: the first occurrence in the
/// text fixes its type; the next one with another type is the error (a use: "defined with
/// type"; the definition itself: "forward referenced").
fn type_message(f: &Func, v: &str) -> Option<String> {
    let mut occ: Vec<((usize, usize, usize), String, bool)> = Vec::new();
    if let Some((t, _)) = f.params.iter().find(|(_, n)| n == v) {
        occ.push(((0, 0, 0), t.clone(), true));
    }
    for (bi, b) in f.blocks.iter().enumerate() {
        for (ii, inst) in b.insts.iter().enumerate() {
            if inst.kind == Kind::Phi {
                let ty = inst.ty().unwrap_or("").to_string();
                for (e, (op, _)) in inst.entries.iter().enumerate() {
                    if *op == Operand::Val(v.to_string()) {
                        occ.push(((bi + 1, ii, e), ty.clone(), false));
                    }
                }
            } else {
                for (pi, p) in inst.pieces.iter().enumerate() {
                    if let Piece::Val { name, ty } = p
                        && name == v
                    {
                        occ.push(((bi + 1, ii, pi), ty.clone(), false));
                    }
                }
            }
            if let Some((n, t)) = &inst.def
                && n == v
            {
                occ.push(((bi + 1, ii, usize::MAX), t.clone(), true));
            }
        }
    }
    occ.sort_by_key(|o| o.0);
    let known = occ.first()?.1.clone();
    let (_, ty, is_def) = occ.iter().find(|o| o.1 != known)?;
    Some(if *is_def {
        format!("instruction forward referenced with type '{known}'")
    } else {
        format!("'%{v}' defined with type '{known}' but expected '{ty}'")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::parse::parse_base;

    const LOOP: &str = "define i64 @f(i64 %n, i32 %k) {\nentry:\n  br label %h\nh:\n  %i = phi i64 [ 0, %entry ], [ %x, %h ]\n  %y = add i64 %n, 1\n  %x = add i64 %i, 1\n  %c = icmp sgt i64 %i, 0\n  br i1 %c, label %h, label %b\nb:\n  ret i64 %n\n}\n";

    #[test]
    fn a_clash_after_the_definition_says_defined_with_type() {
        let mut f = parse_base("t.ll", LOOP).unwrap();
        // %y = add i64 %k, 1 : %k is an i32 parameter, met first as a parameter.
        if let Piece::Val { name, .. } = &mut f.blocks[1].insts[1].pieces[1] {
            *name = "k".into();
        }
        assert_eq!(
            type_message(&f, "k").as_deref(),
            Some("'%k' defined with type 'i32' but expected 'i64'")
        );
    }

    #[test]
    fn a_clash_before_the_definition_says_forward_referenced() {
        let mut f = parse_base("t.ll", LOOP).unwrap();
        // The phi's back-edge entry reads %c (an i1 defined later) as an i64.
        f.blocks[1].insts[0].entries[1].0 = Operand::Val("c".into());
        assert_eq!(
            type_message(&f, "c").as_deref(),
            Some("instruction forward referenced with type 'i64'")
        );
        let clean = parse_base("t.ll", LOOP).unwrap();
        assert_eq!(type_message(&clean, "x"), None, "no clash, no message");
    }

    #[test]
    fn every_kind_is_dispatched() {
        let f = parse_base("t.ll", LOOP).unwrap();
        for k in KINDS {
            let mut g = f.clone();
            let mut rng = Rng::new(1);
            if let Some(c) = apply(k.name, &mut g, &mut rng) {
                assert_eq!(c.kind, k.name);
                assert_eq!(c.rule, k.rule);
                assert_eq!(c.message.is_some(), c.rule.is_some());
            }
        }
        let mut g = f.clone();
        assert!(apply("no-such-kind", &mut g, &mut Rng::new(1)).is_none());
    }
}
