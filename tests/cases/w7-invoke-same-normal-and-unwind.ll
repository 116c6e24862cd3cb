; Definition 9.3.1 (invoke's successors <n, u>) with n = u. Llvm-facts: dominance is not
; checked then; but the landing pad's block is also reached by the normal edge, which
; breaks W7 (the block must be jumped to only by the unwind edge of an invoke).
; RULE: W7
; EXPECT: Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.
; EXPECT:   %lp = landingpad { ptr, i32 }
; EXPECT:           cleanup
declare i32 @__gxx_personality_v0(...)
declare i32 @may_throw(i32)

define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @may_throw(i32 %x)
          to label %both unwind label %both
both:
  %lp = landingpad { ptr, i32 }
          cleanup
  ret i32 %r
}
