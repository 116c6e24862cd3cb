declare i64 @ext(i64)
declare i64 @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

define i64 @churn(i64 %a, i64 %b) personality ptr @__gxx_personality_v0 {
entry:
  %v1 = sub i64 %a, %b
  %v2 = and i64 %a, %b
  %c3 = icmp sle i64 %v1, 3
  %c5 = icmp sge i64 %v1, %v1
  br i1 %c5, label %if4.then, label %if4.else
if4.then:
  %r6 = call i64 @ext(i64 %v1)
  %r7 = call i64 @ext(i64 %a)
  %c9 = icmp ne i64 %v1, 3
  br i1 %c9, label %loop8, label %loop8.exit
loop8:
  %x8 = phi i64 [ %r6, %if4.then ], [ %x8.next, %sw43.end ]
  %c10 = icmp slt i64 %v2, 9
  %t11 = trunc i64 %r7 to i32
  %c12 = icmp ne i64 %r7, %r6
  br label %loop13
loop13:
  %i13 = phi i64 [ 0, %loop8 ], [ %i13.next, %inv38.join ]
  %acc13 = phi i64 [ %r7, %loop8 ], [ %acc13.next, %inv38.join ]
  %c13 = icmp slt i64 %i13, %x8
  br i1 %c13, label %loop13.body, label %loop13.exit
loop13.body:
  %s14 = select i1 %c13, i64 9, i64 %i13
  %c16 = icmp slt i64 %acc13, %a
  br i1 %c16, label %loop15, label %loop15.exit
loop15:
  %x15 = phi i64 [ %b, %loop13.body ], [ %x15.next, %loop15 ]
  %s17 = select i1 %c13, i64 7, i64 8
  %s18 = select i1 %c16, i64 %s14, i64 %acc13
  %v19 = add i64 %s17, %s18
  %x15.next = sub i64 %x15, 3
  %c15.more = icmp sgt i64 %x15.next, 0
  br i1 %c15.more, label %loop15, label %loop15.exit
loop15.exit:
  %x15.out = phi i64 [ %b, %loop13.body ], [ %x15.next, %loop15 ]
  %v20 = add nsw i64 %r6, 2
  %c21 = icmp slt i64 %acc13, 9
  %c22 = icmp slt i64 5, %acc13
  br label %loop23
loop23:
  %i23 = phi i64 [ %v1, %loop15.exit ], [ %i23.next, %loop23.body ]
  %c23 = icmp slt i64 %i23, %v1
  br i1 %c23, label %loop23.body, label %loop23.exit
loop23.body:
  %v24 = mul i64 %b, %x8
  %r25 = call i64 @ext(i64 %x15.out)
  %i23.next = add i64 %i23, 1
  br label %loop23
loop23.exit:
  %v26 = mul i64 %v20, 1
  %t27 = trunc i64 6 to i32
  %v28 = add nsw i64 %v26, %x8
  %c30 = icmp slt i64 %v20, 4
  br i1 %c30, label %loop29, label %loop29.exit
loop29:
  %x29 = phi i64 [ %b, %loop23.exit ], [ %x29.next, %loop29 ]
  %c31 = icmp slt i64 8, %i23
  %x29.next = sub i64 %x29, 4
  %c29.more = icmp sgt i64 %x29.next, 0
  br i1 %c29.more, label %loop29, label %loop29.exit
loop29.exit:
  %x29.out = phi i64 [ %b, %loop23.exit ], [ %x29.next, %loop29 ]
  %r32 = call i64 @ext(i64 %x29.out)
  %v33 = sub i64 4, %r6
  switch i64 %r32, label %sw34.default [
    i64 1, label %sw34.c0
    i64 3, label %sw34.end
    i64 5, label %sw34.end
    i64 7, label %sw34.c0
  ]
sw34.c0:
  br label %sw34.end
sw34.default:
  unreachable
sw34.end:
  %m34 = phi i64 [ %x29.out, %sw34.c0 ], [ %r32, %loop29.exit ], [ %r32, %loop29.exit ]
  %r35 = call i64 @ext(i64 7)
  %w36 = sext i32 %t11 to i64
  %w37 = sext i32 %t27 to i64
  %r38 = invoke i64 @may_throw(i64 %w36)
          to label %inv38.join unwind label %inv38.lpad
inv38.lpad:
  %lp38 = landingpad { ptr, i32 }
          cleanup
  br label %inv38.join
inv38.join:
  %m38 = phi i64 [ %r38, %sw34.end ], [ %r35, %inv38.lpad ]
  %v39 = sub i64 %m38, %acc13
  %i13.next = add i64 %i13, 1
  %acc13.next = add i64 %acc13, %i13.next
  br label %loop13
loop13.exit:
  %r40 = call i64 @ext(i64 %a)
  %c41 = icmp sle i64 %acc13, %x8
  %w42 = sext i32 %t11 to i64
  switch i32 %t11, label %sw43.end [
    i32 1, label %sw43.c0
    i32 3, label %sw43.end
    i32 5, label %sw43.end
  ]
sw43.c0:
  br label %sw43.end
sw43.end:
  %m43 = phi i64 [ %x8, %loop13.exit ], [ %acc13, %sw43.c0 ], [ %x8, %loop13.exit ], [ %x8, %loop13.exit ]
  %v44 = mul i64 %m43, %r40
  %r45 = call i64 @ext(i64 %r40)
  %c46 = icmp sle i64 %m43, %w42
  %x8.next = sub i64 %x8, 5
  %c8.more = icmp sgt i64 %x8.next, 0
  br i1 %c8.more, label %loop8, label %loop8.exit
loop8.exit:
  %x8.out = phi i64 [ %r6, %if4.then ], [ %x8.next, %sw43.end ]
  br label %if4.end
if4.else:
  %v47 = sub i64 %a, 6
  %r48 = invoke i64 @may_throw(i64 %b)
          to label %inv48.ok unwind label %inv48.lpad
inv48.ok:
  %v49 = mul i64 3, %r48
  %c51 = icmp eq i64 %v47, %b
  br i1 %c51, label %if50.then, label %if50.else
if50.then:
  %c52 = icmp eq i64 %v47, %v2
  br label %if50.end
if50.else:
  %r53 = call i64 @ext(i64 3)
  br label %if50.end
if50.end:
  %m50 = phi i64 [ %v49, %if50.then ], [ %v47, %if50.else ]
  %n50 = phi i64 [ %v49, %if50.then ], [ %v47, %if50.else ]
  %s54 = select i1 %c51, i64 %r48, i64 %n50
  %t55 = trunc i64 9 to i32
  br label %if4.end
if4.end:
  %m4 = phi i64 [ %v2, %loop8.exit ], [ %s54, %if50.end ]
  %n4 = phi i64 [ %r6, %loop8.exit ], [ %v49, %if50.end ]
  %c56 = icmp eq i64 %m4, 1
  %v57 = sub i64 2, %v1
  %c58 = icmp sle i64 %m4, %v57
  %r59 = invoke i64 @may_throw(i64 %v57)
          to label %inv59.join unwind label %inv59.lpad
inv59.lpad:
  %lp59 = landingpad { ptr, i32 }
          cleanup
  br label %inv59.join
inv59.join:
  %m59 = phi i64 [ %r59, %if4.end ], [ %v57, %inv59.lpad ]
  %s60 = select i1 %c58, i64 9, i64 %m4
  %t61 = trunc i64 1 to i32
  %c62 = icmp slt i64 %v57, %n4
  ret i64 %n4
inv48.lpad:
  %lp48 = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp48
dead:
  br label %entry
}
