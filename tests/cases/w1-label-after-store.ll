; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1: a `store` is not a terminator, so the
; label after it is where the parser expected an instruction opcode.
; RULE: W1
; EXPECT: w1-label-after-store.ll:10:1: error: expected instruction opcode
; EXPECT: done:
; EXPECT: ^
define void @f(ptr %p, i32 %x) {
entry:
  store i32 %x, ptr %p, align 4
done:
  ret void
}
