//! The dominator tree of a CFG (Definition 9.3.2), built with the Lengauer–Tarjan algorithm
//! (path compression, the "simple" linking: O(e log n)), with DFS entry/exit numbers of the
//! tree for O(1) dominance queries (section 5 of the lesson), and LLVM's edge-dominance
//! queries used for `invoke` results (Definition 9.3.3).
//!
//! Conventions follow Definition 9.3.2 and LLVM's `DominatorTree`: a block unreachable from
//! the entry is dominated by every block, and an unreachable block dominates no reachable
//! block. Lengauer–Tarjan rather than LLVM's Semi-NCA because its worst case stays
//! near-linear (Proposition 9.3.12); both give the same tree.

use super::{Dfs, NONE};

/// Immediate dominators, children, and the tree's DFS intervals of one CFG.
#[derive(Debug, Clone)]
pub struct DomTree {
    /// `idom[b]`, or [`NONE`] for the entry and unreachable blocks.
    idom: Vec<u32>,
    /// Children of `b` are `child_list[child_start[b]..child_start[b + 1]]`, by block index.
    child_start: Vec<u32>,
    child_list: Vec<u32>,
    /// Pre-order number of `b` in the dominator tree, [`NONE`] when unreachable.
    tree_in: Vec<u32>,
    /// The largest pre-order number in `b`'s subtree: `a` dominates reachable `b` exactly when
    /// `tree_in[a] <= tree_in[b] <= tree_out[a]`.
    tree_out: Vec<u32>,
    /// Reachable blocks in reverse post-order of the CFG search (see
    /// [`super::reverse_post_order`]).
    rpo: Vec<u32>,
}

impl DomTree {
    /// Builds the dominator tree of the CFG `succs` (entry 0, successors with
    /// multiplicity). Linear space; O(e log n) time; no recursion.
    pub fn compute(succs: &[Vec<u32>]) -> DomTree {
        let n = succs.len();
        let dfs = Dfs::run(succs);
        let idom = immediate_dominators(succs, &dfs);
        let (child_start, child_list) = children_of(&idom);
        let mut tree = DomTree {
            idom,
            child_start,
            child_list,
            tree_in: vec![NONE; n],
            tree_out: vec![NONE; n],
            rpo: dfs.post_order.into_iter().rev().collect(),
        };
        tree.number_tree();
        tree
    }

    /// The number of blocks of the CFG (reachable or not).
    pub fn len(&self) -> usize {
        self.idom.len()
    }

    /// True for the CFG without blocks.
    pub fn is_empty(&self) -> bool {
        self.idom.is_empty()
    }

