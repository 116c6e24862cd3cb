//! The LLVM IR lexer: bytes in, tokens out, the way `LLLexer` splits them.
//!
//! The lexer works on bytes, not `str`: LLVM accepts any byte in comments and strings, so a
//! file that is not UTF-8 still gets a parser message, not a refusal. Each token keeps its
//! byte offset; line and column are computed only when a message needs them.

/// What a token is. Text-carrying kinds borrow their text from the source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Eof,
    /// A byte sequence LLVM's lexer rejects (an unknown keyword, a stray character).
    Error,
    /// `%name` or `%"quoted name"`; text is the name without `%` (quotes removed).
    LocalVar,
    /// `%12`.
    LocalId,
    /// `@name` or `@"quoted"`.
    GlobalVar,
    /// `@12`.
    GlobalId,
    /// `name:` or `"quoted":` at a block start; text is the name.
    LabelStr,
    /// `12:`.
    LabelId,
    /// `!name` (named metadata or a metadata keyword such as `!DILocation`).
    MetadataVar,
    /// `#12` (attribute group).
    AttrGrpId,
    /// `$name` (comdat).
    ComdatVar,
    /// `#dbg_value`, `#dbg_declare`, `#dbg_assign`, `#dbg_label`.
    DbgRecord,
    /// A keyword (alphanumerics and `_`), e.g. `define`, `add`, `nsw`, `ptr`.
    Keyword,
    /// `iN`: the width is in [`Token::int`].
    IntType,
    /// An integer literal, possibly negative or `u0x`/`s0x` hex.
    Int,
    /// A floating-point literal (decimal or `0x` hex forms).
    Float,
    /// `"..."`; text is the raw contents between the quotes (escapes not decoded).
    Str,
    /// `...`
    DotDotDot,
    /// One punctuation byte: `= , * [ ] { } < > ( ) ! | :`.
    Punct,
}

/// A token: its kind, the byte range it covers and, for the name-carrying kinds, the range of
/// the name within it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub start: u32,
    pub end: u32,
    /// The name, keyword or literal text (a sub-range of the source).
    pub text_start: u32,
    pub text_end: u32,
    /// For `IntType`: the width; for `LocalId`, `GlobalId`, `LabelId`, `AttrGrpId`: the
    /// number (saturating).
    pub int: u64,
}

impl Token {
    pub fn is_punct(&self, src: &[u8], c: u8) -> bool {
        self.kind == Kind::Punct && src[self.start as usize] == c
    }
}

pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

