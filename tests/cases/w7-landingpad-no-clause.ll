; Definition 9.3.4 (W7): a landingpad says what it handles: at least one clause, or
; `cleanup`.
; RULE: W7
; EXPECT: LandingPadInst needs at least one clause or to be a cleanup.
; EXPECT:   %lp = landingpad { ptr, i32 }
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw()
          to label %ok unwind label %lpad
ok:
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 }
  ret i32 1
}
