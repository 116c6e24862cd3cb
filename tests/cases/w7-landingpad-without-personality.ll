; Definition 9.3.4 (W7): "a function containing one has a personality".
; RULE: W7
; EXPECT: LandingPadInst needs to be in a function with a personality.
; EXPECT:   %lp = landingpad { ptr, i32 }
; EXPECT:           cleanup
declare void @may_throw()

define i32 @f() {
entry:
  invoke void @may_throw()
          to label %ok unwind label %lpad
ok:
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  ret i32 1
}
