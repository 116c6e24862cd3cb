; Definition 9.3.3, the invoke case: the normal destination %join has another predecessor,
; so the edge entry -> join does not dominate the use in %join. Step 9 (W6).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %r = invoke i32 @may_throw(i32 %x)
; EXPECT:           to label %join unwind label %lpad
; EXPECT:   %s = add i32 %r, 1
declare i32 @__gxx_personality_v0(...)
declare i32 @may_throw(i32)

define i32 @f(i32 %x, i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %call, label %join
call:
  %r = invoke i32 @may_throw(i32 %x)
          to label %join unwind label %lpad
join:
  %s = add i32 %r, 1
  ret i32 %s
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}
