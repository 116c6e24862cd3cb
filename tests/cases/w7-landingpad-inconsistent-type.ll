; Definition 9.3.4 (W7): all landingpads of a function have the same result type.
; RULE: W7
; EXPECT: The landingpad instruction should have a consistent result type inside a function.
; EXPECT:   %b = landingpad { ptr, i64 }
; EXPECT:           cleanup
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw()
          to label %next unwind label %lp1
next:
  invoke void @may_throw()
          to label %ok unwind label %lp2
ok:
  ret i32 0
lp1:
  %a = landingpad { ptr, i32 }
          cleanup
  ret i32 1
lp2:
  %b = landingpad { ptr, i64 }
          cleanup
  ret i32 2
}
