define i64 @walk(i64 %a, i64 %b, i32 %k) {
entry:
  %c3 = icmp sgt i64 8, 6
  %c5 = icmp slt i64 %b, 4
  br i1 %c5, label %loop4, label %loop4.exit
loop4:
  %x4 = phi i64 [ %a, %entry ], [ %x4.next, %loop4 ]
  %c6 = icmp sle i64 6, %x4.next
  %x4.next = sub i64 %x4, %b
  %c4.more = icmp sgt i64 %x4.next, 0
  br i1 %c4.more, label %loop4, label %loop4.exit
loop4.exit:
  %x4.out = phi i64 [ %a, %entry ], [ %x4.next, %loop4 ]
  ret i64 %x4.out
}
