//! IR types, interned: two types are equal exactly when their [`TypeId`]s are.
//!
//! Literal structs, arrays, vectors and function types are uniqued by structure; named
//! structs (`%struct.S`) by name. `Display` (through [`Types::name`]) prints LLVM's syntax,
//! as `getTypeString` does in the parser's messages.

use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Void,
    Label,
    Metadata,
    Token,
    X86Amx,
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
    Int(u32),
    Ptr(u32),
    Array(u64, TypeId),
    Vector {
        scalable: bool,
        len: u64,
        elem: TypeId,
    },
    Struct {
        packed: bool,
        fields: Vec<TypeId>,
    },
    /// A named struct; its body lives in [`Types::bodies`].
    Named(String),
    Function {
        ret: TypeId,
        params: Vec<TypeId>,
        vararg: bool,
    },
    /// `target("name", types..., ints...)`, printed from its source text.
    TargetExt(String),
}

/// The body of a named struct: `None` while only referenced, `Opaque` for `type opaque`.
#[derive(Debug, Clone)]
pub enum NamedBody {
    Opaque,
    Struct { packed: bool, fields: Vec<TypeId> },
}

#[derive(Debug, Default)]
pub struct Types {
    kinds: Vec<TypeKind>,
    index: HashMap<TypeKind, TypeId>,
    pub bodies: HashMap<TypeId, NamedBody>,
}

impl Types {
    pub fn new() -> Types {
        let mut t = Types::default();
        // Pre-intern the common types so that their ids are stable constants.
        for k in [
            TypeKind::Void,
            TypeKind::Label,
            TypeKind::Metadata,
            TypeKind::Token,
            TypeKind::Int(1),
            TypeKind::Int(8),
            TypeKind::Int(32),
            TypeKind::Int(64),
            TypeKind::Ptr(0),
        ] {
            t.intern(k);
        }
        t
    }

    pub const VOID: TypeId = TypeId(0);
    pub const LABEL: TypeId = TypeId(1);
    pub const METADATA: TypeId = TypeId(2);
    pub const TOKEN: TypeId = TypeId(3);
    pub const I1: TypeId = TypeId(4);
    pub const I8: TypeId = TypeId(5);
    pub const I32: TypeId = TypeId(6);
    pub const I64: TypeId = TypeId(7);
    pub const PTR: TypeId = TypeId(8);

    pub fn intern(&mut self, kind: TypeKind) -> TypeId {
        if let Some(&id) = self.index.get(&kind) {
            return id;
        }
        let id = TypeId(self.kinds.len() as u32);
        self.kinds.push(kind.clone());
        self.index.insert(kind, id);
        id
    }

    pub fn kind(&self, id: TypeId) -> &TypeKind {
        &self.kinds[id.0 as usize]
    }

