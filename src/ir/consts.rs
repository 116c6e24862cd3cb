//! Types and values: LLVM's `parseType`, `parseValID` and `convertValIDToValue`.
//!
//! A value is parsed against the type its context expects; a mismatch is a W5 parser error
//! (`'%x' defined with type 'i64' but expected 'i32'`, step 3 of Algorithm 9.3.7). The
//! canonical text of each value is written to the instruction being printed.

use super::lexer::Kind;
use super::module::{ConstId, Operand, Value};
use super::parser::{PResult, Parser};
use super::types::{NamedBody, TypeId, TypeKind, Types};

/// Keywords that end an attribute list: values, constant expressions, instruction opcodes
/// and the words of the grammar around attributes.
const NOT_ATTRIBUTES: &[&str] = &[
    "to",
    "unwind",
    "personality",
    "asm",
    "x",
    "true",
    "false",
    "null",
    "none",
    "undef",
    "poison",
    "zeroinitializer",
    "c",
    "splat",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "ptrauth",
    "getelementptr",
    "bitcast",
    "ptrtoint",
    "inttoptr",
    "addrspacecast",
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "uitofp",
    "sitofp",
    "fptoui",
    "fptosi",
    "ptrtoaddr",
    "add",
    "sub",
    "mul",
    "udiv",
    "sdiv",
    "urem",
    "srem",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "fadd",
    "fsub",
    "fmul",
    "fdiv",
    "frem",
    "fneg",
    "icmp",
    "fcmp",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "resume",
    "unreachable",
    "callbr",
    "catchswitch",
    "catchret",
    "cleanupret",
    "catchpad",
    "cleanuppad",
    "phi",
    "landingpad",
    "call",
    "tail",
    "musttail",
    "notail",
    "select",
    "alloca",
    "load",
    "store",
    "fence",
    "cmpxchg",
    "atomicrmw",
    "freeze",
    "va_arg",
    "define",
    "declare",
    "attributes",
    "target",
    "source_filename",
    "module",
    "uselistorder",
    "uselistorder_bb",
    "section",
    "partition",
    "comdat",
    "gc",
    "prefix",
    "prologue",
];

/// How deep types and constants may nest.
const MAX_NESTING: u32 = 1000;

/// The largest integer width LLVM accepts (`IntegerType::MAX_INT_BITS`).
const MAX_INT_BITS: u64 = 1 << 23;

impl<'a> Parser<'a> {
    /// type ::= 'void' | 'iN' | 'ptr' [addrspace(N)] | '[' N 'x' type ']' | '<' N 'x' type '>'
    ///        | '{' types '}' | '<{' types '}>' | '%name' | type '(' params ')'
    pub fn parse_type(&mut self, allow_void: bool) -> PResult<TypeId> {
        self.enter_nesting()?;
        let ty = self.parse_type_inner(allow_void);
        self.nesting -= 1;
        ty
    }

