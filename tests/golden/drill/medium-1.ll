declare i64 @ext(i64)
declare i64 @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

define i64 @walk(i64 %a, i64 %b, i32 %k) personality ptr @__gxx_personality_v0 {
entry:
  %v1 = mul i64 %a, %a
  %c3 = icmp slt i64 %a, 9
  br i1 %c3, label %if2.then, label %if2.else
if2.then:
  %c4 = icmp ne i64 %v1, 8
  br label %if2.end
if2.else:
  %r5 = invoke i64 @may_throw(i64 %v1)
          to label %inv5.join unwind label %inv5.lpad
inv5.lpad:
  %lp5 = landingpad { ptr, i32 }
          cleanup
  br label %inv5.join
inv5.join:
  %m5 = phi i64 [ %r5, %if2.else ], [ %v1, %inv5.lpad ]
  %c7 = icmp eq i64 %b, %m5
  br i1 %c7, label %if6.then, label %if6.end
if6.then:
  %v8 = xor i64 2, %b
  %c9 = icmp slt i64 %v8, 9
  br label %if6.end
if6.end:
  %m6 = phi i64 [ %v8, %if6.then ], [ %v1, %inv5.join ]
  %r10 = call i64 @ext(i64 %m6)
  %v11 = add nsw i64 %m5, %m6
  br label %if2.end
if2.end:
  %m2 = phi i64 [ %b, %if2.then ], [ %v11, %if6.end ]
  %v12 = and i64 5, 5
  ret i64 %b
dead:
  br label %entry
}
