; Definition 9.3.4 (W1, W2): a second `entry:` label. The parser appends to the block
; named entry, which moves it to the end of the function: %exit becomes the entry block
; and has a predecessor (Algorithm 9.3.7 step 5, reported first), and the block entry now
; holds two terminators (W1, "Terminator found in the middle of a basic block!").
; RULE: W2
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %exit
; EXPECT: Terminator found in the middle of a basic block!
; EXPECT: label %entry
define i32 @f(i32 %x) {
entry:
  br label %exit
exit:
  ret i32 %x
entry:
  ret i32 0
}