    /// Types and constants nest by recursion: deeper than this is refused with a message
    /// rather than a stack overflow (opt-22 itself crashes on 100,000 levels).
    fn enter_nesting(&mut self) -> PResult<()> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            return self.err(
                self.tok.start,
                format!("types and constants nested more than {MAX_NESTING} levels deep"),
            );
        }
        Ok(())
    }

    fn parse_type_inner(&mut self, allow_void: bool) -> PResult<TypeId> {
        let t = self.tok;
        let mut ty = match t.kind {
            Kind::IntType => {
                self.bump();
                if t.int == 0 || t.int >= MAX_INT_BITS {
                    return self.err(t.start, "bitwidth for integer type out of range");
                }
                self.types.intern(TypeKind::Int(t.int as u32))
            }
            Kind::Keyword => self.parse_keyword_type()?,
            Kind::LocalVar => {
                self.bump();
                let name = self.text_owned(t);
                match self.named_types.get(&name) {
                    Some(&(id, _, _)) => id,
                    None => {
                        let id = self.types.intern(TypeKind::Named(name.clone()));
                        self.named_types.insert(name, (id, t.start, false));
                        id
                    }
                }
            }
            Kind::LocalId => {
                self.bump();
                match self.numbered_types.get(&t.int) {
                    Some(&(id, _, _)) => id,
                    None => {
                        let id = self.types.intern(TypeKind::Named(t.int.to_string()));
                        self.numbered_types.insert(t.int, (id, t.start, false));
                        id
                    }
                }
            }
            Kind::Punct => match self.src[t.start as usize] {
                b'{' => {
                    let (fields, _) = self.parse_struct_body()?;
                    self.types.intern(TypeKind::Struct {
                        packed: false,
                        fields,
                    })
                }
                b'<' => {
                    if self.peek_is_brace() {
                        let (fields, _) = self.parse_struct_body()?;
                        self.types.intern(TypeKind::Struct {
                            packed: true,
                            fields,
                        })
                    } else {
                        self.parse_array_or_vector(true)?
                    }
                }
                b'[' => self.parse_array_or_vector(false)?,
                _ => return self.err(t.start, "expected type"),
            },
            _ => return self.err(t.start, "expected type"),
        };
        // Suffixes: function types and the removed typed pointers.
        loop {
            if self.is_punct(b'*') {
                if ty == Types::VOID || self.types.is_ptr(ty) {
                    return self.err(self.tok.start, "ptr* is invalid - use ptr instead");
                }
                return self.err(self.tok.start, "ptr* is invalid - use ptr instead");
            }
            if self.is_punct(b'(') {
                ty = self.parse_function_type(ty)?;
                continue;
            }
            break;
        }
        if !allow_void && ty == Types::VOID {
            return self.err(t.start, "void type only allowed for function results");
        }
        Ok(ty)
    }

    fn peek_is_brace(&self) -> bool {
        let mut i = self.tok.end as usize;
        while i < self.src.len() && self.src[i].is_ascii_whitespace() {
            i += 1;
        }
        self.src.get(i) == Some(&b'{')
    }

    /// Whether the current token can start a type (used where attributes precede a type).
    pub fn at_type(&self) -> bool {
        match self.tok.kind {
            Kind::IntType | Kind::LocalVar | Kind::LocalId => true,
            Kind::Keyword => matches!(
                self.text(self.tok),
                "void"
                    | "half"
                    | "bfloat"
                    | "float"
                    | "double"
                    | "x86_fp80"
                    | "fp128"
                    | "ppc_fp128"
                    | "label"
                    | "metadata"
                    | "token"
                    | "x86_amx"
                    | "ptr"
                    | "target"
            ),
            Kind::Punct => matches!(self.src[self.tok.start as usize], b'{' | b'<' | b'['),
            _ => false,
        }
    }

    fn parse_keyword_type(&mut self) -> PResult<TypeId> {
        let t = self.tok;
        let kind = match self.text(t) {
            "void" => TypeKind::Void,
            "half" => TypeKind::Half,
            "bfloat" => TypeKind::BFloat,
            "float" => TypeKind::Float,
            "double" => TypeKind::Double,
            "x86_fp80" => TypeKind::X86Fp80,
            "fp128" => TypeKind::Fp128,
            "ppc_fp128" => TypeKind::PpcFp128,
            "label" => TypeKind::Label,
            "metadata" => TypeKind::Metadata,
            "token" => TypeKind::Token,
            "x86_amx" => TypeKind::X86Amx,
            "ptr" => {
                self.bump();
                let space = self.parse_optional_addrspace()?;
                return Ok(self.types.intern(TypeKind::Ptr(space)));
            }
            "target" => {
                let start = t.start;
                self.bump();
                if !self.is_punct(b'(') {
                    return self.err(self.tok.start, "expected '(' in target extension type");
                }
                let body = self.skip_group()?;
                let _ = start;
                return Ok(self
                    .types
                    .intern(TypeKind::TargetExt(format!("target{body}"))));
            }
            _ => return self.err(t.start, "expected type"),
        };
        self.bump();
        Ok(self.types.intern(kind))
    }

    /// addrspace(N), or nothing (address space 0).
    pub fn parse_optional_addrspace(&mut self) -> PResult<u32> {
        if !self.eat_kw("addrspace") {
            return Ok(0);
        }
        self.expect_punct(b'(', "expected '(' in address space")?;
        let t = self.tok;
        let n = if t.kind == Kind::Int {
            self.bump();
            t.int
        } else if t.kind == Kind::Str {
            self.bump();
            0
        } else {
            return self.err(t.start, "expected integer");
        };
        self.expect_punct(b')', "expected ')' in address space")?;
        Ok(n.min(u32::MAX as u64) as u32)
    }

    /// '{' type (',' type)* '}' or '<{' ... '}>'; returns the fields and whether packed.
    pub fn parse_struct_body(&mut self) -> PResult<(Vec<TypeId>, bool)> {
        let packed = self.eat_punct(b'<');
        self.expect_punct(b'{', "expected '{'")?;
        let mut fields = Vec::new();
        if !self.is_punct(b'}') {
            loop {
                let ty = self.parse_type(false)?;
                fields.push(ty);
                if !self.eat_punct(b',') {
                    break;
                }
            }
        }
        self.expect_punct(b'}', "expected '}' at end of struct")?;
        if packed {
            self.expect_punct(b'>', "expected '>' in packed struct")?;
        }
        Ok((fields, packed))
    }

    /// '[' N 'x' type ']' or '<' [vscale x] N 'x' type '>'
    fn parse_array_or_vector(&mut self, vector: bool) -> PResult<TypeId> {
        self.bump();
        let scalable = vector && self.eat_kw("vscale");
        if scalable {
            self.expect_kw("x", "expected 'x' after vscale")?;
        }
        let t = self.tok;
        if t.kind != Kind::Int {
            return self.err(t.start, "expected number in address space");
        }
        self.bump();
        if !self.eat_kw("x") {
            return self.err(self.tok.start, "expected 'x' after element count");
        }
        let elem = self.parse_type(false)?;
        if vector {
            self.expect_punct(b'>', "expected end of sequential type")?;
            if t.int == 0 {
                return self.err(t.start, "zero element vector is illegal");
            }
            Ok(self.types.intern(TypeKind::Vector {
                scalable,
                len: t.int,
                elem,
            }))
        } else {
            self.expect_punct(b']', "expected end of sequential type")?;
            Ok(self.types.intern(TypeKind::Array(t.int, elem)))
        }
    }

    /// type '(' argtypes ')': a function type.
    fn parse_function_type(&mut self, ret: TypeId) -> PResult<TypeId> {
        self.bump();
        let mut params = Vec::new();
        let mut vararg = false;
        if !self.is_punct(b')') {
            loop {
                if self.tok.kind == Kind::DotDotDot {
                    self.bump();
                    vararg = true;
                    break;
                }
                let ty = self.parse_type(false)?;
                self.skip_param_attrs()?;
                params.push(ty);
                if !self.eat_punct(b',') {
                    break;
                }
            }
        }
        self.expect_punct(b')', "expected ')' at end of argument list")?;
        Ok(self.types.intern(TypeKind::Function {
            ret,
            params,
            vararg,
        }))
    }

    /// Parameter and return attributes, kept as text: `noundef`, `align 4`,
    /// `dereferenceable(8)`, `"key"="value"`, `range(i32 0, 10)`...
    pub fn parse_attrs_text(&mut self) -> PResult<Vec<String>> {
        let mut attrs = Vec::new();
        loop {
            let t = self.tok;
            match t.kind {
                Kind::Keyword if !self.at_type() => {
                    let kw = self.text(t);
                    if NOT_ATTRIBUTES.contains(&kw) {
                        break;
                    }
                    self.bump();
                    let mut text = kw.to_string();
                    if self.is_punct(b'(') {
                        text.push_str(&self.skip_group()?);
                    } else if matches!(kw, "align" | "alignstack" | "dereferenceable")
                        && self.tok.kind == Kind::Int
                    {
                        let n = self.bump();
                        text.push(' ');
                        text.push_str(&self.raw(n));
                    }
                    attrs.push(text);
                }
                Kind::Str => {
                    self.bump();
                    let mut text = self.raw(t);
                    if self.eat_punct(b'=') {
                        let v = self.tok;
                        if v.kind != Kind::Str {
                            return self.err(v.start, "expected string");
                        }
                        self.bump();
                        text.push('=');
                        text.push_str(&self.raw(v));
                    }
                    attrs.push(text);
                }
                Kind::AttrGrpId => {
                    self.bump();
                    attrs.push(self.raw(t));
                }
                _ => break,
            }
        }
        Ok(attrs)
    }

    pub fn skip_param_attrs(&mut self) -> PResult<()> {
        self.parse_attrs_text().map(|_| ())
    }

    // ----- values --------------------------------------------------------------------------

    /// A value of type `ty` (LLVM's `parseValue`), written to the printed text.
    pub fn parse_value(&mut self, ty: TypeId) -> PResult<Operand> {
        let t = self.tok;
        match t.kind {
            Kind::LocalVar | Kind::LocalId => {
                self.bump();
                let sym = self.get_local(t, ty)?;
                self.w_hole(sym);
                Ok(Operand {
                    ty,
                    value: Value::Local(sym),
                })
            }
            _ => {
                let text = self.parse_constant(ty)?;
                self.w(&text);
                let id = self.intern_const(ty, text);
                Ok(Operand {
                    ty,
                    value: Value::Const(id),
                })
            }
        }
    }

    /// type value, written as `type value`.
    pub fn parse_typed_value(&mut self) -> PResult<Operand> {
        let ty = self.parse_type(false)?;
        self.w_type(ty);
        self.w(" ");
        self.parse_value(ty)
    }

    /// The id of a constant, uniqued by (type, text) as LLVM uniques constants; a new one
    /// takes the next creation number.
    pub fn intern_const(&mut self, ty: TypeId, text: String) -> ConstId {
        if let Some(same_text) = self.consts.get(text.as_str())
            && let Some(&(_, c)) = same_text.iter().find(|(t, _)| *t == ty)
        {
            return c;
        }
        let c = ConstId(self.const_table.texts.len() as u32);
        let creation = self.next_creation();
        self.const_table.texts.push(text.clone());
        self.const_table.creation.push(creation);
        self.consts.entry(text).or_default().push((ty, c));
        c
    }

    fn mismatch(&self, offset: u32, got: TypeId, want: TypeId) -> PResult<String> {
        self.err(
            offset,
            format!(
                "constant expression type mismatch: got type '{}' but expected '{}'",
                self.types.name(got),
                self.types.name(want)
            ),
        )
    }

    /// A constant of type `ty`, returned as its canonical text (without the type).
    pub fn parse_constant(&mut self, ty: TypeId) -> PResult<String> {
        self.enter_nesting()?;
        let text = self.parse_constant_inner(ty);
        self.nesting -= 1;
        text
    }

    fn parse_constant_inner(&mut self, ty: TypeId) -> PResult<String> {
        let t = self.tok;
        match t.kind {
            Kind::Int => {
                self.bump();
                if !self.types.is_int(ty) {
                    return self.err(t.start, "integer constant must have integer type");
                }
                Ok(self.int_text(ty, t))
            }
            Kind::Float => {
                self.bump();
                if !self.types.is_float(ty) {
                    return self.err(t.start, "floating point constant invalid for type");
                }
                Ok(float_text(self.text(t), self.types.kind(ty)))
            }
            Kind::GlobalVar | Kind::GlobalId => {
                self.bump();
                self.use_global(t, ty)?;
                Ok(self.raw(t))
            }
            Kind::Str if self.src[t.start as usize] == b'c' => self.parse_cstring(ty),
            Kind::Str => self.err(t.start, "expected value token"),
            Kind::Keyword => self.parse_keyword_constant(ty),
            Kind::Punct => match self.src[t.start as usize] {
                b'{' => self.parse_struct_constant(ty, false),
                b'<' if self.peek_is_brace() => {
                    self.bump();
                    self.parse_struct_constant(ty, true)
                }
                b'<' => self.parse_vector_constant(ty),
                b'[' => self.parse_array_constant(ty),
                _ => self.err(t.start, "expected value token"),
            },
            _ => self.err(t.start, "expected value token"),
        }
    }

    fn int_text(&self, ty: TypeId, t: super::lexer::Token) -> String {
        let TypeKind::Int(width) = *self.types.kind(ty) else {
            return self.text(t).to_string();
        };
        let literal = self.text(t);
        if width == 1 {
            let odd = literal.bytes().last().is_some_and(|d| (d - b'0') % 2 == 1);
            return if odd { "true" } else { "false" }.to_string();
        }
        let negative = literal.starts_with('-');
        let digits = literal.trim_start_matches(['-', '+']);
        match digits.parse::<u128>() {
            Ok(v) if width <= 64 => {
                let mut v = v as i128;
                if negative {
                    v = -v;
                }
                let modulus = 1i128 << width;
                let mut r = v.rem_euclid(modulus);
                if r >= modulus / 2 {
                    r -= modulus;
                }
                r.to_string()
            }
            _ => literal.to_string(),
        }
    }

    fn parse_keyword_constant(&mut self, ty: TypeId) -> PResult<String> {
        let t = self.tok;
        let kw = self.text(t);
        match kw {
            "true" | "false" => {
                self.bump();
                if ty != Types::I1 {
                    return self.mismatch(t.start, Types::I1, ty);
                }
                Ok(kw.to_string())
            }
            "null" => {
                self.bump();
                if !self.types.is_ptr(ty) {
                    return self.err(t.start, "null must be a pointer type");
                }
                Ok("null".into())
            }
            "none" => {
                self.bump();
                if ty != Types::TOKEN {
                    return self.err(t.start, "invalid type for none constant");
                }
                Ok("none".into())
            }
            "undef" | "poison" => {
                self.bump();
                if matches!(
                    self.types.kind(ty),
                    TypeKind::Label | TypeKind::Void | TypeKind::Function { .. }
                ) {
                    return self.err(t.start, "invalid type for undef constant");
                }
                Ok(kw.to_string())
            }
            "zeroinitializer" => {
                self.bump();
                if matches!(
                    self.types.kind(ty),
                    TypeKind::Label
                        | TypeKind::Void
                        | TypeKind::Function { .. }
                        | TypeKind::Metadata
                ) {
                    return self.err(t.start, "invalid type for null constant");
                }
                Ok("zeroinitializer".into())
            }
            "c" => self.err(t.start, "expected value token"),
            "blockaddress" => {
                self.bump();
                self.expect_punct(b'(', "expected '(' in block address expression")?;
                let f = self.tok;
                if !matches!(f.kind, Kind::GlobalVar | Kind::GlobalId) {
                    return self.err(f.start, "expected function name in blockaddress");
                }
                self.bump();
                self.expect_punct(b',', "expected comma in block address expression")?;
                let b = self.tok;
                if !matches!(b.kind, Kind::LocalVar | Kind::LocalId) {
                    return self.err(b.start, "expected basic block name in blockaddress");
                }
                self.bump();
                self.expect_punct(b')', "expected ')' in block address expression")?;
                self.note_blockaddress(f, b)?;
                if !self.types.is_ptr(ty) {
                    return self.mismatch(t.start, Types::PTR, ty);
                }
                Ok(format!("blockaddress({}, {})", self.raw(f), self.raw(b)))
            }
            "dso_local_equivalent" | "no_cfi" => {
                self.bump();
                let g = self.tok;
                if !matches!(g.kind, Kind::GlobalVar | Kind::GlobalId) {
                    return self.err(g.start, "expected global value name");
                }
                self.bump();
                Ok(format!("{kw} {}", self.raw(g)))
            }
            "splat" => {
                self.bump();
                self.expect_punct(b'(', "expected '(' after splat")?;
                let elem_ty = self.parse_type(false)?;
                let v = self.parse_constant(elem_ty)?;
                self.expect_punct(b')', "expected ')' at end of splat")?;
                Ok(format!("splat ({} {v})", self.types.name(elem_ty)))
            }
            "asm" => self.err(t.start, "inline asm is only valid as a callee"),
            _ => self.parse_constant_expr(ty),
        }
    }

    /// `c"..."` strings come lexed as a keyword-less `Str` after `c`; handled here.
    pub fn parse_cstring(&mut self, ty: TypeId) -> PResult<String> {
        let t = self.bump();
        let bytes = &self.src[t.text_start as usize..t.text_end as usize];
        let len = cstring_len(bytes);
        let raw = String::from_utf8_lossy(bytes).into_owned();
        match self.types.kind(ty) {
            TypeKind::Array(n, elem) if *elem == Types::I8 && *n == len => {
                Ok(format!("c\"{raw}\""))
            }
            _ => {
                let arr = self.types.intern(TypeKind::Array(len, Types::I8));
                self.mismatch(t.start, arr, ty)
            }
        }
    }

    fn parse_struct_constant(&mut self, ty: TypeId, packed: bool) -> PResult<String> {
        let open = self.tok;
        self.bump();
        let mut items = Vec::new();
        let mut tys = Vec::new();
        if !self.is_punct(b'}') {
            loop {
                let ety = self.parse_type(false)?;
                let v = self.parse_element(ety)?;
                tys.push(ety);
                items.push(format!("{} {v}", self.types.name(ety)));
                if !self.eat_punct(b',') {
                    break;
                }
            }
        }
        self.expect_punct(b'}', "expected '}' at end of struct")?;
        if packed {
            self.expect_punct(b'>', "expected '>' at end of packed struct")?;
        }
        let fits = match self.types.kind(ty) {
            TypeKind::Struct { packed: p, fields } => *p == packed && *fields == tys,
            TypeKind::Named(_) => match self.types.bodies.get(&ty) {
                Some(NamedBody::Struct { packed: p, fields }) => *p == packed && *fields == tys,
                _ => false,
            },
            _ => false,
        };
        if !fits {
            let lit = self.types.intern(TypeKind::Struct {
                packed,
                fields: tys.clone(),
            });
            let msg = format!(
                "constant expression type mismatch: got type '{}' but expected '{}'",
                self.types.name(lit),
                self.types.name(ty)
            );
            return self.err(open.start, msg);
        }
        let body = if items.is_empty() {
            "{}".to_string()
        } else {
            format!("{{ {} }}", items.join(", "))
        };
        Ok(if packed { format!("<{body}>") } else { body })
    }

    /// An element of an aggregate constant: a constant, a `c"..."` string.
    fn parse_element(&mut self, ty: TypeId) -> PResult<String> {
        if self.is_kw("c") && self.src.get(self.tok.end as usize) == Some(&b'"') {
            self.bump();
            return self.parse_cstring(ty);
        }
        if self.tok.kind == Kind::Str && self.src[self.tok.start as usize] == b'c' {
            return self.parse_cstring(ty);
        }
        self.parse_constant(ty)
    }

    fn parse_array_constant(&mut self, ty: TypeId) -> PResult<String> {
        let open = self.tok;
        self.bump();
        let mut items = Vec::new();
        let mut elem_ty = None;
        if !self.is_punct(b']') {
            loop {
                let ety = self.parse_type(false)?;
                let v = self.parse_element(ety)?;
                if let Some(prev) = elem_ty
                    && prev != ety
                {
                    return self.err(open.start, "array element #1 is not of type");
                }
                elem_ty = Some(ety);
                items.push(format!("{} {v}", self.types.name(ety)));
                if !self.eat_punct(b',') {
                    break;
                }
            }
        }
        self.expect_punct(b']', "expected end of array constant")?;
        match self.types.kind(ty) {
            TypeKind::Array(n, e)
                if *n == items.len() as u64 && elem_ty.is_none_or(|x| x == *e) =>
            {
                Ok(format!("[{}]", items.join(", ")))
            }
            _ => {
                let got = match elem_ty {
                    Some(e) => {
                        let id = self.types.intern(TypeKind::Array(items.len() as u64, e));
                        self.types.name(id)
                    }
                    None => "[0 x i8]".into(),
                };
                let msg = format!(
                    "constant expression type mismatch: got type '{got}' but expected '{}'",
                    self.types.name(ty)
                );
                self.err(open.start, msg)
            }
        }
    }

    fn parse_vector_constant(&mut self, ty: TypeId) -> PResult<String> {
        let open = self.tok;
        self.bump();
        let mut items = Vec::new();
        let mut elem_ty;
        loop {
            let ety = self.parse_type(false)?;
            let v = self.parse_constant(ety)?;
            elem_ty = Some(ety);
            items.push(format!("{} {v}", self.types.name(ety)));
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b'>', "expected end of constant")?;
        match self.types.kind(ty) {
            TypeKind::Vector {
                len,
                elem,
                scalable: false,
            } if *len == items.len() as u64 && Some(*elem) == elem_ty => {
                Ok(format!("<{}>", items.join(", ")))
            }
            _ => self.err(open.start, "constant expression type mismatch"),
        }
    }

    /// Constant expressions: `getelementptr inbounds (T, ptr @g, i64 0)`, casts, binary ops.
    fn parse_constant_expr(&mut self, ty: TypeId) -> PResult<String> {
        let t = self.tok;
        let kw = self.text(t).to_string();
        let cast = matches!(
            kw.as_str(),
            "trunc"
                | "zext"
                | "sext"
                | "fptrunc"
                | "fpext"
                | "bitcast"
                | "addrspacecast"
                | "uitofp"
                | "sitofp"
                | "fptoui"
                | "fptosi"
                | "inttoptr"
                | "ptrtoint"
                | "ptrtoaddr"
        );
        let binary = matches!(
            kw.as_str(),
            "add" | "sub" | "mul" | "xor" | "shl" | "and" | "or"
        );
        let vector = matches!(
            kw.as_str(),
            "extractelement" | "insertelement" | "shufflevector"
        );
        if !(cast || binary || vector || kw == "getelementptr" || kw == "ptrauth") {
            return self.err(t.start, "expected value token");
        }
        self.bump();
        let mut head = kw.clone();
        while self.tok.kind == Kind::Keyword && !self.at_type() {
            let f = self.bump();
            head.push(' ');
            head.push_str(self.text(f));
            if self.is_punct(b'(') && self.text(f) == "inrange" {
                head.push_str(&self.skip_group()?);
            }
        }
        self.expect_punct(b'(', "expected '(' after constantexpr")?;
        let result_ty;
        let mut parts: Vec<String> = Vec::new();
        if cast {
            let src_ty = self.parse_type(false)?;
            let v = self.parse_constant(src_ty)?;
            self.expect_kw("to", "expected 'to' in constantexpr")?;
            let dest = self.parse_type(false)?;
            parts.push(format!(
                "{} {v} to {}",
                self.types.name(src_ty),
                self.types.name(dest)
            ));
            result_ty = dest;
        } else if kw == "getelementptr" {
            let elem = self.parse_type(false)?;
            parts.push(self.types.name(elem));
            let mut first_vector = None;
            while self.eat_punct(b',') {
                let ety = self.parse_type(false)?;
                let v = self.parse_constant(ety)?;
                if self.types.is_vector(ety) && first_vector.is_none() {
                    first_vector = Some(ety);
                }
                parts.push(format!("{} {v}", self.types.name(ety)));
            }
            result_ty = Types::PTR;
        } else {
            let mut first = None;
            loop {
                let ety = self.parse_type(false)?;
                let v = self.parse_constant(ety)?;
                first.get_or_insert(ety);
                parts.push(format!("{} {v}", self.types.name(ety)));
                if !self.eat_punct(b',') {
                    break;
                }
            }
            result_ty = match kw.as_str() {
                "extractelement" => first.map(|v| self.types.scalar(v)).unwrap_or(ty),
                "ptrauth" => Types::PTR,
                _ => first.unwrap_or(ty),
            };
        }
        self.expect_punct(b')', "expected ')' in constantexpr")?;
        if result_ty != ty && !(kw == "getelementptr" && self.types.is_ptr_or_ptr_vector(ty)) {
            return self.mismatch(t.start, result_ty, ty);
        }
        Ok(format!("{head} ({})", parts.join(", ")))
    }
}

