; Definition 9.3.1 and Algorithm 9.3.6 (a counted loop by hand) written with numbered
; values and blocks only, the way clang -O0 prints them.
; RULE: valid
define i32 @f(i32 %0) {
  br label %2
2:
  %3 = phi i32 [ 0, %1 ], [ %6, %5 ]
  %4 = icmp slt i32 %3, %0
  br i1 %4, label %5, label %7
5:
  %6 = add nsw i32 %3, 1
  br label %2
7:
  ret i32 %3
}
