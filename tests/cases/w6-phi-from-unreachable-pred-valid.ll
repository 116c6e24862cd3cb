; Definition 9.3.3: phi entries from unreachable predecessors are exempt; %dead is
; unreachable and passes %t's %v, which does not dominate %dead.
; RULE: valid
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %t, label %join
t:
  %v = add i32 1, 2
  br label %join
dead:
  br label %join
join:
  %p = phi i32 [ 0, %entry ], [ %v, %t ], [ %v, %dead ]
  ret i32 %p
}
