; Definition 9.3.4 (W4), Algorithm 9.3.7 step 7: a block nobody branches to has zero
; incoming edges, so a phi entry there is one too many.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ %x, %entry ]
define i32 @f(i32 %x) {
entry:
  ret i32 %x
dead:
  %p = phi i32 [ %x, %entry ]
  ret i32 %p
}
