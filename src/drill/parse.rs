//! Reads a base function (`drills/ir-validity/*.ll`) into the drill's model.
//!
//! Base files are course content: one module holding declarations, globals and exactly one
//! `define`, written with named values and without attributes. This is not an LLVM parser:
//! it splits lines into pieces, recognises `%name` operands and the result type of the
//! opcodes the bases use, and says where (file:line:col) it gives up.

use anyhow::{Result, bail};

use super::model::{Block, Func, Inst, Kind, Operand, Piece, Ty};

const TERMINATORS: &[&str] = &[
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "callbr",
    "resume",
    "unreachable",
];

/// Parses the module text of a base file named `file`.
pub fn parse_base(file: &str, text: &str) -> Result<Func> {
    let mut prelude = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    let mut header = None;
    for (no, line) in lines.by_ref() {
        let t = strip_comment(line).trim_end();
        if t.starts_with("define ") {
            header = Some((no + 1, t.to_string()));
            break;
        }
        if !t.trim().is_empty() {
            prelude.push(t.to_string());
        }
    }
    let Some((hline, header)) = header else {
        bail!("{file}:1:1: no `define` found");
    };
    let mut f = parse_header(file, hline, &header)?;
    f.prelude = prelude;
    let mut raw: Vec<(usize, String)> = Vec::new();
    let mut closed = false;
    for (no, line) in lines {
        let t = strip_comment(line).trim_end();
        if t == "}" {
            closed = true;
            break;
        }
        if t.trim().is_empty() {
            continue;
        }
        let cont = continues(t.trim_start()) || raw.last().is_some_and(|(_, p)| open_bracket(p));
        match raw.last_mut() {
            Some((_, prev)) if cont => {
                prev.push('\n');
                prev.push_str(t);
            }
            _ => raw.push((no + 1, t.to_string())),
        }
    }
    if !closed {
        bail!("{file}:{}:1: the function is not closed by `}}`", hline);
    }
    for (no, line) in raw {
        if !line.starts_with(' ') && line.ends_with(':') {
            f.blocks.push(Block {
                name: line.trim_end_matches(':').to_string(),
                insts: Vec::new(),
            });
            continue;
        }
        let Some(block) = f.blocks.last_mut() else {
            bail!("{file}:{no}:1: an instruction before the first label (name every block)");
        };
        block.insts.push(parse_inst(file, no, line.trim_start())?);
    }
    resolve_types(file, &mut f)?;
    Ok(f)
}

