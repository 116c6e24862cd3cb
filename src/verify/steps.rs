//! Steps 5–9 of Algorithm 9.3.7: the verifier's checks, in LLVM's real order.
//!
//! Each step is a named function that returns what it found. [`verify_function`] calls them
//! in the order `Verifier::verify(Function&)` visits a function: the entry block first
//! (`visitFunction`, step 5), then each block in layout order: the leading phis' entries
//! (`visitBasicBlock`, step 7), then each instruction: the opcode-specific checks (phi
//! placement, step 6; exception handling, W7; a terminator in the middle of a block, W1),
//! self-reference (step 8) and dominance, operand by operand (step 9). Errors therefore
//! interleave per block, not per rule (llvm-facts, Order 4).

use std::collections::HashSet;

use super::{DomRow, Finding, Origin, Rule};
use crate::cfg::{self, DomTree};
use crate::ir::{BlockId, Function, InstId, ModuleCtx, Op, Operand, SymDef, Value};

/// The CFG of one function over layout positions (the entry is 0), with its dominator tree.
pub struct FnGraph {
    /// Block id → layout position.
    pub pos: Vec<u32>,
    pub succs: Vec<Vec<u32>>,
    pub preds: Vec<Vec<u32>>,
    pub dt: DomTree,
    /// Instruction id → its position in its block.
    pub index: Vec<u32>,
}

impl FnGraph {
    pub fn new(f: &Function) -> FnGraph {
        let mut pos = vec![u32::MAX; f.blocks.len()];
        for (i, &b) in f.layout.iter().enumerate() {
            pos[b.0 as usize] = i as u32;
        }
        let succs: Vec<Vec<u32>> = f
            .layout
            .iter()
            .map(|&b| match f.terminator(b) {
                Some(t) => f.succs(t).iter().map(|s| pos[s.0 as usize]).collect(),
                None => Vec::new(),
            })
            .collect();
        let dt = DomTree::compute(&succs);
        // LLVM's `predecessors(BB)` lists every terminator that names BB, even one left in
        // the middle of a block by a duplicate label; the dominator tree follows only each
        // block's last instruction.
        let mut preds = cfg::predecessors(&succs);
        for (k, &b) in f.layout.iter().enumerate() {
            let insts = &f.block(b).insts;
            for &i in insts.iter().take(insts.len().saturating_sub(1)) {
                for s in f.succs(i) {
                    preds[pos[s.0 as usize] as usize].push(k as u32);
                }
            }
        }
        let mut index = vec![0u32; f.insts.len()];
        for b in &f.blocks {
            for (k, &i) in b.insts.iter().enumerate() {
                index[i.0 as usize] = k as u32;
            }
        }
        FnGraph {
            pos,
            succs,
            preds,
            dt,
            index,
        }
    }

    pub fn p(&self, b: BlockId) -> u32 {
        self.pos[b.0 as usize]
    }

    pub fn reachable(&self, b: BlockId) -> bool {
        self.dt.is_reachable(self.p(b))
    }
}

/// The verifier's state while it walks one function.
pub struct Walk<'m> {
    pub m: ModuleCtx<'m>,
    pub f: &'m Function,
    pub g: FnGraph,
    pub slots: Vec<Option<u32>>,
    pub findings: Vec<Finding>,
    /// Broken debug info (LLVM's `CheckDI`): printed, but the module stays valid.
    pub debug_info: Vec<Finding>,
    /// Instructions already visited in the current block (LLVM's `InstsInThisBlock`).
    seen_in_block: HashSet<InstId>,
    landingpad_ty: Option<crate::ir::TypeId>,
    /// Whether to keep a row per non-trivial use for the dominance table (off for large
    /// inputs checked without `--dominance`: a row is text, and there may be millions).
    pub want_rows: bool,
    /// Every non-trivial use judged at step 9, for the dominance table.
    pub dom_rows: Vec<DomRow>,
    /// How many non-trivial uses step 9 judged.
    pub nontrivial_uses: usize,
    pub uses_checked: usize,
}

