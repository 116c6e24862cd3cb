//! Tests of `course::cfg`: the dominator tree against the path-definition reference on
//! thousands of random CFGs, the lesson's worked example (@sum_pos, section 3), LLVM's
//! edge-dominance rule for invoke results (Definition 9.3.3, cases measured with opt-22),
//! and large CFGs that would overflow a recursive implementation.

use course::cfg::{self, DomTree, reference};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// A uniform-enough integer in `0..n` from the raw generator (n small, bias negligible).
fn below(rng: &mut ChaCha8Rng, n: u32) -> u32 {
    ((rng.next_u32() as u64 * n as u64) >> 32) as u32
}

/// True with probability `percent` / 100.
fn chance(rng: &mut ChaCha8Rng, percent: u32) -> bool {
    below(rng, 100) < percent
}

/// A random CFG of 1..=60 blocks with self loops, parallel edges, edges into the entry,
/// blocks without successors, and an "island" of blocks no edge from outside enters (so
/// some blocks are unreachable, some of them with edges into reachable blocks).
fn random_cfg(rng: &mut ChaCha8Rng) -> Vec<Vec<u32>> {
    let n = 1 + below(rng, 60);
    let island_from = if n > 3 && chance(rng, 50) {
        1 + below(rng, n - 1)
    } else {
        n
    };
    let density = 1 + below(rng, 3);
    (0..n)
        .map(|b| {
            let degree = below(rng, density + 2);
            let mut out = Vec::new();
            for _ in 0..degree {
                // Blocks outside the island only jump outside it.
                let limit = if b < island_from { island_from } else { n };
                let s = if chance(rng, 8) { b } else { below(rng, limit) };
                out.push(s);
                if chance(rng, 10) {
                    out.push(s);
                }
            }
            out
        })
        .collect()
}

/// Compares every query of the fast tree with the reference on one CFG.
fn check_against_reference(succs: &[Vec<u32>], case: usize) {
    let n = succs.len() as u32;
    let tree = DomTree::compute(succs);
    let dom = reference::dominance(succs);
    let idom = reference::immediate_dominators(succs);
    let reach = cfg::reachable(succs);
    for b in 0..n {
        assert_eq!(
            tree.is_reachable(b),
            reach[b as usize],
            "case {case} block {b}: {succs:?}"
        );
        assert_eq!(
            tree.idom(b),
            idom[b as usize],
            "case {case} idom({b}): {succs:?}"
        );
        let expected_children: Vec<u32> = (0..n).filter(|&c| idom[c as usize] == Some(b)).collect();
        assert_eq!(
            tree.children(b),
            &expected_children[..],
            "case {case} children({b})"
        );
        for a in 0..n {
            let want = dom[a as usize][b as usize];
            assert_eq!(
                tree.dominates(a, b),
                want,
                "case {case}: {a} dom {b}? {succs:?}"
            );
            assert_eq!(
                tree.strictly_dominates(a, b),
                want && a != b,
                "case {case}: {a} sdom {b}"
            );
        }
    }
    check_rpo(succs, &tree, &reach, case);
    check_edges(succs, &tree, &reach, case);
}

/// The RPO is the reachable blocks, entry first, every block after its immediate
/// dominator, and every edge that does not go forward in it is a back edge (its target
/// reaches its source).
fn check_rpo(succs: &[Vec<u32>], tree: &DomTree, reach: &[bool], case: usize) {
    let rpo = cfg::reverse_post_order(succs);
    assert_eq!(rpo, tree.rpo(), "case {case}");
    let mut position = vec![usize::MAX; succs.len()];
    for (i, &b) in rpo.iter().enumerate() {
        assert_eq!(
            position[b as usize],
            usize::MAX,
            "case {case}: {b} twice in RPO"
        );
        position[b as usize] = i;
    }
    assert_eq!(
        rpo.len(),
        reach.iter().filter(|&&r| r).count(),
        "case {case}"
    );
    assert_eq!(rpo.first(), Some(&0), "case {case}");
    for &b in &rpo {
        if let Some(d) = tree.idom(b) {
            assert!(
                position[d as usize] < position[b as usize],
                "case {case}: idom after {b}"
            );
        }
        for &s in &succs[b as usize] {
            if position[s as usize] <= position[b as usize] {
                let from_s = reachable_from(succs, s);
                assert!(
                    from_s[b as usize],
                    "case {case}: {b}→{s} goes back but is no back edge"
                );
            }
        }
    }
}

