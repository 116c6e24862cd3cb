; Definition 9.3.4 (W1): every block ends in exactly one terminator.
; Algorithm 9.3.7 step 1: "a label follows a non-terminator": the caret is at column 1 of
; the label, since the parser wanted an instruction opcode there.
; RULE: W1
; EXPECT: w1-label-after-nonterminator.ll:11:1: error: expected instruction opcode
; EXPECT: next:
; EXPECT: ^
define i32 @f(i32 %x) {
entry:
  %y = add i32 %x, 1
next:
  ret i32 %y
}
