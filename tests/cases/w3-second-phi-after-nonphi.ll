; Definition 9.3.4 (W3), Algorithm 9.3.7 step 6: two phis at the top are fine, the third
; comes after a `mul` and is misplaced.
; RULE: W3
; EXPECT: PHI nodes not grouped at top of basic block!
; EXPECT:   %r = phi i32 [ %x, %entry ], [ 5, %a ]
; EXPECT: label %join
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32 [ 1, %entry ], [ 2, %a ]
  %q = phi i32 [ 3, %entry ], [ 4, %a ]
  %m = mul i32 %p, %q
  %r = phi i32 [ %x, %entry ], [ 5, %a ]
  %s = add i32 %m, %r
  ret i32 %s
}
