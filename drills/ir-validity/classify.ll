; Section 7: a switch whose default is unreachable, joined by one phi.
define i32 @classify(i32 %op) {
entry:
  switch i32 %op, label %bad [
    i32 0, label %zero
    i32 1, label %one
    i32 7, label %seven
  ]
zero:
  br label %join
one:
  br label %join
seven:
  br label %join
bad:
  unreachable
join:
  %r = phi i32 [ 10, %zero ], [ 20, %one ], [ 30, %seven ]
  ret i32 %r
}
