; Euclid's loop: the header phis take (b, a mod b) on the back edge, a second phi swap.
define i64 @gcd(i64 %a, i64 %b) {
entry:
  %z = icmp eq i64 %b, 0
  br i1 %z, label %done, label %loop
loop:
  %x = phi i64 [ %a, %entry ], [ %y, %loop ]
  %y = phi i64 [ %b, %entry ], [ %rem, %loop ]
  %rem = srem i64 %x, %y
  %stop = icmp eq i64 %rem, 0
  br i1 %stop, label %done, label %loop
done:
  %g = phi i64 [ %a, %entry ], [ %y, %loop ]
  ret i64 %g
}