impl<'m> Walk<'m> {
    fn report(&mut self, rule: Rule, step: u8, message: &str, detail: Vec<String>) {
        // One entry per printed line: invokes, switches and landingpads take several.
        let detail = detail
            .iter()
            .flat_map(|d| d.split('\n'))
            .map(str::to_string)
            .collect();
        self.findings.push(Finding {
            rule,
            step,
            origin: Origin::Verifier,
            message: message.to_string(),
            line: None,
            column: None,
            function: Some(self.f.name.clone()),
            detail,
        });
    }

    fn inst_text(&self, i: InstId) -> String {
        self.f.print_inst(self.m.consts, i, &self.slots)
    }

    fn block_text(&self, b: BlockId) -> String {
        self.f.print_block(b, &self.slots)
    }

    /// A value under a message: an instruction is printed whole, anything else typed.
    fn value_text(&self, op: &Operand) -> String {
        match self.f.value_inst(&op.value) {
            Some(i) => self.inst_text(i),
            None => self
                .f
                .print_operand(self.m.types, self.m.consts, op, &self.slots),
        }
    }
}

/// Runs steps 5–9 on one function in LLVM's order; returns the walk with its findings.
pub fn verify_function<'m>(m: ModuleCtx<'m>, f: &'m Function, want_rows: bool) -> Walk<'m> {
    let mut w = Walk {
        m,
        f,
        g: FnGraph::new(f),
        slots: f.slots(),
        findings: Vec::new(),
        debug_info: Vec::new(),
        seen_in_block: HashSet::new(),
        landingpad_ty: None,
        want_rows,
        dom_rows: Vec::new(),
        nontrivial_uses: 0,
        uses_checked: 0,
    };
    step5_entry_has_no_predecessors(&mut w);
    for &b in &f.layout {
        w.seen_in_block.clear();
        step7_phi_entries_match_predecessors(&mut w, b);
        for &i in &f.block(b).insts {
            visit_debug_records(&mut w, i);
            visit_instruction_kind(&mut w, i);
        }
    }
    w
}

/// Step 5 (W2, `visitFunction`): the entry block has no predecessors.
pub fn step5_entry_has_no_predecessors(w: &mut Walk) {
    let entry = w.f.entry();
    if !w.g.preds[0].is_empty() {
        let detail = vec![w.block_text(entry)];
        w.report(
            Rule::W2,
            5,
            "Entry block to function must not have predecessors!",
            detail,
        );
    }
}

/// Step 7 (W4, `visitBasicBlock`): each leading phi has one entry per incoming edge, counted
/// with multiplicity; entries for the same block agree; entries name exactly the
/// predecessors. Stops at the first bad phi of the block, as LLVM does.
pub fn step7_phi_entries_match_predecessors(w: &mut Walk, b: BlockId) {
    let f = w.f;
    let insts = &f.block(b).insts;
    if insts.first().is_none_or(|&i| f.inst(i).op != Op::Phi) {
        return;
    }
    // Predecessors and entries are sorted by block creation order (LLVM sorts pointers).
    let mut preds: Vec<BlockId> = w.g.preds[w.g.p(b) as usize]
        .iter()
        .map(|&p| f.layout[p as usize])
        .collect();
    preds.sort_by_key(|&p| f.block(p).creation);
    for &i in insts {
        let phi = f.inst(i);
        if phi.op != Op::Phi {
            break;
        }
        let operands = f.ops(i);
        let incoming = f.incoming(i);
        if operands.len() != preds.len() {
            let detail = vec![w.inst_text(i)];
            w.report(
                Rule::W4,
                7,
                "PHINode should have one entry for each predecessor of its parent basic block!",
                detail,
            );
            return;
        }
        let mut entries: Vec<(BlockId, usize)> =
            incoming.iter().copied().zip(0..operands.len()).collect();
        entries.sort_by_key(|&(blk, k)| (f.block(blk).creation, value_order(w.m, f, &operands[k])));
        for k in 0..entries.len() {
            let (blk, op) = entries[k];
            if k > 0 {
                let (prev_blk, prev_op) = entries[k - 1];
                if blk == prev_blk && operands[op].value != operands[prev_op].value {
                    let detail = vec![
                        w.inst_text(i),
                        w.block_text(blk),
                        w.value_text(&operands[op]),
                        w.value_text(&operands[prev_op]),
                    ];
                    w.report(
                        Rule::W4,
                        7,
                        "PHI node has multiple entries for the same basic block with different incoming values!",
                        detail,
                    );
                    return;
                }
            }
            if blk != preds[k] {
                let detail = vec![w.inst_text(i), w.block_text(blk), w.block_text(preds[k])];
                w.report(
                    Rule::W4,
                    7,
                    "PHI node entries do not match predecessors!",
                    detail,
                );
                return;
            }
        }
    }
}

