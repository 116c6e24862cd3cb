; Llvm-facts Order 4: visitBasicBlock stops at the first bad phi of a block. Both phis of
; %join miss an entry; with --all only the first is reported. Algorithm 9.3.7 step 7.
; RULE: W4
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %p = phi i32 [ 1, %a ]
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32 [ 1, %a ]
  %q = phi i32 [ 2, %a ]
  %r = add i32 %p, %q
  ret i32 %r
}
