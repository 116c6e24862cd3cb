; Definition 9.3.4 (W3 before W4/W6): a misplaced phi is not checked by step 7 of
; Algorithm 9.3.7 and its dominance errors (step 9) are suppressed: its entry count is
; wrong and its value %late does not dominate %a, yet only the W3 message appears.
; RULE: W3
; EXPECT: PHI nodes not grouped at top of basic block!
; EXPECT:   %p = phi i32 [ %late, %a ]
; EXPECT: label %join
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %y = add i32 %x, 1
  %p = phi i32 [ %late, %a ]
  %late = add i32 %y, 2
  ret i32 %p
}