/// The creation order of a value (LLVM's pointer order among values).
fn value_order(m: ModuleCtx, f: &Function, op: &Operand) -> u32 {
    match op.value {
        Value::Const(c) => m.consts.creation[c.0 as usize],
        Value::Local(s) => match f.sym(s).def {
            SymDef::Inst(i) => f.inst(i).creation,
            SymDef::Arg(a) => a,
            _ => 0,
        },
    }
}

/// `visitDbgRecords`: a phi must not carry debug records. Broken debug info is reported
/// and then dropped by LLVM (`warning: ignoring invalid debug info`): not an error.
fn visit_debug_records(w: &mut Walk, i: InstId) {
    let inst = w.f.inst(i);
    if inst.op == Op::Phi && inst.dbg_records {
        let detail = vec![w.inst_text(i)];
        w.debug_info.push(Finding {
            rule: Rule::W3,
            step: 6,
            origin: Origin::Verifier,
            message: "PHI Node must not have any attached DbgRecords".into(),
            line: None,
            column: None,
            function: Some(w.f.name.clone()),
            detail,
        });
    }
}

/// The opcode-specific visit (`visitPHINode`, `visitInvokeInst`, ...), then the shared
/// `visitInstruction` checks.
fn visit_instruction_kind(w: &mut Walk, i: InstId) {
    let inst = w.f.inst(i);
    match inst.op {
        Op::Phi => {
            if step6_phis_grouped_at_top(w, i) {
                visit_instruction(w, i);
            }
        }
        Op::LandingPad => {
            if visit_landingpad(w, i) {
                visit_instruction(w, i);
            }
        }
        Op::Invoke => {
            visit_instruction(w, i);
            if !step6_unwind_destination_is_eh_pad(w, i) {
                return;
            }
            if terminator_at_end(w, i) {
                visit_instruction(w, i);
            }
        }
        Op::Resume => {
            if visit_resume(w, i) && terminator_at_end(w, i) {
                visit_instruction(w, i);
            }
        }
        Op::Switch => {
            if switch_constants_match(w, i) && terminator_at_end(w, i) {
                visit_instruction(w, i);
            }
        }
        op if op.is_terminator() => {
            if terminator_at_end(w, i) {
                visit_instruction(w, i);
            }
        }
        Op::Call => {
            lifetime_marker_on_alloca(w, i);
            visit_instruction(w, i);
        }
        _ => visit_instruction(w, i),
    }
}

/// Step 6 (W3, `visitPHINode`): a phi is first in its block or follows a phi. A misplaced
/// phi is not checked further.
pub fn step6_phis_grouped_at_top(w: &mut Walk, i: InstId) -> bool {
    let f = w.f;
    let inst = f.inst(i);
    let insts = &f.block(inst.block).insts;
    let at = w.g.index[i.0 as usize] as usize;
    if at == 0 || f.inst(insts[at - 1]).op == Op::Phi {
        return true;
    }
    let detail = vec![w.inst_text(i), w.block_text(inst.block)];
    w.report(
        Rule::W3,
        6,
        "PHI nodes not grouped at top of basic block!",
        detail,
    );
    false
}

/// W1 (`visitTerminator`): a terminator is the last instruction of its block. Only a
/// duplicate label can break this after parsing (the parser ends a block at a terminator).
fn terminator_at_end(w: &mut Walk, i: InstId) -> bool {
    let b = w.f.inst(i).block;
    if w.f.terminator(b) == Some(i) {
        return true;
    }
    let detail = vec![w.block_text(b)];
    w.report(
        Rule::W1,
        1,
        "Terminator found in the middle of a basic block!",
        detail,
    );
    false
}

