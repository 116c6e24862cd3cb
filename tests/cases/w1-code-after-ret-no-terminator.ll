; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1: "if code follows a terminator".
; Code after `ret` is no error by itself: it starts an implicit unnamed block. That block
; has no terminator, so the error is reported at the `}`.
; RULE: W1
; EXPECT: w1-code-after-ret-no-terminator.ll:12:1: error: expected instruction opcode
; EXPECT: }
; EXPECT: ^
define i32 @f(i32 %x) {
entry:
  ret i32 %x
  %z = add i32 %x, 2
}
