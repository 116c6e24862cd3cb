; Algorithm 9.3.7 step 2: numbered values are defined in increasing order; after %0 (the
; argument) and %1 (the unnamed entry block) the next instruction must be %2 or greater.
; RULE: names
; EXPECT: names-numbered-out-of-order.ll:8:3: error: instruction expected to be numbered '%2' or greater
; EXPECT:   %1 = add i32 %0, 1
; EXPECT:   ^
define i32 @f(i32) {
  %1 = add i32 %0, 1
  ret i32 %1
}
