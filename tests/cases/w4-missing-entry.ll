; Definition 9.3.4 (W4): every phi in block b has exactly one entry per incoming edge of b.
; Algorithm 9.3.7 step 7: %join has two predecessors, the phi one entry.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 1, %a ]
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32 [ 1, %a ]
  ret i32 %p
}
