//! A synthesiser of random structured SSA functions, shaped like mem2reg's output: nested
//! counted loops (Algorithm 9.3.6), guarded loops with an exit phi, diamonds, triangles,
//! switches with duplicate edges, and invokes with landing pads.
//!
//! Every construct keeps the environment of values that dominate the current point, so the
//! result is well formed by construction (the tests confirm it with opt-22 and the checker).

use super::model::{Block, Func, Inst, Kind, Operand, Piece};
use super::rng::Rng;

/// The generator's knobs, as ranges per difficulty.
#[derive(Debug, Clone, Copy)]
pub struct Config {
    /// Blocks per function, inclusive.
    pub blocks: (usize, usize),
    /// Straight-line instructions emitted between constructs, inclusive.
    pub insts: (usize, usize),
    /// How deeply constructs nest.
    pub max_depth: usize,
    /// Percent of constructs that are invokes (when the function may unwind).
    pub invoke_percent: u32,
}

/// What the chosen mutation needs from the function.
#[derive(Debug, Clone, Copy, Default)]
pub struct Want {
    /// At least one invoke with a landing pad.
    pub eh: bool,
}

const NAMES: &[&str] = &[
    "walk", "mix", "scan", "fold", "blend", "tally", "churn", "sift", "weave", "probe", "drift",
    "stride",
];

/// Generates one well-formed function within `cfg`'s block range.
pub fn synth(rng: &mut Rng, cfg: &Config, want: Want) -> Func {
    loop {
        let target = rng.range(cfg.blocks.0, cfg.blocks.1);
        let mut s = Synth::new(rng, cfg, want);
        s.seq(0, target - 1, want.eh);
        s.finish();
        let n = s.f.blocks.len();
        if n >= cfg.blocks.0 && n <= cfg.blocks.1 && (!want.eh || s.eh) {
            return s.f;
        }
    }
}

struct Synth<'a> {
    rng: &'a mut Rng,
    cfg: &'a Config,
    f: Func,
    cur: usize,
    /// Values available at the current point, by name and type.
    env: Vec<(String, String)>,
    /// Blocks placed after everything else (landing pads that resume).
    tail: Vec<Block>,
    counter: usize,
    eh: bool,
    calls: bool,
}

fn text(s: &str) -> Piece {
    Piece::Text(s.to_string())
}

fn val(n: &str, ty: &str) -> Piece {
    Piece::Val {
        name: n.to_string(),
        ty: ty.to_string(),
    }
}

fn label(n: &str) -> Piece {
    Piece::Label(n.to_string())
}

fn br(to: &str) -> Inst {
    Inst::new(None, Kind::Term, "br", vec![text("br label "), label(to)])
}

fn cond_br(c: &str, t: &str, e: &str) -> Inst {
    Inst::new(
        None,
        Kind::Term,
        "br",
        vec![
            text("br i1 "),
            val(c, "i1"),
            text(", label "),
            label(t),
            text(", label "),
            label(e),
        ],
    )
}

