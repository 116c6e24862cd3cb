; Box "A phi reads its operand at the end of the predecessor": a value defined in the loop
; body can feed the header's phi on the back edge; "the same value cannot be used by a
; non-phi instruction in the header". Algorithm 9.3.7 step 9 (W6).
; RULE: W6
; EXPECT: Instruction does not dominate all uses!
; EXPECT:   %i.next = add i32 %i, 1
; EXPECT:   %bad = add i32 %i.next, 1
define i32 @f(i32 %n) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %bad = add i32 %i.next, 1
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret i32 %i
}
