; Definition 9.3.4 (W4): "entries for the same predecessor carry the same value". Two
; edges from %entry, two different values. LLVM prints the block, then the later-created
; value, then the earlier one. Algorithm 9.3.7 step 7.
; RULE: W4
; EXPECT: PHI node has multiple entries for the same basic block with different incoming values!
; EXPECT:   %p = phi i32 [ %y, %entry ], [ %x, %entry ]
; EXPECT: label %entry
; EXPECT: i32 %y
; EXPECT: i32 %x
define i32 @f(i1 %c, i32 %x, i32 %y) {
entry:
  br i1 %c, label %m, label %m
m:
  %p = phi i32 [ %y, %entry ], [ %x, %entry ]
  ret i32 %p
}
