; Definition 9.3.8 (select i1 %c, ...) and 9.3.4 (W5), Algorithm 9.3.7 step 3: the
; condition of a select must be i1 (or a vector of i1).
; RULE: W5
; EXPECT: w5-select-condition.ll:9:15: error: select condition must be i1 or <n x i1>
; EXPECT:   %r = select i32 %c, i32 %x, i32 %y
; EXPECT:               ^
define i32 @f(i32 %c, i32 %x, i32 %y) {
entry:
  %r = select i32 %c, i32 %x, i32 %y
  ret i32 %r
}
