; Lesson 9.3, section 3, "A phi swap" (lab F3): the Fibonacci loop header; the phis read
; each other on the back edge and are assigned simultaneously (Definition 9.3.8).
; RULE: valid
define i64 @fib(i64 %n) {
entry:
  br label %loop
loop:
  %a = phi i64 [ 0, %entry ], [ %b, %loop ]
  %b = phi i64 [ 1, %entry ], [ %sum, %loop ]
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %sum = add i64 %a, %b
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %a
}
