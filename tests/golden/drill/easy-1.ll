declare i64 @ext(i64)

define i64 @walk(i64 %a, i64 %b, i32 %k) {
entry:
  %v1 = mul i64 %a, %a
  %c3 = icmp slt i64 %a, 9
  br i1 %c3, label %if2.then, label %if2.else
if2.then:
  %v4 = and i64 2, %v1
  br label %if2.end
if2.else:
  %v5 = and i64 %b, %v1
  br label %if2.end
if2.end:
  %m2 = phi i64 [ %v1, %if2.then ], [ %a, %if2.else ]
  %v6 = mul i64 %m2, %a
  %v7 = xor i64 2, %m2
  %c9 = icmp eq i64 %v1, %v6
  br i1 %c9, label %loop8, label %loop8.exit
loop8:
  %x8 = phi i64 [ %v6, %if2.end ], [ %x8.next, %loop8 ]
  %r10 = call i64 @ext(i64 %v1)
  %x8.next = sub i64 %x8, %v7
  %c8.more = icmp sgt i64 %x8.next, 0
  br i1 %c8.more, label %loop8, label %loop8.exit
loop8.exit:
  %x8.out = phi i64 [ %v6, %if2.end ], [ %x8.next, %loop8 ]
  %v11 = add i64 4, %v7
  %s12 = select i1 %c9, i64 8, i64 %b
  br label %entry
}