fn strip_comment(line: &str) -> &str {
    let mut in_str = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_str = !in_str,
            ';' if !in_str => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Continuation lines of multi-line instructions (invoke, landingpad clauses).
fn continues(t: &str) -> bool {
    ["to label", "cleanup", "catch ", "filter "]
        .iter()
        .any(|p| t.starts_with(p))
}

fn open_bracket(s: &str) -> bool {
    s.matches('[').count() > s.matches(']').count()
}

/// `define <ret> @<name>(<ty> %<p>, ...) [personality <ty> @<fn>] {`
fn parse_header(file: &str, no: usize, h: &str) -> Result<Func> {
    let bad = |what: &str| anyhow::anyhow!("{file}:{no}:1: {what} in `{h}`");
    let rest = h
        .strip_prefix("define ")
        .ok_or_else(|| bad("expected define"))?;
    let at = rest.find(" @").ok_or_else(|| bad("expected ` @name`"))?;
    let ret = rest[..at].trim().to_string();
    let rest = &rest[at + 2..];
    let open = rest.find('(').ok_or_else(|| bad("expected `(`"))?;
    let close = rest.find(')').ok_or_else(|| bad("expected `)`"))?;
    let name = rest[..open].to_string();
    let mut params = Vec::new();
    for p in rest[open + 1..close].split(',').map(str::trim) {
        if p.is_empty() {
            continue;
        }
        let (ty, n) = p
            .rsplit_once(" %")
            .ok_or_else(|| bad("a parameter without a name"))?;
        params.push((ty.trim().to_string(), n.to_string()));
    }
    let tail = rest[close + 1..].trim().trim_end_matches('{').trim();
    let personality = tail
        .strip_prefix("personality ")
        .map(|p| p.trim().to_string());
    if personality.is_none() && !tail.is_empty() {
        return Err(bad("attributes are not supported"));
    }
    Ok(Func {
        name,
        ret,
        params,
        personality,
        blocks: Vec::new(),
        prelude: Vec::new(),
    })
}

fn parse_inst(file: &str, no: usize, line: &str) -> Result<Inst> {
    let (def, body) = match line.strip_prefix('%').and_then(|r| r.split_once(" = ")) {
        Some((n, b)) => (Some(n.to_string()), b),
        None => (None, line),
    };
    let mut words = body.split_whitespace();
    let mut op = words.next().unwrap_or("");
    if op == "tail" || op == "musttail" || op == "notail" {
        op = words.next().unwrap_or("");
    }
    let kind = match op {
        "phi" => Kind::Phi,
        "landingpad" => Kind::Landingpad,
        o if TERMINATORS.contains(&o) => Kind::Term,
        _ => Kind::Other,
    };
    if kind == Kind::Phi {
        let name = def.ok_or_else(|| anyhow::anyhow!("{file}:{no}:3: a phi without a name"))?;
        let rest = body["phi ".len()..].trim();
        let (ty, entries) = parse_phi(rest)
            .ok_or_else(|| anyhow::anyhow!("{file}:{no}:3: cannot read the phi `{line}`"))?;
        return Ok(Inst::phi(&name, &ty, entries));
    }
    let ty = match &def {
        Some(_) => Some(result_type(op, body).ok_or_else(|| {
            anyhow::anyhow!("{file}:{no}:3: cannot tell the result type of `{line}`")
        })?),
        None => None,
    };
    let mut inst = Inst::new(None, kind, op, split_pieces(body));
    inst.def = def.zip(ty);
    Ok(inst)
}

/// `i64 [ %a, %b ], [ 0, %c ]` → the type and the entries.
fn parse_phi(rest: &str) -> Option<(Ty, Vec<(Operand, String)>)> {
    let open = rest.find('[')?;
    let ty = rest[..open].trim().to_string();
    let mut entries = Vec::new();
    for part in rest[open..].split(']') {
        let part = part.trim().trim_start_matches(',').trim();
        let Some(inner) = part.strip_prefix('[') else {
            continue;
        };
        let (v, b) = inner.rsplit_once(',')?;
        let v = v.trim();
        let op = match v.strip_prefix('%') {
            Some(n) => Operand::Val(n.to_string()),
            None => Operand::Const(v.to_string()),
        };
        entries.push((op, b.trim().strip_prefix('%')?.to_string()));
    }
    Some((ty, entries))
}

/// Splits an instruction into text, `%value` uses and `label %block` operands (value types
/// are filled in later, from the definitions).
fn split_pieces(body: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut in_str = false;
    let mut chars = body.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        if c == '"' {
            in_str = !in_str;
        }
        if c != '%' || in_str {
            text.push(c);
            continue;
        }
        let mut name = String::new();
        while let Some(&(_, d)) = chars.peek() {
            if d.is_ascii_alphanumeric() || matches!(d, '.' | '_' | '$' | '-') {
                name.push(d);
                chars.next();
            } else {
                break;
            }
        }
        let is_label = text.ends_with("label ");
        if !text.is_empty() {
            out.push(Piece::Text(std::mem::take(&mut text)));
        }
        out.push(if is_label {
            Piece::Label(name)
        } else {
            Piece::Val {
                name,
                ty: String::new(),
            }
        });
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    out
}

/// Reads one type at the start of `s`: `{ ... }` or a single word.
fn leading_type(s: &str) -> Option<String> {
    let s = s.trim_start();
    if s.starts_with('{') {
        let end = s.find('}')?;
        return Some(s[..=end].to_string());
    }
    let word: String = s
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != ',')
        .collect();
    (!word.is_empty()).then_some(word)
}

