; Definition 9.3.4 (W3), Algorithm 9.3.7 step 6: the rule holds in every block, reachable
; or not; this block has no predecessors and a phi after a call.
; RULE: W3
; EXPECT: PHI nodes not grouped at top of basic block!
; EXPECT:   %p = phi i32 
; EXPECT: label %dead
declare i32 @g()

define i32 @f() {
entry:
  ret i32 0
dead:
  %v = call i32 @g()
  %p = phi i32
  ret i32 %v
}
