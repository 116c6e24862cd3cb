; Definition 9.3.1: the case values of a switch are constants. Algorithm 9.3.7 step 3 (W5).
; RULE: W5
; EXPECT: w5-switch-case-not-constant.ll:9:5: error: case value is not a constant integer
; EXPECT:     i32 %k, label %a
; EXPECT:     ^
define i32 @f(i32 %v, i32 %k) {
entry:
  switch i32 %v, label %d [
    i32 %k, label %a
  ]
a:
  ret i32 1
d:
  ret i32 0
}
