; Algorithm 9.3.7 step 2: a branch to a block that is never defined is a use of an
; undefined name (labels are local names too).
; RULE: names
; EXPECT: names-undefined-label.ll:9:12: error: use of undefined value '%nowhere'
; EXPECT:   br label %nowhere
; EXPECT:            ^
define void @f() {
entry:
  br label %nowhere
}
