//! Instruction grammars (LLVM's `parseInstruction` and the `parse*` it dispatches to),
//! function headers and global variables.
//!
//! Each instruction parser checks its operands' types as LLParser does (W5, steps 3 and 4 of
//! Algorithm 9.3.7) and writes the instruction's canonical text, so that a later verifier
//! message prints it the way `opt` does.

use super::lexer::{Kind, Token};
use super::module::{BlockId, Op, Operand, SymDef, Value};
use super::parser::{ArgName, Draft, GlobalName, Header, PResult, Parser};
use super::types::{TypeId, TypeKind, Types};

const BINARY_INT: &[&str] = &[
    "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr",
];
const BINARY_FP: &[&str] = &["fadd", "fsub", "fmul", "fdiv", "frem"];
const LOGICAL: &[&str] = &["and", "or", "xor"];
const CASTS: &[&str] = &[
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "bitcast",
    "addrspacecast",
    "uitofp",
    "sitofp",
    "fptoui",
    "fptosi",
    "inttoptr",
    "ptrtoint",
    "ptrtoaddr",
];
const FMF: &[&str] = &[
    "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc",
];

impl<'a> Parser<'a> {
    fn new_inst(&mut self, op: Op, opcode: &'static str, ty: TypeId, offset: u32) -> Draft {
        Draft {
            op,
            opcode,
            ty,
            offset,
            creation: self.next_creation(),
            operands: std::mem::take(&mut self.spare.0),
            phi_blocks: std::mem::take(&mut self.spare.1),
            succs: std::mem::take(&mut self.spare.2),
            unwind: None,
            clauses: 0,
            cleanup: false,
            dbg_records: false,
            entries_at: 0,
        }
    }

    /// A comma between operands (LLVM's message names what it follows), written as `, `.
    fn expect_comma(&mut self, msg: &str) -> PResult<()> {
        self.expect_punct(b',', msg)?;
        self.w(", ");
        Ok(())
    }

