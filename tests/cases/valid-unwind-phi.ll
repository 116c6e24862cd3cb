; Definition 9.3.4 (W3: phis first, then the landingpad) with a phi in a landing pad that
; two invokes unwind to; each entry comes from an invoking block (unwind phi).
; RULE: valid
declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)

define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 1)
          to label %second unwind label %lpad
second:
  invoke void @may_throw(i32 2)
          to label %ok unwind label %lpad
ok:
  ret i32 0
lpad:
  %where = phi i32 [ 1, %entry ], [ 2, %second ]
  %lp = landingpad { ptr, i32 }
          catch ptr null
  ret i32 %where
}
