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

/// An operand of an instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A local value (argument or instruction).
    Local(SymId),
    /// A constant, global or inline asm: its printed text (`10`, `null`, `@g`, ...) and a
    /// creation number (LLVM's pointer order, used to sort phi entries).
    Const { text: String, creation: u32 },
}

#[derive(Debug, Clone)]
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
    /// Value operands, in LLVM's operand order where it matters (phi: incoming values).
    pub operands: Vec<Operand>,
    /// Phi: the incoming block of each operand.
    pub phi_blocks: Vec<BlockId>,
    /// Terminators: successors in LLVM's order (Definition 9.3.1), with multiplicity.
    pub succs: Vec<BlockId>,
    /// Invoke: the unwind destination; callbr: none.
    pub unwind: Option<BlockId>,
    /// Landingpad: number of clauses and whether it is a cleanup.
    pub clauses: u32,
    pub cleanup: bool,
    pub printed: Printed,
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
            Value::Const { .. } => None,
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
    pub fn print_inst(&self, i: InstId, slots: &[Option<u32>]) -> String {
        let inst = self.inst(i);
        let mut out = String::from("  ");
        if let Some(s) = inst.sym {
            out.push_str(&self.local_name(s, slots));
            out.push_str(" = ");
        }
        let mut last = 0usize;
        for &(pos, sym) in &inst.printed.holes {
            out.push_str(&inst.printed.text[last..pos as usize]);
            out.push_str(&self.local_name(sym, slots));
            last = pos as usize;
        }
        out.push_str(&inst.printed.text[last..]);
        out
    }

    /// A typed operand as `opt` prints a value under a message (`i32 %x`, `i32 10`).
    pub fn print_operand(&self, types: &Types, op: &Operand, slots: &[Option<u32>]) -> String {
        let value = match &op.value {
            Value::Local(s) => self.local_name(*s, slots),
            Value::Const { text, .. } => text.clone(),
        };
        format!("{} {value}", types.name(op.ty))
    }

    /// A block as `opt` prints it under a message (`label %entry`).
    pub fn print_block(&self, b: BlockId, slots: &[Option<u32>]) -> String {
        format!("label {}", self.local_name(self.block(b).sym, slots))
    }
}

/// A parsed module: what the verifier needs.
#[derive(Debug)]
pub struct Module {
    pub types: Types,
    /// Function definitions, in module order.
    pub functions: Vec<Function>,
}