    /// Whether `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: u32) -> bool {
        self.tree_in[b as usize] != NONE
    }

    /// The immediate dominator of `b`; `None` for the entry and for unreachable blocks.
    pub fn idom(&self, b: u32) -> Option<u32> {
        let d = self.idom[b as usize];
        (d != NONE).then_some(d)
    }

    /// The blocks whose immediate dominator is `b`, by increasing block index.
    pub fn children(&self, b: u32) -> &[u32] {
        let lo = self.child_start[b as usize] as usize;
        let hi = self.child_start[b as usize + 1] as usize;
        &self.child_list[lo..hi]
    }

    /// The reachable blocks in reverse post-order (entry first).
    pub fn rpo(&self) -> &[u32] {
        &self.rpo
    }

    /// The interval `(entry, exit)` of `b` in a pre-order numbering of the dominator tree:
    /// `a` dominates `b` when `b`'s entry number lies in `a`'s interval. `None` when `b` is
    /// unreachable.
    pub fn dfs_interval(&self, b: u32) -> Option<(u32, u32)> {
        self.is_reachable(b)
            .then(|| (self.tree_in[b as usize], self.tree_out[b as usize]))
    }

    /// `a dom b` (Definition 9.3.2): every path from the entry to `b` contains `a`. True when
    /// `a == b` and whenever `b` is unreachable; false when `a` is unreachable and `b` is not.
    /// O(1).
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        let (a_in, a_out) = (self.tree_in[a as usize], self.tree_out[a as usize]);
        let b_in = self.tree_in[b as usize];
        a_in <= b_in && b_in <= a_out
    }

    /// `a sdom b`: `a dom b` and `a != b` (Definition 9.3.2, so also true for `a != b` with
    /// `b` unreachable). LLVM's `properlyDominates` answers false for an unreachable `b`
    /// instead; LLVM's verifier never asks, because it exempts uses in unreachable blocks
    /// before any dominance query (Definition 9.3.3), and callers here should do the same.
    pub fn strictly_dominates(&self, a: u32, b: u32) -> bool {
        a != b && self.dominates(a, b)
    }

    /// Does the CFG edge `start → end` dominate block `use_block`: does every path from the
    /// entry to `use_block` go through this edge? This is LLVM's
    /// `DominatorTree::dominates(const BasicBlockEdge &, const BasicBlock *)`, which the
    /// verifier uses for an `invoke`'s result, available only along the normal edge
    /// (Definition 9.3.3). `preds_of_end` are `end`'s predecessors with multiplicity.
    ///
    /// Like LLVM: false unless `end dom use_block`; true if `end` has exactly one predecessor
    /// edge; otherwise false if `start` reaches `end` by more than one edge (parallel edges
    /// dominate nothing) or if another predecessor of `end` is not dominated by `end` (so
    /// `end` can be entered without the edge); true otherwise.
    ///
    /// The answer is the path definition's whenever `use_block` is reachable, `start → end`
    /// is an edge, and `end` is not the entry block (which W2 guarantees before step 9).
    /// For an unreachable `use_block`, callers should answer "dominated" before asking, as
    /// LLVM's `dominates(const Value *, const Use &)` does; and LLVM's verifier checks no
    /// use of an invoke whose normal and unwind destinations are the same block (that edge
    /// is not single), so callers skip that case too.
    pub fn dominates_edge(
        &self,
        start: u32,
        end: u32,
        use_block: u32,
        preds_of_end: &[u32],
    ) -> bool {
        self.edge(start, end, preds_of_end)
            .dominates(self, use_block)
    }

    /// The part of [`DomTree::dominates_edge`] that does not depend on the use, computed
    /// once: an invoke result with many uses then costs O(1) per use, not O(preds(end)).
    pub fn edge(&self, start: u32, end: u32, preds_of_end: &[u32]) -> Edge {
        Edge {
            start,
            end,
            enters_end: self.edge_enters_end(start, end, preds_of_end),
        }
    }

    /// LLVM's predecessor walk: true if `end` has exactly one predecessor edge, or if
    /// `start` reaches `end` by exactly one edge and every other predecessor of `end` is
    /// dominated by `end` (a back edge, or an unreachable block).
    fn edge_enters_end(&self, start: u32, end: u32, preds_of_end: &[u32]) -> bool {
        if preds_of_end.len() == 1 {
            return true;
        }
        let mut seen_start = false;
        for &p in preds_of_end {
            if p == start {
                if seen_start {
                    return false;
                }
                seen_start = true;
            } else if !self.dominates(end, p) {
                return false;
            }
        }
        true
    }

    /// Does the edge `start → end` dominate a phi's use of a value on the phi's incoming edge
    /// `incoming → phi_block`? This is LLVM's
    /// `DominatorTree::dominates(const BasicBlockEdge &, const Use &)` for a phi user: a phi
    /// reads its operand at the end of the incoming block (Definition 9.3.3), so
    ///
    /// - if the use is on the edge itself (`phi_block == end` and `incoming == start`), it is
    ///   dominated: this is how `%r = phi [ %call, %entry ], ...` in the invoke's normal
    ///   destination accepts the invoke's result;
    /// - otherwise the edge must dominate the incoming block: [`DomTree::dominates_edge`]
    ///   with `use_block = incoming`.
    ///
    /// For a non-phi user in block `b`, call [`DomTree::dominates_edge`] with `b`.
    pub fn edge_dominates_phi_use(
        &self,
        start: u32,
        end: u32,
        phi_block: u32,
        incoming: u32,
        preds_of_end: &[u32],
    ) -> bool {
        self.edge(start, end, preds_of_end)
            .dominates_phi_use(self, phi_block, incoming)
    }

    /// Numbers the dominator tree in pre-order from the entry, iteratively.
    fn number_tree(&mut self) {
        if self.rpo.is_empty() {
            return;
        }
        let mut counter = 0u32;
        // Each frame: a block and how many of its children are done.
        let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
        self.tree_in[0] = counter;
        while let Some(top) = stack.last_mut() {
            let (b, done) = *top;
            let kids = self.children(b);
            if done == kids.len() {
                self.tree_out[b as usize] = counter;
                stack.pop();
                continue;
            }
            let child = kids[done];
            top.1 += 1;
            counter += 1;
            self.tree_in[child as usize] = counter;
            stack.push((child, 0));
        }
    }
}

