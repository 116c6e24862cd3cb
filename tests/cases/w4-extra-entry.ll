; Definition 9.3.4 (W4): "no entry names a non-predecessor". Algorithm 9.3.7 step 7: three
; entries for two incoming edges.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 1, %a ], [ 2, %entry ], [ 3, %b ]
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
b:
  br label %exit
join:
  %p = phi i32 [ 1, %a ], [ 2, %entry ], [ 3, %b ]
  ret i32 %p
exit:
  ret i32 0
}
