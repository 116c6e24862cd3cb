; Algorithm 9.3.7 steps 7 and 8; llvm-facts Order 4: in one block, the W4 check of its leading phis comes before the
; instructions' own checks (self-reference, step 8).
; RULE: W4
; EXPECT: PHI node entries do not match predecessors!
; EXPECT:   %p = phi i32 [ 1, %a ], [ 2, %a ]
; EXPECT: label %a
; EXPECT: label %entry
; EXPECT: Only PHI nodes may reference their own value!
; EXPECT:   %q = mul i32 %q, %p
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32 [ 1, %a ], [ 2, %a ]
  %q = mul i32 %q, %p
  ret i32 %p
}
