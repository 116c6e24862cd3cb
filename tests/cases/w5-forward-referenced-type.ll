; Definition 9.3.4 (W5), Algorithm 9.3.7 step 3: %y is used (as i32) before it is defined
; (as i64); the parser reports it at the definition.
; RULE: W5
; EXPECT: w5-forward-referenced-type.ll:14:3: error: instruction forward referenced with type 'i32'
; EXPECT:   %y = add i64 1, 2
; EXPECT:   ^
define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
b:
  %z = add i32 %y, 1
  ret i32 %z
a:
  %y = add i64 1, 2
  ret i32 0
}
