//! A small syntax highlighter for the LLVM IR snippets on flashcards.
//!
//! It classifies tokens one line at a time (IR has no multi-line tokens that cards use):
//! keywords and opcodes, types, `%locals`, `@globals`, block labels, comments, numbers and
//! strings. It only colours; it never checks (that is `verify`'s job), so anything it does
//! not recognise is printed as it is.

use owo_colors::OwoColorize;

/// What a token is, for colouring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Keyword,
    Type,
    Local,
    Global,
    Label,
    Comment,
    Number,
    Str,
    Plain,
}

/// Opcodes, keywords and flags of the instructions the lesson uses.
const KEYWORDS: &[&str] = &[
    "define",
    "declare",
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
    "catchpad",
    "cleanuppad",
    "phi",
    "select",
    "add",
    "sub",
    "mul",
    "sdiv",
    "udiv",
    "srem",
    "urem",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "icmp",
    "fcmp",
    "eq",
    "ne",
    "sgt",
    "sge",
    "slt",
    "sle",
    "ugt",
    "uge",
    "ult",
    "ule",
    "nsw",
    "nuw",
    "nneg",
    "exact",
    "alloca",
    "load",
    "store",
    "getelementptr",
    "inbounds",
    "call",
    "tail",
    "to",
    "unwind",
    "landingpad",
    "cleanup",
    "catch",
    "personality",
    "zext",
    "sext",
    "trunc",
    "bitcast",
    "freeze",
    "extractvalue",
    "insertvalue",
    "poison",
    "undef",
    "true",
    "false",
    "null",
    "blockaddress",
    "align",
    "private",
    "internal",
    "constant",
    "global",
    "dso_local",
    "noundef",
    "within",
];

/// Types that are words (integer types `iN` are recognised by shape).
const TYPE_WORDS: &[&str] = &[
    "void", "ptr", "label", "token", "half", "float", "double", "metadata",
];

/// Splits one line of IR into classified tokens; concatenating them gives the line back.
pub fn tokens(line: &str) -> Vec<(Kind, &str)> {
    let mut out = Vec::new();
    if let Some(end) = label_end(line) {
        out.push((Kind::Label, &line[..end]));
        out.extend(tokens(&line[end..]));
        return out;
    }
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let (kind, len) = token_at(&line[i..]);
        out.push((kind, &line[i..i + len]));
        i += len;
    }
    out
}

/// A label definition (`entry:`, `if.then:`, `5:`) at the start of a line: its length with the colon.
fn label_end(line: &str) -> Option<usize> {
    let name_len = line.find(|c: char| !is_name_char(c)).unwrap_or(line.len());
    (name_len > 0 && line[name_len..].starts_with(':')).then_some(name_len + 1)
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '$')
}

/// The kind and byte length of the token that starts `rest`.
fn token_at(rest: &str) -> (Kind, usize) {
    let first = rest
        .chars()
        .next()
        .expect("token_at is called on non-empty text");
    match first {
        ';' => (Kind::Comment, rest.len()),
        '"' => (Kind::Str, quoted_len(rest)),
        '%' | '@' => {
            let kind = if first == '%' {
                Kind::Local
            } else {
                Kind::Global
            };
            let body = &rest[1..];
            let len = if body.starts_with('"') {
                quoted_len(body)
            } else {
                body.find(|c: char| !is_name_char(c)).unwrap_or(body.len())
            };
            (kind, 1 + len)
        }
        c if c.is_ascii_digit()
            || (c == '-' && rest[1..].starts_with(|d: char| d.is_ascii_digit())) =>
        {
            let len = 1 + rest[1..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
                .unwrap_or(rest.len() - 1);
            (Kind::Number, len)
        }
        c if c.is_ascii_alphabetic() || c == '_' => {
            let len = rest.find(|c: char| !is_name_char(c)).unwrap_or(rest.len());
            (word_kind(&rest[..len]), len)
        }
        c => (Kind::Plain, c.len_utf8()),
    }
}

/// The length of a `"..."` string at the start of `text`, quotes included.
fn quoted_len(text: &str) -> usize {
    text[1..].find('"').map_or(text.len(), |end| end + 2)
}

fn word_kind(word: &str) -> Kind {
    let int_type =
        word.len() > 1 && word.starts_with('i') && word[1..].chars().all(|c| c.is_ascii_digit());
    if int_type || TYPE_WORDS.contains(&word) {
        Kind::Type
    } else if KEYWORDS.contains(&word) {
        Kind::Keyword
    } else {
        Kind::Plain
    }
}

/// Renders a snippet, indented by two spaces, coloured when `color` is set.
pub fn render(snippet: &str, color: bool) -> String {
    let mut out = String::new();
    for line in snippet.trim_end().lines() {
        out.push_str("  ");
        for (kind, text) in tokens(line) {
            if color {
                out.push_str(&paint(kind, text));
            } else {
                out.push_str(text);
            }
        }
        out.push('\n');
    }
    out
}

fn paint(kind: Kind, text: &str) -> String {
    match kind {
        Kind::Keyword => text.magenta().bold().to_string(),
        Kind::Type => text.cyan().to_string(),
        Kind::Local => text.yellow().to_string(),
        Kind::Global => text.green().to_string(),
        Kind::Label => text.blue().bold().to_string(),
        Kind::Comment => text.bright_black().to_string(),
        Kind::Number => text.red().to_string(),
        Kind::Str => text.green().to_string(),
        Kind::Plain => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(line: &str) -> Vec<(Kind, &str)> {
        tokens(line)
            .into_iter()
            .filter(|(_, t)| !t.trim().is_empty() && *t != "," && *t != "[" && *t != "]")
            .collect()
    }

    #[test]
    fn a_phi_line_is_classified_token_by_token() {
        use Kind::*;
        let line = "  %s.1 = phi i64 [ %add, %if.then ], [ 0, @g ] ; W4";
        assert_eq!(
            kinds(line),
            [
                (Local, "%s.1"),
                (Plain, "="),
                (Keyword, "phi"),
                (Type, "i64"),
                (Local, "%add"),
                (Local, "%if.then"),
                (Number, "0"),
                (Global, "@g"),
                (Comment, "; W4"),
            ]
        );
    }

    #[test]
    fn labels_only_at_the_start_of_a_line() {
        assert_eq!(tokens("if.end:  ; preds")[0], (Kind::Label, "if.end:"));
        assert_eq!(kinds("br label %if.end")[1], (Kind::Type, "label"));
    }

    #[test]
    fn tokens_reassemble_the_line() {
        let line = "  %r = select i1 %c, i64 -1, i64 %\"odd name\" ; x";
        let joined: String = tokens(line).iter().map(|(_, t)| *t).collect();
        assert_eq!(joined, line);
    }

    #[test]
    fn colour_only_when_asked() {
        assert_eq!(render("ret i32 0", false), "  ret i32 0\n");
        assert!(render("ret i32 0", true).contains("\u{1b}["));
    }
}
