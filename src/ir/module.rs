//! The in-memory module: functions, blocks and instructions in arenas indexed by `u32` ids.
//!
//! Only what Algorithm 9.3.7 and the printer need is kept structurally (opcodes, types,
//! operands, phi entries, successors); everything else of an instruction (flags,
//! attributes, metadata) lives in its canonical printed text, which is built once while
//! parsing so that a verifier message can print the instruction the way `opt` does.

use super::types::{TypeId, Types, print_name};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstId(pub u32);

/// A local symbol: an argument, an instruction or a block, by name or number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SymId(pub u32);

/// What a local symbol turned out to be once the function was parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymDef {
    Arg(u32),
    Inst(InstId),
    Block(BlockId),
    /// Referenced, never defined (only during parsing: the parser rejects the function).
    Pending,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SymName {
    Named(String),
    Numbered(u32),
}

#[derive(Debug, Clone)]
pub struct Sym {
    pub name: SymName,
    pub def: SymDef,
    pub ty: TypeId,
}

/// A uniqued constant, global or inline asm, by its printed text (see [`Consts`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstId(pub u32);

/// An operand of an instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    /// A local value (argument or instruction).
    Local(SymId),
    /// A constant, global or inline asm (`10`, `null`, `@g`, ...).
    Const(ConstId),
}

/// The module's constants, uniqued by (type, printed text) as LLVM uniques them, with
/// their creation numbers (LLVM's pointer order, used to sort phi entries).
#[derive(Debug, Default)]
pub struct Consts {
    pub texts: Vec<String>,
    pub creation: Vec<u32>,
}

impl Consts {
    pub fn text(&self, c: ConstId) -> &str {
        &self.texts[c.0 as usize]
    }
}

#[derive(Debug, Clone, Copy)]
pub struct Operand {
    pub ty: TypeId,
    pub value: Value,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Ret,
    Br,
    CondBr,
    Switch,
    IndirectBr,
    Invoke,
    CallBr,
    Resume,
    Unreachable,
    CatchSwitch,
    CatchRet,
    CleanupRet,
    Phi,
    LandingPad,
    CatchPad,
    CleanupPad,
    Call,
    /// Any other instruction: its checks are dominance and self-reference only.
    Other,
}

impl Op {
    pub fn is_terminator(self) -> bool {
        matches!(
            self,
            Op::Ret
                | Op::Br
                | Op::CondBr
                | Op::Switch
                | Op::IndirectBr
                | Op::Invoke
                | Op::CallBr
                | Op::Resume
                | Op::Unreachable
                | Op::CatchSwitch
                | Op::CatchRet
                | Op::CleanupRet
        )
    }

    pub fn is_eh_pad(self) -> bool {
        matches!(
            self,
            Op::LandingPad | Op::CatchPad | Op::CleanupPad | Op::CatchSwitch
        )
    }
}

/// An instruction's canonical text with holes where local names go: unnamed values are
/// printed with slot numbers computed when a message needs them.
#[derive(Debug, Clone, Default)]
pub struct Printed {
    pub text: String,
    /// (byte position in `text`, symbol) for each local reference, in order.
    pub holes: Vec<(u32, SymId)>,
}

/// A range `start..end` into one of a function's pools.
pub type Span = (u32, u32);

#[derive(Debug, Clone)]
pub struct Inst {
    pub op: Op,
    /// The opcode's keyword (`add`, `phi`, `br`, ...).
    pub opcode: &'static str,
    /// The symbol this instruction defines (None for void results).
    pub sym: Option<SymId>,
    pub ty: TypeId,
    pub block: BlockId,
    /// Byte offset of the instruction's first token.
    pub offset: u32,
    /// Creation order among all values of the module (LLVM's allocation order).
    pub creation: u32,
    /// Value operands in `Function::operands`, in LLVM's operand order where it matters
    /// (phi: incoming values).
    pub ops: Span,
    /// Phi: the incoming block of each operand, in `Function::phi_blocks`.
    pub phis: Span,
    /// Terminators: successors in LLVM's order (Definition 9.3.1), with multiplicity, in
    /// `Function::succ_pool`.
    pub succ: Span,
    /// Invoke: the unwind destination; callbr: none.
    pub unwind: Option<BlockId>,
    /// Landingpad: number of clauses; switch: cases whose type is not the condition's.
    pub clauses: u32,
    pub cleanup: bool,
    /// Debug records (`#dbg_value`) stand before it, attached to it.
    pub dbg_records: bool,
    /// Phi: where in its text the entries go (they are printed from `ops` and `phis`).
    pub entries_at: u32,
    /// The canonical text in `Function::text`, and its holes in `Function::holes`.
    pub text: Span,
    pub holes: Span,
}

#[derive(Debug, Clone)]
pub struct Block {
    pub sym: SymId,
    pub insts: Vec<InstId>,
    /// Byte offset of the label (or of the first instruction when unlabelled).
    pub offset: u32,
    /// Creation order (first mention), as LLVM allocates blocks.
    pub creation: u32,
    /// Whether its label (or implicit start) has been seen, i.e. it is in the layout.
    pub defined: bool,
}

#[derive(Debug, Clone)]
pub struct Arg {
    pub sym: SymId,
    pub ty: TypeId,
}

#[derive(Debug, Clone)]
pub struct Function {
    pub name: String,
    pub offset: u32,
    pub ret: TypeId,
    pub args: Vec<Arg>,
    pub has_personality: bool,
    /// Blocks by id; `layout` gives the order of the function's body.
    pub blocks: Vec<Block>,
    pub layout: Vec<BlockId>,
    pub insts: Vec<Inst>,
    pub syms: Vec<Sym>,
    /// Pools the instructions' spans point into (one allocation each, not one per
    /// instruction: a 10 MB module has hundreds of thousands of instructions).
    pub operands: Vec<Operand>,
    pub phi_blocks: Vec<BlockId>,
    pub succ_pool: Vec<BlockId>,
    pub text: String,
    /// (position relative to the instruction's text, symbol) for each local reference.
    pub holes: Vec<(u32, SymId)>,
}

