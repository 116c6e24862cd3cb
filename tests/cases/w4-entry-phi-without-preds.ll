; Definition 9.3.4 (W2: "and therefore no phis") and W4: the entry block has no
; predecessors, yet its phi has an entry. Algorithm 9.3.7 step 5 passes (no predecessors);
; step 7 finds one entry for zero incoming edges.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ %x, %entry ]
define i32 @f(i32 %x) {
entry:
  %p = phi i32 [ %x, %entry ]
  ret i32 %p
}