    pub fn is_int(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Int(_))
    }

    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(
            self.kind(id),
            TypeKind::Half
                | TypeKind::BFloat
                | TypeKind::Float
                | TypeKind::Double
                | TypeKind::X86Fp80
                | TypeKind::Fp128
                | TypeKind::PpcFp128
        )
    }

    pub fn is_ptr(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Ptr(_))
    }

    /// The element type of a vector, or the type itself.
    pub fn scalar(&self, id: TypeId) -> TypeId {
        match self.kind(id) {
            TypeKind::Vector { elem, .. } => *elem,
            _ => id,
        }
    }

    pub fn is_vector(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Vector { .. })
    }

    pub fn is_int_or_int_vector(&self, id: TypeId) -> bool {
        self.is_int(self.scalar(id))
    }

    pub fn is_fp_or_fp_vector(&self, id: TypeId) -> bool {
        self.is_float(self.scalar(id))
    }

    pub fn is_ptr_or_ptr_vector(&self, id: TypeId) -> bool {
        self.is_ptr(self.scalar(id))
    }

    /// First-class types may be values of instructions (LLVM's `isFirstClassType`).
    pub fn is_first_class(&self, id: TypeId) -> bool {
        !matches!(self.kind(id), TypeKind::Void | TypeKind::Function { .. })
    }

    /// Types that may be the type of an SSA value in an instruction operand: first-class and
    /// not label or metadata (LLVM's `isValidElementType`-like checks are finer; this is
    /// what the parser's `parseValue` accepts).
    pub fn is_sized_aggregate_or_scalar(&self, id: TypeId) -> bool {
        !matches!(
            self.kind(id),
            TypeKind::Void | TypeKind::Label | TypeKind::Metadata | TypeKind::Function { .. }
        )
    }

    /// The same shape with `i1` elements: the result type of a comparison.
    pub fn bool_like(&mut self, id: TypeId) -> TypeId {
        match self.kind(id).clone() {
            TypeKind::Vector { scalable, len, .. } => self.intern(TypeKind::Vector {
                scalable,
                len,
                elem: Types::I1,
            }),
            _ => Types::I1,
        }
    }

    /// The fields of a struct type (literal or named), or `None`.
    pub fn struct_fields(&self, id: TypeId) -> Option<&[TypeId]> {
        match self.kind(id) {
            TypeKind::Struct { fields, .. } => Some(fields),
            TypeKind::Named(_) => match self.bodies.get(&id) {
                Some(NamedBody::Struct { fields, .. }) => Some(fields),
                _ => None,
            },
            _ => None,
        }
    }

    /// The type reached by one `extractvalue` index, or `None` when the index is invalid.
    pub fn aggregate_element(&self, id: TypeId, index: u64) -> Option<TypeId> {
        match self.kind(id) {
            TypeKind::Array(n, elem) => (index < *n).then_some(*elem),
            _ => self
                .struct_fields(id)
                .and_then(|fields| fields.get(index as usize).copied()),
        }
    }

    /// LLVM's printed form of a type.
    pub fn name(&self, id: TypeId) -> String {
        let mut out = String::new();
        self.write_name(id, &mut out);
        out
    }

    pub fn write_name(&self, id: TypeId, out: &mut String) {
        use std::fmt::Write;
        match self.kind(id) {
            TypeKind::Void => out.push_str("void"),
            TypeKind::Label => out.push_str("label"),
            TypeKind::Metadata => out.push_str("metadata"),
            TypeKind::Token => out.push_str("token"),
            TypeKind::X86Amx => out.push_str("x86_amx"),
            TypeKind::Half => out.push_str("half"),
            TypeKind::BFloat => out.push_str("bfloat"),
            TypeKind::Float => out.push_str("float"),
            TypeKind::Double => out.push_str("double"),
            TypeKind::X86Fp80 => out.push_str("x86_fp80"),
            TypeKind::Fp128 => out.push_str("fp128"),
            TypeKind::PpcFp128 => out.push_str("ppc_fp128"),
            TypeKind::Int(w) => {
                let _ = write!(out, "i{w}");
            }
            TypeKind::Ptr(0) => out.push_str("ptr"),
            TypeKind::Ptr(a) => {
                let _ = write!(out, "ptr addrspace({a})");
            }
            TypeKind::Array(n, elem) => {
                let _ = write!(out, "[{n} x ");
                self.write_name(*elem, out);
                out.push(']');
            }
            TypeKind::Vector {
                scalable,
                len,
                elem,
            } => {
                out.push('<');
                if *scalable {
                    out.push_str("vscale x ");
                }
                let _ = write!(out, "{len} x ");
                self.write_name(*elem, out);
                out.push('>');
            }
            TypeKind::Struct { packed, fields } => {
                if *packed {
                    out.push('<');
                }
                if fields.is_empty() {
                    out.push_str("{}");
                } else {
                    out.push_str("{ ");
                    for (i, f) in fields.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        self.write_name(*f, out);
                    }
                    out.push_str(" }");
                }
                if *packed {
                    out.push('>');
                }
            }
            TypeKind::Named(name) => {
                out.push('%');
                out.push_str(&print_name(name));
            }
            TypeKind::Function {
                ret,
                params,
                vararg,
            } => {
                self.write_name(*ret, out);
                out.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_name(*p, out);
                }
                if *vararg {
                    if !params.is_empty() {
                        out.push_str(", ");
                    }
                    out.push_str("...");
                }
                out.push(')');
            }
            TypeKind::TargetExt(text) => out.push_str(text),
        }
    }
}

/// A local or global name as LLVM prints it: bare when every character is a label character
/// and it does not start with a digit, quoted otherwise.
pub fn print_name(name: &str) -> String {
    let plain = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_'));
    if plain {
        return name.to_string();
    }
    let mut out = String::from("\"");
    for b in name.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            out.push_str(&format!("\\{b:02X}"));
        } else {
            out.push(b as char);
        }
    }
    out.push('"');
    out
}
