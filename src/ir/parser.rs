//! The LLVM IR parser: steps 1–4 of Algorithm 9.3.7, with `LLParser`'s messages.
//!
//! The structure follows `LLParser`: top-level entities, function headers, bodies made of
//! blocks, each block a run of instructions up to its terminator (step 1, W1), a
//! per-function symbol table with forward references (step 2: names), and typed operands
//! checked against their definitions (steps 3 and 4, W5). The first error stops the parse,
//! as in LLVM. Messages, and the byte offset they point at, are LLVM's own.
//!
//! Instruction grammars live in `insts.rs`; constants and types in `consts.rs`.

use super::fxhash::FxHashMap as HashMap;

use super::lexer::{Kind, Token, Tokens};
use super::module::{
    Arg, Block, BlockId, ConstId, Consts, Function, Inst, InstId, ModuleCtx, Op, Operand, Printed,
    Sym, SymDef, SymId, SymName,
};
use super::types::{TypeId, Types};

/// A parser error: LLVM's message and the byte offset of the caret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub offset: u32,
    pub message: String,
}

pub type PResult<T> = Result<T, ParseError>;

/// A global name's state: defined, or referenced before its definition (forward reference).
#[derive(Debug, Clone, Copy)]
pub(super) struct GlobalState {
    pub defined: bool,
    pub ty: TypeId,
    /// Where the first forward reference was, for `use of undefined value '@x'`.
    pub first_ref: u32,
}

/// Per-function parsing state (LLVM's `PerFunctionState`).
pub(super) struct FnState {
    pub func: Function,
    /// Names and numbers to (symbol, its type): one lookup answers both.
    pub named: super::fxhash::NameTable<(SymId, TypeId)>,
    pub numbered: super::fxhash::NumberTable<(SymId, TypeId)>,
    /// The next number an unnamed value or block takes.
    pub next_number: u32,
    /// Forward references not yet defined: symbol → offset of the first use.
    pub forward: HashMap<SymId, u32>,
    pub current_block: BlockId,
}

pub(super) struct Parser<'a> {
    pub src: &'a [u8],
    lexer: Tokens<'a>,
    pub tok: Token,
    pub types: Types,
    pub named_types: HashMap<String, (TypeId, u32, bool)>,
    pub numbered_types: HashMap<u64, (TypeId, u32, bool)>,
    pub globals: HashMap<String, GlobalState>,
    pub numbered_globals: HashMap<u64, GlobalState>,
    pub next_global_number: u64,
    /// Uniqued constants: by printed text, then type.
    pub consts: HashMap<String, Vec<(TypeId, ConstId)>>,
    pub const_table: Consts,
    pub creation: u32,
    /// Set while a `callbr` is parsed: see [`Parser::new_block`].
    pub in_callbr: bool,
    pub fs: Option<FnState>,
    /// `blockaddress(@f, %bb)` seen before `@f` was defined: the block tokens, by function
    /// (LLVM's `ForwardRefBlockAddresses`).
    pub forward_blockaddrs: HashMap<String, Vec<Token>>,
    /// Functions whose bodies have been parsed.
    pub defined_functions: HashMap<String, ()>,
    /// The canonical text of the instruction being parsed.
    pub out: Printed,
    /// The lists of the last instruction, emptied, for the next one to fill (an
    /// instruction's lists then cost no allocation).
    pub spare: (Vec<Operand>, Vec<BlockId>, Vec<BlockId>),
    /// Set while a phi's entries are parsed: they are printed from the phi's structure
    /// when needed (`Function::print_inst`), not kept as text (10^6 entries in one
    /// function are no rarity in generated code).
    pub quiet: bool,
    /// How deeply types and constants are nested at the moment (see `enter_nesting`).
    pub nesting: u32,
    /// The incoming blocks of the last phi parsed, with the block it is in (see
    /// `parse_phi_entries`).
    pub phi_prev: (Option<BlockId>, Vec<(Token, BlockId)>),
    /// The first of the lexer's complaints (numbers too large): reported in place of the
    /// parser's error if the parse fails, ignored if it succeeds, as LLVM does.
    pub latent: Option<ParseError>,
    /// Receives each function as soon as its body is parsed (then it is dropped): the
    /// verifier runs function by function while the parser goes on, and memory holds one
    /// function at a time. Its results count only if the whole module parses.
    sink: FunctionSink<'a>,
}

/// What receives each parsed function (see [`Parser::new`]).
pub(super) type FunctionSink<'a> = Box<dyn FnMut(&Function, ModuleCtx) + 'a>;

/// An instruction while it is parsed; [`Parser::push_inst`] moves its lists into the
/// function's pools.
pub(super) struct Draft {
    pub op: Op,
    pub opcode: &'static str,
    pub ty: TypeId,
    pub offset: u32,
    pub creation: u32,
    pub operands: Vec<Operand>,
    pub phi_blocks: Vec<BlockId>,
    pub succs: Vec<BlockId>,
    pub unwind: Option<BlockId>,
    pub clauses: u32,
    pub cleanup: bool,
    pub dbg_records: bool,
    pub entries_at: u32,
}

