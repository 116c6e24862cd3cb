; Definition 9.3.4 (W4), Algorithm 9.3.7 step 7: two functions use the same block names in
; their phis; in the second, %b is not a predecessor of %join. Block names are resolved per
; function, whatever the first function's phis said.
; RULE: W4
; EXPECT: PHI node entries do not match predecessors!
; EXPECT:   %q = phi i32 [ 3, %a ], [ 4, %b ]
; EXPECT: label %b
; EXPECT: label %entry
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %p = phi i32 [ 1, %a ], [ 2, %b ]
  %q = phi i32 [ 3, %a ], [ 4, %b ]
  ret i32 %p
}

define i32 @g(i1 %c) {
entry:
  br i1 %c, label %b, label %join
b:
  br label %a
a:
  br label %join
join:
  %p = phi i32 [ 1, %a ], [ 2, %entry ]
  %q = phi i32 [ 3, %a ], [ 4, %b ]
  ret i32 %p
}
