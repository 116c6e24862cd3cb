; Definition 9.3.4 (W3): in every block, all phi instructions come before any other
; instruction. Algorithm 9.3.7 step 6: the phi follows an `add`.
; RULE: W3
; EXPECT: PHI nodes not grouped at top of basic block!
; EXPECT:   %p = phi i32 [ 1, %entry ], [ 2, %a ]
; EXPECT: label %join
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %y = add i32 %x, 1
  %p = phi i32 [ 1, %entry ], [ 2, %a ]
  %r = add i32 %p, %y
  ret i32 %r
}
