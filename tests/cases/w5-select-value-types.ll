; Definition 9.3.8 and 9.3.4 (W5), Algorithm 9.3.7 step 3: both values of a select have
; the same type.
; RULE: W5
; EXPECT: w5-select-value-types.ll:9:15: error: both values to select must have same type
; EXPECT:   %r = select i1 %c, i32 %x, i64 %y
; EXPECT:               ^
define i32 @f(i1 %c, i32 %x, i64 %y) {
entry:
  %r = select i1 %c, i32 %x, i64 %y
  ret i32 %r
}
