//! Control-flow graphs: successors with multiplicity, predecessors, RPO, dominator tree.