impl Function {
    pub fn entry(&self) -> BlockId {
        self.layout[0]
    }

    pub fn inst(&self, id: InstId) -> &Inst {
        &self.insts[id.0 as usize]
    }

    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.0 as usize]
    }

    pub fn sym(&self, id: SymId) -> &Sym {
        &self.syms[id.0 as usize]
    }

    /// The value operands of an instruction.
    pub fn ops(&self, i: InstId) -> &[Operand] {
        let (a, b) = self.inst(i).ops;
        &self.operands[a as usize..b as usize]
    }

    /// A phi's incoming blocks, parallel to its operands.
    pub fn incoming(&self, i: InstId) -> &[BlockId] {
        let (a, b) = self.inst(i).phis;
        &self.phi_blocks[a as usize..b as usize]
    }

    /// A terminator's successors (Definition 9.3.1), with multiplicity.
    pub fn succs(&self, i: InstId) -> &[BlockId] {
        let (a, b) = self.inst(i).succ;
        &self.succ_pool[a as usize..b as usize]
    }

    /// The terminator of a block: its last instruction.
    pub fn terminator(&self, b: BlockId) -> Option<InstId> {
        self.block(b).insts.last().copied()
    }

    /// The instruction a local value refers to, if it is an instruction.
    pub fn value_inst(&self, v: &Value) -> Option<InstId> {
        match v {
            Value::Local(s) => match self.sym(*s).def {
                SymDef::Inst(i) => Some(i),
                _ => None,
            },
            Value::Const(_) => None,
        }
    }

    /// Slot numbers as LLVM's printer assigns them: unnamed arguments, then, in layout
    /// order, unnamed blocks and unnamed value-producing instructions.
    pub fn slots(&self) -> Vec<Option<u32>> {
        let mut slots = vec![None; self.syms.len()];
        let mut next = 0u32;
        let mut number = |sym: SymId, slots: &mut Vec<Option<u32>>| {
            if matches!(self.sym(sym).name, SymName::Numbered(_)) {
                slots[sym.0 as usize] = Some(next);
                next += 1;
            }
        };
        for a in &self.args {
            number(a.sym, &mut slots);
        }
        for &b in &self.layout {
            number(self.block(b).sym, &mut slots);
            for &i in &self.block(b).insts {
                if let Some(s) = self.inst(i).sym {
                    number(s, &mut slots);
                }
            }
        }
        slots
    }

    /// `%name` or `%N` (slot) for a local symbol.
    pub fn local_name(&self, sym: SymId, slots: &[Option<u32>]) -> String {
        match (&self.sym(sym).name, slots[sym.0 as usize]) {
            (SymName::Named(n), _) => format!("%{}", print_name(n)),
            (SymName::Numbered(_), Some(slot)) => format!("%{slot}"),
            (SymName::Numbered(n), None) => format!("%{n}"),
        }
    }

    /// The name of a block as the lesson's tables show it (`entry`, `5`).
    pub fn block_label(&self, b: BlockId, slots: &[Option<u32>]) -> String {
        let name = self.local_name(self.block(b).sym, slots);
        name.trim_start_matches('%').to_string()
    }

    /// An instruction as `opt` prints it in a verifier message (two-space indent).
    pub fn print_inst(&self, consts: &Consts, i: InstId, slots: &[Option<u32>]) -> String {
        let inst = self.inst(i);
        let text = &self.text[inst.text.0 as usize..inst.text.1 as usize];
        let mut out = String::from("  ");
        if let Some(s) = inst.sym {
            out.push_str(&self.local_name(s, slots));
            out.push_str(" = ");
        }
        if inst.op == Op::Phi {
            let at = inst.entries_at as usize;
            out.push_str(&text[..at]);
            for (k, (op, b)) in self.ops(i).iter().zip(self.incoming(i)).enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                let value = match op.value {
                    Value::Local(s) => self.local_name(s, slots),
                    Value::Const(c) => consts.text(c).to_string(),
                };
                let block = self.local_name(self.block(*b).sym, slots);
                out.push_str(&format!("[ {value}, {block} ]"));
            }
            out.push_str(&text[at..]);
            return out;
        }
        let mut last = 0usize;
        for &(pos, sym) in &self.holes[inst.holes.0 as usize..inst.holes.1 as usize] {
            out.push_str(&text[last..pos as usize]);
            out.push_str(&self.local_name(sym, slots));
            last = pos as usize;
        }
        out.push_str(&text[last..]);
        out
    }

    /// A typed operand as `opt` prints a value under a message (`i32 %x`, `i32 10`).
    pub fn print_operand(
        &self,
        types: &Types,
        consts: &Consts,
        op: &Operand,
        slots: &[Option<u32>],
    ) -> String {
        let value = match op.value {
            Value::Local(s) => self.local_name(s, slots),
            Value::Const(c) => consts.text(c).to_string(),
        };
        format!("{} {value}", types.name(op.ty))
    }

    /// A block as `opt` prints it under a message (`label %entry`).
    pub fn print_block(&self, b: BlockId, slots: &[Option<u32>]) -> String {
        format!("label {}", self.local_name(self.block(b).sym, slots))
    }
}

/// What printing and checking a function needs from its module.
#[derive(Debug, Clone, Copy)]
pub struct ModuleCtx<'a> {
    pub types: &'a Types,
    pub consts: &'a Consts,
}
