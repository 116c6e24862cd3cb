; Definition 9.3.3 across a switch: %v is defined in case block %one and used in the
; default block %other, which %one does not dominate. Algorithm 9.3.7 step 9 (W6).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %v = mul i32 %x, 3
; EXPECT:   %r = add i32 %v, 1
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 1, label %one
  ]
one:
  %v = mul i32 %x, 3
  br label %other
other:
  %r = add i32 %v, 1
  ret i32 %r
}
