; Definition 9.3.4 (W7): "the unwind destination of an invoke starts (after phis) with a
; landingpad". Here it starts with `ret`.
; RULE: W7
; EXPECT: The unwind destination does not have an exception handling instruction!
; EXPECT:   invoke void @may_throw()
; EXPECT:           to label %ok unwind label %bad
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw()
          to label %ok unwind label %bad
ok:
  ret i32 0
bad:
  ret i32 1
}