/// W5 (`visitSwitchInst`): case constants have the condition's type.
fn switch_constants_match(w: &mut Walk, i: InstId) -> bool {
    if w.f.inst(i).clauses == 0 {
        return true;
    }
    let detail = vec![w.inst_text(i)];
    w.report(
        Rule::W5,
        3,
        "Switch constants must all be same type as switch value!",
        detail,
    );
    false
}

/// W5 (`visitIntrinsicCall`): `llvm.lifetime.start`/`end` mark an alloca (or poison). The
/// one intrinsic rule the checker knows: mutating operands of real code reaches it.
fn lifetime_marker_on_alloca(w: &mut Walk, i: InstId) {
    let f = w.f;
    let inst = f.inst(i);
    let ops = f.ops(i);
    let Some(Operand {
        value: Value::Const(callee),
        ..
    }) = ops.last()
    else {
        return;
    };
    let callee = w.m.consts.text(*callee);
    if !(callee.starts_with("@llvm.lifetime.start.") || callee.starts_with("@llvm.lifetime.end.")) {
        return;
    }
    let _ = inst;
    let Some(ptr) = ops.first() else {
        return;
    };
    let ok = match &ptr.value {
        Value::Const(c) => w.m.consts.text(*c) == "poison",
        v => f
            .value_inst(v)
            .is_some_and(|d| f.inst(d).opcode == "alloca"),
    };
    if !ok {
        let d = vec![w.inst_text(i)];
        w.report(
            Rule::W5,
            3,
            "llvm.lifetime.start/end can only be used on alloca or poison",
            d,
        );
    }
}

/// W7 (`visitInvokeInst`): the unwind destination starts (after phis) with an EH pad.
pub fn step6_unwind_destination_is_eh_pad(w: &mut Walk, i: InstId) -> bool {
    let f = w.f;
    let Some(unwind) = f.inst(i).unwind else {
        return true;
    };
    let first_non_phi = f
        .block(unwind)
        .insts
        .iter()
        .find(|&&x| f.inst(x).op != Op::Phi)
        .map(|&x| f.inst(x).op);
    if first_non_phi.is_some_and(|op| op.is_eh_pad()) {
        return true;
    }
    let detail = vec![w.inst_text(i)];
    w.report(
        Rule::W7,
        6,
        "The unwind destination does not have an exception handling instruction!",
        detail,
    );
    false
}

/// W7 and W3 (`visitLandingPadInst`): clauses, predecessors, result type, personality, and
/// the landingpad's place as the first non-phi. Returns whether to go on to
/// `visitInstruction`.
fn visit_landingpad(w: &mut Walk, i: InstId) -> bool {
    let f = w.f;
    let inst = f.inst(i);
    let lp = vec![w.inst_text(i)];
    if inst.clauses == 0 && !inst.cleanup {
        w.report(
            Rule::W7,
            6,
            "LandingPadInst needs at least one clause or to be a cleanup.",
            lp,
        );
        return false;
    }
    landingpad_predecessors(w, i);
    match w.landingpad_ty {
        None => w.landingpad_ty = Some(inst.ty),
        Some(t) if t != inst.ty => {
            w.report(
                Rule::W7,
                6,
                "The landingpad instruction should have a consistent result type inside a function.",
                lp,
            );
            return false;
        }
        Some(_) => {}
    }
    if !f.has_personality {
        w.report(
            Rule::W7,
            6,
            "LandingPadInst needs to be in a function with a personality.",
            lp,
        );
        return false;
    }
    let first_non_phi = f
        .block(inst.block)
        .insts
        .iter()
        .find(|&&x| f.inst(x).op != Op::Phi)
        .copied();
    if first_non_phi != Some(i) {
        w.report(
            Rule::W3,
            6,
            "LandingPadInst not the first non-PHI instruction in the block.",
            lp,
        );
        return false;
    }
    true
}

