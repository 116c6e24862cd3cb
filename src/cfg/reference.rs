//! Obviously-correct, slow dominance, straight from the path definitions, used by tests
//! to check [`super::DomTree`] (O(n · e) per query set; do not use it elsewhere).
//!
//! - `d dom b` (Definition 9.3.2): `b` is unreachable, or `d == b`, or `b` cannot be reached
//!   from the entry once `d` is removed (the entry itself dominates every reachable block).
//! - The edge `s → e` dominates `b`: `b` cannot be reached once that one edge is removed.

/// The full dominance relation: `dom[d][b]` is `d dom b`.
pub fn dominance(succs: &[Vec<u32>]) -> Vec<Vec<bool>> {
    let n = succs.len();
    let reach = reachable_avoiding(succs, None, None);
    (0..n)
        .map(|d| {
            let without_d = reachable_avoiding(succs, Some(d as u32), None);
            (0..n)
                .map(|b| !reach[b] || d == b || (reach[d] && !without_d[b]))
                .collect()
        })
        .collect()
}

/// Immediate dominators from the relation: the strict dominator of `b` that every other
/// strict dominator of `b` dominates. `None` for the entry and unreachable blocks.
pub fn immediate_dominators(succs: &[Vec<u32>]) -> Vec<Option<u32>> {
    let n = succs.len();
    let dom = dominance(succs);
    let reach = reachable_avoiding(succs, None, None);
    (0..n)
        .map(|b| {
            if !reach[b] {
                return None;
            }
            let strict: Vec<usize> = (0..n).filter(|&d| d != b && dom[d][b]).collect();
            strict
                .iter()
                .copied()
                .find(|&c| strict.iter().all(|&d| dom[d][c]))
                .map(|c| c as u32)
        })
        .collect()
}

/// Does the one edge `start → end` (one copy of it, when there are parallel edges) lie on
/// every path from the entry to `use_block`? Precondition: `start → end` is an edge and
/// `use_block` is reachable.
pub fn edge_dominates(succs: &[Vec<u32>], start: u32, end: u32, use_block: u32) -> bool {
    !reachable_avoiding(succs, None, Some((start, end)))[use_block as usize]
}

/// Reachability from block 0, never entering `skip_block` and never taking one copy of
/// `skip_edge`.
fn reachable_avoiding(
    succs: &[Vec<u32>],
    skip_block: Option<u32>,
    skip_edge: Option<(u32, u32)>,
) -> Vec<bool> {
    let n = succs.len();
    let mut seen = vec![false; n];
    if n == 0 || skip_block == Some(0) {
        return seen;
    }
    seen[0] = true;
    let mut work = vec![0u32];
    while let Some(b) = work.pop() {
        let mut skipped = false;
        for &s in &succs[b as usize] {
            if !skipped && skip_edge == Some((b, s)) {
                skipped = true;
                continue;
            }
            if !seen[s as usize] && skip_block != Some(s) {
                seen[s as usize] = true;
                work.push(s);
            }
        }
    }
    seen
}
