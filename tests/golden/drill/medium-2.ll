declare i64 @ext(i64)

define i64 @drift(i64 %a, i64 %b) {
entry:
  %v1 = mul i64 %a, %b
  %c3 = icmp sge i64 %a, %a
  br i1 %c3, label %loop2, label %loop2.exit
loop2:
  %x2 = phi i64 [ %a, %entry ], [ %x2.next, %loop2 ]
  %c4 = icmp slt i64 %x2, 5
  %v5 = add nsw i64 %v9, 3
  %x2.next = sub i64 %x2, %v1
  %c2.more = icmp sgt i64 %x2.next, 0
  br i1 %c2.more, label %loop2, label %loop2.exit
loop2.exit:
  %x2.out = phi i64 [ %a, %entry ], [ %x2.next, %loop2 ]
  br label %loop6
loop6:
  %i6 = phi i64 [ 0, %loop2.exit ], [ %i6.next, %loop6.body ]
  %c6 = icmp slt i64 %i6, %b
  br i1 %c6, label %loop6.body, label %loop6.exit
loop6.body:
  %t7 = trunc i64 %b to i32
  %i6.next = add i64 %i6, 1
  br label %loop6
loop6.exit:
  %r8 = call i64 @ext(i64 %a)
  %v9 = and i64 %v1, %i6
  ret i64 %r8
}
