; Algorithm 9.3.6, the guarded variant: the condition is tested once in entry, and exit
; needs a phi with one entry per incoming edge (lab E1, @collatz_steps).
; RULE: valid
define i32 @collatz_steps(i32 %n0) {
entry:
  %start = icmp ugt i32 %n0, 1
  br i1 %start, label %header, label %exit
header:
  %n = phi i32 [ %n0, %entry ], [ %n.next, %header ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %header ]
  %odd = and i32 %n, 1
  %is.odd = icmp ne i32 %odd, 0
  %m3 = mul i32 %n, 3
  %up = add i32 %m3, 1
  %down = lshr i32 %n, 1
  %n.next = select i1 %is.odd, i32 %up, i32 %down
  %k.next = add i32 %k, 1
  %more = icmp ugt i32 %n.next, 1
  br i1 %more, label %header, label %exit
exit:
  %steps = phi i32 [ 0, %entry ], [ %k.next, %header ]
  ret i32 %steps
}
