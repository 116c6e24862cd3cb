; Llvm-facts Order 3, Algorithm 9.3.7 step 5 before step 7: the entry-block check runs
; first in each function (Verifier::visitFunction), so W2 is reported before the bad phi
; of block %a although that block comes first in the layout after entry.
; RULE: W2
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %entry
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 1, %entry ], [ 2, %b ]
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %p = phi i32 [ 1, %entry ], [ 2, %b ]
  ret i32 %p
b:
  br label %entry
}