    /// Optional flag keywords (`volatile`, `atomic`, ...), in this order, each written to
    /// the printed text.
    fn eat_flags(&mut self, flags: &[&'static str]) {
        for &kw in flags {
            if self.eat_kw(kw) {
                self.w(kw);
                self.w(" ");
            }
        }
    }

    /// A block operand: `label %bb`, written as `label %bb`.
    fn parse_type_and_block(&mut self) -> PResult<BlockId> {
        let t = self.tok;
        let ty = self.parse_type(false)?;
        if ty != Types::LABEL {
            return self.err(t.start, "expected a basic block");
        }
        self.w("label ");
        self.parse_block_ref()
    }

    /// `%bb` as a block (after `label`).
    fn parse_block_ref(&mut self) -> PResult<BlockId> {
        let t = self.tok;
        if !matches!(t.kind, Kind::LocalVar | Kind::LocalId) {
            return self.err(t.start, "expected a basic block");
        }
        self.bump();
        let sym = self.get_local(t, Types::LABEL)?;
        self.w_hole(sym);
        match self.fs_ref().func.sym(sym).def {
            SymDef::Block(b) => Ok(b),
            _ => self.err(t.start, format!("'{}' is not a basic block", self.raw(t))),
        }
    }

    /// instruction ::= opcode ... (with trailing `, !md !N` attachments)
    pub fn parse_instruction(&mut self, name_offset: u32) -> PResult<Draft> {
        self.out.text.clear();
        self.out.holes.clear();
        let t = self.tok;
        if t.kind == Kind::Eof {
            return self.err(
                t.start,
                "found end of file when expecting more instructions",
            );
        }
        if t.kind != Kind::Keyword {
            return self.err(t.start, "expected instruction opcode");
        }
        let kw = self.text(t);
        let inst = match kw {
            "ret" => self.parse_ret(t)?,
            "br" => self.parse_br(t)?,
            "switch" => self.parse_switch(t)?,
            "indirectbr" => self.parse_indirectbr(t)?,
            "invoke" => self.parse_invoke(t)?,
            "resume" => self.parse_resume(t)?,
            "unreachable" => {
                self.bump();
                self.w("unreachable");
                self.new_inst(Op::Unreachable, "unreachable", Types::VOID, t.start)
            }
            "callbr" => self.parse_callbr(t)?,
            "phi" => self.parse_phi(t)?,
            "landingpad" => self.parse_landingpad(t)?,
            "call" | "tail" | "musttail" | "notail" => self.parse_call(t)?,
            "select" => self.parse_select(t)?,
            "icmp" | "fcmp" => self.parse_compare(t)?,
            "alloca" => self.parse_alloca(t)?,
            "load" => self.parse_load(t)?,
            "store" => self.parse_store(t)?,
            "getelementptr" => self.parse_gep(t)?,
            "extractvalue" => self.parse_extractvalue(t)?,
            "insertvalue" => self.parse_insertvalue(t)?,
            "freeze" => self.parse_unary_same(t, "freeze")?,
            "fneg" => self.parse_fneg(t)?,
            "va_arg" => self.parse_va_arg(t)?,
            "fence" => self.parse_fence(t)?,
            "cmpxchg" => self.parse_cmpxchg(t)?,
            "atomicrmw" => self.parse_atomicrmw(t)?,
            "extractelement" | "insertelement" | "shufflevector" => self.parse_vector_op(t)?,
            "catchswitch" | "catchret" | "cleanupret" | "catchpad" | "cleanuppad" => {
                self.parse_funclet(t)?
            }
            k if BINARY_INT.contains(&k) || BINARY_FP.contains(&k) || LOGICAL.contains(&k) => {
                self.parse_arith(t)?
            }
            k if CASTS.contains(&k) => self.parse_cast(t)?,
            _ => return self.err(t.start, "expected instruction opcode"),
        };
        let _ = name_offset;
        self.parse_instruction_metadata()?;
        Ok(inst)
    }

    /// (',' '!' name metadata)*: attachments such as `!dbg !12`, written as in the source.
    fn parse_instruction_metadata(&mut self) -> PResult<()> {
        while self.is_punct(b',') {
            self.bump();
            let t = self.tok;
            if t.kind != Kind::MetadataVar {
                return self.err(t.start, "expected metadata after comma");
            }
            self.bump();
            let start = self.tok.start;
            self.skip_metadata()?;
            let value = self.span_text(start, self.prev_end());
            self.w(&format!(", {} {value}", self.raw(t)));
        }
        Ok(())
    }

    fn prev_end(&self) -> u32 {
        // The end of the previous token is the start of the current one minus blanks;
        // scanning back over whitespace and comments is enough for printing.
        let mut i = self.tok.start as usize;
        while i > 0 && self.src[i - 1].is_ascii_whitespace() {
            i -= 1;
        }
        i as u32
    }

    // ----- terminators (Definition 9.3.1) --------------------------------------------------

    /// ret ::= 'ret' 'void' | 'ret' type value
    fn parse_ret(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        let type_tok = self.tok;
        let ty = self.parse_type(true)?;
        let ret = self.fs_ref().func.ret;
        let mut inst = self.new_inst(Op::Ret, "ret", Types::VOID, t.start);
        if ty == Types::VOID {
            if ret != Types::VOID {
                return self.err(
                    type_tok.start,
                    format!(
                        "value doesn't match function result type '{}'",
                        self.types.name(ret)
                    ),
                );
            }
            self.w("ret void");
            return Ok(inst);
        }
        self.w("ret ");
        self.w_type(ty);
        self.w(" ");
        let v = self.parse_value(ty)?;
        if ret != ty {
            return self.err(
                type_tok.start,
                format!(
                    "value doesn't match function result type '{}'",
                    self.types.name(ret)
                ),
            );
        }
        inst.operands.push(v);
        Ok(inst)
    }

    /// br ::= 'br' 'label' %dest | 'br' 'i1' %cond ',' 'label' %t ',' 'label' %f
    fn parse_br(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("br ");
        let loc = self.tok.start;
        let ty = self.parse_type(false)?;
        if ty == Types::LABEL {
            self.w("label ");
            let dest = self.parse_block_ref()?;
            let mut inst = self.new_inst(Op::Br, "br", Types::VOID, t.start);
            inst.succs.push(dest);
            return Ok(inst);
        }
        self.w_type(ty);
        self.w(" ");
        let cond = self.parse_value(ty)?;
        if ty != Types::I1 {
            return self.err(loc, "branch condition must have 'i1' type");
        }
        self.expect_comma("expected ',' after branch condition")?;
        let on_true = self.parse_type_and_block()?;
        self.expect_comma("expected ',' after true destination")?;
        let on_false = self.parse_type_and_block()?;
        let mut inst = self.new_inst(Op::CondBr, "br", Types::VOID, t.start);
        inst.operands.push(cond);
        inst.succs.extend([on_true, on_false]);
        Ok(inst)
    }

    /// switch ::= 'switch' type value ',' 'label' %default '[' (type value ',' 'label' %b)* ']'
    fn parse_switch(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("switch ");
        let cond_loc = self.tok.start;
        let cond = self.parse_typed_value()?;
        self.expect_comma("expected ',' after switch condition")?;
        let default = self.parse_type_and_block()?;
        self.expect_punct(b'[', "expected '[' with switch table")?;
        if !self.types.is_int(cond.ty) {
            return self.err(cond_loc, "switch condition must have integer type");
        }
        self.w(" [\n");
        let mut inst = self.new_inst(Op::Switch, "switch", Types::VOID, t.start);
        inst.operands.push(cond);
        inst.succs.push(default);
        let mut seen: super::fxhash::FxHashSet<(TypeId, u32)> = Default::default();
        let mut case_types = Vec::new();
        while !self.is_punct(b']') {
            let case_loc = self.tok.start;
            self.w("    ");
            let v = self.parse_typed_value()?;
            self.expect_comma("expected ',' after case value")?;
            let dest = self.parse_type_and_block()?;
            self.w("\n");
            let key = match &v.value {
                Value::Const(c) => (v.ty, c.0),
                Value::Local(_) => (v.ty, u32::MAX - case_loc),
            };
            if seen.contains(&key) {
                return self.err(case_loc, "duplicate case value in switch");
            }
            if !matches!(v.value, Value::Const(_)) || !self.types.is_int(v.ty) {
                return self.err(case_loc, "case value is not a constant integer");
            }
            seen.insert(key);
            case_types.push(v.ty);
            inst.succs.push(dest);
        }
        self.bump();
        self.w("  ]");
        // Case constants of another type than the condition: the verifier's message.
        inst.clauses = case_types
            .iter()
            .filter(|&&ty| ty != inst.operands[0].ty)
            .count() as u32;
        Ok(inst)
    }

    /// indirectbr ::= 'indirectbr' type value ',' '[' ('label' %b (',' 'label' %b)*)? ']'
    fn parse_indirectbr(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("indirectbr ");
        let loc = self.tok.start;
        let addr = self.parse_typed_value()?;
        self.expect_punct(b',', "expected ',' after indirectbr address")?;
        self.expect_punct(b'[', "expected '[' with indirectbr")?;
        if !self.types.is_ptr(addr.ty) {
            return self.err(loc, "indirectbr address must have pointer type");
        }
        self.w(", [");
        let mut inst = self.new_inst(Op::IndirectBr, "indirectbr", Types::VOID, t.start);
        inst.operands.push(addr);
        if !self.is_punct(b']') {
            inst.succs.push(self.parse_type_and_block()?);
            while self.eat_punct(b',') {
                self.w(", ");
                inst.succs.push(self.parse_type_and_block()?);
            }
        }
        self.expect_punct(b']', "expected ']' at end of block list")?;
        self.w("]");
        Ok(inst)
    }

    /// resume ::= 'resume' type value
    fn parse_resume(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("resume ");
        let v = self.parse_typed_value()?;
        let mut inst = self.new_inst(Op::Resume, "resume", Types::VOID, t.start);
        inst.operands.push(v);
        Ok(inst)
    }

    /// invoke ::= 'invoke' callee-and-args 'to' 'label' %normal 'unwind' 'label' %unwind
    fn parse_invoke(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("invoke ");
        let (ret, operands) = self.parse_call_common(t.start, false)?;
        self.expect_kw("to", "expected 'to' in invoke")?;
        self.w("\n          to ");
        let normal = self.parse_type_and_block()?;
        self.expect_kw("unwind", "expected 'unwind' in invoke")?;
        self.w(" unwind ");
        let unwind = self.parse_type_and_block()?;
        let mut inst = self.new_inst(Op::Invoke, "invoke", ret, t.start);
        inst.operands.extend(operands);
        inst.succs.extend([normal, unwind]);
        inst.unwind = Some(unwind);
        Ok(inst)
    }

    /// callbr ::= 'callbr' callee-and-args 'to' 'label' %d '[' ('label' %i),* ']'
    fn parse_callbr(&mut self, t: Token) -> PResult<Draft> {
        self.in_callbr = true;
        let inst = self.parse_callbr_inner(t);
        self.in_callbr = false;
        inst
    }

    fn parse_callbr_inner(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("callbr ");
        let (ret, operands) = self.parse_call_common(t.start, false)?;
        self.expect_kw("to", "expected 'to' in callbr")?;
        self.w("\n          to ");
        let default = self.parse_type_and_block()?;
        self.expect_punct(b'[', "expected '[' in callbr")?;
        self.w(" [");
        let mut inst = self.new_inst(Op::CallBr, "callbr", ret, t.start);
        inst.succs.push(default);
        if !self.is_punct(b']') {
            inst.succs.push(self.parse_type_and_block()?);
            while self.eat_punct(b',') {
                self.w(", ");
                inst.succs.push(self.parse_type_and_block()?);
            }
        }
        self.expect_punct(b']', "expected ']' at end of block list")?;
        self.w("]");
        inst.operands.extend(operands);
        Ok(inst)
    }

    /// The funclet instructions (Windows EH): parsed for their successors and operands.
    fn parse_funclet(&mut self, t: Token) -> PResult<Draft> {
        let kw = self.text(t);
        self.bump();
        let start = t.start;
        let mut inst = match kw {
            "catchswitch" => self.new_inst(Op::CatchSwitch, "catchswitch", Types::TOKEN, start),
            "catchret" => self.new_inst(Op::CatchRet, "catchret", Types::VOID, start),
            "cleanupret" => self.new_inst(Op::CleanupRet, "cleanupret", Types::VOID, start),
            "catchpad" => self.new_inst(Op::CatchPad, "catchpad", Types::TOKEN, start),
            _ => self.new_inst(Op::CleanupPad, "cleanuppad", Types::TOKEN, start),
        };
        self.w(kw);
        // Generic walk: `within %tok`, `from %tok`, `[ args ]`, `label %bb`, `unwind to caller`.
        loop {
            let c = self.tok;
            match c.kind {
                Kind::Keyword if self.text(c) == "label" => {
                    self.bump();
                    self.w(" label ");
                    let b = self.parse_block_ref()?;
                    inst.succs.push(b);
                }
                Kind::Keyword if matches!(self.text(c), "within" | "from") => {
                    self.bump();
                    self.w(&format!(" {} ", self.text(c)));
                    let v = self.parse_value(Types::TOKEN)?;
                    inst.operands.push(v);
                }
                Kind::Keyword if matches!(self.text(c), "unwind" | "to" | "caller" | "none") => {
                    self.bump();
                    self.w(&format!(" {}", self.text(c)));
                }
                Kind::Punct if self.is_punct(b'[') => {
                    self.bump();
                    self.w(" [");
                    let mut first = true;
                    while !self.is_punct(b']') {
                        if !first {
                            self.expect_comma("expected ',' in argument list")?;
                        }
                        first = false;
                        if self.is_kw("label") {
                            self.bump();
                            self.w("label ");
                            let b = self.parse_block_ref()?;
                            inst.succs.push(b);
                        } else {
                            let v = self.parse_typed_value()?;
                            inst.operands.push(v);
                        }
                    }
                    self.bump();
                    self.w("]");
                }
                _ => break,
            }
        }
        Ok(inst)
    }

    // ----- phi and select (Definition 9.3.8) -----------------------------------------------

    /// phi ::= 'phi' type ('[' value ',' %block ']') (',' '[' value ',' %block ']')*
    fn parse_phi(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("phi ");
        while self.tok.kind == Kind::Keyword && FMF.contains(&self.text(self.tok)) {
            let f = self.bump();
            self.w(self.text(f));
            self.w(" ");
        }
        let type_loc = self.tok.start;
        let ty = self.parse_type(false)?;
        if !self.types.is_first_class(ty) || ty == Types::LABEL {
            return self.err(type_loc, "phi node must have first class type");
        }
        self.w_type(ty);
        self.w(" ");
        let mut inst = self.new_inst(Op::Phi, "phi", ty, t.start);
        inst.entries_at = self.out.text.len() as u32;
        self.quiet = true;
        let entries = self.parse_phi_entries(ty, &mut inst);
        self.quiet = false;
        entries?;
        Ok(inst)
    }

    /// ('[' value ',' %block ']') (',' '[' value ',' %block ']')*
    fn parse_phi_entries(&mut self, ty: TypeId, inst: &mut Draft) -> PResult<()> {
        // Phis of one block usually list their incoming blocks in the same order: a block
        // name equal to the previous phi's at the same position is that block, without a
        // symbol-table lookup (10^4 entries in each of 100 phis on the lesson's
        // pathological input).
        let block = self.fs_ref().current_block;
        if self.phi_prev.0 != Some(block) {
            self.phi_prev = (Some(block), Vec::new());
        }
        let prev = std::mem::take(&mut self.phi_prev.1);
        let mut cur: Vec<(Token, BlockId)> = Vec::with_capacity(prev.len());
        let result = self.parse_phi_entry_list(ty, inst, &prev, &mut cur);
        self.phi_prev.1 = cur;
        result
    }

    fn parse_phi_entry_list(
        &mut self,
        ty: TypeId,
        inst: &mut Draft,
        prev: &[(Token, BlockId)],
        cur: &mut Vec<(Token, BlockId)>,
    ) -> PResult<()> {
        let mut first = true;
        loop {
            if first {
                if !self.is_punct(b'[') {
                    break;
                }
                first = false;
            } else {
                if !self.is_punct(b',') {
                    break;
                }
                // `, !dbg ...` after the entries belongs to the metadata attachments.
                if self.next_is_metadata() {
                    break;
                }
                self.bump();
                self.w(", ");
            }
            self.expect_punct(b'[', "expected '[' in phi value list")?;
            self.w("[ ");
            let v = self.parse_value(ty)?;
            self.expect_comma("expected ',' after insertelement value")?;
            let t = self.tok;
            let same = prev.get(cur.len()).filter(|(p, _)| {
                p.kind == t.kind
                    && self.src[p.text_start as usize..p.text_end as usize]
                        == self.src[t.text_start as usize..t.text_end as usize]
            });
            let b = match same {
                Some(&(_, b)) => {
                    self.bump();
                    b
                }
                None => self.parse_block_ref()?,
            };
            cur.push((t, b));
            self.expect_punct(b']', "expected ']' in phi value list")?;
            self.w(" ]");
            inst.operands.push(v);
            inst.phi_blocks.push(b);
        }
        Ok(())
    }

    fn next_is_metadata(&self) -> bool {
        let mut i = self.tok.end as usize;
        while i < self.src.len() && self.src[i].is_ascii_whitespace() {
            i += 1;
        }
        self.src.get(i) == Some(&b'!')
    }

    /// select ::= 'select' [fmf] type value ',' type value ',' type value
    fn parse_select(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("select ");
        self.parse_fmf()?;
        let loc = self.tok.start;
        let c = self.parse_typed_value()?;
        self.expect_comma("expected ',' after select condition")?;
        let a = self.parse_typed_value()?;
        self.expect_comma("expected ',' after select value")?;
        let b = self.parse_typed_value()?;
        if a.ty != b.ty {
            return self.err(loc, "both values to select must have same type");
        }
        if a.ty == Types::TOKEN {
            return self.err(loc, "select values cannot have token type");
        }
        match self.types.kind(c.ty).clone() {
            TypeKind::Vector { len, elem, .. } => {
                if elem != Types::I1 {
                    return self.err(loc, "vector select condition element type must be i1");
                }
                match self.types.kind(a.ty) {
                    TypeKind::Vector { len: l2, .. } if *l2 == len => {}
                    TypeKind::Vector { .. } => {
                        return self.err(
                            loc,
                            "vector select requires selected vectors to have the same vector length as select condition",
                        );
                    }
                    _ => return self.err(loc, "selected values for vector select must be vectors"),
                }
            }
            _ if c.ty != Types::I1 => {
                return self.err(loc, "select condition must be i1 or <n x i1>");
            }
            _ => {}
        }
        let ty = a.ty;
        let mut inst = self.new_inst(Op::Other, "select", ty, t.start);
        inst.operands.extend([c, a, b]);
        Ok(inst)
    }

    fn parse_fmf(&mut self) -> PResult<()> {
        while self.tok.kind == Kind::Keyword && FMF.contains(&self.text(self.tok)) {
            let f = self.bump();
            self.w(self.text(f));
            self.w(" ");
        }
        Ok(())
    }

    // ----- ordinary instructions -----------------------------------------------------------

    /// arith ::= opcode flags type value ',' value
    fn parse_arith(&mut self, t: Token) -> PResult<Draft> {
        let kw = self.text(t);
        let opcode: &'static str = BINARY_INT
            .iter()
            .chain(BINARY_FP)
            .chain(LOGICAL)
            .find(|k| **k == kw)
            .copied()
            .unwrap_or("add");
        self.bump();
        self.w(opcode);
        self.w(" ");
        while self.tok.kind == Kind::Keyword
            && (matches!(self.text(self.tok), "nuw" | "nsw" | "exact" | "disjoint")
                || FMF.contains(&self.text(self.tok)))
        {
            let f = self.bump();
            self.w(self.text(f));
            self.w(" ");
        }
        let loc = self.tok.start;
        let lhs = self.parse_typed_value()?;
        let msg = if LOGICAL.contains(&opcode) {
            "expected ',' in logical operation"
        } else {
            "expected ',' in arithmetic operation"
        };
        self.expect_punct(b',', msg)?;
        self.w(", ");
        let rhs = self.parse_value(lhs.ty)?;
        let ok = if LOGICAL.contains(&opcode) || BINARY_INT.contains(&opcode) {
            self.types.is_int_or_int_vector(lhs.ty)
        } else {
            self.types.is_fp_or_fp_vector(lhs.ty)
        };
        if !ok {
            let msg = if LOGICAL.contains(&opcode) {
                "instruction requires integer or integer vector operands"
            } else {
                "invalid operand type for instruction"
            };
            return self.err(loc, msg);
        }
        let ty = lhs.ty;
        let mut inst = self.new_inst(Op::Other, opcode, ty, t.start);
        inst.operands.extend([lhs, rhs]);
        Ok(inst)
    }

    /// fneg ::= 'fneg' [fmf] type value
    fn parse_fneg(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("fneg ");
        self.parse_fmf()?;
        let loc = self.tok.start;
        let v = self.parse_typed_value()?;
        if !self.types.is_fp_or_fp_vector(v.ty) {
            return self.err(loc, "invalid operand type for instruction");
        }
        let ty = v.ty;
        let mut inst = self.new_inst(Op::Other, "fneg", ty, t.start);
        inst.operands.push(v);
        Ok(inst)
    }

    /// freeze ::= 'freeze' type value
    fn parse_unary_same(&mut self, t: Token, opcode: &'static str) -> PResult<Draft> {
        self.bump();
        self.w(opcode);
        self.w(" ");
        let v = self.parse_typed_value()?;
        let ty = v.ty;
        let mut inst = self.new_inst(Op::Other, opcode, ty, t.start);
        inst.operands.push(v);
        Ok(inst)
    }

    /// compare ::= ('icmp' | 'fcmp') [samesign] predicate type value ',' value
    fn parse_compare(&mut self, t: Token) -> PResult<Draft> {
        let icmp = self.text(t) == "icmp";
        self.bump();
        self.w(if icmp { "icmp " } else { "fcmp " });
        if icmp && self.eat_kw("samesign") {
            self.w("samesign ");
        }
        if !icmp {
            self.parse_fmf()?;
        }
        let p = self.tok;
        let preds: &[&str] = if icmp {
            &[
                "eq", "ne", "slt", "sgt", "sle", "sge", "ult", "ugt", "ule", "uge",
            ]
        } else {
            &[
                "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt",
                "uge", "ult", "ule", "une", "true",
            ]
        };
        if p.kind != Kind::Keyword || !preds.contains(&self.text(p)) {
            return self.err(
                p.start,
                if icmp {
                    "expected icmp predicate (e.g. 'eq')"
                } else {
                    "expected fcmp predicate (e.g. 'oeq')"
                },
            );
        }
        self.bump();
        self.w(self.text(p));
        self.w(" ");
        let loc = self.tok.start;
        let lhs = self.parse_typed_value()?;
        self.expect_comma("expected ',' after compare value")?;
        let rhs = self.parse_value(lhs.ty)?;
        if icmp {
            if !self.types.is_int_or_int_vector(lhs.ty) && !self.types.is_ptr_or_ptr_vector(lhs.ty)
            {
                return self.err(loc, "icmp requires integer operands");
            }
        } else if !self.types.is_fp_or_fp_vector(lhs.ty) {
            return self.err(loc, "fcmp requires floating point operands");
        }
        let ty = self.types.bool_like(lhs.ty);
        let mut inst = self.new_inst(Op::Other, if icmp { "icmp" } else { "fcmp" }, ty, t.start);
        inst.operands.extend([lhs, rhs]);
        Ok(inst)
    }

    /// cast ::= opcode [flags] type value 'to' type
    fn parse_cast(&mut self, t: Token) -> PResult<Draft> {
        let kw = self.text(t);
        let opcode: &'static str = CASTS
            .iter()
            .find(|k| **k == kw)
            .copied()
            .unwrap_or("bitcast");
        self.bump();
        self.w(opcode);
        self.w(" ");
        while self.tok.kind == Kind::Keyword
            && (matches!(self.text(self.tok), "nneg" | "nuw" | "nsw")
                || FMF.contains(&self.text(self.tok)))
        {
            let f = self.bump();
            self.w(self.text(f));
            self.w(" ");
        }
        let loc = self.tok.start;
        let v = self.parse_typed_value()?;
        self.expect_kw("to", "expected 'to' after cast value")?;
        self.w(" to ");
        let dest = self.parse_type(false)?;
        self.w_type(dest);
        if !self.cast_is_valid(opcode, v.ty, dest) {
            return self.err(
                loc,
                format!(
                    "invalid cast opcode for cast from '{}' to '{}'",
                    self.types.name(v.ty),
                    self.types.name(dest)
                ),
            );
        }
        let mut inst = self.new_inst(Op::Other, opcode, dest, t.start);
        inst.operands.push(v);
        Ok(inst)
    }

    /// `CastInst::castIsValid`, for the shapes clang emits.
    fn cast_is_valid(&self, op: &str, from: TypeId, to: TypeId) -> bool {
        let t = &self.types;
        let same_shape = match (t.kind(from), t.kind(to)) {
            (
                TypeKind::Vector {
                    len: a,
                    scalable: s,
                    ..
                },
                TypeKind::Vector {
                    len: b,
                    scalable: r,
                    ..
                },
            ) => a == b && s == r,
            (TypeKind::Vector { .. }, _) | (_, TypeKind::Vector { .. }) => false,
            _ => true,
        };
        let (fs, ts) = (t.scalar(from), t.scalar(to));
        let bits = |x: TypeId| match t.kind(x) {
            TypeKind::Int(w) => *w as u64,
            TypeKind::Half | TypeKind::BFloat => 16,
            TypeKind::Float => 32,
            TypeKind::Double => 64,
            TypeKind::X86Fp80 => 80,
            TypeKind::Fp128 | TypeKind::PpcFp128 => 128,
            _ => 0,
        };
        match op {
            "trunc" => same_shape && t.is_int(fs) && t.is_int(ts) && bits(fs) > bits(ts),
            "zext" | "sext" => same_shape && t.is_int(fs) && t.is_int(ts) && bits(fs) < bits(ts),
            "fptrunc" => same_shape && t.is_float(fs) && t.is_float(ts) && bits(fs) > bits(ts),
            "fpext" => same_shape && t.is_float(fs) && t.is_float(ts) && bits(fs) < bits(ts),
            "uitofp" | "sitofp" => same_shape && t.is_int(fs) && t.is_float(ts),
            "fptoui" | "fptosi" => same_shape && t.is_float(fs) && t.is_int(ts),
            "ptrtoint" | "ptrtoaddr" => same_shape && t.is_ptr(fs) && t.is_int(ts),
            "inttoptr" => same_shape && t.is_int(fs) && t.is_ptr(ts),
            "addrspacecast" => {
                same_shape
                    && matches!((t.kind(fs), t.kind(ts)), (TypeKind::Ptr(a), TypeKind::Ptr(b)) if a != b)
            }
            _ => {
                // bitcast: same size, first-class, no pointer/non-pointer mix.
                if t.is_ptr_or_ptr_vector(from) != t.is_ptr_or_ptr_vector(to) {
                    return false;
                }
                if t.is_ptr_or_ptr_vector(from) {
                    return same_shape
                        && matches!((t.kind(fs), t.kind(ts)), (TypeKind::Ptr(a), TypeKind::Ptr(b)) if a == b);
                }
                let size = |x: TypeId| match t.kind(x) {
                    TypeKind::Vector { len, elem, .. } => len * bits(*elem),
                    _ => bits(x),
                };
                size(from) != 0 && size(from) == size(to)
            }
        }
    }

    /// alloca ::= 'alloca' ['inalloca'] ['swifterror'] type [',' type value] [',' align N]
    ///            [',' addrspace(N)]
    fn parse_alloca(&mut self, t: Token) -> PResult<Draft> {
        let start = t.start;
        self.bump();
        self.w("alloca ");
        self.eat_flags(&["inalloca", "swifterror"]);
        let ty = self.parse_type(false)?;
        self.w_type(ty);
        let mut inst = self.new_inst(Op::Other, "alloca", Types::PTR, start);
        let mut space = 0;
        while self.is_punct(b',') && !self.next_is_metadata() {
            self.bump();
            if self.eat_kw("align") {
                let n = self.expect_int("expected integer")?;
                self.w(&format!(", align {n}"));
            } else if self.is_kw("addrspace") {
                space = self.parse_optional_addrspace()?;
                self.w(&format!(", addrspace({space})"));
            } else {
                self.w(", ");
                let loc = self.tok.start;
                let n = self.parse_typed_value()?;
                if !self.types.is_int(n.ty) {
                    return self.err(loc, "element count must have integer type");
                }
                inst.operands.push(n);
            }
        }
        if space != 0 {
            inst.ty = self.types.intern(TypeKind::Ptr(space));
        }
        Ok(inst)
    }

    fn expect_int(&mut self, msg: &str) -> PResult<String> {
        if self.tok.kind == Kind::Int {
            let t = self.bump();
            Ok(self.raw(t))
        } else {
            self.err(self.tok.start, msg)
        }
    }

    /// Trailing `, align N`, `syncscope(...)`, orderings, written as in the source.
    fn parse_mem_tail(&mut self) -> PResult<()> {
        loop {
            if self.is_kw("syncscope") {
                self.bump();
                let g = self.skip_group()?;
                self.w(&format!(" syncscope{g}"));
                continue;
            }
            if self.tok.kind == Kind::Keyword
                && matches!(
                    self.text(self.tok),
                    "unordered" | "monotonic" | "acquire" | "release" | "acq_rel" | "seq_cst"
                )
            {
                let o = self.bump();
                self.w(&format!(" {}", self.text(o)));
                continue;
            }
            if self.is_punct(b',') && !self.next_is_metadata() {
                self.bump();
                if self.eat_kw("align") {
                    let n = self.expect_int("expected integer")?;
                    self.w(&format!(", align {n}"));
                    continue;
                }
                return self.err(self.tok.start, "expected metadata or 'align'");
            }
            return Ok(());
        }
    }

    /// load ::= 'load' ['atomic'] ['volatile'] type ',' type value [ordering] [',' align N]
    fn parse_load(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("load ");
        self.eat_flags(&["atomic", "volatile"]);
        let ty = self.parse_type(false)?;
        self.w_type(ty);
        self.expect_comma("expected comma after load's type")?;
        let loc = self.tok.start;
        let p = self.parse_typed_value()?;
        if !self.types.is_ptr(p.ty) {
            return self.err(loc, "load operand must be a pointer");
        }
        self.parse_mem_tail()?;
        let mut inst = self.new_inst(Op::Other, "load", ty, t.start);
        inst.operands.push(p);
        Ok(inst)
    }

    /// store ::= 'store' ['atomic'] ['volatile'] type value ',' type value [',' align N]
    fn parse_store(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("store ");
        self.eat_flags(&["atomic", "volatile"]);
        let v = self.parse_typed_value()?;
        self.expect_comma("expected ',' after store operand")?;
        let loc = self.tok.start;
        let p = self.parse_typed_value()?;
        if !self.types.is_ptr(p.ty) {
            return self.err(loc, "store operand must be a pointer");
        }
        self.parse_mem_tail()?;
        let mut inst = self.new_inst(Op::Other, "store", Types::VOID, t.start);
        inst.operands.extend([v, p]);
        Ok(inst)
    }

    /// getelementptr ::= 'getelementptr' flags type ',' type value (',' type value)*
    fn parse_gep(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("getelementptr ");
        while self.tok.kind == Kind::Keyword && !self.at_type() {
            let f = self.bump();
            self.w(self.text(f));
            if self.text(f) == "inrange" && self.is_punct(b'(') {
                let g = self.skip_group()?;
                self.w(&g);
            }
            self.w(" ");
        }
        let elem = self.parse_type(false)?;
        self.w_type(elem);
        self.expect_comma("expected comma after getelementptr's type")?;
        let loc = self.tok.start;
        let base = self.parse_typed_value()?;
        if !self.types.is_ptr_or_ptr_vector(base.ty) {
            return self.err(loc, "base of getelementptr must be a pointer");
        }
        let mut operands = vec![base];
        let mut vector_ty = self
            .types
            .is_vector(operands[0].ty)
            .then_some(operands[0].ty);
        while self.is_punct(b',') && !self.next_is_metadata() {
            self.bump();
            self.w(", ");
            let iloc = self.tok.start;
            let idx = self.parse_typed_value()?;
            if !self.types.is_int_or_int_vector(idx.ty) {
                return self.err(iloc, "getelementptr index must be an integer");
            }
            if self.types.is_vector(idx.ty) && vector_ty.is_none() {
                vector_ty = Some(idx.ty);
            }
            operands.push(idx);
        }
        let ty = match vector_ty.map(|v| self.types.kind(v).clone()) {
            Some(TypeKind::Vector { scalable, len, .. }) => {
                let p = self.types.scalar(operands[0].ty);
                self.types.intern(TypeKind::Vector {
                    scalable,
                    len,
                    elem: p,
                })
            }
            _ => operands[0].ty,
        };
        let mut inst = self.new_inst(Op::Other, "getelementptr", ty, t.start);
        inst.operands.extend(operands);
        Ok(inst)
    }

    /// Indices of extractvalue/insertvalue: (',' N)+
    fn parse_indices(&mut self) -> PResult<Vec<u64>> {
        let mut idx = Vec::new();
        while self.is_punct(b',') && !self.next_is_metadata() {
            self.bump();
            let t = self.tok;
            if t.kind != Kind::Int {
                return self.err(t.start, "expected index");
            }
            self.bump();
            self.w(&format!(", {}", self.raw(t)));
            idx.push(t.int);
        }
        if idx.is_empty() {
            return self.err(self.tok.start, "expected index");
        }
        Ok(idx)
    }

    fn indexed_type(&self, mut ty: TypeId, idx: &[u64]) -> Option<TypeId> {
        for &i in idx {
            ty = self.types.aggregate_element(ty, i)?;
        }
        Some(ty)
    }

    /// extractvalue ::= 'extractvalue' type value (',' N)+
    fn parse_extractvalue(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("extractvalue ");
        let loc = self.tok.start;
        let agg = self.parse_typed_value()?;
        let idx = self.parse_indices()?;
        if self.types.struct_fields(agg.ty).is_none()
            && !matches!(self.types.kind(agg.ty), TypeKind::Array(..))
        {
            return self.err(loc, "extractvalue operand must be aggregate type");
        }
        let Some(ty) = self.indexed_type(agg.ty, &idx) else {
            return self.err(loc, "invalid indices for extractvalue");
        };
        let mut inst = self.new_inst(Op::Other, "extractvalue", ty, t.start);
        inst.operands.push(agg);
        Ok(inst)
    }

    /// insertvalue ::= 'insertvalue' type value ',' type value (',' N)+
    fn parse_insertvalue(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("insertvalue ");
        let loc = self.tok.start;
        let agg = self.parse_typed_value()?;
        self.expect_comma("expected comma after insertvalue operand")?;
        let vloc = self.tok.start;
        let v = self.parse_typed_value()?;
        let idx = self.parse_indices()?;
        if self.types.struct_fields(agg.ty).is_none()
            && !matches!(self.types.kind(agg.ty), TypeKind::Array(..))
        {
            return self.err(loc, "insertvalue operand must be aggregate type");
        }
        let Some(field) = self.indexed_type(agg.ty, &idx) else {
            return self.err(loc, "invalid indices for insertvalue");
        };
        if field != v.ty {
            return self.err(
                vloc,
                format!(
                    "insertvalue operand and field disagree in type: '{}' instead of '{}'",
                    self.types.name(v.ty),
                    self.types.name(field)
                ),
            );
        }
        let ty = agg.ty;
        let mut inst = self.new_inst(Op::Other, "insertvalue", ty, t.start);
        inst.operands.extend([agg, v]);
        Ok(inst)
    }

    /// extractelement, insertelement, shufflevector: typed operands.
    fn parse_vector_op(&mut self, t: Token) -> PResult<Draft> {
        let kw: &'static str = match self.text(t) {
            "extractelement" => "extractelement",
            "insertelement" => "insertelement",
            _ => "shufflevector",
        };
        self.bump();
        self.w(kw);
        self.w(" ");
        let loc = self.tok.start;
        let mut ops = vec![self.parse_typed_value()?];
        while self.is_punct(b',') && !self.next_is_metadata() {
            self.bump();
            self.w(", ");
            ops.push(self.parse_typed_value()?);
        }
        let ty = match (kw, self.types.kind(ops[0].ty).clone()) {
            ("extractelement", TypeKind::Vector { elem, .. }) if ops.len() == 2 => elem,
            ("insertelement", TypeKind::Vector { .. }) if ops.len() == 3 => ops[0].ty,
            ("shufflevector", TypeKind::Vector { scalable, elem, .. }) if ops.len() == 3 => {
                match self.types.kind(ops[2].ty).clone() {
                    TypeKind::Vector { len, .. } => self.types.intern(TypeKind::Vector {
                        scalable,
                        len,
                        elem,
                    }),
                    _ => return self.err(loc, "invalid shufflevector operands"),
                }
            }
            _ => return self.err(loc, format!("invalid {kw} operands")),
        };
        let mut inst = self.new_inst(Op::Other, kw, ty, t.start);
        inst.operands.extend(ops);
        Ok(inst)
    }

