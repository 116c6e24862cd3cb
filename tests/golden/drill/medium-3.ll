declare i64 @ext(i64)
declare i64 @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

define i64 @weave(i64 %a, i64 %b) personality ptr @__gxx_personality_v0 {
entry:
  %v1 = add nsw i64 3, 5
  %r2 = invoke i64 @may_throw(i64 9)
          to label %inv2.ok unwind label %inv2.lpad
inv2.ok:
  %c4 = icmp eq i64 %v1, 6
  br i1 %c4, label %loop3, label %loop3.exit
loop3:
  %x3 = phi i64 [ %r2, %inv2.ok ], [ %x3.next, %loop3 ]
  %v5 = and i64 %r2, 1
  %x3.next = sub i64 %x3, %r2
  %c3.more = icmp sgt i64 %x3.next, 0
  br i1 %c3.more, label %loop3, label %loop3.exit
loop3.exit:
  %x3.out = phi i64 [ %r2, %inv2.ok ], [ %x3.next, %loop3 ]
  %c7 = icmp sgt i64 %b, %x3.out
  br i1 %c7, label %loop6, label %loop6.exit
loop6:
  %x6 = phi i64 [ %b, %loop3.exit ], [ %x6.next, %loop6 ]
  %v8 = and i64 %x6, %r2
  %x6.next = sub i64 %x6, %r2
  %c6.more = icmp sgt i64 %x6.next, 0
  br i1 %c6.more, label %loop6, label %loop6.exit
loop6.exit:
  %x6.out = phi i64 [ %b, %loop3.exit ], [ %x6.next, %loop6 ]
  %v9 = and i64 5, %x6.out
  %c11 = icmp ne i64 %x3.out, 5
  br i1 %c11, label %loop10, label %loop10.exit
loop10:
  %x10 = phi i64 [ %r2, %loop6.exit ], [ %x10.next, %loop10 ]
  %r12 = call i64 @ext(i64 %b)
  %t13 = trunc i64 %v9 to i32
  %x10.next = sub i64 %x10, %x6.out
  %c10.more = icmp sgt i64 %x10.next, 0
  br i1 %c10.more, label %loop10, label %loop10.exit
loop10.exit:
  %x10.out = phi i64 [ %r2, %loop6.exit ], [ %x3, %loop10 ]
  ret i64 %x3.out
inv2.lpad:
  %lp2 = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp2
}
