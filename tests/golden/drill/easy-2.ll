define i64 @drift(i64 %a, i64 %b) {
entry:
  %v1 = mul i64 %a, %b
  %c3 = icmp sge i64 %a, %a
  br i1 %c3, label %loop2, label %loop2.exit
loop2:
  %x2 = phi i64 [ %a, %entry ], [ %x2.next, %loop2 ]
  %v4 = sub i64 %x2.next, 5
  %x2.next = sub i64 %x2, %b
  %c2.more = icmp sgt i64 %x2.next, 0
  br i1 %c2.more, label %loop2, label %loop2.exit
loop2.exit:
  %x2.out = phi i64 [ %a, %entry ], [ %x2.next, %loop2 ]
  %v5 = add nsw i64 %a, %b
  %v6 = mul i64 %v1, %a
  ret i64 %a
}
