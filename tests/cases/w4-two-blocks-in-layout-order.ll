; Llvm-facts Order 4: blocks are visited in layout order, so the bad phi of %second (laid
; out first) is reported before the one of %first. Algorithm 9.3.7 step 7.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %q = phi i32 [ 2, %entry ], [ 3, %entry ]
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 1, %entry ]
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %first, label %second
second:
  %q = phi i32 [ 2, %entry ], [ 3, %entry ]
  br label %first
first:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
