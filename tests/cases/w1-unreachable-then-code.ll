; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1: `unreachable` is a terminator
; (Definition 9.3.1: "executing it is undefined behavior"); the store after it starts an
; implicit block that never gets a terminator.
; RULE: W1
; EXPECT: w1-unreachable-then-code.ll:12:1: error: expected instruction opcode
; EXPECT: }
; EXPECT: ^
define void @f(ptr %p) {
entry:
  unreachable
  store i32 0, ptr %p, align 4
}
