//! The drill's own small model of one LLVM function: blocks of instructions whose operands
//! are typed value uses and block labels, printed as LLVM text.
//!
//! The generator builds and mutates this model; the checker only ever sees the printed
//! text. The analyses here (successors, dominators, text positions) serve the generator in
//! choosing *where* to break a rule; whether the result breaks it is the checker's word.

use std::fmt::Write as _;

/// A type as LLVM spells it: `i64`, `i1`, `ptr`, `{ ptr, i32 }`, `void`.
pub type Ty = String;

/// A piece of an instruction's text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Piece {
    Text(String),
    /// A use of a local value (printed `%name`), with the type the instruction expects.
    Val {
        name: String,
        ty: Ty,
    },
    /// A block label operand (printed `%name`): a successor when in a terminator.
    Label(String),
}

/// An incoming value of a phi.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Operand {
    Val(String),
    Const(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Phi,
    Landingpad,
    Other,
    Term,
    /// A line printed verbatim at column 1 (a label inserted by a textual mutation).
    RawLabel,
}

/// One instruction. For a phi, `entries` holds the incoming pairs and `pieces` is empty.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Inst {
    pub def: Option<(String, Ty)>,
    pub kind: Kind,
    pub op: String,
    pub pieces: Vec<Piece>,
    pub entries: Vec<(Operand, String)>,
}

impl Inst {
    pub fn new(def: Option<(&str, &str)>, kind: Kind, op: &str, pieces: Vec<Piece>) -> Inst {
        Inst {
            def: def.map(|(n, t)| (n.to_string(), t.to_string())),
            kind,
            op: op.to_string(),
            pieces,
            entries: Vec::new(),
        }
    }

    pub fn phi(name: &str, ty: &str, entries: Vec<(Operand, String)>) -> Inst {
        Inst {
            def: Some((name.to_string(), ty.to_string())),
            kind: Kind::Phi,
            op: "phi".into(),
            pieces: Vec::new(),
            entries,
        }
    }

    pub fn name(&self) -> Option<&str> {
        self.def.as_ref().map(|(n, _)| n.as_str())
    }

    pub fn ty(&self) -> Option<&str> {
        self.def.as_ref().map(|(_, t)| t.as_str())
    }

    /// The successor labels, in order and with multiplicity (terminators only).
    pub fn succs(&self) -> Vec<&str> {
        if self.kind != Kind::Term {
            return Vec::new();
        }
        self.pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Label(l) => Some(l.as_str()),
                _ => None,
            })
            .collect()
    }

    /// Every value this instruction uses, with the type expected there.
    pub fn uses(&self) -> Vec<(String, Ty)> {
        if self.kind == Kind::Phi {
            let ty = self.ty().unwrap_or("").to_string();
            return self
                .entries
                .iter()
                .filter_map(|(op, _)| match op {
                    Operand::Val(v) => Some((v.clone(), ty.clone())),
                    Operand::Const(_) => None,
                })
                .collect();
        }
        self.pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Val { name, ty } => Some((name.clone(), ty.clone())),
                _ => None,
            })
            .collect()
    }

    /// The instruction's text without indentation.
    pub fn text(&self) -> String {
        let mut s = String::new();
        if let Some((n, _)) = &self.def {
            let _ = write!(s, "%{n} = ");
        }
        if self.kind == Kind::Phi {
            let _ = write!(s, "phi {}", self.ty().unwrap_or(""));
            for (i, (op, b)) in self.entries.iter().enumerate() {
                let v = match op {
                    Operand::Val(v) => format!("%{v}"),
                    Operand::Const(c) => c.clone(),
                };
                let sep = if i == 0 { " " } else { ", " };
                let _ = write!(s, "{sep}[ {v}, %{b} ]");
            }
            return s;
        }
        for p in &self.pieces {
            match p {
                Piece::Text(t) => s.push_str(t),
                Piece::Val { name, .. } => {
                    s.push('%');
                    s.push_str(name);
                }
                Piece::Label(l) => {
                    s.push('%');
                    s.push_str(l);
                }
            }
        }
        s
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Block {
    pub name: String,
    pub insts: Vec<Inst>,
}

impl Block {
    pub fn term(&self) -> Option<&Inst> {
        self.insts.last().filter(|i| i.kind == Kind::Term)
    }

    pub fn phis(&self) -> impl Iterator<Item = &Inst> {
        self.insts.iter().take_while(|i| i.kind == Kind::Phi)
    }

    pub fn num_phis(&self) -> usize {
        self.phis().count()
    }
}

/// One function and the module lines it needs (declarations, globals).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Func {
    pub name: String,
    pub ret: Ty,
    pub params: Vec<(Ty, String)>,
    pub personality: Option<String>,
    pub blocks: Vec<Block>,
    /// Module-level lines printed before the function, in order.
    pub prelude: Vec<String>,
}