    /// va_arg ::= 'va_arg' type value ',' type
    fn parse_va_arg(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("va_arg ");
        let v = self.parse_typed_value()?;
        self.expect_comma("expected ',' after vaarg operand")?;
        let ty = self.parse_type(false)?;
        self.w_type(ty);
        let mut inst = self.new_inst(Op::Other, "va_arg", ty, t.start);
        inst.operands.push(v);
        Ok(inst)
    }

    /// fence ::= 'fence' [syncscope] ordering
    fn parse_fence(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("fence");
        self.parse_mem_tail()?;
        Ok(self.new_inst(Op::Other, "fence", Types::VOID, t.start))
    }

    /// cmpxchg ::= 'cmpxchg' ['weak'] ['volatile'] type value ',' type value ',' type value
    ///             [syncscope] ordering ordering [',' align N]
    fn parse_cmpxchg(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("cmpxchg ");
        self.eat_flags(&["weak", "volatile"]);
        let p = self.parse_typed_value()?;
        self.expect_comma("expected ',' after cmpxchg address")?;
        let cmp = self.parse_typed_value()?;
        self.expect_comma("expected ',' after cmpxchg cmp operand")?;
        let new = self.parse_typed_value()?;
        self.parse_mem_tail()?;
        let ty = self.types.intern(TypeKind::Struct {
            packed: false,
            fields: vec![cmp.ty, Types::I1],
        });
        let mut inst = self.new_inst(Op::Other, "cmpxchg", ty, t.start);
        inst.operands.extend([p, cmp, new]);
        Ok(inst)
    }

