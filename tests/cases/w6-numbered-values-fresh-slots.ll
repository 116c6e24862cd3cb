; Algorithm 9.3.7 step 9 on numbered values: LLVM prints unnamed values with fresh slot
; numbers of the function (here the source uses gaps: %5, %9).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %3 = add i32 1, 2
; EXPECT:   %5 = add i32 %3, 1
define i32 @f(i1 %0) {
  br i1 %0, label %3, label %7
3:
  %5 = add i32 1, 2
  br label %7
7:
  %9 = add i32 %5, 1
  ret i32 %9
}
