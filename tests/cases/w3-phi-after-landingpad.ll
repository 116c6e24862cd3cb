; Definition 9.3.4 (W3): phis first, then the landingpad as the first non-phi. Here a
; phi follows the landingpad. Algorithm 9.3.7 step 6.
; RULE: W3
; EXPECT: PHI nodes not grouped at top of basic block!
; EXPECT:   %p = phi i32 [ 7, %entry ]
; EXPECT: label %lpad
declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)

define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ok unwind label %lpad
ok:
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  %p = phi i32 [ 7, %entry ]
  ret i32 %p
}
