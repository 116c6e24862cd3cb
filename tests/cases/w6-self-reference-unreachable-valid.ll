; Algorithm 9.3.7 step 8, Definition 9.3.3 (a use in a block unreachable from b0 is
; dominated): the self-reference check is exempt in unreachable blocks, so this verifies.
; RULE: valid
define i32 @f(i32 %x) {
entry:
  ret i32 %x
dead:
  %y = add i32 %y, 1
  br label %dead
}
