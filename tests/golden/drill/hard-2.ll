declare i64 @ext(i64)
declare i64 @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

define i64 @drift(i64 %a, i64 %b) personality ptr @__gxx_personality_v0 {
entry:
  %r1 = invoke i64 @may_throw(i64 %a)
          to label %inv1.join unwind label %inv1.lpad
inv1.lpad:
  %lp1 = landingpad { ptr, i32 }
          cleanup
  %use = add i64 %r1, 1
  br label %inv1.join
inv1.join:
  %m1 = phi i64 [ %a, %entry ], [ %b, %inv1.lpad ]
  %v2 = add i64 %a, %b
  %r4 = call i64 @ext(i64 5)
  switch i64 %v2, label %sw5.end [
    i64 1, label %sw5.c0
    i64 3, label %sw5.end
  ]
sw5.c0:
  br label %sw5.end
sw5.end:
  %m5 = phi i64 [ %v2, %inv1.join ], [ %v2, %sw5.c0 ], [ %v2, %inv1.join ]
  %c7 = icmp slt i64 %a, 5
  br i1 %c7, label %if6.then, label %if6.else
if6.then:
  %r8 = call i64 @ext(i64 %b)
  br label %if6.end
if6.else:
  %c9 = icmp slt i64 %m1, %r4
  %v10 = mul i64 %a, %v2
  %c12 = icmp sgt i64 %v2, 9
  br i1 %c12, label %if11.then, label %if11.else
if11.then:
  %t13 = trunc i64 6 to i32
  %v14 = and i64 %m5, %m1
  br label %if11.end
if11.else:
  %v15 = mul i64 %v2, 5
  switch i64 %v10, label %sw16.end [
    i64 1, label %sw16.c0
    i64 3, label %sw16.end
    i64 5, label %sw16.c0
  ]
sw16.c0:
  br label %sw16.end
sw16.end:
  %m16 = phi i64 [ %r4, %if11.else ], [ %r4, %sw16.c0 ], [ %r4, %if11.else ]
  %r17 = call i64 @ext(i64 %v15)
  %s18 = select i1 %c12, i64 %m16, i64 7
  %v19 = add i64 %v15, %r4
  br label %if11.end
if11.end:
  %m11 = phi i64 [ %v14, %if11.then ], [ %m5, %sw16.end ]
  %n11 = phi i64 [ %r4, %if11.then ], [ %r17, %sw16.end ]
  %c20 = icmp sle i64 %v10, %m5
  %s21 = select i1 %c7, i64 %v10, i64 5
  %c22 = icmp ne i64 %s21, 9
  br label %if6.end
if6.end:
  %m6 = phi i64 [ %m5, %if6.then ], [ %m11, %if11.end ]
  %c23 = icmp ne i64 %r4, %m5
  %v25 = add nsw i64 2, %m5
  ret i64 %r4
}