impl Func {
    /// The complete module: prelude, a blank line, the function.
    pub fn module_text(&self) -> String {
        let mut s = String::new();
        for line in &self.prelude {
            s.push_str(line);
            s.push('\n');
        }
        if !self.prelude.is_empty() {
            s.push('\n');
        }
        let params: Vec<String> = self
            .params
            .iter()
            .map(|(t, n)| format!("{t} %{n}"))
            .collect();
        let _ = write!(
            s,
            "define {} @{}({})",
            self.ret,
            self.name,
            params.join(", ")
        );
        if let Some(p) = &self.personality {
            let _ = write!(s, " personality {p}");
        }
        s.push_str(" {\n");
        for b in &self.blocks {
            let _ = writeln!(s, "{}:", b.name);
            for i in &b.insts {
                if i.kind == Kind::RawLabel {
                    let _ = writeln!(s, "{}", i.text());
                } else {
                    let _ = writeln!(s, "  {}", i.text());
                }
            }
        }
        s.push_str("}\n");
        s
    }

    pub fn block_index(&self, name: &str) -> Option<usize> {
        self.blocks.iter().position(|b| b.name == name)
    }

    /// Where a local value is defined: `None` for a parameter or an unknown name.
    pub fn def_site(&self, name: &str) -> Option<(usize, usize)> {
        for (bi, b) in self.blocks.iter().enumerate() {
            for (ii, i) in b.insts.iter().enumerate() {
                if i.name() == Some(name) {
                    return Some((bi, ii));
                }
            }
        }
        None
    }

    pub fn is_param(&self, name: &str) -> bool {
        self.params.iter().any(|(_, n)| n == name)
    }

    /// The type of a parameter or instruction result.
    pub fn type_of(&self, name: &str) -> Option<Ty> {
        if let Some((t, _)) = self.params.iter().find(|(_, n)| n == name) {
            return Some(t.clone());
        }
        let (b, i) = self.def_site(name)?;
        self.blocks[b].insts[i].ty().map(str::to_string)
    }

    /// Every value (parameters first, then results in text order) with its type.
    pub fn values(&self) -> Vec<(String, Ty)> {
        let mut out: Vec<(String, Ty)> = self
            .params
            .iter()
            .map(|(t, n)| (n.clone(), t.clone()))
            .collect();
        for b in &self.blocks {
            for i in &b.insts {
                if let Some((n, t)) = &i.def {
                    out.push((n.clone(), t.clone()));
                }
            }
        }
        out
    }

    /// True when the value is the result of an `invoke` (available only on its normal edge).
    pub fn is_invoke_result(&self, name: &str) -> bool {
        self.def_site(name)
            .is_some_and(|(b, i)| self.blocks[b].insts[i].op == "invoke")
    }

    /// A name not used by any value or block, built from `stem`.
    pub fn fresh(&self, stem: &str) -> String {
        let taken = |n: &str| {
            self.is_param(n) || self.def_site(n).is_some() || self.block_index(n).is_some()
        };
        if !taken(stem) {
            return stem.to_string();
        }
        (1..)
            .map(|k| format!("{stem}{k}"))
            .find(|n| !taken(n))
            .unwrap_or_default()
    }

    pub fn has_landingpad(&self) -> bool {
        self.blocks
            .iter()
            .any(|b| b.insts.iter().any(|i| i.kind == Kind::Landingpad))
    }
}

/// The CFG of a well-formed function: successors with multiplicity, predecessors,
/// reachability from the entry, and the dominance relation (Definition 9.3.2).
pub struct Cfg {
    pub succs: Vec<Vec<usize>>,
    pub preds: Vec<Vec<usize>>,
    pub reach: Vec<bool>,
    dom: Vec<Vec<bool>>,
}

