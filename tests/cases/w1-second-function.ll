; Definition 9.3.4 (W1), Algorithm 9.3.7 step 1: the first function is well formed; the
; second one's loop body has no terminator. The parser reads the whole module first.
; RULE: W1
; EXPECT: w1-second-function.ll:21:1: error: expected instruction opcode
; EXPECT: exit:
; EXPECT: ^
define i32 @ok(i32 %x) {
entry:
  ret i32 %x
}

define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.next = add i32 %i, 1
exit:
  ret i32 %i
}
