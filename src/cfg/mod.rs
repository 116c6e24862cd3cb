//! Control-flow graphs on plain block indices: predecessors, reachability, reverse
//! post-order, and the dominator tree ([`DomTree`]) with LLVM's edge-dominance queries.
//!
//! A CFG here is `n` blocks numbered `0..n`, block 0 the entry (Definition 9.1.5), given as
//! successor lists `succs[b]` *with multiplicity*: a `switch` with two cases into the same
//! block lists it twice (Definition 9.3.1). Nothing in this module knows about IR types, so
//! the checker (steps 5–9 of Algorithm 9.3.7) and the drills can both build a CFG from
//! whatever they hold.
//!
//! Every traversal is iterative: a chain of 10^5 blocks must not overflow the stack.
//!
//! Precondition everywhere: every successor index is `< succs.len()`; a violation is a bug
//! in the caller and panics.

mod domtree;
pub mod reference;

pub use domtree::{DomTree, Edge};

/// Marks "no block" in index arrays (no immediate dominator, not visited).
pub(crate) const NONE: u32 = u32::MAX;

/// The predecessors of every block, with multiplicity (a block reached by two edges from
/// `p` lists `p` twice), ordered by predecessor index and then by successor position.
///
/// The order is not LLVM's (LLVM lists predecessors by use-list order); callers that need
/// LLVM's order sort by their own block-creation order.
pub fn predecessors(succs: &[Vec<u32>]) -> Vec<Vec<u32>> {
    let mut preds = vec![Vec::new(); succs.len()];
    for (p, out) in succs.iter().enumerate() {
        for &s in out {
            preds[s as usize].push(p as u32);
        }
    }
    preds
}

/// Which blocks are reachable from the entry block 0. An empty CFG reaches nothing.
pub fn reachable(succs: &[Vec<u32>]) -> Vec<bool> {
    let mut seen = vec![false; succs.len()];
    if succs.is_empty() {
        return seen;
    }
    let mut stack = vec![0u32];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for &s in &succs[b as usize] {
            if !seen[s as usize] {
                seen[s as usize] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// The reachable blocks in reverse post-order of a depth-first search from block 0.
///
/// The search takes successors last-to-first, so that in the result the region of a block's
/// first successor comes before that of its second: for `@sum_pos` this is the lesson's
/// order `entry, for.cond, for.body, if.then, if.end, for.inc, for.end` (section 3).
/// Every block comes after its immediate dominator, and an edge `u → v` with `v` not after
/// `u` is a back edge of the search (`v` reaches `u`).
pub fn reverse_post_order(succs: &[Vec<u32>]) -> Vec<u32> {
    let mut order = Dfs::run(succs).post_order;
    order.reverse();
    order
}

/// One iterative depth-first search from block 0, recording pre-order numbers, the search
/// tree's parents and the post-order. Successors are visited last-to-first (see
/// [`reverse_post_order`]).
pub(crate) struct Dfs {
    /// Blocks in pre-order (the order they were first reached).
    pub pre_order: Vec<u32>,
    /// `pre_num[b]`: the position of `b` in `pre_order`, or [`NONE`] when unreachable.
    pub pre_num: Vec<u32>,
    /// `parent[b]`: the block from which the search first reached `b` ([`NONE`] for the
    /// entry and for unreachable blocks).
    pub parent: Vec<u32>,
    /// Blocks in post-order (the order their search finished).
    pub post_order: Vec<u32>,
}

impl Dfs {
    pub fn run(succs: &[Vec<u32>]) -> Dfs {
        let n = succs.len();
        let mut dfs = Dfs {
            pre_order: Vec::with_capacity(n),
            pre_num: vec![NONE; n],
            parent: vec![NONE; n],
            post_order: Vec::with_capacity(n),
        };
        if n == 0 {
            return dfs;
        }
        // Each frame: a block and how many of its successors (counted from the end) are done.
        let mut stack: Vec<(u32, usize)> = Vec::new();
        dfs.visit(0, NONE, &mut stack);
        while let Some(top) = stack.last_mut() {
            let (b, done) = *top;
            let out = &succs[b as usize];
            if done == out.len() {
                stack.pop();
                dfs.post_order.push(b);
                continue;
            }
            top.1 += 1;
            let s = out[out.len() - 1 - done];
            if dfs.pre_num[s as usize] == NONE {
                dfs.visit(s, b, &mut stack);
            }
        }
        dfs
    }

    fn visit(&mut self, b: u32, parent: u32, stack: &mut Vec<(u32, usize)>) {
        self.pre_num[b as usize] = self.pre_order.len() as u32;
        self.pre_order.push(b);
        self.parent[b as usize] = parent;
        stack.push((b, 0));
    }
}
