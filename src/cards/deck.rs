//! The flashcard deck (`flashcards/ch09.yaml`): typed data, its loader and its content check.
//!
//! The raw YAML is read into `Option` fields so that the check can report every missing or
//! wrong field at once, each as `FILE:LINE:COL: message`, instead of stopping at the first
//! as serde would. Unknown keys are still serde's to refuse (`deny_unknown_fields`), since a
//! misspelt key is a mistake worth stopping for.

use std::collections::BTreeMap;

use anyhow::Result;
use serde::Deserialize;

use crate::content::{self, Source};
use crate::ui::UserError;

/// The deck file of lesson 9.3.
pub const DECK_FILE: &str = "flashcards/ch09.yaml";

/// The `format_version` this build reads.
pub const FORMAT_VERSION: u32 = 1;

/// A checked deck: ids unique, tags declared, every field present.
#[derive(Debug, Clone)]
pub struct Deck {
    pub name: String,
    /// The tags a card may carry, in the order the deck declares them.
    pub tags: Vec<String>,
    pub cards: Vec<Card>,
}

/// One flashcard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    /// Stable: the progress store keys the card's schedule by it.
    pub id: String,
    pub tags: Vec<String>,
    pub front: String,
    pub back: String,
    /// LLVM IR shown (highlighted) under the front.
    pub ir: Option<String>,
    /// LLVM IR shown (highlighted) under the back.
    pub back_ir: Option<String>,
    /// Where in the lesson the card comes from, e.g. "Definition 9.3.4".
    pub source: Option<String>,
}

/// One problem found by the content check, 1-based line and column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    format_version: Option<u32>,
    deck: Option<String>,
    title: Option<String>,
    tags: Option<Vec<String>>,
    cards: Option<Vec<RawCard>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: Option<String>,
    tags: Option<Vec<String>>,
    front: Option<String>,
    back: Option<String>,
    ir: Option<String>,
    back_ir: Option<String>,
    source: Option<String>,
}

/// Loads and checks the lesson's deck; any problem is a [`UserError`] listing them all.
pub fn load() -> Result<Deck> {
    let source = content::read(DECK_FILE)?;
    match check(&source.text) {
        Ok(deck) => Ok(deck),
        Err(problems) => Err(UserError(render_problems(&source, &problems)).into()),
    }
}