fn is_label_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8]) -> Lexer<'a> {
        Lexer { src, pos: 0 }
    }

    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn tok(&self, kind: Kind, start: usize, text: (usize, usize), int: u64) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
            text_start: text.0 as u32,
            text_end: text.1 as u32,
            int,
        }
    }

    fn skip_blank(&mut self) {
        loop {
            match self.at(self.pos) {
                // LLLexer's whitespace: a NUL byte too, but not vertical tab or form feed.
                b' ' | b'\t' | b'\n' | b'\r' | 0 if self.pos < self.src.len() => self.pos += 1,
                b';' if self.pos < self.src.len() => {
                    while self.pos < self.src.len() && !matches!(self.src[self.pos], b'\n' | b'\r')
                    {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// The next token. After `Eof` it keeps returning `Eof`.
    pub fn next_token(&mut self) -> Token {
        self.skip_blank();
        let start = self.pos;
        if start >= self.src.len() {
            return self.tok(Kind::Eof, start, (start, start), 0);
        }
        let c = self.src[start];
        self.pos += 1;
        match c {
            b'@' => self.lex_var(start, Kind::GlobalVar, Kind::GlobalId),
            b'%' => self.lex_var(start, Kind::LocalVar, Kind::LocalId),
            b'$' => self.lex_dollar(start),
            b'"' => self.lex_quote(start),
            b'!' => self.lex_exclaim(start),
            b'#' => self.lex_hash(start),
            b'.' if self.at(start + 1) == b'.' && self.at(start + 2) == b'.' => {
                self.pos = start + 3;
                self.tok(Kind::DotDotDot, start, (start, start + 3), 0)
            }
            b'0'..=b'9' | b'-' | b'+' => self.lex_number(start),
            b'=' | b',' | b'*' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b'(' | b')' | b'|'
            | b':' => self.tok(Kind::Punct, start, (start, start + 1), 0),
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'.' => self.lex_identifier(start),
            _ => self.tok(Kind::Error, start, (start, start + 1), 0),
        }
    }

    /// `%name`, `%"name"`, `%12` (and the same with `@`).
    fn lex_var(&mut self, start: usize, named: Kind, numbered: Kind) -> Token {
        let c = self.at(self.pos);
        if c == b'"' {
            let text_start = self.pos + 1;
            let Some(i) = self.closing_quote(text_start) else {
                return self.tok(Kind::Error, start, (start, start + 1), 0);
            };
            self.pos = i + 1;
            return self.tok(named, start, (text_start, i), 0);
        }
        if c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_') {
            let text_start = self.pos;
            while is_name_char(self.at(self.pos)) && self.pos < self.src.len() {
                self.pos += 1;
            }
            return self.tok(named, start, (text_start, self.pos), 0);
        }
        if c.is_ascii_digit() {
            let text_start = self.pos;
            let mut n: u64 = 0;
            while self.at(self.pos).is_ascii_digit() && self.pos < self.src.len() {
                n = n
                    .saturating_mul(10)
                    .saturating_add(u64::from(self.src[self.pos] - b'0'));
                self.pos += 1;
            }
            return self.tok(numbered, start, (text_start, self.pos), n);
        }
        self.tok(Kind::Error, start, (start, start + 1), 0)
    }

    fn lex_dollar(&mut self, start: usize) -> Token {
        let c = self.at(self.pos);
        if c == b'"' {
            return self.lex_var(start, Kind::ComdatVar, Kind::Error);
        }
        if is_name_char(c) && self.pos < self.src.len() {
            let text_start = self.pos;
            while is_name_char(self.at(self.pos)) && self.pos < self.src.len() {
                self.pos += 1;
            }
            return self.tok(Kind::ComdatVar, start, (text_start, self.pos), 0);
        }
        self.tok(Kind::Error, start, (start, start + 1), 0)
    }

    /// The offset of the `"` that closes a string whose text starts at `from`; at the end
    /// of the input (an unterminated string), `None` and the lexer stops there.
    fn closing_quote(&mut self, from: usize) -> Option<usize> {
        let end = self.src[from.min(self.src.len())..]
            .iter()
            .position(|&b| b == b'"')
            .map(|k| from + k);
        if end.is_none() {
            self.pos = self.src.len();
        }
        end
    }

    /// `"..."`, or `"...":` as a label.
    fn lex_quote(&mut self, start: usize) -> Token {
        let text_start = self.pos;
        let Some(i) = self.closing_quote(text_start) else {
            return self.tok(Kind::Error, start, (start, start + 1), 0);
        };
        self.pos = i + 1;
        if self.at(self.pos) == b':' && self.pos < self.src.len() {
            self.pos += 1;
            return self.tok(Kind::LabelStr, start, (text_start, i), 0);
        }
        self.tok(Kind::Str, start, (text_start, i), 0)
    }

    fn lex_exclaim(&mut self, start: usize) -> Token {
        let c = self.at(self.pos);
        if (c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_' | b'\\'))
            && self.pos < self.src.len()
        {
            let text_start = self.pos;
            while self.pos < self.src.len()
                && (is_name_char(self.src[self.pos]) || self.src[self.pos] == b'\\')
            {
                self.pos += 1;
            }
            return self.tok(Kind::MetadataVar, start, (text_start, self.pos), 0);
        }
        self.tok(Kind::Punct, start, (start, start + 1), 0)
    }

    fn lex_hash(&mut self, start: usize) -> Token {
        if self.at(self.pos).is_ascii_digit() {
            let text_start = self.pos;
            let mut n: u64 = 0;
            while self.at(self.pos).is_ascii_digit() && self.pos < self.src.len() {
                n = n
                    .saturating_mul(10)
                    .saturating_add(u64::from(self.src[self.pos] - b'0'));
                self.pos += 1;
            }
            return self.tok(Kind::AttrGrpId, start, (text_start, self.pos), n);
        }
        let rest = &self.src[self.pos..];
        if rest.starts_with(b"dbg_") {
            let text_start = self.pos;
            while self.pos < self.src.len()
                && (self.src[self.pos].is_ascii_alphanumeric() || self.src[self.pos] == b'_')
            {
                self.pos += 1;
            }
            return self.tok(Kind::DbgRecord, start, (text_start, self.pos), 0);
        }
        self.tok(Kind::Error, start, (start, start + 1), 0)
    }

    /// Integers, floats and numeric labels (`12:`).
    fn lex_number(&mut self, start: usize) -> Token {
        let c = self.src[start];
        // `0x...` hexadecimal floating point (and the `0xK`, `0xL`, `0xM`, `0xH`, `0xR` forms).
        if c == b'0' && self.at(start + 1) == b'x' {
            let mut i = start + 2;
            if matches!(self.at(i), b'K' | b'L' | b'M' | b'H' | b'R') {
                i += 1;
            }
            while self.at(i).is_ascii_hexdigit() && i < self.src.len() {
                i += 1;
            }
            self.pos = i;
            return self.tok(Kind::Float, start, (start, i), 0);
        }
        if !c.is_ascii_digit() && !self.at(self.pos).is_ascii_digit() {
            // `-` or `+` not followed by a digit: `-name:` labels are rare; treat as error.
            if c == b'-' && is_label_char(self.at(self.pos)) {
                let mut i = self.pos;
                while is_label_char(self.at(i)) && i < self.src.len() {
                    i += 1;
                }
                if self.at(i) == b':' {
                    self.pos = i + 1;
                    return self.tok(Kind::LabelStr, start, (start, i), 0);
                }
            }
            return self.tok(Kind::Error, start, (start, start + 1), 0);
        }
        let mut i = if c.is_ascii_digit() { start } else { start + 1 };
        let mut n: u64 = 0;
        while self.at(i).is_ascii_digit() && i < self.src.len() {
            n = n
                .saturating_mul(10)
                .saturating_add(u64::from(self.src[i] - b'0'));
            i += 1;
        }
        // A label such as `12:` or `1a:`.
        if is_label_char(self.at(i)) && !matches!(self.at(i), b'.' | b'e' | b'E') || {
            self.at(i) == b':'
        } {
            let mut j = i;
            while is_label_char(self.at(j)) && j < self.src.len() {
                j += 1;
            }
            if self.at(j) == b':' {
                self.pos = j + 1;
                let all_digits = j == i;
                if all_digits && c.is_ascii_digit() {
                    return self.tok(Kind::LabelId, start, (start, j), n);
                }
                return self.tok(Kind::LabelStr, start, (start, j), 0);
            }
        }
        if self.at(i) == b'.' {
            i += 1;
            while self.at(i).is_ascii_digit() && i < self.src.len() {
                i += 1;
            }
            if matches!(self.at(i), b'e' | b'E')
                && (self.at(i + 1).is_ascii_digit()
                    || (matches!(self.at(i + 1), b'+' | b'-') && self.at(i + 2).is_ascii_digit()))
            {
                i += 2;
                while self.at(i).is_ascii_digit() && i < self.src.len() {
                    i += 1;
                }
            }
            self.pos = i;
            return self.tok(Kind::Float, start, (start, i), 0);
        }
        self.pos = i;
        self.tok(Kind::Int, start, (start, i), n)
    }

    /// Keywords, `iN` types, `c"..."` strings and `name:` labels.
    fn lex_identifier(&mut self, start: usize) -> Token {
        let mut i = start;
        let mut keyword_end = None;
        while i < self.src.len() && is_label_char(self.src[i]) {
            if keyword_end.is_none()
                && !(self.src[i].is_ascii_alphanumeric() || self.src[i] == b'_')
            {
                keyword_end = Some(i);
            }
            i += 1;
        }
        if self.at(i) == b':' && i < self.src.len() {
            self.pos = i + 1;
            return self.tok(Kind::LabelStr, start, (start, i), 0);
        }
        // `c"..."`: a byte-string constant.
        if self.src[start] == b'c' && i == start + 1 && self.at(i) == b'"' {
            self.pos = i + 1;
            let mut tok = self.lex_quote(start + 1);
            tok.start = start as u32;
            if tok.kind == Kind::Str {
                return tok;
            }
            return self.tok(Kind::Error, start, (start, start + 1), 0);
        }
        // `i32`: an integer type, when the digits run to the end of the label characters.
        if self.src[start] == b'i' {
            let mut j = start + 1;
            let mut width: u64 = 0;
            while j < self.src.len() && self.src[j].is_ascii_digit() {
                width = width
                    .saturating_mul(10)
                    .saturating_add(u64::from(self.src[j] - b'0'));
                j += 1;
            }
            if j > start + 1 {
                self.pos = j;
                return self.tok(Kind::IntType, start, (start, j), width);
            }
        }
        let end = keyword_end.unwrap_or(i);
        if end == start {
            // A `.` or `$` that starts no keyword: LLVM's lexer rejects one byte and moves on.
            self.pos = start + 1;
            return self.tok(Kind::Error, start, (start, start + 1), 0);
        }
        self.pos = end;
        self.tok(Kind::Keyword, start, (start, end), 0)
    }
}

/// Maps byte offsets to 1-based lines and columns, as LLVM's `SourceMgr` does (a column is
/// a byte count, a tab counts as one).
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    pub fn new(src: &[u8]) -> LineIndex {
        let mut starts = vec![0u32];
        for (i, &b) in src.iter().enumerate() {
            if b == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        LineIndex { starts }
    }

    /// 1-based line and column of a byte offset.
    pub fn line_col(&self, src: &[u8], offset: u32) -> (u32, u32) {
        let line = match self.starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        // LLVM's column counts from the last '\n' or '\r' before the offset.
        let mut line_start = self.starts[line] as usize;
        for i in (line_start..offset as usize).rev() {
            if src[i] == b'\r' {
                line_start = i + 1;
                break;
            }
        }
        (line as u32 + 1, offset - line_start as u32 + 1)
    }

    /// The source line around `offset` (bounded by `\n` or `\r`), as LLVM prints it.
    pub fn line_text<'s>(&self, src: &'s [u8], offset: u32) -> (&'s [u8], usize) {
        let offset = (offset as usize).min(src.len());
        let mut start = offset;
        while start > 0 && !matches!(src[start - 1], b'\n' | b'\r') {
            start -= 1;
        }
        let mut end = offset;
        while end < src.len() && !matches!(src[end], b'\n' | b'\r') {
            end += 1;
        }
        (&src[start..end], offset - start)
    }
}

/// The source line and caret line LLVM prints under a parser error: tabs expanded to 8-column
/// stops in both, the caret under the offending byte.
pub fn caret_lines(line: &[u8], column0: usize) -> (String, String) {
    let mut bytes = Vec::with_capacity(line.len());
    for &b in line {
        if b == b'\t' {
            loop {
                bytes.push(b' ');
                if bytes.len().is_multiple_of(8) {
                    break;
                }
            }
        } else {
            bytes.push(b);
        }
    }
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let mut caret = String::new();
    let mut out_col = 0usize;
    for i in 0..=column0 {
        let ch = if i == column0 { '^' } else { ' ' };
        if i < line.len() && line[i] == b'\t' {
            loop {
                caret.push(ch);
                out_col += 1;
                if out_col.is_multiple_of(8) {
                    break;
                }
            }
        } else {
            caret.push(ch);
            out_col += 1;
        }
    }
    (text, caret)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every token advances: a lexer that returns a zero-length token loops forever (found
    /// by the fuzzer on a stray `.`).
    #[test]
    fn every_token_advances() {
        for src in [
            ".", "(x).", "$", "-", "+", "!", "#", "@", "%", "\"", "c\"", "0x", "..", "a:",
        ] {
            let mut lx = Lexer::new(src.as_bytes());
            let mut last = 0u32;
            for _ in 0..=src.len() + 1 {
                let t = lx.next_token();
                if t.kind == Kind::Eof {
                    break;
                }
                assert!(
                    t.end > last || t.end > t.start,
                    "stuck at {last} in {src:?}"
                );
                last = t.end;
            }
            assert_eq!(
                lx.next_token().kind,
                Kind::Eof,
                "{src:?} does not reach the end"
            );
        }
    }
}
