; Algorithm 9.3.7 steps 6 and 9; llvm-facts Order 4: per block, in layout order: %early's misplaced phi (W3, step 6) is
; laid out before %late's bad use (W6, step 9) and is reported first.
; RULE: W3
; EXPECT: PHI nodes not grouped at top of basic block!
; EXPECT:   %p = phi i32 [ 0, %entry ]
; EXPECT: label %early
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %y = add i32 %x, 1
; EXPECT:   %z = add i32 %y, 1
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %early, label %late
early:
  %y = add i32 %x, 1
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
late:
  %z = add i32 %y, 1
  ret i32 %z
}