/// Formats problems as `FILE:LINE:COL: message`, one a line.
pub fn render_problems(source: &Source, problems: &[Problem]) -> String {
    problems
        .iter()
        .map(|p| format!("{}:{}:{}: {}", source.display, p.line, p.column, p.message))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The content check: the deck, or every problem found in it, in file order.
pub fn check(text: &str) -> Result<Deck, Vec<Problem>> {
    let raw: RawDeck = serde_yaml::from_str(text).map_err(|err| {
        let (line, column) = err.location().map_or((1, 1), |l| (l.line(), l.column()));
        vec![Problem {
            line,
            column,
            message: format!("cannot read the deck: {err}"),
        }]
    })?;
    let loc = Locator::new(text);
    let mut problems = Vec::new();
    check_header(&raw, &loc, &mut problems);
    let known = raw.tags.clone().unwrap_or_default();
    let cards = raw.cards.unwrap_or_default();
    let mut first_seen: BTreeMap<&str, usize> = BTreeMap::new();
    let mut checked = Vec::new();
    for (i, card) in cards.iter().enumerate() {
        if let Some(id) = card.id.as_deref()
            && let Some(prev) = first_seen.insert(id, i)
        {
            let (line, column) = loc.value(i, "id", id);
            let first = loc.card(prev).0;
            problems.push(problem(
                (line, column),
                format!("duplicate card id '{id}' (first used on line {first})"),
            ));
        }
        if let Some(card) = check_card(i, card, &known, &loc, &mut problems) {
            checked.push(card);
        }
    }
    problems.sort_by_key(|p| (p.line, p.column));
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(Deck {
        name: raw.deck.unwrap_or_default(),
        tags: known,
        cards: checked,
    })
}

fn check_header(raw: &RawDeck, loc: &Locator, problems: &mut Vec<Problem>) {
    match raw.format_version {
        None => problems.push(problem((1, 1), "missing field `format_version`".into())),
        Some(v) if v != FORMAT_VERSION => problems.push(problem(
            loc.top("format_version"),
            format!("format_version {v} is not supported (this course reads {FORMAT_VERSION})"),
        )),
        Some(_) => {}
    }
    for (field, present) in [
        ("deck", raw.deck.is_some()),
        ("title", raw.title.is_some()),
        ("tags", raw.tags.as_ref().is_some_and(|t| !t.is_empty())),
        ("cards", raw.cards.as_ref().is_some_and(|c| !c.is_empty())),
    ] {
        if !present {
            problems.push(problem((1, 1), format!("missing or empty field `{field}`")));
        }
    }
}

fn check_card(
    i: usize,
    raw: &RawCard,
    known: &[String],
    loc: &Locator,
    problems: &mut Vec<Problem>,
) -> Option<Card> {
    let before = problems.len();
    let card_at = loc.card(i);
    let mut need = |field: &str, value: &Option<String>| match value.as_deref().map(str::trim) {
        Some(v) if !v.is_empty() => v.to_string(),
        _ => {
            problems.push(problem(card_at, format!("card {} has no `{field}`", i + 1)));
            String::new()
        }
    };
    let id = need("id", &raw.id);
    let front = need("front", &raw.front);
    let back = need("back", &raw.back);
    if !id.is_empty() && !is_stable_id(&id) {
        problems.push(problem(
            loc.value(i, "id", &id),
            format!("card id '{id}' must be lowercase letters, digits and single dashes"),
        ));
    }
    let tags = raw.tags.clone().unwrap_or_default();
    if tags.is_empty() {
        problems.push(problem(card_at, format!("card '{id}' has no tags")));
    }
    for tag in &tags {
        if !known.contains(tag) {
            problems.push(problem(
                loc.value(i, "tags", tag),
                format!(
                    "unknown tag '{tag}' on card '{id}' (the deck declares: {})",
                    known.join(", ")
                ),
            ));
        }
    }
    (problems.len() == before).then(|| Card {
        id,
        tags,
        front,
        back,
        ir: raw.ir.clone(),
        back_ir: raw.back_ir.clone(),
        source: raw.source.clone(),
    })
}

fn is_stable_id(id: &str) -> bool {
    !id.starts_with('-')
        && !id.ends_with('-')
        && !id.contains("--")
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

fn problem(at: (usize, usize), message: String) -> Problem {
    Problem {
        line: at.0,
        column: at.1,
        message,
    }
}

/// Finds where things are in the YAML text, for messages: serde_yaml's typed values carry no
/// positions, so the check looks the key or value up in the card's own lines.
struct Locator<'a> {
    lines: Vec<&'a str>,
    /// 0-based line index of each card's `- ` item under `cards:`.
    card_starts: Vec<usize>,
}

impl<'a> Locator<'a> {
    fn new(text: &'a str) -> Locator<'a> {
        let lines: Vec<&str> = text.lines().collect();
        let mut card_starts = Vec::new();
        let cards_at = lines.iter().position(|l| l.starts_with("cards:"));
        if let Some(start) = cards_at {
            let indent = lines[start + 1..]
                .iter()
                .find_map(|l| l.trim_start().starts_with("- ").then(|| indent_of(l)));
            for (n, line) in lines.iter().enumerate().skip(start + 1) {
                if Some(indent_of(line)) == indent && line.trim_start().starts_with("- ") {
                    card_starts.push(n);
                }
            }
        }
        Locator { lines, card_starts }
    }

    /// Line and column of card `i`'s item dash.
    fn card(&self, i: usize) -> (usize, usize) {
        match self.card_starts.get(i) {
            Some(&n) => (n + 1, indent_of(self.lines[n]) + 1),
            None => (1, 1),
        }
    }

    /// The lines of card `i`, as 0-based [start, end).
    fn range(&self, i: usize) -> (usize, usize) {
        let start = self.card_starts.get(i).copied().unwrap_or(0);
        let end = self
            .card_starts
            .get(i + 1)
            .copied()
            .unwrap_or(self.lines.len());
        (start, end)
    }

    /// Where `needle` appears at or after card `i`'s `key:` line, else the card itself.
    fn value(&self, i: usize, key: &str, needle: &str) -> (usize, usize) {
        let (start, end) = self.range(i);
        let key_pat = format!("{key}:");
        let key_line = (start..end).find(|&n| {
            let t = self.lines[n].trim_start().trim_start_matches("- ");
            t.starts_with(&key_pat)
        });
        let Some(from) = key_line else {
            return self.card(i);
        };
        for n in from..end {
            let offset = if n == from {
                self.lines[n]
                    .find(&key_pat)
                    .map_or(0, |k| k + key_pat.len())
            } else {
                0
            };
            if let Some(col) = find_token(&self.lines[n][offset..], needle) {
                return (n + 1, offset + col + 1);
            }
        }
        (from + 1, indent_of(self.lines[from]) + 1)
    }

    /// Where a top-level `key:` is.
    fn top(&self, key: &str) -> (usize, usize) {
        let pat = format!("{key}:");
        self.lines
            .iter()
            .position(|l| l.starts_with(&pat))
            .map_or((1, 1), |n| (n + 1, 1))
    }
}

/// The byte offset of `needle` in `hay` as a whole token (so `phi` is not found inside
/// `phi-select`).
fn find_token(hay: &str, needle: &str) -> Option<usize> {
    let is_word = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    hay.match_indices(needle).map(|(i, _)| i).find(|&i| {
        let before = hay[..i].chars().next_back().is_none_or(|c| !is_word(c));
        let after = hay[i + needle.len()..]
            .chars()
            .next()
            .is_none_or(|c| !is_word(c));
        before && after
    })
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "format_version: 1\ndeck: t\ntitle: T\ntags: [a, b]\ncards:\n  - id: one\n    tags: [a]\n    front: F\n    back: B\n  - id: two\n    tags: [a, b]\n    front: F\n    back: B\n";

    #[test]
    fn a_good_deck_loads() {
        let deck = check(GOOD).unwrap();
        assert_eq!(deck.cards.len(), 2);
        assert_eq!(deck.cards[1].tags, ["a", "b"]);
    }

    #[test]
    fn problems_name_line_and_column() {
        let bad = GOOD
            .replace("id: two", "id: one")
            .replace("tags: [a, b]\n    front", "tags: [a, c]\n    front");
        let problems = check(&bad).unwrap_err();
        let at: Vec<(usize, usize)> = problems.iter().map(|p| (p.line, p.column)).collect();
        assert_eq!(at, [(10, 9), (11, 15)], "{problems:?}");
        assert!(problems[0].message.contains("duplicate card id 'one'"));
        assert!(problems[1].message.contains("unknown tag 'c'"));
    }

    #[test]
    fn a_missing_back_is_reported_at_the_card() {
        let bad = GOOD.replace("    back: B\n  - id: two", "  - id: two");
        let problems = check(&bad).unwrap_err();
        assert_eq!(problems.len(), 1);
        assert_eq!((problems[0].line, problems[0].column), (6, 3));
        assert!(problems[0].message.contains("no `back`"));
    }

    #[test]
    fn a_tag_is_found_as_a_whole_token() {
        assert_eq!(find_token("[phi-select, phi]", "phi"), Some(13));
        assert_eq!(find_token("[phi-select]", "phi"), None);
    }

    #[test]
    fn ids_must_be_stable_slugs() {
        assert!(is_stable_id("w4-phi-count"));
        assert!(!is_stable_id("W4"));
        assert!(!is_stable_id("a--b"));
    }
}
