; Llvm-facts Order 5: invoke operands are checked twice (as a call and as a terminator), so
; the dominance message about %late is printed twice. Algorithm 9.3.7 step 9 (W6).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %late = add i32 %x, 1
; EXPECT:   %r = invoke i32 @may_throw(i32 %late)
; EXPECT:           to label %ok unwind label %lpad
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %late = add i32 %x, 1
; EXPECT:   %r = invoke i32 @may_throw(i32 %late)
; EXPECT:           to label %ok unwind label %lpad
declare i32 @__gxx_personality_v0(...)
declare i32 @may_throw(i32)

define i32 @f(i32 %x, i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %a, label %b
a:
  %late = add i32 %x, 1
  br label %b
b:
  %r = invoke i32 @may_throw(i32 %late)
          to label %ok unwind label %lpad
ok:
  ret i32 %r
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}
