; Definition 9.3.4 (W4), Algorithm 9.3.7 step 7: the right number of entries, but one
; names %b, which does not branch to %join. LLVM sorts predecessors and entries by block
; creation order and prints the first pair that differs.
; RULE: W4
; EXPECT: PHI node entries do not match predecessors!
; EXPECT:   %p = phi i32 [ 1, %a ], [ 2, %b ]
; EXPECT: label %a
; EXPECT: label %entry
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
b:
  br label %join2
join:
  %p = phi i32 [ 1, %a ], [ 2, %b ]
  ret i32 %p
join2:
  ret i32 0
}
