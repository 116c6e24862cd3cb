declare i64 @ext(i64)

define i64 @walk(i64 %a, i64 %b) {
entry:
  %r1 = call i64 @ext(i64 %b)
  %c3 = icmp eq i64 %b, %r1
  br i1 %c3, label %if2.then, label %if2.else
if2.then:
  switch i64 %r1, label %sw4.end [
    i64 1, label %sw4.c0
    i64 3, label %sw4.c1
    i64 5, label %sw4.c2
    i64 7, label %sw4.end
    i64 9, label %sw4.c0
  ]
sw4.c0:
  br label %sw4.end
sw4.c1:
  %c5 = icmp ne i64 8, %r1
  br label %sw4.end
sw4.c2:
  %s6 = select i1 %c3, i64 %a, i64 4
  br label %sw4.end
sw4.c2:
  unreachable
sw4.end:
  %m4 = phi i64 [ %r1, %if2.then ], [ %a, %sw4.c0 ], [ %b, %sw4.c1 ], [ %s6, %sw4.c2 ], [ %r1, %if2.then ]
  %s7 = select i1 %c3, i64 3, i64 %a
  br label %if2.end
if2.else:
  %s8 = select i1 %c3, i64 %b, i64 6
  %c10 = icmp eq i64 %b, 3
  br i1 %c10, label %if9.then, label %if9.end
if9.then:
  %v11 = and i64 %r1, %b
  br label %if9.end
if9.end:
  %m9 = phi i64 [ %s8, %if9.then ], [ %a, %if2.else ]
  %v12 = sub i64 %b, %r1
  br label %if2.end
if2.end:
  %m2 = phi i64 [ %m4, %sw4.end ], [ %v12, %if9.end ]
  %n2 = phi i64 [ %s7, %sw4.end ], [ %m9, %if9.end ]
  ret i64 %m2
}
