; Section 7 of lesson 9.3, dup2.ll: two entries for %entry, but with different values:
; "one block cannot pass two different values to the same phi" (Definition 9.3.4, W4:
; "entries for the same predecessor carry the same value"). Algorithm 9.3.7 step 7.
; RULE: W4
; EXPECT: PHI node has multiple entries for the same basic block with different incoming values!
; EXPECT:   %r = phi i32 [ 10, %entry ], [ 11, %entry ], [ 20, %other ]
; EXPECT: label %entry
; EXPECT: i32 11
; EXPECT: i32 10
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %other [ i32 1, label %join
                               i32 2, label %join ]
other:
  br label %join
join:
  %r = phi i32 [ 10, %entry ], [ 11, %entry ], [ 20, %other ]
  ret i32 %r
}
