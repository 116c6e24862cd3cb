; Definition 9.3.4 (W1 then W6), Algorithm 9.3.7 step 9: code after `br` opens an
; implicit unreachable block; a value defined there and used in a reachable block is not
; dominated by its definition ("a definition in an unreachable block used from a
; reachable one is an error").
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %z = add i32 %x, 1
; EXPECT:   %r = add i32 %z, 1
define i32 @f(i32 %x) {
entry:
  br label %exit
  %z = add i32 %x, 1
  br label %exit
exit:
  %r = add i32 %z, 1
  ret i32 %r
}
