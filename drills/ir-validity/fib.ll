; Lab F3: the Fibonacci loop whose header phis read each other (the phi swap).
define i64 @fib(i64 %n) {
entry:
  br label %loop
loop:
  %a = phi i64 [ 0, %entry ], [ %b, %loop ]
  %b = phi i64 [ 1, %entry ], [ %sum, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sum = add i64 %a, %b
  %i.next = add i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %a
}
