; Algorithm 9.3.7 step 8 before step 9: the self-reference is checked first and
; suppresses that instruction's dominance checks, although %later does not dominate it.
; RULE: W6
; EXPECT: Only PHI nodes may reference their own value!
; EXPECT:   %y = add i32 %y, %later
define i32 @f(i32 %x) {
entry:
  br label %loop
loop:
  %y = add i32 %y, %later
  %later = add i32 %x, 1
  %c = icmp slt i32 %y, %x
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %x
}
