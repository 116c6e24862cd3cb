; Algorithm 9.3.7 step 2: unnamed blocks take numbers too; after %0 (argument), %1 (entry
; block) and %2, a label numbered 1 goes backwards.
; RULE: names
; EXPECT: names-label-numbered-out-of-order.ll:10:1: error: label expected to be numbered '3' or greater
; EXPECT: 1:
; EXPECT: ^
define i32 @f(i32) {
  %2 = add i32 %0, 1
  br label %1
1:
  ret i32 %2
}
