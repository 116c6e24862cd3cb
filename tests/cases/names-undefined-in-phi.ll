; Algorithm 9.3.7 step 2: an undefined value in a phi entry.
; RULE: names
; EXPECT: names-undefined-in-phi.ll:12:33: error: use of undefined value '%ghost'
; EXPECT:   %p = phi i32 [ 0, %entry ], [ %ghost, %a ]
; EXPECT:                                 ^
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32 [ 0, %entry ], [ %ghost, %a ]
  ret i32 %p
}
