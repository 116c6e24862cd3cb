; Definition 9.3.3: in the same block, i_v must come before i. Algorithm 9.3.7 step 9.
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %b = add i32 %x, 1
; EXPECT:   %a = add i32 %b, 1
define i32 @f(i32 %x) {
entry:
  %a = add i32 %b, 1
  %b = add i32 %x, 1
  ret i32 %a
}
