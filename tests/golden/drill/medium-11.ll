define i64 @churn(i64 %a, i64 %b) {
entry:
  switch i64 %b, label %sw1.default [
    i64 1, label %sw1.c0
    i64 3, label %sw1.c1
    i64 5, label %sw1.c2
    i64 7, label %sw1.end
    i64 9, label %sw1.end
  ]
sw1.c0:
  %v2 = xor i64 %a, %b
  br label %sw1.end
sw1.c1:
  %t3 = trunc i64 %a to i32
  br label %sw1.end
sw1.c2:
  br label %sw1.end
sw1.c0:
  unreachable
sw1.default:
  unreachable
sw1.end:
  %m1 = phi i64 [ %a, %sw1.c0 ], [ %a, %sw1.c1 ], [ %a, %sw1.c2 ], [ %a, %entry ], [ %a, %entry ]
  %v4 = sub i64 6, %b
  ret i64 %m1
}