/// W7 (`visitEHPadPredecessors`): a landing pad is not the entry block and is reached only
/// along unwind edges of invokes.
fn landingpad_predecessors(w: &mut Walk, i: InstId) {
    let f = w.f;
    let b = f.inst(i).block;
    if b == f.entry() {
        let d = vec![w.inst_text(i)];
        w.report(Rule::W7, 6, "EH pad cannot be in entry block.", d);
        return;
    }
    for &p in &w.g.preds[w.g.p(b) as usize] {
        let pb = f.layout[p as usize];
        let ok = f.terminator(pb).is_some_and(|t| {
            let t = f.inst(t);
            t.op == Op::Invoke && t.unwind == Some(b) && f.succs(f.terminator(pb).unwrap())[0] != b
        });
        if !ok {
            let d = vec![w.inst_text(i)];
            w.report(
                Rule::W7,
                6,
                "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
                d,
            );
            return;
        }
    }
}

/// W7 (`visitResumeInst`): a resume needs a personality and the landingpad's type.
fn visit_resume(w: &mut Walk, i: InstId) -> bool {
    let f = w.f;
    if !f.has_personality {
        let d = vec![w.inst_text(i)];
        w.report(
            Rule::W7,
            6,
            "ResumeInst needs to be in a function with a personality.",
            d,
        );
        return false;
    }
    let ty = f.ops(i)[0].ty;
    match w.landingpad_ty {
        None => w.landingpad_ty = Some(ty),
        Some(t) if t != ty => {
            let d = vec![w.inst_text(i)];
            w.report(
                Rule::W7,
                6,
                "The resume instruction should have a consistent result type inside a function.",
                d,
            );
            return false;
        }
        Some(_) => {}
    }
    true
}

/// `visitInstruction`: step 8, then step 9 for each operand defined by an instruction.
fn visit_instruction(w: &mut Walk, i: InstId) {
    if !step8_no_self_reference(w, i) {
        return;
    }
    let n = w.f.ops(i).len();
    for k in 0..n {
        step9_use_is_dominated(w, i, k);
    }
    w.seen_in_block.insert(i);
}

/// Step 8 (W6): only phis may use their own value (exempt in unreachable blocks).
pub fn step8_no_self_reference(w: &mut Walk, i: InstId) -> bool {
    let f = w.f;
    let inst = f.inst(i);
    if inst.op == Op::Phi || inst.sym.is_none() {
        return true;
    }
    let uses_itself = f
        .ops(i)
        .iter()
        .any(|op| matches!(op.value, Value::Local(s) if Some(s) == inst.sym));
    if uses_itself && w.g.reachable(inst.block) {
        let d = vec![w.inst_text(i)];
        w.report(
            Rule::W6,
            8,
            "Only PHI nodes may reference their own value!",
            d,
        );
        return false;
    }
    true
}

/// Step 9 (W6, `verifyDominatesUse` and `DominatorTree::dominates(Instruction*, Use&)`):
/// the use of operand `k` of `i` is dominated by its definition (Definition 9.3.3).
pub fn step9_use_is_dominated(w: &mut Walk, i: InstId, k: usize) {
    let f = w.f;
    let user = f.inst(i);
    let Some(def) = f.value_inst(&f.ops(i)[k].value) else {
        return;
    };
    let d = f.inst(def);
    if d.op == Op::Invoke && f.succs(def)[0] == f.succs(def)[1] {
        return;
    }
    let is_phi = user.op == Op::Phi;
    if !is_phi && w.seen_in_block.contains(&def) {
        return;
    }
    w.uses_checked += 1;
    let (holds, why) = dominates_use(w, def, i, k);
    if !holds || d.block != user.block || is_phi {
        w.nontrivial_uses += 1;
        if w.want_rows {
            let rule = why.render(w, holds);
            let row = dom_row(w, def, i, k, &rule, holds);
            w.dom_rows.push(row);
        }
    }
    if !holds {
        let detail = vec![w.inst_text(def), w.inst_text(i)];
        w.report(
            Rule::W6,
            9,
            "Instruction does not dominate all uses!",
            detail,
        );
    }
}

/// Which clause of Definition 9.3.3 decided a use (rendered only for the dominance table).
#[derive(Debug, Clone, Copy)]
enum Why {
    UseUnreachable(BlockId),
    DefUnreachable(BlockId),
    InvokeEdgeIsIncoming(BlockId, BlockId),
    InvokeEdge(BlockId, BlockId, BlockId),
    Blocks {
        def: BlockId,
        user: BlockId,
        phi: bool,
    },
    SameBlock(InstId),
}

