; Nested counted loops (Algorithm 9.3.6 twice): the inner exit feeds the outer latch.
define i64 @tri_sum(i64 %n) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.inner, %outer.latch ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %inner, label %exit
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner.body ]
  %s = phi i64 [ %acc, %outer ], [ %s.next, %inner.body ]
  %in = icmp sle i64 %j, %i
  br i1 %in, label %inner.body, label %outer.latch
inner.body:
  %s.next = add i64 %s, %j
  %j.next = add i64 %j, 1
  br label %inner
outer.latch:
  %acc.inner = phi i64 [ %s, %inner ]
  %i.next = add i64 %i, 1
  br label %outer
exit:
  ret i64 %acc
}