impl<'a> Parser<'a> {
    pub fn new(src: &'a [u8], mut lexer: Tokens<'a>, sink: FunctionSink<'a>) -> Parser<'a> {
        let tok = lexer.next_token();
        Parser {
            src,
            lexer,
            tok,
            types: Types::new(),
            named_types: HashMap::default(),
            numbered_types: HashMap::default(),
            globals: HashMap::default(),
            numbered_globals: HashMap::default(),
            next_global_number: 0,
            consts: HashMap::default(),
            const_table: Consts::default(),
            // Creation numbers start high so that callbr's blocks can sort below (new_block).
            creation: 1 << 31,
            in_callbr: false,
            fs: None,
            forward_blockaddrs: HashMap::default(),
            defined_functions: HashMap::default(),
            out: Printed::default(),
            spare: Default::default(),
            quiet: false,
            nesting: 0,
            latent: None,
            phi_prev: (None, Vec::new()),
            sink,
        }
    }

    // ----- token helpers -------------------------------------------------------------------

    pub fn bump(&mut self) -> Token {
        let t = self.tok;
        self.tok = self.lexer.next_token();
        t
    }

    /// The token's name or literal text.
    pub fn text(&self, t: Token) -> &'a str {
        std::str::from_utf8(&self.src[t.text_start as usize..t.text_end as usize]).unwrap_or("")
    }

    /// The token's text as owned bytes-to-string (lossy for non-UTF-8 names).
    pub fn text_owned(&self, t: Token) -> String {
        String::from_utf8_lossy(&self.src[t.text_start as usize..t.text_end as usize]).into_owned()
    }

    /// The whole source text of a token.
    pub fn raw(&self, t: Token) -> String {
        String::from_utf8_lossy(&self.src[t.start as usize..t.end as usize]).into_owned()
    }

    pub fn err<T>(&self, offset: u32, message: impl Into<String>) -> PResult<T> {
        Err(ParseError {
            offset,
            message: message.into(),
        })
    }

    pub fn is_punct(&self, c: u8) -> bool {
        self.tok.is_punct(self.src, c)
    }

    pub fn is_kw(&self, kw: &str) -> bool {
        self.tok.kind == Kind::Keyword && self.text(self.tok) == kw
    }

    pub fn eat_punct(&mut self, c: u8) -> bool {
        if self.is_punct(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn expect_punct(&mut self, c: u8, msg: &str) -> PResult<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.err(self.tok.start, msg)
        }
    }