/// Edge dominance (LLVM's `dominates(BasicBlockEdge, BB)` and its phi-use form) against
/// "remove the edge, is the block still reachable", for every edge into a non-entry block
/// and every reachable use.
fn check_edges(succs: &[Vec<u32>], tree: &DomTree, reach: &[bool], case: usize) {
    let preds = cfg::predecessors(succs);
    for (start, out) in succs.iter().enumerate() {
        let start = start as u32;
        for &end in out {
            if end == 0 {
                continue; // W2: step 9 never sees edges into the entry.
            }
            let pe = &preds[end as usize];
            let edge = tree.edge(start, end, pe);
            for u in (0..succs.len() as u32).filter(|&u| reach[u as usize]) {
                let want = reference::edge_dominates(succs, start, end, u);
                let got = tree.dominates_edge(start, end, u, pe);
                assert_eq!(
                    got, want,
                    "case {case}: edge {start}→{end} dom {u}? {succs:?}"
                );
                assert_eq!(edge.dominates(tree, u), want, "case {case}: prepared edge");
                // A phi in `u` reading on the edge `u_pred → u` (the use is at the end of
                // `u_pred`): dominated when it is the edge itself, or the edge dominates
                // `u_pred` (Definition 9.3.3).
                for &p in preds[u as usize].iter().filter(|&&p| reach[p as usize]) {
                    let want =
                        (p, u) == (start, end) || reference::edge_dominates(succs, start, end, p);
                    let got = tree.edge_dominates_phi_use(start, end, u, p, pe);
                    assert_eq!(
                        got, want,
                        "case {case}: edge {start}→{end} dom phi use {p}→{u}"
                    );
                    let prepared = edge.dominates_phi_use(tree, u, p);
                    assert_eq!(prepared, want, "case {case}: prepared edge, phi use");
                }
            }
        }
    }
}

fn reachable_from(succs: &[Vec<u32>], from: u32) -> Vec<bool> {
    let mut seen = vec![false; succs.len()];
    let mut work = vec![from];
    seen[from as usize] = true;
    while let Some(b) = work.pop() {
        for &s in &succs[b as usize] {
            if !seen[s as usize] {
                seen[s as usize] = true;
                work.push(s);
            }
        }
    }
    seen
}

#[test]
fn fast_tree_agrees_with_the_path_definition_on_3000_random_cfgs() {
    let mut rng = ChaCha8Rng::seed_from_u64(93);
    let mut unreachable_seen = 0;
    let mut parallel_seen = 0;
    for case in 0..3000 {
        let succs = random_cfg(&mut rng);
        unreachable_seen += cfg::reachable(&succs).iter().filter(|&&r| !r).count();
        parallel_seen += succs.iter().filter(|out| has_duplicate(out)).count();
        check_against_reference(&succs, case);
    }
    // The generator really produces the hard cases.
    assert!(unreachable_seen > 1000, "{unreachable_seen}");
    assert!(parallel_seen > 500, "{parallel_seen}");
}

fn has_duplicate(out: &[u32]) -> bool {
    out.iter().enumerate().any(|(i, s)| out[..i].contains(s))
}

#[test]
fn predecessors_have_multiplicity_and_are_ordered_by_block_then_successor_position() {
    // switch i32 %x, label %d [ 1, label %j  2, label %j ] (Definition 9.3.1): j twice.
    let succs = vec![vec![2, 1, 2], vec![2, 0], vec![]];
    let preds = cfg::predecessors(&succs);
    assert_eq!(preds, vec![vec![1], vec![0], vec![0, 0, 1]]);
}

#[test]
fn empty_and_single_block_cfgs() {
    let empty = DomTree::compute(&[]);
    assert!(empty.is_empty());
    assert!(empty.rpo().is_empty());
    let one = DomTree::compute(&[vec![0, 0]]);
    assert_eq!(one.len(), 1);
    assert_eq!(one.idom(0), None);
    assert!(one.dominates(0, 0));
    assert!(!one.strictly_dominates(0, 0));
    assert_eq!(one.rpo(), &[0]);
}

/// The blocks of @sum_pos (lesson section 3), in layout order.
const SUM_POS: [&str; 7] = [
    "entry", "for.cond", "for.body", "if.then", "if.end", "for.inc", "for.end",
];

fn sum_pos() -> Vec<Vec<u32>> {
    let id = |name: &str| SUM_POS.iter().position(|&b| b == name).unwrap() as u32;
    let edges: [(&str, &[&str]); 7] = [
        ("entry", &["for.cond"]),
        ("for.cond", &["for.body", "for.end"]),
        ("for.body", &["if.then", "if.end"]),
        ("if.then", &["if.end"]),
        ("if.end", &["for.inc"]),
        ("for.inc", &["for.cond"]),
        ("for.end", &[]),
    ];
    edges
        .iter()
        .map(|(_, out)| out.iter().map(|s| id(s)).collect())
        .collect()
}

