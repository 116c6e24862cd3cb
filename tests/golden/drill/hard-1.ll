declare i64 @ext(i64)

define i64 @walk(i64 %a, i64 %b, i32 %k) {
entry:
  %c2 = icmp sge i64 %a, %a
  br i1 %c2, label %loop1, label %loop1.exit
loop1:
  %x1 = phi i64 [ %b, %entry ], [ %x1.next, %loop1 ]
  %v3 = mul i64 %a, 2
  %v4 = and i64 %a, %b
  %v5 = and i64 %a, %v4
  %x1.next = sub i64 %x1, 3
  %c1.more = icmp sgt i64 %x1.next, 0
  br i1 %c1.more, label %loop1, label %loop1.exit
loop1.exit:
  %x1.out = phi i64 [ %b, %entry ], [ %x1.next, %loop1 ]
  %r6 = call i64 @ext(i64 2)
  %t7 = trunc i64 %a to i32
  %v8 = xor i64 %a, %x1.out
  %c10 = icmp eq i64 %r6, 2
  br i1 %c10, label %if9.then, label %if9.else
if9.then:
  %r11 = call i64 @ext(i64 7)
  br label %if9.end
if9.else:
  %c13 = icmp ne i64 %v8, %r6
  br i1 %c13, label %if12.then, label %if12.else
if12.then:
  %v14 = add i64 %x1.out, %b
  %r15 = call i64 @ext(i64 %r6)
  %c17 = icmp ne i64 %v14, 7
  br i1 %c17, label %if16.then, label %if16.else
if16.then:
  %v18 = add i64 %v14, %v8
  br label %if16.end
if16.else:
  %w19 = sext i32 %t7 to i64
  br label %if16.end
if16.end:
  %m16 = phi i64 [ %v18, %if16.then ], [ %r15, %if16.else ]
  %v20 = mul i64 %r15, 8
  br label %if12.end
if12.else:
  %v21 = add i64 %a, %b
  br label %loop22
loop22:
  %i22 = phi i64 [ %r6, %if12.else ], [ %r31, %if26.end ]
  %acc22 = phi i64 [ %v21, %if12.else ], [ %acc22, %if26.end ]
  %c22 = icmp slt i64 %i22, %v8
  br i1 %c22, label %loop22.body, label %loop22.exit
loop22.body:
  %v23 = and i64 %v21, %x1.out
  %v24 = xor i64 1, %acc22
  %c25 = icmp sgt i64 %i22, %v24
  %c27 = icmp slt i64 %v24, %i22
  br i1 %c27, label %if26.then, label %if26.end
if26.then:
  %v28 = sub i64 %i22, %i22
  %w29 = sext i32 %t7 to i64
  %w30 = sext i32 %k to i64
  br label %if26.end
if26.end:
  %m26 = phi i64 [ %v28, %if26.then ], [ %a, %loop22.body ]
  %r31 = call i64 @ext(i64 5)
  %v32 = add nsw i64 9, 9
  %i22.next = add i64 %i22, 1
  %acc22.next = add i64 %acc22, 7
  br label %loop22
loop22.exit:
  %w33 = sext i32 %t7 to i64
  %v34 = and i64 %i22, %i22
  %c36 = icmp ne i64 %r6, %i22
  br i1 %c36, label %if35.then, label %if35.end
if35.then:
  %v37 = and i64 %v8, %acc22
  br label %if35.end
if35.end:
  %m35 = phi i64 [ %w33, %if35.then ], [ %w33, %loop22.exit ]
  %c38 = icmp ne i64 %v34, %x1.out
  %s39 = select i1 %c38, i64 2, i64 %acc22
  %c40 = icmp sgt i64 %w33, %r6
  br label %if12.end
if12.end:
  %m12 = phi i64 [ %v14, %if16.end ], [ %m35, %if35.end ]
  %c41 = icmp eq i64 %b, %a
  br label %if9.end
if9.end:
  %m9 = phi i64 [ %r6, %if9.then ], [ %v8, %if12.end ]
  %r42 = call i64 @ext(i64 %m9)
  %v43 = and i64 8, %v8
  %s44 = select i1 %c2, i64 4, i64 %x1.out
  ret i64 %m9
dead:
  br label %entry
}
