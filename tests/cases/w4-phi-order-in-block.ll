; Algorithm 9.3.7 steps 7 and 9; llvm-facts Order 4: in a block, the phi checks (step 7) run before the instructions'
; dominance checks (step 9): the block's bad phi is reported before the bad use below it.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 1, %a ]
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %v = add i32 1, 2
; EXPECT:   %w = add i32 %v, %p
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  %v = add i32 1, 2
  br label %join
join:
  %p = phi i32 [ 1, %a ]
  %w = add i32 %v, %p
  ret i32 %w
}
