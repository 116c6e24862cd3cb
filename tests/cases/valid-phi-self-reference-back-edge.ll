; Definition 9.3.3 (phi uses are read at the end of the predecessor) and the box "A phi
; reads its operand at the end of the predecessor": a phi may name itself on a back edge.
; RULE: valid
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %keep = phi i32 [ 7, %entry ], [ %keep, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %keep
}
