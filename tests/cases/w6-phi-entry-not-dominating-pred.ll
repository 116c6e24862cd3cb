; Definition 9.3.3, phi case: v must dominate the predecessor p, not the phi's block. %v
; is defined in %t, which does not dominate %entry. Algorithm 9.3.7 step 9.
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %v = add i32 1, 2
; EXPECT:   %p = phi i32 [ %v, %entry ], [ %v, %t ]
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %t, label %join
t:
  %v = add i32 1, 2
  br label %join
join:
  %p = phi i32 [ %v, %entry ], [ %v, %t ]
  ret i32 %p
}
