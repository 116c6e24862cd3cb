; Definition 9.3.4 (W4), Algorithm 9.3.7 step 7, llvm-facts: predecessors and entries are
; compared sorted by block creation order, and a block is created at its first textual
; mention: %late is mentioned (in entry's branch) before %early is defined.
; RULE: W4
; EXPECT: PHI node entries do not match predecessors!
; EXPECT:   %p = phi i32 [ 1, %other ], [ 2, %late ]
; EXPECT: label %other
; EXPECT: label %early
define i32 @f(i1 %c, i1 %d) {
entry:
  br i1 %c, label %late, label %early
early:
  br i1 %d, label %join, label %other
other:
  br label %exit
late:
  br label %join
join:
  %p = phi i32 [ 1, %other ], [ 2, %late ]
  ret i32 %p
exit:
  ret i32 0
}
