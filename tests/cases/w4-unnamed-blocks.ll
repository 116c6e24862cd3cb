; Definition 9.3.4 (W4), Algorithm 9.3.7 step 7 on numbered blocks: the phi names %1
; where the predecessor is %2. Unnamed values are printed with the slot numbers of the
; function.
; RULE: W4
; EXPECT: PHI node entries do not match predecessors!
; EXPECT:   %5 = phi i32 [ 1, %2 ], [ 2, %1 ]
; EXPECT: label %1
; EXPECT: label %2
define i32 @f(i1 %0) {
  br i1 %0, label %2, label %3
2:
  br label %4
3:
  br label %4
4:
  %5 = phi i32 [ 1, %2 ], [ 2, %1 ]
  ret i32 %5
}
