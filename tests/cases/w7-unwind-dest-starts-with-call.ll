; Definition 9.3.4 (W7): the unwind destination of an invoke starts (after phis) with a
; landingpad. Same body as w3-landingpad-after-call, but the invoke comes first in the
; layout, so the invoke's message is the first; the landingpad's W3 message follows.
; RULE: W7
; EXPECT: The unwind destination does not have an exception handling instruction!
; EXPECT:   invoke void @may_throw()
; EXPECT:           to label %ok unwind label %lpad
; EXPECT: LandingPadInst not the first non-PHI instruction in the block.
; EXPECT:   %lp = landingpad { ptr, i32 }
; EXPECT:           cleanup
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()
declare void @log()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw()
          to label %ok unwind label %lpad
ok:
  ret void
lpad:
  call void @log()
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}
