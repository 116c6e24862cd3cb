declare i64 @ext(i64)

define i64 @walk(i64 %a, i64 %b, i32 %k) {
entry:
  switch i64 %a, label %sw1.end [
    i64 1, label %sw1.c0
    i64 3, label %sw1.c1
    i64 5, label %sw1.end
    i64 7, label %sw1.c0
  ]
sw1.c0:
  %c2 = icmp sgt i64 %a, 6
  br label %sw1.end
sw1.c1:
  %v3 = xor i64 2, %b
  br label %sw1.end
sw1.end:
  %m1 = phi i64 [ %a, %entry ], [ %a, %sw1.c0 ], [ %b, %sw1.c1 ], [ %a, %entry ]
  %c4 = icmp sgt i64 %a, 1
  %c5 = icmp sle i64 %a, %m1
  %v6 = xor i64 5, %b
  br label %loop7
loop7:
  %i7 = phi i64 [ 0, %sw1.end ], [ %i7.next, %loop7.body ]
  %c7 = icmp slt i64 %i7, %m1
  br i1 %c7, label %loop7.body, label %loop7.exit
loop7.body:
  %v8 = sub i64 %b, %i7.next
  %i7.next = add i64 %i7, 1
  br label %loop7
loop7.exit:
  %w9 = sext i32 %k to i64
  %c11 = icmp sgt i64 %v6, %v6
  br i1 %c11, label %if10.then, label %if10.end
if10.then:
  %w12 = sext i32 %k to i64
  %w13 = sext i32 %k to i64
  %s14 = select i1 %c4, i64 9, i64 %i7
  br label %if10.end
if10.end:
  %m10 = phi i64 [ %w12, %if10.then ], [ %w9, %loop7.exit ]
  %w15 = sext i32 %k to i64
  %v16 = add nsw i64 1, %b
  %c18 = icmp sge i64 %m10, %v16
  br i1 %c18, label %if17.then, label %if17.end
if17.then:
  %r19 = call i64 @ext(i64 %m10)
  %v20 = add i64 %m1, 7
  br label %if17.end
if17.end:
  %m17 = phi i64 [ %m1, %if17.then ], [ %m10, %if10.end ]
  %c21 = icmp sle i64 %w15, 6
  %c22 = icmp ne i64 %m17, %v16
  ret i64 %i7
dead:
  %dead.v = add i64 %i7.next, %i7.next
  unreachable
dead1:
  %dead.v1 = add i64 %m1, %m1
  unreachable
}