fn name(b: u32) -> &'static str {
    SUM_POS[b as usize]
}

#[test]
fn sum_pos_worked_example_rpo_and_dominator_tree() {
    let succs = sum_pos();
    let tree = DomTree::compute(&succs);
    // "The blocks of @sum_pos in RPO are entry, for.cond, for.body, if.then, if.end,
    // for.inc, for.end."
    let rpo: Vec<&str> = tree.rpo().iter().map(|&b| name(b)).collect();
    assert_eq!(rpo, SUM_POS);
    // The tree drawn in section 3: if.end's idom is for.body, not if.then.
    let idoms: Vec<(&str, Option<&str>)> =
        (0..7).map(|b| (name(b), tree.idom(b).map(name))).collect();
    assert_eq!(
        idoms,
        vec![
            ("entry", None),
            ("for.cond", Some("entry")),
            ("for.body", Some("for.cond")),
            ("if.then", Some("for.body")),
            ("if.end", Some("for.body")),
            ("for.inc", Some("if.end")),
            ("for.end", Some("for.cond")),
        ]
    );
    let kids: Vec<&str> = tree.children(2).iter().map(|&b| name(b)).collect();
    assert_eq!(kids, ["if.then", "if.end"]);
}

#[test]
fn sum_pos_dominance_table_of_step_9() {
    let tree = DomTree::compute(&sum_pos());
    let b = |n: &str| SUM_POS.iter().position(|&x| x == n).unwrap() as u32;
    // Rows of the lesson's dominance table (Definition 9.3.3, sdom for non-phi uses, dom of
    // the incoming block for phi uses).
    assert!(tree.strictly_dominates(b("for.cond"), b("if.then")));
    assert!(tree.strictly_dominates(b("for.cond"), b("for.end")));
    assert!(tree.dominates(b("for.cond"), b("for.body")));
    assert!(tree.dominates(b("if.then"), b("if.then")));
    assert!(tree.dominates(b("if.end"), b("for.inc")));
    assert!(tree.dominates(b("for.inc"), b("for.inc")));
    // The hypothetical %add in ret: if.then does not sdom for.end (path via for.body →
    // if.end), the W6 failure of the introduction.
    assert!(!tree.strictly_dominates(b("if.then"), b("for.end")));
    assert!(!tree.dominates(b("if.then"), b("if.end")));
}

#[test]
fn invoke_result_in_a_loop_header_with_a_back_edge_is_dominated() {
    // entry: invoke to %loop unwind %lpad; loop: br %loop.body or %exit;
    // loop.body: br %loop. opt-22 accepts `%x = add i32 %call, 1` in %loop: the only other
    // predecessor of %loop (loop.body) is dominated by %loop.
    let (entry, lp, body, exit, lpad) = (0, 1, 2, 3, 4);
    let succs = vec![vec![lp, lpad], vec![body, exit], vec![lp], vec![], vec![]];
    let tree = DomTree::compute(&succs);
    let preds = cfg::predecessors(&succs);
    assert!(tree.dominates_edge(entry, lp, lp, &preds[lp as usize]));
    assert!(tree.dominates_edge(entry, lp, exit, &preds[lp as usize]));
    // The unwind destination never sees the result.
    assert!(!tree.dominates_edge(entry, lp, lpad, &preds[lp as usize]));
}

#[test]
fn invoke_result_at_a_join_only_on_the_normal_edge() {
    // entry: br %inv or %other; inv: invoke to %join unwind %lpad; other: br %join.
    // opt-22: `phi [ %call, %inv ]` in %join is fine; `phi [ %call, %other ]` and
    // `add i32 %call, 1` in %join give "Instruction does not dominate all uses!".
    let (inv, other, join, lpad) = (1, 2, 3, 4);
    let succs = vec![
        vec![inv, other],
        vec![join, lpad],
        vec![join],
        vec![],
        vec![],
    ];
    let tree = DomTree::compute(&succs);
    let pj = &cfg::predecessors(&succs)[join as usize];
    assert!(tree.edge_dominates_phi_use(inv, join, join, inv, pj));
    assert!(!tree.edge_dominates_phi_use(inv, join, join, other, pj));
    assert!(!tree.dominates_edge(inv, join, join, pj));
}

