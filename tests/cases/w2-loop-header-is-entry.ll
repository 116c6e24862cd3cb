; Definition 9.3.4 (W2), Proposition 9.3.11: "a loop whose header is the entry block must
; get a new entry block" (lab F4). Algorithm 9.3.7 step 5 reports it before the phi of
; the entry block is looked at (step 7).
; RULE: W2
; EXPECT: Entry block to function must not have predecessors!
; EXPECT: label %entry
; EXPECT: PHINode should have one entry for each predecessor of its parent basic block!
; EXPECT:   %i = phi i32 [ 0, %entry ], [ %i.next, %entry ]
define i32 @f(i32 %n) {
entry:
  %i = phi i32 [ 0, %entry ], [ %i.next, %entry ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %entry, label %exit
exit:
  ret i32 %i.next
}
