; A diamond and its select twin (Proposition 9.3.10): both compute |a - b|.
define i64 @abs_diff(i64 %a, i64 %b) {
entry:
  %lt = icmp slt i64 %a, %b
  br i1 %lt, label %then, label %else
then:
  %d1 = sub i64 %b, %a
  br label %join
else:
  %d2 = sub i64 %a, %b
  br label %join
join:
  %d = phi i64 [ %d1, %then ], [ %d2, %else ]
  %e1 = sub i64 %b, %a
  %e2 = sub i64 %a, %b
  %e = select i1 %lt, i64 %e1, i64 %e2
  %same = icmp eq i64 %d, %e
  %r = select i1 %same, i64 %d, i64 -1
  ret i64 %r
}
