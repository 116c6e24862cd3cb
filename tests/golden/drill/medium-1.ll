define i32 @count_digits(i64 %n) {
entry:
  br label %body
body:
  %v = phi i64 [ %n, %entry ], [ %v.next, %body ]
  %c = phi i32 [ 0, %entry ], [ %c.next, %body ]
  %v.next = sdiv i64 %v, 10
  %c.next = add nuw nsw i32 %c, 1
  %more = icmp ne i64 %v.next, 0
  br i1 %more, label %body, label %exit
exit:
  %digits = phi i32 [ %c.next, %body ]
  ret i32 %digits
dead:
  br label %entry
}
