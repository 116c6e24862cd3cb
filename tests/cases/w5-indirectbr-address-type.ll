; Definition 9.3.1 (`indirectbr ptr %a, [...]`) and 9.3.4 (W5): the address operand is a
; pointer. Algorithm 9.3.7 step 3.
; RULE: W5
; EXPECT: w5-indirectbr-address-type.ll:9:14: error: indirectbr address must have pointer type
; EXPECT:   indirectbr i64 %a, [label %x]
; EXPECT:              ^
define i32 @f(i64 %a) {
entry:
  indirectbr i64 %a, [label %x]
x:
  ret i32 0
}