impl<'a> Synth<'a> {
    fn new(rng: &'a mut Rng, cfg: &'a Config, want: Want) -> Synth<'a> {
        let name = rng.pick(NAMES).to_string();
        let mut params = vec![("i64".to_string(), "a".to_string())];
        params.push(("i64".to_string(), "b".to_string()));
        if rng.chance(40) {
            params.push(("i32".to_string(), "k".to_string()));
        }
        let env = params.iter().map(|(t, n)| (n.clone(), t.clone())).collect();
        let _ = want;
        Synth {
            rng,
            cfg,
            f: Func {
                name,
                ret: "i64".into(),
                params,
                personality: None,
                blocks: vec![Block {
                    name: "entry".into(),
                    insts: Vec::new(),
                }],
                prelude: Vec::new(),
            },
            cur: 0,
            env,
            tail: Vec::new(),
            counter: 0,
            eh: false,
            calls: false,
        }
    }

    fn id(&mut self) -> usize {
        self.counter += 1;
        self.counter
    }

    fn emit(&mut self, inst: Inst) {
        if let Some((n, t)) = &inst.def {
            self.env.push((n.clone(), t.clone()));
        }
        self.f.blocks[self.cur].insts.push(inst);
    }

    /// Starts a new block in layout order and makes it current.
    fn open(&mut self, name: &str) {
        self.f.blocks.push(Block {
            name: name.to_string(),
            insts: Vec::new(),
        });
        self.cur = self.f.blocks.len() - 1;
    }

    fn cur_name(&self) -> String {
        self.f.blocks[self.cur].name.clone()
    }

    /// An available value of type `ty`, preferring recent ones.
    fn pick_val(&mut self, ty: &str) -> Option<String> {
        let c: Vec<&String> = self
            .env
            .iter()
            .filter(|(_, t)| t == ty)
            .map(|(n, _)| n)
            .collect();
        if c.is_empty() {
            return None;
        }
        let recent = c.len().saturating_sub(4);
        let i = if self.rng.chance(60) {
            self.rng.range(recent, c.len() - 1)
        } else {
            self.rng.below(c.len())
        };
        Some(c[i].clone())
    }

    fn i64_operand(&mut self) -> Piece {
        if self.rng.chance(75)
            && let Some(v) = self.pick_val("i64")
        {
            return val(&v, "i64");
        }
        Piece::Text(format!("{}", self.rng.range(1, 9)))
    }

    /// One straight-line instruction.
    fn simple(&mut self) {
        let id = self.id();
        let a = self.i64_operand();
        let b = self.i64_operand();
        match self.rng.weighted(&[40, 18, 10, 8, 8, 8]) {
            0 => {
                let op = *self
                    .rng
                    .pick(&["add", "sub", "mul", "xor", "and", "add nsw"]);
                let name = format!("v{id}");
                self.emit(Inst::new(
                    Some((&name, "i64")),
                    Kind::Other,
                    op.split(' ').next().unwrap_or(op),
                    vec![Piece::Text(format!("{op} i64 ")), a, text(", "), b],
                ));
            }
            1 => {
                let pred = *self.rng.pick(&["slt", "sgt", "eq", "ne", "sle"]);
                let name = format!("c{id}");
                self.emit(Inst::new(
                    Some((&name, "i1")),
                    Kind::Other,
                    "icmp",
                    vec![Piece::Text(format!("icmp {pred} i64 ")), a, text(", "), b],
                ));
            }
            2 => match self.pick_val("i1") {
                Some(c) => {
                    let name = format!("s{id}");
                    self.emit(Inst::new(
                        Some((&name, "i64")),
                        Kind::Other,
                        "select",
                        vec![
                            text("select i1 "),
                            val(&c, "i1"),
                            text(", i64 "),
                            a,
                            text(", i64 "),
                            b,
                        ],
                    ));
                }
                None => self.simple(),
            },
            3 => {
                let name = format!("t{id}");
                self.emit(Inst::new(
                    Some((&name, "i32")),
                    Kind::Other,
                    "trunc",
                    vec![text("trunc i64 "), a, text(" to i32")],
                ));
            }
            4 => match self.pick_val("i32") {
                Some(t) => {
                    let name = format!("w{id}");
                    self.emit(Inst::new(
                        Some((&name, "i64")),
                        Kind::Other,
                        "sext",
                        vec![text("sext i32 "), val(&t, "i32"), text(" to i64")],
                    ));
                }
                None => self.simple(),
            },
            _ => {
                self.calls = true;
                let name = format!("r{id}");
                self.emit(Inst::new(
                    Some((&name, "i64")),
                    Kind::Other,
                    "call",
                    vec![text("call i64 @ext(i64 "), a, text(")")],
                ));
            }
        }
    }

    fn straight(&mut self, at_least: usize) {
        let n = self
            .rng
            .range(self.cfg.insts.0, self.cfg.insts.1)
            .max(at_least);
        for _ in 0..n {
            self.simple();
        }
    }

    /// An `i1` computed now in the current block.
    fn condition(&mut self) -> String {
        let id = self.id();
        let a = match self.pick_val("i64") {
            Some(v) => val(&v, "i64"),
            None => text("0"),
        };
        let b = self.i64_operand();
        let pred = *self.rng.pick(&["slt", "sgt", "eq", "ne", "sge"]);
        let name = format!("c{id}");
        self.emit(Inst::new(
            Some((&name, "i1")),
            Kind::Other,
            "icmp",
            vec![Piece::Text(format!("icmp {pred} i64 ")), a, text(", "), b],
        ));
        name
    }

    /// Emits constructs until fewer than two blocks of budget remain.
    fn seq(&mut self, depth: usize, mut budget: usize, force_eh: bool) {
        self.straight(0);
        let mut first = true;
        while budget >= 2 {
            let used = if first && force_eh {
                self.invoke(budget)
            } else {
                self.construct(depth, budget)
            };
            first = false;
            budget -= used;
            self.straight(0);
        }
    }

    fn construct(&mut self, depth: usize, budget: usize) -> usize {
        let eh = self.rng.chance(self.cfg.invoke_percent);
        if eh {
            return self.invoke(budget);
        }
        let nest = depth < self.cfg.max_depth;
        let choice = self.rng.weighted(&[
            3,
            3,
            if budget >= 3 { 4 } else { 0 },
            2,
            if budget >= 3 { 3 } else { 0 },
        ]);
        match choice {
            0 => self.triangle(depth, budget, nest),
            1 => self.guarded_loop(depth, budget, nest),
            2 => self.diamond(depth, budget, nest),
            3 => self.counted_loop_small(depth, budget, nest),
            _ => self.switch(budget),
        }
    }

    /// A nested sequence in a fresh arm; returns the blocks it used beyond the arm itself.
    fn arm(&mut self, depth: usize, extra: usize) -> usize {
        let before = self.f.blocks.len();
        if extra >= 2 {
            self.seq(depth + 1, extra, false);
        } else {
            self.straight(1);
        }
        self.f.blocks.len() - before
    }

    fn split(&mut self, extra: usize, nest: bool) -> (usize, usize) {
        if !nest || extra < 2 {
            return (0, 0);
        }
        let take = self.rng.range(0, extra);
        let a = if self.rng.chance(50) { take } else { 0 };
        (a, extra - a)
    }

    fn triangle(&mut self, depth: usize, budget: usize, nest: bool) -> usize {
        let k = self.id();
        let c = self.condition();
        let (then, end) = (format!("if{k}.then"), format!("if{k}.end"));
        let old = self.pick_val("i64").unwrap_or_else(|| "a".into());
        let from = self.cur_name();
        let (extra, _) = self.split(budget - 2, nest);
        self.emit(cond_br(&c, &then, &end));
        let mark = self.env.len();
        self.open(&then);
        let used = self.arm(depth, extra);
        let v = self.pick_val("i64").unwrap_or_else(|| old.clone());
        let then_end = self.cur_name();
        self.emit(br(&end));
        self.env.truncate(mark);
        self.open(&end);
        let name = format!("m{k}");
        self.emit(Inst::phi(
            &name,
            "i64",
            vec![(Operand::Val(v), then_end), (Operand::Val(old), from)],
        ));
        2 + used
    }

    fn diamond(&mut self, depth: usize, budget: usize, nest: bool) -> usize {
        let k = self.id();
        let c = self.condition();
        let (then, els, end) = (
            format!("if{k}.then"),
            format!("if{k}.else"),
            format!("if{k}.end"),
        );
        let (x1, x2) = self.split(budget - 3, nest);
        self.emit(cond_br(&c, &then, &els));
        let mark = self.env.len();
        let mut arms = Vec::new();
        let mut used = 3;
        for (block, extra) in [(then, x1), (els, x2)] {
            self.open(&block);
            used += self.arm(depth, extra);
            let v1 = self.pick_val("i64").unwrap_or_else(|| "a".into());
            let v2 = self.pick_val("i64").unwrap_or_else(|| "b".into());
            arms.push((self.cur_name(), v1, v2));
            self.emit(br(&end));
            self.env.truncate(mark);
        }
        self.open(&end);
        let phis = if self.rng.chance(40) { 2 } else { 1 };
        for p in 0..phis {
            let name = if p == 0 {
                format!("m{k}")
            } else {
                format!("n{k}")
            };
            let entries = arms
                .iter()
                .map(|(b, v1, v2)| {
                    (
                        Operand::Val(if p == 0 { v1 } else { v2 }.clone()),
                        b.clone(),
                    )
                })
                .collect();
            self.emit(Inst::phi(&name, "i64", entries));
        }
        used
    }

    /// Algorithm 9.3.6: header with phis, body, back edge, exit.
    fn counted_loop_small(&mut self, depth: usize, budget: usize, nest: bool) -> usize {
        if budget < 3 {
            return self.triangle(depth, budget, nest);
        }
        let k = self.id();
        let (head, body, exit) = (
            format!("loop{k}"),
            format!("loop{k}.body"),
            format!("loop{k}.exit"),
        );
        let pre = self.cur_name();
        let bound = self.pick_val("i64").unwrap_or_else(|| "a".into());
        let inits: Vec<Operand> = (0..self.rng.range(1, 2))
            .map(|_| match self.rng.chance(50) {
                true => Operand::Const("0".into()),
                false => Operand::Val(self.pick_val("i64").unwrap_or_else(|| "b".into())),
            })
            .collect();
        self.emit(br(&head));
        self.open(&head);
        let head_idx = self.cur;
        let names: Vec<String> = (0..inits.len())
            .map(|j| format!("{}{k}", ["i", "acc"][j]))
            .collect();
        for (n, init) in names.iter().zip(&inits) {
            self.emit(Inst::phi(n, "i64", vec![(init.clone(), pre.clone())]));
        }
        let c = format!("c{k}");
        self.emit(Inst::new(
            Some((&c, "i1")),
            Kind::Other,
            "icmp",
            vec![
                text("icmp slt i64 "),
                val(&names[0], "i64"),
                text(", "),
                val(&bound, "i64"),
            ],
        ));
        self.emit(cond_br(&c, &body, &exit));
        let mark = self.env.len();
        self.open(&body);
        let (extra, _) = self.split(budget - 3, nest);
        let used = self.arm(depth, extra);
        let latch = self.cur_name();
        let mut nexts = Vec::new();
        for (j, n) in names.iter().enumerate() {
            let next = format!("{n}.next");
            let step = if j == 0 {
                text("1")
            } else {
                self.i64_operand()
            };
            self.emit(Inst::new(
                Some((&next, "i64")),
                Kind::Other,
                "add",
                vec![text("add i64 "), val(n, "i64"), text(", "), step],
            ));
            nexts.push(next);
        }
        self.emit(br(&head));
        for (j, next) in nexts.into_iter().enumerate() {
            self.f.blocks[head_idx].insts[j]
                .entries
                .push((Operand::Val(next), latch.clone()));
        }
        self.env.truncate(mark);
        self.open(&exit);
        3 + used
    }

    /// The guarded loop of lab E1: tested once before, at the bottom after; the exit phi
    /// merges the skipped and the looped value.
    fn guarded_loop(&mut self, depth: usize, budget: usize, nest: bool) -> usize {
        let k = self.id();
        let (body, exit) = (format!("loop{k}"), format!("loop{k}.exit"));
        let pre = self.cur_name();
        let g = self.condition();
        let init = self.pick_val("i64").unwrap_or_else(|| "a".into());
        self.emit(cond_br(&g, &body, &exit));
        let mark = self.env.len();
        self.open(&body);
        let body_idx = self.cur;
        let x = format!("x{k}");
        self.emit(Inst::phi(
            &x,
            "i64",
            vec![(Operand::Val(init.clone()), pre.clone())],
        ));
        let (extra, _) = self.split(budget - 2, nest);
        let used = self.arm(depth, extra);
        let latch = self.cur_name();
        let next = format!("x{k}.next");
        let step = self.i64_operand();
        self.emit(Inst::new(
            Some((&next, "i64")),
            Kind::Other,
            "sub",
            vec![text("sub i64 "), val(&x, "i64"), text(", "), step],
        ));
        let c = format!("c{k}.more");
        self.emit(Inst::new(
            Some((&c, "i1")),
            Kind::Other,
            "icmp",
            vec![text("icmp sgt i64 "), val(&next, "i64"), text(", 0")],
        ));
        self.emit(cond_br(&c, &body, &exit));
        self.f.blocks[body_idx].insts[0]
            .entries
            .push((Operand::Val(next.clone()), latch.clone()));
        self.env.truncate(mark);
        self.open(&exit);
        let r = format!("x{k}.out");
        self.emit(Inst::phi(
            &r,
            "i64",
            vec![(Operand::Val(init), pre), (Operand::Val(next), latch)],
        ));
        2 + used
    }

    /// A switch whose cases reach case blocks or the join directly, some along duplicate
    /// edges; the join's phi has one entry per edge, equal for equal edges.
    fn switch(&mut self, budget: usize) -> usize {
        let k = self.id();
        let end = format!("sw{k}.end");
        let (scrut, ty) = match self.env.iter().rev().find(|(_, t)| t == "i32") {
            Some((n, _)) if self.rng.chance(50) => (n.clone(), "i32"),
            _ => (self.pick_val("i64").unwrap_or_else(|| "a".into()), "i64"),
        };
        let from = self.cur_name();
        let direct = self.pick_val("i64").unwrap_or_else(|| "a".into());
        let ncase_blocks = self.rng.range(1, (budget - 2).clamp(1, 3));
        let unreachable_default = budget > ncase_blocks + 2 && self.rng.chance(30);
        let default = if unreachable_default {
            format!("sw{k}.default")
        } else {
            end.clone()
        };
        let mut targets: Vec<String> = (0..ncase_blocks).map(|j| format!("sw{k}.c{j}")).collect();
        for _ in 0..self.rng.range(1, 2) {
            targets.push(end.clone());
        }
        if self.rng.chance(30) {
            let again = targets[0].clone();
            targets.push(again);
        }
        let mut pieces = vec![
            Piece::Text(format!("switch {ty} ")),
            val(&scrut, ty),
            text(", label "),
            label(&default),
            text(" ["),
        ];
        for (j, t) in targets.iter().enumerate() {
            pieces.push(Piece::Text(format!("\n    {ty} {}, label ", j * 2 + 1)));
            pieces.push(label(t));
        }
        pieces.push(text("\n  ]"));
        self.emit(Inst::new(None, Kind::Term, "switch", pieces));
        let mark = self.env.len();
        let mut arms = Vec::new();
        for j in 0..ncase_blocks {
            self.open(&format!("sw{k}.c{j}"));
            if self.rng.chance(70) {
                self.simple();
            }
            let v = self.pick_val("i64").unwrap_or_else(|| direct.clone());
            arms.push((self.cur_name(), v));
            self.emit(br(&end));
            self.env.truncate(mark);
        }
        if unreachable_default {
            self.open(&default);
            self.emit(Inst::new(
                None,
                Kind::Term,
                "unreachable",
                vec![text("unreachable")],
            ));
        }
        self.open(&end);
        let mut entries = Vec::new();
        let mut seen_arm = Vec::new();
        let succs = std::iter::once(&default).chain(targets.iter());
        for t in succs {
            if *t == end {
                entries.push((Operand::Val(direct.clone()), from.clone()));
            } else if let Some((b, v)) = arms.iter().find(|(b, _)| b == t)
                && !seen_arm.contains(b)
            {
                seen_arm.push(b.clone());
                entries.push((Operand::Val(v.clone()), b.clone()));
            }
        }
        let name = format!("m{k}");
        self.emit(Inst::phi(&name, "i64", entries));
        ncase_blocks + 1 + usize::from(unreachable_default)
    }

    /// An invoke: either its landing pad resumes (placed at the end of the function), or it
    /// rejoins the normal destination, whose phi takes the result on the normal edge.
    fn invoke(&mut self, budget: usize) -> usize {
        self.eh = true;
        let k = self.id();
        let arg = self.i64_operand();
        let r = format!("r{k}");
        let lpad = format!("inv{k}.lpad");
        let lp = format!("lp{k}");
        let from = self.cur_name();
        let merge = budget >= 2 && self.rng.chance(50);
        let normal = if merge {
            format!("inv{k}.join")
        } else {
            format!("inv{k}.ok")
        };
        self.f.blocks[self.cur].insts.push(Inst::new(
            Some((&r, "i64")),
            Kind::Term,
            "invoke",
            vec![
                text("invoke i64 @may_throw(i64 "),
                arg,
                text(")\n          to label "),
                label(&normal),
                text(" unwind label "),
                label(&lpad),
            ],
        ));
        let pad = Inst::new(
            Some((&lp, "{ ptr, i32 }")),
            Kind::Landingpad,
            "landingpad",
            vec![text("landingpad { ptr, i32 }\n          cleanup")],
        );
        if merge {
            let alt = self.pick_val("i64").unwrap_or_else(|| "a".into());
            self.open(&lpad);
            self.f.blocks[self.cur].insts.push(pad);
            self.f.blocks[self.cur].insts.push(br(&normal));
            self.open(&normal);
            let into = if self.rng.chance(50) {
                r.clone()
            } else {
                self.pick_val("i64").unwrap_or_else(|| "b".into())
            };
            let name = format!("m{k}");
            self.emit(Inst::phi(
                &name,
                "i64",
                vec![(Operand::Val(into), from), (Operand::Val(alt), lpad)],
            ));
        } else {
            self.tail.push(Block {
                name: lpad,
                insts: vec![
                    pad,
                    Inst::new(
                        None,
                        Kind::Term,
                        "resume",
                        vec![text("resume { ptr, i32 } "), val(&lp, "{ ptr, i32 }")],
                    ),
                ],
            });
            self.open(&normal);
            self.env.push((r, "i64".into()));
        }
        2
    }

    /// Returns from the current block and adds the module's declarations.
    fn finish(&mut self) {
        let v = self.pick_val("i64").unwrap_or_else(|| "a".into());
        self.emit(Inst::new(
            None,
            Kind::Term,
            "ret",
            vec![text("ret i64 "), val(&v, "i64")],
        ));
        self.f.blocks.append(&mut self.tail);
        if self.calls {
            self.f.prelude.push("declare i64 @ext(i64)".into());
        }
        if self.eh {
            self.f.prelude.push("declare i64 @may_throw(i64)".into());
            self.f
                .prelude
                .push("declare i32 @__gxx_personality_v0(...)".into());
            self.f.personality = Some("ptr @__gxx_personality_v0".into());
        }
    }
}