    /// atomicrmw ::= 'atomicrmw' ['volatile'] op type value ',' type value ordering
    fn parse_atomicrmw(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("atomicrmw ");
        if self.eat_kw("volatile") {
            self.w("volatile ");
        }
        let op = self.tok;
        if op.kind != Kind::Keyword {
            return self.err(op.start, "expected binary operation in atomicrmw");
        }
        self.bump();
        self.w(self.text(op));
        self.w(" ");
        let p = self.parse_typed_value()?;
        self.expect_comma("expected ',' after atomicrmw address")?;
        let v = self.parse_typed_value()?;
        self.parse_mem_tail()?;
        let ty = v.ty;
        let mut inst = self.new_inst(Op::Other, "atomicrmw", ty, t.start);
        inst.operands.extend([p, v]);
        Ok(inst)
    }

    /// landingpad ::= 'landingpad' type ['cleanup'] (('catch' | 'filter') type value)*
    fn parse_landingpad(&mut self, t: Token) -> PResult<Draft> {
        self.bump();
        self.w("landingpad ");
        let ty = self.parse_type(false)?;
        self.w_type(ty);
        let mut inst = self.new_inst(Op::LandingPad, "landingpad", ty, t.start);
        if self.eat_kw("cleanup") {
            inst.cleanup = true;
            self.w("\n          cleanup");
        }
        while self.is_kw("catch") || self.is_kw("filter") {
            let catch = self.is_kw("catch");
            self.bump();
            self.w(if catch {
                "\n          catch "
            } else {
                "\n          filter "
            });
            let loc = self.tok.start;
            let v = self.parse_typed_value()?;
            let is_array = matches!(self.types.kind(v.ty), TypeKind::Array(..));
            if catch && is_array {
                return self.err(loc, "'catch' clause has an invalid type");
            }
            if !catch && !is_array {
                return self.err(loc, "'filter' clause has an invalid type");
            }
            if matches!(v.value, Value::Local(_)) {
                return self.err(loc, "clause argument must be a constant");
            }
            inst.clauses += 1;
        }
        Ok(inst)
    }

