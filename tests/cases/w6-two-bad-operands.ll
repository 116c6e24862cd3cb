; Llvm-facts W6: one message per bad operand. Both operands of %r are defined in blocks
; that do not dominate %join. Algorithm 9.3.7 step 9.
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %x = add i32 1, 2
; EXPECT:   %r = add i32 %x, %y
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %y = add i32 3, 4
; EXPECT:   %r = add i32 %x, %y
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %t, label %e
t:
  %x = add i32 1, 2
  br label %join
e:
  %y = add i32 3, 4
  br label %join
join:
  %r = add i32 %x, %y
  ret i32 %r
}
