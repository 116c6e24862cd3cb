define i64 @walk(i64 %a, i64 %b, i32 %k) {
entry:
  %v1 = mul i64 %b, %a
  %c3 = icmp eq i64 %a, %a
  br i1 %c3, label %if2.then, label %if2.end
if2.then:
  %c4 = icmp slt i64 5, 5
  br label %if2.end
if2.end:
  %m2 = phi i64 [ %v1, %if2.then ], [ %a, %entry ]
  %v5 = and i64 3, %v6
  %v6 = mul i64 %m2, 8
  %c8 = icmp sge i64 %b, 5
  br i1 %c8, label %loop7, label %loop7.exit
loop7:
  %x7 = phi i64 [ %a, %if2.end ], [ %x7, %if11.end ]
  %v9 = and i64 2, %b
  %c10 = icmp slt i64 %v5, %v1
  %c12 = icmp slt i64 %v5, %v5
  br i1 %c12, label %if11.then, label %if11.end
if11.then:
  %v13 = add i64 9, %x7
  br label %if11.end
if11.end:
  %m11 = phi i64 [ %v6, %if11.then ], [ %m2, %loop7 ]
  %w14 = sext i32 %k to i64
  %v15 = sub i64 1, %x7
  %x7.next = sub i64 %x7, %v9
  %c7.more = icmp sgt i64 %x7.next, 0
  br i1 %c7.more, label %loop7, label %loop7.exit
loop7.exit:
  %x7.out = phi i64 [ %a, %if2.end ], [ %x7.next, %if11.end ]
  ret i64 %x7.out
}
