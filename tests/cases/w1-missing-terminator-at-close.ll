; Definition 9.3.4 (W1): every block ends in exactly one terminator and contains no other.
; Algorithm 9.3.7 step 1: the last block ends in an `add`, so the parser meets `}` where
; it expects another instruction and reports it at the brace.
; RULE: W1
; EXPECT: w1-missing-terminator-at-close.ll:11:1: error: expected instruction opcode
; EXPECT: }
; EXPECT: ^
define i32 @f(i32 %x) {
entry:
  %y = add i32 %x, 1
}
