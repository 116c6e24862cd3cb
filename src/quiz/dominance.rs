//! Dominance for the quiz's random CFGs (Definition 9.3.2), by the textbook data-flow
//! equations: Dom(b0) = {b0}, Dom(b) = {b} ∪ ⋂ Dom(p) over reachable predecessors p.
//!
//! Quadratic and plain on purpose: the CFGs here have at most a dozen blocks, and the quiz
//! must not depend on the fast dominator tree in `crate::cfg`.

/// Which blocks are reachable from block 0, following `succs`.
pub fn reachable(succs: &[Vec<usize>]) -> Vec<bool> {
    let mut seen = vec![false; succs.len()];
    let mut stack = vec![0];
    while let Some(b) = stack.pop() {
        if b >= seen.len() || seen[b] {
            continue;
        }
        seen[b] = true;
        stack.extend(succs[b].iter().copied());
    }
    seen
}

/// A path from block 0 to `target` that does not pass through `avoid`, if there is one:
/// the witness that `avoid` does not dominate `target`.
pub fn path_avoiding(succs: &[Vec<usize>], avoid: usize, target: usize) -> Option<Vec<usize>> {
    let mut parent: Vec<Option<usize>> = vec![None; succs.len()];
    let mut seen = vec![false; succs.len()];
    let mut queue = std::collections::VecDeque::from([0]);
    while let Some(b) = queue.pop_front() {
        if b == avoid || seen[b] {
            continue;
        }
        seen[b] = true;
        if b == target {
            let mut path = vec![b];
            while let Some(p) = parent[*path.last().expect("non-empty")] {
                path.push(p);
            }
            path.reverse();
            return Some(path);
        }
        for &s in &succs[b] {
            if !seen[s] && parent[s].is_none() {
                parent[s] = Some(b);
            }
            queue.push_back(s);
        }
    }
    None
}

/// `dom[b][d]` is true when block `d` dominates block `b` (a block unreachable from the
/// entry is dominated by every block, the convention LLVM uses).
pub fn dominators(succs: &[Vec<usize>]) -> Vec<Vec<bool>> {
    let n = succs.len();
    let live = reachable(succs);
    let mut preds = vec![Vec::new(); n];
    for (b, out) in succs.iter().enumerate() {
        for &s in out {
            preds[s].push(b);
        }
    }
    let mut dom = vec![vec![true; n]; n];
    if n == 0 {
        return dom;
    }
    dom[0] = (0..n).map(|d| d == 0).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            if !live[b] {
                continue;
            }
            let mut next = vec![true; n];
            for &p in preds[b].iter().filter(|p| live[**p]) {
                for d in 0..n {
                    next[d] = next[d] && dom[p][d];
                }
            }
            next[b] = true;
            if next != dom[b] {
                dom[b] = next;
                changed = true;
            }
        }
    }
    dom
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The running example's CFG (lesson section 3): entry, for.cond, for.body, if.then,
    /// if.end, for.inc, for.end.
    fn sum_pos() -> Vec<Vec<usize>> {
        vec![
            vec![1],
            vec![2, 6],
            vec![3, 4],
            vec![4],
            vec![5],
            vec![1],
            vec![],
        ]
    }

    #[test]
    fn if_end_is_dominated_by_for_body_not_by_if_then() {
        let dom = dominators(&sum_pos());
        assert!(dom[4][2], "for.body dom if.end");
        assert!(!dom[4][3], "if.then does not dominate if.end");
        assert!(
            dom[6][1] && !dom[6][3],
            "for.cond dom for.end, if.then does not"
        );
    }

    #[test]
    fn the_witness_path_avoids_the_block() {
        assert_eq!(path_avoiding(&sum_pos(), 3, 4), Some(vec![0, 1, 2, 4]));
        assert_eq!(path_avoiding(&sum_pos(), 2, 4), None, "for.body dom if.end");
    }

    #[test]
    fn unreachable_blocks_are_dominated_by_every_block() {
        let dom = dominators(&[vec![1], vec![], vec![1]]);
        assert!(dom[2].iter().all(|d| *d));
    }
}