impl Cfg {
    pub fn new(f: &Func) -> Cfg {
        let n = f.blocks.len();
        let succs: Vec<Vec<usize>> = f
            .blocks
            .iter()
            .map(|b| {
                b.term()
                    .map(|t| t.succs())
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|l| f.block_index(l))
                    .collect()
            })
            .collect();
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for s in ss {
                preds[*s].push(b);
            }
        }
        let mut reach = vec![false; n];
        let mut stack = vec![0];
        while let Some(b) = stack.pop() {
            if n == 0 || reach[b] {
                continue;
            }
            reach[b] = true;
            stack.extend(succs[b].iter().copied());
        }
        let dom = dominators(n, &preds, &reach);
        Cfg {
            succs,
            preds,
            reach,
            dom,
        }
    }

    /// `a dom b`, with LLVM's convention that an unreachable block is dominated by all.
    pub fn dom(&self, a: usize, b: usize) -> bool {
        !self.reach[b] || self.dom[b][a]
    }

    pub fn sdom(&self, a: usize, b: usize) -> bool {
        a != b && self.dom(a, b)
    }
}

/// `dom[b][a]` is true when `a` dominates `b`: the textbook iterative data-flow solution,
/// ample for the few dozen blocks of a drill.
fn dominators(n: usize, preds: &[Vec<usize>], reach: &[bool]) -> Vec<Vec<bool>> {
    let mut dom = vec![vec![true; n]; n];
    if n == 0 {
        return dom;
    }
    dom[0] = vec![false; n];
    dom[0][0] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            if !reach[b] {
                continue;
            }
            let mut new = vec![true; n];
            for &p in preds[b].iter().filter(|p| reach[**p]) {
                for (x, d) in new.iter_mut().enumerate() {
                    *d = *d && dom[p][x];
                }
            }
            new[b] = true;
            if new != dom[b] {
                dom[b] = new;
                changed = true;
            }
        }
    }
    dom
}

/// Whether value `v` is available to a non-phi use at instruction `at` = (block, index)
/// (Definition 9.3.3, first case; invoke results are judged unavailable, to stay on the safe
/// side of the edge-dominance rule).
pub fn available_at(f: &Func, cfg: &Cfg, v: &str, at: (usize, usize)) -> bool {
    if f.is_param(v) {
        return true;
    }
    if f.is_invoke_result(v) {
        return false;
    }
    match f.def_site(v) {
        Some((db, di)) if db == at.0 => di < at.1,
        Some((db, _)) => cfg.reach[db] && cfg.sdom(db, at.0),
        None => false,
    }
}

/// Whether value `v` is available at the end of block `p` (a phi entry for an edge from `p`).
pub fn available_at_end(f: &Func, cfg: &Cfg, v: &str, p: usize) -> bool {
    if f.is_param(v) {
        return true;
    }
    if f.is_invoke_result(v) {
        return false;
    }
    match f.def_site(v) {
        Some((db, _)) => cfg.reach[db] && cfg.dom(db, p),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn br(to: &str) -> Inst {
        Inst::new(
            None,
            Kind::Term,
            "br",
            vec![Piece::Text("br label ".into()), Piece::Label(to.into())],
        )
    }

    #[test]
    fn diamond_dominance() {
        let cond = Inst::new(
            None,
            Kind::Term,
            "br",
            vec![
                Piece::Text("br i1 ".into()),
                Piece::Val {
                    name: "c".into(),
                    ty: "i1".into(),
                },
                Piece::Text(", label ".into()),
                Piece::Label("a".into()),
                Piece::Text(", label ".into()),
                Piece::Label("j".into()),
            ],
        );
        let ret = Inst::new(
            None,
            Kind::Term,
            "ret",
            vec![Piece::Text("ret void".into())],
        );
        let f = Func {
            name: "f".into(),
            ret: "void".into(),
            params: vec![("i1".into(), "c".into())],
            personality: None,
            blocks: vec![
                Block {
                    name: "entry".into(),
                    insts: vec![cond],
                },
                Block {
                    name: "a".into(),
                    insts: vec![br("j")],
                },
                Block {
                    name: "j".into(),
                    insts: vec![ret],
                },
            ],
            prelude: vec![],
        };
        let cfg = Cfg::new(&f);
        assert!(cfg.dom(0, 2));
        assert!(
            !cfg.dom(1, 2),
            "a does not dominate the join (edge entry -> j)"
        );
        assert_eq!(cfg.preds[2], vec![0, 1]);
        assert!(f.module_text().contains("br i1 %c, label %a, label %j"));
    }
}
