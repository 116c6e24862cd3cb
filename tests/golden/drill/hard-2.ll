declare i64 @ext(i64)

define i64 @walk(i64 %a, i64 %b, i32 %k) {
entry:
  %v1 = mul i64 %b, %a
  %t2 = trunc i64 %a to i32
  br label %loop3
loop3:
  %i3 = phi i64 [ %b, %entry ], [ %i3.next, %loop3.body ]
  %acc3 = phi i64 [ %v1, %entry ], [ %acc3.next, %loop3.body ]
  %c3 = icmp slt i64 %i3, %a
  br i1 %c3, label %loop3.body, label %loop3.exit
loop3.body:
  %v4 = add nsw i64 7, 3
  %i3.next = add i64 %i3, 1
  %acc3.next = add i64 %acc3, %acc3
  br label %loop3
loop3.exit:
  br label %loop5
loop5:
  %i5 = phi i64 [ 0, %loop3.exit ], [ %i5.next, %loop5.body ]
  %c5 = icmp slt i64 %i5, %b
  br i1 %c5, label %loop5.body, label %loop5.exit
loop5.body:
  %v6 = add i64 %b, %i5.next
  %i5.next = add i64 %i5, 1
  br label %loop5
loop5.exit:
  %v7 = and i64 %acc3, %a
  br label %loop8
loop8:
  %i8 = phi i64 [ %i5, %loop5.exit ], [ %i8.next, %loop8.body ]
  %acc8 = phi i64 [ 0, %loop5.exit ], [ %acc8, %loop8.body ]
  %c8 = icmp slt i64 %i8, %i3
  br i1 %c8, label %loop8.body, label %loop8.exit
loop8.body:
  %r9 = call i64 @ext(i64 5)
  %i8.next = add i64 %i8, 1
  %acc8.next = add i64 %acc8, 8
  br label %loop8
loop8.exit:
  %v10 = add i64 9, %i8
  %t11 = trunc i64 6 to i32
  ret i64 %v7
}
