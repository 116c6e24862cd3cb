; Llvm-facts Order 4 and 5, measured: for an invoke, the call checks (with dominance,
; W6, Algorithm 9.3.7 step 9) run before the unwind-destination check (W7); that check
; fails and ends the invoke's visit, so the dominance message is printed once, not twice.
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %late = add i32 %x, 1
; EXPECT:   invoke void @may_throw(i32 %late)
; EXPECT:           to label %ok unwind label %ok
; EXPECT: The unwind destination does not have an exception handling instruction!
; EXPECT:   invoke void @may_throw(i32 %late)
; EXPECT:           to label %ok unwind label %ok
declare void @may_throw(i32)

define void @f(i32 %x) {
entry:
  invoke void @may_throw(i32 %late)
          to label %ok unwind label %ok
ok:
  %late = add i32 %x, 1
  ret void
}
