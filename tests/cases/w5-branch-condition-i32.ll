; Definition 9.3.1 (`br i1 %c, label %t, label %f`) and 9.3.4 (W5: "a br condition is
; i1"). Algorithm 9.3.7 step 3.
; RULE: W5
; EXPECT: w5-branch-condition-i32.ll:9:6: error: branch condition must have 'i1' type
; EXPECT:   br i32 %x, label %a, label %b
; EXPECT:      ^
define i32 @f(i32 %x) {
entry:
  br i32 %x, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}
