; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1: a block holding only a phi is followed by
; a label; a phi is not a terminator.
; RULE: W1
; EXPECT: w1-label-after-phi.ll:12:1: error: expected instruction opcode
; EXPECT: b:
; EXPECT: ^
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %p = phi i32 [ 0, %entry ]
b:
  ret i32 0
}
