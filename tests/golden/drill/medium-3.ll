define i64 @mix(i64 %a, i64 %b) {
entry:
  %v1 = mul i64 %b, 9
  %c3 = icmp eq i64 %b, %b
  %c5 = icmp ne i64 %v1, %a
  br i1 %c5, label %loop4, label %loop4.exit
loop4:
  %x4 = phi i64 [ %a, %entry ], [ %x4.next, %loop4 ]
  %t6 = trunc i64 %v1 to i32
  %x4.next = sub i64 %x4, 2
  %c4.more = icmp sgt i64 %x4.next, 0
  br i1 %c4.more, label %loop4, label %loop4.exit
loop4.exit:
  %x4.out = phi i64 [ %a, %entry ], [ %x4.next, %loop4 ]
  %v7 = add i64 4, 3
  %c8 = icmp sle i64 %v1, 6
  br label %loop9
loop9:
  %i9 = phi i64 [ 0, %loop4.exit ], [ %i9.next, %loop9.body ]
  %acc9 = phi i64 [ 0, %loop4.exit ], [ %acc9.next, %loop9.body ]
  %c9 = icmp slt i64 %i9, %v1
  br i1 %c9, label %loop9.body, label %loop9.exit
loop9.body:
  %c10 = icmp eq i64 8, 5
  %i9.next = add i64 %i9, 1
  %acc9.next = add i64 %acc9, %acc9.next
  br label %loop9
loop9.exit:
  %c11 = icmp slt i64 %x4.out, %x4.out
  %c13 = icmp sge i64 %x4.out, %b
  br i1 %c13, label %loop12, label %loop12.exit
loop12:
  %x12 = phi i64 [ %v7, %loop9.exit ], [ %x12.next, %loop12 ]
  %s14 = select i1 %c9, i64 %i9, i64 %acc9
  %x12.next = sub i64 %x12, %s14
  %c12.more = icmp sgt i64 %x12.next, 0
  br i1 %c12.more, label %loop12, label %loop12.exit
loop12.exit:
  %x12.out = phi i64 [ %v7, %loop9.exit ], [ %x12.next, %loop12 ]
  ret i64 %acc9
}
