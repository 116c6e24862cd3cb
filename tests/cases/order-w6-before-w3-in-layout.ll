; Llvm-facts Order 4: the same two errors with the blocks swapped: now the dominance error
; (step 9) of the first block in the layout is reported before the W3 error (step 6),
; although Algorithm 9.3.7 lists step 6 first: LLVM interleaves per block.
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %y = add i32 %x, 1
; EXPECT:   %z = add i32 %y, 1
; EXPECT: PHI nodes not grouped at top of basic block!
; EXPECT:   %p = phi i32 [ 0, %entry ]
; EXPECT: label %early
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %early, label %late
late:
  %z = add i32 %y, 1
  ret i32 %z
early:
  %y = add i32 %x, 1
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}
