declare i64 @ext(i64)
declare i64 @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

define i64 @drift(i64 %a, i64 %b) personality ptr @__gxx_personality_v0 {
entry:
  %r1 = invoke i64 @may_throw(i64 2)
          to label %inv1.join unwind label %inv1.lpad
inv1.lpad:
  %lp1 = landingpad { ptr, i32 }
          cleanup
  br label %inv1.join
inv1.join:
  %m1 = phi i64 [ %r1, %entry ], [ %a, %inv1.lpad ]
  %c2 = icmp sle i64 %b, %b
  %v3 = add i64 %a, %m1
  %v4 = and i64 %b, %m1
  br label %loop5
loop5:
  %i5 = phi i64 [ 0, %inv1.join ], [ %i5.next, %loop5.body ]
  %acc5 = phi i64 [ 0, %inv1.join ], [ %acc5.next, %loop5.body ]
  %c5 = icmp slt i64 %i5, %v3
  br i1 %c5, label %loop5.body, label %loop5.exit
loop5.body:
  %v6 = xor i64 %i5, 4
  %c7 = icmp sgt i64 %a, %v4
  %i5.next = add i64 %i5, 1
  %acc5.next = add i64 %acc5, %v6
  br label %loop5
loop5.exit:
  %v10 = add i64 6, 1
  %v11 = add i64 2, %acc5
  %r12 = invoke i64 @may_throw(i64 3)
          to label %inv12.ok unwind label %inv12.lpad
inv12.ok:
  %s13 = select i1 %c5, i64 %b, i64 1
  %c15 = icmp sge i64 %r12, %v10
  br i1 %c15, label %if14.then, label %if14.end
if14.then:
  %t16 = trunc i64 %b to i32
  br label %if14.end
if14.end:
  %m14 = phi i64 [ %r12, %if14.then ], [ %v11, %inv12.ok ]
  %t17 = trunc i64 %r12 to i32
  %w18 = sext i32 %t17 to i64
  %c20 = icmp slt i64 %s13, %r12
  br i1 %c20, label %if19.then, label %if19.end
if19.then:
  %v21 = sub i64 7, %a
  %v22 = add nsw i64 6, %w18
  %c23 = icmp sle i64 6, %v11
  br label %if19.end
if19.end:
  %m19 = phi i64 [ %m14, %if19.then ], [ %v11, %if14.end ]
  %v24 = xor i64 %m19, %m14
  %s25 = select i1 %c2, i64 3, i64 9
  %v26 = sub i64 1, %m14
  %r27 = invoke i64 @may_throw(i64 %m19)
          to label %inv27.ok unwind label %inv27.lpad
inv27.ok:
  %c29 = icmp sge i64 %w18, %s13
  br i1 %c29, label %if28.then, label %if28.else
if28.then:
  %v30 = xor i64 2, %b
  %s31 = select i1 %c5, i64 9, i64 %v30
  %w32 = sext i32 %t17 to i64
  %c34 = icmp sgt i64 %v30, %v26
  br i1 %c34, label %loop33, label %loop33.exit
loop33:
  %x33 = phi i64 [ %s25, %if28.then ], [ %x33, %loop33 ]
  %r35 = call i64 @ext(i64 %w18)
  %x33.next = sub i64 %x33, %r35
  %c33.more = icmp sgt i64 %x33.next, 0
  br i1 %c33.more, label %loop33, label %loop33.exit
loop33.exit:
  %x33.out = phi i64 [ %s25, %if28.then ], [ %x33.next, %loop33 ]
  %t36 = trunc i64 4 to i32
  br label %loop37
loop37:
  %i37 = phi i64 [ %w32, %loop33.exit ], [ %i37.next, %loop37.body ]
  %c37 = icmp slt i64 %i37, %v26
  br i1 %c37, label %loop37.body, label %loop37.exit
loop37.body:
  %v38 = add nsw i64 7, 9
  %i37.next = add i64 %i37, 1
  br label %loop37
loop37.exit:
  %w39 = sext i32 %t36 to i64
  br label %if28.end
if28.else:
  %c40 = icmp sle i64 %v10, 7
  %c41 = icmp sgt i64 9, %v26
  %c42 = icmp sle i64 %a, %v24
  %c44 = icmp eq i64 %m19, %s25
  br i1 %c44, label %if43.then, label %if43.end
if43.then:
  %w45 = sext i32 %t17 to i64
  br label %if43.end
if43.end:
  %m43 = phi i64 [ %s25, %if43.then ], [ %v24, %if28.else ]
  %v46 = and i64 %v3, 8
  br label %loop47
loop47:
  %i47 = phi i64 [ %b, %if43.end ], [ %i47.next, %loop47.body ]
  %c47 = icmp slt i64 %i47, %v26
  br i1 %c47, label %loop47.body, label %loop47.exit
loop47.body:
  %v48 = xor i64 6, %r27
  %v49 = add nsw i64 %m43, %w18
  %t50 = trunc i64 5 to i32
  %i47.next = add i64 %i47, 1
  br label %loop47
loop47.exit:
  br label %if28.end
if28.end:
  %m28 = phi i64 [ %x33.out, %loop37.exit ], [ %m19, %loop47.exit ]
  %n28 = phi i64 [ %w39, %loop37.exit ], [ %v46, %loop47.exit ]
  ret i64 %m1
inv12.lpad:
  %lp12 = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp12
inv27.lpad:
  %lp27 = landingpad { ptr, i32 }
          cleanup
  %use = add i64 %r27, 1
  resume { ptr, i32 } %lp27
}