    // ----- calls ---------------------------------------------------------------------------

    /// call ::= ['tail' | 'musttail' | 'notail'] 'call' callee-and-args
    fn parse_call(&mut self, t: Token) -> PResult<Draft> {
        let mut start_kw = self.text(t);
        if start_kw != "call" {
            self.bump();
            self.w(start_kw);
            self.w(" ");
            if !self.is_kw("call") {
                return self.err(self.tok.start, "expected 'call' after tail call marker");
            }
            start_kw = "call";
        }
        let _ = start_kw;
        self.bump();
        self.w("call ");
        let (ret, operands) = self.parse_call_common(t.start, true)?;
        let mut inst = self.new_inst(Op::Call, "call", ret, t.start);
        inst.operands.extend(operands);
        Ok(inst)
    }

    /// [fmf] [cc] [ret attrs] [addrspace] type callee '(' args ')' [fn attrs] [bundles]:
    /// returns the call's result type and its value operands (arguments, then the callee).
    fn parse_call_common(&mut self, start: u32, is_call: bool) -> PResult<(TypeId, Vec<Operand>)> {
        if is_call {
            self.parse_fmf()?;
        }
        let attrs = self.parse_call_prefix()?;
        for a in attrs {
            self.w(&a);
            self.w(" ");
        }
        let ret_loc = self.tok.start;
        let mut ret = self.parse_type(true)?;
        let explicit_fn = matches!(self.types.kind(ret), TypeKind::Function { .. });
        self.w_type(ret);
        self.w(" ");
        // The callee: a value of pointer type, or inline asm.
        let callee_tok = self.tok;
        let mut operands = Vec::new();
        let callee = if self.is_kw("asm") {
            self.bump();
            let mut text = String::from("asm ");
            while self.tok.kind == Kind::Keyword {
                let f = self.bump();
                text.push_str(self.text(f));
                text.push(' ');
            }
            let a = self.tok;
            if a.kind != Kind::Str {
                return self.err(a.start, "expected string constant");
            }
            self.bump();
            self.expect_punct(b',', "expected comma in inline asm expression")?;
            let c = self.tok;
            if c.kind != Kind::Str {
                return self.err(c.start, "expected constraint string");
            }
            self.bump();
            text.push_str(&format!("{}, {}", self.raw(a), self.raw(c)));
            self.w(&text);
            None
        } else {
            match callee_tok.kind {
                Kind::LocalVar | Kind::LocalId | Kind::GlobalVar | Kind::GlobalId => {}
                Kind::Keyword => {}
                _ => return self.err(callee_tok.start, "expected value token"),
            }
            Some(self.parse_value(Types::PTR)?)
        };
        // Arguments.
        self.expect_punct(b'(', "expected '(' in call")?;
        self.w("(");
        let mut arg_types = Vec::new();
        let mut arg_locs = Vec::new();
        let mut first = true;
        while !self.is_punct(b')') {
            if !first {
                self.expect_comma("expected ',' in argument list")?;
            }
            first = false;
            if self.tok.kind == Kind::DotDotDot {
                self.bump();
                self.w("...");
                continue;
            }
            let loc = self.tok.start;
            let ty = self.parse_type(false)?;
            self.w_type(ty);
            if ty == Types::METADATA {
                self.w(" ");
                self.parse_metadata_arg()?;
                arg_types.push(ty);
                arg_locs.push(loc);
                continue;
            }
            let attrs = self.parse_attrs_text()?;
            for a in attrs {
                self.w(" ");
                self.w(&a);
            }
            self.w(" ");
            let v = self.parse_value(ty)?;
            arg_types.push(ty);
            arg_locs.push(loc);
            operands.push(v);
        }
        self.bump();
        self.w(")");
        // Function attributes and operand bundles.
        let fn_attrs = self.parse_attrs_text()?;
        for a in fn_attrs {
            self.w(" ");
            self.w(&a);
        }
        if self.is_punct(b'[') {
            self.parse_operand_bundles(&mut operands)?;
        }
        // Check the arguments against an explicit function type.
        if explicit_fn {
            let TypeKind::Function {
                ret: r,
                params,
                vararg,
            } = self.types.kind(ret).clone()
            else {
                unreachable!("checked above")
            };
            for (i, ty) in arg_types.iter().enumerate() {
                match params.get(i) {
                    Some(p) if p != ty => {
                        return self.err(
                            arg_locs[i],
                            format!("argument is not of expected type '{}'", self.types.name(*p)),
                        );
                    }
                    Some(_) => {}
                    None if !vararg => {
                        return self.err(arg_locs[i], "too many arguments specified");
                    }
                    None => {}
                }
            }
            if arg_types.len() < params.len() {
                return self.err(start, "not enough parameters specified for call");
            }
            ret = r;
        } else if !self.types.is_first_class(ret) && ret != Types::VOID {
            return self.err(ret_loc, "Invalid result type for LLVM function");
        }
        if let Some(c) = callee {
            operands.push(c);
        }
        Ok((ret, operands))
    }