/// Lengauer–Tarjan on the search's pre-order numbers ("simple" version: path compression,
/// no balancing). Returns `idom` by block index, [`NONE`] for the entry and unreachable
/// blocks.
fn immediate_dominators(succs: &[Vec<u32>], dfs: &Dfs) -> Vec<u32> {
    let r = dfs.pre_order.len();
    let mut idom_block = vec![NONE; succs.len()];
    if r <= 1 {
        return idom_block;
    }
    let (pred_start, pred_list) = numbered_predecessors(succs, dfs);
    let parent: Vec<u32> = dfs
        .pre_order
        .iter()
        .map(|&b| match dfs.parent[b as usize] {
            NONE => NONE,
            p => dfs.pre_num[p as usize],
        })
        .collect();
    let mut forest = Forest::new(r);
    let mut idom = vec![NONE; r];
    // Buckets as linked lists: bucket[v] holds the vertices whose semidominator is v.
    let mut bucket_head = vec![NONE; r];
    let mut bucket_next = vec![NONE; r];
    for w in (1..r).rev() {
        for &v in &pred_list[pred_start[w] as usize..pred_start[w + 1] as usize] {
            let u = forest.eval(v);
            forest.semi[w] = forest.semi[w].min(forest.semi[u as usize]);
        }
        let s = forest.semi[w] as usize;
        bucket_next[w] = bucket_head[s];
        bucket_head[s] = w as u32;
        let p = parent[w];
        forest.ancestor[w] = p;
        let mut v = std::mem::replace(&mut bucket_head[p as usize], NONE);
        while v != NONE {
            let u = forest.eval(v);
            idom[v as usize] = if forest.semi[u as usize] < forest.semi[v as usize] {
                u
            } else {
                p
            };
            v = bucket_next[v as usize];
        }
    }
    // Second pass: where the semidominator was not the idom, the idom is inherited.
    for w in 1..r {
        if idom[w] != forest.semi[w] {
            idom[w] = idom[idom[w] as usize];
        }
    }
    for w in 1..r {
        idom_block[dfs.pre_order[w] as usize] = dfs.pre_order[idom[w] as usize];
    }
    idom_block
}

/// Predecessors of reachable vertices by pre-order number, as compressed rows: the
/// predecessors of `w` are `list[start[w]..start[w + 1]]`. Unreachable predecessors are
/// left out (they lie on no path from the entry).
fn numbered_predecessors(succs: &[Vec<u32>], dfs: &Dfs) -> (Vec<u32>, Vec<u32>) {
    let r = dfs.pre_order.len();
    let mut start = vec![0u32; r + 1];
    for &b in &dfs.pre_order {
        for &s in &succs[b as usize] {
            start[dfs.pre_num[s as usize] as usize + 1] += 1;
        }
    }
    for i in 0..r {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut list = vec![0u32; start[r] as usize];
    for (v, &b) in dfs.pre_order.iter().enumerate() {
        for &s in &succs[b as usize] {
            let w = dfs.pre_num[s as usize] as usize;
            list[fill[w] as usize] = v as u32;
            fill[w] += 1;
        }
    }
    (start, list)
}

/// The link-eval forest of Lengauer–Tarjan over pre-order numbers.
struct Forest {
    semi: Vec<u32>,
    ancestor: Vec<u32>,
    label: Vec<u32>,
    /// Scratch stack for the iterative path compression.
    path: Vec<u32>,
}

impl Forest {
    fn new(r: usize) -> Forest {
        Forest {
            semi: (0..r as u32).collect(),
            ancestor: vec![NONE; r],
            label: (0..r as u32).collect(),
            path: Vec::new(),
        }
    }

    /// The vertex of least semidominator on the forest path from `v` up to (excluding) its
    /// root; `v` itself when `v` is a root.
    fn eval(&mut self, v: u32) -> u32 {
        if self.ancestor[v as usize] == NONE {
            return v;
        }
        self.compress(v);
        self.label[v as usize]
    }

    /// Path compression without recursion: walk up to the vertex just below the root's
    /// child, then fold labels from the top down, as the recursive version does on return.
    fn compress(&mut self, v: u32) {
        let mut x = v;
        while self.ancestor[self.ancestor[x as usize] as usize] != NONE {
            self.path.push(x);
            x = self.ancestor[x as usize];
        }
        while let Some(y) = self.path.pop() {
            let a = self.ancestor[y as usize] as usize;
            if self.semi[self.label[a] as usize] < self.semi[self.label[y as usize] as usize] {
                self.label[y as usize] = self.label[a];
            }
            self.ancestor[y as usize] = self.ancestor[a];
        }
    }
}

/// Children lists from the idom array, as compressed rows ordered by block index.
fn children_of(idom: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let n = idom.len();
    let mut start = vec![0u32; n + 1];
    for &d in idom {
        if d != NONE {
            start[d as usize + 1] += 1;
        }
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut list = vec![0u32; start[n] as usize];
    for (b, &d) in idom.iter().enumerate() {
        if d != NONE {
            list[fill[d as usize] as usize] = b as u32;
            fill[d as usize] += 1;
        }
    }
    (start, list)
}

/// A CFG edge `start → end` prepared for repeated edge-dominance queries
/// ([`DomTree::edge`]); the verifier makes one per invoke, for its normal edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    start: u32,
    end: u32,
    /// Whether every way into `end` goes through this edge (LLVM's predecessor walk).
    enters_end: bool,
}

impl Edge {
    /// [`DomTree::dominates_edge`] for a use in block `use_block`. O(1).
    pub fn dominates(&self, tree: &DomTree, use_block: u32) -> bool {
        tree.dominates(self.end, use_block) && self.enters_end
    }

    /// [`DomTree::edge_dominates_phi_use`] for a phi in `phi_block` reading on the edge
    /// from `incoming`. O(1).
    pub fn dominates_phi_use(&self, tree: &DomTree, phi_block: u32, incoming: u32) -> bool {
        (phi_block == self.end && incoming == self.start) || self.dominates(tree, incoming)
    }
}
