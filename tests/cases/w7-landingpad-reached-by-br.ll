; Definition 9.3.4 (W7): a landing pad is entered only by unwinding; a plain `br` to its
; block breaks that.
; RULE: W7
; EXPECT: Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.
; EXPECT:   %lp = landingpad { ptr, i32 }
; EXPECT:           cleanup
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()

define i32 @f(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %call, label %lpad
call:
  invoke void @may_throw()
          to label %ok unwind label %lpad
ok:
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  ret i32 1
}