    /// Calling convention and return attributes before the return type.
    fn parse_call_prefix(&mut self) -> PResult<Vec<String>> {
        let mut out = Vec::new();
        loop {
            if self.is_kw("cc") {
                self.bump();
                let n = self.expect_int("expected integer")?;
                out.push(format!("cc {n}"));
                continue;
            }
            if self.is_kw("addrspace") {
                let s = self.parse_optional_addrspace()?;
                out.push(format!("addrspace({s})"));
                continue;
            }
            if self.tok.kind == Kind::Keyword && !self.at_type() && !self.is_kw("asm") {
                let mut attrs = self.parse_attrs_text()?;
                if attrs.is_empty() {
                    break;
                }
                out.append(&mut attrs);
                continue;
            }
            break;
        }
        Ok(out)
    }

    /// `metadata !12`, `metadata i32 %x`, `metadata !DIExpression()`, `metadata !{...}`.
    fn parse_metadata_arg(&mut self) -> PResult<()> {
        if self.at_type() {
            let ty = self.parse_type(false)?;
            self.w_type(ty);
            self.w(" ");
            self.parse_value(ty)?;
            return Ok(());
        }
        let start = self.tok.start;
        self.skip_metadata()?;
        let text = self.span_text(start, self.prev_end());
        self.w(&text);
        Ok(())
    }