impl Why {
    fn render(self, w: &Walk, holds: bool) -> String {
        let f = w.f;
        let name = |b: BlockId| f.block_label(b, &w.slots);
        match self {
            Why::UseUnreachable(b) => format!("{} is unreachable (exempt)", name(b)),
            Why::DefUnreachable(b) => format!("{} is unreachable: dominates nothing", name(b)),
            Why::InvokeEdgeIsIncoming(a, b) => {
                format!("edge {} → {} is the phi's incoming edge", name(a), name(b))
            }
            Why::InvokeEdge(a, b, u) => format!("edge {} → {} dom {}", name(a), name(b), name(u)),
            Why::Blocks { def, user, phi } => {
                let rel = if phi { "dom" } else { "sdom" };
                format!("{} {rel} {}", name(def), name(user))
            }
            Why::SameBlock(def) => format!(
                "same block: {} before the use{}",
                f.local_name(
                    f.inst(def).sym.expect("a used instruction has a value"),
                    &w.slots
                ),
                if holds { "" } else { "? no" }
            ),
        }
    }
}

/// LLVM's `DominatorTree::dominates(const Value *Def, const Use &U)`, with the clause of
/// Definition 9.3.3 that decided it.
fn dominates_use(w: &Walk, def: InstId, user: InstId, k: usize) -> (bool, Why) {
    let f = w.f;
    let d = f.inst(def);
    let u = f.inst(user);
    let def_bb = d.block;
    let is_phi = u.op == Op::Phi;
    let use_bb = if is_phi { f.incoming(user)[k] } else { u.block };
    if !w.g.reachable(use_bb) {
        return (true, Why::UseUnreachable(use_bb));
    }
    if !w.g.reachable(def_bb) {
        return (false, Why::DefUnreachable(def_bb));
    }
    // An invoke's result exists only along its normal edge (callbr results, since LLVM 16,
    // are available on every edge and follow the ordinary rule).
    if d.op == Op::Invoke {
        let normal = f.succs(def)[0];
        if is_phi && u.block == normal && use_bb == def_bb {
            return (true, Why::InvokeEdgeIsIncoming(def_bb, normal));
        }
        let preds = &w.g.preds[w.g.p(normal) as usize];
        let holds =
            w.g.dt
                .dominates_edge(w.g.p(def_bb), w.g.p(normal), w.g.p(use_bb), preds);
        return (holds, Why::InvokeEdge(def_bb, normal, use_bb));
    }
    let why = Why::Blocks {
        def: def_bb,
        user: use_bb,
        phi: is_phi,
    };
    if def_bb != use_bb {
        return (w.g.dt.dominates(w.g.p(def_bb), w.g.p(use_bb)), why);
    }
    if is_phi {
        return (true, why);
    }
    // Same block: compare positions (cached per instruction, LLVM's `comesBefore`).
    let holds = w.g.index[def.0 as usize] < w.g.index[user.0 as usize];
    (holds, Why::SameBlock(def))
}

fn dom_row(w: &Walk, def: InstId, user: InstId, k: usize, rule: &str, holds: bool) -> DomRow {
    let f = w.f;
    let d = f.inst(def);
    let u = f.inst(user);
    let def_name = f.local_name(d.sym.expect("a used instruction has a value"), &w.slots);
    let user_name = match u.sym {
        Some(s) => f.local_name(s, &w.slots),
        None => u.opcode.to_string(),
    };
    let block = |b: BlockId| f.block_label(b, &w.slots);
    let (use_desc, in_block) = if u.op == Op::Phi {
        (
            format!(
                "{def_name} entry of {user_name} for edge {} → {}",
                block(f.incoming(user)[k]),
                block(u.block)
            ),
            format!("{} (phi)", block(u.block)),
        )
    } else {
        (format!("{def_name} in {user_name}"), block(u.block))
    };
    DomRow {
        use_desc,
        in_block,
        def_in: block(d.block),
        rule: rule.to_string(),
        holds,
    }
}
