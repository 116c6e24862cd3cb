; Definition 9.3.4 (W5): the switch constants have the switch value's type. The parser
; accepts an i64 case on an i32 switch; the verifier refuses it and prints the switch.
; RULE: W5
; EXPECT: Switch constants must all be same type as switch value!
; EXPECT:   switch i32 %v, label %d [
; EXPECT:     i32 0, label %a
; EXPECT:     i64 1, label %a
; EXPECT:   ]
define i32 @f(i32 %v) {
entry:
  switch i32 %v, label %d [
    i32 0, label %a
    i64 1, label %a
  ]
a:
  ret i32 1
d:
  ret i32 0
}