    /// [ "tag"(type value, ...), ... ]
    fn parse_operand_bundles(&mut self, operands: &mut Vec<Operand>) -> PResult<()> {
        self.bump();
        self.w(" [ ");
        let mut first = true;
        while !self.is_punct(b']') {
            if !first {
                self.expect_comma("expected ',' in input list")?;
            }
            first = false;
            let tag = self.tok;
            if tag.kind != Kind::Str {
                return self.err(tag.start, "expected operand bundle tag");
            }
            self.bump();
            self.w(&self.raw(tag));
            self.expect_punct(b'(', "expected '(' in operand bundle")?;
            self.w("(");
            let mut f = true;
            while !self.is_punct(b')') {
                if !f {
                    self.expect_comma("expected ',' in input list")?;
                }
                f = false;
                let v = self.parse_typed_value()?;
                operands.push(v);
            }
            self.bump();
            self.w(")");
        }
        self.bump();
        self.w(" ]");
        Ok(())
    }

    // ----- function headers and globals ----------------------------------------------------

    /// define/declare header: linkage and attributes, return type, `@name`, `(args)`,
    /// attributes, `personality`, metadata attachments.
    pub fn parse_function_header(&mut self) -> PResult<Header> {
        // Linkage, visibility, calling convention, return attributes (and, on a declaration,
        // metadata attachments such as `!dbg !12`).
        loop {
            if self.tok.kind == Kind::MetadataVar {
                self.bump();
                self.skip_metadata()?;
                continue;
            }
            if self.is_kw("cc") {
                self.bump();
                self.expect_int("expected integer")?;
                continue;
            }
            if self.tok.kind == Kind::Keyword && !self.at_type() {
                let before = self.tok.start;
                self.parse_attrs_text()?;
                if self.tok.start == before {
                    break;
                }
                continue;
            }
            break;
        }
        let ret = self.parse_type(true)?;
        let name_tok = self.tok;
        let name = match name_tok.kind {
            Kind::GlobalVar => GlobalName::Named(self.text_owned(name_tok)),
            Kind::GlobalId => GlobalName::Numbered(name_tok.int),
            _ => return self.err(name_tok.start, "expected function name"),
        };
        self.bump();
        self.expect_punct(b'(', "expected '(' in function argument list")?;
        let mut args = Vec::new();
        let mut first = true;
        while !self.is_punct(b')') {
            if !first {
                self.expect_punct(b',', "expected ',' in argument list")?;
            }
            first = false;
            if self.tok.kind == Kind::DotDotDot {
                self.bump();
                continue;
            }
            let loc = self.tok.start;
            let ty = self.parse_type(false)?;
            self.skip_param_attrs()?;
            let n = self.tok;
            let arg_name = match n.kind {
                Kind::LocalVar => {
                    self.bump();
                    Some(ArgName::Named(self.text_owned(n)))
                }
                Kind::LocalId => {
                    self.bump();
                    Some(ArgName::Numbered(self.number_of(n)))
                }
                _ => None,
            };
            args.push((
                ty,
                arg_name,
                if n.kind == Kind::LocalVar || n.kind == Kind::LocalId {
                    n.start
                } else {
                    loc
                },
            ));
        }
        self.bump();
        // Trailing attributes up to the body or the end of the declaration.
        let mut personality = false;
        loop {
            let t = self.tok;
            match t.kind {
                Kind::Keyword => match self.text(t) {
                    "personality" => {
                        self.bump();
                        personality = true;
                        let ty = self.parse_type(false)?;
                        let _ = self.parse_constant(ty)?;
                    }
                    "prefix" | "prologue" => {
                        self.bump();
                        let ty = self.parse_type(false)?;
                        let _ = self.parse_constant(ty)?;
                    }
                    "section" | "partition" | "gc" => {
                        self.bump();
                        self.expect_str("expected string")?;
                    }
                    "align" => {
                        self.bump();
                        self.expect_int("expected integer")?;
                    }
                    "comdat" => {
                        self.bump();
                        if self.is_punct(b'(') {
                            self.skip_group()?;
                        }
                    }
                    "define" | "declare" | "attributes" | "target" | "source_filename"
                    | "module" => break,
                    _ => {
                        self.parse_attrs_text()?;
                        if self.tok.start == t.start {
                            self.bump();
                        }
                    }
                },
                Kind::AttrGrpId | Kind::Str => {
                    self.parse_attrs_text()?;
                }
                Kind::MetadataVar => {
                    // `!dbg !12` on a definition; a named metadata definition follows a
                    // declaration only with `=`, which is not an attachment.
                    if self
                        .src
                        .get(self.tok.end as usize..)
                        .is_some_and(|r| r.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'='))
                    {
                        break;
                    }
                    self.bump();
                    self.skip_metadata()?;
                }
                _ => break,
            }
        }
        Ok(Header {
            name,
            name_tok,
            ret,
            args,
            personality,
        })
    }

    /// @g = [linkage...] (global | constant) type [initializer] (',' attr)*
    /// @a = [linkage...] (alias | ifunc) type ',' type value
    pub fn parse_global(&mut self) -> PResult<()> {
        let name_tok = self.bump();
        let name = if name_tok.kind == Kind::GlobalVar {
            GlobalName::Named(self.text_owned(name_tok))
        } else {
            GlobalName::Numbered(name_tok.int)
        };
        self.expect_punct(b'=', "expected '=' in global variable")?;
        let mut external = false;
        let mut space = 0;
        let kind = loop {
            let t = self.tok;
            if t.kind != Kind::Keyword {
                return self.err(t.start, "expected 'global' or 'constant'");
            }
            let kw = self.text(t);
            match kw {
                "global" | "constant" | "alias" | "ifunc" => {
                    self.bump();
                    break kw;
                }
                "external" | "extern_weak" => {
                    external = true;
                    self.bump();
                }
                "addrspace" => space = self.parse_optional_addrspace()?,
                "thread_local" => {
                    self.bump();
                    if self.is_punct(b'(') {
                        self.skip_group()?;
                    }
                }
                _ => {
                    self.bump();
                }
            }
        };
        let ty = self.parse_type(false)?;
        let ptr = self.types.intern(TypeKind::Ptr(space));
        self.define_global(&name, name_tok, ptr)?;
        if matches!(kind, "alias" | "ifunc") {
            self.expect_punct(b',', "expected comma after alias or ifunc's type")?;
            let aty = self.parse_type(false)?;
            let _ = self.parse_constant(aty)?;
        } else if !external {
            if self.tok.kind == Kind::Str && self.src[self.tok.start as usize] == b'c' {
                self.parse_cstring(ty)?;
            } else {
                self.parse_constant(ty)?;
            }
        }
        while self.is_punct(b',') {
            self.bump();
            let t = self.tok;
            match t.kind {
                Kind::MetadataVar => {
                    self.bump();
                    self.skip_metadata()?;
                }
                Kind::Keyword => {
                    self.bump();
                    match self.tok.kind {
                        Kind::Str | Kind::Int => {
                            self.bump();
                        }
                        Kind::Punct if self.is_punct(b'(') => {
                            self.skip_group()?;
                        }
                        _ => {}
                    }
                }
                _ => return self.err(t.start, "unknown global variable property!"),
            }
        }
        while self.tok.kind == Kind::AttrGrpId {
            self.bump();
        }
        Ok(())
    }
}
