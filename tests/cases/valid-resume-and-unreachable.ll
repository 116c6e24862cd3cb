; Definition 9.3.1: `resume` (continue unwinding) and `unreachable` end blocks without
; successors; a catch-all landing pad that rethrows.
; RULE: valid
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()
declare void @abort() noreturn

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw()
          to label %ok unwind label %lpad
ok:
  call void @abort()
  unreachable
lpad:
  %lp = landingpad { ptr, i32 }
          catch ptr null
  resume { ptr, i32 } %lp
}
