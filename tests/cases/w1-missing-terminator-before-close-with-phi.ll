; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1: a join block with a phi and no
; terminator; the parser stops at the `}` before any phi rule (step 7) is looked at.
; RULE: W1
; EXPECT: w1-missing-terminator-before-close-with-phi.ll:17:1: error: expected instruction opcode
; EXPECT: }
; EXPECT: ^
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %r = phi i32 [ 1, %a ], [ 2, %b ]
  %s = add i32 %r, 1
}
