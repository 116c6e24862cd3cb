; Definition 9.3.1 (successors with multiplicity) and 9.3.4 (W4): `br i1 %c, label %m,
; label %m` is two edges to %m, so its phi needs two entries. Algorithm 9.3.7 step 7.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 5, %entry ]
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %m, label %m
m:
  %p = phi i32 [ 5, %entry ]
  ret i32 %p
}
