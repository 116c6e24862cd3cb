; Definition 9.3.3 (invoke results exist only after a normal return) and section 4 "When
; it breaks": a use of the invoke's result in its unwind destination. Algorithm 9.3.7
; step 9 (W6).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %r = invoke i32 @may_throw(i32 %x)
; EXPECT:           to label %ok unwind label %lpad
; EXPECT:   call void @use(i32 %r)
declare i32 @__gxx_personality_v0(...)
declare i32 @may_throw(i32)
declare void @use(i32)

define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @may_throw(i32 %x)
          to label %ok unwind label %lpad
ok:
  ret i32 %r
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  call void @use(i32 %r)
  resume { ptr, i32 } %lp
}
