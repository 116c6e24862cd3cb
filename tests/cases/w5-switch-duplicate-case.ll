; Definition 9.3.1: "the c_j distinct constants". Algorithm 9.3.7 step 3 (W5).
; RULE: W5
; EXPECT: w5-switch-duplicate-case.ll:10:5: error: duplicate case value in switch
; EXPECT:     i32 1, label %d
; EXPECT:     ^
define i32 @f(i32 %v) {
entry:
  switch i32 %v, label %d [
    i32 1, label %a
    i32 1, label %d
  ]
a:
  ret i32 1
d:
  ret i32 0
}