#[test]
fn lesson_eh_example_call_reaches_cleanup_only_through_the_phi() {
    // @_Z6calleri of section 7: entry invokes to %cleanup unwind %lpad; lpad → catch or
    // ehcleanup; catch → cleanup. %call is used by `phi [ %call, %entry ]` in %cleanup.
    let (entry, lpad, catch, cleanup, ehcleanup) = (0, 1, 2, 3, 4);
    let succs = vec![
        vec![cleanup, lpad],
        vec![catch, ehcleanup],
        vec![cleanup],
        vec![],
        vec![],
    ];
    let tree = DomTree::compute(&succs);
    let pc = &cfg::predecessors(&succs)[cleanup as usize];
    assert!(tree.edge_dominates_phi_use(entry, cleanup, cleanup, entry, pc));
    assert!(!tree.edge_dominates_phi_use(entry, cleanup, cleanup, catch, pc));
    assert!(!tree.dominates_edge(entry, cleanup, cleanup, pc));
    assert!(!tree.dominates_edge(entry, cleanup, ehcleanup, pc));
}

#[test]
fn parallel_edges_dominate_nothing() {
    // switch with two cases into %j (Definition 9.3.1): neither copy of the edge dominates
    // %j, though the block 0 does.
    let succs = vec![vec![1, 2, 2], vec![2], vec![]];
    let tree = DomTree::compute(&succs);
    let pj = &cfg::predecessors(&succs)[2];
    assert!(tree.dominates(0, 2));
    assert!(!tree.dominates_edge(0, 2, 2, pj));
    // The phi use on the edge itself is still dominated, as in LLVM.
    assert!(tree.edge_dominates_phi_use(0, 2, 2, 0, pj));
    // `br i1 %c, label %m, label %m`: the only predecessor is the branching block, twice.
    let twice = vec![vec![1, 1], vec![]];
    let tree = DomTree::compute(&twice);
    assert!(tree.dominates(0, 1));
    assert!(!tree.dominates_edge(0, 1, 1, &[0, 0]));
}

#[test]
fn unreachable_blocks_follow_llvm() {
    // 0 → 1; 2 → 1 with 2 unreachable (Definition 9.3.2's convention).
    let succs = vec![vec![1], vec![], vec![1]];
    let tree = DomTree::compute(&succs);
    assert!(!tree.is_reachable(2));
    assert_eq!(tree.idom(2), None);
    assert_eq!(tree.dfs_interval(2), None);
    assert!(
        tree.dominates(1, 2),
        "an unreachable block is dominated by every block"
    );
    assert!(tree.strictly_dominates(1, 2));
    assert!(
        !tree.dominates(2, 1),
        "an unreachable block dominates nothing reachable"
    );
    assert_eq!(
        tree.idom(1),
        Some(0),
        "unreachable predecessors lie on no path"
    );
}

#[test]
fn chain_of_100000_blocks_does_not_overflow_the_stack() {
    let n = 100_000u32;
    // A chain with a back edge from every block to block 1: deep DFS, deep tree, and long
    // compression paths.
    let succs: Vec<Vec<u32>> = (0..n)
        .map(|b| {
            if b + 1 < n {
                vec![b + 1, 1.min(b)]
            } else {
                vec![1]
            }
        })
        .collect();
    let tree = DomTree::compute(&succs);
    for b in 1..n {
        assert_eq!(tree.idom(b), Some(b - 1));
    }
    assert!(tree.dominates(1, n - 1));
    assert!(!tree.dominates(n - 1, 1));
    assert_eq!(tree.dfs_interval(n - 1), Some((n - 1, n - 1)));
    assert_eq!(tree.dfs_interval(0), Some((0, n - 1)));
    assert_eq!(cfg::reverse_post_order(&succs).len(), n as usize);
    assert!(cfg::reachable(&succs).iter().all(|&r| r));
}

#[test]
fn switch_with_10000_cases_into_one_join() {
    // The lesson's pathological shape (section 5): 10^4 case blocks into one join, plus two
    // cases straight into the join (parallel edges).
    let k = 10_000u32;
    let join = k + 1;
    let mut succs: Vec<Vec<u32>> = vec![(1..=k).chain([join, join]).collect()];
    succs.extend((1..=k).map(|_| vec![join]));
    succs.push(vec![]);
    let tree = DomTree::compute(&succs);
    let preds = cfg::predecessors(&succs);
    assert_eq!(preds[join as usize].len(), k as usize + 2);
    assert_eq!(tree.idom(join), Some(0));
    assert_eq!(tree.children(0).len(), k as usize + 1);
    for case in 1..=k {
        assert!(!tree.dominates(case, join));
        assert!(!tree.dominates_edge(case, join, join, &preds[join as usize]));
        assert!(tree.edge_dominates_phi_use(case, join, join, case, &preds[join as usize]));
    }
    assert!(!tree.dominates_edge(0, join, join, &preds[join as usize]));
}
