; Definition 9.3.2: a block not reachable from b0 is dominated by every block, but it
; dominates nothing reachable: a definition in an unreachable block used from a reachable
; one fails step 9 of Algorithm 9.3.7.
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %v = add i32 %x, 1
; EXPECT:   %s = add i32 %r, %v
define i32 @f(i32 %x) {
entry:
  br label %exit
dead:
  %v = add i32 %x, 1
  br label %exit
exit:
  %r = phi i32 [ %x, %entry ], [ %v, %dead ]
  %s = add i32 %r, %v
  ret i32 %s
}