/// The result type of the instruction `body` (which starts with its opcode).
fn result_type(op: &str, body: &str) -> Option<Ty> {
    let after = body[body.find(op)? + op.len()..].trim_start();
    fn skip_flags(mut s: &str) -> &str {
        for flag in ["nsw ", "nuw ", "exact ", "disjoint ", "nneg "] {
            if let Some(r) = s.strip_prefix(flag) {
                s = r;
            }
        }
        for flag in ["nsw ", "nuw "] {
            if let Some(r) = s.strip_prefix(flag) {
                s = r;
            }
        }
        s
    }
    match op {
        "icmp" | "fcmp" => Some("i1".into()),
        "alloca" | "getelementptr" => Some("ptr".into()),
        "select" => leading_type(after.split_once(',')?.1),
        "zext" | "sext" | "trunc" | "bitcast" | "ptrtoint" | "inttoptr" => {
            leading_type(after.rsplit_once(" to ")?.1)
        }
        "extractvalue" => {
            let ty = leading_type(after)?;
            let idx: usize = after.rsplit_once(',')?.1.trim().parse().ok()?;
            let fields: Vec<&str> = ty
                .trim_matches(|c| c == '{' || c == '}')
                .split(',')
                .collect();
            Some(fields.get(idx)?.trim().to_string())
        }
        _ => leading_type(skip_flags(after)),
    }
}

/// Gives every value use the type of its definition (a base is well formed, so the two
/// agree), and rejects uses of names that are never defined.
fn resolve_types(file: &str, f: &mut Func) -> Result<()> {
    let types: Vec<(String, Ty)> = f.values();
    for b in &mut f.blocks {
        for i in &mut b.insts {
            for p in &mut i.pieces {
                if let Piece::Val { name, ty } = p {
                    match types.iter().find(|(n, _)| n == name) {
                        Some((_, t)) => *ty = t.clone(),
                        None => bail!("{file}: @{}: use of undefined value '%{name}'", f.name),
                    }
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "declare i64 @g(i64)\n\ndefine i64 @f(i64 %n) {\nentry:\n  %c = icmp sgt i64 %n, 0 ; why\n  br i1 %c, label %a, label %b\na:\n  %x = add nsw i64 %n, 1\n  br label %b\nb:                ; preds = %a, %entry\n  %p = phi i64 [ %x, %a ], [ 0, %entry ]\n  ret i64 %p\n}\n";

    #[test]
    fn reads_blocks_phis_and_types() {
        let f = parse_base("t.ll", SRC).unwrap();
        assert_eq!(f.prelude, vec!["declare i64 @g(i64)".to_string()]);
        assert_eq!(f.blocks.len(), 3);
        assert_eq!(f.type_of("c").as_deref(), Some("i1"));
        assert_eq!(f.type_of("x").as_deref(), Some("i64"));
        assert_eq!(f.blocks[2].insts[0].entries.len(), 2);
        assert_eq!(f.blocks[0].term().unwrap().succs(), vec!["a", "b"]);
        let printed = f.module_text();
        assert!(printed.contains("  %p = phi i64 [ %x, %a ], [ 0, %entry ]\n"));
        assert_eq!(parse_base("t.ll", &printed).unwrap(), f);
    }

    #[test]
    fn undefined_names_are_refused_with_the_file() {
        let bad = SRC.replace("%n, 1", "%m, 1");
        let err = parse_base("t.ll", &bad).unwrap_err().to_string();
        assert!(err.contains("t.ll") && err.contains("'%m'"), "{err}");
    }

    #[test]
    fn struct_field_types() {
        assert_eq!(
            result_type("extractvalue", "extractvalue { ptr, i32 } %lp, 1").as_deref(),
            Some("i32")
        );
        assert_eq!(
            result_type("invoke", "invoke i32 @r(i32 %x)").as_deref(),
            Some("i32")
        );
        assert_eq!(
            result_type("select", "select i1 %c, i64 %a, i64 %b").as_deref(),
            Some("i64")
        );
    }
}
