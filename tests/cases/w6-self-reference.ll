; Definition 9.3.4 (W6: "in particular no non-phi instruction uses its own result"),
; Algorithm 9.3.7 step 8: "Only PHI nodes may reference their own value!".
; RULE: W6
; EXPECT: Only PHI nodes may reference their own value!
; EXPECT:   %y = add i32 %y, 1
define i32 @f(i32 %x) {
entry:
  br label %loop
loop:
  %y = add i32 %y, 1
  %c = icmp slt i32 %y, %x
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %x
}
