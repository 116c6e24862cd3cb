; Definition 9.3.4 (W4), a decoy: two edges from %entry to %m and two equal entries.
; RULE: valid
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %m, label %m
m:
  %p = phi i32 [ 5, %entry ], [ 5, %entry ]
  ret i32 %p
}
