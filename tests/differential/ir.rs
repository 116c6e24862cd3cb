//! A line-level view of LLVM IR text, just enough to mutate functions: a module's lines,
//! the defined functions in it, and per function its items (labels, instructions with
//! their continuation lines, other lines), blocks, definitions and value uses.
//!
//! It never decides validity (opt-22 does); where it cannot tell (an unknown type), the
//! mutator simply picks less cleverly.

/// The terminators of Definition 9.3.1 (and the funclet ones, which the fixtures lack).
pub const TERMINATORS: [&str; 11] = [
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "callbr",
    "resume",
    "unreachable",
    "catchswitch",
    "catchret",
    "cleanupret",
];

/// First-class types the mutator swaps between.
pub const TYPES: [&str; 8] = ["i1", "i8", "i16", "i32", "i64", "ptr", "float", "double"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemKind {
    /// `name:` (the block it opens is `%name`).
    Label,
    /// An instruction, with its continuation lines (`to label`, switch cases, clauses).
    Inst,
    /// A blank line, a comment or a debug record (`#dbg_value(...)`).
    Other,
}

#[derive(Debug, Clone)]
pub struct Item {
    pub kind: ItemKind,
    pub lines: Vec<String>,
}

impl Item {
    pub fn inst(text: &str) -> Item {
        Item {
            kind: ItemKind::Inst,
            lines: vec![text.to_string()],
        }
    }

    pub fn label(name: &str) -> Item {
        Item {
            kind: ItemKind::Label,
            lines: vec![format!("{name}:")],
        }
    }

    pub fn text(&self) -> String {
        self.lines.join("\n")
    }

    /// The label's name (`entry` for `entry:   ; preds = ...`).
    pub fn label_name(&self) -> Option<&str> {
        if self.kind != ItemKind::Label {
            return None;
        }
        let line = self.lines[0].split(';').next().unwrap_or("").trim_end();
        line.strip_suffix(':')
    }

    /// `%x` for `%x = add ...`.
    pub fn def(&self) -> Option<&str> {
        if self.kind != ItemKind::Inst {
            return None;
        }
        let t = self.lines[0].trim_start();
        if !t.starts_with('%') {
            return None;
        }
        t.split_once(" = ").map(|(d, _)| d)
    }

    /// The opcode, skipping the definition and `tail`/`musttail`/`notail`.
    pub fn opcode(&self) -> &str {
        if self.kind != ItemKind::Inst {
            return "";
        }
        let t = self.lines[0].trim_start();
        let rest = match t.split_once(" = ") {
            Some((d, r)) if d.starts_with('%') => r,
            _ => t,
        };
        let mut words = rest.split_whitespace();
        let mut w = words.next().unwrap_or("");
        if matches!(w, "tail" | "musttail" | "notail") {
            w = words.next().unwrap_or("");
        }
        w
    }

    pub fn is_terminator(&self) -> bool {
        TERMINATORS.contains(&self.opcode())
    }

    pub fn is_phi(&self) -> bool {
        self.opcode() == "phi"
    }
}

/// One block: its name as operands spell it (`%entry`, `%3`) and its items.
#[derive(Debug, Clone)]
pub struct Block {
    pub name: String,
    /// Index of the label item (None for an unlabelled entry block).
    pub label: Option<usize>,
    /// Indices of the instruction items, in order.
    pub insts: Vec<usize>,
}

/// A defined function: the `define` line, the body items and the closing `}`.
#[derive(Debug, Clone)]
pub struct Func {
    pub header: String,
    pub items: Vec<Item>,
    pub close: String,
}

impl Func {
    pub fn parse(lines: &[String]) -> Func {
        let header = lines[0].clone();
        let close = lines[lines.len() - 1].clone();
        let mut items: Vec<Item> = Vec::new();
        for line in &lines[1..lines.len() - 1] {
            let kind = classify(line);
            match kind {
                None => {
                    if let Some(last) = items.last_mut().filter(|i| i.kind == ItemKind::Inst) {
                        last.lines.push(line.clone());
                    } else {
                        items.push(Item {
                            kind: ItemKind::Other,
                            lines: vec![line.clone()],
                        });
                    }
                }
                Some(kind) => items.push(Item {
                    kind,
                    lines: vec![line.clone()],
                }),
            }
        }
        Func {
            header,
            items,
            close,
        }
    }

    pub fn to_lines(&self) -> Vec<String> {
        let mut out = vec![self.header.clone()];
        for item in &self.items {
            out.extend(item.lines.iter().cloned());
        }
        out.push(self.close.clone());
        out
    }

    /// Parameters as (name, type) from the `define` line.
    pub fn params(&self) -> Vec<(String, Option<String>)> {
        let Some(open) = self.header.find('(') else {
            return Vec::new();
        };
        // The parameter list ends at the matching parenthesis.
        let bytes = self.header.as_bytes();
        let mut depth = 0;
        let mut end = self.header.len();
        for (i, &b) in bytes.iter().enumerate().skip(open) {
            match b {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let list = &self.header[open + 1..end];
        split_top_level(list)
            .into_iter()
            .filter_map(|p| {
                let p = p.trim();
                let name = p.split_whitespace().last()?;
                if !name.starts_with('%') {
                    return None;
                }
                let ty = p.split_whitespace().next().map(str::to_string);
                Some((name.to_string(), ty.filter(|t| TYPES.contains(&t.as_str()))))
            })
            .collect()
    }

    /// The blocks in layout order.
    pub fn blocks(&self) -> Vec<Block> {
        let mut blocks = Vec::new();
        let mut cur = Block {
            name: self.entry_default_name(),
            label: None,
            insts: Vec::new(),
        };
        let mut started = false;
        for (i, item) in self.items.iter().enumerate() {
            match item.kind {
                ItemKind::Label => {
                    if started || cur.label.is_some() {
                        blocks.push(cur);
                    }
                    cur = Block {
                        name: format!("%{}", item.label_name().unwrap_or("")),
                        label: Some(i),
                        insts: Vec::new(),
                    };
                    started = true;
                }
                ItemKind::Inst => {
                    cur.insts.push(i);
                    started = true;
                }
                ItemKind::Other => {}
            }
        }
        blocks.push(cur);
        blocks
    }

    /// The name of an unlabelled entry block: the next number after the numbered
    /// parameters.
    fn entry_default_name(&self) -> String {
        let numbered = self
            .params()
            .iter()
            .filter(|(n, _)| n[1..].chars().all(|c| c.is_ascii_digit()))
            .count();
        format!("%{numbered}")
    }

    /// Index of the block holding item `i`.
    pub fn block_of(&self, blocks: &[Block], i: usize) -> usize {
        blocks
            .iter()
            .rposition(|b| b.label.is_some_and(|l| l <= i))
            .unwrap_or(0)
    }

    /// Every definition: parameters (item None) and instructions, with a type when known.
    pub fn defs(&self) -> Vec<Def> {
        let mut defs: Vec<Def> = self
            .params()
            .into_iter()
            .map(|(name, ty)| Def {
                name,
                item: None,
                ty,
            })
            .collect();
        for (i, item) in self.items.iter().enumerate() {
            if let Some(d) = item.def() {
                defs.push(Def {
                    name: d.to_string(),
                    item: Some(i),
                    ty: result_type(item),
                });
            }
        }
        defs
    }

    /// Instruction items.
    pub fn insts(&self) -> Vec<usize> {
        (0..self.items.len())
            .filter(|&i| self.items[i].kind == ItemKind::Inst)
            .collect()
    }
}

/// A definition: its name, its item (None for a parameter) and its type if known.
#[derive(Debug, Clone)]
pub struct Def {
    pub name: String,
    pub item: Option<usize>,
    pub ty: Option<String>,
}

/// Label, instruction or other; None for a continuation line.
fn classify(line: &str) -> Option<ItemKind> {
    let trimmed = line.trim();
    if trimmed.is_empty() || trimmed.starts_with(';') || trimmed.starts_with("#dbg_") {
        return Some(ItemKind::Other);
    }
    if !line.starts_with(' ') && !line.starts_with('\t') {
        return Some(ItemKind::Label);
    }
    let indent = line.len() - line.trim_start().len();
    if indent >= 4 || trimmed == "]" {
        return None;
    }
    Some(ItemKind::Inst)
}

/// Splits at commas outside (), [], {}, <>.
pub fn split_top_level(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !s[start..].trim().is_empty() {
        parts.push(&s[start..]);
    }
    parts
}

/// The result type of an instruction, for the opcodes whose syntax shows it plainly.
pub fn result_type(item: &Item) -> Option<String> {
    let text = &item.lines[0];
    let op = item.opcode();
    let after_op = text.split_once(&format!(" {op} "))?.1;
    match op {
        "icmp" | "fcmp" => {
            let vector = after_op
                .split_whitespace()
                .nth(1)
                .is_some_and(|w| w.starts_with('<'));
            (!vector).then(|| "i1".to_string())
        }
        "alloca" | "getelementptr" => Some("ptr".to_string()),
        "add" | "sub" | "mul" | "sdiv" | "udiv" | "srem" | "urem" | "and" | "or" | "xor"
        | "shl" | "lshr" | "ashr" | "fadd" | "fsub" | "fmul" | "fdiv" | "frem" | "fneg"
        | "load" | "phi" | "freeze" => {
            let t = after_op
                .split_whitespace()
                .find(|w| !is_flag(w))?
                .trim_end_matches(',');
            TYPES.contains(&t).then(|| t.to_string())
        }
        "zext" | "sext" | "trunc" | "bitcast" | "ptrtoint" | "inttoptr" | "fptosi" | "fptoui"
        | "sitofp" | "uitofp" | "fpext" | "fptrunc" => {
            let to = after_op.rsplit_once(" to ")?.1;
            let t = to.split([',', ' ']).next()?;
            TYPES.contains(&t).then(|| t.to_string())
        }
        "select" => {
            let parts = split_top_level(after_op);
            let t = parts.get(1)?.split_whitespace().next()?;
            TYPES.contains(&t).then(|| t.to_string())
        }
        _ => None,
    }
}

fn is_flag(w: &str) -> bool {
    matches!(
        w,
        "nsw"
            | "nuw"
            | "exact"
            | "disjoint"
            | "nneg"
            | "samesign"
            | "fast"
            | "nnan"
            | "ninf"
            | "nsz"
            | "arcp"
            | "contract"
            | "afn"
            | "reassoc"
            | "volatile"
            | "atomic"
    )
}

/// Positions of value operands (`%name` not preceded by `label `) in an instruction's
/// first line, after its definition; type names (`%struct.S`) are skipped.
pub fn value_uses(item: &Item, type_names: &[String]) -> Vec<(usize, usize)> {
    let line = &item.lines[0];
    let start = match item.def() {
        Some(d) => line.find(d).map_or(0, |p| p + d.len()),
        None => 0,
    };
    let mut out = Vec::new();
    let bytes = line.as_bytes();
    let mut i = start;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let mut j = i + 1;
            while j < bytes.len() && is_name_byte(bytes[j]) {
                j += 1;
            }
            let name = &line[i..j];
            let is_label = line[..i].ends_with("label ");
            if j > i + 1 && !is_label && !type_names.iter().any(|t| t == name) {
                out.push((i, j));
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

pub fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'$' | b'-')
}

/// A parsed module: its lines and the line ranges (inclusive) of its defined functions.
#[derive(Debug, Clone)]
pub struct Module {
    pub name: String,
    pub lines: Vec<String>,
    pub funcs: Vec<(usize, usize)>,
    /// Identified struct type names (`%struct.S`), which look like values.
    pub type_names: Vec<String>,
}

impl Module {
    pub fn parse(name: &str, text: &str) -> Module {
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        let mut funcs = Vec::new();
        let mut open = None;
        let mut type_names = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            if line.starts_with("define ") && line.trim_end().ends_with('{') {
                open = Some(i);
            } else if line == "}" {
                if let Some(s) = open.take() {
                    funcs.push((s, i));
                }
            } else if line.starts_with('%') && line.contains(" = type ") {
                type_names.push(line.split(" = ").next().unwrap_or("").to_string());
            }
        }
        Module {
            name: name.to_string(),
            lines,
            funcs,
            type_names,
        }
    }

    pub fn func(&self, k: usize) -> Func {
        let (s, e) = self.funcs[k];
        Func::parse(&self.lines[s..=e])
    }

    /// The module text with function `k` replaced.
    pub fn with_func(&self, k: usize, f: &Func) -> String {
        let (s, e) = self.funcs[k];
        let mut out = String::new();
        for line in &self.lines[..s] {
            out.push_str(line);
            out.push('\n');
        }
        for line in f.to_lines() {
            out.push_str(&line);
            out.push('\n');
        }
        for line in &self.lines[e + 1..] {
            out.push_str(line);
            out.push('\n');
        }
        out
    }
}