    pub fn expect_kw(&mut self, kw: &str, msg: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            self.err(self.tok.start, msg)
        }
    }

    pub fn next_creation(&mut self) -> u32 {
        self.creation += 1;
        self.creation
    }

    /// Skips a balanced group starting at the current `(`, `{`, `[` or `<` token, returning
    /// its source text with whitespace runs folded (for attributes kept as text).
    pub fn skip_group(&mut self) -> PResult<String> {
        let start = self.tok.start as usize;
        let mut depth = 0i32;
        let mut end;
        loop {
            let t = self.tok;
            match t.kind {
                Kind::Eof => return self.err(t.start, "expected ')'"),
                Kind::Punct => match self.src[t.start as usize] {
                    b'(' | b'{' | b'[' | b'<' => depth += 1,
                    b')' | b'}' | b']' | b'>' => depth -= 1,
                    _ => {}
                },
                _ => {}
            }
            end = t.end as usize;
            self.bump();
            if depth <= 0 {
                break;
            }
        }
        Ok(fold_space(&self.src[start..end]))
    }

    /// Source text from `start` to the end of the previous token, whitespace folded.
    pub fn span_text(&self, start: u32, end: u32) -> String {
        fold_space(&self.src[start as usize..end as usize])
    }

    // ----- printing helpers ----------------------------------------------------------------

    pub fn w(&mut self, s: &str) {
        if !self.quiet {
            self.out.text.push_str(s);
        }
    }

    pub fn w_type(&mut self, ty: TypeId) {
        if self.quiet {
            return;
        }
        let mut s = std::mem::take(&mut self.out.text);
        self.types.write_name(ty, &mut s);
        self.out.text = s;
    }

    pub fn w_hole(&mut self, sym: SymId) {
        if self.quiet {
            return;
        }
        let pos = self.out.text.len() as u32;
        self.out.holes.push((pos, sym));
    }

    // ----- top level -----------------------------------------------------------------------

    /// module ::= toplevelentity*
    pub fn parse_module(mut self) -> PResult<()> {
        let result = self.parse_entities();
        match (result, self.latent.take()) {
            (Err(_), Some(latent)) => Err(latent),
            (result, _) => result,
        }
    }

    fn parse_entities(&mut self) -> PResult<()> {
        loop {
            let t = self.tok;
            match t.kind {
                Kind::Eof => break,
                Kind::Keyword => match self.text(t) {
                    "define" => self.parse_define()?,
                    "declare" => self.parse_declare()?,
                    "source_filename" => {
                        self.bump();
                        self.expect_punct(b'=', "expected '=' after source_filename")?;
                        self.expect_str("expected string constant")?;
                    }
                    "target" => self.parse_target()?,
                    "module" => {
                        self.bump();
                        self.expect_kw("asm", "expected 'module asm'")?;
                        self.expect_str("expected string constant")?;
                    }
                    "attributes" => self.parse_attribute_group()?,
                    "uselistorder" | "uselistorder_bb" => self.skip_line_entity()?,
                    _ => return self.err(t.start, "expected top-level entity"),
                },
                Kind::LocalVar | Kind::LocalId => self.parse_type_definition()?,
                Kind::GlobalVar | Kind::GlobalId => self.parse_global()?,
                Kind::ComdatVar => self.parse_comdat()?,
                Kind::MetadataVar => self.parse_named_metadata()?,
                Kind::Punct if self.is_punct(b'!') => self.parse_metadata_definition()?,
                Kind::Punct if self.is_punct(b'^') => self.skip_line_entity()?,
                _ => return self.err(t.start, "expected top-level entity"),
            }
        }
        self.validate_end_of_module()
    }

    pub fn expect_str(&mut self, msg: &str) -> PResult<String> {
        if self.tok.kind == Kind::Str {
            let t = self.bump();
            Ok(self.text_owned(t))
        } else {
            self.err(self.tok.start, msg)
        }
    }

    fn parse_target(&mut self) -> PResult<()> {
        self.bump();
        if self.eat_kw("triple") || self.eat_kw("datalayout") {
            self.expect_punct(b'=', "expected '=' after target triple")?;
            self.expect_str("expected string constant")?;
            Ok(())
        } else {
            self.err(self.tok.start, "unknown target property")
        }
    }

    /// Skips an entity this checker does not model (summaries, use-list orders): up to
    /// the next token that starts a line.
    fn skip_line_entity(&mut self) -> PResult<()> {
        let start = self.tok.start as usize;
        let line_end = self.src[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(self.src.len(), |k| start + k);
        while self.tok.kind != Kind::Eof && (self.tok.start as usize) < line_end {
            self.bump();
        }
        Ok(())
    }

    /// attributes #N = { ... }
    fn parse_attribute_group(&mut self) -> PResult<()> {
        self.bump();
        if self.tok.kind != Kind::AttrGrpId {
            return self.err(self.tok.start, "expected attribute group id");
        }
        self.bump();
        self.expect_punct(b'=', "expected '=' here")?;
        if !self.is_punct(b'{') {
            return self.err(self.tok.start, "expected '{' here");
        }
        self.skip_group()?;
        Ok(())
    }

    /// $name = comdat kind
    fn parse_comdat(&mut self) -> PResult<()> {
        self.bump();
        self.expect_punct(b'=', "expected '=' here")?;
        self.expect_kw("comdat", "expected comdat keyword")?;
        if self.tok.kind == Kind::Keyword {
            self.bump();
            Ok(())
        } else {
            self.err(self.tok.start, "expected comdat type")
        }
    }

    /// !name = !{ ... }
    fn parse_named_metadata(&mut self) -> PResult<()> {
        self.bump();
        self.expect_punct(b'=', "expected '=' here")?;
        self.expect_punct(b'!', "Expected '!' here")?;
        if !self.is_punct(b'{') {
            return self.err(self.tok.start, "Expected '{' here");
        }
        self.skip_group()?;
        Ok(())
    }

    /// !N = [distinct] metadata-node
    fn parse_metadata_definition(&mut self) -> PResult<()> {
        self.bump();
        if self.tok.kind != Kind::Int {
            return self.err(self.tok.start, "expected integer");
        }
        self.bump();
        self.expect_punct(b'=', "expected '=' here")?;
        self.eat_kw("distinct");
        self.skip_metadata()
    }

    /// Skips one metadata value: `!{...}`, `!"str"`, `!N`, `!DIThing(...)`, `T value`.
    pub fn skip_metadata(&mut self) -> PResult<()> {
        let t = self.tok;
        match t.kind {
            Kind::MetadataVar => {
                self.bump();
                if self.is_punct(b'(') {
                    self.skip_group()?;
                }
                Ok(())
            }
            Kind::Punct if self.is_punct(b'!') => {
                self.bump();
                match self.tok.kind {
                    Kind::Str | Kind::Int => {
                        self.bump();
                        Ok(())
                    }
                    Kind::Punct if self.is_punct(b'{') => {
                        self.skip_group()?;
                        Ok(())
                    }
                    _ => self.err(self.tok.start, "expected metadata operand"),
                }
            }
            _ => self.err(t.start, "expected metadata operand"),
        }
    }

    /// %name = type { ... } | type opaque
    fn parse_type_definition(&mut self) -> PResult<()> {
        let t = self.bump();
        self.expect_punct(b'=', "expected '=' after name")?;
        self.expect_kw("type", "expected 'type' after '='")?;
        let id = if t.kind == Kind::LocalVar {
            let name = self.text_owned(t);
            let id = self
                .types
                .intern(super::types::TypeKind::Named(name.clone()));
            if let Some(&(_, _, true)) = self.named_types.get(&name) {
                return self.err(t.start, format!("redefinition of type named '{name}'"));
            }
            self.named_types.insert(name, (id, t.start, true));
            id
        } else {
            let n = t.int;
            let id = self
                .types
                .intern(super::types::TypeKind::Named(n.to_string()));
            self.numbered_types.insert(n, (id, t.start, true));
            id
        };
        if self.eat_kw("opaque") {
            self.types
                .bodies
                .insert(id, super::types::NamedBody::Opaque);
            return Ok(());
        }
        let packed = self.is_punct(b'<');
        if self.is_punct(b'{') || packed {
            let (fields, packed) = self.parse_struct_body()?;
            self.types
                .bodies
                .insert(id, super::types::NamedBody::Struct { packed, fields });
            let _ = packed;
            return Ok(());
        }
        // `%T = type i32` and friends: an alias of another type (rare); parse and ignore.
        self.parse_type(false)?;
        Ok(())
    }

    // ----- functions -----------------------------------------------------------------------

    fn parse_declare(&mut self) -> PResult<()> {
        self.bump();
        let header = self.parse_function_header()?;
        self.define_global(&header.name, header.name_tok, Types::PTR)?;
        Ok(())
    }

    fn parse_define(&mut self) -> PResult<()> {
        self.bump();
        let header = self.parse_function_header()?;
        self.define_global(&header.name, header.name_tok, Types::PTR)?;
        let func = Function {
            name: header.name.display(),
            offset: header.name_tok.start,
            ret: header.ret,
            args: Vec::new(),
            has_personality: header.personality,
            blocks: Vec::new(),
            layout: Vec::new(),
            insts: Vec::new(),
            syms: Vec::new(),
            operands: Vec::new(),
            phi_blocks: Vec::new(),
            succ_pool: Vec::new(),
            text: String::new(),
            holes: Vec::new(),
        };
        let mut fs = FnState {
            func,
            named: Default::default(),
            numbered: Default::default(),
            next_number: 0,
            forward: HashMap::default(),
            current_block: BlockId(0),
        };
        for (ty, name, offset) in &header.args {
            let sym = SymId(fs.func.syms.len() as u32);
            let sym_name = match name {
                Some(ArgName::Named(n)) => {
                    if fs.named.contains_key(n) {
                        return self.err(*offset, format!("redefinition of argument '%{n}'"));
                    }
                    fs.named.insert(n, (sym, *ty));
                    SymName::Named(n.clone())
                }
                Some(ArgName::Numbered(n)) => {
                    if *n != fs.next_number {
                        return self.err(
                            *offset,
                            format!("argument expected to be numbered '%{}'", fs.next_number),
                        );
                    }
                    fs.numbered.insert(*n, (sym, *ty));
                    fs.next_number = n.wrapping_add(1);
                    SymName::Numbered(*n)
                }
                None => {
                    let n = fs.next_number;
                    fs.numbered.insert(n, (sym, *ty));
                    fs.next_number += 1;
                    SymName::Numbered(n)
                }
            };
            fs.func.syms.push(Sym {
                name: sym_name,
                def: SymDef::Arg(fs.func.args.len() as u32),
                ty: *ty,
            });
            fs.func.args.push(Arg { sym, ty: *ty });
        }
        self.fs = Some(fs);
        // Block ids are per function: the phi cache must not outlive one.
        self.phi_prev = (None, Vec::new());
        if !self.is_punct(b'{') {
            return self.err(self.tok.start, "expected '{' in function body");
        }
        self.resolve_forward_blockaddrs(&header.name.display())?;
        self.parse_function_body()?;
        self.defined_functions.insert(header.name.display(), ());
        let fs = self.fs.take().expect("function state set above");
        let ctx = ModuleCtx {
            types: &self.types,
            consts: &self.const_table,
        };
        (self.sink)(&fs.func, ctx);
        Ok(())
    }

    /// Blocks named by `blockaddress` before their function was defined are created (as
    /// forward references) when its body starts, before the entry block: numbered ones by
    /// number, then named ones in byte order (LLVM's `resolveForwardRefBlockAddresses`).
    fn resolve_forward_blockaddrs(&mut self, func: &str) -> PResult<()> {
        let Some(mut toks) = self.forward_blockaddrs.remove(func) else {
            return Ok(());
        };
        toks.sort_by(|a, b| {
            (a.kind != Kind::LocalId, a.int, self.text(*a).as_bytes()).cmp(&(
                b.kind != Kind::LocalId,
                b.int,
                self.text(*b).as_bytes(),
            ))
        });
        for t in toks {
            self.get_local(t, Types::LABEL)?;
        }
        Ok(())
    }

    /// A `blockaddress(@f, %bb)` constant: inside `@f` (or once `@f` is known) the block is
    /// a use; before `@f` is defined it is remembered for when its body starts.
    pub fn note_blockaddress(&mut self, func: Token, block: Token) -> PResult<()> {
        let name = if func.kind == Kind::GlobalId {
            func.int.to_string()
        } else {
            self.text_owned(func)
        };
        if self.fs.as_ref().is_some_and(|fs| fs.func.name == name) {
            self.get_local(block, Types::LABEL)?;
            return Ok(());
        }
        if self.defined_functions.contains_key(&name) {
            return Ok(());
        }
        let src = self.src;
        let text = |t: &Token| &src[t.text_start as usize..t.text_end as usize];
        let list = self.forward_blockaddrs.entry(name).or_default();
        let seen = list
            .iter()
            .any(|t| t.kind == block.kind && t.int == block.int && text(t) == text(&block));
        if !seen {
            list.push(block);
        }
        Ok(())
    }

    /// body ::= '{' basicblock+ '}'
    fn parse_function_body(&mut self) -> PResult<()> {
        if !self.is_punct(b'{') {
            return self.err(self.tok.start, "expected '{' in function body");
        }
        self.bump();
        if self.is_punct(b'}') || self.is_kw("uselistorder") {
            return self.err(
                self.tok.start,
                "function body requires at least one basic block",
            );
        }
        while !self.is_punct(b'}') && !self.is_kw("uselistorder") {
            self.parse_basic_block()?;
        }
        while self.is_kw("uselistorder") {
            self.skip_line_entity()?;
        }
        self.bump();
        self.finish_function()
    }

    /// `use of undefined value`: checked only when the function's `}` is reached; the
    /// alphabetically first name wins, and names before numbers (llvm-facts, Order 2).
    fn finish_function(&mut self) -> PResult<()> {
        let fs = self.fs.as_ref().expect("inside a function");
        let mut named: Vec<(&String, u32)> = Vec::new();
        let mut numbered: Vec<(u32, u32)> = Vec::new();
        for (&sym, &offset) in &fs.forward {
            match &fs.func.sym(sym).name {
                SymName::Named(n) => named.push((n, offset)),
                SymName::Numbered(n) => numbered.push((*n, offset)),
            }
        }
        named.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
        numbered.sort();
        if let Some((name, offset)) = named.first() {
            return self.err(*offset, format!("use of undefined value '%{name}'"));
        }
        if let Some((n, offset)) = numbered.first() {
            return self.err(*offset, format!("use of undefined value '%{n}'"));
        }
        Ok(())
    }

    /// basicblock ::= label? instruction* terminator
    fn parse_basic_block(&mut self) -> PResult<()> {
        let t = self.tok;
        let block = match t.kind {
            Kind::LabelStr => {
                self.bump();
                let name = self.text_owned(t);
                self.define_block(Some(name), None, t.start)?
            }
            Kind::LabelId => {
                self.bump();
                let n = self.number_of(t);
                self.define_block(None, Some(n), t.start)?
            }
            _ => self.define_block(None, None, t.start)?,
        };
        self.fs_mut().current_block = block;
        loop {
            let mut records = false;
            while self.tok.kind == Kind::DbgRecord {
                self.parse_debug_record()?;
                records = true;
            }
            let name_tok = self.tok;
            let mut name: Option<String> = None;
            let mut number: Option<u32> = None;
            match name_tok.kind {
                Kind::LocalId => {
                    self.bump();
                    number = Some(self.number_of(name_tok));
                    self.expect_punct(b'=', "expected '=' after instruction id")?;
                }
                Kind::LocalVar => {
                    self.bump();
                    name = Some(self.text_owned(name_tok));
                    self.expect_punct(b'=', "expected '=' after instruction name")?;
                }
                _ => {}
            }
            let mut inst = self.parse_instruction(name_tok.start)?;
            inst.dbg_records = records;
            let is_term = inst.op.is_terminator();
            let id = self.push_inst(inst);
            self.set_inst_name(id, name, number, name_tok.start)?;
            if is_term {
                return Ok(());
            }
        }
    }

    /// Appends a parsed instruction to the current block, moving its lists and its
    /// canonical text into the function's pools.
    fn push_inst(&mut self, mut d: Draft) -> InstId {
        let fs = self.fs.as_mut().expect("inside a function");
        let f = &mut fs.func;
        let id = InstId(f.insts.len() as u32);
        let span = |start: usize, end: usize| (start as u32, end as u32);
        let ops = span(f.operands.len(), f.operands.len() + d.operands.len());
        f.operands.extend_from_slice(&d.operands);
        let phis = span(f.phi_blocks.len(), f.phi_blocks.len() + d.phi_blocks.len());
        f.phi_blocks.extend_from_slice(&d.phi_blocks);
        let succ = span(f.succ_pool.len(), f.succ_pool.len() + d.succs.len());
        f.succ_pool.extend_from_slice(&d.succs);
        let text = span(f.text.len(), f.text.len() + self.out.text.len());
        f.text.push_str(&self.out.text);
        let holes = span(f.holes.len(), f.holes.len() + self.out.holes.len());
        f.holes.extend_from_slice(&self.out.holes);
        f.insts.push(Inst {
            op: d.op,
            opcode: d.opcode,
            sym: None,
            ty: d.ty,
            block: fs.current_block,
            offset: d.offset,
            creation: d.creation,
            ops,
            phis,
            succ,
            unwind: d.unwind,
            clauses: d.clauses,
            cleanup: d.cleanup,
            dbg_records: d.dbg_records,
            entries_at: d.entries_at,
            text,
            holes,
        });
        let b = fs.current_block;
        f.blocks[b.0 as usize].insts.push(id);
        d.operands.clear();
        d.phi_blocks.clear();
        d.succs.clear();
        self.spare = (d.operands, d.phi_blocks, d.succs);
        id
    }

    pub fn fs_mut(&mut self) -> &mut FnState {
        self.fs.as_mut().expect("inside a function")
    }

    pub fn fs_ref(&self) -> &FnState {
        self.fs.as_ref().expect("inside a function")
    }

    /// `#dbg_value(...)` and friends: skipped, but local values named in them are uses
    /// (forward references and type checks apply, as in LLVM's `parseValueAsMetadata`).
    fn parse_debug_record(&mut self) -> PResult<()> {
        self.bump();
        if !self.is_punct(b'(') {
            return self.err(self.tok.start, "Expected '(' here");
        }
        let mut depth = 0i32;
        let mut prev_type: Option<TypeId> = None;
        loop {
            let t = self.tok;
            match t.kind {
                Kind::Eof => return self.err(t.start, "expected ')' here"),
                Kind::Punct => {
                    match self.src[t.start as usize] {
                        b'(' | b'{' | b'[' | b'<' => depth += 1,
                        b')' | b'}' | b']' | b'>' => depth -= 1,
                        _ => {}
                    }
                    self.bump();
                    prev_type = None;
                    if depth == 0 {
                        return Ok(());
                    }
                    continue;
                }
                Kind::IntType => {
                    prev_type = Some(self.parse_type(false)?);
                    continue;
                }
                Kind::Keyword if self.text(t) == "ptr" => {
                    prev_type = Some(self.parse_type(false)?);
                    continue;
                }
                Kind::LocalVar | Kind::LocalId => {
                    if let Some(ty) = prev_type {
                        self.get_local(t, ty)?;
                    }
                }
                _ => {}
            }
            prev_type = None;
            self.bump();
        }
    }

    // ----- symbols -------------------------------------------------------------------------

    fn new_sym(&mut self, name: SymName, def: SymDef, ty: TypeId) -> SymId {
        let fs = self.fs_mut();
        let id = SymId(fs.func.syms.len() as u32);
        match &name {
            SymName::Named(n) => {
                fs.named.insert(n, (id, ty));
            }
            SymName::Numbered(n) => {
                fs.numbered.insert(*n, (id, ty));
            }
        }
        fs.func.syms.push(Sym { name, def, ty });
        id
    }

    /// A new block. Its creation number models LLVM's block pointer order, by which the
    /// verifier sorts predecessors (step 7): allocation order, except that a block first
    /// named by a `callbr` lands below the function's earlier blocks (measured with opt-22:
    /// parsing the inline asm's constraints frees memory that those blocks then reuse).
    fn new_block(&mut self, sym: SymId, offset: u32) -> BlockId {
        let mut creation = self.next_creation();
        if self.in_callbr {
            creation -= 1 << 30;
        }
        let fs = self.fs_mut();
        let id = BlockId(fs.func.blocks.len() as u32);
        fs.func.blocks.push(Block {
            sym,
            insts: Vec::new(),
            offset,
            creation,
            defined: false,
        });
        id
    }

    fn lookup(&self, name: &SymName) -> Option<SymId> {
        let fs = self.fs_ref();
        match name {
            SymName::Named(n) => fs.named.get(n).map(|e| e.0),
            SymName::Numbered(n) => fs.numbered.get(*n).map(|e| e.0),
        }
    }

    fn display_local(name: &SymName) -> String {
        match name {
            SymName::Named(n) => format!("%{n}"),
            SymName::Numbered(n) => format!("%{n}"),
        }
    }

    /// The number of a `%N`, `N:` or `@N` token as LLVM keeps it: `LLLexer::atoull`'s
    /// 64-bit arithmetic (whose overflow test misses some overflows), truncated to 32 bits.
    /// The lexer's complaints are latent: they are reported only if the parse fails.
    pub fn number_of(&mut self, t: Token) -> u32 {
        let digits = &self.src[t.text_start as usize..t.text_end as usize];
        let mut value: u64 = 0;
        for &d in digits.iter().filter(|d| d.is_ascii_digit()) {
            let old = value;
            value = value.wrapping_mul(10).wrapping_add(u64::from(d - b'0'));
            if value < old {
                self.latent_error(t.start, "constant bigger than 64 bits detected");
                return 0;
            }
        }
        if t.kind == Kind::LocalId && value > u64::from(u32::MAX) {
            self.latent_error(t.start, "invalid value number (too large)");
        }
        value as u32
    }

    fn latent_error(&mut self, offset: u32, message: &str) {
        if self.latent.is_none() {
            self.latent = Some(ParseError {
                offset,
                message: message.to_string(),
            });
        }
    }

    /// LLVM's `getVal`: a use of a local value (or block, when `ty` is `label`) of type `ty`.
    pub fn get_local(&mut self, t: Token, ty: TypeId) -> PResult<SymId> {
        let number = if t.kind == Kind::LocalId {
            self.number_of(t)
        } else {
            0
        };
        let entry = {
            let fs = self.fs_ref();
            if t.kind == Kind::LocalId {
                fs.numbered.get(number)
            } else {
                fs.named
                    .get_bytes(&self.src[t.text_start as usize..t.text_end as usize])
            }
        };
        if let Some((sym, have)) = entry
            && have == ty
        {
            return Ok(sym);
        }
        let found = entry.map(|e| e.0);
        let name = if t.kind == Kind::LocalId {
            SymName::Numbered(number)
        } else {
            SymName::Named(self.text_owned(t))
        };
        if let Some(sym) = found {
            let have = self.fs_ref().func.sym(sym).ty;
            if have != ty {
                let shown = Self::display_local(&name);
                if ty == Types::LABEL {
                    return self.err(t.start, format!("'{shown}' is not a basic block"));
                }
                return self.err(
                    t.start,
                    format!(
                        "'{shown}' defined with type '{}' but expected '{}'",
                        self.types.name(have),
                        self.types.name(ty)
                    ),
                );
            }
            return Ok(sym);
        }
        if !self.types.is_first_class(ty) && ty != Types::LABEL {
            return self.err(t.start, "invalid use of a non-first-class type");
        }
        let sym = self.new_sym(name, SymDef::Pending, ty);
        if ty == Types::LABEL {
            let b = self.new_block(sym, t.start);
            self.fs_mut().func.syms[sym.0 as usize].def = SymDef::Block(b);
        }
        self.fs_mut().forward.insert(sym, t.start);
        Ok(sym)
    }

    /// LLVM's `defineBB`: a label (or an unlabelled block start) defines a block, which
    /// moves to the end of the layout; a label defined twice reuses its block.
    fn define_block(
        &mut self,
        name: Option<String>,
        number: Option<u32>,
        offset: u32,
    ) -> PResult<BlockId> {
        let sym_name = match (name, number) {
            (Some(n), _) => SymName::Named(n),
            (None, Some(n)) => {
                let next = self.fs_ref().next_number;
                if n < next {
                    return self.err(
                        offset,
                        format!("label expected to be numbered '{next}' or greater"),
                    );
                }
                SymName::Numbered(n)
            }
            (None, None) => SymName::Numbered(self.fs_ref().next_number),
        };
        let block = match self.lookup(&sym_name) {
            Some(sym) => {
                let s = self.fs_ref().func.sym(sym).clone();
                match s.def {
                    SymDef::Block(b) => b,
                    _ => {
                        return match &sym_name {
                            SymName::Named(n) => {
                                self.err(offset, format!("unable to create block named '{n}'"))
                            }
                            SymName::Numbered(n) => {
                                self.err(offset, format!("unable to create block numbered '{n}'"))
                            }
                        };
                    }
                }
            }
            None => {
                let sym = self.new_sym(sym_name.clone(), SymDef::Pending, Types::LABEL);
                let b = self.new_block(sym, offset);
                self.fs_mut().func.syms[sym.0 as usize].def = SymDef::Block(b);
                b
            }
        };
        let fs = self.fs_mut();
        let sym = fs.func.blocks[block.0 as usize].sym;
        fs.forward.remove(&sym);
        if let SymName::Numbered(n) = sym_name {
            fs.next_number = n.wrapping_add(1);
        }
        // A label defined a second time moves its block to the end (rare: a linear scan).
        if fs.func.blocks[block.0 as usize].defined {
            fs.func.layout.retain(|&b| b != block);
        }
        fs.func.blocks[block.0 as usize].defined = true;
        fs.func.layout.push(block);
        if fs.func.blocks[block.0 as usize].insts.is_empty() {
            fs.func.blocks[block.0 as usize].offset = offset;
        }
        Ok(block)
    }

    /// LLVM's `setInstName`: numbering, forward references and duplicate names.
    fn set_inst_name(
        &mut self,
        id: InstId,
        name: Option<String>,
        number: Option<u32>,
        offset: u32,
    ) -> PResult<()> {
        let ty = self.fs_ref().func.inst(id).ty;
        if ty == Types::VOID {
            if name.is_some() || number.is_some() {
                return self.err(offset, "instructions returning void cannot have a name");
            }
            return Ok(());
        }
        let sym_name = match name {
            Some(n) => SymName::Named(n),
            None => {
                let next = self.fs_ref().next_number;
                let n = number.unwrap_or(next);
                if n < next {
                    return self.err(
                        offset,
                        format!("instruction expected to be numbered '%{next}' or greater"),
                    );
                }
                SymName::Numbered(n)
            }
        };
        let sym = match self.lookup(&sym_name) {
            Some(sym) => {
                let s = self.fs_ref().func.sym(sym).clone();
                let pending = self.fs_ref().forward.contains_key(&sym);
                if pending && s.ty != Types::LABEL {
                    if s.ty != ty {
                        return self.err(
                            offset,
                            format!(
                                "instruction forward referenced with type '{}'",
                                self.types.name(s.ty)
                            ),
                        );
                    }
                    self.fs_mut().forward.remove(&sym);
                    sym
                } else if pending {
                    return self.err(
                        offset,
                        format!(
                            "instruction forward referenced with type '{}'",
                            self.types.name(s.ty)
                        ),
                    );
                } else {
                    return match &sym_name {
                        SymName::Named(n) => self.err(
                            offset,
                            format!("multiple definition of local value named '{n}'"),
                        ),
                        SymName::Numbered(_) => self.err(
                            offset,
                            format!(
                                "instruction expected to be numbered '%{}' or greater",
                                self.fs_ref().next_number
                            ),
                        ),
                    };
                }
            }
            None => self.new_sym(sym_name.clone(), SymDef::Pending, ty),
        };
        let fs = self.fs_mut();
        fs.func.syms[sym.0 as usize].def = SymDef::Inst(id);
        fs.func.insts[id.0 as usize].sym = Some(sym);
        if let SymName::Numbered(n) = sym_name {
            fs.next_number = n.wrapping_add(1);
        }
        Ok(())
    }

    // ----- globals -------------------------------------------------------------------------

    /// Records the definition of a global name (`@f`, `@g`), checking it against earlier
    /// forward references.
    pub fn define_global(&mut self, name: &GlobalName, tok: Token, ty: TypeId) -> PResult<()> {
        let entry = match name {
            GlobalName::Named(n) => self.globals.get(n).copied(),
            GlobalName::Numbered(n) => self.numbered_globals.get(n).copied(),
        };
        if let Some(state) = entry {
            if state.defined {
                return match name {
                    GlobalName::Named(n) => {
                        self.err(tok.start, format!("redefinition of global '@{n}'"))
                    }
                    GlobalName::Numbered(n) => {
                        self.err(tok.start, format!("redefinition of global '@{n}'"))
                    }
                };
            }
            if state.ty != ty {
                return self.err(
                    tok.start,
                    "forward reference and definition of global have different types",
                );
            }
        }
        let state = GlobalState {
            defined: true,
            ty,
            first_ref: tok.start,
        };
        match name {
            GlobalName::Named(n) => {
                self.globals.insert(n.clone(), state);
            }
            GlobalName::Numbered(n) => {
                self.numbered_globals.insert(*n, state);
                self.next_global_number = n + 1;
            }
        }
        Ok(())
    }

    /// LLVM's `getGlobalVal`: a use of `@name` with type `ty` (which must be a pointer).
    pub fn use_global(&mut self, t: Token, ty: TypeId) -> PResult<()> {
        if !self.types.is_ptr(ty) {
            return self.err(t.start, "global variable reference must have pointer type");
        }
        let (key_named, key_num) = if t.kind == Kind::GlobalId {
            (None, Some(t.int))
        } else {
            (Some(self.text_owned(t)), None)
        };
        let existing = match (&key_named, key_num) {
            (Some(n), _) => self.globals.get(n).copied(),
            (None, Some(n)) => self.numbered_globals.get(&n).copied(),
            _ => None,
        };
        if let Some(state) = existing {
            if state.ty != ty {
                let shown = match (&key_named, key_num) {
                    (Some(n), _) => format!("@{n}"),
                    (None, Some(n)) => format!("@{n}"),
                    _ => String::new(),
                };
                return self.err(
                    t.start,
                    format!(
                        "'{shown}' defined with type '{}' but expected '{}'",
                        self.types.name(state.ty),
                        self.types.name(ty)
                    ),
                );
            }
            return Ok(());
        }
        let state = GlobalState {
            defined: false,
            ty,
            first_ref: t.start,
        };
        match (key_named, key_num) {
            (Some(n), _) => {
                self.globals.insert(n, state);
            }
            (None, Some(n)) => {
                self.numbered_globals.insert(n, state);
            }
            _ => {}
        }
        Ok(())
    }

    /// Forward-referenced globals and types that never got a definition.
    fn validate_end_of_module(&mut self) -> PResult<()> {
        let mut types: Vec<(&String, u32)> = self
            .named_types
            .iter()
            .filter(|(_, (_, _, defined))| !defined)
            .map(|(n, (_, off, _))| (n, *off))
            .collect();
        types.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
        if let Some((name, off)) = types.first() {
            return self.err(*off, format!("use of undefined type named '{name}'"));
        }
        let mut named: Vec<(&String, u32)> = self
            .globals
            .iter()
            .filter(|(_, s)| !s.defined)
            .map(|(n, s)| (n, s.first_ref))
            .collect();
        named.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
        if let Some((name, off)) = named.first() {
            return self.err(*off, format!("use of undefined value '@{name}'"));
        }
        let mut numbered: Vec<(u64, u32)> = self
            .numbered_globals
            .iter()
            .filter(|(_, s)| !s.defined)
            .map(|(n, s)| (*n, s.first_ref))
            .collect();
        numbered.sort();
        if let Some((n, off)) = numbered.first() {
            return self.err(*off, format!("use of undefined value '@{n}'"));
        }
        Ok(())
    }
}

/// A global's name: `@name` or `@N`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GlobalName {
    Named(String),
    Numbered(u64),
}

#[derive(Debug, Clone)]
pub enum ArgName {
    Named(String),
    Numbered(u32),
}

/// What a function header declares.
pub struct Header {
    pub name: GlobalName,
    pub name_tok: Token,
    pub ret: TypeId,
    pub args: Vec<(TypeId, Option<ArgName>, u32)>,
    pub personality: bool,
}

impl GlobalName {
    pub fn display(&self) -> String {
        match self {
            GlobalName::Named(n) => n.clone(),
            GlobalName::Numbered(n) => n.to_string(),
        }
    }
}

impl std::fmt::Display for GlobalName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.display())
    }
}

impl From<&GlobalName> for String {
    fn from(g: &GlobalName) -> String {
        g.display()
    }
}

/// Folds runs of whitespace (and drops comments) in source text kept verbatim.
pub fn fold_space(bytes: &[u8]) -> String {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    let mut space = false;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b';' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            space = true;
            continue;
        }
        if b.is_ascii_whitespace() {
            space = true;
        } else {
            if space && !out.is_empty() {
                out.push(b' ');
            }
            space = false;
            out.push(b);
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