/// The number of bytes a `c"..."` literal's contents stand for (`\XX` is one byte).
fn cstring_len(b: &[u8]) -> u64 {
    let mut n = 0u64;
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\'
            && i + 2 < b.len() + 1
            && b.get(i + 1).is_some_and(|c| c.is_ascii_hexdigit())
            && b.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit())
        {
            i += 3;
        } else if b[i] == b'\\' && b.get(i + 1) == Some(&b'\\') {
            i += 2;
        } else {
            i += 1;
        }
        n += 1;
    }
    n
}

/// A floating-point literal as LLVM prints it: `%e` with six digits when that reads back
/// exactly, hexadecimal otherwise; literals already in hex are kept.
pub fn float_text(literal: &str, kind: &TypeKind) -> String {
    if literal.starts_with("0x") || literal.starts_with("-0x") {
        return literal.to_string();
    }
    let Ok(v) = literal.parse::<f64>() else {
        return literal.to_string();
    };
    let v = if matches!(kind, TypeKind::Float) {
        f64::from(v as f32)
    } else if matches!(kind, TypeKind::Double) {
        v
    } else {
        return literal.to_string();
    };
    let e = format_e(v);
    if e.parse::<f64>().ok() == Some(v) {
        e
    } else {
        format!("0x{:016X}", v.to_bits())
    }
}

/// C's `%e`: `d.dddddde+XX`.
fn format_e(v: f64) -> String {
    let s = format!("{v:.6e}");
    // Rust prints `1.000000e0`; C prints `1.000000e+00`.
    match s.split_once('e') {
        Some((mantissa, exp)) => {
            let (sign, digits) = match exp.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', exp),
            };
            format!("{mantissa}e{sign}{digits:0>2}")
        }
        None => s,
    }
}
