; Llvm-facts Order 4: errors interleave per block in layout order, not per rule: the
; dominance error of %b (laid out first) comes before the W4 error of %join. Algorithm 9.3.7
; steps 7 and 9, Definition 9.3.4 (W6 reported first).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %v = add i32 1, 2
; EXPECT:   %u = add i32 %v, 1
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 1, %a ]
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
b:
  %u = add i32 %v, 1
  br label %join
a:
  %v = add i32 1, 2
  br label %join
join:
  %p = phi i32 [ 1, %a ]
  ret i32 %p
}
