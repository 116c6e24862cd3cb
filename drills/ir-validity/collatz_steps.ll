; Lab E1: the guarded loop of Algorithm 9.3.6, with a phi at the exit.
define i32 @collatz_steps(i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 1
  br i1 %guard, label %loop, label %exit
loop:
  %x = phi i32 [ %n, %entry ], [ %x.next, %next ]
  %steps = phi i32 [ 0, %entry ], [ %steps.next, %next ]
  %bit = and i32 %x, 1
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %up, label %down
up:
  %t = mul i32 %x, 3
  %x.up = add i32 %t, 1
  br label %next
down:
  %x.down = sdiv i32 %x, 2
  br label %next
next:
  %x.next = phi i32 [ %x.up, %up ], [ %x.down, %down ]
  %steps.next = add i32 %steps, 1
  %more = icmp sgt i32 %x.next, 1
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %steps.next, %next ]
  ret i32 %r
}
