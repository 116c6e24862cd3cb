; Definition 9.3.3: for a phi, every path to p followed by the edge p -> b must pass the
; invoke's normal edge; here the phi entry comes along the unwind edge. Step 9 (W6).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %r = invoke i32 @may_throw(i32 %x)
; EXPECT:           to label %ok unwind label %lpad
; EXPECT:   %p = phi i32 [ %r, %entry ]
declare i32 @__gxx_personality_v0(...)
declare i32 @may_throw(i32)

define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @may_throw(i32 %x)
          to label %ok unwind label %lpad
ok:
  ret i32 %r
lpad:
  %p = phi i32 [ %r, %entry ]
  %lp = landingpad { ptr, i32 }
          cleanup
  ret i32 %p
}
