; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1: a label defined twice. The parser reuses
; the block and appends the second body to it, so the first `br` ends up in the middle
; of a block: "Terminator found in the middle of a basic block!".
; RULE: W1
; EXPECT: Terminator found in the middle of a basic block!
; EXPECT: label %a
define i32 @f(i32 %x) {
entry:
  br label %a
a:
  br label %b
b:
  ret i32 0
a:
  ret i32 %x
}
