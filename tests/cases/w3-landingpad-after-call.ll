; Definition 9.3.4 (W3: "a landingpad ... if present, is the first non-phi"), Algorithm
; 9.3.7 step 6. The landing-pad block comes before the invoking block in the layout, so
; its own message is the first; the invoke's W7 message follows.
; RULE: W3
; EXPECT: LandingPadInst not the first non-PHI instruction in the block.
; EXPECT:   %lp = landingpad { ptr, i32 }
; EXPECT:           cleanup
; EXPECT: The unwind destination does not have an exception handling instruction!
; EXPECT:   invoke void @may_throw()
; EXPECT:           to label %ok unwind label %lpad
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()
declare void @log()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  br label %work
lpad:
  call void @log()
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
work:
  invoke void @may_throw()
          to label %ok unwind label %lpad
ok:
  ret void
}
