; Algorithm 9.3.7 step 2 (a decoy): LLVM 22 accepts numbered values and labels that skip
; numbers, as long as they increase (%0 argument, %1 entry block, then %4, block 7, %9).
; RULE: valid
define i32 @f(i32) {
  %4 = add i32 %0, 1
  br label %7
7:
  %9 = mul i32 %4, 2
  ret i32 %9
}
