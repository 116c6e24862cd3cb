; Definition 9.3.1: a switch's successors are <d, b1, ..., bk> with multiplicity: the
; default and a case both go to %j, two edges. Algorithm 9.3.7 step 7 (W4).
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 0, %entry ], [ 1, %k ]
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %j [
    i32 3, label %j
    i32 4, label %k
  ]
k:
  br label %j
j:
  %p = phi i32 [ 0, %entry ], [ 1, %k ]
  ret i32 %p
}
