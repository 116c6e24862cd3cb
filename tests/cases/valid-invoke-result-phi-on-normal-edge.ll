; Lesson 9.3 section 7 (caller): "%call is used in the phi only on the edge from %entry,
; the invoke's normal edge". Definition 9.3.3 holds for the phi entry.
; RULE: valid
declare i32 @__gxx_personality_v0(...)
declare i32 @may_throw(i32)

define i32 @f(i32 %x, i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %call, label %join
call:
  %r = invoke i32 @may_throw(i32 %x)
          to label %join unwind label %lpad
join:
  %s = phi i32 [ %r, %call ], [ 0, %entry ]
  ret i32 %s
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}
