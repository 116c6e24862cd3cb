declare i64 @ext(i64)

define i64 @walk(i64 %a, i64 %b, i32 %k) {
entry:
  %v1 = mul i64 %b, %a
  %c3 = icmp eq i64 %a, %a
  br i1 %c3, label %if2.then, label %if2.end
if2.then:
  %c4 = icmp eq i64 %b, 6
  br label %if2.end
if2.end:
  %m2 = phi i64 [ %b, %if2.then ], [ %a, %entry ]
  %v5 = add nsw i64 %a, %b
  %v6 = mul i64 %v1, %a
  %c8 = icmp sge i64 %b, 5
  br i1 %c8, label %loop7, label %loop7.exit
loop7:
  %x7 = phi i64 [ %a, %if2.end ], [ %x7.next, %loop7 ]
  %v9 = mul i64 %v6, %v6
  %x7.next = sub i64 %x7, %v5
  %c7.more = icmp sgt i64 %x7.next, 0
  br i1 %c7.more, label %loop7, label %loop7.exit
loop7.exit:
  %x7.out = phi i64 [ %a, %if2.end ], [ %x7.next, %loop7 ]
  %c10 = icmp sgt i64 %r11, 7
  %r11 = call i64 @ext(i64 5)
  ret i64 %m2
}
