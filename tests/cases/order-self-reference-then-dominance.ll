; Algorithm 9.3.7 steps 8 and 9; llvm-facts Order 4: within a block, instruction by instruction: %s's self-reference
; (step 8) comes before %t's dominance error (step 9).
; RULE: W6
; EXPECT: Only PHI nodes may reference their own value!
; EXPECT:   %s = add i32 %s, 1
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %u = add i32 %x, 2
; EXPECT:   %t = add i32 %u, 1
define i32 @f(i32 %x) {
entry:
  br label %b
b:
  %s = add i32 %s, 1
  %t = add i32 %u, 1
  %u = add i32 %x, 2
  ret i32 %t
}
