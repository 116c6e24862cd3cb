; Definition 9.3.1 (switch successors with multiplicity): three edges into %join from
; %entry (default and two cases) and three equal entries: valid (W4).
; RULE: valid
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %join [
    i32 1, label %join
    i32 2, label %join
    i32 3, label %three
  ]
three:
  br label %join
join:
  %r = phi i32 [ 0, %entry ], [ 0, %entry ], [ 0, %entry ], [ 3, %three ]
  ret i32 %r
}
